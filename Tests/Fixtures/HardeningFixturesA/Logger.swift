/// A logger type whose name deliberately clashes with `Logger` in HardeningFixturesB.
///
/// Two modules that both declare `Logger` must get two separate bindings.
///
/// ```swift
/// container.bind(HardeningFixturesA.Logger.self, value: HardeningFixturesA.Logger())
/// ```
public struct Logger: Sendable, Equatable {
    /// The module that declared this type, to tell the two apart after resolving.
    ///
    /// ```swift
    /// #expect(HardeningFixturesA.Logger().module == "A")
    /// ```
    public let module = "A"

    /// Creates a logger.
    ///
    /// ```swift
    /// let logger = HardeningFixturesA.Logger()
    /// ```
    public init() {}
}
