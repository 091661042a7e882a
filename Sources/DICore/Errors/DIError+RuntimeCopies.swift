extension DIError {
    /// DICore is linked into two loaded images, so each has its own bindings, overrides and context.
    ///
    /// `image` is the image that found the other copies, `otherImages` the images that carry them. DICore reports
    /// it once per process, at the first build of a value.
    ///
    /// ```swift
    /// DiagnosticReporter.report(
    ///     .runtimeLoadedTwice(
    ///         image: "/MyApp.app/MyApp",
    ///         otherImages: ["/MyApp.app/PlugIns/MyAppTests.xctest"]))
    /// ```
    public static func runtimeLoadedTwice(
        image: String,
        otherImages: [String],
        location: SourceLocation? = nil,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> DIError {
        let location = location ?? SourceLocation(fileID: fileID, line: line)
        return DIError(
            code: .runtimeLoadedTwice,
            summary: "DIToolkit is loaded twice: DICore is linked into \(image) and into "
                + (otherImages.count == 1 ? "another image" : "\(otherImages.count) other images")
                + ", so each copy has its own bindings, overrides and context.",
            key: nil,
            facts: [Fact("This copy", image)] + otherImages.map { Fact("Other copy", $0) },
            rule: "A process must load DICore once: what is bound, overridden or set for a test through one copy "
                + "is invisible to code that runs on the other, so a test's overrides and a preview's values are "
                + "silently ignored.",
            fix: "link DIToolkit into one image only: put it in a dynamic library product (type: .dynamic) that the "
                + "app and its tests or previews share, or link it into the app alone and let app-hosted tests use "
                + "the host app's copy (in Xcode: the test target's Host Application, without DIToolkit in its own "
                + "Link Binary With Libraries).",
            location: location)
    }
}
