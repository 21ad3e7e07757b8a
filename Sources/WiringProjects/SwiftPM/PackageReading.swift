
/// Reads the module graph's `PackageDescription` out of the `Package` value the interpreter made:
/// every unknown on the way to a target, a product, a dependency or a define is a `notRead` line,
/// never a guess.
struct PackageReading {
    /// The package's folder, for local package paths.
    let folder: String
    private(set) var notRead: [(line: Int, text: String)] = []

    init(folder: String) {
        self.folder = folder
    }

    /// The description of a `Package` value.
    mutating func description(of package: ManifestObject) -> PackageDescription {
        if let poisoned = package.poisoned {
            notRead.append((poisoned.line, "the package: " + poisoned.reason))
        }
        var name = SourceLayout.lastComponent(folder)
        if let written = package["name"] {
            if let text = written.string {
                name = text
            } else {
                note(written, "the package's name (the folder's name is used)", at: package.line)
            }
        }
        var targets: [PackageDescription.Target] = []
        for element in list(package, "targets", "the package's targets") {
            guard let call = element.object else {
                note(element, "a target, left out", at: package.line)
                continue
            }
            if let target = target(call) { targets.append(target) }
        }
        var dependencies: [PackageDescription.PackageDependency] = []
        for element in list(package, "dependencies", "the package's dependencies") {
            guard let call = element.object, call.name == "package", call.poisoned == nil else {
                note(element, "a package dependency, left out", at: package.line)
                continue
            }
            if let dependency = packageDependency(call) { dependencies.append(dependency) }
        }
        var products: [PackageDescription.Product] = []
        for element in list(package, "products", "the package's products") {
            guard let call = element.object, call.poisoned == nil, let productName = call["name"]?.string else {
                note(element, "a product, left out", at: package.line)
                continue
            }
            let listed = call["targets"] ?? .array([])
            note(listed, "a target of the product '\(productName)'", at: call.line)
            products.append(.init(name: productName, targets: (listed.array ?? []).compactMap(\.string)))
        }
        var description = PackageDescription(name: name, targets: targets, dependencies: dependencies, products: products)
        description.notRead = notRead.sorted { ($0.line, $0.text) < ($1.line, $1.text) }
        return description
    }

    /// The elements of a list argument (an empty list when absent), with what is unknown noted.
    private mutating func list(_ object: ManifestObject, _ label: String, _ what: String) -> [ManifestValue] {
        if let elements = object.list(label) { return elements }
        note(object[label] ?? .nothing, what, at: object.line)
        return []
    }

    /// Notes the first unknown inside a value (or that the value is not what was expected).
    private mutating func note(_ value: ManifestValue, _ what: String, at line: Int) {
        if let unknown = value.firstUnknown {
            notRead.append((max(unknown.line, 1), what + ": " + unknown.reason))
        } else if case .array = value {
            return
        } else if value.object == nil || what.hasSuffix("left out") {
            notRead.append((line, what + ": not a value the reader knows"))
        }
    }

