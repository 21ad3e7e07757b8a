@_spi(WiringInspection) import Boundaries
import SwincyBox
import WiringModel

extension GraphSnapshot {
    /// Captures a resolved boundary graph.
    ///
    /// Records every boundary reachable from `resolved` — subboundaries, dependencies,
    /// plugins and the adapters implementing them — with their ports: stored and lazy
    /// ones found by `Mirror`, computed ones recorded by the framework when first made.
    /// Subboundaries declared but not resolved yet appear with `resolved: false`.
    /// Nothing is built, no port is made and no `lazy var` is triggered.
    ///
    /// - Parameter resolved: A resolved boundary, root or not.
    /// - Returns: The snapshot.
    public static func capture<B>(_ resolved: Resolved<B>) -> GraphSnapshot {
        BoundaryGraphCapture.capture(resolved.inspectedBoundary)
    }

    /// Captures a box: its registrations, child boxes and the resolutions it recorded.
    ///
    /// No factory runs and no permanent instance is created.
    ///
    /// - Parameter box: The box.
    /// - Returns: The snapshot.
    public static func capture(_ box: Box) -> GraphSnapshot {
        BoxCapture.capture(box)
    }

    /// Captures whatever `subject` is: a resolved boundary or a box as above, or
    /// any other value by a generic walk of its stored references.
    ///
    /// The generic walk records class instances as `object` nodes and stored
    /// references as `holds` edges, looking through structs, enums, optionals and
    /// collections. It reads through `Mirror`, which does not show whether a property
    /// is weak or unowned: references are `strong` unless their properties are
    /// declared in `options` (see `CaptureOptions.declare(_:_:in:)`).
    ///
    /// - Parameters:
    ///   - subject: The value to capture.
    ///   - options: Limits for a generic walk, and its weak and unowned properties.
    /// - Returns: The snapshot.
    public static func capture(_ subject: Any, options: CaptureOptions = CaptureOptions()) -> GraphSnapshot {
        if let resolved = subject as? any ResolvedBoundaryReflecting {
            return BoundaryGraphCapture.capture(resolved.inspectedBoundary)
        }
        if let boundary = subject as? AnyBoundary {
            return BoundaryGraphCapture.capture(boundary)
        }
        if let box = subject as? Box {
            return BoxCapture.capture(box)
        }
        return ObjectGraphCapture.capture(subject, options: options)
    }
}
