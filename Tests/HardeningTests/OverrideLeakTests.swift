import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

/// The dependency the leak tests override.
protocol Log: Sendable {
    var name: String { get }
}

/// What the live binding hands out.
struct LiveLog: Log {
    let name = "live"
}

/// What an override hands out.
struct MockLog: Log {
    let name = "mock"
}

/// A cached service built from a ``Log``.
final class Repo: Sendable {
    let log: any Log

    init(log: any Log) {
        self.log = log
    }
}

/// A registry holding a log; tests override it.
final class LogRegistry: Registry, @unchecked Sendable {
    let log: any Log

    required init(log: any Log) {
        self.log = log
        super.init()
    }

    static func createMockShared() -> LogRegistry {
        LogRegistry(log: LiveLog())
    }
}

/// A registry whose mock reads ``LogRegistry``'s shared instance.
final class RepoRegistry: Registry, @unchecked Sendable {
    let repo: Repo

    required init(repo: Repo) {
        self.repo = repo
        super.init()
    }

    static func createMockShared() -> RepoRegistry {
        RepoRegistry(repo: Repo(log: LogRegistry.shared.log))
    }
}

@Suite("Overrides never reach a live cache", .isolatedDependencies)
struct OverrideLeakTests {
    static let cachedScopes: [Scope] = [.singleton, .lazy, .custom("leak-session")]

    private static func container(_ scope: Scope) -> Container {
        let container = Container()
        container.bind((any Log).self, value: LiveLog())
        container.bind(scope, to: Repo.self) { Repo(log: $0.resolveAssert((any Log).self)) }
        return container
    }

    @Test(
        "a cached service first built in an override region is rebuilt live after it, in the same task",
        arguments: cachedScopes)
    func sameTaskAfterScopeIsLive(scope: Scope) {
        let container = Self.container(scope)
        let inside = Container.withOverrides {
            $0.bind((any Log).self, value: MockLog())
        } operation: {
            container.resolveAssert(Repo.self).log.name
        }
        #expect(inside == "mock")
        #expect(container.resolveAssert(Repo.self).log.name == "live")
    }

    @Test(
        "another task never sees a cached service built from an override, during or after the region",
        arguments: cachedScopes)
    func otherTaskSeesLive(scope: Scope) async {
        let container = Self.container(scope)
        let during = await Container.withOverrides {
            $0.bind((any Log).self, value: MockLog())
        } operation: {
            _ = container.resolveAssert(Repo.self)
            return await Task.detached { container.resolveAssert(Repo.self).log.name }.value
        }
        #expect(during == "live")
        let after = await Task.detached { container.resolveAssert(Repo.self).log.name }.value
        #expect(after == "live")
    }

    @Test("inside one override region a cached service is built once and shared", arguments: cachedScopes)
    func oneInstancePerScope(scope: Scope) {
        let container = Self.container(scope)
        let same = Container.withOverrides {
            $0.bind((any Log).self, value: MockLog())
        } operation: {
            container.resolveAssert(Repo.self) === container.resolveAssert(Repo.self)
        }
        #expect(same)
    }

    @Test("a weak-scoped service built from an override is not handed out after the region")
    func weakScopeDoesNotLeak() {
        let container = Self.container(.weak)
        let held = Container.withOverrides {
            $0.bind((any Log).self, value: MockLog())
        } operation: {
            container.resolveAssert(Repo.self)
        }
        #expect(held.log.name == "mock")
        #expect(container.resolveAssert(Repo.self).log.name == "live")
    }

    @Test("a singleton built from a nested fresh state's main is rebuilt from the outer main after it")
    func isolatedStateDoesNotLeak() {
        Container.main.bind((any Log).self, value: LiveLog())
        let container = Container()
        container.bind(.singleton, to: Repo.self) { _ in Repo(log: Container.main.resolveAssert((any Log).self)) }
        let inside = DependencyIsolation.withFreshState {
            Container.main.bind((any Log).self, value: MockLog())
            return container.resolveAssert(Repo.self).log.name
        }
        #expect(inside == "mock")
        #expect(container.resolveAssert(Repo.self).log.name == "live")
    }

    @Test("a registry mock that read an overridden registry is rebuilt from live state after the region")
    func registryMockDoesNotLeak() {
        let inside = LogRegistry.withOverride(LogRegistry(log: MockLog())) {
            RepoRegistry.shared.repo.log.name
        }
        #expect(inside == "mock")
        #expect(RepoRegistry.shared.repo.log.name == "live")
    }

    @Test("a Lazy first read in an override region is rebuilt live after it")
    func lazyDoesNotLeak() {
        let container = Container()
        container.bind((any Log).self, value: LiveLog())
        let lazy = Lazy { Repo(log: container.resolveAssert((any Log).self)) }
        let inside = Container.withOverrides {
            $0.bind((any Log).self, value: MockLog())
        } operation: {
            lazy.instance.log.name
        }
        #expect(inside == "mock")
        #expect(lazy.instance.log.name == "live")
    }

    @Test("a singleton whose graph used no override is kept live when built inside an override region")
    func untouchedSingletonStaysLive() {
        let container = Self.container(.singleton)
        let inside = Container.withOverrides {
            $0.bind(String.self, value: "unrelated")
        } operation: {
            container.resolveAssert(Repo.self)
        }
        #expect(container.resolveAssert(Repo.self) === inside)
    }

    @Test("while a scope keeps instances, a Lazy holding nil is still built once and not mistaken for a kept one")
    func optionalNilIsNotAKeptInstance() {
        let container = Self.container(.singleton)
        let builds = Counter()
        let lazy = Lazy<Int?> {
            builds.next()
            return nil
        }
        Container.withOverrides {
            $0.bind((any Log).self, value: MockLog())
        } operation: {
            _ = container.resolveAssert(Repo.self)  // now this scope keeps an instance
            #expect(lazy.instance == nil)
            #expect(lazy.instance == nil)
        }
        #expect(builds.value == 1)
    }
}
