import DIEffects
import DIReader
import DIRegistry
import DIWrappers
import Foundation

// App code written the way each style's documentation shows it, compiled with complete
// concurrency checking (Swift 6 language mode) and -warnings-as-errors in CI.

/// An app-wide logging protocol.
protocol AppLogger: Sendable {
    func log(_ message: String) -> String
}

/// The live logger.
struct ConsoleLogger: AppLogger {
    func log(_ message: String) -> String { "console: \(message)" }
}

/// A main-actor view model, bound and resolved from the main actor.
@MainActor
final class ProfileViewModel {
    var title = "Profile"
    let logger: any AppLogger

    init(logger: any AppLogger) {
        self.logger = logger
    }
}

/// DIWrappers: a `Containerized` main-actor screen with `@Inject` properties.
@MainActor
final class ProfileScreen: Containerized {
    let container: Container

    @Inject var viewModel: ProfileViewModel
    @Inject("audit") var auditLogger: any AppLogger

    init(container: Container) {
        self.container = container
    }
}

/// DIWrappers: a Sendable service using `@Inject` from `Container.main`.
struct Greeting: Sendable {
    @Inject var logger: any AppLogger

    func text() -> String { logger.log("hello") }
}

/// DIRegistry: a Floatation-style registry.
final class ServicesRegistry: Registry, @unchecked Sendable {
    let logger: any AppLogger

    required init(logger: any AppLogger) {
        self.logger = logger
        super.init()
    }

    static func createMockShared() -> ServicesRegistry {
        ServicesRegistry(logger: ConsoleLogger())
    }
}

/// DIReader: an app context and a feature with a static context.
struct AppContext: Sendable {
    var now: @Sendable () -> Date
    var logger: any AppLogger
}

/// DIReader: a feature reading its static context.
enum ClockFeature: HasStaticContextStorage {
    typealias Context = AppContext
    static let contextStorage = StaticContextStorage<ClockFeature, AppContext>(
        Resolver(context: AppContext(now: { Date() }, logger: ConsoleLogger())))

    static func stamp() -> String {
        resolve.context.logger.log("at \(resolve.context.now().timeIntervalSince1970)")
    }
}

/// DIReader: a main-actor controller with an isolated `HasInstanceContext` conformance.
@MainActor
final class ClockController: @MainActor HasInstanceContext {
    typealias Context = AppContext

    var resolve = Resolver<ClockController, AppContext>(
        context: AppContext(now: { Date(timeIntervalSince1970: 0) }, logger: ConsoleLogger()))

    func title() -> String {
        "Now is \(resolve.context.now().timeIntervalSince1970)"
    }
}

/// DIEffects: a main-actor model reading effects from the current world.
@MainActor
final class ClockModel {
    var lastID: UUID?

    func refresh() -> Date {
        lastID = World.current.uuid()
        return World.current.now()
    }

    func wait() async throws {
        try await World.current.clock.sleep(for: .seconds(1))
    }
}
