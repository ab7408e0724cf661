"""The feed as a feed reader shows it: each entry's HTML on a bare page, no site stylesheet, no
inline SVG. Every chart must be an image that loads, named by its alt, with its data table after it."""

import time
import xml.etree.ElementTree as ET

import pytest
from PIL import Image
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS, PUBLIC, emulate

ATOM = "{http://www.w3.org/2005/Atom}"


def feed_entries():
    feed = PUBLIC / "feed.xml"
    if not feed.exists():
        return []
    root = ET.parse(feed).getroot()
    base = root.find(f"{ATOM}id").text
    entries = []
    for entry in root.findall(f"{ATOM}entry"):
        content = entry.find(f"{ATOM}content").text or ""
        entries.append((entry.find(f"{ATOM}title").text, base, content))
    return entries


CHART_ENTRIES = [e for e in feed_entries() if "chart-image" in e[2]]


def reader_view(driver, base_url, site_base, html):
    """The entry on an empty page of the preview's origin, as a reader renders it (the site's absolute
    URLs pointed at the local server)."""
    driver.get(base_url + "/robots.txt")
    page = "<!doctype html><html><head><meta charset='utf-8'><title>reader</title></head><body style='max-width:40rem'>" \
        + html.replace(site_base, base_url + "/") + "</body></html>"
    driver.execute_script("document.open(); document.write(arguments[0]); document.close();", page)
    deadline = time.monotonic() + 10
    while not driver.execute_script("return [...document.images].every(i => i.complete)"):
        if time.monotonic() > deadline:
            raise TimeoutError("the feed's images did not load")
        time.sleep(0.05)


def test_the_feed_has_entries_with_charts():
    assert len(CHART_ENTRIES) >= 5, "the example blog's feed should carry its charts"


@pytest.mark.parametrize("title,site_base,html", CHART_ENTRIES, ids=[e[0] for e in CHART_ENTRIES])
def test_charts_in_a_feed_reader_are_images_with_alt_and_a_table(driver, base_url, title, site_base, html):
    reader_view(driver, base_url, site_base, html)
    assert driver.find_elements(By.CSS_SELECTOR, "svg") == [], "inline SVG left in the feed"
    figures = driver.find_elements(By.CSS_SELECTOR, "figure.chart-image")
    assert figures
    for figure in figures:
        image = figure.find_element(By.CSS_SELECTOR, "img")
        loaded = driver.execute_script("return arguments[0].naturalWidth", image)
        assert loaded > 0, f"{image.get_attribute('src')} did not load as an image"
        alt = image.get_attribute("alt")
        assert len(alt) > 20 and alt[0].isupper(), alt
        assert image.size["width"] > 200 and image.size["height"] > 100
        table = figure.find_element(By.CSS_SELECTOR, "img + table")
        assert table.is_displayed()
        assert len(table.find_elements(By.CSS_SELECTOR, "tbody tr")) >= 2


def test_a_feed_reader_view_looks_right(driver, base_url):
    """A screenshot of the first chart entries in light and dark, for a person to look at."""
    if not CHART_ENTRIES:
        pytest.skip("no chart in the feed")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    html = "".join(f"<h2>{title}</h2>{content}" for title, _, content in CHART_ENTRIES[:3])
    for scheme in ("light", "dark"):
        emulate(driver, prefers_color_scheme=scheme)
        reader_view(driver, base_url, CHART_ENTRIES[0][1], html)
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(800, min(height, 6000))
        file = ARTIFACTS / f"feed-reader-{scheme}.png"
        driver.save_screenshot(str(file))
        # The image paints its own paper in the reader's scheme, so its text is never dark on dark
        # or light on light, whatever the reader puts behind it.
        image = driver.find_element(By.CSS_SELECTOR, "figure.chart-image img")
        x, y = image.location["x"] + 2, image.location["y"] + 2
        red, green, blue = Image.open(file).convert("RGB").getpixel((x, y))
        luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        assert luminance > 200 if scheme == "light" else luminance < 60, (scheme, (red, green, blue))
