import WiringModel
import WiringTestSupport

/// Edits of the payments sample that the diff tests compare against the original.
enum PaymentsEdits {
    static let root = "PaymentsApp.ApplicationBoundary"

    static func id(_ name: String) -> String { "\(root)/PaymentsApp.PaymentsBoundary/PaymentsApp.\(name)" }

    /// The payments sample with extra dependency edges, given as (from, to) display names.
    static func adding(_ pairs: [(String, String)]) -> GraphSnapshot {
        var snapshot = SampleSnapshots.payments
        snapshot.setEdges(snapshot.edges + pairs.map { Edge(from: id($0.0), to: id($0.1), kind: .dependency) })
        return snapshot
    }
}
