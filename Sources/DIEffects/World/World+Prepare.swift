/// Sets, once at launch, the world `World.current` hands out where no scope set one.
///
/// The equivalent of swift-dependencies' `prepareDependencies`: call it first thing in `main` or the `App`'s
/// initializer, before anything reads `World.current`. `configure` starts from the world of the current context
/// (``World/live`` in the app), so setting one field keeps the others. The prepared world replaces that context's
/// world for the rest of the process; a scope (``withWorld(_:operation:)``, DITesting's
/// `.dependencies { $0.world… }`) still wins inside it, and code in another context (a preview, a
/// `DependencyContext.withContext`) still reads that context's world.
///
/// A second call, or a call after `World.current` was first read, is ignored and reported
/// (`DIError.Code.registryAssignedTwice`, `DIError.Code.launchEnvironmentTrustedTooLate`): code that already read
/// the world would otherwise keep another one than code that reads it later.
///
/// Inside a test's fresh state (DITesting's trait, `DependencyIsolation.withFreshState`) the call prepares that
/// test's own world, from the test world: tests running in parallel each prepare their own, and a test never sees
/// the process's prepared world, which is the app's.
///
/// ```swift
/// // main.swift, or the App's init
/// prepareWorld {
///     $0.urlSession = { .shared }
///     $0.locale = { Locale(identifier: "en_GB") }
/// }
/// ```
public func prepareWorld(
    fileID: String = #fileID,
    line: UInt = #line,
    _ configure: (inout World) throws -> Void
) rethrows {
    let location = SourceLocation(fileID: fileID, line: line)
    let preparation = WorldPreparation.current
    let context = DependencyContext.current
    var world = World.value(for: context)
    try configure(&world)
    if let problem = preparation.prepare(world, for: context, location: location) {
        DiagnosticReporter.report(problem)
    }
}

/// The world prepared for the process (or for one test's fresh state), and whether the ambient world was read.
///
/// The first read settles it: after that, a preparation would give code that reads later another world than
/// code that already read, so it is refused.
final class WorldPreparation: Sendable {
    private struct State: Sendable {
        var world: World?
        var context: DependencyContext?
        var preparedAt: SourceLocation?
        var firstReadSettled = false
    }

    private let state = Locked(State())

    /// The process's preparation, which `World.detectedContextWorld` settles if nothing read the world before.
    static let process = WorldPreparation()

    /// The preparation of the running test's fresh state, else the process's.
    static var current: WorldPreparation {
        guard let store = IsolatedStore.current else { return process }
        return of(store)
    }

    /// The preparation of one test's fresh state, made on first use.
    static func of(_ store: IsolatedStore) -> WorldPreparation {
        store.value(for: DependencyKey(WorldPreparation.self)) { WorldPreparation() }
    }

    /// Keeps `world` as the world of `context`, or returns why not: it was prepared already, or the world was read.
    func prepare(_ world: World, for context: DependencyContext, location: SourceLocation) -> DIError? {
        state.withLock { state -> DIError? in
            if let earlier = state.preparedAt {
                return .worldPreparedTwice(first: earlier, location: location)
            }
            if state.firstReadSettled {
                return .worldPreparedAfterFirstRead(location: location)
            }
            state.world = world
            state.context = context
            state.preparedAt = location
            return nil
        }
    }

    /// The world prepared for `context`, if any; from now on no preparation is accepted.
    func settle(for context: DependencyContext) -> World? {
        state.withLock { state in
            state.firstReadSettled = true
            return state.context == context ? state.world : nil
        }
    }
}

extension World {
    /// The world `World.current` hands out in `context` where no scope set one, and whether it was prepared.
    ///
    /// Outside a test's fresh state it is the process's preparation (in the detected context, the one
    /// ``detectedContextWorld`` settled once), inside one the test's own.
    static func contextWorld(_ context: DependencyContext, in state: RegionState?) -> (world: World, isPrepared: Bool) {
        guard let store = state?.isolation else {
            if context == DependencyContext.detected {
                return (detectedContextWorld, isProcessWorldPrepared)
            }
            return preparedWorld(for: context, in: .process)
        }
        return preparedWorld(for: context, in: WorldPreparation.of(store))
    }

    /// The world of `context` that `preparation` holds, else the world the type declares for it.
    static func preparedWorld(
        for context: DependencyContext, in preparation: WorldPreparation
    ) -> (world: World, isPrepared: Bool) {
        if let prepared = preparation.settle(for: context) {
            return (prepared, true)
        }
        return (value(for: context), false)
    }
}
