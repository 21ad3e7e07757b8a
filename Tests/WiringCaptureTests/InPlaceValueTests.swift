import Testing
@testable import WiringCapture
import WiringModel

struct ShapeSettings {
    var name = "settings"
    var store = Store()
    lazy var later = Store()
}

struct WeakHolder {
    weak var target: Store?
    var strong = Store()
}

struct UnownedHolder {
    unowned var target: Store
}

struct GenericPair<Value> {
    var first: Value
    var second: Value?
}

indirect enum Chain {
    case node(Store, Chain)
    case end
}

enum Choice {
    case one(Store)
    case labelled(first: Store, second: Int)
    case none
}

/// A hashable class without a description of its own.
final class Tag: Hashable {
    static func == (left: Tag, right: Tag) -> Bool { left === right }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A hashable class that describes itself.
final class NamedTag: Hashable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "tag \(name)" }
    static func == (left: NamedTag, right: NamedTag) -> Bool { left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A set element whose mirror looks like a dictionary entry.
struct KeyedStore: Hashable {
    let key: String
    let value: Tag
}

/// One object holding its objects through every kind of value the walk reads in place.
final class ValueShapes {
    var settings = ShapeSettings()
    var labelled: (left: Store, right: Store?) = (Store(), Store())
    var unlabelled: (Store, Int) = (Store(), 1)
    var chain: Chain = .node(Store(), .node(Store(), .end))
    var choices: [Choice] = [.one(Store()), .labelled(first: Store(), second: 2), .none]
    var byOptionalKey: [Int?: Store] = [1: Store(), nil: Store()]
    var byName: [String: Store] = ["b": Store(), "a": Store()]
    var empty: [String: Store] = [:]
    var anything: Any = Optional(Store()) as Any
    var anyTuple: (Any, Int) = (Store(), 1)
    var weakHolder = WeakHolder()
    var generic = GenericPair(first: Store(), second: nil)
    var optionalService: (any Service)? = RemoteService()
    var nestedOptional: (Store?, Int)?? = .some(.some((Store(), 3)))
    var tagged: Set<Tag> = [Tag()]
    var named: Set<NamedTag> = [NamedTag("b"), NamedTag("a")]
    var keyed: Set<KeyedStore> = [KeyedStore(key: "k", value: Tag())]
    var numbers: Set<Int> = [1, 2, 3]

    init() {
        weakHolder.target = settings.store
    }
}

/// An object holding closures and metatypes beside one object.
final class CallbackHolder {
    var onTap: () -> Void = {}
    var factory: (Int) -> Store = { _ in Store() }
    var captured: () -> Store
    var kind: Any.Type = Store.self
    var kinds: [Any.Type] = [Store.self, Screen.self]
    var store = Store()

    init() {
        let kept = Store()
        captured = { kept }
    }
}

/// Structs, tuples, enums, dictionaries and optionals give the edges `Mirror` shows: the labels it
/// gives and the objects held, with the strengths declared in the options.
@Suite("In-place value reading")
struct InPlaceValueTests {
    private let root = "WiringCaptureTests.ValueShapes"

    @Test func everyKindOfValueGivesMirrorsLabels() {
        let shapes = ValueShapes()
        let snapshot = GraphSnapshot.capture(shapes, options: CaptureOptions().declaring(.weak, "target", in: WeakHolder.self))
        let labels = snapshot.edges.filter { $0.from == root }.map { "\($0.label ?? "") \($0.reference?.rawValue ?? "")" }
        #expect(Set(labels) == [
            "settings.store strong", "labelled.left strong", "labelled.right strong", "unlabelled.0 strong",
            "chain.node.0 strong", "chain.node.1.node.0 strong", "choices[0].one strong",
            "choices[1].labelled.first strong", "byOptionalKey[Optional(1)] strong", "byOptionalKey[nil] strong",
            "byName[a] strong", "byName[b] strong", "anything strong", "anyTuple.0 strong",
            "weakHolder.target weak", "weakHolder.strong strong", "generic.first strong", "optionalService strong",
            "nestedOptional.0 strong", "tagged[WiringCaptureTests.Tag] strong", "named[tag a] strong",
            "named[tag b] strong", "keyed[k] strong",
        ])
        #expect(labels.count == Set(labels).count)
        // The lazy property was never read, so the walk did not create it.
        #expect(!labels.contains { $0.hasPrefix("settings.later") })
        #expect(snapshot.nodes.count == 23)
    }

    @Test func edgesLeadToTheObjectsHeld() {
        let shapes = ValueShapes()
        let snapshot = GraphSnapshot.capture(shapes)
        func target(_ label: String) -> String? { snapshot.edges.first { $0.from == root && $0.label == label }?.to }
        #expect(target("weakHolder.target") == target("settings.store"))
        #expect(target("chain.node.1.node.0") == "\(root).chain.node.1.node.0")
        #expect(snapshot.node(withID: "\(root).byName[a]")?.type == "WiringCaptureTests.Store")
        #expect(snapshot.node(withID: "\(root).optionalService")?.type == "WiringCaptureTests.RemoteService")
    }

    @Test func setElementsAreLabelledAsTheMirrorPathLabelsThem() {
        let elements: [Any] = [
            Tag(), NamedTag("x"), KeyedStore(key: "k", value: Tag()), 3, "text", Optional(Store()) as Any,
            RepeatingMirror(), Choice.one(Store()), (key: 1, value: Store()), GenericPair(first: Tag(), second: nil),
        ]
        for element in elements {
            let expected = ObjectGraphCapture.entry(StoredProperty(name: "", value: element, isLazy: false)).name
            let label =
                switch ElementLabelling(of: element) {
                case .byType(let label): label
                case .byDescription: "[\(String(describing: element))]"
                case .throughMirror: expected
                }
            #expect(label == expected, "\(type(of: element))")
        }
        if case .byType = ElementLabelling(of: Tag()) {} else { Issue.record("a plain class is labelled by its type") }
        if case .throughMirror = ElementLabelling(of: KeyedStore(key: "k", value: Tag())) {} else {
            Issue.record("a key-value pair goes through the mirror path")
        }
    }

    @Test func closuresAndMetatypesAreLeaves() {
        let snapshot = GraphSnapshot.capture(CallbackHolder())
        #expect(snapshot.edges.map(\.label) == ["store"])
        #expect(snapshot.nodes.count == 2)
    }

    @Test func weakAndUnownedPropertiesOfStructsAreStrongUnlessDeclared() {
        let store = Store()
        var weak = WeakHolder()
        weak.target = store
        let unowned = UnownedHolder(target: store)
        func strengths(_ subject: Any, _ options: CaptureOptions = CaptureOptions()) -> [String] {
            GraphSnapshot.capture(subject, options: options).edges.map { "\($0.label ?? "") \($0.reference?.rawValue ?? "")" }.sorted()
        }
        #expect(strengths(weak) == ["strong strong", "target strong"])
        #expect(strengths(unowned) == ["target strong"])
        #expect(strengths(weak, CaptureOptions().declaring(.weak, "target", in: WeakHolder.self)) == ["strong strong", "target weak"])
        #expect(strengths(unowned, CaptureOptions().declaring(.unowned, "target", in: UnownedHolder.self)) == ["target unowned"])
        // A declaration for another type, or a declaration undone, leaves the property strong.
        #expect(strengths(weak, CaptureOptions().declaring(.weak, "target", in: UnownedHolder.self)) == ["strong strong", "target strong"])
        let undone = CaptureOptions().declaring(.weak, "target", in: WeakHolder.self).declaring(.strong, "target", in: WeakHolder.self)
        #expect(strengths(weak, undone) == ["strong strong", "target strong"])
        withExtendedLifetime(store) {}
    }
}
