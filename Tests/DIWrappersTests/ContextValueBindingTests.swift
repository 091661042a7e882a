import DIWrappers
import Testing

private final class SilentLogger: Logger {
    let name = "silent"
}

@Suite("Bindings with a value per context")
struct ContextValueBindingTests {
    @Test("a test gets the binding's test value without re-binding; live and preview get theirs")
    func eachContextGetsItsValue() {
        let container = Container()
        container.bind(
            (any Logger).self,
            live: { _ in RemoteLogger() },
            test: { _ in SilentLogger() },
            preview: { _ in ConsoleLogger() })
        #expect(container.resolveAssert((any Logger).self).name == "silent")
        #expect(DependencyContext.withContext(.live) { container.resolveAssert((any Logger).self).name } == "remote")
        #expect(
            DependencyContext.withContext(.preview) { container.resolveAssert((any Logger).self).name } == "console")
    }

    @Test("a binding with no test value hands a test the live value and reports DI010 once per test")
    func noTestValueReports() throws {
        let container = Container()
        container.bind((any Logger).self, live: { _ in RemoteLogger() })
        let (names, reports) = DiagnosticReporter.collectReports {
            (0..<3).map { _ in container.resolveAssert((any Logger).self).name }
        }
        #expect(names == ["remote", "remote", "remote"])
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.code == .noTestValue)
        #expect(report.summary.hasPrefix("No test value: the binding of DIWrappersTests.Logger"))
        #expect(report.location.fileID == "DIWrappersTests/ContextValueBindingTests.swift")
        #expect(
            report.fix == "add a test value where it is bound, e.g. Container.bind(Logger.self, live: { … }, "
                + "test: { _ in … }), or override it for the test: "
                + "@Test(.dependencies { $0.bind(Logger.self, value: …) }).")
    }

    @Test(
        "a kept live-only instance reports DI010 in every collecting scope that reads it in the test context",
        arguments: [Scope.singleton, .lazy, .custom("session"), .weak])
    func keptLiveValueReportsInEveryScope(scope: Scope) {
        let container = Container()
        container.bind(scope, to: RemoteLogger.self, live: { _ in RemoteLogger() })
        let (built, first) = DiagnosticReporter.collectReports { container.resolveAssert(RemoteLogger.self) }
        let (kept, later) = DiagnosticReporter.collectReports { container.resolveAssert(RemoteLogger.self) }
        #expect(kept === built)
        #expect(first.map(\.code) == [.noTestValue])
        #expect(later.map(\.code) == [.noTestValue])
        #expect(later.first?.description == first.first?.description)
    }

    @Test("a kept live-only singleton read in the live or preview context reports nothing")
    func keptLiveValueOutsideTheTestContext() {
        let container = Container()
        container.bind(.singleton, to: RemoteLogger.self, live: { _ in RemoteLogger() })
        let (_, reports) = DiagnosticReporter.collectReports {
            for context in [DependencyContext.live, .preview, .live] {
                _ = DependencyContext.withContext(context) { container.resolveAssert(RemoteLogger.self) }
            }
        }
        #expect(reports.isEmpty)
    }

    @Test("a preview with no preview value gets the live value and is told so (DI017), once")
    func previewFallsBackToLive() {
        let container = Container()
        container.bind((any Logger).self, live: { _ in RemoteLogger() }, test: { _ in SilentLogger() })
        let (names, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.preview) {
                [container.resolveAssert((any Logger).self).name, container.resolveAssert((any Logger).self).name]
            }
        }
        #expect(names == ["remote", "remote"])
        #expect(reports.map(\.code) == [.noPreviewValue])
    }

    @Test("a singleton with values per context is built once, from the test factory in a test")
    func singletonPerContext() {
        Container.withFreshMain {
            Container.bind(
                .singleton, to: (any Logger).self, live: { _ in RemoteLogger() }, test: { _ in SilentLogger() })
            let first = Container.resolveAssert((any Logger).self)
            #expect(first.name == "silent")
            #expect(Container.resolveAssert((any Logger).self) as AnyObject === first as AnyObject)
        }
    }

    @Test("an override still wins over a binding with values per context")
    func overrideWins() {
        let container = Container()
        container.bind((any Logger).self, live: { _ in RemoteLogger() }, test: { _ in SilentLogger() })
        Container.withOverrides {
            $0.bind((any Logger).self, value: SlackLogger())
        } operation: {
            #expect(container.resolveAssert((any Logger).self).name == "slack")
        }
    }

    @Test("the plain bind is the same in every context and never reported")
    func plainBindIsContextIndependent() {
        let container = Container()
        container.bind((any Logger).self, value: RemoteLogger())
        let (names, reports) = DiagnosticReporter.collectReports {
            DependencyContext.allCases.map { context in
                DependencyContext.withContext(context) { container.resolveAssert((any Logger).self).name }
            }
        }
        #expect(names == ["remote", "remote", "remote"])
        #expect(reports.isEmpty)
    }
}
