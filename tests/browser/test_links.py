"""Every link, stylesheet and image of the built blog points at a file that exists.

Also with a base URL that has a path (a blog under https://example.com/blog/), where every
root-relative URL must carry the /blog/ prefix.
"""

import subprocess
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

from conftest import PUBLIC, ROOT

SITE = ROOT / ".build" / "debug" / "site"


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.urls = []
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        for name in ("href", "src"):
            if attrs.get(name) and not (tag == "link" and attrs.get("rel") == "canonical"):
                self.urls.append(attrs[name])


def page_url(public, file, prefix):
    rel = file.relative_to(public).as_posix()
    return "http://site.test" + prefix + (rel[: -len("index.html")] if rel.endswith("index.html") else rel)


def broken_links(public, prefix="/"):
    """(page, url) for every local URL whose target is missing from `public`."""
    broken = []
    for file in sorted(public.rglob("*.html")):
        parser = Links()
        parser.feed(file.read_text(encoding="utf-8"))
        base = page_url(public, file, prefix)
        for url in parser.urls:
            target = urlparse(urljoin(base, url))
            if target.netloc != "site.test":
                continue  # another site, or the absolute permalink of example.com
            if not target.path.startswith(prefix):
                broken.append((file.relative_to(public).as_posix(), url))
                continue
            path = public / target.path[len(prefix):]
            if target.path.endswith("/"):
                path = path / "index.html"
            if not path.exists():
                broken.append((file.relative_to(public).as_posix(), url))
            elif target.fragment and path == file and target.fragment not in parser.ids:
                broken.append((file.relative_to(public).as_posix(), url))
    return broken


def test_no_broken_links():
    assert broken_links(PUBLIC) == []


@pytest.mark.skipif(not SITE.exists(), reason="needs the debug build of site (swift build)")
def test_no_broken_links_under_a_base_path(tmp_path):
    out = tmp_path / "public"
    result = subprocess.run(
        [str(SITE), "build", "--base-url", "https://example.com/blog/", "-o", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert (out / "index.html").exists()
    assert broken_links(out, prefix="/blog/") == []
    # The check itself sees a link that misses the prefix.
    assert broken_links(out, prefix="/other/")
