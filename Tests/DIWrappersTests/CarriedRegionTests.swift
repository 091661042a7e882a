import DIWrappers
import Testing

/// A view model that captured the dependencies it was made with; its `@Inject` reads run in them.
private final class JokeScreen: CarriesDependencies {
    let carriedDependencies = CarriedDependencies.current
    @Inject(ChuckNorrisServicing.self) private var service

    func joke() -> String {
        DependencyOverrides.withDependencies(from: self) { service.joke() }
    }

    func detail() -> JokeScreen {
        DependencyOverrides.withDependencies(from: self) { JokeScreen() }
    }
}

@Suite("Carried dependencies in a container")
struct CarriedRegionTests {
    // Answers swift-dependencies Tests/DependenciesTests/DependencyTests.swift testExtendingLifetimeToChildModels,
    // for a container's @Inject.
    @Test("a screen made in a test's override, read later outside it, injects the override; so does its child")
    func injectReadsTheCarriedOverride() {
        Container.withFreshMain {
            Container.bind(ChuckNorrisServicing.self, value: ChuckNorrisService())
            let screen = Container.withOverrides {
                $0.bind(ChuckNorrisServicing.self, value: ServiceMock())
            } operation: {
                JokeScreen()
            }
            #expect(JokeScreen().joke() == "live joke")
            #expect(screen.joke() == "mocked joke")
            #expect(screen.detail().joke() == "mocked joke")
        }
    }

    @Test("a singleton the region built from an override is the one the carried region sees, never a second")
    func carriedRegionKeepsItsInstances() {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        container.bind(.singleton, to: Database.self) { Database(logger: $0.resolve(Logger.self)) }
        let (inside, carried) = Container.withOverrides {
            $0.bind(Logger.self, value: ConsoleLogger())
        } operation: {
            (container.resolveAssert(Database.self), CarriedDependencies.current)
        }
        let live = container.resolveAssert(Database.self)
        let again = DependencyOverrides.withDependencies(from: carried) { container.resolveAssert(Database.self) }
        #expect(inside.logger?.name == "console" && live.logger?.name == "remote")
        #expect(again === inside)
    }

    @Test("a model made in a test's fresh main reaches that main later, from the process-wide state")
    func freshMainIsCarried() async {
        let screen = Container.withFreshMain {
            Container.bind(ChuckNorrisServicing.self, value: ServiceMock())
            return JokeScreen()
        }
        let joke = await Task.detached { screen.joke() }.value
        #expect(joke == "mocked joke")
    }
}
