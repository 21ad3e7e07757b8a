import Foundation
@testable import WiringProjects
@testable import WiringScan

/// A `project.pbxproj` written from its objects, one object per line, as Xcode writes the short
/// ones (`ID = {isa = …; …};`).
struct PBXText {
    /// Each object's id and the fields between its braces.
    var objects: [(id: String, fields: String)]
    /// The id of the `PBXProject`.
    var root = "PROJECT"

    /// The file's text.
    var text: String {
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
        for object in objects { text += "\t\t\(object.id) /* \(object.id) */ = {\(object.fields)};\n" }
        return text + "\t};\n\trootObject = \(root) /* Project object */;\n}\n"
    }

    /// The line an object is written on.
    func line(of id: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix("\t\t\(id) /*") } ?? -1) + 1
    }
}

/// An Xcode project (and whatever files it names) written to a fresh folder.
struct XcodeFixture {
    /// The scratch folder.
    let fixture: ScanFixture
    /// The project file's objects.
    let pbx: PBXText
    /// Where the `.xcodeproj` is, relative to the folder.
    let projectPath: String

    /// Writes a project and files.
    ///
    /// - Parameters:
    ///   - projectPath: The `.xcodeproj`'s path relative to the folder.
    ///   - objects: The project's objects.
    ///   - files: Other files, by path relative to the folder.
    init(_ projectPath: String = "App.xcodeproj", objects: [(id: String, fields: String)], files: [String: String] = [:]) throws {
        pbx = PBXText(objects: objects)
        self.projectPath = projectPath
        var all = files
        all[projectPath + "/project.pbxproj"] = pbx.text
        fixture = try ScanFixture(all)
    }

    /// The folder's absolute path.
    var root: String { fixture.root.path }

    /// An absolute path in the folder.
    func path(_ relative: String) -> String { XcodePath.join(root, relative) }

    /// Reads the project.
    func read() throws -> XcodeProject {
        try XcodeProjectReader.read(projectAt: path(projectPath)).get()
    }

    /// Deletes the folder.
    func remove() { fixture.remove() }
}

/// Lookups the expectations use.
extension XcodeProject {
    /// The target with a name.
    func target(_ name: String) -> Target? { targets.first { $0.name == name } }
}

/// A dependency in one line.
extension XcodeProject.Dependency {
    /// `kind name[@package][ platforms]:line`, for compact expectations.
    var summary: String {
        var text = "\(kind.rawValue) \(name)"
        switch package {
        case .local(let index)?: text += "@local\(index)"
        case .remote(let index)?: text += "@remote\(index)"
        case nil: break
        }
        if let project { text += "@" + XcodePath.lastComponent(project) }
        if !platforms.isEmpty { text += " " + platforms.joined(separator: "+") }
        return text + ":\(line)"
    }
}

/// Objects most fixtures share: the project, its main group, one configuration list each.
enum PBXObjects {
    /// A `PBXProject` with a main group, targets and package references.
    static func project(mainGroup: String = "MAIN", targets: [String], packages: [String] = [], settings: String = "") -> [(id: String, fields: String)] {
        [
            ("PROJECT", "isa = PBXProject; buildConfigurationList = PROJECT_CONFIGS; mainGroup = \(mainGroup); "
                + "packageReferences = (\(packages.map { $0 + "," }.joined())); targets = (\(targets.map { $0 + "," }.joined()));"),
            ("PROJECT_CONFIGS", "isa = XCConfigurationList; buildConfigurations = (PROJECT_DEBUG,);"),
            ("PROJECT_DEBUG", "isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Debug;"),
        ]
    }

    /// A native target with its build phases, synchronized folders and other fields written as given.
    static func target(
        _ id: String, name: String, phases: [String] = [], type: String = "application", fields: String = ""
    ) -> (id: String, fields: String) {
        (id, "isa = PBXNativeTarget; buildPhases = (\(phases.map { $0 + "," }.joined())); name = \(name); "
            + "productType = \"com.apple.product-type.\(type)\"; \(fields)")
    }
}
