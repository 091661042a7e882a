import DIWrappers
import Testing

/// A distinct service type per nesting depth, so one test can bind many unnamed types.
private struct Layer<Inner>: Sendable {
    let depth: Int
}

/// Binds `Layer<…<Inner>…>` for every depth below `count` and records, per depth, how to unbind and resolve it.
private func bindLayers<Inner>(
    _ inner: Inner.Type,
    depth: Int,
    count: Int,
    in container: Container,
    into probes: inout [(unbind: () -> Void, resolve: () -> Int?)]
) {
    guard depth < count else { return }
    container.bind(Layer<Inner>.self, value: Layer<Inner>(depth: depth))
    probes.append(
        (unbind: { container.unbind(Layer<Inner>.self) }, resolve: { container.resolve(Layer<Inner>.self)?.depth }))
    bindLayers(Layer<Inner>.self, depth: depth + 1, count: count, in: container, into: &probes)
}

@Suite("Binding table")
struct BindingTableTests {
    @Test("every unnamed binding stays reachable as the table grows and after others are unbound", arguments: [3, 60])
    func growAndRemove(count: Int) {
        let container = Container()
        var probes: [(unbind: () -> Void, resolve: () -> Int?)] = []
        bindLayers(Int.self, depth: 0, count: count, in: container, into: &probes)
        for (depth, probe) in probes.enumerated() {
            #expect(probe.resolve() == depth)
        }
        for (depth, probe) in probes.enumerated() where depth % 3 == 1 {
            probe.unbind()
        }
        for (depth, probe) in probes.enumerated() {
            #expect(probe.resolve() == (depth % 3 == 1 ? nil : depth))
        }
    }
}
