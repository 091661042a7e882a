import DIWrappers
import Testing

/// Two tests running at the same time over one shared container, as the picture "Two parallel tests and what each
/// sees" (Docs/Diagrams/parallel-tests.dot, shown by Docs/DIToolkit.docc/Testing.md) draws them: each test's
/// overrides are its own task-local values, while the live bindings and the live singletons no override touched
/// are one per process.
@Suite("Two parallel tests and what each sees")
struct ParallelTestsTests {
    /// What one test read while the other test's override region was open too.
    private struct Sight: Sendable {
        let own: String
        let task: String
        let detached: String
        let databaseLogger: String?
        let sharedCounter: ObjectIdentifier
    }

    /// Both override regions are open while either test reads: each waits here for the other before reading and
    /// again before its scope ends.
    private actor Meeting {
        private var arrived = 0
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func arrive(expecting count: Int) async {
            arrived += 1
            if arrived.isMultiple(of: count) {
                for waiter in waiters { waiter.resume() }
                waiters = []
            } else {
                await withCheckedContinuation { waiters.append($0) }
            }
        }
    }

    private static func container() -> Container {
        let container = Container()
        container.bind(Logger.self, value: RemoteLogger())
        container.bind(.singleton, to: Database.self) { Database(logger: $0.resolveAssert(Logger.self)) }
        container.bind(.singleton, to: Counter.self) { _ in Counter() }
        return container
    }

    /// One test: its own override of `Logger`, then every read the picture shows.
    private static func test(
        overriding logger: any Logger, in container: Container, meeting: Meeting
    ) async -> Sight {
        await Container.withOverrides {
            $0.bind(Logger.self, value: logger)
        } operation: {
            await meeting.arrive(expecting: 2)
            let sight = Sight(
                own: container.resolveAssert(Logger.self).name,
                task: await Task { container.resolveAssert(Logger.self).name }.value,
                detached: await Task.detached { container.resolveAssert(Logger.self).name }.value,
                databaseLogger: container.resolveAssert(Database.self).logger?.name,
                sharedCounter: ObjectIdentifier(container.resolveAssert(Counter.self)))
            await meeting.arrive(expecting: 2)
            return sight
        }
    }

    @Test(
        "two tests overriding the same dependency at once each see their own, in their Task {} too, never in Task.detached"
    )
    func eachTestSeesItsOwnOverride() async {
        let container = Self.container()
        let meeting = Meeting()
        async let first = Self.test(overriding: ConsoleLogger(), in: container, meeting: meeting)
        async let second = Self.test(overriding: SlackLogger(), in: container, meeting: meeting)
        let (console, slack) = await (first, second)

        #expect([console.own, console.task, console.detached] == ["console", "console", "remote"])
        #expect([slack.own, slack.task, slack.detached] == ["slack", "slack", "remote"])
    }

    @Test("a singleton built from a test's override is that test's own; one no override touched is shared by both")
    func singletonsBuiltFromOverridesAreNotShared() async {
        let container = Self.container()
        let meeting = Meeting()
        async let first = Self.test(overriding: ConsoleLogger(), in: container, meeting: meeting)
        async let second = Self.test(overriding: SlackLogger(), in: container, meeting: meeting)
        let (console, slack) = await (first, second)

        #expect(console.databaseLogger == "console")
        #expect(slack.databaseLogger == "slack")
        #expect(container.resolveAssert(Database.self).logger?.name == "remote")  // the live one, built afterwards
        let live = container.resolveAssert(Counter.self)  // kept alive, so no identity below can be reused
        #expect(console.sharedCounter == ObjectIdentifier(live))
        #expect(slack.sharedCounter == ObjectIdentifier(live))
    }
}
