#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh12 -- a blind held-out evaluation split for the junk-title filter.

How it was written
------------------
Written blind, from the writer's own general knowledge of Usenet binary
groups, scene/P2P release naming and the spam seen in those groups.  The
writer did not open, list, grep, run or import anything in the project
(/work/main, /work/shared) other than this generator and its output, did not
use git, web, search or any library lookup, ran no filter, and never added,
dropped or reworded a title because of any tool's opinion.  All phrases,
names and templates below were typed by hand for this split.

Output
------
fresh12.tsv next to this file, UTF-8, one row per line, no header:
    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
LABEL is junk or legit; FAMILY is junk:<intent> or legit:<kind>; GROUP is a
newsgroup a crawler would plausibly read the title in.  Titles are unique
(case-insensitive) and contain no tabs or newlines.  Rows are shuffled.

Determinism
-----------
One random.Random(SEED) drives everything; all iterated containers are lists
or insertion-ordered dicts (sets are used only for membership), so two runs
give byte-identical output.  Stdlib only.

Taxonomy (rough counts; about 900 junk, about 2,100 legit)
--------
junk (25 families, 897 rows): pharmacy 45, supplement 30, money_scam
(crypto/forex/HYIP/get-rich) 60, loan_debt 24, phishing (banks, couriers,
Usenet/indexer/newsreader impersonation) 55, codec_bait 42, password_bait
(password/survey/verification) 40, disguised_executable (video names ending
.exe/.scr/.lnk/.vbs..., padded and RTLO tricks, in yEnc shells) 50,
fake_download_site (free streaming, IPTV, link generators, multi-language
"full movie" bait) 45, crack_key_ad (keys, activators, generators) 40,
adult_ad (cams, hookups, escorts, leaks) 50, romance_scam 18,
advance_fee_lottery 38, seo_social_data 38, fake_documents 26, job_scam 28,
religious_conspiracy_flood 36, chain_letter 20, noise_flood_chatter (mash,
tests, fills, flames, cancel messages, greetings) 65, counterfeit_goods 22,
hacking_carding 28, tech_support_scam 18, gambling 26, service_ad (cheap
Usenet/VPN/invites/essays/insurance...) 28, misc_scam (sextortion, pets,
rent, "hi mum", fines) 25.
Junk surfaces: each hand-written base line gets 0-3 random surface moves
(upper/lower/alternating/random case, emoji, leetspeak, Cyrillic look-alike
letters, spaced letters, odd separators, padding, Re:/Fwd:/AW:, brackets),
then ~10% are wrapped in a yEnc posting shell and ~5% dressed up as a
dotted release name with a fake group.  Placeholders inject rotating URLs
(plain, shortened, defanged "[.]"/"dot"), phone numbers, Telegram/WhatsApp
handles and mail addresses.  Roughly a fifth of junk bases are in other
languages (de, nl, fr, es, it, pt, ru, pl, zh, ja, id, vi, tr, th).

legit (34 families, 2,106 rows):
  structured (~1,515): tv_episode 200, tv_daily 50, tv_season_pack 60,
  movie_scene 150, movie_p2p_remux 90, movie_tv_foreign 80, anime_fansub 80,
  music_scene 80, music_p2p (FLAC/vinyl/discographies/track shells) 80,
  audiobook 45, ebook 50, comic 35, magazine 30, software (incl. plain
  installers .exe/.msi posted as software) 55, os_image 25, game (scene, GOG
  installers, repacks, console, ROM sets) 60, sports 50, documentary 40,
  xxx_scene 50, nonlatin_release 55, obfuscated_upload (hex, UUID, random,
  word-salad, WtFnZb, readable subject + hashed file) 100,
  par2_nfo_shell (.par2/.volNN+NN/.nfo/.sfv/.nzb/.srr in yEnc shells) 50.
  unstructured (~505): bare_title 80, song 70, podcast 50, lecture 45,
  sermon 30, radio_drama 35, news 35, personal_collection 45, fan_edit 30,
  request 45, nonlatin_bare 40.
  reads_like_junk 86: real works (and a few plausible consumer-TV style
  programme titles the writer could not vouch for) whose names read like
  ads, warnings, questions, money or diet advice, some as scene names.

Labelling conventions
---------------------
* Junk = the title itself advertises, baits, scams, impersonates, floods or
  is chatter/noise rather than an upload.  Scene releases that merely
  include a keygen/crack are legit; ads selling keys/cracks are junk.
* A real installer posted as software (setup.exe, .msi) is legit; a video
  name carrying an executable extension is junk (disguised_executable).
* Obfuscated/random names from posting tools are legit even with no
  readable subject; keyboard mash, "test" and fill posts are junk noise.
* Requests ("REQ:", "looking for", repost/fill asks) are legit; flames,
  greetings, "bump" and cancel messages are junk chatter.
