/// A built boundary, seen from outside: only its input ports are reachable.
///
/// Member access returns the port's object: `app.rootView` on a
/// `Resolved<ApplicationBoundary>` returns the root view itself. The boundary
/// behind it stays private, protecting its encapsulation.
@dynamicMemberLookup
public struct Resolved<B: AnyBoundary & BoundaryProtocol> {
    let boundary: B

    init(boundary: B) {
        self.boundary = boundary
    }

    /// Reaches an input port of the boundary.
    public subscript<T>(dynamicMember keyPath: KeyPath<B, InputPort<T>>) -> T {
        boundary[keyPath: keyPath].implementation
    }
}

extension Resolved where B: RootBoundaryProtocol {
    /// Builds a root boundary without recording where.
    ///
    /// `Resolved()` calls the initializer below, which records its call site; this one
    /// remains so that `Resolved<App>.init` still works as a `() -> Resolved<App>` function.
    @_disfavoredOverload
    public init() {
        self.init(building: nil)
    }

    /// Builds a root boundary: the only boundary an app creates directly.
    ///
    /// Keep the result for as long as the app runs: it holds the boundary graph.
    ///
    /// - Parameters:
    ///   - fileID: Where the root is built; leave the default.
    ///   - filePath: Where the root is built; leave the default.
    ///   - line: Where the root is built; leave the default.
    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line) {
        self.init(building: BoundaryCallSite(fileID: fileID, filePath: filePath, line: line))
    }

    private init(building site: BoundaryCallSite?) {
        let record = BoundaryRecord(boundaryType: B.self, parent: nil)
        record.noteResolved(dependencies: [], at: site)
        self.init(boundary: B(internal: AnyBoundary.Internals(record: record, storage: DependencyStorage(B.Dependencies()))))
    }
}

/// Lets an inspector reach the boundary behind a `Resolved` value, and its type
/// when there is no value yet (an unresolved `lazy var`).
@_spi(WiringInspection) public protocol ResolvedBoundaryReflecting {
    /// The boundary type behind the resolved value.
    static var boundaryType: Any.Type { get }
    /// The boundary instance.
    var inspectedBoundary: AnyBoundary { get }
}

@_spi(WiringInspection) extension Resolved: ResolvedBoundaryReflecting {
    public static var boundaryType: Any.Type { B.self }
    public var inspectedBoundary: AnyBoundary { boundary }
}
