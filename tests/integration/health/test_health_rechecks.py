"""A person's health recheck of one release: queued, first in the next pass whatever its due date, then answered."""

from __future__ import annotations

import pytest
from healthkit import knobs, pool_for

from usenet_ops.passes import actions, health, maintenance
from usenet_ops.store import audit, health_rechecks
from usenet_ops.store.audit import Source
from usenet_ops.store.health_rechecks import RecheckError

ALICE = actions.Actor("alice", Source.VIEW)
BACKBONE = "synthetic-a"


def _target() -> health.HealthTarget:
    return health.HealthTarget(provider="nntp_a", backbone=BACKBONE, backbones=(BACKBONE,), run_id="t")


def _sweep(db, server, settings) -> list[int]:
    planned = health.plan(db, BACKBONE, settings)
    ids = [i for b in planned.batches for i in b]
    with pool_for(server) as pool:
        health.check_releases(db, pool, _target(), ids, settings)
    return ids


def test_a_requested_release_leads_the_next_plan_and_is_answered_by_its_check(db, servers, catalogued) -> None:
    everything = knobs()
    assert _sweep(db, servers["a"], everything)  # every release checked once: none is due for days now
    assert health.plan(db, BACKBONE, everything).releases == 0
    guid = sorted(catalogued)[3]
    release_id = db.execute("SELECT id FROM usenet.releases WHERE content_hash = %s", (guid,)).fetchone()["id"]
    before = db.execute("SELECT attempted_at FROM usenet.release_checks WHERE release_id = %s",
                        (release_id,)).fetchone()["attempted_at"]

    queued = maintenance.request_recheck(db, ALICE, guid.upper())
    assert (queued.release_id, queued.state, queued.requested_by, queued.source) == (release_id, "queued", "alice",
                                                                                     "view")
    again = maintenance.request_recheck(db, ALICE, guid)  # asked twice while queued: it keeps its place
    assert again.requested_at == queued.requested_at and health_rechecks.queued_count(db) == 1

    small = knobs(health_batch_size=2, health_batches_per_run=1)
    planned = health.plan(db, BACKBONE, small)
    assert planned.batches == [[release_id]]  # not due, yet first (and alone: nothing else is due)
    with pool_for(servers["a"]) as pool:
        report = health.check_releases(db, pool, _target(), planned.batches[0], small)
    assert report.not_due == 0 and report.looked_at == 1 and report.concluded == 1
    after = db.execute("SELECT attempted_at FROM usenet.release_checks WHERE release_id = %s",
                       (release_id,)).fetchone()["attempted_at"]
    assert after > before
    answered = health_rechecks.state(db, guid)
    assert answered is not None and answered.state == "checked" and answered.serviced_on == (BACKBONE,)
    assert health_rechecks.queued_count(db) == 0 and health.plan(db, BACKBONE, small).releases == 0

    row = audit.recent(db, limit=5)[0]
    assert (row["actor"], row["source"], row["action"], row["target"], row["outcome"]) == (
        "alice", "view", "health.recheck", guid, "ok")


def test_a_recheck_of_an_unknown_guid_is_refused_and_audited(db, catalogued) -> None:
    with pytest.raises(RecheckError, match="no release has the guid"):
        maintenance.request_recheck(db, ALICE, "0123456789abcdef")
    row = audit.recent(db, limit=1)[0]
    assert (row["action"], row["outcome"]) == ("health.recheck", "refused")
    assert not db.execute("SELECT 1 FROM usenet.health_rechecks").fetchall()
