import DICore

/// What a test gets from the style's test support.
extension Scenarios {
    /// Two tests in a row, each resolving the singleton twice: shared within a test, new in the next.
    static func singletonPerTest(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.testIsolation.outcome { isolation in
            let seen = Locked<[(Service, Bool)]>([])
            for _ in 0..<2 {
                try await isolation.run {
                    guard case .available(let resolve) = style.singleton else { return }
                    let first = try resolve()
                    let again = try resolve()
                    seen.withLock { $0.append((first, first === again)) }
                }
            }
            let tests = seen.withLock { $0 }
            guard tests.count == 2 else { return .failed("the style has no singleton to reset (see scenario 5)") }
            guard tests.allSatisfy(\.1) else { return .failed("within one test the singleton was built twice") }
            guard tests[0].0 !== tests[1].0 else {
                return .failed("the second test got the first test's instance (serial \(tests[1].0.serial))")
            }
            return .passes("each test built its own instance and shared it within the test")
        }
    }
}
