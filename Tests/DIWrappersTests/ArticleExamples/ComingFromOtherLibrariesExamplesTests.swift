import DIEffects
import DITesting
import DIWrappers
import Foundation
import Testing

// The examples of Docs/DIToolkit.docc/ComingFromOtherLibraries.md, verbatim; each block is found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.

enum LoggingDependencies {
    static func register() {  // once, at launch
        Container.bind(
            .singleton, to: Logger.self,
            live: { _ in RemoteLogger() },
            test: { _ in ConsoleLogger() },
            preview: { _ in ConsoleLogger() })
    }
}

final class SignUpModel {
    @Inject var logger: Logger
}

final class SlackAlerts {
    @Inject("slack") var logger: Logger
}

final class AccountModel: CarriesDependencies {
    let carriedDependencies = CarriedDependencies.current
    @Inject var logger: Logger

    func loggerName() -> String {
        DependencyOverrides.withDependencies(from: self) { logger.name }
    }

    func settings() -> AccountModel {
        DependencyOverrides.withDependencies(from: self) { AccountModel() }
    }
}

final class AccountSession {
    let userID: Int
    let logger: Logger?

    init(userID: Int, logger: Logger?) {
        self.userID = userID
        self.logger = logger
    }
}

protocol Tracker {}

final class Cart {}

final class Exporter {}

final class CartScreen {
    @Inject var makeCart: Provider<Cart>  // a resolve on every call
    // a resolve on first use, kept
    @Inject var exporter: LazyProvider<Exporter>
    // a resolve on every call, with its argument
    @Inject var makeSession: ArgumentProvider<Int, AccountSession>

    func startOver() -> Cart { makeCart() }
    func switchUser(to userID: Int) -> AccountSession { makeSession(userID) }
}

final class CrashReporting {
    @Inject var tracker: Tracker?  // nil when nothing binds Tracker
}

enum InboxDependencies {
    static func register() {  // once, at launch
        Container.bind(
            .singleton, to: Logger.self,
            live: { _ in RemoteLogger() },
            test: { _ in ConsoleLogger() },
            launch: [
                // a UI test launches with -quietLogs
                .on(.argument("-quietLogs")) { _ in SlackLogger() },
                .on(.debug) { _ in ConsoleLogger() },
            ])
    }
}

enum SessionDependencies {
    static func register(clock: some Clock<Duration> = ContinuousClock()) {
        Container.bind(
            .timeToLive(.seconds(300), clock: clock), to: AccessToken.self
        ) { _ in AccessToken() }
        Container.main.decorate(AccessToken.self) { token in
            token.handOuts.add()
        }
        Container.main.decorateAll { value in
            print("resolved \(type(of: value))")
        }
    }
}

final class CheckoutStep {
    @WeakInject var coordinator: (any Coordinator)?
}

/// A token that counts how often it was handed out.
final class AccessToken: Sendable {
    let handOuts = HandOuts()
}

final class HandOuts: Sendable {
    private let count = Locked(0)

    func add() {
        count.withLock { $0 += 1 }
    }

    var value: Int {
        count.current
    }
}

func logSignUp() -> String {
    @Inject var logger: Logger  // resolved here, on each call
    return logger.name
}

struct Item: Equatable {
    let id: UUID
    let name: String
    let createdAt: Date
}

final class FeatureModel {
    var items: [Item] = []
    // the world in force when the model is made, as @Dependency captures it
    private let world = World.current

    func addButtonTapped() async throws {
        try await world.clock.sleep(for: .seconds(1))
        items.append(Item(id: world.uuid(), name: "", createdAt: world.now()))
    }
}

let quickStartDate = Date(timeIntervalSinceReferenceDate: 1_234_567_890)

@Suite("Coming from swift-dependencies, Factory or Swinject article")
struct ComingFromOtherLibrariesExamplesTests {
    @Test("Swinject's register with an argument compiles as written, its type inferred")
    func swinjectRegisterWithAnArgument() {
        let container = Container()
        container.register(AccountSession.self) { r, userID in
            AccountSession(userID: userID, logger: r.resolve(Logger.self))
        }
        let swinjectSession = container.resolve(AccountSession.self, argument: 42)
        #expect(swinjectSession?.userID == 42)
    }

    @Test("a function-local @Inject resolves where the function runs", .isolatedDependencies)
    func functionLocalInject() {
        LoggingDependencies.register()
        #expect(logSignUp() == "console")
        Container.withOverrides {
            $0.bind(Logger.self, value: SlackLogger())
        } operation: {
            #expect(logSignUp() == "slack")
        }
    }

