/// The container-scoped root holding the car and a graph-scoped spare engine.
final class Showroom {
    let car: any Car
    let spareEngine: (any Engine)?

    init(car: any Car, spareEngine: (any Engine)?) {
        self.car = car
        self.spareEngine = spareEngine
    }
}
