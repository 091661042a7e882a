/// How ``DiagnosticReporter`` reaches the test runner that is running the current test.
///
/// DICore must not link XCTest or Swift Testing, so it cannot fail a test itself. `DITesting`
/// installs a hook when it is loaded (a C constructor in `CDITesting` calls its installer before
/// `main`), which makes every report a failure of the test that caused it: `Issue.record` inside a
/// Swift Testing test, an XCTest failure inside an XCTest test. With no hook installed (an app, or a
/// test target that does not link `DITesting`) reports stay warnings on standard error.
///
/// Because only test binaries link `DITesting`, an installed hook is also how ``DependencyContext/detected``
/// knows, in a release build that ignores its launch arguments and environment, that the process runs tests.
package struct TestRunnerHook: Sendable {
    /// Records `error` as a failure of the test running here; `false` when no test is running here.
    package var record: @Sendable (DIError) -> Bool
    /// The name of the test running here, for trap messages, or `nil`.
    package var runningTestName: @Sendable () -> String?
    /// A string that identifies the test running here (one per test), for once-per-test reports.
    package var runningTestIdentity: @Sendable () -> String?

    package init(
        record: @escaping @Sendable (DIError) -> Bool,
        runningTestName: @escaping @Sendable () -> String?,
        runningTestIdentity: @escaping @Sendable () -> String?
    ) {
        self.record = record
        self.runningTestName = runningTestName
        self.runningTestIdentity = runningTestIdentity
    }

    private static let storage = Locked<TestRunnerHook?>(nil)

    /// The installed hook, if a test support module installed one.
    package static var installed: TestRunnerHook? {
        storage.current
    }

    /// Installs `hook` for the rest of the process (the last installation wins).
    package static func install(_ hook: TestRunnerHook) {
        storage.withLock { $0 = hook }
    }

    /// Removes the hook, so reports go to standard error again.
    package static func uninstall() {
        storage.withLock { $0 = nil }
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
