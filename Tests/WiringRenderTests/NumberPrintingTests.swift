import CGraphvizShortcuts
import Foundation
import Testing
import WiringTestSupport

/// `wiring_format_hundredths` must print every number exactly as Graphviz's own printer
/// (`snprintf("%.02f")`, zeros trimmed) does, or rendered files would change.
@Suite("Numbers in text output")
struct NumberPrintingTests {
    /// The text one of the two C formatters writes for `value`.
    private func text(_ value: Double, by format: (Double, UnsafeMutablePointer<CChar>?) -> Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = format(value, &buffer)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func fast(_ value: Double) -> String { text(value, by: wiring_format_hundredths) }

    private func printed(_ value: Double) -> String { text(value, by: wiring_format_hundredths_with_printf) }

    @Test(
        "worked examples",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (1e-9, "0"), (-1e-9, "0"), (100.0, "100"), (-100.0, "-100"),
            (12.5, "12.5"), (12.05, "12.05"), (-0.001, "-0"), (0.004, "0"), (0.006, "0.01"),
            // 0.125 and 0.375 are exact in binary: halfway, so to the even hundredth.
            (0.125, "0.12"), (0.375, "0.38"), (-0.125, "-0.12"),
            // 2.675 and 1.005 are stored a little below the decimal, so they round down.
            (2.675, "2.67"), (1.005, "1"), (99.999, "100"), (-99.999, "-100"),
            (1_234_567.891, "1234567.89"), (9_999_999_999_999.0, "9999999999999"),
        ])
    func examples(value: Double, expected: String) {
        #expect(fast(value) == expected)
        #expect(printed(value) == expected)
    }

    @Test("beyond the fast range, infinities and NaN, printf's own text")
    func outsideTheRange() {
        for value in [1e13, -1e13, 1.5e13, 1e300, -1e300, Double.infinity, -Double.infinity, Double.nan, -Double.nan] {
            #expect(fast(value) == printed(value), "\(value)")
        }
    }

    @Test("every hundredth and every halfway point from -2,000 to 2,000, as printf prints them")
    func gridAndHalfways() {
        var mismatches: [Double] = []
        for step in -200_000...200_000 {
            for value in [Double(step) / 200, Double(step) / 100, (Double(step) + 0.5) / 100] where fast(value) != printed(value) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    @Test("random values of every size and random bit patterns, as printf prints them")
    func randomValues() {
        var generator = SplitMix64(seed: 0x5EED_2026)
        var mismatches: [Double] = []
        for round in 0..<400_000 {
            let value: Double
            if round % 2 == 0 {
                let magnitude = Double(generator.next() % 17) - 4
                let unit = Double(generator.next() >> 11) / Double(1 << 53)
                value = (unit - 0.5) * 2 * pow(10, magnitude)
            } else {
                value = Double(bitPattern: generator.next())
            }
            if fast(value) != printed(value) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }
}
