#include "HostAppLaunch.h"

// Runs when the test binary is loaded, on the main thread, before `main` and before any test: the place a host
// application's launch code runs in an app-hosted test target.
__attribute__((constructor)) static void host_app_launch(void) {
    hosted_app_init();
}
