import DIRegistry
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// The test that proves your app assigns a desired implementation to every registry.
///
/// It checks every registry enrolled so far (each enrols itself when first
/// touched) plus the ones you declare, and fails once, naming all that lack an
/// assignment. It records a Swift Testing issue inside a `@Test`, or an XCTest
/// failure inside an `XCTestCase`.
///
/// ```swift
/// @Test(.isolatedDependencies) func everyRegistryHasALiveImplementation() {
///     AppDelegate.setupRegistries()
///     RegistryVerification.testRegistriesHaveDesiredImplementationsSet(declared: AppRegistries.all)
/// }
/// ```
public enum RegistryVerification {
    /// Fails the current test if any enrolled or `declared` registry has no desired implementation.
    ///
    /// Returns the registries that lack one (empty when the test passes).
    ///
    /// ```swift
    /// setupRegistries()
    /// RegistryVerification.testRegistriesHaveDesiredImplementationsSet(
    ///     declared: [CoreRegistry.self, RoutingRegistry.self])
    /// ```
    @discardableResult
    public static func testRegistriesHaveDesiredImplementationsSet(
        declared registryTypes: [any Registry.Type] = [],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [BaseRegistry.Type] {
        guard let error = BaseRegistry.verifyDesiredImplementations(declared: registryTypes, fileID: fileID, line: line)
        else { return [] }
        #if canImport(XCTest)
            if Test.current == nil {
                XCTFail(error.description, file: filePath, line: line)
                return BaseRegistry.registriesLackingDesiredImplementation()
            }
        #endif
        let location = Testing.SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: error.description), sourceLocation: location)
        return BaseRegistry.registriesLackingDesiredImplementation()
    }
}
