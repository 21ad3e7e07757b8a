/// How the id of a node reached by a property path was made, with repeated labels folded:
/// the id is `prefix.last`, or `prefix.last×count` past the first, where the prefix is the id of
/// an earlier node. The bytes themselves are kept by `IDBytes`, so a path is a few words.
struct IDPath {
    /// The position of the node whose id is this path's prefix.
    let prefix: Int
    /// The last label, `nil` at the root.
    let last: String?
    /// How many times `last` repeats at the end.
    let count: Int

    /// The path of the root, whose id is the node at `position`.
    init(root position: Int) {
        self.prefix = position
        self.last = nil
        self.count = 0
    }

    private init(prefix: Int, last: String, count: Int) {
        self.prefix = prefix
        self.last = last
        self.count = count
    }

    /// The path one property further, from the node at `position` that this path reached.
    func child(_ label: String, of position: Int) -> IDPath {
        if label == last { return IDPath(prefix: prefix, last: label, count: count + 1) }
        return IDPath(prefix: position, last: label, count: 1)
    }

    /// Makes this path's id the candidate of `ids`: `prefix.last`, or `prefix.last×count`.
    func makeCandidate(in ids: inout IDBytes) {
        ids.startCandidate(copying: prefix)
        guard let last else { return }
        ids.appendToCandidate(".")
        ids.appendToCandidate(last)
        if count > 1 {
            ids.appendToCandidate("×")
            ids.appendToCandidate(number: count)
        }
    }
}
