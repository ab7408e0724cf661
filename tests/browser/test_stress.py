"""The chart stress set (tests/stress-site): awkward blocks checked where readers see them.

Every chart at 360 and 1200 px, light and dark: the smallest text, how much of the column it
uses, no text overlapping or leaving its figure, no label of 16 characters or fewer shortened,
the contrast of every mark and of the focus ring; then the reader's settings (text spacing, a
larger default font, forced colours), touch and keyboard, and frames of the reveals. Screenshots
of every page go to artifacts/screenshots/stress/ for a person to look at.
"""

import re

import pytest
from selenium.webdriver.common.by import By

from axe_check import axe_violations, describe
from charts import RESTART_REVEAL_AT_JS, move_mouse, wait_until
from colors import contrast, rgb
from conftest import ARTIFACTS, emulate, open_page, stress_pages
from test_layout import full_page_screenshot

PAGES = stress_pages()
WIDTHS = [360, 1200]
SCHEMES = ["light", "dark"]

# What a reader sees of one figure: its visible text with the size it is drawn at, the boxes of
# the drawing and legend, mark colours, and the page's background.
MEASURE_JS = """
const fig = arguments[0];
const shown = el => {
  for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.display === 'none' || s.visibility === 'hidden' || parseFloat(s.opacity) < 0.05) return false;
  }
  return true;
};
const box = r => [r.left, r.top, r.right, r.bottom];
const svgs = [...fig.querySelectorAll('svg.chart-svg')].filter(s => getComputedStyle(s).display !== 'none');
const texts = [];
for (const svg of svgs) {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  for (const t of svg.querySelectorAll('text')) {
    if (!t.textContent.trim() || !shown(t)) continue;
    // Text drawn on a mark is read against the mark's colour, any other against the page.
    const onMark = t.matches('.mark-label, .bar-value.inside') ? getComputedStyle(t.closest('.mark').querySelector('.mark-shape')).fill : null;
    texts.push({text: t.textContent, size: parseFloat(getComputedStyle(t).fontSize) * scale,
                box: box(t.getBoundingClientRect()), turned: t.hasAttribute('transform'),
                inMark: !!t.closest('.mark'), category: !!t.closest('.categories'),
                fill: getComputedStyle(t).fill, ground: onMark});
  }
}
for (const el of fig.querySelectorAll('.chart-legend li > span:not(.swatch), figcaption > span, summary')) {
  if (!el.textContent.trim() || !shown(el)) continue;
  texts.push({text: el.textContent, size: parseFloat(getComputedStyle(el).fontSize), box: box(el.getBoundingClientRect()),
              turned: false, inMark: false, category: false, html: true});
}
const legend = fig.querySelector('.chart-legend');
const parts = [...svgs, ...(legend && shown(legend) ? [legend] : [])].map(e => e.getBoundingClientRect());
let page = getComputedStyle(document.body).backgroundColor;
if (page === 'rgba(0, 0, 0, 0)') page = getComputedStyle(document.documentElement).backgroundColor;
const shortened = [...fig.querySelectorAll('.categories text')].filter(shown).map(t => ({
  shown: [...t.childNodes].filter(n => n.nodeType === 3 || n.nodeName === 'tspan').map(n => n.textContent).join(' '),
  full: t.querySelector('title') ? t.querySelector('title').textContent : null,
})).filter(l => l.shown.includes('…'));
return {
  figure: box(fig.getBoundingClientRect()),
  used: parts.length ? Math.max(...parts.map(r => r.right)) - Math.min(...parts.map(r => r.left)) : 0,
  texts, shortened, page,
  fills: svgs.flatMap(svg => [...svg.querySelectorAll('.mark-shape')].map(p => getComputedStyle(p).fill)),
  pageWidth: document.documentElement.scrollWidth, screen: window.innerWidth,
};
"""


def overlaps(a, b, slack=1.0):
    return min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack


def measure(driver):
    return [driver.execute_script(MEASURE_JS, figure) for figure in driver.find_elements(By.CSS_SELECTOR, "figure.chart")]


def inside(inner, outer, slack=1.5):
    return inner[0] >= outer[0] - slack and inner[2] <= outer[2] + slack


