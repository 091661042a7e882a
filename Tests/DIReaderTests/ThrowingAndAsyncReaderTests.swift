import DIReader
import Testing

/// Why a sample step refused its input.
struct RejectedInput: Error, Equatable {
    let value: Int
}

/// Throwing and async Kleisli arrows over `Settings`.
enum FallibleArrows {
    static func positive(_ value: Int) throws -> ThrowingReader<Settings, Int> {
        guard value > 0 else { throw RejectedInput(value: value) }
        return ThrowingReader { value * $0.factor }
    }

    static func checkedShift(_ value: Int) -> ThrowingReader<Settings, Int> {
        ThrowingReader { settings in
            let shifted = value + settings.offset
            guard shifted != 0 else { throw RejectedInput(value: shifted) }
            return shifted
        }
    }

    static func fetchScaled(_ value: Int) async throws -> AsyncReader<Settings, Int> {
        await Task.yield()
        return AsyncReader { settings in
            await Task.yield()
            return value * settings.factor
        }
    }

    static func fetchShifted(_ value: Int) -> AsyncReader<Settings, Int> {
        AsyncReader { settings in
            guard value + settings.offset >= 0 else { throw RejectedInput(value: value + settings.offset) }
            return value + settings.offset
        }
    }

    static func fetchLabel(_ value: Int) -> AsyncReader<Settings, String> {
        AsyncReader { "#\(value)/\($0.factor)" }
    }
}

@Suite("ThrowingReader and AsyncReader")
struct ThrowingAndAsyncReaderTests {
    @Test("a throwing chain returns the value when every step succeeds")
    func throwingChainSucceeds() throws {
        let chain = FallibleArrows.positive >=> FallibleArrows.checkedShift
        #expect(try chain(2).run(Settings(factor: 3, offset: 1)) == 7)
    }

    @Test(
        "a throwing chain stops at the first failing step, whether building or running",
        arguments: [(-1, 1, -1), (1, -3, 0)]
    )
    func throwingChainStops(input: Int, offset: Int, rejected: Int) {
        let chain = FallibleArrows.positive >=> FallibleArrows.checkedShift
        #expect(throws: RejectedInput(value: rejected)) {
            try chain(input).run(Settings(factor: 3, offset: offset))
        }
    }

    @Test("ThrowingReader map, local and zip, and lifting a plain Reader")
    func throwingCombinators() throws {
        let lifted = ThrowingReader(Reader<Settings, Int> { $0.factor })
        let pair = try lifted.map { $0 * 2 }.zip(FallibleArrows.checkedShift(1)).run(Settings(factor: 5, offset: 1))
        #expect(pair.0 == 10)
        #expect(pair.1 == 2)
        let fromTuple: ThrowingReader<(Int, Int), Int> = lifted.local { Settings(factor: $0.0, offset: $0.1) }
        #expect(try fromTuple.run((9, 0)) == 9)
    }

    @Test("throwing associativity: (f >=> g) >=> h equals f >=> (g >=> h)", arguments: [1, 4])
    func throwingAssociativity(input: Int) throws {
        let settings = Settings(factor: 2, offset: 3)
        let tail: (Int) throws -> ThrowingReader<Settings, Int> = { ThrowingReader(value: $0 - 1) }
        let leftNested = (FallibleArrows.positive >=> FallibleArrows.checkedShift) >=> tail
        let rightNested = FallibleArrows.positive >=> (FallibleArrows.checkedShift >=> tail)
        #expect(try leftNested(input).run(settings) == rightNested(input).run(settings))
    }

    @Test("an async chain of plain async functions composes with >=>")
    func asyncChainSucceeds() async throws {
        let chain = FallibleArrows.fetchScaled >=> FallibleArrows.fetchShifted >=> FallibleArrows.fetchLabel
        #expect(try await chain(4).run(Settings(factor: 2, offset: 1)) == "#9/2")
    }

    @Test("an async chain rethrows the failing step's error")
    func asyncChainThrows() async {
        let chain = FallibleArrows.fetchScaled >=> FallibleArrows.fetchShifted
        await #expect(throws: RejectedInput(value: -5)) {
            try await chain(1).run(Settings(factor: 1, offset: -6))
        }
    }

    @Test("async identity and associativity laws", arguments: settingsSamplesForAsync, [0, 5])
    func asyncLaws(settings: Settings, input: Int) async throws {
        let pure: (Int) async throws -> AsyncReader<Settings, Int> = { AsyncReader(value: $0) }
        let f = FallibleArrows.fetchScaled
        let g = FallibleArrows.fetchShifted
        let h = FallibleArrows.fetchLabel
        let expected = try await f(input).run(settings)
        #expect(try await (pure >=> f)(input).run(settings) == expected)
        #expect(try await (f >=> pure)(input).run(settings) == expected)
        let leftNested = try await ((f >=> g) >=> h)(input).run(settings)
        let rightNested = try await (f >=> (g >=> h))(input).run(settings)
        #expect(leftNested == rightNested)
    }

    @Test("AsyncReader map, local, zip and lifting from Reader and ThrowingReader")
    func asyncCombinators() async throws {
        let fromReader = AsyncReader(Reader<Settings, Int> { $0.factor })
        let fromThrowing = AsyncReader(FallibleArrows.checkedShift(2))
        let pair = try await fromReader.map { $0 + 1 }.zip(fromThrowing).run(Settings(factor: 4, offset: 3))
        #expect(pair.0 == 5)
        #expect(pair.1 == 5)
        let narrowed: AsyncReader<Int, Int> = fromReader.local { Settings(factor: $0, offset: 0) }
        #expect(try await narrowed.run(12) == 12)
    }
}

private let settingsSamplesForAsync = [Settings(factor: 2, offset: 1), Settings(factor: -1, offset: 9)]
