@_spi(Testing) import DICore
import DIWrappers
import Testing

@Suite("Optional, throwing and asserting resolution")
struct ResolvingTests {
    @Test("resolve returns nil when nothing binds the key")
    func resolveReturnsNilWhenMissing() {
        #expect(Container().resolve(Logger.self) == nil)
    }

    @Test("resolveThrowing throws notRegistered naming the key, the containers searched and the nearest binding")
    func resolveThrowingNamesKeyChainAndNearest() throws {
        let parent = Container(name: "app")
        let child = Container(name: "feature", parent: parent)
        parent.bind(Logger.self, id: "slack", value: SlackLogger())
        let error = try #require(throws: DIError.self) { try child.resolveThrowing(Logger.self) }
        #expect(error.code == .notRegistered)
        #expect(error.key == DependencyKey(Logger.self))
        #expect(error.summary == "Container.resolveThrowing(Logger.self) found no binding.")
        #expect(error.facts.contains(DIError.Fact("Searched", "feature -> app")))
        #expect(error.facts.contains(DIError.Fact("Nearest", "DIWrappersTests.Logger, id \"slack\"")))
        #expect(error.fix.contains("@Inject(\"slack\")"))
        #expect(error.location.fileID == "DIWrappersTests/ResolvingTests.swift")
    }

    @Test("resolveAssert traps with the full four-part message through the DICore sink")
    func resolveAssertTraps() throws {
        let container = Container(name: "main-test")
        container.bind(Logger.self, id: "slack", value: SlackLogger())
        let error = try #require(
            DiagnosticReporter.captureTrap { _ = container.resolveAssert(Logger.self) })
        let message = error.description
        #expect(message.hasPrefix("Container.resolveAssert(Logger.self) found no binding.\n"))
        #expect(message.contains("Key:        DIWrappersTests.Logger (no identifier)"))
        #expect(message.contains("Searched:   main-test"))
        #expect(message.contains("Nearest:    DIWrappersTests.Logger, id \"slack\""))
        #expect(message.contains("To fix, bind it before first use in the container that was asked (\"main-test\")"))
    }

    @Test("the fix of a missing binding names the container that was asked: Container.bind only for main")
    func missingBindingFixNamesTheContainer() throws {
        let checkout = Container(name: "checkout")
        let named = try #require(throws: DIError.self) { try checkout.resolveThrowing(Logger.self) }
        #expect(!named.fix.contains("Container.bind"))
        #expect(named.fix.contains("in the container that was asked (\"checkout\") or a parent"))
        #expect(named.fix.contains("container.bind(Logger.self) { container in … }"))
        try Container.withFreshMain {
            let main = try #require(throws: DIError.self) { try Container.main.resolveThrowing(Logger.self) }
            #expect(main.fix.hasPrefix("bind it before first use, e.g. Container.bind(Logger.self) { container in … }"))
        }
    }

    @Test("resolveAssert with an identifier names it in the diagnostic")
    func resolveAssertWithIdentifier() throws {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        let error = try #require(
            DiagnosticReporter.captureTrap { _ = container.resolveAssert(Logger.self, id: "slack") })
        #expect(error.summary == "Container.resolveAssert(Logger.self, id: \"slack\") found no binding.")
        #expect(error.fix.contains("drop the identifier"))
    }

    @Test("a throwing factory surfaces as factoryFailed with the underlying error")
    func throwingFactory() throws {
        let container = Container()
        container.bind(Database.self) { _ throws -> Database in throw FactoryFailure() }
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(Database.self) }
        #expect(error.code == .factoryFailed)
        #expect(error.facts.contains(DIError.Fact("Underlying", "disk is full")))
    }

    @Test("a missing dependency inside a factory reports the path that led to it")
    func nestedMissingDependencyHasPath() throws {
        let container = Container()
        container.bind(JobQueue.self) { container in
            JobQueue(database: try container.resolveThrowing(Database.self))
        }
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(JobQueue.self) }
        #expect(error.code == .notRegistered)
        #expect(error.key == DependencyKey(Database.self))
        #expect(error.path == [DependencyKey(JobQueue.self)])
    }

    @Test("a cycle is reported with its full path instead of overflowing the stack")
    func cycleIsDetected() throws {
        let container = Container()
        container.bind(CycleA.self) { container in
            _ = try container.resolveThrowing(CycleB.self)
            return CycleA()
        }
        container.bind(.singleton, to: CycleB.self) { container in
            _ = try container.resolveThrowing(CycleA.self)
            return CycleB()
        }
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(CycleA.self) }
        #expect(error.code == .circularDependency)
        #expect(error.path == [DependencyKey(CycleA.self), DependencyKey(CycleB.self), DependencyKey(CycleA.self)])
    }

    @Test("a cycle on the non-throwing path traps with the cycle message")
    func cycleTrapsOnAssertPath() throws {
        let container = Container()
        container.bind(CycleA.self) { container in
            _ = container.resolveAssert(CycleA.self)
            return CycleA()
        }
        let error = try #require(DiagnosticReporter.captureTrap { _ = container.resolve(CycleA.self) })
        #expect(error.code == .circularDependency)
        #expect(error.summary.contains("DIWrappersTests.CycleA -> DIWrappersTests.CycleA"))
    }

    @Test("same-named types from two modules or namespaces never collide")
    func qualifiedKeys() {
        let container = Container()
        container.bind(value: Billing.Config())
        #expect(container.resolve(Billing.Config.self)?.currency == "EUR")
        #expect(container.resolve(Analytics.Config.self) == nil)
        let error = DiagnosticReporter.captureTrap { _ = container.resolveAssert(Analytics.Config.self) }
        #expect(error?.key?.typeName == "DIWrappersTests.Analytics.Config")
    }

    @Test("a binding is keyed by its static type, even when the metatype passed is a subclass's")
    func keyedByStaticType() {
        let container = Container()
        let metatype: BaseService.Type = DerivedService.self
        container.bind(metatype, value: DerivedService())
        #expect(container.resolve(BaseService.self) is DerivedService)
        #expect(container.resolve(DerivedService.self) == nil)
    }
}
