import DIReader
import Foundation
import Testing

@Suite("Corridor's static extend: resolve[\\.x] where x's type has a static context")
struct StaticExtendTests {
    @Test("extending a static-context value from an instance resolver switches the type's static context")
    func instanceResolverSwitchesTheType() {
        DependencyIsolation.withFreshState {
            #expect(ClockFace.clockNow != frozenDate)
            _ = withContext(Dial(), StoppedClock(instant: frozenDate)).face
            #expect(ClockFace.clockNow == frozenDate)
        }
    }

    @Test("extending a static-context value from a static resolver passes that resolver's context on")
    func staticResolverSwitchesTheType() {
        DependencyIsolation.withFreshState {
            withContext(StaticClock.self, StoppedClock(instant: frozenDate))
            _ = StaticClock.face
            #expect(ClockFace.clockNow == frozenDate)
        }
    }

    @Test("the switch stays in the test that made it (per-test copy inside withFreshState)")
    func switchStaysInItsTest() {
        DependencyIsolation.withFreshState {
            _ = withContext(Dial(), StoppedClock(instant: frozenDate)).face
            #expect(ClockFace.clockNow == frozenDate)
        }
        #expect(ClockFace.clockNow != frozenDate)
    }

    @Test("a scoped switch of the extended type still wins inside its closure")
    func scopedSwitchWins() {
        let scopedInstant = Date(timeIntervalSince1970: 7)
        DependencyIsolation.withFreshState {
            withContext(ClockFace.self, StoppedClock(instant: scopedInstant)) {
                _ = withContext(Dial(), StoppedClock(instant: frozenDate)).face
                #expect(ClockFace.clockNow == scopedInstant)
            }
            #expect(ClockFace.clockNow == frozenDate)
        }
    }

    @Test("a value with both an instance and a static context gets the context on both")
    func instanceAndStaticBothSwitch() {
        DependencyIsolation.withFreshState {
            let pendulum = withContext(Dial(), StoppedClock(instant: frozenDate)).pendulum
            #expect(pendulum.clockNow == frozenDate)
            #expect(Pendulum.clockNow == frozenDate)
        }
    }

    @Test("Corridor's testStaticNested: a process-wide static switch, then a nested extend")
    func corridorStaticNested() {
        let before = Date()
        let live = CorridorStaticType.nested.clockNow
        #expect(live >= before && live <= Date())
        withContext(CorridorStaticType.self, StoppedClock(instant: frozenDate))
        #expect(CorridorStaticType.nested.clockNow == frozenDate)
        withContext(CorridorStaticType.self, LiveClock())
        #expect(CorridorStaticType.nested.clockNow != frozenDate)
    }
}
