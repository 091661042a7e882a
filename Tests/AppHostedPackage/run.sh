#!/usr/bin/env bash
# Proves, from an app team's package outside DIToolkit's own targets, the three things "Testing pitfalls" says about
# app-hosted tests. HostAppLaunch stands in for the host application: it runs the app's launch wiring when the test
# binary loads, before any test, as an app-hosted test target runs the app's init() before its tests.
#   1. one test binary holds both test targets, and their tests run in one process;
#   2. the launch code ran in that process: a test without isolation gets the binding's test value, and a test with
#      .isolatedDependencies starts without the app's bindings;
#   3. a trap in one target's test ends the test of the other target that is running at that moment.
# Prints one verdict line per check and exits non-zero if any check fails.
set -uo pipefail
cd "$(dirname "$0")"

source ../package-checks.sh
records="$scratch/records"

build_package "the app-hosted package"
rm -rf "$records"
mkdir -p "$records"

echo "==> 1. one test binary, one process, for both test targets"
binaries=$(find "$(swift build --scratch-path "$scratch" --show-bin-path)" -maxdepth 1 -name '*.xctest' | wc -l)
if [[ $binaries -eq 1 ]]; then
    pass "one test binary holds GreetingTests and ProfileTests"
else
    fail "expected one *.xctest in the build folder, found $binaries"
fi

echo "==> 2. the launch code ran in the test process"
if APPHOSTED_RECORD_DIR="$PWD/$records" swift test --skip-build --scratch-path "$scratch" >"$records/passing.log" 2>&1; then
    pass "swift test exits 0"
    for name in "a test without isolation gets the test value from the launch wiring the host app ran" \
        "a test with .isolatedDependencies starts without the host app's bindings"; do
        if grep -qF "✔ Test \"$name\" passed" "$records/passing.log"; then
            pass "ran and passed: $name"
        else
            fail "did not run or pass: $name; see $records/passing.log"
        fi
    done
    greeting_pid=$(cat "$records/GreetingTests.pid" 2>/dev/null)
    profile_pid=$(cat "$records/ProfileTests.pid" 2>/dev/null)
    if [[ -n $greeting_pid && $greeting_pid == "$profile_pid" ]]; then
        pass "the tests of both targets ran in one process ($greeting_pid)"
    else
        fail "the two targets' tests ran in processes '$greeting_pid' and '$profile_pid'"
    fi
else
    fail "swift test should exit 0; see $records/passing.log"
    tail -30 "$records/passing.log"
fi

echo "==> 3. a trap ends the test running beside it, in the other target"
APPHOSTED_RECORD_DIR="$PWD/$records" APPHOSTED_EXPECT_TRAP=1 \
    swift test --skip-build --scratch-path "$scratch" --filter ParallelTrap >"$records/trap.log" 2>&1
status=$?
beside="a test of another target, running when the trap happens"
if [[ $status -ne 0 ]] && grep -q "Code:       DI001" "$records/trap.log"; then
    pass "the trap stopped the process ($status) with DI001's message"
else
    fail "the trap should stop the process with DI001; see $records/trap.log"
fi
if [[ -f "$records/beside-started" && ! -f "$records/beside-finished" ]] &&
    ! grep -qF "✔ Test \"$beside\" passed" "$records/trap.log"; then
    pass "the test running beside it started and never finished: $beside"
else
    fail "the test beside the trap should have started and never finished; see $records/trap.log"
fi

finish_checks "app-hosted tests: launch code in the test process, one binary, a trap ends its neighbours"
