import DIEffects
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seed's module subset: what an API module needs from the World.
struct APIDependencies {
    let decoder: @Sendable () -> AnyDecoder<Data>
    let encoder: @Sendable () -> AnyEncoder<Data>
    let mainScheduler: CommonDependencies.Schedulers.DispatchQueueScheduler
    let urlSession: @Sendable () -> URLSession
}

/// Derives the API module's dependencies from the whole World, as the seed shows.
func moduleDependencies(world: World) -> APIDependencies {
    APIDependencies(
        decoder: world.decoder, encoder: world.encoder, mainScheduler: world.mainScheduler,
        urlSession: world.urlSession)
}

/// The seed's `performRequest`, written against the subset.
func performRequest(
    _ urlRequest: URLRequest,
    dependencies: APIDependencies,
    completion: @escaping @Sendable (Result<String, any Error>) -> Void
) {
    let decoder = dependencies.decoder()
    let mainQueue = dependencies.mainScheduler()
    dependencies.urlSession().dataTask(with: urlRequest) { data, _, error in
        let result = Result { () throws -> String in
            if let error { throw error }
            return try decoder.decode(String.self, from: data ?? Data())
        }
        mainQueue.schedule { completion(result) }
    }.resume()
}

/// A user's own smaller world, built from the same effects.
struct SettingsWorld {
    var now: @Sendable () -> Date
    var store: KeyValueStore
}

@Suite("World")
struct WorldTests {
    @Test("a mock world is deterministic: fixed settings, reference date, counting UUIDs, seeded random")
    func mockWorldValues() {
        let world = World.mock()
        var random = world.random
        var seeded = RandomNumbers.seeded(0)
        #expect(world.now() == Date(timeIntervalSinceReferenceDate: 0))
        #expect(world.locale().identifier == "en_US")
        #expect(world.timeZone().secondsFromGMT() == 0)
        #expect(world.calendar().identifier == .gregorian)
        #expect(world.dateFormatter().locale.identifier == "en_US")
        #expect(world.numberFormatter().locale.identifier == "en_US")
        #expect(world.uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(random.next() == seeded.next())
    }

    @Test("each mock world has its own state")
    func mockWorldsAreIndependent() {
        let first = World.mock()
        let second = World.mock()
        _ = first.uuid()
        _ = first.uuid()
        #expect(second.uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(first.urlSession() !== second.urlSession())
        #expect(first.urlSession() === first.urlSession())
    }

    @Test("a mock world runs its scheduler and clock from the test")
    func mockWorldTime() async throws {
        let scheduler = TestScheduler()
        let clock = TestClock()
        let world = World.mock(scheduler: scheduler, clock: clock)
        let ran = Recorder<String>()
        world.mainScheduler.schedule(after: .seconds(1)) { ran.append("scheduled") }
        scheduler.advance(by: .seconds(1))
        let task = Task { try await world.clock.sleep(for: .seconds(2)) }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        try await task.value
        #expect(ran.values == ["scheduled"])
    }

    @Test("the live world reads the real settings")
    func liveWorld() {
        let world = World.live
        #expect(world.locale() == Locale.current)
        let before = Date()
        let now = world.now()
        #expect(now >= before && now <= Date())
        #expect(world.urlSession() === URLSession.shared)
        #expect(world.uuid() != world.uuid())
    }

