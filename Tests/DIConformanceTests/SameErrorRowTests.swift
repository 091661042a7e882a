import DIConformance
import DICore
import Testing

/// Row 30: each DIToolkit style reports DICore's one `DIError` for each failure it can express, and a style
/// that reports another error for the same failure gets a ✗ naming the part that differs.
@Suite("The same failure reports the same DIError")
struct SameErrorRowTests {
    static let expectedCells: [String: String] = [
        "Reader": "compile-time", "Wrappers": "✓", "Registry": "✓ + compile-time", "World": "✓ + compile-time",
    ]

    /// The Wrappers adapter, with every failure provoked by `reading` instead.
    static func style(reading: @escaping @Sendable (DependencyFailure) -> FailureReading) -> MutantStyle {
        var mutant = MutantStyle()
        mutant.replacedProvoke = { failure in .available { [reading(failure)] } }
        return mutant
    }

    @Test("each DIToolkit style's cell says what it checked and what the compiler rules out")
    func cells() async {
        for style in StyleCatalog.all {
            let outcome = await Scenario.sameError.run(against: style)
            #expect(outcome.symbol == Self.expectedCells[style.name], "\(style.name): \(outcome)")
        }
    }

    @Test("a style that re-wraps a cycle as a factory failure fails, naming the code and the path it reported")
    func rewrappedCycleFails() async throws {
        let a = DependencyKey(CycleA.self)
        let b = DependencyKey(CycleB.self)
        let mutant = Self.style { failure in
            let expected: DIError =
                switch failure {
                case .missing: .notRegistered(a, operation: "resolve")
                case .throwingFactory: .factoryFailed(a, underlying: FactoryFailure(), path: [a])
                case .cycle: .factoryFailed(a, underlying: DIError.circularDependency(cycle: [a, b, a]), path: [a])
                case .typeMismatch: .typeMismatch(a, expected: CycleA.self, actual: Impostor.self)
                }
            return FailureReading(way: "resolve", asked: failure == .cycle ? [a, b] : [a], error: expected)
        }
        let outcome = await Scenario.sameError.run(against: mutant)
        let reason = try #require(outcome.reason)
        #expect(outcome.symbol == "✗")
        #expect(reason.hasPrefix("cycle via resolve: code \"DI007\", DICore's is \"DI002\""), "\(reason)")
        #expect(reason.contains("path \"DIConformance.CycleA\", DICore's is \"DIConformance.CycleA -> "))
    }

    @Test("a factory failure that loses the underlying error fails")
    func lostUnderlyingErrorFails() async throws {
        let key = DependencyKey(Fragile.self)
        let mutant = Self.style { failure in
            let error: any Error =
                failure == .throwingFactory
                ? DIError.factoryFailed(key, underlying: CancellationError(), path: [key]) : FactoryFailure()
            return FailureReading(way: "resolve", asked: [key], error: error)
        }
        let outcome = await Scenario.sameError.run(against: mutant)
        #expect(outcome.symbol == "✗")
        #expect(
            outcome.reason?.contains("Underlying \"CancellationError()\", DICore's is \"the disk is full\"") == true)
    }

    @Test("a style that reports no DIError for any failure is observed as such, with what it did")
    func noDIErrorIsObserved() async {
        let mutant = Self.style { failure in
            FailureReading(way: "resolve", asked: [DependencyKey(Unwired.self)], instead: "returned nil")
        }
        let outcome = await Scenario.sameError.run(against: mutant)
        #expect(outcome.symbol == "no DIError")
        #expect(outcome.reason?.hasPrefix("nothing bound via resolve: returned nil") == true)
    }
}
