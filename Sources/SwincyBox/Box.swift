// SwincyBox — a small dependency-injection container.
//
// A `Box` holds factories registered per service type (and optional key) and builds
// services on demand with `resolve`, handing each factory a `Resolver` so that it can
// resolve its own dependencies. Registrations are `.transient` (a new instance per
// resolve) or `.permanent` (created on first resolve, then kept). Child boxes see their
// parent's registrations.
//
// The API follows the original SwincyBox README, so code written for it compiles
// unchanged, and improves on it: registrations are keyed by type identity, overwrites are
// reported, every operation is thread-safe (a permanent service is created exactly once
// under contention), failures name the type, key and resolution chain, and `resolving`
// reports them as a typed `SwincyBoxError` instead of trapping. An `@_spi(WiringInspection)`
// surface lets a graph capture read registrations and `resolves` edges without running
// any factory.

import Foundation

/// A container of service factories, also known as an IoC container.
///
/// Register a factory per service type, then resolve services from anywhere:
///
/// ```swift
/// let box = Box()
/// box.register { Engine() as Transmission }
/// box.register(key: "familyCar") { r in BMWX3(engine: r.resolve()) as Car }
/// let car = box.resolve(key: "familyCar") as Car
/// ```
///
/// A box is safe to use from many threads at once; factories run outside its lock, so
/// they may resolve other services (from this box or any other). A box can be stored in
/// a `static let`, such as the README's `struct App { static let box = Box() }`.
/// Services handed to several threads are the app's to make thread-safe.
///
/// A child box (`newChildBox(forKey:)`) is owned by its parent and refers back to it
/// weakly: keep the root box alive for as long as its children are used.
public final class Box: @unchecked Sendable {
    /// The child-box keys from the root box down to this box.
    let path: [String]
    /// The box this one was created from, consulted when a lookup misses here.
    private(set) weak var parent: Box?

    /// Guards `registrations`, `children` and `resolutions`; never held while a factory runs.
    let lock = NSLock()
    /// This box's registrations.
    var registrations: [RegistrationKey: Registration] = [:]
    /// The child boxes created from this box, by key.
    var children: [String: Box] = [:]
    /// The `resolves` edges recorded while building services registered here.
    var resolutions: Set<ResolutionRecord> = []

    /// Creates an empty root box.
    public init() {
        path = []
        parent = nil
    }

    /// Creates an empty child box of `parent` stored under `key`.
    private init(parent: Box, key: String) {
        path = parent.path + [key]
        self.parent = parent
    }

    /// The number of services registered in this box (not counting its parent's).
    public var registeredServiceCount: Int {
        lock.withLock { registrations.count }
    }

    /// Removes every registration of this box, with their permanent instances and the
    /// `resolves` edges recorded for them.
    ///
    /// Child boxes and their registrations stay; clear them separately. A resolve already
    /// running finishes with the registration it found.
    public func clear() {
        lock.withLock {
            registrations.removeAll()
            resolutions.removeAll()
        }
    }

    /// Creates a child box, stores it under `key` and returns it.
    ///
    /// The child resolves its own registrations first and falls back to this box (and its
    /// parents) for the rest, so it can override a few services and share the others.
    /// A child box created earlier under the same key is replaced.
    ///
    /// - Parameter key: The name of the child box, used by `childBox(forKey:)`.
    /// - Returns: The new, empty child box.
    @discardableResult
    public func newChildBox(forKey key: String) -> Box {
        let child = Box(parent: self, key: key)
        lock.withLock { children[key] = child }
        return child
    }

    /// Returns the child box stored under `key`.
    ///
    /// - Parameter key: The key the child box was created with.
    /// - Returns: The child box, or `nil` if this box has none under `key`.
    public func childBox(forKey key: String) -> Box? {
        lock.withLock { children[key] }
    }
}

extension Box {
    /// Finds the registration for `key` in this box or, failing that, its parents.
    ///
    /// - Returns: The registration and the box holding it, or `nil` if no box has one.
    func lookup(_ key: RegistrationKey) -> ResolutionFrame? {
        var box: Box? = self
        while let current = box {
            if let registration = current.lock.withLock({ current.registrations[key] }) {
                return ResolutionFrame(registration: registration, owner: current)
            }
            box = current.parent
        }
        return nil
    }

    /// Stores a `resolves` edge recorded while building a service registered here.
    ///
    /// An edge made by `resolve` calls on several lines keeps the first of them in file and line
    /// order, so which one a box shows does not depend on which thread got there first.
    func record(_ resolution: ResolutionRecord) {
        lock.withLock {
            let (inserted, existing) = resolutions.insert(resolution)
            guard !inserted, let place = resolution.place else { return }
            if let kept = existing.place, !place.precedes(kept) { return }
            resolutions.update(with: resolution)
        }
    }
}
