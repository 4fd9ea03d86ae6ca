"""Tag fill killed with SIGKILL mid-walk, then run again: the end state of an uninterrupted run, nothing doubled."""

from __future__ import annotations

import getpass
import json
import os
import signal
import subprocess
import sys
import time

from usenet_ops.cli.main import main
from usenet_ops.corpus import catalogue_fill
from usenet_ops.domain import rederive
from usenet_ops.passes import compose, tagfill
from usenet_ops.store import catalogue, filters, tagfill_state

ROWS = 6_000


def test_sigkill_mid_walk_then_rerun_reaches_the_fixed_point(db, pg_dsn: str, capsys) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(ROWS))
    filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER)
    db.execute("INSERT INTO usenet.settings (key, value) VALUES ('tagfill_batch_size', '1000')")
    version = compose.load_build_filters(db).classifier_version  # seeds the shipped junk rules, as the run will
    proc = subprocess.Popen([sys.executable, "-m", "usenet_ops.cli.main", "tagfill", "run", "--dsn", pg_dsn],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=os.environ.copy())
    deadline = time.monotonic() + 300
    done = 0
    while time.monotonic() < deadline and proc.poll() is None:
        done = db.execute("SELECT count(*) AS n FROM usenet.releases WHERE classifier_version = %s",
                          (version,)).fetchone()["n"]
        if done >= 1000:
            break
        time.sleep(0.05)
    assert proc.poll() is None, f"the run ended before it could be killed: {proc.stderr.read() if proc.stderr else ''}"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert 0 < done < ROWS
    killed = db.execute("SELECT id, examined FROM usenet.tagfill_passes WHERE state = 'running'").fetchall()
    assert len(killed) == 1 and killed[0]["examined"] > 0, "the killed batch's row is left running, with its progress"

    assert main(["tagfill", "run", "--dsn", pg_dsn, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["examined"] < ROWS, "the re-run reads only what the killed run had not written"
    marked = len(range(0, ROWS, catalogue_fill.JUNK_EVERY))
    removals = db.execute("SELECT count(*) AS n, count(DISTINCT release_id) AS d FROM usenet.release_removals"
                          ).fetchone()
    assert (removals["n"], removals["d"]) == (marked, marked), "each junk release removed once"
    left = db.execute("SELECT count(*) AS n, count(*) FILTER (WHERE classifier_version = %s) AS current"
                      " FROM usenet.releases", (version,)).fetchone()
    assert (left["n"], left["current"]) == (ROWS - marked, ROWS - marked), "nothing lost, everything current"
    # The fixed point: judged again by the same classifier, no release changes and none is removed.
    build_filters = compose.load_build_filters(db)
    with db.transaction():
        rows = tagfill_state.lock_outdated(db, 0, ROWS + 1, "another-version", after=-1, limit=ROWS)
    verdicts = [rederive.judge(r, engine=build_filters.junk, blacklist=build_filters.blacklist) for r in rows]
    assert len(verdicts) == ROWS - marked
    assert not [v for v in verdicts if v.changed or v.removal is not None]
    assert main(["tagfill", "status", "--dsn", pg_dsn, "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert status["version"] == version and status["outdated"] == 0 and status["recoverable"] == marked
    assert status["removed_by_rule"][0]["removed"] == marked
    # Within the lease the killed batch could still be a slow live one; past it, the next plan marks it abandoned.
    assert db.execute("SELECT state FROM usenet.tagfill_passes WHERE id = %s", (killed[0]["id"],)).fetchone()["state"] \
        == "running"
    db.execute("UPDATE usenet.tagfill_passes SET heartbeat_at = now() - interval '11 minutes' WHERE id = %s",
               (killed[0]["id"],))
    assert tagfill.plan(db, compose.load_settings(db), version) == []
    row = db.execute("SELECT state, finished_at, sample FROM usenet.tagfill_passes WHERE id = %s",
                     (killed[0]["id"],)).fetchone()
    assert row["state"] == "abandoned" and row["finished_at"] is not None and "no heartbeat" in row["sample"]
    states = db.execute("SELECT state, count(*) AS n FROM usenet.tagfill_passes GROUP BY 1").fetchall()
    assert {r["state"]: r["n"] for r in states}.keys() == {"done", "abandoned"}, "no dead batch reported running"


def test_cli_removed_and_restore(db, pg_dsn: str, capsys) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(200))
    rule = filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER)
    assert main(["tagfill", "run", "--dsn", pg_dsn]) == 0
    assert "3 removed" in capsys.readouterr().out
    assert main(["tagfill", "removed", "--dsn", pg_dsn, "--json", "--rule", str(rule)]) == 0
    listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["rule_id"] for r in listed] == [rule] * 3 and all(r["restored_at"] is None for r in listed)
    first = listed[0]["release_id"]
    assert main(["tagfill", "restore", str(first), "999999", "--dsn", pg_dsn, "--json"]) == 1, "one id was absent"
    assert [json.loads(line)["outcome"] for line in capsys.readouterr().out.splitlines()] == ["restored", "absent"]
    assert db.execute("SELECT 1 FROM usenet.releases WHERE id = %s", (first,)).fetchone() is not None
    assert main(["tagfill", "restore", str(first), "--dsn", pg_dsn]) == 0
    assert capsys.readouterr().out == f"{first}: already\n"
    # Every restore is an operator action in the audit log: who, from where, which release, how it ended.
    audit = db.execute("SELECT actor, source, action, target, detail, outcome, message FROM usenet.audit_log"
                       " ORDER BY id").fetchall()
    assert [(a["actor"], a["source"], a["action"], a["target"], a["outcome"]) for a in audit] == [
        (getpass.getuser(), "cli", "tagfill.restore", f"release {first}", "ok"),
        (getpass.getuser(), "cli", "tagfill.restore", "release 999999", "refused"),
        (getpass.getuser(), "cli", "tagfill.restore", f"release {first}", "ok")]
    assert [a["detail"].get("outcome") for a in audit] == ["restored", None, "already"]
    assert "tagfill removed" in audit[1]["message"]
