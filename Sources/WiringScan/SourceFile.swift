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
    /// What the file's target builds, when a build description says (an app extension is a process of its own).
    var product: ProductType? = nil
}
