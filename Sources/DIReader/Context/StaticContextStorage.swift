/// A thread-safe home for a type's static ``Resolver``, so Swift 6 code needs no `nonisolated(unsafe)`.
///
/// Corridor declared `static var resolve = \`default\``, which Swift 6 rejects as
/// unsynchronised global state. Declare a storage instead and conform to
/// ``HasStaticContextStorage``; it provides `resolve` for you:
///
/// ```swift
/// enum Formatter: HasStaticContextStorage {
///     static let contextStorage = StaticContextStorage(`default`)
/// }
/// ```
///
/// Reading checks, in order: a scoped switch of the current task
/// (the scoped `withContext(_:_:operation:)`), the
/// context this test switched to inside `DependencyIsolation.withFreshState`,
/// and the process-wide resolver — for a storage declared with
/// ``init(live:test:preview:launch:fileID:line:)``, until one is assigned, the context of
/// the current ``/DICore/DependencyContext``. Reading never writes anything. Writing
/// (`Formatter.resolve = …` or `withContext(Formatter.self, MockContext())`) is
/// guarded by a lock, and inside `DependencyIsolation.withFreshState` it only
/// changes that test's copy.
///
/// The storage is `Sendable` when the context is, so declare your context
/// protocol as `protocol AppContext: Sendable` to use it from a `static let`.
public final class StaticContextStorage<Source, Context> {
    /// The key the scoped switch and per-test isolation file this resolver under.
    ///
    /// ```swift
    /// #expect(
    ///     Formatter.contextStorage.key
    ///         == DependencyKey(
    ///             Formatter.self, identifier: ContextStorageIdentifier.context))
    /// ```
    @_spi(Testing) public let key: DependencyKey

    /// The process-wide resolver: the one the storage started with, or the last one assigned.
    let shared: Locked<Resolver<Source, Context>?>
    /// The contexts of ``init(live:test:preview:launch:fileID:line:)``, used until a resolver is assigned.
    let contextValues: ContextValues<Resolver<Source, Context>>?
    /// Where the contexts were declared, for the report of a test that reads a storage with no test context.
    let location: SourceLocation?

    /// A storage that starts out with `resolver`, usually the type's `default` resolver.
    ///
    /// ```swift
    /// static let contextStorage = StaticContextStorage(`default`)
    /// ```
    public init(_ resolver: Resolver<Source, Context>) {
        self.key = DependencyKey(Source.self, identifier: ContextStorageIdentifier.context)
        self.shared = Locked(resolver)
        self.contextValues = nil
        self.location = nil
    }

