import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

@Suite("JSON output")
struct JSONOutputTests {
    @Test("json is the snapshot's own JSON when nothing is filtered", arguments: RenderFixtures.sampleNames)
    func unfiltered(name: String) throws {
        let snapshot = RenderFixtures.sample(name)
        let data = try GraphvizRenderer().render(snapshot, format: .json)
        #expect(data == snapshot.jsonData())
        // WIRING_SAMPLE_DIR=/some/dir writes the samples for trying the command-line tool by hand.
        if let directory = ProcessInfo.processInfo.environment["WIRING_SAMPLE_DIR"] {
            try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).wiring.json"))
        }
    }

    @Test("json after filtering holds only what passed the filters")
    func filtered() throws {
        var options = RenderOptions()
        options.exclude = ["*Profile*"]
        let data = try GraphvizRenderer().render(SampleSnapshots.payments, format: .json, options: options)
        let read = try GraphSnapshot(data: data)
        #expect(read.nodes.count == SampleSnapshots.payments.nodes.count - 1)
        #expect(!read.nodes.contains { $0.type.contains("Profile") })
    }
}
