#!/usr/bin/env bash
# Builds the modular app that "Dependencies in a modular app" (Docs/DIToolkit.docc/Modules.md) describes, from
# the page's own blocks, checks its module boundaries, and runs its tests and the app.
#
# Each ```swift block marked with `<!-- file: PATH -->` on the line before it is written to PATH in an empty
# package (.build-ci/WeatherApp here) by Scripts/write-file-blocks.py. The one DIToolkit dependency line of its
# Package.swift, which names the repository's URL, is replaced with a path dependency on this checkout. Then,
# from `swift package dump-package`:
#   - only the app target and its tests depend on LiveServices, directly or through other targets, so a feature
#     and its tests build without the live code;
#   - DITesting is a dependency of test targets only.
# Then the package is built with warnings as errors, `swift test` must pass every test the page shows, and the
# app must print the live service's forecast.
set -euo pipefail
cd "$(dirname "$0")"
root="$(cd ../.. && pwd)"
page="$root/Docs/DIToolkit.docc/Modules.md"
package=.build-ci/WeatherApp
# The page breaks `.package(` before this line, to keep it within the site's 80 columns.
dependency_line='url: "https://github.com/ditoolkit/DIToolkit.git", branch: "main")'

fail() {
    printf 'FAIL  %s\n' "$*"
    exit 1
}

echo "==> writing the package from ${page#"$root"/}"
rm -rf "$package"
mkdir -p "$package"
files="$(python3 "$root/Scripts/write-file-blocks.py" "$page" "$package")"
for required in Package.swift Sources/AppDependencies/ServicesRegistry.swift Sources/LiveServices/LiveServices.swift \
    Sources/ForecastFeature/UnitPreference.swift Sources/ForecastFeature/ForecastViewModel.swift \
    Sources/WeatherApp/AppLaunch.swift \
    Tests/ForecastFeatureTests/ForecastViewModelTests.swift Tests/WeatherAppTests/LaunchTests.swift; do
    grep -qxF "$required" <<<"$files" || fail "the page has no block marked <!-- file: $required -->"
done
printf '      %s\n' $files

echo "==> pointing the DIToolkit dependency at this checkout"
[[ $(grep -cF "$dependency_line" "$package/Package.swift") -eq 1 ]] ||
    fail "Package.swift should hold exactly one line $dependency_line"
ROOT="$root" LINE="$dependency_line" perl -pi -e \
    's/\Q$ENV{LINE}\E/name: "DIToolkit", path: "$ENV{ROOT}")/' "$package/Package.swift"

echo "==> module boundaries, from swift package dump-package"
swift package dump-package --package-path "$package" >.build-ci/manifest.json || fail "the manifest does not load"
python3 - .build-ci/manifest.json <<'PYTHON' || fail "a module boundary of the page's package is wrong"
import json, sys

targets = {target["name"]: target for target in json.load(open(sys.argv[1]))["targets"]}


def local_dependencies(target):
    """The package's own targets `target` names (by name or as a target)."""
    for dependency in target["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency and dependency[kind][0] in targets:
                yield dependency[kind][0]


def reaches(name, wanted, seen=()):
    return any(d == wanted or (d not in seen and reaches(d, wanted, seen + (d,))) for d in local_dependencies(targets[name]))


problems = []
live_users = sorted(name for name in targets if reaches(name, "LiveServices"))
if live_users != ["WeatherApp", "WeatherAppTests"]:
    problems.append(f"only WeatherApp and its tests may depend on LiveServices; these do: {live_users}")
for name, target in targets.items():
    products = [d["product"][0] for d in target["dependencies"] if "product" in d]
    if "DITesting" in products and target["type"] != "test":
        problems.append(f"{name} is a {target['type']} target and depends on DITesting")
for problem in problems:
    print(f"FAIL  {problem}")
if problems:
    sys.exit(1)
print(f"      LiveServices is reached only by {', '.join(live_users)}; DITesting only by test targets")
PYTHON

echo "==> building it with warnings as errors, then swift test"
swift build --build-tests --package-path "$package" -Xswiftc -warnings-as-errors || fail "the package does not build"
if ! swift test --skip-build --package-path "$package" 2>&1 | tee .build-ci/test.log; then
    fail "swift test failed"
fi
for name in "the feature's wiring gives a test the mock's temperature in Celsius" \
    "the forecast shows the registry and the unit preference the test sets" \
    "the launch assigns a live implementation to every registry"; do
    grep -qF "✔ Test \"$name\" passed" .build-ci/test.log || fail "did not run or pass: $name"
done

echo "==> the app shows the live service's forecast"
output="$(swift run --skip-build --package-path "$package" WeatherApp)" || fail "the app did not run"
[[ $output == "Lisbon: 18°C" ]] || fail "the app printed '$output', expected 'Lisbon: 18°C'"
echo "VERDICT: PASS (the Modules page builds as a package, its boundaries hold and its tests pass)"
