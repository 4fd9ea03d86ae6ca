"""Spotnet categories to Newznab ids (reference section 4; choices in spot_categories' docstring)."""

from __future__ import annotations

import pytest

from usenet_ops.domain.categories import CATEGORIES
from usenet_ops.domain.spotnet.categories import (
    SubCategory,
    infer_type,
    newznab_categories,
    newznab_category,
    normalise,
    parse_header_subcats,
    parse_xml_subcat,
)


def subs(text: str) -> tuple[SubCategory, ...]:
    return parse_header_subcats(text)


@pytest.mark.parametrize(
    ("head", "wire", "expected"),
    [
        # Image, z0 movies (reference: a0-3/a10 SD, a4/7/8/9 HD, a6 Blu-ray, a14 3D, a15 UHD, a5/a11 ebook)
        (1, "a00z00", 2030), (1, "a03z00", 2030), (1, "a10z00", 2030),
        (1, "a04z00", 2040), (1, "a07z00", 2040), (1, "a08z00", 2040), (1, "a09z00", 2040),
        (1, "a06z00", 2050), (1, "a14z00", 2060), (1, "a15z00", 2045),
        (1, "a05z00", 7020), (1, "a11z00", 7020), (1, "z00", 2000),
        # Image, z1 series
        (1, "a00z01", 5030), (1, "a10z01", 5030), (1, "a09z01", 5040), (1, "a06z01", 5040),
        (1, "a14z01", 5050), (1, "a15z01", 5045), (1, "z01", 5000),
        # Image, z2 books use the movie table
        (1, "a05z02", 7020), (1, "a11z02", 7020), (1, "z02", 7020),
        # Image, z3 erotica
        (1, "a00z03", 6030), (1, "a09z03", 6040), (1, "a08z03", 6040), (1, "a15z03", 6000),
        # Image, z4 pictures
        (1, "a12z04", 8010),
        # Sound
        (2, "a00", 3010), (2, "a01", 3010), (2, "a03", 3010), (2, "a06", 3010),
        (2, "a02", 3040), (2, "a04", 3040), (2, "a05", 3040), (2, "a07", 3040), (2, "a08", 3040),
        (2, "a00z03", 3030), (2, "a08z02", 3050), (2, "", 3000),
        # Games
        (3, "a00", 4050), (3, "a01", 4030), (3, "a05", 1020), (3, "a06", 1040), (3, "a07", 1050),
        (3, "a10", 1010), (3, "a11", 1030), (3, "a12", 1080), (3, "a13", 4040), (3, "a14", 4040),
        (3, "a15", 4040), (3, "a16", 1110), (3, "a17", 1180), (3, "a18", 1140), (3, "a03", 1090), (3, "", 4050),
        # Applications
        (4, "a00", 4020), (4, "a01", 4030), (4, "a04", 4040), (4, "a06", 4060), (4, "a07", 4070),
        (4, "a02", 4000), (4, "", 4000),
        # Unknown head
        (9, "a00", 8010),
    ],
)
def test_reference_mapping(head: int, wire: str, expected: int) -> None:
    assert newznab_category(head, subs(wire)) == expected


def test_every_id_the_mapping_can_return_exists_in_the_catalogues_table() -> None:
    for head in range(1, 6):
        for letter in "az":
            for number in range(0, 20):
                for z in range(0, 5):
                    cat = newznab_category(head, (SubCategory(letter, number), SubCategory("z", z)))
                    assert cat in CATEGORIES, (head, letter, number, z, cat)


@pytest.mark.parametrize(
    ("head", "wire", "z"),
    [
        (1, "a09", 0),  # default film
        (1, "a09b04", 1),  # TV source: series
        (1, "a09d11", 1),  # genre series
        (1, "a05", 2),  # ePub: book
        (1, "a11", 2),  # PDF: book
        (1, "a12", 4),  # bitmap: picture
        (1, "a09d75", 3),  # adult genre
        (1, "a09d23", 3),  # legacy adult genre
        (1, "a05d11", 1),  # the LAST matching rule wins (a, then b, then d)
        (1, "d11d75", 3),
        (1, "b04a05", 1),  # a entries are walked before b ones
        (2, "a00", 0),
        (3, "a00", None),
        (4, "a00", None),
    ],
)
def test_missing_type_is_inferred_like_spotwebs_createSubcatZ(head: int, wire: str, z: int | None) -> None:
    assert infer_type(head, subs(wire)) == z


def test_normalise_adds_the_type_and_remaps_legacy_genres_and_book_languages() -> None:
    assert [s.wire() for s in normalise(1, subs("a09d23"))] == ["a09", "d75", "z03"]
    assert [s.wire() for s in normalise(1, subs("a05c01c04"))] == ["a05", "c11", "c10", "z02"]
    assert [s.wire() for s in normalise(1, subs("a09z01z01"))] == ["a09", "z01"]
    assert normalise(3, subs("a00")) == subs("a00")


def test_series_from_an_inferred_type() -> None:
    assert newznab_category(1, subs("a09b04c00d11")) == 5040


def test_first_a_and_first_z_decide_as_in_spotweb() -> None:
    assert newznab_category(1, subs("a00a09z00")) == 2030
    assert newznab_category(1, subs("a09z01z00")) == 5040


def test_all_categories_lists_the_specific_id_its_parent_and_spotwebs_tv_source_extra() -> None:
    assert newznab_categories(1, subs("a09z00")) == (2040, 2000)
    assert newznab_categories(1, subs("a09b06z00")) == (2040, 2000, 5000)
    assert newznab_categories(1, subs("a09b04z01")) == (5040, 5000)
    assert newznab_categories(3, subs("")) == (4050, 4000)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("01a09", SubCategory("a", 9)), ("1B4", SubCategory("b", 4)), ("x02z01y", SubCategory("z", 1)), ("a09", None), ("", None)],
)
def test_xml_sub_values_match_spotwebs_pattern(text: str, expected: SubCategory | None) -> None:
    assert parse_xml_subcat(text) == expected


def test_header_subcats_are_capped() -> None:
    assert len(parse_header_subcats("a01" * 500)) == 64
