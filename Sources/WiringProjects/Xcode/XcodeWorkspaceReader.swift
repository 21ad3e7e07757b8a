import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Xcode workspace (`Name.xcworkspace/contents.xcworkspacedata`) into an
/// `XcodeWorkspace`: the `.xcodeproj` folders and package folders its `FileRef`s name.
///
/// A `location` is `group:` (relative to the enclosing `Group`'s folder, the folder holding the
/// `.xcworkspace` at the top), `container:` (relative to the folder holding the `.xcworkspace`),
/// `absolute:`, or `self:` (the project a `project.xcworkspace` sits in: skipped). The XML is read
/// with Foundation's `XMLParser`; a file that declares a document type or entities (which
/// workspaces never do) is not parsed, and groups nest at most `maxDepth` deep.
package enum XcodeWorkspaceReader {
    /// The largest `contents.xcworkspacedata` read: 1 MiB.
    package static let maxFileBytes = 1 << 20
    /// The deepest nesting of elements read.
    package static let maxDepth = 64

    /// Reads a workspace.
    ///
    /// - Parameters:
    ///   - folder: The `.xcworkspace` folder, absolute or relative to the current folder.
    ///   - tree: The scanned folder: the workspace and what it names are looked at only inside it; `nil` for no limit.
    /// - Returns: The workspace, or why it could not be read.
    package static func read(workspaceAt folder: String, within tree: String? = nil) -> Result<XcodeWorkspace, XcodeReadProblem> {
        let folder = XcodePath.absolute(folder)
        let file = folder + "/contents.xcworkspacedata"
        let fence = tree.map { TreeFence(roots: [XcodePath.absolute($0)]) }
        if let reason = fence?.reason(folder) ?? fence?.reason(file) { return .failure(.outside(file: file, reason: reason)) }
        let data: Data
        switch XcodeProjectReader.contents(of: file, limit: maxFileBytes) {
        case .success(let read): data = read
        case .failure(let problem): return .failure(problem)
        }
        for declaration in ["<!DOCTYPE", "<!ENTITY"] {
            if let range = data.range(of: Data(declaration.utf8)) {
                let line = data[..<range.lowerBound].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
                return .failure(.malformed(file: file, line: line, reason: "it declares a document type or entities, which a workspace never holds"))
            }
        }
        let elements = WorkspaceElements(container: XcodePath.parent(folder))
        elements.fence = fence
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = elements
        let parsed = parser.parse()
        if let line = elements.tooDeepLine { return .failure(.tooDeep(file: file, line: line, limit: maxDepth)) }
        // Foundation's parser lets some mismatched tags pass; the elements are checked here too.
        if let mismatch = elements.mismatch { return .failure(.malformed(file: file, line: mismatch.line, reason: mismatch.reason)) }
        if parsed, let open = elements.open.last {
            return .failure(.malformed(file: file, line: open.line, reason: "the element <\(open.name)> opened on line \(open.line) is not closed"))
        }
        guard parsed else {
            let reason = parser.parserError.map { "the XML does not parse (\($0.localizedDescription))" } ?? "the XML does not parse"
            return .failure(.malformed(file: file, line: parser.lineNumber, reason: reason))
        }
        guard elements.sawWorkspace else {
            return .failure(.notAProject(file: file, reason: "its root element is not <Workspace>, so it is not a workspace"))
        }
        var seen: Set<XcodeProject.Problem> = []
        return .success(XcodeWorkspace(
            file: file, projects: elements.projects, packages: elements.packages,
            missingProjects: elements.missingProjects, absentFolders: elements.absentFolders, notRead: elements.notRead.sorted().filter { seen.insert($0).inserted }))
    }
}

