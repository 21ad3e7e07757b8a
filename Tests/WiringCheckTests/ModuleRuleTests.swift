import Foundation
import Testing
import WiringInspect
import WiringModel
import WiringReports
@testable import WiringCheck

/// Module-graph findings (`implicit-dependency`, `unused-dependency`, `import-cycle`) in
/// `inspect`, and `wiring check` holding them to the rules' `modules` severities.
@Suite("Module rules")
struct ModuleRuleTests {
    /// App declares Feature and Kit; Feature declares Core. App also imports Core (implicit), never
    /// Kit (unused); Core and Util import each other (a cycle); App depends on a plugin it never
    /// imports (not reported) and on a remote product it never imports by that name (not reported);
    /// the plugin Format depends on the tool Formatter, which it runs and never imports (not reported).
    static func snapshot() -> GraphSnapshot {
        func module(_ name: String, _ type: String = "library", parent: String = "package:shop") -> Node {
            Node(id: "module:" + name, kind: .module, type: name, parent: parent, attributes: ["targetType": type])
        }
        func place(_ file: String, _ line: Int) -> SourcePlace { SourcePlace(file: file, line: line) }
        return GraphSnapshot(
            nodes: [
                Node(id: "package:shop", kind: .package, type: "Shop"),
                Node(id: "package:remote", kind: .package, type: "remote"),
                module("App", "executable"), module("Feature"), module("Core"), module("Util"), module("Kit"),
                module("Lint", "plugin"), module("Format", "plugin"), module("Formatter", "executable"),
                Node(id: "product:remote/Remote", kind: .module, type: "Remote", parent: "package:remote",
                     attributes: ["product": "true"]),
            ],
            edges: [
                Edge(from: "module:App", to: "module:Feature", kind: .depends, place: place("Package.swift", 5)),
                Edge(from: "module:App", to: "module:Kit", kind: .depends, place: place("Package.swift", 6)),
                Edge(from: "module:App", to: "module:Lint", kind: .depends, place: place("Package.swift", 7)),
                Edge(from: "module:App", to: "product:remote/Remote", kind: .depends, place: place("Package.swift", 8)),
                Edge(from: "module:Feature", to: "module:Core", kind: .depends, place: place("Package.swift", 10)),
                Edge(from: "module:Format", to: "module:Formatter", kind: .depends, place: place("Package.swift", 12)),
                Edge(from: "module:App", to: "module:Feature", kind: .imports, place: place("Sources/App/main.swift", 1)),
                Edge(from: "module:App", to: "module:Core", kind: .imports, place: place("Sources/App/main.swift", 2)),
                Edge(from: "module:App", to: "module:Util", kind: .imports, label: "#if canImport(Util)",
                     place: place("Sources/App/main.swift", 4)),
                Edge(from: "module:Feature", to: "module:Core", kind: .imports, place: place("Sources/Feature/F.swift", 1)),
                Edge(from: "module:Core", to: "module:Util", kind: .imports, place: place("Sources/Core/C.swift", 3)),
                Edge(from: "module:Util", to: "module:Core", kind: .imports, place: place("Sources/Util/U.swift", 2)),
            ])
    }

