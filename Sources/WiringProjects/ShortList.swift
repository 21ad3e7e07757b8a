extension Array where Element == String {
    /// The first four items joined by commas, with `, …` when there are more: how a line that
    /// counts many files or causes names a few of them.
    package var shortList: String {
        prefix(4).joined(separator: ", ") + (count > 4 ? ", …" : "")
    }
}
