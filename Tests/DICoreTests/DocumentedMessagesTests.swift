import DICore
import DIWrappers
import Foundation
import Testing

/// The types the documented messages talk about; their names render as `MyApp.…` once the test
/// module's name is dropped, exactly as they would in an app module called `MyApp`.
enum MyApp {
    protocol Logger: Sendable {}
    struct Database {}
    struct Repository {}
    struct SessionCache {}
    enum CoreRegistry {}
    enum ConnectionError: Error {
        case refused
    }
}

/// The messages the documentation quotes, built from the same inputs the articles describe.
enum DocumentedMessages {
    static let location = SourceLocation(fileID: "MyApp/FeatureView.swift", line: 42)

    /// One example error per code, exactly as the Diagnostics article shows it.
    static func example(for code: DIError.Code) -> DIError {
        let logger = DependencyKey(MyApp.Logger.self)
        switch code {
        case .notRegistered:
            return .notRegistered(
                logger, operation: "Container.resolveAssert(Logger.self)", searched: ["main", "AppContainer"],
                candidates: [DependencyKey(MyApp.Logger.self, identifier: "slack")], location: location)
        case .circularDependency:
            let database = DependencyKey(MyApp.Database.self)
            return .circularDependency(
                cycle: [database, DependencyKey(MyApp.SessionCache.self), database], location: location)
        case .typeMismatch:
            return .typeMismatch(logger, expected: (any MyApp.Logger).self, actual: String.self, location: location)
        case .registryAssignedTwice:
            return .registryAssignedTwice(MyApp.CoreRegistry.self, location: location)
        case .mockVendedInLiveContext:
            return DependencyContext.withContext(.live) {
                .mockVendedInLiveContext(MyApp.CoreRegistry.self, location: location)
            }
        case .invalidIdentifier:
            return .invalidIdentifier(
                DependencyKey(MyApp.Logger.self, identifier: ""), reason: "identifiers must not be empty strings",
                location: location)
        case .factoryFailed:
            return .factoryFailed(
                DependencyKey(MyApp.Database.self), underlying: MyApp.ConnectionError.refused,
                path: [DependencyKey(MyApp.Repository.self)], location: location)
        case .unimplemented:
            return .unimplemented("Now", location: location)
        case .invalidScope:
            return .invalidScope(
                DependencyKey(String.self, identifier: "greeting"), scope: .weak, reason: "Swift.String is not a class",
                location: location)
        case .noTestValue:
            return .noTestValue(
                logger, dependency: "the binding of MyApp.Logger", style: "DIWrappers",
                fix: "add a test value where it is bound, e.g. Container.bind(Logger.self, live: { … }, "
                    + "test: { _ in … }), or override it for the test: "
                    + "@Test(.dependencies { $0.bind(Logger.self, value: …) }).",
                location: location)
        case .buildWaitTimedOut:
            let database = DependencyKey(MyApp.Database.self)
            return .buildWaitTimedOut(
                database, waited: .seconds(10), ownerPath: [DependencyKey(MyApp.Repository.self), database],
                path: [DependencyKey(MyApp.SessionCache.self), database], location: location)
        case .resolutionTooDeep:
            let levels = (0..<1_000).map { DependencyKey(MyApp.Repository.self, identifier: $0) }
            return .resolutionTooDeep(
                entering: DependencyKey(MyApp.Repository.self, identifier: 1_000), path: levels, limit: 1_000,
                location: location)
        case .asyncBindingResolvedSynchronously:
            let database = DependencyKey(MyApp.Database.self)
            return .asyncBindingResolvedSynchronously(
                database, reason: "is bound with an async factory",
                boundAt: SourceLocation(fileID: "MyApp/AppSetup.swift", line: 12),
                path: [DependencyKey(MyApp.Repository.self), database],
                fix: "await it from async code: try await container.resolveAsync(Database.self) "
                    + "(Container.resolveAsync(Database.self) for main); @Inject and the synchronous resolves cannot. "
                    + "If it never needs to wait, bind it with a synchronous factory.",
                location: location)
        case .migrationDifference:
            return .migrationDifference(
                DependencyKey(MyApp.Logger.self, identifier: 1 as UInt8),
                summary: "Container.resolve(Logger.self, id: 1) found no binding, but Fusion would have found "
                    + "MyApp.Logger, id 1 (a Swift.Int).",
                library: "Fusion",
                there: "identifiers were compared as AnyHashable, which equates 1, 1 as UInt8 and 1.0",
                here: "identifiers compare their type, then their value",
                fix: "bind and resolve with the same identifier type, e.g. id: 1 in both places.",
                location: location)
        case .launchEnvironmentTrustedTooLate:
            return .launchEnvironmentTrustedTooLate(detected: .live, requested: .test, location: location)
        case .runtimeLoadedTwice:
            return .runtimeLoadedTwice(
                image: "/MyApp.app/PlugIns/MyAppTests.xctest/MyAppTests", otherImages: ["/MyApp.app/MyApp"],
                location: location)
        case .unknownScenario:
            return .unknownScenario(
                "emptyInbx", catalog: "AppScenarios", known: ["emptyInbox", "signedOut"], location: location)
        case .mainQueueStalled:
            return .mainQueueStalled(waited: .seconds(60), wokenTasks: 1, location: location)
        case .noPreviewValue:
            return .noPreviewValue(
                DependencyKey(MyApp.Logger.self), dependency: "the binding of MyApp.Logger", style: "DIWrappers",
                handedOut: "live value",
                fix: "add a preview value where it is bound, e.g. Container.bind(Logger.self, live: { … }, "
                    + "preview: { _ in … }) (pass the test value's closure as preview: to show test data), "
                    + "or override it in the preview.",
                location: location)
        }
    }

