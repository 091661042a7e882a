import DIEffects
import Dispatch
import Foundation
import Testing

/// combine-schedulers' spellings that code moving to DIEffects relies on: async sleeps and timers on the
/// test scheduler's one time, the scheduler's `now`, an immediate scheduler and a main-thread scheduler.
@Suite("Scheduler spellings: async sleep and timer, now, immediate, ui")
struct SchedulerSpellingTests {
    /// combine-schedulers' `testAsyncSleep`.
    @Test("sleep(for:) on a test scheduler returns when the test advances its time")
    func asyncSleep() async {
        let testScheduler = TestScheduler()
        let task = Task { try await testScheduler.sleep(for: .seconds(1)) }
        await testScheduler.clock.waitForSleepers(1)
        testScheduler.advance(by: .seconds(1))
        #expect(await finishes(task))
    }

    /// combine-schedulers' `testAsyncTimer`.
    @Test("timer(interval:) on a test scheduler delivers one tick per interval advanced")
    func asyncTimer() async throws {
        let testScheduler = TestScheduler()
        let ticks = testScheduler.timer(interval: .seconds(1)).prefix(10)
        let task = Task { () throws -> Int in
            var count = 0
            for await _ in ticks { count += 1 }
            return count
        }
        testScheduler.advance(by: .seconds(10))
        #expect(await finishes(task))
        #expect(try await task.value == 10)
    }

    /// combine-schedulers' `testAsyncRun`, with the timer written as a loop of sleeps: the scheduler's
    /// clock runs the loop to its end.
    @Test("the test scheduler's clock follows a loop that sleeps on the scheduler, with awaited work between")
    func asyncRun() async throws {
        let testScheduler = TestScheduler()
        let scheduler = testScheduler.scheduler
        let task = Task { () throws -> Int in
            var count = 0
            for _ in 0..<10 {
                try await scheduler.sleep(for: .seconds(1))
                count += 1
                for _ in 0..<10 { await Task.yield() }
            }
            return count
        }
        await testScheduler.clock.waitForSleepers(1)
        await testScheduler.clock.run()
        #expect(await finishes(task))
        #expect(try await task.value == 10)
        #expect(testScheduler.now == VirtualInstant(offset: .seconds(10)))
    }

    @Test("work and sleeps on one test scheduler fall due in one order on one time")
    func oneTimeForWorkAndSleeps() async {
        let testScheduler = TestScheduler()
        let events = Recorder<String>()
        testScheduler.scheduler.schedule(after: .seconds(2)) { events.append("work at 2") }
        let task = Task {
            try await testScheduler.sleep(for: .seconds(1))
            events.append("sleep until 1")
            try await testScheduler.clock.sleep(for: .seconds(2))
            events.append("clock until 3")
        }
        await testScheduler.clock.waitForSleepers(1)
        await testScheduler.clock.advance(by: .seconds(3))
        #expect(await finishes(task))
        #expect(events.values == ["sleep until 1", "work at 2", "clock until 3"])
    }

