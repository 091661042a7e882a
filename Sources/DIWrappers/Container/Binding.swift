/// One binding of a ``Container``: its factory and the instances its scope keeps.
///
/// Bindings hold user values and factories that need not be `Sendable`
/// (Fusion users bind plain classes). The container guards its own state with
/// locks; the *values* are handed to whichever thread resolves them. That is
/// the documented rule of DIWrappers: bind `Sendable` types, or main-actor
/// types that are resolved on the main actor, whenever more than one thread
/// resolves them. Hence `@unchecked Sendable` on this internal box only.
@usableFromInline
class AnyBinding: Buildable, @unchecked Sendable {
    /// The key the binding is found by.
    @usableFromInline let key: DependencyKey
    /// Which of the scopes most bindings have is the binding's, in a byte; any other is in ``details``.
    private let commonScope: CommonScope
    /// Where the binding was made, for descriptions and errors.
    @usableFromInline let location: SourceLocation
    /// What few bindings have (an isolated test's directory, a factory gate, what the binding replaced), or `nil`.
    /// Written only by ``init`` and, under the container's table lock, before the binding is published, so an
    /// access needs no dynamic exclusivity check (each `bind` would pay for one).
    @exclusivity(unchecked) @usableFromInline final var details: BindingDetails?

    @usableFromInline
    init(
        key: DependencyKey, scope: borrowing Scope, location: SourceLocation, directory: ScopeDirectory?,
        serialGate: FactorySerialGate?
    ) {
        let common = CommonScope(scope)
        // The process's directory is what a binding without details belongs to: most bindings that keep instances
        // are made outside an isolated test, and need no details for it.
        let isolated = directory.map { $0 !== ScopeDirectory.shared } ?? false
        if _slowPath(isolated || serialGate != nil || common == .other) {
            details = BindingDetails(
                directory: isolated ? directory : nil, serialGate: serialGate,
                scope: common == .other ? copy scope : nil)
        }
        commonScope = common
        self.key = key
        self.location = location
    }

    /// The scopes a binding names in a byte instead of storing the whole ``Scope``.
    private enum CommonScope: UInt8 {
        case transient, singleton, lazy, weak, graph
        /// A custom or time-to-live scope, kept in ``details``.
        case other

        @inline(__always)
        init(_ scope: borrowing Scope) {
            // Each kind but `cached` and `expiring` has one scope (`Scope`'s initialiser is private to its statics).
            switch scope.kind {
            case .transient: self = .transient
            case .weak: self = .weak
            case .graph: self = .graph
            case .expiring: self = .other
            case .cached: self = scope.name == "singleton" ? .singleton : scope.name == "lazy" ? .lazy : .other
            }
        }
    }

    /// How long the binding's instances live.
    final var scope: Scope {
        switch commonScope {
        case .transient: .transient
        case .singleton: .singleton
        case .lazy: .lazy
        case .weak: .weak
        case .graph: .graph
        case .other: details.unsafelyUnwrapped.scope.unsafelyUnwrapped
        }
    }

    /// ``details``, made now if the binding has none; only while the binding is not yet published.
    private var detailsForWriting: BindingDetails {
        if let details { return details }
        let made = BindingDetails(directory: nil, serialGate: nil, scope: nil)
        details = made
        return made
    }

    /// The directory of the isolated test the binding was made in (`nil`: the process's), for a fresh copy.
    final var directory: ScopeDirectory? {
        details?.directory
    }

    /// The gate of a container made with `serializesFactories: true`, held while the instance is built.
    final var serialGate: FactorySerialGate? {
        details?.serialGate
    }

    /// Where the binding this one replaced in its container was made, if it replaced one (a wiring report's
    /// duplicate). Written once, under the container's table lock, before the binding is published.
    final var replacedLocation: SourceLocation? {
        get { details?.replacedLocation }
        set { if newValue != nil || details != nil { detailsForWriting.replacedLocation = newValue } }
    }

    /// The ``Assembly`` that made this binding (`nil`: none), for `verify()`'s report of a key two assemblies bind.
    /// Written like ``replacedLocation``.
    final var assembly: String? {
        get { details?.assembly }
        set { if newValue != nil || details != nil { detailsForWriting.assembly = newValue } }
    }

