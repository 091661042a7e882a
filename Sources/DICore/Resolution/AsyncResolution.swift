import CDIAtomics

/// The dependencies being built with `await` by the current task: ``ResolutionStack``'s frames for a build that may
/// resume on another thread, kept as a task-local chain (child tasks a factory starts see it too).
///
/// The rules are the stack's: a binding entered twice is a cycle, a chain deeper than
/// ``ResolutionLimits/maximumDepth`` is `DI012`, and a frame marked with a ``RegionUse`` keeps its value out of the
/// live cache.
@usableFromInline
package enum AsyncResolution {
    @TaskLocal package static var current: AsyncResolutionFrame?

    /// How many async frames exist in the process (a C global): while none does, a sync mark skips the task-local.
    static func frameEntered() { cdi_async_frames_add(1) }
    static func frameLeft() { cdi_async_frames_add(-1) }

    /// The keys being built with `await` by the current task, outermost first.
    package static var currentPath: [DependencyKey] {
        current?.path ?? []
    }

    /// Runs `body` as the async build of `built`; throws the cycle if `built` (a binding's storage object) is already
    /// being built in this task's chain, and `DI012` past ``ResolutionLimits/maximumDepth``. A frame that `claims` a
    /// cell (a cached or weak build) is an owner of its own.
    ///
    /// Inlined with `body`, and entering and leaving are synchronous: an awaited build adds no async function, and
    /// so no task allocation, of its own to the factory's.
    @inlinable @inline(__always)
    package nonisolated(nonsending) static func withFrame<Value>(
        of built: some Buildable,
        location: SourceLocation,
        claims: Bool,
        _ body: nonisolated(nonsending) (AsyncResolutionFrame) async throws -> Value
    ) async throws -> Value {
        // Held by the task-local until `leave()`, which outlives `body`.
        let frame = try enter(built, location: location, claims: claims)
        // Not `defer`: the compiler makes a `defer` block a function of its own, which every build would call.
        let value: Value
        do {
            value = try await body(frame.takeUnretainedValue())
        } catch {
            leave()
            throw error
        }
        leave()
        return value
    }

    /// Makes a frame for the build of `built` the current task's innermost, until ``leave()``: what
    /// `$current.withValue(frame)` does before its operation, without its copy in the runtime library (generic and
    /// not specialised, it takes the caller's isolation, hops to it, and adds two async calls to every build).
    @usableFromInline
    static func enter(_ built: any Buildable, location: SourceLocation, claims: Bool) throws
        -> Unmanaged<AsyncResolutionFrame>
    {
        let localKey = Unmanaged.passUnretained($current).toOpaque()
        // `current` read in place, without `TaskLocal.get`'s generic copy: its value, if it has one, is a frame's pointer.
        let parent = swift_task_localValueGet(localKey).flatMap {
            $0.load(as: Unmanaged<AsyncResolutionFrame>?.self)?.takeUnretainedValue()
        }
        if let parent {
            try parent.checkEntering(built, location: location)
        } else {
            // An outermost async build may be the process's first build, which looks for a second copy of DICore.
            RuntimeCopies.checkOnce(firstUseAt: location)
        }
        frameEntered()
        // The runtime takes the +1, and releases it when the frame is popped. Pushed as a frame, not as the optional
        // `current` reads (the same word): the pop then destroys it with a release, not through the optional's witnesses.
        let frame = Unmanaged.passRetained(AsyncResolutionFrame(built, parent: parent, claims: claims))
        var value = Int(bitPattern: frame.toOpaque())
        let type = unsafeBitCast(AsyncResolutionFrame.self as Any.Type, to: UnsafeRawPointer.self)
        swift_task_localValuePush(localKey, &value, type)
        return frame
    }

    /// Ends the innermost frame ``enter(_:location:claims:)`` made, on every way out of its build.
    @usableFromInline
    static func leave() {
        swift_task_localValuePop()
        frameLeft()
    }

    /// Marks every async build of the current task's chain as depending on `use`.
    @usableFromInline
    package static func markCurrentTask(_ use: RegionUse) {
        current?.mark(use.rawValue)
    }
}

