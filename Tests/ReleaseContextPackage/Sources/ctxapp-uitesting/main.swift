import DICore
import SignIn

// A UI-testing build: the UI tests choose the context with DITOOLKIT_CONTEXT, so this build trusts its launch.
LaunchEnvironment.trust()
bindSignIn()
bindInbox()
appScenarios.applyLaunchScenario()
print(launchReport())
