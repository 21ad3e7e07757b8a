/// The registered transmission.
final class AutomaticGearbox: Transmission {}
