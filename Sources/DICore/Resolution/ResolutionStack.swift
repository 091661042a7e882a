import CDIAtomics

/// Something a resolution builds: the binding, cache or cell whose identity a frame records and whose key names
/// it in a cycle's path.
///
/// A frame keeps the object unretained: the caller that pushes it holds it for as long as the frame exists.
@usableFromInline
package protocol Buildable: AnyObject {
    /// The key the build is for, read only for paths and errors.
    var key: DependencyKey { get }
}

/// The dependencies being built on the current thread, innermost last.
///
/// Every style pushes a frame, identified by the *binding* (its storage object, so one type under two identifiers
/// is never a cycle), before it runs a user's factory; a binding entered twice is a cycle. Beyond 32 frames a push
/// also checks ``ResolutionLimits/maximumDepth`` and the stack left (`ResolutionStack+Limits.swift`). The stack also
/// holds the ``Scope/graph`` instances of the outermost resolution and marks the frames that used an override or
/// isolated state (`ResolutionStack+RegionUse.swift`), whose values stay out of the live cache.
@usableFromInline
package final class ResolutionStack {
    /// The stack's state, kept in one allocation so the hot path has no class-stored `var`
    /// (and so no dynamic exclusivity check) and specialises in the caller.
    @usableFromInline struct Storage {
        /// The frames' ``Buildable`` objects, unretained, innermost last: their addresses are what the cycle
        /// check compares, and their keys are read only for paths and errors.
        @usableFromInline var frames: UnsafeMutablePointer<UnsafeRawPointer>
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int
        /// The frames at or beyond `linearDepth`, so very deep graphs stay O(1) per check.
        @usableFromInline var deepFrames: Set<UnsafeRawPointer>
        @usableFromInline var graphInstances: [ObjectIdentifier: Any]
        /// Frames below this index used a task-local override (directly or through what they built).
        @usableFromInline var overrideDependents: Int
        /// Frames below this index read a test's isolated state (directly or through what they built).
        @usableFromInline var isolationDependents: Int
        /// Frames below this index read which of a dependency's declared values the context or launch picks.
        @usableFromInline var choiceDependents: Int
        /// At least each of the three marks above (a mark raises it to the depth it marks at), so a pop that
        /// leaves all three as they are tests this one alone.
        @usableFromInline var markedDepth: Int
        /// The lowest stack address this thread may use, or 0 until the first deep push looks it up.
        @usableFromInline var stackLimit: UInt
    }

    @usableFromInline static let local = ThreadLocal { ResolutionStack() }

    /// Frames below this depth are checked by a linear scan (no hashing); deeper ones also live in `deepFrames`.
    @usableFromInline static let linearDepth = 32

    @usableFromInline let storage: UnsafeMutablePointer<Storage>

    /// Created on its thread's first resolution; it also publishes its storage in a C thread-local,
    /// so a mark (see `ResolutionStack+RegionUse.swift`) costs one load.
    private init() {
        let capacity = 16
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: Storage(
                frames: .allocate(capacity: capacity), count: 0, capacity: capacity, deepFrames: [],
                graphInstances: [:], overrideDependents: 0, isolationDependents: 0, choiceDependents: 0,
                markedDepth: 0, stackLimit: 0))
        cdi_set_resolution_storage(UnsafeMutableRawPointer(storage))
    }

    /// Runs on the owning thread as it exits (the thread-local's destructor).
    deinit {
        cdi_set_resolution_storage(nil)
        storage.pointee.frames.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    static func key(of frame: UnsafeRawPointer) -> DependencyKey {
        (Unmanaged<AnyObject>.fromOpaque(frame).takeUnretainedValue() as! any Buildable).key
    }

    /// The keys being built on this thread, outermost first.
    @usableFromInline
    package static var currentPath: [DependencyKey] {
        guard let raw = cdi_resolution_storage() else { return [] }
        let storage = raw.assumingMemoryBound(to: Storage.self).pointee
        return UnsafeBufferPointer(start: storage.frames, count: storage.count).map(key(of:))
    }

    package static var depth: Int {
        cdi_resolution_storage()?.assumingMemoryBound(to: Storage.self).pointee.count ?? 0
    }

    /// Runs `body` as the build of `owner`, failing with ``DIError/circularDependency(cycle:location:)`` if
    /// `owner` is already being built on this thread. `owner` must stay alive until `body` returns.
    @inlinable @inline(__always)
    package static func withFrame<Owner: Buildable, Value>(
        of owner: Owner,
        location: SourceLocation,
        _ body: () throws -> Value
    ) throws -> Value {
        let storage = currentStorage(buildingAt: location)
        try push(UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque()), location: location, on: storage)
        // Not `defer`: the compiler makes a `defer` block a function of its own, which every build would call.
        let value: Value
        do {
            value = try body()
        } catch {
            Storage.popAfterError(storage)
            throw error
        }
        pop(from: storage)
        return value
    }

    /// This thread's storage: one load of the C thread-local after the thread's first resolution.
    @inlinable
    static func currentStorage(buildingAt location: SourceLocation) -> UnsafeMutablePointer<Storage> {
        if let raw = cdi_resolution_storage() {
            return raw.assumingMemoryBound(to: Storage.self)
        }
        return Storage.ofFirstBuild(at: location)
    }

    /// The instance of a ``Scope/graph`` binding for the current outermost resolution, built once per resolution.
    ///
    /// With `complete`, a new instance is in the graph before `complete` runs on it, inside its frame, so what
    /// `complete` resolves finds it (Swinject's `initCompleted`); an instance `complete` fails on leaves the graph.
    package static func graphInstance<Owner: Buildable, Value>(
        of owner: Owner,
        location: SourceLocation = SourceLocation(),
        create: () throws -> Value,
        completing complete: ((Value) throws -> Void)? = nil
    ) throws -> Value {
        let storage = currentStorage(buildingAt: location)
        let token = ObjectIdentifier(owner)
        if let existing = storage.pointee.graphInstances[token] as? Value {
            return existing
        }
        let isOutermost = storage.pointee.count == 0
        let value = try withFrame(of: owner, location: location) {
            let value = try create()
            guard let complete else { return value }
            storage.pointee.graphInstances[token] = value
            do {
                try complete(value)
            } catch {
                storage.pointee.graphInstances[token] = nil
                throw error
            }
            return value
        }
        if !isOutermost {
            storage.pointee.graphInstances[token] = value
        }
        return value
    }

    /// Pushes `frame`: inline, only the scan of a shallow stack that finds no cycle and the store; anything else
    /// (a cycle, a deep stack, a full buffer) is ``pushRare(_:location:)``, out of line.
    @inlinable @inline(__always)
    static func push(_ frame: UnsafeRawPointer, location: SourceLocation, on storage: UnsafeMutablePointer<Storage>)
        throws
    {
        let count = storage.pointee.count
        let frames = storage.pointee.frames
        if _fastPath(count < Self.linearDepth && count < storage.pointee.capacity) {
            var index = 0
            while index < count && frames[index] != frame {
                index += 1
            }
            if _fastPath(index == count) {
                frames[count] = frame
                storage.pointee.count = count + 1
                return
            }
        }
        try Storage.pushRare(frame, location: location)
    }

    /// The push that finds a cycle, or goes beyond the linear-scan depth or the buffer's capacity (grows it; checks
    /// `deepFrames`, the depth limit and the stack's headroom).
    fileprivate func pushRare(_ frame: UnsafeRawPointer, location: SourceLocation) throws {
        let count = storage.pointee.count
        let frames = storage.pointee.frames
        if let index = (0..<min(count, Self.linearDepth)).first(where: { frames[$0] == frame }) {
            throw cycle(from: index, entering: frame, location: location)
        }
        if count > Self.linearDepth, storage.pointee.deepFrames.contains(frame) {
            let index = (Self.linearDepth..<count).last { frames[$0] == frame }!
            throw cycle(from: index, entering: frame, location: location)
        }
        if count >= Self.linearDepth {
            try checkLimits(entering: Self.key(of: frame), location: location)
            storage.pointee.deepFrames.insert(frame)
        }
        if count == storage.pointee.capacity {
            grow()
        }
        storage.pointee.frames[count] = frame
        storage.pointee.count = count + 1
    }

    private func grow() {
        let count = storage.pointee.count
        let capacity = storage.pointee.capacity * 2
        let frames = UnsafeMutablePointer<UnsafeRawPointer>.allocate(capacity: capacity)
        frames.initialize(from: storage.pointee.frames, count: count)
        storage.pointee.frames.deallocate()
        storage.pointee.frames = frames
        storage.pointee.capacity = capacity
    }

    /// The error for entering the frame at `index` again: its path from there, plus `frame`'s key.
    func cycle(from index: Int, entering frame: UnsafeRawPointer, location: SourceLocation) -> DIError {
        let frames = storage.pointee.frames
        let cycle = (index..<storage.pointee.count).map { Self.key(of: frames[$0]) } + [Self.key(of: frame)]
        return DIError.circularDependency(cycle: cycle, location: location)
    }

    @inlinable @inline(__always)
    static func pop(from storage: UnsafeMutablePointer<Storage>) {
        // Cannot overflow: the frame being popped was pushed.
        let count = storage.pointee.count &- 1
        storage.pointee.count = count
        // The popped frame no longer exists, so neither does its mark; the frames below keep theirs.
        if _slowPath(storage.pointee.markedDepth > count) {
            storage.pointee.overrideDependents = min(storage.pointee.overrideDependents, count)
            storage.pointee.isolationDependents = min(storage.pointee.isolationDependents, count)
            storage.pointee.choiceDependents = min(storage.pointee.choiceDependents, count)
            storage.pointee.markedDepth = count
        }
        if _slowPath(count >= Self.linearDepth || (count == 0 && !storage.pointee.graphInstances.isEmpty)) {
            Storage.popRare(storage.pointee.frames[count])
        }
    }

}

