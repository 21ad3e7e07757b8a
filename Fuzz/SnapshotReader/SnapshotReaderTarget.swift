// libFuzzer target: the snapshot reader and the strict JSON reader, against the reference reader.
// Built by scripts/fuzz.sh with Sources/WiringModel and Tests/WiringTestSupport/ReferenceJSON.swift.
import Foundation
import WiringModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshotReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    // 1. The strict reader agrees with the reference reader on acceptance and values.
    if let problem = ReferenceJSON.disagreement(on: bytes) {
        fatalError("strict reader and reference disagree: \(problem)")
    }
    // 2. Reading a snapshot never traps, and throws only SnapshotError, whose message names the
    //    file and holds no control character.
    let limits = GraphSnapshot.ReadingLimits(maxBytes: 1 << 20, maxNodes: 10_000, maxEdges: 40_000, maxStringBytes: 4_096)
    do {
        let snapshot = try GraphSnapshot(data: Data(bytes), fileName: "fuzz.wiring.json", limits: limits)
        // 3. Whatever is read is JSON the reference accepts, and it writes and reads back the same.
        guard case .document = ReferenceJSON.parse(bytes) else { fatalError("a snapshot was read from bytes that are not JSON") }
        let written = snapshot.jsonData()
        guard let again = try? GraphSnapshot(data: written, fileName: "again.json", limits: .standard), again == snapshot,
              again.jsonData() == written
        else { fatalError("a snapshot did not read back as written") }
    } catch let error as SnapshotError {
        let message = error.description
        guard message.contains("'fuzz.wiring.json'") else { fatalError("message without the file: \(message)") }
        guard !message.unicodeScalars.contains(where: { $0.value < 0x20 }) else { fatalError("control character in: \(message)") }
        // Valid JSON is refused as malformed only when nested past the limit.
        if case .malformedJSON = error, case let .document(document) = ReferenceJSON.parse(bytes), document.maxDepth <= 512 {
            fatalError("valid JSON refused as malformed: \(message)")
        }
    } catch {
        fatalError("reading threw \(type(of: error)), not SnapshotError")
    }
    return 0
}
