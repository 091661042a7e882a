import DIReader

/// Code under test that keeps the context it was handed when it was created.
struct GreetingCard: HasInstanceContext {
    typealias Context = any ConformanceContext
    var resolve = Resolver<GreetingCard, any ConformanceContext>(context: LiveConformanceContext.shared)

    var greeting: String { resolve[\.greeter].greeting }
}

extension ReaderStyle {
    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            let card = GreetingScreen.resolve[GreetingCard()]
            return { card.greeting }
        }
    }

    var testIsolation: Support<TestIsolation> {
        .available(
            TestIsolation { body in
                try await withContext(GreetingScreen.self, TestConformanceContext(greeter: LiveGreeter())) {
                    try await body()
                }
            })
    }

    var verification: Support<@Sendable () throws -> String> {
        .compileTime(
            "`resolve[\\.store]` does not compile unless the context declares `store`: the build lists every "
                + "missing dependency at once, before anything runs")
    }
}
