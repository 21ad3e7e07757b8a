import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

@Suite("DOT output")
struct DotOutputTests {
    @Test("payments DOT matches the golden file")
    func paymentsGolden() throws {
        try RenderFixtures.assertGolden(try RenderFixtures.text(SampleSnapshots.payments, .dot), named: "payments.dot")
    }

    @Test("DOT reads back through cgraph with every node, edge and cluster", arguments: RenderFixtures.sampleNames)
    func roundTrip(name: String) throws {
        let snapshot = RenderFixtures.sample(name)
        let dot = try RenderFixtures.text(snapshot, .dot)
        let parsed = try GraphvizContext.parse(dot: dot)
        let index = GraphIndex(snapshot)
        let clusters = snapshot.nodes.filter { !index.children[$0.id, default: []].isEmpty }.count
        #expect(parsed.nodes == snapshot.nodes.count)
        #expect(parsed.edges == snapshot.edges.count)
        #expect(parsed.subgraphs == clusters)
    }

    @Test("a module is labelled with the target that builds it when its name does not tell it")
    func moduleTarget() throws {
        let snapshot = GraphSnapshot(nodes: [
            Node(id: "module:iOS", kind: .module, type: "UTM", attributes: ["target": "iOS"]),
            Node(id: "module:macOS", kind: .module, type: "UTM", attributes: ["target": "macOS"]),
            Node(id: "module:Kit-Core", kind: .module, type: "Kit_Core", attributes: ["target": "Kit-Core"]),
        ], edges: [])
        let dot = try RenderFixtures.text(snapshot, .dot)
        #expect(dot.contains("target iOS") && dot.contains("target macOS"))
        #expect(!dot.contains("target Kit-Core"))
    }

    @Test("hostile names stay inside DOT strings")
    func hostileNames() throws {
        let dot = try RenderFixtures.text(SampleSnapshots.hostile, .dot)
        // The injected `node [label="pwned` would appear as DOT syntax if a quote escaped its string.
        #expect(!dot.contains("node [label=\"pwned"))
        #expect(!dot.contains("\u{1B}"))
        // Inside HTML-like labels markup is escaped; elsewhere it sits in quoted strings.
        #expect(dot.contains("<B>&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;</B>"))
        #expect(dot.contains(#"tooltip="Evil.Term\\u{1b}[31mRED\\u{1b}[0m|{brace}\\""#))
        let parsed = try GraphvizContext.parse(dot: dot)
        #expect(parsed.nodes == SampleSnapshots.hostile.nodes.count)
    }

    @Test("the dot program accepts the DOT output")
    func dotProgramOracle() throws {
        let dotProgram = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let dotProgram else { return }
        for snapshot in [SampleSnapshots.payments, SampleSnapshots.hostile] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dotProgram)
            process.arguments = ["-Tsvg"]
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(try GraphvizRenderer().render(snapshot, format: .dot))
            try input.fileHandleForWriting.close()
            let svg = output.fileHandleForReading.readDataToEndOfFile()
            let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "dot rejected the output: \(messages)")
            #expect(try RenderFixtures.groups(in: String(decoding: svg, as: UTF8.self), class: "node").count == snapshot.nodes.count)
        }
    }
}
