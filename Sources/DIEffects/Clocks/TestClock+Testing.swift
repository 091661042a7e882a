extension TestClock {
    /// Runs `body` with each move of virtual time it makes waiting at most `limit`, instead of 60 seconds, for a
    /// main queue that runs nothing before it reports `DIError.Code.mainQueueStalled` and goes on.
    ///
    /// For tests of that guard: the limit is this task's alone, so tests running beside it keep theirs.
    @_spi(Testing) public static func withMainQueueWaitLimit<Result>(
        _ limit: Duration,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await VirtualTime.$mainQueueWaitLimit.withValue(limit, operation: body, isolation: isolation)
    }
}
