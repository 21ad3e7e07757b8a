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
    init(container: AnyBoundary) {
        self.init(values: B.Dependencies(), context: ResolutionContext(container: container.internals.record))
    }
}

extension ResolverStack where Current == BoundaryList {
    /// Builds the boundary, now that every dependency and plugin is filled.
    ///
    /// - Returns: The resolved boundary, with only its input ports reachable.
    public func resolved() -> Resolved<B> {
        let record = context.container.child(of: B.self)
        record.noteResolved(dependencies: context.dependencies(inOrderOf: values.filledValues))
        let internals = AnyBoundary.Internals(record: record, storage: DependencyStorage(values))
        return Resolved(boundary: B(internal: internals))
    }
}

/// What a resolver has learned so far: where it builds, and what it was given.
struct ResolutionContext {
    let container: BoundaryRecord
    var dependencies: [DependencyRecord] = []

    func adding(_ boundary: AnyBoundary) -> ResolutionContext {
        var copy = self
        copy.dependencies.append(.boundary(boundary.internals.record))
        return copy
    }

    /// The dependencies in the order of `values` (declaration order): resolve calls come in any order.
    func dependencies(inOrderOf values: [Any]) -> [DependencyRecord] {
        var remaining = dependencies
        return values.compactMap { value in
            guard let index = remaining.firstIndex(where: { $0.describes(value) }) else { return nil }
            return remaining.remove(at: index)
        }
    }

    func adding<Plugin: PluginBoundary>(plugin: Plugin, from adapter: AnyBoundary) -> ResolutionContext {
        var copy = self
        copy.dependencies.append(.plugin(PluginRecord(plugin, adapter: adapter.internals.record)))
        return copy
    }
}
