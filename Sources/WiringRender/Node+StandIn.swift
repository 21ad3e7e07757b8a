import WiringModel

extension Node {
    /// Whether the node is a stand-in an opened view draws for a group or node outside it (a stub):
    /// drawn faded like a node that is not resolved, and labelled as outside the view.
    var isStandIn: Bool { attributes["stub"] != nil }

    /// The fact a label gives for a faded node: outside the view for a stand-in, else not resolved.
    var fadedFact: String? {
        if isStandIn { return "outside this view" }
        return resolved ? nil : "not resolved"
    }
}
