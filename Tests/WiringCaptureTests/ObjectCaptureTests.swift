import Foundation
import Testing
import WiringCapture
import WiringModel

final class Coordinator {
    var child: ChildCoordinator?
    let store = Store()
    var screens: [Screen] = []
    var routes: [String: Screen] = [:]
    var state: State = .idle
    var service: any Service = RemoteService()
    lazy var expensive: Store = { Coordinator.lazyHits += 1; return Store() }()
    nonisolated(unsafe) static var lazyHits = 0
}

final class ChildCoordinator {
    weak var parent: Coordinator?
    unowned let owner: Coordinator
    init(owner: Coordinator) { self.owner = owner; self.parent = owner }
}

final class Store {}
final class Screen { let name: String; init(_ name: String) { self.name = name } }
protocol Service: AnyObject {}
final class RemoteService: Service {}
enum State { case idle, showing(Screen) }

final class Link {
    var next: Link?
}

struct Wrapper {
    let first: Store
    let pair: (Store, Screen)
}

@Suite("Object graph capture")
struct ObjectCaptureTests {
    private func makeCoordinator() -> Coordinator {
        let coordinator = Coordinator()
        coordinator.child = ChildCoordinator(owner: coordinator)
        coordinator.screens = [Screen("home"), Screen("detail")]
        coordinator.routes = ["b": Screen("b"), "a": Screen("a")]
        coordinator.state = .showing(coordinator.screens[0])
        return coordinator
    }

    @Test func classesBecomeNodesAndReferencesHoldsEdges() throws {
        let coordinator = makeCoordinator()
        defer { coordinator.child = nil }
        let snapshot = GraphSnapshot.capture(coordinator)
        let root = "WiringCaptureTests.Coordinator"
        #expect(snapshot.node(withID: root)?.kind == .object)
        let held = Set(snapshot.edges.filter { $0.from == root }.map { "\($0.label ?? "") \($0.reference?.rawValue ?? "")" })
        #expect(held == [
            "child strong", "store strong", "screens[0] strong", "screens[1] strong",
            "routes[a] strong", "routes[b] strong", "service strong", "state.showing strong",
        ])
        // The enum payload points at the same screen as screens[0]: one node, two edges.
        #expect(snapshot.nodes.filter { $0.type == "WiringCaptureTests.Screen" }.count == 4)
        #expect(snapshot.edges.allSatisfy { $0.kind == .holds })
    }

    @Test func declaredWeakAndUnownedReferencesAreMarked() throws {
        let coordinator = makeCoordinator()
        defer { coordinator.child = nil }
        let options = CaptureOptions()
            .declaring(.weak, "parent", in: ChildCoordinator.self)
            .declaring(.unowned, "owner", in: ChildCoordinator.self)
        let snapshot = GraphSnapshot.capture(coordinator, options: options)
        let child = "WiringCaptureTests.Coordinator.child"
        let back = snapshot.edges.filter { $0.from == child }.map { "\($0.label ?? "") \($0.reference?.rawValue ?? "") \($0.to)" }
        #expect(Set(back) == [
            "parent weak WiringCaptureTests.Coordinator", "owner unowned WiringCaptureTests.Coordinator",
        ])
    }

    @Test func undeclaredWeakAndUnownedReferencesAreRecordedStrong() throws {
        // `Mirror` shows a weak property as an optional and an unowned one as the object: public
        // reflection does not say how a property holds its value (docs/capture.md).
        let coordinator = makeCoordinator()
        defer { coordinator.child = nil }
        let snapshot = GraphSnapshot.capture(coordinator)
        let child = "WiringCaptureTests.Coordinator.child"
        let back = snapshot.edges.filter { $0.from == child }.map { "\($0.label ?? "") \($0.reference?.rawValue ?? "") \($0.to)" }
        #expect(Set(back) == [
            "parent strong WiringCaptureTests.Coordinator", "owner strong WiringCaptureTests.Coordinator",
        ])
    }

    @Test func captureDoesNotTriggerLazyVars() {
        let coordinator = makeCoordinator()
        defer { coordinator.child = nil }
        let hits = Coordinator.lazyHits
        let snapshot = GraphSnapshot.capture(coordinator)
        #expect(Coordinator.lazyHits == hits)
        #expect(!snapshot.edges.contains { $0.label == "expensive" })
    }

    @Test func aHundredThousandLongChainIsWalkedWithoutRecursion() {
        let head = Link()
        var tail = head
        for _ in 1..<100_000 {
            let next = Link()
            tail.next = next
            tail = next
        }
        defer { unlinkIteratively(head) }
        let snapshot = GraphSnapshot.capture(head)
        #expect(snapshot.nodes.count == 100_000)
        #expect(snapshot.edges.count == 99_999)
        // Repeated labels fold into a count, so ids stay short.
        #expect(snapshot.node(withID: "WiringCaptureTests.Link.next×99999") != nil)
    }

    @Test func cyclesTerminateAndIdsAreStable() {
        let a = Link()
        let b = Link()
        a.next = b
        b.next = a
        defer { a.next = nil }
        let first = GraphSnapshot.capture(a)
        #expect(first.nodes.count == 2)
        #expect(first.edges.count == 2)
        #expect(GraphSnapshot.capture(a).jsonData() == first.jsonData())
        #expect(!String(decoding: first.jsonData(), as: UTF8.self).contains("0x"))
    }

    @Test func valuesAtTheTopAndTuplesAreLookedThrough() {
        let store = Store()
        let wrapper = Wrapper(first: store, pair: (store, Screen("x")))
        let snapshot = GraphSnapshot.capture(wrapper)
        #expect(snapshot.node(withID: "WiringCaptureTests.Wrapper") != nil)
        let labels = Set(snapshot.edges.compactMap(\.label))
        #expect(labels == ["first", "pair.0", "pair.1"])
        #expect(snapshot.nodes.count == 3)
    }

    @Test func theObjectLimitStopsTheWalk() {
        let head = Link()
        head.next = Link()
        head.next?.next = Link()
        let snapshot = GraphSnapshot.capture(head, options: CaptureOptions(maxObjects: 2))
        #expect(snapshot.nodes.count == 2)
        #expect(snapshot.edges.count == 1)
    }

    private func unlinkIteratively(_ head: Link) {
        var current: Link? = head
        while let node = current {
            current = node.next
            node.next = nil
        }
    }
}
