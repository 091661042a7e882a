import DIWrappers
import Testing

/// `Provider<T>` and `LazyProvider<T>`, written from the intent of Swinject's Tests/SwinjectTests/ProviderTests.swift
/// and LazyTests.swift.
@Suite("Providers and lazy providers")
struct ProviderTests {
    final class Cart: Sendable {
        let owner: String

        init(owner: String = "live") {
            self.owner = owner
        }
    }

    final class CheckoutModel {
        @Inject var makeCart: Provider<Cart>
        @Inject var lazyCart: LazyProvider<Cart>
        let container: Container

        init(container: Container) {
            self.container = container
        }
    }

    struct MainCheckout {
        @Inject var makeCart: Provider<Cart>
    }

    // Swinject: ProviderTests.testProviderProvidesInstanceFromContainer.
    @Test("a provider resolves the binding of its type")
    func providesBinding() {
        let container = Container()
        container.bind(Cart.self) { _ in Cart(owner: "bound") }
        #expect(container.resolve(Provider<Cart>.self)?().owner == "bound")
        #expect(container.resolve(Provider<Cart>.self)?.instance.owner == "bound")
    }

    // Swinject: testProviderDoesNotCreateInstanceUntilRequested and testProviderResolveInstanceFromContainerEachTime.
    @Test("a provider builds nothing until called, then resolves on every call")
    func resolvesOnEachCall() throws {
        let container = Container()
        let builds = Counter()
        container.bind(Cart.self) { _ in
            builds.next()
            return Cart()
        }
        let provider = try #require(container.resolve(Provider<Cart>.self))
        #expect(builds.value == 0)
        _ = provider()
        _ = provider()
        #expect(builds.value == 2)
    }

    // Swinject: testContainerAlwaysProducesDifferentIncetanceInTransientScope / SameIncetanceInContainerScope.
    @Test(
        "a provider hands out what the binding's scope hands out",
        arguments: [(Scope.transient, false), (.singleton, true)])
    func followsScope(scope: Scope, same: Bool) throws {
        let container = Container()
        container.bind(scope, to: Cart.self) { _ in Cart() }
        let provider = try #require(container.resolve(Provider<Cart>.self))
        #expect((provider() === provider()) == same)
    }

    // Swinject: testProviderDoesNotResolveProviderIfBaseTypeIsNotRegistered.
    @Test("no provider when nothing binds its type")
    func nilWhenUnbound() {
        #expect(Container().resolve(Provider<Cart>.self) == nil)
        #expect(Container().resolve(LazyProvider<Cart>.self) == nil)
    }

    // Swinject: testContainerResolvesProviderWithName, testContainerDoesNotResolveProoviderWithWrongName.
    @Test("a provider of an identified binding answers only that identifier")
    func identified() {
        let container = Container()
        container.bind(Cart.self, id: "Hachi") { _ in Cart(owner: "Hachi") }
        #expect(container.resolve(Provider<Cart>.self, id: "Hachi")?().owner == "Hachi")
        #expect(container.resolve(Provider<Cart>.self, id: "Mimi") == nil)
    }

    @Test("a provider reads the overrides active where it is called, not where it was made")
    func overridesWhereCalled() throws {
        let container = Container()
        container.bind(Cart.self) { _ in Cart() }
        let madeOutside = try #require(container.resolve(Provider<Cart>.self))
        var madeInside: Provider<Cart>?
        Container.withOverrides {
            $0.bind(Cart.self) { _ in Cart(owner: "test") }
        } operation: {
            #expect(madeOutside().owner == "test")
            madeInside = container.resolve(Provider<Cart>.self)
        }
        let provider = try #require(madeInside)
        #expect(provider().owner == "live")
    }

    @Test("@Inject hands out providers from the owner's container")
    func injected() {
        let container = Container()
        container.bind(Cart.self) { _ in Cart(owner: "injected") }
        let model = CheckoutModel(container: container)
        #expect(model.makeCart().owner == "injected")
        #expect(model.makeCart() !== model.makeCart())
        #expect(model.lazyCart.instance === model.lazyCart.instance)
    }

    @Test("an injected provider of a type nothing binds is a notRegistered error naming that type")
    func injectedUnbound() throws {
        let error = try #require(throws: DIError.self) { try Container().resolveThrowing(Provider<Cart>.self) }
        #expect(error.code == .notRegistered)
        #expect(error.key == DependencyKey(Cart.self))
    }

    @Test("resolveThrowing of a provider derives it from its type's binding")
    func throwingResolve() throws {
        let container = Container()
        container.bind(Cart.self) { _ in Cart(owner: "thrown") }
        #expect(try container.resolveThrowing(Provider<Cart>.self)().owner == "thrown")
    }

    // Swinject: LazyTests.testContainerDoesNotCreateInstanceUntilRequested, testContainerResolveInstanceFromContainerOnlyOnce.
    @Test("a lazy provider resolves on first use only, and copies share the value")
    func lazyOnce() throws {
        let container = Container()
        let builds = Counter()
        container.bind(Cart.self) { _ in
            builds.next()
            return Cart()
        }
        let lazy = try #require(container.resolve(LazyProvider<Cart>.self))
        #expect(builds.value == 0)
        let copy = lazy
        #expect(lazy.instance === copy())
        #expect(builds.value == 1)
    }

    @Test("a lazy provider's first use reads the overrides active there")
    func lazyFirstUseInOverride() throws {
        let container = Container()
        container.bind(Cart.self) { _ in Cart() }
        let lazy = try #require(container.resolve(LazyProvider<Cart>.self))
        Container.withOverrides {
            $0.bind(Cart.self) { _ in Cart(owner: "test") }
        } operation: {
            #expect(lazy.instance.owner == "test")
        }
    }

    @Test("a binding of the provider type itself answers first")
    func ownBindingWins() {
        let container = Container()
        container.bind(Cart.self) { _ in Cart(owner: "from cart") }
        let other = Container()
        other.bind(Cart.self) { _ in Cart(owner: "from provider binding") }
        container.bind(Provider<Cart>.self, value: other.resolve(Provider<Cart>.self)!)
        #expect(container.resolve(Provider<Cart>.self)?().owner == "from provider binding")
    }

    @Test("an injected provider in a struct resolves from main, under the test's override")
    func injectedFromMain() {
        Container.withOverrides {
            $0.bind(Cart.self) { _ in Cart(owner: "main") }
        } operation: {
            #expect(MainCheckout().makeCart().owner == "main")
        }
    }

    @Test("a lazy provider resolves once under 8 racing first uses")
    func lazyRace() async throws {
        let container = Container()
        let builds = Counter()
        container.bind(Cart.self) { _ in
            builds.next()
            return Cart()
        }
        let lazy = try #require(container.resolve(LazyProvider<Cart>.self))
        let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(lazy.instance) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(seen.count == 1)
        #expect(builds.value == 1)
    }
}

extension ProviderTests.CheckoutModel: Containerized {}
