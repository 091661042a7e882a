import DIWrappers
import Foundation

/// The file system's values, declared where the client is, so this module ships its own defaults.
extension FileClient: TestDependency {
    /// The disk, through Foundation.
    public static let liveValue = FileClient(
        read: { path in try String(contentsOfFile: path, encoding: .utf8) },
        write: { text, path in try text.write(toFile: path, atomically: true, encoding: .utf8) },
        list: { directory in try FileManager.default.contentsOfDirectory(atPath: directory).sorted() }
    )

    /// Two digests in every directory, each with two headlines; writes go nowhere.
    public static let testValue = FileClient(
        read: { path in
            "# Digest\n\n- Headline one of \((path as NSString).lastPathComponent)\n- Headline two\n"
        },
        write: { _, _ in },
        list: { _ in ["2026-11-01.md", "2026-11-02.md"] }
    )
}
