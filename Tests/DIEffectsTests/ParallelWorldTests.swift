import DIEffects
import Foundation
import Testing

/// Runs many rounds under one ambient mock world and reports the first value that was not its own.
private func runRounds(locale: Locale, seconds: TimeInterval, statusCode: Int) async -> [String] {
    await withWorld {
        $0 = World.mock()
        $0.locale = CommonDependencies.Locales.constant(locale)
        $0.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: seconds))
        $0.urlSession = CommonDependencies.URLSessions.mock { .custom(from: $0.url!, statusCode: statusCode) }
    } operation: {
        var problems: [String] = []
        for _ in 0..<50 {
            let world = World.current
            if world.locale() != locale { problems.append("locale \(world.locale().identifier)") }
            if world.now() != Date(timeIntervalSince1970: seconds) { problems.append("now \(world.now())") }
            let status = await loadAsync(world.urlSession()).statusCode
            if status != statusCode { problems.append("status \(String(describing: status))") }
            await Task.yield()
        }
        return problems
    }
}

@Suite("Parallel tests with different mock worlds")
struct ParallelWorldTests {
    @Test("a German world sees only German values while another test runs")
    func germanWorld() async {
        #expect(await runRounds(locale: CommonDependencies.Locales.germany, seconds: 1, statusCode: 201).isEmpty)
    }

    @Test("a Chinese world sees only Chinese values while another test runs")
    func chineseWorld() async {
        #expect(await runRounds(locale: CommonDependencies.Locales.china, seconds: 2, statusCode: 202).isEmpty)
    }

    @Test("eight concurrent mock worlds in one test do not interfere")
    func concurrentWorlds() async {
        let locales = ["de_DE", "zh_CN", "ja_JP", "pt_BR", "fr_FR", "en_GB", "ar_SA", "en_US"]
        await withTaskGroup(of: [String].self) { group in
            for (index, identifier) in locales.enumerated() {
                group.addTask {
                    await runRounds(
                        locale: Locale(identifier: identifier), seconds: TimeInterval(index), statusCode: 210 + index)
                }
            }
            for await problems in group {
                #expect(problems.isEmpty)
            }
        }
    }
}
