import DIWrappers
import Testing

/// Bindings with arguments of any number, written from the intent of Swinject's 1–9 argument registrations
/// (Sources/Container.Arguments.swift) and Factory's `ParameterFactory`: one spelling for every arity, forwarding,
/// overrides, register and providers included.
@Suite("Arguments of any number")
struct ArgumentArityTests {
    final class Greeter: Sendable {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    protocol Animal: AnyObject, Sendable {
        var name: String { get }
    }

    final class Cat: Animal {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    protocol Account: AnyObject, Sendable {
        var userID: Int { get }
    }

    final class Session: Account {
        let userID: Int

        init(userID: Int) {
            self.userID = userID
        }
    }

    final class Builds: Sendable {
        private let count = Locked(0)

        var value: Int { count.withLock { $0 } }

        func record() {
            count.withLock { $0 += 1 }
        }
    }

    @Test("a factory takes one, two, three, four or nine arguments, given by the resolve")
    func anyArity() {
        let container = Container()
        container.bind(Greeter.self) { (_, a: String) in Greeter(name: a) }
        container.bind(Greeter.self) { (_, a: String, b: Int) in Greeter(name: "\(a)\(b)") }
        container.bind(Greeter.self) { (_, a: String, b: Int, c: Bool) in Greeter(name: "\(a)\(b)\(c)") }
        container.bind(Greeter.self) { (_, a: String, b: Int, c: Bool, d: Double) in
            Greeter(name: "\(a)\(b)\(c)\(d)")
        }
        container.bind(Greeter.self) {
            (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: String) in
            Greeter(name: "\(a + b + c + d + e + f + g + h)\(i)")
        }
        #expect(container.resolve(Greeter.self, argument: "1")?.name == "1")
        #expect(container.resolve(Greeter.self, arguments: "1")?.name == "1")
        #expect(container.resolve(Greeter.self, arguments: "1", 2)?.name == "12")
        #expect(container.resolve(Greeter.self, arguments: "1", 2, true)?.name == "12true")
        #expect(container.resolve(Greeter.self, arguments: "1", 2, true, 0.5)?.name == "12true0.5")
        #expect(container.resolve(Greeter.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, "!")?.name == "36!")
    }

    @Test("Container.bind, scoped or not, and resolveThrowing take nine arguments, with an identifier")
    func nineArgumentsOnMain() throws {
        try Container.withFreshMain {
            Container.bind(Greeter.self, id: "sum") {
                (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
                Greeter(name: "\(a + b + c + d + e + f + g + h + i)")
            }
            Container.bind(.singleton, to: Greeter.self) {
                (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
                Greeter(name: "kept \(a + b + c + d + e + f + g + h + i)")
            }
            let main = Container.main
            let sum = try main.resolveThrowing(Greeter.self, id: "sum", arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9)
            #expect(sum.name == "45")
            let kept = main.resolve(Greeter.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9)
            #expect(kept?.name == "kept 45")
            #expect(main.resolve(Greeter.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9) === kept)
        }
    }

    @Test("a scoped binding of four arguments keeps one instance per distinct four")
    func scopedFour() {
        let container = Container()
        container.bind(.singleton, to: Greeter.self) { (_, a: String, b: Int, c: Bool, d: String) in
            Greeter(name: "\(a)\(b)\(c)\(d)")
        }
        let first = container.resolve(Greeter.self, arguments: "Ada", 1, true, "x")
        #expect(first != nil)
        #expect(container.resolve(Greeter.self, arguments: "Ada", 1, true, "x") === first)
        #expect(container.resolve(Greeter.self, arguments: "Ada", 1, true, "y") !== first)
        #expect(container.resolve(Greeter.self, arguments: "Ada", 1, false, "x") !== first)
    }

    @Test("a scoped binding of one argument keeps one instance per argument, told apart from a pair's")
    func scopedOne() {
        let container = Container()
        container.bind(.singleton, to: Greeter.self) { (_, name: String) in Greeter(name: name) }
        let ada = container.resolve(Greeter.self, argument: "Ada")
        #expect(container.resolve(Greeter.self, arguments: "Ada") === ada)
        #expect(container.resolve(Greeter.self, argument: "Grace") !== ada)
    }

    @Test("an override replaces a binding of five arguments, scoped or not, for its duration")
    func overrideFive() {
        let container = Container()
        container.bind(Greeter.self) { (_, a: String, b: Int, c: Int, d: Int, e: Int) in
            Greeter(name: "live \(a)\(b + c + d + e)")
        }
        Container.withOverrides {
            $0.bind(.singleton, to: Greeter.self) { (_, a: String, b: Int, c: Int, d: Int, e: Int) in
                Greeter(name: "test \(a)\(b + c + d + e)")
            }
        } operation: {
            let greeter = container.resolve(Greeter.self, arguments: "Ada", 1, 2, 3, 4)
            #expect(greeter?.name == "test Ada10")
            #expect(container.resolve(Greeter.self, arguments: "Ada", 1, 2, 3, 4) === greeter)
        }
        #expect(container.resolve(Greeter.self, arguments: "Ada", 1, 2, 3, 4)?.name == "live Ada10")
    }

    @Test("register with arguments compiles as a Swinject user writes it, its types inferred from the factory")
    func swinjectRegister() {
        let container = Container()
        container.register(Animal.self) { r, name in Cat(name: name) }
        container.register(Animal.self, id: "aged") { _, name, age in Cat(name: name + " \(age as Int)") }
        #expect(container.resolve(Animal.self, argument: "Mimi")?.name == "Mimi")
        #expect(container.resolve(Animal.self, id: "aged", arguments: "Mimi", 3)?.name == "Mimi 3")
        #expect(container.resolve(Animal.self, argument: "Mimi") !== container.resolve(Animal.self, argument: "Mimi"))
    }

    @Test("forward answers a type with the instance its target builds for the same arguments")
    func forwardWithArguments() throws {
        let container = Container()
        container.bind(.singleton, to: Session.self) { (_, userID: Int) in Session(userID: userID) }
        container.forward((any Account).self, to: Session.self, taking: Int.self) { $0 }
        let account = try #require(container.resolve((any Account).self, argument: 7))
        #expect(account.userID == 7)
        #expect(account === container.resolve(Session.self, argument: 7))
        #expect(container.resolve((any Account).self, argument: 8)?.userID == 8)
        #expect(container.resolve((any Account).self) == nil)
    }

    @Test("forward of a binding of two arguments, and what its resolve reports when the target is missing")
    func forwardTwoArguments() throws {
        let container = Container()
        container.bind(Session.self) { (_, userID: Int, offset: Int) in Session(userID: userID + offset) }
        container.forward((any Account).self, to: Session.self, taking: Int.self, Int.self) { $0 }
        container.forward((any Account).self, id: "lost", to: Session.self, taking: String.self) { $0 }
        #expect(container.resolve((any Account).self, arguments: 7, 1)?.userID == 8)
        let error = try #require(throws: DIError.self) {
            try container.resolveThrowing((any Account).self, id: "lost", argument: "7")
        }
        #expect(error.code == .notRegistered)
        #expect(
            error.summary
                == "Container.forward(Account.self, id: \"lost\", to: Session.self, taking: Swift.String) found no binding."
        )
    }

