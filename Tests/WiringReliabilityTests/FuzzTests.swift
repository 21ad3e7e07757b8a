import Foundation
import Testing
import WiringCheck
import WiringReports
import WiringInspect
import WiringModel
import WiringRender
import WiringTestSupport

/// Random snapshots, well-formed and damaged: reading either succeeds or throws
/// `SnapshotError`, and every snapshot that reads is drawn, diffed and inspected
/// without any other error. A crash or hang fails the run.
///
/// `make test` runs a few hundred cases; `make fuzz` runs `FUZZ_ITERATIONS` of
/// them (and `FUZZ_SEED` picks the first seed), printing the seed of any failure.
@Suite("Fuzzing snapshots", .serialized)
struct FuzzTests {
    private static var iterations: Int {
        ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 100
    }

    private static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 1
    }

    /// Formats drawn for each snapshot; Graphviz layout is the slow part, so SVG and HTML share a case each in turn.
    private static let formats: [OutputFormat] = [.dot, .svg, .mermaid, .html]

    @Test("weird but valid graphs read back equal and render", .timeLimit(.minutes(30)))
    func weirdGraphs() throws {
        var decoded = 0
        for offset in 0..<UInt64(Self.iterations) {
            let seed = Self.firstSeed &+ offset
            var random = SplitMix64(seed: seed)
            let snapshot = RandomSnapshots.weird(using: &random)
            let data = snapshot.jsonData()
            let read: GraphSnapshot
            do {
                read = try GraphSnapshot(data: data, fileName: "seed-\(seed).json")
            } catch {
                Issue.record("seed \(seed): a valid snapshot was refused: \(error)")
                continue
            }
            #expect(read.jsonData() == data, "seed \(seed): reading and writing changed the bytes")
            decoded += 1
            Self.exercise(read, seed: seed, format: Self.formats[Int(offset % UInt64(Self.formats.count))])
        }
        #expect(decoded == Self.iterations)
    }

    @Test("damaged documents are read or refused with SnapshotError, never anything else", .timeLimit(.minutes(30)))
    func damagedDocuments() throws {
        var outcomes: [String: Int] = [:]
        for offset in 0..<UInt64(Self.iterations * 4) {
            let seed = Self.firstSeed &+ offset
            var random = SplitMix64(seed: seed)
            let original = RandomSnapshots.weird(using: &random, maxNodes: 12).jsonData()
            let damaged = RandomSnapshots.corrupted(original, using: &random)
            do {
                let read = try GraphSnapshot(data: damaged, fileName: "seed-\(seed).json")
                outcomes["read", default: 0] += 1
                // A damaged document that still reads is a valid graph: it must also draw.
                Self.exercise(read, seed: seed, format: Self.formats[Int(offset % UInt64(Self.formats.count))])
            } catch let error as SnapshotError {
                outcomes["refused", default: 0] += 1
                let message = error.description
                #expect(message.contains("seed-\(seed).json"), "seed \(seed): message does not name the file: \(message)")
                #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{7F}" }, "seed \(seed): raw control character")
            } catch {
                Issue.record("seed \(seed): reading threw \(type(of: error)), not SnapshotError: \(error)")
            }
        }
        print("damaged documents: \(outcomes) over \(Self.iterations * 4) cases from seed \(Self.firstSeed)")
        #expect(outcomes["refused", default: 0] > 0)
    }

    @Test("crashes found by fuzzing stay fixed", arguments: FuzzRegressions.all)
    func regression(_ regression: FuzzRegressions.Case) throws {
        #expect(!regression.data.isEmpty, "the recorded input is missing")
        do {
            let read = try GraphSnapshot(data: regression.data, fileName: "regression.json")
            for format in Self.formats { Self.exercise(read, seed: 0, format: format) }
        } catch is SnapshotError {
            // Refusing is fine; crashing is not.
        }
    }

    /// Draws, diffs and inspects a snapshot; only the documented errors may come back.
    private static func exercise(_ snapshot: GraphSnapshot, seed: UInt64, format: OutputFormat) {
        do {
            _ = try GraphvizRenderer().render(snapshot, format: format)
        } catch is RenderError {
        } catch {
            Issue.record("seed \(seed): rendering \(format.rawValue) threw \(type(of: error)), not RenderError: \(error)")
        }
        let report = DiffReport(before: GraphSnapshot(nodes: [], edges: []), after: snapshot)
        for reportFormat in [ReportFormat.text, .markdown, .json] {
            #expect(throws: Never.self, "seed \(seed): diff \(reportFormat)") { _ = try report.formatted(as: reportFormat) }
        }
        let inspector = SnapshotInspector(snapshot)
        for question in [InspectQuestion.overview, .cycles, .warnings] {
            #expect(throws: Never.self, "seed \(seed): inspect") { _ = try inspector.answer(question, format: .text) }
        }
        if let first = snapshot.nodes.first, let last = snapshot.nodes.last {
            _ = try? inspector.answer(.path(from: first.id, to: last.id), format: .json)
        }
    }
}
