import DIConformance
import Dependencies

// Test and preview values declared as swift-dependencies' "Live, preview, and test dependencies" article
// recommends: a `testValue` beside the `liveValue`, made of `unimplemented` endpoints for a client a
// test must override, and a `previewValue` for previews.

/// A client whose endpoint a test must override: its `testValue` is `unimplemented`, which reports an
/// issue (failing the running test) when the code under test calls it.
struct GreeterClient: Sendable {
    var greet: @Sendable () -> String
}

extension GreeterClient: DependencyKey {
    static let liveValue = GreeterClient { LiveGreeter().greeting }
    static let testValue = GreeterClient(greet: unimplemented("GreeterClient.greet", placeholder: "unimplemented"))
}

/// A greeter with a value for each of the library's contexts.
private enum ContextualGreeterKey: DependencyKey {
    static let liveValue: any Greeter = LiveGreeter()
    static let testValue: any Greeter = FixedGreeter("test")
    static let previewValue: any Greeter = FixedGreeter("preview")
}

extension DependencyValues {
    var greeterClient: GreeterClient {
        get { self[GreeterClient.self] }
        set { self[GreeterClient.self] = newValue }
    }

    var contextualGreeter: any Greeter {
        get { self[ContextualGreeterKey.self] }
        set { self[ContextualGreeterKey.self] = newValue }
    }
}
