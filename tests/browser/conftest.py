"""Fixtures for the browser tests: the built example blog served on 127.0.0.1, headless Chromium."""

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = Path(os.environ.get("SITE_PUBLIC", ROOT / "public"))
ARTIFACTS = ROOT / "artifacts" / "screenshots"


STRESS_PUBLIC = Path(os.environ.get("SITE_STRESS_PUBLIC", ROOT / ".build" / "stress-site" / "public"))
MARKDOWN_PUBLIC = Path(os.environ.get("SITE_MARKDOWN_PUBLIC", ROOT / ".build" / "markdown-site" / "public"))
MIGRATED_PUBLIC = Path(os.environ.get("SITE_MIGRATED_PUBLIC", ROOT / ".build" / "migrated-site" / "public"))


def built_pages(public=PUBLIC):
    """Every HTML page of a built site as a root-relative URL path, in a stable order."""
    if not (public / "index.html").exists():
        return []
    paths = []
    for html in sorted(public.rglob("*.html")):
        rel = html.relative_to(public).as_posix()
        paths.append("/" + rel[: -len("index.html")] if rel.endswith("index.html") else "/" + rel)
    return paths


def post_pages(public=PUBLIC):
    """A built site's posts (/posts/<slug>/), without the list of them at /posts/ and its further pages."""
    return [p for p in built_pages(public) if p.startswith("/posts/") and p.count("/") == 3 and not p.startswith("/posts/page/")]


def stress_pages():
    """The chart stress set's posts (tests/stress-site, built by scripts/build-stress-site), not the list's pages."""
    return [path for path in built_pages(STRESS_PUBLIC) if path.startswith("/posts/") and path != "/posts/" and not path.startswith("/posts/page/")]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(public, hint):
    """A plain static server over `public`, as a visitor's browser would see the site; yields its URL."""
    if not (public / "index.html").exists():
        pytest.fail(f"{public}/index.html is missing: {hint}")
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(public)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 10
    while True:
        try:
            urllib.request.urlopen(url + "/", timeout=1).close()
            break
        except OSError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                raise RuntimeError("the static server on 127.0.0.1 did not start")
            time.sleep(0.1)
    yield url
    server.terminate()
    server.wait(timeout=5)


@pytest.fixture(scope="session")
def base_url():
    yield from serve(PUBLIC, "run `.build/debug/site build` first")


@pytest.fixture(scope="session")
def stress_url():
    yield from serve(STRESS_PUBLIC, "run `scripts/build-stress-site` first")


@pytest.fixture(scope="session")
def markdown_url():
    yield from serve(MARKDOWN_PUBLIC, "run `scripts/build-stress-site` first")


@pytest.fixture(scope="session")
def migrated_url():
    yield from serve(MIGRATED_PUBLIC, "run `scripts/build-stress-site` first")


def chrome_options():
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--hide-scrollbars", "--window-size=1200,1000", "--force-device-scale-factor=1"):
        options.add_argument(arg)
    binary = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if binary:
        options.binary_location = binary
    return options


@pytest.fixture(scope="session")
def browser():
    driver_path = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver") or "/usr/bin/chromedriver"
    driver = webdriver.Chrome(service=Service(driver_path), options=chrome_options())
    yield driver
    driver.quit()


@pytest.fixture
def driver(browser):
    """The shared browser, reset to a light, motion-allowing, 1200 px wide screen for each test."""
    emulate(browser)
    browser.set_window_size(1200, 1000)
    yield browser
    emulate(browser)


def emulate(driver, **features):
    """Emulates CSS media features, e.g. emulate(d, prefers_reduced_motion="reduce"); none resets."""
    wanted = {"prefers-color-scheme": "light", "prefers-reduced-motion": "no-preference", "forced-colors": "none"}
    wanted.update({k.replace("_", "-"): v for k, v in features.items()})
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"media": "", "features": [{"name": k, "value": v} for k, v in wanted.items()]},
    )


def open_page(driver, url):
    """Loads url and waits until the document and its stylesheets have loaded."""
    driver.get(url)
    deadline = time.monotonic() + 10
    while driver.execute_script("return document.readyState") != "complete":
        if time.monotonic() > deadline:
            raise TimeoutError(f"{url} did not finish loading")
        time.sleep(0.05)
