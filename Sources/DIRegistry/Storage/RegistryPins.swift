/// A word that holds one registry, whose address `shared` hands to its caller.
///
/// `shared` is an addressor: the caller reads the registry (and its `let`s) in place, without retaining it, for as
/// long as its access lasts, which nothing marks the end of. So the word, and the registry in it, must outlive every
/// access that may have read it: a pin is kept by the region the registry was handed out in, or by the process.
final class RegistryPin: @unchecked Sendable {
    /// Holds the registry strongly; allocated once, so its address never moves.
    let word: UnsafeMutablePointer<BaseRegistry>

    init(_ registry: BaseRegistry) {
        word = .allocate(capacity: 1)
        word.initialize(to: registry)
    }

    deinit {
        word.deinitialize(count: 1)
        word.deallocate()
    }
}

/// Where the registries `shared` hands out are kept while a caller may still be reading them.
///
/// Inside a region (a test's fresh state, an override, a recording) a registry is pinned in that region's
/// instances, which live until the region's last task lets go: no caller outside the region can have read it
/// there, so it is released with the region. Outside every region, any thread may be reading it at any time,
/// so the process keeps it: a registry handed out there lives as long as the process.
enum RegistryPins {
    /// The pins kept for the whole process, one per registry object; never removed.
    private static let process = Locked<[ObjectIdentifier: RegistryPin]>([:])

    /// The address of a word holding `registry` for as long as the current task's region (or the process) lives.
    static func pinned(_ registry: BaseRegistry) -> UnsafeRawPointer {
        if TaskRegion.state != nil,
            let pin = RegionInstances.keep(RegistryPin(registry), for: registry, scope: nil, weakly: false)
        {
            return UnsafeRawPointer(pin.word)
        }
        return UnsafeRawPointer(pinnedForProcess(registry).word)
    }

    /// The pin the process keeps for `registry`, made on its first hand-out outside every region.
    static func pinnedForProcess(_ registry: BaseRegistry) -> RegistryPin {
        // The pin keeps `registry` alive, so its identity is never reused for another object.
        process.withLock { pins in
            if let pin = pins[ObjectIdentifier(registry)] { return pin }
            let pin = RegistryPin(registry)
            pins[ObjectIdentifier(registry)] = pin
            return pin
        }
    }
}
