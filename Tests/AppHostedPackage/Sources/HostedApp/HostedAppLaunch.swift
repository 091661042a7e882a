/// What the app's `App.init()` does at launch; `HostAppLaunch` calls it when the test binary loads.
@_cdecl("hosted_app_init")
public func hostedAppInit() {
    AppDependencies.register()
}
