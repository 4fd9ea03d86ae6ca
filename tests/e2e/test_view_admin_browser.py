"""The view's maintenance actions in a real browser (issue 32 item 8): group purge behind its dialog, recheck.

A real api-server with Airflow's login, headless Chromium, real Postgres
(the server and page helpers are test_view_settings_browser.py's and
test_view_browser.py's). An Admin opens the purge dialog from the Groups
tab: it shows what would go and keeps its button disabled until the group's
name is typed again; the purge removes the group's staging and coverage and
is audited. The Builder tab's recheck box answers an unknown guid with the
reason, and that refusal is audited too.
"""

from __future__ import annotations

import pytest
from test_view_browser import Page, _login, browser  # noqa: F401  (browser: the shared Chromium fixture)
from test_view_settings_browser import settings_server  # noqa: F401  (the api-server with admin and viewer)

from usenet_ops.store import audit, groups

pytestmark = [pytest.mark.airflow, pytest.mark.slow]

GROUP = "alt.binaries.purge.me"


def test_purge_dialog_needs_the_name_typed_again_and_recheck_answers_from_the_builder_tab(
        settings_server: str, browser, db) -> None:  # noqa: F811
    groups.add(db, GROUP, tier=groups.Tier.NORMAL)
    db.execute("INSERT INTO usenet.coverage (backbone, group_name, lo, hi) VALUES ('a', %s, 1, 100)", (GROUP,))
    page = Page(browser, settings_server)
    _login(page, "admin", "admin-pw", f"{settings_server}/usenet/")
    browser.get(f"{settings_server}/usenet/#groups")
    page.wait(lambda d: page.csss('[data-action="purge-open"]'), "the purge form on the Groups tab")
    page.wait(lambda d: GROUP in [o.get_attribute("value") for o in page.csss('[data-field="purge-group"] option')],
              "the group among the purge choices")
    browser.execute_script("const s = document.querySelector('[data-field=\"purge-group\"]');"
                           "s.value = arguments[0]; s.dispatchEvent(new Event('change'));", GROUP)
    page.css('[data-action="purge-open"]').click()
    page.wait(lambda d: page.csss('dialog[data-dialog="purge"]'), "the purge dialog")
    dialog = page.css('dialog[data-dialog="purge"]')
    assert GROUP in dialog.text
    confirm = page.css('[data-action="purge-confirm"]')
    assert not confirm.is_enabled(), "nothing is purged before the name is typed again"
    page.css('[data-field="purge-confirm"]').send_keys("alt.binaries.other")
    assert not confirm.is_enabled()
    page.css('[data-field="purge-confirm"]').clear()
    page.css('[data-field="purge-confirm"]').send_keys(GROUP)
    page.wait(lambda d: confirm.is_enabled(), "the Purge button enabled by the typed name")
    page.shot("purge-dialog")
    confirm.click()
    page.wait(lambda d: not page.csss('dialog[data-dialog="purge"]'), "the dialog closed")
    assert db.execute("SELECT count(*) AS n FROM usenet.coverage WHERE group_name = %s",
                      (GROUP,)).fetchone()["n"] == 0
    purged = [r for r in audit.recent(db) if r["action"] == "group.purge"]
    assert purged and (purged[0]["actor"], purged[0]["source"], purged[0]["target"], purged[0]["outcome"]) == \
        ("admin", "view", GROUP, "ok")

    browser.get(f"{settings_server}/usenet/#builder")
    page.wait(lambda d: page.csss('[data-field="recheck-guid"]'), "the recheck box on the Builder tab")
    page.css('[data-field="recheck-guid"]').send_keys("0123456789abcdef")
    page.css('[data-action="recheck"]').click()
    # The purge's notice stays until the recheck's answer replaces it.
    page.wait(lambda d: "no release has the guid" in page.notice(), "the recheck's refusal in the notice")
    refused = [r for r in audit.recent(db) if r["action"] == "health.recheck"]
    assert refused and (refused[0]["actor"], refused[0]["outcome"]) == ("admin", "refused")
