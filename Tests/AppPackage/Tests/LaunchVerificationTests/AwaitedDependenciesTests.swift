import DIWrappers
import Testing

/// A database the app opens with `await`, once.
final class AppDatabase: Sendable {}

/// A feed the app builds with `await` from a store nobody bound.
final class AppFeed: Sendable {}
final class AppFeedStore: Sendable {}

/// `resolveAsync` from an app team's MainActor-by-default package: its kept-instance read is `@inlinable`, so it is
/// compiled into this module. Whether that read or the longer look-up answers depends on whether another test in this
/// process has a region alive at that moment (the child-process test in HardeningTests pins the first); the answers
/// below must be the same either way.
@Suite("Awaited dependencies from an app package")
struct AwaitedDependenciesTests {
    @Test("an async singleton is opened once, handed out again from a child, and refused by a synchronous resolve")
    func asyncSingletonKept() async throws {
        let container = Container(name: "App")
        var opened = 0
        container.bind(.singleton, to: AppDatabase.self) { _ async in
            opened += 1
            return AppDatabase()
        }
        let first = try await container.resolveAsync(AppDatabase.self)
        #expect(try await container.resolveAsync(AppDatabase.self) === first)
        #expect(try await Container(name: "Screen", parent: container).resolveAsync(AppDatabase.self) === first)
        #expect(opened == 1)
        #expect {
            _ = try container.resolveThrowing(AppDatabase.self)
        } throws: { error in
            (error as? DIError)?.code == .asyncBindingResolvedSynchronously
        }
    }

    @Test("a decorated async singleton runs its decorator on each awaited hand-out")
    func decoratedAsyncSingleton() async throws {
        let container = Container(name: "App")
        var handOuts = 0
        container.bind(.singleton, to: AppDatabase.self) { _ async in AppDatabase() }
        container.decorate(AppDatabase.self) { _ in handOuts += 1 }
        _ = try await container.resolveAsync(AppDatabase.self)
        _ = try await container.resolveAsync(AppDatabase.self)
        #expect(handOuts == 2)
    }

    @Test("a missing dependency inside an awaited build names the build that needed it")
    func missingInsideAwaitedBuildHasItsPath() async throws {
        let container = Container(name: "App")
        container.bind(AppFeed.self) { container in
            _ = try await container.resolveAsync(AppFeedStore.self)
            return AppFeed()
        }
        await #expect {
            _ = try await container.resolveAsync(AppFeed.self)
        } throws: { error in
            let error = error as? DIError
            return error?.code == .notRegistered && error?.key == DependencyKey(AppFeedStore.self)
                && error?.path == [DependencyKey(AppFeed.self)]
        }
    }
}
