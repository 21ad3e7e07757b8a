/// A showroom stocking two cars it receives without knowing their models.
final class Showroom {
    let familyCar: Car
    let sportsCar: Car

    init(_ familyCar: Car, _ sportsCar: Car) {
        self.familyCar = familyCar
        self.sportsCar = sportsCar
    }
}
