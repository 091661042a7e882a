#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// A set of bindings that `@Inject`, `resolve` and Vaccine's cures are answered from.
///
/// A container maps a ``/DICore/DependencyKey`` (the fully qualified type plus an
/// optional identifier) to a binding: a factory and a ``/DICore/Scope``. A container
/// made with a `parent` falls back to it for keys it does not bind itself; a
/// parent never sees its children's bindings, and an identified key never
/// falls back to the unnamed binding.
///
/// ```swift
/// let parent = Container()
/// let child = Container(parent: parent)
/// parent.bind(value: 1)
/// child.bind(value: "foo")
/// child.resolve(String.self)   // "foo"
/// child.resolve(Int.self)      // 1, inherited from `parent`
/// parent.resolve(String.self)  // nil: parents never see their children's bindings
/// ```
///
/// ## Values a type declares
///
/// A type that conforms to ``/DICore/LiveDependency`` (and may conform to ``/DICore/TestDependency`` and
/// ``/DICore/PreviewDependency``) needs no `bind`: an unnamed resolve of it that finds no binding here or in a
/// parent, and no override, binds its declared values in the chain's root container, as
/// `bind(.singleton, to:live:test:preview:)` would, and resolves them. A `bind` of the type, in any container
/// of the chain, and an override always win. A resolve with an identifier (`id:`) never falls back to them.
///
/// ```swift
/// extension FileClient: TestDependency {
///     static var liveValue: FileClient { .disk }
///     static var testValue: FileClient { .empty }
/// }
/// let files = Container.main.resolveAssert(FileClient.self)  // no bind needed
/// ```
///
/// ## Thread safety
///
/// Binding and resolving are safe from any thread. No lock is held while your
/// factory runs, so a factory may resolve from this container, its parent, or
/// any other container. A singleton's factory runs once, even when many
/// threads ask at the same moment: the others wait for that build (without a
/// lock) and get its instance. If the factory throws, or its thread is stopped
/// by a trap that `DiagnosticReporter.captureTrap` catches, the next resolve
/// builds again. A factory that blocks on another thread which resolves the
/// same singleton (a semaphore, `DispatchQueue.main.sync`) would make both wait
/// forever; the waiting thread gives up after `ResolutionLimits.buildWaitTimeout`
/// with `DIError.Code.buildWaitTimedOut` instead. A container made with
/// ``init(name:parent:serializesFactories:)`` runs its factories one at a time, as
/// Fusion did, for factories that are not safe to run concurrently.
///
/// A singleton first built inside `withOverrides` from an overridden dependency
/// is not kept in the container: it belongs to that override region, and after
/// the scope the container builds the live one.
///
/// The values you bind need not be `Sendable` (Fusion users bind plain
/// classes): the container hands each value to the thread that resolves it.
/// Bind `Sendable` types, or main-actor types resolved on the main actor,
/// whenever more than one thread resolves them.
public final class Container: @unchecked Sendable {
    /// The container this one falls back to, if any.
    ///
    /// ```swift
    /// let child = Container(parent: .main)
    /// assert(child.parent === Container.main)
    /// ```
    public let parent: Container?

    /// The name used in diagnostics and ``debugDescription``, e.g. `main` or `container #3`.
    ///
    /// ```swift
    /// let feature = Container(name: "checkout", parent: .main)
    /// print(feature.name)  // checkout
    /// ```
    public var name: String {
        givenName ?? "container #\(serialNumber)"
    }
    /// The name given to the initialiser; an unnamed container's `name` is spelled from `serialNumber` when
    /// read, so a container nobody names or describes costs no string.
    private let givenName: String?
    private let serialNumber: Int

    /// The bindings, read without a lock (see ``BindingTable``).
    @usableFromInline let bindings = BindingTable()
    /// The slots of the unnamed and identified bindings' tables, so the fast path reaches them without retaining
    /// the tables.
    @usableFromInline let unnamedSlots: UnsafeMutablePointer<Int>
    @usableFromInline let namedSlots: UnsafeMutablePointer<Int>
    /// ``parent`` without reference counting, for the read path's walk up the chain: a child keeps its parent
    /// alive, and the walk starts from a container its caller holds.
    @usableFromInline unowned(unsafe) let parentUnretained: Container?

    /// Held while a factory bound here runs, for a container made with `serializesFactories: true`.
    @usableFromInline let factoryGate: FactorySerialGate?

