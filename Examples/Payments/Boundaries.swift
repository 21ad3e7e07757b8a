import Boundaries

// The payments feature of the Boundaries README: a model with a plugin, a
// presenter, a view, a service adapter and a framework boundary, composed by a
// Payments container under an Application root.

/// The model layer. Its persistence and web service come through a plugin.
final class ModelBoundary: Boundary {
    struct Plugin: PluginBoundary {
        var paymentPersistence: InputPort<PaymentPersistence>
        var paymentService: InputPort<PaymentService>
    }
    typealias Dependencies = BoundaryList.Add<Plugin>

    let profileSession: ProfileSessionFacade

    required init(internal: Internal) {
        self.profileSession = ProfileSessionFacade()
        super.init(internal: `internal`)
    }

    var profileValidator: InputPort<ProfileValidator> {
        makeInputPort(implementation: ProfileValidator())
    }

    var paymentsFacade: InputPort<PaymentsFacade> {
        let facade = PaymentsFacade(
            persistence: dependencies.paymentPersistence,
            service: dependencies.paymentService
        )
        return makeInputPort(implementation: facade)
    }

    lazy var session: InputPort<ProfileSessionFacade> = makeInputPort(implementation: profileSession)
}

/// The presenter layer, on top of the model.
final class PresenterBoundary: Boundary {
    typealias Dependencies = BoundaryList.Add<ModelBoundary>

    var paymentsPresenter: InputPort<PaymentsPresenter> {
        makeInputPort(implementation: PaymentsPresenter(paymentsFacade: dependencies.paymentsFacade))
    }
}

/// The view layer, on top of the presenter.
final class ViewBoundary: Boundary {
    typealias Dependencies = BoundaryList.Add<PresenterBoundary>

    var paymentsView: InputPort<ViewController> {
        makeInputPort(implementation: PaymentsViewController(presenter: dependencies.paymentsPresenter))
    }
}

/// A framework-facing boundary: the HTTP client, kept once.
final class AFrameworkRelatedBoundary: Boundary {
    let httpClient = HTTPClient()

    var client: InputPort<HTTPClient> {
        makeInputPort(implementation: httpClient)
    }
}

/// The services layer: implements the model's plugin.
final class Service: AdapterBoundary {
    typealias PluginAdaptee = ModelBoundary.Plugin
    typealias Dependencies = BoundaryList.Add<AFrameworkRelatedBoundary>

    func makePlugin() -> ModelBoundary.Plugin {
        ModelBoundary.Plugin(
            paymentPersistence: makeInputPort(implementation: InMemoryPaymentPersistence()),
            paymentService: makeInputPort(implementation: PaymentWebService(client: dependencies.client))
        )
    }
}

/// The payments feature: a container for its layers. Only the view leaves it.
final class PaymentsBoundary: ContainerBoundary {
    typealias Subboundaries = BoundaryList
        .Add<ModelBoundary>
        .Add<PresenterBoundary>
        .Add<ViewBoundary>
        .Add<AFrameworkRelatedBoundary>
        .Add<Service>

    lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self)
        .resolve(plugin: self.service)
        .resolved()

    lazy var presenter: PresenterBoundary.Resolved = resolver(for: PresenterBoundary.self)
        .resolve(dependency: self.model)
        .resolved()

    lazy var view: ViewBoundary.Resolved = resolver(for: ViewBoundary.self)
        .resolve(dependency: self.presenter)
        .resolved()

    lazy var service: Service.Resolved = resolver(for: Service.self)
        .resolve(dependency: self.framework)
        .resolved()

    lazy var framework: AFrameworkRelatedBoundary.Resolved = resolver(for: AFrameworkRelatedBoundary.self).resolved()

    var paymentsView: InputPort<ViewController> {
        makeInputPort(implementation: view.paymentsView)
    }

    var paymentsPresenter: InputPort<PaymentsPresenter> {
        makeInputPort(implementation: presenter.paymentsPresenter)
    }
}

/// The profile feature: a plain boundary, resolved only when the profile is shown.
final class ProfileBoundary: Boundary {
    let session = ProfileSessionFacade()

    var profileView: InputPort<ViewController> {
        makeInputPort(implementation: ProfileViewController(session: session))
    }
}

/// Navigation: the launch view.
final class NavigationBoundary: Boundary {
    typealias Dependencies = BoundaryList.Add<PaymentsBoundary>

    var launchView: InputPort<ViewController> {
        makeInputPort(implementation: NavigationController(root: dependencies.paymentsView))
    }
}

/// The app's root.
final class ApplicationBoundary: RootBoundary {
    typealias Subboundaries = BoundaryList.Add<NavigationBoundary>.Add<ProfileBoundary>.Add<PaymentsBoundary>

    var rootView: InputPort<ViewController> {
        makeInputPort(implementation: navigationBoundary.launchView)
    }

    lazy var payments: PaymentsBoundary.Resolved = resolver(for: PaymentsBoundary.self).resolved()

    lazy var profile: ProfileBoundary.Resolved = resolver(for: ProfileBoundary.self).resolved()

    var navigationBoundary: NavigationBoundary.Resolved {
        resolver(for: NavigationBoundary.self).resolve(dependency: payments).resolved()
    }
}
