import DIEffects
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

// The Swift Testing trait examples of Docs/DIToolkit.docc/Testing.md, compiled and run.

@Suite("Testing article: each test of an isolated suite has its own globals", .isolatedDependencies)
struct LaunchWiringTests {
    @Test("the launch wiring binds the live effects into this test's own main container")
    func launchBindsTheLiveEffects() {
        #expect(!Container.main.isBound(URLRequester.self))  // a fresh, empty main
        bindJokeDependencies()
        #expect(Container.main.isBound(URLRequester.self))
    }

    @Test("the registry is this test's mock until this test assigns it")
    func registryStartsAsTheMock() {
        #expect(!JokeRegistry.hasDesiredImplementation)
        #expect(RegistryJokeViewModel().time == CommonDependencies.Now.referenceDate)
        setupJokeRegistry()
        #expect(JokeRegistry.hasDesiredImplementation)
    }
}
