import Foundation
import WiringModel
import WiringPlatform

/// Remembers what `swift package dump-package` printed for a manifest, so a scan that evaluates
/// manifests (`--evaluate-manifests`) evaluates each one once, not on every scan.
///
/// An entry is found by a hash of the package's folder, the contents of its manifest files
/// (`Package.swift` and every `Package@swift-*.swift`) and the toolchain's version; it holds
/// those contents too, and is used only when they are equal, so a hash collision never gives
/// another package's description. The folder is `WIRING_CACHE_DIR` when set, else
/// `$XDG_CACHE_HOME/wiring`, else `~/Library/Caches/wiring` on macOS and `~/.cache/wiring`
/// elsewhere, with entries under `manifests/`; deleting it is always safe. A cache folder inside
/// the scanned tree is not used.
package struct ManifestCache: Sendable {
    /// The folder entries live in.
    package let folder: String

    /// The cache the environment names, or `nil` when there is no home to put it in or it lies in `tree`.
    package static func fromEnvironment(outside tree: String) -> ManifestCache? {
        let environment = ProcessInfo.processInfo.environment
        let root: String
        if let chosen = environment["WIRING_CACHE_DIR"], !chosen.isEmpty {
            root = chosen
        } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            root = xdg + "/wiring"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            #if canImport(Darwin)
            root = home + "/Library/Caches/wiring"
            #else
            root = home + "/.cache/wiring"
            #endif
        } else {
            return nil
        }
        let folder = SourceLayout.normalized(root) + "/manifests"
        let inside = { (path: String, base: String) in path == base || path.hasPrefix(base == "/" ? "/" : base + "/") }
        let real = SourceLinks.resolved(folder) ?? folder
        if inside(folder, tree) || inside(real, SourceLinks.resolved(tree) ?? tree) { return nil }
        return ManifestCache(folder: folder)
    }

    /// The manifests of a package folder, by file name.
    package static func manifests(in packageFolder: String) -> [String: String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: packageFolder)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift")) }
        var contents: [String: String] = [:]
        for name in names {
            guard case .success(let data) = CheckedFile.read(packageFolder + "/" + name, limit: ParseLimits.maxFileBytes) else { continue }
            contents[name] = String(decoding: data, as: UTF8.self)
        }
        return contents
    }

    /// The largest entry read.
    package static let maxEntryBytes = 16 << 20

    /// The remembered description, when the manifests and toolchain are the same.
    ///
    /// An entry is read only when it is a regular file the user owns (a FIFO, a device or a link
    /// to one planted there is passed over), within `maxEntryBytes`.
    package func description(packageAt packageFolder: String, manifests: [String: String], toolchain: String) -> [String: Any]? {
        let entryPath = path(packageFolder, manifests, toolchain)
        var info = stat()
        guard lstat(entryPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              case .success(let data) = CheckedFile.read(entryPath, limit: Self.maxEntryBytes),
              let entry = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              entry["folder"] as? String == packageFolder, entry["toolchain"] as? String == toolchain,
              entry["manifests"] as? [String: String] == manifests
        else { return nil }
        return entry["description"] as? [String: Any]
    }

    /// Remembers a description; a folder that cannot be written to is not an error (the scan only gets slower).
    package func remember(_ description: [String: Any], packageAt packageFolder: String, manifests: [String: String], toolchain: String) {
        let entry: [String: Any] = ["folder": packageFolder, "toolchain": toolchain, "manifests": manifests, "description": description]
        guard let data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]),
              (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return }
        try? AtomicFile.write(data, to: URL(fileURLWithPath: path(packageFolder, manifests, toolchain)))
    }

    private func path(_ packageFolder: String, _ manifests: [String: String], _ toolchain: String) -> String {
        var hash = Hash()
        hash.add(packageFolder)
        hash.add(toolchain)
        for (name, text) in manifests.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            hash.add(text)
        }
        return folder + "/" + hash.hex + ".json"
    }

    /// Two 64-bit FNV-1a hashes with different seeds: enough to spread entries, never trusted alone.
    private struct Hash {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x84222325_cbf29ce4

        mutating func add(_ text: String) {
            for byte in text.utf8 + [0] {
                first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 1
            }
        }

        var hex: String {
            let digits = [first, second].map { String($0, radix: 16) }
            return digits.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
        }
    }
}
