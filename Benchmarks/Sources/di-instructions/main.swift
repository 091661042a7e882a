import DIEffects
import DIRegistry
import DIWrappers
import Foundation

// `di-instructions`: di-bench's rows that issue 26 sets targets for, each with its hand-written baseline, with a
// fixed number of operations and a synchronous main, for instruction counts under callgrind (valgrind stops inside
// di-bench's async main, and di-bench's calibrated operation counts differ under valgrind):
//
//   valgrind --tool=callgrind Benchmarks/.build/release/di-instructions singleton 200000
//
// The cost of one operation is the difference between the counts of two runs divided by the difference
// of their operation counts (e.g. 200000 and 0), which cancels out the process's start and the setup.

/// A service as di-bench's `Service`: a class, so every hand-out retains it.
final class Service: Sendable {
    let identifier: Int

    init(identifier: Int = 0) {
        self.identifier = identifier
    }
}

@inline(never)
@_optimize(none)
func blackHole<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

/// Consumes a `World` effect as the closure it is, as di-bench's `blackHoleEffect` (no reabstraction thunk).
@inline(never)
@_optimize(none)
func blackHoleEffect(_ effect: @escaping @Sendable () -> UUID) {
    _ = effect
}

@inline(never)
@_optimize(none)
func opaque<Value>(_ value: Value) -> Value {
    value
}

/// The rows, each named after di-bench's row it repeats (the 2-thread rows are left to di-bench: valgrind runs one
/// thread at a time).
enum Row: String, CaseIterable {
    /// di-bench's `DIWrappers Container.resolve (.singleton)`.
    case singleton
    /// di-bench's `DIWrappers Container.resolve (.transient)`.
    case transient
    /// `singleton` inside `Container.withOverrides` that binds the service with `value:`.
    case override
    case singletonAfterTrace = "singleton-after-trace"
    case overrideAfterTrace = "override-after-trace"
    case singletonTraced = "singleton-traced"
    /// `Container.resolve(id:)` of a singleton bound with a `String` identifier.
    case named
    /// di-bench's `DIWrappers @Inject access (.singleton)`: a struct's `@Inject` property, resolved from `main`.
    case inject
    /// di-bench's `DIWrappers .transient A(B(C))`: three transient bindings, each resolving the next.
    case graph
    /// di-bench's `DIWrappers Container.resolve(_:argument:) (.transient)`: a factory that takes an `Int`.
    case argument
    /// di-bench's `DIWrappers Container.bind`: named factories, a new container every 1,000 bindings.
    case bind
    /// di-bench's `DIEffects World.current field access`.
    case world
    /// di-bench's `part: World.current field access + a reabstraction thunk`.
    case worldThunk = "world-thunk"
    /// di-bench's `DIRegistry Registry.shared.x`.
    case registry
    /// di-bench's `DICore overrides lookup, else live instance` in the no-override group (a scope was opened once).
    case lookup
    /// `lookup` inside `DependencyOverrides.with` that sets the key with `value:`.
    case lookupOverride = "lookup-override"
    /// di-bench's `Swinject .container`, the peer of `singleton`.
    case swinject
    /// di-bench's `baseline: closure returning an existing instance`, the baseline of `singleton`, `inject`, `world`.
    case closure
    /// di-bench's `baseline: closure building a new instance`, the baseline of `transient`.
    case closureNew = "closure-new"
    /// di-bench's `baseline: dictionary lookup + unchecked downcast`, the baseline of `named`.
    case dictionary
    /// di-bench's `baseline: building A(B(C)) by hand`, the baseline of `graph`.
    case byHand = "by-hand"
    /// di-bench's `baseline: dictionary insert of a factory`, the baseline of `bind`.
    case dictionaryInsert = "dictionary-insert"
    /// di-bench's `baseline: static let through an accessor`, the baseline of `registry`.
    case staticLet = "static-let"
    /// di-bench's `DIWrappers Container.resolve (.singleton, 1 decorator)`: a singleton whose decorator calls a
    /// function on each value handed out.
    case decorated
    /// di-bench's `baseline: closure calling a function on an existing instance`, the baseline of `decorated`.
    case closureDecorated = "closure-decorated"
    /// di-bench's `baseline: closure taking the argument and building the value`, the baseline of `argument`.
    case closureArgument = "closure-argument"
    /// di-bench's `DIWrappers Container.resolveAsync (.transient)`: an `async` factory, awaited in a task.
    case asyncTransient = "async-transient"
    /// di-bench's `DIWrappers Container.resolveAsync (.singleton)`: a kept `async` singleton.
    case asyncSingleton = "async-singleton"
    /// di-bench's `baseline: await of an async function building a new instance`, the baseline of `async-transient`.
    case awaitedNew = "awaited-new"
    /// di-bench's `baseline: await of an async function returning an existing instance`, of `async-singleton`.
    case awaitedExisting = "awaited-existing"
    /// di-bench's `DIWrappers Container() + bind(.singleton) + resolve`: a fresh container each operation.
    case fresh
    /// di-bench's `Swinject Container() + register(.container) + resolve`, the peer of `fresh`.
    case swinjectFresh = "swinject-fresh"
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let row = Row(rawValue: arguments.first!), let operations = Int(arguments.last!) else {
    let rows = Row.allCases.map(\.rawValue).joined(separator: " | ")
    FileHandle.standardError.write(Data("usage: di-instructions <\(rows)> <operations>\n".utf8))
    exit(2)
}

let container = Container()
container.bind(.singleton, to: Service.self, value: Service())
let singletons = opaque(container)
let replacement = Service(identifier: 1)
let resolveSingleton: (Int) -> Void = { operations in
    for _ in 0..<operations { blackHole(singletons.resolve(Service.self)!) }
}
let resolveOverridden: (Int) -> Void = { operations in
    Container.withOverrides {
        $0.bind(Service.self, value: replacement)
    } operation: {
        precondition(singletons.resolve(Service.self)! === replacement, "override did not apply")
        resolveSingleton(operations)
    }
}
let transients = Container()
transients.bind(Service.self) { _ in Service() }
let transientResolver = opaque(transients)
let resolveTransient: (Int) -> Void = { operations in
    for _ in 0..<operations { blackHole(transientResolver.resolve(Service.self)!) }
}
container.bind(.singleton, to: Service.self, id: "slack", value: Service())
let name = opaque("slack")

final class Leaf: Sendable {}
final class Middle: Sendable {
    let leaf: Leaf
    init(leaf: Leaf) { self.leaf = leaf }
}
final class Root: Sendable {
    let middle: Middle
    init(middle: Middle) { self.middle = middle }
}
final class InjectedService: Sendable {}
struct InjectReader {
    @Inject var service: InjectedService
}
Container.main.bind(.singleton, to: InjectedService.self, value: InjectedService())
let injectReader = opaque(InjectReader())
let graphs = Container()
graphs.bind(Leaf.self) { _ in Leaf() }
graphs.bind(Middle.self) { Middle(leaf: $0.resolve(Leaf.self)!) }
graphs.bind(Root.self) { Root(middle: $0.resolve(Middle.self)!) }
let graphResolver = opaque(graphs)
let bindingNames = opaque((0..<1_000).map { "binding-\($0)" })
let bindFactories: (Int) -> Void = { operations in
    var target = Container()
    for index in 0..<operations {
        let slot = index % bindingNames.count
        if slot == 0 {
            blackHole(target)
            target = Container()
        }
        target.bind(Service.self, id: bindingNames[slot]) { _ in Service() }
    }
    blackHole(target)
}

/// A process-wide shared instance behind a `static let`, as di-bench's baseline keeps one.
enum SharedServices {
    static let service = Service()
}

/// A registry of one service, as di-bench's `BenchmarkRegistry`.
final class InstructionsRegistry: Registry, @unchecked Sendable {
    let service: Service

