import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bare read path of a built singleton: today's `SingletonCell` and a proposed replacement.
///
/// `SingletonCell` is `package` API of DICore and cannot be called from this package, so
/// ``MutexReadCell`` replicates its read (`Sources/DICore/Building/SingletonCell.swift`: one
/// `pthread_mutex_t` lock/unlock around reading `stored`). ``PublishedOnceCell`` is a prototype of the
/// change proposed in issue 8's closing note: a write-once pointer read with one acquire load. Both are
/// `.reference` rows: shown for comparison, never a baseline or a peer.
enum ReadPathReplicaWorkloads {
    static let mutexLabel = "replica: SingletonCell read (mutex per read)"
    static let acquireLabel = "prototype: write-once cell, acquire load"
    /// Shows what two threads gain when the returned value needs no reference counting.
    static let valueLabel = "reference: closure returning a struct (no ARC)"
    static let mutexValueLabel = "replica: SingletonCell read of a struct"
    static let acquireValueLabel = "prototype: acquire-load cell read of a struct"

    static func make() -> [Workload] {
        let mutexCell = MutexReadCell(Service())
        let acquireCell = PublishedOnceCell<Service>()
        _ = acquireCell.value { Service() }
        let readMutex: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(mutexCell.cachedValue!) }
        }
        let readAcquire: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(acquireCell.value { Service() }) }
        }
        let existingValue = opaque(SendableValue(identifier: 7))
        let valueClosure: @Sendable () -> SendableValue = { existingValue }
        let returnValue = opaque(valueClosure)
        let readValue: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(returnValue()) }
        }
        let mutexValueCell = MutexReadCell(SendableValue(identifier: 7))
        let acquireValueCell = PublishedOnceCell<SendableValue>()
        _ = acquireValueCell.value { SendableValue(identifier: 7) }
        let readMutexValue: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(mutexValueCell.cachedValue!) }
        }
        let readAcquireValue: @Sendable (Int) -> Void = { operations in
            for _ in 0..<operations { blackHole(acquireValueCell.value { SendableValue(identifier: 7) }) }
        }
        return [
            Workload(.singletonOneThread, mutexValueLabel, .reference, body: .parallel(threads: 1, readMutexValue)),
            Workload(.singletonTwoThreads, mutexValueLabel, .reference, body: .parallel(threads: 2, readMutexValue)),
            Workload(
                .singletonOneThread, acquireValueLabel, .reference, body: .parallel(threads: 1, readAcquireValue)),
            Workload(
                .singletonTwoThreads, acquireValueLabel, .reference, body: .parallel(threads: 2, readAcquireValue)),
            Workload(.singletonOneThread, valueLabel, .reference, body: .parallel(threads: 1, readValue)),
            Workload(.singletonTwoThreads, valueLabel, .reference, body: .parallel(threads: 2, readValue)),
            Workload(.singletonResolve, mutexLabel, .reference, readMutex),
            Workload(.singletonResolve, acquireLabel, .reference, readAcquire),
            Workload(.singletonOneThread, mutexLabel, .reference, body: .parallel(threads: 1, readMutex)),
            Workload(.singletonTwoThreads, mutexLabel, .reference, body: .parallel(threads: 2, readMutex)),
            Workload(.singletonOneThread, acquireLabel, .reference, body: .parallel(threads: 1, readAcquire)),
            Workload(.singletonTwoThreads, acquireLabel, .reference, body: .parallel(threads: 2, readAcquire)),
        ]
    }
}

/// A value type: handing it out touches no shared reference count.
struct SendableValue: Sendable {
    let identifier: Int
}

/// What `SingletonCell.cachedValue` does on every read of a built value.
final class MutexReadCell<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var stored: Value?

    init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        stored = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    var cachedValue: Value? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return stored
    }
}

/// A prototype cell whose built value is published once and then read with a single acquire load.
///
/// The value lives in a box that is never replaced, so a reader can use the box without a lock and
/// without retaining it (only a class `Value` itself is retained, as any hand-out must). The slow path
/// (first build) takes a mutex so the factory runs exactly once.
final class PublishedOnceCell<Value>: @unchecked Sendable {
    private final class Box {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private let published = Atomic<UInt>(0)
    private let buildLock = Mutex<Void>(())

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) {
            Unmanaged<Box>.fromOpaque(pointer).release()
        }
    }

    @inline(__always)
    func value(orCreate create: () -> Value) -> Value {
        if let pointer = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) {
            return Unmanaged<Box>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.value }
        }
        return build(create)
    }

    @inline(never)
    private func build(_ create: () -> Value) -> Value {
        buildLock.withLock { _ in
            if let pointer = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) {
                return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().value
            }
            let box = Box(create())
            published.store(UInt(bitPattern: Unmanaged.passRetained(box).toOpaque()), ordering: .releasing)
            return box.value
        }
    }
}
