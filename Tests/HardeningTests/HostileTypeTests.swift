import DIReader
import DIRegistry
import DITesting
import DIWrappers
import HardeningFixturesA
import HardeningFixturesB
import Testing

/// A generic service, bound once per type argument.
struct Box<Content: Sendable>: Sendable {
    let content: Content
}

/// A protocol with an associated type, used through type erasure and constrained existentials.
protocol Store<Item>: Sendable {
    associatedtype Item: Sendable
    func load() -> Item
}

/// A store of fixed items.
struct FixedStore<Item: Sendable>: Store {
    let item: Item

    func load() -> Item { item }
}

/// The type-erased form apps write for stores.
struct AnyStore<Item: Sendable>: Store {
    private let loadItem: @Sendable () -> Item

    init(_ store: some Store<Item>) {
        loadItem = store.load
    }

    func load() -> Item { loadItem() }
}

/// A protocol some services conform to, to bind existentials.
protocol Greeter: Sendable {
    func greet() -> String
}

/// A greeter with a fixed word.
struct WordGreeter: Greeter {
    let word: String

    func greet() -> String { word }
}

@Suite("Hostile service types", .isolatedDependencies)
struct HostileTypeTests {
    @Test("types named Logger in two modules get separate bindings; a miss names the other module's Logger in full")
    func sameNameInTwoModules() throws {
        let container = Container()
        container.bind(HardeningFixturesA.Logger.self, value: HardeningFixturesA.Logger())
        #expect(container.resolve(HardeningFixturesB.Logger.self) == nil)
        container.bind(HardeningFixturesB.Logger.self, value: HardeningFixturesB.Logger())
        #expect(container.resolve(HardeningFixturesA.Logger.self)?.module == "A")
        #expect(container.resolve(HardeningFixturesB.Logger.self)?.module == "B")
        container.unbind(HardeningFixturesB.Logger.self)
        #expect {
            try container.resolveThrowing(HardeningFixturesB.Logger.self)
        } throws: { error in
            let text = (error as? DIError)?.description ?? ""
            return text.contains("Key:        HardeningFixturesB.Logger (no identifier)")
                && text.contains("Nearest:    HardeningFixturesA.Logger\n")
        }
    }

    @Test("Box<Int> and Box<String> are different services")
    func genericArgumentsStayApart() {
        let container = Container()
        container.bind(Box<Int>.self, value: Box(content: 1))
        container.bind(Box<String>.self, value: Box(content: "one"))
        #expect(container.resolve(Box<Int>.self)?.content == 1)
        #expect(container.resolve(Box<String>.self)?.content == "one")
        #expect(container.resolve(Box<Double>.self) == nil)
        #expect(DependencyKey(Box<Int>.self) != DependencyKey(Box<String>.self))
    }

    @Test(
        "an existential and its concrete type are two keys; `any Greeter & Sendable` is the same type as `any Greeter`")
    func existentialsAreTheirOwnKeys() {
        let container = Container()
        container.bind((any Greeter).self, value: WordGreeter(word: "existential"))
        container.bind(WordGreeter.self, value: WordGreeter(word: "concrete"))
        #expect(container.resolve((any Greeter).self)?.greet() == "existential")
        #expect(container.resolve(WordGreeter.self)?.greet() == "concrete")
        #expect(container.resolve((any Greeter & Sendable).self)?.greet() == "existential")
    }

    @Test("an optional service type is distinct from the wrapped type and can hold nil")
    func optionalServiceTypes() {
        let container = Container()
        container.bind(Int?.self, value: nil)
        let bound: Int?? = container.resolve(Int?.self)
        #expect(bound == .some(nil))
        #expect(container.resolve(Int.self) == nil)
        container.bind(Int.self, value: 3)
        #expect(container.resolve(Int?.self) == .some(nil))
        #expect(container.resolve(Int.self) == 3)
    }

    @Test("stores with associated types resolve as type-erased and as constrained existentials")
    func associatedTypesBehindErasure() {
        let container = Container()
        container.bind(AnyStore<Int>.self, value: AnyStore(FixedStore(item: 42)))
        container.bind(AnyStore<String>.self, value: AnyStore(FixedStore(item: "forty-two")))
        container.bind((any Store<Int>).self, value: FixedStore(item: 7))
        #expect(container.resolve(AnyStore<Int>.self)?.load() == 42)
        #expect(container.resolve(AnyStore<String>.self)?.load() == "forty-two")
        #expect(container.resolve((any Store<Int>).self)?.load() == 7)
        #expect(container.resolve((any Store<String>).self) == nil)
    }

    @Test("a Reader context can be an existential with an associated type")
    func readerOverExistentialContext() {
        let reader = Reader<any Store<Int>, Int> { $0.load() * 2 }
        #expect(reader.run(FixedStore(item: 21)) == 42)
    }

    @Test("a Lazy of an optional existential builds once and may hold nil")
    func lazyOfOptionalExistential() {
        let builds = Counter()
        let lazy = Lazy<(any Greeter)?> {
            builds.next()
            return nil
        }
        #expect(lazy.instance == nil)
        #expect(lazy.instance == nil)
        #expect(builds.value == 1)
    }
}
