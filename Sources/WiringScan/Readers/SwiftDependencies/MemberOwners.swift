/// Which key's value a static member belongs to, from the values that name it.
///
/// `static let liveValue = ApiClient.live` makes the reads inside `static let live` (or
/// `static func live()`) of `ApiClient` the key's live reads, wherever `live` is declared; a member
/// only a `testValue` or `previewValue` names (`static let mock`) is not the live graph.
struct MemberOwners {
    /// Whose a member is.
    enum Owner: Equatable {
        /// The live value of the key with this node id.
        case key(String)
        /// A test or preview value's only.
        case notLive
    }

    private var live: [String: String] = [:]
    private var other: Set<String> = []

    /// Indexes the members every value names.
    ///
    /// - Parameters:
    ///   - facts: Every file's facts.
    ///   - keyOfType: Key node ids by key type (last name).
    init(_ facts: [DependencyFacts], keyOfType: [String: String]) {
        for file in facts {
            for value in file.values {
                guard let owner = value.owner.last else { continue }
                for reference in value.references {
                    // Another key's own live value (`ApiKey.liveValue` in `Tracker(api: ApiKey.liveValue)`) is a read of
                    // that key, not a member this value is made from.
                    if reference.member == "liveValue", reference.type != owner, keyOfType[reference.type] != nil { continue }
                    if value.member == "liveValue" {
                        if let key = keyOfType[owner], live[reference.name] == nil { live[reference.name] = key }
                    } else {
                        other.insert(reference.name)
                    }
                }
            }
        }
    }

    /// The owner of a read inside static member `member` of type `type`; `nil` when no value names it.
    func owner(of member: String?, in type: String?) -> Owner? {
        guard let member, let type else { return nil }
        let name = type + "." + member
        if let key = live[name] { return .key(key) }
        // A value member itself (`testValue = Self.liveValue`) is told by its own name, not by who names it.
        if other.contains(name), !DependencyCollector.valueMembers.contains(member) { return .notLive }
        return nil
    }
}