    private mutating func target(_ call: ManifestObject) -> PackageDescription.Target? {
        if let poisoned = call.poisoned {
            notRead.append((poisoned.line, "a target: " + poisoned.reason + "; left out"))
            return nil
        }
        guard let kind = PackageDescription.targetTypes[call.name].flatMap({ PackageDescription.kinds[$0] }),
              call.type.isEmpty || call.type == "Target"
        else {
            notRead.append((call.line, "'.\(call.name)(…)' is not a target this reader knows; left out"))
            return nil
        }
        guard case .string(let name, let nameLine)? = call["name"] else {
            note(call["name"] ?? .nothing, "a target whose name cannot be read; left out", at: call.line)
            return nil
        }
        func strings(_ label: String) -> [String]? {
            guard let value = call[label] else { return nil }
            if case .nothing = value { return nil }
            if let unknown = value.firstUnknown {
                notRead.append((unknown.line, "'\(label):' of the target '\(name)': \(unknown.reason)"))
            }
            return (value.array ?? []).compactMap(\.string)
        }
        var path: String?
        if let written = call["path"], !Self.isNothing(written) {
            path = written.string
            if path == nil { note(written, "'path:' of the target '\(name)' (its default folder is used)", at: call.line) }
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
        let settings = call["swiftSettings"] ?? .array([])
        if !Self.isNothing(settings) {
            for setting in settings.array ?? [settings] {
                guard let define = setting.object, define.poisoned == nil else {
                    note(setting, "a Swift setting of the target '\(name)'", at: call.line)
                    continue
                }
                guard define.name == "define" else { continue }
                guard let flag = define.firstUnlabelled?.string else {
                    note(define.firstUnlabelled ?? .nothing, "a define of the target '\(name)'", at: define.line)
                    continue
                }
                let always = define.arguments.count == 1
                target.defines[flag] = (target.defines[flag] ?? false) || always
            }
        }
        return target
    }

    private static func isNothing(_ value: ManifestValue) -> Bool {
        if case .nothing = value { return true }
        return false
    }

    private func dependency(_ value: ManifestValue, of target: ManifestObject) -> PackageDescription.Dependency? {
        func line(_ written: Int) -> Int { target.lines.contains(written) ? written : target.line }
        if case .string(let name, let written) = value {
            return .init(form: .byName, name: name, package: nil, platforms: [], line: line(written))
        }
        guard let call = value.object, call.poisoned == nil, call.type.isEmpty || call.type == "Target.Dependency",
              let name = call["name"]?.string ?? call.firstUnlabelled?.string
        else { return nil }
        let form: PackageDescription.Dependency.Form
        switch call.name {
        case "target", "targetItem": form = .target
        case "product", "productItem": form = .product
        case "byName", "byNameItem": form = .byName
        default: return nil
        }
        var platforms: [String] = []
        if let condition = call["condition"], !Self.isNothing(condition) {
            guard let when = condition.object, when.poisoned == nil else { return nil }
            switch when["platforms"] {
            case .array(let names)?:
                for name in names {
                    if case .member(let platform) = name {
                        platforms.append(platform.lowercased())
                    } else if let custom = name.object, custom.name == "custom", let platform = custom.firstUnlabelled?.string {
                        platforms.append(platform)
                    } else {
                        return nil
                    }
                }
            case nil, .nothing?: break
            default: return nil
            }
        }
        var package: String?
        if let written = call["package"], !Self.isNothing(written) {
            guard let text = written.string else { return nil }
            package = text
        }
        return .init(form: form, name: name, package: package, platforms: platforms, line: line(call.line))
    }

    private mutating func packageDependency(_ call: ManifestObject) -> PackageDescription.PackageDependency? {
        var dependency = locatedDependency(call)
        if let written = call["name"], dependency != nil {
            if let name = written.string {
                dependency?.name = name
            } else {
                note(written, "the name of the package dependency (products named by it are looked for by their own name)", at: call.line)
            }
        }
        return dependency
    }

    private mutating func locatedDependency(_ call: ManifestObject) -> PackageDescription.PackageDependency? {
        if let written = call["path"] {
            guard let path = written.string else {
                note(written, "a local package whose path cannot be read; left out", at: call.line)
                return nil
            }
            let absolute = SourceLayout.normalized(path.hasPrefix("/") ? path : folder + "/" + path)
            return .init(identity: SourceLayout.lastComponent(absolute).lowercased(), path: absolute, url: nil, line: call.line)
        }
        if let written = call["url"] {
            guard let url = written.string else {
                note(written, "a package dependency whose URL cannot be read; left out", at: call.line)
                return nil
            }
            var last = SourceLayout.lastComponent(url)
            if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
            return .init(identity: last.lowercased(), path: nil, url: url, line: call.line)
        }
        if let written = call["id"] {
            guard let id = written.string else {
                note(written, "a registry package whose id cannot be read; left out", at: call.line)
                return nil
            }
            return .init(identity: id.lowercased(), path: nil, url: nil, line: call.line)
        }
        notRead.append((call.line, "a package dependency this reader cannot read; left out"))
        return nil
    }
}
