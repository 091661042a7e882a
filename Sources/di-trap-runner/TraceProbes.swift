import DIWrappers
import Foundation

/// A resolution trace around a trap: the trace must print the failing resolution before the process stops.
enum TraceProbes {
    /// A screen whose session's factory asks, with `resolveAssert`, for a token nobody binds.
    final class Screen: Sendable { init(session: Session) {} }
    final class Session: Sendable { init(token: Token) {} }
    final class Token: Sendable {}

    static func container() -> Container {
        let app = Container(name: "app")
        app.bind(Screen.self) { Screen(session: $0.resolveAssert()) }
        app.bind(.singleton, to: Session.self) { Session(token: $0.resolveAssert()) }
        return app
    }

    /// Traces to standard error, the stream the trap's message goes to, so a test can check their order.
    static func missingInFactoryTracedToStandardError() {
        let app = container()
        let toStandardError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
        ResolutionTrace.printing(to: toStandardError) {
            _ = app.resolveAssert(Screen.self)
        }
    }

    /// Traces with the default output, `print`: buffered standard output that a trap must not lose.
    static func missingInFactoryTracedToStandardOutput() {
        let app = container()
        ResolutionTrace.printing {
            _ = app.resolveAssert(Screen.self)
        }
    }
}
