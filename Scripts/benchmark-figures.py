#!/usr/bin/env python3
"""Draws the Performance page's figures from the recorded di-bench run, Benchmarks/Results/di-bench.json.

    python3 Scripts/benchmark-figures.py markdown          # the page's run, table and app-scale sentence
    python3 Scripts/benchmark-figures.py chart FOLDER SVG  # FOLDER/benchmark-chart.png and @2x, SVG/benchmark-chart.svg
    python3 Scripts/benchmark-figures.py stale-note        # a note when Sources/ or Package.swift changed since

Scripts/build-docs.sh runs all three (the first through a `<!-- generated: … -->` line of Performance.md), so no
figure on the page is copied by hand. Scripts/record-benchmarks.sh records the file.
"""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "Benchmarks" / "Results" / "di-bench.json"
RECORD_COMMAND = "Scripts/record-benchmarks.sh"

# The groups the page shows, in this order: the everyday hand-outs a user's code makes, and registration. The
# others (container size, threads, first-resolution races, async) stay in the JSON and the di-bench table.
HEADLINE_GROUPS = [
    "dependency read, no override active",
    "dependency read, override active",
    "singleton resolve",
    "transient resolve",
    "named resolve",
    "3-level transient graph",
    "shared static accessor",
    "registration, per binding (1,000 per container)",
]
# DIToolkit rows that are a style's public API; DICore rows measure the core's parts and are left to the JSON.
STYLE_PREFIXES = ("DIWrappers ", "DIReader ", "DIRegistry ", "DIEffects ")
# The library's sources: the figures are those of the recorded commit while these are unchanged.
LIBRARY_PATHS = ["Sources", "Package.swift"]
FRAME_NANOSECONDS = 1e9 / 120
DEPENDENCIES_PER_SCREEN = 50


def load():
    if not RESULTS.exists():
        sys.exit(f"error: {RESULTS.relative_to(ROOT)} is missing; record it with {RECORD_COMMAND}")
    return json.loads(RESULTS.read_text())


def is_headline(row):
    if row["contender"] == "ditoolkit":
        return row["label"].startswith(STYLE_PREFIXES) and "after a trace ended" not in row["label"]
    return row["contender"] in ("baseline", "peer")


def headline_rows(report):
    """The rows of the headline groups, group by group: baseline, DIToolkit's styles, then the peers."""
    order = {"baseline": 0, "ditoolkit": 1, "peer": 2}
    groups = []
    for group in HEADLINE_GROUPS:
        rows = [row for row in report["rows"] if row["group"] == group and is_headline(row)]
        if any(row["contender"] == "ditoolkit" for row in rows):
            groups.append((group, sorted(rows, key=lambda row: order[row["contender"]])))
    if not groups:
        sys.exit(f"error: {RESULTS.relative_to(ROOT)} has none of the headline groups; record it again")
    return groups


def nanoseconds(value):
    return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"


def ratio(value):
    if value is None:
        return "—"
    return f"{value:.2f}×" if value < 10 else f"{value:.0f}×"


def run_line(report):
    provenance = report["provenance"]
    date, time = report["date"].rstrip("Z").split("T")
    commit = provenance.get("commit") or "unknown"
    changes = " (with uncommitted changes)" if provenance.get("uncommittedChanges") else ""
    noisy = sum(1 for row in report["rows"] if row["disturbedRepetitionsKept"] > 0)
    disturbed = (f" Other work took the cores during some repetitions of {noisy} of the {len(report['rows'])} rows, so "
                 f"those figures are inflated." if noisy else "")
    return (
        f"Measured on **{date} at {time[:5]} UTC** at commit `{commit[:7]}`{changes}, on {provenance['operatingSystem']} "
        f"{provenance['architecture']}, {provenance.get('processor') or 'unknown processor'}, "
        f"{provenance['cores']} cores, {provenance.get('swiftVersion') or 'unknown Swift version'}, "
        f"{report['build']}; 1-minute load average at the end of the run: {report.get('loadAverage') or 'unknown'}." + disturbed
    )


def markdown():
    report = load()
    if report.get("smoke"):
        sys.exit(f"error: {RESULTS.relative_to(ROOT)} is a smoke run, whose times mean nothing")
    groups = headline_rows(report)
    lines = [run_line(report), "", "| Work | DIToolkit | ns/op | × baseline | × best peer |", "| --- | --- | --- | --- | --- |"]
    for group, rows in groups:
        for row in rows:
            if row["contender"] != "ditoolkit":
                continue
            lines.append(
                f"| {group} | `{row['label']}` | {nanoseconds(row['medianNanoseconds'])} | "
                f"{ratio(row.get('ratioToBaseline'))} | {ratio(row.get('ratioToBestPeer'))} |")
    # What each group's DIToolkit rows are divided by, and the peer "× best peer" divides by, named with their time.
    divisors = ["", "| Work | Baseline, without DI | ns/op | Fastest peer | ns/op |", "| --- | --- | --- | --- | --- |"]
    for group, rows in groups:
        baseline = next((row for row in rows if row["contender"] == "baseline"), None)
        peers = [row for row in rows if row["contender"] == "peer"]
        peer = min(peers, key=lambda row: row["medianNanoseconds"]) if peers else None
        divisors.append(
            f"| {group} | "
            + (f"{baseline['label'].removeprefix('baseline: ')} | {nanoseconds(baseline['medianNanoseconds'])}"
               if baseline else "— | —")
            + " | "
            + (f"`{peer['label']}` | {nanoseconds(peer['medianNanoseconds'])}" if peer else "none in the run | —")
            + " |")
    # Registration happens once at launch; the sentence is about the hand-outs a screen makes while it runs.
    handouts = [row for group, rows in groups if not group.startswith("registration") for row in rows
                if row["contender"] == "ditoolkit"]
    slowest = max(handouts, key=lambda row: row["medianNanoseconds"])
    per_frame = FRAME_NANOSECONDS / slowest["medianNanoseconds"]
    share = DEPENDENCIES_PER_SCREEN * slowest["medianNanoseconds"] / FRAME_NANOSECONDS
    lines += [
        "",
        f"At app scale: one frame at 120 Hz lasts 8.3 ms, and even the slowest hand-out above "
        f"(`{slowest['label']}`, {nanoseconds(slowest['medianNanoseconds'])} ns) fits about "
        f"{round(per_frame, -2):,.0f} times in it, so a screen that resolves {DEPENDENCIES_PER_SCREEN} dependencies "
        f"when it appears spends {share:.1%} of one frame doing so.",
        "",
        "What `× baseline` and `× best peer` divide by, measured in the same run:",
    ] + divisors
    print("\n".join(lines))


