import Testing
import WiringInspect
import WiringModel
import WiringTestSupport

/// `po snapshot` in a debugger and `print(snapshot)` show the inspect tree.
@Suite("Debugger description")
struct DebugDescriptionTests {
    @Test func aSnapshotPrintsAsTheInspectTree() {
        let snapshot = SampleSnapshots.payments
        let tree = SnapshotInspector(snapshot).tree().text(style: .plain)
        #expect(String(reflecting: snapshot) == tree)
        #expect(String(describing: snapshot) == tree)
        for node in snapshot.nodes {
            #expect(tree.contains(node.displayName), "\(node.id) is missing from the tree")
        }
    }
}
