/// A car built from an injected engine and transmission; models subclass it.
class Car: Vehicle {
    let engine: Engine
    let transmission: Transmission

    init(engine: Engine, transmission: Transmission) {
        self.engine = engine
        self.transmission = transmission
    }

    /// The model name, for the printout.
    var model: String { String(describing: type(of: self)) }
}
