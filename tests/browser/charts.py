"""What the tests know about the chart markup (Sources/Charts), in one place."""

import re
import time

from conftest import PUBLIC, built_pages

FIGURE = "figure.chart"
DONUT = "figure.chart-donut"
# One element per datum, in data order: g.mark > title, path.mark-shape, text labels; a line or
# area draws each series as one path (its data marks are the hover slots, g.slots > g.mark.slot).
MARK = ".chart-svg .marks :is(.mark, .series)"
# Marks that Tab reaches (the engine makes them focusable when a chart has few of them).
FOCUSABLE_MARK = ".chart-svg .marks .mark[tabindex='0']"
MARK_SHAPE = ".mark-shape"
# Everything the reveal animates, whose final state must be the still drawing.
DRAWN = ".chart-svg :is(.marks, .mark, .mark-shape, .mark-label, .bar-value, .centre-total, .series, .area, .lone)"
# What a still chart shows at rest (values of the .on-focus kind appear only on hover or focus).
AT_REST = ".chart-svg :is(.marks, .mark, .mark-shape, .mark-label, .bar-value:not(.on-focus), .centre-total, .series, .area)"
# The donut's centre label: "Total" and the total, or the lifted slice's name and value.
CENTRE = ".chart-svg .centre"

# Puts a figure's reveal at `t` ms, for a FRAME_JS to read: its drawings are replaced by copies
# first, whose reveal starts in this very script (on a busy machine the page's own may have ended,
# its animations gone, before a test gets to it), then every animation is paused at `t`.
RESTART_REVEAL_AT_JS = """
const restartRevealAt = (fig, t) => {
  fig.querySelectorAll('svg.chart-svg').forEach(svg => svg.replaceWith(svg.cloneNode(true)));
  document.getAnimations().forEach(a => { a.pause(); a.currentTime = t; });
};
"""

# Reads the state that decides whether each element is drawn: box, opacity, transforms, dashes.
MARK_STATE_JS = """
const figure = arguments[0];
// Bar charts carry a narrow and a wide SVG and show one: only the one shown counts.
return [...figure.querySelectorAll(arguments[1])].filter(mark => getComputedStyle(mark.closest('svg')).display !== 'none').map(mark => {
  const s = getComputedStyle(mark);
  const r = mark.getBoundingClientRect();
  const round = v => Math.round(v * 2) / 2;
  return {
    element: mark.getAttribute('class'),
    box: [round(r.x), round(r.y), round(r.width), round(r.height)],
    opacity: s.opacity, transform: s.transform, scale: s.scale, rotate: s.rotate, translate: s.translate,
    dasharray: s.strokeDasharray, dashoffset: s.strokeDashoffset, clip: s.clipPath,
    visibility: s.visibility, display: s.display,
  };
});
"""

# The text a sighted reader sees inside an element: text of rendered, non-transparent nodes.
VISIBLE_TEXT_JS = """
function shown(el) {
  for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.display === 'none' || s.visibility === 'hidden' || parseFloat(s.opacity) < 0.05) return false;
  }
  return true;
}
const root = arguments[0];
const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
let text = [];
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  if (n.parentElement.closest('title, desc')) continue;
  if (n.textContent.trim() && shown(n.parentElement)) text.push(n.textContent.trim());
}
return text.join(' ');
"""

# A point inside a mark (where elementFromPoint finds it) near the middle of its painted area.
POINT_IN_MARK_JS = """
const mark = arguments[0];
const r = mark.getBoundingClientRect();
const hits = [];
for (let i = 1; i < 24; i++) for (let j = 1; j < 24; j++) {
  const x = r.left + r.width * i / 24, y = r.top + r.height * j / 24;
  const hit = document.elementFromPoint(x, y);
  if (hit && (hit === mark || mark.contains(hit))) hits.push([x, y]);
}
if (!hits.length) return null;
const cx = hits.reduce((a, p) => a + p[0], 0) / hits.length, cy = hits.reduce((a, p) => a + p[1], 0) / hits.length;
hits.sort((a, b) => Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy));
return hits[0];
"""


def chart_pages(css_class="chart"):
    """The built pages with a chart figure of `css_class` (e.g. "chart-donut"), from their HTML."""
    pattern = re.compile(r'<figure class="[^"]*\b' + re.escape(css_class) + r'\b')
    found = []
    for path in built_pages():
        file = PUBLIC / (path.lstrip("/") + "index.html" if path.endswith("/") else path.lstrip("/"))
        if pattern.search(file.read_text(encoding="utf-8")):
            found.append(path)
    return found


def move_mouse(driver, x, y):
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})


def wait_until(predicate, timeout=5.0, interval=0.05):
    """Polls until predicate() is truthy and returns it; returns the last value on timeout."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)
