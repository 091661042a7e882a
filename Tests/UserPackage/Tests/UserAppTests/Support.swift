import Foundation

/// `run.sh` sets these to run the tests that must fail; a plain `swift test` skips them.
enum Deliberately {
    static let fail = ProcessInfo.processInfo.environment["USERPACKAGE_EXPECT_FAILURES"] == "1"
    static let trap = ProcessInfo.processInfo.environment["USERPACKAGE_EXPECT_TRAP"] == "1"
}
