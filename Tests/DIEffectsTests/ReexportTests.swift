import DIEffects
import Testing

@Test("importing DIEffects alone gives access to DICore's error model")
func importingModuleReexportsCore() {
    let error = DIError.notRegistered(DependencyKey(Int.self), operation: "probe")
    #expect(error.code == .notRegistered)
}
