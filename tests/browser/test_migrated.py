"""A blog moved from Hugo, Jekyll and Zola (tests/migrated-site) as a reader meets it in Chromium:
redirect pages, paginated lists, shortcode embeds and sections, at 360 and 1200 px, light and dark."""

import time

import pytest
from selenium.webdriver.common.by import By

from axe_check import axe_violations, describe
from colors import contrast
from conftest import ARTIFACTS, MIGRATED_PUBLIC, built_pages, emulate, open_page

HUGO_POST = "/posts/hugo-toml-post/"
REDIRECTS = ["/2023/11/grocery-prices/", "/old/groceries.html", "/2023/06/01/jekyll-style.html"]
PAGES = [
    "/", "/page/2/", "/page/4/", "/posts/", "/posts/page/2/", "/tags/prices/page/2/", "/categories/",
    "/categories/household/", "/docs/", HUGO_POST, "/posts/zola-post/", "/posts/2023-06-01-jekyll-style/",
    "/posts/trip-costs/", "/posts/a-docs-style-page/", "/posts/docusaurus-post/", "/posts/theme-charts/",
    "/posts/al-folio-post/", "/posts/model-results/", "/posts/docsy-post/", "/posts/data-sources/", "/fr/", "/ar/",
    "/fr/tags/voyage/", "/ja/posts/trip-costs/", "/posts/wordpress-post/", "/publications/river-survey/",
    "/posts/blogdown-render/",
]


def test_the_moved_blog_is_built():
    pages = built_pages(MIGRATED_PUBLIC)
    missing = [p for p in PAGES + REDIRECTS if p not in pages and p.replace("2023-06-01-", "") not in pages]
    assert missing == [], f"build it with scripts/build-stress-site; missing {missing}"


def text_contrast(driver, element):
    """The contrast of an element's text on its own background."""
    colour, back = driver.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.color, s.backgroundColor]", element)
    return contrast(colour, back)


def page_path(path):
    # The Jekyll post's slug drops its date, as Jekyll's does.
    return path.replace("/posts/2023-06-01-jekyll-style/", "/posts/jekyll-style/")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [360, 1200])
def test_every_page_passes_axe_and_fits(driver, migrated_url, scheme, width):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(width, 1000)
    shots = ARTIFACTS / "migrated"
    shots.mkdir(parents=True, exist_ok=True)
    for path in PAGES:
        url = migrated_url + page_path(path)
        open_page(driver, url)
        violations = axe_violations(driver)
        assert violations == [], f"{url} ({scheme}, {width} px):\n" + describe(violations)
        page_width = driver.execute_script("return document.documentElement.scrollWidth")
        assert page_width <= width, f"{url} is {page_width} px wide on a {width} px screen"
        name = page_path(path).strip("/").replace("/", "_") or "home"
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(width, min(height, 6000))
        driver.save_screenshot(str(shots / f"{name}--{scheme}-{width}.png"))
        driver.set_window_size(width, 1000)


def test_a_redirect_page_is_accessible_before_it_moves_on(driver, migrated_url):
    html = (MIGRATED_PUBLIC / "old" / "groceries.html").read_text(encoding="utf-8")
    # Served with the refresh taken out, so axe sees the page a reader without refresh gets.
    driver.get("data:text/html;charset=utf-8," + html.replace('<meta http-equiv="refresh"', '<meta name="x-refresh"'))
    violations = axe_violations(driver)
    assert violations == [], describe(violations)
    link = driver.find_element(By.CSS_SELECTOR, "main a")
    assert link.text == "Grocery prices in 2023"
    assert link.get_attribute("href").endswith(HUGO_POST)
    canonical = driver.find_element(By.CSS_SELECTOR, 'link[rel="canonical"]').get_attribute("href")
    assert canonical == "https://example.com" + HUGO_POST


@pytest.mark.parametrize("old", REDIRECTS)
def test_old_addresses_lead_to_the_post(driver, migrated_url, old):
    driver.get(migrated_url + old)
    deadline = time.monotonic() + 5
    while not driver.current_url.startswith(migrated_url + "/posts/"):
        assert time.monotonic() < deadline, f"{old} stayed at {driver.current_url}"
        time.sleep(0.1)
    assert driver.find_element(By.TAG_NAME, "h1").text in ("Grocery prices in 2023", "A Jekyll post, moved")


def post_titles(driver):
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".post-summary-title a")]


def test_the_home_page_is_paginated(driver, migrated_url):
    seen = []
    url = migrated_url + "/"
    numbers = []
    while url:
        open_page(driver, url)
        titles = post_titles(driver)
        assert 1 <= len(titles) <= 3, f"{url} lists {titles}"
        seen += titles
        current = driver.find_element(By.CSS_SELECTOR, 'nav.pagination a[aria-current="page"]')
        numbers.append(current.text.replace("Page", "").strip())
        links = {e.get_attribute("rel"): e.get_attribute("href") for e in driver.find_elements(By.CSS_SELECTOR, "head link[rel=prev], head link[rel=next]")}
        if url != migrated_url + "/":
            assert "prev" in links, f"{url} has no rel=prev"
        older = driver.find_elements(By.CSS_SELECTOR, 'nav.pagination a[rel="next"]')
        assert bool(older) == ("next" in links)
        url = older[0].get_attribute("href") if older else None
    assert numbers == ["1", "2", "3", "4", "5", "6", "7"]
    assert len(seen) == len(set(seen)) == 20, seen
    # A post without a date lists last.
    assert seen[-1] == "A page with no date"


def test_page_links_are_named_for_screen_readers(driver, migrated_url):
    open_page(driver, migrated_url + "/page/2/")
    nav = driver.find_element(By.CSS_SELECTOR, "nav.pagination")
    assert nav.get_attribute("aria-label") == "Pages"
    names = [a.get_attribute("textContent").strip() for a in nav.find_elements(By.TAG_NAME, "a")]
    assert names[:2] == ["Newer posts", "Page 1"] and "Page 2" in names and names[-1] == "Older posts"
    assert "Older posts, page 2 of 7" in driver.find_element(By.ID, "latest-heading").get_attribute("textContent")
    assert "page 2" in driver.title


