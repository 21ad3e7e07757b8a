import Testing

/// A wiring mistake that must not compile, with the corrected code that must.
///
/// Both sources are the same `prelude` (a small boundary graph) followed by a
/// few lines that differ only in the mistake.
struct CompileTimeCheck: Sendable, CustomTestStringConvertible {
    /// A short name, also the sample's file name.
    let name: String
    /// The lines with the mistake.
    let mistake: String
    /// The same lines, corrected.
    let correction: String
    /// A fragment of the error the mistake must cause, so it fails for the right reason.
    let diagnostic: String

    var testDescription: String { name }

    /// The source with the mistake.
    var negativeSource: String { Self.prelude + mistake }
    /// The corrected source.
    var positiveSource: String { Self.prelude + correction }
    /// The first line after the prelude: every error of the negative sample must be at or after it.
    static var firstSampleLine: Int { prelude.split(separator: "\n", omittingEmptySubsequences: false).count }

    /// A consumer with two boundary dependencies and a plugin, a root that can build it,
    /// and decoys: a boundary nobody depends on, one the root does not list, and an
    /// adapter for another plugin.
    static let prelude = """
        import Boundaries

        final class A: Boundary {
            var a: InputPort<Int> { makeInputPort(implementation: 1) }
            var hidden: Int { 0 }
        }

        final class B: Boundary {
            var b: InputPort<Int> { makeInputPort(implementation: 2) }
        }

        final class Unrelated: Boundary {}

        final class Unlisted: Boundary {}

        struct Plugin: PluginBoundary {
            var p: InputPort<Int>
        }

        struct OtherPlugin: PluginBoundary {
            var q: InputPort<Int>
        }

        final class Adapter: AdapterBoundary {
            typealias PluginAdaptee = Plugin
            func makePlugin() -> Plugin { Plugin(p: makeInputPort(implementation: 3)) }
        }

        final class OtherAdapter: AdapterBoundary {
            typealias PluginAdaptee = OtherPlugin
            func makePlugin() -> OtherPlugin { OtherPlugin(q: makeInputPort(implementation: 4)) }
        }

        final class Consumer: Boundary {
            typealias Dependencies = BoundaryList.Add<A>.Add<B>.Add<Plugin>
            var sum: InputPort<Int> { makeInputPort(implementation: dependencies.a + dependencies.b + dependencies.p) }
        }

        final class Root: RootBoundary {
            typealias Subboundaries = BoundaryList
                .Add<A>.Add<B>.Add<Unrelated>.Add<Adapter>.Add<OtherAdapter>.Add<Consumer>
            lazy var a: A.Resolved = resolver(for: A.self).resolved()
            lazy var b: B.Resolved = resolver(for: B.self).resolved()
            lazy var unrelated: Unrelated.Resolved = resolver(for: Unrelated.self).resolved()
            lazy var adapter: Adapter.Resolved = resolver(for: Adapter.self).resolved()
            lazy var otherAdapter: OtherAdapter.Resolved = resolver(for: OtherAdapter.self).resolved()
        }

        """

