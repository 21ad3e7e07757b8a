import Foundation

/// Times closures; a benchmark keeps the best of several rounds, the one least disturbed by other
/// work on the machine.
enum Stopwatch {
    /// The seconds one call of `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The seconds one call of `body` takes, and the processor seconds every thread of the process
    /// used meanwhile (`CLOCK_PROCESS_CPUTIME_ID`; work other threads of the process do at the same
    /// time counts too).
    static func wallAndProcessor(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let start = processorSeconds()
        let wall = try seconds(body)
        return (wall, processorSeconds() - start)
    }

    /// The processor seconds every thread of this process has used so far.
    private static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The smallest of `values`, or 0 when there are none.
    static func best(_ values: [Double]) -> Double {
        values.min() ?? 0
    }

    /// The middle value (the mean of the two middle ones for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
