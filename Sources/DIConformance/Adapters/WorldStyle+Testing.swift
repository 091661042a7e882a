import DIEffects

/// Code under test that is handed a world, or takes the current one when it is created.
final class WorldGreetingModel: Sendable {
    private let world: GreetingWorld

    init(world: GreetingWorld = .current) {
        self.world = world
    }

    var greeting: String { world.greeter().greeting }
}

extension WorldStyle {
    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            let model = WorldGreetingModel()
            return { model.greeting }
        }
    }

    var testIsolation: Support<TestIsolation> {
        .available(
            TestIsolation { body in
                try await GreetingWorld.with {
                    $0 = GreetingWorld.makeLive()
                } operation: {
                    try await body()
                }
            })
    }

    var verification: Support<@Sendable () throws -> String> {
        .compileTime(
            "a World is a struct: building one without a field's value does not compile, so the build lists "
                + "every missing dependency at once")
    }
}
