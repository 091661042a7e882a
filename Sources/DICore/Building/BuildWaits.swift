/// Who builds what, process-wide: finds builds on different threads that wait for each other, and abandons a dead
/// thread's builds.
///
/// When two threads first need the two halves of a cycle at once, each builds one half and waits for the other's,
/// which no per-thread ``ResolutionStack`` sees. So every build is recorded here as a *claim* (cell, owner, key),
/// and every wait as the cell its owner waits for; before waiting, a thread follows the owners' waits, and if they
/// lead back to itself it throws the cycle instead of blocking. Lock order: a cell's lock, then this one.
package enum BuildWaits {
    /// Who builds a gate's cell, and its key: kept on the gate (``BuildGate/claim``) while the build runs.
    struct Claim {
        let owner: BuildOwner
        let key: DependencyKey
    }

    /// How many builds run now, which bounds a walk along the waits; guards every ``Claim``, ``BuildOwner/claimed``
    /// and ``BuildOwner/awaited``.
    private static let running = Locked(0)

    /// Records that `owner` started building `gate`'s cell (call with the gate's lock held).
    package static func began(_ gate: BuildGate, owner: BuildOwner, key: DependencyKey) {
        running.withLock { running in
            running += 1
            gate.claim = Claim(owner: owner, key: key)
            owner.claimed.append(gate)
        }
    }

    /// Records that `owner`'s build of `gate`'s cell ended: finished, failed or abandoned (call with the gate's lock
    /// held).
    package static func ended(_ gate: BuildGate, owner: BuildOwner) {
        running.withLock { running in
            guard gate.claim != nil else { return }
            running -= 1
            gate.claim = nil
            if let index = owner.claimed.lastIndex(where: { $0 === gate }) {
                owner.claimed.remove(at: index)
            }
        }
    }

    /// Records that `owner` waits for `gate`'s cell, or throws the cycle if waiting for it could never end.
    package static func startWaiting(
        _ owner: BuildOwner,
        for gate: BuildGate,
        key: DependencyKey,
        location: SourceLocation
    ) throws {
        let cycle: [DependencyKey]? = running.withLock { running in
            var loop: [DependencyKey] = []
            var wanted = gate
            var wantedKey = key
            while let claim = wanted.claim {
                loop.append(wantedKey)
                if claim.owner === owner {
                    return [claim.key] + loop
                }
                guard let next = claim.owner.awaited, let nextClaim = next.claim else { break }
                wanted = next
                wantedKey = nextClaim.key
                if loop.count > running { break }
            }
            owner.awaited = gate
            return nil
        }
        if let cycle {
            throw DIError.circularDependency(cycle: Self.closed(cycle), location: location)
        }
    }

    package static func stopWaiting(_ owner: BuildOwner) {
        running.withLock { _ in owner.awaited = nil }
    }

    /// The keys `owner` is building, oldest first (what a thread or task that waited too long is told).
    package static func buildPath(of owner: BuildOwner) -> [DependencyKey] {
        if let frame = owner.frame {
            return frame.path
        }
        return running.withLock { _ in owner.claimed.compactMap { $0.claim?.key } }
    }

    /// Hands back every build `owner` claimed, newest first, and forgets what it waited for.
    static func abandonAll(of owner: BuildOwner) {
        let gates = running.withLock { _ -> [BuildGate] in
            owner.awaited = nil
            return owner.claimed.reversed()
        }
        for gate in gates {
            gate.abandon(by: owner)
        }
    }

    /// `[A, B, A]` stays as it is; `[A, B]` becomes `[A, B, A]`, so the path starts and ends on one key.
    private static func closed(_ keys: [DependencyKey]) -> [DependencyKey] {
        guard let first = keys.first, keys.last != first else { return keys }
        return keys + [first]
    }
}
