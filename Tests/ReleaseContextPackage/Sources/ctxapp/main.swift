import SignIn

bindSignIn()
bindInbox()
print(launchReport())
