import WiringModel

/// Something in the source the scan could not decide, reported instead of guessed.
///
/// A warning names the place, its `kind` (a stable rule id such as `not-read` or
/// `registered-twice`) and says what was left out and why: a generic boundary whose type
/// arguments are not known, a declaration inside `#if`, a `register` call whose service type is
/// not written out.
public struct ScanWarning: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What kind of limit the warning is about.
    public var kind: Kind
    /// Where the undecided declaration or call is.
    public var place: SourcePlace
    /// What was left out and what to do, lowercase.
    public var message: String

    /// Creates a warning.
    ///
    /// - Parameters:
    ///   - kind: What kind of limit it is.
    ///   - place: Where the undecided declaration or call is.
    ///   - message: What was left out and what to do.
    public init(_ kind: Kind, place: SourcePlace, message: String) {
        self.kind = kind
        self.place = place
        self.message = message
    }

    /// Creates a warning of the general kind, `not-read`.
    ///
    /// - Parameters:
    ///   - place: Where the undecided declaration or call is.
    ///   - message: What was left out and what to do.
    public init(place: SourcePlace, message: String) {
        self.init(.notRead, place: place, message: message)
    }

    /// `Sources/App/AppStore.swift:12: message`.
    public var description: String { "\(place.description): \(message)" }

    public static func < (lhs: ScanWarning, rhs: ScanWarning) -> Bool {
        (lhs.place, lhs.message, lhs.kind.rawValue) < (rhs.place, rhs.message, rhs.kind.rawValue)
    }
}

/// A `resolve` call inside a factory that gives no edge, because neither its type nor a key
/// that only one registration has is written out.
public struct UnresolvedResolve: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Where the call is.
    public var place: SourcePlace
    /// The id of the service whose factory makes the call.
    public var service: String
    /// The call as written (shortened).
    public var call: String
    /// Why it could not be matched to a registration.
    public var reason: String

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - place: Where the call is.
    ///   - service: The id of the service whose factory makes the call.
    ///   - call: The call as written.
    ///   - reason: Why it could not be matched.
    public init(place: SourcePlace, service: String, call: String, reason: String) {
        self.place = place
        self.service = service
        self.call = call
        self.reason = reason
    }

    /// Always `unresolved-resolve`.
    public var kind: ScanWarning.Kind { .unresolvedResolve }

    /// `Sources/App/main.swift:12: r.resolve() in the factory of box/App.Car: reason`.
    public var description: String { "\(place.description): \(message)" }

    /// `r.resolve() in the factory of box/App.Car: reason`.
    public var message: String { "\(call) in the factory of \(service): \(reason)" }

    public static func < (lhs: UnresolvedResolve, rhs: UnresolvedResolve) -> Bool {
        (lhs.place, lhs.call) < (rhs.place, rhs.call)
    }
}
