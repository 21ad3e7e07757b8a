import Foundation
import Testing
import WiringTestSupport

@Suite("wiring")
struct CommandLineTests {
    @Test("--help names the four subcommands and the exit statuses")
    func help() throws {
        let outcome = try WiringProcess.run(["--help"])
        #expect(outcome.status == 0)
        for word in ["render", "diff", "check", "inspect", "1 new crossings", "2 bad input"] {
            #expect(outcome.stdout.contains(word), "help lacks '\(word)'")
        }
    }

    @Test("--version prints a version")
    func version() throws {
        let outcome = try WiringProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.first?.isNumber == true)
    }
}
