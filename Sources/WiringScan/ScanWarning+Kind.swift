extension ScanWarning {
    /// The kinds of what a scan could not read, each with a stable rule id (its raw value) that
    /// reports name: the summary counts warnings by it, SARIF and Xcode diagnostics give it as
    /// the rule.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        /// A declaration or call the scan saw and left out, saying why.
        case notRead = "not-read"
        /// A declaration inside `#if`: the scan does not choose a branch.
        case conditional = "conditional"
        /// A `resolve` in a factory whose registration the scan cannot tell: no edge.
        case unresolvedResolve = "unresolved-resolve"
        /// The resolver is handed to or kept by code the scan does not follow.
        case resolverNotFollowed = "resolver-not-followed"
        /// The same service registered twice on one container.
        case registeredTwice = "registered-twice"
        /// Files import a dependency-injection framework the scan has no reader for.
        case frameworkNotRead = "framework-not-read"
        /// A file left out: too large, nested too deep, too slow to parse, unreadable, a link
        /// leading out of the tree, or compiled by no target where the projects say what compiles.
        case fileNotRead = "file-not-read"
        /// A file that does not parse; declarations near the line may be missing.
        case parseError = "parse-error"
        /// The module of files guessed from a folder's name.
        case moduleGuessed = "module-guessed"
        /// A package manifest, or a part of one, the module graph could not read.
        case manifestNotRead = "manifest-not-read"
        /// An Xcode project or workspace, or a part of one, the module graph could not read.
        case projectNotRead = "project-not-read"
        /// A path a project names that leads out of the scanned tree, or is missing.
        case outsideTree = "outside-tree"
        /// An imported module that is no module or product of the packages and projects read, nor a
        /// system module: its imports are not drawn.
        case moduleNotFound = "module-not-found"

        /// A few words for the summary line: `registered twice`.
        public var title: String {
            switch self {
            case .notRead: "not read"
            case .conditional: "inside #if"
            case .unresolvedResolve: "resolve without an edge"
            case .resolverNotFollowed: "resolver not followed"
            case .registeredTwice: "registered twice"
            case .frameworkNotRead: "framework not read"
            case .fileNotRead: "file not read"
            case .parseError: "parse error"
            case .moduleGuessed: "module guessed"
            case .manifestNotRead: "manifest not read"
            case .projectNotRead: "project not read"
            case .outsideTree: "outside the tree"
            case .moduleNotFound: "module not found"
            }
        }

        /// What the rule is about and what to do, for SARIF's rule help.
        public var help: String {
            switch self {
            case .notRead:
                "A declaration or call the scan saw but could not read is left out of the graph; the message says what to write so it can."
            case .conditional:
                "A declaration inside #if is left out: the scan does not choose a build configuration."
            case .unresolvedResolve:
                "A resolve whose registration the scan cannot tell gives no edge: write its type out (resolve(T.self)) or pass it to a scanned initializer."
            case .resolverNotFollowed:
                "The resolver is handed to code the scan does not follow, or kept for later; what is resolved there is not in the graph."
            case .registeredTwice:
                "One container registers the same service twice; the later registration replaces the first at run time."
            case .frameworkNotRead:
                "The app imports a dependency-injection framework the scan has no reader for; its registrations and resolves are not in the graph."
            case .fileNotRead:
                "A file was left out (size, nesting, time, unreadable, or a link leading out of the tree); nothing it declares is in the graph."
            case .parseError:
                "A file does not parse; declarations near the line may be missing from the graph."
            case .moduleGuessed:
                "No package or project tells the module of some files; the scan took a folder's name (pass --module NAME)."
            case .manifestNotRead:
                "A package manifest, or a part of it, was not read; the module graph lacks what it declares."
            case .projectNotRead:
                "An Xcode project or workspace, or a part of it, was not read; the module graph lacks what it declares."
            case .outsideTree:
                "A project names a path outside the scanned tree or one that is missing; it is not read (--allow-path names folders that may be)."
            case .moduleNotFound:
                "Files import a module that no package or project read builds and that is no system module (a remote package's or pod's module not checked out); those imports are not drawn."
            }
        }

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
