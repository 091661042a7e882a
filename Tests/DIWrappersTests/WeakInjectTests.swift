@_spi(Testing) import DICore
import DITesting
import DIWrappers
import Testing

protocol Coordinator: AnyObject {
    var name: String { get }
}

final class AppCoordinator: Coordinator {
    let name: String

    init(name: String = "app") {
        self.name = name
    }
}

/// Factory's `@WeakLazyInjected`: FactoryInjectionTests.testWeakLazyInjection and testWeakLazyInjectionProtocol.
@Suite("@WeakInject")
struct WeakInjectTests {
    final class Child: Containerized {
        let container: Container
        @WeakInject var coordinator: (any Coordinator)?
        @WeakInject("checkout") var checkout: (any Coordinator)?

        init(container: Container) {
            self.container = container
        }
    }

    @Test("resolves on first read, not when its owner is made")
    func resolvesOnFirstRead() {
        let container = Container()
        let built = Counter()
        let parent = AppCoordinator()
        container.bind((any Coordinator).self) { _ in
            built.next()
            return parent
        }
        let child = Child(container: container)
        #expect(built.value == 0)
        #expect(child.coordinator === parent)
        #expect(built.value == 1)
    }

    @Test("holds its dependency weakly: nil once the owners let it go, and never resolved again")
    func holdsWeakly() {
        let container = Container()
        let built = Counter()
        var parent: AppCoordinator? = AppCoordinator()
        container.bind((any Coordinator).self) { [weak parent] _ in
            built.next()
            return parent ?? AppCoordinator(name: "another")
        }
        let child = Child(container: container)
        #expect(child.coordinator?.name == "app")
        parent = nil
        #expect(child.coordinator == nil)
        #expect(built.value == 1)
    }

    @Test("an identified property reads its identified binding from the owner's container")
    func identified() {
        let container = Container()
        let checkout = AppCoordinator(name: "checkout")
        container.bind((any Coordinator).self, id: "checkout") { _ in checkout }
        #expect(Child(container: container).checkout?.name == "checkout")
    }

    @Test("a struct's property reads main, and a copy of the wrapper shares the first read")
    func structOwnerReadsMain() {
        struct View {
            @WeakInject var coordinator: (any Coordinator)?
        }
        let coordinator = AppCoordinator(name: "main")
        Container.withOverrides {
            $0.bind((any Coordinator).self) { _ in coordinator }
        } operation: {
            let view = View()
            let copy = view
            #expect(view.coordinator === coordinator)
            #expect(copy.coordinator === coordinator)
        }
    }

    @Test("verify(consumers:) finds a @WeakInject property whose binding is missing")
    func verifyFindsTheProperty() {
        let container = Container(name: "feature")
        let verification = container.verify(consumers: { Child(container: container) })
        #expect(verification.problems.map(\.code) == [.notRegistered, .notRegistered])
    }

    @Test("a binding that hands out a value type stops the first read with the full diagnostic")
    func valueTypeTraps() {
        struct Holder {
            @WeakInject var count: Int?
        }
        let trapped = Container.withFreshMain {
            Container.bind(Int.self, value: 1)
            return DiagnosticReporter.captureTrap { _ = Holder().count }
        }
        #expect(
            trapped?.description == """
                @WeakInject of Swift.Int cannot hold its value weakly: Swift.Int is not a class.

                  Key:        Swift.Int (no identifier)
                  Location:   DIWrappersTests/WeakInjectTests.swift:96
                  Code:       DI009

                A weak reference holds a class instance only; a value would be released as soon as it was read.
                To fix, inject it with @Inject, which keeps it, or bind a class.
                """)
    }
}