/// The `Group` and `FileRef` elements of a workspace, as `XMLParser` reports them.
private final class WorkspaceElements: NSObject, XMLParserDelegate {
    /// The folder holding the `.xcworkspace`.
    let container: String
    /// The scanned tree, when there is a limit.
    var fence: TreeFence?
    var projects: [XcodeWorkspace.Entry] = []
    var packages: [XcodeWorkspace.Entry] = []
    var notRead: [XcodeProject.Problem] = []
    var missingProjects: [XcodeWorkspace.Entry] = []
    var absentFolders: [XcodeWorkspace.Entry] = []
    var sawWorkspace = false
    /// The line where elements nest deeper than the reader follows.
    var tooDeepLine: Int?
    /// An end tag that does not close the element open, and where.
    var mismatch: (line: Int, reason: String)?
    /// The elements open, with the line of each.
    var open: [(name: String, line: Int)] = []
    /// The folder of each open element (a `Group`'s own, else its parent's); `nil` when it has
    /// no place on disk.
    private var folders: [String?] = []

    /// Starts with no element read.
    ///
    /// - Parameter container: The folder holding the `.xcworkspace`.
    init(container: String) {
        self.container = container
    }

    /// Takes a start tag: a `Group` opens a folder, a `FileRef` names a project or package.
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let line = parser.lineNumber
        guard folders.count < XcodeWorkspaceReader.maxDepth else {
            tooDeepLine = line
            parser.abortParsing()
            return
        }
        let current = folders.last ?? container
        if open.isEmpty, elementName == "Workspace" { sawWorkspace = true }
        open.append((elementName, line))
        switch elementName {
        case "Group":
            folders.append(attributes["location"].map { place($0, in: current, line: line) } ?? current)
        case "FileRef":
            folders.append(current)
            guard let location = attributes["location"], let path = place(location, in: current, line: line) else { return }
            take(path, line: line)
        default:
            folders.append(current)
        }
    }

    /// Takes an end tag, which must close the element last opened.
    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let last = open.last, last.name == elementName else {
            let what = open.last.map { "does not close <\($0.name)> opened on line \($0.line)" } ?? "closes nothing"
            mismatch = (parser.lineNumber, "the end tag </\(elementName)> \(what)")
            parser.abortParsing()
            return
        }
        open.removeLast()
        if !folders.isEmpty { folders.removeLast() }
    }

    /// The absolute path a `location` names, or `nil` (with a note when it cannot be read).
    private func place(_ location: String, in group: String?, line: Int) -> String? {
        guard let colon = location.firstIndex(of: ":") else {
            notRead.append(.init(line: line, text: "the location '\(location)' has no kind (such as 'group:'); it was left out"))
            return nil
        }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group":
            guard let group else { return nil }
            return XcodePath.join(group, path)
        case "container":
            return XcodePath.join(container, path)
        case "absolute":
            return path.hasPrefix("/") ? XcodePath.normalized(path) : nil
        case "self":
            return nil
        default:
            notRead.append(.init(line: line, text: "the location '\(location)' is of a kind the reader does not follow; it was left out"))
            return nil
        }
    }

    /// Records a `FileRef`'s path: a project, a package folder, or nothing the scan reads.
    private func take(_ path: String, line: Int) {
        if let reason = fence?.reason(path) {
            // Left to the caller, which says so: nothing outside the tree is looked at.
            if path.hasSuffix(".xcodeproj") { projects.append(.init(path: path, line: line)) } else {
                notRead.append(.init(line: line, text: "the workspace names '\(path)', which \(reason)", outside: true))
            }
            return
        }
        if path.hasSuffix(".xcodeproj") {
            if XcodePath.isFolder(path) {
                projects.append(.init(path: path, line: line))
            } else {
                missingProjects.append(.init(path: path, line: line))
            }
        } else if XcodePath.isFolder(path) {
            if XcodePath.holdsPackage(path) {
                packages.append(.init(path: path, line: line))
            } else if (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty ?? false {
                absentFolders.append(.init(path: path, line: line))
            }
        } else if !XcodePath.isFile(path), !XcodePath.hasExtension(XcodePath.lastComponent(path)) {
            // Not on disk, and named like a folder rather than a file.
            absentFolders.append(.init(path: path, line: line))
        }
    }
}
