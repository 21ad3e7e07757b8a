import WiringModel

/// Edits of the payments sample that diff and drawing tests compare against the original.
public enum PaymentsEdits {
    public static let root = "PaymentsApp.ApplicationBoundary"

    public static func id(_ name: String) -> String { "\(root)/PaymentsApp.PaymentsBoundary/PaymentsApp.\(name)" }

    /// The payments sample with extra dependency edges, given as (from, to) display names.
    public static func adding(_ pairs: [(String, String)]) -> GraphSnapshot {
        var snapshot = SampleSnapshots.payments
        snapshot.setEdges(snapshot.edges + pairs.map { Edge(from: id($0.0), to: id($0.1), kind: .dependency) })
        return snapshot
    }
}
