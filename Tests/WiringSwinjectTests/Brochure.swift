/// A registration never resolved.
final class Brochure {}
