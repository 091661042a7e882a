@_spi(Testing) import DICore
import DITesting
import DIWrappers
import Foundation
import Testing

/// A service that must be opened with `await`.
final class Session: Sendable {
    let user: String

    init(user: String) {
        self.user = user
    }

    static func open(user: String = "live") async throws -> Session {
        try await Task.sleep(for: .milliseconds(5))
        return Session(user: user)
    }
}

@Suite("Async factories")
struct AsyncBindingTests {
    @Test("an async singleton whose factory suspends is built once when 16 tasks race on resolveAsync")
    func singletonOnceUnderSixteenTasks() async throws {
        let container = Container()
        let builds = Counter()
        container.bind(.singleton, to: Session.self) { _ async throws in
            builds.next()
            return try await Session.open()
        }
        let sessions = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 {
                group.addTask { ObjectIdentifier(try await container.resolveAsync(Session.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(builds.value == 1)
        #expect(sessions.count == 1)
    }

    @Test("an async transient factory runs on every resolveAsync, and may resolve its own dependencies")
    func transientRunsEveryTime() async throws {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        container.bind(Database.self) { container in
            try await Task.sleep(for: .milliseconds(1))
            return Database(logger: container.resolve(Logger.self))
        }
        let first = try await container.resolveAsync(Database.self)
        let second = try await container.resolveAsync(Database.self)
        #expect(first !== second)
        #expect(first.logger?.name == "remote")
    }

    @Test("a factory that throws is reported as DI007 and the next resolve builds again")
    func throwingFactoryIsRetried() async throws {
        let container = Container()
        let attempts = Counter()
        container.bind(.singleton, to: Session.self) { _ in
            if attempts.next() == 1 { throw FactoryFailure() }
            return try await Session.open()
        }
        do {
            _ = try await container.resolveAsync(Session.self)
            Issue.record("the first resolve should throw")
        } catch let error as DIError {
            #expect(error.code == .factoryFailed)
            #expect(error.description.contains("disk is full"))
        }
        let session = try await container.resolveAsync(Session.self)
        #expect(try await container.resolveAsync(Session.self) === session)
        #expect(attempts.value == 2)
    }

    @Test("a cycle of transients reached from a child task a factory starts is reported with its full path")
    func cycleThroughChildTaskHasItsPath() async {
        let container = Container(name: "CyclicChildren")
        container.bind(CycleA.self) { container in
            async let partner = container.resolveAsync(CycleB.self)
            await Task.yield()
            _ = try await partner
            return CycleA()
        }
        bindCycleBNeedingA(in: container)
        await expectCycleAToBToAReported(resolving: container)
    }

    @Test("an async cycle through the container is reported with its full path")
    func cycleHasItsPath() async {
        let container = Container(name: "Cyclic")
        container.bind(.singleton, to: CycleA.self) { container in
            await Task.yield()
            _ = try await container.resolveAsync(CycleB.self)
            return CycleA()
        }
        bindCycleBNeedingA(in: container)
        await expectCycleAToBToAReported(resolving: container)
    }

    /// Binds `CycleB` to a factory that sleeps, then resolves `CycleA`: the other half of both tests' cycle.
    private func bindCycleBNeedingA(in container: Container) {
        container.bind(CycleB.self) { container in
            try await Task.sleep(for: .milliseconds(1))
            _ = try await container.resolveAsync(CycleA.self)
            return CycleB()
        }
    }

    /// Resolves `CycleA` from `container` and expects DI002 with the path CycleA -> CycleB -> CycleA.
    private func expectCycleAToBToAReported(resolving container: Container) async {
        do {
            _ = try await container.resolveAsync(CycleA.self)
            Issue.record("the cycle was not reported")
        } catch let error as DIError {
            #expect(error.code == .circularDependency)
            #expect(
                error.summary
                    == "Circular dependency: DIWrappersTests.CycleA -> DIWrappersTests.CycleB -> DIWrappersTests.CycleA."
            )
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a missing binding is DI001 naming resolveAsync")
    func missingBindingNamesTheCall() async {
        await #expect {
            _ = try await Container(name: "Empty").resolveAsync(Session.self)
        } throws: { error in
            (error as? DIError)?.summary == "Container.resolveAsync(Session.self) found no binding."
        }
    }

    @Test("resolveAsync hands out synchronous bindings too")
    func synchronousBindingsResolveWithAwait() async throws {
        let container = Container()
        container.bind(.singleton, to: Logger.self, value: RemoteLogger())
        let logger = try await container.resolveAsync(Logger.self)
        let direct = container.resolveAssert(Logger.self)
        #expect(ObjectIdentifier(logger as AnyObject) == ObjectIdentifier(direct as AnyObject))
    }

    @Test("a synchronous resolve of an async binding is DI013, before and after it is built")
    func synchronousResolveIsDI013() async throws {
        let container = Container()
        container.bind(.singleton, to: Session.self) { _ in try await Session.open() }
        #expect(throws: DIError.self) { try container.resolveThrowing(Session.self) }
        _ = try await container.resolveAsync(Session.self)
        do {
            _ = try container.resolveThrowing(Session.self, fileID: "MyApp/FeatureView.swift", line: 42)
            Issue.record("a synchronous resolve handed out an async binding's instance")
        } catch let error as DIError {
            #expect(error.code == .asyncBindingResolvedSynchronously)
            #expect(
                error.summary
                    == "DIWrappersTests.Session is bound with an async factory; a synchronous resolve cannot wait for it."
            )
            #expect(error.location.description == "MyApp/FeatureView.swift:42")
            #expect(error.fix.contains("try await container.resolveAsync(Session.self)"))
            #expect(error.facts.contains { $0.label == "Bound at" && $0.value.hasPrefix("DIWrappersTests/") })
        }
    }

    @Test("@Inject of an async binding stops with DI013 telling to await it")
    func injectTrapsWithDI013() {
        let trapped = Container.withFreshMain {
            Container.bind(.singleton, to: Session.self) { _ in try await Session.open() }
            return DiagnosticReporter.captureTrap {
                _ = SessionScreen().session
            }
        }
        #expect(trapped?.code == .asyncBindingResolvedSynchronously)
        #expect(trapped?.fix.hasPrefix("await it from async code") == true)
    }

    @Test("a static async binding lives in Container.main")
    func staticFormsUseMain() async throws {
        try await Container.withFreshMain {
            Container.bind(.singleton, to: Session.self) { _ in try await Session.open(user: "main") }
            let session = try await Container.resolveAsync(Session.self)
            #expect(session.user == "main")
            #expect(try await Container.main.resolveAsync(Session.self) === session)
        }
    }

    @Test("an async override replaces the binding in its scope only")
    func asyncOverride() async throws {
        let container = Container()
        container.bind(.singleton, to: Session.self) { _ in try await Session.open() }
        let scoped = try await Container.withOverrides {
            $0.bind(.singleton, to: Session.self) { _ in try await Session.open(user: "test") }
        } operation: {
            let first = try await container.resolveAsync(Session.self)
            #expect(try await container.resolveAsync(Session.self) === first)
            #expect(throws: DIError.self) { try container.resolveThrowing(Session.self) }
            return first
        }
        #expect(scoped.user == "test")
        #expect(try await container.resolveAsync(Session.self).user == "live")
    }

    @Test("a value override of an async binding is handed out by resolveAsync")
    func valueOverrideOfAsyncBinding() async throws {
        let container = Container()
        container.bind(.singleton, to: Session.self) { _ in try await Session.open() }
        let replacement = Session(user: "fixed")
        try await Container.withOverrides {
            $0.bind(Session.self, value: replacement)
        } operation: {
            let session = try await container.resolveAsync(Session.self)
            #expect(session === replacement)
        }
    }

    @Test("an async singleton built from an overridden dependency stays in the override's region")
    func overrideNeverReachesTheLiveCache() async throws {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        container.bind(.singleton, to: Database.self) { container in
            await Task.yield()
            return Database(logger: try await container.resolveAsync(Logger.self))
        }
        let scoped = try await Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            try await container.resolveAsync(Database.self)
        }
        #expect(scoped.logger?.name == "console")
        let live = try await container.resolveAsync(Database.self)
        #expect(live.logger?.name == "remote")
        #expect(try await container.resolveAsync(Database.self) === live)
    }

    @Test("parallel tests binding the same async singleton in Container.main see only their own")
    func isolatedTestsSeeTheirOwn() async throws {
        let users = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try await Container.withFreshMain {
                        Container.bind(.singleton, to: Session.self) { _ in try await Session.open(user: "\(index)") }
                        return try await Container.resolveAsync(Session.self).user == "\(index)"
                    }
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(users == Array(repeating: true, count: 8))
    }
}

/// A screen that injects an async-bound session: a synchronous read it cannot do.
struct SessionScreen {
    @Inject var session: Session
}
