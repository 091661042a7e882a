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
/// Deliberate traps (`resolveAssert`, `@Inject` of a missing binding, a cycle on
/// a non-throwing path) call ``trap(_:)``, which writes the full four-part
/// ``DIError`` message to standard error and then stops the process. Problems
/// that must not stop the app (a mock handed out live, a second registry
/// assignment, an unimplemented value that was used) go through ``report(_:)``.
///
/// In a test process that loads `DITesting`, a report fails the test that caused
/// it (`Issue.record` in Swift Testing, an XCTest failure in XCTest), and a trap's
/// message names that test; a report made on a thread no test started fails the
/// Swift Testing run instead. Elsewhere a report is a warning on standard error.
///
/// Tests never crash to see a trap: `captureTrap(_:)`, a test hook behind
/// `@_spi(Testing) import DICore`, runs the code on a helper thread, catches the
/// message and ends only that thread; and ``collectReports(_:)-8im6z`` gathers the
/// reports made in its body and in the child tasks the body starts, instead of
/// failing the test.
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
    /// During a `verify()`, on the verification's own thread, it ends only the build that met it: the
    /// verification records the error and the thread is left asleep, never returning into the factory
    /// (DIWrappers' `Container.verify()`). Inside the test hook `captureTrap(_:)` it records the error and ends
    /// only the helper thread; every build that thread was running is handed back first, so the
    /// next resolve of it builds (or reports) again instead of waiting forever.
    /// While a test runs (and `DITesting` is linked), the message gains a `Test` fact naming it.
    /// Inside DIWiring's `ResolutionTrace.printing(to:operation:)`, the lines of the resolutions the
    /// trap interrupts are printed first, the innermost marked `stopped:` with this error.
    /// Never call it while holding a lock.
    public static func trap(_ error: DIError) -> Never {
        let observer = TaskRegion.current?.observer
        observer?.printPendingLines(stoppedBy: error)
        ThreadTrapHandling.current?.endThread(after: error)
        observer?.processWillStop(after: error)
        let shown = error.namingRunningTest()
        // A trace printed with `print` sits in standard output's buffer, which stopping the process discards.
        fflush(nil)
        writeToStandardError("DIToolkit: fatal error\n\(shown)\n")
        fatalError("DIToolkit stopped the process: \(shown.summary) [\(shown.code.rawValue)]")
    }

    /// Reports a problem that must not stop the process.
    ///
    /// In a ``collectReports(_:)-8im6z`` scope the error is collected. Otherwise, in a test process
    /// that loads `DITesting`, it fails the test running on this task with the full message, or the
    /// test that handed this work to the toolkit (the body of `captureTrap(_:)`, work a
    /// `CallbackScheduler.live` scheduler runs). With no test to give it to, its full message is
    /// written to standard error as a warning, and in a Swift Testing run it fails the run as well.
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
    /// Reports with the same code and key count as one; the cases of a parameterised Swift Testing
    /// test count as one test. Inside ``collectReports(_:)-8im6z`` each collecting scope gets the
    /// first of them.
    package static func reportOncePerTest(_ error: DIError) {
        if let observer = TaskRegion.current?.observer, observer.takes(error) {
            return
        }
        let subject = "\(error.code.rawValue) \(error.key?.description ?? error.summary)"
        let handOff = ReportHandOff.current
        if let collector = ReportCollector.current ?? handOff?.collector {
            collector.appendOnce(error, subject: subject)
            return
        }
        let test = TestRunnerHook.installed?.runningTestIdentity() ?? handOff?.testIdentity ?? "no test"
        if OnceReports.shared.isFirst(subject, in: test) {
            report(error)
        }
    }

    /// Runs `body` and returns the errors passed to ``report(_:)`` during it, in this task only.
    ///
    /// Collected reports do not fail the running test: use it in tests that assert on the reports.
    ///
    /// ```swift
    /// let (_, reports) = DiagnosticReporter.collectReports { CoreRegistry.assignDesiredImplementation(to: live) }
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
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
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
        return DIError(
            code: code, summary: summary, key: key, path: path, facts: facts + [Fact("Test", name)], rule: rule,
            fix: fix, location: location)
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
