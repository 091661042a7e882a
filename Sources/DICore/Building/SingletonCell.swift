import CDIAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// A value built at most once, on first use, even when many threads or tasks ask at the same moment.
///
/// A built value is read with no lock, retaining nothing but the value: it lives in a box published once with a
/// release store, read inside a ``ReadSection``. The first thread to need it claims the build through the cell's
/// ``BuildGate`` and runs the factory with no lock held; a build that throws or whose thread is stopped hands the
/// claim to a waiter. ``reset()`` releases the box once no reader can hold it. A value built from an override or
/// isolated state is kept by its region (``RegionInstances``), not here; one built from the process's pick among a
/// dependency's declared values is kept here marked as picked, and a region that picks otherwise does not read it.
@usableFromInline
package final class SingletonCell<Value>: BuildGate, @unchecked Sendable {
    /// 0, or a retained ``KeptValue`` box published with a release store; stable for the cell's life. The word after
    /// it is 1 while the kept value was built from the process's pick among declared values (``RegionUse/choice``).
    @usableFromInline package let kept: UnsafeMutablePointer<Int>
    package let scope: Scope?
    package let directory: ScopeDirectory
    @usableFromInline package let key: DependencyKey
    /// `KeptValue<Value>`, named by the caller that made the cell (its default argument): code that is not
    /// specialised for `Value` publishes and releases boxes through it without a type look-up.
    let boxType: KeptValue<Value>.Type

    /// A cell for `key`, of `scope`, that belongs to `directory`'s isolated test, or to the process.
    @usableFromInline
    package init(
        key: DependencyKey = DependencyKey(Value.self), scope: Scope? = nil, directory: ScopeDirectory = .shared,
        boxType: KeptValue<Value>.Type = KeptValue<Value>.self
    ) {
        self.key = key
        self.boxType = boxType
        self.scope = scope
        self.directory = directory
        // `malloc`, not `allocate(capacity:)`, whose default alignment the runtime serves with `posix_memalign`; set
        // with atomic stores, which the optimiser cannot merge with it into a `calloc` (glibc's slower path).
        kept = malloc(2 * MemoryLayout<Int>.stride).unsafelyUnwrapped.bindMemory(to: Int.self, capacity: 2)
        cdi_atomic_store_release(kept, 0)
        cdi_atomic_store_release(kept + 1, 0)
        // The gate's lock guards builds and resets; a read of a built value never takes it.
        super.init(lock: BuildGate.cellLock())
    }

    deinit {
        // No reader can be inside a section on this cell: a reader holds the cell alive while it reads.
        boxType.releaseBox(at: kept)
        free(kept)
    }

    /// The built value, or `nil` if it has not been built (never runs a factory, never looks at regions).
    @inlinable
    package var cachedValue: Value? {
        ReadSection.run { Self.value(publishedAt: kept) }
    }

    /// ``cachedValue`` for a read in a region: `nil` when the value was built from the process's pick among declared
    /// values and the current region picks otherwise (a preview, a simulated launch), which builds its own.
    @inlinable
    package var cachedValueInRegion: Value? {
        if _slowPath(cdi_atomic_load_relaxed(kept + 1) != 0), TaskRegion.decidesChoices {
            return nil
        }
        return cachedValue
    }

    /// The value published at `word` (a cell's ``kept``), or `nil`; call inside a ``ReadSection``.
    @inlinable @inline(__always)
    package static func value(publishedAt word: UnsafeMutablePointer<Int>) -> Value? {
        KeptValue<Value>.value(at: word)
    }

    /// The value, building it with `create` on first use, as a resolution frame.
    ///
    /// Throws `DI002` for a factory that needs its own cell again or a wait across threads that would never end
    /// (``BuildWaits``), and `DI011` for a wait past ``ResolutionLimits/buildWaitTimeout``.
    @inlinable
    package func value(location: SourceLocation, orCreate create: () throws -> Value) throws -> Value {
        // A first build goes straight to the gate: the read of a kept value holds an optional value, whose metadata
        // an unspecialised caller would look up on every call.
        if RegionInstances.noneInUse && cdi_atomic_load_relaxed(kept) == 0 {
            return try build(location: location, seenEmpty: true, create)
        }
        return try keptValue(location: location, orCreate: create)
    }

    /// ``value(location:orCreate:)`` of a cell that holds a value, or of a read while a region keeps instances.
    @usableFromInline @inline(never)
    func keptValue(location: SourceLocation, orCreate create: () throws -> Value) throws -> Value {
        if RegionInstances.noneInUse, let built = cachedValueInRegion {
            return built
        }
        return try build(location: location, create)
    }

    /// The value, building it with the `async` factory `create` on first use, as an awaited resolution frame.
    ///
    /// A value built either way is the one value, and a build of one kind waits for a build of the other.
    package nonisolated(nonsending) func value(
        location: SourceLocation,
        orCreate create: () async throws -> Value
    ) async throws -> Value {
        if RegionInstances.noneInUse, let built = cachedValueInRegion {
            return built
        }
        return try await build(self, location: location, create: create)
    }

    /// The value of a cell whose builder is the toolkit's own and cannot fail (a formatter, a session).
    @inlinable
    package func value(orCreate create: () -> Value) -> Value {
        if let built = cachedValue {
            return built
        }
        do {
            return try value(location: SourceLocation(), orCreate: create)
        } catch {
            DiagnosticReporter.trap(error as? DIError ?? .factoryFailed(key, underlying: error))
        }
    }

    /// Everything but a kept value: the current scope's instance, or a build (or a wait for one).
    @usableFromInline
    func build(location: SourceLocation, seenEmpty: Bool = false, _ create: () throws -> Value) throws -> Value {
        try build(self, location: location, seenEmpty: seenEmpty, create: create)
    }

    /// Drops the value; it is released once no reader can hold it, after the cell's lock, before this returns.
    package func reset() {
        ReadSection.release(takeKept())
    }

    /// Unpublishes the value and returns its box, retained (0: none), for ``ReadSection/release(_:)``.
    package func takeKept() -> Int {
        lock.withLock {
            cdi_atomic_store_release(kept + 1, 0)
            return cdi_atomic_exchange(kept, 0)
        }
    }
}

