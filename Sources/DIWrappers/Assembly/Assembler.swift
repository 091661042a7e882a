/// Assembles ``Assembly`` values in order into a container: Swinject's `Assembler`.
///
/// Each batch given at once (to an initialiser or ``apply(assemblies:)``) is assembled in order, then each of its
/// assemblies' ``Assembly/loaded(resolver:)`` runs, in the same order. Every binding an assembly makes remembers
/// it, so a key two assemblies bind is reported by ``Container/verify(consumers:fileID:line:)-708cc`` with both
/// assemblies and both lines (the later binding is the one that answers, as in Swinject).
///
/// ```swift
/// let assembler = Assembler([NetworkAssembly(), CheckoutAssembly()])
/// let checkout = assembler.container.resolveAssert(Checkout.self)
///
/// // A feature's assembler falls back to the app's, which never sees the feature's
/// // bindings:
/// let feature = Assembler([SettingsAssembly()], parent: assembler)
/// ```
///
/// Unlike Swinject's, a container's bindings are transient unless they say otherwise: give
/// `defaultScope: .graph` to keep Swinject's default lifetime for every unscoped `bind` of the assemblies.
public final class Assembler: Sendable {
    /// The container the assemblies bind into; resolve from it (Swinject's `assembler.resolver`).
    ///
    /// ```swift
    /// let checkout = assembler.container.resolveAssert(Checkout.self)
    /// ```
    public let container: Container

    /// Assembles `assemblies`, in order, into `container` (a new one unless you pass one, such as ``Container/main``).
    ///
    /// ```swift
    /// let assembler = Assembler(
    ///     [NetworkAssembly(), CheckoutAssembly()], container: .main)
    /// ```
    public init(_ assemblies: [any Assembly], container: Container = Container()) {
        self.container = container
        apply(assemblies: assemblies)
    }

    /// Assembles `assemblies` into a new container that falls back to `parent`'s, with `defaultScope` for the
    /// bindings they make without a scope.
    ///
    /// ```swift
    /// let app = Assembler([NetworkAssembly()])
    /// let feature = Assembler([SettingsAssembly()], parent: app, defaultScope: .graph)
    /// ```
    public init(_ assemblies: [any Assembly], parent: Assembler?, defaultScope: Scope = .transient) {
        self.container = Container(parent: parent?.container, defaultScope: defaultScope)
        apply(assemblies: assemblies)
    }

    /// Assembles one more assembly into ``container``, then runs its ``Assembly/loaded(resolver:)``.
    ///
    /// ```swift
    /// assembler.apply(assembly: DebugMenuAssembly())
    /// ```
    public func apply(assembly: any Assembly) {
        apply(assemblies: [assembly])
    }

    /// Assembles `assemblies` in order into ``container``, then runs each one's ``Assembly/loaded(resolver:)``.
    ///
    /// ```swift
    /// assembler.apply(assemblies: [ProfileAssembly(), SettingsAssembly()])
    /// ```
    public func apply(assemblies: [any Assembly]) {
        for assembly in assemblies {
            AssemblyInProgress.run(assembly) { assembly.assemble(container: container) }
        }
        for assembly in assemblies {
            assembly.loaded(resolver: container)
        }
    }
}
