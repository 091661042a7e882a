import DIWrappers
import Testing

/// The existential a Swift 5 module builds when it passes an `AnyHashable` as `id:` (a warning there, an error in Swift 6).
private func passedFromSwift5(_ value: AnyHashable) -> any Hashable & Sendable {
    unsafeBitCast(value as any Hashable, to: (any Hashable & Sendable).self)
}

@Suite("Fusion's AnyHashable identifiers")
struct FusionIdentifierTests {
    @Test("an id bound as AnyHashable(\"slack\") is found by \"slack\", and the reverse")
    func anyHashableAndBaseFindEachOther() {
        let container = Container()
        let names: [AnyHashable] = ["slack", "mail"]
        container.bind(Logger.self, id: DependencyIdentifier(names[0]), value: SlackLogger())
        container.bind(Logger.self, id: "mail", value: RemoteLogger())
        #expect(container.resolve(Logger.self, id: "slack")?.name == "slack")
        #expect(container.resolve(Logger.self, id: DependencyIdentifier(names[1]))?.name == "remote")
    }

    @Test("Swift 5 code passing an AnyHashable as id: binds and resolves the value it holds")
    func swift5AnyHashable() {
        let container = Container()
        container.bind(Logger.self, id: passedFromSwift5(AnyHashable("slack")), value: SlackLogger())
        #expect(container.resolve(Logger.self, id: "slack")?.name == "slack")
        #expect(container.resolve(Logger.self, id: passedFromSwift5(AnyHashable("slack")))?.name == "slack")
    }

    @Test("@Inject with an AnyHashable identifier resolves the binding of its value")
    func injectWithAnyHashable() {
        struct View {
            @Inject(DependencyIdentifier(AnyHashable("slack"))) var logger: Logger
        }
        Container.withFreshMain {
            Container.bind(Logger.self, id: "slack", value: SlackLogger())
            #expect(View().logger.name == "slack")
        }
    }

    @Test("resolve finds nothing for id: 1 as UInt8 when 1 is bound, and reports that Fusion would have")
    func numericNearMissIsReported() throws {
        let container = Container()
        container.bind(id: 1, value: "one")
        let (found, reports) = DiagnosticReporter.collectReports { container.resolve(String.self, id: 1 as UInt8) }
        #expect(found == nil)
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.code == .migrationDifference)
        #expect(
            report.summary
                == "Container.resolve(String.self, id: 1) found no binding, but Fusion would have found "
                + "Swift.String, id 1 (a Swift.Int).")
        #expect(
            report.fix
                == "bind and resolve with the same identifier type: resolve with id: 1 as Int, "
                + "or bind with the type you resolve with.")
    }

    @Test("a miss with no AnyHashable-equal binding reports nothing")
    func plainMissIsSilent() {
        let container = Container()
        container.bind(id: 2, value: "two")
        let (found, reports) = DiagnosticReporter.collectReports { container.resolve(String.self, id: 1) }
        #expect(found == nil)
        #expect(reports.isEmpty)
    }

    @Test("resolveThrowing of a numeric near miss names the bound identifier's type in its fix")
    func numericNearMissInThrowingFix() throws {
        let container = Container(name: "numbers")
        container.bind(id: 1.0, value: "one")
        let error = try #require(throws: DIError.self) { try container.resolveThrowing(String.self, id: 1) }
        #expect(error.code == .notRegistered)
        #expect(
            error.fix.hasSuffix(
                "or use the bound identifier's own type: Swift.String, id 1.0 has a Swift.Double identifier, and "
                    + "identifiers compare their type, then their value (Fusion compared them as AnyHashable)."))
    }
}
