import DIEffects
import DITesting
import Dispatch
import DocumentationChecks
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// An example of every row of the contract table in MigratingFromCommonDependencies.md, compiled and run:
// each follows the row's label. The import stands for the import rows:
// Contract row: `import CommonDependencies`
// Contract row: Mocks reached with `@testable import`, in Debug builds only

private let guidePath = "Sources/DIEffects/DIEffects.docc/MigratingFromCommonDependencies.md"
private let contractPath = "Tests/DIEffectsTests/ArticleExamples/CommonDependenciesContractTests.swift"

/// The seed README's `World`, declared by the user (without the Combine publisher).
private struct SeedWorld {
    let calendar: () -> Calendar
    let dateFormatter: () -> DateFormatter
    let decoder: () -> AnyDecoder<Data>
    let encoder: () -> AnyEncoder<Data>
    let locale: () -> Locale
    let now: () -> Date
    let numberFormatter: () -> NumberFormatter
    let mainScheduler: CommonDependencies.Schedulers.DispatchQueueScheduler
    let timeZone: () -> TimeZone
    let urlSession: () -> URLSession
}

private struct Message: Codable, Equatable {
    var sentAt: Int
}

@Suite("CommonDependencies' API and behaviour, row by row of the migration guide", .isolatedDependencies)
struct CommonDependenciesContractTests {
    @Test("the contract table is complete: a status, what the user sees, and an example for every row")
    func contractHolds() throws {
        let problems = try ContractTables.problems(documentPath: guidePath, testPath: contractPath)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let (marked, missing) = try MarkedExamples.missingExamples(documentPath: guidePath, testPath: contractPath)
        #expect(marked == 1 && missing.isEmpty, "\(missing.joined(separator: "\n\n"))")
    }