    required init(service: Service) {
        self.service = service
        super.init()
    }

    static func createMockShared() -> InstructionsRegistry {
        InstructionsRegistry(service: Service(identifier: 4))
    }
}

InstructionsRegistry.assignDesiredImplementation(to: InstructionsRegistry(service: Service(identifier: 3)))
precondition(InstructionsRegistry.shared.service.identifier == 3, "the desired implementation was not used")
let existing = Service()
let existingClosure: @Sendable () -> Service = { existing }
let returnExisting = opaque(existingClosure)

let key = DependencyKey(Service.self)
let live = Service()
let lookupOrLive: (Int) -> Void = { operations in
    for _ in 0..<operations {
        blackHole(try! DependencyOverrides.current.value(for: key, as: Service.self) ?? live)
    }
}
let decoratedSingletons = Container()
decoratedSingletons.bind(.singleton, to: Service.self, value: Service())
decoratedSingletons.decorate(Service.self) { blackHole($0) }
let decoratedResolver = opaque(decoratedSingletons)
let decoratedClosure: @Sendable () -> Service = {
    blackHole(existing)
    return existing
}
let returnDecorated = opaque(decoratedClosure)
let newClosure: @Sendable () -> Service = { Service() }
let buildNew = opaque(newClosure)
let servicesByName: [String: any ErasedInstance] = opaque(
    Dictionary(uniqueKeysWithValues: (0..<10).map { ("binding-\($0)", Service() as any ErasedInstance) }))
let lookedUpName = opaque("binding-5")
let insertFactories: (Int) -> Void = { operations in
    let type = ObjectIdentifier(Service.self)
    var bindings: [BindingKey: @Sendable () -> Service] = [:]
    for index in 0..<operations {
        let slot = index % bindingNames.count
        if slot == 0 {
            blackHole(bindings)
            bindings = [:]
        }
        bindings[BindingKey(type: type, name: bindingNames[slot])] = { Service() }
    }
    blackHole(bindings)
}

// Issue 27's row, set up after the rows above so their code stays where it was.
let argumentBindings = Container()
argumentBindings.bind(Service.self) { (_, identifier: Int) in Service(identifier: identifier) }
let argumentResolver = opaque(argumentBindings)
let identifier = opaque(7)
let buildWithArgument: @Sendable (Int) -> Service = { Service(identifier: $0) }
let buildFromArgument = opaque(buildWithArgument)

// Issue 41's awaited rows, set up after the rows above so their code stays where it was. Each runs in one task
// that main waits for (valgrind stops inside an async main, and in `dispatchMain`).
let (asyncTransientResolver, asyncSingletonResolver) = AwaitedRows.containers()

/// The awaited rows' fixtures, outside top-level code, whose closures would be isolated to the main actor that
/// main blocks while it waits.
enum AwaitedRows {
    /// A container of an `async` transient and one of a kept `async` singleton.
    static func containers() -> (Container, Container) {
        let transients = Container()
        transients.bind(Service.self) { _ async in Service() }
        let singletons = Container()
        singletons.bind(.singleton, to: Service.self) { _ async in Service() }
        return (opaque(transients), opaque(singletons))
    }

