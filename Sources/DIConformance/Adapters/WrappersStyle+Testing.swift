import DIWrappers

/// Code under test that is `Sendable`, so it resolves in its initialiser, as `@Inject`'s documentation advises.
final class GreetingModel: Sendable {
    let greeter = dependency((any Greeter).self)
}

/// A screen that needs a store nobody binds.
struct ReportScreen {
    let store: any UnwiredStore
}

/// A job that needs a clock nobody binds.
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
            main.bind(ReportScreen.self) { container in
                ReportScreen(store: try container.resolveThrowing((any UnwiredStore).self))
            }
            main.bind(ReminderJob.self) { container in
                ReminderJob(clock: try container.resolveThrowing((any UnwiredClock).self))
            }
            return main.verify().description
        }
    }
}