def test_embedded_videos_are_titled_lazy_and_fit(driver, migrated_url):
    for width in (360, 1200):
        driver.set_window_size(width, 1000)
        open_page(driver, migrated_url + HUGO_POST)
        frame = driver.find_element(By.CSS_SELECTOR, ".embed iframe")
        assert frame.get_attribute("title") == "Counting the weekly shop"
        assert frame.get_attribute("loading") == "lazy"
        assert frame.get_attribute("src").startswith("https://www.youtube-nocookie.com/embed/ZJthWmvUzzc")
        size = frame.size
        column = driver.find_element(By.CSS_SELECTOR, ".post-body").size["width"]
        assert abs(size["width"] - column) <= 1, (size, column)
        assert abs(size["width"] / size["height"] - 16 / 9) < 0.02, size
        link = driver.find_element(By.CSS_SELECTOR, ".embed-link a")
        assert link.get_attribute("href") == "https://www.youtube.com/watch?v=ZJthWmvUzzc"
    open_page(driver, migrated_url + "/posts/zola-post/")
    assert driver.find_element(By.CSS_SELECTOR, ".embed iframe").get_attribute("src").startswith("https://player.vimeo.com/video/76979871")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_hexo_pull_quotes_and_embedded_pages_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    for width in (360, 1200):
        driver.set_window_size(width, 1000)
        open_page(driver, migrated_url + page_path("/posts/2023-06-01-jekyll-style/"))
        quote = driver.find_element(By.CSS_SELECTOR, "blockquote.pullquote")
        assert quote.text == "A receipt is a data set of one."
        # NexT's label: the words marked in their sentence, readable on the mark.
        label = driver.find_element(By.CSS_SELECTOR, "mark.hexo-label")
        assert label.text == "shoebox by the door" and text_contrast(driver, label) >= 4.5
        # Octopress's: the marked words set apart (for the eye only), the paragraph whole below them.
        pulled = driver.find_element(By.CSS_SELECTOR, "aside.pullquote")
        assert pulled.text == "every receipt tells a story" and pulled.get_attribute("aria-hidden") == "true"
        paragraph = pulled.find_element(By.XPATH, "following-sibling::p[1]")
        assert paragraph.text == "Octopress pulls words out of a paragraph: every receipt tells a story, and the paragraph stays whole."
        body_size = float(driver.execute_script(
            "return getComputedStyle(document.querySelector('.post-body p')).fontSize").rstrip("px"))
        quote_size = float(driver.execute_script("return getComputedStyle(arguments[0]).fontSize", quote).rstrip("px"))
        assert quote_size >= 1.2 * body_size, (quote_size, body_size)
        frame = driver.find_element(By.CSS_SELECTOR, ".embed iframe[src='/images/receipts.svg']")
        assert frame.get_attribute("title") == "Embedded page"
        column = driver.find_element(By.CSS_SELECTOR, ".post-body").size["width"]
        assert abs(frame.size["width"] - column) <= 1 and abs(frame.size["height"] - 240) <= 1, (frame.size, column)
        link = frame.find_element(By.XPATH, "../following-sibling::p[1]/a")
        assert link.text == "Open the embedded page" and link.get_attribute("href").endswith("/images/receipts.svg")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_docsys_blocks_and_images_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    for width in (360, 1200):
        driver.set_window_size(width, 1000)
        open_page(driver, migrated_url + "/posts/docsy-post/")
        title = driver.find_element(By.CSS_SELECTOR, ".block-cover-title")
        assert title.text == "Prices, tracked by the week"
        features = driver.find_elements(By.CSS_SELECTOR, ".block-section.row > .block-feature")
        assert [f.find_element(By.CSS_SELECTOR, "h2").text for f in features] == ["Weekly totals", "Contributions welcome", "Open data"]
        tops = {round(f.rect["y"]) for f in features}
        # Side by side where the column has room, one under another on a phone.
        assert (len(tops) == 1) if width == 1200 else (len(tops) == 3), (width, tops)
        column = driver.find_element(By.CSS_SELECTOR, ".post-body").rect
        for feature in features:
            assert feature.rect["x"] >= column["x"] - 1 and feature.rect["x"] + feature.rect["width"] <= column["x"] + column["width"] + 1
        image = driver.find_element(By.CSS_SELECTOR, "figure.imgproc img")
        assert image.get_attribute("src").endswith("/posts/docsy-post/featured-receipts-2023.svg")
        box = image.rect
        assert abs(box["width"] / box["height"] - 5 / 3) < 0.02, box
        assert box["width"] <= min(500, column["width"]) + 1, box
        assert driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image)
        assert driver.find_element(By.CSS_SELECTOR, "figure.imgproc figcaption").text == "A month of receipts, spread out."
        info = driver.find_element(By.CSS_SELECTOR, ".pageinfo")
        assert info.get_attribute("role") == "note" and "a household’s own" in info.text


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_just_the_docs_callouts_and_labels_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    open_page(driver, migrated_url + page_path("/posts/2023-06-01-jekyll-style/"))
    style = lambda element, name: driver.execute_script(f"return getComputedStyle(arguments[0]).{name}", element)
    titled = driver.find_element(By.CSS_SELECTOR, "blockquote.warning-title")
    note = driver.find_element(By.CSS_SELECTOR, "p.note")
    for box in (titled, note):
        # A callout: a coloured edge on a tinted box, upright text in the text's colour.
        assert style(box, "borderLeftStyle") == "solid" and float(style(box, "borderLeftWidth").rstrip("px")) >= 4
        assert style(box, "backgroundColor") != style(driver.find_element(By.TAG_NAME, "body"), "backgroundColor")
        assert style(box, "fontStyle") == "normal"
    assert style(titled, "borderLeftColor") != style(note, "borderLeftColor"), "a warning is not coloured as a note"
    title = titled.find_element(By.CSS_SELECTOR, "p:first-child")
    assert title.text == "CAREFUL" and int(style(title, "fontWeight")) >= 700
    label = driver.find_element(By.CSS_SELECTOR, "p.label")
    assert style(label, "display") == "inline-block" and label.size["width"] < 200


def test_an_audio_shortcode_is_a_named_player_that_fits(driver, migrated_url):
    for width in (360, 1200):
        driver.set_window_size(width, 1000)
        open_page(driver, migrated_url + "/posts/trip-costs/")
        player = driver.find_element(By.CSS_SELECTOR, ".shortcode-media audio")
        assert player.get_attribute("controls") is not None
        assert player.get_attribute("aria-label") == "The till, beeping twice"
        # The file beside the post plays: the browser reads its length.
        duration = driver.execute_async_script(
            "const a = arguments[0], done = arguments[1]; if (a.readyState >= 1) done(a.duration); else { a.addEventListener('loadedmetadata', () => done(a.duration), {once: true}); a.addEventListener('error', () => done(-1), {once: true}); a.load(); }",
            player)
        assert abs(duration - 0.1) < 0.01, duration
        column = driver.find_element(By.CSS_SELECTOR, ".post-body").size["width"]
        assert abs(player.size["width"] - column) <= 1, (player.size, column)
        caption = driver.find_element(By.CSS_SELECTOR, ".shortcode-media figcaption")
        assert caption.text == "The till, beeping twice"
        assert caption.find_element(By.TAG_NAME, "em").text == "beeping"
    links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".embed-link a")]
    assert "https://twitter.com/example/status/1234567891" in links, links


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_loveit_music_people_maps_and_marks_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    for width in (360, 1200):
        driver.set_window_size(width, 1000)
        open_page(driver, migrated_url + "/posts/trip-costs/")
        body = driver.find_element(By.CSS_SELECTOR, ".post-body")
        column = body.size["width"]
        # The music player is the page's own audio element, named, and it plays the file.
        player = body.find_element(By.CSS_SELECTOR, "figure.music audio")
        assert player.get_attribute("aria-label") == "Harbour jingle, The ferry band"
        assert abs(player.size["width"] - column) <= 1, (player.size, column)
        assert body.find_element(By.CSS_SELECTOR, "figure.music figcaption").text == "Harbour jingle · The ferry band"
        # A song of a music service is a link to it; the map is OpenStreetMap's, titled, in the column.
        links = {a.text: a.get_attribute("href") for a in body.find_elements(By.CSS_SELECTOR, ".embed-link a")}
        assert links["Listen to the song on NetEase Cloud Music"] == "https://music.163.com/#/song?id=1868553"
        frame = body.find_element(By.CSS_SELECTOR, ".embed-map iframe")
        assert frame.get_attribute("title") == "Map of 41.3874° N, 2.1686° E"
        assert frame.get_attribute("src").startswith("https://www.openstreetmap.org/export/embed.html?bbox=")
        assert abs(frame.size["width"] - column) <= 1 and frame.size["height"] > 0.5 * frame.size["width"]
        assert "Map of 41.3874° N, 2.1686° E on OpenStreetMap" in links
        # A person is a link by name, with what the call says of them as its title.
        person = body.find_element(By.CSS_SELECTOR, ".h-card a.u-url")
        assert person.text == "Ada" and person.get_attribute("title") == "who recorded it"
        # FixIt's center-quote sits in the middle of the column; its Spotify player is as high as its controls.
        quote = body.find_element(By.CSS_SELECTOR, "blockquote.center-quote")
        assert driver.execute_script("return getComputedStyle(arguments[0]).textAlign", quote) == "center"
        assert quote.size["width"] <= column + 1
        player = body.find_element(By.CSS_SELECTOR, ".embed-audio iframe")
        assert player.get_attribute("title") == "Spotify player" and 100 <= player.size["height"] <= 200
        # Icons of yes and no are their characters, in the table's cells.
        cells = [td.text for td in body.find_elements(By.CSS_SELECTOR, "table td")][-3:]
        assert cells == ["Palma", "☑", "☐"], cells


