import Foundation
import Testing
@testable import WiringScan
@testable import WiringProjects

/// Manifests a pull request could write to get a forbidden dependency past the gate: each is read
/// as SwiftPM builds it, or is `not read` at its line — never a different graph in silence.
@Suite("Manifest interpreter: hostile manifests")
struct HostileManifestTests {
    @Test("the package is the last Package made, as SwiftPM reads it at exit, not the one named 'package'")
    func lastPackageMadeWins() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            let package = Package(name: "A", targets: [.target(name: "Ok")])
            let other = Package(name: "B", targets: [.target(name: "Evil", dependencies: ["Forbidden"])])
            """)
        #expect(description.name == "B")
        #expect(ManifestSource.targets(description) == ["Evil: Forbidden"])
    }

    @Test("a Package made where the reader cannot tell whether it runs makes the package not read")
    func packageInUnknownBranch() {
        let outcome = ManifestSource.outcome("""
            import PackageDescription
            import Foundation
            let package = Package(name: "A", targets: [.target(name: "Ok")])
            if ProcessInfo.processInfo.hostName == "ci" {
                _ = Package(name: "B", targets: [.target(name: "Evil", dependencies: ["Forbidden"])])
            }
            """)
        guard case .failure(let problem) = outcome else { Issue.record("read as \(outcome)"); return }
        #expect(problem.line == 4)
    }

    @Test("exit ends the manifest: the package is the last made before it")
    func exitEndsTheManifest() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            import Foundation
            let package = Package(name: "A", targets: [.target(name: "Ok")])
            exit(0)
            let later = Package(name: "B", targets: [.target(name: "Never")])
            """)
        #expect(description.name == "A")
    }

    @Test("deps = deps + [\"DB\"] is followed whatever the names in it")
    func reassignmentWithPlus() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            var extra: [Target.Dependency] = ["Core"]
            extra = extra + ["DB"]
            let package = Package(name: "P", targets: [.target(name: "Core"), .target(name: "DB"), .target(name: "App", dependencies: extra)])
            """)
        #expect(ManifestSource.targets(description).last == "App: Core DB")
        #expect(description.notRead.isEmpty)
    }

    @Test("two helpers of one name are told apart by their labels, as Swift does")
    func overloadsByLabel() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            func dep(_ name: String) -> Target.Dependency { .target(name: name) }
            func dep(named name: String) -> Target.Dependency { .product(name: name, package: "kit") }
            let package = Package(name: "P", targets: [.target(name: "A", dependencies: [dep("B"), dep(named: "Kit")]), .target(name: "B")])
            """)
        let first = try #require(description.targets.first)
        #expect(first.dependencies.map(\.form) == [.target, .product])
    }

    @Test("two helpers Swift would choose between by a type the reader does not infer are not read")
    func overloadsByTypeNotGuessed() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            func dep(_ name: String) -> Target.Dependency { "Safe" }
            func dep(_ name: Target.Dependency) -> Target.Dependency { "Forbidden" }
            let package = Package(name: "P", targets: [.target(name: "A", dependencies: [dep("x")])])
            """)
        #expect(description.targets.first?.dependencies.isEmpty == true)
        #expect(description.notRead.contains { $0.line == 4 })
    }

    @Test("an inout helper changes the variable passed to it")
    func inoutHelper() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            func addDatabase(_ list: inout [Target.Dependency]) { list.append("DB") }
            var deps: [Target.Dependency] = []
            addDatabase(&deps)
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps)])
            """)
        #expect(ManifestSource.targets(description) == ["App: DB"])
    }

    @Test("switch, while, repeat and do blocks are followed")
    func controlFlow() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            var deps: [Target.Dependency] = []
            let kind = "server"
            switch kind {
            case "app": deps.append("UI")
            case "server", "tool": deps.append("DB")
            default: break
            }
            var count = 0
            while count < 2 { count += 1; deps.append("W\\(count)") }
            repeat { count -= 1 } while count > 0
            do { deps.append("Done") }
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps)])
            """)
        #expect(ManifestSource.targets(description) == ["App: DB W1 W2 Done"])
    }

    @Test("a value read from the machine that builds is not known: what it decides is not read, at its line")
    func hostIsNotKnown() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            import Foundation
            var deps: [Target.Dependency] = []
            if ProcessInfo.processInfo.hostName == "ci" {
                deps.append("DB")
            }
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps)])
            """)
        #expect(description.notRead.contains { $0.line == 4 })
    }

    @Test("a variable of the environment is read as not set, as a build from Xcode has it, and a line says so")
    func environmentVariableNotSet() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            import Foundation
            let package = Package(name: "A", targets: [.target(name: "Ok")])
            if ProcessInfo.processInfo.environment["CI"] != nil {
                package.targets.append(.target(name: "Evil", dependencies: ["Forbidden"]))
            }
            if let mode = Context.environment["MODE"] { package.targets.append(.target(name: mode)) }
            """)
        #expect(ManifestSource.targets(description) == ["Ok:"])
        // Never a different graph in silence: a build that sets CI gets another one, so the package is marked.
        #expect(description.notRead.count == 1)
        #expect(description.notRead.first?.line == 4)
        #expect(description.notRead.first?.text.contains("'CI', 'MODE' are read as not set") == true)
    }

    @Test("a switch on a variable of the environment takes the case of a variable not set, and says so")
    func switchOnEnvironment() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            import Foundation
            var deps: [Target.Dependency] = []
            switch ProcessInfo.processInfo.environment["MODE"] {
            case "a"?: deps.append("DB")
            default: break
            }
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps)])
            """)
        #expect(description.notRead.contains { $0.line == 4 })
    }

    @Test("#if swift(>=6.0) follows the manifest's language mode (5.10 for tools 5.x), #if compiler(>=6.0) the toolchain")
    func languageMode() throws {
        let source = """
            import PackageDescription
            var deps: [Target.Dependency] = []
            #if swift(>=6.0)
            deps.append("SwiftSix")
            #endif
            #if compiler(>=6.0)
            deps.append("CompilerSix")
            #endif
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps)])
            """
        let five = try ManifestSource.read(source, toolsVersion: [5, 9, 0], toolchain: [6, 3, 1])
        #expect(ManifestSource.targets(five) == ["App: CompilerSix"])
        let six = try ManifestSource.read(source, toolsVersion: [6, 0, 0], toolchain: [6, 3, 1])
        #expect(ManifestSource.targets(six) == ["App: SwiftSix CompilerSix"])
    }

    @Test("without a known toolchain, #if compiler(…) is not guessed")
    func unknownToolchain() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            var deps: [Target.Dependency] = []
            #if compiler(>=6.2)
            deps.append("New")
            #endif
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps)])
            """, toolchain: nil)
        #expect(description.notRead.contains { $0.line == 3 })
    }

    @Test("removeLast() and the other mutating methods change the list")
    func removeLast() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            var deps: [Target.Dependency] = ["Safe", "Forbidden"]
            deps.removeLast()
            deps.insert("First", at: 0)
            var targets: [Target] = [.target(name: "App", dependencies: deps), .target(name: "Gone")]
            targets.remove(at: 1)
            let package = Package(name: "P", targets: targets)
            """)
        #expect(ManifestSource.targets(description) == ["App: First Safe"])
    }

    @Test("a method outside the modelled set marks what its closure writes as not read")
    func unmodelledMethodFootprint() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            var deps: [Target.Dependency] = []
            let names = ["b", "a"]
            _ = names.sorted { left, right in deps.append("DB"); return left < right }
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps)])
            """)
        #expect(description.notRead.contains { $0.line == 4 })
    }

    @Test("a helper that may return early under an unknown condition gives an unknown value")
    func uncertainReturn() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            import Foundation
            func deps() -> [Target.Dependency] {
                if ProcessInfo.processInfo.hostName == "x" { return ["Safe"] }
                return ["Forbidden"]
            }
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: deps())])
            """)
        #expect(description.targets.first?.dependencies.isEmpty == true)
        #expect(!description.notRead.isEmpty)
    }

    @Test("a struct of the manifest's own with an initializer of its own is run as Swift runs it")
    func structInitializer() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            struct Module {
                var name: String
                init(name: String) { self.name = name + "Kit" }
                func target() -> Target { .target(name: name, dependencies: ["Core"]) }
            }
            let package = Package(name: "P", targets: [Module(name: "App").target()])
            """)
        #expect(description.notRead.isEmpty)
        #expect(description.targets.map(\.name) == ["AppKit"])
        #expect(description.targets.first?.dependencies.map(\.name) == ["Core"])
    }

    @Test("a type of the manifest's own conforming to a protocol it does not declare is not guessed at")
    func unmodelledType() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            struct Module: CustomReflectable {
                var name: String
                init(name: String) { self.name = name + "Kit" }
                func target() -> Target { .target(name: name, dependencies: ["Forbidden"]) }
            }
            let package = Package(name: "P", targets: [Module(name: "App").target()])
            """)
        #expect(description.targets.isEmpty)
        #expect(description.notRead.contains { $0.line == 7 })
    }

    @Test("a struct of the manifest's own made by its memberwise initializer is read exactly")
    func memberwiseStruct() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            struct Module {
                var name: String
                var dependencies: [Target.Dependency] = []
                func target() -> Target { .target(name: name, dependencies: dependencies) }
            }
            let package = Package(name: "P", targets: [Module(name: "App", dependencies: ["Core"]).target(), Module(name: "Core").target()])
            """)
        #expect(description.targets.map(\.name) == ["App", "Core"])
        #expect(description.targets.first?.dependencies.map(\.name) == ["Core"])
        #expect(description.notRead.isEmpty)
    }

    @Test("an operator the manifest declares for operands a standard one takes too leaves what it gives not read; a custom operator makes the manifest not read")
    func ownOperator() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            func + (lhs: [Target.Dependency], rhs: [Target.Dependency]) -> [Target.Dependency] { ["Forbidden"] }
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: ["A"] + ["B"])])
            """)
        #expect(description.targets.map(\.name) == ["App"])
        #expect(description.notRead.map(\.line) == [3])
        #expect(description.notRead.first?.text.contains("'+', which the manifest also declares") == true)
        let outcome = ManifestSource.outcome("""
            import PackageDescription
            infix operator +++: AdditionPrecedence
            func +++ (lhs: [Target.Dependency], rhs: [Target.Dependency]) -> [Target.Dependency] { lhs + rhs }
            let package = Package(name: "P", targets: [.target(name: "App", dependencies: ["A"] +++ ["B"])])
            """)
        guard case .failure(let problem) = outcome else { Issue.record("read as \(outcome)"); return }
        #expect(problem.line == 2)
    }

    @Test("a declaration that hides Package makes the manifest not read")
    func shadowedPackage() {
        let outcome = ManifestSource.outcome("""
            import PackageDescription
            func Package(name: String, targets: [Target]) -> Int { 0 }
            let package = Package(name: "P", targets: [])
            """)
        guard case .failure(let problem) = outcome else { Issue.record("read as \(outcome)"); return }
        #expect(problem.line == 2)
    }

    @Test("an implicit member is looked up in the type its place expects")
    func implicitMemberByContext() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            extension Target.Dependency { static let core: Self = "Core" }
            extension Product { static let core: Product = .library(name: "Core", targets: ["Core"]) }
            let package = Package(name: "P", products: [.core], targets: [.target(name: "Core"), .target(name: "App", dependencies: [.core])])
            """)
        #expect(ManifestSource.targets(description) == ["Core:", "App: Core"])
        #expect(description.products.map(\.name) == ["Core"])
    }

    @Test("a static member is initialized once, on first use")
    func staticOnce() throws {
        let description = try ManifestSource.read("""
            import PackageDescription
            enum Shared { static let target = Target.target(name: "Shared") }
            let package = Package(name: "P", targets: [Shared.target])
            Shared.target.dependencies.append("DB")
            """)
        #expect(ManifestSource.targets(description) == ["Shared: DB"])
    }
}

/// One budget for the whole evaluation: many small values add up like one large one.
@Suite("Manifest interpreter: one budget")
struct ManifestBudgetTests {
    private func exhausted(_ body: String) -> Bool {
        let outcome = ManifestSource.outcome("import PackageDescription\n" + body + "\nlet package = Package(name: \"P\", targets: [])\n")
        guard case .failure(let problem) = outcome else { return false }
        return problem.reason.contains("MiB") || problem.reason.contains("steps") || problem.reason.contains("longer")
    }

    @Test("interpolation draws on the budget")
    func interpolation() {
        #expect(exhausted("var s = \"xxxxxxxx\"\nfor _ in 0..<40 { s = \"\\(s)\\(s)\" }"))
    }

    @Test("joined draws on the budget")
    func joined() {
        #expect(exhausted("var parts = [\"xxxxxxxxxxxxxxxx\"]\nfor _ in 0..<40 { parts = [parts.joined(), parts.joined()] }"))
    }

    @Test("flatMap draws on the budget")
    func flatMap() {
        #expect(exhausted("var list = [1]\nfor _ in 0..<40 { list = list.flatMap { [$0, $0] } }"))
    }

    @Test("map over a huge range is refused before it is made")
    func hugeRange() {
        #expect(exhausted("let all = (0..<100_000_000).map { \"\\($0)\" }"))
    }

    @Test("many strings each under every limit add up")
    func manySmallStrings() {
        #expect(exhausted("""
            let kilobyte = String(repeating: "x", count: 1)
            var block = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
            for _ in 0..<4 { block = block + block + block + block }
            var kept: [String] = []
            for index in 0..<200_000 { kept.append(block + "\\(index)") }
            """))
    }

    @Test("a loop that never ends runs out of steps")
    func endlessLoop() {
        #expect(exhausted("var n = 0\nwhile true { n += 1 }"))
    }

    @Test("recursion runs out of depth")
    func recursion() {
        #expect(exhausted("func f(_ n: Int) -> Int { f(n + 1) }\nlet x = f(0)") || {
            if case .failure(let problem) = ManifestSource.outcome("import PackageDescription\nfunc f(_ n: Int) -> Int { f(n + 1) }\nlet x = f(0)\nlet package = Package(name: \"P\", targets: [])\n") {
                return problem.reason.contains("deep")
            }
            return false
        }())
    }
}
