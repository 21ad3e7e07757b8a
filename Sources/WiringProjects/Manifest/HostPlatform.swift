/// The platform this tool runs on, for `#if` in manifests: SwiftPM compiles a manifest for the
/// machine that reads it, so `os(Linux)` holds here on Linux and `os(macOS)` on a Mac.
package enum HostPlatform {
    #if os(macOS)
    package static let os = "macOS"
    package static let modules: Set<String> = ["Darwin", "Foundation", "PackageDescription", "Dispatch", "ObjectiveC"]
    #elseif os(Windows)
    package static let os = "Windows"
    package static let modules: Set<String> = ["WinSDK", "Foundation", "PackageDescription", "Dispatch"]
    #else
    package static let os = "Linux"
    package static let modules: Set<String> = [
        "Glibc", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "PackageDescription", "CompilerPluginSupport", "Dispatch", "Synchronization", "Testing", "XCTest", "Swift",
        "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Distributed",
    ]
    #endif

    #if arch(arm64)
    package static let arch = "arm64"
    #else
    package static let arch = "x86_64"
    #endif

    /// Whether `name(argument)` holds here: `os`, `arch`, `canImport` (the modules a manifest can import
    /// on this platform), `_runtime`, `targetEnvironment`; anything else does not.
    package static func holds(_ name: String, _ argument: String) -> Bool {
        switch name {
        case "os": argument == os
        case "arch": argument == arch
        case "canImport": modules.contains(argument)
        case "_endian": argument == "little"
        case "_pointerBitWidth": argument == "_64"
        case "_runtime": os == "macOS" && argument == "_ObjC"
        case "targetEnvironment": false
        default: false
        }
    }
}
