import DIEffects
import DIReader

/// The prices a storefront shows: real ones live, fixed ones in tests and previews.
protocol PriceContext: Sendable {
    var context: String { get }
}

struct LivePrices: PriceContext {
    var context: String { "live" }
}

struct TestPrices: PriceContext {
    var context: String { "test" }
}

struct PreviewPrices: PriceContext {
    var context: String { "preview" }
}

/// DIReader's per-context values: a static context declared with one value per context.
enum Storefront: HasStaticContextStorage {
    typealias Context = any PriceContext
    static let contextStorage = StaticContextStorage<Storefront, any PriceContext>(
        live: LivePrices(), test: TestPrices(), preview: PreviewPrices())

    static var context: String { resolve[\.context] }
}

/// DIEffects' per-context values: an ambient world with a live, a test and a preview world.
struct AppWorld: AmbientWorld {
    var effects: World
    var context: String

    static let live = AppWorld(effects: .live, context: "live")
    static let test = AppWorld(effects: .unimplemented(), context: "test")
    static let preview = AppWorld(effects: .mock(), context: "preview")
}
