import Swinject
import WiringModel

extension GraphSnapshot {
    /// Captures a Swinject container: its registrations, its parent containers and
    /// the `resolves` edges its kept instances show.
    ///
    /// The container and each parent become `box` nodes (`container`,
    /// `container/parent`, …), each enclosed by its parent. Every service entry
    /// becomes one `service` node in the container it was registered in, with its
    /// service type, registration name as `key`, object scope as `life`, and the
    /// attributes `arguments` (what its factory takes besides the resolver),
    /// `instance` (`"true"` when its scope keeps an instance now) and
    /// `forwardedTypes` (the other types `.implements` leads to the same entry).
    /// A registration never resolved has `resolved: false`.
    ///
    /// Edges come from the instances the scopes keep, matched to registrations by
    /// identity or, failing that, by type (the rules are in `docs/swinject.md`);
    /// pass a `RecordingResolver` to add the exact resolutions it recorded.
    ///
    /// Capture only reads the container with `Mirror`: it resolves nothing, runs no
    /// factory, makes no storage and changes no state. Capture while no other
    /// thread registers services. A synchronized view (`container.synchronize()`)
    /// is captured as the container it wraps.
    ///
    /// - Parameters:
    ///   - container: The container to capture.
    ///   - recorder: A recorder the app resolved through, for exact `resolves` edges.
    /// - Returns: The snapshot, with `source` `"swinject"`.
    public static func capture(_ container: Container, recorder: RecordingResolver? = nil) -> GraphSnapshot {
        ContainerCapture.capture(container, recorder: recorder)
    }
}
