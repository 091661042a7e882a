#!/usr/bin/env bash
# Proves, from a user's package outside DIToolkit, that a second copy of DIToolkit loaded into a process is reported:
# builds once, with warnings as errors (DIToolkit from ../.. included, and the dynamic library PluginCopy that
# carries its own copy), then
#   1. copy-checker alone (one copy) resolves and reports nothing;
#   2. copy-checker after dlopen of the plug-in reports DI016 naming its own path and the plug-in's, and goes on,
#      whether its first use is a synchronous build, an awaited one, or opening an override region; and the app's
#      registry check names the registry class that both images declare;
#   3. the test with one copy passes;
#   4. the test that loads the plug-in fails, with DI016 naming both images, and DI016 for the registry class and
#      the world that the Greeting module (linked into both) declares, under DITesting.
# Prints one verdict line per check and exits non-zero if any check fails.
set -uo pipefail
cd "$(dirname "$0")"

source ../package-checks.sh

build_package "the package (DIToolkit twice linked)"
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
checker="$bin/copy-checker"
plugin="$bin/libPluginCopy.so"
[[ -f "$plugin" ]] || plugin="$bin/libPluginCopy.dylib"
checker_path="$(readlink -f "$checker")"
plugin_path="$(readlink -f "$plugin")"

# has_report LOG THIS OTHER: the log holds DI016 with THIS as this copy and OTHER as the other copy.
has_report() {
    grep -q "DIToolkit is loaded twice" "$1" && grep -q "Code:        DI016" "$1" \
        && grep -qF "This copy:   $2" "$1" && grep -qF "Other copy:  $3" "$1"
}

echo "==> 1. a single copy reports nothing"
if "$checker" >"$logs/one-copy.log" 2>&1 && grep -q "greeting: Hello" "$logs/one-copy.log" \
    && ! grep -q "DIToolkit" "$logs/one-copy.log"; then
    pass "a single copy reports nothing"
else
    fail "a single copy reports nothing; see $logs/one-copy.log"
fi

echo "==> 2. the executable that loads a second copy"
if "$checker" "$plugin" >"$logs/two-copies.log" 2>&1 && grep -q "greeting: Hello" "$logs/two-copies.log" \
    && has_report "$logs/two-copies.log" "$checker_path" "$plugin_path"; then
    pass "the executable that loads a second copy reports DI016 with both paths"
else
    fail "the executable that loads a second copy reports DI016 with both paths; see $logs/two-copies.log"
fi
if [[ $(grep -c "Code:        DI016" "$logs/two-copies.log") -eq 1 ]]; then
    pass "the second copy is reported once"
else
    fail "the second copy is reported once; see $logs/two-copies.log"
fi

echo "==> 2b. the executable that loads a second copy, whose first build is an awaited one"
if "$checker" --awaited "$plugin" >"$logs/two-copies-awaited.log" 2>&1 \
    && grep -q "greeting: Hello, awaited" "$logs/two-copies-awaited.log" \
    && has_report "$logs/two-copies-awaited.log" "$checker_path" "$plugin_path"; then
    pass "an awaited first build reports DI016 with both paths"
else
    fail "an awaited first build reports DI016 with both paths; see $logs/two-copies-awaited.log"
fi

echo "==> 2c. the executable that loads a second copy, whose first use opens an override region"
if "$checker" --region "$plugin" >"$logs/two-copies-region.log" 2>&1 \
    && grep -q "greeting: Hello, overridden" "$logs/two-copies-region.log" \
    && has_report "$logs/two-copies-region.log" "$checker_path" "$plugin_path"; then
    pass "a first use that opens a region reports DI016 with both paths"
else
    fail "a first use that opens a region reports DI016 with both paths; see $logs/two-copies-region.log"
fi

echo "==> 2d. the app's registry check, with and without the plug-in's copy of its registry class"
if "$checker" --registries >"$logs/registries-one-copy.log" 2>&1 \
    && grep -q "registry check: passed" "$logs/registries-one-copy.log"; then
    pass "a registry class loaded once passes the registry check"
else
    fail "a registry class loaded once passes the registry check; see $logs/registries-one-copy.log"
fi
if "$checker" --registries "$plugin" >"$logs/registries-two-copies.log" 2>&1 \
    && grep -q "Greeting.GreetingRegistry is loaded twice" "$logs/registries-two-copies.log" \
    && grep -qE "Code: +DI016" "$logs/registries-two-copies.log" \
    && grep -qE "Declared in: +$plugin_path" "$logs/registries-two-copies.log" \
    && [[ $(grep -c "Declared in:" "$logs/registries-two-copies.log") -eq 2 ]]; then
    pass "the registry check names a registry class two images declare, with both images"
else
    fail "the registry check names a registry class two images declare, with both images; see $logs/registries-two-copies.log"
fi

echo "==> 3. a test with one copy passes"
if swift test --skip-build --scratch-path "$scratch" --filter oneCopyPasses >"$logs/test-one-copy.log" 2>&1 \
    && grep -q '✔ Test "a process with one copy of DIToolkit reports nothing" passed' "$logs/test-one-copy.log" \
    && ! grep -q "DI016" "$logs/test-one-copy.log"; then
    pass "a test with one copy passes"
else
    fail "a test with one copy passes; see $logs/test-one-copy.log"
fi

echo "==> 4. a test that loads a second copy fails with DI016"
SECONDCOPY_LOAD_PLUGIN=1 swift test --skip-build --scratch-path "$scratch" --filter secondCopyFailsTheTest \
    >"$logs/test-two-copies.log" 2>&1
status=$?
test_binary="$(readlink -f "$(ls -d "$bin"/*.xctest | head -1)")"
if [[ $status -ne 0 ]] \
    && grep -q '✘ Test "a test whose process loaded a second copy fails with DI016" recorded an issue' \
        "$logs/test-two-copies.log" \
    && grep -q "\[DI016\] DIToolkit is loaded twice" "$logs/test-two-copies.log" \
    && has_report "$logs/test-two-copies.log" "$test_binary" "$plugin_path" \
    && grep -q "\[DI016\] Greeting.GreetingRegistry is loaded twice" "$logs/test-two-copies.log" \
    && grep -q "\[DI016\] Greeting.GreetingWorld is loaded twice" "$logs/test-two-copies.log"; then
    pass "a test whose process loaded a second copy fails with DI016 naming both images, its registry and its world"
else
    fail "a test whose process loaded a second copy fails with DI016 naming both images (exit $status);" \
        "see $logs/test-two-copies.log"
fi

finish_checks "a second copy of DIToolkit is reported with both images; one copy reports nothing"
