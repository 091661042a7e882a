import DIEffects
import DIReader
import DIRegistry
import DIWrappers
import Foundation
import Testing

@Suite("Where each style's values come from, as a recording draws it")
struct StyleSourcesTests {
    final class Reader: Sendable {}

    /// The edges from `Reader`'s build (in a container named "probe") to what `read` reads.
    static func edges(reading read: @escaping @Sendable () -> Void) -> [String] {
        let container = Container(name: "probe")
        container.bind(Reader.self) { _ in
            read()
            return Reader()
        }
        let (_, report) = WiringReport.recording { container.resolve(Reader.self) }
        return report.edges.filter { $0.from == "probe: WiringTests.StyleSourcesTests.Reader" }.map {
            "\($0.to) (\($0.source.rawValue))"
        }
    }

    @Test("a registry read: its override, its assignment, its isolated assignment, its mock or its preview")
    func registry() {
        DependencyIsolation.withFreshState {
            #expect(Self.edges { _ = FlagsRegistry.shared } == ["registry: WiringTests.FlagsRegistry (mock)"])
            FlagsRegistry.withOverride(FlagsRegistry(region: "scoped")) {
                #expect(Self.edges { _ = FlagsRegistry.shared } == ["registry: WiringTests.FlagsRegistry (override)"])
            }
            FlagsRegistry.assignDesiredImplementation(to: FlagsRegistry(region: "eu"))
            #expect(Self.edges { _ = FlagsRegistry.shared } == ["registry: WiringTests.FlagsRegistry (isolated state)"])
        }
        DependencyIsolation.withFreshState {
            DependencyContext.withContext(.preview) {
                #expect(
                    Self.edges { _ = FlagsRegistry.shared } == ["registry: WiringTests.FlagsRegistry (preview value)"])
            }
        }
    }

    @Test("a static context read: its scoped switch, the test's own switch, or its declared test value")
    func staticContext() {
        DependencyIsolation.withFreshState {
            #expect(Self.edges { _ = Pricing.resolve } == ["static context: WiringTests.Pricing (test value)"])
            withContext(Pricing.self, LiveCurrency()) {
                #expect(Self.edges { _ = Pricing.resolve } == ["static context: WiringTests.Pricing (override)"])
            }
            Pricing.resolve = Resolver(context: LiveCurrency())
            #expect(Self.edges { _ = Pricing.resolve } == ["static context: WiringTests.Pricing (isolated state)"])
        }
    }

    @Test("a World read and its field call: the world of a withWorld scope, or the preview world")
    func world() {
        withWorld {
            $0 = World.mock()
        } operation: {
            #expect(
                Self.edges { _ = World.current.locale() } == [
                    "world: World (override)", "world: World.locale (override)",
                ])
        }
        DependencyContext.withContext(.preview) {
            #expect(
                Self.edges { _ = World.current.timeZone() } == [
                    "world: World (preview value)", "world: World.timeZone (preview value)",
                ])
        }
    }

    @Test("a binding with context values: the test value in a test, the preview value in a preview")
    func contextValues() {
        let container = Container(name: "themes")
        container.bind(
            Theme.self, live: { _ in Theme(name: "brand") }, test: { _ in Theme(name: "plain") },
            preview: { _ in Theme(name: "sketch") })
        container.bind(Reader.self) {
            _ = $0.resolveAssert(Theme.self)
            return Reader()
        }
        let (_, tested) = WiringReport.recording { container.resolve(Reader.self) }
        let (_, previewed) = DependencyContext.withContext(.preview) {
            WiringReport.recording { container.resolve(Reader.self) }
        }
        #expect(tested.edges.map(\.source) == [.testValue])
        #expect(previewed.edges.map(\.source) == [.previewValue])
    }

    @Test("a value chosen by a launch argument shows as a launch value, in a binding, a static context and a world")
    func launchValues() {
        let container = Container(name: "inbox")
        container.bind(
            Theme.self, live: { _ in Theme(name: "brand") }, test: { _ in Theme(name: "plain") },
            launch: [.on(.argument("-plainTheme")) { _ in Theme(name: "plain") }])
        container.bind(Reader.self) {
            _ = $0.resolveAssert(Theme.self)
            return Reader()
        }
        let (_, launched) = LaunchEnvironment.withLaunch(arguments: ["-plainTheme"]) {
            WiringReport.recording { container.resolve(Reader.self) }
        }
        let (_, tested) = LaunchEnvironment.withLaunch { WiringReport.recording { container.resolve(Reader.self) } }
        #expect(launched.edges.map(\.source) == [.launchValue])
        #expect(tested.edges.map(\.source) == [.testValue])
        LaunchEnvironment.withLaunch(arguments: ["-plainTheme"]) {
            #expect(
                Self.edges { _ = LaunchThemeScreen.resolve[\.name] } == [
                    "static context: WiringTests.LaunchThemeScreen (launch value)"
                ])
            #expect(
                Self.edges { _ = LaunchThemeWorld.current } == ["world: WiringTests.LaunchThemeWorld (launch value)"])
        }
    }

    @Test("verify() hands out the wiring its builds recorded, the same as wiringReport()")
    func verification() {
        let container = ShopWiring.makeCheckout(parent: ShopWiring.makeApp())
        let verification = withWorld {
            $0 = World.mock()
        } operation: {
            DependencyIsolation.withFreshState { container.verify() }
        }
        let report = withWorld {
            $0 = World.mock()
        } operation: {
            DependencyIsolation.withFreshState { container.wiringReport() }
        }
        #expect(verification.wiring == report)
        #expect(
            report.problems.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.cycle, .duplicateBinding, .missing])
        #expect(verification.problems.map(\.code) == [.circularDependency, .circularDependency, .notRegistered])
    }
}

/// A static context with a context for the launch argument `-plainTheme`.
enum LaunchThemeScreen: HasStaticContextStorage {
    typealias Context = Theme
    static let contextStorage = StaticContextStorage<LaunchThemeScreen, Theme>(
        live: Theme(name: "brand"), test: Theme(name: "test"),
        launch: [.on(.argument("-plainTheme"), Theme(name: "plain"))])
}

/// A world with a world for the launch argument `-plainTheme`.
struct LaunchThemeWorld: AmbientWorld {
    var theme: Theme
    static let live = LaunchThemeWorld(theme: Theme(name: "brand"))
    static let test = LaunchThemeWorld(theme: Theme(name: "test"))
    static let launch: [LaunchValue<LaunchThemeWorld>] = [
        .on(.argument("-plainTheme"), LaunchThemeWorld(theme: Theme(name: "plain")))
    ]
}
