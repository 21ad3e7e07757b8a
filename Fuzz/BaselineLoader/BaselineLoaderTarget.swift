// libFuzzer target: the baseline loader and its index of short-form entries.
// Built by scripts/fuzz.sh with the baseline files of Sources/WiringCheck, against WiringModel and WiringDiff.
import Foundation
import WiringDiff
import WiringModel

/// A few nodes and the crossings between them, to ask the baseline about.
private let crossings: [NamedCrossing] = {
    let nodes = [
        Node(id: "App/ViewBoundary", kind: .boundary, type: "App.ViewBoundary"),
        Node(id: "App/StoreBoundary", kind: .boundary, type: "App.StoreBoundary"),
        Node(id: "Box/Net\u{1b}", kind: .box, type: "Net.Client"),
    ]
    var result: [NamedCrossing] = []
    for from in nodes {
        for to in nodes where from.id != to.id {
            for kind in [EdgeKind.dependency, .holds, .resolves] {
                result.append(NamedCrossing(crossing: Crossing(edge: Edge(from: from.id, to: to.id, kind: kind), fromArea: from.id, toArea: to.id), from: from, to: to))
            }
        }
    }
    return result
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaselineLoader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let baseline = CrossingBaseline(text: text)
    // 1. Written and read again, a baseline is the same.
    guard CrossingBaseline(text: baseline.text).entries == baseline.entries else { fatalError("baseline did not read back") }
    // 2. The index answers as comparing every entry with every crossing would.
    for crossing in crossings {
        let naive = baseline.entries.contains { CrossingBaseline.entry($0, names: crossing) }
        guard baseline.accepts(crossing) == naive else { fatalError("index disagrees on \(crossing.id)") }
    }
    let stale = baseline.staleEntries(among: crossings)
    let naiveStale = baseline.entries.filter { entry in !crossings.contains { CrossingBaseline.entry(entry, names: $0) } }
    guard stale == naiveStale else { fatalError("stale entries disagree") }
    return 0
}