    /// The ``Assembly`` that made the binding this one replaced (`nil`: none). Written like ``replacedLocation``.
    final var replacedAssembly: String? {
        get { details?.replacedAssembly }
        set { if newValue != nil || details != nil { detailsForWriting.replacedAssembly = newValue } }
    }

    /// Whether the binding holds the values its type declares (``/DICore/LiveDependency``) rather than a `bind`'s:
    /// ``Container/isBound(_:id:)`` does not count it, and a `bind` replaces it as no duplicate. Written like
    /// ``replacedLocation``.
    final var isDeclared: Bool {
        get { details?.isDeclared ?? false }
        set { if newValue || details != nil { detailsForWriting.isDeclared = newValue } }
    }

    /// Whether this binding is found by `other`; compares in place, without copying either key.
    @inlinable
    final func isBound(to other: borrowing DependencyKey) -> Bool {
        key == other
    }

    /// Whether this binding is found by the key of `Service` with the string or integer `id`, without building it.
    @inlinable @inline(__always)
    final func isBound<Service, ID: Hashable>(to type: Service.Type, id: ID) -> Bool {
        // Read in place, as `DependencyKey.==` does: binding the identifier would copy its string and box.
        guard key.typeID == ObjectIdentifier(Service.self), let kind = key.identifier?.kind else { return false }
        if ID.self == String.self {
            return kind == .string && key.identifier.unsafelyUnwrapped.string == unsafeBitCast(id, to: String.self)
        }
        return kind == .integer && key.identifier.unsafelyUnwrapped.integer == unsafeBitCast(id, to: Int.self)
    }

    /// How the binding's factory runs, which decides how verification builds it.
    @usableFromInline
    enum BuildKind {
        /// A synchronous factory, built wherever it is resolved.
        case synchronous
        /// An `async` factory, built only with `await`.
        case awaited
        /// A `@MainActor` factory, built only on the main actor.
        case mainActor
    }

    /// How this binding's factory runs.
    @usableFromInline
    var buildKind: BuildKind {
        .synchronous
    }

    /// Builds (or returns the kept) instance as `Any`, for verification.
    func resolveAny(from container: Container, location: SourceLocation) throws -> Any {
        fatalError("AnyBinding is abstract")
    }

    /// Builds (or returns the kept) instance as `Any` with `await`, as `resolveAsync` does, for verification.
    func resolveAnyAwaited(from container: Container, location: SourceLocation) async throws -> Any {
        try resolveAny(from: container, location: location)
    }

    /// A binding with the same factory and scope but no instance built yet.
    func freshCopy() -> AnyBinding {
        fatalError("AnyBinding is abstract")
    }

    /// How many decorators run on each value the binding hands out (for the trace).
    var decoratorCount: Int {
        0
    }

    /// This binding with `step` run after its decorators on each value it hands out, sharing its instances.
    func decorated(byAny step: @escaping (Any) -> Void) -> AnyBinding {
        fatalError("AnyBinding is abstract")
    }

    /// Whether the scope currently holds a built instance (never runs the factory).
    var hasCachedInstance: Bool {
        false
    }

    /// Drops the instance the scope keeps, if any (``Container/resetInstance(of:id:fileID:line:)``).
    func resetInstance() {}

    /// A kept-value word that never holds a value (see ``Binding/keptValueWord``): written once, empty, and only
    /// read afterwards, for the life of the process.
    @usableFromInline nonisolated(unsafe) static let neverKeptWord: UnsafeMutablePointer<Int> = {
        let word = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        word.initialize(repeating: 0, count: 2)
        return word
    }()
}

