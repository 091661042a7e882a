import DICore

/// Services built with `await` and services that belong to the main actor.
extension Scenarios {
    /// How many tasks race on the first resolve of an async singleton.
    static let asyncRacers = 16

    static func asyncSingleton(_ style: some StyleUnderTest) async throws -> ScenarioOutcome {
        let builds = BuildCounter()
        return try await style.asyncSingleton(counting: builds).outcome { resolve in
            guard builds.value == 0 else { return .failed("built \(builds.value)× before first use") }
            // Holds the instances, not only their identifiers: a freed instance's address can be reused.
            let services = try await withThrowingTaskGroup(of: Service.self) { group in
                for _ in 0..<asyncRacers {
                    group.addTask { try await resolve() }
                }
                return try await group.reduce(into: [Service]()) { $0.append($1) }
            }
            let identities = Set(services.map(ObjectIdentifier.init))
            guard builds.value == 1, identities.count == 1 else {
                return .failed(
                    "\(asyncRacers) racing tasks built \(builds.value)× and saw \(identities.count) instances")
            }
            return .passes("a factory that suspends built once under \(asyncRacers) racing tasks")
        }
    }

    static func mainActorService(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.mainActorService.outcome { reach in
            let (service, how) = try await resolvedOnMainActor(reach)
            let builtThere = await MainActor.run { service.builtOnMainActor }
            guard builtThere else { return .failed("resolved \(how), but built off the main actor") }
            return .passes("resolved \(how) from main-actor code; built on the main actor")
        }
    }

    @MainActor
    private static func resolvedOnMainActor(_ reach: MainActorReach) async throws -> (MainActorService, String) {
        switch reach {
        case .synchronous(let resolve): (try resolve(), "synchronously")
        case .awaited(let resolve): (try await resolve(), "with await")
        }
    }

    static func asyncCycle(_ style: some StyleUnderTest) async -> ScenarioOutcome {
        await style.asyncCycle.outcome { resolveCycle in
            let attempt: @Sendable () async -> Result<String, any Error> = {
                do {
                    return .success(try await resolveCycle())
                } catch {
                    return .failure(error)
                }
            }
            guard let result = await Deadline.run(seconds: hangLimitSeconds, attempt) else {
                return .failed(
                    "resolving the async cycle did not finish within \(Format.seconds(hangLimitSeconds)): it hangs")
            }
            let message = try result.get()
            guard message.contains("CycleA"), message.contains("CycleB"), message.contains(" -> ") else {
                return .failed("the reported message lacks the cycle path: \(message)")
            }
            let after = try style.currentGreeting()
            guard after == "live" else { return .failed("after the cycle the style handed out \"\(after)\"") }
            return .passes("reported across suspensions as an error with its path; the style kept working")
        }
    }
}
