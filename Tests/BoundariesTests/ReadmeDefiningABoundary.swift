import Boundaries

/// The README's "Defining a Boundary" sample.
enum ReadmeDefiningABoundary {
    final class ProfileValidator {}
    protocol SignInTaskProtocol: AnyObject {}
    final class SignInTaskImplementation: SignInTaskProtocol {}
    final class ProfileSessionFacade {}

    // A boundary for the Model Layer. Every boundary must be a class inheriting from Boundary.
    final class ModelBoundary: Boundary {
        // By declaring this as a computed property a new object will be created every time this object is requested.
        var profileValidator: ProfileValidator {
            return ProfileValidator()
        }

        // Lazy property, the same instance will be used and the creation will be on-demand.
        lazy var signInTask: SignInTaskProtocol = {
            return SignInTaskImplementation()
        }()

        // Stored property, also a single instance will be used, but this must be initialized on the init.
        let profileSession: ProfileSessionFacade

        // Adapted: the README writes `required override init`, which compiles but warns that
        // `override` is implied (CompileTimeCheckTests type-checks that spelling), and
        // `super.init(internal: internal)`, which cannot parse: `internal` is a keyword, so
        // the argument needs backticks.
        required init(internal: Internal) {
            self.profileSession = ProfileSessionFacade()
            super.init(internal: `internal`)
        }
    }

    /// Not in the README: a root that builds the sample and hands it out through a port.
    final class TestRoot: RootBoundary {
        typealias Subboundaries = BoundaryList.Add<ModelBoundary>

        lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self).resolved()

        var modelBoundary: InputPort<ModelBoundary.Resolved> {
            makeInputPort(implementation: model)
        }
    }
}
