"""PAR2 packet parsing from partial buffers: real par2cmdline output, spec-built literals, writer round trips, hostile bytes."""

from __future__ import annotations

import hashlib
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from probe_fixtures import PAR2CMDLINE_INDEX

from usenet_ops.corpus import content
from usenet_ops.corpus.payloads import Par2Source, par2_index, par2_packet
from usenet_ops.domain.probe.par2 import MAGIC, Par2Index, decode_name, parse_par2

FOLDER = "Show.Name.S01E01.1080p.WEB.H264-GRP"


def _spec_packet(set_id: bytes, ptype: bytes, body: bytes) -> bytes:
    """Build a packet straight from the spec's table, not through the writer under test."""
    length = 8 + 8 + 16 + 16 + 16 + len(body)
    md5 = hashlib.md5(set_id + ptype + body).digest()
    return b"PAR2\x00PKT" + length.to_bytes(8, "little") + md5 + set_id + ptype + body


def _spec_filedesc(set_id: bytes, name: bytes, size: int, md5_16k: bytes) -> tuple[bytes, bytes]:
    file_id = hashlib.md5(md5_16k + size.to_bytes(8, "little") + name).digest()
    padded = name + b"\x00" * (-len(name) % 4)
    body = file_id + b"F" * 16 + md5_16k + size.to_bytes(8, "little") + padded
    return file_id, _spec_packet(set_id, b"PAR 2.0\x00FileDesc", body)


def test_par2cmdline_index_lists_every_file_with_its_folder_and_size() -> None:
    index = parse_par2(PAR2CMDLINE_INDEX)
    assert sorted((f.name, f.size) for f in index.files) == [
        (f"{FOLDER}/Café.nfo", 5),
        (f"{FOLDER}/Subs/English.srt", 9),
        (f"{FOLDER}/show.name.s01e01.1080p.web.h264-grp.mkv", 3000),
    ]
    assert index.complete and not index.truncated
    assert index.main is not None and index.main.slice_size == 1024 and index.main.set_id_ok
    assert all(f.id_ok and f.in_recovery_set and f.name_encoding == "utf-8" for f in index.files)
    assert index.creator == "Created by par2cmdline version 0.8.1."
    assert (index.bad_md5, index.bad_length, index.skipped_bytes, index.other_sets) == (0, 0, 0, 0)


def test_par2cmdline_index_cut_mid_packet_returns_the_complete_packets_before_the_cut() -> None:
    # Main (124 bytes) and the first FileDesc (196) are whole at 330; the second is cut.
    index = parse_par2(PAR2CMDLINE_INDEX[:330])
    assert [f.size for f in index.files] == [3000]
    assert index.truncated and not index.complete
    assert len(index.missing_ids) == 2


def test_spec_built_main_and_filedesc_packets_are_read_field_by_field() -> None:
    set_body = struct.pack("<QI", 716_800, 1)
    md5_16k = hashlib.md5(b"first 16k").digest()
    name = b"Movie.Name.2019.1080p.BluRay.x264-GRP.mkv"
    file_id = hashlib.md5(md5_16k + (8_123_456_789).to_bytes(8, "little") + name).digest()
    main_body = set_body + file_id
    set_id = hashlib.md5(main_body).digest()
    _, desc = _spec_filedesc(set_id, name, 8_123_456_789, md5_16k)
    data = _spec_packet(set_id, b"PAR 2.0\x00Main\x00\x00\x00\x00", main_body) + desc
    index = parse_par2(data)
    (f,) = index.files
    assert (f.name, f.size, f.md5, f.md5_16k, f.file_id) == (name.decode(), 8_123_456_789, b"F" * 16, md5_16k, file_id)
    assert f.id_ok and f.in_recovery_set and index.complete
    assert index.main is not None and index.main.recovery_ids == (file_id,) and index.main.other_ids == ()


def test_writer_output_parses_back_with_names_sizes_and_ids() -> None:
    files = [Par2Source(f"Some.Release-GRP/some.release-grp.part{i:02d}.rar", 50_000_000 + i) for i in range(1, 30)]
    index = parse_par2(par2_index(files))
    assert index.names_and_sizes() == [(f.name, f.size) for f in files]
    assert index.complete and all(f.id_ok for f in index.files)


