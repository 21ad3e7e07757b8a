/// A target of a project: what it builds, the Swift files it compiles, its settings and what it
/// depends on.
public struct Target: Sendable, Hashable {
    /// The target's name.
    public var name: String
    /// The module its Swift code is compiled into (`PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made
    /// an identifier, else the name made an identifier): what `import` and type names use.
    public var moduleName: String
    /// What it builds.
    public var product: ProductType
    /// Where it is declared.
    public var place: ProjectPlace
    /// The Swift files it compiles that are on disk, relative to the model's root, sorted, unique.
    public var files: [String]
    /// Whether its description names Swift to compile, even files that are not on disk.
    public var compilesSwift: Bool
    /// What it declares it depends on, in the description's order.
    public var dependencies: [TargetDependency]
    /// Compilation conditions it defines for Swift: the name, and whether it is defined in every
    /// configuration and platform (`true`) or only in some (`false`).
    public var defines: [String: Bool]
    /// The folder that holds its files (a SwiftPM target's folder), relative to the root, when known.
    public var folder: String?
    /// The files it compiles only in development builds (`DEVELOPMENT_ASSET_PATHS`, Preview Content).
    public var developmentFiles: [String]
    /// For a pod from a spec repository whose module map and podspec are not in the tree: the
    /// subspecs `Podfile.lock` lists of it; `nil` for any other target.
    public var subspecs: PodSubspecs?
    /// For a pod whose `Pods/` folder is committed: the frameworks it vendors named unlike its
    /// module (`JitsiMeet`, `WebRTC` of `JitsiMeetSDK`), as the aggregates' frameworks scripts install them, sorted.
    public var vendoredFrameworks: [String] = []
    /// For a pod whose spec is in the checkout (a local pod's, or one the lock names): that spec's
    /// file, relative to the root, where what the pod depends on is declared; `nil` for any other target.
    public var specFile: String?
    /// The platforms it builds for, by the names `#if os(…)` tests (`iOS`, `macOS`, `tvOS`,
    /// `watchOS`, `visionOS`), sorted; `nil` when its description does not say (a package's target).
    public var platforms: [String]?

    /// Whether what the target builds runs as a process of its own, apart from the app: a product that does
    /// (`ProductType.runsApartFromApp`), or an app built for watchOS alone (a watch app made as one target).
    public var runsApartFromApp: Bool {
        product.runsApartFromApp || (product == .app && platforms == ["watchOS"])
    }
    /// The module graph node id the model gives it (`module:Kit`, `module:Shop/Kit`); set by `ProjectModel`.
    public internal(set) var id: String = ""

    /// Creates a target.
    public init(
        name: String, moduleName: String? = nil, product: ProductType, place: ProjectPlace, files: [String] = [],
        compilesSwift: Bool? = nil, dependencies: [TargetDependency] = [], defines: [String: Bool] = [:],
        folder: String? = nil, developmentFiles: [String] = [], platforms: [String]? = nil
    ) {
        self.name = name
        self.moduleName = moduleName ?? Target.moduleName(name)
        self.product = product
        self.place = place
        self.files = files
        self.compilesSwift = compilesSwift ?? !files.isEmpty
        self.dependencies = dependencies
        self.defines = defines
        self.folder = folder
        self.developmentFiles = developmentFiles
        self.platforms = platforms
    }

    /// A target or product name as a module name: characters that cannot stand in an identifier
    /// become `_`, and a leading digit gets one before it (what Xcode and SwiftPM do).
    public static func moduleName(_ name: String) -> String {
        var module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if module.first?.isNumber == true { module = "_" + module }
        return module.isEmpty ? "_" : module
    }
}
