import Foundation

/// Where a run's figures come from, in fields a script can read: the commit measured, the toolchain and the
/// machine. The docs build draws the Performance page from a recorded report and says when the library has
/// changed since `commit`.
struct RunProvenance: Codable, Sendable {
    /// `git rev-parse HEAD` of the working directory, or `nil` outside a git checkout.
    let commit: String?
    /// Whether the library or the benchmarks had uncommitted changes (`Sources`, `Package.swift`,
    /// `Benchmarks/Sources`, `Benchmarks/Package.swift`), so the figures are not exactly `commit`'s.
    let uncommittedChanges: Bool?
    /// The first line of `swift --version`: the toolchain `swift run` built the benchmarks with.
    let swiftVersion: String?
    /// `PRETTY_NAME` of `/etc/os-release` on Linux, the version string elsewhere.
    let operatingSystem: String
    let architecture: String
    /// The CPU model, when the system says it.
    let processor: String?
    /// Cores the process may run on.
    let cores: Int

    /// Reads the current checkout, toolchain and machine.
    static func current() -> RunProvenance {
        let commit = output(of: ["git", "rev-parse", "HEAD"])
        let changes =
            commit == nil
            ? nil
            : output(of: [
                "git", "status", "--porcelain", "--", "Sources", "Package.swift", "Benchmarks/Sources",
                "Benchmarks/Package.swift",
            ])
        return RunProvenance(
            commit: commit, uncommittedChanges: changes.map { !$0.isEmpty },
            swiftVersion: output(of: ["swift", "--version"])?.split(separator: "\n").first.map(String.init),
            operatingSystem: MachineDescription.operatingSystemName(),
            architecture: MachineDescription.architecture, processor: MachineDescription.cpuModel(),
            cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The trimmed standard output of a command found on `PATH`, or `nil` when it cannot run or fails.
    private static func output(of command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
