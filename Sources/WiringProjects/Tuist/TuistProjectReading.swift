import WiringProjectModel

/// Reads the model's `Project` out of the `Project` value a `Project.swift` made: every unknown on
/// the way to a target, its files, its module name or a dependency is a `notRead` finding at its
/// file and line, never a guess.
struct TuistProjectReading {
    let listing: TreeListing
    /// The `Project.swift`, relative to the tree's root.
    let manifest: String
    /// The Tuist root, where `.relativeToRoot` paths start.
    let root: String
    /// The file and line of a line number the interpreter gives.
    let place: (Int) -> ProjectPlace
    /// The packages of the root's `Tuist/Package.swift` or `Tuist/Dependencies.swift`.
    let externals: TuistExternals
    private(set) var notRead: [ProjectFinding] = []
    /// Findings that leave the project complete: external names found in neither file (drawn by
    /// SwiftPM's rule for a plain product name), values chosen by a condition not known that read the same.
    private(set) var unresolved: [ProjectFinding] = []
    /// The packages of `externals` the project's `.external(name:)` dependencies name.
    private var externalPackages: [PackageReference] = []

    init(listing: TreeListing, manifest: String, root: String, externals: TuistExternals, place: @escaping (Int) -> ProjectPlace) {
        self.listing = listing
        self.manifest = manifest
        self.root = root
        self.externals = externals
        self.place = place
    }

    /// The manifest's folder, where plain paths start.
    var folder: String { ProjectPath.parent(manifest) }

    /// The files `tuist generate` derives for a target (resource accessors), when they are committed:
    /// `Derived/Sources/Tuist<Kind>+<Target>.swift` in the project's folder, the target's name
    /// written without the characters a Swift name cannot hold.
    func derivedFiles(of target: String) -> [String] {
        let key = Self.derivedKey(target)
        return listing.swiftFiles(under: ProjectPath.join(folder, "Derived/Sources") ?? "Derived/Sources").filter { file in
            let name = ProjectPath.name(file)
            guard name.hasPrefix("Tuist"), name.hasSuffix(".swift"), let plus = name.firstIndex(of: "+") else { return false }
            return Self.derivedKey(String(name[name.index(after: plus)...].dropLast(".swift".count))) == key
        }
    }

    /// A name as derived files spell it: letters and digits only, in lower case.
    private static func derivedKey(_ name: String) -> String {
        String(name.filter { $0.isLetter || $0.isNumber }).lowercased()
    }

    /// The project a `Project(…)` value describes.
    mutating func project(_ object: ManifestObject, fallbackName: String) -> Project {
        if let poisoned = object.poisoned { note(poisoned, "the project") }
        var name = fallbackName
        if let written = object["name"] {
            if let text = written.string { name = text } else { note(written, "the project's name (the folder's name is used)", at: object.line) }
        }
        noteUnknownArguments(of: object)
        var targets: [Target] = []
        for element in list(object, "targets", "the project's targets") {
            if let target = target(element) { targets.append(target) }
        }
        var packages: [PackageReference] = []
        for element in list(object, "packages", "the project's packages") {
            if let package = package(element) { packages.append(package) }
        }
        for package in externalPackages where !packages.contains(where: { $0.identity == package.identity }) { packages.append(package) }
        let findings = notRead.sorted()
        return Project(
            kind: .tuist, name: name, id: "project:" + name, folder: folder, file: manifest, targets: targets, packages: packages,
            listsFiles: findings.isEmpty, notRead: findings)
    }

    /// The arguments of Tuist's `Project(…)` (3 and 4).
    static let projectArguments: Set<String> = [
        "name", "organizationName", "classPrefix", "options", "packages", "settings", "targets", "schemes",
        "fileHeaderTemplate", "additionalFiles", "resourceSynthesizers", "disableBundleAccessors",
        "disableSynthesizedResourceAccessors",
    ]

