/// Where the titles are kept.
public struct Store {
    public init() {}

    public var titles: [String] { ["Dune", "Emma"] }
}
