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
    /// Whether ``readLocked()`` would return `nil`, asked without handling a value; called with the gate's lock held.
    var isEmptyLocked: Bool { get }
    /// Whether the held value was built from the process's pick among a dependency's declared values
    /// (``RegionUse/choice``); called with the gate's lock held.
    var keptFromChoice: Bool { get }
    /// Checks a value the factory returned before it is kept anywhere (a throw ends the build).
    func accept(_ value: Value, key: DependencyKey, location: SourceLocation) throws
    /// Stores a built value, and whether it was built from the process's pick; called with the gate's lock held.
    func storeLocked(_ value: Value, fromChoice: Bool)
}

extension InstanceKeepingCell {
    /// A holder that is not a lifetime (an `@Inject` property) keeps what it read, wherever it was picked.
    package var keptFromChoice: Bool { false }

    package var isEmptyLocked: Bool { readLocked() == nil }

    /// The held value, unless it was built from the process's pick among declared values and the current region
    /// picks otherwise (`hidesChoices`), which then builds its own; called with the gate's lock held.
    func readLocked(hidingChoices hidesChoices: Bool) -> Value? {
        isEmptyLocked || (hidesChoices && keptFromChoice) ? nil : readLocked()
    }
}

extension BuildGate {
    /// The instance of `cell` for a resolution that did not find it kept: the current region's, the cell's, or a
    /// build in a resolution frame (or a wait for another thread's build).
    ///
    /// The one build state machine of every cell: claim the build or wait, run `create` with no lock held, and keep
    /// the result in the current region when the build used one, else in the cell. A failed build ends the claim.
    ///
    /// In a region that picks among declared values otherwise than the process (``TaskRegion/decidesChoices``), a
    /// value the cell keeps from the process's pick is not this region's: the region builds and keeps its own.
    ///
    /// `seenEmpty`: the caller just saw the cell empty, so only a region can hold an instance to find.
    package func build<Cell: InstanceKeepingCell & Buildable>(
        _ cell: Cell,
        location: SourceLocation,
        seenEmpty: Bool = false,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        let hidesChoices = TaskRegion.decidesChoices
        // An empty cell outside regions has nothing to find: straight to the build, in a function that holds no
        // optional value (an unspecialised one looks up the metadata of each it holds, on every call).
        if RegionInstances.noneInUse, seenEmpty || lock.withLock({ cell.isEmptyLocked }) {
            return try buildInFrame(cell, location: location, hidesChoices: hidesChoices, create: create)
        }
        return try instanceOrBuild(cell, location: location, hidesChoices: hidesChoices, create: create)
    }

    /// ``build(_:location:seenEmpty:create:)`` of a cell that may hold a value, or of a resolution in a region.
    @inline(never)
    private func instanceOrBuild<Cell: InstanceKeepingCell & Buildable>(
        _ cell: Cell,
        location: SourceLocation,
        hidesChoices: Bool,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        if let found = instance(of: cell, hidingChoices: hidesChoices) {
            return found
        }
        return try buildInFrame(cell, location: location, hidesChoices: hidesChoices, create: create)
    }

