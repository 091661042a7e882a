#!/usr/bin/env bash
# Builds the package that "Getting started" (Docs/DIToolkit.docc/GettingStarted.md) describes, from the page's
# own blocks, and runs its tests, so the page a new user copies from is known to compile and pass.
#
# Each ```swift block marked with `<!-- file: PATH -->` on the line before it is written to PATH in an empty
# package (.build-ci/MyApp here). The one DIToolkit dependency line of its Package.swift, which names the
# repository's URL, is replaced with a path dependency on this checkout; nothing else is changed. The README's
# Getting started blocks, marked the same way, must be identical to the page's. Then the package is built with
# warnings as errors and `swift test` must pass, running every test the page shows.
set -euo pipefail
cd "$(dirname "$0")"
root="$(cd ../.. && pwd)"
page="$root/Docs/DIToolkit.docc/GettingStarted.md"
readme="$root/README.md"
package=.build-ci/MyApp
# The page breaks `.package(` before this line, to keep it within the site's 80 columns.
dependency_line='url: "https://github.com/ditoolkit/DIToolkit.git", branch: "main")'

fail() {
    printf 'FAIL  %s\n' "$*"
    exit 1
}

# extract DOCUMENT DIRECTORY: writes every marked block of DOCUMENT under DIRECTORY and prints the paths.
extract() {
    python3 "$root/Scripts/write-file-blocks.py" "$1" "$2"
}

echo "==> writing the package from ${page#"$root"/}"
rm -rf "$package" .build-ci/readme
mkdir -p "$package" .build-ci/readme
files="$(extract "$page" "$package")"
for required in Package.swift Sources/MyApp/GreetingService.swift Sources/MyApp/GreetingViewModel.swift \
    Tests/MyAppTests/GreetingViewModelTests.swift; do
    grep -qxF "$required" <<<"$files" || fail "the page has no block marked <!-- file: $required -->"
done
printf '      %s\n' $files

echo "==> the README's Getting started blocks are the page's"
readme_files="$(extract "$readme" .build-ci/readme)"
[[ -n $readme_files ]] || fail "README.md has no block marked <!-- file: … -->"
for file in $readme_files; do
    cmp -s ".build-ci/readme/$file" "$package/$file" || fail "README.md's $file differs from the page's"
done
printf '      %s\n' $readme_files

echo "==> pointing the DIToolkit dependency at this checkout"
[[ $(grep -cF "$dependency_line" "$package/Package.swift") -eq 1 ]] ||
    fail "Package.swift should hold exactly one line $dependency_line"
ROOT="$root" LINE="$dependency_line" perl -pi -e \
    's/\Q$ENV{LINE}\E/name: "DIToolkit", path: "$ENV{ROOT}")/' "$package/Package.swift"

echo "==> building it with warnings as errors, then swift test"
swift build --build-tests --package-path "$package" -Xswiftc -warnings-as-errors || fail "the package does not build"
if ! swift test --skip-build --package-path "$package" 2>&1 | tee .build-ci/test.log; then
    fail "swift test failed"
fi
for name in "the view model shows the service's greeting" "the launch wiring hands a test the test value"; do
    grep -qF "✔ Test \"$name\" passed" .build-ci/test.log || fail "did not run or pass: $name"
done
echo "VERDICT: PASS (the Getting started page builds as a package and its tests pass)"
