import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads a request: the `async` replacement for the seed's Combine `Publishers.URLRequestPublisher`.
///
/// ```swift
/// let request: URLRequester = CommonDependencies.URLRequesters.live()
/// let (data, response) = try await request(
///     URLRequest(url: URL(string: "https://example.com")!))
/// ```
public typealias URLRequester = @Sendable (URLRequest) async throws -> (Data, URLResponse)

extension CommonDependencies {
    /// The URL request function as an effect.
    ///
    /// ```swift
    /// let request = CommonDependencies.URLRequesters.mock { .http500(from: $0.url!) }
    /// let (_, response) = try await request(
    ///     URLRequest(url: URL(string: "https://github.com")!))
    /// ```
    public enum URLRequesters {
        /// Loads with `session().data(for:)`, with the seed's hooks around the request, the response and errors.
        ///
        /// `requestSettings` adjusts each request before it is sent, `responseMap` each
        /// body and response, and `errorMap` each `URLError` the session throws.
        ///
        /// ```swift
        /// let request = CommonDependencies.URLRequesters.live(
        ///     session: CommonDependencies.URLSessions.live(),
        ///     requestSettings: {
        ///         var request = $0
        ///         request.timeoutInterval = 10
        ///         return request
        ///     })
        /// ```
        public static func live(
            session: @escaping @Sendable () -> URLSession = CommonDependencies.URLSessions.live(),
            requestSettings: @escaping @Sendable (URLRequest) -> URLRequest = { $0 },
            responseMap:
                @escaping @Sendable ((data: Data, response: URLResponse)) -> (data: Data, response: URLResponse) =
                { $0 },
            errorMap: @escaping @Sendable (URLError) -> URLError = { $0 }
        ) -> URLRequester {
            { request in
                do {
                    let (data, response) = try await session().data(for: requestSettings(request))
                    let mapped = responseMap((data: data, response: response))
                    return (mapped.data, mapped.response)
                } catch let error as URLError {
                    throw errorMap(error)
                }
            }
        }

        /// Answers with `handler` directly, without a session; a `.failure` is thrown (the parallel-safe mock).
        ///
        /// ```swift
        /// let request = CommonDependencies.URLRequesters.mock {
        ///     .successful(from: $0.url!, data: Data("{}".utf8))
        /// }
        /// ```
        public static func mock(_ handler: @escaping URLSessions.RequestHandler) -> URLRequester {
            { request in
                let (data, response) = try handler(request).get()
                return (data, response)
            }
        }

        /// Answers with the handler `mockedValue` returns, read at each request: by default ``nextRequestHandler``.
        ///
        /// ```swift
        /// let request = CommonDependencies.URLRequesters.mock()
        /// CommonDependencies.URLRequesters.nextRequestHandler = {
        ///     .http404(from: $0.url!)
        /// }
        /// ```
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> URLSessions.RequestHandler = { nextRequestHandler }
        ) -> URLRequester {
            { request in
                let (data, response) = try mockedValue()(request).get()
                return (data, response)
            }
        }

        /// The shared handler of `mock()`; until set (and after a reset), ``URLSessions/nextRequestHandler``.
        ///
        /// As in CommonDependencies, a request function answers like the shared URL session
        /// until a test gives it a handler of its own.
        ///
        /// ```swift
        /// // both answer 500
        /// CommonDependencies.URLSessions.nextRequestHandler = { .http500(from: $0.url!) }
        /// // this one 404
        /// CommonDependencies.URLRequesters.nextRequestHandler = {
        ///     .http404(from: $0.url!)
        /// }
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
            SharedMocks.mocked("URLRequesters", initial: { request in URLSessions.nextRequestHandler(request) })
        }
    }
}

extension CommonDependencies {
    /// The seed's Combine request publishers, replaced by the `async` ``URLRequesters``.
    ///
    /// Combine does not exist on Linux; ``URLRequester`` loads a request with `async`/`await`
    /// on every platform, and `World.urlRequest` holds one.
    @available(
        *, unavailable,
        message: "use CommonDependencies.URLRequesters (async): live(session:), mock(), nextRequestHandler"
    )
    public enum URLRequestPublishers {}
}
