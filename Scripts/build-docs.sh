#!/usr/bin/env bash
# Builds the DIToolkit documentation site into .build/docs-site/ with the toolchain's own docc.
#
#   Scripts/build-docs.sh            # build the site
#   python3 -m http.server -d .build/docs-site 8000
#   open http://127.0.0.1:8000/documentation/ditoolkit
#
# Needs only the Swift toolchain (no package plugin). Steps:
#   1. `swift package dump-symbol-graph --emit-extension-block-symbols` (public symbols of every module;
#      without the flag, extensions of another module's types are silently dropped).
#   2. one `docc convert` per library module, with its catalog `Sources/<Module>/<Module>.docc` (or any
#      `Sources/<Module>/*.docc`) when it exists, and from its symbols alone when it does not. A module with
#      neither a catalog nor a public symbol has nothing to show and is left out (and said so), rather than
#      published as an empty page. Modules are built in dependency order and each may link to the ones
#      before it with a leading slash: ``/DICore/DependencyKey``.
#   3. `docc convert` of the landing catalog `Docs/DIToolkit.docc` (articles spanning every module).
#   4. `docc merge` of all archives, then `docc process-archive transform-for-static-hosting`.
# Every convert runs with --warnings-as-errors: an unresolved symbol link fails the build.
#
# Generated lines in landing-catalog articles, so nothing is copied by hand:
#   <!-- module links: DIReader DIWrappers -->   becomes a list item ``/DIReader`` for each module that
#                                                 was built (so the landing page never links a missing one);
#   <!-- generated: swift run di-compare --markdown -->   becomes that command's output (issue 7's matrix).
# and one generated image: example-app-wiring.png (and @2x), the graph "Debugging the wiring" shows, drawn
# from `swift run di-compare wiring --format dot` by Graphviz's `dot` (Debian's graphviz package), and one image per
# Graphviz source in Docs/Diagrams (NAME.dot becomes NAME.png and NAME@2x.png), such as the flowchart of
# "Choosing a style", and module-architecture.png (and @2x), the products and the targets they go in, drawn from
# `swift package dump-package` by Scripts/draw-module-architecture.py and `dot`, and
# the Performance page's chart, benchmark-chart.png (and @2x), drawn by matplotlib from the
# recorded run Benchmarks/Results/di-bench.json (Scripts/benchmark-figures.py, which also writes the page's table).
# Every picture is also drawn as .build/docs/figures/NAME.svg, not published, where Scripts/check-docs-in-browser.py
# measures its text.
#
# Tools: the Swift toolchain, Graphviz's dot (Debian's graphviz) and matplotlib (Debian's python3-matplotlib);
# checking the site needs Chromium (Debian's chromium) and Playwright (pip install playwright). .ci/run installs them.
#
# Environment: DOCC=/path/to/docc overrides the docc lookup; DOCS_SITE overrides the output folder.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

# Library modules in dependency order: each module's archive may be linked from every later one.
MODULES=(DICore DIWiring DIReader DIWrappers DIRegistry DIEffects DITesting DIPreviews DIConformance)
BUNDLE_PREFIX="org.ditoolkit"
LANDING_CATALOG="Docs/DIToolkit.docc"
WORK="$ROOT/.build/docs"
FIGURES="$WORK/figures"
SITE="${DOCS_SITE:-$ROOT/.build/docs-site}"
GENERATED_MARKER_PREFIX='<!-- generated: '
# The width a code block's lines wrap at, in characters: the widest a source line may be; a narrower column wraps
# them at its own width.
export CODE_WRAP=120

step() { printf '==> %s\n' "$*"; }
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }
seconds_since() { echo $(($(date +%s) - $1)); }

find_docc() {
    if [[ -n "${DOCC:-}" ]]; then
        echo "$DOCC"
    elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
        xcrun --find docc
    else
        local swift_path
        swift_path="$(command -v swift)" || fail "swift is not on PATH; install a Swift toolchain."
        echo "$(dirname "$(readlink -f "$swift_path")")/docc"
    fi
}

# Every library product in Package.swift must be in MODULES, so a new module cannot go undocumented.
check_module_list() {
    local product
    for product in $(sed -n 's/.*\.library(name: "\([A-Za-z0-9_]*\)".*/\1/p' Package.swift); do
        [[ " ${MODULES[*]} " == *" $product "* ]] \
            || fail "library product $product is missing from MODULES in Scripts/build-docs.sh."
    done
}