def test_the_stress_set_is_built():
    assert len(PAGES) >= 4, f"build it with scripts/build-stress-site: {PAGES}"


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("path", PAGES)
def test_every_stress_chart_reads_well(driver, stress_url, path, width, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(width, 1000)
    open_page(driver, stress_url + path)
    figures = measure(driver)
    assert figures, path
    shots = ARTIFACTS / "stress"
    shots.mkdir(parents=True, exist_ok=True)
    full_page_screenshot(driver, width, shots / f"{path.strip('/').replace('/', '_')}--{scheme}-{width}.png")
    smallest = 11 if width < 768 else 12
    for index, chart in enumerate(figures):
        where = f"{path} chart {index + 1} at {width} px, {scheme}"
        assert chart["pageWidth"] <= chart["screen"], f"{where}: the page is wider than the screen"
        for text in chart["texts"]:
            assert text["size"] >= smallest - 0.05, f"{where}: '{text['text']}' is drawn at {text['size']:.1f} px"
            if "fill" in text:
                ground = text["ground"] or chart["page"]
                assert contrast(text["fill"], ground) >= 4.5, f"{where}: '{text['text']}' in {text['fill']} on {ground}"
            if not text["turned"]:
                assert inside(text["box"], chart["figure"]), f"{where}: '{text['text']}' leaves its figure"
        level = [t for t in chart["texts"] if not t["turned"] and not t.get("html")]
        for i, a in enumerate(level):
            for b in level[i + 1:]:
                assert not overlaps(a["box"], b["box"]), f"{where}: '{a['text']}' overlaps '{b['text']}'"
        for label in chart["shortened"]:
            assert label["full"] and len(label["full"]) > 16, f"{where}: '{label['shown']}' was shortened"
        for fill in chart["fills"]:
            assert contrast(fill, chart["page"]) >= 3, f"{where}: a mark in {fill} has {contrast(fill, chart['page']):.2f}:1"
        if width >= 1200:
            column = chart["figure"][2] - chart["figure"][0]
            assert chart["used"] >= 0.8 * column, f"{where}: uses {chart['used']:.0f} of {column:.0f} px"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_focus_ring_shows_on_every_mark_colour(driver, stress_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    checked = set()
    for path in PAGES:
        open_page(driver, stress_url + path)
        marks = [m for m in driver.find_elements(By.CSS_SELECTOR, ".chart-svg .mark[tabindex='0']") if m.is_displayed()]
        for mark in marks:
            driver.execute_script("arguments[0].focus()", mark)
            ring = driver.execute_script("""
              // A line's or area's slot rings its strip (.hit) in two tones (the inner one against the outer);
              // every other mark rings itself around its shape.
              const mark = arguments[0], strip = mark.querySelector('.hit'), shape = mark.querySelector('.mark-shape') || strip;
              const m = getComputedStyle(strip || mark), s = getComputedStyle(shape);
              let page = getComputedStyle(document.body).backgroundColor;
              return {visible: mark.matches(':focus-visible'), outline: m.outlineColor, style: m.outlineStyle,
                      width: parseFloat(m.outlineWidth), stroke: s.stroke, strokeWidth: parseFloat(s.strokeWidth),
                      fill: strip ? m.outlineColor : s.fill, page};
            """, mark)
            assert ring["visible"], f"{path}: focus is not visible"
            assert ring["style"] == "solid" and ring["width"] >= 2, ring
            assert ring["strokeWidth"] >= 2, ring
            # Two tones: the inner one against the mark, the outer one against the page.
            assert contrast(ring["stroke"], ring["fill"]) >= 3, f"{path}: inner ring on {ring['fill']}: {ring}"
            assert contrast(ring["outline"], ring["page"]) >= 3, f"{path}: outer ring on the page: {ring}"
            checked.add(ring["fill"])
    assert len(checked) >= 6, f"only {len(checked)} mark colours were focused"


def test_text_spacing_overrides_clip_no_label(driver, stress_url):
    """WCAG 1.4.12: letters 0.12 em, words 0.16 em, lines 1.5 apart."""
    emulate(driver, prefers_reduced_motion="reduce")
    for width in WIDTHS:
        driver.set_window_size(width, 1000)
        for path in PAGES:
            open_page(driver, stress_url + path)
            driver.execute_script("""
              const s = document.createElement('style');
              s.textContent = '*{letter-spacing:.12em!important;word-spacing:.16em!important;line-height:1.5!important}p{margin-bottom:2em!important}';
              document.head.append(s);""")
            for index, chart in enumerate(measure(driver)):
                for text in chart["texts"]:
                    if not text["turned"]:
                        assert inside(text["box"], chart["figure"]), f"{path} chart {index + 1} at {width}: '{text['text']}' is cut off"
                    assert text["box"][0] >= -0.5 and text["box"][2] <= width + 0.5, f"{path}: '{text['text']}' leaves the screen"


def test_chart_text_follows_the_readers_font_size(driver, stress_url):
    emulate(driver, prefers_reduced_motion="reduce")
    path = PAGES[0]
    open_page(driver, stress_url + path)
    normal = min(t["size"] for chart in measure(driver) for t in chart["texts"])
    driver.execute_script("document.documentElement.style.fontSize = '200%'")
    larger = min(t["size"] for chart in measure(driver) for t in chart["texts"])
    assert larger >= 1.5 * normal, f"smallest text {normal:.1f} px, with a 32 px default {larger:.1f} px"


def test_forced_colours_keep_marks_apart_and_text_legible(driver, stress_url):
    emulate(driver, forced_colors="active", prefers_reduced_motion="reduce")
    for path in PAGES:
        open_page(driver, stress_url + path)
        for figure in driver.find_elements(By.CSS_SELECTOR, "figure.chart"):
            state = driver.execute_script("""
              const fig = arguments[0];
              const svg = [...fig.querySelectorAll('svg.chart-svg')].find(s => getComputedStyle(s).display !== 'none');
              const canvas = getComputedStyle(document.body).backgroundColor;
              return {canvas,
                      texts: [...svg.querySelectorAll('text:not(.mark text)')].filter(t => t.textContent.trim()).map(t => getComputedStyle(t).fill),
                      slices: [...svg.querySelectorAll('.slice .mark-shape')].map(p => getComputedStyle(p).fill)};""", figure)
            for fill in state["texts"]:
                assert contrast(fill, state["canvas"]) >= 4.5, f"{path}: text in {fill} on {state['canvas']}"
            ring = state["slices"]
            for a, b in zip(ring, ring[1:] + ring[:1]):
                assert len(ring) < 2 or a != b, f"{path}: neighbouring slices share {a}"


def test_hover_only_values_and_legend_rows_answer_touch_and_keyboard(driver, stress_url):
    emulate(driver, prefers_reduced_motion="reduce")
    move_mouse(driver, 0, 0)
    open_page(driver, stress_url + "/posts/series/")
    hidden = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.chart")
              if "Values hidden" in f.find_element(By.CSS_SELECTOR, ".chart-title").get_attribute("textContent")][0]
    bar = [m for m in hidden.find_elements(By.CSS_SELECTOR, ".mark") if m.is_displayed()][0]
    value = bar.find_element(By.CSS_SELECTOR, ".bar-value")
    assert float(value.value_of_css_property("opacity")) == 0
    driver.execute_script("arguments[0].focus()", bar)
    assert wait_until(lambda: float(value.value_of_css_property("opacity")) == 1), "focus shows the value"

    open_page(driver, stress_url + "/posts/radial/")
    row = driver.find_element(By.CSS_SELECTOR, "figure.chart-donut .legend-item.k-2")
    slice_ = driver.find_element(By.CSS_SELECTOR, "figure.chart-donut .slice.k-2")
    row.click()  # a tap focuses the row
    assert driver.switch_to.active_element == row
    assert wait_until(lambda: slice_.value_of_css_property("translate") not in ("none", "0px", "0px 0px")), "a tapped row lifts its slice"

    open_page(driver, stress_url + "/posts/bars/")
    many = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.chart")
            if "Thirty days" in f.find_element(By.CSS_SELECTOR, ".chart-title").get_attribute("textContent")][0]
    marks = [m for m in many.find_elements(By.CSS_SELECTOR, ".mark") if m.is_displayed()]
    assert len(marks) == 30 and all(m.get_attribute("tabindex") == "-1" for m in marks), "Tab skips 30 bars"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", marks[20])
    marks[20].click()
    assert driver.switch_to.active_element == marks[20], "a tap still focuses the 21st bar"