def test_figures_and_highlighted_html_read_right(driver, migrated_url):
    open_page(driver, migrated_url + HUGO_POST)
    image = driver.find_element(By.CSS_SELECTOR, ".shortcode-figure img")
    assert image.get_attribute("alt") == "A pile of receipts on a kitchen table"
    assert driver.execute_script("return arguments[0].naturalWidth", image) > 0
    assert driver.find_element(By.CSS_SELECTOR, ".shortcode-figure figcaption").text == "The receipts A year of them."
    # The HTML inside {{< highlight html >}} is shown as code, never made into markup.
    assert driver.find_elements(By.CSS_SELECTOR, "pre td, .post-body > p td") == []
    assert '<td class="price">2.49</td>' in driver.find_element(By.CSS_SELECTOR, "pre.highlight").text


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_knitr_figures_and_hugodown_code_keep_their_room(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    open_page(driver, migrated_url + "/posts/knitr-figures/")
    gaps = driver.execute_script("""
        const after = (el) => el.nextElementSibling.getBoundingClientRect().top - el.getBoundingClientRect().bottom;
        return [after(document.querySelector('.post-body div.highlight')), after(document.querySelector('.post-body div.figure'))];""")
    assert all(gap >= 16 for gap in gaps), f"the paragraph after a plot or figure touches it: {gaps} px"
    caption = driver.find_element(By.CSS_SELECTOR, ".post-body div.figure > p.caption")
    body = driver.find_element(By.CSS_SELECTOR, ".post-body > p")
    size = lambda el: float(driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).fontSize)", el))
    body_size = size(body)
    assert size(caption) < body_size, "a caption reads as a caption, smaller than the text"
    colour, ground = driver.execute_script("""
        let el = arguments[0];
        const colour = getComputedStyle(el).color;
        while (el && getComputedStyle(el).backgroundColor === 'rgba(0, 0, 0, 0)') el = el.parentElement;
        return [colour, el ? getComputedStyle(el).backgroundColor : 'rgb(255, 255, 255)'];""", caption)
    assert contrast(colour, ground) >= 4.5, f"{colour} on {ground}"
    # A Jekyll blog's own image block (`imgcap`) reads the same way.
    open_page(driver, migrated_url + page_path("/posts/2023-06-01-jekyll-style/"))
    block = driver.find_element(By.CSS_SELECTOR, ".post-body div.imgcap")
    caption = block.find_element(By.CSS_SELECTOR, ".thecap")
    gap = driver.execute_script(
        "return arguments[0].nextElementSibling.getBoundingClientRect().top - arguments[0].getBoundingClientRect().bottom", block)
    assert gap >= 16 and size(caption) < body_size, (gap, size(caption), body_size)
    open_page(driver, migrated_url + "/posts/knitr-figures/")
    # Three authors written in one line read as a list.
    authors = driver.execute_script("""
        return [...document.querySelectorAll('.post-meta .author')].map(a =>
            getComputedStyle(a, '::before').content.replace(/^"|"$/g, '').replace(/^none$/, '') + a.textContent).join('');""")
    assert authors == "Ada Lovelace, Grace Hopper and Mary Somerville"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_numbered_and_marked_code_lines_read_and_copy_as_code(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    open_page(driver, migrated_url + "/posts/zola-post/")
    block = driver.find_element(By.CSS_SELECTOR, "pre.numbered")
    # The numbers are the stylesheet's: the text a reader copies (and a screen reader reads) is the code.
    assert block.text.splitlines()[0] == "fn total(receipts: &[f64]) -> f64 {", block.text
    numbers = driver.execute_script("""
        return [...arguments[0].querySelectorAll('.line')].map(line => {
            const before = getComputedStyle(line, '::before');
            return [before.content, parseFloat(before.width), line.getBoundingClientRect().left];
        });""", block)
    assert len(numbers) == 3 and all(content.startswith("counter(line)") and width > 10 for content, width, _ in numbers), numbers
    # The second line is marked: tinted across the whole block, edged, its tokens still readable.
    mark = block.find_element(By.CSS_SELECTOR, "mark.line")
    assert mark.text.strip() == "receipts.iter().sum()"
    box, edge = driver.execute_script("""
        const m = arguments[0].getBoundingClientRect(), p = arguments[1].getBoundingClientRect();
        return [[m.left - p.left, p.right - m.right], getComputedStyle(arguments[0]).boxShadow];""", mark, block)
    assert all(abs(gap) <= 2 for gap in box), f"the marked line does not span the block: {box}"
    assert "inset" in edge, edge
    ground = driver.execute_script("return getComputedStyle(arguments[0]).backgroundColor", mark)
    for token in mark.find_elements(By.CSS_SELECTOR, "span[class^='hl-']"):
        colour = driver.execute_script("return getComputedStyle(arguments[0]).color", token)
        assert contrast(colour, ground) >= 4.5, f"{token.text}: {colour} on {ground}"
    # Chirpy's file name above code (`{: file="_config.yml" }`) reads as the code's caption.
    open_page(driver, migrated_url + page_path("/posts/2023-06-01-jekyll-style/"))
    named = driver.find_element(By.CSS_SELECTOR, ".post-body figure.codeblock")
    assert named.find_element(By.TAG_NAME, "figcaption").text == "_config.yml"
    assert named.find_element(By.CSS_SELECTOR, "pre").text == "include: [receipts.csv]"
    open_page(driver, migrated_url + "/posts/zola-post/")
    # Zola's escaped call shows the call.
    examples = [pre.text for pre in driver.find_elements(By.CSS_SELECTOR, ".post-body pre")]
    assert '{{ vimeo(id="76979871") }}' in examples, examples


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_chirpys_prompts_captions_and_scheme_images(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme)
    open_page(driver, migrated_url + page_path("/posts/2023-06-01-jekyll-style/"))
    # Chirpy's prompt and al-folio's quote of a kind (`{: .block-warning }`) are callouts.
    for selector in [".post-body blockquote.prompt-tip", ".post-body blockquote.block-warning"]:
        prompt = driver.find_element(By.CSS_SELECTOR, selector)
        style = driver.execute_script(
            "const s = getComputedStyle(arguments[0]); return [s.fontStyle, s.borderLeftWidth, s.backgroundColor, s.color, s.borderLeftColor];", prompt)
        assert style[0] == "normal" and float(style[1].rstrip("px")) >= 4, (selector, style)
        assert contrast(style[3], style[2]) >= 4.5, (selector, style)
        assert contrast(style[4], style[2]) >= 3, (selector, style)
    caption = driver.find_element(By.CSS_SELECTOR, ".post-body p.captioned > em")
    assert caption.text == "A month of receipts, spread out"
    image = driver.find_element(By.CSS_SELECTOR, ".post-body p.captioned > img")
    assert caption.rect["y"] >= image.rect["y"] + image.rect["height"] - 1, "the caption sits under its image"
    assert driver.execute_script("return getComputedStyle(arguments[0]).textAlign", caption) == "center"
    shown = [img.get_attribute("alt") for img in driver.find_elements(By.CSS_SELECTOR, ".post-body img.light, .post-body img.dark")
             if img.is_displayed()]
    assert shown == ["The receipts, " + scheme], shown


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_code_highlighted_before_it_came_keeps_its_colours(driver, migrated_url, scheme):
    """Chroma's (hugodown), Pandoc's (blogdown) and Rouge's (Jekyll) token classes take the
    theme's token colours, each at 4.5:1 on the code's background; blogdown's render, not its
    .Rmd source, is the page."""
    emulate(driver, prefers_color_scheme=scheme)
    expected = {}
    for url, pre, kinds in [("/posts/knitr-figures/", "pre.chroma", 2), ("/posts/blogdown-render/", "pre.sourceCode", 4),
                            ("/posts/blogdown-render/", "pre.highlight", 4)]:
        open_page(driver, migrated_url + url)
        assert "{r}" not in driver.find_element(By.CSS_SELECTOR, ".post-body").text, "the render is the page, not its source"
        tokens = driver.execute_script("""
            const pre = document.querySelector(arguments[0]);
            const ground = getComputedStyle(pre).backgroundColor;
            const themes = {};
            for (const name of ['keyword', 'string', 'number', 'comment', 'function', 'attribute']) {
                const probe = document.createElement('span');
                probe.className = 'hl-' + name;
                pre.appendChild(probe);
                themes[name] = getComputedStyle(probe).color;
                probe.remove();
            }
            return [ground, themes, [...pre.querySelectorAll('span[class]')]
                .filter(s => !s.querySelector('span') && s.textContent.trim())
                .map(s => [s.className, s.textContent, getComputedStyle(s).color])];""", pre)
        ground, themes, spans = tokens
        coloured = {name for name, text, colour in spans if colour in themes.values()}
        assert len(coloured) >= kinds, f"{url} {pre}: only {coloured} take a token colour"
        for name, text, colour in spans:
            assert contrast(colour, ground) >= 4.5, f"{url} {pre}: {name} '{text}' in {colour} on {ground}"
        expected = themes
    open_page(driver, migrated_url + "/posts/blogdown-render/")
    colour_of = lambda selector: driver.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0])).color", selector)
    assert colour_of("pre.sourceCode .fu") == expected["function"]
    assert colour_of("pre.sourceCode .st") == expected["string"]
    assert colour_of("pre.highlight .c1") == expected["comment"]
    assert colour_of("pre.highlight .m") == expected["number"]
    assert colour_of("pre.highlight .k") == expected["keyword"]
    # blogdown's plain code, left for a script to colour, is highlighted at build time.
    assert colour_of("pre.highlight code.language-r .hl-string") == expected["string"]
    assert colour_of("pre.highlight code.language-r .hl-comment") == expected["comment"]


