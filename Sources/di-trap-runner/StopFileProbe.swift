import Foundation

/// A child that runs until the test that launched it says stop, for the check that waiting for a child holds no
/// thread of the test's cooperative pool.
enum StopFileProbe {
    /// Writes `started-<pid>` into the folder named by the second argument, waits until a file named `stop` appears
    /// there, then prints "stopped" and exits 0.
    ///
    /// Only the test writes `stop`, and only on the thread its waits for the children must leave free. If a wait held
    /// that thread, nothing would ever write it, so the child gives up after five minutes (a hang, not a slow
    /// machine) and exits 3 saying why.
    static func waitForStopFile() {
        let arguments = CommandLine.arguments
        guard arguments.count > 2 else {
            FileHandle.standardError.write(Data("usage: di-trap-runner wait-for-stop-file <folder>\n".utf8))
            exit(64)
        }
        let folder = URL(fileURLWithPath: arguments[2])
        let started = folder.appendingPathComponent("started-\(getpid())").path
        guard FileManager.default.createFile(atPath: started, contents: nil) else {
            FileHandle.standardError.write(Data("cannot write \(started)\n".utf8))
            exit(2)
        }
        let stop = folder.appendingPathComponent("stop").path
        let givingUp = Date(timeIntervalSinceNow: 300)
        while !FileManager.default.fileExists(atPath: stop) {
            guard Date() < givingUp else {
                print("never told to stop: the test that launched this child held the thread it needed")
                exit(3)
            }
            usleep(10_000)
        }
        print("stopped")
    }
}
