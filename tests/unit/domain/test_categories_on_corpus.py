"""Classification against the generated corpus's ground-truth categories.

The corpus files every TV pack under 5040 whatever its resolution; a 2160p
pack is UHD (5045) by the Newznab table, and that one deviation is allowed.
"""

from __future__ import annotations

from usenet_ops.corpus.generator import size_cap_for
from usenet_ops.corpus.names import Kind
from usenet_ops.corpus.release import build_release
from usenet_ops.domain.categories import classify
from usenet_ops.domain.rfc2047 import decode_header
from usenet_ops.domain.subjects import parse_subject
from usenet_ops.domain.titles import release_title


def test_release_titles_classify_into_the_corpus_categories() -> None:
    articles = 60_000
    remaining, rid, checked = articles, 0, 0
    wrong = []
    while remaining > 0:
        spec = build_release(42, rid, remaining, size_cap_for(articles))
        remaining -= len(spec.articles)
        rid += 1
        if not spec.expect_in_catalogue:
            continue
        checked += 1
        parsed = parse_subject(decode_header(spec.articles[0].subject))
        assert parsed is not None
        names = [f.name for f in spec.files]
        title = release_title(parsed.base, names)
        got = classify(title, group=spec.groups[0], file_names=names, size=sum(a.bytes for a in spec.articles))
        if got == spec.category:
            continue
        if spec.kind is Kind.TV_PACK and got == 5045 and "2160p" in title:
            continue
        wrong.append((spec.name, spec.category, got, title))
    assert checked > 150
    assert not wrong, wrong[:5]
