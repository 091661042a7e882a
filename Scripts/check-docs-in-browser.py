#!/usr/bin/env python3
"""Checks the built documentation site in a real headless Chromium.

    Scripts/build-docs.sh && python3 Scripts/check-docs-in-browser.py

Serves .build/docs-site on 127.0.0.1 and loads, in Debian's system Chromium driven by Playwright
(never `playwright install`):
  - the site root, which must lead to the landing page,
  - the landing pages, every module page and every article (found in the site's data/ folder).
A page fails if its rendered title (`#app h1`, not the "requires JavaScript" noscript heading) is
missing, if it renders DocC's "page not found", if it has no content under the title, if a script
throws or logs an error, if one of its own requests fails, if an image on it does not load and decode
(scrolled into view, since DocC loads images lazily), or if it shows fewer images than EXPECTED_IMAGES
says (the example app's wiring graph, the flowchart and the timeline that Scripts/build-docs.sh draws
from Docs/Diagrams, the module architecture it draws from the manifest, and the benchmark chart). Then, in a
window 800 px wide, it fails on a code line or a table wider than the column that shows it, and on a picture
whose smallest text is under 11 px at the size it is shown, or whose text has a Markdown backtick in it: each
picture is measured in the SVG Scripts/build-docs.sh draws beside it (.build/docs/figures/NAME.svg). Links are
collected from every page loaded, and each internal one must be served and, for a documentation page, have its
render data (without which DocC shows "page not found"). A screenshot of the landing page is written to
.build/docs-site-screenshot.png.

Before loading anything it reads the pages' sources (README.md and every Markdown file of Docs/*.docc and
Sources/*/*.docc) and fails on a ```swift block that no test compiles: one without a `<!-- compiled: PATH -->`
line naming an existing test file before it, or a `<!-- file: PATH -->` line on a page Tests/GettingStarted/run.sh
or Tests/ModularPackage/run.sh builds. That the named file holds the block verbatim and whole is checked by `swift test`
(Tests/DICoreTests/DocumentationBlocksTests.swift), which can compile it. It also fails on a `<!-- proved by: … -->`
comment of those pages, or a `proved by:` line of Docs/Diagrams, naming a test that is not in the file it names
under Tests/ (a `Tests/….swift` path followed by the quoted names of its tests).

Environment: CHROMIUM=/path/to/chromium overrides the browser; DOCS_SITE overrides the site folder.
"""

import functools
import http.server
import json
import os
import re
import shutil
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("DOCS_SITE", ROOT / ".build" / "docs-site"))
SCREENSHOT = ROOT / ".build" / "docs-site-screenshot.png"
# The SVG Scripts/build-docs.sh draws beside each picture, in which the picture's text is measured.
FIGURES = Path(os.environ.get("DOCS_FIGURES", ROOT / ".build" / "docs" / "figures"))
# The narrow window every page must fit: no code line or table wider than its column, no picture text under
# MINIMUM_TEXT_PX at the size the picture is shown.
NARROW_WIDTH = 800
MINIMUM_TEXT_PX = 11
LANDING = "/documentation/ditoolkit/"
NOT_FOUND_TEXT = "The page you're looking for can't be found"
PAGE_TIMEOUT_MS = 10_000
# Pages that must show at least this many images: the graph drawn at build time must be there and load.
EXPECTED_IMAGES = {
    "/documentation/ditoolkit/debuggingthewiring/": 1,
    "/documentation/ditoolkit/choosingastyle/": 1,
    "/documentation/ditoolkit/behaviourmatrix/": 4,
    "/documentation/ditoolkit/lifetimesofoverrides/": 1,
    "/documentation/ditoolkit/modules/": 1,
    LANDING: 1,
    "/documentation/ditoolkit/testing/": 1,
    "/documentation/ditoolkit/performance/": 1,
    "/documentation/ditoolkit/architecture/": 1,
}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site without logging every request."""

    def log_message(self, format, *args):  # noqa: A002 - the signature is the base class's
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    """Ignores connections the browser drops when a page closes mid-download."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(site):
    handler = functools.partial(QuietHandler, directory=str(site))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def find_chromium():
    candidates = [os.environ.get("CHROMIUM"), shutil.which("chromium"), shutil.which("chromium-browser")]
    for candidate in candidates:
        if candidate and Path(candidate).exists():
            return candidate
    sys.exit("error: no Chromium found; install Debian's package: apt-get install -y chromium")


