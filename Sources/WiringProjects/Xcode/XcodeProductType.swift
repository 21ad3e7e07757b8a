/// The short names of Xcode's product types (`com.apple.product-type.…`).
enum XcodeProductType {
    /// The short names of the product types the scan tells apart.
    private static let known: [String: String] = [
        "application": "app",
        "framework": "framework",
        "library.static": "static-library",
        "library.dynamic": "dynamic-library",
        "app-extension": "app-extension",
        "extensionkit-extension": "extensionkit-extension",
        "application.watchapp": "watch-app",
        "application.watchapp2": "watch2-app",
        "watchkit-extension": "watch-extension",
        "watchkit2-extension": "watch2-extension",
        "bundle.unit-test": "unit-test",
        "bundle.ocunit-test": "unit-test",
        "bundle.ui-testing": "ui-test",
        "bundle": "bundle",
        "tool": "tool",
        "application.on-demand-install-capable": "app-clip",
        "xpc-service": "xpc-service",
        "system-extension": "system-extension",
        "driver-extension": "driver-extension",
        "instruments-package": "instruments-package",
        "xcode-extension": "xcode-extension",
        "application.messages": "imessage-app",
        "metal-library": "metal-library",
    ]

    /// The short name of a product type: a known one's name (`app`, `framework`, `unit-test`…),
    /// else the part after `com.apple.product-type.` with dots turned to `-`, else `other`.
    ///
    /// - Parameter productType: The target's `productType` as written, or `nil`.
    static func shortName(_ productType: String?) -> String {
        let prefix = "com.apple.product-type."
        guard let productType, productType.hasPrefix(prefix), productType.count > prefix.count else { return "other" }
        let rest = String(productType.dropFirst(prefix.count))
        if let name = known[rest] { return name }
        return String(rest.map { $0 == "." ? "-" : $0 })
    }
}
