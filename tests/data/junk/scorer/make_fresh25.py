#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh25 - a BLIND held-out evaluation set of Usenet subject lines, junk vs legit.

How it was written: blind.  The writer never saw the spam filter under test,
its training data, or any repository or corpus on the machine; every phrase
bank below was written from general knowledge alone: alt.binaries.* naming
(scene and P2P release names, DVB/VHS/OTR recordings, fansub tags, No-Intro and
MSDN file names, distribution ISO names), the subject formats of posting tools
(nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff, PowerPost), old yEnc and
uuencode part counters ("(1/150)", "File 1 of 12"), EFNet request-filler
shells, community posting shells with site tags and signatures, and the spam,
scams, adverts, bot floods and noise seen in those groups and on Newznab
indexers.

Determinism: a single random.Random(SEED), SEED = 25025025, drives every
choice; only lists and insertion-ordered dicts are iterated (never sets), so
the output is byte-for-byte reproducible (Python 3.11, standard library only).

Output: fresh25.tsv next to this file; UTF-8, no header, rows shuffled, one per
title:   LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
  LABEL   junk | legit
  FAMILY  junk:<intent> | legit:<kind>
  TITLE   the subject line as an NNTP overview shows it; unique in the file
  GROUP   a newsgroup a real poster would plausibly use
No field holds a tab, newline, CR, NUL or any other control or line/paragraph
separator character.  Running the script prints counts per label and family.

Taxonomy and target counts (junk 906, legit 2112, total 3018):
 junk:  ad_seo_webservices 30, ad_replica_goods 28, ad_trades_services 32,
        prize_lottery 30, malware_fake_release 34, fake_codec_player 28,
        password_bait 30, streaming_bait 32, account_selling 30,
        iptv_resale 30, usenet_vpn_resale 28, pharmacy 32, dating_adult 30,
        gambling_casino 30, crypto_investment 32, phishing 30, advance_fee 28,
        job_scam 28, loan_debt 26, counterfeit_docs 26, religious_flood 28,
        political_conspiracy 28, chatter 30, request_posted 30,
        flame_troll 28, test_post 30, bot_flood 28, keyboard_mash 28,
        word_salad 28, encoding_garbage 26, noise_symbols 28.
 legit: tv_scene 96, tv_p2p 84, tv_recording 60, film_scene 96, film_p2p 84,
        anime_fansub 90, music_scene 84, music_p2p 84, discography 60,
        audiobook 72, ebook 84, comic 72, magazine 72, software 84, game 84,
        linux_bsd_iso 66, course 72, documentary 72, sports 78,
        podcast_radio 72, images 66, foreign_script 108, obfuscated 108,
        par2_set 84, spamlike_real_work 90 (real works whose names sound like
        spam: money, sex, drugs, winning, free things, hacking, religion,
        politics), odd_poster_style 90 (real releases posted in unusual but
        genuine ways).
