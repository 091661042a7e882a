import SignIn

bindSignIn()
bindInbox()
appScenarios.applyLaunchScenario()
print(launchReport())
