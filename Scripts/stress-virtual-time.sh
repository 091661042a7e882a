#!/usr/bin/env bash
# The virtual-time re-entrancy tests, 10,000 rounds each, beside four busy processes on every core: a test clock
# must follow woken work whatever the load, so not one sleeper may be lost. Outside the default suite's time;
# .ci/run runs it after swift test, reusing that build.
#
#   Scripts/stress-virtual-time.sh            # 10,000 rounds
#   Scripts/stress-virtual-time.sh 2000       # fewer rounds
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-10000}"
DITOOLKIT_VIRTUAL_TIME_ROUNDS="$rounds" exec Scripts/test-under-load.sh --busy 4 -- --filter ClockReentrancyTests
