/// A cell that keeps at most one instance, built through its ``BuildGate`` (``SingletonCell``, ``LockedCell``).
///
/// The cells differ only in how they hold the value; everything else about a build is the gate's.
package protocol InstanceKeepingCell: AnyObject {
    associatedtype Value
    /// The scope whose ``Scope/reset(_:)`` drops a region's instance of the cell, if any.
    var scope: Scope? { get }
    /// The directory of the isolated test the cell belongs to, or ``ScopeDirectory/shared`` (the process).
    var directory: ScopeDirectory { get }
    /// Whether a region keeps the cell's instances weakly, as the cell itself does.
    var holdsWeakly: Bool { get }
    /// The held value, or `nil`; called with the gate's lock held.
    func readLocked() -> Value?
    /// Checks a value the factory returned before it is kept anywhere (a throw ends the build).
    func accept(_ value: Value, key: DependencyKey, location: SourceLocation) throws
    /// Stores a built value; called with the gate's lock held.
    func storeLocked(_ value: Value)
}

extension BuildGate {
    /// The instance of `cell` for a resolution that did not find it kept: the current region's, the cell's, or a
    /// build in a resolution frame (or a wait for another thread's build).
    ///
    /// The one build state machine of every cell: claim the build or wait, run `create` with no lock held, and keep
    /// the result in the current region when the build used one, else in the cell. A failed build ends the claim.
    package func build<Cell: InstanceKeepingCell & Buildable>(
        _ cell: Cell,
        location: SourceLocation,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        if let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
            return scoped
        }
        lock.lock()
        let existing = cell.readLocked()
        lock.unlock()
        if let existing {
            return existing
        }
        return try ResolutionStack.withFrame(of: cell, location: location) {
            try claimAndBuild(cell, key: cell.key, location: location, keepsInRegion: true, create: create)
        }
    }

    /// The instance of `cell`, built at most once and kept in the cell whatever the build read: for a cell
    /// that is not a lifetime but a holder (an `@Inject` property keeps the first instance it reads, wherever
    /// that was resolved). Makes no resolution frame: the resolution `create` makes has its own.
    package func buildKeptInCell<Cell: InstanceKeepingCell>(
        _ cell: Cell,
        key: DependencyKey,
        location: SourceLocation,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        try claimAndBuild(cell, key: key, location: location, keepsInRegion: false, create: create)
    }

    /// Claims the build or waits for it, builds with no lock held, and keeps the result: in the current region
    /// when `keepsInRegion` and the build used one, else in the cell.
    private func claimAndBuild<Cell: InstanceKeepingCell>(
        _ cell: Cell,
        key: DependencyKey,
        location: SourceLocation,
        keepsInRegion: Bool,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        let owner = BuildOwner.current
        var wait = Wait()
        while true {
            lock.lock()
            if let existing = cell.readLocked() {
                lock.unlock()
                return existing
            }
            if try claimOrWait(owner: owner, key: key, location: location, wait: &wait) {
                break
            }
            lock.unlock()
            // The build this thread waited for may have gone to its scope: look there before building.
            if keepsInRegion, let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
                return scoped
            }
        }
        lock.unlock()
        let created: Cell.Value
        do {
            created = try create()
            try cell.accept(created, key: key, location: location)
        } catch {
            lock.withLock { end(owner) }
            throw error
        }
        let usedRegion = keepsInRegion && ResolutionStack.innermostBuildUsedRegion(cacheDirectory: cell.directory)
        return keep(created, in: cell, by: owner, inRegion: usedRegion)
    }

    /// The instance of `cell` for an awaited resolution: ``build(_:location:create:)`` for an `async` factory.
    ///
    /// The same states as a synchronous build, either waiting for the other; the build is an ``AsyncResolution``
    /// frame (it may resume on another thread), and a task that must wait suspends.
    package nonisolated(nonsending) func build<Cell: InstanceKeepingCell & Buildable>(
        _ cell: Cell,
        location: SourceLocation,
        create: () async throws -> Cell.Value
    ) async throws -> Cell.Value {
        if let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
            return scoped
        }
        if let existing = lock.withLock({ cell.readLocked() }) {
            return existing
        }
        let key = cell.key
        return try await AsyncResolution.withFrame(
            token: ObjectIdentifier(cell), key: key, location: location, claims: true
        ) { frame in
            while true {
                lock.lock()
                if let existing = cell.readLocked() {
                    lock.unlock()
                    return existing
                }
                switch try claimOrEnqueue(frame: frame, key: key, location: location) {
                case .claimed:
                    lock.unlock()
                    let created: Cell.Value
                    do {
                        created = try await create()
                        try cell.accept(created, key: key, location: location)
                    } catch {
                        lock.withLock { end(frame.owner) }
                        throw error
                    }
                    let usedRegion = frame.usedRegion(cacheDirectory: cell.directory)
                    return keep(created, in: cell, by: frame.owner, inRegion: usedRegion)
                case .enqueued(let ticket):
                    try await wait(ticket, key: key, location: location)
                    // The build this task waited for may have gone to its region: look there before building.
                    if let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
                        return scoped
                    }
                }
            }
        }
    }

    /// Keeps what `owner` built and ends its build: in the current region when the build used one (so no
    /// other task or test sees it), else in the cell.
    private func keep<Cell: InstanceKeepingCell>(
        _ created: Cell.Value,
        in cell: Cell,
        by owner: BuildOwner,
        inRegion usedRegion: Bool
    ) -> Cell.Value {
        if usedRegion, let kept = RegionInstances.keep(created, for: cell, scope: cell.scope, weakly: cell.holdsWeakly)
        {
            lock.withLock { end(owner) }
            return kept
        }
        lock.withLock {
            cell.storeLocked(created)
            end(owner)
        }
        return created
    }
}
