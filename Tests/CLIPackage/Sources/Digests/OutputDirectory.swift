import DIWrappers
import FileSystemClient
import LoggingClient

/// Whether the tool can list `directory`, asked through the file system client (an option's `validate()` calls
/// this, before `run()`).
public func isListableDirectory(_ directory: String) -> Bool {
    @Inject var files: FileClient
    @Inject var log: LogClient

    log.log("checking the output directory \(directory)")
    return (try? files.list(directory)) != nil
}
