/// An Xcode workspace read from its `contents.xcworkspacedata`: the projects and packages it
/// names.
struct XcodeWorkspace: Sendable, Equatable {
    /// The absolute path of `contents.xcworkspacedata`.
    var file: String
    /// The `.xcodeproj` folders it names that are on disk, absolute, in the file's order.
    var projects: [Entry]
    /// The folders it names that hold a `Package.swift`, absolute, in the file's order.
    var packages: [Entry]
    /// The projects it names that are not on disk (generated ones, such as CocoaPods' `Pods.xcodeproj`), absolute.
    var missingProjects: [Entry] = []
    /// What could not be read (a location of an unknown kind),
    /// sorted by line.
    var notRead: [XcodeProject.Problem]

    /// A folder the workspace names, and the line of the element that names it.
    struct Entry: Sendable, Equatable {
        /// The absolute, normalized folder.
        var path: String
        /// The line of the `FileRef`.
        var line: Int
    }
}
