import WiringModel

/// Names built to break an output language: markup, script, comment and CDATA
/// terminators, control characters, direction overrides, Markdown and Mermaid
/// syntax, and sheer length. Every output must carry them as inert text.
public enum HostileNames {
    /// One hostile name per line of attack, labelled for test messages.
    public static let all: [(label: String, name: String)] = [
        ("script element", "Evil.</script><script>alert(1)</script>"),
        ("event attribute", "Evil.<img src=x onerror=alert(1)>"),
        ("svg onload", "Evil.<svg onload=alert(1)>"),
        ("attribute breakout", "Evil.\" onmouseover=\"alert(1)"),
        ("single-quote breakout", "Evil.' onclick='alert(1)"),
        ("cdata end", "Evil.]]><script>alert(1)</script>"),
        ("comment end", "Evil.--!><script>alert(1)</script><!--"),
        ("comment open", "Evil.<!-- x"),
        ("nul", "Evil.Nul\u{0}After"),
        ("escape sequence", "Evil.\u{1B}]0;title\u{07}\u{1B}[2J\u{1B}[31mRed"),
        ("bidi override", "Evil.\u{202E}gnp.exe\u{202C}"),
        ("bidi isolate", "Evil.\u{2067}hidden\u{2069}"),
        ("line separators", "Evil.Line\u{2028}Para\u{2029}End"),
        ("newline", "Evil.First\nSecond\r\nThird"),
        ("backticks", "Evil.```js\nalert(1)\n```"),
        ("pipes", "Evil.A|B||C"),
        ("markdown link", "Evil.[click](javascript:alert(1))"),
        ("mermaid syntax", "Evil.A\"]-->B[\"x\"];click A call alert(1)"),
        ("mermaid directive", "%%{init: {'securityLevel':'loose'}}%%"),
        ("dot syntax", "Evil.\"]; x [label=<<b>pwn</b>>]; \""),
        ("dot escapes", "Evil.\\N\\G\\L\\"),
        ("braces", "Evil.{a|{b|c}}<port>"),
        ("entity", "Evil.&lt;&amp;&#x3C;"),
        ("javascript url", "javascript:alert(1)"),
        ("percent and hash", "Evil.%s%n#35;"),
        ("emoji and combining", "Evil.👩‍👩‍👧‍👦e\u{301}\u{301}\u{301}"),
        ("very long", "Evil." + String(repeating: "Long", count: 5_000)),
    ]

    /// A snapshot whose every id, type, port, key and edge label is a hostile name.
    ///
    /// Each name gets a node under the root, with a port and an edge from the
    /// previous node labelled with the name, so each reaches each kind of output slot.
    public static var snapshot: GraphSnapshot { pair().hostile }

    /// The same graph as `snapshot` with plain names (`Safe.Name0`, …): any output
    /// of it has the structure the hostile one must keep.
    public static var benign: GraphSnapshot { pair().benign }

    /// The hostile snapshot and its plain twin, optionally without some of the names.
    ///
    /// - Parameter excluded: Labels (from `all`) of names to leave out, for an
    ///   output whose size limits would treat the two differently.
    /// - Returns: Two snapshots of the same shape.
    public static func pair(excluding excluded: Set<String> = []) -> (hostile: GraphSnapshot, benign: GraphSnapshot) {
        let names = all.filter { !excluded.contains($0.label) }.map(\.name)
        return (
            snapshot(root: "Evil.Root</script>", title: "Evil.Title</script><!--", names: names),
            snapshot(root: "Safe.Root", title: "Safe.Title", names: names.indices.map { "Safe.Name\($0)" })
        )
    }

    private static func snapshot(root: String, title: String, names: [String]) -> GraphSnapshot {
        var nodes = [Node(id: root, kind: .root, type: root)]
        var edges: [Edge] = []
        for (index, name) in names.enumerated() {
            let id = "\(root)/\(index)/\(name)"
            nodes.append(Node(
                id: id, kind: index.isMultiple(of: 2) ? .boundary : .plugin, type: name, parent: root,
                ports: [Port(name: name, type: name, origin: .computed)],
                key: name, attributes: ["note": name]))
            if index > 0 {
                let previous = "\(root)/\(index - 1)/\(names[index - 1])"
                edges.append(Edge(from: previous, to: id, kind: .dependency, label: name))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, source: "boundaries", title: title)
    }
}
