import WiringModel

/// Needle's part of the graph as it is built: components, the members each provides, the parents
/// that build each component, and the ancestor that provides each dependency property.
struct NeedleGraphBuilder {
    /// A component class.
    struct Component {
        var file: SourceFacts
        var declaration: NeedleFacts.Class
        /// `component`, `bootstrap`, `pluginized` or `non-core`.
        var kind: String
        /// The qualified dependency protocol; `nil` for a bootstrap component.
        var dependency: String?
        /// A pluginized component's non-core component: its child, whose properties it provides.
        var nonCore: String?
    }

    /// A member of a component, with the file it is declared in.
    typealias Member = (file: SourceFacts, member: NeedleFacts.Member)

    let framework: String
    var graph: ReaderNodes
    var classes: [String: (file: SourceFacts, declaration: NeedleFacts.Class)] = [:]
    /// Further declarations of a class's qualified name in other files (two copies of one app whose modules have one
    /// name), by that name: drawn as the first, and said.
    var redeclared: [String: [SourcePlace]] = [:]
    var protocols: [String: (file: SourceFacts, declaration: NeedleFacts.Interface)] = [:]
    /// The qualified types of global variables, by module and name (`App.rootComponent`).
    var globals: [String: String] = [:]
    /// The declared types of the indexed files' properties, for chains from a type's static property.
    var properties: PropertyTypes?
    var components: [String: Component] = [:]
    /// Members by the qualified type they belong to (a class body or an extension).
    var members: [String: [Member]] = [:]
    /// Members of structs, enums and actors by their qualified type: only what they hand on, and what their initializers
    /// store.
    var holders: [String: [Member]] = [:]
    /// The extended types no scanned file declares (`extension UIViewController`), by last name.
    var unscannedExtended: [String: [String]] = [:]
    /// For each component, the components that build it with `parent: self`.
    var parents: [String: Set<String>] = [:]
    /// Providers found so far, by component and property (`nil` while being searched).
    private var found: [String: ProviderSearch] = [:]
    var resolveCount = 0

    /// The ancestors that provide one property above a component.
    struct ProviderSearch {
        var providers: Set<String> = []
        /// A path from a root down to the component on which no ancestor provides it, root first.
        var unprovided: [String]?
    }

    init(framework: String, names: TypeNameWriter) {
        self.framework = framework
        graph = ReaderNodes(names: names)
    }

    // MARK: Declarations

    /// Indexes classes, protocols and members, and finds the components.
    mutating func index(_ files: [(file: SourceFacts, facts: NeedleFacts)]) {
        for (file, facts) in files {
            for declaration in facts.classes {
                let id = graph.typeName(declaration.path, in: file)
                if let first = classes[id] {
                    if first.file.file != file.file { redeclared[id, default: []].append(SourcePlace(file: file.file, line: declaration.line)) }
                } else {
                    classes[id] = (file, declaration)
                }
            }
            for declaration in facts.protocols {
                let id = graph.typeName(declaration.path, in: file)
                if protocols[id] == nil { protocols[id] = (file, declaration) }
            }
            for member in facts.members {
                members[graph.typeName(member.owner, in: file), default: []].append((file, member))
            }
            for member in facts.holders {
                holders[graph.typeName(member.owner, in: file), default: []].append((file, member))
            }
            for global in facts.globals where globals[file.module + "." + global.name] == nil {
                globals[file.module + "." + global.name] = graph.names.name(ResolverTyping.unwrapped(global.type), in: graph.scope(file, []))
            }
        }
        properties = PropertyTypes(files.map(\.file), index: graph.names.index)
        for id in members.keys.sorted() where graph.names.index.entries[id] == nil {
            unscannedExtended[ReaderSyntax.lastName(id), default: []].append(id)
        }
        for (id, entry) in classes {
            // A generic base (`class Base<D>: Component<D>`) is no component of its own.
            guard let found = componentKind(of: id, depth: 0) else { continue }
            let types = found.arguments.map { argument -> String? in if case .type(let name) = argument { name } else { nil } }
            guard types.allSatisfy({ $0 != nil }) else { continue }
            for place in redeclared[id] ?? [] {
                graph.notRead(place.file, place.line, .registeredTwice,
                    "\(id) is declared again (first at \(entry.file.file):\(entry.declaration.line)), in a module of the same name "
                        + "(a second copy of the app?); the two are drawn as one component, with the members of both")
            }
            components[id] = Component(
                file: entry.file, declaration: entry.declaration, kind: found.kind, dependency: types.first ?? nil,
                nonCore: found.kind == "pluginized" && types.count > 2 ? types[2] : nil)
        }
    }

    /// The scanned class a class derives from, without generic arguments.
    func baseClass(of id: String) -> String? {
        guard let (file, declaration) = classes[id], case .named(let components)? = declaration.superclass else { return nil }
        let bare = TypeReference.named(components.map { TypeComponent(name: $0.name, arguments: []) })
        return graph.names.name(bare, in: graph.scope(file, Array(declaration.path.dropLast())))
    }

