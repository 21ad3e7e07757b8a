/// Times closures; a benchmark keeps the best of several rounds, the one least disturbed by other
/// work on the machine.
enum Stopwatch {
    /// The seconds one call of `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The smallest of `values`, or 0 when there are none.
    static func best(_ values: [Double]) -> Double {
        values.min() ?? 0
    }
}
