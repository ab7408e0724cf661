"""The default theme uses only names of the template context in docs/theming.md.

The build fills exactly that contract, so a name outside it (a typo, a guess) renders as nothing.
"""

import re

from conftest import ROOT

THEME = ROOT / "themes" / "default"
TAG = re.compile(r"\{\{\{?\s*([#^&]?)\s*([A-Za-z_][\w.]*)\s*\}?\}\}")


def contract_names():
    doc = (ROOT / "docs" / "theming.md").read_text(encoding="utf-8")
    context = doc[doc.index("## Context") : doc.index("## site.yml")]
    return set(re.findall(r"\b[a-z][a-z0-9_]*\b", context))


def template_names():
    for file in sorted(THEME.rglob("*.mustache")):
        for line_number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
            for match in TAG.finditer(line):
                yield file.relative_to(ROOT), line_number, match.group(2)


def test_every_layout_of_the_contract_exists():
    for layout in ("base", "post", "page", "list", "tags", "tag", "404"):
        assert (THEME / "layouts" / f"{layout}.mustache").is_file(), layout
    assert (THEME / "assets" / "style.css").is_file()


def theme_words():
    """The keys of the theme's English words (i18n/en.yml), which templates name as t.KEY."""
    text = (THEME / "i18n" / "en.yml").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9_]*):", text, re.M))


def test_templates_use_only_contract_names():
    known = contract_names()
    assert {"site", "page", "post", "posts", "previous", "next", "tags", "tag", "content"} <= known
    words = theme_words()
    assert {"min_read", "latest_posts"} <= words
    unknown = [f"{path}:{line}: {name}" for path, line, name in template_names()
               if not (name.startswith("t.") and name[2:] in words)
               and not set(name.split(".")) <= known]
    assert unknown == [], "names outside docs/theming.md:\n" + "\n".join(unknown)


def test_the_check_sees_a_wrong_name():
    known = contract_names()
    assert not {"feedurl"} <= known and not {"page", "has_chart"} <= known
