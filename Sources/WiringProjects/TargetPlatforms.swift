/// The platforms a target builds for, by the names `#if os(…)` tests (`iOS`, `macOS`, `tvOS`,
/// `watchOS`, `visionOS`), read from what each kind of description writes.
///
/// A Mac Catalyst build and an iPad app run on a Mac or a Vision Pro are iOS builds: `os(iOS)`
/// holds in them. A name not known here makes the target's platforms unknown, never guessed.
enum TargetPlatforms {
    /// The platforms of Xcode's SDK and platform names (`SDKROOT`, `SUPPORTED_PLATFORMS`):
    /// `iphoneos iphonesimulator` is iOS; `nil` when one word is not a platform's.
    static func ofSDKs(_ words: [String]) -> [String]? {
        platforms(of: words.map { $0.lowercased() }, in: sdks)
    }

    /// Tuist's destinations and platforms (`.iPhone`, `.mac`, `.appleWatch`, the sets `.iOS`,
    /// `.macOS`, and Tuist 3's `platform: .iOS`): `nil` when one is not known.
    static func ofTuist(_ names: [String]) -> [String]? {
        platforms(of: names, in: tuist)
    }

    /// XcodeGen's `platform:` and `supportedDestinations:` names (`iOS`, `macOS`, `macCatalyst`,
    /// `tvOS`, `watchOS`, `visionOS`): `nil` when one is not known (`auto` alone).
    static func ofXcodeGen(_ names: [String]) -> [String]? {
        platforms(of: names, in: xcodeGen)
    }

    /// The sorted platforms `table` gives `names`; `nil` when one name is not in it, or none is given.
    private static func platforms(of names: [String], in table: [String: String]) -> [String]? {
        var found: Set<String> = []
        for name in names {
            guard let platform = table[name] else { return nil }
            found.insert(platform)
        }
        return found.isEmpty ? nil : found.sorted()
    }

    private static let sdks: [String: String] = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "appletvos": "tvOS", "appletvsimulator": "tvOS",
        "watchos": "watchOS", "watchsimulator": "watchOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    private static let tuist: [String: String] = [
        "iPhone": "iOS", "iPad": "iOS", "macWithiPadDesign": "iOS", "macCatalyst": "iOS", "appleVisionWithiPadDesign": "iOS",
        "mac": "macOS", "appleWatch": "watchOS", "appleTv": "tvOS", "appleVision": "visionOS",
        // The sets `Destinations` names and Tuist 3's `Platform`.
        "iOS": "iOS", "macOS": "macOS", "watchOS": "watchOS", "tvOS": "tvOS", "visionOS": "visionOS",
    ]

    private static let xcodeGen: [String: String] = [
        "iOS": "iOS", "macCatalyst": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
    ]
}
