/// Lets capture read a set's elements without building a mirror of the set.
///
/// A set's mirror lists its elements, unlabelled, in the set's order; the walk labels each by its
/// description (`[description]`) and takes them in the order of those labels.
protocol SetReflecting {
    /// The first `limit` elements, in the set's order.
    func reflectedElements(limit: Int) -> [Any]
}

extension Set: SetReflecting {
    func reflectedElements(limit: Int) -> [Any] {
        var elements: [Any] = []
        elements.reserveCapacity(Swift.min(count, Swift.max(limit, 0)))
        for element in self {
            guard elements.count < limit else { break }
            elements.append(element)
        }
        return elements
    }
}
