import Foundation
import Testing
@testable import WiringProjects

@Suite("A package target's files from the tree's walk")
struct TargetSourcesTests {
    static func target(sources: [String]? = nil, exclude: [String] = []) -> PackageDescription.Target {
        PackageDescription.Target(name: "Kit", kind: "library", sources: sources, exclude: exclude, dependencies: [], defines: [:])
    }

    @Test("the walk gives what walking the target's folder gives: no folder with an extension, no exclusion, no link out of the folder")
    func sameAsWalking() throws {
        let tree = try TreeFixture([
            "Package.swift": "",
            "Sources/Kit/A.swift": "",
            "Sources/Kit/Sub/B.swift": "",
            "Sources/Kit/Kit.docc/C.swift": "",
            "Sources/Kit/Generated/D.swift": "",
            "Sources/Kit/.hidden/E.swift": "",
            "Sources/Other/F.swift": "",
        ])
        defer { tree.remove() }
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Sources/Kit/Linked.swift", withDestinationPath: "../Other/F.swift")
        let listing = try #require(TreeListing(root: tree.root))
        let folder = tree.root + "/Sources/Kit"
        for target in [Self.target(exclude: ["Generated"]), Self.target(sources: ["Sub", "A.swift", "Kit.docc"])] {
            let walked = TargetSources.swiftFiles(of: target, in: folder)
            let listed = TargetSources.swiftFiles(of: target, in: folder, listings: [listing])
            #expect(listed == walked)
        }
        let excluded = TargetSources.listedFiles(in: folder, excluding: [folder + "/Generated"], tree: folder, listings: [listing])
        #expect(excluded?.map { String($0.dropFirst(folder.count + 1)) } == ["A.swift", "Sub/B.swift"])
    }

    @Test("a folder the walk did not enter is walked itself")
    func notListed() throws {
        let tree = try TreeFixture(["Sources/.Kit/A.swift": "", "Sources/Kit/B.swift": ""])
        defer { tree.remove() }
        let listing = try #require(TreeListing(root: tree.root))
        #expect(TargetSources.listedFiles(in: tree.root + "/Sources/.Kit", excluding: [], tree: tree.root, listings: [listing]) == nil)
        #expect(TargetSources.listedFiles(in: "/elsewhere/Kit", excluding: [], tree: "/elsewhere/Kit", listings: [listing]) == nil)
        let hidden = TargetSources.swiftFiles(of: Self.target(), in: tree.root + "/Sources/.Kit", listings: [listing])
        #expect(hidden == [tree.root + "/Sources/.Kit/A.swift"])
    }
}
