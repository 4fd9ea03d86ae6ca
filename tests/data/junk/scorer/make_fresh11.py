#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generator for fresh11.tsv, a blind held-out set for the junk-title filter.

How it was written
------------------
Written blind, from the writer's own general knowledge of Usenet binary
groups, release-naming conventions (scene, P2P, fansub, music, book, comic,
software and game naming) and of the spam, bait and noise seen in busy binary
groups and on indexers.  The writer followed these rules: nothing in the
project tree (/work/main, /work/shared) was opened, listed, grepped, run or
imported apart from this file and its output; no git; no search tool, web
or library lookup; no other file in this directory was looked at; no filter
was run, and no title was added, dropped or reworded on any tool's opinion.

Output
------
fresh11.tsv next to this file, one row per title, no header:
    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>";
GROUP is the newsgroup a crawler would realistically read the title in.
Rows are shuffled, titles are unique, fields hold no tabs or newlines.

Determinism
-----------
stdlib only; a single random.Random(SEED) drives every choice; only lists and
insertion-ordered dicts are iterated (sets are used for membership only), so
two runs write byte-identical files.  Running it prints counts per label and
per family.

Taxonomy (rough counts; the exact ones are printed on each run)
---------------------------------------------------------------
junk (~935): pharmacy ~66, supplement ~40, finance_crypto ~50, loan ~43,
phishing ~60, codec_password_bait ~40, exe_disguised ~62, stream_bait ~52,
crack_keygen_ad ~43, adult_ad ~51, advance_fee_prize ~35, carding ~20,
seo_growth ~42, fake_documents ~28, job_scam ~42, religious_conspiracy ~35,
chain_letter ~20, replica_goods ~24, casino_betting ~37, iptv_affiliate ~29,
services_spam ~25, fake_download_site ~20, spell_psychic ~17, noise_flood ~54.
About 11% of the junk is in languages other than English; about a third is
a clean sentence and the rest is dressed (yEnc shells, casing games, emoji,
URLs and defanged URLs, phone/Telegram/WhatsApp handles, leetspeak,
look-alike letters, spaced letters, odd separators, padding, Re:/Fwd:, and
junk dressed up as a release name).

legit (~2120): structured names (~67%): tv_scene ~140, tv_p2p ~95,
tv_daily ~40, tv_season ~48, movie_scene ~90, movie_p2p ~80, movie_remux ~40,
movie_foreign ~50, anime_fansub ~72, music_release ~78, music_lossless ~50,
discography ~22, audiobook ~45, ebook ~48, comic ~40, magazine ~40,
software ~67, os_image ~28, game ~61, sports ~38, documentary ~38,
xxx_scene ~36, nonlatin_release ~34, obfuscated ~75, aux_files ~60.
Unstructured (~29%): bare_title ~172, song ~83, podcast ~50, lecture ~45,
sermon ~30, radio_drama ~35, news ~34, personal_collection ~50, fan_edit ~25,
request ~40, nonlatin_bare ~43.  adlike_work (~100, ~5%): real works whose
names read like ads, warnings, questions, money advice or appeals.

Labelling conventions
---------------------
* A movie or episode posted as .exe/.scr/.lnk/.bat/.js/.vbs/.com/.pif/.hta
  (including double extensions and right-to-left-override tricks) is junk.
* Real installers (Setup.exe, .msi, .pkg, .dmg, GOG setup_*.exe) are legit;
  key generators, cracks and "activator" adverts are junk.
* Obfuscated uploads (random or hashed names as posting tools emit them) are
  legit; keyboard mashing, repeated letters, "test" floods are junk.
* par2/nzb/sfv/nfo files of a release are legit.
* "Full movie free online" stream bait, and any post pointing at a site to get
  a password, codec or player, is junk even when the title names a real film.
