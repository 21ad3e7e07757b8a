import Foundation
import SwincyBox
import WiringCapture
import WiringModel

/// `capture --shape box`: times building a box the way an app does — registering services and
/// resolving them, which records each `register` and `resolve` call site — and capturing it,
/// which turns those call sites into relative source places.
///
/// Service `i` is permanent and resolves service `i / 2`, so the box has `services` nodes and
/// `services - 1` `resolves` edges, each built once, and no resolution nests deeper than log₂ n.
enum BoxCaptureMode {
    static func run(services: Int, rounds: Int) throws {
        guard services >= 1 else { throw BenchmarkError.badArgument("--objects \(services) must be at least 1") }
        var buildTimes: [Double] = []
        var captureTimes: [Double] = []
        var latest: GraphSnapshot?
        for _ in 0..<rounds {
            var box = Box()
            buildTimes.append(Stopwatch.seconds {
                box = build(services: services)
            })
            captureTimes.append(Stopwatch.seconds {
                latest = GraphSnapshot.capture(box)
            })
        }
        let nodes = latest?.nodes.count ?? 0
        let placed = (latest?.nodes.count { $0.place != nil } ?? 0) + (latest?.edges.count { $0.place != nil } ?? 0)
        let building = Stopwatch.best(buildTimes)
        let capturing = Stopwatch.best(captureTimes)
        print(#"{"shape":"box","objects":\#(services),"nodes":\#(nodes),"placed":\#(placed),"build_s":\#(building),"capture_s":\#(capturing)}"#)
    }

    /// Registers `services` keyed services and resolves each once.
    private static func build(services: Int) -> Box {
        let box = Box()
        box.register(SyntheticBoxService.self, key: "0", life: .permanent) { SyntheticBoxService(next: nil) }
        for index in 1..<max(services, 1) {
            let next = String(index / 2)
            box.register(SyntheticBoxService.self, key: String(index), life: .permanent) { r in
                SyntheticBoxService(next: r.resolve(key: next))
            }
        }
        for index in 0..<services {
            _ = box.resolve(SyntheticBoxService.self, key: String(index))
        }
        return box
    }
}

/// A service holding the one it resolved.
final class SyntheticBoxService {
    let next: SyntheticBoxService?
    init(next: SyntheticBoxService?) { self.next = next }
}
