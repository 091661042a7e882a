#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// The single place where DIToolkit reports problems it cannot throw.
///
/// Deliberate traps (`resolveAssert`, `@Inject` of a missing binding, a cycle on a non-throwing path) call
/// ``trap(_:)``, which writes the four-part ``DIError`` message to standard error and stops the process. Problems
/// that must not stop the app (a mock handed out live, an unimplemented value used) go through ``report(_:)``.
///
/// In a test process that loads `DITesting`, a report fails the test that caused it and a trap's message names
/// that test. Tests see a trap without crashing through `captureTrap(_:)` (`@_spi(Testing)`), and assert on
/// reports with ``collectReports(_:)-8im6z``.
///
/// ```swift
/// @_spi(Testing) import DICore
///
/// let error = DiagnosticReporter.captureTrap {
///     _ = Container().resolveAssert(Logger.self)
/// }
/// #expect(error?.code == .notRegistered)
/// ```
public enum DiagnosticReporter {
    /// Writes `error`'s full message to standard error and stops the process.
    ///
    /// On a thread that handles its own traps (a verification's build thread, the helper of `captureTrap(_:)`)
    /// it ends only that thread's build. While a test runs the message names it; inside a resolution trace the
    /// interrupted lines are printed first. Never call it while holding a lock.
    public static func trap(_ error: DIError) -> Never {
        let observer = TaskRegion.current?.observer
        observer?.printPendingLines(stoppedBy: error)
        ThreadTrapHandling.current?.endThread(after: error)
        observer?.processWillStop(after: error)
        let shown = error.namingRunningTest()
        // A trace printed with `print` sits in standard output's buffer, which stopping the process discards.
        fflush(nil)
        // Formatted and stopped where the stack has room: a trap may come from a thread whose stack is nearly used
        // up (DI012), and formatting the message or stopping with it can take more than is left.
        return SpareStack.run {
            writeToStandardError("DIToolkit: fatal error\n\(shown)\n")
            fatalError("DIToolkit stopped the process: \(shown.summary) [\(shown.code.rawValue)]")
        }
    }

    /// Reports a problem that must not stop the process.
    ///
    /// Inside ``collectReports(_:)-8im6z`` the error is collected; in a test process that loads `DITesting` it fails
    /// the test whose task made it, or that handed the work over (`captureTrap(_:)`, `CallbackScheduler.live`);
    /// otherwise it is written to standard error as a warning (and fails a Swift Testing run).
    ///
    /// ```swift
    /// DiagnosticReporter.report(.mockVendedInLiveContext(CoreRegistry.self))
    /// ```
    public static func report(_ error: DIError) {
        if let observer = TaskRegion.current?.observer, observer.takes(error) {
            return
        }
        let handOff = ReportHandOff.current
        if let collector = ReportCollector.current ?? handOff?.collector {
            collector.append(error)
            return
        }
        let hook = TestRunnerHook.installed
        if let hook, hook.record(error) {
            return
        }
        if let test = handOff?.test {
            test(error)
            return
        }
        writeToStandardError("DIToolkit: warning\n\(error)\n")
        hook?.recordOutsideAnyTest(error)
    }

    /// Reports `error` once per test (once per process outside tests), for a problem a loop would repeat.
    ///
    /// Reports with the same code and key count as one (without a key, the same summary from the same location),
    /// and so do the cases of one parameterised test.
    package static func reportOncePerTest(_ error: DIError) {
        if let observer = TaskRegion.current?.observer, observer.takes(error) {
            return
        }
        let subject = "\(error.code.rawValue) \(error.key?.description ?? "\(error.summary) at \(error.location)")"
        let handOff = ReportHandOff.current
        if let collector = ReportCollector.current ?? handOff?.collector {
            collector.appendOnce(error, subject: subject)
            return
        }
        if OnceReports.shared.isFirst(subject, in: runningTestIdentity ?? "no test") {
            report(error)
        }
    }

    /// The identity of the test the work running here belongs to (its task's test, or the test that handed the
    /// work over), by which once-per-test reports count tests; `nil` off every test.
    package static var runningTestIdentity: String? {
        TestRunnerHook.installed?.runningTestIdentity() ?? ReportHandOff.current?.testIdentity
    }

    /// Runs `body` and returns the errors passed to ``report(_:)`` during it (in this task tree), instead of
    /// failing the running test with them.
    ///
    /// ```swift
    /// let (_, reports) = DiagnosticReporter.collectReports {
    ///     CoreRegistry.assignDesiredImplementation(to: live)
    /// }
    /// #expect(reports.map(\.code) == [.registryAssignedTwice])
    /// ```
    @discardableResult
    public static func collectReports<Result>(_ body: () throws -> Result) rethrows -> (Result, [DIError]) {
        let collector = ReportCollector()
        let result = try ReportCollector.$current.withValue(collector) { try body() }
        return (result, collector.errors)
    }

    /// The `async` form of ``collectReports(_:)-8im6z``.
    @discardableResult
    public static func collectReports<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> (Result, [DIError]) {
        let collector = ReportCollector()
        let result = try await ReportCollector.$current.withValue(collector, operation: body, isolation: isolation)
        return (result, collector.errors)
    }

    package static func writeToStandardError(_ text: String) {
        writeAll(text, to: 2)
    }

    /// Writes `text` to standard output in one piece: what stdio still buffers goes first, then the text in as few
    /// `write` calls as the pipe takes. `print` of a multi-line text goes out line by line when stdout is
    /// line-buffered, so another thread's lines (a parallel test's result) could land between its lines.
    package static func writeToStandardOutput(_ text: String) {
        fflush(nil)
        writeAll(text, to: 1)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }
}

extension DIError {
    /// The error with a `Test` fact naming the running test, when a test runner gives one.
    package func namingRunningTest() -> DIError {
        guard let name = TestRunnerHook.installed?.runningTestName() else { return self }
        return adding(Fact("Test", name))
    }

    /// The same error with `fact` after its other facts.
    package func adding(_ fact: Fact) -> DIError {
        withDetails { facts, fix in (facts + [fact], fix) }
    }
}

/// Collects non-fatal reports for one task tree.
final class ReportCollector: @unchecked Sendable {
    @TaskLocal static var current: ReportCollector?
    /// Each report, and whether it was made once per test (``DiagnosticReporter/reportOncePerTest(_:)``).
    private let storage = Locked<[(error: DIError, isOncePerTest: Bool)]>([])

    private let subjects = Locked<Set<String>>([])

    func append(_ error: DIError) {
        storage.withLock { $0.append((error, false)) }
    }

    /// Appends `error` unless an error with the same `subject` was appended this way before.
    func appendOnce(_ error: DIError, subject: String) {
        if subjects.withLock({ $0.insert(subject).inserted }) {
            storage.withLock { $0.append((error, true)) }
        }
    }

    var errors: [DIError] {
        storage.withLock { $0.map(\.error) }
    }

    /// Reports everything collected again, in the current task, as it was first reported.
    func replay() {
        for (error, isOncePerTest) in storage.withLock({ $0 }) {
            if isOncePerTest {
                DiagnosticReporter.reportOncePerTest(error)
            } else {
                DiagnosticReporter.report(error)
            }
        }
    }
}
