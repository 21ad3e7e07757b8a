/// An Xcode project read from its `project.pbxproj`: its native targets, the Swift files each
/// compiles and what each depends on, and the packages the project names.
///
/// Only what the file and the folders it names say is read; nothing is built or run. Paths are
/// absolute and normalized (`.` and `..` resolved, links not resolved). Whatever could not be
/// followed (an object that is not in the file, a file that is not on disk) is in `notRead`,
/// with the line of the object that names it.
package struct XcodeProject: Sendable, Equatable {
    /// The absolute path of the `.xcodeproj` folder.
    package var folder: String
    /// The project's file name without `.xcodeproj`.
    package var name: String
    /// The absolute path of `project.pbxproj`.
    package var file: String
    /// The native targets (`PBXNativeTarget`), in the order of the project's `targets` list.
    /// Aggregate and legacy (external build tool) targets compile nothing and are left out.
    package var targets: [Target]
    /// Packages on disk: `XCLocalSwiftPackageReference`s first (in the order of the project's
    /// `packageReferences`), then folders in the group tree that hold a `Package.swift` (in tree
    /// order); one entry per folder.
    package var localPackages: [LocalPackage]
    /// Packages fetched by URL (`XCRemoteSwiftPackageReference`), in the order of the project's
    /// `packageReferences`, then any other a product names; one entry per object.
    package var remotePackages: [RemotePackage]
    /// What could not be read, sorted by line.
    package var notRead: [Problem]

    /// A native target.
    package struct Target: Sendable, Equatable {
        /// The target's name.
        package var name: String
        /// The module its Swift code is compiled into: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`
        /// made a C99 extended identifier, from the Debug (else first) configuration, target
        /// settings over project settings; the target's name made an identifier when neither is set.
        package var moduleName: String
        /// `app`, `framework`, `static-library`, `unit-test`… (see `XcodeProductType`).
        package var productType: String
        /// The line of the `PBXNativeTarget` object.
        package var line: Int
        /// Whether the project names at least one `.swift` file for it to compile (in its Sources
        /// phase or in a synchronized folder), even one that is not on disk.
        package var compilesSwift: Bool
        /// The absolute paths of the `.swift` files it compiles that are on disk, sorted, unique.
        package var sourceFiles: [String]
        /// What it depends on, in this order: its target dependencies, its Frameworks phase, its
        /// `packageProductDependencies`, its Copy Files phases; each one once.
        package var dependencies: [Dependency]
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the Debug (else first) configuration, target
        /// over project (`$(inherited)` in the target's value stands for the project's), unique.
        package var defines: [String]
        /// The names any of its configurations defines (also for one SDK only, as
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*]`), sorted: code under `#if` one of
        /// them is compiled in some build.
        package var anyDefines: [String] = []
        /// The platforms it builds for (`SUPPORTED_PLATFORMS`, else `SDKROOT`, of the Debug (else
        /// first) configuration, target over project, with their `.xcconfig` files); `nil` when
        /// neither names a platform (see `TargetPlatforms`).
        package var platforms: [String]? = nil
    }

    /// Something a target depends on.
    package struct Dependency: Sendable, Equatable {
        /// What the dependency is.
        package enum Kind: String, Sendable {
            /// A target it depends on (`PBXTargetDependency`).
            case target
            /// A framework it links that is a build product: another target's, or one built elsewhere
            /// (a pod aggregate's, a product of a project the workspace names).
            case framework
            /// A framework it links that is a file of the tree, not a build product: prebuilt
            /// (`Carthage/Build/iOS/Alamofire.framework`, a vendored `.xcframework`).
            case prebuilt
            /// A product of a Swift package.
            case package
            /// Another target's product it copies into its own (an app embedding an extension).
            case embedded
        }

        /// Which package a package product comes from.
        package enum LocalOrRemote: Sendable, Equatable {
            /// The package at this index of `localPackages`.
            case local(Int)
            /// The package at this index of `remotePackages`.
            case remote(Int)
        }

        /// What the dependency is.
        package var kind: Kind
        /// The target's name (`target`; for a target of another project, the name that project's
        /// proxy gives), the depended-on target's name or the file name without its extension
        /// (`framework`, `embedded`), the product's name (`package`).
        package var name: String
        /// For a package product, its package; `nil` when the product names none, which means a
        /// local package the project or its workspace holds (to be matched by product name).
        package var package: LocalOrRemote?
        /// The platforms it is limited to, as SwiftPM names them (`ios`, `macos`, `maccatalyst`,
        /// `tvos`, `watchos`, `visionos`, `driverkit`); empty when it is not limited.
        package var platforms: [String]
        /// The line of the object that declares it: the `PBXTargetDependency`, the `PBXBuildFile`
        /// of a Frameworks or Copy Files phase, or the `XCSwiftPackageProductDependency`.
        package var line: Int
        /// For a target of another project (named through a proxy), that `.xcodeproj`'s absolute
        /// path; `nil` for this project.
        package var project: String?
    }

    /// A package on disk the project names.
    package struct LocalPackage: Sendable, Equatable {
        /// The absolute folder that holds (or should hold) its `Package.swift`.
        package var folder: String
        /// The line of the `XCLocalSwiftPackageReference` or `PBXFileReference`.
        package var line: Int
    }

    /// A package fetched by URL.
    package struct RemotePackage: Sendable, Equatable {
        /// The repository URL as written.
        package var url: String
        /// The last path component of the URL without `.git`, lowercased (SwiftPM's identity).
        package var identity: String
        /// The line of the `XCRemoteSwiftPackageReference`.
        package var line: Int
    }

    /// Something that could not be read, and where.
    package struct Problem: Sendable, Hashable, Comparable {
        /// The line of the object (or element) that names it, in `file`.
        package var line: Int
        /// What was left out and why, lowercase; for a missing file, its path relative to the
        /// folder that holds the `.xcodeproj`.
        package var text: String
        /// Whether it was left out because its path leads out of the scanned tree.
        package var outside = false
        /// Whether it is a file the project names that is not on disk (generated, or not committed):
        /// said once for the whole project, and the project is not incomplete for it.
        package var missing = false
        /// The absolute path of the file that names it when that is not `project.pbxproj`: the
        /// `.xcconfig` whose `#include` line names an included configuration file.
        package var file: String? = nil
        /// The `.xcconfig` not read (absolute) when the problem is one: the message names it relative
        /// to the scanned tree's root (`XcodeConfigFile.Problem`), then goes on with `text`.
        package var configFile: String? = nil

        /// What was left out, files named relative to the scanned tree's root.
        package func message(root: String) -> String {
            configFile.map { XcodeConfigFile.Problem.message(path: $0, reason: text, root: root) } ?? text
        }

        /// Those of `project.pbxproj` first, then by file, line and text.
        package static func < (lhs: Problem, rhs: Problem) -> Bool {
            // No file (`project.pbxproj`) sorts before any path.
            (lhs.file.map { "/" + $0 } ?? "", lhs.line, lhs.text) < (rhs.file.map { "/" + $0 } ?? "", rhs.line, rhs.text)
        }
    }
}
