import DIConformance
import Dependencies

// The conformance domain as swift-dependencies keys, each with its `liveValue`, as its documentation
// registers dependencies ("Registering dependencies"). Values computed in `liveValue` are built on first
// read and cached by the library for that set of dependency values, which makes them singletons.

private enum GreeterKey: DependencyKey {
    static let liveValue: any Greeter = LiveGreeter()
}

private enum ServiceKey: DependencyKey {
    static var liveValue: Service { Service(serial: 1) }
}

/// Makes a new service per call: the library's way to hand out fresh values (like `\.uuid`).
private enum MakeServiceKey: DependencyKey {
    static let liveValue: @Sendable () -> Service = { Service() }
}

private enum FirstKey: DependencyKey {
    static let liveValue = "first"
}

private enum SecondKey: DependencyKey {
    static let liveValue = "second"
}

/// Built lazily from another dependency, the counter the scenario hands in.
private enum LazyServiceKey: DependencyKey {
    static var liveValue: Service {
        @Dependency(\.buildCounter) var builds
        builds.record()
        return Service()
    }
}

private enum BuildCounterKey: DependencyKey {
    static var liveValue: BuildCounter { BuildCounter() }
}

/// An interface-only key (`TestDependencyKey`), as the library's "separating interface and implementation"
/// advice writes one, whose live conformance the app never links.
private enum UnwiredKey: TestDependencyKey {
    static let testValue: any Unwired = UnimplementedUnwired()
}

private struct UnimplementedUnwired: Unwired {}

private enum CycleAKey: DependencyKey {
    static var liveValue: CycleA {
        @Dependency(\.cycleB) var partner
        return CycleA(partner: partner)
    }
}

private enum CycleBKey: DependencyKey {
    static var liveValue: CycleB {
        @Dependency(\.cycleA) var partner
        return CycleB(partner: partner)
    }
}

/// A parent that reads its greeter when asked, as clients with `@Dependency` inside their endpoints do.
struct WelcomeClient: Sendable {
    var message: @Sendable () -> String
}

private enum WelcomeClientKey: DependencyKey {
    static let liveValue = WelcomeClient {
        @Dependency(\.greeter) var greeter
        return Welcome(greeter: greeter).message
    }
}

/// The three-level chain, one client per level, each reading the level below when asked.
struct ChainClient<Level: Sendable>: Sendable {
    var make: @Sendable () -> Level
}

private enum InnerKey: DependencyKey {
    static let liveValue = ChainClient<Inner> {
        @Dependency(\.greeter) var greeter
        return Inner(greeter: greeter)
    }
}

private enum MiddleKey: DependencyKey {
    static let liveValue = ChainClient<Middle> {
        @Dependency(\.inner) var inner
        return Middle(inner: inner.make())
    }
}

private enum OuterKey: DependencyKey {
    static let liveValue = ChainClient<Outer> {
        @Dependency(\.middle) var middle
        return Outer(middle: middle.make())
    }
}

extension DependencyValues {
    var greeter: any Greeter {
        get { self[GreeterKey.self] }
        set { self[GreeterKey.self] = newValue }
    }

    var service: Service {
        get { self[ServiceKey.self] }
        set { self[ServiceKey.self] = newValue }
    }

    var makeService: @Sendable () -> Service {
        get { self[MakeServiceKey.self] }
        set { self[MakeServiceKey.self] = newValue }
    }

    var first: String {
        get { self[FirstKey.self] }
        set { self[FirstKey.self] = newValue }
    }

    var second: String {
        get { self[SecondKey.self] }
        set { self[SecondKey.self] = newValue }
    }

    var lazyService: Service {
        get { self[LazyServiceKey.self] }
        set { self[LazyServiceKey.self] = newValue }
    }

    var buildCounter: BuildCounter {
        get { self[BuildCounterKey.self] }
        set { self[BuildCounterKey.self] = newValue }
    }

    var unwired: any Unwired {
        get { self[UnwiredKey.self] }
        set { self[UnwiredKey.self] = newValue }
    }

    var cycleA: CycleA {
        get { self[CycleAKey.self] }
        set { self[CycleAKey.self] = newValue }
    }

    var cycleB: CycleB {
        get { self[CycleBKey.self] }
        set { self[CycleBKey.self] = newValue }
    }

    var welcome: WelcomeClient {
        get { self[WelcomeClientKey.self] }
        set { self[WelcomeClientKey.self] = newValue }
    }

    var inner: ChainClient<Inner> {
        get { self[InnerKey.self] }
        set { self[InnerKey.self] = newValue }
    }

    var middle: ChainClient<Middle> {
        get { self[MiddleKey.self] }
        set { self[MiddleKey.self] = newValue }
    }

    var outer: ChainClient<Outer> {
        get { self[OuterKey.self] }
        set { self[OuterKey.self] = newValue }
    }
}
