import WiringModel

/// The container an `Assembler` of the app fills, as far as the scan sees it.
enum AssemblerSite: Hashable {
    /// A container of the `Assembler`'s own.
    case own
    /// A container made at this site.
    case made(String)
    /// A container the scan cannot tell.
    case unknown
}

/// Which containers an assembly's registrations go into: the container of each process target (the app, or an
/// app extension running as a process of its own) whose code makes an `Assembler` listing that assembly. An
/// assembly of a framework both the app and its widget list (`Assembler([CoreAssembly()])` in each) registers
/// into both containers. An assembly another assembly assembles (`CoreAssembly().assemble(container: container)`,
/// `dependencies.forEach { $0.assemble(container: container) }`) is placed wherever that one is.
extension RegistrationGraphBuilder {
    /// One `Assembler` (or `assemble(container:)` call) of a process target, with the assemblies it lists.
    private struct Listing {
        /// The process target: `nil` for the app's, else the module of a target running apart from it.
        var target: String?
        /// The container the assemblies fill.
        var site: AssemblerSite
        /// The qualified names of the assemblies listed.
        var assemblies: [String]
        /// Where the list is written.
        var place: SourcePlace
        /// Whether the list itself is not all read.
        var unread: Bool
    }

    /// Notes the process targets whose `Assembler`s list each assembly, where some target running apart from
    /// the app makes an `Assembler` (elsewhere every `Assembler` fills the app's container, whatever it lists),
    /// and the container the app's `Assembler`s fill, for the assemblies' `container` parameter. A list that
    /// cannot be followed is said, and its assemblies stay where they are declared.
    mutating func noteAssemblerTargets(_ files: [SwinjectFile], swinjectModules: Set<String>) {
        let making = files.filter { swinjectModules.contains($0.file.module) && !$0.facts.assemblerLists.isEmpty }
        let apart = making.contains { $0.file.runsApartFromApp }
        var listings: [Listing] = []
        var inner: [String: [String]] = [:]
        // Where an assembly assembles a list not all read, by the assembly's qualified name.
        var unreadInner: [String: SourcePlace] = [:]
        for held in making {
            let (file, swinject) = (held.file, held.facts)
            let target: String? = file.runsApartFromApp ? file.module : nil
            let scope = LookupScope(module: file.module, context: [], imports: file.imports)
            for list in swinject.assemblerLists {
                let place = SourcePlace(file: file.file, line: list.line)
                var listed = list.listed
                var unread = false
                // Names bound to lists, and the names those lists are added from (`let all = common + [A()]`), each once.
                var variables = list.variables
                var seen: Set<String> = []
                while !variables.isEmpty {
                    let variable = variables.removeFirst()
                    guard seen.insert(variable).inserted else { continue }
                    guard var bound = swinject.assemblyArrays[variable] else {
                        unread = true
                        if apart {
                            warn(place, "\(list.text) lists the assemblies in '\(variable)', which is not an array literal of "
                                + "assemblies bound in this file; which assemblies it lists is not read, so their registrations "
                                + "stay in the container of the target declaring them")
                        }
                        continue
                    }
                    if let appended = swinject.assemblyAppends[variable] { bound.formUnion(appended) }
                    variables += bound.variables
                    bound.variables = []
                    listed.formUnion(bound)
                }
                for element in listed.unread {
                    unread = true
                    if apart {
                        warn(place, "\(list.text) lists '\(element)', which is not a call of an assembly's initializer; which "
                            + "assembly it is is not read, so its registrations stay in the container of the target declaring it")
                    }
                }
                let names = listed.types.compactMap { index.qualifiedName(of: $0, in: scope) }
                if let outer = list.outer {
                    let context = LookupScope(module: file.module, context: outer, imports: file.imports)
                    if let name = index.qualifiedName(of: outer.map { TypeComponent(name: $0, arguments: []) }, in: context) {
                        inner[name, default: []] += names
                        if unread, unreadInner[name] == nil { unreadInner[name] = place }
                    }
                    continue
                }
                let site: AssemblerSite
                switch list.filled {
                case .own: site = .own
                case .named(let name): site = containers.site(named: name, file: file.file, module: file.module).map { .made($0) } ?? .unknown
                case .unknown: site = .unknown
                }
                listings.append(Listing(target: target, site: site, assemblies: names, place: place, unread: unread))
            }
        }
        // Where the app's `Assembler`s place each assembly, by its qualified name.
        var appPlaces: [String: [SourcePlace]] = [:]
        for listing in listings {
            // The assemblies listed, and those they assemble in turn, each once.
            var placed = Set<String>()
            var pending = listing.assemblies
            // The first list not all read that fills this container: the listing's own, else one an assembly it places
            // assembles (`extras.forEach { $0.assemble(container: container) }` over a list not read).
            var unreadPlace: SourcePlace? = listing.unread ? listing.place : nil
            while let name = pending.popLast() {
                guard placed.insert(name).inserted else { continue }
                pending += inner[name] ?? []
                if unreadPlace == nil { unreadPlace = unreadInner[name] }
                if apart { assemblerTargets[name, default: []].insert(listing.target) }
                if listing.target == nil {
                    appAssemblerSites[name, default: []].append(listing.site)
                    appPlaces[name, default: []].append(listing.place)
                }
            }
            if listing.target == nil { everyAppAssemblerSite.append(listing.site) }
            for name in placed { appliedAssemblies.formUnion(declarations.lineage(of: name)) }
            guard let unreadPlace else { continue }
            if listing.target == nil { appListsUnread = true }
            if let target = listing.target, apartListsUnread.insert(target).inserted {
                let which = unreadPlace == listing.place
                    ? "this list is not all read"
                    : "an assembly it lists assembles a list not all read (\(unreadPlace))"
                warn(listing.place, "the container of \(target), which runs as a process of its own, is not fully known, as "
                    + "\(which); a service it is not seen to register is looked up in the app's containers too")
            }
        }
        sayAppliedApart(appPlaces)
    }

