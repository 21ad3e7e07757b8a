/// One thing a target declares it depends on.
public struct TargetDependency: Sendable, Hashable {
    /// What the dependency names.
    public enum Kind: String, Sendable, Hashable {
        /// Another target, of the same project or (with `project`) of another.
        case target
        /// A framework or library it links: another target's product, or a prebuilt one by file name.
        case framework
        /// A prebuilt framework it links by a path in the tree (`Carthage/Build/iOS/Alamofire.framework`),
        /// whatever the project's conventions say of frameworks that are no target.
        case prebuilt
        /// A product of a Swift package (with `package` its identity, when the description names it).
        case package
        /// A framework of the SDK (`UIKit.framework`): outside the graph, kept for completeness.
        case sdk
        /// A pod CocoaPods builds (`pod 'Alamofire'`, `-framework "Alamofire"` in a Pods xcconfig).
        case pod
        /// Another target's product it copies into its own (an app embedding an extension).
        case embedded
    }

    /// What the dependency names.
    public var kind: Kind
    /// The target's, product's, framework's or pod's name as written (a framework without `.framework`).
    public var name: String
    /// For `package`: the package's identity (lowercased last path component) when named; for
    /// `target` of another project: that project's folder, relative to the model's root.
    public var package: String?
    /// The platforms it is limited to, as SwiftPM names them (`ios`, `macos`…); empty when it is not.
    public var platforms: [String]
    /// Where it is declared.
    public var place: ProjectPlace

    /// Creates a dependency.
    public init(kind: Kind, name: String, package: String? = nil, platforms: [String] = [], place: ProjectPlace) {
        self.kind = kind
        self.name = name
        self.package = package
        self.platforms = platforms
        self.place = place
    }
}
