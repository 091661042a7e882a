import DIEffects
import DIReader
import DIRegistry
import DIWrappers
import Foundation

// A small shop app wired in all four styles, for the wiring report's snapshot: a parent container "app",
// a child container "checkout", two registries, a static Reader context and the `World`.

final class Logger: Sendable {}
final class Analytics: Sendable { init(logger: Logger) {} }
final class HTTPClient: Sendable { init(logger: Logger, startedAt: Date) {} }
final class APIClient: Sendable { init(http: HTTPClient, core: CoreRegistry) {} }
final class Database: Sendable { init(logger: Logger) {} }
final class UserStore: Sendable { init(database: Database, api: APIClient) {} }
final class FeatureFlags: Sendable { init(flags: FlagsRegistry) {} }
final class ImageCache: Sendable {}
final class SessionToken: Sendable {}
final class Theme: Sendable {
    let name: String
    init(name: String) { self.name = name }
}
final class PriceFormatter: Sendable { init(currency: String) {} }
final class LegacyExporter: Sendable {}
final class CartStore: Sendable { init(users: UserStore, database: Database) {} }
final class PaymentGateway: Sendable { init(api: APIClient, logger: Logger) {} }
final class PricingService: Sendable { init(formatter: PriceFormatter, flags: FeatureFlags) {} }
final class CheckoutModel: Sendable {
    init(cart: CartStore, payments: PaymentGateway, pricing: PricingService, analytics: Analytics) {}
}
final class PromoBanner: Sendable { init(theme: Theme, id: UUID) {} }
final class TaxTable: Sendable {}
final class ReceiptPrinter: Sendable { init(tax: TaxTable) {} }
final class OrderQueue: Sendable { init(processor: OrderProcessor) {} }
final class OrderProcessor: Sendable { init(queue: OrderQueue) {} }
final class AuditLog: Sendable { init(logger: Logger) {} }

/// The first registry: assigned by the test.
final class CoreRegistry: Registry, @unchecked Sendable {
    let region: String

    init(region: String) {
        self.region = region
        super.init()
    }

    static func createMockShared() -> CoreRegistry {
        CoreRegistry(region: "mock")
    }
}

/// The second registry: never assigned, so its mock is handed out; the mock reads the first registry.
final class FlagsRegistry: Registry, @unchecked Sendable {
    let region: String

    init(region: String) {
        self.region = region
        super.init()
    }

    static func createMockShared() -> FlagsRegistry {
        FlagsRegistry(region: CoreRegistry.shared.region)
    }
}

/// A static Reader context with a test value: the currency prices are formatted in.
protocol CurrencyContext: Sendable {
    var currency: String { get }
}

struct LiveCurrency: CurrencyContext {
    let currency = "EUR"
}

struct TestCurrency: CurrencyContext {
    let currency = "XTS"
}

enum Pricing: HasStaticContextStorage {
    typealias Context = any CurrencyContext
    static let contextStorage = StaticContextStorage<Pricing, any CurrencyContext>(
        live: LiveCurrency(), test: TestCurrency())
}
