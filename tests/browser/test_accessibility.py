"""axe-core 4.12 finds no violations on any page of the example blog, light or dark."""

import pytest

from axe_check import axe_version, axe_violations, describe
from conftest import built_pages, emulate, open_page


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", built_pages())
def test_no_axe_violations(driver, base_url, path, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, base_url + path)
    violations = axe_violations(driver)
    assert violations == [], f"{path} ({scheme}):\n" + describe(violations)


def test_axe_catches_a_violation(driver, base_url):
    """The check itself works, and it is the current axe: a page with an unlabelled image is reported."""
    open_page(driver, base_url + "/")
    driver.execute_script(
        "const i = document.createElement('img'); i.src = 'data:,'; document.querySelector('main').append(i);"
    )
    ids = [v["id"] for v in axe_violations(driver)]
    assert "image-alt" in ids
    assert axe_version(driver).startswith("4.12"), axe_version(driver)
