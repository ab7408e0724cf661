"""The Markdown extensions as a reader meets them: the example blog's post that uses all of them
and the Markdown stress set (tests/markdown-site), in Chromium at 360 and 1200 px, light and dark."""

import io
import time

import pytest
from PIL import Image, ImageChops
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from axe_check import axe_violations, describe
from colors import contrast
from conftest import ARTIFACTS, MARKDOWN_PUBLIC, built_pages, emulate, open_page

EXAMPLE = "/posts/how-i-keep-the-numbers/"
WIDE = "/posts/wide-tables/"
FORMULAS = "/posts/formulas/"
SCHEMES = ["light", "dark"]
STRESS_POSTS = [p for p in built_pages(MARKDOWN_PUBLIC) if p.startswith("/posts/") and p != "/posts/"]


RGB_JS = """
const rgb = (css) => css.match(/[\\d.]+/g).slice(0, 3).map(Number);
"""


def test_the_markdown_stress_set_is_built():
    assert len(STRESS_POSTS) >= 2, f"build it with scripts/build-stress-site: {STRESS_POSTS}"


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("width", [360, 1200])
def test_every_extension_passes_axe(driver, base_url, markdown_url, scheme, width):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(width, 1000)
    for url in [base_url + EXAMPLE] + [markdown_url + p for p in STRESS_POSTS]:
        open_page(driver, url)
        violations = axe_violations(driver)
        assert violations == [], f"{url} ({scheme}, {width} px):\n" + describe(violations)
        shots = ARTIFACTS / "markdown"
        shots.mkdir(parents=True, exist_ok=True)
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(width, min(height, 8000))
        driver.save_screenshot(str(shots / f"{url.split('/')[-2]}--{scheme}-{width}.png"))
        driver.set_window_size(width, 1000)


def test_a_wide_table_scrolls_inside_the_column_on_a_phone(driver, markdown_url):
    driver.set_window_size(360, 1000)
    open_page(driver, markdown_url + WIDE)
    page = driver.execute_script("return document.documentElement.scrollWidth")
    assert page <= 360, f"the page is {page} px wide on a 360 px screen"
    table = driver.find_elements(By.CSS_SELECTOR, ".post-body > .table-scroll")[0]
    assert table.get_attribute("tabindex") == "0" and table.get_attribute("aria-label").startswith("Table: Month, Rent")
    sizes = driver.execute_script(
        "const t = arguments[0], r = t.getBoundingClientRect(), c = t.parentElement.getBoundingClientRect();"
        "return {scroll: t.scrollWidth, client: t.clientWidth, right: r.right, column: c.right};", table)
    assert sizes["scroll"] > sizes["client"] + 100, f"the wide table should scroll: {sizes}"
    assert sizes["right"] <= sizes["column"] + 0.5, f"the table leaves its column: {sizes}"
    # Figures stay on one line, and right-aligned columns are right-aligned.
    cell = driver.find_elements(By.CSS_SELECTOR, ".post-body > .table-scroll td[style='text-align: right']")[0]
    style = driver.execute_script("const s = getComputedStyle(arguments[0]); return [s.textAlign, s.whiteSpace];", cell)
    assert style == ["right", "nowrap"], style