    /// Notes a `Project(…)` made with no `targets:` or with arguments Tuist's does not take (the
    /// manifest's own initializer, not followed): read as it stands it would have no targets, and
    /// every file beside it would count as compiled by none.
    private mutating func noteUnknownArguments(of object: ManifestObject) {
        let unknown = object.arguments.filter { argument in argument.label.map { !Self.projectArguments.contains($0) } ?? true }
        if !unknown.isEmpty {
            let shown = unknown.map { $0.label.map { "'\($0):'" } ?? "an argument with no label" }.joined(separator: ", ")
            notRead.append(ProjectFinding(
                .notRead, at: place(object.line),
                "'Project(…)' is made with \(shown), which Tuist's 'Project(…)' does not take: an initializer of the manifest's own "
                    + "was not followed; what \(unknown.count == 1 ? "it gives is" : "they give are") left out"))
        }
        if object["targets"] == nil {
            notRead.append(ProjectFinding(
                .notRead, at: place(object.line), "'Project(…)' has no 'targets:' argument; the project is read with no targets"))
        }
    }

    // MARK: Targets

    private mutating func target(_ element: ManifestValue) -> Target? {
        guard let call = element.object, call.poisoned == nil, call.name == "Target" || call.name == "target",
              call.type.isEmpty || call.type == "Target"
        else {
            note(element, "a target, left out", at: element.object?.line ?? 1, always: true)
            return nil
        }
        guard case .string(let name, _)? = call["name"] else {
            note(call["name"] ?? .nothing, "a target whose name cannot be read; left out", at: call.line, always: true)
            return nil
        }
        let product = productType(call["product"], of: name, at: call.line)
        var files: Set<String> = []
        var compilesSwift = false
        if let sources = call["sources"] {
            for glob in globs(sources, what: "'sources:' of the target '\(name)'", at: call.line) {
                let matched = glob.files(in: listing)
                files.formUnion(matched)
                compilesSwift = compilesSwift || !matched.isEmpty
            }
        }
        for element in list(call, "buildableFolders", "'buildableFolders:' of the target '\(name)'") {
            guard let folder = path(element, what: "a buildable folder of the target '\(name)'", at: call.line) else { continue }
            let exact = listing.swiftFiles(under: folder)
            let matched = exact.isEmpty ? Self.swiftFiles(in: listing, underIgnoringCase: folder)[...] : exact
            files.formUnion(matched)
            compilesSwift = compilesSwift || !matched.isEmpty
        }
        // Tuist compiles the accessors it derives into the target, one of resources only too.
        let derived = derivedFiles(of: name)
        files.formUnion(derived)
        compilesSwift = compilesSwift || !derived.isEmpty
        var moduleName = Target.moduleName(name)
        if let written = call["productName"], !Self.isNothing(written) {
            if let text = written.string ?? chosenProductName(written, of: name) {
                moduleName = Target.moduleName(text)
            } else if !Self.isChoice(written) {
                note(written, "'productName:' of the target '\(name)'", at: call.line)
            }
        }
        if let module = settingsModuleName(call["settings"], of: name, at: call.line) { moduleName = Target.moduleName(module) }
        let dependencies = dependencies(of: call, target: name)
        return Target(
            name: name, moduleName: moduleName, product: product, place: place(call.line), files: files.sorted(),
            compilesSwift: compilesSwift, dependencies: dependencies, folder: folder,
            platforms: Self.platforms(call["destinations"] ?? call["platform"]))
    }

    // MARK: Choices

    /// Whether a value is a choice by a condition not known, carried as its arms' values.
    private static func isChoice(_ value: ManifestValue) -> Bool {
        if case .unknown(let unknown) = value { return unknown.alternatives != nil }
        return false
    }

