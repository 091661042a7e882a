/// What a resolve brings beyond the key: arguments for the factory (row 31) and an optional type that finds the
/// wrapped one (row 33), as Swinject's users write them.
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
