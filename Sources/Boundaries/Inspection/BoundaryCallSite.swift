/// Where in the source a call that builds the boundary graph was made.
///
/// The framework's graph-building calls take defaulted `#fileID`, `#filePath` and `#line`
/// arguments and keep them here as they come: two static strings the compiler put in the
/// binary and a number, so recording one costs a few words and no work. An inspector turns
/// it into a path relative to the package root when it captures the graph.
@_spi(WiringInspection) public struct BoundaryCallSite: @unchecked Sendable {
    /// The caller's `#fileID`: `Module/File.swift`.
    public let fileID: StaticString
    /// The caller's `#filePath`: the absolute path the file was compiled from.
    public let filePath: StaticString
    /// The caller's `#line`.
    public let line: Int

    /// Creates a call site.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    public init(fileID: StaticString, filePath: StaticString, line: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }
}