    @Test("an ArgumentProvider takes four arguments")
    func providerOfFour() throws {
        let container = Container()
        container.bind(Greeter.self) { (_, a: String, b: Int, c: Bool, d: Double) in
            Greeter(name: "\(a)\(b)\(c)\(d)")
        }
        let make = try #require(container.resolve(ArgumentProvider<(String, Int, Bool, Double), Greeter>.self))
        #expect(make("Ada", 1, true, 0.5).name == "Ada1true0.5")
    }

    @Test("a Provider resolved with arguments builds with them on each call, a LazyProvider once")
    func providerAndLazyWithArguments() throws {
        let container = Container()
        let builds = Builds()
        container.bind(Greeter.self) { (_, name: String, times: Int) in
            builds.record()
            return Greeter(name: String(repeating: name, count: times))
        }
        let provider = try #require(container.resolve(Provider<Greeter>.self, arguments: "a", 2))
        #expect(provider().name == "aa")
        #expect(provider.instance !== provider.instance)
        #expect(builds.value == 3)
        let lazy = try #require(container.resolve(LazyProvider<Greeter>.self, arguments: "b", 3))
        #expect(builds.value == 3)
        #expect(lazy.instance.name == "bbb")
        #expect(lazy.instance === lazy.instance)
        #expect(builds.value == 4)
        let thrown = try container.resolveThrowing(Provider<Greeter>.self, arguments: "c", 1)
        #expect(thrown().name == "c")
        #expect(container.resolve(Provider<Greeter>.self, argument: "no binding takes one String") == nil)
    }

    @Test("a resolve of a nine-argument binding with other types names the types it is bound with")
    func mismatchNamesTypes() throws {
        let container = Container()
        container.bind(Greeter.self) {
            (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: String) in Greeter(name: i)
        }
        let error = try #require(throws: DIError.self) {
            try container.resolveThrowing(Greeter.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9)
        }
        #expect(error.code == .notRegistered)
        #expect(
            error.fix.contains(
                "Greeter is bound with arguments (Swift.Int, Swift.Int, Swift.Int, Swift.Int, Swift.Int, Swift.Int, "
                    + "Swift.Int, Swift.Int, Swift.String)"))
        #expect(
            error.fix.contains(
                "the resolve gave arguments (Swift.Int, Swift.Int, Swift.Int, Swift.Int, Swift.Int, Swift.Int, "
                    + "Swift.Int, Swift.Int, Swift.Int)"))
    }
}
