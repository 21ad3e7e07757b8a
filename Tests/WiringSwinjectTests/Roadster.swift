/// The car: holds parts of every scope, and is forwarded as `Car` and `Vehicle`.
final class Roadster: Car {
    let engine: any Engine
    let transmission: any Transmission
    let wheels: [Wheel]
    let seats: (driver: any Seat, passenger: any Seat)

    init(engine: any Engine, transmission: any Transmission, wheels: [Wheel], seats: (any Seat, any Seat)) {
        self.engine = engine
        self.transmission = transmission
        self.wheels = wheels
        self.seats = seats
    }
}
