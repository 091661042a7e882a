import DIEffects
import DIReader
import DIRegistry
import DIWrappers
import Foundation

// The README's declarations, verbatim, in a target whose default isolation is the main actor.

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
