"""What a tag fill batch writes on real Postgres: rows at the version untouched (same xmin), new fields only where changed."""

from __future__ import annotations

from usenet_ops.corpus import catalogue_fill
from usenet_ops.passes import compose, tagfill
from usenet_ops.store import catalogue

DERIVED = "search_name, category, tags, series, series_key, season, episode, air_date, pack"


def _snapshot(db) -> dict[int, tuple]:
    return {r["id"]: (r["x"], r["v"], tuple(r[c] for c in DERIVED.split(", ")))
            for r in db.execute(f"SELECT id, xmin::text AS x, classifier_version AS v, {DERIVED} FROM usenet.releases")}


def test_rows_at_the_version_keep_their_xmin_and_outdated_rows_get_derived_columns_only_when_they_changed(db) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(600))
    settings = compose.load_settings(db)
    build_filters = compose.load_build_filters(db)
    version = build_filters.classifier_version
    first = tagfill.run_batch(db, 1, 601, settings=settings, filters=build_filters)
    assert first.examined == 600 and first.changed > 500
    # An older classifier's stamp on every third row (its fields are today's), spoiled fields on every seventh.
    db.execute("UPDATE usenet.releases SET classifier_version = 'older' WHERE id % 3 = 0")
    db.execute("UPDATE usenet.releases SET classifier_version = 'older', category = 8010, tags = '{}'"
               " WHERE id % 7 = 0")
    before = _snapshot(db)
    outdated = {i for i, (_, v, _) in before.items() if v != version}
    spoiled = {i for i in before if i % 7 == 0}

    report = tagfill.run_batch(db, 1, 601, settings=settings, filters=build_filters)
    after = _snapshot(db)

    assert report.examined == len(outdated) and report.removed == 0
    assert report.changed == sum(1 for i in spoiled if before[i][2][1:3] != after[i][2][1:3])
    assert report.changed > 50
    untouched = set(before) - outdated
    assert len(untouched) > 300
    assert [i for i in untouched if after[i] != before[i]] == [], "a row at the version is not read, not written"
    assert all(after[i][1] == version for i in after), "every outdated row carries the version"
    assert [i for i in outdated - spoiled if after[i][2] != before[i][2]] == [], \
        "an outdated row whose fields are today's gets the version, nothing else"
    assert db.execute("SELECT count(*) AS n FROM usenet.releases WHERE category = 8010 AND id % 7 = 0"
                      " AND title NOT LIKE 'SPAMBOT%' AND length(title) <> 40").fetchone()["n"] == 0
    # A second batch over the same range reads nothing and writes nothing.
    assert tagfill.run_batch(db, 1, 601, settings=settings, filters=build_filters).examined == 0
    assert _snapshot(db) == after
