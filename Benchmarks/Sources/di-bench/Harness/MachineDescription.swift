import Foundation

/// What the figures were measured on, printed with every report so they can be compared honestly.
struct MachineDescription: Sendable {
    /// Operating system, architecture, CPU model and core count.
    let summary: String
    /// Release or debug; debug figures are meaningless.
    let build: String
    /// The 1-minute load average when the run ended (Linux): above the core count, other work shared
    /// the cores and the figures, the 2-thread ones most of all, are inflated and noisy.
    let loadAverage: String?

    /// Reads the current machine.
    static func current() -> MachineDescription {
        let info = ProcessInfo.processInfo
        let cores = info.activeProcessorCount
        return MachineDescription(
            summary: "\(operatingSystem()) \(architecture), \(cpuModel() ?? "unknown CPU"), \(cores) cores",
            build: isOptimized ? "release build" : "DEBUG BUILD (figures are meaningless; use -c release)",
            loadAverage: oneMinuteLoad())
    }

    private static var isOptimized: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }

    private static var architecture: String {
        #if arch(x86_64)
            "x86_64"
        #elseif arch(arm64)
            "arm64"
        #else
            "unknown architecture"
        #endif
    }

    private static func operatingSystem() -> String {
        #if os(Linux)
            "Linux"
        #elseif os(macOS)
            "macOS \(ProcessInfo.processInfo.operatingSystemVersionString)"
        #else
            "unknown OS"
        #endif
    }

    /// The first field of `/proc/loadavg` (Linux only).
    private static func oneMinuteLoad() -> String? {
        guard let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return load.split(separator: " ").first.map(String.init)
    }

    /// The CPU model from `/proc/cpuinfo` (Linux only).
    private static func cpuModel() -> String? {
        guard let cpuInfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let modelLine = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        return modelLine?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    }
}
