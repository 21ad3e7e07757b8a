import Dispatch
import WiringPlatform
import WiringProjects

/// Decides which found files are the app: test code and vendored code stay out unless asked for,
/// and so does whatever `--exclude` names. Swift files in a documentation catalog (`Kit.docc/`)
/// are tutorial snippets no build compiles, and a playground's pages (`Tour.playground/`) run only in
/// Xcode's playground: they always stay out.
struct SourceFilter: Sendable {
    /// Folders of code an app ships but did not write: dependency managers' checkouts and build output.
    static let vendoredFolders: Set<String> = ["Pods", "Carthage", "checkouts", "DerivedData", "vendor", "Vendor", "SourcePackages"]
    /// Modules whose import marks a file of tests.
    static let testModules: Set<String> = ["XCTest", "Quick", "Nimble", "Testing", testableImport]
    /// What a file's imports hold when one of them is `@testable`.
    static let testableImport = "@testable"
    /// Words in a file's name that mark test code in a test folder.
    static let testFileWords = ["Test", "Spec", "Mock", "Stub", "Fake"]

    /// Whether test code is scanned.
    var includeTests: Bool
    /// Globs of paths to leave out.
    var excludes: [String]

    /// Why a file is left out, and the folder or pattern that says so.
    func reason(for path: String) -> (SkippedFiles.Reason, String)? {
        let components = Self.components(of: path)
        for pattern in excludes where Self.matches(pattern, path: path, components: components) {
            return (.excluded, pattern)
        }
        let folders = components.dropLast()
        for (position, folder) in folders.enumerated() {
            if Self.vendoredFolders.contains(folder) || folder.hasSuffix(".xctemplate") {
                return (.vendored, folders.prefix(position + 1).joined(separator: "/") + "/")
            }
            // SwiftPM and Xcode take a `.docc` folder as one resource and compile none of its files.
            if folder.hasSuffix(".docc") {
                return (.documentation, folders.prefix(position + 1).joined(separator: "/") + "/")
            }
            // A playground, or one of its pages on its own, is run by Xcode's playground, never built by a target.
            if folder.hasSuffix(".playground") || folder.hasSuffix(".xcplaygroundpage") {
                return (.playgrounds, folders.prefix(position + 1).joined(separator: "/") + "/")
            }
        }
        return nil
    }

    /// The test folder a path is in (`AppTests/`), when tests are left out.
    func testFolder(of path: String) -> String? {
        guard !includeTests else { return nil }
        let folders = Self.components(of: path).dropLast()
        guard let position = folders.firstIndex(where: Self.isTestFolder) else { return nil }
        return folders.prefix(position + 1).joined(separator: "/") + "/"
    }

    /// Whether a file is test code: it imports a test framework or a module `@testable`, or, in a test
    /// folder, its name says so (`ParentChildSpec.swift`, `MockNetwork.swift`). Other files of a test
    /// folder may be app code an odd layout keeps there, and are read.
    static func isTestCode(imports: Set<String>, fileName: Substring, inTestFolder: Bool) -> Bool {
        if importsTestFramework(imports) { return true }
        return inTestFolder && testFileWords.contains { fileName.contains($0) }
    }

    /// Whether a file's imports name a test framework (`XCTest`, `Quick`, `Testing`, an `@testable` import).
    static func importsTestFramework(_ imports: Set<String>) -> Bool {
        !imports.isDisjoint(with: testModules)
    }

    /// A path's names between `/`, cut by its UTF-8 bytes (a split by characters costs more, for every file found).
    static func components(of path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `Tests`, `AppTests`, `AppUITests`, `Specs`, `AppSpecs`.
    static func isTestFolder(_ name: String) -> Bool {
        name == "Test" || name == "Spec" || name.hasSuffix("Tests") || name.hasSuffix("Specs")
    }

    /// A glob against the whole path, one of its folders, or a folder prefix (`Generated` leaves out `Generated/…`).
    private static func matches(_ pattern: String, path: String, components: [String]) -> Bool {
        if fnmatch(pattern, path, 0) == 0 || fnmatch(pattern + "/*", path, 0) == 0 { return true }
        return components.dropLast().contains { fnmatch(pattern, $0, 0) == 0 }
    }
}

extension SourceFilter {
    /// What `testFolder(of:)` and `reason(for:)` say of one path.
    typealias Verdict = (testFolder: String?, reason: (SkippedFiles.Reason, String)?)

    /// The verdicts on many paths, in their order, worked out on every core: a scan asks them of
    /// every file it found before it parses any.
    func verdicts(for paths: [String]) -> [Verdict] {
        let slices = min(paths.count, 16)
        guard slices > 0 else { return [] }
        let parts = ResultSlots<[Verdict]>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            parts.set(slice, stride(from: slice, to: paths.count, by: slices).map { (testFolder(of: paths[$0]), reason(for: paths[$0])) })
        }
        let done = parts.all
        return paths.indices.map { done[$0 % slices][$0 / slices] }
    }
}

/// Files a scan left out, by why.
public struct SkippedFiles: Sendable, Hashable, CustomStringConvertible {
    /// Why files are left out.
    public enum Reason: String, Sendable, Hashable, Comparable {
        /// Test targets and folders, files importing XCTest, Quick, Nimble or Testing (`--include-tests` keeps them).
        case tests
        /// Dependency managers' folders: `Pods/`, `Carthage/`, `checkouts/`, `DerivedData/`, `vendor/`.
        case vendored
        /// Paths an `--exclude` pattern names.
        case excluded
        /// Files in a documentation catalog (`Kit.docc/`): snippets of tutorials, compiled by no target.
        case documentation
        /// Files in a playground (`Tour.playground/`, `Intro.xcplaygroundpage/`): pages and their
        /// sources, run by Xcode's playground and compiled by no target.
        case playgrounds

        public static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Why.
    public var reason: Reason
    /// How many files.
    public var count: Int
    /// The folders, patterns or imports that say so, sorted.
    public var causes: [String]

    /// `skipped 412 files of vendored code (Carthage/, Pods/)`.
    public var description: String {
        let what: String
        switch reason {
        case .tests: what = "tests"
        case .vendored: what = "vendored code"
        case .excluded: what = "paths matching --exclude"
        case .documentation: what = "documentation catalogs, which no target compiles"
        case .playgrounds: what = "playgrounds, which no target compiles"
        }
        return "skipped \(count) file\(count == 1 ? "" : "s") of \(what) (\(causes.shortList))"
    }
}
