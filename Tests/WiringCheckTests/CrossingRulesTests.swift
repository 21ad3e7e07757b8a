import Foundation
import Testing
import WiringCheck
import WiringModel
import WiringTestSupport

@Suite("CrossingRules")
struct CrossingRulesTests {
    /// ui (top) > presentation > domain > frameworks (bottom).
    static let layered = """
        {
          "layers": [
            { "name": "ui", "match": ["*ViewBoundary"] },
            { "name": "presentation", "match": ["PaymentsApp.PresenterBoundary"] },
            { "name": "domain", "match": ["ModelBoundary", "ModelBoundary.*"] },
            { "name": "frameworks", "match": ["*.AFramework", "*.Service"] }
          ],
          "forbidden": [ { "from": "*View*", "to": "*Framework", "reason": "views go through the model" } ],
          "allowed": [ { "from": "ModelBoundary", "to": "PresenterBoundary", "reason": "callbacks" } ]
        }
        """

    static func rules() throws -> CrossingRules {
        try CrossingRules(data: Data(layered.utf8), fileName: "rules.json")
    }

    static func verdicts(_ pairs: [(String, String)], rules: CrossingRules) -> [String: CrossingClassification] {
        let report = DiffReport(before: SampleSnapshots.payments, after: PaymentsEdits.adding(pairs), rules: rules)
        return Dictionary(uniqueKeysWithValues: report.findings.map {
            ("\($0.crossing.from.displayName)->\($0.crossing.to.displayName)", $0.verdict.classification)
        })
    }

    @Test("downward crossings are allowed, upward ones forbidden, unlayered ones unclassified")
    func layerOrder() throws {
        let verdicts = Self.verdicts(
            [("ViewBoundary", "ModelBoundary"), ("AFramework", "PresenterBoundary"), ("Service", "AFramework"),
             ("PresenterBoundary", "ViewBoundary"), ("ViewBoundary", "ModelBoundary.Plugin")],
            rules: try Self.rules())
        #expect(verdicts == [
            "ViewBoundary->ModelBoundary": .allowed,
            "AFramework->PresenterBoundary": .forbidden,
            "PresenterBoundary->ViewBoundary": .forbidden,
            "ViewBoundary->ModelBoundary.Plugin": .allowed,
        ])
        // Service -> AFramework already crosses in the sample, so it is not new.
        let profileRules = CrossingRules(layers: [CrossingLayer(name: "top", match: [NamePattern("*Profile*")])])
        #expect(Self.verdicts([("ViewBoundary", "ModelBoundary")], rules: profileRules) == ["ViewBoundary->ModelBoundary": .unclassified])
    }

    @Test("a forbidden pair beats the layer order and an allowed pair beats both")
    func pairPrecedence() throws {
        let rules = try Self.rules()
        let verdicts = Self.verdicts([("ViewBoundary", "AFramework"), ("ModelBoundary", "PresenterBoundary")], rules: rules)
        #expect(verdicts["ViewBoundary->AFramework"] == .forbidden)
        #expect(verdicts["ModelBoundary->PresenterBoundary"] == .allowed)
        let report = DiffReport(before: SampleSnapshots.payments, after: PaymentsEdits.adding([("ViewBoundary", "AFramework")]), rules: rules)
        #expect(report.findings.first?.verdict.reason.contains("views go through the model") == true)
        #expect(report.exitStatus(.forbidden) == 1)
        #expect(report.exitStatus(.newCrossing) == 1)
    }

    @Test("a diff whose only new crossings are allowed passes")
    func allowedPasses() throws {
        let report = DiffReport(
            before: SampleSnapshots.payments, after: PaymentsEdits.adding([("ViewBoundary", "ModelBoundary")]), rules: try Self.rules())
        #expect(report.findings.count == 1)
        #expect(report.exitStatus(.newCrossing) == 0)
        #expect(report.exitStatus(.anyChange) == 1)
    }

    @Test("patterns match type, display name or id, with * for any run", arguments: [
        ("*", "anything", true), ("Model*", "ModelBoundary", true), ("*Boundary", "ModelBoundary", true),
        ("M*l*y", "ModelBoundary", true), ("M*x*y", "ModelBoundary", false), ("a*a", "a", false),
        ("Model", "ModelBoundary", false), ("Swift.Array<*>", "Swift.Array<App.Car>", true), ("", "", true),
    ])
    func patterns(pattern: String, name: String, expected: Bool) {
        #expect(NamePattern(pattern).matches(name) == expected)
    }

    @Test("bad rules files are rejected with the file and the JSON path", arguments: [
        ("[]", "$"),
        ("{\"layer\": []}", "$.layer"),
        ("{\"layers\": [{\"name\": \"ui\"}]}", "$.layers[0].match"),
        ("{\"layers\": [{\"name\": \"ui\", \"match\": []}]}", "$.layers[0].match"),
        ("{\"layers\": [{\"name\": \"ui\", \"match\": [\"a\"]}, {\"name\": \"ui\", \"match\": [\"b\"]}]}", "$.layers[1].name"),
        ("{\"forbidden\": [{\"from\": \"a\", \"to\": 3}]}", "$.forbidden[0].to"),
        ("{\"allowed\": [{\"from\": \"\", \"to\": \"b\"}]}", "$.allowed[0].from"),
        ("not json", "$"),
    ])
    func badRules(json: String, path: String) {
        #expect {
            try CrossingRules(data: Data(json.utf8), fileName: "team-rules.json")
        } throws: { error in
            guard case let .invalidRules(file, errorPath, _) = error as? DiffError else { return false }
            return file == "team-rules.json" && errorPath == path
                && (error as? DiffError)?.description.contains("team-rules.json") == true
        }
    }

    @Test("a missing rules file is unreadable, naming the file")
    func missingRules() {
        let url = URL(fileURLWithPath: "/nonexistent/wiring-rules.json")
        #expect(throws: DiffError.self) { try CrossingRules(contentsOf: url) }
        do {
            _ = try CrossingRules(contentsOf: url)
        } catch {
            #expect("\(error)".contains("/nonexistent/wiring-rules.json"))
        }
    }
}
