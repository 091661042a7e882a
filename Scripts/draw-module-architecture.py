#!/usr/bin/env python3
"""Draws DIToolkit's library products, and which of your targets each goes in, as a Graphviz graph.

    swift package dump-package | python3 Scripts/draw-module-architecture.py > module-architecture.dot

Everything comes from the package itself, so the picture cannot drift from it:
  - the products and the dependencies between them, from the manifest `swift package dump-package` prints;
  - a product goes in test targets only when a source file of its target imports XCTest or Testing;
  - products no other product depends on (DITesting, DIPreviews, DIConformance) stand on the rest, so they are
    left out when looking for the floor and the styles;
  - among the rest, the floor is the products that every other one depends on or is depended on by, directly or not
    (DICore, and DIWiring above it); a style is a product that depends on the floor alone, and goes in app, feature
    and library targets (one style, or one per layer);
  - any other product is drawn with the comment above its `.library` line in Package.swift.
Scripts/build-docs.sh runs it and draws module-architecture.png (and @2x) with Graphviz's dot.
"""

import json
import re
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTING_IMPORT = re.compile(r"^\s*(@\w+\s+)*import\s+(XCTest|Testing)\s*$", re.MULTILINE)


def imports_test_framework(target):
    folder = ROOT / (target.get("path") or f"Sources/{target['name']}")
    return any(TESTING_IMPORT.search(source.read_text()) for source in folder.rglob("*.swift"))


def library_comments():
    """The `//` comment lines right above each `.library(name: "X"` of Package.swift, by product name."""
    comments, pending = {}, []
    for line in (ROOT / "Package.swift").read_text().splitlines():
        stripped = line.strip()
        library = re.match(r'\.library\(name: "(\w+)"', stripped)
        if stripped.startswith("//"):
            pending.append(stripped.lstrip("/ ").strip())
        elif library:
            comments[library.group(1)] = " ".join(pending)
            pending = []
        else:
            pending = []
    return comments


def main():
    manifest = json.load(sys.stdin)
    targets = {target["name"]: target for target in manifest["targets"]}
    products = {
        product["name"]: product["targets"][0]
        for product in manifest["products"]
        if "library" in product["type"] and len(product["targets"]) == 1
    }
    product_of_target = {target: product for product, target in products.items()}

    def product_dependencies(product):
        """The products whose targets the product's target names."""
        found = []
        for dependency in targets[products[product]]["dependencies"]:
            for kind in ("byName", "target"):
                name = dependency.get(kind, [None])[0]
                if name in product_of_target:
                    found.append(product_of_target[name])
        return found

    dependencies = {product: product_dependencies(product) for product in products}

    def reaches(product):
        """Every product the product depends on, directly or through others."""
        found, pending = set(), list(dependencies[product])
        while pending:
            name = pending.pop()
            if name not in found:
                found.add(name)
                pending.extend(dependencies[name])
        return found

    reached = {product: reaches(product) for product in products}
    # A product nothing depends on is an add-on at the top (a test library, a SwiftUI helper, the conformance
    # suite): it may skip part of the floor, so it does not decide what the floor is.
    stood_on = [p for p in products if any(p in dependencies[o] for o in products)]
    # Ordered from the bottom up: each floor product depends only on the ones before it.
    floor = sorted(
        (p for p in stood_on if all(p in reached[o] or o in reached[p] for o in stood_on if o != p)),
        key=lambda p: len(reached[p]))
    if not floor or reached[floor[0]]:
        sys.exit(f"error: expected a floor of products that every other product stands on, found {floor}")
    test_only = [p for p in products if imports_test_framework(targets[products[p]])]
    styles = [
        p for p in stood_on
        if p not in floor + test_only and dependencies[p] and set(dependencies[p]) <= set(floor)
    ]
    others = [p for p in products if p not in styles + test_only + floor]
    comments = library_comments()

    def edge(tail, head, attributes=""):
        """One edge; a style at either end stands for the cluster of every style."""
        ends = []
        if tail in styles:
            ends.append("ltail=cluster_styles")
        if head in styles:
            ends.append("lhead=cluster_styles")
        listed = ", ".join(filter(None, [attributes] + ends))
        print(f'    "{tail}" -> "{head}"' + (f" [{listed}];" if listed else ";"))

    def node(product, label, fill, color):
        print(f'    "{product}" [label="{label}", fillcolor="{fill}", color="{color}"];')

    print("// Drawn by Scripts/draw-module-architecture.py from `swift package dump-package`; do not edit.")
    print("digraph ModuleArchitecture {")
    print('    graph [rankdir=TB, compound=true, bgcolor="white", fontname="Helvetica", fontsize=11, nodesep=0.3,'
          ' ranksep=0.45, pad=0.2];')
    print('    node [fontname="Helvetica", fontsize=11, margin="0.15,0.07", shape=box, style="rounded,filled"];')
    print('    edge [fontname="Helvetica", fontsize=11, color="#555555"];')
    node("app", "Your app, feature and\\nlibrary targets", "#f3f8ee", "#5b8a3c")
    node("tests", "Your test targets", "#fbf1e6", "#b5742a")
    print("    subgraph cluster_styles {")
    print(f'        label="the styles: each depends on {" and ".join(floor)} alone"; style="rounded,dashed";'
          ' color="#4a6fa5";')
    for style in styles:
        node(style, style, "#eef3fb", "#4a6fa5")
    print("    }")
    for product in floor:
        note = "" if product == floor[0] else "\\n".join(
            textwrap.wrap(comments.get(product, ""), 30, break_on_hyphens=False))
        node(product, f"{product}\\n{note}" if note else product, "#eef3fb", "#4a6fa5")
    for product in test_only:
        node(product, f"{product}\\nimports XCTest and Testing:\\ntest targets only", "#fbf1e6", "#b5742a")
    for product in others:
        note = "\\n".join(textwrap.wrap(comments.get(product, ""), 30))
        node(product, f"{product}\\n{note}" if note else product, "#f4f4f4", "#888888")
    edge("app", styles[len(styles) // 2], 'label=" one style,\\n or one per layer"')
    for product in test_only:
        edge("tests", product)
    edge(styles[len(styles) // 2], floor[-1], "style=dashed")
    for lower, upper in zip(floor, floor[1:]):
        edge(upper, lower, "style=dashed")
    for product in test_only + others:
        # A product that depends on every style gets one edge to their cluster; its own edges to the floor are
        # implied by the styles' edge.
        if all(style in dependencies[product] for style in styles):
            edge(product, styles[len(styles) // 2], "style=dashed")
        else:
            for name in dependencies[product]:
                edge(product, name, "style=dashed")
    print("    { rank=same; app; tests; }")
    print("}")


if __name__ == "__main__":
    main()
