import DIEffects
import DIWrappers
import Foundation

/// The app's audit log: bound with a live value only, as a singleton, so every test that reaches it is told.
public final class AuditLog: Sendable {
    /// Creates the live audit log.
    public init() {}
}

/// Binds the audit log the way a launch routine would: live only.
public func bindAuditLog() {
    Container.bind(.singleton, to: AuditLog.self, live: { _ in AuditLog() })
}

/// A dependency written by hand, as "Designing a dependency" shows, with an unimplemented value for tests.
public struct WeatherClient: Sendable {
    /// Today's forecast.
    public var forecast: @Sendable () -> String

    /// Creates a client from its forecast function.
    public init(forecast: @escaping @Sendable () -> String) {
        self.forecast = forecast
    }

    /// The line of the report below, for the tests that check the report points at it.
    public static let unimplementedReportLine: UInt = #line + 3
    /// A client whose forecast reports `Unimplemented: WeatherClient.forecast` and returns an empty forecast.
    public static let unimplemented = WeatherClient(forecast: {
        DiagnosticReporter.report(.unimplemented("WeatherClient.forecast"))
        return ""
    })
}

/// Greets once `scheduler` runs the work, with the time `world` gives then; calls `done` with the greeting.
public func greetLater(world: World, on scheduler: CallbackScheduler, done: @escaping @Sendable (String) -> Void) {
    scheduler.schedule { done(greeting(world: world)) }
}

/// Greets on a thread of its own, which belongs to no test; calls `done` with the greeting.
public func greetOnAThreadOfItsOwn(world: World, done: @escaping @Sendable (String) -> Void) {
    Thread.detachNewThread { done(greeting(world: world)) }
}
