import ArgumentParser

/// An enum that the command line names by its raw values: `--format svg`.
///
/// Lists the same values as ArgumentParser's own defaults for a `CaseIterable` enum with string
/// raw values, and no descriptions, as those defaults find none when a value's description is its
/// raw value. The defaults reach each raw value through a key path and compare two descriptions
/// of every case, and a parse asks for these lists several times per option; on a command that
/// runs in milliseconds that work showed in the start-up time.
public protocol NamedByRawValue: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedByRawValue {
    /// Every raw value, in case order.
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// None: each value's description is its raw value.
    public static var allValueDescriptions: [String: String] { [:] }
}
