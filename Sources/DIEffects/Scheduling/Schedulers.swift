import Dispatch

extension CommonDependencies {
    /// Schedulers for callback-style code, under the seed's names.
    ///
    /// ```swift
    /// let testScheduler = TestScheduler()
    /// let scheduler = CommonDependencies.Schedulers.mockDispatch(testScheduler)
    /// scheduler.schedule(after: .seconds(3)) { reload() }
    /// testScheduler.advance(by: .seconds(3))
    /// ```
    public enum Schedulers {
        /// The seed's name for the scheduler type.
        ///
        /// ```swift
        /// let scheduler: CommonDependencies.Schedulers.DispatchQueueScheduler = .live(queue: .main)
        /// ```
        public typealias DispatchQueueScheduler = CallbackScheduler

        /// A scheduler on `queue`.
        ///
        /// ```swift
        /// let main = CommonDependencies.Schedulers.liveDispatch(queue: .main)
        /// ```
        public static func liveDispatch(queue: DispatchQueue) -> CallbackScheduler {
            .live(queue: queue)
        }

        /// The scheduler of `testScheduler` (the parallel-safe mock).
        ///
        /// ```swift
        /// let scheduler = CommonDependencies.Schedulers.mockDispatch(TestScheduler())
        /// ```
        public static func mockDispatch(_ testScheduler: TestScheduler) -> CallbackScheduler {
            testScheduler.scheduler
        }

        /// A scheduler that forwards each call to the shared ``dispatchQueueMock`` (the seed's form).
        ///
        /// ```swift
        /// let scheduler = CommonDependencies.Schedulers.mockDispatch()
        /// scheduler.schedule(after: .seconds(3)) { reload() }
        /// CommonDependencies.Schedulers.dispatchQueueMock.advance(by: .seconds(3))
        /// ```
        public static func mockDispatch() -> CallbackScheduler {
            CallbackScheduler(
                schedule: { action in dispatchQueueMock.scheduler.schedule(action) },
                scheduleAfter: { delay, interval, action in
                    let scheduler = dispatchQueueMock.scheduler
                    guard let interval else { return scheduler.schedule(after: delay, action) }
                    return scheduler.schedule(after: delay, interval: interval, action)
                })
        }

        /// The shared test scheduler behind ``mockDispatch()``; reset by `CommonDependencies.resetMocks()`.
        ///
        /// ```swift
        /// CommonDependencies.Schedulers.dispatchQueueMock.advance(by: .seconds(3))
        /// ```
        public static var dispatchQueueMock: TestScheduler {
            SharedMocks.object("Schedulers") { TestScheduler() }
        }

        /// A scheduler that reports "Unimplemented: Scheduler.schedule" and never runs the work.
        ///
        /// ```swift
        /// let scheduler = CommonDependencies.Schedulers.unimplemented()
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> CallbackScheduler {
            .unimplemented(fileID: fileID, line: line)
        }
    }
}
