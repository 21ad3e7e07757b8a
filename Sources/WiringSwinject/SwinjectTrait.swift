// Swinject comes in only with Wiring's `Swinject` trait (on by default). A package that turned the
// trait off and still links this add-on gets this error instead of a missing module.
#if !Swinject
#error("WiringSwinject needs Swinject: depend on Wiring with the Swinject trait, e.g. .package(url: …, from: …, traits: [\"Swinject\"])")
#endif
