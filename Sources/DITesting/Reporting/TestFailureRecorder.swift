import DICore
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Turns DICore's reports into failures of the test that caused them, in Swift Testing and in XCTest.
///
/// There is no interoperation between the two runners: `Issue.record` inside an
/// `XCTestCase` and `XCTFail` inside a `@Test` are dropped. So the recorder asks which
/// runner is running a test *here*: Swift Testing's task-local `Test.current` (so
/// parallel tests never receive each other's failures), else the XCTest test case
/// ``XCTestCaseTracker`` saw start. With neither, it declines: DICore gives the report to the test
/// that handed the work over, if the toolkit ran it (``captureRunningTest()``), else writes it to
/// standard error and records it for the test run (``recordOutsideAnyTest(_:)``).
package enum TestFailureRecorder {
    /// The hook `ditesting_install_test_runner_hook` installs into DICore.
    package static let hook = TestRunnerHook(
        record: record, runningTestName: runningTestName, runningTestIdentity: runningTestIdentity,
        captureRunningTest: captureRunningTest, recordOutsideAnyTest: recordOutsideAnyTest,
        typesLoadedTwice: TypesLoadedTwice.errors, runningTestLocation: runningTestLocation)

    /// Records `error` as a failure of the running test; `false` when no test runs here.
    @Sendable
    package static func record(_ error: DIError) -> Bool {
        if Test.current != nil {
            Issue.record(comment(for: error), sourceLocation: sourceLocation(of: error))
            return true
        }
        #if canImport(XCTest)
            if let testCase = XCTestCaseTracker.shared.runningTestCase {
                // `Issue.record` reaches no runner here, but it does tell whether an enclosing
                // `withKnownIssue` expects the issue: an expected report must not fail the test.
                let issue = Issue.record(comment(for: error), sourceLocation: sourceLocation(of: error))
                if issue.isFailure {
                    XCTestCaseTracker.shared.recordFailure(
                        comment(for: error).rawValue, in: testCase, fileID: error.location.fileID,
                        line: error.location.line)
                }
                return true
            }
        #endif
        return false
    }

    /// A function that records a report in the Swift Testing test running here, from any thread, or `nil`.
    ///
    /// XCTest needs none: it runs one test at a time, so ``record(_:)`` finds the test from any thread.
    @Sendable
    package static func captureRunningTest() -> (@Sendable (DIError) -> Void)? {
        guard Test.current != nil else { return nil }
        let mailbox = HandedOffReports()
        return { mailbox.deliver($0) }
    }

    /// Records a report made off every test's task (a raw thread, `Task.detached`, a `DispatchQueue` callback).
    ///
    /// Swift Testing cannot tell which test caused it: it records the issue for the test run, which then
    /// fails, and shows it under no test (newer Swift Testing versions give it to the test whose source
    /// range contains the issue's location). Outside a Swift Testing run the issue is dropped, so DICore
    /// writes the report to standard error as well.
    @Sendable
    package static func recordOutsideAnyTest(_ error: DIError) {
        Issue.record(comment(for: error), sourceLocation: sourceLocation(of: error))
    }

    /// `Test: "display name" (Module/File.swift:12)` in Swift Testing, `Suite.testMethod` in XCTest.
    @Sendable
    package static func runningTestName() -> String? {
        if let test = Test.current {
            let name = test.displayName.map { "\"\($0)\"" } ?? test.name
            return "\(name) (\(test.sourceLocation.fileID):\(test.sourceLocation.line))"
        }
        #if canImport(XCTest)
            return XCTestCaseTracker.shared.runningTestCase?.name
        #else
            return nil
        #endif
    }

    /// Where the Swift Testing test running here is declared; `nil` in XCTest, which does not say.
    @Sendable
    package static func runningTestLocation() -> DICore.SourceLocation? {
        guard let location = Test.current?.sourceLocation else { return nil }
        return DICore.SourceLocation(fileID: location.fileID, line: UInt(location.line))
    }

    /// One string per running test: Swift Testing's test ID (the cases of a parameterised test share it,
    /// since Swift Testing does not expose a case's identity), or XCTest's test-case run.
    @Sendable
    package static func runningTestIdentity() -> String? {
        if let test = Test.current {
            return "swift-testing \(test.id)"
        }
        #if canImport(XCTest)
            return XCTestCaseTracker.shared.runningTestIdentity
        #else
            return nil
        #endif
    }

    /// `[DI008] Unimplemented: Now` and the rest of the four-part message: the code leads, for searching logs.
    static func comment(for error: DIError) -> Comment {
        Comment(rawValue: "[\(error.code.rawValue)] \(error.description)")
    }

    /// The error's location: the user's call site where the API captured it, else where the value was built.
    static func sourceLocation(of error: DIError) -> Testing.SourceLocation {
        let fileID = error.location.fileID.contains("/") ? error.location.fileID : "unknown/\(error.location.fileID)"
        return Testing.SourceLocation(
            fileID: fileID, filePath: fileID, line: max(1, Int(error.location.line)), column: 1)
    }
}

/// Reports handed off from a Swift Testing test's task to a thread the toolkit runs work on, recorded in that test.
///
/// Swift Testing finds the test of an issue through task-local values, which a `DispatchQueue` thread does
/// not have. So the mailbox starts a task while the test's task creates it: that task inherits the test, its
/// configuration and any enclosing `withKnownIssue`, and records each report it is given as an issue of the
/// test. It ends when the mailbox is released. A report is recorded shortly after it is made, not before
/// `deliver` returns: a test that waits for handed-off work should wait for its reports the same way.
private final class HandedOffReports: Sendable {
    private let continuation: AsyncStream<DIError>.Continuation

    init() {
        let (reports, continuation) = AsyncStream.makeStream(of: DIError.self)
        self.continuation = continuation
        Task {
            for await error in reports {
                _ = TestFailureRecorder.record(error)
            }
        }
    }

    deinit {
        continuation.finish()
    }

    func deliver(_ error: DIError) {
        continuation.yield(error)
    }
}

/// Called once, at load, by `CDITesting`'s constructor: before anything reads the dependency context, so that
/// a release test binary is detected as one.
@_cdecl("ditesting_install_test_runner_hook")
func installTestRunnerHook() {
    #if canImport(XCTest)
        XCTestCaseTracker.shared.startObserving()
    #endif
    TestRunnerHook.install(TestFailureRecorder.hook)
}
