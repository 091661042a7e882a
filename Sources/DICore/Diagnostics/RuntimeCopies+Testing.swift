extension RuntimeCopies {
    /// One task's stand-in for a process that loaded `images`, checked at its own first use.
    final class Simulation: Sendable {
        let images: Images
        let checked = AtomicCounter()

        init(_ images: Images) {
            self.images = images
        }
    }

    @TaskLocal static var simulation: Simulation?

    /// How many simulations are running, so a first use outside every one pays one relaxed load.
    static let simulations = AtomicCounter()

    /// Runs `operation` as if the process had loaded `images`, for a test that cannot load a second image.
    ///
    /// The first use of DIToolkit inside `operation` — the first region it opens, an outermost async build, a new
    /// thread's first build — checks `images` once, the way a process's first use checks the images it loaded, and
    /// reports through the same ``DiagnosticReporter`` path. The process's own once-per-process check is unaffected.
    package static func simulating<Result>(
        _ images: Images,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        simulations.increment()
        defer { simulations.decrement() }
        return try await $simulation.withValue(Simulation(images), operation: operation, isolation: isolation)
    }

    @inline(never)
    static func checkSimulatedImages(firstUseAt location: SourceLocation) {
        guard let simulation, simulation.checked.compareExchange(expected: 0, desired: 1) else { return }
        reportCopies(in: simulation.images, firstUseAt: location)
    }
}
