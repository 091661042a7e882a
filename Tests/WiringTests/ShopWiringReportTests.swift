import DIEffects
import DIReader
import DIRegistry
import DIWiring
import DIWrappers
import Foundation
import Testing

@Suite("The wiring report of an app written in every style")
struct ShopWiringReportTests {
    /// The report of the shop: built inside a test's fresh state with the core registry assigned, a world
    /// of test values, and the database overridden.
    static func shopReport() -> WiringReport {
        DependencyIsolation.withFreshState {
            CoreRegistry.assignDesiredImplementation(to: CoreRegistry(region: "eu"))
            BaseRegistry.declareRegistries([FlagsRegistry.self])
            return withWorld {
                $0 = World.mock()
            } operation: {
                Container.withOverrides {
                    $0.bind(Database.self, value: Database(logger: Logger()))
                } operation: {
                    let checkout = ShopWiring.makeCheckout(parent: ShopWiring.makeApp())
                    return checkout.wiringReport(entryPoints: ShopWiring.entryPoints)
                        .merging(BaseRegistry.wiringReport())
                }
            }
        }
    }

    @Test("the shop's report lists every node, edge and problem, exactly as its JSON snapshot")
    func snapshot() throws {
        let snapshot = try String(contentsOf: Self.snapshotURL, encoding: .utf8)
        #expect(Self.shopReport().json == snapshot)
    }

    @Test(
        "the shop's report has 22 visible bindings in two containers, two registries, a static context, the World and two of its fields"
    )
    func nodes() {
        let nodes = Self.shopReport().nodes
        let bindings = nodes.filter { $0.kind == .binding }
        #expect(bindings.count == 22)
        #expect(Set(bindings.compactMap(\.container)) == ["app", "checkout"])
        #expect(
            nodes.filter { $0.kind == .registry }.map(\.name) == [
                "WiringTests.CoreRegistry", "WiringTests.FlagsRegistry",
            ])
        #expect(nodes.filter { $0.kind == .staticContext }.map(\.name) == ["WiringTests.Pricing"])
        #expect(nodes.filter { $0.kind == .world }.map(\.name) == ["World", "World.now", "World.uuid"])
        #expect(nodes.filter { $0.kind == .override }.map(\.name) == ["WiringTests.Database"])
    }

    @Test("each kind of problem is found once where the shop has it")
    func problems() {
        let problems = Self.shopReport().problems
        let byKind = Dictionary(grouping: problems, by: \.kind).mapValues { $0.map(\.node) }
        #expect(byKind[.missing] == ["unbound: WiringTests.TaxTable"])
        #expect(byKind[.cycle] == ["checkout: WiringTests.OrderQueue"])
        #expect(byKind[.duplicateBinding] == ["app: WiringTests.Analytics"])
        #expect(byKind[.registryNeverAssigned] == ["registry: WiringTests.FlagsRegistry"])
        #expect(byKind[.neverResolved]?.count == 6)
        #expect(byKind[.failed] == nil)
    }

    @Test("each source a value can come from labels an edge of the shop")
    func sources() {
        let sources = Set(Self.shopReport().edges.map(\.source))
        #expect(sources == [.binding, .parent, .override, .testValue, .isolatedState, .mock])
    }

    /// `Tests/WiringTests/Snapshots/ShopWiring.json`. To accept a deliberate change, write the new
    /// `shopReport().json` there and review the difference like any other change.
    static let snapshotURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots/ShopWiring.json")
}
