import DIConformance
import Testing

/// Rows 31–33 notice a style that drops what a resolve brings: an argument that never reaches the factory
/// (Swinject's ContainerTests.Arguments.swift), a provider that keeps what it read when it was made
/// (ProviderTests.swift, testProviderResolveInstanceFromContainerEachTime), an optional that does not find the type
/// it wraps (ContainerTests.TypeForwarding.swift, testContainerResolvesOptionalWhenWrappedTypeIsRegistered).
@Suite("Rows 31–33: arguments, providers and optionals")
struct ResolveShapeRowTests {
    @Test("a factory that ignores the argument fails row 31")
    func ignoredArgumentFails() async {
        var mutant = MutantStyle()
        mutant.replacedArgumentGreeting = .available(
            ArgumentResolution(resolve: { _ in "Hello, Ada" }, mismatched: { "nil" }))
        let outcome = await Scenario.argumentsAtResolve.run(against: mutant)
        #expect(outcome.symbol == "✗")
    }

    @Test("a wrong argument type answered with nil is observed, not passed")
    func nilForWrongTypeIsObserved() async {
        var mutant = MutantStyle()
        mutant.replacedArgumentGreeting = .available(
            ArgumentResolution(resolve: { "Hello, \($0)" }, mismatched: { "nil" }))
        let outcome = await Scenario.argumentsAtResolve.run(against: mutant)
        #expect(outcome.symbol == "nil for a wrong type")
    }

    @Test("a provider that keeps the value it read when made fails row 32")
    func capturingProviderFails() async {
        var mutant = MutantStyle()
        mutant.replacedGreeterProvider = .available {
            let greeting = "live"
            return { greeting }
        }
        let outcome = await Scenario.providerAtCall.run(against: mutant)
        #expect(outcome.symbol == "✗")
    }

    @Test("an optional that misses the wired type fails row 33")
    func optionalMissFails() async {
        var mutant = MutantStyle()
        mutant.replacedOptionalLookup = .available(OptionalResolution(wired: { nil }, unwiredIsNil: { true }))
        let outcome = await Scenario.optionalLookup.run(against: mutant)
        #expect(outcome.symbol == "✗")
    }

    @Test("Wrappers passes rows 31–33; the value-based styles say why the rows do not apply")
    func cells() async {
        let expected: [String: [String]] = [
            "Reader": ["compile-time", "—", "compile-time"], "Wrappers": ["✓", "✓", "✓"],
            "Registry": ["compile-time", "—", "compile-time"], "World": ["compile-time", "—", "compile-time"],
        ]
        for style in StyleCatalog.all {
            var symbols: [String] = []
            for scenario in [Scenario.argumentsAtResolve, .providerAtCall, .optionalLookup] {
                symbols.append(await scenario.run(against: style).symbol)
            }
            #expect(symbols == expected[style.name], "\(style.name)")
        }
    }
}
