/// The base of every context-aware type: names the context it reads dependencies from.
///
/// You rarely conform to `HasContext` directly. Conform to ``HasInstanceContext``
/// or ``HasStaticContext`` and let one protocol extension in your module pick the
/// context for every type at once, exactly as in Corridor:
///
/// ```swift
/// extension HasContext {
///     typealias Context = AppContext
///
///     static var `default`: Resolver<Self, AppContext> {
///         Resolver(context: DefaultContext())
///     }
/// }
/// ```
///
/// A type that reads from another context declares its own `typealias Context`,
/// which wins over the module-wide one (see <doc:MultipleContexts>).
public protocol HasContext {
    /// The protocol (or concrete type) the dependencies are read from, e.g. `AppContext`.
    ///
    /// ```swift
    /// struct Ticker: HasInstanceContext {
    ///     // overrides a module-wide `typealias Context`
    ///     typealias Context = ClockContext
    ///     var resolve = `default`
    /// }
    /// ```
    associatedtype Context
    /// The type that resolves; `Self` unless a conformer says otherwise.
    ///
    /// Use it to make an accessor visible to one type only:
    ///
    /// ```swift
    /// extension HasInstanceContext where Source == Checkout, Context == AppContext {
    ///     var payments: Payments { resolve[\.payments] }
    /// }
    /// ```
    associatedtype Source = Self
}

/// A type whose instances carry their own ``Resolver`` in a property called `resolve`.
///
/// A missing dependency is a compile error: an accessor only exists where the
/// context protocol declares the value.
///
/// ```swift
/// final class Controller: HasInstanceContext {
///     var resolve = `default`
///
///     func title() -> String { "Now is \(now)" }
/// }
///
/// extension HasInstanceContext where Context == AppContext {
///     var now: Date { resolve[\.now] }
/// }
/// ```
///
/// Test it by switching the context of one instance:
///
/// ```swift
/// let controller = withContext(Controller(), MockContext())
/// #expect(controller.now == .distantPast)
/// ```
///
/// Classes must be `final`: the requirement mentions `Self`, which Swift only
/// lets a final class satisfy.
public protocol HasInstanceContext: HasContext {
    /// The resolver every accessor of this instance reads from.
    ///
    /// ```swift
    /// var resolve = `default`
    /// ```
    var resolve: Resolver<Self, Context> { get set }
}

/// A type that reads dependencies from one resolver shared by the type, not by its instances.
///
/// In Swift 6 a `static var` needs synchronisation, so declare the resolver with
/// ``HasStaticContextStorage`` and a ``StaticContextStorage``; the storage provides
/// `resolve` for you and makes switching thread-safe:
///
/// ```swift
/// enum Formatter: HasStaticContextStorage {
///     static let contextStorage = StaticContextStorage(`default`)
/// }
///
/// extension HasStaticContext where Context == AppContext {
///     static var now: Date { resolve[\.now] }
/// }
/// ```
///
/// Test it with a scoped switch that no parallel test can see:
///
/// ```swift
/// withContext(Formatter.self, MockContext()) {
///     #expect(Formatter.now == .distantPast)
/// }
/// ```
public protocol HasStaticContext: HasContext {
    /// The resolver the type's static accessors read from.
    ///
    /// ```swift
    /// static var resolve: Resolver<Self, AppContext> {
    ///     get { contextStorage.resolver }
    ///     set { contextStorage.resolver = newValue }
    /// }
    /// ```
    static var resolve: Resolver<Self, Context> { get set }
}
