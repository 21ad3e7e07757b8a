/// The `--name value` options and plain arguments of one benchmark invocation.
struct BenchmarkArguments {
    private var values: [String: String] = [:]
    /// Arguments that are not options, in order.
    private(set) var positional: [String] = []

    /// Splits the command line into options and plain arguments.
    ///
    /// - Parameter arguments: The arguments after the mode.
    /// - Throws: `BenchmarkError.badArgument` for an option without a value.
    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument.hasPrefix("-") {
                guard let value = rest.popFirst() else { throw BenchmarkError.badArgument("\(argument) needs a value") }
                values[String(argument.drop { $0 == "-" })] = value
            } else {
                positional.append(argument)
            }
        }
    }

    /// The value of `--name`, if given.
    func string(_ name: String) -> String? { values[name] }

    /// The whole-number value of `--name`, or `fallback` when absent.
    ///
    /// - Throws: `BenchmarkError.badArgument` when the value is not a whole number.
    func int(_ name: String, default fallback: Int? = nil) throws -> Int {
        guard let text = values[name] else {
            guard let fallback else { throw BenchmarkError.badArgument("--\(name) is required") }
            return fallback
        }
        guard let value = Int(text) else { throw BenchmarkError.badArgument("--\(name) '\(text)' is not a whole number") }
        return value
    }
}