    /// A generic argument of Needle's base: a qualified type, or the index of the class's own generic parameter.
    enum Argument {
        case type(String)
        case parameter(Int)
    }

    /// Needle's base a class derives from, with the base's generic arguments (dependency protocol;
    /// for `PluginizedComponent` also the plugin extension and the non-core component), through
    /// scanned superclasses.
    func componentKind(of id: String, depth: Int) -> (kind: String, arguments: [Argument])? {
        guard depth < 16, let (file, declaration) = classes[id], let superclass = declaration.superclass,
              let last = superclass.components?.last
        else { return nil }
        let scope = graph.scope(file, Array(declaration.path.dropLast()))
        /// An argument as written here: one of this class's generic parameters, or a type.
        func argument(_ written: TypeReference) -> Argument {
            if let name = written.lastName, written.components?.count == 1, let index = declaration.generics.firstIndex(of: name) {
                return .parameter(index)
            }
            return .type(graph.names.name(written, in: scope))
        }
        let bases = ["Component": "component", "PluginizedComponent": "pluginized", "NonCoreComponent": "non-core"]
        // A base named like Needle's that is a class of the scanned code (`Core.Component<D>`) is that class.
        let bare = TypeReference.named(superclass.components?.map { TypeComponent(name: $0.name, arguments: []) } ?? [])
        let isNeedles = graph.names.index.entry(for: bare, in: scope).map { $0.module == "NeedleFoundation" } ?? true
        if isNeedles, let kind = bases[last.name], !last.arguments.isEmpty {
            return (kind, last.arguments.map(argument))
        }
        if isNeedles, last.name == "BootstrapComponent" { return ("bootstrap", []) }
        guard let base = baseClass(of: id), base != id, let found = componentKind(of: base, depth: depth + 1) else { return nil }
        return (found.kind, found.arguments.map { inherited in
            guard case .parameter(let index) = inherited else { return inherited }
            return index < last.arguments.count ? argument(last.arguments[index]) : .type("?")
        })
    }

    /// A component's members, its own and its scanned superclasses', then those of the extensions of the scanned protocols
    /// they adopt that they do not declare themselves.
    func members(of component: String) -> [Member] {
        let classes = classChain(of: component)
        return classes.flatMap { members[$0] ?? [] } + protocolMembers(of: classes)
    }

    /// A component and its scanned superclasses, nearest first, each once.
    func classChain(of component: String) -> [String] {
        var classes: [String] = []
        var current: String? = component
        while let id = current, !classes.contains(id) {
            classes.append(id)
            current = baseClass(of: id)
        }
        return classes
    }

    /// The members of the extensions of the scanned protocols a component (or a scanned superclass) adopts, and of the
    /// protocols those refine, that neither the component nor a superclass declares: such a member's body runs as
    /// each adopter's own (`self` is the adopter), so it reads the adopter's members.
    ///
    /// - Parameter classes: The component's `classChain(of:)`.
    func protocolMembers(of classes: [String]) -> [Member] {
        let index = graph.names.index
        let declared = Set(classes.flatMap { (members[$0] ?? []).map(\.member.key) })
        var queue = classes
        var seen = Set(classes)
        var found: [Member] = []
        while !queue.isEmpty, seen.count < 64 {
            let next = queue.removeFirst()
            for inherited in index.entries[next]?.inherited ?? [] {
                guard let entry = index.entry(for: inherited.reference, in: inherited.scope), entry.keyword == .protocol,
                      seen.insert(entry.qualifiedName).inserted else { continue }
                found += (members[entry.qualifiedName] ?? []).filter { !declared.contains($0.member.key) }
                queue.append(entry.qualifiedName)
            }
        }
        return found
    }

