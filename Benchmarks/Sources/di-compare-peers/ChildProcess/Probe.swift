import DIConformance
import Dependencies
import Foundation
import Swinject

/// Peer behaviour that stops the process, observed in a child process of this command.
///
/// `di-compare-peers --probe <name>` runs one probe and nothing else; ``ProbeProcess`` starts it,
/// waits with a time limit and reports how the child ended and what it printed.
enum Probe: String, CaseIterable, Sendable {
    /// Swinject resolving a service nobody registered, with its logging switched on.
    case swinjectMissing = "swinject-missing"
    /// Swinject resolving one of two services whose factories need each other.
    case swinjectCycle = "swinject-cycle"
    /// swift-dependencies reading one of two dependencies whose live values read each other.
    case dependenciesCycle = "dependencies-cycle"

    /// The environment the child needs on top of this process's.
    var environment: [String: String] {
        switch self {
        case .swinjectMissing: ["SWINJECT_LOGGING_ENABLED": "1"]
        case .swinjectCycle, .dependenciesCycle: [:]
        }
    }

    /// Runs the probe in this (child) process; returns only if it did not stop the process.
    func runInChild() {
        switch self {
        case .swinjectMissing:
            let container = Container()
            _ = container.synchronize().resolve((any Unwired).self)
        case .swinjectCycle:
            let container = Container()
            container.register(CycleA.self) { resolver in CycleA(partner: resolver.resolve(CycleB.self)!) }
            container.register(CycleB.self) { resolver in CycleB(partner: resolver.resolve(CycleA.self)!) }
            _ = container.synchronize().resolve(CycleA.self)
        case .dependenciesCycle:
            @Dependency(\.cycleA) var cycleA
            _ = cycleA
        }
    }
}
