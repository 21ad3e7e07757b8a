/// The graph-scoped engine.
final class BMWEngine: Engine { let maker = "BMW" }
