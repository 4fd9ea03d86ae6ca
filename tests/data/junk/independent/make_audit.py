"""Write the second, independent junk audit set (issue 16 item 4): spam.txt and legit.txt.

Written from public descriptions of Usenet spam, not from the rule texts:
advertising phrases padded with random tokens (filter evasion), bare
domain-name posts, keygen / serial / "license key" offers, punctuation
noise, fake codec and player packs, "full version" cracks, plus the
legitimate titles such filters must keep: scene TV and film, anime fansubs,
music, ebooks, scripts other than Latin, software in software groups.
Fixed seed: `python tests/data/junk/independent/make_audit.py` rewrites both
files identically. Lines: TITLE<TAB>SIZE|-<TAB>GROUP (junk.parse_audit_line).
"""

from __future__ import annotations

import random
import string
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 1616
GB = 1 << 30
MB = 1 << 20

ADS = [
    "Best prices on the web", "Cheap software deals", "Lowest price guaranteed", "Order today get 50% off",
    "Get rich quick system", "Hot deals inside", "Exclusive offer for members", "Act now while supplies last",
    "Replica watches sale", "Work at home opportunity", "Free gift card inside", "Winner claim your prize",
    "Double your income", "Meet local girls tonight", "Unlimited downloads for one fee", "Cheap OEM software",
    "Lose weight fast", "Debt relief program", "Increase your traffic", "Payday loans approved",
]
DOMAINS = ["warez-zone", "fastgrab", "nzbmania", "superdl", "usenet-free", "hotmovies4u", "getit-now", "dlhub",
           "megaleech", "freeappz", "cracksoft", "serialbox", "keyfinder", "bestcodecs", "vidstream"]
TLDS = ["com", "net", "org", "info", "biz", "ru", "to", "cc", "ws", "tk", "us", "eu"]
APPS = ["Photoshop CC 2024", "Windows 11 Pro", "Office 2021 Professional Plus", "AutoCAD 2025", "Nero Burning ROM",
        "Adobe Acrobat Pro DC", "WinRAR 6.24", "Norton Security", "Kaspersky Total Security", "FL Studio 21",
        "Sony Vegas Pro 21", "CorelDRAW 2024", "Avast Premium", "Camtasia 2023", "IDM 6.42"]
SHOWS = ["The Lakehouse", "Night Shift", "Harbor Point", "Silent Valley", "Greystone", "Brick Lane", "Open Water"]
FILMS = ["Crimson Tide Rising", "The Last Harbor", "Northern Lights", "Paper Moon", "Echoes of War", "Blue Ridge"]
ARTISTS = ["Nina Kraviz", "Radiohead", "Massive Attack", "Daft Punk", "Björk", "Sigur Rós", "Rammstein",
           "Kraftwerk", "宇多田ヒカル", "BTS", "Кино", "Metallica", "Miles Davis", "Boards of Canada"]


