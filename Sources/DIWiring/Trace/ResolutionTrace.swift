/// Prints every resolution a piece of code makes, indented under the build that asked for it.
///
/// Each line names the node (`<container>: <key>`, `override: <key>`, `registry: <class>`,
/// `static context: <type>`, `world: World.<field>`), its lifetime, where the value came from
/// (binding, parent, override, test value, …), whether an existing value was handed out, and
/// how long the resolution took, including what it built:
///
/// ```text
/// checkout: MyApp.CheckoutModel (transient, binding, 41.2 µs)
///   app: MyApp.Logger (singleton, parent, kept, 0.9 µs)
///   override: any MyApp.PaymentGateway (override, 2.1 µs)
///   registry: MyApp.CoreRegistry (mock, 0.6 µs)
/// ```
///
/// The trace is task-local: only `operation`'s task tree is traced, a test running beside it is not, and
/// it ends when `operation` returns. It is off by default and costs nothing while off: the check sits in
/// the paths that already look for an override. Resolutions that run on another thread (a
/// `DispatchQueue`) or in a task that does not inherit task-locals (`Task.detached`) are not traced.
///
/// ```swift
/// @Test func checkoutUsesTheTestGateway() {
///     ResolutionTrace.printing {
///         _ = checkout.resolveAssert(CheckoutModel.self)
///     }
/// }
/// ```
public enum ResolutionTrace {
    /// Runs `operation`, printing each resolution it makes; `output` receives one line at a time.
    ///
    /// Lines are printed when their outermost resolution ends (or at once when one fails), so
    /// resolutions on two threads never mix their lines.
    ///
    /// ```swift
    /// let toStandardError: @Sendable (String) -> Void = {
    ///     FileHandle.standardError.write(Data("\($0)\n".utf8))
    /// }
    /// ResolutionTrace.printing(to: toStandardError) {
    ///     _ = container.resolve(Logger.self)
    /// }
    /// ```
    @discardableResult
    public static func printing<Result>(
        to output: @escaping @Sendable (String) -> Void = { Swift.print($0) },
        operation: () throws -> Result
    ) rethrows -> Result {
        try TaskRegion.with(observer: WiringRecorder(output: output), operation: operation)
    }

    /// The `async` form of ``printing(to:operation:)-(_,()->Result)``.
    ///
    /// ```swift
    /// await ResolutionTrace.printing {
    ///     await model.load()
    /// }
    /// ```
    @discardableResult
    public static func printing<Result>(
        to output: @escaping @Sendable (String) -> Void = { Swift.print($0) },
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await TaskRegion.with(observer: WiringRecorder(output: output), isolation: isolation, operation: operation)
    }
}
