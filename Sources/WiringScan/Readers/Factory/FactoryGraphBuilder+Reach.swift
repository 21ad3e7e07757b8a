import WiringModel

extension FactoryGraphBuilder {
    /// What a call reaches.
    enum Outcome: Equatable {
        /// These registrations (none when a helper calls none).
        case found([String])
        /// A container the scan knows, but no registration or helper of that name.
        case unknown
        /// A helper whose forwarding leads back to itself.
        case loop
        /// Nothing the scan can tell: a container it does not know, a name that is no container's,
        /// a property read or a name written without `self.` that names no helper.
        case skipped
    }

    /// How many helpers deep a forwarding is followed.
    static let forwardingDepth = 32

    /// The registrations a call reaches: the registration it names, or what the helper it names
    /// reaches, with holders and aliases of containers followed.
    ///
    /// - Parameters:
    ///   - call: The call or property read.
    ///   - own: The container `self` is, when the call is in a registration or helper.
    ///   - context: The type path the call is written in, for its holders.
    ///   - file: The file it is written in.
    /// - Returns: What it reaches.
    mutating func reach(_ call: FactoryFacts.Call, own: String?, context: [String], file: SourceFacts, depth: Int = 0) -> Outcome {
        guard let container = container(of: call, own: own, context: context, module: file.module) else { return .skipped }
        var key = container + "\u{0}" + call.name
        if services[key] == nil, helpers[key] == nil, let shared = sharedKey(call.name, from: container) { key = shared }
        if !call.isRead, let id = moduleServices[file.module + "\u{0}" + key] ?? services[key] { return .found([id]) }
        if helpers[key] != nil {
            let result = expand(key, depth: depth)
            return result.loop && result.targets.isEmpty ? .loop : .found(result.targets)
        }
        return call.isRead || call.isImplicit ? .skipped : .unknown
    }

    /// The key of a member `SharedContainer` declares, for a container that declares no member of that
    /// name itself: an `extension SharedContainer` adds its registrations and helpers to every
    /// container (Factory 1.x's base class, Factory 2's protocol).
    func sharedKey(_ name: String, from container: String) -> String? {
        guard let shared = containerIDs["SharedContainer"], shared != container else { return nil }
        let key = shared + "\u{0}" + name
        return services[key] != nil || helpers[key] != nil ? key : nil
    }

    /// The container a call is made on: written, held by a property, or the caller's own.
    func container(of call: FactoryFacts.Call, own: String?, context: [String], module: String) -> String? {
        if let holder = call.holder {
            let key = module + "\u{0}" + context.joined(separator: ".") + "\u{0}" + holder
            guard let held = holders[key] else { return holder == "shared" ? own : nil }
            if let type = held.type { return containerIDs[canonical(type)] }
            if let use = held.use, let id = lookup(use, own: nil), let node = graph.nodes[id], containerIDs.values.contains(node.type) {
                return node.type
            }
            return nil
        }
        if let written = call.container {
            // Factory's own `Container` is there even when the app registers nothing in it (only in
            // `extension SharedContainer`).
            let name = canonical(written)
            return containerIDs[name] ?? (name == "Container" && containerIDs["SharedContainer"] != nil ? Self.containerID : nil)
        }
        return own
    }

    /// What a helper reaches, worked out once.
    private mutating func expand(_ key: String, depth: Int) -> (targets: [String], loop: Bool) {
        if let known = reached[key] { return known }
        guard let (file, helper) = helpers[key] else { return ([], false) }
        if expanding.contains(key) || depth >= Self.forwardingDepth { return ([], true) }
        expanding.insert(key)
        let own = String(key.prefix { $0 != "\u{0}" })
        var targets: [String] = []
        var loop = false
        for call in helper.calls {
            switch reach(call, own: own, context: helper.container, file: file, depth: depth + 1) {
            case .found(let found): targets += found.filter { !targets.contains($0) }
            case .unknown:
                graph.notRead(file.file, call.line,
                              "\(own).\(helper.name) calls \(call.name), which no scanned registration of that container declares; no edge")
            case .loop: loop = true
            case .skipped: break
            }
        }
        if helper.isForward, targets.isEmpty, !loop {
            graph.notRead(file.file, helper.line,
                          "\(own).\(helper.name) returns \(helper.calls.first?.name ?? "?"), which is no scanned registration; no edge")
        }
        expanding.remove(key)
        reached[key] = (targets, loop)
        return (targets, loop)
    }

    /// Says that a call reaches only a forwarding loop.
    mutating func notReadLoop(_ from: String, call: FactoryFacts.Call, place: SourcePlace) {
        graph.notRead(place.file, place.line, "\(from) calls \(call.name), a forwarding property that leads back to itself; no edge")
    }

    /// Adds the edge of one use outside registrations, with its not-read lines.
    ///
    /// - Returns: How many edges the use gave.
    mutating func addUse(_ use: FactoryFacts.Use, in file: SourceFacts) -> Int {
        var context: [String] = []
        if case .type(let path) = use.site.owner { context = path }
        let place = SourcePlace(file: file.file, line: use.call.line)
        let inContainer = context.last.map { containerNames.contains(canonical($0)) } ?? false
        let outcome = reach(use.call, own: nil, context: context, file: file)
        let targets: [String]
        switch outcome {
        case .found(let found):
            // A helper that reaches no registration (`func reset()`) gives no edge and no consumer.
            guard !found.isEmpty else { return 0 }
            targets = found
        case .unknown:
            let written = use.call.container ?? ""
            if !FactoryReader.containerMembers.contains(use.call.name),
               use.wrapper != nil || use.call.holder != nil || written.hasSuffix("Container") {
                let holder = use.call.holder.map { "\($0) (\(container(of: use.call, own: nil, context: context, module: file.module) ?? "?"))" }
                graph.notRead(file.file, use.call.line, "\(holder ?? written).\(use.call.name) is no scanned registration; no edge")
            }
            return 0
        case .loop:
            notReadLoop(context.joined(separator: "."), call: use.call, place: place)
            return 0
        case .skipped:
            return 0
        }
        if inContainer {
            // Inside a container, a member that calls registrations is a helper: whoever reads it gets the edges.
            let container = containerIDs[canonical(context.last ?? "")] ?? ""
            if let member = use.member, helpers[container + "\u{0}" + member] != nil { return 0 }
            for to in targets {
                graph.notRead(file.file, use.call.line,
                              "\(to) is called in its container outside a Factory registration or a property; no edge")
            }
            return 0
        }
        guard let from = graph.consumer(use.site.owner, in: file, line: use.call.line, framework: framework) else {
            for to in targets { graph.notRead(file.file, use.call.line, "a use of \(to) outside any type or function; no edge") }
            return 0
        }
        // A container reading a registration outside a factory (autoRegister) is no consumer.
        if graph.nodes[from]?.kind == .box { return 0 }
        var count = 0
        for to in targets {
            if !use.holds, let target = graph.nodes[to], containerIDs.values.contains(target.type) {
                graph.notRead(file.file, use.call.line,
                              "\(from) gets the container \(target.type) from \(to); the registrations it calls on it give no edge")
            }
            graph.resolves(from, to, place: place)
            count += 1
        }
        return count
    }
}
