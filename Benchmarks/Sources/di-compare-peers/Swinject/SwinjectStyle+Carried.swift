import DIConformance
import Swinject

extension SwinjectStyle {
    /// A parent keeps the resolver it was built from and resolves its child and its callback's service from it, as
    /// Swinject's documentation passes a resolver on; a test's registration is on the container, not carried.
    var carriedParent: Support<@Sendable () throws -> CarriedParent> {
        .available {
            let app = try SwinjectApp.inUse()
            let greeting: @Sendable () throws -> String = { try app.resolve(GreetingModel.self).greeter.greeting }
            return CarriedParent(childGreeting: greeting, storedCallback: greeting)
        }
    }

    /// An app registers its services at launch; registering a service again replaces it.
    var launchPreparation: Support<@Sendable (_ first: String, _ second: String) throws -> LaunchPreparation> {
        .available { first, second in
            let app = try SwinjectApp.inUse()
            app.container.register(String.self, name: "launch") { _ in first }
            let afterFirst = try app.resolve(String.self, name: "launch")
            app.container.register(String.self, name: "launch") { _ in second }
            return LaunchPreparation(
                afterFirst: afterFirst, afterSecond: try app.resolve(String.self, name: "launch"), reports: [])
        }
    }
}
