/// Anything the showroom can sell: it has an engine and a transmission.
protocol Vehicle: AnyObject {
    /// What drives the vehicle.
    var engine: Engine { get }
    /// How the engine's power reaches the wheels.
    var transmission: Transmission { get }
}
