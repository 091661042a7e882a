@_spi(Testing) import DICore
import DIWiring
import DIWrappers
import Testing

@Suite("A trace prints the failing resolution before a trap stops the thread")
struct TraceBeforeTrapTests {
    final class Screen: Sendable { init(session: Session) {} }
    final class Session: Sendable { init(token: Token) {} }
    final class Token: Sendable {}
    final class Loop: Sendable { init(loop: Loop) {} }

    static let screen = "app: WiringTests.TraceBeforeTrapTests.Screen"
    static let session = "app: WiringTests.TraceBeforeTrapTests.Session"
    static let token = "unbound: WiringTests.TraceBeforeTrapTests.Token"

    /// `Screen` needs `Session`, whose factory asks for a `Token` nobody binds, with `resolveAssert`.
    static func container() -> Container {
        let app = Container(name: "app")
        app.bind(Screen.self) { Screen(session: $0.resolveAssert()) }
        app.bind(.singleton, to: Session.self) { Session(token: $0.resolveAssert()) }
        return app
    }

    @Test(
        "a missing dependency asked for with resolveAssert inside a factory is printed, with every unfinished build")
    func missingInsideAFactory() throws {
        let app = Self.container()
        let trace = TraceLines()
        let error = ResolutionTrace.printing(to: trace.output) {
            DiagnosticReporter.captureTrap { _ = app.resolveAssert(Screen.self) }
        }
        #expect(error?.code == .notRegistered)
        let summary = try #require(error?.summary)
        #expect(
            trace.lines == [
                "\(Self.screen) (transient, binding, unfinished)",
                "  \(Self.session) (singleton, binding, unfinished) stopped: DI001: \(summary)",
                "    \(Self.token) (not bound)",
            ])
    }

    @Test("a cycle met by resolveAssert inside a factory is printed before the trap, as through resolveThrowing")
    func cycleInsideAFactory() {
        let app = Container(name: "app")
        app.bind(Loop.self) { Loop(loop: $0.resolveAssert()) }
        let trace = TraceLines()
        let error = ResolutionTrace.printing(to: trace.output) {
            DiagnosticReporter.captureTrap { _ = app.resolveAssert(Loop.self) }
        }
        #expect(error?.code == .circularDependency)
        let loop = "app: WiringTests.TraceBeforeTrapTests.Loop"
        #expect(trace.lines.first == "\(loop) (transient, binding, unfinished)")
        #expect(trace.lines.contains { $0.hasPrefix("  \(loop) (transient, binding,") && $0.contains("DI002") })
    }

    @Test("a trap with nothing left to print adds no line")
    func nothingPending() {
        let app = Self.container()
        let trace = TraceLines()
        let error = ResolutionTrace.printing(to: trace.output) {
            DiagnosticReporter.captureTrap {
                _ = app.resolve(Token.self)
                DiagnosticReporter.trap(.unimplemented("Now"))
            }
        }
        #expect(error?.code == .unimplemented)
        #expect(trace.lines == ["\(Self.token) (not bound)"])
    }
}
