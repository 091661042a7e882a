@_spi(Testing) import DICore
import DIWrappers
import Testing

/// Vaccine's own test suite, ported: `SomeService` is a class whose text two view models share.
private protocol SomeServiceProtocol {
    func getText() -> String
    func setText(_ text: String)
}

private final class SomeService: SomeServiceProtocol {
    private var text: String

    init(text: String) {
        self.text = text
    }

    func getText() -> String { text }
    func setText(_ text: String) { self.text = text }
}

private final class SomeViewModel {
    @Inject(SomeServiceProtocol.self) var service

    func getText() -> String { service.getText() }
    func setText(_ text: String) { service.setText(text) }
}

private final class AnotherViewModel {
    @Inject(SomeServiceProtocol.self) var service

    func getText() -> String { service.getText() }
}

/// Counts the instances built, so a test can tell when a cure ran.
private final class CountedService: SomeServiceProtocol {
    init(_ builds: Counter) {
        builds.next()
    }

    func getText() -> String { "counted" }
    func setText(_ text: String) {}
}

/// A class that declares Vaccine's spelling and is `Containerized`, mixing the two libraries.
final class VaccineMixedOwner: Containerized {
    let container: Container
    @Inject(Logger.self) var logger

    init(container: Container) {
        self.container = container
    }
}

@Suite("Vaccine's behaviour: unique cures are built when set, @Inject(P.self) resolves at creation")
struct VaccineSeedTests {
    @Test("Vaccine's testUniqueCureForSomeService: two owners share one unique cure and see each other's change")
    func sharedUniqueCureMutatedByTwoOwners() {
        Container.withFreshMain {
            Vaccine.setCure(for: SomeServiceProtocol.self, isUnique: true, with: SomeService(text: "Hello"))
            let someViewModel = SomeViewModel()
            let anotherViewModel = AnotherViewModel()
            #expect(someViewModel.getText() == anotherViewModel.getText())
            someViewModel.setText("World")
            #expect(someViewModel.getText() == "World")
            #expect(someViewModel.getText() == anotherViewModel.getText())
        }
    }

    @Test("setCure(for:isUnique: true, with:) builds the instance when the cure is set", arguments: [false, true])
    func uniqueCureIsBuiltEagerly(closureForm: Bool) {
        Container.withFreshMain {
            let builds = Counter()
            if closureForm {
                Vaccine.setCure(for: SomeServiceProtocol.self, isUnique: true) { CountedService(builds) }
            } else {
                Vaccine.setCure(for: SomeServiceProtocol.self, isUnique: true, with: CountedService(builds))
            }
            #expect(builds.value == 1)
            _ = Vaccine.getCure(for: SomeServiceProtocol.self)
            _ = Vaccine.getCure(for: SomeServiceProtocol.self)
            #expect(builds.value == 1)
        }
    }

    @Test("a cure that is not unique is built on every resolve, never when set")
    func plainCureIsBuiltPerResolve() {
        Container.withFreshMain {
            let builds = Counter()
            Vaccine.setCure(for: SomeServiceProtocol.self, with: CountedService(builds))
            #expect(builds.value == 0)
            _ = Vaccine.getCure(for: SomeServiceProtocol.self)
            _ = SomeViewModel()
            #expect(builds.value == 2)
        }
    }

    @Test("@Inject(P.self) resolves when its owner is created: a cure set later does not reach it")
    func vaccineSpellingResolvesAtCreation() {
        Container.withFreshMain {
            Vaccine.setCure(for: SomeServiceProtocol.self, with: SomeService(text: "first"))
            let viewModel = SomeViewModel()
            Vaccine.setCure(for: SomeServiceProtocol.self, with: SomeService(text: "second"))
            #expect(viewModel.getText() == "first")
            #expect(SomeViewModel().getText() == "second")
        }
    }

    @Test("@Inject(P.self) with no cure stops the app when the owner is created, naming the property's line")
    func missingCureTrapsAtCreation() throws {
        let error = try Container.withFreshMain {
            try #require(DiagnosticReporter.captureTrap { _ = AnotherViewModel() })
        }
        #expect(error.code == .notRegistered)
        #expect(error.location.line == 30)
        #expect(
            error.fix
                == "set the cure before the owner is created, e.g. at launch: Vaccine.setCure(for: "
                + "SomeServiceProtocol.self, with: …), or bind it: Container.bind(SomeServiceProtocol.self) "
                + "{ container in … }.")
    }

    @Test("Vaccine's spelling in a Containerized class reads main, and the first read reports DI014")
    func containerizedVaccineSpellingIsReported() throws {
        let (name, reports) = Container.withFreshMain {
            Container.bind(Logger.self, value: RemoteLogger())
            let feature = Container(name: "feature")
            feature.bind(Logger.self, value: ConsoleLogger())
            let owner = VaccineMixedOwner(container: feature)
            return DiagnosticReporter.collectReports { (owner.logger.name, owner.logger.name) }
        }
        #expect(name == ("remote", "remote"))
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.code == .migrationDifference)
        #expect(
            report.summary
                == "@Inject(Logger.self) in DIWrappersTests.VaccineMixedOwner resolved from Container.main when its owner "
                + "was created, not from the owner's container \"feature\".")
        #expect(report.fix.hasPrefix("declare it Fusion's way, @Inject var name: Logger"))
    }

    @Test("Vaccine's spelling in a Containerized class whose container is main reports nothing")
    func containerizedWithMainIsSilent() {
        let reports = Container.withFreshMain {
            Container.bind(Logger.self, value: RemoteLogger())
            let owner = VaccineMixedOwner(container: .main)
            return DiagnosticReporter.collectReports { _ = owner.logger }.1
        }
        #expect(reports.isEmpty)
    }
}