def page_path(data_file):
    """The URL path of the page whose render data is `data_file` (data/documentation/x/y.json)."""
    relative = data_file.relative_to(SITE / "data").with_suffix("")
    return "/" + relative.as_posix() + "/"


def pages_to_check():
    """The landing pages, every module page and every article, read from the site's render data."""
    paths = [LANDING, "/documentation/"]
    for data_file in sorted((SITE / "data" / "documentation").rglob("*.json")):
        try:
            document = json.loads(data_file.read_text())
        except ValueError:
            paths.append(page_path(data_file))  # unreadable data: let the browser show what a reader gets
            continue
        metadata = document.get("metadata", {})
        is_module = metadata.get("role") == "collection" and metadata.get("symbolKind") == "module"
        is_article = metadata.get("role") in ("article", "collectionGroup") and "symbolKind" not in metadata
        is_landing = document.get("kind") == "article" and metadata.get("role") == "collection"
        if document.get("identifier", {}).get("url", "").endswith("-Implementations"):
            continue  # a group docc synthesizes for protocol conformances, not an article
        if is_module or is_article or is_landing:
            path = page_path(data_file)
            if path not in paths:
                paths.append(path)
    return paths


def is_served(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def data_exists(path):
    """Whether the page at URL path `path` has render data, i.e. DocC can render it."""
    clean = path.strip("/")
    if not clean.startswith(("documentation", "tutorials")):
        return (SITE / clean).exists()
    return (SITE / "data" / (clean + ".json")).is_file()


class BrowserCheck:
    def __init__(self, browser, base):
        self.browser = browser
        self.base = base
        self.failures = []
        self.checked_links = set()

    def fail(self, path, problem):
        self.failures.append(f"{path}: {problem}")

    def load(self, path, screenshot=None):
        """Loads `path`, checks that it renders, and returns the internal paths it links to."""
        page = self.browser.new_page(viewport={"width": 1280, "height": 900})
        page.set_default_timeout(PAGE_TIMEOUT_MS)
        script_errors = []

        def on_console(message):
            if message.type == "error":
                script_errors.append(f"console error: {message.text}")

        def on_response(response):
            if response.status >= 400:
                script_errors.append(f"HTTP {response.status}: {response.url}")

        page.on("pageerror", lambda error: script_errors.append(f"uncaught: {error}"))
        page.on("console", on_console)
        page.on("requestfailed", lambda request: script_errors.append(f"request failed: {request.url}"))
        page.on("response", on_response)
        links = []
        try:
            page.goto(self.base + path, wait_until="networkidle")
            title = page.locator("#app h1").first
            title.wait_for(state="visible")
            title_text = title.inner_text().strip()
            main_text = page.locator("#app main").first.inner_text()
            if not title_text:
                self.fail(path, "the rendered title is empty")
            if NOT_FOUND_TEXT in main_text:
                self.fail(path, "DocC rendered 'page not found'")
            if len(main_text.strip()) <= len(title_text) + 20:
                self.fail(path, "the page shows nothing but its title")
            self.check_images(page, path)
            self.check_narrow_layout(page, path)
            if screenshot:
                SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(screenshot), full_page=True)
            hrefs = page.eval_on_selector_all("#app a[href]", "anchors => anchors.map(a => a.href)")
            links = [link for link in map(self.internal_path, hrefs) if link]
        except PlaywrightError as error:
            self.fail(path, f"did not render its title and content: {str(error).splitlines()[0]}")
        finally:
            page.close()
        for problem in script_errors:
            self.fail(path, problem)
        return links

    def check_images(self, page, path):
        """Every image in the page's content must load and decode; some pages must show one at least."""
        images = page.locator("#app main img")
        count = images.count()
        for index in range(count):
            image = images.nth(index)
            # DocC shows a data: placeholder until the image scrolls into view, then loads the real one.
            try:
                image.scroll_into_view_if_needed()
                page.wait_for_function(
                    "image => image.currentSrc && !image.currentSrc.startsWith('data:') && image.complete",
                    arg=image.element_handle())
            except PlaywrightError as error:
                self.fail(path, f"image {index + 1} never started loading: {str(error).splitlines()[0]}")
                continue
            source = image.evaluate("image => image.currentSrc")
            if not image.evaluate("image => image.naturalWidth > 0 && image.naturalHeight > 0"):
                self.fail(path, f"image {source} does not load or decode")
        expected = EXPECTED_IMAGES.get(path, 0)
        if count < expected:
            self.fail(path, f"shows {count} image(s); expected at least {expected}")

    def check_narrow_layout(self, page, path):
        """At NARROW_WIDTH, code lines and tables fit their column and every picture's text is legible."""
        page.set_viewport_size({"width": NARROW_WIDTH, "height": 900})
        page.wait_for_timeout(150)
        for problem in page.evaluate(OVERFLOW_SCRIPT):
            self.fail(path, f"at {NARROW_WIDTH} px, {problem}")
        images = page.locator("#app main img")
        for index in range(images.count()):
            image = images.nth(index)
            source = image.evaluate("image => image.currentSrc")
            shown = image.evaluate("image => image.getBoundingClientRect().width")
            for problem in figure_problems(source, shown):
                self.fail(path, problem)
        page.set_viewport_size({"width": 1280, "height": 900})

    def internal_path(self, href):
        """The decoded path of `href`, without query or fragment, if it points into this site, else None."""
        url = urllib.parse.urlsplit(href)
        if f"{url.scheme}://{url.netloc}" != self.base:
            return None
        path = urllib.parse.unquote(url.path)
        return path if (SITE / path.lstrip("/")).is_file() else path.rstrip("/") + "/"

    def verify_links(self, source, links):
        """Each internal link must be served, and a documentation page must also have its render data."""
        for link in links:
            if link in self.checked_links:
                continue
            self.checked_links.add(link)
            if not (is_served(self.base + urllib.parse.quote(link)) and data_exists(link)):
                self.fail(source, f"broken internal link to {link}")


