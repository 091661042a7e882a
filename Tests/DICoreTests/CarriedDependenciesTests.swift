import DICore
import Dispatch
import Testing

/// A model that captures the dependencies it was made with and makes its children with them.
private final class CarryingModel: CarriesDependencies, Sendable {
    static let number = DependencyKey(Int.self, identifier: "number")
    static let word = DependencyKey(String.self, identifier: "word")

    let carriedDependencies = CarriedDependencies.current

    /// What the code under test reads right now.
    static func read() throws -> (Int?, String?) {
        (
            try DependencyOverrides.current.value(for: number, as: Int.self),
            try DependencyOverrides.current.value(for: word, as: String.self)
        )
    }

    func child() -> CarryingModel {
        DependencyOverrides.withDependencies(from: self) { CarryingModel() }
    }

    func child() async -> CarryingModel {
        await DependencyOverrides.withDependencies(from: self) {
            await Task.yield()
            return CarryingModel()
        }
    }

    /// What the model reads inside its own dependencies.
    func readCarried() throws -> (Int?, String?) {
        try DependencyOverrides.withDependencies(from: self) { try Self.read() }
    }
}

/// An observer that records nothing, standing in for a recording (or a verification, which ends with its operation).
private final class SilentObserver: ResolutionObserver {
    let endsWithItsOperation: Bool

    init(endsWithItsOperation: Bool) {
        self.endsWithItsOperation = endsWithItsOperation
    }

    func takes(_ report: DIError) -> Bool { false }
    func printPendingLines(stoppedBy error: DIError) {}
    func processWillStop(after error: DIError) {}
}

@Suite("Carried dependencies: a region entered again later")
struct CarriedDependenciesTests {
    // Answers swift-dependencies Tests/DependenciesTests/DependencyTests.swift testExtendingLifetimeToChildModels.
    @Test("a child made later, outside the region, gets the overrides its parent was made with, down the generations")
    func childrenGetTheParentsOverrides() throws {
        let model = DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 1729)
        } operation: {
            DependencyOverrides.with {
                $0.set(CarryingModel.word, value: "howdy")
            } operation: {
                CarryingModel()
            }
        }
        #expect(try CarryingModel.read() == (nil, nil))
        let grandchild = model.child().child()
        #expect(try grandchild.readCarried() == (1729, "howdy"))
        let greatGrandchild = DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 9000)
        } operation: {
            DependencyOverrides.with {
                $0.set(CarryingModel.word, value: "cool")
            } operation: {
                CarryingModel()
            }
        }
        #expect(try greatGrandchild.child().readCarried() == (9000, "cool"))
    }

    // The difference from swift-dependencies Tests/DependenciesTests/DependencyTests.swift
    // testExtendingLifetimeToChildModels (its greatGrandchild), where the caller's override wins over the parent's.
    @Test("the parent's region wins over overrides around the call; an override inside the operation changes it")
    func parentsRegionWinsOverTheCallSite() throws {
        let model = DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 1729)
        } operation: {
            CarryingModel()
        }
        let aroundTheCall = DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 9000)
        } operation: {
            model.child()
        }
        #expect(try aroundTheCall.readCarried().0 == 1729)
        let insideTheOperation = DependencyOverrides.withDependencies(from: model) {
            DependencyOverrides.with {
                $0.set(CarryingModel.number, value: 9000)
            } operation: {
                CarryingModel()
            }
        }
        #expect(try insideTheOperation.readCarried().0 == 9000)
    }

    // Answers swift-dependencies Tests/DependenciesTests/DependencyTests.swift
    // testExtendingLifetimeToChildModels_Async.
    @Test("the awaited form carries the parent's overrides across suspensions")
    func awaitedChildGetsTheParentsOverrides() async throws {
        let model = await DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 1729)
        } operation: {
            await Task.yield()
            return CarryingModel()
        }
        let child = await model.child()
        #expect(try child.readCarried().0 == 1729)
        #expect(try CarryingModel.read().0 == nil)
    }

    // Answers swift-dependencies Tests/DependenciesTests/DependencyValuesTests.swift testEscape.
    @Test("a stored callback called later from another thread sees the region it was stored in")
    func escapingCallbackOnAnotherThread() async throws {
        let callback = DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 42)
        } operation: {
            let carried = CarriedDependencies.current
            return { @Sendable in
                try DependencyOverrides.withDependencies(from: carried) { try CarryingModel.read().0 }
            }
        }
        let seen = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: try? callback()) }
        }
        #expect(seen == 42)
    }

    // Answers swift-dependencies Tests/DependenciesTests/DependencyValuesTests.swift
    // testEscapingInFeatureModelWithOverride_NotPropagated: what is not carried is not seen.
    @Test("a callback that did not carry its region sees only what is in force where it is called")
    func uncarriedCallbackSeesNothing() async throws {
        let callback = DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 42)
        } operation: {
            { @Sendable in try CarryingModel.read().0 }
        }
        let seen = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: try? callback()) }
        }
        #expect(seen == nil)
    }

    @Test("the whole region is carried: the test's fresh state and the context as well as the overrides")
    func isolationAndContextAreCarried() throws {
        let model = DependencyIsolation.withFreshState {
            DependencyContext.withContext(.preview) { CarryingModel() }
        }
        #expect(DependencyContext.current != .preview)
        let (isolated, context) = DependencyOverrides.withDependencies(from: model) {
            (DependencyIsolation.isActive, DependencyContext.current)
        }
        #expect(isolated && context == .preview)
    }

    @Test("a region captured outside any region carries none: the caller's overrides do not reach the operation")
    func noRegionCarriesNoRegion() throws {
        let model = CarryingModel()
        let seen = try DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 7)
        } operation: {
            try model.readCarried().0
        }
        #expect(seen == nil)
    }

    @Test(
        "a recording's observer is carried while it records; a verification's stays behind once it has returned",
        arguments: [false, true])
    func observerIsCarriedOnlyWhileItsRegionIsOpen(endsWithItsOperation: Bool) throws {
        let observer = SilentObserver(endsWithItsOperation: endsWithItsOperation)
        let model = DependencyOverrides.with {
            $0.set(CarryingModel.number, value: 5)
        } operation: {
            TaskRegion.with(observer: observer) { CarryingModel() }
        }
        let (recording, number) = try DependencyOverrides.withDependencies(from: model) {
            (TaskRegion.current?.isRecording ?? false, try CarryingModel.read().0)
        }
        #expect(recording == !endsWithItsOperation)
        #expect(number == 5)
    }
}
