/// A transient part registered by its own class.
final class Wheel {}