@pytest.mark.parametrize("width", [360, 1200])
def test_r_widgets_of_a_blogdown_render_are_a_chart_and_a_table(driver, migrated_url, width):
    """ggplotly()'s and DT::datatable()'s widgets, which their scripts would draw, are an SVG chart
    and a table a screen reader can read, inside the text column."""
    emulate(driver, prefers_reduced_motion="reduce")
    driver.set_window_size(width, 1000)
    open_page(driver, migrated_url + "/posts/blogdown-render/")
    body = driver.find_element(By.CSS_SELECTOR, ".post-body")
    chart = body.find_element(By.CSS_SELECTOR, "figure.chart svg[role='graphics-document']")
    assert "Median rent by district" in chart.get_attribute("textContent")
    assert chart.size["width"] > 0.8 * body.size["width"], "the chart fills the column"
    assert not body.find_elements(By.CSS_SELECTOR, ".html-widget"), "no empty widget box is left"
    table = [t for t in body.find_elements(By.CSS_SELECTOR, "table") if "District" in t.text][0]
    headers = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")]
    assert headers == ["District", "Median rent (€)", "Flats listed"], headers
    first = [td.text for td in table.find_elements(By.CSS_SELECTOR, "tbody tr")[0].find_elements(By.CSS_SELECTOR, "td")]
    assert first == ["Altstadt", "880", "41"], first
    align = driver.execute_script("return getComputedStyle(arguments[0]).textAlign", table.find_elements(By.CSS_SELECTOR, "tbody td")[1])
    assert align == "right", align


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_themes_chart_js_and_echarts_charts_are_drawn_without_script(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, migrated_url + "/posts/theme-charts/")
    charts = driver.find_elements(By.CSS_SELECTOR, ".post-body figure.chart svg[role=graphics-document]")
    assert [c.get_attribute("aria-roledescription") for c in charts] == ["bar chart", "bar chart", "donut chart"], \
        "the bars at two widths, the donut at one"
    assert driver.find_elements(By.TAG_NAME, "script") == []
    names = driver.execute_script(
        "return [...document.querySelectorAll('.post-body figure.chart .chart-title')].map(t => t.textContent)")
    assert names == ["The weekly shop, by month", "Where the money went"]
    # The value the comment labelled is read, and the slices carry their names.
    assert "Feb: £48" in driver.page_source or "Feb: 48" in driver.page_source
    assert "Market: 120" in driver.page_source


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_al_folio_posts_vega_lite_plotly_and_includes_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, migrated_url + "/posts/al-folio-post/")
    assert driver.find_elements(By.TAG_NAME, "script") == []
    assert driver.find_elements(By.CSS_SELECTOR, ".post-body pre code:not(.language-python)") == [], "every chart configuration is drawn"
    charts = driver.find_elements(By.CSS_SELECTOR, ".post-body figure.chart svg[role=graphics-document]")
    kinds = [c.get_attribute("aria-roledescription") for c in charts]
    assert kinds == ["bar chart"] * 2 + ["line chart"] * 2 + ["bar chart"] * 2, "each at two widths"
    titles = driver.execute_script(
        "return [...document.querySelectorAll('.post-body figure.chart .chart-title')].map(t => t.textContent)")
    assert titles == ["Frogs counted, by pond", "Spring counts two ponds", "Birds at the pond"]
    source = driver.page_source
    assert "Mill: 55" in source and "Toads" in source and "Moorhen: 9" in source
    # The line's x values are dates: its axis is a time axis, with months named.
    assert "Mar" in driver.find_elements(By.CSS_SELECTOR, "figure.chart")[1].text
    # `path` names the figure's image (a path of the site), which loads.
    image = driver.find_element(By.CSS_SELECTOR, ".shortcode-figure img")
    assert image.get_attribute("alt") == "A pond under a yellow sun"
    assert driver.execute_script("return arguments[0].naturalWidth", image) > 0
    assert driver.find_element(By.CSS_SELECTOR, ".shortcode-figure figcaption").text == "The pond in April."
    # A YouTube embed URL given as a video's path is YouTube's player, not a <video> that cannot play it.
    assert driver.find_elements(By.CSS_SELECTOR, ".post-body video") == []
    frame = driver.find_element(By.CSS_SELECTOR, ".embed iframe")
    assert frame.get_attribute("src").startswith("https://www.youtube-nocookie.com/embed/ZJthWmvUzzc")
    assert frame.get_attribute("title") == "Dusk at the pond"
    # The distill layout is a post's; its footnote is the post's footnote, its code a code block.
    note = driver.find_element(By.CSS_SELECTOR, ".post-body .footnotes li")
    assert "The counts are the median of two walks." in note.text
    assert driver.find_element(By.CSS_SELECTOR, ".post-body sup a").get_attribute("href").endswith("#" + note.get_attribute("id"))
    code = driver.find_element(By.CSS_SELECTOR, ".post-body pre code.language-python")
    assert code.text.splitlines()[2] == "    print(pond, count)"
    # A Distill citation is the authors and year, linked to its entry in the references at the end.
    citation = driver.find_element(By.CSS_SELECTOR, ".post-body .citation a")
    assert citation.text == "Smith et al. 2019"
    target = citation.get_attribute("href").split("#")[1]
    entry = driver.find_element(By.ID, target)
    assert entry.text.startswith("Smith, A., O’Neill, B., & Müller, C. (2019). Counting Newts at Dusk") or \
        entry.text.startswith("Smith, A., O'Neill, B., & Müller, C. (2019). Counting Newts at Dusk"), entry.text
    assert driver.find_element(By.CSS_SELECTOR, "section.references h2").text == "References"
    # Every word after `details` is the summary; the formula inside is typeset.
    summary = driver.find_element(By.CSS_SELECTOR, ".post-body details summary.callout-title")
    assert summary.text == "How the survey was done"
    summary.click()
    assert driver.find_elements(By.CSS_SELECTOR, ".post-body details math")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_hugo_blox_posts_table_chart_and_shortcodes_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(360, 1000)
    open_page(driver, migrated_url + "/posts/model-results/")
    # The CSV beside the post is a table with its caption, numbers right-aligned, inside the column.
    table = driver.find_element(By.CSS_SELECTOR, "figure.shortcode-table table")
    headers = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")]
    assert headers == ["Model", "Accuracy", "F1"]
    assert [td.text for td in table.find_elements(By.CSS_SELECTOR, "tbody tr:nth-child(2) td")] == ["Ours, tuned", "0.93", "0.91"]
    assert driver.execute_script("return getComputedStyle(arguments[0]).textAlign", table.find_elements(By.CSS_SELECTOR, "tbody td")[1]) == "right"
    caption = driver.find_element(By.CSS_SELECTOR, "figure.shortcode-table figcaption")
    assert caption.text == "Table 1: Scores on the held-out set"
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 360
    # The Plotly JSON beside the post is a line chart drawn without script, its series named.
    assert driver.find_elements(By.TAG_NAME, "script") == []
    chart = driver.find_element(By.CSS_SELECTOR, "figure.chart")
    assert chart.find_element(By.CSS_SELECTOR, ".chart-title").text == "Loss by epoch"
    assert "Validation" in chart.text and "Training" in chart.text
    # The contents link the headings; the spoiler folds; the slides are a titled frame.
    links = [a.get_attribute("href").split("#")[1] for a in driver.find_elements(By.CSS_SELECTOR, ".post-body nav a, .post-body .toc a")]
    assert "accuracy" in links and "over-training" in links, links
    assert driver.find_element(By.CSS_SELECTOR, ".post-body details summary.callout-title").text == "How the loss was measured"
    assert driver.find_element(By.CSS_SELECTOR, ".embed iframe").get_attribute("title") == "The talk's slides"
    assert driver.find_element(By.CSS_SELECTOR, ".cta a.button").get_attribute("href") == "https://example.org/paper.pdf"


