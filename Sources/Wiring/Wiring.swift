/// Wiring: capture the object graph an app wires together at runtime, and inspect and diff the
/// snapshots.
///
/// This is the module apps and their tests import. It is pure Swift and builds on every platform
/// (iOS, macOS, tvOS, watchOS, visionOS, Linux): it re-exports the snapshot model (`WiringModel`),
/// capture (`WiringCapture`), inspection (`WiringInspect`), comparing two snapshots (`WiringDiff`)
/// and holding a snapshot or a diff to rules and a baseline (`WiringCheck`, with the text reports).
/// The other report writers (Markdown, JSON, SARIF, GitHub annotations, JUnit) are the tools'
/// `WiringReports`, and
/// drawing (DOT, SVG, PNG, PDF, HTML, the visual diff) needs Graphviz and lives in `WiringRender`,
/// which tools on macOS and Linux link.
///
/// ```swift
/// import Wiring
///
/// let snapshot = GraphSnapshot.capture(ApplicationBoundary.Resolved())
/// try snapshot.write(to: URL(fileURLWithPath: "app.wiring.json"))
/// print(snapshot)  // the inspect tree; `po snapshot` in a debugger prints the same
/// ```
@_exported import WiringCapture
@_exported import WiringCheck
@_exported import WiringDiff
@_exported import WiringInspect
@_exported import WiringModel
