/// The sports car.
final class BMWRoadster: Car {}
