import DICore

/// The steps that work on several tasks or threads has taken, each worker counting on a lane of its own.
///
/// A lane has one writer, so a step is a plain atomic store that orders nothing between the workers. A shared
/// counter's read-modify-write would synchronise the workers with one another at every step, and could hide from the
/// thread sanitizer the very races a stress test is there to find.
final class ProgressMeter: Sendable {
    private let lanes: [AtomicCounter]

    /// A meter with `lanes` lanes, numbered from 0.
    init(lanes: Int = 1) {
        self.lanes = (0..<max(lanes, 1)).map { _ in AtomicCounter() }
    }

    /// Counts one step on `lane`; only one worker may advance a given lane.
    func advance(lane: Int = 0) {
        let counter = lanes[lane]
        counter.store(counter.value + 1)
    }

    /// Every step every lane has counted so far.
    var steps: Int {
        lanes.reduce(0) { $0 + $1.value }
    }
}
