import WiringModel

/// Something in the source the scan could not decide, reported instead of guessed.
///
/// A warning names the place and says what was left out and why: a generic boundary whose
/// type arguments are not known, a declaration inside `#if`, a `register` call whose service
/// type is not written out.
public struct ScanWarning: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Where the undecided declaration or call is.
    public var place: SourcePlace
    /// What was left out and what to do, lowercase.
    public var message: String

    /// Creates a warning.
    ///
    /// - Parameters:
    ///   - place: Where the undecided declaration or call is.
    ///   - message: What was left out and what to do.
    public init(place: SourcePlace, message: String) {
        self.place = place
        self.message = message
    }

    /// `Sources/App/AppStore.swift:12: message`.
    public var description: String { "\(place.description): \(message)" }

    public static func < (lhs: ScanWarning, rhs: ScanWarning) -> Bool {
        (lhs.place, lhs.message) < (rhs.place, rhs.message)
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

    /// `Sources/App/main.swift:12: r.resolve() in the factory of box/App.Car: reason`.
    public var description: String { "\(place.description): \(call) in the factory of \(service): \(reason)" }

    public static func < (lhs: UnresolvedResolve, rhs: UnresolvedResolve) -> Bool {
        (lhs.place, lhs.call) < (rhs.place, rhs.call)
    }
}
