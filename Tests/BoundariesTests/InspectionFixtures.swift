import Boundaries

/// A small graph for the inspection surface: two boundaries, a plugin with its
/// adapter, a boundary needing all three (resolved afresh on every read, in a
/// scrambled order), a feature container and a root.
enum InspectionFixtures {
    final class Clock {}

    final class First: Boundary {
        var value: InputPort<Int> {
            makeInputPort(implementation: 1)
        }
    }

    final class Second: Boundary {
        lazy var text: InputPort<String> = makeInputPort(implementation: "two")
    }

    struct Needs: PluginBoundary {
        var clock: InputPort<Clock>
        var name: InputPort<String>
    }

    final class ClockAdapter: AdapterBoundary {
        typealias PluginAdaptee = Needs

        var own: InputPort<Int> {
            makeInputPort(implementation: 7)
        }

        /// A port property that `makePlugin()` also uses: made there, it belongs to the plugin.
        var clockPort: InputPort<Clock> {
            makeInputPort(implementation: Clock())
        }

        func makePlugin() -> Needs {
            Needs(clock: clockPort, name: makeInputPort(implementation: "clock"))
        }
    }

    final class Pair: Boundary {
        typealias Dependencies = BoundaryList.Add<First>.Add<Second>.Add<Needs>

        var total: InputPort<String> {
            makeInputPort(implementation: "\(dependencies.value) \(dependencies.text) \(dependencies.name)")
        }
    }

    final class Feature: ContainerBoundary {
        typealias Subboundaries = BoundaryList.Add<First>.Add<Second>.Add<ClockAdapter>.Add<Pair>

        lazy var first: First.Resolved = resolver(for: First.self).resolved()
        lazy var second: Second.Resolved = resolver(for: Second.self).resolved()
        lazy var adapter: ClockAdapter.Resolved = resolver(for: ClockAdapter.self).resolved()

        var pair: Pair.Resolved {
            resolver(for: Pair.self)
                .resolve(plugin: adapter)
                .resolve(dependency: second)
                .resolve(dependency: first)
                .resolved()
        }

        var total: InputPort<String> {
            makeInputPort(implementation: pair.total)
        }

        var adapterBoundary: InputPort<ClockAdapter.Resolved> {
            makeInputPort(implementation: adapter)
        }
    }

    final class App: RootBoundary {
        typealias Subboundaries = BoundaryList.Add<Feature>

        lazy var feature: Feature.Resolved = resolver(for: Feature.self).resolved()

        var featureBoundary: InputPort<Feature.Resolved> {
            makeInputPort(implementation: feature)
        }
    }
}
