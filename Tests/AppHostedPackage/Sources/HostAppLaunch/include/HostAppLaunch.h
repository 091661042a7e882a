// Runs the app's launch code when the test binary loads, as a host application's init() runs before its tests.
void hosted_app_init(void);
