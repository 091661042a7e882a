/// A virtual clock as the sleeper scenarios drive it, so each scenario is written once for every clock.
///
/// A scenario makes a new driver, hence a new clock at zero with no sleepers, for every run.
protocol VirtualClockDriver: Sendable {
    /// Suspends the calling task until the clock has moved `duration` past now.
    func sleep(for duration: Duration) async throws
    /// Returns once `count` sleepers wait on the clock, as far as the clock lets a test know.
    func waitForSleepers(_ count: Int, startedIn sleepers: SleeperPool) async
    /// Moves the clock forward by `duration`, waking what falls due.
    func advance(by duration: Duration) async
    /// Moves the clock through every pending sleep.
    func run() async
}