About 15% of junk is written in other languages (de fr es it nl pt pl ru tr
ar zh ja id vi) and about 30% passes through an evasion (leetspeak,
homoglyphs, fullwidth, spaced or dotted letters, zero-width characters,
emoji, defanged URLs, odd phone digits, scene-name disguise, yEnc counters,
symbol frames, keyword stuffing, case games, combining marks).  About half of
legit is wrapped the way posting tools and communities write subjects.
"""
import random
import unicodedata
from pathlib import Path

SEED = 25025025
R = random.Random(SEED)
HERE = Path(__file__).resolve().parent
OUT = HERE / "fresh25.tsv"

JUNK_TARGETS = {
    "ad_seo_webservices": 30, "ad_replica_goods": 28, "ad_trades_services": 32,
    "prize_lottery": 30, "malware_fake_release": 34, "fake_codec_player": 28,
    "password_bait": 30, "streaming_bait": 32, "account_selling": 30,
    "iptv_resale": 30, "usenet_vpn_resale": 28, "pharmacy": 32,
    "dating_adult": 30, "gambling_casino": 30, "crypto_investment": 32,
    "phishing": 30, "advance_fee": 28, "job_scam": 28, "loan_debt": 26,
    "counterfeit_docs": 26, "religious_flood": 28, "political_conspiracy": 28,
    "chatter": 30, "request_posted": 30, "flame_troll": 28, "test_post": 30,
    "bot_flood": 28, "keyboard_mash": 28, "word_salad": 28,
    "encoding_garbage": 26, "noise_symbols": 28,
}
LEGIT_TARGETS = {
    "tv_scene": 96, "tv_p2p": 84, "tv_recording": 60, "film_scene": 96,
    "film_p2p": 84, "anime_fansub": 90, "music_scene": 84, "music_p2p": 84,
    "discography": 60, "audiobook": 72, "ebook": 84, "comic": 72,
    "magazine": 72, "software": 84, "game": 84, "linux_bsd_iso": 66,
    "course": 72, "documentary": 72, "sports": 78, "podcast_radio": 72,
    "images": 66, "foreign_script": 108, "obfuscated": 108, "par2_set": 84,
    "spamlike_real_work": 90, "odd_poster_style": 90,
}


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def dots(s, sep="."):
    words = []
    for w in fold(s).replace("&", "and").replace("/", " ").split():
        w = "".join(c for c in w if (c.isascii() and c.isalnum()) or c in "-._").strip(".")
        if w:
            words.append(w)
    out = sep.join(words)
    while ".." in out:
        out = out.replace("..", ".")
    return out


def auto_stem(title):
    if any(ord(c) > 127 for c in fold(title)):
        t = "".join(c for c in title if c not in '/\\:*?"<>|')
        return " ".join(t.split()) if chance(0.5) else ".".join(t.split())
    return dots(title) if chance(0.6) else slug(title, ".")


def slug(s, sep="_"):
    return dots(s, sep).lower()


HEX = "0123456789abcdef"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
UPDIG = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"


def rnd(n, chars=ALNUM):
    return "".join(pick(chars) for _ in range(n))


def size_str():
    r = R.random()
    if r < 0.45:
        return f"{R.uniform(1.5, 999.9):.1f} MB"
    if r < 0.7:
        return f"{R.uniform(1.0, 48.0):.2f} GB"
    if r < 0.85:
        return f"{rint(100000, 4000000000)} bytes"
    return f"[{R.uniform(0.7, 25.0):.1f} GB]"


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

ADJ = ["Silver", "Hollow", "Electric", "Quiet", "Golden", "Broken", "Northern",
       "Velvet", "Distant", "Paper", "Crimson", "Midnight", "Wild", "Lonely",
       "Iron", "Frozen", "Burning", "Sacred", "Little", "Endless", "Glass",
       "Secret", "Faded", "Neon", "Bitter", "Gentle", "Salt", "Copper",
       "Borrowed", "Restless", "Amber", "Sunken", "Lucid", "Pale", "Savage",
       "Tender", "Heavy", "Western", "Hidden", "Careless"]
NOUN = ["River", "Garden", "Machine", "Harbor", "Signal", "Mirror", "Season",
        "Highway", "Kingdom", "Lantern", "Orchard", "Empire", "Shadow",
        "Engine", "Horizon", "Canyon", "Ocean", "Echo", "Fever", "Carnival",
        "Station", "Reverie", "Parade", "Tide", "Cathedral", "Compass",
        "Meadow", "Satellite", "Monsoon", "Telegraph", "Lighthouse", "Furnace",
        "Prairie", "Ballroom", "Citadel", "Archive", "Glacier", "Harvest",
        "Saloon", "Voltage"]
FIRST = ["Anna", "Olga", "Katie", "Jessica", "Maria", "Svetlana", "Lena",
         "Sophie", "Natasha", "Emily", "Chloe", "Mia", "Yulia", "Irina",
         "Daria", "Laura", "Vanessa", "Kristina", "Alina", "Sandra", "Nicole",
         "Tanya", "Bianca", "Elena", "Jenny", "Vika"]
CITIES = ["London", "Manchester", "Houston", "Toronto", "Sydney", "Dallas",
          "Chicago", "Birmingham", "Leeds", "Phoenix", "Melbourne", "Atlanta",
          "Dubai", "Miami", "Berlin", "Vancouver", "Glasgow", "Orlando",
          "Hamburg", "Rotterdam", "Lyon", "Madrid", "Milano", "Warszawa",
          "Denver", "Calgary", "Dublin", "Perth", "Austin", "Seattle"]
SCENE_GRPS = ["BRUNHiLD", "KOMPASS", "NiGHTJAR", "FERRiC", "VOLTAiC",
              "QUiVER", "MARLiN", "SLATE", "HALCYON", "TUNDRA", "CiNDER",
              "PALiSADE", "OXiDE", "GRANiTE", "LUMEN", "ViGiL", "ZEPHYR",
              "TANNiN", "BiSMUTH", "OSPREY", "SAFFRON", "WAXWiNG", "KESTREL",
              "MERiDiAN", "ANViL", "FJORD", "DRiFT", "PUMiCE", "GLACiER",
              "SiLO", "TALLOW", "JUNiPER", "QUASAR", "PLiNTH", "RAMPART",
              "SHALE", "TiNDER", "hdqz", "vmk", "blq", "FuZZLE", "ViTRiOL",
              "CRYPTiD", "NORSKE", "TEUTON", "DEFLATE", "GALLiARD", "REBUS"]
P2P_GRPS = ["Tigerlily", "MoonRay", "NeonPanda", "HEVCBay", "Rapscallion",
            "Qxy", "Ghostbear", "kitsune", "SilverRG", "PlumRips", "DonkeyQ",
            "BiTOR", "SharpDusk", "Orchid", "Vortex", "8bitDad", "TombRG",
            "MiniHD", "Pixl", "FrostByte", "Lamplight", "GreyOwl", "NoirHEVC",
            "Kraken", "sundae", "Marmot", "JollyRips", "tinyfox"]


def par2_vol(stem, upper=False):
    k = rint(0, 6)
    w = pick([2, 3])
    ext = ".PAR2" if upper else ".par2"
    return f"{stem}.vol{2 ** k - 1:0{w}d}+{2 ** k:0{w}d}{ext}"


def make_file(stem, kind, i, n):
    if isinstance(stem, list):
        return stem[(i - 1) % len(stem)] if chance(0.6) else pick(stem)
    w = max(2, len(str(n)))
    r = R.random()
    if kind in ("rar", "7z"):
        if r < 0.07:
            return stem + ".nfo"
        if r < 0.12:
            return stem + ".sfv"
        if r < 0.18:
            return stem + ".par2"
        if r < 0.28:
            return par2_vol(stem, chance(0.1))
        if kind == "7z":
            return f"{stem}.7z.{i:03d}"
        if r < 0.66:
            return f"{stem}.part{i:0{w}d}.rar"
        if r < 0.72:
            return stem + ".rar"
        return f"{stem}.r{max(0, i - 2):02d}"
    if kind and stem.lower().endswith("." + kind[1:].lower()):
        stem = stem[: -len(kind)]
    if r < 0.12:
        return stem + ".par2"
    if r < 0.22:
        return par2_vol(stem)
    if r < 0.26:
        return stem + ".nfo"
    return stem + kind


SITES = ["nzb-hafen.to", "usenet-lounge.net", "binboard.org", "Oldies-Corner",
         "Nordlicht-Board", "blaue-eule.ws", "tauschzentrale.cc", "ArchivHeld",
         "the-reel-room.net", "Retro Tape Club", "Funkhaus-Forum",
         "nzbkeller.info", "SpaceMoose", "Klassikecke", "Pixelwerk.biz",
         "vinyl-oase.de", "hoerspielhoehle.net", "bookbazaar.xyz",
         "cinetreff.org", "serienbox.cc", "Ahoi-Usenet", "Kellerkino",
         "Dachbodenfund", "binsearchers.club", "The Attic", "Mondschein-Team"]
SIGS = ["posted by Kalle", "-=Brummbaer=-", "[by nightowl]", "~PorkChop~",
        "-Lenny-", "*Grizzly*", "(c) Fuzzi", "..::MaxPower::..",
        "<<Dr.Snuggles>>", "- Opa Hermann -", "by Bertl", "[Spooky]",
        "-~Wiebke~-", "posted with love by Ratte", "Seppl grüßt",
        "~Blackadder~", "-Tinkerbell-", "(Pumuckl)", "-=ZwergNase=-",
        "...from Gus", "/Hobbes/", "[Onkel Tom]", "-=Maulwurf=-", "xX_Bodo_Xx"]


def chan_of(group):
    if group.startswith("alt.binaries."):
        return "a.b." + group[len("alt.binaries."):]
    return group


def wrap_legit(title, group, stem, kind):
    n = pick([rint(2, 12), rint(10, 60), rint(40, 140)])
    i = rint(1, n)
    if stem is None:
        stem = auto_stem(title)
    f = make_file(stem, kind, i, n)
    parts = pick([1, rint(2, 30), rint(30, 200), rint(150, 900)])
    p = rint(1, parts)
    w = len(str(n))
    cnt = f"[{i:0{w}d}/{n}]"
    yc = f"yEnc ({p}/{parts})"
    ch = chan_of(group)
    s = rint(0, 21)
    if s == 0:
        return f'{cnt} - "{f}" {yc}'
    if s == 1:
        return f'{title} {cnt} - "{f}" {yc}'
    if s == 2:
        return f'[{i}/{n}] - "{f}" {yc} {rint(50000, 800000000)}'
    if s == 3:
        return f'{title} - [{i:02d}/{n:02d}] - "{f}" {yc}'
    if s == 4:
        return f'{title} [{i}/{n}] - "{f}" - {size_str()} {yc}'
    if s == 5:
        return f'"{f}" {yc}'
    if s == 6:
        return f'{title} - File {i} of {n}: "{f}" {yc}'
    if s == 7:
        return f"{title} - {f} ({p}/{parts})"
    if s == 8:
        return f"File {i} of {n} - {f} ({p}/{parts})"
    if s == 9:
        rid = rint(1000, 99999)
        return f'[{rid}]-[FULL]-[#{ch}@EFNet]-[ {title} ]-[{i:02d}/{n}] - "{f}" {yc}'
    if s == 10:
        rid = rint(100, 99999)
        tag = pick(["FULL", "PART", "FiLL", "REPOST", "FULL-NFO"])
        return f'[#{ch}@EFNet]-[{tag}]-[{rid}]-[{title}]-[{i}/{n}] - "{f}" {yc}'
    if s == 11:
        return f'(#{pick(["altbin", ch, ch, ch])}@EFNet) [{rint(1000, 60000)}] {title} {cnt} - "{f}" {yc}'
    if s == 12:
        return f"<<< {pick(SITES)} >>> {title} <<< {f} >>> {cnt} {yc}"
    if s == 13:
        return f'>{pick(SITES)}< {title} - "{f}" {yc}'
    if s == 14:
        return f'({pick(SITES)}) {cnt} - "{f}" - {title} {yc}'
    if s == 15:
        return f'{title} {cnt} - "{f}" {yc} -={pick(SIGS)}=-'
    if s == 16:
        return f'{title} ({pick(SIGS)}) - "{f}" {yc}'
    if s == 17:
        return f"{title} ({i}/{n})"
    if s == 18:
        return f'{title} - "{f}" yEnc {size_str()}'
    if s == 19:
        return f"{title} [{i} of {n}] {f}"
    if s == 20:
        return f"{title} - {f} - File {i} of {n} ({p}/{parts})"
    return f'{pick(SITES)} - {title} - [{i}/{n}] "{f}" {yc}'


# ------------------------------------------------------------------ evasions
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "$", "T": "7", "g": "9", "B": "8",
        "l": "1"}
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у",
        "i": "і", "s": "ѕ", "A": "А", "B": "В", "E": "Е", "H": "Н", "K": "К",
        "M": "М", "O": "Ο", "P": "Р", "T": "Т", "C": "С", "X": "Х", "N": "Ν",
        "I": "І", "j": "ј"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad"]
EMOJI = ["🔥", "💰", "💊", "🎁", "✅", "⚡", "💯", "🤑", "❤️", "😍", "🎰", "🚀",
         "📺", "👉", "⭐", "💎", "🆓", "📈", "‼️", "🎉", "👇", "💵", "🍀", "😘",
         "🔞", "📢", "⏰", "🏆"]
FRAMES = [("★彡 ", " 彡★"), ("=====>>> ", " <<<====="), ("!!! ", " !!!"),
          ("*** ", " ***"), ("【", "】"), ("<<< ", " >>>"), ("-=[ ", " ]=-"),
          ("◆◇◆ ", " ◆◇◆"), ("$$$ ", " $$$"), ("»»» ", " «««"),
          ("╔═ ", " ═╗"), ("~*~ ", " ~*~"), ("[[[ ", " ]]]"), ("♥♥ ", " ♥♥"),
          ("▶▶ ", " ◀◀"), ("✦ ", " ✦"), ("#### ", " ####"), ("-->> ", " <<--")]
COMB = ["\u0301", "\u0300", "\u0308", "\u0336", "\u0332", "\u0335", "\u0303",
        "\u030a", "\u0327", "\u0324", "\u0306", "\u0331"]
CIRC = "⓪①②③④⑤⑥⑦⑧⑨"
ODD = {"0": "O", "1": "l", "3": "З", "8": "B", "5": "S", "6": "б", "9": "g", "2": "Z"}
DIGW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def ev_leet(t, kw):
    return "".join(LEET[c] if c in LEET and chance(0.55) else c for c in t)


def ev_homo(t, kw):
    return "".join(HOMO[c] if c in HOMO and chance(0.5) else c for c in t)


def ev_full(t, kw):
    out = []
    for c in t:
        o = ord(c)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)


def _keyword_index(words):
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    return pick(idx) if idx else None


def ev_spaced(t, kw):
    words = t.split(" ")
    i = _keyword_index(words)
    sep = pick([" ", " ", "  ", "-", "_", " . ", "*", "~"])
    if i is None:
        return sep.join(t.replace(" ", ""))
    w = words[i].upper() if chance(0.6) else words[i]
    words[i] = sep.join(w)
    return " ".join(words)


def ev_dotted(t, kw):
    words = t.split(" ")
    i = _keyword_index(words)
    sep = pick([".", ".", "·", "•", ","])
    if i is None or chance(0.25):
        return " ".join(sep.join(w) for w in words)
    words[i] = sep.join(words[i])
    j = _keyword_index(words)
    if j is not None and j != i and chance(0.5):
        words[j] = sep.join(words[j])
    return " ".join(words)


def ev_zw(t, kw):
    return "".join(c + pick(ZW) if c.isalpha() and chance(0.3) else c for c in t)


def ev_emoji(t, kw):
    a = "".join(pick(EMOJI) for _ in range(rint(1, 3)))
    b = "".join(pick(EMOJI) for _ in range(rint(1, 3)))
    r = R.random()
    if r < 0.35:
        return f"{a} {t}"
    if r < 0.7:
        return f"{t} {b}"
    if r < 0.85:
        return f"{a} {t} {b}"
    return " ".join(w + (pick(EMOJI) if chance(0.35) else "") for w in t.split(" "))


def defang_token(tok):
    tok = tok.replace("https://", pick(["hxxps://", "hXXps://", "https[:]//", "h**ps://"]))
    tok = tok.replace("http://", pick(["hxxp://", "hXXp://", "http[:]//", "h t t p : //"]))
    d = pick(["[.]", "(.)", " dot ", "(dot)", "[dot]", " . ", "{.}"])
    return tok.replace(".", d)


def ev_defang(t, kw):
    words = t.split(" ")
    hit = False
    for i, w in enumerate(words):
        core = w.strip("()[]<>,;!")
        if "." in core and any(core.lower().endswith(x) for x in TLDS) or core.startswith("www.") or "://" in core:
            words[i] = defang_token(w)
            hit = True
    if hit:
        return " ".join(words)
    return t + " " + pick(["-", ">>", "@", "at", "->", "|"]) + " " + defang_token(dom(GENW))


def odd_phone():
    digits = [str(rint(0, 9)) for _ in range(rint(10, 11))]
    if chance(0.5):
        digits[0:3] = list(pick(["800", "888", "877", "866", "900"]))
    s = rint(0, 4)
    if s == 0:
        out = [ODD[d] if d in ODD and chance(0.6) else d for d in digits]
    elif s == 1:
        out = [chr(ord(d) + 0xFEE0) for d in digits]
    elif s == 2:
        out = [d + " " for d in digits]
    elif s == 3:
        out = [DIGW[int(d)] + " " if chance(0.4) else d for d in digits]
    else:
        out = [CIRC[int(d)] for d in digits]
    core = "".join(out).strip()
    pre = pick(["call", "tel", "☎", "📞", "WhatsApp", "Telegram", "text", "ph:", "hotline", "+1", "viber"])
    return f"{pre} {core}"


def ev_phone(t, kw):
    return f"{t} {pick(['-', '|', '...', '>>', '!!', ','])} {odd_phone()}"


def ev_scene(t, kw):
    base = dots(t)
    parts = base.split(".")[: rint(3, 7)]
    if not parts or not parts[0]:
        parts = [pick(kw).replace(" ", ".")]
    q = pick(["1080p.WEB-DL.x264", "720p.HDTV.x264", "DVDRip.XviD", "1080p.BluRay.x265",
              "2160p.WEB.H265", "MP3-320kbps", "RETAIL.EPUB.eBook", "x64.Incl.Keygen",
              "PROPER.720p.WEB.h264", "COMPLETE.BLURAY"])
    g = pick(["DLCLUB", "FREEPASS", "BESTDEAL", "RXPRO", "WINNERS", "VIPZONE", "GETiT",
              "CLiCKHERE", "NoRX", "EZCASH", "BONUSGRP", pick(SCENE_GRPS)])
    yr = pick(["", f".{rint(2019, 2026)}"])
    return ".".join(parts) + yr + "." + q + "-" + g


def ev_yenc(t, kw):
    s = slug(t, pick(["_", ".", "-"]))[:40] or rnd(10).lower()
    ext = pick([".exe", ".rar", ".zip", ".html", ".jpg", ".txt", ".scr", ".mp4", ".7z"])
    n = rint(1, 40)
    r = R.random()
    if r < 0.4:
        return f'{t} [{rint(1, n)}/{n}] - "{s}{ext}" yEnc ({rint(1, 3)}/{rint(3, 9)})'
    if r < 0.7:
        return f'"{s}{ext}" yEnc (1/1) {t}'
    return f"{t} - {s}{ext} ({rint(1, 9)}/{rint(9, 30)})"


def ev_frame(t, kw):
    a, b = pick(FRAMES)
    return f"{a}{t}{b}"


def ev_stuff(t, kw):
    k = rint(3, 7)
    items = [pick(kw) for _ in range(k)]
    sep = pick([" ", ", ", " | ", " - ", " + ", " #", " / "])
    tail = sep.join(items)
    if sep == " #":
        tail = "#" + tail.replace(" ", "").replace("#", " #")
    return f"{t} {tail}" if chance(0.75) else f"{tail} {t}"


def ev_case(t, kw):
    r = R.random()
    if r < 0.4:
        out, up = [], chance(0.5)
        for c in t:
            if c.isalpha():
                out.append(c.upper() if up else c.lower())
                up = not up
            else:
                out.append(c)
        return "".join(out)
    if r < 0.7:
        return "".join(c.upper() if chance(0.5) else c.lower() for c in t)
    if r < 0.85:
        return t.upper() + pick(["", "!!!", " !!", "!!!!!"])
    return " ".join(w[:1].lower() + w[1:].upper() for w in t.split(" "))


def ev_comb(t, kw):
    return "".join(c + pick(COMB) * rint(1, 2) if c.isalpha() and chance(0.4) else c for c in t)


EVASIONS = [ev_leet, ev_homo, ev_full, ev_spaced, ev_dotted, ev_zw, ev_emoji,
            ev_defang, ev_phone, ev_scene, ev_yenc, ev_frame, ev_stuff,
            ev_case, ev_comb]


def evade(t, kw):
    t = pick(EVASIONS)(t, kw)
    if chance(0.2):
        t = pick(EVASIONS)(t, kw)
    return t


# ------------------------------------------------------------------ junk fillers
TLDS = [".com", ".net", ".info", ".biz", ".xyz", ".top", ".online", ".site",
        ".ru", ".cn", ".co", ".club", ".shop", ".live", ".io", ".pw", ".cc",
        ".icu", ".vip", ".win", ".org", ".to", ".su", ".tk"]
GENW = ["best", "top", "free", "deal", "cheap", "mega", "super", "get", "now",
        "pro", "vip", "hot", "fast", "easy", "my", "go", "win", "plus",
        "direct", "smart", "quick", "star"]


def dom(words):
    a, b = pick(words), pick(words)
    r = R.random()
    if r < 0.3:
        d = a + b
    elif r < 0.6:
        d = a + "-" + b
    elif r < 0.8:
        d = a + str(rint(1, 999))
    else:
        d = a + b + str(rint(1, 99))
    return d.lower() + pick(TLDS)


def url(words):
    d = dom(words)
    r = R.random()
    if r < 0.25:
        d = "http://" + d
    elif r < 0.5:
        d = "https://www." + d
    elif r < 0.75:
        d = "www." + d
    if chance(0.25):
        d += pick(["/?ref=", "/go/", "/promo/", "/r/", "/offer?id="]) + rnd(rint(3, 7))
    return d


def price():
    amt = pick(["9.99", "19.99", "4.95", "29", "49", "0.89", "1.29", "99",
                "14.90", "2.50", "39.95", "59", "7.99", "3.99", "24.99", "69",
                "12", "0.99", "149", "5"])
    r = R.random()
    if r < 0.5:
        return "$" + amt
    if r < 0.65:
        return "€" + amt
    if r < 0.75:
        return "£" + amt
    return amt + pick([" USD", " EUR", " euro", "$", " bucks"])


def money():
    r = R.random()
    if r < 0.3:
        return f"${rint(1, 9)},{rint(100, 999)},000.00"
    if r < 0.5:
        return f"US${rint(2, 45)}.{rint(1, 9)} Million"
    if r < 0.65:
        return f"£{rint(100, 990)},000"
    if r < 0.8:
        return f"€{rint(1, 9)}.{rint(100, 999)}.000,00"
    return f"{rint(1, 30)},{rint(0, 9)}00,000 USD"


def email(words):
    host = pick(["gmail.com", "yahoo.com", "outlook.com", "hotmail.com",
                 "proton.me", "mail.ru", "yandex.ru", "qq.com", "163.com",
                 "gmx.de", "aol.com", "rediffmail.com", "zoho.com"])
    return f"{pick(words)}{pick(['', '.', '_'])}{pick(words)}{rint(1, 999)}@{host}"


def phone():
    r = R.random()
    if r < 0.3:
        return f"+1 ({pick(['888', '877', '800', '866'])}) {rint(200, 999)}-{rint(1000, 9999)}"
    if r < 0.5:
        return f"+44 7{rint(100, 999)} {rint(100000, 999999)}"
    if r < 0.7:
        return f"WhatsApp +{pick(['62', '234', '91', '7', '90', '44', '1'])} {rint(800, 899)}-{rint(1000, 9999)}-{rint(1000, 9999)}"
    if r < 0.85:
        return f"0{rint(800, 899)} {rint(100, 999)} {rint(1000, 9999)}"
    return f"Telegram @{pick(GENW)}{pick(['_', ''])}{pick(['support', 'admin', 'shop', 'sales'])}{rint(1, 99)}"


FILLERS = {
    "url": url, "dom": dom, "email": email,
    "price": lambda w: price(), "money": lambda w: money(),
    "phone": lambda w: phone(), "n": lambda w: rint(2, 9),
    "m": lambda w: rint(2, 30), "nn": lambda w: rint(100, 9999),
    "big": lambda w: f"{rint(2, 90)},{rint(100, 999)}",
    "pct": lambda w: pick([30, 40, 50, 60, 70, 75, 80, 85, 90, 95]),
    "year": lambda w: rint(2019, 2026), "name": lambda w: pick(FIRST),
    "age": lambda w: rint(19, 39), "city": lambda w: pick(CITIES),
    "code": lambda w: rnd(rint(5, 9), UPDIG),
    "movie": lambda w: pick(NEW_MOVIES), "show": lambda w: pick(TV_SHOWS),
    "game": lambda w: pick(GAMES), "artist": lambda w: pick(ARTIST_NAMES),
    "album": lambda w: f"{pick(ADJ)} {pick(NOUN)}",
    "team1": lambda w: pick(TEAMS), "team2": lambda w: pick(TEAMS),
    "player": lambda w: pick(PLAYERS), "ver": lambda w: f"{rint(1, 12)}.{rint(0, 9)}.{rint(0, 99)}",
    "bank": lambda w: pick(BANKS), "country": lambda w: pick(COUNTRIES),
    "afname": lambda w: pick(AF_NAMES), "afland": lambda w: pick(AF_LANDS),
    "nick": lambda w: pick(NICKS), "reader": lambda w: pick(READERS),
    "server": lambda w: pick(SERVERS), "coin": lambda w: pick(COINS),
    "mg": lambda w: pick([20, 50, 100, 150, 200]),
    "date": lambda w: f"{rint(1, 28)} {pick(MONTHS)} {rint(2025, 2027)}",
    "lot": lambda w: pick(LOTTOS), "verse": lambda w: pick(VERSES),
    "gp": lambda w: pick(GPS), "sw": lambda w: pick(SW_NAMES),
    "hex": lambda w: rnd(8, HEX), "s2": lambda w: f"{rint(1, 9):02d}",
    "e2": lambda w: f"{rint(1, 22):02d}", "grp": lambda w: pick(SCENE_GRPS),
    "book": lambda w: pick(BOOK_TITLES), "author": lambda w: pick(AUTHOR_NAMES),
}


class Lazy(dict):
    def __init__(self, words):
        super().__init__()
        self.words = words

    def __missing__(self, key):
        val = FILLERS[key](self.words)
        self[key] = val
        return val


def fill(t, words=None):
    return t.format_map(Lazy(words or GENW))


PLAYERS = ["MediaMax Player", "VidCodec Pro", "XvidPlus Player", "WMV Ultra Codec",
           "FreeHDPlayer", "UniPlay Codec", "CineDecoder 5", "PlayFast HD",
           "AnyCodec Pack", "HD Video Unlocker", "TotalMovie Player", "DivXPro Gold",
           "QuickCodec X", "ViewAll Player"]
BANKS = ["Chase", "Barclays", "HSBC", "Wells Fargo", "Sparkasse", "Santander",
         "ING", "Deutsche Bank", "Bank of America", "Lloyds", "NatWest",
         "Commonwealth Bank", "BNP Paribas", "PostFinance", "Rabobank"]
COUNTRIES = ["Russia", "Nigeria", "China", "Brazil", "Vietnam", "Ukraine",
             "Romania", "Indonesia", "India", "Turkey", "Unknown location"]
AF_NAMES = ["Barrister James Okonkwo", "Mrs. Grace Adebayo", "Dr. Musa Abdullahi",
            "Col. Peter Banda", "Mrs. Helen Kuti", "Mr. Frank Mensah",
            "Princess Amara Eze", "Sgt. Linda Carter", "Engr. Tunde Bello",
            "Hon. Samuel Kamara", "Mrs. Rose Whitfield", "Dr. Alhaji Sule",
            "Capt. Mark Reynolds", "Madam Fatima Diallo"]
AF_LANDS = ["Nigeria", "Ghana", "Benin Republic", "Burkina Faso", "Ivory Coast",
            "Sierra Leone", "Togo", "Senegal", "Syria", "Kabul", "Lome", "Dakar"]
NICKS = ["Grumpy", "xXkillerXx", "Dave", "Mr_Repost", "binkyboy", "The Uploader",
         "Kurt", "Nordlicht", "sparky", "NZBKing", "Heinz", "Jasper",
         "leechmaster", "Trudy", "OldGeezer", "Buzz", "captain_obvious", "Rolf"]
READERS = ["Forte Agent 8.0", "Thunderbird", "slrn", "tin 2.6.2", "Pan 0.155",
           "Xnews", "40tude Dialog", "Unison", "Newsbin Pro", "Gravity",
           "Outlook Express", "KNode", "MT-NewsWatcher", "Usenet Explorer",
           "Alpine", "Claws Mail", "NewsLeecher", "Grabit", "SeaMonkey", "Hamster"]
SERVERS = ["Giganews", "Eweka", "Newshosting", "Astraweb", "UsenetServer",
           "my provider", "Frugal", "Blocknews", "the backbone", "News.Individual",
           "Eternal September", "Tweaknews", "my ISP's server"]
COINS = ["$MOON", "PEPE2", "SHIBX", "NovaCoin", "QBIT", "ElonDoge", "SafeMars",
         "TurboAI", "GalaxyToken", "BNBX", "MetaGold", "$FROG"]
LOTTOS = ["Euro Millions", "UK National Lottery", "Mega Jackpot", "Coca-Cola Promo",
          "Yahoo/MSN", "Powerball International", "Facebook Lottery",
          "Google Promo", "Microsoft Email Draw", "El Gordo", "WhatsApp Anniversary"]
VERSES = ["John 3:16", "Romans 6:23", "Isaiah 53:5", "Psalm 23", "Revelation 13:18",
          "Matthew 24:36", "Acts 2:38", "Ephesians 2:8", "Romans 10:9", "Hebrews 9:27"]
GPS = ["Monaco", "Silverstone", "Monza", "Spa", "Suzuka", "Interlagos",
       "Las Vegas", "Bahrain", "Imola", "Zandvoort", "Baku", "Singapore"]
SW_NAMES = ["Adobe Photoshop 2025", "Windows 11 Pro", "Office 2024", "AutoCAD 2025",
            "FL Studio 21", "Final Cut Pro", "Premiere Pro 2025", "Kaspersky Total Security",
            "IDM 6.42", "CorelDRAW 2024", "Avast Premium", "WinRAR"]


# ------------------------------------------------------------------ junk specs
AB = ["alt.binaries.test", "alt.binaries.misc", "alt.binaries.boneless",
      "alt.binaries.multimedia", "alt.binaries.movies.divx", "alt.binaries.teevee",
      "alt.binaries.hdtv", "alt.binaries.sounds.mp3", "alt.binaries.e-book",
      "alt.binaries.pictures", "alt.binaries.warez", "alt.binaries.games",
      "alt.binaries.movies", "alt.binaries.dvd", "alt.binaries.x264",
      "alt.binaries.cores", "alt.binaries.ebook", "alt.binaries.tv",
      "alt.binaries.iso", "alt.binaries.mom", "alt.binaries.sounds.lossless",
      "alt.binaries.mp3", "alt.binaries.anime", "alt.binaries.hdtv.x264",
      "alt.binaries.moovee", "alt.binaries.frogs", "alt.binaries.ath"]
TXT = ["alt.test", "misc.test", "alt.free.newsservers", "news.software.readers",
       "alt.binaries.discussion", "alt.usenet.offline-reader", "alt.config",
       "news.admin.net-abuse.usenet", "alt.fan.usenet"]
SPEC = {}


def spec(intent, words, kw, groups, en, suffix=None):
    SPEC[intent] = {"words": words, "kw": kw, "groups": groups, "en": en,
                    "suffix": suffix or []}


spec("ad_seo_webservices",
     ["seo", "rank", "web", "site", "boost", "digital", "media", "pro", "top", "link", "traffic", "design", "host", "click"],
     ["SEO", "backlinks", "Google", "rank", "traffic", "web design", "hosting", "followers", "DA50", "cheap", "first page"],
     AB + TXT,
     ["Rank #1 on Google in {m} days - guaranteed SEO - {url}",
      "Buy {nn} high DA backlinks for only {price}",
      "Professional website design from {price} - {url}",
      "Cheap web hosting 99.9% uptime, unlimited bandwidth, {price}/mo",
      "Get {nn} real Instagram followers today",
      "YouTube views and subscribers - instant delivery - {url}",
      "Guest posting on DA{m}+ sites - contact {email}",
      "Email list: {n} million verified B2B leads for sale",
      "We will send {big} targeted visitors to your website",
      "Local SEO for small business - first page or your money back",
      "Hire app developers from {price}/hour - {url}",
      "WordPress speed optimization - 100/100 PageSpeed guaranteed",
      "Your website is not on page 1 of Google - let us fix it",
      "Premium domain for sale: {dom} - make an offer",
      "TikTok likes {n}0k for {price} - fast and safe",
      "Bulk SMS marketing - reach {big} customers tonight",
      "Press release distribution to 500+ news sites - {price}",
      "Logo design in 24 hours - {price} - unlimited revisions",
      "Web scraping and data mining services - {email}",
      "5-star Google Maps reviews {price} each",
      "Amazon listing optimization - sell {pct}% more",
      "Increase your Alexa rank now - {url}",
      "Re: your website - quick question",
      "Unlimited Facebook page likes - {price}",
      "Our SEO agency got {nn} clients to page one - you're next"],
     [" - {url}", " | {email}", " !!!", " (limited offer)", " - order now", " - DM us", " *** {dom} ***"])

spec("ad_replica_goods",
     ["replica", "watch", "lux", "bag", "designer", "outlet", "brand", "style", "swiss", "shop", "aaa"],
     ["replica", "Rolex", "Louis Vuitton", "Gucci", "outlet", "cheap", "designer", "1:1", "AAA", "handbags", "watches"],
     AB + ["alt.fashion", "alt.marketplace"],
     ["Swiss replica watches - {price} - free shipping",
      "Rolex, Omega, Breitling replicas AAA grade - {url}",
      "Designer handbags up to {pct}% off - {url}",
      "Cheap Louis Vuitton bags wholesale - {email}",
      "Oakley sunglasses only {price}",
      "UGG boots clearance sale {pct}% off",
      "Wholesale NFL and NBA jerseys {price} each - {dom}",
      "Nike Air Jordan factory outlet - {url}",
      "1:1 mirror quality Gucci belts",
      "Canada Goose jackets outlet store {year}",
      "Tiffany jewelry {pct}% off - last {n} days",
      "Ray-Ban clearance {price} - all models",
      "Top quality replica Hermes Birkin - ships from HK",
      "Moncler down jackets cheap {url}",
      "Pandora charms wholesale - {big} in stock",
      "Luxury watches that nobody can tell are copies",
      "Fashion outlet - Prada, Chanel, Dior up to {pct}% off",
      "AirPods Pro 1:1 copy {price} - serial number works",
      "Cartier Love bracelet replica - gold plated - {price}",
      "Yeezy Boost {nn} unauthorized authentic - {url}",
      "Buy cheap Michael Kors bags - {dom}",
      "Balenciaga sneakers {price} - PayPal accepted"],
     [" - {url}", " !!", " - wholesale only", " (factory direct)", " - WhatsApp {phone}", " *{dom}*"])

spec("ad_trades_services",
     ["fix", "pro", "home", "clean", "move", "care", "quick", "city", "local", "best", "repair", "expert"],
     ["plumber", "locksmith", "movers", "cleaning", "roofing", "24/7", "free estimate", "cheap", "local", "repair"],
     AB + TXT + ["alt.home.repair", "uk.d-i-y"],
     ["Emergency plumber in {city} 24/7 - call {phone}",
      "Roof repair and gutter cleaning - free estimate - {phone}",
      "Cheap movers {city} - call {phone}",
      "Carpet cleaning special {price} per room",
      "Locksmith {city} - 15 minute response - {phone}",
      "Airport taxi transfer {city} - fixed price {price}",
      "Essay writing service - plagiarism free - {url}",
      "Professional translation services - 50 languages - {email}",
      "Pest control and bed bug removal in {city}",
      "Affordable dental implants abroad - save {pct}%",
      "Junk removal and house clearance {city} {phone}",
      "Solar panels with zero upfront cost - {url}",
      "Injured in a car accident? Call our lawyers {phone}",
      "Window cleaning {city} - book online {url}",
      "Garage door repair same day - {phone}",
      "Tree removal service - fully insured - {city}",
      "Hair transplant Istanbul all-inclusive {price} per graft",
      "Dissertation help from PhD writers - {url}",
      "Driveway paving - {pct}% off this week only",
      "Mold removal experts {city} - {phone}",
      "Appliance repair - washer, dryer, fridge - {phone}",
      "Get your assignment done in {n} hours - {email}",
      "Boiler service {price} - {city} gas safe engineers",
      "Chimney sweep {city} - call now {phone}"],
     [" - {phone}", " - {url}", " !!", " - book today", " (licensed and insured)", " - {email}"])

spec("prize_lottery",
     ["prize", "claim", "win", "lotto", "award", "reward", "lucky", "bonus", "gift", "promo"],
     ["winner", "prize", "claim", "lottery", "congratulations", "free", "iPhone", "gift card", "award", "jackpot"],
     AB + TXT,
     ["Congratulations! You have won {money} in the {lot} draw",
      "WINNING NOTIFICATION - Ref: {code}/{nn}/{year}",
      "You are today's lucky visitor - claim your prize",
      "Claim your FREE iPhone now - {url}",
      "Your email address has won {money}",
      "Final notice: unclaimed prize of {money}",
      "${nn} Amazon gift card - you have been selected",
      "{lot} award notification - batch {code}",
      "Spin the wheel and win a Samsung TV - {url}",
      "You have been selected for a {money} cash reward",
      "Lucky draw winner #{nn} - contact agent {email}",
      "Your ticket {code} won the second prize",
      "FREE $1000 Walmart gift card - only today",
      "Official {lot} winners list {year}",
      "Contact our claims officer to receive {money}",
      "Attention winner: your payout of {money} is ready",
      "You won! Reply with your full name and address",
      "Your reward is waiting - survey takes 30 seconds",
      "{name}, you are our {big}th visitor!",
      "PRIZE CLAIM FORM {code} - deadline {date}",
      "Your mobile number won {money} in the {lot}",
      "Congrats! Pick your free gift: PS5, iPad or $500"],
     [" - {url}", " !!!", " - {email}", " - act fast", " (ref {code})"])

spec("malware_fake_release",
     ["download", "full", "free", "crack", "leak", "warez", "file", "get", "dl", "fast"],
     ["crack", "keygen", "full version", "free download", "activator", "no virus", "working", "2025", "setup.exe", "leaked"],
     AB,
     ["{movie}.{year}.1080p.WEB-DL.x264.exe",
      "{movie} {year} FULL MOVIE HD.exe",
      "{movie} ({year}) DVDSCR.avi.scr",
      "Windows 11 Pro Activator 100% Working No Virus",
      "{sw} crack + keygen (safe, tested)",
      "{game} Crack Only Fixed-{grp}.exe",
      "Free Robux Generator {year} no survey.exe",
      "setup_{movie}_full_hd.exe",
      "GTA 6 PC leaked full game download",
      "Hack any Facebook account - tool v{ver}",
      "WiFi password hacker {year} (working).zip",
      "Netflix account generator.exe",
      "Free Bitcoin miner - earn 0.5 BTC a day.zip",
      "{movie}.{year}.1080p.mp4.lnk",
      "{sw} full version free download - no crack needed",
      "{movie} {year} - run setup.exe to play the movie",
      "{artist} - {album} (leaked album) download.exe",
      "KMS Auto Ultimate activator {year}",
      "Antivirus keys {year} lifetime.txt.exe",
      "{sw} patch - virustotal clean!!",
      "{movie} {year} 2160p HDR - install player first.exe",
      "{game} Torrent + Crack [All DLC] by {grp}.rar.exe",
      "Spotify Premium cracked APK mod {year}",
      "{show} S{s2}E{e2} 1080p WEB.mkv.exe",
      "{sw} Loader by {nick} (password 123)",
      "Unreleased {movie} workprint.exe",
      "{movie}.{year}.HDCAM.x264.wmv.bat"],
     [" [1/1]", " - 100% working", " - no virus", " (updated)", " - fast download"])

spec("fake_codec_player",
     ["codec", "player", "video", "media", "play", "hd", "decode", "view", "license"],
     ["codec", "player", "install", "required", "free", "license", "DRM", "HD", "download", "watch"],
     AB,
     ["{movie} {year} - requires {player} to play - {url}",
      "To view this file download the free {player} codec",
      "{movie}.{year}.DVDRip.wmv (license required - get it at {url})",
      "Install {player} v{ver} to watch all files",
      "DivX codec pack needed - free download {url}",
      "ERROR: codec missing - visit {url} to update your player",
      "{movie} {year} HD [needs {player}]",
      "Cannot play? Get {player} {ver} here",
      "{show} S{s2}E{e2}.wmv - DRM protected - acquire license at {url}",
      "New {player} required for these releases",
      "Watch all new movies with {player} - free",
      "{movie}.{year}.1080p.x264 - use {player} only!",
      "Video won't play? Install the {player} update - {dom}",
      "{player} - the only player for usenet movies",
      "This movie uses the new HVX codec - get it at {url}",
      "Click OK to install the required video decoder",
      "Readme: how to play {movie} {year} ({player})",
      "{movie} ({year}) [full] - get license key from {url}",
      "Your media player is outdated - {player} {ver}"],
     [" - {url}", " !!", " - free", " (Windows only)", " - {dom}"])

spec("password_bait",
     ["pass", "unlock", "key", "pw", "rar", "get", "code", "survey", "file"],
     ["password", "pass", "unlock", "rar password", "pw", "survey", "visit", "register", "free"],
     AB,
     ["{movie}.{year}.1080p.BluRay.x264 - password at {url}",
      "{movie} {year} [PW: see {url}]",
      "RAR password inside NFO - visit {url}",
      "{show} S{s2} complete - pass on our site {dom}",
      "Complete a short survey to get the password",
      "{artist} - {album} full album - pwd: {url}",
      "All new posts are password protected - get the pass at {url}",
      "PASSWORD for {movie} = register free at {dom}",
      "{movie}.{year}.2160p.WEB-DL [passworded] - key at {url}",
      "Unlock code for archive {code} -> {url}",
      "Password: see password.txt (download from {url})",
      "{game} full game - pass here {url}",
      "{movie} ({year}) 1080p - password in the comments at {dom}",
      "NEW PASSWORD for all my uploads: {url}",
      "{movie} {year} 4K - PW: www dot {dom}",
      "{show} S{s2}E{e2} 720p - archive pass -> {url}",
      "Get the password free - no credit card - {url}",
      "password changed! new pw only on {dom}",
      "{sw} [password protected] pass {url}"],
     [" [1/{m}]", " - enjoy", " !!", " (pw inside)"])

spec("streaming_bait",
     ["watch", "stream", "movie", "live", "hd", "free", "tv", "sport", "flix", "online"],
     ["watch online", "free", "full movie", "HD", "live stream", "123movies", "putlocker", "no signup", "4K", "streaming"],
     AB,
     ["Watch {movie} ({year}) online free full movie HD",
      "{movie} {year} FULL MOVIE - stream free at {url}",
      "LIVE: {team1} vs {team2} free stream HD",
      "{team1} v {team2} live stream reddit free",
      "123movies {movie} {year} watch online",
      "[WATCH] {movie} full movie streaming free",
      "{show} season {n} episode {m} watch online free",
      "UFC {nn} live stream free HD no signup",
      "Stream {movie} {year} in 4K free - no registration",
      "{movie} ({year}) [FullMovie] putlocker free",
      "F1 {gp} GP live stream free",
      "WATCH NOW >> {team1} vs {team2} >> LIVE HD",
      "Super Bowl live free stream - all devices",
      "{movie} {year} watch full movie online HD [Dailymotion]",
      "How to watch {movie} ({year}) free at home",
      "{show} S{s2}E{e2} live stream free - {dom}",
      "Official stream: {team1} - {team2} tonight",
      "{movie} full movie download free mp4 HD 720p",
      "All Premier League games live free - {url}",
      "Watch every new movie free at {dom}",
      "{movie} ({year}) FuLL'MoViE'ONLINE",
      "Boxing PPV live free stream tonight"],
     [" - {url}", " !!!", " [HD]", " (no ads)", " - click here"])

spec("account_selling",
     ["acc", "premium", "shop", "store", "accounts", "cheap", "market", "sell", "keys"],
     ["Netflix", "Spotify", "premium", "accounts", "lifetime", "cheap", "aged", "bulk", "PVA", "instant delivery"],
     AB + TXT,
     ["Netflix premium 4K accounts - {price} per year",
      "Spotify Premium lifetime upgrade - {price}",
      "Selling aged Gmail accounts in bulk - PVA",
      "Disney+ / HBO Max / Hulu accounts cheap",
      "Fortnite account with {m} rare skins for sale",
      "Verified PayPal accounts with balance",
      "Selling {nn} Twitter accounts 2012-{year} aged",
      "Steam accounts with {m} games - {price}",
      "Canva Pro and ChatGPT Plus shared accounts {price}/mo",
      "Amazon Prime accounts working {year}",
      "Selling Instagram accounts 10k+ followers",
      "Crunchyroll premium accounts - instant delivery",
      "Valorant smurf accounts ranked ready - {url}",
      "Facebook ads accounts BM verified - {price}",
      "Discord Nitro codes {price} each",
      "Xbox Game Pass Ultimate keys cheap - {dom}",
      "YouTube Premium family slot {price}/year",
      "Cheap Adobe Creative Cloud accounts - 1 year {price}",
      "Bulk Outlook/Hotmail accounts {big} in stock",
      "Selling old Reddit accounts with karma",
      "Grammarly premium shared {price}",
      "WoW / Diablo accounts max level for sale"],
     [" - {url}", " - contact {phone}", " !!", " - escrow accepted", " (instant)"])

spec("iptv_resale",
     ["iptv", "tv", "stream", "box", "channels", "m3u", "smart", "ultra", "king"],
     ["IPTV", "M3U", "channels", "4K", "subscription", "Firestick", "VOD", "PPV", "reseller", "free trial"],
     AB,
     ["Best IPTV {year} - {big}+ channels - {price}/year",
      "IPTV subscription 12 months - free 24h trial - {url}",
      "Premium M3U list - sports, movies, PPV",
      "IPTV reseller panel - cheap credits",
      "4K IPTV no buffering - Firestick, Smart TV, MAG",
      "UK IPTV Sky Sports TNT all PPV {price}",
      "IPTV Smarters code - {big} channels + VOD",
      "Stable IPTV server with anti-freeze - {url}",
      "Arabic / Indian / Turkish IPTV packages",
      "Xtream codes for sale - lifetime",
      "Cheapest IPTV on the market - WhatsApp {phone}",
      "IPTV 1 month {price} / 3 months / 12 months",
      "Premium IPTV + {big} VOD - free trial",
      "IPTV for USA and Canada - all sports - {dom}",
      "Become an IPTV reseller - earn {pct}% commission",
      "Full HD IPTV with catch-up and EPG - {price}",
      "IPTV 8K ultra - {big} live channels",
      "Free IPTV trial for Usenet users - {url}"],
     [" - {url}", " - {phone}", " !!!", " (no contract)", " - order now"])

spec("usenet_vpn_resale",
     ["usenet", "news", "vpn", "nzb", "server", "secure", "fast", "giga", "block"],
     ["Usenet", "newsserver", "VPN", "unlimited", "retention", "SSL", "cheap", "lifetime", "no logs", "deal"],
     AB + TXT,
     ["Unlimited Usenet only {price}/month - {big} days retention",
      "Cheap Usenet accounts - SSL, 100 connections",
      "Usenet block account 1TB {price} - never expires",
      "Free Usenet trial - no credit card - {url}",
      "Lifetime VPN {price} - no logs",
      "Resell Usenet accounts - earn money from home",
      "Best newsserver {year} - {pct}% discount code {code}",
      "VPN + Usenet bundle {price}/mo",
      "Get unlimited newsgroup downloads - {url}",
      "NZB indexer lifetime VIP {price}",
      "Anonymous downloading - VPN from {price}",
      "Upgrade your Usenet speed - premium servers",
      "Usenet deal: {pct}% off - ends tonight",
      "Why pay more? {dom} unlimited usenet {price}",
      "Usenet Black Friday - {pct}% off all plans",
      "Hide your downloads - get VPN now {url}",
      "{big} GB free usenet - sign up at {dom}"],
     [" - {url}", " !!", " - limited slots", " (coupon {code})"])

spec("pharmacy",
     ["rx", "pharma", "meds", "pills", "med", "health", "drug", "care", "store", "canada"],
     ["Viagra", "Cialis", "no prescription", "cheap", "pills", "pharmacy", "Tramadol", "discreet", "generic", "overnight"],
     AB + TXT + ["alt.support.diet", "misc.health.alternative"],
     ["Viagra {mg}mg - {price} per pill - no prescription",
      "Buy Cialis online cheap - {url}",
      "Tramadol overnight delivery - no Rx needed",
      "Canadian pharmacy - up to {pct}% off brand meds",
      "Lose {m} lbs in {n} weeks - doctors hate this",
      "Xanax, Valium, Ambien - discreet shipping",
      "Generic Levitra {price} - fast shipping",
      "Phentermine diet pills without prescription",
      "Men's health: last longer in bed - {url}",
      "Cheap meds online - Oxycodone, Hydrocodone",
      "Ozempic without prescription {price}",
      "Male enhancement pills - guaranteed results",
      "Anti-aging HGH spray - look {m} years younger",
      "Order Modafinil and Adderall no Rx",
      "Online drugstore - Visa/MC/BTC accepted - {dom}",
      "Propecia for hair loss {price}",
      "Valium {mg}mg - next day delivery",
      "Keto pills - melt fat while you sleep",
      "Painkillers without prescription - {url}",
      "Cheapest Viagra on the net - {pct}% off",
      "Ivermectin, antibiotics - no doctor needed",
      "Sleeping pills online - {price}",
      "Erection problems? Try our herbal formula"],
     [" - {url}", " !!", " - order now", " (discreet packaging)", " - {dom}"])

spec("dating_adult",
     ["date", "love", "meet", "singles", "hot", "flirt", "match", "girls", "chat", "hookup"],
     ["singles", "dating", "meet", "girls", "lonely", "chat", "hot", "tonight", "webcam", "brides"],
     AB + ["alt.binaries.pictures.erotica", "alt.binaries.erotica", "alt.personals"],
     ["{name} ({age}) sent you a private message",
      "Lonely housewives in {city} want to chat",
      "Hot singles in your area tonight",
      "Meet Russian women for marriage - {url}",
      "{name}, {age}: looking for a serious relationship",
      "Are you free tonight? - {name}",
      "{nn} women near you are online now",
      "Find a date in 5 minutes - {url}",
      "Webcam girls live free chat {url}",
      "Discreet dating for married people",
      "Ukrainian brides - photo catalogue",
      "You have 3 new matches - see who likes you",
      "Hi dear, I saw your profile and want to know you",
      "Naughty {name} wants to meet you",
      "{name} from {city} added you as a friend",
      "Bored tonight? Chat with {name} ({age})",
      "Asian beauties looking for western men - {dom}",
      "I am {name}, {age}, new in {city}, write me",
      "Sugar daddy wanted - {name} {age}",
      "Private photos of {name} - click to view",
      "Single moms in {city} looking for fun",
      "{name} left you a voice message"],
     [" ;)", " - {url}", " <3", " xoxo", " - reply!", " [private]"])

spec("gambling_casino",
     ["casino", "bet", "spin", "slots", "poker", "win", "jackpot", "lucky", "vegas", "odds"],
     ["casino", "free spins", "bonus", "betting", "jackpot", "slots", "poker", "fixed matches", "no deposit", "sure win"],
     AB + ["rec.gambling.misc", "alt.sports.soccer.european"],
     ["Online casino 200% welcome bonus + {m}0 free spins",
      "Free spins no deposit {year} - {url}",
      "Fixed matches 100% sure - contact {email}",
      "Best betting tips - {n}/{n} wins yesterday",
      "Bitcoin casino - instant withdrawals - {dom}",
      "Poker bonus code {code} - $600 free",
      "Slot jackpot {money} - play now",
      "Sure odds today - VIP tickets {price}",
      "Win at roulette every time - system revealed",
      "Crash game predictor - never lose again",
      "Sports betting arbitrage software - {url}",
      "Live casino - blackjack, baccarat - {url}",
      "Daily soccer predictions 99% accuracy",
      "Get ${nn} free bet - new customers",
      "Aviator game hack - {url}",
      "Mega jackpot {money} must drop tonight",
      "Correct score tips - {team1} vs {team2}",
      "Casino without license - no KYC - {dom}",
      "Online slots with 98% RTP - {url}",
      "Double your deposit today - code {code}"],
     [" - {url}", " !!!", " - 18+", " (T&C apply)", " - {dom}"])

spec("crypto_investment",
     ["crypto", "coin", "btc", "trade", "profit", "invest", "yield", "defi", "moon", "chain"],
     ["Bitcoin", "crypto", "profit", "invest", "100x", "presale", "signals", "passive income", "ROI", "airdrop"],
     AB + TXT + ["alt.invest", "misc.invest.stocks"],
     ["Earn {n}% daily with our crypto trading bot",
      "Bitcoin doubler - send 0.1 BTC, get 0.2 BTC back",
      "New token presale - 100x guaranteed - {url}",
      "Elon Musk giveaway: {nn} BTC - send to participate",
      "VIP crypto signals group - {pct}% accuracy",
      "Forex robot makes $500/day on autopilot",
      "Invest $250 and earn $5,000 in a week",
      "Cloud mining contract - ROI {n}% per day",
      "Pump signal: next 50x altcoin - join Telegram",
      "Recover lost crypto funds - certified experts",
      "Free {coin} airdrop - claim before {date}",
      "Binary options - become a millionaire in {m} days",
      "USDT staking {m}0% APY - {url}",
      "Passive income from DeFi yield farms",
      "My mentor turned $300 into $12,000 - thank you {name}",
      "{coin} is about to explode - buy now",
      "AI trading platform pays {n}% weekly - {dom}",
      "Gold-backed token - safer than banks - {url}",
      "Quantum AI trading - as seen on TV",
      "Withdraw {money} profits today - testimonials inside",
      "Invest in {coin} before Binance listing",
      "Join the {big} members making money with crypto"],
     [" - {url}", " 🚀", " !!!", " - DYOR lol", " - {dom}"])

spec("phishing",
     ["secure", "verify", "account", "login", "support", "update", "service", "help", "auth", "id"],
     ["verify", "account", "suspended", "login", "security alert", "confirm", "password", "urgent", "invoice", "locked"],
     AB + TXT,
     ["Your account has been suspended - verify now",
      "PayPal: unusual sign-in activity detected",
      "Mailbox quota exceeded - click to upgrade",
      "Apple ID locked for security reasons",
      "Action required: confirm your {bank} details",
      "Your Netflix payment was declined",
      "Invoice #{nn} attached - payment overdue",
      "DHL: your parcel is on hold - pay customs fee",
      "Your Usenet subscription expires today - renew at {url}",
      "Security alert: new login from {country}",
      "Microsoft 365 password expires in 24 hours",
      "Tax refund of {money} pending - submit form",
      "Your Amazon order #{nn}-{big} could not be shipped",
      "Wallet verification required - MetaMask",
      "Re: Payment confirmation {code}",
      "DocuSign: please review and sign document",
      "{name} shared a file with you",
      "{bank} online banking: verify your identity",
      "Your Giganews account will be deleted - login to keep",
      "Final warning: your email will be closed",
      "Unpaid toll - pay within 48 hours",
      "Your Steam account has been flagged - appeal here",
      "Coinbase: withdrawal request {code} - cancel?"],
     [" - {url}", " [{code}]", " - act now", " (ticket {nn})", " - {dom}"])

spec("advance_fee",
     ["mail", "fund", "trust", "bank", "office", "claims", "desk", "union", "global"],
     ["urgent", "confidential", "inheritance", "transfer", "beneficiary", "barrister", "next of kin", "fund", "million", "reply"],
     AB + TXT,
     ["URGENT BUSINESS PROPOSAL",
      "Dear friend, I am {afname} from {afland}",
      "Inheritance claim of {money} - next of kin",
      "Confidential: transfer of {money}",
      "From the desk of {afname}",
      "Compensation payment {money} - UN fund",
      "Assistance needed with a deceased client's estate",
      "I need your help to move {money}",
      "Partnership request from {afname}",
      "Consignment box containing {money} - diplomatic delivery",
      "Hello beloved, I am a widow suffering from cancer",
      "Your fund release has been approved - contact {email}",
      "Re: Awaiting your urgent reply",
      "ATM card worth {money} ready for dispatch",
      "Beneficiary notice from {afname}",
      "Good day, please keep this confidential",
      "Donation of {money} to you and your family",
      "Can I trust you with {money}?",
      "Attention: abandoned funds in your name",
      "Request for foreign partner - {afland}"],
     [" - {email}", " !!", " (strictly confidential)", " - reply urgently"])

spec("job_scam",
     ["jobs", "work", "career", "hire", "remote", "earn", "staff", "team", "pay"],
     ["work from home", "earn", "no experience", "hiring", "per day", "remote", "easy money", "apply now", "part time"],
     AB + TXT + ["misc.jobs.offered"],
     ["Work from home - earn ${n}00/day - no experience",
      "Mystery shoppers needed in {city}",
      "Package reshipping manager - $3,000/month",
      "Data entry jobs - start today - {url}",
      "Payment processing agent wanted",
      "Earn money typing captchas - {url}",
      "Hiring: online chat moderators $40/hr",
      "Get paid to review products - {dom}",
      "Part-time job for students - 2 hours a day",
      "Warehouse jobs abroad - visa included (small fee)",
      "Like YouTube videos and get paid {price} each",
      "Personal assistant needed - ${n}00 weekly",
      "Remote job offer - reply with your CV to {email}",
      "Make {price} a minute from your phone",
      "Become a financial agent - {pct}% commission",
      "Envelope stuffing - $5 per envelope",
      "Task-based online job - daily payout",
      "Now hiring in {city}: no interview needed",
      "Earn {big} per month working 1 hour a day"],
     [" - {url}", " !!", " - limited places", " - WhatsApp {phone}"])

spec("loan_debt",
     ["loan", "credit", "cash", "fund", "lend", "debt", "money", "finance", "quick"],
     ["loan", "bad credit", "debt", "approval", "no credit check", "mortgage", "payday", "cash", "low interest"],
     AB + TXT,
     ["Instant loan approval - bad credit OK",
      "Consolidate your debt into one low payment",
      "Payday loan up to $1,500 in 1 hour",
      "Lower your mortgage rate to {n}.{n}%",
      "Credit repair - raise your score 100 points",
      "Private lender offering loans at 2% interest",
      "Get a loan with no credit check - {url}",
      "Erase your debt legally - free consultation",
      "Business funding up to {money} - 24h decision",
      "Student loan forgiveness - act now",
      "Car title loans - keep driving your car",
      "We pay off your credit cards",
      "Guaranteed loan for everyone - {email}",
      "Cash advance today - {dom}",
      "Need money fast? Borrow up to ${nn} now",
      "Debt relief program - cut your debt in half"],
     [" - {url}", " !!", " - apply today", " - {phone}"])

spec("counterfeit_docs",
     ["docs", "id", "passport", "license", "papers", "diploma", "cert", "real", "novelty"],
     ["passport", "ID card", "driver license", "diploma", "certificate", "registered", "undetectable", "novelty", "visa"],
     AB + TXT,
     ["Buy real registered passports and ID cards",
      "Driver's license for all countries - {email}",
      "University degrees without study - verifiable",
      "Novelty ID cards, scannable - {price}",
      "Undetectable counterfeit banknotes EUR USD GBP",
      "IELTS / TOEFL certificates without exam",
      "Residence permits and visas fast - {url}",
      "Birth and marriage certificates - original paper",
      "Doctor's note templates - instant download",
      "Citizenship documents - WhatsApp {phone}",
      "Prop money - film quality - {dom}",
      "Diplomas and transcripts {price}",
      "Real passports, database registered - {email}",
      "Buy fake IDs that pass UV light",
      "EU driving licence without test",
      "SSN cards and documents - {url}"],
     [" - {email}", " !!", " - discreet", " - {phone}"])

spec("religious_flood",
     ["truth", "god", "faith", "bible", "saved", "jesus", "prophecy", "light", "word"],
     ["JESUS", "repent", "salvation", "God", "Bible", "end times", "judgment", "sin", "prayer", "heaven"],
     AB + ["alt.religion.christian", "alt.atheism", "alt.religion", "soc.religion.christian", "alt.bible.prophecy"],
     ["JESUS IS COMING SOON - REPENT",
      "Are you saved? {verse}",
      "The end times are here - read Revelation {n}",
      "God loves you - accept Christ today",
      "Read the Holy Quran - the final revelation",
      "Hare Krishna - chant and be happy",
      "The Rapture will happen on {date}",
      "Sinners will burn - turn to God before it is too late",
      "Why evolution is a lie - {url}",
      "Bible verse of the day: {verse}",
      "Judgment Day is near - prepare yourself",
      "Pray for this newsgroup",
      "The mark of the beast is here",
      "666 - the number revealed",
      "Hell is real - where will you spend eternity?",
      "What would Jesus download?",
      "Usenet is full of sin - {verse}",
      "Free Bible tracts - {url}",
      "Read {verse} and be saved",
      "Only faith can save you - not your PC",
      "THE LORD SEES EVERYTHING YOU DOWNLOAD",
      "Prophecy fulfilled - the last days are upon us"],
     [" !!!", " - {verse}", " - amen", " - {url}", " (please read)"])

spec("political_conspiracy",
     ["truth", "wake", "free", "patriot", "real", "news", "expose", "liberty", "info"],
     ["wake up", "truth", "NWO", "chemtrails", "globalists", "5G", "hoax", "sheeple", "cover-up", "exposed"],
     AB + ["alt.politics", "talk.politics.misc", "alt.conspiracy", "alt.current-events", "alt.politics.usa"],
     ["WAKE UP! Chemtrails are poisoning us",
      "The election was STOLEN - proof inside",
      "New World Order exposed",
      "5G towers and the virus - the truth",
      "Flat earth: {m}0 proofs they hide",
      "Moon landing was faked - watch before deleted",
      "The globalists want you dead",
      "Fluoride is mind control",
      "The Great Reset - they are coming for your cash",
      "Vaccines contain microchips - {url}",
      "HAARP weather control - the evidence",
      "They don't want you to know this",
      "Bilderberg {year} secret meeting leaked",
      "Sheeple keep sleeping",
      "Government hiding alien bodies - insider talks",
      "Banks will collapse on {date} - get out now",
      "MSM lies - read the real news at {dom}",
      "Share before they censor this!!!",
      "Reptilians control the media",
      "Climate hoax exposed by {nn} scientists",
      "Martial law coming - stock up now",
      "Operation Mockingbird never ended"],
     [" !!!", " - {url}", " - share", " (censored elsewhere)", " - do your research"])

spec("chatter",
     GENW, ["hello", "anyone", "thanks", "group", "server", "question"],
     AB + TXT,
     ["anyone still using this group?",
      "is this group dead?",
      "{server} having problems today?",
      "happy new year everyone!",
      "thanks to whoever posted the {artist} stuff",
      "what newsreader do you guys use?",
      "Re: posts disappearing after a few days?",
      "greetings from {city}",
      "merry christmas to all uploaders",
      "who remembers the old days here",
      "how do I open .par2 files?",
      "off topic: my cat just walked over the keyboard",
      "Re: Re: Re: that argument from last week",
      "good morning from {city}",
      "sorry for the double post",
      "weather's great here today, hope you're all well",
      "where did {nick} go?",
      "Re: {nick} is back!",
      "is it just me or is {server} slow tonight",
      "thanks for all the posts this year",
      "what happened to the old FAQ?",
      "back after {n} years away - hi all",
      "quiet in here lately",
      "can anyone see my posts?",
      "Re: best way to search this group?",
      "cheers from a long-time lurker",
      "happy birthday {nick}!",
      "{reader} crashes when I open this group",
      "does anyone know why headers are missing?",
      "Re: OT: what are you all watching"],
     [" :)", "", " ...", " - {nick}", "?"])

spec("request_posted",
     GENW, ["REQ", "request", "please", "looking for", "anyone have", "repost"],
     AB,
     ["REQ: {show} S{s2} 720p",
      "Request: {movie} ({year}) any quality",
      "looking for {artist} - {album}",
      "Can someone please repost {movie}?",
      "[REQ] {book} by {author} epub",
      "anyone have {game} for PS2?",
      "req: missing parts for {movie}",
      "Please fill: {show} S{s2}E{e2}",
      "Searching for an old cartoon from the 80s about a robot dog",
      "REQUEST {artist} discography FLAC",
      "need {sw} please",
      "REQ {album} by {artist} - thanks in advance",
      "anyone got {show} season {n} in German?",
      "looking for the {year} documentary about deep sea fish",
      "req: {author} audiobooks",
      "could someone repost {show} S{s2}E{e2}, par2s are broken",
      "wanted: {game} PAL version",
      "REQ {movie} with english subs",
      "does anybody have the {artist} live show from 1994?",
      "REQUEST: any {author} in mobi",
      "Req: {show} complete series",
      "Looking for {movie} director's cut",
      "REQ: old Amiga demos",
      "request for {artist} - {album} vinyl rip"],
     [" pls", " - thanks!", " :)", "", " (anyone?)", " - TIA"])

spec("flame_troll",
     GENW, ["idiots", "leechers", "morons", "crap", "losers", "shut up"],
     AB + TXT + ["alt.flame", "alt.usenet.kooks"],
     ["you leechers make me sick",
      "STOP POSTING CRAP IN THIS GROUP",
      "{nick} is a thief and a liar",
      "learn to use par2 you morons",
      "this group is full of idiots",
      "Re: shut up {nick}",
      "whoever posted that garbage should be banned",
      "uploaders are entitled babies",
      "go back to torrents n00bs",
      "{nick} reposts everything and takes the credit",
      "your posts are broken AGAIN",
      "nobody cares about your opinion {nick}",
      "lol what a loser",
      "Re: {nick} - get a life",
      "worst uploader ever",
      "you people are pathetic",
      "{nick} is a troll, killfile him",
      "only morons use {reader}",
      "F*** off with your spam",
      "grow up you children",
      "{nick} can't even spell yEnc",
      "I hope your ISP cuts you off"],
     ["", " !!!", " idiot", " - plonk", " lol", "."])

spec("test_post",
     GENW, ["test", "testing", "ignore"],
     ["alt.test", "misc.test", "alt.binaries.test", "alt.binaries.test", "alt.binaries.test.yenc", "alt.binaries.misc", "alt.test.test", "news.test"],
     ["test", "test please ignore", "testing 1 2 3", "TEST - do not download",
      "ignore - test", "test post", "test {nn}", "test from {reader}",
      "testing new newsreader", "test yEnc (1/1)", "just testing",
      "tst", "test of signature", "TEST TEST TEST", "test - delete me",
      "testing server {server}", "Test ({n}/{m})", "test, ignore",
      "testing {reader} setup", "test message {nn}", "testing attachments",
      "ignore: test #{n}", "Test post - please disregard", "test 123",
      "testing headers", "t e s t", "another test", "test again",
      "testing yenc encoder", "test - {date}", "testing posting speed",
      "test from new ISP", "Re: test"],
     ["", "", " {n}", " ({nn})", " - ignore"])


# ------------------------------------------------------------------ algorithmic junk
SALAD = ["lantern", "cobalt", "devotion", "mixer", "ballistic", "pudding", "orbit",
         "velvet", "tractor", "whisper", "mango", "gravel", "sincere", "octopus",
         "ledger", "flamingo", "rust", "umbrella", "quantum", "parsnip", "thimble",
         "carousel", "harbor", "biscuit", "nebula", "pickle", "tundra", "saddle",
         "jigsaw", "meadow", "fossil", "crayon", "anchor", "blizzard", "walnut",
         "pigeon", "trumpet", "glacier", "noodle", "sapphire", "kettle", "radish",
         "spindle", "lobster", "marble", "yonder", "zephyr", "cactus", "domino",
         "bramble", "the", "of", "and", "is", "under", "quietly", "never", "yellow",
         "seventeen", "sideways", "forgotten", "purple", "electric", "softly",
         "banana", "telescope", "monday", "wander", "sprocket", "ginger", "funnel"]
VERBS = ["calculates", "devours", "whispers to", "forgets", "paints", "negotiates with",
         "dances around", "questions", "borrows", "swallows", "invents", "apologizes to"]


def g_word_salad():
    r = R.random()
    if r < 0.4:
        ws = [pick(SALAD) for _ in range(rint(4, 10))]
        t = " ".join(ws)
    elif r < 0.7:
        t = f"the {pick(ADJ).lower()} {pick(SALAD)} {pick(VERBS)} {pick(['a', 'the', 'every', 'no'])} {pick(SALAD)} {pick(SALAD)}"
    elif r < 0.85:
        t = " ".join(pick(SALAD).capitalize() for _ in range(rint(3, 7)))
    else:
        t = ", ".join(pick(SALAD) for _ in range(rint(3, 6))) + pick([".", "", "?", "..."])
    if chance(0.3):
        t = t[0].upper() + t[1:]
    return t, pick(AB + TXT)


ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "asdfghjklöä"]


def g_keyboard_mash():
    r = R.random()
    if r < 0.3:
        row = pick(ROWS)
        a = rint(0, len(row) - 4)
        t = row[a:a + rint(4, len(row) - a)]
        t = t * rint(1, 3)
    elif r < 0.55:
        seg = "".join(pick("asdfghjkl;") for _ in range(rint(2, 4)))
        t = seg * rint(2, 5)
    elif r < 0.8:
        t = "".join(pick("asdfghjklqweruiopzxcvnm") for _ in range(rint(6, 22)))
    else:
        t = " ".join("".join(pick("sdfghjklwertyuio") for _ in range(rint(2, 7))) for _ in range(rint(2, 4)))
    if chance(0.2):
        t = t.upper()
    if chance(0.15):
        t += pick(["!", "!!!", "?", ".", ";;", "//"])
    return t, pick(AB + TXT)


def g_bot_flood():
    ts = f"{rint(2019, 2026)}-{rint(1, 12):02d}-{rint(1, 28):02d} {rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}"
    ep = rint(1500000000, 1790000000)
    w = pick(SALAD)
    r = rint(0, 11)
    if r == 0:
        t = f"autopost {ts} #{rint(1, 99999)}"
    elif r == 1:
        t = f"{rnd(8, HEX)}-{rnd(4, HEX)}-{rint(1, 999)}"
    elif r == 2:
        t = f"Message {rint(1, 99999)} of 100000"
    elif r == 3:
        t = "FLOOD " + " ".join(rnd(6, HEX) for _ in range(rint(3, 6)))
    elif r == 4:
        t = f"[bot] keepalive {ep}"
    elif r == 5:
        t = f"ping {ep} seq={rint(1, 9999)}"
    elif r == 6:
        t = " ".join(f"{w}{rint(10, 999)}" for _ in range(rint(3, 5)))
    elif r == 7:
        t = pick("ABXZQ") * rint(12, 40) + f" {rint(1, 9999)}"
    elif r == 8:
        x = rint(10, 99)
        t = "x".join([str(x)] * rint(3, 6))
    elif r == 9:
        t = f"retention check {ts} {rnd(12, HEX)}"
    elif r == 10:
        t = "#" + "#".join(str(rint(100, 999)) for _ in range(rint(3, 6)))
    else:
        t = f"{pick(['spool', 'relay', 'node', 'feed'])}-{pick(['check', 'probe', 'sync'])} {rnd(10, HEX)} {ts}"
    return t, pick(AB + ["alt.test", "misc.test", "alt.binaries.test"])


NOISE_SETS = ["!", ".", "?", "*", "-", "=", "~", "#", "@", "$", "^", "+", "|", "_",
              "★", "♥", "•", "■", "▓", "░", "♪", "…", "¤", "§", "°", "†", "◊", "▲"]
NOISE_COMBOS = ["-=", "?!", "<>", "*~", "/\\", "][", "()", "oO", "▓▒░", "■□", "<3", ":.", "+-", "^_^"]


def g_noise_symbols():
    r = R.random()
    if r < 0.4:
        t = pick(NOISE_SETS) * rint(3, 30)
    elif r < 0.7:
        t = pick(NOISE_COMBOS) * rint(2, 12)
    elif r < 0.85:
        t = " ".join(pick(NOISE_SETS) * rint(2, 6) for _ in range(rint(2, 5)))
    else:
        t = "".join(pick(NOISE_SETS) for _ in range(rint(4, 18)))
    t = t.strip() or "...."
    return t, pick(AB + TXT)


GARB_SRC = ["été à la plage", "Größe über alles", "привет всем", "Новый фильм",
            "你好世界", "日本語のテスト", "こんにちは", "señor niño", "ça va très bien",
            "Ärger mit Übergrößen", "Łódź i Kraków", "İstanbul güzel", "mañana",
            "crème brûlée", "Schöne Grüße", "Ελληνικά", "مرحبا", "ночной дозор",
            "中文字幕", "Ästhetik", "naïve café", "Straße", "słońce", "çalışma"]


def cp1252_mangle(s, enc="utf-8"):
    out = []
    for b in s.encode(enc):
        try:
            ch = bytes([b]).decode("cp1252")
        except UnicodeDecodeError:
            ch = "\ufffd"
        if unicodedata.category(ch) == "Cc":
            ch = "?"
        out.append(ch)
    return "".join(out)


def g_encoding_garbage():
    src = pick(GARB_SRC)
    r = rint(0, 7)
    if r == 0:
        t = cp1252_mangle(src)
    elif r == 1:
        import base64
        b = base64.b64encode(src.encode("utf-8")).decode("ascii")
        t = f"=?UTF-8?B?{b[:-rint(1, 4)]}" + pick(["", "?=", "?", "=?="])
    elif r == 2:
        t = "=?iso-8859-1?Q?" + "".join(c if c.isascii() and c.isalnum() else "=%02X" % (ord(c) % 256) for c in src) + pick(["?=", "", "?"])
    elif r == 3:
        t = "".join(f"&#{ord(c)};" if not c.isascii() else c for c in src)
    elif r == 4:
        t = "".join("\\u%04x" % ord(c) if not c.isascii() else c for c in src)
    elif r == 5:
        t = "".join("\ufffd" if not c.isascii() and chance(0.8) else c for c in src) + " " + "\ufffd" * rint(2, 6)
    elif r == 6:
        t = "".join("%%%02X" % b for b in src.encode("utf-8"))
    else:
        try:
            t = cp1252_mangle(src, pick(["shift_jis", "gbk", "koi8-r", "cp1251"]))
        except UnicodeEncodeError:
            t = cp1252_mangle(src)
    return t, pick(AB + TXT)


# ------------------------------------------------------------------ foreign-language junk
FOREIGN = {
    "ad_seo_webservices": [
        ("de", "Suchmaschinenoptimierung - Platz 1 bei Google in {m} Tagen - {url}"),
        ("fr", "Création de site web à partir de {price} - {url}"),
        ("es", "Posicionamiento SEO garantizado - primera página de Google - {dom}"),
        ("ru", "Продвижение сайтов в ТОП-10 Яндекса и Google - {url}"),
        ("zh", "网站优化 SEO 快速排名 首页 - {url}"),
        ("vi", "Dịch vụ SEO lên top Google - {phone}"),
        ("id", "Jasa SEO murah - halaman 1 Google - {phone}")],
    "ad_replica_goods": [
        ("zh", "高仿名表 瑞士机芯 一比一 - {url}"),
        ("es", "Relojes réplica de lujo - envío gratis - {dom}"),
        ("it", "Borse firmate a prezzi outlet -{pct}% - {url}"),
        ("tr", "Replika saat ve çanta - kapıda ödeme - {phone}"),
        ("pt", "Tênis de marca direto da fábrica - preço de atacado {dom}"),
        ("fr", "Montres de luxe répliques qualité suisse - {url}")],
    "ad_trades_services": [
        ("de", "Umzug {city} günstig - Festpreis - {phone}"),
        ("nl", "Loodgieter spoed 24/7 - bel {phone}"),
        ("pl", "Tanie przeprowadzki - zadzwoń {phone}"),
        ("fr", "Dépannage serrurier 24h/24 - {phone}"),
        ("es", "Reformas integrales - presupuesto gratis - {url}")],
    "prize_lottery": [
        ("de", "Herzlichen Glückwunsch! Sie haben {money} gewonnen"),
        ("fr", "Félicitations, vous avez gagné un iPhone 15 ! Réf {code}"),
        ("es", "¡Enhorabuena! Ha ganado el premio de la lotería - ref {code}"),
        ("it", "Hai vinto un buono Amazon da {nn} EUR"),
        ("pt", "Parabéns! Você ganhou {money}"),
        ("nl", "Gefeliciteerd! U heeft de hoofdprijs gewonnen - {code}"),
        ("pl", "Gratulacje! Wygrałeś nagrodę - odbierz teraz {url}"),
        ("tr", "Tebrikler! {money} kazandınız"),
        ("id", "Selamat! Anda memenangkan hadiah {money}"),
        ("ru", "Поздравляем! Вы выиграли {money}")],
    "malware_fake_release": [
        ("ru", "Активатор Windows 11 - 100% рабочий - без вирусов"),
        ("es", "{movie} {year} Película completa HD.exe"),
        ("pt", "Ativador do Office 2024 grátis - crack {year}"),
        ("de", "Windows 11 Aktivierung kostenlos - Keygen {year}.exe"),
        ("tr", "{movie} {year} Türkçe Dublaj Full HD İndir.exe")],
    "fake_codec_player": [
        ("de", "Zum Abspielen benötigen Sie den {player} - {url}"),
        ("fr", "Installer le codec {player} pour voir ce fichier"),
        ("es", "Necesita el codec {player} para reproducir {movie}")],
    "password_bait": [
        ("de", "Passwort für das Archiv gibt es auf {url}"),
        ("fr", "Mot de passe sur {url} - {movie} {year}"),
        ("es", "Contraseña del RAR en {url}"),
        ("it", "Password dell'archivio: visita {url}"),
        ("ru", "Пароль от архива на сайте {url}")],
    "streaming_bait": [
        ("es", "Ver {movie} ({year}) Película Completa Online Gratis"),
        ("pt", "Assistir {movie} {year} Filme Completo Dublado Online"),
        ("fr", "Regarder {movie} ({year}) en streaming VF gratuit"),
        ("it", "{movie} {year} streaming ita gratis HD"),
        ("de", "{movie} {year} Stream Deutsch kostenlos ansehen"),
        ("tr", "{movie} {year} Full HD izle Türkçe Dublaj"),
        ("id", "Nonton {movie} ({year}) Sub Indo Full Movie"),
        ("vi", "Xem phim {movie} {year} Vietsub miễn phí"),
        ("pl", "{movie} {year} cały film online za darmo lektor PL"),
        ("ru", "{movie} ({year}) смотреть онлайн бесплатно в хорошем качестве"),
        ("ar", "مشاهدة فيلم {movie} {year} مترجم اون لاين")],
    "account_selling": [
        ("ru", "Продам аккаунты Netflix Premium - {price}"),
        ("es", "Vendo cuentas de Spotify Premium - {price}"),
        ("id", "Jual akun Netflix premium murah - {phone}"),
        ("vi", "Bán tài khoản Netflix giá rẻ - {phone}"),
        ("tr", "Ucuz Netflix hesap satışı - {price}"),
        ("pt", "Contas Disney+ e HBO baratas - aceito PIX")],
    "iptv_resale": [
        ("fr", "Abonnement IPTV 12 mois - {big} chaînes - {price}"),
        ("es", "IPTV premium - lista M3U estable - prueba gratis {dom}"),
        ("it", "Abbonamento IPTV 4K - Serie A e Champions - {price}"),
        ("de", "IPTV Abo 12 Monate - alle deutschen Sender - {price}"),
        ("nl", "IPTV abonnement met Ziggo Sport en ESPN - proefperiode"),
        ("pt", "Lista IPTV premium - canais brasileiros - {phone}"),
        ("ar", "اشتراك IPTV لمدة سنة - جميع القنوات - {price}"),
        ("tr", "IPTV abonelik - tüm maçlar - {price}"),
        ("pl", "IPTV Polska - {big} kanałów - test 24h")],
    "usenet_vpn_resale": [
        ("de", "Usenet Zugang unbegrenzt nur {price} im Monat"),
        ("nl", "Goedkoop Usenet abonnement - {pct}% korting"),
        ("fr", "VPN à vie {price} - aucun journal"),
        ("es", "Cuenta Usenet ilimitada - {price}/mes")],
    "pharmacy": [
        ("de", "Viagra ohne Rezept kaufen - diskreter Versand"),
        ("fr", "Acheter Cialis sans ordonnance - {price}"),
        ("es", "Comprar Viagra sin receta - envío discreto"),
        ("it", "Viagra senza ricetta - {price} a pillola"),
        ("pl", "Tabletki na potencję bez recepty - {url}"),
        ("ru", "Виагра без рецепта - доставка по всей России"),
        ("tr", "Zayıflama hapı - {m} günde {n} kilo"),
        ("pt", "Emagreça {m} kg em {n} semanas - cápsulas naturais"),
        ("nl", "Afvallen zonder dieet - bestel nu {dom}")],
    "dating_adult": [
        ("de", "Einsame Frauen aus {city} suchen Kontakt"),
        ("fr", "Rencontres discrètes près de chez vous - {url}"),
        ("es", "Chicas solteras cerca de ti - chatea gratis"),
        ("ru", "Девушки из твоего города ждут тебя"),
        ("it", "Donne single vicino a te - iscriviti gratis"),
        ("pt", "Mulheres solteiras perto de você - {dom}"),
        ("pl", "Samotne kobiety z twojej okolicy"),
        ("ja", "近所の女性があなたとの出会いを待っています"),
        ("zh", "附近的美女 在线聊天 - {url}")],
    "gambling_casino": [
        ("de", "Online Casino {pct}% Bonus - Freispiele ohne Einzahlung"),
        ("es", "Casino online - bono de bienvenida 200% - {dom}"),
        ("it", "Scommesse sicure - partite truccate 100%"),
        ("pt", "Cassino online - giros grátis sem depósito"),
        ("tr", "Deneme bonusu veren siteler {year}"),
        ("id", "Situs slot gacor hari ini - maxwin {url}"),
        ("vi", "Nhà cái uy tín - tặng {price} khi đăng ký"),
        ("ru", "Онлайн казино - бонус {pct}% на первый депозит"),
        ("zh", "真人娱乐 百家乐 注册送彩金 {url}"),
        ("ja", "オンラインカジノ 入金不要ボーナス {price}")],
    "crypto_investment": [
        ("de", "Mit Bitcoin {n}% täglich verdienen - {url}"),
        ("ru", "Заработок на криптовалюте от {price} в день"),
        ("es", "Invierte en Bitcoin y gana {pct}% mensual"),
        ("pt", "Renda passiva com criptomoedas - {pct}% ao mês"),
        ("tr", "Kripto para sinyal grubu - %{pct} kazanç"),
        ("id", "Investasi crypto profit {n}% per hari"),
        ("vi", "Đầu tư tiền ảo lãi {n}% mỗi ngày"),
        ("zh", "比特币投资 日收益{n}% 稳赚不赔"),
        ("it", "Guadagna con il trading automatico - {price} al giorno"),
        ("pl", "Zarabiaj na kryptowalutach {price} dziennie")],
    "phishing": [
        ("de", "Ihr Konto wurde gesperrt - bitte bestätigen Sie Ihre Daten"),
        ("fr", "Votre compte a été suspendu - vérifiez vos informations"),
        ("es", "Su cuenta ha sido bloqueada - verifique ahora"),
        ("it", "Il tuo account è stato sospeso - conferma i dati"),
        ("nl", "Uw rekening is geblokkeerd - verifieer binnen 24 uur"),
        ("pt", "Sua conta foi bloqueada - atualize seus dados"),
        ("pl", "Twoje konto zostało zablokowane - zaloguj się"),
        ("ru", "Ваш аккаунт заблокирован - подтвердите данные"),
        ("tr", "Hesabınız askıya alındı - doğrulama gerekli")],
    "advance_fee": [
        ("fr", "Proposition d'affaires urgente et confidentielle"),
        ("es", "Herencia de {money} - necesito su ayuda"),
        ("pt", "Proposta de negócio confidencial - {money}"),
        ("de", "Dringende Geschäftsanfrage - Erbschaft {money}"),
        ("it", "Eredità di {money} - contattami al più presto")],
    "job_scam": [
        ("de", "Heimarbeit - {price} pro Tag verdienen"),
        ("es", "Trabajo desde casa - gana {price} al día"),
        ("pt", "Trabalhe em casa e ganhe {price} por dia"),
        ("it", "Lavoro da casa - {price} al giorno senza esperienza"),
        ("id", "Kerja online dari rumah - gaji {nn} ribu per hari"),
        ("vi", "Việc làm online tại nhà - thu nhập {nn}k/ngày"),
        ("pl", "Praca w domu - {price} dziennie"),
        ("ru", "Работа на дому - от {price} в день")],
    "loan_debt": [
        ("de", "Kredit ohne Schufa - sofortige Zusage"),
        ("es", "Préstamo rápido sin aval - {url}"),
        ("pl", "Pożyczka bez BIK - decyzja w 15 minut"),
        ("fr", "Prêt entre particuliers - taux 2% - {email}"),
        ("pt", "Empréstimo para negativados - aprovação imediata"),
        ("it", "Prestiti veloci senza busta paga")],
    "counterfeit_docs": [
        ("fr", "Achetez de vrais passeports et permis de conduire"),
        ("es", "Compra licencia de conducir y pasaporte reales - {email}"),
        ("ru", "Купить диплом о высшем образовании - {url}"),
        ("pl", "Kup prawo jazdy bez egzaminu"),
        ("de", "Führerschein kaufen ohne Prüfung - {phone}")],
    "religious_flood": [
        ("es", "Jesús viene pronto - arrepiéntete"),
        ("pt", "Jesus te ama - aceite-o hoje"),
        ("de", "Jesus kommt bald - tut Buße"),
        ("ar", "اقرأ القرآن الكريم - الرسالة الأخيرة"),
        ("id", "Bertobatlah sebelum terlambat"),
        ("it", "Dio ti ama - leggi la Bibbia"),
        ("ru", "Покайтесь, конец света близок")],
    "political_conspiracy": [
        ("de", "Wacht auf! Chemtrails vergiften uns"),
        ("fr", "Le Nouvel Ordre Mondial dévoilé"),
        ("es", "Despierta - el gran reinicio ya está aquí"),
        ("ru", "Правда о мировом правительстве"),
        ("pl", "Obudźcie się - plandemia to kłamstwo"),
        ("it", "Scie chimiche - la verità che non ti dicono"),
        ("nl", "Word wakker - de elite liegt tegen jullie")],
    "chatter": [
        ("de", "Ist hier noch jemand?"), ("de", "Frohes neues Jahr an alle!"),
        ("fr", "Bonjour à tous, quelqu'un est encore là ?"),
        ("nl", "Groeten uit {city}"), ("es", "¿Alguien sigue usando este grupo?"),
        ("it", "Buon Natale a tutti gli uploader"), ("pl", "Czy ktoś tu jeszcze jest?"),
        ("ru", "Всем привет из {city}")],
    "request_posted": [
        ("de", "Suche: {movie} ({year}) auf Deutsch"),
        ("fr", "Recherche {movie} ({year}) en VF svp"),
        ("nl", "Gezocht: {show} seizoen {n}"),
        ("es", "Busco {movie} ({year}) en castellano"),
        ("it", "Cerco {movie} in italiano grazie"),
        ("pl", "Szukam {movie} z lektorem"),
        ("pt", "Alguém tem {movie} dublado?")],
    "flame_troll": [
        ("de", "Ihr Sauger seid echt das Letzte"),
        ("fr", "Arrêtez de poster n'importe quoi"),
        ("es", "Sois todos unos idiotas"),
        ("nl", "Wat een sukkels hier"),
        ("pl", "Ale banda idiotów"),
        ("ru", "Вы тут все идиоты")],
    "test_post": [
        ("de", "Test - bitte ignorieren"), ("fr", "test, ne pas tenir compte"),
        ("nl", "test, negeren aub"), ("es", "prueba - ignorar"),
        ("it", "prova prova"), ("pl", "test, proszę zignorować"),
        ("ru", "тест {n}"), ("ja", "テスト投稿"), ("zh", "测试 {n}"),
        ("tr", "deneme"), ("pt", "teste - ignorem"), ("id", "tes {n}"),
        ("vi", "thử nghiệm")],
}
LANG_TEST = {"de": "de.test", "fr": "fr.test", "it": "it.test", "nl": "nl.test",
             "pl": "pl.test", "es": "es.test", "ja": "fj.test", "ru": "relcom.test",
             "zh": "alt.chinese.text", "tr": "misc.test", "pt": "pt.test",
             "id": "misc.test", "vi": "misc.test"}
LANG_GROUP = {"de": ["alt.binaries.german", "de.alt.binaries.misc"], "fr": ["alt.binaries.francais", "fr.misc.divers"],
              "es": ["alt.binaries.spanish", "es.charla.misc"], "it": ["alt.binaries.italian", "it.discussioni.varie"],
              "nl": ["alt.binaries.nl", "nl.general"], "ru": ["alt.binaries.russian", "relcom.talk"],
              "pl": ["pl.misc.test", "alt.binaries.polish"]}


# ------------------------------------------------------------------ legit banks
TV_SHOWS = ["Doctor Who", "Grand Designs", "Midsomer Murders", "The Great British Bake Off",
            "Survivor", "Jeopardy", "The Simpsons", "Law and Order", "Antiques Roadshow",
            "Time Team", "Silent Witness", "NCIS", "Bluey", "Taskmaster", "Death in Paradise",
            "Vera", "Shetland", "Tatort", "Der Alte", "SOKO Leipzig", "MasterChef Australia",
            "Alone", "Dateline NBC", "60 Minutes", "Gogglebox", "Only Connect",
            "University Challenge", "Would I Lie to You", "Ghosts", "Slow Horses",
            "The Repair Shop", "Hell's Kitchen", "Grey's Anatomy", "Chicago Fire",
            "Family Guy", "Bob's Burgers", "Top Gear", "Gardeners World", "QI",
            "Have I Got News for You", "The Chase", "Pointless", "Coronation Street",
            "EastEnders", "Neighbours", "Home and Away", "Shortland Street",
            "Ironwood Hollow", "Cobalt Bay", "The Quiet Parish", "Northern Signal",
            "Salt and Timber", "Glass Harbor", "The Ferrymans Daughter", "Hollis and Vane",
            "Blackthorn Road", "Lowland Patrol", "Meridian Heights", "The Lamplighters",
            "Marsh Lane", "Kessler and Daughters", "Brackwater", "Polar Station Nine"]
TALK_SHOWS = ["The Daily Show", "Late Night with Seth Meyers", "The Tonight Show Starring Jimmy Fallon",
              "Jimmy Kimmel Live", "The Late Show with Stephen Colbert", "The Graham Norton Show",
              "Real Time with Bill Maher", "The View", "Markus Lanz", "Late Night Berlin",
              "Conan", "The Kelly Clarkson Show"]
GUESTS = ["Tom Hanks", "Emma Thompson", "Keanu Reeves", "Dolly Parton", "Idris Elba",
          "Florence Pugh", "Pedro Pascal", "Cate Blanchett", "Ryan Gosling", "Zendaya",
          "Bill Nye", "Jane Goodall", "Bruce Springsteen", "Olivia Colman", "Paul Rudd",
          "Margot Robbie", "Jon Hamm", "Sandra Oh", "Steve Martin", "Michelle Yeoh"]
EP_TITLES = ["Pilot", "Homecoming", "The Reckoning", "Lost and Found", "Blood Moon",
             "The Long Night", "Aftermath", "Crossroads", "Old Wounds", "Dead Reckoning",
             "The Visitor", "Ghosts of the Past", "Low Tide", "Small Mercies", "The Ledger",
             "Northern Lights", "Burn the Boats", "Second Chances", "Cold Open", "Brave New World",
             "Happy Families", "The Inheritance", "Point of No Return", "Smoke and Mirrors",
             "A Good Day to Die", "Firewall", "The Quiet One", "Reunion", "Checkmate", "Finale"]
MOVIES = [("The Third Man", 1949), ("Brief Encounter", 1945), ("Chinatown", 1974),
          ("Heat", 1995), ("Alien", 1979), ("Fargo", 1996), ("Paris Texas", 1984),
          ("The Conversation", 1974), ("Stalker", 1979), ("Cinema Paradiso", 1988),
          ("Amelie", 2001), ("Oldboy", 2003), ("Parasite", 2019), ("Arrival", 2016),
          ("Dune Part Two", 2024), ("Knives Out", 2019), ("Prisoners", 2013), ("Drive", 2011),
          ("Moon", 2009), ("Sunshine", 2007), ("Mud", 2012), ("Nomadland", 2020),
          ("Past Lives", 2023), ("Aftersun", 2022), ("The Holdovers", 2023),
          ("Anatomy of a Fall", 2023), ("Perfect Days", 2023), ("Das Boot", 1981),
          ("Wings of Desire", 1987), ("Run Lola Run", 1998), ("La Haine", 1995),
          ("Les Diaboliques", 1955), ("Pans Labyrinth", 2006), ("The Lives of Others", 2006),
          ("Seven Samurai", 1954), ("Rear Window", 1954), ("Vertigo", 1958), ("North by Northwest", 1959),
          ("Jaws", 1975), ("The Thing", 1982), ("Blade Runner", 1982), ("Brazil", 1985),
          ("Withnail and I", 1987), ("Local Hero", 1983), ("Trainspotting", 1996),
          ("Zodiac", 2007), ("No Country for Old Men", 2007), ("There Will Be Blood", 2007),
          ("Children of Men", 2006), ("Hot Fuzz", 2007), ("The Iron Giant", 1999),
          ("Spirited Away", 2001), ("Oppenheimer", 2023), ("Poor Things", 2023),
          ("The Zone of Interest", 2023), ("Conclave", 2024), ("Civil War", 2024),
          ("Furiosa A Mad Max Saga", 2024), ("Gladiator II", 2024), ("The Brutalist", 2024),
          ("The Salt Road", None), ("Winter Orchard", None), ("A Quiet Reckoning", None),
          ("Paper Lanterns", None), ("Northbound Freight", None), ("The Glass Cartographer", None),
          ("Last Light at Kessock", None), ("Riverbend", None), ("Night Ferry to Rostock", None),
          ("The Beekeepers Widow", None), ("Copper Sky", None), ("Seven Bells", None)]
NEW_MOVIES = ["The Salt Road", "Winter Orchard", "A Quiet Reckoning", "Night Ferry",
              "Copper Sky", "Dead Signal", "Iron Tide", "Shadow Protocol", "Red Meridian",
              "The Last Courier", "Deep Water Rising", "Kingdom of Ash", "Neon Saint",
              "Midnight Express Lane", "Crimson Harbor", "Fast Lane 12", "Avenger Prime",
              "Oppenheimer", "Dune Part Two", "Gladiator II", "Deadpool and Wolverine",
              "Inside Out 2", "Moana 2", "Wicked", "Joker Folie a Deux", "Mission Impossible"]
TEAMS = ["Arsenal", "Chelsea", "Liverpool", "Man United", "Man City", "Tottenham",
         "Real Madrid", "Barcelona", "Bayern", "Dortmund", "PSG", "Juventus", "Inter",
         "Ajax", "Celtic", "Rangers", "Benfica", "Porto", "Napoli", "Atletico Madrid",
         "Lakers", "Celtics", "Warriors", "Knicks", "Chiefs", "Eagles", "Cowboys",
         "Packers", "49ers", "Bills", "Maple Leafs", "Canadiens", "Rangers NY", "Bruins"]
GAMES = ["The Witcher 3 Wild Hunt", "Baldurs Gate 3", "Stardew Valley", "Hollow Knight",
         "Disco Elysium", "Elden Ring", "Cyberpunk 2077", "Starfield", "Civilization VI",
         "Age of Empires II Definitive Edition", "Factorio", "RimWorld", "Hades II",
         "Dave the Diver", "Manor Lords", "Frostpunk 2", "The Legend of Zelda Tears of the Kingdom",
         "Super Mario Bros Wonder", "Metroid Prime Remastered", "Final Fantasy VII Rebirth",
         "Persona 5 Royal", "Gran Turismo 4", "Shadow of the Colossus", "Silent Hill 2",
         "Chrono Trigger", "Secret of Mana", "EarthBound", "Castlevania Symphony of the Night",
         "Metal Gear Solid", "Doom II", "Half-Life", "Deus Ex", "System Shock 2", "Thief Gold",
         "Monkey Island 2 LeChucks Revenge", "Day of the Tentacle", "Lantern Keeper",
         "Orbital Salvage Co", "Hollowmere", "Tiny Harbor Tales", "Crown of Embers",
         "Balatro", "Animal Well", "Pacific Drive", "Sea of Stars", "Dredge", "Pentiment"]
REAL_ARTISTS = {
    "Miles Davis": [("Kind of Blue", 1959), ("Bitches Brew", 1970), ("In a Silent Way", 1969)],
    "Kraftwerk": [("Trans-Europe Express", 1977), ("Computer World", 1981), ("Autobahn", 1974)],
    "Depeche Mode": [("Violator", 1990), ("Music for the Masses", 1987), ("Black Celebration", 1986)],
    "The Cure": [("Disintegration", 1989), ("Seventeen Seconds", 1980)],
    "Radiohead": [("OK Computer", 1997), ("Kid A", 2000), ("In Rainbows", 2007)],
    "Portishead": [("Dummy", 1994), ("Third", 2008)],
    "Massive Attack": [("Mezzanine", 1998), ("Blue Lines", 1991)],
    "Kate Bush": [("Hounds of Love", 1985), ("The Kick Inside", 1978)],
    "Talk Talk": [("Spirit of Eden", 1988), ("Laughing Stock", 1991)],
    "Boards of Canada": [("Music Has the Right to Children", 1998), ("Geogaddi", 2002)],
    "Nina Simone": [("Pastel Blues", 1965), ("Wild Is the Wind", 1966)],
    "Johnny Cash": [("At Folsom Prison", 1968), ("American IV The Man Comes Around", 2002)],
    "Can": [("Tago Mago", 1971), ("Ege Bamyasi", 1972)],
    "Fleetwood Mac": [("Rumours", 1977), ("Tusk", 1979)],
    "Joni Mitchell": [("Blue", 1971), ("Hejira", 1976)],
    "Tom Waits": [("Rain Dogs", 1985), ("Swordfishtrombones", 1983)],
    "Aphex Twin": [("Selected Ambient Works 85-92", 1992), ("Drukqs", 2001)],
    "Sade": [("Diamond Life", 1984), ("Love Deluxe", 1992)],
    "Herbie Hancock": [("Head Hunters", 1973), ("Maiden Voyage", 1965)],
    "Tangerine Dream": [("Phaedra", 1974), ("Rubycon", 1975)],
    "Neil Young": [("Harvest", 1972), ("After the Gold Rush", 1970)],
    "Rammstein": [("Mutter", 2001), ("Sehnsucht", 1997)],
    "Bjork": [("Homogenic", 1997), ("Vespertine", 2001)],
    "Cocteau Twins": [("Heaven or Las Vegas", 1990), ("Treasure", 1984)],
    "Brian Eno": [("Music for Airports", 1978), ("Another Green World", 1975)],
    "Dead Can Dance": [("Within the Realm of a Dying Sun", 1987), ("Into the Labyrinth", 1993)],
    "Nick Drake": [("Pink Moon", 1972), ("Bryter Layter", 1971)],
    "Led Zeppelin": [("Houses of the Holy", 1973), ("Physical Graffiti", 1975)],
    "Daft Punk": [("Discovery", 2001), ("Random Access Memories", 2013)],
    "Die Aerzte": [("Die Bestie in Menschengestalt", 1993)],
    "Beth Gibbons": [("Lives Outgrown", 2024)],
    "Khruangbin": [("Con Todo El Mundo", 2018)],
}
FAKE_ARTISTS = ["Harbour Lights Orchestra", "The Velvet Pylons", "Mira Castell", "Grey Lanterns",
                "Sundial Club", "Oskar Wendt Trio", "Low Orbit", "Halden", "Paper Moths",
                "DJ Kalibrate", "Juno Vale", "The Cartographers", "Nachtfalter", "Elsa Marchetti",
                "Brass Compass", "Kettle Drum Society", "Lumen Drift", "Saint Albans Choir",
                "Rotor Nine", "Whitmore and the Wolves", "Tamsin Roe", "Kobalt Kid", "Vox Arbor",
                "The Tidewater Band", "Soren Lykke", "Hollow Pines", "MC Ferro", "Quartet Noir"]
ARTIST_NAMES = list(REAL_ARTISTS) + FAKE_ARTISTS
BOOKS = [("Agatha Christie", "Murder on the Orient Express", 1934), ("Terry Pratchett", "Guards! Guards!", 1989),
         ("Stephen King", "The Stand", 1978), ("J.R.R. Tolkien", "The Hobbit", 1937),
         ("Jane Austen", "Persuasion", 1817), ("Arthur Conan Doyle", "The Hound of the Baskervilles", 1902),
         ("Ursula K. Le Guin", "The Left Hand of Darkness", 1969), ("Frank Herbert", "Dune", 1965),
         ("Isaac Asimov", "Foundation", 1951), ("Hilary Mantel", "Wolf Hall", 2009),
         ("Cormac McCarthy", "The Road", 2006), ("Kazuo Ishiguro", "The Remains of the Day", 1989),
         ("Andy Weir", "Project Hail Mary", 2021), ("Philip K. Dick", "Ubik", 1969),
         ("Douglas Adams", "The Hitchhikers Guide to the Galaxy", 1979), ("Neil Gaiman", "American Gods", 2001),
         ("Michael Connelly", "The Black Echo", 1992), ("Lee Child", "Killing Floor", 1997),
         ("Patrick OBrian", "Master and Commander", 1969), ("Mary Shelley", "Frankenstein", 1818),
         ("Charles Dickens", "Bleak House", 1853), ("George Orwell", "Homage to Catalonia", 1938),
         ("Bill Bryson", "A Short History of Nearly Everything", 2003), ("Yuval Noah Harari", "Sapiens", 2011),
         ("Sebastian Fitzek", "Der Augensammler", 2010), ("Ken Follett", "The Pillars of the Earth", 1989),
         ("Donna Tartt", "The Secret History", 1992), ("Ann Leckie", "Ancillary Justice", 2013),
         ("Iain M. Banks", "The Player of Games", 1988), ("Susanna Clarke", "Piranesi", 2020),
         ("Tana French", "In the Woods", 2007), ("Robin Hobb", "Assassins Apprentice", 1995),
         ("Margaret Holloway", "The Salt House", 2021), ("Dominic Vance", "Iron Meridian", 2019),
         ("Elena Marsh", "A Winter in Harrowgate", 2022), ("Tobias Reinhart", "Der stille Hafen", 2020),
         ("R. J. Calloway", "Starfall Protocol", 2023), ("Imogen Pryce", "The Clockmakers Ledger", 2018),
         ("Nele Brandt", "Das Haus am Deich", 2024), ("Samuel Okafor", "The River Between Us", 2017)]
BOOK_TITLES = [b[1] for b in BOOKS]
AUTHOR_NAMES = [b[0] for b in BOOKS]
SERIES = ["Discworld", "Harry Hole", "Jack Reacher", "Wallander", "Expanse", "Culture",
          "Inspector Rebus", "Dresden Files", "Stormlight Archive", "Aubrey-Maturin",
          "Cormoran Strike", "Slough House", "Dirk Pitt", "Maigret", "Commissario Brunetti"]
NARRATORS = ["Stephen Fry", "Kate Reading", "Simon Vance", "Ray Porter", "Rosamund Pike",
             "Jim Dale", "Scott Brick", "Juliet Stevenson", "Rufus Beck", "David Nathan",
             "Anna Thalbach", "Nigel Planer", "Tim Curry", "Frank Muller", "Davina Porter",
             "Andy Serkis", "Jefferson Mays", "Christoph Maria Herbst", "Julia Nachtmann"]


# ------------------------------------------------------------------ legit generators
TVQ = ["720p.HDTV.x264", "1080p.HDTV.x264", "720p.WEB.h264", "1080p.WEB.h264",
       "1080p.WEB.H264", "2160p.WEB.H265", "1080p.AMZN.WEB-DL.DDP5.1.H.264",
       "1080p.NF.WEB-DL.DDP5.1.x264", "720p.iP.WEB-DL.AAC2.0.H.264", "HDTV.x264",
       "1080p.DSNP.WEB-DL.DDP5.1.H.264", "720p.HDTV.x265", "480p.WEB.x264",
       "1080p.ATVP.WEB-DL.DDP5.1.Atmos.H.264", "2160p.HMAX.WEB-DL.DDP5.1.HDR.H.265"]
TVG = ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
       "alt.binaries.multimedia", "alt.binaries.tv", "alt.binaries.boneless",
       "alt.binaries.tvseries", "alt.binaries.misc"]
LANGTAG = ["GERMAN", "GERMAN.DL", "FRENCH", "iTALiAN", "SWEDiSH", "DUTCH", "NORDiC", "SPANiSH", "POLiSH", "DANiSH"]


def scene_stem(name, grp):
    r = R.random()
    if r < 0.45:
        return name
    if r < 0.75:
        return name.lower()
    short = "".join(w[0] for w in name.split(".")[:3]).lower()
    return f"{grp.lower()}-{short}{rint(100, 9999)}"


def g_tv_scene():
    show = pick(TV_SHOWS)
    sd = dots(show)
    if chance(0.12):
        sd += f".{rint(2003, 2024)}"
    s, e = rint(1, 14), rint(1, 24)
    grp = pick(SCENE_GRPS)
    q = pick(TVQ)
    r = R.random()
    if r < 0.42:
        name = f"{sd}.S{s:02d}E{e:02d}.{q}-{grp}"
    elif r < 0.56:
        name = f"{sd}.S{s:02d}E{e:02d}.{dots(pick(EP_TITLES))}.{q}-{grp}"
    elif r < 0.66:
        name = f"{sd}.S{s:02d}.{pick(['1080p.BluRay.x264', '720p.BluRay.x264', 'COMPLETE.1080p.WEB.h264', '1080p.AMZN.WEB-DL.DDP2.0.H.264', 'DVDRip.XviD', 'PAL.DVDR'])}-{grp}"
    elif r < 0.78:
        name = f"{dots(pick(TALK_SHOWS))}.{rint(2018, 2025)}.{rint(1, 12):02d}.{rint(1, 28):02d}.{dots(pick(GUESTS))}.{pick(['720p.WEB.h264', '1080p.WEB.h264', '480p.x264', '720p.HDTV.x264'])}-{grp}"
    elif r < 0.9:
        name = f"{sd}.S{s:02d}E{e:02d}.{pick(LANGTAG)}.{q}-{grp}"
    else:
        name = f"{sd}.S{s:02d}E{e:02d}.{pick(['PROPER', 'REPACK', 'iNTERNAL', 'REAL', 'READ.NFO', 'DUBBED', 'SUBBED', 'DiRFiX'])}.{q}-{grp}"
    g = pick(TVG)
    if "GERMAN" in name:
        g = pick(["alt.binaries.hdtv.german", "alt.binaries.german.tv", g])
    return name, g, scene_stem(name, grp), "rar"


def g_tv_p2p():
    show = pick(TV_SHOWS)
    s, e = rint(1, 12), rint(1, 22)
    ept = pick(EP_TITLES)
    res = pick(["720p", "1080p", "2160p", "480p"])
    src = pick(["WEBDL", "WEBRip", "HDTV", "Bluray"])
    aud = pick(["EAC3 5.1", "AAC 2.0", "DDP5.1", "AC3 5.1", "Opus 2.0"])
    vc = pick(["h264", "x265", "h265", "HEVC 10bit", "AV1"])
    grp = pick(P2P_GRPS)
    r = rint(0, 8)
    if r == 0:
        t = f"{show} ({rint(1995, 2023)}) - S{s:02d}E{e:02d} - {ept} [{src}-{res}][{aud}][{vc}]-{grp}"
    elif r == 1:
        t = f"{show} S{s:02d}E{e:02d} {res} {src} {vc} {aud.split()[0]}-{grp}"
    elif r == 2:
        t = f"{show} - {s}x{e:02d} - {ept}"
    elif r == 3:
        t = f"{show} Season {s} Complete {res} {src} x265 10bit"
    elif r == 4:
        t = f"{dots(show)}.S{s:02d}E{e:02d}.{res}.x265.HEVC-{grp}"
    elif r == 5:
        t = f"[{grp}] {show} - S{s:02d}E{e:02d} ({res})"
    elif r == 6:
        t = f"{show} S{s:02d}E{e:02d}-E{e + 2:02d} {res} {src}"
    elif r == 7:
        t = f"{show} - Season {s} Episode {e} - {ept} ({res})"
    else:
        t = f"{show}.{s}{e:02d}.{res}.{src}.{grp}"
    kind = pick([".mkv", ".mkv", ".mp4", "rar"])
    return t, pick(TVG), dots(t) if chance(0.5) else None, kind


CHANNELS = ["BBC One HD", "BBC Two", "ITV1", "Channel 4", "Das Erste HD", "ZDF HD",
            "arte HD", "RTL", "NPO 1", "SVT1", "ABC", "CBS", "NBC", "PBS", "Sky Atlantic",
            "Dave", "BBC Four", "3sat", "Canal+", "TF1", "ORF 1", "SRF 1", "DR1", "NRK1"]
OTR_SENDER = ["ard", "zdf", "arte", "3sat", "pro7", "rtl", "sat1", "kabel1", "vox", "wdr", "ndr", "br", "mdr", "swr"]


def g_tv_recording():
    show = pick(TV_SHOWS + TALK_SHOWS)
    y, mo, d = rint(1998, 2025), rint(1, 12), rint(1, 28)
    hh, mm = rint(6, 23), pick([0, 5, 10, 15, 30, 45, 55])
    ch = pick(CHANNELS)
    r = rint(0, 8)
    if r == 0:
        t, k = f"{show} - {y}-{mo:02d}-{d:02d} - {ch}", ".ts"
    elif r == 1:
        t, k = f"{y}{mo:02d}{d:02d} {hh:02d}{mm:02d} - {ch} - {show}", ".ts"
    elif r == 2:
        t, k = f"{show} - ''{pick(EP_TITLES)}'' (Recorded {pick(DOW)} {pick(MON)} {d}, {y}, {pick(['KQED', 'WNET', 'WGBH', 'KCBS', 'WNBC', 'KTLA'])})", ".TiVo"
    elif r == 3:
        yy = rint(1978, 1999)
        t, k = f"{show} ({yy}) - {ch} broadcast - VHS capture", ".avi"
    elif r == 4:
        t, k = f"{dots(show, '_')}_{y % 100:02d}.{mo:02d}.{d:02d}_{hh:02d}-{mm:02d}_{pick(OTR_SENDER)}_{pick([30, 45, 60, 90, 105])}_TVOON_DE", ".mpg.HQ.avi"
    elif r == 5:
        t, k = f"{show} - {pick(EP_TITLES)} ({rint(1001, 1099)}_{y}{mo:02d}{d:02d}{hh:02d}{mm:02d}00)", ".mpg"
    elif r == 6:
        t, k = f"{show} [{ch} {d:02d}.{mo:02d}.{y} {hh:02d}.{mm:02d}] DVB-T SD", ".ts"
    elif r == 7:
        t, k = f"{show} {rint(1982, 1999)} off-air {ch} (VHS rip, with adverts)", ".mkv"
    else:
        t, k = f"{show} ({ch}, {d} {pick(MONTHS)} {y}) DVB-S2 recording", ".ts"
    g = pick(["alt.binaries.multimedia", "alt.binaries.tv", "alt.binaries.teevee",
              "alt.binaries.multimedia.vintage-tv", "alt.binaries.tv.deutsch", "alt.binaries.misc"])
    return t, g, slug(t) if chance(0.4) else t.replace(":", ""), k


FQ = ["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "COMPLETE.BLURAY",
      "DVDRip.XviD", "BDRip.x264", "1080p.WEB.H264", "2160p.WEB.H265", "PAL.DVDR", "NTSC.DVDR",
      "1080p.AMZN.WEB-DL.DDP5.1.H.264", "720p.WEB.h264", "2160p.UHD.BluRay.REMUX.HDR.HEVC.DTS-HD.MA.5.1",
      "1080p.BluRay.DTS.x264", "COMPLETE.UHD.BLURAY", "MULTi.1080p.BluRay.x264"]
FTAG = ["", "", "", "REMASTERED.", "EXTENDED.", "DC.", "LIMITED.", "iNTERNAL.", "PROPER.",
        "UNRATED.", "CRiTERiON.", "GERMAN.DL.", "FRENCH.", "DUTCH.", "NORDiC.", "THEATRiCAL.",
        "RESTORED.", "REPACK.", "SUBBED.", "DUBBED."]
FG = ["alt.binaries.movies", "alt.binaries.moovee", "alt.binaries.hdtv.x264", "alt.binaries.x264",
      "alt.binaries.movies.divx", "alt.binaries.dvd", "alt.binaries.multimedia", "alt.binaries.movies.x264",
      "alt.binaries.bluray", "alt.binaries.boneless", "alt.binaries.dvdr"]


def movie_year():
    m, y = pick(MOVIES)
    return m, (y if y else rint(1990, 2025))


def g_film_scene():
    m, y = movie_year()
    grp = pick(SCENE_GRPS)
    name = f"{dots(m)}.{y}.{pick(FTAG)}{pick(FQ)}-{grp}"
    g = pick(FG)
    if "DVDR" in name:
        g = pick(["alt.binaries.dvdr", "alt.binaries.dvd", g])
    return name, g, scene_stem(name, grp), "rar"


def g_film_p2p():
    m, y = movie_year()
    res = pick(["720p", "1080p", "2160p"])
    grp = pick(P2P_GRPS)
    aud = pick(["DTS 5.1", "AC3 5.1", "AAC 2.0", "DDP 5.1", "TrueHD 7.1 Atmos", "FLAC 2.0"])
    r = rint(0, 9)
    if r == 0:
        t = f"{m} ({y}) [{res}] [BluRay] [5.1] [{grp}]"
    elif r == 1:
        t = f"{m} {y} {res} BluRay DD5.1 x264-{grp}"
    elif r == 2:
        t = f"{m} ({y}) {{imdb-tt{rint(100000, 9999999):07d}}} [Bluray-{res}][{aud}][x264]-{grp}"
    elif r == 3:
        t = f"{m} ({y}) BDRip {res} HEVC 10bit {aud}"
    elif r == 4:
        t = f"{dots(m)}.{y}.{res}.BrRip.x264.{grp}"
    elif r == 5:
        t = f"{m} [{y}] DVDRip XviD AC3-{grp}"
    elif r == 6:
        t = f"{m} ({y}) [{res} x265 10bit {grp}]"
    elif r == 7:
        t = f"{m} ({y}) {pick(['Criterion Collection', 'Directors Cut', 'Remastered', 'Open Matte', '4K Restoration'])} {res}"
    elif r == 8:
        t = f"{m} {y} {pick(['German', 'French', 'Italian', 'Spanish', 'Multi'])} {res} {pick(['WEB-DL', 'BluRay', 'HDTV'])} {aud}"
    else:
        t = f"{m} ({y}).{pick(['mkv', 'mp4', 'avi', 'm4v'])}"
        return t, pick(FG), t, ""
    return t, pick(FG), None, pick([".mkv", ".mkv", ".mp4", "rar", ".avi"])


ANIME = ["Shingeki no Kyojin", "Yuru Camp", "Boku no Hero Academia", "Kimetsu no Yaiba",
         "Sousou no Frieren", "Spy x Family", "Oshi no Ko", "Kusuriya no Hitorigoto",
         "Dungeon Meshi", "Bocchi the Rock", "Mushoku Tensei", "Jujutsu Kaisen",
         "Vinland Saga", "Mob Psycho 100", "Cowboy Bebop", "Neon Genesis Evangelion",
         "Haikyuu", "Made in Abyss", "Violet Evergarden", "Hibike Euphonium",
         "Hoshizora Kissaten", "Tsukiyo no Kaze", "Kumo no Mukou", "Shiawase Shokudou",
         "Natsuzora Dreams", "Ginga Tetsudou Monogatari", "Tensei Kizoku no Isekai Boukenroku",
         "Ore dake Level Up na Ken", "Dandadan", "Kaiju No. 8", "Ao no Hako", "Houseki no Kuni"]
SUBGRPS = ["Hanabi-Subs", "Tsuki", "Kazamatsuri", "Yuzu-Fansubs", "Sakura no Ki", "Moshi-Moshi",
           "NekoRaws", "Kitsune-TL", "Hoshi", "Ame-Subs", "Shiroi", "Mizu", "Aozora", "KumaSubs",
           "Natsu", "Okaeri", "Chihiro-Fansub", "Umai", "Kirin", "Hotaru", "Tanuki-Raws", "Yoru"]
AG = ["alt.binaries.multimedia.anime", "alt.binaries.anime", "alt.binaries.multimedia.anime.highspeed",
      "alt.binaries.multimedia.anime.repost", "alt.binaries.multimedia.cartoons"]


def g_anime():
    a = pick(ANIME)
    sg = pick(SUBGRPS)
    ep = rint(1, 26)
    h = rnd(8, "0123456789ABCDEF")
    res = pick(["1080p", "720p", "480p"])
    r = rint(0, 8)
    if r == 0:
        t = f"[{sg}] {a} - {ep:02d} ({res}) [{h}].mkv"
    elif r == 1:
        t = f"[{sg}] {a} S{rint(2, 4)} - {ep:02d} [{res}][HEVC].mkv"
    elif r == 2:
        t = f"[{sg}] {a} (BD {res} Hi10 FLAC) [Dual-Audio]"
    elif r == 3:
        t = f"[{sg}]_{a.replace(' ', '_')}_-_{ep:02d}_[{pick(['848x480', '1280x720', '704x400'])}]_[{h}].avi"
    elif r == 4:
        t = f"{dots(a)}.S{rint(1, 3):02d}E{ep:02d}.1080p.CR.WEB-DL.AAC2.0.H.264-{pick(SCENE_GRPS)}"
    elif r == 5:
        t = f"[{sg}] {a} - {ep:02d}v2 [{res}].mkv"
    elif r == 6:
        t = f"[{sg}] {a} - Vol.{rint(1, 9):02d} [BDRip {res} x265 FLAC]"
    elif r == 7:
        t = f"[{sg}] {a} the Movie ({rint(1995, 2024)}) [{res}]"
    else:
        t = f"[{sg}] {a} - {ep:02d} [{res}] [{pick(['Multiple Subtitle', 'ENG', 'GER-SUB', 'VOSTFR'])}] [{h}].mkv"
    if t.endswith((".mkv", ".avi")):
        return t, pick(AG), t, ""
    return t, pick(AG), None, pick(["rar", ".mkv"])


MP3_GRPS = ["dhq", "mok", "fwm", "bpmx", "ukh", "tosk", "juLa", "kfz", "dNz", "NOiSE",
            "SiNE", "TALiON", "WAVEY", "B2R", "hbz", "VOiCE", "OMA", "rfl", "EMP", "wHiSKy"]
LABELS = ["Warp", "Kompakt", "Ninja Tune", "Hyperdub", "Blue Note", "ECM", "Sub Pop",
          "Rough Trade", "Ghostly", "Mute", "Domino", "Stones Throw", "Erased Tapes", "Anjunadeep"]
MG = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.flac",
      "alt.binaries.sounds.lossless", "alt.binaries.mp3.full_albums", "alt.binaries.sounds.mp3.electronic",
      "alt.binaries.music", "alt.binaries.sounds.mp3.rock", "alt.binaries.sounds.mp3.jazz",
      "alt.binaries.sounds.mp3.1990s", "alt.binaries.sounds.lossless.classical", "alt.binaries.mp3.bootlegs"]


def artist_album():
    if chance(0.55):
        a = pick(list(REAL_ARTISTS))
        alb, y = pick(REAL_ARTISTS[a])
    else:
        a = pick(FAKE_ARTISTS)
        alb, y = f"{pick(ADJ)} {pick(NOUN)}", rint(1968, 2025)
    return a, alb, y


def tracks(a, ext, n=6):
    sa = slug(a, "_")
    return [f"{k:02d}-{sa}-{slug(pick(ADJ) + ' ' + pick(NOUN), '_')}{ext}" for k in range(1, n + 1)]


def g_music_scene():
    a, alb, y = artist_album()
    grp = pick(MP3_GRPS)
    A, B = dots(a, "_"), dots(alb, "_")
    cat = f"{rnd(rint(2, 4), 'ABCDEFGHKLMNPRSTVWZ')}{rint(1, 999):03d}"
    r = rint(0, 8)
    if r == 0:
        t = f"{A}-{B}-({cat})-WEB-{y}-{grp}"
    elif r == 1:
        t = f"{A}-{B}-2CD-{y}-{grp}"
    elif r == 2:
        t = f"VA-{dots(pick(LABELS), '_')}_Sampler_Vol_{rint(1, 12)}-({cat})-WEB-{rint(2010, 2025)}-{grp}"
    elif r == 3:
        t = f"{A}-{dots(pick(ADJ) + ' ' + pick(NOUN), '_')}-({cat})-SINGLE-WEB-FLAC-{rint(2015, 2025)}-{grp}"
    elif r == 4:
        t = f"{A}-{B}-CD-FLAC-{y}-{grp}"
    elif r == 5:
        t = f"{A}-{B}-(Remastered)-{rint(max(y, 1995), 2025)}-{grp}"
    elif r == 6:
        t = f"{A}-Live_at_{dots(pick(CITIES), '_')}-{rint(1, 28):02d}-{rint(1, 12):02d}-{rint(1970, 2024)}-BOOTLEG-{grp}"
    elif r == 7:
        t = f"{A}-{B}-VINYL-{y}-{grp}"
    else:
        t = f"{A}_-_{B}-WEB-{y}-{grp}"
    stem = tracks(a, pick([".mp3", ".mp3", ".flac"]), rint(4, 12))
    stem = [f"00-{t.lower()}.{pick(['nfo', 'sfv', 'm3u', 'jpg'])}"] + stem
    return t, pick(MG), stem if chance(0.6) else t.lower(), "rar"


def g_music_p2p():
    a, alb, y = artist_album()
    r = rint(0, 9)
    if r == 0:
        t = f"{a} - {alb} ({y}) [FLAC]"
    elif r == 1:
        t = f"{a} - {alb} [{y}] [MP3 320]"
    elif r == 2:
        t = f"{a} - {alb} ({pick(['Deluxe Edition', 'Super Deluxe', 'Expanded', 'Anniversary Edition'])}) ({rint(max(y, 2000), 2025)}) {pick(['24bit-96kHz', '24-192', '16-44'])} FLAC"
    elif r == 3:
        t = f"{a} - {y} - {alb} [EAC-CUE-LOG]"
    elif r == 4:
        t = f"{rint(1, 14):02d} - {a} - {pick(ADJ)} {pick(NOUN)}.mp3"
        return t, pick(MG), t, ""
    elif r == 5:
        t = f"{a} - {alb} ({y}, Vinyl rip 24-96)"
    elif r == 6:
        t = f"{a} - {alb} ({y}) [V0]"
    elif r == 7:
        t = f"{a} - {alb} {y} mp3@{pick([192, 256, 320])}"
    elif r == 8:
        t = f"{a} - {alb} ({y}) {{{rnd(3, 'ABCDEFGHKLMNPRSTVWZ')}-{rint(100, 9999)}}} [WEB FLAC]"
    else:
        t = f"{a} - {alb} ({y}) [{pick(['SACD ISO', 'DSD64', 'MQA', 'AAC 256', 'OGG q8', 'ALAC'])}]"
    return t, pick(MG), tracks(a, pick([".flac", ".mp3", ".m4a"]), rint(4, 14)) if chance(0.4) else None, "rar"


def g_discography():
    a = pick(ARTIST_NAMES)
    y1 = rint(1960, 2000)
    y2 = rint(y1 + 5, 2025)
    n = rint(5, 40)
    r = rint(0, 10)
    if r == 0:
        t = f"{a} - Discography {y1}-{y2} (FLAC)"
    elif r == 1:
        t = f"{a} - Complete Studio Albums ({n}CD Box Set)"
    elif r == 2:
        t = f"{a} - The Collection {y1}-{y2} [MP3 320kbps]"
    elif r == 3:
        t = f"{a} - Discografia Completa [{n} albums] mp3"
    elif r == 4:
        t = f"{a} - Diskografie ({n} Alben) MP3 VBR"
    elif r == 5:
        t = f"{a} - Singles and B-Sides {y1}-{y2}"
    elif r == 6:
        t = f"{a} - Anthology ({n} discs) [EAC FLAC]"
    elif r == 7:
        t = f"{dots(a)}.Discography.{y1}-{y2}.FLAC-{pick(MP3_GRPS)}"
    elif r == 8:
        t = f"{a} - Collected Works Vol. {rint(1, 6)}"
    elif r == 9:
        t = f"{a} - Remasters Box ({y2}) {n}CD"
    else:
        t = f"{a} - Discographie {y1}-{y2} ({n} albums, 24bit)"
    return t, pick(MG + ["alt.binaries.sounds.mp3.discographies", "alt.binaries.music.discographies"]), None, pick(["rar", "7z"])


ABG = ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks", "alt.binaries.audiobooks.scifi-fantasy",
       "alt.binaries.hoerbuecher", "alt.binaries.mp3.audiobooks", "alt.binaries.sounds.mp3.audiobooks"]


def g_audiobook():
    au, bk, y = pick(BOOKS)
    nr = pick(NARRATORS)
    r = rint(0, 8)
    if r == 0:
        t = f"{au} - {bk} (Unabridged) read by {nr} [MP3 {pick([32, 64, 128])}kbps]"
    elif r == 1:
        t = f"{au} - {SERIES_OF.get(au, 'Standalone')} {rint(1, 30):02d} - {bk}.m4b"
        return t, pick(ABG), t, ""
    elif r == 2:
        t = f"{dots(au, '_')}_-_{dots(bk, '_')}_(Hoerbuch)_gelesen_von_{dots(nr, '_')}"
    elif r == 3:
        t = f"[Audiobook] {au} - {bk} ({y})"
    elif r == 4:
        t = f"{au} - {bk} - Part {rint(1, 20):02d}.mp3"
        return t, pick(ABG), t, ""
    elif r == 5:
        t = f"{bk} by {au}, narrated by {nr} (AAC m4b, {rint(4, 40)}h {rint(0, 59)}m)"
    elif r == 6:
        t = f"{au} - {bk} [Unabridged] [{rint(1995, 2024)}] 64k mono"
    elif r == 7:
        t = f"BBC Radio Collection - {bk} ({au}) full-cast dramatisation"
    else:
        t = f"{au} - {bk} - {pick(['Ungekuerzte Lesung', 'Livre audio', 'Audiolibro', 'Luisterboek'])} ({nr})"
    return t, pick(ABG), [f"{slug(bk)}_{k:02d}.mp3" for k in range(1, 9)] if chance(0.4) else None, pick(["rar", ".m4b", "rar"])


TECH = [("Learning Python, 6th Edition", "Mark Lutz"), ("Programming Rust, 2nd Edition", "Jim Blandy"),
        ("The C Programming Language", "Kernighan and Ritchie"), ("Designing Data-Intensive Applications", "Martin Kleppmann"),
        ("Linux Bible, 10th Edition", "Christopher Negus"), ("Kubernetes Up and Running, 3rd Edition", "Brendan Burns"),
        ("Fluent Python, 2nd Edition", "Luciano Ramalho"), ("Introduction to Algorithms, 4th Edition", "Cormen et al"),
        ("Practical Electronics for Inventors", "Paul Scherz"), ("The Pragmatic Programmer", "Hunt and Thomas"),
        ("Absolute FreeBSD, 3rd Edition", "Michael W. Lucas"), ("TCP IP Illustrated Vol 1", "W. Richard Stevens"),
        ("Hands-On Machine Learning, 3rd Edition", "Aurelien Geron"), ("Eloquent JavaScript", "Marijn Haverbeke")]
PUBS = ["O'Reilly", "Packt", "Manning", "No Starch Press", "Apress", "Wiley", "Addison-Wesley", "MIT Press"]
COOK = [("Samin Nosrat", "Salt Fat Acid Heat"), ("J. Kenji Lopez-Alt", "The Food Lab"),
        ("Yotam Ottolenghi", "Jerusalem"), ("Yotam Ottolenghi", "Plenty"),
        ("Julia Child", "Mastering the Art of French Cooking"), ("Rose Levy Beranbaum", "The Bread Bible"),
        ("Yotam Ottolenghi", "Ottolenghi Simple"), ("Nigella Lawson", "Nigella Express"),
        ("Anna Olson", "Bake with Anna"), ("Niki Segnit", "The Flavour Thesaurus"),
        ("Marcella Hazan", "Essentials of Classic Italian Cooking"), ("Meera Sodha", "Made in India")]
SERIES_OF = {"Terry Pratchett": "Discworld", "Lee Child": "Jack Reacher", "Michael Connelly": "Harry Bosch",
             "Iain M. Banks": "Culture", "Patrick OBrian": "Aubrey-Maturin", "Robin Hobb": "Farseer",
             "Isaac Asimov": "Foundation", "Frank Herbert": "Dune Chronicles", "Ann Leckie": "Imperial Radch",
             "Tana French": "Dublin Murder Squad", "Agatha Christie": "Hercule Poirot",
             "Arthur Conan Doyle": "Sherlock Holmes", "Dominic Vance": "Meridian Cycle",
             "R. J. Calloway": "Starfall", "Ursula K. Le Guin": "Hainish Cycle", "Douglas Adams": "Hitchhiker",
             "Imogen Pryce": "Clockwork Chronicles", "Sebastian Fitzek": "Augensammler"}
EBG = ["alt.binaries.e-book", "alt.binaries.e-book.technical", "alt.binaries.ebook", "alt.binaries.e-book.flood",
       "alt.binaries.e-book.fantasy", "alt.binaries.ebook.german", "alt.binaries.e-book.rpg", "alt.binaries.ebooks"]


def g_ebook():
    au, bk, y = pick(BOOKS)
    r = rint(0, 9)
    if r == 0:
        t = f"{au} - {bk} (epub)"
    elif r == 1:
        t = f"{au} - {bk} ({y}) [retail] [azw3]"
    elif r == 2:
        t = f"{bk} by {au} ({y}) [PDF]"
    elif r == 3:
        t = f"{dots(au)}.-.{dots(bk)}.{rint(2005, 2025)}.RETAIL.EPUB.eBook-{pick(SCENE_GRPS)}"
    elif r == 4 and au in SERIES_OF:
        t = f"{au} - [{SERIES_OF[au]} {rint(1, 25):02d}] - {bk} (retail epub, mobi)"
    elif r == 4:
        t = f"{au} - {bk} ({pick(['retail epub, mobi', 'azw3, epub', 'kepub'])})"
    elif r == 5:
        tb, ta = pick(TECH)
        t = f"{pick(PUBS)} - {tb} ({rint(2015, 2025)}) [PDF]"
    elif r == 6:
        tb, ta = pick(TECH)
        t = f"{ta} - {tb} ({pick(['epub', 'pdf', 'True PDF', 'epub+pdf'])})"
    elif r == 7:
        ca, cb = pick(COOK)
        t = f"{ca} - {cb} ({rint(2005, 2024)}) [True PDF]"
    elif r == 8:
        t = f"{au} - {bk} ({pick(['German', 'Deutsch', 'Francais', 'Nederlands', 'Espanol'])}) (epub)"
    else:
        t = f"{pick(['Calibre library', 'Collection', 'Sammlung'])} - {au} - {rint(5, 60)} books (epub/mobi)"
    low = t.lower()
    kind = "rar"
    if chance(0.5) and "pdf" in low:
        kind = ".pdf"
    elif chance(0.5) and "epub" in low:
        kind = ".epub"
    return t, pick(EBG), None, kind


COMICS = ["Saga", "Batman", "Detective Comics", "The Amazing Spider-Man", "X-Men", "Hellboy",
          "Usagi Yojimbo", "Invincible", "The Walking Dead", "Paper Girls", "The Sandman",
          "Conan the Barbarian", "Transformers", "Teenage Mutant Ninja Turtles", "Monstress",
          "Something is Killing the Children", "Locke and Key", "Fables", "Immortal Hulk",
          "Daredevil", "Fantastic Four", "Absolute Batman", "Ultimate Spider-Man",
          "Ironclad Sisters", "The Last Cartographer", "Nightvale Patrol", "Skyward Foundry"]
MANGA = ["One Piece", "Berserk", "Vagabond", "Chainsaw Man", "Blue Period", "Frieren",
         "Yotsuba&!", "20th Century Boys", "Delicious in Dungeon", "Vinland Saga",
         "Witch Hat Atelier", "Kaiju No. 8", "Akira", "Nausicaa of the Valley of the Wind"]
BD = [("Asterix", ["Le Tour de Gaule", "Astérix chez les Belges", "Le Domaine des dieux"]),
      ("Spirou et Fantasio", ["Z comme Zorglub", "Le Prisonnier du Bouddha"]),
      ("Blacksad", ["Quelque part entre les ombres", "Arctic-Nation"]),
      ("Thorgal", ["La Magicienne trahie", "Les Archers"]), ("Lucky Luke", ["Les Dalton", "Ma Dalton"])]
RIPPERS = ["Pyrite-Empire", "Kiwi-DCP", "Minutemen-Nemo", "Lightning-Cove", "Oroboros-DCP",
           "Nocturnal", "Salmon-Empire", "The Digital Monk", "Marika-Empire", "Glorfindel",
           "DCP-Hox", "d'argh", "Shadowcat-Empire", "Bean"]
CG = ["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.0day",
      "alt.binaries.pictures.comics.complete", "alt.binaries.comics", "alt.binaries.pictures.comics.reposts",
      "alt.binaries.comics.dcp"]


def g_comic():
    y = rint(1975, 2025)
    rp = pick(RIPPERS)
    r = rint(0, 9)
    c = pick(COMICS)
    if r == 0:
        t = f"{c} {rint(1, 250):03d} ({y}) (Digital) ({rp})"
    elif r == 1:
        t = f"{c} v{rint(1, 12):02d} ({y}) (digital) ({rp}).cbr"
    elif r == 2:
        t = f"{c} #{rint(1, 700)} ({y}).cbz"
    elif r == 3:
        t = f"{pick(MANGA)} v{rint(1, 40):02d} ({rint(2005, 2025)}) (Digital) ({rp})"
        return t, pick(["alt.binaries.manga", "alt.binaries.pictures.manga", pick(CG)]), None, pick([".cbz", "rar"])
    elif r == 4:
        t = f"{c} Annual {y} (Digital) ({rp})"
    elif r == 5:
        t = f"{c} {rint(1, 99):03d} ({y}) (Webrip) ({rp})"
    elif r == 6:
        t = f"{c} Omnibus Vol. {rint(1, 5)} ({y}) (c2c) ({pick(['scan', 'GreenGiant-DCP', 'Paper-Empire', 'Mephisto'])})"
    elif r == 7:
        t = f"2000 AD {rint(100, 2450):04d} ({rint(1980, 2025)}) (digital) ({rp})"
    elif r == 8:
        s, titles = pick(BD)
        t = f"{s} - Tome {rint(1, 40):02d} - {pick(titles)} (FR)"
    else:
        t = f"{c} - {pick(['The Complete Collection', 'Deluxe Edition', 'Library Edition', 'TPB'])} Vol {rint(1, 9)} ({y}) (Digital)"
    if t.endswith((".cbr", ".cbz")):
        return t, pick(CG), t, ""
    return t, pick(CG), None, pick([".cbz", ".cbr", ".cbz"])


MAGS = ["Linux Format", "Practical Boat Owner", "BBC Music Magazine", "Model Engineer",
        "Railway Modeller", "c't Magazin", "Chip", "Computer Bild", "Sight and Sound", "Wired",
        "The Economist", "New Scientist", "Scientific American", "National Geographic",
        "Popular Mechanics", "Classic Rock", "Uncut", "Mojo", "Guitarist", "Amateur Photographer",
        "Digital Camera World", "PC Gamer", "Retro Gamer", "Astronomy Now", "Sky at Night",
        "Fine Woodworking", "Country Life", "Der Spiegel", "Stern", "Auto Motor und Sport",
        "Flight International", "Aeroplane Monthly", "Gardeners World", "Delicious UK",
        "The Oldie", "The MagPi", "Elektor", "Make", "HackSpace", "Private Eye", "Wireframe",
        "Focus Wissen", "GEO", "Le Point", "L'Express", "Internazionale", "Vogue Italia"]
MAGG = ["alt.binaries.e-book.magazines", "alt.binaries.magazines", "alt.binaries.ebook.magazines",
        "alt.binaries.e-book", "alt.binaries.mags", "alt.binaries.zeitschriften"]


def g_magazine():
    m = pick(MAGS)
    y = rint(2008, 2025)
    mo = rint(1, 12)
    n = rint(1, 520)
    r = rint(0, 9)
    if r == 0:
        t = f"{m} - {pick(MONTHS)} {y}.pdf"
        return t, pick(MAGG), t, ""
    elif r == 1:
        t = f"{dots(m)}.{pick(['UK', 'USA', 'AU', 'DE', 'FR'])}.Issue.{n}.{y}.HYBRiD.MAGAZiNE.eBook-{pick(SCENE_GRPS)}"
    elif r == 2:
        t = f"{m} Germany Nr {rint(1, 26):02d} {y}"
    elif r == 3:
        t = f"{m} {y}-{mo:02d} (True PDF)"
    elif r == 4:
        t = f"{m} - Issue {n} ({pick(MON)} {y})"
    elif r == 5:
        t = f"{m} - {pick(['Spring', 'Summer', 'Autumn', 'Winter', 'Holiday'])} {y}"
    elif r == 6:
        t = f"{m} Vol {rint(1, 80)} No {rint(1, 12)} ({y})"
    elif r == 7:
        t = f"{m} {y} {rint(1, 52):02d}"
    elif r == 8:
        t = f"{m} - {rint(1, 28)} {pick(MONTHS)} {y}"
    else:
        t = f"{m} Special - {pick(['Best of', 'Buyers Guide', 'Collector Edition', 'Annual', 'Yearbook'])} {y}"
    return t, pick(MAGG), None, pick([".pdf", ".pdf", "rar"])


PRODUCTS = ["Adobe Photoshop", "Autodesk AutoCAD", "Microsoft Office Professional Plus",
            "Corel PaintShop Pro", "VMware Workstation Pro", "JetBrains IntelliJ IDEA Ultimate",
            "Ableton Live Suite", "Native Instruments Kontakt", "Steinberg Cubase Pro",
            "MAGIX Vegas Pro", "Nero Platinum Suite", "Acronis True Image",
            "Paragon Hard Disk Manager", "DxO PhotoLab", "Capture One Pro", "CyberLink PowerDVD Ultra",
            "Wondershare Filmora", "FL Studio Producer Edition", "Topaz Video AI", "Affinity Photo",
            "Avid Pro Tools", "SketchUp Pro", "Rhinoceros", "DaVinci Resolve Studio",
            "ABBYY FineReader PDF", "Nitro PDF Pro", "Foxit PDF Editor Pro", "LibreOffice",
            "Blender", "GIMP", "Inkscape", "Audacity", "Reaper", "Serif Affinity Designer",
            "Sibelius Ultimate", "MathWorks MATLAB", "Wolfram Mathematica", "ESET NOD32"]
MSDN = ["windows_11_business_editions_version_23h2", "windows_11_consumer_editions_version_24h2",
        "windows_10_enterprise_ltsc_2021", "windows_server_2022", "office_professional_plus_2021",
        "visual_studio_2022_enterprise", "windows_server_2019", "windows_10_business_editions_version_22h2"]
SWG = ["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image",
       "alt.binaries.mac", "alt.binaries.mac.applications", "alt.binaries.apps",
       "alt.binaries.inner-sanctum", "alt.binaries.sounds.utilities", "alt.binaries.misc"]


def swver():
    r = R.random()
    if r < 0.4:
        return f"{rint(1, 30)}.{rint(0, 9)}.{rint(0, 30)}"
    if r < 0.7:
        return f"{rint(2019, 2025)}.{rint(0, 12)}"
    return f"{rint(1, 12)}.{rint(0, 9)}.{rint(0, 9)}.{rint(100, 9999)}"


def g_software():
    p = pick(PRODUCTS)
    v = swver()
    grp = pick(SCENE_GRPS)
    r = rint(0, 10)
    if r == 0:
        t = f"{dots(p)}.v{v}.x64.Multilingual-{grp}"
    elif r == 1:
        t = f"{p} {rint(2020, 2025)} v{v} (x64) Portable"
    elif r == 2:
        t = f"{dots(p, '_')}_v{v}_MacOS"
    elif r == 3:
        t = f"{p} v{v} Retail ISO"
    elif r == 4:
        t = f"{dots(p)}.v{v}.Incl.Keygen-{grp}"
    elif r == 5:
        t = f"{p} {v} [{pick(['Multilingual', 'English', 'Deutsch', 'Francais'])}] (x86/x64)"
    elif r == 6:
        t = f"{p} {v} for Mac [U2B]"
    elif r == 7:
        t = f"{pick(['en-us', 'de-de', 'en-gb', 'fr-fr', 'nl-nl'])}_{pick(MSDN)}_x64_dvd_{rnd(8, HEX)}.iso"
        return t, pick(["alt.binaries.cd.image", "alt.binaries.warez", "alt.binaries.iso"]), t, ""
    elif r == 8:
        t = f"{pick(['MS-DOS 6.22', 'Windows 3.11 for Workgroups', 'Windows 98 SE', 'OS/2 Warp 4', 'Norton Commander 5.5', 'WordPerfect 5.1', 'Turbo Pascal 7.0', 'Deluxe Paint IV'])} ({pick(['floppy images', 'disk images', 'original disks, .IMG'])})"
    elif r == 9:
        t = f"{p} {v} Linux x86_64 {pick(['.deb', '.rpm', 'AppImage', 'tar.gz'])}"
    else:
        t = f"{dots(p)}.{v}.{pick(['WiN64', 'MacOSX', 'WiN', 'LiNUX'])}-{grp}"
    return t, pick(SWG), None, pick(["rar", "rar", "7z"])


GG = ["alt.binaries.games", "alt.binaries.games.nintendo.switch", "alt.binaries.games.xbox360",
      "alt.binaries.console.ps3", "alt.binaries.games.wii", "alt.binaries.emulators.nintendo",
      "alt.binaries.cd.image.games", "alt.binaries.games.ps4", "alt.binaries.warez.ibm-pc.games",
      "alt.binaries.roms", "alt.binaries.games.retro"]
RETRO = [("The Secret of Monkey Island", 1990, "LucasArts"), ("Day of the Tentacle", 1993, "LucasArts"),
         ("Doom II", 1994, "id Software"), ("Ultima VII", 1992, "Origin"), ("Lemmings", 1991, "Psygnosis"),
         ("Civilization", 1991, "Microprose"), ("King's Quest V", 1990, "Sierra"), ("Wing Commander", 1990, "Origin"),
         ("Another World", 1991, "Delphine"), ("Speedball 2", 1990, "Bitmap Brothers"), ("Elite", 1984, "Acornsoft"),
         ("Sensible Soccer", 1992, "Renegade"), ("Prince of Persia", 1989, "Broderbund"), ("Frontier Elite II", 1993, "GameTek")]
REGIONS = ["(USA)", "(Europe)", "(Japan)", "(USA, Europe)", "(Germany)", "(France)", "(World)"]


def g_game():
    gm = pick(GAMES)
    grp = pick(SCENE_GRPS)
    v = f"{rint(1, 3)}.{rint(0, 9)}.{rint(0, 40)}"
    r = rint(0, 11)
    if r == 0:
        t = f"{dots(gm)}-{grp}"
    elif r == 1:
        t = f"{dots(gm)}.Update.v{v}-{grp}"
    elif r == 2:
        t = f"{dots(gm, '_')}_NSW-{grp}"
    elif r == 3:
        t = f"{dots(gm)}.{pick(['PS4', 'PS5', 'XBOX360', 'PSP', 'PS3', 'WiiU', 'NDS'])}-{grp}"
    elif r == 4:
        t = f"{gm} {pick(REGIONS)} ({pick(['En,Fr,Es', 'En,Fr,De,Es,It', 'En', 'Ja'])}).zip"
        return t, pick(GG), t, ""
    elif r == 5:
        t = f"{gm} {pick(REGIONS)} (Disc {rint(1, 4)}).chd"
        return t, pick(GG), t, ""
    elif r == 6:
        t = f"{gm} {pick(REGIONS)} (Rev {rint(1, 3)}).7z"
        return t, pick(GG), t, ""
    elif r == 7:
        t = f"{gm} v{v} [GOG]"
    elif r == 8:
        t = f"{gm} v{v} MULTi{rint(2, 14)}-{pick(P2P_GRPS)} Repack"
    elif r == 9:
        t = f"{dots(gm)}.{pick(['MULTi5', 'MULTi10', 'GERMAN', 'FRENCH'])}-{grp}"
    elif r == 10:
        rg, ry, rp = pick(RETRO)
        t = f"{rg} ({ry})({rp})[{pick(['cr', 'a', '!', 'h', 'a2'])}]"
    else:
        t = f"{dots(gm)}.{pick(['Complete.Edition', 'GOTY.Edition', 'Deluxe.Edition', 'Definitive.Edition'])}-{grp}"
    return t, pick(GG), None, pick(["rar", "rar", "7z"])


def distro_iso():
    r = rint(0, 22)
    y, mo = rint(2019, 2025), rint(1, 12)
    if r == 0:
        v = pick(["11.9.0", "12.4.0", "12.5.0", "12.7.0", "12.9.0", "10.13.0", "12.10.0"])
        return f"debian-{v}-{pick(['amd64', 'i386', 'arm64'])}-{pick(['netinst', 'DVD-1', 'DVD-2', 'DVD-3', 'xfce-CD-1'])}.iso"
    if r == 1:
        return f"debian-live-{pick(['12.5.0', '12.7.0', '12.8.0', '11.8.0'])}-amd64-{pick(['gnome', 'kde', 'xfce', 'cinnamon', 'lxqt', 'mate'])}.iso"
    if r == 2:
        fl = pick(["ubuntu", "kubuntu", "xubuntu", "lubuntu", "ubuntu-mate", "ubuntustudio", "ubuntu-budgie"])
        return f"{fl}-{pick(['20.04.6', '22.04.4', '22.04.5', '24.04', '24.04.1', '24.04.2', '23.10.1', '24.10'])}-{pick(['desktop', 'desktop', 'live-server'])}-amd64.iso"
    if r == 3:
        return f"FreeBSD-{pick(['13.2', '13.3', '13.4', '14.0', '14.1', '14.2'])}-RELEASE-{pick(['amd64', 'arm64-aarch64', 'i386'])}-{pick(['disc1.iso', 'dvd1.iso', 'bootonly.iso', 'memstick.img'])}"
    if r == 4:
        v = pick(["7.3", "7.4", "7.5", "7.6"])
        return f"OpenBSD {v} amd64 install{v.replace('.', '')}.{pick(['iso', 'img'])}"
    if r == 5:
        return f"NetBSD-{pick(['9.3', '9.4', '10.0', '10.1'])}-{pick(['amd64', 'evbarm-aarch64', 'i386'])}.iso"
    if r == 6:
        return f"Fedora-{pick(['Workstation', 'KDE', 'Xfce', 'Server-dvd', 'Cinnamon'])}-Live-x86_64-{rint(37, 41)}-1.{rint(2, 14)}.iso"
    if r == 7:
        return f"archlinux-{y}.{mo:02d}.01-x86_64.iso"
    if r == 8:
        return f"linuxmint-{pick(['21.2', '21.3', '22', '22.1', '20.3'])}-{pick(['cinnamon', 'mate', 'xfce'])}-64bit.iso"
    if r == 9:
        return f"kali-linux-{rint(2022, 2025)}.{rint(1, 4)}-{pick(['installer', 'live', 'installer-netinst'])}-amd64.iso"
    if r == 10:
        return f"openSUSE-Leap-{pick(['15.4', '15.5', '15.6'])}-DVD-x86_64-Media.iso"
    if r == 11:
        return f"{pick(['Rocky', 'AlmaLinux'])}-{pick(['8.9', '8.10', '9.3', '9.4', '9.5'])}-x86_64-{pick(['dvd', 'minimal', 'boot'])}.iso"
    if r == 12:
        return f"slackware64-{pick(['14.2', '15.0'])}-install-dvd.iso"
    if r == 13:
        return f"manjaro-{pick(['kde', 'gnome', 'xfce'])}-{rint(22, 24)}.{rint(0, 1)}.{rint(0, 4)}-{y % 100:02d}{mo:02d}{rint(1, 28):02d}-linux{pick(['61', '66', '612'])}.iso"
    if r == 14:
        return f"proxmox-ve_{pick(['7.4-1', '8.1-1', '8.2-2', '8.3-1'])}.iso"
    if r == 15:
        return f"OPNsense-{pick(['23.7', '24.1', '24.7', '25.1'])}-dvd-amd64.iso.bz2"
    if r == 16:
        rel = pick(["bookworm", "bullseye"])
        y = rint(2023, 2025) if rel == "bookworm" else rint(2021, 2023)
        return f"{y}-{mo:02d}-{rint(1, 28):02d}-raspios-{rel}-{pick(['arm64', 'armhf'])}{pick(['-lite', '', '-full'])}.img.xz"
    if r == 17:
        return f"install-amd64-minimal-{y}{mo:02d}{rint(1, 28):02d}T{rint(100000, 235959)}Z.iso"
    if r == 18:
        return f"alpine-{pick(['standard', 'extended', 'virt'])}-{pick(['3.18.4', '3.19.1', '3.20.3', '3.21.0'])}-x86_64.iso"
    if r == 19:
        return f"void-live-x86_64-{y}{mo:02d}{rint(1, 28):02d}-{pick(['xfce', 'base'])}.iso"
    if r == 20:
        return f"TrueNAS-SCALE-{pick(['23.10.2', '24.04.1', '24.10.0'])}.iso"
    if r == 21:
        return f"tails-amd64-{rint(5, 6)}.{rint(0, 22)}.{pick(['img', 'iso'])}"
    return f"dfly-x86_64-{pick(['6.2.2', '6.4.0', '6.4.1'])}_REL.iso"


LXG = ["alt.binaries.linux", "alt.binaries.linux.iso", "alt.binaries.cd.image.linux", "alt.binaries.iso",
       "alt.binaries.cd.image", "alt.binaries.os"]


def g_linux():
    f = distro_iso()
    r = R.random()
    if r < 0.6:
        t = f
    elif r < 0.8:
        t = f"[LINUX] {f} - official image, checksums included"
    elif r < 0.9:
        t = f"{f} ({size_str()})"
    else:
        t = f"{f} + SHA256SUMS"
    return t, pick(LXG), [f, f + ".sha256", f + ".par2"] if chance(0.5) else f, ""


PLATFORMS = ["Udemy", "Pluralsight", "LinkedIn Learning", "Lynda.com", "Coursera", "Skillshare",
             "MasterClass", "CBT Nuggets", "Packt", "O'Reilly Video", "The Great Courses",
             "Domestika", "FrontendMasters", "Egghead", "INE", "ITProTV", "Infinite Skills",
             "Video2Brain", "Linux Academy", "Wondrium", "CreativeLive", "Craftsy", "Stanford Online"]
TOPICS = ["Complete Python Bootcamp", "Kubernetes for Developers", "Advanced Excel Formulas",
          "Photoshop Essential Training", "The History of Ancient Rome", "Machine Learning A-Z",
          "Watercolor Basics", "CCNA 200-301", "AWS Certified Solutions Architect Associate",
          "Docker Deep Dive", "Unreal Engine 5 C++ Developer", "Music Theory for Producers",
          "Blender 4 Character Modeling", "Learn German A1-B1", "Spanish for Beginners",
          "React - The Complete Guide", "Linux Administration Bootcamp", "Digital Photography Masterclass",
          "Introduction to Astronomy", "Philosophy of Science", "Knife Skills and Cooking Techniques",
          "Guitar Fundamentals", "Woodworking Joinery", "Financial Accounting Fundamentals",
          "Calculus One", "Statistics for Data Science", "Rust Programming", "Go Programming",
          "SQL for Data Analysis", "PowerShell Scripting", "Wireshark Network Analysis",
          "Logic Pro Masterclass", "DaVinci Resolve Color Grading", "After Effects Motion Graphics",
          "Procreate Illustration", "CompTIA Security+ SY0-701", "PMP Exam Prep", "Public Speaking",
          "Terraform Associate", "Ansible for the Absolute Beginner", "Typography Fundamentals",
          "Beekeeping for Beginners", "Jazz Piano Voicings", "Figure Drawing", "Vim Masterclass"]
INSTR = ["Jose Portilla", "Maximilian Schwarzmuller", "Nigel Poulton", "Mumshad Mannambeth",
         "Jeremy Cioara", "Colt Steele", "Stephane Maarek", "Prof. Garrett Fagan", "Dr. Emma Hale",
         "Keith Barker", "Tom Kinney", "Angela Yu", "Neil Gershenfeld"]
CRG = ["alt.binaries.tutorials", "alt.binaries.e-learning", "alt.binaries.cbt", "alt.binaries.education",
       "alt.binaries.tutorials.video", "alt.binaries.training"]


def g_course():
    p, tp = pick(PLATFORMS), pick(TOPICS)
    y = rint(2012, 2025)
    r = rint(0, 8)
    if r == 0:
        t = f"{p} - {tp} ({y})"
    elif r == 1:
        t = f"{p} - {tp} [{y}, ENG]"
    elif r == 2:
        t = f"{dots(p)}.{dots(tp)}-{pick(['iLLiTERATE', 'SKiLLUP', 'LECTURE', 'DiDACTiC', 'TUTOR', 'SYLLABUS', 'QUiZ'])}"
    elif r == 3:
        t = f"{p} {tp} by {pick(INSTR)} ({y}) [{rint(3, 60)}h]"
    elif r == 4:
        t = f"The Great Courses - {tp} (Course No. {rint(1000, 9999)})"
    elif r == 5:
        t = f"[TUTORiAL] {p} - {tp} {y}-{pick(SCENE_GRPS)}"
    elif r == 6:
        t = f"{dots(p, '_')}_{dots(tp, '_')}_{y}"
    elif r == 7:
        t = f"{tp} - {p} ({pick(['1080p', '720p'])}, {rint(40, 400)} lectures)"
    else:
        t = f"{p} - {tp} - {pick(['Updated', 'Part 2', '2nd Edition', 'Advanced', 'Beginner to Pro'])} ({y})"
    return t, pick(CRG), None, pick(["rar", "rar", "7z"])


DOC_CH = ["BBC", "PBS", "National Geographic", "Arte", "Channel 4", "ZDF", "ITV", "Discovery",
          "Smithsonian Channel", "NHK World", "ABC Australia", "CBC", "Sky Documentaries",
          "CuriosityStream", "Al Jazeera", "SVT", "TVO", "HBO", "History", "Channel 5", "BBC Four"]
DOC_SERIES = ["Horizon", "NOVA", "Frontline", "Storyville", "Timewatch", "Natural World",
              "American Experience", "Secrets of the Dead", "Terra X", "The Sky at Night",
              "Planet Earth III", "Blue Planet II", "Cosmos", "Great Rail Journeys", "Inside the Factory",
              "Digging for Britain", "Coast", "Arena", "Independent Lens", "Unearthed"]
DOC_TOPICS = ["The Secret of Sleep", "Antarctica Unfrozen", "Mysteries of the Deep", "The Silk Road",
              "Rise of the Machines", "Voyager at Fifty", "Pompeiis Last Day", "The Great Plague",
              "Bread", "Secrets of the Pyramids", "Whales of the Arctic", "The Hubble Legacy",
              "Engineering the Channel Tunnel", "The Vikings Uncovered", "Lost Kingdoms of Africa",
              "Britains Canals", "Life in the Freezer", "Yellowstone in Winter", "Coral Reefs in Peril",
              "The Normans", "The Space Shuttle Story", "Concorde", "The Code Breakers",
              "Volcano Live", "The Hidden Life of Trees", "Chernobyl The Lost Tapes", "Apollo 13 The Real Story",
              "The Roman Roads", "Dinosaurs The Final Day", "Deep Sea Vents", "The Forth Bridge"]
DOC_GRPS = ["DocCircle", "MVGrp", "DocuLab", "FactHunt", "SCiENCE", "DOCUMENT"]
DG = ["alt.binaries.documentaries", "alt.binaries.docs", "alt.binaries.multimedia.documentaries",
      "alt.binaries.tv", "alt.binaries.teevee", "alt.binaries.hdtv"]


def g_documentary():
    ch, se, tp = pick(DOC_CH), pick(DOC_SERIES), pick(DOC_TOPICS)
    y = rint(1975, 2025)
    r = rint(0, 8)
    if r == 0:
        t = f"{dots(ch)}.{dots(se)}.{y}.{dots(tp)}.{pick(['720p.HDTV', '1080p.WEB', 'PDTV'])}.x264.AAC.{pick(DOC_GRPS)}.mkv"
        return t, pick(DG), t, ""
    elif r == 1:
        t = f"{ch} {se} - {tp} ({y}) 1080p"
    elif r == 2:
        t = f"{dots(se)}.S{rint(1, 50):02d}E{rint(1, 20):02d}.{dots(tp)}.1080p.WEB.h264-{pick(SCENE_GRPS)}"
    elif r == 3:
        t = f"{tp} ({y}) {ch} documentary 720p"
    elif r == 4:
        t = f"{dots(tp)}.{y}.DOCU.{pick(['1080p.WEB.H264', '720p.HDTV.x264', 'DVDRip.x264', '2160p.WEB.H265'])}-{pick(SCENE_GRPS)}"
    elif r == 5:
        t = f"{ch} - {tp} [{y}] ({pick(['DivX', 'XviD', 'x264'])}, {pick(['English', 'German', 'French'])})"
    elif r == 6:
        t = f"{se} {y} - {tp} ({pick(['German', 'Deutsch'])}) {pick(['ZDF', 'arte', '3sat', 'ARD'])} 720p"
    elif r == 7:
        t = f"{ch} - {se} ({y}) - {tp} [{pick(['VHS rip', 'DVB', 'HDTV 1080i', 'iPlayer WEB-DL'])}]"
    else:
        t = f"{tp} ({y}) - {rint(2, 8)} part series - {ch}"
    return t, pick(DG), None, pick(["rar", ".mkv", "rar"])


NFL = ["Chiefs", "Chargers", "Eagles", "Cowboys", "Packers", "Bears", "49ers", "Seahawks", "Bills",
       "Dolphins", "Ravens", "Steelers", "Lions", "Vikings", "Broncos", "Raiders", "Jets", "Giants"]
NBA = ["Lakers", "Celtics", "Warriors", "Knicks", "Bulls", "Heat", "Nuggets", "Suns", "Bucks", "Mavericks"]
SOCCER = ["Arsenal", "Chelsea", "Liverpool", "Man United", "Man City", "Tottenham", "Newcastle",
          "Aston Villa", "Everton", "West Ham", "Brighton", "Leeds"]
BULI = ["BVB", "FCB", "RB Leipzig", "Leverkusen", "Schalke", "Werder", "HSV", "VfB", "Eintracht", "Gladbach", "Union", "Freiburg"]
FIGHTERS = ["Alvarez", "Kowalski", "Tanaka", "Okafor", "Silva", "Petrov", "Moreno", "Fischer",
            "Nakamura", "Dubois", "Ramos", "Holloway", "Nunes", "Adeyemi"]
SPG = ["alt.binaries.sports", "alt.binaries.multimedia.sports", "alt.binaries.hdtv", "alt.binaries.tv",
       "alt.binaries.multimedia.sports.soccer", "alt.binaries.teevee", "alt.binaries.sport.motorsport"]


def g_sports():
    y = rint(2015, 2025)
    grp = pick(SCENE_GRPS)
    q = pick(["720p.WEB.h264", "1080p.WEB.h264", "720p.HDTV.x264", "1080p.HDTV.x264", "2160p.WEB.H265"])
    r = rint(0, 11)
    if r == 0:
        t = f"Formula1.{y}.Round{rint(1, 24):02d}.{dots(pick(GPS))}.{pick(['Race', 'Qualifying', 'Sprint', 'FP1', 'FP2', 'Pre-Race.Buildup'])}.{q}-{grp}"
    elif r == 1:
        a, b = R.sample(NFL, 2)
        t = f"NFL.{y}.Week.{rint(1, 18):02d}.{a}.vs.{b}.{q}-{grp}"
    elif r == 2:
        a, b = R.sample(SOCCER, 2)
        t = f"EPL {y}-{(y + 1) % 100:02d} Matchday {rint(1, 38)} {a} vs {b} {pick(['720p', '1080p', '576p'])}"
    elif r == 3:
        a, b = R.sample(FIGHTERS, 2)
        t = f"UFC.{rint(250, 320)}.{a}.vs.{b}.{pick(['PPV', 'Prelims', 'Early.Prelims'])}.{q}-{grp}"
    elif r == 4:
        t = f"WWE.{pick(['Raw', 'SmackDown', 'NXT'])}.{y}.{rint(1, 12):02d}.{rint(1, 28):02d}.{q}-{grp}"
    elif r == 5:
        a, b = R.sample(NBA, 2)
        t = f"NBA.{y}.{rint(1, 12):02d}.{rint(1, 28):02d}.{a}.vs.{b}.{q}-{grp}"
    elif r == 6:
        t = f"Tour de France {y} - Stage {rint(1, 21)} ({pick(CITIES)} - {pick(['Alpe d Huez', 'Paris', 'Nice', 'Pau', 'Tourmalet'])}) {pick(['Eurosport', 'ITV4', 'France 2'])}"
    elif r == 7:
        t = f"Wimbledon {y} {pick(['Mens Final', 'Ladies Final', 'Quarter Final', 'Semi Final', 'Round 3'])} {pick(['1080i', '720p', 'BBC HD'])}"
    elif r == 8:
        t = f"MotoGP.{y}.Round{rint(1, 20):02d}.{pick(['Assen', 'Mugello', 'Jerez', 'Sachsenring', 'Phillip.Island'])}.Race.{q}-{grp}"
    elif r == 9:
        a, b = R.sample(BULI, 2)
        t = f"Bundesliga {y}/{(y + 1) % 100:02d} {rint(1, 34)}. Spieltag {a} - {b} {pick(['720p', '1080i', 'Sky'])}"
    elif r == 10:
        t = f"{rint(1966, 2005)} FA Cup Final {pick(SOCCER)} v {pick(SOCCER)} (full match, {pick(['BBC', 'ITV'])})"
    else:
        t = f"{pick(['PDC World Darts Championship', 'World Snooker Championship', 'The Ashes', 'Six Nations', 'Ryder Cup'])} {y} - {pick(['Final', 'Day 3', 'Session 2', 'Round 1', 'Highlights'])}"
    return t, pick(SPG), None, pick(["rar", ".mkv", ".ts", "rar"])


PODCASTS = ["The History Hour", "No Such Thing As A Fish", "99 Percent Invisible", "Radiolab",
            "The Rest Is History", "Behind the Bastards", "Stuff You Should Know", "Lage der Nation",
            "Fest und Flauschig", "Welcome to Night Vale", "The Dollop", "Youre Dead to Me",
            "Lore", "Hardcore History", "Reply All", "Freakonomics Radio", "Hidden Brain",
            "The Infinite Monkey Cage", "More or Less", "Gemischtes Hack", "The Allusionist"]
OTR = ["Lux Radio Theatre", "The Shadow", "Suspense", "Gunsmoke", "Dragnet", "The Jack Benny Program",
       "X Minus One", "Dimension X", "Fibber McGee and Molly", "Yours Truly Johnny Dollar",
       "The Goon Show", "Hancocks Half Hour", "Round the Horne", "Journey into Space", "The Navy Lark"]
IOT = ["The Black Death", "Ada Lovelace", "The Congress of Vienna", "Photosynthesis", "Kant's Categorical Imperative",
       "The Siege of Constantinople", "Tectonic Plates", "Hildegard of Bingen", "The Greek Myths", "Entropy"]
DJS = ["Sasha", "John Digweed", "Nina Kraviz", "Bicep", "Peggy Gou", "Four Tet", "Ben Bohmer", "Charlotte de Witte", "Hernan Cattaneo"]
PRG = ["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.radio.misc",
       "alt.binaries.sounds.mp3.comedy", "alt.binaries.podcasts", "alt.binaries.hoerspiele",
       "alt.binaries.sounds.radio.british", "alt.binaries.sounds.mp3.speech"]


def g_podcast():
    y, mo, d = rint(1995, 2025), rint(1, 12), rint(1, 28)
    r = rint(0, 9)
    if r == 0:
        t = f"BBC Radio 4 - In Our Time - {pick(IOT)} ({y}-{mo:02d}-{d:02d}).mp3"
    elif r == 1:
        t = f"{pick(PODCASTS)} - Episode {rint(1, 600)} - {pick(ADJ)} {pick(NOUN)}.mp3"
    elif r == 2:
        t = f"{pick(PODCASTS)} #{rint(1, 900)}: {pick(EP_TITLES)}"
    elif r == 3:
        t = f"OTR - {pick(OTR)} - {rint(1935, 1962)}-{mo:02d}-{d:02d} - {pick(EP_TITLES)}.mp3"
    elif r == 4:
        t = f"Hoerspiel - {pick(ADJ)} {pick(NOUN)} ({pick(['WDR', 'NDR', 'BR', 'SWF', 'RIAS', 'HR'])} {rint(1955, 1995)})"
    elif r == 5:
        t = f"{pick(DJS)} - Essential Mix ({y}-{mo:02d}-{d:02d}) [MP3 320]"
    elif r == 6:
        t = f"{pick(['BBC Radio 6 Music', 'BBC Radio 3', 'Deutschlandfunk', 'WNYC', 'KEXP', 'Radio Eins'])} - {pick(['Late Junction', 'Night Tracks', 'Lange Nacht', 'Morning Show', 'Jazz Record Requests'])} {y}-{mo:02d}-{d:02d} [AAC 128k]"
    elif r == 7:
        t = f"Desert Island Discs - {pick(GUESTS)} ({y})"
    elif r == 8:
        t = f"The Archers omnibus {d} {pick(MONTHS)} {y}"
    else:
        t = f"{pick(OTR)} - {rint(20, 400)} episodes ({pick(['mp3 32kbps', 'mp3 64k mono', 'FLAC transfers'])})"
    if t.endswith(".mp3"):
        return t, pick(PRG), t, ""
    return t, pick(PRG), None, pick(["rar", ".mp3", ".m4a"])


IMG_THEMES = ["Nature", "Mountains", "Space", "Cityscapes", "Minimal", "Autumn Forests", "Ocean",
              "Abstract", "Lighthouses", "Northern Lights", "Deserts", "Waterfalls"]
IG = ["alt.binaries.pictures", "alt.binaries.pictures.wallpaper", "alt.binaries.pictures.aviation",
      "alt.binaries.pictures.rail", "alt.binaries.pictures.nature", "alt.binaries.pictures.astro",
      "alt.binaries.pictures.scans", "alt.binaries.pictures.misc", "alt.binaries.pictures.maps"]


def g_images():
    y = rint(2003, 2025)
    n = rint(12, 480)
    r = rint(0, 11)
    if r == 0:
        t = f"Wallpapers 4K - {pick(IMG_THEMES)} pack ({n} images)"
    elif r == 1:
        t = f"{pick(CITIES)} trip {y} - DSC_{rint(1, 9999):04d}.JPG"
        return t, pick(IG), t.split(" - ")[-1], ""
    elif r == 2:
        t = f"IMG_{y}{rint(1, 12):02d}{rint(1, 28):02d}_{rint(0, 23):02d}{rint(0, 59):02d}{rint(0, 59):02d}.jpg"
        return t, pick(IG), t, ""
    elif r == 3:
        t = f"{pick(['Stamp collection', 'Old family photos', 'Tram tickets', 'Concert posters', 'Matchbox labels'])} scans ({n} jpg, {pick([300, 600, 1200])}dpi)"
    elif r == 4:
        t = f"{pick(['RIAT', 'Duxford Flying Legends', 'ILA Berlin', 'Oshkosh', 'Farnborough'])} {y} - {pick(['Vulcan', 'Spitfire', 'Eurofighter', 'B-17', 'Red Arrows', 'F-35'])} ({n} jpg)"
    elif r == 5:
        t = f"Railway photos - {pick(['Class 47', 'Class 55 Deltic', 'BR 01', 'Big Boy 4014', 'Flying Scotsman', 'SNCF BB 9200'])} {rint(1965, 2020)} (scans)"
    elif r == 6:
        t = f"Vintage postcards {pick(CITIES)} {pick(['1900', '1910', '1920', '1930', '1950'])}s ({n} scans)"
    elif r == 7:
        t = f"{pick(['Hubble', 'JWST', 'ESO VLT', 'Cassini'])} images - {pick(['Carina Nebula', 'Pillars of Creation', 'Saturn rings', 'M31', 'Southern Ring Nebula'])} (full-res TIFF)"
    elif r == 8:
        t = f"Fractal art set {rint(1, 60)} ({pick(['Apophysis', 'Mandelbulb3D', 'Chaotica'])} renders)"
    elif r == 9:
        t = f"Old maps of {pick(['Bavaria', 'Yorkshire', 'New England', 'Flanders', 'Silesia', 'Ireland'])} {rint(1700, 1850)}-{rint(1851, 1950)} (hi-res)"
    elif r == 10:
        t = f"Desktop backgrounds {pick(['1920x1080', '2560x1440', '3840x2160', '5120x2880'])} - {pick(IMG_THEMES)}"
    else:
        t = f"{pick(['Macro insects', 'Garden birds', 'Street photography', 'Fungi', 'Tidal pools'])} - my own photos {y} (part {rint(1, 12)})"
    return t, pick(IG), None, pick([".jpg", "rar", ".zip"])


FS_FILMS = [("Ирония судьбы, или С лёгким паром!", "The Irony of Fate", 1975), ("Москва слезам не верит", "Moscow Does Not Believe in Tears", 1979),
            ("Брат", "Brother", 1997), ("Сталкер", "Stalker", 1979), ("Белое солнце пустыни", "White Sun of the Desert", 1970),
            ("Служебный роман", "Office Romance", 1977), ("Движение вверх", "Going Vertical", 2017),
            ("流浪地球", "The Wandering Earth", 2019), ("霸王别姬", "Farewell My Concubine", 1993),
            ("花样年华", "In the Mood for Love", 2000), ("让子弹飞", "Let the Bullets Fly", 2010),
            ("千と千尋の神隠し", "Spirited Away", 2001), ("東京物語", "Tokyo Story", 1953), ("七人の侍", "Seven Samurai", 1954),
            ("万引き家族", "Shoplifters", 2018), ("기생충", "Parasite", 2019), ("올드보이", "Oldboy", 2003),
            ("살인의 추억", "Memories of Murder", 2003), ("부산행", "Train to Busan", 2016), ("الرسالة", "The Message", 1976),
            ("ואלס עם באשיר", "Waltz with Bashir", 2008), ("Ζορμπάς ο Έλληνας", "Zorba the Greek", 1964),
            ("ฉลาดเกมส์โกง", "Bad Genius", 2017), ("शोले", "Sholay", 1975), ("लगान", "Lagaan", 2001),
            ("جدایی نادر از سیمین", "A Separation", 2011), ("Тіні забутих предків", "Shadows of Forgotten Ancestors", 1965)]
FS_SHOWS = [("Слово пацана", "ru"), ("Кухня", "ru"), ("Метод", "ru"), ("甄嬛传", "zh"), ("琅琊榜", "zh"),
            ("繁花", "zh"), ("狂飙", "zh"), ("半沢直樹", "ja"), ("孤独のグルメ", "ja"), ("相棒", "ja"),
            ("런닝맨", "ko"), ("나 혼자 산다", "ko"), ("응답하라 1988", "ko"), ("나의 아저씨", "ko"),
            ("باب الحارة", "ar"), ("الاختيار", "ar"), ("שטיסל", "he"), ("פאודה", "he"), ("Το Νησί", "el"),
            ("葬送のフリーレン", "ja"), ("呪術廻戦", "ja")]
FS_MUSIC = ["Кино - Группа крови (1988)", "ДДТ - Это всё (1994)", "Сплин - Гранатовый альбом (1998)",
            "Земфира - Земфира (1999)", "Аквариум - Радио Африка (1983)", "周杰伦 - 范特西 (2001)",
            "王菲 - 唱游 (1998)", "邓丽君 - 淡淡幽情 (1983)", "宇多田ヒカル - First Love (1999)",
            "山下達郎 - FOR YOU (1982)", "中島みゆき - 寒水魚 (1982)", "아이유 - Palette (2017)",
            "فيروز - كيفك انت (1991)", "أم كلثوم - انت عمري", "Μίκης Θεοδωράκης - Άξιον Εστί",
            "Βασίλης Τσιτσάνης - Συλλογή", "Высоцкий - Песни (1972)", "大貫妙子 - SUNSHOWER (1977)"]
FS_BOOKS = ["Булгаков - Мастер и Маргарита", "Достоевский - Преступление и наказание",
            "Стругацкие - Пикник на обочине", "刘慈欣 - 三体", "村上春樹 - ノルウェイの森",
            "夏目漱石 - こころ", "한강 - 채식주의자", "نجيب محفوظ - الثلاثية", "Толстой - Анна Каренина"]
FSG = ["alt.binaries.multimedia", "alt.binaries.movies", "alt.binaries.hdtv", "alt.binaries.tv",
       "alt.binaries.dvd", "alt.binaries.movies.foreign", "alt.binaries.multimedia.asian",
       "alt.binaries.multimedia.russian", "alt.binaries.world-music"]


def g_foreign():
    r = rint(0, 9)
    if r <= 2:
        nat, en, y = pick(FS_FILMS)
        res = pick(["720p", "1080p", "DVDRip", "BDRip 1080p", "WEB-DL 2160p", "DVD9"])
        s = rint(0, 3)
        if s == 0:
            t = f"{nat} ({y}) {res}"
        elif s == 1:
            t = f"{nat} / {en} ({y}) {res}"
        elif s == 2:
            t = f"{nat} {dots(en)}.{y}.{pick(['1080p.BluRay.x264', '720p.WEB-DL', 'BDRip.x264'])}-{pick(SCENE_GRPS)}"
        else:
            t = f"{nat} [{y}, {pick(['драма', 'комедия', 'Drama', 'AVC', 'HEVC'])}, {res}]"
        return t, pick(FSG), None, pick(["rar", ".mkv"])
    if r <= 5:
        nat, lang = pick(FS_SHOWS)
        n = rint(1, 40)
        if lang == "zh":
            t = f"{nat} 第{n:02d}集 {pick(['1080p', '4K', 'HD国语中字'])}"
        elif lang == "ja":
            t = f"{nat} 第{n}話 ({pick(['1080p', '720p', 'BS', 'TX'])})"
        elif lang == "ko":
            t = f"{nat}.E{n:02d}.{rint(20, 25)}{rint(1, 12):02d}{rint(1, 28):02d}.{pick(['720p', '1080p'])}-{pick(['NEXT', 'Unknown', 'HEL'])}"
        elif lang == "ru":
            t = f"{nat} - Серия {n} ({rint(2015, 2024)}) WEB-DL {pick(['720p', '1080p'])}"
        elif lang == "ar":
            t = f"مسلسل {nat} الحلقة {n}"
        elif lang == "he":
            t = f"{nat} עונה {rint(1, 4)} פרק {n}"
        else:
            t = f"{nat} - Επεισόδιο {n}"
        return t, pick(FSG), None, pick(["rar", ".mkv", ".mp4"])
    if r <= 7:
        m = pick(FS_MUSIC)
        t = f"{m} [{pick(['FLAC', 'MP3 320', 'APE+CUE', 'WavPack', 'MP3 VBR'])}]"
        return t, pick(["alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless", "alt.binaries.world-music", "alt.binaries.sounds.flac"]), None, "rar"
    b = pick(FS_BOOKS)
    t = f"{b} ({pick(['fb2', 'epub', 'fb2, epub', 'pdf', 'djvu', 'аудиокнига mp3'])})"
    return t, pick(["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.audiobooks"]), None, pick(["rar", ".zip"])


OBG = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.cores", "alt.binaries.mom",
       "alt.binaries.frogs", "alt.binaries.iso", "alt.binaries.multimedia", "alt.binaries.u-4all",
       "alt.binaries.ath", "alt.binaries.bloaf", "alt.binaries.xylo", "alt.binaries.pwp"]


def g_obfuscated():
    n = rint(5, 160)
    i = rint(1, n)
    P = rint(1, 400)
    p = rint(1, P)
    w = len(str(n))
    r = rint(0, 11)
    if r == 0:
        return f'[{i}/{n}] - "{rnd(rint(18, 32))}.part{i:0{max(2, w)}d}.rar" yEnc ({p}/{P})', pick(OBG)
    if r == 1:
        return f'"{rnd(32, HEX)}.{pick(["rar", "7z", "bin", "mkv", "par2", "zip"])}" yEnc ({p}/{P})', pick(OBG)
    if r == 2:
        return f'{rnd(32)} [{i:0{w}d}/{n}] - "{rnd(32)}" yEnc ({p}/{P})', pick(OBG)
    if r == 3:
        u = f"{rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}"
        return f'{u} - "{u}.7z.{i:03d}" yEnc ({p}/{P})', pick(OBG)
    if r == 4:
        return rnd(40, HEX), pick(OBG)
    if r == 5:
        return f'[PRiVATE]-[{rnd(6)}]-[{i}/{n}] - "{rnd(20)}.par2" yEnc ({p}/{P})', pick(OBG)
    if r == 6:
        return f"{rnd(12)}.{rnd(12)}.{rnd(8)} yEnc ({p}/{P})", pick(OBG)
    if r == 7:
        return f'"{par2_vol(rnd(8, HEX))}" yEnc ({p}/{P})', pick(OBG)
    if r == 8:
        return f'({i}/{n}) "{rnd(20)}.rar" - {size_str()} - yEnc ({p}/{P})', pick(OBG)
    if r == 9:
        return f'{rnd(10)} - [{i:03d}/{n:03d}] - "{rnd(10)}.bin" yEnc ({p}/{P})', pick(OBG)
    if r == 10:
        return rnd(rint(16, 28)) + pick(["", "==", "="]), pick(OBG)
    return f'{rnd(24, "abcdefghijklmnopqrstuvwxyz0123456789")} {i}/{n} "{rnd(16, "abcdefghijklmnopqrstuvwxyz0123456789")}.r{i:02d}" yEnc', pick(OBG)


BASE_GENS = None  # filled in below once all base generators exist


def any_release():
    t, g, stem, kind = pick(BASE_GENS)()
    if stem is None or isinstance(stem, list):
        stem = auto_stem(t)
    for ext in (".mkv", ".mp4", ".avi", ".mp3", ".pdf", ".epub", ".cbz", ".cbr", ".iso", ".zip", ".7z", ".chd", ".m4b", ".ts", ".jpg", ".JPG"):
        if stem.endswith(ext):
            stem = stem[: -len(ext)]
    return t, g, stem


def g_par2():
    t, g, stem = any_release()
    n = rint(3, 160)
    i = rint(max(1, n - 12), n)
    P = rint(1, 120)
    p = rint(1, P)
    k = rint(0, 7)
    vol = f"{stem}.vol{2 ** k - 1:03d}+{2 ** k:02d}.par2"
    r = rint(0, 12)
    if r == 0:
        s = f'{t} [{i}/{n}] - "{vol}" yEnc ({p}/{P})'
    elif r == 1:
        s = f'"{stem}.par2" yEnc (1/1)'
    elif r == 2:
        s = f'{t} - "{stem}.vol{2 ** k - 1:02d}+{2 ** k:02d}.PAR2" yEnc ({p}/{P})'
    elif r == 3:
        s = f"{stem}.sfv (1/1)"
    elif r == 4:
        s = f"PAR2 fill for {t} - {vol}"
    elif r == 5:
        s = f"Repair blocks: {t} ({rint(10, 900)} blocks)"
    elif r == 6:
        s = f'{t} - pars only - [{i}/{n}] "{vol}" yEnc ({p}/{P})'
    elif r == 7:
        s = f"{t}.nzb"
    elif r == 8:
        s = f"{stem}.par2 ({p}/{P})"
    elif r == 9:
        s = f"{t} [PAR2 {2 ** k}+{2 ** (k + 1)} blocks]"
    elif r == 10:
        s = f"{stem}.p{rint(1, 40):02d} ({p}/{P})"
    elif r == 11:
        s = f'[{i}/{n}] - "{stem}.vol{rint(0, 300):03d}+{rint(1, 64):03d}.par2" yEnc ({p}/{P})'
    else:
        s = f'{t} - extra pars posted - "{vol}" yEnc ({p}/{P})'
    return s, g


SL_FILMS = [("Get Rich or Die Tryin", 2005), ("Easy Money", 2010), ("Boiler Room", 2000),
            ("The Wolf of Wall Street", 2013), ("Catch Me If You Can", 2002), ("The Big Short", 2015),
            ("Margin Call", 2011), ("Uncut Gems", 2019), ("Rounders", 1998), ("21", 2008), ("Casino", 1995),
            ("Casino Royale", 2006), ("Lucky Number Slevin", 2006), ("Slumdog Millionaire", 2008),
            ("Brewsters Millions", 1985), ("Trading Places", 1983), ("Free Guy", 2021), ("Free Fire", 2016),
            ("Blow", 2001), ("Traffic", 2000), ("Dope", 2015), ("Requiem for a Dream", 2000),
            ("Pineapple Express", 2008), ("Hackers", 1995), ("WarGames", 1983), ("Sneakers", 1992),
            ("Swordfish", 2001), ("Blackhat", 2015), ("Who Am I", 2014), ("The Net", 1995), ("Sexy Beast", 2000),
            ("Sex Lies and Videotape", 1989), ("Hot Tub Time Machine", 2010), ("Lottery Ticket", 2010),
            ("Win Win", 2011), ("Money Monster", 2016), ("Moneyball", 2011), ("The Color of Money", 1986),
            ("Wall Street", 1987), ("Pain and Gain", 2013), ("The Passion of the Christ", 2004),
            ("Gods Not Dead", 2014), ("Left Behind", 2014), ("The Ten Commandments", 1956), ("Religulous", 2008),
            ("Heaven Is for Real", 2014), ("JFK", 1991), ("Wag the Dog", 1997), ("The Manchurian Candidate", 1962),
            ("Capricorn One", 1977), ("They Live", 1988), ("Enemy of the State", 1998), ("Conspiracy Theory", 1997),
            ("Lord of War", 2005), ("Cash Only", 2015), ("Jackpot", 2024), ("The Pharmacist", 2020),
            ("Office Space", 1999), ("How to Make Money Selling Drugs", 2012), ("Limitless", 2011)]
SL_SHOWS = ["Breaking Bad", "Weeds", "Narcos", "Billions", "Succession", "Mr Robot", "Sex Education",
            "Sex and the City", "Who Wants to Be a Millionaire", "Deal or No Deal", "Dragons Den",
            "Shark Tank", "Money Heist", "Dopesick", "Dirty Money", "Silicon Valley", "The Apprentice",
            "Love Island", "Scam Interceptors", "Hustle", "Preacher", "The Chosen", "House of Cards",
            "Veep", "The X-Files", "Ancient Aliens", "Lottery Changed My Life", "Hot Bench", "Free Rein",
            "Making a Murderer", "Cash in the Attic", "Bargain Hunt", "Pawn Stars", "Catfish The TV Show"]
SL_ALBUMS = [("Spacemen 3", "Taking Drugs to Make Music to Take Drugs To", 1990), ("Fela Kuti", "Expensive Shit", 1975),
             ("The Cure", "Pornography", 1982), ("Viagra Boys", "Street Worms", 2018), ("50 Cent", "Get Rich or Die Tryin", 2003),
             ("Dire Straits", "Money for Nothing", 1988), ("Sex Pistols", "Never Mind the Bollocks Heres the Sex Pistols", 1977),
             ("Frankie Goes to Hollywood", "Welcome to the Pleasuredome", 1984), ("Queens of the Stone Age", "Rated R", 2000),
             ("Dr. Dre", "The Chronic", 1992), ("Madonna", "Like a Prayer", 1989), ("Depeche Mode", "Songs of Faith and Devotion", 1993),
             ("Rage Against the Machine", "Evil Empire", 1996), ("Public Enemy", "Fear of a Black Planet", 1990),
             ("Green Day", "American Idiot", 2004), ("ABBA", "Money Money Money", 1976), ("Pink Floyd", "Money", 1973),
             ("Free", "Fire and Water", 1970), ("Jamiroquai", "Emergency on Planet Earth", 1993), ("Prince", "Sign o the Times", 1987),
             ("Rich Kids on LSD", "Keep Laughing", 1985), ("The Lottery Winners", "Anxiety Replacement Therapy", 2023),
             ("Muse", "Drones", 2015), ("Beyonce", "Dangerously in Love", 2003), ("Cheap Trick", "At Budokan", 1978),
             ("Daft Punk", "Homework", 1997), ("Massive Attack", "Protection", 1994), ("Coldplay", "Viva la Vida or Death and All His Friends", 2008)]
SL_BOOKS = [("Robert Kiyosaki", "Rich Dad Poor Dad", 1997), ("Napoleon Hill", "Think and Grow Rich", 1937),
            ("Tim Ferriss", "The 4-Hour Workweek", 2007), ("Thomas J. Stanley", "The Millionaire Next Door", 1996),
            ("George S. Clason", "The Richest Man in Babylon", 1926), ("T. Harv Eker", "Secrets of the Millionaire Mind", 2005),
            ("Rhonda Byrne", "The Secret", 2006), ("Kevin Mitnick", "Ghost in the Wires", 2011), ("Kevin Mitnick", "The Art of Deception", 2002),
            ("Cliff Stoll", "The Cuckoos Egg", 1989), ("Michael Lewis", "Flash Boys", 2014), ("Ben Mezrich", "Bringing Down the House", 2003),
            ("Dale Carnegie", "How to Win Friends and Influence People", 1936), ("Andy Greenberg", "Sandworm", 2019),
            ("Nicole Perlroth", "This Is How They Tell Me the World Ends", 2021), ("Carl Sagan", "The Demon-Haunted World", 1995),
            ("Hal Lindsey", "The Late Great Planet Earth", 1970), ("Tim LaHaye and Jerry B. Jenkins", "Left Behind", 1995),
            ("Naomi Klein", "The Shock Doctrine", 2007), ("Patrick Radden Keefe", "Empire of Pain", 2021), ("Beth Macy", "Dopesick", 2018),
            ("Michael Pollan", "How to Change Your Mind", 2018), ("Jordan Belfort", "The Wolf of Wall Street", 2007),
            ("David Graeber", "Debt The First 5000 Years", 2011), ("Bill Perkins", "Die with Zero", 2020),
            ("Morgan Housel", "The Psychology of Money", 2020), ("Ramit Sethi", "I Will Teach You to Be Rich", 2009),
            ("John Carreyrou", "Bad Blood", 2018), ("Jamie Bartlett", "The Missing Cryptoqueen", 2022)]
SL_DOCS = [("Trust No One The Hunt for the Crypto King", 2022), ("Banking on Bitcoin", 2016), ("Bitconned", 2024),
           ("The Tinder Swindler", 2022), ("Fyre", 2019), ("Icarus", 2017), ("Behind the Curve", 2018),
           ("The Great Hack", 2019), ("Zero Days", 2016), ("Citizenfour", 2014), ("We Are Legion", 2012),
           ("The Social Dilemma", 2020), ("Inside Job", 2010), ("Super Size Me", 2004), ("Jesus Camp", 2006),
           ("Holy Hell", 2016), ("Wild Wild Country", 2018), ("Going Clear", 2015), ("Get Me Roger Stone", 2017),
           ("Bad Vegan", 2022), ("Take Your Pills", 2018), ("Loose Change", 2005), ("Zeitgeist", 2007),
           ("Fahrenheit 9 11", 2004), ("Capitalism A Love Story", 2009), ("Hot Girls Wanted", 2015),
           ("Madoff The Monster of Wall Street", 2023), ("Crypto Boy", 2023), ("Dirty Money", 2018)]


def g_spamlike():
    r = rint(0, 9)
    grp = pick(SCENE_GRPS)
    if r <= 2:
        m, y = pick(SL_FILMS)
        s = rint(0, 3)
        if s == 0:
            t = f"{dots(m)}.{y}.{pick(FTAG)}{pick(FQ)}-{grp}"
            return t, pick(FG), scene_stem(t, grp), "rar"
        if s == 1:
            t = f"{m} ({y}) [{pick(['720p', '1080p', '2160p'])}] [BluRay] [{pick(P2P_GRPS)}]"
        elif s == 2:
            t = f"{m} {y} {pick(['DVDRip XviD', '1080p WEB-DL', 'BDRip x264', '720p HDTV'])}"
        else:
            t = f"{m} ({y}).{pick(['mkv', 'mp4', 'avi'])}"
        return t, pick(FG), None, pick([".mkv", "rar"])
    if r <= 4:
        sh = pick(SL_SHOWS)
        s, e = rint(1, 12), rint(1, 22)
        if chance(0.6):
            t = f"{dots(sh)}.S{s:02d}E{e:02d}.{pick(TVQ)}-{grp}"
            return t, pick(TVG), scene_stem(t, grp), "rar"
        t = f"{sh} - S{s:02d}E{e:02d} - {pick(EP_TITLES)} [{pick(['WEBDL-1080p', 'HDTV-720p', 'WEBRip-1080p'])}]"
        return t, pick(TVG), None, ".mkv"
    if r <= 6:
        a, alb, y = pick(SL_ALBUMS)
        if chance(0.4):
            t = f"{dots(a, '_')}-{dots(alb, '_')}-{pick(['CD', 'WEB', 'REMASTERED', 'VINYL', 'DELUXE'])}-{pick([y, rint(y, 2025)])}-{pick(MP3_GRPS)}"
            return t, pick(MG), tracks(a, ".mp3"), "rar"
        t = f"{a} - {alb} ({y}) [{pick(['FLAC', 'MP3 320', 'V0', '24-96 FLAC', 'EAC-CUE-LOG'])}]"
        return t, pick(MG), None, "rar"
    if r <= 8:
        au, bk, y = pick(SL_BOOKS)
        s = rint(0, 3)
        if s == 0:
            t = f"{au} - {bk} (epub)"
        elif s == 1:
            t = f"{au} - {bk} ({y}) [Unabridged] read by {pick(NARRATORS)}"
            return t, pick(ABG), None, "rar"
        elif s == 2:
            t = f"{dots(au)}.-.{dots(bk)}.RETAIL.EPUB.eBook-{grp}"
        else:
            t = f"{bk} by {au} [{pick(['pdf', 'mobi', 'azw3', 'epub'])}]"
        return t, pick(EBG), None, pick(["rar", ".epub"])
    d, y = pick(SL_DOCS)
    if chance(0.5):
        t = f"{dots(d)}.{y}.{pick(['DOCU.', ''])}{pick(['1080p.WEB.h264', '720p.WEB.h264', '1080p.NF.WEB-DL.DDP5.1.x264', 'DVDRip.XviD'])}-{grp}"
        return t, pick(DG), scene_stem(t, grp), "rar"
    t = f"{d} ({y}) {pick(['Documentary', 'Doku', 'Docu'])} {pick(['1080p', '720p', 'WEB-DL'])}"
    return t, pick(DG), None, ".mkv"


ODD_NICKS = NICKS + ["Uncle Bob", "grandpa_joe", "Mausi", "tapehead", "VinylVicar", "Der Sammler", "Owlbear"]


def g_odd():
    t, g, stem = any_release()
    n = rint(2, 90)
    i = rint(1, n)
    P = rint(1, 300)
    p = rint(1, P)
    f = make_file(stem, "rar", i, n)
    nk = pick(ODD_NICKS)
    r = rint(0, 27)
    if r == 0:
        s = f"{t} - here you go, enjoy! [{i}/{n}]"
    elif r == 1:
        s = f"REPOST: {t} (missing parts fixed)"
    elif r == 2:
        s = f"Re: REQ: {t} - filled"
    elif r == 3:
        s = f'Fill for {nk}: {t} [{i}/{n}] - "{f}" yEnc ({p}/{P})'
    elif r == 4:
        s = fold(t).upper().replace(".", " ").replace("_", " ") + f" PART {i} OF {n}"
    elif r == 5:
        s = slug(t, "_") + pick([".avi", ".mkv", ".rar", ".zip", ""])
    elif r == 6:
        s = f"[{i} of {n}] {t} - sorry for the delay"
    elif r == 7:
        s = f"{t} *** corrected repost ***"
    elif r == 8:
        s = f"Biete: {t} (Teil {i}/{n})"
    elif r == 9:
        s = f"Bitte sehr: {t} - viel Spass"
    elif r == 10:
        s = f"Voila: {t} [{i}/{n}]"
    elif r == 11:
        s = f"{t} :: part {i} ::"
    elif r == 12:
        s = f"{t} ({i} of {n}) - 2nd attempt, server choked"
    elif r == 13:
        s = f"for the oldies fans: {t}"
    elif r == 14:
        s = f"{t} -- NFO only, rars follow"
    elif r == 15:
        s = f"{t} [{pick(['sample', 'proof', 'screens', 'cover scans'])}]"
    elif r == 16:
        s = f"{t} {{{n} files}}"
    elif r == 17:
        s = f"{rint(2003, 2025)}-{rint(1, 12):02d}-{rint(1, 28):02d}: {t}"
    elif r == 18:
        s = f"{t} - my {pick(['first', 'second', '10th', '100th', 'last'])} post here, be gentle"
    elif r == 19:
        s = f"{t} -> {f} (yEnc, {p}/{P})"
    elif r == 20:
        s = f"{nk} presents: {t}"
    elif r == 21:
        s = f"{t} | {f} | {size_str()}"
    elif r == 22:
        s = f"=== {t} === [{i}/{n}]"
    elif r == 23:
        s = f'({nk}) "{f}" - {t} - yEnc ({p}/{P})'
    elif r == 24:
        s = f"{t} (reencoded to fit a {pick(['CD', 'DVD', '4.3GB DVD', '700MB CD'])})"
    elif r == 25:
        s = f"{t} - as requested by {nk}"
    elif r == 26:
        s = f"{t.lower()} [{i:03d}/{n:03d}]"
    else:
        s = f"Re: {t} - parts {i}-{min(n, i + rint(1, 9))} reposted"
    return s, g


# ------------------------------------------------------------------ drivers
LEGIT_GEN = {
    "tv_scene": g_tv_scene, "tv_p2p": g_tv_p2p, "tv_recording": g_tv_recording,
    "film_scene": g_film_scene, "film_p2p": g_film_p2p, "anime_fansub": g_anime,
    "music_scene": g_music_scene, "music_p2p": g_music_p2p, "discography": g_discography,
    "audiobook": g_audiobook, "ebook": g_ebook, "comic": g_comic, "magazine": g_magazine,
    "software": g_software, "game": g_game, "linux_bsd_iso": g_linux, "course": g_course,
    "documentary": g_documentary, "sports": g_sports, "podcast_radio": g_podcast,
    "images": g_images, "foreign_script": g_foreign, "spamlike_real_work": g_spamlike,
}
SELF_WRAPPED = {"obfuscated": g_obfuscated, "par2_set": g_par2, "odd_poster_style": g_odd}
BASE_GENS = [g_tv_scene, g_tv_p2p, g_film_scene, g_film_p2p, g_anime, g_music_scene,
             g_music_p2p, g_audiobook, g_ebook, g_comic, g_software, g_game, g_documentary,
             g_sports, g_magazine, g_course, g_discography]
JUNK_FUNCS = {"word_salad": g_word_salad, "keyboard_mash": g_keyboard_mash,
              "bot_flood": g_bot_flood, "noise_symbols": g_noise_symbols,
              "encoding_garbage": g_encoding_garbage}
NO_EVADE = ["noise_symbols", "encoding_garbage", "keyboard_mash"]
GENERIC_KW = ["free", "cheap", "click", "now", "best", "win", "new", "hot"]
JUNK_PREFIX = ["Re: ", "Fw: ", "FWD: ", "[ANN] ", "*** ", "NEW: ", ">> ", "Hi, ", "HOT: "]
STATS = {"foreign": 0, "evaded": 0, "wrapped": 0}


def junk_one(intent):
    sp = SPEC.get(intent)
    kw = sp["kw"] if sp else GENERIC_KW
    foreign = False
    if intent in FOREIGN and chance(0.19):
        lang, tmpl = pick(FOREIGN[intent])
        t = fill(tmpl, sp["words"])
        foreign = True
        if intent == "test_post" and chance(0.6):
            g = LANG_TEST[lang]
        elif lang in LANG_GROUP and chance(0.3):
            g = pick(LANG_GROUP[lang])
        else:
            g = pick(sp["groups"])
    elif intent in JUNK_FUNCS:
        t, g = JUNK_FUNCS[intent]()
    else:
        t = fill(pick(sp["en"]), sp["words"])
        if sp["suffix"] and chance(0.3):
            t += fill(pick(sp["suffix"]), sp["words"])
        if intent not in ("test_post", "chatter", "request_posted") and chance(0.08):
            t = pick(JUNK_PREFIX) + t
        r = R.random()
        if r < 0.05:
            t = t.upper()
        elif r < 0.1:
            t = t.lower()
        g = pick(sp["groups"])
    evaded = False
    if intent not in NO_EVADE and chance(0.30):
        t = evade(t, kw)
        evaded = True
    return t, g, foreign, evaded


BAD_CATS = ("Cc", "Zl", "Zp", "Cs", "Co", "Cn")


def clean(s):
    return s.strip()


def ok_field(s):
    if not s:
        return False
    for c in s:
        if c in "\t\n\r\x00\x85\u2028\u2029" or unicodedata.category(c) in BAD_CATS:
            return False
    return True


def build():
    rows = []
    seen = {}
    for intent, target in JUNK_TARGETS.items():
        got, tries = 0, 0
        while got < target:
            tries += 1
            if tries > 50000:
                raise SystemExit(f"cannot fill junk:{intent} ({got}/{target})")
            t, g, foreign, evaded = junk_one(intent)
            t = clean(t)
            if not ok_field(t) or t in seen:
                continue
            seen[t] = True
            rows.append(("junk", "junk:" + intent, t, g))
            STATS["foreign"] += foreign
            STATS["evaded"] += evaded
            got += 1
    for kind, target in LEGIT_TARGETS.items():
        got, tries = 0, 0
        while got < target:
            tries += 1
            if tries > 50000:
                raise SystemExit(f"cannot fill legit:{kind} ({got}/{target})")
            wrapped = False
            if kind in SELF_WRAPPED:
                t, g = SELF_WRAPPED[kind]()
            else:
                t, g, stem, ftype = LEGIT_GEN[kind]()
                if chance(0.44):
                    t = wrap_legit(t, g, stem, ftype)
                    wrapped = True
            t = clean(t)
            if not ok_field(t) or t in seen:
                continue
            seen[t] = True
            rows.append(("legit", "legit:" + kind, t, g))
            STATS["wrapped"] += wrapped
            got += 1
    R.shuffle(rows)
    return rows


def main():
    rows = build()
    for row in rows:
        for field in row:
            assert ok_field(field), row
    titles = [r[2] for r in rows]
    assert len(titles) == len(dict.fromkeys(titles)), "duplicate titles"
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write("\t".join(row) + "\n")
    by_label, by_family = {}, {}
    for lab, fam, _, _ in rows:
        by_label[lab] = by_label.get(lab, 0) + 1
        by_family[fam] = by_family.get(fam, 0) + 1
    print(f"wrote {OUT} ({len(rows)} rows)")
    for lab in ("junk", "legit"):
        print(f"{lab}\t{by_label.get(lab, 0)}")
    for fam in [("junk:" + k) for k in JUNK_TARGETS] + [("legit:" + k) for k in LEGIT_TARGETS]:
        print(f"  {fam}\t{by_family.get(fam, 0)}")
    nj = by_label.get("junk", 0) or 1
    print(f"junk foreign {STATS['foreign']} ({100 * STATS['foreign'] / nj:.1f}%), "
          f"junk evaded {STATS['evaded']} ({100 * STATS['evaded'] / nj:.1f}%), "
          f"legit tool-wrapped {STATS['wrapped']} (+{sum(LEGIT_TARGETS[k] for k in SELF_WRAPPED)} self-formatted)")


if __name__ == "__main__":
    main()
