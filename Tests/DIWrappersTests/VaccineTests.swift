@_spi(Testing) import DICore
import DIWrappers
import Testing

@Suite("Vaccine's cures")
struct VaccineTests {
    @Test("setCure(for:with:) is read by @Inject(P.self)")
    func setCureFeedsInject() {
        Container.withFreshMain {
            let mock = ServiceMock()
            mock.expectedJoke = "My name is Chuck Norris"
            Vaccine.setCure(for: ChuckNorrisServicing.self, with: mock)
            #expect(JokeViewModel().joke() == "My name is Chuck Norris")
        }
    }

    @Test("setCure with a closure runs it per resolve; isUnique: true runs it once")
    func closureCuresAndUniqueness() {
        Container.withFreshMain {
            let counter = Counter()
            Vaccine.setCure(for: Int.self) { counter.next() }
            #expect(Vaccine.getCure(for: Int.self) == 1)
            #expect(Vaccine.getCure(for: Int.self) == 2)
            Vaccine.setCure(for: String.self, isUnique: true) { "built \(counter.next())" }
            #expect(Vaccine.getCure(for: String.self) == "built 3")
            #expect(Vaccine.getCure(for: String.self) == "built 3")
        }
    }

    @Test("setCure(isUnique:with:) keeps one instance; getCure reads the same store as Container.main")
    func uniqueCureSharesStore() {
        Container.withFreshMain {
            Vaccine.setCure(for: ChuckNorrisServicing.self, isUnique: true, with: ChuckNorrisService())
            let cure = Vaccine.getCure(for: ChuckNorrisServicing.self)
            #expect(cure as AnyObject === Container.resolveAssert(ChuckNorrisServicing.self) as AnyObject)
        }
    }

    @Test("a cure set again replaces the earlier one, even after first use")
    func cureReplacedAfterUse() {
        Container.withFreshMain {
            Vaccine.setCure(for: ChuckNorrisServicing.self, isUnique: true, with: ChuckNorrisService())
            #expect(Vaccine.getCure(for: ChuckNorrisServicing.self).joke() == "live joke")
            Vaccine.setCure(for: ChuckNorrisServicing.self, with: ServiceMock())
            #expect(Vaccine.getCure(for: ChuckNorrisServicing.self).joke() == "mocked joke")
        }
    }

    @Test("getCure of a missing cure traps and tells how to set it")
    func missingCureTraps() throws {
        let error = try Container.withFreshMain {
            try #require(DiagnosticReporter.captureTrap { _ = Vaccine.getCure(for: ChuckNorrisServicing.self) })
        }
        #expect(error.summary == "Vaccine.getCure(for: ChuckNorrisServicing.self) found no binding.")
        #expect(error.fix == "set the cure at launch, e.g. Vaccine.setCure(for: ChuckNorrisServicing.self, with: …).")
    }
}
