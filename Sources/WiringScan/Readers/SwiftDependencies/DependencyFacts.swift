import SwiftSyntax

/// What one file declares and reads of swift-dependencies.
struct DependencyFacts: Sendable {
    /// A property of `extension DependencyValues` returning `self[K.self]`.
    struct Key: Sendable {
        var name: String
        var valueType: TypeReference
        /// `K` as written.
        var keyType: String
        var context: [String]
        var line: Int
    }

    /// A `static` `liveValue`, `testValue` or `previewValue` of a type.
    struct Value: Sendable {
        /// The type path as written (an extension's extended type).
        var owner: [String]
        var member: String
        var line: Int
        /// The static members its value is made from: `Self.live`, `ApiClient.live`, `.live(…)`.
        var references: [MemberReference] = []
    }

    /// A static member named in a value: `live` of `ApiClient` in `ApiClient.live` or in `.live` of a
    /// value typed `ApiClient`.
    struct MemberReference: Sendable, Hashable {
        /// The type's last name as written.
        var type: String
        var member: String

        /// `ApiClient.live`, the form the reader looks members up by.
        var name: String { type + "." + member }
    }

    /// `@Dependency(\.x)` or `@Dependency(T.self)`.
    struct Read: Sendable {
        enum Target: Sendable, Hashable {
            case key(String)
            case type(TypeReference)
        }

        var target: Target
        var site: ReadSite
        var line: Int
        /// The static member of a type the read sits in (`live` in `static let live = Self(…)`), if any.
        var member: String?
        /// The attribute's name when it is not `Dependency` (perhaps a type alias of it, which the build decides).
        var wrapper: String? = nil
    }

    /// Another key's live value read in a static member of a type (`static let liveValue = Tracker(api: ApiKey.liveValue)`,
    /// or `.liveValue` passed to a parameter a key type types): the value is made from that key's live value.
    struct LiveRead: Sendable {
        enum Target: Sendable {
            /// `ApiKey.liveValue`: the type as written.
            case type(TypeReference)
            /// `.liveValue` passed as this argument: the parameter's type is the key's.
            case argument(ArgumentHint)
            /// `.liveValue` whose type nothing written around it tells.
            case unwritten
        }

        var target: Target
        /// The type path as written (an extension's extended type).
        var owner: [String]
        /// The static member the read sits in (`liveValue`, `live`).
        var member: String
        var line: Int
    }

    var keys: [Key] = []
    var liveReads: [LiveRead] = []
    var values: [Value] = []
    /// Types (paths as written) adopting `DependencyKey` or `TestDependencyKey`, with the line of the
    /// declaration or extension that adopts it.
    var keyTypes: [(path: [String], line: Int)] = []
    var reads: [Read] = []
    /// Keys app code installs (`withDependencies { $0.apiClient = .live }`, `prepareDependencies`,
    /// a store's `withDependencies:`), outside tests and previews: a live value the app provides.
    /// With each, the keys its value reads from the dependencies being set up (`$0.b` in `$0.a = A(b: $0.b)`).
    var installs: [(key: String, line: Int, reads: [String])] = []
    var warnings: [ScanWarning] = []
}
