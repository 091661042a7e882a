/// A module's bindings as a value: Swinject's `Assembly`, assembled in order into a container by an ``Assembler``.
///
/// Each feature module states what it binds in one place, and the app (or a test) chooses which modules make
/// up its container. A key bound by two assemblies is bound by the later one; ``Container/verify(consumers:fileID:line:)-708cc``
/// reports it as a problem naming both assemblies and both lines, and the wiring report shows it as a duplicate.
///
/// ```swift
/// struct NetworkAssembly: Assembly {
///     func assemble(container: Container) {
///         container.bind(.singleton, to: HTTPClient.self) { _ in
///             URLSessionClient()
///         }
///     }
/// }
///
/// struct CheckoutAssembly: Assembly {
///     func assemble(container: Container) {
///         container.bind(Checkout.self) { container in
///             Checkout(client: container.resolveAssert(HTTPClient.self))
///         }
///     }
///
///     func loaded(resolver: Container) {
///         resolver.resolveAssert(Checkout.self).warmUp()
///     }
/// }
///
/// let assembler = Assembler([NetworkAssembly(), CheckoutAssembly()])
/// let checkout = assembler.container.resolveAssert(Checkout.self)
/// ```
public protocol Assembly {
    /// Binds this module's dependencies in `container`.
    ///
    /// ```swift
    /// func assemble(container: Container) {
    ///     container.bind(.singleton, to: HTTPClient.self) { _ in URLSessionClient() }
    /// }
    /// ```
    func assemble(container: Container)

    /// Called once every assembly applied with this one has assembled, in the same order: the place to resolve
    /// what needs bindings of later assemblies. Does nothing unless you implement it.
    ///
    /// ```swift
    /// func loaded(resolver: Container) {
    ///     resolver.resolveAssert(Analytics.self).start()
    /// }
    /// ```
    func loaded(resolver: Container)
}

extension Assembly {
    /// Does nothing: an assembly that needs no step after loading leaves it out.
    public func loaded(resolver: Container) {}
}
