import DIEffects
import Testing

/// The generator a test gets when it set none reports once and then still rolls, as swift-dependencies'
/// unimplemented `withRandomNumberGenerator` does, so the code under test returns and the test fails
/// with one report. Each draw goes through ``DrawLimit``, so a generator that never satisfies
/// `random(in:using:)` fails on its draw count instead of hanging the suite.
@Suite("The placeholder random generator")
struct RandomPlaceholderTests {
    enum Placeholder: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case unimplementedGenerator = "RandomNumbers.unimplemented()"
        case unimplementedWorld = "World.unimplemented().random"

        var testDescription: String { rawValue }

        func make() -> RandomNumbers {
            switch self {
            case .unimplementedGenerator: RandomNumbers.unimplemented()
            case .unimplementedWorld: World.unimplemented().random
            }
        }
    }

    @Test("Int.random(in:using:) returns a roll and reports once", arguments: Placeholder.allCases)
    func rollsDice(placeholder: Placeholder) {
        var generator = DrawLimit(placeholder.make())
        let (rolls, reports) = DiagnosticReporter.collectReports {
            (0..<20).map { _ in Int.random(in: 1...6, using: &generator) }
        }
        #expect(generator.draws <= generator.limit, "the generator never satisfied random(in:using:)")
        #expect(rolls.allSatisfy { (1...6).contains($0) })
        #expect(Set(rolls).count > 1, "20 rolls gave \(rolls)")
        #expect(summaries(reports) == ["Unimplemented: RandomNumbers"])
    }

    @Test("randomElement(using:) and shuffled(using:) return and report once", arguments: Placeholder.allCases)
    func picksAndShuffles(placeholder: Placeholder) {
        var generator = DrawLimit(placeholder.make())
        let (results, reports) = DiagnosticReporter.collectReports {
            (Array(1...10).randomElement(using: &generator), Array(1...10).shuffled(using: &generator))
        }
        #expect(generator.draws <= generator.limit, "the generator never satisfied randomElement or shuffled")
        #expect(results.0.map { (1...10).contains($0) } == true)
        #expect(results.1.sorted() == Array(1...10))
        #expect(summaries(reports) == ["Unimplemented: RandomNumbers"])
    }

    @Test("copies of one placeholder share its single report")
    func copiesShareTheReport() {
        let world = World.unimplemented()
        let (_, reports) = DiagnosticReporter.collectReports {
            var first = world.random
            var second = world.random
            _ = Bool.random(using: &first)
            _ = Bool.random(using: &second)
        }
        #expect(summaries(reports) == ["Unimplemented: RandomNumbers"])
    }
}
