@_spi(Testing) import DICore
import DIWrappers
import Foundation
import Testing

private struct FreshView {
    @InjectEachRead var uuid: UUID
    @InjectEachRead("slack") var slack: Logger
    @InjectEachRead(id: "mail") var mail: Logger
}

private final class FreshFeature: Containerized {
    let container: Container
    @InjectEachRead var logger: Logger

    init(container: Container) {
        self.container = container
    }
}

private final class FreshPlainOwner {
    @InjectEachRead var count: Int
}

@Suite("@InjectEachRead: Fusion's per-read @Inject")
struct InjectEachReadTests {
    @Test("a transient binding yields a new value on every read")
    func transientPerRead() {
        Container.withFreshMain {
            Container.bind(value: UUID())
            let view = FreshView()
            #expect(view.uuid != view.uuid)
        }
    }

    @Test("a re-bind after the owner was created and read reaches the next read")
    func rebindReachesExistingOwner() {
        Container.withFreshMain {
            Container.bind(Logger.self, id: "slack", value: RemoteLogger())
            Container.bind(Logger.self, id: "mail", value: RemoteLogger())
            let view = FreshView()
            #expect(view.slack.name == "remote")
            Container.bind(Logger.self, id: "slack", value: SlackLogger())
            #expect(view.slack.name == "slack")
            #expect(view.mail.name == "remote")
        }
    }

    @Test("a singleton is still built once")
    func singletonBuiltOnce() {
        Container.withFreshMain {
            let builds = Counter()
            Container.bind(.singleton, to: Int.self) { _ in builds.next() }
            let owner = FreshPlainOwner()
            #expect(owner.count == 1)
            #expect(owner.count == 1)
            #expect(builds.value == 1)
        }
    }

    @Test("in a Containerized class it reads the owner's container on every read")
    func containerizedPerRead() {
        Container.withFreshMain {
            Container.bind(Logger.self, value: RemoteLogger())
            let container = Container()
            container.bind(Logger.self, value: ConsoleLogger())
            let feature = FreshFeature(container: container)
            #expect(feature.logger.name == "console")
            container.bind(Logger.self, value: SlackLogger())
            #expect(feature.logger.name == "slack")
        }
    }

    @Test("a missing binding traps naming @InjectEachRead, the key and the property's line")
    func missingBindingTraps() throws {
        let error = try Container.withFreshMain {
            try #require(DiagnosticReporter.captureTrap { _ = FreshPlainOwner().count })
        }
        #expect(error.summary == "@InjectEachRead of Int.self found no binding.")
        #expect(error.location.fileID == "DIWrappersTests/InjectEachReadTests.swift")
        #expect(error.location.line == 22)
    }
}
