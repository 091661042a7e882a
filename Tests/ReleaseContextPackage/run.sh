#!/usr/bin/env bash
# Proves, from an app built outside DIToolkit's own targets, that a shipped binary cannot be talked into its test or
# preview values (issue 31):
#   1. the app built with -c release, launched with each argument and environment value that used to switch the
#      context, hands out its live values every time;
#   2. a release build that calls LaunchEnvironment.trust() at launch honours DITOOLKIT_CONTEXT, and one that calls it
#      after the first dependency was read is warned (DI015: the context, the arguments and the scenario it can no
#      longer honour) and stays live;
#   3. swift test -c release of a target that links DITesting runs in the test context, and a test value kept under
#      #if DEBUG (the Testing article's advice) is left out of it;
#   4. the same app built in debug still honours every override;
#   5. (issue 27) a launch argument's declared value (-mockEmptyInbox) is obeyed only where the launch is trusted,
#      before the test value, and a debug value stands in for the live one in a debug build only;
#   6. (issue 29) a scenario named at launch (DITOOLKIT_SCENARIO, -DIToolkitScenario) is applied for the whole process
#      in a trusted launch only, and an unknown name is reported with the known ones (DI018).
# Prints one verdict line per check and exits non-zero if any check fails.
set -uo pipefail
cd "$(dirname "$0")"

source ../package-checks.sh
live="context=live wrappers=live reader=live effects=live signedIn=false inbox=live/live/live"
test_values="context=test wrappers=test reader=test effects=test signedIn=true inbox=test/test/test"
preview_values="context=preview wrappers=preview reader=preview effects=preview signedIn=true inbox=live/live/live"
# A release launch that trusts its environment and passes the UI test's argument gets the empty inbox in every style.
empty_inbox="context=live wrappers=live reader=live effects=live signedIn=false inbox=empty/empty/empty"
# A debug build has no preview inbox, so its previews and live launches get the debug inbox; the argument still wins.
debug_live="context=live wrappers=live reader=live effects=live signedIn=false inbox=debug/debug/debug"
debug_preview="context=preview wrappers=preview reader=preview effects=preview signedIn=true inbox=debug/debug/debug"
# The emptyInbox scenario a UI test names at launch, applied in a trusted launch only.
scenario_inbox="context=live wrappers=live reader=live effects=live signedIn=false inbox=scenario/scenario/scenario"
debug_empty="context=live wrappers=live reader=live effects=live signedIn=false inbox=empty/empty/empty"

