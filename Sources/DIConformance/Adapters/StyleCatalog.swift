/// The four DIToolkit styles, each behind its conformance adapter, in matrix column order.
///
/// ```swift
/// for style in StyleCatalog.all { print(style.name) }  // Reader, Wrappers, Registry, World
/// ```
public enum StyleCatalog {
    /// Every style the suite knows.
    public static let all: [any StyleUnderTest] = [ReaderStyle(), WrappersStyle(), RegistryStyle(), WorldStyle()]
}
