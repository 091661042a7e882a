import DIEffects
import DIReader
import DIRegistry
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The services of the example app the documentation draws in "Debugging the wiring": a jokes app that
// uses every style. Its wiring is in AppWiring.swift; `swift run di-compare wiring` prints its report.

/// Writes what the app does.
public final class AppLogger: Sendable {
    public init() {}
}

/// Loads jokes over the network with the world's request function.
public final class JokeAPI: Sendable {
    let request: URLRequester

    public init(request: @escaping URLRequester, logger: AppLogger) {
        self.request = request
    }
}

/// Keeps the jokes already shown; shared while a screen holds it.
public final class JokeCache: Sendable {
    public init() {}
}

/// Turns a joke into the text a screen shows, in the tone of the static context.
public final class JokeFormatter: Sendable {
    let tone: String

    public init(tone: String) {
        self.tone = tone
    }
}

/// The jokes screen's model: the API, the cache, the formatter, the settings and the time it opened.
public final class JokeViewModel: Sendable {
    let openedAt: Date

    public init(api: JokeAPI, cache: JokeCache, formatter: JokeFormatter, settings: SettingsRegistry, openedAt: Date) {
        self.openedAt = openedAt
    }
}

/// The settings registry (DIRegistry): how many jokes a screen loads at once.
public final class SettingsRegistry: Registry, @unchecked Sendable {
    public let jokesPerPage: Int

    public init(jokesPerPage: Int) {
        self.jokesPerPage = jokesPerPage
        super.init()
    }

    public static func createMockShared() -> SettingsRegistry {
        SettingsRegistry(jokesPerPage: 1)
    }
}

/// The tone jokes are written in: a static Reader context (DIReader) with a test value.
public protocol ToneContext: Sendable {
    var tone: String { get }
}

/// The app's tone.
public struct CheerfulTone: ToneContext {
    public let tone = "cheerful"
}

/// The tone tests read.
public struct PlainTone: ToneContext {
    public let tone = "plain"
}

/// The type whose static context says the tone.
public enum JokeTone: HasStaticContextStorage {
    public typealias Context = any ToneContext
    public static let contextStorage = StaticContextStorage<JokeTone, any ToneContext>(
        live: CheerfulTone(), test: PlainTone())
}
