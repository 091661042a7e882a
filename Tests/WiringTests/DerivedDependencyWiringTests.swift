import DIWiring
import DIWrappers
import Foundation
import Testing

/// `T?`, `Provider<T>` and `LazyProvider<T>` in a trace, a wiring report and a verification: what they resolve is
/// `T`, and an optional nothing binds is no problem (Swinject's ProviderTests.swift and
/// ContainerTests.TypeForwarding.swift, "Optional resolving", in a recording).
@Suite("Derived dependencies in a trace, a report and a verification")
struct DerivedDependencyWiringTests {
    final class Cart: Sendable {}
    final class Tracker: Sendable {}
    final class Checkout: Sendable {
        let makeCart: Provider<Cart>
        let tracker: Tracker?

        init(makeCart: Provider<Cart>, tracker: Tracker?) {
            self.makeCart = makeCart
            self.tracker = tracker
        }
    }

    static func container() -> Container {
        let container = Container(name: "shop")
        container.bind(Cart.self) { _ in Cart() }
        container.bind(Checkout.self) { container in
            Checkout(
                makeCart: try container.resolveThrowing(Provider<Cart>.self), tracker: container.resolve(Tracker?.self))
        }
        return container
    }

    @Test("a provider's call is traced as a resolve of the type it provides")
    func providerCallInTrace() throws {
        let container = Self.container()
        let provider = try #require(container.resolve(Provider<Cart>.self))
        let trace = TraceLines()
        ResolutionTrace.printing(to: trace.output) {
            _ = provider()
        }
        #expect(trace.lines == ["shop: WiringTests.DerivedDependencyWiringTests.Cart (transient, binding, <time>)"])
    }

    @Test("a verification finds no problem in a provider of a bound type and an optional of an unbound one")
    func verificationAcceptsDerived() {
        let verification = Self.container().verify()
        #expect(verification.problems.isEmpty)
        #expect(verification.isValid)
    }

    @Test("a provider of a type nothing binds is reported missing by its type")
    func providerOfUnboundTypeIsMissing() {
        let container = Container(name: "shop")
        container.bind(Checkout.self) { container in
            Checkout(makeCart: try container.resolveThrowing(Provider<Cart>.self), tracker: nil)
        }
        let verification = container.verify()
        #expect(verification.problems.map(\.code) == [.notRegistered])
        #expect(verification.problems.first?.key == DependencyKey(Cart.self))
    }
}
