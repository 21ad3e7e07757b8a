import Testing
import WiringCapture
import WiringModel
import WiringTestSupport

@Suite("Capture through value types")
struct ValueTypeGraphCaptureTests {
    @Test("every component reached through a dictionary, an enum, an existential or a tuple is found once",
          arguments: [1, 2, 4, 37, 1_000])
    func mixedGraph(objects: Int) {
        let root = SyntheticObjectGraphs.mixed(objects: objects)
        var options = CaptureOptions()
        for (type, property) in SyntheticObjectGraphs.weakProperties { options.declare(.weak, property, in: type) }
        let snapshot = GraphSnapshot.capture(root, options: options)
        #expect(snapshot.nodes.count == objects)
        // Each component but the root: held by its owner, and holding it weakly (as declared).
        let strong = snapshot.edges.filter { $0.reference != .weak }
        let weak = snapshot.edges.filter { $0.reference == .weak }
        #expect(weak.count == objects - 1)
        // Owners hold up to three children each; all but the first of a family hold the previous one.
        let owners = objects <= 1 ? 0 : (objects - 2) / 3 + 1
        let siblingLinks = (objects - 1) - owners
        #expect(strong.count == (objects - 1) + siblingLinks)
        #expect(Set(snapshot.nodes.map(\.id)).count == objects)
    }
}
