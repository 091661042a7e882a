import DICore
import Foundation

/// Everything a child process writes to one pipe, read on a thread of its own as it arrives.
///
/// Reading while the child runs means a child can write as much as it likes without filling the pipe and blocking,
/// and the byte count tells the parent that a slow child is still at work.
final class OutputCollector: Sendable {
    private let received = Locked(Data())
    private let ended = OneShot<Void>()

    /// Starts reading `pipe` until the child closes it.
    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [received, ended] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                received.withLock { $0.append(chunk) }
            }
            ended.deliver(())
        }
        .start()
    }

    /// How many bytes arrived so far.
    var byteCount: Int {
        received.withLock { $0.count }
    }

    /// Everything the pipe carried, once the child closed it.
    var text: String {
        get async {
            await ended.value
            return String(decoding: received.withLock { $0 }, as: UTF8.self)
        }
    }
}
