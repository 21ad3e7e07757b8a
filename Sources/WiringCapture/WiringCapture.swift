/// Capture: reflection over a live wiring graph into a `GraphSnapshot`.
///
/// Capture looks and never touches: it reads stored properties with `Mirror`
/// and the records the frameworks keep, so it never runs a factory, never
/// triggers a `lazy var` and changes no state. Walks are iterative and break
/// cycles with object identity, and ids come from types and positions — never
/// from memory addresses — so the same graph always gives the same snapshot.