# Every code listing whose longest line needs more room than its column, and every table wider than its own.
OVERFLOW_SCRIPT = """() => {
    const problems = [];
    for (const listing of document.querySelectorAll('#app main pre')) {
        const box = listing.parentElement;  // DocC scrolls the listing's box, not the <pre>
        if (box.scrollWidth > box.clientWidth + 1 || listing.scrollWidth > box.clientWidth + 1) {
            const lines = listing.innerText.split('\\n');
            const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
            problems.push(`a code line is wider than its column (${listing.scrollWidth} > ${box.clientWidth} px,` +
                ` ${longest.length} characters): ${longest.trim().slice(0, 90)}`);
        }
    }
    const column = document.querySelector('#app main .container') || document.querySelector('#app main');
    const right = column.getBoundingClientRect().right;
    for (const table of document.querySelectorAll('#app main table')) {
        const wrapper = table.parentElement;
        const scrolls = wrapper.scrollWidth > wrapper.clientWidth + 1;
        const sticksOut = table.getBoundingClientRect().right > right + 1;
        if (scrolls || sticksOut) {
            const header = table.querySelector('tr') ? table.querySelector('tr').innerText.replace(/\\s+/g, ' ') : '';
            problems.push(`a table is wider than its column (${Math.round(table.scrollWidth)} > ` +
                `${wrapper.clientWidth} px): ${header.trim().slice(0, 90)}`);
        }
    }
    return problems;
}"""


