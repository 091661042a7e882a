import DIWrappers

/// Code under test that is `Sendable`, so it resolves in its initialiser, as `@Inject`'s documentation advises.
final class GreetingModel: Sendable {
    let greeter = dependency((any Greeter).self)
}

/// A screen whose `@Inject` property reads a store nobody binds: only a verification told about it can know.
final class ReportScreen {
    @Inject var store: any UnwiredStore
}

/// A job that needs a clock nobody binds, through the container's own binding.
struct ReminderJob {
    let clock: any UnwiredClock
}

extension WrappersStyle {
    var makeConsumer: Support<@Sendable () throws -> @Sendable () throws -> String> {
        .available {
            let model = GreetingModel()
            return { model.greeter.greeting }
        }
    }

    var testIsolation: Support<TestIsolation> {
        .available(
            TestIsolation { body in
                try await DependencyIsolation.withFreshState {
                    try wireLive()
                    try await body()
                }
            })
    }

    var verification: Support<@Sendable () throws -> String> {
        .available {
            let main = Container.main
            main.bind(ReminderJob.self) { container in
                ReminderJob(clock: try container.resolveThrowing((any UnwiredClock).self))
            }
            return main.verify(consumers: { ReportScreen() }).description
        }
    }
}
