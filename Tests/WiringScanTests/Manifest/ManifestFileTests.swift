import Foundation
import Testing
import WiringPlatform
@testable import WiringScan
@testable import WiringProjects

/// Which manifest SwiftPM reads, and the files the scan refuses to open.
@Suite("Manifest files")
struct ManifestFileTests {
    private func chosen(_ fixture: ScanFixture, _ folder: String, toolchain: [Int]?) -> String? {
        guard case .success(let choice) = ManifestChoice.manifest(in: fixture.root.path + "/" + folder, toolchain: toolchain) else { return nil }
        return SourceLayout.lastComponent(choice.path)
    }

    @Test("Package@swift-6.3.1.swift is read by a 6.3.1 toolchain, not by 6.3.0: the full version decides")
    func fullToolchainVersion() throws {
        let fixture = try ScanFixture([
            "P/Package.swift": "// swift-tools-version: 6.0\n",
            "P/Package@swift-6.3.1.swift": "// swift-tools-version: 6.0\n",
            "P/Package@swift-6.3.swift": "// swift-tools-version: 6.0\n",
        ])
        defer { fixture.remove() }
        #expect(chosen(fixture, "P", toolchain: [6, 3, 1]) == "Package@swift-6.3.1.swift")
        #expect(chosen(fixture, "P", toolchain: [6, 3, 0]) == "Package@swift-6.3.swift")
        #expect(chosen(fixture, "P", toolchain: [6, 2, 0]) == "Package.swift")
    }

    @Test("with versioned manifests and no known toolchain, which one SwiftPM reads is not guessed")
    func versionedWithoutToolchain() throws {
        let fixture = try ScanFixture([
            "P/Package.swift": "// swift-tools-version: 6.0\n",
            "P/Package@swift-6.1.swift": "// swift-tools-version: 6.1\n",
        ])
        defer { fixture.remove() }
        guard case .failure(let problem) = ManifestChoice.manifest(in: fixture.root.path + "/P", toolchain: nil) else {
            Issue.record("a manifest was chosen")
            return
        }
        #expect(problem.reason.contains("toolchain"))
    }

    @Test("a versioned manifest that is a link to /dev/zero is not skipped in silence")
    func versionedLinkToDevice() throws {
        let fixture = try ScanFixture(["P/Package.swift": "// swift-tools-version: 6.0\n"])
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.root.path + "/P/Package@swift-6.0.swift", withDestinationPath: "/dev/zero")
        guard case .failure(let problem) = ManifestChoice.manifest(in: fixture.root.path + "/P", toolchain: [6, 3, 1]) else {
            Issue.record("a manifest was chosen")
            return
        }
        #expect(problem.reason.contains("Package@swift-6.0.swift"))
    }

    @Test("a Package.swift that is a link to /proc/self/fd/0 is not opened")
    func manifestLinkToProcess() throws {
        let fixture = try ScanFixture(["P/Sources/A/a.swift": "let a = 1\n"])
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.root.path + "/P/Package.swift", withDestinationPath: "/proc/self/fd/0")
        let started = Date()
        let result = ManifestSyntaxReader.read(packageAt: fixture.root.path + "/P")
        #expect(Date().timeIntervalSince(started) < 5)
        guard case .failure = result else { Issue.record("read"); return }
    }

    @Test("a FIFO is checked before it is opened, and never opened")
    func fifoNotOpened() throws {
        let fixture = try ScanFixture(["P/x.swift": ""])
        defer { fixture.remove() }
        let path = fixture.root.path + "/P/Package.swift"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(CheckedFile.read(path, limit: 1 << 20) == .failure(.notRegular("a FIFO")))
        guard case .failure = ManifestSyntaxReader.read(packageAt: fixture.root.path + "/P") else { Issue.record("read"); return }
    }

    @Test("a file of /proc, which claims a size of 0, is refused")
    func procFile() {
        guard FileManager.default.fileExists(atPath: "/proc/self/environ") else { return }
        guard case .failure(.notRegular) = CheckedFile.read("/proc/self/environ", limit: 1 << 20) else {
            Issue.record("/proc/self/environ was read")
            return
        }
    }

    @Test("a file over the limit is refused before it is read, and a file read stops at the limit")
    func sizeLimit() throws {
        let fixture = try ScanFixture(["big.txt": String(repeating: "x", count: 2_000)])
        defer { fixture.remove() }
        #expect(CheckedFile.read(fixture.root.path + "/big.txt", limit: 1_000) == .failure(.tooLarge(bytes: 2_000, limit: 1_000)))
        #expect((try? CheckedFile.read(fixture.root.path + "/big.txt", limit: 2_000).get().count) == 2_000)
    }

    @Test("the tools version is read as SwiftPM reads it")
    func toolsVersion() {
        func read(_ text: String) -> [Int]? { try? ToolsVersion.declared(in: Substring(text)).get() }
        #expect(read("// swift-tools-version:5.9\n") == [5, 9, 0])
        #expect(read("// swift-tools-version: 6.0.1\n") == [6, 0, 1])
        #expect(read("//swift-tools-version:5.9\n") == [5, 9, 0])
        #expect(read("// SWIFT-TOOLS-VERSION: 6.1\n") == [6, 1, 0])
        #expect(read("// swift-tools-version: 5.3\n") == nil)
        #expect(read("import PackageDescription\n// swift-tools-version: 6.0\n") == [6, 0, 0])
        #expect(read("import PackageDescription\n// swift-tools-version: 5.9\n") == nil)
        #expect(ToolsVersion.languageMode(of: [5, 10, 0]) == 5)
        #expect(ToolsVersion.languageMode(of: [6, 0, 0]) == 6)
        #expect(SwiftToolchain.parse("Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64") == [6, 3, 1])
        #expect(SwiftToolchain.parse("swift-driver version: 1.120.5 Apple Swift version 6.1.2 (swiftlang-6.1.2.1.2)") == [6, 1, 2])
    }
}
