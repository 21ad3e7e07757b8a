import WiringModel

/// What a scan found: the declared graph as a snapshot, and what it could not decide.
public struct ScanResult: Sendable {
    /// The declared graph, with `source` `"scan"`.
    public var snapshot: GraphSnapshot
    /// Declarations and calls left out because the scan cannot decide them, sorted by place.
    public var warnings: [ScanWarning]
    /// `resolve` calls inside factories that give no edge, sorted by place.
    public var unresolved: [UnresolvedResolve]
    /// How many Swift files were read.
    public var fileCount: Int
    /// How many lines they hold.
    public var lineCount: Int
    /// Files left out as tests, vendored code or excluded paths, one entry per reason.
    public var skipped: [SkippedFiles] = []
    /// Findings about the app: resolves of services no registration provides, sorted by place.
    public var findings: [ScanFinding] = []
    /// How many registrations became services.
    public var registrationCount = 0
    /// How many resolves became edges (findings included).
    public var resolveCount = 0
    /// The packages whose manifests were not wholly read, each as `Name (path: why)`: the module
    /// graph lacks what they declare.
    public var incompleteModules: [String] = []
}

/// A finding about the app the scan read, as opposed to a part the scan could not read.
public struct ScanFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Where the resolve is.
    public var place: SourcePlace
    /// The service whose factory resolves.
    public var service: String
    /// The service type no registration provides.
    public var missing: String
    /// The rule the finding falls under: `unregistered`, or a framework reader's (`no-live-value`).
    public var rule = "unregistered"
    /// The finding in words, when it is not an unregistered resolve.
    public var text: String?

    /// Creates a finding.
    public init(place: SourcePlace, service: String, missing: String) {
        self.place = place
        self.service = service
        self.missing = missing
    }

    /// `Sources/App/A.swift:16: App.LogoutDaemon resolves App.CacheCleaner, which no registration provides`.
    public var description: String { "\(place.description): \(message)" }

    /// `App.LogoutDaemon resolves App.CacheCleaner, which no registration provides`.
    public var message: String { text ?? "\(service) resolves \(missing), which no registration provides" }

    public static func < (lhs: ScanFinding, rhs: ScanFinding) -> Bool {
        (lhs.place, lhs.service, lhs.missing) < (rhs.place, rhs.service, rhs.missing)
    }
}
