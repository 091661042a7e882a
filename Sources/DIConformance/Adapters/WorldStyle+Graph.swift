import DIEffects

extension WorldStyle {
    var outerMessage: Support<@Sendable () throws -> String> {
        .available { Self.makeOuter().message }
    }

    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        .notSupported(
            "a world's dependencies are the fields of its type, declared in code: nothing is registered at "
                + "run time, and reading one is a field read however many there are")
    }

    var recoverableCycle: Support<@Sendable () throws -> String> {
        .compileTime(
            "a World's fields are built before the World exists, in the order the code writes them, "
                + "so a field cannot need itself")
    }

    // Each level takes the world it is given, or the current one, the way World code passes effects down.
    private static func makeInner(world: GreetingWorld = .current) -> Inner { Inner(greeter: world.greeter()) }
    private static func makeMiddle(world: GreetingWorld = .current) -> Middle { Middle(inner: makeInner(world: world)) }
    private static func makeOuter(world: GreetingWorld = .current) -> Outer { Outer(middle: makeMiddle(world: world)) }
}
