"""What every built page carries, read from the HTML files themselves (no browser needed)."""

from html.parser import HTMLParser

import pytest

from conftest import PUBLIC, built_pages, post_pages


class Page(HTMLParser):
    """The elements of one page that the theme promises, collected in document order."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.starts = []  # (tag, attrs) in document order
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.starts.append((tag, dict(attrs)))

    def all(self, tag, **attrs):
        return [a for t, a in self.starts if t == tag and all(a.get(k.rstrip("_")) == v for k, v in attrs.items())]


def read(path):
    file = PUBLIC / (path.lstrip("/") + "index.html" if path.endswith("/") else path.lstrip("/"))
    text = file.read_text(encoding="utf-8")
    return text, Page(text)


@pytest.mark.parametrize("path", built_pages())
def test_page_has_the_themes_promises(path):
    text, page = read(path)
    html = page.all("html")[0]
    assert html.get("lang"), "<html> has no lang"
    assert page.all("meta", name="viewport")
    description = page.all("meta", name="description")
    assert description and description[0].get("content"), "no meta description"
    feeds = page.all("link", rel="alternate", type="application/atom+xml")
    assert feeds and feeds[0]["href"].endswith("feed.xml")
    assert len(page.all("h1")) == 1
    for landmark in ("header", "nav", "main", "footer"):
        assert page.all(landmark), f"no <{landmark}>"
    first_link = page.all("a")[0]
    assert first_link.get("class") == "skip-link" and first_link["href"] == "#main"
    assert page.all("main", id="main")


@pytest.mark.parametrize("path", built_pages())
def test_no_javascript_anywhere(path):
    text, page = read(path)
    assert not page.all("script")
    handlers = [(tag, name) for tag, attrs in page.starts for name in attrs if name.startswith("on")]
    assert handlers == []
    assert "javascript:" not in text.lower()


@pytest.mark.parametrize("path", built_pages())
def test_chart_stylesheet_only_where_there_are_charts(path):
    text, page = read(path)
    has_chart = any("chart" in (a.get("class") or "").split() for a in page.all("figure"))
    linked = any(a["href"].endswith("/charts.css") for a in page.all("link", rel="stylesheet"))
    assert linked == has_chart


def test_posts_have_dates_tags_and_neighbours():
    posts = post_pages()
    assert len(posts) >= 5
    neighbours = 0
    for path in posts:
        text, page = read(path)
        times = page.all("time")
        assert times and all(t.get("datetime", "")[:4].isdigit() for t in times), path
        assert page.all("a", rel="tag"), f"{path} shows no tags"
        neighbours += len(page.all("a", rel="prev")) + len(page.all("a", rel="next"))
    # Every post but the oldest has an older one, every post but the newest a newer one.
    assert neighbours == 2 * (len(posts) - 1)


def test_home_lists_every_post_newest_first():
    text, page = read("/")
    dates = [t["datetime"] for t in page.all("time")]
    posts = post_pages()
    assert len(dates) == len(posts)
    assert dates == sorted(dates, reverse=True)
