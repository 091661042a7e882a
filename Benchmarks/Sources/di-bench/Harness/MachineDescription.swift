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
            summary: "\(operatingSystemFamily()) \(architecture), \(cpuModel() ?? "unknown CPU"), \(cores) cores",
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

    /// The CPU architecture the benchmarks were compiled for.
    static var architecture: String {
        #if arch(x86_64)
            "x86_64"
        #elseif arch(arm64)
            "arm64"
        #else
            "unknown architecture"
        #endif
    }

    private static func operatingSystemFamily() -> String {
        #if os(Linux)
            "Linux"
        #elseif os(macOS)
            "macOS \(ProcessInfo.processInfo.operatingSystemVersionString)"
        #else
            "unknown OS"
        #endif
    }

    /// The distribution's name on Linux (`PRETTY_NAME` of `/etc/os-release`), the version string elsewhere.
    static func operatingSystemName() -> String {
        #if os(Linux)
            let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
            let prettyName = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            let name = prettyName?.dropFirst("PRETTY_NAME=".count).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            return name.map { "Linux (\($0))" } ?? "Linux"
        #else
            operatingSystemFamily()
        #endif
    }

    /// The first field of `/proc/loadavg` (Linux only).
    private static func oneMinuteLoad() -> String? {
        guard let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return load.split(separator: " ").first.map(String.init)
    }

    /// The CPU model from `/proc/cpuinfo` (Linux only).
    static func cpuModel() -> String? {
        guard let cpuInfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let modelLine = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        return modelLine?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    }
}
