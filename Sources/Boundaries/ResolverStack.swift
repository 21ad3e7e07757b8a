/// A typestate builder for one boundary: it tracks, in its type, which
/// dependencies and plugins are still to be filled.
///
/// `resolve(dependency:)` and `resolve(plugin:)` exist only for slots of
/// `B.Dependencies` not yet filled, in any order; `resolved()` exists only once
/// every slot is filled. Every wiring mistake is therefore a compile error.
public struct ResolverStack<B: AnyBoundary & BoundaryProtocol, Current: BoundaryListProtocol> {
    let values: B.Dependencies
    let context: ResolutionContext

    init(values: B.Dependencies, context: ResolutionContext) {
        self.values = values
        self.context = context
    }
}

/// The resolver a container starts with for a boundary: nothing filled yet.
public typealias Resolver<B: AnyBoundary & BoundaryProtocol> = ResolverStack<B, B.Dependencies>

extension ResolverStack where Current == B.Dependencies {
    init(container: AnyBoundary, at site: BoundaryCallSite) {
        self.init(values: B.Dependencies(), context: ResolutionContext(container: container.internals.record, site: site))
    }
}

extension ResolverStack where Current == BoundaryList {
    /// Builds the boundary, now that every dependency and plugin is filled.
    ///
    /// - Returns: The resolved boundary, with only its input ports reachable.
    public func resolved() -> Resolved<B> {
        let record = context.container.child(of: B.self)
        record.noteResolved(dependencies: context.dependencies(inOrderOf: values.filledValues), at: context.site)
        let internals = AnyBoundary.Internals(record: record, storage: DependencyStorage(values))
        return Resolved(boundary: B(internal: internals))
    }
}

/// What a resolver has learned so far: where it builds, where it was started, and what it
/// was given where.
struct ResolutionContext {
    let container: BoundaryRecord
    /// The `resolver(for:)` call that started this resolution.
    let site: BoundaryCallSite
    var dependencies: [HandedDependency] = []

    init(container: BoundaryRecord, site: BoundaryCallSite) {
        self.container = container
        self.site = site
    }

    func adding(_ boundary: AnyBoundary, at site: BoundaryCallSite) -> ResolutionContext {
        var copy = self
        copy.dependencies.append(HandedDependency(record: .boundary(boundary.internals.record), place: site))
        return copy
    }

    /// The dependencies in the order of `values` (declaration order): resolve calls come in any order.
    func dependencies(inOrderOf values: [Any]) -> [HandedDependency] {
        var remaining = dependencies
        return values.compactMap { value in
            guard let index = remaining.firstIndex(where: { $0.record.describes(value) }) else { return nil }
            return remaining.remove(at: index)
        }
    }

    func adding<Plugin: PluginBoundary>(
        plugin: Plugin, from adapter: AnyBoundary, at site: BoundaryCallSite
    ) -> ResolutionContext {
        var copy = self
        let record = PluginRecord(plugin, adapter: adapter.internals.record)
        copy.dependencies.append(HandedDependency(record: .plugin(record), place: site))
        return copy
    }
}
