import DIReader

/// The bottom of the chain: reads the greeter from the context it was handed.
struct InnerPart: HasInstanceContext {
    typealias Context = any ConformanceContext
    var resolve = Resolver<InnerPart, any ConformanceContext>(context: LiveConformanceContext.shared)

    var value: Inner { Inner(greeter: resolve[\.greeter]) }
}

/// The middle of the chain: hands its context down with `resolve[InnerPart()]`.
struct MiddlePart: HasInstanceContext {
    typealias Context = any ConformanceContext
    var resolve = Resolver<MiddlePart, any ConformanceContext>(context: LiveConformanceContext.shared)

    var value: Middle { Middle(inner: resolve[InnerPart()].value) }
}

/// The top of the chain: hands its context down with `resolve[MiddlePart()]`.
struct OuterPart: HasInstanceContext {
    typealias Context = any ConformanceContext
    var resolve = Resolver<OuterPart, any ConformanceContext>(context: LiveConformanceContext.shared)

    var value: Outer { Outer(middle: resolve[MiddlePart()].value) }
}

extension ReaderStyle {
    var outerMessage: Support<@Sendable () throws -> String> {
        .available { GreetingScreen.resolve[OuterPart()].value.message }
    }

    func manyBindings(_ count: Int) throws -> Support<@Sendable (Int) throws -> Int> {
        .notSupported(
            "a context's dependencies are the properties of its type, declared in code: nothing is registered "
                + "at run time, and reading one is a property read however many there are")
    }

    var recoverableCycle: Support<@Sendable () throws -> String> {
        .compileTime(
            "a context is a value built before use, and a stored property cannot be initialised from itself, "
                + "so dependencies cannot form a cycle")
    }
}
