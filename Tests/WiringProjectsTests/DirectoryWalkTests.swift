import Foundation
import Testing
@testable import WiringProjects

@Suite("The tree's one directory walk, under the listing and the source walk")
struct DirectoryWalkTests {
    /// A tree with every kind of entry the walk tells apart.
    static func tree() throws -> TreeFixture {
        let tree = try TreeFixture([
            "Package.swift": "",
            "Sources/App/A.swift": "",
            "Sources/App/DerivedData/B.swift": "",
            "Sources/App/.build/C.swift": "",
            "Sources/Kit/D.swift": "",
            "App.xcodeproj/project.pbxproj": "",
            "project.yml": "",
        ])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: tree.root + "/Sources/App/Linked.swift", withDestinationPath: "../Kit/D.swift")
        try manager.createSymbolicLink(atPath: tree.root + "/Sources/App/Out.swift", withDestinationPath: "/etc/hosts")
        try manager.createSymbolicLink(atPath: tree.root + "/Sources/App/Gone.swift", withDestinationPath: "Missing.swift")
        try manager.createSymbolicLink(atPath: tree.root + "/Sources/KitLink", withDestinationPath: "Kit")
        return tree
    }

    @Test("the listing and the source walk find the same Swift files and say the same links")
    func sameFiles() throws {
        let tree = try Self.tree()
        defer { tree.remove() }
        let listing = try #require(TreeListing(root: tree.root))
        let walk = try #require(SourceWalker.swiftFiles(in: tree.root))
        let walked = walk.files.map { String($0.dropFirst(tree.root.count + 1)) }
        #expect(walked == ["Package.swift", "Sources/App/A.swift", "Sources/App/Linked.swift", "Sources/Kit/D.swift"])
        #expect(listing.swiftFiles == walked)
        #expect(listing.bundles == ["App.xcodeproj"])
        #expect(listing.descriptions == ["Package.swift", "project.yml"])
        let listed = Set(listing.skipped.map(\.path))
        let said = Set(walk.skipped.map { String($0.path.dropFirst(tree.root.count + 1)) })
        #expect(listed == ["Sources/App/Out.swift", "Sources/KitLink"])
        #expect(said == listed)
    }

    @Test("a walk stops at its entry limit and says so; an unopened root is no walk")
    func limits() throws {
        let tree = try Self.tree()
        defer { tree.remove() }
        var met = 0
        let end = DirectoryWalk.walk(tree.root, limit: 3, unreadable: { _, _ in }) { _ in
            met += 1
            return .enter
        }
        #expect(end == .truncated)
        #expect(met <= 3)
        let missing = DirectoryWalk.walk(tree.root + "/Missing", limit: 10, unreadable: { _, _ in }) { _ in .next }
        #expect(missing == .unopened)
        #expect(TreeListing(root: tree.root + "/Missing") == nil)
    }
}