/// One async build in progress (see ``AsyncResolution``).
///
/// A frame that claims a cell is its build's own ``BuildOwner``, so ``BuildWaits`` sees two tasks that each build
/// half of a cycle and wait for the other's; a frame that claims nothing waits on behalf of the nearest that does.
@usableFromInline
package final class AsyncResolutionFrame: @unchecked Sendable {
    /// Guards every frame's ``marks`` and the root's ``graphInstances``, both rare, so one lock for all frames.
    private static let lock = Lock()
    /// The owner of waits by builds that claim nothing and were asked for by none that does.
    private static let unclaimedOwner = BuildOwner()

    /// What this frame builds (a binding's storage object, compared to find cycles), held so that its key can name
    /// it in a path for as long as the frame exists: a task a factory starts may keep the frame past the build.
    let built: any Buildable
    package let parent: AsyncResolutionFrame?
    /// How many frames the chain has, this one included.
    let depth: Int
    /// The owner of the claim this build makes, if it makes one.
    private let claimedOwner: BuildOwner?
    /// ``RegionUse`` bits. Guarded by `lock`.
    private var marks = 0
    /// Graph-scoped instances of this outermost resolution (root frames only), made by the first. Guarded by `lock`.
    private var graphInstances: [ObjectIdentifier: Any]?

    init(_ built: any Buildable, parent: AsyncResolutionFrame?, claims: Bool) {
        self.built = built
        self.parent = parent
        self.depth = (parent?.depth ?? 0) + 1
        self.claimedOwner = claims ? BuildOwner() : nil
        claimedOwner?.frame = self
    }

    /// The key of what this frame builds.
    package var key: DependencyKey {
        built.key
    }

    /// The owner of the claim this build makes, or of the nearest enclosing build that makes one.
    package var owner: BuildOwner {
        var frame = self
        while true {
            if let claimedOwner = frame.claimedOwner {
                return claimedOwner
            }
            guard let parent = frame.parent else { return Self.unclaimedOwner }
            frame = parent
        }
    }

    /// The keys from the outermost frame to this one.
    package var path: [DependencyKey] {
        var keys: [DependencyKey] = []
        var frame: AsyncResolutionFrame? = self
        while let current = frame {
            keys.append(current.key)
            frame = current.parent
        }
        return keys.reversed()
    }

    /// Who waits when this frame's build needs a cell another build holds: the build that asked for it.
    package var waitingOwner: BuildOwner {
        parent?.owner ?? Self.unclaimedOwner
    }

    /// Throws the cycle if `built` is in this chain, or `DI012` if one more frame is too deep.
    func checkEntering(_ built: any Buildable, location: SourceLocation) throws {
        let token = ObjectIdentifier(built)
        var frame: AsyncResolutionFrame? = self
        while let current = frame {
            if ObjectIdentifier(current.built) == token {
                throw DIError.circularDependency(
                    cycle: Array(path[(current.depth - 1)...]) + [built.key], location: location)
            }
            frame = current.parent
        }
        let limit = ResolutionLimits.maximumDepth
        if depth >= limit {
            throw DIError.resolutionTooDeep(entering: built.key, path: path, limit: limit, location: location)
        }
    }

    /// Sets `flag` on this frame and every frame it was built for (a mark reaches the whole chain).
    func mark(_ flag: Int) {
        Self.lock.withLock {
            var frame: AsyncResolutionFrame? = self
            // A marked frame's ancestors carry the mark already: stop there.
            while let current = frame, current.marks & flag == 0 {
                current.marks |= flag
                frame = current.parent
            }
        }
    }

    /// Whether this build must keep its value out of a cache that belongs to `directory`.
    package func usedRegion(cacheDirectory directory: ScopeDirectory) -> Bool {
        RegionUse.keepsValueOut(marks: Self.lock.withLock { marks }, cacheDirectory: directory)
    }

    /// Whether this build read the process's pick among a dependency's declared values (``RegionUse/choice``).
    package var readChoice: Bool {
        Self.lock.withLock { marks } & RegionUse.choice.rawValue != 0
    }

    /// The graph-scoped instance of `token` in this chain's outermost resolution, if one was built.
    func graphInstance<Value>(_ token: ObjectIdentifier, as type: Value.Type) -> Value? {
        let root = self.root
        return Self.lock.withLock { root.graphInstances?[token] } as? Value
    }

    /// Keeps `value` as the graph-scoped instance of `token`, or returns the one kept first.
    func keepGraphInstance<Value>(_ value: Value, for token: ObjectIdentifier) -> Value {
        let root = self.root
        return Self.lock.withLock {
            if let kept = root.graphInstances?[token] as? Value { return kept }
            root.graphInstances = root.graphInstances ?? [:]
            root.graphInstances?[token] = value
            return value
        }
    }

    private var root: AsyncResolutionFrame {
        var frame = self
        while let parent = frame.parent {
            frame = parent
        }
        return frame
    }
}