    /// An awaited function building a new instance, as di-bench's baseline.
    @inline(never)
    static func newService() async -> Service {
        Service()
    }

    /// An awaited function handing back an instance that exists already, as di-bench's baseline.
    @inline(never)
    static func existingService(_ service: Service) async -> Service {
        service
    }

    /// Runs `body` in a task and waits for it on this thread.
    static func run(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await body()
            done.signal()
        }
        done.wait()
    }
}

if [.singletonAfterTrace, .overrideAfterTrace].contains(row) {
    ResolutionTrace.printing(to: { _ in }, operation: { blackHole(singletons.resolve(Service.self)) })
}
switch row {
case .singleton, .singletonAfterTrace: resolveSingleton(operations)
case .transient: resolveTransient(operations)
case .override, .overrideAfterTrace: resolveOverridden(operations)
case .singletonTraced: ResolutionTrace.printing(to: { blackHole($0) }, operation: { resolveSingleton(operations) })
case .named: for _ in 0..<operations { blackHole(singletons.resolve(Service.self, id: name)!) }
case .inject: for _ in 0..<operations { blackHole(injectReader.service) }
case .graph: for _ in 0..<operations { blackHole(graphResolver.resolve(Root.self)!) }
case .argument: for _ in 0..<operations { blackHole(argumentResolver.resolve(Service.self, argument: identifier)!) }
case .bind: bindFactories(operations)
case .world: for _ in 0..<operations { blackHoleEffect(World.current.uuid) }
case .worldThunk: for _ in 0..<operations { blackHole(World.current.uuid) }
case .registry: for _ in 0..<operations { blackHole(InstructionsRegistry.shared.service) }
case .lookup:
    DependencyOverrides.with({ _ in }, operation: {})  // as di-bench's row: a scope was opened before
    lookupOrLive(operations)
case .lookupOverride:
    DependencyOverrides.with {
        $0.set(key, value: Service(identifier: 1))
    } operation: {
        precondition(try! DependencyOverrides.current.value(for: key, as: Service.self)! !== live, "no override")
        lookupOrLive(operations)
    }
case .swinject: resolveFromSwinject(operations)
case .closure: for _ in 0..<operations { blackHole(returnExisting()) }
case .closureNew: for _ in 0..<operations { blackHole(buildNew()) }
case .dictionary: for _ in 0..<operations { blackHole(unsafeDowncast(servicesByName[lookedUpName]!, to: Service.self)) }
case .byHand: for _ in 0..<operations { blackHole(Root(middle: Middle(leaf: Leaf()))) }
case .dictionaryInsert: insertFactories(operations)
case .staticLet: for _ in 0..<operations { blackHole(SharedServices.service) }
case .decorated: for _ in 0..<operations { blackHole(decoratedResolver.resolve(Service.self)!) }
case .closureDecorated: for _ in 0..<operations { blackHole(returnDecorated()) }
case .closureArgument: for _ in 0..<operations { blackHole(buildFromArgument(identifier)) }
case .asyncTransient:
    AwaitedRows.run {
        for _ in 0..<operations { blackHole(try! await asyncTransientResolver.resolveAsync(Service.self)) }
    }
case .asyncSingleton:
    AwaitedRows.run {
        for _ in 0..<operations { blackHole(try! await asyncSingletonResolver.resolveAsync(Service.self)) }
    }
case .awaitedNew:
    AwaitedRows.run {
        for _ in 0..<operations { blackHole(await AwaitedRows.newService()) }
    }
case .awaitedExisting:
    AwaitedRows.run {
        for _ in 0..<operations { blackHole(await AwaitedRows.existingService(existing)) }
    }
case .fresh:
    for _ in 0..<operations {
        let container = Container()
        container.bind(.singleton, to: Service.self) { _ in Service() }
        blackHole(container.resolve(Service.self)!)
    }
case .swinjectFresh: resolveFromFreshSwinject(operations)
}
