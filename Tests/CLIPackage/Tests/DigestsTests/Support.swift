import Foundation
import Synchronization

/// `run.sh` sets this to run the tests that must fail; a plain `swift test` skips them.
enum Deliberately {
    static let fail = ProcessInfo.processInfo.environment["CLIPACKAGE_EXPECT_FAILURES"] == "1"
}

/// What a test's changed `write` endpoint was given, by path.
final class WrittenFiles: Sendable {
    private let texts = Mutex<[String: String]>([:])

    var byPath: [String: String] {
        texts.withLock { $0 }
    }

    func record(_ text: String, at path: String) {
        texts.withLock { $0[path] = text }
    }
}
