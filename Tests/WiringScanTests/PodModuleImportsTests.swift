import Testing
import WiringModel
import WiringScan

/// Imports of modules a pod builds under other names: a framework the committed `Pods/` folder says
/// a pod vendors is drawn to the pod; a name that only starts like a pod from a spec repository (whose
/// podspec and module map are not in the checkout) is not drawn, and is said with the pod.
@Suite("Module graph: imports of modules pods build under other names")
struct PodModuleImportsTests {
    static let spec = """
        name: Shop
        targets:
          Shop:
            type: application
            platform: iOS
            sources: [App]
        """

    static let lock = """
        PODS:
          - Alamofire (5.8.0)
          - WLSDK (1.7.0):
            - WLSDK/Core (= 1.7.0)
            - WLSDK/Flights (= 1.7.0)
          - WLSDK/Core (1.7.0):
            - Alamofire (< 6.0.0, >= 5.0.0)
          - WLSDK/Flights (1.7.0):
            - WLSDK/Core
          - WLSDK/UIKit (1.7.0)
        DEPENDENCIES:
          - WLSDK (= 1.7.0)
          - WLSDK/WhiteLabelSupport (= 1.7.0)
        """

    @Test("imports of names that start like a pod with subspecs are not drawn to it, and each is said with the pod at its first import")
    func saidNotDrawn() throws {
        let fixture = try ScanFixture([
            "project.yml": Self.spec,
            "Podfile.lock": Self.lock,
            "App/Main.swift": "import UIKit\nimport WLConfig\nimport Alamofire\n",
            "App/Search.swift": "import WLFlights\nimport WLConfig\nimport Other\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let edges = result.snapshot.edgeSummary
        #expect(edges.contains("module:Shop -imports-> module:Alamofire"))
        #expect(!edges.contains { $0.hasSuffix("module:WLSDK") || $0.contains("Other") || $0.contains("UIKit") })
        let said = result.warnings.filter { $0.message.contains("WLSDK") }
        let lock = "(Podfile.lock line 3 lists it with the subspecs 'Core', 'Flights', 'UIKit', 'WhiteLabelSupport')"
        #expect(said.map { "\($0.place.file):\($0.place.line): \($0.message)" } == [
            "App/Main.swift:2: 'WLConfig' is no module of the tree and may be one pod 'WLSDK' builds \(lock), "
                + "but only its podspec, which is not in the checkout, says its modules: its 2 imports in Shop are not drawn",
            "App/Search.swift:1: 'WLFlights' is no module of the tree and may be one pod 'WLSDK' builds \(lock), "
                + "but only its podspec, which is not in the checkout, says its modules: this import of it is not drawn",
        ])
        // A name said with the pod is not said again as a module not found; 'Other' is.
        let notFound = result.warnings.filter { $0.kind == .moduleNotFound }.map { $0.message.split(separator: "'").first.map(String.init) }
        #expect(notFound == ["Other"])
    }

    @Test("a pod whose module map is committed names its module: nothing else is drawn to it")
    func moduleMapCommitted() throws {
        let fixture = try ScanFixture([
            "project.yml": Self.spec,
            "Podfile": "target 'Shop' do\n  pod 'WLSDK'\nend\n",
            "Podfile.lock": Self.lock,
            "Pods/Target Support Files/WLSDK/WLSDK.modulemap": "framework module WLSDK {\n}\n",
            "Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig": "OTHER_LDFLAGS = -framework \"WLSDK\"\n",
            "App/Main.swift": "import WLConfig\nimport WLSDK\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.edgeSummary.contains("module:Shop -imports-> module:WLSDK"))
        #expect(!result.warnings.contains { $0.message.contains("may be one pod") })
    }

    @Test("a framework a pod vendors named unlike it, as the committed frameworks script installs it, is linked and imported as the pod")
    func vendoredFramework() throws {
        let fixture = try ScanFixture([
            "project.yml": Self.spec,
            "Podfile": "target 'Shop' do\n  pod 'JitsiMeetSDK'\nend\n",
            "Podfile.lock": "PODS:\n  - JitsiMeetSDK (2.4.2)\nDEPENDENCIES:\n  - JitsiMeetSDK\n",
            "Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig": "OTHER_LDFLAGS = $(inherited) -ObjC -framework \"JitsiMeet\" -framework \"UIKit\"\n",
            "Pods/Target Support Files/Pods-Shop/Pods-Shop-frameworks.sh": """
                if [[ "$CONFIGURATION" == "Debug" ]]; then
                  install_framework "${PODS_ROOT}/JitsiMeetSDK/Frameworks/JitsiMeet.framework"
                  install_framework "${PODS_ROOT}/JitsiMeetSDK/Frameworks/WebRTC.framework"
                fi
                """,
            "App/Main.swift": "import JitsiMeet\nimport UIKit\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let edges = result.snapshot.edgeSummary
        #expect(edges.contains("module:Shop -depends-> module:JitsiMeetSDK"))
        #expect(edges.contains("module:Shop -imports-> module:JitsiMeetSDK"))
        #expect(!result.warnings.contains { $0.message.contains("JitsiMeet") })
    }
    @Test("a static framework a pod vendors, in a pod folder the aggregate's framework search paths name, is the pod's")
    func vendoredStaticFramework() throws {
        let fixture = try ScanFixture([
            "project.yml": Self.spec,
            "Podfile": "target 'Shop' do\n  pod 'Google-Mobile-Ads-SDK'\nend\n",
            "Podfile.lock": "PODS:\n  - Google-Mobile-Ads-SDK (7.60.0)\nDEPENDENCIES:\n  - Google-Mobile-Ads-SDK\n",
            "Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig": """
                FRAMEWORK_SEARCH_PATHS = $(inherited) "${PODS_ROOT}/Google-Mobile-Ads-SDK/Frameworks/Current"
                OTHER_LDFLAGS = $(inherited) -ObjC -framework "GoogleMobileAds" -framework "UIKit"
                """,
            "Pods/Google-Mobile-Ads-SDK/Frameworks/Current/GoogleMobileAds.framework/Headers/GADBannerView.h": "",
            "App/Main.swift": "import GoogleMobileAds\nimport UIKit\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let edges = result.snapshot.edgeSummary
        #expect(edges.contains("module:Shop -depends-> module:Google-Mobile-Ads-SDK"), "\(edges)")
        #expect(edges.contains("module:Shop -imports-> module:Google-Mobile-Ads-SDK"))
        #expect(!result.warnings.contains { $0.message.contains("GoogleMobileAds") })
    }
}
