@_spi(Testing) import DICore
import DIWrappers

extension WrappersStyle {
    /// Binds the three-level chain; `wireLive()` calls it.
    func bindChain(in main: Container) {
        main.bind(Inner.self) { container in Inner(greeter: try container.resolveThrowing((any Greeter).self)) }
        main.bind(Middle.self) { container in Middle(inner: try container.resolveThrowing(Inner.self)) }
        main.bind(Outer.self) { container in Outer(middle: try container.resolveThrowing(Middle.self)) }
    }

    var outerMessage: Support<@Sendable () throws -> String> {
        .available { try Container.main.resolveThrowing(Outer.self).message }
    }

    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        let main = Container.main
        for index in 0..<count {
            main.bind(id: index, value: index)
        }
        return .available { index in try main.resolveThrowing(Int.self, id: index) }
    }

    var recoverableCycle: Support<@Sendable () throws -> String> {
        .available {
            do {
                _ = try Container.main.resolveThrowing(CycleA.self)
                return "no error"
            } catch {
                return String(describing: error)
            }
        }
    }

    /// `@Inject` and `resolveAssert` cannot throw, so on the cycle `resolveThrowing` survives they stop the process.
    func resolutionsThatStopOnACycle() -> [String] {
        final class CycleScreen {
            @Inject var cycle: CycleA
        }
        let ways: [(String, @Sendable () -> Void)] = [
            ("@Inject", { _ = CycleScreen().cycle }),
            ("resolveAssert", { _ = Container.main.resolveAssert(CycleA.self) }),
        ]
        return ways.filter { DiagnosticReporter.captureTrap($0.1) != nil }.map(\.0)
    }
}
