@_spi(Testing) import DICore
import DocumentationChecks
import Foundation
import Testing

/// The logger the DICore articles override with.
final class ConsoleLogger: Logger {}

/// The registry the DICore articles report about.
enum CoreRegistry {}

/// "Reporting problems": an entry point that points its errors at its caller's line.
func overriddenLogger(
    fileID: String = #fileID, line: UInt = #line
) throws -> Logger? {
    let location = SourceLocation(fileID: fileID, line: line)
    return try DependencyOverrides.current.value(
        for: DependencyKey(Logger.self), as: Logger.self, location: location)
}

/// The code examples of the DICore catalog, compiled and run.
///
/// Each test body holds one ```swift block of an article verbatim, the block marked there with
/// `<!-- compiled: Tests/DICoreTests/ArticleExamplesTests.swift -->`; `everyMarkedExampleIsCompiledHere`
/// fails when a marked block is not found here, so an example cannot change without being compiled.
@Suite("Article examples")
struct ArticleExamplesTests {
    static let articles = [
        "Sources/DICore/DICore.docc/DICore.md",
        "Sources/DICore/DICore.docc/OverridesAndTestIsolation.md",
        "Sources/DICore/DICore.docc/ReportingProblems.md",
    ]

    @Test("the module page's example overrides a key for one closure")
    func modulePageExample() throws {
        // described as MyApp.Logger, id "slack"
        let key = DependencyKey(Logger.self, identifier: "slack")

        let logger = try DependencyOverrides.with {
            $0.set(key, value: ConsoleLogger())
        } operation: {
            try DependencyOverrides.current.value(for: key, as: Logger.self)
        }
        #expect(logger is ConsoleLogger)
    }

    @Test("an override is visible in its closure and gone afterwards, as the overrides article shows")
    func overrideExample() throws {
        let logger = try DependencyOverrides.with {
            $0.set(DependencyKey(Logger.self), value: ConsoleLogger())
        } operation: {
            try DependencyOverrides.current.value(
                for: DependencyKey(Logger.self), as: Logger.self)
        }
        #expect(logger is ConsoleLogger)
        #expect(DependencyOverrides.current.isEmpty)  // gone once the closure returns
    }

    @Test("a nested scope removes one override and the outer scope gets it back, as the article shows")
    func nestedScopesExample() {
        let baseURL = DependencyKey(String.self, identifier: "baseURL")
        DependencyOverrides.with {
            $0.set(DependencyKey(Logger.self), value: ConsoleLogger())
            $0.set(baseURL, value: "http://127.0.0.1:8080")
        } operation: {
            DependencyOverrides.with {
                $0.remove(baseURL)
            } operation: {
                // still overridden
                #expect(DependencyOverrides.current[DependencyKey(Logger.self)] != nil)
                #expect(DependencyOverrides.current[baseURL] == nil)  // live again
            }
            // back for the outer scope
            #expect(DependencyOverrides.current[baseURL] != nil)
        }
    }

    @Test("an entry point of one's own hands out the override, as the reporting article shows")
    func callerLocationExample() throws {
        let logger = try DependencyOverrides.with {
            $0.set(DependencyKey(Logger.self), value: ConsoleLogger())
        } operation: {
            try overriddenLogger()
        }
        #expect(logger is ConsoleLogger)
    }

    @Test("fresh state is active inside withFreshState, as the article shows")
    func freshStateExample() {
        DependencyIsolation.withFreshState {
            #expect(DependencyIsolation.isActive)
            // Everything a style keeps globally is this closure's own here.
        }
    }

    @Test("an unstructured task keeps the override of the scope that started it, as the article shows")
    func unstructuredTaskExample() async throws {
        let user = DependencyKey(String.self, identifier: "user")
        let task = DependencyOverrides.with {
            $0.set(user, value: "Blob")
        } operation: {
            Task { try DependencyOverrides.current.value(for: user, as: String.self) }
        }
        #expect(DependencyOverrides.current[user] == nil)  // the scope is over here…
        // …but the task it started still sees the override
        #expect(try await task.value == "Blob")
    }

    @Test("a detached task leaves a test's fresh state behind, as the article shows")
    func detachedTaskExample() async {
        let detachedIsIsolated = await DependencyIsolation.withFreshState {
            await Task.detached { DependencyIsolation.isActive }.value
        }
        // a detached task left the test's fresh state behind
        #expect(!detachedIsIsolated)
    }

    @Test("a completion handler called later on another thread reads the region it carried, as the article shows")
    func carriedRegionExample() async throws {
        let user = DependencyKey(String.self, identifier: "user")
        let onCompletion = DependencyOverrides.with {
            $0.set(user, value: "Blob")
        } operation: {
            let carried = CarriedDependencies.current
            return { @Sendable in
                try DependencyOverrides.withDependencies(from: carried) {
                    try DependencyOverrides.current.value(for: user, as: String.self)
                }
            }
        }
        let name = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: try? onCompletion())
            }
        }
        // called later, on another thread, it still reads the region it was made in
        #expect(name == "Blob")
    }

    @Test("a test can scope the live context to its task, as the article shows")
    func liveContextExample() {
        DependencyContext.withContext(.live) {
            #expect(DependencyContext.current == .live)
        }
    }

    @Test("a style replaces the default fix with its own API, as the reporting article shows")
    func withFixExample() {
        let registeredKeys = [DependencyKey(Logger.self, identifier: "slack")]
        let location = SourceLocation()
        let error = DIError.notRegistered(
            DependencyKey(Logger.self),
            operation: "Container.resolveAssert(Logger.self)",
            searched: ["main"], candidates: registeredKeys, location: location
        ).withFix(
            "bind it before first use, e.g. Container.bind(Logger.self) { _ in … }"
        )
        #expect(
            error.description.hasSuffix(
                "To fix, bind it before first use, e.g. Container.bind(Logger.self) { _ in … }"))
    }

    @Test("a trap is captured and a report collected in a test, as the reporting article shows")
    func testingDiagnosticsExample() {
        let error = DiagnosticReporter.captureTrap {
            DiagnosticReporter.trap(.unimplemented("Now"))
        }
        #expect(error?.summary == "Unimplemented: Now")

        let (_, reports) = DiagnosticReporter.collectReports {
            DiagnosticReporter.report(.mockVendedInLiveContext(CoreRegistry.self))
        }
        #expect(reports.map(\.code) == [.mockVendedInLiveContext])
    }

    @Test("every example an article marks as compiled is compiled here", arguments: articles)
    func everyMarkedExampleIsCompiledHere(articlePath: String) throws {
        let testPath = "Tests/DICoreTests/ArticleExamplesTests.swift"
        #expect(try MarkedExamples.markedTestPaths(documentPath: articlePath) == [testPath])
        let (marked, missing) = try MarkedExamples.missingExamples(documentPath: articlePath, testPath: testPath)
        #expect(marked > 0, "\(articlePath) marks no example as compiled")
        for block in missing {
            Issue.record("\(articlePath) has an example not compiled here:\n\(block)")
        }
    }
}
