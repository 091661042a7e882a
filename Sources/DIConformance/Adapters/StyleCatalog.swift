/// The four DIToolkit styles, each behind its conformance adapter, in matrix column order.
///
/// ```swift
/// // Reader, Wrappers, Registry, World
/// for style in StyleCatalog.all { print(style.name) }
/// ```
public enum StyleCatalog {
    /// Every style the suite knows.
    public static let all: [any StyleUnderTest] = [ReaderStyle(), WrappersStyle(), RegistryStyle(), WorldStyle()]
}
