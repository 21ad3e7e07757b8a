/// The base class of every boundary.
///
/// Subclass it through `Boundary`, `ContainerBoundary`, `AdapterBoundary` or
/// `RootBoundary`. Its initializer takes an `Internals` value that only the
/// framework can create, so boundaries are built by their container's resolver
/// (or, for the root, by `Resolved()`), never directly — no boundary becomes a
/// singleton by accident.
open class AnyBoundary {
    /// What the framework hands a boundary when it builds it.
    ///
    /// It has no public initializer: only the framework creates boundaries.
    public struct Internals {
        let record: BoundaryRecord
        let storage: AnyDependencyStorage
    }

    /// The spelling of `Internals` that boundary initializers use: `init(internal: Internal)`.
    public typealias Internal = Internals

    let internals: Internals

    /// Creates the boundary. Called by the framework only.
    ///
    /// Override it to set up stored properties:
    ///
    /// ```swift
    /// required init(internal: Internal) {
    ///     self.session = Session()
    ///     super.init(internal: `internal`)
    /// }
    /// ```
    ///
    /// `internal` is a keyword, so the argument is written in backticks.
    ///
    /// - Parameter internal: The framework's construction token.
    public required init(internal: Internal) {
        self.internals = `internal`
        `internal`.record.attach(self)
    }

    /// Wraps an object as an input port of this boundary.
    ///
    /// The port is recorded, with the property it was made in, its interface
    /// type and the call's file and line, the first time it is made, so an
    /// inspector sees computed ports too.
    ///
    /// - Parameters:
    ///   - implementation: The object the port offers.
    ///   - property: The property making the port; leave the default.
    ///   - fileID: Where the port is made; leave the default.
    ///   - filePath: Where the port is made; leave the default.
    ///   - line: Where the port is made; leave the default.
    /// - Returns: The port.
    public final func makeInputPort<Interface>(
        implementation: Interface, _ property: String = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) -> InputPort<Interface> {
        internals.record.notePort(
            named: property, interface: Interface.self,
            at: BoundaryCallSite(fileID: fileID, filePath: filePath, line: line))
        return InputPort(implementation: implementation)
    }
}

extension BoundaryProtocol where Self: AnyBoundary {
    /// The resolved dependencies, filled by the framework when the boundary is built.
    ///
    /// Dynamic member lookup reaches every input port of every dependency:
    /// `dependencies.paymentsFacade` returns the port's object.
    public var dependencies: Dependencies {
        guard let storage = internals.storage as? DependencyStorage<Dependencies> else {
            preconditionFailure(
                "Boundaries: \(String(reflecting: Self.self)) was built with dependencies of another type than "
                    + "\(String(reflecting: Dependencies.self)); boundaries must be built by their own resolver")
        }
        return storage.values
    }

    /// The type of this boundary once resolved: only its input ports are reachable.
    public typealias Resolved = Boundaries.Resolved<Self>
}

/// Holds a boundary's dependency list with its static type, behind a class
/// so the non-generic base class can keep it and get it back with a checked cast.
class AnyDependencyStorage {}

final class DependencyStorage<List: BoundaryListProtocol>: AnyDependencyStorage {
    let values: List

    init(_ values: List) {
        self.values = values
    }
}
