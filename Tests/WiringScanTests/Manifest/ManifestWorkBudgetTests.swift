import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan

/// A manifest is read or left out by the work it takes, counted in steps, never by the clock: the
/// same on a busy machine as on an idle one, and a hostile manifest still stops, with its line.
@Suite("Manifest work budget")
struct ManifestWorkBudgetTests {
    /// Writes a manifest to a fresh folder and reads it, returning the reading and its steps.
    private func read(_ manifest: String) throws -> (reading: Result<PackageDescription, ManifestSyntaxReader.ManifestProblem>, steps: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-work-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        return ManifestSyntaxReader.readCounting(packageAt: folder)
    }

    /// Runs `body` while threads keep every core busy.
    private func whileBusy<Result>(_ body: () throws -> Result) rethrows -> Result {
        let stop = Flag()
        let cores = max(2, ProcessInfo.processInfo.activeProcessorCount) * 2
        let group = DispatchGroup()
        for _ in 0..<cores {
            DispatchQueue.global().async(group: group) {
                var spin = 0
                while !stop.isSet { spin &+= 1 }
            }
        }
        defer {
            stop.set()
            group.wait()
        }
        return try body()
    }

    private static func loop(_ count: Int) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        var total = 0
        for index in 0..<\(count) { total += index % 3 }
        let package = Package(name: "Shop", targets: [.target(name: "Kit")])
        """
    }

    @Test("a manifest that takes three quarters of the budget is read whole, also while every core is busy, in the same steps")
    func longManifestIsReadAlike() throws {
        // The steps of one turn of the loop, counted on a short one.
        let short = try read(Self.loop(1_000))
        let long = try read(Self.loop(2_000))
        let perTurn = (long.steps - short.steps) / 1_000
        #expect(perTurn > 0)
        let turns = ManifestBudget.maxSteps * 3 / 4 / perTurn
        let idle = try read(Self.loop(turns))
        let busy = try whileBusy { try read(Self.loop(turns)) }
        for reading in [idle.reading, busy.reading] {
            guard case .success(let description) = reading else {
                Issue.record("not read: \(reading)")
                continue
            }
            #expect(description.targets.map(\.name) == ["Kit"])
        }
        #expect(idle.steps == busy.steps)
        #expect(idle.steps > ManifestBudget.maxSteps / 2)
    }

    @Test("an endless loop stops at the same line with the same words, idle or busy")
    func endlessLoopStopsAlike() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            var n = 0
            while true { n += 1 }
            let package = Package(name: "Shop", targets: [])
            """
        let idle = try read(manifest).reading
        let busy = try whileBusy { try read(manifest).reading }
        for reading in [idle, busy] {
            guard case .failure(.notRead(let line, let reason)) = reading else {
                Issue.record("read: \(reading)")
                continue
            }
            #expect(line == 4)
            #expect(reason == "the manifest takes more than \(ManifestBudget.maxSteps) steps to compute")
        }
    }

    @Test("comparing values that share their elements takes a step for each pair compared")
    func sharedElementsCompare() throws {
        let outcome = ManifestSource.outcome("""
            import PackageDescription
            var x = [1]
            for _ in 0..<24 { x = [x, x] }
            let same = x == x
            let package = Package(name: "P", targets: [])
            """)
        guard case .failure(.notRead(let line, let reason)) = outcome else {
            Issue.record("read: \(outcome)")
            return
        }
        #expect(line == 4)
        #expect(reason.contains("steps"))
    }

    @Test("setting an element of a large array takes a step for each element copied")
    func arrayElementSet() throws {
        let outcome = ManifestSource.outcome("""
            import PackageDescription
            var all = Array(0..<100_000)
            for index in 0..<100_000 { all[index] = 1 }
            let package = Package(name: "P", targets: [])
            """)
        guard case .failure(.notRead(let line, let reason)) = outcome else {
            Issue.record("read: \(outcome)")
            return
        }
        #expect(line == 3)
        #expect(reason.contains("steps"))
    }

    @Test("manifests read at once are admitted in their order, whichever finished first")
    func allowanceAdmitsInOrder() {
        #expect(ManifestAllowance(steps: 8).admit([3, 4, 2, 1]) == [true, true, false, false])
        #expect(ManifestAllowance(steps: 8).admit([3, 6, 0, 1]) == [true, false, false, false])
        let sequential = ManifestAllowance(steps: 5)
        #expect(sequential.take(4))
        #expect(!sequential.take(2))
        #expect(sequential.isSpent)
    }

    @Test("a scan of a package whose manifest never ends says which file, which line and what was left out")
    func hostileManifestInAScan() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                var n = 0
                while true { n += 1 }
                let package = Package(name: "Shop", targets: [.target(name: "Kit")])
                """,
            "Sources/Kit/Kit.swift": "struct Kit {}\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let lines = result.warnings.filter { $0.place.file == "Package.swift" }
        #expect(lines.map(\.place.line) == [4])
        #expect(lines.first?.message == "the manifest takes more than \(ManifestBudget.maxSteps) steps to compute; "
            + "the module graph leaves this package out and is incomplete")
    }
}

/// A flag set once, read from other threads.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
