import Swinject

/// di-bench's `Swinject .container` singleton row, the peer issue 26's singleton target names.
///
/// In its own file because importing Swinject beside DIWrappers would make `Container` ambiguous in `main.swift`.
func resolveFromSwinject(_ operations: Int) {
    let registered = Container()
    registered.register(Service.self) { _ in Service() }.inObjectScope(.container)
    let container = opaque(registered)
    precondition(container.resolve(Service.self)! === container.resolve(Service.self)!, "Swinject built twice")
    for _ in 0..<operations { blackHole(container.resolve(Service.self)!) }
}

/// di-bench's `Swinject Container() + register(.container) + resolve`: a fresh container each operation.
func resolveFromFreshSwinject(_ operations: Int) {
    for _ in 0..<operations {
        let container = Container()
        container.register(Service.self) { _ in Service() }.inObjectScope(.container)
        blackHole(container.resolve(Service.self)!)
    }
}
