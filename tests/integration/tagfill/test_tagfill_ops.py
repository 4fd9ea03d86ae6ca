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
