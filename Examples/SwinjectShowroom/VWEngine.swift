/// The one engine the factory builds, shared by every car.
final class VWEngine: Engine {
    let maker = "VW"
}