def figure_name(source):
    """The picture's name in an image address: …/choosing-a-style@2x.png is choosing-a-style."""
    name = urllib.parse.unquote(urllib.parse.urlsplit(source).path).rsplit("/", 1)[-1]
    return re.sub(r"(@\dx)?\.(png|jpe?g|svg)$", "", name)


def scale_of(transform):
    """The uniform scale an SVG transform applies (the geometric mean of its two scales)."""
    factor = 1.0
    for kind, arguments in re.findall(r"(scale|matrix)\(([^)]*)\)", transform or ""):
        numbers = [float(value) for value in re.split(r"[ ,]+", arguments.strip()) if value]
        if kind == "scale" and numbers:
            factor *= (abs(numbers[0] * (numbers[1] if len(numbers) > 1 else numbers[0]))) ** 0.5
        elif kind == "matrix" and len(numbers) >= 4:
            factor *= abs(numbers[0] * numbers[3] - numbers[1] * numbers[2]) ** 0.5
    return factor


def font_size(element):
    """The font size an SVG text element declares, in the drawing's units, or None."""
    if element.get("font-size"):
        return float(re.sub(r"[a-z]+$", "", element.get("font-size")))
    match = re.search(r"font(?:-size)?\s*:[^;]*?([\d.]+)(?:px|pt)?\b", element.get("style") or "")
    return float(match.group(1)) if match else None


def svg_text(svg_path):
    """(width of the drawing, [(font size after transforms, text)]) of an SVG file."""
    root = ElementTree.parse(svg_path).getroot()
    view_box = (root.get("viewBox") or "").split()
    width = float(view_box[2]) if len(view_box) == 4 else float(re.sub(r"[a-z]+$", "", root.get("width")))
    texts = []

    def walk(element, scale, inherited):
        scale *= scale_of(element.get("transform"))
        size = font_size(element) or inherited
        if element.tag.endswith("}text") or element.tag == "text":
            words = "".join(element.itertext()).strip()
            if words and size:
                texts.append((size * scale, words))
        for child in element:
            walk(child, scale, size)

    walk(root, 1.0, None)
    return width, texts


def figure_problems(source, shown_width):
    """Why the picture at `source`, shown `shown_width` px wide, is not legible, measured in its SVG."""
    name = figure_name(source)
    svg_path = FIGURES / f"{name}.svg"
    if not svg_path.is_file():
        return [f"image {name}: no {svg_path.relative_to(ROOT)} to measure its text in (Scripts/build-docs.sh draws "
                f"one beside every picture)"]
    width, texts = svg_text(svg_path)
    problems = []
    if texts and width > 0:
        smallest, words = min(texts)
        pixels = smallest / width * shown_width
        if pixels < MINIMUM_TEXT_PX - 0.05:
            problems.append(f"image {name}: its smallest text is {pixels:.1f} px at the {shown_width:.0f} px it is shown "
                            f"(at least {MINIMUM_TEXT_PX} px): \"{words[:60]}\"")
    for _, words in texts:
        if "`" in words:
            problems.append(f"image {name}: a Markdown backtick drawn literally: \"{words[:60]}\"")
            break
    return problems


# A `Tests/….swift` path followed by the quoted names of its tests, or a `Tests/…/run.sh` followed by the quoted text of
# the step that proves it, in a `proved by:` comment.
PROOF = re.compile(r'(Tests/[A-Za-z0-9_/+.-]+\.(?:swift|sh))((?:[ ,]*"[^"]+")+)')


