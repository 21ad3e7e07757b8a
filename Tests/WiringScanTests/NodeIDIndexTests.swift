import Testing
@testable import WiringScan

/// The ids starting with a prefix, found in byte order: the ones `hasPrefix` finds, as nodes are added.
@Suite("Node ids by prefix")
struct NodeIDIndexTests {
    private func expectSame(_ index: NodeIDIndex, _ ids: Set<String>, _ prefixes: [String]) {
        for prefix in prefixes {
            #expect(Set(index.starting(with: prefix)) == ids.filter { $0.hasPrefix(prefix) }, "\(prefix)")
            #expect(index.starting(with: prefix).count == ids.filter { $0.hasPrefix(prefix) }.count, "\(prefix)")
        }
    }

    @Test("Registrations taking arguments are found by their opening, and none of another type or level")
    func argumentsByPrefix() {
        var ids: Set<String> = [
            "container", "container/Api", "container/Api(Int)", "container/Api((Int, String))", "container/ApiClient(Int)",
            "container/Api#main(Int)", "container/child/Api(Int)", "box/Api(Int)", "container/Ap", "container/Api(",
        ]
        var index = NodeIDIndex(ids)
        let prefixes = ["container/Api(", "container/Api#main(", "container/child/Api(", "box/Api(", "container/Zed(", "", "c", "zzz"]
        #expect(Set(index.starting(with: "container/Api(")) == ["container/Api(Int)", "container/Api((Int, String))", "container/Api("])
        expectSame(index, ids, prefixes)
        for added in ["container/Api(Bool)", "a/Api(Int)", "container/Api(Int)", "~"] {
            index.insert(added)
            ids.insert(added)
            #expect(index.count == ids.count)
            expectSame(index, ids, prefixes)
        }
    }

    @Test("Ids and prefixes that are not ASCII are found as hasPrefix finds them")
    func unicodeAsHasPrefix() {
        var ids: Set<String> = ["container/Caf\u{E9}(Int)", "container/Cafe\u{301}(Bool)", "container/Cafe(Int)", "container/\u{1F1EB}\u{1F1F7}(Int)"]
        var index = NodeIDIndex(["container/Cafe(Int)"])
        for id in ids { index.insert(id) }
        let prefixes = ["container/Caf\u{E9}(", "container/Cafe\u{301}(", "container/Cafe(", "container/Caf", "container/\u{1F1EB}"]
        expectSame(index, ids, prefixes)
        ids.insert("container/Cafe(String)")
        index.insert("container/Cafe(String)")
        expectSame(index, ids, prefixes)
    }
}
