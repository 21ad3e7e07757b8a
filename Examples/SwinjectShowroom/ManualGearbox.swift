/// The transmission sports cars ask for by name.
final class ManualGearbox: Transmission {
    let kind = "manual"
}
