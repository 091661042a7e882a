import DIEffects
import DIReader
import DIRegistry
import DIWrappers
import Foundation

/// The shop's containers: 14 bindings in "app" (one key bound twice) and 10 in "checkout" (one of which
/// shadows a binding of "app"), so 22 bindings are visible from "checkout".
///
/// Every binding names a fixed file and line, as an app's setup file would, so the report's duplicate
/// binding text does not move when this file is edited.
enum ShopWiring {
    static let setup = "Shop/Setup.swift"

    static func makeApp() -> Container {
        let app = Container(name: "app")
        app.bind(.singleton, to: Logger.self, factory: { _ in Logger() }, fileID: setup, line: 1)
        app.bind(
            .singleton, to: Analytics.self, factory: { Analytics(logger: $0.resolveAssert()) }, fileID: setup, line: 2)
        app.bind(
            .singleton, to: Analytics.self, factory: { Analytics(logger: $0.resolveAssert()) }, fileID: setup, line: 3)
        app.bind(
            .singleton, to: HTTPClient.self,
            factory: { container in
                HTTPClient(logger: container.resolveAssert(), startedAt: World.current.now())
            }, fileID: setup, line: 4)
        app.bind(
            APIClient.self, factory: { APIClient(http: $0.resolveAssert(), core: CoreRegistry.shared) }, fileID: setup,
            line: 5)
        app.bind(
            .singleton, to: Database.self, factory: { Database(logger: $0.resolveAssert()) }, fileID: setup, line: 6)
        app.bind(
            .singleton, to: UserStore.self,
            factory: { container in
                UserStore(database: container.resolveAssert(), api: container.resolveAssert())
            }, fileID: setup, line: 7)
        app.bind(
            .singleton, to: FeatureFlags.self, factory: { _ in FeatureFlags(flags: FlagsRegistry.shared) },
            fileID: setup, line: 8)
        app.bind(.weak, to: ImageCache.self, factory: { _ in ImageCache() }, fileID: setup, line: 9)
        app.bind(.custom("session"), to: SessionToken.self, factory: { _ in SessionToken() }, fileID: setup, line: 10)
        app.bind(
            .singleton, to: Theme.self, live: { _ in Theme(name: "brand") }, test: { _ in Theme(name: "plain") },
            fileID: setup, line: 11)
        app.bind(
            PriceFormatter.self, factory: { _ in PriceFormatter(currency: Pricing.resolve.context.currency) },
            fileID: setup, line: 12)
        app.bind(.singleton, to: LegacyExporter.self, factory: { _ in LegacyExporter() }, fileID: setup, line: 13)
        app.bind(AuditLog.self, id: "audit", factory: { AuditLog(logger: $0.resolveAssert()) }, fileID: setup, line: 14)
        return app
    }

    static func makeCheckout(parent: Container) -> Container {
        let checkout = Container(name: "checkout", parent: parent)
        checkout.bind(
            .singleton, to: CartStore.self,
            factory: { container in
                CartStore(users: container.resolveAssert(), database: container.resolveAssert())
            }, fileID: setup, line: 20)
        checkout.bind(
            .singleton, to: PaymentGateway.self,
            factory: { container in
                PaymentGateway(api: container.resolveAssert(), logger: container.resolveAssert())
            }, fileID: setup, line: 21)
        checkout.bind(
            PricingService.self,
            factory: { container in
                PricingService(formatter: container.resolveAssert(), flags: container.resolveAssert())
            }, fileID: setup, line: 22)
        checkout.bind(
            CheckoutModel.self,
            factory: { container in
                CheckoutModel(
                    cart: container.resolveAssert(), payments: container.resolveAssert(),
                    pricing: container.resolveAssert(), analytics: container.resolveAssert())
            }, fileID: setup, line: 23)
        checkout.bind(
            PromoBanner.self, id: "promo",
            factory: { container in
                PromoBanner(theme: container.resolveAssert(), id: World.current.uuid())
            }, fileID: setup, line: 24)
        checkout.bind(
            ReceiptPrinter.self, factory: { ReceiptPrinter(tax: $0.resolveAssert()) }, fileID: setup, line: 25)
        checkout.bind(
            .singleton, to: OrderQueue.self, factory: { OrderQueue(processor: $0.resolveAssert()) }, fileID: setup,
            line: 26)
        checkout.bind(
            .singleton, to: OrderProcessor.self, factory: { OrderProcessor(queue: $0.resolveAssert()) }, fileID: setup,
            line: 27)
        checkout.bind(.graph, to: Logger.self, id: "checkout", factory: { _ in Logger() }, fileID: setup, line: 28)
        checkout.bind(SessionToken.self, factory: { _ in SessionToken() }, fileID: setup, line: 29)
        return checkout
    }

    /// The keys the shop resolves itself: its screen, its receipt, its order queue and its promotion.
    static let entryPoints = [
        DependencyKey(CheckoutModel.self), DependencyKey(ReceiptPrinter.self), DependencyKey(OrderQueue.self),
        DependencyKey(PromoBanner.self, identifier: "promo"),
    ]
}
