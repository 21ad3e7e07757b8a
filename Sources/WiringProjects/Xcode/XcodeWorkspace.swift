/// An Xcode workspace read from its `contents.xcworkspacedata`: the projects and packages it
/// names.
package struct XcodeWorkspace: Sendable, Equatable {
    /// The absolute path of `contents.xcworkspacedata`.
    package var file: String
    /// The `.xcodeproj` folders it names that are on disk, absolute, in the file's order.
    package var projects: [Entry]
    /// The folders it names that hold a `Package.swift`, absolute, in the file's order.
    package var packages: [Entry]
    /// The projects it names that are not on disk (generated ones, such as CocoaPods' `Pods.xcodeproj`), absolute.
    package var missingProjects: [Entry] = []
    /// The folders it names that are empty or not on disk, and not a project: a package not in the
    /// checkout (a git submodule not checked out) may be one, absolute, in the file's order.
    package var absentFolders: [Entry] = []
    /// What could not be read (a location of an unknown kind),
    /// sorted by line.
    package var notRead: [XcodeProject.Problem]

    /// A folder the workspace names, and the line of the element that names it.
    package struct Entry: Sendable, Equatable {
        /// The absolute, normalized folder.
        package var path: String
        /// The line of the `FileRef`.
        package var line: Int
    }
}
