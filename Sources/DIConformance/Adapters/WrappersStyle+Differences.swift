import DIWrappers

extension WrappersStyle {
    /// A binding with only its live value, as an app binds it at launch, resolved in a test.
    var testDefault: Support<@Sendable () throws -> Reading<String>> {
        .available {
            try Reading.collectingReports {
                Container.main.bind((any Greeter).self, id: "app default", live: { _ in LiveGreeter() })
                return try Container.main.resolveThrowing((any Greeter).self, id: "app default").greeting
            }
        }
    }

    /// `bind(.singleton, …)` whose factory resolves the greeter.
    var greetingSingleton: Support<@Sendable () throws -> String> {
        Container.main.bind(.singleton, to: CapturedGreeting.self) { container in
            CapturedGreeting(try container.resolveThrowing((any Greeter).self).greeting)
        }
        return .available { try Container.main.resolveThrowing(CapturedGreeting.self).greeting }
    }
}
