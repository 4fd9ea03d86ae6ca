"""Tag fill as operators see it: status.json's and the Builder tab's section, stale batch rows, the restore's audit."""

from __future__ import annotations

import json

from usenet_ops.adapters import panels, status
from usenet_ops.corpus import catalogue_fill
from usenet_ops.passes import compose, tagfill
from usenet_ops.store import catalogue, filters


def _run(db) -> tagfill.TagFillReport:
    return tagfill.run(db, settings=compose.load_settings(db), filters=compose.load_build_filters(db))


def test_status_json_and_the_builder_tab_carry_the_tagfill_section(db) -> None:
    before = status.report(db, compose.load_settings(db))["tagfill"]
    assert before["walk"] is None and before["current"] is False and before["recent"] == []
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(300))
    rule = filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER, "spam bot")
    marked = len(range(0, 300, catalogue_fill.JUNK_EVERY))
    assert _run(db).removed == marked > 0
    report = status.report(db, compose.load_settings(db))
    section = report["tagfill"]
    assert section["version"] == compose.classifier_version(db) and section["current"] is True
    assert section["outdated"] == 0 and section["recoverable"] == marked
    assert [(r["rule_id"], r["removed"]) for r in section["removed_by_rule"]] == [(rule, marked)]
    assert section["recent"][0]["state"] == "done" and section["recent"][0]["examined"] == 300
    assert isinstance(section["walk"]["finished_at"], str), "timestamps are ISO strings"
    json.dumps(report)  # status.json serialises as is
    tab = panels.builder(db, panels.Sources())
    assert panels.jsonable(tab["tagfill"]) == section
    # An outdated catalogue shows as a walk with releases left.
    older = db.execute("UPDATE usenet.releases SET classifier_version = 'older' WHERE id < 100").rowcount
    db.execute("UPDATE usenet.tagfill_state SET version = 'older'")
    later = status.report(db, compose.load_settings(db))["tagfill"]
    assert later["current"] is False and later["outdated"] == older > 0


def test_a_batch_without_heartbeat_past_the_lease_is_abandoned_a_live_one_is_not(db) -> None:
    from usenet_ops.store import tagfill_state

    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(50))
    version = compose.classifier_version(db)
    dead = tagfill_state.start_pass(db, run_id="r-dead", version=version, lo=0, hi=10)
    never = tagfill_state.start_pass(db, run_id="r-never", version=version, lo=10, hi=20)
    live = tagfill_state.start_pass(db, run_id="r-live", version=version, lo=20, hi=30)
    tagfill_state.heartbeat(db, dead, examined=7, changed=1, removed=0, unjudgeable=0)
    db.execute("UPDATE usenet.tagfill_passes SET heartbeat_at = now() - interval '20 minutes' WHERE id = %s", (dead,))
    db.execute("UPDATE usenet.tagfill_passes SET started_at = now() - interval '20 minutes' WHERE id = %s", (never,))
    tagfill_state.heartbeat(db, live, examined=3, changed=0, removed=0, unjudgeable=0)
    tagfill.plan(db, compose.load_settings(db), version)
    states = {r["id"]: (r["state"], r["examined"]) for r in db.execute("SELECT id, state, examined FROM usenet.tagfill_passes")}
    assert states == {dead: ("abandoned", 7), never: ("abandoned", 0), live: ("running", 3)}
    # A slow batch mistaken for a dead one takes its row back with its next heartbeat, and closes it as usual.
    tagfill_state.heartbeat(db, dead, examined=9, changed=1, removed=0, unjudgeable=0)
    assert db.execute("SELECT state, finished_at FROM usenet.tagfill_passes WHERE id = %s", (dead,)).fetchone() \
        == {"state": "running", "finished_at": None}
    section = status.report(db, compose.load_settings(db))["tagfill"]
    assert {p["id"]: p["state"] for p in section["recent"]}[never] == "abandoned"
