import DIEffects
import DITesting
import DIWrappers
import LaunchApp
import Testing

/// A flow the test owns, so it decides when the flow goes away.
final class TestFlow: CheckoutFlow {
    func finish() {}
}

/// Factory's decorator, time to live and weak lazy injection, from an app team's MainActor-by-default package.
@Suite("Factory's modifiers from an app package", .isolatedDependencies)
struct SessionWiringTests {
    @Test("the token is decorated on each hand-out, logged by main's decorator, and rebuilt after five minutes")
    func decoratedExpiringToken() async {
        let clock = TestClock()
        var lines: [String] = []
        SessionWiring.register(clock: clock) { lines.append($0) }
        let token = Container.resolveAssert(AccessToken.self)
        #expect(Container.resolveAssert(AccessToken.self) === token)
        #expect(token.handOuts == 2)
        #expect(lines == ["resolved AccessToken", "resolved AccessToken"])
        await clock.advance(by: .seconds(300))
        #expect(Container.resolveAssert(AccessToken.self) !== token)
        #expect(await Container.main.verify().isValid)
    }

    @Test("a screen's weakly injected flow is there while the flow lives, and nil after")
    func weaklyInjectedFlow() {
        var flow: TestFlow? = TestFlow()
        Container.bind((any CheckoutFlow).self) { [weak flow] _ in flow ?? TestFlow() }
        let screen = PaymentScreen()
        #expect(screen.hasFlow)
        flow = nil
        #expect(!screen.hasFlow)
    }
}
