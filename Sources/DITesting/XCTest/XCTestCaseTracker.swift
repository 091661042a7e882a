#if canImport(XCTest)
    import DICore
    import XCTest

    /// Knows which XCTest test case is running, so a report from any thread can fail it.
    ///
    /// XCTest records a failure only through its current test case, which it does not
    /// expose; an observer registered when DITesting loads sees each test case start and
    /// finish. XCTest runs one test case at a time (a test may run another inside it, so
    /// the tracker keeps a stack), so "the running test case" is process-wide, and a
    /// report made after it finished is a warning again.
    final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
        static let shared = XCTestCaseTracker()

        private let lock = Lock()
        private let recording = Lock()
        private var running: [XCTestCase] = []
        private var runCount = 0

        /// Registers with XCTest's observation center; called once, at load.
        func startObserving() {
            XCTestObservationCenter.shared.addTestObserver(self)
        }

        /// The test case that started and has not finished yet.
        var runningTestCase: XCTestCase? {
            lock.withLock { running.last }
        }

        /// A string unique to this run of the running test case.
        var runningTestIdentity: String? {
            lock.withLock { running.last.map { "xctest \(runCount) \($0.name)" } }
        }

        /// Records a failure in `testCase`; serialised, since reports may come from several threads.
        func recordFailure(_ description: String, in testCase: XCTestCase, fileID: String, line: UInt) {
            recording.withLock {
                testCase.recordFailure(
                    withDescription: description, inFile: fileID, atLine: Int(line), expected: true)
            }
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
            lock.withLock {
                running.append(testCase)
                runCount += 1
            }
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            lock.withLock { running.removeAll { $0 === testCase } }
        }
    }
#endif
