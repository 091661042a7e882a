import CDIAtomics

/// The dependencies being built with `await` by the current task: ``ResolutionStack``'s frames for a build that may
/// resume on another thread, kept as a task-local chain (child tasks a factory starts see it too).
///
/// The rules are the stack's: a binding entered twice is a cycle, a chain deeper than
/// ``ResolutionLimits/maximumDepth`` is `DI012`, and a frame marked with a ``RegionUse`` keeps its value out of the
/// live cache.
///
/// An outermost build that claims nothing (a transient's, a graph's) is *frameless*: the task holds a record
/// (CDIAtomics' `cdi_frameless_build`) instead of pushing a frame, and the record's frame is made only when a build
/// inside it asks for the current frame, so a build that resolves no awaited dependency pushes no task-local and
/// allocates nothing. A task the factory starts does not see a frameless build, so a cycle closed there is found one
/// lap later (``rethrowingCycle(_:builtFrameless:)`` tells it from the frameless build's key, as a frame would).
@usableFromInline
package enum AsyncResolution {
    /// The innermost frame the current task pushed.
    @TaskLocal static var pushed: AsyncResolutionFrame?

    /// How many async frames exist in the process (a C global): while none does, a sync mark skips the task-local.
    static func frameEntered() { cdi_async_frames_add(1) }
    static func frameLeft() { cdi_async_frames_add(-1) }

    /// What ``enter(_:location:claims:)`` began: a frame pushed as the task's innermost, or a frameless build's
    /// record.
    @usableFromInline
    struct Entry {
        @usableFromInline let frame: Unmanaged<AsyncResolutionFrame>?
        @usableFromInline let record: UnsafeMutablePointer<cdi_frameless_build>?
    }

    /// The current task's innermost async build: the frame it pushed last, else the frame of the frameless build it
    /// runs (made now if it has none yet), else `nil`.
    package static var current: AsyncResolutionFrame? {
        pushedFrame() ?? framelessFrame(of: currentTask)
    }

    /// The keys being built with `await` by the current task, outermost first.
    package static var currentPath: [DependencyKey] {
        current?.path ?? []
    }

    /// Runs `body` as the async build of `built`; throws the cycle if `built` (a binding's storage object) is already
    /// being built in this task's chain, and `DI012` past ``ResolutionLimits/maximumDepth``. A frame that `claims` a
    /// cell (a cached or weak build) is an owner of its own, and `body` receives it; an outermost build that claims
    /// nothing may be frameless, and then `body` receives `nil`.
    ///
    /// Inlined with `body`, and entering and leaving are synchronous: an awaited build adds no async function, and
    /// so no task allocation, of its own to the factory's.
    @inlinable @inline(__always)
    package nonisolated(nonsending) static func withFrame<Value>(
        of built: some Buildable,
        location: SourceLocation,
        claims: Bool,
        _ body: nonisolated(nonsending) (AsyncResolutionFrame?) async throws -> Value
    ) async throws -> Value {
        // A pushed frame is held by the task-local until `leave`, which outlives `body`.
        let entry = try enter(built, location: location, claims: claims)
        // Not `defer`: the compiler makes a `defer` block a function of its own, which every build would call.
        let value: Value
        do {
            value = try await body(entry.frame?.takeUnretainedValue())
        } catch {
            leave(entry)
            throw rethrowingCycle(error, builtFrameless: entry.record == nil ? nil : built)
        }
        leave(entry)
        return value
    }

    /// Makes the build of `built` the current task's innermost, until ``leave(_:)``: a frameless build if it claims
    /// nothing, no frame is current and the task's record is free; else a frame pushed as `$pushed.withValue(frame)`
    /// does before its operation, without its copy in the runtime library (generic and not specialised, it takes the
    /// caller's isolation, hops to it, and adds two async calls to every build).
    @usableFromInline
    static func enter(_ built: any Buildable, location: SourceLocation, claims: Bool) throws -> Entry {
        let parent: AsyncResolutionFrame?
        if let pushed = pushedFrame() {
            try pushed.checkEntering(built, location: location)
            parent = pushed
        } else {
            let task = currentTask
            let record = cdi_frameless_build_of(task)
            let holder = claims ? cdi_frameless_build_holder(record) : cdi_frameless_build_take(record, task)
            if holder == task {
                // A build inside this task's frameless build: its frame is the parent.
                let outermost = framelessFrame(in: record)
                try outermost.checkEntering(built, location: location)
                parent = outermost
            } else {
                // An outermost async build may be the process's first build, which looks for a second copy of DICore.
                RuntimeCopies.checkOnce(firstUseAt: location)
                if !claims, holder == 0 {
                    // The existential's two words, unretained (the build holds it); `as` keeps it from being opened.
                    let words = unsafeBitCast(built as any Buildable, to: (UnsafeRawPointer, UnsafeRawPointer).self)
                    record.pointee.built = words.0
                    record.pointee.built_conformance = words.1
                    return Entry(frame: nil, record: record)
                }
                parent = nil
            }
        }
        frameEntered()
        // The runtime takes the +1, and releases it when the frame is popped. Pushed as a frame, not as the optional
        // `pushed` reads (the same word): the pop then destroys it with a release, not through the optional's witnesses.
        let frame = Unmanaged.passRetained(AsyncResolutionFrame(built, parent: parent, claims: claims))
        var value = Int(bitPattern: frame.toOpaque())
        let type = unsafeBitCast(AsyncResolutionFrame.self as Any.Type, to: UnsafeRawPointer.self)
        swift_task_localValuePush(pushedKey, &value, type)
        return Entry(frame: frame, record: nil)
    }

    /// Ends the build ``enter(_:location:claims:)`` began, on every way out of it: pops its frame, or releases the
    /// frameless build's frame, if one was made, and gives its record back.
    @usableFromInline
    static func leave(_ entry: Entry) {
        guard let record = entry.record else {
            swift_task_localValuePop()
            frameLeft()
            return
        }
        if let made = record.pointee.frame {
            record.pointee.frame = nil
            Unmanaged<AsyncResolutionFrame>.fromOpaque(made).release()
            frameLeft()
        }
        cdi_frameless_build_give_back(record)
    }

    /// `error`, or, when it is a cycle through the frameless build of `built` that a task its factory started
    /// closed (so it began from the first key that task entered), the same cycle told from `built`'s key, as the
    /// frame a child task would have seen tells it.
    @usableFromInline
    static func rethrowingCycle(_ error: any Error, builtFrameless built: (any Buildable)?) -> any Error {
        guard let built, let cycle = error as? DIError, cycle.code == .circularDependency,
            cycle.path.count > 2, cycle.path.first == cycle.path.last, cycle.path.first != built.key,
            let start = cycle.path.dropLast().firstIndex(of: built.key)
        else { return error }
        let ring = cycle.path.dropLast()
        let told = Array(ring[start...] + ring[..<start]) + [built.key]
        return DIError.circularDependency(cycle: told, location: cycle.location)
    }

    /// Marks every async build of the current task's chain as depending on `use`.
    ///
    /// A frameless build's frame is not made for a mark: it claims nothing, so nothing reads its marks.
    @usableFromInline
    package static func markCurrentTask(_ use: RegionUse) {
        pushedFrame()?.mark(use.rawValue)
    }

    /// How many frameless builds are running in the process.
    package static var framelessBuildsRunning: Int {
        cdi_frameless_builds_held()
    }

    /// The `TaskLocal` object of ``pushed``, the key the runtime's task-local calls take.
    private static var pushedKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained($pushed).toOpaque())
    }

    /// The current task, as the word a frameless build's record holds.
    private static var currentTask: Int {
        Int(bitPattern: swift_task_getCurrent())
    }

    /// ``pushed`` read in place, without `TaskLocal.get`'s generic copy: its value, if it has one, is a frame's pointer.
    private static func pushedFrame() -> AsyncResolutionFrame? {
        swift_task_localValueGet(pushedKey).flatMap {
            $0.load(as: Unmanaged<AsyncResolutionFrame>?.self)?.takeUnretainedValue()
        }
    }

    /// The frame of the frameless build `task` runs, if it runs one; none on a thread that runs no task (`task` 0,
    /// the word a free record holds).
    private static func framelessFrame(of task: Int) -> AsyncResolutionFrame? {
        let record = cdi_frameless_build_of(task)
        return task != 0 && cdi_frameless_build_holder(record) == task ? framelessFrame(in: record) : nil
    }

    /// The frame of the frameless build the current task holds `record` for, made on first need; the record holds it
    /// until ``leave(_:)``.
    private static func framelessFrame(in record: UnsafeMutablePointer<cdi_frameless_build>) -> AsyncResolutionFrame {
        if let made = record.pointee.frame {
            return Unmanaged<AsyncResolutionFrame>.fromOpaque(made).takeUnretainedValue()
        }
        let words = (record.pointee.built.unsafelyUnwrapped, record.pointee.built_conformance.unsafelyUnwrapped)
        let built = unsafeBitCast(words, to: (any Buildable).self)
        frameEntered()
        let frame = AsyncResolutionFrame(built, parent: nil, claims: false)
        record.pointee.frame = Unmanaged.passRetained(frame).toOpaque()
        return frame
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
