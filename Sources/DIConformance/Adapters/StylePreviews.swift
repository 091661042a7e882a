import DICore

extension TestIsolation {
    /// One preview the DIToolkit way: `PreviewRegion.run`, after `prepare` wires what the preview's code needs
    /// (the app's launch code does not run in a preview, so a preview wires what it shows, as a test does).
    static func previewRegion(prepare: @escaping @Sendable () throws -> Void = {}) -> TestIsolation {
        TestIsolation { body in
            _ = try await PreviewRegion.run {
                try prepare()
                try await body()
            }
        }
    }

    /// One preview of a style whose values are a plain Swift value (a Reader context, a world): the preview builds
    /// its own, the way the style's test does (`perPreview`), inside `PreviewRegion.run`.
    static func previewRegion(building perPreview: TestIsolation) -> TestIsolation {
        TestIsolation { body in
            _ = try await PreviewRegion.run { try await perPreview.run(body) }
        }
    }
}
