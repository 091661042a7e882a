import DIEffects

/// An app's world that declares a value per `DependencyContext`.
struct ContextualGreetingWorld: AmbientWorld {
    var greeter: @Sendable () -> any Greeter

    static let live = ContextualGreetingWorld(greeter: { LiveGreeter() })
    static let test = ContextualGreetingWorld(greeter: { FixedGreeter("test") })
    static let preview = ContextualGreetingWorld(greeter: { FixedGreeter("preview") })
}

/// An app's world that declares a world for a launch argument beside its live and test worlds.
struct LaunchGreetingWorld: AmbientWorld {
    var greeter: @Sendable () -> any Greeter

    static let live = LaunchGreetingWorld(greeter: { LiveGreeter() })
    static let test = LaunchGreetingWorld(greeter: { FixedGreeter("test") })
    static let launch: [LaunchValue<LaunchGreetingWorld>] = [
        .on(.argument(Scenarios.launchArgument), LaunchGreetingWorld(greeter: { FixedGreeter("launch") }))
    ]
}

extension WorldStyle {
    /// `World.current` read in a test that set no world: an unimplemented effect.
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        .available { Reading.collectingReports { "now() returned \(World.current.now())" } }
    }

    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { ContextualGreetingWorld.current.greeter().greeting } }
    }

    var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { LaunchGreetingWorld.current.greeter().greeting } }
    }
}

extension WorldStyle {
    /// A preview scopes a world of its own, as a test does.
    var previewIsolation: Support<TestIsolation> {
        guard case .available(let perTest) = testIsolation else { return testIsolation }
        return .available(.previewRegion(building: perTest))
    }

    var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        .available { Reading.collectingReports { NoPreviewGreetingWorld.current.greeter().greeting } }
    }
}

/// An app's world that declares a live and a test world, and no preview world.
struct NoPreviewGreetingWorld: AmbientWorld {
    var greeter: @Sendable () -> any Greeter

    static let live = NoPreviewGreetingWorld(greeter: { LiveGreeter() })
    static let test = NoPreviewGreetingWorld(greeter: { FixedGreeter("test") })
}

extension WorldStyle {
    /// A world of your own is overridden under its type's key, as its `with` does.
    var scenarioGreeting: Support<@Sendable (String, inout DependencyOverrides) -> Void> {
        .available { text, overrides in
            var world = GreetingWorld.makeLive()
            world.greeter = { FixedGreeter(text) }
            overrides.set(DependencyKey(GreetingWorld.self), value: world)
        }
    }
}
