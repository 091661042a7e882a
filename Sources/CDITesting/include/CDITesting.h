#ifndef CDITESTING_H
#define CDITESTING_H

/// Installs DITesting's test-runner hook into DICore; DITesting defines it with `@_cdecl`.
///
/// `InstallAtLoad.c` calls it from a constructor, so every test process that links DITesting
/// has the hook before its first test starts, with no trait and no call in the user's code. The hook
/// is also DICore's proof that the process is a test binary (see `DependencyContext.detected`).
void ditesting_install_test_runner_hook(void);

#endif
