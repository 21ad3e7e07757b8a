/// The id of a node reached by a property path, with repeated labels folded.
struct IDPath {
    let id: String
    private let prefix: String
    private let last: String?
    private let count: Int

    init(root: String) {
        self.id = root
        self.prefix = root
        self.last = nil
        self.count = 0
    }

    init(id: String, path: IDPath) {
        self.id = id
        self.prefix = path.prefix
        self.last = path.last
        self.count = path.count
    }

    private init(prefix: String, last: String, count: Int) {
        self.prefix = prefix
        self.last = last
        self.count = count
        self.id = Self.joined(prefix, last, count)
    }

    /// `prefix.last`, or `prefix.last×count` past the first, built in one allocation: an id is as
    /// long as its path, and interpolation grew its buffer several times on the way.
    private static func joined(_ prefix: String, _ last: String, _ count: Int) -> String {
        let suffix = count > 1 ? "×" + String(count) : ""
        var id = ""
        id.reserveCapacity(prefix.utf8.count + 1 + last.utf8.count + suffix.utf8.count)
        id += prefix
        id += "."
        id += last
        id += suffix
        return id
    }

    /// The path one property further.
    func child(_ label: String) -> IDPath {
        if label == last { return IDPath(prefix: prefix, last: label, count: count + 1) }
        return IDPath(prefix: id, last: label, count: 1)
    }
}
