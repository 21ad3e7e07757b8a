import Dispatch
import Foundation
import SwincyBox
import Testing

/// Many threads resolving at once.
@Suite struct ConcurrencyTests {
    final class Engine: @unchecked Sendable {}
    final class Car: @unchecked Sendable {
        let engine: Engine
        init(engine: Engine) { self.engine = engine }
    }

    /// Collects the identities of resolved objects from many threads.
    final class Identities: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: Set<ObjectIdentifier> = []
        var count: Int { lock.withLock { seen.count } }
        func insert(_ object: AnyObject) { lock.withLock { _ = seen.insert(ObjectIdentifier(object)) } }
    }

    @Test func permanentServiceIsCreatedOnceUnderContention() {
        let box = Box()
        let made = Counter()
        box.register(life: .permanent) { () -> Engine in
            made.increment()
            // Widen the window in which other threads find the engine under construction.
            usleep(2_000)
            return Engine()
        }
        let identities = Identities()
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            identities.insert(box.resolve() as Engine)
        }
        #expect(made.value == 1)
        #expect(identities.count == 1)
    }

    @Test func permanentChainIsCreatedOnceUnderContention() {
        let box = Box()
        let enginesMade = Counter()
        let carsMade = Counter()
        box.register(life: .permanent) { () -> Engine in
            enginesMade.increment()
            usleep(1_000)
            return Engine()
        }
        box.register(life: .permanent) { r -> Car in
            carsMade.increment()
            return Car(engine: r.resolve())
        }
        let engines = Identities()
        DispatchQueue.concurrentPerform(iterations: 1_000) { index in
            if index.isMultiple(of: 2) {
                engines.insert((box.resolve() as Car).engine)
            } else {
                engines.insert(box.resolve() as Engine)
            }
        }
        #expect(enginesMade.value == 1)
        #expect(carsMade.value == 1)
        #expect(engines.count == 1)
    }

    @Test func transientServiceIsCreatedPerResolveUnderContention() {
        let box = Box()
        let made = Counter()
        box.register { r -> Car in
            made.increment()
            return Car(engine: r.resolve())
        }
        box.register { Engine() }
        let cars = Identities()
        let resolved = Counter()
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            let car = box.resolve() as Car
            resolved.increment()
            // Keep every car alive so that no identity is reused.
            cars.insert(car)
            withExtendedLifetime(car) {}
        }
        #expect(made.value == 1_000)
        #expect(resolved.value == 1_000)
    }

    @Test func registeringWhileResolvingIsSafe() {
        let box = Box()
        box.register { Engine() }
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            box.register(key: "car \(index)") { r in Car(engine: r.resolve()) }
            _ = box.resolve(key: "car \(index)") as Car
            _ = box.registeredServiceCount
        }
        #expect(box.registeredServiceCount == 201)
    }

    @Test func cycleSplitAcrossTwoThreadsIsReportedInsteadOfDeadlocking() {
        let box = Box()
        let aStarted = DispatchSemaphore(value: 0)
        let bStarted = DispatchSemaphore(value: 0)
        let failures = Counter()
        box.register(key: "a", life: .permanent) { r -> Engine in
            aStarted.signal()
            bStarted.wait()
            if (try? r.resolving(Engine.self, key: "b")) == nil { failures.increment() }
            return Engine()
        }
        box.register(key: "b", life: .permanent) { r -> Engine in
            bStarted.signal()
            aStarted.wait()
            if (try? r.resolving(Engine.self, key: "a")) == nil { failures.increment() }
            return Engine()
        }
        let done = DispatchGroup()
        for key in ["a", "b"] {
            done.enter()
            Thread {
                _ = box.resolve(key: key) as Engine
                done.leave()
            }.start()
        }
        done.wait()
        // One thread waits for the other; the other then finds the cycle.
        #expect(failures.value == 1)
    }
}
