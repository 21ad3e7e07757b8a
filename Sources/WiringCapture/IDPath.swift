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
        self.id = count > 1 ? "\(prefix).\(last)×\(count)" : "\(prefix).\(last)"
    }

    /// The path one property further.
    func child(_ label: String) -> IDPath {
        if label == last { return IDPath(prefix: prefix, last: label, count: count + 1) }
        return IDPath(prefix: id, last: label, count: 1)
    }
}
