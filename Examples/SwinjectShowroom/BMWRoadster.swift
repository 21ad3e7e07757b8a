/// The sports car, built anew for every test drive.
final class BMWRoadster: Car {
    let model = "BMWRoadster"
    let engine: any Engine
    let transmission: any Transmission

    init(engine: any Engine, transmission: any Transmission) {
        self.engine = engine
        self.transmission = transmission
    }
}
