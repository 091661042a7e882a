import DIWrappers
import Testing

@Test("importing DIWrappers alone gives access to DICore's error model")
func importingModuleReexportsCore() {
    let error = DIError.notRegistered(DependencyKey(Int.self), operation: "probe")
    #expect(error.code == .notRegistered)
}
