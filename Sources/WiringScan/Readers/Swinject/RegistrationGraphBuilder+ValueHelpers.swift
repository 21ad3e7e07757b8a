import WiringModel

extension RegistrationGraphBuilder {
    /// A generic function registering the type of a value its callers pass, with the file declaring its registration.
    private struct FoundValueHelper {
        var helper: ValueHelper
        var file: String
        /// The place of the registration it makes, the same for the helper declaring it and those forwarding to it.
        var origin: SourcePlace { SourcePlace(file: file, line: helper.registration.line) }
    }

    /// Follows generic functions that register the type of a value their callers pass
    /// (`func add<T>(_ value: T) { container.register(T.self) { _ in value } }`), and those forwarding such a
    /// value to one (`func show<T>(_ value: T) { add(value) }`): a call passing a value whose type the call writes
    /// (`add(Clock())`, `add(Clock.shared)`, `add(clock)` after `let clock: Clock`) registers that type at the
    /// call's line, in the container of the helper's registration. A call passing a value whose type the call does
    /// not write is said, and so is a helper no call passes a value to.
    mutating func followingValueHelpers(_ files: [SwinjectFile]) -> [SwinjectFile] {
        var helpers: [String: [FoundValueHelper]] = [:]
        for entry in files {
            for helper in entry.facts.valueHelpers { helpers[helper.name, default: []].append(.init(helper: helper, file: entry.file.file)) }
        }
        guard !helpers.isEmpty else { return files }
        let declared = helpers.values.flatMap { $0 }
        // A function passing its own value on to a helper is one, registering what that helper registers.
        let forwarding = files.flatMap { entry in entry.facts.valueCalls.filter { $0.function != nil } }
        for _ in 0..<8 {
            var added = false
            for call in forwarding {
                guard let function = call.function else { continue }
                for found in matching(call, helpers) {
                    guard let slot = argument(of: call, at: found.helper)?.forwarded else { continue }
                    var helper = found.helper
                    helper.name = function
                    helper.slot = slot
                    helper.labels = call.functionLabels
                    guard !(helpers[function] ?? []).contains(where: { $0.helper.slot == slot && $0.origin == found.origin }) else { continue }
                    helpers[function, default: []].append(.init(helper: helper, file: found.file))
                    added = true
                }
            }
            if !added { break }
        }
        var reached: Set<SourcePlace> = []
        let followed = files.map { entry -> SwinjectFile in
            var registrations: [RegistrationCall] = []
            if !ReaderNodes.isTest(entry.file) {
                for call in entry.facts.valueCalls {
                    for found in matching(call, helpers) {
                        guard let passed = argument(of: call, at: found.helper) else { continue }
                        // A value forwarded from the enclosing function is registered by that function's callers.
                        guard passed.forwarded == nil else { continue }
                        reached.insert(found.origin)
                        guard let type = passed.type else {
                            warn(SourcePlace(file: entry.file.file, line: call.line),
                                "\(call.name)(…) passes \(found.helper.name)<\(found.helper.typeParameter)> a value whose type the call "
                                    + "does not write (no initializer call, `.shared` or name declared with its type); the registration of "
                                    + "its type is left out")
                            continue
                        }
                        var registration = found.helper.registration
                        registration.explicitType = type
                        registration.castType = nil
                        registration.returnType = nil
                        registration.initializedType = nil
                        registration.context = call.context
                        registration.line = call.line
                        registrations.append(registration)
                    }
                }
            }
            guard !registrations.isEmpty else { return entry }
            var facts = entry.facts
            facts.registrations += registrations
            return SwinjectFile(file: entry.file, facts: facts)
        }
        for found in declared.sorted(by: { ($0.file, $0.helper.registration.line) < ($1.file, $1.helper.registration.line) })
        where !reached.contains(found.origin) {
            warn(found.origin,
                "register(\(found.helper.typeParameter).self) in \(found.helper.name)<\(found.helper.typeParameter)> registers the type "
                    + "of a value its callers pass, and no call the scan reads passes one; the registration is left out")
        }
        return followed
    }

    /// The helpers of a call's name whose parameters take every label the call passes.
    private func matching(_ call: ValueCall, _ helpers: [String: [FoundValueHelper]]) -> [FoundValueHelper] {
        (helpers[call.name] ?? []).filter { found in
            call.arguments.count <= found.helper.labels.count
                && call.arguments.allSatisfy { argument in found.helper.labels.contains(argument.label) }
        }
    }

    /// The argument a call passes for a helper's value: by its label, or by its position when unlabelled.
    private func argument(of call: ValueCall, at helper: ValueHelper) -> ValueCall.Argument? {
        if let label = helper.slot.label { return call.arguments.first { $0.label == label } }
        guard helper.slot.index < call.arguments.count, call.arguments[helper.slot.index].label == nil else { return nil }
        return call.arguments[helper.slot.index]
    }
}
