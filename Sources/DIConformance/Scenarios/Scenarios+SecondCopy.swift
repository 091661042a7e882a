import DICore

/// Row 48: a second copy of the library in one process (an app-hosted test bundle or a preview's dylib that links it
/// again), whose registrations and overrides the other copy never sees.
extension Scenarios {
    /// The images a process loaded when its test bundle linked DIToolkit a second time.
    static let imagesWithSecondCopy = RuntimeCopies.Images(
        own: "/Build/MyAppTests.xctest/MyAppTests", others: ["/Build/MyApp.app/MyApp"])

    /// A test's first use of the style — its override, then the greeting — in a process that carries a second copy
    /// must say so, naming both images, and still read the override.
    ///
    /// The row cannot load a second image into the process that runs it, so it makes DIToolkit's image list show one
    /// (`RuntimeCopies.simulating`); the real load is proved by `Tests/SecondCopyPackage`, which `dlopen`s a second
    /// copy. A library with no check of its own sees nothing either way.
    static func secondCopy(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.secondCopyReports.outcome { collect in
            let reading = try await RuntimeCopies.simulating(imagesWithSecondCopy) {
                try await collect { try await style.withGreeting("test") { try style.currentGreeting() } }
            }
            guard reading.value == "test" else {
                return .failed("with a second copy loaded, the test's override was not read (got \"\(reading.value)\")")
            }
            guard let report = reading.reports.first(where: { !ReportText.firstLine(of: $0).isEmpty }) else {
                return .failed("with a second copy loaded, the test's first use reported nothing")
            }
            let images = [imagesWithSecondCopy.own ?? ""] + imagesWithSecondCopy.others
            guard images.allSatisfy(report.contains) else {
                return .failed("reported without naming both images: \(ReportText.oneLine(report))")
            }
            let code = ReportText.diToolkitCode(in: report).map { "\($0)" } ?? "\"\(ReportText.firstLine(of: report))\""
            return .passes("the test's first use reported both copies (\(code)) and read its override")
        }
    }
}
