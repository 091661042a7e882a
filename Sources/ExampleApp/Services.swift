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
package final class AppLogger: Sendable {
    package init() {}
}

/// Loads jokes over the network with the world's request function.
package final class JokeAPI: Sendable {
    let request: URLRequester

    package init(request: @escaping URLRequester, logger: AppLogger) {
        self.request = request
    }
}

/// Keeps the jokes already shown; shared while a screen holds it.
package final class JokeCache: Sendable {
    package init() {}
}

/// Turns a joke into the text a screen shows, in the tone of the static context.
package final class JokeFormatter: Sendable {
    let tone: String

    package init(tone: String) {
        self.tone = tone
    }
}

/// The jokes screen's model: the API, the cache, the formatter, the settings and the time it opened.
package final class JokeViewModel: Sendable {
    let openedAt: Date

    package init(api: JokeAPI, cache: JokeCache, formatter: JokeFormatter, settings: SettingsRegistry, openedAt: Date) {
        self.openedAt = openedAt
    }
}

/// The settings registry (DIRegistry): how many jokes a screen loads at once.
package final class SettingsRegistry: Registry, @unchecked Sendable {
    package let jokesPerPage: Int

    package init(jokesPerPage: Int) {
        self.jokesPerPage = jokesPerPage
        super.init()
    }

    package static func createMockShared() -> SettingsRegistry {
        SettingsRegistry(jokesPerPage: 1)
    }
}

/// The tone jokes are written in: a static Reader context (DIReader) with a test value.
package protocol ToneContext: Sendable {
    var tone: String { get }
}

/// The app's tone.
package struct CheerfulTone: ToneContext {
    package let tone = "cheerful"
}

/// The tone tests read.
package struct PlainTone: ToneContext {
    package let tone = "plain"
}

/// The type whose static context says the tone.
package enum JokeTone: HasStaticContextStorage {
    package typealias Context = any ToneContext
    package static let contextStorage = StaticContextStorage<JokeTone, any ToneContext>(
        live: CheerfulTone(), test: PlainTone())
}
