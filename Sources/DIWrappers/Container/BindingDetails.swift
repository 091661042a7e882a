/// What few bindings have: the directory of the isolated test a binding was made in, its container's factory gate, a
/// scope other than the common ones, and the wiring report's record of what it replaced. Kept out of ``AnyBinding``
/// itself and made only when one of them is set, so the common binding is smaller and has fewer references to take
/// and drop when it is made and freed.
///
/// The record's fields are written once, under the container's table lock, before the binding is published, and
/// only read afterwards; each binding has its own details, never another's.
@usableFromInline
final class BindingDetails: @unchecked Sendable {
    /// The directory of the isolated test the binding was made in (`nil`: the process's), for a fresh copy.
    let directory: ScopeDirectory?
    /// The gate of a container made with `serializesFactories: true`, held while the instance is built.
    let serialGate: FactorySerialGate?
    /// The binding's scope when it is a custom or time-to-live one (`nil`: see ``AnyBinding/scope``).
    let scope: Scope?
    /// See ``AnyBinding/replacedLocation``.
    var replacedLocation: SourceLocation?
    /// See ``AnyBinding/assembly``.
    var assembly: String?
    /// See ``AnyBinding/replacedAssembly``.
    var replacedAssembly: String?
    /// See ``AnyBinding/isDeclared``.
    var isDeclared = false

    @usableFromInline
    init(directory: ScopeDirectory?, serialGate: FactorySerialGate?, scope: Scope?) {
        self.directory = directory
        self.serialGate = serialGate
        self.scope = scope
    }
}
