import DICore
import DIEffects
import DIReader
import DITesting
import DIWrappers
import Testing

/// One rule for what a region builds: a value built while a preview, a simulated launch or a scenario decides which
/// of a dependency's declared values is used belongs to that region and is dropped with it, in every container and
/// every style, built synchronously or awaited.
@Suite("What a region builds stays in the region")
struct RegionBuiltValuesTests {
    /// A kept instance that says which declared value made it.
    final class Store: Sendable {
        let source: String

        init(_ source: String) {
            self.source = source
        }
    }

    /// A kept instance that holds a value read while it was built.
    final class Holder: Sendable {
        let held: String

        init(_ held: String) {
            self.held = held
        }
    }

    static func contextStore(in container: Container, scope: Scope = .singleton) {
        container.bind(
            scope, to: Store.self,
            live: { _ in Store("live") },
            test: { _ in Store("test") },
            preview: { _ in Store("preview") },
            launch: [.on(.argument("-emptyInbox")) { _ in Store("launch") }])
    }

    @Test("a singleton a preview builds from its preview value is its own: the next preview and the test build theirs")
    func previewSingletonStaysInThePreview() {
        let container = Container(name: "previewed")
        Self.contextStore(in: container)
        let first = PreviewRegion.run { container.resolveAssert(Store.self) }
        let second = PreviewRegion.run { container.resolveAssert(Store.self) }
        #expect(first.content.source == "preview")
        #expect(second.content.source == "preview")
        #expect(first.content !== second.content, "the second preview got the first preview's singleton")
        #expect(container.resolveAssert(Store.self).source == "test", "the test got the preview's singleton")
    }

    @Test("a weak instance a preview builds from its preview value is its own too")
    func previewWeakInstanceStaysInThePreview() {
        let container = Container(name: "previewed")
        Self.contextStore(in: container, scope: .weak)
        let preview = PreviewRegion.run { container.resolveAssert(Store.self) }
        #expect(preview.content.source == "preview")
        withExtendedLifetime(preview.content) {
            #expect(container.resolveAssert(Store.self).source == "test", "the test got the preview's instance")
        }
    }

    @Test("a singleton first built inside a simulated launch keeps the launch's value to the launch")
    func simulatedLaunchSingletonStaysInTheLaunch() {
        let container = Container(name: "launched")
        Self.contextStore(in: container)
        let launched = LaunchEnvironment.withLaunch(arguments: ["-emptyInbox"]) {
            container.resolveAssert(Store.self)
        }
        #expect(launched.source == "launch")
        #expect(container.resolveAssert(Store.self).source == "test", "the test got the simulated launch's singleton")
    }

    @Test("a singleton built in a region whose choice is the process's own is kept for the process")
    func regionThatChoosesNothingKeepsNothing() {
        let container = Container(name: "unchanged")
        Self.contextStore(in: container)
        let inLaunch = LaunchEnvironment.withLaunch(arguments: ["-unrelated"]) { container.resolveAssert(Store.self) }
        #expect(inLaunch.source == "test")
        #expect(container.resolveAssert(Store.self) === inLaunch)
    }

    @Test("a preview or a simulated launch builds its own even after the process kept its pick, which stays in place")
    func regionDoesNotReadTheProcessPick() {
        let container = Container(name: "kept first")
        Self.contextStore(in: container)
        container.bind(.singleton, to: Holder.self) { container in Holder(container.resolveAssert(Store.self).source) }
        // The holder's build makes the pick (it builds the store), so both are kept as the process's pick.
        let holder = container.resolveAssert(Holder.self)
        let process = (container.resolveAssert(Store.self), holder)
        let preview = PreviewRegion.run { (container.resolveAssert(Store.self), container.resolveAssert(Holder.self)) }
        let launched = LaunchEnvironment.withLaunch(arguments: ["-emptyInbox"]) {
            (container.resolveAssert(Store.self), container.resolveAssert(Holder.self))
        }
        #expect(process.0.source == "test")
        #expect(process.1.held == "test")
        #expect(preview.content.0.source == "preview", "the preview read the process's singleton")
        #expect(preview.content.1.held == "preview", "the preview read a singleton built from the process's pick")
        #expect(launched.0.source == "launch")
        #expect(launched.1.held == "launch")
        #expect(container.resolveAssert(Store.self) === process.0)
        #expect(container.resolveAssert(Holder.self) === process.1)
    }

