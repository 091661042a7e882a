import DIReader
import Foundation
import Testing

@Suite("Corridor's Api playground with async Readers")
struct PlaygroundApiTests {
    static let cannedResponses = [
        "/users": #"{"firstUserEndpoint": "/users/1"}"#,
        "/users/1": #"{"addressEndpoint": "/users/1/address"}"#,
        "/users/1/address": #"{"street": "Corridor Lane 1"}"#,
    ]

    @Test("usersEndpoint >=> firstUserEndpoint >=> addressEndpoint walks the API in the mock context")
    func chainedCallsUseMockContext() async throws {
        let connection = MockConnection(responses: Self.cannedResponses)
        let controller = withContext(ApiController(), PlaygroundMockContext(connection: connection))
        let address = try await controller.loadAddress()
        #expect(address == AddressEndpoint(street: "Corridor Lane 1"))
        let pastStamp = Date.distantPast.timeIntervalSince1970
        #expect(
            connection.dispatched == [
                "\(pastStamp) - /users",
                "\(pastStamp) - /users/1",
                "\(pastStamp) - /users/1/address",
            ]
        )
    }

    @Test("the Api extended from the context carries the controller's context")
    func apiSeesControllerContext() {
        let connection = MockConnection(responses: [:])
        let mocked = withContext(ApiController(), PlaygroundMockContext(connection: connection))
        #expect(mocked.api.now == .distantPast)
        #expect(mocked.api.connection is MockConnection)
        #expect(ApiController().api.connection is ServerConnection)
    }

    @Test("a missing response stops the chain with the step's error")
    func missingResponseStopsChain() async {
        var responses = Self.cannedResponses
        responses["/users/1"] = nil
        let connection = MockConnection(responses: responses)
        let controller = withContext(ApiController(), PlaygroundMockContext(connection: connection))
        await #expect(throws: MockConnection.NotFound(path: "/users/1")) {
            try await controller.loadAddress()
        }
        #expect(connection.dispatched.count == 2)
    }
}
