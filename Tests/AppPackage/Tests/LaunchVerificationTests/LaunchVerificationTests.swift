import DITesting
import DIWrappers
import LaunchApp
import Testing

/// `verify()` from an app team's package: MainActor by default, a view model read only through `@Inject`,
/// a `@MainActor` binding and an `async` one.
@Suite("The launch wiring, verified as the Getting started page shows", .isolatedDependencies)
struct LaunchVerificationTests {
    @Test("the complete launch wiring verifies, async and @MainActor bindings built")
    func completeWiringIsValid() async {
        AppDependencies.register()
        let report = await Container.main.verify(consumers: { GreetingViewModel() })
        #expect(report.isValid, "\(report)")
        #expect(report.consumers == ["LaunchApp.GreetingViewModel"])
    }

    @Test("a service read only by the view model's @Inject and never bound is DI001 at the @Inject's line")
    func forgottenServiceIsFound() async {
        AppDependencies.register(forgettingGreeting: true)
        let report = await Container.main.verify(consumers: { GreetingViewModel() })
        #expect(report.problems.map(\.code) == [.notRegistered], "\(report)")
        #expect(report.problems.first?.location.fileID == "LaunchApp/LaunchApp.swift")
        #expect(report.problems.first?.location.line == GreetingViewModel.serviceLine)
        #expect(report.wiring.problems.map(\.kind) == [.missing])
    }

    @Test("a synchronous verify() cannot await the async binding, and says so instead of passing")
    func synchronousVerifyNamesTheAsyncBinding() {
        AppDependencies.register()
        let report = Container.main.verify(consumers: { GreetingViewModel() })
        #expect(!report.isValid)
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notChecked.map(\.key) == [DependencyKey(History.self)])
    }
}
