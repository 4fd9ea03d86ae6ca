#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Blind held-out evaluation split "fresh15" for the junk-title filter.

How it was written
------------------
Written blind, under strict rules that were followed: the writer did not
open, list, grep or run anything on the machine except this generator and its
output file; used no git, no search tools, no web or library look-ups; read no
other file of the repository (not even neighbours of the output); and ran no
filter. Every family, phrase, release name, group name and posting style here
comes from the writer's own general knowledge of Usenet binary newsgroups,
scene / P2P / anime / music / ebook naming conventions, and the spam, scams,
advertising and noise seen in those groups and on Newznab-style indexers. The
families were not tuned against, or aimed at, any particular filter.

Output
------
``fresh15.tsv`` next to this file. No header. One row per title:

    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP

LABEL is ``junk`` or ``legit``; FAMILY is ``junk:<intent>`` or
``legit:<kind>``; TITLE is the subject line a crawler / indexer would see;
GROUP is the newsgroup it would plausibly be read in (mostly alt.binaries.*,
some others). Titles are unique, fields contain no tabs or newlines, and the
rows are shuffled.

Determinism
-----------
A single ``random.Random(SEED)`` with SEED = 15015015 drives everything; only
lists and insertion-ordered dicts are iterated (never sets), so two runs give
byte-identical output. Counts per label and family are printed to stdout.

Taxonomy (rough target counts)
------------------------------
junk (~905, about 12-15% not in English; surfaces vary: plain, ALL CAPS,
leetspeak, spaced / dotted letters, Cyrillic homoglyphs, fullwidth and
mathematical look-alike letters, emoji, zero-width spaces, defanged URLs,
oddly written phone numbers, spam dressed as scene release names, spam in
yEnc subject syntax, very short and very long titles):
  pharmacy 50, supplements 30, money_scam 40, crypto_scam 45, phishing 45,
  fake_codec 45, malware_media 50, fake_streaming 45, account_selling 40,
  dating 35, advance_fee 35, prize_bait 25, seo_services 30,
  fake_documents 25, job_scam 25, proselytising 20, conspiracy 22,
  chain_letter 16, keyboard_noise 40, word_salad 15, offtopic_chatter 35,
  iptv_vpn_invites 35, usenet_ads 20, hacking_services 22, gambling 35,
  tech_support 25, replicas 25, extortion 16, essay_mill 14
legit (~2115; about half wrapped the way posting tools (nyuu, ngPost,
Newsmangler, JBinUp, GoPostStuff, PowerPost, EFNet-style request fillers)
write subjects, with [01/12], (1/12), "File 1 of 12" counters):
  tv_scene 210, movie_scene 160, p2p_video 110, anime 140, music 160,
  radio_podcast 30, audiobook 60, ebook 80, comics_magazines 60,
  software 100 (incl. plain installers like setup .exe/.msi in software
  groups), games 80, linux_iso 40, course 50, documentary 60, sports 60,
  images 25, obfuscated 150, par2 70, adlike 220 (real titles containing
  Free, Money, Win, Casino, Dating, Pills, Bitcoin, Click, Hot, Sexy,
  Download, Call, Viagra, Scam, Lottery ...), foreign 170 (German, French,
  Dutch, Italian, Spanish, Polish, Swedish, Portuguese, Turkish, Russian,
  Japanese, Chinese, Korean), oddstyle 80 (lowercase, underscores, spaces,
  no group tag, long descriptive names, REPOST / request fills)