    /// A storage with one context per ``/DICore/DependencyContext``: `live` in the app, `test` in tests, `preview` in previews.
    ///
    /// Until a resolver is assigned, reading picks the context of the current
    /// `DependencyContext`, so a test reads `test` without switching anything. Without
    /// `test`, a test reads `live` and the storage reports `DIError.Code.noTestValue`
    /// (once per test), which fails the test; without `preview`, a preview reads `live` and reports
    /// `DIError.Code.noPreviewValue`. `launch` adds contexts
    /// for ``/DICore/LaunchCondition``s, picked in the order ``/DICore/LaunchValue`` documents.
    ///
    /// ```swift
    /// enum Receipt: HasStaticContextStorage {
    ///     typealias Context = any ClockContext
    ///     static let contextStorage = StaticContextStorage<Receipt, any ClockContext>(
    ///         live: LiveClockContext(), test: FixedClockContext(),
    ///         launch: [.on(.argument("-fixedClock"), FixedClockContext())])
    /// }
    /// ```
    public init(
        live: Context,
        test: Context? = nil,
        preview: Context? = nil,
        launch: [LaunchValue<Context>] = [],
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        self.key = DependencyKey(Source.self, identifier: ContextStorageIdentifier.context)
        self.shared = Locked(nil)
        self.contextValues = ContextValues(
            live: Resolver(context: live), test: test.map { Resolver(context: $0) },
            preview: preview.map { Resolver(context: $0) },
            launch: launch.map { .on($0.condition, Resolver(context: $0.value)) })
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// The resolver in force for the current task; setting it switches the context thread-safely.
    ///
    /// ```swift
    /// Formatter.contextStorage.resolver = Resolver(context: MockContext())
    /// ```
    public var resolver: Resolver<Source, Context> {
        get {
            if let state = TaskRegion.current {
                if let recorder = state.recorder {
                    return observedResolver(in: state, recorder: recorder)
                }
                if let entry = state.overrides[key], let scoped = scopedResolver(from: entry) {
                    return scoped
                }
                if let store = state.isolation,
                    let isolated = store.existingValue(for: key, as: Resolver<Source, Context>.self)
                {
                    return isolated
                }
            }
            if let assigned = shared.withLock({ $0 }) {
                return assigned
            }
            return contextChoice().value
        }
        set {
            if let store = IsolatedStore.current {
                store.set(newValue, for: key)
            } else {
                shared.withLock { $0 = newValue }
            }
        }
    }

    /// The declared context the current task reads, for a storage declared per context.
    func contextChoice() -> ContextChoice<Resolver<Source, Context>> {
        guard let values = contextValues else {
            preconditionFailure("a StaticContextStorage has either a resolver or context values")
        }
        let choice = values.choice()
        if choice.lacksPreviewValue {
            DiagnosticReporter.reportOncePerTest(
                .noPreviewValue(
                    key, dependency: "the static context of \(String(reflecting: Source.self))", style: "DIReader",
                    handedOut: choice.handedOut,
                    fix: "declare a preview context where the storage is created: "
                        + "StaticContextStorage(live: …, test: …, preview: PreviewContext()).",
                    location: location ?? SourceLocation()))
        }
        if choice.lacksTestValue {
            DiagnosticReporter.reportOncePerTest(
                .noTestValue(
                    key, dependency: "the static context of \(String(reflecting: Source.self))", style: "DIReader",
                    fix: "declare a test context where the storage is created: "
                        + "StaticContextStorage(live: …, test: MockContext()), or switch it for the test: "
                        + "withContext(\(Source.self).self, MockContext()) { … }.",
                    location: location ?? SourceLocation()))
        }
        return choice
    }

    /// The resolver an override holds: a `Resolver`, or a bare context to wrap in one.
    ///
    /// Anything else is reported (not trapped) and the next source is used instead.
    func scopedResolver(from entry: DependencyOverrides.Entry) -> Resolver<Source, Context>? {
        let produced: Any
        do {
            produced = try entry.value()
        } catch {
            DiagnosticReporter.report(DIError.resolving(error, key: key, location: SourceLocation()))
            return nil
        }
        if let resolver = produced as? Resolver<Source, Context> {
            return resolver
        }
        if let context = produced as? Context {
            return Resolver(context: context)
        }
        let mismatch = DIError.typeMismatch(key, expected: Context.self, actual: type(of: produced))
        DiagnosticReporter.report(
            mismatch.withFix(
                "switch the context with withContext(\(Source.self).self, context) { … }, "
                    + "or override \(key) with a \(Context.self) or a Resolver<\(Source.self), \(Context.self)>."
            )
        )
        return nil
    }
}

extension StaticContextStorage: @unchecked Sendable where Context: Sendable {}

/// A ``HasStaticContext`` type whose `resolve` lives in a ``StaticContextStorage``.
///
/// Conforming is all a type needs: `resolve` is provided, switching is
/// thread-safe, and the scoped `withContext(_:_:operation:)` works for it.
///
/// ```swift
/// enum Formatter: HasStaticContextStorage {
///     static let contextStorage = StaticContextStorage(`default`)
/// }
///
/// await withContext(Formatter.self, MockContext()) {
///     await runScenario()  // only this task tree sees MockContext
/// }
/// ```
public protocol HasStaticContextStorage: HasStaticContext {
    /// The storage behind `resolve`.
    ///
    /// ```swift
    /// static let contextStorage = StaticContextStorage(`default`)
    /// ```
    static var contextStorage: StaticContextStorage<Self, Context> { get }
}

extension HasStaticContextStorage {
    /// The resolver in force for the current task, kept in ``contextStorage``.
    ///
    /// ```swift
    /// static var now: Date { resolve[\.now] }
    /// ```
    public static var resolve: Resolver<Self, Context> {
        get { contextStorage.resolver }
        set { contextStorage.resolver = newValue }
    }
}

/// The identifier of a type's static context in overrides and per-test isolation: a type of DIReader's own,
/// so no identifier a user binds can name the same key.
@_spi(Testing) public enum ContextStorageIdentifier: Hashable, Sendable {
    case context
}
