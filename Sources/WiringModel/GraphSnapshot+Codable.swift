import WiringPlatform

extension GraphSnapshot: Codable {
    enum CodingKeys: String, CodingKey {
        case schemaVersion, source, title, nodes, edges
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        // Checked before anything else, so a document of another version gets a
        // version message rather than a confusing one about some field.
        guard schemaVersion == Self.currentSchemaVersion else { throw SchemaVersionMismatch(found: schemaVersion) }
        self.source = try container.decodeIfPresent(String.self, forKey: .source)
        self.title = try container.decodeIfPresent(String.self, forKey: .title)
        // Sorted as every other way of making a snapshot sorts, so code reading a snapshot can rely
        // on the order its properties promise.
        self.nodes = Self.sortedNodes(try container.decode([Node].self, forKey: .nodes))
        self.edges = Self.sortedEdges(try container.decode([Edge].self, forKey: .edges))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(edges, forKey: .edges)
    }
}

extension Node: Codable {
    enum CodingKeys: String, CodingKey {
        case id, kind, type, parent, ports, resolved, key, life, attributes, place, declared
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(NodeKind.self, forKey: .kind),
            type: try container.decode(String.self, forKey: .type),
            parent: try container.decodeIfPresent(String.self, forKey: .parent),
            ports: try container.decodeIfPresent([Port].self, forKey: .ports) ?? [],
            resolved: try container.decodeIfPresent(Bool.self, forKey: .resolved) ?? true,
            key: try container.decodeIfPresent(String.self, forKey: .key),
            life: try container.decodeIfPresent(String.self, forKey: .life),
            attributes: try container.decodeIfPresent([String: String].self, forKey: .attributes) ?? [:],
            place: try container.decodeIfPresent(SourcePlace.self, forKey: .place),
            declared: try container.decodeIfPresent(SourcePlace.self, forKey: .declared)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(type, forKey: .type)
        try container.encode(parent, forKey: .parent)  // written as null at the top, as the schema shows
        try container.encode(ports, forKey: .ports)
        try container.encode(resolved, forKey: .resolved)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(life, forKey: .life)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
        try container.encodeIfPresent(place, forKey: .place)
        try container.encodeIfPresent(declared, forKey: .declared)
    }
}

extension Edge: Codable {
    enum CodingKeys: String, CodingKey {
        case from, to, kind, label, reference, resolved, place
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            from: try container.decode(String.self, forKey: .from),
            to: try container.decode(String.self, forKey: .to),
            kind: try container.decode(EdgeKind.self, forKey: .kind),
            label: try container.decodeIfPresent(String.self, forKey: .label),
            reference: try container.decodeIfPresent(ReferenceStrength.self, forKey: .reference),
            resolved: try container.decodeIfPresent(Bool.self, forKey: .resolved) ?? true,
            place: try container.decodeIfPresent(SourcePlace.self, forKey: .place)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(reference, forKey: .reference)
        try container.encode(resolved, forKey: .resolved)
        try container.encodeIfPresent(place, forKey: .place)
    }
}

extension Port {
    enum CodingKeys: String, CodingKey {
        case name, type, origin, made, place
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            type: try container.decode(String.self, forKey: .type),
            origin: try container.decode(Origin.self, forKey: .origin),
            made: try container.decodeIfPresent(Bool.self, forKey: .made) ?? true,
            place: try container.decodeIfPresent(SourcePlace.self, forKey: .place)
        )
    }
}
