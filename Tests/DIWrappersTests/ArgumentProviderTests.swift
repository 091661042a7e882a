@_spi(Testing) import DICore
import DIWrappers
import Testing

/// `ArgumentProvider`, written from the intent of Factory's Tests/FactoryTests/XCTests/FactoryParameterTests.swift
/// (a `ParameterFactory` held and called with its parameter) and of Swinject's Tests/SwinjectTests/ProviderTests.swift
/// (a provider resolves when called, and is `nil` when its type is not registered).
@Suite("Providers of bindings with arguments")
struct ArgumentProviderTests {
    final class Session: Sendable {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    final class AccountSwitcher {
        @Inject var makeSession: ArgumentProvider<Int, Session>
        @Inject var makeNamed: ArgumentProvider<(String, Int), Session>
        let container: Container

        init(container: Container) {
            self.container = container
        }
    }

    // Factory: FactoryParameterTests.swift, testParameterServiceResolutions.
    @Test("a provider resolves the binding with the arguments of each call: one, two or three")
    func resolvesWithCallArguments() throws {
        let container = Container()
        container.bind(Session.self) { (_, userID: Int) in Session(name: "user \(userID)") }
        container.bind(Session.self) { (_, name: String, userID: Int) in Session(name: "\(name) \(userID)") }
        container.bind(Session.self) { (_, name: String, userID: Int, admin: Bool) in
            Session(name: admin ? "admin \(name)" : name)
        }
        let one = try #require(container.resolve(ArgumentProvider<Int, Session>.self))
        let two = try #require(container.resolve(ArgumentProvider<(String, Int), Session>.self))
        let three = try #require(container.resolve(ArgumentProvider<(String, Int, Bool), Session>.self))
        #expect(one(7).name == "user 7")
        #expect(two("Ada", 7).name == "Ada 7")
        #expect(two(("Ada", 8)).name == "Ada 8")
        #expect(three("Ada", 7, true).name == "admin Ada")
    }

    // Swinject: ProviderTests.swift, testProviderDoesNotCreateInstanceUntilRequested; Factory:
    // FactoryParameterTests.swift, testScopeOnParameterServiceResolutions.
    @Test(
        "a provider builds nothing until called, then hands out what the scope keeps for each argument",
        arguments: [(Scope.transient, false), (.singleton, true)])
    func followsScopePerArgument(scope: Scope, same: Bool) throws {
        let container = Container()
        let builds = Counter()
        container.bind(scope, to: Session.self) { (_, userID: Int) in
            builds.next()
            return Session(name: "\(userID)")
        }
        let provider = try #require(container.resolve(ArgumentProvider<Int, Session>.self))
        #expect(builds.value == 0)
        let first = provider(1)
        #expect((provider(1) === first) == same)
        #expect(provider(2) !== first)
        #expect(builds.value == (same ? 2 : 3))
    }

    // Swinject: ProviderTests.swift, testProviderDoesNotResolveProviderIfBaseTypeIsNotRegistered.
    @Test("no provider when nothing binds the type with those argument types")
    func nilWhenUnbound() {
        let container = Container()
        container.bind(Session.self) { (_, name: String) in Session(name: name) }
        container.bind(Session.self) { _ in Session(name: "plain") }
        #expect(container.resolve(ArgumentProvider<String, Session>.self) != nil)
        #expect(container.resolve(ArgumentProvider<Int, Session>.self) == nil)
        #expect(Container().resolve(ArgumentProvider<String, Session>.self) == nil)
    }

    // Swinject: ProviderTests.swift, testContainerResolvesProviderWithName / DoesNotResolveProoviderWithWrongName.
    @Test("a provider of an identified binding answers only that identifier")
    func identified() {
        let container = Container()
        container.bind(Session.self, id: "guest") { (_, userID: Int) in Session(name: "guest \(userID)") }
        #expect(container.resolve(ArgumentProvider<Int, Session>.self, id: "guest")?(3).name == "guest 3")
        #expect(container.resolve(ArgumentProvider<Int, Session>.self, id: "admin") == nil)
        #expect(container.resolve(ArgumentProvider<Int, Session>.self) == nil)
    }

    // Factory: FactoryParameterTests.swift, testParameterRegistrationsAndResolutions (a registration made later
    // answers the parameter factory's next call).
    @Test("a provider reads the overrides active where it is called, not where it was made")
    func overridesWhereCalled() throws {
        let container = Container()
        container.bind(Session.self) { (_, userID: Int) in Session(name: "live \(userID)") }
        let provider = try #require(container.resolve(ArgumentProvider<Int, Session>.self))
        Container.withOverrides {
            $0.bind(.singleton, to: Session.self) { (_, userID: Int) in Session(name: "test \(userID)") }
        } operation: {
            #expect(provider(1).name == "test 1")
            #expect(provider(1) === provider(1))
        }
        #expect(provider(1).name == "live 1")
    }

    @Test("@Inject hands out argument providers from the owner's container")
    func injected() {
        let container = Container()
        container.bind(Session.self) { (_, userID: Int) in Session(name: "injected \(userID)") }
        container.bind(.singleton, to: Session.self) { (_, name: String, userID: Int) in Session(name: name) }
        let switcher = AccountSwitcher(container: container)
        #expect(switcher.makeSession(4).name == "injected 4")
        #expect(switcher.makeNamed("Ada", 1) === switcher.makeNamed("Ada", 1))
    }

    @Test("resolveThrowing of a provider nothing answers is notRegistered, naming the argument types to bind")
    func throwingUnbound() throws {
        let container = Container(name: "app")
        container.bind(Session.self) { (_, name: String) in Session(name: name) }
        let error = try #require(throws: DIError.self) {
            try container.resolveThrowing(ArgumentProvider<Int, Session>.self)
        }
        #expect(error.code == .notRegistered)
        #expect(error.fix.contains("Session is bound with arguments (Swift.String)"))
        #expect(error.fix.contains("the resolve gave arguments (Swift.Int)"))
    }

    @Test("a call after its binding is gone stops with notRegistered, naming the call and its arguments")
    func callAfterUnbindTraps() throws {
        let container = Container(name: "app")
        container.bind(Session.self) { (_, userID: Int) in Session(name: "\(userID)") }
        let provider = try #require(container.resolve(ArgumentProvider<Int, Session>.self))
        container.removeAll()
        let trapped = DiagnosticReporter.captureTrap { _ = provider(7) }
        #expect(trapped?.code == .notRegistered)
        #expect(trapped?.summary == "ArgumentProvider<Swift.Int, Session>(7) found no binding.")
        #expect(trapped?.location.fileID == "DIWrappersTests/ArgumentProviderTests.swift")
    }
}

extension ArgumentProviderTests.AccountSwitcher: Containerized {}
