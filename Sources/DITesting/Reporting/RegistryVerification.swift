import DIRegistry
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// The test that proves your app assigns a desired implementation to every registry.
///
/// With no arguments it checks every registry class in the process, as Floatation did:
/// each non-generic registry class of every loaded image, found whether or not any code
/// touched it. It fails once, naming all that lack an assignment; it also fails if it
/// finds no registry at all, or on a platform that cannot list them, because a check of
/// nothing must not pass. With `declared`, it checks those registries and the ones touched
/// so far. It records a Swift Testing issue inside a `@Test`, or an XCTest failure inside
/// an `XCTestCase`.
///
/// ```swift
/// @Test(.isolatedDependencies) func everyRegistryHasALiveImplementation() {
///     AppDelegate.setupRegistries()
///     RegistryVerification.testRegistriesHaveDesiredImplementationsSet()
/// }
/// ```
public enum RegistryVerification {
    /// Fails the current test if any registry of the process (or of `declared`) has no desired implementation.
    ///
    /// Returns the registries that lack one (empty when all have one, or when none was found).
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
        let check = RegistryCheck(declared: registryTypes, location: DICore.SourceLocation(fileID: fileID, line: line))
        guard let error = check.error else { return [] }
        #if canImport(XCTest)
            if Test.current == nil {
                XCTFail(TestFailureRecorder.comment(for: error).rawValue, file: filePath, line: line)
                return check.missing
            }
        #endif
        let location = Testing.SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(TestFailureRecorder.comment(for: error), sourceLocation: location)
        return check.missing
    }
}
