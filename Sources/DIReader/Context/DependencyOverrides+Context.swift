extension DependencyOverrides {
    /// Switches the static context of `type` to `context` for these overrides' task tree.
    ///
    /// The same switch as the scoped `withContext(_:_:operation:)`, as a member of DICore's
    /// overrides, so DITesting's `.dependencies { … }` trait can set it.
    ///
    /// ```swift
    /// @Test(.dependencies { $0.setContext(Receipt.self, FixedClockContext()) })
    /// func receiptIsDatedByTheFixedContext() {
    ///     #expect(Receipt.date == .distantPast)
    /// }
    /// ```
    public mutating func setContext<Source: HasStaticContextStorage>(
        _ type: Source.Type,
        _ context: Source.Context
    ) where Source.Context: Sendable {
        set(type.contextStorage.key, value: Resolver<Source, Source.Context>(context: context))
    }
}
