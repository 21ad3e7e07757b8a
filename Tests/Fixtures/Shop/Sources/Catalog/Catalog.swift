import Storage

/// The titles on sale, read straight from storage.
public struct Catalog {
    public init() {}

    public var titles: [String] { Store().titles }
}
