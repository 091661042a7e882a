import CDIAtomics

/// The dependencies being built on the current thread, innermost last.
///
/// Every style pushes a frame before it runs a user's factory. A frame is
/// identified by the *binding* (its storage object), not by the type, so the
/// same type under two identifiers, or in two containers, is never mistaken
/// for a cycle. A cycle is found the moment a binding is entered twice, in
/// debug and release builds alike. Beyond 32 frames a push also checks
/// ``ResolutionLimits/maximumDepth`` and the thread's remaining stack (see
/// `ResolutionStack+Limits.swift`), so the first 32 levels cost nothing extra.
///
/// The stack also holds the instances of the ``Scope/graph`` scope, which live
/// until the outermost resolution on this thread returns, and records which
/// frames used an override or a test's isolated state (see
/// `ResolutionStack+RegionUse.swift`), so a cached value built from them is
/// kept out of the live cache.
///
/// ```swift
/// let value = try ResolutionStack.withFrame(token: ObjectIdentifier(binding), key: key) {
///     try binding.factory(container)
/// }
/// ```
@usableFromInline
package final class ResolutionStack {
    /// The stack's state, kept in one allocation so the hot path has no class-stored `var`
    /// (and so no dynamic exclusivity check) and specialises in the caller.
    @usableFromInline struct Storage {
        /// The frames' binding tokens, innermost last; the only thing the cycle check reads.
        @usableFromInline var tokens: UnsafeMutablePointer<ObjectIdentifier>
        /// The frames' keys, parallel to `tokens`; read only for paths and errors.
        ///
        /// Each points at the key its ``ResolutionStack/withFrame(token:key:location:_:)`` call borrowed, which
        /// lives exactly as long as the frame: a push stores one pointer instead of copying (and retaining)
        /// the key's identifier.
        @usableFromInline var keys: UnsafeMutablePointer<UnsafePointer<DependencyKey>>
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int
        /// The tokens of frames at or beyond `linearDepth`, so very deep graphs stay O(1) per check.
        @usableFromInline var deepTokens: Set<ObjectIdentifier>
        @usableFromInline var graphInstances: [ObjectIdentifier: Any]
        /// Frames below this index used a task-local override (directly or through what they built).
        @usableFromInline var overrideDependents: Int
        /// Frames below this index read a test's isolated state (directly or through what they built).
        @usableFromInline var isolationDependents: Int
        /// The lowest stack address this thread may use, or 0 until the first deep push looks it up.
        @usableFromInline var stackLimit: UInt
    }

    @usableFromInline static let local = ThreadLocal { ResolutionStack() }

    /// Frames below this depth are checked by a linear scan (no hashing); deeper ones also live in `deepTokens`.
    @usableFromInline static let linearDepth = 32

    @usableFromInline let storage: UnsafeMutablePointer<Storage>

    /// Created on its thread's first resolution; it also publishes its storage in a C thread-local,
    /// so a mark (see `ResolutionStack+RegionUse.swift`) costs one load.
    private init() {
        let capacity = 16
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: Storage(
                tokens: .allocate(capacity: capacity), keys: .allocate(capacity: capacity), count: 0,
                capacity: capacity, deepTokens: [], graphInstances: [:], overrideDependents: 0,
                isolationDependents: 0, stackLimit: 0))
        cdi_set_resolution_storage(UnsafeMutableRawPointer(storage))
    }

    /// Runs on the owning thread as it exits (the thread-local's destructor).
    deinit {
        cdi_set_resolution_storage(nil)
        storage.pointee.keys.deallocate()
        storage.pointee.tokens.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The keys being built on this thread, outermost first.
    @usableFromInline
    package static var currentPath: [DependencyKey] {
        let storage = local.value.storage.pointee
        return UnsafeBufferPointer(start: storage.keys, count: storage.count).map(\.pointee)
    }

    /// How many builds are in progress on this thread.
    package static var depth: Int {
        local.value.storage.pointee.count
    }

    /// Runs `body` as the build of `key`, failing with ``DIError/circularDependency(cycle:location:fileID:line:)``
    /// if the binding identified by `token` is already being built on this thread.
    @inlinable
    package static func withFrame<Value>(
        token: ObjectIdentifier,
        key: DependencyKey,
        location: SourceLocation = SourceLocation(),
        _ body: () throws -> Value
    ) throws -> Value {
        try withUnsafePointer(to: key) { key in
            try withFrame(token: token, keyAt: key, location: location, body)
        }
    }

    /// ``withFrame(token:key:location:_:)`` for a caller that keeps its key at a stable address (an
    /// ``InstanceCache``): the frame records the pointer, so the key is neither copied nor retained.
    ///
    /// `key` must stay valid until `body` returns.
    @inlinable
    package static func withFrame<Value>(
        token: ObjectIdentifier,
        keyAt key: UnsafePointer<DependencyKey>,
        location: SourceLocation,
        _ body: () throws -> Value
    ) throws -> Value {
        let storage = currentStorage
        try push(token: token, key: key, location: location, on: storage)
        defer { pop(from: storage) }
        return try body()
    }

    /// This thread's storage: one load of the C thread-local after the thread's first resolution.
    @inlinable
    static var currentStorage: UnsafeMutablePointer<Storage> {
        if let raw = cdi_resolution_storage() {
            return raw.assumingMemoryBound(to: Storage.self)
        }
        return local.value.storage
    }

    /// The instance of a ``Scope/graph`` binding for the current outermost resolution, built once per resolution.
    package static func graphInstance<Value>(
        token: ObjectIdentifier,
        key: DependencyKey,
        location: SourceLocation = SourceLocation(),
        create: () throws -> Value
    ) throws -> Value {
        let stack = local.value
        if let existing = stack.storage.pointee.graphInstances[token] as? Value {
            return existing
        }
        let isOutermost = stack.storage.pointee.count == 0
        let value = try withFrame(token: token, key: key, location: location, create)
        if !isOutermost {
            stack.storage.pointee.graphInstances[token] = value
        }
        return value
    }

    @inlinable
    static func push(
        token: ObjectIdentifier, key: UnsafePointer<DependencyKey>, location: SourceLocation,
        on storage: UnsafeMutablePointer<Storage>
    ) throws {
        let count = storage.pointee.count
        let tokens = storage.pointee.tokens
        var index = 0
        while index < count && index < Self.linearDepth {
            if tokens[index] == token {
                throw local.value.cycle(from: index, entering: key.pointee, location: location)
            }
            index += 1
        }
        guard count < storage.pointee.capacity && count < Self.linearDepth else {
            return try local.value.pushDeep(token: token, key: key, location: location)
        }
        tokens[count] = token
        storage.pointee.keys[count] = key
        storage.pointee.count = count + 1
    }

    /// The push beyond the linear-scan depth or the buffers' capacity (grows them; checks `deepTokens`,
    /// the depth limit and the stack's headroom).
    @usableFromInline
    func pushDeep(token: ObjectIdentifier, key: UnsafePointer<DependencyKey>, location: SourceLocation) throws {
        let count = storage.pointee.count
        if count > Self.linearDepth, storage.pointee.deepTokens.contains(token) {
            let index = (Self.linearDepth..<count).last { storage.pointee.tokens[$0] == token }!
            throw cycle(from: index, entering: key.pointee, location: location)
        }
        if count >= Self.linearDepth {
            try checkLimits(entering: key.pointee, location: location)
        }
        if count == storage.pointee.capacity {
            grow()
        }
        if count >= Self.linearDepth {
            storage.pointee.deepTokens.insert(token)
        }
        storage.pointee.tokens[count] = token
        storage.pointee.keys[count] = key
        storage.pointee.count = count + 1
    }

    private func grow() {
        let count = storage.pointee.count
        let capacity = storage.pointee.capacity * 2
        let tokens = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: capacity)
        tokens.initialize(from: storage.pointee.tokens, count: count)
        storage.pointee.tokens.deallocate()
        let keys = UnsafeMutablePointer<UnsafePointer<DependencyKey>>.allocate(capacity: capacity)
        keys.initialize(from: storage.pointee.keys, count: count)
        storage.pointee.keys.deallocate()
        storage.pointee.tokens = tokens
        storage.pointee.keys = keys
        storage.pointee.capacity = capacity
    }

    /// The error for entering the frame at `index` again: its path from there, plus `key`.
    @usableFromInline
    func cycle(from index: Int, entering key: DependencyKey, location: SourceLocation) -> DIError {
        let keys = storage.pointee.keys
        let cycle = (index..<storage.pointee.count).map { keys[$0].pointee } + [key]
        return DIError.circularDependency(cycle: cycle, location: location)
    }

    @inlinable
    static func pop(from storage: UnsafeMutablePointer<Storage>) {
        let count = storage.pointee.count - 1
        storage.pointee.count = count
        // The popped frame no longer exists, so neither does its mark; the frames below keep theirs.
        if storage.pointee.overrideDependents > count { storage.pointee.overrideDependents = count }
        if storage.pointee.isolationDependents > count { storage.pointee.isolationDependents = count }
        if count >= Self.linearDepth || (count == 0 && !storage.pointee.graphInstances.isEmpty) {
            local.value.popSlow(token: storage.pointee.tokens[count])
        }
    }

    @usableFromInline
    func popSlow(token: ObjectIdentifier) {
        let count = storage.pointee.count
        if count >= Self.linearDepth {
            storage.pointee.deepTokens.remove(token)
        }
        if count == 0 {
            storage.pointee.graphInstances.removeAll(keepingCapacity: true)
        }
    }
}

extension ResolutionStack {
    /// Empties this thread's stack: a helper thread ended by a captured trap never returns through its frames.
    package static func resetCurrentThread() {
        let storage = local.value.storage
        storage.pointee.count = 0
        storage.pointee.deepTokens.removeAll()
        storage.pointee.graphInstances.removeAll()
        storage.pointee.overrideDependents = 0
        storage.pointee.isolationDependents = 0
    }
}
