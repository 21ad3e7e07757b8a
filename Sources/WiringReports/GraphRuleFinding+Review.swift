import WiringCheck

/// What the review formats (SARIF, GitHub annotations, JUnit) write for a graph finding: a cycle,
/// a captive dependency, an unregistered resolve, or a module finding. The rule id is the
/// finding's kind (`import-cycle`, `implicit-dependency`, …), its level its severity.
extension GraphRuleFinding {
    /// The finding's location, when its place is a usable relative path.
    var reviewLocation: ReviewLocation? {
        guard let place, let file = ReviewLocation.relativePath(place.file) else { return nil }
        return ReviewLocation(file: file, line: place.line >= 1 ? place.line : nil)
    }

    /// A stable fingerprint from the kind and the nodes involved (never the line), as 16 hex digits.
    var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "graph\u{0}\(kind.rawValue)\u{0}\(chain.map(\.id).joined(separator: "\u{0}"))".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The finding's name in a list: its chain.
    var reviewName: String { ReviewText.plain(chainText, limit: 200) }
}

extension GraphRuleFinding.Kind {
    /// A title for the kind, as in an annotation's title.
    var title: String {
        switch self {
        case .cycle: "Cycle"
        case .captiveDependency: "Captive dependency"
        case .unregistered: "Unregistered resolve"
        case .noLiveValue: "No live value"
        case .implicitDependency: "Implicit module dependency"
        case .unusedDependency: "Unused module dependency"
        case .importCycle: "Import cycle"
        }
    }

    /// One sentence on what the rule finds and how to fix it.
    var help: String {
        switch self {
        case .cycle: "Parts of the graph depend on each other in a loop. Break one of the edges."
        case .captiveDependency:
            "A long-lived service keeps a short-lived one for its whole life. Align their lifetimes."
        case .unregistered:
            "A factory resolves a service no registration provides: it fails at run time. Register it or stop resolving it."
        case .noLiveValue:
            "The app reads a dependency key that declares no liveValue: it gets the test value or fails. Add a liveValue."
        case .implicitDependency:
            "A target imports a module of its package that it does not declare; it compiles only through another "
                + "target and breaks when that changes. Declare the dependency in Package.swift."
        case .unusedDependency:
            "A target declares a dependency that none of its files imports. Remove it from Package.swift."
        case .importCycle: "Modules import each other in a loop. Break one of the imports."
        }
    }
}