def proof_problems():
    """(where, reason) for each test a `proved by:` comment names that its file under Tests/ does not have."""
    sources = [ROOT / "README.md", *sorted((ROOT / "Docs").glob("*.docc/**/*.md"))]
    sources += sorted((ROOT / "Sources").glob("*/*.docc/**/*.md")) + sorted((ROOT / "Docs" / "Diagrams").glob("*.dot"))
    problems = []
    for source in sources:
        text = source.read_text(encoding="utf-8")
        page = source.relative_to(ROOT).as_posix()
        comments = re.findall(r"<!--\s*proved by:(.*?)-->", text, re.DOTALL)
        comments += re.findall(r"^//\s*proved by:(.*)$", text, re.MULTILINE)
        if not comments and "proved by:" in text:
            problems.append((page, "a proved by: that is not a whole <!-- proved by: … --> comment"))
        for comment in comments:
            flat = " ".join(comment.split())
            references = PROOF.findall(flat)
            if not references:
                problems.append((page, f"a proved by: naming no test: {flat[:80]}"))
            for path, names in references:
                test_file = ROOT / path
                if not test_file.is_file():
                    problems.append((page, f"proved by: {path} does not exist"))
                    continue
                body = test_file.read_text(encoding="utf-8")
                for name in re.findall(r'"([^"]+)"', names):
                    named = name in body if path.endswith(".sh") else f'"{name}"' in body
                    if not named:
                        problems.append((page, f'proved by: {path} has no test named "{name}"'))
    return problems


# The pages whose `<!-- file: … -->` blocks a script builds as a package: Tests/GettingStarted/run.sh (the README
# and Getting started) and Tests/ModularPackage/run.sh (Modules).
PACKAGE_PAGES = {"README.md", "Docs/DIToolkit.docc/GettingStarted.md", "Docs/DIToolkit.docc/Modules.md"}


def uncompiled_swift_blocks():
    """(page:line, reason) for each ```swift block of the sources that no test compiles."""
    sources = [ROOT / "README.md", *sorted((ROOT / "Docs").glob("*.docc/**/*.md"))]
    sources += sorted((ROOT / "Sources").glob("*/*.docc/**/*.md"))
    problems = []
    for source in sources:
        page = source.relative_to(ROOT).as_posix()
        lines = source.read_text(encoding="utf-8").split("\n")
        for index, line in enumerate(lines):
            if line.strip() != "```swift":
                continue
            marker = lines[index - 1].strip() if index else ""
            where = f"{page}:{index + 1}"
            if marker.startswith("<!-- compiled: ") and marker.endswith(" -->"):
                test_file = marker[len("<!-- compiled: "):-len(" -->")]
                if not (ROOT / test_file).is_file():
                    problems.append((where, f"the Swift block names {test_file}, which does not exist"))
            elif marker.startswith("<!-- file: ") and marker.endswith(" -->"):
                if page not in PACKAGE_PAGES:
                    problems.append((where, "a file block outside the pages the package scripts under Tests/ build"))
            else:
                problems.append((where, "a Swift block that no test compiles (no <!-- compiled: … --> line before it)"))
    return problems


def main():
    if not (SITE / "index.html").is_file():
        sys.exit(f"error: {SITE} has no site; run Scripts/build-docs.sh first")
    started = time.monotonic()
    server = serve(SITE)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    pages = pages_to_check()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(), args=["--no-sandbox"])
        check = BrowserCheck(browser, base)
        for where, problem in uncompiled_swift_blocks() + proof_problems():
            check.fail(where, problem)

        root = browser.new_page()
        root.goto(base + "/", wait_until="networkidle", timeout=PAGE_TIMEOUT_MS)
        if urllib.parse.urlsplit(root.url).path != LANDING:
            check.fail("/", f"the site root opened {root.url}, not the landing page {LANDING}")
        root.close()

        for path in EXPECTED_IMAGES:
            if path not in pages:
                check.fail(path, "the page that must show an image is not in the site")
        for path in pages:
            links = check.load(path, screenshot=SCREENSHOT if path == LANDING else None)
            check.verify_links(path, links)
        browser.close()
    server.shutdown()

    elapsed = time.monotonic() - started
    for failure in check.failures:
        print(f"FAIL {failure}")
    print(
        f"docs browser check: {len(pages)} pages rendered, {len(check.checked_links)} internal links, "
        f"{len(check.failures)} problems, {elapsed:.1f} s; screenshot: {SCREENSHOT.relative_to(ROOT)}"
    )
    return 1 if check.failures else 0


if __name__ == "__main__":
    sys.exit(main())