    @Test("every effect of an unimplemented world reports its name at the line that built it")
    func unimplementedWorld() async {
        let line: UInt = #line + 1
        let world = World.unimplemented()
        var random = world.random
        let (_, reports) = await DiagnosticReporter.collectReports {
            _ = world.calendar()
            _ = world.dateFormatter()
            _ = try? world.decoder().decode(Int.self, from: Data())
            _ = try? world.encoder().encode(1)
            _ = world.locale()
            _ = world.now()
            _ = world.numberFormatter()
            world.mainScheduler.schedule {}
            _ = world.timeZone()
            _ = try? await world.urlRequest(URLRequest(url: githubURL))
            _ = world.urlSession()
            _ = world.uuid()
            _ = random.next()
            try? await world.clock.sleep(for: .seconds(1))
        }
        #expect(
            summaries(reports) == [
                "Unimplemented: Calendar", "Unimplemented: DateFormatter", "Unimplemented: Decoder",
                "Unimplemented: Encoder", "Unimplemented: Locale", "Unimplemented: Now",
                "Unimplemented: NumberFormatter", "Unimplemented: Scheduler.schedule", "Unimplemented: TimeZone",
                "Unimplemented: URLRequester", "Unimplemented: URLSession", "Unimplemented: UUID",
                "Unimplemented: RandomNumbers", "Unimplemented: Clock.sleep",
            ])
        #expect(Set(locations(reports)) == ["DIEffectsTests/WorldTests.swift:\(line)"])
    }

    @Test("the unimplemented world's report text teaches the fix")
    func unimplementedReportText() {
        let now = World.unimplemented().now
        let (_, reports) = DiagnosticReporter.collectReports { _ = now() }
        let text = reports.first?.description ?? ""
        #expect(text.contains("Unimplemented: Now"))
        #expect(text.contains("To fix"))
    }

    @Test("withWorld overrides the ambient world only inside its closure")
    func withWorldScopes() {
        let fixed = Date(timeIntervalSince1970: 1234)
        withWorld {
            $0 = World.mock()
            $0.now = CommonDependencies.Now.constant(fixed)
        } operation: {
            #expect(World.current.now() == fixed)
            withWorld {
                $0.locale = CommonDependencies.Locales.constant(CommonDependencies.Locales.germany)
            } operation: {
                #expect(World.current.now() == fixed)
                #expect(World.current.locale().identifier == "de_DE")
            }
            #expect(World.current.locale().identifier == "en_US")  // the outer (mock) world again
        }
        // Outside, World.current is the world of a test that set none: its effects report.
        let (outside, reports) = DiagnosticReporter.collectReports { World.current.now() }
        #expect(outside != fixed)
        #expect(reports.map(\.summary) == ["Unimplemented: Now (no world was set for this test)"])
    }

    @Test("an async withWorld is visible to child tasks and invisible to sibling tasks")
    func withWorldIsTaskLocal() async {
        let outer = Date(timeIntervalSince1970: 1)
        let fixed = Date(timeIntervalSince1970: 99)
        await withWorld {
            $0 = World.mock()
            $0.now = CommonDependencies.Now.constant(outer)
        } operation: {
            async let outside = World.current.now()
            let inside = await withWorld {
                $0.now = CommonDependencies.Now.constant(fixed)
            } operation: {
                await Task { World.current.now() }.value
            }
            #expect(inside == fixed)
            #expect(await outside == outer)
        }
    }

    @Test("the seed's APIDependencies subset is derived from a World and drives a request end to end")
    func apiDependenciesSubset() async {
        let scheduler = TestScheduler()
        var world = World.mock(scheduler: scheduler)  // its decoder decodes plain JSON
        world.urlSession = CommonDependencies.URLSessions.mock {
            .successful(from: $0.url!, data: Data(#""Blob""#.utf8))
        }
        let dependencies = moduleDependencies(world: world)
        let results = Recorder<String>()
        let delivered = Locked<CheckedContinuation<Void, Never>?>(nil)
        let pendingBefore = scheduler.pendingCount
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            delivered.withLock { $0 = continuation }
            performRequest(URLRequest(url: githubURL), dependencies: dependencies) { result in
                results.append((try? result.get()) ?? "failed")
                delivered.withLock { $0 }?.resume()
            }
            Task {
                while scheduler.pendingCount == pendingBefore { await Task.yield() }
                scheduler.advance()
            }
        }
        #expect(results.values == ["Blob"])
    }

    @Test("a user's own world is built from the same effects")
    func customWorld() throws {
        let world = SettingsWorld(
            now: CommonDependencies.Now.constant(Date(timeIntervalSince1970: 5)), store: .inMemory())
        try world.store.set(world.now(), forKey: "lastLaunch")
        #expect(try world.store.value(Date.self, forKey: "lastLaunch") == Date(timeIntervalSince1970: 5))
    }

    @Test("the shared mock world reads the seed's nextMocked values at call time")
    func sharedMockWorld() {
        DependencyIsolation.withFreshState {
            let world = World.sharedMock
            CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1234)
            CommonDependencies.Locales.nextMockedLocale = CommonDependencies.Locales.germany
            #expect(world.now() == Date(timeIntervalSince1970: 1234))
            #expect(world.locale().identifier == "de_DE")
        }
    }
}
