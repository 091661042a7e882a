@_spi(Testing) import DICore
import DIWrappers
import DocumentationChecks
import Testing

// The examples of the Vaccine migration table (MigratingFromFusionAndVaccine.md and the summary in Migrating.md),
// compiled and run; each appears verbatim in a row of the table. Vaccine's own test cases, ported, are in
// VaccineSeedTests.swift, which the table also draws on.

@Suite("Vaccine migration table")
struct VaccineMigrationTableTests {
    static let testPaths = [
        "Tests/DIWrappersTests/VaccineMigrationTableTests.swift", "Tests/DIWrappersTests/VaccineSeedTests.swift",
    ]

    /// Vaccine's public API (Vaccine.swift: `Vaccine`, `Inject`) and the behaviours its README documents.
    static let vaccineAPI = [
        "Vaccine.setCure(for:with:)", "Vaccine.setCure(for:isUnique:with:)", "Vaccine.setCure(for:isUnique:_:)",
        "Vaccine.getCure(for:)", "@Inject(P.self)",
    ]

    @Test("every row of the Vaccine table says what changed, and its example is compiled here")
    func tableHolds() throws {
        let table = try MigrationTable(
            documentPath: "Sources/DIWrappers/DIWrappers.docc/MigratingFromFusionAndVaccine.md",
            testPaths: Self.testPaths)
        #expect(table.problems(requiring: Self.vaccineAPI) == [])
    }

    @Test("the Vaccine summary table in Migrating.md holds too")
    func summaryHolds() throws {
        let table = try MigrationTable(documentPath: "Docs/DIToolkit.docc/Migrating.md", testPaths: Self.testPaths)
        #expect(table.problems() == [])
    }

    @Test("setCure, getCure and replacing a cure")
    func cures() {
        Container.withFreshMain {
            Vaccine.setCure(for: ChuckNorrisServicing.self, with: ChuckNorrisService())
            #expect(Vaccine.getCure(for: ChuckNorrisServicing.self).joke() == "live joke")
            Vaccine.setCure(for: ChuckNorrisServicing.self, with: ServiceMock())
            #expect(Vaccine.getCure(for: ChuckNorrisServicing.self).joke() == "mocked joke")
        }
    }

    @Test("a missing cure stops the app with DI001 and the setCure to write")
    func missingCure() {
        let error = Container.withFreshMain {
            DiagnosticReporter.captureTrap { _ = Vaccine.getCure(for: ChuckNorrisServicing.self) }
        }
        #expect(error?.code == .notRegistered)
        #expect(error?.fix.hasPrefix("set the cure at launch, e.g. Vaccine.setCure(") == true)
    }

    @Test("cures are keyed by type identity: two types of one name are two cures")
    func typeIdentity() {
        Container.withFreshMain {
            Vaccine.setCure(for: Billing.Config.self, with: Billing.Config())
            Vaccine.setCure(for: Analytics.Config.self, with: Analytics.Config())
            #expect(Vaccine.getCure(for: Billing.Config.self).currency == "EUR")
            #expect(Vaccine.getCure(for: Analytics.Config.self).sampleRate == 0.5)
        }
    }

    @Test("cures can be set and read from many tasks at once")
    func threadSafe() async {
        await Container.withFreshMain {
            let counter = Counter()
            Vaccine.setCure(for: Int.self) { counter.next() }
            await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask { Vaccine.getCure(for: Int.self) }
                }
                for await _ in group {}
            }
            #expect(counter.value == 8)
        }
    }
}
