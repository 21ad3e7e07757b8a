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

    @Test("Options that take a named value list every value in help and in completions")
    func namedValues() throws {
        // Help wraps lines, so the lists are compared with the line breaks and indents removed.
        func unwrapped(_ arguments: [String]) throws -> String {
            let outcome = try WiringProcess.run(arguments)
            #expect(outcome.status == 0, "\(arguments) failed: \(outcome.stderr)")
            return outcome.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        let render = try unwrapped(["render", "--help"])
        for list in [
            "(values: dot, svg, png, pdf, mermaid, html, json)", "(values: dot, sfdp, neato, fdp, circo, twopi)",
            "(values: TB, LR, BT, RL)", "(values: none, boundary, container, overview)",
        ] {
            #expect(render.contains(list), "render help lacks \(list)")
        }
        let diff = try unwrapped(["diff", "--help"])
        for list in ["(values: text, markdown, json, sarif, github, junit, xcode, svg, html)",
                     "(values: any-change, new-crossing, forbidden; default: new-crossing)"] {
            #expect(diff.contains(list), "diff help lacks \(list)")
        }
        let fish = try unwrapped(["--generate-completion-script", "fish"])
        #expect(fish.contains("-rfka 'any-change new-crossing forbidden'"))
        // `wiring render` is wiring-render's, completions included.
        let renderFish = try WiringProcess.run(["--generate-completion-script", "fish"], product: "wiring-render")
        #expect(renderFish.stdout.contains("-rfka 'dot svg png pdf mermaid html json'"))
    }

    @Test("--version prints a version")
    func version() throws {
        let outcome = try WiringProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.first?.isNumber == true)
    }
}
