/// Something that caches instances for one or more scopes and can drop them.
package protocol ResettableCache: AnyObject, Sendable {
    /// Drops what it cached for `scope` (released outside any lock).
    func reset(_ scope: Scope)
}

/// Finds every cache of a scope by the scope's name, for ``Scope/reset(_:)``.
///
/// The process has one (``shared``) and each isolated test its own (``IsolatedStore/scopeDirectory``). A cache
/// enrols, weakly, where its *binding* was made (``current``), so a reset inside a test reaches only that test's
/// caches and one outside reaches no test's. Entries whose cache is gone are pruned as the directory grows.
@usableFromInline
package final class ScopeDirectory: Sendable {
    private struct WeakCache {
        weak var cache: (any ResettableCache)?
    }

    /// The directory of everything made outside any isolated test.
    package static let shared = ScopeDirectory()

    private let caches = Locked<[String: [WeakCache]]>([:])
    /// Caches that hold instances of several scopes (``RegionInstances``).
    private let multiScopeCaches = Locked<[WeakCache]>([])

    package init() {}

    /// The directory a cache made now belongs to: the current isolated test's, else ``shared``.
    @usableFromInline
    package static var current: ScopeDirectory {
        guard DependencyOverrides.mayBeActive, let store = IsolatedStore.current else { return shared }
        return store.scopeDirectory
    }

    package func enrol(_ cache: any ResettableCache, in scope: Scope) {
        // Mutated in place: copying the array out and back would make every enrol O(n).
        caches.withLock { Self.append(cache, to: &$0[scope.name, default: []]) }
    }

    /// Enrols `cache` for every scope name: each reset asks it to drop what it holds of that scope.
    package func enrolForEveryScope(_ cache: any ResettableCache) {
        multiScopeCaches.withLock { Self.append(cache, to: &$0) }
    }

    /// Appends `cache`, first pruning the entries whose cache is gone each time the list's size reaches a power of 2.
    private static func append(_ cache: any ResettableCache, to list: inout [WeakCache]) {
        if list.count >= 64 && list.count.nonzeroBitCount == 1 {
            list.removeAll { $0.cache == nil }
        }
        list.append(WeakCache(cache: cache))
    }

    /// Resets every live cache enrolled under `scope`'s name, and every multi-scope cache's share of it.
    package func reset(_ scope: Scope) {
        let named = caches.withLock { directory -> [any ResettableCache] in
            let list = directory[scope.name, default: []].filter { $0.cache != nil }
            directory[scope.name] = list
            return list.compactMap(\.cache)
        }
        let multiScope = multiScopeCaches.withLock { list -> [any ResettableCache] in
            list.removeAll { $0.cache == nil }
            return list.compactMap(\.cache)
        }
        for cache in named + multiScope {
            cache.reset(scope)
        }
    }
}
