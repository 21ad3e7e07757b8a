import Boundaries

/// Boundaries for the port and plugin behaviour the README describes but its
/// samples cannot show (their ports are computed, so every read is a new object).
enum PortFixtures {
    /// An object whose identity the tests follow through the graph.
    final class Token {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    /// Offers one port made once and one made on every read.
    final class Source: Boundary {
        lazy var shared: InputPort<Token> = makeInputPort(implementation: Token(name: "shared"))

        var fresh: InputPort<Token> {
            makeInputPort(implementation: Token(name: "fresh"))
        }
    }

    /// Reads the source's ports through `dependencies`.
    final class Reader: Boundary {
        typealias Dependencies = BoundaryList.Add<Source>

        var sharedSeen: InputPort<Token> {
            makeInputPort(implementation: dependencies.shared)
        }

        var freshSeen: InputPort<Token> {
            makeInputPort(implementation: dependencies.fresh)
        }
    }

    /// A plugin with one port.
    struct Plugin: PluginBoundary {
        var token: InputPort<Token>
    }

    /// Declares the plugin and re-offers its port.
    final class Declaring: Boundary {
        typealias Dependencies = BoundaryList.Add<Plugin>

        var pluginToken: InputPort<Token> {
            makeInputPort(implementation: dependencies.token)
        }
    }

    /// Implements the plugin, counting how often it is asked to.
    final class CountingAdapter: AdapterBoundary {
        typealias PluginAdaptee = Plugin

        let calls = Counter()

        var makePluginCalls: InputPort<Int> {
            makeInputPort(implementation: calls.value)
        }

        func makePlugin() -> Plugin {
            calls.increment()
            return Plugin(token: makeInputPort(implementation: Token(name: "plugin \(calls.value)")))
        }
    }

    /// Builds the fixtures: lazy subboundaries once, the computed one on every read.
    final class Root: RootBoundary {
        typealias Subboundaries = BoundaryList
            .Add<Source>
            .Add<Reader>
            .Add<CountingAdapter>
            .Add<Declaring>

        lazy var source: Source.Resolved = resolver(for: Source.self).resolved()
        lazy var reader: Reader.Resolved = resolver(for: Reader.self).resolve(dependency: source).resolved()
        lazy var adapter: CountingAdapter.Resolved = resolver(for: CountingAdapter.self).resolved()
        lazy var declaring: Declaring.Resolved = resolver(for: Declaring.self).resolve(plugin: adapter).resolved()

        var freshDeclaring: Declaring.Resolved {
            resolver(for: Declaring.self).resolve(plugin: adapter).resolved()
        }

        var sourceBoundary: InputPort<Source.Resolved> { makeInputPort(implementation: source) }
        var readerBoundary: InputPort<Reader.Resolved> { makeInputPort(implementation: reader) }
        var adapterBoundary: InputPort<CountingAdapter.Resolved> { makeInputPort(implementation: adapter) }
        var declaringBoundary: InputPort<Declaring.Resolved> { makeInputPort(implementation: declaring) }
        var freshDeclaringBoundary: InputPort<Declaring.Resolved> { makeInputPort(implementation: freshDeclaring) }
    }
}