/// A binding that produces `Value`, kept in a DICore ``InstanceCache`` so every scope behaves as in the other styles.
///
/// Not `final`: a binding that must be awaited (``AsyncBinding``, ``MainActorBinding``) is one whose
/// synchronous factory refuses with `DI013`, so the synchronous read path below needs no check of its own.
/// Its members are `final`, so that path stays direct calls.
@usableFromInline
class Binding<Value>: AnyBinding, @unchecked Sendable {
    /// Builds a new instance; receives the container that asked, so child bindings reach a parent's factory.
    @usableFromInline let factory: (Container) throws -> Value
    /// The instances the binding's scope keeps, made with the binding (nothing about it changes after `bind`);
    /// `nil` for a binding that keeps none (a transient one), which builds in a frame of its own.
    @usableFromInline final let cache: InstanceCache<Value>?
    /// Whether ``AnyBinding/serialGate`` is set; a plain flag, so the build path tests it without retaining the gate.
    @usableFromInline let isSerialized: Bool
    /// Where a singleton-like cache publishes its kept value (`nil` for other scopes): the container's fast path
    /// reads the value through it without touching the cache objects. A decorated binding's is
    /// ``AnyBinding/neverKeptWord``, so reading an undecorated kept value asks nothing more, and finding nothing
    /// there goes on to ``decoratedKeptValueWord`` (a scope that keeps nothing pays for neither).
    @usableFromInline let keptValueWord: UnsafeMutablePointer<Int>?
    /// Where the cache of a decorated binding publishes its kept value, which the fast path hands through
    /// ``decoration``; `nil` for an undecorated binding.
    @usableFromInline let decoratedKeptValueWord: UnsafeMutablePointer<Int>?
    /// ``keptValueWord`` for an awaited resolve: the same word, or that of the cache an `async` factory's
    /// instances live in (``AsyncBinding``), which a synchronous resolve must never read; `nil` for a decorated
    /// binding, whose awaited resolve runs its decorators on its own path.
    @usableFromInline let awaitedKeptValueWord: UnsafeMutablePointer<Int>?
    /// Runs on each new instance once it is built (Swinject's `initCompleted`); see `Binding+InitCompleted.swift`.
    @usableFromInline let initCompleted: ((Container, Value) throws -> Void)?
    /// The decorators every handed-out value passes through, or `nil`; the fast path runs them on a kept value
    /// after its read section (``decoratedKeptValueWord``), ``resolveLive(from:location:)`` on a value it builds.
    @usableFromInline final let decoration: Decoration<Value>?

    /// A binding whose instances `cache` keeps: by default its own scope's cache, none for a transient scope or
    /// when `keepsInstances` is `false` (a binding whose synchronous side only refuses).
    ///
    /// Inlinable, so a `bind` specialised for its service makes the binding, its cache and its cell without asking
    /// the runtime for their types' metadata.
    @inlinable
    init(
        key: DependencyKey,
        scope: borrowing Scope,
        location: SourceLocation,
        directory: ScopeDirectory?,
        serialGate: FactorySerialGate? = nil,
        cache: InstanceCache<Value>? = nil,
        keepsInstances: Bool = true,
        awaitedCache: InstanceCache<Value>? = nil,
        initCompleted: ((Container, Value) throws -> Void)? = nil,
        decoration: Decoration<Value>? = nil,
        factory: @escaping (Container) throws -> Value
    ) {
        self.factory = factory
        self.initCompleted = initCompleted
        self.decoration = decoration
        self.isSerialized = serialGate != nil
        let cache =
            cache
            ?? (keepsInstances && scope.kind != .transient
                ? InstanceCache(key: key, scope: copy scope, directory: directory ?? .shared) : nil)
        self.cache = cache
        let keptValueWord = cache?.keptValueWord
        self.keptValueWord = decoration == nil ? keptValueWord : keptValueWord.map { _ in Self.neverKeptWord }
        self.decoratedKeptValueWord = decoration == nil ? nil : keptValueWord
        self.awaitedKeptValueWord = decoration == nil ? (awaitedCache ?? cache)?.keptValueWord : nil
        super.init(key: key, scope: scope, location: location, directory: directory, serialGate: serialGate)
    }

    /// The instance for a resolution that started at `container`.
    ///
    /// A kept singleton costs one cell read; otherwise the factory runs inside a
    /// DICore resolution frame (cycle detection) with no container lock held.
    @inlinable
    final func resolve(from container: Container, location: SourceLocation) throws -> Value {
        if _slowPath(decoration != nil) {
            return try resolveDecorated(from: container, location: location)
        }
        return try undecorated(from: container, location: location)
    }

    /// ``resolve(from:location:)`` of a decorated binding, out of line: the decorators see the value and whether
    /// this resolve built it.
    @usableFromInline @inline(never)
    final func resolveDecorated(from container: Container, location: SourceLocation) throws -> Value {
        if let kept = cache?.keptSingleton {
            return decoration.unsafelyUnwrapped.apply(kept, isNew: false)
        }
        return try buildDecorated(from: container, location: location)
    }

