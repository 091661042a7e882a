import DIEffects
import Foundation
import Testing

@Suite("Now, UUID and random numbers")
struct NowUUIDRandomTests {
    @Test("live now reads the system clock at each call")
    func liveNow() {
        let now = CommonDependencies.Now.live()
        let before = Date()
        let read = now()
        #expect(read >= before && read <= Date())
    }

    @Test("constant now always returns its date")
    func constantNow() {
        let now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 1234))
        #expect([now(), now()] == [Date(timeIntervalSince1970: 1234), Date(timeIntervalSince1970: 1234)])
    }

    @Test("advancing now moves by its step on each call")
    func advancingNow() {
        let now = CommonDependencies.Now.advancing(from: Date(timeIntervalSince1970: 10), by: 5)
        #expect((0..<3).map { _ in now().timeIntervalSince1970 } == [10, 15, 20])
    }

    @Test("a per-instance mocked date is read at call time")
    func mockedNowReadsAtCallTime() {
        let date = Mocked(CommonDependencies.Now.referenceDate)
        let now = CommonDependencies.Now.mock(date)
        #expect(now() == Date(timeIntervalSinceReferenceDate: 0))
        date.next = Date(timeIntervalSince1970: 1234)
        #expect(now() == Date(timeIntervalSince1970: 1234))
        date.reset()
        #expect(now() == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test("the seed's nextMockedDate is read at call time and reset by resetMocks")
    func sharedMockedDate() {
        DependencyIsolation.withFreshState {
            let now = CommonDependencies.Now.mock()
            CommonDependencies.Now.nextMockedDate = Date(timeIntervalSince1970: 1234)
            #expect(now() == Date(timeIntervalSince1970: 1234))
            CommonDependencies.resetMocks()
            #expect(now() == CommonDependencies.Now.referenceDate)
        }
    }

    @Test("unimplemented now reports with the line that built it and returns the reference date")
    func unimplementedNow() {
        let line: UInt = #line + 1
        let now = CommonDependencies.Now.unimplemented()
        let (value, reports) = DiagnosticReporter.collectReports { now() }
        #expect(value == CommonDependencies.Now.referenceDate)
        #expect(summaries(reports) == ["Unimplemented: Now"])
        #expect(locations(reports) == ["DIEffectsTests/NowUUIDRandomTests.swift:\(line)"])
        #expect(reports.first?.code == .unimplemented)
    }

    @Test("live UUIDs are random")
    func liveUUIDs() {
        let uuid = CommonDependencies.UUIDs.live()
        #expect(uuid() != uuid())
    }

    @Test("incrementing UUIDs count up from all zeros, independently per value")
    func incrementingUUIDs() {
        let first = CommonDependencies.UUIDs.incrementing()
        let second = CommonDependencies.UUIDs.incrementing()
        #expect(first().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(first().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(second().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(CommonDependencies.UUIDs.uuid(counting: 255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    }

    @Test("constant UUID and unimplemented UUID")
    func constantAndUnimplementedUUID() {
        let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!
        #expect(CommonDependencies.UUIDs.constant(fixed)() == fixed)
        let uuid = CommonDependencies.UUIDs.unimplemented()
        let (value, reports) = DiagnosticReporter.collectReports { uuid() }
        #expect(value.uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(summaries(reports) == ["Unimplemented: UUID"])
    }

    @Test("a seeded generator repeats its sequence for the same seed", arguments: [0, 7, 42] as [UInt64])
    func seededRandom(seed: UInt64) {
        var first = RandomNumbers.seeded(seed)
        var second = RandomNumbers.seeded(seed)
        let a = (0..<5).map { _ in first.next() }
        let b = (0..<5).map { _ in second.next() }
        #expect(a == b)
        #expect(Set(a).count == 5)
        var other = RandomNumbers.seeded(seed + 1)
        #expect(other.next() != a[0])
    }

    @Test("SplitMix64 with seed 0 gives its published first value")
    func splitMixReference() {
        var random = RandomNumbers.seeded(0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test("live random numbers vary; unimplemented ones report once and then follow seed 0")
    func liveAndUnimplementedRandom() {
        var live = RandomNumbers.live
        #expect(Set((0..<4).map { _ in live.next() }).count > 1)
        var unimplemented = RandomNumbers.unimplemented()
        var seeded = RandomNumbers.seeded(0)
        let (values, reports) = DiagnosticReporter.collectReports { [unimplemented.next(), unimplemented.next()] }
        #expect(values == [seeded.next(), seeded.next()])
        #expect(summaries(reports) == ["Unimplemented: RandomNumbers"])
    }
}
