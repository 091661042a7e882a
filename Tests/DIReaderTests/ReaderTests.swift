import DIReader
import Testing

/// The environment of the sample readers: a multiplier and an offset.
struct Settings: Sendable, CustomTestStringConvertible {
    let factor: Int
    let offset: Int

    var testDescription: String {
        "×\(factor) +\(offset)"
    }
}

/// Sample Kleisli arrows over `Settings` for the law tests.
enum SampleArrows {
    static func scale(_ value: Int) -> Reader<Settings, Int> {
        Reader { value * $0.factor }
    }

    static func shift(_ value: Int) -> Reader<Settings, Int> {
        Reader { value + $0.offset }
    }

    static func describe(_ value: Int) -> Reader<Settings, String> {
        Reader { "\(value) with factor \($0.factor)" }
    }

    static func pure(_ value: Int) -> Reader<Settings, Int> {
        Reader(value: value)
    }
}

private let settingsSamples = [
    Settings(factor: 1, offset: 0),
    Settings(factor: 3, offset: -2),
    Settings(factor: -5, offset: 7),
]

@Suite("Reader: composition and laws")
struct ReaderTests {
    @Test("run hands the environment to the computation", arguments: settingsSamples)
    func runReadsEnvironment(settings: Settings) {
        #expect(Reader<Settings, Settings>.ask.map(\.factor).run(settings) == settings.factor)
    }

    @Test("map transforms the value, flatMap chains in the same environment", arguments: settingsSamples)
    func mapAndFlatMap(settings: Settings) {
        let chained = SampleArrows.scale(2).map { $0 + 1 }.flatMap(SampleArrows.shift)
        #expect(chained.run(settings) == 2 * settings.factor + 1 + settings.offset)
    }

    @Test("local runs a reader against the part of a larger environment it needs")
    func localNarrowsEnvironment() {
        let factorOnly = Reader<Int, Int> { $0 * 10 }
        let fromSettings: Reader<Settings, Int> = factorOnly.local(\.factor)
        #expect(fromSettings.run(Settings(factor: 4, offset: 0)) == 40)
    }

    @Test("zip produces both values from one environment")
    func zipPairs() {
        let pair = SampleArrows.scale(2).zip(SampleArrows.describe(7)).run(Settings(factor: 3, offset: 0))
        #expect(pair.0 == 6)
        #expect(pair.1 == "7 with factor 3")
    }

    @Test("left identity: pure >=> f equals f", arguments: settingsSamples, [-3, 0, 11])
    func leftIdentity(settings: Settings, input: Int) {
        let composed = SampleArrows.pure >=> SampleArrows.scale
        #expect(composed(input).run(settings) == SampleArrows.scale(input).run(settings))
    }

    @Test("right identity: f >=> pure equals f", arguments: settingsSamples, [-3, 0, 11])
    func rightIdentity(settings: Settings, input: Int) {
        let composed = SampleArrows.shift >=> SampleArrows.pure
        #expect(composed(input).run(settings) == SampleArrows.shift(input).run(settings))
    }

    @Test("associativity: (f >=> g) >=> h equals f >=> (g >=> h)", arguments: settingsSamples, [-3, 0, 11])
    func associativity(settings: Settings, input: Int) {
        let leftNested = (SampleArrows.scale >=> SampleArrows.shift) >=> SampleArrows.describe
        let rightNested = SampleArrows.scale >=> (SampleArrows.shift >=> SampleArrows.describe)
        #expect(leftNested(input).run(settings) == rightNested(input).run(settings))
        #expect(
            leftNested(input).run(settings)
                == "\(input * settings.factor + settings.offset) with factor \(settings.factor)")
    }

    @Test("composition is not commutative, so the laws above can fail")
    func orderMatters() {
        let settings = Settings(factor: 3, offset: 1)
        let scaleThenShift = SampleArrows.scale >=> SampleArrows.shift
        let shiftThenScale = SampleArrows.shift >=> SampleArrows.scale
        #expect(scaleThenShift(2).run(settings) != shiftThenScale(2).run(settings))
    }
}