    @Test("a module of another package that a target declares nothing of, or only products without it, is an implicit dependency; an unknown product might hold it")
    func implicitAcrossPackages() {
        func module(_ name: String, parent: String, _ attributes: [String: String] = [:]) -> Node {
            Node(id: "module:" + name, kind: .module, type: name, parent: parent, attributes: attributes)
        }
        let place = SourcePlace(file: "App/AppView.swift", line: 3)
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "project:App", kind: .package, type: "App"), Node(id: "package:ui", kind: .package, type: "UI"),
                Node(id: "package:nuke", kind: .package, type: "nuke"), Node(id: "package:remote", kind: .package, type: "remote"),
                module("App", parent: "project:App"), module("DesignSystem", parent: "package:ui"), module("Charts", parent: "package:ui"),
                module("Theme", parent: "package:ui"),
                Node(id: "product:ui/DesignSystem", kind: .module, type: "DesignSystem", parent: "package:ui",
                     attributes: ["product": "true", "targets": "DesignSystem, Theme"]),
                Node(id: "product:nuke/NukeUI", kind: .module, type: "NukeUI", parent: "package:nuke", attributes: ["product": "true"]),
                Node(id: "product:remote/Kit", kind: .module, type: "Kit", parent: "package:remote", attributes: ["product": "true"]),
                Node(id: "product:remote/KitUI", kind: .module, type: "KitUI", parent: "package:remote", attributes: ["product": "true"]),
            ],
            edges: [
                Edge(from: "module:App", to: "product:ui/DesignSystem", kind: .depends),
                Edge(from: "module:App", to: "product:remote/Kit", kind: .depends),
                Edge(from: "module:App", to: "product:ui/DesignSystem", kind: .imports, place: place),
                // Held by the product App declares: not implicit.
                Edge(from: "module:App", to: "module:Theme", kind: .imports, place: place),
                // Of a package App declares a product of, but not in that product: implicit.
                Edge(from: "module:App", to: "module:Charts", kind: .imports, place: place),
                // Of a package App declares nothing of (it comes through DesignSystem): implicit.
                Edge(from: "module:App", to: "product:nuke/NukeUI", kind: .imports, place: place),
                // Of a package App declares a product of whose targets are not known: it might hold it.
                Edge(from: "module:App", to: "product:remote/KitUI", kind: .imports, place: place),
            ])
        let found = SnapshotInspector(snapshot).moduleFindings().filter { $0.kind == .implicitDependency }.map { $0.chain.map(\.type) }
        #expect(found == [["App", "Charts"], ["App", "NukeUI"]])
        let message = SnapshotInspector(snapshot).findings().first { $0.kind == .implicitDependency }?.message ?? ""
        #expect(message.contains("App imports Charts of ui but declares nothing of ui that holds it"))
        #expect(message.contains("in its Xcode project"))
    }

    @Test("a framework its own project links that a target does not declare, and a target of another project beside the one it declares there, are implicit dependencies; another pod of a Podfile it takes a pod from is not")
    func implicitOwnFrameworkAndSiblingTarget() {
        let place = SourcePlace(file: "App/AppView.swift", line: 3)
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "project:App", kind: .package, type: "App", attributes: ["build": "XcodeGen", "path": "App", "project": "project.yml"]),
                Node(id: "project:Pods", kind: .package, type: "Pods"),
                framework("App", parent: "project:App"), framework("Core", parent: "project:App"),
                Node(id: "product:App/RxSwift", kind: .module, type: "RxSwift", parent: "project:App",
                     attributes: ["product": "true", "targetType": "framework"]),
                Node(id: "module:Rswift", kind: .module, type: "Rswift", parent: "project:Pods", attributes: ["targetType": "pod"]),
                Node(id: "module:Firebase", kind: .module, type: "Firebase", parent: "project:Pods", attributes: ["targetType": "pod"]),
                Node(id: "module:RswiftLibrary", kind: .module, type: "RswiftLibrary", parent: "project:Pods", attributes: ["targetType": "pod"]),
            ],
            edges: [
                Edge(from: "module:App", to: "module:Core", kind: .depends),
                Edge(from: "module:App", to: "module:Rswift", kind: .depends),
                Edge(from: "module:Core", to: "product:App/RxSwift", kind: .depends),
                Edge(from: "module:Core", to: "module:Firebase", kind: .depends),
                Edge(from: "module:App", to: "module:Core", kind: .imports, place: place),
                Edge(from: "module:App", to: "module:Rswift", kind: .imports, place: place),
                Edge(from: "module:Core", to: "product:App/RxSwift", kind: .imports, place: place),
                // Linked by Core only: App compiles with it through Core.
                Edge(from: "module:App", to: "product:App/RxSwift", kind: .imports, place: place),
                // Another pod of the Podfile App takes a pod from: that pod might bring it.
                Edge(from: "module:App", to: "module:Firebase", kind: .imports, place: place),
                // A pod the pod App declares depends on: CocoaPods links it into App too.
                Edge(from: "module:Rswift", to: "module:RswiftLibrary", kind: .depends),
                Edge(from: "module:App", to: "module:RswiftLibrary", kind: .imports, place: place),
            ])
        let found = SnapshotInspector(snapshot).moduleFindings().filter { $0.kind == .implicitDependency }.map { $0.chain.map(\.type) }
        #expect(found == [["App", "RxSwift"]])
    }

    @Test("an implicit dependency of a target of a Tuist or XcodeGen project names the manifest or spec to add it to, in inspect and in check")
    func implicitNamesGeneratingFile() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "project:App", kind: .package, type: "App",
                     attributes: ["build": "XcodeGen", "path": "App", "project": "App/project.yml"]),
                Node(id: "project:Feed", kind: .package, type: "Feed",
                     attributes: ["build": "Tuist", "path": "Feed", "project": "Feed/Project.swift"]),
                framework("App", parent: "project:App"), framework("Kit", parent: "project:App"),
                framework("Feed", parent: "project:Feed"), framework("FeedKit", parent: "project:Feed"),
            ],
            edges: [
                Edge(from: "module:App", to: "module:Kit", kind: .imports, place: SourcePlace(file: "App/Sources/A.swift", line: 2)),
                Edge(from: "module:Feed", to: "module:FeedKit", kind: .imports, place: SourcePlace(file: "Feed/Sources/F.swift", line: 3)),
            ])
        let messages = SnapshotInspector(snapshot).findings().filter { $0.kind == .implicitDependency }.map(\.message).sorted()
        #expect(messages.count == 2)
        #expect(messages.first?.contains("add \"Kit\" to the dependencies of App in App/project.yml") == true)
        #expect(messages.last?.contains("add \"FeedKit\" to the dependencies of Feed in Feed/Project.swift") == true)
        let checked = CheckReport(snapshot: snapshot, rules: CrossingRules()).graphFindings.map(\.message).sorted()
        #expect(checked.count == 2)
        #expect(zip(messages, checked).allSatisfy { $0.hasSuffix($1) })
        #expect(!messages.joined().contains("Xcode project"))
    }

    @Test("an unused dependency of a Tuist or XcodeGen target is to be removed from its manifest or spec (at its line when written there), of an Xcode target from its project")
    func unusedNamesDeclaringFile() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "project:App", kind: .package, type: "App",
                     attributes: ["build": "XcodeGen", "path": "App", "project": "App/project.yml"]),
                Node(id: "project:Feed", kind: .package, type: "Feed",
                     attributes: ["build": "Tuist", "path": "Feed", "project": "Feed/Project.swift"]),
                Node(id: "project:Shop", kind: .package, type: "Shop",
                     attributes: ["build": "Xcode", "path": "Shop", "project": "Shop/Shop.xcodeproj"]),
                framework("App", parent: "project:App"), framework("Kit", parent: "project:App"),
                framework("Feed", parent: "project:Feed"), framework("FeedKit", parent: "project:Feed"),
                framework("Shop", parent: "project:Shop"), framework("ShopKit", parent: "project:Shop"),
            ],
            edges: [
                Edge(from: "module:App", to: "module:Kit", kind: .depends, place: SourcePlace(file: "App/project.yml", line: 12)),
                Edge(from: "module:Feed", to: "module:FeedKit", kind: .depends,
                     place: SourcePlace(file: "Tuist/ProjectDescriptionHelpers/Deps.swift", line: 7)),
                Edge(from: "module:Shop", to: "module:ShopKit", kind: .depends, place: SourcePlace(file: "Shop/Shop.xcodeproj/project.pbxproj", line: 40)),
            ])
        let messages = SnapshotInspector(snapshot).moduleFindings().filter { $0.kind == .unusedDependency }.map(\.message).sorted()
        #expect(messages == [
            "App declares a dependency on Kit that none of its files imports; remove it from the dependencies of App in App/project.yml line 12, or import it where it is used",
            "Feed declares a dependency on FeedKit that none of its files imports; remove it from the dependencies of Feed in Feed/Project.swift, or import it where it is used",
            "Shop declares a dependency on ShopKit that none of its files imports; remove it from its Xcode project, or import it where it is used",
        ])
        let checked = CheckReport(snapshot: snapshot, rules: CrossingRules()).graphFindings.filter { $0.kind == .unusedDependency }.map(\.message).sorted()
        #expect(checked == messages)
    }

    @Test("inspect finds implicit and unused dependencies and import cycles, each at its line")
    func findings() {
        let found = SnapshotInspector(Self.snapshot()).moduleFindings()
            .map { "\($0.kind.rawValue) \($0.chain.map(\.type).joined(separator: ">")) \($0.place?.description ?? "-")" }
        #expect(found == [
            "implicit-dependency App>Core Sources/App/main.swift:2",
            "implicit-dependency Core>Util Sources/Core/C.swift:3",
            "implicit-dependency Util>Core Sources/Util/U.swift:2",
            "unused-dependency App>Kit Package.swift:6",
            "import-cycle Core>Util Sources/Core/C.swift:3",
        ])
        let warnings = SnapshotInspector(Self.snapshot()).findings().filter { $0.kind == .implicitDependency }
        #expect(warnings.first?.message.hasPrefix("Sources/App/main.swift:2: App imports Core but does not declare it") == true)
    }

    @Test("check: an import cycle fails by default, implicit and unused dependencies warn")
    func defaults() {
        let report = CheckReport(snapshot: Self.snapshot(), rules: CrossingRules())
        let kinds = report.graphFindings.map { "\($0.kind.rawValue) \($0.severity.rawValue) \($0.rule)" }
        #expect(kinds.contains("import-cycle error $.modules.import-cycle"))
        #expect(kinds.contains("unused-dependency warn $.modules.unused-dependency"))
        #expect(kinds.filter { $0.hasPrefix("implicit-dependency warn") }.count == 3)
        #expect(report.fails)
        #expect(report.verdictLine == "fail: 1 import cycle against rules with severity error")
    }

    @Test("check: the rules' modules object sets each kind's severity")
    func configured() throws {
        let rules = try CrossingRules(data: Data("""
            {"modules": {"implicit-dependency": "error", "unused-dependency": "off", "import-cycle": "warn"}}
            """.utf8))
        let report = CheckReport(snapshot: Self.snapshot(), rules: rules)
        #expect(!report.graphFindings.contains { $0.kind == .unusedDependency })
        #expect(report.graphFindings.filter { $0.kind == .implicitDependency }.allSatisfy { $0.severity == .error })
        #expect(report.verdictLine == "fail: 3 implicit module dependencies against rules with severity error")
    }

    @Test("rules with module severities are written in the rules file's form and read back the same")
    func roundTrip() throws {
        let rules = try CrossingRules(data: Data(#"{"modules": {"import-cycle": "warn", "unused-dependency": "off"}}"#.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written = try encoder.encode(rules)
        #expect(String(decoding: written, as: UTF8.self).contains(#""modules":{"import-cycle":"warn","unused-dependency":"off"}"#))
        #expect(try CrossingRules(data: written) == rules)
    }

    @Test("a misspelt module rule or severity is refused with its JSON path")
    func refused() {
        #expect(throws: DiffError.self) { try CrossingRules(data: Data(#"{"modules": {"unused-dependencies": "off"}}"#.utf8)) }
        do {
            _ = try CrossingRules(data: Data(#"{"modules": {"import-cycle": "fatal"}}"#.utf8))
            Issue.record("an unknown severity was accepted")
        } catch {
            #expect(String(describing: error).contains("$.modules.import-cycle"))
        }
    }

    @Test("forbidden module pairs apply to depends and imports edges as crossings")
    func forbiddenImport() throws {
        let rules = try CrossingRules(data: Data(#"{"forbidden": [{"from": "App", "to": "Core"}]}"#.utf8))
        let report = CheckReport(snapshot: Self.snapshot(), rules: rules)
        let forbidden = report.crossings.filter { $0.verdict.classification == .forbidden }
        #expect(forbidden.map { "\($0.crossing.edge.kind.rawValue) \($0.place?.description ?? "-")" }
            == ["imports Sources/App/main.swift:2"])
        #expect(report.fails)
        // A check judges every crossing: the review formats do not call it new.
        for format in [ReportFormat.sarif, .github, .junit, .xcode] {
            let text = String(decoding: try report.formatted(as: format), as: UTF8.self)
            #expect(text.contains("Crossing App → Core (imports): forbidden"), "\(format)")
            #expect(!text.contains("New crossing"), "\(format)")
        }
    }

    @Test("SARIF, GitHub annotations and JUnit carry module findings under their rule ids, at their lines")
    func reviewFormats() throws {
        let report = CheckReport(snapshot: Self.snapshot(), rules: CrossingRules(), snapshotName: "shop.wiring.json")
        let sarif = try JSONSerialization.jsonObject(with: try report.formatted(as: .sarif)) as? [String: Any]
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        let results = run?["results"] as? [[String: Any]] ?? []
        let summary = results.compactMap { result -> String? in
            guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
                  let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let line = (location["region"] as? [String: Any])?["startLine"] as? Int
            else { return nil }
            return "\(result["ruleId"] ?? "") \(result["level"] ?? "") \(uri):\(line)"
        }
        #expect(summary.contains("import-cycle error Sources/Core/C.swift:3"))
        #expect(summary.contains("implicit-dependency warning Sources/App/main.swift:2"))
        #expect(summary.contains("unused-dependency warning Package.swift:6"))
        // Every result's ruleIndex points at its rule.
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(rules.compactMap { $0["name"] as? String }.contains("ImplicitModuleDependency"))
        let github = String(decoding: try report.formatted(as: .github), as: UTF8.self)
        #expect(github.contains("::error file=Sources/Core/C.swift,line=3,title=Import cycle Core -> Util -> Core::"))
        let junit = String(decoding: try report.formatted(as: .junit), as: UTF8.self)
        #expect(junit.contains(#"<failure type="import-cycle""#))
        #expect(junit.contains(#"failures="1""#))
    }
}

/// A framework target's module node in a project.
private func framework(_ name: String, parent: String) -> Node {
    Node(id: "module:" + name, kind: .module, type: name, parent: parent, attributes: ["targetType": "framework"])
}
