/// Something that caches instances for a scope and can drop them.
package protocol ResettableCache: AnyObject, Sendable {
    /// Drops the cached instance (released outside any lock).
    func reset()
}

/// Finds every cache of a scope by the scope's name, for ``Scope/reset(_:)``.
///
/// Caches enrol weakly when they are created; entries whose cache is gone are
/// pruned as the directory grows.
package final class ScopeDirectory: Sendable {
    private struct WeakCache {
        weak var cache: (any ResettableCache)?
    }

    package static let shared = ScopeDirectory()

    private let caches = Locked<[String: [WeakCache]]>([:])
    private let prune = Locked<[String: Int]>([:])

    package init() {}

    /// Enrols `cache` under `scope`'s name.
    package func enrol(_ cache: any ResettableCache, in scope: Scope) {
        caches.withLock { directory in
            // Mutate the stored array in place: copying it out and back made every enrol O(n).
            let count = directory[scope.name, default: []].count
            if count >= 64 && count.nonzeroBitCount == 1 {
                directory[scope.name, default: []].removeAll { $0.cache == nil }
            }
            directory[scope.name, default: []].append(WeakCache(cache: cache))
        }
    }

    /// Resets every live cache enrolled under `scope`'s name.
    package func reset(_ scope: Scope) {
        let live = caches.withLock { directory -> [any ResettableCache] in
            let list = directory[scope.name, default: []].filter { $0.cache != nil }
            directory[scope.name] = list
            return list.compactMap(\.cache)
        }
        for cache in live {
            cache.reset()
        }
    }
}
