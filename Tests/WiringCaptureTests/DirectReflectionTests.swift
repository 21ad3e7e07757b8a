import Testing
@testable import WiringCapture
import WiringModel

class LayoutBase {
    var baseStore = Store()
    var count = 3
    weak var watched: Store?
}

class LayoutMiddle: LayoutBase {
    var screen: Screen? = Screen("middle")
    lazy var deferred = Store()
}

/// A class with one property of every kind the walk meets, below two superclasses.
final class LayoutLeaf: LayoutMiddle {
    let own = Store()
    unowned var owner: Store
    unowned(unsafe) var unsafeOwner: Store
    var pair: (first: Store, Int, second: Screen?) = (Store(), 1, nil)
    var anything: Any = Store()
    var anyObject: AnyObject = Store()
    var doubleOptional: Store?? = .some(.some(Store()))
    var nested: [[Store?]] = [[Store(), nil], []]
    var table: [Int: Store] = [2: Store(), 1: Store()]
    var generic = GenericBox(Store())
    var state: State = .idle
    var service: any Service = RemoteService()
    var name = "leaf"
    var numbers = [1, 2, 3]

    init(owner: Store) {
        self.owner = owner
        self.unsafeOwner = owner
        super.init()
        watched = owner
    }
}

final class GenericBox<Value> {
    var value: Value
    var values: [Value]
    init(_ value: Value) { self.value = value; self.values = [value, value] }
}

/// A mirror listing the same object twice under one label, and a label holding a dot.
final class RepeatingMirror: CustomReflectable {
    let store = Store()
    let dotted = Store()
    let inner = DottedChild()
    var customMirror: Mirror {
        Mirror(self, children: ["twice": store, "twice": store, "inner.deep": dotted, "inner": inner] as KeyValuePairs<String, Any>)
    }
}

final class DottedChild {
    let deep = Store()
}

/// Two objects whose labels differ in bytes but are equal as Swift strings (KELVIN SIGN and K).
final class EquivalentLabels: CustomReflectable {
    let kelvin = Store()
    let letter = Store()
    var customMirror: Mirror {
        Mirror(self, children: ["\u{212A}": kelvin, "K": letter] as KeyValuePairs<String, Any>)
    }
}

/// Every kind of stored property `Mirror` shows is followed, a subclass's and its superclasses'.
@Suite("Direct reflection")
struct DirectReflectionTests {
    /// The weak and unowned properties of `LayoutLeaf` and its superclasses, declared where each is.
    private let declared = CaptureOptions()
        .declaring(.weak, "watched", in: LayoutBase.self)
        .declaring(.unowned, "owner", "unsafeOwner", in: LayoutLeaf.self)

    @Test func declarationsApplyToTheirOwnTypeAndItsSubclasses() {
        let owner = Store()
        let root = "WiringCaptureTests.LayoutLeaf"
        func strength(_ label: String, _ options: CaptureOptions) -> String? {
            GraphSnapshot.capture(LayoutLeaf(owner: owner), options: options).edges
                .first { $0.from == root && $0.label == label }?.reference?.rawValue
        }
        #expect(strength("watched", declared) == "weak")
        #expect(strength("owner", declared) == "unowned")
        #expect(strength("unsafeOwner", declared) == "unowned")
        // Without declarations, as `Mirror` shows them: strong.
        #expect(strength("watched", CaptureOptions()) == "strong")
        #expect(strength("owner", CaptureOptions()) == "strong")
        // A declaration on the subclass names properties it inherits too.
        #expect(strength("watched", CaptureOptions().declaring(.weak, "watched", in: LayoutLeaf.self)) == "weak")
        // A declaration on a superclass does not reach properties its subclasses add.
        #expect(strength("owner", CaptureOptions().declaring(.unowned, "owner", in: LayoutBase.self)) == "strong")
        withExtendedLifetime(owner) {}
    }

    @Test func captureFollowsEveryKindOfProperty() {
        let owner = Store()
        let leaf = LayoutLeaf(owner: owner)
        let snapshot = GraphSnapshot.capture(leaf, options: declared)
        let root = "WiringCaptureTests.LayoutLeaf"
        let labels = Set(snapshot.edges.filter { $0.from == root }.map { "\($0.label ?? "") \($0.reference?.rawValue ?? "")" })
        #expect(labels == [
            "own strong", "owner unowned", "unsafeOwner unowned", "pair.first strong", "anything strong",
            "anyObject strong", "doubleOptional strong", "nested[0][0] strong", "table[1] strong", "table[2] strong",
            "generic strong", "service strong", "screen strong", "baseStore strong", "watched weak",
        ])
        #expect(snapshot.node(withID: "\(root).generic.value") != nil)
        #expect(snapshot.edges.contains { $0.from == "\(root).generic" && $0.label == "values[1]" })
    }

    @Test func repeatedEdgesAreMergedAndCollidingIDsNumbered() {
        let snapshot = GraphSnapshot.capture(RepeatingMirror())
        let root = "WiringCaptureTests.RepeatingMirror"
        #expect(snapshot.edges.filter { $0.label == "twice" }.count == 1)
        // `inner.deep` as one label and as a path give the same id; the one found second is numbered.
        #expect(snapshot.node(withID: "\(root).inner.deep") != nil)
        #expect(snapshot.node(withID: "\(root).inner.deep#2") != nil)
        #expect(snapshot.edges.filter { $0.to == "\(root).inner.deep#2" }.map(\.label) == ["deep"])
    }

    @Test func idsEqualAsStringsAreNumberedEvenWhenTheirBytesDiffer() {
        let subject = EquivalentLabels()
        let snapshot = GraphSnapshot.capture(subject)
        let root = "WiringCaptureTests.EquivalentLabels"
        #expect(snapshot.nodes.count == 3)
        #expect(snapshot.nodes.map(\.id).contains("\(root).K#2"))
        #expect(Set(snapshot.nodes.map(\.id)).count == 3)
    }
}
