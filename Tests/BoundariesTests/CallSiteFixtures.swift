import Boundaries

/// A small graph whose every graph-building call sits on a line the tests know, written
/// exactly as code for the original framework writes it.
enum CallSiteFixtures {
    final class Store: Boundary {
        static let portLine = #line + 2
        var count: InputPort<Int> {
            makeInputPort(implementation: 3)
        }
    }

    struct Clock: PluginBoundary {
        var now: InputPort<Int>
    }

    final class ClockAdapter: AdapterBoundary {
        typealias PluginAdaptee = Clock

        func makePlugin() -> Clock {
            Clock(now: makeInputPort(implementation: 12))
        }
    }

    final class Screen: Boundary {
        typealias Dependencies = BoundaryList.Add<Store>.Add<Clock>

        var text: InputPort<String> {
            makeInputPort(implementation: "\(dependencies.count) at \(dependencies.now)")
        }
    }

    final class Root: RootBoundary {
        typealias Subboundaries = BoundaryList.Add<Store>.Add<ClockAdapter>.Add<Screen>

        static let storeLine = #line + 1
        lazy var store: Store.Resolved = resolver(for: Store.self).resolved()
        lazy var adapter: ClockAdapter.Resolved = resolver(for: ClockAdapter.self).resolved()

        static let screenLine = #line + 1
        lazy var screen: Screen.Resolved = resolver(for: Screen.self)
            .resolve(dependency: store)
            .resolve(plugin: adapter)
            .resolved()

        var text: InputPort<String> {
            makeInputPort(implementation: screen.text)
        }
    }
}
