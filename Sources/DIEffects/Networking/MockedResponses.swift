import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CommonDependencies.URLSessions {
    /// What a stubbed request produces: the body and response, or a `URLError`.
    ///
    /// ```swift
    /// let response: CommonDependencies.URLSessions.MockedResponse = .failure(
    ///     URLError(.timedOut))
    /// ```
    public typealias MockedResponse = Result<(data: Data, response: URLResponse), URLError>

    /// Decides the canned response for each request.
    ///
    /// ```swift
    /// let handler: CommonDependencies.URLSessions.RequestHandler = { request in
    ///     .http404(from: request.url!)
    /// }
    /// ```
    public typealias RequestHandler = @Sendable (URLRequest) -> MockedResponse

    /// Canned responses for stubbed requests.
    ///
    /// ```swift
    /// let response = CommonDependencies.URLSessions.MockedResponses.http404(
    ///     from: URL(string: "https://github.com")!)
    /// ```
    public enum MockedResponses {
        /// A `200 OK` with `data` as the body (the seed's spelling).
        ///
        /// ```swift
        /// let ok = CommonDependencies.URLSessions.MockedResponses.successful(
        ///     from: url, with: Data("{}".utf8))
        /// ```
        public static func successful(
            from url: URL,
            with data: Data = Data(),
            headers: [String: String]? = nil
        ) -> MockedResponse {
            custom(from: url, statusCode: 200, with: data, headers: headers)
        }

        /// A `200 OK` with `data` as the body.
        ///
        /// ```swift
        /// let ok = CommonDependencies.URLSessions.MockedResponses.successful(
        ///     from: url, data: Data("{}".utf8))
        /// ```
        public static func successful(from url: URL, data: Data, headers: [String: String]? = nil) -> MockedResponse {
            custom(from: url, statusCode: 200, with: data, headers: headers)
        }

        /// A `403 Forbidden`, with an empty body unless given one.
        ///
        /// ```swift
        /// let forbidden = CommonDependencies.URLSessions.MockedResponses.http403(
        ///     from: url)
        /// ```
        public static func http403(
            from url: URL,
            with data: Data = Data(),
            headers: [String: String]? = nil
        ) -> MockedResponse {
            custom(from: url, statusCode: 403, with: data, headers: headers)
        }

        /// A `404 Not Found`, with an empty body unless given one.
        ///
        /// ```swift
        /// let notFound = CommonDependencies.URLSessions.MockedResponses.http404(from: url)
        /// ```
        public static func http404(
            from url: URL,
            with data: Data = Data(),
            headers: [String: String]? = nil
        ) -> MockedResponse {
            custom(from: url, statusCode: 404, with: data, headers: headers)
        }

        /// A `500 Internal Server Error`, with an empty body unless given one.
        ///
        /// ```swift
        /// let serverError = CommonDependencies.URLSessions.MockedResponses.http500(
        ///     from: url)
        /// ```
        public static func http500(
            from url: URL,
            with data: Data = Data(),
            headers: [String: String]? = nil
        ) -> MockedResponse {
            custom(from: url, statusCode: 500, with: data, headers: headers)
        }

        /// An HTTP response with any status code, body and headers (the seed's spelling).
        ///
        /// ```swift
        /// let teapot = CommonDependencies.URLSessions.MockedResponses.custom(
        ///     from: url, statusCode: 418)
        /// ```
        public static func custom(
            from url: URL,
            statusCode: Int,
            with data: Data = Data(),
            headers: [String: String]? = nil
        ) -> MockedResponse {
            let response = HTTPURLResponse(
                url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
            guard let response else { return .failure(URLError(.badServerResponse)) }
            return .success((data: data, response: response))
        }

        /// An HTTP response with any status code, body and headers.
        ///
        /// ```swift
        /// let created = CommonDependencies.URLSessions.MockedResponses.custom(
        ///     from: url, statusCode: 201, data: body)
        /// ```
        public static func custom(
            from url: URL,
            statusCode: Int,
            data: Data,
            headers: [String: String]? = nil
        ) -> MockedResponse {
            custom(from: url, statusCode: statusCode, with: data, headers: headers)
        }

        /// A transport failure with the error `code` and no response (the seed's spelling).
        ///
        /// ```swift
        /// let offline = CommonDependencies.URLSessions.MockedResponses.failure(
        ///     error: .notConnectedToInternet)
        /// ```
        public static func failure(error code: URLError.Code) -> MockedResponse {
            .failure(URLError(code))
        }

        /// A transport failure: the request fails with `error` and no response.
        ///
        /// ```swift
        /// let offline = CommonDependencies.URLSessions.MockedResponses.failure(
        ///     URLError(.notConnectedToInternet))
        /// ```
        public static func failure(_ error: URLError) -> MockedResponse {
            .failure(error)
        }
    }
}
