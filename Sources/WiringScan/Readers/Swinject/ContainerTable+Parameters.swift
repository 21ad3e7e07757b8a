/// What the callers of a function pass to one of its parameters (`func recorder(_ main: Container)` called as
/// `recorder(container)`), followed through the callers' own parameters.
extension ContainerTable {
    /// What callers pass to a parameter, once followed.
    enum Fill: Hashable {
        /// A container made at this site.
        case made(String)
        /// An assembly's own `container` parameter, by the assembly's type path (with the module it is in).
        case assembly([String], module: String)
        /// Something the scan cannot tell (a name bound to no container it sees, a call passing no variable).
        case unknown
    }

    /// The calls passing containers, or what may be, by the name of the function called.
    typealias PassingCalls = [String: [(file: SourceFacts, call: ContainerPassingCall)]]

    /// Every file's calls passing containers, by the name of the function called.
    static func passingCalls(_ files: [SwinjectFile]) -> PassingCalls {
        var calls: PassingCalls = [:]
        for entry in files {
            for call in entry.facts.containerPassingCalls { calls[call.called, default: []].append((entry.file, call)) }
        }
        return calls
    }

    /// What the calls of a parameter's function pass to it, each once; empty when no call is seen.
    ///
    /// - Parameter readsMembers: Whether a property read from another value (`Provider.shared.container`) is the
    ///   container bound by its last name; when `false` it is one the scan cannot tell.
    func fills(of slot: ParameterSlot, calls: PassingCalls, readsMembers: Bool, depth: Int = 0) -> Set<Fill> {
        var fills: Set<Fill> = []
        for (file, call) in calls[slot.function] ?? [] where Self.calls(call, slot) {
            let argument = slot.label.map { label in call.arguments.first { $0.label == label } }
                ?? (call.arguments.indices.contains(slot.index) && call.arguments[slot.index].label == nil
                    ? call.arguments[slot.index] : nil)
            guard let argument else { continue }
            switch argument.passed {
            case .made(let site)?: fills.insert(.made(site))
            case .named(let name)?:
                fills.insert(site(named: name, file: file.file, module: file.module).map { .made($0) } ?? .unknown)
            case .member(let name)? where readsMembers:
                fills.insert(site(named: name, file: file.file, module: file.module).map { .made($0) } ?? .unknown)
            case .property(let held)?:
                // Read from a value of a type the file writes: the container that type's property holds; else as any
                // other property read from a value.
                let byName = readsMembers ? site(named: held.property, file: file.file, module: file.module) : nil
                fills.insert((site(heldBy: held) ?? byName).map { .made($0) } ?? .unknown)
            case .assemblyParameter(let path)?: fills.insert(.assembly(path, module: file.module))
            case .parameter(let outer)?:
                let outerFills = depth < 4 && outer != slot
                    ? self.fills(of: outer, calls: calls, readsMembers: readsMembers, depth: depth + 1) : []
                fills.formUnion(outerFills.isEmpty ? [.unknown] : outerFills)
            case .member?, nil: fills.insert(.unknown)
            }
        }
        return fills
    }

    /// Whether a call may be of the slot's function: made without a receiver (or on `self`) in the type declaring it,
    /// or on that type by name; a call on another receiver (`helper.setUp(container:)`) of a function of that name.
    private static func calls(_ call: ContainerPassingCall, _ slot: ParameterSlot) -> Bool {
        switch call.receiver {
        case nil, "self"?, "Self"?: return slot.type.isEmpty || call.caller.last == slot.type.last
        case let receiver? where receiver.first?.isUppercase == true: return receiver == slot.type.last
        default: return true
        }
    }
}
