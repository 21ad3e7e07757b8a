import SwincyBox
import Testing

/// Child boxes: what they see of their parent and what they keep to themselves.
@Suite struct ChildBoxTests {
    final class Engine {
        let maker: String
        init(maker: String) { self.maker = maker }
    }

    final class Car {
        let engine: Engine
        init(engine: Engine) { self.engine = engine }
    }

    @Test func childResolvesItsParentsRegistrations() {
        let box = Box()
        box.register { Engine(maker: "VW") }
        let child = box.newChildBox(forKey: "garage")
        #expect((child.resolve() as Engine).maker == "VW")
        #expect(child.registeredServiceCount == 0)
    }

    @Test func childRegistrationOverridesOnlyInTheChild() {
        let box = Box()
        box.register { Engine(maker: "VW") }
        let child = box.newChildBox(forKey: "garage")
        child.register { Engine(maker: "Porsche") }
        #expect((child.resolve() as Engine).maker == "Porsche")
        #expect((box.resolve() as Engine).maker == "VW")
    }

    @Test func parentFactoryResolvesFromTheParentBox() {
        let box = Box()
        box.register { Engine(maker: "VW") }
        box.register { r in Car(engine: r.resolve()) }
        let child = box.newChildBox(forKey: "garage")
        child.register { Engine(maker: "Porsche") }
        #expect((child.resolve() as Car).engine.maker == "VW")
    }

    @Test func childFactoryResolvesOverridesInTheChild() {
        let box = Box()
        box.register { Engine(maker: "VW") }
        let child = box.newChildBox(forKey: "garage")
        child.register { Engine(maker: "Porsche") }
        child.register { r in Car(engine: r.resolve()) }
        #expect((child.resolve() as Car).engine.maker == "Porsche")
    }

    @Test func parentPermanentServiceIsSharedWithTheChild() {
        let box = Box()
        box.register(life: .permanent) { Engine(maker: "VW") }
        let child = box.newChildBox(forKey: "garage")
        #expect(child.resolve() as Engine === box.resolve() as Engine)
    }

    @Test func childBoxIsFoundByItsKey() {
        let box = Box()
        let child = box.newChildBox(forKey: "garage")
        #expect(box.childBox(forKey: "garage") === child)
        #expect(box.childBox(forKey: "showroom") == nil)
        #expect(child.childBox(forKey: "garage") == nil)
    }

    @Test func newChildBoxReplacesAnEarlierChildOfTheSameKey() {
        let box = Box()
        let first = box.newChildBox(forKey: "garage")
        let second = box.newChildBox(forKey: "garage")
        #expect(first !== second)
        #expect(box.childBox(forKey: "garage") === second)
    }

    @Test func grandchildSeesEveryAncestor() {
        let box = Box()
        box.register { Engine(maker: "VW") }
        let child = box.newChildBox(forKey: "garage")
        child.register { r in Car(engine: r.resolve()) }
        let grandchild = child.newChildBox(forKey: "bay")
        #expect((grandchild.resolve() as Car).engine.maker == "VW")
    }

    @Test func clearingTheParentLeavesChildrenInPlace() {
        let box = Box()
        let child = box.newChildBox(forKey: "garage")
        child.register { Engine(maker: "VW") }
        box.clear()
        #expect(box.childBox(forKey: "garage") === child)
        #expect(child.registeredServiceCount == 1)
    }
}
