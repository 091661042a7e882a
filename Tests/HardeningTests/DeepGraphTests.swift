import DIRegistry
import DITesting
import DIWrappers
import Testing

@Suite("Deep graphs", .isolatedDependencies)
struct DeepGraphTests {
    /// 10,000 levels; 2,000 under Thread Sanitizer, whose shadow call stack cannot hold more.
    static let depth = Sanitizers.deepGraphDepth

    /// These graphs are deeper than the default limit on purpose: each test raises it through the
    /// public API (process-wide; no other in-process test relies on the default).
    init() {
        ResolutionLimits.maximumDepth = max(ResolutionLimits.maximumDepth, 20_000)
    }

    @Test(
        "a 10,000-deep container graph resolves on a big-stack thread (2,000 under TSan)",
        arguments: [Scope.transient, .singleton, .graph])
    func deepContainerGraph(scope: Scope) async {
        let container = Container()
        let progress = ProgressMeter()
        for level in 0..<Self.depth {
            container.bind(scope, to: Int.self, id: level) { container in
                progress.advance()
                return level + 1 == Self.depth ? 0 : container.resolveAssert(Int.self, id: level + 1) + 1
            }
        }
        let resolved = await Watchdog.onThread(stackSize: 512 << 20, watching: progress) { _ in
            container.resolve(Int.self, id: 0)
        }
        #expect(resolved == Self.depth - 1)
    }

    @Test("a cycle at the bottom of a 10,000-deep graph is reported with the whole loop (2,000 under TSan)")
    func deepCycleIsReported() async {
        let container = Container()
        let progress = ProgressMeter()
        for level in 0..<Self.depth {
            container.bind(Int.self, id: level) { container in
                progress.advance()
                return try container.resolveThrowing(Int.self, id: (level + 1) % Self.depth) + 1
            }
        }
        let error = await Watchdog.onThread(stackSize: 512 << 20, watching: progress) { _ in
            Result { try container.resolveThrowing(Int.self, id: 0) }
        }
        guard case .failure(let failure as DIError)? = error else {
            Issue.record("expected a DIError, got \(String(describing: error))")
            return
        }
        #expect(failure.code == .circularDependency)
        #expect(failure.path.count == Self.depth + 1)
    }

    @Test("a 10,000-deep chain of Lazy instances builds each once on a big-stack thread (2,000 under TSan)")
    func deepLazyChain() async {
        let builds = Counter()
        let progress = ProgressMeter()
        let chain = LazyChain(depth: Self.depth, builds: builds, progress: progress)
        let resolved = await Watchdog.onThread(stackSize: 512 << 20, watching: progress) { _ in chain.first.instance }
        #expect(resolved == Self.depth - 1)
        #expect(builds.value == Self.depth)
    }
}

/// Lazies where each one's builder reads the next.
///
/// `@unchecked`: `Lazy` is not Sendable (its builder need not be); these builders only read the next link.
private final class LazyChain: @unchecked Sendable {
    let links: [Lazy<Int>]

    var first: Lazy<Int> { links[0] }

    init(depth: Int, builds: Counter, progress: ProgressMeter) {
        var links: [Lazy<Int>] = []
        var next: Lazy<Int>?
        for _ in 0..<depth {
            let below = next
            let link = Lazy<Int> {
                builds.next()
                progress.advance()
                return below.map { $0.instance + 1 } ?? 0
            }
            links.append(link)
            next = link
        }
        self.links = links.reversed()
    }
}
