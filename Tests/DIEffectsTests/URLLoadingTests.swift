import DIEffects
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One canned response and what a client must observe for it.
struct CannedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let handler: CommonDependencies.URLSessions.RequestHandler
    let statusCode: Int?
    let body: Data
    let errorCode: URLError.Code?

    var testDescription: String { name }

    static let all: [CannedCase] = [
        CannedCase(
            name: "successful", handler: { .successful(from: $0.url!, data: Data("hello".utf8)) }, statusCode: 200,
            body: Data("hello".utf8), errorCode: nil),
        CannedCase(
            name: "http403", handler: { .http403(from: $0.url!) }, statusCode: 403, body: Data(), errorCode: nil),
        CannedCase(
            name: "http404", handler: { .http404(from: $0.url!) }, statusCode: 404, body: Data(), errorCode: nil),
        CannedCase(
            name: "http500", handler: { .http500(from: $0.url!) }, statusCode: 500, body: Data(), errorCode: nil),
        CannedCase(
            name: "custom 418", handler: { .custom(from: $0.url!, statusCode: 418, data: Data([1, 2])) },
            statusCode: 418, body: Data([1, 2]), errorCode: nil),
        CannedCase(
            name: "failure", handler: { _ in .failure(URLError(.notConnectedToInternet)) }, statusCode: nil,
            body: Data(), errorCode: .notConnectedToInternet),
    ]
}

/// The outcome of one request, comparable across the URLSession APIs.
struct Outcome: Equatable {
    var statusCode: Int?
    var body: Data
    var errorCode: URLError.Code?
}

func loadAsync(_ session: URLSession, _ url: URL = githubURL) async -> Outcome {
    do {
        let (data, response) = try await session.data(for: URLRequest(url: url))
        return Outcome(statusCode: (response as? HTTPURLResponse)?.statusCode, body: data, errorCode: nil)
    } catch let error as URLError {
        return Outcome(statusCode: nil, body: Data(), errorCode: error.code)
    } catch {
        return Outcome(statusCode: nil, body: Data(), errorCode: .unknown)
    }
}

func loadWithDataTask(_ session: URLSession, _ url: URL = githubURL) async -> Outcome {
    await withCheckedContinuation { continuation in
        session.dataTask(with: URLRequest(url: url)) { data, response, error in
            let code = (error as? URLError)?.code ?? (error == nil ? nil : .unknown)
            continuation.resume(
                returning: Outcome(
                    statusCode: (response as? HTTPURLResponse)?.statusCode, body: code == nil ? data ?? Data() : Data(),
                    errorCode: code))
        }.resume()
    }
}

@Suite("URL loading with canned responses")
struct URLLoadingTests {
    @Test("a stubbed session answers async data(for:) with each canned response", arguments: CannedCase.all)
    func asyncData(canned: CannedCase) async {
        let session = CommonDependencies.URLSessions.mock(canned.handler)
        let outcome = await loadAsync(session())
        #expect(outcome == Outcome(statusCode: canned.statusCode, body: canned.body, errorCode: canned.errorCode))
    }

    @Test(
        "a stubbed session answers dataTask(with:completionHandler:) with each canned response",
        arguments: CannedCase.all)
    func dataTask(canned: CannedCase) async {
        let session = CommonDependencies.URLSessions.mock(canned.handler)
        let outcome = await loadWithDataTask(session())
        #expect(outcome == Outcome(statusCode: canned.statusCode, body: canned.body, errorCode: canned.errorCode))
    }

    @Test("the request function answers with each canned response", arguments: CannedCase.all)
    func requestFunction(canned: CannedCase) async {
        let request = CommonDependencies.URLRequesters.mock(canned.handler)
        do {
            let (data, response) = try await request(URLRequest(url: githubURL))
            #expect((response as? HTTPURLResponse)?.statusCode == canned.statusCode)
            #expect(data == canned.body)
        } catch {
            #expect((error as? URLError)?.code == canned.errorCode)
        }
    }

