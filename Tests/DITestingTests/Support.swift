import DIReader
import DIRegistry
import Foundation

/// The service the trait tests override.
protocol Greeter: Sendable {
    var greeting: String { get }
}

struct FixedGreeter: Greeter {
    let greeting: String

    init(_ greeting: String) {
        self.greeting = greeting
    }
}

/// A flag one task raises and another waits for, with a hang limit so a flag nobody raises never hangs the run.
final class Signal: Sendable {
    /// How long a wait lasts by default: five minutes, far beyond what a raise needs on a busy machine, so only a
    /// flag that nobody raises waits this long and the answer never depends on how busy the machine is.
    static let hangLimit: Duration = .seconds(300)

    private let raised = Locked(false)

    func raise() {
        raised.withLock { $0 = true }
    }

    /// Waits until the flag is raised or `patience` passes; returns whether it was raised.
    @discardableResult
    func wait(patience: Duration = hangLimit) async -> Bool {
        let givingUp = ContinuousClock.now + patience
        while ContinuousClock.now < givingUp {
            if raised.current { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return raised.current
    }
}

/// Where the reporting tests' errors claim to come from.
let reportLocation = SourceLocation(fileID: "UserApp/FeedModel.swift", line: 42)

/// A registry whose mock and preview say which they are.
final class GreetingRegistry: Registry, @unchecked Sendable {
    let greeter: any Greeter

    required init(greeter: any Greeter) {
        self.greeter = greeter
        super.init()
    }

    static func createMockShared() -> GreetingRegistry {
        GreetingRegistry(greeter: FixedGreeter("mock"))
    }

    static func createPreviewShared() -> GreetingRegistry {
        GreetingRegistry(greeter: FixedGreeter("preview"))
    }
}

/// A Reader context that holds a greeter.
protocol GreetingContext: Sendable {
    var greeter: any Greeter { get }
}

struct FixedGreetingContext: GreetingContext {
    let greeter: any Greeter

    init(_ greeting: String) {
        greeter = FixedGreeter(greeting)
    }
}

/// Code with a static Reader context, live by default.
enum GreetingBanner: HasStaticContextStorage {
    typealias Context = any GreetingContext
    static let contextStorage = StaticContextStorage(
        Resolver<GreetingBanner, any GreetingContext>(context: FixedGreetingContext("live")))

    static var text: String { resolve[\.greeter].greeting }
}