def test_sections_list_their_pages(driver, migrated_url):
    open_page(driver, migrated_url + "/docs/")
    assert [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".section-pages a")] == ["Methods", "Tools"]
    open_page(driver, migrated_url + "/")
    assert "each as it was written" in driver.find_element(By.CSS_SELECTOR, ".section-text").text


def test_formulas_definitions_and_attribute_lists_read_right(driver, migrated_url):
    open_page(driver, migrated_url + "/posts/jekyll-style/")
    # The TeX reaches the page whole, no emphasis made of its underscores, and is typeset.
    formulas = [element.get_attribute("textContent") for element in driver.find_elements(By.CSS_SELECTOR, ".post-body math annotation")]
    assert formulas == [r"\hat{y}_i = a x_i + b", r"L = \sum_i (y_i - \hat{y}_i)^2", r"y_i - \hat{y}_i"]
    assert driver.find_elements(By.CSS_SELECTOR, ".post-body math em, .post-body .math") == []
    display = driver.find_element(By.CSS_SELECTOR, ".post-body math[display=block]")
    assert display.size["width"] <= driver.find_element(By.CSS_SELECTOR, ".post-body").size["width"]
    assert display.find_elements(By.CSS_SELECTOR, "munder > mo")[0].text == "∑"
    terms = [element.text for element in driver.find_elements(By.CSS_SELECTOR, ".post-body dl dt")]
    assert terms == ["Residual", "Outlier"]
    assert len(driver.find_elements(By.CSS_SELECTOR, ".post-body dl dd")) == 3
    assert driver.execute_script("return getComputedStyle(arguments[0]).fontWeight", driver.find_element(By.CSS_SELECTOR, "dt")) == "600"
    # kramdown's lists after code and an image land in their tags.
    assert driver.find_element(By.CSS_SELECTOR, "code.filepath").text == "images/receipts.svg"
    image = driver.find_element(By.CSS_SELECTOR, "img.receipts")
    assert image.size["width"] == 120 and driver.execute_script("return arguments[0].naturalWidth", image) > 0
    # Minimal Mistakes' notices read as callouts: a coloured edge, text at 4.5:1, Markdown inside the div.
    page = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    notices = driver.find_elements(By.CSS_SELECTOR, ".post-body .notice--info, .post-body .notice--warning")
    assert len(notices) == 2
    for notice in notices:
        width, edge, colour = driver.execute_script(
            "const s = getComputedStyle(arguments[0]); return [s.borderLeftWidth, s.borderLeftColor, s.color]", notice)
        assert float(width.replace("px", "")) >= 3 and contrast(edge, page) >= 3, (width, edge, page)
        assert contrast(colour, page) >= 4.5, (colour, page)
    assert driver.find_element(By.CSS_SELECTOR, ".post-body div.notice--warning strong").text == "Careful:"
    assert driver.find_element(By.CSS_SELECTOR, ".post-body div.notice--warning a").get_attribute("href").endswith("/posts/hugo-toml-post/")
    # Minimal Mistakes' two images side by side under one caption, within the column on a phone too.
    for width in (1200, 360):
        driver.set_window_size(width, 1000)
        images = driver.find_elements(By.CSS_SELECTOR, ".post-body figure.half img")
        column = driver.find_element(By.CSS_SELECTOR, ".post-body").rect
        boxes = [image.rect for image in images]
        assert all(b["x"] >= column["x"] - 1 and b["x"] + b["width"] <= column["x"] + column["width"] + 1 for b in boxes), (boxes, column)
        if width == 1200:
            assert abs(boxes[0]["y"] - boxes[1]["y"]) < 1 and boxes[0]["x"] + boxes[0]["width"] <= boxes[1]["x"], boxes
    driver.set_window_size(1200, 1000)
    # A link marked as a button reads as one; an abbreviation carries its meaning.
    button = driver.find_element(By.CSS_SELECTOR, ".post-body a.btn")
    colour, back = driver.execute_script("const s = getComputedStyle(arguments[0]); return [s.color, s.backgroundColor]", button)
    assert contrast(colour, back) >= 4.5 and back != "rgba(0, 0, 0, 0)", (colour, back)
    assert driver.find_element(By.CSS_SELECTOR, ".post-body abbr[title='comma-separated values']").text == "CSV"
    assert "*[CSV]" not in driver.find_element(By.CSS_SELECTOR, ".post-body").text
    # jemoji's names are their emoji.
    first = driver.find_element(By.CSS_SELECTOR, ".post-body > p").text
    assert first.endswith("jemoji’s names 🎉.") and ":tada:" not in first, first


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_callouts_of_hugo_themes_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, migrated_url + HUGO_POST)
    boxes = driver.find_elements(By.CSS_SELECTOR, ".post-body .callout")
    assert [box.find_element(By.CSS_SELECTOR, ".callout-title").text for box in boxes] == [
        "Keep the receipts", "Warning", "How the receipts were typed in", "Important"]
    # GitHub's alert is the same callout.
    assert boxes[3].get_attribute("role") == "note" and "photograph" in boxes[3].text
    # LoveIt's admonition starts open, Hugo's details closed; the notice is a note to assistive technology.
    assert boxes[0].tag_name == "details" and boxes[0].get_attribute("open") is not None
    assert boxes[2].tag_name == "details" and boxes[2].get_attribute("open") is None
    assert boxes[1].get_attribute("role") == "note"
    assert "date" in boxes[0].find_element(By.CSS_SELECTOR, "strong").text
    # The coloured edge is visible against the page in both schemes (WCAG 1.4.11's 3:1 for the tip, warning).
    for box in boxes[:2]:
        edge = driver.execute_script("return getComputedStyle(arguments[0]).borderLeftColor", box)
        page = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert contrast(edge, page) >= 3, (edge, page)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_zola_serene_callouts_and_named_code_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, migrated_url + "/posts/zola-post/")
    tip = driver.find_element(By.CSS_SELECTOR, ".post-body .callout-tip")
    assert tip.find_element(By.CSS_SELECTOR, ".callout-title").text == "Save the receipts"
    assert tip.get_attribute("role") == "note" and tip.find_element(By.TAG_NAME, "strong").text == "date"
    page = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    edge = driver.execute_script("return getComputedStyle(arguments[0]).borderLeftColor", tip)
    assert contrast(edge, page) >= 3, (edge, page)
    # The code's file name is its figure's caption, sitting on the code's box.
    figure = driver.find_element(By.CSS_SELECTOR, ".post-body figure.codeblock")
    name = figure.find_element(By.CSS_SELECTOR, "figcaption")
    code = figure.find_element(By.CSS_SELECTOR, "pre")
    assert name.text == "total.sh"
    assert "awk" in code.text
    assert abs(name.rect["y"] + name.rect["height"] - code.rect["y"]) <= 1, (name.rect, code.rect)
    assert text_contrast(driver, name) >= 4.5


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_colon_fenced_callouts_of_docusaurus_vitepress_and_quarto(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, migrated_url + "/posts/docusaurus-post/")
    boxes = driver.find_elements(By.CSS_SELECTOR, ".post-body .callout")
    assert [b.find_element(By.CSS_SELECTOR, ".callout-title").text for b in boxes] == [
        "Keep the receipts", "Prices change", "How the receipts were typed in", "Read this first"]
    assert [b.tag_name for b in boxes] == ["div", "div", "details", "div"]
    assert boxes[2].get_attribute("open") is None
    assert ":::" not in driver.find_element(By.CSS_SELECTOR, ".post-body").text
    page = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    for box in boxes[:2]:
        edge = driver.execute_script("return getComputedStyle(arguments[0]).borderLeftColor", box)
        assert contrast(edge, page) >= 3, (edge, page)
    # Docusaurus' truncate mark ends the summary on the list.
    open_page(driver, migrated_url + "/tags/prices/")
    summaries = [p.text for p in driver.find_elements(By.CSS_SELECTOR, ".post-summary-description")]
    assert any(t.startswith("Docusaurus and VitePress write their callouts between colons.") and "shoebox" not in t
               for t in summaries), summaries


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_popular_hugo_theme_shortcodes_read_right(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, migrated_url + "/posts/trip-costs/")
    body = driver.find_element(By.CSS_SELECTOR, ".post-body")
    assert "{{" not in body.text
    lead = body.find_element(By.CSS_SELECTOR, ".lead")
    paragraph = body.find_element(By.CSS_SELECTOR, ":scope > p")
    size = lambda e: float(driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).fontSize)", e))
    assert size(lead) > size(paragraph)
    quote = body.find_element(By.CSS_SELECTOR, "figure.quote")
    assert quote.find_element(By.TAG_NAME, "blockquote").text == "We sail when the sea says so."
    assert quote.find_element(By.TAG_NAME, "figcaption").text.endswith("The ferry's captain, Timetable notes")
    button = body.find_element(By.CSS_SELECTOR, "a.button")
    assert button.text == "All posts"
    assert text_contrast(driver, button) >= 4.5
    # The button sits in its sentence, not on a line of its own.
    sentence = button.find_element(By.XPATH, "..")
    assert sentence.tag_name == "p" and sentence.text.startswith("See the fares All posts and a new route.")
    badge = body.find_element(By.CSS_SELECTOR, ".badge")
    assert text_contrast(driver, badge) >= 4.5
    # Every tab is shown, titled, in order: there is no script to switch them.
    tabs = body.find_elements(By.CSS_SELECTOR, ".tabs .tab")
    assert [t.find_element(By.CSS_SELECTOR, ".tab-title").text for t in tabs] == ["By ferry", "By plane"]
    assert all(t.is_displayed() for t in tabs)
    collapse = body.find_element(By.CSS_SELECTOR, "details.callout")
    assert collapse.get_attribute("open") is None
    assert collapse.find_element(By.TAG_NAME, "summary").text == "How the fares were collected"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_translation_is_its_own_page_linked_both_ways(driver, migrated_url, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(360, 1000)
    open_page(driver, migrated_url + "/fr/posts/trip-costs/")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Le coût du voyage"
    violations = axe_violations(driver)
    assert violations == [], describe(violations)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 360
    back = driver.find_element(By.CSS_SELECTOR, "nav.translations a[hreflang=en]")
    assert back.text == "English" and back.get_attribute("hreflang") == "en" and back.get_attribute("lang") == "en"
    back.click()
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Trip costs"
    french = driver.find_element(By.CSS_SELECTOR, "nav.translations a[hreflang=fr]")
    assert french.text == "Français" and french.get_attribute("lang") == "fr"
    alternates = [l.get_attribute("hreflang") for l in driver.find_elements(By.CSS_SELECTOR, "head link[rel=alternate][hreflang]")]
    assert sorted(alternates) == ["ar", "en", "fr", "ja"], alternates
    # The translation is in no list of the English site: in the French one, whose home its title leads to.
    open_page(driver, migrated_url + "/")
    assert "Le coût du voyage" not in driver.find_element(By.TAG_NAME, "main").text
    french_home = driver.find_element(By.CSS_SELECTOR, "nav.translations a[hreflang=fr]")
    assert french_home.text == "Français"
    french_home.click()
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"
    assert driver.title == "Déménagé ici"
    assert "Le coût du voyage" in driver.find_element(By.TAG_NAME, "main").text
    assert "Trip costs" not in driver.find_element(By.TAG_NAME, "main").text
    assert driver.find_element(By.CSS_SELECTOR, ".site-title").get_attribute("href").endswith("/fr/")


def test_a_translations_chart_speaks_its_language(driver, migrated_url):
    emulate(driver, prefers_color_scheme="light", prefers_reduced_motion="reduce")
    driver.set_window_size(1200, 1000)
    open_page(driver, migrated_url + "/fr/posts/trip-costs/")
    svg = driver.find_element(By.CSS_SELECTOR, "figure.chart svg")
    assert svg.get_attribute("aria-roledescription") == "graphique en anneau"
    desc = driver.execute_script("return arguments[0].querySelector('desc').textContent", svg)
    # French numbers and words: a narrow no-break space groups, a comma marks decimals, "Total".
    assert desc.startswith("Ferry : 184,5") or desc.startswith("Ferry: 184,5"), desc
    assert "Total 422,75." in desc, desc
    assert driver.find_element(By.CSS_SELECTOR, ".chart-source").text == "Source : Mes reçus"
    summary = driver.find_element(By.CSS_SELECTOR, "details.chart-data summary")
    assert summary.text == "Données"
    summary.click()
    headers = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "details.chart-data thead th")]
    assert headers == ["Libellé", "Valeur", "Part"], headers
    table = driver.find_element(By.CSS_SELECTOR, "details.chart-data table")
    assert table.get_attribute("aria-label") == "Où est passé l'argent : données"
    # The centre of the donut says "Total" and the total, drawn inside the hole.
    centre = driver.find_element(By.CSS_SELECTOR, "figure.chart .centre-total")
    assert "Total" in centre.text and "422,75" in centre.text.replace("\u202f", " ").replace(" ", ""), centre.text
    violations = axe_violations(driver)
    assert violations == [], describe(violations)


