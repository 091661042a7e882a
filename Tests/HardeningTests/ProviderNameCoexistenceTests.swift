import DIRegistry
import DIWrappers
import Testing

/// A file importing DIRegistry and DIWrappers reads DIRegistry's `Lazy` unqualified, as it did before DIWrappers
/// had providers: DIWrappers' lazy provider is `LazyProvider`, and `Provider` is a name DIRegistry does not use.
@Suite("DIWrappers' providers beside DIRegistry's Lazy")
struct ProviderNameCoexistenceTests {
    final class Store: Sendable {}

    @Test("Lazy is DIRegistry's, LazyProvider and Provider are DIWrappers', in one file importing both")
    func namesCoexist() throws {
        let registryLazy = Lazy(builder: { Store() })
        #expect(registryLazy.instance === registryLazy.instance)
        let container = Container()
        container.bind(.singleton, to: Store.self) { _ in Store() }
        let provider: Provider<Store> = try #require(container.resolve(Provider<Store>.self))
        let lazy: LazyProvider<Store> = try #require(container.resolve(LazyProvider<Store>.self))
        #expect(provider() === lazy.instance)
    }
}
