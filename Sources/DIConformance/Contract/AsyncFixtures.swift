import DICore

extension Service {
    /// Opens a service the way a database or a keychain item is opened: it records the build, then suspends.
    ///
    /// The suspension is what makes racing first resolves meet while the build is still running.
    ///
    /// ```swift
    /// container.bind(.singleton, to: Service.self) { _ in
    ///     try await Service.open(counting: builds)
    /// }
    /// ```
    public static func open(counting builds: BuildCounter) async throws -> Service {
        let serial = builds.record()
        try await Task.sleep(for: .milliseconds(5))
        return Service(serial: serial)
    }
}

/// A service that belongs to the main actor, as a view model's store or a UI cache does.
@MainActor
public final class MainActorService {
    /// Whether the main actor's executor ran the initialiser (not merely whether it was declared to).
    public let builtOnMainActor: Bool

    /// Main-actor state that only main-actor code may change.
    public var visits = 0

    /// Creates the service; it must run on the main actor.
    public init() {
        builtOnMainActor = MainExecutor.isCurrent
    }
}

/// How main-actor code reaches a ``MainActorService`` in a style: directly, or with `await`.
///
/// ```swift
/// var mainActorService: Support<MainActorReach> {
///     .available(
///         .synchronous {
///             try Container.main.resolveThrowing(MainActorService.self)
///         })
/// }
/// ```
public enum MainActorReach: Sendable {
    /// Main-actor code resolves it without `await`.
    case synchronous(@MainActor @Sendable () throws -> MainActorService)
    /// Main-actor code resolves it with `await` (the style builds it on first use).
    case awaited(@MainActor @Sendable () async throws -> MainActorService)
}
