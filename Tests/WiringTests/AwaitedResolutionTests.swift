import DIWiring
import DIWrappers
import Testing

/// `resolveAsync` reports to a wiring recording and a resolution trace as the synchronous resolves do.
@Suite("Awaited resolutions in a recording and a trace")
struct AwaitedResolutionTests {
    final class Leaf: Sendable {}
    final class Store: Sendable { init(leaf: Leaf) {} }
    final class Session: Sendable { init(store: Store, leaf: Leaf) {} }
    final class Unbound: Sendable {}
    final class Ring: Sendable { init(ring: Ring) {} }

    /// `Session` (async, transient, in "feature") awaits `Store` (async singleton, in "app"), which resolves
    /// `Leaf` (singleton, in "app") synchronously; `Session` then awaits `Leaf` too.
    static func containers() -> Container {
        let app = Container(name: "app")
        app.bind(.singleton, to: Leaf.self) { _ in Leaf() }
        app.bind(.singleton, to: Store.self) { container async throws in
            await Task.yield()
            return Store(leaf: container.resolveAssert())
        }
        let feature = Container(name: "feature", parent: app)
        feature.bind(Session.self) { container async throws in
            let store = try await container.resolveAsync(Store.self)
            await Task.yield()
            return Session(store: store, leaf: try await container.resolveAsync(Leaf.self))
        }
        return feature
    }

    @Test("a trace prints an awaited resolve with what it resolved, awaited or not, indented under it")
    func traceIndentsAwaitedResolutions() async throws {
        let feature = Self.containers()
        let trace = TraceLines()
        try await ResolutionTrace.printing(to: trace.output) {
            _ = try await feature.resolveAsync(Session.self)
        }
        #expect(
            trace.lines == [
                "feature: WiringTests.AwaitedResolutionTests.Session (transient, binding, <time>)",
                "  app: WiringTests.AwaitedResolutionTests.Store (singleton, parent, <time>)",
                "    app: WiringTests.AwaitedResolutionTests.Leaf (singleton, parent, <time>)",
                "  app: WiringTests.AwaitedResolutionTests.Leaf (singleton, parent, kept, <time>)",
            ])
    }

    @Test("a recording of awaited resolves has each node and the edge from the build that asked")
    func recordingHasTheEdges() async throws {
        let feature = Self.containers()
        let (_, report) = try await WiringReport.recording {
            try await feature.resolveAsync(Session.self)
        }
        let session = "feature: WiringTests.AwaitedResolutionTests.Session"
        let store = "app: WiringTests.AwaitedResolutionTests.Store"
        let leaf = "app: WiringTests.AwaitedResolutionTests.Leaf"
        #expect(Set(report.nodes.map(\.id)) == [session, store, leaf])
        #expect(
            Set(report.edges) == [
                WiringEdge(from: session, to: store, source: .parent),
                WiringEdge(from: store, to: leaf, source: .parent),
                WiringEdge(from: session, to: leaf, source: .parent),
            ])
        #expect(report.problems.isEmpty)
    }

    @Test("an awaited override and an awaited key nothing binds are in the trace")
    func overrideAndMissing() async throws {
        let feature = Self.containers()
        let trace = TraceLines()
        try await Container.withOverrides {
            $0.bind(Leaf.self, value: Leaf())
        } operation: {
            try await ResolutionTrace.printing(to: trace.output) {
                _ = try await feature.resolveAsync(Leaf.self)
                _ = try? await feature.resolveAsync(Unbound.self)
            }
        }
        #expect(
            trace.lines == [
                "override: WiringTests.AwaitedResolutionTests.Leaf (override, <time>)",
                "unbound: WiringTests.AwaitedResolutionTests.Unbound (not bound)",
            ])
    }

    @Test("an awaited cycle is printed as soon as it fails, and is a problem of the recording")
    func cycle() async {
        let container = Container(name: "loop")
        container.bind(Ring.self) { container async throws in
            await Task.yield()
            return Ring(ring: try await container.resolveAsync(Ring.self))
        }
        let trace = TraceLines()
        let report = await ResolutionTrace.printing(to: trace.output) {
            await WiringReport.recording { _ = try? await container.resolveAsync(Ring.self) }.report
        }
        let ring = "WiringTests.AwaitedResolutionTests.Ring"
        #expect(
            trace.lines == [
                "loop: \(ring) (transient, binding, unfinished)",
                "  loop: \(ring) (transient, binding, <time>) failed: DI002: Circular dependency: \(ring) -> \(ring).",
            ])
        #expect(report.problems.map(\.kind) == [.cycle])
    }

    @Test("a synchronous resolve that fails inside an awaited build is one problem, at the key nothing binds")
    func failureInsideAnAwaitedBuild() async {
        let container = Container(name: "gap")
        container.bind(Session.self) { container async throws in
            await Task.yield()
            _ = try container.resolveThrowing(Unbound.self)
            return Session(store: Store(leaf: Leaf()), leaf: Leaf())
        }
        let (_, report) = await WiringReport.recording {
            _ = try? await container.resolveAsync(Session.self)
        }
        let session = "gap: WiringTests.AwaitedResolutionTests.Session"
        let unbound = "unbound: WiringTests.AwaitedResolutionTests.Unbound"
        #expect(report.problems.map(\.kind) == [.missing])
        #expect(report.problems.first?.node == unbound)
        #expect(report.edges.contains(WiringEdge(from: session, to: unbound, source: .binding)))
    }

    @Test("resolutions of child tasks a factory starts are indented under it")
    func childTasks() async throws {
        let feature = Self.containers()
        feature.bind(Leaf.self, id: "pair") { container async throws in
            async let first = container.resolveAsync(Leaf.self)
            async let second = container.resolveAsync(Leaf.self)
            _ = try await (first, second)
            return Leaf()
        }
        let trace = TraceLines()
        try await ResolutionTrace.printing(to: trace.output) {
            _ = try await feature.resolveAsync(Leaf.self, id: "pair")
        }
        #expect(trace.lines.count == 3)
        #expect(trace.lines.first?.hasPrefix("feature: WiringTests.AwaitedResolutionTests.Leaf") == true)
        #expect(trace.lines.dropFirst().allSatisfy { $0.hasPrefix("  app: WiringTests.AwaitedResolutionTests.Leaf") })
    }
}
