import DIRegistry
import Foundation
import Testing
import UserApp

// run.sh builds with -Xswiftc -DFLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION, as a SwiftPM user passes
// Floatation's flag to the library, and checks that these tests ran.
#if FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION
    @Suite("Floatation's build flag stops a Debug build that hands out a mock live")
    struct MockVendingAssertionTests {
        @Test("the build flag reached DIRegistry and stops the first mock handed out live")
        func buildFlagStopsTheProcess() async throws {
            #expect(BaseRegistry.shouldAssertWhenVendingMockImplementation)
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                DependencyContext.withContext(.live) {
                    _ = AnalyticsRegistry.shared
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("UserApp.AnalyticsRegistry.shared handed out the mock"))
            #expect(message.contains("(FLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION), in a build"))
        }
    }
#endif
