/// Limits for a generic object walk.
public struct CaptureOptions: Sendable {
    /// The most objects recorded; the walk stops following references past it.
    public var maxObjects: Int
    /// The most values read inside one object (large collections are cut short).
    public var maxValuesPerObject: Int

    /// Creates options.
    ///
    /// - Parameters:
    ///   - maxObjects: The most objects recorded (default 1,000,000).
    ///   - maxValuesPerObject: The most values read inside one object (default 100,000).
    public init(maxObjects: Int = 1_000_000, maxValuesPerObject: Int = 100_000) {
        self.maxObjects = maxObjects
        self.maxValuesPerObject = maxValuesPerObject
    }
}
