import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

/// Shared helpers for the renderer's tests.
enum RenderFixtures {
    /// The folder of golden files beside these tests.
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares text with a golden file, or re-records it when `WIRING_RECORD=1` — and then fails,
    /// as `assertWiring` does, so a run that records can never pass by accident.
    static func assertGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        switch try GoldenFile(goldenDirectory.appendingPathComponent(name)).compare(text) {
        case .matches: break
        case .differs(let difference): Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        case .recorded:
            Issue.record("recorded \(name) (WIRING_RECORD=1); review the change and run again without WIRING_RECORD", sourceLocation: sourceLocation)
        }
    }

    /// The names of the small sample snapshots, for parameterized tests.
    static let sampleNames = ["payments", "showroom", "objects", "hostile"]

    /// A small sample snapshot by name.
    static func sample(_ name: String) -> GraphSnapshot {
        switch name {
        case "showroom": SampleSnapshots.showroom
        case "objects": SampleSnapshots.objects
        case "hostile": SampleSnapshots.hostile
        default: SampleSnapshots.payments
        }
    }

    /// Renders text output.
    static func text(_ snapshot: GraphSnapshot, _ format: OutputFormat, _ options: RenderOptions = RenderOptions()) throws -> String {
        String(decoding: try GraphvizRenderer().render(snapshot, format: format, options: options), as: UTF8.self)
    }

    /// The `<g>` elements of an SVG document whose class is exactly `className`.
    static func groups(in svg: String, class className: String) throws -> [XMLElement] {
        let document = try XMLDocument(xmlString: svg, options: [])
        return try document.nodes(forXPath: "//*[local-name()='g'][@class='\(className)']").compactMap { $0 as? XMLElement }
    }

    /// The `id` attributes of elements.
    static func ids(_ elements: [XMLElement]) -> Set<String> {
        Set(elements.compactMap(id(of:)))
    }

    /// The `id` attribute of an element, entities decoded.
    static func id(of element: XMLElement) -> String? {
        (try? element.nodes(forXPath: "@id"))?.first?.stringValue
    }
}
