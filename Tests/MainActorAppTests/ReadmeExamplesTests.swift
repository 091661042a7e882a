import DIEffects
import DIReader
import DIRegistry
import DITesting
import DIWrappers
import Foundation
import Testing

/// The README's one example per style, compiled and run with the main actor as the default isolation.
///
/// `Tests/AppPackage` links this file and `ReadmeCode.swift`, so an app team's package outside DIToolkit runs
/// the same examples.
@Suite("README examples in a MainActor-by-default target", .serialized)
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
