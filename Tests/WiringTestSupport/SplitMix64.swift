/// A small, fast, seeded pseudo-random generator (SplitMix64), so a generated
/// input can be reproduced exactly from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator.
    ///
    /// - Parameter seed: The seed; the same seed always gives the same sequence.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Returns: A value spread evenly over all of `UInt64`.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with the given chance.
    ///
    /// - Parameter percent: The chance, from 0 to 100.
    /// - Returns: Whether the event happened.
    public mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    /// One element of a non-empty collection.
    ///
    /// - Parameter elements: The choices.
    /// - Returns: One of them.
    public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
        elements[elements.index(elements.startIndex, offsetBy: Int.random(in: 0..<elements.count, using: &self))]
    }
}
