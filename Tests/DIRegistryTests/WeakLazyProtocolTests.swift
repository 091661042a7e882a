@_spi(Testing) import DICore
import DIRegistry
import DITesting
import Testing

/// A protocol that is not class-bound, as Floatation users declared their dependencies.
protocol ImageCaching: Sendable {
    var serial: Int { get }
}

final class MemoryImageCache: ImageCaching {
    let serial: Int

    init(counter: AtomicCounter) {
        serial = counter.increment()
    }
}

struct ValueImageCache: ImageCaching {
    let serial = 0
}

@Suite("WeakLazy of a protocol that is not class-bound", .isolatedDependencies)
struct WeakLazyProtocolTests {
    @Test("WeakLazy<any ImageCaching> shares a class instance while held and rebuilds it after release")
    func protocolInstanceSharedWhileHeld() {
        let builds = AtomicCounter()
        let cache = WeakLazy<any ImageCaching>(builder: { MemoryImageCache(counter: builds) })
        do {
            let holder = cache.instance
            #expect(cache.instance.serial == holder.serial)
            #expect(builds.value == 1)
        }
        #expect(cache.instance.serial == 2)
    }

    @Test("a WeakLazy whose builder returns a value type stops with DI009 and the full message")
    func valueTypeStopsWithInvalidScope() throws {
        // WeakLazy is not Sendable, so the helper thread builds its own one.
        let error = try #require(
            DiagnosticReporter.captureTrap {
                let cache = WeakLazy<any ImageCaching>(
                    fileID: "App/ImageRegistry.swift", line: 12, builder: { ValueImageCache() })
                _ = cache.instance
            })
        #expect(
            error.description == """
                DIRegistryTests.ImageCaching cannot be held in the weak scope: DIRegistryTests.ValueImageCache is not \
                a class.

                  Key:        DIRegistryTests.ImageCaching (no identifier)
                  Scope:      weak
                  Location:   App/ImageRegistry.swift:12
                  Code:       DI009

                Weak scopes hold class instances only; value types would be rebuilt on every access.
                To fix, make the builder of this WeakLazy return a class instance, or keep a value type in a Lazy, \
                which holds it for the registry's life.
                """)
    }
}
