import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan

/// Resolving paths folder by folder gives what `realpath` gives.
@Suite("Resolved paths")
struct ResolvedPathsTests {
    @Test("Files, linked files, files in linked folders, missing files and dotted paths resolve as realpath resolves them")
    func agreesWithRealpath() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("resolved-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root + "/Real/Inner", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/Other", withIntermediateDirectories: true)
        for file in ["/Real/A.swift", "/Real/Inner/B.swift", "/Other/C.swift"] {
            #expect(manager.createFile(atPath: root + file, contents: Data("// x\n".utf8)))
        }
        try manager.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/Real")
        try manager.createSymbolicLink(atPath: root + "/Real/ToC.swift", withDestinationPath: "../Other/C.swift")
        let paths = [
            "/Real/A.swift", "/Real/Inner/B.swift", "/Linked/A.swift", "/Linked/Inner/B.swift", "/Real/ToC.swift",
            "/Linked/ToC.swift", "/Real/Missing.swift", "/Linked/Inner", "/Real/../Other/C.swift", "/Real/./A.swift", "/Real",
        ].map { root + $0 }
        let links = ResolvedPaths()
        for path in paths + paths {
            #expect(links.resolved(path) == SourceLinks.resolved(path), "\(path)")
        }
        #expect(links.resolved(root + "/Linked/A.swift") == SourceLinks.resolved(root + "/Real/A.swift"))
        #expect(links.resolved(root + "/Real/Missing.swift") == nil)
    }
}
