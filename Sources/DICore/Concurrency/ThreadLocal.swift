#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// A per-thread instance of `Value`, created on first use on each thread.
///
/// A synchronous build runs on one thread, so the resolution stack lives here rather than in a task-local (which
/// would cost an allocation per frame).
@usableFromInline
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline let key: pthread_key_t
    @usableFromInline let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        self.key = key
    }

    @inlinable
    package var value: Value {
        if let raw = pthread_getspecific(key) {
            return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue(), to: Value.self)
        }
        return makeValue()
    }

    @usableFromInline
    func makeValue() -> Value {
        let created = make()
        pthread_setspecific(key, Unmanaged.passRetained(created as AnyObject).toOpaque())
        return created
    }
}