"""

import random
import re
import string
import sys
from pathlib import Path

SEED = 15015015
R = random.Random(SEED)
OUT = Path(__file__).resolve().parent / "fresh15.tsv"
FMT = string.Formatter()


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def hexs(n, upper=False):
    s = "".join(pick("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


def alnum(n, alphabet=string.ascii_letters + string.digits):
    return "".join(pick(alphabet) for _ in range(n))


# ---------------------------------------------------------------- groups ---

JUNK_GROUPS = [
    "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia",
    "alt.binaries.test", "alt.binaries.teevee", "alt.binaries.hdtv",
    "alt.binaries.hdtv.x264", "alt.binaries.movies.divx", "alt.binaries.moovee",
    "alt.binaries.x264", "alt.binaries.mp3", "alt.binaries.sounds.mp3",
    "alt.binaries.sounds.flac", "alt.binaries.e-book", "alt.binaries.ebook",
    "alt.binaries.pictures", "alt.binaries.pictures.misc", "alt.binaries.erotica",
    "alt.binaries.cores", "alt.binaries.frogs", "alt.binaries.dvd",
    "alt.binaries.warez", "alt.binaries.games", "alt.binaries.anime",
    "alt.binaries.cd.image", "alt.binaries.iso", "alt.binaries.mom",
    "alt.binaries.ath", "alt.binaries.bloaf", "alt.binaries.town",
    "alt.binaries.u-4all", "alt.binaries.fz", "alt.binaries.etc",
    "alt.binaries.documentaries", "alt.binaries.audiobooks", "alt.binaries.linux",
    "alt.binaries.multimedia.anime.highspeed", "alt.binaries.comics.dcp",
    "alt.binaries.mac", "alt.binaries.tv", "alt.binaries.sounds.lossless",
    "alt.binaries.dvd-r", "alt.binaries.movies.xvid", "alt.binaries.nl",
    "alt.binaries.pl.multimedia", "alt.binaries.flowed", "alt.binaries.highspeed",
    "alt.binaries.mp3.full_albums", "alt.binaries.music.mp3",
]
OTHER_GROUPS = [
    "alt.test", "misc.test", "alt.binaries.test.yenc", "alt.free.newsservers",
    "alt.binaries.discussion", "news.admin.net-abuse.usenet",
]
LANG_GROUPS = {
    "de": ["alt.binaries.town", "alt.binaries.movies.german", "alt.binaries.hdtv.german", "alt.binaries.ebook.german", "alt.binaries.mp3.german"],
    "fr": ["alt.binaries.movies.french", "alt.binaries.dvd.french", "alt.binaries.hdtv.french", "alt.binaries.ebook.french"],
    "nl": ["alt.binaries.nl", "alt.binaries.kleverig", "alt.binaries.ebook.dutch", "alt.binaries.hdtv.dutch"],
    "es": ["alt.binaries.movies.spanish", "alt.binaries.dvd.spanish", "alt.binaries.hdtv.spanish"],
    "it": ["alt.binaries.dvd.italian", "alt.binaries.movies.italian", "alt.binaries.ebook.italian"],
    "pl": ["alt.binaries.pl.multimedia", "alt.binaries.pl.divx", "alt.binaries.pl.mp3"],
    "ru": ["alt.binaries.multimedia.russian", "alt.binaries.movies.russian"],
    "uk": ["alt.binaries.multimedia.russian"],
    "pt": ["alt.binaries.movies.portuguese", "alt.binaries.brasil"],
    "sv": ["alt.binaries.swedish", "alt.binaries.hdtv.swedish"],
    "tr": ["alt.binaries.multimedia.turkish"],
    "ja": ["alt.binaries.multimedia.japanese", "alt.binaries.anime", "alt.binaries.multimedia.anime"],
    "zh": ["alt.binaries.chinese", "alt.binaries.multimedia.chinese"],
    "ko": ["alt.binaries.multimedia.korean", "alt.binaries.korean"],
}


def lang_group(lang):
    if lang in LANG_GROUPS and chance(0.55):
        return pick(LANG_GROUPS[lang])
    return pick(JUNK_GROUPS)


def jgroup(extra=None):
    r = R.random()
    if extra and r < 0.45:
        return pick(extra)
    if r < 0.93:
        return pick(JUNK_GROUPS)
    return pick(OTHER_GROUPS)


# -------------------------------------------------------------- surfaces ---

HOMO = {
    "a": ["а", "ɑ", "α"], "e": ["е", "ё"], "o": ["о", "ο", "օ"], "p": ["р", "ρ"],
    "c": ["с", "ϲ"], "x": ["х"], "y": ["у"], "i": ["і", "ı"], "j": ["ј"],
    "s": ["ѕ"], "A": ["А", "Α"], "B": ["В", "Β"], "C": ["С"], "E": ["Е", "Ε"],
    "H": ["Н", "Η"], "K": ["К", "Κ"], "M": ["М", "Μ"], "O": ["О", "Ο"],
    "P": ["Р", "Ρ"], "T": ["Т", "Τ"], "X": ["Х", "Χ"], "S": ["Ѕ"], "I": ["І", "Ι"],
}
LEET = {
    "a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["5", "$"],
    "t": ["7"], "l": ["1", "|"], "g": ["9"], "b": ["8"], "A": ["4", "@"],
    "E": ["3"], "I": ["1"], "O": ["0"], "S": ["$", "5"], "T": ["7"], "G": ["6"],
    "B": ["8"],
}
EMOJI = ["🔥", "💰", "💊", "🚀", "✅", "❤️", "💋", "🎁", "⚡", "💯", "👉", "📞", "🤑",
         "🎰", "💎", "⭐", "🔞", "📈", "🆓", "‼️", "💵", "🍆", "😍", "👇", "🔴", "✔️",
         "🏆", "💸", "📲", "🌟", "😱", "⚠️", "🎉", "👑", "💥"]


def sub_map(s, table, p):
    out = []
    for ch in s:
        if ch in table and R.random() < p:
            out.append(pick(table[ch]))
        else:
            out.append(ch)
    return "".join(out)


def homoglyph(s):
    return sub_map(s, HOMO, R.uniform(0.25, 0.7))


def leet(s):
    return sub_map(s, LEET, R.uniform(0.35, 0.85))


def spaced(w):
    return pick([" ", " ", "  ", "-", "_"]).join(w.upper() if chance(0.7) else w)


def dotted(w):
    return pick([".", ".", "*", "•", "·", "/"]).join(w.upper() if chance(0.6) else w)


def starred(w):
    if len(w) < 4:
        return w + "*"
    k = R.randrange(1, len(w) - 1)
    return w[:k] + pick(["*", "@", "#", "."]) + w[k + 1:]


def _shift(s, up, low, dig=None):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(chr(up + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(low + ord(c) - 97))
        elif dig is not None and "0" <= c <= "9":
            out.append(chr(dig + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def mathbold(s):
    return _shift(s, 0x1D400, 0x1D41A, 0x1D7CE)


def sansbold(s):
    return _shift(s, 0x1D5D4, 0x1D5EE, 0x1D7EC)


def circled(s):
    return _shift(s, 0x24B6, 0x24D0)


def fancy_part(s):
    """Apply a look-alike alphabet to one stretch of the text or all of it."""
    f = pick([fullwidth, mathbold, sansbold, circled, mathbold])
    words = s.split(" ")
    if len(words) > 3 and chance(0.6):
        a = R.randrange(len(words) - 1)
        b = min(len(words), a + R.randint(1, 3))
        words[a:b] = [f(w) for w in words[a:b]]
        return " ".join(words)
    return f(s)


def emojify(s):
    r = R.random()
    e1, e2 = pick(EMOJI), pick(EMOJI)
    if r < 0.3:
        return f"{e1} {s}"
    if r < 0.55:
        return f"{s} {e1}{e2}"
    if r < 0.8:
        return f"{e1}{e1}{e1} {s} {e1}{e1}{e1}"
    words = s.split(" ")
    return " ".join(w + (" " + pick(EMOJI) if chance(0.3) else "") for w in words)


def punct_flood(s):
    r = R.random()
    if r < 0.25:
        return s + pick(["!!!", "!!!!!!", "!!1!", "?!?!", " $$$", " $$$$$", "!!! !!!", " ***"])
    if r < 0.5:
        return pick(["***", ">>>", "$$$", "!!!", "==>", "##", "~~~", "[[", "<<<"]) + " " + s + " " + pick(["***", "<<<", "$$$", "!!!", "<==", "##", "~~~", "]]", ">>>"])
    if r < 0.75:
        return s.replace(" ", pick(["!", "_", "..", " * ", "-", "~"]))
    return "".join(c.upper() if chance(0.5) else c.lower() for c in s)


def zwsp(s):
    words = s.split(" ")
    out = []
    for w in words:
        if len(w) > 3 and chance(0.5):
            out.append(pick(["\u200b", "\u200c", "\u00ad", "\u2060"]).join(w))
        else:
            out.append(w)
    return " ".join(out)


SCENE_TAILS = [
    "2024.1080p.WEB-DL.x264", "2025.720p.HDTV.x264", "1080p.WEBRip.x265", "READ.NFO.x264",
    "XviD", "iNTERNAL.1080p.WEB.h264", "PROPER.720p.WEB", "COMPLETE.BluRay", "MULTi.1080p",
    "DVDRip.XviD", "WEB.FLAC", "MP3.320kbps", "eBook.EPUB", "Incl.Keygen", "x64.Retail",
    "2160p.UHD.HDR", "S01E01.1080p", "REPACK.HDTV", "CAM.XviD", "HDRip.AAC", "FULL.HD",
]
SCENE_GRPS = [
    "RARBG", "YTS", "FLUX", "EVO", "NTb", "SPARKS", "CODEX", "RELOADED", "ETRG", "GROUP",
    "MONEY", "PHARMA", "CASH", "FREE", "WINNER", "VIP", "eztv", "ION10", "TGx", "DVT",
    "KiNGS", "PROFIT", "RxGRP", "BONUS", "DEAL", "SALE", "xXx", "LOL", "FGT",
]


def words_of(text):
    return re.findall(r"[A-Za-z0-9$€£%]+", text)


def scene_wrap(text):
    ws = words_of(text)
    if len(ws) < 2:
        ws = ws + [alnum(6)]
    a = 0 if chance(0.7) else R.randrange(len(ws) - 1)
    ws = ws[a:a + R.randint(3, 9)]
    base = ".".join(w if (w.isupper() or w[0].isdigit()) else w[0].upper() + w[1:] for w in ws)
    return f"{base}.{pick(SCENE_TAILS)}-{pick(SCENE_GRPS)}"


def slug(text, sep=None):
    ws = words_of(text)
    if not ws:
        return alnum(R.randint(6, 12))
    a = 0 if chance(0.7) else R.randrange(len(ws))
    ws = ws[a:a + R.randint(2, 6)]
    sep = sep if sep is not None else pick(["_", "-", ".", " ", ""])
    s = sep.join(ws)
    return s.lower() if chance(0.5) else s


JUNK_EXTS = [".exe", ".html", ".htm", ".url", ".txt", ".jpg", ".zip", ".rar", ".pdf", ".nfo",
             ".gif", ".png", ".scr", ".com", ".lnk", ".js", ".mp4", ".avi", ".doc", ".par2"]


def yenc_counts():
    n = R.randint(1, 12)
    i = R.randint(1, n)
    P = R.randint(1, 80)
    p = R.randint(1, P)
    return i, n, p, P


def yenc_wrap(text, exts=None):
    fn = slug(text) + pick(exts or JUNK_EXTS)
    i, n, p, P = yenc_counts()
    forms = [
        f'[{i}/{n}] - "{fn}" yEnc ({p}/{P})',
        f'{text} [{i}/{n}] - "{fn}" yEnc ({p}/{P})',
        f'"{fn}" yEnc ({p}/{P})',
        f'{text} - "{fn}" yEnc',
        f'({text}) [{i:02d}/{n:02d}] - "{fn}" - {R.randint(1, 900)} KB yEnc ({p}/{P})',
        f'{text} - File {i} of {n} - "{fn}" yEnc ({p}/{P})',
        f'[{i:02d}/{n:02d}] {text} - "{fn}" yEnc ({p}/{P}) {R.randint(2, 999)} KB',
        f'{text} "{fn}" ({p}/{P})',
    ]
    return pick(forms)


def surface(text, key=None):
    r = R.random()
    if r < 0.30:
        return text
    if r < 0.38:
        return text.upper()
    if r < 0.44:
        return leet(text)
    if r < 0.51:
        return homoglyph(text)
    if r < 0.58 and key and key in text:
        return text.replace(key, pick([spaced, dotted, starred, spaced])(key), 1)
    if r < 0.69:
        return emojify(text)
    if r < 0.73:
        return fancy_part(text)
    if r < 0.80:
        return scene_wrap(text)
    if r < 0.89:
        return yenc_wrap(text)
    if r < 0.95:
        return punct_flood(text)
    if r < 0.97:
        return zwsp(text)
    return re.sub(r"[^\w\s$€£%]", "", text).lower()


def surface_foreign(text):
    r = R.random()
    if r < 0.52:
        return text
    if r < 0.70:
        return emojify(text)
    if r < 0.82:
        return yenc_wrap(text)
    if r < 0.92:
        return punct_flood(text) if chance(0.5) else text + pick(["!!!", "!!", " ✅", " ★★★", " 100%"])
    return text.upper()


def surface_light(text):
    r = R.random()
    if r < 0.62:
        return text
    if r < 0.74:
        return text.upper()
    if r < 0.84:
        return text.lower()
    if r < 0.93:
        return text + pick(["!!!", "!!", "?!", " ...", "!!!!!!!!", " >:(", " lol", " :)", " ??"])
    return yenc_wrap(text, [".txt", ".jpg", ".nfo", ".zip"])


# ----------------------------------------------------------- url / phone ---

TLDS = ["com", "net", "org", "info", "biz", "ru", "top", "xyz", "online", "site", "shop",
        "club", "cc", "io", "co", "store", "live", "pw", "su", "tk", "icu", "vip", "me", "cn", "in"]
DOM_SUFFIX = ["", "", "", "24", "-online", "hq", "now", "-usa", "365", "pro", "-direct",
              "world", "x", "4u", "-shop", "777", "1", "-club", "zone", "hub", "-24h"]


def domain(words):
    return f"{pick(words)}{pick(DOM_SUFFIX)}.{pick(TLDS)}"


def show_url(d):
    name, tld = d.rsplit(".", 1)
    forms = [
        f"{d}", f"www.{d}", f"http://{d}", f"https://{d}/?ref={R.randrange(100, 9999)}",
        f"{name} dot {tld}", f"{name}[.]{tld}", f"hxxp://{name}[.]{tld}",
        f"hxxps://www[.]{name}[.]{tld}", f"{name} (dot) {tld}", f"{name} . {tld}",
        f"{name},{tld}", f"www {name} {tld}", f"{name} d0t {tld}",
        f"{name.upper()} DOT {tld.upper()}", f"{name}(.){tld}",
        "h t t p : / / " + " ".join(name) + " . " + tld, f"{d}/go/{alnum(5)}",
        f"bit.ly/{alnum(7)}", f"tinyurl.com/{alnum(8).lower()}", f"t.me/{name.replace('-', '_')}",
        f"{name} [dot] {tld}", f"{d.upper()}",
    ]
    return pick(forms)


DIGW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def phone():
    tf = pick(["800", "888", "877", "866", "855", "844", "833"])
    b = f"{R.randrange(200, 999)}"
    c = f"{R.randrange(1000, 9999)}"
    r = R.randrange(16)
    if r == 0:
        return f"1-{tf}-{b}-{c}"
    if r == 1:
        return f"+1 ({tf.replace('0', 'O')}) {b}-{c.replace('0', 'O')}"
    if r == 2:
        return " ".join(f"1{tf}{b}{c}")
    if r == 3:
        return f"1..{tf}..{b}..{c}"
    if r == 4:
        return f"+44 7{R.randrange(100, 999)} {R.randrange(100000, 999999)}"
    if r == 5:
        return f"WhatsApp +91 9{R.randrange(1000, 9999)} {R.randrange(10000, 99999)}"
    if r == 6:
        return "-".join(DIGW[int(d)] for d in f"{tf}")
    if r == 7:
        return mathbold(f"1-{tf}-{b}-{c}")
    if r == 8:
        return f"☎ +1-{tf}-{b}-{c}"
    if r == 9:
        return f"1 {tf} {b[:1]} {b[1:]} {c[:2]} {c[2:]}"
    if r == 10:
        return f"+{pick(['234', '233', '27', '62', '63', '86', '7', '380', '49', '33'])} {R.randrange(100, 999)} {R.randrange(100, 999)} {R.randrange(1000, 9999)}"
    if r == 11:
        return f"(1)-{tf}.{b}.{c}"
    if r == 12:
        return f"1 8OO {b} {c}"
    if r == 13:
        return f"tel:+1{tf}{b}{c}"
    if r == 14:
        return fullwidth(f"1-{tf}-{b}-{c}")
    return f"+1-{tf}-{b}-{c[:2]} {c[2:]}"


def money():
    r = R.randrange(8)
    if r == 0:
        return f"${R.randint(1, 9)},{R.randint(100, 999)},000"
    if r == 1:
        return f"${R.randint(100, 999)}/day"
    if r == 2:
        return f"${R.randint(2, 50)}k"
    if r == 3:
        return f"{R.randint(1, 30)}.{R.randint(0, 9)} million USD"
    if r == 4:
        return f"€{R.randint(500, 9999)}"
    if r == 5:
        return f"£{R.randint(100, 5000)}"
    if r == 6:
        return f"${R.randint(1000, 25000)}"
    return f"US${R.randint(2, 45)}.{R.randint(1, 9)}M"


def price():
    return pick([f"${R.randint(0, 3)}.{R.randint(10, 99)}", f"${R.randint(5, 99)}", f"€{R.randint(1, 49)}.{R.randint(10, 99)}", f"${R.randint(1, 9)}.99"])


def render(tmpl, fields):
    names = []
    for _, fname, _, _ in FMT.parse(tmpl):
        if fname and fname not in names:
            names.append(fname)
    vals = {}
    used = {}
    for nm in names:
        base = nm.rstrip("0123456789") or nm
        src = fields[base] if base in fields else GF[base]
        v = None
        for _ in range(10):
            v = src() if callable(src) else pick(src)
            if v not in used.setdefault(base, []):
                break
        used[base].append(v)
        vals[nm] = v
    return tmpl.format(**vals), vals


# ------------------------------------------------------------ junk data ---

CITIES = ["London", "Manchester", "Berlin", "Hamburg", "Amsterdam", "Rotterdam", "Paris", "Lyon",
          "New York", "Chicago", "Houston", "Dallas", "Miami", "Toronto", "Sydney", "Melbourne",
          "Dubai", "Madrid", "Barcelona", "Milan", "Rome", "Warsaw", "Prague", "Vienna",
          "Brussels", "Zurich", "Las Vegas", "Phoenix", "Atlanta", "Denver", "your area", "your city"]
FNAMES = ["Jessica", "Anna", "Natasha", "Olga", "Svetlana", "Emily", "Sophie", "Linda", "Maria",
          "Kristina", "Mila", "Yuki", "Lena", "Victoria", "Alina", "Katya", "Sandra", "Chloe",
          "Tiffany", "Brittany", "Irina", "Daria", "Amber", "Kelly"]
SCAM_NAMES = ["Barrister James Okafor", "Dr. Ahmed Bello", "Mrs. Grace Williams", "Mr. Kofi Mensah",
              "Prince Adebayo Oluwaseun", "Mrs. Helen Dupont", "Sgt. Mark Johnson", "Dr. Chen Wei",
              "Capt. Susan Miller", "Mr. Ibrahim Musa", "Mrs. Sarah Kipkorir", "Dr. Peter Ndlovu",
              "Barrister Michael Eze", "Mrs. Aisha Gaddafi-Nasser", "Engr. Paul Amadi", "Mr. Hans Kruger"]
NEW_MOVIES = ["Deadpool and Wolverine", "Dune Part Two", "Inside Out 2", "Oppenheimer", "Gladiator II",
              "Wicked", "Moana 2", "Joker Folie a Deux", "Furiosa", "Kingdom of the Planet of the Apes",
              "Barbie", "Avatar The Way of Water", "Top Gun Maverick", "Sonic the Hedgehog 3",
              "Captain America Brave New World", "A Minecraft Movie", "Superman", "Jurassic World Rebirth",
              "Thunderbolts", "Mufasa The Lion King", "Venom The Last Dance", "Beetlejuice Beetlejuice",
              "Twisters", "Alien Romulus", "Mission Impossible The Final Reckoning", "The Fantastic Four",
              "Lilo and Stitch", "How to Train Your Dragon", "Despicable Me 4", "Godzilla x Kong",
              "The Batman Part II", "Avengers Doomsday", "Zootopia 2", "Frozen III", "Wicked For Good",
              "Black Panther 3", "Spider-Man Brand New Day", "Toy Story 5", "Shrek 5", "Elio"]
NEW_SHOWS = ["House of the Dragon", "The Last of Us", "Squid Game", "Stranger Things", "The Boys",
             "Wednesday", "The Rings of Power", "Severance", "Yellowstone", "Bridgerton", "Shogun",
             "The Bear", "Fallout", "The Penguin", "Reacher", "Euphoria", "The Witcher", "One Piece"]
EVENTS = ["UFC 310", "Super Bowl LIX", "Champions League Final", "WrestleMania 41", "El Clasico",
          "Canelo vs Crawford", "NBA Finals Game 7", "Monaco Grand Prix", "Wimbledon Final",
          "Man Utd vs Liverpool", "IPL Final", "Tyson vs Paul", "Stanley Cup Final", "Ryder Cup"]

GF = {
    "n": lambda: R.randint(2, 99),
    "n3": lambda: R.randint(100, 999),
    "big": lambda: R.randint(1000, 99999),
    "pct": lambda: pick([50, 60, 70, 75, 80, 85, 90, 95]),
    "price": price,
    "money": money,
    "ph": phone,
    "city": CITIES,
    "fname": FNAMES,
    "sname": SCAM_NAMES,
    "age": lambda: R.randint(19, 39),
    "num": lambda: pick([f"{R.randint(100000, 9999999)}", f"{alnum(2, string.ascii_uppercase)}-{R.randint(10000, 99999)}", f"#{R.randint(1000, 99999)}", f"{R.randint(10, 99)}{alnum(6, string.ascii_uppercase + string.digits)}"]),
    "year": ["2024", "2025", "2026"],
    "movie": NEW_MOVIES,
    "show": NEW_SHOWS,
    "event": EVENTS,
    "days": lambda: R.randint(3, 30),
    "url": lambda: show_url(domain(["freestuff", "bestdeal", "clickhere", "topoffer", "megasale", "winbig", "getit", "promo", "special-offer", "go2", "dl-now", "fast-cash"])),
    "emo": EMOJI,
    "btc": lambda: pick(["bc1q", "1", "3"]) + alnum(R.randint(25, 34), "abcdefghjkmnpqrstuvwxyz023456789"),
    "code": lambda: alnum(R.randint(5, 8), string.ascii_uppercase + string.digits),
}

JUNK = {}


def fam(name, count, en, foreign=(), fields=None, key=None, groups=None, pf=0.165, surf=surface, maker=None):
    JUNK[name] = {"count": count, "en": en, "foreign": list(foreign), "fields": fields or {},
                  "key": key, "groups": groups, "pf": pf, "surf": surf, "maker": maker}


# pharmacy -------------------------------------------------------------------
DRUGS = ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Oxycodone", "Ambien",
         "Adderall", "Modafinil", "Phentermine", "Soma", "Hydrocodone", "Percocet", "Vicodin",
         "Kamagra", "Sildenafil", "Tadalafil", "Propecia", "Accutane", "Clomid", "Ozempic", "Wegovy",
         "Semaglutide", "Xenical", "Lorazepam", "Klonopin", "Ritalin", "Valtrex", "Zithromax",
         "Ivermectin", "Suboxone", "Mounjaro", "Provigil", "Diazepam", "Alprazolam", "Kamagra Oral Jelly",
         "Super P-Force", "Priligy", "Finasteride", "Armodafinil", "Codeine", "Dilaudid", "Zopiclone"]
fam("pharmacy", 50, [
    "Buy {d} online without prescription",
    "{d} {mg}mg - only {price} per pill - overnight delivery",
    "Cheap {d}! No Rx needed! {url}",
    "Generic {d} & {d2} - discreet shipping worldwide",
    "CANADIAN PHARMACY - {d} {d2} {d3} - {pct}% OFF",
    "order {d} cod fedex no script",
    "{d} no prescription needed overnight shipping",
    "Men's health: {d} trial pack {n} pills FREE",
    "{d} without doctor visit - {url}",
    "Re: your {d} order {num} has shipped",
    "{d} {mg}mg x {n3} tabs - bitcoin accepted",
    "Online pharmacy outlet: all meds {pct}% off today only",
    "Lose weight fast with {d} - no prescription, ships today",
    "{d} {d2} {d3} {d4} best prices on the net",
    "Get {d} delivered to your door in {days} hours",
    "Licensed pharmacy - {d} from {price} - call {ph}",
    "BEST QUALITY {d} - NO PRESCRIPTION - {url}",
    "{d} pills - satisfaction guaranteed or money back",
    "Why pay more for {d}? Order generic from India",
    "Doctors approve: buy {d} {mg}mg online today",
    "{d}",
    "{d} {d2}",
    "Pharmacy: {d}, {d2}, {d3}, {d4}, {d5}, {d6} - worldwide shipping - no questions - {url} - bonus pills with every order",
    "Tired of weak erections? {d} fixes it - {url}",
    "Pain relief without prescription: {d} and {d2} in stock",
    "{d} for sale - text {ph}",
    "Re: {d} question",
    "The cheapest {d} anywhere - compare and save",
], foreign=[
    ("de", "{d} ohne Rezept kaufen - diskreter Versand"),
    ("de", "Günstig {d} bestellen - Lieferung in 24h"),
    ("fr", "Acheter {d} sans ordonnance - livraison rapide"),
    ("fr", "{d} pas cher en ligne - paiement à la livraison"),
    ("es", "Comprar {d} sin receta - envío discreto"),
    ("it", "{d} senza ricetta spedizione rapida"),
    ("pl", "{d} bez recepty tanio - wysyłka 24h"),
    ("nl", "{d} zonder recept bestellen"),
    ("ru", "Купить {d} без рецепта с доставкой"),
    ("zh", "正品{d} 货到付款 全国包邮"),
    ("ja", "{d} 通販 格安 即日発送"),
    ("pt", "Comprar {d} sem receita - entrega rápida"),
    ("tr", "{d} reçetesiz satın al - hızlı kargo"),
], fields={"d": DRUGS, "mg": ["5", "10", "20", "25", "50", "100", "150", "200", "2", "1"]}, key="d")

# supplements -----------------------------------------------------------------
SUPPS = ["keto diet pills", "male enhancement pills", "testosterone booster", "CBD gummies",
         "hair regrowth serum", "nootropic brain booster", "detox tea", "colon cleanse", "HGH spray",
         "anti-aging cream", "fat burner", "Garcinia Cambogia", "raspberry ketone", "green coffee extract",
         "tinnitus relief formula", "blood sugar support", "prostate formula", "eye vision restore drops",
         "joint pain relief gel", "enlargement pills", "memory booster", "apple cider vinegar gummies",
         "sleep gummies", "ashwagandha", "collagen peptides", "fat burning coffee"]
CELEBS = ["Oprah", "Dr. Oz", "Tom Hanks", "Keanu Reeves", "Elon Musk", "Jennifer Aniston",
          "Dolly Parton", "Kevin Costner", "Shark Tank", "Dragons Den", "Gordon Ramsay"]
fam("supplements", 30, [
    "{celeb}'s secret {s} revealed - doctors hate this",
    "Lose {n} lbs in {days} days with {s}",
    "ENLARGE YOUR MANHOOD - 100% natural {s}",
    "{s} - free trial, just pay shipping",
    "As seen on {celeb}: {s} {pct}% off",
    "This one weird trick melts belly fat overnight",
    "Official {s} site - limited stock - {url}",
    "Grow {n} inches in {days} days GUARANTEED",
    "{s} - 3 bottles + 2 FREE",
    "Miracle {s} cures diabetes in {days} days",
    "Big Pharma doesn't want you to know about {s}",
    "I lost {n} pounds with {s} and never went to the gym",
    "{celeb} quits show to sell {s}",
    "{s} CLEARANCE - {url}",
], foreign=[
    ("de", "Abnehmen ohne Diät - {n} kg in {days} Tagen mit {s}"),
    ("fr", "Perdez {n} kg en {days} jours - produit miracle"),
    ("es", "Pierde {n} kilos en {days} días sin dieta"),
    ("ru", "Похудение без диет - минус {n} кг за {days} дней"),
    ("it", "Dimagrire {n} kg in {days} giorni - prodotto naturale"),
], fields={"s": SUPPS, "celeb": CELEBS}, key="s")

# money ----------------------------------------------------------------------
fam("money_scam", 40, [
    "Make {money} from home - no experience needed",
    "Earn {money} working only 2 hours a day",
    "Bad credit? Loans approved in {n} minutes - {url}",
    "Payday loans up to {money} - no credit check",
    "Forex signals 98% win rate - join VIP now",
    "Passive income system: {money} per month on autopilot",
    "MAKE MONEY FAST",
    "The secret millionaires don't want you to know",
    "Debt relief program - erase your debt legally",
    "Binary options robot - never lose a trade",
    "Cash gifting circle - turn $50 into {money}",
    "Get paid {money} to fill surveys",
    "Join my team and earn {money} - ask me how",
    "Private loan offer at 2% interest - contact {ph}",
    "Quit your job! I made {money} last week from my laptop",
    "Government grants - free money you never have to pay back",
    "Double your income in {days} days - free webinar",
    "Stock tip: this penny stock will go up 3000% next week",
    "Guaranteed loan for everyone, even with bad credit - email now",
    "URGENT LOAN OFFER {year}",
    "Earn {money} daily with this copy-paste method - {url}",
    "$$$ MONEY MAKING OPPORTUNITY $$$",
    "Work smarter not harder: my {money} dropshipping secret",
    "Re: re: the money system you asked about",
    "Matrix program: pay once, earn forever",
], foreign=[
    ("de", "Schnell Geld verdienen von zu Hause - {money} im Monat"),
    ("de", "Kredit ohne Schufa - sofortige Auszahlung"),
    ("fr", "Gagnez {money} par jour depuis chez vous"),
    ("fr", "Prêt entre particuliers sérieux et rapide - contact {ph}"),
    ("es", "Gana dinero desde casa - {money} al mes garantizado"),
    ("es", "Préstamos rápidos sin aval - respuesta en 24 horas"),
    ("it", "Prestito tra privati serio e veloce"),
    ("pl", "Szybka pożyczka bez BIK - decyzja w 15 minut"),
    ("pt", "Ganhe dinheiro em casa - renda extra garantida"),
    ("ru", "Заработок в интернете от 5000 рублей в день"),
    ("id", "Pinjaman online cepat cair tanpa jaminan"),
    ("vi", "Kiếm tiền online tại nhà - thu nhập 10 triệu mỗi tháng"),
], key=None)

# crypto ---------------------------------------------------------------------
COINS = ["BTC", "ETH", "USDT", "SOL", "XRP", "DOGE", "BNB", "SHIB", "PEPE", "TON", "ADA"]
CRYPTO_DOMS = ["musk-giveaway", "claim-airdrop", "btc-double", "eth-x2", "wallet-verify",
               "coinbase-secure", "metamask-support", "crypto-recovery", "binance-bonus", "ledger-update"]
fam("crypto_scam", 45, [
    "Elon Musk {coin} giveaway - send 0.1 get 0.2 back",
    "FREE {coin} AIRDROP - claim now at {url}",
    "Double your {coin} in 24 hours - guaranteed",
    "New token presale - 1000x potential - last chance",
    "Lost crypto? Our recovery experts get your {coin} back",
    "Wallet validation required - connect your wallet at {url}",
    "Pump signals group - next 50x coin announced tonight",
    "Cloud mining 3% daily returns - withdraw anytime",
    "Trust Wallet support: your wallet will be suspended",
    "MetaMask: verify your seed phrase to avoid account lock",
    "{coin} doubler - send to {btc}",
    "FREE NFT MINT - only {n} left",
    "I turned $200 into {money} with this {coin} bot",
    "Crypto trading mentor - DM me for guaranteed profits",
    "Binance bonus: {n}00 USDT for new users - {url}",
    "{coin} to the moon 🚀🚀🚀 buy before Monday",
    "Quantum AI trading platform - {money} in your first week",
    "Your Ledger needs a firmware update - {url}",
    "Exclusive {coin} presale whitelist - code {code}",
    "Send {coin} to {btc} and receive double",
    "Bitcoin investment plan: 20% weekly ROI",
    "Crypto arbitrage secret: {money} risk free",
], foreign=[
    ("de", "Bitcoin Investition - {money} pro Woche garantiert"),
    ("fr", "Investissez en {coin} - rendement garanti de 20%"),
    ("es", "Gana {coin} gratis - regístrate hoy"),
    ("ru", "Бесплатная раздача {coin} - успей получить"),
    ("zh", "比特币 投资 稳赚不赔 日收益5%"),
    ("ko", "비트코인 무료 지급 이벤트 - 지금 참여하세요"),
    ("tr", "{coin} yatırımı ile günlük kazanç"),
    ("pt", "Ganhe {coin} de graça - cadastre-se já"),
    ("vi", "Đầu tư {coin} lợi nhuận 5% mỗi ngày"),
], fields={"coin": COINS, "url": lambda: show_url(domain(CRYPTO_DOMS))}, key="coin")

# phishing -------------------------------------------------------------------
BANKS = ["Chase", "Wells Fargo", "Bank of America", "HSBC", "Barclays", "PayPal", "ING", "Citibank",
         "Lloyds", "NatWest", "Santander", "Capital One", "Rabobank", "ABN AMRO", "Commonwealth Bank",
         "TD Bank", "RBC", "American Express", "Deutsche Bank", "Revolut", "Wise", "Monzo"]
COURIERS = ["DHL", "FedEx", "UPS", "USPS", "Royal Mail", "PostNL", "DPD", "Evri", "GLS", "La Poste",
            "Correos", "Canada Post", "Australia Post", "Amazon Logistics", "InPost", "Parcelforce"]
PROVIDERS = ["Netflix", "Amazon", "Apple ID", "Microsoft 365", "Outlook", "Gmail", "Norton", "McAfee",
             "Newshosting", "UsenetServer", "Giganews", "Easynews", "Eweka", "Spotify", "Disney+",
             "iCloud", "Facebook", "Instagram", "WhatsApp", "Dropbox", "DocuSign", "Steam", "Binance",
             "Coinbase", "Booking.com", "HMRC", "IRS", "Comcast", "Verizon", "AT&T", "Frontier"]
PHISH_DOMS = ["secure-login", "account-verify", "billing-update", "support-center", "id-confirm",
              "delivery-reschedule", "parcel-track", "refund-claim", "web-auth", "service-notice"]
fam("phishing", 45, [
    "{bank}: your account has been suspended - verify now",
    "{bank} security alert: unusual sign-in detected",
    "{courier}: package delivery failed, pay {price} redelivery fee",
    "{courier} - your parcel is held at customs, action required",
    "{prov} billing problem - update your payment information",
    "Security alert: new login to your {prov} account",
    "Your {prov} subscription has expired - renew at {url}",
    "IRS tax refund pending - claim {money}",
    "Invoice {num} from {prov}",
    "[{prov}] Action required: confirm your identity",
    "Final notice: {prov} account will be deleted in 24 hours",
    "{bank} Online Banking - new message in your secure inbox",
    "Your {prov} password expires today - keep current password",
    "{courier} tracking {num}: schedule your delivery",
    "Mailbox quota exceeded - click to upgrade storage",
    "DocuSign: please review and sign the document for {bank}",
    "Your usenet account is about to expire - renew now",
    "Payment declined - {prov} - update card details {url}",
    "{bank}: we have locked your card for your protection",
    "Voicemail received (0:{n}) - listen now",
    "Re: Overdue invoice {num} - payment reminder",
    "{prov} Support Team: unusual activity on your account",
], foreign=[
    ("de", "Sparkasse: Ihr Konto wurde vorübergehend gesperrt"),
    ("de", "DHL: Ihr Paket konnte nicht zugestellt werden - Zollgebühr {price}"),
    ("fr", "Votre colis La Poste est en attente - frais de 1,99 €"),
    ("fr", "Ameli: votre remboursement de {money} est disponible"),
    ("nl", "PostNL: uw pakket kon niet worden bezorgd"),
    ("nl", "ING: uw betaalpas verloopt - vernieuw nu"),
    ("es", "Correos: su paquete está retenido - pague {price}"),
    ("es", "Su cuenta de Santander ha sido bloqueada"),
    ("it", "Poste Italiane: il tuo pacco è in giacenza"),
    ("pl", "InPost: Twoja paczka czeka - dopłata 1,50 zł"),
    ("ru", "Ваш аккаунт Сбербанк Онлайн заблокирован"),
    ("ja", "【Amazon】お客様のアカウントを一時停止しました"),
    ("ja", "【重要】三井住友カード ご利用確認のお願い"),
    ("pt", "Correios: sua encomenda está retida - taxa pendente"),
], fields={"bank": BANKS, "courier": COURIERS, "prov": PROVIDERS,
           "url": lambda: show_url(domain(PHISH_DOMS))}, key="bank")

# fake codec / password bait --------------------------------------------------
CODECS = ["XviD", "DivX", "HEVC", "MediaCodecPro", "VideoCodec HD", "FLV Codec Pack", "K-Lite Premium",
          "AVC Player", "PlayerHD 3.2", "UltraCodec", "MKV Unlock", "FreeMediaPlayer", "QuickCodec"]
fam("fake_codec", 45, [
    "Password for RAR inside - complete short survey at {url}",
    "To watch this movie you need the {codec} codec - download at {url}",
    "Install {codec} to unlock video",
    "Password: visit {url}",
    "rar password in the txt file - go to the site",
    "{movie} 2024 1080p - password protected - get key at {url}",
    "Encrypted archive - key at {url}",
    "Complete one offer to unlock your download",
    "Human verification required before extracting",
    "Video requires {codec} - free install",
    "{movie}.2024.1080p.WEB-DL.x264-PASSWORD",
    "READ ME FIRST - password.txt",
    "{movie} - part01.rar (password in readme.url)",
    "Need password? Check {url}",
    "{show} S{n:02d}E01 - needs {codec} to play",
    "This file is protected. Open Unlock.html",
    "Your player is outdated - update {codec} to view",
    "GET RAR PASSWORD HERE",
    "{movie} FULL HD [password protected] [survey]",
    "Activate {codec} license to play this file - {url}",
], foreign=[
    ("de", "Passwort für das Archiv auf {url}"),
    ("fr", "Mot de passe du fichier RAR sur {url}"),
    ("es", "Contraseña del archivo en {url}"),
    ("it", "Password archivio: visita {url}"),
    ("ru", "Пароль от архива на сайте {url}"),
], fields={"codec": CODECS}, key="codec", groups=["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.teevee", "alt.binaries.x264", "alt.binaries.multimedia"])

# malware dressed as media -----------------------------------------------------
MAL_EXT = [".exe", ".scr", ".lnk", ".js", ".vbs", ".bat", ".com", ".pif", ".hta", ".jar", ".msi",
           ".wsf", ".cmd", ".ps1", ".jse", ".vbe", ".appx", ".reg"]
MAL_QUAL = ["2024.1080p.WEBRip.x264", "2025.720p.WEB-DL", "HDCAM", "1080p.BluRay.x264", "DVDSCR.XviD",
            "2160p.UHD", "TS.XviD", "HDRip", "WEB-DL.x265", "FULL MOVIE HD", "CAMRip", "HC.HDRip"]
ARTISTS_MAL = ["Taylor Swift", "Drake", "Beyonce", "Billie Eilish", "Sabrina Carpenter", "Kendrick Lamar",
               "Eminem", "Metallica", "Adele", "The Weeknd", "Coldplay", "Ed Sheeran", "Bad Bunny"]


def mk_malware():
    r = R.randrange(11)
    mv = pick(NEW_MOVIES)
    dm = mv.replace(" ", pick([".", ".", " ", "_"]))
    ext = pick(MAL_EXT)
    if r == 0:
        fn = f"{dm}.{pick(MAL_QUAL).replace(' ', '.')}.{pick(['mkv', 'avi', 'mp4'])}{ext}"
    elif r == 1:
        fn = f"{mv} ({pick(['2024', '2025'])}) {pick(['HD', 'FULL', '1080p', 'DVDRip'])}.{pick(['avi', 'mp4', 'wmv'])}{pick(['', ' ' * R.randint(5, 30)])}{ext}"
    elif r == 2:
        fn = f"{pick(ARTISTS_MAL)} - {pick(['New Album', 'Greatest Hits', 'Leaked Album', 'Full Album'])} ({pick(['2024', '2025'])}) {pick(['FLAC', 'MP3 320', '320kbps'])}.zip{ext}"
    elif r == 3:
        fn = f"{pick(['Invoice', 'Payment', 'Order', 'Receipt', 'Statement', 'Scan', 'Contract', 'Resume'])}_{R.randint(1000, 99999)}.pdf{ext}"
    elif r == 4:
        s = pick(NEW_SHOWS).replace(" ", ".")
        fn = f"{s}.S0{R.randint(1, 5)}E{R.randint(1, 12):02d}.720p.HDTV.x264.{pick(['wmv', 'asf', 'wma'])}"
    elif r == 5:
        fn = f"{dm}.{pick(MAL_QUAL).replace(' ', '.')} - Copy.lnk"
    elif r == 6:
        fn = f"setup_player_{slug(mv, '_').lower()}{pick(['.exe', '.msi'])}"
    elif r == 7:
        fn = f"{mv} {pick(['codec', 'player', 'unlock', 'keygen', 'crack'])}{ext}"
    elif r == 8:
        fn = f"{pick(['photo', 'IMG', 'DSC', 'private', 'leaked', 'nude'])}_{R.randint(1000, 9999)}.jpg{ext}"
    elif r == 9:
        fn = f"{dm}.{pick(['2024', '2025'])}.1080p.mkv\u202e{pick(['vkm', '4pm', 'iva'])}.{pick(['exe', 'scr', 'com'])}"
    else:
        fn = f"{pick(['Windows', 'Office', 'Photoshop', 'GTA VI', 'Minecraft', 'Fortnite'])} {pick(['crack', 'activator', 'keygen', 'free download', 'hack', 'aimbot', 'cheats'])}.{pick(['txt', 'pdf', 'jpg', 'mp4'])}{ext}"
    i, n, p, P = yenc_counts()
    forms = [fn, f'[{i}/{n}] - "{fn}" yEnc ({p}/{P})', f'"{fn}" yEnc ({p}/{P})',
             f'{mv} {pick(["2024", "2025"])} - "{fn}" yEnc ({p}/{P})', fn, f'{fn} ({p}/{P})']
    title = pick(forms)
    group = pick(["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv", "alt.binaries.teevee",
                  "alt.binaries.x264", "alt.binaries.multimedia", "alt.binaries.mp3", "alt.binaries.boneless",
                  "alt.binaries.movies.xvid", "alt.binaries.dvd", "alt.binaries.misc", "alt.binaries.sounds.mp3"])
    return title, group, False


fam("malware_media", 50, [], maker=mk_malware)

# fake streaming ----------------------------------------------------------------
STREAM_DOMS = ["123movies", "putlocker", "fmovies", "soap2day", "gomovies", "watchfree", "hdstream",
               "fullmovie", "moviesflix", "streamhub", "solarmovie", "yesmovies", "vumoo", "flixtor"]
fam("fake_streaming", 45, [
    "Watch {movie} (2024) Full Movie Online Free HD",
    "{movie} 123movies streaming free",
    "[WATCH] {movie} FULL MOVIE [4K] free online",
    "{movie} Putlocker free streaming no sign up",
    "{show} Season {s} Episode {e} watch online free",
    "Stream {event} live free HD link",
    "{movie} ({year}) FuLLMovie Download Free 720p",
    "!WATCH! {movie} {year} FULLMOVIE ONLINE {url}",
    "{event} LIVE STREAM FREE - {url}",
    "{movie} (2025) Online Free on Soap2day",
    "Where to watch {movie} for free? {url}",
    "{movie} full movie free download HD 1080p mp4 no virus",
    "[Free-HD] {movie} (2024) [Online] [Streaming]",
    "{show} S{s:02d}E{e:02d} LIVE STREAM FREE",
    "watch {movie} online reddit free",
    "{movie} Fmovies HD full",
    "HOW TO WATCH {movie} FREE ONLINE AT HOME",
    "{event} Live Stream Reddit Free",
    "{movie} 2024 full HD online free | no ads",
], foreign=[
    ("es", "VER {movie} Película Completa en Español Latino gratis"),
    ("es", "Ver {movie} online gratis HD - Cuevana"),
    ("fr", "Regarder {movie} film complet en streaming VF gratuit"),
    ("de", "{movie} ganzer Film deutsch kostenlos stream"),
    ("zh", "{movie} 完整版 在线观看 高清"),
    ("ru", "{movie} смотреть онлайн бесплатно в хорошем качестве"),
    ("id", "Nonton {movie} Sub Indo Full Movie"),
    ("pt", "Assistir {movie} filme completo dublado online"),
    ("it", "{movie} streaming ITA altadefinizione gratis"),
    ("tr", "{movie} full izle türkçe dublaj"),
    ("vi", "Xem phim {movie} vietsub full HD"),
    ("th", "ดูหนัง {movie} เต็มเรื่อง พากย์ไทย"),
], fields={"s": lambda: R.randint(1, 6), "e": lambda: R.randint(1, 12),
           "url": lambda: show_url(domain(STREAM_DOMS))}, key="movie", pf=0.2,
    groups=["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv", "alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.x264"])

# account / key / crack selling -------------------------------------------------------------
ACCTS = ["Netflix premium", "Spotify premium", "Disney+", "HBO Max", "Hulu", "NordVPN", "ExpressVPN",
         "ChatGPT Plus", "Canva Pro", "Adobe CC", "YouTube Premium", "Crunchyroll", "Newshosting unlimited",
         "Eweka", "Fortnite", "Valorant", "Minecraft", "Roblox", "OnlyFans", "Amazon Prime", "Paramount+",
         "Steam", "Xbox Game Pass Ultimate", "PlayStation Plus", "Duolingo Super", "LinkedIn Premium"]
SOFT_KEYS = ["Windows 11 Pro", "Windows 10 Pro", "Office 2021 Pro Plus", "Office 365", "Adobe Photoshop",
             "AutoCAD 2025", "Kaspersky Total Security", "Norton 360", "IDM", "WinRAR", "Avast Premium"]
fam("account_selling", 40, [
    "{acc} accounts lifetime - only {price}",
    "Selling {acc} accounts cheap - 1 year warranty",
    "{key} keys {price} - instant delivery",
    "{key} activation key sale - genuine retail",
    "{key} full crack + keygen download {url}",
    "Cracked {acc} accounts - combo list {n}k",
    "{acc} / {acc2} / {acc3} accounts - {price} each",
    "Universal keygen all software {year} working 100%",
    "FIFA coins cheap - instant delivery",
    "WoW gold cheap - instant delivery - {url}",
    "Fortnite accounts with rare skins for sale",
    "Steam keys in bulk - {n3} random keys {price}",
    "Buy aged {acc} accounts PVA verified",
    "{key} lifetime license {price} - DM for details",
    "Shared {acc} login - {price}/month",
    "Free {acc} account generator {year} no survey",
    "{key} serial number + patch",
    "Get {acc} for free forever - {url}",
], foreign=[
    ("de", "{acc} Accounts günstig - lebenslang"),
    ("fr", "Comptes {acc} pas chers - garantie 1 an"),
    ("es", "Cuentas {acc} baratas - entrega inmediata"),
    ("ru", "Продам аккаунты {acc} дешево"),
    ("pt", "Contas {acc} vitalícias - preço baixo"),
    ("vi", "Bán tài khoản {acc} giá rẻ"),
], fields={"acc": ACCTS, "key": SOFT_KEYS}, key="acc",
    groups=["alt.binaries.warez", "alt.binaries.games", "alt.binaries.cd.image", "alt.binaries.iso", "alt.binaries.mac"])

# dating / cam / escort -----------------------------------------------------------------
fam("dating", 35, [
    "Lonely housewives in {city} want to meet you",
    "Hot singles near {city} - no signup",
    "Beautiful Russian girls looking for a husband",
    "{fname}, {age}, sent you a private message",
    "Live cams - {n3} free tokens - no credit card",
    "Escort service {city} 24/7 call {ph}",
    "Find a sex partner tonight - {url}",
    "Meet Asian women - marriage agency",
    "Your match is waiting - {url}",
    "Hookup tonight? 18+ verify age at {url}",
    "Webcam girls 100% free chat",
    "Sugar daddy wanted - {fname} {age}",
    "{fname} ({age}) wants to chat with you 💋",
    "I'm {fname}, {age} y.o., looking for a serious relationship",
    "{n} women in {city} are waiting for your reply",
    "Adult dating - no strings attached - {url}",
    "Private photos of {fname} - click to unlock",
    "New message from {fname}: are you still awake?",
    "Ukrainian brides - real profiles - {url}",
    "Cheating wives in {city}",
], foreign=[
    ("de", "Einsame Hausfrauen suchen Kontakt in {city}"),
    ("fr", "Rencontres coquines près de chez vous"),
    ("es", "Chicas solteras en tu ciudad esperan tu mensaje"),
    ("ru", "Знакомства для взрослых без регистрации"),
    ("ja", "出会い系 無料 即会い 人妻"),
    ("pl", "Seksowne singielki z Twojej okolicy"),
    ("it", "Incontri per adulti nella tua città"),
    ("nl", "Sexdate in jouw buurt - gratis aanmelden"),
    ("zh", "同城交友 美女在线 免费聊天"),
], key="fname", groups=["alt.binaries.erotica", "alt.binaries.pictures.erotica", "alt.binaries.pictures.misc", "alt.binaries.multimedia.erotica"])

# advance fee / lottery -------------------------------------------------------------
LOTTOS = ["Euro Millions", "UK National", "Microsoft", "Coca-Cola", "Google", "Mega Millions",
          "Powerball International", "El Gordo", "Yahoo", "Facebook", "UN Compensation", "World Bank"]
fam("advance_fee", 35, [
    "CONGRATULATIONS! You won {money} in the {lotto} Lottery",
    "From the desk of {sname}: unclaimed inheritance",
    "URGENT BUSINESS PROPOSAL - strictly confidential",
    "Dear Beneficiary, your compensation fund of {money}",
    "Next of kin needed for deceased client fund",
    "{sname}, widow, needs your help to transfer {money}",
    "Your email address has won the {lotto} Award Promotion",
    "UN compensation payment approved - contact agent {sname}",
    "ATM card worth {money} ready for delivery",
    "{lotto} Lottery winner notification - ref {num}",
    "Please I need your assistance (reply urgently)",
    "Western Union payment of $5000 daily to you",
    "ATTENTION: YOUR FUND HAS BEEN APPROVED",
    "Dear Friend, I am {sname} and I have a proposal for you",
    "Partnership request - {money} oil contract",
    "Your consignment box is at the airport - pay clearance fee",
    "Reply for more details - {sname}",
    "Hello dearest, I want to donate {money} to charity through you",
    "RE: Your unpaid winnings {num}",
], foreign=[
    ("de", "Herzlichen Glückwunsch! Sie haben {money} gewonnen"),
    ("fr", "Félicitations! Vous avez gagné {money} à la loterie"),
    ("es", "¡Felicidades! Usted ha ganado el premio de {money}"),
    ("it", "Congratulazioni, hai vinto {money}"),
    ("pt", "Parabéns! Você ganhou {money} no sorteio"),
    ("ru", "Поздравляем! Вы выиграли {money}"),
], fields={"lotto": LOTTOS}, key="lotto")

# prize bait ----------------------------------------------------------------------
PRIZES = ["$1000 Walmart gift card", "iPhone 16 Pro", "PS5", "Amazon $500 voucher", "Samsung Galaxy S25",
          "Costco reward", "Dyson Airwrap", "MacBook Air", "$750 Cash App", "Starbucks $100 card",
          "Tesla Model 3", "Steam $100 wallet code", "Netflix 1 year free"]
fam("prize_bait", 25, [
    "You've been selected to receive a {prize}",
    "Congratulations iPhone winner! Claim your {prize}",
    "Claim your free {prize} - {url}",
    "Survey reward: {prize} - only {n} left",
    "[WINNER] {prize} - confirm shipping",
    "Spin the wheel and win a {prize}",
    "Your loyalty reward is waiting: {prize}",
    "{prize} GIVEAWAY - enter now",
    "Final reminder: your {prize} expires today",
    "Answer 3 questions to get a {prize}",
], foreign=[
    ("de", "Sie wurden ausgewählt: {prize} gratis"),
    ("fr", "Vous avez été sélectionné pour gagner un {prize}"),
    ("es", "Has sido seleccionado para recibir un {prize}"),
], fields={"prize": PRIZES}, key="prize")

# SEO / followers / data -----------------------------------------------------------
fam("seo_services", 30, [
    "Buy {n}k Instagram followers for {price}",
    "Buy real YouTube views - fast delivery",
    "SEO backlinks {n3} DA50+ - guaranteed rank #1",
    "Email list {n} million USA consumers - leads for sale",
    "B2B database: CEO emails and phone numbers",
    "TikTok likes cheap - {url}",
    "Guest post on high DA sites - {price}",
    "Buy Google reviews 5 stars - undetectable",
    "Website traffic {n3}k visitors for {price}",
    "Mass email sending service - bulletproof SMTP",
    "Telegram members adder - {n}k members",
    "Spotify plays promotion - boost your streams",
    "Fresh leads {year} - crypto investors database",
    "Rank your website on page one of Google in {days} days",
    "We write and post {n3} forum links for you",
    "Verified Trustpilot reviews for sale",
    "Social media panel - cheapest SMM services - {url}",
], foreign=[
    ("de", "Instagram Follower kaufen - echt und schnell"),
    ("es", "Comprar seguidores de Instagram baratos"),
    ("ru", "Продвижение сайтов в топ Яндекса"),
    ("fr", "Acheter des abonnés Instagram pas cher"),
    ("zh", "网站SEO优化 快速排名 首页"),
], key=None)

# fake documents ----------------------------------------------------------------------
fam("fake_documents", 25, [
    "Real and fake passports, driver's licenses, ID cards for sale",
    "Buy registered IELTS certificate without exam",
    "Novelty ID cards - scannable - all states",
    "Buy university diploma / degree - verifiable",
    "Counterfeit money for sale - undetectable - {ph}",
    "SSN + DOB + fullz for sale",
    "Residence permit, visa and citizenship documents",
    "Buy EU driving licence without test",
    "Fake doctor's note templates",
    "Bank statements and paystubs - custom made",
    "Grade A counterfeit euros and dollars - WhatsApp {ph}",
    "Buy real passport online - registered in database",
    "Clone cards with high balance for sale",
    "Buy TOEFL / GMAT / GRE certificate",
], foreign=[
    ("de", "Führerschein kaufen ohne Prüfung - registriert"),
    ("fr", "Acheter permis de conduire sans examen"),
    ("es", "Comprar carnet de conducir sin examen"),
    ("it", "Comprare patente di guida senza esame"),
    ("nl", "Rijbewijs kopen zonder examen"),
], key=None)

# job scams ---------------------------------------------------------------------
fam("job_scam", 25, [
    "Work from home data entry ${n}/hr - no experience",
    "Mystery shopper needed in {city}",
    "Package reshipping job - earn {money} per month",
    "Payment processing agent wanted",
    "Online typist jobs - paid daily",
    "Hiring now: remote personal assistant, paid weekly",
    "Amazon product review job - ${n}/day",
    "Like YouTube videos and earn {money}",
    "Task job: earn commission completing app orders",
    "Canada jobs with visa sponsorship - pay processing fee",
    "Part time job, {n} minutes a day, {money} - WhatsApp {ph}",
    "Recruiting: financial agent for our company in {city}",
    "Hi, I am a recruiter from a well-known company, are you interested in part-time work?",
], foreign=[
    ("de", "Nebenjob von zu Hause - 500€ pro Tag"),
    ("es", "Trabajo desde casa ganando 300 euros diarios"),
    ("pl", "Praca zdalna 200 zł dziennie - bez doświadczenia"),
    ("nl", "Werk vanuit huis - verdien €{n3} per week"),
    ("id", "Lowongan kerja paruh waktu - gaji harian"),
], key=None)

# proselytising ----------------------------------------------------------------------
fam("proselytising", 20, [
    "Jesus loves you - repent before it's too late",
    "Are you ready for the Rapture?",
    "The Quran is the final revelation - read it free",
    "Accept Christ today and be saved",
    "The end is near - Revelation 13 explained",
    "God's message to the people of Usenet",
    "Salvation is free - John 3:16",
    "Hell is real - where will you spend eternity?",
    "The mark of the beast is coming",
    "Repent! The Kingdom of God is at hand",
    "Free personality test - find your true self",
    "The Bible predicted {year} - read Daniel 9",
    "JESUS IS LORD",
    "Pray for {city}",
    "Read the Bible before it's banned",
], foreign=[
    ("es", "Dios te ama - arrepiéntete hoy"),
    ("pt", "Jesus te ama - aceite Cristo hoje"),
    ("de", "Jesus liebt dich - kehr um"),
    ("ru", "Покайтесь, ибо приблизилось Царство Небесное"),
], key=None, surf=surface_light)

# conspiracy -------------------------------------------------------------------------
fam("conspiracy", 22, [
    "5G towers spread the virus - wake up sheeple",
    "Chemtrails are real - proof inside",
    "The moon landing was faked - NASA lies exposed",
    "Flat earth proof #{n}",
    "New World Order plan revealed",
    "Vaccines contain microchips - the truth",
    "Reptilians control the government",
    "HAARP weather control exposed",
    "The truth they don't want you to know",
    "Wake up! The elections are rigged",
    "The banks are going to collapse - withdraw your money now",
    "They are poisoning the water - share before deleted",
    "Birds aren't real",
    "The Great Reset explained - part {n}",
    "Operation Mockingbird never ended",
    "Free energy suppressed by the oil companies",
    "WAKE UP PEOPLE",
], foreign=[
    ("de", "Die Wahrheit über Chemtrails - aufwachen!"),
    ("fr", "La vérité sur les chemtrails qu'on vous cache"),
    ("ru", "Правда о вышках 5G, которую скрывают"),
], key=None, surf=surface_light)

# chain letters -------------------------------------------------------------------------
fam("chain_letter", 16, [
    "Forward this to 10 people or have bad luck for 7 years",
    "Microsoft will pay you $245 for every forward - this is real",
    "Help this sick girl - each share is $1 for her surgery",
    "VIRUS WARNING: do not open any file called Good Times",
    "MAKE MONEY FAST - DAVE RHODES",
    "This is not a joke - it really works - $50,000 in 90 days",
    "Pass it on - the letter of luck",
    "Send this to everyone you know before midnight",
    "READ THIS: it changed my life (forward to 5 friends)",
    "Copy this post to 20 groups and you will receive {money}",
    "This letter has been around the world nine times",
    "Don't break the chain!",
], key=None, surf=surface_light)

# keyboard noise / floods -------------------------------------------------------------------
KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "йцукенгшщз"]


def mk_noise():
    r = R.randrange(18)
    if r == 0:
        row = pick(KB_ROWS[:3])
        a = R.randrange(len(row) - 3)
        t = (row[a:a + R.randint(3, 6)]) * R.randint(2, 5)
    elif r == 1:
        t = pick("ajkdfsxz.!?hm#") * R.randint(6, 60)
    elif r == 2:
        t = " ".join([pick(["test", "TEST", "testing", "tst", "test123", "ignore"])] * R.randint(2, 6))
    elif r == 3:
        t = "".join(pick("asdfjkl;ghqwe") for _ in range(R.randint(6, 30)))
    elif r == 4:
        t = pick(["FLOOD", "SPAM", "BUMP", "NUKE", "LOL", "KEK", "ZZZ", "TROLL", "PWNED"]) + (" " + pick(["FLOOD", "SPAM", "BUMP", "LOL", "haha"])) * R.randint(2, 8)
    elif r == 5:
        t = pick(["█", "■", "▓", "░", "▒", "●", "★", "♥", "☺", "卐", "ÿ", "�"]) * R.randint(5, 50)
    elif r == 6:
        t = pick(["Ã©Ã©Ã©", "â€™â€™", "ÐŸÑ€Ð¸Ð²ÐµÑ‚", "Ã¤Ã¶Ã¼", "ï»¿ï»¿", "Â Â Â "]) * R.randint(1, 4)
    elif r == 7:
        t = "Re: " * R.randint(3, 12) + pick(["", "test", "?", "...", "hi", "ok"])
    elif r == 8:
        t = pick(["?", "!", ".", "-", "=", "~", "*", "#"]) * R.randint(3, 40)
    elif r == 9:
        t = pick(["hjkl", "wasd", "asdf", "jkjk", "lkj", "ppp", "mmm"]) + " " + alnum(R.randint(3, 12), "abcdefghijklmnopqrstuvwxyz")
    elif r == 10:
        t = "".join(R.choice(["a", "A"]) for _ in range(R.randint(8, 40)))
    elif r == 11:
        t = pick(["lol", "ok", "k", "hi", "yo", "sup", "first", "1st", "nm", "meh", "bleh", "wtf", "x", ".", "..."])
    elif r == 12:
        t = " ".join(alnum(R.randint(2, 7), "qwxzjkvbpfgh") for _ in range(R.randint(3, 9)))
    elif r == 13:
        t = "(no subject)" if chance(0.5) else pick(["untitled", "New Message", "no subject", "subject", "<none>", "Fw:", "Fwd: Fwd: Fwd:"])
    elif r == 14:
        t = "".join(pick(KB_ROWS[6]) for _ in range(R.randint(5, 20)))
    elif r == 15:
        t = f"{pick(['test', 'flood', 'spam', 'bump'])} {R.randint(1, 9999)} {pick(['please ignore', 'ignore', 'sorry', 'dont download', 'nothing here', ''])}".strip()
    elif r == 16:
        w = pick(["help", "hello", "anyone", "admin", "moderator", "pls", "why"])
        t = " ".join([w.upper()] * R.randint(3, 10)) + "?" * R.randint(0, 8)
    else:
        t = "".join(pick("0123456789") for _ in range(R.randint(4, 20)))
    if chance(0.1):
        t = yenc_wrap(t, [".txt", ".dat", ".bin", ".jpg", ""])
    return t, jgroup(["alt.binaries.test", "alt.test", "misc.test", "alt.binaries.test.yenc", "alt.binaries.boneless"]), False


fam("keyboard_noise", 40, [], maker=mk_noise)

SALAD = ["crimson", "thunder", "obligatory", "mountain", "velvet", "parliament", "cabbage", "orbit",
         "luminous", "tangerine", "sculpture", "whisper", "asphalt", "diligent", "oyster", "gargoyle",
         "harmonica", "lantern", "quarrel", "sediment", "porcelain", "jubilant", "meadow", "tractor",
         "elbow", "quantum", "biscuit", "fortress", "nebula", "vinegar", "pamphlet", "brisk", "lullaby",
         "ferocious", "spindle", "custard", "monsoon", "ledger", "pigeon", "anthem", "saddle", "riddle"]


def mk_salad():
    n = R.randint(3, 12)
    ws = [pick(SALAD) for _ in range(n)]
    t = " ".join(ws)
    r = R.randrange(5)
    if r == 0:
        t = t.capitalize() + "."
    elif r == 1:
        t = t + " " + pick(["cheap meds", "visit " + show_url(domain(["go", "click", "info"])), "buy now", "best price", ""])
    elif r == 2:
        t = " ".join(w.capitalize() for w in ws)
    elif r == 3:
        t = t + " " + alnum(R.randint(6, 14))
    return t.strip(), jgroup(), False


fam("word_salad", 15, [], maker=mk_salad)

# off-topic chatter, flames, classifieds ----------------------------------------------------
fam("offtopic_chatter", 35, [
    "Re: why is this group full of spam?",
    "Anyone else having trouble with {prov} today?",
    "You're all idiots, learn to post properly",
    "Who's the moron who posted 500 files with no par2",
    "FS: used {car} {yr}, {n}k miles, runs great",
    "WTB: Nikon D750 body, cash",
    "For sale: 3 bedroom house in Florida by owner",
    "Happy birthday to me",
    "Re: Re: OT: politics again",
    "Anyone from {city} here?",
    "Stop top-posting!!!",
    "Thanks for nothing",
    "Looking for a girlfriend, anyone?",
    "Killfile this troll",
    "Please stop posting text in a binary group",
    "My cat died today",
    "Guess what I had for breakfast",
    "OT: what's everyone's favourite pizza topping",
    "Re: you are a complete loser",
    "Get a life, nerds",
    "Is usenet dead? (discussion)",
    "FOR SALE: lawn mower, barely used, pick up only in {city}",
    "Selling my record collection, email me",
    "Garage sale this Saturday",
    "Re: Re: Re: who cares",
    "I'm leaving this group forever",
    "this group sucks now",
    "Merry Christmas everyone",
    "HAPPY NEW YEAR {year}!!!",
    "Lost dog in {city} - reward",
    "Anyone want to play chess by mail?",
    "OT: best beer?",
    "Re: Your mother",
    "Apartment for rent in {city}, {price} per month",
    "Why does my ISP throttle me? rant",
    "You people are pathetic",
    "Looking for pen pals",
], foreign=[
    ("de", "Verkaufe Fahrrad, kaum benutzt, Abholung in {city}"),
    ("nl", "Te koop: wasmachine, ophalen in Utrecht"),
    ("fr", "Quelqu'un de Lyon ici ?"),
    ("it", "Vendo divano usato, ritiro a Milano"),
    ("pl", "Sprzedam rower, stan bardzo dobry"),
    ("es", "Alguien sabe por qué el servidor va tan lento?"),
], fields={"prov": ["Giganews", "Newshosting", "Eweka", "UsenetServer", "Easynews", "Frugal", "Newsdemon", "my provider"],
           "car": ["Toyota Corolla", "Honda Civic", "Ford Focus", "VW Golf", "Subaru Outback"],
           "yr": lambda: R.randint(1998, 2016)}, key=None, surf=surface_light,
    groups=["alt.binaries.boneless", "alt.binaries.mp3", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.discussion"])

# IPTV / VPN / invites ----------------------------------------------------------------------
IPTV_DOMS = ["best-iptv", "iptvking", "4k-iptv", "iptv-smarters", "streamz", "tvpremium", "iptvuk", "m3upro"]
INDEXERS = ["NZBGeek", "DrunkenSlug", "NinjaCentral", "NZBPlanet", "DogNZB", "NZBFinder", "Tabula Rasa", "omgwtfnzbs", "abNZB", "althub", "NZB.su", "SceneNZBs"]
TRACKERS = ["PTP", "BTN", "RED", "OPS", "HDB", "BHD", "MAM", "GGn", "AR", "TL"]
fam("iptv_vpn_invites", 35, [
    "Best IPTV {year} - {big}+ channels 4K - free 24h trial",
    "IPTV subscription 12 months {price} - WhatsApp {ph}",
    "m3u playlist premium - all sports channels - {url}",
    "VPN lifetime deal {price} - no logs",
    "Indexer invites for sale: {idx}, {idx2}, {idx3}",
    "Private tracker invites: {trk}, {trk2}, {trk3} - cheap",
    "{idx} invite giveaway - DM me",
    "Firestick fully loaded - all channels free",
    "Kodi box fully loaded - free movies and sports",
    "IPTV reseller panel - credits cheap",
    "UK IPTV - Sky Sports, BT Sport, all PPV - {url}",
    "Selling {idx} lifetime VIP",
    "{trk} invite + ratio guaranteed - {price}",
    "IPTV SMARTERS PRO - premium line - {url}",
    "Stop paying for cable! {big} channels for {price}/month",
    "Free IPTV m3u list {year} updated daily",
], foreign=[
    ("de", "IPTV Abo 12 Monate - alle deutschen Sender in HD"),
    ("fr", "Abonnement IPTV 12 mois - toutes les chaînes françaises"),
    ("es", "Lista IPTV premium - fútbol y canales españoles"),
    ("nl", "IPTV abonnement - alle Nederlandse zenders"),
    ("ar", "اشتراك IPTV لمدة سنة - جميع القنوات"),
    ("it", "Abbonamento IPTV 12 mesi - Sky e DAZN"),
    ("pl", "IPTV abonament 12 miesięcy - polskie kanały"),
], fields={"idx": INDEXERS, "trk": TRACKERS, "url": lambda: show_url(domain(IPTV_DOMS))}, key=None)

# usenet provider / indexer ads -----------------------------------------------------------------
fam("usenet_ads", 20, [
    "Best Usenet provider {year} - {pct}% OFF - unlimited speed",
    "Newshosting deal {price}/month + free VPN - {url}",
    "Get free usenet access - click here",
    "NZB indexer free lifetime membership - register at {url}",
    "Black Friday Usenet deal - {pct}% off all plans",
    "Unlimited Usenet for {price} - 5000+ days retention - {url}",
    "Tired of missing articles? Switch to our backbone",
    "Free 14 day usenet trial - no credit card",
    "Usenet + VPN bundle {price} - best value",
    "Try the fastest usenet server - {url}",
], key=None)

# hacking services -------------------------------------------------------------------------
fam("hacking_services", 22, [
    "Hire a hacker - recover Facebook / Instagram password",
    "WhatsApp hacking service - read any chat",
    "DDoS for hire - booter / stresser {price}",
    "Change your university grades - professional hackers",
    "Spy on your cheating spouse's phone - {url}",
    "Ransomware as a service - {pct}% affiliate split",
    "Bank logs for sale - high balance",
    "Carding tutorial + CC dumps with PIN",
    "Credit score fix - hackers delete negative items",
    "RAT + FUD crypter undetectable {year}",
    "Contact a real hacker: {ph}",
    "Recover stolen crypto - certified ethical hackers",
    "Gmail account hacking - 100% guaranteed",
    "Fresh CVV shop - {url}",
    "Zero-day exploits for sale - serious buyers only",
], foreign=[
    ("ru", "Взлом аккаунтов соцсетей - быстро и анонимно"),
    ("es", "Contrata un hacker - recupera tu cuenta"),
    ("pt", "Hacker profissional - recupere sua conta"),
], key=None)

# gambling --------------------------------------------------------------------------------------
CASINO_DOMS = ["casino-bonus", "vegas-spin", "luckywin", "betking", "slot777", "jackpotcity", "royalbet", "spinpalace"]
fam("gambling", 35, [
    "Online casino bonus 200% + {n3} free spins",
    "Best sports betting tips - 100% fixed matches",
    "Fixed match guaranteed odds {n} - pay after win",
    "Crypto casino - no KYC - instant withdrawals - {url}",
    "Bet365 bonus code {code} - get £{n3} free bets",
    "Roulette system that never loses",
    "WIN BIG at {url} - {n3} free spins no deposit",
    "Jackpot winner every 5 minutes - play now",
    "Poker rakeback 60% - join today",
    "Win the lottery with this mathematical system",
    "Sure odds today - VIP betting tips",
    "Free spins no deposit {year} - {url}",
], foreign=[
    ("id", "Slot gacor hari ini maxwin - daftar sekarang"),
    ("id", "Situs slot gacor {year} gampang menang"),
    ("id", "Judi online terpercaya - deposit pulsa tanpa potongan"),
    ("id", "Situs togel resmi - bandar togel online"),
    ("ko", "카지노사이트 추천 - 먹튀 없는 토토사이트"),
    ("ko", "안전 토토사이트 - 첫충 이벤트"),
    ("vi", "Nhà cái uy tín - tặng 100k khi đăng ký"),
    ("th", "สล็อต เว็บตรง แตกง่าย ฝากถอน ไม่มีขั้นต่ำ"),
    ("th", "แทงบอลออนไลน์ เว็บตรง ไม่ผ่านเอเย่นต์"),
    ("zh", "澳门赌场 线上娱乐 注册送彩金"),
    ("ja", "オンラインカジノ 入金不要ボーナス"),
    ("hi", "ऑनलाइन कैसीनो - अभी जीतें ₹10,000"),
    ("pt", "Cassino online - bônus de boas-vindas de R$500"),
    ("de", "Online Casino ohne Limit - 100 Freispiele"),
    ("tr", "Canlı casino - deneme bonusu veren siteler"),
], fields={"url": lambda: show_url(domain(CASINO_DOMS))}, key=None, pf=0.4)

# tech support ----------------------------------------------------------------------------------
fam("tech_support", 25, [
    "Microsoft Support: your computer is infected - call {ph}",
    "Norton renewal {price} charged - call {ph} to cancel",
    "QuickBooks support number {ph}",
    "Windows Defender alert - call now {ph}",
    "Geek Squad auto-renewal invoice - {ph}",
    "HP printer offline? Call our experts {ph}",
    "Gmail customer service phone number {ph}",
    "Coinbase support number 24/7 {ph}",
    "Cash App customer service {ph}",
    "Apple security warning - your iPhone has {n} viruses",
    "PayPal dispute helpline {ph}",
    "Call {ph} for instant Outlook password recovery",
    "McAfee subscription renewed for $399.99 - call {ph}",
    "Epson printer support toll free {ph}",
    "Facebook help center phone number {ph} (24x7)",
], key=None)

# replicas ------------------------------------------------------------------------------------
BRANDS = ["Rolex", "Louis Vuitton", "Gucci", "Nike Air Jordan", "Ray-Ban", "Ugg", "Moncler",
          "Canada Goose", "Oakley", "Pandora", "Michael Kors", "Omega", "Cartier", "Hermes",
          "Prada", "Chanel", "Yeezy", "Patek Philippe", "Audemars Piguet", "Tag Heuer"]
fam("replicas", 25, [
    "{brand} replica watches AAA quality",
    "{brand} bags {pct}% off - outlet",
    "Cheap {brand} wholesale - free shipping",
    "{brand} {price} outlet sale",
    "Replica {brand} 1:1 swiss movement",
    "Designer handbags factory direct - {brand}, {brand2}, {brand3}",
    "{brand} clearance - {url}",
    "Luxury {brand} at fake prices",
    "{brand} outlet online store",
    "Top quality {brand} copies - paypal accepted",
], foreign=[
    ("de", "{brand} Replika Uhren - beste Qualität"),
    ("fr", "Sac {brand} pas cher - soldes"),
    ("es", "Zapatillas {brand} baratas - envío gratis"),
    ("it", "{brand} outlet online - sconti fino al 70%"),
    ("ja", "{brand} スーパーコピー 激安 通販"),
    ("zh", "{brand} 高仿 一比一 正品质量"),
], fields={"brand": BRANDS, "url": lambda: show_url(domain(["replica", "outlet", "luxury-sale", "cheapbrands"]))}, key="brand")

# extortion ------------------------------------------------------------------------------------
fam("extortion", 16, [
    "I hacked your device - pay $1500 in Bitcoin",
    "I recorded you - your password is {pw}",
    "Your account was hacked - final warning",
    "I know what you did - {btc}",
    "DMCA NOTICE: your IP has been logged - pay settlement of {price}",
    "Copyright infringement detected - pay {money} or face court",
    "Last warning before I send the video to your contacts",
    "Your webcam was recorded - 48 hours to pay",
    "Police notice: illegal downloads - pay fine {price}",
    "Re: {pw} (your password)",
], foreign=[
    ("de", "Ich habe Ihr Gerät gehackt - zahlen Sie in Bitcoin"),
    ("fr", "J'ai piraté votre appareil - payez en Bitcoin"),
    ("nl", "Ik heb uw apparaat gehackt - betaal binnen 48 uur"),
], fields={"pw": ["hunter2", "qwerty123", "letmein", "Summer2019!", "dragon88", "password1", "iloveyou", "monkey12"]}, key=None)

# essay mills -----------------------------------------------------------------------------------
fam("essay_mill", 14, [
    "Write my essay cheap - {price} per page",
    "Assignment help 24/7 - plagiarism free",
    "Dissertation writing service UK - {url}",
    "Do my homework - any subject - A+ guaranteed",
    "Buy research papers online",
    "Online exam help - we take your test for you",
    "Thesis writing help - PhD writers",
    "Pay someone to take my online class",
], key=None)

JUNK_LANG_COUNT = [0]


def make_junk_one(spec):
    if spec["maker"]:
        return spec["maker"]()
    if spec["foreign"] and chance(spec["pf"]):
        lang, tmpl = pick(spec["foreign"])
        text, _ = render(tmpl, spec["fields"])
        title = surface_foreign(text)
        group = lang_group(lang) if chance(0.5) else jgroup(spec["groups"])
        return title, group, True
    tmpl = pick(spec["en"])
    text, vals = render(tmpl, spec["fields"])
    if spec["surf"] is surface:
        kv = vals.get(spec["key"]) if spec["key"] else None
        r = R.random()
        if r < 0.06:
            # very long: glue several pitches together
            extra = [render(pick(spec["en"]), spec["fields"])[0] for _ in range(R.randint(2, 4))]
            title = pick([" - ", " | ", " *** ", " !!! ", " / ", " ++ "]).join([text] + extra)
        elif r < 0.10 and kv and isinstance(kv, str):
            title = pick([kv.upper(), kv + "!!!", kv + "??", f"{kv} {kv} {kv}", f"${kv}$", f"{kv} cheap"])
        else:
            title = surface(text, kv if isinstance(kv, str) else None)
    else:
        title = spec["surf"](text)
    return title, jgroup(spec["groups"]), False


# =========================================================== legit data ===

SHOWS = ["The Bear", "Shogun", "The Last of Us", "House of the Dragon", "The Boys", "Severance",
         "Slow Horses", "Fallout", "Only Murders in the Building", "Ted Lasso", "Succession", "Yellowstone",
         "Reacher", "The Rings of Power", "Andor", "The Mandalorian", "Stranger Things", "Wednesday",
         "Bridgerton", "The Crown", "Squid Game", "The White Lotus", "Abbott Elementary", "Hacks",
         "What We Do in the Shadows", "Law and Order SVU", "Chicago Fire", "Chicago PD", "NCIS",
         "Greys Anatomy", "The Rookie", "Tracker", "Fire Country", "9-1-1", "Doctor Who 2005",
         "EastEnders", "Coronation Street", "Emmerdale", "Top Gear", "The Great British Bake Off",
         "Taskmaster", "Would I Lie To You", "QI", "Have I Got News For You", "The Graham Norton Show",
         "Jimmy Kimmel Live", "The Late Show with Stephen Colbert", "The Daily Show", "Saturday Night Live",
         "Last Week Tonight with John Oliver", "Jeopardy", "Survivor", "The Amazing Race", "Big Brother",
         "The Traitors US", "The Traitors UK", "MasterChef Australia", "The Simpsons", "Family Guy",
         "Bobs Burgers", "South Park", "Futurama", "Rick and Morty", "Solar Opposites", "Bluey",
         "Curb Your Enthusiasm", "True Detective", "The Penguin", "Silo", "Foundation", "For All Mankind",
         "Presumed Innocent", "The Gentlemen", "Baby Reindeer", "3 Body Problem", "The Diplomat",
         "Outer Banks", "Cobra Kai", "The Umbrella Academy", "Shrinking", "Loki", "Agatha All Along",
         "Tulsa King", "Mayor of Kingstown", "Landman", "Lioness", "Evil", "Ghosts US", "Young Sheldon",
         "Matlock 2024", "Elsbeth", "Blue Bloods", "Fargo", "Black Mirror", "Line of Duty", "Vera",
         "Midsomer Murders", "Death in Paradise", "Shetland", "Happy Valley", "Bad Sisters",
         "The Responder", "Derry Girls", "Ghosts", "The Office US", "Parks and Recreation", "Frasier 2023",
         "Dexter Original Sin", "Andor", "Daredevil Born Again", "The Pitt", "Paradise 2025",
         "Severance", "Task", "Alien Earth", "Peacemaker", "Invincible", "Arcane", "Blue Eye Samurai",
         "The Expanse", "Mythic Quest", "Poker Face", "Dark Winds", "Slow Horses", "Mr Inbetween",
         "Nova", "Antiques Roadshow", "Grand Designs", "University Challenge", "Pointless", "Gogglebox",
         "Late Night with Seth Meyers", "The Tonight Show Starring Jimmy Fallon", "Real Time with Bill Maher"]
DATE_SHOWS = ["Jimmy Kimmel Live", "The Late Show with Stephen Colbert", "The Daily Show",
              "Late Night with Seth Meyers", "The Tonight Show Starring Jimmy Fallon", "Jeopardy",
              "Real Time with Bill Maher", "Coronation Street", "EastEnders", "Emmerdale",
              "WWE Monday Night Raw", "The View", "Good Morning America", "Newsnight", "Pointless"]
EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Blood and Water", "The Long Night", "Fallout",
             "Part One", "Chapter Seven", "Lost and Found", "The Gift", "Endgame", "Origins", "The Trial",
             "Family Business", "Exit Strategy", "A New Hope", "Crossroads", "The Storm", "Bad Blood",
             "Nothing Personal", "The Return", "Ghosts of the Past", "Dead Weight", "Legacy"]
TV_GRPS = ["KILLERS", "LOL", "DIMENSION", "SVA", "AVS", "FLEET", "ION10", "NTb", "TEPES", "GOSSIP", "EDITH",
           "MiNX", "SYNCOPY", "BAE", "FENiX", "CAKES", "GGEZ", "GGWP", "KOGi", "ROVERS", "DEFLATE", "FLUX",
           "CMRG", "SMURF", "HONE", "MZABI", "PECULATE", "playWEB", "RAWR", "ETHEL", "JFF", "LAZY", "PHOENiX",
           "ELiTE", "NHTFS", "APEX", "BATV", "CRiMSON", "TBS", "W4F", "STRiFE", "TORRiD", "JEBAITED",
           "SuccessfulCrab", "NOSiViD", "XEN0N", "ABBiE", "KiNGS", "POKE", "VETO", "WH", "DUSKLiGHT"]
NETS = ["AMZN", "NF", "DSNP", "HMAX", "ATVP", "HULU", "PCOK", "PMTP", "iP", "ITVX", "STAN", "CRAV", "MAX", "RTE", "SKST", "ALL4", "CBS", "NBC", "AMC+", "STARZ", "SHO"]
RES = ["720p", "1080p", "1080p", "1080p", "2160p", "480p", "576p"]


def dotted_name(name):
    n = name.replace("'", "").replace("&", "and").replace(":", "").replace(",", "")
    n = re.sub(r"\s+", ".", n.strip())
    return n


def fmt_tv(show=None):
    show = show or pick(SHOWS)
    d = dotted_name(show)
    s = R.randint(1, 6) if chance(0.75) else R.randint(7, 25)
    e = R.randint(1, 13) if chance(0.8) else R.randint(14, 24)
    grp = pick(TV_GRPS)
    res = pick(RES)
    r = R.randrange(11)
    if r == 0:
        return f"{d}.S{s:02d}E{e:02d}.{res}.WEB.h264-{grp}"
    if r == 1:
        return f"{d}.S{s:02d}E{e:02d}.{res}.HDTV.x264-{grp}"
    if r == 2:
        return f"{d}.S{s:02d}E{e:02d}.{dotted_name(pick(EP_TITLES))}.{res}.{pick(NETS)}.WEB-DL.DDP5.1.H.264-{grp}"
    if r == 3:
        return f"{d}.S{s:02d}.COMPLETE.{pick(['1080p', '2160p', '720p'])}.{pick(NETS)}.WEB-DL.{pick(['DDP5.1', 'DDP5.1.Atmos', 'AAC2.0'])}.{pick(['H.264', 'H.265', 'DV.HDR.H.265'])}-{grp}"
    if r == 4:
        return f"{d}.S{s:02d}E{e:02d}.{pick(['REPACK', 'PROPER', 'iNTERNAL', 'REAL.PROPER', 'READ.NFO'])}.{res}.WEB.{pick(['x264', 'x265', 'h264'])}-{grp}"
    if r == 5:
        return f"{d}.S{s:02d}E{e:02d}E{e + 1:02d}.{res}.{pick(['HDTV', 'WEB', 'WEBRip'])}.x264-{grp}"
    if r == 6:
        return f"{d}.S{s:02d}E{e:02d}.{pick(['HDR', 'DV', 'HDR10Plus'])}.2160p.WEB.H265-{grp}"
    if r == 7:
        return f"{d}.S{s:02d}E{e:02d}.{res}.WEBRip.x264-{pick(['ION10', 'XEN0N', 'BAE', 'CAKES', 'PHOENiX'])}"
    if r == 8:
        return f"{d}.S{s:02d}E{e:02d}.XviD-{pick(['AFG', 'LOL', 'FUM', 'XOR', 'BiA', '2HD', 'ASAP', 'NoTV'])}"
    if r == 9:
        return f"{d}.S{s:02d}E{e:02d}.{res}.{pick(NETS)}.WEBRip.DDP5.1.x264-{grp}"
    return f"{d}.S{s:02d}E{e:02d}.{res}.{pick(['BluRay', 'BDRip'])}.x264-{pick(['DEMAND', 'ROVERS', 'SHORTBREHD', 'REWARD', 'HAGGiS', 'GHOULS'])}"


def fmt_tv_date(show=None):
    show = show or pick(DATE_SHOWS)
    d = dotted_name(show)
    y, m, dd = R.randint(2019, 2025), R.randint(1, 12), R.randint(1, 28)
    guest = pick(["Tom.Hanks", "Zendaya", "Pedro.Pascal", "Margot.Robbie", "Keanu.Reeves", "Billie.Eilish",
                  "Ryan.Gosling", "Jennifer.Lawrence", "Dua.Lipa", "Paul.Rudd", "Florence.Pugh", "Idris.Elba", ""])
    mid = f".{guest}" if guest and chance(0.6) else ""
    return f"{d}.{y}.{m:02d}.{dd:02d}{mid}.{pick(RES)}.{pick(['WEB', 'HDTV', 'WEB'])}.{pick(['h264', 'x264', 'H264'])}-{pick(TV_GRPS)}"


MOVIES = [("The Shawshank Redemption", 1994), ("Pulp Fiction", 1994), ("The Dark Knight", 2008),
          ("Inception", 2010), ("Interstellar", 2014), ("Parasite", 2019), ("Everything Everywhere All at Once", 2022),
          ("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Poor Things", 2023), ("Past Lives", 2023),
          ("Anatomy of a Fall", 2023), ("The Zone of Interest", 2023), ("Killers of the Flower Moon", 2023),
          ("Barbie", 2023), ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024), ("Challengers", 2024),
          ("Alien Romulus", 2024), ("Conclave", 2024), ("The Substance", 2024), ("Anora", 2024),
          ("The Brutalist", 2024), ("Nosferatu", 2024), ("Heretic", 2024), ("Longlegs", 2024),
          ("Blade Runner 2049", 2017), ("Mad Max Fury Road", 2015), ("The Grand Budapest Hotel", 2014),
          ("Whiplash", 2014), ("Arrival", 2016), ("Get Out", 2017), ("Knives Out", 2019), ("Joker", 2019),
          ("1917", 2019), ("Tenet", 2020), ("Nomadland", 2020), ("The Power of the Dog", 2021),
          ("Top Gun Maverick", 2022), ("The Banshees of Inisherin", 2022), ("Tar", 2022),
          ("Aftersun", 2022), ("The Holdovers", 2023), ("Godzilla Minus One", 2023), ("Perfect Days", 2023),
          ("The Godfather", 1972), ("Apocalypse Now", 1979), ("Alien", 1979), ("Blade Runner", 1982),
          ("The Thing", 1982), ("Back to the Future", 1985), ("Aliens", 1986), ("Die Hard", 1988),
          ("Goodfellas", 1990), ("Terminator 2 Judgment Day", 1991), ("Jurassic Park", 1993), ("Heat", 1995),
          ("Se7en", 1995), ("Fargo", 1996), ("The Big Lebowski", 1998), ("The Matrix", 1999),
          ("Fight Club", 1999), ("Gladiator", 2000), ("Memento", 2000), ("Spirited Away", 2001),
          ("Amelie", 2001), ("City of God", 2002), ("Oldboy", 2003), ("Kill Bill Vol 1", 2003),
          ("Eternal Sunshine of the Spotless Mind", 2004), ("Children of Men", 2006), ("No Country for Old Men", 2007),
          ("There Will Be Blood", 2007), ("Zodiac", 2007), ("WALL-E", 2008), ("Up", 2009), ("Drive", 2011),
          ("Her", 2013), ("Gravity", 2013), ("Ex Machina", 2014), ("Sicario", 2015), ("The Revenant", 2015),
          ("La La Land", 2016), ("Moonlight", 2016), ("Dunkirk", 2017), ("Hereditary", 2018),
          ("Roma", 2018), ("Spider-Man Into the Spider-Verse", 2018), ("Midsommar", 2019),
          ("Uncut Gems", 2019), ("The Lighthouse", 2019), ("Soul", 2020), ("Dune", 2021),
          ("The Batman", 2022), ("Nope", 2022), ("Glass Onion A Knives Out Mystery", 2022),
          ("John Wick Chapter 4", 2023), ("Mission Impossible Dead Reckoning Part One", 2023),
          ("Wonka", 2023), ("Kung Fu Panda 4", 2024), ("Inside Out 2", 2024), ("Deadpool and Wolverine", 2024),
          ("Twisters", 2024), ("Wicked", 2024), ("Gladiator II", 2024), ("Moana 2", 2024),
          ("Sinners", 2025), ("Mickey 17", 2025), ("The Monkey", 2025), ("Thunderbolts", 2025),
          ("Weapons", 2025), ("28 Years Later", 2025), ("F1 The Movie", 2025), ("Superman", 2025),
          ("Casablanca", 1942), ("Vertigo", 1958), ("Psycho", 1960), ("Lawrence of Arabia", 1962),
          ("2001 A Space Odyssey", 1968), ("Taxi Driver", 1976), ("Jaws", 1975), ("Rocky", 1976),
          ("Raiders of the Lost Ark", 1981), ("The Shining", 1980), ("Ghostbusters", 1984), ("Robocop", 1987),
          ("Predator", 1987), ("Point Break", 1991), ("Groundhog Day", 1993), ("Clueless", 1995),
          ("Toy Story", 1995), ("Scream", 1996), ("Titanic", 1997), ("Office Space", 1999),
          ("Shaun of the Dead", 2004), ("Mean Girls", 2004), ("Superbad", 2007), ("In Bruges", 2008)]
MOVIE_GRPS = ["SPARKS", "AMIABLE", "GECKOS", "DRONES", "BLOW", "ROVERS", "DEFLATE", "CMRG", "FLUX", "NOGRP",
              "SMURF", "PECULATE", "SiNNERS", "HiDt", "DON", "CtrlHD", "EbP", "ZQ", "FraMeSToR", "SWTYBLZ",
              "TERMiNAL", "PiGNUS", "SURCODE", "BONE", "PSYCHD", "VETO", "ViSiON", "GUACAMOLE", "KNiVES",
              "USURY", "WATCHABLE", "MOOVEE", "iFT", "NAISU", "PTerWEB", "playHD", "HONE", "TayTO", "EPSiLON"]


def fmt_movie(title=None, year=None):
    if title is None:
        title, year = pick(MOVIES)
    d = dotted_name(title)
    grp = pick(MOVIE_GRPS)
    r = R.randrange(12)
    if r == 0:
        return f"{d}.{year}.1080p.BluRay.x264-{grp}"
    if r == 1:
        return f"{d}.{year}.2160p.UHD.BluRay.x265.10bit.HDR.{pick(['DTS-HD.MA.5.1', 'TrueHD.7.1.Atmos', 'DDP7.1'])}-{grp}"
    if r == 2:
        return f"{d}.{year}.{pick(['REMASTERED', 'EXTENDED', 'UNRATED', 'Directors.Cut', 'CRITERION', 'THEATRICAL', 'IMAX'])}.{pick(['1080p', '2160p', '720p'])}.BluRay.{pick(['x264', 'x265', 'H264'])}-{grp}"
    if r == 3:
        return f"{d}.{year}.{pick(['1080p', '2160p', '720p'])}.{pick(NETS)}.WEB-DL.{pick(['DDP5.1', 'DDP5.1.Atmos', 'DD5.1'])}.{pick(['H.264', 'H.265', 'HDR.H.265'])}-{grp}"
    if r == 4:
        return f"{d}.{year}.COMPLETE.{pick(['UHD.BLURAY', 'BLURAY', 'BLURAY.2160p'])}-{pick(['GUHZER', 'PRECELL', 'TERMiNAL', 'COASTER', 'UNTOUCHED', 'OLDHAM', 'SharpHD'])}"
    if r == 5:
        return f"{d}.{year}.{pick(['DVDRip', 'BDRip', 'DVDSCR', 'R5', 'BRRip'])}.XviD-{pick(['DiAMOND', 'AMIABLE', 'SPARKS', 'iNFiNiTE', 'NeDiVx', 'FxM', 'DoNE', 'MAXSPEED', 'aXXo'])}"
    if r == 6:
        return f"{d}.{year}.1080p.BluRay.REMUX.{pick(['AVC', 'HEVC'])}.{pick(['DTS-HD.MA.5.1', 'TrueHD.7.1.Atmos', 'LPCM.2.0', 'FLAC.1.0'])}-{pick(['FGT', 'EPSiLON', 'BLURANiUM', 'KRaLiMaRKo', 'PmP', 'SiCFoI'])}"
    if r == 7:
        return f"{d}.{year}.{pick(['720p', '1080p'])}.WEB.h264-{grp}"
    if r == 8:
        return f"{d}.{year}.{pick(['MULTi', 'DUAL', 'MULTi.VFF'])}.1080p.BluRay.x264-{grp}"
    if r == 9:
        return f"{d}.{year}.{pick(['1080p', '720p'])}.BluRay.DTS.x264-{pick(['HiDt', 'CtrlHD', 'EbP', 'DON', 'ESiR', 'HDMaNiAcS', 'CRiSC', 'decibeL'])}"
    if r == 10:
        return f"{d}.{year}.{pick(['PROPER', 'REPACK', 'LIMITED', 'iNTERNAL', 'FESTIVAL', 'READNFO'])}.{pick(['1080p', '720p'])}.BluRay.x264-{grp}"
    return f"{d}.{year}.{pick(['2160p', '1080p'])}.{pick(['DV.HDR', 'HDR10', 'SDR'])}.{pick(NETS)}.WEB-DL.{pick(['DDP5.1', 'DDP5.1.Atmos'])}.H.265-{grp}"


def fmt_p2p(title=None, year=None, show=None):
    if show or chance(0.3):
        show = show or pick(SHOWS)
        s = R.randint(1, 9)
        r = R.randrange(5)
        if r == 0:
            return f"{show} ({R.randint(2005, 2024)}) Season {s} S{s:02d} ({pick(['1080p', '2160p', '720p'])} {pick(NETS)} WEB-DL x265 HEVC 10bit {pick(['EAC3 5.1', 'AAC 5.1', 'DDP 5.1 Atmos'])} {pick(['Silence', 'Ghost', 'Vyndros', 'Tigole', 'Nostradamus', 'Kappa', 'r00t'])}) [QxR]"
        if r == 1:
            return f"{show} S{s:02d}E{R.randint(1, 16):02d} {pick(['1080p', '720p'])} {pick(['x265', 'HEVC', 'x264'])}-{pick(['MeGusta', 'ELiTE', 'TGx', 'GalaxyTV', 'PSA', 'Pahe', 'RARBG', 'YTS'])}"
        if r == 2:
            return f"{show} - S{s:02d} - COMPLETE - {pick(['1080p', '720p'])} - {pick(['WEB-DL', 'BluRay'])} - x264 - {pick(['AAC 2.0', 'DD5.1', 'AC3'])}"
        if r == 3:
            return f"{show} S{s:02d} {pick(['1080p', '720p'])} {pick(['BluRay', 'WEBRip'])} {pick(['x265', 'x264'])}-RARBG"
        return f"{show} S{s:02d}E{R.randint(1, 16):02d} [{pick(['1080p', '720p'])} {pick(['WEB-DL', 'HDTV'])}] [eztv]"
    if title is None:
        title, year = pick(MOVIES)
    r = R.randrange(9)
    if r == 0:
        return f"{title} ({year}) [{pick(['1080p', '720p', '2160p'])}] [{pick(['BluRay', 'WEBRip'])}] [5.1] [YTS.MX]"
    if r == 1:
        return f"{title} ({year}) ({pick(['1080p', '2160p'])} BluRay x265 HEVC 10bit {pick(['AAC 5.1', 'AAC 7.1', 'EAC3 5.1', 'HDR AAC 7.1'])} {pick(['Tigole', 'Joy', 'Silence', 'afm72', 'FreetheFish', 'Ghost', 'SAMPA', 'Bandi'])}) [QxR]"
    if r == 2:
        return f"{title} {year} 1080p BrRip x264 - YIFY"
    if r == 3:
        return f"{title} ({year}) {pick(['1080p', '720p'])} BluRay x264 [Dual Audio] [Hindi - English] - {pick(['Pahe', 'MkvCinemas', 'Telly'])}"
    if r == 4:
        return f"{title}.{year}.{pick(['1080p', '720p'])}.BluRay.x264.{pick(['AAC5.1', 'AAC'])}-[YTS.{pick(['MX', 'AM', 'LT'])}]"
    if r == 5:
        return f"{title} ({year}) {pick(['1080p', '2160p'])} {pick(['BDRip', 'WEB-DL', 'BluRay'])} {pick(['x265', 'x264', 'AV1'])} {pick(['10bit', '8bit', ''])} {pick(['DTS-HD MA 5.1', 'AAC 2.0', 'Opus 5.1', 'FLAC 2.0'])}".replace("  ", " ").strip()
    if r == 6:
        return f"{title} {year} {pick(['REMASTERED', 'Extended', 'Criterion', ''])} 1080p BluRay HEVC x265 5.1 BONE".replace("  ", " ")
    if r == 7:
        return f"{title} [{year}] {pick(['1080p', '720p'])} {pick(['WEB-DL', 'BluRay'])} {pick(['ENG', 'ITA ENG', 'FRE ENG', 'GER ENG'])} {pick(['AC3', 'DTS', 'AAC'])} Sub {pick(['ENG', 'ITA ENG', 'Multi'])} MIRCrew".replace("MIRCrew", pick(["MIRCrew", "Ralf", "LordLatinO", "iDN_CreW"]))
    return f"{dotted_name(title)}.{year}.{pick(['1080p', '720p', '2160p'])}.{pick(['WEBRip', 'BluRay', 'WEB-DL'])}.{pick(['x265', 'x264'])}-{pick(['RARBG', 'PSA', 'GalaxyRG', 'EVO', 'FGT', 'KiNGDOM', 'UTR', 'Pahe', 'ION10', 'NeoNoir'])}"


ANIME = ["Shingeki no Kyojin", "Kimetsu no Yaiba", "Jujutsu Kaisen", "Sousou no Frieren", "Spy x Family",
         "Chainsaw Man", "Oshi no Ko", "Bocchi the Rock!", "Kusuriya no Hitorigoto", "Dandadan",
         "Boku no Hero Academia", "One Piece", "Dungeon Meshi", "Vinland Saga", "Mushoku Tensei",
         "Re Zero kara Hajimeru Isekai Seikatsu", "Kaguya-sama wa Kokurasetai", "Made in Abyss",
         "Tengoku Daimakyou", "Blue Lock", "Haikyuu!!", "Mob Psycho 100", "Hunter x Hunter (2011)",
         "Steins;Gate", "Cowboy Bebop", "Neon Genesis Evangelion", "Monogatari Series", "Violet Evergarden",
         "Yuru Camp", "K-On!", "Shikanoko Nokonoko Koshitantan", "Ore dake Level Up na Ken", "Kaijuu 8-gou",
         "Tsuki ga Michibiku Isekai Douchuu", "Ao no Hako", "Zom 100", "Horimiya", "Tonikaku Kawaii",
         "Sakamoto Days", "Kimi no Todoke", "Mashle", "Tokyo Revengers", "Vanitas no Karte",
         "Ookami to Koushinryou Merchant Meets the Wise Wolf", "Tensei shitara Slime Datta Ken",
         "Hibike! Euphonium", "Hikaru ga Shinda Natsu", "Kaoru Hana wa Rin to Saku", "Detective Conan",
         "Boruto", "Black Clover", "Naruto Shippuuden", "Bleach Sennen Kessen-hen", "Fullmetal Alchemist Brotherhood",
         "Gintama", "Kingdom", "Dr. Stone", "Mononoke", "Psycho-Pass", "Girls Band Cry", "Lycoris Recoil"]
ANIME_GRPS = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "Cleo", "ASW", "EMBER", "Beatrice-Raws",
              "Commie", "Golumpa", "DKB", "Anime Time", "neoHEVC", "Kametsu", "Moozzi2", "LoliHouse",
              "Nekomoe kissaten", "Lilith-Raws", "ANi", "SallySubs", "GJM", "Kaleido-subs", "Reza", "Yameii",
              "Tsundere-Raws", "VCB-Studio", "Snow-Raws", "Ohys-Raws", "Leopard-Raws", "NC-Raws"]


def fmt_anime():
    a = pick(ANIME)
    ep = R.randint(1, 28) if a not in ("One Piece", "Detective Conan") else R.randint(1000, 1140)
    crc = hexs(8, True)
    g = pick(ANIME_GRPS)
    res = pick(["1080p", "720p", "1080p", "480p"])
    r = R.randrange(12)
    if r == 0:
        return f"[SubsPlease] {a} - {ep:02d} ({res}) [{crc}].mkv"
    if r == 1:
        return f"[Erai-raws] {a} - {ep:02d} [{res}][Multiple Subtitle][{crc}].mkv"
    if r == 2:
        return f"[{g}] {a} - {ep:02d} [{res}].mkv"
    if r == 3:
        return f"[{pick(['Judas', 'EMBER', 'Anime Time', 'ASW', 'DKB'])}] {a} (Season {R.randint(1, 4)}) [{res}][HEVC x265 10bit][{pick(['Multi-Subs', 'Eng-Subs', 'Dual-Audio'])}] (Batch)"
    if r == 4:
        return f"[{pick(['Cleo', 'Kametsu', 'Golumpa', 'Reza'])}] {a} [Dual Audio 10bit BD{res}][HEVC-x265]"
    if r == 5:
        return f"{dotted_name(a).replace('!', '').replace(';', '')}.S{R.randint(1, 4):02d}E{ep:02d}.{res}.{pick(['CR', 'NF', 'AMZN', 'DSNP', 'HIDI'])}.WEB-DL.{pick(['AAC2.0', 'DDP2.0', 'JPN.AAC2.0'])}.H.264-{pick(['VARYG', 'SMURF', 'Kitsune', 'HONE', 'MALD', 'NanDesuKa', 'DiRT'])}"
    if r == 6:
        return f"[{pick(['Beatrice-Raws', 'VCB-Studio', 'Snow-Raws', 'Moozzi2'])}] {a} [BDRip 1920x1080 {pick(['HEVC', 'x265 10bit', 'Ma10p'])} {pick(['FLAC', 'AAC', 'FLACx2'])}]"
    if r == 7:
        return f"[ANi] {a} - {ep:02d} [1080P][Baha][WEB-DL][AAC AVC][CHT].mp4"
    if r == 8:
        return f"[LoliHouse] {a} - {ep:02d} [WebRip 1080p HEVC-10bit AAC ASSx2].mkv"
    if r == 9:
        return f"[{pick(['Commie', 'GJM', 'Kaleido-subs', 'SallySubs', 'Yameii'])}] {a} - {ep:02d} [{crc}]"
    if r == 10:
        return f"[Ohys-Raws] {a} - {ep:02d} ({pick(['AT-X', 'MX', 'TBS', 'BS11', 'CX'])} 1280x720 x264 AAC).mp4"
    return f"[{g}] {a} - {ep:02d} [{res} HEVC x265 10Bit][AAC] [{crc}]"


ALBUMS = [("Radiohead", "OK Computer", 1997), ("Pink Floyd", "The Dark Side of the Moon", 1973),
          ("Fleetwood Mac", "Rumours", 1977), ("Taylor Swift", "The Tortured Poets Department", 2024),
          ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Kendrick Lamar", "GNX", 2024),
          ("Beyonce", "Cowboy Carter", 2024), ("Charli xcx", "brat", 2024), ("Chappell Roan", "The Rise and Fall of a Midwest Princess", 2023),
          ("Sabrina Carpenter", "Short n Sweet", 2024), ("The Cure", "Songs of a Lost World", 2024),
          ("Nick Cave and The Bad Seeds", "Wild God", 2024), ("Fontaines D.C.", "Romance", 2024),
          ("Vampire Weekend", "Only God Was Above Us", 2024), ("Mk.gee", "Two Star & the Dream Police", 2024),
          ("Daft Punk", "Random Access Memories", 2013), ("Metallica", "Master of Puppets", 1986),
          ("Iron Maiden", "Senjutsu", 2021), ("Opeth", "The Last Will and Testament", 2024),
          ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965),
          ("Bill Evans Trio", "Sunday at the Village Vanguard", 1961), ("Nirvana", "Nevermind", 1991),
          ("The Beatles", "Abbey Road", 1969), ("Led Zeppelin", "Led Zeppelin IV", 1971),
          ("David Bowie", "Blackstar", 2016), ("Kate Bush", "Hounds of Love", 1985), ("Bjork", "Homogenic", 1997),
          ("Massive Attack", "Mezzanine", 1998), ("Portishead", "Dummy", 1994), ("Aphex Twin", "Selected Ambient Works 85-92", 1992),
          ("Boards of Canada", "Music Has the Right to Children", 1998), ("Burial", "Untrue", 2007),
          ("Fred again..", "Actual Life 3", 2022), ("Four Tet", "Three", 2024), ("Jamie xx", "In Waves", 2024),
          ("Arctic Monkeys", "AM", 2013), ("The Strokes", "Is This It", 2001), ("Arcade Fire", "Funeral", 2004),
          ("LCD Soundsystem", "Sound of Silver", 2007), ("Tame Impala", "Currents", 2015), ("Frank Ocean", "Blonde", 2016),
          ("SZA", "SOS", 2022), ("Tyler, The Creator", "Chromakopia", 2024), ("Lana Del Rey", "Did You Know That Theres a Tunnel Under Ocean Blvd", 2023),
          ("Bruce Springsteen", "Born to Run", 1975), ("Bob Dylan", "Blood on the Tracks", 1975),
          ("Joni Mitchell", "Blue", 1971), ("Johann Sebastian Bach", "Goldberg Variations - Glenn Gould 1981", 1982),
          ("Berliner Philharmoniker & Herbert von Karajan", "Beethoven - The 9 Symphonies", 1963),
          ("Max Richter", "Sleep", 2015), ("Hans Zimmer", "Dune Part Two (Original Motion Picture Soundtrack)", 2024),
          ("Ludwig Goransson", "Oppenheimer (Original Motion Picture Soundtrack)", 2023),
          ("Gojira", "Fortitude", 2021), ("Sleep Token", "Take Me Back to Eden", 2023), ("Ghost", "Impera", 2022),
          ("Dua Lipa", "Radical Optimism", 2024), ("Coldplay", "Moon Music", 2024), ("Pearl Jam", "Dark Matter", 2024),
          ("The Smile", "Wall of Eyes", 2024), ("Khruangbin", "A La Sala", 2024), ("Bon Iver", "For Emma Forever Ago", 2008),
          ("Sufjan Stevens", "Carrie & Lowell", 2015), ("Phoebe Bridgers", "Punisher", 2020), ("Mitski", "The Land Is Inhospitable and So Are We", 2023),
          ("Pixies", "Doolittle", 1989), ("Sonic Youth", "Daydream Nation", 1988), ("My Bloody Valentine", "Loveless", 1991),
          ("Talking Heads", "Remain in Light", 1980), ("Prince", "Purple Rain", 1984), ("Michael Jackson", "Thriller", 1982),
          ("Stevie Wonder", "Songs in the Key of Life", 1976), ("Marvin Gaye", "Whats Going On", 1971),
          ("Amy Winehouse", "Back to Black", 2006), ("Adele", "30", 2021), ("Eminem", "The Marshall Mathers LP", 2000),
          ("Nas", "Illmatic", 1994), ("Wu-Tang Clan", "Enter the Wu-Tang (36 Chambers)", 1993), ("OutKast", "Aquemini", 1998),
          ("Deftones", "White Pony", 2000), ("Tool", "Lateralus", 2001), ("Queens of the Stone Age", "Songs for the Deaf", 2002)]
MP3_GRPS = ["ENRiCH", "DALD", "FATHEAD", "KNOWN", "C4", "JUST", "ZzZz", "BF", "DDAS", "YARD", "MOD", "NOiR",
            "AFO", "RAGEMP3", "UME", "MARiBOR", "SPiEL", "DGN", "BOCKSCAR", "PsyCZ", "WHOA", "OMA", "FiH", "ENTiTLED"]


def fmt_album(artist=None, album=None, year=None):
    if artist is None:
        artist, album, year = pick(ALBUMS)
    r = R.randrange(12)
    if r == 0:
        return f"{artist} - {album} ({year}) [FLAC]"
    if r == 1:
        return f"{artist} - {album} ({year}) [{pick(['24Bit-96kHz', '24Bit-44.1kHz', '24Bit-192kHz', '16Bit-44.1kHz'])}] FLAC [PMEDIA] ⭐️"
    if r == 2:
        a = artist.replace(" ", "_").replace(",", "").replace("&", "and")
        b = album.replace(" ", "_").replace("(", "").replace(")", "")
        return f"{a}-{b}-{pick(['WEB', 'CD', 'Vinyl', '2CD', 'WEB-FLAC', 'CD-FLAC', 'Deluxe_Edition-WEB'])}-{year if chance(0.6) else R.randint(2000, 2025)}-{pick(MP3_GRPS)}"
    if r == 3:
        return f"{artist} - {album} ({year}) [MP3 320kbps]"
    if r == 4:
        return f"{artist} - {album} ({pick(['Deluxe Edition', 'Remastered', 'Expanded Edition', 'Super Deluxe', '50th Anniversary Edition', 'Live'])}) ({year if year > 2000 else R.randint(2009, 2024)}) Mp3 320kbps [PMEDIA] ⭐️"
    if r == 5:
        return f"({year}) {artist} - {album} [FLAC {pick(['24-96 Vinyl Rip', '16-44', '24-192', 'CD'])}]"
    if r == 6:
        return f"{artist} - Discography {R.randint(1965, 1999)}-{R.randint(2005, 2024)} [{pick(['FLAC', 'MP3 320', 'MP3 V0'])}]"
    if r == 7:
        return f"{artist} - {album} [{year}] [{pick(['FLAC', 'ALAC', 'WavPack', 'APE+CUE', 'FLAC+CUE+LOG'])}]"
    if r == 8:
        return f"{artist} - {album} ({year}) {pick(['[SACD]', '[DSD64]', '[DSF]', '[SACD ISO]', '[MQA]', 'Hi-Res'])}"
    if r == 9:
        return f"{artist} - {album} ({year}) [V0]"
    if r == 10:
        return f"{artist} - {album} {year} {pick(['CBR 320', 'VBR', '320', 'AAC 256'])}"
    return f"{artist} - {album} ({year}, {pick(['Japan SHM-CD', 'MFSL', 'Original Press', 'Remaster', 'Box Set'])}) [FLAC]"


def fmt_va():
    r = R.randrange(6)
    if r == 0:
        return f"VA - Now Thats What I Call Music! {R.randint(80, 120)} ({R.randint(2012, 2025)}) MP3 320"
    if r == 1:
        return f"VA - {pick(['Ministry of Sound', 'Defected', 'Hed Kandi', 'Cafe del Mar', 'Hotel Costes', 'Kontor Top of the Clubs'])} {pick(['Vol. ' + str(R.randint(1, 40)), str(R.randint(2010, 2025)), 'Summer Sessions', 'Ibiza Annual'])} ({R.randint(2010, 2025)})"
    if r == 2:
        return f"VA-{pick(['Beatport_Top_100', 'Traxsource_Top_100', 'Club_Hits', 'Trance_Top_50', 'Techno_Top_100'])}_{pick(['January', 'March', 'June', 'October'])}_{R.randint(2019, 2025)}-{pick(['WEB', 'MP3'])}-{R.randint(2019, 2025)}"
    if r == 3:
        return f"VA - Billboard Hot 100 Singles Chart {R.randint(1, 28):02d}.{R.randint(1, 12):02d}.{R.randint(2020, 2025)} Mp3 320kbps"
    if r == 4:
        return f"VA - Top 40 Singles Chart {R.randint(1, 52)}-{R.randint(2018, 2025)} [MP3]"
    return f"VA - {pick(['100 Greatest 80s', 'The Best of Motown', 'Classic Rock Anthems', 'Jazz Masters', 'Northern Soul Classics', 'Rockabilly Gems'])} ({R.randint(2000, 2024)}) [{pick(['FLAC', 'MP3'])}]"


def fmt_radio():
    r = R.randrange(7)
    y, m, d = R.randint(2019, 2025), R.randint(1, 12), R.randint(1, 28)
    if r == 0:
        return f"Armin_van_Buuren_-_A_State_of_Trance_{R.randint(1000, 1240)}-SAT-{m:02d}-{d:02d}-{y}-{pick(['TALiON', 'DOC', 'OMA'])}"
    if r == 1:
        return f"Above & Beyond - Group Therapy {R.randint(400, 620)} ({y}-{m:02d}-{d:02d})"
    if r == 2:
        return f"BBC Radio {pick(['4', '6 Music', '3', '1'])} - {pick(['In Our Time', 'Gilles Peterson', 'The Archers Omnibus', 'Desert Island Discs', 'Mark Kermode', 'Essential Mix', 'From Our Own Correspondent'])} {y}-{m:02d}-{d:02d}"
    if r == 3:
        return f"{pick(['Pete_Tong', 'Danny_Howard', 'Annie_Mac', 'Carl_Cox', 'Hernan_Cattaneo'])}_-_{pick(['Essential_Selection', 'Dance_Party', 'Global', 'Resident'])}-{pick(['SAT', 'SBD', 'CABLE', 'DAB'])}-{m:02d}-{d:02d}-{y}-{pick(['TALiON', 'WHOA', 'DOC', 'AMMO'])}"
    if r == 4:
        return f"{pick(['Dan Carlin Hardcore History', 'Radiolab', 'This American Life', 'The Rest Is History', 'Lex Fridman Podcast', 'Serial'])} - Episode {R.randint(1, 700)} [MP3]"
    if r == 5:
        return f"Old Time Radio - {pick(['The Shadow', 'Dragnet', 'Suspense', 'X Minus One', 'Gunsmoke', 'The Jack Benny Program'])} - {R.randint(1937, 1959)} Collection [MP3 64kbps]"
    return f"John Peel Sessions - {pick(['The Fall', 'Joy Division', 'The Smiths', 'Pulp', 'Nirvana'])} ({R.randint(1978, 2003)}) [FM Rip]"


BOOKS = [("Stephen King", "Holly", 2023), ("Stephen King", "You Like It Darker", 2024), ("Brandon Sanderson", "Wind and Truth", 2024),
         ("Brandon Sanderson", "The Way of Kings", 2010), ("Rebecca Yarros", "Iron Flame", 2023), ("Sarah J. Maas", "House of Flame and Shadow", 2024),
         ("Colleen Hoover", "It Ends with Us", 2016), ("Andy Weir", "Project Hail Mary", 2021), ("Frank Herbert", "Dune", 1965),
         ("George R. R. Martin", "A Game of Thrones", 1996), ("J. R. R. Tolkien", "The Fellowship of the Ring", 1954),
         ("Ursula K. Le Guin", "The Left Hand of Darkness", 1969), ("Kazuo Ishiguro", "Klara and the Sun", 2021),
         ("Sally Rooney", "Intermezzo", 2024), ("Percival Everett", "James", 2024), ("Tana French", "The Searcher", 2020),
         ("Lee Child", "The Secret", 2023), ("Michael Connelly", "Resurrection Walk", 2023), ("John Grisham", "The Exchange", 2023),
         ("James Patterson", "Alex Cross Must Die", 2023), ("Dan Brown", "Origin", 2017), ("Agatha Christie", "Murder on the Orient Express", 1934),
         ("Terry Pratchett", "Small Gods", 1992), ("Neil Gaiman", "American Gods", 2001), ("Cormac McCarthy", "The Passenger", 2022),
         ("Yuval Noah Harari", "Nexus", 2024), ("Walter Isaacson", "Elon Musk", 2023), ("Erik Larson", "The Demon of Unrest", 2024),
         ("Robert Caro", "The Power Broker", 1974), ("Mary Beard", "SPQR", 2015), ("Carl Sagan", "Cosmos", 1980),
         ("Richard Feynman", "Surely Youre Joking, Mr. Feynman!", 1985), ("Oliver Sacks", "The Man Who Mistook His Wife for a Hat", 1985),
         ("Adrian Tchaikovsky", "Children of Time", 2015), ("Martha Wells", "System Collapse", 2023), ("Joe Abercrombie", "The Blade Itself", 2006),
         ("Dennis E. Taylor", "We Are Legion (We Are Bob)", 2016), ("Matt Dinniman", "Dungeon Crawler Carl", 2020),
         ("Pierce Brown", "Red Rising", 2014), ("Robin Hobb", "Assassins Apprentice", 1995), ("Emily Henry", "Funny Story", 2024),
         ("Freida McFadden", "The Housemaid", 2022), ("Jo Nesbo", "Killing Moon", 2023), ("Ken Follett", "The Armor of Light", 2023)]
NARRATORS = ["Michael Kramer & Kate Reading", "Ray Porter", "Stephen Fry", "Jim Dale", "R. C. Bray", "Jeff Hays",
             "Simon Vance", "Scott Brick", "Steven Pacey", "Will Patton", "Julia Whelan", "Rob Inglis", "Jefferson Mays"]


def fmt_audiobook():
    a, t, y = pick(BOOKS)
    r = R.randrange(7)
    if r == 0:
        return f"{a} - {t} (Unabridged) [MP3 {pick(['64', '128', '96'])}kbps] read by {pick(NARRATORS)}"
    if r == 1:
        return f"{a} - {t} ({y}) [Audiobook] [M4B]"
    if r == 2:
        return f"{a} - {pick(['Book', 'Series'])} {R.randint(1, 9):02d} - {t} [{pick(['M4B', 'MP3', 'AAC'])}]"
    if r == 3:
        return f"{a.replace(' ', '.')}.-.{t.replace(' ', '.')}.AUDIOBOOK.{pick(['MP3', 'M4B'])}-{pick(['BitBook', 'ABEE', 'FLAPJACK', 'BiTWi'])}"
    if r == 4:
        return f"{t} - {a} - Narrated by {pick(NARRATORS)} ({y}) {pick(['[64k]', '[128k]', '[Abridged]', ''])}".strip()
    if r == 5:
        return f"[Audiobook] {a} - {t} - {pick(['Unabridged', 'Dramatized', 'BBC Radio Full-Cast Dramatisation'])}"
    return f"{a} - {t} ({y}) (Audible) [{pick(['M4B', 'MP3'])}] {pick(['{Chapterized}', '[Chapters]', ''])}".strip()


TECH_BOOKS = [("OReilly", "Learning Python, 6th Edition", 2025), ("OReilly", "Designing Data-Intensive Applications", 2017),
              ("OReilly", "Fluent Python, 2nd Edition", 2022), ("Packt", "Mastering Kubernetes, 4th Edition", 2023),
              ("Manning", "Rust in Action", 2021), ("Manning", "Deep Learning with Python, Second Edition", 2021),
              ("No Starch Press", "The Linux Command Line, 2nd Edition", 2019), ("No Starch Press", "Hacking The Art of Exploitation", 2008),
              ("Apress", "Pro Git", 2014), ("Pragmatic Bookshelf", "The Pragmatic Programmer 20th Anniversary Edition", 2019),
              ("Addison-Wesley", "The C++ Programming Language 4th Edition", 2013), ("MIT Press", "Structure and Interpretation of Computer Programs", 1996),
              ("Wiley", "CompTIA Security+ Study Guide SY0-701", 2024), ("Sybex", "CCNA Certification Study Guide Volume 2", 2024),
              ("Springer", "Pattern Recognition and Machine Learning", 2006), ("CRC Press", "Handbook of Applied Cryptography", 1996)]


def fmt_ebook():
    r = R.randrange(9)
    if r in (0, 1, 2):
        a, t, y = pick(BOOKS)
        fm = pick(["EPUB", "epub", "AZW3", "MOBI", "PDF", "EPUB + MOBI", "retail epub"])
        forms = [f"{a} - {t} ({y}) [{fm}]", f"{a} - {t} ({pick(['retail', 'Retail'])}) ({fm.lower()})",
                 f"{t} - {a}.epub", f"{a} - [{pick(['Series', 'Saga', 'Cycle'])} {R.randint(1, 6)}] - {t} (epub)",
                 f"{a.split(' ')[-1]}, {' '.join(a.split(' ')[:-1])} - {t} ({y}).{pick(['epub', 'azw3', 'mobi'])}"]
        return pick(forms)
    if r in (3, 4):
        p, t, y = pick(TECH_BOOKS)
        return pick([f"{p} - {t} ({y}) PDF", f"{t} ({p}, {y}) [PDF, EPUB]", f"{p}.{dotted_name(t)}.{y}.RETAIL.EPUB.eBook-{pick(['BitBook', 'DeBTB', 'iMPART'])}", f"{t} - {y} - {p}.pdf"])
    if r == 5:
        return f"{pick(['Ultimate', 'Complete', 'Huge', 'Best Selling'])} {pick(['Sci-Fi', 'Fantasy', 'Thriller', 'Mystery', 'Romance'])} eBook Collection {R.randint(2015, 2025)} ({R.randint(100, 2500)} books) [EPUB]"
    if r == 6:
        return f"{pick(['Cookbook', 'Gardening', 'Woodworking', 'Knitting', 'Photography'])}: {pick(['The Complete Guide', 'Step by Step', 'A Beginners Handbook', 'Masterclass'])} ({R.randint(2010, 2025)}) {pick(['PDF', 'True PDF', 'EPUB'])}"
    if r == 7:
        a, t, y = pick(BOOKS)
        return f"{a.replace(' ', '.')}.{dotted_name(t)}.{y}.RETAIL.{pick(['EPUB', 'eBook', 'MOBI'])}-{pick(['BitBook', 'FiXiE', 'DeBTB', 'LeGi0N', 'EBOOKS'])}"
    return f"[eBook] {pick(BOOKS)[0]} - {pick(['Collected Works', 'Short Stories', 'Complete Novels', 'Omnibus'])} [{pick(['EPUB', 'PDF', 'AZW3'])}]"


MAGS = ["The Economist", "National Geographic USA", "Wired UK", "PC Gamer UK", "Linux Format UK", "New Scientist",
        "Scientific American", "The MagPi", "Time International", "The New Yorker", "BBC Wildlife", "Car and Driver",
        "Total Film", "Empire UK", "Rolling Stone USA", "Private Eye", "Popular Mechanics", "Astronomy", "Sky at Night",
        "Mojo", "Uncut", "Edge", "Retro Gamer", "Bloomberg Businessweek", "Harvard Business Review", "Vogue UK",
        "Practical Wireless", "Model Engineer", "Guitar World", "Mac Format"]
COMICS = ["Batman", "Superman", "Wonder Woman", "Amazing Spider-Man", "Ultimate Spider-Man", "X-Men", "Fantastic Four",
          "Saga", "Absolute Batman", "Transformers", "Something is Killing the Children", "Monstress", "The Walking Dead Deluxe",
          "Daredevil", "Immortal Thor", "Nightwing", "Detective Comics", "Hellboy", "Invincible", "Star Wars",
          "Usagi Yojimbo", "Teenage Mutant Ninja Turtles", "Green Lantern", "Venom", "Ultimates"]
MANGA = ["One Piece", "Chainsaw Man", "Jujutsu Kaisen", "Berserk", "Vagabond", "Frieren", "Spy x Family",
         "Dandadan", "Kagurabachi", "Blue Lock", "Oshi no Ko", "Vinland Saga", "Witch Hat Atelier", "Dungeon Meshi"]
EU_MAGS = ["c't Magazin", "Der Spiegel", "Die Zeit", "Focus", "Le Monde Diplomatique", "Linux Magazin", "CHIP", "Computer Bild"]
SCANNERS = ["Zone-Empire", "Son of Ultron-Empire", "Digital-Empire", "DigitalMonk-Empire", "Glorith-Empire", "Minutemen-Thoth",
            "GreenGiant-DCP", "Mephisto-Empire", "The Last Kryptonian-DCP", "Oroboros-DCP"]


def fmt_comic_mag():
    r = R.randrange(8)
    y, m, d = R.randint(2018, 2025), R.randint(1, 12), R.randint(1, 28)
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    if r == 0:
        return f"{pick(MAGS)} - {d} {months[m - 1]} {y}"
    if r == 1:
        return f"{pick(MAGS)} - {pick(['Issue', 'No.', 'Vol.'])} {R.randint(1, 620)} ({months[m - 1]} {y}) {pick(['[PDF]', '(True PDF)', '', 'PDF'])}".strip()
    if r == 2:
        return f"{pick(MAGS)} {y}-{m:02d}.pdf"
    if r == 3:
        return f"{pick(COMICS)} {R.randint(1, 160):03d} ({y}) ({pick(['Digital', 'digital', 'Webrip'])}) ({pick(SCANNERS)}).{pick(['cbr', 'cbz'])}"
    if r == 4:
        return f"0-Day Week of {y}.{m:02d}.{d:02d}"
    if r == 5:
        return f"{pick(MANGA)} v{R.randint(1, 110):02d} ({y}) (Digital) ({pick(['1r0n', 'LuCaZ', 'danke-Empire', 'Oak', 'Stick', 'Shizu'])})"
    if r == 6:
        return f"{pick(COMICS)} - {pick(['Vol. 1', 'Vol. 2', 'Omnibus', 'Compendium One', 'Deluxe Edition Book 3', 'The Complete Collection'])} ({y}) (digital TPB) ({pick(SCANNERS)})"
    return f"{pick(EU_MAGS)} {R.randint(1, 52):02d}-{y}"


INSTALLERS = ["vlc-3.0.21-win64.exe", "Firefox Setup 128.0.3.exe", "npp.8.6.9.Installer.x64.exe", "7z2408-x64.exe",
              "LibreOffice_24.8.0_Win_x86-64.msi", "python-3.12.5-amd64.exe", "Git-2.46.0-64-bit.exe",
              "OBS-Studio-30.2.2-Full-Installer-x64.exe", "KeePassXC-2.7.9-Win64.msi", "SABnzbd-4.3.3-win64-setup.exe",
              "blender-4.2.0-windows-x64.msi", "gimp-2.10.38-setup.exe", "HandBrake-1.8.2-x86_64-Win_GUI.exe",
              "audacity-win-3.6.1-64bit.exe", "VirtualBox-7.0.20-163906-Win.exe", "winrar-x64-701.exe",
              "mkvtoolnix-64-bit-87.0-setup.exe", "Thunderbird Setup 128.1.0esr.exe", "qbittorrent_4.6.6_x64_setup.exe",
              "nzbget-24.2-win64-setup.exe", "FileZilla_3.67.1_win64-setup.exe", "putty-64bit-0.81-installer.msi",
              "calibre-64bit-7.16.0.msi", "Krita-x64-5.2.3-setup.exe", "inkscape-1.3.2_2023-11-25_091e20e-x64.msi",
              "VSCodeUserSetup-x64-1.92.1.exe", "Docker Desktop Installer.exe", "ChromeSetup.exe",
              "MediaInfo_GUI_24.06_Windows.exe", "foobar2000-x64_v2.1.5.exe", "mpc-hc.1.9.24.x64.exe",
              "Rufus-4.5.exe", "ventoy-1.0.99-windows.zip", "Obsidian-1.6.7.exe", "Signal-Android-7.16.3.apk",
              "DaVinci_Resolve_19.0_Windows.zip", "Steam.dmg", "KeePassXC-2.7.9-x86_64.AppImage",
              "nyuu-v0.4.2-win32-x64.7z", "ngPost_v4.16_x64_setup.exe", "ParPar-0.4.4-win64.exe", "MultiPar1.3.3.2.zip"]
APPS = [("Adobe Photoshop 2024", "25.11.0"), ("Adobe Premiere Pro 2024", "24.5.0"), ("Adobe Acrobat Pro", "2024.002.20991"),
        ("Microsoft Office 2021 Pro Plus VL x64 en-US", "2408"), ("Windows 11 23H2 Pro x64 en-US", "22631.4037"),
        ("AutoCAD 2025", "2025.1"), ("MATLAB R2024a", "24.1.0"), ("DaVinci Resolve Studio", "19.0.1"), ("Ableton Live 12 Suite", "12.0.25"),
        ("FL Studio Producer Edition", "24.1.1"), ("Native Instruments Kontakt 7", "7.10.5"), ("Steinberg Cubase Pro 13", "13.0.40"),
        ("Waves Complete", "15.2"), ("Topaz Photo AI", "3.1.2"), ("VEGAS Pro 21", "21.0.315"), ("CorelDRAW Graphics Suite 2024", "25.1.0"),
        ("Nero Platinum Suite 2024", "26.0.1"), ("Total Commander", "11.03"), ("Acronis True Image", "2021.39287"), ("Malwarebytes Premium", "5.1.6"),
        ("JetBrains PyCharm Professional", "2024.2"), ("Affinity Photo 2", "2.5.3"), ("Capture One 23 Pro", "16.4.3"),
        ("SolidWorks 2024 SP3", "2024"), ("Revit 2025", "2025.2"), ("Mathematica", "14.1"), ("Reaper", "7.19"), ("Pro Tools Studio", "2024.6"),
        ("Logic Pro", "11.0.1"), ("Final Cut Pro", "10.8.1"), ("Parallels Desktop", "19.4.1"), ("Little Snitch", "6.0.2"), ("Microsoft Visual Studio 2022 Enterprise", "17.10.5")]
SW_GRPS = ["R2R", "XFORCE", "TNT", "MAGNiTUDE", "AMPED", "BTCR", "DVT", "SSQ", "CORE", "DI", "TBE", "F4CG", "TCD", "AMPLiFY", "ViRiLiTY", "P2P", "MOHAWK", "SND", "TSZ", "Team V.R"]


def fmt_software():
    r = R.randrange(9)
    if r in (0, 1):
        return pick(INSTALLERS)
    if r == 2:
        fn = pick(INSTALLERS)
        i, n, p, P = yenc_counts()
        return f'[{i}/{n}] - "{fn}" yEnc ({p}/{P})'
    name, ver = pick(APPS)
    if r == 3:
        return f"{dotted_name(name)}.v{ver}.{pick(['x64', 'WiN64', 'MacOS', 'Multilingual', 'x64.Multilingual', 'U2B.macOS'])}{pick(['.Incl.Keygen', '.Incl.Patch', '-', '.Cracked', '.Retail', '.Incl.Keymaker'])}-{pick(SW_GRPS)}".replace(".-", "-").replace("--", "-")
    if r == 4:
        return f"{name} {ver} (x64) Multilingual"
    if r == 5:
        return f"{name} v{ver} [{pick(['macOS', 'Win x64', 'Windows', 'WiN', 'U2B'])}] {pick(['[Repack]', '+ Content', '(Pre-Activated)', '', 'Portable'])}".strip()
    if r == 6:
        return f"{name} {ver} {pick(['ISO', 'DVD', 'installer', 'Setup'])} {pick(['English', 'en-US', 'Multilanguage', ''])}".strip()
    if r == 7:
        return f"{pick(['Sysinternals Suite', 'NirSoft Utilities Pack', 'PortableApps Platform', 'Hirens BootCD PE', 'Medicat USB', 'Ultimate Boot CD', 'SystemRescue'])} {R.randint(1, 30)}.{R.randint(0, 9)} ({R.randint(2020, 2025)})"
    return f"{pick(['Microsoft', 'Adobe', 'Autodesk', 'JetBrains', 'Native Instruments', 'Arturia'])} {pick(['Collection', 'Bundle', 'Suite', 'Toolbox', 'V Collection'])} {R.randint(2019, 2025)} {pick(['x64', 'macOS', 'WiN'])}"


GAMES = ["Baldurs Gate 3", "Elden Ring Shadow of the Erdtree", "Cyberpunk 2077 Phantom Liberty", "Hades II", "Stardew Valley",
         "Black Myth Wukong", "Star Wars Outlaws", "Warhammer 40000 Space Marine 2", "Frostpunk 2", "Manor Lords",
         "Dragons Dogma 2", "Final Fantasy XVI", "Horizon Forbidden West Complete Edition", "Ghost of Tsushima Directors Cut",
         "Red Dead Redemption 2", "The Witcher 3 Wild Hunt Complete Edition", "Starfield", "Hogwarts Legacy", "Alan Wake 2",
         "Lies of P", "Dead Space", "Resident Evil 4", "Sons of the Forest", "Satisfactory", "Factorio Space Age",
         "Civilization VII", "Kingdom Come Deliverance II", "Indiana Jones and the Great Circle", "Silent Hill 2",
         "Metaphor ReFantazio", "Stalker 2 Heart of Chornobyl", "Disco Elysium The Final Cut", "Hollow Knight", "Celeste",
         "Age of Empires II Definitive Edition", "Microsoft Flight Simulator 2024", "Euro Truck Simulator 2", "Cities Skylines II"]
GAME_GRPS = ["RUNE", "CODEX", "SKIDROW", "PLAZA", "FLT", "TENOKE", "DOGE", "RAZOR1911", "TiNYiSO", "DARKSiDERS", "CPY", "RELOADED", "HOODLUM", "P2P", "ElAmigos", "SiMPLEX"]
CONSOLE = [("The Legend of Zelda Tears of the Kingdom", "NSW"), ("Mario Kart 8 Deluxe", "NSW"), ("Super Mario Bros Wonder", "NSW"),
           ("Metroid Prime Remastered", "NSW"), ("Animal Crossing New Horizons", "NSW"), ("Halo 3", "XBOX360"),
           ("Gears of War 2", "XBOX360"), ("God of War III", "PS3"), ("Gran Turismo 5", "PS3"), ("The Last of Us", "PS3"),
           ("Shadow of the Colossus", "PS2"), ("Metal Gear Solid 3 Snake Eater", "PS2"), ("Super Smash Bros Brawl", "WII"),
           ("Pokemon Platinum", "NDS"), ("Xenoblade Chronicles 3", "NSW"), ("Bayonetta 3", "NSW")]


def fmt_game():
    r = R.randrange(9)
    g = pick(GAMES)
    if r in (0, 1, 2):
        return f"{dotted_name(g)}{pick(['', '.v1.0.' + str(R.randint(1, 9)), '.Update.v' + str(R.randint(1, 4)) + '.' + str(R.randint(0, 9)), '.Deluxe.Edition', '.MULTi12', '.REPACK'])}-{pick(GAME_GRPS)}"
    if r == 3:
        return f"{g} [{pick(['FitGirl Repack', 'DODI Repack', 'ElAmigos', 'KaOs Repack', 'Chovka'])}]"
    if r == 4:
        return f"setup_{slug(g, '_').lower()}_{R.randint(1, 3)}.{R.randint(0, 12)}.{R.randint(0, 30)}_({R.randint(10000, 99999)}).exe"
    if r == 5:
        t, plat = pick(CONSOLE)
        return f"{dotted_name(t)}.{pick(['PAL', 'USA', 'EUR', 'JPN', ''])}.{plat}-{pick(['VENOM', 'BigBlueBox', 'SUXXORS', 'COMPLEX', 'DUPLEX', 'ABSTRAKT', 'iMARS', 'STRANGE'])}".replace("..", ".")
    if r == 6:
        return f"{pick(['Nintendo - Super Nintendo Entertainment System', 'Nintendo - Game Boy Advance', 'Sega - Mega Drive - Genesis', 'Atari - 2600', 'NEC - PC Engine - TurboGrafx 16'])} (No-Intro {R.randint(2021, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d})"
    if r == 7:
        return f"{pick(['MAME', 'FBNeo', 'RetroArch'])} {pick(['0.2' + str(R.randint(40, 70)), '1.' + str(R.randint(10, 19)) + '.0'])} {pick(['ROMs (merged)', 'CHDs', 'Full Set', 'Nightly', 'BIOS pack'])}"
    t, plat = pick(CONSOLE)
    return f"Redump - Sony PlayStation 2 - {t} ({pick(['USA', 'Europe', 'Japan'])})" if plat == "PS2" else f"{t} ({pick(['USA', 'Europe'])}) [{plat}]"


DISTROS = ["ubuntu-24.04.1-desktop-amd64.iso", "ubuntu-22.04.4-live-server-amd64.iso", "debian-12.6.0-amd64-DVD-1.iso",
           "debian-12.6.0-amd64-netinst.iso", "Fedora-Workstation-Live-x86_64-40-1.14.iso", "Fedora-Server-dvd-x86_64-40-1.14.iso",
           "archlinux-2024.08.01-x86_64.iso", "linuxmint-22-cinnamon-64bit.iso", "linuxmint-21.3-xfce-64bit.iso",
           "openSUSE-Tumbleweed-DVD-x86_64-Snapshot20240810-Media.iso", "kali-linux-2024.2-installer-amd64.iso",
           "FreeBSD-14.1-RELEASE-amd64-dvd1.iso", "AlmaLinux-9.4-x86_64-dvd.iso", "Rocky-9.4-x86_64-minimal.iso",
           "manjaro-kde-24.0.6-240729-linux69.iso", "pop-os_22.04_amd64_nvidia_44.iso", "slackware64-15.0-install-dvd.iso",
           "tails-amd64-6.6.img", "proxmox-ve_8.2-1.iso", "TrueNAS-SCALE-24.04.2.iso", "clonezilla-live-3.1.3-16-amd64.iso",
           "gparted-live-1.6.0-3-amd64.iso", "install75.iso", "2024-07-04-raspios-bookworm-arm64-lite.img.xz",
           "EndeavourOS_Endeavour_Neo-2024.06.25.iso", "Qubes-R4.2.2-x86_64.iso", "NixOS-24.05-plasma6-x86_64.iso",
           "elementaryos-7.1-stable.20231129rc.iso", "zorin-os-17.2-core-64-bit.iso", "CentOS-Stream-9-latest-x86_64-dvd1.iso",
           "openmediavault_7.0-32-amd64.iso", "pfSense-CE-2.7.2-RELEASE-amd64.iso", "gentoo-install-amd64-minimal-20240811.iso",
           "Win11_23H2_English_x64v2.iso", "en-us_windows_server_2022_x64_dvd.iso"]


def fmt_linux():
    fn = pick(DISTROS)
    r = R.randrange(5)
    if r == 0:
        return fn
    if r == 1:
        base = re.sub(r"\.(iso|img|img\.xz)$", "", fn)
        return base.replace("-", " ").replace("_", " ")
    i, n, p, P = yenc_counts()
    if r == 2:
        return f'[{i}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 3:
        return f'{re.sub(r"[.](iso|img|img[.]xz)$", "", fn)} - "{fn}" yEnc ({p}/{P})'
    return f'{fn} ({R.randint(1, 4)}.{R.randint(0, 9)} GB) [{i:02d}/{n:02d}]'


COURSES = ["Udemy - The Complete Python Bootcamp From Zero to Hero in Python", "Coursera - Machine Learning Specialization (Andrew Ng)",
           "MIT OpenCourseWare 6.006 Introduction to Algorithms Spring 2020", "The Great Courses - Understanding the Brain",
           "Pluralsight - Kubernetes for Developers Core Concepts", "LinkedIn Learning - Excel 2021 Essential Training",
           "MasterClass - Gordon Ramsay Teaches Cooking I", "Stanford CS229 Machine Learning Lectures 2018",
           "CBT Nuggets - Cisco CCNA 200-301", "INE - eLearnSecurity Junior Penetration Tester (eJPT)",
           "Linux Foundation LFS258 Kubernetes Fundamentals", "Yale Open Courses - Introduction to Psychology (PSYC 110)",
           "FrontendMasters - Complete Intro to React v9", "Domestika - Introduction to Watercolor Illustration",
           "Skillshare - Logo Design with Draplin", "The Gnomon Workshop - Creature Sculpting in ZBrush",
           "Berklee Online - Music Production with Ableton Live", "Udemy - 100 Days of Code The Complete Python Pro Bootcamp",
           "Udemy - AWS Certified Solutions Architect Associate SAA-C03", "Coursera - Learning How to Learn",
           "The Great Courses - The Story of Human Language", "Harvard CS50 Introduction to Computer Science 2024",
           "Wondrium - Astronomy 141 Life in the Universe", "Zero To Mastery - Complete Web Developer",
           "Andrej Karpathy - Neural Networks Zero to Hero", "3Blue1Brown - Essence of Linear Algebra",
           "Khan Academy - Organic Chemistry", "freeCodeCamp - Full Stack JavaScript Course", "Udacity - Self-Driving Car Engineer Nanodegree",
           "Pimsleur - Japanese Level 1-5", "Michel Thomas - Total Spanish", "Rosetta Stone - German Levels 1-5"]


def fmt_course():
    c = pick(COURSES)
    r = R.randrange(5)
    if r == 0:
        return c
    if r == 1:
        return f"{c} ({R.randint(2018, 2025)}-{R.randint(1, 12):02d})"
    if r == 2:
        return f"{c} [{pick(['Video', 'Lectures', '1080p', '720p', 'MP4', 'Course'])}]"
    if r == 3:
        return f"{dotted_name(re.sub(r'[()]', '', c))}.{pick(['TUTORiAL', 'TUTORIAL', 'Course', 'BOOKWARE'])}-{pick(['SKiLLUP', 'iLLiTERATE', 'THETA', 'ELOHiM', 'KNiSO'])}"
    return f"{c} - Part {R.randint(1, 12)} of {R.randint(12, 20)}"


DOCS = [("BBC", "Planet Earth III"), ("BBC", "Blue Planet II"), ("BBC", "Frozen Planet II"), ("BBC", "The Green Planet"),
        ("BBC", "Horizon"), ("BBC", "Storyville"), ("PBS", "Nova"), ("PBS", "Frontline"), ("PBS", "American Experience"),
        ("National Geographic", "Lost Treasures of Egypt"), ("National Geographic", "Drain the Oceans"), ("Smithsonian", "Aerial America"),
        ("Discovery", "How Its Made"), ("CuriosityStream", "Ancient Engineering"), ("Netflix", "Our Planet II"),
        ("Netflix", "Secrets of the Octopus"), ("Netflix", "Making a Murderer"), ("HBO", "The Vow"), ("Ken Burns", "The Vietnam War"),
        ("Ken Burns", "The Civil War"), ("Ken Burns", "Jazz"), ("Channel 4", "Time Team"), ("Channel 5", "Secrets of the Royal Palaces"),
        ("Arte", "Architectures"), ("DW Documentary", "Inside the Mind of a Hacker"), ("Apple TV+", "Prehistoric Planet"),
        ("Disney+", "Welcome to Earth"), ("HBO", "Chernobyl The Lost Tapes")]


def fmt_doc():
    ch, t = pick(DOCS)
    r = R.randrange(6)
    if r == 0:
        return f"{dotted_name(ch)}.{dotted_name(t)}.S{R.randint(1, 5):02d}E{R.randint(1, 10):02d}.{pick(RES)}.{pick(['iP', 'WEB', 'HDTV', 'AMZN'])}.{pick(['WEB-DL.AAC2.0.H.264', 'h264', 'x264'])}-{pick(['CBFM', 'BAE', 'DARKFLiX', 'SKYFiRE', 'LAZYCUNTS', 'TVC', 'W4F', 'GHOSTS'])}"
    if r == 1:
        return f"{dotted_name(ch)}.{dotted_name(t)}.{R.randint(2015, 2025)}.{dotted_name(pick(['The Secret Life of Your Microbiome', 'Ancient Cities', 'Black Holes', 'The Sun', 'Into the Amazon', 'Antarctic Ice', 'The Last Neanderthal', 'Volcano Rescue', 'Quantum Leap Forward', 'Rise of the Robots']))}.{pick(RES)}.HDTV.x264-{pick(['DARKFLiX', 'BAE', 'CBFM', 'TVC'])}"
    if r == 2:
        return f"{ch} - {t} ({R.randint(1990, 2025)}) {pick(['Complete Series', 'Season 1', 'Episodes 1-6', 'Part 1'])} [{pick(['1080p', '720p', '2160p'])}]"
    if r == 3:
        return f"{t} ({R.randint(2000, 2025)}) - {ch} Documentary {pick(['1080p', '720p'])} {pick(['x264', 'x265', 'HEVC'])}"
    if r == 4:
        return f"{pick(['Apollo 11', 'Free Solo', 'Icarus', 'My Octopus Teacher', 'Fire of Love', '20 Days in Mariupol', 'Navalny', 'The Act of Killing', 'Man on Wire', 'Searching for Sugar Man', 'Jiro Dreams of Sushi', 'Grizzly Man', 'Senna', 'Amy', 'The Last Dance', 'Wont You Be My Neighbor'])} ({R.randint(2004, 2024)}) {pick(['1080p', '720p', '2160p'])} {pick(['BluRay', 'WEB-DL', 'WEBRip'])} {pick(['x264', 'x265', 'H264'])}"
    return f"{dotted_name(t)}.{R.randint(1990, 2025)}.DOCU.{pick(['1080p', '720p', 'DVDRip'])}.{pick(['BluRay', 'WEB', 'HDTV', 'XviD'])}.{pick(['x264', 'h264', 'x265'])}-{pick(['SPRiNTER', 'DOCUMENT', 'FiCO', 'TWCiSO', 'ORGANiC', 'VoMiT'])}"


def fmt_sports():
    y, m, d = R.randint(2019, 2025), R.randint(1, 12), R.randint(1, 28)
    g = pick(["VERUM", "SPORTSNET", "WH", "HEEL", "SPORTSFIRE", "DARKSPORT", "KYR", "TRiLLiON", "GAMETiME"])
    r = R.randrange(10)
    if r == 0:
        gp = pick(["Monaco", "Silverstone", "Monza", "Spa", "Suzuka", "Interlagos", "Bahrain", "Abu.Dhabi", "Las.Vegas", "Zandvoort"])
        return f"Formula1.{y}.R{R.randint(1, 24):02d}.{gp}.Grand.Prix.{pick(['Race', 'Qualifying', 'Sprint', 'FP1', 'Pre-Race.Show'])}.{pick(['SkyF1UHD', 'SkyF1HD', 'F1TV'])}.{pick(['1080P', '2160P', '720P'])}"
    if r == 1:
        return f"UFC.{R.randint(280, 320)}.{pick(['PPV', 'Prelims', 'Early.Prelims'])}.{pick(['1080p', '720p'])}.WEB.{pick(['H264', 'h264'])}-{g}"
    if r == 2:
        return f"WWE.{pick(['Raw', 'SmackDown', 'NXT', 'Monday.Night.Raw'])}.{y}.{m:02d}.{d:02d}.{pick(['1080p', '720p'])}.{pick(['WEB', 'HDTV'])}.h264-{pick(['HEEL', 'Star', 'NWCHD', 'WH'])}"
    if r == 3:
        a, b = R.sample(["Celtics", "Lakers", "Warriors", "Nuggets", "Knicks", "Heat", "Mavericks", "Bucks", "Suns", "76ers", "Thunder", "Pacers"], 2)
        return f"NBA.{y}.{pick(['Playoffs', 'Finals', 'RS'])}.{a}.vs.{b}.{d:02d}.{m:02d}.{y}.{pick(['1080p', '720p'])}.{pick(['WEB', 'HDTV'])}.h264-{g}"
    if r == 4:
        a, b = R.sample(["Arsenal", "Chelsea", "Liverpool", "Man.City", "Man.Utd", "Tottenham", "Newcastle", "Aston.Villa", "Brighton", "West.Ham"], 2)
        return f"EPL.{y}.{a}.vs.{b}.{pick(['1080p', '720p'])}.{pick(['HDTV', 'WEB'])}.x264-{g}"
    if r == 5:
        a, b = R.sample(["Chiefs", "Eagles", "Bills", "Dolphins", "49ers", "Cowboys", "Ravens", "Lions", "Packers", "Bengals"], 2)
        return f"NFL.{y}.Week.{R.randint(1, 18):02d}.{a}.vs.{b}.{pick(['720p', '1080p'])}.WEB.h264-{g}"
    if r == 6:
        return f"{pick(['Tour de France', 'Wimbledon', 'The Ashes', 'PDC World Darts Championship', 'World Snooker Championship', 'Six Nations', 'Giro d Italia', 'Masters Golf'])} {y} - {pick(['Stage ' + str(R.randint(1, 21)), 'Final', 'Day ' + str(R.randint(1, 5)), 'Semi Final', 'Round 3', 'Highlights'])} [{pick(['1080p', '720p'])}]"
    if r == 7:
        return f"{pick(['UEFA.Champions.League', 'UEFA.Europa.League', 'La.Liga', 'Serie.A', 'Bundesliga'])}.{y}.{pick(['Final', 'Semi.Final.Leg.1', 'Matchday.' + str(R.randint(1, 38)), 'Round.of.16'])}.{pick(['1080p', '720p'])}.{pick(['HDTV', 'WEB'])}.{pick(['x264', 'h264'])}-{g}"
    if r == 8:
        return f"Olympics.2024.Paris.{pick(['Athletics', 'Swimming', 'Gymnastics', 'Cycling', 'Opening.Ceremony', 'Closing.Ceremony', 'Day.' + str(R.randint(1, 16))])}.{pick(['1080p', '720p', '2160p'])}.{pick(['WEB', 'HDTV'])}.h264-{g}"
    return f"{pick(['MotoGP', 'IndyCar', 'NASCAR.Cup.Series', 'WEC', 'DTM'])}.{y}.Round{R.randint(1, 20):02d}.{pick(['Race', 'Qualifying', 'Highlights'])}.{pick(['1080p', '720p'])}.{pick(['WEB', 'HDTV'])}.x264-{g}"


def fmt_images():
    r = R.randrange(6)
    if r == 0:
        return f"{pick(['4K Nature', 'Space', 'Minimalist', 'Cityscape', 'Anime', 'Car', 'Abstract'])} Wallpapers Pack ({pick(['3840x2160', '2560x1440', '1920x1080', '5120x2880'])}) {R.randint(50, 900)} pcs"
    if r == 1:
        return f"{pick(['Google Fonts Collection', 'Adobe Fonts Pack', 'Ultimate Font Bundle', 'Monotype Classic Fonts'])} {R.randint(2019, 2025)}"
    if r == 2:
        return f"NASA {pick(['Hubble', 'JWST', 'Apollo Archive', 'Mars Rover'])} Image Archive Set {R.randint(1, 40):02d}"
    if r == 3:
        return f"{pick(['Textures.com', 'Poliigon', 'Quixel Megascans'])} - {pick(['Wood', 'Stone', 'Metal', 'Fabric', 'Ground'])} Textures {pick(['4K', '8K', 'PBR'])} Pack {R.randint(1, 20)}"
    if r == 4:
        return f"{pick(['Lightroom Presets', 'LUTs Cinematic', 'Photoshop Brushes', 'Vector Icons'])} Bundle {R.randint(2018, 2025)} ({R.randint(100, 5000)} items)"
    return f"{pick(['Family', 'Holiday', 'Wedding', 'Vintage', 'Railway', 'Aviation'])} photos {R.randint(1950, 2024)} scans [{pick(['JPG', 'TIFF', 'PNG'])}]"


OBF_EXTS = [".part01.rar", ".part1.rar", ".rar", ".r00", ".r15", ".7z.001", ".7z.012", ".zip", ".mkv", ".par2",
            ".vol00+01.par2", ".vol07+08.par2", ".bin", ".001", ".002", "", "", ".nfo", ".sfv", ".mp4", ".z01"]


def obf_name():
    r = R.randrange(9)
    if r == 0:
        return hexs(32)
    if r == 1:
        return hexs(40)
    if r == 2:
        return f"{hexs(8)}-{hexs(4)}-4{hexs(3)}-{pick('89ab')}{hexs(3)}-{hexs(12)}"
    if r == 3:
        return alnum(R.randint(10, 24))
    if r == 4:
        return alnum(R.randint(22, 32), string.ascii_letters + string.digits + "-_")
    if r == 5:
        return alnum(R.randint(6, 12), string.ascii_lowercase)
    if r == 6:
        return hexs(R.randint(12, 20), True)
    if r == 7:
        return f"{alnum(3, string.ascii_lowercase)}.{alnum(3, string.ascii_lowercase)}.{alnum(3, string.ascii_lowercase)}"
    return alnum(R.randint(16, 64), string.ascii_lowercase + string.digits)


def fmt_obfuscated():
    nm = obf_name()
    fn = nm + pick(OBF_EXTS)
    i, n, p, P = yenc_counts()
    n = R.randint(5, 120)
    i = R.randint(1, n)
    P = R.randint(20, 900)
    p = R.randint(1, P)
    size = pick([f"{R.randint(1, 60)}.{R.randint(0, 99):02d} GB", f"{R.randint(10, 999)} MB", f"{R.randint(10 ** 8, 9 * 10 ** 10)} bytes"])
    r = R.randrange(12)
    if r == 0:
        return nm
    if r == 1:
        return f'[{i:02d}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 2:
        return f'"{fn}" yEnc ({p}/{P})'
    if r == 3:
        return f'[{i}/{n}] "{fn}" yEnc ({p}/{P})'
    if r == 4:
        return f'{obf_name()} [{i}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 5:
        return f'[PRiVATE]-[WtFnZb]-[{fn}]-[{i}/{n}] - "" yEnc  {size} ({p}/{P})'
    if r == 6:
        return f'({i}/{n}) "{fn}" - {size} - yEnc ({p}/{P})'
    if r == 7:
        return fn
    if r == 8:
        return f'{nm} ({p}/{P})'
    if r == 9:
        return f'[{R.randint(10000, 999999)}]-[{nm}]-[{i:02d}/{n:02d}] - "{fn}" yEnc ({p}/{P})'
    if r == 10:
        return f'{nm} - File {i} of {n} - "{fn}" yEnc ({p}/{P})'
    return f'"{nm}" yEnc ({p}/{P}) {size}'


def release_any():
    return pick([fmt_tv, fmt_movie, fmt_album, fmt_anime_nomkv, fmt_ebook, fmt_game, fmt_doc])()


def fmt_anime_nomkv():
    return re.sub(r"\.(mkv|mp4)$", "", fmt_anime())


def fmt_par2():
    base = release_any() if chance(0.7) else obf_name()
    v = R.randint(0, 127)
    b = pick([1, 2, 4, 8, 16, 32, 64])
    fn = pick([f"{base}.par2", f"{base}.vol{v:02d}+{b:02d}.par2", f"{base}.vol{v:03d}+{b:03d}.par2", f"{base}.vol{v:02d}+{b:02d}.PAR2", f"{base}.PAR2"])
    i, n, p, P = yenc_counts()
    n = R.randint(10, 90)
    i = R.randint(max(1, n - 9), n)
    P = R.randint(1, 60)
    p = R.randint(1, P)
    r = R.randrange(7)
    if r == 0:
        return fn
    if r == 1:
        return f'[{i:02d}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 2:
        return f'{base} [{i}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 3:
        return f'"{fn}" yEnc ({p}/{P})'
    if r == 4:
        return f'({base}) [{i}/{n}] - "{fn}" - {R.randint(1, 900)} MB yEnc ({p}/{P})'
    if r == 5:
        return f'{base} - File {i} of {n} - {fn} ({p}/{P})'
    return f'{base} - "{fn}" yEnc'


def post_wrap(rel, group_hint=None):
    """Wrap a release name the way a posting tool would write the subject."""
    spaced_name = " " in rel
    stem = rel
    kinds = [".part01.rar", ".part02.rar", ".part15.rar", ".r00", ".r07", ".rar", ".nfo", ".sfv", ".par2",
             ".vol00+01.par2", ".vol03+04.par2", ".7z.001", ".zip", ".nzb"]
    fn_base = stem if (spaced_name or chance(0.7)) else stem.lower()
    if re.search(r"\.(exe|msi|iso|img|xz|mkv|mp4|cbr|cbz|epub|pdf|zip|7z|apk|dmg|AppImage|azw3|mobi)$", stem):
        fn = stem + pick(["", "", ".par2", ".vol00+01.par2"])
    elif re.search(r"(720p|1080p|2160p|480p)", stem) and chance(0.3):
        fn = fn_base + ".mkv"
    else:
        fn = fn_base + pick(kinds)
    n = R.randint(2, 99)
    i = R.randint(1, n)
    P = R.randint(1, 400)
    p = R.randint(1, P)
    w = len(str(n))
    size = pick([f"{R.randint(1, 60)}.{R.randint(0, 99):02d} GB", f"{R.randint(10, 999)} MB", f"{R.randint(10 ** 6, 9 * 10 ** 9)} bytes", f"{R.randint(100, 9999)} KB"])
    g = group_hint or "a.b.teevee"
    r = R.randrange(14)
    if r == 0:
        return f'[{i:0{w}d}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 1:
        return f'{rel} [{i}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 2:
        return f'[{rel}] [{i:02d}/{n:02d}] - "{fn}" yEnc ({p:03d}/{P:03d})'
    if r == 3:
        return f'{rel} - "{fn}" yEnc ({p}/{P})'
    if r == 4:
        return f'({rel}) [{i}/{n}] - "{fn}" - {size} yEnc ({p}/{P})'
    if r == 5:
        return f'{rel} - File {i} of {n} - "{fn}" yEnc ({p}/{P})'
    if r == 6:
        return f'{rel} - File {i} of {n}: {fn} ({p}/{P})'
    if r == 7:
        short = g.replace("alt.binaries.", "a.b.")
        return f'[{R.randint(1000, 399999)}]-[FULL]-[#{short}@EFNet]-[ {rel} ]-[{i:02d}/{n}] - "{fn}" yEnc ({p}/{P})'
    if r == 8:
        return f'[PRiVATE]-[WtFnZb]-[{fn}]-[{i}/{n}] - "" yEnc  {size} ({p}/{P})'
    if r == 9:
        return f'"{fn}" yEnc ({p}/{P}) {size}'
    if r == 10:
        return f'{rel} - [{i:02d} of {n:02d}] "{fn}" yEnc'
    if r == 11:
        return f'{rel} ({i}/{n})'
    if r == 12:
        return f'<{rel}> [{i}/{n}] - "{fn}" - {size} - yEnc ({p}/{P})'
    return f'{rel} [{i:02d}/{n:02d}] "{fn}" yEnc ({p}/{P})'


# ad-like but legitimate ------------------------------------------------------------------
ADLIKE = [
    ("movie", "Free Guy", 2021), ("movie", "Casino Royale", 2006), ("movie", "Casino", 1995), ("movie", "Casino Royale", 1967),
    ("movie", "Casino Jack", 2010), ("movie", "Click", 2006), ("movie", "Hot Fuzz", 2007), ("movie", "Sexy Beast", 2000),
    ("movie", "Call Me by Your Name", 2017), ("movie", "Win Win", 2011), ("movie", "Million Dollar Baby", 2004),
    ("movie", "Dumb Money", 2023), ("movie", "The Big Short", 2015), ("movie", "Money Monster", 2016), ("movie", "Moneyball", 2011),
    ("movie", "Easy Money", 2010), ("movie", "The Money Pit", 1986), ("movie", "Love and Other Drugs", 2010),
    ("movie", "Pain Hustlers", 2023), ("movie", "Lottery Ticket", 2010), ("movie", "It Could Happen to You", 1994),
    ("movie", "Catch Me If You Can", 2002), ("movie", "Nigerian Prince", 2018), ("movie", "Hot Tub Time Machine", 2010),
    ("movie", "Some Like It Hot", 1959), ("movie", "Free Willy", 1993), ("movie", "Free Birds", 2013), ("movie", "Free State of Jones", 2016),
    ("movie", "Win It All", 2017), ("movie", "Jackpot", 2024), ("movie", "Downloaded", 2013), ("movie", "Uncut Gems", 2019),
    ("movie", "Mississippi Grind", 2015), ("movie", "Mollys Game", 2017), ("movie", "Rounders", 1998), ("movie", "21", 2008),
    ("movie", "The Gambler", 2014), ("movie", "Ocean's Eleven", 2001), ("movie", "Wall Street Money Never Sleeps", 2010),
    ("movie", "Boiler Room", 2000), ("movie", "The Wolf of Wall Street", 2013), ("movie", "Crypto", 2019),
    ("movie", "Hot Shots!", 1991), ("movie", "Hot Rod", 2007), ("movie", "Sex Tape", 2014), ("movie", "Friends with Benefits", 2011),
    ("movie", "No Strings Attached", 2011), ("movie", "Click and Collect", 2018), ("movie", "Cash Truck", 2004),
    ("movie", "Wrath of Man", 2021), ("movie", "Hustlers", 2019), ("movie", "Pay It Forward", 2000), ("movie", "Risky Business", 1983),
    ("movie", "Unfriended", 2014), ("movie", "Searching", 2018), ("movie", "The Social Network", 2010), ("movie", "Hackers", 1995),
    ("movie", "Sneakers", 1992), ("movie", "Swordfish", 2001), ("movie", "Cellular", 2004), ("movie", "Phone Booth", 2002),
    ("movie", "Call Jane", 2022), ("movie", "The Call", 2013), ("movie", "Dial M for Murder", 1954), ("movie", "Prize Fighter", 2022),
    ("movie", "The Prize Winner of Defiance Ohio", 2005), ("movie", "Brewsters Millions", 1985), ("movie", "Trading Places", 1983),
    ("movie", "Cash Only", 2015), ("movie", "Money Talks", 1997), ("movie", "Bad Santa", 2003), ("movie", "Loan Shark", 1952),
    ("movie", "The Pharmacist", 2020), ("movie", "Magic Mike", 2012), ("movie", "Free Solo", 2018), ("movie", "Sweepstakes", 1931),
    ("tv", "Money Heist"), ("tv", "Better Call Saul"), ("tv", "Call the Midwife"), ("tv", "Call My Agent"), ("tv", "Dating Naked"),
    ("tv", "Dating Around"), ("tv", "First Dates"), ("tv", "Love Is Blind"), ("tv", "Singles Inferno"), ("tv", "Sex Education"),
    ("tv", "Sex and the City"), ("tv", "Sexy Beasts"), ("tv", "Hot Ones"), ("tv", "Dirty Money"), ("tv", "Catfish The TV Show"),
    ("tv", "Inventing Anna"), ("tv", "The Dropout"), ("tv", "Bad Vegan"), ("tv", "Dopesick"), ("tv", "Painkiller"),
    ("tv", "Scam City"), ("tv", "Billions"), ("tv", "Hustle"), ("tv", "Deal or No Deal"), ("tv", "Who Wants to Be a Millionaire"),
    ("tv", "The Million Pound Drop"), ("tv", "The Biggest Loser"), ("tv", "Free Rein"), ("tv", "Cash in the Attic"),
    ("tv", "Fake or Fortune"), ("tv", "Lottery Changed My Life"), ("tv", "Clickbait"), ("tv", "Mr Robot"), ("tv", "Silicon Valley"),
    ("tv", "Rogue Traders"), ("tv", "Watchdog"), ("tv", "Hot Bench"), ("tv", "Too Hot to Handle"),
    ("tv", "Pawn Stars"), ("tv", "Hot Wheels Lets Race"), ("tv", "Dragons Den"), ("tv", "Shark Tank"),
    ("tv", "Industry"), ("tv", "The Tinder Swindler"), ("tv", "Dirty John"), ("tv", "Money Talks"),
    ("album", "Viagra Boys", "Cave World", 2022), ("album", "Viagra Boys", "Street Worms", 2018), ("album", "Viagra Boys", "Welfare Jazz", 2021),
    ("album", "Viagra Boys", "viagr aboys", 2025), ("album", "Happy Mondays", "Pills n Thrills and Bellyaches", 1990),
    ("album", "Pink Floyd", "Money (Single)", 1973), ("album", "Dire Straits", "Brothers in Arms", 1985), ("album", "Lynyrd Skynyrd", "Free Bird The Movie", 1996),
    ("album", "Free", "Fire and Water", 1970), ("album", "Hot Chip", "Freakout Release", 2022), ("album", "Hot Chocolate", "Every 1s a Winner", 1978),
    ("album", "Carly Rae Jepsen", "Kiss (Call Me Maybe)", 2012), ("album", "Justin Timberlake", "FutureSex LoveSounds", 2006),
    ("album", "Johnny Cash", "At Folsom Prison", 1968), ("album", "Johnny Cash", "American IV The Man Comes Around", 2002),
    ("album", "Cash Cash", "Blood Sweat and 3 Years", 2016), ("album", "ABBA", "Arrival (Money Money Money)", 1976),
    ("album", "Cardi B", "Invasion of Privacy", 2018), ("album", "Money Man", "Epidemic", 2020), ("album", "Lotto Boyzz", "Lotto Boyzz", 2019),
    ("album", "Casino Versus Japan", "Go Hawaii", 2002), ("album", "Free Nationals", "Free Nationals", 2019), ("album", "Hot Water Music", "Caution", 2002),
    ("album", "Nicki Minaj", "Pink Friday Roman Reloaded (Pills N Potions)", 2012),
    ("album", "Sexy Sadie", "Lazy Rain", 1998), ("album", "Hot Hot Heat", "Make Up the Breakdown", 2002), ("album", "Spam Allstars", "Fuacata Live", 2002),
    ("album", "Click Five", "Greetings from Imrie House", 2005), ("album", "Phoenix", "Wolfgang Amadeus Phoenix", 2009), ("album", "Wu-Tang Clan", "C.R.E.A.M. (Cash Rules Everything Around Me)", 1994),
    ("album", "Jessie J", "Price Tag", 2011), ("album", "Flo Rida", "Club Cant Handle Me", 2010), ("album", "Nelly", "Hot in Herre", 2002),
    ("book", "Brian Krebs", "Spam Nation", 2014), ("book", "George Akerlof & Robert Shiller", "Phishing for Phools", 2015),
    ("book", "Frank Abagnale", "Scam Me If You Can", 2019), ("book", "Bruce Schneier", "Click Here to Kill Everybody", 2018),
    ("book", "Robert Kiyosaki", "Rich Dad Poor Dad", 1997), ("book", "Thomas Stanley", "The Millionaire Next Door", 1996),
    ("book", "Chris Anderson", "Free The Future of a Radical Price", 2009), ("book", "Napoleon Hill", "Think and Grow Rich", 1937),
    ("book", "Saifedean Ammous", "The Bitcoin Standard", 2018), ("book", "Andreas Antonopoulos", "Mastering Bitcoin 3rd Edition", 2023),
    ("book", "Michael Lewis", "Flash Boys", 2014), ("book", "Michael Lewis", "Going Infinite", 2023), ("book", "Zeke Faux", "Number Go Up", 2023),
    ("book", "Morgan Housel", "The Psychology of Money", 2020), ("book", "Vicki Robin", "Your Money or Your Life", 1992),
    ("book", "Patrick Radden Keefe", "Empire of Pain", 2021), ("book", "Beth Macy", "Dopesick", 2018), ("book", "John Carreyrou", "Bad Blood", 2018),
    ("book", "Kevin Mitnick", "The Art of Deception", 2002), ("book", "Kevin Mitnick", "Ghost in the Wires", 2011), ("book", "Shirley Jackson", "The Lottery and Other Stories", 1949),
    ("book", "Patricia Wood", "Lottery", 2007), ("book", "Nathaniel Popper", "Digital Gold", 2015), ("book", "Ben Mezrich", "Bringing Down the House", 2002),
    ("book", "Tim Ferriss", "The 4-Hour Workweek", 2007), ("book", "Dave Ramsey", "The Total Money Makeover", 2003), ("book", "Ramit Sethi", "I Will Teach You to Be Rich", 2009),
    ("book", "Carl Hiaasen", "Skinny Dip", 2004), ("book", "Joseph Menn", "Cult of the Dead Cow", 2019), ("book", "Andy Greenberg", "Tracers in the Dark", 2022),
    ("book", "Jamie Bartlett", "The Missing Cryptoqueen", 2022), ("book", "Nicole Perlroth", "This Is How They Tell Me the World Ends", 2021),
    ("doc", "Take Your Pills", 2018), ("doc", "Money Electric The Bitcoin Mystery", 2024), ("doc", "Banking on Bitcoin", 2016),
    ("doc", "Cryptopia Bitcoin Blockchains and the Future of the Internet", 2020), ("doc", "Trust No One The Hunt for the Crypto King", 2022),
    ("doc", "Bitconned", 2024), ("doc", "The Great Hack", 2019), ("doc", "Fyre The Greatest Party That Never Happened", 2019),
    ("doc", "Betting on Zero", 2016), ("doc", "The Tinder Swindler", 2022), ("doc", "Web Junkie", 2013), ("doc", "Hot Girls Wanted", 2015), ("doc", "Downloaded The Napster Story", 2013),
    ("doc", "Free Solo", 2018), ("doc", "Inside Job", 2010), ("doc", "Enron The Smartest Guys in the Room", 2005), ("doc", "Madoff The Monster of Wall Street", 2023),
    ("doc", "The Pharmacist", 2020), ("doc", "Prescription Thugs", 2015),
    ("game", "Hitman Blood Money"), ("game", "Payday 3"), ("game", "Casino Inc"), ("game", "Poker Night at the Inventory"),
    ("game", "Hot Wheels Unleashed 2 Turbocharged"), ("game", "Papers Please"), ("game", "Tech Support Error Unknown"),
    ("game", "Hacker Simulator"), ("game", "Crypto Mining Simulator"), ("game", "Cash Cleaner Simulator"), ("game", "Balatro"),
    ("game", "Free Fire"), ("game", "Freedom Planet 2"), ("game", "Call of Duty Black Ops 6"), ("game", "Call of Juarez Gunslinger"),
    ("game", "Hotline Miami 2 Wrong Number"), ("game", "Win That War"), ("game", "Buckshot Roulette"),
    ("game", "Emily Is Away"), ("game", "HuniePop 2 Double Date"),
    ("soft", "Free Download Manager", "6.23.0"), ("soft", "WinRAR", "7.01"), ("soft", "WinZip Pro", "29.0"), ("soft", "Money Manager Ex", "1.8.0"),
    ("soft", "MoneyMoney", "2.4.39"), ("soft", "Bitcoin Core", "27.1"), ("soft", "Electrum Bitcoin Wallet", "4.5.5"), ("soft", "Free Studio", "6.7.9"),
    ("soft", "Hot Virtual Keyboard", "9.4"), ("soft", "Quicken Classic Premier", "R57.24"), ("soft", "Free Commander XE", "2024 Build 900"),
    ("soft", "Click&Clean", "11.1"), ("soft", "WinSCP", "6.3.4"), ("soft", "Microsoft Money Plus Sunset", "17.0"), ("soft", "GnuCash", "5.8"),
    ("soft", "Sparrow Bitcoin Wallet", "1.9.1"), ("soft", "Win10 Debloater", "2024"), ("soft", "Free Video Editor", "1.4.82"),
    ("soft", "Call Recorder for Skype", "2.1"), ("anime", "Free! Dive to the Future"), ("anime", "Kakegurui"), ("anime", "Kakegurui xx"), ("anime", "Tomodachi Game"),
    ("anime", "Akagi"), ("anime", "Kaiji Ultimate Survivor"), ("anime", "Hot Gimmick"), ("anime", "Yofukashi no Uta Call of the Night"),
    ("anime", "Darling in the FranXX"), ("anime", "Sexy Commando Gaiden Sugoi yo Masaru-san"), ("anime", "Million Arthur"), ("anime", "Hikaru no Go"), ("anime", "Rent-a-Girlfriend"),
    ("anime", "Uma Musume Pretty Derby"),
]


def fmt_adlike():
    item = pick(ADLIKE)
    k = item[0]
    if k == "movie":
        t, y = item[1], item[2]
        return pick([fmt_movie, fmt_p2p])(t, y) if chance(0.8) else fmt_movie(t, y)
    if k == "tv":
        return fmt_tv(item[1]) if chance(0.7) else fmt_p2p(show=item[1])
    if k == "album":
        return fmt_album(item[1], item[2], item[3])
    if k == "book":
        a, t, y = item[1], item[2], item[3]
        r = R.randrange(4)
        if r == 0:
            return f"{a} - {t} ({y}) [{pick(['EPUB', 'PDF', 'MOBI', 'AZW3'])}]"
        if r == 1:
            return f"{a} - {t} (Unabridged) [{pick(['MP3', 'M4B'])}] {pick(['read by ' + pick(NARRATORS), '', 'Audible'])}".strip()
        if r == 2:
            return f"{a.replace(' ', '.').replace('&', 'and')}.-.{dotted_name(t)}.{y}.RETAIL.EPUB.eBook-{pick(['BitBook', 'DeBTB', 'FiXiE'])}"
        return f"{t} - {a}.{pick(['epub', 'pdf', 'azw3'])}"
    if k == "doc":
        t, y = item[1], item[2]
        return pick([f"{dotted_name(t)}.{y}.{pick(['1080p', '720p', '2160p'])}.{pick(['NF', 'WEB', 'BluRay', 'AMZN'])}.{pick(['WEB-DL.DDP5.1.H.264', 'x264', 'h264'])}-{pick(MOVIE_GRPS)}",
                     f"{t} ({y}) {pick(['1080p', '720p'])} {pick(['WEBRip', 'BluRay'])} x265 - Documentary", f"{dotted_name(t)}.{y}.DOCU.1080p.WEB.h264-{pick(['EDITH', 'DOCUMENT', 'BAE'])}"])
    if k == "game":
        t = item[1]
        return pick([f"{dotted_name(t)}-{pick(GAME_GRPS)}", f"{t} [{pick(['FitGirl Repack', 'DODI Repack', 'GOG'])}]",
                     f"{dotted_name(t)}.v{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}-{pick(['TENOKE', 'RUNE', 'DOGE', 'P2P', 'I_KnoW'])}",
                     f"setup_{slug(t, '_').lower()}_{R.randint(1, 3)}.{R.randint(0, 9)}_({R.randint(10000, 99999)}).exe"])
    if k == "soft":
        n, v = item[1], item[2]
        return pick([f"{n} {v}", f"{n} v{v} x64", f"{dotted_name(n)}.v{v}.{pick(['x64', 'WiN', 'Multilingual', 'macOS'])}-{pick(SW_GRPS)}",
                     f"{n} {v} (Portable)", f"{n} {v} {pick(['Setup', 'Installer', 'Multilingual'])}"])
    a = item[1]
    ep = R.randint(1, 24)
    return pick([f"[SubsPlease] {a} - {ep:02d} (1080p) [{hexs(8, True)}].mkv", f"[{pick(ANIME_GRPS)}] {a} [{pick(['BD 1080p', 'BDRip 1080p', '720p'])}] (Batch)",
                 f"[{pick(ANIME_GRPS)}] {a} - {ep:02d} [{hexs(8, True)}]", f"{dotted_name(a).replace('!', '')}.S01E{ep:02d}.1080p.CR.WEB-DL.AAC2.0.H.264-{pick(['VARYG', 'SMURF', 'HONE'])}"])


# foreign-language legit -----------------------------------------------------------------
FOREIGN = [
    ("de", lambda: f"Tatort.E{R.randint(1100, 1300)}.{pick(['Die.Nacht.der.Fuechse', 'Der.Tod.ist.unser.ganzes.Leben', 'Murot.und.das.Paradies', 'Borowski.und.der.Wiedergaenger', 'Geld.oder.Leben'])}.GERMAN.{pick(['720p', '1080p'])}.WEB.h264-{pick(['WAYNE', 'GERTV', 'TVARCHiV', 'iNTENTiON'])}"),
    ("de", lambda: f"{pick(['Der.Schuh.des.Manitu.2001', 'Das.Boot.1981', 'Lola.rennt.1998', 'Good.Bye.Lenin.2003', 'Im.Westen.nichts.Neues.2022', 'Das.Leben.der.Anderen.2006', 'Die.Welle.2008', 'Fack.ju.Goehte.2013', 'Der.Untergang.2004', 'Toni.Erdmann.2016'])}.German.{pick(['DL.1080p.BluRay.x264', 'DL.720p.BluRay.x264', 'AC3.1080p.WEB.x264', 'DTS.DL.1080p.BluRay.AVC.REMUX'])}-{pick(['DETAiLS', 'ROCKEFELLER', 'FuN', 'SAUERKRAUT', 'HDMEMORiES', 'MDGP', 'WvF'])}"),
    ("de", lambda: f"{pick(['Die.Sendung.mit.der.Maus', 'Bauer.sucht.Frau', 'Wer.wird.Millionaer', 'Das.perfekte.Dinner', 'Schlag.den.Star', 'Die.Hoehle.der.Loewen', 'Terra.X'])}.{R.randint(2020, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}.GERMAN.{pick(['720p', '1080p'])}.WEB.h264-{pick(['GERTV', 'idTV', 'TVARCHiV', 'AIDA'])}"),
    ("de", lambda: f"{pick(['Sebastian Fitzek', 'Nele Neuhaus', 'Juli Zeh', 'Daniel Kehlmann', 'Charlotte Link', 'Marc-Uwe Kling'])} - {pick(['Das Geschenk', 'Die Einladung', 'Zwischen Welten', 'Lichtspiel', 'Die Suche', 'Das Känguru-Manifest', 'Der Nachbar'])} ({R.randint(2015, 2025)}) [{pick(['epub', 'EPUB', 'Hörbuch MP3', 'Hörbuch'])}]"),
    ("de", lambda: f"{pick(['Die Ärzte', 'Rammstein', 'Herbert Grönemeyer', 'Helene Fischer', 'AnnenMayKantereit', 'Kraftwerk', 'Die Toten Hosen', 'Seeed'])} - {pick(['Dunkel', 'Zeit', 'Das ist los', 'Rausch', 'Schlagschatten', 'Die Mensch-Maschine', 'Alles aus Liebe', 'Bam Bam'])} ({R.randint(1978, 2025)}) [{pick(['FLAC', 'MP3 320'])}]"),
    ("fr", lambda: f"{pick(['Le.Comte.de.Monte-Cristo.2024', 'Intouchables.2011', 'Le.Diner.de.Cons.1998', 'Bienvenue.chez.les.Chtis.2008', 'La.Haine.1995', 'Le.Fabuleux.Destin.d.Amelie.Poulain.2001', 'Les.Trois.Mousquetaires.DArtagnan.2023', 'Anatomie.d.une.chute.2023', 'Astérix.et.Obélix.L.Empire.du.Milieu.2023'])}.{pick(['FRENCH', 'MULTi.TRUEFRENCH', 'MULTi.VFF', 'TRUEFRENCH'])}.{pick(['1080p', '720p', '2160p'])}.{pick(['BluRay', 'WEB'])}.{pick(['x264', 'H264', 'x265'])}-{pick(['SUPPLY', 'QTZ', 'FiDELiO', 'EXTREME', 'ROLLED', 'LOST', 'ROUGH', 'Slay3R'])}"),
    ("fr", lambda: f"{pick(['Plus.belle.la.vie', 'Demain.nous.appartient', 'Un.si.grand.soleil', 'Kaamelott', 'Lupin', 'Dix.pour.cent', 'Le.Bureau.des.Legendes', 'HPI'])}.S{R.randint(1, 8):02d}E{R.randint(1, 60):02d}.FRENCH.{pick(['720p', '1080p'])}.{pick(['WEB', 'HDTV'])}.{pick(['x264', 'H264'])}-{pick(['TFA', 'AMB3R', 'NERO', 'FRATERNiTY', 'ARK01'])}"),
    ("fr", lambda: f"{pick(['Michel Houellebecq', 'Guillaume Musso', 'Annie Ernaux', 'Joël Dicker', 'Fred Vargas', 'Amélie Nothomb'])} - {pick(['Anéantir', 'Angélique', 'Les Années', 'Un animal sauvage', 'Sous les vents de Neptune', 'Psychopompe', 'La Vie secrète des écrivains'])} ({R.randint(2010, 2025)}) [{pick(['epub', 'EPUB', 'PDF'])}]"),
    ("fr", lambda: f"{pick(['Stromae', 'Angèle', 'Aya Nakamura', 'Daft Punk', 'Édith Piaf', 'Serge Gainsbourg', 'Jacques Brel', 'Indochine'])} - {pick(['Multitude', 'Nonante-Cinq', 'DNK', 'Discovery', 'La Vie en rose', 'Histoire de Melody Nelson', 'Ne me quitte pas', 'Babel Babel'])} ({R.randint(1956, 2025)}) [{pick(['FLAC', 'MP3 320'])}]"),
    ("nl", lambda: f"{pick(['Flikken.Maastricht', 'Boer.zoekt.Vrouw', 'Wie.is.de.Mol', 'Baantjer', 'Goede.Tijden.Slechte.Tijden', 'Zondag.met.Lubach', 'Heel.Holland.Bakt', 'Undercover.NL'])}.S{R.randint(1, 30):02d}E{R.randint(1, 20):02d}.DUTCH.{pick(['720p', '1080p'])}.WEB.h264-{pick(['DiDi', 'NLC', 'SDG', 'NLSubs', 'TRiPS'])}"),
    ("nl", lambda: f"{pick(['Herman Koch', 'Tommy Wieringa', 'Esther Verhoef', 'Saskia Noort', 'Arnon Grunberg'])} - {pick(['Het diner', 'Joe Speedboot', 'Close-up', 'De eetclub', 'Tirza', 'Zomerhuis met zwembad'])} (NL ebook) [epub]"),
    ("nl", lambda: f"{pick(['Soof.2.2016', 'Alles.is.Liefde.2007', 'Zwartboek.2006', 'Turks.Fruit.1973', 'De.Tweeling.2002', 'Bon.Bini.Holland.2015'])}.DUTCH.{pick(['1080p', '720p'])}.{pick(['BluRay', 'WEB-DL'])}.x264-{pick(['SDG', 'NLx', 'DUTCHiE', 'TBS'])}"),
    ("it", lambda: f"{pick(['Il.Commissario.Montalbano', 'Don.Matteo', 'Mare.Fuori', 'Gomorra', 'L.Amica.Geniale', 'Il.Paradiso.delle.Signore', 'Un.Posto.al.Sole'])}.S{R.randint(1, 14):02d}E{R.randint(1, 20):02d}.ITA.{pick(['1080p', '720p'])}.WEB-DL.{pick(['AAC.H264', 'DD5.1.H264', 'x264'])}-{pick(['MeM', 'DLMux', 'Mircrew', 'iDN_CreW'])}"),
    ("it", lambda: f"{pick(['La.vita.e.bella.1997', 'Nuovo.Cinema.Paradiso.1988', 'La.grande.bellezza.2013', 'Perfetti.sconosciuti.2016', 'Io.Capitano.2023', 'C.e.ancora.domani.2023'])}.{pick(['iTALiAN', 'ITA.ENG', 'iTA'])}.{pick(['1080p', '720p'])}.BluRay.x264-{pick(['ROPATI', 'BLUWORLD', 'HDi', 'MIRCrew'])}"),
    ("it", lambda: f"{pick(['Elena Ferrante', 'Umberto Eco', 'Andrea Camilleri', 'Italo Calvino', 'Donato Carrisi'])} - {pick(['La vita bugiarda degli adulti', 'Il nome della rosa', 'Il cane di terracotta', 'Le città invisibili', 'La casa delle luci'])} [epub ITA]"),
    ("es", lambda: f"{pick(['La.casa.de.papel', 'Elite', 'El.Ministerio.del.Tiempo', 'Aqui.no.hay.quien.viva', 'Cuentame.como.paso', 'La.que.se.avecina', 'Velvet'])}.S{R.randint(1, 12):02d}E{R.randint(1, 16):02d}.{pick(['SPANiSH', 'SPANISH', 'CASTELLANO'])}.{pick(['1080p', '720p'])}.{pick(['NF.WEB-DL.DDP5.1.x264', 'WEB.x264', 'HDTV.x264'])}-{pick(['TEPES', 'DEVISE', 'FOXHD', 'TOPAZ'])}"),
    ("es", lambda: f"{pick(['Ocho.apellidos.vascos.2014', 'Campeones.2018', 'El.laberinto.del.fauno.2006', 'Mar.adentro.2004', 'La.sociedad.de.la.nieve.2023', 'Todo.sobre.mi.madre.1999', 'El.secreto.de.sus.ojos.2009'])}.{pick(['SPANISH', 'SPANiSH', 'DUAL', 'CASTELLANO'])}.{pick(['1080p', '720p'])}.{pick(['BluRay', 'WEB-DL'])}.x264-{pick(['DEVISE', 'EXTREME', 'TOPAZ', 'PiRAMiDE'])}"),
    ("es", lambda: f"{pick(['Carlos Ruiz Zafón', 'Arturo Pérez-Reverte', 'Isabel Allende', 'Gabriel García Márquez', 'Dolores Redondo', 'Javier Marías'])} - {pick(['La sombra del viento', 'El italiano', 'El viento conoce mi nombre', 'Cien años de soledad', 'El guardián invisible', 'Tomás Nevinson'])} [epub] (ES)"),
    ("es", lambda: f"{pick(['Rosalía', 'Bad Bunny', 'Karol G', 'Shakira', 'Héroes del Silencio', 'Estopa', 'Alejandro Sanz'])} - {pick(['Motomami', 'Un Verano Sin Ti', 'Mañana Será Bonito', 'Las Mujeres Ya No Lloran', 'Senderos de traición', 'Fuego', 'El Alma al Aire'])} ({R.randint(1990, 2025)}) [{pick(['FLAC', 'MP3 320', '24Bit-44.1kHz'])}]"),
    ("pl", lambda: f"{pick(['Ojciec.Mateusz', 'M.jak.milosc', 'Ranczo', 'Kiepscy', 'Belfer', 'Wataha', 'Rojst'])}.S{R.randint(1, 30):02d}E{R.randint(1, 20):02d}.PL.{pick(['1080p', '720p'])}.{pick(['WEB-DL', 'HDTV'])}.{pick(['H264', 'x264'])}-{pick(['TVP', 'KiT', 'FOX', 'FT'])}"),
    ("pl", lambda: f"{pick(['Chłopi (2023)', 'Boże Ciało (2019)', 'Kler (2018)', 'Miś (1980)', 'Seksmisja (1984)', 'Zimna wojna (2018)'])} PL {pick(['1080p', '720p'])} {pick(['WEB-DL', 'BluRay'])} x264 {pick(['DD5.1', 'AC3'])}"),
    ("pl", lambda: f"{pick(['Sanah', 'Dawid Podsiadło', 'Kult', 'Myslovitz', 'Taco Hemingway', 'Perfect'])} - {pick(['Kaprysy', 'Lata dwudzieste', 'Spokojnie', 'Miłość w czasach popkultury', 'Pocztówka z WWA, lato 19', 'Unu'])} ({R.randint(1983, 2025)}) [{pick(['FLAC', 'MP3'])}]"),
    ("sv", lambda: f"{pick(['Bron.Broen', 'Wallander', 'Rapport', 'Mord.i.sma.citybyar', 'Skavlan', 'Solsidan', 'Fallet'])}.S{R.randint(1, 8):02d}E{R.randint(1, 12):02d}.{pick(['SWEDiSH', 'SWEDISH', 'DANiSH', 'NORWEGiAN'])}.{pick(['720p', '1080p'])}.WEB.h264-{pick(['NORDiC', 'SWEDEN', 'DKiDS', 'NOGRP'])}"),
    ("pt", lambda: f"{pick(['Tropa.de.Elite.2007', 'Cidade.de.Deus.2002', 'Central.do.Brasil.1998', 'Ainda.Estou.Aqui.2024', 'O.Auto.da.Compadecida.2000'])}.{pick(['NACIONAL', 'PORTUGUESE', 'DUAL'])}.{pick(['1080p', '720p'])}.{pick(['BluRay', 'WEB-DL'])}.x264-{pick(['ALLIANCE', 'BRAZUKA', 'FRDS', 'LAPUMiA'])}"),
    ("tr", lambda: f"{pick(['Kurulus.Osman', 'Yalı.Capkini', 'Kızılcık.Serbeti', 'Bir.Zamanlar.Cukurova', 'Teskilat'])}.S{R.randint(1, 6):02d}E{R.randint(1, 40):02d}.TURKISH.{pick(['720p', '1080p'])}.WEB.h264-{pick(['TRiSTAR', 'TURK', 'ASKA'])}"),
    ("ru", lambda: f"{pick(['Мастер и Маргарита (2024)', 'Слово пацана. Кровь на асфальте (2023)', 'Иван Васильевич меняет профессию (1973)', 'Брат (1997)', 'Ирония судьбы, или С лёгким паром! (1975)', 'Движение вверх (2017)', 'Бриллиантовая рука (1968)'])} {pick(['WEB-DL 1080p', 'BDRip 1080p', 'WEB-DLRip', 'BDRip 720p', 'HDTVRip'])} {pick(['| Лицензия', '| P', '| D', ''])}".strip()),
    ("ru", lambda: f"{pick(['Кино', 'Аквариум', 'ДДТ', 'Земфира', 'Сплин', 'Мумий Тролль', 'Ленинград'])} - {pick(['Группа крови', 'Звезда по имени Солнце', 'Чёрный альбом', 'Бордо', 'Прости меня моя любовь', 'Морская', 'Гранатовый альбом'])} ({R.randint(1984, 2024)}) [{pick(['FLAC', 'MP3 320', 'Vinyl Rip 24/96'])}]"),
    ("ru", lambda: f"{pick(['Михаил Булгаков', 'Фёдор Достоевский', 'Лев Толстой', 'Антон Чехов', 'Борис Акунин', 'Виктор Пелевин'])} - {pick(['Собачье сердце', 'Преступление и наказание', 'Анна Каренина', 'Рассказы', 'Азазель', 'Generation П'])} {pick(['(аудиокнига) [MP3]', '[fb2, epub]', '(читает Сергей Чонишвили) [MP3 128]', '[epub]'])}"),
    ("ja", lambda: f"{pick(['YOASOBI', '米津玄師', '宇多田ヒカル', 'Mrs. GREEN APPLE', 'Official髭男dism', 'King Gnu', 'Ado', '藤井風', 'あいみょん', 'ヨルシカ'])} - {pick(['THE BOOK 3', 'LOST CORNER', 'SCIENCE FICTION', 'ANTENNA', 'Rejoice', 'THE GREATEST UNKNOWN', '残夢', 'LOVE ALL SERVE ALL', '猫にジェラシー', '盗作'])} ({R.randint(2018, 2025)}) [{pick(['FLAC 24bit/96kHz', 'FLAC', 'MP3 320K', 'Hi-Res FLAC 24bit-48kHz'])}]"),
    ("ja", lambda: f"(一般小説) [{pick(['東野圭吾', '村上春樹', '宮部みゆき', '湊かなえ', '伊坂幸太郎'])}] {pick(['容疑者Xの献身', '街とその不確かな壁', '火車', '告白', 'ゴールデンスランバー', '白夜行'])} [{pick(['epub', 'zip', 'azw3'])}]"),
    ("ja", lambda: f"(一般コミック) [{pick(['尾田栄一郎', '諫山創', '藤本タツキ', '芥見下々', '冨樫義博'])}] {pick(['ONE PIECE', '進撃の巨人', 'チェンソーマン', '呪術廻戦', 'HUNTER×HUNTER'])} 第{R.randint(1, 110):02d}巻"),
    ("ja", lambda: f"[テレビドラマ] {pick(['半沢直樹', '逃げるは恥だが役に立つ', '不適切にもほどがある!', 'VIVANT', '虎に翼', 'silent'])} 第{R.randint(1, 12):02d}話 ({pick(['1080p', '720p'])})"),
    ("ja", lambda: f"劇場版 名探偵コナン 100万ドルの五稜星 (2024) [{pick(['BD 1080p', 'WEB-DL 1080p', 'BDRip'])}]"),
    ("zh", lambda: f"{pick(['繁花 Blossoms Shanghai', '三体 Three-Body', '漫长的季节 The Long Season', '庆余年 Joy of Life', '狂飙 The Knockout', '莲花楼 Mysterious Lotus Casebook'])} S{R.randint(1, 2):02d}E{R.randint(1, 40):02d} {R.randint(2021, 2025)} {pick(['2160p', '1080p'])} WEB-DL {pick(['H265', 'H264'])} {pick(['AAC', 'DDP5.1'])}-{pick(['ADWeb', 'HHWEB', 'OurTV', 'CMCTV', 'PTerWEB'])}"),
    ("zh", lambda: f"{pick(['流浪地球2 The Wandering Earth II', '满江红 Full River Red', '霸王别姬 Farewell My Concubine', '让子弹飞 Let the Bullets Fly', '你好，李焕英 Hi Mom', '长津湖 The Battle at Lake Changjin'])} {R.randint(1993, 2025)} {pick(['1080p', '2160p'])} {pick(['BluRay', 'WEB-DL'])} {pick(['x264', 'x265', 'H265'])}-{pick(['WiKi', 'CMCT', 'FRDS', 'HDH', 'CHD'])}"),
    ("zh", lambda: f"{pick(['周杰伦', '陈奕迅', '王菲', '邓紫棋', '五月天', '林俊杰', '张学友'])} - {pick(['最伟大的作品', 'U87', '将爱', '启示录', '自传', '和自己对话', '吻别'])} ({R.randint(1993, 2024)}) [{pick(['FLAC', 'WAV+CUE', 'MP3 320K', 'Hi-Res 24bit'])}]"),
    ("zh", lambda: f"[电子书] {pick(['刘慈欣 - 三体全集', '余华 - 活着', '金庸 - 射雕英雄传', '莫言 - 红高粱家族', '钱钟书 - 围城'])} ({pick(['epub', 'mobi', 'azw3', 'pdf'])})"),
    ("zh", lambda: f"[{pick(['梦蓝字幕组', '银色子弹字幕组', '喵萌奶茶屋', '桜都字幕组', '诸神字幕组'])}] {pick(['名侦探柯南', '葬送的芙莉莲', '间谍过家家', '药屋少女的呢喃', '蓝色监狱'])} [{R.randint(1, 1150):02d}][1080P][{pick(['简繁日', '简体', '繁体', 'GB', 'BIG5'])}]"),
    ("ko", lambda: f"{pick(['눈물의 여왕 Queen of Tears', '선재 업고 튀어 Lovely Runner', '더 글로리 The Glory', '무빙 Moving', '정년이 Jeong Nyeon', '나의 아저씨 My Mister'])} E{R.randint(1, 16):02d} {R.randint(230101, 251231)} {pick(['1080p', '720p'])}-{pick(['NEXT', 'F1RST', 'WITH', 'Unknown'])}"),
    ("ko", lambda: f"{pick(['NewJeans', 'IU', 'BTS', 'BLACKPINK', 'SEVENTEEN', 'aespa', '아이유'])} - {pick(['Get Up', 'The Winning', 'Proof', 'BORN PINK', 'SPILL THE FEELS', 'Armageddon', '꽃갈피'])} ({R.randint(2014, 2025)}) [{pick(['FLAC', 'MP3 320', '24bit FLAC'])}]"),
]


def fmt_foreign():
    lang, f = pick(FOREIGN)
    return f(), lang


# odd but real posting styles -------------------------------------------------------------
HOME_DESC = ["my home videos - summer vacation {y} lake como part {a} of {b} (camcorder transfer)",
             "grandpa's 8mm films digitised {y} reel {a}",
             "church choir christmas concert {y} full recording (audio only)",
             "wedding video {y} - ceremony and reception - dvd image",
             "{y} school play recording, 2 cams, unedited",
             "old vhs tapes transferred - saturday morning cartoons {y} tape {a}",
             "full discography of a local band from the 90s, ripped from my own cds",
             "scans of my dads national geographic collection {y} (jpg, 300dpi)",
             "Collection of public domain silent films part {a} of {b} (Chaplin, Keaton, Lloyd)",
             "Complete BBC radio comedy archive part {a} of {b} - mp3 64kbps mono",
             "Pinball machine manuals and schematics collection vol {a}",
             "Amiga demoscene collection {y} ADF images",
             "Prelinger archives ephemeral films batch {a}"]


def fmt_oddstyle():
    r = R.randrange(10)
    if r == 0:
        return fmt_tv().lower()
    if r == 1:
        return fmt_movie().replace(".", "_")
    if r == 2:
        return re.sub(r"-[A-Za-z0-9]+$", "", fmt_tv()).replace(".", " ")
    if r == 3:
        return re.sub(r"-[A-Za-z0-9]+$", "", fmt_movie())
    if r == 4:
        return pick(HOME_DESC).format(y=R.randint(1962, 2019), a=R.randint(1, 6), b=R.randint(6, 12))
    if r == 5:
        return f"{pick(['REPOST', 'Repost', 'RE-POST', 'repost by request'])}: {pick([fmt_album, fmt_movie, fmt_tv, fmt_ebook])()}"
    if r == 6:
        return f"{pick(['FILL', 'REQ FILL', 'Request fill', 'For REQ'])}: {pick([fmt_album, fmt_movie, fmt_tv, fmt_audiobook])()}"
    if r == 7:
        a, b, y = pick(ALBUMS)
        return f"{a.lower()} - {b.lower()} - {y} - {pick(['flac', 'mp3', 'vbr', 'cd rip'])}"
    if r == 8:
        t, y = pick(MOVIES)
        return f"{t} {y} {pick(['dvd9', 'full dvd', 'dvd5 ntsc', 'pal dvd', 'vhs rip', 'laserdisc capture', 'tv recording from ' + str(R.randint(1988, 2008))])}"
    return f"{pick(SHOWS)} - {R.randint(1, 12)}x{R.randint(1, 24):02d} - {pick(EP_TITLES)}"


# ===================================================== legit kind registry ===

G = {
    "tv": ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.multimedia", "alt.binaries.tv",
           "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia.tv", "alt.binaries.tvseries", "alt.binaries.hdtv.uk"],
    "movie": ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.movies.x264", "alt.binaries.hdtv.x264", "alt.binaries.x264",
              "alt.binaries.movies", "alt.binaries.dvd", "alt.binaries.movies.xvid", "alt.binaries.bluray", "alt.binaries.boneless", "alt.binaries.hd.uk"],
    "anime": ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost"],
    "music": ["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd",
              "alt.binaries.music.flac", "alt.binaries.sounds.mp3.dance", "alt.binaries.mp3.full_albums", "alt.binaries.sounds.lossless.classical", "alt.binaries.sounds.jazz"],
    "radio": ["alt.binaries.sounds.radio", "alt.binaries.sounds.mp3.dance", "alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.mp3"],
    "audiobook": ["alt.binaries.audiobooks", "alt.binaries.mp3.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.e-book.audio"],
    "ebook": ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.technical", "alt.binaries.e-book.flood", "alt.binaries.e-books", "alt.binaries.ebook.fiction"],
    "comics": ["alt.binaries.comics.dcp", "alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.complete", "alt.binaries.e-book.magazines", "alt.binaries.magazines"],
    "software": ["alt.binaries.warez", "alt.binaries.warez.ibm-pc", "alt.binaries.cd.image", "alt.binaries.iso", "alt.binaries.mac", "alt.binaries.mac.applications",
                 "alt.binaries.comp", "alt.binaries.pc.apps", "alt.binaries.warez.mac", "alt.binaries.mobile.android"],
    "games": ["alt.binaries.games", "alt.binaries.games.xbox360", "alt.binaries.console.ps3", "alt.binaries.games.nintendo.switch", "alt.binaries.cd.image.games",
              "alt.binaries.games.wii", "alt.binaries.nintendo.ds", "alt.binaries.emulators.nintendo", "alt.binaries.emulators.mame", "alt.binaries.games.pc"],
    "linux": ["alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.iso", "alt.binaries.os", "alt.binaries.linux.iso"],
    "course": ["alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.e-book.technical", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.lectures"],
    "doc": ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.hdtv", "alt.binaries.teevee", "alt.binaries.docs"],
    "sports": ["alt.binaries.multimedia.sports", "alt.binaries.sports", "alt.binaries.multimedia.sports.boxing", "alt.binaries.hdtv", "alt.binaries.multimedia.sports.motorsport", "alt.binaries.wrestling"],
    "images": ["alt.binaries.pictures", "alt.binaries.pictures.wallpaper", "alt.binaries.fonts", "alt.binaries.pictures.misc", "alt.binaries.pictures.astro"],
    "obf": ["alt.binaries.boneless", "alt.binaries.frogs", "alt.binaries.cores", "alt.binaries.misc", "alt.binaries.mom", "alt.binaries.ath", "alt.binaries.bloaf",
            "alt.binaries.town", "alt.binaries.u-4all", "alt.binaries.iso", "alt.binaries.fz", "alt.binaries.etc", "alt.binaries.kleverig", "alt.binaries.dvd-r",
            "alt.binaries.flowed", "alt.binaries.highspeed", "alt.binaries.multimedia", "alt.binaries.xylo", "alt.binaries.b4e", "alt.binaries.tun"],
    "odd": ["alt.binaries.multimedia", "alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.sounds.mp3", "alt.binaries.movies", "alt.binaries.dvd",
            "alt.binaries.multimedia.vintage-film", "alt.binaries.sounds.radio.oldtime", "alt.binaries.pictures.vintage", "alt.binaries.amiga"],
}
AD_GROUPS = {"movie": "movie", "tv": "tv", "album": "music", "book": "ebook", "doc": "doc", "game": "games", "soft": "software", "anime": "anime"}


def k_tv():
    return (fmt_tv() if chance(0.85) else fmt_tv_date()), pick(G["tv"])


def k_adlike():
    # guess the kind the formatter picked from the title, to choose a fitting group
    t = fmt_adlike()
    if re.search(r"\.(epub|pdf|azw3|mobi)$|EPUB|\[PDF\]|eBook|M4B|Unabridged|\[MOBI\]|\[AZW3\]", t):
        g = pick(G["ebook"] + G["audiobook"])
    elif re.search(r"\[(FLAC|MP3 320kbps|V0|ALAC|WavPack|APE\+CUE|FLAC\+CUE\+LOG)\]|FLAC|Mp3 320|MP3|CBR 320|AAC 256|SACD|DSD|MQA|Hi-Res|-WEB-|-CD-|-Vinyl-", t):
        g = pick(G["music"])
    elif re.search(r"SubsPlease|\(Batch\)|CR\.WEB-DL|\[[0-9A-F]{8}\]", t):
        g = pick(G["anime"])
    elif re.search(r"Repack|GOG|setup_|-(RUNE|CODEX|SKIDROW|PLAZA|FLT|TENOKE|DOGE|RAZOR1911|TiNYiSO|DARKSiDERS|CPY|RELOADED|HOODLUM|P2P|ElAmigos|SiMPLEX|I_KnoW)$", t):
        g = pick(G["games"])
    elif re.search(r"Portable|Setup|Installer|Multilingual|x64|WiN|macOS|-(" + "|".join(re.escape(x) for x in SW_GRPS) + r")$|\d+\.\d+$", t):
        g = pick(G["software"])
    elif re.search(r"S\d\d", t):
        g = pick(G["tv"])
    elif re.search(r"DOCU|Documentary", t):
        g = pick(G["doc"])
    else:
        g = pick(G["movie"])
    return t, g


def k_foreign():
    t, lang = fmt_foreign()
    if re.search(r"FLAC|MP3|WAV|Hi-Res|kHz", t) and "аудиокнига" not in t and "Hörbuch" not in t:
        tok = "mp3"
    elif re.search(r"epub|EPUB|fb2|pdf|mobi|azw3|zip\]|第\d+巻|電子書|电子书|Hörbuch|аудиокнига", t):
        tok = "ebook"
    elif re.search(r"S\d\dE\d\d|E\d\d |第\d\d話|\d{4}-\d\d-\d\d", t):
        tok = "hdtv"
    else:
        tok = "movies"
    cands = [x for x in LANG_GROUPS.get(lang, []) if tok in x or (tok == "movies" and "dvd" in x)]
    if lang in ("ja", "zh", "ko") or tok == "movies":
        cands = cands or [x for x in LANG_GROUPS.get(lang, []) if "ebook" not in x and "mp3" not in x]
    if cands and chance(0.6):
        g = pick(cands)
    elif re.search(r"FLAC|MP3|WAV|Hi-Res|kHz", t):
        g = pick(G["music"])
    elif re.search(r"epub|EPUB|fb2|pdf|mobi|azw3|zip\]|第\d+巻|電子書|电子书", t):
        g = pick(G["ebook"])
    elif re.search(r"S\d\dE\d\d|E\d\d |第\d\d話", t):
        g = pick(G["tv"])
    else:
        g = pick(G["movie"])
    return t, g


def k_games(t):
    plat = [("NSW", "alt.binaries.games.nintendo.switch"), ("XBOX360", "alt.binaries.games.xbox360"), ("PS3", "alt.binaries.console.ps3"),
            ("PS2", "alt.binaries.cd.image.games"), ("WII", "alt.binaries.games.wii"), ("NDS", "alt.binaries.nintendo.ds"),
            ("No-Intro", "alt.binaries.emulators.nintendo"), ("MAME", "alt.binaries.emulators.mame"), ("FBNeo", "alt.binaries.emulators.mame"),
            ("RetroArch", "alt.binaries.emulators.nintendo")]
    for tok, grp in plat:
        if tok in t:
            return t, (grp if chance(0.75) else pick(["alt.binaries.games", "alt.binaries.cd.image.games"]))
    return t, pick(["alt.binaries.games", "alt.binaries.games.pc", "alt.binaries.cd.image.games", "alt.binaries.warez", "alt.binaries.cd.image"])


LEGIT = {
    "tv_scene": (210, k_tv, 0.45),
    "movie_scene": (160, lambda: (fmt_movie(), pick(G["movie"])), 0.45),
    "p2p_video": (110, lambda: (fmt_p2p(), pick(G["movie"] + G["tv"])), 0.35),
    "anime": (140, lambda: (fmt_anime(), pick(G["anime"])), 0.3),
    "music": (160, lambda: ((fmt_album() if chance(0.85) else fmt_va()), pick(G["music"])), 0.45),
    "radio_podcast": (30, lambda: (fmt_radio(), pick(G["radio"])), 0.4),
    "audiobook": (60, lambda: (fmt_audiobook(), pick(G["audiobook"])), 0.45),
    "ebook": (80, lambda: (fmt_ebook(), pick(G["ebook"])), 0.4),
    "comics_magazines": (60, lambda: (fmt_comic_mag(), pick(G["comics"])), 0.4),
    "software": (100, lambda: (fmt_software(), pick(G["software"])), 0.35),
    "games": (80, lambda: k_games(fmt_game()), 0.4),
    "linux_iso": (40, lambda: (fmt_linux(), pick(G["linux"])), 0.0),
    "course": (50, lambda: (fmt_course(), pick(G["course"])), 0.45),
    "documentary": (60, lambda: (fmt_doc(), pick(G["doc"])), 0.45),
    "sports": (60, lambda: (fmt_sports(), pick(G["sports"])), 0.45),
    "images": (25, lambda: (fmt_images(), pick(G["images"])), 0.5),
    "obfuscated": (150, lambda: (fmt_obfuscated(), pick(G["obf"])), 0.0),
    "par2": (70, lambda: (fmt_par2(), pick(G["obf"] + G["tv"] + G["movie"] + G["music"])), 0.0),
    "adlike": (220, k_adlike, 0.4),
    "foreign": (170, k_foreign, 0.4),
    "oddstyle": (80, lambda: (fmt_oddstyle(), pick(G["odd"])), 0.25),
}


# =================================================================== main ===

def clean(t):
    return re.sub(r"[\t\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]+", " ", t).strip()


def main():
    rows = []
    seen = set()

    def add(label, family, title, group):
        title = clean(title)
        if not title or title in seen:
            return False
        seen.add(title)
        rows.append((label, family, title, group))
        return True

    foreign_junk = 0
    for name, spec in JUNK.items():
        got = tries = 0
        while got < spec["count"] and tries < spec["count"] * 80:
            tries += 1
            t, g, is_foreign = make_junk_one(spec)
            if add("junk", "junk:" + name, t, g):
                got += 1
                foreign_junk += int(is_foreign)
    for name, (count, maker, pw) in LEGIT.items():
        got = tries = 0
        while got < count and tries < count * 80:
            tries += 1
            t, g = maker()
            if pw and "yEnc" not in t and chance(pw):
                t = post_wrap(t, g)
            if add("legit", "legit:" + name, t, g):
                got += 1
    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write("\t".join(row) + "\n")

    per_label = {}
    per_family = {}
    for label, family, _, _ in rows:
        per_label[label] = per_label.get(label, 0) + 1
        per_family[family] = per_family.get(family, 0) + 1
    print(f"wrote {len(rows)} rows to {OUT.name}")
    for label in ["junk", "legit"]:
        print(f"{label}\t{per_label.get(label, 0)}")
    print(f"junk not in English (approx.)\t{foreign_junk}")
    for family in list(JUNK_FAMS()) + ["legit:" + k for k in LEGIT]:
        print(f"  {family}\t{per_family.get(family, 0)}")


def JUNK_FAMS():
    return ["junk:" + k for k in JUNK]


if __name__ == "__main__":
    sys.exit(main())
