import Swinject

/// A garage that makes its own parts by hand and keeps the resolver it was built with,
/// for the type rules of the instance walk.
final class Garage {
    /// The same class the container keeps for `Engine#vw`: matched by seen type.
    let spareEngine = VWEngine()
    /// A class no scope keeps, conforming to the one `Transmission` registration.
    let spareGearbox: any Transmission = ManualGearbox()
    /// Could be either named seat registration.
    let spareSeat = LeatherSeat()
    /// Standard library values are never matched by type.
    let notes = ["open on Sundays"]
    /// Leads back into the container: never walked.
    let resolver: any Resolver

    init(resolver: any Resolver) {
        self.resolver = resolver
    }
}
