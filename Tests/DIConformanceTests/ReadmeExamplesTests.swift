@_spi(Testing) import DICore
import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import DocumentationChecks
import Foundation
import Testing

// MARK: - DIWrappers (README)

protocol Logger: Sendable { func log(_ text: String) }
struct RemoteLogger: Logger { func log(_ text: String) {} }
struct ConsoleLogger: Logger { func log(_ text: String) {} }

final class CreateAccountViewModel {
    @Inject var logger: any Logger
}

let epoch = Date(timeIntervalSince1970: 0)

// MARK: - DIReader (README)

protocol AppContext: Sendable { var now: Date { get } }
struct DefaultContext: AppContext { var now: Date { Date() } }
struct MockContext: AppContext { var now: Date { .distantPast } }

extension HasContext {
    typealias Context = AppContext
    static var `default`: Resolver<Self, AppContext> {
        Resolver(context: DefaultContext())
    }
}

extension HasInstanceContext where Context == AppContext {
    var now: Date { resolve[\.now] }
}

final class Controller: HasInstanceContext {
    var resolve = `default`
}

// MARK: - DIRegistry (README)

protocol ExperimentLauncher: Sendable { var isEnabled: Bool { get } }
struct LiveExperimentLauncher: ExperimentLauncher { let isEnabled = true }
struct MockExperimentLauncher: ExperimentLauncher { let isEnabled = false }

final class CoreRegistry: Registry {
    let experimentLauncher: ExperimentLauncher

    required init(experimentLauncher: ExperimentLauncher) {
        self.experimentLauncher = experimentLauncher
        super.init()
    }

    static func createMockShared() -> CoreRegistry {
        CoreRegistry(experimentLauncher: MockExperimentLauncher())
    }
}

/// The README's one example per style, compiled and run; `readmeExamplesAreCompiledHere` keeps them in sync.
@Suite("README examples", .serialized)
struct ReadmeExamplesTests {
    @Test("the @Inject example resolves the bound logger and an override replaces it")
    func wrappersExample() {
        Container.withFreshMain {
            Container.bind((any Logger).self, value: RemoteLogger())
            #expect(CreateAccountViewModel().logger is RemoteLogger)

            Container.withOverrides {
                $0.bind((any Logger).self, value: ConsoleLogger())
            } operation: {
                #expect(CreateAccountViewModel().logger is ConsoleLogger)
            }
        }
    }

    @Test("the Corridor example resolves now from the live context and from a mock context")
    func readerExample() {
        let controller = Controller()
        let test = withContext(Controller(), MockContext())
        #expect(test.now == .distantPast)
        #expect(controller.now > .distantPast)
    }

    @Test("the registry example vends the mock until the app assigns its implementation")
    func registryExample() {
        DependencyIsolation.withFreshState {
            // the mock, in tests
            #expect(CoreRegistry.shared.experimentLauncher.isEnabled == false)
            CoreRegistry.assignDesiredImplementation(
                to: CoreRegistry(experimentLauncher: LiveExperimentLauncher()))
            #expect(CoreRegistry.shared.experimentLauncher.isEnabled)
        }
    }

    @Test(
        "sign-up logs to the console",
        .dependencies {
            $0.bind((any Logger).self, value: ConsoleLogger())
            $0.world.now = CommonDependencies.Now.constant(epoch)
        })
    func signUpLogsToTheConsole() {
        #expect(CreateAccountViewModel().logger is ConsoleLogger)
        #expect(World.current.now() == epoch)
    }

    @Test("the World example reads now from a scoped world")
    func worldExample() {
        let stamp = withWorld {
            $0.now = CommonDependencies.Now.constant(epoch)
        } operation: {
            World.current.now()
        }
        #expect(stamp == epoch)
    }
}

extension ReadmeExamplesTests {
    /// The diagnostic the README shows, produced by the real container, with the test's module and line
    /// replaced by the README's `MyApp/FeatureView.swift:42`.
    static func readmeDiagnostic() throws -> String {
        let appContainer = Container(name: "AppContainer")
        appContainer.bind((any Logger).self, id: "slack", value: RemoteLogger())
        // The real `Container.main` (this test's own), since the fix text names `Container.bind` only for it.
        let error = try Container.withFreshMain {
            Container.main = Container(name: "main", parent: appContainer)
            return try #require(
                DiagnosticReporter.captureTrap {
                    _ = Container.main.resolveAssert((any Logger).self, fileID: "MyApp/FeatureView.swift", line: 42)
                })
        }
        return error.description.replacingOccurrences(of: "DIConformanceTests.", with: "MyApp.")
    }

    @Test("DIReader's module page switches one controller to the mock context")
    func readerModulePageExample() {
        let controller = withContext(Controller(), MockContext())
        #expect(controller.now == .distantPast)
    }

    @Test("every README example marked as compiled is compiled here")
    func readmeExamplesAreCompiledHere() throws {
        let testPath = "Tests/DIConformanceTests/ReadmeExamplesTests.swift"
        let firstUse = "Tests/MainActorAppTests/FirstUseExamplesTests.swift"
        #expect(try MarkedExamples.markedTestPaths(documentPath: "README.md") == [testPath, firstUse])
        let (marked, missing) = try MarkedExamples.missingExamples(documentPath: "README.md", testPath: testPath)
        #expect(marked == 6)
        for block in missing {
            Issue.record("README.md has an example not compiled here:\n\(block)")
        }
    }

    @Test("the README's diagnostic is the message the container really prints")
    func readmeDiagnosticIsReal() throws {
        let readme = try String(
            contentsOf: MarkedExamples.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let message = try Self.readmeDiagnostic()
        #expect(readme.contains("```\n" + message + "\n```"), "README should show:\n\(message)")
    }
}
