/// One run of a style's `verify()`: where its builds run, what they reported, and which objects stand in for
/// the live ones while it checks them.
///
/// A style builds everything it checks in scratch copies of its live objects (a container and its parents), so
/// the app's own instances are neither built nor replaced; ``substitute(for:)`` tells the read path which scratch
/// copy answers for a live object that a factory or a consumer names directly (`Container.main`). Every
/// problem the builds meet is the verification's, not the running test's or the console's: a report
/// (``DiagnosticReporter/report(_:)``) is collected, and a trap ends only the build that met it (see
/// ``VerificationThread``).
///
/// A trap can be survived only on the verification's own threads. A build the app runs on the main actor must
/// run there, where the thread can be neither ended nor left asleep; a trap there, or on a thread of the shared
/// pool, stops the process as it would stop the app, after printing every problem found until then
/// (``printProblemsBeforeStopping(with:)``).
@usableFromInline
package final class VerificationSession: Sendable {
    private struct State {
        var thread: VerificationThread?
        var problems: [DIError] = []
    }

    private let state = Locked(State())
    private let substitutes: [ObjectIdentifier: Substitute]

    private struct Substitute: @unchecked Sendable {
        let object: AnyObject
    }

    /// A session in which each `(live, scratch)` pair's scratch object answers for its live one.
    package init(substituting pairs: [(live: AnyObject, scratch: AnyObject)]) {
        var substitutes: [ObjectIdentifier: Substitute] = [:]
        for pair in pairs {
            substitutes[ObjectIdentifier(pair.live)] = Substitute(object: pair.scratch)
        }
        self.substitutes = substitutes
    }

    /// The verification the current task's builds belong to, if any.
    package static var current: VerificationSession? {
        TaskRegion.current?.recorder?.verification
    }

    /// The scratch object that answers for `live` in this verification, or `nil` if none does.
    package func substitute<Object: AnyObject>(for live: Object) -> Object? {
        substitutes[ObjectIdentifier(live)]?.object as? Object
    }

    /// Adds a problem a build met, unless the same message was recorded already (a report a loop repeats).
    package func record(_ problem: DIError) {
        let message = problem.description
        state.withLock { state in
            if !state.problems.contains(where: { $0.description == message }) {
                state.problems.append(problem)
            }
        }
    }

    /// Every problem recorded, in the order they were met.
    package var problems: [DIError] {
        state.withLock { $0.problems }
    }

    /// Runs the synchronous `body` on a verification thread and returns the error it trapped with, if it trapped.
    package func run(_ body: @escaping () -> Void) -> DIError? {
        while true {
            switch thread().run(body) {
            case .finished: return nil
            case .trapped(let error): return error
            case .refused: continue
            }
        }
    }

    /// Runs `body` as a task on a verification thread and returns the error it trapped with, if it trapped.
    package func runAwaited(_ body: @escaping @Sendable () async -> Void) async -> DIError? {
        while true {
            switch await thread().runAwaited(body) {
            case .finished: return nil
            case .trapped(let error): return error
            case .refused: continue
            }
        }
    }

    /// Lets the session's thread return; call when the verification is over.
    package func finish() {
        state.withLock { $0.thread }?.stop()
    }

    /// The thread builds run on: the current one, or a new one if a trap parked it.
    private func thread() -> VerificationThread {
        state.withLock { state in
            if let thread = state.thread, !thread.isParked {
                return thread
            }
            let thread = VerificationThread()
            state.thread = thread
            return thread
        }
    }

    /// A trap met where the verification cannot survive it (the main actor, the shared pool): prints the
    /// problems found so far, then returns so the caller stops the process with `error`'s own message.
    package func printProblemsBeforeStopping(with error: DIError) {
        let found = problems
        var text = "DIToolkit: verify() met a build it cannot survive off its own threads "
        text += "(on the main actor or the shared pool), which stops the process as it would stop the app.\n"
        if found.isEmpty {
            text += "It had found no other problem before it.\n"
        } else {
            text += "It had found \(found.count) other problem(s) before it:\n\n"
            text += found.map(\.description).joined(separator: "\n\n") + "\n"
        }
        DiagnosticReporter.writeToStandardError(text + "\n")
    }
}
