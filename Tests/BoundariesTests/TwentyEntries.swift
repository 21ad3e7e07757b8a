import Boundaries

/// Lists filled to the 20 entries the README promises: a boundary with 20
/// dependencies, resolved in a scrambled order, and a container with 20
/// subboundaries. A container holds at most 20, so the 20 dependencies live in
/// `Providers` and reach `Consumer` through `Providers`' ports.
enum TwentyEntries {
    /// An object whose identity the tests follow from provider to consumer.
    final class Marker {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    final class D1: Boundary {
        lazy var port1: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D1"))
    }

    final class D2: Boundary {
        lazy var port2: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D2"))
    }

    final class D3: Boundary {
        lazy var port3: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D3"))
    }

    final class D4: Boundary {
        lazy var port4: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D4"))
    }

    final class D5: Boundary {
        lazy var port5: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D5"))
    }

    final class D6: Boundary {
        lazy var port6: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D6"))
    }

    final class D7: Boundary {
        lazy var port7: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D7"))
    }

    final class D8: Boundary {
        lazy var port8: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D8"))
    }

    final class D9: Boundary {
        lazy var port9: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D9"))
    }

    final class D10: Boundary {
        lazy var port10: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D10"))
    }

    final class D11: Boundary {
        lazy var port11: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D11"))
    }

    final class D12: Boundary {
        lazy var port12: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D12"))
    }

    final class D13: Boundary {
        lazy var port13: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D13"))
    }

    final class D14: Boundary {
        lazy var port14: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D14"))
    }

    final class D15: Boundary {
        lazy var port15: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D15"))
    }

    final class D16: Boundary {
        lazy var port16: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D16"))
    }

    final class D17: Boundary {
        lazy var port17: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D17"))
    }

    final class D18: Boundary {
        lazy var port18: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D18"))
    }

    final class D19: Boundary {
        lazy var port19: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D19"))
    }

    final class D20: Boundary {
        lazy var port20: InputPort<Marker> = makeInputPort(implementation: Marker(name: "D20"))
    }

    /// Depends on all twenty, declared D1 first.
    final class Consumer: Boundary {
        typealias Dependencies = BoundaryList
            .Add<D1>
            .Add<D2>
            .Add<D3>
            .Add<D4>
            .Add<D5>
            .Add<D6>
            .Add<D7>
            .Add<D8>
            .Add<D9>
            .Add<D10>
            .Add<D11>
            .Add<D12>
            .Add<D13>
            .Add<D14>
            .Add<D15>
            .Add<D16>
            .Add<D17>
            .Add<D18>
            .Add<D19>
            .Add<D20>

        var first: InputPort<Marker> {
            makeInputPort(implementation: dependencies.port1)
        }

        var twentieth: InputPort<Marker> {
            makeInputPort(implementation: dependencies.port20)
        }

        var all: InputPort<[Marker]> {
            makeInputPort(implementation: [
                dependencies.port1,
                dependencies.port2,
                dependencies.port3,
                dependencies.port4,
                dependencies.port5,
                dependencies.port6,
                dependencies.port7,
                dependencies.port8,
                dependencies.port9,
                dependencies.port10,
                dependencies.port11,
                dependencies.port12,
                dependencies.port13,
                dependencies.port14,
                dependencies.port15,
                dependencies.port16,
                dependencies.port17,
                dependencies.port18,
                dependencies.port19,
                dependencies.port20,
            ])
        }
    }

    /// A container with twenty subboundaries, each handed out through a port.
    final class Providers: ContainerBoundary {
        typealias Subboundaries = BoundaryList
            .Add<D1>
            .Add<D2>
            .Add<D3>
            .Add<D4>
            .Add<D5>
            .Add<D6>
            .Add<D7>
            .Add<D8>
            .Add<D9>
            .Add<D10>
            .Add<D11>
            .Add<D12>
            .Add<D13>
            .Add<D14>
            .Add<D15>
            .Add<D16>
            .Add<D17>
            .Add<D18>
            .Add<D19>
            .Add<D20>

