import DIEffects
import DIReader

/// The prices a storefront shows: real ones live, fixed ones in tests and previews.
public protocol PriceContext: Sendable {
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
public enum Storefront: HasStaticContextStorage {
    public typealias Context = any PriceContext
    public static let contextStorage = StaticContextStorage<Storefront, any PriceContext>(
        live: LivePrices(), test: TestPrices(), preview: PreviewPrices())

    static var context: String { resolve[\.context] }
}

/// DIEffects' per-context values: an ambient world with a live, a test and a preview world.
public struct AppWorld: AmbientWorld {
    public var effects: World
    public var context: String

    public static let live = AppWorld(effects: .live, context: "live")
    public static let test = AppWorld(effects: .unimplemented(), context: "test")
    public static let preview = AppWorld(effects: .mock(), context: "preview")
}
