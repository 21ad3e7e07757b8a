/// The Swinject containers of a scan, each identified by where it is made (`Container()`,
/// `Container(parent:)`, `Container { c in … }`), with its parent.
///
/// A registration's receiver names a container through the variable it is bound to, looked up
/// in the registration's own file first, then in its module, then anywhere when only one
/// container has that name. A receiver bound to nothing (an
/// Assembly's `container` parameter, SwinjectStoryboard's `defaultContainer`) is the container
/// a capture records: `container`. Ids follow the capture's: a container is `container` when no
/// scanned container is its child, and `container/parent` (…`/parent/parent`) for each level of
/// children below it.
struct ContainerTable {
    /// A container, by where it is made.
    struct Made {
        var site: String
        var parentName: String?
        var file: String
        var module: String
        var owner: String
        var defaultLife: WrittenValue
    }

    private var made: [String: Made] = [:]
    private var byFile: [String: [String: [String]]] = [:]
    private var byModule: [String: [String: Set<String>]] = [:]
    private var byName: [String: Set<String>] = [:]
    private var parentOf: [String: String] = [:]
    private var depthOf: [String: Int] = [:]
    private var handed: Set<String> = []
    private var handedProperties: [HeldProperty: String] = [:]

    /// Gathers the containers every file makes.
    init(_ files: [SwinjectFile]) {
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for binding in swinject.bindings where !binding.site.isEmpty {
                let parentName: String?
                switch binding.origin {
                case .root: parentName = nil
                case .childContainer(let parent): parentName = parent
                case .childBox: continue
                }
                if made[binding.site] == nil {
                    made[binding.site] = Made(
                        site: binding.site, parentName: parentName, file: file.file, module: file.module, owner: binding.owner,
                        defaultLife: binding.defaultLife)
                }
                guard !binding.name.isEmpty else { continue }
                byFile[file.file, default: [:]][binding.name, default: []].append(binding.site)
                byModule[file.module, default: [:]][binding.name, default: []].insert(binding.site)
                byName[binding.name, default: []].insert(binding.site)
            }
        }
        followHandOffs(files)
        for container in made.values.sorted(by: { $0.site < $1.site }) {
            if let name = container.parentName, let parent = site(named: name, file: container.file, module: container.module),
               parent != container.site {
                parentOf[container.site] = parent
            }
        }
        // Depth: how many levels of children a container has below it.
        for site in made.keys.sorted() {
            var current = site
            var level = 0
            var seen: Set<String> = [site]
            while let parent = parentOf[current], seen.insert(parent).inserted {
                level += 1
                depthOf[parent] = max(depthOf[parent] ?? 0, level)
                current = parent
            }
        }
    }

    /// Binds the stored properties initializers fill with a container parameter
    /// (`init(_ main: Container) { self.main = main }`) to the container every call building the type
    /// passes (`Recorder(container)`, or through a parameter of the calling function, the container its callers pass),
    /// in the file declaring the property; a property some call fills with a value the scan cannot name, or that calls
    /// fill with different containers, stays unbound.
    private mutating func followHandOffs(_ files: [SwinjectFile]) {
        var calls: [String: [(file: SourceFacts, call: InitializerCall)]] = [:]
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for call in swinject.initializerCalls { calls[call.type, default: []].append((file, call)) }
        }
        let passing = Self.passingCalls(files)
        // A handed container may be handed on (`Outer(c)` builds `Inner(c)`): a few rounds follow the chain.
        for _ in 0..<4 {
            var bound = false
            for entry in files {
                let file = entry.file, swinject = entry.facts
                for handOff in swinject.containerHandOffs where byFile[file.file]?[handOff.property] == nil {
                    var sites: Set<String> = []
                    var named = true
                    for (callFile, call) in calls[handOff.type] ?? [] {
                        let argument: InitializerCall.Argument?
                        if let label = handOff.label {
                            argument = call.arguments.first { $0.label == label }
                        } else {
                            argument = call.arguments.indices.contains(handOff.index) && call.arguments[handOff.index].label == nil
                                ? call.arguments[handOff.index] : nil
                        }
                        guard let argument, let site = argument.site
                                ?? argument.name.flatMap({ site(named: $0, file: callFile.file, module: callFile.module) })
                                ?? argument.parameter.flatMap({ passedSite($0, calls: passing) })
                                ?? argument.property.flatMap(site(heldBy:))
                        else {
                            named = false
                            break
                        }
                        sites.insert(site)
                    }
                    guard named, sites.count == 1, let site = sites.first else { continue }
                    byFile[file.file, default: [:]][handOff.property] = [site]
                    handedProperties[HeldProperty(type: handOff.type, property: handOff.property)] = site
                    handed.insert(site)
                    bound = true
                }
            }
            if !bound { break }
        }
    }

    /// The container every scanned call of a function passes to its parameter (`recorder(container)` for
    /// `func recorder(_ main: Container) -> Recorder { .init(main) }`), followed through the callers' own parameters;
    /// `nil` when a call passes another, or one the scan cannot tell (a property of another value, `storage.container`).
    private func passedSite(_ slot: ParameterSlot, calls: PassingCalls) -> String? {
        let fills = fills(of: slot, calls: calls, readsMembers: false)
        guard fills.count == 1, case .made(let site)? = fills.first else { return nil }
        return site
    }

    /// The one container a type's stored property holds (`DiskStorage.container`): made as its value
    /// (`let container = Container()`, or assigned in the type), or handed to it by every call building the type;
    /// `nil` when no container, or more than one, is the property's.
    func site(heldBy held: HeldProperty) -> String? {
        var sites = Set(made.values.filter { container in
            let owner = container.owner.split(separator: ".")
            return owner.count >= 2 && owner[owner.count - 2] == held.type && owner.last.map(String.init) == held.property
        }.map(\.site))
        if let site = handedProperties[held] { sites.insert(site) }
        return sites.count == 1 ? sites.first : nil
    }

    /// The module of the file making the container at a site.
    func module(of site: String) -> String? { made[site]?.module }

    /// What holds the container made at a site (`DI.container`), when it is bound to a name.
    func owner(of site: String) -> String? {
        made[site].flatMap { $0.owner.isEmpty ? nil : $0.owner }
    }

    /// The scope a container gives the registrations that chain none (`Container(defaultObjectScope:)`).
    func defaultLife(at site: String?) -> WrittenValue {
        site.flatMap { made[$0]?.defaultLife } ?? .absent
    }

    /// Whether the container made at a site is handed to another type through its initializer (the app's shared container).
    func isHanded(_ site: String) -> Bool { handed.contains(site) }

    /// Whether any container is made in the scan.
    var isEmpty: Bool { made.isEmpty }

    /// The container a variable name stands for, from a file of a module; `nil` when it names none.
    func site(named name: String, file: String, module: String) -> String? {
        if let sites = byFile[file]?[name], let first = sites.first { return first }
        if let sites = byModule[module]?[name] { return sites.count == 1 ? sites.first : nil }
        if let sites = byName[name], sites.count == 1 { return sites.first }
        return nil
    }

    /// The containers a registration's factory looks services up in, its own first, as capture ids' levels.
    ///
    /// - Parameter site: The registration's container, or `nil` for the unbound one.
    /// - Returns: The levels (`0` for `container`, `1` for `container/parent`, …).
    func levels(from site: String?) -> [Int] {
        guard let site else { return Array(0...8) }
        var levels = [depthOf[site] ?? 0]
        var current = site
        var seen: Set<String> = [site]
        while let parent = parentOf[current], seen.insert(parent).inserted {
            levels.append(depthOf[parent] ?? 0)
            current = parent
        }
        return levels
    }

    /// The levels a registration's factory looks services up in: `levels(from:)`, and every level when
    /// the chain ends in a child of a container the scan cannot name (`Container(parent: parent)` with a
    /// parameter), whose parents may be any.
    func lookupLevels(from site: String?) -> [Int] {
        guard let site else { return Array(0...8) }
        var levels = self.levels(from: site)
        var current = site
        var seen: Set<String> = [site]
        while let parent = parentOf[current], seen.insert(parent).inserted { current = parent }
        if hasUnknownParent(current) { levels += (0...8).filter { !levels.contains($0) } }
        return levels
    }

    /// Whether the container is made as a child of a container the scan cannot name.
    func hasUnknownParent(_ site: String) -> Bool {
        made[site]?.parentName != nil && parentOf[site] == nil
    }

    /// The parent of a level, when a scanned container sits above it.
    func parentLevel(of site: String?) -> Int? {
        guard let site, let parent = parentOf[site] else { return nil }
        return depthOf[parent] ?? 0
    }
}
