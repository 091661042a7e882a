import SignIn

bindSignIn()
print(launchReport())
