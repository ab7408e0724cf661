"""axe-core finds no violations on any page of the example blog, light or dark."""

from pathlib import Path

import axe_core_python
import pytest
from axe_selenium_python import Axe

from conftest import built_pages, emulate, open_page

AXE_SCRIPT = str(Path(axe_core_python.__file__).with_name("axe.min.js"))


def describe(violations):
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        for node in v["nodes"][:5]:
            lines.append(f"    {node['target']}: {node.get('failureSummary', '').splitlines()[-1:]}")
    return "\n".join(lines)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", built_pages())
def test_no_axe_violations(driver, base_url, path, scheme):
    emulate(driver, prefers_color_scheme=scheme, prefers_reduced_motion="reduce")
    open_page(driver, base_url + path)
    axe = Axe(driver, script_url=AXE_SCRIPT)
    axe.inject()
    results = axe.run()
    assert results["violations"] == [], f"{path} ({scheme}):\n" + describe(results["violations"])


def test_axe_catches_a_violation(driver, base_url):
    """The check itself works: a page with an unlabelled image is reported."""
    open_page(driver, base_url + "/")
    driver.execute_script(
        "const i = document.createElement('img'); i.src = 'data:,'; document.querySelector('main').append(i);"
    )
    axe = Axe(driver, script_url=AXE_SCRIPT)
    axe.inject()
    ids = [v["id"] for v in axe.run()["violations"]]
    assert "image-alt" in ids
