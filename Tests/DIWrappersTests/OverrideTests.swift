import DIWrappers
import Testing

@Suite("Task-local overrides and a fresh main")
struct OverrideTests {
    @Test("withOverrides replaces a binding that was already resolved, and only inside the operation")
    func overrideAfterFirstUse() {
        let container = Container()
        container.bind(.singleton, to: Logger.self, value: RemoteLogger())
        #expect(container.resolveAssert(Logger.self).name == "remote")
        Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            #expect(container.resolveAssert(Logger.self).name == "console")
        }
        #expect(container.resolveAssert(Logger.self).name == "remote")
    }

    @Test("an override factory resolves its dependencies from the container that asked")
    func overrideFactoryGetsRequestingContainer() {
        let container = Container()
        container.bind(Logger.self, value: SlackLogger())
        Container.withOverrides {
            $0.bind(Database.self) { container in Database(logger: container.resolve(Logger.self)) }
        } operation: {
            #expect(container.resolveAssert(Database.self).logger?.name == "slack")
        }
    }

    @Test("a singleton override is built once for the duration of the operation")
    func singletonOverride() {
        let counter = Counter()
        Container.withOverrides {
            $0.bind(.singleton, to: Database.self) { _ in
                counter.next()
                return Database(logger: nil)
            }
        } operation: {
            let container = Container()
            #expect(container.resolveAssert(Database.self) === container.resolveAssert(Database.self))
        }
        #expect(counter.value == 1)
    }

    @Test("overrides nest; the inner one wins and remove(_:) restores the live binding")
    func nestedOverrides() {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            Container.withOverrides {
                $0.bind(Logger.self, value: SlackLogger())
            } operation: {
                #expect(container.resolveAssert(Logger.self).name == "slack")
            }
            Container.withOverrides {
                $0.remove(Logger.self)
            } operation: {
                #expect(container.resolveAssert(Logger.self).name == "remote")
            }
            #expect(container.resolveAssert(Logger.self).name == "console")
        }
    }

    @Test("the async form keeps overrides across suspension points and reaches @Inject")
    func asyncOverride() async {
        await Container.withFreshMain {
            Container.bind(ChuckNorrisServicing.self, value: ChuckNorrisService())
            await Container.withOverrides {
                $0.bind(ChuckNorrisServicing.self, value: ServiceMock())
            } operation: {
                await Task.yield()
                #expect(JokeViewModel().joke() == "mocked joke")
            }
        }
    }

    @Test("overrides reach child tasks but not detached tasks")
    func overridesAreTaskLocal() async {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        await Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            let detached = await Task.detached { container.resolveAssert(Logger.self).name }.value
            let child = await Task { container.resolveAssert(Logger.self).name }.value
            #expect(detached == "remote")
            #expect(child == "console")
        }
    }

    @Test("an override of another type than the key is reported as a type mismatch")
    func overrideTypeMismatch() throws {
        let error = try #require(throws: DIError.self) {
            try DependencyOverrides.with {
                $0.set(DependencyKey(Logger.self), value: 42)
            } operation: {
                try Container().resolveThrowing(Logger.self)
            }
        }
        #expect(error.code == .typeMismatch)
    }

    @Test("an override whose factory throws reports the same DI007 as a binding whose factory throws")
    func throwingOverrideMatchesThrowingBinding() throws {
        let container = Container()
        container.bind(Database.self) { _ throws -> Database in throw FactoryFailure() }
        let bound = try #require(throws: DIError.self) { try container.resolveThrowing(Database.self) }
        let overridden = try #require(throws: DIError.self) {
            try DependencyOverrides.with {
                $0.set(DependencyKey(Database.self)) { () throws -> Database in throw FactoryFailure() }
            } operation: {
                try container.resolveThrowing(Database.self)
            }
        }
        #expect(overridden.code == .factoryFailed)
        #expect(overridden.path == bound.path)
        #expect(overridden.facts == bound.facts)
        #expect(overridden.fix == bound.fix)
    }

    @Test("withFreshMain starts from an empty main, and assigning main stays inside it")
    func freshMain() {
        Container.withFreshMain {
            Container.bind(value: "outer")
            Container.withFreshMain {
                #expect(Container.resolve(String.self) == nil)
                let replacement = Container(name: "replacement")
                Container.main = replacement
                #expect(Container.main === replacement)
            }
            #expect(Container.main.name == "main")
            #expect(Container.resolve(String.self) == "outer")
        }
    }
}
