import Testing
import WiringInspect
import WiringModel
import WiringScan

/// With the `Podfile.lock` beside the `Podfile`, what each pod depends on is known: a target that
/// links some pods gets only those and what they depend on, so an import of another pod is implicit.
@Suite("Module graph: imports of pods when the lock says what each pod depends on")
struct PodDependenciesImplicitTests {
    static let files: [String: String] = [
        "project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App]
              Kit:
                type: framework
                platform: iOS
                sources: [Kit]
            """,
        "Podfile": """
            target 'Kit' do
              pod 'Tracking'
            end
            target 'Shop' do
              pod 'Moya'
            end
            """,
        "App/Main.swift": "import Moya\nimport Alamofire\nimport Tracking\n",
        "Kit/Kit.swift": "import Tracking\n",
    ]

    static let lock = """
        PODS:
          - Alamofire (5.8.0)
          - Moya (15.0.0):
            - Alamofire (~> 5.0)
          - Tracking (1.0.0)
        DEPENDENCIES:
          - Moya
          - Tracking
        """

    static func findings(_ files: [String: String]) throws -> [String] {
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        return SnapshotInspector(snapshot).moduleFindings()
            .filter { $0.kind == .implicitDependency }
            .map { $0.chain.map(\.id).joined(separator: " ") }
    }

    @Test("a pod neither declared nor brought by a declared pod is implicit; one a declared pod depends on is not")
    func podThroughNothingDeclared() throws {
        var files = Self.files
        files["Podfile.lock"] = Self.lock
        #expect(try Self.findings(files) == ["module:Shop module:Tracking"])
    }

    @Test("a finding says whether what the target declares reaches the module or nothing it declares does")
    func reachedOrNot() throws {
        var files = Self.files
        files["Podfile.lock"] = Self.lock
        files["App/Main.swift"] = "import Moya\nimport Alamofire\nimport Tracking\nimport Kit\n"
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let messages = SnapshotInspector(snapshot).moduleFindings().filter { $0.kind == .implicitDependency }.map(\.message)
        // Shop declares only Moya (and Alamofire through it): neither Kit nor the pod Tracking is reached.
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("nothing it declares reaches it") && !$0.contains("compiles today only through another target") })
    }

    @Test("a pod finding names the pod and the Podfile's target to add it to, at the line of the target's pods")
    func podFindingNamesPodfileTarget() throws {
        var files = Self.files
        files["Podfile.lock"] = Self.lock
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let messages = SnapshotInspector(snapshot).moduleFindings().filter { $0.kind == .implicitDependency }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Shop imports the pod Tracking, which none of its pods is or depends on; "
            + "add `pod 'Tracking'` to its target 'Shop' in Podfile (its first pod is at line 5)") == true)
    }

    @Test("a pod whose module is named unlike it is added to the Podfile by the pod's name")
    func podFindingNamesPodNotModule() throws {
        var files = Self.files
        files["Podfile"] = files["Podfile"]?.replacingOccurrences(of: "'Tracking'", with: "'Track-Kit'")
        files["App/Main.swift"] = "import Moya\nimport Track_Kit\n"
        files["Kit/Kit.swift"] = "import Track_Kit\n"
        files["Podfile.lock"] = Self.lock.replacingOccurrences(of: "Tracking", with: "Track-Kit")
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let messages = SnapshotInspector(try fixture.scan(["."]).snapshot).moduleFindings().map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Shop imports the pod Track_Kit, which none of its pods is or depends on; "
            + "add `pod 'Track-Kit'` to its target 'Shop' in Podfile") == true, "\(messages)")
    }

    /// The fixture with a local pod `Core` the target `Shop` links, whose spec (and lock entry)
    /// depends on `dependencies` and whose one file imports `imports`.
    static func localPod(dependsOn dependencies: [String], imports: [String]) -> [String: String] {
        var files = Self.files
        files["Podfile"] = "target 'Shop' do\n  pod 'Moya'\n  pod 'Core', :path => 'Core'\nend\n"
        files["Podfile.lock"] = "PODS:\n  - Core (1.0.0)" + (dependencies.isEmpty ? "" : ":") + dependencies.map { "\n    - " + $0 }.joined()
            + "\n" + Self.lock.dropFirst("PODS:\n".count) + "\nEXTERNAL SOURCES:\n  Core:\n    :path: Core\n"
        files["Core/Core.podspec"] = "Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.source_files = 'Sources/**/*.swift'\n"
            + dependencies.map { "  s.dependency '\($0)'\n" }.joined() + "end\n"
        files["Core/Sources/Core.swift"] = imports.map { "import \($0)\n" }.joined()
        return files
    }

    @Test("a local pod importing a pod its spec does not depend on is told to add it to that spec, not to the Podfile")
    func podFindingNamesPodspec() throws {
        let fixture = try ScanFixture(Self.localPod(dependsOn: [], imports: ["Tracking"]))
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let messages = SnapshotInspector(snapshot).moduleFindings().filter { $0.chain.first?.id == "module:Core" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Core imports the pod Tracking, which none of the pods its spec depends on is or depends on; "
            + "add `s.dependency 'Tracking'` to its spec Core/Core.podspec") == true, "\(messages)")
    }

    @Test("a local pod holds the pods its spec depends on through others: importing one the lock puts below its own is not implicit")
    func podThroughItsSpec() throws {
        let files = Self.localPod(dependsOn: ["Moya"], imports: ["Alamofire", "Tracking"])
        #expect(try Self.findings(files).filter { $0.hasPrefix("module:Core ") } == ["module:Core module:Tracking"])
    }

    @Test("without the lock, what a pod brings is not known and no pod import is held against a target declaring pods")
    func noLockNoFinding() throws {
        #expect(try Self.findings(Self.files) == [])
    }
    @Test("a Podfile that says integrate_targets: false links no target: no pod link is drawn, none is held against a target, and it is said")
    func targetsNotIntegrated() throws {
        var files = Self.files
        files["Podfile.lock"] = Self.lock
        files["Podfile"] = """
            install! 'cocoapods', :integrate_targets => false
            target 'Shop' do
              pod 'Moya'
            end
            target 'Rocket' do
              pod 'Tracking'
            end
            """
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let scan = try fixture.scan(["."])
        let edges = scan.snapshot.edgeSummary
        #expect(!edges.contains { $0.hasPrefix("module:Shop -depends->") || $0.hasPrefix("module:Kit -depends->") }, "\(edges)")
        #expect(edges.contains("module:Shop -imports-> module:Moya"))
        let findings = SnapshotInspector(scan.snapshot).moduleFindings().filter { $0.kind == .implicitDependency }
        #expect(!findings.contains { $0.chain.contains { $0.id == "module:Moya" || $0.id == "module:Tracking" || $0.id == "module:Alamofire" } })
        #expect(scan.warnings.contains { $0.place.file.hasSuffix("Podfile") && $0.place.line == 1 && $0.message.contains("integrate_targets: false") },
                "\(scan.warnings)")
    }
}
