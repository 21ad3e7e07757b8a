/// The gearbox the test track fits to the cars it builds.
final class ManualGearbox: Transmission {
    let kind = "manual"
}