        lazy var d1: D1.Resolved = resolver(for: D1.self).resolved()
        lazy var d2: D2.Resolved = resolver(for: D2.self).resolved()
        lazy var d3: D3.Resolved = resolver(for: D3.self).resolved()
        lazy var d4: D4.Resolved = resolver(for: D4.self).resolved()
        lazy var d5: D5.Resolved = resolver(for: D5.self).resolved()
        lazy var d6: D6.Resolved = resolver(for: D6.self).resolved()
        lazy var d7: D7.Resolved = resolver(for: D7.self).resolved()
        lazy var d8: D8.Resolved = resolver(for: D8.self).resolved()
        lazy var d9: D9.Resolved = resolver(for: D9.self).resolved()
        lazy var d10: D10.Resolved = resolver(for: D10.self).resolved()
        lazy var d11: D11.Resolved = resolver(for: D11.self).resolved()
        lazy var d12: D12.Resolved = resolver(for: D12.self).resolved()
        lazy var d13: D13.Resolved = resolver(for: D13.self).resolved()
        lazy var d14: D14.Resolved = resolver(for: D14.self).resolved()
        lazy var d15: D15.Resolved = resolver(for: D15.self).resolved()
        lazy var d16: D16.Resolved = resolver(for: D16.self).resolved()
        lazy var d17: D17.Resolved = resolver(for: D17.self).resolved()
        lazy var d18: D18.Resolved = resolver(for: D18.self).resolved()
        lazy var d19: D19.Resolved = resolver(for: D19.self).resolved()
        lazy var d20: D20.Resolved = resolver(for: D20.self).resolved()

        var d1Boundary: InputPort<D1.Resolved> { makeInputPort(implementation: d1) }
        var d2Boundary: InputPort<D2.Resolved> { makeInputPort(implementation: d2) }
        var d3Boundary: InputPort<D3.Resolved> { makeInputPort(implementation: d3) }
        var d4Boundary: InputPort<D4.Resolved> { makeInputPort(implementation: d4) }
        var d5Boundary: InputPort<D5.Resolved> { makeInputPort(implementation: d5) }
        var d6Boundary: InputPort<D6.Resolved> { makeInputPort(implementation: d6) }
        var d7Boundary: InputPort<D7.Resolved> { makeInputPort(implementation: d7) }
        var d8Boundary: InputPort<D8.Resolved> { makeInputPort(implementation: d8) }
        var d9Boundary: InputPort<D9.Resolved> { makeInputPort(implementation: d9) }
        var d10Boundary: InputPort<D10.Resolved> { makeInputPort(implementation: d10) }
        var d11Boundary: InputPort<D11.Resolved> { makeInputPort(implementation: d11) }
        var d12Boundary: InputPort<D12.Resolved> { makeInputPort(implementation: d12) }
        var d13Boundary: InputPort<D13.Resolved> { makeInputPort(implementation: d13) }
        var d14Boundary: InputPort<D14.Resolved> { makeInputPort(implementation: d14) }
        var d15Boundary: InputPort<D15.Resolved> { makeInputPort(implementation: d15) }
        var d16Boundary: InputPort<D16.Resolved> { makeInputPort(implementation: d16) }
        var d17Boundary: InputPort<D17.Resolved> { makeInputPort(implementation: d17) }
        var d18Boundary: InputPort<D18.Resolved> { makeInputPort(implementation: d18) }
        var d19Boundary: InputPort<D19.Resolved> { makeInputPort(implementation: d19) }
        var d20Boundary: InputPort<D20.Resolved> { makeInputPort(implementation: d20) }
    }

    /// Builds the providers, then the consumer from their ports in a scrambled order.
    final class Root: RootBoundary {
        typealias Subboundaries = BoundaryList.Add<Providers>.Add<Consumer>

        lazy var providers: Providers.Resolved = resolver(for: Providers.self).resolved()

        lazy var consumer: Consumer.Resolved = resolver(for: Consumer.self)
            .resolve(dependency: providers.d7Boundary)
            .resolve(dependency: providers.d20Boundary)
            .resolve(dependency: providers.d1Boundary)
            .resolve(dependency: providers.d13Boundary)
            .resolve(dependency: providers.d4Boundary)
            .resolve(dependency: providers.d18Boundary)
            .resolve(dependency: providers.d10Boundary)
            .resolve(dependency: providers.d2Boundary)
            .resolve(dependency: providers.d16Boundary)
            .resolve(dependency: providers.d9Boundary)
            .resolve(dependency: providers.d5Boundary)
            .resolve(dependency: providers.d19Boundary)
            .resolve(dependency: providers.d12Boundary)
            .resolve(dependency: providers.d3Boundary)
            .resolve(dependency: providers.d15Boundary)
            .resolve(dependency: providers.d8Boundary)
            .resolve(dependency: providers.d17Boundary)
            .resolve(dependency: providers.d11Boundary)
            .resolve(dependency: providers.d6Boundary)
            .resolve(dependency: providers.d14Boundary)
            .resolved()

        var providersBoundary: InputPort<Providers.Resolved> { makeInputPort(implementation: providers) }
        var consumerBoundary: InputPort<Consumer.Resolved> { makeInputPort(implementation: consumer) }
    }
}
