import DIEffects
import DIReader
import DIRegistry
import DIWrappers

/// The example app's wiring: two containers, a registry, a static context and the `World`.
///
/// The blocks of `Docs/DIToolkit.docc/DebuggingTheWiring.md` marked as compiled here are copied verbatim
/// from this file.
package enum AppWiring {
    /// Binds the app's services: shared ones in `app`, the jokes screen's in `jokes`, a child of `app`.
    package static func makeContainers() -> Container {
        let app = Container(name: "app")
        app.bind(.singleton, to: AppLogger.self) { _ in AppLogger() }
        app.bind(.singleton, to: JokeAPI.self) { container in
            JokeAPI(
                request: World.current.urlRequest, logger: container.resolveAssert())
        }
        app.bind(.weak, to: JokeCache.self) { _ in JokeCache() }

        let jokes = Container(name: "jokes", parent: app)
        jokes.bind(JokeFormatter.self) { _ in
            JokeFormatter(tone: JokeTone.resolve.context.tone)
        }
        jokes.bind(JokeViewModel.self) { container in
            JokeViewModel(
                api: container.resolveAssert(), cache: container.resolveAssert(),
                formatter: container.resolveAssert(), settings: SettingsRegistry.shared,
                openedAt: World.current.now())
        }
        return jokes
    }

    /// Assigns the app's registries, as its launch does.
    package static func setupRegistries() {
        SettingsRegistry.assignDesiredImplementation(
            to: SettingsRegistry(jokesPerPage: 10))
    }

    /// The app's wiring: its containers built from the screen it opens, and its registries.
    package static func wiringReport() -> WiringReport {
        setupRegistries()
        return makeContainers().wiringReport(entryPoints: [DependencyKey(JokeViewModel.self)])
            .merging(BaseRegistry.wiringReport())
    }
}
