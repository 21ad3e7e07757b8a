import Dispatch
import Foundation
import Testing
@testable import WiringProjects

/// A manifest read that the scan's time for manifests cut short is not remembered as the package's
/// description: the scan asks for a manifest more than once, and a later ask with time left reads it.
@Suite("Manifest reads and the scan's deadline")
struct ManifestDeadlineTests {
    @Test("a read the deadline cut short is not kept; a later read with time left reads the package")
    func cutReadIsNotKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-deadline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            // swift-tools-version:5.9
            import PackageDescription
            var count = 0
            for _ in 0..<5_000 { count += 1 }
            let package = Package(name: "Shop", targets: [.target(name: "Kit")])
            """.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let cut = ManifestSyntaxReader.read(packageAt: folder, deadline: .now())
        guard case .failure = cut else {
            Issue.record("read in full past the deadline: \(cut)")
            return
        }
        let later = ManifestSyntaxReader.read(packageAt: folder)
        guard case .success(let description) = later else {
            Issue.record("not read with time left: \(later)")
            return
        }
        #expect(description.targets.map(\.name) == ["Kit"])
    }
}
