import DICore
import DIWiring
import Testing

/// A Swift Testing trait that logs which dependencies each test resolved, in which style, and where each
/// value came from.
///
/// The test's ``/DIWiring/DependencyLog`` is attached to its result (`Attachment.record`, named
/// "dependency log"; `swift test --attachments-path <folder>` saves it) and printed when the test fails:
/// the trait watches the test's issues, so any failing issue or thrown error prints it. With
/// `failingOnLiveValues: true`, every live value the test reached is a failing issue that names the
/// dependency, its style and how to give it a test value.
///
/// It combines with ``Testing/Trait/dependencies(_:)`` and ``Testing/Trait/isolatedDependencies`` in either
/// order, and logs only its own test's task tree: tests running beside it are not in its log.
///
/// ```swift
/// @Test(
///     .dependencyLog(failingOnLiveValues: true),
///     .dependencies { $0.world.now = { epoch } })
/// func stampsTheEntry() {
///     #expect(Journal().newEntry("Hello").date == epoch)
/// }
/// ```
public struct DependencyLogTrait: TestTrait, SuiteTrait, TestScoping {
    /// Whether each live value the test reached is a failing issue of the test.
    public let failsOnLiveValues: Bool

    /// Applies to every test of a suite, each with its own log.
    ///
    /// ```swift
    /// #expect(DependencyLogTrait().isRecursive)
    /// ```
    public var isRecursive: Bool {
        true
    }

    /// Creates the trait; prefer the ``Testing/Trait/dependencyLog`` spelling.
    ///
    /// ```swift
    /// @Test(DependencyLogTrait(failingOnLiveValues: true)) func example() {}
    /// ```
    public init(failingOnLiveValues: Bool = false) {
        failsOnLiveValues = failingOnLiveValues
    }

    /// Runs `function` logging its dependencies, then attaches the log, fails the test for each live value
    /// if asked to, and prints the log if the test failed.
    ///
    /// ```swift
    /// try await DependencyLogTrait().provideScope(for: test, testCase: nil) {
    ///     try await body()
    /// }
    /// ```
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // Each test of a suite gets its own log; the suite's own scope logs nothing.
        guard !test.isSuite else { return try await function() }
        let failed = Locked(false)
        // Swift Testing tells a trait nothing of its test's outcome; an issue handler inside the log's scope
        // sees each issue the test records, and leaves it as it was.
        let watcher: IssueHandlingTrait = .compactMapIssues { issue in
            if issue.isFailure {
                failed.withLock { $0 = true }
            }
            return issue
        }
        let (thrown, log) = await DependencyLog.recording { () async -> (any Error)? in
            do {
                try await watcher.provideScope(for: test, testCase: testCase, performing: function)
                return nil
            } catch {
                return error
            }
        }
        if failsOnLiveValues {
            for entry in log.liveValues {
                Issue.record(Comment(rawValue: entry.liveValueFailure), sourceLocation: test.sourceLocation)
            }
        }
        Attachment.record(log.text, named: "dependency log")
        if failed.current || thrown != nil || (failsOnLiveValues && !log.liveValues.isEmpty) {
            DiagnosticReporter.writeToStandardOutput("\"\(test.displayName ?? test.name)\" failed. \(log.text)\n")
        }
        if let thrown {
            throw thrown
        }
    }
}

extension Trait where Self == DependencyLogTrait {
    /// Logs which dependencies each test resolved and where each value came from: `@Test(.dependencyLog)`.
    ///
    /// ```swift
    /// @Test(.dependencyLog, .isolatedDependencies)
    /// func loadsTheFeed() {
    ///     #expect(FeedModel().items.isEmpty)
    /// }
    /// ```
    public static var dependencyLog: Self {
        Self()
    }

    /// Logs each test's dependencies and, with `failingOnLiveValues: true`, fails a test for every live value
    /// it reached.
    ///
    /// ```swift
    /// @Suite(.dependencyLog(failingOnLiveValues: true), .isolatedDependencies)
    /// struct CheckoutTests {}
    /// ```
    public static func dependencyLog(failingOnLiveValues: Bool) -> Self {
        Self(failingOnLiveValues: failingOnLiveValues)
    }
}
