/// A dummy that keeps its car alive with a strong reference.
final class CrashTestDummy {
    var car: SafetyTestCar

    init(car: SafetyTestCar) {
        self.car = car
    }
}