def _token(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def _domain(rng: random.Random) -> str:
    return f"{rng.choice(DOMAINS)}{rng.choice(['', str(rng.randint(1, 99))])}.{rng.choice(TLDS)}"


def spam(rng: random.Random) -> list[str]:
    out: list[str] = []
    # Advertising phrases padded with random tokens (to dodge duplicate filters).
    for _ in range(45):
        ad = rng.choice(ADS)
        pad = " ".join(_token(rng, rng.randint(4, 9)) for _ in range(rng.randint(1, 4)))
        shape = rng.randrange(4)
        if shape == 0:
            out.append(f"{ad} {pad}")
        elif shape == 1:
            out.append(f"{pad} {ad.upper()} {pad.split()[0]}")
        elif shape == 2:
            out.append(f"{ad} - visit {_domain(rng)} [{_token(rng, 6)}]")
        else:
            out.append(f"*** {ad} *** {pad}")
    # Bare domain names, alone or with a word or two.
    for _ in range(30):
        d = _domain(rng)
        shape = rng.randrange(4)
        out.append([d, f"www.{d}", f"{d.upper()} - {_token(rng, 5)}", f">> {d} <<"][shape])
    # Keygens, serials, license keys, cracks.
    for _ in range(40):
        app = rng.choice(APPS)
        shape = rng.randrange(6)
        out.append([
            f"{app} keygen",
            f"{app} serial number generator",
            f"{app} + license key full version",
            f"{app} crack + activation key working",
            f"{app} product key free lifetime",
            f"{app} Full Cracked + Patch + Keys",
        ][shape])
    # Punctuation noise.
    for _ in range(25):
        marks = "".join(rng.choice("!?#*$%@&~^=+<>|") for _ in range(rng.randint(10, 24)))
        shape = rng.randrange(3)
        out.append([marks, f"{marks[:8]} {_token(rng, 3)} {marks[8:]}", f"{marks} .. {marks[::-1]}"][shape])
    # Fake codec packs and players that a film "needs".
    for _ in range(35):
        what = rng.choice(SHOWS + FILMS)
        shape = rng.randrange(5)
        out.append([
            f"{what} 1080p - codec pack required to play",
            f"Install the latest video codec to watch {what}",
            f"{what} (HD player needed) setup",
            f"Free HD codec pack {rng.randint(2019, 2026)} - play any movie",
            f"{what} 2024 - download player to view",
        ][shape])
    # Pay-site pitches dressed as releases.
    for _ in range(25):
        what = rng.choice(FILMS)
        shape = rng.randrange(4)
        out.append([
            f"{what} 2024 full movie HD - register free to stream",
            f"{what} - premium download link inside, no waiting",
            f"{what} watch in HD on {_domain(rng)}",
            f"Sign up now for unlimited {what} downloads",
        ][shape])
    return out


def legit(rng: random.Random) -> list[tuple[str, int | None, str]]:
    out: list[tuple[str, int | None, str]] = []
    groups = ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.movies", "alt.binaries.multimedia"]
    for _ in range(80):
        show = rng.choice(SHOWS).replace(" ", ".")
        s, e = rng.randint(1, 12), rng.randint(1, 24)
        q = rng.choice(["1080p.WEB.H264", "720p.HDTV.x264", "2160p.AMZN.WEB-DL.DDP5.1.H.265", "1080p.BluRay.x264"])
        grp = rng.choice(["NTb", "FLUX", "SuccessfulCrab", "KiNGS", "EDITH", "SYNCOPY", "GGEZ", "playWEB"])
        title = f"{show}.S{s:02d}E{e:02d}.{q}-{grp}"
        if rng.random() < 0.3:
            title = f'{title} [01/{rng.randint(20, 60)}] - "{title}.part01.rar" yEnc'
        out.append((title, rng.randint(300, 5000) * MB, rng.choice(groups)))
    for _ in range(60):
        film = rng.choice(FILMS).replace(" ", ".")
        year = rng.randint(1970, 2025)
        q = rng.choice(["1080p.BluRay.x264", "2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos", "720p.WEBRip.AAC2.0.x264",
                        "DVDRip.XviD", "1080p.AMZN.WEB-DL.DDP5.1.H.264"])
        grp = rng.choice(["SPARKS", "FGT", "GECKOS", "AMIABLE", "EPSiLON", "TERMiNAL", "NOGRP"])
        out.append((f"{film}.{year}.{q}-{grp}", rng.randint(700, 60000) * MB, "alt.binaries.movies"))
    anime = [
        "[SubsPlease] Sousou no Frieren - 12 (1080p) [A1B2C3D4].mkv",
        "[Erai-raws] Kusuriya no Hitorigoto - 05 [1080p][Multiple Subtitle]",
        "[ASW] Dungeon Meshi - 03 [1080p HEVC][ABCDEF12]",
        "[EMBER] Bocchi the Rock! (2022) (Season 1) [1080p] [Dual Audio HEVC WEBRip]",
        "[Judas] Shingeki no Kyojin - S04E28 [1080p][HEVC x265 10bit][Eng-Subs]",
        "【推しの子】 第11話 (1080p)",
        "[Nekomoe kissaten][Kimi no Na wa.][BDRip 1080p HEVC-10bit FLAC]",
        "葬送のフリーレン 第28話「また冒険だ」",
        "[SubsPlease] Spy x Family - 37 (720p) [5E6F7A8B].mkv",
        "[DKB] Chainsaw Man - S01E01 [1080p][HEVC x265 10bit][Multi-Subs]",
        "[Okay-Subs] Keijo!!!!!!!! - 01 (BD 1080p)",
        "New Game!! - 04 [BD 1080p FLAC]",
        "[Kametsu] Mob Psycho 100 III - 01-12 (BD 1080p)",
        "진격의 거인 파이널 시즌 1화 1080p",
        "[SweetSub][Made in Abyss][01][BDRip][1080P][CHS]",
    ]
    out.extend((t, rng.randint(200, 3000) * MB, "alt.binaries.anime") for t in anime)
    for _ in range(40):
        artist = rng.choice(ARTISTS)
        album = rng.choice(["Live at Montreux", "Greatest Hits", "Selected Ambient Works", "Mezzanine", "Homogenic",
                            "OK Computer OKNOTOK 1997 2017", "Deluxe Edition", "Kind of Blue (Legacy Edition)"])
        fmt = rng.choice(["[FLAC]", "(2019) [MP3 320]", "(24bit-96kHz) FLAC", "WEB FLAC", "[24-44.1] Vinyl Rip"])
        out.append((f"{artist} - {album} {fmt}", rng.randint(60, 2000) * MB, "alt.binaries.sounds.flac"))
    books = ["Terry Pratchett - Discworld 01 - The Colour of Magic (epub)", "Brandon Sanderson - The Way of Kings (2010) [EPUB]",
             "National Geographic - March 2024 (True PDF)", "Лев Толстой - Война и мир (fb2)", "村上春樹 - ノルウェイの森 (epub)",
             "The Economist - 2024-05-11 (PDF)", "O'Reilly - Fluent Python 2nd Edition (2022) PDF",
             "Marvel Comics - Spider-Man 001 (2024) (Digital) (Zone-Empire).cbr", "Asterix - 01 - Asterix the Gaul (cbz)",
             "Stephen King - Fairy Tale (2022) [Audiobook] [M4B]"]
    out.extend((t, rng.randint(1, 400) * MB, "alt.binaries.e-book") for t in books)
    software = ["Adobe.Photoshop.2024.v25.0.x64.Multilingual-P2P", "Microsoft.Office.2021.ProPlus.VL.x64.en-US",
                "JetBrains.PyCharm.Professional.2024.1.Win.x64", "Ubuntu 24.04 LTS Desktop amd64 ISO",
                "VMware.Workstation.Pro.17.5.1.Build.23298084", "Native.Instruments.Kontakt.7.v7.10.5.WiN",
                "GIMP 2.10.38 Setup x64", "Blender.4.1.Windows.x64"]
    out.extend((t, rng.randint(50, 6000) * MB, "alt.binaries.pc.software") for t in software)
    other = ["Formula1.2024.Round08.Monaco.Grand.Prix.Race.1080p.WEB.h264-VERUM", "UFC.300.PPV.1080p.WEB.h264-VERUM",
             "WWE.Monday.Night.Raw.2024.05.13.720p.HDTV.h264-Star", "Jeopardy.2024.05.14.720p.HDTV.x264-NTb",
             "The.Daily.Show.2024.05.13.Jon.Stewart.1080p.WEB.h264-EDITH", "BBC.Planet.Earth.III.1of8.Coasts.1080p.HDTV.x264.AAC",
             "Doctor.Who.2023.S01E01.Space.Babies.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb",
             "Mission Impossible 1996 1080p BluRay x264",
             "La casa de papel S05E10 1080p WEB-DL Castellano", "Dark.S03E08.German.DL.1080p.WEB.x264-WvF",
             "Любовь и голуби 1984 BDRip 1080p", "Бригада (2002) 1-15 серии", "寄生虫 Parasite 2019 1080p BluRay x264",
             "기생충 Parasite 2019 1080p BluRay", "Amélie (2001) 1080p BluRay x264 FRENCH", "Niños del Sol (2023) WEB-DL 1080p",
             "Key & Peele S01 1080p WEB", "Free Solo 2018 1080p BluRay x264-DRONES", "Free.Guy.2021.1080p.BluRay.x264-PiGNUS",
             "Get.Out.2017.1080p.BluRay.x264-DRONES", "Click.2006.1080p.BluRay.x264", "Limitless.2011.1080p.BluRay.x264",
             "Win.Win.2011.1080p.BluRay.x264", "Cash.Out.2024.1080p.WEB.H264", "Money.Monster.2016.1080p.BluRay.x264",
             "The.Codec.Files.S01E02.1080p.WEB.h264-GRP", "Serial.Experiments.Lain.1998.BDRip.1080p",
             "The.Key.to.Reserva.2007.1080p.WEB", "License.to.Drive.1988.1080p.BluRay.x264", "Keys.to.the.Heart.2018.1080p",
             "Player.One.S01E01.1080p.WEB", "Crackerjack.2002.DVDRip", "Domain.2016.1080p.WEBRip"]
    out.extend((t, rng.randint(200, 8000) * MB, "alt.binaries.multimedia") for t in other)
    return out


def main() -> None:
    rng = random.Random(SEED)
    spam_lines = spam(rng)
    legit_lines = legit(rng)
    header = "# Independent audit set (issue 16); regenerate with make_audit.py. TITLE<TAB>SIZE|-<TAB>GROUP\n"
    (HERE / "spam.txt").write_text(header + "".join(f"{t}\t-\talt.binaries.multimedia\n" for t in spam_lines),
                                   encoding="utf-8")
    (HERE / "legit.txt").write_text(header + "".join(f"{t}\t{s if s is not None else '-'}\t{g}\n"
                                                     for t, s, g in legit_lines), encoding="utf-8")


if __name__ == "__main__":
    main()