/// The box a cell publishes its value in, through a word: replaced as a whole, so a reader never sees half a value.
///
/// A ``SingletonCell`` publishes one and may replace it (a reset), so its readers read inside a ``ReadSection``; a
/// holder that publishes once and never replaces its box (an `@Inject` property) is read without one.
@usableFromInline
package final class KeptValue<Value> {
    @usableFromInline let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// The value published at `word`, or `nil` before anything is; call inside a read section unless the
    /// holder never replaces its box.
    @inlinable @inline(__always)
    package static func value(at word: UnsafeMutablePointer<Int>) -> Value? {
        guard let box = UnsafeRawPointer(bitPattern: cdi_atomic_load_acquire(word)) else { return nil }
        return Unmanaged<KeptValue<Value>>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.value }
    }

    /// The value published at `word` by a writer holding the holder's lock.
    package static func valueLocked(at word: UnsafeMutablePointer<Int>) -> Value? {
        guard let box = UnsafeRawPointer(bitPattern: word.pointee) else { return nil }
        return Unmanaged<KeptValue<Value>>.fromOpaque(box).takeUnretainedValue().value
    }

    /// Publishes `value` at the empty `word` with a release store.
    package static func publish(_ value: Value, at word: UnsafeMutablePointer<Int>) {
        cdi_atomic_store_release(word, Int(bitPattern: Unmanaged.passRetained(self.init(value)).toOpaque()))
    }

    /// Releases the box at `word`, when its holder ends (no reader can be reading it).
    package static func releaseBox(at word: UnsafeMutablePointer<Int>) {
        if let box = UnsafeRawPointer(bitPattern: word.pointee) {
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
    }
}

extension SingletonCell: InstanceKeepingCell, Buildable {
    package var holdsWeakly: Bool { false }

    package func readLocked() -> Value? {
        KeptValue<Value>.valueLocked(at: kept)
    }

    package var isEmptyLocked: Bool {
        kept.pointee == 0
    }

    package func accept(_ value: Value, key: DependencyKey, location: SourceLocation) {}

    package var keptFromChoice: Bool {
        cdi_atomic_load_relaxed(kept + 1) != 0
    }

    package func storeLocked(_ value: Value, fromChoice: Bool) {
        cdi_atomic_store_release(kept + 1, fromChoice ? 1 : 0)
        boxType.publish(value, at: kept)
    }
}
