/// The reliable family car.
final class BMWX3: Car {
    let model = "BMWX3"
    let engine: any Engine
    let transmission: any Transmission

    init(engine: any Engine, transmission: any Transmission) {
        self.engine = engine
        self.transmission = transmission
    }
}
