import DICore
import Foundation
import Testing

/// A chain of bindings where each one's factory resolves the next.
private final class Chain: Sendable {
    let links: [InstanceCache<Int>]

    init(depth: Int, scope: Scope) {
        links = (0..<depth).map { InstanceCache(key: DependencyKey(Int.self, identifier: $0), scope: scope) }
    }

    func resolve(_ index: Int = 0) throws -> Int {
        try links[index].instance {
            index + 1 == links.count ? 0 : try resolve(index + 1) + 1
        }
    }
}

/// Whether Thread Sanitizer's runtime is in this process.
///
/// TSan's shadow call stack holds 65,536 frames per thread and overflowing it corrupts TSan's
/// memory, so under TSan the deep-graph test uses 2,000 levels instead of 10,000.
private enum ThreadSanitizerProbe {
    static let isActive: Bool = {
        #if canImport(Darwin)
            return dlsym(RTLD_DEFAULT, "__tsan_init") != nil
        #else
            return dlsym(nil, "__tsan_init") != nil
        #endif
    }()
}

/// Runs `body` on a thread with a stack large enough for the user's own recursion.
private func onLargeStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<Result?>(nil)
    let thread = Thread {
        result.withLock { $0 = body() }
        done.signal()
    }
    thread.stackSize = 256 << 20
    thread.start()
    done.wait()
    return result.withLock { $0! }
}

@Suite("Deep graphs")
struct DeepGraphTests {
    @Test(
        "a 10,000-deep graph resolves without a stack overflow or a false cycle",
        arguments: [Scope.transient, .singleton])
    func tenThousandLevels(scope: Scope) throws {
        let depth = ThreadSanitizerProbe.isActive ? 2_000 : 10_000
        // Deeper than the default limit on purpose: raise it through the public API (process-wide).
        ResolutionLimits.maximumDepth = max(ResolutionLimits.maximumDepth, 20_000)
        let resolved = onLargeStack { Result { try Chain(depth: depth, scope: scope).resolve() } }
        #expect(try resolved.get() == depth - 1)
        #expect(ResolutionStack.depth == 0)
    }
}

/// A chain whose last link needs an earlier one again.
private final class LoopingChain: Sendable {
    let links: [InstanceCache<Int>]
    let loopTarget: Int

    init(depth: Int, loopTarget: Int) {
        links = (0..<depth).map { InstanceCache(key: DependencyKey(Int.self, identifier: $0), scope: .transient) }
        self.loopTarget = loopTarget
    }

    func resolve(_ index: Int = 0) throws -> Int {
        try links[index].instance {
            try resolve(index + 1 == links.count ? loopTarget : index + 1)
        }
    }
}

extension DeepGraphTests {
    @Test("a cycle deep in a graph is reported from where it starts", arguments: [5, 40, 150])
    func deepCycleReportsItsPath(loopTarget: Int) {
        let chain = LoopingChain(depth: 200, loopTarget: loopTarget)
        #expect {
            try chain.resolve()
        } throws: { error in
            guard let error = error as? DIError else { return false }
            let identifiers = error.path.compactMap { $0.identifier?.base as? Int }
            return identifiers == Array(loopTarget..<200) + [loopTarget]
        }
        #expect(ResolutionStack.depth == 0)
    }
}
