/// Who builds what, process-wide: finds builds on different threads that wait for each other, and abandons a dead
/// thread's builds.
///
/// When two threads first need the two halves of a cycle at once, each builds one half and waits for the other's,
/// which no per-thread ``ResolutionStack`` sees. So every build is recorded here as a *claim* (cell, owner, key),
/// and every wait as the cell its owner waits for; before waiting, a thread follows the owners' waits, and if they
/// lead back to itself it throws the cycle instead of blocking. Lock order: a cell's lock, then this one.
package enum BuildWaits {
    private struct Claim {
        let cell: any AbandonableBuild
        let owner: BuildOwner
        let key: DependencyKey
    }

    private static let claims = Locked<[ObjectIdentifier: Claim]>([:])

    /// Records that `owner` started building `cell` (call with the cell's lock held).
    package static func began(_ cell: any AbandonableBuild, owner: BuildOwner, key: DependencyKey) {
        let identity = ObjectIdentifier(cell)
        claims.withLock { claims in
            claims[identity] = Claim(cell: cell, owner: owner, key: key)
            owner.claimed.append(identity)
        }
    }

    /// Records that `owner`'s build of `cell` ended: finished, failed or abandoned (call with the cell's lock held).
    package static func ended(_ cell: any AbandonableBuild, owner: BuildOwner) {
        let identity = ObjectIdentifier(cell)
        claims.withLock { claims in
            claims[identity] = nil
            if let index = owner.claimed.lastIndex(of: identity) {
                owner.claimed.remove(at: index)
            }
        }
    }

    /// Records that `owner` waits for `cell`, or throws the cycle if waiting for it could never end.
    package static func startWaiting(
        _ owner: BuildOwner,
        for cell: any AbandonableBuild,
        key: DependencyKey,
        location: SourceLocation
    ) throws {
        let identity = ObjectIdentifier(cell)
        let cycle: [DependencyKey]? = claims.withLock { claims in
            var loop: [DependencyKey] = []
            var wanted = identity
            var wantedKey = key
            while let claim = claims[wanted] {
                loop.append(wantedKey)
                if claim.owner === owner {
                    return [claim.key] + loop
                }
                guard let next = claim.owner.awaited, let nextClaim = claims[next] else { break }
                wanted = next
                wantedKey = nextClaim.key
                if loop.count > claims.count { break }
            }
            owner.awaited = identity
            return nil
        }
        if let cycle {
            throw DIError.circularDependency(cycle: Self.closed(cycle), location: location)
        }
    }

    package static func stopWaiting(_ owner: BuildOwner) {
        claims.withLock { _ in owner.awaited = nil }
    }

    /// The keys `owner` is building, oldest first (what a thread or task that waited too long is told).
    package static func buildPath(of owner: BuildOwner) -> [DependencyKey] {
        if let frame = owner.frame {
            return frame.path
        }
        return claims.withLock { claims in owner.claimed.compactMap { claims[$0]?.key } }
    }

    /// Hands back every build `owner` claimed, newest first, and forgets what it waited for.
    static func abandonAll(of owner: BuildOwner) {
        let cells = claims.withLock { claims -> [any AbandonableBuild] in
            owner.awaited = nil
            return owner.claimed.reversed().compactMap { claims[$0]?.cell }
        }
        for cell in cells {
            cell.abandon(by: owner)
        }
    }

    /// `[A, B, A]` stays as it is; `[A, B]` becomes `[A, B, A]`, so the path starts and ends on one key.
    private static func closed(_ keys: [DependencyKey]) -> [DependencyKey] {
        guard let first = keys.first, keys.last != first else { return keys }
        return keys + [first]
    }
}
