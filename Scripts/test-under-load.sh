#!/usr/bin/env bash
# Runs the test suite while busy processes keep every core loaded, as on a developer's busy machine or a shared CI
# runner. The suite's answers must not depend on how busy the machine is: a test that passes idle and fails here
# races the wall clock.
#
#   Scripts/test-under-load.sh                              # swift test beside 4 busy processes
#   Scripts/test-under-load.sh --busy 8 --scratch-path .build-load -- --filter HardeningTests
#   Scripts/test-under-load.sh --tsan                       # the thread-sanitizer run, exactly as .ci/run does it
#
# Options:
#   --busy N              how many CPU-bound busy processes to start (default 4)
#   --tsan                run `swift test --sanitize=thread` with .ci/run's TSAN_OPTIONS
#   --scratch-path PATH   passed to swift test (default: SwiftPM's own; .build-tsan with --tsan, as .ci/run)
#   -- ARGS...            further arguments for swift test, e.g. --filter NAME
# Prints the wall time and the load average, and exits with swift test's status.
set -euo pipefail
cd "$(dirname "$0")/.."

busy=4
tsan=0
scratch_path=""
test_arguments=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --busy)
            busy="${2:?--busy needs a number}"
            shift 2
            ;;
        --tsan)
            tsan=1
            shift
            ;;
        --scratch-path)
            scratch_path="${2:?--scratch-path needs a path}"
            shift 2
            ;;
        --)
            shift
            test_arguments+=("$@")
            break
            ;;
        -h | --help)
            sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "error: unknown option '$1' (see --help)" >&2
            exit 64
            ;;
    esac
done
if ! [[ "$busy" =~ ^[0-9]+$ ]]; then
    echo "error: --busy needs a whole number, got '$busy'" >&2
    exit 64
fi

busy_pids=()
stop_busy_processes() {
    if [[ ${#busy_pids[@]} -gt 0 ]]; then
        kill "${busy_pids[@]}" 2>/dev/null || true
        wait "${busy_pids[@]}" 2>/dev/null || true
        busy_pids=()
    fi
}
trap stop_busy_processes EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for _ in $(seq 1 "$busy"); do
    sh -c 'while :; do :; done' &
    busy_pids+=("$!")
done

command=(swift test)
if [[ $tsan -eq 1 ]]; then
    command+=(--sanitize=thread --scratch-path "${scratch_path:-.build-tsan}")
    # As .ci/run: any race report fails the run; TSan's lock-order checker is off (it cannot follow the deep-graph
    # tests' locks), and deadlocks are caught by the tests' own hang guards instead.
    export TSAN_OPTIONS="halt_on_error=1 detect_deadlocks=0 ${TSAN_OPTIONS:-}"
elif [[ -n "$scratch_path" ]]; then
    command+=(--scratch-path "$scratch_path")
fi
command+=("${test_arguments[@]}")

echo "==> ${command[*]} beside $busy busy processes ($(nproc) cores)"
started=$(date +%s)
status=0
"${command[@]}" || status=$?
finished=$(date +%s)
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)
stop_busy_processes
echo "==> swift test exited $status after $((finished - started)) s of wall time beside $busy busy processes;" \
    "load average (1, 5, 15 min): $load"
exit "$status"
