/// A gearbox no registration makes.
final class ManualGearbox: Transmission {}
