/// A binding declared with a live value and no test value (`bind(_:to:live:)`), made in a test process, whose
/// scope keeps instances: every test that reads its kept instance in the test context gets `DI010`, not only
/// the test whose read built it.
///
/// It is a binding of its own kind, chosen at bind time, so the read of an ordinary kept singleton does no
/// work for it, and an app (whose process is live) never makes one.
@usableFromInline
final class LiveOnlyBinding<Value>: Binding<Value>, @unchecked Sendable {
    /// The `DI010` each test that reads the kept instance gets once.
    let noTestValueReport: DIError

    @usableFromInline
    init(
        key: DependencyKey,
        scope: Scope,
        location: SourceLocation,
        directory: ScopeDirectory?,
        serialGate: FactorySerialGate?,
        noTestValueReport: DIError,
        cache: InstanceCache<Value>? = nil,
        decoration: Decoration<Value>? = nil,
        factory: @escaping (Container) throws -> Value
    ) {
        self.noTestValueReport = noTestValueReport
        super.init(
            key: key, scope: scope, location: location, directory: directory, serialGate: serialGate,
            cache: cache
                ?? InstanceCache(
                    key: key, scope: scope, directory: directory ?? .shared, noTestValueReport: noTestValueReport),
            decoration: decoration, factory: factory)
    }

    /// The `DI010` to report on each read of a kept instance, or `nil` where none is needed: a scope that
    /// keeps nothing (its factory reports on every build), or a process that is not a test run.
    static func report(_ key: DependencyKey, scope: Scope, location: SourceLocation, declared: Bool = false)
        -> DIError?
    {
        guard scope.kind == .cached || scope.kind == .weak || scope.kind == .expiring,
            DependencyContext.detected == .test || DependencyContext.current == .test
        else { return nil }
        return Container.noTestValue(key, location: location, declared: declared)
    }

    override func freshCopy() -> AnyBinding {
        LiveOnlyBinding(
            key: key, scope: scope, location: location, directory: directory, serialGate: serialGate,
            noTestValueReport: noTestValueReport, decoration: decoration, factory: factory)
    }

    override func decorated(by step: @escaping (Value, Bool) -> Void) -> Binding<Value> {
        LiveOnlyBinding(
            key: key, scope: scope, location: location, directory: directory, serialGate: serialGate,
            noTestValueReport: noTestValueReport, cache: cache, decoration: .appending(step, to: decoration),
            factory: decoration == nil ? NewInstanceMark.marking(factory) : factory)
    }
}
