/// The modules a Swift toolchain or an Apple SDK provides: an import of one is of the platform, not
/// of a module the scanned tree or the packages it names could hold. The module graph draws no
/// node for them and says nothing about them; an import of any other name that no module or
/// product of the graph has is said (`ModuleGraphReader.modulesNotFound`).
enum SystemModules {
    /// Whether a name is a module of the Swift toolchain or of an Apple SDK (any platform), or a
    /// system library the SDKs map as a module.
    static func contains(_ name: String) -> Bool {
        names.contains(name) || name.hasPrefix("_")
    }

    /// The toolchain's modules (standard library, core libraries, test frameworks), the C
    /// libraries platforms map as modules, and the frameworks of Apple's SDKs, by name.
    static let names: Set<String> = toolchain.union(cLibraries).union(appleFrameworks)

    private static let toolchain: Set<String> = [
        "Swift", "SwiftOnoneSupport", "Cxx", "CxxStdlib", "Distributed", "Observation", "RegexBuilder",
        "Synchronization", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Dispatch", "XCTest", "Testing", "PackageDescription",
        "PackagePlugin", "XcodeProjectPlugin", "CompilerPluginSupport", "StdlibUnittest",
    ]

    private static let cLibraries: Set<String> = [
        "Darwin", "Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT", "visualc", "ObjectiveC",
        "CoreFoundation", "os", "MachO", "libkern", "notify", "asl", "dnssd", "XPC", "zlib", "SQLite3", "sqlite3", "CommonCrypto",
        "libxml2", "Kernel", "IOKit", "simd", "System",
    ]

    private static let appleFrameworks: Set<String> = [
        "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdServices", "AdSupport",
        "AddressBook", "AddressBookUI", "AppClip", "AppIntents", "AppKit", "AppTrackingTransparency", "AppleArchive",
        "AppleScriptObjC", "ApplicationServices", "ARKit", "AssetsLibrary", "AudioToolbox", "AudioUnit",
        "AuthenticationServices", "AutomatedDeviceEnrollment", "AutomaticAssessmentConfiguration", "Automator",
        "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets", "BackgroundTasks", "BrowserEngineKit",
        "BusinessChat", "CallKit", "Carbon", "CarPlay", "CFNetwork", "Charts", "Cinematic", "ClassKit", "ClockKit",
        "CloudKit", "Cocoa", "Collaboration", "ColorSync", "Combine", "CompositorServices", "Compression", "Contacts",
        "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth", "CoreData", "CoreDisplay",
        "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMedia", "CoreMediaIO",
        "CoreMIDI", "CoreML", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText",
        "CoreTransferable", "CoreVideo", "CoreWLAN", "CreateML", "CreateMLComponents", "CryptoKit", "CryptoTokenKit",
        "DataDetection", "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck", "DeviceDiscoveryExtension",
        "DeviceDiscoveryUI", "DiskArbitration", "DockKit", "DriverKit", "EndpointSecurity", "EnergyKit",
        "EventKit", "EventKitUI", "ExceptionHandling", "ExecutionPolicy", "ExposureNotification", "ExtensionFoundation",
        "ExtensionKit", "ExternalAccessory", "FamilyControls", "FileProvider", "FileProviderUI", "FinanceKit",
        "FinanceKitUI", "FinderSync", "ForceFeedback", "FoundationModels", "GameController", "GameKit",
        "GameplayKit", "GLKit", "GroupActivities", "GSS", "HealthKit", "HealthKitUI", "HomeKit", "Hypervisor",
        "iAd", "ICADevices", "IdentityLookup", "IdentityLookupUI", "ImageCaptureCore", "ImageIO", "ImagePlayground",
        "InputMethodKit", "InstallerPlugins", "Intents", "IntentsUI", "IOBluetooth", "IOBluetoothUI", "IOSurface",
        "IOUSBHost", "JavaScriptCore", "JournalingSuggestions", "Kerberos", "LatentSemanticMapping",
        "LightweightCodeRequirements", "LinkPresentation", "LiveCommunicationKit", "LocalAuthentication",
        "LocalAuthenticationEmbeddedUI", "ManagedAppDistribution", "ManagedSettings", "ManagedSettingsUI", "MapKit",
        "MarketplaceKit", "Matter", "MatterSupport", "MediaAccessibility", "MediaLibrary", "MediaPlayer",
        "MediaSetup", "MediaToolbox", "MessageUI", "Messages", "Metal", "MetalFX", "MetalKit",
        "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetricKit", "MLCompute", "ModelIO",
        "MobileCoreServices", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "NetFS",
        "Network", "NetworkExtension", "NewsstandKit", "NotificationCenter", "OpenAL", "OpenDirectory", "OpenGL",
        "OpenGLES", "OSAKit", "OSLog", "ParavirtualizedGraphics", "PassKit", "PDFKit", "PencilKit", "PHASE",
        "Photos", "PhotosUI", "PreferencePanes", "ProximityReader", "PushKit", "PushToTalk", "Quartz", "QuartzCore",
        "QuickLook", "QuickLookThumbnailing", "QuickLookUI", "RealityFoundation", "RealityKit", "ReplayKit",
        "RoomPlan", "SafariServices", "SafetyKit", "SceneKit", "ScreenCaptureKit", "ScreenSaver", "ScreenTime",
        "ScriptingBridge", "Security", "SecurityFoundation", "SecurityInterface", "SensitiveContentAnalysis",
        "SensorKit", "ServiceManagement", "SharedWithYou", "SharedWithYouCore", "ShazamKit", "Social",
        "SoundAnalysis", "Speech", "SpriteKit", "StoreKit", "StoreKitTest", "SwiftData", "SwiftUI", "SwiftUICore",
        "Symbols", "SystemConfiguration", "SystemExtensions", "TabularData", "ThreadNetwork", "TipKit",
        "Translation", "TVMLKit", "TVServices", "TVUIKit", "Twitter", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "UserNotificationsUI", "VideoSubscriberAccount", "VideoToolbox", "Virtualization",
        "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "WorkoutKit",
        "XCUIAutomation",
    ]
}
