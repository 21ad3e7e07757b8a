import WiringModel

/// SwincyBox registrations: boxes and child boxes as `box` nodes, each registration a service
/// `box/child:k/Module.Type#key` with its life.
extension RegistrationGraphBuilder {
    /// The child-box keys from the root box down to the box a receiver is bound to.
    func boxPath(_ receiver: String, _ bindings: [String: ContainerBinding]) -> [String] {
        var path: [String] = []
        var name = receiver
        var seen: Set<String> = []
        while seen.insert(name).inserted, let binding = bindings[name], case .childBox(let parent, let key) = binding.origin {
            path.insert(key, at: 0)
            name = parent
        }
        return path
    }

    /// `box`, `box/child:a`, `box/child:a/child:b`, … as a capture names them.
    static func boxID(_ path: [String]) -> String {
        (["box"] + path.map { "child:\($0)" }).joined(separator: "/")
    }

    /// Adds the node of a box and of each box above it.
    mutating func addBoxNodes(_ path: [String]) {
        for depth in 0...path.count {
            let prefix = Array(path.prefix(depth))
            let id = Self.boxID(prefix)
            guard nodes[id] == nil else { continue }
            nodes[id] = Node(
                id: id, kind: .box, type: "SwincyBox.Box", parent: depth == 0 ? nil : Self.boxID(Array(prefix.dropLast())),
                key: prefix.last)
        }
    }

    /// Adds a SwincyBox registration's service, its life `transient` unless `life:` says otherwise.
    mutating func add(box path: [String], _ call: RegistrationCall, file: String, scope: LookupScope) {
        let place = SourcePlace(file: file, line: call.line)
        guard let (type, key) = typeAndKey(call, scope: scope, place: place, file: file) else { return }
        addBoxNodes(path)
        var life = "transient"
        switch call.life {
        case .absent: break
        case .literal(let written): life = written
        case .unreadable(let written):
            warn(place, "life '\(written)' is not written as .transient or .permanent; the service is listed without a life")
            life = ""
        }
        let boxID = Self.boxID(path)
        let id = "\(boxID)/\(type)" + (key.map { "#\($0)" } ?? "")
        guard addService(
            id: id, type: type, parent: boxID, key: key, life: life.isEmpty ? nil : life, place: place,
            conditional: call.isConditional ? "#if" : nil)
        else { return }
        for note in call.unreadNotes { warn(SourcePlace(file: file, line: note.line), .resolverNotFollowed, note.text) }
        let resolves = call.resolves.map { pending($0, scope: scope) }
        services.append(Service(id: id, framework: .swincyBox, box: path, levels: [], resolves: resolves, file: file))
    }
}
