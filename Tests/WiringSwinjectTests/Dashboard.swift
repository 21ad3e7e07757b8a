/// A value made by a factory that takes an argument.
struct Dashboard { let size: Int }
