import DIEffects
import DIReader
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// DIReader's "Effects in a context" example, verbatim (its imports are this file's); found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.
protocol AppContext: Sendable {
    var now: @Sendable () -> Date { get }
    var uuid: @Sendable () -> UUID { get }
    var clock: any Clock<Duration> { get }
    var request: URLRequester { get }
}

struct LiveContext: AppContext {
    var now: @Sendable () -> Date { CommonDependencies.Now.live() }
    var uuid: @Sendable () -> UUID { CommonDependencies.UUIDs.live() }
    var clock: any Clock<Duration> { ContinuousClock() }
    var request: URLRequester { CommonDependencies.URLRequesters.live() }
}

struct TestContext: AppContext {
    let testClock = TestClock()
    var now: @Sendable () -> Date {
        CommonDependencies.Now.constant(.distantPast)
    }
    var uuid: @Sendable () -> UUID { CommonDependencies.UUIDs.incrementing() }
    var clock: any Clock<Duration> { testClock }
    var request: URLRequester {
        CommonDependencies.URLRequesters.mock { .http500(from: $0.url!) }
    }
}

extension HasInstanceContext where Context == AppContext {
    var now: Date { resolve[\.now]() }
    var uuid: UUID { resolve[\.uuid]() }
    var clock: any Clock<Duration> { resolve[\.clock] }
    func load(_ request: URLRequest) async throws -> (Data, URLResponse) {
        try await resolve[\.request](request)
    }
}

/// A type reading the article's context, live by default.
final class Stopwatch: HasInstanceContext {
    typealias Context = AppContext
    var resolve = Resolver<Stopwatch, AppContext>(context: LiveContext())
}

@Suite("DIReader's effects in a context")
struct EffectsInContextsExamplesTests {
    @Test("the test context hands out a fixed date, counting UUIDs and a test clock")
    func testContext() async throws {
        let context = TestContext()
        let stopwatch = withContext(Stopwatch(), context)
        #expect(stopwatch.now == .distantPast)
        let sleeper = Task { try await stopwatch.clock.sleep(for: .seconds(1)) }
        await context.testClock.waitForSleepers(1)
        await context.testClock.advance(by: .seconds(1))
        try await sleeper.value
    }
}
