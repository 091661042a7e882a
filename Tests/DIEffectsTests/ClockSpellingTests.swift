import DIEffects
import Testing

/// swift-clocks' spellings that code moving to DIEffects relies on: a clock's timer, a type-erased clock,
/// and an unimplemented clock that names itself.
@Suite("Clock spellings: timer, AnyClock, a named unimplemented clock")
struct ClockSpellingTests {
    /// swift-clocks' `testRunMultipleUnitsOfWork`: ten ticks of a timer, run out by the test clock.
    @Test("a test clock's timer ticks once per interval as the clock runs")
    func testClockTimer() async throws {
        let clock = TestClock()
        let ticks = clock.timer(interval: .seconds(1)).prefix(10)
        let task = Task { () throws -> [VirtualInstant] in
            var seen: [VirtualInstant] = []
            for await tick in ticks { seen.append(tick) }
            return seen
        }
        await clock.waitForSleepers(1)
        await clock.run()
        #expect(await finishes(task))
        #expect(try await task.value == (1...10).map { VirtualInstant(offset: .seconds($0)) })
        #expect(clock.now == VirtualInstant(offset: .seconds(10)))
    }

    /// swift-clocks' `ImmediateClockTests.testTimer`: an immediate clock's ticks come at once.
    @Test("an immediate clock's timer ticks at once, moving its time")
    func immediateClockTimer() async {
        let clock = ImmediateClock()
        var count = 0
        for await _ in clock.timer(interval: .seconds(1)).prefix(10) { count += 1 }
        #expect(count == 10)
        #expect(clock.now == VirtualInstant(offset: .seconds(10)))
    }

    @Test("a World's existential clock has a timer, and cancelling its task ends the ticks")
    func existentialClockTimer() async {
        let clock = TestClock()
        let world = World.mock(clock: clock)
        let ticks = Recorder<VirtualInstant>()
        let task = Task {
            for await tick in world.clock.timer(interval: .seconds(2)) { ticks.append(tick) }
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(4))
        task.cancel()
        await task.value
        #expect(ticks.values == [VirtualInstant(offset: .seconds(2)), VirtualInstant(offset: .seconds(4))])
        #expect(clock.sleeperCount == 0)
    }

    @Test("a timer's ticks keep to their grid when the consumer falls behind")
    func timerSkipsMissedTicks() async {
        let clock = ImmediateClock()
        var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
        #expect(await ticks.next() == VirtualInstant(offset: .seconds(1)))
        try? await clock.sleep(for: .milliseconds(2500))
        #expect(await ticks.next() == VirtualInstant(offset: .seconds(4)))
    }

    @Test("a timer with a non-positive interval ends at once")
    func timerWithoutInterval() async {
        var ticks = ImmediateClock().timer(interval: .zero).makeAsyncIterator()
        #expect(await ticks.next() == nil)
    }

    /// A type that stores its clock's type, as debouncers and timeouts do.
    struct Debouncer<C: Clock<Duration>> {
        let clock: C
        func wait() async throws { try await clock.sleep(for: .milliseconds(300)) }
    }

    @Test("AnyClock gives an existential clock a concrete type; its instants count from when it was made")
    func anyClock() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        let world = World.mock(clock: clock)
        let debouncer = Debouncer(clock: AnyClock(world.clock))
        #expect(debouncer.clock.now == .zero)
        #expect(debouncer.clock.minimumResolution == .zero)
        let task = Task { try await debouncer.wait() }
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(300))
        #expect(await finishes(task))
        #expect(debouncer.clock.now == VirtualInstant(offset: .milliseconds(300)))
        #expect(clock.now == VirtualInstant(offset: .milliseconds(5300)))
    }

    @Test("AnyClock of a continuous clock sleeps on it")
    func anyContinuousClock() async throws {
        let clock = AnyClock(ContinuousClock())
        try await clock.sleep(for: .milliseconds(1))
        #expect(clock.now.offset >= .milliseconds(1))
    }

    /// swift-clocks' `testUnimplementedClock_WithName`.
    @Test("an unimplemented clock names itself in its report", arguments: ["ContinuousClock", "SuspendingClock"])
    func namedUnimplementedClock(name: String) async {
        let line: UInt = #line + 1
        let clock = UnimplementedClock(name: name)
        let (_, reports) = await DiagnosticReporter.collectReports { try? await clock.sleep(for: .seconds(1)) }
        #expect(summaries(reports) == ["Unimplemented: \(name).sleep"])
        #expect(locations(reports) == ["DIEffectsTests/ClockSpellingTests.swift:\(line)"])
        #expect(clock.now == VirtualInstant(offset: .seconds(1)))
    }
}
