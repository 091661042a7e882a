/// A type that declares the value the app uses, beside its definition, so it needs no launch wiring.
///
/// A library module ships its defaults with the type, the way a swift-dependencies key or a
/// Factory container extension does. The compiler checks that the live value exists; the
/// test and preview values are the separate ``TestDependency`` and ``PreviewDependency``, so
/// whether one is declared is known exactly.
///
/// In DIWrappers, an unnamed resolve (`@Inject`, `resolve`, `resolveAsync`, a `Provider`)
/// that finds no binding and no override answers from the declared values: a test gets
/// `testValue` (or, with none, the live value and a `DI010` report that fails that test), a
/// preview gets `previewValue`. A `bind` of the type, or an override, always wins. A resolve with an
/// identifier (`id:`) never falls back to the declared values: only the type's own, unnamed key has them.
///
/// ```swift
/// public struct FileClient: Sendable {
///     public var read: @Sendable (String) throws -> String
///     public var write: @Sendable (String, String) throws -> Void
/// }
///
/// extension FileClient: TestDependency {
///     public static var liveValue: FileClient {
///         FileClient(read: { try String(contentsOfFile: $0) }, write: { _, _ in })
///     }
///     public static var testValue: FileClient {
///         FileClient(read: { _ in "" }, write: { _, _ in })
///     }
/// }
/// ```
public protocol LiveDependency {
    /// The value the app uses.
    static var liveValue: Self { get }
}

/// A ``LiveDependency`` that also declares the value a test gets when the test sets nothing up.
///
/// ```swift
/// extension Logger: TestDependency {
///     static var liveValue: Logger { Logger(write: { print($0) }) }
///     static var testValue: Logger { Logger(write: { _ in }) }
/// }
/// ```
public protocol TestDependency: LiveDependency {
    /// The value a test gets.
    static var testValue: Self { get }
}

/// A ``LiveDependency`` that also declares the value a SwiftUI preview gets.
///
/// ```swift
/// extension Inbox: PreviewDependency {
///     static var liveValue: Inbox { .remote }
///     static var previewValue: Inbox { .sample(messages: 3) }
/// }
/// ```
public protocol PreviewDependency: LiveDependency {
    /// The value a preview gets.
    static var previewValue: Self { get }
}

extension ContextValues {
    /// The values `Declared` declares, each made into a `Value` by `make`: the one reading of the declaration
    /// protocols, so every style picks among declared values as it does among bound ones.
    ///
    /// The test and preview values are found by dynamic casts, so a type declares them by conforming to
    /// ``TestDependency`` or ``PreviewDependency`` alone.
    package init<Declared: LiveDependency>(
        declaredBy type: Declared.Type,
        _ make: (_ declared: @escaping () -> Declared) -> Value
    ) {
        let test = (type as? any TestDependency.Type).map { test in make { test.testValue as! Declared } }
        let preview = (type as? any PreviewDependency.Type).map { preview in
            make { preview.previewValue as! Declared }
        }
        self.init(live: make { Declared.liveValue }, test: test, preview: preview, launch: [])
    }
}
