// WiringScan — the declared wiring graph of an app, read from its Swift source with swift-syntax.
//
// A Boundaries app declares its graph in types (`Subboundaries`, `Dependencies`,
// `PluginAdaptee`, `InputPort` properties) and a SwincyBox or Swinject app in `register`
// calls, so a syntax scan gives the same nodes and edges a runtime capture gives, without
// building or running the app. The result is an ordinary snapshot (`source: "scan"`) that
// render, inspect and diff read like any other. The scanner is a tool-side add-on: apps
// never link it.
