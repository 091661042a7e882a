import DICore
import DITesting
import DIWrappers
import Foundation
import Testing

/// Main-actor state, as a view model or a UI store keeps it.
@MainActor
final class ProfileStore {
    var name = "profile"
    /// Whether the main actor's executor ran the initialiser (not merely whether it was declared to).
    let builtOnMainActor: Bool

    /// Main-actor isolated, unlike a synthesized initialiser (which is nonisolated here).
    init() {
        builtOnMainActor = MainExecutor.isCurrent
    }
}

@Suite("@MainActor factories")
struct MainActorBindingTests {
    @Test("a @MainActor singleton binds and resolves synchronously on the main actor")
    @MainActor
    func resolvesOnTheMainActor() {
        let container = Container()
        container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in ProfileStore() }
        let store = container.resolveAssert(ProfileStore.self)
        store.name = "edited"
        #expect(container.resolveAssert(ProfileStore.self).name == "edited")
        #expect(store.builtOnMainActor)
    }

    @Test("from another thread, resolveAsync builds a @MainActor singleton on the main actor")
    func awaitedResolveHopsToTheMainActor() async throws {
        let container = Container()
        container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in ProfileStore() }
        let fromBackground = try await Task.detached { try await container.resolveAsync(ProfileStore.self) }.value
        #expect(fromBackground.builtOnMainActor)
        let onMain = await MainActor.run { ObjectIdentifier(container.resolveAssert(ProfileStore.self)) }
        #expect(onMain == ObjectIdentifier(fromBackground))
    }

    @Test("a synchronous resolve of a @MainActor binding off the main thread is DI013, even once it is built")
    func synchronousResolveOffTheMainThreadIsDI013() async throws {
        let container = Container()
        container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in ProfileStore() }
        for _ in 0..<2 {
            let outcome: DIError? = await Task.detached {
                do {
                    _ = try container.resolveThrowing(ProfileStore.self)
                    return nil
                } catch {
                    return error as? DIError
                }
            }.value
            #expect(outcome?.code == .asyncBindingResolvedSynchronously)
            #expect(
                outcome?.summary
                    == "DIWrappersTests.ProfileStore is bound with a @MainActor factory and was resolved off the main "
                    + "actor; a synchronous resolve cannot wait for it.")
            #expect(outcome?.fix.contains("try await container.resolveAsync(ProfileStore.self)") == true)
            _ = try await container.resolveAsync(ProfileStore.self)
        }
    }

    @Test("a plain binding of a main-actor type keeps resolving from any thread, as before")
    @MainActor
    func plainBindingIsUnchanged() async {
        let container = Container()
        container.bind((any Logger).self, value: RemoteLogger())
        let name = await Task.detached { container.resolveAssert((any Logger).self).name }.value
        #expect(name == "remote")
    }

    @Test("a @MainActor override replaces the binding on the main actor and through resolveAsync")
    func mainActorOverride() async throws {
        let container = Container()
        container.bind(.singleton, to: ProfileStore.self) { @MainActor _ in ProfileStore() }
        try await Container.withOverrides {
            $0.bind(.singleton, to: ProfileStore.self) { @MainActor _ in
                let store = ProfileStore()
                store.name = "override"
                return store
            }
        } operation: {
            let awaited = try await container.resolveAsync(ProfileStore.self)
            let onMain = await MainActor.run { container.resolveAssert(ProfileStore.self).name }
            #expect(await awaited.name == "override")
            #expect(onMain == "override")
        }
        let live = try await container.resolveAsync(ProfileStore.self)
        #expect(await live.name == "profile")
    }
}
