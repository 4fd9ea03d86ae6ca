"""A posting community's signature around a posting tool's subject is the poster's, not the release's (v21).

Communities sign every post with their addresses ("<-> www.usenet-4all.info <-> powered by secretusenet.com <->",
">ssl-news.info< ... >www.binnewz.club<", "[ TOWN ]-[ www.town.ag ]-"); read as a pitch, every release they post was
dropped (fresh21.tsv: 44 of 47 drops). Only whole signatures go (addresses, signature words, separators); a call to
visit, an offer or any other word keeps the text, and the subject left is judged by every rule as ever.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from usenet_ops.domain import junk
from usenet_ops.domain.junk import without_signature

TSV = Path(__file__).resolve().parents[3] / "include" / "seed" / "junk_rules.tsv"


@pytest.fixture(scope="module")
def engine() -> junk.JunkEngine:
    return junk.JunkEngine(junk.load_tsv(TSV))


SIGNED = [
    ('<-> www.usenet-4all.info <-> powered by secretusenet.com <-> [33/38] - "Conan the Barbarian 405.cbr" yEnc (1/5)',
     '[33/38] - "Conan the Barbarian 405.cbr" yEnc (1/5)'),
    ('== www.nzb-club.net == presents == [01/12] - "Her.2013.1080p.WEB.H264-GRP.part01.rar" yEnc (1/90)',
     '[01/12] - "Her.2013.1080p.WEB.H264-GRP.part01.rar" yEnc (1/90)'),
    ('>ssl-news.info< Casino.1995.1080p.BluRay.x264-GRP >www.binnewz.club< - (15/48) - "Casino.1995.mkv" yEnc (1/2)',
     'Casino.1995.1080p.BluRay.x264-GRP (15/48) - "Casino.1995.mkv" yEnc (1/2)'),
    ('<<< usenet-crawler.org >>> - Some Album [11/87] - "Some Album.part01.rar" yEnc (1/20)',
     'Some Album [11/87] - "Some Album.part01.rar" yEnc (1/20)'),
    ('[ TOWN ]-[ www.town.ag ]-[ partner of www.binnewz.club ]-[ (1988) Sonic Youth - Daydream Nation ]-[01/28] - '
     '"Daydream.flac" yEnc (1/1)', '[ (1988) Sonic Youth - Daydream Nation ]- [01/28] - "Daydream.flac" yEnc (1/1)'),
    (':: uploaded by www.example-usenet.de :: [1/4] - "Documentary.2019.720p.mkv" yEnc (1/30)',
     '[1/4] - "Documentary.2019.720p.mkv" yEnc (1/30)'),
    # v22: after the yEnc tail, and as a bracket of a chain wherever it stands.
    ('Some.App.v2.0-CORE [17/84] - "Some.App.v2.0-CORE.iso" yEnc (1/64) - powered by www.ssl-news.info',
     'Some.App.v2.0-CORE [17/84] - "Some.App.v2.0-CORE.iso" yEnc (1/64)'),
    ('Show.S03E02.1080p.HDTV.x264-GRP [13/16] - "Show.S03E02.7z.038" yEnc (1/190) 12.5 MB <-> www.nzb-site.net <->',
     'Show.S03E02.1080p.HDTV.x264-GRP [13/16] - "Show.S03E02.7z.038" yEnc (1/190) 12.5 MB'),
    ('[ Show.S01E09.1080p.HEVC.x265-GRP ]-[ www.nzbstars.com ]-[ 18/29 ]-[ "Show.S01E09.rar" ]',
     '[ Show.S01E09.1080p.HEVC.x265-GRP ]-[ 18/29 ]-[ "Show.S01E09.rar" ]'),
    ('[ powered by www.binsearch-club.net ]-[ Album - Title (2001) ]-[ 3/9 ]-[ "Album.part3.rar" ]',
     '[ Album - Title (2001) ]-[ 3/9 ]-[ "Album.part3.rar" ]'),
]


@pytest.mark.parametrize("title,subject", SIGNED)
def test_a_communitys_signature_is_taken_off_the_subject(title: str, subject: str) -> None:
    assert without_signature(title) == subject


KEPT = [
    # Not a signature: a call to visit, an offer, a drug, a community tag that is not the address's name.
    'visit www.pills.top [1/1] - "x.jpg" yEnc (1/1)',
    'visit >www.pills.top< [1/1] - "x.jpg" yEnc (1/1)',
    'buy cheap viagra www.pills.top <-> [1/1] - "x.jpg" yEnc (1/1)',
    '<-> free movies daily at www.movies4u.top <-> [1/3] - "Film.2024.mkv" yEnc (1/9)',
    # An address at the end of a name is the name's ("... End the Fed - 1freedom-online.pw]"), and after the tail
    # a call is no signature.
    '[Taxation is theft - End the Fed - 1freedom-online.pw] - "Taxation_is_theft.zip" yEnc',
    'x [1/2] - "a.mkv" yEnc (1/3) - visit www.pills.top',
    'x [1/2] - "a.mkv" yEnc (1/3) - cheap pills at www.pills.top',
    # No posting tool's subject: nothing to sign.
    "<-> www.usenet-4all.info <-> powered by secretusenet.com <->",
    "www.binnewz.club Some.Movie.2024.1080p-GRP",
    "Some.Movie.2024.1080p.WEB.h264-GRP",
    "",
]


@pytest.mark.parametrize("title", KEPT)
def test_anything_but_a_whole_signature_stays(title: str) -> None:
    assert without_signature(title) == title


def test_the_releases_a_community_signs_are_kept_and_spam_it_signs_is_not(engine: junk.JunkEngine) -> None:
    for title, _ in SIGNED:
        assert engine.evaluate(title, group="alt.binaries.multimedia", stage=junk.Stage.BUILD) is None, title
    for title in ('<-> www.usenet-4all.info <-> [1/1] - "Buy Cheap Viagra Online No Prescription.jpg" yEnc (1/1)',
                  '>binnewz.club< [1/2] - "Gladiator.II.2024.1080p.mkv.exe" yEnc (1/1)',
                  'visit www.pills.top [1/1] - "cheap pills.jpg" yEnc (1/1)'):
        assert engine.evaluate(title, group="alt.binaries.multimedia", stage=junk.Stage.BUILD) is not None, title


@pytest.mark.parametrize("title", [
    "\x00" * 50 + '<-> www.a.com <-> [1/1] - "x" yEnc (1/1)',
    "<-> " * 20_000 + '[1/1] - "x.mkv" yEnc (1/1)',
    "www.a.com " * 5_000 + '[1/1] - "x.mkv" yEnc (1/1)',
    '\udcff <-> www.\udcffa.com <-> [1/1] - "\udcff" yEnc',
    '"' * 10_000,
])
def test_hostile_subjects_never_raise(title: str) -> None:
    assert isinstance(without_signature(title), str)
