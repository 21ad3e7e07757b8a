import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a package's description from its `Package.swift` without running it.
///
/// The manifest is parsed with swift-syntax, within the scan's limits, and its top-level code is
/// followed by `ManifestInterpreter`: the `Package(…)` it makes, with `name`, `targets`,
/// `products` and `dependencies`, and each target's `name`, `path`, `exclude`, `sources`,
/// `dependencies` (by name, `.target`, `.product(name:package:)`, `.byName`, with their
/// `condition: .when(platforms:)`) and `swiftSettings` defines. `#if` is decided for this machine,
/// as SwiftPM here would. Whatever cannot be read is in `notRead`, with its line.
enum ManifestSyntaxReader {
    /// The Swift version whose `Package@swift-…` manifests are chosen, as SwiftPM of this toolchain would.
    static let toolsVersion = [6, 3, 0]

    /// The manifest SwiftPM reads in a folder: the `Package@swift-X.Y.swift` for the newest
    /// version this toolchain has, else `Package.swift`.
    ///
    /// - Parameter folder: The package's folder.
    /// - Returns: The manifest's absolute path (which may not exist).
    static func manifestPath(in folder: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // The version-specific manifest with the highest version (in its name) this toolchain has…
        var candidate: (version: [Int], name: String)?
        for name in names where name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
            guard let version = version(name.dropFirst("Package@swift-".count).dropLast(".swift".count)),
                  !toolsVersion.lexicographicallyPrecedes(version),
                  candidate.map({ $0.version.lexicographicallyPrecedes(version) }) ?? true
            else { continue }
            candidate = (version, name)
        }
        // …is read when it declares a newer tools version than `Package.swift`, or when
        // `Package.swift` needs a newer toolchain than this one.
        let regular = declaredToolsVersion(ofManifest: folder + "/Package.swift")
        if let candidate {
            let declared = declaredToolsVersion(ofManifest: folder + "/" + candidate.name)
            if regular.lexicographicallyPrecedes(declared) || toolsVersion.lexicographicallyPrecedes(regular) {
                return folder + "/" + candidate.name
            }
        }
        return folder + "/Package.swift"
    }

    /// `5.9`, `6.0.1` as three numbers.
    private static func version(_ written: Substring) -> [Int]? {
        let parts = written.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        return (parts.compactMap { $0 } + [0, 0, 0]).prefix(3).map { $0 }
    }

    /// The `// swift-tools-version:` a manifest declares on its first line, or 0.0.0.
    private static func declaredToolsVersion(ofManifest path: String) -> [Int] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [0, 0, 0] }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 200), as: UTF8.self)
        guard let line = head.split(whereSeparator: \.isNewline).first, let colon = line.firstIndex(of: ":") else { return [0, 0, 0] }
        let written = line[line.index(after: colon)...].prefix { !$0.isWhitespace || $0 == " " }
            .trimmingCharacters(in: .whitespaces).prefix { $0.isNumber || $0 == "." }
        return version(Substring(written)) ?? [0, 0, 0]
    }

    /// Reads the manifest of the package in a folder.
    ///
    /// - Parameter folder: The package's absolute folder.
    /// - Returns: The description (with `notRead` for what was left out), or a reason why none could be read.
    static func read(packageAt folder: String) -> Result<PackageDescription, ManifestProblem> {
        let path = manifestPath(in: folder)
        // The scan asks for a manifest twice (which module a file is in, then the module graph):
        // it is read once while the file stays the same.
        let stamp = Self.stamp(of: path)
        if let stamp, let known = memo.withLock({ $0[path] }), known.stamp == stamp { return known.result }
        let result = readUncached(path: path, folder: folder)
        if let stamp { memo.withLock { $0[path] = (stamp, result) } }
        return result
    }

    private static let memo = Memo()

    /// Read manifests by path, with the size and modification time they had.
    private final class Memo: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: (stamp: [Int], result: Result<PackageDescription, ManifestProblem>)] = [:]

        func withLock<Value>(_ body: (inout [String: (stamp: [Int], result: Result<PackageDescription, ManifestProblem>)]) -> Value) -> Value {
            lock.lock()
            defer { lock.unlock() }
            if entries.count > 4_096 { entries.removeAll() }
            return body(&entries)
        }
    }

    private static func stamp(of path: String) -> [Int]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, let date = attributes[.modificationDate] as? Date
        else { return nil }
        return [size, Int(date.timeIntervalSince1970 * 1_000_000)]
    }

    private static func readUncached(path: String, folder: String) -> Result<PackageDescription, ManifestProblem> {
        if let problem = ParseLimits.sizeProblem(path) { return .failure(.unreadable(problem)) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable("the manifest cannot be read")) }
        let outcome = ParseLimits.onLargeStack(seconds: ParseLimits.secondsPerFile) { () -> Result<PackageDescription, ManifestProblem> in
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                if let problem = ParseLimits.nestingProblem(bytes) { return .failure(.unreadable(problem.message)) }
                let lines = LineTable(bytes)
                let tree = Parser.parse(source: bytes, maximumNestingLevel: ParseLimits.parserNesting)
                return describe(tree, lines: lines, folder: folder)
            }
        }
        return outcome ?? .failure(.unreadable("reading the manifest took longer than \(Int(ParseLimits.secondsPerFile)) s"))
    }

    /// Why no description could be read.
    enum ManifestProblem: Error, Sendable {
        case unreadable(String)
        case noPackage(line: Int)
    }

    static func describe(_ tree: SourceFileSyntax, lines: LineTable, folder: String) -> Result<PackageDescription, ManifestProblem> {
        let interpreter = ManifestInterpreter(lines: lines, conditions: IfConfigTruth(host: true))
        let scope = interpreter.run(tree)
        guard let package = scope.value(of: "package")?.call ?? interpreter.packages.last else {
            return .failure(.noPackage(line: interpreter.skipped.first?.line ?? 1))
        }
        var notRead = interpreter.skipped.map { (line: $0.line, text: $0.text) }
        func note(_ value: ManifestValue, _ what: String) {
            if let unknown = value.firstUnknown { notRead.append((unknown.line, what + ": " + unknown.reason)) }
        }
        let folderName = SourceLayout.lastComponent(folder)
        var name = folderName
        if let written = package["name"] {
            if let text = written.string {
                name = text
            } else {
                notRead.append((written.firstUnknown?.line ?? package.line, "the package's name is not a string the reader can compute; the folder's name is used"))
            }
        }
        var targets: [PackageDescription.Target] = []
        let targetList = package["targets"] ?? .array([])
        for element in targetList.array ?? [targetList] {
            guard let call = element.call else {
                note(element, "a target, left out")
                continue
            }
            guard let target = target(call, notRead: &notRead) else { continue }
            targets.append(target)
        }
        var dependencies: [PackageDescription.PackageDependency] = []
        let dependencyList = package["dependencies"] ?? .array([])
        for element in dependencyList.array ?? [dependencyList] {
            guard let call = element.call, call.name == "package" else {
                note(element, "a package dependency, left out")
                continue
            }
            if let dependency = packageDependency(call, folder: folder, notRead: &notRead) { dependencies.append(dependency) }
        }
        var products: [PackageDescription.Product] = []
        let productList = package["products"] ?? .array([])
        for element in productList.array ?? [productList] {
            guard let call = element.call, let productName = call["name"]?.string else {
                note(element, "a product, left out")
                continue
            }
            let listed = call["targets"]?.array ?? []
            note(.array(listed), "a target of the product '\(productName)'")
            products.append(.init(name: productName, targets: listed.compactMap(\.string)))
        }
        var description = PackageDescription(name: name, targets: targets, dependencies: dependencies, products: products)
        description.notRead = notRead.sorted { ($0.line, $0.text) < ($1.line, $1.text) }
        return .success(description)
    }

    private static func target(_ call: ManifestCall, notRead: inout [(line: Int, text: String)]) -> PackageDescription.Target? {
        guard let kind = PackageDescription.targetTypes[call.name].flatMap({ PackageDescription.kinds[$0] }) else {
            notRead.append((call.line, "'.\(call.name)(…)' is not a target this reader knows; left out"))
            return nil
        }
        guard case .string(let name, let nameLine)? = call["name"] else {
            notRead.append((call.line, "a target whose name cannot be read; left out"))
            return nil
        }
        func strings(_ label: String) -> [String]? {
            guard let value = call[label] else { return nil }
            if let unknown = value.firstUnknown {
                notRead.append((unknown.line, "'\(label):' of the target '\(name)': \(unknown.reason)"))
            }
            return (value.array ?? []).compactMap(\.string)
        }
        var path: String?
        if let written = call["path"] {
            path = written.string
            if path == nil { notRead.append((call.line, "'path:' of the target '\(name)' cannot be read; its default folder is used")) }
        }
        var target = PackageDescription.Target(
            name: name, kind: kind, path: path, sources: strings("sources"), exclude: strings("exclude") ?? [],
            dependencies: [], defines: [:], line: call.lines.contains(nameLine) ? nameLine : call.line)
        let dependencyList = call["dependencies"] ?? .array([])
        for element in dependencyList.array ?? [dependencyList] {
            if let dependency = dependency(element, of: call) {
                target.dependencies.append(dependency)
            } else {
                let reason = element.firstUnknown?.reason ?? "not a dependency this reader knows"
                notRead.append((element.firstUnknown?.line ?? call.line, "a dependency of the target '\(name)': \(reason); left out"))
            }
        }
        for setting in call["swiftSettings"]?.array ?? [] {
            guard let define = setting.call, define.name == "define", let flag = define.firstUnlabelled?.string else { continue }
            let always = define.arguments.count == 1
            target.defines[flag] = (target.defines[flag] ?? false) || always
        }
        return target
    }

    private static func dependency(_ value: ManifestValue, of target: ManifestCall) -> PackageDescription.Dependency? {
        func line(_ written: Int) -> Int { target.lines.contains(written) ? written : target.line }
        if case .string(let name, let written) = value {
            return .init(form: .byName, name: name, package: nil, platforms: [], line: line(written))
        }
        guard let call = value.call, let name = call["name"]?.string ?? call.firstUnlabelled?.string else { return nil }
        let form: PackageDescription.Dependency.Form
        switch call.name {
        case "target": form = .target
        case "product": form = .product
        case "byName": form = .byName
        default: return nil
        }
        var platforms: [String] = []
        if let condition = call["condition"]?.call, case .array(let names)? = condition["platforms"] {
            platforms = names.compactMap { name in
                if case .member(let platform) = name { return platform.lowercased() }
                // `.custom("freebsd")`.
                if let custom = name.call, custom.name == "custom", let platform = custom.firstUnlabelled?.string { return platform }
                return nil
            }
        }
        return .init(form: form, name: name, package: call["package"]?.string, platforms: platforms, line: line(call.line))
    }

    private static func packageDependency(
        _ call: ManifestCall, folder: String, notRead: inout [(line: Int, text: String)]
    ) -> PackageDescription.PackageDependency? {
        if let written = call["path"] {
            guard let path = written.string else {
                notRead.append((call.line, "a local package whose path cannot be read; left out"))
                return nil
            }
            let absolute = SourceLayout.normalized(path.hasPrefix("/") ? path : folder + "/" + path)
            return .init(identity: SourceLayout.lastComponent(absolute).lowercased(), path: absolute, url: nil, line: call.line)
        }
        if let url = call["url"]?.string {
            var last = SourceLayout.lastComponent(url)
            if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
            return .init(identity: last.lowercased(), path: nil, url: url, line: call.line)
        }
        if let id = call["id"]?.string {
            return .init(identity: id.lowercased(), path: nil, url: nil, line: call.line)
        }
        notRead.append((call.line, "a package dependency this reader cannot read; left out"))
        return nil
    }
}
