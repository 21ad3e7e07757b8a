import WiringProjectModel

/// Product types by the names descriptions write them.
enum ProductTypes {
    /// Xcode's product types after `com.apple.product-type.`, also XcodeGen's `type:` values.
    private static let xcode: [String: ProductType] = [
        "application": .app,
        "framework": .framework,
        "framework.static": .staticFramework,
        "library.static": .staticLibrary,
        "library.dynamic": .dynamicLibrary,
        "app-extension": .appExtension,
        "extensionkit-extension": ProductType(rawValue: "extensionkit-extension"),
        "application.watchapp": ProductType(rawValue: "watch-app"),
        "application.watchapp2": ProductType(rawValue: "watch2-app"),
        "application.watchapp2-container": ProductType(rawValue: "watch2-app-container"),
        "watchkit-extension": ProductType(rawValue: "watch-extension"),
        "watchkit2-extension": ProductType(rawValue: "watch2-extension"),
        "bundle.unit-test": .unitTest,
        "bundle.ocunit-test": .unitTest,
        "bundle.ui-testing": .uiTest,
        "bundle": .bundle,
        "tool": .tool,
        "application.on-demand-install-capable": ProductType(rawValue: "app-clip"),
        "xpc-service": ProductType(rawValue: "xpc-service"),
        "system-extension": ProductType(rawValue: "system-extension"),
        "driver-extension": ProductType(rawValue: "driver-extension"),
        "instruments-package": ProductType(rawValue: "instruments-package"),
        "xcode-extension": ProductType(rawValue: "xcode-extension"),
        "application.messages": ProductType(rawValue: "imessage-app"),
        "app-extension.messages": ProductType(rawValue: "imessage-extension"),
        "app-extension.messages-sticker-pack": ProductType(rawValue: "sticker-pack"),
        "app-extension.intents-service": .appExtension,
        "metal-library": ProductType(rawValue: "metal-library"),
    ]

    /// The product type of an Xcode product type name (`com.apple.product-type.framework` or
    /// `framework`): a known one's short name, else the name with dots turned to `-`.
    static func xcode(_ name: String) -> ProductType {
        let prefix = "com.apple.product-type."
        let rest = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
        guard !rest.isEmpty else { return .other }
        return xcode[rest] ?? ProductType(rawValue: String(rest.map { $0 == "." ? "-" : $0 }))
    }
}
