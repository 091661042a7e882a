import DICore
import DIEffects

/// Rows 38–40: Factory's modifiers, written from its own tests (FactoryCoreTests.testFactoryDecorators,
/// FactoryScopeTests.testSingletonScopeTimeToLive, FactoryInjectionTests.testWeakLazyInjection).
extension Scenarios {
    static func decorated(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let seen = BuildCounter()
        return try await style.decorated(counting: seen).outcome { resolve in
            let first = try resolve()
            let second = try resolve()
            let third = try resolve()
            guard first === second, second === third else { return .failed("the singleton changed identity") }
            return seen.value == 3
                ? .passes("the decorator saw each of 3 hand-outs of one kept instance")
                : .failed("the decorator saw \(seen.value) of 3 hand-outs")
        }
    }

    static func timeToLive(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let clock = TestClock()
        let builds = BuildCounter()
        return try await style.timeToLive(.seconds(10), on: clock, counting: builds).outcome { resolve in
            let first = try resolve()
            await clock.advance(by: .seconds(9))
            guard try resolve() === first else { return .failed("rebuilt before its time to live") }
            await clock.advance(by: .seconds(1))
            let second = try resolve()
            guard second !== first else { return .failed("kept after its time to live") }
            guard try resolve() === second, builds.value == 2 else {
                return .failed("expected 2 builds and the new instance kept, saw \(builds.value) builds")
            }
            return .passes("kept for 10 s of virtual time, rebuilt once after, then kept again")
        }
    }

    static func weaklyInjected(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let owner = Locked<Service?>(Service())
        let builds = BuildCounter()
        return try await style.weaklyInjected(
            handingOut: { owner.withLock { $0.unsafelyUnwrapped } }, counting: builds
        ).outcome { read in
            guard builds.value == 0 else { return .failed("resolved before the first read") }
            do {
                let held = owner.current
                guard read() === held, read() === held else { return .failed("a read missed the instance") }
                guard builds.value == 1 else { return .failed("resolved \(builds.value)× for two reads") }
            }
            owner.withLock { $0 = nil }
            return read() == nil && builds.value == 1
                ? .passes("resolved on first read, nil once its owner released it, never resolved again")
                : .failed("kept the instance alive, or resolved it again (\(builds.value) resolves)")
        }
    }
}