    @Test("the QuickStart test: a model made in withWorld keeps that world")
    func feature() async throws {
        let model = withWorld {
            $0.clock = ImmediateClock()
            $0.now = CommonDependencies.Now.constant(quickStartDate)
            $0.uuid = CommonDependencies.UUIDs.incrementing()
        } operation: {
            FeatureModel()
        }

        try await model.addButtonTapped()
        #expect(
            model.items == [
                Item(
                    id: CommonDependencies.UUIDs.uuid(counting: 0), name: "",
                    createdAt: quickStartDate)
            ])
    }

    @Test(
        "the QuickStart test with its dependencies in the trait",
        .dependencies {
            $0.world.clock = ImmediateClock()
            $0.world.now = CommonDependencies.Now.constant(quickStartDate)
            $0.world.uuid = CommonDependencies.UUIDs.incrementing()
        })
    func featureWithTheTrait() async throws {
        let model = FeatureModel()
        try await model.addButtonTapped()
        #expect(model.items.map(\.createdAt) == [quickStartDate])
    }

    @Test("an @Inject made in an override and read after it misses the override", .isolatedDependencies)
    func readAfterTheOverride() {
        LoggingDependencies.register()
        let model = Container.withOverrides {
            $0.bind(Logger.self, value: SlackLogger())
        } operation: {
            SignUpModel()
        }
        // read after the operation: resolved here, without the override
        #expect(model.logger.name == "console")
    }
    @Test(
        "sign-up logs to the console",
        .dependencies { $0.bind(Logger.self, value: ConsoleLogger()) })
    func signUpLogsToTheConsole() {
        #expect(SignUpModel().logger.name == "console")
    }

    @Test("the launch wiring hands a test its test value", .isolatedDependencies)
    func launchWiringHandsOutTheTestValue() {
        LoggingDependencies.register()
        #expect(SignUpModel().logger.name == "console")
    }

    @Test("a test's fresh Container.main has none of the app's bindings", .isolatedDependencies)
    func freshStateHasNoBindings() {
        #expect(Container.main.resolve(Logger.self) == nil)
    }

    @Test("an override for a block of code ends with the block", .isolatedDependencies)
    func overrideForABlock() {
        LoggingDependencies.register()
        Container.withOverrides {
            $0.bind(Logger.self, value: SlackLogger())
        } operation: {
            #expect(SignUpModel().logger.name == "slack")
        }
        #expect(SignUpModel().logger.name == "console")
    }

    // Answers swift-dependencies Tests/DependenciesTests/DependencyTests.swift testExtendingLifetimeToChildModels.
    @Test("a model made in an override hands it to its settings model, read after the override", .isolatedDependencies)
    func carriedToAChild() {
        LoggingDependencies.register()
        let profile = Container.withOverrides {
            $0.bind(Logger.self, value: SlackLogger())
        } operation: {
            AccountModel()
        }
        #expect(profile.settings().loggerName() == "slack")
        #expect(AccountModel().loggerName() == "console")
    }

    @Test("a binding with an argument keeps one session per user", .isolatedDependencies)
    func argumentBinding() {
        Container.bind(.singleton, to: AccountSession.self) {
            (container, userID: Int) in
            AccountSession(userID: userID, logger: container.resolve(Logger.self))
        }
        let session = Container.main.resolve(AccountSession.self, argument: 42)
        #expect(session?.userID == 42)
        #expect(Container.main.resolve(AccountSession.self, argument: 42) === session)
        #expect(Container.main.resolve(AccountSession.self, argument: 7) !== session)
    }

    @Test(
        "a provider resolves on every call, a lazy provider once, an argument provider with its argument",
        .isolatedDependencies)
    func providers() {
        Container.bind(Cart.self) { _ in Cart() }
        Container.bind(Exporter.self) { _ in Exporter() }
        Container.bind(.singleton, to: AccountSession.self) { (_, userID: Int) in
            AccountSession(userID: userID, logger: nil)
        }
        let screen = CartScreen()
        #expect(screen.startOver() !== screen.startOver())
        #expect(screen.exporter.instance === screen.exporter.instance)
        #expect(screen.switchUser(to: 42).userID == 42)
        #expect(screen.switchUser(to: 42) === screen.switchUser(to: 42))
    }

    @Test("an optional @Inject is nil when nothing binds its type", .isolatedDependencies)
    func optionalInject() {
        #expect(CrashReporting().tracker == nil)
    }

    @Test("a UI test's launch argument chooses its logger before the test value", .isolatedDependencies)
    func loggerChosenByLaunch() {
        InboxDependencies.register()
        LaunchEnvironment.withLaunch(arguments: ["-quietLogs"]) {
            #expect(Container.resolveAssert(Logger.self) is SlackLogger)
        }
        LaunchEnvironment.withLaunch {
            DependencyIsolation.withFreshState {
                InboxDependencies.register()
                #expect(Container.resolveAssert(Logger.self) is ConsoleLogger)
            }
        }
    }

    @Test("a token is decorated on each hand-out and rebuilt after its time to live", .isolatedDependencies)
    func decoratedExpiringToken() async {
        let clock = TestClock()
        SessionDependencies.register(clock: clock)
        let token = Container.resolveAssert(AccessToken.self)
        #expect(Container.resolveAssert(AccessToken.self) === token)
        #expect(token.handOuts.value == 2)
        await clock.advance(by: .seconds(300))
        #expect(Container.resolveAssert(AccessToken.self) !== token)
    }

    @Test("a weakly injected coordinator is nil once released", .isolatedDependencies)
    func weakCoordinator() {
        var coordinator: AppCoordinator? = AppCoordinator()
        Container.bind((any Coordinator).self) { [weak coordinator] _ in coordinator ?? AppCoordinator() }
        let step = CheckoutStep()
        #expect(step.coordinator != nil)
        coordinator = nil
        #expect(step.coordinator == nil)
    }

    @Test("a plain bind hands out a new instance on every resolve; .singleton one", .isolatedDependencies)
    func lifetimes() {
        // a new RemoteLogger on every resolve
        Container.bind(Logger.self, value: RemoteLogger())
        Container.bind(.singleton, to: Database.self) { container in
            Database(logger: container.resolve(Logger.self))
        }
        #expect(Container.resolveAssert(Logger.self) !== Container.resolveAssert(Logger.self))
        #expect(Container.resolveAssert(Database.self) === Container.resolveAssert(Database.self))
    }

    @Test("a named binding is injected by its identifier", .isolatedDependencies)
    func namedBinding() {
        Container.bind(Logger.self, value: RemoteLogger())
        Container.bind(Logger.self, id: "slack", value: SlackLogger())
        #expect(SlackAlerts().logger.name == "slack")
    }
}

/// `!==` for two loggers, which are all classes.
private func !== (lhs: any Logger, rhs: any Logger) -> Bool {
    (lhs as AnyObject) !== (rhs as AnyObject)
}