    @Test("an awaited resolve in a preview builds its own even after the process kept its pick")
    func awaitedRegionDoesNotReadTheProcessPick() async throws {
        let container = Container(name: "kept first, awaited")
        Self.contextStore(in: container)
        let process = try await container.resolveAsync(Store.self)
        let preview = try await PreviewRegion.run { try await container.resolveAsync(Store.self) }
        #expect(preview.content.source == "preview")
        #expect(try await container.resolveAsync(Store.self) === process)
    }

    @Test("a singleton whose build reads no pick is the process's in a preview too")
    func singletonThatPicksNothingIsShared() {
        let container = Container(name: "plain")
        container.bind(.singleton, to: Holder.self) { _ in Holder("plain") }
        let process = container.resolveAssert(Holder.self)
        let preview = PreviewRegion.run { container.resolveAssert(Holder.self) }
        #expect(preview.content === process)
    }

    @Test("an awaited singleton whose factory reads a value a preview or a launch chose stays with that region")
    func awaitedBuildsStayInTheirRegion() async throws {
        let container = Container(name: "awaited")
        Self.contextStore(in: container, scope: .transient)
        container.bind(.singleton, to: Holder.self) { container async throws in
            Holder(try await container.resolveAsync(Store.self).source)
        }
        let preview = try await PreviewRegion.run { try await container.resolveAsync(Holder.self) }
        let launch = try await LaunchEnvironment.withLaunch(arguments: ["-emptyInbox"]) {
            try await container.resolveAsync(Holder.self)
        }
        #expect(preview.content.held == "preview")
        #expect(launch.held == "launch")
        #expect(try await container.resolveAsync(Holder.self).held == "test")
    }

    @Test("a synchronous singleton resolved with await in a preview is the preview's own")
    func awaitedResolveOfASynchronousSingleton() async throws {
        let container = Container(name: "awaited")
        Self.contextStore(in: container)
        let preview = try await PreviewRegion.run { try await container.resolveAsync(Store.self) }
        #expect(preview.content.source == "preview")
        #expect(try await container.resolveAsync(Store.self).source == "test")
    }

    @Test("a singleton whose factory reads the preview's world or static context is dropped with the preview")
    func otherStylesChoicesStayInThePreview() {
        let container = Container(name: "styles")
        container.bind(.singleton, to: Holder.self, id: "world") { _ in Holder(PreviewedWorld.current.name) }
        container.bind(.singleton, to: Holder.self, id: "reader") { _ in
            Holder(LiveAndTestScreen.resolve[\.name])
        }
        let preview = PreviewRegion.run {
            (container.resolveAssert(Holder.self, id: "world"), container.resolveAssert(Holder.self, id: "reader"))
        }
        #expect(preview.content.0.held == "preview")
        #expect(preview.content.1.held == "live")
        #expect(container.resolveAssert(Holder.self, id: "world").held == "test")
        #expect(container.resolveAssert(Holder.self, id: "reader").held == "test")
    }

    @Test("a singleton built from a preview scenario's overrides stays in the preview")
    func scenarioBuiltSingletonStaysInThePreview() {
        let container = Container(name: "scenario")
        container.bind(String.self, id: "inbox", live: { _ in "live" }, test: { _ in "test" })
        container.bind(.singleton, to: Holder.self) { container in
            Holder(container.resolveAssert(String.self, id: "inbox"))
        }
        let scenario = DependencyScenario("empty") { $0.bind(String.self, id: "inbox", value: "empty") }
        let preview = PreviewRegion.run(scenario: scenario) { container.resolveAssert(Holder.self) }
        #expect(preview.content.held == "empty")
        #expect(container.resolveAssert(Holder.self).held == "test")
    }
}

/// A world with a value for each context.
struct PreviewedWorld: AmbientWorld {
    var name: String
    static let live = PreviewedWorld(name: "live")
    static let test = PreviewedWorld(name: "test")
    static let preview = PreviewedWorld(name: "preview")
}
