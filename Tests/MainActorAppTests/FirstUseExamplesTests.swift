import DITesting
import DIWrappers
import Testing

// The first use of README.md and of the documentation's landing page (Docs/DIToolkit.docc/DIToolkit.md), verbatim, in a
// target whose default isolation is the main actor, as an app's; the block is found here as a whole by
// Tests/DICoreTests/DocumentationBlocksTests.swift.

protocol GreetingService: Sendable {
    func greeting(for name: String) async throws -> String
}

struct RemoteGreetingService: GreetingService {
    func greeting(for name: String) async throws -> String { "Hello, \(name)!" }
}

struct FixedGreeting: GreetingService {
    let text: String

    init(_ text: String) { self.text = text }

    func greeting(for name: String) async throws -> String { text }
}

enum AppDependencies {
    static func register() {  // once, at launch
        Container.bind(
            .singleton, to: (any GreetingService).self,
            live: { _ in RemoteGreetingService() },
            test: { _ in FixedGreeting("Hello, test") })
    }
}

final class GreetingViewModel {
    // Resolved the first time it is read.
    @Inject var service: any GreetingService
}

let hi = FixedGreeting("Hi!")

@Test(
    .dependencies {
        $0.bind((any GreetingService).self, value: hi)
    })
func greetsWithTheTestsOwnService() async throws {
    let model = GreetingViewModel()
    let greeting = try await model.service.greeting(for: "Bo")
    #expect(greeting == "Hi!")
}

@Suite("The first use on the README and the landing page")
struct FirstUseExamplesTests {
    @Test("the launch wiring hands a test the binding's test value", .isolatedDependencies)
    func launchWiringHandsOutTheTestValue() async throws {
        AppDependencies.register()
        #expect(try await GreetingViewModel().service.greeting(for: "Blob") == "Hello, test")
    }
}