    /// A `productName:` chosen by a condition not known: the name when every arm gives the same
    /// one (said as not computed); else `nil`, said as not read with the names it may be.
    private mutating func chosenProductName(_ value: ManifestValue, of target: String) -> String? {
        guard case .unknown(let unknown) = value, let alternatives = unknown.alternatives else { return nil }
        let names = alternatives.compactMap(\.string)
        guard names.count == alternatives.count, let first = names.first else {
            note(value, "'productName:' of the target '\(target)'", at: unknown.line)
            return nil
        }
        let distinct = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if distinct.count == 1 {
            unresolved.append(ProjectFinding(
                .notComputed, at: place(unknown.line),
                "'productName:' is '\(first)' whichever way a condition the reader does not know goes (\(unknown.reason)); read as '\(first)'"))
            return first
        }
        notRead.append(ProjectFinding(
            .notRead, at: place(unknown.line),
            "'productName:' of the target '\(target)' is one of \(distinct.map { "'\($0)'" }.joined(separator: ", ")) by a condition the "
                + "reader does not know (\(unknown.reason)); its module name is left out, the target's name is used"))
        return nil
    }

    /// A target's dependencies. A list, or a part of one (`base + (flag ? [.a] : [])`), chosen by a
    /// condition not known gives the dependencies every arm declares; those only some arms declare
    /// are left out, named in one line at the condition.
    private mutating func dependencies(of call: ManifestObject, target name: String) -> [TargetDependency] {
        let what = "the dependencies of the target '\(name)'"
        let elements: [ManifestValue]
        if let written = call["dependencies"], Self.isChoice(written) { elements = [written] } else { elements = list(call, "dependencies", what) }
        var result: [TargetDependency] = []
        for element in elements {
            guard case .unknown(let unknown) = element, let alternatives = unknown.alternatives else {
                if let dependency = dependency(element, of: name, at: call.line) { result.append(dependency) }
                continue
            }
            // Each arm is read on a copy, so a dependency left out adds no package and says nothing of its own.
            var probe = self
            let arms = alternatives.map { alternative in
                (alternative.array ?? [alternative]).compactMap { probe.dependency($0, of: name, at: unknown.line) }
            }
            func key(_ dependency: TargetDependency) -> String {
                [dependency.kind.rawValue, dependency.name, dependency.package ?? "", dependency.platforms.joined(separator: ",")].joined(separator: "|")
            }
            let keys = arms.map { Set($0.map(key)) }
            let common = keys.dropFirst().reduce(keys.first ?? []) { $0.intersection($1) }
            var seen: Set<String> = []
            for element in alternatives.first.map({ $0.array ?? [$0] }) ?? [] {
                var copy = self
                guard let agreed = copy.dependency(element, of: name, at: unknown.line), common.contains(key(agreed)),
                      seen.insert(key(agreed)).inserted, let read = dependency(element, of: name, at: unknown.line) else { continue }
                result.append(read)
            }
            var differing: [String] = []
            for dependency in arms.joined() where !common.contains(key(dependency)) && !differing.contains("'\(dependency.name)'") {
                differing.append("'\(dependency.name)'")
            }
            guard !differing.isEmpty else { continue }
            notRead.append(ProjectFinding(
                .notRead, at: place(unknown.line),
                "\(what) differ by a condition the reader does not know (\(unknown.reason)): \(differing.joined(separator: ", ")), declared in "
                    + "some of its arms only, \(differing.count == 1 ? "is" : "are") left out; those every arm declares are read"))
        }
        return result
    }

    /// The platforms of `destinations:` (a set of `Destination`s, or one of the sets `.iOS`,
    /// `.macOS`…) or Tuist 3's `platform:`; `nil` when the value is not one the reader names.
    static func platforms(_ value: ManifestValue?) -> [String]? {
        func name(_ value: ManifestValue) -> String? {
            switch value {
            case .member(let name): name
            case .object(let object) where object.arguments.isEmpty: object.name
            default: nil
            }
        }
        guard let value else { return nil }
        if let elements = value.array {
            let names = elements.compactMap(name)
            return names.count == elements.count ? TargetPlatforms.ofTuist(names) : nil
        }
        return name(value).flatMap { TargetPlatforms.ofTuist([$0]) }
    }