def test_writer_output_is_readable_by_the_corpus_generators_own_par2_reader() -> None:
    # content.parse_par2_names is an independent reader written for the corpus.
    files = [Par2Source("a.mkv", 123), Par2Source("Dir/b c.nfo", 4)]
    assert content.parse_par2_names(par2_index(files)) == [("a.mkv", 123), ("Dir/b c.nfo", 4)]


def test_the_corpus_generators_par2_index_parses_too() -> None:
    data = content.par2_index([("x.part1.rar", 10, b"1" * 16), ("x.part2.rar", 20, b"2" * 16)], 768_000)
    index = parse_par2(data)
    assert index.names_and_sizes() == [("x.part1.rar", 10), ("x.part2.rar", 20)]
    assert index.creator == "usenet-ops corpus" and index.complete


def test_legacy_cp1252_name_is_decoded_and_labelled() -> None:
    index = parse_par2(par2_index([Par2Source("Amélie.2001.avi", 7)], name_encoding="cp1252"))
    (f,) = index.files
    assert (f.name, f.name_encoding, f.id_ok) == ("Amélie.2001.avi", "cp1252", True)


def test_unicode_filename_packet_wins_over_a_legacy_name() -> None:
    index = parse_par2(par2_index([Par2Source("Привет.mkv", 7)], name_encoding="utf-8", unicode_names=True))
    assert [(f.name, f.name_encoding) for f in index.files] == [("Привет.mkv", "utf-16-le")]


def test_decode_name_falls_back_to_latin1_for_bytes_cp1252_leaves_undefined() -> None:
    assert decode_name(b"a\x81b\x00\x00") == ("ab", "latin-1")  # U+0081 is a control: removed
    assert decode_name(b"caf\xc3\xa9\x00") == ("café", "utf-8")


def test_names_lose_control_characters() -> None:
    index = parse_par2(par2_index([Par2Source("bad\x1b[31mname\x07.mkv", 1)]))
    assert index.files[0].name == "bad[31mname.mkv"


def test_junk_before_the_first_packet_is_skipped_and_counted() -> None:
    data = b"garbage" * 10 + PAR2CMDLINE_INDEX
    index = parse_par2(data)
    assert len(index.files) == 3 and index.skipped_bytes == 70


@pytest.mark.parametrize(
    "length",
    [0, 63, 66, 2**64 - 4, 2**40],
    ids=["zero", "shorter_than_header", "not_multiple_of_4", "huge", "past_buffer"],
)
def test_a_lying_length_is_skipped_and_the_packets_after_it_are_read(length: int) -> None:
    bad = MAGIC + struct.pack("<Q", length) + b"\x00" * 48
    index = parse_par2(bad + PAR2CMDLINE_INDEX)
    assert len(index.files) == 3
    assert index.bad_length == 1


def test_a_packet_whose_md5_does_not_match_is_dropped_and_counted() -> None:
    data = bytearray(PAR2CMDLINE_INDEX)
    data[0x7C + 0x80] ^= 0xFF  # a byte inside the first FileDesc's body
    index = parse_par2(bytes(data))
    assert index.bad_md5 == 1 and len(index.files) == 2 and not index.complete


def test_packets_of_another_set_never_replace_the_main_set() -> None:
    other = par2_index([Par2Source("stray.bin", 1)], creator=None)
    index = parse_par2(PAR2CMDLINE_INDEX + other[64 + 16 :] + other)  # a cut stray and a whole other set
    assert len(index.files) == 3 and index.other_sets >= 2


def test_a_set_without_a_main_packet_still_lists_its_files() -> None:
    set_id = b"S" * 16
    _, desc = _spec_filedesc(set_id, b"only.mkv", 99, b"k" * 16)
    index = parse_par2(desc)
    assert index.names_and_sizes() == [("only.mkv", 99)]
    assert index.main is None and not index.complete and index.files[0].in_recovery_set is None


def test_duplicate_filedesc_packets_give_one_file() -> None:
    # Volume files repeat the critical packets; one file is one entry.
    data = par2_index([Par2Source("a.mkv", 1)], creator=None)
    index = parse_par2(data + data + data)
    assert index.names_and_sizes() == [("a.mkv", 1)]


def test_non_par2_bytes_give_an_empty_index() -> None:
    index = parse_par2(b"\x00" * 1000)
    assert index == Par2Index(None, None, (), None, 0, 0, 0, 0, 1000, False)


