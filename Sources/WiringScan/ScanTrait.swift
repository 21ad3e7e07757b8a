// The scanner reads source with swift-syntax, which Wiring's package only brings in with its `Scan`
// trait (on by default). A package that turned the trait off and still links the scanner gets this
// error instead of a missing module.
#if !Scan
#error("WiringScan needs swift-syntax: depend on Wiring with the Scan trait, e.g. .package(url: …, from: …, traits: [\"Scan\"])")
#endif
