import DIRegistry
import DITesting
import DocumentationChecks
import Foundation
import Testing

// The examples of the DIRegistry and DITesting catalogs, compiled and run; each block appears verbatim in
// the article that marks it with this file's path (see ArticleExampleCheck). They use the fixtures'
// CoreRegistry, so they enrol no registry that the discovery tests do not expect.

final class ThumbnailCache {
    var thumbnails: [String: Data] = [:]
}

func setupRegistries() {
    CoreRegistry.assignDesiredImplementation(
        to: CoreRegistry(
            experimentLauncher: LiveExperimentLauncher(),
            userDefaults: LiveKeyValueStore()))
}

@Suite("a registry in an isolated suite", .isolatedDependencies)
struct IsolatedRegistryTests {
    @Test("shared is the mock until the app assigns its registry")
    func sharedIsTheMockUntilAssigned() {
        #expect(
            CoreRegistry.shared.experimentLauncher is MockExperimentLauncher)
        setupRegistries()
        #expect(CoreRegistry.hasDesiredImplementation)
        #expect(
            CoreRegistry.shared.experimentLauncher is LiveExperimentLauncher)
    }
}

@Suite("DIRegistry and DITesting article examples", .isolatedDependencies)
struct RegistryArticleExamplesTests {
    @Test("an override wins over the assignment for this task only")
    func overrideWinsForThisTask() {
        setupRegistries()
        let registry = CoreRegistry.createMockShared()
        CoreRegistry.withOverride(registry) {
            #expect(CoreRegistry.shared === registry)
        }
        #expect(
            CoreRegistry.shared.experimentLauncher is LiveExperimentLauncher)
    }

    @Test("a WeakLazy instance is shared while held and rebuilt after release")
    func weakLazyIsRebuiltAfterRelease() {
        let thumbnails = WeakLazy(builder: { ThumbnailCache() })
        var screenCache: ThumbnailCache? = thumbnails.instance
        screenCache?.thumbnails["avatar"] = Data([1])
        // the same one, still held
        #expect(thumbnails.instance.thumbnails["avatar"] == Data([1]))
        screenCache = nil
        #expect(thumbnails.instance.thumbnails.isEmpty)  // released, so built anew
    }

    @Test("a Lazy builds its instance once, on first access")
    func lazyBuildsOnce() {
        let database = Lazy(builder: { UUID() })
        #expect(database.instance == database.instance)
    }

    @Test("a second assignment is ignored and reported")
    func secondAssignmentIsReported() {
        setupRegistries()
        let (_, reports) = DiagnosticReporter.collectReports {
            CoreRegistry.assignDesiredImplementation(
                to: CoreRegistry.createMockShared())
        }
        #expect(reports.map(\.code) == [.registryAssignedTwice])
        // the first one stays
        #expect(
            CoreRegistry.shared.experimentLauncher is LiveExperimentLauncher)
    }

    @Test(
        "every example the DIRegistry and DITesting catalogs mark as compiled is in the file they name",
        arguments: [
            "Sources/DIRegistry/DIRegistry.docc/DIRegistry.md",
            "Sources/DIRegistry/DIRegistry.docc/MigratingFromFloatation.md",
            "Sources/DITesting/DITesting.docc/DITesting.md",
        ])
    func everyMarkedExampleIsCompiled(articlePath: String) throws {
        let paths = try MarkedExamples.markedTestPaths(documentPath: articlePath)
        #expect(!paths.isEmpty, "\(articlePath) marks no example as compiled")
        for testPath in paths {
            let (_, missing) = try MarkedExamples.missingExamples(documentPath: articlePath, testPath: testPath)
            #expect(
                missing.isEmpty, "\(articlePath) has examples not in \(testPath):\n\(missing.joined(separator: "\n\n"))"
            )
        }
    }
}
