import DICore
import SignIn

bindSignIn()
bindInbox()
let report = launchReport()
// Too late: the context was detected by the first read above. DIToolkit reports it and keeps that context.
LaunchEnvironment.trust()
print(report)
