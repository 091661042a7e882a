import DIWrappers

/// Binds the greeter as `"first"`: the earlier module of row 34.
struct GreeterModule: Assembly {
    func assemble(container: Container) {
        container.bind((any Greeter).self, value: FixedGreeter("first"))
    }
}

/// Binds the greeter again, as `"second"`: the later module of row 34.
struct ReplacingModule: Assembly {
    func assemble(container: Container) {
        container.bind((any Greeter).self, value: FixedGreeter("second"))
    }
}

/// Rows 34–37 with Swinject's spellings in DIWrappers: `Assembler`, `forward`, `initCompleted`, a container's
/// `defaultScope`, `resetInstance` and `removeAll`.
extension WrappersStyle {
    var modules: Support<@Sendable () throws -> ModuleWiring> {
        .available {
            let assembler = Assembler([GreeterModule(), ReplacingModule()])
            let greeting = try assembler.container.resolveThrowing((any Greeter).self).greeting
            return ModuleWiring(greeting: greeting, report: assembler.container.verify().description)
        }
    }

    var forwarded: Support<@Sendable () throws -> (Service, any Numbered)> {
        let container = Container()
        container.bind(.singleton, to: Service.self) { _ in Service() }
        container.forward((any Numbered).self, to: Service.self) { $0 }
        return .available {
            (try container.resolveThrowing(Service.self), try container.resolveThrowing((any Numbered).self))
        }
    }

    func propertyCycle(counting builds: BuildCounter) throws -> Support<@Sendable () throws -> CycleParent> {
        let container = Container(defaultScope: .graph)
        container.bind(to: CycleParent.self) { _ in
            builds.record()
            return CycleParent()
        } initCompleted: { container, parent in
            parent.child = try container.resolveThrowing(CycleChild.self)
        }
        container.bind(CycleChild.self) { container in CycleChild(parent: try container.resolveThrowing()) }
        return .available { try container.resolveThrowing(CycleParent.self) }
    }

    var containerManagement: Support<ContainerManagement> {
        .available(
            ContainerManagement(
                oneResolve: {
                    let container = Container(defaultScope: .graph)
                    container.bind(Service.self) { _ in Service() }
                    container.bind([Service].self) { [try $0.resolveThrowing(), try $0.resolveThrowing()] }
                    let pair = try container.resolveThrowing([Service].self)
                    return (pair[0], pair[1])
                },
                resetOne: {
                    let container = Container()
                    container.bind(.singleton, to: Service.self) { _ in Service() }
                    container.bind(.singleton, to: (any Numbered).self) { _ in Service() }
                    let reset = try container.resolveThrowing(Service.self)
                    let other = try container.resolveThrowing((any Numbered).self)
                    container.resetInstance(of: Service.self)
                    return try container.resolveThrowing(Service.self) !== reset
                        && container.resolveThrowing((any Numbered).self) === other
                },
                removeAll: {
                    let container = Container()
                    container.bind(.singleton, to: Service.self) { _ in Service() }
                    container.bind(value: "bound")
                    container.removeAll()
                    return container.resolve(Service.self) == nil && container.resolve(String.self) == nil
                }))
    }
}
