import DIRegistry
import DITesting
import Testing

@Suite("Registry discovery and verification", .isolatedDependencies)
struct RegistryDiscoveryTests {
    private func identities(_ types: [BaseRegistry.Type]) -> Set<ObjectIdentifier> {
        Set(types.map(ObjectIdentifier.init))
    }

    @Test("a registry enrols itself the first time it is touched")
    func touchingEnrols() {
        _ = FeatureRegistry.shared
        #expect(BaseRegistry.allRegistryClasses().contains { $0 == FeatureRegistry.self })
        #expect(BaseRegistry.🧪allRegistryClasses().contains { $0 == FeatureRegistry.self })
    }

    @Test("declaring registries enrols them and is idempotent")
    func declaringEnrols() {
        BaseRegistry.declareRegistries([DeclaredOnlyRegistry.self])
        BaseRegistry.declareRegistries([DeclaredOnlyRegistry.self])
        let enrolled = BaseRegistry.allRegistryClasses()
        #expect(enrolled.filter { $0 == DeclaredOnlyRegistry.self }.count == 1)
    }

    @Test("verification names every registry that lacks a desired implementation, at once")
    func verificationNamesEveryMissingRegistry() throws {
        CoreRegistry.assignDesiredImplementation(to: .live())
        let error = try #require(BaseRegistry.verifyDesiredImplementations(declared: allFixtureRegistries))
        let missing = BaseRegistry.registriesLackingDesiredImplementation(declared: allFixtureRegistries)

        let expected = allFixtureRegistries.map { ObjectIdentifier($0) }.filter {
            $0 != ObjectIdentifier(CoreRegistry.self)
        }
        #expect(identities(missing) == Set(expected))
        #expect(error.code == .notRegistered)
        #expect(error.summary.hasPrefix("4 of 5 registries have no desired implementation: "))
        let listed = try #require(error.facts.first { $0.label == "Missing" }).value
        for name in ["ProcessWideRegistry", "SelfReferencingRegistry", "FeatureRegistry", "DeclaredOnlyRegistry"] {
            #expect(listed.contains("DIRegistryTests.\(name)"))
        }
        #expect(!listed.contains("CoreRegistry"))
        #expect(error.description.contains("To fix, call assignDesiredImplementation(to:) for each missing registry"))
    }

    @Test("verification passes once every registry has a desired implementation")
    func verificationPassesWhenAllAssigned() {
        assignEveryFixtureRegistry()
        #expect(BaseRegistry.verifyDesiredImplementations(declared: allFixtureRegistries) == nil)
        #expect(BaseRegistry.registriesLackingDesiredImplementation(declared: allFixtureRegistries).isEmpty)
    }

    @Test("RegistryVerification records one test issue listing the missing registries")
    func registryVerificationRecordsAnIssue() {
        var missing: [BaseRegistry.Type] = []
        withKnownIssue {
            missing = RegistryVerification.testRegistriesHaveDesiredImplementationsSet(declared: allFixtureRegistries)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("5 of 5 registries have no desired implementation") }
        }
        #expect(identities(missing) == Set(allFixtureRegistries.map { ObjectIdentifier($0) }))
    }

    @Test("RegistryVerification passes silently when the setup assigned everything")
    func registryVerificationPasses() {
        assignEveryFixtureRegistry()
        let missing =
            RegistryVerification.testRegistriesHaveDesiredImplementationsSet(
                declared: allFixtureRegistries)
        #expect(missing.isEmpty)
    }
}

/// A generic registry, which discovery cannot instantiate: only touching or declaring a specialization enrols it.
final class ElsewhereRegistry<Tag>: Registry {
    static func createMockShared() -> ElsewhereRegistry {
        ElsewhereRegistry()
    }
}

@Suite("Registry discovery inside a fresh state")
struct RegistryDiscoveryIsolationTests {
    @Test(
        "a fresh state's discovery ignores registries other tests touched, so verification cannot depend on test order"
    )
    func otherTestsRegistriesAreInvisible() {
        DependencyIsolation.withFreshState {
            _ = ElsewhereRegistry<Int>.shared
        }
        DependencyIsolation.withFreshState {
            #expect(!BaseRegistry.allRegistryClasses().contains { $0 == ElsewhereRegistry<Int>.self })
            assignEveryFixtureRegistry()
            #expect(BaseRegistry.verifyDesiredImplementations(declared: allFixtureRegistries) == nil)
            _ = ElsewhereRegistry<Int>.shared
            #expect(BaseRegistry.allRegistryClasses().contains { $0 == ElsewhereRegistry<Int>.self })
            #expect(
                BaseRegistry.registriesLackingDesiredImplementation(declared: allFixtureRegistries).contains {
                    $0 == ElsewhereRegistry<Int>.self
                })
        }
    }
}
