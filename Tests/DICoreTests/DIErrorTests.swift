import DICore
import DIWrappers
import Testing

@Suite("DIError")
struct DIErrorTests {
    @Test("a not-registered error names the type, the search path, the nearest key and the fix")
    func notRegisteredDescription() {
        let error = DIError.notRegistered(
            DependencyKey(Billing.Logger.self), operation: "Container.resolveAssert(Logger.self)",
            searched: ["main", "AppContainer"],
            candidates: [DependencyKey(Billing.Logger.self, identifier: "slack"), DependencyKey(Int.self)],
            path: [DependencyKey(String.self)],
            location: SourceLocation(fileID: "App/FeatureView.swift", line: 42))
        let text = error.description
        #expect(text.hasPrefix("Container.resolveAssert(Logger.self) found no binding.\n"))
        #expect(text.contains("Key:        DICoreTests.Billing.Logger (no identifier)"))
        #expect(text.contains("Searched:   main -> AppContainer"))
        #expect(text.contains("Nearest:    DICoreTests.Billing.Logger, id \"slack\""))
        #expect(text.contains("Path:       Swift.String"))
        #expect(text.contains("Location:   App/FeatureView.swift:42"))
        #expect(text.contains("To fix, register DICoreTests.Billing.Logger before it is first resolved"))
        #expect(!text.contains("Swift.Int"))
    }

    @Test("nearest suggestions prefer the same type with another identifier, then similar names")
    func suggestionsRanking() {
        struct Loger {}
        let error = DIError.notRegistered(
            DependencyKey(Billing.Logger.self, identifier: "mail"), operation: "resolve",
            candidates: [DependencyKey(Loger.self), DependencyKey(Billing.Logger.self), DependencyKey(Double.self)])
        let nearest = error.facts.first { $0.label == "Nearest" }?.value
        #expect(nearest?.hasPrefix("DICoreTests.Billing.Logger;") == true)
        #expect(nearest?.contains("Loger") == true)
        #expect(nearest?.contains("Double") == false)
    }

    @Test("every error has the four parts", arguments: DIError.Code.allCases)
    func everyCodeHasFourParts(code: DIError.Code) {
        let key = DependencyKey(Billing.Logger.self)
        let error: DIError
        switch code {
        case .notRegistered: error = .notRegistered(key, operation: "resolve")
        case .circularDependency: error = .circularDependency(cycle: [key, key])
        case .typeMismatch: error = .typeMismatch(key, expected: Billing.Logger.self, actual: Int.self)
        case .registryAssignedTwice: error = .registryAssignedTwice(Billing.Logger.self)
        case .mockVendedInLiveContext: error = .mockVendedInLiveContext(Billing.Logger.self)
        case .invalidIdentifier: error = .invalidIdentifier(key, reason: "empty")
        case .factoryFailed: error = .factoryFailed(key, underlying: CancellationError())
        case .unimplemented: error = .unimplemented("Now")
        case .invalidScope: error = .invalidScope(key, scope: .weak, reason: "not a class")
        case .noTestValue:
            error = .noTestValue(key, dependency: "the binding of Logger", style: "DIWrappers", fix: "add one.")
        case .buildWaitTimedOut: error = .buildWaitTimedOut(key, waited: .seconds(10), ownerPath: [key])
        case .resolutionTooDeep: error = .resolutionTooDeep(entering: key, path: [key], limit: 1_000)
        case .asyncBindingResolvedSynchronously:
            error = .asyncBindingResolvedSynchronously(key, reason: "is bound with an async factory", fix: "await it.")
        case .migrationDifference:
            error = .migrationDifference(
                key, summary: "Different.", library: "Fusion", there: "one way", here: "another", fix: "choose one.")
        case .launchEnvironmentTrustedTooLate:
            error = .launchEnvironmentTrustedTooLate(detected: .live, requested: .test)
        case .runtimeLoadedTwice:
            error = .runtimeLoadedTwice(image: "/app/MyApp", otherImages: ["/app/MyAppTests.so"])
        case .unknownScenario:
            error = .unknownScenario("emptyInbx", catalog: "AppScenarios", known: ["emptyInbox"])
        case .noPreviewValue:
            error = .noPreviewValue(
                key, dependency: "the binding of \(key)", style: "DIWrappers", handedOut: "live value", fix: "add one.")
        case .mainQueueStalled: error = .mainQueueStalled(waited: .seconds(60), wokenTasks: 1)
        }
        let parts = error.description.components(separatedBy: "\n\n")
        #expect(error.code == code)
        #expect(parts.count == 3, "summary, facts, rule + fix")
        #expect(parts[1].contains("Location:"))
        #expect(parts[1].contains("Code:       \(code.rawValue)") || parts[1].contains("Code: "))
        #expect(parts[2].contains("\nTo fix, "))
    }

    @Test("withFix replaces only the fix")
    func withFixKeepsFacts() {
        let error = DIError.notRegistered(DependencyKey(Int.self), operation: "resolve").withFix("bind it.")
        #expect(error.fix == "bind it.")
        #expect(error.code == .notRegistered)
        #expect(error.description.hasSuffix("To fix, bind it."))
    }
}
