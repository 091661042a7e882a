#!/usr/bin/env bash
# Proves, from a user's package outside DIToolkit's own targets, that DIToolkit's reports fail the
# test that caused them: builds once, with warnings as errors, then
#   1. runs the tests that must pass (the same failures inside withKnownIssue, the trait, an exit test,
#      Floatation's launch test over every registry class in the process, Floatation's build flag, a trap
#      captured through DICore's `@_spi(Testing)` test hook);
#   2. runs the tests that must fail and checks the output names each of them with its DI code, and that a
#      failing test with the dependency log prints it;
#   3. runs a test that traps and checks the trap's message names it.
# Prints one verdict line per check and exits non-zero if any check fails.
set -uo pipefail
cd "$(dirname "$0")"

source ../package-checks.sh

# With Floatation's build flag: -Xswiftc reaches every module, DIRegistry too, as a SwiftPM user passes it.
build_package "the user package" -Xswiftc -DFLOATATION_SHOULD_ASSERT_WHEN_VENDING_MOCK_IMPLEMENTATION

echo "==> 1. tests that must pass"
if swift test --skip-build --scratch-path "$scratch" >"$logs/passing.log" 2>&1; then
    pass "swift test exits 0 (known issues, the .dependencies trait, an exit test of a trap)"
    for name in "after setup, RegistryVerification with no arguments passes" \
        "the build flag reached DIRegistry and stops the first mock handed out live" \
        "a test with the log's live-value option passes when every dependency has a test value or an override" \
        "AppDelegateTests.test_setupRegistries_setsDesiredImplementationOnEveryRegistry" \
        "RegistryResetXCTests.test_reset_freesWhatTheHandedOutRegistryBuilt" \
        "captureTrap, reached through the Testing SPI of DICore, returns the trap of an @Inject with nothing bound"; do
        if grep -qE "(✔ Test \"$name\" passed|Test Case '$name' passed)" "$logs/passing.log"; then
            pass "ran and passed: $name"
        else
            fail "did not run or pass: $name; see $logs/passing.log"
        fi
    done
else
    fail "swift test should exit 0; see $logs/passing.log"
    tail -40 "$logs/passing.log"
fi

echo "==> 2. tests that must fail, each naming itself and the DI code"
USERPACKAGE_EXPECT_FAILURES=1 swift test --skip-build --scratch-path "$scratch" --filter LoudFailure \
    >"$logs/failing.log" 2>&1
status=$?
if [[ $status -ne 0 ]]; then
    pass "swift test --filter LoudFailure exits non-zero ($status)"
else
    fail "swift test --filter LoudFailure should fail but exited 0"
fi

# expect_failure NAME CODE: a failure line naming the test, with [CODE] on it or on the next line
# (Swift Testing prints the issue's text on the line after "✘ Test … recorded an issue").
expect_failure() {
    local name=$1 code=$2 found
    found=$(grep -A1 -F "$name" "$logs/failing.log" | grep -E "(✘ Test|error: |↳ )" | grep -F -B1 "[$code]" | head -2)
    if [[ -n $found ]]; then
        pass "$name fails with $code:"
        printf '        %s\n' "${found//$'\n'/$'\n'        }"
    else
        fail "$name should fail with $code; see $logs/failing.log"
    fi
}
expect_failure '"an unimplemented world'"'"'s now fails the test"' DI008
expect_failure '"World.current with no world set fails the test"' DI008
expect_failure '"a registry assigned twice fails the test"' DI004
expect_failure '"a registry the launch forgot fails the whole-process verification"' DI001
if grep -A12 -F '"a registry the launch forgot fails the whole-process verification"' "$logs/failing.log" |
    grep -q 'Missing:    UserAppTests.TestFixtureRegistry$'; then
    pass "whole-process verification names the test target's registry that no code touched"
else
    fail "whole-process verification should name UserAppTests.TestFixtureRegistry; see $logs/failing.log"
fi
if grep -A1 -F '"a live value fails a test with the dependency log'"'"'s option" recorded an issue' "$logs/failing.log" |
    grep -qF 'The test reached the live value of app: UserApp.Greeter.' &&
    grep -A1 -F '"a live value fails a test with the dependency log'"'"'s option" failed. Dependency log: 1 dependency' \
        "$logs/failing.log" | grep -qF 'Wrappers  app: UserApp.Greeter (transient, binding, live value)'; then
    pass "a live value fails the test with .dependencyLog(failingOnLiveValues: true), which prints its log"
else
    fail "a live value should fail the logged test and print its log; see $logs/failing.log"
fi
if grep -A1 -F '"a failing test with the dependency log prints its log" failed. Dependency log: 1 dependency' \
    "$logs/failing.log" | grep -qF 'Wrappers  override: UserApp.Greeter (override)'; then
    pass "a test with .dependencyLog that fails an expectation prints its log"
else
    fail "a failing test with .dependencyLog should print its log; see $logs/failing.log"
fi
expect_failure 'LoudFailureXCTests.testUnimplementedNowFailsTheTest' DI008
expect_failure 'LoudFailureXCTests.testUnsetCurrentWorldFailsTheTest' DI008

echo "==> 3. a trap stops the test process and names the test"
USERPACKAGE_EXPECT_TRAP=1 swift test --skip-build --scratch-path "$scratch" --filter TrapTests \
    >"$logs/trap.log" 2>&1
status=$?
trap_line=$(grep -F 'Test:       "an @Inject with nothing bound traps and names this test"' "$logs/trap.log")
if [[ $status -ne 0 && -n $trap_line ]] && grep -q "Code:       DI001" "$logs/trap.log"; then
    pass "the trap stops the process ($status) and its DI001 message names the test:"
    printf '        %s\n' "$trap_line"
else
    fail "the trap should stop the process and name the test; see $logs/trap.log"
fi

echo "==> 4. where reports go off the test's task and without DITesting (reports.sh)"
if ! ./reports.sh; then
    fail "reports.sh found report cases that do not behave as documented"
fi

finish_checks "reports fail the test that caused them, in a user's package"
