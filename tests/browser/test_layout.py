"""The theme reads well on a phone and a desktop, in light, dark and forced colours.

Screenshots of every page in each mode go to artifacts/screenshots/ for a person to look at.
"""

import pytest

from colors import contrast, luminance
from conftest import ARTIFACTS, built_pages, emulate, open_page

MODES = {
    "light-1200": dict(width=1200),
    "dark-1200": dict(width=1200, prefers_color_scheme="dark"),
    "light-360": dict(width=360),
    "dark-360": dict(width=360, prefers_color_scheme="dark"),
    "forced-1200": dict(width=1200, forced_colors="active"),
}


def screenshot_name(path, mode):
    slug = path.strip("/").replace("/", "_").replace(".html", "") or "home"
    return f"{slug}--{mode}.png"


def set_screen(driver, width, height):
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
    )


def full_page_screenshot(driver, width, file):
    """Saves the whole page as a screen `width` px wide would lay it out."""
    set_screen(driver, width, 900)
    try:
        height = driver.execute_script("return document.documentElement.scrollHeight")
        set_screen(driver, width, min(height, 12000))
        driver.save_screenshot(str(file))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("path", built_pages())
def test_page_fits_and_is_captured(driver, base_url, path, mode):
    options = dict(MODES[mode])
    width = options.pop("width")
    emulate(driver, prefers_reduced_motion="reduce", **options)
    set_screen(driver, width, 900)
    try:
        open_page(driver, base_url + path)
        overflow = driver.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"{path} is {overflow}px wider than a {width}px screen"
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    file = ARTIFACTS / screenshot_name(path, mode)
    full_page_screenshot(driver, width, file)
    assert file.stat().st_size > 2000


def colours(driver):
    return driver.execute_script(
        "const s = getComputedStyle(document.body); return [s.backgroundColor, s.color];"
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_colour_scheme_follows_the_reader(driver, base_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    open_page(driver, base_url + "/")
    ground, ink = colours(driver)
    background, text = luminance(ground), luminance(ink)
    if scheme == "dark":
        assert background < 0.05 < text
    else:
        assert background > 0.8 > text
    assert contrast(ground, ink) >= 7


def test_skip_link_is_first_and_becomes_visible_on_focus(driver, base_url):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    open_page(driver, base_url + "/")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    focused = driver.switch_to.active_element
    assert focused.get_attribute("class") == "skip-link"
    assert focused.get_attribute("href").endswith("#main")
    rect = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", focused)
    assert rect["top"] >= 0 and rect["height"] > 10, rect
    style = driver.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.outlineWidth]", focused
    )
    assert style[0] != "none" and style[1] != "0px", style
