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
    /// let (_, response) = try await session().data(for: URLRequest(url: URL(string: "https://github.com")!))
    /// #expect((response as? HTTPURLResponse)?.statusCode == 404)
    /// ```
    public enum URLSessions {
        /// What stubbed sessions answer until told otherwise: `URLError(.resourceUnavailable)`.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.mock(CommonDependencies.URLSessions.defaultRequestHandler)
        /// ```
        public static let defaultRequestHandler: RequestHandler = { _ in
            .failure(URLError(.resourceUnavailable))
        }

        /// `URLSession.shared`.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.live()
        /// ```
        public static func live() -> @Sendable () -> URLSession {
            { URLSession.shared }
        }

        /// One stubbed session whose requests are all answered by `handler` (the parallel-safe mock).
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.mock { _ in .failure(URLError(.timedOut)) }
        /// ```
        public static func mock(_ handler: @escaping RequestHandler) -> @Sendable () -> URLSession {
            let session = StubRoutes.makeSession(handler: handler)
            return { session }
        }

        /// One stubbed session that asks `mocked.next` at each request, so a test can change it later.
        ///
        /// ```swift
        /// let handler = Mocked<CommonDependencies.URLSessions.RequestHandler>({ .successful(from: $0.url!) })
        /// let session = CommonDependencies.URLSessions.mock(handler)
        /// handler.next = { .http500(from: $0.url!) }
        /// ```
        public static func mock(_ mocked: Mocked<RequestHandler>) -> @Sendable () -> URLSession {
            mock { request in mocked.next(request) }
        }

        /// A stubbed session that answers with the shared ``nextRequestHandler`` (the seed's form).
        ///
        /// The handler is read when the request is answered. Inside a test isolation
        /// scope the session belongs to that test, so it sees that test's handler.
        ///
        /// ```swift
        /// let session = CommonDependencies.URLSessions.mock()
        /// CommonDependencies.URLSessions.nextRequestHandler = { _ in .http404(from: URL(string: "https://github.com")!) }
        /// ```
        public static func mock() -> @Sendable () -> URLSession {
            { shared.session }
        }

        /// The shared handler of ``mock()`` sessions; ``defaultRequestHandler`` until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.URLSessions.nextRequestHandler = { request in
        ///     CommonDependencies.URLSessions.MockedResponses.http404(from: URL(string: "https://github.com")!)
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

/// The stubbed session behind `URLSessions.mock()` and its resettable handler.
final class SharedStubbedSession: ResettableMock {
    let handler = Mocked<CommonDependencies.URLSessions.RequestHandler>(
        CommonDependencies.URLSessions.defaultRequestHandler)
    let session: URLSession

    init() {
        let handler = handler
        session = StubRoutes.makeSession { request in handler.next(request) }
    }

    func reset() {
        handler.reset()
    }
}
