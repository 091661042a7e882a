/// Where a user's call into DIToolkit came from.
///
/// Public entry points take `fileID: String = #fileID, line: UInt = #line` and
/// pass them here, so a diagnostic points at the user's line, not ours.
///
/// ```swift
/// func resolveAssert<T>(
///     _ type: T.Type, fileID: String = #fileID, line: UInt = #line
/// ) -> T {
///     let location = SourceLocation(fileID: fileID, line: line)
///     …
/// }
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The `#fileID` of the call, e.g. `MyApp/FeatureView.swift`.
    public let fileID: String
    /// The `#line` of the call.
    public let line: UInt

    /// Captures the caller's location when the defaults are left alone.
    public init(fileID: String = #fileID, line: UInt = #line) {
        self.fileID = fileID
        self.line = line
    }

    /// `MyApp/FeatureView.swift:42`.
    public var description: String {
        "\(fileID):\(line)"
    }
}
