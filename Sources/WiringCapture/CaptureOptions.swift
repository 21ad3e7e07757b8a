import WiringModel

/// Limits for a generic object walk, and the weak and unowned properties it is told of.
///
/// Capture reads objects through `Mirror`, which shows a `weak var` as an ordinary optional and an
/// `unowned` property as the object itself: a stored property's ownership is not part of Swift's
/// public reflection. Every reference is therefore recorded as strong unless its property is
/// declared here with `declare(_:_:in:)` (see docs/capture.md, "Weak and unowned references").
public struct CaptureOptions: Sendable {
    /// The most objects recorded; the walk stops following references past it.
    public var maxObjects: Int
    /// The most values read inside one object (large collections are cut short).
    public var maxValuesPerObject: Int
    /// The declared strength of properties, by the declaring type, then by property name.
    private(set) var declaredStrengths: [ObjectIdentifier: [String: ReferenceStrength]] = [:]
    /// How many threads read a wide graph's objects (see `ObjectGraphCapture+Threads.swift`);
    /// `nil` for `ObjectGraphCapture.readingThreads`. The snapshot is the same at any number.
    var readingThreads: Int?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - maxObjects: The most objects recorded (default 1,000,000).
    ///   - maxValuesPerObject: The most values read inside one object (default 100,000).
    public init(maxObjects: Int = 1_000_000, maxValuesPerObject: Int = 100_000) {
        self.maxObjects = maxObjects
        self.maxValuesPerObject = maxValuesPerObject
    }

    /// Declares stored properties of a type weak or unowned, so the references they hold are
    /// recorded as such.
    ///
    /// A property is matched by the name `Mirror` lists it under (a `lazy var` by its own name) in
    /// values of exactly `type`, including where `type` is the superclass of the object walked.
    /// A later declaration of the same property replaces an earlier one.
    ///
    /// - Parameters:
    ///   - strength: How the properties hold their values: `.weak` or `.unowned` (`.strong` undoes
    ///     a declaration).
    ///   - properties: The properties' names.
    ///   - type: The class, struct or enum that declares the properties.
    public mutating func declare(_ strength: ReferenceStrength, _ properties: String..., in type: Any.Type) {
        declare(strength, properties, in: type)
    }

    /// A copy of these options with stored properties of a type declared weak or unowned, as
    /// `declare(_:_:in:)` declares them.
    ///
    /// - Parameters:
    ///   - strength: How the properties hold their values.
    ///   - properties: The properties' names.
    ///   - type: The class, struct or enum that declares the properties.
    /// - Returns: The options with the declaration added.
    public func declaring(_ strength: ReferenceStrength, _ properties: String..., in type: Any.Type) -> CaptureOptions {
        var options = self
        options.declare(strength, properties, in: type)
        return options
    }

    mutating func declare(_ strength: ReferenceStrength, _ properties: [String], in type: Any.Type) {
        for property in properties { declaredStrengths[ObjectIdentifier(type), default: [:]][property] = strength }
    }
}
