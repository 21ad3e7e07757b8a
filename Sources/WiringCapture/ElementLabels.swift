/// The labels of the elements of arrays found under one label (`children[0]`, `children[1]`, …),
/// each made once and reused while the arrays the walk meets are found under that label, as all
/// the arrays of objects of one class are.
struct ElementLabels {
    private var prefix = ""
    private var made: [String] = []
    /// Labels past this index are made each time, not kept.
    private static let kept = 1024

    /// The label of the element at `index` of an array found under `prefix`.
    ///
    /// - Parameters:
    ///   - index: The element's index.
    ///   - prefix: The label the array was found under.
    /// - Returns: `prefix[index]`, as `ObjectGraphCapture.join` makes it.
    mutating func label(_ index: Int, in prefix: String) -> String {
        if prefix != self.prefix {
            self.prefix = prefix
            made.removeAll(keepingCapacity: true)
        }
        if index < made.count { return made[index] }
        guard index < Self.kept else { return ObjectGraphCapture.join(prefix, ObjectGraphCapture.elementLabel(index)) }
        while made.count <= index { made.append(ObjectGraphCapture.join(prefix, ObjectGraphCapture.elementLabel(made.count))) }
        return made[index]
    }
}
