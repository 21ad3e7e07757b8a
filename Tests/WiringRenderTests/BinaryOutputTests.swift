import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

@Suite("PNG, PDF and missing plugins")
struct BinaryOutputTests {
    @Test("PNG output starts with the PNG signature")
    func png() throws {
        let data = try GraphvizRenderer().render(SampleSnapshots.payments, format: .png)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("PDF output starts with the PDF header")
    func pdf() throws {
        let data = try GraphvizRenderer().render(SampleSnapshots.showroom, format: .pdf)
        #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
    }

    @Test("a format without a plugin names the plugin and the package to install")
    func missingPlugin() throws {
        let description = DotGraphBuilder().description(of: try DiagramPlanner.forLayout(SampleSnapshots.objects, options: RenderOptions()))
        #expect {
            _ = try GraphvizContext.render(description, format: "no-such-format", engine: "dot")
        } throws: { error in
            guard case let RenderError.missingPlugin(format, _, package) = error else { return false }
            let message = (error as? RenderError)?.description ?? ""
            return format == "no-such-format" && package.contains("libgvc6") && message.contains("'no-such-format'")
                && message.contains("install")
        }
    }

    @Test("a layout engine without a plugin is reported the same way")
    func missingEngine() throws {
        let description = DotGraphBuilder().description(of: try DiagramPlanner.forLayout(SampleSnapshots.objects, options: RenderOptions()))
        #expect(throws: RenderError.self) {
            _ = try GraphvizContext.render(description, format: "svg", engine: "no-such-engine")
        }
    }

    @Test("every layout engine draws the sample", arguments: LayoutEngine.allCases)
    func engines(engine: LayoutEngine) throws {
        var options = RenderOptions()
        options.engine = engine
        let svg = try RenderFixtures.text(SampleSnapshots.showroom, .svg, options)
        #expect(try RenderFixtures.groups(in: svg, class: "node").count == SampleSnapshots.showroom.nodes.count)
    }

    @Test("renders from many threads at once are serialized and all succeed")
    func concurrent() async throws {
        let expected = try GraphvizRenderer().render(SampleSnapshots.payments, format: .svg)
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try GraphvizRenderer().render(SampleSnapshots.payments, format: .svg) } }
            for try await data in group { #expect(data == expected) }
        }
    }
}
