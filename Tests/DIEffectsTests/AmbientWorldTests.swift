import DIEffects
import Foundation
import Testing

/// An app's own world, built from the same effects plus its own service, with a live and a test value.
private struct GreeterWorld: AmbientWorld {
    var effects: World
    var greeting: @Sendable () -> String

    static let live = GreeterWorld(effects: .live, greeting: { "live" })
    static let test = GreeterWorld(effects: .unimplemented(), greeting: { "test" })
}

/// A world that declares only its live value.
private struct LiveOnlyWorld: AmbientWorld {
    var greeting: @Sendable () -> String

    static let live = LiveOnlyWorld(greeting: { "live" })
}

@Suite("Custom ambient worlds")
struct AmbientWorldTests {
    @Test("a custom world is its test value outside any scope in a test, and scoped inside one")
    func customWorldScopes() {
        #expect(GreeterWorld.current.greeting() == "test")
        GreeterWorld.with {
            $0.greeting = { "mock" }
        } operation: {
            #expect(GreeterWorld.current.greeting() == "mock")
        }
        #expect(GreeterWorld.current.greeting() == "test")
    }

    @Test("a custom world is its live value in the live context, and live in a preview that declares none (DI017)")
    func customWorldPerContext() {
        #expect(DependencyContext.withContext(.live) { GreeterWorld.current.greeting() } == "live")
        let (greeting, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.preview) { GreeterWorld.current.greeting() }
        }
        #expect(greeting == "live")
        #expect(reports.map(\.code) == [.noPreviewValue])
    }

    @Test("a world with no test value hands a test its live value and reports DI010 once per test")
    func worldWithoutTestValueReports() throws {
        let (greetings, reports) = DiagnosticReporter.collectReports {
            [LiveOnlyWorld.current.greeting(), LiveOnlyWorld.current.greeting()]
        }
        #expect(greetings == ["live", "live"])
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.code == .noTestValue)
        #expect(report.summary.contains("LiveOnlyWorld.current"))
        #expect(report.description.contains("To fix, declare a test world"))
    }

    @Test("a world with no test value reports DI010 in every collecting scope that reads it")
    func worldWithoutTestValueReportsInEveryScope() {
        let reads = (0..<2).map { _ in
            DiagnosticReporter.collectReports { LiveOnlyWorld.current.greeting() }.1.map(\.code)
        }
        #expect(reads == [[.noTestValue], [.noTestValue]])
    }

    @Test("a custom world's scope is invisible to a concurrent task and independent of World's")
    func customWorldIsTaskLocal() async {
        await withWorld {
            $0.locale = CommonDependencies.Locales.constant(CommonDependencies.Locales.germany)
        } operation: {
            await GreeterWorld.with {
                $0.greeting = { "left" }
            } operation: {
                async let sibling = Task.detached { GreeterWorld.current.greeting() }.value
                #expect(await sibling == "test")
                #expect(GreeterWorld.current.greeting() == "left")
                #expect(World.current.locale().identifier == "de_DE")
            }
        }
    }

    @Test("withWorld for World is the same scope as World.with")
    func withWorldMatchesWith() {
        let epoch = Date(timeIntervalSince1970: 0)
        withWorld {
            $0.now = { epoch }
        } operation: {
            #expect(World.current.now() == epoch)
            World.with {
                $0.uuid = { UUID(uuidString: "00000000-0000-0000-0000-000000000001")! }
            } operation: {
                #expect(World.current.now() == epoch)
            }
        }
    }
}
