/// The subspecs `Podfile.lock` lists of a pod whose modules the tree does not say: a pod from a
/// spec repository whose module map is not committed and whose podspec is not in the checkout. Such
/// a pod may build modules named unlike it (`WLSDK`'s `WLConfig`, `WLUserInterface`), which only its
/// podspec names.
public struct PodSubspecs: Sendable, Hashable {
    /// The subspecs' names (`Core`, `Flights` of `WLSDK/Core`, `WLSDK/Flights`), sorted.
    public var names: [String]
    /// The pod's first entry in `Podfile.lock`.
    public var place: ProjectPlace

    /// Creates the subspecs of a pod.
    public init(names: [String], place: ProjectPlace) {
        self.names = names
        self.place = place
    }
}
