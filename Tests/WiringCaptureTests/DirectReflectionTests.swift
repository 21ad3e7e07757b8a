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

/// A class with one property of every kind the direct reader meets, below two superclasses.
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

/// Reading stored properties straight from memory gives what `Mirror` gives.
@Suite("Direct reflection")
struct DirectReflectionTests {
    private func identity(_ value: Any) -> ObjectIdentifier? {
        unwrapped(value).flatMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil }
    }

    @Test(arguments: [LayoutLeaf.self, LayoutMiddle.self, LayoutBase.self, GenericBox<Store>.self] as [AnyClass])
    func layoutListsPropertiesInMirrorOrder(_ type: AnyClass) {
        let owner = Store()
        let instance: AnyObject =
            switch type {
            case is LayoutLeaf.Type: LayoutLeaf(owner: owner)
            case is LayoutMiddle.Type: LayoutMiddle()
            case is LayoutBase.Type: LayoutBase()
            default: GenericBox(Store())
            }
        let layout = ClassFieldLayout(of: Swift.type(of: instance))
        let mirrored = StoredProperty.all(of: instance)
        #expect(layout.fields.map(\.name) == mirrored.map(\.name))
        withExtendedLifetime(instance) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(instance).toOpaque())
            for (field, property) in zip(layout.fields, mirrored) where field.isStrong {
                let direct = ClassFieldLayout.value(of: field, at: base)
                #expect(identity(direct) == identity(property.value), "property \(field.name)")
                #expect("\(direct)" == "\(property.value)", "property \(field.name)")
                if field.isObjectPointer {
                    let object = ClassFieldLayout.object(of: field, at: base)
                    #expect(object.map(ObjectIdentifier.init) == identity(property.value), "property \(field.name)")
                }
            }
        }
    }

    @Test func weakAndUnownedPropertiesAreMarkedNotStrong() {
        let layout = ClassFieldLayout(of: LayoutLeaf.self)
        let notStrong = Set(layout.fields.filter { !$0.isStrong }.map(\.name))
        #expect(notStrong == ["watched", "owner", "unsafeOwner"])
        #expect(layout.fields.filter(\.isLeaf).map(\.name) == ["name", "numbers", "count"])
    }

    @Test func captureFollowsEveryKindOfProperty() {
        let owner = Store()
        let leaf = LayoutLeaf(owner: owner)
        let snapshot = GraphSnapshot.capture(leaf)
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
