import Foundation
import Testing
@testable import WiringRender

/// Coordinates written back to Graphviz read as Foundation's `String(format: "%.2f")` wrote them.
@Suite("Layout numbers")
struct LayoutNumberTests {
    @Test(arguments: [0.125, 1.005, -0.5, 12.345, 99.999, -0.004, 72, 123_456_789.123, 1_125_899_906_842_624.75])
    func writesAsFoundationFormats(value: Double) {
        let rounded = (value * 100).rounded() / 100
        let expected = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
        #expect(PinnedRect.number(value) == expected)
    }
}