    /// The properties of a dependency protocol and the protocols it refines, with where each is declared.
    func properties(of protocolID: String) -> (properties: [String: SourcePlace], unknown: [String]) {
        var properties: [String: SourcePlace] = [:]
        var unknown: [String] = []
        var queue = [protocolID]
        var seen: Set<String> = []
        let known: Set<String> = ["Dependency", "EmptyDependency", "AnyObject", "Sendable", "Scope"]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard let (file, declaration) = protocols[next] else {
                if !known.contains(ReaderSyntax.lastName(next)) { unknown.append(next) }
                continue
            }
            for property in declaration.properties where properties[property.name] == nil {
                properties[property.name] = SourcePlace(file: file.file, line: property.line)
            }
            let scope = graph.scope(file, Array(declaration.path.dropLast()))
            queue += declaration.inherited.map { graph.names.name($0, in: scope) }
        }
        return (properties, unknown.sorted())
    }

    // MARK: Nodes

    /// The service id of a member, or `nil` when it provides nothing (an initializer, a method returning nothing).
    func serviceID(_ component: String, _ member: NeedleFacts.Member) -> String? {
        member.type == nil || member.name == "init" ? nil : component + "/" + member.key
    }

    /// A box per component and a service per member that provides something.
    mutating func addNodes() {
        for (id, component) in components {
            var attributes = ["framework": framework, "component": component.kind]
            if let dependency = component.dependency { attributes["dependency"] = dependency }
            graph.nodes[id] = Node(
                id: id, kind: .box, type: id, attributes: attributes,
                place: SourcePlace(file: component.file.file, line: component.declaration.line))
            // A member of a scanned superclass (a generic base's) is provided by each component deriving from it.
            for (file, member) in members(of: id) {
                if member.type == nil, !member.isMethod, member.name != "init" {
                    // `let store = makeStore()`: a stored property whose type is neither written nor an initializer call's.
                    graph.notRead(file.file, member.line,
                        "\(id).\(member.name) is a stored property with no written type whose value is not an initializer call; "
                            + "it is not drawn as a member, nor are reads of it")
                }
                guard let service = serviceID(id, member), let type = member.type, graph.nodes[service] == nil else { continue }
                var serviceAttributes = ["framework": framework]
                if member.isMethod { serviceAttributes["method"] = "true" }
                graph.nodes[service] = Node(
                    id: service, kind: .service, type: graph.names.name(type, in: graph.scope(file, member.owner)), parent: id,
                    key: member.key, life: member.life, attributes: serviceAttributes,
                    place: SourcePlace(file: file.file, line: member.line))
            }
        }
    }

    // MARK: Parents

    /// Finds each component's parents from the `Child(parent: self)` calls in components' members,
    /// with an edge from the member (or the component) that builds the child to the child's box.
    mutating func addParents() {
        for (owner, list) in members {
            for (file, member) in list {
                for construction in member.constructions {
                    let child = graph.names.name(construction.type, in: graph.scope(file, member.owner))
                    guard components[child] != nil else { continue }
                    guard components[owner] != nil, construction.parent == "self" else {
                        graph.notRead(file.file, construction.line,
                            "\(child) is built with parent '\(construction.parent)'\(components[owner] == nil ? " outside a component" : ""); "
                                + "only `parent: self` in a component's member is followed, so this path to it is left out")
                        continue
                    }
                    parents[child, default: []].insert(owner)
                    let from = serviceID(owner, member).flatMap { graph.nodes[$0] == nil ? nil : $0 } ?? owner
                    graph.resolves(from, child, place: SourcePlace(file: file.file, line: construction.line))
                }
            }
        }
    }

    /// A pluginized component is the parent of its non-core component, which Needle builds for it.
    mutating func addNonCoreParents() {
        for (id, component) in components {
            guard let nonCore = component.nonCore, components[nonCore] != nil else { continue }
            parents[nonCore, default: []].insert(id)
            graph.resolves(id, nonCore, place: SourcePlace(file: component.file.file, line: component.declaration.line))
        }
    }

    /// Says where a component is built outside any class or extension member.
    mutating func noteOutside(_ files: [(file: SourceFacts, facts: NeedleFacts)]) {
        for (file, facts) in files {
            for (context, construction) in facts.outside {
                let child = graph.names.name(construction.type, in: graph.scope(file, context))
                guard components[child] != nil else { continue }
                graph.notRead(file.file, construction.line,
                    "\(child) is built with parent '\(construction.parent)' outside a component; this path to it is left out")
            }
        }
    }

    // MARK: Providers

    /// The ancestors that provide `property` to `component`: on each path up, the nearest one
    /// declaring a non-private property of that name.
    mutating func providers(of property: String, to component: String) -> ProviderSearch {
        var result = ProviderSearch()
        for parent in (parents[component] ?? []).sorted() {
            let search = providers(of: property, from: parent, visiting: [component])
            result.providers.formUnion(search.providers)
            if result.unprovided == nil, let path = search.unprovided { result.unprovided = path + [component] }
        }
        return result
    }

    /// The component or, for a pluginized one, its non-core component, that declares a non-private property.
    func declaring(_ property: String, _ component: String) -> String? {
        for candidate in [component, components[component]?.nonCore].compactMap({ $0 })
        where members(of: candidate).contains(where: { !$0.member.isMethod && !$0.member.isPrivate && $0.member.name == property }) {
            return candidate
        }
        return nil
    }

    private mutating func providers(of property: String, from component: String, visiting: Set<String>) -> ProviderSearch {
        let key = component + "\u{0}" + property
        if let known = found[key] { return known }
        var result = ProviderSearch()
        if let provider = declaring(property, component) {
            result.providers = [provider]
        } else if let above = parents[component], !above.isEmpty {
            for parent in above.sorted() where !visiting.contains(parent) {
                let search = providers(of: property, from: parent, visiting: visiting.union([component]))
                result.providers.formUnion(search.providers)
                if result.unprovided == nil, let path = search.unprovided { result.unprovided = path + [component] }
            }
        } else {
            result.unprovided = [component]
        }
        found[key] = result
        return result
    }

    // MARK: Edges

    /// A read of a component's member or dependency on a value typed as the component (`component.x`), with who reads.
    struct Access {
        var from: String
        var name: String
        var place: SourcePlace
        /// Read on the component's `dependency` handed to another type: only the dependency protocol answers it.
        var isDependency = false
    }

    /// A component's `dependency`, or the component itself, handed to another type's initializer and stored in one of
    /// its properties: reads of that property in the type's members (or a scanned superclass's) are the component's.
    struct Handed {
        var component: String
        /// The member that hands the value on (its service, or the component's box when it provides nothing).
        var from: String
        var property: String
        var value: NeedleFacts.Read.Base
    }

    /// The values components hand to other types' initializers, by each type whose members read them: the type built
    /// and its scanned superclasses. The property is the one the initializer's body assigns the labelled parameter
    /// to (`self.dependency = dependency`, found in the type or a superclass), else the one named as the label (a
    /// memberwise initializer). A type holding such a value hands it on in turn when it passes that property, or in
    /// an initializer the parameter it came in, to another type's initializer (`HomeRouter(builder: builder)`): up to
    /// `maximumHandOffs` times, each type and label once per value, so a cycle (`A(b: self)`, `B(a: b)`) ends.
    func handedValues() -> [String: [Handed]] {
        struct Holding: Hashable {
            var component: String
            var from: String
            var value: NeedleFacts.Read.Base
            var type: String
            var label: String
        }
        var handed: [String: [Handed]] = [:]
        var queue: [(holding: Holding, depth: Int)] = []
        var seen: Set<Holding> = []
        func enqueue(_ holding: Holding, depth: Int) {
            guard depth <= Self.maximumHandOffs, components[holding.type] == nil, seen.insert(holding).inserted else { return }
            queue.append((holding, depth))
        }
        for id in components.keys.sorted() {
            for (file, member) in members[id] ?? [] {
                for handOff in member.handOffs {
                    guard let value = handOff.value else { continue }
                    let type = graph.names.name(handOff.type, in: graph.scope(file, member.owner))
                    let from = serviceID(id, member).flatMap { graph.nodes[$0] == nil ? nil : $0 } ?? id
                    enqueue(Holding(component: id, from: from, value: value, type: type, label: handOff.label), depth: 1)
                }
            }
        }
        var index = 0
        while index < queue.count {
            let (holding, depth) = queue[index]
            index += 1
            let chain = classChain(of: holding.type)
            let property = chain.lazy.compactMap { owner in
                ((self.members[owner] ?? []) + (self.holders[owner] ?? [])).lazy.compactMap {
                    $0.member.name == "init" ? $0.member.stores[holding.label] : nil
                }.first
            }.first ?? holding.label
            for owner in chain {
                handed[owner, default: []].append(
                    Handed(component: holding.component, from: holding.from, property: property, value: holding.value))
            }
            // Handed on: the property in any member, or the parameter the value came in inside an initializer.
            for owner in chain {
                for (file, member) in (members[owner] ?? []) + (holders[owner] ?? []) {
                    let parameter = member.name == "init" ? member.parameterNames[holding.label] : nil
                    for handOff in member.handOffs {
                        guard let name = handOff.name, name == parameter || (name == property && !handOff.isBound) else { continue }
                        let type = graph.names.name(handOff.type, in: graph.scope(file, member.owner))
                        enqueue(Holding(component: holding.component, from: holding.from, value: holding.value, type: type,
                            label: handOff.label), depth: depth + 1)
                    }
                }
            }
        }
        return handed
    }

    /// How many times a component's value is followed from one type's initializer to the next.
    static let maximumHandOffs = 8

    /// The reads on values typed as a component (`component.calendarService` in a builder given
    /// `component: CalendarComponent`), by component: Needle answers a name the component does not declare
    /// from its dependency protocol, so the reader is a consumer of that dependency.
    mutating func accesses(_ files: [(file: SourceFacts, facts: NeedleFacts)]) -> [String: [Access]] {
        var found: [String: [Access]] = [:]
        let adopters = adopters()
        let handed = handedValues()
        /// What a value typed `name` is: a component (itself, or the one scanned type adopting a protocol when that is a
        /// component), a protocol several scanned types adopt, one a component at least (which one the value is, is
        /// decided where it is made, not where it is read), or neither.
        enum Target {
            case component(String)
            case unsettled(protocolID: String, adopters: [String])
            /// A component's `dependency` (`root.dependency.x`): the name is read on its dependency protocol.
            case dependency(of: String)
            /// A member on the way that a component or a scanned protocol declares with no written type, or not at all.
            case untypedHop(String, on: String)
            case other
        }
        /// A read on a property of the reading type that a component's value was handed to (`dependency.x` in a builder
        /// given `dependency`): the component's, from the member that handed it, at the read. Whether there was one.
        /// When the property's written type is itself a component (or a protocol only it adopts), only values that
        /// component handed count: the member that handed the value is the reader, not the type that reads it.
        func handedRead(_ access: NeedleFacts.Access, by owner: String, in file: SourceFacts, typed: Target) -> Bool {
            guard access.via.isEmpty, let receiver = access.receiver else { return false }
            var matching = (handed[owner] ?? []).filter { $0.property == receiver }
            if case .component(let component) = typed { matching = matching.filter { $0.component == component } }
            for value in matching {
                found[value.component, default: []].append(Access(
                    from: value.from, name: access.name, place: SourcePlace(file: file.file, line: access.line),
                    isDependency: value.value == .dependency))
            }
            return !matching.isEmpty
        }
        func target(_ name: String) -> Target {
            if components[name] != nil { return .component(name) }
            guard let all = adopters[name], all.contains(where: { components[$0] != nil }) else { return .other }
            return all.count == 1 ? .component(all.first!) : .unsettled(protocolID: name, adopters: all.sorted())
        }
        func target(_ access: NeedleFacts.Access, in file: SourceFacts, _ context: [String]) -> Target {
            var name: String
            var via = access.via
            if let type = access.type {
                name = graph.names.name(ResolverTyping.unwrapped(type), in: graph.scope(file, context))
                if access.isStaticHop {
                    // `Root.instance.child.x`: the static property's declared type, then the members after it.
                    guard let held = properties?.staticType(of: via.removeFirst(), in: name) else { return .other }
                    name = graph.names.name(ResolverTyping.unwrapped(held.reference), in: held.scope)
                }
            } else if let property = access.property {
                // A property of the reading type declared in another body (the class's, read in an extension), or on a
                // component, Needle's `dependency` or a name it answers from its dependency protocol.
                let owner = graph.typeName(context, in: file)
                if let declared = declaredType(of: property, on: owner) {
                    name = declared
                } else if let reading = components[owner], property == "dependency", let dependency = reading.dependency {
                    name = dependency
                } else if components[owner] != nil, let dependency = readType(of: property, on: owner) {
                    name = dependency
                } else if access.isImplicitSelf, let global = globals[file.module + "." + property] {
                    // No property of the reading type: a global variable of the module.
                    name = global
                } else {
                    return .other
                }
            } else {
                return .other
            }
            // `root.child.x`: each member on the way is a property of the value before it (a component's, or its
            // dependency protocol's) whose type is written.
            for (index, hop) in via.enumerated() {
                // A value of a protocol several types adopt is read through the protocol's own declaration of the hop.
                if case .component(let component) = target(name) { name = component }
                // Needle's own `dependency` of a component: its dependency protocol, answered by the ancestors.
                if hop == "dependency", let dependency = components[name]?.dependency {
                    if index == via.count - 1 { return .dependency(of: name) }
                    name = dependency
                    continue
                }
                // A method called on the way (`maker.makeHome()`): its written return type.
                // Without one (a protocol's requirement), what is read is said only when a component declares its name.
                if hop.hasSuffix("()") {
                    guard let type = declaredType(of: String(hop.dropLast(2)), on: name, isMethod: true) else { return .other }
                    name = type
                    continue
                }
                // A hop on a type that is neither a component nor a protocol (an app delegate holding the root
                // component): the property's written type, declared in its body or an extension.
                let isOther = components[name] == nil && protocols[name] == nil
                guard let type = readType(of: hop, on: name) ?? (isOther ? declaredType(of: hop, on: name) : nil) else {
                    return components[name] != nil || protocols[name] != nil ? .untypedHop(hop, on: name) : .other
                }
                name = type
            }
            return target(name)
        }
        /// Says a read on a value typed by a protocol several scanned types adopt.
        func unsettled(_ protocolID: String, _ adopters: [String], _ access: NeedleFacts.Access, in file: SourceFacts) {
            // A name no adopting component declares reads nothing of a component.
            guard adopters.contains(where: { components[$0] != nil && members(of: $0).contains { $0.member.name == access.name } })
            else { return }
            let adopting = adopters.filter { components[$0] != nil }
            let others = adopters.filter { components[$0] == nil }
            graph.notRead(file.file, access.line,
                ".\(access.name) is read on a value typed \(protocolID), which several scanned types adopt (components "
                    + adopting.joined(separator: ", ") + (others.isEmpty ? "" : "; " + others.joined(separator: ", "))
                    + "); which one the value is, is not written where it is read; no edge")
        }
        /// Says a read on a child built where it is read (`Child(parent: self).x`) whose type is no scanned component, or
        /// that is reached through a member whose type the scan cannot tell (`Child(parent: self).flow.x`).
        func unknownChild(_ access: NeedleFacts.Access, in file: SourceFacts, _ context: [String], hop: (String, on: String)? = nil) {
            // A named value (`root.child.x`, `let c = …; c.a.b`): the member on the way is what the scan cannot type.
            if let (hop, on) = hop, !access.isBuiltChild {
                graph.notRead(file.file, access.line,
                    ".\(access.name) is read through ." + access.via.joined(separator: ".")
                        + ", where \(on) declares \(hop) with no written type, or not at all; no edge")
                return
            }
            guard access.isBuiltChild, let type = access.type else { return }
            let name = graph.names.name(ResolverTyping.unwrapped(type), in: graph.scope(file, context))
            if let (hop, on) = hop, components[name] != nil {
                graph.notRead(file.file, access.line,
                    ".\(access.name) is read on \(name) built there with `parent:`, through ."
                        + access.via.joined(separator: ".") + ", where \(on) declares \(hop) with no written type, or not at all; no edge")
                return
            }
            guard components[name] == nil else { return }
            graph.notRead(file.file, access.line,
                ".\(access.name) is read on \(name) built there with `parent:`, which is no scanned component; no edge")
        }
        /// Says a read on a local bound to a value whose type is not written where it is bound (`let home =
        /// maker.makeHome()`; `home.screen`) when a scanned component declares the name read: which component's member it
        /// is, the scan cannot tell. Said once per chain, at its first member.
        func untypedLocal(_ access: NeedleFacts.Access, _ local: String, in file: SourceFacts) {
            guard access.via.count == access.boundHops else { return }
            untyped(access, in: file, "\(local), bound to a value whose type is not written where it is bound")
        }
        /// Says a read on a stored property of the reading type declared with no written type, whose value the scan
        /// cannot type either (`lazy var home = { maker.makeHome() }()`; `home.screen`), when a scanned component
        /// declares the name read. Said once per chain, at its first member.
        func untypedProperty(_ access: NeedleFacts.Access, _ property: String, in file: SourceFacts) {
            guard access.via.isEmpty else { return }
            untyped(access, in: file, "\(property), a property whose type is not written where it is declared")
        }
        /// Says a read on a value the scan cannot type, described by `receiver`, naming the components declaring it.
        func untyped(_ access: NeedleFacts.Access, in file: SourceFacts, _ receiver: String) {
            let declaring = components.keys.filter { id in
                members(of: id).contains { !$0.member.isPrivate && $0.member.name == access.name }
            }.sorted()
            guard !declaring.isEmpty else { return }
            graph.notRead(file.file, access.line,
                ".\(access.name) is read on \(receiver); "
                    + "\(access.name) is a member of " + declaring.joined(separator: ", ") + "; no edge")
        }
        /// Settles one read and records it from the reader `from` gives, once the read is an edge of a component's.
        /// `owner` is the reading type's qualified name, `context` its path where the read is written.
        func record(_ access: NeedleFacts.Access, owner: String, context: [String], in file: SourceFacts, from: () -> String?) {
            let settled = target(access, in: file, context)
            if handedRead(access, by: owner, in: file, typed: settled) { return }
            let component: String
            var isDependency = false
            switch settled {
            case .component(let found): component = found
            case .dependency(let found):
                component = found
                isDependency = true
            case .unsettled(let protocolID, let adopters):
                unsettled(protocolID, adopters, access, in: file)
                return
            case .untypedHop(let hop, let on):
                unknownChild(access, in: file, context, hop: (hop, on))
                return
            case .other:
                if let local = access.untypedLocal {
                    untypedLocal(access, local, in: file)
                } else if let property = access.untypedProperty {
                    untypedProperty(access, property, in: file)
                } else {
                    unknownChild(access, in: file, context)
                }
                return
            }
            guard let from = from() else { return }
            found[component, default: []].append(Access(
                from: from, name: access.name, place: SourcePlace(file: file.file, line: access.line), isDependency: isDependency))
        }
        for (file, facts) in files {
            for member in facts.members {
                let owner = graph.typeName(member.owner, in: file)
                for access in member.accesses {
                    record(access, owner: owner, context: member.owner, in: file) {
                        if components[owner] != nil { return serviceID(owner, member).flatMap { graph.nodes[$0] == nil ? nil : $0 } ?? owner }
                        return graph.consumer(.type(member.owner), in: file, line: access.line, framework: framework)
                    }
                }
            }
            for (owner, context, access) in facts.outsideAccesses {
                record(access, owner: graph.typeName(context, in: file), context: context, in: file) {
                    graph.consumer(owner, in: file, line: access.line, framework: framework)
                }
            }
        }
        return found
    }

    /// The qualified type of a property read on a value of type `type`: a component's property (its own or a scanned
    /// superclass's) or, for a name it does not declare, its dependency protocol's (Needle's dynamic member lookup); a
    /// protocol's property (a dependency protocol's, or one it refines). `nil` when the type is not written.
    func readType(of property: String, on type: String) -> String? {
        if let component = components[type] {
            if let member = members(of: type).first(where: { !$0.member.isMethod && $0.member.name == property }) {
                return member.member.type.map {
                    graph.names.name(ResolverTyping.unwrapped($0), in: graph.scope(member.file, member.member.owner))
                }
            }
            return component.dependency.flatMap { self.readType(of: property, onProtocol: $0) }
        }
        return protocols[type] == nil ? nil : self.readType(of: property, onProtocol: type)
    }

    /// The qualified type of a property of a scanned protocol or of one it refines.
    func readType(of property: String, onProtocol protocolID: String) -> String? {
        var queue = [protocolID]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let (file, declaration) = protocols[next] else { continue }
            let scope = graph.scope(file, Array(declaration.path.dropLast()))
            if let found = declaration.properties.first(where: { $0.name == property }) {
                return found.type.map { graph.names.name(ResolverTyping.unwrapped($0), in: scope) }
            }
            queue += declaration.inherited.map { graph.names.name($0, in: scope) }
        }
        return nil
    }

    /// The qualified type of a stored or computed property declared with a written type on a type, in its body or an
    /// extension of it, or on a type it inherits from (a superclass, an adopted protocol, and their extensions: an
    /// unscanned one's by the extensions of its name); with `isMethod`, a method's written return type.
    func declaredType(of property: String, on owner: String, isMethod: Bool = false) -> String? {
        let index = graph.names.index
        var queue = [owner]
        var seen: Set<String> = []
        while !queue.isEmpty, seen.count < 32 {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            // A struct's or enum's method is kept with its return type among what it holds.
            let declaring = (members[next] ?? []) + (isMethod ? holders[next] ?? [] : [])
            if let declared = declaring.first(where: { $0.member.isMethod == isMethod && $0.member.name == property }) {
                guard let type = declared.member.type else { return nil }
                return graph.names.name(ResolverTyping.unwrapped(type), in: graph.scope(declared.file, declared.member.owner))
            }
            for inherited in index.entries[next]?.inherited ?? [] {
                if let entry = index.entry(for: inherited.reference, in: inherited.scope) {
                    queue.append(entry.qualifiedName)
                } else if let name = inherited.reference.lastName {
                    queue += unscannedExtended[name] ?? []
                }
            }
        }
        return nil
    }

    /// The scanned types adopting each protocol a component adopts (`protocol HomeBuilder { var view: View { get } }`
    /// that `HomeComponent` adopts): a value typed by such a protocol that only one scanned type adopts is that type's.
    func adopters() -> [String: Set<String>] {
        let index = graph.names.index
        var wanted: Set<String> = []
        for id in components.keys {
            for inherited in index.entries[id]?.inherited ?? [] {
                if let entry = index.entry(for: inherited.reference, in: inherited.scope) { wanted.insert(entry.qualifiedName) }
            }
        }
        guard !wanted.isEmpty else { return [:] }
        var adopters: [String: Set<String>] = [:]
        for (name, entry) in index.entries {
            // A protocol refining it is no adopter of its own, nor is a provider Needle's generator writes.
            guard entry.keyword != .protocol, !entry.file.hasSuffix("NeedleGenerated.swift") else { continue }
            for inherited in entry.inherited {
                guard let adopted = index.entry(for: inherited.reference, in: inherited.scope)?.qualifiedName, wanted.contains(adopted)
                else { continue }
                adopters[adopted, default: []].insert(name)
            }
        }
        return adopters
    }

    /// The edges of each component's members' reads, of reads on values typed as a component, and of the
    /// dependency properties nothing reads.
    mutating func addReads(_ files: [(file: SourceFacts, facts: NeedleFacts)]) {
        let outside = accesses(files)
        for id in components.keys.sorted() {
            let component = components[id]!
            let place = SourcePlace(file: component.file.file, line: component.declaration.line)
            let dependency = component.dependency.map { properties(of: $0) }
            if let protocolID = component.dependency, protocols[protocolID] == nil,
               !["EmptyDependency", "Dependency"].contains(ReaderSyntax.lastName(protocolID)) {
                graph.notRead(place.file, place.line,
                    "\(id): its dependency protocol \(protocolID) is not in the scanned files; its properties are not resolved")
            } else if let unknown = dependency?.unknown, !unknown.isEmpty {
                graph.notRead(place.file, place.line,
                    "\(id): \(component.dependency!) refines \(unknown.joined(separator: ", ")), not in the scanned files; "
                        + "their properties are not resolved")
            }
            let needed = dependency?.properties ?? [:]
            let orphan = component.kind != "bootstrap" && (parents[id] ?? []).isEmpty
            if orphan && !needed.isEmpty {
                graph.notRead(place.file, place.line,
                    "\(id): no scanned component builds it with `\(ReaderSyntax.lastName(id))(parent: self)`; "
                        + "its \(needed.count) dependenc\(needed.count == 1 ? "y is" : "ies are") not resolved")
            }
            var read: Set<String> = []
            let own = Dictionary(grouping: members(of: id), by: \.member.name)
            for (file, member) in (members[id] ?? []) + protocolMembers(of: classChain(of: id)) {
                let from = serviceID(id, member).flatMap { graph.nodes[$0] == nil ? nil : $0 } ?? id
                for var use in member.reads {
                    let at = SourcePlace(file: file.file, line: use.line)
                    // `self.x` where the component declares no `x`: Needle's `Component` looks `x` up in its
                    // dependency protocol (`@dynamicMemberLookup`), so it reads `dependency.x`.
                    if use.base == .own, use.isSelfMember, own[use.name] == nil, needed[use.name] != nil { use.base = .dependency }
                    if use.base == .pluginExtension {
                        guard let nonCore = component.nonCore, declaring(use.name, nonCore) != nil else {
                            graph.notRead(file.file, use.line,
                                "\(from) reads pluginExtension.\(use.name), which no scanned non-core component of \(id) declares; no edge")
                            continue
                        }
                        graph.resolves(from, nonCore + "/" + use.name, place: at)
                        resolveCount += 1
                    } else if use.base == .dependency {
                        guard needed[use.name] != nil else {
                            graph.notRead(file.file, use.line,
                                "\(from) reads dependency.\(use.name), which \(component.dependency ?? "no dependency protocol") does not declare "
                                    + "among the scanned protocols; no edge")
                            continue
                        }
                        read.insert(use.name)
                        guard !orphan else {
                            graph.notRead(file.file, use.line,
                                "\(from) reads dependency.\(use.name), but no scanned component builds \(id), so no ancestor provides it; no edge")
                            continue
                        }
                        for provider in providers(of: use.name, to: id).providers.sorted() {
                            graph.resolves(from, provider + "/" + use.name, place: at)
                            resolveCount += 1
                        }
                    } else if member.name != "init" {
                        // An initializer's names are mostly assignments (`self.token = token`), not reads.
                        for target in own[use.name] ?? [] where use.name != "init" {
                            guard let to = serviceID(id, target.member), graph.nodes[to] != nil, to != from else { continue }
                            graph.resolves(from, to, place: at)
                            resolveCount += 1
                        }
                    }
                }
            }
            for access in outside[id] ?? [] {
                if !access.isDependency, let targets = own[access.name] {
                    // A member the component declares (its own or a scanned superclass's).
                    for target in targets {
                        guard let to = serviceID(id, target.member), graph.nodes[to] != nil, to != access.from else { continue }
                        graph.resolves(access.from, to, place: access.place)
                        resolveCount += 1
                    }
                } else if needed[access.name] != nil {
                    // Needle's dynamic member lookup: a name the component does not declare is its dependency's.
                    read.insert(access.name)
                    guard !orphan else {
                        graph.notRead(access.place.file, access.place.line,
                            "\(access.from) reads \(access.name) of \(id), its dependency, but no scanned component builds \(id), "
                                + "so no ancestor provides it; no edge")
                        continue
                    }
                    for provider in providers(of: access.name, to: id).providers.sorted() {
                        graph.resolves(access.from, provider + "/" + access.name, place: access.place)
                        resolveCount += 1
                    }
                } else if access.isDependency {
                    graph.notRead(access.place.file, access.place.line,
                        "\(access.from) reads .\(access.name) on the dependency of \(id), which \(component.dependency ?? "no dependency protocol") "
                            + "does not declare among the scanned protocols; no edge")
                }
            }
            guard !orphan else { continue }
            for (property, declared) in needed.sorted(by: { $0.key < $1.key }) {
                let search = providers(of: property, to: id)
                if let path = search.unprovided {
                    graph.notRead(declared.file, declared.line,
                        "\(id)'s dependency '\(property)': no ancestor on the path \(path.map(ReaderSyntax.lastName).joined(separator: "->")) "
                            + "declares a non-private property of that name; no edge for that path")
                }
                guard !read.contains(property) else { continue }
                for provider in search.providers.sorted() {
                    let to = provider + "/" + property
                    guard graph.nodes[to] != nil else { continue }
                    if graph.edges[id + "\u{0}" + to] == nil {
                        graph.edges[id + "\u{0}" + to] = Edge(from: id, to: to, kind: .resolves, label: property, place: declared)
                    }
                    resolveCount += 1
                }
            }
        }
    }
}