extension ResolutionStack {
    /// Empties this thread's stack: a helper thread ended by a captured trap never returns through its frames.
    package static func resetCurrentThread() {
        let storage = local.value.storage
        storage.pointee.count = 0
        storage.pointee.deepFrames.removeAll()
        storage.pointee.graphInstances.removeAll()
        storage.pointee.overrideDependents = 0
        storage.pointee.isolationDependents = 0
        storage.pointee.choiceDependents = 0
        storage.pointee.markedDepth = 0
    }
}

// The out-of-line paths of the inline push, pop and storage lookup. Static members of the `Storage` struct rather
// than of the class: a call to a class's static method loads the class's metadata first, on every build.
extension ResolutionStack.Storage {
    /// The storage of this thread's first build: creates the stack, then, if no thread has yet, looks for a
    /// second loaded copy of DICore (``RuntimeCopies``).
    @usableFromInline @inline(never)
    static func ofFirstBuild(at location: SourceLocation) -> UnsafeMutablePointer<Self> {
        let storage = ResolutionStack.local.value.storage
        RuntimeCopies.checkOnce(firstUseAt: location)
        return storage
    }

    @usableFromInline @inline(never)
    static func pushRare(_ frame: UnsafeRawPointer, location: SourceLocation) throws {
        try ResolutionStack.local.value.pushRare(frame, location: location)
    }

    @usableFromInline @inline(never)
    static func popAfterError(_ storage: UnsafeMutablePointer<Self>) {
        ResolutionStack.pop(from: storage)
    }

    @usableFromInline @inline(never)
    static func popRare(_ frame: UnsafeRawPointer) {
        let storage = ResolutionStack.local.value.storage
        if storage.pointee.count >= ResolutionStack.linearDepth {
            storage.pointee.deepFrames.remove(frame)
        }
        if storage.pointee.count == 0 {
            storage.pointee.graphInstances.removeAll(keepingCapacity: true)
        }
    }
}