# Pauses the reveal at `t` ms and reads it, per figure.
FRAME_JS = RESTART_REVEAL_AT_JS + """
const fig = arguments[0];
restartRevealAt(fig, arguments[1]);
return {
  reveal: [...fig.querySelectorAll('.reveal')].map(r => parseFloat(getComputedStyle(r).strokeDashoffset)),
  scale: [...fig.querySelectorAll('.mark-shape')].map(p => getComputedStyle(p).scale),
  rotate: getComputedStyle(fig.querySelector('.marks')).rotate,
};
"""


def test_donut_segments_open_clockwise_one_after_another(driver, stress_url):
    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, stress_url + "/posts/radial/")
    donut = driver.find_element(By.CSS_SELECTOR, "figure.chart-donut.chart-animated")
    at = {t: driver.execute_script(FRAME_JS, donut, t) for t in (0, 100, 300, 420, 2000)}
    assert at[0]["reveal"][0] == 1, "nothing is drawn before 60 ms"
    assert 0 < at[100]["reveal"][0] < 1, f"at 100 ms the first segment is part open: {at[100]}"
    assert at[100]["reveal"][1] == 1 and at[100]["reveal"][2] == 1
    assert at[420]["reveal"][0] == 0 and 0 < at[420]["reveal"][1] < 1
    assert all(offset == 0 for offset in at[2000]["reveal"])
    # The segments open; they are never scaled through the centre label.
    assert all(scale in ("none", "1") for frame in at.values() for scale in frame["scale"]), at[100]["scale"]


