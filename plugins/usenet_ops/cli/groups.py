"""`usenet-ops groups`: the curated newsgroup list, and the way out for a renumbered group."""

from __future__ import annotations

import argparse
import dataclasses
import os
import socket
import sys

from usenet_ops.cli import common
from usenet_ops.store import db, groups


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "groups", "the curated newsgroup list: seed, list, add, tune, remove; "
                                             "renumbered groups and reset-watermark")
    p = common.add_verb(verbs, "seed", _seed, "load include/seed/newsgroups.tsv (idempotent; keeps your tuning)")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "list", _list, "groups in crawl order, with their depth floor and activity (releases "
                                              "built in 1/7/30 days, the last release, the last article seen)")
    common.add_dsn_option(p)
    p.add_argument("--active", action="store_true", help="only active groups")
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p = common.add_verb(verbs, "add", _add, "add a group")
    common.add_dsn_option(p)
    p.add_argument("name")
    p.add_argument("--tier", choices=[t.value for t in groups.Tier], default="normal")
    p.add_argument("--order", type=int, default=0, help="manual order within the tier (lower first)")
    p.add_argument("--description", default="")
    p.add_argument("--inactive", action="store_true", help="add it without crawling it yet")
    p = common.add_verb(verbs, "tune", _tune, "change a group's tier, order, activity, crawl depth or throttle")
    common.add_dsn_option(p)
    p.add_argument("name")
    p.add_argument("--tier", choices=[t.value for t in groups.Tier])
    p.add_argument("--order", type=int)
    state = p.add_mutually_exclusive_group()
    state.add_argument("--activate", action="store_true")
    state.add_argument("--deactivate", action="store_true")
    p.add_argument("--depth-days", help="crawl depth override in days: this group's backfill floor, in place of "
                                        "retention_days (`groups list` shows the floor date), or 'none' to clear it")
    p.add_argument("--throttle", help="max articles per crawl pass, or 'none'")
    p = common.add_verb(verbs, "remove", _remove, "remove a group from the list (indexed data is kept)")
    common.add_dsn_option(p)
    p.add_argument("name")
    p = common.add_verb(verbs, "renumbered", _renumbered,
                        "groups the crawl stopped because their server renumbered them, with the evidence")
    common.add_dsn_option(p)
    p.add_argument("--backbone", help="only this backbone")
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p = common.add_verb(verbs, "reset-watermark", _reset_watermark,
                        "resume a group's crawl on a backbone: set where the next pass starts and clear the renumbered "
                        "mark (a renumbered group also loses the coverage of its old numbering)")
    common.add_dsn_option(p)
    p.add_argument("name", metavar="GROUP")
    p.add_argument("--backbone", required=True, help="the backbone whose numbering changed (article numbers are per "
                                                     "backbone)")
    p.add_argument("--to", type=int, metavar="N", help="the last article already read: the next pass starts at N+1 "
                                                       "(default: start like a first pass, max_articles_per_group "
                                                       "below the server's top; the backfill takes the rest)")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    p.add_argument("--json", action="store_true", help="print the reset as one JSON object")
    _register_fetch(verbs)
    _register_purge(verbs)


def _optional_int(label: str, raw: str | None) -> object:
    if raw is None:
        return groups._UNSET
    if raw.lower() == "none":
        return None
    try:
        return int(raw)
    except ValueError:
        raise common.CLIError(f"--{label} takes a whole number or 'none'; got {raw!r}") from None


def _run(dsn: str | None, fn):
    # Autocommit: an action's change and its audit row commit together, and a refusal's audit row stays.
    try:
        with db.connect(dsn, autocommit=True) as conn:
            return fn(conn)
    except (db.DatabaseUnavailable, groups.GroupError) as exc:
        raise common.CLIError(str(exc)) from exc


def _seed(args: argparse.Namespace) -> int:
    added = _run(args.dsn, groups.seed)
    print(f"seeded {added} new group(s) from include/seed/newsgroups.tsv")
    return 0