    /// Says the assemblies the app's `Assembler`s apply to containers the scan does not see to be one (two `Assembler`s
    /// each making its own, or given `SwinjectStoryboard.defaultContainer` and a container made in the code): the app's
    /// one container draws their registrations once, though each of those containers holds them. Assemblies listed at
    /// the same places are said together, once, at the first.
    private mutating func sayAppliedApart(_ places: [String: [SourcePlace]]) {
        var groups: [(places: [SourcePlace], names: [String])] = []
        for (name, sites) in appAssemblerSites.sorted(by: { $0.key < $1.key }) where sites.count > 1 {
            if case .made(let site)? = sites.first, sites.allSatisfy({ $0 == .made(site) }) { continue }
            guard let all = places[name], !all.isEmpty else { continue }
            if let index = groups.firstIndex(where: { $0.places == all }) {
                groups[index].names.append(name)
            } else {
                groups.append((all, [name]))
            }
        }
        for group in groups {
            guard let first = group.places.first else { continue }
            let others = group.places.dropFirst().map(\.description).joined(separator: ", ")
            let single = group.names.count == 1
            let names = single ? group.names[0] : group.names.dropLast().joined(separator: ", ") + " and " + (group.names.last ?? "")
            warn(first, "\(names) \(single ? "is" : "are") applied by \(group.places.count) `Assembler`s of the app, here and at "
                + "\(others), given containers the scan does not see to be one; \(single ? "its" : "their") registrations are "
                + "drawn once, in the app's container, though each of those containers holds its own")
        }
    }

    /// The qualified name of the assembly a registration on its own `container` parameter belongs to, when nothing
    /// applies that assembly: the app makes `Assembler`s and every list of any target is read, and none of them, nor
    /// an assembly they place, nor an `Assembler` of a target running apart, lists it or a subclass of it; `nil`
    /// otherwise (the assembly fills the app's container, as one a list not read may name does).
    func unappliedAssembly(_ call: RegistrationCall, file: SourceFacts, scope: LookupScope) -> String? {
        guard isAssemblyParameter(call), !file.runsApartFromApp, !everyAppAssemblerSite.isEmpty, !appListsUnread,
              apartListsUnread.isEmpty,
              let assembly = call.assembly,
              let name = index.qualifiedName(of: assembly.map { TypeComponent(name: $0, arguments: []) }, in: scope),
              !appliedAssemblies.contains(name)
        else { return nil }
        return name
    }

    /// Whether a registration is made on its assembly's own `container` parameter.
    func isAssemblyParameter(_ call: RegistrationCall) -> Bool {
        call.containerSite == nil && call.receiverIsParameter && call.assembly?.isEmpty == false
    }

    /// The container a registration on an assembly's `container` parameter fills in the app's process: the one the
    /// app's `Assembler`s listing the assembly are given (every `Assembler` of the app when none lists it), when they
    /// are all given one the scan sees made; `nil` (the app's unnamed container) otherwise.
    func appParameterSite(_ call: RegistrationCall, scope: LookupScope) -> String? {
        let name = call.assembly.flatMap { index.qualifiedName(of: $0.map { TypeComponent(name: $0, arguments: []) }, in: scope) }
        let sites = name.flatMap { appAssemblerSites[$0] } ?? everyAppAssemblerSite
        guard case .made(let site)? = sites.first, sites.allSatisfy({ $0 == .made(site) })
        else { return nil }
        return site
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
