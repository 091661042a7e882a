import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

/// Main-actor state the scoped bodies below touch, which a body sent off the actor could not.
@MainActor
final class ScreenState {
    var visits = 0
}

@Suite("Async scoping APIs called from the main actor", .isolatedDependencies)
@MainActor
struct MainActorScopingTests {
    @Test("every async scoping API runs its body on the calling main actor and may touch main-actor state")
    func bodiesStayOnTheCallersActor() async throws {
        let state = ScreenState()
        let context = AppContext(now: { Date(timeIntervalSince1970: 1) }, logger: ConsoleLogger())
        await Container.withOverrides {
            $0.bind(Int.self, value: 1)
        } operation: {
            await Task.yield()
            MainActor.preconditionIsolated()
            state.visits += 1
        }
        await Container.withFreshMain {
            await Task.yield()
            state.visits += 1
        }
        await ServicesRegistry.withOverride(ServicesRegistry(logger: ConsoleLogger())) {
            await Task.yield()
            state.visits += 1
        }
        await withContext(ClockFeature.self, context) {
            await Task.yield()
            state.visits += 1
        }
        await withWorld {
            $0.now = { Date(timeIntervalSince1970: 2) }
        } operation: {
            await Task.yield()
            state.visits += 1
        }
        await World.with {
            $0.now = { Date(timeIntervalSince1970: 3) }
        } operation: {
            await Task.yield()
            state.visits += 1
        }
        await DependencyOverrides.with {
            $0.set(DependencyKey(Int.self), value: 1)
        } operation: {
            await Task.yield()
            state.visits += 1
        }
        await DependencyIsolation.withFreshState {
            await Task.yield()
            state.visits += 1
        }
        await DependencyContext.withContext(.preview) {
            await Task.yield()
            state.visits += 1
        }
        _ = await DiagnosticReporter.collectReports {
            await Task.yield()
            state.visits += 1
        }
        #expect(state.visits == 10)
    }
}