def _list_rows(conn: db.Conn, active_only: bool) -> list[dict[str, object]]:
    """Return each group with its depth's effect (floor date, per backbone the floor article when known) and
    its activity (releases built in 1/7/30 days, the last release, the last article seen)."""
    import datetime as dt

    from usenet_ops.domain import backfill_plan
    from usenet_ops.passes import backfill, compose
    from usenet_ops.store import dashboard

    settings = compose.load_settings(conn)
    now = dt.datetime.now(dt.UTC)
    activity = dashboard.group_activity(conn)
    floors: dict[str, list[dict[str, object]]] = {}
    for b in backfill.status(conn, settings):
        floors.setdefault(b["group"], []).append({"backbone": b["backbone"], "floor_article": b["floor"],
                                                  "floor_resolved": b["floor_resolved"]})
    out = []
    for g in groups.list_groups(conn, active_only=active_only):
        at = backfill_plan.floor_day(now, settings.retention_days, g.crawl_depth_days)
        seen = activity.get(g.name, {})
        out.append({**dataclasses.asdict(g), "tier": g.tier.value,
                    "depth_days_effective": backfill_plan.depth_days(settings.retention_days, g.crawl_depth_days)
                    or None,
                    "floor_date": at.date().isoformat() if at else None, "floors": floors.get(g.name, []),
                    "built_1d": int(seen.get("built_1d") or 0), "built_7d": int(seen.get("built_7d") or 0),
                    "built_30d": int(seen.get("built_30d") or 0), "last_release_at": seen.get("last_release_at"),
                    "last_article": seen.get("last_article"), "last_article_at": seen.get("last_article_at"),
                    "last_article_backbone": seen.get("last_article_backbone")})
    return out


def _ago(value: object) -> str:
    """Return a timestamp as its age (``3d``, ``5h``, ``12m``), or ``-`` when there is none."""
    import datetime as dt

    if not isinstance(value, dt.datetime):
        return "-"
    seconds = max(0, int((dt.datetime.now(dt.UTC) - value).total_seconds()))
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def _floor_cell(row: dict[str, object]) -> str:
    if not row["floor_date"]:
        return "-"
    known = [f"{f['floor_article']}" for f in row["floors"] if f["floor_resolved"]]  # type: ignore[attr-defined]
    return f"{row['floor_date']}" + (f" (#{','.join(known)})" if known else "")


def _list(args: argparse.Namespace) -> int:
    rows = _run(args.dsn, lambda c: _list_rows(c, args.active))
    if args.json:
        for row in rows:
            common.print_json(row)
        return 0
    common.print_table(
        ["name", "active", "tier", "order", "depth_days", "throttle", "floor", "built 1d/7d/30d", "last release",
         "last article"],
        [(r["name"], "yes" if r["active"] else "no", r["tier"], r["manual_order"], r["crawl_depth_days"] or "-",
          r["throttle"] or "-", _floor_cell(r), f"{r['built_1d']}/{r['built_7d']}/{r['built_30d']}",
          _ago(r["last_release_at"]) + (" ago" if r["last_release_at"] else ""),
          "-" if r["last_article"] is None else f"#{r['last_article']} {_ago(r['last_article_at'])} ago")
         for r in rows],
    )
    return 0


