/// Wiring: capture the object graph an app wires together at runtime, and render,
/// diff and inspect the snapshots.
///
/// This is the module apps and tests import. It re-exports the snapshot model,
/// capture, rendering, diffing and inspection, so one `import Wiring` is enough:
///
/// ```swift
/// import Wiring
///
/// let snapshot = GraphSnapshot.capture(ApplicationBoundary.Resolved())
/// try snapshot.write(to: URL(fileURLWithPath: "app.wiring.json"))
/// ```
@_exported import WiringCapture
@_exported import WiringDiff
@_exported import WiringInspect
@_exported import WiringModel
@_exported import WiringRender
