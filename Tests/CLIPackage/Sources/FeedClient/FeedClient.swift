import Foundation

/// Fetches a feed's text from a URL: the tool's only way to the network.
public struct FeedClient: Sendable {
    /// The text at a URL.
    public var fetch: @Sendable (_ url: URL) async throws -> String

    /// A client made of this endpoint.
    public init(fetch: @escaping @Sendable (_ url: URL) async throws -> String) {
        self.fetch = fetch
    }
}
