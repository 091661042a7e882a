import DICore
import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Testing

/// A logger bound with a live value only, as a singleton that every test of the suite below reaches.
final class LiveOnlyLogger: Sendable {}

/// A registry no test assigns, so `shared` is its mock; read in the live context it reports DI005.
final class UnassignedRegistry: Registry, @unchecked Sendable {
    static func createMockShared() -> UnassignedRegistry {
        UnassignedRegistry()
    }
}

/// An ambient world that declares only its live value.
struct LiveOnlyGreetingWorld: AmbientWorld {
    var greeting: @Sendable () -> String

    static let live = LiveOnlyGreetingWorld(greeting: { "live" })
}

/// A static Reader context declared with its live context only.
enum LiveOnlyBanner: HasStaticContextStorage {
    typealias Context = any GreetingContext
    static let contextStorage = StaticContextStorage<LiveOnlyBanner, any GreetingContext>(
        live: FixedGreetingContext("live"))

    static var text: String { resolve[\.greeter].greeting }
}

/// What the two tests below share: one container whose live-only singleton the first test builds.
enum SharedLiveOnlyWiring {
    static let container: Container = {
        let container = Container(name: "shared")
        container.bind(.singleton, to: LiveOnlyLogger.self, live: { _ in LiveOnlyLogger() })
        container.bind(.weak, to: LiveOnlyLogger.self, id: "weak", live: { _ in LiveOnlyLogger() })
        return container
    }()
    /// Holds the weak binding's instance, so the second test is handed the one the first test built.
    static let heldWeakInstance = Locked<LiveOnlyLogger?>(nil)
    static let firstTestIsDone = Signal()

    /// Reads each live-only dependency twice (once per test is the rule) and returns the report codes it got.
    static func readEverything() -> [String] {
        let codes = Locked<[String]>([])
        withKnownIssue("each live-only dependency reports once in each test that reaches it") {
            for _ in 0..<2 {
                _ = container.resolveAssert(LiveOnlyLogger.self)
                heldWeakInstance.withLock { $0 = container.resolveAssert(LiveOnlyLogger.self, id: "weak") }
                _ = LiveOnlyGreetingWorld.current.greeting()
                _ = LiveOnlyBanner.text
                _ = DependencyContext.withContext(.live) { UnassignedRegistry.shared }
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            codes.withLock { $0.append(String(text.prefix(7))) }
            return text.hasPrefix("[DI010]") || text.hasPrefix("[DI005]")
        }
        return codes.current.sorted()
    }

    /// DI010 for the singleton, the weak binding, the world and the static context; DI005 for the registry.
    static let expectedCodes = ["[DI005]", "[DI010]", "[DI010]", "[DI010]", "[DI010]"]
}

/// Two tests that reach the same live-only dependencies, one after the other: both must fail with the reports.
@Suite("Once per test and dependency means every test that reaches it")
struct OncePerTestReportTests {
    @Test("the first test to reach a live-only dependency gets its report")
    func firstTest() {
        #expect(SharedLiveOnlyWiring.readEverything() == SharedLiveOnlyWiring.expectedCodes)
        SharedLiveOnlyWiring.firstTestIsDone.raise()
    }

    @Test("a later test that reaches the kept live value gets its own report too")
    func laterTest() async {
        #expect(await SharedLiveOnlyWiring.firstTestIsDone.wait())
        #expect(SharedLiveOnlyWiring.readEverything() == SharedLiveOnlyWiring.expectedCodes)
    }
}