* Adult scene release names are legit; cam/dating/escort ads are junk.
"""

import os
import random

SEED = 40917263
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fresh12.tsv")

ROWS = []        # (label, family, title, group), in generation order
SEEN = set()     # membership only (lower-cased titles)
GEN = []         # (callable) run in this order by main()


def clean(s):
    for ch in ("\t", "\r", "\n"):
        s = s.replace(ch, " ")
    return s.strip()


def add(label, fam, title, group):
    t = clean(title)
    if not t:
        return False
    k = t.lower()
    if k in SEEN:
        return False
    SEEN.add(k)
    ROWS.append((label, fam, t, group))
    return True


def fill(label, fam, n, make, limit=None):
    got = 0
    tries = 0
    limit = limit or n * 60
    while got < n and tries < limit:
        tries += 1
        title, group = make()
        if add(label, fam, title, group):
            got += 1
    return got


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
HEX = "0123456789abcdef"


def rstr(n, alphabet=ALNUM):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


def rmixed(n):
    a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    return rstr(n, a)


def crc():
    return rstr(8, "0123456789ABCDEF")


# ---------------------------------------------------------------- groups
BUSY = [
    "alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.multimedia",
    "alt.binaries.misc", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
    "alt.binaries.movies.divx", "alt.binaries.mom", "alt.binaries.cores",
    "alt.binaries.x264", "alt.binaries.tv", "alt.binaries.test",
    "alt.binaries.etc", "alt.binaries.frogs", "alt.binaries.a51",
    "alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.binaries.warez",
    "alt.binaries.erotica", "alt.binaries.moovee", "alt.binaries.dvd",
    "alt.binaries.town", "alt.binaries.pictures", "alt.binaries.nl",
    "alt.binaries.movies", "alt.binaries.bloaf", "alt.binaries.ath",
]
G_TV = ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
        "alt.binaries.tv", "alt.binaries.multimedia", "alt.binaries.boneless",
        "alt.binaries.tvseries", "alt.binaries.multimedia.tv"]
G_MOVIE = ["alt.binaries.movies.divx", "alt.binaries.movies.x264", "alt.binaries.x264",
           "alt.binaries.moovee", "alt.binaries.movies", "alt.binaries.hdtv.x264",
           "alt.binaries.bluray", "alt.binaries.movies.mkv", "alt.binaries.dvd",
           "alt.binaries.boneless"]
G_ANIME = ["alt.binaries.anime", "alt.binaries.multimedia.anime",
           "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost"]
G_MP3 = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd",
         "alt.binaries.music", "alt.binaries.sounds.mp3.rock", "alt.binaries.mp3.full_albums"]
G_FLAC = ["alt.binaries.sounds.lossless", "alt.binaries.sounds.flac",
          "alt.binaries.sounds.lossless.classical", "alt.binaries.music.flac"]
G_AUDIOBOOK = ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks",
               "alt.binaries.mp3.audiobooks", "alt.binaries.sounds.audiobooks.repost"]
G_EBOOK = ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.technical",
           "alt.binaries.e-book.flood", "alt.binaries.e-book.rpg"]
G_MAG = ["alt.binaries.e-book.magazines", "alt.binaries.e-book", "alt.binaries.magazines"]
G_COMIC = ["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.0day",
           "alt.binaries.comics", "alt.binaries.pictures.comics.complete",
           "alt.binaries.comics.dcp"]
G_SOFT = ["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image",
          "alt.binaries.apps", "alt.binaries.mac.applications", "alt.binaries.cracks",
          "alt.binaries.warez.quebec-hackers"]
G_OS = ["alt.binaries.cd.image", "alt.binaries.linux", "alt.binaries.cd.image.linux",
        "alt.binaries.iso", "alt.binaries.warez"]
G_GAME = ["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.games.xbox360",
          "alt.binaries.console.ps3", "alt.binaries.games.nintendo.switch",
          "alt.binaries.games.dox", "alt.binaries.emulators.nintendo", "alt.binaries.roms"]
G_SPORT = ["alt.binaries.multimedia.sports", "alt.binaries.sports", "alt.binaries.teevee",
           "alt.binaries.hdtv", "alt.binaries.multimedia.sports.boxing",
           "alt.binaries.tv.sports"]
G_DOC = ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries",
         "alt.binaries.teevee", "alt.binaries.hdtv"]
G_XXX = ["alt.binaries.erotica", "alt.binaries.multimedia.erotica",
         "alt.binaries.erotica.divx", "alt.binaries.pictures.erotica",
         "alt.binaries.multimedia.erotica.amateur", "alt.binaries.mom"]
G_OBF = ["alt.binaries.boneless", "alt.binaries.mom", "alt.binaries.cores",
         "alt.binaries.misc", "alt.binaries.a51", "alt.binaries.frogs", "alt.binaries.etc",
         "alt.binaries.bloaf", "alt.binaries.town", "alt.binaries.ath",
         "alt.binaries.u-4all", "alt.binaries.xylo", "alt.binaries.kenpsx"]
G_RADIO = ["alt.binaries.sounds.radio", "alt.binaries.sounds.radio.bbc",
           "alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.mp3.spoken-word"]
G_TALK = ["alt.binaries.sounds.mp3.spoken-word", "alt.binaries.sounds.mp3", "alt.binaries.misc",
          "alt.binaries.podcasts", "alt.binaries.education"]
G_PICS = ["alt.binaries.pictures", "alt.binaries.pictures.misc", "alt.binaries.pictures.family",
          "alt.binaries.multimedia.vintage-film", "alt.binaries.pictures.travel", "alt.binaries.misc"]
G_REQ = ["alt.binaries.boneless", "alt.binaries.requests", "alt.binaries.multimedia",
         "alt.binaries.teevee", "alt.binaries.sounds.mp3", "alt.binaries.e-book",
         "alt.binaries.movies.divx", "alt.binaries.nl"]
LANG_G = {
    "de": ["alt.binaries.ger", "alt.binaries.german.movies", "alt.binaries.hdtv.german",
           "alt.binaries.movies.german"],
    "nl": ["alt.binaries.nl", "alt.binaries.dutch.movies", "alt.binaries.dutch.tv",
           "alt.binaries.multimedia.nl"],
    "fr": ["alt.binaries.francais", "alt.binaries.movies.french", "fr.binaires.divers"],
    "es": ["alt.binaries.spanish", "es.binarios.misc", "alt.binaries.multimedia"],
    "it": ["it.binari.video", "alt.binaries.italian", "alt.binaries.multimedia"],
    "pt": ["alt.binaries.multimedia", "alt.binaries.portuguese", "alt.binaries.boneless"],
    "ru": ["alt.binaries.multimedia", "alt.binaries.russian", "fido7.binaries.misc"],
    "pl": ["alt.binaries.polish", "pl.binaries.misc", "alt.binaries.multimedia"],
}

# ---------------------------------------------------------------- junk surfaces
TLDS = [".top", ".xyz", ".ru", ".icu", ".club", ".online", ".site", ".shop", ".biz",
        ".info", ".cc", ".pw", ".live", ".su", ".cn", ".win", ".buzz", ".lol", ".store",
        ".com", ".net", ".org", ".tk", ".ml", ".cfd", ".sbs", ".in"]
DOM_WORDS = {
    "pharmacy": ["rx", "meds", "pill", "pharma", "tabs", "cheapmeds", "canadarx", "medstore",
                 "bluepill", "healthshop", "drugmart", "rxdirect"],
    "money": ["profit", "coin", "crypto", "invest", "wealth", "fxpro", "trade", "btc",
              "yield", "cash", "moon", "pump", "airdrop", "defi"],
    "adult": ["hotcams", "milf", "sexy", "datehot", "xxxlive", "camgirls", "lonelywives",
              "meetnow", "flirt", "nudes"],
    "dl": ["freemovies", "hdstream", "watchfree", "moviez", "filmhd", "flix", "putlocker",
           "fmovies", "streamhub", "dlfast", "iptvpro"],
    "warez": ["keys", "crack", "serials", "keygen", "activator", "getkey", "softkey", "unlock"],
    "generic": ["best", "promo", "offer", "deal", "win", "claim", "secure", "verify",
                "account", "login", "support", "update", "free", "go"],
}
FAM_DOM = {
    "pharmacy": "pharmacy", "supplement": "pharmacy", "money_scam": "money",
    "adult_ad": "adult", "fake_download_site": "dl", "crack_key_ad": "warez",
    "codec_bait": "dl", "password_bait": "dl", "gambling": "money",
}


def domain(fam):
    words = DOM_WORDS[FAM_DOM.get(fam, "generic")]
    a = pick(words)
    r = R.random()
    if r < 0.3:
        b = pick(DOM_WORDS["generic"])
        name = a + pick(["", "-"]) + b
    elif r < 0.6:
        name = a + str(R.randrange(1, 999))
    elif r < 0.75:
        name = a + rstr(R.randrange(2, 5))
    else:
        name = a
    return name, pick(TLDS)


def url(fam):
    name, tld = domain(fam)
    d = name + tld
    r = R.random()
    if r < 0.18:
        return "http://" + d
    if r < 0.32:
        return "https://" + d + "/" + rstr(R.randrange(3, 8))
    if r < 0.46:
        return "www." + d
    if r < 0.56:
        return d
    if r < 0.64:
        return "hxxp://" + name + "[.]" + tld[1:]
    if r < 0.71:
        return name + "[.]" + tld[1:]
    if r < 0.77:
        return name + " dot " + tld[1:]
    if r < 0.81:
        return name + " (dot) " + tld[1:].upper()
    if r < 0.85:
        return " ".join(d)
    if r < 0.93:
        return pick(["bit.ly/", "tinyurl.com/", "cutt.ly/", "is.gd/", "t.ly/", "rb.gy/"]) + rmixed(R.randrange(5, 8))
    return "t.me/" + handle()


HANDLE_A = ["crypto", "rx", "fast", "vip", "real", "official", "mr", "lady", "king", "trade",
            "support", "help", "pro", "money", "love", "hot", "admin", "boss", "best", "legit"]
HANDLE_B = ["guru", "seller", "desk", "plug", "vendor", "team", "bot", "agent", "club",
            "zone", "hub", "mike", "anna", "kate", "alex", "winner", "signals", "store"]


def handle():
    s = pick(HANDLE_A) + pick(["_", "", "."]) + pick(HANDLE_B)
    if chance(0.5):
        s += str(R.randrange(1, 999))
    return s


def phone():
    r = R.random()
    if r < 0.35:
        return "+1 (%d) %03d-%04d" % (R.choice([800, 888, 877, 866, 844, 833]), R.randrange(1000), R.randrange(10000))
    if r < 0.55:
        return "1-%d-%03d-%04d" % (R.choice([800, 888, 877, 855]), R.randrange(1000), R.randrange(10000))
    if r < 0.7:
        return "+234 %d %03d %04d" % (R.randrange(700, 999), R.randrange(1000), R.randrange(10000))
    if r < 0.8:
        return "+44 7%03d %06d" % (R.randrange(1000), R.randrange(1000000))
    if r < 0.9:
        return "+7 9%02d %03d-%02d-%02d" % (R.randrange(100), R.randrange(1000), R.randrange(100), R.randrange(100))
    return "+62 8%02d-%04d-%04d" % (R.randrange(100), R.randrange(10000), R.randrange(10000))


def contact_tg():
    return pick(["Telegram: @", "TG @", "telegram @", "t.me/", "Tele: @", "tg: "]) + handle()


def contact_wa():
    return pick(["WhatsApp ", "WA: ", "whatsapp: ", "Whatsapp/Viber ", "wa.me/", "WeChat/WA "]) + phone().replace("wa.me/+", "wa.me/")


def mail():
    user = pick(["info", "claims", "agent", "dr.james", "mrs.grace", "support", "loan.office",
                 "barrister.mike", "fund.release", "contact", "hr.dept", "susan"]) + str(R.randrange(1, 99))
    return user + "@" + pick(["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "mail.ru",
                             "protonmail.com", "yandex.ru", "aol.com", "qq.com", "gmx.de"])


def fillph(s, fam):
    while "{url}" in s:
        s = s.replace("{url}", url(fam), 1)
    while "{tg}" in s:
        s = s.replace("{tg}", contact_tg(), 1)
    while "{wa}" in s:
        s = s.replace("{wa}", contact_wa(), 1)
    while "{phone}" in s:
        s = s.replace("{phone}", phone(), 1)
    while "{mail}" in s:
        s = s.replace("{mail}", mail(), 1)
    while "{num}" in s:
        s = s.replace("{num}", str(R.randrange(100000, 99999999)), 1)
    while "{handle}" in s:
        s = s.replace("{handle}", "@" + handle(), 1)
    while "{city}" in s:
        s = s.replace("{city}", pick(["London", "Berlin", "Amsterdam", "Chicago", "Dallas", "Paris",
                                      "Toronto", "Sydney", "Miami", "Hamburg", "Rotterdam", "Leeds",
                                      "Phoenix", "Madrid", "Brussels", "your city"]), 1)
    while "{movie}" in s:
        s = s.replace("{movie}", pick(BAIT_MOVIES), 1)
    while "{show}" in s:
        s = s.replace("{show}", pick(BAIT_SHOWS), 1)
    return s


BAIT_MOVIES = ["Oppenheimer", "Barbie", "Dune Part Two", "Deadpool & Wolverine", "Inside Out 2",
               "Gladiator II", "Wicked", "Moana 2", "Joker Folie a Deux", "Furiosa",
               "Godzilla x Kong", "Kung Fu Panda 4", "Alien Romulus", "Twisters",
               "Venom The Last Dance", "Beetlejuice Beetlejuice", "Top Gun Maverick",
               "Avatar The Way of Water", "John Wick 4", "The Super Mario Bros Movie",
               "Mufasa", "Sonic 3", "Captain America Brave New World", "Minecraft Movie",
               "Mission Impossible The Final Reckoning", "Thunderbolts", "Superman"]
BAIT_SHOWS = ["House of the Dragon", "The Last of Us", "Squid Game", "Stranger Things", "The Boys",
              "Wednesday", "Fallout", "The Bear", "Severance", "Reacher", "Shogun", "Yellowstone"]

EMOJI = ["🔥", "💊", "💰", "✅", "🚀", "💯", "⚡", "❤️", "😍", "👉", "🎁", "📞", "💸", "🤑", "⭐",
         "🍆", "💋", "📈", "🎰", "⚠️", "‼️", "🆓", "👇", "💎", "🙏", "😱"]
LEET = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["5", "$"], "t": ["7"],
        "A": ["4", "@"], "E": ["3"], "I": ["1"], "O": ["0"], "S": ["5", "$"], "T": ["7"]}
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О",
        "P": "Р", "T": "Т", "X": "Х"}


def t_upper(s):
    return s.upper()


def t_lower(s):
    return s.lower()


def t_altcase(s):
    out = []
    up = chance(0.5)
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


def t_randcase(s):
    return "".join(ch.upper() if chance(0.5) else ch.lower() for ch in s)


def t_emoji(s):
    e = pick(EMOJI)
    r = R.random()
    if r < 0.35:
        return e + " " + s
    if r < 0.7:
        return s + " " + e * R.randrange(1, 4)
    return e + e + " " + s + " " + pick(EMOJI)


def t_leet(s):
    p = R.choice([0.4, 0.7, 1.0])
    return "".join(pick(LEET[ch]) if ch in LEET and chance(p) else ch for ch in s)


def t_homo(s):
    p = R.choice([0.3, 0.6, 0.9])
    return "".join(HOMO[ch] if ch in HOMO and chance(p) else ch for ch in s)


def t_spaced(s):
    words = s.split(" ")
    cands = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 4]
    if not cands:
        return " ".join(s) if len(s) < 24 else s
    i = pick(cands[:4])
    sep = pick([" ", ".", "-", "_", " . ", "*"])
    words[i] = sep.join(words[i].upper() if chance(0.6) else words[i])
    return " ".join(words)


def t_sep(s):
    sep = pick(["_", ".", "-", "~", "|", "•", "*", "+", "__", " . ", "/", "★"])
    return sep.join(s.split(" "))


def t_pad(s):
    r = R.random()
    if r < 0.2:
        return s + " " + pick(["!", "?", "$", "."]) * R.randrange(3, 12)
    if r < 0.4:
        p = pick(["=", "#", "*", "~", "-", "+", ">"]) * R.randrange(3, 9)
        return p + " " + s + " " + p
    if r < 0.55:
        return s + " " * R.randrange(6, 30) + pick(["x", ".", "-", rstr(4)])
    if r < 0.7:
        return pick(["...", "___", "..::", "<<<", "(((", "[[["]) + " " + s + " " + pick(["...", "___", "::..", ">>>", ")))", "]]]"])
    if r < 0.85:
        return s + " " + rstr(R.randrange(4, 12))
    return "%d " % R.randrange(1, 99999) + s + " #" + str(R.randrange(1, 9999))


def t_re(s):
    return pick(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "Fw: ", "AW: ", "TR: ", "RE: RE: FW: "]) + s


def t_brackets(s):
    a, b = pick([("[[ ", " ]]"), (">>> ", " <<<"), ("*** ", " ***"), ("{", "}"), ("【", "】"),
                 ("!!! ", " !!!"), ("(( ", " ))"), ("| ", " |"), ("-= ", " =-"), ("«", "»")])
    return a + s + b


def slug(s, sep):
    out = []
    for ch in s:
        if ch.isalnum():
            out.append(ch)
        elif ch in " -_.":
            out.append(sep)
    t = "".join(out)
    while sep and sep + sep in t:
        t = t.replace(sep + sep, sep)
    return (t.strip(sep) if sep else t)[:60] or rstr(8)


def t_shell(s):
    ext = pick([".rar", ".zip", ".exe", ".mp4", ".jpg", ".txt", ".html", ".pdf", ".par2",
                ".avi", ".7z", ".url", ".mkv", ".nfo", ".htm"])
    fname = slug(s, pick(["_", ".", "-", " "])) + ext
    n = R.randrange(1, 40)
    i = R.randrange(1, n + 1)
    b = R.randrange(1, 80)
    a = R.randrange(1, b + 1)
    r = R.random()
    if r < 0.35:
        return '[%d/%d] - "%s" yEnc (%d/%d)' % (i, n, fname, a, b)
    if r < 0.6:
        return '%s - [%02d/%02d] - "%s" yEnc (%d/%d)' % (s, i, n, fname, a, b)
    if r < 0.75:
        return '%s "%s" yEnc (1/%d)' % (s, fname, b)
    if r < 0.88:
        return "(%d/%d) %s - %s (%d/%d)" % (i, n, s, fname, a, b)
    return '%s [%d/%d] yEnc %d bytes' % (s, i, n, R.randrange(2000, 900000))


SPAM_GROUPS = ["RXDEALS", "PROMO", "FREEHD", "CASHKING", "WINNER", "BONUS", "XVID4U", "VIP",
               "OFFER", "GETRICH", "HOTDEAL", "LIMITED", "ONLINE", "SALE"]


def t_release(s):
    words = "".join(ch if ch.isalnum() else " " for ch in s).split()[:9] or [rstr(6)]
    base = ".".join(w[:1].upper() + w[1:] for w in words)
    tag = pick(["1080p.WEB-DL.x264", "720p.HDTV.x264", "2160p.WEB.H265", "1080p.BluRay.x264",
                "XviD", "WEB-DL.AAC2.0.H.264", "DVDRip.XviD", "MP3-320", "PDF.eBook", "x64.Incl.Keygen"])
    grp = pick(SPAM_GROUPS) if chance(0.6) else slug(words[0], "").upper()[:10]
    if chance(0.4):
        base += "." + str(pick([2023, 2024, 2025]))
    return base + "." + tag + "-" + grp


SURF = [t_upper, t_lower, t_altcase, t_randcase, t_emoji, t_leet, t_homo, t_spaced, t_sep,
        t_pad, t_re, t_brackets]
SURF_W = [9, 4, 3, 2, 9, 5, 5, 4, 5, 7, 5, 5]


def surface(s):
    k = R.choices([0, 1, 2, 3], weights=[34, 36, 20, 10])[0]
    chosen = []
    while len(chosen) < k:
        f = R.choices(SURF, weights=SURF_W)[0]
        if f not in chosen:
            chosen.append(f)
    for f in chosen:
        s = f(s)
    r = R.random()
    if r < 0.10:
        s = t_shell(s)
    elif r < 0.15:
        s = t_release(s)
    return s


def jfam(fam, n, bases, groups):
    """Register one junk family: bases may start with 'xx|' (language tag)."""
    def run():
        pool = []

        def make():
            if not pool:
                pool.extend(bases)
                R.shuffle(pool)
            b = pool.pop()
            lang = None
            if len(b) > 3 and b[2] == "|":
                lang, b = b[:2], b[3:]
            t = surface(fillph(b, fam))
            if lang and lang in LANG_G and chance(0.5):
                g = pick(LANG_G[lang])
            elif chance(0.55):
                g = pick(groups)
            else:
                g = pick(BUSY)
            return t, g
        fill("junk", "junk:" + fam, n, make)
    GEN.append(run)


def lfam(kind, n, make):
    def run():
        fill("legit", "legit:" + kind, n, make)
    GEN.append(run)


# ================================================================ JUNK
jfam("pharmacy", 45, [
    "Buy Viagra online without prescription - discreet shipping worldwide",
    "cheap cialis 20mg 0.99$ per pill {url}",
    "Generic Levitra, Kamagra oral jelly, fast delivery to EU and USA",
    "Tramadol 50mg overnight no rx needed",
    "XANAX 2mg bars - order now, pay with bitcoin",
    "Canadian pharmacy -80% off brand meds",
    "Oxycodone 30mg for sale no script {tg}",
    "Ambien / zolpidem for sleep without doctor visit",
    "phentermine diet pills ship today",
    "Modafinil Armodafinil Provigil best price {url}",
    "Buy Adderall XR online from a legit vendor",
    "Ozempic pens in stock - no prescription, ships in 24h",
    "Semaglutide weight loss injections cheap {wa}",
    "Valium 10mg Roche original blister",
    "Viagra + Cialis trial pack 40 pills only $29",
    "Your meds order #{num} has been shipped - track it at {url}",
    "anabolic steroids - test e, tren, dbol, hgh - domestic USA shipping",
    "Accutane isotretinoin without rx",
    "buy ketamine powder and liquid {tg}",
    "antibiotics amoxicillin no prescription next day",
    "Soma carisoprodol 350 mg sale",
    "Propecia finasteride hair loss pills cheapest",
    "Clomid PCT and SARMs - lab tested",
    "Sildenafil citrate 100mg - 90 pills for $49",
    "Hydrocodone / Vicodin no prior prescription",
    "Mounjaro tirzepatide 15mg - buy now",
    "Pharmacy without prescription: pain, anxiety, ED, sleep",
    "dr. approved online chemist - {url}",
    "de|Viagra rezeptfrei kaufen - diskreter Versand",
    "nl|Cialis zonder recept bestellen, morgen in huis",
    "fr|Acheter Viagra en ligne sans ordonnance",
    "es|Comprar Viagra sin receta, envío discreto",
    "ru|Купить виагру без рецепта с доставкой",
    "it|Tramadol senza ricetta spedizione veloce",
    "pl|Kup Viagrę bez recepty - dyskretna wysyłka",
    "pt|Comprar Ozempic sem receita",
    "伟哥 正品 货到付款 {wa}",
], ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.erotica"])

jfam("supplement", 30, [
    "Doctors HATE this one weird trick to melt belly fat",
    "Lose 20 lbs in 14 days with Keto Burn Xtreme",
    "Male enhancement that actually works - add 3 inches",
    "New Garcinia Cambogia formula - celebrities are using it",
    "Testo booster ULTRA: more energy, more muscle, more stamina",
    "CBD gummies the Shark Tank judges invested in",
    "Miracle hair regrowth serum - results in 7 days",
    "Blood sugar breakthrough: diabetics stunned by this morning ritual",
    "Prostate fix: do this before bed",
    "Tinnitus gone in 3 weeks - free video reveals how",
    "The anti-aging cream Hollywood doesn't want you to know about",
    "HGH spray - look 20 years younger",
    "Enlarge your p3nis naturally 100% guaranteed",
    "Free trial bottle - just pay shipping",
    "Ancient Japanese tonic melts 54 lbs of fat",
    "Eyesight restored without surgery - the 30 second trick",
    "Nail fungus gone overnight",
    "Colon cleanse detox - flush 15 lbs of toxins",
    "Keto ACV gummies, limited stock, order today",
    "Brain pill boosts IQ by 40 points",
    "de|Abnehmen ohne Diät - 10 Kilo in 2 Wochen",
    "nl|Afvallen zonder dieet? Deze pil helpt echt",
    "es|Pierde 10 kilos en una semana sin dieta",
    "fr|Maigrir vite: la méthode que les médecins cachent",
    "ru|Похудение без диет - минус 15 кг за месяц",
    "it|Dimagrire 10 kg in 10 giorni, garantito",
    "pt|Emagreça 12kg em 30 dias com este chá",
    "Obat kuat pria herbal asli tahan lama",
], ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.teevee"])

jfam("money_scam", 60, [
    "Turn $250 into $12,000 in a week with this crypto bot",
    "Elon Musk BTC giveaway - send 0.1 get 0.2 back",
    "Guaranteed 3% daily profit - join our forex signal group {tg}",
    "I made $4,832 last month working 2 hours a day - ask me how",
    "Bitcoin doubler 100% legit instant payout",
    "New ICO presale - 1000x potential, don't miss out",
    "Binary options robot - 92% win rate",
    "Passive income with our staking pool - 15% weekly",
    "Private crypto pump group - next coin announced tomorrow {tg}",
    "Free USDT airdrop - connect your wallet at {url}",
    "Recover your lost crypto - certified recovery experts",
    "Forex account management, no loss, contact {wa}",
    "Make money from home with AI trading - Quantum AI",
    "The trading app the banks are terrified of",
    "Gold IRA - protect your retirement before the crash",
    "HYIP monitor: top paying programs this week",
    "Send me $500 get $5000 back in 24h (cash app flip)",
    "Real estate secrets: how I bought 12 houses with no money down",
    "Penny stock alert: XQZR about to explode 900%",
    "Become a millionaire in 90 days - free webinar tonight",
    "Copy my trades, earn daily, withdraw anytime",
    "Trading bot lifetime license - profits guaranteed or money back",
    "Claim your free Bitcoin now - only 48 wallets left",
    "Cloud mining contract 200 TH/s, daily payout",
    "You have 0.7814 BTC waiting - withdraw at {url}",
    "NFT whitelist spots available - mint before sold out",
    "Meme coin launching NOW, get in early {tg}",
    "Join the Illuminati today and receive $1,000,000",
    "MAKE $$$ FAST - no selling, no risk",
    "Earn $300 per day on autopilot",
    "de|Mit Bitcoin reich werden - 2000 Euro am Tag von zu Hause",
    "nl|Verdien €500 per dag met crypto, zonder ervaring",
    "fr|Gagnez 3000€ par mois depuis chez vous avec le trading",
    "es|Gana dinero desde casa invirtiendo en criptomonedas",
    "ru|Заработок в интернете от 5000 рублей в день без вложений",
    "ru|Крипта x10 за неделю - сигналы в телеграм {tg}",
    "pt|Ganhe dinheiro no Pix todo dia - renda extra garantida",
    "it|Guadagna 500 euro al giorno con il trading online",
    "Evden para kazan - günde 1000 TL",
    "稳赚不赔 日赚千元 加微信 {wa}",
    "Kiếm tiền online 2 triệu mỗi ngày",
    "Investasi crypto profit 10% per hari, dijamin aman",
    "pl|Zarabiaj 1000 zł dziennie na kryptowalutach",
], ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.e-book"])

jfam("loan_debt", 24, [
    "Bad credit? Get approved for $5,000 today",
    "Instant payday loan - no credit check - cash in 1 hour",
    "Consolidate your debt and cut payments in half",
    "We buy your timeshare - guaranteed exit",
    "Student loan forgiveness - final notice, act now",
    "Loan offer at 2% interest for individuals and companies, email {mail}",
    "Refinance now: rates lowest in decades",
    "Pre-approved personal loan up to 50k - claim reference {num}",
    "Erase credit card debt legally with this government program",
    "Private lender offers quick loans worldwide {wa}",
    "Credit repair - raise your score 150 points in 30 days",
    "Business funding same day, no docs",
    "Need cash fast? Car title loans, keep your car",
    "Tax relief: settle with the IRS for pennies on the dollar",
    "de|Kredit ohne Schufa - Sofortzusage",
    "nl|Snel geld lenen zonder BKR toetsing",
    "fr|Prêt entre particuliers sérieux et rapide",
    "es|Préstamos rápidos sin aval ni nómina",
    "it|Prestito tra privati senza busta paga",
    "pt|Empréstimo para negativado aprovado na hora",
    "ru|Кредит без справок и поручителей за 5 минут",
    "pl|Chwilówka bez BIK na dowód",
], ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test"])

jfam("phishing", 55, [
    "Your PayPal account has been limited - verify at {url}",
    "Netflix: payment declined, update your billing details",
    "Apple ID locked for security reasons",
    "Your Usenet account expires today - renew to avoid losing access",
    "Unusual login to your news server account - confirm your password",
    "Usenet membership suspended - click to reactivate {url}",
    "Your indexer API key was revoked - re-authenticate at {url}",
    "Your indexer VIP has lapsed - free 1 year renewal here",
    "DHL: your parcel is on hold, pay 1.99 EUR customs fee",
    "USPS package delivery failed - reschedule {url}",
    "Amazon order #{num} cancelled - refund pending",
    "Microsoft 365 password expiry notice",
    "Bank of America security alert - sign in to review",
    "HMRC tax refund of GBP 468.21 available",
    "IRS: you are eligible for a stimulus payment",
    "Coinbase: withdrawal request received, not you? call {phone}",
    "MetaMask wallet will be suspended - validate your seed phrase",
    "Ledger urgent firmware update - enter recovery phrase",
    "Facebook copyright violation - your page will be deleted",
    "Google Drive: a file has been shared with you",
    "WeTransfer: you received 3 files (invoice_2024.pdf)",
    "Steam: your account has been reported for fraud - appeal here",
    "Your mailbox is full - upgrade quota now",
    "Norton subscription renewed for $399.99 - call to cancel {phone}",
    "Geek Squad invoice: auto-renewal successful",
    "Wells Fargo: unusual sign in activity",
    "Verify your identity or your account will be closed in 24 hours",
    "Admin notice: all users must re-register their accounts",
    "Critical update required for your newsreader - download patch",
    "Your SABnzbd install is outdated - security patch at {url}",
    "de|Ihr Sparkasse Konto wurde gesperrt - jetzt bestätigen",
    "de|DHL Paket konnte nicht zugestellt werden",
    "nl|Uw ING rekening is geblokkeerd, verifieer direct",
    "nl|PostNL: uw pakket wacht op betaling",
    "fr|Votre colis Chronopost est en attente",
    "fr|Ameli: remboursement en attente, mettez à jour vos informations",
    "es|Correos: su paquete está retenido, pague las tasas",
    "it|Poste Italiane: il tuo conto è stato sospeso",
    "pt|CTT: a sua encomenda aguarda pagamento",
    "ru|Ваш аккаунт Сбербанк заблокирован",
    "pl|InPost: dopłata do przesyłki 1,29 zł",
], ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.teevee", "alt.binaries.test"])

jfam("codec_bait", 42, [
    "To play this video you need the latest codec - download at {url}",
    "{movie} 2024 1080p WEB-DL - requires DivX Pro Player to watch",
    "Install MediaPlayerPro to unlock playback",
    "Windows Media DRM license required - get your license here {url}",
    "This file is protected - acquire a license from {url}",
    "codec_pack_setup.exe",
    "Video codec missing? Download XviD ULTRA codec free",
    "You need FLV-HD player to open this file",
    "Get the free player at {url} (required for all our releases)",
    "The file is encrypted. Use our Secure Player to watch it",
    "Don't use VLC - use HDPlayer 2025 or the movie will not play",
    "Full movie inside - codec pack REQUIRED to play this rip",
    "readme - you need WMV licence key.txt",
    "Install the VIP Codec to view the full movie",
    '[1/3] - "Codec_Installer.exe" yEnc (1/4)',
    "{show} S02 complete - open with the included player only",
    "{movie}.2024.1080p.BluRay.x264 - [CODEC REQUIRED]",
    "Error 0xc00d36c4? Install our media fix to play all files",
    "HEVC video extension free download - needed for 4K rips",
    "Audio not working? Download AC3 filter from {url}",
    "de|Zum Abspielen wird der neueste Codec benötigt",
    "fr|Codec requis pour lire cette vidéo - télécharger ici",
    "es|Necesita el códec para reproducir este video",
    "nl|Codec nodig om deze film af te spelen",
    "ru|Для просмотра установите кодек с сайта {url}",
], G_MOVIE + G_TV)

jfam("password_bait", 40, [
    "password for the rar is on our site {url}",
    "Rar password: visit {url} and complete one short survey",
    "Full season - password in the link below",
    "Unlock password: text UNLOCK to 88{num}",
    "Get password.html",
    "password.txt.lnk",
    "Complete a quick offer to receive the archive password",
    "Archive password sent after verification {url}",
    "rar pass --> {url}",
    "PASSWORD = see website",
    "For the password join our Telegram {tg}",
    "password required - 2 min survey",
    "Human verification required to download",
    "{movie}.2024.1080p.WEB-DL.PASSWORD.IN.LINK",
    "{show} S01E01-E08 2160p - pw on our forum",
    "{movie} 2024 full HD, pass: check {url}",
    "PW protected - to get pw like and share our page",
    "Enter your email to receive the password instantly",
    "de|Passwort gibt es auf unserer Seite {url}",
    "nl|Wachtwoord staat op de website",
    "fr|Mot de passe disponible sur notre site",
    "es|contraseña en nuestra web {url}",
    "it|La password si trova sul sito",
], G_MOVIE + G_TV + ["alt.binaries.warez"])

EXE_TITLES = ["Oppenheimer.2023.1080p.BluRay.x264", "Dune.Part.Two.2024.2160p.WEB-DL",
              "Deadpool.and.Wolverine.2024.1080p", "Inside.Out.2.2024.720p.WEBRip",
              "The.Last.of.Us.S02E03.1080p.WEB.h264", "Squid.Game.S02E01.1080p",
              "Gladiator.II.2024.HDRip", "Wicked.2024.1080p.CAM", "Full Movie HD",
              "House.of.the.Dragon.S02E08.2160p", "Avatar.The.Way.of.Water.2022.1080p",
              "Joker.Folie.a.Deux.2024.1080p", "Moana.2.2024.WEB-DL", "new_movie_2024",
              "Fallout.S01E01.1080p.AMZN", "Taylor Swift - The Eras Tour 2023 1080p",
              "Episode 1 Full HD", "Stranger.Things.S05E01.720p", "sample", "video"]


def make_exe():
    base = pick(EXE_TITLES)
    r = R.random()
    vext = pick([".mkv", ".mp4", ".avi", ".wmv", ".m4v", ".mov"])
    bad = pick([".exe", ".scr", ".lnk", ".vbs", ".js", ".bat", ".cmd", ".hta", ".msi", ".com", ".pif", ".jar", ".ps1", ".wsf"])
    if r < 0.3:
        fname = base + vext + bad
    elif r < 0.42:
        fname = base + vext + " " * R.randrange(12, 40) + bad
    elif r < 0.52:
        fname = base + pick([".zip", ".rar", ".iso", ".pdf"]) + bad
    elif r < 0.6:
        fname = base + " - " + pick(["Run this first", "PLAY", "Watch Now", "Click to play", "Player", "Open me"]) + bad
    elif r < 0.66:
        fname = base + "\u202e" + pick(["vkm", "4pm", "iva"]) + ".exe"
    elif r < 0.74:
        fname = pick(["Play_Movie", "Watch_Now", "MoviePlayer_Setup", "Start_Video", "setup", "install_player"]) + bad
    else:
        fname = base + bad
    n = R.randrange(2, 60)
    i = R.randrange(1, n + 1)
    s = R.random()
    if s < 0.45:
        t = '[%d/%d] - "%s" yEnc (1/%d)' % (i, n, fname, R.randrange(1, 30))
    elif s < 0.65:
        t = '%s - "%s" yEnc (%d/%d)' % (base.replace(".", " "), fname, R.randrange(1, 5), R.randrange(5, 12))
    elif s < 0.8:
        t = fname
    else:
        t = '"%s" yEnc' % fname
    return t, pick(G_MOVIE + G_TV + BUSY)


def _exe():
    fill("junk", "junk:disguised_executable", 50, make_exe)


GEN.append(_exe)

jfam("fake_download_site", 45, [
    "Watch {movie} (2024) full movie online free HD - {url}",
    "123movies official mirror: stream all new releases free",
    "Download any movie in 1 click at {url}",
    "Free HD movies, no sign up: {url}",
    "Stream live NFL / NBA / UFC free in HD {url}",
    "Unlimited fast downloads - premium link generator",
    "Better than Usenet: 50 million files, 99p trial",
    "IPTV 20,000 channels + VOD only $9.99/month {wa}",
    "Best IPTV subscription - free 24h test, all sports",
    "[FULL] {movie} 2024 Online Subtitrat HD",
    "es|{movie} 2024 Película Completa en Español Latino Gratis",
    "fr|{movie} 2024 Film Complet en Français Streaming VF",
    "de|{movie} 2024 Ganzer Film Deutsch Stream kostenlos",
    "nl|{movie} (2024) Volledige Film Nederlands gratis kijken",
    "ru|{movie} 2024 фильм смотреть онлайн бесплатно",
    "pl|{movie} 2024 ONLINE CDA Cały Film Lektor PL",
    "pt|{movie} 2024 Filme Completo Dublado Grátis",
    "it|{movie} streaming ita altadefinizione gratis",
    "Watch {show} season 2 all episodes free {url}",
    "4K movies direct download - rapidgator / nitroflare premium links",
    "Cheap premium accounts: Rapidgator, Nitroflare, Keep2Share",
    "All new movies here before cinema >> {url}",
    "{movie} 2024 [[FREE DOWNLOAD]] no registration",
    "{movie} full movie watch online 123movies",
    "Watch free: {url} - new episodes every day",
    "{movie} (2024) 1080p | watch now at {url}",
    "FULL-WATCH {movie} (2024) FullMovie Online Free on Streamings",
], G_MOVIE + G_TV)

jfam("crack_key_ad", 40, [
    "Windows 11 Pro activation key $4.99 - instant email delivery",
    "Office 2021 lifetime license, cheap genuine key",
    "Genuine Windows 10 keys - wholesale prices",
    "KMS activator free download no virus 100% working",
    "Adobe all products crack, 100% working {url}",
    "Serial keys for every software - keygen site {url}",
    "Free Steam keys generator - working!",
    "Fortnite V-Bucks generator no human verification",
    "Robux free generator - claim 10,000 Robux",
    "GTA 5 crack download free full version PC no survey",
    "IDM serial key lifetime free",
    "Avast premium license key till 2030",
    "PSN code generator - unused codes",
    "Netflix accounts free with premium cookies",
    "Spotify premium mod apk lifetime",
    "Cracked apps & games APK, all premium unlocked {url}",
    "Free Xbox Game Pass Ultimate codes generator",
    "Amazon gift card generator WORKING",
    "Get any software full version free - crack + serial {url}",
    "CS2 skins hack, free knife, no ban",
    "de|Windows 11 Schlüssel günstig kaufen",
    "es|Activador de Windows y Office gratis",
    "ru|Ключ активации Windows 10 дешево",
    "pt|Ativador Windows 10 download grátis",
    "fr|Clé Windows 11 Pro pas cher",
    "pl|Klucz Windows 10 Pro tanio",
], G_SOFT + G_GAME)

jfam("adult_ad", 50, [
    "Hot singles in your area want to meet tonight",
    "Horny housewives near {city} - free signup",
    "See her live on cam - 100 free tokens {url}",
    "Free XXX passwords to premium sites, updated daily",
    "Live cams - no credit card needed",
    "Milfs looking for fun, no strings attached",
    "Local sex dating - 3 matches waiting for you",
    "Escort service {city} 24/7 incall outcall {wa}",
    "Snapchat nudes - add me {handle}",
    "My private OnlyFans for free: {url}",
    "Leaked OnlyFans mega pack - download here {url}",
    "Premium porn accounts free login",
    "Webcam girl Anastasia wants to chat with you",
    "Lonely? 1,000 real women online now",
    "Cam girls free show right now",
    "Sexy girls from your city are waiting",
    "Meet Russian brides - marriage agency",
    "Sugar daddy wanted - sugar baby app",
    "Asian massage {city} full service",
    "Free adult video chat - no registration",
    "XXX live shows 24h, hot girls online - click {url}",
    "Married but lonely? Discreet affairs, 18+ only",
    "She sent you a private photo - view it here",
    "de|Sexkontakte in deiner Nähe - jetzt kostenlos anmelden",
    "de|Heiße Hausfrauen suchen Sex",
    "nl|Geile vrouwen uit jouw buurt zoeken contact",
    "fr|Rencontres coquines près de chez vous",
    "es|Chicas calientes cerca de ti quieren conocerte",
    "it|Donne sole cercano incontri",
    "ru|Знакомства для секса в твоем городе",
    "pl|Samotne kobiety z Twojej okolicy",
    "pt|Mulheres solteiras perto de você",
    "出会い系 今すぐ会える女性 無料登録",
    "同城交友 上门服务 {wa}",
], G_XXX)

jfam("romance_scam", 18, [
    "Hello dear, I saw your profile and I want to know you more",
    "My name is Svetlana, I am looking for serious man for relationship",
    "I am US army officer on peacekeeping mission, I need a trustworthy partner",
    "Beautiful lady seeks honest man, write to me {mail}",
    "Hi handsome, are you single? Write me on WhatsApp {wa}",
    "I am widow with 4.5 million inheritance, looking for true love",
    "Lonely soldier seeks pen pal, please write",
    "Sweetheart I am stuck at the airport, please help with ticket",
    "I am Anna, 27, I found your email and wish to be friends",
    "Oil rig engineer looking for love, God bless",
    "de|Hallo mein Schatz, ich suche einen ehrlichen Mann",
    "es|Hola cariño, busco un hombre serio para una relación",
    "ru|Привет, я Наташа, ищу серьезного мужчину",
], BUSY)

jfam("advance_fee_lottery", 38, [
    "CONGRATULATIONS! Your email won GBP 1,500,000 in the UK National Lottery",
    "Urgent business proposal from the desk of Barrister James Okafor",
    "Please assist me to transfer USD 25M, you get 30%",
    "Unclaimed inheritance of deceased client bearing your surname",
    "Final notification: your ATM card worth $2.5M is ready for delivery",
    "You have been selected for the Coca-Cola promo award",
    "Your phone number won the mega jackpot",
    "Compensation fund from the United Nations for scam victims",
    "Dear beneficiary, your fund has been approved for release",
    "Dying widow wants to donate her fortune to charity through you",
    "Greetings, I am a bank manager and need a foreign partner",
    "Prize winner! Contact claims agent Mr. David Brown {mail}",
    "You've won an iPhone 15 Pro! Claim now",
    "Congratulations visitor, you are today's lucky winner",
    "Spin the wheel to claim your free Samsung Galaxy",
    "Supermarket $1000 gift card winner - claim at {url}",
    "Your email ID has won the Microsoft Lottery",
    "FBI notice: your fund release is pending a clearance fee",
    "Diplomat with consignment box waiting at the airport",
    "Gold dust for sale, 22 carat, 500 kg, serious buyers only",
    "STRICTLY CONFIDENTIAL - business transaction of mutual benefit",
    "fr|Félicitations, vous avez gagné un iPhone",
    "de|Herzlichen Glückwunsch! Sie haben 500.000 Euro gewonnen",
    "es|Felicidades, ha ganado el premio de la lotería",
    "it|Hai vinto un buono Amazon da 1000 euro",
    "nl|Gefeliciteerd! U heeft een prijs gewonnen",
    "pt|Parabéns, você ganhou um prêmio",
    "ru|Поздравляем! Вы выиграли 1 000 000 рублей",
], BUSY)

jfam("seo_social_data", 38, [
    "Buy 10,000 Instagram followers for $9 - real & active",
    "YouTube views, likes, subscribers - cheapest SMM panel",
    "High DA backlinks - boost your Google ranking in 7 days",
    "SEO services: rank #1 on Google guaranteed",
    "Email list of 50 million USA consumers for sale",
    "B2B leads database: CEOs, CFOs, verified emails",
    "Buy aged Facebook accounts and Gmail accounts in bulk",
    "TikTok followers 1k = $2 instant {url}",
    "Guest posting on 500+ high authority sites",
    "Web traffic: 100,000 visitors for $19",
    "Mass mailing service - send 1M emails per day",
    "Verified blue check for sale, any platform",
    "Google reviews 5 stars - buy positive reviews",
    "Telegram members adder - bulk add members",
    "WhatsApp bulk sender software, unlimited",
    "Residential proxies 1000 IPs for $5",
    "Crypto investor leads, fresh this month",
    "Doctors email list with phone numbers",
    "Website design $99 + free hosting",
    "Buy Spotify plays and monthly listeners",
    "Article spinner - 10,000 unique articles per hour",
    "ru|Продвижение сайтов в ТОП Яндекса",
    "ru|Базы данных клиентов, email рассылка",
    "es|Comprar seguidores de Instagram baratos",
    "pt|Comprar seguidores reais Instagram",
    "de|Backlinks kaufen - SEO Agentur",
    "网站优化 百度快速排名 {wa}",
    "Jasa SEO murah, halaman 1 Google",
], BUSY)

jfam("fake_documents", 26, [
    "Buy real and fake passports, driver's licenses, ID cards {wa}",
    "Registered IELTS certificates without exam",
    "Counterfeit money for sale - undetectable banknotes EUR USD GBP",
    "University degree diploma with transcript - verifiable",
    "SSD chemical solution for cleaning black money",
    "Novelty ID cards, scannable, all states",
    "Buy EU citizenship and residence permit fast",
    "Real driving license without test",
    "Prop money full print high quality",
    "Vaccination certificate for travel, no shot needed",
    "Buy verified bank accounts, SSN, fullz",
    "Fake bank statements and pay stubs in 1 hour",
    "Guaranteed visa approval - any embassy",
    "de|Führerschein kaufen ohne Prüfung",
    "fr|Acheter permis de conduire sans examen",
    "nl|Rijbewijs kopen zonder examen",
    "es|Comprar pasaporte real y falso",
    "it|Comprare patente senza esame",
    "pl|Prawo jazdy bez egzaminu - sprzedam",
    "ru|Купить диплом о высшем образовании",
], BUSY)

jfam("job_scam", 28, [
    "Work from home: earn $85/hour answering emails",
    "Data entry job, no experience, weekly pay",
    "We are hiring remote assistants - $500/week, flexible hours",
    "Secret shopper needed in your area - cash paid",
    "Package reshipping manager wanted, work from home",
    "Become a product tester - keep the products",
    "Earn from liking YouTube videos - $5 per like, Telegram task group",
    "Mystery shopper job - deposit check and wire the remainder",
    "Home typing job: 2000 per day",
    "Part-time job offer: 1-2 hours daily, earn 300-800 USD",
    "Paid online surveys: $50 each",
    "Recruiting agents for international payment processing",
    "Join our team - be your own boss, unlimited income",
    "Get paid to drive with ads on your car",
    "Hotel jobs abroad - free visa and ticket, apply {wa}",
    "Hiring: part time remote job, 18+, daily salary {tg}",
    "de|Nebenjob von zu Hause - 3000 Euro im Monat",
    "nl|Thuiswerk vacature: 25 euro per uur",
    "es|Trabajo desde casa sin experiencia",
    "fr|Travail à domicile bien rémunéré",
    "ru|Работа на дому, ежедневная оплата",
    "pt|Trabalhe de casa e ganhe R$300 por dia",
    "it|Lavoro da casa, guadagno immediato",
    "Lowongan kerja part time dari rumah",
    "Tuyển cộng tác viên online lương cao",
], BUSY)

jfam("religious_conspiracy_flood", 36, [
    "Repent now, the end is near - Jesus is coming",
    "Jesus loves you - read John 3:16 and be saved",
    "THE TRUTH THEY DON'T WANT YOU TO KNOW ABOUT 5G",
    "Chemtrails are poisoning you - wake up sheeple",
    "Vaccines contain microchips - share before this gets deleted",
    "The earth is flat: NASA lies exposed",
    "Moon landing was filmed in a studio - proof inside",
    "Reptilians control the central banks",
    "The Rapture is coming this year! Are you ready?",
    "Mark of the Beast is here - do not take it",
    "YOU WILL DIE AND MEET GOD - are you ready?",
    "New World Order exposed: the elites plan to depopulate the earth",
    "The storm is coming, trust the plan",
    "Mind control through TV signals - protect yourself",
    "Gang stalking victims unite - they are watching you",
    "The government is hiding the cure for cancer",
    "Read this before Usenet is shut down forever",
    "Free personality test - discover your true self",
    "Hell is real. Turn to God today",
    "de|Die Wahrheit über Chemtrails - aufwachen!",
    "de|Die BRD ist eine Firma - wacht endlich auf",
    "nl|Word wakker! De waarheid over 5G",
    "es|Arrepiéntete, Cristo viene pronto",
    "fr|Repentez-vous, la fin est proche",
    "ru|Покайтесь, ибо приблизилось Царство Небесное",
    "pt|Jesus te ama - aceite Jesus hoje",
    "it|Pentitevi, la fine è vicina",
], BUSY)

jfam("chain_letter", 20, [
    "Forward this to 10 people or have bad luck for 7 years",
    "This is not a joke: Bill Gates will pay you $245 for each forward",
    "WARNING: do not open any post titled Good Times - virus!",
    "MAKE MONEY FAST - it really works! send $1 to the 5 names",
    "Pass it on: Microsoft is tracking this message",
    "Sick little girl needs your help - every share = 1 cent",
    "Virus alert!!! delete jdbgmgr.exe immediately",
    "If you read this you must repost it in 3 groups",
    "Hotmail will start charging unless you forward this",
    "Kiss your monitor, then forward to 15 friends, your wish will come true",
    "I do not give permission to use my posts - copy this message",
    "de|Kettenbrief: Schick das an 10 Freunde sonst...",
    "nl|Stuur dit door naar 10 mensen",
    "es|Reenvía este mensaje a 20 personas",
    "pt|Repasse para 10 pessoas ou terá azar",
    "fr|Transférez ce message à 10 personnes",
], BUSY)

jfam("noise_flood_chatter", 65, [
    "asdfghjkl", "test test test please ignore", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    "FLOOD FLOOD FLOOD", "lol", "first!!!", "this group is dead", "who cares",
    "STOP POSTING THIS CRAP", "all you leechers are scum", "u r all losers haha",
    "....", "?", "bump", "anyone here?", "Why is my download so slow??? HELP",
    "Re: Re: Re: Re: you're an idiot", "Spammer alert: someone nuke this guy",
    "cmsg cancel <{num}@news.invalid>", "ignore - posting test from new client",
    "<<<<< FILL >>>>>", "FILLER", "padding post {num}", "xxxxxxxxxxxxxxxxxxxxxxx",
    "1234567890", "Hello world", "ping", "sdfsdf", "=====================",
    "Merry Xmas to all in this group", "Happy new year from Holland!",
    "Thanks for the post!!!", "where are the fills???", "VOTE VOTE VOTE VOTE",
    "jfjfjfjfjfjfjfjfjf", "spam spam spam spam spam", "nothing to see here",
    "hi", "no", "ok thx", "why do you keep posting this", "get a life",
    "flood {num} of 5000", "kill file this idiot", "my provider is better than yours",
    "is this thing on", "qwertyuiop", "zzzzzzzzzzzz", "......................",
    "HAHAHAHAHAHAHA", "who is nuking all the posts?", "this is a test message",
    "nl|hallo allemaal", "de|hallo test bitte ignorieren", "тест", "測試 測試",
    "es|prueba prueba", "fr|essai, ne pas tenir compte", "pl|test proszę ignorować",
    "it|ciao a tutti", "plz stop", "OMG", "!!!!!!!!!!!!!!!!", "hmm",
], BUSY + ["alt.binaries.test", "alt.binaries.test.yenc", "alt.binaries.boneless"])

jfam("counterfeit_goods", 22, [
    "Replica Rolex watches - swiss quality $199",
    "Cheap designer bags 90% off - outlet",
    "Air Jordan wholesale factory price",
    "Designer sunglasses $19.99 clearance",
    "Winter jackets sale - free shipping - all brands",
    "AAA replica handbags, perfect copies",
    "Cheap cigarettes duty free, ships worldwide",
    "iPhone 15 Pro Max at $299 - bulk stock",
    "Outlet store 80% off everything - today only",
    "Cheap perfume originals - 70% off",
    "fr|Doudoune pas cher, destockage",
    "nl|Goedkope sneakers outlet",
    "de|Replica Uhren günstig",
    "高仿名表 一比一 微信 {wa}",
    "es|Zapatillas baratas originales",
], BUSY)

jfam("hacking_carding", 28, [
    "Hire a hacker - Facebook, WhatsApp, Instagram, email",
    "Fresh CVV dumps with pin - track 1/2",
    "Cashout bank logs - escrow accepted {tg}",
    "Clone cards for sale, ATM withdrawal guaranteed",
    "RAT + crypter FUD 0/26 detections",
    "Spy on your partner's phone - hidden tracker app",
    "Change your university grades - pro hacker",
    "DDoS for hire - booter / stresser 500 Gbps",
    "Western Union transfer hack - send me your MTCN",
    "PayPal transfers, logs, dumps - escrow available",
    "Carding tutorial + fresh bins list",
    "Stolen streaming accounts in bulk, cheap",
    "SMS bomber / call bomber tool",
    "Ransomware affiliate program - 80% split",
    "Android keylogger undetectable",
    "Hacked Instagram? We recover any account in 1 hour",
    "ru|Взлом аккаунтов соцсетей, недорого",
    "ru|Продам дампы с пином, обнал карт",
    "es|Contratar hacker profesional",
    "pt|Hacker para contratar WhatsApp",
], BUSY + ["alt.binaries.warez"])

jfam("tech_support_scam", 18, [
    "Windows alert: your computer is infected, call {phone}",
    "Your PC has 5 viruses! Clean now with RegCleaner Pro",
    "Speed up your slow PC - free scan",
    "Toll-free printer support {phone}",
    "Outlook not working? call support {phone}",
    "QuickBooks support number {phone}",
    "Your iPhone has been hacked - install protection now",
    "Driver update required - download DriverFix",
    "Antivirus expired, renew to stay protected",
    "Crypto exchange customer care number {phone}",
    "Airline reservations number 24/7 {phone}",
    "Cash App customer service number {phone}",
], BUSY)

jfam("gambling", 26, [
    "Online casino - 200% welcome bonus + 100 free spins",
    "Best betting tips - 100% fixed matches",
    "Fixed match sure win, pay after win {wa}",
    "No KYC crypto casino, instant withdrawals",
    "Slot gacor hari ini, maxwin pasti",
    "Situs judi online terpercaya",
    "Togel online bandar terbesar",
    "Play poker for real money - join now {url}",
    "Sports betting bot beats the bookies",
    "Free bet 30 GBP no deposit",
    "Aviator predictor hack 100% win",
    "Jackpot: 1,000,000 free coins - claim now",
    "de|Online Casino ohne Limit - 500 Euro Bonus",
    "ru|Онлайн казино - бонус 500% на первый депозит",
    "pt|Cassino online pagando muito - bônus de cadastro",
    "es|Casino online con bono sin depósito",
    "Nhà cái uy tín - tặng 100k khi đăng ký",
    "สล็อตเว็บตรง แตกง่าย ฝากถอนไม่มีขั้นต่ำ",
    "博彩 网上赌场 注册送彩金",
], BUSY + G_SPORT)

jfam("service_ad", 28, [
    "Cheap Usenet accounts - unlimited speed, $1.99/month",
    "Best VPN for torrenting - 85% off today",
    "Seedbox 10Gbps - 1 week free",
    "NZB indexer invites for sale, PM me",
    "Private tracker invites - cheap, all the big ones",
    "Cheap web hosting $0.99, unlimited bandwidth",
    "Essay writing service - plagiarism free, 3 hours",
    "Do my homework - online class taker",
    "Visit our new forum!! {url}",
    "Join my Discord for free stuff {url}",
    "Subscribe to my YouTube channel pls",
    "Roofing and gutter cleaning - free estimate",
    "Printer ink cartridges discount",
    "Book cheap flights - 70% off last minute",
    "Immigration to Canada guaranteed, consultancy",
    "Free solar panels - government program",
    "Car insurance quotes - save $500",
    "Mesothelioma lawyer - you may be entitled to compensation",
    "Usenet free trial unlimited GB, no credit card {url}",
    "de|Günstige Usenet Zugänge - jetzt testen",
    "nl|Goedkoop usenet abonnement, nu 50% korting",
], BUSY)

jfam("misc_scam", 25, [
    "I recorded you through your webcam - pay $1200 in bitcoin",
    "I know your password. Pay or I send the video to your contacts",
    "French bulldog puppies for adoption, just pay shipping",
    "Apartment for rent - I'm abroad, send the deposit by Western Union",
    "Donate to help earthquake victims - bitcoin address inside",
    "Concert tickets available at face value, PayPal friends only",
    "Your IP has been logged for illegal downloads - pay the fine now",
    "Copyright infringement notice: settle now for $299 or be sued",
    "Police: pay the fine to unlock your computer",
    "Free government grant $9,000 - you never have to pay back",
    "Your Social Security number has been suspended",
    "Win a free Tesla - just like and share",
    "de|Ich habe Sie durch Ihre Webcam aufgenommen",
    "nl|Hoi mam, dit is mijn nieuwe nummer",
    "fr|Bonjour maman, j'ai changé de numéro",
    "es|Hola mamá, este es mi nuevo número",
    "ru|Мама, я попал в беду, срочно переведи деньги",
], BUSY)

# ================================================================ LEGIT (structured)
SHOWS = ["The.Last.of.Us", "House.of.the.Dragon", "The.Bear", "Severance", "Slow.Horses",
         "The.Boys", "Succession", "Yellowstone", "Ted.Lasso", "The.Mandalorian", "Andor",
         "Shogun.2024", "Fallout", "Reacher", "Abbott.Elementary", "Only.Murders.in.the.Building",
         "The.White.Lotus", "Stranger.Things", "Wednesday", "Bluey", "Greys.Anatomy",
         "Chicago.Fire", "NCIS", "Law.and.Order.Special.Victims.Unit", "Survivor",
         "The.Amazing.Race", "Doctor.Who.2023", "EastEnders", "Coronation.Street", "Taskmaster",
         "Silo", "For.All.Mankind", "Foundation", "The.Rookie", "9-1-1", "Tracker",
         "Fire.Country", "The.Simpsons", "Family.Guy", "South.Park", "Bobs.Burgers",
         "Rick.and.Morty", "Futurama", "Ghosts.US", "Young.Sheldon", "The.Great.British.Bake.Off",
         "Gogglebox", "Vera", "Midsomer.Murders", "Shetland", "Below.Deck", "RuPauls.Drag.Race",
         "The.Traitors.US", "The.Penguin", "Landman", "Bad.Sisters", "Blue.Lights", "Industry",
         "Evil", "Tulsa.King", "Mayor.of.Kingstown", "Resident.Alien",
         "What.We.Do.in.the.Shadows", "Poker.Face", "Hacks", "Shrinking", "The.Gilded.Age",
         "Outlander", "The.Walking.Dead.Daryl.Dixon", "Bosch.Legacy", "Lioness", "Dark.Winds",
         "Mr.and.Mrs.Smith", "Black.Mirror", "Top.Boy", "Happy.Valley", "Line.of.Duty",
         "Call.the.Midwife", "The.Curse", "True.Detective", "Masters.of.the.Air",
         "The.Gentlemen", "Baby.Reindeer", "Hijack", "Tokyo.Vice", "Sherwood", "Bluey",
         "Ghosts", "Rivals", "Say.Nothing", "Presumed.Innocent", "Dune.Prophecy"]
SHOWS = [s for i, s in enumerate(SHOWS) if s not in SHOWS[:i]]
TV_GRP = ["SYNCOPY", "NTb", "FLUX", "CAKES", "GGEZ", "GGWP", "EDITH", "SMURF", "ION10", "MiNX",
          "TEPES", "BAE", "KOGi", "FLEET", "AVS", "SVA", "DIMENSION", "LOL", "KILLERS", "ASAP",
          "IMMERSE", "CRAVERS", "SKGTV", "NOSiViD", "RiVER", "DARKFLiX", "PHOENiX", "playWEB",
          "SuccessfulCrab", "XEN0N", "ELiTE", "APEX", "BLOOM", "RAWR", "NHTFS", "FENiX",
          "JFF", "MeGusta", "PSA", "TGx", "HONE", "DEFLATE"]
EP_WORDS = ["The", "Long", "Night", "Homecoming", "Pilot", "Reckoning", "Fire", "Blood", "House",
            "Return", "Sins", "Father", "Mother", "Storm", "Bridge", "Winter", "Ghost", "Door",
            "Last", "First", "Lies", "Truth", "Party", "Wedding", "Trial", "Escape", "Signal",
            "Harvest", "Kingdom", "Crossing", "Legacy", "Shadows", "Secrets", "Old", "Friends"]


def ep_title():
    k = R.randrange(1, 4)
    return ".".join(pick(EP_WORDS) for _ in range(k))


def tv_rel():
    show = pick(SHOWS)
    se = R.randrange(1, 8)
    ep = R.randrange(1, 23)
    g = pick(TV_GRP)
    r = R.random()
    if r < 0.22:
        return "%s.S%02dE%02d.720p.HDTV.x264-%s" % (show, se, ep, g)
    if r < 0.42:
        return "%s.S%02dE%02d.1080p.WEB.h264-%s" % (show, se, ep, g)
    if r < 0.55:
        src = pick(["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "PCOK", "HULU", "PMTP", "iP", "ITVX"])
        return "%s.S%02dE%02d.%s.1080p.%s.WEB-DL.DDP5.1.H.264-%s" % (show, se, ep, ep_title(), src, g)
    if r < 0.64:
        return "%s.S%02dE%02d.2160p.WEB.H265-%s" % (show, se, ep, g)
    if r < 0.72:
        return "%s S%02dE%02d 1080p WEB H264-%s" % (show.replace(".", " "), se, ep, g)
    if r < 0.78:
        return "%s.S%02dE%02d.%s.720p.WEB.h264-%s" % (show, se, ep, pick(["PROPER", "REPACK", "iNTERNAL", "REAL"]), g)
    if r < 0.85:
        return "%s.s%02de%02d.720p.hdtv.x264-%s" % (show.lower(), se, ep, g.lower())
    if r < 0.91:
        return "%s.S%02dE%02d.1080p.HEVC.x265-%s" % (show, se, ep, pick(["MeGusta", "PSA", "ELiTE", "TGx"]))
    if r < 0.95:
        return "%s.S%02dE%02dE%02d.720p.HDTV.x264-%s" % (show, se, ep, ep + 1, g)
    return "%s.S%02dE%02d.HDTV.x264-%s" % (show, se, ep, g)


def make_tv():
    rel = tv_rel()
    r = R.random()
    if r < 0.12:
        n = R.randrange(20, 90)
        rel = '[%02d/%d] - "%s.part%02d.rar" yEnc (1/%d)' % (R.randrange(1, n), n, rel, R.randrange(1, 30), R.randrange(50, 140))
    elif r < 0.18:
        rel = '%s [%d/%d] - "%s.mkv" yEnc (1/%d)' % (rel, 1, R.randrange(2, 4), rel, R.randrange(200, 3000))
    return rel, pick(G_TV)


lfam("tv_episode", 200, make_tv)

FIRST = ["Tom", "Emma", "Ryan", "Zendaya", "Pedro", "Ayo", "Sarah", "Mark", "Jennifer", "Adam",
         "Florence", "Jeremy", "Kate", "Colin", "Nicole", "Oscar", "Greta", "Paul", "Margot",
         "Cillian", "Jenna", "Kieran", "Anya", "Dev", "Aubrey", "Ben", "Sandra", "Jon", "Hugh"]
LAST = ["Hanks", "Stone", "Gosling", "Pascal", "Edebiri", "Paulson", "Ruffalo", "Lawrence",
        "Driver", "Pugh", "Allen", "Winslet", "Farrell", "Kidman", "Isaac", "Gerwig", "Mescal",
        "Robbie", "Murphy", "Ortega", "Culkin", "Taylor-Joy", "Patel", "Plaza", "Stiller",
        "Bullock", "Hamm", "Grant", "Oh"]


def guest():
    return pick(FIRST) + "." + pick(LAST)


DAILY = ["The.Daily.Show", "Jimmy.Kimmel.Live", "Late.Night.with.Seth.Meyers",
         "The.Tonight.Show.Starring.Jimmy.Fallon", "The.Late.Show.with.Stephen.Colbert",
         "Jeopardy", "Wheel.of.Fortune", "The.View", "Conan", "The.Kelly.Clarkson.Show",
         "Late.Night.with.Jimmy.Fallon", "The.Jennifer.Hudson.Show", "Tagesschau",
         "Real.Time.with.Bill.Maher", "Countdown", "Pointless", "The.Chase", "Newsnight",
         "Celebrity.Family.Feud", "Hardball", "Pardon.the.Interruption"]


def make_daily():
    show = pick(DAILY)
    y = R.randrange(2009, 2026)
    m = R.randrange(1, 13)
    d = R.randrange(1, 29)
    g = pick(TV_GRP + ["JEBAITED", "TRUMP", "SORNY", "W4F", "CBFM", "2HD", "LMAO"])
    r = R.random()
    if r < 0.45:
        return "%s.%d.%02d.%02d.%s.720p.WEB.h264-%s" % (show, y, m, d, guest(), g), pick(G_TV)
    if r < 0.75:
        return "%s.%d.%02d.%02d.1080p.WEB.h264-%s" % (show, y, m, d, g), pick(G_TV)
    if r < 0.9:
        return "%s.%d.%02d.%02d.%s.HDTV.x264-%s" % (show, y, m, d, guest(), g), pick(G_TV)
    return "%s %d %02d %02d %s 480p x264-mSD" % (show.replace(".", " "), y, m, d, guest().replace(".", " ")), pick(G_TV)


lfam("tv_daily", 50, make_daily)


def make_pack():
    show = pick(SHOWS)
    se = R.randrange(1, 10)
    g = pick(TV_GRP)
    r = R.random()
    if r < 0.3:
        t = "%s.S%02d.1080p.BluRay.x264-%s" % (show, se, g)
    elif r < 0.5:
        t = "%s.S%02d.COMPLETE.720p.%s.WEB-DL.x264-%s" % (show, se, pick(["AMZN", "NF", "HMAX", "ATVP"]), g)
    elif r < 0.62:
        t = "%s.S%02d.2160p.%s.WEB-DL.DDP5.1.HDR.H.265-%s" % (show, se, pick(["DSNP", "AMZN", "NF", "ATVP"]), g)
    elif r < 0.75:
        t = "%s Season %d-%d Complete 1080p %s" % (show.replace(".", " "), 1, se + 1, pick(["x265 10bit", "WEB-DL", "BluRay x264", "AMZN WEB-DL DDP"]))
    elif r < 0.85:
        t = "%s.COMPLETE.SERIES.%s-%s" % (show, pick(["720p.BluRay.x264", "1080p.WEB-DL.x264", "DVDRip.XviD", "480p.DVDRip"]), g)
    elif r < 0.93:
        t = "%s.S%02d.DVDRip.XviD-%s" % (show, se, g)
    else:
        t = "%s (%d) Season %d S%02d (1080p BluRay x265 HEVC 10bit AAC 5.1 %s)" % (show.replace(".", " "), R.randrange(1995, 2024), se, se, pick(["Silence", "Joy", "Tigole", "Ghost", "Vyndros"]))
    return t, pick(G_TV)


lfam("tv_season_pack", 60, make_pack)

MOVIES = [("Oppenheimer", 2023), ("Barbie", 2023), ("Dune.Part.Two", 2024),
          ("Killers.of.the.Flower.Moon", 2023), ("Poor.Things", 2023), ("Past.Lives", 2023),
          ("The.Holdovers", 2023), ("Civil.War", 2024), ("Furiosa.A.Mad.Max.Saga", 2024),
          ("Inside.Out.2", 2024), ("Deadpool.and.Wolverine", 2024), ("Alien.Romulus", 2024),
          ("Conclave", 2024), ("The.Substance", 2024), ("Anora", 2024), ("Wicked", 2024),
          ("Gladiator.II", 2024), ("Nosferatu", 2024), ("The.Brutalist", 2024),
          ("A.Complete.Unknown", 2024), ("Heat", 1995), ("The.Matrix", 1999),
          ("Blade.Runner", 1982), ("Alien", 1979), ("Jaws", 1975), ("The.Godfather", 1972),
          ("Pulp.Fiction", 1994), ("Fight.Club", 1999), ("Goodfellas", 1990), ("Casablanca", 1942),
          ("Vertigo", 1958), ("Everything.Everywhere.All.at.Once", 2022), ("Top.Gun.Maverick", 2022),
          ("The.Batman", 2022), ("No.Country.for.Old.Men", 2007), ("There.Will.Be.Blood", 2007),
          ("Mad.Max.Fury.Road", 2015), ("Arrival", 2016), ("Interstellar", 2014),
          ("The.Dark.Knight", 2008), ("Sicario", 2015), ("Prisoners", 2013), ("Drive", 2011),
          ("Whiplash", 2014), ("Get.Out", 2017), ("Hereditary", 2018), ("The.Lighthouse", 2019),
          ("Knives.Out", 2019), ("John.Wick.Chapter.4", 2023),
          ("Mission.Impossible.Dead.Reckoning.Part.One", 2023), ("Evil.Dead.Rise", 2023),
          ("The.Iron.Claw", 2023), ("Saltburn", 2023), ("Napoleon", 2023), ("Wonka", 2023),
          ("The.Fall.Guy", 2024), ("Twisters", 2024), ("Longlegs", 2024), ("Beetlejuice.Beetlejuice", 2024),
          ("Smile.2", 2024), ("Challengers", 2024), ("Monkey.Man", 2024), ("The.Wild.Robot", 2024),
          ("Late.Night.with.the.Devil", 2023), ("The.Shawshank.Redemption", 1994),
          ("Back.to.the.Future", 1985), ("Die.Hard", 1988), ("The.Thing", 1982), ("Aliens", 1986),
          ("Terminator.2.Judgment.Day", 1991), ("Jurassic.Park", 1993), ("Se7en", 1995),
          ("The.Big.Lebowski", 1998), ("Gattaca", 1997), ("Zodiac", 2007), ("Children.of.Men", 2006),
          ("Ex.Machina", 2014), ("Moonlight", 2016), ("Lady.Bird", 2017), ("Nope", 2022),
          ("Tar", 2022), ("Aftersun", 2022), ("The.Banshees.of.Inisherin", 2022), ("Love.Lies.Bleeding", 2024),
          ("Kinds.of.Kindness", 2024), ("Trap", 2024), ("Speak.No.Evil", 2024), ("Heretic", 2024)]
MOV_GRP = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "BLOW", "VETO", "PiGNUS",
           "CiNEFiLE", "TABULARiA", "SURCODE", "TERMiNAL", "WATCHABLE", "JustWatch", "SNOW",
           "CAPRiCORN", "ETHiCS", "SAPHiRE", "HANDJOB", "KNiVES", "SCARE", "USURY", "FiCO",
           "PSYCHD", "CiNEMATiC", "DEPTH", "WiKi", "iNFAMOUS", "REWARD", "NODLABS"]
P2P_GRP = ["FraMeSToR", "EPSiLON", "CtrlHD", "DON", "NTb", "HiFi", "decibeL", "TayTO", "ZQ",
           "CRiSC", "BHDStudio", "LEGi0N", "W4NK3R", "FLUX", "TEPES", "playBD", "SbR", "NCmt",
           "BiTOR", "KRaLiMaRKo", "BLUTONiUM", "HONE", "BMF", "c0kE", "MT"]


def mov():
    t, y = pick(MOVIES)
    return t, y


def mov_scene():
    t, y = mov()
    g = pick(MOV_GRP)
    r = R.random()
    if r < 0.25:
        return "%s.%d.1080p.BluRay.x264-%s" % (t, y, g)
    if r < 0.38:
        return "%s.%d.720p.BluRay.x264-%s" % (t, y, g)
    if r < 0.5:
        return "%s.%d.2160p.UHD.BluRay.x265-%s" % (t, y, g)
    if r < 0.62:
        return "%s.%d.1080p.WEB.h264-%s" % (t, y, g)
    if r < 0.68:
        return "%s.%d.HDR.2160p.WEB.H265-%s" % (t, y, g)
    if r < 0.74:
        return "%s.%d.COMPLETE.%sBLURAY-%s" % (t, y, pick(["", "UHD.", "MULTi.COMPLETE."]), g)
    if r < 0.8:
        return "%s.%d.%s.1080p.BluRay.x264-%s" % (t, y, pick(["PROPER", "REPACK", "LiMiTED", "iNTERNAL", "REMASTERED", "DC", "EXTENDED", "UNRATED"]), g)
    if r < 0.86:
        return "%s.%d.DVDRip.XviD-%s" % (t, y, g)
    if r < 0.9:
        return "%s.%d.HDCAM.c1nem4.x264-SUNSCREEN" % (t, y)
    if r < 0.95:
        return "%s.%d.BDRip.x264-%s" % (t, y, g)
    return "%s.%d.480p.BluRay.x264-mSD" % (t, y)


def make_mov_scene():
    rel = mov_scene()
    if chance(0.12):
        n = R.randrange(30, 120)
        rel = '[%d/%d] - "%s.r%02d" yEnc (1/%d)' % (R.randrange(1, n), n, rel, R.randrange(0, 99), R.randrange(50, 200))
    return rel, pick(G_MOVIE)


lfam("movie_scene", 150, make_mov_scene)


def make_mov_p2p():
    t, y = mov()
    sp = t.replace(".", " ")
    g = pick(P2P_GRP)
    r = R.random()
    if r < 0.14:
        s = "%s (%d) [1080p] [BluRay] [5.1] [YTS.MX]" % (sp, y)
    elif r < 0.28:
        s = "%s.%d.2160p.UHD.BluRay.REMUX.HDR.HEVC.TrueHD.7.1.Atmos-%s" % (t, y, g)
    elif r < 0.4:
        s = "%s %d 1080p BluRay REMUX AVC DTS-HD MA 5.1-%s" % (sp, y, g)
    elif r < 0.5:
        s = "%s (%d) (1080p BluRay x265 HEVC 10bit AAC 5.1 %s)" % (sp, y, pick(["Tigole", "Silence", "Joy", "afm72", "Natty"]))
    elif r < 0.62:
        s = "%s.%d.1080p.%s.WEB-DL.DDP5.1.H.264-%s" % (t, y, pick(["AMZN", "NF", "ATVP", "MA", "iT", "DSNP"]), g)
    elif r < 0.7:
        s = "%s %d 720p BRRip x264 AAC-ETRG" % (sp, y)
    elif r < 0.78:
        s = "%s.%d.Criterion.1080p.BluRay.x264.DTS-%s" % (t, y, g)
    elif r < 0.86:
        s = "%s (%d) 2160p HDR10 DV WEB-DL [%s]" % (sp, y, pick(["QxR", "PSA", "RARBG", "TGx", "EZTV"]))
    elif r < 0.93:
        s = "%s.%d.1080p.BluRay.DD+5.1.x264-%s" % (t, y, g)
    else:
        s = "%s [%d] %s" % (sp, y, pick(["DVD9", "DVD5 PAL", "NTSC DVD-R", "BD50 AVC", "BD25"]))
    return s, pick(G_MOVIE)


lfam("movie_p2p_remux", 90, make_mov_p2p)

FOREIGN = [("Das.Boot", 1981, "German"), ("Lola.rennt", 1998, "German"), ("Der.Untergang", 2004, "German"),
           ("Im.Westen.nichts.Neues", 2022, "German"), ("Toni.Erdmann", 2016, "German"),
           ("Das.Leben.der.Anderen", 2006, "German"), ("Good.Bye.Lenin", 2003, "German"),
           ("Amelie", 2001, "FRENCH"), ("La.Haine", 1995, "FRENCH"), ("Anatomie.dune.chute", 2023, "FRENCH"),
           ("Intouchables", 2011, "FRENCH"), ("Le.Comte.de.Monte-Cristo", 2024, "FRENCH"),
           ("Roma", 2018, "SPANISH"), ("El.laberinto.del.fauno", 2006, "SPANISH"),
           ("La.sociedad.de.la.nieve", 2023, "SPANISH"), ("Oldboy", 2003, "KOREAN"),
           ("The.Handmaiden", 2016, "KOREAN"), ("Drive.My.Car", 2021, "JAPANESE"),
           ("Perfect.Days", 2023, "JAPANESE"), ("Godzilla.Minus.One", 2023, "JAPANESE"),
           ("Shichinin.no.samurai", 1954, "JAPANESE"), ("Druk", 2020, "DANiSH"),
           ("Jagten", 2012, "DANiSH"), ("Flodder", 1986, "DUTCH"), ("Soldaat.van.Oranje", 1977, "DUTCH"),
           ("Zwartboek", 2006, "DUTCH"), ("Turks.Fruit", 1973, "DUTCH"), ("Borgman", 2013, "DUTCH"),
           ("La.grande.bellezza", 2013, "iTALiAN"), ("Nuovo.Cinema.Paradiso", 1988, "iTALiAN"),
           ("Sult", 1966, "NORWEGiAN"), ("Verdens.verste.menneske", 2021, "NORWEGiAN"),
           ("Cidade.de.Deus", 2002, "PORTUGUESE"), ("Ida", 2013, "POLiSH"), ("Zimna.wojna", 2018, "POLiSH"),
           ("Babylon.Berlin.S04E0", 2022, "German"), ("Dark.S03E0", 2020, "German"),
           ("Flow", 2024, "LATViAN"), ("Kaiser.Karl", 2003, "German")]
DE_GRP = ["DETAiLS", "SAUERKRAUT", "ROCKEFELLER", "WvF", "ENCOUNTERS", "EXCiTED", "iNTENTiON",
          "HDDirect", "TSCC", "DECENT", "GMA", "MOViEiT", "SPiCY", "PoE", "FuN", "AIDA", "ZeroTwo"]
NL_GRP = ["NLSubs", "FTW", "DutchReleaseTeam", "DRT", "NLtoppers", "BREED"]


def make_foreign():
    t, y, lang = pick(FOREIGN)
    if t.endswith("E0"):
        t = t + str(R.randrange(1, 9))
    r = R.random()
    if lang == "German":
        g = pick(DE_GRP)
        fmt = pick(["%s.%d.German.DL.1080p.BluRay.x264-%s", "%s.%d.German.AC3.DL.720p.BluRay.x264-%s",
                    "%s.%d.German.DTS.DL.1080p.BluRay.AVC.REMUX-%s", "%s.%d.GERMAN.DL.2160p.UHD.BluRay.x265-%s",
                    "%s.%d.German.1080p.WEB.h264-%s", "%s.%d.German.DL.720p.WEB.x264-%s"])
        return fmt % (t, y, g), pick(LANG_G["de"] + G_MOVIE)
    if lang == "DUTCH":
        if r < 0.5:
            return "%s.%d.DUTCH.1080p.BluRay.x264-%s" % (t, y, pick(MOV_GRP)), pick(LANG_G["nl"])
        return "%s (%d) 1080p NL Subs %s" % (t.replace(".", " "), y, pick(["BluRay", "WEB-DL", "DVDRip"])), pick(LANG_G["nl"])
    if lang == "FRENCH" and r < 0.5:
        return "%s.%d.MULTi.1080p.BluRay.x264-%s" % (t, y, pick(["ULSHD", "LOST", "FRATERNiTY", "SUPPLY", "QTZ"])), pick(LANG_G["fr"] + G_MOVIE)
    if lang == "iTALiAN" and r < 0.5:
        return "%s.%d.iTA.ENG.AC3.1080p.BluRay.x264-%s" % (t, y, pick(["DDN", "MeM", "Mircrew", "BLUWORLD"])), pick(LANG_G["it"] + G_MOVIE)
    if lang == "SPANISH" and r < 0.4:
        return "%s (%d) [BluRay 1080p][Castellano AC3 5.1][Subs]" % (t.replace(".", " "), y), pick(LANG_G["es"] + G_MOVIE)
    if lang == "POLiSH" and r < 0.5:
        return "%s.%d.PL.1080p.WEB-DL.x264-%s" % (t, y, pick(["KiT", "FOX", "P2P"])), pick(LANG_G["pl"] + G_MOVIE)
    if r < 0.3:
        return "%s.%d.%s.1080p.BluRay.x264-%s" % (t, y, lang, pick(MOV_GRP)), pick(G_MOVIE)
    if r < 0.6:
        return "%s.%d.%s.720p.BluRay.x264-%s" % (t, y, lang, pick(MOV_GRP)), pick(G_MOVIE)
    if r < 0.8:
        return "%s.%d.%s.1080p.WEB.h264-%s" % (t, y, lang, pick(MOV_GRP + TV_GRP)), pick(G_MOVIE)
    return "%s.%d.%s.2160p.UHD.BluRay.x265-%s" % (t, y, lang, pick(MOV_GRP)), pick(G_MOVIE)


lfam("movie_tv_foreign", 80, make_foreign)

ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Kusuriya no Hitorigoto", "Dandadan",
         "Oshi no Ko", "Spy x Family", "Chainsaw Man", "Bocchi the Rock!", "Dungeon Meshi",
         "Kaijuu 8-gou", "Ore dake Level Up na Ken", "One Piece", "Boku no Hero Academia",
         "Blue Lock", "Kimetsu no Yaiba", "Mushoku Tensei S2", "Tensei shitara Slime Datta Ken",
         "Vinland Saga S2", "Mob Psycho 100 III", "Cowboy Bebop", "Neon Genesis Evangelion",
         "Shingeki no Kyojin", "Re Zero kara Hajimeru Isekai Seikatsu", "Made in Abyss",
         "Violet Evergarden", "Hunter x Hunter (2011)", "Ao no Hako", "Shangri-La Frontier",
         "Yuru Camp S3", "Hibike! Euphonium 3", "Tokyo Revengers", "Nige Jouzu no Wakagimi",
         "Kaguya-sama wa Kokurasetai", "Mahou Shoujo ni Akogarete", "Boku no Kokoro no Yabai Yatsu",
         "Tsuki ga Michibiku Isekai Douchuu", "Kimi ni Todoke", "Ranma 1-2 (2024)", "Dr. Stone"]
FANSUB = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "Commie", "ASW", "EMBER", "Kametsu",
          "DB", "Cleo", "Golumpa", "GJM", "Beatrice-Raws", "Anime Time", "SallySubs", "Yameii",
          "ToonsHub", "Moozzi2", "Vodes", "Kaleido-subs"]


def make_anime():
    a = pick(ANIME)
    g = pick(FANSUB)
    ep = R.randrange(1, 25) if a != "One Piece" else R.randrange(1080, 1130)
    r = R.random()
    if r < 0.3:
        t = "[%s] %s - %02d (1080p) [%s].mkv" % (g, a, ep, crc())
    elif r < 0.42:
        t = "[%s] %s - %02d [1080p CR WEB-DL AVC AAC][MultiSub][%s]" % (g, a, ep, crc())
    elif r < 0.52:
        t = "[%s] %s - %02d [720p].mkv" % (g, a, ep)
    elif r < 0.6:
        t = "[%s] %s (Season %d) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)" % (g, a, R.randrange(1, 4))
    elif r < 0.68:
        t = "[%s] %s [BDRip 1920x1080 HEVC FLAC]" % (g, a)
    elif r < 0.76:
        t = "%s.S%02dE%02d.1080p.CR.WEB-DL.AAC2.0.H.264-%s" % (a.replace(" ", ".").replace("!", ""), R.randrange(1, 4), ep, pick(["VARYG", "NanDesuKa", "KiyoshiStar", "SMURF"]))
    elif r < 0.84:
        t = "[%s] %s - %02d (%s) [Dual Audio HEVC WEBRip]" % (g, a, ep, pick(["1080p", "720p"]))
    elif r < 0.92:
        n = R.randrange(3, 20)
        t = '[%d/%d] - "[%s] %s - %02d (1080p) [%s].mkv" yEnc (1/%d)' % (R.randrange(1, n), n, g, a, ep, crc(), R.randrange(100, 1900))
    else:
        t = "[%s] %s - %02dv2 [%s].mkv" % (g, a, ep, crc())
    return t, pick(G_ANIME)


lfam("anime_fansub", 80, make_anime)

ALBUMS = [("Taylor Swift", "The Tortured Poets Department", 2024), ("Beyonce", "Cowboy Carter", 2024),
          ("Kendrick Lamar", "GNX", 2024), ("Radiohead", "OK Computer", 1997),
          ("Massive Attack", "Mezzanine", 1998), ("Aphex Twin", "Selected Ambient Works 85-92", 1992),
          ("Boards of Canada", "Music Has the Right to Children", 1998), ("Daft Punk", "Random Access Memories", 2013),
          ("Pink Floyd", "Wish You Were Here", 1975), ("Led Zeppelin", "Physical Graffiti", 1975),
          ("Metallica", "Master of Puppets", 1986), ("Iron Maiden", "Powerslave", 1984),
          ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("PJ Harvey", "I Inside the Old Year Dying", 2023),
          ("Bjork", "Homogenic", 1997), ("Portishead", "Dummy", 1994), ("Burial", "Untrue", 2007),
          ("Four Tet", "Three", 2024), ("Caribou", "Honey", 2024), ("Nils Frahm", "Day", 2024),
          ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Dua Lipa", "Radical Optimism", 2024),
          ("The National", "Laugh Track", 2023), ("Fontaines D.C.", "Romance", 2024),
          ("IDLES", "Tangk", 2024), ("Arctic Monkeys", "The Car", 2022), ("The Cure", "Songs of a Lost World", 2024),
          ("Depeche Mode", "Memento Mori", 2023), ("Kraftwerk", "Trans Europa Express", 1977),
          ("Rammstein", "Zeit", 2022), ("Golden Earring", "Moontan", 1973), ("Stromae", "Multitude", 2022),
          ("Rosalia", "Motomami", 2022), ("Bad Bunny", "Un Verano Sin Ti", 2022),
          ("Fela Kuti", "Zombie", 1976), ("Miles Davis", "Kind of Blue", 1959),
          ("John Coltrane", "A Love Supreme", 1965), ("Nina Simone", "Wild Is the Wind", 1966),
          ("Johnny Cash", "American IV The Man Comes Around", 2002), ("Dolly Parton", "Jolene", 1974),
          ("Bob Dylan", "Blood on the Tracks", 1975), ("David Bowie", "Blackstar", 2016),
          ("Prince", "Sign o the Times", 1987), ("ABBA", "Voyage", 2021), ("Queen", "A Night at the Opera", 1975),
          ("The Beatles", "Abbey Road", 1969), ("Bruce Springsteen", "Nebraska", 1982),
          ("Tom Waits", "Rain Dogs", 1985), ("Leonard Cohen", "Songs of Leonard Cohen", 1967),
          ("Joni Mitchell", "Blue", 1971), ("Kate Bush", "Hounds of Love", 1985), ("Sade", "Love Deluxe", 1992),
          ("Charli XCX", "Brat", 2024), ("Vampire Weekend", "Only God Was Above Us", 2024),
          ("Khruangbin", "A La Sala", 2024), ("Mount Kimbie", "The Sunset Violent", 2024),
          ("Herbie Hancock", "Head Hunters", 1973), ("Bach - Glenn Gould", "Goldberg Variations", 1981),
          ("Anouk", "Hotel New York", 2004), ("Andre Hazes", "Leef", 2002), ("Die Toten Hosen", "Opium fuers Volk", 1996)]
MP3_GRP = ["ENRiCH", "C4", "MOD", "PsyCZ", "DDS", "JUST", "OMA", "MARiBOR", "FATHEAD", "HB", "ZzZz",
           "AFO", "BF", "FTD", "NBFLAC", "FWYH", "FRAY", "WHOA", "TALiON", "AMOK", "KLIN", "UME"]


def us(s):
    out = []
    for ch in s:
        if ch.isalnum():
            out.append(ch)
        elif ch in " ":
            out.append("_")
        elif ch in "-.()":
            out.append(ch)
    return "".join(out)


def make_music_scene():
    a, al, y = pick(ALBUMS)
    g = pick(MP3_GRP)
    r = R.random()
    yy = y if chance(0.5) else R.randrange(max(y, 2005), 2025)
    if r < 0.3:
        t = "%s-%s-WEB-%d-%s" % (us(a), us(al), yy, g)
    elif r < 0.45:
        t = "%s-%s-(%s%d)-WEB-FLAC-%d-%s" % (us(a), us(al), pick(["CAT", "WARP", "XL", "4AD", "SUBPOP", "DOM", "RR"]), R.randrange(10, 999), yy, g)
    elif r < 0.6:
        t = "%s-%s-(Remastered)-%dCD-%d-%s" % (us(a), us(al), R.randrange(1, 4), yy, g)
    elif r < 0.7:
        t = "%s-%s-(Deluxe_Edition)-WEB-%d-%s" % (us(a), us(al), yy, g)
    elif r < 0.8:
        t = "%s-%s-CD-FLAC-%d-%s" % (us(a), us(al), yy, g)
    elif r < 0.87:
        t = "%s-%s-VINYL-FLAC-%d-%s" % (us(a), us(al), yy, g)
    elif r < 0.93:
        t = "VA-%s_%d-%dCD-%d-%s" % (pick(["Ministry_of_Sound_Anthems", "Now_Thats_What_I_Call_Music", "Top_40_Hitdossier", "Hed_Kandi_Summer", "Cafe_del_Mar", "Defected_Ibiza", "Bravo_Hits"]), R.randrange(1, 120), R.randrange(2, 5), yy, g)
    else:
        t = "%s-%s-%s-%d-%s" % (us(a), us(al), pick(["SAT", "DVBS", "LINE", "AUD", "CABLE"]), yy, g)
    if "FLAC" in t:
        grp = pick(G_FLAC)
    else:
        grp = pick(G_MP3)
    return t, grp


lfam("music_scene", 80, make_music_scene)


def make_music_p2p():
    a, al, y = pick(ALBUMS)
    r = R.random()
    if r < 0.18:
        t, g = "%s - %s (%d) [FLAC]" % (a, al, y), pick(G_FLAC)
    elif r < 0.32:
        t, g = "%s - %s (%d) [24bit-%dkHz] FLAC" % (a, al, y, pick([96, 192, 44, 48, 88])), pick(G_FLAC)
    elif r < 0.42:
        t, g = "%s - %s [%d] [Vinyl Rip 24-96]" % (a, al, y), pick(G_FLAC)
    elif r < 0.52:
        y1 = y - R.randrange(5, 20)
        t, g = "%s - Discography (%d-%d) [MP3 320kbps]" % (a, y1, R.randrange(y, 2025)), pick(G_MP3)
    elif r < 0.6:
        t, g = "%s - %s (Deluxe Edition) (%d) Mp3 320kbps [PMEDIA] \u2b50\ufe0f" % (a, al, max(y, 2010)), pick(G_MP3)
    elif r < 0.67:
        t, g = "%s - %s (%d) SACD ISO" % (a, al, y), pick(G_FLAC)
    elif r < 0.75:
        t, g = "%s - %s (%d) [CD-FLAC] {LOG,CUE}" % (a, al, y), pick(G_FLAC)
    elif r < 0.82:
        t, g = "%s - The Complete Studio Albums (Box Set) FLAC" % a, pick(G_FLAC)
    elif r < 0.9:
        n = R.randrange(8, 20)
        tr = R.randrange(1, n)
        t, g = '[%02d/%d] - "%s - %s - %02d.flac" yEnc (1/%d)' % (tr, n, a, al, tr, R.randrange(20, 90)), pick(G_FLAC)
    else:
        t, g = "%s - %s (%d) [MP3 V0]" % (a, al, y), pick(G_MP3)
    return t, g


lfam("music_p2p", 80, make_music_p2p)

BOOKS = [("Stephen King", "Holly", 2023, "Justine Lupe"), ("Brandon Sanderson", "The Way of Kings", 2010, "Michael Kramer, Kate Reading"),
         ("Andy Weir", "Project Hail Mary", 2021, "Ray Porter"), ("Frank Herbert", "Dune", 1965, "Scott Brick"),
         ("Agatha Christie", "Murder on the Orient Express", 1934, "Dan Stevens"),
         ("J.R.R. Tolkien", "The Fellowship of the Ring", 1954, "Andy Serkis"),
         ("Terry Pratchett", "Guards! Guards!", 1989, "Nigel Planer"), ("Lee Child", "Killing Floor", 1997, "Dick Hill"),
         ("Yuval Noah Harari", "Sapiens", 2014, "Derek Perkins"), ("Dennis E. Taylor", "We Are Legion (We Are Bob)", 2016, "Ray Porter"),
         ("Pierce Brown", "Red Rising", 2014, "Tim Gerard Reynolds"), ("Matt Dinniman", "Dungeon Crawler Carl", 2020, "Jeff Hays"),
         ("Robert Jordan", "The Eye of the World", 1990, "Michael Kramer, Kate Reading"),
         ("Tana French", "The Searcher", 2020, "Roger Clark"), ("Richard Osman", "The Thursday Murder Club", 2020, "Lesley Manville"),
         ("George Orwell", "Nineteen Eighty-Four", 1949, "Simon Prebble"), ("Hilary Mantel", "Wolf Hall", 2009, "Simon Slater"),
         ("Michelle Obama", "Becoming", 2018, "Michelle Obama"), ("Ursula K. Le Guin", "A Wizard of Earthsea", 1968, "Kobna Holdbrook-Smith"),
         ("Cormac McCarthy", "The Road", 2006, "Tom Stechschulte"), ("Kazuo Ishiguro", "Klara and the Sun", 2021, "Sura Siu"),
         ("Iain M. Banks", "Consider Phlebas", 1987, "Peter Kenny"), ("Joe Abercrombie", "The Blade Itself", 2006, "Steven Pacey"),
         ("John Grisham", "The Firm", 1991, "Scott Sowers"), ("Sally Rooney", "Intermezzo", 2024, "Aoife McMahon"),
         ("James Clavell", "Shogun", 1975, "Ralph Lister"), ("Liu Cixin", "The Three-Body Problem", 2008, "Luke Daniels"),
         ("Jane Austen", "Pride and Prejudice", 1813, "Rosamund Pike"), ("Michael Connelly", "The Black Echo", 1992, "Titus Welliver"),
         ("Rebecca Yarros", "Fourth Wing", 2023, "Rebecca Soler"), ("Harry Mulisch", "De aanslag", 1982, "Harry Mulisch"),
         ("Sebastian Fitzek", "Die Einladung", 2023, "Simon Jaeger")]


def make_audiobook():
    a, t, y, n = pick(BOOKS)
    r = R.random()
    if r < 0.25:
        s = "%s - %s (%d) [Unabridged] [m4b]" % (a, t, y)
    elif r < 0.45:
        s = "%s - %s (read by %s) %dkbps mp3" % (a, t, n, pick([32, 48, 64, 128]))
    elif r < 0.6:
        s = "%s by %s AUDIOBOOK MP3" % (t, a)
    elif r < 0.72:
        s = "%s.-.%s.(Unabridged).%d.AUDiOBOOK-%s" % (a.replace(" ", "."), t.replace(" ", "."), y, pick(["BitBook", "ABOOK", "BOOKWORM", "iNK"]))
    elif r < 0.85:
        n2 = R.randrange(10, 60)
        s = '%s - %s [%02d/%d] - "%s - %s - Part %02d.mp3" yEnc (1/%d)' % (a, t, R.randrange(1, n2), n2, a, t, R.randrange(1, 40), R.randrange(20, 120))
    else:
        s = "%s - %s - narrated by %s - %s" % (a, t, n, pick(["Audible", "BBC Audio", "Hoerbuch", "Luisterboek", "M4B 64k"]))
    return s, pick(G_AUDIOBOOK)


lfam("audiobook", 45, make_audiobook)

TECH = [("O'Reilly", "Learning Python, 6th Edition"), ("Packt", "Mastering Kubernetes, 4th Edition"),
        ("Manning", "Rust in Action"), ("No Starch Press", "The Linux Command Line, 2nd Edition"),
        ("Wiley", "CISSP Official Study Guide, 10th Edition"), ("Apress", "Pro C# 10 with .NET 6"),
        ("Addison-Wesley", "The Pragmatic Programmer 20th Anniversary"), ("MIT Press", "Deep Learning"),
        ("Pearson", "Computer Networking A Top-Down Approach 8th Ed"), ("Springer", "Linear Algebra Done Right 4th Ed"),
        ("Cambridge University Press", "Numerical Recipes 3rd Edition"), ("O'Reilly", "Designing Data-Intensive Applications")]


def make_ebook():
    r = R.random()
    a, t, y, _n = pick(BOOKS)
    if r < 0.3:
        return "%s - %s (%d) (epub)" % (a, t, y), pick(G_EBOOK)
    if r < 0.42:
        return "%s - %s.epub" % (t, a), pick(G_EBOOK)
    if r < 0.52:
        return "%s - %s [retail] (azw3, mobi)" % (a, t), pick(G_EBOOK)
    if r < 0.64:
        return "%s.by.%s.%d.RETAIL.EPUB.eBook-%s" % (t.replace(" ", "."), a.replace(" ", "."), max(y, 2015), pick(["CTO", "BitBook", "DiGiTAL", "iNK"])), pick(G_EBOOK)
    if r < 0.84:
        p, tt = pick(TECH)
        f = pick(["%s - %s (%d).pdf", "%s.%s.%d.RETAIL.EPUB.eBook-CTO", "[%s] %s (%d) [True PDF]"])
        if f.startswith("%s.%s"):
            return f % (p.replace(" ", ".").replace("'", ""), tt.replace(" ", ".").replace(",", ""), R.randrange(2018, 2025)), "alt.binaries.e-book.technical"
        return f % (p, tt, R.randrange(2016, 2025)), pick(G_EBOOK)
    if r < 0.92:
        return "%s - Complete Works (%d books) epub collection" % (a, R.randrange(8, 70)), pick(G_EBOOK)
    return "%s - %s - Series %d (%s)" % (a, t, R.randrange(1, 12), pick(["epub", "mobi", "pdf", "cbz"])), pick(G_EBOOK)


lfam("ebook", 50, make_ebook)

COMICS = ["Batman", "Superman", "Saga", "The Amazing Spider-Man", "Ultimate Spider-Man", "X-Men",
          "Absolute Batman", "Transformers", "Monstress", "Something is Killing the Children",
          "The Walking Dead Deluxe", "Daredevil", "Detective Comics", "Nightwing", "Invincible",
          "Usagi Yojimbo", "Hellboy and the B.P.R.D.", "Immortal Thor", "Wonder Woman", "2000 AD Prog"]


def make_comic():
    r = R.random()
    if r < 0.45:
        c = pick(COMICS)
        return "%s %03d (%d) (Digital) (%s).cbr" % (c, R.randrange(1, 160), R.randrange(2018, 2026), pick(["Zone-Empire", "Son of Ultron-Empire", "Glorith-Empire", "digital-Empire", "Mephisto-Empire", "Li'l-Empire"])), pick(G_COMIC)
    if r < 0.55:
        return "0-Day Week of %d.%02d.%02d" % (R.randrange(2015, 2026), R.randrange(1, 13), R.randrange(1, 29)), pick(G_COMIC)
    if r < 0.65:
        return "%s v%d (%d) (Digital) (1r0n).cbz" % (pick(["One Piece", "Chainsaw Man", "Berserk", "Vagabond", "Dandadan", "Spy x Family", "Blame!"]), R.randrange(1, 108), R.randrange(2010, 2026)), pick(G_COMIC)
    if r < 0.72:
        return "Asterix - %02d - %s.cbr" % (R.randrange(1, 41), pick(["Asterix de Gallier", "Asterix en Cleopatra", "Asterix and the White Iris", "Asterix bei den Briten", "Le Lys blanc"])), pick(G_COMIC)
    if r < 0.8:
        return "Donald Duck - %d - %02d (NL).cbr" % (R.randrange(1990, 2025), R.randrange(1, 53)), pick(G_COMIC + LANG_G["nl"])
    if r < 0.87:
        return "Suske en Wiske %d - %s.cbr" % (R.randrange(1, 370), pick(["De Sprietatoom", "Het Spaanse spook", "De Texas Rakkers", "Lambiorix"])), pick(G_COMIC + LANG_G["nl"])
    if r < 0.94:
        return "Blake et Mortimer T%02d (%d).cbz" % (R.randrange(1, 30), R.randrange(1950, 2025)), pick(G_COMIC)
    return "Marvel Masterworks - %s Vol. %02d (%d) (Digital)" % (pick(["The Fantastic Four", "The Avengers", "Daredevil", "Iron Man"]), R.randrange(1, 25), R.randrange(2003, 2024)), pick(G_COMIC)


lfam("comic", 35, make_comic)

MAGS = ["The Economist", "National Geographic USA", "New Scientist", "Wired UK", "PC Gamer UK",
        "Linux Format", "Der Spiegel", "c't Magazin", "Elsevier Weekblad", "Libelle", "Private Eye",
        "The New Yorker", "Vogue UK", "Top Gear Magazine", "Which", "Custom PC", "Scientific American",
        "Sky at Night", "Classic Rock", "MOJO", "Uncut", "Fortean Times", "Popular Mechanics",
        "Time", "Focus DE", "Kijk", "Le Monde diplomatique", "Bild der Wissenschaft", "Empire UK"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def make_mag():
    m = pick(MAGS)
    y = R.randrange(2012, 2026)
    r = R.random()
    if r < 0.35:
        return "%s - %s %d.pdf" % (m, pick(MONTHS), y), pick(G_MAG)
    if r < 0.55:
        return "%s %d-%02d-%02d" % (m, y, R.randrange(1, 13), R.randrange(1, 29)), pick(G_MAG)
    if r < 0.7:
        return "%s - %s %d (True PDF)" % (m, pick(MONTHS), y), pick(G_MAG)
    if r < 0.85:
        return "%s Issue %d (%d)" % (m, R.randrange(100, 2000), y), pick(G_MAG)
    return "%s %02d-%d" % (m, R.randrange(1, 53), y), pick(G_MAG)


lfam("magazine", 30, make_mag)

SOFT = ["Adobe.Photoshop.2024.v25.5.1.x64.Multilingual", "Adobe.Acrobat.Pro.2024.001.20643.Multilingual",
        "Microsoft.Office.LTSC.Professional.Plus.2024.Retail.x64", "AutoCAD.2025.x64-MAGNiTUDE",
        "Ableton.Live.12.Suite.v12.0.5.x64", "FL Studio Producer Edition 21.2.3 Build 4004",
        "JetBrains.IntelliJ.IDEA.Ultimate.2024.1.x64", "VMware.Workstation.Pro.17.5.2",
        "Native.Instruments.Kontakt.7.v7.10.5-R2R", "Steinberg.Cubase.Pro.13.v13.0.30-R2R",
        "Topaz.Video.AI.v5.1.2.x64", "DaVinci.Resolve.Studio.19.0.x64", "CorelDRAW.Graphics.Suite.2024.v25.0.0.230",
        "Nero.Platinum.Suite.2024.v26.0.02300", "Firefox Setup 125.0.3.exe", "VLC media player 3.0.20 win64.exe",
        "7z2404-x64.exe", "python-3.12.3-amd64.exe", "LibreOffice_24.2.3_Win_x86-64.msi",
        "Notepad++ 8.6.5 Installer x64", "OBS-Studio-30.1.2-Full-Installer-x64.exe", "gimp-2.10.36-setup.exe",
        "blender-4.1.1-windows-x64.msi", "HandBrake-1.7.3-x86_64-Win_GUI.exe", "SABnzbd-4.3.1-win64-setup.exe",
        "nzbget-24.0-win64-setup.exe", "qbittorrent_4.6.4_x64_setup.exe", "Audacity 3.5.1 64bit installer",
        "KeePassXC-2.7.7-Win64.msi", "WinRAR.v7.01.x64.English", "Malwarebytes.Premium.5.1.1.106",
        "Sony.Vegas.Pro.v21.0.0.108.x64-BTCR", "Guitar.Pro.v8.1.1-TBE", "Xfer.Serum.v1.363-R2R",
        "Autodesk.Maya.2025.x64-MAGNiTUDE", "MATLAB.R2024a.x64-TBE", "SolidWorks.2024.SP2.Premium.x64-SSQ",
        "Wolfram.Mathematica.v14.0.Win64-DVT", "Cakewalk.SONAR.v2024.x64-AMPED", "Total.Commander.v11.03.x64-F4CG",
        "Microsoft.Visual.Studio.2022.Enterprise.17.9.Offline.Installer", "Final.Cut.Pro.10.7.1.MAS.macOS",
        "Logic Pro 11.0 macOS", "Affinity Photo 2.4.2 macOS", "EaseUS.Partition.Master.18.0.Technician-BTCR",
        "Acronis.True.Image.2024.Build.39216.Bootable.ISO", "Paragon.Hard.Disk.Manager.17.20.11-TBE",
        "FabFilter.Total.Bundle.v2024.03.x64-R2R", "Arturia.V.Collection.X.v2024-R2R", "Reaper 7.15 x64 setup"]


def make_soft():
    s = pick(SOFT)
    r = R.random()
    if r < 0.7:
        return s, pick(G_SOFT)
    if r < 0.85:
        n = R.randrange(3, 40)
        return '[%02d/%d] - "%s.rar" yEnc (1/%d)' % (R.randrange(1, n), n, s, R.randrange(10, 200)), pick(G_SOFT)
    return '%s - "%s.zip" yEnc (1/%d)' % (s, s.replace(" ", "_"), R.randrange(10, 90)), pick(G_SOFT)


lfam("software", 55, make_soft)

OS_IMAGES = ["ubuntu-24.04-desktop-amd64.iso", "ubuntu-22.04.4-live-server-amd64.iso",
             "debian-12.5.0-amd64-DVD-1.iso", "Fedora-Workstation-Live-x86_64-40-1.14.iso",
             "linuxmint-21.3-cinnamon-64bit.iso", "archlinux-2024.05.01-x86_64.iso",
             "kali-linux-2024.1-installer-amd64.iso", "Win11_23H2_EnglishInternational_x64v2.iso",
             "Win10_22H2_Dutch_x64v1.iso", "en-us_windows_server_2022_x64_dvd_620d7eac.iso",
             "tails-amd64-6.2.iso", "openSUSE-Tumbleweed-DVD-x86_64-Current.iso",
             "FreeBSD-14.0-RELEASE-amd64-disc1.iso", "Rocky-9.3-x86_64-dvd.iso", "proxmox-ve_8.2-1.iso",
             "TrueNAS-SCALE-24.04.0.iso", "pfSense-CE-2.7.2-RELEASE-amd64.iso",
             "macOS Sonoma 14.5 (23F79) USB installer", "Windows XP Professional SP3 (OEM) ISO",
             "MS-DOS 6.22 boot disk images", "Hirens.BootCD.PE.x64.v1.0.2.iso", "ReactOS-0.4.14-iso",
             "2024-03-15-raspios-bookworm-arm64.img.xz", "Haiku R1 beta4 x86_64 anyboot iso",
             "Windows.11.Pro.23H2.x64.en-US.Build.22631.3447.Apr.2024", "MX-23.2_x64.iso",
             "Windows 7 Ultimate SP1 x64 English ISO (official)", "OpenBSD 7.5 install75.iso",
             "Slackware 15.0 DVD iso", "Win98SE.Retail.CD.ISO"]


def make_os():
    s = pick(OS_IMAGES)
    if chance(0.3):
        n = R.randrange(10, 90)
        return '[%d/%d] - "%s" yEnc (%d/%d)' % (R.randrange(1, n), n, s if "." in s[-5:] else s + ".iso", R.randrange(1, 40), R.randrange(400, 4000)), pick(G_OS)
    return s, pick(G_OS)


lfam("os_image", 25, make_os)

GAMES = ["Baldurs.Gate.3", "Cyberpunk.2077.Phantom.Liberty", "Elden.Ring.Shadow.of.the.Erdtree",
         "Hades.II", "Stardew.Valley", "Hollow.Knight", "Celeste", "Disco.Elysium.The.Final.Cut",
         "Red.Dead.Redemption.2", "Factorio.Space.Age", "RimWorld.Anomaly", "Frostpunk.2", "Manor.Lords",
         "Dave.the.Diver", "Balatro", "Lies.of.P", "Sea.of.Stars", "Pentiment", "Slay.the.Spire",
         "Terraria", "The.Witcher.3.Wild.Hunt.Complete.Edition", "Fallout.4.Next.Gen", "Doom.Eternal",
         "Alan.Wake.2", "Hogwarts.Legacy.Deluxe.Edition", "Black.Myth.Wukong", "Satisfactory",
         "Indiana.Jones.and.the.Great.Circle", "Kingdom.Come.Deliverance.II", "Animal.Well"]
GAME_GRP = ["RUNE", "TENOKE", "FLT", "SKIDROW", "CODEX", "PLAZA", "DOGE", "TiNYiSO", "DARKSiDERS",
            "CPY", "EMPRESS", "SiMPLEX", "I_KnoW", "P2P", "RAZOR1911", "KaOs"]


def make_game():
    g = pick(GAMES)
    r = R.random()
    if r < 0.35:
        return "%s-%s" % (g, pick(GAME_GRP)), pick(G_GAME)
    if r < 0.45:
        return "%s.Update.v%d.%d.%d-%s" % (g, R.randrange(1, 5), R.randrange(0, 20), R.randrange(0, 99), pick(GAME_GRP)), pick(G_GAME)
    if r < 0.58:
        return "%s [%s Repack]" % (g.replace(".", " "), pick(["FitGirl", "DODI", "ElAmigos", "KaOs"])), pick(G_GAME)
    if r < 0.7:
        return "setup_%s_%d.%d_(64bit)_(%d).exe" % (g.lower().replace(".", "_"), R.randrange(1, 5), R.randrange(0, 40), R.randrange(10000, 80000)), pick(G_GAME)
    if r < 0.78:
        return "%s.MULTi%d-%s" % (g, R.randrange(5, 15), pick(["ElAmigos", "FitGirl", "PROPHET", "GOG"])), pick(G_GAME)
    sw = pick(["Super.Mario.Bros.Wonder.NSW-SUXXORS", "The.Legend.of.Zelda.Tears.of.the.Kingdom.NSW-VENOM",
               "[NSP] Metroid Dread [010093801237C000][v0]", "Final Fantasy X (USA).7z",
               "Shadow of the Colossus (Europe) (En,Fr,De,Es,It).iso", "Nintendo - Game Boy (20240101) No-Intro romset",
               "MAME 0.264 ROMs (merged)", "Tekken 3 (Europe) [Redump]", "Gran.Turismo.7.PS4-DUPLEX",
               "Halo.The.Master.Chief.Collection.XBOX360-COMPLEX", "Pokemon Scarlet [0100A3D008C5C000][v4.0.0] NSP",
               "Metal Gear Solid (USA) (Disc 1) (v1.1).chd", "Chrono Trigger (USA).sfc", "Daggerfall - GOG classic"])
    return sw, pick(G_GAME)


lfam("game", 60, make_game)

TEAMS_NFL = ["Chiefs", "Eagles", "Cowboys", "49ers", "Bills", "Ravens", "Lions", "Packers", "Raiders", "Bears", "Jets", "Dolphins"]
TEAMS_NBA = ["Celtics", "Bucks", "Lakers", "Warriors", "Nuggets", "Knicks", "Heat", "Suns", "Mavericks", "Thunder"]
TEAMS_FB = ["Arsenal", "Liverpool", "Man.City", "Man.Utd", "Chelsea", "Tottenham", "Newcastle", "Aston.Villa", "Ajax", "PSV", "Feyenoord", "Bayern", "Dortmund", "Real.Madrid", "Barcelona", "Inter"]
F1_GP = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Monaco", "Canada", "Spain", "Austria", "Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Singapore", "Las.Vegas", "Abu.Dhabi"]


def vs(teams):
    a = pick(teams)
    b = pick([t for t in teams if t != a])
    return a + ".vs." + b


def make_sport():
    r = R.random()
    y = R.randrange(2015, 2026)
    d = "%d.%02d.%02d" % (y, R.randrange(1, 13), R.randrange(1, 29))
    if r < 0.15:
        return "Formula1.%d.Round%02d.%s.%s.SkyF1UHD.1080P" % (y, R.randrange(1, 24), pick(F1_GP), pick(["Race", "Qualifying", "Sprint", "FP1", "Pre-Race.Buildup"])), pick(G_SPORT)
    if r < 0.27:
        return "NFL.%d.Week.%02d.%s.720p.WEB.h264-%s" % (y, R.randrange(1, 19), vs(TEAMS_NFL), pick(["NFLCentral", "BAE", "SPORTSNET", "VERUM"])), pick(G_SPORT)
    if r < 0.37:
        return "NBA.%s.%s.720p.WEB.H264-%s" % (d, vs(TEAMS_NBA), pick(["SPORTSNET", "HONE", "BAE"])), pick(G_SPORT)
    if r < 0.47:
        return "UFC.%d.%s.PPV.1080p.WEB-DL.H264.Fight-BB" % (R.randrange(250, 315), pick(["Prelims", "Early.Prelims", "Main.Card"])), pick(G_SPORT)
    if r < 0.55:
        return "WWE.%s.%s.1080p.WEB.h264-HEEL" % (pick(["Monday.Night.Raw", "SmackDown", "NXT"]), d), pick(G_SPORT)
    if r < 0.66:
        return "%s.%d.%02d.%s.1080p.WEB.h264-%s" % (pick(["Premier.League", "Eredivisie", "Bundesliga", "Champions.League", "La.Liga"]), y, y % 100 + 1, vs(TEAMS_FB), pick(["SPORTSNET", "VERUM", "FREEDOM"])), pick(G_SPORT)
    if r < 0.73:
        return "Match.of.the.Day.%s.720p.HDTV.x264-%s" % (d, pick(["ACES", "DARKFLiX", "PLUTONiUM"])), pick(G_SPORT)
    if r < 0.8:
        return "Tour.de.France.%d.Stage.%02d.1080p.HDTV.x264" % (y, R.randrange(1, 22)), pick(G_SPORT)
    if r < 0.86:
        return "MotoGP.%d.Round%02d.%s.Race.1080p.WEB.h264" % (y, R.randrange(1, 21), pick(["France", "Mugello", "Assen", "Sachsenring", "Jerez", "Qatar"])), pick(G_SPORT)
    if r < 0.92:
        return "%s %d %s" % (pick(["Snooker World Championship", "PDC World Darts Championship", "Wimbledon", "Roland Garros", "The Masters Golf", "Six Nations Rugby"]), y, pick(["Final Session 4 720p", "Day 12 1080p", "Final 1080p WEB", "Round 3 HDTV", "Mens Final 1080p"])), pick(G_SPORT)
    return "NHL.%s.%s.720p.WEB.h264-SPORTSNET" % (d, vs(["Bruins", "Flyers", "Rangers", "Oilers", "Leafs", "Canadiens", "Avalanche", "Panthers"])), pick(G_SPORT)


lfam("sports", 50, make_sport)

DOCS = ["Planet.Earth.III.S01E0%d" % i for i in range(1, 9)] + [
    "Blue.Planet.II.S01E0%d" % i for i in range(1, 8)] + [
    "NOVA.S51E0%d" % i for i in range(1, 10)] + [
    "Frontline.S2024E0%d" % i for i in range(1, 10)] + [
    "Drain.the.Oceans.S05E0%d" % i for i in range(1, 9)] + [
    "A.Life.on.Our.Planet.2020", "Free.Solo.2018", "The.Last.Dance.S01E05", "The.Vietnam.War.S01E01",
    "Cosmos.A.Spacetime.Odyssey.S01E01", "Apollo.11.2019", "13th.2016", "Icarus.2017",
    "Jiro.Dreams.of.Sushi.2011", "Man.on.Wire.2008", "Grizzly.Man.2005", "The.Act.of.Killing.2012",
    "Time.Team.S12E03", "Horizon.2024.The.Edge.of.Space", "Our.Planet.II.S01E02", "The.Mole.Agent.2020",
    "Fire.of.Love.2022", "All.the.Beauty.and.the.Bloodshed.2022", "20.Days.in.Mariupol.2023",
    "Shoah.1985", "Hoop.Dreams.1994", "Welcome.to.Wrexham.S03E04", "Arena.S48E01"]


def make_doc():
    d = pick(DOCS)
    q = pick(["720p.HDTV.x264-DARKFLiX", "1080p.WEB.h264-BAE", "2160p.iP.WEB-DL.AAC2.0.HLG.H.265-RNG",
              "1080p.BluRay.x264-GETiT", "720p.WEB.h264-KOMPOST", "1080p.NF.WEB-DL.DDP5.1.x264-NTb",
              "DOCU.1080p.WEB.H264-CARVED", "DOCU.720p.WEB.h264-DOCiLE", "HDTV.x264-CBFM", "1080p.AMZN.WEB-DL.DDP2.0.H.264-TEPES"])
    if chance(0.15):
        return "%s %s" % (d.replace(".", " "), pick(["(BBC documentary)", "[PBS] 720p", "- full documentary 1080p", "[DVDRip]"])), pick(G_DOC)
    return d + "." + q, pick(G_DOC)


lfam("documentary", 40, make_doc)

XXX_SITES = ["Brazzers", "RealityKings", "Vixen", "Tushy", "Blacked", "NubileFilms", "TeamSkeet",
             "Private", "DorcelClub", "MetArt", "EvilAngel", "DigitalPlayground", "NaughtyAmerica",
             "BangBros", "WowGirls", "Babes", "JulesJordan", "X-Art", "LetsDoeIt", "SexArt", "Deeper"]
XXX_F = ["Lena", "Mia", "Eva", "Kira", "Nikki", "Alexa", "Sasha", "Lola", "Jade", "Vanna", "Cherry",
         "Angel", "Gina", "Tina", "Riley", "Coco", "Abella", "Kendra", "Rebecca", "Anissa"]
XXX_L = ["Star", "Rose", "Knight", "Noir", "Blue", "Moon", "Steel", "Vega", "Lane", "Sky", "Storm",
         "Monroe", "Hart", "Fox", "Reid", "Amor", "Kiss", "Valentine", "Jolie", "Diamond"]


def make_xxx():
    site = pick(XXX_SITES)
    n = pick(XXX_F) + "." + pick(XXX_L)
    d = "%02d.%02d.%02d" % (R.randrange(14, 26), R.randrange(1, 13), R.randrange(1, 29))
    r = R.random()
    if r < 0.4:
        return "%s.%s.%s.XXX.1080p.MP4-%s" % (site, d, n, pick(["WRB", "P2P", "KTR", "NBQ", "GUSH", "XC"])), pick(G_XXX)
    if r < 0.55:
        return "%s.%s.%s.And.%s.%s.XXX.2160p.MP4-%s" % (site, d, n, pick(XXX_F), pick(XXX_L), pick(["WRB", "NBQ", "P2P"])), pick(G_XXX)
    if r < 0.68:
        return "%s.%s.%s.XXX.720p.HEVC.x265.PRT" % (site, d, n), pick(G_XXX)
    if r < 0.8:
        return "%s - %s - %s (20%s) 1080p" % (site, n.replace(".", " "), pick(["Poolside", "Weekend Getaway", "Room Service", "The Audition", "Late Shift", "Private Lesson"]), d[:2]), pick(G_XXX)
    if r < 0.9:
        return "%s.%s.XXX.DVDRip.x264-%s" % (pick(["Private.Gold", "Dorcel.Luxure", "Marc.Dorcel.The.Parisienne", "Vivid.Classics", "Evil.Angel.Anal.Acrobats"]), R.randrange(1, 250), pick(["GUSH", "SWE6RUS", "XXX"])), pick(G_XXX)
    return "%s.%s.%s.XXX.IMAGESET-%s" % (site, d, n, pick(["YAPG", "FuGLi", "TMP"])), pick(G_XXX)


lfam("xxx_scene", 50, make_xxx)

NONLATIN_STRUCT = [
    "流浪地球2.The.Wandering.Earth.II.2023.2160p.WEB-DL.H265.DDP5.1", "满江红.Full.River.Red.2023.1080p.WEB-DL.H264.AAC",
    "三体.Three-Body.2023.S01E%02d.2160p.WEB-DL.H265", "狂飙.The.Knockout.2023.S01E%02d.1080p.WEB-DL.H264.AAC",
    "【推しの子】 第%02d話 (1080p)", "進撃の巨人 The Final Season 完結編 (BDrip 1920x1080 HEVC FLAC)",
    "무빙 Moving E%02d 1080p DSNP WEB-DL", "나혼자산다.E5%02d.240315.1080p-NEXT", "런닝맨.E6%02d.240317.720p-NEXT",
    "놀면 뭐하니.E2%02d.240120.1080p.H264-F1RST", "Слово пацана. Кровь на асфальте (2023) WEB-DL 1080p серия %d",
    "Мастер и Маргарита (2024) BDRip 1080p", "Ирония судьбы, или С легким паром! (1975) DVDRip",
    "Η Μάγισσα (2024) 1080p WEBRip", "פאודה עונה 4 פרק %d 1080p", "الحشاشين الحلقة %d 1080p",
    "ธี่หยด 2023 1080p WEB-DL", "पठान Pathaan 2023 Hindi 1080p WEB-DL", "Захар Беркут (2019) UKR 1080p",
    "جدایی نادر از سیمین 2011 1080p BluRay", "鬼滅の刃 柱稽古編 第%d話 1080p", "名探偵コナン 第11%02d話 (1080p) AAC",
    "孤独のグルメ Season10 第%d話 1080p", "庆余年 第二季 Joy of Life S02E%02d 4K", "繁花 Blossoms Shanghai EP%02d 1080p",
    "Бригада (2002) серия %d DVDRip", "Ёлки 11 (2024) WEB-DLRip", "周杰伦 - 最伟大的作品 (2022) [FLAC]",
    "宇多田ヒカル - SCIENCE FICTION (2024) [24bit FLAC]", "ZARD - 負けないで (1993) FLAC", "Кино - Группа крови (1988) FLAC",
    "Алла Пугачёва - Дискография (1977-2008) MP3", "아이유 IU - The Winning (2024) FLAC", "BLACKPINK - BORN PINK [24bit]",
    "甄嬛传 Empresses in the Palace EP%02d 1080p", "半沢直樹 (2020) 第%d話 1080p", "東京ラブストーリー 1991 第%d話 DVDRip",
    "대장금 Dae Jang Geum E%02d 720p", "Семнадцать мгновений весны (1973) серия %d", "金田一少年の事件簿 第%d巻 (epub)",
]


def make_nonlatin():
    s = pick(NONLATIN_STRUCT)
    if "%" in s:
        s = s % R.randrange(1, 40)
    g = pick(G_TV + G_MOVIE + G_ANIME + ["alt.binaries.multimedia.chinese", "alt.binaries.asian", "alt.binaries.multimedia.korean"])
    if "FLAC" in s or "MP3" in s or "24bit" in s:
        g = pick(G_FLAC + G_MP3)
    return s, g


lfam("nonlatin_release", 55, make_nonlatin)

XWORDS = ["Cauliflower", "Hamster", "Index", "Saturn", "Velvet", "Copper", "Marble", "Lantern",
          "Tiger", "Orbit", "Pepper", "Falcon", "Gravel", "Ribbon", "Quartz", "Meadow"]


def uuid():
    return "%s-%s-%s-%s-%s" % (rstr(8, HEX), rstr(4, HEX), "4" + rstr(3, HEX), pick("89ab") + rstr(3, HEX), rstr(12, HEX))


def make_obf():
    r = R.random()
    n = R.randrange(5, 120)
    i = R.randrange(1, n + 1)
    b = R.randrange(1, 400)
    if r < 0.12:
        return rstr(32, HEX), pick(G_OBF)
    if r < 0.22:
        return rstr(16, HEX) + pick([".mkv", ".mp4", ".rar", ".7z", ""]), pick(G_OBF)
    if r < 0.32:
        return uuid(), pick(G_OBF)
    if r < 0.47:
        return '[%d/%d] - "%s.part%02d.rar" yEnc (1/%d)' % (i, n, rmixed(R.randrange(10, 24)), i, b), pick(G_OBF)
    if r < 0.55:
        return '"%s.7z.%03d" yEnc (1/%d)' % (rmixed(20), i, b), pick(G_OBF)
    if r < 0.63:
        return "[PRiVATE]-[WtFnZb]-[%s]-[%d/%d] - \"\" yEnc  %d (1/%d)" % (pick([tv_rel() + ".mkv", mov_scene() + ".mkv", rstr(24) + ".mkv"]), i, n, R.randrange(100000, 9000000), b), pick(G_OBF)
    if r < 0.7:
        return '%s - [%d/%d] - "%s.par2" yEnc (1/1)' % (rmixed(18), 1, n, rmixed(18)), pick(G_OBF)
    if r < 0.78:
        show = tv_rel()
        return '%s [%d/%d] - "%s.part%02d.rar" yEnc (1/%d)' % (show.split("-")[0].replace(".", " ").strip(), i, n, rstr(10, HEX), i, b), pick(G_OBF + G_TV)
    if r < 0.84:
        return "%s-%s-%s-%d" % (pick(XWORDS), pick(XWORDS), pick(XWORDS), R.randrange(100, 9999)), pick(G_OBF)
    if r < 0.9:
        return "%s.mkv" % uuid(), pick(G_OBF)
    if r < 0.95:
        return '"%s.vol%02d+%02d.par2" yEnc (1/%d)' % (rmixed(22), R.randrange(0, 60), R.randrange(1, 64), R.randrange(2, 60)), pick(G_OBF)
    return rmixed(R.randrange(10, 30)), pick(G_OBF)


lfam("obfuscated_upload", 100, make_obf)


def any_rel():
    f = pick([tv_rel, mov_scene, lambda: make_music_scene()[0], lambda: make_game()[0]])
    return f()


def make_par():
    rel = any_rel().replace('"', "")
    n = R.randrange(10, 120)
    r = R.random()
    if r < 0.25:
        return '"%s.par2" yEnc (1/1)' % rel, None
    if r < 0.45:
        return '[1/%d] - "%s.nfo" yEnc (1/1)' % (n, rel), None
    if r < 0.65:
        v = R.randrange(0, 127)
        k = pick([1, 2, 4, 8, 16, 32])
        return '[%d/%d] - "%s.vol%03d+%02d.par2" yEnc (1/%d)' % (n, n, rel, v, k, max(1, k * 2)), None
    if r < 0.78:
        return '[2/%d] - "%s.sfv" yEnc (1/1)' % (n, rel), None
    if r < 0.9:
        return '%s - "%s.nzb" yEnc (1/1)' % (rel, rel), None
    return '%s [%d/%d] - "%s.srr" yEnc (1/1)' % (rel, n - 1, n, rel), None


def _par():
    def mk():
        t, _ = make_par()
        return t, pick(G_TV + G_MOVIE + G_MP3 + G_GAME + G_OBF)
    fill("legit", "legit:par2_nfo_shell", 50, mk)


GEN.append(_par)

# ================================================================ LEGIT (no release structure)
def listfam(kind, n, items, groups, vary=None):
    def run():
        pool = []

        def mk():
            if not pool:
                pool.extend(items)
                R.shuffle(pool)
            s = pool.pop()
            if vary and chance(0.5):
                s = vary(s)
            return s, pick(groups)
        fill("legit", "legit:" + kind, n, mk)
    GEN.append(run)


def v_bare(s):
    return pick([s.lower(), s + " (%s)" % pick(["DVD", "complete", "1080p", "remastered", "TV rip", "VHS rip", "widescreen"]), s.replace(" ", "."), s + ".avi", s + ".mkv", s + " - full"])


BARE = ["The Godfather Part II", "Apocalypse Now Redux", "Withnail and I", "The Third Man", "Brief Encounter",
        "Local Hero", "Paris, Texas", "Wings of Desire", "Stalker 1979", "Tokyo Story", "Seven Samurai",
        "The Wicker Man 1973", "Blue Velvet", "Twin Peaks Fire Walk With Me", "Fawlty Towers complete",
        "Blackadder Goes Forth", "The Prisoner 1967", "Monty Python's Flying Circus", "Only Fools and Horses Christmas specials",
        "Red Dwarf series 3", "Father Ted", "The Sopranos", "The Wire season 4", "Deadwood", "Six Feet Under finale",
        "Battlestar Galactica 2004", "Firefly", "Babylon 5 season 2", "The X-Files", "Buffy the Vampire Slayer",
        "Cheers", "Frasier", "Seinfeld", "Columbo", "Inspector Morse", "Tatort", "Derrick", "Baantjer",
        "Flikken Maastricht", "Heidi 1974", "The Muppet Show", "Sesame Street 1970s", "Fraggle Rock",
        "Thunderbirds", "Doctor Who The Caves of Androzani", "Quatermass and the Pit", "Threads 1984",
        "The War Game 1965", "Edge of Darkness 1985", "Boys from the Blackstuff", "Brideshead Revisited 1981",
        "I Claudius", "Pride and Prejudice 1995", "Band of Brothers", "Chernobyl", "Lonesome Dove",
        "Nosferatu 1922", "Metropolis restored", "Un chien andalou", "Koyaanisqatsi", "Baraka", "Harold and Maude",
        "Stand by Me", "The Goonies", "Labyrinth", "The Dark Crystal", "Ghost in the Shell 1995", "Akira",
        "My Neighbor Totoro", "Grave of the Fireflies", "Watership Down", "When the Wind Blows"]

listfam("bare_title", 80, BARE, G_MOVIE + G_TV + ["alt.binaries.multimedia.classic-films", "alt.binaries.multimedia.vintage-tv"], v_bare)

SONGS = ["Fleetwood Mac - Dreams", "Kate Bush - Running Up That Hill", "The Smiths - There Is a Light That Never Goes Out",
         "Joy Division - Love Will Tear Us Apart", "New Order - Blue Monday", "Talking Heads - Once in a Lifetime",
         "Blondie - Heart of Glass", "The Clash - London Calling", "Bowie - Heroes", "Prince - Purple Rain",
         "Whitney Houston - I Wanna Dance with Somebody", "Nirvana - Smells Like Teen Spirit", "Pixies - Where Is My Mind",
         "Radiohead - Creep", "Oasis - Wonderwall", "Blur - Tender", "Pulp - Common People", "Massive Attack - Teardrop",
         "Portishead - Glory Box", "Daft Punk - One More Time", "Outkast - Hey Ya", "Amy Winehouse - Back to Black",
         "Adele - Someone Like You", "Frank Ocean - Nights", "Lorde - Royals", "Robyn - Dancing On My Own",
         "Beyonce - Crazy in Love", "Rihanna - Umbrella", "Britney Spears - Toxic", "Eminem - Lose Yourself",
         "Johnny Cash - Hurt", "Dolly Parton - Jolene", "Patsy Cline - Crazy", "Simon & Garfunkel - The Boxer",
         "Cat Stevens - Father and Son", "Nick Drake - Pink Moon", "Jeff Buckley - Hallelujah", "Elliott Smith - Between the Bars",
         "Sufjan Stevens - Chicago", "Bon Iver - Skinny Love", "Golden Earring - Radar Love", "Doe Maar - Smoorverliefd",
         "Andre Hazes - Zij gelooft in mij", "Nena - 99 Luftballons", "Falco - Rock Me Amadeus", "Edith Piaf - Non, je ne regrette rien",
         "Serge Gainsbourg - Je t'aime moi non plus", "Jacques Brel - Ne me quitte pas", "Stromae - Alors on danse",
         "Mano Negra - King Kong Five", "Buena Vista Social Club - Chan Chan", "Cesaria Evora - Sodade", "Fela Kuti - Water No Get Enemy",
         "Bob Marley - Redemption Song", "Toots and the Maytals - Pressure Drop", "Miles Davis - So What",
         "Dave Brubeck - Take Five", "Billie Holiday - Strange Fruit", "Etta James - At Last", "Otis Redding - Sittin' on the Dock of the Bay",
         "Marvin Gaye - What's Going On", "Stevie Wonder - Superstition", "Queen - Bohemian Rhapsody", "ABBA - Dancing Queen"]


def v_song(s):
    return pick([s + ".mp3", s + " (live)", s + " (12'' extended mix)", s + " [flac]", s.lower(), "01 - " + s + ".mp3",
                 s + " (remastered 2011)", s + " - acoustic version", s + " 320kbps"])


listfam("song", 70, SONGS, G_MP3 + G_FLAC + ["alt.binaries.sounds.mp3.1980s", "alt.binaries.sounds.mp3.1970s"], v_song)

PODCASTS = [("Hardcore History", ["Supernova in the East I", "Blueprint for Armageddon III", "Wrath of the Khans", "Death Throes of the Republic"]),
            ("Radiolab", ["Colors", "The Bad Show", "Cities", "Stochasticity"]),
            ("99% Invisible", ["The Pool and the Stream", "Structural Integrity", "Ten Thousand Years"]),
            ("The Rest Is History", ["The Fall of Saigon", "Titanic Part 2", "The Great Fire of London"]),
            ("In Our Time", ["The Venerable Bede", "Plate Tectonics", "Ibn Khaldun", "The Cathars"]),
            ("Reply All", ["The Case of the Missing Hit", "Long Distance", "Boy in Photo"]),
            ("Serial", ["Season 1 Episode 1 The Alibi", "Season 2 Episode 3"]),
            ("Freakonomics Radio", ["How to Be Less Terrible at Predicting the Future", "The Upside of Quitting"]),
            ("Lex Fridman Podcast", ["Donald Knuth", "Jeff Bezos", "Richard Wolff"]),
            ("The Adventure Zone", ["Balance Arc Episode 12", "Amnesty Episode 3"]),
            ("Tweakers Podcast", ["Afl. 250", "Afl. 251"]), ("Lage Landen", ["De Watersnood"]),
            ("Fest und Flauschig", ["Folge 300"]), ("Security Now", ["SN 970", "SN 985"]),
            ("Darknet Diaries", ["The Beirut Bank Job", "Xbox Underground Part 1", "NotPetya"]),
            ("My Favorite Murder", ["Episode 400"]), ("The Dollop", ["The Great Molasses Flood"]),
            ("Welcome to Night Vale", ["Pilot", "The Sandstorm Part A"])]


def make_podcast():
    p, eps = pick(PODCASTS)
    e = pick(eps)
    n = R.randrange(1, 600)
    f = pick(["%s - %s", "%s - Ep %d - %s", "%s #%d %s", "%s_%d_%s.mp3", "%s %d - %s (podcast)"])
    if f.count("%") == 2:
        s = f % (p, e)
    else:
        s = f % (p, n, e)
    return s, pick(G_TALK)


lfam("podcast", 50, make_podcast)

LECTURES = ["MIT 6.006 Introduction to Algorithms - Lecture %d", "Stanford CS229 Machine Learning Lecture %d",
            "Feynman Lectures on Physics - Lecture %d", "Yale Open Courses - Introduction to Psychology lecture %d",
            "Harvard Justice with Michael Sandel episode %d", "Richard Feynman - The Character of Physical Law %d",
            "Carl Sagan - Cosmos lecture %d", "Royal Institution Christmas Lectures %d", "Berkeley CS61A Lecture %d Recursion",
            "Gresham College - The History of Mathematics part %d", "Jordan Peterson Maps of Meaning lecture %d",
            "The Great Courses - The History of the Ancient World lecture %d", "Khan Academy Calculus %d",
            "3Blue1Brown Essence of Linear Algebra chapter %d", "Open Universiteit - Inleiding recht college %d",
            "TED Talk - Ken Robinson Do schools kill creativity", "Noam Chomsky - Manufacturing Consent lecture",
            "Alan Watts - The Nature of Consciousness", "Leonard Susskind - Theoretical Minimum lecture %d",
            "Walter Lewin 8.01 Lecture %d", "CCC 37C3 talk %d", "DEF CON %d - Hacking the smart fridge",
            "Linus Torvalds Git talk at Google 2007", "Herman Philipse college %d godsdienstfilosofie"]


def make_lecture():
    s = pick(LECTURES)
    if "%d" in s:
        s = s % R.randrange(1, 30)
    return s + pick(["", "", ".mp4", " (720p)", ".mp3", " [audio]"]), pick(G_TALK + ["alt.binaries.documentaries"])


lfam("lecture", 45, make_lecture)

BOOKS_BIBLE = ["Romans 8", "John 3", "Psalm 23", "Matthew 5-7", "Genesis 1", "Luke 15", "Isaiah 53", "Ephesians 2", "1 Corinthians 13", "Hebrews 11"]


def make_sermon():
    y = R.randrange(1998, 2026)
    d = "%d-%02d-%02d" % (y, R.randrange(1, 13), R.randrange(1, 29))
    who = pick(["Pastor Jim Miller", "Ds. de Vries", "Rev. Sarah Okonkwo", "Father Michael", "Pfarrer Schmidt", "Tim Keller",
                "Charles Spurgeon (read)", "John Piper", "Rabbi Sacks", "Imam Suhaib Webb", "Ajahn Brahm", "Dominee Visser"])
    r = R.random()
    if r < 0.4:
        return "Sunday Service %s %s - %s" % (d, who, pick(BOOKS_BIBLE)), pick(G_TALK)
    if r < 0.6:
        return "%s - sermon on %s (%d).mp3" % (who, pick(BOOKS_BIBLE), y), pick(G_TALK)
    if r < 0.75:
        return "Preek %s %s - %s" % (d, who, pick(BOOKS_BIBLE)), pick(G_TALK)
    if r < 0.88:
        return "%s - Dhamma talk: %s" % (who, pick(["Letting go", "The simile of the saw", "Mindfulness of breathing", "Forgiveness"])), pick(G_TALK)
    return "Midnight Mass %d St Peter's Basilica" % y, pick(G_TALK + G_TV)


lfam("sermon", 30, make_sermon)

RADIO = ["The Archers", "Hancock's Half Hour", "The Goon Show", "Round the Horne", "The Hitchhiker's Guide to the Galaxy (radio)",
         "Cabin Pressure", "I'm Sorry I Haven't a Clue", "Just a Minute", "The Navy Lark", "Journey into Space",
         "Paul Temple", "The Shadow", "Suspense", "X Minus One", "Dimension X", "The Lord of the Rings BBC 1981",
         "Sherlock Holmes (Clive Merrison)", "Saturday Night Theatre", "Afternoon Drama", "Welcome to Our Village, Please Invade Carefully",
         "Die drei ??? Folge", "TKKG Folge", "Paul Temple und der Fall Conrad", "Hoorspel: De Hobbit"]


def make_radio():
    s = pick(RADIO)
    r = R.random()
    if r < 0.35:
        return "%s %d-%02d-%02d" % (s, R.randrange(1950, 2026), R.randrange(1, 13), R.randrange(1, 29)), pick(G_RADIO)
    if r < 0.65:
        return "%s %d" % (s, R.randrange(1, 230)), pick(G_RADIO)
    if r < 0.85:
        return "%s - %s" % (s, pick(["The Lost Episode", "Christmas special", "Series 4 complete", "Part 3 of 6", "(OTR) mp3 64kbps"])), pick(G_RADIO)
    return "BBC Radio 4 - %s" % s, pick(G_RADIO)


lfam("radio_drama", 35, make_radio)


def make_news():
    d = "%d-%02d-%02d" % (R.randrange(2000, 2026), R.randrange(1, 13), R.randrange(1, 29))
    s = pick(["NOS Journaal 20:00", "Tagesschau 20 Uhr", "BBC News at Ten", "PBS NewsHour", "Nieuwsuur",
              "heute journal", "Channel 4 News", "ABC World News Tonight", "Journal de 20h France 2",
              "Rundschau", "Panorama", "60 Minutes", "Zembla", "Brandpunt", "Question Time", "Meet the Press",
              "Tegenlicht", "Argos radio", "Democracy Now"])
    return pick(["%s %s", "%s - %s", "%s (%s)"]) % (s, d), pick(G_TV + G_RADIO)


lfam("news", 35, make_news)

PERSONAL = ["My vacation photos Crete 2018", "Grandpa's 8mm films digitized", "wedding video Jan & Marieke 1996",
            "Family slides 1960s scanned part 3", "Our trip to Iceland (GoPro)", "Kids school play 2004 VHS transfer",
            "Dad's old cassette tapes - mixtape 1983", "Scanned photos from mum's album", "holiday Spain 1989 super8",
            "My band's demo tape 1994 (remastered)", "Railway photos collection 1970-1985", "Steam trains of Wales - my own footage",
            "Birdwatching Texel spring 2021", "Aviation photos Schiphol 2019", "Old school yearbook 1978 scans",
            "Collection of my father's jazz 78s digitized", "Amateur astrophotography M31 stacks", "Drone footage Lake District 4K",
            "Home movies 1972-1979 restored", "my synth jams vol. 2", "Recordings of church bells in Friesland",
            "Local radio airchecks 1980s", "Field recordings - Amazon rainforest", "Street photography Berlin 2015",
            "Cat pictures (lots)", "garden timelapse summer 2020", "Scout camp 1987 slides", "Kerstfeest 1985 familie video",
            "Oma's verjaardag 1992", "Urlaub Gardasee 1994 Video8", "Vacances Bretagne 1976 diapos", "Christening video 1999",
            "My guitar covers collection", "Bootleg: our village fair 2003", "Old car show photos 1990s", "Vintage postcards of Amsterdam",
            "Scanned maps of Yorkshire 1890s", "Family tree documents and scans", "Holiday snaps Thailand 2007",
            "Fireworks NYE 2019 Rotterdam", "Kite festival Scheveningen 2011", "Thunderstorm recordings 2022",
            "Ham radio QSO recordings", "my retro PC build photos", "Brass band concert 2016 live recording"]
listfam("personal_collection", 45, PERSONAL, G_PICS + ["alt.binaries.sounds.mp3", "alt.binaries.multimedia"])

FANEDITS = ["Star Wars Despecialized Edition v2.7", "The Hobbit - The Tolkien Edit", "Harmy's Despecialized ESB",
            "Star Wars Prequels - The Phantom Edit", "Dune 1984 Spicediver Edit", "Superman II Restored International Cut",
            "Alien 3 Assembly Cut (fan restoration)", "The Matrix Reloaded - The Matrix Rebooted", "Hannibal Lecter Chronological Edit",
            "Lord of the Rings Extended - Books Edit", "4K77 Star Wars 35mm scan", "Blade Runner Workprint (fan HD)",
            "Indiana Jones trilogy - fan colour regrade", "The Godfather Saga chronological fan edit", "Twin Peaks chronological supercut",
            "Kill Bill The Whole Bloody Affair (fan reconstruction)", "Batman v Superman - Ultimate Cut Trim", "Halloween 6 Producer's Cut",
            "Death Proof + Planet Terror Grindhouse (fan cut)", "Doctor Who - Shada (fan animated)", "Star Trek The Motion Picture - TMP fan edit",
            "The Thief and the Cobbler Recobbled Cut", "Suspiria 1977 - 35mm fan restoration", "Back to the Future - TOPH upscale",
            "Jurassic Park Trilogy - fan supercut", "Game of Thrones S8 fan redux", "The Last Jedi - Defanged Edit",
            "Aliens - Director's Cut HD fan regrade", "Rocky Anthology supercut", "Harry Potter - Book Accurate fan edit"]
listfam("fan_edit", 30, FANEDITS, G_MOVIE + ["alt.binaries.movies.fanedits"],
        lambda s: s + pick([" (1080p)", " mkv", " 720p x264", " [AAC]", " v2"]))

REQUESTS = ["REQ: Doctor Who 1970s Pertwee serials anyone?", "Looking for Twin Peaks 1990 laserdisc rip",
            "REQ: Blake's 7 series 3 please", "Anyone have the 1985 Live Aid full broadcast?", "req - Hitchhiker's Guide TV 1981",
            "Request: Dutch subs for The Bear S03", "Can someone repost Band of Brothers E07, par2 missing",
            "REPOST REQUEST: Sopranos S05 parts 23-41 incomplete", "Looking for Tom Waits bootlegs 1977", "REQ: Magnum PI season 5 (1984)",
            "Anyone have The Young Ones complete?", "Fill request: Planet Earth III E04 blocks missing", "req: De Fabeltjeskrant afleveringen",
            "Looking for Fawlty Towers in 1080p", "REQ Alfred Hitchcock Presents season 2", "Request: Hardcore History all episodes",
            "Suche: Derrick Staffel 12", "Recherche: Les Brigades du Tigre 1974", "Busco: El Chavo del Ocho completo",
            "Cerco: Fantozzi tutti i film", "REQ: ZX Spectrum TZX collection", "Please repost Radiohead - Kid A (flac)",
            "Anyone got the Amiga Workbench 1.3 disks?", "Need par2 for Dark S02E05 - thanks", "Looking for 'The Day Today' DVD rips",
            "REQ: Babylon 5 Crusade", "Any Peanuts specials 1960s?", "req: old BBC Horizon episodes from 1980s",
            "Does anyone have Sesamstraat 1976?", "REQ: Mystery Science Theater 3000 season 1", "Looking for the Keith Floyd cooking shows",
            "req Eurovision 1975 full broadcast", "Request: Kraftwerk live 1981 Cologne", "Request - Nova S10 1983",
            "Anyone have Ghostwatch 1992?", "REQ: Top of the Pops 1979 episodes", "Searching: Thunderbirds 1965 remastered",
            "Wanted: Red Dwarf Back to Earth", "REQ: Cosmos 1980 Carl Sagan", "REQ: Jeeves and Wooster series 1", "looking for Lonesome Dove miniseries",
            "REQ: Sound of the 80s radio shows", "Anybody have the complete Tintin cartoons (1991)?", "Who has Kojak season 3 thx",
            "REQ: Allo Allo complete series"]
listfam("request", 45, REQUESTS, G_REQ)

NONLATIN_BARE = ["千と千尋の神隠し", "となりのトトロ", "ゴジラ", "東京物語", "七人の侍", "君の名は。", "紅の豚",
                 "霸王别姬", "花样年华", "卧虎藏龙", "大话西游", "西游记 1986", "红楼梦 1987", "甄嬛传",
                 "기생충", "올드보이", "살인의 추억", "응답하라 1988", "대장금", "오징어 게임",
                 "Война и мир", "Москва слезам не верит", "Бриллиантовая рука", "Сталкер", "Солярис", "Ну, погоди!",
                 "Иван Васильевич меняет профессию", "Кин-дза-дза!", "Служебный роман",
                 "Ζορμπάς ο Έλληνας", "Τα Κόκκινα Φανάρια", "שלום חבר", "בית אבי", "أم كلثوم - انت عمري",
                 "فيروز - زهرة المدائن", "الرسالة 1976", "ठंडा ठंडा कूल कूल", "शोले 1975", "दिलवाले दुल्हनिया ले जाएंगे",
                 "ต้มยำกุ้ง", "องค์บาก", "Đất rừng phương Nam", "Kurtlar Vadisi"]
listfam("nonlatin_bare", 40, NONLATIN_BARE, G_MOVIE + G_TV + G_MP3 + ["alt.binaries.asian", "alt.binaries.multimedia.chinese"],
        lambda s: s + pick([" (1080p)", ".mkv", " DVDRip", " 全集", " mp3", " [BD]"]))

# ================================================================ LEGIT that reads like junk
ADLIKE = [
    ("Robert Kiyosaki - Rich Dad Poor Dad (Unabridged) [m4b]", G_AUDIOBOOK),
    ("Thomas J. Stanley - The Millionaire Next Door (epub)", G_EBOOK),
    ("Napoleon Hill - Think and Grow Rich (1937) audiobook mp3", G_AUDIOBOOK),
    ("50_Cent-Get_Rich_or_Die_Tryin-2003-C4", G_MP3),
    ("Dire Straits - Money for Nothing (remastered)", G_MP3),
    ("Patti Smith - Free Money", G_MP3),
    ("How.to.Lose.a.Guy.in.10.Days.2003.1080p.BluRay.x264-HANDJOB", G_MOVIE),
    ("Dont.Look.Up.2021.1080p.NF.WEB-DL.DDP5.1.Atmos.x264-TEPES", G_MOVIE),
    ("Catch.Me.If.You.Can.2002.720p.BluRay.x264-SiNNERS", G_MOVIE),
    ("The.Big.Short.2015.1080p.BluRay.x264-SPARKS", G_MOVIE),
    ("Boiler.Room.2000.DVDRip.XviD", G_MOVIE),
    ("Vicki Robin - Your Money or Your Life (2018 revised).epub", G_EBOOK),
    ("Viagra_Boys-Welfare_Jazz-WEB-2021-ENRiCH", G_MP3),
    ("Viagra Boys - Cave World (2022) [FLAC]", G_FLAC),
    ("Money.Heist.S05E10.1080p.NF.WEB-DL.DDP5.1.x264-NTb", G_TV),
    ("Scam.1992.The.Harshad.Mehta.Story.S01E01.1080p.WEB-DL", G_TV),
    ("Hustle.S08E06.720p.HDTV.x264-TLA", G_TV),
    ("The.Tinder.Swindler.2022.1080p.NF.WEB-DL.DDP5.1.x264-CMRG", G_DOC),
    ("Bad.Vegan.Fame.Fraud.Fugitives.S01E02.1080p.WEB.h264-KOGi", G_DOC),
    ("Inventing.Anna.S01E01.Life.of.a.Fake.1080p.NF.WEB-DL", G_TV),
    ("The Nigerian Prince (2018) 1080p WEB-DL", G_MOVIE),
    ("Fyre.The.Greatest.Party.That.Never.Happened.2019.1080p.WEB.x264-STRiFE", G_DOC),
    ("Green Day - Warning (2000) [FLAC]", G_FLAC),
    ("Free.Guy.2021.2160p.UHD.BluRay.x265-SURCODE", G_MOVIE),
    ("Win.Win.2011.720p.BluRay.x264-SPARKS", G_MOVIE),
    ("Cash.Out.2024.1080p.WEB.h264-ETHEL", G_MOVIE),
    ("Snabba.Cash.2010.SWEDiSH.1080p.BluRay.x264-CONNECTiON", G_MOVIE),
    ("Who.Wants.to.Be.a.Millionaire.US.2024.03.12.720p.WEB.h264-DiRT", G_TV),
    ("Deal.or.No.Deal.Island.S01E03.1080p.WEB.h264-BAE", G_TV),
    ("The.Price.Is.Right.2023.11.21.720p.HDTV.x264-NTb", G_TV),
    ("Dragons.Den.S21E08.1080p.HDTV.H264-DARKFLiX", G_TV),
    ("Shark.Tank.S15E12.720p.WEB.h264-EDITH", G_TV),
    ("Are You Afraid of the Dark? (1991) Season 2", G_TV),
    ("Is.It.Cake.S03E01.1080p.NF.WEB-DL.DDP5.1.x264-NTb", G_TV),
    ("What.Would.You.Do.2023.S17E05.720p.HDTV.x264-SYNCOPY", G_TV),
    ("Why.Women.Kill.S02E04.1080p.WEB.h264-KOGi", G_TV),
    ("Bank.of.Dave.2023.1080p.NF.WEB-DL.DDP5.1.x264-FLUX", G_MOVIE),
    ("Pay.It.Forward.2000.1080p.WEB-DL.DD5.1.H264-FGT", G_MOVIE),
    ("Benjamin Graham - The Intelligent Investor (revised ed.) pdf", G_EBOOK),
    ("Ramit Sethi - I Will Teach You to Be Rich, 2nd Edition.epub", G_EBOOK),
    ("Dave Ramsey - The Total Money Makeover (audiobook)", G_AUDIOBOOK),
    ("Cryptocurrency Investing For Dummies (2019).pdf", G_EBOOK),
    ("Tim Ferriss - The 4-Hour Workweek (Expanded and Updated)", G_EBOOK),
    ("Pink Floyd - Money (2011 remaster)", G_MP3),
    ("ABBA - Money, Money, Money", G_MP3),
    ("Jessie J - Price Tag", G_MP3),
    ("Blondie - Call Me (12'' version)", G_MP3),
    ("Drake - Hotline Bling.mp3", G_MP3),
    ("Saliva - Click Click Boom", G_MP3),
    ("Nicki Minaj - Pills N Potions", G_MP3),
    ("Free Download Manager 6.21.0.5639 x64 setup", G_SOFT),
    ("Internet.Download.Manager.6.42.Build.3.Multilingual", G_SOFT),
    ("Driver.Booster.Pro.11.4.0.57.Multilingual", G_SOFT),
    ("CCleaner.Professional.6.23.11010.Multilingual", G_SOFT),
    ("Casino.1995.REMASTERED.1080p.BluRay.x264-AMIABLE", G_MOVIE),
    ("Oceans.Eleven.2001.720p.BluRay.x264-CiNEFiLE", G_MOVIE),
    ("Catfish.The.TV.Show.S09E05.720p.WEB.h264-BAE", G_TV),
    ("Dopesick.S01E01.First.Bottle.1080p.HULU.WEB-DL.DDP5.1.H.264-NTb", G_TV),
    ("The.Crime.of.the.Century.2021.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb", G_DOC),
    ("Take.Your.Pills.2018.1080p.NF.WEB-DL.DD5.1.x264-NTG", G_DOC),
    ("Betting.on.Zero.2016.1080p.WEB-DL.DD5.1.H264-FGT", G_DOC),
    ("LuLaRich.S01E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb", G_DOC),
    ("Bitconned.2024.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX", G_DOC),
    ("Trust.No.One.The.Hunt.for.the.Crypto.King.2022.1080p.NF.WEB-DL", G_DOC),
    ("Madoff.The.Monster.of.Wall.Street.S01E01.1080p.NF.WEB-DL", G_DOC),
    ("Dirty.Money.S01E01.Hard.NOx.1080p.NF.WEB-DL", G_DOC),
    ("American.Greed.S16E04.720p.WEB.h264-BAE", G_TV),
    ("The Secret - Rhonda Byrne (audiobook, unabridged)", G_AUDIOBOOK),
    ("Free.Willy.1993.1080p.BluRay.x264-PSYCHD", G_MOVIE),
    ("Click.2006.720p.BluRay.x264-SiNNERS", G_MOVIE),
    ("Download.The.True.Story.of.Napster.2013.720p.WEB", G_DOC),
    ("Hot Singles - Live in Austin 1998 (band bootleg)", G_MP3),
    ("WARNING! Explicit Content - The Making of Parental Advisory (BBC Four)", G_DOC),
    ("Call.Now.1-800-DOCUMENTARY.About.Infomercials.2018.WEB", G_DOC),
    ("Lose Weight Without Dieting - BBC Horizon 2019", G_DOC),
    ("Make Money Online - Panorama investigation 2023", G_DOC),
    ("You Have Won! - The Lottery Scam (Dispatches)", G_DOC),
    ("Click Here to Unlock: Inside the Scam Call Centres (BBC Three)", G_DOC),
    ("Limitless.2011.EXTENDED.1080p.BluRay.x264-SPARKS", G_MOVIE),
    ("Get.Rich.Quick.Wallingford.1921.DVDRip", G_MOVIE),
    ("Cheap Trick - At Budokan (1978) [FLAC]", G_FLAC),
    ("Buy the Ticket, Take the Ride - Hunter S. Thompson on Film (2006)", G_DOC),
    ("Why.Do.Cats.Purr.Natural.World.S38E02.720p.HDTV", G_DOC),
    ("Can You Get Rich Quick? - Watchdog Special", G_TV),
    ("Is.This.a.Scam.Ask.the.Experts.S01E03.720p.WEB", G_TV),
    ("Urgent! Help Needed - a BBC Radio 4 comedy, episode 2", G_RADIO),
]


def _adlike():
    for t, gs in ADLIKE:
        add("legit", "legit:reads_like_junk", t, pick(gs))


GEN.append(_adlike)

# ==== MAIN ====
def main():
    for g in GEN:
        g()
    rows = list(ROWS)
    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write("\t".join(row) + "\n")
    counts = {}
    for lab, fam, _t, _g in ROWS:
        counts.setdefault(lab, {})
        counts[lab][fam] = counts[lab].get(fam, 0) + 1
    for lab in ("junk", "legit"):
        fams = counts.get(lab, {})
        print("%s: %d rows, %d families" % (lab, sum(fams.values()), len(fams)))
        for fam in fams:
            print("  %-32s %d" % (fam, fams[fam]))
    print("total: %d -> %s" % (len(rows), OUT))


if __name__ == "__main__":
    main()
