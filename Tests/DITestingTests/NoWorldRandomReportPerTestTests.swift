import DICore
import DIEffects
import DITesting
import Foundation
import Testing

/// What a test that set no world gets when it rolls `World.current.random`: the issues it recorded and the numbers.
private struct NoWorldRolls {
    var reports: [String]
    var values: [UInt64]

    static let report = "[DI008] Unimplemented: RandomNumbers (no world was set for this test)"
    /// How every report of the placeholder generator starts, whatever its note says about the test's world.
    static let reportPrefix = "[DI008] Unimplemented: RandomNumbers ("

    /// The first numbers of seed 0, which a placeholder hands out from the start of each test.
    static let sequenceStart: [UInt64] = {
        var seeded = RandomNumbers.seeded(0)
        return (0..<3).map { _ in seeded.next() }
    }()

    /// Rolls the world's generator `count` times in the running test, and keeps the issues its reports made.
    ///
    /// Every test below rolls the one process-wide generator a test with no world gets, in whatever order the
    /// runner picks, so each test's answer says whether the report and the sequence are its own.
    static func roll(_ count: Int = 3) -> NoWorldRolls {
        let reports = Locked<[String]>([])
        var values: [UInt64] = []
        withKnownIssue("the placeholder generator reports that no world was set", isIntermittent: true) {
            var random = World.current.random
            values = (0..<count).map { _ in random.next() }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            reports.withLock { $0.append(String(text.prefix { $0 != "\n" })) }
            return text.hasPrefix(reportPrefix)
        }
        return NoWorldRolls(reports: reports.current, values: values)
    }
}

/// Several tests that set no world and roll its generator, in any order: each fails with its own report.
@Suite("The no-world random generator reports in each test that rolls it")
struct NoWorldRandomReportPerTestTests {
    @Test("a test that rolls many times gets one report")
    func plainTest() {
        #expect(NoWorldRolls.roll(20).reports == [NoWorldRolls.report])
    }

    @Test("another test that rolls gets its own report")
    func anotherPlainTest() {
        #expect(NoWorldRolls.roll().reports == [NoWorldRolls.report])
    }

    @Test("a test with the .isolatedDependencies trait that rolls gets its own report", .isolatedDependencies)
    func isolatedTest() {
        #expect(NoWorldRolls.roll().reports == [NoWorldRolls.report])
    }

    @Test(
        "a test whose .dependencies trait set only the world's now gets the report when it rolls",
        .dependencies { $0.world.now = CommonDependencies.Now.constant(Date(timeIntervalSince1970: 0)) })
    func testThatSetOnlyNow() {
        let reports = NoWorldRolls.roll().reports
        #expect(reports.count == 1)
        #expect(reports.allSatisfy { $0.hasPrefix(NoWorldRolls.reportPrefix) })
    }

    @Test("each collecting scope of a test that rolls collects the report")
    func collectingScopes() {
        var random = World.current.random
        let first = DiagnosticReporter.collectReports { _ = Bool.random(using: &random) }.1
        let second = DiagnosticReporter.collectReports { _ = Bool.random(using: &random) }.1
        let expected = ["Unimplemented: RandomNumbers (no world was set for this test)"]
        #expect(first.map(\.summary) == expected)
        #expect(second.map(\.summary) == expected)
    }

    @Test("two placeholders made at different lines each report once in the same test")
    func twoPlaceholders() {
        let lines: [UInt] = [#line + 1, #line + 2]
        var first = RandomNumbers.unimplemented()
        var second = RandomNumbers.unimplemented()
        let (_, reports) = DiagnosticReporter.collectReports {
            for _ in 0..<3 { _ = (first.next(), second.next()) }
        }
        #expect(reports.map(\.location.line) == lines)
    }
}

/// The generator's numbers in a test never depend on which tests rolled it before.
@Suite("The no-world random generator starts its sequence over in each test")
struct NoWorldRandomSequencePerTestTests {
    @Test("a test's rolls start from seed 0 whatever rolled before it")
    func plainTest() {
        #expect(NoWorldRolls.roll().values == NoWorldRolls.sequenceStart)
    }

    @Test("an isolated test's rolls start from seed 0 whatever rolled before it", .isolatedDependencies)
    func isolatedTest() {
        #expect(NoWorldRolls.roll().values == NoWorldRolls.sequenceStart)
    }

    @Test("within one test the rolls go on with one sequence, across collecting scopes too")
    func oneSequenceWithinATest() {
        var random = World.current.random
        let first = DiagnosticReporter.collectReports { random.next() }.0
        let rest = NoWorldRolls.roll(2).values
        #expect([first] + rest == NoWorldRolls.sequenceStart)
    }
}
