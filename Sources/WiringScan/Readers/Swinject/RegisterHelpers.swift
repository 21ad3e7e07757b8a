import WiringModel

/// The app's registering helpers of a scan, by name: functions whose body registers the type their
/// caller passes, directly (`register(type)`, `_register(type, …)`) or through another helper
/// (`registerShared(type) { _ in factory() }`), with the scope and storyboard entry their bodies set and
/// whether their factory makes their caller's type.
struct RegisterHelpers {
    private var byName: [String: RegisterHelper] = [:]
    /// The helpers taking the type by a label (`register(interface:implement:)`), by name and that label.
    private var byLabel: [LabelledName: RegisterHelper] = [:]

    private struct LabelledName: Hashable {
        var name: String
        var label: String
    }

    /// Gathers the helpers every file declares, following helpers that forward to others.
    init(_ files: [SwinjectFile]) {
        var forwarding: [RegisterHelper] = []
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for var helper in swinject.helperDetails {
                helper.module = file.module
                if helper.forwardsTo == nil {
                    if byName[helper.name] == nil { byName[helper.name] = helper }
                    if let label = helper.typeLabel, byLabel[LabelledName(name: helper.name, label: label)] == nil {
                        byLabel[LabelledName(name: helper.name, label: label)] = helper
                    }
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
                    makesCallersType: helper.passesFactory ? helper.makesCallersType : target.makesCallersType,
                    typeLabel: helper.typeLabel, module: helper.module)
                changed = true
            }
        }
        // A forwarding helper taking the type by a label is known by it once followed.
        for helper in forwarding {
            guard let label = helper.typeLabel, let known = byName[helper.name], known.typeLabel == label else { continue }
            let key = LabelledName(name: helper.name, label: label)
            if byLabel[key] == nil { byLabel[key] = known }
        }
    }

    /// The helper of that name, if the scan declares one.
    subscript(name: String) -> RegisterHelper? { byName[name] }

    /// The helper of that name taking the type by that label, or of that name when the call passes the type unlabelled.
    subscript(name: String, label label: String?) -> RegisterHelper? {
        guard let label else { return byName[name] }
        return byLabel[LabelledName(name: name, label: label)]
    }
}

extension RegistrationGraphBuilder {
    /// Says a call of a registering helper that is not read as a registration.
    mutating func warnUnreadHelperCall(_ name: String, at place: SourcePlace, label: String? = nil) {
        let shape = label.map { "\(name)(\($0): T.self) { r in … }" } ?? "\(name)(T.self) { r in … }"
        warn(place, "a call of the registering helper '\(name)' not written as `\(shape)`; "
            + "the registration is not read")
    }
}
