import DIEffects
import Dispatch
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct Point: Codable, Equatable {
    var x: Int
}

/// CommonDependencies' own spellings of its networking, coding and scheduling API, and what each does.
@Suite("CommonDependencies' spellings of networking, coding and scheduling", .isolatedDependencies)
struct SeedSpellingTests {
    @Test("MockedResponses take the seed's labels: with: for the body, headers:, failure(error:)")
    func mockedResponseLabels() async throws {
        let headers = ["Content-Type": "application/json"]
        let responses = CommonDependencies.URLSessions.MockedResponses.self
        let cases: [(CommonDependencies.URLSessions.MockedResponse, Int)] = [
            (responses.successful(from: githubURL, with: Data("ok".utf8), headers: headers), 200),
            (responses.http403(from: githubURL, with: Data("ok".utf8), headers: headers), 403),
            (responses.http404(from: githubURL, with: Data("ok".utf8), headers: headers), 404),
            (responses.http500(from: githubURL, with: Data("ok".utf8), headers: headers), 500),
            (responses.custom(from: githubURL, statusCode: 418, with: Data("ok".utf8), headers: headers), 418),
        ]
        for (response, statusCode) in cases {
            let (data, urlResponse) = try response.get()
            let http = try #require(urlResponse as? HTTPURLResponse)
            #expect(http.statusCode == statusCode)
            #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(data == Data("ok".utf8))
        }
        #expect(throws: URLError(.timedOut)) { try responses.failure(error: .timedOut).get() }
    }

    @Test("URLSessions.live(value:) hands out the session its closure returns; live() is URLSession.shared")
    func liveSessionValue() {
        let ephemeral = URLSession(configuration: .ephemeral)
        #expect(CommonDependencies.URLSessions.live(value: { ephemeral })() === ephemeral)
        #expect(CommonDependencies.URLSessions.live()() === URLSession.shared)
    }

    @Test("URLSessions.mock(returning:) hands out the closure's session; mock() the replaceable nextMockedURLSession")
    func sessionMocks() async {
        let custom = CommonDependencies.URLSessions.mock { .http500(from: $0.url!) }()
        #expect(CommonDependencies.URLSessions.mock(returning: { custom })() === custom)
        let session = CommonDependencies.URLSessions.mock()
        CommonDependencies.URLSessions.nextRequestHandler = { .http404(from: $0.url!) }
        #expect(await loadAsync(session()).statusCode == 404)
        CommonDependencies.URLSessions.nextMockedURLSession = custom
        #expect(await loadAsync(session()).statusCode == 500)
        CommonDependencies.resetMocks()
        #expect(session() !== custom)
        #expect(await loadAsync(session()).errorCode == .badServerResponse)
    }

    @Test("setting nextMockedURLSessionConfiguration keeps the session stubbed, with the configuration's settings")
    func sessionConfiguration() async {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 7
        CommonDependencies.URLSessions.nextMockedURLSessionConfiguration = configuration
        CommonDependencies.URLSessions.nextRequestHandler = { .http403(from: $0.url!) }
        #expect(CommonDependencies.URLSessions.nextMockedURLSessionConfiguration.timeoutIntervalForRequest == 7)
        #expect(await loadAsync(CommonDependencies.URLSessions.mock()()).statusCode == 403)
    }

    @Test("URLRequesters.mock(returning:) answers with the closure's handler")
    func requesterCustomHandler() async throws {
        let request = CommonDependencies.URLRequesters.mock(returning: { { .http403(from: $0.url!) } })
        let (_, response) = try await request(URLRequest(url: githubURL))
        #expect((response as? HTTPURLResponse)?.statusCode == 403)
    }

    @Test("URLRequesters.live runs the seed's request, response and error hooks")
    func requesterHooks() async throws {
        let session = CommonDependencies.URLSessions.mock { request in
            request.value(forHTTPHeaderField: "X-Tag") == "set"
                ? .successful(from: request.url!, with: Data("body".utf8)) : .failure(error: .cancelled)
        }
        let request = CommonDependencies.URLRequesters.live(
            session: session,
            requestSettings: { request in
                var request = request
                request.setValue("set", forHTTPHeaderField: "X-Tag")
                return request
            },
            responseMap: { (data: $0.data + Data("!".utf8), response: $0.response) },
            errorMap: { _ in URLError(.timedOut) })
        let (data, _) = try await request(URLRequest(url: githubURL))
        #expect(data == Data("body!".utf8))
        let failing = CommonDependencies.URLRequesters.live(
            session: session, errorMap: { _ in URLError(.timedOut) })
        do {
            _ = try await failing(URLRequest(url: githubURL))
            Issue.record("a cancelled request should throw")
        } catch {
            #expect(error as? URLError == URLError(.timedOut))
        }
    }

    @Test("Decoders.live(innerDecoder:) and Encoders.live(innerEncoder:) erase the coders their closures build")
    func liveInnerCoders() throws {
        let decoder = CommonDependencies.Decoders.live(innerDecoder: { JSONDecoder() })
        let encoder = CommonDependencies.Encoders.live(innerEncoder: { JSONEncoder() })
        let data = try encoder().encode(Point(x: 3))
        #expect(try decoder().decode(Point.self, from: data) == Point(x: 3))
        #expect(try JSONDecoder().eraseToAnyDecoder().decode(Point.self, from: data) == Point(x: 3))
        #expect(try AnyEncoder(erasing: JSONEncoder()).encode(Point(x: 3)) == data)
    }

