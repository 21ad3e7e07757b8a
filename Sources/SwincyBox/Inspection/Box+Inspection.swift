extension Box {
    /// The keys of the child boxes from the root box down to this box; `[]` for a root box.
    @_spi(WiringInspection) public var inspectionPath: [String] { path }

    /// This box's registrations (not its parent's), sorted by type name then key.
    ///
    /// Reading this runs no factory and changes nothing: a permanent service that was
    /// never resolved shows `instance == nil`.
    @_spi(WiringInspection) public var inspectionRegistrations: [RegistrationInfo] {
        lock.withLock {
            registrations.values
                .map { registration in
                    let observed = BuildCoordinator.shared.observe(registration)
                    return RegistrationInfo(
                        identity: registration.identity,
                        life: registration.life,
                        instance: observed.instance,
                        resolveCount: observed.resolveCount,
                        place: registration.place
                    )
                }
                .sorted { ServiceIdentity.precedes($0.identity, $1.identity) }
        }
    }

    /// The `resolves` edges recorded while building services registered in this box,
    /// each once, sorted by `from` then `to`.
    @_spi(WiringInspection) public var inspectionResolutions: [ResolutionRecord] {
        lock.withLock { resolutions.sorted(by: ResolutionRecord.precedes) }
    }

    /// This box's child boxes, sorted by key.
    @_spi(WiringInspection) public var inspectionChildren: [(key: String, box: Box)] {
        lock.withLock { children.sorted { $0.key < $1.key }.map { (key: $0.key, box: $0.value) } }
    }

    /// The box this one was created from with `newChildBox(forKey:)`; `nil` for a root box
    /// (or once the parent has been released).
    @_spi(WiringInspection) public var inspectionParent: Box? { parent }
}
