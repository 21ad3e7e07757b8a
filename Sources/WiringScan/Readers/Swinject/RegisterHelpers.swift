import WiringModel

/// The app's registering helpers of a scan, by name: functions whose body registers the type their
/// caller passes, directly (`register(type)`, `_register(type, …)`) or through another helper
/// (`registerShared(type) { _ in factory() }`), with the scope and storyboard entry their bodies set and
/// whether their factory makes their caller's type.
struct RegisterHelpers {
    private var byName: [String: RegisterHelper] = [:]

    /// Gathers the helpers every file declares, following helpers that forward to others.
    init(_ files: [SwinjectFile]) {
        var forwarding: [RegisterHelper] = []
        for (_, swinject) in files {
            for helper in swinject.helperDetails {
                if helper.forwardsTo == nil {
                    if byName[helper.name] == nil { byName[helper.name] = helper }
                } else {
                    forwarding.append(helper)
                }
            }
        }
        // A helper forwarding to a helper is one; its own chained scope wins over the one it calls.
        var changed = true
        while changed {
            changed = false
            for helper in forwarding where byName[helper.name] == nil {
                guard let target = helper.forwardsTo.flatMap({ byName[$0] }) else { continue }
                byName[helper.name] = RegisterHelper(
                    name: helper.name, life: helper.life == .absent ? target.life : helper.life, isStoryboard: target.isStoryboard,
                    isAutoregister: target.isAutoregister,
                    makesCallersType: helper.passesFactory ? helper.makesCallersType : target.makesCallersType)
                changed = true
            }
        }
    }

    /// The helper of that name, if the scan declares one.
    subscript(name: String) -> RegisterHelper? { byName[name] }
}

extension RegistrationGraphBuilder {
    /// Says a call of a registering helper that is not read as a registration.
    mutating func warnUnreadHelperCall(_ name: String, at place: SourcePlace) {
        warn(place, "a call of the registering helper '\(name)' not written as `\(name)(T.self) { r in … }`; "
            + "the registration is not read")
    }
}
