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
        if let found = instance(of: cell) {
            return found
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
            // The build this thread waited for may have gone to its region: look there before building.
            if keepsInRegion, let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
                return scoped
            }
        }
        lock.unlock()
        return try keep(Result { try create() }, in: cell, key: key, location: location, by: owner) {
            keepsInRegion && ResolutionStack.innermostBuildUsedRegion(cacheDirectory: cell.directory)
        }
    }

    /// ``build(_:location:create:)`` for an `async` factory: the same states, either kind waiting for the other;
    /// the build is an ``AsyncResolution`` frame (it may resume on another thread), and a task that must wait
    /// suspends.
    package nonisolated(nonsending) func build<Cell: InstanceKeepingCell & Buildable>(
        _ cell: Cell,
        location: SourceLocation,
        create: () async throws -> Cell.Value
    ) async throws -> Cell.Value {
        if let found = instance(of: cell) {
            return found
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
                    let created: Result<Cell.Value, any Error>
                    do {
                        created = .success(try await create())
                    } catch {
                        created = .failure(error)
                    }
                    return try keep(created, in: cell, key: key, location: location, by: frame.owner) {
                        frame.usedRegion(cacheDirectory: cell.directory)
                    }
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

    /// The instance a resolution finds without building: the current region's, else the cell's.
    private func instance<Cell: InstanceKeepingCell & Buildable>(of cell: Cell) -> Cell.Value? {
        if let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
            return scoped
        }
        lock.lock()
        defer { lock.unlock() }
        return cell.readLocked()
    }

    /// Ends `owner`'s build of `cell` and keeps what it built: in the current region when `usedRegion` says the
    /// build used one (so no other task or test sees it), else in the cell. A failed build keeps nothing.
    private func keep<Cell: InstanceKeepingCell>(
        _ created: Result<Cell.Value, any Error>,
        in cell: Cell,
        key: DependencyKey,
        location: SourceLocation,
        by owner: BuildOwner,
        usedRegion: () -> Bool
    ) throws -> Cell.Value {
        let value: Cell.Value
        do {
            value = try created.get()
            try cell.accept(value, key: key, location: location)
        } catch {
            lock.withLock { end(owner) }
            throw error
        }
        if usedRegion(), let kept = RegionInstances.keep(value, for: cell, scope: cell.scope, weakly: cell.holdsWeakly)
        {
            lock.withLock { end(owner) }
            return kept
        }
        lock.withLock {
            cell.storeLocked(value)
            end(owner)
        }
        return value
    }
}
