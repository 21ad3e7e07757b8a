/// How to scan.
public struct ScanOptions: Sendable {
    /// The module every scanned file belongs to, overriding the SwiftPM layout.
    public var module: String?
    /// Whether test code (test folders, files importing XCTest, Quick, Nimble or Testing) is scanned.
    public var includeTests: Bool
    /// Globs of paths to leave out (`Generated`, `*/Mocks/*`), matched against paths relative to
    /// the scanned folder and against each folder's name.
    public var excludes: [String]
    /// Called with a short message at the start of each step (from any thread).
    public var progress: (@Sendable (String) -> Void)?
    /// Whether a scanned folder holding `Package.swift` adds its module graph (its manifests are
    /// read from their syntax; nothing runs).
    public var modules: Bool = true
    /// Whether manifests are evaluated with `swift package dump-package` instead of read, which
    /// compiles and runs them: only for trusted code.
    public var evaluateManifests: Bool = false
    /// How long all evaluations of one scan may take together, in seconds.
    public var evaluationSeconds: Double = 120
    /// Folders outside the scanned tree that local packages named by path may be read from.
    public var allowedPaths: [String] = []

    /// Creates options.
    ///
    /// - Parameters:
    ///   - module: The module every scanned file belongs to; `nil` takes modules from the
    ///     SwiftPM layout (`Sources/<Target>/` or the targets of a `Package.swift` it finds).
    ///   - includeTests: Whether test code is scanned (by default it is left out).
    ///   - excludes: Globs of paths to leave out.
    ///   - progress: Called at the start of each step.
    public init(
        module: String? = nil, includeTests: Bool = false, excludes: [String] = [],
        progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.module = module
        self.includeTests = includeTests
        self.excludes = excludes
        self.progress = progress
    }
}
