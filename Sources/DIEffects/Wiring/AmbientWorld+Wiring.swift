extension AmbientWorld {
    /// The world type as a node of a wiring report (a world of your own; `World` draws its fields instead).
    static var wiringNode: WiringNode {
        WiringNode(kind: .world, name: String(reflecting: Self.self))
    }

    /// What ``scopedCurrent`` returns, and where it came from: a `with` scope, else the world of the context.
    static func scopedValueAndSource(in state: RegionState?) -> (Self, WiringSource) {
        if let entry = state?.overrides[DependencyKey(Self.self)] {
            return (overriddenWorld(entry), .override)
        }
        let context = state?.context ?? DependencyContext.detected
        let (world, isPrepared) = contextValue(context, in: state)
        if isPrepared {
            return (world, state?.isolation == nil ? .assigned : .isolatedState)
        }
        if !launch.isEmpty, launchChoice(in: context).isLaunchValue {
            return (world, .launchValue)
        }
        let source: WiringSource =
            switch context {
            case .live: .binding
            case .test: .testValue
            case .preview: .previewValue
            }
        return (world, source)
    }
}
