import Foundation
import Testing
import WiringCheck
import WiringDiff
import WiringModel
import WiringTestSupport

/// Rules are read as strictly as snapshots; patterns and the baseline stay linear on large inputs.
@Suite("Strict rules, linear patterns, indexed baseline", .timeLimit(.minutes(10)))
struct RulesAndBaselineHardeningTests {
    private func problem(_ json: String) -> String {
        do {
            _ = try CrossingRules(data: Data(json.utf8), fileName: "rules.json")
            return "read without error"
        } catch {
            return String(describing: error)
        }
    }

    @Test(arguments: [
        (#"{"layers":[{"name":"ui","matches":["*"]}]}"#, "$.layers[0].matches"),
        (#"{"layers":[{"name":"ui","match":["*"],"note":"x"}]}"#, "$.layers[0].note"),
        (#"{"forbidden":[{"from":"a","to":"b","reasons":"x"}]}"#, "$.forbidden[0].reasons"),
        (#"{"allowed":[{"form":"a","to":"b"}]}"#, "$.allowed[0].form"),
        (#"{"forbidden":[],"forbidden":[{"from":"a","to":"b"}]}"#, "$.forbidden"),
        (#"{"layers":[{"name":"ui","match":["*"],"name":"domain"}]}"#, "$.layers[0].name"),
        (#"{"allowed":[{"from":"a","to":"b"},]}"#, "$"),
        (#"{"allowed":[{"from":"a","to":"b\q"}]}"#, "$"),
        (#"{"layers":[{"name":"ui","match":"*"}]}"#, "$.layers[0].match"),
        (#"{"forbidden":[{"from":"a"}]}"#, "$.forbidden[0].to"),
    ])
    func misspeltRepeatedOrMalformedIsRefusedWithThePath(json: String, path: String) {
        let message = problem(json)
        #expect(message.hasPrefix("rules file 'rules.json' at \(path):"), "\(message)")
    }

    @Test func wellFormedRulesStillRead() throws {
        let rules = try CrossingRules(
            data: Data(#"{"layers":[{"name":"ui","match":["*View*"]}],"forbidden":[{"from":"a","to":"b","reason":null}],"allowed":null}"#.utf8))
        #expect(rules.layers.count == 1 && rules.forbidden.count == 1 && rules.allowed.isEmpty)
    }

    @Test func aDirectoryIsRefusedByName() throws {
        let directory = FileManager.default.temporaryDirectory
        do {
            _ = try CrossingRules(contentsOf: directory)
            Issue.record("read a directory")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("is a directory") && !message.contains("NSCocoaErrorDomain"), "\(message)")
        }
        #expect(throws: DiffError.self) { try CrossingBaseline(contentsOf: directory) }
    }

    @Test func oneSyntaxForIncludeAndRules() {
        let pattern = NamePattern("App.?iew*")
        #expect(pattern.matches("App.View"))
        #expect(pattern.matches("App.Viewer"))
        #expect(!pattern.matches("App.Vew"))
        #expect(NamePattern("App.?iew*").matches("App.View"))
    }

    @Test func patternsAgreeWithANaiveMatcher() {
        var generator = SplitMix64(seed: 18)
        let alphabet: [Character] = ["a", "b", "*", "?"]
        for _ in 0..<3_000 {
            let pattern = String((0..<Int(generator.next() % 8)).map { _ in alphabet[Int(generator.next() % 4)] })
            let name = String((0..<Int(generator.next() % 10)).map { _ in alphabet[Int(generator.next() % 2)] })
            #expect(NamePattern(pattern).matches(name) == naive(Array(pattern), Array(name)), "\(pattern) vs \(name)")
        }
    }

    @Test func longPatternsAgainstLongNamesAreQuick() {
        // Minutes before: every piece was searched for afresh at every place (quadratic and worse).
        let name = String(repeating: "a", count: 60_000)
        let pattern = String(repeating: "*a", count: 2_000) + "*b"
        #expect(!NamePattern(pattern).matches(name))
        #expect(!NamePattern(String(repeating: "a", count: 30_000) + "b*").matches(name))
        #expect(!NamePattern("*" + String(repeating: "a", count: 30_000) + "b*").matches(name))
        #expect(!NamePattern("*" + String(repeating: "a?", count: 20_000) + "b*").matches(name))
        #expect(NamePattern("*" + String(repeating: "a", count: 30_000) + "*").matches(name))
    }

    @Test func aLargeShortFormBaselineAnswersAsEveryEntryWould() {
        // 1,000 short-form entries against 20,000 crossings: each entry was compared with every crossing.
        let nodes = (0..<2_000).map { Node(id: "M/N\($0)", kind: .boundary, type: "M.N\($0)") }
        var crossings: [NamedCrossing] = []
        for index in 0..<20_000 {
            let from = nodes[index % 2_000]
            let to = nodes[(index * 7 + 1) % 2_000]
            let edge = Edge(from: from.id, to: to.id, kind: index % 3 == 0 ? .holds : .dependency, label: "\(index)")
            crossings.append(NamedCrossing(crossing: Crossing(edge: edge, fromArea: from.id, toArea: to.id), from: from, to: to))
        }
        let entries = (0..<1_000).map { "N\($0 * 2) -> N\(($0 * 14 + 1) % 2_000) (dependency)" }
        let baseline = CrossingBaseline(entries: entries)
        let accepted = crossings.filter(baseline.accepts)
        #expect(accepted.count > 0)
        let sample = crossings.prefix(300)
        for crossing in sample {
            #expect(baseline.accepts(crossing) == entries.contains { CrossingBaseline.entry($0, names: crossing) })
        }
        let stale = baseline.staleEntries(among: crossings)
        #expect(stale.count < entries.count)
        #expect(Set(stale).isSubset(of: Set(baseline.entries)))
    }

    private func naive(_ pattern: [Character], _ name: [Character]) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "*" { return naive(Array(pattern.dropFirst()), name) || (!name.isEmpty && naive(pattern, Array(name.dropFirst()))) }
        guard let head = name.first, first == "?" || first == head else { return false }
        return naive(Array(pattern.dropFirst()), Array(name.dropFirst()))
    }
}
