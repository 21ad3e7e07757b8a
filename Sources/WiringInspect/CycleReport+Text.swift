import WiringModel

extension CycleReport {
    /// The cycles as terminal text.
    ///
    /// - Parameter style: Glyphs and colour.
    /// - Returns: Lines ending in newlines; every snapshot string is sanitized.
    public func text(style: InspectStyle = .plain) -> String {
        var out = ""
        if cycles.isEmpty {
            out += "no cycles\n"
        } else {
            out += style.paint(cycles.count == 1 ? "1 cycle" : "\(cycles.count) cycles", .heading) + "\n"
            for (number, cycle) in cycles.enumerated() {
                out += Self.describe(cycle, number: number + 1, style: style)
            }
        }
        if !weakCycles.isEmpty {
            let count = weakCycles.count == 1 ? "1 cycle" : "\(weakCycles.count) cycles"
            out += "\n" + style.paint("\(count) through weak or unowned references (not retain cycles)", .heading) + "\n"
            for (number, cycle) in weakCycles.enumerated() {
                out += Self.describe(cycle, number: number + 1, style: style)
            }
        }
        return out
    }

    private static func describe(_ cycle: Cycle, number: Int, style: InspectStyle) -> String {
        let size = cycle.members.count == 1 ? "1 node" : "\(cycle.members.count) nodes"
        var out = "\(number). \(size), for example:\n"
        guard let first = cycle.example.first else { return out }
        // A shortest loop may pass through only some of the component: name all of its members.
        if let missing = cycle.missingFromExample {
            out += "   members: \(missing)\n"
        }
        out += "   " + TextOutput.safe(first.fromName) + "\n"
        for step in cycle.example {
            out += "   " + step.outgoingText(style) + "\n"
        }
        return out
    }
}

extension CycleReport.Cycle {
    /// Every member's printed name, sanitized and joined, when the example loop misses some
    /// member; `nil` when the example names them all. Long lists end with a count.
    var missingFromExample: String? {
        let inLoop = Set(example.map(\.from))
        guard members.contains(where: { !inLoop.contains($0) }) else { return nil }
        let limit = 20
        var text = memberNames.prefix(limit).map(TextOutput.safe).joined(separator: ", ")
        if memberNames.count > limit { text += ", …and \(memberNames.count - limit) more" }
        return text
    }
}
