import Dispatch
import Foundation
import WiringProjects

/// The modules of a tree that no chain of the tree's imports, followed either way, joins to a module
/// with a file importing a given framework: code in them can neither use the framework's values nor be
/// used by code that does, so a reader of that framework has nothing to read there.
///
/// Imports are told by a byte search of each file (`import M`, with any attribute before it and
/// `import struct M.T` alike), comments and `#if` included: an import spelled where it does not count
/// joins two modules all the same, which only keeps more modules joined.
enum ConnectedModules {
    /// The modules apart from every module that imports one of `frameworks`.
    ///
    /// - Parameters:
    ///   - frameworks: The framework's modules; a file spelling `import ` and one of them at its start
    ///     (as `FrameworkReaders.used(in:)` tells) imports it.
    ///   - files: The tree's files, each with its module.
    ///   - readAhead: The bytes already read, by file index; a file not kept there is read and kept.
    /// - Returns: The modules apart; empty when every module is joined, or no file imports a framework.
    static func apart(from frameworks: [String], files: [SourceFile], readAhead: ReadAhead? = nil) -> Set<String> {
        let modules = Set(files.map(\.module))
        // A module is imported by its name, or by the name a target whose name is no identifier builds (`My-Kit` as `My_Kit`, `2D` as `_2D`).
        var spellings: [String: String] = [:]
        for module in modules.sorted() {
            spellings[module] = spellings[module] ?? module
            let spelled = SourceLayout.moduleName(module)
            spellings[spelled] = spellings[spelled] ?? module
        }
        let named = spellings
        let found = ResultSlots<(importsFramework: Bool, imported: Set<String>)>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let data: Data
            if let kept = readAhead?.peek(index) {
                data = kept
            } else if case .success(let read) = ParseLimits.read(files[index].absolutePath) {
                readAhead?.keep(index, read)
                data = read
            } else {
                return found.set(index, (false, []))
            }
            found.set(index, data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                var importsFramework = false
                var imported: Set<String> = []
                for offset in ByteSearch.offsets(of: "import ", in: bytes) {
                    let after = offset + 7
                    if !importsFramework, frameworks.contains(where: { ByteSearch.holds($0, at: after, in: bytes) }) {
                        importsFramework = true
                    }
                    if let module = importedName(at: after, in: bytes).flatMap({ named[$0] }) { imported.insert(module) }
                }
                return (importsFramework, imported)
            })
        }
        var neighbours: [String: Set<String>] = [:]
        var joined: Set<String> = []
        for (file, facts) in zip(files, found.all) {
            if facts.importsFramework { joined.insert(file.module) }
            for module in facts.imported where module != file.module {
                neighbours[file.module, default: []].insert(module)
                neighbours[module, default: []].insert(file.module)
            }
        }
        guard !joined.isEmpty else { return [] }
        var next = Array(joined)
        while let module = next.popLast() {
            for neighbour in neighbours[module] ?? [] where joined.insert(neighbour).inserted { next.append(neighbour) }
        }
        return modules.subtracting(joined)
    }

    /// The module an `import` names, from the first byte after `import ` (`Kit` of `import Kit`, of
    /// `import struct Kit.Model` and of `import Kit.Sub`).
    private static func importedName(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = offset
        for kind in ["typealias ", "struct ", "class ", "enum ", "protocol ", "let ", "var ", "func "]
        where ByteSearch.holds(kind, at: start, in: bytes) {
            start += kind.utf8.count
            break
        }
        var end = start
        while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
