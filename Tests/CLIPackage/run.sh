#!/usr/bin/env bash
# Proves, from a command-line tool shaped like a swift-dependencies code base moved onto DIWrappers, that client
# modules ship their own values: builds once, with warnings as errors (DIToolkit from ../.. included), then
#   1. runs the tests twice, the default way (in parallel): two tests that set nothing up pass on the declared
#      test values, and tests that change one endpoint with `modify` keep the others' test values;
#   2. runs a test that reaches the client with no test value beside passing ones: DI010 fails that test alone;
#   3. runs the built tool: its `static func main()` wiring runs before ArgumentParser validates the options.
# Prints one verdict line per check and exits non-zero if any check fails.
set -uo pipefail
cd "$(dirname "$0")"

source ../package-checks.sh

build_package "the CLI package"

echo "==> 1. the tests, in parallel as swift test runs them, twice"
for round in 1 2; do
    log="$logs/passing-$round.log"
    if swift test --skip-build --scratch-path "$scratch" >"$log" 2>&1; then
        pass "round $round: swift test exits 0"
    else
        fail "round $round: swift test should exit 0; see $log"
        tail -40 "$log"
        continue
    fi
    for name in "the shelf lists each digest with its headline count" \
        "a digest's headlines are read from its file" \
        "a changed read is what the shelf counts, from the declared test list" \
        "a changed write receives the digest, and read and list keep their test values" \
        "a change inside an override starts from the value in force, the trait's change included"; do
        if grep -qF "✔ Test \"$name\" passed" "$log"; then
            pass "round $round: ran and passed: $name"
        else
            fail "round $round: did not run or pass: $name; see $log"
        fi
    done
done

echo "==> 2. a test that reaches the client with no test value fails alone, with DI010"
log="$logs/no-test-value.log"
CLIPACKAGE_EXPECT_FAILURES=1 swift test --skip-build --scratch-path "$scratch" \
    --filter 'NoTestValueTests|ShelfTests' >"$log" 2>&1
status=$?
if [[ $status -ne 0 ]]; then
    pass "the filtered run exits non-zero ($status)"
else
    fail "the filtered run should fail but exited 0; see $log"
fi
name="saving a digest reaches the feed client, which declares no test value"
found=$(grep -A1 -F "✘ Test \"$name\" recorded an issue" "$log" | grep -F '[DI010]' | head -1)
if [[ -n $found ]]; then
    pass "the test fails with DI010:"
    printf '        %s\n' "$found"
else
    fail "\"$name\" should fail with DI010; see $log"
fi
for name in "the shelf lists each digest with its headline count" "a digest's headlines are read from its file"; do
    if grep -qF "✔ Test \"$name\" passed" "$log"; then
        pass "in the same process, passed: $name"
    else
        fail "in the same process, should pass: $name; see $log"
    fi
done
if grep -qE '✘ Test run with 3 tests in 2 suites failed .* with 1 issue' "$log"; then
    pass "the run's three tests all ran, and DI010 is its one issue"
else
    fail "the run should have three tests and one issue; see $log"
fi

echo "==> 3. the tool: main() wires before the options are validated"
tool="$(swift build --scratch-path "$scratch" --show-bin-path)/feeds"
work=$(mktemp -d)
mkdir "$work/digests"
cat >"$work/feed.xml" <<'FEED'
<rss><channel><title>Example</title>
<item><title>First</title></item>
<item><title>Second</title></item>
<item><title>Third</title></item>
</channel></rss>
FEED
if "$tool" digest "$work/feed.xml" --output "$work/digests" >"$logs/digest.out" 2>"$logs/digest.err" &&
    grep -qx 'saved 3 headlines to digest.md' "$logs/digest.out" &&
    grep -qx "\[feeds\] checking the output directory $work/digests" "$logs/digest.err" &&
    grep -qx -- '- Third' "$work/digests/digest.md"; then
    pass "feeds digest saves three headlines, and validate() logged through the logger main() bound"
else
    fail "feeds digest should save three headlines and log with [feeds]; see $logs/digest.out and digest.err"
fi
if "$tool" shelf "$work/digests" >"$logs/shelf.out" 2>"$logs/shelf.err" &&
    grep -qx 'digest.md: 3 headlines' "$logs/shelf.out"; then
    pass "feeds shelf lists the digest with its three headlines"
else
    fail "feeds shelf should list digest.md with 3 headlines; see $logs/shelf.out and shelf.err"
fi
"$tool" digest "$work/feed.xml" --output "$work/missing" >"$logs/invalid.out" 2>"$logs/invalid.err"
status=$?
if [[ $status -eq 64 ]] && grep -qF "Error: Cannot list the output directory '$work/missing'." "$logs/invalid.err" &&
    ! grep -q 'DI0' "$logs/invalid.err"; then
    pass "a missing output directory is a validation error (exit 64), not a trap"
else
    fail "a missing output directory should fail validation with exit 64; see $logs/invalid.err"
fi
rm -rf "$work"

finish_checks "client modules ship their values: tests set nothing up, change one endpoint, and DI010 fails one test; the tool wires in main()"
