import Foundation

/// A fact about how this process was launched or built that can choose a dependency's value: a launch argument
/// or environment value (what a UI test passes), a debug build, the simulator or a device.
///
/// Each style takes values per launch condition beside its `live`, `test` and `preview` values
/// (``LaunchValue``), and every style picks among them in one order (see ``LaunchValue``):
///
/// ```swift
/// container.bind(
///     (any Inbox).self,
///     live: { _ in RemoteInbox() },
///     test: { _ in StubInbox() },
///     launch: [
///         // the UI test's launch argument
///         .on(.argument("-mockEmptyInbox")) { _ in EmptyInbox() },
///         .on(.simulator) { _ in SimulatorInbox() },
///     ])
/// ```
///
/// A launch argument or environment value is met only in a launch that ``LaunchEnvironment`` trusts (a debug
/// build, or one that called ``LaunchEnvironment/trust(fileID:line:)``): whoever launches a shipped binary must
/// not be able to switch it to values written to bypass real services.
public enum LaunchCondition: Hashable, Sendable, CustomStringConvertible {
    /// The process was launched with `argument` among its arguments, as a UI test passes it in
    /// `XCUIApplication.launchArguments` (`-mockEmptyInbox`). Met only in a trusted launch.
    case argument(String)
    /// The environment variable `name` has the value `value`, as a UI test sets it in
    /// `XCUIApplication.launchEnvironment`. Met only in a trusted launch.
    case environment(String, equals: String)
    /// The process runs in a simulator. Decided when DICore is compiled (`targetEnvironment(simulator)`): met in
    /// the iOS, tvOS, watchOS and visionOS simulators, never on a Mac, Linux or Windows.
    case simulator
    /// The process runs on an iPhone, iPad, Apple TV, Apple Watch or Vision Pro, not in a simulator. Decided when
    /// DICore is compiled: never met on a Mac, Linux or Windows, which are neither a device nor a simulator.
    case device
    /// DICore was compiled with `DEBUG`, which SwiftPM and Xcode set for every module of a debug build.
    case debug

    /// Whether the condition holds for the current task: its launch (the process's, or the one
    /// ``LaunchEnvironment/withLaunch(arguments:environment:operation:)`` simulates) and this build.
    public var isMet: Bool {
        isMet(in: LaunchFacts.current)
    }

    /// Whether the condition holds for `launch`.
    package func isMet(in launch: LaunchFacts) -> Bool {
        switch self {
        case .argument(let argument):
            launch.isTrusted && launch.arguments.contains(argument)
        case .environment(let name, let value):
            launch.isTrusted && launch.environment[name] == value
        case .simulator:
            Self.isSimulator
        case .device:
            Self.isDevice
        case .debug:
            LaunchEnvironment.isDebugBuild
        }
    }

    /// Where a value for this condition stands in the order ``LaunchValue`` documents.
    package var rank: Int {
        switch self {
        case .argument, .environment: 0
        case .simulator, .device: 1
        case .debug: 2
        }
    }

    /// The condition as it is written: `.argument("-mockEmptyInbox")`.
    public var description: String {
        switch self {
        case .argument(let argument): ".argument(\(String(reflecting: argument)))"
        case .environment(let name, let value):
            ".environment(\(String(reflecting: name)), equals: \(String(reflecting: value)))"
        case .simulator: ".simulator"
        case .device: ".device"
        case .debug: ".debug"
        }
    }

    // `targetEnvironment(simulator)` is true only when compiling for an Apple simulator; Linux, Windows and
    // macOS (including Mac Catalyst) compile the `false` branches.
    private static var isSimulator: Bool {
        #if targetEnvironment(simulator)
            true
        #else
            false
        #endif
    }

    // On iOS, tvOS, watchOS and visionOS a build that is not for the simulator runs on a device; macOS, Mac
    // Catalyst, Linux and Windows are not devices in this sense.
    private static var isDevice: Bool {
        #if (os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !targetEnvironment(simulator)
            #if targetEnvironment(macCatalyst)
                false
            #else
                true
            #endif
        #else
            false
        #endif
    }
}
