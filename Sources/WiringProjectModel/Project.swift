/// One build description: a package, an Xcode project, a Tuist project, an XcodeGen spec or a
/// CocoaPods setup, with its targets.
public struct Project: Sendable, Hashable {
    /// What describes the project.
    public enum Kind: String, Sendable, Hashable {
        /// A SwiftPM `Package.swift`.
        case package
        /// An Xcode `project.pbxproj`.
        case xcode
        /// A Tuist `Project.swift`.
        case tuist
        /// An XcodeGen spec (`project.yml`, any name).
        case xcodegen
        /// The pods of a `Podfile` or `Podfile.lock`.
        case cocoapods
    }

    /// What describes the project.
    public var kind: Kind
    /// Its name (the package's, the project's, the spec's `name`).
    public var name: String
    /// Its module graph node id: `package:<identity>` for a package, `project:<name>` otherwise
    /// (unique across the model; `ProjectModel` qualifies one that two share).
    public var id: String
    /// Its folder, relative to the model's root (`""` for the root).
    public var folder: String
    /// The file that describes it, relative to the root.
    public var file: String
    /// The path it is shown by, relative to the root: `file`, or the bundle that holds it (an
    /// Xcode project's `.xcodeproj`, not the `project.pbxproj` in it).
    public var shownPath: String
    /// Its targets, in the description's order.
    public var targets: [Target]
    /// The packages it names.
    public var packages: [PackageReference]
    /// Whether it says exactly which files each target compiles (an Xcode project, a spec), so a
    /// Swift file in its folder that no target of the model compiles is not compiled at all.
    public var listsFiles: Bool
    /// What of it could not be read: the model lacks what those parts declare.
    public var notRead: [ProjectFinding]
    /// How its description names what lies outside it.
    public var conventions: ProjectConventions
    /// The products it offers to other packages (a package's), by name, with the targets each holds.
    public var products: [String: [String]] = [:]
    /// The local packages the workspaces naming it (an Xcode project's) name, placed where a
    /// workspace names them, with the folders that are empty or not on disk among them (a package
    /// not in the checkout); for a Tuist project, the packages the other projects of its workspace
    /// and its dependency file declare: a product the project names without its package may come
    /// from one.
    public var workspacePackages: [PackageReference] = []
    /// Whether the description says which target links which of its targets: `false` for the pods
    /// of a `Podfile.lock` read without its `Podfile`, which the app's targets link, no one knows
    /// which, so an import of one is not held against the importer's declared dependencies.
    public var linksKnown = true
    /// Whether what each of its pods depends on is read (from the `Podfile.lock` beside its
    /// `Podfile`) and the `Podfile` says which pods each target links: a target that links some of
    /// the pods then gets the others only through what those depend on, so an import of any other
    /// pod is held against its declared dependencies.
    public var podDependenciesRead = false

    /// Creates a project.
    public init(
        kind: Kind, name: String, id: String, folder: String, file: String, targets: [Target] = [],
        packages: [PackageReference] = [], listsFiles: Bool, notRead: [ProjectFinding] = [],
        shownPath: String? = nil, conventions: ProjectConventions = ProjectConventions()
    ) {
        self.kind = kind
        self.name = name
        self.id = id
        self.folder = folder
        self.file = file
        self.shownPath = shownPath ?? file
        self.targets = targets
        self.packages = packages
        self.listsFiles = listsFiles
        self.notRead = notRead
        self.conventions = conventions
    }

    /// Whether some part of its description was not read.
    public var isIncomplete: Bool { !notRead.isEmpty }
}

/// A package a project names: on disk (by folder) or fetched (by URL).
public struct PackageReference: Sendable, Hashable {
    /// SwiftPM's identity: the last path component of its folder or URL, lowercased, without `.git`.
    public var identity: String
    /// Its folder, relative to the model's root, for a local package.
    public var folder: String?
    /// Its URL, for a remote one.
    public var url: String?
    /// Where it is named.
    public var place: ProjectPlace

    /// Creates a reference.
    public init(identity: String, folder: String? = nil, url: String? = nil, place: ProjectPlace) {
        self.identity = identity
        self.folder = folder
        self.url = url
        self.place = place
    }

    /// SwiftPM's identity of a folder or URL: its last component, lowercased, without `.git`.
    public static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
