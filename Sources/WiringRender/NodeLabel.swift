import WiringModel
import WiringProjectModel

/// The HTML-like Graphviz label of a node: kind caption, display name,
/// service key and life, folded count, and its ports.
struct NodeLabel {
    /// The most ports listed before the rest are summarised.
    static let maxPorts = 12

    /// The label body for a node.
    ///
    /// - Parameters:
    ///   - node: The node.
    ///   - diagram: The diagram it belongs to (ports shown, folded counts, emphasis).
    ///   - style: The visual language.
    /// - Returns: HTML-like label text (without the enclosing `<` `>`), every name escaped.
    static func html(for node: Node, in diagram: Diagram, style: DiagramStyle) -> String {
        let look = style.look(for: node.kind)
        let emphasis = diagram.emphasis(ofNode: node.id)
        let muted = !node.resolved || emphasis == .removed || emphasis == .context
        let captionColor = muted ? style.faded : look.border
        var rows: [String] = []
        if !diagram.compact { rows.append(row(small("«\(caption(of: node))»", color: captionColor, size: 8))) }
        rows.append(row("<B>\(TextEscaping.html(node.displayName))</B>"))
        let facts = facts(of: node, in: diagram)
        if !facts.isEmpty {
            rows.append(row(small(TextEscaping.html(facts.joined(separator: " · ")), color: captionColor, size: 9)))
        }
        if diagram.showsPorts && !node.ports.isEmpty {
            rows.append("<HR/>")
            for port in node.ports.prefix(maxPorts) {
                var text = "\(TextEscaping.html(port.name)): \(TextEscaping.html(TypeName.unqualified(port.type)))"
                if port.origin == .lazy && !port.made { text = "<I>\(text) (lazy)</I>" }
                rows.append(row(small(text, color: muted ? style.faded : "#263238", size: 9), align: "LEFT"))
            }
            if node.ports.count > maxPorts {
                rows.append(row(small("+\(node.ports.count - maxPorts) more ports", color: style.faded, size: 9), align: "LEFT"))
            }
        }
        return #"<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">"# + rows.joined() + "</TABLE>"
    }

    /// The word a node's caption names it by: the kind of group a level's box or frame is (a folder,
    /// a name group), else its node kind.
    static func caption(of node: Node) -> String {
        // A project of Xcode, Tuist, XcodeGen or CocoaPods is drawn as a package is, captioned by what describes it.
        if node.kind == .package, let build = node.attributes["build"], !build.isEmpty { return build + " project" }
        guard let group = node.attributes["group"] else { return node.kind.rawValue }
        return group == GroupTree.Kind.names.rawValue ? "name group" : group
    }

    /// The small line under a node's name: its key, life, what a box holds, the target a module is
    /// built by when its name does not tell it (four app targets that all build module `UTM`), and
    /// why it is faded.
    static func facts(of node: Node, in diagram: Diagram) -> [String] {
        var facts: [String] = []
        if let key = node.key { facts.append("key “\(key)”") }
        if let life = node.life { facts.append(life) }
        if node.kind == .module, let target = node.attributes["target"], Target.moduleName(target) != node.displayName {
            facts.append("target \(target)")
        }
        if let count = diagram.folded[node.id] {
            facts.append("+\(count) inside")
        } else if diagram.view?.boxes[node.id] != nil, let members = node.attributes["members"] {
            facts.append("\(members) inside")
        }
        if let hub = diagram.sharedRow.first(where: { $0.id == node.id }) { facts.append("used by \(hub.users)") }
        if let fact = node.fadedFact { facts.append(fact) }
        return facts
    }

    /// One table row with one cell.
    static func row(_ content: String, align: String = "CENTER") -> String {
        #"<TR><TD ALIGN="\#(align)">\#(content)</TD></TR>"#
    }

    /// Text in a smaller font and a colour.
    static func small(_ content: String, color: String, size: Int) -> String {
        #"<FONT POINT-SIZE="\#(size)" COLOR="\#(color)">\#(content)</FONT>"#
    }
}
