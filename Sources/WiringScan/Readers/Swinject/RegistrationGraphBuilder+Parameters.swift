import WiringModel

/// The container a function's parameter is, for the registrations made on it outside an assembly's
/// `assemble(container:)` (`func registerServices(in container: Container) { container.register(…) }`): whatever
/// the function's callers pass, followed through the callers' own parameters, never a container bound by that
/// name elsewhere in the tree.
extension RegistrationGraphBuilder {
    /// The files with each registration made on a function's parameter placed in the container every scanned call
    /// of the function passes (the container made where it is, or the calling assembly's own parameter); where calls
    /// pass different containers, or none is seen and a container is bound by that name, the registrations keep the
    /// container bound by that name, if any, and that is said once per function.
    mutating func followingParameters(_ files: [SwinjectFile]) -> [SwinjectFile] {
        guard files.contains(where: { $0.facts.registrations.contains { $0.parameterOf != nil } }) else { return files }
        // Only Swinject's own `register` on the parameter: a call of an app's helper (`wrapper.register(interface:)`)
        // registers where the helper's body does, and a call of a name no helper has (`provider.loadObject(ofClass:)`)
        // registers nothing.
        func registers(_ call: RegistrationCall) -> Bool { call.framework == .swinject && call.helper == nil }
        let calls = ContainerTable.passingCalls(files)
        var said: Set<ParameterSlot> = []
        return files.map { entry in
            guard entry.facts.registrations.contains(where: { $0.parameterOf != nil }) else { return entry }
            var swinject = entry.facts
            for index in swinject.registrations.indices {
                guard let slot = swinject.registrations[index].parameterOf, registers(swinject.registrations[index]) else { continue }
                let fills = containers.fills(of: slot, calls: calls, readsMembers: true)
                switch fills.count == 1 ? fills.first : nil {
                case .made(let site)?:
                    swinject.registrations[index].containerSite = site
                case .assembly(let path, let module)? where module == entry.file.module:
                    swinject.registrations[index].assembly = path
                default:
                    // Callers passing different containers are said; so is a parameter no call tells when a container is
                    // bound by its name, which the registrations would silently be taken to fill. One no call tells and
                    // no binding names fills the app's unnamed container, as an assembly's parameter no `Assembler` fills.
                    let receiver = swinject.registrations[index].receiver
                    let named = containers.site(named: receiver, file: entry.file.file, module: entry.file.module) != nil
                    guard fills.count > 1 || named, said.insert(slot).inserted else { continue }
                    let why = fills.isEmpty
                        ? "no scanned call of '\(slot.function)' passes it"
                        : "the scanned calls of '\(slot.function)' pass \(fills.count > 1 ? "different containers" : "a container the scan cannot tell")"
                    warn(SourcePlace(file: entry.file.file, line: swinject.registrations[index].line),
                         "registers on '\(receiver)', a parameter of '\(slot.function)', and \(why); which container it is is not "
                            + "read, so its registrations are drawn in the container bound by that name, if any, else the app's")
                }
            }
            return SwinjectFile(file: entry.file, facts: swinject)
        }
    }
}
