import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CommonDependencies {
    /// `URLSession` as an effect: `() -> URLSession`, with stubbed sessions that never touch the network.
    ///
    /// A stubbed session answers through a `URLProtocol` stub, so `data(for:)`,
    /// `data(from:)`, `upload` and `dataTask(with:completionHandler:)` all see the
    /// canned response.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock { request in
    ///     .http404(from: request.url!)
    /// }
    /// let (_, response) = try await session().data(
    ///     for: URLRequest(url: URL(string: "https://github.com")!))
    /// #expect((response as? HTTPURLResponse)?.statusCode == 404)
    /// ```
    public enum URLSessions {
        /// What stubbed sessions answer until told otherwise: `URLError(.badServerResponse)`, as in CommonDependencies.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.mock(
        ///     CommonDependencies.URLSessions.defaultRequestHandler)
        /// ```
        public static let defaultRequestHandler: RequestHandler = { _ in
            .failure(URLError(.badServerResponse))
        }

        /// The session `value` returns at each call: by default `URLSession.shared`.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.live()
        /// let uploads = CommonDependencies.URLSessions.live(value: {
        ///     URLSession(configuration: .background(withIdentifier: "uploads"))
        /// })
        /// ```
        public static func live(
            value: @escaping @Sendable () -> URLSession = { URLSession.shared }
        ) -> @Sendable () -> URLSession {
            { value() }
        }

        /// One stubbed session whose requests are all answered by `handler` (the parallel-safe mock).
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.mock { _ in
        ///     .failure(URLError(.timedOut))
        /// }
        /// ```
        public static func mock(_ handler: @escaping RequestHandler) -> @Sendable () -> URLSession {
            let session = StubRoutes.makeSession(handler: handler)
            return { session }
        }

        /// One stubbed session that asks `mocked.next` at each request, so a test can change it later.
        ///
        /// ```swift
        /// let handler = Mocked<CommonDependencies.URLSessions.RequestHandler>({
        ///     .successful(from: $0.url!)
        /// })
        /// let session = CommonDependencies.URLSessions.mock(handler)
        /// handler.next = { .http500(from: $0.url!) }
        /// ```
        public static func mock(_ mocked: Mocked<RequestHandler>) -> @Sendable () -> URLSession {
            mock { request in mocked.next(request) }
        }

        /// The session `mockedValue` returns at each call: by default ``nextMockedURLSession`` (the seed's form).
        ///
        /// The default session answers with the shared ``nextRequestHandler``, read when a
        /// request is answered. Inside a test isolation scope the session belongs to that
        /// test, so it sees that test's handler.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.mock()
        /// CommonDependencies.URLSessions.nextRequestHandler = { _ in
        ///     .http404(from: URL(string: "https://github.com")!)
        /// }
        /// ```
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> URLSession = { nextMockedURLSession }
        ) -> @Sendable () -> URLSession {
            { mockedValue() }
        }

        /// The session ``mock(returning:)`` hands out by default: a stubbed session answering with ``nextRequestHandler``.
        ///
        /// Setting it replaces the session until `CommonDependencies.resetMocks()`.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.nextMockedURLSession
        /// ```
        public static var nextMockedURLSession: URLSession {
            get { shared.session.next }
            set { shared.session.next = newValue }
        }

        /// The configuration of ``nextMockedURLSession``.
        ///
        /// Setting it makes ``nextMockedURLSession`` a new stubbed session with this
        /// configuration: its timeouts, headers and cache settings apply, and its requests
        /// are still answered by ``nextRequestHandler``, never by the network.
        ///
        /// ```swift
        /// let configuration = URLSessionConfiguration.ephemeral
        /// configuration.httpAdditionalHeaders = ["Accept": "application/json"]
        /// CommonDependencies.URLSessions.nextMockedURLSessionConfiguration = configuration
        /// ```
        public static var nextMockedURLSessionConfiguration: URLSessionConfiguration {
            get { nextMockedURLSession.configuration }
            set {
                let stubbed = shared
                stubbed.session.next = StubRoutes.makeSession(configuration: newValue) { stubbed.handler.next($0) }
            }
        }

        /// The seed's `URLProtocol` stub, which answered every session's requests with one shared handler.
        ///
        /// A protocol class shared by every session cannot tell which test sent a request
        /// (it runs on URLSession's threads, outside the test's task), so DIEffects gives
        /// each stubbed session its own: use a mock session instead.
        @available(
            *, unavailable,
            message:
                "use CommonDependencies.URLSessions.mock() (answers with nextRequestHandler) or mock { request in … }"
        )
        public enum URLProtocolMock {}

        /// The shared handler of `mock()` sessions; ``defaultRequestHandler`` until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.URLSessions.nextRequestHandler = { request in
        ///     CommonDependencies.URLSessions.MockedResponses.http404(
        ///         from: URL(string: "https://github.com")!)
        /// }
        /// ```
        public static var nextRequestHandler: RequestHandler {
            get { shared.handler.next }
            set { shared.handler.next = newValue }
        }

        /// Reports "Unimplemented: URLSession" at each call and returns a session whose requests fail.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.unimplemented()
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> @Sendable () -> URLSession {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> URLSession {
            let session = StubRoutes.makeSession { _ in .failure(URLError(.unsupportedURL)) }
            return {
                reportUnimplemented("URLSession", at: location)
                return session
            }
        }

        private static var shared: SharedStubbedSession {
            SharedMocks.object("URLSessions") { SharedStubbedSession() }
        }
    }
}

/// The stubbed session behind `URLSessions.mock()`, its resettable handler, and the session tests may replace.
final class SharedStubbedSession: ResettableMock {
    let handler = Mocked<CommonDependencies.URLSessions.RequestHandler>(
        CommonDependencies.URLSessions.defaultRequestHandler)
    let session: Mocked<URLSession>

    init() {
        let handler = handler
        session = Mocked(StubRoutes.makeSession { request in handler.next(request) })
    }

    func reset() {
        handler.reset()
        session.reset()
    }
}