@pytest.mark.parametrize("width", [360, 1200])
def test_an_arabic_translation_runs_right_to_left(driver, migrated_url, width):
    emulate(driver, prefers_color_scheme="light", prefers_reduced_motion="reduce")
    driver.set_window_size(width, 1000)
    open_page(driver, migrated_url + "/ar/posts/trip-costs/")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("dir") == "rtl"
    violations = axe_violations(driver)
    assert violations == [], describe(violations)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= width
    # The title and text start at the right of the column.
    title = driver.find_element(By.CSS_SELECTOR, "h1")
    body = driver.find_element(By.CSS_SELECTOR, ".post-body")
    right = lambda e: driver.execute_script("const r = arguments[0].getBoundingClientRect(); return r.right", e)
    text_right = driver.execute_script(
        "const r = document.createRange(); r.selectNodeContents(arguments[0]); return r.getBoundingClientRect().right", title)
    assert abs(text_right - right(body)) < 2, (text_right, right(body))
    # The theme's English "N min read" keeps its order: the number left of "min".
    order = driver.execute_script("""
        const text = document.querySelector('.reading-time bdi').firstChild;
        const at = (i) => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1); return r.getBoundingClientRect().left; };
        return [at(0), at(text.data.indexOf('min'))];""")
    assert order[0] < order[1], order
    # Code reads left to right: the block's first line starts at its left, the span keeps `ferry_total * 2`.
    code = driver.find_element(By.CSS_SELECTOR, ".post-body pre code")
    assert driver.execute_script("return getComputedStyle(arguments[0]).direction", code) == "ltr"
    pre = driver.find_element(By.CSS_SELECTOR, ".post-body pre")
    starts = driver.execute_script("""
        const t = arguments[0]; const r = document.createRange(); r.selectNodeContents(t);
        return [r.getClientRects()[0].left, t.closest('pre').getBoundingClientRect().left];""", code)
    assert starts[0] - starts[1] < 30, starts
    span = driver.find_element(By.CSS_SELECTOR, ".post-body p code")
    assert span.text == "ferry_total * 2"
    star = driver.execute_script("""
        const t = arguments[0].firstChild; const at = (i) => { const r = document.createRange(); r.setStart(t, i); r.setEnd(t, i + 1); return r.getBoundingClientRect().left; };
        return [at(0), at(t.data.indexOf('*'))];""", span)
    assert star[0] < star[1], star
    # The theme's English footer too: "… no JavaScript." ends with its full stop.
    stop = driver.execute_script("""
        const bdi = document.querySelector('.colophon bdi'); const t = bdi.lastChild;
        const at = (i) => { const r = document.createRange(); r.setStart(t, i); r.setEnd(t, i + 1); return r.getBoundingClientRect().left; };
        return [at(t.data.indexOf('J')), at(t.data.length - 1)];""")
    assert stop[0] < stop[1], stop
    # Its link back to English is marked as running left to right.
    back = driver.find_element(By.CSS_SELECTOR, "nav.translations a[hreflang=en]")
    assert back.get_attribute("dir") == "ltr"
    shots = ARTIFACTS / "migrated"
    shots.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(shots / f"arabic-translation-{width}.png"))


