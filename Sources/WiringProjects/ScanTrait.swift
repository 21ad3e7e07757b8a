// XcodeGen specs are read with Yams, which Wiring's package brings in with its `Scan` trait (on by
// default), like the scanner's swift-syntax.
#if !Scan
#error("WiringProjects needs Yams: depend on Wiring with the Scan trait, e.g. .package(url: …, from: …, traits: [\"Scan\"])")
#endif
