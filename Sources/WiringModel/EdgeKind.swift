/// What an arrow of a wiring graph means.
public enum EdgeKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Boundary A lists boundary B in its `Dependencies`.
    case dependency
    /// Boundary A lists plugin P in its `Dependencies`.
    case plugin
    /// Adapter S implements plugin P (S → P).
    case adapts
    /// While building service A, the box resolved service B.
    case resolves
    /// Object A keeps a stored reference to object B.
    case holds
    /// Module A declares module B (or a product holding it) as a dependency in `Package.swift`.
    case depends
    /// A file of module A imports module B.
    case imports

    public static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How strongly a `holds` edge keeps its target alive.
public enum ReferenceStrength: String, Sendable, Hashable, CaseIterable, Codable {
    /// An ordinary strong reference.
    case strong
    /// A `weak` reference: does not keep the target alive.
    case weak
    /// An `unowned` (or `unowned(unsafe)`) reference.
    case unowned
}
