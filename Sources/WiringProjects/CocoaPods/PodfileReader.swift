import WiringProjectModel

/// Reads a `Podfile` as text, never as Ruby: which pods each target links.
///
/// Follows `target 'Name' do … end` (nested targets link their parents' pods unless they say
/// `inherit! :search_paths` or `:none`, or name a platform other than their parent's; one that
/// inherits search paths from a parent whose pods are dynamic frameworks, `use_frameworks!`, links
/// them as CocoaPods links them into its aggregate),
/// `abstract_target`, pods declared at the top (every target links them), and methods defined with
/// `def name … end` holding pods and called by name inside a target.
/// Blocks it does not model (`post_install do … end`, `if … end`) are skipped whole; a `pod` or
/// method call it cannot read (a pod named by a variable, a target inside a condition) is a
/// `notRead` finding at its line.
struct PodfileReader {
    /// A target of the Podfile and the pods it links.
    struct PodTarget: Sendable, Equatable {
        /// The target's name (an Xcode target's).
        var name: String
        /// The aggregate's name CocoaPods gives it (`Pods-App`, `Pods-Shared-App`; `Pods-AppTests` for a
        /// nested target that inherits only search paths or nothing, or builds for another platform).
        var aggregate: String
        /// The pods it links, top-level names (`Firebase` for `Firebase/Analytics`), each with its line, unique.
        var pods: [(name: String, line: Int)]
        /// The line of `target`.
        var line: Int
        /// Whether it is abstract (links nothing of its own).
        var isAbstract: Bool
        /// How many of `pods` (the first ones) it took from its parents.
        var inherited = 0
        /// The index of the target it is nested in, if any.
        var parent: Int?
        /// Whether it takes no pods from its parent (`inherit! :search_paths` or `:none`, or a platform
        /// other than its parent's): its aggregate is then `Pods-<name>`.
        var exclusive = false
        /// The platform it names itself (`ios 15.0`), if it names one.
        var platform: Platform?
        /// Whether it says `inherit! :search_paths`: it sees its parent's pods, and links those its
        /// parent builds as dynamic frameworks.
        var inheritsSearchPaths = false
        /// Whether its pods are built as dynamic frameworks, when it says so itself with
        /// `use_frameworks!` (`false` for `:linkage => :static` or `use_frameworks! false`).
        var dynamicFrameworks: Bool?

        static func == (lhs: PodTarget, rhs: PodTarget) -> Bool {
            lhs.name == rhs.name && lhs.aggregate == rhs.aggregate && lhs.pods.map(\.name) == rhs.pods.map(\.name)
                && lhs.line == rhs.line && lhs.isAbstract == rhs.isAbstract
        }
    }

    /// The targets, in the file's order (abstract ones included).
    private(set) var targets: [PodTarget] = []
    /// The `.xcodeproj` the Podfile names with `project`, relative to its folder, when it names one.
    private(set) var project: String?
    /// What was not read, by line.
    private(set) var notRead: [(line: Int, text: String)] = []
    /// The folder of each local pod (`pod 'Core', :path => 'Core'`), relative to the Podfile's, as
    /// the Podfile writes it: what the lock's `EXTERNAL SOURCES` says when there is no lock.
    private(set) var paths: [String: String] = [:]
    /// The spec file in the checkout a pod's line names (`:path => 'Core.podspec'`, or a `:podspec`
    /// that is not a URL), relative to the Podfile's folder.
    private(set) var specFiles: [String: String] = [:]
    /// The line of an `install!` that says `integrate_targets: false`, when one does: CocoaPods then
    /// builds the pods but links none of them into the project's targets, which link them (or not)
    /// through settings of their own.
    private(set) var unintegratedLine: Int?

    /// A platform a `platform` line names: `platform :ios, '15.0'` is `ios` at `15.0`.
    struct Platform: Sendable, Equatable {
        var name: String
        /// The deployment target as written, without trailing `.0` parts; `nil` when not written.
        var version: String?

        /// Whether CocoaPods would take two targets of these platforms for the same platform: the same
        /// name, and the same version where both write one.
        func matches(_ other: Platform) -> Bool {
            name == other.name && (version == nil || other.version == nil || version == other.version)
        }
    }

    private enum Block {
        case target(index: Int)
        case method(String)
    }