* A real book/film/song/podcast whose name sounds like an ad is legit.
* Requests (REQ:) for real material are legit.
"""
import os
import random

SEED = 58213977
R = random.Random(SEED)
ROWS = []          # list of (label, family, title, group)
SEEN = set()       # membership only


def add(label, family, title, group):
    t = title.replace("\t", " ").replace("\r", " ").replace("\n", " ").strip()
    if not t or t in SEEN:
        return False
    SEEN.add(t)
    ROWS.append((label, family, t, group))
    return True


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


HEX = "0123456789abcdef"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def rstr(n, alphabet=ALNUM):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


def crc():
    return rstr(8, "0123456789ABCDEF")


# ---------------------------------------------------------------- yEnc shells
def yenc(fname, prefix=None, nfiles=None, idx=None, parts=None, size=False):
    """A posting-tool subject for one file; always ends with (i/N)."""
    if nfiles is None:
        nfiles = R.randint(2, 80)
    if idx is None:
        idx = R.randint(1, nfiles)
    if parts is None:
        parts = R.randint(1, 400)
    pi = 1 if chance(0.7) else R.randint(1, parts)
    w = len(str(nfiles))
    style = R.randrange(7)
    ctr = "[%0*d/%d]" % (w, idx, nfiles)
    szs = ""
    if size or chance(0.15):
        szs = " %.2f MB" % (R.uniform(0.01, 700.0))
    if style == 0 or prefix is None:
        s = '%s - "%s"%s yEnc (%d/%d)' % (ctr, fname, szs, pi, parts)
    elif style == 1:
        s = '%s %s - "%s"%s yEnc (%d/%d)' % (prefix, ctr, fname, szs, pi, parts)
    elif style == 2:
        s = '"%s"%s yEnc (%d/%d)' % (fname, szs, pi, parts)
    elif style == 3:
        s = '%s - %s - "%s"%s yEnc (%d/%d)' % (prefix, ctr, fname, szs, pi, parts)
    elif style == 4:
        s = '(%s) %s - "%s"%s yEnc (%d/%d)' % (prefix, ctr, fname, szs, pi, parts)
    elif style == 5:
        s = '%s - "%s"%s yEnc (%d/%d)' % (ctr, fname, szs, pi, parts)
    else:
        s = '[%s] %s - "%s" yEnc (%d/%d)' % (prefix, ctr, fname, pi, parts)
    return s


def rar_part(base, nfiles):
    k = R.randint(1, nfiles)
    kind = R.randrange(4)
    if kind == 0:
        return base + ".part%02d.rar" % k
    if kind == 1:
        return base + (".rar" if k == 1 else ".r%02d" % (k - 2))
    if kind == 2:
        return base + ".7z.%03d" % k
    return base + pick([".par2", ".vol%02d+%02d.par2" % (k, k + 1), ".nfo", ".sfv", ".nzb"])

# ======================================================== SECTIONS BELOW

# ---------------------------------------------------------------- junk dressing
TLDS = [".top", ".xyz", ".ru", ".biz", ".icu", ".click", ".site", ".online",
        ".shop", ".cn", ".tk", ".pw", ".info", ".net", ".com", ".live", ".store",
        ".su", ".cc", ".io", ".me", ".vip", ".win", ".bid", ".lol"]
DOM_A = ["rx", "meds", "pill", "best", "cheap", "fast", "mega", "hot", "free",
         "win", "cash", "coin", "dl", "hd", "flix", "promo", "secure", "verify",
         "my", "go", "top", "vip", "ultra", "easy", "smart", "lucky", "live",
         "prime", "gold", "trust", "direct", "instant", "now", "super"]
DOM_B = ["store", "pharma", "deals", "zone", "hub", "club", "world", "mart",
         "online", "link", "portal", "center", "shop", "box", "line", "base",
         "plus", "stream", "files", "trade", "profit", "dates", "cams", "loan",
         "access", "point", "express", "land", "spot", "24", "365", "4u", "2go"]


def domain():
    sep = pick(["", "", "-", ""])
    d = pick(DOM_A) + sep + pick(DOM_B)
    if chance(0.25):
        d += str(R.randint(1, 999))
    return d + pick(TLDS)


def url(defang=None):
    d = domain()
    path = ""
    if chance(0.5):
        path = "/" + pick(["go", "ref", "promo", "p", "x", "get", "claim", "offer",
                           "dl", "watch", "login", "verify", "r"]) + "/" + rstr(R.randint(3, 8), "abcdefghijklmnopqrstuvwxyz0123456789")
    if defang is None:
        defang = chance(0.45)
    if not defang:
        sch = pick(["https://", "http://", "www.", "", "https://www."])
        return sch + d + path
    k = R.randrange(7)
    if k == 0:
        return "hxxps://" + d.replace(".", "[.]") + path
    if k == 1:
        return "www . " + d.replace(".", " . ")
    if k == 2:
        return d.replace(".", " dot ")
    if k == 3:
        return d.replace(".", "(dot)")
    if k == 4:
        return "h t t p s : / / " + d
    if k == 5:
        return d.replace(".", "[dot]").upper()
    return "hxxp://" + d.replace(".", "{.}") + path


HANDLE_A = ["alex", "mike", "vip", "support", "admin", "doc", "rx", "trade",
            "crypto", "lisa", "anna", "kate", "boss", "king", "deal", "help",
            "invest", "meds", "cash", "loan", "agent", "plug", "vendor", "mark"]


def handle():
    return pick(HANDLE_A) + pick(["_", "", ".", "__"]) + pick(HANDLE_A[::-1]) + str(R.randint(1, 9999))


def phone():
    k = R.randrange(6)
    if k == 0:
        return "+1 (%03d) %03d-%04d" % (R.randint(201, 989), R.randint(200, 999), R.randint(0, 9999))
    if k == 1:
        return "+44 7%03d %06d" % (R.randint(100, 999), R.randint(0, 999999))
    if k == 2:
        return "+234 %03d %03d %04d" % (R.randint(700, 909), R.randint(100, 999), R.randint(0, 9999))
    if k == 3:
        return "+91 %05d %05d" % (R.randint(60000, 99999), R.randint(0, 99999))
    if k == 4:
        return "+7 9%02d %03d-%02d-%02d" % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 99), R.randint(0, 99))
    return "1-8%02d-%03d-%04d" % (R.choice([0, 33, 44, 55, 66, 77, 88]), R.randint(200, 999), R.randint(0, 9999))


def contact():
    k = R.randrange(9)
    if k == 0:
        return "Telegram @" + handle()
    if k == 1:
        return "t.me/" + handle()
    if k == 2:
        return "WhatsApp " + phone()
    if k == 3:
        return "WA: " + phone()
    if k == 4:
        return "call " + phone()
    if k == 5:
        return "ICQ " + str(R.randint(10000000, 999999999))
    if k == 6:
        return "Wickr: " + handle()
    if k == 7:
        return "Signal/Telegram " + phone()
    return "email " + handle() + "@" + pick(["gmail.com", "proton.me", "outlook.com", "yandex.ru", "mail.ru", "qq.com", "yahoo.com"])


def price():
    return pick(["$", "$", "USD ", "€", "£"]) + pick(["9.99", "19", "29.95", "49", "0.99", "1.49", "99", "199", "14.90", "39"])


def fill(s):
    while "{url}" in s:
        s = s.replace("{url}", url(), 1)
    while "{tg}" in s:
        s = s.replace("{tg}", contact(), 1)
    while "{ph}" in s:
        s = s.replace("{ph}", phone(), 1)
    while "{price}" in s:
        s = s.replace("{price}", price(), 1)
    while "{n}" in s:
        s = s.replace("{n}", str(pick([3, 5, 7, 10, 12, 15, 20, 30, 50, 100])), 1)
    while "{h}" in s:
        s = s.replace("{h}", handle(), 1)
    return s


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d",
        "K": "\u041a", "M": "\u041c", "B": "\u0412", "X": "\u0425", "s": "\u0455"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "$", "l": "1", "g": "9"}
EMOJI = ["\U0001F525", "\U0001F4B0", "\u2705", "\U0001F48A", "\U0001F680", "\u2B50",
         "\U0001F381", "\U0001F4B8", "\u26A0\uFE0F", "\U0001F449", "\U0001F60D",
         "\U0001F51E", "\U0001F4AF", "\U0001F3B0", "\U0001F4B5", "\u2764\uFE0F",
         "\U0001F4F2", "\U0001F3C6", "\u203C\uFE0F", "\U0001F6A8", "\U0001F48E",
         "\U0001F911", "\U0001F4E2", "\U0001F3AC"]
SEPS = ["_", ".", "\u2022", "|", "~", "\u2605", "-", "+", "\u00b7", "/", "=", "\u25ba", "::"]


def d_homo(s):
    return "".join(HOMO[ch] if ch in HOMO and chance(0.45) else ch for ch in s)


def d_leet(s):
    return "".join(LEET[ch] if ch in LEET and chance(0.55) else ch for ch in s)


def d_case(s):
    k = R.randrange(4)
    if k == 0:
        return s.upper()
    if k == 1:
        return s.lower()
    if k == 2:
        return "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(s))
    return " ".join(w.upper() if chance(0.4) else w for w in s.split(" "))


def d_spaced(s):
    ws = s.split(" ")
    cands = [i for i, w in enumerate(ws) if len(w) >= 4 and w.isalpha()]
    if not cands:
        return " ".join(s)
    i = pick(cands)
    ws[i] = " ".join(ws[i].upper())
    return " ".join(ws)


def d_emoji(s):
    e1 = "".join(pick(EMOJI) for _ in range(R.randint(1, 3)))
    k = R.randrange(3)
    if k == 0:
        return e1 + " " + s
    if k == 1:
        return s + " " + e1
    return e1 + " " + s + " " + "".join(pick(EMOJI) for _ in range(R.randint(1, 3)))


def d_url(s):
    return pick(["%s %s", "%s - %s", "%s >> %s", "%s at %s", "%s \u2192 %s", "%s [%s]", "%s :: %s"]) % (s, url())


def d_contact(s):
    return pick(["%s %s", "%s - %s", "%s | %s", "%s (%s)", "%s -> %s"]) % (s, contact())


def d_sep(s):
    sep = pick(SEPS)
    return sep.join(s.split(" "))


def d_pad(s):
    k = R.randrange(6)
    if k == 0:
        return s + " " + "." * R.randint(8, 40)
    if k == 1:
        return "=" * R.randint(3, 12) + " " + s + " " + "=" * R.randint(3, 12)
    if k == 2:
        return s + "!" * R.randint(3, 12)
    if k == 3:
        return ">>>>>> " + s + " <<<<<<"
    if k == 4:
        return s + " " + "-" * R.randint(10, 30) + " " + rstr(R.randint(4, 9))
    return "***" + s + "***" + " " * R.randint(2, 6) + rstr(5, "0123456789")


def d_reply(s):
    return pick(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "Fw: ", "AW: ", "TR: ", "RE: RE: "]) + s


FAKE_GRP = ["SPAM", "RxTeam", "BESTDEAL", "WIN", "CASH", "PROMO", "VIP", "FREE",
            "ONLINE", "HOT", "NEW2024", "OFFER", "SALE", "x264", "OFFICIAL"]


def d_release(s):
    words = [w for w in "".join(ch if ch.isalnum() or ch in " '" else " " for ch in s).split() if w]
    words = [w.replace("'", "") for w in words][:10]
    base = ".".join(w[:1].upper() + w[1:] for w in words if w)
    tail = pick(["2024.1080p.WEB-DL.x264", "720p.HDTV.x264", "1080p.BluRay.x264",
                 "2023.HDRip.XviD", "2160p.UHD", "WEB.h264", "MULTi.1080p", "DVDRip"])
    return base + "." + tail + "-" + pick(FAKE_GRP)


def d_shell(s):
    slug = "".join(ch if ch.isalnum() else "_" for ch in s)[:60].strip("_")
    ext = pick([".rar", ".zip", ".txt", ".nfo", ".html", ".url", ".jpg", ".mp4", ".avi", ".pdf", ".par2", ".7z"])
    if chance(0.5):
        return yenc(slug + ext, prefix=s)
    return yenc(slug + ext)


DRESS = [d_homo, d_leet, d_case, d_spaced, d_emoji, d_url, d_contact, d_sep,
         d_pad, d_reply, d_release, d_shell]
DRESS_W = [6, 5, 9, 4, 9, 9, 7, 6, 6, 6, 6, 10]


def dress(s, clean_p=0.34):
    if chance(clean_p):
        return s
    n = pick([1, 1, 1, 2, 2, 3])
    chosen = []
    for _ in range(n):
        f = R.choices(DRESS, weights=DRESS_W)[0]
        if f not in chosen:
            chosen.append(f)
    # wrapping kinds go last so they wrap the already-dressed text
    order = [f for f in chosen if f not in (d_shell, d_release, d_reply)] + \
            [f for f in chosen if f in (d_release, d_reply)] + \
            [f for f in chosen if f is d_shell]
    if d_release in order and d_shell in order:
        order.remove(d_shell)
    for f in order:
        s = f(s)
    return s


BUSY = ["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.boneless",
        "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.hdtv.x264",
        "alt.binaries.mp3", "alt.binaries.erotica", "alt.binaries.e-book",
        "alt.binaries.warez", "alt.binaries.cores", "alt.binaries.x264",
        "alt.binaries.movies.divx", "alt.binaries.test", "alt.binaries.nl",
        "alt.binaries.pictures", "alt.binaries.sounds.mp3", "alt.binaries.tv",
        "alt.binaries.hdtv", "alt.binaries.dvd", "alt.binaries.games",
        "alt.binaries.anime", "alt.binaries.sounds.flac", "alt.binaries.apps",
        "alt.binaries.mom", "alt.binaries.town", "alt.binaries.frogs",
        "alt.binaries.inner-sanctum", "alt.binaries.bloaf", "alt.binaries.ath"]


def J(intent, lines, groups=None, clean_p=0.34):
    """Add hand-written junk lines (each filled and maybe dressed)."""
    for ln in lines:
        for _try in range(4):
            t = dress(fill(ln), clean_p)
            g = pick(groups) if groups and chance(0.65) else pick(BUSY)
            if add("junk", "junk:" + intent, t, g):
                break


def JF(intent, lines, groups=None):
    """Foreign-language junk: lighter dressing."""
    J(intent, lines, groups, clean_p=0.45)

# ================================================================ shared data
SHOWS = [
    "Breaking Bad", "Better Call Saul", "The Sopranos", "The Wire", "Game of Thrones",
    "House of the Dragon", "The Last of Us", "Succession", "Severance", "Ted Lasso",
    "The Bear", "Stranger Things", "The Crown", "The Mandalorian", "Andor", "The Boys",
    "Fargo", "True Detective", "Yellowstone", "Slow Horses", "Shogun 2024",
    "The White Lotus", "Only Murders in the Building", "Abbott Elementary", "Reacher",
    "The Lord of the Rings The Rings of Power", "Wednesday", "Squid Game", "Dark",
    "Peaky Blinders", "Line of Duty", "Doctor Who 2005", "Top Gear", "The Grand Tour",
    "Greys Anatomy", "NCIS", "Law and Order Special Victims Unit", "Chicago Fire",
    "The Simpsons", "Family Guy", "South Park", "Bobs Burgers", "Rick and Morty",
    "Futurama", "Its Always Sunny in Philadelphia", "Curb Your Enthusiasm",
    "The Office US", "Brooklyn Nine-Nine", "Blue Bloods", "Survivor", "The Amazing Race",
    "Big Brother US", "MasterChef Australia", "The Great British Bake Off", "Taskmaster",
    "Vera", "Midsomer Murders", "Shetland", "Happy Valley", "Silo", "Foundation",
    "For All Mankind", "Loki", "Fallout", "Invincible", "Hacks", "Black Mirror", "Bluey",
    "Gogglebox", "Hells Kitchen US", "Below Deck", "Dateline NBC", "Frasier 2023",
    "The Walking Dead Daryl Dixon", "9-1-1", "Tracker", "Ghosts US", "Young Sheldon",
    "Evil", "The Diplomat", "Mr Robot", "Westworld", "Lost", "Sherlock", "The Expanse",
    "Better Things", "What We Do in the Shadows", "Resident Alien", "Bosch Legacy",
    "The Rookie", "Criminal Minds", "Shrinking", "Baptiste", "Outlander", "Vikings Valhalla",
    "The Handmaids Tale", "Only Fools and Horses", "Grantchester", "Death in Paradise",
    "Bordertown", "Borgen", "Der Alte", "Tatort", "Flikken Maastricht", "Baantjer",
]
EP_TITLES = ["Pilot", "The Long Night", "Homecoming", "Reunion", "Fallout", "Exit Strategy",
             "Chapter One", "The Reckoning", "Blood Ties", "Ghosts", "Tomorrow", "Open House",
             "The Storm", "Checkmate", "Ashes", "Lost and Found", "Sacrifice", "The Return",
             "Family Business", "Crossroads", "Secrets", "Point of No Return", "Old Friends",
             "Legacy", "The Deal", "Ties That Bind", "Smoke and Mirrors", "Endgame", "The Offer",
             "Quarantine", "Signal", "Night Shift", "Aftermath", "Dead Weight", "Burn",
             "Glass Houses", "Foxhole", "The Visit", "Ice", "Truth or Dare"]

MOVIES = [
    ("Oppenheimer", 2023), ("Barbie", 2023), ("Dune Part Two", 2024), ("Dune", 2021),
    ("Killers of the Flower Moon", 2023), ("Poor Things", 2023), ("The Holdovers", 2023),
    ("Past Lives", 2023), ("The Zone of Interest", 2023), ("Everything Everywhere All at Once", 2022),
    ("Top Gun Maverick", 2022), ("The Batman", 2022), ("Tar", 2022), ("The Banshees of Inisherin", 2022),
    ("Parasite", 2019), ("Joker", 2019), ("1917", 2019), ("Knives Out", 2019),
    ("Blade Runner 2049", 2017), ("Mad Max Fury Road", 2015), ("Arrival", 2016),
    ("Interstellar", 2014), ("Inception", 2010), ("The Dark Knight", 2008),
    ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Heat", 1995),
    ("Alien", 1979), ("The Thing", 1982), ("Jaws", 1975), ("Casablanca", 1942),
    ("Seven Samurai", 1954), ("Spirited Away", 2001), ("Civil War", 2024),
    ("Furiosa A Mad Max Saga", 2024), ("Inside Out 2", 2024), ("Deadpool and Wolverine", 2024),
    ("Godzilla x Kong The New Empire", 2024), ("Kingdom of the Planet of the Apes", 2024),
    ("Challengers", 2024), ("The Fall Guy", 2024), ("Twisters", 2024), ("Alien Romulus", 2024),
    ("Gladiator II", 2024), ("Wicked", 2024), ("Conclave", 2024), ("The Substance", 2024),
    ("Anora", 2024), ("The Brutalist", 2024), ("Nosferatu", 2024), ("John Wick Chapter 4", 2023),
    ("Mission Impossible Dead Reckoning Part One", 2023), ("Spider-Man Across the Spider-Verse", 2023),
    ("Guardians of the Galaxy Vol 3", 2023), ("The Super Mario Bros Movie", 2023),
    ("Godzilla Minus One", 2023), ("The Boy and the Heron", 2023), ("Saltburn", 2023),
    ("Napoleon", 2023), ("Wonka", 2023), ("Aquaman and the Lost Kingdom", 2023),
    ("The Creator", 2023), ("Asteroid City", 2023), ("Talk to Me", 2022), ("Nope", 2022),
    ("Prey", 2022), ("RRR", 2022), ("Glass Onion A Knives Out Mystery", 2022),
    ("Avatar The Way of Water", 2022), ("The Northman", 2022), ("Bullet Train", 2022),
    ("Elvis", 2022), ("Hereditary", 2018), ("Midsommar", 2019), ("Get Out", 2017),
    ("The Grand Budapest Hotel", 2014), ("Whiplash", 2014), ("Gone Girl", 2014), ("Drive", 2011),
    ("Prisoners", 2013), ("Sicario", 2015), ("Zodiac", 2007), ("Children of Men", 2006),
    ("The Prestige", 2006), ("Memento", 2000), ("Fight Club", 1999), ("The Matrix", 1999),
    ("Goodfellas", 1990), ("Pulp Fiction", 1994), ("The Shawshank Redemption", 1994),
    ("Terminator 2 Judgment Day", 1991), ("Back to the Future", 1985), ("Die Hard", 1988),
    ("Blade Runner", 1982), ("Apocalypse Now", 1979), ("Taxi Driver", 1976), ("The Godfather", 1972),
    ("2001 A Space Odyssey", 1968), ("Lawrence of Arabia", 1962), ("Vertigo", 1958),
    ("Rear Window", 1954), ("The Iron Claw", 2023), ("May December", 2023), ("Priscilla", 2023),
    ("American Fiction", 2023), ("Maestro", 2023), ("Society of the Snow", 2023),
    ("Monkey Man", 2024), ("Longlegs", 2024), ("Trap", 2024), ("Smile 2", 2024),
    ("Beetlejuice Beetlejuice", 2024), ("Venom The Last Dance", 2024), ("Moana 2", 2024),
    ("Heretic", 2024), ("A Complete Unknown", 2024), ("Mickey 17", 2025), ("Sinners", 2025),
    ("Thunderbolts", 2025), ("The Wild Robot", 2024), ("Flow", 2024), ("Hit Man", 2023),
]


def dots(s):
    out = []
    for ch in s:
        if ch.isalnum() or ch == "-":
            out.append(ch)
        elif ch in " ":
            out.append(".")
    t = "".join(out)
    while ".." in t:
        t = t.replace("..", ".")
    return t.strip(".")


def fdots(s):
    """Like dots() but keeps existing dots (for names already dotted)."""
    return ".".join(p for p in dots(s.replace(".", " ")).split(".") if p)


def ep(s_max=12, e_max=22):
    return "S%02dE%02d" % (R.randint(1, s_max), R.randint(1, e_max))

# ================================================================ JUNK
# ---- pharmacy
J("pharmacy", [
    "Buy Viagra online without prescription - discreet shipping worldwide",
    "cheap cialis 20mg 90 pills only {price} overnight delivery",
    "Tramadol 50mg no rx needed, ships to USA next day",
    "Generic Xanax 2mg bars - order now, pay with bitcoin",
    "Ambien (zolpidem) online pharmacy lowest price guaranteed",
    "OXYCODONE 30MG FOR SALE TEXT ME {tg}",
    "Canadian pharmacy: up to 80% off brand meds",
    "Levitra, Kamagra oral jelly - bulk wholesale, dropship available",
    "get your adderall without a doctor visit {url}",
    "Phentermine 37.5 mg, no prescription, fast weight loss",
    "Valium diazepam 10mg buy online - safe and legit vendor",
    "Modafinil / Provigil 200mg - studdy smarter, worldwide shipping",
    "ozempic semaglutide pens without prescription, cold-chain shipping",
    "Order hydrocodone online legally, overnight to your door",
    "Soma carisoprodol 350 mg cheapest on the net",
    "Propecia (finasteride) generic - save 70% today",
    "Accutane isotretinoin buy online no rx",
    "Viagra Cialis Levitra trial pack FREE with every order",
    "Need pain meds? Percocet Norco Dilaudid available, DM {tg}",
    "Xanax Valium Klonopin - stealth packaging, 100% delivery or reship",
    "Buy Ivermectin 12mg online, no questions asked",
    "Tadalafil 5mg daily - get your confidence back tonight",
    "Sildenafil citrate 100mg x 100 tabs, {price} per pill",
    "Steroids for sale: Test E, Dianabol, Winstrol, HGH - EU domestic",
    "Fentanyl patches and Oxy 80s available, discreet {tg}",
    "Lortab Vicodin online - no membership, no consultation",
    "Suboxone strips without prescription, fast and discreet",
    "Valtrex / acyclovir herpes meds, no doctor required",
    "Clomid Nolvadex PCT - shipped from EU warehouse in 3 days",
    "Zopiclone 7.5 mg UK next day delivery - sleep tonight",
    "Pregabalin Lyrica 300mg cheap UK supplier",
    "Rx meds at wholesale prices -- {url}",
    "Lowest prices on ED medication. Viagra from {price}",
    "Blue pill special: buy 10 get 10 free",
    "Your prescription refill is ready - confirm shipping address at {url}",
    "Ritalin methylphenidate 10mg online order",
    "Buy Codeine linctus and promethazine syrup, wholesale",
    "Xanax 1mg Pfizer original - 500 pcs {price}",
    "Meds without the doctor: Vaigra, Cialls, Xanaax, V@lium",
    "Brand Cialis for LESS than generic!! limited offer",
    "Adderall XR 30mg & Vyvanse 70mg - overnight, no script",
    "Buy Kratom, Modafinil, Etizolam - research chemicals shop",
    "Premature ejaculation? Priligy dapoxetine 60mg works in 1 hour",
    "Online drugstore #1 rated, 24/7 support, bonus pills",
    "hair loss, weight loss, ED, sleep - all meds one click {url}",
    "Get Mounjaro tirzepatide delivered, no prescription needed",
    "Antibiotics online without Rx: amoxicillin, cipro, doxy",
    "Codeine 30mg tablets, pharmacy grade, sent from India",
], groups=["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.boneless", "alt.binaries.misc"])

# pharmacy, composed
_DRUGS = ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Ambien", "Soma",
          "Phentermine", "Oxycodone", "Adderall", "Klonopin", "Ativan", "Norco", "Kamagra",
          "Sildenafil", "Tadalafil", "Zolpidem", "Alprazolam", "Lorazepam", "Ozempic"]
_PH_FRONT = ["Order", "Buy", "Get", "Purchase", "Cheap", "Discount", "Best price", "Genuine",
             "Real", "Original", "Generic", "Top quality"]
_PH_BACK = ["no prescription needed", "overnight shipping", "without rx", "COD accepted",
            "pay by crypto", "fedex next day", "save up to 85%", "from licensed pharmacy",
            "no doctor no fax", "worldwide delivery", "discreet package", "bonus pills inside",
            "only {price} per pill", "ships same day", "refill online in 2 minutes"]
_c = 0
while _c < 12:
    s = "%s %s %s %s" % (pick(_PH_FRONT), pick(_DRUGS), pick(["online", "", "tablets", "pills", "%dmg" % pick([1, 2, 10, 20, 50, 100])]), pick(_PH_BACK))
    s = fill(" ".join(s.split()))
    if add("junk", "junk:pharmacy", dress(s), pick(BUSY)):
        _c += 1

# ---- supplements / miracle products
J("supplement", [
    "Lose 30 lbs in 30 days without diet or exercise - doctors HATE this",
    "Keto Burn pills: melt belly fat while you sleep",
    "This 1 weird trick reverses type 2 diabetes in weeks",
    "Male enhancement breakthrough: +3 inches guaranteed or money back",
    "Natural testosterone booster - feel 25 again",
    "Garcinia Cambogia extract FREE TRIAL just pay shipping",
    "Grow back your hair in 21 days with this Japanese secret",
    "Tinnitus gone in 7 days - the ear ringing cure big pharma buried",
    "CBD gummies that Shark Tank investors can't stop talking about",
    "Anti-aging cream reverses wrinkles 10 years - celebrity secret",
    "Apple cider vinegar gummies - burn fat fast, order 3 get 2 free",
    "Enlarge your manhood naturally - clinically proven formula",
    "Fix your eyesight without glasses: 6 second morning ritual",
    "Nail fungus eliminated overnight with kitchen ingredient",
    "The pink salt trick for weight loss (watch before it's removed)",
    "Brain pill used by Wall Street traders - limitless focus",
    "Colloidal silver cures everything - order the miracle mineral",
    "Detox foot pads pull toxins out while you sleep",
    "MMS miracle mineral solution - heal autism and cancer naturally",
    "Prostate problems? Old Amish remedy fixes it for good",
    "Blood sugar formula - throw away your insulin",
    "HGH spray - lose weight, build muscle, look younger",
    "Penis pump + pills combo special, ships discreetly",
    "Burn 1 lb of belly fat every day with this tropical tea",
    "Joint pain relief used by 1,000,000 seniors - free bottle",
    "Hollywood's secret fat burner now available to the public",
    "Breast enlargement cream - 2 cup sizes in 4 weeks",
    "Reverse hearing loss with this 10-second trick",
    "Ivermectin + HCQ protocol kit - be prepared",
    "Clean your liver in 3 days - wake up 20 lbs lighter",
    "Semaglutide alternative drops - no needle, no doctor, lose 40 lbs",
    "Horny goat weed ULTRA + maca root - stamina all night",
    "Morning coffee hack melts 2 pounds a day",
    "Cure your sleep apnea with one pill, no CPAP",
    "Kidney stones dissolved naturally in 48 hours",
    "Nootropic stack for students - ace every exam {url}",
    "lipo laser belt - drop 2 dress sizes at home",
], groups=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.moovee"])

# ---- finance / crypto / stock scams
J("finance_crypto", [
    "Turn $250 into $10,000 in 7 days with our AI trading bot",
    "Forex signals 95% accuracy - join our VIP channel {tg}",
    "Bitcoin doubler: send 0.1 BTC, receive 0.2 BTC in 24h - guaranteed",
    "Binary options expert will manage your account, 40% weekly profit",
    "Lost crypto to scammers? Our recovery agents get it back {tg}",
    "New token presale - next 100x gem, don't miss the moonshot",
    "Cloud mining plans: 3.5% daily ROI, withdraw any time",
    "Quantum AI trading app - as seen on TV, start with {price}",
    "Protect your savings: Gold IRA rollover kit free",
    "STRONG BUY alert: ticker NXTD set to triple next week",
    "Penny stock about to EXPLODE - insiders buying heavily",
    "Make $$$ FAST - join the fastest growing MLM in the country",
    "I made $47,000 last month trading from my phone, ask me how",
    "Elon's secret crypto project - early investors 1000x",
    "USDT flash software - send fake tether that shows in any wallet",
    "Passive income: 2% daily with our arbitrage bot, referral bonus",
    "Retire in 5 years with this government loophole",
    "Free airdrop: connect your wallet to claim 5000 tokens",
    "Copy my trades, 100% win rate, only 10 slots left",
    "Account management service - deposit $1000 earn $9500 weekly",
    "Hottest stock pick of 2024 - get in before Monday open",
    "Crypto pump group - we pump at 8PM UTC, join free {tg}",
    "The bank doesn't want you to know about this savings account",
    "Guaranteed 30% monthly returns, SEC registered (fake? no!)",
    "Double your money in 48 hours - testimonials inside",
    "Earn passive income with NFT staking - 400% APY",
    "Wealth secret of the 1%: infinite banking explained free",
    "Forex robot EA - never lost a trade since 2019",
    "Invest in Dubai real estate from $500 - 25% annual yield",
    "Hidden money in your name! Search unclaimed funds now",
    "Your Bitcoin wallet has 0.78 BTC waiting - withdraw at {url}",
    "Trade gold like a pro - mentorship 97% success {tg}",
    "Make 6 figures with dropshipping - free masterclass",
    "BUY BUY BUY $GGRC news release coming - 500% upside",
    "Pig butchering? no, real investing, message me {tg}",
    "Wealthy investor seeking partners - ROI 15% per week",
    "MetaTrader signal copier, make money while you sleep",
    "Bitcoin ATM cashout service for large amounts",
    "Ponzi? NO! sustainable community fund, 1.8% daily",
    "Secret options strategy - $100 to $4,800 in one trade",
], groups=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.teevee", "alt.binaries.apps"])

_COINS = ["Bitcoin", "BTC", "ETH", "Solana", "USDT", "XRP", "Dogecoin", "SHIB", "PEPE", "BNB"]
_FIN_T = ["Earn {p}% daily on your {c} - no risk", "{c} giveaway: first 500 wallets get {p}x",
          "Get {p}x on {c} with our signal group", "{c} mining pool pays {p}% per day",
          "Stake {c} earn {p}% APY - withdraw instantly", "Buy {c} at {p}% discount OTC, no KYC"]
_c = 0
while _c < 7:
    s = pick(_FIN_T).replace("{c}", pick(_COINS)).replace("{p}", str(pick([2, 3, 5, 10, 20, 50, 100, 300])))
    if add("junk", "junk:finance_crypto", dress(fill(s)), pick(BUSY)):
        _c += 1

# ---- loans / credit
J("loan", [
    "Instant payday loans - no credit check, approved in minutes",
    "Bad credit? Get $5,000 deposited today",
    "Debt consolidation: cut your payments in half",
    "Loan offer at 2% interest from a private lender, contact Mr. Harris {tg}",
    "Student loan forgiveness - apply before the deadline",
    "Refinance your mortgage at 2.9% - rates won't last",
    "Business funding up to $500K in 24 hours, no collateral",
    "Remove negative items from your credit report - 800 score in 30 days",
    "Need cash fast? Title loans on your car, keep driving it",
    "Guaranteed approval personal loans up to $50,000",
    "Get a credit card with $10,000 limit even with bankruptcy",
    "Cash advance online, funds in 1 hour, all credit welcome",
    "We buy houses for cash, any condition, close in 7 days",
    "Loans for everyone: 3% APR, apply with email only",
    "Pay off ALL your debt legally - the debt relief program",
    "CPN numbers: start fresh credit profile, 700+ score",
    "Emergency loan without BVN, disbursed within 10 mins",
    "Credit repair secrets the bureaus don't want you to know",
    "Approved! Your $3,500 loan is pending release - confirm at {url}",
    "Quick loans for Usenet members, low monthly payments",
    "Reverse mortgage: get tax-free cash from your home",
    "Private investor offering loans worldwide, email {tg}",
    "Low interest loans for individuals and companies apply now",
    "$1000 cash today, repay whenever, no questions",
    "Your loan application #{n}{n}-A has been pre-approved",
    "Auto loan with zero down, bad credit OK",
    "Tired of collection calls? We settle your debt for 40 cents on the dollar",
    "Credit sweep service, tradelines for sale",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.teevee"])

# ---- phishing / impersonation / tech-support scams
J("phishing", [
    "Your Usenet account has been suspended - verify your billing details at {url}",
    "Newshosting: payment failed, update your card within 24 hours",
    "NOTICE: your indexer API key was revoked, log in to restore access {url}",
    "Giganews subscription will be cancelled today - confirm identity",
    "PayPal: unusual activity detected on your account, action required",
    "Apple ID locked for security reasons - unlock now",
    "Netflix: your payment was declined, update payment method",
    "Microsoft Security Alert: your PC is infected! Call {ph} immediately",
    "Your mailbox is almost full - click to upgrade storage",
    "DHL: delivery attempt failed, reschedule and pay 1.99 fee",
    "IRS FINAL NOTICE: you owe back taxes, avoid arrest, call {ph}",
    "HMRC: you are eligible for a tax rebate of 428.50 GBP",
    "Chase Bank alert: suspicious sign-in, verify your account",
    "Coinbase: wallet verification required to avoid suspension",
    "MetaMask: validate your secret recovery phrase to continue",
    "Windows Defender warning - 5 viruses found - toll free support {ph}",
    "Amazon order #{n}{n}-7731 cancelled - was this you? {url}",
    "Your Steam account will be deleted, confirm ownership",
    "Facebook copyright violation - your page will be disabled, appeal here",
    "Wells Fargo online banking: unlock your account",
    "USPS: package held at depot, confirm address {url}",
    "Norton renewal: $399.99 charged to your card, call to cancel {ph}",
    "Your Eweka account expires today - renew to keep your retention",
    "SABnzbd license expired - download the new version at {url}",
    "Binsearch login required - re-enter your credentials",
    "Your iCloud storage is full - photos will be deleted",
    "Office 365 password expires today - keep same password {url}",
    "Bank of America: we placed a hold on your account",
    "Social Security number suspended due to suspicious activity, call now",
    "Geek Squad auto-renewal invoice #88412 - dispute the charge",
    "Your Trust Wallet is not verified - verify now or lose funds",
    "Instagram: someone tried to log in from Russia, secure your account",
    "Spotify premium suspended - update billing",
    "LinkedIn: you appeared in 9 searches this week, sign in to see",
    "Ledger Live security update - enter your 24 words to migrate",
    "ATTN Usenet user: DMCA notice filed against your IP - settle at {url}",
    "Copyright infringement detected from your connection, pay fine to avoid court",
    "EZ-Pass: unpaid toll balance $4.15, pay now to avoid penalty",
    "Royal Mail: we could not deliver your parcel",
    "Your domain is expiring - renew SEO listing now",
    "Zoom meeting invitation - sign in with your email password to join",
    "Voicemail received (00:47) - listen at {url}",
    "DocuSign: please review and sign the attached invoice",
    "Verify your UsenetServer account or lose your 4000 day retention",
    "Dropbox: a file was shared with you - login to view",
], groups=["alt.binaries.teevee", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.moovee", "alt.binaries.hdtv.x264"])

_BRANDS = ["PayPal", "Netflix", "Amazon", "Apple", "Microsoft", "Binance", "Chase", "Barclays",
           "ING", "Rabobank", "Sparkasse", "Santander", "NordVPN", "Frontier Usenet", "Usenet.Farm"]
_PHI_T = ["{b} Support: confirm your account information", "Action needed: {b} account on hold",
          "{b} security team - login attempt blocked", "Re-activate your {b} membership now",
          "{b} refund of {price} pending - claim it", "Important message from {b} about your billing"]
_c = 0
while _c < 5:
    s = pick(_PHI_T).replace("{b}", pick(_BRANDS))
    if add("junk", "junk:phishing", dress(fill(s)), pick(BUSY)):
        _c += 1

# ---- codec / player / password / survey bait (names real films, still junk)
_BAIT_T = [
    "{m} ({y}) 1080p - Codec required, install player first",
    "{M}.{y}.1080p.WEB-DL.x264.wmv [NEW CODEC NEEDED]",
    "{m} {y} DVDRip XviD - password in readme, get it at {url}",
    "{M}.{y}.720p.HDRip - password: see {url}",
    "{m} ({y}) FULL HD - rar password at {url}",
    "{m} {y} 2160p - complete 1 short survey to unlock the password",
    "{M}.{y}.1080p.BluRay.x264 - Download the DivX Pro player to watch",
    "{m} {y} [HD] requires VideoLan DRM plugin {url}",
    "{M}.{y}.HDCAM - to play install MediaCodec Pack 2.1",
    "{m} {y} - protected file, license key from {url}",
    "{M}.{y}.1080p.x264.AC3-Password.Protected",
    "PASSWORD for {m} ({y}) here -> {url}",
    "{m} {y} ENG SUB 1080p.wmv (open with WinMedia DRM, free key online)",
    "{M}.{y}.BDRip.x264.rar (pass in the .url file)",
    "{m} ({y}) - Video Codec Update Required.mp4",
    "{M}.{y}.2160p.REMUX - Watch with HD Player {url}",
]
_BAIT_TV = [
    "{s} {e} 720p - install Codec Pack to play",
    "{S}.{e}.1080p.WEB.wmv - codec needed",
    "{S}.{e}.720p.HDTV.x264 - password in nfo, visit {url}",
    "{s} {e} [Premium] - survey unlocks rar",
    "{s} {e} full episode - you need FLVPlayer Pro",
]
_c = 0
while _c < 40:
    if chance(0.7):
        m, y = pick(MOVIES)
        s = pick(_BAIT_T).replace("{m}", m).replace("{M}", dots(m)).replace("{y}", str(y))
        g = pick(["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264",
                  "alt.binaries.x264", "alt.binaries.boneless", "alt.binaries.multimedia"])
    else:
        sh = pick(SHOWS)
        s = pick(_BAIT_TV).replace("{s}", sh).replace("{S}", dots(sh)).replace("{e}", ep())
        g = pick(["alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv", "alt.binaries.multimedia"])
    s = fill(s)
    if chance(0.35):
        s = yenc(fdots(s.split(" - ")[0])[:70] + pick([".wmv", ".rar", ".zip", ".mp4", ".avi"]), prefix=s)
    if add("junk", "junk:codec_password_bait", s, g):
        _c += 1

# ---- executables disguised as video
_VQ = ["1080p.WEB-DL.x264", "720p.HDTV.x264", "1080p.BluRay.x264", "2160p.WEB.h265",
       "HDRip.XviD", "720p.WEBRip", "1080p.HDCAM", "DVDScr.XviD", "HDTS.x264", "1080p.WEB.H264"]
_BADEXT = [".exe", ".exe", ".exe", ".scr", ".lnk", ".bat", ".js", ".vbs", ".com", ".pif",
           ".hta", ".cmd", ".wsf", ".jar", ".msi"]
_c = 0
while _c < 62:
    if chance(0.55):
        m, y = pick(MOVIES)
        base = "%s.%d.%s" % (dots(m), y, pick(_VQ))
        g = pick(["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264",
                  "alt.binaries.x264", "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.dvd"])
    else:
        sh = pick(SHOWS)
        base = "%s.%s.%s" % (dots(sh), ep(), pick(_VQ))
        g = pick(["alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.multimedia"])
    if chance(0.4):
        base += "-" + pick(["SPARKS", "NTb", "FLUX", "EDITH", "RARBG", "YIFY", "EVO", "TGx", "KILLERS", "ION10", "CAKES", "MeGusta"])
    k = R.randrange(8)
    x = pick(_BADEXT)
    if k == 0:
        fn = base + ".mkv" + x
    elif k == 1:
        fn = base + ".avi" + " " * R.randint(20, 60) + x
    elif k == 2:
        fn = base.replace(".", " ") + x
    elif k == 3:
        # right-to-left override: "...\u202Evkm.exe" displays as "...exe.mkv"
        fn = base + "\u202E" + pick(["4pm", "vkm", "iva"]) + x
    elif k == 4:
        fn = base + ".mp4" + x
    elif k == 5:
        fn = pick(["Play", "Watch", "Setup", "Launcher", "Player", "Install_Codec", "Movie"]) + "_" + base + x
    elif k == 6:
        fn = base + pick([" - Setup", "_Player", ".Video", ".Full"]) + x
    else:
        fn = base + x
    if chance(0.7):
        t = yenc(fn, prefix=base, nfiles=R.randint(1, 6), parts=R.randint(1, 40))
    else:
        t = fn
    if add("junk", "junk:exe_disguised", t, g):
        _c += 1

# ---- "full movie free" / live-stream bait
_SB_T = [
    "Watch {m} ({y}) Full Movie Online Free HD 1080p",
    "123Movies!! {m} ({y}) FullMovie Free Download",
    "[WATCH] {m} ({y}) \u2014 FULLMOVIE ONLINE FREE ON STREAMINGS",
    "{m} ({y}) [.FullMovie.] Online Free ON Streaming",
    "Putlocker-HD! {m} {y} full movie stream 720p",
    "\u2018{m}\u2019 FULLMOVIE ({y}) Streaming Free Online Eng Sub Hindi Dubbed",
    "VER {m} ({y}) Pel\u00edcula Completa en Espa\u00f1ol Latino Gratis",
    "Regarder {m} ({y}) Film Complet en Streaming VF Gratuit",
    "Nonton Film {m} ({y}) Sub Indo Full Movie Gratis",
    "Xem phim {m} ({y}) Vietsub Full HD mi\u1ec5n ph\u00ed",
    "{m} ({y}) Full HD T\u00fcrk\u00e7e Dublaj izle",
    "{m} ({y}) \u0441\u043c\u043e\u0442\u0440\u0435\u0442\u044c \u043e\u043d\u043b\u0430\u0439\u043d \u0431\u0435\u0441\u043f\u043b\u0430\u0442\u043d\u043e \u0432 \u0445\u043e\u0440\u043e\u0448\u0435\u043c \u043a\u0430\u0447\u0435\u0441\u0442\u0432\u0435",
    "{m} ({y}) Film Completo Streaming ITA Altadefinizione",
    "{m} ({y}) GANZER FILM Deutsch Kostenlos Online Anschauen",
    "Ver {m} online gratis HD Cuevana 3",
    "{m} {y} Full Movie Download Filmyzilla 480p 720p 1080p",
    "{m} ({y}) Movie Download in Hindi Tamilrockers HD",
    "HOW TO WATCH {m} {y} ONLINE FOR FREE (REDDIT GUIDE)",
    "{m} full movie free - no sign up - {url}",
    "Stream {m} ({y}) in HD here -> {url}",
    "{m} ({y}) full movie 4K free google drive link",
    "!WATCH! {m} {y} FULL M0VIE free \u2605 HD \u2605 ONLINE",
    "{m} \u5b8c\u6574\u7248 \u5728\u7ebf\u89c2\u770b \u9ad8\u6e05\u514d\u8d39 ({y})",
    "{m} ({y}) \u30d5\u30eb\u30e0\u30fc\u30d3\u30fc \u7121\u6599 \u914d\u4fe1 \u89b3\u308b",
    "Assistir {m} ({y}) Filme Completo Dublado Online Gr\u00e1tis",
    "{m} ({y}) - Bekijk de volledige film gratis online",
]
_SB_LIVE = [
    "NFL Streams Free Reddit - Chiefs vs Ravens Live HD",
    "Super Bowl LVIII live stream free no signup",
    "UFC 300 Live Stream Free Reddit Crackstreams",
    "Watch Man City vs Liverpool live stream free online",
    "F1 Monaco GP 2024 live stream free HD",
    "NBA Finals Game 5 live stream reddit free",
    "Boxing: Fury vs Usyk live stream free PPV",
    "WrestleMania 40 live stream free full show",
    "Champions League Final 2024 live free stream link",
    "El Clasico live stream free Real Madrid vs Barcelona",
    "Copa America live streams free all matches",
    "Wimbledon final live stream free watch online",
    "Canelo fight free live stream HD no buffering",
    "Masters 2024 live stream free golf",
]
_c = 0
while _c < 38:
    m, y = pick(MOVIES)
    s = fill(pick(_SB_T).replace("{m}", m).replace("{y}", str(y)))
    s = dress(s, 0.55)
    g = pick(["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264",
              "alt.binaries.x264", "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.teevee"])
    if add("junk", "junk:stream_bait", s, g):
        _c += 1
J("stream_bait", _SB_LIVE, groups=["alt.binaries.teevee", "alt.binaries.sports", "alt.binaries.hdtv", "alt.binaries.multimedia"])

# ---- key / crack / generator / cheat adverts
J("crack_keygen_ad", [
    "Windows 11 Pro activator 2024 - free download working 100%",
    "Photoshop 2024 crack + serial key free download (no virus)",
    "IDM serial key generator, lifetime activation",
    "FREE Steam wallet codes generator 2024 no human verification",
    "Fortnite V-Bucks generator - unlimited, working today",
    "Netflix premium account generator - fresh accounts every hour",
    "Roblox Robux hack no survey no password",
    "Spotify premium mod APK - free lifetime, no ads",
    "All Adobe product keys 2024 - lifetime license, cheap",
    "Office 365 product key free - 100% working keys list",
    "Free PSN codes - no survey, no offers",
    "Minecraft premium accounts free - alts list updated daily",
    "FIFA 24 coins generator online",
    "GTA 5 money drop hack - undetected, buy now",
    "CoD Warzone aimbot + wallhack, undetected 2024, {price}/month",
    "Valorant cheats - spoofer included, HWID safe",
    "Free bitcoin generator software - mine 1 BTC per day",
    "Windows 10 product keys {price} - instant email delivery",
    "Avast / Kaspersky / ESET license keys till 2030",
    "WinRAR registered key - download keygen here",
    "Genuine Windows 7 Ultimate keys cheap, bulk discount",
    "Google Play gift card generator - free $100 codes",
    "Xbox Game Pass Ultimate codes free, no verification",
    "Apex Legends coins hack - get 10000 free",
    "Clash of Clans gems generator 2024",
    "Pokemon GO spoofer + bot, no ban",
    "Facebook password hacker tool - hack any account in 2 minutes",
    "WhatsApp spy app - read anyone's messages",
    "Universal keygen all software 2024 FINAL",
    "Cracked Usenet clients and premium NZB accounts, lifetime",
    "AutoCAD 2025 license key + activation, {price} only",
    "Free iCloud unlock tool - bypass activation lock",
    "Candy Crush unlimited lives cheat engine",
    "Disney+ accounts 1 year {price} - warranty included",
    "ChatGPT Plus shared accounts cheap {tg}",
    "Kaspersky Total Security keygen 2024 + activator",
], groups=["alt.binaries.warez", "alt.binaries.apps", "alt.binaries.games", "alt.binaries.cd.image", "alt.binaries.boneless"])
_SW = ["Adobe Premiere Pro", "Microsoft Office 2021", "Windows 11", "AutoCAD", "Sony Vegas Pro",
       "FL Studio", "Ableton Live", "CorelDRAW", "Norton 360", "Nero", "Camtasia", "Final Cut Pro",
       "Logic Pro", "Revit", "3ds Max", "SolidWorks", "Malwarebytes", "CCleaner Pro", "Wondershare Filmora",
       "Internet Download Manager", "Bitdefender"]
_KG_T = ["{s} crack + keygen free download", "{s} serial key 2024 working",
         "{s} activation code generator", "{s} full cracked - click here",
         "{s} patch + license key (100% working)", "get {s} for FREE - keys inside",
         "{s} lifetime activator no virus"]
_c = 0
while _c < 7:
    s = pick(_KG_T).replace("{s}", pick(_SW))
    if add("junk", "junk:crack_keygen_ad", dress(s), pick(["alt.binaries.warez", "alt.binaries.apps", "alt.binaries.cd.image", "alt.binaries.mac"])):
        _c += 1

# ---- adult cam / dating / hookup adverts
J("adult_ad", [
    "Hot singles in your area want to chat tonight",
    "Bored housewife looking for discreet fun - no strings attached",
    "LIVE CAMS: 1000s of girls online now, FREE to watch",
    "Meet local milfs tonight, no signup, no credit card",
    "I'm Anna, 23, check out my private videos {url}",
    "Free cam tokens for new members - claim 500 now",
    "OnlyFans leaks ALL creators mega folder 500TB",
    "Sugar daddy wanted - allowance 2k/month",
    "Beautiful Russian brides seeking marriage - see profiles",
    "Escort service Dubai 24/7 VIP models {tg}",
    "Free porn passwords 2024 - updated daily",
    "Add my Snapchat for nudes, link in bio",
    "Lonely tonight? Girls near you are waiting",
    "Asian women dating site - 100% real profiles",
    "My husband doesn't know I'm here... message me",
    "Adult dating: 3 women within 5 miles of you want to meet",
    "Webcam shows - private show for {price}",
    "Hookup app with no fake profiles - download free",
    "Ukrainian girls looking for love and marriage",
    "Premium porn accounts cheap - Brazzers, RK, Bangbros - {tg}",
    "Sexting with real girls, no paywall",
    "Cam girl earning $10,000 a month - become a model",
    "Discreet affairs for married people - join free",
    "Horny in {url}? Click to meet",
    "XXX passwords list - 300 sites free login",
    "Find a fuck buddy tonight - 100% free",
    "Latina babes live now - free chat room",
    "Casual encounters, verified locals only",
    "Mature women want young men, sign up free",
    "Nude photos of your crush? Use our AI undress app",
    "Trans escorts near you, real photos",
    "Massage parlour with happy ending, book {ph}",
    "Private Telegram group with leaked content, join {tg}",
    "Get laid this weekend or your money back",
    "Girls from Tinder want you, see their photos",
    "Kiss me first, then we chat :) {url}",
    "Teen chat live 18+ only, no credit card",
    "Naughty neighbor sent you a message (1)",
    "Thai girls for marriage - visa help included",
    "VIP call girls Mumbai Delhi Bangalore 24x7 {ph}",
], groups=["alt.binaries.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.pictures.erotica", "alt.binaries.boneless", "alt.binaries.mom"])
_ADULT_T = ["{a}, {n} y.o., wants to meet you tonight", "{a} sent you 3 private photos",
            "{a} is online now - free chat", "{a} ({n}) liked your profile",
            "{a} from your city added you as a friend", "{a} - my webcam is on, come watch"]
_NAMES_F = ["Olga", "Jessica", "Lena", "Mia", "Kristina", "Svetlana", "Lucy", "Emma", "Natasha",
            "Sophie", "Ashley", "Daria", "Yuki", "Bella", "Nikki", "Tanya"]
_c = 0
while _c < 5:
    s = pick(_ADULT_T).replace("{a}", pick(_NAMES_F)).replace("{n}", str(R.randint(19, 46)))
    if add("junk", "junk:adult_ad", dress(s), pick(["alt.binaries.erotica", "alt.binaries.boneless", "alt.binaries.mom", "alt.binaries.multimedia"])):
        _c += 1

# ---- advance-fee, prize, lottery, giveaway scams
J("advance_fee_prize", [
    "CONGRATULATIONS! You have won $1,000,000 in the Microsoft lottery",
    "URGENT BUSINESS PROPOSAL from Barrister James Okoro",
    "Dear friend, I am the widow of late General Mobutu, I need your help to transfer $14.5M",
    "Claim your free iPhone 15 Pro - only 3 left!",
    "You are our 1,000,000th visitor - spin the wheel",
    "Amazon gift card giveaway - reply to claim your $500",
    "Unclaimed inheritance notice: next of kin required",
    "Your parcel is on hold - customs fee of {price} required",
    "Tax refund pending - submit bank details",
    "Elon Musk Bitcoin giveaway - send 0.1 BTC get 0.2 back",
    "MrBeast is giving away $10,000 to the first 1000 people",
    "Free Walmart gift card $1000 - survey takes 30 seconds",
    "Timeshare exit team - we'll get you out legally",
    "Compensation fund: scam victims get $850,000 from the UN",
    "From the desk of Mr. Kofi Mensah, Bank of Ghana - strictly confidential",
    "Your email has won 850,000 GBP in the UK National Lottery",
    "I have a consignment box containing $7.5M, kindly reconfirm your address",
    "Dying woman wants to donate her fortune to charity through you",
    "Western Union payment of $5,000 waiting for you - release code required",
    "FBI director: your ATM card of $10.5M has been approved",
    "Lucky winner! Costco 40th anniversary gift",
    "Spin to win a free PS5 - 98% winners",
    "Oil contract partnership - 30% share for a foreign account",
    "Hello dear, I am Sgt. Monica Brown, US army in Syria, I found gold",
    "World Bank ATM Visa card compensation - contact our agent",
    "Free cruise to the Bahamas - just pay port taxes",
    "Official notice: you qualify for a $6,400 stimulus payment",
    "Beneficiary alert: funds released, send processing fee",
    "Your number was selected in the Coca-Cola promo draw",
    "Diplomatic courier with your package at JFK - pay clearance fee",
    "Pls my dear reply urgent, I have a deal for us",
    "Canadian grant money for you - no need to pay back",
    "Euro Millions winner confirmation ref: EM/{n}/77/LT",
    "Win a Tesla Model 3 - enter now, ends tonight",
    "Your Facebook account won the annual user award, claim $250,000",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.multimedia"])

# ---- carding / stolen data markets
J("carding", [
    "Fresh CVV dumps with pin - valid rate 90%, replacement guaranteed",
    "Selling fullz: SSN DOB DL MMN - bulk prices {tg}",
    "Bank logs for sale - Chase, BoA, Wells with email access",
    "Cloned cards shipped worldwide, ATM ready",
    "PayPal transfers and CashApp flips - legit plug {tg}",
    "Track 1/2 dumps 101/201 high balance",
    "Verified PayPal accounts with balance, instant delivery",
    "Carding tutorials 2024 + bins list + methods",
    "Selling combolists 10M fresh email:pass for cracking",
    "Western Union transfer hack - send money to any country",
    "Stealer logs daily drop - cookies, passwords, wallets",
    "Buy hacked Netflix/Hulu/HBO accounts in bulk",
    "Cashout service for dumps and bank logs, 50/50 split",
    "US SSN lookup service + background reports, {price} each",
    "Non VBV bins list 2024 working on all shops",
    "Gift card cracking method - Amazon, Apple, Google",
    "Skimmers for sale - ATM and gas pump models",
    "Rich fullz with credit score 750+",
    "Selling RDP and SMTP, cPanel, shells - cheap",
    "Zelle transfer service - send me your amount {tg}",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.warez", "alt.binaries.apps"])

# ---- SEO / social growth / lead lists
J("seo_growth", [
    "Buy 10K Instagram followers instantly - real and active",
    "1 million YouTube views for {price} - safe for monetization",
    "High DA backlinks: 500 PBN links, rank in 2 weeks",
    "SEO services - rank #1 on Google in 30 days or you don't pay",
    "Email list 50 million US consumers, verified, CSV",
    "B2B lead lists by industry - CEO emails and direct phone numbers",
    "TikTok likes and followers - cheapest panel on the market",
    "Buy Google reviews, 5 stars, non-drop",
    "Guest posts on DA90+ news sites - Forbes, HuffPost, Yahoo",
    "Professional website design from $99, free hosting 1 year",
    "Scrapebox auto-approve list 2024, 2M URLs",
    "Aged Gmail accounts bulk - PVA phone verified",
    "Twitter X blue check accounts for sale",
    "SMM panel: resell followers and earn, API available",
    "Spotify plays 100K - get on editorial playlists",
    "Mass email sender - inbox delivery 99%, unlimited SMTP",
    "Targeted traffic to your website - 50,000 visitors {price}",
    "Telegram members adder - grow your channel fast",
    "Real estate agent leads by zip code - exclusive",
    "Crypto investor database 2M contacts - whales only",
    "Amazon reviews service - rank your product page 1",
    "Wikipedia page creation for your brand, guaranteed approval",
    "Get verified on Instagram - blue badge service",
    "Doctors email list USA 2024 - NPI included",
    "Local citations + Google Maps ranking package",
    "Press release distribution to 500 news sites",
    "Skyrocket your Etsy shop sales - hidden tricks",
    "LinkedIn automation tool - 1000 connections per week",
    "Backlinks from .edu and .gov sites - permanent",
    "Buy aged domains with traffic - expired domain list",
    "WhatsApp bulk sender - 100k messages a day, no ban",
    "YouTube subscribers 4000 watch hours package",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.apps", "alt.binaries.teevee"])
_PLAT = ["Instagram", "TikTok", "YouTube", "Facebook", "Twitch", "Spotify", "Twitter", "Threads", "Pinterest", "Reddit", "Telegram", "Discord"]
_SEO_T = ["Buy {p} {what} cheap - instant start", "{n}k {p} {what} delivered in 24h",
          "Grow your {p}: real {what}, no password needed", "{p} {what} {price} per 1000 - refill guarantee"]
_WHAT = ["followers", "likes", "views", "subscribers", "comments", "members", "upvotes", "streams", "shares"]
_c = 0
while _c < 6:
    s = pick(_SEO_T).replace("{p}", pick(_PLAT)).replace("{what}", pick(_WHAT))
    if add("junk", "junk:seo_growth", dress(fill(s)), pick(BUSY)):
        _c += 1

# ---- fake documents / counterfeit money
J("fake_documents", [
    "Buy real and fake passports, driver's licenses, ID cards, visas",
    "Undetectable counterfeit money for sale - grade A euros and dollars",
    "Buy a university degree - verifiable diplomas from real universities",
    "IELTS / TOEFL certificate without exam - registered in database",
    "Registered SSN card and birth certificate, real database entry",
    "Green card and US citizenship documents for sale",
    "Doctor's note template that passes verification",
    "Scannable novelty IDs - all states, hologram, UV",
    "Buy registered EU passports - biometric, travel ready",
    "Fake bank statements and pay stubs for apartment applications",
    "SSD chemical solution for cleaning black money",
    "Super note counterfeit 100 USD bills, passes pen test",
    "Buy a PhD in 2 weeks - no exams, accredited",
    "Real driving licence without test - UK, DE, NL, FR",
    "Fake utility bills for address verification",
    "Covid vaccination certificate with QR code, EU valid",
    "Camouflage passports and second citizenship",
    "Prop money full print, looks 100% real",
    "Schengen visa without appointment, fast processing",
    "Work permit and residence card for Canada, Australia",
    "Notarized documents, apostille, embassy stamps - any country",
    "Buy CPA/ACCA certificates, registered online",
    "Replica police badge and ID set",
    "Sell fake receipts generator for any store",
    "Marriage certificate and divorce decree - any state",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.e-book", "alt.binaries.pictures"])

# ---- job / work-from-home scams
J("job_scam", [
    "Work from home - earn $500/day, no experience needed",
    "Hiring: package reshipping manager, paid weekly",
    "Become a mystery shopper - get paid to shop",
    "Data entry jobs online - earn daily, start today",
    "Get paid to type captchas - $2 per 1000",
    "Like YouTube videos earn $50 per task - Telegram {tg}",
    "Amazon is hiring remote part-time assistants, $300/day",
    "Financial assistant wanted: process payments from home, 10% commission",
    "Earn $35/hr as an online chat agent - no interview",
    "Single moms are making $7,000/month with this job",
    "Paid online surveys - $25 each, sign up bonus",
    "Become a Google ad reviewer from your phone",
    "Copy paste jobs - work 1 hour a day earn $200",
    "Hotel review tasks, daily salary, recharge to unlock",
    "Remote job offer: personal assistant to traveling CEO, $800/week",
    "Get paid $45/hr to test apps - apply in 60 seconds",
    "Car wrap advertising - earn $600 a week driving",
    "Nurses needed in UK - visa sponsorship, pay processing fee",
    "Easy job: receive parcels at your home and forward them",
    "Earn from home by watching movies and rating them",
    "Dubai job offer - free visa, free accommodation, pay registration",
    "We are hiring 50 home workers - envelope stuffing $5 per piece",
    "Online teaching jobs, no degree, pay training deposit",
    "I quit my 9-5 and now make $12,000/month, here's how",
    "Rate products on Shopify stores - commission per task",
    "Typing job: $1000/week, WhatsApp {ph}",
    "Become a crypto payment agent - salary + bonus",
    "Part time job for students: follow Instagram accounts, $3 each",
    "Earn $200 a day answering emails, laptop required",
    "Work 2 hours, earn full time income - limited spots",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.multimedia"])

# ---- religious / conspiracy floods
J("religious_conspiracy", [
    "Jesus is coming soon - repent and be saved, read John 3:16",
    "The Earth is FLAT and NASA lies - wake up sheeple",
    "Chemtrails are poisoning you - the truth they hide",
    "Vaccines contain microchips - share before this is deleted",
    "The end times are here - the mark of the beast is 666",
    "Are you saved? Eternity is a long time to be wrong",
    "Falun Dafa is good - truthfulness, compassion, forbearance",
    "Free personality test - find out what is holding you back",
    "New World Order and the Illuminati exposed - part 47",
    "5G towers cause cancer - protect your family now",
    "The moon landing was faked in a studio - the proof",
    "Nibiru is coming - prepare for the pole shift",
    "Reptilians control the banks - David's research",
    "Tartaria and the mud flood - history is a lie",
    "Read the Quran - free copy sent to your home",
    "Hell is real - turn from your sins today",
    "The rapture will happen this year - are you ready?",
    "Fluoride in water is mind control - filter now",
    "Bill Gates depopulation agenda exposed",
    "God hates sin: a message to all usenet users",
    "JESUS LOVES YOU - the gospel in 2 minutes",
    "The Vatican is hiding the truth about the Nephilim",
    "Hollow earth entrance found in Antarctica",
    "Birds aren't real - government drones",
    "Climate change is a hoax invented to tax you",
    "Pray the rosary daily for world peace - Our Lady's message",
    "Prophecy fulfilled: the third temple is ready",
    "WAKE UP: the great reset is happening now",
    "The Book of Mormon - another testament of Jesus Christ, request a free copy",
    "Repent America - judgment is coming",
    "Qanon drop #4950 - the storm is here",
    "Cancer cure suppressed for 80 years - watch the documentary",
    "Only 144,000 will be saved - study the Bible with us",
    "Aliens built the pyramids and the elites know it",
    "The sabbath is Saturday - the Pope changed God's law",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.mp3"])

# ---- chain letters / hoaxes
J("chain_letter", [
    "MAKE MONEY FAST - Dave Rhodes - this really works",
    "Forward this to 10 newsgroups or have bad luck for 7 years",
    "This really works!! Send $1 to each of the 5 names below",
    "Bill Gates is sharing his fortune - forward this to everyone",
    "Good Times virus warning - pass it on to all your friends",
    "Little Jessica needs your emails - each forward donates 3 cents",
    "Copy this message to all groups you read, it is important",
    "WARNING: do not open any post titled 'Happy New Year', it erases your drive",
    "I was skeptical too but this chain letter made me $50,000",
    "Repost this in 5 minutes or your crush will never love you",
    "This is not a joke, AOL will pay $5 for every person you forward this to",
    "Pass this prayer on to 12 people and receive a miracle on Sunday",
    "The Budweiser frogs screensaver contains a virus, tell everyone",
    "Amber alert: missing girl, please forward to every group",
    "Kidney thieves in Las Vegas - this happened to my cousin's friend",
    "Save Usenet! Post this in every group you read",
    "Microsoft is tracking this message - forward it to get paid",
    "Letter of Saint Anthony - copy it 20 times, do not break the chain",
    "Hallmark will donate 1 dollar for each repost of this message",
    "READ THIS BEFORE YOU DOWNLOAD ANYTHING: new virus going around",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.test", "alt.binaries.mp3", "alt.binaries.pictures"])

# ---- replica / counterfeit goods
J("replica_goods", [
    "Replica Rolex Submariner, Swiss made, 1:1 quality",
    "Cheap Ray-Ban sunglasses {price} - clearance",
    "Louis Vuitton bags outlet, 90% off, free shipping",
    "Nike Air Jordan wholesale direct from factory",
    "Canada Goose outlet - genuine jackets at 75% off",
    "UGG boots clearance sale, all sizes",
    "AAA replica watches: Omega, Cartier, Patek Philippe",
    "Michael Kors handbags {price} - today only",
    "Yeezy 350 V2 reps - best batch, QC photos",
    "Designer perfumes wholesale - Chanel, Dior, Tom Ford",
    "Fake AirPods Pro with ANC, identical to original",
    "Moncler down jackets cheap online store",
    "Oakley and Prada sunglasses 85% off",
    "Tiffany jewelry outlet - silver 925",
    "Supreme and Off-White clothing wholesale",
    "Pandora charms clearance, buy 3 get 2 free",
    "Luxury handbags super fake, mirror quality",
    "Hermes Birkin replica from the same factory",
    "Cheap NFL jerseys from China, all teams, stitched",
    "Audemars Piguet Royal Oak clone with swiss movement",
    "Gucci belts wholesale, min order 10 pcs",
    "Beats by Dre headphones 70% off outlet",
    "North Face jackets clearance, all must go",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.pictures", "alt.binaries.multimedia"])

# ---- casino / betting / fixed matches
J("casino_betting", [
    "Online casino bonus 500% + 200 free spins - no wagering",
    "Fixed matches 100% sure - HT/FT odds 30+, pay after win",
    "Best sports betting tips - 93% win rate VIP group {tg}",
    "Bet365 bonus code for new players: get $365 free",
    "Crash game predictor bot - never lose on Aviator",
    "No deposit casino bonus 2024 - keep what you win",
    "Roulette system that beats the casino every time",
    "Free bet {price} when you sign up today",
    "Bitcoin casino - instant withdrawals, no KYC, 1 BTC welcome bonus",
    "Sure odds today: 2 games 5.00 odds, buy ticket {tg}",
    "Mega jackpot slots - spin now, 98% RTP",
    "Poker bot that plays for you 24/7 - profit guaranteed",
    "Lucky numbers for tonight's Powerball revealed",
    "Horse racing insider tips - we know the winner before the race",
    "Play Plinko for real money - 1000x multiplier",
    "Esports betting CS2 - fixed match info",
    "Satta Matka Kalyan fix jodi today 100% pass",
    "Online bingo: 200% bonus and free cards",
    "Sweepstakes casino - free coins daily, cash prizes",
    "Blackjack card counting software, undetectable",
    "Stake promo code: 200% deposit bonus + rakeback",
    "Lottery prediction software - won 3 times this year",
    "Slot machine hack device - makes machines pay out",
    "1xBet promo code 2024 max bonus",
], groups=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.teevee", "alt.binaries.sports", "alt.binaries.multimedia"])

# ---- IPTV resellers / affiliate & provider adverts
J("iptv_affiliate", [
    "IPTV 20,000 channels 4K + VOD - 12 months {price}",
    "Best IPTV subscription 2024 - free 24h trial, all sports, PPV",
    "Cheapest Usenet ever: unlimited speed {price}/month - use my link",
    "Get 50% off the best Usenet provider - sign up via {url}",
    "Best VPN for downloading - 82% off + 3 months free",
    "Lifetime NZB indexer invite for sale - PayPal accepted",
    "Selling invites to private trackers and indexers",
    "Fast Usenet downloads - try free for 14 days at {url}",
    "IPTV reseller panel - credits wholesale {tg}",
    "Firestick fully loaded - every movie and channel free",
    "Stop paying for cable! Watch everything for {price}",
    "Premium IPTV UK - Sky Sports, BT, all PPV, no buffering",
    "Kodi build with 500 addons - download here",
    "IPTV M3U playlist free 2024 updated daily",
    "Block upload for 4000 days retention - deal of the year",
    "Affiliate: earn 40% commission promoting Usenet plans",
    "Android TV box preloaded - 30,000 channels, no monthly fee",
    "Free Usenet account trial 10GB - no credit card - {url}",
    "Best IPTV for Arabic, Indian, Pakistani channels - WhatsApp {ph}",
    "Smarters Pro subscription - 4K UHD channels",
    "Ditch the indexers: our site has every release, direct download",
    "Seedbox 10Gbps + VPN combo, 90% off Black Friday",
    "Magic jack for IPTV - lifetime license",
    "NordVPN 3 years for {price} - limited coupon",
    "All in one: Usenet + VPN + IPTV bundle, ask {tg}",
    "IPTV Smarters / TiviMate code, 1 year {price}",
    "Join the Usenet newbie group for free NZBs - {url}",
    "Newsgroup access 2 TB block for {price} - buy today",
], groups=["alt.binaries.teevee", "alt.binaries.boneless", "alt.binaries.hdtv", "alt.binaries.moovee", "alt.binaries.misc", "alt.binaries.sports"])

# ---- services spam (essays, locksmiths, movers, web, etc.)
J("services_spam", [
    "Write my essay cheap - 100% plagiarism free, 24h delivery",
    "Pay someone to take my online class - A guaranteed",
    "Dissertation help UK - PhD writers available now",
    "24/7 emergency locksmith - arrives in 15 minutes, call {ph}",
    "Packers and movers Bangalore - best rates",
    "Carpet cleaning special - 3 rooms for {price}",
    "Car rental Dubai - no deposit, luxury cars",
    "Cheap web hosting unlimited bandwidth {price}/year",
    "Water damage restoration - free estimate, call now",
    "Hire a hacker - recover accounts, change grades, spy on spouse",
    "Towing service near me, cheap and fast {ph}",
    "Best dentist in Istanbul - hair transplant and veneers package",
    "Plumber available now - no call out charge",
    "Roof repair specialists, 10% off this month",
    "Logo design in 24 hours - unlimited revisions",
    "Immigration lawyer - guaranteed visa approval",
    "Assignment help Australia - nursing, law, MBA",
    "Cheap flights to India - call travel agent {ph}",
    "Solar panels for FREE - government scheme, check eligibility",
    "Gutter cleaning and pressure washing - book online",
    "Pest control guaranteed - termites, bed bugs, rats",
    "Translation services all languages, certified, cheap",
    "App development company - Uber clone in 7 days",
    "Bail bonds 24 hours - call now",
    "Junk removal same day - we haul it all",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.e-book", "alt.binaries.teevee"])

# ---- fake download sites / link farms
J("fake_download_site", [
    "Download all new movies free at MovieZoneHD {url}",
    "Fastest direct download links - no torrent, no usenet needed",
    "Free premium link generator - Rapidgator, Nitroflare, Uploaded",
    "10000 movies on our site - join now FREE",
    "Visit my blog for more releases {url}",
    "All new episodes uploaded daily at our forum - register free",
    "Get every game free - full versions at {url}",
    "Mega.nz links for all 2024 movies - index inside",
    "Unlimited ebook downloads - 5 million titles, one click",
    "Music: every album 320kbps free - no account {url}",
    "This post moved to our website, download there",
    "Why wait for usenet? Our site has it already: {url}",
    "Full collection of anime - download from our server",
    "Free software portal - 100% cracked, 0% virus",
    "New releases before anyone else - VIP download zone",
    "Direct links only: click the URL in the nfo",
    "Android APK mods for all premium apps {url}",
    "Download complete series packs from our cloud",
    "JOIN OUR DISCORD FOR FREE NZBs {url}",
    "Movie archive 1950-2024, free HD downloads, link in comments",
], groups=["alt.binaries.moovee", "alt.binaries.teevee", "alt.binaries.boneless", "alt.binaries.mp3", "alt.binaries.e-book", "alt.binaries.anime"])

# ---- spell casters, psychics, vashikaran
J("spell_psychic", [
    "Powerful love spell caster Dr. Okafor - bring back your ex in 48 hours",
    "Black magic removal specialist, results guaranteed",
    "Free psychic reading - your future revealed tonight",
    "Lost love back by vashikaran specialist baba ji {ph}",
    "Voodoo priest: win the lottery with my money spell",
    "Join the Illuminati today for wealth and fame - call the agent",
    "Spell to make your husband faithful, works in 3 days",
    "Love problem solution astrologer - call or WhatsApp {ph}",
    "Tarot card reader predicts your lottery numbers",
    "Get rich with the ring of power from Prophet Muhammed Ogun",
    "Court case spell, pregnancy spell, job spell - all work",
    "Remove evil eye and curses - 100% guaranteed",
    "I was heartbroken until I contacted Dr. Ajayi - he fixed my marriage",
    "Pastor's prayer oil for breakthrough - order now",
    "Money rituals that work instantly, no human sacrifice",
], groups=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.mp3"])

# ---- noise / keyboard mash / test floods
_ROWSK = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "yxcvbnm"]


def mash():
    k = R.randrange(9)
    if k == 0:
        row = pick(_ROWSK)
        a = R.randint(0, len(row) - 3)
        seg = row[a:a + R.randint(3, len(row) - a)]
        return seg * R.randint(2, 4)
    if k == 1:
        return pick("agjkhdfsxzqlmp") * R.randint(6, 25)
    if k == 2:
        seg = pick(["jf", "dk", "sl", "hj", "fg", "kl", "as", "df", "jk", "lk"])
        return seg * R.randint(4, 10)
    if k == 3:
        seg = pick(["sdf", "asd", "dfg", "jkl", "lkj", "fgh", "ghj", "wer", "xcv", "ert"])
        return " ".join([seg * R.randint(2, 4) for _ in range(R.randint(1, 4))])
    if k == 4:
        return pick(["!", "?", ".", "#", "*", "@", "$", "%", "~", "-", "="]) * R.randint(5, 40)
    if k == 5:
        row = pick(_ROWSK[:3])
        return "".join(pick(row) for _ in range(R.randint(8, 20)))
    if k == 6:
        return pick(["AAAA", "ZZZZ", "XXXX", "OOOO", "HHHH", "MMMM", "WWWW"]) * R.randint(2, 8)
    if k == 7:
        return pick(["lol", "ha", "hue", "kek", "hehe", "brrr", "blah", "meh"]) * R.randint(3, 10)
    return "".join(pick(row) for row in [_ROWSK[0], _ROWSK[1], _ROWSK[2]] * R.randint(2, 4))


_NOISE_FIXED = [
    "test", "test test 123", "test post please ignore", "testing 1 2 3", "TEST TEST TEST",
    "ignore", "ignore this", "bump", "first!!", "hello?", "is anyone here", "....", "???",
    "FLOOD FLOOD FLOOD", "spam spam spam spam spam spam", "delete me", "xxx test xxx",
    "nothing to see here", "aaaaaaaaaaaaaaaaaaaaaaaaaaaa", "(no subject)", "Untitled",
    "New Text Document", "ghjghjghjghj", "post 1 of 9000", "hi", "u suck", "cancel cancel cancel",
    "00000000000000000000", "tst", "ttttttt", "a", "fdsa", "testpost", "1234", "qwerty",
    "alt.binaries.boneless alt.binaries.boneless alt.binaries.boneless",
    "\u0401\u0401\u0401\u0401\u0401\u0401\u0401\u0401", "\u3042\u3042\u3042\u3042\u3042\u3042",
    "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
    "\u263a\u263a\u263a\u263a\u263a\u263a\u263a", "lalalalalalalala", "no", "x", "wtf is this",
]
for s in _NOISE_FIXED:
    g = pick(BUSY + ["alt.binaries.test", "alt.binaries.test", "alt.test"])
    if chance(0.25):
        s = yenc(s.replace(" ", "_") + pick([".jpg", ".txt", ".bin", ".dat", ""]), nfiles=R.randint(1, 999), parts=R.randint(1, 5))
    add("junk", "junk:noise_flood", s, g)
_c = 0
while _c < 10:
    s = mash()
    if chance(0.3):
        s = yenc(s.replace(" ", "") + pick([".jpg", ".txt", ".bin", ".rar", "", ".mp3"]), nfiles=R.randint(1, 999), parts=R.randint(1, 9))
    elif chance(0.15):
        s = s + " " + pick(["yEnc", "(1/1)", "[1/1]", "- part 1"])
    if add("junk", "junk:noise_flood", s, pick(BUSY + ["alt.binaries.test"])):
        _c += 1

# ---- spam in other languages (intent-tagged)
_FOREIGN = [
    # German
    ("pharmacy", "G\u00fcnstig Viagra kaufen ohne Rezept \u2013 diskreter Versand"),
    ("job_scam", "Schnell Geld verdienen von zu Hause \u2013 500\u20ac am Tag ohne Vorkenntnisse"),
    ("loan", "Sofortkredit ohne Schufa \u2013 heute noch Geld auf dem Konto"),
    ("phishing", "Ihr Konto wurde gesperrt \u2013 bitte best\u00e4tigen Sie Ihre Daten"),
    ("adult_ad", "Hei\u00dfe Singles in deiner N\u00e4he warten auf dich"),
    ("supplement", "Abnehmen ohne Di\u00e4t \u2013 10 Kilo in 2 Wochen, \u00c4rzte sind sprachlos"),
    ("phishing", "Sparkasse: Ihre pushTAN-Registrierung l\u00e4uft ab"),
    # French
    ("job_scam", "Gagnez 3000\u20ac par mois depuis chez vous sans exp\u00e9rience"),
    ("pharmacy", "Achetez Cialis en ligne sans ordonnance, livraison rapide et discr\u00e8te"),
    ("phishing", "Votre colis est en attente \u2013 r\u00e9glez les frais de douane"),
    ("adult_ad", "Rencontres coquines pr\u00e8s de chez vous, inscription gratuite"),
    ("loan", "Cr\u00e9dit rapide sans justificatif, r\u00e9ponse imm\u00e9diate"),
    ("finance_crypto", "Investissez 250\u20ac et devenez rentier gr\u00e2ce au Bitcoin"),
    # Spanish
    ("job_scam", "Gana dinero desde casa sin inversi\u00f3n, trabajo real"),
    ("pharmacy", "Compra Viagra gen\u00e9rico sin receta, env\u00edo discreto"),
    ("loan", "Pr\u00e9stamos r\u00e1pidos sin aval ni n\u00f3mina, aprobaci\u00f3n en 10 minutos"),
    ("phishing", "Su cuenta bancaria ha sido bloqueada, verifique sus datos"),
    ("adult_ad", "Conoce chicas solteras en tu ciudad esta noche"),
    ("spell_psychic", "Amarres de amor efectivos, recupera a tu pareja en 24 horas"),
    # Italian
    ("finance_crypto", "Guadagna 500 euro al giorno con il trading automatico"),
    ("loan", "Prestiti veloci senza busta paga, anche a protestati"),
    ("phishing", "Il tuo pacco \u00e8 in giacenza: paga 1,99\u20ac per la consegna"),
    # Portuguese
    ("job_scam", "Ganhe dinheiro no Pix todo dia sem sair de casa"),
    ("loan", "Empr\u00e9stimo para negativado aprovado na hora"),
    ("supplement", "Emagre\u00e7a 10kg em 30 dias com esta c\u00e1psula natural"),
    ("casino_betting", "Jogo do tigrinho paga muito hoje, b\u00f4nus de cadastro"),
    # Dutch
    ("loan", "Snel geld lenen zonder BKR-toetsing, vandaag op je rekening"),
    ("phishing", "Uw pakket kon niet worden bezorgd, betaal \u20ac1,95 verzendkosten"),
    ("finance_crypto", "Verdien \u20ac250 per dag met crypto \u2013 meld je nu aan"),
    ("phishing", "Uw DigiD verloopt vandaag, verleng direct via de link"),
    ("adult_ad", "Sexdate in jouw regio \u2013 gratis aanmelden"),
    # Polish / Czech / Swedish / Greek
    ("loan", "Szybka po\u017cyczka bez BIK przez internet"),
    ("job_scam", "Zarabiaj 5000 z\u0142 miesi\u0119cznie w domu"),
    ("phishing", "Twoje konto zosta\u0142o zablokowane \u2013 zaloguj si\u0119, aby je odblokowa\u0107"),
    ("loan", "Rychl\u00e1 p\u016fj\u010dka bez registru do 15 minut"),
    ("job_scam", "Tj\u00e4na pengar hemifr\u00e5n \u2013 2000 kr om dagen"),
    ("job_scam", "\u039a\u03b5\u03c1\u03b4\u03af\u03c3\u03c4\u03b5 \u03c7\u03c1\u03ae\u03bc\u03b1\u03c4\u03b1 \u03b1\u03c0\u03cc \u03c4\u03bf \u03c3\u03c0\u03af\u03c4\u03b9 \u03c3\u03b1\u03c2"),
    # Russian / Ukrainian
    ("fake_documents", "\u041a\u0443\u043f\u0438\u0442\u044c \u0434\u0438\u043f\u043b\u043e\u043c \u043e \u0432\u044b\u0441\u0448\u0435\u043c \u043e\u0431\u0440\u0430\u0437\u043e\u0432\u0430\u043d\u0438\u0438 \u043d\u0435\u0434\u043e\u0440\u043e\u0433\u043e"),
    ("job_scam", "\u0417\u0430\u0440\u0430\u0431\u043e\u0442\u043e\u043a \u0432 \u0438\u043d\u0442\u0435\u0440\u043d\u0435\u0442\u0435 \u043e\u0442 5000 \u0440\u0443\u0431\u043b\u0435\u0439 \u0432 \u0434\u0435\u043d\u044c \u0431\u0435\u0437 \u0432\u043b\u043e\u0436\u0435\u043d\u0438\u0439"),
    ("loan", "\u041a\u0440\u0435\u0434\u0438\u0442 \u0431\u0435\u0437 \u0441\u043f\u0440\u0430\u0432\u043e\u043a \u0438 \u043f\u043e\u0440\u0443\u0447\u0438\u0442\u0435\u043b\u0435\u0439 \u0437\u0430 5 \u043c\u0438\u043d\u0443\u0442"),
    ("seo_growth", "\u041f\u0440\u043e\u0434\u0432\u0438\u0436\u0435\u043d\u0438\u0435 \u0441\u0430\u0439\u0442\u043e\u0432 \u0432 \u0422\u041e\u041f \u042f\u043d\u0434\u0435\u043a\u0441\u0430 \u0438 Google"),
    ("seo_growth", "\u041f\u0440\u043e\u0434\u0430\u043c \u0431\u0430\u0437\u044b email \u0434\u043b\u044f \u0440\u0430\u0441\u0441\u044b\u043b\u043a\u0438, \u0441\u0432\u0435\u0436\u0438\u0435"),
    ("adult_ad", "\u0418\u043d\u0442\u0438\u043c \u0437\u043d\u0430\u043a\u043e\u043c\u0441\u0442\u0432\u0430 \u0431\u0435\u0437 \u0440\u0435\u0433\u0438\u0441\u0442\u0440\u0430\u0446\u0438\u0438"),
    ("phishing", "\u0412\u0430\u0448 \u0430\u043a\u043a\u0430\u0443\u043d\u0442 \u0437\u0430\u0431\u043b\u043e\u043a\u0438\u0440\u043e\u0432\u0430\u043d, \u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434\u0438\u0442\u0435 \u0434\u0430\u043d\u043d\u044b\u0435"),
    ("casino_betting", "\u041a\u0430\u0437\u0438\u043d\u043e \u0412\u0443\u043b\u043a\u0430\u043d \u2013 \u0431\u043e\u043d\u0443\u0441 \u0431\u0435\u0437 \u0434\u0435\u043f\u043e\u0437\u0438\u0442\u0430 \u0437\u0430 \u0440\u0435\u0433\u0438\u0441\u0442\u0440\u0430\u0446\u0438\u044e"),
    ("pharmacy", "\u041a\u0443\u043f\u0438\u0442\u044c \u0432\u0438\u0430\u0433\u0440\u0443 \u0441 \u0434\u043e\u0441\u0442\u0430\u0432\u043a\u043e\u0439 \u043f\u043e \u0420\u043e\u0441\u0441\u0438\u0438"),
    ("loan", "\u0428\u0432\u0438\u0434\u043a\u0438\u0439 \u043a\u0440\u0435\u0434\u0438\u0442 \u043e\u043d\u043b\u0430\u0439\u043d \u043d\u0430 \u043a\u0430\u0440\u0442\u043a\u0443 \u0431\u0435\u0437 \u0432\u0456\u0434\u043c\u043e\u0432\u0438"),
    # Chinese
    ("fake_documents", "\u4ee3\u5f00\u53d1\u7968 \u589e\u503c\u7a0e\u53d1\u7968 \u8054\u7cfb\u7535\u8bdd"),
    ("casino_betting", "\u7f51\u4e0a\u8d4c\u573a \u6ce8\u518c\u5c31\u9001\u5f69\u91d1"),
    ("job_scam", "\u65e5\u8d5a\u5343\u5143 \u517c\u804c\u5237\u5355 \u52a0\u5fae\u4fe1"),
    ("fake_documents", "\u529e\u7406\u5404\u7c7b\u8bc1\u4ef6 \u6bd5\u4e1a\u8bc1 \u8eab\u4efd\u8bc1 \u5feb\u901f\u51fa\u8bc1"),
    ("casino_betting", "\u6fb3\u95e8\u767e\u5bb6\u4e50 \u771f\u4eba\u5728\u7ebf \u5b98\u65b9\u5f00\u6237"),
    ("pharmacy", "\u4f1f\u54e5 \u58ee\u9633\u836f \u5305\u90ae \u4fdd\u5bc6\u53d1\u8d27"),
    ("iptv_affiliate", "\u4f4e\u4ef7\u7ffb\u5899VPN \u7a33\u5b9a\u9ad8\u901f \u8bd5\u7528\u514d\u8d39"),
    # Japanese / Korean
    ("adult_ad", "\u3010\u5b8c\u5168\u7121\u6599\u3011\u51fa\u4f1a\u3044\u7cfb\u3067\u4eca\u3059\u3050\u4f1a\u3048\u308b"),
    ("job_scam", "\u526f\u696d\u3067\u6708\u53ce100\u4e07\u5186\uff01\u8ab0\u3067\u3082\u7c21\u5358"),
    ("replica_goods", "\u6fc0\u5b89\u30d6\u30e9\u30f3\u30c9\u30b3\u30d4\u30fc\u54c1 \u901a\u8ca9 \u9001\u6599\u7121\u6599"),
    ("phishing", "\u3042\u306a\u305f\u306e\u30a2\u30ab\u30a6\u30f3\u30c8\u306f\u505c\u6b62\u3055\u308c\u307e\u3057\u305f \u78ba\u8a8d\u3057\u3066\u304f\u3060\u3055\u3044"),
    ("casino_betting", "\uce74\uc9c0\ub178 \uccab\ucda9 \ubcf4\ub108\uc2a4 100% \uc9c0\uae09"),
    ("loan", "\ubb34\uc9c1\uc790 \ub300\ucd9c \ub2f9\uc77c \uc2b9\uc778 \uac00\ub2a5"),
    ("casino_betting", "\ud1a0\ud1a0\uc0ac\uc774\ud2b8 \ucd94\ucc9c \uba39\ud280\uac80\uc99d \uc644\ub8cc"),
    # Arabic / Persian / Turkish
    ("job_scam", "\u0627\u0631\u0628\u062d \u0627\u0644\u0645\u0627\u0644 \u0645\u0646 \u0627\u0644\u0645\u0646\u0632\u0644 \u0628\u062f\u0648\u0646 \u062e\u0628\u0631\u0629"),
    ("pharmacy", "\u0634\u0631\u0627\u0621 \u0641\u064a\u0627\u062c\u0631\u0627 \u0628\u062f\u0648\u0646 \u0648\u0635\u0641\u0629 \u0637\u0628\u064a\u0629"),
    ("loan", "\u0642\u0631\u0636 \u0633\u0631\u064a\u0639 \u0628\u062f\u0648\u0646 \u0636\u0645\u0627\u0646\u0627\u062a"),
    ("seo_growth", "\u062e\u0631\u06cc\u062f \u0641\u0627\u0644\u0648\u0648\u0631 \u0627\u06cc\u0646\u0633\u062a\u0627\u06af\u0631\u0627\u0645 \u0627\u0631\u0632\u0627\u0646"),
    ("casino_betting", "Deneme bonusu veren siteler 2024 \u2013 \u00e7evrimsiz"),
    ("casino_betting", "Bahis siteleri g\u00fcvenilir giri\u015f adresi"),
    ("seo_growth", "Instagram takip\u00e7i sat\u0131n al ucuz ve h\u0131zl\u0131"),
    # Hindi / Hinglish
    ("job_scam", "\u0918\u0930 \u092c\u0948\u0920\u0947 \u092a\u0948\u0938\u0947 \u0915\u092e\u093e\u090f\u0902 \u0930\u094b\u091c \u20b95000"),
    ("spell_psychic", "\u0935\u0936\u0940\u0915\u0930\u0923 \u0938\u094d\u092a\u0947\u0936\u0932\u093f\u0938\u094d\u091f \u092c\u093e\u092c\u093e \u091c\u0940 \u2013 \u092a\u094d\u092f\u093e\u0930 \u0935\u093e\u092a\u0938 \u092a\u093e\u090f\u0902"),
    ("casino_betting", "\u0938\u091f\u094d\u091f\u093e \u092e\u091f\u0915\u093e \u0915\u0932\u094d\u092f\u093e\u0923 \u092b\u093f\u0915\u094d\u0938 \u091c\u094b\u0921\u093c\u0940"),
    ("loan", "Instant loan app 5 minute me approval, bina CIBIL"),
    # Indonesian / Vietnamese / Thai
    ("casino_betting", "Slot gacor hari ini gampang maxwin"),
    ("casino_betting", "Situs judi online terpercaya deposit pulsa tanpa potongan"),
    ("supplement", "Obat kuat pria tahan lama alami"),
    ("loan", "Pinjaman online cepat cair tanpa jaminan"),
    ("casino_betting", "Nh\u00e0 c\u00e1i uy t\u00edn t\u1eb7ng 100k khi \u0111\u0103ng k\u00fd"),
    ("loan", "Vay ti\u1ec1n online nhanh kh\u00f4ng c\u1ea7n th\u1ebf ch\u1ea5p"),
    ("casino_betting", "\u0e2a\u0e25\u0e47\u0e2d\u0e15\u0e40\u0e27\u0e47\u0e1a\u0e15\u0e23\u0e07 \u0e41\u0e15\u0e01\u0e07\u0e48\u0e32\u0e22 \u0e1d\u0e32\u0e01\u0e16\u0e2d\u0e19\u0e44\u0e21\u0e48\u0e21\u0e35\u0e02\u0e31\u0e49\u0e19\u0e15\u0e48\u0e33"),
]
for _intent, _s in _FOREIGN:
    JF(_intent, [_s], groups=None)

# ================================================================ LEGIT
def L(kind, title, group):
    return add("legit", "legit:" + kind, title, group)


def ydate(y0=2008, y1=2025):
    return (R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28))


def maybe_shell(name, ext, p=0.2, nmax=60):
    """Sometimes wrap a release name in a yEnc subject of one of its files."""
    if not chance(p):
        return name
    n = R.randint(3, nmax)
    k = R.randrange(3)
    if k == 0:
        fn = name + ext
    elif k == 1:
        fn = rar_part(name, n)
    else:
        fn = name + pick([".par2", ".vol%02d+%02d.par2" % (R.randint(0, 60), R.randint(1, 64)), ".nfo", ".sfv", ".part%02d.rar" % R.randint(1, n)])
    return yenc(fn, prefix=name if chance(0.6) else None, nfiles=n)


TV_GROUPS = ["alt.binaries.teevee", "alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv",
             "alt.binaries.hdtv.x264", "alt.binaries.multimedia", "alt.binaries.boneless",
             "alt.binaries.misc", "alt.binaries.tvseries"]
SCENE_TV_HDTV = ["LOL", "DIMENSION", "KILLERS", "SVA", "AVS", "FLEET", "BATV", "SKGTV", "KOGi",
                 "CRAVERS", "MTB", "W4F", "PLUTONiUM", "RiVER", "ORGANiC", "FoV", "ASAP",
                 "IMMERSE", "2HD", "FQM", "TLA", "SORNY", "QCF", "DEADPOOL", "WiNTER", "BAJSKORV"]
SCENE_TV_WEB = ["GOSSIP", "CAKES", "EDITH", "SYNCOPY", "GGEZ", "GGWP", "TEPES", "PHOENiX",
                "ELEANOR", "MiNX", "ION10", "SMURF", "BAE", "NHTFS", "FENiX", "NOSiViD", "AMRAP",
                "KOMPOST", "APEX", "ETHEL", "RAWR", "JFF", "STRiFE", "TRUFFLE", "LAZYCUNTS", "DiRT"]
P2P_TV = ["NTb", "NTG", "FLUX", "CMRG", "TOMMY", "KiNGS", "SiGMA", "playWEB", "HONE",
          "BLUTONiUM", "RTN", "TVSmash", "MZABI", "KHN", "XEBEC", "GNOME", "QOQ", "dB",
          "SMURF", "LAZY", "TEPES", "EDITH", "ViSUM", "NOGRP", "SuccessfulCrab", "Cinefeel", "WELP"]
STREAM = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "HULU", "PCOK", "PMTP", "iP", "STAN", "CRAV", "ITVX", "SHO", "AMC"]

# ---- scene TV episodes
_c = 0
while _c < 140:
    sh = dots(pick(SHOWS))
    e = ep(8, 16)
    k = R.randrange(6)
    tag = pick(["", "", "", "", "", ".PROPER", ".REPACK", ".iNTERNAL", ".REAL"])
    if k == 0:
        t = "%s.%s%s.HDTV.x264-%s" % (sh, e, tag, pick(SCENE_TV_HDTV))
    elif k == 1:
        t = "%s.%s%s.720p.HDTV.x264-%s" % (sh, e, tag, pick(SCENE_TV_HDTV))
    elif k == 2:
        t = "%s.%s%s.1080p.WEB.h264-%s" % (sh, e, tag, pick(SCENE_TV_WEB))
    elif k == 3:
        t = "%s.%s%s.720p.WEB.h264-%s" % (sh, e, tag, pick(SCENE_TV_WEB))
    elif k == 4:
        t = "%s.%s%s.2160p.WEB.h265-%s" % (sh, e, tag, pick(SCENE_TV_WEB))
    else:
        t = "%s.%s%s.1080p.HDTV.x264-%s" % (sh, e, tag, pick(SCENE_TV_HDTV))
    if chance(0.08):
        t = t.lower()
    t = maybe_shell(t, ".mkv", 0.22)
    if L("tv_scene", t, pick(TV_GROUPS)):
        _c += 1

# ---- P2P TV episodes
_c = 0
while _c < 95:
    show = pick(SHOWS)
    sh = dots(show)
    e = ep(8, 16)
    et = dots(pick(EP_TITLES))
    k = R.randrange(5)
    if k <= 1:
        t = "%s.%s.%s.%s.%s.WEB-DL.%s.%s-%s" % (sh, e, et, pick(["1080p", "2160p", "720p"]), pick(STREAM),
                                               pick(["DDP5.1", "DDP2.0", "AAC2.0", "DDP5.1.Atmos", "DD5.1"]),
                                               pick(["H.264", "H.265", "DV.HDR.H.265"]), pick(P2P_TV))
    elif k == 2:
        t = "%s (%d) %s (1080p %s WEB-DL x265 HEVC 10bit DDP 5.1 %s) [QxR]" % (
            show, R.randint(2008, 2024), e, pick(STREAM), pick(["Silence", "Ghost", "Vyndros", "t3nzin", "FreetheFish"]))
    elif k == 3:
        t = "%s.%s.%s.WEBRip.x264-%s" % (sh, e, pick(["720p", "1080p", "480p"]), pick(["ION10", "MiNX", "PHOENiX", "TGx", "GalaxyTV", "XEN0N", "BTX"]))
        if chance(0.5):
            t += "[" + pick(["TGx", "eztv", "rarbg", "ettv"]) + "]"
    else:
        t = "%s - %s - %s [%s WEBDL-1080p][%s][%s]-%s" % (show, e.replace("S", "").replace("E", "x", 1).lstrip("0"), pick(EP_TITLES), pick(STREAM),
                                                       pick(["EAC3 5.1", "AAC 2.0", "DTS 5.1"]), pick(["h264", "h265", "x265"]), pick(P2P_TV))
    t = maybe_shell(t, ".mkv", 0.15)
    if L("tv_p2p", t, pick(TV_GROUPS)):
        _c += 1

# ---- daily / talk / soaps / quiz
DAILIES = ["The.Daily.Show", "Jimmy.Kimmel.Live", "The.Late.Show.with.Stephen.Colbert",
           "Late.Night.with.Seth.Meyers", "The.Tonight.Show.Starring.Jimmy.Fallon",
           "Real.Time.with.Bill.Maher", "Last.Week.Tonight.with.John.Oliver", "Jeopardy",
           "Wheel.of.Fortune", "WWE.Monday.Night.Raw", "WWE.SmackDown", "AEW.Dynamite",
           "EastEnders", "Coronation.Street", "Emmerdale", "Neighbours", "The.Graham.Norton.Show",
           "Have.I.Got.News.for.You", "QI", "The.View", "Saturday.Night.Live", "Gutfeld",
           "Pointless", "The.Chase", "University.Challenge", "Good.Morning.America",
           "Goede.Tijden.Slechte.Tijden", "Days.of.Our.Lives",
           "The.Bold.and.the.Beautiful", "Hollyoaks", "Newsnight", "Question.Time",
           "Taskmaster.NZ", "The.Kelly.Clarkson.Show", "Watch.What.Happens.Live.with.Andy.Cohen"]
_GUESTS = ["Tom.Hanks", "Margot.Robbie", "Ryan.Gosling", "Zendaya", "Keanu.Reeves", "Emma.Stone",
           "Pedro.Pascal", "Billie.Eilish", "Barack.Obama", "Taylor.Swift", "Paul.Rudd", "Jon.Stewart",
           "Cillian.Murphy", "Florence.Pugh", "Timothee.Chalamet", "Jennifer.Lawrence", "Dolly.Parton"]
_c = 0
while _c < 40:
    y, m, d = ydate(2010, 2025)
    show = pick(DAILIES)
    guest = ("." + pick(_GUESTS)) if chance(0.45) and "Late" in show or "Kimmel" in show or "Fallon" in show or "Norton" in show else ""
    t = "%s.%d.%02d.%02d%s.%s-%s" % (show, y, m, d, guest,
                                      pick(["720p.HDTV.x264", "1080p.WEB.h264", "720p.WEB.h264", "HDTV.x264", "1080p.HEVC.x265", "480p.x264"]),
                                      pick(SCENE_TV_WEB + SCENE_TV_HDTV + ["Star", "NTb", "WEBTUBE", "TVC", "KOMPOST"]))
    if L("tv_daily", t, pick(TV_GROUPS)):
        _c += 1

# ---- season packs
_c = 0
while _c < 48:
    show = pick(SHOWS)
    sh = dots(show)
    sn = R.randint(1, 9)
    k = R.randrange(6)
    if k == 0:
        t = "%s.S%02d.1080p.BluRay.x264-%s" % (sh, sn, pick(["ROVERS", "SHORTBREHD", "DEMAND", "REWARD", "CiNEFiLE", "BORDURE", "GHOULS", "SCHOUT"]))
    elif k == 1:
        t = "%s.S%02d.COMPLETE.720p.%s.WEBRip.x264-GalaxyTV" % (sh, sn, pick(STREAM))
    elif k == 2:
        t = "%s Season %d Complete 1080p WEB-DL" % (show, sn)
    elif k == 3:
        t = "%s.S%02d.2160p.UHD.BluRay.Remux.HDR.HEVC.DTS-HD.MA.5.1-%s" % (sh, sn, pick(["PmP", "NOGRP", "FraMeSToR", "EPSiLON"]))
    elif k == 4:
        t = "%s.S%02d.DVDRip.XviD-%s" % (sh, sn, pick(["SAiNTS", "REWARD", "TOPAZ", "SAPHiRE", "HAGGiS", "iMMORTALs"]))
    else:
        t = "%s.S%02d.1080p.%s.WEB-DL.DDP5.1.H.264-%s" % (sh, sn, pick(STREAM), pick(P2P_TV))
    if L("tv_season", maybe_shell(t, ".mkv", 0.15), pick(TV_GROUPS)):
        _c += 1

MOVIE_GROUPS = ["alt.binaries.moovee", "alt.binaries.moovee", "alt.binaries.movies", "alt.binaries.hdtv.x264",
                "alt.binaries.x264", "alt.binaries.movies.divx", "alt.binaries.boneless",
                "alt.binaries.multimedia", "alt.binaries.movies.mkv", "alt.binaries.dvd", "alt.binaries.hd.uk"]
SCENE_MOV = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "BLOW", "CiNEFiLE", "VETO", "DEFLATE",
             "USURY", "SHORTBREHD", "PSYCHD", "WUTANG", "HD4U", "TERMiNAL", "SURCODE", "NAISU", "SLOT",
             "FLAME", "CAPRiCORN", "DiAMOND", "MAXSPEED", "iNFiNiTE", "RedBlade", "HAiKU", "PiGNUS", "KNiVES"]
P2P_MOV = ["FGT", "EVO", "RARBG", "YTS.MX", "YIFY", "Tigole", "QxR", "EPSiLON", "BHDStudio", "decibeL",
           "CtrlHD", "DON", "HiFi", "W4NK3R", "NCmt", "SMURF", "TEPES", "HONE", "KRaLiMaRKo", "SPHD",
           "playBD", "ZQ", "iFT", "NTb", "FLUX", "CMRG", "MZABI", "TOMMY", "PSA", "Joy", "GalaxyRG"]

# ---- scene movies
_c = 0
while _c < 90:
    m, y = pick(MOVIES)
    mm = dots(m)
    tag = pick(["", "", "", "", ".PROPER", ".REPACK", ".LIMITED", ".iNTERNAL", ".EXTENDED", ".REMASTERED", ".DC"])
    q = pick(["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "1080p.WEB.H264",
              "720p.WEB.H264", "DVDRip.XviD", "BDRip.x264", "2160p.WEB.H265", "1080p.BluRay.x264.DTS",
              "COMPLETE.BLURAY", "COMPLETE.UHD.BLURAY", "DVDR", "HDTS.x264", "1080p.AMZN.WEBRip.DDP5.1.x264"])
    t = "%s.%d%s.%s-%s" % (mm, y, tag, q, pick(SCENE_MOV))
    if chance(0.06):
        t = t.lower()
    t = maybe_shell(t, ".mkv", 0.25, 120)
    if L("movie_scene", t, pick(MOVIE_GROUPS)):
        _c += 1

# ---- P2P movies
_c = 0
while _c < 80:
    m, y = pick(MOVIES)
    mm = dots(m)
    k = R.randrange(6)
    if k == 0:
        t = "%s.%d.%s.%s.WEB-DL.%s.%s-%s" % (mm, y, pick(["1080p", "2160p"]), pick(STREAM), pick(["DDP5.1", "DDP5.1.Atmos", "DD+7.1"]),
                                              pick(["H.264", "DV.HDR.H.265", "H.265"]), pick(P2P_MOV))
    elif k == 1:
        t = "%s (%d) [1080p] [BluRay] [5.1] [YTS.MX]" % (m, y)
    elif k == 2:
        t = "%s (%d) (1080p BluRay x265 10bit %s %s)" % (m, y, pick(["Tigole", "Silence", "r00t", "Joy", "HONE"]), pick(["", "[QxR]"]))
        t = t.replace(" )", ")").strip()
    elif k == 3:
        t = "%s.%d.1080p.BluRay.DD5.1.x264-%s" % (mm, y, pick(P2P_MOV))
    elif k == 4:
        t = "%s %d 720p BRRip x264 AAC-%s" % (m, y, pick(["ETRG", "ViSiON", "MkvCage", "RARBG", "YIFY", "EVO"]))
    else:
        t = "%s.%d.%s.BluRay.%s-%s" % (mm, y, pick(["1080p", "720p", "2160p"]), pick(["x264.DTS-HD.MA.5.1", "x265.10bit.AAC5.1", "DDP5.1.x264", "AVC.TrueHD.7.1.Atmos"]), pick(P2P_MOV))
    t = maybe_shell(t, ".mkv", 0.2, 120)
    if L("movie_p2p", t, pick(MOVIE_GROUPS)):
        _c += 1

# ---- remuxes
_c = 0
while _c < 40:
    m, y = pick(MOVIES)
    mm = dots(m)
    if chance(0.5):
        t = "%s.%d.1080p.BluRay.REMUX.AVC.%s-%s" % (mm, y, pick(["DTS-HD.MA.5.1", "TrueHD.7.1.Atmos", "LPCM.2.0", "DTS-HD.MA.7.1"]), pick(["FGT", "EPSiLON", "KRaLiMaRKo", "BLURANiUM", "PmP", "SiCFoI"]))
    else:
        t = "%s.%d.2160p.UHD.BluRay.REMUX.%s.HEVC.%s-%s" % (mm, y, pick(["HDR", "DV.HDR", "HDR10Plus"]), pick(["TrueHD.7.1.Atmos", "DTS-HD.MA.5.1", "DTS-X.7.1"]), pick(["FraMeSToR", "TRiToN", "BLURANiUM", "WiLDCAT", "PmP", "CiNEPHiLES"]))
    if L("movie_remux", maybe_shell(t, ".mkv", 0.2, 200), pick(MOVIE_GROUPS + ["alt.binaries.bluray", "alt.binaries.uhd"])):
        _c += 1

# ---- foreign-language movies
FOREIGN_MOV = [
    ("Das.Boot", 1981, "German"), ("Der.Untergang", 2004, "German"), ("Das.Leben.der.Anderen", 2006, "German"),
    ("Lola.rennt", 1998, "German"), ("Im.Westen.nichts.Neues", 2022, "German"), ("Toni.Erdmann", 2016, "German"),
    ("Le.Fabuleux.Destin.d.Amelie.Poulain", 2001, "French"), ("Intouchables", 2011, "French"),
    ("La.Haine", 1995, "French"), ("Les.Miserables", 2019, "French"), ("Anatomie.d.une.chute", 2023, "French"),
    ("Le.Comte.de.Monte-Cristo", 2024, "French"), ("El.Laberinto.del.Fauno", 2006, "Spanish"),
    ("Relatos.Salvajes", 2014, "Spanish"), ("La.Sociedad.de.la.Nieve", 2023, "Spanish"),
    ("Y.Tu.Mama.Tambien", 2001, "Spanish"), ("Roma", 2018, "Spanish"), ("Cidade.de.Deus", 2002, "Portuguese"),
    ("La.Grande.Bellezza", 2013, "Italian"), ("La.Vita.e.Bella", 1997, "Italian"), ("Nuovo.Cinema.Paradiso", 1988, "Italian"),
    ("Jagten", 2012, "Danish"), ("Druk", 2020, "Danish"), ("Festen", 1998, "Danish"),
    ("Lat.den.Ratte.Komma.In", 2008, "Swedish"), ("Man.Som.Hatar.Kvinnor", 2009, "Swedish"),
    ("Kon-Tiki", 2012, "Norwegian"), ("Verdens.Verste.Menneske", 2021, "Norwegian"),
    ("Zwartboek", 2006, "Dutch"), ("Soldaat.van.Oranje", 1977, "Dutch"), ("Turks.Fruit", 1973, "Dutch"),
    ("Oldboy", 2003, "Korean"), ("Memories.of.Murder", 2003, "Korean"), ("Decision.to.Leave", 2022, "Korean"),
    ("Shoplifters", 2018, "Japanese"), ("Drive.My.Car", 2021, "Japanese"), ("Perfect.Days", 2023, "Japanese"),
    ("Ida", 2013, "Polish"), ("Zimna.Wojna", 2018, "Polish"), ("Leviathan", 2014, "Russian"), ("Stalker", 1979, "Russian"),
    ("Kolja", 1996, "Czech"), ("Babettes.Gaestebud", 1987, "Danish"), ("Ladri.di.Biciclette", 1948, "Italian"),
    ("Crouching.Tiger.Hidden.Dragon", 2000, "Chinese"), ("In.the.Mood.for.Love", 2000, "Chinese"),
    ("3.Idiots", 2009, "Hindi"), ("Lagaan", 2001, "Hindi"), ("Pathaan", 2023, "Hindi"), ("Jawan", 2023, "Hindi"),
]
_FLANG = {"German": ["German.DL", "GERMAN", "German.AC3.DL", "German.DTS.DL"], "French": ["FRENCH", "MULTi", "TRUEFRENCH", "VOSTFR"],
          "Spanish": ["SPANiSH", "Castellano", "MULTi"], "Portuguese": ["PORTUGUESE", "MULTi"], "Italian": ["iTALiAN", "iTA.ENG"],
          "Danish": ["DANiSH", "NORDiC"], "Swedish": ["SWEDiSH", "NORDiC"], "Norwegian": ["NORWEGiAN", "NORDiC"],
          "Dutch": ["DUTCH", "NLSubs", "NL.Subs"], "Korean": ["KOREAN"], "Japanese": ["JAPANESE"], "Polish": ["POLISH", "PL"],
          "Russian": ["RUSSiAN", "MULTi"], "Czech": ["CZECH"], "Chinese": ["CHINESE"], "Hindi": ["HINDI", "Hindi"]}
_FGRP = {"German": ["DETAiLS", "ROCKEFELLER", "WvF", "EPHEMERiD", "iNKLUSiON", "SAVASTANOS", "TSCC"],
         "French": ["LOST", "SUPPLY", "FtLi", "ULSHD", "EXTREME", "QTZ"], "Dutch": ["NLU002", "SPARKS", "DutchReleaseTeam", "NLsubs"]}
_c = 0
while _c < 50:
    m, y, lang = pick(FOREIGN_MOV)
    lt = pick(_FLANG[lang])
    grp = pick(_FGRP.get(lang, []) + ["AMIABLE", "GERUDO", "USURY", "CiNEFiLE", "HANDJOB", "FRAGMENT", "SPRiNTER", "ORBS"])
    t = "%s.%d.%s.%s-%s" % (m, y, lt, pick(["1080p.BluRay.x264", "720p.BluRay.x264", "1080p.WEB.H264", "DVDRip.XviD", "2160p.UHD.BluRay.x265", "BDRip.x264"]), grp)
    if lang == "Dutch" and chance(0.4):
        t = "%s (%d) %s 1080p" % (m.replace(".", " "), y, pick(["NL Gesproken", "NLSubs", "Dutch Subs"]))
    g = pick(MOVIE_GROUPS)
    if lang == "Dutch" and chance(0.6):
        g = "alt.binaries.nl"
    if lang == "German" and chance(0.4):
        g = pick(["alt.binaries.movies.german", "alt.binaries.ijsklontje", "alt.binaries.hdtv.german"])
    if lang == "French" and chance(0.4):
        g = pick(["alt.binaries.movies.french", "alt.binaries.french"])
    if L("movie_foreign", maybe_shell(t, ".mkv", 0.15), g):
        _c += 1

# ---- anime fansubs
ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "One Piece", "Kusuriya no Hitorigoto", "Dungeon Meshi",
         "Boku no Hero Academia", "Shingeki no Kyojin", "Chainsaw Man", "Spy x Family", "Bocchi the Rock!",
         "Oshi no Ko", "Kimetsu no Yaiba", "Vinland Saga", "Mushoku Tensei", "Blue Lock", "Kaiju No. 8",
         "Dandadan", "Mob Psycho 100", "Made in Abyss", "Tengoku Daimakyou", "Hibike! Euphonium",
         "Ore dake Level Up na Ken", "Re Zero kara Hajimeru Isekai Seikatsu", "Dr. Stone", "Tensei shitara Slime Datta Ken",
         "Yofukashi no Uta", "Bleach - Sennen Kessen-hen", "Cowboy Bebop", "Neon Genesis Evangelion",
         "Mahou Shoujo Madoka Magica", "Steins;Gate", "Haikyuu!!", "Detective Conan", "Shikanoko Nokonoko Koshitantan",
         "Kage no Jitsuryokusha ni Naritakute!", "Boku no Kokoro no Yabai Yatsu", "Hikaru ga Shinda Natsu",
         "Ookami to Koushinryou", "Mushishi", "Natsume Yuujinchou", "Gintama", "Monster", "Pluto"]
FANSUB = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "Commie", "gg", "UTW", "Coalgirls", "FFF",
          "Doki", "Underwater", "Kametsu", "Beatrice-Raws", "Ohys-Raws", "SallySubs", "Anime Time", "EMBER",
          "ASW", "DKB", "Yameii", "Vodes", "MTBB", "Nep_Blanc", "LostYears", "Moozzi2", "Tsundere-Raws", "neoHEVC"]
ANIME_GROUPS = ["alt.binaries.anime", "alt.binaries.anime", "alt.binaries.multimedia.anime",
                "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost", "alt.binaries.boneless"]
_c = 0
while _c < 72:
    a = pick(ANIME)
    g = pick(FANSUB)
    n = R.randint(1, 28) if a not in ("One Piece", "Detective Conan") else R.randint(900, 1120)
    k = R.randrange(6)
    if k == 0:
        t = "[%s] %s - %02d (%s) [%s].mkv" % (g, a, n, pick(["1080p", "720p", "480p"]), crc())
    elif k == 1:
        t = "[%s] %s - %02d [%s][Multiple Subtitle] [%s].mkv" % (g, a, n, pick(["1080p", "720p"]), crc())
    elif k == 2:
        t = "[%s] %s - %02d [%s %s][%s]" % (g, a, n, pick(["BD", "WEB", "CR WEB-DL"]), pick(["1080p", "1080p HEVC x265 10bit", "720p AAC"]), crc())
    elif k == 3:
        t = "[%s] %s (%s) [%s]" % (g, a, pick(["01-12", "01-24", "01-13", "Season 2", "BD Batch", "TV + OVA"]), pick(["BD 1080p FLAC", "1080p", "BD 1920x1080 x264 FLAC", "Dual Audio 10bit BD1080p"]))
    elif k == 4:
        t = "%s S%02dE%02d 1080p %s WEB-DL AAC2.0 H 264-%s" % (a.replace("!", ""), R.randint(1, 4), R.randint(1, 24), pick(["CR", "NF", "AMZN", "HIDIVE"]), pick(["VARYG", "Kitsune", "SMURF", "NanDesuKa"]))
    else:
        t = "[%s] %s - %02d v2 [%s].mkv" % (g, a, n, crc())
    t = maybe_shell(t, "", 0.15, 30) if not t.endswith(".mkv") else (yenc(t, prefix=None, nfiles=R.randint(1, 12)) if chance(0.18) else t)
    if L("anime_fansub", t, pick(ANIME_GROUPS)):
        _c += 1

# ---- music releases (scene and P2P)
ALBUMS = [
    ("Radiohead", "OK Computer", 1997), ("Radiohead", "In Rainbows", 2007), ("Taylor Swift", "The Tortured Poets Department", 2024),
    ("Beyonce", "Cowboy Carter", 2024), ("Kendrick Lamar", "GNX", 2024), ("Kendrick Lamar", "To Pimp a Butterfly", 2015),
    ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Fontaines D.C.", "Romance", 2024), ("Nick Cave and the Bad Seeds", "Wild God", 2024),
    ("The Cure", "Songs of a Lost World", 2024), ("Pink Floyd", "The Dark Side of the Moon", 1973), ("Fleetwood Mac", "Rumours", 1977),
    ("Daft Punk", "Random Access Memories", 2013), ("Arctic Monkeys", "AM", 2013), ("Metallica", "72 Seasons", 2023),
    ("Iron Maiden", "Senjutsu", 2021), ("Olivia Rodrigo", "GUTS", 2023), ("Boygenius", "The Record", 2023),
    ("Sufjan Stevens", "Javelin", 2023), ("Caroline Polachek", "Desire I Want to Turn Into You", 2023),
    ("Kate Bush", "Hounds of Love", 1985), ("David Bowie", "Blackstar", 2016), ("Miles Davis", "Kind of Blue", 1959),
    ("John Coltrane", "A Love Supreme", 1965), ("Bob Dylan", "Blood on the Tracks", 1975), ("The Beatles", "Abbey Road", 1969),
    ("Led Zeppelin", "Physical Graffiti", 1975), ("Nirvana", "Nevermind", 1991), ("Portishead", "Dummy", 1994),
    ("Massive Attack", "Mezzanine", 1998), ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Bjork", "Homogenic", 1997),
    ("Charli XCX", "Brat", 2024), ("Vampire Weekend", "Only God Was Above Us", 2024), ("Khruangbin", "A La Sala", 2024),
    ("Tyler, The Creator", "Chromakopia", 2024), ("Sabrina Carpenter", "Short n Sweet", 2024), ("Dua Lipa", "Radical Optimism", 2024),
    ("Jack White", "No Name", 2024), ("The Smile", "Wall of Eyes", 2024), ("Mdou Moctar", "Funeral for Justice", 2024),
    ("Armin van Buuren", "Feel Again", 2023), ("Andre Hazes", "Al 15 Jaar Gelukkig Getrouwd", 1996), ("Rammstein", "Zeit", 2022),
    ("Burial", "Untrue", 2007), ("Four Tet", "Three", 2024), ("Floating Points", "Cascade", 2024), ("Opeth", "The Last Will and Testament", 2024),
    ("Gojira", "Fortitude", 2021), ("Ghost", "Impera", 2022), ("Sleep Token", "Take Me Back to Eden", 2023), ("Bruce Springsteen", "Born to Run", 1975),
]
MUSIC_GROUPS = ["alt.binaries.mp3", "alt.binaries.sounds.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.music",
                "alt.binaries.boneless", "alt.binaries.mp3.full_albums", "alt.binaries.multimedia"]
FLAC_GROUPS = ["alt.binaries.sounds.flac", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.lossless", "alt.binaries.sounds.flac.jazz"]
MP3_SCENE = ["ENRAGED", "FATHEAD", "DOH", "C4", "MOD", "PsyCZ", "BF", "SO", "OMA", "ATM", "WUS", "JUST", "YARD", "ZzZz", "GRAVEWISH", "DARKAUDIO", "RAGEMP3", "NOiR"]
FLAC_SCENE = ["ENRiCH", "FATHEAD", "TiMES", "MOD", "PERFECT", "DARKAUDIO", "CUSTODES", "OBZEN", "SNOOPY", "LoKET"]


def us(s):
    return s.replace(" ", "_").replace(",", "").replace("'", "")


_c = 0
while _c < 78:
    ar, al, y = pick(ALBUMS)
    k = R.randrange(7)
    if k == 0:
        t = "%s-%s-%s-%d-%s" % (us(ar), us(al), pick(["WEB", "CD", "(Deluxe_Edition)-WEB", "2CD", "(Remastered)-WEB", "READNFO-WEB"]), y, pick(MP3_SCENE))
    elif k == 1:
        t = "%s - %s (%d) [MP3 320]" % (ar, al, y)
    elif k == 2:
        t = "%s - %s (%d) Mp3 320kbps [PMEDIA] \u2b50\ufe0f" % (ar, al, y) if chance(0.3) else "%s - %s (%d) Mp3 320kbps [PMEDIA]" % (ar, al, y)
    elif k == 3:
        t = "%s_-_%s-%d-%s" % (us(ar), us(al), y, pick(MP3_SCENE))
    elif k == 4:
        t = "%s - %s [%d] [V0]" % (ar, al, y)
    elif k == 5:
        nt = R.randint(1, 14)
        fn = "%02d - %s - %s.mp3" % (nt, ar, pick(["Intro", "Track %02d" % nt, al, "Outro", "Interlude", "Bonus Track"]))
        t = yenc(fn, prefix="%s - %s (%d)" % (ar, al, y), nfiles=R.randint(10, 22))
    else:
        t = "%s - %s (%d) [%s]" % (ar, al, y, pick(["AAC 256", "M4A", "MP3 V0", "MP3@320"]))
    t = maybe_shell(t, ".rar", 0.1, 15)
    if L("music_release", t, pick(MUSIC_GROUPS)):
        _c += 1

# ---- lossless and vinyl
_c = 0
while _c < 50:
    ar, al, y = pick(ALBUMS)
    k = R.randrange(6)
    if k == 0:
        t = "%s - %s (%d) [FLAC 24-96]" % (ar, al, y)
    elif k == 1:
        t = "%s-%s-%s-WEB-FLAC-%d-%s" % (us(ar), us(al), pick(["24BIT", "(Deluxe_Edition)-24BIT", "16BIT", "REISSUE"]), y, pick(FLAC_SCENE))
    elif k == 2:
        t = "%s-%s-VINYL-FLAC-%d-%s" % (us(ar), us(al), y, pick(FLAC_SCENE))
    elif k == 3:
        t = "%s - %s (%d) [Vinyl Rip 24-192]" % (ar, al, y)
    elif k == 4:
        t = "%s - %s (%d, %s) [FLAC] {%s}" % (ar, al, y, pick(["Japan SHM-CD", "MFSL UDCD", "2009 Remaster", "DCC Gold", "SACD ISO", "Original Master Recording"]), pick(["EAC log cue", "CD-DA", "DSD64", "Hi-Res"]))
    else:
        t = yenc("%s - %s.flac" % (ar, al), prefix="%s - %s (%d) [FLAC]" % (ar, al, y), nfiles=R.randint(8, 20))
    if L("music_lossless", t, pick(FLAC_GROUPS)):
        _c += 1

DISCOGS = ["Pink Floyd", "Iron Maiden", "The Beatles", "Led Zeppelin", "Queen", "Miles Davis", "David Bowie",
           "Tangerine Dream", "Deep Purple", "Black Sabbath", "Kraftwerk", "Frank Zappa", "Genesis", "Rush",
           "The Rolling Stones", "Bob Marley and the Wailers", "Johnny Cash", "ABBA", "Metallica", "Dire Straits",
           "Jean-Michel Jarre", "Marco Borsato", "Herman Brood", "Boudewijn de Groot"]
_c = 0
while _c < 22:
    ar = pick(DISCOGS)
    y0 = R.randint(1962, 1985)
    k = R.randrange(4)
    if k == 0:
        t = "%s - Discography %d-%d [FLAC]" % (ar, y0, R.randint(2000, 2023))
    elif k == 1:
        t = "%s - Studio Discography (%d-%d) MP3 320kbps" % (ar, y0, R.randint(2000, 2023))
    elif k == 2:
        t = "%s - The Complete Albums Collection (%d CD Box Set)" % (ar, R.randint(10, 40))
    else:
        t = "%s.-.Discografie.%d-%d" % (ar.replace(" ", "."), y0, R.randint(2000, 2023))
    if L("discography", maybe_shell(t, ".rar", 0.25, 200), pick(FLAC_GROUPS + MUSIC_GROUPS + ["alt.binaries.sounds.mp3.discographies"])):
        _c += 1

# ---- audiobooks
BOOKS = [
    ("Stephen King", "The Stand", "Grover Gardner"), ("Stephen King", "Holly", "Justine Lupe"),
    ("Brandon Sanderson", "The Way of Kings", "Michael Kramer, Kate Reading"), ("Brandon Sanderson", "Wind and Truth", "Michael Kramer, Kate Reading"),
    ("Andy Weir", "Project Hail Mary", "Ray Porter"), ("Andy Weir", "The Martian", "R.C. Bray"),
    ("J.R.R. Tolkien", "The Fellowship of the Ring", "Andy Serkis"), ("Frank Herbert", "Dune", "Scott Brick, Simon Vance"),
    ("Terry Pratchett", "Guards! Guards!", "Stephen Briggs"), ("Terry Pratchett", "Going Postal", "Stephen Briggs"),
    ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", "Stephen Fry"), ("George Orwell", "1984", "Simon Prebble"),
    ("Hilary Mantel", "Wolf Hall", "Simon Slater"), ("Ken Follett", "The Pillars of the Earth", "John Lee"),
    ("Lee Child", "Killing Floor", "Dick Hill"), ("Michael Connelly", "The Black Echo", "Titus Welliver"),
    ("Agatha Christie", "Murder on the Orient Express", "Dan Stevens"), ("Arthur Conan Doyle", "The Hound of the Baskervilles", "Stephen Fry"),
    ("Yuval Noah Harari", "Sapiens", "Derek Perkins"), ("Michelle Obama", "Becoming", "Michelle Obama"),
    ("Matthew Perry", "Friends, Lovers, and the Big Terrible Thing", "Matthew Perry"), ("Barack Obama", "A Promised Land", "Barack Obama"),
    ("Dennis E. Taylor", "We Are Legion (We Are Bob)", "Ray Porter"), ("Matt Dinniman", "Dungeon Crawler Carl", "Jeff Hays"),
    ("Rebecca Yarros", "Fourth Wing", "Rebecca Soler"), ("Sarah J. Maas", "A Court of Thorns and Roses", "Jennifer Ikeda"),
    ("Pierce Brown", "Red Rising", "Tim Gerard Reynolds"), ("John Grisham", "The Firm", "Scott Sowers"),
    ("Robert Caro", "The Power Broker", "Robert Fass"), ("Patrick O'Brian", "Master and Commander", "Patrick Tull"),
    ("James Clavell", "Shogun", "Ralph Lister"), ("Cormac McCarthy", "Blood Meridian", "Richard Poe"),
    ("Ursula K. Le Guin", "A Wizard of Earthsea", "Kobna Holdbrook-Smith"), ("Neil Gaiman", "American Gods", "George Guidall"),
    ("Kazuo Ishiguro", "Never Let Me Go", "Rosalyn Landor"), ("Donna Tartt", "The Secret History", "Donna Tartt"),
    ("Herman Koch", "Het Diner", "Porgy Franssen"), ("Harry Mulisch", "De Aanslag", "Harry Mulisch"),
    ("Patrick Rothfuss", "The Name of the Wind", "Nick Podehl"), ("Liu Cixin", "The Three-Body Problem", "Luke Daniels"),
]
AB_GROUPS = ["alt.binaries.sounds.audiobooks", "alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks.repost",
             "alt.binaries.mp3.audiobooks", "alt.binaries.boneless", "alt.binaries.e-book.audio"]
_c = 0
while _c < 45:
    au, ti, nar = pick(BOOKS)
    y = R.randint(2004, 2024)
    k = R.randrange(6)
    if k == 0:
        t = "%s - %s (Unabridged) [%s] %d MP3 %dkbps" % (au, ti, nar, y, pick([32, 48, 64, 128]))
    elif k == 1:
        t = "%s - %s (%s) m4b" % (au, ti, nar)
    elif k == 2:
        t = "%s-%s.(%s).%d.AUDIOBOOK" % (dots(au), dots(ti), dots(nar.split(",")[0]), y)
    elif k == 3:
        t = "%s - %s - read by %s" % (au, ti, nar)
    elif k == 4:
        t = "%s-%s-AUDIOBOOK-WEB-EN-%d-%s" % (us(au), us(ti), y, pick(["OMA", "BitBook", "ABBA", "dAV", "Gianni"]))
    else:
        ch = R.randint(1, 60)
        t = yenc("%s - %s - %02d.mp3" % (au, ti, ch), prefix="%s - %s [%s]" % (au, ti, nar), nfiles=R.randint(ch, 80))
    if L("audiobook", t, pick(AB_GROUPS)):
        _c += 1

# ---- ebooks
EBOOKS = [
    ("Rebecca Yarros", "Iron Flame", 2023), ("Colleen Hoover", "It Ends with Us", 2016), ("Emily Henry", "Funny Story", 2024),
    ("Sally Rooney", "Intermezzo", 2024), ("Percival Everett", "James", 2024), ("Kristin Hannah", "The Women", 2024),
    ("Haruki Murakami", "The City and Its Uncertain Walls", 2024), ("Adrian Tchaikovsky", "Children of Time", 2015),
    ("Martha Wells", "All Systems Red", 2017), ("Becky Chambers", "A Psalm for the Wild-Built", 2021),
    ("Robin Hobb", "Assassin's Apprentice", 1995), ("Joe Abercrombie", "The Blade Itself", 2006),
    ("Ann Leckie", "Ancillary Justice", 2013), ("Iain M. Banks", "Consider Phlebas", 1987), ("Ted Chiang", "Exhalation", 2019),
    ("Walter Isaacson", "Elon Musk", 2023), ("Jonathan Haidt", "The Anxious Generation", 2024), ("Robert Greene", "Mastery", 2012),
    ("Daniel Kahneman", "Thinking, Fast and Slow", 2011), ("Cal Newport", "Deep Work", 2016), ("Rutger Bregman", "De Meeste Mensen Deugen", 2019),
    ("Mark Lutz", "Learning Python, 5th Edition", 2013), ("Brian Kernighan, Dennis Ritchie", "The C Programming Language", 1988),
    ("Martin Kleppmann", "Designing Data-Intensive Applications", 2017), ("Steve Klabnik, Carol Nichols", "The Rust Programming Language", 2023),
    ("Yotam Ottolenghi", "Simple", 2018), ("Samin Nosrat", "Salt, Fat, Acid, Heat", 2017), ("Lonely Planet", "Japan 18th Edition", 2023),
    ("Rick Steves", "Italy 2024", 2023), ("Jeff Kinney", "Diary of a Wimpy Kid: Hot Mess", 2024), ("Bram Stoker", "Dracula", 1897),
    ("Fyodor Dostoevsky", "The Brothers Karamazov", 1880), ("Jane Austen", "Persuasion", 1817), ("Hanya Yanagihara", "A Little Life", 2015),
]
EB_GROUPS = ["alt.binaries.e-book", "alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood",
             "alt.binaries.e-book.technical", "alt.binaries.e-books", "alt.binaries.e-book.fantasy", "alt.binaries.boneless"]
_c = 0
while _c < 48:
    au, ti, y = pick(EBOOKS)
    k = R.randrange(7)
    if k == 0:
        t = "%s - %s (%d) (retail) (epub)" % (au, ti, y)
    elif k == 1:
        t = "%s by %s EPUB" % (ti, au)
    elif k == 2:
        t = "%s.%s.%d.RETAIL.%s.eBook-%s" % (pick(["OReilly", "Manning", "Packt", "Apress", "Penguin", "Tor", "Orbit"]), dots(ti), y, pick(["ePub", "PDF"]), pick(["BitBook", "DeBTB", "iNTENSiTY", "YSB", "QUARTZ"]))
    elif k == 3:
        t = "%s - %s [EN] (pdf, epub, mobi)" % (au, ti)
    elif k == 4:
        t = "%s - %s.azw3" % (au, ti)
    elif k == 5:
        t = yenc("%s - %s.epub" % (au, ti), prefix="%s - %s" % (au, ti), nfiles=R.randint(2, 6), parts=R.randint(1, 20))
    else:
        t = "%s - %s (%s)" % (au, ti, pick(["epub", "Dutch, epub", "retail epub", "mobi", "PDF, 2nd ed", "calibre"]))
    if L("ebook", t, pick(EB_GROUPS)):
        _c += 1

# ---- comics
COMICS = ["Batman", "Detective Comics", "Saga", "The Amazing Spider-Man", "Absolute Batman", "Ultimate Spider-Man",
          "X-Men", "Invincible", "Transformers", "Something is Killing the Children", "Monstress", "Immortal Thor",
          "Daredevil", "Superman", "Wonder Woman", "Hellboy and the B.P.R.D.", "Usagi Yojimbo", "The Walking Dead Deluxe",
          "Blacksad", "Astérix", "Suske en Wiske", "Kiekeboe", "Largo Winch", "One Piece (Viz)", "Berserk Deluxe Edition"]
CM_TAG = ["(Digital) (Zone-Empire)", "(Digital) (Mephisto-Empire)", "(digital) (Son of Ultron-Empire)",
          "(Digital) (Kileko-Empire)", "(webrip) (MagicMan-DCP)", "(c2c) (Glorith-HD)", "(Digital-Empire)",
          "(digital) (Minutemen-Slayer)", "(Digital) (Pyrate-DCP)", "(Webrip) (The Last Kryptonian-DCP)"]
CM_GROUPS = ["alt.binaries.comics.dcp", "alt.binaries.comics.dcp", "alt.binaries.comics", "alt.binaries.pictures.comics.dcp",
             "alt.binaries.pictures.comics.complete", "alt.binaries.comics.reposts"]
_c = 0
while _c < 40:
    k = R.randrange(6)
    c = pick(COMICS)
    y = R.randint(2016, 2025)
    if k <= 2:
        t = "%s %03d (%d) %s.%s" % (c, R.randint(1, 160), y, pick(CM_TAG), pick(["cbr", "cbz"]))
    elif k == 3:
        t = "0-Day Week of %d.%02d.%02d" % ydate(2015, 2025)
    elif k == 4:
        t = "%s Vol. %02d (%d) (Digital) (%s).cbz" % (c, R.randint(1, 42), y, pick(["1r0n", "danke-Empire", "Oak", "LuCaZ"]))
    else:
        t = "%s - %s (%d) (%s)" % (c, pick(["Year One", "The Complete Collection", "Omnibus v01", "Compendium One", "Integraal 3"]), y, pick(["digital", "scan", "c2c", "HD-Upscaled"]))
    t = yenc(t if "." in t[-4:] else t + ".cbr", prefix=None, nfiles=R.randint(1, 40)) if chance(0.2) else t
    if L("comic", t, pick(CM_GROUPS)):
        _c += 1

# ---- magazines
MAGS = ["National Geographic USA", "The Economist", "PC Gamer UK", "Wired USA", "Linux Format", "Scientific American",
        "New Scientist", "The New Yorker", "Time", "Empire UK", "Classic Rock", "Mojo", "BBC Gardeners World", "Car and Driver",
        "Private Eye", "Der Spiegel", "c't Magazin", "Libelle", "Quest", "Kijk", "Top Gear UK", "Which", "MagPi",
        "Popular Mechanics", "The Atlantic", "Edge", "Retro Gamer", "Practical Woodworking", "Amateur Photographer", "Bloomberg Businessweek"]
MG_GROUPS = ["alt.binaries.mags", "alt.binaries.e-book.magazines", "alt.binaries.magazines", "alt.binaries.e-book", "alt.binaries.nl"]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
_c = 0
while _c < 40:
    mg = pick(MAGS)
    y, mo, d = ydate(2015, 2025)
    k = R.randrange(6)
    if k == 0:
        t = "%s - %s %d" % (mg, _MONTHS[mo - 1], y)
    elif k == 1:
        t = "%s - %d-%02d-%02d" % (mg, y, mo, d)
    elif k == 2:
        t = "%s - Issue %d, %d" % (mg, R.randint(100, 420), y)
    elif k == 3:
        t = "%s.%s.%d.HYBRID.MAGAZINE.eBook-%s" % (dots(mg), _MONTHS[mo - 1], y, pick(["PRiNCE", "ELOHiM", "NoGRP", "SANTOS"]))
    elif k == 4:
        t = "%s - %s %d.pdf" % (mg, _MONTHS[mo - 1], y)
    else:
        t = "%s No.%02d %d (True PDF)" % (mg, R.randint(1, 52), y)
    if L("magazine", maybe_shell(t, ".pdf", 0.15, 5), pick(MG_GROUPS)):
        _c += 1

# ---- software (installers are legit)
SW_GROUPS = ["alt.binaries.warez", "alt.binaries.apps", "alt.binaries.cd.image", "alt.binaries.mac",
             "alt.binaries.warez.ibm-pc", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.linux"]
SOFT = [
    "VLC media player 3.0.20 (x64) Setup.exe", "LibreOffice_7.6.4_Win_x86-64.msi", "Firefox Setup 121.0.exe",
    "7z2301-x64.exe", "blender-4.0.2-windows-x64.msi", "gimp-2.10.36-setup.exe", "Audacity 3.4.2 64-bit installer",
    "Notepad++ v8.6.2 Installer x64", "KeePassXC-2.7.6-Win64.msi", "obs-studio-30.0.2-full-installer-x64.exe",
    "HandBrake-1.7.2-x86_64-Win_GUI.exe", "python-3.12.1-amd64.exe", "Git-2.43.0-64-bit.exe",
    "VirtualBox-7.0.12-159484-Win.exe", "calibre-64bit-7.3.0.msi", "SABnzbd-4.2.1-win64-setup.exe",
    "NZBGet 21.1 Windows installer", "qBittorrent 4.6.2 x64 setup", "MusicBrainz Picard 2.10 Setup",
    "foobar2000 v2.1 x64 setup.exe", "mpc-hc64 2.1.1 installer", "Paint.NET 5.0.12 install.zip",
    "Inkscape-1.3.2_x64.msi", "Krita-x64-5.2.2-setup.exe", "darktable-4.6.0-win64.exe", "Kodi-21.0-Omega-x64.exe",
    "VLC-3.0.20-universal.dmg", "Firefox 121.0.dmg", "LibreOffice_7.6.4_MacOS_aarch64.dmg", "IINA.v1.3.4.dmg",
    "Microsoft Office 2021 Professional Plus Volume x64 ISO (Retail)", "Office_Home_and_Business_2019_x64_en-us.img",
    "Adobe.Acrobat.Reader.DC.2023.008.20470.Multilingual.msi", "Sublime Text Build 4169 x64 Setup",
    "JetBrains IntelliJ IDEA Community 2023.3.2.exe", "Visual Studio 2022 Community offline layout",
    "Rufus 4.3p portable", "Ventoy 1.0.96 windows.zip", "Macrium Reflect Free 8.0 installer",
    "Veeam Agent for Windows 6.1 ISO", "Affinity Photo 2.3.1 x64 msix", "DaVinci_Resolve_18.6.4_Windows.zip",
    "Native.Instruments.Kontakt.7.v7.8.0.WIN", "Steinberg.Cubase.Pro.13.v13.0.20.WiN-VR", "Ableton.Live.12.Suite.v12.0.1.MacOS",
    "Nero.Platinum.Suite.2021.v23.0.1.19.Multilingual", "Magix.Vegas.Pro.21.0.0.208.x64", "CorelDRAW.Graphics.Suite.2023.v24.5.0.686.x64",
    "SketchUp.Pro.2024.v24.0.484.x64", "Topaz.Video.AI.v4.1.0.x64", "Autodesk.AutoCAD.2024.1.x64.ISO",
    "MATLAB R2023b Windows ISO", "Wolfram Mathematica 14.0 Windows installer", "TurboTax Deluxe 2023 Win installer",
    "Acronis True Image 2021 Bootable ISO", "Hiren's BootCD PE x64 v1.0.2 ISO", "Sysinternals Suite 2024-01-10.zip",
    "Proxmox VE 8.1 ISO Installer", "TrueNAS-SCALE-23.10.1.iso", "pfSense-CE-2.7.2-RELEASE-amd64.iso",
    "Spotify Setup 1.2.26.exe", "Steam Setup.exe", "Signal-Desktop-win-6.44.0.exe", "Thunderbird Setup 115.6.1.exe",
    "MKVToolNix 82.0 64-bit setup", "MediaInfo_GUI_23.11_Windows_x64.exe", "Plex-Media-Server-1.40.0.7998-x86_64.exe",
]
for s in SOFT:
    t = maybe_shell(s, "", 0.25, 40) if chance(0.5) else s
    L("software", t, pick(SW_GROUPS))

OSI = [
    "ubuntu-22.04.3-desktop-amd64.iso", "ubuntu-24.04-live-server-amd64.iso", "debian-12.4.0-amd64-netinst.iso",
    "debian-live-12.5.0-amd64-kde.iso", "Fedora-Workstation-Live-x86_64-39-1.5.iso", "Win11_23H2_EnglishInternational_x64v2.iso",
    "Win10_22H2_English_x64v1.iso", "en-us_windows_10_consumer_editions_version_22h2_x64_dvd_8da72ab3.iso",
    "archlinux-2024.01.01-x86_64.iso", "Windows.11.Pro.23H2.Build.22631.2861.x64.en-US.Dec.2023",
    "macOS Sonoma 14.2.1 InstallAssistant.pkg", "FreeBSD-14.0-RELEASE-amd64-dvd1.iso", "tails-amd64-5.21.img",
    "kali-linux-2023.4-installer-amd64.iso", "linuxmint-21.3-cinnamon-64bit.iso", "openSUSE-Tumbleweed-DVD-x86_64-Current.iso",
    "Rocky-9.3-x86_64-dvd.iso", "AlmaLinux-9.3-x86_64-dvd.iso", "pop-os_22.04_amd64_nvidia_38.iso",
    "manjaro-kde-23.1.3-240113-linux66.iso", "Windows Server 2022 Evaluation (x64) ISO", "en_windows_xp_professional_with_service_pack_3_x86_cd_x14-80428.iso",
    "Windows 98 Second Edition OEM ISO", "MS-DOS 6.22 boot disks", "NixOS 23.11 minimal ISO x86_64",
    "raspios-bookworm-arm64.img.xz", "haiku-r1beta4-x86_64-anyboot.iso", "ReactOS-0.4.14-release-iso",
]
for s in OSI:
    t = maybe_shell(s, "", 0.3, 90)
    L("os_image", t, pick(["alt.binaries.cd.image", "alt.binaries.cd.image.linux", "alt.binaries.linux", "alt.binaries.iso", "alt.binaries.warez", "alt.binaries.apps", "alt.binaries.mac"]))

# ---- games (scene, GOG, repacks, consoles, retro)
GAMES = [
    "Baldurs.Gate.3-RUNE", "Elden.Ring.Shadow.of.the.Erdtree-RUNE", "Starfield-RUNE", "Hogwarts.Legacy-EMPRESS",
    "Cyberpunk.2077.Phantom.Liberty-RUNE", "Stardew.Valley.v1.6.0-I_KnoW", "Disco.Elysium.The.Final.Cut-CODEX",
    "Hades-CODEX", "Red.Dead.Redemption.2-EMPRESS", "Resident.Evil.4-FLT", "Dead.Space-TENOKE", "Alan.Wake.2-RUNE",
    "Lies.of.P-FLT", "Manor.Lords-TENOKE", "Balatro-TENOKE", "Frostpunk.2-RUNE", "Black.Myth.Wukong-RUNE",
    "Stalker.2.Heart.of.Chornobyl-RUNE", "Civilization.VII-TENOKE", "Kingdom.Come.Deliverance.II-RUNE",
    "Satisfactory.v1.0-TENOKE", "Dredge-SKIDROW", "Pentiment-FLT", "Hollow.Knight.v1.5.78-GOG",
    "setup_the_witcher_3_wild_hunt_goty_4.04_(61052).exe", "setup_heroes_of_might_and_magic_3_complete_4.0_(28740).exe",
    "setup_baldurs_gate_enhanced_edition_2.6.6.0_(47291).exe", "setup_disco_elysium_-_the_final_cut_(64bit)_fe.exe",
    "setup_planescape_torment_enhanced_edition_3.1.4.exe", "setup_fallout_2_2.1.0.18.exe", "setup_system_shock_2_2.48.exe",
    "Red Dead Redemption 2 [FitGirl Repack]", "Elden Ring - Deluxe Edition [DODI Repack]", "Cyberpunk 2077 v2.1 [FitGirl Repack]",
    "Baldur's Gate 3 - Digital Deluxe Edition [FitGirl Repack]", "Grand Theft Auto V [ElAmigos]",
    "Super.Mario.Bros.Wonder.NSW-VENOM", "The.Legend.of.Zelda.Tears.of.the.Kingdom.NSW-SUXXORS",
    "Metroid.Prime.Remastered.NSW-VENOM", "Gran.Turismo.7.PS4-DUPLEX", "Persona.5.Royal.PS4-DUPLEX",
    "Forza.Horizon.5.XBOXONE-PARADOX", "Halo.The.Master.Chief.Collection-EMPRESS",
    "Chrono Trigger (USA).sfc", "Final Fantasy VII (USA) (Disc 1).bin", "Castlevania - Symphony of the Night (USA).cue",
    "The Legend of Zelda - Ocarina of Time (USA) (Rev 2).z64", "Super Metroid (Japan, USA) (En,Ja).sfc",
    "No-Intro Nintendo Game Boy Advance 2024-01-01", "Redump Sony PlayStation 2 - Europe (part 14)", "TOSEC Commodore Amiga Games 2023-06-01",
    "MAME 0.262 ROMs (merged)", "Doom (1993) shareware v1.9", "Diablo.IV.Season.of.the.Infernal.Hordes.Update", "Minecraft Java Edition 1.20.4 server jar",
    "Factorio_x64_1.1.101.zip", "OpenTTD 13.4 windows-win64.exe", "Dwarf Fortress Classic 50.11 win",
    "Microsoft.Flight.Simulator.Deluxe.Edition.v1.36.2.0", "Football.Manager.2024-RUNE", "EA.Sports.FC.24-RUNE",
]
for s in GAMES:
    t = maybe_shell(s, "", 0.35, 150)
    if "NSW" in s:
        gg = pick(["alt.binaries.games.nintendoswitch", "alt.binaries.games"])
    elif "PS4" in s:
        gg = pick(["alt.binaries.console.ps4", "alt.binaries.games"])
    elif "XBOX" in s:
        gg = pick(["alt.binaries.games.xbox", "alt.binaries.games"])
    elif any(x in s for x in ["(USA)", "No-Intro", "Redump", "TOSEC", "MAME", "(Japan"]):
        gg = pick(["alt.binaries.emulators.nintendo", "alt.binaries.emulators.mame", "alt.binaries.roms", "alt.binaries.games"])
    else:
        gg = pick(["alt.binaries.games", "alt.binaries.games", "alt.binaries.cd.image", "alt.binaries.warez", "alt.binaries.boneless"])
    L("game", t, gg)

# ---- sports broadcasts
SPORTS = [
    "NFL.{y}.Week.{w}.{a}.vs.{b}.720p.WEB.h264-{g}", "NBA.{y}.{m}.{d}.{a}.vs.{b}.1080p.WEB.h264-{g}",
    "NHL.{y}.{m}.{d}.{a}.vs.{b}.720p.HDTV.x264-{g}", "EPL.{y}.{m}.{d}.{a}.vs.{b}.720p.WEB.h264-{g}",
    "Formula1.{y}.Round{r}.{gp}.Race.SkyF1UHD.2160p", "Formula1.{y}.Round{r}.{gp}.Qualifying.SkyF1HD.1080P",
    "UFC.{u}.Prelims.720p.WEB.h264-{g}", "UFC.{u}.PPV.1080p.HDTV.x264-{g}", "MotoGP.{y}.Round{r}.{gp}.Race.1080p.WEB.h264-{g}",
    "WWE.WrestleMania.{wm}.{y}.Night.1.PPV.1080p.WEB.h264-HEEL", "Tour.de.France.{y}.Stage.{s}.1080p.WEB.h264-{g}",
    "Bundesliga.{y}.{m}.{d}.{a}.vs.{b}.GERMAN.720p.HDTV.x264-{g}", "Eredivisie.{y}.{m}.{d}.{a}.vs.{b}.DUTCH.720p.WEB.h264-{g}",
    "MLB.{y}.{m}.{d}.{a}.vs.{b}.720p.WEB.h264-{g}", "Match.of.the.Day.{y}.{m}.{d}.720p.HDTV.x264-{g}",
    "NFL.RedZone.{y}.Week.{w}.720p.WEB.h264-{g}", "Six.Nations.{y}.{a}.vs.{b}.1080p.HDTV.x264-{g}",
    "Cricket.The.Ashes.{y}.Test.{t}.Day.{t}.720p.HDTV.x264-{g}", "Snooker.World.Championship.{y}.Final.Session.{t}.720p.HDTV-{g}",
]
_TEAMS = ["Chiefs", "Bills", "Eagles", "49ers", "Celtics", "Lakers", "Warriors", "Knicks", "Maple.Leafs", "Canadiens",
          "Bruins", "Liverpool", "Arsenal", "Manchester.City", "Chelsea", "Tottenham", "Bayern.Munich", "Borussia.Dortmund",
          "Ajax", "PSV", "Feyenoord", "Yankees", "Dodgers", "Red.Sox", "England", "France", "Ireland", "Wales", "Australia"]
_TEAMS_BY = {
    "NFL": ["Chiefs", "Bills", "Eagles", "49ers", "Ravens", "Cowboys", "Lions", "Packers", "Steelers", "Bengals"],
    "NBA": ["Celtics", "Lakers", "Warriors", "Knicks", "Nuggets", "Bucks", "Heat", "Suns", "Mavericks", "76ers"],
    "NHL": ["Maple.Leafs", "Canadiens", "Bruins", "Oilers", "Rangers", "Panthers", "Avalanche", "Penguins"],
    "EPL": ["Liverpool", "Arsenal", "Manchester.City", "Chelsea", "Tottenham", "Newcastle", "Aston.Villa", "Everton"],
    "Bundesliga": ["Bayern.Munich", "Borussia.Dortmund", "Bayer.Leverkusen", "RB.Leipzig", "VfB.Stuttgart", "Union.Berlin"],
    "Eredivisie": ["Ajax", "PSV", "Feyenoord", "AZ", "FC.Twente", "FC.Utrecht", "Sparta.Rotterdam"],
    "MLB": ["Yankees", "Dodgers", "Red.Sox", "Cubs", "Astros", "Braves", "Mets", "Orioles"],
    "Six": ["England", "France", "Ireland", "Wales", "Scotland", "Italy"],
}
_GP = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "Monaco", "Canada", "Spain", "Austria", "Great.Britain",
       "Hungary", "Belgium", "Netherlands", "Italy", "Singapore", "Mexico", "Brazil", "Las.Vegas", "Abu.Dhabi", "Mugello", "Assen", "Valencia"]
_SG = ["VERUM", "SPORTSNET", "WEBTUBE", "MiLLER", "ACES", "KYR", "GAMETiME", "Star", "DARKSPORT", "F1Carreras", "SKY"]
_c = 0
while _c < 38:
    y, m, d = ydate(2015, 2025)
    t = pick(SPORTS)
    pool = _TEAMS_BY.get(t.split(".")[0], _TEAMS)
    a = pick(pool)
    b = pick([x for x in pool if x != a])
    for key, val in [("{y}", str(y)), ("{m}", "%02d" % m), ("{d}", "%02d" % d), ("{a}", a), ("{b}", b), ("{w}", str(R.randint(1, 18))),
                     ("{r}", "%02d" % R.randint(1, 24)), ("{gp}", pick(_GP)), ("{u}", str(R.randint(250, 310))), ("{wm}", str(R.randint(31, 41))),
                     ("{s}", str(R.randint(1, 21))), ("{t}", str(R.randint(1, 5))), ("{g}", pick(_SG))]:
        t = t.replace(key, val)
    if L("sports", maybe_shell(t, ".mkv", 0.15), pick(["alt.binaries.sports", "alt.binaries.teevee", "alt.binaries.hdtv.x264", "alt.binaries.multimedia.sports", "alt.binaries.boneless"])):
        _c += 1

# ---- documentaries
DOCS = [
    "BBC.Planet.Earth.III.S01E0{e}.2160p.iP.WEB-DL.AAC2.0.HLG.H.265-{g}", "National.Geographic.Free.Solo.2018.1080p.BluRay.x264-{g}",
    "PBS.Nova.{y}.{x}.720p.HDTV.x264-{g}", "Frontline.S{y}E{e2}.{x}.1080p.WEB.h264-{g}", "Horizon.{y}.{x}.720p.HDTV.x264-{g}",
    "Storyville.{y}.{x}.1080p.iP.WEB-DL.AAC2.0.H.264-{g}", "Ken.Burns.The.Vietnam.War.S01E0{e}.1080p.BluRay.x264-{g}",
    "CuriosityStream.{x}.1080p.WEB.x264.AAC-{g}", "BBC.Blue.Planet.II.S01E0{e}.2160p.UHD.BluRay.x265-{g}",
    "Our.Planet.S01E0{e}.1080p.NF.WEB-DL.DDP5.1.x264-{g}", "The.Last.Dance.S01E0{e}.720p.WEB.h264-{g}",
    "Apollo.11.2019.1080p.BluRay.x264-{g}", "The.Act.of.Killing.2012.DIRECTORS.CUT.1080p.BluRay.x264-{g}",
    "Timeline.{x}.Documentary.720p", "Secrets.of.the.Universe.S01E0{e}.1080p.WEB.h264-{g}", "Cosmos.A.Spacetime.Odyssey.S01E{e2}.720p.HDTV.x264-{g}",
]
_DX = ["The.Secret.Life.of.Cats", "Chasing.Carbon.Zero", "The.Sun.Part.2", "Ancient.Egypt.by.Train", "Inside.the.Mind.of.a.Dog",
       "The.Rise.of.the.Machines", "Looking.for.Alien.Life", "Arctic.Drift", "Fentanyl.Inc", "The.Tinderbox", "Polar.Extremes",
       "Hunting.the.Elements", "The.Power.of.Sleep", "Roman.Britain.from.the.Air", "Building.Pharaohs.Ships"]
_c = 0
while _c < 38:
    t = pick(DOCS)
    for key, val in [("{e}", str(R.randint(1, 8))), ("{e2}", "%02d" % R.randint(1, 20)), ("{y}", str(R.randint(2008, 2025))),
                     ("{x}", pick(_DX)), ("{g}", pick(SCENE_TV_HDTV + SCENE_TV_WEB + P2P_TV + ["DOCUMENTARY", "BiPOLAR", "FaiLED", "NOMA"]))]:
        t = t.replace(key, val)
    if L("documentary", maybe_shell(t, ".mkv", 0.15), pick(["alt.binaries.documentaries", "alt.binaries.docs", "alt.binaries.teevee", "alt.binaries.hdtv.x264", "alt.binaries.multimedia.documentaries"])):
        _c += 1

# ---- XXX scene names (performer names invented)
XSITES = ["Vixen", "Tushy", "Blacked", "Deeper", "Brazzers", "RealityKings", "BangBros", "NubileFilms", "MetArt", "SexArt",
          "PureTaboo", "EvilAngel", "Private", "TeamSkeet", "NaughtyAmerica", "DorcelClub", "Wicked", "LetsDoeIt", "MomsLickTeens", "X-Art"]
_XF = ["Lena", "Mila", "Kira", "Ava", "Sasha", "Nina", "Tia", "Eva", "Lola", "Anya", "Roxy", "Jade", "Stella", "Vera", "Zoe", "Bree"]
_XL = ["Vale", "Storm", "Monroe", "Rivers", "Knight", "Blaze", "Sterling", "Lane", "Frost", "Reyes", "Cruz", "Hart", "Star", "Wilde", "Moon"]
_XT = ["Morning.Glow", "After.Hours", "Poolside", "The.Interview", "Getaway", "Private.Session", "Room.Service", "Study.Break",
       "Sunset", "House.Call", "Second.Chance", "Weekend.Away", "Velvet", "Just.Us"]
_c = 0
while _c < 36:
    y, m, d = ydate(2014, 2025)
    perf = pick(_XF) + "." + pick(_XL)
    k = R.randrange(4)
    if k <= 1:
        t = "%s.%02d.%02d.%02d.%s%s.XXX.%s.MP4-%s" % (pick(XSITES), y % 100, m, d, perf, ("." + pick(_XT)) if chance(0.5) else "",
                                                     pick(["1080p", "720p", "2160p", "480p"]), pick(["WRB", "KTR", "P2P", "NBQ", "SEXORS", "GUSH", "XC"]))
    elif k == 2:
        t = "%s.XXX.%s-%s" % (pick(["Anal.Delights", "Sorority.Secrets", "Pretty.Dirty.4", "Office.Affairs", "Lust.Unleashed.2", "Cheerleaders.Vol.3"]),
                                 pick(["DVDRip.x264", "1080p.WEBRiP.MP4", "720p.WEB.x264"]), pick(["GUSH", "XXX", "iNT", "VBT", "TRASHBIN", "BTWU"]))
    else:
        t = "[%s] %s - %s (%d) %s" % (pick(XSITES), perf.replace(".", " "), pick(_XT).replace(".", " "), y, pick(["1080p", "[2160p]", "(SD)", "[Siterip]"]))
    if L("xxx_scene", maybe_shell(t, ".mp4", 0.2), pick(["alt.binaries.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.erotica.divx", "alt.binaries.mom", "alt.binaries.boneless"])):
        _c += 1

# ---- non-Latin-script releases
NONLATIN_REL = [
    ("[\u30a2\u30cb\u30e1] \u9032\u6483\u306e\u5de8\u4eba \u7b2c{n}\u8a71 (BD 1920x1080 x264 FLAC).mkv", "alt.binaries.anime"),
    ("\u5b64\u72ec\u306e\u30b0\u30eb\u30e1 Season10 \u7b2c{n}\u8a71 1080p", "alt.binaries.multimedia.japanese"),
    ("\u6d41\u6d6a\u5730\u74032.The.Wandering.Earth.II.2023.1080p.WEB-DL.H264.AAC-{g}", "alt.binaries.moovee"),
    ("\u041c\u0430\u0441\u0442\u0435\u0440 \u0438 \u041c\u0430\u0440\u0433\u0430\u0440\u0438\u0442\u0430 (2024) WEB-DL 1080p", "alt.binaries.movies"),
    ("\u0421\u043b\u043e\u0432\u043e \u043f\u0430\u0446\u0430\u043d\u0430. \u041a\u0440\u043e\u0432\u044c \u043d\u0430 \u0430\u0441\u0444\u0430\u043b\u044c\u0442\u0435 (2023) S01E0{n} WEB-DL 1080p", "alt.binaries.teevee"),
    ("\ubb34\ud55c\ub3c4\uc804.E{n3}.151205.720p-NEXT", "alt.binaries.multimedia.korean"),
    ("\ub7f0\ub2dd\ub9e8.E{n3}.240204.1080p-NEXT", "alt.binaries.multimedia.korean"),
    ("\u7c73\u6d25\u7384\u5e2b - STRAY SHEEP (2020) [FLAC 24bit]", "alt.binaries.sounds.flac"),
    ("\u5b87\u591a\u7530\u30d2\u30ab\u30eb - BADモード (2022) [FLAC 24-96]", "alt.binaries.sounds.flac"),
    ("\u9648\u5955\u8fc5 - \u5341\u5e74 [FLAC]", "alt.binaries.sounds.lossless"),
    ("\u5468\u6770\u502b - \u6700\u4f1f\u5927\u7684\u4f5c\u54c1 (2022) [320K MP3]", "alt.binaries.mp3"),
    ("\u04101\u0410 - \u0412\u0438\u0434\u0435\u043e\u0442\u0435\u043a\u0430 \u0413\u043b\u0430\u0432\u043d\u0430\u044f \u043c\u0435\u0445\u0430\u043d\u0438\u043a\u0430", "alt.binaries.misc"),
    ("\u041a\u0438\u043d\u043e - \u0413\u0440\u0443\u043f\u043f\u0430 \u043a\u0440\u043e\u0432\u0438 (1988) [FLAC]", "alt.binaries.sounds.flac"),
    ("\u0422\u043e\u043b\u0441\u0442\u043e\u0439 \u041b. - \u0412\u043e\u0439\u043d\u0430 \u0438 \u043c\u0438\u0440 [\u0447\u0438\u0442\u0430\u0435\u0442 \u041a\u043b\u044e\u043a\u0432\u0438\u043d \u0418.] MP3", "alt.binaries.sounds.audiobooks"),
    ("\u0645\u0633\u0644\u0633\u0644 \u0627\u0644\u062d\u0634\u0627\u0634\u064a\u0646 \u0627\u0644\u062d\u0644\u0642\u0629 {n} 1080p", "alt.binaries.teevee"),
    ("\u0623\u0645 \u0643\u0644\u062b\u0648\u0645 - \u0623\u0646\u062a \u0639\u0645\u0631\u064a (1964) FLAC", "alt.binaries.sounds.flac"),
    ("\u039f \u0396\u03bf\u03c1\u03bc\u03c0\u03ac\u03c2 (1964) 1080p BluRay", "alt.binaries.movies"),
    ("\u05e9\u05d8\u05d9\u05e1\u05dc S03E0{n} 1080p WEB-DL", "alt.binaries.teevee"),
    ("\u0e1e\u0e35\u0e48\u0e21\u0e32\u0e01..\u0e1e\u0e23\u0e30\u0e42\u0e02\u0e19\u0e07 (2013) 1080p", "alt.binaries.movies"),
    ("\u0930\u093e\u092e\u093e\u092f\u0923 (1987) \u090f\u092a\u093f\u0938\u094b\u0921 {n3} DVDRip", "alt.binaries.multimedia"),
    ("\u3010\u3086\u308b\u30ad\u30e3\u30f3\u25b3\u3011\u7b2c3\u671f \u7b2c{n}\u8a71 [WEB-DL 1080p]", "alt.binaries.anime"),
    ("\u6751\u4e0a\u6625\u6a39 - \u8857\u3068\u305d\u306e\u4e0d\u78ba\u304b\u306a\u58c1 (epub)", "alt.binaries.e-book"),
    ("\u4e09\u4f53 \u5168\u96c6 \u5218\u6148\u6b23 epub+mobi", "alt.binaries.e-book"),
    ("\u30c9\u30e9\u30b4\u30f3\u30dc\u30fc\u30eb \u5168\u5dfb (\u30b3\u30df\u30c3\u30af) zip", "alt.binaries.pictures.comics.manga"),
    ("\u9b3c\u6ec5\u306e\u5203 \u7b2c01-23\u5dfb", "alt.binaries.pictures.comics.manga"),
    ("\u041d\u0430\u0443\u043a\u0430 \u0438 \u0436\u0438\u0437\u043d\u044c \u2116{n} 2023 PDF", "alt.binaries.mags"),
    ("\u0412\u0438\u0441\u043e\u0446\u043a\u0438\u0439 \u0412.\u0421. - \u041f\u043e\u043b\u043d\u043e\u0435 \u0441\u043e\u0431\u0440\u0430\u043d\u0438\u0435 [MP3]", "alt.binaries.mp3"),
    ("\uae30\uc0dd\ucda9 Parasite 2019 KOREAN 1080p BluRay", "alt.binaries.moovee"),
    ("\u60ac\u5d16\u4e0a\u7684\u91d1\u9c7c\u59ec \u7ca4\u8bed\u914d\u97f3 1080p", "alt.binaries.anime"),
    ("\u7405\u740a\u699c.S01E{n2}.1080p.WEB-DL.AAC.H264", "alt.binaries.multimedia.chinese"),
    ("\u0421\u0442\u0430\u043b\u043a\u0435\u0440 (1979) BDRip 1080p", "alt.binaries.movies"),
    ("\u041c\u0430\u0448\u0430 \u0438 \u041c\u0435\u0434\u0432\u0435\u0434\u044c - \u0432\u0441\u0435 \u0441\u0435\u0440\u0438\u0438 1-{n2}", "alt.binaries.multimedia"),
    ("\u064a\u0627\u0633\u0645\u064a\u0646\u0629 \u0627\u0644\u0634\u0627\u0645 - \u0643\u062a\u0627\u0628 PDF", "alt.binaries.e-book"),
    ("\u0646\u0627\u0635\u064a\u0641 \u0632\u064a\u062a\u0648\u0646 - \u0623\u063a\u0627\u0646\u064a 2022 MP3 320", "alt.binaries.mp3"),
]
for s, g in NONLATIN_REL:
    t = s.replace("{n}", str(R.randint(1, 9))).replace("{n2}", "%02d" % R.randint(1, 54)).replace("{n3}", "%03d" % R.randint(100, 720)).replace("{g}", pick(["HDCTV", "WiKi", "CMCT", "FRDS"]))
    L("nonlatin_release", maybe_shell(t, "", 0.15, 20), g)

# ---- obfuscated uploads (random names as posting tools emit them)
OBF_GROUPS = ["alt.binaries.boneless", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia",
              "alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.mom", "alt.binaries.cores", "alt.binaries.frogs",
              "alt.binaries.bloaf", "alt.binaries.ath", "alt.binaries.town", "alt.binaries.u4e", "alt.binaries.hdtv.x264",
              "alt.binaries.flowed", "alt.binaries.superman", "alt.binaries.iso", "alt.binaries.nl"]


def obf_name():
    k = R.randrange(7)
    if k == 0:
        return rstr(32, HEX)
    if k == 1:
        return rstr(R.randint(16, 40))
    if k == 2:
        return "%s-%s-%s-%s-%s" % (rstr(8, HEX), rstr(4, HEX), rstr(4, HEX), rstr(4, HEX), rstr(12, HEX))
    if k == 3:
        return rstr(R.randint(10, 24), "abcdefghijklmnopqrstuvwxyz0123456789")
    if k == 4:
        return rstr(R.randint(20, 30), "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    if k == 5:
        return rstr(40, HEX)
    return rstr(R.randint(6, 12), "abcdefghijklmnopqrstuvwxyz") + "." + rstr(R.randint(6, 12), "abcdefghijklmnopqrstuvwxyz")


_c = 0
while _c < 75:
    base = obf_name()
    k = R.randrange(8)
    n = R.randint(3, 120)
    if k == 0:
        t = base
    elif k == 1:
        t = yenc(base + pick([".part%02d.rar" % R.randint(1, n), ".rar", ".r%02d" % R.randint(0, 99), ".7z.%03d" % R.randint(1, n), ".par2", ".vol%03d+%02d.par2" % (R.randint(0, 200), R.randint(1, 64)), ".mkv", ".bin", ".zip"]), nfiles=n)
    elif k == 2:
        t = yenc(base, nfiles=n)
    elif k == 3:
        t = '[%d/%d] - "%s" yEnc (%d/%d)' % (R.randint(1, n), n, rstr(R.randint(18, 32)), 1, R.randint(1, 300))
    elif k == 4:
        t = "%s [%02d/%02d] - \"%s.%03d\" yEnc (1/%d)" % (base, R.randint(1, n), n, rstr(R.randint(10, 20)), R.randint(1, 200), R.randint(50, 400))
    elif k == 5:
        t = base + pick([".mkv", ".rar", ".7z", ".nzb", ".par2", ".iso", ".mp4"])
    elif k == 6:
        t = "[%s] [%02d/%02d] - \"%s\" yEnc (1/%d)" % (rstr(R.randint(3, 8), "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), R.randint(1, n), n, base, R.randint(1, 350))
    else:
        t = "%s - %s" % (base, yenc(rstr(16, HEX) + ".bin", nfiles=n))
    if L("obfuscated", t, pick(OBF_GROUPS)):
        _c += 1

# ---- par2 / nzb / sfv / nfo of releases
_AUXSRC = []
for _ in range(60):
    k = R.randrange(4)
    if k == 0:
        m, y = pick(MOVIES)
        _AUXSRC.append(("%s.%d.%s-%s" % (dots(m), y, pick(["1080p.BluRay.x264", "2160p.WEB.h265", "720p.WEB.H264"]), pick(SCENE_MOV)), pick(MOVIE_GROUPS)))
    elif k == 1:
        _AUXSRC.append(("%s.%s.%s-%s" % (dots(pick(SHOWS)), ep(8, 16), pick(["720p.HDTV.x264", "1080p.WEB.h264"]), pick(SCENE_TV_WEB)), pick(TV_GROUPS)))
    elif k == 2:
        ar, al, y = pick(ALBUMS)
        _AUXSRC.append(("%s-%s-WEB-%d-%s" % (us(ar), us(al), y, pick(MP3_SCENE)), pick(MUSIC_GROUPS)))
    else:
        _AUXSRC.append((pick(GAMES[:24]), "alt.binaries.games"))
for name, g in _AUXSRC:
    k = R.randrange(7)
    if k == 0:
        t = yenc(name + ".par2", prefix=name if chance(0.5) else None, parts=1)
    elif k == 1:
        a = R.randint(0, 120)
        t = yenc(name + ".vol%03d+%03d.par2" % (a, R.randint(1, 64)), prefix=name if chance(0.5) else None)
    elif k == 2:
        t = yenc(name + ".nzb", nfiles=1, idx=1, parts=R.randint(1, 4))
    elif k == 3:
        t = yenc(name + ".sfv", prefix=name if chance(0.5) else None, parts=1)
    elif k == 4:
        t = yenc(name + ".nfo", prefix=name if chance(0.5) else None, parts=1)
    elif k == 5:
        t = name + pick([".nzb", ".nfo", ".sfv", ".par2"])
    else:
        t = yenc(pick(["00-", "000-"]) + name.lower() + pick([".nfo", ".sfv", ".m3u", ".jpg"]), prefix=name if chance(0.5) else None, parts=1)
    L("aux_files", t, g)

# ================================================================ LEGIT, unstructured
def LU(kind, items, groups, shell_p=0.0, ext=""):
    for s in items:
        t = s
        if shell_p and chance(shell_p):
            fn = s + ext if ext and not s.lower().endswith(ext) else s
            t = yenc(fn, prefix=None, nfiles=R.randint(1, 30))
        L(kind, t, pick(groups))


# bare titles (films, series, books without release structure)
_bare = [m for m, _y in MOVIES[::3]]
_bare += ["%s (%d)" % (m, y) for m, y in MOVIES[1::4]]
_bare += ["The Godfather Part II", "Casablanca 1942",
          "Twin Peaks Fire Walk with Me", "Fawlty Towers complete", "Blackadder Goes Forth", "The Young Ones",
          "Monty Python's Flying Circus series 2", "Brideshead Revisited 1981", "I Claudius", "Tinker Tailor Soldier Spy (BBC 1979)",
          "The Prisoner 1967", "Dad's Army", "Allo Allo", "Red Dwarf VIII", "Cracker", "Prime Suspect 1", "The Singing Detective",
          "Das Boot - The Director's Cut", "Heimat - Eine deutsche Chronik", "Berlin Alexanderplatz (Fassbinder)",
          "Swiebertje", "Pipo de Clown", "Baantjer - De Cock en de moord op de kunstenaar", "Flodder", "Zeg 'ns Aaa",
          "Kuifje - De Zwarte Rotsen", "Nijntje", "Dune (1984 TV cut)", "Kind Hearts and Coronets", "The Third Man",
          "Brief Encounter", "Withnail and I", "Local Hero", "Gregory's Girl", "Kes", "Quadrophenia", "Trainspotting",
          "Lock Stock and Two Smoking Barrels", "Hot Fuzz", "Shaun of the Dead", "In Bruges", "Sexy Beast",
          "The Wicker Man 1973", "Don't Look Now", "Threads 1984", "The War Game 1965", "Ghostwatch", "Penda's Fen",
          "Salem's Lot miniseries", "It (1990)", "The Langoliers", "Storm of the Century", "Shogun (1980 miniseries)",
          "Roots 1977", "The Thorn Birds", "North and South book 1", "Lonesome Dove", "Band of Brothers", "The Pacific",
          "Chernobyl", "Generation Kill", "Deadwood", "Carnivale", "Rome season 1", "Firefly", "Serenity", "Farscape",
          "Babylon 5", "Star Trek Deep Space Nine", "Blake's 7", "The Tripods", "Knightmare", "Button Moon", "Bagpuss",
          "The Clangers", "Postman Pat", "Thunderbirds", "Captain Scarlet", "Stingray", "Fireball XL5", "Terrahawks",
          "Robin of Sherwood", "Dark Season", "Press Gang", "Grange Hill 1982", "Byker Grove", "Tomorrow People 1973",
          ]
_bare_books = ["Tom Clancy - The Hunt for Red October", "Pride and Prejudice - Jane Austen", "Moby Dick - Herman Melville", "Tolstoy - War and Peace (Maude translation)", "Isaac Asimov - Foundation Trilogy", "Tolkien - The Silmarillion",
          "Ursula Le Guin - The Dispossessed", "Nabokov - Lolita", "Kafka - Der Prozess", "Camus - L'Etranger",
          "Mulisch - Het stenen bruidsbed", "Reve - De Avonden", "Hermans - De donkere kamer van Damokles"]
LU("bare_title", _bare, ["alt.binaries.moovee", "alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.boneless",
                         "alt.binaries.misc", "alt.binaries.tv.classic", "alt.binaries.multimedia.classic-films", "alt.binaries.dvd"], 0.15, ".avi")
LU("bare_title", _bare_books, ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood", "alt.binaries.nl"], 0.15, ".epub")

# songs
_songs = ["Bohemian Rhapsody - Queen.mp3", "Fleetwood Mac - Dreams", "Hotel California", "Kate Bush - Running Up That Hill",
          "Stairway to Heaven (Remaster)", "Smells Like Teen Spirit.flac", "Blue Monday - New Order 12 inch", "A Day in the Life",
          "Purple Rain (live 1985)", "Joy Division - Atmosphere", "Sweet Child O' Mine", "Wonderwall - Oasis", "Hurt - Johnny Cash",
          "Jolene.mp3", "Africa - Toto", "Take On Me (acoustic)", "Billie Jean", "Like a Rolling Stone", "Heroes - David Bowie",
          "Respect - Aretha Franklin", "Clair de Lune - Debussy (Arrau)", "Bach - Cello Suite No. 1 - Yo-Yo Ma", "Pachelbel Canon in D",
          "Beethoven Symphony No 9 Karajan 1963", "Mahler 5 Adagietto", "Nessun Dorma - Pavarotti", "Ave Maria - Schubert",
          "Hallelujah - Jeff Buckley", "Everybody Hurts", "Creep (live at Glastonbury 1997)", "Zombie - The Cranberries",
          "Losing My Religion", "Black Hole Sun", "Under Pressure", "Waterloo Sunset", "Ziggy Stardust", "Born Slippy .NUXX",
          "Windowlicker", "Teardrop - Massive Attack", "Glory Box", "Roxanne", "Tainted Love", "Don't You Want Me",
          "Once in a Lifetime", "Psycho Killer", "Paranoid Android", "Karma Police", "Tiny Dancer", "Rocket Man",
          "Dancing Queen", "Mr. Blue Sky", "Sultans of Swing", "Layla (unplugged)", "Wish You Were Here", "Comfortably Numb live 1980",
          "Ik Neem Je Mee - Gerard Joling", "Zij Gelooft In Mij - Andre Hazes", "Het Is Een Nacht - Guus Meeuwis", "Avond - Boudewijn de Groot",
          "99 Luftballons", "Major Tom (Völlig losgelöst)", "La Vie en Rose - Edith Piaf", "Ne Me Quitte Pas - Jacques Brel",
          "Volare - Domenico Modugno", "Despacito", "Gangnam Style", "Sukiyaki - Kyu Sakamoto", "Plastic Love - Mariya Takeuchi",
          "Lose Yourself", "Juicy - The Notorious B.I.G.", "Nuthin' but a G Thang", "C.R.E.A.M.", "Alright - Kendrick Lamar",
          "Running up that hill (Stranger Things version)", "Song 2", "Seven Nation Army", "Mr. Brightside", "Bitter Sweet Symphony",
          "Fix You", "Yellow - Coldplay (demo)", "Hey Jude (2015 mix)", "Imagine", "Let It Be (Naked)"]
LU("song", _songs, ["alt.binaries.mp3", "alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.music",
                    "alt.binaries.sounds.mp3.classical", "alt.binaries.boneless", "alt.binaries.nl"], 0.25, ".mp3")

# podcasts
_pods = []
_POD_T = [("Hardcore History", ["Blueprint for Armageddon I", "Supernova in the East III", "Mania for Subjugation II", "Wrath of the Khans IV", "King of Kings"]),
          ("The Rest Is History", ["The Fall of Rome", "Napoleon at Waterloo", "The Titanic Part 2", "Caligula", "The French Revolution Part 5"]),
          ("99% Invisible", ["Mini-Stories Volume 17", "The Megaplex", "Roman Mars Mailbag", "Hostile Architecture"]),
          ("Radiolab", ["The Cataclysm Sentence", "Stochasticity", "Colors", "Space"]),
          ("This American Life", ["Harold", "Act V", "The Giant Pool of Money", "Switched at Birth"]),
          ("Lex Fridman Podcast", ["Sam Altman", "John Carmack", "Neil deGrasse Tyson", "Donald Knuth"]),
          ("The Joe Rogan Experience", ["Graham Hancock and Flint Dibble", "Bill Burr", "Roger Penrose"]),
          ("Serial", ["Season 1 Episode 1 - The Alibi", "The Retraction", "Episode 12 - What We Know"]),
          ("Lore", ["Tools of the Trade", "Black Stockings", "Under the Stairs"]),
          ("In Our Time", ["The Peasants Revolt", "Photosynthesis", "Beowulf", "The Siege of Malta"]),
          ("Stuff You Should Know", ["How Lobotomies Work", "Short Stuff: Ball Pits", "The Tunguska Event"]),
          ("Freakonomics Radio", ["Are You Ready for a Four-Day Work Week?", "The Hidden Side of Sleep"]),
          ("Behind the Bastards", ["Part One: The Worst Person in History", "Part Two: King Leopold"]),
          ("No Such Thing As A Fish", ["No Such Thing As A Haunted Toaster", "No Such Thing As A Free Lunch Break"]),
          ("De Correspondent", ["Rutger Bregman over basisinkomen"]), ("NRC Vandaag", ["De val van het kabinet"])]
for name, eps in _POD_T:
    for e in eps:
        k = R.randrange(4)
        if k == 0:
            _pods.append("%s %d - %s" % (name, R.randint(1, 700), e))
        elif k == 1:
            _pods.append("%s - %s.mp3" % (name, e))
        elif k == 2:
            _pods.append("%s #%d: %s" % (name, R.randint(1, 2100), e))
        else:
            _pods.append("%s - Episode %d - %s (%d-%02d-%02d)" % ((name, R.randint(1, 900), e) + ydate(2012, 2025)))
LU("podcast", _pods, ["alt.binaries.sounds.mp3", "alt.binaries.podcasts", "alt.binaries.sounds.radio", "alt.binaries.mp3", "alt.binaries.boneless"], 0.15, ".mp3")

# lectures / courses / talks
_lect = ["MIT 6.006 Introduction to Algorithms Lecture %d" % R.randint(1, 24), "MIT 18.06 Linear Algebra - Gilbert Strang - Lecture %d" % R.randint(1, 34),
         "Feynman Lectures - Messenger Series 1 - The Law of Gravitation", "Yale Open Courses HIST 202 - European Civilization lecture 12",
         "Stanford CS229 Machine Learning Lecture 3 (Andrew Ng)", "Harvard Justice with Michael Sandel - Episode 01",
         "Richard Feynman - Fun to Imagine (1983)", "Carl Sagan - Christmas Lectures 1977 - The Planets", "Royal Institution Christmas Lectures 2019",
         "Jordan Peterson - Maps of Meaning 2017 lecture 4", "Noam Chomsky - Manufacturing Consent lecture 1989",
         "Leonard Susskind - Theoretical Minimum - Quantum Mechanics lecture 5", "The Great Courses - Understanding the Universe",
         "The Great Courses - The History of Ancient Egypt", "Teaching Company - Great Ideas of Philosophy 2nd ed",
         "Berkeley CS61A SICP lectures Fall 2012", "Walter Lewin - 8.01 Classical Mechanics lecture 16",
         "TED - Ken Robinson - Do schools kill creativity", "Christopher Hitchens debate Oxford 2006",
         "3Blue1Brown - Essence of Linear Algebra complete", "Udemy - The Complete Python Bootcamp",
         "Coursera Learning How to Learn all videos", "Linux Foundation LFS101 course videos", "CCNA 200-301 video course - Jeremy's IT Lab",
         "Masterclass - Gordon Ramsay Teaches Cooking", "Pluralsight - Kubernetes for Developers", "Harvard CS50 2023 Week 4 Memory",
         "Open Universiteit - Inleiding psychologie hoorcollege 3", "Universiteit van Nederland - Waarom slapen we",
         "Khan Academy - Organic Chemistry playlist", "Oxford - Roger Penrose - Consciousness lecture 2018",
         "Lecture 7 - Thermodynamics (Prof. Walter Lewin)", "Alan Watts - Out of Your Mind - tape 3", "Bertrand Russell BBC interview 1959",
         "Richard Dawkins - Growing Up in the Universe 1991 RI", "Kenneth Clark - Civilisation episode 5",
         "David Attenborough Life on Earth lecture notes", "Robert Sapolsky - Human Behavioral Biology lecture 2",
         "Joseph Campbell - The Power of Myth 1 The Hero's Adventure", "Prof. Kerstin Heuer - Einführung in die Soziologie Vorlesung 6",
         "Collège de France - Leçon inaugurale 2022", "Donald Knuth - Christmas Lecture 2019 Dancing Cells",
         "Guitar lessons - Justin Guitar beginner course", "Pimsleur Japanese Level 1", "Assimil - Le nouvel italien sans peine"]
LU("lecture", _lect, ["alt.binaries.education", "alt.binaries.e-learning", "alt.binaries.multimedia", "alt.binaries.boneless",
                      "alt.binaries.sounds.mp3.spoken-word", "alt.binaries.e-book.technical", "alt.binaries.documentaries"], 0.15, ".mp4")

# sermons / religious teaching (legit uploads)
_sermons = []
_PASTORS = ["Alistair Begg", "John Piper", "Tim Keller", "Charles Spurgeon (read)", "Martyn Lloyd-Jones", "R.C. Sproul",
            "Pastor Jim", "Ds. Kersten", "Rev. Thomas", "Father Mike Schmitz", "Sheikh Yusuf Estes", "Ajahn Brahm", "Rabbi Sacks"]
_TOPICS = ["Romans 8", "The Prodigal Son", "Psalm 23", "Grace and Works", "The Sermon on the Mount", "Advent week 2",
           "Easter Sunday", "Forgiveness", "Genesis 1-3", "Hebrews 11 - Faith", "Patience", "Mindfulness of breathing",
           "Parashat Bereshit", "The Book of Job", "John 3:16", "Ephesians 2", "Christmas Eve"]
for _ in range(30):
    y, m, d = ydate(2005, 2025)
    k = R.randrange(4)
    if k == 0:
        _sermons.append("%s - %s" % (pick(_PASTORS), pick(_TOPICS)))
    elif k == 1:
        _sermons.append("Sunday Service %d-%02d-%02d - %s" % (y, m, d, pick(_TOPICS)))
    elif k == 2:
        _sermons.append("%s sermon %d %s.mp3" % (pick(_PASTORS), y, pick(_TOPICS)))
    else:
        _sermons.append("Preek %02d-%02d-%d - %s" % (d, m, y, pick(["Ds. de Vries", "Ds. Jansen", "Ds. van Dijk"])))
LU("sermon", _sermons, ["alt.binaries.sounds.mp3.spoken-word", "alt.binaries.religion", "alt.binaries.mp3", "alt.binaries.boneless", "alt.binaries.nl"], 0.15, ".mp3")

# radio drama / old-time radio
_radio = ["BBC Radio 4 - The Archers %d-%02d-%02d" % ydate(2010, 2025), "The Hitchhiker's Guide to the Galaxy - Primary Phase - Fit the First",
          "Old Time Radio - Suspense 1943-05-20 The Hitchhiker", "Dimension X 1950-04-08 The Outer Limit", "X Minus One - Nightfall",
          "The Shadow 1938-01-09 The Silent Avenger", "Lux Radio Theatre - Casablanca 1944", "The War of the Worlds (Mercury Theatre 1938)",
          "Dragnet 1950 The Big Cast", "Gunsmoke 1952-06-14 The Buffalo Hunter", "Johnny Dollar - The Clinton Matter", "Fibber McGee and Molly 1940",
          "BBC Radio 4 - Sherlock Holmes (Merrison) - A Study in Scarlet", "The Lord of the Rings BBC Radio 1981 Episode 07",
          "Cabin Pressure - Series 2 - Cremona", "I'm Sorry I Haven't a Clue - 2019 episode 5", "Just a Minute - Christmas special",
          "The Goon Show - The Dreaded Batter Pudding Hurler", "Hancock's Half Hour - The Blood Donor", "Round the Horne series 3",
          "Journey into Space - Operation Luna", "BBC Radio 3 - Drama on 3 - Waiting for Godot", "Welcome to Night Vale 101",
          "The Adventures of Sam Spade 1948", "CBS Radio Mystery Theater 1974-01-06 The Old Ones Are Hard to Kill",
          "Paul Temple and the Jonathan Mystery", "Hoorspel - De Hobbit (NCRV 1978)", "Hoorspel - Paul Vlaanderen en het mysterie",
          "Die drei ??? Folge %03d" % R.randint(1, 230), "TKKG Folge %d" % R.randint(1, 220), "Benjamin Blümchen Folge 12",
          "Der Herr der Ringe - WDR Hörspiel Teil 4", "Les aventures de Tintin - feuilleton radio", "Doctor Who - Big Finish - The Chimes of Midnight",
          "Night Vale presents - Within the Wires S01E03"]
LU("radio_drama", _radio, ["alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.mp3.spoken-word",
                           "alt.binaries.sounds.audiobooks", "alt.binaries.mp3", "alt.binaries.hoorspellen", "alt.binaries.sounds.radio"], 0.2, ".mp3")

# news broadcasts
_news = []
_NEWS = ["BBC News at Ten", "PBS NewsHour", "NOS Journaal 20 uur", "Tagesschau 20 Uhr", "Channel 4 News", "ABC World News Tonight",
         "CBS Evening News", "60 Minutes", "Newsnight", "RTL Nieuws 19.30", "Nieuwsuur", "Le Journal de 20h France 2", "ZDF heute journal",
         "Democracy Now!", "CNN Fareed Zakaria GPS", "Sky News Tonight", "Meet the Press", "Zembla", "Argos TV", "BBC Panorama"]
for _ in range(34):
    y, m, d = ydate(2009, 2025)
    n = pick(_NEWS)
    _news.append(pick(["%s %d-%02d-%02d" % (n, y, m, d), "%s - %02d-%02d-%d" % (n, d, m, y), "%s %02d %s %d" % (n, d, _MONTHS[m - 1], y)]))
LU("news", _news, ["alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.multimedia", "alt.binaries.nl", "alt.binaries.boneless", "alt.binaries.sounds.radio"], 0.15, ".mp4")

# personal collections
_pers = ["My vacation photos Italy 2019", "Grandpa's slides scanned part 3", "Family videos 1998 VHS transfer", "Wallpapers 1920x1080 pack 14",
         "my mp3 collection A-C", "Amiga MOD collection (ProTracker)", "Old C64 SID tunes HVSC 79", "Scans of my 1980s computer magazines",
         "Wedding DVD John and Sarah 2004", "Holiday Crete 2008 camcorder", "Birds in my garden - spring 2023 photos",
         "Dashcam compilation 2022 Netherlands", "Astrophotography - M42 stacked frames", "Home recordings - band practice 1996",
         "Mixtape for Anna (1991 cassette rip)", "Digitized 8mm film reels 1965-1972", "My Sega Saturn save files",
         "Fonts collection I've gathered", "Recipes scanned from mum's cookbook", "Train spotting photos Crewe 1987", "Screenshots pack 2",
         "Some jazz records I ripped from vinyl", "Oma's 80ste verjaardag video", "Vakantie Frankrijk 2012 foto's", "Urlaub Ostsee 2015 Bilder",
         "Lego instructions scans 1980s", "Guitar tabs collection 2010", "Dad's old Dire Straits bootlegs", "Retro game box art scans",
         "Kitten photos (lots)", "Drone footage Lake District 4K", "Night sky timelapse 2021", "Carnaval Maastricht 2019 video",
         "College radio show archive 2003-2006", "Voice memos - song ideas", "Tape transfers of my dad's ham radio contacts",
         "Scanned postcards collection Amsterdam", "Hiking GPS tracks and photos Alps 2018", "NASA APOD images 2020 collection",
         "Cover art collection for my FLAC library", "Church choir concert 2017 recording", "School play 2011 (Oliver!)",
         "Old Usenet posts archive 1995", "Personal backup of my Flickr 2009", "VHS rip - TV adverts 1989", "Christmas 1994 camcorder",
         "Karaoke night recordings", "Photos from the Glastonbury 1997 mud", "Soundscapes recorded in Kyoto", "My grandmother's stories (audio)"]
LU("personal_collection", _pers, ["alt.binaries.pictures", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.boneless",
                                  "alt.binaries.pictures.wallpaper", "alt.binaries.sounds.mp3", "alt.binaries.nl", "alt.binaries.sounds.mods"], 0.3, ".rar")

# fan edits / restorations
_fan = ["Star Wars Despecialized Edition v2.7", "The Hobbit - Tolkien Edit (fan edit)", "The Phantom Edit", "Harmy's Despecialized Empire Strikes Back",
        "4K77 Star Wars 35mm restoration", "Project 4K83", "The Matrix Reloaded - Revisited fan edit", "Dune 1984 Spicediver fan edit",
        "Superman II - The Richard Donner Cut fan reconstruction", "Star Trek The Motion Picture - Directors Edition HD fan upscale",
        "The Lord of the Rings - Extended Edition fan color regrade", "Alien 3 Assembly Cut restored", "Blade Runner - Final Cut TV edit fan",
        "Prequels Revisited - Attack of the Clones", "The Hobbit - The Maple Films edit", "Batman Forever - Schumacher Cut fan recon",
        "Twin Peaks - The Missing Pieces fan integration", "Doctor Who - The Power of the Daleks animated+recon", "Neon Genesis Evangelion - Platinum fan subs restoration",
        "Akira 1988 35mm scan", "Jaws 35mm Technicolor scan", "Back to the Future trilogy - supercut", "Spider-Man No Way Home fan extended",
        "Lost - The Final Season recut by Redditor", "Cats (2019) fan edit without CGI fur"]
LU("fan_edit", _fan, ["alt.binaries.moovee", "alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.hdtv.x264", "alt.binaries.misc"], 0.2, ".mkv")

# requests and fills
_req = ["REQ: Blake's 7 series 3 PAL DVD", "Request - anyone have Twin Peaks S02E07 in better quality?", "Re: REQ Steely Dan - Gaucho SACD",
        "REQ: Pink Floyd - Live at Pompeii Director's Cut", "FILL: The Young Ones complete (as requested)", "REQ: Rammstein - Zeit FLAC",
        "Request: Tatort Folge 1000 Taxi nach Leipzig", "REQ - Baantjer seizoen 4", "Looking for: Knightmare series 8 episode 3",
        "REQ: The Sopranos S06 720p BluRay", "Anyone got the Dutch dub of Alfred J. Kwak?", "REQ: Dr. Katz Professional Therapist complete",
        "request: old Bollywood songs 1960s", "REQ: Brandon Sanderson - Tress of the Emerald Sea audiobook", "Repost request: Oppenheimer 2160p (missing blocks)",
        "REQ - Rush - Moving Pictures 40th anniversary", "Fill - Fawlty Towers S01 (DVD rip)", "REQ: Wired UK March 2024", "Re: REQ: Monty Python Live at the Hollywood Bowl",
        "REQ: any Pimsleur Korean", "REQ: The Wire S04 DVD remux", "looking for Lonesome Dove audiobook unabridged", "REQ: Windows XP SP3 Dutch ISO",
        "REQ: Age of Empires II HD", "REQ - De Fabeltjeskrant volledig", "Request: 'Threads' 1984 BBC", "REQ: Sade - Diamond Life 1984 vinyl rip",
        "Please repost: Band of Brothers ep 9 (par2 not enough)", "REQ Hardcore History full archive", "REQ - old Dr Who recons",
        "Re: Repost - The Crown S05 part 34 missing", "REQ: Formula1 2024 Monaco qualifying", "request: Ghostwatch 1992 off-air",
        "Can someone post Berserk 1997 with the original subs?", "REQ: National Geographic March 2019", "REQ: Eraserhead Criterion",
        "REQ: Nirvana - MTV Unplugged in New York 25th", "REQ: Tolkien Silmarillion audiobook (Martin Shaw)", "FILLED: Cowboy Bebop BD",
        "REQ: Lost S01-S06 1080p"]
LU("request", _req, ["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.mp3", "alt.binaries.sounds.flac", "alt.binaries.boneless",
                     "alt.binaries.nl", "alt.binaries.e-book", "alt.binaries.sounds.audiobooks", "alt.binaries.multimedia"])

# non-Latin bare titles
_nlb = ["\u5343\u3068\u5343\u5c0b\u306e\u795e\u96a0\u3057", "\u0412\u043e\u0439\u043d\u0430 \u0438 \u043c\u0438\u0440 - \u041b\u0435\u0432 \u0422\u043e\u043b\u0441\u0442\u043e\u0439",
        "\u7ea2\u697c\u68a6 \u7b2c\u4e00\u56de", "\u05d0\u05dd \u05ea\u05e8\u05e6\u05d5", "\u0627\u0644\u0631\u062d\u0644\u0629 \u0627\u0644\u0623\u062e\u064a\u0631\u0629",
        "\u4e03\u4eba\u306e\u4f8d", "\u3068\u306a\u308a\u306e\u30c8\u30c8\u30ed", "\u541b\u306e\u540d\u306f\u3002", "\u30b4\u30b8\u30e9 -1.0",
        "\u82b1\u6837\u5e74\u534e", "\u9738\u738b\u522b\u59ec", "\u897f\u6e38\u8bb0 1986", "\u4e09\u56fd\u6f14\u4e49 \u7b2c12\u96c6",
        "\u0411\u0440\u0430\u0442 2", "\u0418\u0440\u043e\u043d\u0438\u044f \u0441\u0443\u0434\u044c\u0431\u044b, \u0438\u043b\u0438 \u0421 \u043b\u0451\u0433\u043a\u0438\u043c \u043f\u0430\u0440\u043e\u043c!",
        "\u041c\u043e\u0441\u043a\u0432\u0430 \u0441\u043b\u0435\u0437\u0430\u043c \u043d\u0435 \u0432\u0435\u0440\u0438\u0442", "\u0404\u0432\u0433\u0435\u043d \u041e\u043d\u0454\u0433\u0456\u043d - \u0430\u0443\u0434\u0456\u043e\u043a\u043d\u0438\u0433\u0430",
        "\u0395\u03bb\u03b5\u03c5\u03b8\u03b5\u03c1\u03af\u03b1 \u03ae \u0398\u03ac\u03bd\u03b1\u03c4\u03bf\u03c2", "\u039c\u03af\u03ba\u03b7\u03c2 \u0398\u03b5\u03bf\u03b4\u03c9\u03c1\u03ac\u03ba\u03b7\u03c2 - \u0396\u03bf\u03c1\u03bc\u03c0\u03ac\u03c2",
        "\u0634\u0627\u0647\u0646\u0627\u0645\u0647 \u0641\u0631\u062f\u0648\u0633\u06cc", "\u0623\u063a\u0646\u064a\u0629 \u0641\u064a\u0631\u0648\u0632 - \u0632\u0647\u0631\u0629 \u0627\u0644\u0645\u062f\u0627\u0626\u0646",
        "\u0936\u094b\u0932\u0947 (1975)", "\u0926\u093f\u0932\u0935\u093e\u0932\u0947 \u0926\u0941\u0932\u094d\u0939\u0928\u093f\u092f\u093e \u0932\u0947 \u091c\u093e\u092f\u0947\u0902\u0917\u0947",
        "\u0e15\u0e49\u0e21\u0e22\u0e33\u0e01\u0e38\u0e49\u0e07 (2005)", "\uc62c\ub4dc\ubcf4\uc774", "\uae30\ubb18\ud55c \uc774\uc57c\uae30",
        "\uc544\uc774\uc720 - \ubc24\ud3b8\uc9c0", "BTS \ubc29\ud0c4\uc18c\ub144\ub2e8 - \ubd04\ub0a0", "\u7f8e\u7a7a\u3072\u3070\u308a - \u5ddd\u306e\u6d41\u308c\u306e\u3088\u3046\u306b",
        "\u4e45\u77f3\u8b72 - Summer", "\u5742\u672c\u9f8d\u4e00 - async", "\u30ef\u30f3\u30d4\u30fc\u30b9 \u7b2c1000\u8a71", "\u9280\u6cb3\u9244\u9053999 \u5287\u5834\u7248",
        "\u9ec4\u98de\u9e3f \u5168\u96c6", "\u738b\u83f2 - \u4f20\u5947", "\u0413\u0440\u0430\u0436\u0434\u0430\u043d\u0441\u043a\u0430\u044f \u043e\u0431\u043e\u0440\u043e\u043d\u0430 - \u0420\u0443\u0441\u0441\u043a\u043e\u0435 \u043f\u043e\u043b\u0435 \u044d\u043a\u0441\u043f\u0435\u0440\u0438\u043c\u0435\u043d\u0442\u043e\u0432",
        "\u0421\u0435\u0440\u0433\u0435\u0439 \u0420\u0430\u0445\u043c\u0430\u043d\u0438\u043d\u043e\u0432 - \u041a\u043e\u043d\u0446\u0435\u0440\u0442 \u21162", "\u05d7\u05d5\u05e4\u05e9\u05d4 \u05d2\u05d3\u05d5\u05dc\u05d4 (1965)",
        "\u05e2\u05d5\u05e4\u05e8\u05d4 \u05d7\u05d6\u05d4 - \u05e9\u05d9\u05e8 \u05d4\u05e4\u05ea\u05d9\u05d7\u05d4", "\u10d5\u10d4\u10e4\u10ee\u10d8\u10e1\u10e2\u10e7\u10d0\u10de\u10dd\u10e1\u10d0\u10dc\u10d8",
        "\u0540\u0561\u0575\u056f\u0561\u056f\u0561\u0576 \u056a\u0578\u0572\u0578\u057e\u0580\u0564\u0561\u056f\u0561\u0576 \u0565\u0580\u0563\u0565\u0580", "\u092e\u0939\u093e\u092d\u093e\u0930\u0924 (1988) \u092d\u093e\u0917 1",
        "\u09aa\u09a5\u09c7\u09b0 \u09aa\u09be\u0981\u099a\u09be\u09b2\u09c0 (1955)"]
LU("nonlatin_bare", _nlb, ["alt.binaries.multimedia", "alt.binaries.moovee", "alt.binaries.mp3", "alt.binaries.anime", "alt.binaries.boneless",
                           "alt.binaries.e-book", "alt.binaries.multimedia.japanese", "alt.binaries.sounds.flac"], 0.15, ".mkv")

# ================================================================ LEGIT works that read like ads/warnings/questions
_ADLIKE = [
    # books (finance / self-help / scams)
    ("Robert T. Kiyosaki - Rich Dad Poor Dad (2017) (retail) (epub)", "alt.binaries.e-book"),
    ("Thomas J. Stanley - The Millionaire Next Door (epub)", "alt.binaries.e-book"),
    ("Napoleon Hill - Think and Grow Rich (Unabridged) MP3", "alt.binaries.sounds.audiobooks"),
    ("Vicki Robin - Your Money or Your Life (2018) epub", "alt.binaries.e-book"),
    ("Dave Ramsey - The Total Money Makeover (Unabridged) [Dave Ramsey]", "alt.binaries.sounds.audiobooks"),
    ("Ramit Sethi - I Will Teach You to Be Rich, 2nd Edition (2019) (retail) (epub)", "alt.binaries.e-book"),
    ("Tim Ferriss - The 4-Hour Workweek - Escape 9-5, Live Anywhere, and Join the New Rich", "alt.binaries.e-book"),
    ("Dale Carnegie - How to Win Friends and Influence People", "alt.binaries.sounds.audiobooks"),
    ("Morgan Housel - The Psychology of Money (Chris Hill) m4b", "alt.binaries.sounds.audiobooks"),
    ("George S. Clason - The Richest Man in Babylon.epub", "alt.binaries.e-book"),
    ("T. Harv Eker - Secrets of the Millionaire Mind", "alt.binaries.e-book"),
    ("Mark Hyman - Eat Fat, Get Thin (epub)", "alt.binaries.e-book"),
    ("Bruce Schneier - Click Here to Kill Everybody (2018) (retail) (epub)", "alt.binaries.e-book.technical"),
    ("Brian Krebs - Spam Nation (2014) epub", "alt.binaries.e-book.technical"),
    ("Kevin Mitnick - The Art of Deception.pdf", "alt.binaries.e-book.technical"),
    ("Akerlof, Shiller - Phishing for Phools - The Economics of Manipulation and Deception", "alt.binaries.e-book"),
    ("James Veitch - Dot Con - The Art of Scamming a Scammer (2016)", "alt.binaries.e-book"),
    ("Benjamin Graham - The Intelligent Investor Rev Ed.pdf", "alt.binaries.e-book"),
    ("Rhonda Byrne - The Secret (2006) audiobook", "alt.binaries.sounds.audiobooks"),
    ("MJ DeMarco - The Millionaire Fastlane", "alt.binaries.e-book"),
    ("Allen Carr - The Easy Way to Stop Smoking (epub)", "alt.binaries.e-book"),
    ("Michael Lewis - Flash Boys - A Wall Street Revolt", "alt.binaries.sounds.audiobooks"),
    ("Ben Mezrich - Bringing Down the House (MIT blackjack team)", "alt.binaries.e-book"),
    ("Tony Robbins - Money Master the Game - 7 Simple Steps to Financial Freedom", "alt.binaries.e-book"),
    ("Spencer Johnson - Who Moved My Cheese?", "alt.binaries.e-book"),
    ("Mark Manson - The Subtle Art of Not Giving a F_ck (retail) (epub)", "alt.binaries.e-book"),
    # films and TV
    ("Catch.Me.If.You.Can.2002.1080p.BluRay.x264-HD4U", "alt.binaries.moovee"),
    ("The.Tinder.Swindler.2022.1080p.NF.WEB-DL.DDP5.1.x264-NTb", "alt.binaries.moovee"),
    ("Boiler.Room.2000.1080p.BluRay.x264-PSYCHD", "alt.binaries.moovee"),
    ("The.Wolf.of.Wall.Street.2013.1080p.BluRay.x264-SPARKS", "alt.binaries.moovee"),
    ("Dirty.Money.S01E01.Hard.NOx.720p.NF.WEBRip.x264-STRiFE", "alt.binaries.teevee"),
    ("Margin Call (2011)", "alt.binaries.moovee"),
    ("The.Big.Short.2015.720p.BluRay.x264-SPARKS", "alt.binaries.moovee"),
    ("FYRE.The.Greatest.Party.That.Never.Happened.2019.1080p.NF.WEB-DL.DD5.1.x264-NTG", "alt.binaries.moovee"),
    ("Bad Vegan - Fame. Fraud. Fugitives. S01E01", "alt.binaries.teevee"),
    ("Click.2006.1080p.BluRay.x264-CiNEFiLE", "alt.binaries.moovee"),
    ("Free.Guy.2021.2160p.WEB-DL.DDP5.1.Atmos.HDR.HEVC-EVO", "alt.binaries.moovee"),
    ("Free Willy (1993)", "alt.binaries.moovee"),
    ("Take.the.Money.and.Run.1969.1080p.BluRay.x264-AMIABLE", "alt.binaries.moovee"),
    ("Money.Monster.2016.720p.BluRay.x264-DRONES", "alt.binaries.moovee"),
    ("Scam.Interceptors.S02E05.1080p.HDTV.H264-DARKFLiX", "alt.binaries.teevee"),
    ("Rip.Off.Britain.S15E03.720p.iP.WEB-DL.AAC2.0.H.264-RNG", "alt.binaries.teevee"),
    ("Bitconned.2024.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX", "alt.binaries.moovee"),
    ("Trust.No.One.The.Hunt.for.the.Crypto.King.2022.1080p.NF.WEB-DL.DDP5.1.x264-SMURF", "alt.binaries.moovee"),
    ("Panorama - Inside the Scam Call Centres (BBC One)", "alt.binaries.teevee"),
    ("Who.Killed.the.Electric.Car.2006.DVDRip.XviD-VoMiT", "alt.binaries.documentaries"),
    ("What.the.Health.2017.1080p.WEBRip.x264-RARBG", "alt.binaries.documentaries"),
    ("Are.You.Afraid.of.the.Dark.S01E01.DVDRip.x264-OSiTV", "alt.binaries.teevee"),
    ("Is.It.Cake.S01E03.1080p.NF.WEB-DL.DDP5.1.x264-KHN", "alt.binaries.teevee"),
    ("Can You Ever Forgive Me? (2018) 1080p BluRay", "alt.binaries.moovee"),
    ("Shark.Tank.S15E03.720p.WEB.h264-BAE", "alt.binaries.teevee"),
    ("Dragons.Den.S21E04.1080p.iP.WEB-DL.AAC2.0.H.264-SNAKE", "alt.binaries.teevee"),
    ("Who.Wants.to.Be.a.Millionaire.UK.2024.09.14.720p.HDTV.x264-DARKFLiX", "alt.binaries.teevee"),
    ("Deal.or.No.Deal.Island.S01E02.1080p.WEB.h264-EDITH", "alt.binaries.teevee"),
    ("The.Martin.Lewis.Money.Show.Live.S14E03.720p.HDTV.x264-DARKFLiX", "alt.binaries.teevee"),
    ("Inventing.Anna.S01E01.1080p.NF.WEB-DL.DDP5.1.Atmos.x264-TEPES", "alt.binaries.teevee"),
    ("Nigerian.Prince.2018.1080p.WEB-DL.H264.AC3-EVO", "alt.binaries.moovee"),
    ("Get.Rich.or.Die.Tryin.2005.720p.BluRay.x264-HDEX", "alt.binaries.moovee"),
    ("Reel Big Fish - Sell Out", "alt.binaries.mp3"),
    ("Don't Look Up (2021)", "alt.binaries.moovee"),
    ("The.Lottery.Ticket.2010.1080p.BluRay.x264-FLAME", "alt.binaries.moovee"),
    ("Pay.It.Forward.2000.1080p.BluRay.x264-PSYCHD", "alt.binaries.moovee"),
    ("Brewster's Millions (1985)", "alt.binaries.moovee"),
    ("Ozark.S02E01.Reparations.1080p.NF.WEB-DL.DDP5.1.x264-NTb", "alt.binaries.teevee"),
    ("The.Biggest.Loser.S17E01.720p.HDTV.x264-KILLERS", "alt.binaries.teevee"),
    # music
    ("Pink Floyd - Money (2011 Remaster).flac", "alt.binaries.sounds.flac"),
    ("Dire_Straits-Money_for_Nothing-1985-DOH", "alt.binaries.mp3"),
    ("Lynyrd Skynyrd - Free Bird.mp3", "alt.binaries.mp3"),
    ("ABBA - Money, Money, Money", "alt.binaries.mp3"),
    ("Saliva - Click Click Boom", "alt.binaries.mp3"),
    ("Carly Rae Jepsen - Call Me Maybe", "alt.binaries.mp3"),
    ("Destiny's Child - Bills, Bills, Bills", "alt.binaries.mp3"),
    ("Jessie J - Price Tag (feat. B.o.B)", "alt.binaries.mp3"),
    ("Sia - Cheap Thrills", "alt.binaries.mp3"),
    ("50 Cent - Get Rich or Die Tryin' (2003) [FLAC]", "alt.binaries.sounds.flac"),
    ("Viagra_Boys-Cave_World-WEB-2022-ENRiCH", "alt.binaries.sounds.flac"),
    ("Viagra Boys - Street Worms (2018) [MP3 320]", "alt.binaries.mp3"),
    ("Weird Al Yankovic - Virus Alert", "alt.binaries.mp3"),
    ("Weird Al Yankovic - Don't Download This Song", "alt.binaries.mp3"),
    ("Patti Smith - Free Money", "alt.binaries.mp3"),
    ("The Beatles - Can't Buy Me Love", "alt.binaries.mp3"),
    ("Barrett Strong - Money (That's What I Want)", "alt.binaries.mp3"),
    ("Green Day - Warning (2000) [FLAC]", "alt.binaries.sounds.flac"),
    ("Blondie - Call Me (12 inch)", "alt.binaries.mp3"),
    ("St. Vincent - Pills", "alt.binaries.mp3"),
    ("Amy Winehouse - Rehab", "alt.binaries.mp3"),
    ("The Flying Lizards - Money", "alt.binaries.mp3"),
    ("Cardi B - Money", "alt.binaries.mp3"),
    ("Kraftwerk - Computer Love", "alt.binaries.mp3"),
    ("Justice - We Are Your Friends", "alt.binaries.mp3"),
    ("Rihanna - Bitch Better Have My Money", "alt.binaries.mp3"),
    # podcasts
    ("Planet Money - The Nigerian Prince Scam", "alt.binaries.sounds.mp3"),
    ("Reply All #102 - Long Distance", "alt.binaries.sounds.mp3"),
    ("Darknet Diaries Ep 100 - NSO", "alt.binaries.sounds.mp3"),
    ("Scam Goddess - Ep. 50 - Get Rich Quick", "alt.binaries.sounds.mp3"),
    ("Swindled - Episode 42 - The Pyramid Scheme", "alt.binaries.sounds.mp3"),
    ("The Dropout - Episode 1 - Elizabeth", "alt.binaries.sounds.mp3"),
    ("Freakonomics Radio 512 - Why Is It So Hard to Quit Smoking?", "alt.binaries.sounds.mp3"),
    ("ChooseFI Episode 200 - How to Retire Early", "alt.binaries.sounds.mp3"),
    ("The Money Guy Show - Should You Pay Off Your Mortgage Early?", "alt.binaries.sounds.mp3"),
]
for t, g in _ADLIKE:
    if chance(0.12):
        t = yenc(t + ("" if "." in t[-5:] else pick([".mkv", ".mp3", ".epub", ".rar"])), prefix=None, nfiles=R.randint(1, 40))
    L("adlike_work", t, g)


# ================================================================ output
def main():
    rows = list(ROWS)
    R.shuffle(rows)
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "fresh11.tsv")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for label, fam, title, group in rows:
            for f in (label, fam, title, group):
                assert "\t" not in f and "\n" not in f and "\r" not in f, f
            fh.write("%s\t%s\t%s\t%s\n" % (label, fam, title, group))
    by_label = {}
    by_fam = {}
    for label, fam, _t, _g in rows:
        by_label[label] = by_label.get(label, 0) + 1
        by_fam[fam] = by_fam.get(fam, 0) + 1
    print("wrote %d rows to %s" % (len(rows), out))
    for k in sorted(by_label):
        print("%-6s %5d" % (k, by_label[k]))
    print("families: %d" % len(by_fam))
    for k in sorted(by_fam):
        print("  %-34s %5d" % (k, by_fam[k]))


if __name__ == "__main__":
    main()
