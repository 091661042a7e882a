@_spi(Testing) import DICore
import DIWrappers
import DocumentationChecks
import Foundation
import Testing

// The examples of the Fusion migration table (MigratingFromFusionAndVaccine.md and the summary in Migrating.md),
// compiled and run; each appears verbatim in a row of the table, so every API the table names exists. Fusion's own
// test cases, ported, are in FusionSeedTests.swift, which the table also draws on.

/// A view as Fusion's README writes one, plus the per-read form.
private struct TableAccountView {
    @Inject var logger: Logger
    @InjectEachRead var uuid: UUID
}

@Suite("Fusion migration table")
struct FusionMigrationTableTests {
    static let testPaths = [
        "Tests/DIWrappersTests/FusionMigrationTableTests.swift", "Tests/DIWrappersTests/FusionSeedTests.swift",
    ]

    /// Fusion 0.4's public API (Container.swift, Inject.swift, FusionError.swift) and its README's spellings.
    static let fusionAPI = [
        "Container(parent:)", "Container.main", "Container.ResolveBehavior", "ResolveBehavior.rawValue",
        "Container.Factory", "Container.ContainerFactory", "bind(_:to:id:factory:)", "bind(_:to:id:value:)",
        "unbind(type:id:)", "resolve(_:id:)", "resolveThrowing(_:id:)", "resolveAssert(_:id:)", "FusionError",
        "debugDescription", "@Inject", "Containerized", "register(value:)",
    ]

    @Test("every row of the Fusion table says what changed, and its example is compiled here")
    func tableHolds() throws {
        let table = try MigrationTable(
            documentPath: "Sources/DIWrappers/DIWrappers.docc/MigratingFromFusionAndVaccine.md",
            testPaths: Self.testPaths)
        #expect(table.problems(requiring: Self.fusionAPI) == [])
    }

    @Test("the Fusion summary table in Migrating.md holds too")
    func summaryHolds() throws {
        let table = try MigrationTable(documentPath: "Docs/DIToolkit.docc/Migrating.md", testPaths: Self.testPaths)
        #expect(table.problems() == [])
    }

    @Test("containers, main, and the README's bind and register spellings")
    func containersAndReadmeSpellings() {
        Container.withFreshMain {
            let parent = Container()
            let child = Container(parent: parent)
            parent.register(value: "Hello from my container!")
            #expect(child.resolve(String.self) == "Hello from my container!")
            Container.bind(Logger.self, value: RemoteLogger())
            #expect(Container.resolveAssert(Logger.self).name == "remote")
            Container.main = Container()
            #expect(Container.resolve(Logger.self) == nil)
        }
    }

    @Test("ResolveBehavior is Scope: its two cases, rawValue and init(rawValue:), and a switch that needs default")
    func resolveBehavior() {
        let behavior: Container.ResolveBehavior = .singleton
        #expect(behavior.rawValue == "singleton")
        #expect(Container.ResolveBehavior(rawValue: "singleton") == behavior)
        let description: String
        switch behavior {
        case .transient: description = "every resolve"
        case .singleton: description = "once"
        default: description = "another lifetime"
        }
        #expect(description == "once")
    }

    @Test("identifiers: an AnyHashable is written DependencyIdentifier(anyHashable); numbers keep their type")
    func identifiers() {
        let container = Container()
        let names: [AnyHashable] = ["slack"]
        container.bind(Logger.self, id: DependencyIdentifier(names[0]), value: SlackLogger())
        #expect(container.resolve(Logger.self, id: "slack")?.name == "slack")
        container.bind(id: 1, value: "one")
        let (missed, reports) = DiagnosticReporter.collectReports { container.resolve(String.self, id: 1 as UInt8) }
        #expect(missed == nil && reports.map(\.code) == [.migrationDifference])
    }

    @Test("keys are type identities: types of one name in two modules are two bindings")
    func typeIdentityKeys() {
        let container = Container()
        container.bind(value: Billing.Config())
        container.bind(value: Analytics.Config())
        #expect(container.resolve(Billing.Config.self)?.currency == "EUR")
        #expect(container.resolve(Analytics.Config.self)?.sampleRate == 0.5)
    }

    @Test("unbind(type:id:) removes a binding")
    func unbindTypeForm() {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        container.unbind(type: Logger.self)
        #expect(!container.isBound(Logger.self))
    }

    @Test("errors: a cycle is DI002, a missing binding DI001 from resolveThrowing and resolveAssert")
    func errors() throws {
        let container = Container()
        container.bind(CycleA.self) { container in
            _ = try container.resolveThrowing(CycleB.self)
            return CycleA()
        }
        container.bind(CycleB.self) { container in
            _ = try container.resolveThrowing(CycleA.self)
            return CycleB()
        }
        let cycle = try #require(throws: DIError.self) { try container.resolveThrowing(CycleA.self) }
        #expect(cycle.code == .circularDependency)
        do {
            _ = try container.resolveThrowing(Logger.self)
        } catch let error as DIError where error.code == .notRegistered {
            #expect(error.key == DependencyKey(Logger.self))
        }
        let trapped = DiagnosticReporter.captureTrap {
            let log: Logger = Container.resolveAssert(Logger.self)
            _ = log
        }
        #expect(trapped?.code == .notRegistered)
    }

    @Test("factories: concurrent by default, one at a time with serializesFactories: true")
    func serializedFactories() {
        let container = Container(name: "legacy", serializesFactories: true)
        #expect(container.serializesFactories)
        #expect(!Container().serializesFactories)
    }

    @Test("a parent's factory receives the child that asked")
    func parentFactoryReceivesChild() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.bind(Logger.self, value: RemoteLogger())
        parent.bind(Database.self) { container in Database(logger: container.resolve(Logger.self)) }
        child.bind(Logger.self, value: ConsoleLogger())
        #expect(child.resolveAssert(Database.self).logger?.name == "console")
    }

    @Test("debugDescription names the container and each binding, and runs no factory")
    func debugDescription() {
        let container = Container(name: "numbers")
        let builds = Counter()
        container.bind(.singleton, to: Int.self) { _ in builds.next() }
        #expect(container.debugDescription.hasPrefix("Container \"numbers\": 1 binding"))
        #expect(builds.value == 0)
    }

    @Test("@Inject resolves once and keeps the value; @InjectEachRead resolves on every read")
    func injectForms() {
        Container.withFreshMain {
            Container.bind(Logger.self, value: RemoteLogger())
            Container.bind(value: UUID())
            let view = TableAccountView()
            #expect(view.logger as AnyObject === view.logger as AnyObject)
            #expect(view.uuid != view.uuid)
        }
    }
}