def test_many_bars_rise_in_about_as_long_as_a_few(driver, stress_url):
    """Bars rise 70 ms apart; thirty share the reveal's span, so the last is not left waiting."""
    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, stress_url + "/posts/bars/")
    many = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.chart")
            if "Thirty days" in f.find_element(By.CSS_SELECTOR, ".chart-title").get_attribute("textContent")][0]
    # Read from the computed style, not document.getAnimations(): animations that have already ended by the time
    # a heavy page answers are no longer listed, and the test would depend on how fast the page loaded.
    timings = driver.execute_script("""
const fig = arguments[0];
const svg = [...fig.querySelectorAll('svg.chart-svg')].find(s => s.getBoundingClientRect().height > 0);
const ms = t => t.trim().endsWith('ms') ? parseFloat(t) : parseFloat(t) * 1000;
const ends = [];
for (const bar of svg.querySelectorAll('.bar')) {
  let end = 0;
  for (const el of [bar, ...bar.querySelectorAll('*')]) {
    const cs = getComputedStyle(el);
    if (cs.animationName === 'none') continue;
    const delays = cs.animationDelay.split(','), durations = cs.animationDuration.split(',');
    durations.forEach((d, i) => { end = Math.max(end, ms(delays[i % delays.length]) + ms(d)); });
  }
  if (end > 0) ends.push(end);
}
return ends;""", many)
    assert len(timings) >= 30, f"the thirty bars rise: {len(timings)} animations"
    assert max(timings) <= 2300, f"the last bar's value shows {max(timings):.0f} ms after the page opens"
    assert len(set(round(t) for t in timings)) > 20, "one after another, not all at once"


def test_the_pie_turns_in_on_a_spring(driver, stress_url):
    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, stress_url + "/posts/radial/")
    pie = driver.find_element(By.CSS_SELECTOR, "figure.chart-pie.chart-animated")
    angles = []
    for t in range(0, 1500, 25):
        rotate = driver.execute_script(FRAME_JS, pie, t)["rotate"]
        angles.append(0.0 if rotate == "none" else float(rotate.replace("deg", "")))
    assert angles[0] == -270
    assert max(angles) > 30, f"the turn passes its end: {max(angles):.0f}°"
    peak = angles.index(max(angles))
    assert min(angles[peak:]) < max(angles) - 30, "and comes back"
    assert abs(angles[-1]) < 3


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("path", PAGES)
def test_no_axe_violations_in_the_stress_set(driver, stress_url, path, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, stress_url + path)
    violations = axe_violations(driver)
    assert violations == [], f"{path} ({scheme}):\n" + describe(violations)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_shown_svg_is_named_and_described_once(driver, stress_url, width):
    """Bar charts carry two SVGs; the one shown is named by the title, which is heard once."""
    emulate(driver, prefers_reduced_motion="reduce")
    driver.set_window_size(width, 1000)
    open_page(driver, stress_url + "/posts/bars/")
    figure = driver.find_elements(By.CSS_SELECTOR, "figure.chart-bar")[0]
    shown = [svg for svg in figure.find_elements(By.CSS_SELECTOR, "svg.chart-svg") if svg.is_displayed()]
    assert len(shown) == 1
    assert shown[0].accessible_name == "Two bars"
    assert "chart-svg-wide" in shown[0].get_attribute("class") if width >= 1200 else "chart-svg-narrow" in shown[0].get_attribute("class")
    # The caption's copy of the title is hidden from assistive technology.
    assert figure.find_element(By.CSS_SELECTOR, ".chart-title").get_attribute("aria-hidden") == "true"
