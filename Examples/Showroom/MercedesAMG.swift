/// The sports car the test track swaps in.
final class MercedesAMG: Car {}
