import Foundation
import SwincyBox
import Testing
import WiringCapture
import WiringModel

/// A linked list made of an indirect enum: a value type as deep as you like.
indirect enum ValueChain {
    case end(Store)
    case link(ValueChain)
}

/// A struct that nests itself through an array.
struct NestedValue {
    var inner: [NestedValue]
    var store: Store?
}

final class ValueChainHolder {
    var chain: ValueChain
    init(_ chain: ValueChain) { self.chain = chain }
}

final class NestedValueHolder {
    var value: NestedValue
    init(_ value: NestedValue) { self.value = value }
}

final class TreeNode {
    var children: [TreeNode] = []
}

final class CycleHead {
    var tail: CycleTail?
}

final class CycleTail {
    let head: CycleHead
    init(head: CycleHead) { self.head = head }
}

/// A class whose mirror lies: it claims to be a dictionary, names itself as its own
/// child, lists entries that are not key-value pairs, and has a huge child count.
final class LyingMirror: CustomReflectable {
    let real = Store()
    var customMirror: Mirror {
        Mirror(
            self,
            children: (0..<5_000_000).lazy.map { index -> Mirror.Child in
                index == 0 ? (label: "me", value: self) : (label: nil, value: index)
            },
            displayStyle: .dictionary)
    }
}

/// A node whose children are all listed under one label, as a set's elements of one type are.
final class SameLabelNode: CustomReflectable {
    var children: [SameLabelNode] = []
    var customMirror: Mirror {
        Mirror(self, children: children.map { (label: "same", value: $0 as Any) })
    }
}

/// Objects under one label, the first one's numbered id taken by another label beforehand.
final class TakenNumber: CustomReflectable {
    let stores = (0..<4).map { _ in Store() }
    var customMirror: Mirror {
        Mirror(self, children: ["x#2": stores[0], "x": stores[1], "x": stores[2], "x": stores[3]] as KeyValuePairs<String, Any>)
    }
}

class MirrorBase {}

/// A class whose mirror's superclass mirror is another mirror of itself, forever.
final class EndlessAncestors: MirrorBase, CustomReflectable {
    var customMirror: Mirror {
        Mirror(self, children: ["store": Store()], ancestorRepresentation: .customized { [unowned self] in self.customMirror })
    }
}

/// Capture terminates, stays within its limits and keeps its stack on graphs built to break it.
@Suite("Capture of hostile graphs")
struct HostileGraphCaptureTests {
    /// Takes an indirect-enum chain apart one link at a time, so freeing it does not recurse 100,000 deep.
    private func dismantle(_ chain: inout ValueChain) {
        var current = chain
        chain = .end(Store())
        while case .link(let next) = current { current = next }
    }

    @Test func aHundredThousandDeepEnumChainIsWalkedWithinTheValueLimit() {
        let store = Store()
        var chain = ValueChain.end(store)
        for _ in 0..<100_000 { chain = .link(chain) }
        let holder = ValueChainHolder(chain)
        dismantle(&chain)
        let snapshot = GraphSnapshot.capture(holder, options: CaptureOptions(maxValuesPerObject: 200_000))
        #expect(snapshot.nodes.count == 2)
        let edge = snapshot.edges.first
        #expect(edge?.to == snapshot.nodes.first { $0.type.hasSuffix(".Store") }?.id)
        // Labels along a deep value path are cut short, not 100,000 components long.
        #expect((edge?.label?.utf8.count ?? 0) < 1_000, "label of \(edge?.label?.utf8.count ?? 0) bytes")
        dismantle(&holder.chain)
    }

    @Test func theValueLimitStopsADeepChainWithoutCrashing() {
        var chain = ValueChain.end(Store())
        for _ in 0..<100_000 { chain = .link(chain) }
        let holder = ValueChainHolder(chain)
        dismantle(&chain)
        let snapshot = GraphSnapshot.capture(holder, options: CaptureOptions(maxValuesPerObject: 1_000))
        #expect(snapshot.nodes.count == 1)
        #expect(snapshot.edges.isEmpty)
        dismantle(&holder.chain)
    }

