import Foundation
import Testing

/// Wiring mistakes are compile errors, proven by type-checking small samples
/// against the built module; each corrected sample type-checks cleanly, so the
/// mistake is the only reason for the failure.
@Suite struct CompileTimeCheckTests {
    private static let checker = Result { try TypeChecker() }

    @Test(arguments: CompileTimeCheck.all)
    func mistakeDoesNotCompile(_ check: CompileTimeCheck) throws {
        let outcome = try Self.checker.get().typecheck(check.negativeSource, name: check.name)
        #expect(outcome.failed, "expected a compile error, got \(outcome)")
        let lines = Self.errorLines(in: outcome.output, file: "\(check.name).swift")
        #expect(!lines.isEmpty, "no error in the sample itself: \(outcome)")
        #expect(
            outcome.output.split(separator: "\n").contains { $0.contains("error:") && $0.contains(check.diagnostic) },
            "no error mentions '\(check.diagnostic)': \(outcome)")
        #expect(
            lines.allSatisfy { $0 >= CompileTimeCheck.firstSampleLine },
            "an error in the shared prelude, not the mistake: \(outcome)")
    }

    @Test(arguments: CompileTimeCheck.all)
    func correctionCompiles(_ check: CompileTimeCheck) throws {
        let outcome = try Self.checker.get().typecheck(check.positiveSource, name: check.name)
        #expect(outcome.succeeded, "expected the corrected sample to compile, got \(outcome)")
    }

    @Test func checkerRejectsBrokenSwift() throws {
        // Guards the guard: a checker that ran nothing, or ignored failures, would pass every test above.
        let outcome = try Self.checker.get().typecheck("let x: Int = \"text\"\n", name: "broken")
        #expect(outcome.failed)
        #expect(Self.errorLines(in: outcome.output, file: "broken.swift") == [1])
    }

    @Test func checkerUsesTheModulesOfTheRunningBuild() throws {
        let checker = try Self.checker.get()
        let module = checker.modulesDirectory.appendingPathComponent("Boundaries.swiftmodule").path
        #expect(FileManager.default.fileExists(atPath: module))
        #if os(Linux)
            // The build that made this executable, not some other build found by the fallback.
            let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            #expect(executable.hasPrefix(checker.modulesDirectory.deletingLastPathComponent().path + "/"))
        #endif
    }

    /// The line numbers of the `error:` diagnostics reported in `file`.
    private static func errorLines(in output: String, file: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard line.contains(": error:"), let range = line.range(of: "/\(file):") else { return nil }
            return line[range.upperBound...].split(separator: ":").first.flatMap { Int($0) }
        }
    }
}