COLORS = {"baseline": "#9e9e9e", "ditoolkit": "#3b6ea8", "peer": "#d9822b"}
NAMES = {"baseline": "hand-written, without DI", "ditoolkit": "DIToolkit's styles",
         "peer": "Swinject, swift-dependencies"}


def chart(folder, svg_folder):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plot

    report = load()
    groups = headline_rows(report)
    labels, values, colors, group_starts = [], [], [], []
    for group, rows in groups:
        group_starts.append((len(labels), group))
        for row in rows:
            labels.append(row["label"])
            values.append(row["medianNanoseconds"])
            colors.append(COLORS[row["contender"]])
        labels.append("")  # a gap between groups
        values.append(0)
        colors.append("white")
    labels, values, colors = labels[:-1], values[:-1], colors[:-1]
    positions = list(range(len(labels)))

    # 6.6 in at 96 dpi is 634 px, the documentation's column in an 800 px window, so the picture is shown at its own
    # size there and 9 pt text stays 12 px.
    figure, axes = plot.subplots(figsize=(6.6, 0.27 * len(labels) + 1.6))
    bars = [(p, v, c) for p, v, c in zip(positions, values, colors) if v > 0]
    axes.barh([p for p, _, _ in bars], [v for _, v, _ in bars], color=[c for _, _, c in bars], height=0.75)
    for position, value, _ in bars:
        axes.text(value * 1.08, position, nanoseconds(value), va="center", fontsize=9, color="#333333")
    axes.set_xscale("log")
    axes.set_xlim(min(v for _, v, _ in bars) / 2, max(v for _, v, _ in bars) * 4)
    axes.set_yticks(positions)
    axes.set_yticklabels(labels, fontsize=9)
    axes.tick_params(axis="y", length=0)
    axes.invert_yaxis()
    for start, group in group_starts:
        axes.text(-0.01, start - 0.75, group, transform=axes.get_yaxis_transform(), ha="right", fontsize=9,
                  fontweight="bold", color="#222222")
    axes.set_xlabel("ns per operation, median (log scale; shorter is faster)", fontsize=9, loc="right")
    axes.tick_params(axis="x", labelsize=9)
    axes.grid(axis="x", which="major", color="#dddddd", linewidth=0.6)
    axes.set_axisbelow(True)
    for side in ("top", "right"):
        axes.spines[side].set_visible(False)
    legend = [plot.Rectangle((0, 0), 1, 1, color=COLORS[kind]) for kind in ("baseline", "ditoolkit", "peer")]
    axes.legend(legend, [NAMES[kind] for kind in ("baseline", "ditoolkit", "peer")], loc="lower right", fontsize=9,
                frameon=False, ncol=1, bbox_to_anchor=(1.0, 1.0), borderaxespad=0.2)
    date = report["date"].rstrip("Z").replace("T", " ")[:16]
    commit = (report["provenance"].get("commit") or "unknown")[:7]
    figure.suptitle(f"di-bench, {date} UTC, commit {commit}", fontsize=9, x=0.01, ha="left", color="#555555")
    figure.tight_layout()
    Path(folder).mkdir(parents=True, exist_ok=True)
    figure.savefig(Path(folder) / "benchmark-chart.png", dpi=96)
    figure.savefig(Path(folder) / "benchmark-chart@2x.png", dpi=192)
    # Text stays text in the SVG, so Scripts/check-docs-in-browser.py can measure it.
    Path(svg_folder).mkdir(parents=True, exist_ok=True)
    with matplotlib.rc_context({"svg.fonttype": "none"}):
        figure.savefig(Path(svg_folder) / "benchmark-chart.svg")


def stale_note():
    """Prints a note (and exits 0) when the library's sources differ from the recorded commit's."""
    commit = load()["provenance"].get("commit")
    if not commit:
        print(f"note: {RESULTS.relative_to(ROOT)} names no commit; record it again with {RECORD_COMMAND}.")
        return
    difference = subprocess.run(["git", "diff", "--quiet", commit, "--", *LIBRARY_PATHS], cwd=ROOT,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if difference.returncode == 1:
        print(f"note: {', '.join(LIBRARY_PATHS)} changed since {commit[:7]}, the commit the Performance page's figures "
              f"were measured at; record them again with {RECORD_COMMAND} and commit {RESULTS.relative_to(ROOT)}.")
    elif difference.returncode != 0:
        print(f"note: cannot compare with {commit[:7]}, the commit the Performance page's figures were measured at "
              f"(not in this clone?); the page may not describe this checkout.")


if __name__ == "__main__":
    command = sys.argv[1:2]
    if command == ["markdown"]:
        markdown()
    elif command == ["chart"] and len(sys.argv) == 4:
        chart(sys.argv[2], sys.argv[3])
    elif command == ["stale-note"]:
        stale_note()
    else:
        sys.exit(__doc__)
