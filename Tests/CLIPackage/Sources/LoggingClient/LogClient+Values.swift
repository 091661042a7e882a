import DIWrappers
import Foundation

/// The logger's values, declared where the client is, so this module ships its own defaults.
extension LogClient: TestDependency {
    /// Standard error, untagged.
    public static let liveValue = LogClient.standardError(tag: nil)

    /// Says nothing: a test that wants the messages changes `log`.
    public static let testValue = LogClient(log: { _ in })

    /// Standard error, each line starting with `[tag] ` when a tag is given.
    ///
    /// ```swift
    /// Container.bind(LogClient.self, value: .standardError(tag: "feeds"))
    /// ```
    public static func standardError(tag: String?) -> LogClient {
        let prefix = tag.map { "[\($0)] " } ?? ""
        return LogClient { message in
            FileHandle.standardError.write(Data("\(prefix)\(message)\n".utf8))
        }
    }
}