def test_a_body_shorter_than_the_packet_header_is_truncated_not_an_error() -> None:
    index = parse_par2(MAGIC + b"\x40")
    assert index.truncated and index.files == ()


def test_packet_writer_refuses_an_unpadded_body() -> None:
    with pytest.raises(ValueError, match="padded"):
        par2_packet(b"s" * 16, b"t" * 16, b"abc")


# --- hostile input: every prefix, flipped bytes, random bytes --------------------


def test_every_prefix_gives_a_subset_of_the_full_listing() -> None:
    full = set(parse_par2(PAR2CMDLINE_INDEX).names_and_sizes())
    for cut in range(len(PAR2CMDLINE_INDEX) + 1):
        index = parse_par2(PAR2CMDLINE_INDEX[:cut])
        assert set(index.names_and_sizes()) <= full
        assert index.bad_md5 == 0


@given(st.data())
@settings(max_examples=300, deadline=None)
def test_flipped_bytes_never_raise_and_never_invent_a_file(data: st.DataObject) -> None:
    buf = bytearray(PAR2CMDLINE_INDEX)
    for _ in range(data.draw(st.integers(1, 8))):
        buf[data.draw(st.integers(0, len(buf) - 1))] = data.draw(st.integers(0, 255))
    index = parse_par2(bytes(buf))
    full = {f.file_id for f in parse_par2(PAR2CMDLINE_INDEX).files}
    # An MD5 guards every packet, so a damaged one is dropped, never misread.
    assert {f.file_id for f in index.files} <= full


@given(st.binary(max_size=2000), st.integers(0, 2**64 - 1))
@settings(max_examples=300, deadline=None)
def test_random_bytes_around_a_magic_with_any_length_never_raise(noise: bytes, length: int) -> None:
    data = noise[:100] + MAGIC + struct.pack("<Q", length) + noise[100:]
    index = parse_par2(data)
    assert index.skipped_bytes <= len(data)


def test_a_megabyte_of_magics_with_lying_lengths_is_refused_without_hashing() -> None:
    bad = (MAGIC + struct.pack("<Q", 2**63)) * (1 << 16)
    index = parse_par2(bad)
    assert index.hashed_bytes == 0
    # The last three magics are within one header of the end: a cut, not a lie.
    assert index.files == () and index.bad_length == (1 << 16) - 3 and index.truncated


def _claims_the_rest(size: int) -> bytes:
    """A magic every 16 bytes, each claiming the rest of the buffer (issue 31's PAR2 attack)."""
    return b"".join(MAGIC + struct.pack("<Q", (size - at) & ~3) for at in range(0, size, 16))


@pytest.mark.parametrize("size", [1 << 12, 1 << 16, 1 << 20])
def test_magics_each_claiming_the_rest_of_the_buffer_hash_it_at_most_twice(size: int) -> None:
    # Before issue 31 every claim was hashed: size**2 / 32 bytes (2 GiB of MD5 at 1 MiB).
    index = parse_par2(_claims_the_rest(size))
    assert index.hashed_bytes <= 2 * size
    assert index.files == () and index.bad_md5 + index.bad_length == size // 16 - 3


def test_a_lying_length_inside_the_buffer_costs_only_itself() -> None:
    # The claim ends inside the buffer, so only its MD5 can refute it; the packets it spans are still read.
    bad = MAGIC + struct.pack("<Q", 64 + len(PAR2CMDLINE_INDEX)) + b"\x00" * 48
    index = parse_par2(bad + PAR2CMDLINE_INDEX + b"\x00" * 64)
    assert len(index.files) == 3 and index.complete
    assert index.bad_md5 == 1 and index.hashed_bytes <= 2 * (len(bad) + len(PAR2CMDLINE_INDEX) + 64)


def test_a_packet_whose_body_holds_par2_bytes_is_read_whole() -> None:
    # A Creator text that quotes a packet magic: its span holds another magic, yet its MD5 proves it.
    creator = _spec_packet(b"S" * 16, b"PAR 2.0\x00Creator\x00", b"see " + MAGIC + b" now")
    index = parse_par2(creator + PAR2CMDLINE_INDEX)
    assert index.bad_md5 == index.bad_length == 0 and len(index.files) == 3
    assert index.other_sets == 1
