import Foundation

/// A small file-system effect: read, write, remove and list files.
///
/// ```swift
/// let files = FileSystem.inMemory()
/// try files.write(Data("hi".utf8), URL(fileURLWithPath: "/notes/a.txt"))
/// #expect(
///     try files.list(URL(fileURLWithPath: "/notes")).map(\.lastPathComponent) == [
///         "a.txt"
///     ])
/// ```
public struct FileSystem: Sendable {
    /// Reads the whole file.
    ///
    /// ```swift
    /// let data = try files.read(URL(fileURLWithPath: "/config.json"))
    /// ```
    public var read: @Sendable (_ url: URL) throws -> Data
    /// Writes the whole file, replacing it and creating missing folders.
    ///
    /// ```swift
    /// try files.write(Data("{}".utf8), URL(fileURLWithPath: "/config.json"))
    /// ```
    public var write: @Sendable (_ data: Data, _ url: URL) throws -> Void
    /// Removes a file.
    ///
    /// ```swift
    /// try files.remove(URL(fileURLWithPath: "/config.json"))
    /// ```
    public var remove: @Sendable (_ url: URL) throws -> Void
    /// The files directly inside a folder, sorted by path.
    ///
    /// ```swift
    /// let names = try files.list(URL(fileURLWithPath: "/notes")).map(
    ///     \.lastPathComponent)
    /// ```
    public var list: @Sendable (_ folder: URL) throws -> [URL]

    /// A file system built from its four operations.
    ///
    /// ```swift
    /// let empty = FileSystem(
    ///     read: { _ in Data() }, write: { _, _ in }, remove: { _ in },
    ///     list: { _ in [] })
    /// ```
    public init(
        read: @escaping @Sendable (_ url: URL) throws -> Data,
        write: @escaping @Sendable (_ data: Data, _ url: URL) throws -> Void,
        remove: @escaping @Sendable (_ url: URL) throws -> Void,
        list: @escaping @Sendable (_ folder: URL) throws -> [URL]
    ) {
        self.read = read
        self.write = write
        self.remove = remove
        self.list = list
    }

    /// The real file system, through `FileManager.default`.
    ///
    /// ```swift
    /// let files = FileSystem.live
    /// ```
    public static let live = FileSystem(
        read: { url in try Data(contentsOf: url) },
        write: { data, url in
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        },
        remove: { url in try FileManager.default.removeItem(at: url) },
        list: { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .sorted { $0.path < $1.path }
        })

    /// A fresh in-memory file system; each call makes an independent one.
    ///
    /// Missing files throw `CocoaError(.fileNoSuchFile)`, like the real one.
    ///
    /// ```swift
    /// let files = FileSystem.inMemory(["/config.json": Data("{}".utf8)])
    /// ```
    public static func inMemory(_ initial: [String: Data] = [:]) -> FileSystem {
        let files = Locked(initial)
        let missing: @Sendable (URL) -> CocoaError = {
            CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: $0.path])
        }
        return FileSystem(
            read: { url in
                guard let data = files.withLock({ $0[url.standardizedFileURL.path] }) else { throw missing(url) }
                return data
            },
            write: { data, url in files.withLock { $0[url.standardizedFileURL.path] = data } },
            remove: { url in
                guard files.withLock({ $0.removeValue(forKey: url.standardizedFileURL.path) }) != nil else {
                    throw missing(url)
                }
            },
            list: { folder in
                let prefix =
                    folder.standardizedFileURL.path.hasSuffix("/")
                    ? folder.standardizedFileURL.path : folder.standardizedFileURL.path + "/"
                return files.withLock { Array($0.keys) }
                    .filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
                    .sorted()
                    .map { URL(fileURLWithPath: $0) }
            })
    }

    /// Reports "Unimplemented: FileSystem.<operation>" and throws that error on every operation.
    ///
    /// ```swift
    /// let files = FileSystem.unimplemented()
    /// ```
    public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> FileSystem {
        unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
    }

    /// The unimplemented value, reporting at `location`.
    package static func unimplemented(at location: UnimplementedSite) -> FileSystem {
        return FileSystem(
            read: { _ in throw unimplementedError("FileSystem.read", at: location) },
            write: { _, _ in throw unimplementedError("FileSystem.write", at: location) },
            remove: { _ in throw unimplementedError("FileSystem.remove", at: location) },
            list: { _ in throw unimplementedError("FileSystem.list", at: location) })
    }
}
