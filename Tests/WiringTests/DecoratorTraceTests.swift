import DIWiring
import DIWrappers
import Testing

/// Factory prints a decorated resolution like any other (FactoryCoreTests.testFactoryDecorators, traced); here the
/// trace's line says how many decorators ran.
@Suite("A resolution trace of decorated bindings")
struct DecoratorTraceTests {
    final class Leaf: Sendable {}
    final class Top: Sendable { init(leaf: Leaf) {} }

    @Test("a decorated binding's line says how many decorators ran, kept or built, awaited or not")
    func decoratedLines() async throws {
        let app = Container(name: "app")
        app.bind(.singleton, to: Leaf.self) { _ in Leaf() }
        app.bind(Top.self) { Top(leaf: $0.resolveAssert()) }
        app.decorate(Leaf.self) { _ in }
        app.decorateAll { _ in }
        let trace = TraceLines()
        try await ResolutionTrace.printing(to: trace.output) {
            _ = app.resolve(Top.self)
            _ = try await app.resolveAsync(Leaf.self)
        }
        #expect(
            trace.lines == [
                "app: WiringTests.DecoratorTraceTests.Top (transient, binding, 1 decorator, <time>)",
                "  app: WiringTests.DecoratorTraceTests.Leaf (singleton, binding, 2 decorators, <time>)",
                "app: WiringTests.DecoratorTraceTests.Leaf (singleton, binding, kept, 2 decorators, <time>)",
            ])
    }
}
