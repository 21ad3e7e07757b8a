/// What a file is part of: the module that compiles it, and whether it is app code.
public struct ModuleMembership: Sendable, Hashable {
    /// The name `import` and type names use (`Kit` for a service `Kit.Api`).
    public var moduleName: String
    /// The module graph node of that target (`module:Kit`, `module:Shop/Kit`).
    public var moduleID: String
    /// The project that holds the target (`project:Shop`, `package:kit`).
    public var projectID: String
    /// What the file is to the app.
    public var role: FileRole
    /// What the target builds (an app, an app extension, a framework…), when a project says.
    public var product: ProductType?
    /// Whether the target runs as a process of its own, apart from the app (`Target.runsApartFromApp`): a
    /// container it builds is not the app's.
    public var runsApartFromApp: Bool

    /// Creates a membership.
    public init(
        moduleName: String, moduleID: String, projectID: String, role: FileRole, product: ProductType? = nil,
        runsApartFromApp: Bool = false
    ) {
        self.moduleName = moduleName
        self.moduleID = moduleID
        self.projectID = projectID
        self.role = role
        self.product = product
        self.runsApartFromApp = runsApartFromApp
    }
}

/// What a file is to the app.
public enum FileRole: String, Sendable, Hashable {
    /// Compiled by a target the app ships (app, framework, extension, library).
    case app
    /// Compiled only by test targets (unit and UI tests, a UI-test host app): test code.
    case test
    /// Compiled only in development builds (`DEVELOPMENT_ASSET_PATHS`: previews' sample data and mocks).
    case development
}
