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
        /// let scheduler: CommonDependencies.Schedulers.DispatchQueueScheduler = .live(
        ///     queue: .main)
        /// ```
        public typealias DispatchQueueScheduler = CallbackScheduler

        /// A scheduler on `queue`: by default the main queue.
        ///
        /// ```swift
        /// let main = CommonDependencies.Schedulers.liveDispatch()
        /// let background = CommonDependencies.Schedulers.liveDispatch(queue: .global())
        /// ```
        public static func liveDispatch(queue: DispatchQueue = .main) -> CallbackScheduler {
            .live(queue: queue)
        }

        /// A scheduler on `innerScheduler` (the seed's spelling of ``liveDispatch(queue:)``).
        ///
        /// ```swift
        /// let main = CommonDependencies.Schedulers.live(
        ///     innerScheduler: DispatchQueue.main)
        /// ```
        public static func live(innerScheduler: DispatchQueue) -> CallbackScheduler {
            .live(queue: innerScheduler)
        }

        /// `innerScheduler` itself: a scheduler that is already a ``CallbackScheduler``.
        ///
        /// ```swift
        /// let scheduler = CommonDependencies.Schedulers.live(
        ///     innerScheduler: TestScheduler().scheduler)
        /// ```
        public static func live(innerScheduler: CallbackScheduler) -> CallbackScheduler {
            innerScheduler
        }

        /// The seed's form for any Combine scheduler, which DIEffects' schedulers do not wrap.
        @available(
            *, unavailable,
            message:
                "schedulers are CallbackScheduler: pass a DispatchQueue, or build CallbackScheduler(schedule:scheduleAfter:)"
        )
        public static func live<Inner>(innerScheduler: Inner) -> CallbackScheduler {
            fatalError("unavailable")
        }

        /// The scheduler of `testScheduler` (the parallel-safe mock).
        ///
        /// ```swift
        /// let scheduler = CommonDependencies.Schedulers.mockDispatch(TestScheduler())
        /// ```
        public static func mockDispatch(_ testScheduler: TestScheduler) -> CallbackScheduler {
            testScheduler.scheduler
        }

        /// The scheduler `scheduler` returns, asked once: by default one that forwards each call to the
        /// shared ``dispatchQueueMock`` (the seed's form).
        ///
        /// ```swift
        /// let scheduler = CommonDependencies.Schedulers.mockDispatch()
        /// scheduler.schedule(after: .seconds(3)) { reload() }
        /// CommonDependencies.Schedulers.dispatchQueueMock.advance(by: .seconds(3))
        /// ```
        public static func mockDispatch(
            returning scheduler: () -> DispatchQueueScheduler = { sharedMockScheduler }
        ) -> DispatchQueueScheduler {
            scheduler()
        }

        /// The seed's generic Combine mock, which DIEffects replaces with one ``TestScheduler``.
        @available(
            *, unavailable,
            message: "use TestScheduler() and CommonDependencies.Schedulers.mockDispatch(testScheduler)"
        )
        public static func mock<Inner>(ofType: Inner.Type, returning scheduler: () -> TestScheduler) -> TestScheduler {
            fatalError("unavailable")
        }

        /// The seed's name for the type of ``dispatchQueueMock``.
        ///
        /// ```swift
        /// let testScheduler = CommonDependencies.Schedulers.DispatchQueueMock()
        /// ```
        public typealias DispatchQueueMock = TestScheduler

        /// The seed's generic Combine scheduler mock; DIEffects has one test scheduler for every scheduler.
        @available(*, unavailable, renamed: "TestScheduler", message: "DIEffects has one test scheduler, TestScheduler")
        public typealias SchedulerMock<SchedulerTimeType, SchedulerOptions> = TestScheduler

        /// Forwards each call to the shared ``dispatchQueueMock`` of the current test.
        @usableFromInline static var sharedMockScheduler: CallbackScheduler {
            CallbackScheduler(
                schedule: { action in dispatchQueueMock.scheduler.schedule(action) },
                scheduleAfter: { delay, interval, action in
                    let scheduler = dispatchQueueMock.scheduler
                    guard let interval else { return scheduler.schedule(after: delay, action) }
                    return scheduler.schedule(after: delay, interval: interval, action)
                },
                now: { dispatchQueueMock.now },
                sleep: { duration in try await dispatchQueueMock.sleep(for: duration) })
        }

        /// The shared test scheduler behind `mockDispatch()`; reset by `CommonDependencies.resetMocks()`.
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
