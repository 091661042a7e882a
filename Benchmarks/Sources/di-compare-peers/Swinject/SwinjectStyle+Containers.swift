import DIConformance
import Swinject

/// Binds the greeter as `"first"`: the earlier module of row 34.
struct GreeterModule: Assembly {
    func assemble(container: Container) {
        container.register((any Greeter).self) { _ in FixedGreeter("first") }
    }
}

/// Binds the greeter again, as `"second"`: the later module of row 34.
struct ReplacingModule: Assembly {
    func assemble(container: Container) {
        container.register((any Greeter).self) { _ in FixedGreeter("second") }
    }
}

/// Rows 34–37 the way Swinject's documentation writes them: `Assembler`, `.implements`, `initCompleted`, the
/// container's `.graph` default, `resetObjectScope(_:serviceType:)` and `removeAll()`. Each container is its
/// operation's own, used from one task, so none needs `synchronize()`.
extension SwinjectStyle {
    var modules: Support<@Sendable () throws -> ModuleWiring> {
        .available {
            let assembler = Assembler([GreeterModule(), ReplacingModule()])
            let greeting = assembler.resolver.resolve((any Greeter).self)?.greeting ?? "nothing"
            // Swinject checks nothing before use: a second registration replaces the first without a word.
            return ModuleWiring(greeting: greeting, report: nil)
        }
    }

    var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> {
        let box = SwinjectContainerBox()
        box.container.register(Service.self) { _ in Service() }.inObjectScope(.container)
            .implements((any Numbered).self)
        return .available {
            guard let service = box.container.resolve(Service.self),
                let numbered = box.container.resolve((any Numbered).self)
            else { throw SwinjectUnresolved() }
            return (service, numbered)
        }
    }

    func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent> {
        .available {
            let container = Container()
            container.register(CycleParent.self) { _ in
                builds.record()
                return CycleParent()
            }.initCompleted { resolver, parent in
                parent.child = resolver.resolve(CycleChild.self)
            }
            container.register(CycleChild.self) { resolver in CycleChild(parent: resolver.resolve(CycleParent.self)!) }
            guard let parent = container.resolve(CycleParent.self) else { throw SwinjectUnresolved() }
            return parent
        }
    }

    var containerManagement: Support<ContainerManagement> {
        .available(
            ContainerManagement(
                oneResolve: {
                    let container = Container()  // `.graph` is Swinject's default
                    container.register(Service.self) { _ in Service() }
                    container.register([Service].self) { resolver in
                        [resolver.resolve(Service.self)!, resolver.resolve(Service.self)!]
                    }
                    guard let pair = container.resolve([Service].self) else { throw SwinjectUnresolved() }
                    return (pair[0], pair[1])
                },
                resetOne: {
                    let container = Container()
                    container.register(Service.self) { _ in Service() }.inObjectScope(.container)
                    container.register((any Numbered).self) { _ in Service() }.inObjectScope(.container)
                    let reset = container.resolve(Service.self)
                    let other = container.resolve((any Numbered).self)
                    container.resetObjectScope(.container, serviceType: Service.self)
                    return container.resolve(Service.self) !== reset && container.resolve((any Numbered).self) === other
                },
                removeAll: {
                    let container = Container()
                    container.register(Service.self) { _ in Service() }.inObjectScope(.container)
                    container.register(String.self) { _ in "bound" }
                    container.removeAll()
                    return container.resolve(Service.self) == nil && container.resolve(String.self) == nil
                }))
    }
}

/// One operation's container, kept across its calls; only that operation's task uses it.
final class SwinjectContainerBox: @unchecked Sendable {
    let container = Container()
}

/// Swinject's `resolve` returned `nil` where the registration above should answer.
struct SwinjectUnresolved: Error, CustomStringConvertible {
    var description: String { "Swinject's resolve returned nil" }
}
