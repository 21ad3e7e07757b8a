/// A transmission, injected into every car.
protocol Transmission: AnyObject {
    /// The kind of gearbox, for the printout.
    var kind: String { get }
}
