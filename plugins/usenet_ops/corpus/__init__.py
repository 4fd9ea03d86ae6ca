"""Generate and read the synthetic Usenet corpus with its ground truth.

WHY: tests, the demo and the benchmarks need a Usenet whose answer key is
known: every release's true name, kind, category, junk flag, completeness
and per-file message-ids are in ``manifest.json``, and the news server
(:mod:`usenet_ops.newsserver`) serves exactly those articles.

API::

    manifest = generate(articles=2000, seed=7, out=path)   # -> Manifest
    corpus = load(manifest.directory)                      # -> Corpus
    manifest.read()["releases"][0]["files"][0]["segments"]

Everything is deterministic from the seed: the same (articles, seed) gives
a byte-identical manifest and byte-identical articles.
"""

from __future__ import annotations

from usenet_ops.corpus.generator import Manifest, generate
from usenet_ops.corpus.store import Corpus, CorpusError, load

__all__ = ["Corpus", "CorpusError", "Manifest", "generate", "load"]
