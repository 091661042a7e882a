@_spi(Testing) import DICore
import DIEffects
import Testing

/// A world that declares worlds per launch condition reads them in the order every style uses (`LaunchValue`).
@Suite("Launch worlds")
struct LaunchWorldTests {
    struct InboxWorld: AmbientWorld {
        var inbox: String
        static let live = InboxWorld(inbox: "live")
        static let launch: [LaunchValue<InboxWorld>] = [
            .on(.debug, InboxWorld(inbox: "debug")), .on(.argument("-emptyInbox"), InboxWorld(inbox: "empty")),
        ]
    }

    static let standIn = LaunchCondition.debug.isMet ? "debug" : "live"

    @Test("a met launch argument wins in every context, with nothing reported", arguments: DependencyContext.allCases)
    func launchArgumentWins(context: DependencyContext) {
        let (inbox, reports) = DiagnosticReporter.collectReports {
            LaunchEnvironment.withLaunch(arguments: ["-emptyInbox"]) {
                DependencyContext.withContext(context) { InboxWorld.current.inbox }
            }
        }
        #expect(inbox == "empty")
        #expect(reports.isEmpty)
    }

    @Test("without a preview or test world, the debug world stands in for the live one; a test is told (DI010)")
    func debugWorldStandsInForLive() {
        LaunchEnvironment.withLaunch {
            #expect(DependencyContext.withContext(.live) { InboxWorld.current.inbox } == Self.standIn)
            let (inPreview, previewReports) = DiagnosticReporter.collectReports {
                DependencyContext.withContext(.preview) { InboxWorld.current.inbox }
            }
            #expect(inPreview == Self.standIn)
            #expect(previewReports.map(\.code) == [.noPreviewValue])
            let (inTest, reports) = DiagnosticReporter.collectReports {
                DependencyContext.withContext(.test) { InboxWorld.current.inbox }
            }
            #expect(inTest == Self.standIn)
            #expect(reports.map(\.code) == [.noTestValue])
        }
    }
}
