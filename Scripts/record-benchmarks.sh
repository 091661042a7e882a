#!/usr/bin/env bash
# Records one full di-bench run as the figures the documentation shows (Docs/DIToolkit.docc/Performance.md):
#
#   Scripts/record-benchmarks.sh        # a release build, then every workload (a few minutes)
#
# writes Benchmarks/Results/di-bench.json: `di-bench --json`, whose `date` (UTC), `provenance` (the commit measured,
# uncommitted changes, Swift version, OS, architecture, processor, cores) and `machine`/`loadAverage` say what was
# measured. Commit that file; Scripts/build-docs.sh draws the chart and the page's table from it and notes when
# Sources/ or Package.swift changed after the recorded commit. Extra arguments go to di-bench
# (e.g. --repetitions 9). Run it on an otherwise idle machine: other work inflates the figures.
set -euo pipefail
cd "$(dirname "$0")/.."

RESULTS="Benchmarks/Results/di-bench.json"
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

if [[ -n "$(git status --porcelain -- Sources Package.swift Benchmarks/Sources Benchmarks/Package.swift)" ]]; then
    echo "note: Sources, Package.swift or Benchmarks have uncommitted changes; the results will say so" \
        "(provenance.uncommittedChanges) and name HEAD, which is not exactly what was measured." >&2
fi

load="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || true)"
if [[ -n "$load" ]] && awk -v load="$load" -v cores="$(getconf _NPROCESSORS_ONLN)" 'BEGIN { exit !(load > cores) }'; then
    echo "note: the 1-minute load average is $load on $(getconf _NPROCESSORS_ONLN) cores: other work will inflate" \
        "the figures (the page says how many rows were disturbed)." >&2
fi

mkdir -p "$(dirname "$RESULTS")"
staged="$(mktemp)"
trap 'rm -f "$staged"' EXIT
echo "==> swift run -c release --package-path Benchmarks di-bench --json $*" >&2
swift run -c release --package-path Benchmarks di-bench --json "$@" >"$staged" \
    || fail "di-bench failed; $RESULTS is unchanged."

# A run that printed no rows, or a smoke run, must not replace the recorded figures.
python3 - "$staged" <<'PYTHON' || fail "di-bench's output is not a full run's report; $RESULTS is unchanged."
import json, sys
report = json.load(open(sys.argv[1]))
assert not report["smoke"] and report["rows"] and report["provenance"]["commit"]
PYTHON
mv "$staged" "$RESULTS"
trap - EXIT
echo "==> wrote $RESULTS ($(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["date"], "at", r["provenance"]["commit"][:7])' "$RESULTS")); commit it." >&2
