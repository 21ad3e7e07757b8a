/// What can go wrong in a benchmark invocation.
enum BenchmarkError: Error, CustomStringConvertible {
    /// An option is missing, unknown or has a bad value.
    case badArgument(String)

    var description: String {
        switch self {
        case let .badArgument(message): "\(message); run without arguments for usage"
        }
    }
}
