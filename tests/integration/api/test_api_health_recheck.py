"""t=details&recheck=1: a client queues a health recheck of the release it looks at, first in the next health pass."""

from __future__ import annotations

from releasefactory import make_release

from usenet_ops.passes import health
from usenet_ops.settings import Settings
from usenet_ops.store import health_rechecks


def test_details_with_recheck_queues_the_release_and_says_so_and_the_health_plan_takes_it_first(
        db, client, apikey, add) -> None:
    release = add(make_release("Recheck.Me.2024.1080p.WEB-DL.x264-GRP", category=2040))[0]
    guid = release.content_hash
    plain = client.get(f"/api?t=details&id={guid}&apikey={apikey}")
    assert plain.status_code == 200 and "X-Usenet-Health-Recheck" not in plain.headers
    assert health_rechecks.state(db, guid) is None

    asked = client.get(f"/api?t=details&id={guid}&recheck=1&apikey={apikey}")
    assert asked.status_code == 200 and guid in asked.get_data(as_text=True)
    assert asked.headers["X-Usenet-Health-Recheck"].startswith("queued; requested=")
    queued = health_rechecks.state(db, guid)
    assert queued is not None and queued.source == "api" and queued.requested_by.startswith("api key ")
    # Shown on every later details answer, and the next health plan takes it first although it is not due.
    assert client.get(f"/api?t=details&id={guid}&apikey={apikey}").headers["X-Usenet-Health-Recheck"] == \
        asked.headers["X-Usenet-Health-Recheck"]
    plan = health.plan(db, "bb-a", Settings.from_overrides({"health_min_age_hours": 8760}))
    assert plan.batches and plan.batches[0][0] == queued.release_id


def test_a_recheck_of_an_unknown_release_is_no_such_item(db, client, apikey) -> None:
    answer = client.get(f"/api?t=details&id=0123456789abcdef&recheck=1&apikey={apikey}")
    assert 'code="300"' in answer.get_data(as_text=True)
    assert not db.execute("SELECT 1 FROM usenet.health_rechecks").fetchall()