    /// The lifetime of a binding made here without a scope (`bind(Logger.self) { … }`): ``/DICore/Scope/transient``
    /// unless the container was made with another, such as Swinject's `.graph`.
    ///
    /// ```swift
    /// let container = Container(defaultScope: .graph)
    /// // one Session per top-level resolve, as Swinject's register
    /// container.bind(Session.self) { _ in Session() }
    /// ```
    public let defaultScope: Scope
    /// Where the decorators of ``decorateAll(fileID:line:_:)`` are published (a ``/DICore/KeptValue`` of their
    /// list, oldest first, held while one is added) once the first is added: a `bind` without them costs a single
    /// load, and a container that never decorates makes no list.
    @usableFromInline let decoratorsWord: UnsafeMutablePointer<Int>

    private static let serialNumbers = AtomicCounter()

    /// Creates an empty container, optionally named, falling back to `parent`, and giving the bindings made
    /// without a scope the lifetime `defaultScope` (transient unless you say otherwise).
    ///
    /// A child does not inherit its parent's default scope: each container states its own, as Swinject's do.
    ///
    /// ```swift
    /// let myContainer = Container()
    /// myContainer.register(value: "Hello from my container!")
    /// let child = Container(parent: myContainer)
    /// // an unscoped bind behaves as Swinject's register
    /// let swinjectLike = Container(defaultScope: .graph)
    /// ```
    public convenience init(name: String? = nil, parent: Container? = nil, defaultScope: Scope = .transient) {
        self.init(name: name, parent: parent, defaultScope: defaultScope, factoryGate: nil)
    }

    /// The designated form of every initialiser, with the factory gate already decided.
    init(name: String?, parent: Container?, defaultScope: Scope = .transient, factoryGate: FactorySerialGate?) {
        self.defaultScope = defaultScope
        self.parent = parent
        self.parentUnretained = parent
        self.unnamedSlots = bindings.unnamed.slots
        self.namedSlots = bindings.named.slots
        givenName = name
        serialNumber = name == nil ? Container.serialNumbers.increment() : 0
        self.factoryGate = factoryGate
        // `malloc`, not `allocate(capacity:)`, whose default alignment the runtime serves with `posix_memalign`.
        decoratorsWord = malloc(MemoryLayout<Int>.stride).unsafelyUnwrapped.bindMemory(to: Int.self, capacity: 1)
        decoratorsWord.initialize(to: 0)
    }

    deinit {
        KeptValue<Locked<[(Any) -> Void]>>.releaseBox(at: decoratorsWord)
        free(decoratorsWord)
    }

    /// Stores `binding` with this container's decorators, replacing any earlier binding of its key (and the
    /// instance that binding kept).
    @usableFromInline
    func store(_ binding: AnyBinding) {
        bindings.store(withContainerDecorators(binding))
    }

    /// The binding this container itself holds for `key` (no parent lookup).
    func ownBinding(for key: DependencyKey) -> AnyBinding? {
        let word = BindingTable.word(of: key)
        return ReadSection.run { bindings.binding(for: key, word: word)?.takeUnretainedValue() }
    }

    /// The binding for `key` here or in the nearest parent that has one.
    func binding(for key: DependencyKey) -> AnyBinding? {
        let word = BindingTable.word(of: key)
        return ReadSection.run { binding(for: key, word: word)?.takeUnretainedValue() }
    }

    /// This container followed by its parents, nearest first.
    var chain: [Container] {
        var result: [Container] = [self]
        while let next = result[result.count - 1].parent {
            result.append(next)
        }
        return result
    }

    /// Every key bound in this container or a parent, for "Nearest" suggestions.
    var visibleKeys: [DependencyKey] {
        chain.flatMap { container in container.bindings.keys }
    }

    /// Whether `key` is bound here or in a parent (never runs a factory).
    ///
    /// Only a `bind` counts: the values a type declares for itself (``/DICore/LiveDependency``) answer a resolve
    /// without binding it, so `isBound` stays `false` for them, before and after they are first read, and the
    /// check below still lets the app's own binding win.
    ///
    /// ```swift
    /// if !container.isBound(Logger.self) {
    ///     container.bind(Logger.self, value: ConsoleLogger())
    /// }
    /// ```
    public func isBound<Service>(_ type: Service.Type, id: (any Hashable & Sendable)? = nil) -> Bool {
        binding(for: DependencyKey(Service.self, identifier: id)).map { !$0.isDeclared } ?? false
    }
}
