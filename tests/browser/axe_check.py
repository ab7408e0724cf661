"""axe-core 4.12, injected into the page Selenium shows, and its violations described for a person."""

import importlib.util
from pathlib import Path

# Found without importing the package, which would import Playwright.
AXE_SCRIPT = Path(importlib.util.find_spec("axe_playwright_python").submodule_search_locations[0]) / "axe.min.js"


def axe_violations(driver):
    """Runs every axe rule on the current page and returns the violations."""
    driver.execute_script(AXE_SCRIPT.read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations), e => done([{id: 'axe-error', impact: String(e), help: '', nodes: []}]));"
    )


def axe_version(driver):
    return driver.execute_script("return window.axe && axe.version")


def describe(violations):
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        for node in v["nodes"][:5]:
            lines.append(f"    {node['target']}: {node.get('failureSummary', '').splitlines()[-1:]}")
    return "\n".join(lines)
