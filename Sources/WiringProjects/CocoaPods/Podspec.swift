import Yams

/// What a pod's spec says of the module it builds, read from a `.podspec.json` (CocoaPods' own
/// copy in `Pods/Local Podspecs`, or one beside a local pod) or, as text, from a Ruby `.podspec`.
struct Podspec: Sendable, Equatable {
    /// The module the pod builds: `module_name`, else `header_dir` when it is a plain name, as
    /// CocoaPods takes them; `nil` when neither is written (the pod's name gives it).
    var moduleName: String?
    /// Whether the pod compiles no source: its spec and subspecs name no `source_files`, at most
    /// what it keeps or ships (`preserve_paths`, `vendored_frameworks`, `vendored_libraries`), as a
    /// tool the build runs (SwiftLint), a prebuilt framework or a spec that only gathers other pods
    /// (its `dependency` lines) does: CocoaPods builds no target for it.
    var compilesNoSource = false
    /// The line of a Ruby spec's `module_name` assignment outside subspecs whose value is computed
    /// (`name.gsub('-', '')`) rather than a plain string, or of its `header_dir` one when it writes
    /// no `module_name`: not read, the pod's name is used.
    var computedModuleNameLine: Int?
    /// The `source_files` patterns the spec names outside its subspecs, relative to the spec's folder
    /// (`modules/Core/**/*.{h,m,swift}`), as written: a string or a list of them.
    var sourceFiles: [String] = []

    /// Reads a `.podspec.json`'s text, or `nil` when it is not a JSON mapping.
    init?(json text: String) {
        guard let node = try? Yams.compose(yaml: text), let root = node.mapping else { return nil }
        moduleName = Self.module(root["module_name"]?.string, headerDir: root["header_dir"]?.string)
        if let files = root["source_files"] { sourceFiles = files.string.map { [$0] } ?? (files.sequence?.compactMap(\.string) ?? []) }
        let specs = [root] + (root["subspecs"]?.sequence.map(Array.init) ?? []).prefix(10_000).compactMap(\.mapping)
        // `source_files` may be given per platform (`"ios": {"source_files": …}`).
        compilesNoSource = !specs.contains { spec in
            spec["source_files"] != nil || Self.platforms.contains { spec[$0]?.mapping?["source_files"] != nil }
        }
    }

    /// The platforms a spec may give attributes of their own (`s.ios.source_files`).
    private static let platforms = ["ios", "osx", "macos", "tvos", "watchos", "visionos"]

    /// Reads a Ruby `.podspec` as text: the `s.module_name = 'Regex'` and `s.header_dir` it assigns
    /// outside any subspec, written as plain strings; comments (a line commented out, or what
    /// follows `#` after code) are passed over.
    init(ruby text: String) {
        var values: [String: String] = [:]
        var computed: [String: Int] = [:]  // attribute → the line assigning it a value not read
        var depth = 0
        var attributes: Set<String> = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = Self.withoutComment(line.drop { $0 == " " || $0 == "\t" }).trimmingSpaces
            // A line commented out (`# s.subspec 'Source' do |ss|`, `#   ss.source_files = …`) says nothing.
            if code.isEmpty { continue }
            // Each name after a dot before the value: `s.source_files`, and `s.ios.source_files` per platform.
            let target = code.prefix { $0 != "=" && $0 != "'" && $0 != "\"" }
            for dot in target.indices where target[dot] == "." {
                attributes.insert(String(target[target.index(after: dot)...].prefix { $0.isLetter || $0 == "_" }))
            }
            if code.contains(".subspec") && code.contains(" do") { depth += 1 }
            if depth > 0 {
                if code == "end" || code.hasPrefix("end ") { depth -= 1 }
                continue
            }
            guard let dot = code.firstIndex(of: "."), let equals = code.firstIndex(of: "="), dot < equals else { continue }
            let key = code[code.index(after: dot)..<equals].trimmingSpaces
            let value = code[code.index(after: equals)...].trimmingSpaces
            // `s.source_files = 'A/**/*.swift'`, or a list of quoted patterns on the line (`['A/*.swift', 'B/*.swift']`).
            if key == "source_files" { sourceFiles = Self.quotedStrings(value) }
            guard let quote = value.first, quote == "'" || quote == "\"", value.count > 1, value.last == quote else {
                if computed[String(key)] == nil { computed[String(key)] = number + 1 }
                continue
            }
            values[String(key)] = String(value.dropFirst().dropLast())
        }
        moduleName = Self.module(values["module_name"], headerDir: values["header_dir"])
        // CocoaPods takes `header_dir` for the module only when the spec writes no `module_name`.
        if moduleName == nil { computedModuleNameLine = computed["module_name"] ?? (values["module_name"] == nil ? computed["header_dir"] : nil) }
        compilesNoSource = !attributes.contains("source_files")
    }

    /// The quoted strings of a Ruby value (`'A'`, `["A", 'B']`), without interpolation: none when
    /// the value is anything else (a variable, a call).
    private static func quotedStrings(_ value: Substring) -> [String] {
        guard let first = value.first, first == "'" || first == "\"" || first == "[" else { return [] }
        var strings: [String] = []
        var quote: Character?
        var current = ""
        for character in value {
            if let open = quote {
                if character == open {
                    strings.append(current)
                    current = ""
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
            }
        }
        return strings.filter { !$0.contains("#{") }
    }

    /// A line of Ruby without the comment it ends with: from a `#` outside a quoted string.
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var escaped = false
        for index in line.indices {
            let character = line[index]
            if escaped {
                escaped = false
            } else if let open = quote {
                if character == "\\" { escaped = true } else if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return line[..<index]
            }
        }
        return line
    }

    private static func module(_ name: String?, headerDir: String?) -> String? {
        let plain = { (value: String?) -> String? in
            guard let value, !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return value
        }
        return plain(name) ?? plain(headerDir)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
