import DIEffects
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct Profile: Codable, Equatable {
    var fullName: String
}

/// Behaviour CommonDependencies documented or implemented, checked against DIEffects (issue 16).
@Suite("CommonDependencies' behaviour, kept", .isolatedDependencies)
struct SeedBehaviourTests {
    @Test("World.live formats dates in the .full style and numbers as currency, as the seed's README builds it")
    func liveFormatters() {
        #expect(World.live.dateFormatter().dateStyle == .full)
        #expect(World.live.numberFormatter().numberStyle == .currency)
    }

    @Test("World.live's JSON coders convert keys to and from snake_case, as the seed's README builds them")
    func liveCoders() throws {
        let data = try World.live.encoder().encode(Profile(fullName: "Blob"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"full_name":"Blob"}"#)
        #expect(try World.live.decoder().decode(Profile.self, from: data) == Profile(fullName: "Blob"))
    }

    @Test("an unset decoder mock fails to decode real JSON, as the seed's did")
    func unsetDecoderMockFails() {
        let decoder = CommonDependencies.Decoders.mockJSON()
        #expect(throws: DecodingError.self) { try decoder().decode(Int.self, from: Data("3".utf8)) }
    }

    @Test("an unset encoder mock fails to encode, as the seed's did")
    func unsetEncoderMockFails() {
        let encoder = CommonDependencies.Encoders.mockJSON()
        #expect(throws: EncodingError.self) { try encoder().encode(3) }
    }

    @Test("an unset shared URL handler fails with badServerResponse, as the seed's did")
    func unsetSessionHandler() {
        let outcome = CommonDependencies.URLSessions.nextRequestHandler(URLRequest(url: githubURL))
        #expect(throws: URLError(.badServerResponse)) { try outcome.get() }
    }

    @Test("the request function answers with URLSessions.nextRequestHandler until given a handler of its own")
    func requesterFallsBackToTheSessionHandler() async throws {
        let request = CommonDependencies.URLRequesters.mock()
        CommonDependencies.URLSessions.nextRequestHandler = { .http404(from: $0.url!) }
        let (_, fallback) = try await request(URLRequest(url: githubURL))
        #expect((fallback as? HTTPURLResponse)?.statusCode == 404)
        CommonDependencies.URLRequesters.nextRequestHandler = { .http500(from: $0.url!) }
        let (_, own) = try await request(URLRequest(url: githubURL))
        #expect((own as? HTTPURLResponse)?.statusCode == 500)
        CommonDependencies.resetMocks()
        CommonDependencies.URLSessions.nextRequestHandler = { .http403(from: $0.url!) }
        let (_, afterReset) = try await request(URLRequest(url: githubURL))
        #expect((afterReset as? HTTPURLResponse)?.statusCode == 403)
    }
}
