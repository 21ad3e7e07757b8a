/// The ids of a graph's nodes in byte order, to find those starting with a prefix (the registrations of
/// a type taking arguments, `container/Api(`) without testing every id.
///
/// An id or a prefix that is not ASCII would compare as Unicode text, not as bytes: while the index holds
/// such an id, and for such a prefix, every id is tested, as `hasPrefix` tests it.
struct NodeIDIndex {
    private var sorted: [String]
    private var ascii: Bool

    /// Creates the index of some ids, each once (a dictionary's keys).
    init(_ ids: some Collection<String>) {
        ascii = ids.allSatisfy(Self.isASCII)
        // ASCII text compares as its bytes do; with any other id, every id is tested and the order does not matter.
        sorted = ascii ? ids.sorted() : Array(ids)
    }

    /// How many ids the index holds.
    var count: Int { sorted.count }

    /// Adds an id, unless the index holds it.
    mutating func insert(_ id: String) {
        guard ascii, Self.isASCII(id) else {
            // Found by testing every id from now on: the order no longer matters.
            if !sorted.contains(where: { $0.utf8.elementsEqual(id.utf8) }) { sorted.append(id) }
            ascii = false
            return
        }
        let position = lowerBound(id)
        guard position == sorted.count || sorted[position] != id else { return }
        sorted.insert(id, at: position)
    }

    /// The ids that start with `prefix` (as `hasPrefix` tells), in no given order.
    func starting(with prefix: String) -> [String] {
        guard ascii, Self.isASCII(prefix) else { return sorted.filter { $0.hasPrefix(prefix) } }
        var matches: [String] = []
        var index = lowerBound(prefix)
        while index < sorted.count, sorted[index].utf8.starts(with: prefix.utf8) {
            matches.append(sorted[index])
            index += 1
        }
        return matches
    }

    /// The position of the first id not before `id` (ASCII ids, in byte order).
    private func lowerBound(_ id: String) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}
