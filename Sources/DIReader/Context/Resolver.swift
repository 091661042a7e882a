/// Reads dependencies out of a context on behalf of a context-aware `Source` type.
///
/// A resolver is a plain value holding one context. Its subscripts are the ways
/// Corridor resolves:
///
/// - **Extract** a plain value: `resolve[\.now]`.
/// - **Extend** a context-aware value the context holds: `resolve[\.api]` returns
///   the `Api` with *this* resolver's context applied, so a mock context reaches
///   it too. When the value's *type* reads a static context (`HasStaticContext`),
///   the type's static resolver is switched to this context instead.
/// - **Apply** the context to a value created on the spot, typically a `lazy var`:
///   `lazy var child = resolve[Child()]`.
///
/// ```swift
/// extension HasInstanceContext where Context == AppContext {
///     var now: Date { resolve[\.now] }
///     var api: Api { resolve[\.api] }
/// }
///
/// final class Screen: HasInstanceContext {
///     var resolve = `default`
///     lazy var badge = resolve[Badge()]
/// }
/// ```
///
/// Extracting inlines to a direct property read of the context: no locks, no
/// task-local lookups, no allocation.
public struct Resolver<Source, Context>: CustomStringConvertible {
    /// The context dependencies are read from.
    ///
    /// ```swift
    /// #expect(controller.resolve.context is MockContext)
    /// ```
    @inlinable
    public var context: Context {
        storedContext
    }

    @usableFromInline
    var storedContext: Context

    /// A resolver reading from `context`.
    ///
    /// ```swift
    /// static var `default`: Resolver<Self, AppContext> {
    ///     Resolver(context: DefaultContext())
    /// }
    /// ```
    @inlinable
    public init(context: Context) {
        self.storedContext = context
    }

    /// Swaps the context, e.g. for a mock.
    ///
    /// ```swift
    /// controller.resolve.apply(MockContext())
    /// ```
    @inlinable
    public mutating func apply(_ context: Context) {
        self.storedContext = context
    }

    /// Extracts a value from the context.
    ///
    /// ```swift
    /// var now: Date { resolve[\.now] }
    /// ```
    @inlinable
    public subscript<Value>(_ keyPath: KeyPath<Context, Value>) -> Value {
        storedContext[keyPath: keyPath]
    }

    /// Extends a context-aware value from the context: it is returned with this resolver's context applied.
    ///
    /// ```swift
    /// // Api: HasInstanceContext, sees a mock context too
    /// var api: Api { resolve[\.api] }
    /// ```
    @inlinable
    public subscript<Value: HasInstanceContext>(
        _ keyPath: KeyPath<Context, Value>
    ) -> Value where Value.Context == Context {
        var value = storedContext[keyPath: keyPath]
        value.resolve.apply(storedContext)
        return value
    }

    /// Applies this resolver's context to a value created on the spot, e.g. in a `lazy var`.
    ///
    /// ```swift
    /// lazy var child = resolve[Child()]
    /// ```
    @inlinable
    public subscript<Value: HasInstanceContext>(_ value: Value) -> Value where Value.Context == Context {
        var value = value
        value.resolve.apply(storedContext)
        return value
    }

    /// `Resolver<Controller, AppContext> with MockContext()`.
    ///
    /// ```swift
    /// print(controller.resolve)
    /// ```
    public var description: String {
        "Resolver<\(Source.self), \(Context.self)> with \(context)"
    }
}

extension Resolver: Sendable where Context: Sendable {}
