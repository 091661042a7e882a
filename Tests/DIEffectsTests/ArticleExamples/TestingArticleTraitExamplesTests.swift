import DIEffects
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

// The Swift Testing trait examples of Docs/DIToolkit.docc/Testing.md, compiled and run.

@Suite(
    "Testing article: each test of an isolated suite has its own globals",
    .isolatedDependencies)
struct LaunchWiringTests {
    @Test("the launch wiring binds the live effects into this test's main")
    func launchBindsTheLiveEffects() {
        // a fresh, empty main
        #expect(!Container.main.isBound(URLRequester.self))
        bindJokeDependencies()
        #expect(Container.main.isBound(URLRequester.self))
    }

    @Test("the registry is this test's mock until this test assigns it")
    func registryStartsAsTheMock() {
        #expect(!JokeRegistry.hasDesiredImplementation)
        #expect(
            RegistryJokeViewModel().time == CommonDependencies.Now.referenceDate
        )
        setupJokeRegistry()
        #expect(JokeRegistry.hasDesiredImplementation)
    }
}

@Suite("Testing article: each test's dependency log")
struct DependencyLogArticleTests {
    @Test(
        "a new entry reaches no live value",
        .dependencyLog(failingOnLiveValues: true),
        .dependencies {
            $0.bind((any Logger).self, value: SilentLogger())
            $0.world.now = CommonDependencies.Now.constant(epoch)
        })
    func newEntryReachesNoLiveValue() {
        #expect(Journal().newEntry("Hello").date == epoch)
    }

    @Test("the log says where each of the journal's dependencies came from", .isolatedDependencies)
    func journalsLog() {
        bindLogger()
        let (_, log) = withWorld {
            $0.now = CommonDependencies.Now.constant(epoch)
        } operation: {
            DependencyLog.recording { Journal().newEntry("Hello") }
        }
        #expect(
            log.text == """
                Dependency log: 3 dependencies
                  Wrappers  main: DIEffectsTests.Logger (singleton, test value)
                  World     world: World (override)
                  World     world: World.now (override)
                """)
    }
}
