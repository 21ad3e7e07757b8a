import Testing
import WiringProjectModel
import WiringProjects

/// Tuist's older `.cocoapods(path:)` dependency, whose pods the Podfile there gives the target.
@Suite("Tuist CocoaPods dependencies")
struct TuistCocoaPodsTests {
    static let manifest = """
        import ProjectDescription
        let project = Project(name: "Shop", targets: [
            Target(name: "Shop", platform: .iOS, product: .app, bundleId: "dev.shop", sources: ["Sources/**"],
                   dependencies: [.cocoapods(path: "PODS")]),
        ])
        """

    @Test("'.cocoapods(path:)' links the pods the Podfile at that path gives the target of its name")
    func podsOfThePodfile() throws {
        let tree = try TreeFixture([
            "Project.swift": Self.manifest.replacingOccurrences(of: "PODS", with: "."),
            "Sources/App.swift": "import RxSwift\n",
            "Podfile": "platform :ios, '13.0'\n\ntarget 'Shop' do\n  use_frameworks!\n  pod 'RxSwift', '~> 5'\nend\n",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.isEmpty)
        #expect(!(model.projects.first { $0.id == "project:Shop" }?.isIncomplete ?? true))
        #expect(model.projects.first { $0.id == "project:Shop" }?.targets.first?.dependencies.map(\.name) == ["RxSwift"])
    }

    @Test("'.cocoapods(path:)' naming a folder with no Podfile is a not-read line at its place")
    func noPodfile() throws {
        let tree = try TreeFixture([
            "Project.swift": Self.manifest.replacingOccurrences(of: "PODS", with: "Pods"),
            "Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:4: '.cocoapods(…)', a dependency of the target 'Shop': there is no Podfile at 'Pods'; left out",
        ])
    }
}