    private func buildInFrame<Cell: InstanceKeepingCell & Buildable>(
        _ cell: Cell,
        location: SourceLocation,
        hidesChoices: Bool,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        try ResolutionStack.withFrame(of: cell, location: location) {
            try claimAndBuild(
                cell, key: cell.key, location: location, keepsInRegion: true, hidesChoices: hidesChoices,
                create: create)
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
        try claimAndBuild(
            cell, key: key, location: location, keepsInRegion: false, hidesChoices: false, create: create)
    }

    private func claimAndBuild<Cell: InstanceKeepingCell>(
        _ cell: Cell,
        key: DependencyKey,
        location: SourceLocation,
        keepsInRegion: Bool,
        hidesChoices: Bool,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        let owner = BuildOwner.current
        var wait = Wait()
        lock.lock()
        // The common case, an empty cell nobody builds, claimed with no optional value held (see `build`).
        if cell.isEmptyLocked, try claimOrWait(owner: owner, key: key, location: location, wait: &wait) {
            lock.unlock()
            return try buildClaimed(
                cell, key: key, location: location, by: owner, keepsInRegion: keepsInRegion, keepsOut: false,
                create: create)
        }
        lock.unlock()
        return try claimAfterFirstLook(
            cell, key: key, location: location, by: owner, keepsInRegion: keepsInRegion, hidesChoices: hidesChoices,
            wait: &wait, create: create)
    }

    /// ``claimAndBuild(_:key:location:keepsInRegion:hidesChoices:create:)`` once its first look found a value (or
    /// waited for another build): look again, claim or wait until the cell holds a value or this thread builds it.
    @inline(never)
    private func claimAfterFirstLook<Cell: InstanceKeepingCell>(
        _ cell: Cell,
        key: DependencyKey,
        location: SourceLocation,
        by owner: BuildOwner,
        keepsInRegion: Bool,
        hidesChoices: Bool,
        wait: inout Wait,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        // The build this thread may have waited for may have gone to its region: look there before building.
        if wait.deadline != 0, keepsInRegion, let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
            return scoped
        }
        var keepsOut = false
        while true {
            lock.lock()
            let holdsValue = !cell.isEmptyLocked
            if holdsValue, let existing = cell.readLocked(hidingChoices: hidesChoices) {
                lock.unlock()
                return existing
            }
            // The cell may hold the process's pick, hidden from this region: what the region builds stays out of it.
            keepsOut = holdsValue
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
        return try buildClaimed(
            cell, key: key, location: location, by: owner, keepsInRegion: keepsInRegion, keepsOut: keepsOut,
            create: create)
    }

    /// Runs `create` for the build `owner` claimed, and keeps what it built.
    private func buildClaimed<Cell: InstanceKeepingCell>(
        _ cell: Cell,
        key: DependencyKey,
        location: SourceLocation,
        by owner: BuildOwner,
        keepsInRegion: Bool,
        keepsOut: Bool,
        create: () throws -> Cell.Value
    ) throws -> Cell.Value {
        let created: Cell.Value
        do {
            created = try create()
        } catch {
            lock.withLock { end(owner) }
            throw error
        }
        return try keep(created, in: cell, key: key, location: location, by: owner, keepsOut: keepsOut) {
            (
                usedRegion: keepsInRegion && ResolutionStack.innermostBuildUsedRegion(cacheDirectory: cell.directory),
                readChoice: keepsInRegion && ResolutionStack.innermostBuildReadChoice()
            )
        }
    }

    /// ``build(_:location:seenEmpty:create:)`` for an `async` factory: the same states, either kind waiting for the other;
    /// the build is an ``AsyncResolution`` frame (it may resume on another thread), and a task that must wait
    /// suspends.
    package nonisolated(nonsending) func build<Cell: InstanceKeepingCell & Buildable>(
        _ cell: Cell,
        location: SourceLocation,
        create: () async throws -> Cell.Value
    ) async throws -> Cell.Value {
        let hidesChoices = TaskRegion.decidesChoices
        if let found = instance(of: cell, hidingChoices: hidesChoices) {
            return found
        }
        let key = cell.key
        return try await AsyncResolution.withFrame(of: cell, location: location, claims: true) { entered in
            // A build that claims a cell always has a frame.
            let frame = entered.unsafelyUnwrapped
            while true {
                lock.lock()
                if let existing = cell.readLocked(hidingChoices: hidesChoices) {
                    lock.unlock()
                    return existing
                }
                let keepsOut = !cell.isEmptyLocked
                switch try claimOrEnqueue(frame: frame, key: key, location: location) {
                case .claimed:
                    lock.unlock()
                    let created: Cell.Value
                    do {
                        created = try await create()
                    } catch {
                        lock.withLock { end(frame.owner) }
                        throw error
                    }
                    return try keep(
                        created, in: cell, key: key, location: location, by: frame.owner, keepsOut: keepsOut
                    ) {
                        (usedRegion: frame.usedRegion(cacheDirectory: cell.directory), readChoice: frame.readChoice)
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

    /// The instance a resolution finds without building: the current region's, else the cell's (unless it is the
    /// process's pick and `hidesChoices`).
    private func instance<Cell: InstanceKeepingCell & Buildable>(
        of cell: Cell, hidingChoices hidesChoices: Bool
    ) -> Cell.Value? {
        if !RegionInstances.noneInUse, let scoped = RegionInstances.instance(for: cell, as: Cell.Value.self) {
            return scoped
        }
        lock.lock()
        defer { lock.unlock() }
        return cell.readLocked(hidingChoices: hidesChoices)
    }

    /// Ends `owner`'s build of `cell` and keeps what it built: in the current region when `marks` says the build
    /// used one, or when `keepsOut` (the cell holds the process's pick, hidden from this region), so no other task
    /// or test sees it; else in the cell, marked as the process's pick if it read one. A value the cell refuses is
    /// kept nowhere.
    private func keep<Cell: InstanceKeepingCell>(
        _ value: Cell.Value,
        in cell: Cell,
        key: DependencyKey,
        location: SourceLocation,
        by owner: BuildOwner,
        keepsOut: Bool,
        marks: () -> (usedRegion: Bool, readChoice: Bool)
    ) throws -> Cell.Value {
        do {
            try cell.accept(value, key: key, location: location)
        } catch {
            lock.withLock { end(owner) }
            throw error
        }
        let (usedRegion, readChoice) = marks()
        if usedRegion || keepsOut {
            return keepInRegion(value, in: cell, by: owner, keepsOut: keepsOut, readChoice: readChoice)
        }
        lock.withLock {
            cell.storeLocked(value, fromChoice: readChoice)
            end(owner)
        }
        return value
    }

    /// ``keep(_:in:key:location:by:keepsOut:marks:)`` of a build that used a region: the region keeps the value,
    /// or, with no region current and nothing to keep out, the cell does. Apart, as it holds an optional value.
    @inline(never)
    private func keepInRegion<Cell: InstanceKeepingCell>(
        _ value: Cell.Value,
        in cell: Cell,
        by owner: BuildOwner,
        keepsOut: Bool,
        readChoice: Bool
    ) -> Cell.Value {
        let kept = RegionInstances.keep(value, for: cell, scope: cell.scope, weakly: cell.holdsWeakly)
        lock.withLock {
            if kept == nil && !keepsOut {
                cell.storeLocked(value, fromChoice: readChoice)
            }
            end(owner)
        }
        return kept ?? value
    }
}
