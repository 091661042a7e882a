#!/usr/bin/env bash
# Proves, from a user's package, where DIToolkit's reports go (the report cases of the Testing articles).
# Expects run.sh's build in .build-ci; run.sh calls it. Prints one verdict line per check and exits non-zero
# if any check fails.
#   1. a report made on a thread of its own fails the Swift Testing run, attributed to no test, and is written
#      to standard error too;
#   2. a test target that does not link DITesting, in a package where another test target links it, has its
#      tests failed by reports (one test binary per package);
#   3. a package none of whose test targets links DITesting: the report is a warning and the test passes.
set -uo pipefail
cd "$(dirname "$0")"

source ../package-checks.sh
mkdir -p "$logs"

echo "==> reports 1. a report on a thread of its own fails the test run, under no test"
USERPACKAGE_EXPECT_FAILURES=1 swift test --skip-build --scratch-path "$scratch" --filter OffTaskReportTests \
    >"$logs/off-task.log" 2>&1
status=$?
unknown=$(grep -F 'Test «unknown» recorded an issue' "$logs/off-task.log" | head -1)
if [[ $status -ne 0 && -n $unknown ]] && grep -q '^↳ \[DI008\] Unimplemented: Now' "$logs/off-task.log" &&
    grep -q '^DIToolkit: warning$' "$logs/off-task.log" &&
    grep -q '✔ Test "a report made on a thread of its own fails the test run, attributed to no test" passed' \
        "$logs/off-task.log"; then
    pass "the run fails ($status) with the DI008 issue under no test, and the warning is on standard error:"
    printf '        %s\n' "$unknown"
else
    fail "a report on a thread of its own should fail the run under no test; see $logs/off-task.log"
fi

echo "==> reports 2. a test target without DITesting, in a package where another test target links it"
USERPACKAGE_EXPECT_FAILURES=1 swift test --skip-build --scratch-path "$scratch" --filter NoDITestingTests \
    >"$logs/no-ditesting-target.log" 2>&1
status=$?
failed=$(grep -A1 -F '✘ Test "an unimplemented world'"'"'s now fails this test, although this target does not link DITesting" recorded an issue' \
    "$logs/no-ditesting-target.log" | grep -F '[DI008]' | head -1)
if [[ $status -ne 0 && -n $failed ]]; then
    pass "its test fails with DI008 ($status): SwiftPM links both targets into one binary, which loads DITesting"
else
    fail "the test of the target without DITesting should fail with DI008; see $logs/no-ditesting-target.log"
fi

echo "==> reports 3. a package none of whose test targets links DITesting"
if swift build --build-tests --package-path WithoutDITesting --scratch-path WithoutDITesting/.build-ci \
    -Xswiftc -warnings-as-errors >"$logs/without-ditesting-build.log" 2>&1 &&
    swift test --skip-build --package-path WithoutDITesting --scratch-path WithoutDITesting/.build-ci \
        >"$logs/without-ditesting.log" 2>&1 &&
    grep -q '^DIToolkit: warning$' "$logs/without-ditesting.log" &&
    grep -q 'Code:       DI008' "$logs/without-ditesting.log" &&
    grep -q '✔ Test "an unimplemented world'"'"'s now only warns' "$logs/without-ditesting.log"; then
    pass "its test passes and the DI008 report is a warning on standard error"
else
    fail "a package without DITesting should pass with a warning; see $logs/without-ditesting*.log"
fi

finish_checks "reports from a user's package go where the Testing articles say"
