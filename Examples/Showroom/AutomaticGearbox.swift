/// The gearbox the showroom's cars are sold with.
final class AutomaticGearbox: Transmission {
    let kind = "automatic"
}
