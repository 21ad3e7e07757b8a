import Foundation
import Testing
import WiringCommandSupport
import WiringModel

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

    @Test("a step that runs 2.5 intervals is reminded of twice, with the seconds so far")
    func remindsWhileAStepRuns() {
        let lines = Lines()
        let reporter = ProgressReporter(prefix: "test", interval: 1) { lines.append($0) }
        reporter.report("laying out")
        usleep(2_500_000)
        reporter.finish()
        usleep(1_200_000)
        #expect(lines.all == ["test: laying out\n", "test: still laying out (1 s so far)\n", "test: still laying out (2 s so far)\n"])
    }

    @Test("a new step restarts the count, and finish ends the reminders")
    func newStepRestarts() {
        let lines = Lines()
        let reporter = ProgressReporter(prefix: "test", interval: 1) { lines.append($0) }
        reporter.report("reading")
        usleep(600_000)
        reporter.report("writing")
        usleep(1_500_000)
        reporter.finish()
        usleep(1_200_000)
        #expect(lines.all == ["test: reading\n", "test: writing\n", "test: still writing (1 s so far)\n"])
    }
}
