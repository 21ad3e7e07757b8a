/// An Xcode project read from its `project.pbxproj`: its native targets, the Swift files each
/// compiles and what each depends on, and the packages the project names.
///
/// Only what the file and the folders it names say is read; nothing is built or run. Paths are
/// absolute and normalized (`.` and `..` resolved, links not resolved). Whatever could not be
/// followed (an object that is not in the file, a file that is not on disk) is in `notRead`,
/// with the line of the object that names it.
struct XcodeProject: Sendable, Equatable {
    /// The absolute path of the `.xcodeproj` folder.
    var folder: String
    /// The project's file name without `.xcodeproj`.
    var name: String
    /// The absolute path of `project.pbxproj`.
    var file: String
    /// The native targets (`PBXNativeTarget`), in the order of the project's `targets` list.
    /// Aggregate and legacy (external build tool) targets compile nothing and are left out.
    var targets: [Target]
    /// Packages on disk: `XCLocalSwiftPackageReference`s first (in the order of the project's
    /// `packageReferences`), then folders in the group tree that hold a `Package.swift` (in tree
    /// order); one entry per folder.
    var localPackages: [LocalPackage]
    /// Packages fetched by URL (`XCRemoteSwiftPackageReference`), in the order of the project's
    /// `packageReferences`, then any other a product names; one entry per object.
    var remotePackages: [RemotePackage]
    /// What could not be read, sorted by line.
    var notRead: [Problem]

    /// A native target.
    struct Target: Sendable, Equatable {
        /// The target's name.
        var name: String
        /// The module its Swift code is compiled into: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`
        /// made a C99 extended identifier, from the Debug (else first) configuration, target
        /// settings over project settings; the target's name made an identifier when neither is set.
        var moduleName: String
        /// `app`, `framework`, `static-library`, `unit-test`… (see `XcodeProductType`).
        var productType: String
        /// The line of the `PBXNativeTarget` object.
        var line: Int
        /// Whether the project names at least one `.swift` file for it to compile (in its Sources
        /// phase or in a synchronized folder), even one that is not on disk.
        var compilesSwift: Bool
        /// The absolute paths of the `.swift` files it compiles that are on disk, sorted, unique.
        var sourceFiles: [String]
        /// What it depends on, in this order: its target dependencies, its Frameworks phase, its
        /// `packageProductDependencies`, its Copy Files phases; each one once.
        var dependencies: [Dependency]
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the Debug (else first) configuration, target
        /// over project (`$(inherited)` in the target's value stands for the project's), unique.
        var defines: [String]
        /// The names any of its configurations defines (also for one SDK only, as
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*]`), sorted: code under `#if` one of
        /// them is compiled in some build.
        var anyDefines: [String] = []
    }

    /// Something a target depends on.
    struct Dependency: Sendable, Equatable {
        /// What the dependency is.
        enum Kind: String, Sendable {
            /// A target it depends on (`PBXTargetDependency`).
            case target
            /// A framework it links: another target's product, or a framework in the group tree.
            case framework
            /// A product of a Swift package.
            case package
            /// Another target's product it copies into its own (an app embedding an extension).
            case embedded
        }

        /// Which package a package product comes from.
        enum LocalOrRemote: Sendable, Equatable {
            /// The package at this index of `localPackages`.
            case local(Int)
            /// The package at this index of `remotePackages`.
            case remote(Int)
        }

        /// What the dependency is.
        var kind: Kind
        /// The target's name (`target`; for a target of another project, the name that project's
        /// proxy gives), the depended-on target's name or the file name without its extension
        /// (`framework`, `embedded`), the product's name (`package`).
        var name: String
        /// For a package product, its package; `nil` when the product names none, which means a
        /// local package the project or its workspace holds (to be matched by product name).
        var package: LocalOrRemote?
        /// The platforms it is limited to, as SwiftPM names them (`ios`, `macos`, `maccatalyst`,
        /// `tvos`, `watchos`, `visionos`, `driverkit`); empty when it is not limited.
        var platforms: [String]
        /// The line of the object that declares it: the `PBXTargetDependency`, the `PBXBuildFile`
        /// of a Frameworks or Copy Files phase, or the `XCSwiftPackageProductDependency`.
        var line: Int
        /// For a target of another project (named through a proxy), that `.xcodeproj`'s absolute
        /// path; `nil` for this project.
        var project: String?
    }

    /// A package on disk the project names.
    struct LocalPackage: Sendable, Equatable {
        /// The absolute folder that holds (or should hold) its `Package.swift`.
        var folder: String
        /// The line of the `XCLocalSwiftPackageReference` or `PBXFileReference`.
        var line: Int
    }

    /// A package fetched by URL.
    struct RemotePackage: Sendable, Equatable {
        /// The repository URL as written.
        var url: String
        /// The last path component of the URL without `.git`, lowercased (SwiftPM's identity).
        var identity: String
        /// The line of the `XCRemoteSwiftPackageReference`.
        var line: Int
    }

    /// Something that could not be read, and where.
    struct Problem: Sendable, Hashable, Comparable {
        /// The line of the object (or element) that names it.
        var line: Int
        /// What was left out and why, lowercase; for a missing file, its path relative to the
        /// folder that holds the `.xcodeproj`.
        var text: String
        /// Whether it was left out because its path leads out of the scanned tree.
        var outside = false
        /// Whether it is a file the project names that is not on disk (generated, or not committed):
        /// said once for the whole project, and the project is not incomplete for it.
        var missing = false

        /// By line, then by text.
        static func < (lhs: Problem, rhs: Problem) -> Bool {
            (lhs.line, lhs.text) < (rhs.line, rhs.text)
        }
    }
}
