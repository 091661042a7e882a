import DIRegistry
import DITesting
import DocumentationChecks
import Foundation
import Testing
import XCTest

// An example of every row of the contract table in MigratingFromFloatation.md, compiled and run: each
// follows the row's label. The imports stand for the import rows:
// Contract row: `import Floatation`
// Contract row: `import BuoyTest`

private let guidePath = "Sources/DIRegistry/DIRegistry.docc/MigratingFromFloatation.md"
private let contractPath = "Tests/DIRegistryTests/ArticleExamples/FloatationContractTests.swift"

/// A dependency behind a protocol that is not class-bound, as Floatation's README declares them.
private protocol RouteHandling {}
private final class DefaultRouteHandler: RouteHandling {}

@Suite("Floatation's API and behaviour, row by row of the migration guide", .isolatedDependencies)
struct FloatationContractTests {
    @Test("the contract table is complete: a status, what the user sees, and an example for every row")
    func contractHolds() throws {
        let problems = try ContractTables.problems(documentPath: guidePath, testPath: contractPath)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the registry shape and shared")
    func registryShape() {
        // Contract row: `final class CoreRegistry: Registry` with `let`s, a `required init` and `super.init()`
        let live = CoreRegistry(experimentLauncher: LiveExperimentLauncher(), userDefaults: LiveKeyValueStore())
        // Contract row: `typealias Registry = BaseRegistry & MockVendingRegistry`
        let registryType: any Registry.Type = CoreRegistry.self
        #expect(ObjectIdentifier(registryType) == ObjectIdentifier(CoreRegistry.self))
        // Contract row: `static func createMockShared() -> Self`
        #expect(CoreRegistry.createMockShared().experimentLauncher is MockExperimentLauncher)
        // Contract row: `CoreRegistry.shared`
        #expect(CoreRegistry.shared === CoreRegistry.shared)
        // Contract row: `CoreRegistry.assignDesiredImplementation(to:)`
        CoreRegistry.assignDesiredImplementation(to: live)
        #expect(CoreRegistry.shared === live)
        // Contract row: A mock handed out in a live process, without the flag
        let (_, reports) = DiagnosticReporter.collectReports {
            DependencyContext.withContext(.live) { _ = FeatureRegistry.shared }
        }
        #expect(reports.map(\.code) == [.mockVendedInLiveContext])
        // Contract row: `FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION`
        #if FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION
            #expect(BaseRegistry.shouldAssertWhenVendingMockImplementation)
        #else
            #expect(!BaseRegistry.shouldAssertWhenVendingMockImplementation)
        #endif
        // Contract row: The `FloatationRegistry` Xcode template
        #expect(DeclaredOnlyRegistry.createMockShared() !== DeclaredOnlyRegistry.shared)
    }

    @Test("the 🧪 test helpers")
    func testHelpers() {
        // Contract row: `BaseRegistry.🧪allRegistryClasses()`
        let registries = BaseRegistry.🧪allRegistryClasses()
        // Contract row: Finding registries through the Objective-C runtime
        #expect(registries.contains { $0 == NeverTouchedRegistry.self })
        CoreRegistry.assignDesiredImplementation(to: .live())
        // Contract row: `BaseRegistry.🧪desiredImplementationCount`
        #expect(BaseRegistry.🧪desiredImplementationCount == 1)
        // Contract row: `BaseRegistry.🧪desiredImplementationExists(for:)`
        #expect(BaseRegistry.🧪desiredImplementationExists(for: CoreRegistry.self))
        // Contract row: `BaseRegistry.🧪resetAllSharedInstances()`
        BaseRegistry.🧪resetAllSharedInstances()
        #expect(!BaseRegistry.🧪desiredImplementationExists(for: CoreRegistry.self))
    }

    @Test("RegistryVerification with no arguments fails for a registry nothing touched")
    func registryVerification() {
        withKnownIssue {
            // Contract row: `RegistryVerification.testRegistriesHaveDesiredImplementationsSet()`
            RegistryVerification.testRegistriesHaveDesiredImplementationsSet()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("DIRegistryTests.NeverTouchedRegistry") }
        }
    }

    @Test("the lifetimes")
    func lifetimes() {
        // Contract row: `Lazy(builder:)` and `instance`
        let lazy = Lazy(builder: { UUID() })
        #expect(lazy.instance == lazy.instance)
        // Contract row: `WeakLazy(builder:)` and `instance`
        let routeHandler = WeakLazy<any RouteHandling>(builder: { DefaultRouteHandler() })
        let held = routeHandler.instance
        #expect(routeHandler.instance as AnyObject === held as AnyObject)
    }

    @Test(
        "the launch test checks every registry class in the process",
        .isolatedDependencies)
    func launchTestChecksEveryRegistry() {
        setupRegistries()
        let missing = BaseRegistry.registriesLackingDesiredImplementation()
        // assigned by setupRegistries()
        #expect(!missing.contains { $0 == CoreRegistry.self })
        // found although nothing touched it
        #expect(missing.contains { $0 == NeverTouchedRegistry.self })
    }
}

// Contract row: `BuoyTestCase`
final class FloatationContractXCTests: BuoyTestCase {
    func testEachTestStartsFromMocks() {
        XCTAssertTrue(CoreRegistry.shared.experimentLauncher is MockExperimentLauncher)
    }
}
