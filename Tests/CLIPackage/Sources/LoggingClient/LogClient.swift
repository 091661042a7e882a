/// Writes the tool's progress messages, which never go to standard output (that is the tool's answer).
public struct LogClient: Sendable {
    /// Writes one message.
    public var log: @Sendable (_ message: String) -> Void

    /// A client made of this endpoint.
    public init(log: @escaping @Sendable (_ message: String) -> Void) {
        self.log = log
    }
}