    /// Tuist's product names, as the model names products.
    private static let products: [String: ProductType] = [
        "app": .app, "framework": .framework, "staticFramework": .staticFramework, "staticLibrary": .staticLibrary,
        "dynamicLibrary": .dynamicLibrary, "unitTests": .unitTest, "uiTests": .uiTest, "appExtension": .appExtension,
        "bundle": .bundle, "commandLineTool": .tool, "macro": .macro, "appClip": ProductType(rawValue: "app-clip"),
        "watch2App": ProductType(rawValue: "watch2-app"), "watch2Extension": ProductType(rawValue: "watch2-extension"),
        "extensionKitExtension": ProductType(rawValue: "extensionkit-extension"),
        "messagesExtension": ProductType(rawValue: "imessage-extension"), "stickerPackExtension": ProductType(rawValue: "sticker-pack"),
        "tvTopShelfExtension": .appExtension, "xpc": ProductType(rawValue: "xpc-service"),
        "systemExtension": ProductType(rawValue: "system-extension"),
    ]

    private mutating func productType(_ value: ManifestValue?, of target: String, at line: Int) -> ProductType {
        guard let value else { return .app }
        if case .member(let name) = value { return Self.product(named: name) }
        // One of several kinds by a condition not known: read whole when every kind makes the same module.
        if case .unknown(let unknown) = value, let alternatives = unknown.alternatives {
            let kinds = alternatives.compactMap { alternative -> ProductType? in
                if case .member(let name) = alternative { return Self.product(named: name) }
                return nil
            }
            if kinds.count == alternatives.count, let first = kinds.first, kinds.allSatisfy({ $0.makesSameModule(as: first) }) {
                let shown = Set(kinds).sorted().map { "'\($0)'" }.joined(separator: ", ")
                unresolved.append(ProjectFinding(
                    .notComputed, at: place(unknown.line),
                    "'product:' is one of \(shown) by a condition the reader does not know (\(unknown.reason)); each makes a module of "
                        + "the target's name with the same dependencies, so the targets are read whole, as '\(first)'"))
                return first
            }
        }
        note(value, "'product:' of the target '\(target)' (read as a framework)", at: line, always: true)
        return .framework
    }

    private static func product(named name: String) -> ProductType { products[name] ?? ProductType(rawValue: name) }

    /// `PRODUCT_MODULE_NAME` in a target's base settings, when it is there.
    private mutating func settingsModuleName(_ value: ManifestValue?, of target: String, at line: Int) -> String? {
        guard let value, !Self.isNothing(value) else { return nil }
        guard let settings = value.object, settings.poisoned == nil else {
            note(value, Self.isCarried(value) ? "'settings:' of the targets they are given to (a module name in them may differ)"
                : "'settings:' of the target '\(target)' (its module name may differ)", at: line, always: true)
            return nil
        }
        guard let base = settings["base"] else { return nil }
        guard case .dictionary(let entries) = base else {
            // A value carried whole is one value wherever it goes: said once at its place, not once per target it reaches.
            note(base, Self.isCarried(base) ? "the base settings of the targets they are given to (a module name in them may differ)"
                : "the base settings of the target '\(target)' (its module name may differ)", at: settings.line, always: true)
            return nil
        }
        for entry in entries where entry.key.string.flatMap(BuildSettingKey.init).map({ $0.name == "PRODUCT_MODULE_NAME" && !$0.isConditional }) ?? false {
            if let text = Self.settingString(entry.value) { return text }
            note(entry.value, "'PRODUCT_MODULE_NAME' of the target '\(target)'", at: settings.line, always: true)
        }
        return nil
    }

    /// A setting's text: a string, or `.string("…")`.
    private static func settingString(_ value: ManifestValue) -> String? {
        if let text = value.string { return text }
        if let object = value.object, object.name == "string" { return object.firstUnlabelled?.string }
        return nil
    }

    // MARK: Sources

    /// A source glob resolved to a path relative to the tree's root, with its exclusions.
    struct SourceGlob {
        var pattern: String
        var excluding: [String]

