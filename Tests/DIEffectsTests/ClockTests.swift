import DIEffects
import Testing

@Suite("Test, immediate and unimplemented clocks")
struct ClockTests {
    @Test("a sleeper wakes exactly when virtual time reaches its deadline, 200 times in a row")
    func sleeperWakesAtDeadline() async throws {
        for _ in 0..<200 {
            let clock = TestClock()
            let woke = Recorder<VirtualInstant>()
            let task = Task {
                try await clock.sleep(for: .seconds(5))
                woke.append(clock.now)
            }
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(4))
            #expect(woke.values.isEmpty)
            #expect(clock.sleeperCount == 1)
            await clock.advance(by: .seconds(1))
            try await task.value
            #expect(woke.values == [VirtualInstant(offset: .seconds(5))])
        }
    }

    @Test("a sleeping loop ticks once per step when stepped with waitForSleepers, 200 times in a row")
    func steppedLoop() async throws {
        for _ in 0..<200 {
            let clock = TestClock()
            let ticks = Recorder<Duration>()
            let task = Task {
                for _ in 0..<3 {
                    try await clock.sleep(for: .seconds(1))
                    ticks.append(clock.now.offset)
                }
            }
            for _ in 0..<3 {
                await clock.waitForSleepers(1)
                await clock.advance(by: .seconds(1))
            }
            try await task.value
            #expect(ticks.values == [.seconds(1), .seconds(2), .seconds(3)])
        }
    }

    @Test("several sleepers wake by deadline: each advance wakes exactly those due, 200 times in a row")
    func wakeByDeadline() async throws {
        for _ in 0..<200 {
            let clock = TestClock()
            let tasks = [3, 1, 2].map { seconds in Task { try await clock.sleep(for: .seconds(seconds)) } }
            await clock.waitForSleepers(3)
            await clock.advance(to: VirtualInstant(offset: .milliseconds(1500)))
            try await tasks[1].value
            #expect(clock.sleeperCount == 2)
            await clock.advance(to: VirtualInstant(offset: .milliseconds(2500)))
            try await tasks[2].value
            #expect(clock.sleeperCount == 1)
            await clock.advance(to: VirtualInstant(offset: .seconds(10)))
            try await tasks[0].value
            #expect(clock.sleeperCount == 0)
            #expect(clock.now == VirtualInstant(offset: .seconds(10)))
        }
    }

    @Test("run() wakes every sleeper and stops at the last deadline")
    func runWakesAll() async throws {
        let clock = TestClock()
        let tasks = (1...4).map { seconds in Task { try await clock.sleep(for: .seconds(seconds)) } }
        await clock.waitForSleepers(4)
        await clock.run()
        for task in tasks { try await task.value }
        #expect(clock.now == VirtualInstant(offset: .seconds(4)))
    }

    @Test("cancelling a suspended sleeper throws CancellationError without advancing time")
    func cancelSuspended() async {
        for _ in 0..<200 {
            let clock = TestClock()
            let task = Task { try await clock.sleep(for: .seconds(1)) }
            await clock.waitForSleepers(1)
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(clock.sleeperCount == 0)
            #expect(clock.now == .zero)
        }
    }

    @Test("a cancellation that arrives before the sleeper suspends still ends the sleep")
    func cancelBeforeSuspension() async {
        for _ in 0..<200 {
            let clock = TestClock()
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await clock.sleep(for: .seconds(1))
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(clock.sleeperCount == 0)
        }
    }

    @Test("sleeping until a past deadline returns at once")
    func pastDeadline() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        try await clock.sleep(until: VirtualInstant(offset: .seconds(1)), tolerance: nil)
        #expect(clock.now == VirtualInstant(offset: .seconds(5)))
    }

    @Test("an immediate clock returns at once and moves its time")
    func immediateClock() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(60))
        try await clock.sleep(for: .seconds(1))
        #expect(clock.now == VirtualInstant(offset: .seconds(61)))
        #expect(clock.minimumResolution == .zero)
    }

    @Test("an unimplemented clock reports each sleep and returns at once")
    func unimplementedClock() async throws {
        let clock = UnimplementedClock()
        let (_, reports) = try await DiagnosticReporter.collectReports {
            try await clock.sleep(for: .seconds(1))
        }
        #expect(summaries(reports) == ["Unimplemented: Clock.sleep"])
        #expect(clock.now == VirtualInstant(offset: .seconds(1)))
    }

    @Test("the live continuous clock works through the World's existential clock")
    func existentialClock() async throws {
        let clock: any Clock<Duration> = ContinuousClock()
        try await clock.sleep(for: .zero)
        let virtual: any Clock<Duration> = ImmediateClock()
        try await virtual.sleep(for: .seconds(3))
    }
}