def test_a_wide_tables_words_wrap_instead_of_running_on(driver, markdown_url):
    # A table that scrolls for one long name still wraps its sentences: at the column's width
    # on a wide screen (no scrolling), at 40rem on a phone.
    for width, most in ((1200, None), (360, 640)):
        driver.set_window_size(width, 1000)
        open_page(driver, markdown_url + WIDE)
        region = driver.find_elements(By.CSS_SELECTOR, ".post-body > .table-scroll")[2]
        assert region.get_attribute("aria-label") == "Table: Parameter, Description"
        sizes = driver.execute_script(
            "const t = arguments[0]; return {table: t.querySelector('table').offsetWidth, client: t.clientWidth};", region)
        limit = most or sizes["client"]
        assert sizes["table"] <= limit + 1, f"{width} px: the table runs on past {limit} px: {sizes}"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_zebra_rows_and_table_text_keep_their_contrast(driver, base_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    open_page(driver, base_url + EXAMPLE)
    pairs = driver.execute_script(RGB_JS + """
        const ground = (el) => { for (let e = el; e; e = e.parentElement) {
            const b = getComputedStyle(e).backgroundColor; if (!b.startsWith('rgba(0, 0, 0, 0')) return rgb(b); } return [255,255,255]; };
        return [...document.querySelectorAll('.post-body table td')].map(td => [rgb(getComputedStyle(td).color), ground(td)]);
    """)
    assert pairs
    for text, ground in pairs:
        assert contrast(text, ground) >= 4.5, (text, ground)


def test_a_heading_link_is_reached_by_keyboard_and_shows_its_mark(driver, base_url):
    open_page(driver, base_url + EXAMPLE)
    body = driver.find_element(By.TAG_NAME, "body")
    reached = None
    for _ in range(40):
        body.send_keys(Keys.TAB) if reached is None else None
        active = driver.switch_to.active_element
        if "heading-link" in (active.get_attribute("class") or ""):
            reached = active
            break
        body = active
    assert reached is not None, "Tab never reached a heading link"
    mark = driver.execute_script("return getComputedStyle(arguments[0], '::after').opacity", reached)
    assert float(mark) == 1, "the # mark shows on focus"
    # The accessible name is the heading's own text, not the mark.
    name = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"backendNodeId": driver.execute_cdp_cmd(
        "DOM.describeNode", {"objectId": driver.execute_cdp_cmd("Runtime.evaluate", {"expression": "document.activeElement"})["result"]["objectId"]})["node"]["backendNodeId"], "fetchRelatives": False})
    names = [n.get("name", {}).get("value") for n in name["nodes"] if n.get("role", {}).get("value") == "link"]
    assert names and "#" not in names[0] and names[0] == reached.text.strip(), names
    target = reached.get_attribute("href").split("#")[1]
    reached.send_keys(Keys.ENTER)
    assert driver.execute_script("return location.hash") == "#" + target


def test_every_in_page_link_has_its_target(driver, base_url, markdown_url):
    for url in [base_url + EXAMPLE] + [markdown_url + p for p in STRESS_POSTS]:
        open_page(driver, url)
        missing = driver.execute_script("""
            const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
            const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
            const bad = [...document.querySelectorAll('a[href^="#"]')].map(a => decodeURIComponent(a.hash.slice(1)))
                .filter(id => id && !document.getElementById(id));
            return {dup, bad};""")
        assert missing == {"dup": [], "bad": []}, f"{url}: {missing}"


def test_the_table_of_contents_lists_the_h2_and_h3_headings(driver, base_url):
    open_page(driver, base_url + EXAMPLE)
    listed = [a.get_attribute("hash") for a in driver.find_elements(By.CSS_SELECTOR, "nav.toc a")]
    headings = ["#" + h.get_attribute("id") for h in driver.find_elements(By.CSS_SELECTOR, ".post-body :is(h2, h3)")]
    assert listed == headings and len(listed) >= 4
    nested = driver.find_elements(By.CSS_SELECTOR, "nav.toc ol ol a")
    assert [a.text for a in nested] == ["What goes in a line"]


