import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads a request: the `async` replacement for the seed's Combine `URLRequestPublisher`.
///
/// ```swift
/// let request: URLRequester = CommonDependencies.URLRequesters.live()
/// let (data, response) = try await request(URLRequest(url: URL(string: "https://example.com")!))
/// ```
public typealias URLRequester = @Sendable (URLRequest) async throws -> (Data, URLResponse)

extension CommonDependencies {
    /// The URL request function as an effect.
    ///
    /// ```swift
    /// let request = CommonDependencies.URLRequesters.mock { .http500(from: $0.url!) }
    /// let (_, response) = try await request(URLRequest(url: URL(string: "https://github.com")!))
    /// ```
    public enum URLRequesters {
        /// Loads with `session().data(for:)`.
        ///
        /// ```swift
        /// let request = CommonDependencies.URLRequesters.live(session: CommonDependencies.URLSessions.live())
        /// ```
        public static func live(
            session: @escaping @Sendable () -> URLSession = CommonDependencies.URLSessions.live()
        ) -> URLRequester {
            { request in try await session().data(for: request) }
        }

        /// Answers with `handler` directly, without a session; a `.failure` is thrown (the parallel-safe mock).
        ///
        /// ```swift
        /// let request = CommonDependencies.URLRequesters.mock { .successful(from: $0.url!, data: Data("{}".utf8)) }
        /// ```
        public static func mock(_ handler: @escaping URLSessions.RequestHandler) -> URLRequester {
            { request in
                let (data, response) = try handler(request).get()
                return (data, response)
            }
        }

        /// Answers with the shared ``nextRequestHandler``, read at each request (the seed's form).
        ///
        /// ```swift
        /// let request = CommonDependencies.URLRequesters.mock()
        /// CommonDependencies.URLRequesters.nextRequestHandler = { .http404(from: $0.url!) }
        /// ```
        public static func mock() -> URLRequester {
            { request in
                let (data, response) = try nextRequestHandler(request).get()
                return (data, response)
            }
        }

        /// The shared handler of ``mock()``; `URLSessions.defaultRequestHandler` until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.URLRequesters.nextRequestHandler = { .http404(from: $0.url!) }
        /// ```
        public static var nextRequestHandler: URLSessions.RequestHandler {
            get { shared.next }
            set { shared.next = newValue }
        }

        /// Reports "Unimplemented: URLRequester" and throws that error.
        ///
        /// ```swift
        /// let request = CommonDependencies.URLRequesters.unimplemented()
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> URLRequester {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> URLRequester {
            return { _ in throw unimplementedError("URLRequester", at: location) }
        }

        private static var shared: Mocked<URLSessions.RequestHandler> {
            SharedMocks.mocked("URLRequesters", initial: URLSessions.defaultRequestHandler)
        }
    }
}
