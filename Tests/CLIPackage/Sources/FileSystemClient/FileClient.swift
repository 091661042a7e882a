/// Reads, writes and lists files: the tool's only way to the disk, so a test can change one endpoint.
///
/// Its values ship beside it (`FileClient+Values.swift`), so an `@Inject var files: FileClient` needs no
/// launch wiring: the live value in the tool, the test value in a test.
public struct FileClient: Sendable {
    /// The text of the file at a path.
    public var read: @Sendable (_ path: String) throws -> String
    /// Writes text to the file at a path, replacing what it held.
    public var write: @Sendable (_ text: String, _ path: String) throws -> Void
    /// The names of the entries of a directory, sorted.
    public var list: @Sendable (_ directory: String) throws -> [String]

    /// A client made of these endpoints.
    public init(
        read: @escaping @Sendable (_ path: String) throws -> String,
        write: @escaping @Sendable (_ text: String, _ path: String) throws -> Void,
        list: @escaping @Sendable (_ directory: String) throws -> [String]
    ) {
        self.read = read
        self.write = write
        self.list = list
    }
}
