import DIWiring
import DIWrappers
import Foundation
import Testing

@Suite("A resolution trace")
struct ResolutionTraceTests {
    final class Leaf: Sendable {}
    final class Middle: Sendable { init(leaf: Leaf) {} }
    final class Top: Sendable { init(middle: Middle, leaf: Leaf) {} }
    final class Unbound: Sendable {}
    final class Ring: Sendable { init(ring: Ring) {} }

    /// `Top` (transient, in "feature") needs `Middle` (singleton, in "app") and `Leaf` (singleton, in "app").
    static func containers() -> Container {
        let app = Container(name: "app")
        app.bind(.singleton, to: Leaf.self) { _ in Leaf() }
        app.bind(.singleton, to: Middle.self) { Middle(leaf: $0.resolveAssert()) }
        let feature = Container(name: "feature", parent: app)
        feature.bind(Top.self) { Top(middle: $0.resolveAssert(), leaf: $0.resolveAssert()) }
        return feature
    }

    @Test("prints each resolution indented under the build that asked for it, with lifetime, source and time")
    func indentedLines() {
        let feature = Self.containers()
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = feature.resolve(Top.self)
        }
        #expect(
            trace.lines == [
                "feature: WiringTests.ResolutionTraceTests.Top (transient, binding, <time>)",
                "  app: WiringTests.ResolutionTraceTests.Middle (singleton, parent, <time>)",
                "    app: WiringTests.ResolutionTraceTests.Leaf (singleton, parent, <time>)",
                "  app: WiringTests.ResolutionTraceTests.Leaf (singleton, parent, kept, <time>)",
            ])
    }

    @Test("says when a kept singleton was handed out instead of built")
    func keptSingleton() {
        let feature = Self.containers()
        _ = feature.resolve(Middle.self)
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = feature.resolve(Middle.self)
        }
        #expect(trace.lines == ["app: WiringTests.ResolutionTraceTests.Middle (singleton, parent, kept, <time>)"])
    }

    @Test("names an override as the source and a key nothing binds as not bound")
    func overrideAndMissing() {
        let feature = Self.containers()
        let trace = TraceLines()
        Container.withOverrides {
            $0.bind(Leaf.self, value: Leaf())
        } operation: {
            ResolutionTrace.printing(to: trace.output) {
                _ = feature.resolve(Top.self)
                _ = feature.resolve(Unbound.self)
            }
        }
        #expect(
            trace.lines == [
                "feature: WiringTests.ResolutionTraceTests.Top (transient, binding, <time>)",
                "  app: WiringTests.ResolutionTraceTests.Middle (singleton, parent, <time>)",
                "    override: WiringTests.ResolutionTraceTests.Leaf (override, <time>)",
                "  override: WiringTests.ResolutionTraceTests.Leaf (override, <time>)",
                "unbound: WiringTests.ResolutionTraceTests.Unbound (not bound)",
            ])
    }

    @Test("prints a failed resolution with its error as soon as it fails")
    func failure() {
        let container = Container(name: "loop")
        container.bind(Ring.self) { Ring(ring: try $0.resolveThrowing()) }
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = try? container.resolveThrowing(Ring.self)
        }
        let ring = "WiringTests.ResolutionTraceTests.Ring"
        #expect(
            trace.lines == [
                "loop: \(ring) (transient, binding, unfinished)",
                "  loop: \(ring) (transient, binding, <time>) failed: DI002: Circular dependency: \(ring) -> \(ring).",
            ])
    }

    @Test("is task-local: resolutions of a task running beside it are not printed")
    func taskLocal() async {
        let feature = Self.containers()
        let trace = TraceLines()
        let (started, go) = AsyncStream.makeStream(of: Void.self)
        let beside = Task {
            for await _ in started { break }
            _ = feature.resolve(Leaf.self)
        }
        await ResolutionTrace.printing(to: trace.output) {
            go.yield()
            await beside.value
            _ = feature.resolve(Middle.self)
        }
        #expect(
            trace.lines == [
                "app: WiringTests.ResolutionTraceTests.Middle (singleton, parent, <time>)",
                "  app: WiringTests.ResolutionTraceTests.Leaf (singleton, parent, kept, <time>)",
            ])
    }

    @Test("and a recording opened inside it both see every resolution")
    func nested() {
        let feature = Self.containers()
        let trace = TraceLines()
        let report = ResolutionTrace.printing(to: trace.output) {
            WiringReport.recording { feature.resolve(Top.self) }.report
        }
        #expect(trace.lines.count == 4)
        #expect(
            report.edges.map(\.description) == [
                "app: WiringTests.ResolutionTraceTests.Middle -> app: WiringTests.ResolutionTraceTests.Leaf (parent)",
                "feature: WiringTests.ResolutionTraceTests.Top -> app: WiringTests.ResolutionTraceTests.Leaf (parent)",
                "feature: WiringTests.ResolutionTraceTests.Top -> app: WiringTests.ResolutionTraceTests.Middle (parent)",
            ])
    }

    @Test("ends with its operation: resolutions after it are not printed")
    func endsWithOperation() {
        let feature = Self.containers()
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {}
        _ = feature.resolve(Top.self)
        #expect(trace.lines.isEmpty)
    }
}
