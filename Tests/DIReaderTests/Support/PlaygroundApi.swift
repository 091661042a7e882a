// Corridor's "Api" playground page in Swift 6: the same context, resolver and `>=>` chain,
// with `async` functions where the playground had a home-made Future. It lives beside the README's
// module-wide `typealias Context = AppContext`, so its types name their context explicitly (see DIReader docs).
import DIReader
import Foundation

protocol PlaygroundContext {
    var now: Date { get }
    var api: Api { get }
}

struct PlaygroundDefaultContext: PlaygroundContext {
    var now: Date { return Date() }
    var api: Api { return Api(connection: ServerConnection()) }
}

struct PlaygroundMockContext: PlaygroundContext {
    let connection: MockConnection
    var now: Date { return Date.distantPast }
    var api: Api { return Api(connection: connection) }
}

extension HasContext where Context == PlaygroundContext {
    static var `default`: Resolver<Self, PlaygroundContext> {
        return Resolver(context: PlaygroundDefaultContext())
    }
}

protocol PlaygroundContextAware: HasInstanceContext
where Self.Context == PlaygroundContext {}

extension PlaygroundContextAware {
    var now: Date {
        return resolve[\.now]
    }
    var api: Api {
        return resolve[\.api]
    }
}

struct Endpoint: Codable, Equatable { let usersEndpoint: String }
struct UsersEndpoint: Codable, Equatable { let firstUserEndpoint: String }
struct UserEndpoint: Codable, Equatable { let addressEndpoint: String }
struct AddressEndpoint: Codable, Equatable { let street: String }

protocol Connection {
    var endpoint: Endpoint { get }
    func getResponse<T: Decodable>(_ path: String) async throws -> T
    func dispatch(_ message: String) async
}

/// The live connection; the tests never call it.
struct ServerConnection: Connection {
    struct Offline: Error {}
    var endpoint: Endpoint { Endpoint(usersEndpoint: "https://api.example.com/users") }
    func getResponse<T: Decodable>(_ path: String) async throws -> T { throw Offline() }
    func dispatch(_ message: String) async {}
}

/// Answers from canned JSON and records what the chain dispatched.
final class MockConnection: Connection {
    struct NotFound: Error, Equatable { let path: String }

    private let responses: [String: String]
    private(set) var dispatched: [String] = []

    init(responses: [String: String]) {
        self.responses = responses
    }

    var endpoint: Endpoint { Endpoint(usersEndpoint: "/users") }

    func getResponse<T: Decodable>(_ path: String) async throws -> T {
        guard let json = responses[path] else { throw NotFound(path: path) }
        return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func dispatch(_ message: String) async {
        dispatched.append(message)
    }
}

struct Api: PlaygroundContextAware {
    typealias Context = PlaygroundContext
    var resolve = `default`
    let connection: Connection
    init(connection: Connection) {
        self.connection = connection
    }
    var endpoint: Endpoint {
        return connection.endpoint
    }
    func getResponse<T: Decodable>(_ path: String) async throws -> T {
        return try await connection.getResponse(path)
    }
}

typealias ApiAware<O> = AsyncReader<Api, O>
typealias ApiBind<I, O> = (I) async throws -> ApiAware<O>

func bind<I, O: Decodable>(_ urlFrom: @escaping (I) -> String) -> ApiBind<I, O> {
    return { input in
        ApiAware { api in
            await api.connection.dispatch("\(api.now.timeIntervalSince1970) - \(urlFrom(input))")
            return try await api.getResponse(urlFrom(input))
        }
    }
}

/// A computed global: Swift 6 rejects a global `let` of a non-`Sendable` reader.
var apiEntrypoint: ApiAware<Endpoint> {
    ApiAware { api in api.endpoint }
}

func usersEndpoint(
    _ endpoint: Endpoint
) async throws -> ApiAware<UsersEndpoint> {
    try await bind { (endpoint: Endpoint) in endpoint.usersEndpoint }(endpoint)
}

func firstUserEndpoint(
    _ users: UsersEndpoint
) async throws -> ApiAware<UserEndpoint> {
    try await bind { (users: UsersEndpoint) in users.firstUserEndpoint }(users)
}

func addressEndpoint(
    _ user: UserEndpoint
) async throws -> ApiAware<AddressEndpoint> {
    try await bind { (user: UserEndpoint) in user.addressEndpoint }(user)
}

final class ApiController: PlaygroundContextAware {
    typealias Context = PlaygroundContext
    var resolve = `default`

    func loadAddress() async throws -> AddressEndpoint {
        let apiCall = usersEndpoint >=> firstUserEndpoint >=> addressEndpoint
        return try await apiEntrypoint.flatMap(apiCall).run(api)
    }
}