    @Test func deeplyNestedStructsAreWalkedIteratively() {
        var value = NestedValue(inner: [], store: Store())
        for _ in 0..<20_000 { value = NestedValue(inner: [value], store: nil) }
        let holder = NestedValueHolder(value)
        let snapshot = GraphSnapshot.capture(holder)
        #expect(snapshot.nodes.count == 2)
        #expect(snapshot.edges.count == 1)
        // Take the nesting apart iteratively before it is freed.
        var current: NestedValue? = holder.value
        value = NestedValue(inner: [], store: nil)
        holder.value = NestedValue(inner: [], store: nil)
        while let next = current?.inner.first { current = next }
    }

    @Test func aWideTreeOfAHundredThousandObjectsIsCapturedWhole() {
        let root = TreeNode()
        for _ in 0..<100 {
            let branch = TreeNode()
            branch.children = (0..<1_000).map { _ in TreeNode() }
            root.children.append(branch)
        }
        let snapshot = GraphSnapshot.capture(root)
        #expect(snapshot.nodes.count == 100_101)
        #expect(snapshot.edges.count == 100_100)
        #expect(Set(snapshot.nodes.map(\.id)).count == 100_101)
        #expect(throws: Never.self) { try GraphSnapshot(data: snapshot.jsonData()) }
    }

    @Test func objectsUnderOneLabelAreNumberedInOrder() {
        // 20,000 objects a level reached under one label: every one gets the next free number.
        let root = SameLabelNode()
        root.children = (0..<2).map { _ in SameLabelNode() }
        for branch in root.children { branch.children = (0..<10_000).map { _ in SameLabelNode() } }
        let snapshot = GraphSnapshot.capture(root)
        let base = "WiringCaptureTests.SameLabelNode.same"
        #expect(snapshot.nodes.count == 20_003)
        #expect(Set(snapshot.nodes.map(\.id)).count == 20_003)
        #expect(snapshot.node(withID: "\(base)#2") != nil)
        #expect(snapshot.node(withID: "\(base)×2#20000") != nil)
        #expect(snapshot.node(withID: "\(base)×2#20001") == nil)
    }

    @Test func numbersTakenByOtherLabelsAreSkipped() {
        let snapshot = GraphSnapshot.capture(TakenNumber())
        let root = "WiringCaptureTests.TakenNumber"
        #expect(snapshot.edges.map(\.to) == ["\(root).x", "\(root).x#2", "\(root).x#3", "\(root).x#4"])
        #expect(snapshot.edges.map(\.label) == ["x", "x#2", "x", "x"])
    }

    @Test func aPermanentInstanceThatHoldsACycleIsCapturedAndLeftAlone() throws {
        let box = Box()
        box.register(life: .permanent) { () -> CycleHead in
            let head = CycleHead()
            head.tail = CycleTail(head: head)
            return head
        }
        let head: CycleHead = box.resolve()
        defer { head.tail = nil }
        let snapshot = GraphSnapshot.capture(box)
        let service = try #require(snapshot.nodes.first { $0.kind == .service })
        #expect(service.attributes["instance"] == "true")
        #expect(GraphSnapshot.capture(box).jsonData() == snapshot.jsonData())
        // The instance itself, walked as an object graph, is the two-node cycle.
        let objects = GraphSnapshot.capture(head)
        #expect(objects.nodes.count == 2)
        #expect(objects.edges.count == 2)
        #expect((box.resolve() as CycleHead) === head)
    }

    @Test func aLyingMirrorCannotMakeCaptureRunForever() {
        let liar = LyingMirror()
        let snapshot = GraphSnapshot.capture(liar, options: CaptureOptions(maxValuesPerObject: 10_000))
        #expect(snapshot.nodes.count == 1)
        #expect(snapshot.edges.count == 1)
        #expect(snapshot.edges.first?.from == snapshot.edges.first?.to)
    }

    @Test func endlessSuperclassMirrorsAreCutShort() {
        let subject = EndlessAncestors()
        let snapshot = GraphSnapshot.capture(subject)
        #expect(snapshot.nodes.count > 1)
        #expect(snapshot.nodes.count < 1_000)
    }
}
