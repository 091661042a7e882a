import DIReader
import Foundation
import Testing

@Suite("Instance contexts: Corridor's README pattern")
struct InstanceContextTests {
    @Test("`var resolve = `default`` resolves from the live context")
    func defaultResolverIsLive() {
        let controller = Controller()
        #expect(controller.resolve.context is DefaultContext)
        #expect(controller.now != .distantPast)
    }

    @Test("withContext(Controller(), MockContext()) switches what the accessor extracts")
    func withContextSwitchesInstance() {
        let controller = withContext(Controller(), MockContext())
        #expect(controller.now == .distantPast)
        #expect(controller.title() == "Now is \(Date.distantPast)")
    }

    @Test("switching one instance leaves other instances live")
    func switchIsPerInstance() {
        let mocked = withContext(Controller(), MockContext())
        let live = Controller()
        #expect(mocked.now == .distantPast)
        #expect(live.now != .distantPast)
    }

    @Test("apply(_:) swaps the context of a resolver in place")
    func applySwapsContext() {
        var resolver: Resolver<Controller, AppContext> = Controller.default
        resolver.apply(FrozenContext())
        #expect(resolver[\.now] == frozenDate)
        #expect(resolver.context is FrozenContext)
    }

    @Test("a resolver built from a static member like `.mock` is usable as `resolve`")
    func mockResolverMember() {
        let controller = Controller()
        controller.resolve = Controller.mock
        #expect(controller.now == .distantPast)
    }

    @Test("a main-actor class conforms with an isolated conformance and switches like any other")
    @MainActor
    func mainActorScreen() {
        let screen = withContext(Screen(), MockContext())
        #expect(screen.title() == "Now is \(Date.distantPast)")
        #expect(Screen().now != .distantPast)
    }

    @Test("an accessor narrowed with `where Source == InlineParent` resolves for that type")
    func sourceNarrowedAccessor() {
        #expect(withContext(InlineParent(), FrozenContext()).parentOnlyNow == frozenDate)
    }

    @Test("description names source, context and the context value")
    func descriptionNamesEverything() {
        let resolver = withContext(Controller(), MockContext()).resolve
        #expect(resolver.description.hasPrefix("Resolver<Controller, AppContext> with MockContext"))
    }

    @Test(
        "a nested value extended with resolve[\\.nested] sees the parent's context",
        arguments: [
            (AnyAppContext(DefaultContext()), false),
            (AnyAppContext(MockContext()), true),
        ]
    )
    func extendPropagates(context: AnyAppContext, isMock: Bool) {
        let parent = withContext(Parent(), context.base)
        #expect((parent.nested.now == .distantPast) == isMock)
        #expect(type(of: parent.nested.resolve.context) == type(of: context.base))
    }

    @Test(
        "a lazily created value `resolve[Nested()]` sees the context its owner had on first access",
        arguments: [
            (AnyAppContext(DefaultContext()), false),
            (AnyAppContext(MockContext()), true),
        ]
    )
    func lazyPropagates(context: AnyAppContext, isMock: Bool) {
        let parent = withContext(LazyParent(), context.base)
        #expect((parent.contextAwareProperty.now == .distantPast) == isMock)
    }

    @Test("an inline `resolve[Nested()]` follows a context switched after creation")
    func inlineFollowsLaterSwitch() {
        var parent = InlineParent()
        #expect(parent.inlineResolved.now != .distantPast)
        parent = withContext(parent, MockContext())
        #expect(parent.inlineResolved.now == .distantPast)
    }

    @Test("propagation reaches two levels down: parent → nested → lazily created grandchild")
    func propagationIsTransitive() {
        let parent = withContext(Parent(), FrozenContext())
        let grandchild = parent.nested.resolve[LazyParent()]
        #expect(grandchild.contextAwareProperty.now == frozenDate)
    }
}

/// Wraps an `AppContext` so parameterised tests can pass it as an argument.
struct AnyAppContext: Sendable, CustomTestStringConvertible {
    let make: @Sendable () -> AppContext

    init(_ context: @autoclosure @escaping @Sendable () -> AppContext) {
        self.make = context
    }

    var base: AppContext {
        make()
    }

    var testDescription: String {
        String(describing: type(of: base))
    }
}
