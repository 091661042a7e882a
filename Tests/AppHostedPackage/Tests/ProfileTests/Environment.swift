import Foundation

/// The folder `run.sh` gives the tests to leave their marks in, if any.
let recordFolder = ProcessInfo.processInfo.environment["APPHOSTED_RECORD_DIR"]

/// Whether `run.sh` asked for the run in which a test traps beside a test of the other target.
let trapRun = ProcessInfo.processInfo.environment["APPHOSTED_EXPECT_TRAP"] == "1"

/// Writes `text` to `name` in the record folder.
func record(_ text: String, as name: String) throws {
    guard let recordFolder else { return }
    try text.write(toFile: "\(recordFolder)/\(name)", atomically: true, encoding: .utf8)
}
