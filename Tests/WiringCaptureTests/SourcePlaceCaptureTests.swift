import Foundation
import SwincyBox
import Testing
@testable import WiringCapture
import WiringModel

extension ShopAppSuites {
    /// Captured snapshots point every boundary, service and edge at the source line it comes
    /// from, with a path relative to the package root, the same bytes on every capture.
    @Suite("Source places in captures")
    struct SourcePlaceCaptureTests {
        /// The package root: this file sits in `Tests/WiringCaptureTests/`.
        private static let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// The text of the line a place names, read from the package's own sources.
        private func sourceLine(_ place: SourcePlace) throws -> String {
            let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(place.file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            try #require(place.line >= 1 && place.line <= lines.count, "\(place) is outside its file")
            return String(lines[place.line - 1])
        }

        private func shop() -> GraphSnapshot {
            let app = ShopApp.Resolved()
            _ = app.checkout
            _ = app.logger
            return GraphSnapshot.capture(app)
        }

        @Test func everyResolvedBoundaryHasThePlaceOfItsResolverCall() throws {
            let snapshot = shop()
            let resolved = snapshot.nodes.filter(\.resolved)
            #expect(resolved.count > 5)
            for node in resolved {
                let place = try #require(node.place, "\(node.id) has no place")
                #expect(place.file == "Tests/WiringCaptureTests/ShopFixture.swift" || node.kind == .root, "\(node.id): \(place)")
                let line = try sourceLine(place)
                switch node.kind {
                case .root: #expect(line.contains("ShopApp.Resolved()"), "\(node.id): \(line)")
                case .plugin: #expect(line.contains("resolve(plugin:"), "\(node.id): \(line)")
                default: #expect(line.contains("resolver(for: \(node.displayName).self)"), "\(node.id): \(line)")
                }
            }
            // A part declared but never resolved has no call to point at.
            #expect(snapshot.nodes.filter { !$0.resolved }.allSatisfy { $0.place == nil })
        }

        @Test func everyHandedOverEdgeHasThePlaceOfItsResolveCall() throws {
            let snapshot = shop()
            let live = snapshot.edges.filter(\.resolved)
            #expect(live.count >= 4)
            for edge in live {
                let place = try #require(edge.place, "\(edge.id) has no place")
                let line = try sourceLine(place)
                let call = edge.kind == .dependency ? "resolve(dependency:" : "resolve(plugin:"
                #expect(line.contains(call), "\(edge.id): \(line)")
            }
            #expect(snapshot.edges.filter { !$0.resolved }.allSatisfy { $0.place == nil })
        }

        @Test func placesAreRelativeAndTwoCapturesAreTheSameBytes() throws {
            let app = ShopApp.Resolved()
            _ = app.checkout
            let first = GraphSnapshot.capture(app).jsonData()
            let second = GraphSnapshot.capture(app).jsonData()
            #expect(first == second)
            let text = String(decoding: first, as: UTF8.self)
            #expect(text.contains("\"file\" : \"Tests/WiringCaptureTests/ShopFixture.swift\"")
                || text.contains("\"file\":\"Tests/WiringCaptureTests/ShopFixture.swift\""))
            #expect(!text.contains(Self.packageRoot.path), "an absolute path was written")
        }

        @Test func servicesPointAtTheirRegisterLinesAndEdgesAtTheirResolveLines() throws {
            final class Engine {}
            final class Car {
                let engine: Engine
                init(engine: Engine) { self.engine = engine }
            }
            let box = Box()
            let engineLine = #line + 1
            box.register { Engine() }
            let carLine = #line + 1
            box.register(key: "family") { r in
                Car(engine: r.resolve())
            }
            _ = box.resolve(key: "family") as Car
            let snapshot = GraphSnapshot.capture(box)
            let services = snapshot.nodes.filter { $0.kind == .service }
            let file = "Tests/WiringCaptureTests/SourcePlaceCaptureTests.swift"
            #expect(Set(services.compactMap(\.place)) == [
                SourcePlace(file: file, line: engineLine), SourcePlace(file: file, line: carLine),
            ])
            #expect(snapshot.edges.map(\.place) == [SourcePlace(file: file, line: carLine + 1)])
        }

        @Test func pathsAreRelativeToTheNearestPackageOrRepositoryRoot() {
            let cache = RootCache { $0 == "/work/app" || $0 == "/work/app/Packages/Kit" }
            #expect(cache.relativeFile(filePath: "/work/app/Sources/App/Store.swift", fileID: "App/Store.swift")
                == "Sources/App/Store.swift")
            #expect(cache.relativeFile(filePath: "/work/app/Packages/Kit/Sources/Kit/A.swift", fileID: "Kit/A.swift")
                == "Sources/Kit/A.swift")
            // Asked again through directories already seen, and with `.` and `..` in the path.
            #expect(cache.relativeFile(filePath: "/work/app/Sources/./Other/../App/View.swift", fileID: "App/View.swift")
                == "Sources/App/View.swift")
        }

        @Test func withoutARootOrAnAbsolutePathTheFileIDIsUsed() {
            let cache = RootCache { _ in false }
            #expect(cache.relativeFile(filePath: "/private/build/App/Store.swift", fileID: "App/Store.swift") == "App/Store.swift")
            #expect(cache.relativeFile(filePath: "Store.swift", fileID: "App/Store.swift") == "App/Store.swift")
            #expect(cache.relativeFile(filePath: "", fileID: "App/Store.swift") == "App/Store.swift")
            // A package at `/` would make the whole machine path the relative path: not a root.
            let atTop = RootCache { $0 == "/" }
            #expect(atTop.relativeFile(filePath: "/home/me/App/Store.swift", fileID: "App/Store.swift") == "App/Store.swift")
        }

        @Test func theFileSystemIsAskedOncePerDirectory() {
            final class Asked: @unchecked Sendable {
                let lock = NSLock()
                var directories: [String] = []
            }
            let asked = Asked()
            let cache = RootCache { directory in
                asked.lock.withLock { asked.directories.append(directory) }
                return directory == "/r"
            }
            _ = cache.relativeFile(filePath: "/r/a/b/One.swift", fileID: "M/One.swift")
            _ = cache.relativeFile(filePath: "/r/a/b/Two.swift", fileID: "M/Two.swift")
            _ = cache.relativeFile(filePath: "/r/a/Three.swift", fileID: "M/Three.swift")
            #expect(asked.directories == ["/r/a/b", "/r/a", "/r"])
        }
    }
}
