import WiringProjectModel

/// One Swift file to scan and the module it belongs to.
struct SourceFile: Sendable, Hashable {
    /// The absolute path, for reading.
    var absolutePath: String
    /// The path relative to the package or repository root, for snapshots and messages.
    var relativePath: String
    /// The module (SwiftPM target) the file belongs to.
    var module: String
    /// What the file is to the app, when a build description compiles it.
    var role: FileRole? = nil
    /// Whether the file's target runs as a process of its own, apart from the app (an extension, a watch app, an
    /// App Clip), when a build description says: a container it builds is not the app's.
    var runsApartFromApp = false
}
