extension TestClock {
    /// Runs `body` with each move of virtual time it makes giving up on a main queue that has never run anything
    /// `limit` after the first virtual time was made, instead of 60 seconds, reporting `DIError.Code.mainQueueStalled`.
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
