import DIWrappers
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The feed's values, declared where the client is. It declares no test value on purpose: a test that reaches
/// it gets the live value and fails with DI010, so every test that fetches says which feed it reads.
extension FeedClient: PreviewDependency {
    /// A file URL is read from disk; any other URL through `URLSession`.
    public static let liveValue = FeedClient { url in
        if url.isFileURL {
            return try String(contentsOf: url, encoding: .utf8)
        }
        let (data, _) = try await URLSession.shared.data(from: url)
        return String(decoding: data, as: UTF8.self)
    }

    /// A feed of two items, for previews.
    public static let previewValue = FeedClient { _ in
        """
        <rss><channel><title>Preview</title>
        <item><title>Previewed headline</title></item>
        <item><title>Another previewed headline</title></item>
        </channel></rss>
        """
    }
}
