import Foundation
import WiringPlatform

/// Reads an Xcode project (`Name.xcodeproj/project.pbxproj`) into an `XcodeProject`.
///
/// The file is checked by `XcodePlistOutline` (well-formed, nesting at most 64 deep, the line of
/// each object), parsed by Foundation's `PropertyListSerialization` (which reads the old-style
/// property list format on every platform), then read by `XcodeTargetReader`. A file that cannot
/// be read at all is an `XcodeReadProblem`; anything smaller (an object that is not in the file, a
/// source file that is not on disk) is a `notRead` entry. Nothing is thrown and nothing traps.
package enum XcodeProjectReader {
    /// The largest `project.pbxproj` read: 32 MiB (the largest apps' are a few MiB).
    package static let maxFileBytes = 32 << 20

    /// Reads a project.
    ///
    /// - Parameters:
    ///   - folder: The `.xcodeproj` folder, absolute or relative to the current folder.
    ///   - tree: The folder the `.xcconfig` files it names must lie in; `nil` for no limit.
    ///   - configFiles: The `.xcconfig` files already worked out for other projects of the tree.
    /// - Returns: The project, or why it could not be read.
    package static func read(
        projectAt folder: String, within tree: String? = nil, configFiles: XcodeConfigFile.Memo = XcodeConfigFile.Memo()
    ) -> Result<XcodeProject, XcodeReadProblem> {
        let folder = XcodePath.absolute(folder)
        let file = folder + "/project.pbxproj"
        let fence = tree.map { TreeFence(roots: [XcodePath.absolute($0)]) }
        // The `.xcodeproj` and its `project.pbxproj` are read only where they lead inside the tree.
        if let reason = fence?.reason(folder) ?? fence?.reason(file) { return .failure(.outside(file: file, reason: reason)) }
        let data: Data
        switch contents(of: file, limit: maxFileBytes) {
        case .success(let read): data = read
        case .failure(let problem): return .failure(problem)
        }
        let outline = data.withUnsafeBytes { raw in XcodePlistOutline.read(raw.bindMemory(to: UInt8.self)) }
        let lines: [String: Int]
        switch outline {
        case .success(let read): lines = read.objectLines
        case .failure(.malformed(let line, let reason)): return .failure(.malformed(file: file, line: line, reason: reason))
        case .failure(.tooDeep(let line)): return .failure(.tooDeep(file: file, line: line, limit: XcodePlistOutline.maxDepth))
        }
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(.malformed(file: file, line: 1, reason: "the property list does not parse (\(error.localizedDescription))"))
        }
        guard let root = XcodeObjects.Object.dictionary(parsed), let table = XcodeObjects.Object.dictionary(root["objects"]) else {
            return .failure(.notAProject(file: file, reason: "it holds no 'objects' dictionary, so it is not a project file"))
        }
        let objects = XcodeObjects(table: table, lines: lines)
        guard let rootID = root["rootObject"] as? String, let project = objects.object(rootID, isa: ["PBXProject"]) else {
            return .failure(.notAProject(file: file, reason: "its 'rootObject' is not a PBXProject object"))
        }
        let name = XcodePath.dropExtension(XcodePath.lastComponent(folder))
        var reader = XcodeTargetReader(objects: objects, project: project, projectFolder: XcodePath.parent(folder), projectName: name, fence: fence, configFiles: configFiles)
        return .success(reader.project(folder: folder, file: file))
    }

    /// A project that could not be read: still a node of the module graph, with no targets and
    /// marked incomplete by what stopped it.
    ///
    /// - Parameters:
    ///   - folder: The `.xcodeproj` folder.
    ///   - problem: Why it was not read.
    package static func unread(projectAt folder: String, problem: XcodeReadProblem) -> XcodeProject {
        let absolute = XcodePath.absolute(folder)
        return XcodeProject(
            folder: absolute, name: XcodePath.dropExtension(XcodePath.lastComponent(absolute)), file: absolute + "/project.pbxproj",
            targets: [], localPackages: [], remotePackages: [],
            notRead: [.init(line: problem.line, text: problem.message + "; its targets are left out of the module graph")])
    }

    /// A file's bytes when it is a regular file within a size limit (`CheckedFile`).
    ///
    /// - Parameters:
    ///   - file: The file's absolute path.
    ///   - limit: The most bytes read.
    static func contents(of file: String, limit: Int) -> Result<Data, XcodeReadProblem> {
        switch CheckedFile.read(file, limit: limit) {
        case .success(let data): return .success(data)
        case .failure(.missing): return .failure(.missing(file: file))
        case .failure(.tooLarge(let bytes, let limit)): return .failure(.tooLarge(file: file, bytes: bytes, limit: limit))
        case .failure(let problem): return .failure(.unreadable(file: file, reason: problem.message))
        }
    }
}