def test_task_list_boxes_say_whether_they_are_done(driver, base_url):
    open_page(driver, base_url + EXAMPLE)
    boxes = driver.find_elements(By.CSS_SELECTOR, ".post-body li > label > input[type=checkbox]")
    assert [b.get_attribute("checked") is not None for b in boxes] == [True, True, False, False]
    assert all(b.get_attribute("disabled") is not None for b in boxes)
    assert driver.execute_script("return getComputedStyle(arguments[0].closest('li')).listStyleType", boxes[0]) == "none"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_code_tokens_have_4_5_to_1_on_the_code_background(driver, markdown_url, base_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    seen = set()
    for url in [base_url + EXAMPLE, markdown_url + WIDE]:
        open_page(driver, url)
        tokens = driver.execute_script(RGB_JS + """
            return [...document.querySelectorAll('pre [class^="hl-"]')].map(s => [s.className,
                rgb(getComputedStyle(s).color), rgb(getComputedStyle(s.closest('pre')).backgroundColor)]);""")
        assert len(tokens) > 20, url  # pieces of one colour share a span; punctuation has none
        for name, color, ground in tokens:
            seen.add(name)
            assert contrast(color, ground) >= 4.5, f"{url}: {name} in {color} on {ground} ({scheme})"
    assert {"hl-keyword", "hl-string", "hl-comment", "hl-number", "hl-type"} <= seen, seen


def test_a_link_on_code_keeps_the_underscores_above_its_underline(driver, markdown_url):
    open_page(driver, markdown_url + "/posts/hugo-style/")
    link = driver.find_element(By.XPATH, "//article//a[code[contains(., '_')]]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    # The link's box and some room below it, where an underline is drawn.
    left, top, right, bottom = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom + 12]", link)
    ratio = driver.execute_script("return devicePixelRatio")

    def shot(underline, text):
        driver.execute_script(
            "arguments[0].style.textDecorationColor = arguments[1]; arguments[0].querySelector('code').style.color = arguments[2]",
            link, "" if underline else "transparent", "" if text else "transparent")
        page = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
        return page.crop(tuple(round(v * ratio) for v in (left, top, right, bottom)))

    def rows(a, b):
        box = ImageChops.difference(a, b).getbbox()
        assert box, "nothing differs"
        return box[1], box[3]

    both, text_only, neither = shot(True, True), shot(False, True), shot(False, False)
    line_top, _ = rows(both, text_only)
    _, glyphs_bottom = rows(text_only, neither)
    assert glyphs_bottom <= line_top, f"the underline (from row {line_top}) crosses the code's glyphs (down to row {glyphs_bottom})"


def test_footnotes_link_both_ways(driver, markdown_url):
    open_page(driver, markdown_url + WIDE)
    refs = driver.find_elements(By.CSS_SELECTOR, "sup.footnote-ref a")
    assert len(refs) == 5
    notes = driver.find_elements(By.CSS_SELECTOR, "section.footnotes li")
    assert len(notes) == 3
    for note in notes:
        back = note.find_element(By.CSS_SELECTOR, "a.footnote-backref")
        assert back.get_attribute("aria-label").startswith("Back to reference ")
        target = back.get_attribute("hash")[1:]
        assert driver.find_element(By.ID, target).tag_name == "a"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_mermaid_charts_are_drawn_without_script(driver, markdown_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(1200, 1000)
    open_page(driver, markdown_url + "/posts/mermaid-charts/")
    assert driver.find_elements(By.CSS_SELECTOR, "script") == []
    figures = driver.find_elements(By.CSS_SELECTOR, ".post-body figure.chart")
    kinds = [f.find_element(By.CSS_SELECTOR, "svg").get_attribute("aria-roledescription") for f in figures]
    assert kinds == ["pie chart", "bar chart", "bar chart"], kinds
    # Mermaid's accTitle/title and accDescr name the chart for a screen reader.
    pie = figures[0].find_element(By.CSS_SELECTOR, "svg")
    assert driver.execute_script("return arguments[0].querySelector('title').textContent", pie) == "Where the weekly shop went"
    assert "Fresh food was more than half" in figures[0].find_element(By.CSS_SELECTOR, "figcaption").text
    # showData: each slice's value and share are written.
    names = [s.get_attribute("aria-label") or s.find_element(By.TAG_NAME, "title").get_attribute("textContent")
             for s in figures[0].find_elements(By.CSS_SELECTOR, "[role=graphics-symbol]")]
    assert any("Fresh food: 52.4" in n for n in names), names
    # The y-axis title of the xychart is the bar chart's axis title, drawn where it can be seen.
    assert "Steps (thousands)" in figures[1].get_attribute("textContent")
    for figure in figures:
        box = figure.rect
        assert box["width"] > 0 and box["height"] > 100, box
    # The flowchart is code, as written.
    code = driver.find_element(By.CSS_SELECTOR, ".post-body pre code.language-mermaid")
    assert "Receipt --> Spreadsheet --> Chart" in code.text


GEOMETRY_JS = """
const box = (e) => e.getBoundingClientRect();
const blocks = [...document.querySelectorAll('.post-body math[display=block]')];
const fraction = blocks[0].querySelector('mfrac');
const equals = [...blocks[1].querySelectorAll('mtr')].map(r => [...r.querySelectorAll('mo')].find(o => o.textContent === '='));
const fence = blocks[2].querySelectorAll('mo[fence]')[2];
const cell = blocks[2].querySelector('mtable mi');
const sum = blocks[3].querySelector('munderover');
const annotation = document.querySelector('.post-body annotation');
return {
  numerator: box(fraction.children[0]).bottom, denominator: box(fraction.children[1]).top,
  equals: equals.map(e => box(e).left),
  fence: box(fence).height, cell: box(cell).height,
  sumOperator: box(sum.children[0]).bottom, sumUnder: box(sum.children[1]).top,
  annotation: box(annotation).width,
  scripts: document.querySelectorAll('script').length,
};
"""


def test_formulas_are_typeset_without_script(driver, markdown_url):
    """TeX as MathJax posts write it is drawn by the browser from MathML: fractions stack, aligned
    equations line up at their equals signs, brackets grow, display sums take limits under them."""
    driver.set_window_size(1200, 1000)
    open_page(driver, markdown_url + FORMULAS)
    g = driver.execute_script(GEOMETRY_JS)
    assert g["scripts"] == 0
    assert g["numerator"] <= g["denominator"] + 1, g
    assert len(g["equals"]) == 2 and abs(g["equals"][0] - g["equals"][1]) <= 1, g
    assert g["fence"] > 1.8 * g["cell"], g
    assert g["sumUnder"] >= g["sumOperator"] - 1, g
    assert g["annotation"] == 0, "the TeX annotation is not drawn"
    # The post's macros and its inline formulas: no TeX left as text, prices untouched.
    text = driver.find_element(By.CSS_SELECTOR, ".post-body").text
    assert "\\R" not in text and "\\norm" not in text and "$5 or $10" in text
    assert "ℝ" in [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".post-body mi")]
    # A reference in the text links to its equation's number, drawn at the end of the equation's row.
    link = driver.find_element(By.CSS_SELECTOR, ".post-body a.equation-ref")
    target = driver.execute_script("return document.getElementById(arguments[0].hash.slice(1))", link)
    assert link.text == "(1)" and target is not None and target.text == "(1)"
    row = driver.execute_script("const r = arguments[0].parentElement.getBoundingClientRect(), t = arguments[0].getBoundingClientRect(); return {row: r.left, tag: t.left};", target)
    assert row["tag"] > row["row"] + 100, row
    # The formula in the title is typeset in the heading and in the home page's list, as MathJax would.
    heading = driver.find_element(By.CSS_SELECTOR, "h1.post-title")
    assert heading.find_elements(By.CSS_SELECTOR, "math mover") and "$" not in heading.text, heading.text
    assert "$\\hat{y}" in driver.title
    open_page(driver, markdown_url + "/")
    link = driver.find_element(By.XPATH, "//h2[@class='post-summary-title']/a[contains(., 'Least squares')]")
    assert link.find_elements(By.TAG_NAME, "math") and "$" not in link.text, link.text


def test_a_wide_formula_scrolls_inside_the_column_on_a_phone(driver, markdown_url):
    driver.set_window_size(360, 1000)
    open_page(driver, markdown_url + FORMULAS)
    page = driver.execute_script("return document.documentElement.scrollWidth")
    assert page <= 360, f"the page is {page} px wide on a 360 px screen"
    regions = driver.find_elements(By.CSS_SELECTOR, ".post-body .math-scroll")
    assert regions, "the likelihood should come in a region of its own"
    # Every other display formula fits the column: none is cut off at its edge.
    overflowing = driver.execute_script(
        "const column = document.querySelector('.post-body').getBoundingClientRect();"
        "return [...document.querySelectorAll('.post-body math[display=block]')]"
        ".filter(m => !m.closest('.math-scroll') && m.getBoundingClientRect().right > column.right + 0.5)"
        ".map(m => m.querySelector('annotation').textContent);")
    assert overflowing == [], overflowing
    region = regions[-1]
    assert region.get_attribute("tabindex") == "0" and region.get_attribute("aria-label") == "Formula"
    sizes = driver.execute_script("return {scroll: arguments[0].scrollWidth, client: arguments[0].clientWidth};", region)
    assert sizes["scroll"] > sizes["client"] + 50, sizes
    # The keyboard reaches it and scrolls it.
    assert scrolled_by_arrow_keys(driver, region) > 0


def scrolled_by_arrow_keys(driver, region):
    """Focuses a scrolling region, presses the right arrow five times and returns how far it
    scrolled, waiting up to 2 s for a smooth scroll to start."""
    driver.execute_script("arguments[0].focus()", region)
    assert driver.switch_to.active_element == region
    for _ in range(5):
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    deadline = time.monotonic() + 2
    while driver.execute_script("return arguments[0].scrollLeft", region) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    return driver.execute_script("return arguments[0].scrollLeft", region)


NOTEBOOK = "/posts/notebook/"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_a_notebook_post_shows_its_outputs_and_its_table_scrolls_on_a_phone(driver, markdown_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    driver.set_window_size(360, 1000)
    open_page(driver, markdown_url + NOTEBOOK)
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "A notebook of steps"
    page = driver.execute_script("return document.documentElement.scrollWidth")
    assert page <= 360, f"the page is {page} px wide on a 360 px screen"
    # The printed text and the error come after their code, without the terminal's colour codes.
    outputs = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".post-body pre > code.language-output")]
    assert outputs[0] == "105874" and "ZeroDivisionError: division by zero" in outputs[-1], outputs
    assert not any("\x1b" in o or "[0;31m" in o for o in outputs), outputs
    # The table scrolls in its output's region, which a keyboard reaches; its cells keep to one line.
    region = driver.find_element(By.CSS_SELECTOR, ".post-body .notebook-output")
    assert region.get_attribute("tabindex") == "0"
    sizes = driver.execute_script(
        "const t = arguments[0], r = t.getBoundingClientRect(), c = t.parentElement.getBoundingClientRect();"
        "return {scroll: t.scrollWidth, client: t.clientWidth, right: r.right, column: c.right,"
        " wraps: [...t.querySelectorAll('td')].some(td => td.getClientRects().length > 1 || td.offsetHeight > 2.2 * parseFloat(getComputedStyle(td).fontSize) + 20)};", region)
    assert sizes["scroll"] > sizes["client"] + 100, f"the wide table should scroll: {sizes}"
    assert sizes["right"] <= sizes["column"] + 0.5 and not sizes["wraps"], sizes
    assert scrolled_by_arrow_keys(driver, region) > 0, "the arrow keys should scroll the focused table"
    # The plot is an image that loads, with a text alternative.
    image = driver.find_element(By.CSS_SELECTOR, ".post-body img[src^='notebook-'][src$='.png']")
    assert image.get_attribute("alt") and driver.execute_script("return arguments[0].naturalWidth", image) == 240


@pytest.mark.parametrize("scheme", SCHEMES)
def test_a_post_in_another_language_says_so_in_its_page_and_in_lists(driver, markdown_url, scheme):
    # `lang: zh` in an English site: the post is read in Chinese, and the home page's item says so.
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(360, 1000)
    open_page(driver, markdown_url + "/posts/chinese-notes/")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh"
    assert "2026年2月6日" in driver.find_element(By.CSS_SELECTOR, ".post-meta").text
    open_page(driver, markdown_url + "/")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    item = driver.find_element(By.XPATH, "//li[contains(@class, 'post-summary')][.//a[text()='用中文写的笔记']]")
    assert item.get_attribute("lang") == "zh" and item.get_attribute("dir") == "ltr"
    others = driver.find_elements(By.CSS_SELECTOR, "li.post-summary:not([lang])")
    assert others, "the English posts' items carry no lang of their own"
    violations = axe_violations(driver)
    assert violations == [], describe(violations)
