/// A logger type whose name deliberately clashes with `Logger` in HardeningFixturesA.
///
/// Two modules that both declare `Logger` must get two separate bindings.
///
/// ```swift
/// container.bind(HardeningFixturesB.Logger.self, value: HardeningFixturesB.Logger())
/// ```
public struct Logger: Sendable, Equatable {
    /// The module that declared this type, to tell the two apart after resolving.
    ///
    /// ```swift
    /// #expect(HardeningFixturesB.Logger().module == "B")
    /// ```
    public let module = "B"

    /// Creates a logger.
    ///
    /// ```swift
    /// let logger = HardeningFixturesB.Logger()
    /// ```
    public init() {}
}
