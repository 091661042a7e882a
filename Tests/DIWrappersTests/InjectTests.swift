@_spi(Testing) import DICore
import DIWrappers
import Foundation
import Testing

private struct CreateAccountView {
    @Inject var logger: Logger
    @Inject("a") var first: String
    @Inject(id: "b") var second: String
}

private final class MyEnclosingType: Containerized {
    let container: Container
    @Inject var string: String
    @Inject var int: Int

    init(container: Container) {
        self.container = container
    }
}

private final class PlainOwner {
    @Inject var string: String
}

private struct TransientHolder {
    @Inject var uuid: UUID
}

@Suite("@Inject and Containerized")
struct InjectTests {
    @Test("@Inject in a struct resolves from main, with and without identifiers")
    func injectInStructUsesMain() {
        Container.withFreshMain {
            Container.bind(Logger.self, value: RemoteLogger())
            Container.bind(id: "a", value: "foo")
            Container.bind(id: "b", value: "bar")
            let view = CreateAccountView()
            #expect(view.logger.name == "remote")
            #expect(view.first == "foo")
            #expect(view.second == "bar")
        }
    }

    @Test("Vaccine's @Inject(P.self) private var infers the type from the argument")
    func vaccineSpellingInfersType() {
        Container.withFreshMain {
            Container.bind(ChuckNorrisServicing.self, value: ChuckNorrisService())
            #expect(JokeViewModel().joke() == "live joke")
        }
    }

    @Test("@Inject resolves on first access, not when the owner is created")
    func resolvesLazily() {
        Container.withFreshMain {
            let view = CreateAccountView()
            Container.bind(Logger.self, value: ConsoleLogger())
            #expect(view.logger.name == "console")
        }
    }

    @Test("@Inject keeps the first instance of a transient binding for the owner's lifetime")
    func keepsFirstInstance() {
        Container.withFreshMain {
            Container.bind(value: UUID())
            let holder = TransientHolder()
            let other = TransientHolder()
            #expect(holder.uuid == holder.uuid)
            #expect(holder.uuid != other.uuid)
        }
    }

    @Test("@Inject in a Containerized class resolves from that class's container, not main")
    func containerizedUsesOwnContainer() {
        Container.withFreshMain {
            Container.bind(value: "from main")
            let container = Container()
            container.register(value: "Howdy")
            container.register(value: 42)
            let myType = MyEnclosingType(container: container)
            #expect(myType.string == "Howdy")
            #expect(myType.int == 42)
        }
    }

    @Test("@Inject in a class that is not Containerized resolves from main")
    func plainClassUsesMain() {
        Container.withFreshMain {
            Container.bind(value: "from main")
            #expect(PlainOwner().string == "from main")
        }
    }

    @Test("@Inject of a missing binding traps naming the key and the property's line")
    func missingInjectTraps() throws {
        let error = try Container.withFreshMain {
            try #require(DiagnosticReporter.captureTrap { _ = PlainOwner().string })
        }
        #expect(error.summary == "@Inject of String.self found no binding.")
        #expect(error.key == DependencyKey(String.self))
        #expect(error.facts.contains(DIError.Fact("Searched", "main")))
        #expect(error.location.fileID == "DIWrappersTests/InjectTests.swift")
        #expect(error.location.line == 23)
    }

    @Test("dependency(_:) resolves anew on each call, from main or a given container")
    func dependencyFunctionForm() {
        Container.withFreshMain {
            Container.bind(value: UUID())
            let feature = Container()
            feature.bind(value: "feature")
            let first: UUID = dependency()
            #expect(first != dependency(UUID.self))
            #expect(dependency(String.self, from: feature) == "feature")
        }
    }
}
