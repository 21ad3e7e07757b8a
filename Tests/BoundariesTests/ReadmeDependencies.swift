import Boundaries

/// The README's "Dependencies" samples: an input port on the model and a presenter depending on it.
enum ReadmeDependencies {
    final class PaymentsFacade {}

    final class PaymentsPresenter {
        let paymentsFacade: PaymentsFacade

        init(paymentsFacade: PaymentsFacade) {
            self.paymentsFacade = paymentsFacade
        }
    }

    final class ModelBoundary: Boundary {
        // Let's say PaymentsFacade is a class that exists on the Model Layer.
        var paymentsFacade: InputPort<PaymentsFacade> {
            // makeInputPort is a factory method inherited from `Boundary`
            return makeInputPort(implementation: PaymentsFacade())
        }
    }

    final class PresenterBoundary: Boundary {
        // Declaring the typealias will let Boundary see the input ports of ModelBoundary.
        typealias Dependencies = BoundaryList.Add<ModelBoundary>

        var paymentsPresenter: InputPort<PaymentsPresenter> {
            // Adapted: the README reads `self.dependencies.paymentFacade`; the port is `paymentsFacade`.
            let paymentsFacade = self.dependencies.paymentsFacade
            return makeInputPort(implementation: PaymentsPresenter(paymentsFacade: paymentsFacade))
        }
    }

    /// Not in the README: a root that builds the two boundaries.
    final class TestRoot: RootBoundary {
        typealias Subboundaries = BoundaryList.Add<ModelBoundary>.Add<PresenterBoundary>

        lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self).resolved()

        lazy var presenter: PresenterBoundary.Resolved = resolver(for: PresenterBoundary.self)
            .resolve(dependency: model)
            .resolved()

        var modelBoundary: InputPort<ModelBoundary.Resolved> {
            makeInputPort(implementation: model)
        }

        var presenterBoundary: InputPort<PresenterBoundary.Resolved> {
            makeInputPort(implementation: presenter)
        }
    }
}