    @Test("the World: the user's own, World.live, the shared mock, urlRequest")
    func world() throws {
        // Contract row: Your own `struct World` of closures, and the subsets derived from it
        let seedWorld = SeedWorld(
            calendar: CommonDependencies.Calendars.live(),
            dateFormatter: CommonDependencies.DateFormatters.live {
                $0.dateStyle = .full
                return $0
            },
            decoder: CommonDependencies.Decoders.liveJSON {
                $0.keyDecodingStrategy = .convertFromSnakeCase
                return $0
            },
            encoder: CommonDependencies.Encoders.liveJSON {
                $0.keyEncodingStrategy = .convertToSnakeCase
                return $0
            },
            locale: CommonDependencies.Locales.live(),
            now: CommonDependencies.Now.live(),
            numberFormatter: CommonDependencies.NumberFormatters.live {
                $0.numberStyle = .currency
                return $0
            },
            mainScheduler: CommonDependencies.Schedulers.liveDispatch(queue: .main),
            timeZone: CommonDependencies.TimeZones.live(),
            urlSession: CommonDependencies.URLSessions.live())
        #expect(seedWorld.dateFormatter().dateStyle == .full)
        // Contract row: `World.live` as the README builds it
        let data = try World.live.encoder().encode(Message(sentAt: 1))
        #expect(String(decoding: data, as: UTF8.self) == #"{"sent_at":1}"#)
        #expect(World.live.numberFormatter().numberStyle == .currency)
        // Contract row: `World.mock` as the README builds it
        let world = World.sharedMock
        CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 9)
        #expect(world.now() == Date(timeIntervalSince1970: 9))
        // Contract row: `world.urlRequestPublisher`
        let request: URLRequester = world.urlRequest
        _ = request
    }

    @Test("the value effects: calendars, formatters, locales, now, time zones")
    func valueEffects() {
        // Contract row: `CommonDependencies.Calendars.live()`
        #expect(CommonDependencies.Calendars.live()() == Calendar.current)
        // Contract row: `Calendars.mock(returning:)` and `mock()`
        #expect(
            CommonDependencies.Calendars.mock(returning: { Calendar(identifier: .iso8601) })().identifier == .iso8601)
        #expect(CommonDependencies.Calendars.mock()().identifier == .gregorian)
        // Contract row: `Calendars.nextMockedCalendar`
        #expect(CommonDependencies.Calendars.nextMockedCalendar.timeZone.secondsFromGMT() == 0)
        // Contract row: `CommonDependencies.DateFormatters.live(settings:)`
        #expect(CommonDependencies.DateFormatters.live(settings: { $0 })() !== DateFormatter())
        // Contract row: `DateFormatters.mock(returning:)` and `nextMockedDateFormatter`
        let formatter = CommonDependencies.DateFormatters.nextMockedDateFormatter
        #expect(CommonDependencies.DateFormatters.mock(returning: { formatter })() === formatter)
        // Contract row: `CommonDependencies.Locales.live()`
        #expect(CommonDependencies.Locales.live()() == Locale.current)
        // Contract row: `Locales.posix`, `us`, `uk`, `germany`, `china`, `japan`, `brazil`, `korea`
        let locales = CommonDependencies.Locales.self
        let seedLocales = [
            locales.posix, locales.us, locales.uk, locales.germany, locales.china, locales.japan, locales.brazil,
            locales.korea,
        ]
        #expect(seedLocales.count == 8)
        // Contract row: `Locales.mock(returning:)` and `nextMockedLocale`
        #expect(CommonDependencies.Locales.mock()() == CommonDependencies.Locales.nextMockedLocale)
        #expect(CommonDependencies.Locales.mock(returning: { locales.korea })() == locales.korea)
        // Contract row: `CommonDependencies.Now.live()`
        let before = Date()
        let now = CommonDependencies.Now.live()()
        #expect(now >= before && now <= Date())
        // Contract row: `Now.mock(returning:)` and `nextMockedDate`
        #expect(CommonDependencies.Now.mock()() == CommonDependencies.Now.nextMockedDate)
        #expect(CommonDependencies.Now.mock(returning: { .distantPast })() == .distantPast)
        // Contract row: `CommonDependencies.NumberFormatters.live(settings:)`
        #expect(
            CommonDependencies.NumberFormatters.live(settings: {
                $0.numberStyle = .decimal
                return $0
            })().numberStyle == .decimal)
        // Contract row: `NumberFormatters.mock(returning:)` and `nextMockedNumberFormatter`
        let numberFormatter = CommonDependencies.NumberFormatters.nextMockedNumberFormatter
        #expect(CommonDependencies.NumberFormatters.mock(returning: { numberFormatter })() === numberFormatter)
        // Contract row: `CommonDependencies.TimeZones.live()`
        #expect(CommonDependencies.TimeZones.live()() == TimeZone.current)
        // Contract row: `TimeZones.mock(returning:)` and `nextMockedTimeZone`
        #expect(CommonDependencies.TimeZones.mock()() == CommonDependencies.TimeZones.nextMockedTimeZone)
        #expect(
            CommonDependencies.TimeZones.mock(returning: { TimeZone(secondsFromGMT: 60)! })().secondsFromGMT() == 60)
        // Contract row: The shared `nextMocked…` values, process-wide
        CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1)
        let elsewhere = DependencyIsolation.withFreshState { CommonDependencies.Now.nextMockedDate }
        #expect(elsewhere == CommonDependencies.Now.referenceDate)
    }

    @Test("the coders")
    func coders() throws {
        // Contract row: `CommonDependencies.Decoders.liveJSON(settings:)`
        let decoder = CommonDependencies.Decoders.liveJSON(settings: { $0 })
        #expect(try decoder().decode(Int.self, from: Data("1".utf8)) == 1)
        // Contract row: `Decoders.live(innerDecoder:)`
        #expect(
            try CommonDependencies.Decoders.live(innerDecoder: { JSONDecoder() })().decode(
                Int.self, from: Data("2".utf8)) == 2)
        // Contract row: `Decoders.mock(returning:)`
        _ = CommonDependencies.Decoders.mock(returning: { JSONDecoder() })
        // Contract row: `Decoders.mockJSON(returning:)` and `dataDecoderMock`
        CommonDependencies.Decoders.dataDecoderMock.nextDecode = { _ in .success(3) }
        #expect(try CommonDependencies.Decoders.mockJSON()().decode(Int.self, from: Data()) == 3)
        // Contract row: `DecoderMock`, `DataDecoderMock` and `nextDecode`
        let decoderMock: CommonDependencies.Decoders.DecoderMock<Data> = CommonDependencies.Decoders.DataDecoderMock()
        #expect(throws: DecodingError.self) { try decoderMock.decode(Int.self, from: Data("4".utf8)) }
        // Contract row: `AnyDecoder`, `TopLevelDecoderEx`, `init(erasing:)` and `eraseToAnyDecoder()`
        let erased: any TopLevelDecoderEx<Data> = AnyDecoder(erasing: JSONDecoder())
        #expect(try erased.decode(Int.self, from: Data("5".utf8)) == 5)
        #expect(try JSONDecoder().eraseToAnyDecoder().decode(Int.self, from: Data("6".utf8)) == 6)
        // Contract row: `CommonDependencies.Encoders.liveJSON(settings:)`
        #expect(try CommonDependencies.Encoders.liveJSON(settings: { $0 })().encode(7) == Data("7".utf8))
        // Contract row: `Encoders.live(innerEncoder:)`
        #expect(try CommonDependencies.Encoders.live(innerEncoder: { JSONEncoder() })().encode(8) == Data("8".utf8))
        // Contract row: `Encoders.mock(returning:)`
        _ = CommonDependencies.Encoders.mock(returning: { JSONEncoder() })
        // Contract row: `Encoders.mockJSON(returning:)` and `dataEncoderMock`
        CommonDependencies.Encoders.dataEncoderMock.nextEncode = { _ in .success(Data([9])) }
        #expect(try CommonDependencies.Encoders.mockJSON()().encode(9) == Data([9]))
        // Contract row: `EncoderMock`, `DataEncoderMock` and `nextEncode`
        let encoderMock: CommonDependencies.Encoders.EncoderMock<Data> = CommonDependencies.Encoders.DataEncoderMock()
        #expect(throws: EncodingError.self) { try encoderMock.encode(10) }
        // Contract row: `AnyEncoder`, `TopLevelEncoderEx`, `init(erasing:)` and `eraseToAnyEncoder()`
        let erasedEncoder: any TopLevelEncoderEx<Data> = AnyEncoder(erasing: JSONEncoder())
        #expect(try erasedEncoder.encode(11) == JSONEncoder().eraseToAnyEncoder().encode(11))
    }

    @Test("the schedulers")
    func schedulers() {
        let ran = Recorder<String>()
        // Contract row: `Schedulers.DispatchQueueScheduler`
        let main: CommonDependencies.Schedulers.DispatchQueueScheduler = CommonDependencies.Schedulers.mockDispatch()
        // Contract row: `Schedulers.liveDispatch(queue:)`
        _ = CommonDependencies.Schedulers.liveDispatch()
        // Contract row: `Schedulers.live(innerScheduler:)`
        _ = CommonDependencies.Schedulers.live(innerScheduler: DispatchQueue.main)
        // Contract row: `Schedulers.mockDispatch(returning:)`
        let testScheduler = TestScheduler()
        let mocked = CommonDependencies.Schedulers.mockDispatch(returning: { testScheduler.scheduler })
        // Contract row: `Schedulers.dispatchQueueMock` and `DispatchQueueMock`
        let dispatchQueueMock: CommonDependencies.Schedulers.DispatchQueueMock =
            CommonDependencies.Schedulers.dispatchQueueMock
        // Contract row: `scheduler.schedule(after: .init(.now() + .seconds(3)))`
        main.schedule(after: .init(.now() + .seconds(3))) { ran.append("main") }
        dispatchQueueMock.advance(by: .seconds(3))
        // Contract row: `DispatchQueueMock.waitForAllTasks()`
        mocked.schedule(after: .seconds(1)) { ran.append("mocked") }
        testScheduler.waitForAllTasks()
        // Contract row: `Schedulers.mock(ofType:returning:)`
        // Contract row: `Schedulers.SchedulerMock`
        _ = CommonDependencies.Schedulers.mockDispatch(TestScheduler())
        #expect(ran.values == ["main", "mocked"])
    }

    @Test("the URL sessions and responses")
    func urlSessions() async throws {
        // Contract row: `CommonDependencies.URLSessions.live(value:)`
        #expect(CommonDependencies.URLSessions.live(value: { .shared })() === URLSession.shared)
        // Contract row: `URLSessions.mock(returning:)` and `nextMockedURLSession`
        let session = CommonDependencies.URLSessions.nextMockedURLSession
        #expect(CommonDependencies.URLSessions.mock(returning: { session })() === session)
        // Contract row: `URLSessions.nextRequestHandler`
        #expect(throws: URLError(.badServerResponse)) {
            try CommonDependencies.URLSessions.nextRequestHandler(URLRequest(url: githubURL)).get()
        }
        // Contract row: `URLSessions.nextMockedURLSessionConfiguration`
        CommonDependencies.URLSessions.nextMockedURLSessionConfiguration = .ephemeral
        // Contract row: `URLSessions.URLProtocolMock`
        let stubbed = CommonDependencies.URLSessions.mock { request in
            // Contract row: `MockedResponses.successful(from:with:headers:)`, `http403`, `http404` and `http500`
            request.httpMethod == "POST"
                ? CommonDependencies.URLSessions.MockedResponses.http404(from: request.url!, with: Data(), headers: nil)
                : CommonDependencies.URLSessions.MockedResponses.successful(from: request.url!, with: Data("ok".utf8))
        }
        #expect(await loadAsync(stubbed()).body == Data("ok".utf8))
        // Contract row: `MockedResponses.custom(from:statusCode:with:headers:)`
        let teapot = CommonDependencies.URLSessions.MockedResponses.custom(
            from: githubURL, statusCode: 418, with: Data())
        #expect((try teapot.get().response as? HTTPURLResponse)?.statusCode == 418)
        // Contract row: `MockedResponses.failure(error:)`
        #expect(throws: URLError(.timedOut)) {
            try CommonDependencies.URLSessions.MockedResponses.failure(error: .timedOut).get()
        }
    }

    @Test("the request functions that replace the Combine request publishers")
    func requestFunctions() async throws {
        // Contract row: `Publishers.URLRequestPublisher`
        let requester: URLRequester = CommonDependencies.URLRequesters.mock()
        // Contract row: `URLRequestPublishers.live(session:requestSettings:responseMap:errorMap:)`
        _ = CommonDependencies.URLRequesters.live(
            session: CommonDependencies.URLSessions.mock(), requestSettings: { $0 }, responseMap: { $0 },
            errorMap: { $0 })
        // Contract row: `URLRequestPublishers.nextRequestHandler`
        CommonDependencies.URLSessions.nextRequestHandler = { .http404(from: $0.url!) }
        let (_, response) = try await requester(URLRequest(url: githubURL))
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        // Contract row: `URLRequestPublishers.mock(returning:)`
        let custom = CommonDependencies.URLRequesters.mock(returning: { { .http500(from: $0.url!) } })
        let (_, failed) = try await custom(URLRequest(url: githubURL))
        #expect((failed as? HTTPURLResponse)?.statusCode == 500)
    }

    @Test("the seed's README usage compiles and behaves as it describes")
    func readmeUsage() throws {
        let printed = Recorder<String>()
        let world = World.sharedMock
        CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1234)
        let mockedDate = world.now()
        CommonDependencies.Locales.nextMockedLocale = CommonDependencies.Locales.germany
        let mockedLocale = world.locale()
        CommonDependencies.Decoders.dataDecoderMock.nextDecode = { _ in
            .success("Mocked Reeturn")
        }
        let mockedDecoder = world.decoder()
        let scheduler = world.mainScheduler
        CommonDependencies.Schedulers.dispatchQueueMock.advance(to: .init(.now()))
        scheduler.schedule(after: .init(.now() + .seconds(3))) {
            printed.append("3 seconds later...")
        }
        CommonDependencies.Schedulers.dispatchQueueMock.advance(by: .seconds(3))
        #expect(mockedDate == Date(timeIntervalSince1970: 1234))
        #expect(mockedLocale == CommonDependencies.Locales.germany)
        #expect(try mockedDecoder.decode(String.self, from: Data()) == "Mocked Reeturn")
        #expect(printed.values == ["3 seconds later..."])
    }
}
