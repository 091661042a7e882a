import DIConformance
import DICore
import Dependencies

/// swift-dependencies' values per context, read with the library in DIToolkit's current context.
///
/// The library picks its context once per process (`.test` under a test runner, `.preview` in an Xcode
/// preview); this command is neither, so the adapter sets `\.context` with `withDependencies`, the
/// library's documented override, to the context the scenario runs in. What the library reports meanwhile
/// is collected with `withIssueReporters`; only `.error` issues count, the ones that fail a running test.
extension SwiftDependenciesStyle {
    /// A test that did not override `\.greeterClient` calls its endpoint: the `unimplemented` test value reports.
    var unimplementedInTest: Support<@Sendable () -> Reading<String>> {
        .available {
            Self.readInCurrentContext {
                @Dependency(\.greeterClient) var greeter
                return "greet() returned \"\(greeter.greet())\""
            }
        }
    }

    var contextGreeting: Support<@Sendable () throws -> Reading<String>> {
        .available {
            Self.readInCurrentContext {
                @Dependency(\.contextualGreeter) var greeter
                return greeter.greeting
            }
        }
    }

    /// Runs `body` with the library in DIToolkit's current context and collects the issues that would fail a test.
    static func readInCurrentContext(_ body: () -> String) -> Reading<String> {
        let collector = CollectingReporter()
        let value = withIssueReporters([collector]) {
            withDependencies {
                $0.context = libraryContext(for: DICore.DependencyContext.current)
            } operation: {
                body()
            }
        }
        return Reading(value, reports: collector.failures)
    }

    /// The library's context that a process in DIToolkit's `context` would have.
    static func libraryContext(for context: DICore.DependencyContext) -> Dependencies.DependencyContext {
        switch context {
        case .live: .live
        case .test: .test
        case .preview: .preview
        }
    }
}

extension SwiftDependenciesStyle {
    var launchGreeting: Support<@Sendable () throws -> Reading<String>> {
        .notSupported(
            "a dependency declares a liveValue, a testValue and a previewValue, chosen by the library's context, and "
                + "nothing per launch argument: an app reads ProcessInfo itself and sets the value at launch with "
                + "prepareDependencies, which tests never run, so nothing orders it before the test value")
    }
}

extension SwiftDependenciesStyle {
    var previewIsolation: Support<TestIsolation> {
        .notSupported(
            "a preview sets its values with prepareDependencies or withDependencies inside #Preview; the #Preview "
                + "trait for it was deprecated because traits run for every preview in a file, so one preview's "
                + "overrides bleed into the next (swift-dependencies PR#353, #368)")
    }

    /// A key with a live and a test value and no preview value: the library's `previewValue` defaults to the live one.
    var previewDefault: Support<@Sendable () throws -> Reading<String>> {
        .available {
            Self.readInCurrentContext {
                @Dependency(LiveAndTestGreeterKey.self) var greeter
                return greeter.greeting
            }
        }
    }
}

/// A dependency declared with a live and a test value, as most are: no `previewValue`.
private enum LiveAndTestGreeterKey: Dependencies.DependencyKey {
    static let liveValue: any Greeter = LiveGreeter()
    static let testValue: any Greeter = FixedGreeter("test")
}

extension SwiftDependenciesStyle {
    var scenarioGreeting: Support<@Sendable (String, inout DICore.DependencyOverrides) -> Void> {
        .notSupported(
            "a test sets its values with withDependencies or the .dependencies trait and a preview with "
                + "prepareDependencies; nothing names a set of values for a UI-tested app's launch (PR#327 asked)")
    }
}

extension SwiftDependenciesStyle {
    var dependencyLog: Support<@Sendable (_ body: @Sendable () throws -> Void) throws -> [String]> {
        .notSupported(
            "the library records no log of the dependencies a test read or where their values came from "
                + "(swift-dependencies #397 asks which were used)")
    }
}

extension SwiftDependenciesStyle {
    var secondCopyReports:
        Support<@Sendable (_ firstUse: @Sendable () async throws -> String) async throws -> Reading<String>>
    {
        .notSupported(
            "the library has no check for a second copy of itself: a test or preview image that links it again has "
                + "its own dependency values, and the app's code never sees what the test overrides")
    }
}
