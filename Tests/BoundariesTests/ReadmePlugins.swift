import Boundaries

/// The README's "Plugins" samples: a model declaring a plugin and a service adapter implementing it.
enum ReadmePlugins {
    protocol PaymentPersistence: AnyObject {}
    protocol PaymentService: AnyObject {}

    final class PaymentsFacade {
        let persistence: PaymentPersistence
        let service: PaymentService

        init(persistence: PaymentPersistence, service: PaymentService) {
            self.persistence = persistence
            self.service = service
        }
    }

    final class CoreDataPaymentPersistence: PaymentPersistence {}
    // The README's spelling of the web service class, kept.
    final class PlaymentWebService: PaymentService {}

    /// Named by the README, not shown: the boundary the service adapter depends on.
    final class AFrameworkRelatedBoundary: Boundary {}

    final class ModelBoundary: Boundary {
        // Use structs to declare your plugins inheriting from `PluginBoundary`.
        struct Plugin: PluginBoundary {
            var paymentPersistence: InputPort<PaymentPersistence>
            var paymentService: InputPort<PaymentService>
        }
        // Add the plugin to the dependencies. Plugin is a boundary then you follow the same approach.
        typealias Dependencies = BoundaryList.Add<Plugin>

        var paymentsFacade: InputPort<PaymentsFacade> {
            // ModelBoundary doesn't care who will implement those dependencies.
            let facade = PaymentsFacade(
                persistence: self.dependencies.paymentPersistence,
                service: self.dependencies.paymentService
            )
            return makeInputPort(implementation: facade)
        }
    }

    final class Service: AdapterBoundary {
        // This part of the AdapterBoundary, you must define a typealias of the plugin you are implementing.
        typealias PluginAdaptee = ModelBoundary.Plugin
        // In order to implement this you may need to depend on other boundary.
        typealias Dependencies = BoundaryList.Add<AFrameworkRelatedBoundary>

        // This function is part of AdapterBoundary. This is the place where you create the plugin implementation.
        func makePlugin() -> ModelBoundary.Plugin {
            // Create the input ports of the plugins, providing the implementation.
            return ModelBoundary.Plugin(
                paymentPersistence: makeInputPort(implementation: CoreDataPaymentPersistence()),
                paymentService: makeInputPort(implementation: PlaymentWebService())
            )
        }
    }

    /// Not in the README: a root that connects the adapter to the model.
    final class TestRoot: RootBoundary {
        typealias Subboundaries = BoundaryList.Add<ModelBoundary>.Add<Service>.Add<AFrameworkRelatedBoundary>

        lazy var framework: AFrameworkRelatedBoundary.Resolved = resolver(for: AFrameworkRelatedBoundary.self)
            .resolved()

        lazy var service: Service.Resolved = resolver(for: Service.self)
            .resolve(dependency: framework)
            .resolved()

        lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self)
            .resolve(plugin: service)
            .resolved()

        var modelBoundary: InputPort<ModelBoundary.Resolved> {
            makeInputPort(implementation: model)
        }
    }
}
