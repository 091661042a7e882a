import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Result where Success == (data: Data, response: URLResponse), Failure == URLError {
    /// ``CommonDependencies/URLSessions/MockedResponses/successful(from:with:headers:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock {
    ///     .successful(from: $0.url!, with: Data("{}".utf8))
    /// }
    /// ```
    public static func successful(from url: URL, with data: Data = Data(), headers: [String: String]? = nil) -> Self {
        CommonDependencies.URLSessions.MockedResponses.successful(from: url, with: data, headers: headers)
    }

    /// ``CommonDependencies/URLSessions/MockedResponses/successful(from:data:headers:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock {
    ///     .successful(from: $0.url!, data: Data("{}".utf8))
    /// }
    /// ```
    public static func successful(from url: URL, data: Data, headers: [String: String]? = nil) -> Self {
        CommonDependencies.URLSessions.MockedResponses.successful(from: url, with: data, headers: headers)
    }

    /// ``CommonDependencies/URLSessions/MockedResponses/http403(from:with:headers:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock { .http403(from: $0.url!) }
    /// ```
    public static func http403(from url: URL, with data: Data = Data(), headers: [String: String]? = nil) -> Self {
        CommonDependencies.URLSessions.MockedResponses.http403(from: url, with: data, headers: headers)
    }

    /// ``CommonDependencies/URLSessions/MockedResponses/http404(from:with:headers:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock { .http404(from: $0.url!) }
    /// ```
    public static func http404(from url: URL, with data: Data = Data(), headers: [String: String]? = nil) -> Self {
        CommonDependencies.URLSessions.MockedResponses.http404(from: url, with: data, headers: headers)
    }

    /// ``CommonDependencies/URLSessions/MockedResponses/http500(from:with:headers:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock { .http500(from: $0.url!) }
    /// ```
    public static func http500(from url: URL, with data: Data = Data(), headers: [String: String]? = nil) -> Self {
        CommonDependencies.URLSessions.MockedResponses.http500(from: url, with: data, headers: headers)
    }

    /// ``CommonDependencies/URLSessions/MockedResponses/custom(from:statusCode:with:headers:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock {
    ///     .custom(from: $0.url!, statusCode: 418)
    /// }
    /// ```
    public static func custom(
        from url: URL,
        statusCode: Int,
        with data: Data = Data(),
        headers: [String: String]? = nil
    ) -> Self {
        CommonDependencies.URLSessions.MockedResponses.custom(
            from: url, statusCode: statusCode, with: data, headers: headers)
    }

    /// ``CommonDependencies/URLSessions/MockedResponses/custom(from:statusCode:data:headers:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock {
    ///     .custom(from: $0.url!, statusCode: 201, data: body)
    /// }
    /// ```
    public static func custom(from url: URL, statusCode: Int, data: Data, headers: [String: String]? = nil) -> Self {
        CommonDependencies.URLSessions.MockedResponses.custom(
            from: url, statusCode: statusCode, with: data, headers: headers)
    }

    /// ``CommonDependencies/URLSessions/MockedResponses/failure(error:)`` with leading-dot syntax.
    ///
    /// ```swift
    /// let session = CommonDependencies.URLSessions.mock { _ in
    ///     .failure(error: .timedOut)
    /// }
    /// ```
    public static func failure(error code: URLError.Code) -> Self {
        CommonDependencies.URLSessions.MockedResponses.failure(error: code)
    }
}
