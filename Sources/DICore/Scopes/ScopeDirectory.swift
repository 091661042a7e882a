/// Something that caches instances for one or more scopes and can drop them.
package protocol ResettableCache: AnyObject, Sendable {
    /// Drops what it cached for `scope` (released outside any lock).
    func reset(_ scope: Scope)
}

/// Finds every cache of a scope by the scope's name, for ``Scope/reset(_:)``.
///
/// The process has one (``shared``) and each isolated test its own (``IsolatedStore/scopeDirectory``). A cache
/// enrols where its *binding* was made (``current``), so a reset inside a test reaches only that test's caches and
/// one outside reaches no test's. A binding's cache is a ``ScopeDirectoryEntry``, linked into the directory's list
/// while it lives and unlinked by its `deinit`, so enrolling costs no allocation and no weak reference; caches of
/// several scopes (``RegionInstances``) are held weakly and pruned as their list grows.
@usableFromInline
package final class ScopeDirectory: @unchecked Sendable {
    private struct WeakCache {
        weak var cache: (any ResettableCache)?
    }

    /// The directory of everything made outside any isolated test.
    @usableFromInline package static let shared = ScopeDirectory()

    private let lock = Lock()
    /// The newest enrolled entry; the list runs through ``ScopeDirectoryEntry``'s links. Guarded by `lock`.
    @exclusivity(unchecked) private var newest: Unmanaged<ScopeDirectoryEntry>?
    /// Caches that hold instances of several scopes (``RegionInstances``).
    private let multiScopeCaches = Locked<[WeakCache]>([])

    package init() {}

    /// The directory a cache made now belongs to: the current isolated test's, else ``shared``.
    @usableFromInline
    package static var current: ScopeDirectory {
        guard DependencyOverrides.mayBeActive, let store = IsolatedStore.current else { return shared }
        return store.scopeDirectory
    }

    /// Lists `entry` until its `deinit` calls ``withdraw(_:)``.
    @usableFromInline
    package func enrol(_ entry: ScopeDirectoryEntry) {
        let unmanaged = Unmanaged.passUnretained(entry)
        lock.withLock {
            entry.newer = nil
            entry.older = newest
            newest?._withUnsafeGuaranteedRef { $0.newer = unmanaged }
            newest = unmanaged
        }
    }

    /// Unlinks `entry`, from its `deinit`: a reset running now still reads it under `lock`, so it stays whole until
    /// this returns.
    package func withdraw(_ entry: ScopeDirectoryEntry) {
        lock.withLock {
            let older = entry.older
            let newer = entry.newer
            older?._withUnsafeGuaranteedRef { $0.newer = newer }
            if let newer {
                newer._withUnsafeGuaranteedRef { $0.older = older }
            } else {
                newest = older
            }
        }
    }

    /// Enrols `cache` for every scope name: each reset asks it to drop what it holds of that scope.
    package func enrolForEveryScope(_ cache: any ResettableCache) {
        multiScopeCaches.withLock { list in
            // Pruned each time the list's size reaches a power of 2, so a long-lived directory stays small.
            if list.count >= 64 && list.count.nonzeroBitCount == 1 {
                list.removeAll { $0.cache == nil }
            }
            list.append(WeakCache(cache: cache))
        }
    }

    /// Resets every live cache enrolled under `scope`'s name, and every multi-scope cache's share of it.
    package func reset(_ scope: Scope) {
        // Entries are not retained (one may be in its `deinit`, waiting for `lock`): what they hold is taken out
        // under the lock and released after it, when its `deinit` may use the toolkit.
        let taken = lock.withLock { () -> [ScopeDirectoryEntry.Taken] in
            var taken: [ScopeDirectoryEntry.Taken] = []
            var next = newest
            while let entry = next {
                entry._withUnsafeGuaranteedRef { entry in
                    if let instances = entry.take(scope) {
                        taken.append(instances)
                    }
                    next = entry.older
                }
            }
            return taken
        }
        for instances in taken {
            instances.release()
        }
        let multiScope = multiScopeCaches.withLock { list -> [any ResettableCache] in
            list.removeAll { $0.cache == nil }
            return list.compactMap(\.cache)
        }
        for cache in multiScope {
            cache.reset(scope)
        }
    }
}

/// A cache a ``ScopeDirectory`` lists while it lives (an ``InstanceCache`` of a scope that keeps instances).
///
/// A subclass enrols once it is whole and calls ``ScopeDirectory/withdraw(_:)`` first thing in its own `deinit`,
/// before its stored properties go.
@usableFromInline
package class ScopeDirectoryEntry: @unchecked Sendable {
    /// What ``take(_:)`` took out of a cache, released after the directory's lock.
    package struct Taken {
        /// Releases the instances (a reader may still hold a published one: see ``ReadSection``).
        let release: () -> Void

        package init(release: @escaping () -> Void) {
            self.release = release
        }
    }

    /// The entry enrolled after this one, and before; guarded by the directory's lock.
    @exclusivity(unchecked) fileprivate var newer: Unmanaged<ScopeDirectoryEntry>?
    @exclusivity(unchecked) fileprivate var older: Unmanaged<ScopeDirectoryEntry>?

    @usableFromInline
    package init() {}

    /// Takes out what the cache holds if `scope` is its scope, `nil` otherwise; called under the directory's lock.
    package func take(_ scope: Scope) -> Taken? {
        nil
    }
}