    @Test("cancelling a sleep on a test scheduler throws CancellationError and leaves nothing scheduled")
    func cancelledSleep() async {
        let testScheduler = TestScheduler()
        let task = Task { try await testScheduler.scheduler.sleep(for: .seconds(1)) }
        await testScheduler.clock.waitForSleepers(1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(testScheduler.pendingCount == 0)
    }

    @Test("a sleep on a live scheduler waits for its queue's timer, and cancelling it cancels the timer")
    func liveSleep() async {
        let scheduler = CallbackScheduler.live(queue: DispatchQueue(label: "live-sleep"))
        let start = scheduler.now
        await #expect(throws: Never.self) { try await scheduler.sleep(for: .milliseconds(1)) }
        #expect(start.duration(to: scheduler.now) >= .milliseconds(1))
        let task = Task { try await scheduler.sleep(for: .seconds(3_600)) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    /// combine-schedulers' `testNowIsAdvanced`.
    @Test("a test scheduler's now is its virtual time, as the code under test sees it")
    func nowIsAdvanced() {
        let testScheduler = TestScheduler()
        let scheduler = testScheduler.scheduler
        #expect(scheduler.now == .zero)
        testScheduler.advance(by: .seconds(1))
        #expect(scheduler.now == VirtualInstant(offset: .seconds(1)))
        testScheduler.advance()
        #expect(scheduler.now == VirtualInstant(offset: .seconds(1)))
        testScheduler.advance(by: .seconds(1))
        #expect(scheduler.now == VirtualInstant(offset: .seconds(2)))
    }

    @Test("a live scheduler's now is the dispatch clock's uptime")
    func liveNow() {
        let before = DispatchTime.now().uptimeNanoseconds
        let now = CallbackScheduler.live(queue: .main).now
        let after = DispatchTime.now().uptimeNanoseconds
        #expect(now.offset >= .nanoseconds(before) && now.offset <= .nanoseconds(after))
    }

    /// combine-schedulers' `ImmediateSchedulerTests.testSchedulesImmediately`.
    @Test("an immediate scheduler runs now, delayed and repeating work at once")
    func immediateScheduler() async throws {
        let scheduler = CallbackScheduler.immediate
        let worked = Recorder<Int>()
        scheduler.schedule { worked.append(1) }
        #expect(worked.values == [1])
        scheduler.schedule(after: .seconds(1)) { worked.append(2) }
        #expect(worked.values == [1, 2])
        let timer = scheduler.schedule(after: .seconds(1), interval: .seconds(1)) { worked.append(3) }
        #expect(worked.values == [1, 2, 3])
        #expect(timer.isCancelled, "it ran once and will not run again")
        try await scheduler.sleep(for: .seconds(5))
        #expect(scheduler.now == VirtualInstant(offset: .seconds(7)))
        var ticks: [VirtualInstant] = []
        for await tick in scheduler.timer(interval: .seconds(1)) { ticks.append(tick) }
        #expect(ticks == [VirtualInstant(offset: .seconds(8))])
    }

    /// combine-schedulers' `UISchedulerTests.testVoidsThreadHop`.
    @Test("the ui scheduler runs work scheduled from the main actor before schedule returns")
    func uiSchedulerOnMainQueue() async {
        let ranInline = await MainActor.run {
            let worked = Recorder<Bool>()
            CallbackScheduler.ui.schedule { worked.append(MainQueueMarker.isCurrent) }
            return worked.values
        }
        #expect(ranInline == [true])
    }

    /// combine-schedulers' `UISchedulerTests.testRunsOnMain`.
    @Test("the ui scheduler hops work scheduled on another queue to the main queue, later")
    func uiSchedulerFromAnotherQueue() async {
        let (ranInline, onMainQueue) = await withCheckedContinuation {
            (continuation: CheckedContinuation<(Bool, Bool), Never>) in
            DispatchQueue(label: "background").async {
                // Inline means on the scheduling thread before `schedule` returned: the main queue may run the work
                // sooner on another thread, or later on this one (on Linux, worker threads drain the main queue).
                let scheduling = pthread_self()
                let scheduleReturned = Locked(false)
                CallbackScheduler.ui.schedule {
                    let inline = pthread_equal(pthread_self(), scheduling) != 0 && !scheduleReturned.withLock { $0 }
                    continuation.resume(returning: (inline, MainQueueMarker.isCurrent))
                }
                scheduleReturned.withLock { $0 = true }
            }
        }
        #expect(!ranInline)
        #expect(onMainQueue)
    }

    @Test("an unimplemented scheduler reports reading its now, sleeping on it and its timer, which ends at once")
    func unimplementedNowSleepAndTimer() async {
        let scheduler = CallbackScheduler.unimplemented()
        let ((now, ticks), reports) = await DiagnosticReporter.collectReports {
            try? await scheduler.sleep(for: .seconds(1))
            let now = scheduler.now
            var ticks = 0
            for await _ in scheduler.timer(interval: .seconds(1)) { ticks += 1 }
            return (now, ticks)
        }
        #expect(now == .zero)
        #expect(ticks == 0)
        #expect(
            summaries(reports) == [
                "Unimplemented: Scheduler.sleep", "Unimplemented: Scheduler.now", "Unimplemented: Scheduler.schedule",
            ])
    }
}

/// Whether the main queue is running the caller: a value set on the main queue is visible only to its work.
private enum MainQueueMarker {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
