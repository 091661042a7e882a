#if canImport(XCTest)
    import DIEffects
    import DITesting
    import DIWrappers
    import Foundation
    import Testing
    import XCTest

    // The XCTest examples of Docs/DIToolkit.docc/Testing.md, compiled and run: the base classes are the
    // feature here, so these are XCTest cases.

    final class LaunchWiringXCTests: IsolatedDependenciesTestCase {
        func testLaunchBindsTheLiveEffects() {
            // a fresh, empty main
            XCTAssertFalse(Container.main.isBound(URLRequester.self))
            bindJokeDependencies()
            XCTAssertTrue(Container.main.isBound(URLRequester.self))
        }
    }

    final class JournalXCTests: IsolatedDependenciesTestCase {
        override func configureDependencies(
            _ dependencies: inout DependencyOverrides
        ) {
            super.configureDependencies(&dependencies)
            dependencies.bind((any Logger).self, value: SilentLogger())
            dependencies.world.now = CommonDependencies.Now.constant(epoch)
        }

        func testStampsTheEntry() {
            XCTAssertEqual(Journal().newEntry("Hello").date, epoch)
        }
    }

    final class UnsetWorldXCTests: XCTestCase {
        func testReadingWorldCurrentWithNoWorldSetIsAnExpectedFailure() {
            withKnownIssue {
                // reads World.current.now(): fails the test without withKnownIssue
                _ = WorldJokeViewModel().time
            }
        }
    }

#endif
