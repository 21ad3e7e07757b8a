import Foundation

/// Snapshot documents that must be refused, each with the words the refusal has to contain.
///
/// Shared by the model's reading tests and the command-line tests, so every
/// subcommand is checked against the same hostile inputs.
public enum BrokenSnapshots {
    /// One broken input.
    public struct Case: Sendable, CustomStringConvertible {
        /// A short name for test output.
        public var label: String
        /// The file's bytes.
        public var data: Data
        /// Text the error message must contain (a JSON path, a limit, the problem).
        public var expected: [String]
        /// Environment for the command-line run, for example a lowered size limit.
        public var environment: [String: String]

        public var description: String { label }

        init(_ label: String, _ data: Data, expect expected: [String], environment: [String: String] = [:]) {
            self.label = label
            self.data = data
            self.expected = expected
            self.environment = environment
        }

        init(_ label: String, _ text: String, expect expected: [String], environment: [String: String] = [:]) {
            self.init(label, Data(text.utf8), expect: expected, environment: environment)
        }
    }

    private static let node = #"{"id":"A","kind":"boundary","type":"M.A"}"#
    private static let other = #"{"id":"B","kind":"boundary","type":"M.B"}"#

    private static func document(nodes: String, edges: String = "") -> String {
        #"{"schemaVersion":1,"nodes":[\#(nodes)],"edges":[\#(edges)]}"#
    }

