import SwincyBox

/// The types of the SwincyBox README's samples, one namespace per sample because the
/// README redefines `Car` and friends from sample to sample.
enum ReadmeSamples {
    enum Overview {
        class Car {}
    }

    enum Injection {
        class B {}
        class A {
            let b: B
            init(b: B) { self.b = b }
        }
    }

    enum SharedBox {
        struct App {
            static let box = Box()
        }

        class Car {}

        @propertyWrapper
        struct AutoBoxed<T> {
            private var service: T?

            init() {}

            var wrappedValue: T {
                mutating get {
                    if service == nil {
                        service = App.box.resolve(T.self)
                    }
                    return service!
                }
                set { service = newValue }
            }

            var projectedValue: T {
                return service!
            }
        }

        class ShowroomViewController {
            @AutoBoxed var showroom: Car
        }
    }

    enum VirtualShowroom {
        protocol Vehicle {}
        class Car: Vehicle {}
        class BMWX3: Car {}
        class BMWRoadster: Car {}
        class MercedesAMG: Car {}

        class Showroom {
            let familyCar: Car
            let sportsCar: Car

            init(_ familyCar: Car, _ sportsCar: Car) {
                self.familyCar = familyCar
                self.sportsCar = sportsCar
            }
        }
    }

    enum DependencyFactory {
        class Engine {}
        class Car {
            let engine: Engine
            init(engine: Engine) { self.engine = engine }
        }
    }

    enum Protocols {
        protocol Transmission {}
        protocol Vehicle {
            var engine: Transmission { get }
        }

        class Engine: Transmission {}
        class Car: Vehicle {
            let engine: Transmission
            init(engine: Transmission) { self.engine = engine }
        }
    }

    enum Circular {
        class CrashTestDummy {
            var car: SafetyTestCar
            init(car: SafetyTestCar) { self.car = car }
        }

        class SafetyTestCar {
            weak var dummy: CrashTestDummy?
        }
    }
}
