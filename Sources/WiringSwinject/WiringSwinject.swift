/// Capture of Swinject containers into the same `GraphSnapshot` model the rest of
/// Wiring reads, so that render, diff and inspect work for apps built on Swinject.
///
/// Swinject keeps its registrations internal, so capture reads a `Container` with
/// `Mirror` alone: it never resolves a service, never runs a factory and changes
/// no state. `RecordingResolver` is the opt-in part: handed to factories in place
/// of the container, it records which service each factory resolved, and capture
/// turns those records into exact `resolves` edges.
import WiringModel