    @Test("concurrent requests on differently stubbed sessions each get their own session's answer")
    func sessionsAreRoutedIndependently() async {
        let sessions = (0..<20).map { index in
            CommonDependencies.URLSessions.mock { .custom(from: $0.url!, statusCode: 200 + index) }()
        }
        let codes = await withTaskGroup(of: (Int, Int?).self) { group in
            for (index, session) in sessions.enumerated() {
                group.addTask { (index, await loadAsync(session).statusCode) }
            }
            var codes: [Int: Int?] = [:]
            for await (index, code) in group { codes[index] = code }
            return codes
        }
        #expect(codes.keys.sorted() == Array(0..<20))
        for (index, code) in codes {
            #expect(code == 200 + index)
        }
    }

    @Test("the handler sees the request that was sent")
    func handlerSeesRequest() async {
        let seen = Recorder<String>()
        let session = CommonDependencies.URLSessions.mock { request in
            seen.append(
                "\(request.httpMethod ?? "") \(request.url!.path) \(request.value(forHTTPHeaderField: "X-Trace") ?? "")"
            )
            return .successful(from: request.url!)
        }
        var request = URLRequest(url: githubURL)
        request.httpMethod = "POST"
        request.setValue("42", forHTTPHeaderField: "X-Trace")
        _ = try? await session().data(for: request)
        #expect(seen.values == ["POST /SwiftRex 42"])
    }

    @Test("a per-instance handler can be changed after the session is built")
    func mockedHandler() async {
        let handler = Mocked<CommonDependencies.URLSessions.RequestHandler>({ .successful(from: $0.url!) })
        let session = CommonDependencies.URLSessions.mock(handler)
        #expect(await loadAsync(session()).statusCode == 200)
        handler.next = { .http500(from: $0.url!) }
        #expect(await loadAsync(session()).statusCode == 500)
    }

    @Test("the seed's shared nextRequestHandler answers mock() sessions and the mock request function")
    func sharedHandlers() async {
        await DependencyIsolation.withFreshState {
            let session = CommonDependencies.URLSessions.mock()
            let request = CommonDependencies.URLRequesters.mock()
            #expect(await loadAsync(session()).errorCode == .badServerResponse)
            CommonDependencies.URLSessions.nextRequestHandler = { _ in
                CommonDependencies.URLSessions.MockedResponses.http404(from: URL(string: "https://github.com")!)
            }
            CommonDependencies.URLRequesters.nextRequestHandler = { .http403(from: $0.url!) }
            #expect(await loadWithDataTask(session()).statusCode == 404)
            let (_, response) = try! await request(URLRequest(url: githubURL))
            #expect((response as? HTTPURLResponse)?.statusCode == 403)
            CommonDependencies.resetMocks()
            #expect(await loadAsync(session()).errorCode == .badServerResponse)
        }
    }

    @Test("unimplemented sessions and request functions report and fail")
    func unimplementedNetworking() async {
        let session = CommonDependencies.URLSessions.unimplemented()
        let request = CommonDependencies.URLRequesters.unimplemented()
        let (outcomes, reports) = await DiagnosticReporter.collectReports {
            let fromSession = await loadAsync(session())
            let fromFunction = (try? await request(URLRequest(url: githubURL))) == nil
            return (fromSession.errorCode, fromFunction)
        }
        #expect(outcomes.0 == .unsupportedURL)
        #expect(outcomes.1)
        #expect(summaries(reports) == ["Unimplemented: URLSession", "Unimplemented: URLRequester"])
    }

    @Test("the live request function loads through the session it is given")
    func liveRequestFunction() async throws {
        let stubbed = CommonDependencies.URLSessions.mock { .successful(from: $0.url!, data: Data("live".utf8)) }
        let request = CommonDependencies.URLRequesters.live(session: stubbed)
        let (data, _) = try await request(URLRequest(url: githubURL))
        #expect(data == Data("live".utf8))
        #expect(CommonDependencies.URLSessions.live()() === URLSession.shared)
    }
}
