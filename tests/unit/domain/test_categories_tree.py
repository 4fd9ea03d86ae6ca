"""The category tree as clients see it: filters expand to subcategories, items name every level, caps lists all."""

from __future__ import annotations

from usenet_ops.domain.categories import (
    CATEGORIES,
    category_chain,
    display_name,
    expand_categories,
    short_name,
    top_categories,
)


def test_expand_categories_includes_subcategories_and_drops_unknown():
    assert {5040, 5070, 5000} <= expand_categories([5000])
    assert expand_categories([123456]) == frozenset()


def test_expand_categories_keeps_a_subcategory_alone_and_unions_several():
    assert expand_categories([5040]) == frozenset({5040})
    assert expand_categories([5040, 2000, 99]) == frozenset({5040} | {c for c in CATEGORIES if c // 1000 == 2})


def test_category_chain_is_root_first_and_an_unknown_id_stands_alone():
    assert category_chain(5040) == (5000, 5040)
    assert category_chain(5000) == (5000,)
    assert category_chain(123456) == (123456,)


def test_short_name_is_the_categorys_own_name_and_other_when_unknown():
    assert (short_name(5040), short_name(5000), short_name(8020)) == ("HD", "TV", "Hashed")
    assert short_name(123456) == "Other"


def test_display_name_joins_every_level_root_first():
    assert display_name(5040) == "TV > HD"
    assert display_name(2000) == "Movies"
    assert display_name(123456) == "Other"


def test_top_categories_lists_every_top_level_with_its_subcategories_in_id_order():
    tree = top_categories()
    assert [top for top, _ in tree] == sorted(c for c, e in CATEGORIES.items() if e.parent is None)
    subs = dict(tree)
    assert subs[8000] == [8010, 8020]
    assert subs[5000] == sorted(subs[5000]) and {5040, 5070} <= set(subs[5000])
    assert sum(len(s) for s in subs.values()) + len(subs) == len(CATEGORIES)
