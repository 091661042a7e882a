import DIRegistry
import DITesting
import Testing
import UserApp
import XCTest

/// A registry the test target declares for its own fixtures; nothing touches it before verification.
final class TestFixtureRegistry: Registry {
    static func createMockShared() -> TestFixtureRegistry {
        TestFixtureRegistry()
    }
}

/// Floatation's launch test: set up the registries as the app does, then check every registry in the process.
@Suite("Every registry in the process has a desired implementation after launch", .isolatedDependencies)
struct LaunchVerificationTests {
    @Test("discovery lists the registries of the app and of the test target before any code touches them")
    func discoveryFindsUntouchedRegistries() {
        let names = Set(BaseRegistry.allRegistryClasses().map { String(reflecting: $0) })
        #expect(names == ["UserApp.AppRegistry", "UserApp.AnalyticsRegistry", "UserAppTests.TestFixtureRegistry"])
    }

    @Test("after setup, RegistryVerification with no arguments passes")
    func verifyAllAfterSetup() {
        setupRegistries()
        TestFixtureRegistry.assignDesiredImplementation(to: TestFixtureRegistry())
        #expect(RegistryVerification.testRegistriesHaveDesiredImplementationsSet().isEmpty)
    }

    @Test("the seed's own loop over 🧪allRegistryClasses() sees every registry assigned after setup")
    func seedLoopAfterSetup() {
        setupRegistries()
        TestFixtureRegistry.assignDesiredImplementation(to: TestFixtureRegistry())
        let registries = BaseRegistry.🧪allRegistryClasses()
        #expect(registries.count == 3)
        for registry in registries {
            #expect(BaseRegistry.🧪desiredImplementationExists(for: registry), "\(registry)")
        }
        #expect(BaseRegistry.🧪desiredImplementationCount == registries.count)
    }
}

/// Floatation's sample AppDelegateTests, in XCTest: a BuoyTestCase that runs the launch and verifies.
final class AppDelegateTests: BuoyTestCase {
    func test_setupRegistries_setsDesiredImplementationOnEveryRegistry() {
        setupRegistries()
        TestFixtureRegistry.assignDesiredImplementation(to: TestFixtureRegistry())
        RegistryVerification.testRegistriesHaveDesiredImplementationsSet()
    }
}
