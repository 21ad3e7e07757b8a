/// The default transmission.
final class AutomaticGearbox: Transmission {
    let kind = "automatic"
}
