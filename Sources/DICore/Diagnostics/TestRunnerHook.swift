/// How ``DiagnosticReporter`` reaches the test runner that is running the current test.
///
/// DICore links neither XCTest nor Swift Testing: `DITesting` installs a hook when it is loaded (a C constructor in
/// `CDITesting`), which makes a report a failure of the test whose task made it and marks the process as a test
/// binary for ``DependencyContext/detected``. Without one, reports stay warnings.
package struct TestRunnerHook: Sendable {
    /// Records `error` as a failure of the test running here; `false` when no test is running here.
    package var record: @Sendable (DIError) -> Bool
    /// The name of the test running here, for trap messages, or `nil`.
    package var runningTestName: @Sendable () -> String?
    /// A string that identifies the test running here (one per test), for once-per-test reports.
    package var runningTestIdentity: @Sendable () -> String?
    /// A function that gives a report to the test running here, from any thread and after this task has moved
    /// on, or `nil` when no test runs here or the runner needs none (XCTest runs one test at a time).
    package var captureRunningTest: @Sendable () -> (@Sendable (DIError) -> Void)?
    /// Records a report that no test can be given (made off every test's task) as an issue of the test run.
    package var recordOutsideAnyTest: @Sendable (DIError) -> Void
    /// The app's own types that two loaded images declare (a registry class, a world), each as the DI016 to report
    /// at the process's first use: a test process is where a module linked twice hides its test's overrides.
    package var typesLoadedTwice: @Sendable (_ firstUse: SourceLocation) -> [DIError]
    /// Where the test running here is declared, or `nil`: the user's line for a report about the test itself.
    package var runningTestLocation: @Sendable () -> SourceLocation?

    package init(
        record: @escaping @Sendable (DIError) -> Bool,
        runningTestName: @escaping @Sendable () -> String?,
        runningTestIdentity: @escaping @Sendable () -> String?,
        captureRunningTest: @escaping @Sendable () -> (@Sendable (DIError) -> Void)?,
        recordOutsideAnyTest: @escaping @Sendable (DIError) -> Void,
        typesLoadedTwice: @escaping @Sendable (_ firstUse: SourceLocation) -> [DIError] = { _ in [] },
        runningTestLocation: @escaping @Sendable () -> SourceLocation? = { nil }
    ) {
        self.record = record
        self.runningTestName = runningTestName
        self.runningTestIdentity = runningTestIdentity
        self.captureRunningTest = captureRunningTest
        self.recordOutsideAnyTest = recordOutsideAnyTest
        self.typesLoadedTwice = typesLoadedTwice
        self.runningTestLocation = runningTestLocation
    }

    private static let storage = Locked<TestRunnerHook?>(nil)

    package static var installed: TestRunnerHook? {
        storage.current
    }

    /// Where the test running here is declared, if a hook is installed and a test runs here.
    package static var runningTestLocation: SourceLocation? {
        installed?.runningTestLocation()
    }

    /// Installs `hook` for the rest of the process (the last installation wins).
    package static func install(_ hook: TestRunnerHook) {
        storage.withLock { $0 = hook }
    }
}

/// Remembers which once-per-test reports were already made, so a dependency read in a loop fails its test once.
final class OnceReports: Sendable {
    static let shared = OnceReports()
    private let seen = Locked<Set<String>>([])

    /// Whether `subject` is new for `test` (and records it).
    func isFirst(_ subject: String, in test: String) -> Bool {
        seen.withLock { $0.insert(test + "\n" + subject).inserted }
    }
}
