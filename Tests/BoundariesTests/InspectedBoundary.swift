@_spi(WiringInspection) import Boundaries
import Testing

/// The boundary behind a resolved value, for tests that read members a
/// `Resolved` deliberately hides (stored and lazy properties, `dependencies`).
///
/// - Parameter resolved: A resolved boundary.
/// - Returns: The boundary instance.
/// - Throws: When the instance is not of the resolved type (a framework fault).
func inspectedBoundary<B>(of resolved: Resolved<B>) throws -> B {
    try #require(resolved.inspectedBoundary as? B)
}
