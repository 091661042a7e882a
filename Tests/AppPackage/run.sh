#!/usr/bin/env bash
# Proves, from an app team's package outside DIToolkit's own targets, that the README's examples compile
# unchanged and pass in a target whose default isolation is the main actor: one build with warnings as
# errors (DIToolkit from ../.. included), then its tests. Exits non-zero if either fails.
set -euo pipefail
cd "$(dirname "$0")"

scratch=.build-ci
echo "==> building the app package (and DIToolkit from ../..) with warnings as errors"
swift build --build-tests --scratch-path "$scratch" -Xswiftc -warnings-as-errors
echo "==> its tests"
swift test --skip-build --scratch-path "$scratch"
echo "VERDICT: PASS (the README's examples and the Swinject port compile and pass in a MainActor-by-default target)"
