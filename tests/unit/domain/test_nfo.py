"""NFO decoding (CP437, UTF-8, UTF-16, Latin-1) and IMDb / TheTVDB / TVmaze id extraction."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.corpus.payloads import NfoEncoding, NfoStyle, nfo_bytes, nfo_text
from usenet_ops.domain.assembly.release import normalise_imdb
from usenet_ops.domain.probe.nfo import MAX_NFO_BYTES, NfoIds, decode_nfo, find_ids, read_nfo

# --- decoding ---------------------------------------------------------------------


def test_cp437_scene_art_decodes_to_box_drawing() -> None:
    raw = b"\xc9\xcd\xcd\xbb\r\n\xba \xdb\xdb\xb2\xb1\xb0 \xba\r\n\xc8\xcd\xcd\xbc  caf\x82"
    text = decode_nfo(raw)
    assert text.encoding == "cp437"
    assert text.text == "╔══╗\r\n║ ██▓▒░ ║\r\n╚══╝  café"


def test_utf8_with_and_without_bom() -> None:
    assert decode_nfo("Amélie ▓".encode()).text == "Amélie ▓"
    assert decode_nfo("Amélie ▓".encode()).encoding == "utf-8"
    bom = decode_nfo(b"\xef\xbb\xbf" + "Amélie".encode())
    assert (bom.text, bom.encoding) == ("Amélie", "utf-8-sig")


def test_utf16_with_bom_in_both_byte_orders() -> None:
    le = decode_nfo(b"\xff\xfe" + "tt0133093 ═".encode("utf-16-le"))
    be = decode_nfo(b"\xfe\xff" + "tt0133093 ═".encode("utf-16-be"))
    assert (le.text, le.encoding) == ("tt0133093 ═", "utf-16-le")
    assert (be.text, be.encoding) == ("tt0133093 ═", "utf-16-be")


def test_utf16_without_bom_is_recognised_by_its_nul_bytes() -> None:
    assert decode_nfo("Hello world tt0133093".encode("utf-16-le")).encoding == "utf-16-le"
    assert decode_nfo("Hello world tt0133093".encode("utf-16-be")).encoding == "utf-16-be"


def test_western_text_in_a_windows_code_page_is_not_read_as_cp437() -> None:
    text = decode_nfo("Café résumé – “quoted”".encode("cp1252"))
    assert (text.text, text.encoding) == ("Café résumé – “quoted”", "cp1252")


def test_bytes_cp1252_leaves_undefined_fall_back_to_latin1() -> None:
    text = decode_nfo(b"caf\xe9 \x81")
    assert text.encoding == "latin-1" and text.text.startswith("café")


def test_input_over_the_cap_is_cut_and_said_so() -> None:
    text = decode_nfo(b"a" * (MAX_NFO_BYTES + 10))
    assert text.cut and len(text.text) == MAX_NFO_BYTES


def test_a_cap_inside_a_utf8_sequence_keeps_the_text_utf8() -> None:
    raw = "é".encode() * 10
    text = decode_nfo(raw, max_bytes=7)
    assert (text.text, text.encoding, text.cut) == ("ééé", "utf-8", True)


@pytest.mark.parametrize("encoding", list(NfoEncoding), ids=lambda e: e.value)
def test_writer_nfos_decode_back_to_their_text_in_every_encoding(encoding: NfoEncoding) -> None:
    art = encoding is not NfoEncoding.LATIN1
    text = nfo_text("Movie.Name.2019.1080p.BluRay.x264-GRP", imdb="tt0133093", art=art)
    decoded = decode_nfo(nfo_bytes(text, encoding))
    assert decoded.text == text


# --- ids ---------------------------------------------------------------------------


def test_imdb_ids_from_urls_and_bare_forms_most_cited_first() -> None:
    text = (
        "see http://www.imdb.com/title/tt0133093/ and https://m.imdb.com/title/tt10872600/?ref_=x\n"
        "IMDb: tt0133093 | rating 8.7"
    )
    assert find_ids(text).imdb == ("tt0133093", "tt10872600")


def test_old_imdb_links_without_tt() -> None:
    assert find_ids("http://us.imdb.com/Title?0120737").imdb == ("tt0120737",)
    assert find_ids("http://www.imdb.com/title/0120737/").imdb == ("tt0120737",)


@pytest.mark.parametrize("text", ["tt123456", "tt123456789", "att0133093", "tt0133093x1"[:0] + "xtt0133093"])
def test_imdb_lookalikes_are_not_ids(text: str) -> None:
    assert find_ids(text).imdb == ()


def test_imdb_ids_normalise_to_the_catalogue_form() -> None:
    ids = find_ids("https://www.imdb.com/title/tt0944947/")
    assert ids.imdb_id is not None and normalise_imdb(ids.imdb_id) == "0944947"


def test_thetvdb_old_series_link() -> None:
    ids = find_ids("http://thetvdb.com/?tab=series&id=80379&lid=7")
    assert (ids.tvdb_series, ids.tvdb_episodes) == ((80379,), ())


def test_thetvdb_old_episode_link_names_series_and_episode() -> None:
    ids = find_ids("https://thetvdb.com/?tab=episode&seriesid=81189&seasonid=30272&id=349232&lid=7")
    assert (ids.tvdb_series, ids.tvdb_episodes) == ((81189,), (349232,))


def test_thetvdb_index_php_and_amp_entities() -> None:
    ids = find_ids("http://www.thetvdb.com/index.php?tab=series&amp;id=73739")
    assert ids.tvdb_series == (73739,)


def test_thetvdb_new_links_numeric_slug_and_episode() -> None:
    ids = find_ids(
        "https://thetvdb.com/dereferrer/series/121361 "
        "https://thetvdb.com/series/breaking-bad/episodes/349232 "
        "https://www.thetvdb.com/series/81189"
    )
    assert ids.tvdb_series == (121361, 81189)
    assert ids.tvdb_slugs == ("breaking-bad",)
    assert ids.tvdb_episodes == (349232,)


def test_a_labelled_bare_tvdb_id_counts_when_no_link_gives_one() -> None:
    assert find_ids("TVDB ID: 80379").tvdb_id == 80379
    assert find_ids("TheTVDB #121361").tvdb_id == 121361
    assert find_ids("thetvdb.com/?tab=series&id=5 and TVDB: 80379").tvdb_series == (5,)


def test_tvmaze_show_ids() -> None:
    ids = find_ids("https://www.tvmaze.com/shows/169/breaking-bad and http://tvmaze.com/shows/82")
    assert ids.tvmaze == (169, 82) and ids.tvmaze_id == 169


def test_no_ids_is_the_empty_value() -> None:
    ids = find_ids("just some text, 2019, 1080p")
    assert ids == NfoIds() and not ids.found()


@pytest.mark.parametrize("style", list(NfoStyle), ids=lambda s: s.value)
@pytest.mark.parametrize("encoding", [NfoEncoding.CP437, NfoEncoding.UTF16LE_BOM, NfoEncoding.UTF8_BOM], ids=lambda e: e.value)
def test_writer_nfos_give_back_their_ids(style: NfoStyle, encoding: NfoEncoding) -> None:
    raw = nfo_bytes(nfo_text("Show.S01E01-GRP", imdb="tt0944947", tvdb=121361, tvmaze=82, style=style), encoding)
    _, ids = read_nfo(raw)
    assert (ids.imdb_id, ids.tvdb_id, ids.tvmaze_id) == ("tt0944947", 121361, 82)


def test_latin1_writer_refuses_box_art() -> None:
    with pytest.raises(ValueError, match="art=False"):
        nfo_bytes(nfo_text("x", art=True), NfoEncoding.LATIN1)


# --- hostile text -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "thetvdb.com" + "/" * 200_000,
        "thetvdb.com/?" + "a=b&" * 50_000,
        "tt" * 200_000,
        "imdb.com/" + "/" * 200_000,
        "tvdb " * 100_000,
        ("thetvdb.com/series/" + "a" * 90) * 2_000,
    ],
    ids=["slashes", "query_pairs", "tt_runs", "imdb_slashes", "tvdb_words", "long_slugs"],
)
def test_pathological_text_is_searched_in_bounded_time(text: str) -> None:
    started = time.perf_counter()
    find_ids(text)
    assert time.perf_counter() - started < 2


@given(st.binary(max_size=4000))
@settings(max_examples=300, deadline=None)
def test_any_bytes_decode_and_search_without_raising(raw: bytes) -> None:
    text, ids = read_nfo(raw, max_bytes=2048)
    assert isinstance(text.text, str) and isinstance(ids, NfoIds)
