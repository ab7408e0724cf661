"""Lines, areas and scatters where readers see them: the reveal (lines draw left to right, series
staggered; areas grow from the baseline; points fade in one after another), hover, keyboard and
touch on the slots and points, and the legend linking a series or group."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from charts import RESTART_REVEAL_AT_JS, chart_pages, move_mouse, wait_until
from conftest import emulate, open_page

LINE_PAGES = chart_pages("chart-line")
AREA_PAGES = chart_pages("chart-area")
SCATTER_PAGES = chart_pages("chart-scatter")

# Pauses the reveal at `t` ms and reads what it moves, per figure.
FRAME_JS = RESTART_REVEAL_AT_JS + """
const fig = arguments[0];
restartRevealAt(fig, arguments[1]);
const svg = [...fig.querySelectorAll('svg.chart-svg')].find(s => getComputedStyle(s).display !== 'none');
return {
  offsets: [...svg.querySelectorAll('.marks .series')].map(p => parseFloat(getComputedStyle(p).strokeDashoffset)),
  scale: getComputedStyle(svg.querySelector('.marks')).scale,
  points: [...svg.querySelectorAll('.point .mark-shape')].map(p => parseFloat(getComputedStyle(p).opacity)),
};
"""

SHOWN_JS = """
const mark = arguments[0];
return [...mark.querySelectorAll('.dot, .dot-value, .point-label')].map(e => parseFloat(getComputedStyle(e).opacity));
"""


def shown_svg(figure):
    return [s for s in figure.find_elements(By.CSS_SELECTOR, "svg.chart-svg") if s.is_displayed()][0]


def figure_titled(driver, words):
    return [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.chart")
            if words in f.find_element(By.CSS_SELECTOR, "title").get_attribute("textContent")][0]


def test_the_example_blog_has_a_line_an_area_and_a_scatter():
    assert LINE_PAGES and AREA_PAGES and SCATTER_PAGES, (LINE_PAGES, AREA_PAGES, SCATTER_PAGES)


@pytest.mark.parametrize("path", LINE_PAGES)
def test_a_line_draws_from_left_to_right(driver, base_url, path):
    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, base_url + path)
    figure = driver.find_element(By.CSS_SELECTOR, "figure.chart-line")
    start, middle, end = (driver.execute_script(FRAME_JS, figure, t) for t in (0, 400, 5000))
    assert all(o > 0.99 for o in start["offsets"]), start
    assert all(0.02 < o < 0.98 for o in middle["offsets"]), middle
    assert all(o == 0 for o in end["offsets"]), end


def test_series_are_drawn_one_after_another(driver, stress_url):
    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, stress_url + "/posts/lines/")
    figure = figure_titled(driver, "Long series names")
    frame = driver.execute_script(FRAME_JS, figure, 300)
    first, second, third = frame["offsets"]
    assert first < second < third, frame


@pytest.mark.parametrize("path", AREA_PAGES)
def test_an_area_grows_from_its_baseline(driver, base_url, path):
    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, base_url + path)
    figure = driver.find_element(By.CSS_SELECTOR, "figure.chart-area")
    start, middle, end = (driver.execute_script(FRAME_JS, figure, t) for t in (0, 250, 5000))
    assert start["scale"] == "1 0", start
    assert middle["scale"].startswith("1 0.") or middle["scale"].startswith("1 1."), middle
    assert end["scale"] in ("none", "1"), end


@pytest.mark.parametrize("path", SCATTER_PAGES)
def test_points_fade_in_one_after_another(driver, base_url, path):
    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, base_url + path)
    figure = driver.find_element(By.CSS_SELECTOR, "figure.chart-scatter")
    frame = driver.execute_script(FRAME_JS, figure, 200)
    assert frame["points"][0] > frame["points"][15] >= 0, frame["points"][:16]
    assert all(p == 1 for p in driver.execute_script(FRAME_JS, figure, 5000)["points"])


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_hovering_a_slot_shows_that_days_point_and_value(driver, base_url, motion):
    emulate(driver, prefers_reduced_motion=motion)
    open_page(driver, base_url + LINE_PAGES[0])
    driver.set_script_timeout(20)
    figure = driver.find_element(By.CSS_SELECTOR, "figure.chart-line")
    driver.execute_script("document.getAnimations().forEach(a => a.finish())")
    slots = shown_svg(figure).find_elements(By.CSS_SELECTOR, ".slot")
    assert len(slots) >= 28
    target, other = slots[10], slots[20]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
    box = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", target.find_element(By.CSS_SELECTOR, ".hit"))
    move_mouse(driver, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert wait_until(lambda: all(o == 1 for o in driver.execute_script(SHOWN_JS, target))), driver.execute_script(SHOWN_JS, target)
    assert all(o == 0 for o in driver.execute_script(SHOWN_JS, other))
    value = target.find_element(By.CSS_SELECTOR, ".dot-value").get_attribute("textContent")
    name = target.find_element(By.CSS_SELECTOR, "title").get_attribute("textContent")
    assert value and value in name, (value, name)


def test_few_points_are_reached_by_tab_in_order_and_many_by_a_tap(driver, stress_url):
    emulate(driver, prefers_reduced_motion="reduce")
    move_mouse(driver, 0, 0)
    open_page(driver, stress_url + "/posts/lines/")
    few = figure_titled(driver, "Few points, focusable")
    slots = shown_svg(few).find_elements(By.CSS_SELECTOR, ".slot")
    assert [s.get_attribute("tabindex") for s in slots] == ["0"] * 4
    driver.execute_script("arguments[0].focus()", slots[0])
    names = []
    for _ in slots:
        active = driver.switch_to.active_element
        names.append(active.find_element(By.CSS_SELECTOR, "title").get_attribute("textContent"))
        assert wait_until(lambda: all(o == 1 for o in driver.execute_script(SHOWN_JS, active)))
        active.send_keys(Keys.TAB)
    assert names == ["2021: 12%", "2022: 18%", "2023: 27%", "2024: 31%"], names

    many = figure_titled(driver, "Twenty-four monthly")
    slots = shown_svg(many).find_elements(By.CSS_SELECTOR, ".slot")
    assert all(s.get_attribute("tabindex") == "-1" for s in slots), "Tab skips 24 points: the table carries them"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", slots[6])
    slots[6].find_element(By.CSS_SELECTOR, ".hit").click()  # a tap on the strip focuses its slot
    assert driver.switch_to.active_element == slots[6]
    assert wait_until(lambda: all(o == 1 for o in driver.execute_script(SHOWN_JS, slots[6])))


def test_a_legend_row_brings_its_series_forward(driver, stress_url):
    emulate(driver, prefers_reduced_motion="reduce")
    open_page(driver, stress_url + "/posts/lines/")
    figure = figure_titled(driver, "Long series names")
    row = figure.find_element(By.CSS_SELECTOR, ".legend-item.k-2")
    row.click()
    series = shown_svg(figure).find_elements(By.CSS_SELECTOR, ".marks .series")
    assert wait_until(lambda: [float(s.value_of_css_property("opacity")) for s in series] == [0.3, 1, 0.3]), \
        [s.value_of_css_property("opacity") for s in series]


def test_a_scatter_point_shows_its_label_and_a_legend_row_its_group(driver, stress_url):
    emulate(driver, prefers_reduced_motion="reduce")
    move_mouse(driver, 0, 0)
    open_page(driver, stress_url + "/posts/scatter/")
    figure = figure_titled(driver, "Countries by income")
    points = shown_svg(figure).find_elements(By.CSS_SELECTOR, ".point")
    assert len(points) == 11 and all(p.get_attribute("tabindex") == "0" for p in points), "eleven points: Tab reaches each"
    norway = [p for p in points if p.find_element(By.CSS_SELECTOR, "title").get_attribute("textContent").startswith("Norway")][0]
    driver.execute_script("arguments[0].focus()", norway)
    label = norway.find_element(By.CSS_SELECTOR, ".point-label")
    assert wait_until(lambda: float(label.value_of_css_property("opacity")) == 1)
    assert label.get_attribute("textContent") == "Norway: 89,200, 83.2"
    row = figure.find_element(By.CSS_SELECTOR, ".legend-item.k-2")  # Europe
    row.click()
    europe = [p for p in points if "(Europe)" in p.find_element(By.CSS_SELECTOR, "title").get_attribute("textContent")]
    others = [p for p in points if p not in europe]
    assert wait_until(lambda: all(float(p.value_of_css_property("opacity")) < 0.2 for p in others))
    assert all(float(p.value_of_css_property("opacity")) == 1 for p in europe)
