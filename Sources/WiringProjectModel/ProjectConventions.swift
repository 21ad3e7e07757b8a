/// How a project's description names what lies outside it: rules of the tool that describes it,
/// which whoever draws the model follows. Xcode's differ from those of SwiftPM, Tuist and XcodeGen.
public struct ProjectConventions: Sendable, Hashable {
    /// The kinds of project among whose targets a dependency that names a target the project does
    /// not have is looked up (an Xcode project names the targets of the Xcode projects beside it in
    /// a workspace); `nil` for every kind.
    public var targetsNamedAmong: Set<Project.Kind>?
    /// Whether a framework it links that is no target of the model is a prebuilt framework of the
    /// project (`CoreKiwix.xcframework`), drawn in it; else it lies outside the graph (the SDK's, a
    /// pod's, one built elsewhere).
    public var prebuiltFrameworks: Bool
    /// Whether a product dependency names its package exactly: a named package the model does not
    /// hold gives no edge, and an unnamed one is not guessed from the product's name among the
    /// project's own packages.
    public var exactPackages: Bool

    /// Creates conventions; the defaults are SwiftPM's, Tuist's and XcodeGen's.
    public init(targetsNamedAmong: Set<Project.Kind>? = nil, prebuiltFrameworks: Bool = true, exactPackages: Bool = false) {
        self.targetsNamedAmong = targetsNamedAmong
        self.prebuiltFrameworks = prebuiltFrameworks
        self.exactPackages = exactPackages
    }

    /// An Xcode project's: its targets name targets of Xcode projects only, a framework that is no
    /// target is left out, and a product names its package reference.
    public static let xcode = ProjectConventions(targetsNamedAmong: [.xcode], prebuiltFrameworks: false, exactPackages: true)
}
