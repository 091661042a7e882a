import DICore
import DIWrappers
import Testing

/// One public `DIError` factory, called from this file with no location, and the line the call starts on.
struct FactoryCall: Sendable, CustomTestStringConvertible {
    let line: UInt
    let error: DIError

    init(line: UInt, _ error: DIError) {
        self.line = line
        self.error = error
    }

    var testDescription: String { error.code.rawValue }

    /// Every public factory, each call starting on the line of its `#line`, with the location left to its default.
    static let all: [FactoryCall] = {
        let key = DependencyKey(Billing.Logger.self)
        return [
            FactoryCall(line: #line, .notRegistered(key, operation: "resolve")),
            FactoryCall(line: #line, .circularDependency(cycle: [key, key])),
            FactoryCall(line: #line, .typeMismatch(key, expected: Billing.Logger.self, actual: Int.self)),
            FactoryCall(line: #line, .registryAssignedTwice(Billing.Logger.self)),
            FactoryCall(line: #line, .mockVendedInLiveContext(Billing.Logger.self)),
            FactoryCall(line: #line, .invalidIdentifier(key, reason: "empty")),
            FactoryCall(line: #line, .factoryFailed(key, underlying: CancellationError())),
            FactoryCall(line: #line, .unimplemented("WeatherClient.forecast")),
            FactoryCall(line: #line, .launchEnvironmentTrustedTooLate(detected: .live, requested: .test)),
            FactoryCall(line: #line, .invalidScope(key, scope: .weak, reason: "not a class")),
            FactoryCall(line: #line, .noTestValue(key, dependency: "the logger", style: "DIWrappers", fix: "add one.")),
            FactoryCall(line: #line, .unknownScenario("x", catalog: "AppScenarios", known: [])),
            FactoryCall(line: #line, .mainQueueStalled(waited: .seconds(60), wokenTasks: 1)),
            FactoryCall(
                line: #line + 1,
                .noPreviewValue(
                    key, dependency: "the logger", style: "DIWrappers", handedOut: "live value", fix: "add one.")),
            FactoryCall(line: #line, .buildWaitTimedOut(key, waited: .seconds(10), ownerPath: [key])),
            FactoryCall(line: #line, .resolutionTooDeep(entering: key, path: [key], limit: 1_000)),
            FactoryCall(line: #line, .asyncBindingResolvedSynchronously(key, reason: "is async", fix: "await.")),
            FactoryCall(
                line: #line, .migrationDifference(key, summary: "D.", library: "L", there: "a", here: "b", fix: "c.")),
            FactoryCall(line: #line, .runtimeLoadedTwice(image: "/app/MyApp", otherImages: ["/app/Tests.so"])),
        ]
    }()
}

@Suite("A report points at the user's line")
struct ReportLocationTests {
    @Test("every public DIError factory captures its caller's file and line when no location is given")
    func factoriesCaptureTheCaller() {
        #expect(Set(FactoryCall.all.map(\.error.code)) == Set(DIError.Code.allCases))
        for call in FactoryCall.all {
            #expect(call.error.location.fileID == "DICoreTests/ReportLocationTests.swift", "\(call.error.code)")
            #expect(call.error.location.line == call.line, "\(call.error.code)")
        }
    }

    @Test("an explicit location still wins over the caller's line")
    func explicitLocationWins() {
        let site = SourceLocation(fileID: "MyApp/FeedModel.swift", line: 42)
        #expect(DIError.unimplemented("Now", location: site).location == site)
        #expect(
            DIError.factoryFailed(DependencyKey(Int.self), underlying: CancellationError(), location: site).location
                == site)
    }

    @Test("a hand-written unimplemented value reported as the article recommends names the line that reported it")
    func handWrittenUnimplementedReport() {
        let (_, reports) = DiagnosticReporter.collectReports {
            DiagnosticReporter.report(.unimplemented("WeatherClient.forecast"))
        }
        let line: UInt = #line - 2
        #expect(
            reports.map(\.location) == [SourceLocation(fileID: "DICoreTests/ReportLocationTests.swift", line: line)])
        #expect(reports.first?.summary == "Unimplemented: WeatherClient.forecast")
    }
}
