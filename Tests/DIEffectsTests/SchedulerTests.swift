import DIEffects
import Dispatch
import Testing

@Suite("Callback schedulers")
struct SchedulerTests {
    @Test("due work runs in deadline order, ties in scheduling order, during advance")
    func runsInOrder() {
        let testScheduler = TestScheduler()
        let scheduler = testScheduler.scheduler
        let order = Recorder<String>()
        scheduler.schedule(after: .seconds(2)) { order.append("b") }
        scheduler.schedule(after: .seconds(1)) { order.append("a") }
        scheduler.schedule(after: .seconds(2)) { order.append("c") }
        scheduler.schedule(after: .seconds(3)) { order.append("late") }
        testScheduler.advance(by: .seconds(2))
        #expect(order.values == ["a", "b", "c"])
        #expect(testScheduler.now == VirtualInstant(offset: .seconds(2)))
        #expect(testScheduler.pendingCount == 1)
    }

    @Test("work scheduled for now runs on advance(by: .zero), not before")
    func immediateWork() {
        let testScheduler = TestScheduler()
        let ran = Recorder<Int>()
        testScheduler.scheduler.schedule { ran.append(1) }
        #expect(ran.values.isEmpty)
        testScheduler.advance()
        #expect(ran.values == [1])
    }

    @Test("work scheduled by work runs in the same advance when it falls due")
    func nestedWork() {
        let testScheduler = TestScheduler()
        let scheduler = testScheduler.scheduler
        let order = Recorder<String>()
        scheduler.schedule(after: .seconds(1)) {
            order.append("outer")
            scheduler.schedule { order.append("inner now") }
            scheduler.schedule(after: .seconds(1)) { order.append("inner later") }
        }
        testScheduler.advance(by: .seconds(2))
        #expect(order.values == ["outer", "inner now", "inner later"])
    }

    @Test("a repeating timer fires once per interval until cancelled", arguments: [1, 3, 10])
    func repeatingTimer(firings: Int) {
        let testScheduler = TestScheduler()
        let ticks = Recorder<Duration>()
        let timer = testScheduler.scheduler.schedule(after: .seconds(1), interval: .seconds(1)) {
            ticks.append(testScheduler.now.offset)
        }
        testScheduler.advance(by: .seconds(firings))
        #expect(ticks.values == (1...firings).map { .seconds($0) })
        timer.cancel()
        testScheduler.advance(by: .seconds(5))
        #expect(ticks.values.count == firings)
        #expect(timer.isCancelled)
        #expect(testScheduler.pendingCount == 0)
    }

    @Test("a timer cancelled from its own action stops firing")
    func cancelFromAction() {
        let testScheduler = TestScheduler()
        let ticks = Recorder<Int>()
        let timerBox = Locked<ScheduledWork?>(nil)
        let timer = testScheduler.scheduler.schedule(after: .zero, interval: .seconds(1)) {
            ticks.append(1)
            if ticks.values.count == 2 { timerBox.withLock { $0 }?.cancel() }
        }
        timerBox.withLock { $0 = timer }
        testScheduler.advance(by: .seconds(10))
        #expect(ticks.values.count == 2)
    }

    @Test("cancelled one-shot work never runs")
    func cancelledOneShot() {
        let testScheduler = TestScheduler()
        let ran = Recorder<Int>()
        let work = testScheduler.scheduler.schedule(after: .seconds(1)) { ran.append(1) }
        work.cancel()
        work.cancel()
        testScheduler.advance(by: .seconds(2))
        #expect(ran.values.isEmpty)
    }

    @Test("run() finishes one-shot work and returns although a repeating timer is still scheduled")
    func runWithRepeatingTimer() {
        let testScheduler = TestScheduler()
        let events = Recorder<String>()
        testScheduler.scheduler.schedule(after: .seconds(1), interval: .seconds(2)) { events.append("tick") }
        testScheduler.scheduler.schedule(after: .seconds(4)) { events.append("done") }
        testScheduler.run()
        #expect(events.values == ["tick", "tick", "done"])
        #expect(testScheduler.now == VirtualInstant(offset: .seconds(4)))
        #expect(testScheduler.pendingCount == 1)
    }

    @Test("reset forgets work and time")
    func reset() {
        let testScheduler = TestScheduler()
        testScheduler.scheduler.schedule(after: .seconds(1)) {}
        testScheduler.advance(by: .milliseconds(500))
        testScheduler.reset()
        #expect(testScheduler.pendingCount == 0)
        #expect(testScheduler.now == .zero)
    }

    @Test("the seed's shared dispatchQueueMock drives mockDispatch() schedulers")
    func sharedMockScheduler() {
        DependencyIsolation.withFreshState {
            let scheduler = CommonDependencies.Schedulers.mockDispatch()
            let ran = Recorder<String>()
            scheduler.schedule(after: .seconds(3)) { ran.append("3 seconds later") }
            CommonDependencies.Schedulers.dispatchQueueMock.advance(by: .seconds(3))
            #expect(ran.values == ["3 seconds later"])
            CommonDependencies.resetMocks()
            #expect(CommonDependencies.Schedulers.dispatchQueueMock.now == .zero)
        }
    }

    @Test("the live dispatch scheduler runs one-shot and repeating work on its queue")
    func liveScheduler() async {
        let scheduler = CommonDependencies.Schedulers.liveDispatch(queue: DispatchQueue(label: "live-scheduler-test"))
        await withCheckedContinuation { continuation in
            scheduler.schedule { continuation.resume() }
        }
        await withCheckedContinuation { continuation in
            scheduler.schedule(after: .milliseconds(1)) { continuation.resume() }
        }
        let ticks = Locked(0)
        let finished = Locked<CheckedContinuation<Void, Never>?>(nil)
        await withCheckedContinuation { continuation in
            finished.withLock { $0 = continuation }
            let timer = Locked<ScheduledWork?>(nil)
            timer.withLock { stored in
                stored = scheduler.schedule(after: .milliseconds(1), interval: .milliseconds(1)) {
                    let count = ticks.withLock { count in
                        count += 1
                        return count
                    }
                    if count == 3 {
                        timer.withLock { $0 }?.cancel()
                        finished.withLock { $0 }?.resume()
                    }
                }
            }
        }
        #expect(ticks.withLock { $0 } == 3)
    }

    @Test("an unimplemented scheduler reports every call and drops the work")
    func unimplementedScheduler() {
        let scheduler = CommonDependencies.Schedulers.unimplemented()
        let ran = Recorder<Int>()
        let (work, reports) = DiagnosticReporter.collectReports {
            scheduler.schedule { ran.append(1) }
            return scheduler.schedule(after: .seconds(1)) { ran.append(2) }
        }
        #expect(work.isCancelled)
        #expect(ran.values.isEmpty)
        #expect(summaries(reports) == ["Unimplemented: Scheduler.schedule", "Unimplemented: Scheduler.schedule"])
    }
}
