#!/usr/bin/env python3
"""Writes the marked Swift blocks of a documentation page into a folder, as the files of a package.

    python3 Scripts/write-file-blocks.py PAGE DIRECTORY

Each ```swift block whose line before it is `<!-- file: PATH -->` is written to DIRECTORY/PATH, and PATH is
printed. A marker not followed by a ```swift block, or a PATH marked twice, fails with the page's line. The
package scripts under Tests/ (GettingStarted, ModularPackage) build what this writes.
"""

import pathlib
import re
import sys


def main():
    document, directory = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    lines = document.read_text().split("\n")
    for index, line in enumerate(lines):
        marker = re.fullmatch(r"<!-- file: (\S+) -->", line)
        if not marker:
            continue
        if index + 1 >= len(lines) or lines[index + 1] != "```swift":
            sys.exit(f"{document}:{index + 1}: a file marker must be followed by a ```swift block")
        end = lines.index("```", index + 2)
        target = directory / marker.group(1)
        if target.exists():
            sys.exit(f"{document}:{index + 1}: {marker.group(1)} is marked twice")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("\n".join(lines[index + 2 : end]) + "\n")
        print(marker.group(1))


if __name__ == "__main__":
    main()
