# Sourced by the outside-in packages' run.sh scripts: one way to count checks and end with a verdict.
#
#   source ../package-checks.sh
#   build_package "the CLI package" [extra swift build arguments]
#   pass "…" / fail "…"
#   finish_checks "what passing proves"
#
# Each script builds once, in its own scratch path (.build-ci), with warnings as errors, so the package sees
# DIToolkit exactly as a user's build does.

scratch=.build-ci
logs="$scratch/run-logs"
failures=0

pass() { printf 'PASS  %s\n' "$*"; }
fail() {
    printf 'FAIL  %s\n' "$*"
    failures=$((failures + 1))
}

# build_package WHAT [ARGUMENTS ...]: one build of the package and its tests; stops the script if it fails.
build_package() {
    local what=$1
    shift
    echo "==> building $what (and DIToolkit from ../..) once, with warnings as errors"
    if ! swift build --build-tests --scratch-path "$scratch" -Xswiftc -warnings-as-errors "$@"; then
        echo "VERDICT: FAIL ($what does not build)"
        exit 1
    fi
    mkdir -p "$logs"
}

# finish_checks PROVES: the verdict line; exits non-zero if any check failed.
finish_checks() {
    if [[ $failures -eq 0 ]]; then
        echo "VERDICT: PASS ($1)"
    else
        echo "VERDICT: FAIL ($failures check(s) failed)"
        exit 1
    fi
}
