#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// The depth and stack checks of a push beyond the linear-scan depth (see ``ResolutionLimits``).
extension ResolutionStack {
    /// Throws `DI012` if entering `key` would nest more than ``ResolutionLimits/maximumDepth`` builds, or
    /// leave less than ``ResolutionLimits/minimumStackHeadroom`` of this thread's stack.
    ///
    /// Runs only on pushes beyond ``linearDepth``, so ordinary resolutions never pay for it.
    func checkLimits(entering key: DependencyKey, location: SourceLocation) throws {
        let count = storage.pointee.count
        let limit = ResolutionLimits.maximumDepth
        if count >= limit {
            throw DIError.resolutionTooDeep(
                entering: key, path: Self.currentPath, limit: limit, location: location)
        }
        if storage.pointee.stackLimit == 0 {
            storage.pointee.stackLimit = Self.lowestStackAddress()
        }
        guard let left = Self.stackLeft(above: storage.pointee.stackLimit) else { return }
        if left < ResolutionLimits.minimumStackHeadroom {
            // The path is read here, on this thread; the error is made where making it cannot overflow the stack.
            let path = Self.currentPath
            throw SpareStack.run {
                DIError.resolutionTooDeep(entering: key, path: path, limit: limit, stackLeft: left, location: location)
            }
        }
    }

    /// How many bytes of the current thread's stack are left below the caller, or `nil` if the platform does not say.
    package static func stackLeft() -> Int? {
        stackLeft(above: lowestStackAddress())
    }

    /// How many bytes are left between the caller's frame and `limitAddress`, the stack's lowest usable address
    /// (1: unknown, `nil` is returned).
    private static func stackLeft(above limitAddress: UInt) -> Int? {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard limitAddress > 1, here > limitAddress else { return nil }
        return Int(here - limitAddress)
    }

    /// The lowest address of the current thread's stack, or 1 if the platform does not say.
    private static func lowestStackAddress() -> UInt {
        #if canImport(Darwin)
            let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
            let size = UInt(pthread_get_stacksize_np(pthread_self()))
            return top > size ? top - size : 1
        #elseif canImport(Glibc) || canImport(Musl)
            guard let getAttributes = threadAttributes else { return 1 }
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return 1 }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return 1 }
            var guardSize = 0
            pthread_attr_getguardsize(&attributes, &guardSize)
            return UInt(bitPattern: address) + UInt(guardSize)
        #else
            return 1
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl)
    /// `pthread_getattr_np`, a GNU extension the C library has but its Swift module does not export.
    private let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(
            symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()
#endif
