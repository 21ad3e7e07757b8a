/// The engine kept by the parent container.
final class VWEngine: Engine { let maker = "VW" }
