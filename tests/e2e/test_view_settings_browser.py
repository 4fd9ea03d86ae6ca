"""The Settings tab in a real browser: a real api-server, Airflow's login, headless Chromium, real Postgres.

Issue 32 item 7: knobs changed only from a shell. Here an Admin edits the
form: a value out of range is refused next to its field, a valid change is
shown as a diff (nothing saved yet), saved, and appears in the Audit tab;
a Viewer sees the same form read-only, and a save forced from the page is
refused and audited. The page helpers (login, waits, console checks) are
tests/e2e/test_view_browser.py's.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_view_browser import Page, _login, browser, serve_api  # noqa: F401  (browser: the shared Chromium fixture)

from usenet_ops.store import audit
from usenet_ops.store import settings as settings_store

pytestmark = [pytest.mark.airflow, pytest.mark.slow]


@pytest.fixture(scope="module")
def settings_server(airflow_db, pg_dsn: str, scratch_dir: Path) -> Iterator[str]:
    """Start `airflow api-server` (one worker) with an admin and a viewer; yield its base URL."""
    with serve_api(scratch_dir, "settings") as base:
        yield base


def _type(page: Page, knob: str, text: str) -> None:
    field = page.css(f'#settings-panel [data-knob="{knob}"]')
    field.clear()
    field.send_keys(text)


def test_settings_form_validates_in_place_diffs_saves_audits_and_is_read_only_for_a_viewer(
        settings_server: str, browser, db) -> None:  # noqa: F811
    page = Page(browser, settings_server)
    _login(page, "admin", "admin-pw", f"{settings_server}/usenet/")
    browser.get(f"{settings_server}/usenet/#settings")
    page.wait(lambda d: page.csss('#settings-panel [data-loaded="settings"]'), "the Settings tab")
    assert page.css("main#content").get_attribute("hidden") is not None  # the tabs' content is hidden meanwhile
    assert page.css('#settings-panel [data-knob="batch"]').get_attribute("value") == "3000"
    help_text = page.css("#help-batch").text
    assert help_text == "article-number span per OVER request"

    # An invalid value: refused next to its field, nothing offered to save, nothing stored.
    _type(page, "batch", "5")
    page.css('[data-settings="review"]').click()
    page.wait(lambda d: page.css('[data-error="batch"]').is_displayed(), "the error beside the batch field")
    assert "out of range" in page.css('[data-error="batch"]').text
    assert page.css('[data-knob="batch"]').get_attribute("aria-invalid") == "true"
    assert not page.csss('[data-settings="save"]')
    assert settings_store.overrides(db) == {}

    # A valid change: the diff first (still nothing stored), then Save.
    _type(page, "batch", "4000")
    _type(page, "max_groups", "40")
    page.css('[data-settings="review"]').click()
    page.wait(lambda d: page.csss('[data-diff="batch"]'), "the diff")
    assert not page.css('[data-error="batch"]').is_displayed()
    diff = {row.get_attribute("data-diff"): row.text for row in page.csss('[data-table="settings-diff"] tbody tr')}
    assert set(diff) == {"batch", "max_groups"}
    assert "3,000" in diff["batch"] and "4,000" in diff["batch"] and "20" in diff["max_groups"]
    assert settings_store.overrides(db) == {}
    page.shot("settings-diff")
    page.css('[data-settings="save"]').click()
    assert "saved 2 change(s)" in page.notice()
    assert settings_store.overrides(db) == {"batch": 4000, "max_groups": 40}
    page.wait(lambda d: page.css('#settings-panel [data-knob="batch"]').get_attribute("value") == "4000",
              "the form reloaded with the saved value")

    # The Audit tab shows both changes, by the admin, from the view.
    page.css('#tabs button[data-tab="audit"]').click()
    page.wait(lambda d: page.csss('main [data-loaded="audit"]') and page.css("main#content").is_displayed(),
              "the Audit tab")
    assert not page.css("#settings-panel").is_displayed()
    assert page.css('[data-table="audit"]').text.count("settings.set") == 2
    rows = [(r["actor"], r["source"], r["action"], r["target"], r["outcome"], r["detail"].get("old"),
             r["detail"].get("new")) for r in reversed(audit.recent(db))]
    assert rows == [("admin", "view", "settings.set", "batch", "ok", 3000, 4000),
                    ("admin", "view", "settings.set", "max_groups", "ok", 20, 40)]
    page.assert_clean()

    # A viewer: the same form, read-only, without a control that saves; a save forced from the page is refused.
    browser.delete_all_cookies()
    _login(page, "viewer", "viewer-pw", f"{settings_server}/usenet/")
    browser.get(f"{settings_server}/usenet/#settings")
    page.wait(lambda d: page.csss('#settings-panel [data-loaded="settings"]'), "the viewer's Settings tab")
    assert page.csss('[data-settings="read-only"]') and not page.csss('[data-settings="review"]')
    assert all(not f.is_enabled() for f in page.csss("#settings-panel [data-knob]"))
    page.shot("settings-viewer")
    page.assert_clean()
    status = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch("api/settings", {method: "POST", credentials: "same-origin",
          headers: {"Content-Type": "application/json"}, body: JSON.stringify({set: {batch: "9000"}})})
          .then((r) => done(r.status), () => done(-1));""")
    assert status == 403
    assert settings_store.overrides(db) == {"batch": 4000, "max_groups": 40}
    row = audit.recent(db)[0]
    assert (row["actor"], row["source"], row["action"], row["outcome"]) == ("viewer", "view", "settings.set", "refused")

