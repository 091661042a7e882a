extension RandomNumbers {
    /// Reports "Unimplemented: RandomNumbers" once in each test that draws from it, and hands out ``seeded(_:)``
    /// numbers (seed 0) that start over in each test.
    ///
    /// A generator that answered a fixed value would never satisfy `Int.random(in:using:)`, which draws until a
    /// value fits the range: the code under test would hang. This one keeps handing out usable numbers, so that
    /// code returns, and reports once in each test that draws (once in each `collectReports` scope, once per
    /// process outside tests), so every such test fails with one report instead of one per draw.
    ///
    /// Each test draws its own seed-0 sequence from its start, so what a test rolls never depends on which tests
    /// drew from the same generator before it or beside it: the world of a test that set no world is one generator
    /// for the whole process. Within a test the sequence goes on, across copies and collecting scopes. The cases
    /// of a parameterised test count as one test, as they do for every once-per-test report, and draws made off
    /// every test's task share one sequence.
    ///
    /// ```swift
    /// var random = RandomNumbers.unimplemented()
    /// // reported once in this test, still a roll
    /// let roll = Int.random(in: 1...6, using: &random)
    /// ```
    public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> RandomNumbers {
        unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
    }

    /// The unimplemented value, reporting at `location`.
    package static func unimplemented(at location: UnimplementedSite) -> RandomNumbers {
        let sequences = SeedZeroPerTest()
        return RandomNumbers {
            reportUnimplementedOncePerTest("RandomNumbers", at: location)
            return sequences.next()
        }
    }
}

/// The seed-0 SplitMix64 sequences of one placeholder generator, one for each test that draws from it.
private final class SeedZeroPerTest: Sendable {
    /// Each test's sequence state, by the identity that once-per-test reports count tests by; `""` off every test.
    private let states = Locked<[String: UInt64]>([:])

    /// The next number of the running test's sequence.
    func next() -> UInt64 {
        let test = DiagnosticReporter.runningTestIdentity ?? ""
        return states.withLock { RandomNumbers.splitMix64(advancing: &$0[test, default: 0]) }
    }
}
