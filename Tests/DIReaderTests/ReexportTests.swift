import DIReader
import Testing

@Test("importing DIReader alone gives access to DICore's error model")
func importingModuleReexportsCore() {
    let error = DIError.notRegistered(DependencyKey(Int.self), operation: "probe")
    #expect(error.code == .notRegistered)
}
