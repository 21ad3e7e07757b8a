import Foundation
import Swinject

/// A `Resolver` that records which service each factory resolves, for exact
/// `resolves` edges in a snapshot.
///
/// Resolve your app's roots through the recorder instead of the container; Swinject
/// then hands the recorder, not the container, to every factory it runs, so each
/// nested `r.resolve(…)` passes through it and is recorded as an edge from the
/// registration being built to the one it asked for. Nothing else changes: the
/// container still does all the work, with the same scopes and instances.
///
/// ```swift
/// let container = Container()
/// container.register(Engine.self) { _ in VWEngine() }
/// container.register(Car.self) { r in BMWX3(engine: r.resolve(Engine.self)!) }
///
/// let recorder = RecordingResolver(container)
/// let car = recorder.resolve(Car.self)!        // records Car → Engine
/// let snapshot = GraphSnapshot.capture(container, recorder: recorder)
/// ```
///
/// Records are kept per registration pair, so memory stays bounded however often
/// services are resolved. Each thread tracks its own factory stack, so resolving
/// on several threads records correctly; pass `synchronized: true` to resolve
/// through Swinject's thread-safe view. Swinject runs `initCompleted` handlers with
/// the container itself, so what they resolve is not recorded; and what a `Lazy` or
/// `Provider` resolves when it later builds its instance is recorded against the
/// factory running at that moment, if any.
public final class RecordingResolver: @unchecked Sendable {
    // `@unchecked`: `recorded` is only touched under `lock`; `base` is Swinject's,
    // which is as thread-safe as the container it wraps.

    /// The container resolutions go to.
    public let container: Container
    /// What resolutions are sent to: the container or its synchronized view.
    private let base: any Resolver & _Resolver
    private let lock = NSLock()
    private var recorded: Set<RecordedResolution> = []

    /// Creates a recorder in front of a container.
    ///
    /// - Parameters:
    ///   - container: The container to resolve from.
    ///   - synchronized: `true` to resolve through `container.synchronize()`, Swinject's
    ///     thread-safe view, as an app that resolves from several threads must.
    public init(_ container: Container, synchronized: Bool = false) {
        self.container = container
        if synchronized, let view = container.synchronize() as? Container {
            base = view
        } else {
            base = container
        }
    }

    /// The pairs recorded so far, in no particular order.
    var resolutions: Set<RecordedResolution> {
        lock.withLock { recorded }
    }

    /// Forgets every recorded resolution.
    public func reset() {
        lock.withLock { recorded.removeAll() }
    }

    /// Records a resolution against the factory running on this thread, then performs it.
    func recording<Service>(_ key: RegistrationKey, _ resolve: () -> Service?) -> Service? {
        let me = ObjectIdentifier(self)
        if let caller = ResolutionFrame.current, caller.recorder == me {
            let resolution = RecordedResolution(from: caller.key, to: key)
            _ = lock.withLock { recorded.insert(resolution) }
        }
        return ResolutionFrame.$current.withValue(ResolutionFrame(recorder: me, key: key), operation: resolve)
    }
}

extension RecordingResolver: _Resolver {
    /// Resolves through the container, recording the resolution.
    ///
    /// Swinject's resolve methods all end here; the `invoker` passes this recorder
    /// to the factory, so the factory's own resolutions are recorded too.
    ///
    /// - Parameters:
    ///   - name: The registration name.
    ///   - option: An extension's key option.
    ///   - invoker: Runs the factory with its arguments.
    /// - Returns: The resolved service, or `nil` when nothing is registered for it.
    public func _resolve<Service, Arguments>(
        name: String?, option: (any ServiceKeyOption)? = nil, invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        let key = RegistrationKey(
            serviceType: Service.self, argumentsType: Arguments.self, name: name,
            option: option.map { String(describing: $0) })
        return recording(key) { base._resolve(name: name, option: option, invoker: invoker) }
    }
}
