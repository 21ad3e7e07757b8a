import ArgumentParser
import WiringModel

extension ParsableCommand {
    /// Parses the process's arguments and runs the command, with interrupts handled, reporting
    /// usage errors with exit status 2 rather than ArgumentParser's 64, so scripts see one code
    /// for every kind of bad input.
    package static func runReportingUsageAsStatus2() {
        InterruptHandler.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            StandardOutput.writeError(fullMessage(for: error) + "\n")
            exit(withError: ExitCode(2))
        }
    }
}
