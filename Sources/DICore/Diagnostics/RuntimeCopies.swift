import CDIAtomics

/// Finds another loaded copy of DICore, once per process, and reports it.
///
/// Two images that each link DICore (an app and its app-hosted test bundle, a preview's dylib and the app) each
/// have their own bindings, overrides, test values and context: what a test sets in one copy, code that uses the
/// other never sees. Each image that links DICore carries one runtime marker (`CDIRuntimeImages.c`, which also
/// says how each platform lists images), so seeing the marker in two images is seeing two copies.
///
/// The check runs once, at the first use: the first build of a value — a thread's first synchronous build
/// (``ResolutionStack`` creating that thread's stack) or an outermost async build (``AsyncResolution``), which a
/// `Container`, a registry and a world's cells all pass — or the first region opened (an override, a test's fresh
/// state, a context switch), so a test copy that only overrides what the app's copy builds reports too. A resolve
/// that reads a value already built never reaches it; a process that only reads Reader contexts and opens no region
/// does not run it. A copy loaded after the check has run is found by that copy's own check.
package enum RuntimeCopies {
    /// The loaded images that carry DICore: the one this code runs in, and the others.
    package struct Images: Sendable, Equatable {
        /// The path of the image this copy of DICore was linked into, if the platform lists it.
        package var own: String?
        /// The paths of the other images that carry DICore, in load order.
        package var others: [String]

        package init(own: String?, others: [String]) {
            self.own = own
            self.others = others
        }

        /// The report these images call for: `nil` unless another image carries DICore.
        package func error(firstUseAt location: SourceLocation) -> DIError? {
            guard !others.isEmpty else { return nil }
            return .runtimeLoadedTwice(
                image: own ?? "an image the platform does not name", otherImages: others, location: location)
        }
    }

    /// Reports a second copy of DICore the first time any thread calls it; later calls read one C global.
    ///
    /// `location` is the build that made this the first use.
    @inline(__always)
    package static func checkOnce(firstUseAt location: SourceLocation) {
        if cdi_claim_runtime_copies_check() {
            reportCopies(in: loaded(), firstUseAt: location)
            reportTypesLoadedTwice(firstUseAt: location)
        }
        if !simulations.isZero {
            checkSimulatedImages(firstUseAt: location)
        }
    }

    /// In a test process, the app's types that two images declare, as the installed test runner finds them.
    private static func reportTypesLoadedTwice(firstUseAt location: SourceLocation) {
        for error in TestRunnerHook.installed?.typesLoadedTwice(location) ?? [] {
            DiagnosticReporter.report(error)
        }
    }

    static func reportCopies(in images: Images, firstUseAt location: SourceLocation) {
        if let error = images.error(firstUseAt: location) {
            DiagnosticReporter.report(error)
        }
    }

    /// The images loaded now that carry DICore (none where the platform cannot list images).
    package static func loaded() -> Images {
        var images = Images(own: nil, others: [])
        withUnsafeMutablePointer(to: &images) { pointer in
            cdi_enumerate_runtime_images(
                { path, isOwnImage, context in
                    let images = context!.assumingMemoryBound(to: Images.self)
                    let path = String(cString: path!)
                    if isOwnImage {
                        images.pointee.own = path
                    } else {
                        images.pointee.others.append(path)
                    }
                }, pointer)
        }
        return images
    }
}
