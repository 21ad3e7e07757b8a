import Boundaries

/// The README's "Container Boundary" sample: the payments feature composing the
/// model and service of the "Plugins" samples with a presenter and a view.
enum ReadmeContainerBoundary {
    typealias ModelBoundary = ReadmePlugins.ModelBoundary
    typealias Service = ReadmePlugins.Service
    typealias AFrameworkRelatedBoundary = ReadmePlugins.AFrameworkRelatedBoundary
    typealias PaymentsFacade = ReadmePlugins.PaymentsFacade

    // Adapted: the sample lists `Model`, `Presenter`, `View` and resolves `AFramework`,
    // names it never declares; they are the boundaries of the earlier samples.
    typealias Model = ModelBoundary
    typealias Presenter = PresenterBoundary
    typealias View = ViewBoundary
    typealias AFramework = AFrameworkRelatedBoundary

    final class PaymentsPresenter {
        let paymentsFacade: PaymentsFacade

        init(paymentsFacade: PaymentsFacade) {
            self.paymentsFacade = paymentsFacade
        }
    }

    final class PaymentsViewController: UIViewController {
        let presenter: PaymentsPresenter

        init(presenter: PaymentsPresenter) {
            self.presenter = presenter
        }
    }

    /// The "Dependencies" sample's presenter boundary, on top of the plugin-based model.
    final class PresenterBoundary: Boundary {
        typealias Dependencies = BoundaryList.Add<ModelBoundary>

        var paymentsPresenter: InputPort<PaymentsPresenter> {
            let paymentsFacade = self.dependencies.paymentsFacade
            return makeInputPort(implementation: PaymentsPresenter(paymentsFacade: paymentsFacade))
        }
    }

    /// Named by the README, not shown: the view layer, on top of the presenter.
    final class ViewBoundary: Boundary {
        typealias Dependencies = BoundaryList.Add<PresenterBoundary>

        var paymentsView: InputPort<UIViewController> {
            makeInputPort(implementation: PaymentsViewController(presenter: dependencies.paymentsPresenter))
        }
    }

    // A boundary for the payments feature
    final class PaymentsBoundary: ContainerBoundary {
        // Create a Subboundaries typealias using `BoundaryList` adding each children.
        // Adapted: the README resolves `Service` below but leaves it out of this list.
        typealias Subboundaries = BoundaryList
            .Add<Model>
            .Add<Presenter>
            .Add<View>
            .Add<AFrameworkRelatedBoundary>
            .Add<Service>

        lazy var model: ModelBoundary.Resolved = {
            // Adapted: the README has a stray `.` after `resolver(for: Model.self)`.
            return resolver(for: Model.self)
                .resolve(plugin: self.service) // You connect the plugin with the adapter here
                .resolved() // After resolving each dependency, you call .resolved() and you are done.
        }()

        ///  Same as before, the resolver works with generics and have the needed functions to resolve the boundary
        lazy var presenter: PresenterBoundary.Resolved = {
            return resolver(for: PresenterBoundary.self)
                .resolve(dependency: self.model) // In here you connect the presenter with the model.
                .resolved()
        }()

        /// You can resolve the adapter defined in the previous example here.
        lazy var service: Service.Resolved = {
            return resolver(for: Service.self)
                .resolve(dependency: self.framework)
                .resolved()
        }()

        lazy var framework: AFramework.Resolved = {
            return resolver(for: AFramework.self).resolved()
        }()

        // Adapted: the README reads `view.paymentsView` below without declaring `view`.
        lazy var view: ViewBoundary.Resolved = {
            return resolver(for: View.self)
                .resolve(dependency: self.presenter)
                .resolved()
        }()

        // Finally you can create an input port based on the input ports of your children.
        var paymentsView: InputPort<UIViewController> {
            return makeInputPort(implementation: view.paymentsView)
        }
    }
}
