import DIWiring
import DIWrappers
import Testing

/// Where Swinject's spellings show in a trace: a forwarded key resolves its target under it, and an
/// `initCompleted` step's resolutions sit under the instance it completes.
@Suite("Swinject's spellings in a resolution trace")
struct SwinjectSpellingsTraceTests {
    protocol Authenticating: AnyObject, Sendable {}
    final class Session: Authenticating {}
    final class Parent: @unchecked Sendable { var child: Child? }
    final class Child: Sendable { init(parent: Parent) {} }

    // Answers Swinject ContainerTests.TypeForwarding testContainerResolvesForwardedType.
    @Test("a forwarded key is traced with its target resolved under it, kept the second time")
    func forwarded() {
        let container = Container(name: "app")
        container.bind(.singleton, to: Session.self) { _ in Session() }
        container.forward((any Authenticating).self, to: Session.self) { $0 }
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = container.resolve((any Authenticating).self)
            _ = container.resolve((any Authenticating).self)
        }
        #expect(
            trace.lines == [
                "app: WiringTests.SwinjectSpellingsTraceTests.Authenticating (transient, binding, <time>)",
                "  app: WiringTests.SwinjectSpellingsTraceTests.Session (singleton, binding, <time>)",
                "app: WiringTests.SwinjectSpellingsTraceTests.Authenticating (transient, binding, <time>)",
                "  app: WiringTests.SwinjectSpellingsTraceTests.Session (singleton, binding, kept, <time>)",
            ])
    }

    // Answers Swinject ContainerTests.Circularity testContainerResolvesCircularDependencyOnProperties.
    @Test("an initCompleted step's resolutions are traced under the instance it completes")
    func initCompleted() {
        let container = Container(name: "app", defaultScope: .graph)
        container.bind(to: Parent.self) { _ in
            Parent()
        } initCompleted: { container, parent in
            parent.child = container.resolveAssert(Child.self)
        }
        container.bind(Child.self) { Child(parent: $0.resolveAssert(Parent.self)) }
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = container.resolve(Parent.self)
        }
        #expect(
            trace.lines == [
                "app: WiringTests.SwinjectSpellingsTraceTests.Parent (graph, binding, <time>)",
                "  app: WiringTests.SwinjectSpellingsTraceTests.Child (graph, binding, <time>)",
                "    app: WiringTests.SwinjectSpellingsTraceTests.Parent (graph, binding, <time>)",
            ])
    }
}
