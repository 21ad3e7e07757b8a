import WiringModel

/// Which containers an assembly's registrations go into: the container of each process target (the app, or an
/// app extension running as a process of its own) whose code makes an `Assembler` listing that assembly. An
/// assembly of a framework both the app and its widget list (`Assembler([CoreAssembly()])` in each) registers
/// into both containers.
extension RegistrationGraphBuilder {
    /// Notes the process targets whose `Assembler`s list each assembly, where some target running apart from
    /// the app makes an `Assembler` (elsewhere every `Assembler` fills the app's container, whatever it lists).
    /// A list that cannot be followed is said, and its assemblies stay where they are declared.
    mutating func noteAssemblerTargets(_ files: [SwinjectFile], swinjectModules: Set<String>) {
        let making = files.filter { swinjectModules.contains($0.file.module) && !$0.facts.assemblerLists.isEmpty }
        guard making.contains(where: { $0.file.runsApartFromApp }) else { return }
        for held in making {
            let (file, swinject) = (held.file, held.facts)
            let target: String? = file.runsApartFromApp ? file.module : nil
            let scope = LookupScope(module: file.module, context: [], imports: file.imports)
            for list in swinject.assemblerLists {
                let place = SourcePlace(file: file.file, line: list.line)
                var listed = list.listed
                if let variable = list.variable {
                    guard let bound = swinject.assemblyArrays[variable] else {
                        if target == nil { appListsUnread = true }
                        warn(place, "\(list.text) lists the assemblies in '\(variable)', which is not an array literal of assemblies "
                            + "bound in this file; which assemblies it lists is not read, so their registrations stay in the "
                            + "container of the target declaring them")
                        continue
                    }
                    listed = bound
                }
                for element in listed.unread {
                    if target == nil { appListsUnread = true }
                    warn(place, "\(list.text) lists '\(element)', which is not a call of an assembly's initializer; which "
                        + "assembly it is is not read, so its registrations stay in the container of the target declaring it")
                }
                for type in listed.types {
                    guard let name = index.qualifiedName(of: type, in: scope) else { continue }
                    assemblerTargets[name, default: []].insert(target)
                }
            }
        }
    }

    /// The process targets a registration on an assembly's `container` parameter goes into, the app's as `nil`: those
    /// whose `Assembler`s list the assembly (the app's too when one of its lists is not read), else the target
    /// compiling the file.
    func assemblyPlacements(_ call: RegistrationCall, file: SourceFacts, scope: LookupScope) -> [String?] {
        let own: String? = file.runsApartFromApp ? file.module : nil
        guard let assembly = call.assembly, !assembly.isEmpty,
              let name = index.qualifiedName(of: assembly.map { TypeComponent(name: $0, arguments: []) }, in: scope),
              let targets = assemblerTargets[name]
        else { return [own] }
        var placements: [String?] = []
        if let own {
            placements.append(own)
        } else if targets.contains(nil) || appListsUnread {
            placements.append(nil)
        }
        placements += targets.compactMap { $0 }.filter { $0 != own }.sorted().map { Optional($0) }
        return placements.isEmpty ? [own] : placements
    }
}
