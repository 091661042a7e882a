import DIRegistry
import UserApp
import XCTest

/// Floatation's test setup, outside any test isolation: each test resets every registry first.
final class RegistryResetXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BaseRegistry.🧪resetAllSharedInstances()
    }

    /// The registry `shared` handed out stays alive for the process, but a reset frees what its `Lazy` built.
    func test_reset_freesWhatTheHandedOutRegistryBuilt() {
        AppRegistry.assignDesiredImplementation(to: AppRegistry(greeter: LiveGreeter()))
        weak var log: GreetingLog?
        do {
            let built = AppRegistry.shared.greetingLog.instance
            log = built
            XCTAssertTrue(AppRegistry.shared.greetingLog.instance === built, "a Lazy builds once")
        }
        XCTAssertNotNil(log, "the registry keeps what its Lazy built until a reset")
        BaseRegistry.🧪resetAllSharedInstances()
        XCTAssertNil(log, "the reset left the handed-out registry's greeting log alive")
    }
}
