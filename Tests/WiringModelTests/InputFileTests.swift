import Foundation
import Testing
import WiringModel
import WiringTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `InputFile.read` gives back exactly the bytes of a regular file, read straight into the result,
/// and of a pipe, read a chunk at a time, and stops at the limit either way.
@Suite("Reading input files")
struct InputFileTests {
    private func scratch() throws -> URL { try makeScratchFolder("input-file") }

    /// Bytes that differ from one position to the next, so a chunk copied to the wrong place shows.
    private func pattern(count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 300_001])
    func aRegularFileIsReadWhole(size: Int) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("in.json")
        let bytes = pattern(count: size)
        try bytes.write(to: file)
        #expect(try InputFile.read(file, limit: 1 << 20, kind: "snapshot file") == bytes)
    }

    @Test func aPipeLongerThanOneChunkIsReadWhole() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("in.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let bytes = pattern(count: 200_003)
        let writer = FIFOPeer.writing([(fifo.path, bytes)])
        let read = try InputFile.read(fifo, limit: 1 << 20, kind: "snapshot file")
        writer.wait()
        #expect(read == bytes)
    }

    @Test func aRegularFileOverTheLimitIsRefusedByItsSize() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        try pattern(count: 1_001).write(to: file)
        do {
            _ = try InputFile.read(file, limit: 1_000, kind: "snapshot file")
            Issue.record("a file over the limit was read")
        } catch {
            #expect("\(error)".contains("1001"))
        }
    }

    @Test func anEndlessDeviceStopsAtTheLimit() {
        #expect(throws: SnapshotError.self) {
            _ = try InputFile.read(URL(fileURLWithPath: "/dev/zero"), limit: 100_000, kind: "snapshot file")
        }
    }

    @Test func aDirectoryIsRefusedByName() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            _ = try InputFile.read(directory, limit: 1_000, kind: "rules file")
            Issue.record("a directory was read")
        } catch {
            #expect("\(error)".contains("directory"))
            #expect("\(error)".contains("rules file"))
        }
    }

    #if os(Linux)
    @Test func aRegularFileThatReportsNoSizeIsStillRead() throws {
        // Files under /proc are regular yet report a size of 0; their bytes come through the chunks.
        let read = try InputFile.read(URL(fileURLWithPath: "/proc/self/status"), limit: 1 << 20, kind: "file")
        #expect(String(decoding: read, as: UTF8.self).contains("Name:"))
    }
    #endif
}
