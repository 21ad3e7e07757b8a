import Testing
import WiringProjectModel
import WiringProjects

@Suite("CocoaPods")
struct CocoaPodsReaderTests {
    static let spec = """
        name: App
        targets:
          App:
            type: application
            sources: [App]
          AppTests:
            type: bundle.unit-test
            sources: [AppTests]
          Widget:
            type: app-extension
            sources: [Widget]
        """

    /// The targets of the project of pods, by name, of a tree holding `files` beside the spec's app.
    static func pods(_ files: [String: String]) throws -> [String: Target] {
        let app = ["project.yml": spec, "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": ""]
        let tree = try TreeFixture(files.merging(app) { own, _ in own })
        defer { tree.remove() }
        let pods = try #require(try tree.read().projects.last)
        return Dictionary(uniqueKeysWithValues: pods.targets.map { ($0.name, $0) })
    }

    static let podfile = """
        platform :ios, '15.0'
        use_frameworks!

        def networking
          pod 'Alamofire', '~> 5.0'  # the client
        end

        abstract_target 'Shared' do
          pod 'Firebase/Analytics'
          networking

          target 'App' do
            pod 'lottie-ios'
            target 'AppTests' do
              inherit! :search_paths
              pod 'Quick'
            end
          end

          target :Widget do
          end
        end

        post_install do |installer|
          installer.pods_project.targets.each do |target|
            target.build_configurations.each do |config|
              pod 'NotAPod'
            end
          end
        end
        """

