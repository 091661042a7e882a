import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Routes stubbed requests to the handler of the session that sent them.
///
/// `startLoading` runs on a URLSession thread where task-locals are not set, and
/// on Linux neither the session nor its extra headers are visible there. So each
/// stubbed session gets its own protocol *class*: `RoutedStubProtocol<Route>`
/// with a route number spelled as a type (binary digits as nested generics), and
/// the class reads its number back to find the session's handler.
package enum StubRoutes {
    private static let handlers = Locked<[Int: CommonDependencies.URLSessions.RequestHandler]>([:])
    private static let lastRoute = AtomicCounter()

    /// A new session with `configuration` whose every request is answered by `handler`, never by the network.
    ///
    /// A route stays registered for the life of the process (a few bytes per
    /// stubbed session), because the session may outlive every reference we see.
    package static func makeSession(
        configuration: URLSessionConfiguration = .ephemeral,
        handler: @escaping CommonDependencies.URLSessions.RequestHandler
    ) -> URLSession {
        let route = lastRoute.increment()
        handlers.withLock { $0[route] = handler }
        let configuration = configuration.copy() as? URLSessionConfiguration ?? .ephemeral
        configuration.protocolClasses = [protocolClass(for: routeTag(for: route))]
        return URLSession(configuration: configuration)
    }

    static func handler(for route: Int) -> CommonDependencies.URLSessions.RequestHandler? {
        handlers.withLock { $0[route] }
    }

    private static func routeTag(for route: Int) -> any RouteTag.Type {
        var tag: any RouteTag.Type = RouteEnd.self
        let bits = Int.bitWidth - route.leadingZeroBitCount
        for position in stride(from: bits - 1, through: 0, by: -1) {
            tag = appending(bit: (route >> position) & 1 == 1, to: tag)
        }
        return tag
    }

    private static func appending<Tag: RouteTag>(bit: Bool, to tag: Tag.Type) -> any RouteTag.Type {
        bit ? RouteOne<Tag>.self : RouteZero<Tag>.self
    }

    private static func protocolClass<Tag: RouteTag>(for tag: Tag.Type) -> AnyClass {
        RoutedStubProtocol<Tag>.self
    }
}

/// A route number spelled as a type.
protocol RouteTag {
    static var route: Int { get }
}

enum RouteEnd: RouteTag {
    static var route: Int { 0 }
}

enum RouteZero<Rest: RouteTag>: RouteTag {
    static var route: Int { Rest.route << 1 }
}

enum RouteOne<Rest: RouteTag>: RouteTag {
    static var route: Int { Rest.route << 1 | 1 }
}

/// Answers every request of one stubbed session with that session's handler.
final class RoutedStubProtocol<Route: RouteTag>: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let outcome =
            StubRoutes.handler(for: Route.route)?(request)
            ?? .failure(URLError(.unsupportedURL))
        switch outcome {
        case .success(let (data, response)):
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: data)
            client?.urlProtocolDidFinishLoading(self)
        case .failure(let error):
            client?.urlProtocol(self, didFailWithError: error)
        }
    }

    override func stopLoading() {}
}
