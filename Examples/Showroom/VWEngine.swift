/// The Volkswagen engine fitted to every car in the showroom.
final class VWEngine: Engine {
    let maker = "VW"
}
