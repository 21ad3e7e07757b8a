/// The value handed to a factory so that it can resolve its own dependencies.
///
/// A factory registered with `box.register { r in Car(engine: r.resolve()) }` receives
/// the box that holds its registration as `r`, so a service registered in a parent box
/// resolves its dependencies from that parent box, never from a child box.
public typealias Resolver = Box