    /// Reads a Podfile's text.
    init(text: String) {
        var methods: [String: [(name: String, line: Int)]] = [:]
        var topPods: [(name: String, line: Int)] = []
        var stack: [Block] = []
        var skipDepth = 0
        var topPlatform: Platform?
        var topDynamicFrameworks: Bool?
        for (line, code) in Self.statements(of: text) {
            let words = code.split(separator: " ", maxSplits: 1).map(String.init)
            let keyword = words[0]
            if skipDepth > 0 {
                if Self.opensBlock(code) { skipDepth += 1 } else if keyword == "end" { skipDepth -= 1 }
                continue
            }
            if keyword == "end" {
                if !stack.isEmpty { stack.removeLast() }
                continue
            }
            let inMethod: String? = stack.reversed().lazy.compactMap { block -> String? in
                if case .method(let name) = block { return name }
                return nil
            }.first
            let enclosing: Int? = stack.reversed().lazy.compactMap { block -> Int? in
                if case .target(let index) = block { return index }
                return nil
            }.first
            switch keyword {
            case "target", "abstract_target":
                guard let name = Self.firstArgument(words.count > 1 ? words[1] : "") else {
                    notRead.append((line, "a target whose name is not written out was not read; its pods are left out"))
                    skipDepth = Self.opensBlock(code) ? 1 : 0
                    continue
                }
                let inherited = enclosing.map { targets[$0].pods } ?? topPods
                // The aggregate's name is worked out at the end, once `inherit!` and `platform` are read.
                targets.append(PodTarget(
                    name: name, aggregate: "Pods-" + name, pods: inherited, line: line,
                    isAbstract: keyword == "abstract_target", inherited: inherited.count, parent: enclosing))
                // `target 'App'` with no block is a target all the same, with what it inherits.
                if Self.opensBlock(code) { stack.append(.target(index: targets.count - 1)) }
            case "def":
                let name = String((words.count > 1 ? words[1] : "").prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                methods[name] = []
                stack.append(.method(name))
            case "pod":
                guard let name = Self.firstArgument(words.count > 1 ? words[1] : "") else {
                    notRead.append((line, "a pod whose name is not written out was not read"))
                    continue
                }
                let pod = (name: String(name.prefix { $0 != "/" }), line: line)
                noteSource(of: pod.name, in: words.count > 1 ? words[1] : "")
                if let inMethod {
                    methods[inMethod, default: []].append(pod)
                } else if let enclosing {
                    Self.add(pod, to: &targets[enclosing].pods)
                } else {
                    Self.add(pod, to: &topPods)
                    for index in targets.indices { Self.add(pod, to: &targets[index].pods) }
                }
            case "inherit!":
                if code.contains("search_paths") || code.contains(":none"), let enclosing {
                    // Links nothing of its parents: only its own pods (and, with search paths, the
                    // parent's dynamic frameworks, added once the whole file is read).
                    Self.dropInherited(&targets[enclosing])
                    targets[enclosing].exclusive = true
                    targets[enclosing].inheritsSearchPaths = code.contains("search_paths")
                }
            case "platform":
                let named = Self.platform(words.count > 1 ? words[1] : "")
                guard let enclosing else {
                    topPlatform = named
                    continue
                }
                guard let named else {
                    notRead.append((line, "a platform not written as ':name' was not read; the target is taken to build for its parent's"))
                    continue
                }
                // A target of another platform than its parent's takes nothing of it (the root's pods are the top's).
                let parent = targets[enclosing].parent
                let parentPlatform = parent.map { platform(of: $0, top: topPlatform) } ?? topPlatform
                let parentIsAbstract = parent.map { targets[$0].isAbstract } ?? true
                targets[enclosing].platform = named
                if !(parentPlatform.map(named.matches) ?? parentIsAbstract) && !targets[enclosing].exclusive {
                    Self.dropInherited(&targets[enclosing])
                    targets[enclosing].exclusive = true
                }
            case "project", "xcodeproj":
                project = Self.firstArgument(words.count > 1 ? words[1] : "")
            case "use_frameworks!":
                let dynamic = Self.buildsDynamicFrameworks(words.count > 1 ? words[1] : "")
                if let enclosing { targets[enclosing].dynamicFrameworks = dynamic } else { topDynamicFrameworks = dynamic }
            case "install!" where Self.turnsOffIntegration(code):
                unintegratedLine = line
                if Self.opensBlock(code) { skipDepth = 1 }
            case "source", "use_modular_headers!", "inhibit_all_warnings!", "workspace",
                 "install!", "plugin", "ensure_bundler!", "supports_swift_versions", "require", "use_frameworks", "podspec":
                if Self.opensBlock(code) { skipDepth = 1 }
            default:
                if Self.opensBlock(code) {
                    // `post_install do |installer|`, `if …`: what it holds changes builds, not what targets link.
                    if enclosing != nil && (keyword == "if" || keyword == "unless") {
                        notRead.append((line, "a condition inside a target was not read; the pods it holds are left out"))
                    }
                    skipDepth = 1
                } else if let pods = methods[keyword] {
                    if let inMethod {
                        methods[inMethod, default: []] += pods
                    } else if let enclosing {
                        for pod in pods { Self.add((pod.name, line), to: &targets[enclosing].pods) }
                    }
                } else if code.contains(" = ") || code.contains(" << ") {
                    // A setting (`current_target_definition.swift_version = '5.0'`): it adds no pod.
                    continue
                } else if enclosing != nil || inMethod != nil {
                    notRead.append((line, "'\(code.prefix(60))' was not read; the pods it adds, if any, are left out"))
                }
            }
        }
        for index in targets.indices {
            if let parent = targets[index].parent, !targets[index].exclusive {
                targets[index].aggregate = targets[parent].aggregate + "-" + targets[index].name
            }
        }
        // A target inheriting search paths links its parent's pods when the parent builds them as
        // dynamic frameworks (CocoaPods puts them in its aggregate's `OTHER_LDFLAGS`); static ones are
        // linked into the parent only. An abstract parent links nothing of its own.
        for index in targets.indices where targets[index].inheritsSearchPaths {
            guard let parent = targets[index].parent, !targets[parent].isAbstract,
                  dynamicFrameworks(of: parent, top: topDynamicFrameworks) else { continue }
            var pods = targets[parent].pods
            for pod in targets[index].pods { Self.add(pod, to: &pods) }
            targets[index].pods = pods
        }
    }

    /// Whether an `install!` statement's options say `integrate_targets: false` (or
    /// `:integrate_targets => false`).
    private static func turnsOffIntegration(_ code: String) -> Bool {
        let written = String(code.filter { $0 != " " && $0 != "\t" })
        guard let option = written.range(of: "integrate_targets") else { return false }
        return written[option.upperBound...].drop { $0 == ":" || $0 == "=" || $0 == ">" || $0 == "'" || $0 == "\"" }.hasPrefix("false")
    }

    /// Whether a target's pods are built as dynamic frameworks: its own `use_frameworks!`, else its
    /// parent's, else the one at the top; static libraries when none says so.
    private func dynamicFrameworks(of index: Int, top: Bool?) -> Bool {
        targets[index].dynamicFrameworks ?? targets[index].parent.map { dynamicFrameworks(of: $0, top: top) } ?? top ?? false
    }

    /// What `use_frameworks!` builds, from its arguments: dynamic frameworks, unless it says
    /// `false` or a static linkage (`:linkage => :static`, `linkage: :static`).
    private static func buildsDynamicFrameworks(_ arguments: String) -> Bool {
        let written = String(arguments.filter { $0 != " " && $0 != "\t" })
        return !(written.hasPrefix("false") || written.contains(":static") || written.hasPrefix("(false"))
    }

    /// The platform a target builds for: its own, else its parent's, else the one at the top.
    private func platform(of index: Int, top: Platform?) -> Platform? {
        targets[index].platform ?? targets[index].parent.map { platform(of: $0, top: top) } ?? top
    }

    /// Leaves out the pods a target took from its parents.
    private static func dropInherited(_ target: inout PodTarget) {
        target.pods.removeFirst(min(target.inherited, target.pods.count))
        target.inherited = 0
    }

    /// `:ios, '15.0'` → `ios` at `15`; `:macos` is `osx`, as CocoaPods takes it.
    private static func platform(_ text: String) -> Platform? {
        let arguments = text.split(separator: ",").map { trimmed($0) }
        guard let first = arguments.first, first.hasPrefix(":") else { return nil }
        var name = String(first.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if name == "macos" { name = "osx" }
        guard !name.isEmpty else { return nil }
        var version: String?
        if arguments.count > 1, let written = firstArgument(arguments[1]) {
            var parts = written.split(separator: ".").map(String.init)
            while parts.count > 1, parts.last.map({ $0.allSatisfy { $0 == "0" } }) == true { parts.removeLast() }
            version = parts.joined(separator: ".")
        }
        return Platform(name: name, version: version)
    }

    private static func add(_ pod: (name: String, line: Int), to pods: inout [(name: String, line: Int)]) {
        if !pods.contains(where: { $0.name == pod.name }) { pods.append(pod) }
    }

    /// The most lines one statement is read over.
    static let maxStatementLines = 256

    /// The statements of a Podfile, each at its first line, without comments: a statement goes on over
    /// the next lines while a bracket or a quote it opens is not closed or its line ends with `,` or
    /// `\`, as in Ruby (`use_react_native!(` over five lines, `pod 'A',` and its options on the next),
    /// so that it is read, or said not read, once.
    static func statements(of text: String) -> [(line: Int, code: String)] {
        var statements: [(line: Int, code: String)] = []
        var pending: (line: Int, code: String, lines: Int)?
        var depth = 0
        var quote: Character?
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let code = quote == nil ? trimmed(withoutComment(raw)) : trimmed(raw)
            guard !code.isEmpty else { continue }
            var joined = pending ?? (offset + 1, "", 0)
            joined.code += joined.code.isEmpty ? code : " " + code
            joined.lines += 1
            depth = max(0, depth + openings(in: code, quote: &quote))
            let continues = depth > 0 || quote != nil || code.hasSuffix(",") || code.hasSuffix("\\")
            if continues, joined.lines < maxStatementLines {
                pending = joined
                continue
            }
            statements.append((joined.line, joined.code))
            pending = nil
            depth = 0
            quote = nil
        }
        if let pending { statements.append((pending.line, pending.code)) }
        return statements
    }

    /// How many more brackets (`(`, `[`, `{`) a line opens than it closes, outside quotes; `quote` is
    /// the quote open before the line, and after it.
    private static func openings(in code: String, quote: inout Character?) -> Int {
        var count = 0
        for character in code {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if "([{".contains(character) {
                count += 1
            } else if ")]}".contains(character) {
                count -= 1
            }
        }
        return count
    }

    /// Text without the spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// A line without its `#` comment (outside quotes).
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return line[..<index]
            }
        }
        return line
    }

    /// Whether a line opens a block closed by `end`.
    private static func opensBlock(_ code: String) -> Bool {
        let first = code.split(separator: " ").first.map(String.init) ?? ""
        if ["if", "unless", "case", "while", "until", "begin", "def", "class", "module"].contains(first) { return true }
        if code.hasSuffix(" do") || code == "do" { return true }
        // `… do |installer|`
        return code.hasSuffix("|") && (code.contains(" do |") || code.contains(" do|"))
    }

    /// The first argument when it is a string or symbol literal: `'App'`, `"App"`, `:App`.
    /// Notes where a pod's line says its spec is: `:path => 'Core'` (a folder, or the spec itself)
    /// and `:podspec => 'Specs/Core.podspec'`, also written `path: '…'`.
    private mutating func noteSource(of pod: String, in arguments: String) {
        let source = PodfileLock.source(path: Self.option("path", in: arguments), podspec: Self.option("podspec", in: arguments))
        if let folder = source.folder { paths[pod] = folder }
        if let spec = source.spec { specFiles[pod] = spec }
    }

    /// The quoted string a pod's option gives (`:path => 'Core'`, `path: "Core"`), if written out.
    private static func option(_ key: String, in arguments: String) -> String? {
        for marker in [":" + key + " =>", ":" + key + "=>", key + ":"] {
            guard let range = arguments.range(of: marker) else { continue }
            // `path:` must be a whole word, not the end of `podspec_path:`.
            if marker == key + ":", range.lowerBound > arguments.startIndex,
               let before = arguments[..<range.lowerBound].last, before.isLetter || before == "_" || before == ":" {
                continue
            }
            let rest = arguments[range.upperBound...].drop { $0 == " " }
            guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
            let body = rest.dropFirst()
            guard let end = body.firstIndex(of: quote) else { return nil }
            let value = String(body[..<end])
            return value.isEmpty || value.contains("#{") ? nil : value
        }
        return nil
    }

    private static func firstArgument(_ text: String) -> String? {
        let trimmed = Self.trimmed(Substring(text))
        let argument = trimmed.hasPrefix("(") ? String(trimmed.dropFirst()) : trimmed
        guard let first = argument.first else { return nil }
        if first == ":" {
            let name = argument.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        guard first == "'" || first == "\"" else { return nil }
        let body = argument.dropFirst()
        guard let end = body.firstIndex(of: first) else { return nil }
        let name = String(body[..<end])
        return name.contains("#{") || name.isEmpty ? nil : name
    }
}
