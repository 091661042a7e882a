/// Returns `value` with its resolver switched to `context`, e.g. a mock.
///
/// Everything the value resolves from then on sees `context`, including
/// context-aware values it extends (`resolve[\.api]`) and creates lazily
/// (`lazy var child = resolve[Child()]`).
///
/// ```swift
/// let controller = withContext(Controller(), MockContext())
/// #expect(controller.now == .distantPast)
/// ```
@inlinable
public func withContext<Value: HasInstanceContext>(_ value: Value, _ context: Value.Context) -> Value {
    var value = value
    value.resolve.apply(context)
    return value
}

/// Switches the static context of `type` for the whole process (or, inside
/// `DependencyIsolation.withFreshState`, for that test only).
///
/// Prefer the scoped `withContext(_:_:operation:)` in tests; this form exists for
/// Corridor code and app start-up.
///
/// ```swift
/// withContext(Formatter.self, MockContext())
/// #expect(Formatter.now == .distantPast)
/// ```
@discardableResult
public func withContext<Source: HasStaticContext>(_ type: Source.Type, _ context: Source.Context) -> Source.Type {
    type.resolve = Resolver(context: context)
    return type
}

/// Runs `operation` with the static context of `type` switched to `context`, for this task tree only.
///
/// Built on `DependencyOverrides`: a test running in parallel, or any task not
/// started inside `operation`, keeps seeing its own context, and the switch
/// ends when `operation` returns or throws.
///
/// ```swift
/// let stamp = withContext(Formatter.self, MockContext()) {
///     Formatter.now
/// }
/// #expect(stamp == .distantPast)
/// ```
@discardableResult
public func withContext<Source: HasStaticContextStorage, Result>(
    _ type: Source.Type,
    _ context: Source.Context,
    operation: () throws -> Result
) rethrows -> Result where Source.Context: Sendable {
    try DependencyOverrides.with {
        $0.setContext(type, context)
    } operation: {
        try operation()
    }
}

/// The `async` form of the scoped static switch.
///
/// ```swift
/// await withContext(Formatter.self, MockContext()) {
///     await screen.refresh()  // child tasks see MockContext too
/// }
/// ```
@discardableResult
public func withContext<Source: HasStaticContextStorage, Result>(
    _ type: Source.Type,
    _ context: Source.Context,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result where Source.Context: Sendable {
    try await DependencyOverrides.with({ $0.setContext(type, context) }, isolation: isolation, operation: operation)
}