    /// Every case, in a fixed order.
    public static var all: [Case] {
        var cases: [Case] = [
            Case("empty file", Data(), expect: ["is empty"]),
            Case("only whitespace", " \n\t\n", expect: ["is empty"]),
            Case("malformed json", "{\n  \"schemaVersion\": 1,\n  \"nodes\": [ }\n", expect: ["not valid JSON", "line 3"]),
            Case("truncated", String(document(nodes: node).dropLast(6)), expect: ["not valid JSON"]),
            Case("trailing garbage", document(nodes: node) + " trailing", expect: ["not valid JSON"]),
            Case("top-level array", "[]", expect: ["at $:", "expected a JSON object"]),
            Case("top-level null", "null", expect: ["at $:", "a JSON object"]),
            Case("binary garbage", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }), expect: ["not valid JSON"]),
            Case("nul bytes", Data(repeating: 0, count: 64), expect: ["not valid JSON"]),
            Case(
                "invalid utf-8", Data(#"{"schemaVersion":1,"nodes":[{"id":""#.utf8) + Data([0xFF, 0xFE, 0xC0, 0x80])
                    + Data(#"","kind":"boundary","type":"T"}],"edges":[]}"#.utf8),
                expect: ["not valid"]),
            Case("100k nested arrays", String(repeating: "[", count: 100_000), expect: ["not valid JSON", "nested"]),
            Case(
                "deep nesting inside a field",
                #"{"schemaVersion":1,"nodes":"# + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
                    + #","edges":[]}"#,
                expect: ["not valid JSON", "nested"]),
            Case("no schemaVersion", #"{"nodes":[],"edges":[]}"#, expect: ["$.schemaVersion", "no schemaVersion"]),
            Case("schemaVersion 2", #"{"schemaVersion":2,"nodes":[],"edges":[]}"#, expect: ["$.schemaVersion", "found 2"]),
            Case("schemaVersion string", #"{"schemaVersion":"1","nodes":[],"edges":[]}"#, expect: ["$.schemaVersion"]),
            Case("schemaVersion huge", #"{"schemaVersion":1e400,"nodes":[],"edges":[]}"#, expect: ["1e400"]),
            Case("nodes not an array", #"{"schemaVersion":1,"nodes":{},"edges":[]}"#, expect: ["$.nodes", "expected an array"]),
            Case("missing edges", #"{"schemaVersion":1,"nodes":[]}"#, expect: ["$.edges", "missing"]),
            Case(
                "unknown node kind", document(nodes: #"{"id":"A","kind":"widget","type":"T"}"#),
                expect: ["$.nodes[0].kind", "unknown node kind 'widget'"]),
            Case(
                "unknown edge kind", document(nodes: node, edges: #"{"from":"A","to":"A","kind":"calls"}"#),
                expect: ["$.edges[0].kind", "unknown edge kind 'calls'"]),
            Case("duplicate ids", document(nodes: "\(node),\(other),\(node)"), expect: ["$.nodes[2].id", "duplicate node id 'A'"]),
            Case(
                "edge to unknown node", document(nodes: node, edges: #"{"from":"A","to":"Ghost","kind":"dependency"}"#),
                expect: ["$.edges[0].to", "unknown node 'Ghost'"]),
            Case(
                "edge from unknown node", document(nodes: node, edges: #"{"from":"Ghost","to":"A","kind":"dependency"}"#),
                expect: ["$.edges[0].from", "unknown node 'Ghost'"]),
            Case(
                "parent cycle",
                document(nodes: #"{"id":"A","kind":"container","type":"T","parent":"B"},{"id":"B","kind":"container","type":"T","parent":"A"}"#),
                expect: ["parent", "loops back"]),
            Case(
                "own parent", document(nodes: #"{"id":"A","kind":"container","type":"T","parent":"A"}"#),
                expect: ["$.nodes[0].parent", "loops back"]),
            Case(
                "too many nodes", document(nodes: (0..<5).map { #"{"id":"n\#($0)","kind":"object","type":"T"}"# }.joined(separator: ",")),
                expect: ["5 nodes", "limit of 4"], environment: ["WIRING_MAX_SNAPSHOT_NODES": "4"]),
            Case(
                "10 MB type name", document(nodes: #"{"id":"A","kind":"boundary","type":""# + String(repeating: "x", count: 10 << 20) + #""}"#),
                expect: ["$.nodes[0].type", "10485760 bytes", "limit"]),
            Case(
                "control characters in a bad id",
                document(nodes: node, edges: #"{"from":"A","to":"\u001b[2J\u001b]0;pwned\u0007","kind":"dependency"}"#),
                expect: ["$.edges[0].to", "\\u{1b}[2J"]),
            Case(
                "control characters in a key",
                document(nodes: #"{"id":"A","kind":"boundary","type":"T","attributes":{"\u001b[2J":5}}"#),
                expect: ["$.nodes[0].attributes.\\u{1b}[2J", "expected a string"]),
        ]
        cases.append(Case("utf-16 with bom", Data([0xFF, 0xFE]) + "{}".data(using: .utf16LittleEndian)!, expect: ["not valid JSON", "UTF-8"]))
        return cases + strictCases
    }

    /// Documents a lenient JSON reader accepted or misread; the strict reader refuses each.
    private static var strictCases: [Case] {
        [
            Case("19-digit schemaVersion", #"{"schemaVersion":1234567890123456789,"nodes":[],"edges":[]}"#, expect: ["$.schemaVersion", "found 1234567890123456789"]),
            Case(
                "22-digit line",
                document(nodes: #"{"id":"A","kind":"boundary","type":"T","place":{"file":"a.swift","line":1234567890123456789012}}"#),
                expect: ["$.nodes[0].place.line", "out of range"]),
            Case(
                "fractional line", document(nodes: #"{"id":"A","kind":"boundary","type":"T","place":{"file":"a.swift","line":1.5}}"#),
                expect: ["$.nodes[0].place.line", "whole number"]),
            Case("a lone minus", #"{"schemaVersion":1,"nodes":[],"edges":[],"x":-}"#, expect: ["not valid JSON", "invalid number", "line 1"]),
            Case("unknown escape", #"{"schemaVersion":1,"nodes":[],"edges":[],"x":"\q"}"#, expect: ["not valid JSON", "invalid escape"]),
            Case("trailing comma in an object", #"{"schemaVersion":1,"nodes":[],"edges":[],}"#, expect: ["not valid JSON", "line 1, column 42"]),
            Case("trailing comma in an array", document(nodes: node + ","), expect: ["not valid JSON", "(in $.nodes[1])"]),
            Case("utf-8 byte order mark", Data([0xEF, 0xBB, 0xBF]) + Data(document(nodes: node).utf8), expect: ["not valid JSON", "byte order mark"]),
            Case("utf-16 without bom", document(nodes: node).data(using: .utf16LittleEndian)!, expect: ["not valid JSON", "UTF-8"]),
            Case(
                "513 nested arrays in an unknown key",
                #"{"schemaVersion":1,"nodes":[],"edges":[],"x":"# + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}",
                expect: ["not valid JSON", "nested"]),
            Case(
                "duplicate edges key", #"{"schemaVersion":1,"nodes":[\#(node)],"edges":[{"from":"A","to":"A","kind":"dependency"}],"edges":[]}"#,
                expect: ["$.edges", "duplicate key 'edges'"]),
            Case("duplicate key in a node", document(nodes: #"{"id":"A","kind":"boundary","type":"T","type":"U"}"#), expect: ["$.nodes[0].type", "duplicate key"]),
            Case(
                "duplicate attribute", document(nodes: #"{"id":"A","kind":"boundary","type":"T","attributes":{"a":"1","\u0061":"2"}}"#),
                expect: ["$.nodes[0].attributes.a", "duplicate key"]),
            Case(
                "duplicate unknown key", document(nodes: #"{"id":"A","kind":"boundary","type":"T","future":1,"future":2}"#),
                expect: ["$.nodes[0].future", "duplicate key"]),
            Case("duplicate key deep in an unknown value", #"{"schemaVersion":1,"nodes":[],"edges":[],"x":[{"k":1,"k":2}]}"#, expect: ["$.x[0].k", "duplicate key"]),
            Case("lone surrogate", document(nodes: #"{"id":"\ud800","kind":"boundary","type":"T"}"#), expect: ["not valid JSON", "surrogate"]),
            Case("raw control character", "{\"schemaVersion\":1,\"title\":\"a\u{01}b\",\"nodes\":[],\"edges\":[]}", expect: ["not valid JSON", "control character"]),
            Case("leading zero", #"{"schemaVersion":01,"nodes":[],"edges":[]}"#, expect: ["not valid JSON", "cannot start with 0"]),
        ]
    }
}
