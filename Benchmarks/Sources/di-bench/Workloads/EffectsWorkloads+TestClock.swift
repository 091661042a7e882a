import DIEffects

/// DIEffects' `TestClock` in the virtual-time scenarios.
extension EffectsWorkloads {
    static func testClock() -> [Workload] {
        SleeperScenario.workloads("DIEffects TestClock", .ditoolkit) { TestClockDriver() }
    }
}

/// DIEffects' `TestClock` through its public API: a test waits for its sleepers with `waitForSleepers(_:)`.
private struct TestClockDriver: VirtualClockDriver {
    let clock = TestClock()

    func sleep(for duration: Duration) async throws {
        try await clock.sleep(for: duration)
    }

    func waitForSleepers(_ count: Int, startedIn _: SleeperPool) async {
        await clock.waitForSleepers(count)
    }

    func advance(by duration: Duration) async {
        await clock.advance(by: duration)
    }

    func run() async {
        await clock.run()
    }
}
