import SwiftParser
import SwiftSyntax
import Testing
@testable import WiringScan

/// How a key or name written as a string is read: a literal as it is, `"\(Screen.self)"` and
/// `String(describing: Screen.self)` as the type's name, anything else quoted as unreadable.
@Suite("Written strings")
struct WrittenStringTests {
    private func written(_ source: String) throws -> WrittenValue {
        let file = Parser.parse(source: "let x = " + source)
        let binding = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        return FactCollector.writtenString(try #require(binding.initializer?.value))
    }

    @Test("A plain literal is its text; an empty one is empty")
    func plainLiterals() throws {
        #expect(try written(#""feed""#) == .literal("feed"))
        #expect(try written(#""""#) == .literal(""))
        #expect(try written(##"#"raw"#"##) == .unreadable(##"#"raw"#"##))
    }

    @Test("A type interpolated alone is the type's last name, with or without empty text around it")
    func interpolatedTypeAlone() throws {
        #expect(try written(#""\(Screen.self)""#) == .literal("Screen"))
        #expect(try written(#""\(Outer.Screen.self)""#) == .literal("Screen"))
        #expect(try written(#"String(describing: Screen.self)"#) == .literal("Screen"))
    }

    @Test("Text beside an interpolation, two interpolations or a value are unreadable, quoted as written")
    func interpolationsWithMore() throws {
        #expect(try written(#""key.\(Screen.self)""#) == .unreadable(#""key.\(Screen.self)""#))
        #expect(try written(#""\(Screen.self)\(Feed.self)""#) == .unreadable(#""\(Screen.self)\(Feed.self)""#))
        #expect(try written(#""\(name)""#) == .unreadable(#""\(name)""#))
        #expect(try written(#""\(Self.self)""#) == .unreadable(#""\(Self.self)""#))
        #expect(try written("nil") == .absent)
    }
}
