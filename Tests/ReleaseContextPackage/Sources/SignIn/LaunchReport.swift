import DICore
import DIEffects
import DIWrappers

/// The line a launch prints: the detected context, the value each style handed out, and each style's inbox.
///
/// `run.sh` reads it; every field must be `live` for a launch the app did not trust.
public func launchReport() -> String {
    let auth = Container.resolveAssert((any Auth).self)
    return [
        "context=\(DependencyContext.detected.rawValue)",
        "wrappers=\(auth.context)",
        "reader=\(Storefront.context)",
        "effects=\(AppWorld.current.context)",
        "signedIn=\(auth.isSignedIn)",
        "inbox=\(inboxKinds())",
    ].joined(separator: " ")
}