# Where each line of an element's text starts: the characters whose box sits lower than the one before.
LINE_STARTS = """
const node = arguments[0].firstChild, text = node.textContent, starts = [];
let top = null;
for (let i = 0; i < text.length; i++) {
  const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
  const rect = range.getClientRects()[0];
  if (!rect) continue;
  if (top !== null && rect.top > top + 2) starts.push(text[i]);
  top = rect.top;
}
return starts;
"""


@pytest.mark.parametrize("width", [360, 1200])
def test_a_japanese_title_breaks_where_japanese_breaks(driver, migrated_url, width):
    driver.set_window_size(width, 1000)
    open_page(driver, migrated_url + "/ja/posts/trip-costs/")
    title = driver.find_element(By.CSS_SELECTOR, "h1")
    assert driver.execute_script("return getComputedStyle(arguments[0]).lineBreak", title) == "strict"
    starts = driver.execute_script(LINE_STARTS, title)
    # No line starts with a prolonged sound mark or a small kana (kinsoku), as strict line breaking has it.
    assert not [c for c in starts if c in "ーァィゥェォャュョッ"], f"lines of the title start with {starts}"
    if width == 360:
        assert starts, "the long title wraps on a phone"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [360, 1200])
def test_a_data_blogs_plotly_vega_highcharts_and_downloaded_data_are_drawn(driver, migrated_url, scheme, width):
    """Plotly, Vega-Lite and Highcharts shortcodes, a chart shortcode with its values in its
    arguments, a World Bank CSV and values written with their unit: all drawn, no script, each
    chart's shown SVG within the column."""
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(width, 1000)
    open_page(driver, migrated_url + "/posts/data-sources/")
    assert driver.find_elements(By.TAG_NAME, "script") == []
    titles = driver.execute_script(
        "return [...document.querySelectorAll('.post-body figure.chart .chart-title')].map(t => t.textContent)")
    assert titles == ["Unemployment rate", "Prices", "Turnout by year", "Training loss", "GDP, current US$",
                      "Where the hours went"]
    shown = driver.execute_script("""
        return [...document.querySelectorAll('.post-body figure.chart')].map(f => {
            const svg = [...f.querySelectorAll('svg.chart-svg')].find(s => getComputedStyle(s).display !== 'none');
            const r = svg.getBoundingClientRect(), c = f.getBoundingClientRect();
            return [svg.getAttribute('aria-roledescription'), r.width > 100 && r.right <= c.right + 1];
        })""")
    assert shown == [["line chart", True], ["bar chart", True], ["bar chart", True], ["line chart", True],
                     ["line chart", True], ["bar chart", True]], shown
    # FRED's months are months; the World Bank's wide table runs over its years, a line per country.
    source = driver.page_source
    assert "Apr 2020: 14.8%" in source
    assert "Line chart, 5 points from 2019 to 2023. France:" in source and "Germany:" in source
    assert "Reading: 1 hour" in source and "Sleep: 8 hours" in source



