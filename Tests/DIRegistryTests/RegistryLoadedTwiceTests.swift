import DICore
import Testing

@testable import DIRegistry

@Suite("A registry class declared by two loaded images is reported")
struct RegistryLoadedTwiceTests {
    @Test("a class one image declares is not loaded twice")
    func oneImageIsFine() {
        let found = RegistryDiscovery.LoadedTwice.find(in: [
            ("App.CoreRegistry", "/app/App"), ("App.Other", "/app/App"),
        ])
        #expect(found.isEmpty)
    }

    @Test("a class two images declare is found once, naming both images in load order")
    func twoImagesAreNamed() {
        let found = RegistryDiscovery.LoadedTwice.find(in: [
            ("App.CoreRegistry", "/app/App"), ("App.Other", "/app/App"), ("App.CoreRegistry", "/app/AppTests.so"),
            ("App.CoreRegistry", nil),
        ])
        #expect(
            found == [
                RegistryDiscovery.LoadedTwice(
                    name: "App.CoreRegistry",
                    images: ["/app/App", "/app/AppTests.so", "an image the platform does not name"])
            ])
    }

    @Test("the report is DI016 naming the class, each image and how to link the module once")
    func reportNamesClassAndImages() {
        let twice = RegistryDiscovery.LoadedTwice(name: "App.CoreRegistry", images: ["/app/App", "/app/AppTests.so"])
        let error = DIError.typeLoadedTwice(
            twice, holding: "shared registry and mock", location: SourceLocation(fileID: "App/Setup.swift", line: 3))
        #expect(error.code == .runtimeLoadedTwice)
        #expect(error.summary.hasPrefix("App.CoreRegistry is loaded twice"))
        #expect(
            error.facts == [DIError.Fact("Declared in", "/app/App"), DIError.Fact("Declared in", "/app/AppTests.so")])
        #expect(error.fix.contains("type: .dynamic"))
    }

    #if os(Linux) || canImport(Darwin)
        @Test("discovery names the image that declares each registry class it finds")
        func discoveryNamesImages() throws {
            let found = ConformanceDiscovery.conformingTypes(
                toProtocol: RegistryDiscovery.protocolName, inModule: RegistryDiscovery.moduleName)
            let core = try #require(found.types.first { $0 == CoreRegistry.self })
            let image = try #require(found.images[ObjectIdentifier(core)])
            #expect(image.contains("DIToolkitPackageTests"))
            #expect(RegistryDiscovery.run().loadedTwice.isEmpty)
        }
    #endif
}
