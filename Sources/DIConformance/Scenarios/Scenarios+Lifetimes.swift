extension Scenarios {
    static func singletonIdentity(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.singleton.outcome { resolve in
            try resolve() === resolve() ? .passes("same instance twice") : .failed("two different instances")
        }
    }

    static func transientFreshness(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.transient.outcome { resolve in
            try resolve() !== resolve() ? .passes("new instance each time") : .failed("the same instance twice")
        }
    }

    static func lazyCreation(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let builds = BuildCounter()
        return try await style.lazy(counting: builds).outcome { resolve in
            guard builds.value == 0 else { return .failed("built \(builds.value)× before first use") }
            let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<8 {
                    group.addTask { ObjectIdentifier(try resolve()) }
                }
                return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            guard builds.value == 1, identities.count == 1 else {
                return .failed("8 racing tasks built \(builds.value)× and saw \(identities.count) instances")
            }
            return .passes("nothing built before use; built once under 8 racing tasks")
        }
    }

    static func weakLifetime(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let builds = BuildCounter()
        return try await style.weak(counting: builds).outcome { resolve in
            weak var released: Service?
            do {
                let held = try resolve()
                released = held
                guard try resolve() === held else { return .failed("a held instance was not shared") }
            }
            guard released == nil else { return .failed("the instance outlived its last holder") }
            _ = try resolve()
            return builds.value == 2
                ? .passes("shared while held, released with its last holder, rebuilt after")
                : .failed("expected 2 builds, saw \(builds.value)")
        }
    }

    static func namedVariants(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.named.outcome { resolve in
            let first = try resolve("a")
            let second = try resolve("b")
            return (first, second) == ("first", "second")
                ? .passes("\"a\" and \"b\" resolve separately")
                : .failed("\"a\" → \"\(first)\", \"b\" → \"\(second)\"")
        }
    }
}
