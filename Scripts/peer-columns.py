#!/usr/bin/env python3
"""Prints Benchmarks/PEERS.md with only the columns and notes of the styles named on the command line.

    python3 Scripts/peer-columns.py Swinject swift-dependencies

"The behaviour matrix" shows DIToolkit's four columns in its own matrix, generated from the same code; beside it, the
peer matrix needs only the peers' columns, and three columns fit a narrow window where seven do not. The stamp above
the table is kept as it is. Scripts/build-docs.sh runs this through a `<!-- generated: … -->` line.
"""
import sys
from pathlib import Path

PEERS = Path(__file__).resolve().parent.parent / "Benchmarks" / "PEERS.md"


def cells(line):
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def row(values, widths):
    return "| " + " | ".join(value.ljust(width) for value, width in zip(values, widths)) + " |"


def main(columns):
    lines = PEERS.read_text(encoding="utf-8").split("\n")
    start = next((index for index, line in enumerate(lines) if line.startswith("| Scenario ")), None)
    if start is None:
        sys.exit(f"error: {PEERS} has no matrix (a table whose header starts with | Scenario)")
    end = start
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    header = cells(lines[start])
    missing = [column for column in columns if column not in header]
    if missing:
        sys.exit(f"error: {PEERS} has no column {', '.join(missing)}; its columns are {', '.join(header[1:])}")
    keep = [0] + [header.index(column) for column in columns]
    table = [cells(line) for index, line in enumerate(lines[start:end]) if index != 1]
    table = [[values[index] for index in keep] for values in table]
    widths = [max(3, max(len(values[index]) for values in table)) for index in range(len(keep))]
    output = lines[:start] + [row(table[0], widths), "| " + " | ".join("-" * width for width in widths) + " |"]
    output += [row(values, widths) for values in table[1:]]
    output += notes(lines[end:], columns)
    sys.stdout.write("\n".join(output).rstrip("\n") + "\n")


def names_a_column(text, columns):
    """Whether a note's heading (`Swinject, scenario 4 (✗): …` or `Reader, Swinject (✗): …`) names one of columns."""
    heading = text.lstrip("- ").split(":", 1)[0].split("(", 1)[0]
    return any(name.strip() in columns for name in heading.replace(", scenario", ",").split(","))


def notes(lines, columns):
    """The notes of the chosen columns, in the flat form (`- Swinject, scenario 4 (✗): …`) or grouped under their
    row (`- **4. …**` then `  - Swinject (✗): …`). Timings and recommendations are DIToolkit's matrix's business."""
    kept, row_heading = [""], None
    for line in lines:
        if line.startswith("- **"):
            row_heading = line
        elif line.startswith("  - ") and row_heading is not None:
            if names_a_column(line, columns):
                kept += [row_heading, line] if row_heading else [line]
                row_heading = ""
        elif line.startswith("- ") and " → " not in line:
            row_heading = None
            if names_a_column(line, columns):
                kept.append(line)
        else:
            row_heading = None
    return kept


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