@pytest.mark.parametrize("width", [360, 1200])
def test_pictures_sit_where_wordpress_put_them(driver, migrated_url, width):
    """`alignright` and `alignleft` beside the text on a wide page, on lines of their own on a
    phone; `aligncenter` centred below whatever sat beside the text before it."""
    driver.set_window_size(width, 1000)
    open_page(driver, migrated_url + "/posts/wordpress-post/")
    floats = driver.execute_script(
        "return [...document.querySelectorAll('.post-body :is(.alignright, .alignleft)')].map(e => getComputedStyle(e).float)")
    assert floats == (["right", "left", "right"] if width > 600 else ["none", "none", "none"])
    # The picture beside the text at the post's end stays inside the post, above what follows.
    last, body = driver.execute_script(
        "const pictures = document.querySelectorAll('.post-body .alignright');"
        "return [pictures[pictures.length - 1].getBoundingClientRect().bottom, document.querySelector('.post-body').getBoundingClientRect().bottom]")
    assert last <= body + 0.5, f"the last picture ends at {last}, below the post's end at {body}"
    picture, body = driver.execute_script(
        "const r = e => e.getBoundingClientRect().toJSON();"
        "return [r(document.querySelector('.post-body .aligncenter')), r(document.querySelector('.post-body'))]")
    assert abs((picture["left"] - body["left"]) - (body["right"] - picture["right"])) <= 1, "the centred picture is centred"
    left = driver.execute_script("return document.querySelector('.post-body figure.alignleft').getBoundingClientRect().bottom")
    assert picture["top"] >= left, "the centred picture starts below the one beside the text"
    if width > 600:
        beside = driver.execute_script(
            "const i = document.querySelector('.post-body .alignright').getBoundingClientRect();"
            "const p = document.querySelector('.post-body .alignright').closest('p').getBoundingClientRect();"
            "return i.left > p.left + p.width / 2 && i.width <= p.width / 2 + 1")
        assert beside, "the picture is at the right, no wider than half the column, the text beside it"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_papers_byline_and_abstract_read_right(driver, migrated_url, scheme):
    """A Hugo Blox publication: who wrote it and when under its title, then its abstract as a
    region named "Abstract", its text legible, before the paper's own text."""
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    driver.set_window_size(360, 1000)
    open_page(driver, migrated_url + "/publications/river-survey/")
    meta = driver.find_element(By.CSS_SELECTOR, ".page-header .post-meta")
    assert "Sam Example" in meta.text and "Robert Ford" in meta.text and "2023" in meta.text, meta.text
    section = driver.find_element(By.CSS_SELECTOR, "section.abstract")
    label = driver.execute_script(
        "return document.getElementById(arguments[0].getAttribute('aria-labelledby')).textContent", section)
    assert label == "Abstract"
    assert section.find_element(By.TAG_NAME, "strong").text == "herons"
    colour, back = driver.execute_script(
        "return [getComputedStyle(arguments[0]).color, getComputedStyle(arguments[1]).backgroundColor]",
        section.find_element(By.TAG_NAME, "p"), section)
    assert contrast(colour, back) >= 4.5, (colour, back)
    body = driver.find_element(By.CSS_SELECTOR, ".post-body")
    assert section.location["y"] < body.location["y"]
    assert "full text of the paper" in body.text
    # The venue, then the paper's links, each a target of 24 px or more, text legible on its page.
    venue = driver.find_element(By.CSS_SELECTOR, ".paper-venue")
    assert venue.text == "Journal of River Birds" and venue.location["y"] < section.location["y"]
    links = driver.find_elements(By.CSS_SELECTOR, ".paper-links a")
    assert [a.text for a in links] == ["Code", "Dataset", "PDF", "DOI"]
    for link in links:
        assert link.size["height"] >= 24 and link.size["width"] >= 24, link.size
        colour, back = driver.execute_script(
            "return [getComputedStyle(arguments[0]).color, getComputedStyle(document.body).backgroundColor]", link)
        assert contrast(colour, back) >= 4.5, (link.text, colour, back)
    assert links[3].get_attribute("href") == "https://doi.org/10.5555/123456"
