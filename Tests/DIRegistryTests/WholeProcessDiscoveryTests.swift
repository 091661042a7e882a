import DIRegistry
import DITesting
import Testing

/// A registry no code in any test touches, assigns or declares: only whole-process discovery can find it.
final class NeverTouchedRegistry: Registry {
    static func createMockShared() -> NeverTouchedRegistry {
        NeverTouchedRegistry()
    }
}

@Suite("Whole-process registry discovery, as Floatation's runtime search", .isolatedDependencies)
struct WholeProcessDiscoveryTests {
    private let neverTouched = ObjectIdentifier(NeverTouchedRegistry.self)

    @Test("allRegistryClasses() lists a registry class that no code touched or declared")
    func findsAnUntouchedRegistry() {
        #expect(BaseRegistry.allRegistryClasses().contains { ObjectIdentifier($0) == neverTouched })
        #expect(BaseRegistry.🧪allRegistryClasses().contains { ObjectIdentifier($0) == neverTouched })
    }

    @Test("outside any test isolation the untouched registry is listed too")
    func findsItOutsideIsolation() async {
        let listed = await Task.detached { BaseRegistry.allRegistryClasses().map(ObjectIdentifier.init) }.value
        #expect(listed.contains(neverTouched))
    }

    @Test("registry classes of other modules in the binary are found, each once")
    func findsOtherModulesRegistries() {
        let names = BaseRegistry.allRegistryClasses().map { String(reflecting: $0) }
        #expect(names.contains("DIRegistryTests.CoreRegistry"))
        #expect(names.contains("DITestingTests.GreetingRegistry"))
        #expect(Set(names).count == names.count)
    }

    @Test("verification with no list names the untouched registry and says it checked the whole process")
    func verificationCoversTheWholeProcess() throws {
        let error = try #require(BaseRegistry.verifyDesiredImplementations())
        let listed = try #require(error.facts.first { $0.label == "Missing" }).value
        #expect(listed.contains("DIRegistryTests.NeverTouchedRegistry"))
        let checked = try #require(error.facts.first { $0.label == "Checked" }).value
        #expect(checked.hasSuffix("registries (every registry class in the process)"))
        #expect(BaseRegistry.registriesLackingDesiredImplementation().contains { ObjectIdentifier($0) == neverTouched })
    }

    @Test("assigning the untouched registry takes it off the list, in this test only")
    func assigningTakesItOff() {
        NeverTouchedRegistry.assignDesiredImplementation(to: NeverTouchedRegistry())
        #expect(
            !BaseRegistry.registriesLackingDesiredImplementation().contains { ObjectIdentifier($0) == neverTouched })
        let elsewhere = DependencyIsolation.withFreshState {
            BaseRegistry.registriesLackingDesiredImplementation().map(ObjectIdentifier.init)
        }
        #expect(elsewhere.contains(neverTouched))
    }

    @Test("RegistryVerification with no arguments fails the test, naming the untouched registry")
    func registryVerificationWithNoArguments() {
        var missing: [BaseRegistry.Type] = []
        withKnownIssue {
            missing = RegistryVerification.testRegistriesHaveDesiredImplementationsSet()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("DIRegistryTests.NeverTouchedRegistry")
                    && $0.rawValue.contains("(every registry class in the process)")
            }
        }
        #expect(missing.contains { ObjectIdentifier($0) == neverTouched })
    }

    @Test("a check that finds no registry class fails, saying how to declare them")
    func findingNoneFails() throws {
        let check = RegistryCheck.withoutDiscoveredRegistries(
            discoveryIsAvailable: true, location: SourceLocation(fileID: "App/LaunchTests.swift", line: 7))
        let error = try #require(check.error)
        #expect(check.checked.isEmpty)
        #expect(
            error.description == """
                Registry verification found no registry classes to check.

                  Searched:   0 loaded images (0 conformance records) for classes conforming to \
                DIRegistry.MockVendingRegistry
                  Location:   App/LaunchTests.swift:7
                  Code:       DI001

                Verifying every registry must check at least one; a check of nothing would pass while the app \
                vends mocks.
                To fix, link the modules that declare your registries into this binary (discovery reads the loaded \
                images), or declare them: RegistryVerification.testRegistriesHaveDesiredImplementationsSet(declared: \
                [CoreRegistry.self, …]) or BaseRegistry.declareRegistries([CoreRegistry.self, …]).
                """)
    }

    @Test("where discovery is unavailable, the no-argument check fails instead of checking only touched registries")
    func unavailableDiscoveryFails() throws {
        _ = CoreRegistry.shared
        let check = RegistryCheck.withoutDiscoveredRegistries(
            discoveryIsAvailable: false, location: SourceLocation(fileID: "App/LaunchTests.swift", line: 9))
        let error = try #require(check.error)
        #expect(error.code == .notRegistered)
        #expect(error.summary == "Registry verification cannot find every registry class on this platform.")
        #expect(
            error.description.contains(
                "To fix, pass your registries: RegistryVerification.testRegistriesHaveDesiredImplementationsSet("
                    + "declared: [CoreRegistry.self, …])"))
    }

    @Test("declaring still scopes a check to the declared and touched registries")
    func declaredChecksStayScoped() {
        let missing = BaseRegistry.registriesLackingDesiredImplementation(declared: [CoreRegistry.self])
        #expect(missing.map(ObjectIdentifier.init) == [ObjectIdentifier(CoreRegistry.self)])
    }
}

@Suite("Whole-process verification and generic registries", .isolatedDependencies)
struct GenericRegistryVerificationTests {
    @Test("a generic registry class with no specialization declared fails verification, named as unchecked")
    func undeclaredGenericRegistryIsNamed() throws {
        let error = try #require(BaseRegistry.verifyDesiredImplementations())
        let unchecked = try #require(error.facts.first { $0.label == "Unchecked" }).value
        #expect(unchecked.contains("DIRegistryTests.ElsewhereRegistry"))
        #expect(error.fix.contains("BaseRegistry.declareRegistries([DIRegistryTests.ElsewhereRegistry<…>.self])"))
    }

    @Test("declaring a specialization makes the generic registry checked like any other")
    func declaredSpecializationIsChecked() throws {
        BaseRegistry.declareRegistries([ElsewhereRegistry<String>.self])
        let error = try #require(BaseRegistry.verifyDesiredImplementations())
        let unchecked = error.facts.first { $0.label == "Unchecked" }?.value ?? ""
        #expect(!unchecked.contains("ElsewhereRegistry"))
        let missing = try #require(error.facts.first { $0.label == "Missing" }).value
        #expect(missing.contains("DIRegistryTests.ElsewhereRegistry<Swift.String>"))
    }
}