# The catalog of a module, if it has one: Sources/<Module>/<Module>.docc, else any Sources/<Module>/*.docc.
module_catalog() {
    local module="$1" candidate
    if [[ -d "Sources/$module/$module.docc" ]]; then
        echo "Sources/$module/$module.docc"
        return
    fi
    for candidate in "Sources/$module"/*.docc; do
        [[ -d "$candidate" ]] && { echo "$candidate"; return; }
    done
    return 0
}

# Marks every fenced code block of the staged catalog CATALOG with DocC's `wrap` annotation, so a line longer than the
# column wraps inside it instead of being cut off behind a scroll bar (docc convert runs with
# --enable-experimental-code-block-annotations). The sources keep plain fences, which GitHub shows as they are.
wrap_code_blocks() {
    local catalog="$1"
    find "$catalog" -name '*.md' -print0 | xargs -0 -r perl -pi -e '
        if (!$in && /^(\s*)```(\w+)\s*$/) { $_ = "$1```$2, wrap=$ENV{CODE_WRAP}\n"; $in = 1 }
        elsif (/^\s*```\s*$/) { $in = !$in }
        $in = 0 if eof;'
}

# Copies a module catalog into the work folder with its code blocks wrapped, and prints where.
stage_catalog() {
    local catalog="$1" staged="$2"
    rm -rf "$staged"
    mkdir -p "$(dirname "$staged")"
    cp -R "$catalog" "$staged"
    wrap_code_blocks "$staged"
    echo "$staged"
}

# Copies a catalog into the work folder, wraps its code blocks and replaces its generated lines (see the header).
expand_generated_sections() {
    local catalog="$1" staged="$2" file command
    stage_catalog "$catalog" "$staged" >/dev/null
    while IFS= read -r file; do
        BUILT="${BUILT_MODULES[*]}" perl -pi -e '
            if (/^<!-- module links: (.*) -->$/) {
                my %built = map { $_ => 1 } split(" ", $ENV{BUILT});
                $_ = join("", map { "- ``/$_``\n" } grep { $built{$_} } split(" ", $1));
            }' "$file"
    done < <(grep -rl --include='*.md' '^<!-- module links: ' "$staged" || true)
    while IFS= read -r file; do
        while IFS= read -r command; do
            step "generating a section of ${file#"$staged"/}: $command" >&2
            local output
            output="$(cd "$ROOT" && bash -c "$command")" \
                || fail "'$command' failed; it generates a section of $catalog${file#"$staged"}."
            MARKER="$GENERATED_MARKER_PREFIX$command -->" OUTPUT="$output" \
                perl -0pi -e 's/\Q$ENV{MARKER}\E/$ENV{OUTPUT}/g' "$file"
        done < <(sed -n "s/^$GENERATED_MARKER_PREFIX\(.*\) -->\$/\1/p" "$file")
    done < <(grep -rl --include='*.md' "^$GENERATED_MARKER_PREFIX" "$staged" || true)
    echo "$staged"
}

# Draws the Graphviz source SOURCE into CATALOG as NAME.png and NAME@2x.png, and into FIGURES as NAME.svg.
draw_graph() {
    local source="$1" catalog="$2" name="$3"
    dot -Tpng -Gdpi=96 "$source" -o "$catalog/$name.png" \
        && dot -Tpng -Gdpi=192 "$source" -o "$catalog/$name@2x.png" \
        && dot -Tsvg "$source" -o "$FIGURES/$name.svg" \
        || fail "Graphviz's dot could not draw ${source#"$ROOT"/}."
}

# Draws the example app's wiring into a staged catalog, at 1x and 2x, as example-app-wiring.png.
draw_wiring_graph() {
    local catalog="$1" graph="$WORK/example-app-wiring.dot"
    command -v dot >/dev/null 2>&1 \
        || fail "Graphviz's dot draws the example app's wiring; install it: apt-get install -y graphviz"
    (cd "$ROOT" && swift run --quiet di-compare wiring --format dot --output "$graph") \
        || fail "'swift run di-compare wiring --format dot' failed; it draws Docs/DIToolkit.docc/DebuggingTheWiring.md's graph."
    draw_graph "$graph" "$catalog" example-app-wiring
}

# Draws every Graphviz source of Docs/Diagrams into a staged catalog, at 1x and 2x: NAME.dot becomes NAME.png and
# NAME@2x.png, which an article shows with ![…](NAME.png).
draw_diagrams() {
    local catalog="$1" source name
    command -v dot >/dev/null 2>&1 \
        || fail "Graphviz's dot draws the diagrams of Docs/Diagrams; install it: apt-get install -y graphviz"
    for source in "$ROOT"/Docs/Diagrams/*.dot; do
        [[ -f "$source" ]] || continue
        draw_graph "$source" "$catalog" "$(basename "$source" .dot)"
    done
}

# Draws DIToolkit's products and which of a user's targets each goes in, from `swift package dump-package`, into a
# staged catalog as module-architecture.png and @2x (Scripts/draw-module-architecture.py says how).
draw_module_architecture() {
    local catalog="$1" graph="$WORK/module-architecture.dot"
    (cd "$ROOT" && swift package dump-package | python3 Scripts/draw-module-architecture.py >"$graph") \
        || fail "Scripts/draw-module-architecture.py could not draw the products of Package.swift."
    draw_graph "$graph" "$catalog" module-architecture
}

# Draws the Performance page's chart from the recorded run Benchmarks/Results/di-bench.json into a staged catalog, at 1x
# and 2x (benchmark-chart.png), with matplotlib (Debian's python3-matplotlib), and notes when the library changed since
# the run's commit: the page then shows older figures until Scripts/record-benchmarks.sh records them again.
draw_benchmark_chart() {
    local catalog="$1" python
    for python in python3 /usr/bin/python3 ""; do
        [[ -n "$python" ]] && "$python" -c "import matplotlib" 2>/dev/null && break
    done
    [[ -n "$python" ]] \
        || fail "matplotlib draws the Performance page's chart; install it: apt-get install -y python3-matplotlib"
    "$python" Scripts/benchmark-figures.py chart "$catalog" "$FIGURES" \
        || fail "Scripts/benchmark-figures.py could not draw the chart from Benchmarks/Results/di-bench.json."
    python3 Scripts/benchmark-figures.py stale-note
}

convert() {
    local name="$1" catalog="$2" symbols="$3"
    shift 3
    local arguments=()
    [[ -n "$catalog" ]] && arguments+=("$catalog")
    [[ -n "$symbols" ]] && arguments+=(--additional-symbol-graph-dir "$symbols")
    if ! "$DOCC_BIN" convert "${arguments[@]}" \
        --fallback-display-name "$name" \
        --fallback-bundle-identifier "$BUNDLE_PREFIX.$name" \
        --enable-experimental-external-link-support \
        --enable-experimental-code-block-annotations \
        --warnings-as-errors \
        --output-path "$WORK/archives/$name.doccarchive" \
        "$@" >"$WORK/logs/$name.log" 2>&1; then
        cat "$WORK/logs/$name.log" >&2
        fail "docc convert of $name failed (log: $WORK/logs/$name.log). A link to another module's" \
            "symbol needs a leading slash and the module name, e.g. \`\`/DICore/DependencyKey\`\`."
    fi
}

START=$(date +%s)
DOCC_BIN="$(find_docc)"
[[ -x "$DOCC_BIN" ]] || fail "docc not found at $DOCC_BIN; set DOCC=/path/to/docc."
check_module_list
rm -rf "$WORK" "$SITE"
mkdir -p "$WORK/archives" "$WORK/logs" "$WORK/symbol-graphs" "$FIGURES"

step "symbol graphs: swift package dump-symbol-graph --emit-extension-block-symbols"
GRAPHS="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
rm -rf "$GRAPHS"  # never document a module from a graph left by an earlier build
if ! swift package dump-symbol-graph --emit-extension-block-symbols >"$WORK/logs/symbol-graph.log" 2>&1; then
    # In a fresh clone the test targets are not built, so the synthesized DIToolkitPackage*Tests modules
    # have no symbol graph and the command exits non-zero after writing every library module's graph.
    # Any other error fails the build.
    if grep '^error:' "$WORK/logs/symbol-graph.log" | grep -vq "symbol graph for 'DIToolkitPackage[A-Za-z]*Tests'"; then
        cat "$WORK/logs/symbol-graph.log" >&2
        fail "swift package dump-symbol-graph failed."
    fi
fi

DEPENDENCIES=()
BUILT_MODULES=()
for module in "${MODULES[@]}"; do
    [[ -f "$GRAPHS/$module.symbols.json" ]] || fail "no symbol graph for $module in $GRAPHS."
    mkdir -p "$WORK/symbol-graphs/$module"
    # The module's own graph plus its extensions of other modules' types (<Module>@<Other>.symbols.json).
    cp "$GRAPHS/$module.symbols.json" "$WORK/symbol-graphs/$module/"
    find "$GRAPHS" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$WORK/symbol-graphs/$module/" \;
    catalog="$(module_catalog "$module")"
    if [[ -z "$catalog" ]] && grep -q '"symbols":\[\]' "$GRAPHS/$module.symbols.json"; then
        step "skipped $module: no catalog and no public symbol yet, so no page to publish"
        continue
    fi
    step "docc convert $module (${catalog:-no catalog yet: a page from its symbols})"
    staged=""
    [[ -n "$catalog" ]] && staged="$(stage_catalog "$catalog" "$WORK/catalogs/$module.docc")"
    convert "$module" "$staged" "$WORK/symbol-graphs/$module" "${DEPENDENCIES[@]}"
    DEPENDENCIES+=(--dependency "$WORK/archives/$module.doccarchive")
    BUILT_MODULES+=("$module")
done

step "docc convert $LANDING_CATALOG (landing page and articles)"
[[ -d "$LANDING_CATALOG" ]] || fail "$LANDING_CATALOG is missing."
# docc reports problems in the landing catalog at its copy in .build/docs/DIToolkit.docc.
landing="$(expand_generated_sections "$LANDING_CATALOG" "$WORK/DIToolkit.docc")"
step "drawing the example app's wiring: swift run di-compare wiring --format dot, then Graphviz's dot"
draw_wiring_graph "$landing"
step "drawing the diagrams of Docs/Diagrams with Graphviz's dot"
draw_diagrams "$landing"
step "drawing the module architecture: swift package dump-package, then Graphviz's dot"
draw_module_architecture "$landing"
step "drawing the benchmark chart from Benchmarks/Results/di-bench.json with matplotlib"
draw_benchmark_chart "$landing"
convert DIToolkit "$landing" "" "${DEPENDENCIES[@]}"

step "docc merge"
ARCHIVES=()
for module in "${BUILT_MODULES[@]}" DIToolkit; do
    ARCHIVES+=("$WORK/archives/$module.doccarchive")
done
"$DOCC_BIN" merge "${ARCHIVES[@]}" \
    --synthesized-landing-page-name "DIToolkit Documentation" \
    --synthesized-landing-page-topics-style list \
    --output-path "$WORK/DIToolkit-combined.doccarchive" >"$WORK/logs/merge.log" 2>&1 \
    || { cat "$WORK/logs/merge.log" >&2; fail "docc merge failed."; }

step "docc process-archive transform-for-static-hosting -> ${SITE#"$ROOT"/}"
"$DOCC_BIN" process-archive transform-for-static-hosting "$WORK/DIToolkit-combined.doccarchive" \
    --output-path "$SITE" >"$WORK/logs/transform.log" 2>&1 \
    || { cat "$WORK/logs/transform.log" >&2; fail "docc transform-for-static-hosting failed."; }

# DocC's renderer asks every page for an optional theme file; an empty one keeps the console free of 404s.
echo '{}' >"$SITE/theme-settings.json"

# A code span in a table cell may break anywhere once a line has no other break: the migration guides' API names
# (`CommonDependencies.NumberFormatters.live(settings:)`) are single words, and a table whose widest cell is one
# of them does not fit a narrow window. DocC's theme settings cannot say this, so one rule goes into the renderer's
# stylesheet that every page loads; the spans' text is unchanged, so what a reader copies still compiles.
renderer_styles=("$SITE"/css/index.*.css)
[[ ${#renderer_styles[@]} -eq 1 && -f "${renderer_styles[0]}" ]] \
    || fail "expected one css/index.*.css in the site to add the table rule to; DocC's renderer changed its files."
echo '#app main table code{overflow-wrap:anywhere}' >>"${renderer_styles[0]}"

# The site root opens the toolkit's landing page; every documentation page keeps its own index.html.
cat >"$SITE/index.html" <<'HTML'
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>DIToolkit documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/ditoolkit/">
</head>
<body><p><a href="documentation/ditoolkit/">DIToolkit documentation</a></p></body>
</html>
HTML

step "documentation site built in $(seconds_since "$START") s: ${SITE#"$ROOT"/}"
echo "Serve it with:  python3 -m http.server -d ${SITE#"$ROOT"/} 8000"
echo "then open:      http://127.0.0.1:8000/documentation/ditoolkit/"
