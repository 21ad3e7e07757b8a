/// A gearbox, injected into every car.
protocol Transmission: AnyObject {
    /// The kind of gearbox, for example "automatic".
    var kind: String { get }
}
