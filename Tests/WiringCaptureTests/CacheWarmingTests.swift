import Testing
@testable import WiringCapture
import WiringModel

/// A class whose references the walk warms ahead of reading it.
final class WarmedHolder {
    var first = Store()
    var items: [Store] = (0..<20).map { _ in Store() }
    var none: [Store] = []
    var maybe: Store? = nil
    var label = "holder"
    weak var watched: Store?
}

/// What the walk loads ahead of time points where the properties it will read point.
@Suite("Cache warming")
struct CacheWarmingTests {
    private func address(_ object: AnyObject) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    @Test func referenceOffsetsListTheStrongObjectAndArrayProperties() {
        let layout = ObjectLayout(ClassFieldLayout(of: WarmedHolder.self), weak: ["watched": .weak])
        let offsets = ReferenceOffsets(layout)
        let expected = layout.properties.compactMap { property -> (Int, Bool)? in
            switch property.reading {
            case .object: (property.field.offset, false)
            case .objectArray: (property.field.offset, true)
            default: nil
            }
        }
        #expect(expected.count >= 2)
        #expect(offsets.count == min(expected.count, 4))
        for index in 0..<offsets.count {
            #expect(offsets[index].offset == expected[index].0)
            #expect(offsets[index].isArray == expected[index].1)
        }
    }

    @Test func offsetsLeadToTheObjectsThePropertiesHold() {
        let holder = WarmedHolder()
        holder.maybe = Store()
        let offsets = ReferenceOffsets(ObjectLayout(ClassFieldLayout(of: WarmedHolder.self), weak: ["watched": .weak]))
        withExtendedLifetime(holder) {
            let base = address(holder)
            var found: [UnsafeRawPointer?] = []
            for index in 0..<offsets.count where !offsets[index].isArray {
                found.append((base + offsets[index].offset).load(as: UnsafeRawPointer?.self))
            }
            #expect(found == [address(holder.first), address(holder.maybe!)])
        }
    }

    @Test(arguments: [0, 1, 5, 16, 40])
    func arraysAreReadInPlaceUpToTheLimit(_ limit: Int) throws {
        guard CacheWarming.readsObjectsAhead else { return }
        let holder = WarmedHolder()
        let layout = ObjectLayout(ClassFieldLayout(of: WarmedHolder.self), weak: ["watched": .weak])
        let offsets = ReferenceOffsets(layout)
        let arrays = (0..<offsets.count).filter { offsets[$0].isArray }.map { offsets[$0].offset }
        #expect(arrays.count == 2)
        withExtendedLifetime(holder) {
            let base = address(holder)
            var items: [UnsafeRawPointer] = []
            ArrayStorage.forEachElement(storedAt: base + arrays[0], limit: limit) { items.append($0) }
            #expect(items == holder.items.prefix(limit).map(address))
            var none: [UnsafeRawPointer] = []
            ArrayStorage.forEachElement(storedAt: base + arrays[1], limit: limit) { none.append($0) }
            #expect(none.isEmpty)
        }
    }

    @Test func aLongStringsStorageIsFoundBeforeItsBytes() throws {
        let id = String(repeating: "App.children[3]×2", count: 3) + String(Int.random(in: 0..<1000))
        let copy = id
        let storage = try #require(CacheWarming.storageAddress(of: id))
        #expect(CacheWarming.storageAddress(of: copy) == storage)
        let bytes = try #require(id.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress!) })
        // A native string's bytes follow its storage's header of 32 bytes (reference counts,
        // capacity, count and flags) in one allocation.
        #expect(bytes - storage == 32)
        CacheWarming.prefetchStorage(of: id)
        #expect(copy == id)
    }

    @Test func aShortStringHasNoStorageToAskFor() {
        #expect(CacheWarming.storageAddress(of: "") == nil)
        #expect(CacheWarming.storageAddress(of: "children[12]") == nil)
        // A prefetch of an address that holds nothing does not fault.
        CacheWarming.prefetch(UnsafeRawPointer(bitPattern: 0x40)!)
        CacheWarming.prefetchForWriting(UnsafeRawPointer(bitPattern: UInt.max & ~63)!)
    }

    @Test func aGraphOfManyGroupsIsCapturedWhole() {
        // More objects than the walk and the sort start warming at (9,331), each reached through
        // an array, with a strong property to an object met before and a weak one.
        let root = WarmedNode()
        var level = [root]
        var all = [root]
        for _ in 0..<5 {
            level = level.flatMap { parent in
                parent.children = (0..<6).map { _ in WarmedNode() }
                for (child, next) in zip(parent.children, parent.children.dropFirst()) { child.next = next }
                for child in parent.children { child.parent = parent }
                return parent.children
            }
            all += level
        }
        let snapshot = GraphSnapshot.capture(root)
        #expect(all.count == 9331 && all.count > CacheWarming.smallestCount)
        #expect(snapshot.nodes.count == all.count)
        #expect(Set(snapshot.nodes.map(\.id)).count == all.count)
        let children = snapshot.edges.filter { ($0.label ?? "").hasPrefix("children[") }
        #expect(children.count == all.count - 1)
        #expect(children.allSatisfy { $0.reference == .strong })
        #expect(snapshot.edges.filter { $0.label == "next" }.count == (all.count - 1) / 6 * 5)
        #expect(snapshot.edges.filter { $0.label == "parent" && $0.reference == .weak }.count == all.count - 1)
        #expect(snapshot.edges.count == (all.count - 1) * 2 + (all.count - 1) / 6 * 5)
        #expect(snapshot == GraphSnapshot.capture(root))
    }
}

/// A node of a tree whose siblings are linked and whose children know their parent weakly.
final class WarmedNode {
    var children: [WarmedNode] = []
    var next: WarmedNode?
    weak var parent: WarmedNode?
}
