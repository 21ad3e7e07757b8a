import Foundation
import Testing
import WiringCommandSupport
import WiringModel
import WiringPlatform

/// While a step runs long, the reporter repeats it with the time spent; a new step restarts
/// the count, and `finish` stops it.
@Suite("Progress reminders", .serialized)
struct ProgressReminderTests {
    /// The lines a reporter wrote, collected from the background thread.
    private final class Lines: @unchecked Sendable {
        private let lock = Lock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    /// Reports each step, waits the microseconds given after it, finishes, waits long enough
    /// for a stray reminder, and returns every line written.
    private func lines(reporting steps: [(step: String, wait: useconds_t)]) -> [String] {
        let lines = Lines()
        let reporter = ProgressReporter(prefix: "test", interval: 1) { lines.append($0) }
        for (step, wait) in steps {
            reporter.report(step)
            usleep(wait)
        }
        reporter.finish()
        usleep(1_200_000)
        return lines.all
    }

    @Test("a step that runs 2.5 intervals is reminded of twice, with the seconds so far")
    func remindsWhileAStepRuns() {
        #expect(
            lines(reporting: [("laying out", 2_500_000)])
                == ["test: laying out\n", "test: still laying out (1 s so far)\n", "test: still laying out (2 s so far)\n"])
    }

    @Test("a new step restarts the count, and finish ends the reminders")
    func newStepRestarts() {
        #expect(
            lines(reporting: [("reading", 300_000), ("writing", 1_500_000)])
                == ["test: reading\n", "test: writing\n", "test: still writing (1 s so far)\n"])
    }
}
