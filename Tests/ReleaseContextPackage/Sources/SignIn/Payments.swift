import DIWrappers

/// Charges the user; its test value, which charges nothing, exists in debug builds only.
public protocol Payments: Sendable {
    var charges: Bool { get }
}

struct RealPayments: Payments {
    var charges: Bool { true }
}

#if DEBUG
    struct FreePayments: Payments {
        var charges: Bool { false }
    }
#endif

/// Binds payments as the Testing article's "Security" section keeps a test value out of a release build.
public func bindPayments() {
    #if DEBUG
        Container.bind(
            .singleton, to: (any Payments).self, live: { _ in RealPayments() }, test: { _ in FreePayments() })
    #else
        Container.bind(.singleton, to: (any Payments).self, live: { _ in RealPayments() })
    #endif
}