    /// The build of a decorated binding, its decorators told whether its factory ran (the scope may hand out an
    /// instance it keeps instead).
    @usableFromInline @inline(never)
    final func buildDecorated(from container: Container, location: SourceLocation) throws -> Value {
        let built = try NewInstanceMark.observing { try build(from: container, location: location) }
        return decoration.unsafelyUnwrapped.apply(built.value, isNew: built.isNew)
    }

    /// ``resolve(from:location:)`` before the decorators run.
    @inlinable @inline(__always)
    final func undecorated(from container: Container, location: SourceLocation) throws -> Value {
        if let kept = cache?.keptSingleton {
            return kept
        }
        return try build(from: container, location: location)
    }

    /// ``resolve(from:location:)`` for a caller that knows no override or isolation region is alive in the process
    /// and found no kept value at ``keptValueWord`` or ``decoratedKeptValueWord``: the scope's build, which hands
    /// out what another thread kept meanwhile.
    @inlinable
    final func resolveLive(from container: Container, location: SourceLocation) throws -> Value {
        if _slowPath(decoration != nil) {
            return try buildDecorated(from: container, location: location)
        }
        return try build(from: container, location: location)
    }

    /// Everything but a kept singleton: the scope's build, inside a resolution frame (and the serial gate, if any).
    @inlinable @inline(__always)
    final func build(from container: Container, location: SourceLocation) throws -> Value {
        if _slowPath(isSerialized) {
            return try buildSerialized(from: container, location: location)
        }
        return try buildInScope(from: container, location: location)
    }

    /// ``build(from:location:)`` inside the container's factory gate.
    @usableFromInline
    final func buildSerialized(from container: Container, location: SourceLocation) throws -> Value {
        try serialGate.unsafelyUnwrapped.run(key, location: location) {
            try buildInScope(from: container, location: location)
        }
    }

    @inlinable @inline(__always)
    final func buildInScope(from container: Container, location: SourceLocation) throws -> Value {
        if _slowPath(initCompleted != nil) {
            return try buildCompleting(from: container, location: location)
        }
        guard cache != nil else {
            return try ResolutionStack.withFrame(of: self, location: location) {
                try make(from: container, location: location)
            }
        }
        return try buildCached(from: container, location: location)
    }

    /// The build of a binding whose scope keeps instances, out of line: inlined, the scopes' cases would make
    /// every caller's frame large, and a transient build (the common inline case) would pay for it.
    @usableFromInline @inline(never)
    final func buildCached(from container: Container, location: SourceLocation) throws -> Value {
        try cache.unsafelyUnwrapped.instance(location: location) { try make(from: container, location: location) }
    }

    /// The factory's new instance, its error mapped to the binding's key.
    @inlinable @inline(__always)
    final func make(from container: Container, location: SourceLocation) throws -> Value {
        do {
            return try factory(container)
        } catch {
            throw Container.diagnostic(for: error, key: key, location: location)
        }
    }

    override func resolveAny(from container: Container, location: SourceLocation) throws -> Any {
        try resolve(from: container, location: location)
    }

    override func freshCopy() -> AnyBinding {
        Binding(
            key: key, scope: scope, location: location, directory: directory, serialGate: serialGate,
            initCompleted: initCompleted, decoration: decoration, factory: factory)
    }

    override var decoratorCount: Int {
        decoration?.count ?? 0
    }

    override func decorated(byAny step: @escaping (Any) -> Void) -> AnyBinding {
        decorated(by: { value, _ in step(value) })
    }

    /// This binding with `step` run after its decorators, sharing its instances; each kind of binding makes its own,
    /// its factory marking what it builds as new (``NewInstanceMark``) once it is decorated.
    func decorated(by step: @escaping (Value, Bool) -> Void) -> Binding<Value> {
        Binding(
            key: key, scope: scope, location: location, directory: directory, serialGate: serialGate, cache: cache,
            keepsInstances: cache != nil, initCompleted: initCompleted, decoration: .appending(step, to: decoration),
            factory: decoration == nil ? NewInstanceMark.marking(factory) : factory)
    }

    override var hasCachedInstance: Bool {
        cache?.cachedInstance != nil
    }

    override func resetInstance() {
        cache?.reset(scope)
    }
}
