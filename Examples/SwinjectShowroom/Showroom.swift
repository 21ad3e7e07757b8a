/// A showroom stocking two cars it receives without knowing their models.
final class Showroom {
    let familyCar: any Car
    let sportsCar: any Car

    init(familyCar: any Car, sportsCar: any Car) {
        self.familyCar = familyCar
        self.sportsCar = sportsCar
    }
}
