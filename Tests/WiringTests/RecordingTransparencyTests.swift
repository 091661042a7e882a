import DIWiring
import DIWrappers
import Testing

@Suite("A recording changes nothing it records")
struct RecordingTransparencyTests {
    final class Leaf: Sendable {}
    final class Holder: Sendable {
        init(leaf: Leaf) {}
    }

    @Test("a singleton built from an override inside a recording is the override region's one instance after it")
    func scopedSingletonOutlivesTheRecording() {
        let container = Container(name: "scoped")
        container.bind(.singleton, to: Holder.self) { Holder(leaf: $0.resolveAssert()) }
        Container.withOverrides {
            $0.bind(Leaf.self, value: Leaf())
        } operation: {
            let (recorded, _) = WiringReport.recording { container.resolve(Holder.self)! }
            let after = container.resolve(Holder.self)!
            #expect(recorded === after)
        }
    }

    @Test("a trace hands out the same instances as no trace")
    func traceHandsOutTheSameInstances() {
        let container = Container(name: "plain")
        container.bind(.singleton, to: Leaf.self) { _ in Leaf() }
        let before = container.resolve(Leaf.self)!
        let traced = ResolutionTrace.printing(to: { _ in }, operation: { container.resolve(Leaf.self)! })
        #expect(before === traced)
    }
}
