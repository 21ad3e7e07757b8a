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
    /// Whether a scanned folder holding `Package.swift` adds its module graph (evaluating the
    /// manifest with `swift package dump-package`, which runs it as `swift build` would).
    public var modules: Bool = true

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
