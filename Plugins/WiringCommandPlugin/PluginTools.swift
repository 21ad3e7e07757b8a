/// The tools this plugin runs, by the names SwiftPM gives them: this package's executable targets,
/// built from source. (The release's WiringPlugins package names the prebuilt bundle's artifacts
/// here instead: see scripts/release.sh.)
enum PluginTools {
    static let wiring = "WiringCLI"
    static let scan = "WiringScanCLI"
}
