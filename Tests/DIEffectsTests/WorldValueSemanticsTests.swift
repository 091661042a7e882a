import DIEffects
import Foundation
import Testing

@Suite("World value semantics")
struct WorldValueSemanticsTests {
    @Test("changing a field of a copy leaves the original world unchanged")
    func copiesAreIndependent() {
        let original = World.mock()
        var copy = original
        let epoch = Date(timeIntervalSince1970: 0)
        copy.now = { epoch }
        #expect(copy.now() == epoch)
        #expect(original.now() == CommonDependencies.Now.referenceDate)
    }

    @Test("a scoped world does not change World.live", arguments: [0, 1])
    func scopedWorldLeavesLiveAlone(round: Int) {
        let epoch = Date(timeIntervalSince1970: Double(round))
        withWorld {
            $0.now = { epoch }
        } operation: {
            #expect(World.current.now() == epoch)
        }
        #expect(World.live.now() != epoch)
    }

    @Test("many concurrent copies each keep their own field")
    func concurrentCopies() async {
        let base = World.mock()
        let seen = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    var mine = base
                    let stamp = Date(timeIntervalSince1970: Double(index))
                    mine.now = { stamp }
                    return mine.now() == stamp
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(seen)
        #expect(base.now() == CommonDependencies.Now.referenceDate)
    }
}