def _add(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions

    added = _run(args.dsn, lambda c: actions.add_group(c, common.actor(), args.name, tier=groups.Tier(args.tier),
                                                       manual_order=args.order, description=args.description,
                                                       active=not args.inactive))
    print(f"added {args.name}" if added else f"{args.name} is already in the list (use `groups tune` to change it)")
    return 0


def _tune(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions

    active = True if args.activate else False if args.deactivate else None
    group = _run(
        args.dsn,
        lambda c: actions.tune_group(
            c, common.actor(), args.name, active=active, tier=groups.Tier(args.tier) if args.tier else None,
            manual_order=args.order,
            crawl_depth_days=_optional_int("depth-days", args.depth_days), throttle=_optional_int("throttle", args.throttle),
        ),
    )
    print(f"{group.name}: active={group.active} tier={group.tier.value} order={group.manual_order} "
          f"depth_days={group.crawl_depth_days} throttle={group.throttle}")
    return 0


def _remove(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions

    _run(args.dsn, lambda c: actions.remove_group(c, common.actor(), args.name))
    print(f"removed {args.name} (its crawl state and indexed releases are kept)")
    return 0


def _renumbered(args: argparse.Namespace) -> int:
    from usenet_ops.store import renumber_marks

    with common.database(args) as conn:
        rows = renumber_marks.marked(conn, backbone=args.backbone)
    if args.json:
        for r in rows:
            common.print_json({"backbone": r["backbone"], "group": r["group_name"], "since": r["renumbered_at"],
                               "reason": r["renumbered_reason"], "evidence": r["renumbered_evidence"],
                               "next_article": r["next_article"], "server_low": r["server_low"],
                               "server_high": r["server_high"]})
        return 0
    if not rows:
        print("no group is marked renumbered")
        return 0
    common.print_table(
        ["backbone", "group", "since", "reason", "next_article", "server_low", "server_high"],
        [(r["backbone"], r["group_name"], f"{r['renumbered_at']:%Y-%m-%d %H:%M}", r["renumbered_reason"],
          r["next_article"], r["server_low"], r["server_high"]) for r in rows],
    )
    print("resume each with `usenet-ops groups reset-watermark GROUP --backbone B [--to N]`")
    return 0


def _reset_watermark(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import renumber_marks, telemetry
    from usenet_ops.store.audit import Outcome

    if args.to is not None and args.to < 0:
        raise common.CLIError("--to takes the number of the last article already read (0 or more)")
    with common.database(args, renumber_marks.NoCrawlState) as conn:
        state = telemetry.group_state(conn, args.backbone, args.name)
        if not state:
            message = (f"no crawl state for {args.name} on backbone {args.backbone}: nothing to reset "
                       "(`usenet-ops groups renumbered` lists the stopped groups)")
            actions.record(conn, common.actor(), actions.Action.WATERMARK_RESET, f"{args.name} [{args.backbone}]",
                           outcome=Outcome.REFUSED, message=message, detail={"to": args.to})
            raise common.CLIError(message)
        if not args.yes:
            _confirm(args, state)
        owner = f"cli-reset/{socket.gethostname()}/{os.getpid()}"
        reset = actions.audited(
            conn, common.actor(), actions.Action.WATERMARK_RESET, f"{args.name} [{args.backbone}]",
            lambda: renumber_marks.reset_watermark(conn, args.backbone, args.name, to=args.to, owner=owner),
            {"to": args.to}, describe=lambda r: {**r.as_dict(), "old": r.previous_next_article, "new": r.next_article},
            refused=(renumber_marks.NoCrawlState,))
    if args.json:
        common.print_json(reset.as_dict())
        return 0
    start = f"article {reset.next_article}" if reset.next_article is not None else "a first-pass plan"
    print(f"{reset.group} [{reset.backbone}]: next article {reset.previous_next_article} -> {start}"
          + (f"; renumbered mark cleared ({reset.renumbered_reason}), {reset.coverage_removed} coverage range(s) "
             "of the old numbering removed" if reset.was_renumbered else ""))
    return 0


def _confirm(args: argparse.Namespace, state: dict) -> None:
    """Ask before moving a cursor: a wrong --to skips or re-reads articles for good."""
    start = f"article {args.to + 1}" if args.to is not None else "a first-pass plan (max_articles_per_group below the top)"
    marked = (f", marked renumbered since {state['renumbered_at']:%Y-%m-%d %H:%M} ({state.get('renumbered_reason')})"
              if state.get("renumbered_at") else ", not marked renumbered")
    question = (f"{args.name} [{args.backbone}]: next article {state.get('next_article')}, server "
                f"{state.get('server_low')}-{state.get('server_high')}{marked}.\n"
                f"Resume from {start}? [y/N] ")
    if not sys.stdin.isatty():
        raise common.CLIError("reset-watermark needs a confirmation: run it in a terminal or pass --yes")
    if input(question).strip().lower() not in {"y", "yes"}:
        raise common.CLIError("not reset")


# --- groups fetch (issue 32 item 4): the server's group list, ranked -------------------------------------------


def _register_fetch(verbs: argparse._SubParsersAction) -> None:
    from usenet_ops.passes.groups_fetch import DEFAULT_TOP, MAX_TOP

    p = common.add_verb(verbs, "fetch", _fetch,
                        "take groups from a server: LIST COUNTS (or LIST ACTIVE and GROUP), ranked by article count; "
                        "the top ones are added, inactive unless --activate (listed groups keep their tuning)")
    common.add_dsn_option(p)
    p.add_argument("provider", help="nntp://[user:pass@]host[:port], nntps://..., or an Airflow nntp conn id")
    p.add_argument("--pattern", metavar="WILDMAT",
                   help="RFC 3977 wildmat of the groups to consider, e.g. 'alt.binaries.*,!*.d' (the rightmost "
                        "matching part decides; [a-z] classes as INN reads them)")
    p.add_argument("--top", type=int, default=DEFAULT_TOP, metavar="N",
                   help=f"how many groups to take, most articles first (default {DEFAULT_TOP}, at most {MAX_TOP})")
    p.add_argument("--min-articles", type=int, default=0, metavar="N", help="leave out groups with fewer articles")
    p.add_argument("--activate", action="store_true",
                   help="add them active (crawled from the next run) and activate listed inactive ones")
    p.add_argument("--json", action="store_true", help="print the report as one JSON object")


def _fetch(args: argparse.Namespace) -> int:
    from usenet_ops.cli.provider import resolve_provider
    from usenet_ops.domain.redaction import redact_urls
    from usenet_ops.nntp.errors import NNTPError
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.passes import compose, groups_fetch

    provider = resolve_provider(args.provider)
    request = groups_fetch.FetchRequest(pattern=args.pattern, top=args.top, min_articles=args.min_articles,
                                        activate=args.activate)
    with common.database(args, groups_fetch.FetchRefused) as conn:
        settings = compose.load_settings(conn)
        try:
            with Pool(provider, PoolSettings.from_knobs(settings)) as pool, pool.borrow() as client:
                report = groups_fetch.fetch_groups(conn, client, request, actor=common.actor(),
                                                   provider=provider.redacted_url())
        except NNTPError as exc:
            raise common.CLIError(f"groups fetch from {provider.redacted_url()}: {redact_urls(str(exc))}") from exc
    if args.json:
        common.print_json(report.as_dict())
        return 0
    common.print_table(
        ["rank", "group", "articles", "low", "high", "change"],
        [(row["rank"], row["name"], f"{row['count']:,}" + ("" if row["counted"] else " (span)"), row["low"],
          row["high"], row["change"]) for row in report.as_dict()["groups"]],
    )
    skipped = sum(report.skipped.values())
    print(f"{report.provider}: LIST {report.source.upper()} listed {report.lines} line(s), {report.valid} valid, "
          f"{report.matched} matched" + (f", {report.group_asked} counted with GROUP" if report.group_asked else "")
          + f"; {len(report.added)} added, {len(report.activated)} activated, {len(report.kept)} already listed")
    if skipped:
        print(f"skipped {skipped} line(s) the server should not have sent: "
              + ", ".join(f"{n} {reason} (e.g. {report.samples.get(reason, '')})"
                          for reason, n in report.skipped.most_common()))
    if report.counts_estimated:
        print("some groups are ranked by their LIST ACTIVE span (high - low + 1), not a count: the GROUP budget "
              "was spent or the connection was lost; narrow --pattern and fetch again for exact counts")
    if report.added and not args.activate:
        print("added inactive: activate each with `usenet-ops groups tune NAME --activate`, or fetch again with "
              "--activate")
    return 0


# --- purge (issue 32: the seed's groups-purge) -------------------------------------------------------------


def _register_purge(verbs: argparse._SubParsersAction) -> None:
    p = common.add_verb(verbs, "purge", _purge,
                        "remove a group's staging (pg and redis), coverage and backfill partitions, and with "
                        "--releases its releases; audited. Without --yes it only shows what would go")
    common.add_dsn_option(p)
    p.add_argument("name", metavar="GROUP")
    p.add_argument("--releases", action="store_true",
                   help="also delete the releases whose main group (the first listed) this is")
    p.add_argument("--yes", action="store_true", help="purge (without it: show what a purge would remove, change nothing)")
    p.add_argument("--json", action="store_true", help="one JSON object")


def _purge(args: argparse.Namespace) -> int:
    from usenet_ops.passes import maintenance

    with common.database(args, groups.GroupError, maintenance.PurgeNotConfirmed) as conn:
        preview = maintenance.purge_preview(conn, args.name)
        if not args.yes:
            if args.json:
                common.print_json({"purged": False, "would_remove": preview})
                return 1
            staging = ", ".join(f"{backend} {v['sets']:,} sets / {v['segments']:,} segments"
                                for backend, v in preview["staging"].items())
            print(f"a purge of {preview['group']} would remove: staging ({staging}), {preview['coverage_ranges']:,} "
                  f"coverage range(s) ({preview['covered']:,} articles), {preview['partitions']:,} backfill "
                  f"partition(s)" + (f", {preview['releases']:,} release(s)" if args.releases else
                                     f"; its {preview['releases']:,} release(s) stay (--releases removes them)"))
            print("nothing was changed: add --yes to purge", file=sys.stderr)
            return 1
        removed = maintenance.purge_group(conn, common.actor(), args.name, releases=args.releases,
                                          confirm=preview["group"])
    if args.json:
        common.print_json({"purged": True, "group": preview["group"], "removed": removed})
        return 0
    pg, redis = removed["staging_pg"], removed["staging_redis"]
    print(f"purged {preview['group']}: pg staging {pg['sets']:,} sets / {pg['segments']:,} segments"
          + (f" ({pg['skipped']} held by a build, left to it)" if pg["skipped"] else "")
          + (f", redis staging {redis['sets']:,} sets / {redis['segments']:,} segments" if redis else
             ", redis staging not configured (USENET_REDIS_URL unset)")
          + f", {removed['fence']['coverage_ranges']:,} coverage range(s), {removed['fence']['partitions']:,} backfill "
            f"partition(s)" + (f", {removed['releases']['releases']:,} release(s)" if "releases" in removed else ""))
    print("the backfill reads the group's history again from its floor; the forward crawl carries on")
    return 0

