"""The charts of the example blog move, respect Reduce Motion, and answer the mouse and keyboard."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from charts import (CENTRE, DONUT, DRAWN, FIGURE, FOCUSABLE_MARK, MARK, MARK_SHAPE, MARK_STATE_JS,
                    POINT_IN_MARK_JS, VISIBLE_TEXT_JS, chart_pages, move_mouse, wait_until)
from conftest import emulate, open_page

CHART_PAGES = chart_pages()
DONUT_PAGES = chart_pages("chart-donut")

RUNNING_CHART_ANIMATIONS_JS = """
return document.getAnimations()
  .filter(a => a.effect && a.effect.target && a.effect.target.closest && a.effect.target.closest('figure.chart'))
  .filter(a => a.playState === 'running' || a.playState === 'pending').length;
"""

# Resolves when every animation on the page has finished (or after 15 s, with the ones left).
WAIT_FOR_ANIMATIONS_JS = """
const done = arguments[arguments.length - 1];
const left = () => document.getAnimations().filter(a => a.playState !== 'finished').length;
const timer = setTimeout(() => done(left()), 15000);
Promise.all(document.getAnimations().map(a => a.finished.catch(() => null)))
  .then(() => requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(timer); done(left()); })));
"""


def mark_states(driver, selector=MARK):
    return [driver.execute_script(MARK_STATE_JS, figure, selector)
            for figure in driver.find_elements(By.CSS_SELECTOR, FIGURE)]


def test_the_example_blog_has_every_chart_kind():
    assert len(CHART_PAGES) >= 5, CHART_PAGES
    assert DONUT_PAGES, "no page has a donut"


@pytest.mark.parametrize("path", CHART_PAGES)
def test_charts_animate_then_end_fully_drawn(driver, base_url, path):
    # The drawing with Reduce Motion is the finished drawing: the reveal must end exactly there.
    emulate(driver, prefers_reduced_motion="reduce")
    move_mouse(driver, 0, 0)
    open_page(driver, base_url + path)
    assert all(mark_states(driver)), f"{path}: a chart without data marks ({MARK})"
    still = mark_states(driver, DRAWN)

    emulate(driver, prefers_reduced_motion="no-preference")
    open_page(driver, base_url + path)
    running = driver.execute_script(RUNNING_CHART_ANIMATIONS_JS)
    assert running > 0, f"{path}: no CSS animation is running in the charts right after loading"

    driver.set_script_timeout(20)
    left = driver.execute_async_script(WAIT_FOR_ANIMATIONS_JS)
    assert left == 0, f"{path}: {left} animations never finished"
    assert mark_states(driver, DRAWN) == still


@pytest.mark.parametrize("path", CHART_PAGES)
def test_reduced_motion_shows_everything_at_once(driver, base_url, path):
    emulate(driver, prefers_reduced_motion="reduce")
    move_mouse(driver, 0, 0)
    open_page(driver, base_url + path)
    assert driver.execute_script("return document.getAnimations().length") == 0
    for figure_marks in mark_states(driver):
        for mark in figure_marks:
            assert mark["display"] != "none" and mark["visibility"] == "visible", mark
            assert float(mark["opacity"]) == 1, mark
            assert mark["box"][2] > 0 and mark["box"][3] > 0, mark


def donut_slices(driver):
    donut = driver.find_element(By.CSS_SELECTOR, DONUT)
    return donut, donut.find_elements(By.CSS_SELECTOR, FOCUSABLE_MARK)


def centre_text(driver, donut):
    centre = donut.find_element(By.CSS_SELECTOR, CENTRE)
    return driver.execute_script(VISIBLE_TEXT_JS, centre)


def opacity(driver, element):
    return float(driver.execute_script("return getComputedStyle(arguments[0]).opacity", element))


def translate(driver, element):
    return driver.execute_script("return getComputedStyle(arguments[0]).translate", element)


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
@pytest.mark.parametrize("path", DONUT_PAGES)
def test_hovering_a_donut_slice_lifts_it(driver, base_url, path, motion):
    emulate(driver, prefers_reduced_motion=motion)
    move_mouse(driver, 0, 0)
    open_page(driver, base_url + path)
    driver.set_script_timeout(20)
    driver.execute_async_script(WAIT_FOR_ANIMATIONS_JS)
    donut, slices = donut_slices(driver)
    assert len(slices) >= 3
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", donut)
    total_text = centre_text(driver, donut)
    assert total_text, "the centre label shows nothing before hovering"
    assert all(translate(driver, s) in ("none", "0px", "0px 0px") for s in slices)

    hovered = slices[1]
    point = driver.execute_script(POINT_IN_MARK_JS, hovered)
    assert point, "found no point of the slice that the mouse can reach"
    move_mouse(driver, *point)

    def lifted():
        return (translate(driver, hovered) not in ("none", "0px", "0px 0px")
                and all(abs(opacity(driver, s) - 0.4) < 0.01 for s in slices if s != hovered))
    assert wait_until(lifted), (translate(driver, hovered), [opacity(driver, s) for s in slices])
    assert opacity(driver, hovered) == 1
    lifted_text = wait_until(lambda: (t := centre_text(driver, donut)) != total_text and t)
    assert lifted_text and lifted_text != total_text, f"centre label stayed {total_text!r}"

    move_mouse(driver, 0, 0)
    assert wait_until(lambda: all(opacity(driver, s) == 1 for s in slices))
    assert wait_until(lambda: centre_text(driver, donut) == total_text)


RING_JS = """
const mark = arguments[0], shape = mark.querySelector(arguments[1]) || mark;
const m = getComputedStyle(mark), s = getComputedStyle(shape);
return {outline: [m.outlineStyle, m.outlineWidth], stroke: [s.stroke, s.strokeWidth]};
"""


def ring(driver, mark):
    """What marks a focused slice: its outline, or the stroke of its shape."""
    return driver.execute_script(RING_JS, mark, MARK_SHAPE)


@pytest.mark.parametrize("path", DONUT_PAGES)
def test_tab_reaches_donut_slices_in_data_order_with_a_focus_ring(driver, base_url, path):
    emulate(driver, prefers_reduced_motion="reduce")
    open_page(driver, base_url + path)
    donut, slices = donut_slices(driver)
    # Data order as the figure's own table lists it.
    rows = [r.get_attribute("textContent").strip() for r in
            donut.find_elements(By.CSS_SELECTOR, "table tbody tr > :first-child")]
    names = [driver.execute_script(
        "const t = arguments[0].querySelector('title'); return t ? t.textContent : arguments[0].getAttribute('aria-label')",
        s) for s in slices]
    assert rows and len(rows) == len(slices)
    assert all(name.startswith(row) for name, row in zip(names, rows)), (names, rows)

    unfocused = [ring(driver, s) for s in slices]
    reached = []
    for _ in range(80):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        active = driver.switch_to.active_element
        if active in slices:
            before = unfocused[slices.index(active)]
            now = ring(driver, active)
            outlined = now["outline"][0] != "none" and now["outline"][1] != "0px"
            stroked = now["stroke"] != before["stroke"] and now["stroke"][0] != "none" and now["stroke"][1] != "0px"
            assert outlined or stroked, f"slice {len(reached) + 1} shows no focus ring: {before} -> {now}"
            reached.append(active)
        elif reached:
            break
    assert reached == slices, f"Tab reached {len(reached)} of {len(slices)} slices in order"
