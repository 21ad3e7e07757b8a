/// What a target builds, by the short names the module graph shows (`app`, `framework`,
/// `unit-test`, SwiftPM's `library`, `executable`, `test`…).
///
/// An open set: a product type no reader knows keeps the name its description gives.
public struct ProductType: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An application (also a watch app, an App Clip, a Messages app's extension host).
    public static let app = ProductType(rawValue: "app")
    /// A framework (dynamic unless its settings say otherwise).
    public static let framework = ProductType(rawValue: "framework")
    /// A static framework (Tuist's `.staticFramework`).
    public static let staticFramework = ProductType(rawValue: "static-framework")
    /// A static library.
    public static let staticLibrary = ProductType(rawValue: "static-library")
    /// A dynamic library.
    public static let dynamicLibrary = ProductType(rawValue: "dynamic-library")
    /// An app extension (a widget, a share extension).
    public static let appExtension = ProductType(rawValue: "app-extension")
    /// A bundle of resources or code loaded at run time.
    public static let bundle = ProductType(rawValue: "bundle")
    /// A unit-test bundle.
    public static let unitTest = ProductType(rawValue: "unit-test")
    /// A UI-test bundle.
    public static let uiTest = ProductType(rawValue: "ui-test")
    /// A command-line tool.
    public static let tool = ProductType(rawValue: "tool")
    /// A SwiftPM library target.
    public static let library = ProductType(rawValue: "library")
    /// A SwiftPM executable target.
    public static let executable = ProductType(rawValue: "executable")
    /// A SwiftPM test target.
    public static let test = ProductType(rawValue: "test")
    /// A SwiftPM macro target.
    public static let macro = ProductType(rawValue: "macro")
    /// A SwiftPM plugin target.
    public static let plugin = ProductType(rawValue: "plugin")
    /// A SwiftPM system library target.
    public static let system = ProductType(rawValue: "system")
    /// A SwiftPM binary target.
    public static let binary = ProductType(rawValue: "binary")
    /// A pod: a library CocoaPods builds from its spec.
    public static let pod = ProductType(rawValue: "pod")
    /// A type no reader names.
    public static let other = ProductType(rawValue: "other")

    /// Whether the target is a bundle of tests: what it compiles is test code.
    public var isTest: Bool { self == .unitTest || self == .uiTest || self == .test }

    /// Whether other targets import the module it builds, so a dependency on it that nothing
    /// imports is worth reporting.
    public var isImportable: Bool {
        [.framework, .staticFramework, .staticLibrary, .dynamicLibrary, .library, .pod].contains(self)
    }

    /// Whether what the target builds runs as a process of its own, apart from the app that embeds it: an extension
    /// of any kind (a widget, a share, intents, Messages, ExtensionKit, WatchKit, system or XPC extension), a watch app,
    /// an App Clip. Objects it makes live in that process, not in the app's.
    ///
    /// Told by what the product is: every product whose name ends in `extension` is an extension (Xcode's
    /// `app-extension.messages` keeps its subtype after the name), and a watch app, an App Clip and an XPC service
    /// are programs of their own. A watch app's stub that holds no code, a Messages app's stub and a sticker pack
    /// run nothing of the app's.
    public var runsApartFromApp: Bool {
        let name = rawValue.lowercased()
        if name.hasSuffix("extension") || name.hasPrefix("app-extension") { return true }
        return ["watch-app", "watch2-app", "watch2app", "app-clip", "appclip", "xpc-service", "xpc"].contains(name)
    }

    /// Whether a target of this product and one of `other` give the same module graph: both or
    /// neither imported, tests, apps, UI tests, run apart from the app. A framework and a static
    /// framework each make a module of the target's name with the same dependencies.
    public func makesSameModule(as other: ProductType) -> Bool {
        isImportable == other.isImportable && isTest == other.isTest && (self == .app) == (other == .app)
            && (self == .uiTest) == (other == .uiTest) && runsApartFromApp == other.runsApartFromApp
    }

    public var description: String { rawValue }

    public static func < (lhs: ProductType, rhs: ProductType) -> Bool { lhs.rawValue < rhs.rawValue }
}
