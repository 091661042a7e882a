/// Resolves `type` right now, for code where a property wrapper is awkward (Swift 6 isolation, locals, `init`s).
///
/// A plain function call: it runs on the caller's actor, so `@MainActor` code
/// can resolve main-actor services without `nonisolated` workarounds. Unlike
/// `@Inject`, nothing is kept: each call resolves again (a transient binding
/// yields a new instance per call). A missing binding traps with the full
/// diagnostic, exactly like `Container.resolveAssert`.
///
/// ```swift
/// @MainActor
/// final class ProfileScreen {
///     let model = dependency(ProfileModel.self)
///     let slack: Logger = dependency(id: "slack")
///     func reload(in feature: Container) {
///         let api = dependency(ProfileAPI.self, from: feature)
///         api.fetch()
///     }
/// }
/// ```
public func dependency<Service>(
    _ type: Service.Type = Service.self,
    id: (any Hashable & Sendable)? = nil,
    from container: Container? = nil,
    fileID: String = #fileID,
    line: UInt = #line
) -> Service {
    (container ?? .main).resolveAssert(type, id: id, fileID: fileID, line: line)
}
