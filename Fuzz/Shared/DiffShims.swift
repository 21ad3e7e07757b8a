// What the rules and baseline files of WiringDiff use from files the fuzz targets do not compile
// (Sources/WiringDiff/DiffSide.swift holds the original).
extension Array {
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}