    @Test("without a Pods folder, the Podfile says what each target links and the lock what each pod depends on")
    func podfile() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": Self.podfile,
            "Podfile.lock": """
                PODS:
                  - Alamofire (5.8.0)
                  - Firebase/Analytics (10.0.0):
                    - FirebaseAnalytics (= 10.0.0)
                  - FirebaseAnalytics (10.0.0)
                  - lottie-ios (4.0.0)
                  - Quick (7.0.0)
                DEPENDENCIES:
                  - Alamofire (~> 5.0)
                  - Firebase/Analytics
                """,
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == [
            "module:App -> pod:Firebase", "module:App -> pod:Alamofire", "module:App -> pod:lottie-ios",
            // `use_frameworks!`: CocoaPods links the parent's dynamic frameworks into a search-paths target.
            "module:AppTests -> pod:Firebase", "module:AppTests -> pod:Alamofire", "module:AppTests -> pod:lottie-ios", "module:AppTests -> pod:Quick",
            "module:Widget -> pod:Firebase", "module:Widget -> pod:Alamofire",
            "module:Firebase -> pod:FirebaseAnalytics",
        ])
        let pods = try #require(model.projects.last)
        #expect(pods.kind == .cocoapods)
        #expect(pods.targets.map(\.moduleName) == ["Alamofire", "Firebase", "FirebaseAnalytics", "Quick", "lottie_ios"])
        #expect(pods.targets.first?.place == ProjectPlace(file: "Podfile", line: 10))
        #expect(model.findings.isEmpty)
    }

    @Test("a Podfile.lock with no Podfile beside it gives the pods, and says that which target links which is not known")
    func lockWithoutPodfile() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "podfile.json": "{ \"pods\": [] }\n",
            "Podfile.lock": """
                PODS:
                  - Alamofire (5.8.0)
                  - Firebase/Analytics (10.0.0):
                    - FirebaseAnalytics (= 10.0.0)
                  - FirebaseAnalytics (10.0.0)
                DEPENDENCIES:
                  - Alamofire (~> 5.0)
                """,
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let pods = try #require(model.projects.first { $0.kind == .cocoapods })
        #expect(pods.targets.map(\.moduleName) == ["Alamofire", "Firebase", "FirebaseAnalytics"])
        #expect(model.dependencySummary == ["module:Firebase -> pod:FirebaseAnalytics"])
        #expect(pods.notRead.map(\.description) == [
            "Podfile.lock:1: there is no Podfile beside Podfile.lock (is it generated before 'pod install'?): its 3 pods are read from the lock, "
                + "but which target links which is not known, so no target's link to a pod is drawn"
        ])
    }

    @Test("a pod with subspecs in Podfile.lock and no module map committed carries its subspecs, at its first entry in the lock")
    func lockSubspecs() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile.lock": """
                PODS:
                  - Alamofire (5.8.0)
                  - WLSDK/Core (1.7.0):
                    - Alamofire (~> 5.0)
                  - WLSDK/Flights (1.7.0):
                    - WLSDK/Core
                DEPENDENCIES:
                  - WLSDK/Flights (= 1.7.0)
                  - WLSDK/Support (= 1.7.0)
                """,
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let pods = try #require(model.projects.first { $0.kind == .cocoapods })
        #expect(pods.targets.map(\.name) == ["Alamofire", "WLSDK"])
        #expect(pods.targets.first?.subspecs == nil)
        #expect(pods.targets.last?.subspecs == PodSubspecs(names: ["Core", "Flights", "Support"], place: ProjectPlace(file: "Podfile.lock", line: 3)))
    }

    @Test("a committed Pods folder says what each target links, and each pod's module")
    func committed() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": Self.podfile,
            "Pods/Target Support Files/Pods-Shared-App/Pods-Shared-App.debug.xcconfig": """
                OTHER_LDFLAGS = $(inherited) -ObjC -l"c++" -framework "Alamofire" -framework "Lottie" -framework "UIKit"
                """,
            "Pods/Target Support Files/lottie-ios/lottie-ios.modulemap": "framework module Lottie {\n  umbrella header \"x.h\"\n}\n",
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary.filter { $0.hasPrefix("module:App ->") } == [
            "module:App -> pod:Alamofire", "module:App -> pod:lottie-ios",
        ])
        #expect(model.projects.last?.targets.first { $0.name == "lottie-ios" }?.moduleName == "Lottie")
    }

    @Test("a pod's spec in the checkout names its module (CocoaPods' copy in Local Podspecs, a local pod's own); without one, the pod's name does")
    func modulesOfPodspecs() throws {
        let modules = try Self.pods([
            "Podfile": "target 'App' do\n  pod 'STRegex'\n  pod 'Kit-Core', :path => 'Libs/Kit'\n  pod 'Nuke'\n  pod 'Any'\nend\n",
            "Podfile.lock": """
                PODS:
                  - Any (1.0)
                  - Kit-Core (0.1)
                  - Nuke (12.0)
                  - STRegex (2.1)
                DEPENDENCIES:
                  - Kit-Core (from `Libs/Kit`)
                EXTERNAL SOURCES:
                  Kit-Core:
                    :path: Libs/Kit/Kit-Core.podspec
                """,
            "Pods/Local Podspecs/STRegex.podspec.json": #"{"name": "STRegex", "module_name": "Regex", "source_files": "Sources/**/*.swift"}"#,
            "Pods/Local Podspecs/Any.podspec.json": #"{"name": "Any", "header_dir": "AnyKit"}"#,
            "Libs/Kit/Kit-Core.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Kit-Core'
                  s.module_name   = "KitCore"
                  s.subspec 'Extra' do |extra|
                    extra.module_name = 'Wrong'
                  end
                end
                """,
        ]).mapValues(\.moduleName)
        #expect(modules == ["STRegex": "Regex", "Kit-Core": "KitCore", "Nuke": "Nuke", "Any": "AnyKit"])
    }

    @Test("without a Pods folder, a local pod compiles the Swift files its spec's source_files take, braces and lists too")
    func localPodSourceFiles() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec, "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
            "Podfile": "target 'App' do\n  pod 'Core', :path => '.'\n  pod 'Kit', :path => 'Libs/Kit'\n  pod 'Nuke'\nend\n",
            "Core.podspec": "Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.source_files = 'modules/Core/Core/**/*.{h,m,swift}'\n"
                + "  s.subspec 'Extra' do |extra|\n    extra.source_files = 'modules/Extra/**/*.swift'\n  end\nend\n",
            "modules/Core/Core/Wallet.swift": "", "modules/Core/Core/Keys/Key.swift": "", "modules/Core/Core/Keys/Key.m": "",
            "modules/Core/Tests/WalletTests.swift": "", "modules/Extra/Extra.swift": "",
            "Libs/Kit/Kit.podspec.json": #"{"name": "Kit", "source_files": ["Sources/*.swift", "Shared/**"]}"#,
            "Libs/Kit/Sources/Kit.swift": "", "Libs/Kit/Sources/Deep/Not.swift": "", "Libs/Kit/Shared/Deep/Shared.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let pods = Dictionary(uniqueKeysWithValues: try #require(model.projects.last).targets.map { ($0.name, $0) })
        #expect(pods["Core"]?.files == ["modules/Core/Core/Keys/Key.swift", "modules/Core/Core/Wallet.swift"])
        #expect(pods["Kit"]?.files == ["Libs/Kit/Shared/Deep/Shared.swift", "Libs/Kit/Sources/Kit.swift"])
        #expect(pods["Nuke"]?.files == [])
        // The files are the pods' modules, not code no target compiles.
        #expect(model.module(of: "modules/Core/Core/Wallet.swift")?.moduleID == pods["Core"]?.id)
        #expect(model.module(of: "modules/Core/Tests/WalletTests.swift") == nil)
    }

    @Test("a spec the lock names is read: a ':path' naming a spec beside the Podfile, a ':podspec' in the checkout")
    func podspecsTheLockNames() throws {
        let pods = try Self.pods([
            "Podfile": """
                target 'App' do
                  pod 'Core', :path => 'Core.podspec'
                  pod 'Assets', :path => 'Assets.podspec'
                  pod 'Realm', :podspec => 'Specs/Realm.podspec.json'
                end
                """,
            "Podfile.lock": """
                PODS:
                  - Assets (0.1)
                  - Core (1.0)
                  - Realm (10.0)
                EXTERNAL SOURCES:
                  Assets:
                    :path: Assets.podspec
                  Core:
                    :path: Core.podspec
                  Realm:
                    :podspec: Specs/Realm.podspec.json
                """,
            "Core.podspec": "Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.module_name = 'CorePod'\n  s.dependency 'Realm'\nend\n",
            "Assets.podspec": "Pod::Spec.new do |s|\n  s.name = 'Assets'\n  s.source_files = 'Assets/**/*.swift'\n  s.header_dir = 'AppAssets'\nend\n",
            "Specs/Realm.podspec.json": #"{"name": "Realm", "module_name": "RealmKit", "source_files": "Sources/**"}"#,
        ])
        #expect(pods.mapValues(\.moduleName) == ["Core": "CorePod", "Assets": "AppAssets", "Realm": "RealmKit"])
        #expect(pods.mapValues(\.compilesSwift) == ["Core": false, "Assets": true, "Realm": true])
    }

    @Test("lines of a Ruby spec commented out, a subspec block or its source files, say nothing of the pod")
    func podspecCommentedLines() throws {
        let pods = try Self.pods([
            "Podfile": "target 'App' do\n  pod 'Core', :path => 'Libs/Core'\nend\n",
            "Podfile.lock": "PODS:\n  - Core (1.0)\nEXTERNAL SOURCES:\n  Core:\n    :path: Libs/Core\n",
            "Libs/Core/Core.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Core'
                  # s.subspec 'Source' do |ss|
                  #   ss.source_files = ['Classes/**/*.{h,m,swift}']
                  # end
                  s.module_name = 'CorePod'
                  s.dependency 'Realm'
                end
                """,
        ])
        #expect(pods["Core"]?.moduleName == "CorePod")
        #expect(pods["Core"]?.compilesSwift == false)
    }

    @Test("a spec whose source files are given per platform compiles them, in Ruby and in JSON")
    func podspecPlatformSources() throws {
        let pods = try Self.pods([
            "Podfile": "target 'App' do\n  pod 'Core', :path => 'Libs/Core'\n  pod 'Kit', :path => 'Libs/Kit'\nend\n",
            "Podfile.lock": "PODS:\n  - Core (1.0)\n  - Kit (1.0)\nEXTERNAL SOURCES:\n  Core:\n    :path: Libs/Core\n  Kit:\n    :path: Libs/Kit\n",
            "Libs/Core/Core.podspec": "Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.ios.source_files = 'Sources/**/*.swift'\nend\n",
            "Libs/Kit/Kit.podspec.json": #"{"name": "Kit", "ios": {"source_files": "Sources/**"}}"#,
        ])
        #expect(pods["Core"]?.compilesSwift == true)
        #expect(pods["Kit"]?.compilesSwift == true)
    }

    @Test("without a lock, the spec a pod's line in the Podfile names is read: ':path' to a folder or a spec, ':podspec', 'path:'")
    func podspecsThePodfileNames() throws {
        let pods = try Self.pods([
            "Podfile": """
                target 'App' do
                  pod 'Core', :path => 'Core.podspec'
                  pod 'Assets', path: 'Modules/Assets'
                  pod 'Realm', :podspec => 'Specs/Realm.podspec.json'
                  pod 'Remote', :podspec => 'https://example.com/Remote.podspec'
                end
                """,
            "Core.podspec": "Pod::Spec.new do |s|\n  s.name = 'Core'\n  s.module_name = 'CorePod'\n  s.dependency 'Realm'\nend\n",
            "Modules/Assets/Assets.podspec": "Pod::Spec.new do |s|\n  s.name = 'Assets'\n  s.source_files = 'Sources/**/*.swift'\n  s.header_dir = 'AppAssets'\nend\n",
            "Specs/Realm.podspec.json": #"{"name": "Realm", "module_name": "RealmKit", "source_files": "Sources/**"}"#,
        ])
        #expect(pods.mapValues(\.moduleName) == ["Core": "CorePod", "Assets": "AppAssets", "Realm": "RealmKit", "Remote": "Remote"])
        #expect(pods.mapValues(\.compilesSwift) == ["Core": false, "Assets": true, "Realm": true, "Remote": true])
    }

    @Test("a module name a Ruby spec computes is said not read at its line, and the pod's name gives the module")
    func computedModuleName() throws {
        let files = [
            "Podfile": "target 'App' do\n  pod 'Kit-Core', :path => 'Libs/Kit'\nend\n",
            "Podfile.lock": "PODS:\n  - Kit-Core (0.1)\nEXTERNAL SOURCES:\n  Kit-Core:\n    :path: Libs/Kit\n",
            "Libs/Kit/Kit-Core.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit-Core'\n  s.module_name = s.name.delete('-')\nend\n",
        ]
        #expect(try Self.pods(files)["Kit-Core"]?.moduleName == "Kit_Core")
        let tree = try TreeFixture(files.merging(["project.yml": Self.spec, "App/A.swift": ""]) { own, _ in own })
        defer { tree.remove() }
        let findings = try #require(try tree.read().projects.last).notRead.map(\.description)
        #expect(findings.contains { $0.hasPrefix("Libs/Kit/Kit-Core.podspec:3: the module name of the pod 'Kit-Core' is computed") })
    }

    @Test("a comment after code on a Ruby spec's line is no part of the value it assigns")
    func podspecTrailingComments() throws {
        let pods = try Self.pods([
            "Podfile": "target 'App' do\n  pod 'Core', :path => 'Libs/Core'\nend\n",
            "Podfile.lock": "PODS:\n  - Core (1.0)\nEXTERNAL SOURCES:\n  Core:\n    :path: Libs/Core\n",
            "Libs/Core/Core.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Core' # the pod
                  s.module_name = 'CorePod'   # what Swift imports
                  s.source_files = "Sources/**/*.swift" # '#' in a comment
                end
                """,
        ])
        #expect(pods["Core"]?.moduleName == "CorePod")
        #expect(pods["Core"]?.compilesSwift == true)
    }

    @Test("a header_dir a Ruby spec computes, when it writes no module_name, is said not read at its line")
    func computedHeaderDir() throws {
        let files = [
            "Podfile": "target 'App' do\n  pod 'Kit', :path => 'Libs/Kit'\nend\n",
            "Podfile.lock": "PODS:\n  - Kit (0.1)\nEXTERNAL SOURCES:\n  Kit:\n    :path: Libs/Kit\n",
            "Libs/Kit/Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.header_dir = s.name + 'Headers'\nend\n",
        ]
        #expect(try Self.pods(files)["Kit"]?.moduleName == "Kit")
        let tree = try TreeFixture(files.merging(["project.yml": Self.spec, "App/A.swift": ""]) { own, _ in own })
        defer { tree.remove() }
        let findings = try #require(try tree.read().projects.last).notRead.map(\.description)
        #expect(findings.contains { $0.hasPrefix("Libs/Kit/Kit.podspec:3: the module name of the pod 'Kit' is computed") })
    }

    @Test("without a committed Pods folder, a pod whose spec in the checkout names no source, only what it keeps or ships, compiles no Swift")
    func podspecsWithoutSources() throws {
        let swift = try Self.pods([
            "Podfile": "target 'App' do\n  pod 'Lint', :path => 'Tools/Lint'\n  pod 'Binary', :path => 'Tools/Binary'\n  pod 'Kit', :path => 'Kit'\n  pod 'Nuke'\nend\n",
            "Podfile.lock": """
                PODS:
                  - Binary (1.0)
                  - Kit (1.0)
                  - Lint (1.0)
                  - Nuke (12.0)
                EXTERNAL SOURCES:
                  Binary:
                    :path: Tools/Binary
                  Kit:
                    :path: Kit
                  Lint:
                    :path: Tools/Lint
                """,
            "Tools/Lint/Lint.podspec.json": #"{"name": "Lint", "preserve_paths": ["swiftlint", "LICENSE"]}"#,
            "Tools/Binary/Binary.podspec": "Pod::Spec.new do |s|\n  s.name = 'Binary'\n  s.vendored_frameworks = 'Binary.xcframework'\nend\n",
            "Kit/Kit.podspec.json": #"{"name": "Kit", "preserve_paths": "README", "subspecs": [{"name": "Core", "source_files": "Core/*.swift"}]}"#,
        ]).mapValues(\.compilesSwift)
        #expect(swift == ["Lint": false, "Binary": false, "Kit": true, "Nuke": true])
    }

    @Test("a committed pod whose folder holds no Swift file (a tool, a prebuilt framework, C) is a module that compiles no Swift; one not committed is taken to")
    func committedPodsWithoutSwift() throws {
        let swift = try Self.pods([
            "Podfile": "target 'App' do\n  pod 'Alamofire'\n  pod 'SwiftLint'\n  pod 'nanopb'\n  pod 'Kit'\nend\n",
            "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig": "OTHER_LDFLAGS = $(inherited) -framework \"Alamofire\" -framework \"nanopb\"\n",
            "Pods/Alamofire/Source/Core/Session.swift": "",
            "Pods/SwiftLint/swiftlint": "", "Pods/SwiftLint/LICENSE": "",
            "Pods/nanopb/pb.h": "", "Pods/nanopb/pb_common.c": "",
        ]).mapValues(\.compilesSwift)
        #expect(swift == ["Alamofire": true, "SwiftLint": false, "nanopb": false, "Kit": true])
    }

    @Test("a link set for one SDK only is a dependency limited to its platform, and a setting whose name only starts like OTHER_LDFLAGS links nothing")
    func conditionalLinks() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": Self.podfile,
            "Pods/Target Support Files/Pods-Shared-App/Pods-Shared-App.debug.xcconfig": """
                OTHER_LDFLAGS = $(inherited) -framework "Alamofire"
                OTHER_LDFLAGS[sdk=iphonesimulator*] = $(inherited) -framework "Lottie"
                OTHER_LDFLAGS [sdk=iphoneos*][arch=arm64] = $(inherited) -framework "Lottie" -framework "Alamofire"
                OTHER_LDFLAGS_EXTRA = -framework "Quick"
                """,
            "Pods/Target Support Files/lottie-ios/lottie-ios.modulemap": "framework module Lottie {\n}\n",
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let app = try #require(model.projects.first?.targets.first { $0.name == "App" })
        let pods = app.dependencies.filter { $0.kind == .pod }
        #expect(pods.map(\.name) == ["Alamofire", "lottie-ios"])
        #expect(pods.map(\.platforms) == [[], ["ios"]])
    }

    @Test("a pod linked by an aggregate's .xcconfig is placed at the line of the setting that links it, the one without a condition when there is one")
    func linkLines() throws {
        let config = "Pods/Target Support Files/Pods-Shared-App/Pods-Shared-App.debug.xcconfig"
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": Self.podfile,
            config: """
                CLANG_ENABLE_MODULES = YES

                OTHER_LDFLAGS[sdk=iphoneos*] = $(inherited) -framework "Alamofire"
                OTHER_LDFLAGS[sdk=iphonesimulator*] = $(inherited) -framework "Lottie"\r
                OTHER_LDFLAGS = $(inherited) -ObjC -framework "Alamofire"
                """,
            "Pods/Target Support Files/lottie-ios/lottie-ios.modulemap": "framework module Lottie {\n}\n",
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let app = try #require(model.projects.first?.targets.first { $0.name == "App" })
        let pods = app.dependencies.filter { $0.kind == .pod }
        #expect(pods.map(\.name) == ["Alamofire", "lottie-ios"])
        #expect(pods.map(\.platforms) == [[], ["ios"]])
        #expect(pods.map(\.place) == [ProjectPlace(file: config, line: 5), ProjectPlace(file: config, line: 4)])
    }

    @Test("a test target that inherits only search paths is configured by its own aggregate, Pods-<target>, whose settings say what it links")
    func committedSearchPathsTarget() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": Self.podfile,
            "Pods/Target Support Files/Pods-Shared-App/Pods-Shared-App.debug.xcconfig": "OTHER_LDFLAGS = $(inherited) -framework \"Alamofire\"\n",
            "Pods/Target Support Files/Pods-AppTests/Pods-AppTests.debug.xcconfig": """
                OTHER_LDFLAGS = $(inherited) -framework "Alamofire" -framework "Lottie" -framework "Quick" -framework "XCTest"
                """,
            "Pods/Target Support Files/lottie-ios/lottie-ios.modulemap": "framework module Lottie {\n}\n",
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary.filter { $0.hasPrefix("module:AppTests ->") } == [
            "module:AppTests -> pod:Alamofire", "module:AppTests -> pod:lottie-ios", "module:AppTests -> pod:Quick",
        ])
        let test = try #require(model.projects.first?.targets.first { $0.name == "AppTests" })
        #expect(test.dependencies.first { $0.kind == .pod }?.place == ProjectPlace(file: "Pods/Target Support Files/Pods-AppTests/Pods-AppTests.debug.xcconfig", line: 1))
    }

    static let platformsSpec = """
        name: App
        targets:
          App:
            type: application
            platform: iOS
            sources: [App]
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]
          Watch:
            type: application
            platform: watchOS
            sources: [Watch]
        """

    static let platformsPodfile = """
        platform :ios, '15.0'
        target 'App' do
          pod 'Alamofire'
          target 'Widget' do
            platform :ios, '15'
            pod 'Kingfisher'
          end
          target 'Watch' do
            platform :watchos, '8.0'
            pod 'SnapKit'
          end
        end
        """

    @Test("a nested target of another platform than its parent's takes none of its pods, and its aggregate is Pods-<target>")
    func otherPlatform() throws {
        let bare = try TreeFixture([
            "project.yml": Self.platformsSpec, "Podfile": Self.platformsPodfile,
            "App/A.swift": "", "Widget/W.swift": "", "Watch/W.swift": "",
        ])
        defer { bare.remove() }
        #expect(try bare.read().dependencySummary == [
            "module:App -> pod:Alamofire", "module:Widget -> pod:Alamofire", "module:Widget -> pod:Kingfisher", "module:Watch -> pod:SnapKit",
        ])
        let committed = try TreeFixture([
            "project.yml": Self.platformsSpec, "Podfile": Self.platformsPodfile,
            "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig": "OTHER_LDFLAGS = -framework \"Alamofire\"\n",
            "Pods/Target Support Files/Pods-App-Widget/Pods-App-Widget.debug.xcconfig": "OTHER_LDFLAGS = -framework \"Alamofire\" -framework \"Kingfisher\"\n",
            "Pods/Target Support Files/Pods-Watch/Pods-Watch.debug.xcconfig": "OTHER_LDFLAGS = -framework \"SnapKit\" -framework \"WatchKit\"\n",
            "App/A.swift": "", "Widget/W.swift": "", "Watch/W.swift": "",
        ])
        defer { committed.remove() }
        let model = try committed.read()
        #expect(model.dependencySummary == [
            "module:App -> pod:Alamofire", "module:Widget -> pod:Alamofire", "module:Widget -> pod:Kingfisher", "module:Watch -> pod:SnapKit",
        ])
        let watch = try #require(model.projects.first?.targets.first { $0.name == "Watch" })
        #expect(watch.dependencies.map(\.place.file) == ["Pods/Target Support Files/Pods-Watch/Pods-Watch.debug.xcconfig"])
    }

    @Test("a target written with no block is a target with what it inherits, of each abstract target")
    func targetsWithoutBlocks() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": """
                use_frameworks!
                pod 'Nuke'

                abstract_target 'iOS' do
                  platform :ios, '15.0'
                  target 'App'
                  target 'Widget'
                end
                """,
            "Podfile.lock": "PODS:\n  - Nuke (9.1.2)\nDEPENDENCIES:\n  - Nuke\n",
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == ["module:App -> pod:Nuke", "module:Widget -> pod:Nuke"])
        #expect(model.findings.isEmpty, "\(model.findings)")
    }

    @Test("what a Podfile holds that text cannot decide is said at its line")
    func notRead() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": """
                target 'App' do
                  pod ENV['CUSTOM_POD']
                  if ENV['CI']
                    pod 'Debug'
                  end
                  shared_pods
                  current_target_definition.swift_version = '5.0'
                end
                """,
            "App/A.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.map(\.description) == [
            "Podfile:2: a pod whose name is not written out was not read",
            "Podfile:3: a condition inside a target was not read; the pods it holds are left out",
            "Podfile:6: 'shared_pods' was not read; the pods it adds, if any, are left out",
            "project.yml:8: 2 source paths the spec names are not on disk (generated, or ignored by git?): AppTests, Widget; "
                + "the files they would hold are left out",
        ])
    }

    @Test("a statement written over several lines (an open bracket or quote, a line ending in a comma) is read, or said not read, once, at its first line")
    func multilineStatements() throws {
        let tree = try TreeFixture([
            "project.yml": Self.spec,
            "Podfile": """
                require Pod::Executable.execute_command('node', ['-p',
                  'require.resolve(
                    "react-native/scripts/react_native_pods.rb",
                    {paths: [process.argv[1]]},
                  )', __dir__]).strip

                target 'App' do
                  use_react_native!(
                    :path => config[:reactNativePath],
                    :app_path => "#{Dir.pwd}/.."
                  )
                  pod 'Alamofire',
                    :git => 'https://example.com/Alamofire.git',
                    :branch => 'main'
                  pod 'Lottie', :subspecs => [
                    'Core'
                  ]
                end
                """,
            "App/A.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.map(\.description).filter { $0.hasPrefix("Podfile") } == [
            "Podfile:8: 'use_react_native!( :path => config[:reactNativePath], :app_p' was not read; the pods it adds, if any, are left out",
        ])
        let app = try #require(model.projects.first?.targets.first { $0.name == "App" })
        #expect(app.dependencies.filter { $0.kind == .pod }.map { "\($0.name):\($0.place.line)" } == ["Alamofire:12", "Lottie:15"])
    }

    /// `spec` with a test target for the widget.
    static let linkageSpec = spec + "\n  WidgetTests:\n    type: bundle.unit-test\n    sources: [WidgetTests]"

    /// The pods of each target of `linkageSpec` under a Podfile, read without a Pods folder.
    private static func links(_ podfile: String) throws -> [String] {
        let tree = try TreeFixture([
            "project.yml": linkageSpec, "Podfile": podfile,
            "App/A.swift": "", "AppTests/T.swift": "", "Widget/W.swift": "", "WidgetTests/T.swift": "",
        ])
        defer { tree.remove() }
        return try tree.read().dependencySummary
    }

    @Test("a target inheriting search paths links its parent's pods when the parent builds them as dynamic frameworks, and only its own when static")
    func searchPathsLinkage() throws {
        /// Two apps with a test target each; `widget` is a line inside `Widget`'s block.
        func nested(widget: String = "", inherit: String = ":search_paths") -> String {
            """
            target 'App' do
              pod 'RxSwift'
              target 'AppTests' do
                inherit! \(inherit)
                pod 'Quick'
              end
            end
            target 'Widget' do
              \(widget)
              pod 'Kingfisher'
              target 'WidgetTests' do
                inherit! \(inherit)
              end
            end
            """
        }
        // Static libraries (no `use_frameworks!`): the parent links them, the test target only sees them.
        #expect(try Self.links(nested()) == [
            "module:App -> pod:RxSwift", "module:AppTests -> pod:Quick", "module:Widget -> pod:Kingfisher",
        ])
        // Dynamic frameworks for the whole file, written after the targets.
        #expect(try Self.links(nested() + "\nuse_frameworks!\n") == [
            "module:App -> pod:RxSwift", "module:AppTests -> pod:RxSwift", "module:AppTests -> pod:Quick",
            "module:Widget -> pod:Kingfisher", "module:WidgetTests -> pod:Kingfisher",
        ])
        // Only `Widget` builds dynamic frameworks; a static linkage at the top builds static ones.
        #expect(try Self.links("use_frameworks! :linkage => :static\n" + nested(widget: "use_frameworks!")) == [
            "module:App -> pod:RxSwift", "module:AppTests -> pod:Quick",
            "module:Widget -> pod:Kingfisher", "module:WidgetTests -> pod:Kingfisher",
        ])
        // `inherit! :none` takes nothing of its parent, whatever it builds.
        #expect(try Self.links("use_frameworks!\n" + nested(inherit: ":none")) == [
            "module:App -> pod:RxSwift", "module:AppTests -> pod:Quick", "module:Widget -> pod:Kingfisher",
        ])
    }

    @Test("a platform inside a target not written as ':name' is said at its line, and the target builds for its parent's")
    func platformNotRead() throws {
        let tree = try TreeFixture([
            "project.yml": Self.linkageSpec,
            "Podfile": """
                platform :ios, '15.0'
                target 'App' do
                  pod 'Alamofire'
                  target 'Widget' do
                    platform PLATFORM, '15.0'
                    pod 'Kingfisher'
                  end
                end
                """,
            "App/A.swift": "", "Widget/W.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == [
            "module:App -> pod:Alamofire", "module:Widget -> pod:Alamofire", "module:Widget -> pod:Kingfisher",
        ])
        #expect(model.findings.map(\.description).filter { $0.hasPrefix("Podfile") } == [
            "Podfile:5: a platform not written as ':name' was not read; the target is taken to build for its parent's",
        ])
    }
}
