@_spi(Testing) import DICore
import DIWrappers
import Testing

@Suite("Identifier validation")
struct IdentifierValidationTests {
    @Test("binding under Double.nan stops with DI006 instead of storing an unreachable binding")
    func nanBindIsRefused() {
        let container = Container()
        let trapped = DiagnosticReporter.captureTrap {
            container.bind(Int.self, id: Double.nan, value: 1)
        }
        #expect(trapped?.code == .invalidIdentifier)
        #expect(trapped?.summary.contains("not equal to itself") == true)
        #expect(trapped?.fix == "use an identifier that equals itself, e.g. a string or an enum case, not a NaN value.")
    }

    @Test("overriding under Float.nan stops with DI006 too")
    func nanOverrideIsRefused() {
        let trapped = DiagnosticReporter.captureTrap {
            Container.withOverrides {
                $0.bind(Int.self, id: Float.nan, value: 1)
            } operation: {
            }
        }
        #expect(trapped?.code == .invalidIdentifier)
    }

    @Test("ordinary floating-point identifiers still bind and resolve")
    func ordinaryFloatsStillWork() {
        let container = Container()
        container.bind(Int.self, id: 2.5, value: 1)
        #expect(container.resolve(Int.self, id: 2.5) == 1)
    }
}
