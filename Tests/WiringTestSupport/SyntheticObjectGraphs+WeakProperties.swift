extension SyntheticObjectGraphs {
    /// The weak properties of the objects and values in these graphs, each with the type that
    /// declares it: capture cannot tell them from strong ones and is told of them (see
    /// `CaptureOptions.declare(_:_:in:)` and docs/capture.md).
    public static var weakProperties: [(type: Any.Type, property: String)] {
        [
            (SyntheticObject.self, "parent"),
            (SyntheticComponent.self, "owner"),
            (SyntheticObserver.WeakObserver.self, "observer"),
        ]
    }
}
