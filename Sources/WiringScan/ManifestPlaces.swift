import Foundation
import SwiftParser
import SwiftSyntax

/// The lines of `Package.swift` that declare each target and each of its dependencies, read from
/// the manifest's syntax. The evaluated manifest says what is declared; this says where, for
/// findings that point at the line to change. A target or dependency built by code (a loop, a
/// function) has no line of its own; the target's line, or the manifest's first, stands for it.
struct ManifestPlaces: Sendable {
    /// The line of each target's declaration, by target name.
    private(set) var targets: [String: Int] = [:]
    /// The line of each dependency entry, by target name and then dependency name.
    private(set) var dependencies: [String: [String: Int]] = [:]

    /// Reads a manifest's places.
    ///
    /// - Parameter path: The absolute path of `Package.swift`.
    init(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let lines = LineTable(bytes)
            let finder = TargetCallFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: bytes))
            for call in finder.calls {
                let line = lines.line(ofOffset: call.offset)
                if targets[call.name] == nil { targets[call.name] = line }
                for (dependency, offset) in call.dependencies where dependencies[call.name]?[dependency] == nil {
                    dependencies[call.name, default: [:]][dependency] = lines.line(ofOffset: offset)
                }
            }
        }
    }

    /// The line that declares a target, or 1.
    func line(ofTarget name: String) -> Int { targets[name] ?? 1 }

    /// The line that declares one dependency of a target, or the target's line.
    func line(ofDependency dependency: String, of target: String) -> Int {
        dependencies[target]?[dependency] ?? line(ofTarget: target)
    }
}

/// Finds `.target(name: "X", dependencies: [...])` and its siblings in a manifest.
private final class TargetCallFinder: SyntaxVisitor {
    struct Call {
        var name: String
        var offset: Int
        var dependencies: [(String, Int)]
    }

    static let kinds: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]
    var calls: [Call] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              Self.kinds.contains(member.declName.baseName.text),
              let nameArgument = node.arguments.first(where: { $0.label?.text == "name" }),
              let name = Self.literal(nameArgument.expression), !Self.isDependencyEntry(node)
        else { return .visitChildren }
        var found = Call(name: name, offset: nameArgument.positionAfterSkippingLeadingTrivia.utf8Offset, dependencies: [])
        if let list = node.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) {
            for element in list.elements {
                if let dependency = Self.dependencyName(element.expression) {
                    found.dependencies.append((dependency, element.positionAfterSkippingLeadingTrivia.utf8Offset))
                }
            }
        }
        calls.append(found)
        return .visitChildren
    }

    /// Whether a call is an entry of a `dependencies:` list (`.target(name: "X", condition: …)`)
    /// rather than a target's declaration.
    private static func isDependencyEntry(_ call: FunctionCallExprSyntax) -> Bool {
        guard let list = call.parent?.parent?.parent?.as(ArrayExprSyntax.self),
              let argument = list.parent?.as(LabeledExprSyntax.self)
        else { return false }
        return argument.label?.text == "dependencies"
    }

    /// `"X"`, `.target(name: "X")`, `.product(name: "X", package: …)`, `.byName(name: "X")`.
    private static func dependencyName(_ expression: ExprSyntax) -> String? {
        if let text = literal(expression) { return text }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let name = call.arguments.first(where: { $0.label?.text == "name" })
        else { return nil }
        return literal(name.expression)
    }

    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              case .stringSegment(let segment)? = string.segments.first
        else { return nil }
        return segment.content.text
    }
}
