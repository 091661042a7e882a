import DICore
import DIWrappers

extension WrappersStyle {
    /// Each failure through `resolveThrowing` and `resolveAsync`; a wrong type through DICore's own override.
    func provoke(_ failure: DependencyFailure) -> Support<@Sendable () async -> [FailureReading]> {
        switch failure {
        case .missing:
            .available { await Self.bothWays(asked: [DependencyKey((any Unwired).self)], (any Unwired).self) }
        case .throwingFactory:
            .available {
                let key = DependencyKey(Fragile.self)
                Container.main.bind(Fragile.self) { _ in throw FactoryFailure() }
                let bound = await Self.bothWays(asked: [key], Fragile.self)
                let overridden = await DependencyOverrides.with {
                    $0.set(key) { () throws -> Fragile in throw FactoryFailure() }
                } operation: {
                    await Self.bothWays(asked: [key], Fragile.self)
                }
                return bound
                    + overridden.map {
                        FailureReading(way: "\($0.way) of an override", asked: $0.asked, error: $0.error)
                    }
            }
        case .cycle:
            .available {
                let synchronous = FailureReading(
                    way: "resolveThrowing", asked: [DependencyKey(CycleA.self), DependencyKey(CycleB.self)]
                ) { _ = try Container.main.resolveThrowing(CycleA.self) }
                let awaited = await FailureReading.awaiting(
                    way: "resolveAsync",
                    asked: [
                        DependencyKey(CycleA.self, identifier: "awaited"),
                        DependencyKey(CycleB.self, identifier: "awaited"),
                    ]
                ) { _ = try await Container.main.resolveAsync(CycleA.self, id: "awaited") }
                return [synchronous, awaited]
            }
        case .typeMismatch:
            .available {
                let key = DependencyKey((any Greeter).self)
                return await DependencyOverrides.with {
                    $0.set(key, value: Impostor())
                } operation: {
                    await Self.bothWays(asked: [key], (any Greeter).self)
                }
            }
        }
    }

    private static func bothWays<Service>(asked: [DependencyKey], _ type: Service.Type) async -> [FailureReading] {
        let synchronous = FailureReading(way: "resolveThrowing", asked: asked) {
            _ = try Container.main.resolveThrowing(type)
        }
        let awaited = await FailureReading.awaiting(way: "resolveAsync", asked: asked) {
            _ = try await Container.main.resolveAsync(type)
        }
        return [synchronous, awaited]
    }
}
