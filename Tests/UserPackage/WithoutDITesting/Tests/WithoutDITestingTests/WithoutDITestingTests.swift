import DIEffects
import Testing

@Test("an unimplemented world's now only warns when no test target of the package links DITesting")
func unimplementedNowOnlyWarns() {
    _ = World.unimplemented().now()
}
