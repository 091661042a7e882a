import DIEffects
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A thread-safe list the tests append to from scheduled work and tasks.
final class Recorder<Element: Sendable>: Sendable {
    private let storage = Locked<[Element]>([])

    func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    var values: [Element] {
        storage.withLock { $0 }
    }
}

let githubURL = URL(string: "https://github.com/SwiftRex")!

/// The summaries of reports, for exact-text assertions.
func summaries(_ reports: [DIError]) -> [String] {
    reports.map(\.summary)
}

/// The file-and-line locations of reports.
func locations(_ reports: [DIError]) -> [String] {
    reports.map(\.location.description)
}
