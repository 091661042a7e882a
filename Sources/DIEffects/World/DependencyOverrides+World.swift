extension DependencyOverrides {
    /// The world `World.current` hands out inside these overrides; set its fields to override effects.
    ///
    /// It starts from the world already in force (an outer scope's, or the world of the
    /// current context: in a test, the unimplemented world of a test that set none, or the world the test
    /// prepared with `prepareWorld`), so
    /// setting one field keeps the others. DITesting's `.dependencies { … }` trait hands
    /// you these overrides.
    ///
    /// ```swift
    /// @Test(.dependencies { $0.world.now = CommonDependencies.Now.constant(epoch) })
    /// func stampsTheEntry() {
    ///     #expect(World.current.now() == epoch)
    /// }
    /// ```
    public var world: World {
        get {
            if let entry = self[DependencyKey(World.self)] {
                return World.overriddenWorld(entry)
            }
            return World.contextWorld(DependencyContext.current, in: TaskRegion.current).world
        }
        set {
            set(DependencyKey(World.self), value: newValue)
        }
    }
}
