@_spi(Testing) import DICore
import DITesting
import DIWrappers
import Foundation
import Testing

/// A failure a user's factory throws.
struct DatabaseUnavailable: Error, Equatable {}

@Suite("Hostile factories", .isolatedDependencies)
struct ReentrancyTests {
    @Test("a throwing factory surfaces as DI007 from resolveThrowing, and a later success is cached")
    func throwingFactory() throws {
        let container = Container()
        let attempts = Counter()
        container.bind(.singleton, to: Tracked.self) { _ in
            if attempts.next() == 1 { throw DatabaseUnavailable() }
            return Tracked()
        }
        #expect {
            try container.resolveThrowing(Tracked.self)
        } throws: { error in
            (error as? DIError)?.code == .factoryFailed && (error as? DIError)?.description.contains("To fix") == true
        }
        let first = try container.resolveThrowing(Tracked.self)
        #expect(try container.resolveThrowing(Tracked.self) === first)
        #expect(attempts.value == 2)
    }

    @Test("a throwing factory stops resolve (the non-throwing path) with the same diagnostic")
    func throwingFactoryTrapsOnNonThrowingPath() {
        let container = Container()
        container.bind(Tracked.self) { _ in throw DatabaseUnavailable() }
        let trapped = DiagnosticReporter.captureTrap { _ = container.resolve(Tracked.self) }
        #expect(trapped?.code == .factoryFailed)
    }

    @Test(
        "a factory that resolves itself is a DI002 cycle, whatever its scope",
        arguments: [Scope.transient, .singleton, .weak, .graph])
    func factoryResolvingItself(scope: Scope) {
        let container = Container()
        container.bind(scope, to: Tracked.self) { container in try container.resolveThrowing(Tracked.self) }
        #expect {
            try container.resolveThrowing(Tracked.self)
        } throws: { error in
            guard let error = error as? DIError else { return false }
            return error.code == .circularDependency && error.path.count == 2
        }
        #expect(container.resolve(Int.self) == nil)
    }

    @Test("a factory re-enters the same container for other services, including singletons")
    func reentrantFactory() {
        let container = Container()
        container.bind(.singleton, to: Tracked.self) { _ in Tracked("shared") }
        container.bind(.singleton, to: Holder.self) { container in Holder(container.resolveAssert(Tracked.self)) }
        container.bind(String.self) { container in
            let holder = container.resolveAssert(Holder.self)
            return (holder.payload as? Tracked)?.label ?? "none"
        }
        #expect(container.resolve(String.self) == "shared")
        let payload = ObjectIdentifier(container.resolveAssert(Holder.self).payload)
        #expect(payload == ObjectIdentifier(container.resolveAssert(Tracked.self)))
    }

    @Test("a factory may bind, rebind its own key and unbind while it is being resolved")
    func bindDuringResolve() async {
        let container = Container()
        container.bind(Int.self) { container in
            container.bind(String.self, value: "bound during resolve")
            container.bind(Int.self, value: 2)
            container.unbind(Double.self)
            return 1
        }
        container.bind(Double.self, value: 1.5)
        let first = await Watchdog.onThread { _ in container.resolve(Int.self) }
        #expect(first == 1)
        #expect(container.resolve(Int.self) == 2)
        #expect(container.resolve(String.self) == "bound during resolve")
        #expect(container.resolve(Double.self) == nil)
    }

    @Test("other threads bind and resolve while a slow singleton factory runs, without waiting for it")
    func bindWhileAnotherThreadBuilds() async {
        let container = Container()
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        container.bind(.singleton, to: Tracked.self) { _ in
            started.signal()
            release.wait()
            return Tracked()
        }
        let builder = Thread { _ = container.resolve(Tracked.self) }
        builder.start()
        started.wait()
        let others = await Watchdog.onThread { _ in
            container.bind(Int.self, value: 5)
            return container.resolve(Int.self)
        }
        release.signal()
        #expect(others == 5)
    }
}
