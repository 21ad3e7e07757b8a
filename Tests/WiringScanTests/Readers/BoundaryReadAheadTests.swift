import Testing
import WiringModel
import WiringScan

/// Each boundary's members are read on every core before the tree is built: what the tree shows, and
/// which place a warning said by several reads keeps, must be what reading in the tree's order gives.
@Suite("Boundaries read ahead on every core")
struct BoundaryReadAheadTests {
    @Test("a warning two lists of one type give keeps the place of the list the tree reads first")
    func sharedWarningKey() throws {
        let app = """
            import Boundaries

            final class KnownBoundary: Boundary {}

            final class FeatureBoundary: ContainerBoundary {
                typealias Dependencies = BoundaryList.Add<Missing>
                typealias Subboundaries = BoundaryList
                    .Add<KnownBoundary>
                    .Add<Missing>
            }

            final class AppBoundary: RootBoundary {
                typealias Subboundaries = BoundaryList.Add<FeatureBoundary>
            }

            final class Missing {}
            """
        let fixture = try ScanFixture(["Sources/Shop/App.swift": app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let missing = result.warnings.filter { $0.message.contains("'Shop.Missing'") }
        #expect(missing.count == 1, "\(result.warnings)")
        // The container's Subboundaries are read as the tree is laid out, its Dependencies only for the edges.
        #expect(missing.first?.message.contains("in 'Subboundaries' of 'Shop.FeatureBoundary'") == true, "\(missing)")
        #expect(missing.first?.place.line == 9, "\(missing)")
        #expect(result.snapshot.nodeSummary.sorted() == [
            "Shop.AppBoundary root -",
            "Shop.AppBoundary/Shop.FeatureBoundary container Shop.AppBoundary",
            "Shop.AppBoundary/Shop.FeatureBoundary/Shop.KnownBoundary boundary Shop.AppBoundary/Shop.FeatureBoundary",
        ])
    }

    @Test("a boundary the tree never reaches says nothing of its lists, though it is read ahead")
    func unreachedSaysNothing() throws {
        let app = """
            import Boundaries

            final class KnownBoundary: Boundary {}

            final class LoneContainer: ContainerBoundary {
                typealias Subboundaries = BoundaryList.Add<Unlisted>
            }

            final class AppBoundary: RootBoundary {
                typealias Subboundaries = BoundaryList.Add<KnownBoundary>
            }

            final class Unlisted {}
            """
        let fixture = try ScanFixture(["Sources/Shop/App.swift": app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(!result.warnings.contains { $0.message.contains("Unlisted") }, "\(result.warnings)")
        #expect(result.snapshot.nodeSummary.sorted() == [
            "Shop.AppBoundary root -",
            "Shop.AppBoundary/Shop.KnownBoundary boundary Shop.AppBoundary",
        ])
    }

    @Test("many boundaries with inherited lists and ports give the same graph and warnings on every scan")
    func manyBoundaries() throws {
        var text = """
            import Boundaries

            class BaseFeature: ContainerBoundary {
                typealias Dependencies = BoundaryList.Add<SharedBoundary>.Add<Unknown>
                typealias Subboundaries = BoundaryList.Add<LeafBoundary>
                var base: InputPort<Api>
            }

            final class SharedBoundary: Boundary {
                var shared: InputPort<Api>
            }

            final class LeafBoundary: Boundary {
                typealias Dependencies = BoundaryList.Add<Unknown>
                var leaf: InputPort<Api>
            }

            final class Api {}
            final class Unknown {}

            """
        let count = 150
        var listed = "BoundaryList.Add<SharedBoundary>"
        for number in 0..<count {
            text += """
                final class Feature\(number): BaseFeature {
                    var port\(number): InputPort<Api>
                }

                """
            listed += ".Add<Feature\(number)>"
        }
        text += """
            final class AppBoundary: RootBoundary {
                typealias Subboundaries = \(listed)
            }
            """
        let fixture = try ScanFixture(["Sources/Shop/App.swift": text])
        defer { fixture.remove() }
        let first = try fixture.scan()
        let second = try fixture.scan()
        #expect(first.snapshot == second.snapshot)
        #expect(first.warnings == second.warnings)
        // The root, the shared boundary, each feature and its leaf.
        #expect(first.snapshot.nodes.count == 2 + 2 * count)
        // Each feature depends on the shared boundary beside it; the unknown entry is said once per list's owner.
        #expect(first.snapshot.edges.filter { $0.to == "Shop.AppBoundary/Shop.SharedBoundary" }.count == count)
        let unknown = first.warnings.filter { $0.message.contains("'Shop.Unknown'") }
        #expect(unknown.map(\.place.line) == [4, 14], "\(unknown)")
        let feature = first.snapshot.nodes.first { $0.id == "Shop.AppBoundary/Shop.Feature7" }
        #expect(feature?.ports.map(\.name).sorted() == ["base", "port7"])
    }
}
