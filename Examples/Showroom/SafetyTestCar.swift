/// A car that refers back to its dummy weakly, so the pair forms no retain cycle.
final class SafetyTestCar {
    weak var dummy: CrashTestDummy?
}
