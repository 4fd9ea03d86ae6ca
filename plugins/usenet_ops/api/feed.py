"""Newznab documents: the RSS 2.0 result feed, caps, errors, in XML and in JSON.

Shapes every client studied depends on (newznab-clients.md §1.3, §3.4, §4.2, §5, §8):
- the namespace is declared with the literal prefix ``newznab`` on the exact
  URI (trailing slash included); ``xmlns:torznab`` is never declared (it
  flips SickChill and Medusa into torrent mode);
- item children in the spec's order (LazyLibrarian reads them by position);
- an enclosure typed exactly ``application/x-nzb`` with an absolute URL that
  carries the key (Prowlarr redirects grabs to it; SickChill compares hosts);
- pubDate in RFC 1123 with ``+0000`` and a correct weekday (Java's parser
  in NZBHydra2 rejects ``UTC`` and ``+00:00``);
- every text and attribute is passed through ``xml_safe``: one control
  character in one subject otherwise fails the whole page in Sonarr.

Documents are built as strings: rendering 100 items this way costs well
under a millisecond, several times less than building an element tree.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from urllib.parse import quote

from usenet_ops.api.errors import ApiError
from usenet_ops.domain.bounds import cut_words
from usenet_ops.domain.categories import category_chain, display_name, short_name, top_categories
from usenet_ops.domain.nzb import decode_compact, render_nzb
from usenet_ops.domain.tags import parse_tags
from usenet_ops.domain.xmltext import xml_safe
from usenet_ops.store.apikeys import Usage
from usenet_ops.store.catalogue import Page, ReleaseRow, StoredNzb
from usenet_ops.store.spot_records import SpotLabel

NEWZNAB_NS = "http://www.newznab.com/DTD/2010/feeds/attributes/"
XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'
RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8"
XML_CONTENT_TYPE = "application/xml; charset=utf-8"
JSON_CONTENT_TYPE = "application/json; charset=utf-8"
NZB_CONTENT_TYPE = "application/x-nzb"

_TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTR_ESCAPES = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;"}
)
# One scan finds anything that needs work: a character to escape or one XML
# forbids. Most titles have neither, so the common case is a single regex miss.
_NEEDS_WORK = re.compile("[&<>\"\t\n\r\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def text(value: object) -> str:
    """Escape a value for XML character data (after removing XML-invalid characters)."""
    s = str(value)
    if _NEEDS_WORK.search(s) is None:
        return s
    return xml_safe(s).translate(_TEXT_ESCAPES)


def attr(value: object) -> str:
    """Escape a value for a double-quoted XML attribute."""
    s = str(value)
    if _NEEDS_WORK.search(s) is None:
        return s
    return xml_safe(s).translate(_ATTR_ESCAPES)


def rfc1123(moment: datetime) -> str:
    """Format a datetime as RFC 1123 in UTC with ``+0000`` ("Sun, 01 Mar 2026 08:05:09 +0000").

    Equivalent to ``email.utils.format_datetime`` on an aware UTC value
    (the form NZBHydra2's Java parser accepts), at a fraction of the cost.
    """
    d = moment.astimezone(UTC) if moment.utcoffset() else moment
    return (f"{_DAYS[d.weekday()]}, {d.day:02d} {_MONTHS[d.month - 1]} {d.year:04d} "
            f"{d.hour:02d}:{d.minute:02d}:{d.second:02d} +0000")


# ---- items -------------------------------------------------------------------


@dataclass(frozen=True)
class Links:
    """How this request's client reaches the service: absolute base URL and the key to embed."""

    base_url: str
    apikey: str | None

    def nzb(self, guid: str) -> str:
        """Return the absolute NZB URL of a release, carrying the key."""
        url = f"{self.base_url}/getnzb/{guid}.nzb"
        return f"{url}?apikey={quote(self.apikey, safe='')}" if self.apikey else url

    def details(self, guid: str) -> str:
        """Return the details URL of a release (the API's t=details)."""
        return f"{self.base_url}/api?t=details&id={guid}"


@lru_cache(maxsize=1024)
def _tag_kind(tag: str) -> str | None:
    """Return which quality field a stored tag is (the build pass stores ``Tags.as_list()``)."""
    parsed = parse_tags(tag)
    for kind in ("resolution", "video", "audio", "language"):
        if getattr(parsed, kind) == tag:
            return kind
    return None


@lru_cache(maxsize=4096)
def _media_pairs(tags: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Map stored quality tags to the Newznab attrs resolution, video, audio and language.

    WHY re-read with ``parse_tags``: the catalogue stores the canonical tag
    values; asking the same parser which field a value belongs to keeps one
    definition of every tag.
    """
    found: dict[str, str] = {}
    for tag in tags:
        kind = _tag_kind(tag)
        if kind is not None and kind not in found:
            found[kind] = tag
    return tuple(sorted(found.items()))


def health_attrs(row: ReleaseRow, *, details: bool = False) -> list[tuple[str, str]]:
    """Return a release's health attrs: ``health`` and what is missing for a repairable or broken release; with
    ``details`` (t=details) also for any checked one, with ``healthchecked`` (when) and ``healthsource``.

    What is missing, where known: ``missing`` (% of the data articles),
    ``missingfiles`` (whole files never seen; the build knows it),
    ``missingarticles`` (data articles), ``recoveryblocks`` (par2 blocks
    there) and ``recoveryneeded`` (blocks a repair needs). A salvaged
    release carries these from its build on (``source`` "build"), and one
    stored ``broken`` with no verdict row (restored, or built before the
    build wrote one) says ``repairable``: the salvage keeps only what par2
    covers.

    Not Newznab attrs: no client studied reads a health attr, and every one
    ignores names it does not know (newznab-clients.md §1.1, §3.4, §4), so
    these are for a user or a script reading the feed: the release may need
    a par2 repair before it is whole.
    """
    verdict = row.health or ("repairable" if row.broken else None)
    if verdict is None or (not details and verdict not in ("repairable", "broken")):
        return []
    pairs = [("health", verdict)]
    if row.health_missing_pct is not None and (verdict != "healthy" or row.health_missing_pct):
        pairs.append(("missing", f"{row.health_missing_pct:g}"))
    if verdict != "healthy":
        figures = (("missingfiles", row.health_missing_files), ("missingarticles", row.health_missing_segments),
                   ("recoveryblocks", row.health_recovery_blocks), ("recoveryneeded", row.health_recovery_needed))
        pairs += [(name, str(value)) for name, value in figures if value is not None]
    if details and row.health_checked_at is not None:
        pairs.append(("healthchecked", rfc1123(row.health_checked_at)))
    if details and row.health is not None:
        pairs.append(("healthsource", row.health_source or "check"))
    return pairs


def item_attrs(row: ReleaseRow, spot: SpotLabel | None = None, *, details: bool = False) -> list[tuple[str, str]]:
    """Return the newznab:attr pairs of one release, in a stable order (``spot``: its Spotnet label)."""
    pairs: list[tuple[str, str]] = [("category", str(c)) for c in category_chain(row.category)]
    pairs += [
        ("size", str(row.size)),
        ("guid", row.guid),
        ("files", str(row.files)),
        ("poster", row.poster),
        ("group", ", ".join(row.groups)),
        ("grabs", str(row.grabs)),
        ("usenetdate", rfc1123(row.posted_at)),
        ("password", str(row.password)),
    ]
    if row.season is not None:
        pairs.append(("season", f"S{row.season:02d}"))
    if row.episode is not None and not row.pack:
        pairs.append(("episode", f"E{row.episode:02d}"))
    if row.air_date is not None:
        pairs.append(("tvairdate", format_datetime_date(row)))
    if row.series:
        pairs.append(("tvtitle", row.series))
    if row.tvdb is not None:
        pairs.append(("tvdbid", str(row.tvdb)))
    if row.imdb is not None:
        pairs.append(("imdb", row.imdb))
    pairs += _media_pairs(row.tags)
    pairs += health_attrs(row, details=details)
    pairs += spot_pairs(spot)
    return pairs


# The longest spot description an item carries: a feed page of 100 items stays small.
SPOT_DESCRIPTION_CHARS = 2000


def spot_pairs(spot: SpotLabel | None) -> list[tuple[str, str]]:
    """Return the Spotnet attrs of a release announced by a spot (docs/adr/0017-spotnet-import.md).

    ``spotnet_trust`` is the label of the release's most trusted live spot
    (moderator, self-signed, unsigned). ``spotnet_weak_key`` is 1 when that
    label rests on a key under 1024 bits: every Spotnet built-in key and
    most user keys are 384-bit, which anyone can factor, so the signature
    shows the spot is unaltered since a key holder signed it, not who that was.
    """
    if spot is None:
        return []
    return [("spotnet_trust", spot.trust), ("spotnet_weak_key", "1" if spot.weak_key else "0")]


def item_description(row: ReleaseRow, spot: SpotLabel | None) -> str:
    """Return an item's description: the spot's text when a spot announced it, else the title."""
    if spot is not None and spot.description.strip():
        return spot.description[:SPOT_DESCRIPTION_CHARS]
    return row.title


def format_datetime_date(row: ReleaseRow) -> str:
    """Return a daily show's air date in RFC 1123 form (midnight UTC)."""
    assert row.air_date is not None
    day = datetime(row.air_date.year, row.air_date.month, row.air_date.day, tzinfo=UTC)
    return rfc1123(day)


@lru_cache(maxsize=4096)
def _category_lines(category_id: int) -> tuple[str, str]:
    """Return the ``<category>`` element and the category attrs of one category, escaped once."""
    element = f"<category>{text(display_name(category_id))}</category>\n"
    attrs = "".join(f'<newznab:attr name="category" value="{c}"/>\n' for c in category_chain(category_id))
    return element, attrs


def _item_xml(row: ReleaseRow, nzb_prefix: str, nzb_suffix: str, details_prefix: str, details: bool = False,
              spot: SpotLabel | None = None) -> str:
    # The hot path of every feed: only free text is escaped (numbers, the hex
    # guid and dates need none); the URL pieces are escaped once per request.
    guid = row.guid
    nzb_url = f"{nzb_prefix}{guid}{nzb_suffix}"
    title = text(row.title)
    posted = rfc1123(row.posted_at)
    category_element, category_attrs = _category_lines(row.category)
    parts = [
        f"<item>\n<title>{title}</title>\n<guid isPermaLink=\"false\">{guid}</guid>\n<link>{nzb_url}</link>\n"
        f"<comments>{details_prefix}{guid}#comments</comments>\n<pubDate>{posted}</pubDate>\n{category_element}"
        f"<description>{title if spot is None else text(item_description(row, spot))}</description>\n"
        f'<enclosure url="{nzb_url}" length="{row.size}" type="{NZB_CONTENT_TYPE}"/>\n{category_attrs}'
        f'<newznab:attr name="size" value="{row.size}"/>\n<newznab:attr name="guid" value="{guid}"/>\n'
        f'<newznab:attr name="files" value="{row.files}"/>\n<newznab:attr name="poster" value="{attr(row.poster)}"/>\n'
        f'<newznab:attr name="group" value="{attr(", ".join(row.groups))}"/>\n'
        f'<newznab:attr name="grabs" value="{row.grabs}"/>\n<newznab:attr name="usenetdate" value="{posted}"/>\n'
        f'<newznab:attr name="password" value="{row.password}"/>\n'
    ]
    if row.season is not None:
        parts.append(f'<newznab:attr name="season" value="S{row.season:02d}"/>\n')
    if row.episode is not None and not row.pack:
        parts.append(f'<newznab:attr name="episode" value="E{row.episode:02d}"/>\n')
    if row.air_date is not None:
        parts.append(f'<newznab:attr name="tvairdate" value="{format_datetime_date(row)}"/>\n')
    if row.series:
        parts.append(f'<newznab:attr name="tvtitle" value="{attr(row.series)}"/>\n')
    if row.tvdb is not None:
        parts.append(f'<newznab:attr name="tvdbid" value="{row.tvdb}"/>\n')
    if row.imdb is not None:
        parts.append(f'<newznab:attr name="imdb" value="{attr(row.imdb)}"/>\n')
    if row.tags:
        parts.append(_media_lines(row.tags))
    if row.health is not None or row.broken:
        parts.extend(f'<newznab:attr name="{n}" value="{v}"/>\n' for n, v in health_attrs(row, details=details))
    if spot is not None:
        parts.extend(f'<newznab:attr name="{n}" value="{attr(v)}"/>\n' for n, v in spot_pairs(spot))
    parts.append("</item>\n")
    return "".join(parts)


@lru_cache(maxsize=4096)
def _media_lines(tags: tuple[str, ...]) -> str:
    return "".join(f'<newznab:attr name="{n}" value="{attr(v)}"/>\n' for n, v in _media_pairs(tags))


def apilimits_xml(usage: Usage | None) -> str:
    """Render the optional ``newznab:apilimits`` channel element (Newznab 1.4 draft) for a limited key.

    NZBHydra2 reads it to pace itself before it hits a 429; keys without
    limits get no element (there is no maximum to report).
    """
    if usage is None or not usage.limited:
        return ""
    values = [f'apiCurrent="{usage.requests}"', f'grabCurrent="{usage.grabs}"']
    if usage.requests_per_day is not None:
        values.append(f'apiMax="{usage.requests_per_day}"')
    if usage.grabs_per_day is not None:
        values.append(f'grabMax="{usage.grabs_per_day}"')
    return f"<newznab:apilimits {' '.join(values)}/>\n"


def rss_xml(page: Page, links: Links, *, title: str, description: str, usage: Usage | None = None,
            details: bool = False, spots: Mapping[str, SpotLabel] | None = None) -> bytes:
    """Render a result page (search, browse, details) as Newznab RSS 2.0; ``details`` adds each item's last check,
    ``spots`` the Spotnet labels by content_hash."""
    head = (
        f'{XML_DECL}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:newznab="{NEWZNAB_NS}">\n'
        "<channel>\n"
        f'<atom:link href="{attr(links.base_url)}/api" rel="self" type="application/rss+xml"/>\n'
        f"<title>{text(title)}</title>\n"
        f"<description>{text(description)}</description>\n"
        f"<link>{text(links.base_url)}/</link>\n"
        f'<newznab:response offset="{page.offset}" total="{page.total}"/>\n'
        f"{apilimits_xml(usage)}"
    )
    # U+E000 (private use) survives escaping unchanged and never occurs in a guid.
    nzb_prefix, _, nzb_suffix = attr(links.nzb("\ue000")).partition("\ue000")
    details_prefix = attr(links.details(""))
    labels = spots or {}
    body = "".join(_item_xml(row, nzb_prefix, nzb_suffix, details_prefix, details, labels.get(row.content_hash))
                   for row in page.items)
    return (head + body + "</channel>\n</rss>\n").encode("utf-8")


def _item_json(row: ReleaseRow, links: Links, details: bool = False, spot: SpotLabel | None = None) -> dict[str, object]:
    nzb_url = links.nzb(row.guid)
    return {
        "title": xml_safe(row.title),
        "guid": row.guid,
        "link": nzb_url,
        "comments": links.details(row.guid) + "#comments",
        "pubDate": rfc1123(row.posted_at),
        "category": display_name(row.category),
        "description": xml_safe(item_description(row, spot)),
        "enclosure": {"@attributes": {"url": nzb_url, "length": str(row.size), "type": NZB_CONTENT_TYPE}},
        "attr": [{"@attributes": {"name": n, "value": xml_safe(v)}} for n, v in item_attrs(row, spot, details=details)],
    }


def rss_json(page: Page, links: Links, *, title: str, description: str, details: bool = False,
             spots: Mapping[str, SpotLabel] | None = None) -> bytes:
    """Render a result page in the SimpleXML-to-JSON shape Newznab sites emit for o=json."""
    labels = spots or {}
    doc = {
        "@attributes": {"version": "2.0"},
        "channel": {
            "title": title,
            "description": description,
            "link": links.base_url + "/",
            "response": {"@attributes": {"offset": str(page.offset), "total": str(page.total)}},
            "item": [_item_json(row, links, details, labels.get(row.content_hash)) for row in page.items],
        },
    }
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


# ---- caps ----------------------------------------------------------------------


@dataclass(frozen=True)
class SearchMode:
    """One caps ``searching`` entry: the element name and the parameters that really work."""

    element: str
    params: tuple[str, ...]


# supportedParams lists exactly what the service honours, and never the
# standard cat/limit/offset (Newznab 1.1 revision). tv-search's list makes
# Sonarr send all ids in one request; movie-search's the same for Radarr.
SEARCH_MODES: tuple[SearchMode, ...] = (
    SearchMode("search", ("q", "group")),
    SearchMode("tv-search", ("q", "season", "ep")),
    SearchMode("movie-search", ("q",)),
    SearchMode("audio-search", ("q", "artist", "album")),
    SearchMode("book-search", ("q", "title", "author")),
)
# Id parameters a mode advertises only once the catalogue can answer them
# (issue 16: a client that sees an id in supportedParams searches by id
# alone, so an advertised id no release carries hides every episode).
ID_PARAMS: dict[str, tuple[str, ...]] = {"tv-search": ("tvdbid", "imdbid"), "movie-search": ("imdbid",)}


def mode_params(mode: SearchMode, ids: frozenset[str]) -> tuple[str, ...]:
    """Return a mode's supportedParams: its own, plus the id parameters the catalogue can serve."""
    return mode.params + tuple(p for p in ID_PARAMS.get(mode.element, ()) if p in ids)


@dataclass(frozen=True)
class CapsInfo:
    """What caps advertises about this service."""

    title: str
    base_url: str
    default_limit: int
    max_limit: int
    retention_days: int
    version: str
    # The id parameters some release can answer ("tvdbid", "imdbid"); none until phase 2 fills ids.
    ids: frozenset[str] = frozenset()
    # The indexed groups (name, description), for caps' optional <groups> (newznab lists the groups it indexes).
    groups: tuple[tuple[str, str], ...] = ()


def caps_xml(info: CapsInfo) -> bytes:
    """Render the caps document (static per process, so callers cache it)."""
    parts = [
        XML_DECL,
        "<caps>\n",
        f'<server version="{attr(info.version)}" title="{attr(info.title)}" strapline="Usenet indexer" '
        f'url="{attr(info.base_url)}/"/>\n',
        f'<limits max="{info.max_limit}" default="{info.default_limit}"/>\n',
        f'<retention days="{info.retention_days}"/>\n',
        '<registration available="no" open="no"/>\n',
        "<searching>\n",
    ]
    parts.extend(
        f'<{m.element} available="yes" supportedParams="{",".join(mode_params(m, info.ids))}"/>\n' for m in SEARCH_MODES
    )
    parts.append("</searching>\n<categories>\n")
    for top, subs in top_categories():
        parts.append(f'<category id="{top}" name="{attr(short_name(top))}">\n')
        parts.extend(f'<subcat id="{sub}" name="{attr(short_name(sub))}"/>\n' for sub in subs)
        parts.append("</category>\n")
    parts.append("</categories>\n")
    if info.groups:
        parts.append("<groups>\n")
        parts.extend(f'<group name="{attr(name)}" description="{attr(description)}"/>\n'
                     for name, description in info.groups)
        parts.append("</groups>\n")
    parts.append("</caps>\n")
    return "".join(parts).encode("utf-8")


def nfo_document(text: str) -> bytes:
    """Render a stored NFO for t=getnfo: the text itself, UTF-8 (what newznab serves)."""
    return text.encode("utf-8", "replace")


def caps_json(info: CapsInfo) -> bytes:
    """Render caps in the SimpleXML-to-JSON shape."""
    doc = {
        "server": {"@attributes": {"version": info.version, "title": info.title, "url": info.base_url + "/"}},
        "limits": {"@attributes": {"max": str(info.max_limit), "default": str(info.default_limit)}},
        "retention": {"@attributes": {"days": str(info.retention_days)}},
        "registration": {"@attributes": {"available": "no", "open": "no"}},
        "searching": {
            m.element.replace("-", "_"): {
                "@attributes": {"available": "yes", "supportedParams": ",".join(mode_params(m, info.ids))}}
            for m in SEARCH_MODES
        },
        "categories": {
            "category": [
                {
                    "@attributes": {"id": str(top), "name": short_name(top)},
                    "subcat": [{"@attributes": {"id": str(s), "name": short_name(s)}} for s in subs],
                }
                for top, subs in top_categories()
            ]
        },
    }
    if info.groups:
        doc["groups"] = {"group": [{"@attributes": {"name": name, "description": description}}
                                   for name, description in info.groups]}
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


# ---- NZB ---------------------------------------------------------------------


def nzb_category(row: ReleaseRow) -> str:
    """Return the category name written into the NZB head and X-DNZB-Category (the top level)."""
    return short_name(category_chain(row.category)[0])


def nzb_document(stored: StoredNzb) -> bytes:
    """Render a stored release's NZB exactly as the API serves it (head: title and category)."""
    return render_nzb(decode_compact(stored.compact), title=stored.release.title, category=nzb_category(stored.release))


_FILE_UNSAFE = str.maketrans(dict.fromkeys('/\\:*?"<>|', "_"))


# File systems cap a name at 255 bytes (ext4, XFS, NTFS in UTF-16 units); downloaders write the NZB
# as "<name>.nzb" and add suffixes of their own (".1", ".queued"), so the name keeps well below it.
NZB_NAME_BYTES = 200


def nzb_file_name(title: str) -> str:
    """Return a release title as a file name: no control characters, no path or shell-hostile ones, <= 200 bytes."""
    cleaned = "".join(ch for ch in title if unicodedata.category(ch)[0] != "C")
    name = cleaned.translate(_FILE_UNSAFE).strip(" .")
    return cut_words(name, NZB_NAME_BYTES, NZB_NAME_BYTES).strip(" .") or "release"


def header_ascii(value: str) -> str:
    """Fold a value to printable ASCII without double quotes (HTTP headers are Latin-1; quotes end a filename)."""
    folded = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    return "".join(ch for ch in folded if 32 <= ord(ch) < 127 and ch != '"').strip()


def nzb_headers(release: ReleaseRow) -> list[tuple[str, str]]:
    """Return the download headers of a release's NZB, in the order they are sent.

    Content-Disposition carries an ASCII ``filename`` and the exact UTF-8 name
    as ``filename*`` (RFC 5987); X-DNZB-Name and X-DNZB-Category name the job
    and its category in SABnzbd and NZBGet.
    """
    name = nzb_file_name(release.title)
    ascii_name = header_ascii(name) or release.guid
    return [
        ("Content-Disposition",
         f'attachment; filename="{ascii_name}.nzb"; filename*=UTF-8\'\'{quote(name + ".nzb", safe="")}'),
        ("X-DNZB-Name", ascii_name),
        ("X-DNZB-Category", header_ascii(nzb_category(release)) or "Other"),
    ]


# ---- errors --------------------------------------------------------------------


def error_xml(error: ApiError) -> bytes:
    """Render ``<error code description/>``."""
    return f'{XML_DECL}<error code="{int(error.code)}" description="{attr(error.description)}"/>\n'.encode()


def error_json(error: ApiError) -> bytes:
    """Render an error in the SimpleXML-to-JSON shape."""
    return json.dumps(
        {"error": {"@attributes": {"code": str(int(error.code)), "description": error.description}}}
    ).encode("utf-8")
