/// A car built from an injected engine and transmission; the showroom never names a model.
protocol Car: AnyObject {
    /// The model name, for the printout.
    var model: String { get }
    /// The car's engine.
    var engine: any Engine { get }
    /// The car's transmission.
    var transmission: any Transmission { get }
}
