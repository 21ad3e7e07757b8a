import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The other end of named pipes (FIFOs), on a thread of its own, for tests that read or write through one.
///
/// Opening a FIFO blocks until both ends are open, so the peer must not share Swift
/// concurrency's few cooperative threads with the code under test: it runs on a `Thread`.
public final class FIFOPeer: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var received = Data()
    private let paths: [String]

    private init(paths: [String], work: @escaping @Sendable (FIFOPeer) -> Void) {
        self.paths = paths
        let thread = Thread { [self] in
            work(self)
            finished.signal()
        }
        thread.start()
    }

    /// Starts reading everything written to a FIFO.
    public static func reading(_ path: String) -> FIFOPeer {
        FIFOPeer(paths: [path]) { peer in
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                peer.lock.withLock { peer.received.append(contentsOf: buffer[0..<count]) }
            }
        }
    }

    /// Starts writing some bytes into each FIFO in turn, closing each after its bytes.
    public static func writing(_ writes: [(path: String, data: Data)]) -> FIFOPeer {
        let writes = writes.map { ($0.path, $0.data) }
        return FIFOPeer(paths: writes.map(\.0)) { _ in
            for (path, data) in writes {
                let descriptor = open(path, O_WRONLY)
                guard descriptor >= 0 else { return }
                data.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let count = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                        if count <= 0 { break }
                        offset += count
                    }
                }
                close(descriptor)
            }
        }
    }

    /// Waits for the peer to finish (at most `seconds`; then its FIFOs are opened here to release it).
    ///
    /// - Returns: What a reading peer received.
    @discardableResult
    public func wait(seconds: Int = 60) -> Data {
        if finished.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            for path in paths {
                let descriptor = open(path, O_RDWR | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
            }
            _ = finished.wait(timeout: .now() + .seconds(5))
        }
        return lock.withLock { received }
    }
}