# expect_launch CONFIGURATION PRODUCT EXPECTED [VAR=VALUE ...] -- [ARGUMENTS ...]: launches the product in a clean
# environment (none of the variables DIToolkit reads, unless given) and compares the line it prints.
expect_launch() {
    local configuration=$1 product=$2 expected=$3
    shift 3
    local assignments=()
    while [[ $# -gt 0 && $1 != -- ]]; do
        assignments+=("$1")
        shift
    done
    [[ $# -gt 0 ]] && shift
    local shown="${assignments[*]:+${assignments[*]} }$product${*:+ $*}"
    local printed
    printed=$(env -u DITOOLKIT_CONTEXT -u XCODE_RUNNING_FOR_PREVIEWS -u XCTestConfigurationFilePath \
        -u XCTestBundlePath -u XCTestSessionIdentifier "${assignments[@]}" \
        "$scratch/$configuration/$product" "$@" 2>"$logs/stderr.log")
    if [[ $printed == "$expected" ]]; then
        pass "$configuration: $shown -> $printed"
    else
        fail "$configuration: $shown -> ${printed:-nothing} (expected $expected); stderr: $(cat "$logs/stderr.log")"
    fi
}

echo "==> building the app, its UI-testing builds and its tests with -c release (DIToolkit from ../.. included)"
if ! swift build -c release --build-tests --scratch-path "$scratch" -Xswiftc -warnings-as-errors; then
    echo "FAIL  the package does not build in release"
    exit 1
fi
mkdir -p "$logs"

echo "==> 1. a release app: no launch hands out a test or preview value"
expect_launch release ctxapp "$live"
expect_launch release ctxapp "$live" -- --testing-library swift-testing
expect_launch release ctxapp "$live" DITOOLKIT_CONTEXT=test
expect_launch release ctxapp "$live" DITOOLKIT_CONTEXT=preview
expect_launch release ctxapp "$live" XCTestConfigurationFilePath=/tmp/x
expect_launch release ctxapp "$live" XCODE_RUNNING_FOR_PREVIEWS=1
expect_launch release ctxapp "$live" -- -mockEmptyInbox
expect_launch release ctxapp "$live" DITOOLKIT_SCENARIO=emptyInbox

echo "==> 2. a release app that trusts its launch environment"
expect_launch release ctxapp-uitesting "$live"
expect_launch release ctxapp-uitesting "$test_values" DITOOLKIT_CONTEXT=test
expect_launch release ctxapp-uitesting "$preview_values" DITOOLKIT_CONTEXT=preview
expect_launch release ctxapp-uitesting "$empty_inbox" -- -mockEmptyInbox
expect_launch release ctxapp-uitesting "$scenario_inbox" DITOOLKIT_SCENARIO=emptyInbox
expect_launch release ctxapp-uitesting "$scenario_inbox" -- -DIToolkitScenario emptyInbox
expect_launch release ctxapp-uitesting "$live" DITOOLKIT_SCENARIO=emptyInbx
if grep -qE "Code: +DI018" "$logs/stderr.log" && grep -qF '"emptyInbox"' "$logs/stderr.log"; then
    pass "release: a launch naming an unknown scenario is reported with the known names (DI018) and runs with none"
else
    fail "release: an unknown launch scenario should report DI018 naming \"emptyInbox\"; stderr: $(cat "$logs/stderr.log")"
fi
expect_launch release ctxapp-late-trust "$live" DITOOLKIT_CONTEXT=test
if grep -qE "Code: +DI015" "$logs/stderr.log"; then
    pass "release: trusting the launch after the first read is reported on standard error (DI015)"
else
    fail "release: a late LaunchEnvironment.trust() should report DI015; stderr: $(cat "$logs/stderr.log")"
fi
expect_launch release ctxapp-late-trust "$live" DITOOLKIT_SCENARIO=emptyInbox -- -mockEmptyInbox
if grep -qF "so its arguments -mockEmptyInbox meet no launch value's condition" "$logs/stderr.log" \
    && grep -qF 'so the scenario "emptyInbox" it names is not applied' "$logs/stderr.log"; then
    pass "release: a late trust reports the launch argument and the scenario it can no longer honour (DI015)"
else
    fail "release: a late trust should report -mockEmptyInbox and the emptyInbox scenario; stderr: $(cat "$logs/stderr.log")"
fi

echo "==> 3. swift test -c release of a target that links DITesting"
if swift test -c release --skip-build --scratch-path "$scratch" >"$logs/tests.log" 2>&1; then
    for name in "runs in the test context and gets every style's test value, in debug and in release" \
        "a test value kept under #if DEBUG is left out of a release build, where reaching it reports DI010" \
        "the app's emptyInbox scenario runs a test by name, in every style"; do
        if grep -qF "✔ Test \"$name\" passed" "$logs/tests.log"; then
            pass "release: ran and passed: $name"
        else
            fail "release: did not run or pass: $name; see $logs/tests.log"
        fi
    done
else
    fail "release: swift test -c release should pass; see $logs/tests.log"
    tail -20 "$logs/tests.log"
fi

echo "==> 4 and 5. the same app built in debug honours every override, its debug values and the launch argument"
if ! swift build --product ctxapp --scratch-path "$scratch" -Xswiftc -warnings-as-errors; then
    echo "FAIL  the app does not build in debug"
    exit 1
fi
expect_launch debug ctxapp "$debug_live"
expect_launch debug ctxapp "$test_values" -- --testing-library swift-testing
expect_launch debug ctxapp "$test_values" DITOOLKIT_CONTEXT=test
expect_launch debug ctxapp "$test_values" XCTestConfigurationFilePath=/tmp/x
expect_launch debug ctxapp "$debug_preview" XCODE_RUNNING_FOR_PREVIEWS=1
expect_launch debug ctxapp "$debug_empty" -- -mockEmptyInbox

finish_checks "a release app keeps its live values whatever it is launched with"