        /// The Swift files it takes (a pattern naming a folder takes what is below it). When it
        /// takes none, those it takes with letter case ignored: Tuist on macOS's case-insensitive
        /// disk finds `interface/` for `Interface/**`.
        func files(in listing: TreeListing) -> [String] {
            let literal = pattern.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("?") }.joined(separator: "/")
            let glob = Glob(pattern)
            let excluded = excluding.map(Glob.init)
            let exact = listing.swiftFiles(under: literal).filter { file in
                glob.matchesOrHolds(file) && !excluded.contains { $0.matchesOrHolds(file) }
            }
            guard exact.isEmpty else { return exact }
            let folded = Glob(pattern.lowercased())
            let foldedExcluded = excluding.map { Glob($0.lowercased()) }
            return TuistProjectReading.swiftFiles(in: listing, underIgnoringCase: literal).filter { file in
                let lowered = file.lowercased()
                return folded.matchesOrHolds(lowered) && !foldedExcluded.contains { $0.matchesOrHolds(lowered) }
            }
        }
    }

    /// The Swift files below a folder whose path equals `folder` with letter case ignored.
    static func swiftFiles(in listing: TreeListing, underIgnoringCase folder: String) -> [String] {
        guard !folder.isEmpty else { return Array(listing.swiftFiles) }
        let prefix = folder.lowercased() + "/"
        return listing.swiftFiles.filter { $0.lowercased().hasPrefix(prefix) }
    }

    /// The globs of a `sources:` value: a string, a list, `.glob(…)`, `SourceFileGlob(…)`, `SourceFilesList(globs:)`, `.paths(…)`.
    private mutating func globs(_ value: ManifestValue, what: String, at line: Int) -> [SourceGlob] {
        switch value {
        case .nothing: return []
        case .array(let elements): return elements.flatMap { globs($0, what: what, at: line) }
        case .string:
            return path(value, what: what, at: line).map { [SourceGlob(pattern: $0, excluding: [])] } ?? []
        case .object(let object) where object.poisoned == nil:
            switch object.name {
            // `.glob(…)`, or Tuist 3's `SourceFileGlob(_:excluding:)`.
            case "glob", "SourceFileGlob":
                guard let pattern = path(object.firstUnlabelled ?? .nothing, what: what, at: object.line) else { return [] }
                var excluding: [String] = []
                if let written = object["excluding"] {
                    for element in written.array ?? [written] where !Self.isNothing(element) {
                        if let path = path(element, what: what + ", an exclusion", at: object.line) { excluding.append(path) }
                    }
                }
                return [SourceGlob(pattern: pattern, excluding: excluding)]
            case "SourceFilesList", "sourceFilesList":
                return globs(object["globs"] ?? object.firstUnlabelled ?? .nothing, what: what, at: object.line)
            case "paths":
                return globs(object.firstUnlabelled ?? .nothing, what: what, at: object.line)
            case "relativeToManifest", "relativeToRoot", "relativeToCurrentFile", "Path", "path":
                return path(value, what: what, at: line).map { [SourceGlob(pattern: $0, excluding: [])] } ?? []
            default: break
            }
        default: break
        }
        note(value, what, at: line, always: true)
        return []
    }

    /// The part after `//` of a path string written from the Tuist root, as
    /// `Path(stringLiteral:)` reads it (`"//Projects/Core"` is `.relativeToRoot("Projects/Core")`).
    static func rootRelative(_ text: String) -> String? {
        text.hasPrefix("//") ? String(text.dropFirst(2)) : nil
    }

    /// What makes a `Path` (or a buildable folder) from a string.
    private static let pathMakers: Set<String> = ["relativeToRoot", "relativeToManifest", "relativeToCurrentFile", "Path", "path", "folder"]

    /// A `Path` value as a path relative to the tree's root: a string (from the manifest's folder),
    /// `.relativeToManifest`, `.relativeToRoot`, `.relativeToCurrentFile`, `Path(…)`, `.path(…)`.
    private mutating func path(_ value: ManifestValue, what: String, at line: Int) -> String? {
        var base = folder
        var written = value.string
        // A string stands for `Path(stringLiteral:)`, which takes `//…` from the root.
        if let text = written, let fromRoot = Self.rootRelative(text) {
            base = root
            written = fromRoot
        }
        if let object = value.object, object.poisoned == nil, Self.pathMakers.contains(object.name), let text = object.firstUnlabelled?.string {
            if object.name == "relativeToRoot" { base = root }
            written = text
        }
        guard let written else {
            note(value, what, at: line, always: true)
            return nil
        }
        guard let joined = ProjectPath.join(base, written) else {
            notRead.append(ProjectFinding(.notRead, at: place(line), "\(what): '\(written)' leaves the scanned folder; it was not read"))
            return nil
        }
        return joined
    }

    // MARK: Dependencies

    private mutating func dependency(_ element: ManifestValue, of target: String, at line: Int) -> TargetDependency? {
        // `.xctest` is a static property of `TargetDependency`, written without a call.
        if case .member("xctest") = element { return TargetDependency(kind: .sdk, name: "XCTest", place: place(line)) }
        guard let call = element.object, call.poisoned == nil, call.type.isEmpty || call.type == "TargetDependency" else {
            note(element, "a dependency of the target '\(target)', left out", at: line, always: true)
            return nil
        }
        let here = place(call.line)
        func text(_ label: String?) -> String? {
            (label.flatMap { call[$0] } ?? call.firstUnlabelled)?.string
        }
        let what = "'.\(call.name)(…)', a dependency of the target '\(target)'; left out"
        switch call.name {
        case "target", "macro":
            // `.target(widget)` names the target value given (`TargetDependency.target(_: Target)`).
            if call["name"] == nil, let given = call.firstUnlabelled?.object, given.name == "Target" || given.name == "target",
               given.type.isEmpty || given.type == "Target", let name = given["name"]?.string {
                return TargetDependency(kind: .target, name: name, place: here)
            }
            guard let name = text("name") ?? text(nil) else { break }
            return TargetDependency(kind: .target, name: name, place: here)
        case "project":
            guard let name = text("target"), let path = call["path"] else { break }
            guard let folder = self.path(path, what: what, at: call.line) else { return nil }
            return TargetDependency(kind: .target, name: name, package: folder, place: here)
        case "external":
            guard let name = text("name") ?? text(nil) else { break }
            return external(name, at: here)
        case "package":
            guard let name = text("product") else { break }
            return TargetDependency(kind: .package, name: name, place: here)
        case "sdk":
            guard let name = text("name") ?? text(nil) else { break }
            return TargetDependency(kind: .sdk, name: name, place: here)
        case "xctest":
            return TargetDependency(kind: .sdk, name: "XCTest", place: here)
        case "xcframework", "framework", "library":
            guard let path = call["path"] ?? call.firstUnlabelled, let file = self.path(path, what: what, at: call.line) else { return nil }
            var name = ProjectPath.name(file)
            if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
            if call.name == "library", name.hasPrefix("lib") { name.removeFirst(3) }
            return TargetDependency(kind: .framework, name: name, place: here)
        case "cocoapods":
            // Tuist's older `.cocoapods(path:)`: the target links the pods the Podfile there gives the target of its
            // name, which the Podfile's reader adds to it (for a project in or below the Podfile's folder).
            guard let path = call["path"] ?? call.firstUnlabelled, let podFolder = self.path(path, what: what, at: call.line) else { return nil }
            let podfile = ProjectPath.join(podFolder, "Podfile") ?? "Podfile"
            if listing.descriptions.contains(podfile), ProjectPath.isInside(folder, podFolder) { return nil }
            let why = listing.descriptions.contains(podfile)
                ? "the Podfile '\(podfile)' is not in or above the project's folder, so its pods are not added to the target"
                : "there is no Podfile at '\(podFolder.isEmpty ? "." : podFolder)'"
            notRead.append(ProjectFinding(.notRead, at: here, "'.cocoapods(…)', a dependency of the target '\(target)': \(why); left out"))
            return nil
        default:
            notRead.append(ProjectFinding(.notRead, at: here, "'.\(call.name)(…)' is not a dependency this reader knows, of the target '\(target)'; left out"))
            return nil
        }
        note(call.arguments.first?.value ?? .nothing, what, at: call.line, always: true)
        return nil
    }

    /// An `.external(name:)` dependency: a product of the package of `Tuist/Package.swift` (or
    /// `Dependencies.swift`) it resolves to, else of the package SwiftPM's rule for a plain product
    /// name gives (its name, lowercased), with a line when neither file names it.
    private mutating func external(_ name: String, at here: ProjectPlace) -> TargetDependency {
        let resolution = externals.resolve(name)
        switch resolution {
        case .package(let identity), .family(let identity):
            if case .family = resolution {
                let named = externals.file.map { "is not named in " + $0 } ?? "is named in no package file"
                unresolved.append(ProjectFinding(
                    .notRead, at: here,
                    "'.external(name: \"\(name)\")' \(named); it is drawn as a product of the package '\(identity)' by its name alone "
                        + "(a product of the family that package's name starts), which a package of its own of that family would also match"))
            }
            if let reference = externals.reference(identity), !externalPackages.contains(where: { $0.identity == identity }) {
                externalPackages.append(reference)
            }
            return TargetDependency(kind: .package, name: name, package: identity, place: here)
        case .named:
            return TargetDependency(kind: .package, name: name, place: here)
        case .unknown:
            let named = externals.file.map { "is not named in " + $0 } ?? "is named in neither Tuist/Package.swift, Tuist/Dependencies.swift nor a Package.swift beside them"
            unresolved.append(ProjectFinding(
                .notRead, at: here, "'.external(name: \"\(name)\")' \(named); it is drawn as a product of the package '\(name.lowercased())'"))
            return TargetDependency(kind: .package, name: name, place: here)
        }
    }

    // MARK: Packages

    private mutating func package(_ element: ManifestValue) -> PackageReference? {
        guard let call = element.object, call.poisoned == nil else {
            note(element, "a package of the project, left out", at: 1, always: true)
            return nil
        }
        let here = place(call.line)
        if let url = call["url"]?.string { return PackageReference(identity: PackageReference.identity(of: url), url: url, place: here) }
        if let path = call["path"] {
            if let folder = self.path(path, what: "a local package of the project", at: call.line) {
                return PackageReference(identity: PackageReference.identity(of: folder), folder: folder, place: here)
            }
            // A folder that leaves the tree (said by `path`) is not read, but the package is the project's,
            // named by its folder as SwiftPM names it.
            let written = path.string ?? path.object.flatMap { Self.pathMakers.contains($0.name) ? $0.firstUnlabelled?.string : nil }
            return written.map { PackageReference(identity: PackageReference.identity(of: $0), place: here) }
        }
        note(element, "a package of the project, left out", at: call.line, always: true)
        return nil
    }

    // MARK: Findings

    /// The elements of a list argument (an empty list when absent), with what is unknown noted.
    private mutating func list(_ object: ManifestObject, _ label: String, _ what: String) -> [ManifestValue] {
        if let elements = object.list(label) { return elements }
        note(object[label] ?? .nothing, what, at: object.line, always: true)
        return []
    }

    /// Notes the first unknown inside a value, or (with `always`) that the value is not one the reader knows.
    private mutating func note(_ value: ManifestValue, _ what: String, at line: Int, always: Bool = false) {
        if let unknown = value.firstUnknown {
            notRead.append(ProjectFinding(.notRead, at: place(unknown.line), what + ": " + unknown.reason))
        } else if always {
            notRead.append(ProjectFinding(.notRead, at: place(line), what + ": not a value the reader knows"))
        }
    }

    private mutating func note(_ unknown: ManifestUnknown, _ what: String) {
        notRead.append(ProjectFinding(.notRead, at: place(unknown.line), what + ": " + unknown.reason))
    }

    /// Whether a value is one carried whole (`ManifestInterpreter+Carried.swift`): the same value,
    /// with the same place and reason, in every target it reaches.
    private static func isCarried(_ value: ManifestValue) -> Bool {
        if case .unknown(let unknown) = value { return unknown.isOpaque }
        return false
    }

    private static func isNothing(_ value: ManifestValue) -> Bool {
        if case .nothing = value { return true }
        return false
    }
}
