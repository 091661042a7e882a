import DITesting
import DIWrappers
import Testing

// The examples of Docs/DIToolkit.docc/DesigningADependency.md, verbatim; each block is found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.

struct WeatherClient: Sendable {
    var forecast: @Sendable (_ city: String) -> String
}

extension WeatherClient {
    // the app's value talks to the real service
    static let live = WeatherClient { city in "sunny in \(city)" }
    static let preview = WeatherClient { city in "a calm day in \(city)" }
    static let unimplemented = WeatherClient { _ in
        DiagnosticReporter.report(.unimplemented("WeatherClient.forecast"))
        return ""
    }
}

struct RouteClient: Sendable {
    var distance: @Sendable (_ from: String, _ to: String) -> Int
    var duration: @Sendable (_ from: String, _ to: String) -> Int
}

extension RouteClient: TestDependency {
    static let liveValue = RouteClient(
        distance: { _, _ in 463 }, duration: { _, _ in 420 })
    // every endpoint reports when a test reaches it without changing it
    static let testValue = RouteClient(
        distance: { _, _ in unimplemented("RouteClient.distance") },
        duration: { _, _ in unimplemented("RouteClient.duration") })
}

func unimplemented(_ endpoint: String) -> Int {
    DiagnosticReporter.report(.unimplemented(endpoint))
    return 0
}

@Suite("Designing a dependency article")
struct DesigningADependencyExamplesTests {
    @Test("a binding with a value per context hands each context its own value")
    func eachContextGetsItsValue() {
        let container = Container()
        container.bind(
            WeatherClient.self,
            live: { _ in .live },
            test: { _ in .unimplemented },
            preview: { _ in .preview })
        let forecast = DependencyContext.withContext(.live) {
            container.resolveAssert(WeatherClient.self).forecast("Oslo")
        }
        #expect(forecast == "sunny in Oslo")
    }

    @Test("an unimplemented test value reports DI008 when the code calls it")
    func unimplementedValueReports() {
        let (_, reports) = DiagnosticReporter.collectReports {
            WeatherClient.unimplemented.forecast("Oslo")
        }
        #expect(reports.map(\.code) == [.unimplemented])
    }

    @Test(
        "the forecast test replaces the one endpoint it uses",
        .dependencies {
            $0.bind(WeatherClient.self, value: WeatherClient { _ in "rain" })
        })
    func forecastTestOverridesTheClient() {
        #expect(
            Container.main.resolveAssert(WeatherClient.self).forecast("Oslo")
                == "rain")
    }

    @Test(
        "a test changes the one endpoint it uses and keeps the others",
        .dependencies {
            $0.modify(RouteClient.self) { $0.distance = { _, _ in 12 } }
        })
    func changesOneEndpoint() {
        @Inject var routes: RouteClient
        #expect(routes.distance("Oslo", "Drammen") == 12)
    }

    @Test("the endpoints a test did not change still report", .isolatedDependencies)
    func unchangedEndpointsStillReport() {
        let (_, reports) = DiagnosticReporter.collectReports {
            Container.withOverrides {
                $0.modify(RouteClient.self) { $0.distance = { _, _ in 12 } }
            } operation: {
                _ = Container.main.resolveAssert(RouteClient.self).duration("A", "B")
            }
        }
        #expect(reports.map(\.code) == [.unimplemented])
    }
}
