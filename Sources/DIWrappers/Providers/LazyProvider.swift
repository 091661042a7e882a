/// A dependency resolved on first use and kept (Swinject's `Lazy<T>`).
///
/// The first ``instance`` resolves the value from the container it came from, with the overrides active where
/// that first use runs, and every later one hands out the same value; copies of a lazy provider share it. It keeps
/// the value as a ``/DICore/Scope/lazy`` binding keeps one: built once however many threads ask first, a value
/// first built inside an override kept for that override only, and dropped by `Scope.reset(.lazy)`. Named
/// `LazyProvider` so that code importing both this module and DIRegistry keeps reading DIRegistry's `Lazy`
/// unqualified. Resolved with arguments (`container.resolve(LazyProvider<Greeter>.self, argument: "Ada")`), it
/// builds the binding that takes them with those arguments, once.
///
/// ```swift
/// final class ReportScreen {
///     // built only if the user exports
///     @Inject var exporter: LazyProvider<PDFExporter>
///
///     func export() -> Data { exporter.instance.render() }
/// }
/// ```
public final class LazyProvider<Value>: @unchecked Sendable {
    private let provider: Provider<Value>
    /// The kept value, in DICore's one cache of every lifetime (one build, cycles reported with their path).
    private let kept: InstanceCache<Value>

    init(_ provider: Provider<Value>) {
        self.provider = provider
        self.kept = InstanceCache(key: provider.key, scope: .lazy)
    }

    /// The value: resolved on the first use, the same one after.
    ///
    /// ```swift
    /// let exporter = lazyExporter.instance
    /// ```
    public var instance: Value {
        callAsFunction()
    }

    /// ``instance``, as a call; stops with the full diagnostic if nothing answers it (as `resolveAssert` does).
    public func callAsFunction(fileID: String = #fileID, line: UInt = #line) -> Value {
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            return try kept.instance(location: location) {
                try provider.resolved(
                    operation: "LazyProvider<\(String(describing: Value.self))>.instance", location: location)
            }
        } catch {
            Container.trap(error, key: provider.key, location: location)
        }
    }
}
