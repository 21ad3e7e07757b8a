import WiringModel

extension EdgeKind {
    /// How an edge of this kind reads from its start: "A depends on B".
    var outgoingPhrase: String {
        switch self {
        case .dependency: "depends on"
        case .plugin: "needs plugin"
        case .adapts: "implements"
        case .resolves: "resolves"
        case .holds: "holds"
        case .depends: "declares a dependency on"
        case .imports: "imports"
        }
    }

    /// How an edge of this kind reads from its end: "B is depended on by A".
    var incomingPhrase: String {
        switch self {
        case .dependency: "depended on by"
        case .plugin: "plugin of"
        case .adapts: "implemented by"
        case .resolves: "resolved by"
        case .holds: "held by"
        case .depends: "declared as a dependency by"
        case .imports: "imported by"
        }
    }
}