    /// The guarantees of the API notes ("What is checked at compile time"), then the list's
    /// capacity, then the construction rules and the initializer spellings.
    static let all: [CompileTimeCheck] = [
        CompileTimeCheck(
            name: "resolvedBeforeADependencyIsFilled",
            mistake: resolving(".resolve(dependency: a).resolve(plugin: adapter).resolved()"),
            correction: resolving(".resolve(dependency: a).resolve(dependency: b).resolve(plugin: adapter).resolved()"),
            diagnostic: "'resolved()'"),
        CompileTimeCheck(
            name: "resolvedBeforeThePluginIsFilled",
            mistake: resolving(".resolve(dependency: b).resolve(dependency: a).resolved()"),
            correction: resolving(".resolve(dependency: b).resolve(dependency: a).resolve(plugin: adapter).resolved()"),
            diagnostic: "'resolved()'"),
        CompileTimeCheck(
            name: "sameDependencyFilledTwice",
            mistake: resolving(
                ".resolve(dependency: a).resolve(dependency: b).resolve(dependency: a).resolve(plugin: adapter).resolved()"),
            correction: resolving(".resolve(dependency: a).resolve(dependency: b).resolve(plugin: adapter).resolved()"),
            diagnostic: "'resolve'"),
        CompileTimeCheck(
            name: "undeclaredDependencyResolved",
            mistake: resolving(
                ".resolve(dependency: unrelated).resolve(dependency: a).resolve(dependency: b).resolve(plugin: adapter).resolved()"
            ),
            correction: resolving(".resolve(dependency: a).resolve(dependency: b).resolve(plugin: adapter).resolved()"),
            diagnostic: "'resolve'"),
        CompileTimeCheck(
            name: "adapterForAnotherPlugin",
            mistake: resolving(".resolve(dependency: a).resolve(dependency: b).resolve(plugin: otherAdapter).resolved()"),
            correction: resolving(".resolve(dependency: a).resolve(dependency: b).resolve(plugin: adapter).resolved()"),
            diagnostic: "'resolve(plugin:fileID:filePath:line:)'"),
        CompileTimeCheck(
            name: "resolverForABoundaryNotInSubboundaries",
            mistake: """
                extension Root {
                    var extra: Unlisted.Resolved { resolver(for: Unlisted.self).resolved() }
                }
                """,
            correction: """
                extension Root {
                    var extra: Unrelated.Resolved { resolver(for: Unrelated.self).resolved() }
                }
                """,
            diagnostic: "'resolver'"),
        CompileTimeCheck(
            name: "dependenciesMemberThatNoDependencyOffers",
            mistake: """
                extension Consumer {
                    var twice: InputPort<Int> { makeInputPort(implementation: dependencies.c * 2) }
                }
                """,
            correction: """
                extension Consumer {
                    var twice: InputPort<Int> { makeInputPort(implementation: dependencies.a * 2) }
                }
                """,
            diagnostic: "'c'"),
        CompileTimeCheck(
            name: "dependenciesMemberThatIsNoInputPort",
            mistake: """
                extension Consumer {
                    var twice: InputPort<Int> { makeInputPort(implementation: dependencies.hidden * 2) }
                }
                """,
            correction: """
                extension Consumer {
                    var twice: InputPort<Int> { makeInputPort(implementation: dependencies.a * 2) }
                }
                """,
            diagnostic: "'hidden'"),
        CompileTimeCheck(
            name: "resolvedMemberThatIsNoInputPort",
            mistake: """
                func read(_ resolved: A.Resolved) -> Int { resolved.hidden }
                """,
            correction: """
                func read(_ resolved: A.Resolved) -> Int { resolved.a }
                """,
            // Swift 6.3 rejects it with "failed to produce diagnostic for expression", naming no member.
            diagnostic: "expression"),
        CompileTimeCheck(
            name: "twentyFirstEntry",
            mistake: entries(21),
            correction: entries(20),
            diagnostic: ".Add<E20>.Add'"),
        CompileTimeCheck(
            name: "boundaryBuiltDirectly",
            mistake: """
                func build() -> A { A(internal: AnyBoundary.Internals()) }
                """,
            correction: """
                func build() -> Root.Resolved { Root.Resolved() }
                """,
            diagnostic: "'AnyBoundary.Internals' initializer is inaccessible"),
        CompileTimeCheck(
            name: "nonRootBuiltWithResolvedInitializer",
            mistake: """
                func build() -> A.Resolved { A.Resolved() }
                """,
            correction: """
                func build() -> Root.Resolved { Root.Resolved() }
                """,
            diagnostic: "'RootBoundaryProtocol'"),
        CompileTimeCheck(
            name: "inputPortMadeOutsideABoundary",
            mistake: """
                let port = InputPort(implementation: 1)
                """,
            correction: """
                extension A {
                    var port: InputPort<Int> { makeInputPort(implementation: 1) }
                }
                """,
            diagnostic: "initializer is inaccessible"),
        // The README's own initializer, word for word, cannot parse: `internal` is a keyword.
        // With the argument in backticks its `required override init` spelling compiles.
        CompileTimeCheck(
            name: "readmeInitializerNeedsBackticks",
            mistake: initializer(signature: "required override init(internal: Internal)", call: "internal"),
            correction: initializer(signature: "required override init(internal: Internal)", call: "`internal`"),
            diagnostic: "expected expression"),
        // The shipped framework's `init(internals: Internals)` spelling does not replace the required
        // `init(internal:)`: a class has one designated required spelling.
        CompileTimeCheck(
            name: "shippedInitializerSpelling",
            mistake: initializer(signature: "required init(internals: Internals)", call: "internals"),
            correction: initializer(signature: "required init(internal: Internals)", call: "`internal`"),
            diagnostic: "'init(internal:)' must be provided"),
    ]

    private static func resolving(_ chain: String) -> String {
        """
        extension Root {
            var consumer: Consumer.Resolved {
                resolver(for: Consumer.self)\(chain)
            }
        }
        """
    }

    private static func entries(_ count: Int) -> String {
        let classes = (1...count).map { "final class E\($0): Boundary {}" }.joined(separator: "\n")
        let adds = (1...count).map { ".Add<E\($0)>" }.joined()
        return classes + "\ntypealias Entries = BoundaryList\(adds)\n"
    }

    private static func initializer(signature: String, call: String) -> String {
        """
        final class Session {}

        final class Stateful: Boundary {
            let session: Session

            \(signature) {
                self.session = Session()
                super.init(internal: \(call))
            }
        }
        """
    }
}
