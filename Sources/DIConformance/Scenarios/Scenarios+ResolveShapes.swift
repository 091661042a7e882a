/// What a resolve brings beyond the key, as Swinject's users write it: arguments for the factory (row 31), a
/// provider that resolves when it is called (row 32) and an optional type that finds the wrapped one (row 33).
extension Scenarios {
    /// The argument reaches the factory on each resolve; a resolve with an argument of another type reports
    /// the types the greeter is bound with and those given, or is observed doing something else.
    static func argumentsAtResolve(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.argumentGreeting.outcome { resolution in
            let ada = try resolution.resolve("Ada")
            let grace = try resolution.resolve("Grace")
            guard ada == "Hello, Ada", grace == "Hello, Grace" else {
                return .failed("resolved with \"Ada\" and \"Grace\", the greeter said \"\(ada)\" and \"\(grace)\"")
            }
            let mismatch = resolution.mismatched()
            let namesBoth = mismatch.contains("String") && mismatch.contains("Int")
            let detail = "each resolve's argument reached the factory; with an Int instead of a String it reported: "
            guard namesBoth else {
                return .observed(
                    mismatch == "nil" ? "nil for a wrong type" : "wrong type: \(SameError.shortened(mismatch))",
                    detail: detail + mismatch)
            }
            return .passes(detail + "an error naming String and Int")
        }
    }

    /// A provider made outside an override and called inside it resolves the override's value, and the live one
    /// again after the region.
    static func providerAtCall(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.greeterProvider.outcome { makeProvider in
            let provider = try makeProvider()
            let inside = try await style.withGreeting("mock") { try provider() }
            let after = try provider()
            let seen = "made before the override, the provider greeted \"\(inside)\" inside it and \"\(after)\" after"
            guard inside == "mock", after == "live" else { return .failed(seen) }
            return .passes(seen)
        }
    }

    /// An optional type finds the wired binding of the type it wraps, and is `nil` for one nobody wires.
    static func optionalLookup(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.optionalLookup.outcome { lookup in
            let wired = try lookup.wired()
            guard wired == "live" else {
                return .failed("asked as an optional, the wired greeter was \(wired.map { "\"\($0)\"" } ?? "nil")")
            }
            guard try lookup.unwiredIsNil() else {
                return .failed("asked as an optional, the unwired store was not nil")
            }
            return .passes("the wired greeter as an optional greeted \"live\"; the unwired store was nil")
        }
    }
}
