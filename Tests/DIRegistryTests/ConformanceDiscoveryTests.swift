import DIRegistry
import Testing

/// A protocol only the declarations below conform to; no test ever names those types except to compare.
protocol DiscoveryProbe: AnyObject {}

final class NeverTouchedProbe: DiscoveryProbe {}

enum ProbeNamespace {
    final class NestedProbe: DiscoveryProbe {}
}

final class GenericProbe<Element>: DiscoveryProbe {}

class BaseProbe {}
final class ProbeByExtension: BaseProbe {}
extension ProbeByExtension: DiscoveryProbe {}

/// A protocol no type conforms to.
protocol UnconformedProbe {}

@Suite("Conformance discovery reads every loaded image's conformance records")
struct ConformanceDiscoveryTests {
    private func discover(_ protocolName: String) -> ConformanceDiscovery.Found {
        ConformanceDiscovery.conformingTypes(toProtocol: protocolName, inModule: "DIRegistryTests")
    }

    @Test("discovery is available on this platform")
    func available() {
        #expect(ConformanceDiscovery.isAvailable)
    }

    @Test("every non-generic conforming class is found, though no code touched it")
    func findsUntouchedTypes() {
        let found = discover("DiscoveryProbe")
        let identities = Set(found.types.map(ObjectIdentifier.init))
        let expected: [any DiscoveryProbe.Type] = [
            NeverTouchedProbe.self, ProbeNamespace.NestedProbe.self, ProbeByExtension.self,
        ]
        #expect(identities == Set(expected.map(ObjectIdentifier.init)))
        #expect(found.types.allSatisfy { $0 is any DiscoveryProbe.Type })
    }

    @Test("a generic conforming type is named, not instantiated")
    func namesGenericTypes() {
        #expect(discover("DiscoveryProbe").genericTypeNames == ["DIRegistryTests.GenericProbe"])
    }

    @Test("a protocol is matched by its module too: a same-named protocol elsewhere finds nothing")
    func matchesTheModule() {
        let found = ConformanceDiscovery.conformingTypes(toProtocol: "DiscoveryProbe", inModule: "DIRegistry")
        #expect(found.types.isEmpty)
        #expect(found.genericTypeNames.isEmpty)
    }

    @Test("a protocol nothing conforms to finds nothing, after reading every image")
    func findsNothingForAnUnconformedProtocol() {
        let found = discover("UnconformedProbe")
        #expect(found.types.isEmpty)
        #expect(found.imageCount > 1)
        #expect(found.recordCount > 1000)
    }

    @Test("a second call returns the same types without reading the images again")
    func repeatsFromTheCache() {
        let first = discover("DiscoveryProbe")
        let second = discover("DiscoveryProbe")
        #expect(first.types.map(ObjectIdentifier.init) == second.types.map(ObjectIdentifier.init))
        #expect(second.recordCount == first.recordCount)
    }

    @Test("racing first calls agree on the types and count each image once")
    func racingCallsAgree() async {
        let results = await withTaskGroup(of: ConformanceDiscovery.Found.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    ConformanceDiscovery.conformingTypes(toProtocol: "RacedProbe", inModule: "DIRegistryTests")
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let settled = ConformanceDiscovery.conformingTypes(toProtocol: "RacedProbe", inModule: "DIRegistryTests")
        #expect(settled.types.map(ObjectIdentifier.init) == [ObjectIdentifier(RacedProbeType.self)])
        #expect(results.allSatisfy { $0.types.count == 1 && $0.recordCount <= settled.recordCount })
    }
}

/// Discovered only by the racing test, so its first calls really race.
protocol RacedProbe {}
struct RacedProbeType: RacedProbe {}
