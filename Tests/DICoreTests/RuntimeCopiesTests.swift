import Foundation
import Testing

@testable import DICore

@Suite("A second copy of DICore is reported")
struct RuntimeCopiesTests {
    static let firstUse = SourceLocation(fileID: "MyApp/FeatureView.swift", line: 42)

    @Test("one image that carries DICore calls for no report")
    func oneCopyIsSilent() {
        let images = RuntimeCopies.Images(own: "/app/MyApp", others: [])
        #expect(images.error(firstUseAt: Self.firstUse) == nil)
    }

    @Test("a second image that carries DICore is reported as DI016 naming both images and the fix")
    func secondCopyIsReported() throws {
        let images = RuntimeCopies.Images(own: "/app/MyAppTests", others: ["/app/libMyApp.so"])
        let error = try #require(images.error(firstUseAt: Self.firstUse))
        #expect(error.code == .runtimeLoadedTwice)
        #expect(
            error.facts == [
                DIError.Fact("This copy", "/app/MyAppTests"), DIError.Fact("Other copy", "/app/libMyApp.so"),
            ])
        #expect(error.summary.contains("/app/MyAppTests"))
        #expect(error.fix.contains("type: .dynamic") && error.fix.contains("Host Application"))
        #expect(error.location == Self.firstUse)
    }

    @Test("each further copy is named in a fact of its own")
    func everyOtherCopyIsNamed() throws {
        let images = RuntimeCopies.Images(own: nil, others: ["/a.so", "/b.so"])
        let error = try #require(images.error(firstUseAt: Self.firstUse))
        #expect(error.facts.filter { $0.label == "Other copy" }.map(\.value) == ["/a.so", "/b.so"])
        #expect(error.summary.contains("2 other images"))
        #expect(error.facts.first == DIError.Fact("This copy", "an image the platform does not name"))
    }

    @Test("a test's first region in a process with a second copy reports it once, and the region still works")
    func firstRegionReportsOnce() async throws {
        let images = RuntimeCopies.Images(own: "/app/MyAppTests", others: ["/app/libMyApp.so"])
        let key = DependencyKey(String.self, identifier: "greeting")
        let (read, reports) = await DiagnosticReporter.collectReports {
            await RuntimeCopies.simulating(images) {
                let first = DependencyOverrides.with {
                    $0.set(key, value: "first")
                } operation: {
                    try? DependencyOverrides.current.value(for: key, as: String.self)
                }
                let second = DependencyOverrides.with {
                    $0.set(key, value: "second")
                } operation: {
                    try? DependencyOverrides.current.value(for: key, as: String.self)
                }
                return [first, second]
            }
        }
        #expect(read == ["first", "second"])
        #expect(reports.map(\.code) == [.runtimeLoadedTwice])
        #expect(reports.first?.facts.map(\.value) == ["/app/MyAppTests", "/app/libMyApp.so"])
    }

    @Test("a region opened outside a simulated second copy reports nothing")
    func noSimulationNoReport() {
        let (_, reports) = DiagnosticReporter.collectReports {
            DependencyOverrides.with {
                $0.set(DependencyKey(Int.self), value: 1)
            } operation: {
            }
        }
        #expect(reports.isEmpty)
    }

    #if os(Linux)
        @Test("the test binary is the one loaded image carrying DICore, found by its marker")
        func theTestBinaryCarriesTheOnlyCopy() throws {
            let images = RuntimeCopies.loaded()
            let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            #expect(images == RuntimeCopies.Images(own: executable, others: []))
        }
    #endif
}
