import DIRegistry
import DITesting
import DIWrappers
import Testing

// An app's Swinject code ported to DIWrappers' spellings, in a MainActor-by-default target, with DIRegistry imported
// too: its `Lazy` stays unqualified beside DIWrappers' `LazyProvider`.

final class Greeter {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class Cart {}

protocol Analytics {}

final class CheckoutModel {
    @Inject var makeCart: Provider<Cart>
    @Inject var lazyCart: LazyProvider<Cart>
    @Inject var analytics: Analytics?
}

final class GreetingScreen {
    @Inject var makeGreeter: ArgumentProvider<String, Greeter>
    @Inject var makeRepeated: ArgumentProvider<(String, Int), Greeter>
}

final class ReportStore {
    let cache = Lazy(builder: { [String]() })
}

@Suite("Swinject code ported to DIWrappers", .isolatedDependencies)
struct SwinjectPortTests {
    @Test("register { r, name in } and resolve(_:argument:) become bind and the same resolve")
    func arguments() throws {
        Container.main.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        Container.main.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in
            Greeter(name: String(repeating: name, count: times))
        }
        #expect(Container.main.resolve(Greeter.self, argument: "Ada")?.name == "Ada")
        let twice = Container.main.resolve(Greeter.self, arguments: "Ada", 2)
        #expect(twice?.name == "AdaAda")
        #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 2) === twice)
        let error = try #require(throws: DIError.self) { try Container.main.resolveThrowing(Greeter.self, argument: 1) }
        #expect(error.code == .notRegistered)
    }

    @Test("an override with arguments replaces the binding in the operation")
    func argumentOverride() {
        Container.main.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        Container.withOverrides {
            $0.bind(Greeter.self) { (_, name: String) in Greeter(name: "Test \(name)") }
        } operation: {
            #expect(Container.main.resolve(Greeter.self, argument: "Ada")?.name == "Test Ada")
        }
    }

    @Test(
        "Container.bind with arguments binds in Container.main; a cached override of two arguments keeps one per pair")
    func staticArgumentBindingAndCachedOverride() {
        Container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        Container.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in
            Greeter(name: String(repeating: name, count: times))
        }
        #expect(Container.main.resolve(Greeter.self, argument: "Ada")?.name == "Ada")
        #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 2)?.name == "AdaAda")
        Container.withOverrides {
            $0.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int, loud: Bool) in
                Greeter(name: loud ? name.uppercased() : name)
            }
        } operation: {
            let loud = Container.main.resolve(Greeter.self, arguments: "Ada", 1, true)
            #expect(loud?.name == "ADA")
            #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 1, true) === loud)
        }
        #expect(Container.main.resolve(Greeter.self, arguments: "Ada", 1, true) == nil)
    }

    @Test("a ParameterFactory held and called later becomes an injected ArgumentProvider")
    func argumentProviders() {
        Container.bind(Greeter.self) { (_, name: String) in Greeter(name: name) }
        Container.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in
            Greeter(name: String(repeating: name, count: times))
        }
        let screen = GreetingScreen()
        #expect(screen.makeGreeter("Ada").name == "Ada")
        #expect(screen.makeRepeated("Ada", 2) === screen.makeRepeated("Ada", 2))
        #expect(Container.main.resolve(ArgumentProvider<Int, Greeter>.self) == nil)
    }

    @Test("Provider, Lazy and T? injected from Container.main")
    func providersAndOptionals() {
        Container.main.bind(Cart.self) { _ in Cart() }
        let model = CheckoutModel()
        #expect(model.makeCart() !== model.makeCart())
        #expect(model.lazyCart.instance === model.lazyCart.instance)
        #expect(model.analytics == nil)
        #expect(Container.main.resolve(Cart?.self) != nil)
        #expect(ReportStore().cache.instance.isEmpty)
    }

    @Test("Swinject's register with four arguments, forward with arguments and a decorator told of new instances")
    func anyArity() throws {
        let container = Container()
        // As Swinject's README spells it: one expression, the argument types inferred from it.
        container.register(Greeter.self) { _, name, times, loud, suffix in
            Greeter(name: String(repeating: loud ? name.uppercased() : name, count: times) + (suffix as String))
        }
        let greeter = container.resolve(Greeter.self, arguments: "Ada", 2, true, "!")
        #expect(greeter?.name == "ADAADA!")

        container.bind(.singleton, to: Greeter.self) { (_, name: String, times: Int) in
            Greeter(name: String(repeating: name, count: times))
        }
        container.forward(AnyObject.self, to: Greeter.self, taking: String.self, Int.self) { $0 }
        let forwarded = container.resolve(AnyObject.self, arguments: "Bo", 2)
        #expect(forwarded === container.resolve(Greeter.self, arguments: "Bo", 2))

        var newness: [Bool] = []
        container.bind(.singleton, to: Cart.self) { _ in Cart() }
        container.decorate(Cart.self) { _, isNew in newness.append(isNew) }
        _ = container.resolve(Cart.self)
        _ = container.resolve(Cart.self)
        #expect(newness == [true, false])
    }
}
