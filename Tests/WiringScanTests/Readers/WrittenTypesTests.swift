import SwiftParser
import SwiftSyntax
import Testing
@testable import WiringScan

/// One answer for the type of a name wherever a reader asks: the nearest binding before the use, a cast written
/// where it is bound, a parameter, and the first parameter of a closure handed to a method of a typed value.
@Suite("Written types of names")
struct WrittenTypesTests {
    static let source = """
        final class Screen {}
        protocol Api {}
        final class LiveApi: Api {}
        final class Holder {
            let held: Screen
            func casts(object: AnyObject) {
                let api = LiveApi() as Api
                _ = api.first
                let forced = object as! Screen
                _ = forced.second
                guard let guarded = object as? Screen else { return }
                _ = guarded.third
                if let branch = object as? Screen { _ = branch.fourth }
            }
            func parameters(screen: Screen) {
                _ = screen.fifth
                _ = held.sixth
                Screen().then { $0.seventh }
                Screen().then { made in made.eighth }
                _ = [Screen()].map { (item: Screen, other) in other.ninth }
            }
            func nested() {
                let inner = LiveApi()
                do {
                    let inner = Screen()
                    _ = inner.tenth
                }
            }
        }
        """

    /// Each name read before `.member`, with the type both lookups give it.
    private func answers() -> [String: (written: String?, object: String?)] {
        let file = Parser.parse(source: Self.source)
        var found: [String: (written: String?, object: String?)] = [:]
        for token in file.tokens(viewMode: .sourceAccurate) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  let base = member.base?.as(DeclReferenceExprSyntax.self) else { continue }
            let written = WrittenTypes.binding(of: base.baseName.text, at: base).type
            found[token.text] = (written?.lastName, ObjectTypeFinder.type(of: base)?.lastName)
        }
        return found
    }

    @Test("the Needle reader's and the Swinject reader's lookups give the same type: casts kept, parameters, stored properties, closure receivers, the nearest declaration")
    func oneAnswer() {
        let found = answers()
        let expected: [String: String] = [
            "first": "Api", "second": "Screen", "third": "Screen", "fourth": "Screen", "fifth": "Screen", "sixth": "Screen",
            "seventh": "Screen", "eighth": "Screen", "tenth": "Screen",
        ]
        for (member, type) in expected {
            #expect(found[member]?.written == type, "\(member): \(String(describing: found[member]))")
            #expect(found[member]?.object == type, "\(member): \(String(describing: found[member]))")
        }
        // A closure's second parameter is not the receiver.
        #expect(found["ninth"]?.written == nil && found["ninth"]?.object == nil)
    }

    static let closures = """
        final class Screen {}
        final class Feed {}
        final class Holder {
            let screens: [Screen]
            let maybe: Screen?
            let feed: Feed
            func run() {
                screens.forEach { $0.first }
                maybe.map { shown in shown.second }
                feed.observe { $0.third }
                Feed().then { $0.fourth }
            }
        }
        """

    @Test("a closure's first parameter is the receiver for then, with, apply and do; the element for forEach, map and the like; else unknown")
    func closureParameters() {
        let file = Parser.parse(source: Self.closures)
        var found: [String: String] = [:]
        for token in file.tokens(viewMode: .sourceAccurate) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  let base = member.base?.as(DeclReferenceExprSyntax.self) else { continue }
            found[token.text] = WrittenTypes.binding(of: base.baseName.text, at: base).type?.lastName ?? "-"
        }
        #expect(["first", "second", "third", "fourth"].map { found[$0] } == ["Screen", "Screen", "-", "Feed"])
    }
}
