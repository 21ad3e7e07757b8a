/// Counts factory runs, so tests can tell that capture runs none.
final class FactoryCounter {
    private(set) var runs: [String: Int] = [:]
    var total: Int { runs.values.reduce(0, +) }

    func ran(_ name: String) { runs[name, default: 0] += 1 }
}