    /// The message as a user in module `MyApp` reads it.
    static func text(of error: DIError) -> String {
        error.description.replacingOccurrences(of: "DICoreTests.", with: "")
    }
}

/// Reads the ```text blocks that an article marks with `<!-- checked message: DI00x -->`.
struct DocumentedArticle {
    let path: String
    let checkedBlocks: [(code: String, text: String)]

    init(_ relativePath: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        path = relativePath
        let lines = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
            .components(separatedBy: "\n")
        var blocks: [(code: String, text: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("<!-- checked message: "), line.hasSuffix(" -->") else { continue }
            let code = String(line.dropFirst("<!-- checked message: ".count).dropLast(" -->".count))
            guard index < lines.count, lines[index] == "```text" else { continue }
            let end = lines[(index + 1)...].firstIndex(of: "```") ?? lines.count
            blocks.append((code, lines[(index + 1)..<end].joined(separator: "\n")))
            index = end + 1
        }
        checkedBlocks = blocks
    }
}

@Suite("Documented messages")
struct DocumentedMessagesTests {
    static let articles = ["Docs/DIToolkit.docc/Diagnostics.md", "Sources/DICore/DICore.docc/ReportingProblems.md"]

    @Test("every message an article quotes is the message DIError produces", arguments: articles)
    func quotedMessagesMatch(articlePath: String) throws {
        let article = try DocumentedArticle(articlePath)
        #expect(!article.checkedBlocks.isEmpty, "\(articlePath) marks no message to check")
        for block in article.checkedBlocks {
            let code = try #require(DIError.Code(rawValue: block.code), "unknown code \(block.code)")
            let expected = DocumentedMessages.text(of: DocumentedMessages.example(for: code))
            #expect(block.text == expected, "\(articlePath) quotes \(block.code) differently from DIError")
        }
    }

    @Test("the Diagnostics article quotes the message of every error code")
    func diagnosticsCoversEveryCode() throws {
        let article = try DocumentedArticle("Docs/DIToolkit.docc/Diagnostics.md")
        let quoted = Set(article.checkedBlocks.map(\.code))
        for code in DIError.Code.allCases {
            #expect(quoted.contains(code.rawValue), "Diagnostics.md does not quote \(code.rawValue)")
        }
    }
}
