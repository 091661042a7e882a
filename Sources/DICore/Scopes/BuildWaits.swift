/// Finds builds on different threads that wait for each other: a dependency cycle entered from both ends.
///
/// ``ResolutionStack`` sees a cycle that one thread walks into. When two
/// threads first need the two halves of a cycle at the same moment, each holds
/// one build lock and waits for the other's, and no per-thread stack can see
/// that. Build locks are therefore taken through ``acquire(_:cell:key:location:)``:
/// an uncontended build costs one `trylock`; a contended one records what this
/// thread waits for, under a short global lock (never held while a factory
/// runs), and follows the owners' waits. If the chain leads back to this
/// thread, it throws ``DIError/circularDependency(cycle:location:)`` with the
/// keys around the loop instead of blocking forever.
///
/// ```swift
/// try BuildWaits.acquire(buildLock, cell: ObjectIdentifier(self), key: key, location: location)
/// defer { BuildWaits.release(buildLock, cell: ObjectIdentifier(self)) }
/// ```
package enum BuildWaits {
    private struct Build {
        let thread: ObjectIdentifier
        let key: DependencyKey
    }

    private struct Graph {
        var builds: [ObjectIdentifier: Build] = [:]
        var waits: [ObjectIdentifier: ObjectIdentifier] = [:]
    }

    private final class ThreadIdentity {}

    private static let graph = Locked(Graph())
    private static let identity = ThreadLocal { ThreadIdentity() }

    /// Takes `lock` for building `cell`, or throws the cycle if waiting for it could never end.
    package static func acquire(
        _ lock: Lock,
        cell: ObjectIdentifier,
        key: DependencyKey,
        location: SourceLocation
    ) throws {
        let thread = ObjectIdentifier(identity.value)
        if !lock.tryLock() {
            try startWaiting(thread: thread, for: cell, key: key, location: location)
            lock.lock()
            graph.withLock { $0.waits[thread] = nil }
        }
        graph.withLock { $0.builds[cell] = Build(thread: thread, key: key) }
    }

    /// Ends the build of `cell` and releases `lock`.
    package static func release(_ lock: Lock, cell: ObjectIdentifier) {
        graph.withLock { $0.builds[cell] = nil }
        lock.unlock()
    }

    private static func startWaiting(
        thread: ObjectIdentifier,
        for cell: ObjectIdentifier,
        key: DependencyKey,
        location: SourceLocation
    ) throws {
        let cycle: [DependencyKey]? = graph.withLock { graph in
            var loop: [DependencyKey] = []
            var wanted = cell
            var wantedKey = key
            while let owner = graph.builds[wanted] {
                loop.append(wantedKey)
                if owner.thread == thread {
                    return [owner.key] + loop
                }
                guard let next = graph.waits[owner.thread], let nextBuild = graph.builds[next] else { break }
                wanted = next
                wantedKey = nextBuild.key
                if loop.count > graph.builds.count { break }
            }
            graph.waits[thread] = cell
            return nil
        }
        if let cycle {
            throw DIError.circularDependency(cycle: Self.closed(cycle), location: location)
        }
    }

    /// `[A, B, A]` stays as it is; `[A, B]` becomes `[A, B, A]`, so the path starts and ends on one key.
    private static func closed(_ keys: [DependencyKey]) -> [DependencyKey] {
        guard let first = keys.first, keys.last != first else { return keys }
        return keys + [first]
    }
}
