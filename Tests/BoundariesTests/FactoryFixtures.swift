import Boundaries

/// A port that builds objects from a runtime configuration, and a boundary using it.
enum FactoryFixtures {
    /// A non-Sendable collaborator the factory closure captures.
    final class Catalog {
        var lookups = 0
        func title(of id: Int) -> String {
            lookups += 1
            return "post \(id)"
        }
    }

    final class Detail {
        let title: String

        init(title: String) {
            self.title = title
        }
    }

    final class Screens: Boundary {
        let catalog = Catalog()

        var detail: InputPort<Factory<Int, Detail>> {
            makeInputPort(implementation: Factory { [catalog] id in Detail(title: catalog.title(of: id)) })
        }

        var lookups: InputPort<Int> {
            makeInputPort(implementation: catalog.lookups)
        }
    }

    final class Flow: Boundary {
        typealias Dependencies = BoundaryList.Add<Screens>

        var firstTwo: InputPort<[Detail]> {
            makeInputPort(implementation: [
                dependencies.detail(configuration: 1),
                dependencies.detail(configuration: 2),
            ])
        }
    }

    final class Root: RootBoundary {
        typealias Subboundaries = BoundaryList.Add<Screens>.Add<Flow>

        lazy var screens: Screens.Resolved = resolver(for: Screens.self).resolved()
        lazy var flow: Flow.Resolved = resolver(for: Flow.self).resolve(dependency: screens).resolved()

        var screensBoundary: InputPort<Screens.Resolved> { makeInputPort(implementation: screens) }
        var flowBoundary: InputPort<Flow.Resolved> { makeInputPort(implementation: flow) }
    }
}
