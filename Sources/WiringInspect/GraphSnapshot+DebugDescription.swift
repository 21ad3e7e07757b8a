import WiringModel

extension GraphSnapshot: CustomDebugStringConvertible {
    /// The snapshot as the `wiring inspect` tree, for a debugger or a log.
    ///
    /// In Xcode or lldb, `po GraphSnapshot.capture(app)` prints every node under its parent with
    /// its kind, ports and edges, and the lifetime audit's warnings: wiring can be debugged inside
    /// a running app without the command-line tool. `print(snapshot)` prints the same.
    public var debugDescription: String {
        SnapshotInspector(self).tree().text(style: .plain)
    }
}