    @Test("Decoders.mock(returning:) and mockJSON(returning:) use the mock their closure returns")
    func customCoderMocks() throws {
        let decoderMock = CommonDependencies.Decoders.DecoderMock<Data>()
        decoderMock.nextDecode = { _ in .success(Point(x: 1)) }
        let encoderMock = CommonDependencies.Encoders.DataEncoderMock()
        encoderMock.nextEncode = { _ in .success(Data([9])) }
        #expect(
            try CommonDependencies.Decoders.mock(returning: { decoderMock })().decode(Point.self, from: Data())
                == Point(x: 1))
        #expect(
            try CommonDependencies.Decoders.mockJSON(returning: { decoderMock })().decode(Point.self, from: Data())
                == Point(x: 1))
        #expect(try CommonDependencies.Encoders.mock(returning: { encoderMock })().encode(Point(x: 1)) == Data([9]))
        #expect(try CommonDependencies.Encoders.mockJSON(returning: { encoderMock })().encode(Point(x: 1)) == Data([9]))
    }

    @Test("the seed's decoder mock can fail with the seed's own DecodingError")
    func seedDecodingFailure() {
        let mock = CommonDependencies.Decoders.DataDecoderMock()
        mock.nextDecode = { _ in .failure(.dataCorrupted(.init(codingPath: [], debugDescription: ""))) }
        #expect(throws: DecodingError.self) { try mock.decode(Point.self, from: Data()) }
    }

    @Test("liveDispatch() runs its work on the main queue, the seed's default")
    func liveDispatchDefaultsToMain() async {
        await #expect(processExitsWith: .success) {
            // The exit test's process runs its main queue; work that lands elsewhere stops it, and work that never
            // runs lets the wait below end in a failure. Five minutes is a hang limit: only work that never runs
            // waits this long, however busy the machine.
            CommonDependencies.Schedulers.liveDispatch().schedule {
                dispatchPrecondition(condition: .onQueue(.main))
                exit(0)
            }
            try? await Task.sleep(for: .seconds(300))
            fatalError("the work scheduled on liveDispatch() never ran")
        }
    }

    @Test("Schedulers.live(innerScheduler:) schedules on the queue it is given")
    func liveInnerScheduler() async {
        let queue = DispatchQueue(label: "inner-scheduler-test")
        let scheduler = CommonDependencies.Schedulers.live(innerScheduler: queue)
        await withCheckedContinuation { continuation in
            scheduler.schedule {
                dispatchPrecondition(condition: .onQueue(queue))
                continuation.resume()
            }
        }
        let testScheduler = TestScheduler()
        let ran = Recorder<Int>()
        CommonDependencies.Schedulers.live(innerScheduler: testScheduler.scheduler).schedule { ran.append(1) }
        testScheduler.advance()
        #expect(ran.values == [1])
    }

    @Test("mockDispatch(returning:) hands out the closure's scheduler, asked once")
    func mockDispatchReturning() {
        let testScheduler = CommonDependencies.Schedulers.DispatchQueueMock()
        let asked = Recorder<Int>()
        let scheduler = CommonDependencies.Schedulers.mockDispatch(returning: {
            asked.append(1)
            return testScheduler.scheduler
        })
        let ran = Recorder<String>()
        scheduler.schedule(after: .seconds(1)) { ran.append("ran") }
        testScheduler.advance(by: .seconds(1))
        #expect(ran.values == ["ran"])
        #expect(asked.values == [1])
    }

    @Test("the README's scheduler lines run the work 3 seconds later, in virtual time")
    func readmeSchedulerLines() {
        let scheduler = World.sharedMock.mainScheduler
        let ran = Recorder<String>()
        CommonDependencies.Schedulers.dispatchQueueMock.advance(to: .init(.now()))
        scheduler.schedule(after: .init(.now() + .seconds(3))) {
            ran.append("3 seconds later...")
        }
        CommonDependencies.Schedulers.dispatchQueueMock.advance(by: .seconds(2))
        #expect(ran.values.isEmpty)
        CommonDependencies.Schedulers.dispatchQueueMock.advance(by: .seconds(1))
        #expect(ran.values == ["3 seconds later..."])
    }

    @Test("waitForAllTasks runs the one-shot work and returns although a repeating timer is scheduled")
    func waitForAllTasks() {
        let testScheduler = CommonDependencies.Schedulers.dispatchQueueMock
        let ran = Recorder<String>()
        testScheduler.scheduler.schedule(after: .seconds(1), interval: .seconds(1)) { ran.append("tick") }
        testScheduler.scheduler.schedule(after: .seconds(2)) { ran.append("done") }
        testScheduler.waitForAllTasks()
        #expect(ran.values == ["tick", "tick", "done"])  // at 2 s the timer, scheduled first, runs first
    }
}
