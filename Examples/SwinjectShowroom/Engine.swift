/// An engine, injected into every car.
protocol Engine: AnyObject {
    /// Who built the engine.
    var maker: String { get }
}
