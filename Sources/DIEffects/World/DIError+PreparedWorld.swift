/// The two ways a launch-time `prepareWorld` can come wrong, with the closest existing codes: a second
/// preparation is a once-only launch assignment made twice (DI004), one after the first read came too late (DI015).
extension DIError {
    /// `prepareWorld` was called a second time; the second call was ignored.
    static func worldPreparedTwice(first: SourceLocation, location: SourceLocation) -> DIError {
        DIError(
            code: .registryAssignedTwice,
            summary: "prepareWorld was called a second time; the second call was ignored.",
            key: DependencyKey(World.self),
            facts: [Fact("Prepared at", first.description)],
            rule: "The ambient World is prepared once per process (once per test inside a test's fresh state), "
                + "so all code reads the same world.",
            fix: "prepare every field in the one call at launch; to change the world for part of the code, "
                + "scope it with withWorld { … } operation: { … }.",
            location: location)
    }

    /// `prepareWorld` came after `World.current` was first read; the call was ignored.
    static func worldPreparedAfterFirstRead(location: SourceLocation) -> DIError {
        DIError(
            code: .launchEnvironmentTrustedTooLate,
            summary: "prepareWorld came after World.current was first read, so the prepared world was ignored.",
            key: DependencyKey(World.self),
            facts: [Fact("World in use", "the world of the \(DependencyContext.current.rawValue) context")],
            rule: "Code that already read World.current keeps the world it read, so a world is prepared only "
                + "before the first read.",
            fix: "call prepareWorld first thing at launch (the first line of main, or the App's init), "
                + "before any code reads World.current.",
            location: location)
    }
}
