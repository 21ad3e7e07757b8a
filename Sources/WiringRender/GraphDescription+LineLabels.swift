extension GraphDescription {
    /// Whether a drawing in `format` is checked for lines' labels placed on another line or a node
    /// (`LineLabelClearance`): pictures only, when some line has a label. DOT keeps every label, for
    /// whoever lays it out next.
    func checksLineLabels(format: String) -> Bool {
        ["svg", "png", "pdf"].contains(format) && edges.contains { $0.attributes.contains { $0.name == "xlabel" } }
    }

    /// Whether the edges with these element ids carry no label but their `xlabel` (no `label`,
    /// `headlabel` or `taillabel`, set or by default): then every text written in their SVG groups is that
    /// label (`SVGLineLabels`).
    func hasOnlyLineLabels(on ids: Set<String>) -> Bool {
        let others: Set<String> = ["label", "headlabel", "taillabel"]
        guard !edgeDefaults.contains(where: { others.contains($0.name) }) else { return false }
        return !edges.contains { edge in
            edge.attributes.contains { $0.name == "id" && ids.contains($0.value.text) }
                && edge.attributes.contains { others.contains($0.name) }
        }
    }

    /// Leaves out the labels of the edges with these element ids; their words stay in the tooltips.
    mutating func leaveOutLineLabels(of ids: Set<String>) {
        guard !ids.isEmpty else { return }
        for index in edges.indices {
            let attributes = edges[index].attributes
            guard attributes.contains(where: { $0.name == "id" && ids.contains($0.value.text) }) else { continue }
            edges[index].attributes = attributes.filter { $0.name != "xlabel" }
        }
    }
}

extension GraphDescription.Value {
    /// The value's text, HTML-like or not.
    fileprivate var text: String {
        switch self {
        case .text(let text), .html(let text): text
        }
    }
}
