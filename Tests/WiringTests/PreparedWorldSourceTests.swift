import DIEffects
import Foundation
import Testing

@Suite("Where a prepared world comes from, as a recording draws it")
struct PreparedWorldSourceTests {
    @Test("a world a test prepared is drawn as the test's isolated state; a scope over it as an override")
    func preparedInATest() {
        DependencyIsolation.withFreshState {
            prepareWorld { $0.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 1)) }
            #expect(
                StyleSourcesTests.edges { _ = World.current.now() } == [
                    "world: World (isolated state)", "world: World.now (isolated state)",
                ])
            withWorld {
                $0.now = CommonDependencies.Now.constant(.distantPast)
            } operation: {
                #expect(
                    StyleSourcesTests.edges { _ = World.current.now() } == [
                        "world: World (override)", "world: World.now (override)",
                    ])
            }
        }
    }
}
