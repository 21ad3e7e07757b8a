/// The reliable family car.
final class BMWX3: Car {}
