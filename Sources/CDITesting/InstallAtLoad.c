#include "CDITesting.h"

// Runs when the test binary is loaded, before `main` and before any test: DICore's reports then
// fail the test that caused them in every test of the process, whatever traits it uses, and
// DICore's context detection knows the process is a test binary even in a release build.
__attribute__((constructor)) static void cditesting_install_at_load(void) {
    ditesting_install_test_runner_hook();
}
