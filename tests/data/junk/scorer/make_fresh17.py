#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh17 -- a BLIND held-out evaluation split of Usenet release titles.

How it was written
------------------
Written blind, for a junk-title filter its writer never saw.  While writing it
the author opened, listed, searched and ran nothing on the machine except this
generator and its output under /tmp/fresh17/: no repository, no filter, no
training or test data, no word list, no git, no search tool, no web or library
look-up.  Every template, word list and naming convention below comes from the
writer's general knowledge of Usenet binary newsgroups (alt.binaries.*), of
scene / P2P / anime / music / ebook / software release naming, of the subject
lines written by posting tools (nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff,
PowerPost, EFNet request fillers) and of the spam, scams, advertising, bots
and noise seen in those groups and on Newznab indexers.  Domains, phone
numbers, e-mail addresses, wallets, handles and people inside junk titles are
assembled at random and are not meant to point anywhere real.

Output format
-------------
fresh17.tsv next to this file (UTF-8, "\\n" line ends, no header), one row per
title:

    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP

LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>";
TITLE is the subject line a crawler / indexer sees in an NNTP overview;
GROUP is a newsgroup it would plausibly be read in.  Titles are unique;
fields contain no tab, newline, carriage return or NUL; rows are shuffled.
One random.Random(SEED), SEED = 17017017, drives everything, and only lists
and insertion-ordered dicts are iterated, so re-running gives byte-identical
output.

Taxonomy and target counts
--------------------------
junk (910 titles, 32 intents).  About 15% of the junk is drawn from templates
in other languages (es, pt, de, fr, it, nl, pl, ru, tr, ar, zh, ja, ko, vi,
id, ...), and about a third of it goes through one or two disguises:
leetspeak, Cyrillic/Greek homoglyphs, fullwidth letters, spaced or dotted
letters, zero-width characters, combining marks, emoji, defanged URLs, odd
separators, ALL CAPS / aLtErNaTiNg case, dressing as a scene release name,
wrapping in yEnc subject syntax with counters, cutting very short or padding
very long.  Phone numbers come in many odd formats throughout.
    junk:iptv_resale 32            junk:premium_accounts 30
    junk:vpn_proxy_sales 26        junk:fake_streaming 32
    junk:download_lure 32          junk:malware_dressed_media 32
    junk:password_survey_lure 28   junk:phishing 30
    junk:advance_fee_fraud 30      junk:crypto_scam 32
    junk:gambling 32               junk:pharmacy 32
    junk:dating 32                 junk:cam_site_ads 22
    junk:seo_spam 26               junk:work_from_home 30
    junk:loans_credit 28           junk:replica_goods 26
    junk:fake_documents 24         junk:social_media_growth 26
    junk:diet_supplements 26       junk:proselytising 28
    junk:conspiracy_flood 28       junk:chain_letter 22
    junk:extortion 24              junk:keyboard_mash 30
    junk:word_salad 30             junk:offtopic_chatter 32
    junk:test_post 28              junk:flame_war 28
    junk:bot_flood 28              junk:usenet_provider_ads 24

legit (2,100 titles).  About half are wrapped the way posting tools write
subjects ([01/12] - "name.ext" yEnc (1/25) with or without a byte count,
Newsmangler / JBinUp / PowerPost / GoPostStuff / ngPost styles, "File 1 of
12", "(1/12)", [#a.b.xxx@EFNet] request-filler shells, [PRiVATE] shells...).
    legit:tv_scene 150             legit:tv_p2p 110
    legit:movie_scene 110          legit:movie_p2p 100
    legit:anime_fansub 100         legit:music_scene 80
    legit:music_p2p 80             legit:music_discography 40
    legit:audiobook 60             legit:ebook 70
    legit:comics 50                legit:magazine 50
    legit:software 100             legit:games 80
    legit:linux_iso 40             legit:course_tutorial 50
    legit:documentary 50           legit:sports 50
    legit:podcast_radio 40         legit:images_photos 40
    legit:foreign_language 80      legit:obfuscated 150
    legit:par2_set 40              legit:adlike_words 250
    legit:odd_style 130
adlike_words are real bands, albums, songs, films, shows, books, software and
games whose names merely contain ad-like words (Free, Money, Win, Casino,
Dating, Pills, Bitcoin, Click, Hot, Download, Call, Viagra, Lottery, Cash,
Crypto, Prize, Jackpot, Spam...).  odd_style holds lowercase, underscore and
space-separated names, names without group tags, long descriptive names,
REPOSTs, request fills and plain sentences describing a personal rip/upload.
"""
import random
import re
from pathlib import Path

SEED = 17017017
R = random.Random(SEED)
OUT = Path(__file__).resolve().parent / "fresh17.tsv"

# ---------------------------------------------------------------- helpers


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def wpick(pairs):
    total = 0.0
    for _, w in pairs:
        total += w
    x = R.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


HEXD = "0123456789abcdef"
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = LOWER.upper()
DIG = "0123456789"
ALNUM = LOWER + UPPER + DIG
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32L = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rstr(alphabet, n):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


def hexs(n):
    return rstr(HEXD, n)


def uuid4():
    return "%s-%s-4%s-%s%s-%s" % (hexs(8), hexs(4), hexs(3), pick("89ab"), hexs(3), hexs(12))


def dots(s):
    """'Dune: Part Two' -> 'Dune.Part.Two' (scene style)."""
    s = s.replace("&", "and").replace(" - ", " ")
    s = re.sub(r"[\'\u2019:,!?()\[\]\"#]", "", s)
    s = re.sub(r"[ /]+", ".", s.strip())
    s = re.sub(r"\.{2,}", ".", s)
    return s.strip(".")


def unders(s):
    return dots(s).replace(".", "_")


def size_str():
    if chance(0.6):
        return "%.2f GB" % R.uniform(0.3, 58.0)
    return "%.1f MB" % R.uniform(12.0, 990.0)


def nbytes():
    return str(ri(150_000, 9_800_000_000))


def mdate(y0=2015, y1=2025):
    return ri(y0, y1), ri(1, 12), ri(1, 28)


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]

# ------------------------------------------------- junk disguise transforms

LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "$", "T": "7", "l": "1", "g": "9", "B": "8"}
HOMO_CYR = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440",
            "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
            "A": "\u0410", "B": "\u0412", "C": "\u0421", "E": "\u0415", "H": "\u041d",
            "K": "\u041a", "M": "\u041c", "O": "\u041e", "P": "\u0420", "T": "\u0422",
            "X": "\u0425", "I": "\u0406"}
HOMO_GRK = {"o": "\u03bf", "v": "\u03bd", "A": "\u0391", "B": "\u0392", "E": "\u0395",
            "I": "\u0399", "K": "\u039a", "N": "\u039d", "O": "\u039f", "T": "\u03a4",
            "Z": "\u0396", "P": "\u03a1", "X": "\u03a7", "H": "\u0397", "Y": "\u03a5",
            "M": "\u039c"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
EMO = ["\U0001F525", "\U0001F4B0", "\u2705", "\U0001F381", "\U0001F4FA", "\U0001F680",
       "\U0001F48A", "\u2764\ufe0f", "\U0001F60D", "\U0001F3B0", "\U0001F48E", "\u26a1",
       "\U0001F449", "\U0001F447", "\U0001F911", "\U0001F4AF", "\U0001F193", "\U0001F4E2",
       "\u2b50", "\U0001F4B8", "\U0001F389", "\U0001F440", "\U0001F4F2", "\U0001F51E",
       "\u26bd", "\U0001F3C6", "\U0001F4B5", "\U0001FA99", "\U0001F64F", "\u271d\ufe0f",
       "\u260e\ufe0f", "\U0001F4DE", "\u26a0\ufe0f", "\U0001F534", "\U0001F7E2", "\U0001F48B",
       "\U0001F4A5", "\U0001F3AC", "\U0001F37F", "\U0001F6A8"]


def leet(s):
    p = R.uniform(0.35, 0.9)
    return "".join(LEET[c] if c in LEET and chance(p) else c for c in s)


def homoglyph(s):
    table = HOMO_CYR if chance(0.75) else HOMO_GRK
    p = R.uniform(0.3, 0.8)
    out = "".join(table[c] if c in table and chance(p) else c for c in s)
    if out == s:
        out = "".join(table.get(c, c) for c in s)
    return out


def fullwidth(s):
    def fw(t):
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in t)
    if chance(0.5):
        return fw(s)
    words = s.split(" ")
    k = ri(1, min(3, len(words)))
    return " ".join([fw(w) for w in words[:k]] + words[k:])


def space_word(s, sep):
    words = s.split(" ")
    cand = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 4]
    if not cand:
        if len(s) <= 24:
            return sep.join(c for c in s if c != " ")
        cand = [i for i, w in enumerate(words) if len(w) >= 3] or [0]
    i = pick(cand[:4])
    w = words[i]
    if chance(0.5):
        w = w.upper()
    words[i] = sep.join(list(w))
    return " ".join(words)


def zerowidth(s):
    out = []
    n = 0
    p = R.uniform(0.15, 0.5)
    for c in s:
        out.append(c)
        if c.isalpha() and chance(p):
            out.append(pick(ZW))
            n += 1
    if n == 0:
        k = max(1, len(out) // 2)
        out.insert(k, pick(ZW))
    return "".join(out)


def zalgo(s):
    return "".join(c + (chr(ri(0x300, 0x36F)) if c.isalpha() and chance(0.35) else "") for c in s)


def add_emoji(s):
    e1 = "".join(pick(EMO) for _ in range(ri(1, 3)))
    e2 = "".join(pick(EMO) for _ in range(ri(1, 3)))
    form = ri(0, 4)
    if form == 0:
        return e1 + " " + s
    if form == 1:
        return s + " " + e2
    if form == 2:
        return e1 + " " + s + " " + e2
    if form == 3 and " - " in s:
        return s.replace(" - ", " " + pick(EMO) + " ")
    return e1 + s.replace(" ", pick(EMO), ri(1, 3))


DOM_RE = re.compile(r"(?:https?://)?(?:www\.)?(?:[A-Za-z0-9-]+\.)+(?:com|net|org|biz|info|xyz|top|club|online|site|ru|cc|io|shop|live|to|me|vip|pro|su|store|link|win|bet|tv)\b(?:/[^\s]*)?")


def _defang_one(d):
    style = ri(0, 7)
    proto = ""
    m = re.match(r"https?://", d)
    if m:
        proto = pick(["hxxps://", "hxxp://", "h**ps://", "https[:]//", "", "https ://"])
        d = d[m.end():]
    if style == 0:
        d = d.replace(".", "[.]")
    elif style == 1:
        d = d.replace(".", "(dot)")
    elif style == 2:
        d = d.replace(".", " dot ")
    elif style == 3:
        d = d.replace(".", " . ")
    elif style == 4:
        d = d.replace(".", pick(["\uff0e", "\u3002", "\u2024"]))
    elif style == 5:
        d = d.replace(".", "[dot]")
    elif style == 6:
        d = " ".join(list(d))
    else:
        d = d.replace(".", pick([",", " ", "_"])) + " (replace with dot)"
    return proto + d


def defang(s):
    if not DOM_RE.search(s):
        return None
    return DOM_RE.sub(lambda m: _defang_one(m.group(0)), s)


SPAM_TAGS = ["1080p.WEB-DL.x264", "720p.HDTV.x264", "2160p.WEB.H265", "HDRip.XviD", "WEBRip.AAC",
             "BluRay.x264", "REPACK.1080p.WEB", "FLAC.WEB", "PROPER.720p", "DVDRip.XviD"]
SPAM_GRPS = ["SPAM", "RARBG", "YTS", "EVO", "FGT", "SPARKS", "NTb", "iPTV4K", "WINNER", "PROMO",
             "OFFER", "VIP", "PREMIUM", "FREE", "DEAL", "BONUS", "KILLERS", "GALAXY", "TGx"]


def scene_dress(s):
    words = re.findall(r"[A-Za-z0-9\u00c0-\u024f\u0400-\u04ff$%+]+", s)
    if not words:
        words = ["Free", "Offer"]
    k = ri(3, min(8, max(3, len(words))))
    base = ".".join(words[:k])
    yr = str(ri(2019, 2025))
    return "%s.%s.%s-%s" % (base, yr, pick(SPAM_TAGS), pick(SPAM_GRPS))


def slugify(s, n=40):
    w = re.findall(r"[A-Za-z0-9]+", s)
    return "_".join(w)[:n] or "file"


def yenc_junk(s):
    n = ri(1, 60)
    i = ri(1, n)
    P = ri(1, 120)
    p = ri(1, P)
    form = ri(0, 5)
    if form == 0:
        return '[%02d/%02d] - "%s" yEnc (%d/%d)' % (i, n, s, p, P)
    if form == 1:
        return '%s [%d/%d] - "%s.%s" yEnc (%d/%d)' % (s, i, n, slugify(s), pick(["exe", "txt", "nfo", "rar", "zip", "url", "html", "scr"]), p, P)
    if form == 2:
        return '"%s.%s" yEnc (%d/%d)' % (slugify(s, 60), pick(["exe", "zip", "rar", "jpg", "nfo"]), p, P)
    if form == 3:
        return "%s (%d/%d)" % (s, i, n)
    if form == 4:
        return '%s - File %d of %d - "%s.rar" yEnc (%d/%d)' % (s, i, n, slugify(s, 30), p, P)
    return '[%d]-[FULL]-[#a.b.%s@EFNet]-[ %s ]-[%02d/%02d] - "%s.nfo" yEnc (1/1)' % (
        ri(10000, 99999), pick(["teevee", "moovee", "mp3", "games", "erotica", "warez"]), s, i, n, slugify(s, 30))


def caps(s):
    return s.upper() + pick(["!!!", "!!!!!", " $$$", " !!!1", "", " !!"])


def altcase(s):
    out = []
    up = chance(0.5)
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            up = not up
        else:
            out.append(c)
    return "".join(out)


def sep_swap(s):
    return s.replace(" ", pick(["_", "~", "|", "+", "-", ".", "  ", "*", "/", "\u00b7"]))

# ------------------------------------------------------ junk vocabulary

MOVIE_LURE = ["Dune Part Two", "Oppenheimer", "Barbie", "Deadpool and Wolverine", "Inside Out 2",
              "Joker Folie a Deux", "Gladiator II", "Wicked", "Moana 2", "John Wick Chapter 4",
              "Avatar The Way of Water", "Guardians of the Galaxy Vol 3", "Spider-Man Across the Spider-Verse",
              "The Super Mario Bros Movie", "Godzilla x Kong The New Empire", "Kung Fu Panda 4", "Furiosa",
              "Alien Romulus", "Venom The Last Dance", "Top Gun Maverick", "Killers of the Flower Moon",
              "The Batman", "Beetlejuice Beetlejuice", "Twisters", "Captain America Brave New World",
              "Sinners", "Superman", "A Minecraft Movie", "Mission Impossible The Final Reckoning",
              "Fast X", "The Fall Guy", "Bad Boys Ride or Die", "Despicable Me 4", "Lilo and Stitch"]
SHOW_LURE = ["House of the Dragon", "The Last of Us", "Stranger Things", "The Boys", "Squid Game",
             "Wednesday", "The Bear", "Shogun", "Fallout", "The Mandalorian", "Severance", "Yellowstone",
             "Reacher", "The Rings of Power", "Game of Thrones", "Andor", "The White Lotus", "Loki",
             "Bridgerton", "The Penguin", "Slow Horses", "Daredevil Born Again"]
GAME_LURE = ["GTA 6", "Elden Ring", "Cyberpunk 2077", "Hogwarts Legacy", "Baldurs Gate 3", "Starfield",
             "Black Myth Wukong", "Palworld", "Minecraft", "FIFA 25", "EA Sports FC 25", "Call of Duty Black Ops 6",
             "Red Dead Redemption 2", "The Sims 4", "Helldivers 2", "Fortnite V-Bucks"]
ARTIST_LURE = [("Taylor Swift", "The Tortured Poets Department"), ("Drake", "For All the Dogs"),
               ("Beyonce", "Cowboy Carter"), ("Billie Eilish", "Hit Me Hard and Soft"),
               ("Kendrick Lamar", "GNX"), ("Bad Bunny", "Debi Tirar Mas Fotos"), ("Adele", "30"),
               ("The Weeknd", "Hurry Up Tomorrow"), ("Sabrina Carpenter", "Short n Sweet")]
SPORTS = ["Premier League", "Champions League", "NFL", "NBA", "UFC", "F1", "La Liga", "Serie A",
          "Bundesliga", "IPL", "NHL", "MLB", "Euro 2024", "World Cup", "Boxing PPV", "WWE", "Super Bowl",
          "Wimbledon", "Ligue 1", "Copa Libertadores", "MotoGP", "Cricket World Cup"]
DRUGS = ["Viagra", "Cialis", "Levitra", "Xanax", "Tramadol", "Valium", "Ambien", "Oxycodone", "Adderall",
         "Phentermine", "Modafinil", "Soma", "Kamagra", "Propecia", "Sildenafil", "Tadalafil", "Ozempic",
         "Semaglutide", "Clonazepam", "Hydrocodone", "Ativan", "Ritalin"]
GLP = ["Ozempic", "Wegovy", "Mounjaro", "Semaglutide", "Tirzepatide", "Saxenda"]
COINS = ["BTC", "ETH", "USDT", "SOL", "XRP", "DOGE", "BNB", "SHIB", "PEPE", "TRX", "LTC", "TON"]
TICKERS = ["$PEPE2", "$MOONX", "$SHIBX", "$ELONX", "$SAFEMOON3", "$GROKAI", "$AIDOGE", "$BABYSOL",
           "$FLOKI2", "$TURBO9", "$WOJAK", "$BONKX", "$NEIRO2", "$LAMBO"]
BRANDS = ["PayPal", "Apple", "Microsoft", "Amazon", "Netflix", "Newshosting", "Eweka", "UsenetServer",
          "Giganews", "Frugal Usenet", "Bank of America", "Chase", "Wells Fargo", "HSBC", "ING",
          "Sparkasse", "DHL", "FedEx", "Royal Mail", "NZBgeek", "DrunkenSlug", "Binance", "Coinbase",
          "Steam", "Spotify", "Office 365", "Outlook", "Google", "USPS", "La Poste", "Revolut"]
BRAND2 = ["Coca-Cola", "Microsoft", "Toyota", "Shell", "Samsung", "Google", "Heineken", "Nokia",
          "Pepsi", "Facebook", "Euro Millions", "Powerball"]
PROVIDERS = ["Giganews", "Eweka", "Newshosting", "Easynews", "UsenetServer", "Frugal", "Newsdemon",
             "Tweaknews", "Supernews", "Astraweb", "Blocknews", "Newsgroup Ninja", "XS Usenet", "Usenetexpress"]
INDEXERS = ["NZBgeek", "DrunkenSlug", "NZBPlanet", "nzb.su", "DOGnzb", "NZBFinder", "Tabula Rasa",
            "altHUB", "NinjaCentral", "nzbs.in", "Binsearch", "Newznab", "omgwtfnzbs"]
CLIENTS = ["Newsbin Pro", "NewsLeecher", "SABnzbd", "NZBGet", "Thunderbird", "Forte Agent", "Pan",
           "slrn", "tin", "Xnews", "GrabIt", "NZBVortex", "XanaNews", "nyuu", "ngPost", "JBinUp",
           "Newsmangler", "PowerPost", "GoPostStuff", "camelsystem"]
COUNTRIES = ["Nigeria", "Russia", "China", "Brazil", "Ukraine", "Romania", "Vietnam", "India",
             "Indonesia", "Turkey", "Ghana", "South Africa", "Philippines", "Mexico", "Netherlands",
             "Germany", "the United Kingdom", "Benin", "Togo", "Burkina Faso"]
CITIES = ["London", "Houston", "Chicago", "Toronto", "Sydney", "Manchester", "Dallas", "Phoenix",
          "Birmingham", "Miami", "Denver", "Atlanta", "Leeds", "Melbourne", "Calgary", "Orlando",
          "San Diego", "Glasgow", "Austin", "Seattle", "Brisbane", "Dublin", "Las Vegas"]
FIRST = ["James", "Mary", "John", "Linda", "David", "Sarah", "Michael", "Jessica", "Ahmed", "Fatima",
         "Chen", "Olga", "Ivan", "Maria", "Pedro", "Anna", "Grace", "Peter", "Mohammed", "Aisha",
         "Kevin", "Nicole", "Svetlana", "Yuki", "Williams", "Abdul", "Joseph", "Esther", "Musa", "Ruth"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Okafor", "Adeyemi", "Mensah", "Kowalski", "Ivanova",
        "Garcia", "Rossi", "Muller", "Dupont", "Nguyen", "Wang", "Kim", "Tanaka", "Petrov", "Silva",
        "Hassan", "Abubakar", "Koffi", "Mbeki", "Campbell", "Moore", "Edwards", "Okonkwo"]
FNAME = ["Anna", "Katya", "Natasha", "Olga", "Jessica", "Emily", "Sofia", "Lena", "Mia", "Chloe",
         "Yulia", "Irina", "Daria", "Vika", "Ashley", "Jenny", "Lily", "Sasha", "Alina", "Kristina",
         "Marina", "Tanya", "Amber", "Brittany", "Mai", "Linh", "Anjali", "Camila", "Lucia"]
NICKS = ["DaveR", "postmaster_x", "Ronin99", "l33chB0y", "nzbking", "OldTimer", "Grumpy", "xXxPosterxXx",
         "AnonCoward", "tvfan2003", "Sp0ng3", "binaryBob", "FLACattack", "KillfileKing", "mr_repost",
         "Dutchie", "NewsNinja", "Deadbeat", "TheRealPoster", "AutoBot", "Lurker42", "WarezWizard",
         "usenet_cop", "Pete_from_Kent", "BigSmoke", "ParityCheck"]
CONSP = ["chemtrails", "the moon landing", "HAARP", "5G", "the vaccines", "the Federal Reserve",
         "the Illuminati", "Agenda 21", "the flat earth", "Area 51", "the Bilderberg group",
         "weather control", "the Great Reset", "MK-Ultra", "the fluoride in your water", "Planet Nibiru",
         "the World Economic Forum", "microchip implants", "the hollow earth", "the lizard people",
         "Building 7", "Denver airport", "the CERN portal", "Project Blue Beam"]
CONSP_RU = ["вакцинах", "5G", "чипировании", "рептилоидах", "химтрейлах", "мировом правительстве"]
BIBLE = ["John", "Romans", "Revelation", "Matthew", "Isaiah", "Psalm", "Acts", "Ephesians", "Daniel",
         "Genesis", "Luke", "Hebrews", "Proverbs", "1 Corinthians", "Mark"]
VIRUSES = ["Good Times", "Join the Crew", "Penpal Greetings", "A Virtual Card for You", "Olympic Torch",
           "Budweiser Frogs", "Life is beautiful", "Irina", "Deeyenda", "WOBBLER"]
PWS = ["hunter2", "Summer2019!", "qwerty123", "P@ssw0rd", "iloveyou1", "dragon88", "monkey2020",
       "letmein!", "Password1", "football7", "sunshine99", "abc123abc", "trustno1", "shadow2018"]
SEO_KW = ["plumber", "dentist", "lawyer", "roofing", "cheap flights", "car insurance", "mortgage",
          "locksmith", "hvac repair", "personal injury attorney", "wedding photographer", "seo agency",
          "cheap hotels", "water damage restoration", "garage door repair", "pest control", "movers",
          "tree removal", "solar panels", "teeth whitening"]
CODECS = ["DivX_Pro", "XviD_Codec", "K-Lite_Mega", "HEVC_Extension", "X265_Player", "MediaCodec",
          "FLV_Codec", "VidPlayer", "HDCodecPack", "Win7codecs", "AVI_Fix", "RealPlayer_Update",
          "QuickTimeAlt", "DRM_License", "MKV_Player_Pro"]
TOPICS = ["retention", "completion rates", "DMCA takedowns", "par2 repair", "obfuscation", "block accounts",
          "SSL ports", "header compression", "the old days", "binsearch", "newznab", "yEnc vs uuencode",
          "Xref headers", "spam in this group", "cancel messages", "NoCeM", "BitTorrent vs usenet"]
WORDS = ["apple", "river", "silent", "window", "orange", "machine", "carpet", "whisper", "tractor",
         "velvet", "bishop", "ladder", "cloud", "pencil", "forest", "mirror", "engine", "saddle",
         "banana", "copper", "spiral", "harbor", "lantern", "marble", "pocket", "thunder", "violin",
         "basket", "comet", "dolphin", "ember", "falcon", "glacier", "honey", "island", "jungle",
         "kettle", "lemon", "meadow", "needle", "oyster", "parrot", "quartz", "rocket", "sponge",
         "tunnel", "umbrella", "walnut", "yonder", "zipper", "blue", "running", "sleeps", "quickly",
         "under", "beneath", "yesterday", "purple", "seventeen", "monolith", "corridor", "banking",
         "elephant", "consensus", "fervently", "disposes", "ancient", "frozen", "hollow", "crimson",
         "electric", "gentle", "broken", "narrow", "tomorrow", "nothing", "always", "perhaps"]
ADJ = ["purple", "silent", "electric", "hollow", "crimson", "frozen", "ancient", "gentle", "broken",
       "narrow", "sticky", "invisible", "rational", "seventeen", "wooden", "angry", "tepid", "quantum",
       "orthogonal", "fluffy", "municipal", "recursive", "damp"]
NOUN = ["elephant", "corridor", "monolith", "consensus", "teapot", "harbor", "lantern", "banker",
        "turnip", "algorithm", "cathedral", "spoon", "committee", "glacier", "accordion", "walrus",
        "spreadsheet", "dentist", "orchard", "satellite", "custard", "parliament", "newsgroup"]
VERB = ["dispose", "whisper", "calculate", "devour", "negotiate", "bounce", "forgive", "melt",
        "juggle", "orbit", "legislate", "ferment", "collapse", "dance", "audit", "evaporate", "sue"]
ADV = ["fervently", "quietly", "sideways", "reluctantly", "upstream", "gloriously", "tomorrow",
       "backwards", "never", "loudly", "politely", "inside out", "almost"]
PREP = ["beneath", "behind", "without", "under", "beyond", "inside", "against", "despite", "across", "toward"]
LOREM = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
         "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "enim"]
WORDS_DE = ["Kartoffel", "Fenster", "schnell", "Brücke", "gestern", "Hund", "leider", "Wolke", "Straße",
            "niemals", "Zug", "grün", "Tisch", "warum", "Schrank", "Apfel", "Ordnung", "Lampe"]
WORDS_ES = ["ventana", "perro", "nunca", "azul", "mañana", "cuchillo", "rápido", "casa", "luna",
            "zapato", "quizás", "tren", "verde", "siempre", "cebolla", "mesa", "río", "nube"]

DOM_PRE = ["best", "top", "cheap", "fast", "mega", "super", "pro", "my", "get", "vip", "ultra", "smart",
           "royal", "lucky", "the", "go", "i", "e", "buy", "real", "true", "hot", "free", "official",
           "secure", "premium", "global", "24", "king", "easy", "new", "one", "all", "just"]
DOM_SUF = ["4u", "24", "hq", "online", "hub", "zone", "club", "now", "pro", "247", "x", "365", "plus",
           "world", "land", "spot", "store", "direct", "center", "deals", "shop", "tv", "max", "city", "ly", "io"]
DOM_TLD = [".com", ".net", ".biz", ".info", ".xyz", ".top", ".club", ".online", ".site", ".ru", ".cc",
           ".io", ".shop", ".live", ".to", ".me", ".vip", ".pro", ".su", ".store", ".link", ".win", ".bet"]
CORES = {
    "iptv": ["iptv", "tvbox", "m3u", "streamtv", "livetv", "iptvpanel", "4kiptv", "smarters", "tvline", "ott"],
    "acct": ["accounts", "premium", "acc", "logins", "shares", "combo", "accshop", "keys", "upgrade"],
    "vpn": ["vpn", "proxy", "socks", "hideip", "anon", "privacy", "shield", "tunnel", "rdp", "ghostip"],
    "stream": ["movies", "flix", "stream", "watch", "cinema", "films", "putlocker", "123movies", "fmovies",
               "hdfilm", "solarmovie", "moviebox", "kinogo", "cuevana", "pelis"],
    "dl": ["download", "dl", "files", "warez", "filehost", "grab", "leech", "fastdl", "torrents",
           "releases", "nzbs", "getfile", "rapidfiles", "megaup"],
    "phish": ["secure-login", "account-verify", "billing-update", "support-center", "id-confirm",
              "signin", "auth", "verify", "helpdesk", "customer-care", "webmail-upgrade", "renew"],
    "coin": ["btc", "crypto", "coin", "bitcoin", "eth", "chain", "mining", "defi", "token", "wallet",
             "trade", "profit", "airdrop", "swap"],
    "casino": ["casino", "bet", "slots", "poker", "spin", "jackpot", "win", "play", "roulette", "vegas",
               "wager", "odds", "slot88", "gacor"],
    "pharm": ["meds", "pharma", "pills", "rx", "drugstore", "pharmacy", "health", "medshop", "tabs", "generics"],
    "date": ["dating", "singles", "meet", "love", "brides", "match", "flirt", "hookup", "romance", "dates", "sweeties"],
    "cam": ["cams", "livecam", "camgirls", "webcam", "chat", "show", "live", "models"],
    "seo": ["seo", "backlinks", "rank", "traffic", "links", "serp", "marketing", "leads", "promo"],
    "job": ["jobs", "income", "cash", "earn", "profit", "work", "money", "wealth", "bizop", "success"],
    "loan": ["loans", "credit", "cash", "payday", "finance", "lend", "money", "fund", "debt"],
    "rep": ["replica", "watches", "bags", "outlet", "luxury", "designer", "kicks", "brands"],
    "doc": ["docs", "diploma", "passports", "degree", "papers", "ids", "certs"],
    "smm": ["smm", "followers", "likes", "views", "panel", "growth", "fans", "boost"],
    "diet": ["slim", "keto", "fit", "health", "diet", "burn", "natural", "cure", "vital"],
    "church": ["jesus", "bible", "truth", "faith", "gospel", "salvation", "prayer", "god", "church", "islam"],
    "truth": ["truth", "wakeup", "awake", "exposed", "redpill", "freedom", "realnews", "disclosure", "patriot"],
    "news": ["usenet", "news", "nntp", "newsgroups", "ssl-news", "binaries", "newsserver", "index", "nzb"],
}


def mkdom(key):
    core = pick(CORES[key])
    f = ri(0, 5)
    if f == 0:
        d = pick(DOM_PRE) + core
    elif f == 1:
        d = core + pick(DOM_SUF)
    elif f == 2:
        d = pick(DOM_PRE) + "-" + core
    elif f == 3:
        d = core + "-" + pick(DOM_SUF)
    elif f == 4:
        d = core + str(ri(1, 999))
    else:
        d = pick(DOM_PRE) + core + pick(DOM_SUF)
    return d + pick(DOM_TLD)


def dd(n):
    return rstr(DIG, n)


def phone():
    f = ri(0, 15)
    if f == 0:
        return "+1 (%s) %s-%s" % (pick(["888", "877", "866", "800", "855"]), dd(3), dd(4))
    if f == 1:
        return "1-8OO-%s-%s" % (dd(3), dd(4))
    if f == 2:
        return "+44 7%s %s %s" % (dd(3), dd(3), dd(3))
    if f == 3:
        return "+234 8%s %s %s" % (dd(2), dd(3), dd(4))
    if f == 4:
        return "0%s.%s.%s" % (dd(3), dd(3), dd(4))
    if f == 5:
        return "(+49) 15%s/%s" % (dd(1), dd(7))
    if f == 6:
        return "+91-9%s" % dd(9)
    if f == 7:
        return "+1.%s.%s.%s" % (dd(3), dd(3), dd(4))
    if f == 8:
        s = "+1 %s %s %s" % (dd(3), dd(3), dd(4))
        return "".join(chr(ord(c) + 0xFEE0) if c in DIG + "+" else c for c in s)
    if f == 9:
        names = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        return " ".join(names[int(c)] for c in "8" + dd(9))
    if f == 10:
        return " ".join(list("0800" + dd(6)))
    if f == 11:
        return "+62 8%s-%s-%s" % (dd(2), dd(4), dd(4))
    if f == 12:
        return "+7 (9%s) %s-%s-%s" % (dd(2), dd(3), dd(2), dd(2))
    if f == 13:
        return "\u260e 0800 %s %s" % (dd(3), dd(3))
    if f == 14:
        return "+55 (11) 9%s-%s" % (dd(4), dd(4))
    return "+%s%s" % (pick(["1", "44", "234", "233", "27", "92", "880", "971"]), dd(10))


def btc():
    f = ri(0, 3)
    if f == 0:
        return "bc1q" + rstr(B32L, 38)
    if f == 1:
        return "1" + rstr(B58, 33)
    if f == 2:
        return "3" + rstr(B58, 33)
    return "0x" + hexs(40)


def tg():
    w = pick(["iptv", "support", "admin", "crypto", "vip", "signals", "deals", "official", "premium",
              "help", "trader", "boss", "plug", "store", "mike", "anna", "accs", "seller"])
    h = w + pick(["_bot", "_official", "24", "_support", "vip", "", "_" + dd(2), dd(3), "_hq", "x"])
    return pick(["@", "@", "t.me/", "telegram: @", "TG @"]) + h


def email():
    user = pick([pick(FIRST).lower() + "." + pick(LAST).lower(), pick(FIRST).lower() + dd(ri(2, 4)),
                 pick(["info", "support", "contact", "agent", "barrister", "claims", "office", "dr"]) + "." + pick(LAST).lower(),
                 rstr(LOWER, ri(5, 9)) + dd(2)])
    return user + "@" + pick(["gmail.com", "outlook.com", "proton.me", "yandex.ru", "mail.ru", "yahoo.com",
                              "hotmail.com", "aol.com", "qq.com", "163.com", "gmx.de", "zoho.com", "consultant.com"])


def money_big():
    f = ri(0, 5)
    n = ri(12, 480) * 100_000 + ri(0, 9) * 10_000
    if f == 0:
        return "$%s.00 USD" % format(n, ",")
    if f == 1:
        return "US$%.1f Million" % (n / 1e6)
    if f == 2:
        return "\u20ac%s" % format(n, ",")
    if f == 3:
        return "\u00a3%s.00" % format(n, ",")
    if f == 4:
        return "(%s) %s" % (pick(["USD", "EUR", "GBP"]), format(n, ","))
    return "$%.1fM" % (n / 1e6)


def money_small():
    n = pick([500, 1000, 1200, 1500, 2500, 3000, 4500, 5000, 7500, 9000, 10000, 15000, 250, 800])
    return pick(["$", "$", "\u20ac", "\u00a3", "USD "]) + format(n, ",") if chance(0.7) else format(n, ",") + pick([" USD", "\u20ac", " EUR", "$"])


def price():
    f = ri(0, 6)
    v = pick(["4.99", "5", "9.99", "10", "12", "15", "19.99", "25", "29", "39", "49", "59", "79", "99", "1"])
    cur = pick(["$", "$", "\u20ac", "\u00a3"])
    if f == 0:
        return cur + v
    if f == 1:
        return "only " + cur + v
    if f == 2:
        return cur + v + pick(["/month", "/mo", "/yr", " a year", " per month"])
    if f == 3:
        return v + pick(["\u20ac", " EUR", " USD", "$"])
    if f == 4:
        return cur + v + "!!"
    if f == 5:
        return "from " + cur + v
    return cur + " " + v


def movie_name():
    return pick(MOVIE_LURE)


GEN = {
    "d_iptv": lambda: mkdom("iptv"), "d_acct": lambda: mkdom("acct"), "d_vpn": lambda: mkdom("vpn"),
    "d_stream": lambda: mkdom("stream"), "d_dl": lambda: mkdom("dl"), "d_phish": lambda: mkdom("phish"),
    "d_coin": lambda: mkdom("coin"), "d_casino": lambda: mkdom("casino"), "d_pharm": lambda: mkdom("pharm"),
    "d_date": lambda: mkdom("date"), "d_cam": lambda: mkdom("cam"), "d_seo": lambda: mkdom("seo"),
    "d_job": lambda: mkdom("job"), "d_loan": lambda: mkdom("loan"), "d_rep": lambda: mkdom("rep"),
    "d_doc": lambda: mkdom("doc"), "d_smm": lambda: mkdom("smm"), "d_diet": lambda: mkdom("diet"),
    "d_church": lambda: mkdom("church"), "d_truth": lambda: mkdom("truth"), "d_news": lambda: mkdom("news"),
    "ch": lambda: pick(["12,000+", "18000+", "20K+", "25,000", "9500+", "30k", "15.000+", "40000+", "22K"]),
    "vod": lambda: pick(["80,000", "100K", "60000+", "120.000", "90K+", "150,000"]),
    "price": price,
    "price_pill": lambda: "$0.%d" % ri(29, 99) if chance(0.6) else "$%d.%02d" % (ri(1, 3), ri(0, 99)),
    "pct": lambda: str(ri(2, 19) * 5),
    "n": lambda: str(ri(2, 50)),
    "big": lambda: pick(["10,000", "50K", "100000", "1M", "25,000", "500k", "5000", "250K", "2,000,000", "75k"]),
    "num": lambda: str(ri(100, 99999)),
    "year": lambda: str(ri(2019, 2025)),
    "sport": lambda: pick(SPORTS),
    "phone": phone, "tg": tg, "email": email, "btc": btc,
    "emo": lambda: pick(EMO),
    "movie": movie_name,
    "movie_dot": lambda: dots(movie_name()),
    "movie_nospace": lambda: re.sub(r"[^A-Za-z0-9]", "", movie_name()),
    "show": lambda: pick(SHOW_LURE),
    "show_dot": lambda: dots(pick(SHOW_LURE)),
    "game": lambda: pick(GAME_LURE),
    "artist_album": lambda: "%s - %s" % pick(ARTIST_LURE),
    "sn": lambda: str(ri(1, 5)), "en": lambda: str(ri(1, 10)),
    "sn2": lambda: "%02d" % ri(1, 5), "en2": lambda: "%02d" % ri(1, 10),
    "btc_amt": lambda: pick(["0.05", "0.1", "0.025", "0.0%d" % ri(12, 89), "0.%d" % ri(11, 45), "1.5", "0.2"]),
    "ip": lambda: "%d.%d.%d.%d" % (ri(11, 223), ri(0, 255), ri(0, 255), ri(1, 254)),
    "inv": lambda: str(ri(10000, 9999999)),
    "ref": lambda: "%s/%s/%s" % (pick(["UK", "UKNL", "EML", "PWR", "UN"]), dd(4), pick(["X", "Z", "EU"]) + dd(3)),
    "amount": money_big, "amount_small": money_small,
    "first": lambda: pick(FIRST), "last": lambda: pick(LAST), "fname": lambda: pick(FNAME),
    "age": lambda: str(ri(19, 46)),
    "brand": lambda: pick(BRANDS), "brand2": lambda: pick(BRAND2),
    "country": lambda: pick(COUNTRIES), "city": lambda: pick(CITIES),
    "code": lambda: rstr(UPPER, ri(3, 5)) + dd(ri(2, 3)),
    "shortcode": lambda: dd(5),
    "drug": lambda: pick(DRUGS), "drug2": lambda: pick(DRUGS), "drug3": lambda: pick(DRUGS),
    "drug4": lambda: pick(DRUGS), "glp": lambda: pick(GLP),
    "coin": lambda: pick(COINS), "ticker": lambda: pick(TICKERS),
    "odds": lambda: pick(["2.5", "10+", "20.00", "50+", "1.85", "100"]),
    "rate": lambda: pick(["2", "3", "1.9", "2.5", "3.99", "0.9"]),
    "kw": lambda: pick(SEO_KW), "kw2": lambda: pick(SEO_KW), "kw3": lambda: pick(SEO_KW),
    "wechat": lambda: pick(["wxid_", "VX:", "weixin: ", "V信 "]) + rstr(LOWER + DIG, ri(6, 10)),
    "consp": lambda: pick(CONSP), "consp2": lambda: pick(CONSP), "consp3": lambda: pick(CONSP),
    "consp_ru": lambda: pick(CONSP_RU),
    "bbook": lambda: pick(BIBLE), "bc": lambda: str(ri(1, 22)), "bv": lambda: str(ri(1, 30)),
    "virus": lambda: pick(VIRUSES), "pw": lambda: pick(PWS),
    "nick": lambda: pick(NICKS), "nick2": lambda: pick(NICKS),
    "provider": lambda: pick(PROVIDERS), "indexer": lambda: pick(INDEXERS), "client": lambda: pick(CLIENTS),
    "topic": lambda: pick(TOPICS),
    "date": lambda: "%04d-%02d-%02d" % mdate(2019, 2025),
    "hex4": lambda: hexs(4), "hex6": lambda: hexs(6), "hex8": lambda: hexs(8), "hex32": lambda: hexs(32),
    "ts": lambda: str(ri(1_500_000_000, 1_760_000_000)),
    "word": lambda: pick(WORDS), "word2": lambda: pick(WORDS),
    "host": lambda: pick(["news.", "nntp.", "reader.", "post.", "feed."]) + rstr(LOWER, ri(4, 8)) + pick([".com", ".net", ".nl", ".de", ".org"]),
    "days": lambda: pick(["5800", "6000+", "4500", "3000", "5000+", "16 years"]),
    "codec": lambda: pick(CODECS),
    "grp": lambda: pick(SPAM_GRPS),
}


class Fill(dict):
    def __missing__(self, key):
        v = GEN[key]()
        self[key] = v
        return v


def fill(tpl):
    return tpl.format_map(Fill())


# ----------------------------------------------------- group pools

G_GEN = ["alt.binaries.test", "alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.multimedia",
         "alt.binaries.movies.divx", "alt.binaries.hdtv", "alt.binaries.teevee", "alt.binaries.sounds.mp3",
         "alt.binaries.mp3", "alt.binaries.ebook", "alt.binaries.games", "alt.binaries.warez",
         "alt.binaries.cores", "alt.binaries.pictures", "alt.binaries.x264", "alt.binaries.mom",
         "alt.binaries.dvd", "alt.binaries.bloaf", "alt.binaries.anime", "alt.binaries.documentaries",
         "alt.binaries.nl", "alt.binaries.u-4all", "alt.binaries.ath", "alt.binaries.frogs",
         "alt.binaries.erotica", "alt.binaries.flowed", "alt.binaries.dc", "alt.binaries.iso"]
G_TV = ["alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
        "alt.binaries.multimedia", "alt.binaries.multimedia.sports", "alt.binaries.sports"]
G_MOV = ["alt.binaries.movies", "alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.movies.xvid",
         "alt.binaries.hdtv.x264", "alt.binaries.x264", "alt.binaries.dvd", "alt.binaries.bluray"]
G_MUS = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.lossless",
         "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.music.flac"]
G_SOFT = ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.software", "alt.binaries.warez.ibm-pc.0-day",
          "alt.binaries.games", "alt.binaries.mac"]
G_TALK = ["alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.sounds.mp3.complete_cd",
          "alt.binaries.multimedia", "alt.binaries.pictures.comics.dcp", "alt.binaries.e-book",
          "alt.free.newsservers", "news.software.readers", "alt.binaries.sounds.lossless",
          "alt.binaries.anime", "alt.binaries.nl", "news.admin.net-abuse.usenet", "alt.usenet.offline-reader"]
G_TEST = ["alt.test", "misc.test", "alt.binaries.test", "alt.binaries.test.yenc", "de.test", "free.test",
          "alt.binaries.test", "alt.test.test", "alt.binaries.boneless"]
G_NONBIN = ["alt.test", "misc.test", "alt.free.newsservers", "news.admin.net-abuse.usenet", "alt.2600",
            "alt.conspiracy", "alt.religion", "alt.flame", "misc.misc", "alt.usenet.kooks", "soc.culture.nigeria"]

# ------------------------------------------------------- junk intents (A)
# each: n, en templates, foreign templates, groups, short forms, disguise prob

JUNK = {}


def J(name, n, en, xx, groups, short, obf=0.38, fn=None):
    JUNK[name] = {"n": n, "en": en, "xx": xx, "groups": groups, "short": short, "obf": obf, "fn": fn}


J("iptv_resale", 32, [
    "BEST IPTV {year} {ch} Live Channels + {vod} VOD 4K/FHD - Free 24h Trial - {d_iptv}",
    "IPTV Subscription 12 Months {price} - All {sport} Matches Live - WhatsApp {phone}",
    "{emo} Premium IPTV | No Buffering | Anti-Freeze | M3U / MAG / Smarters | www.{d_iptv} {emo}",
    "Watch {sport} LIVE tonight - IPTV reseller panel credits available - {tg}",
    "IPTV.Smarters.Pro.M3U.Playlist.{year}.Working.{ch}.Channels-{d_iptv}",
    "Cheap IPTV UK USA CA DE FR - {ch} channels - firestick ready - {price}",
    "Free M3U playlist updated daily {hex6} - get yours at https://{d_iptv}/m3u",
    "Stop paying for cable! {ch} channels for {price} >>> {d_iptv}",
    "IPTV resellers wanted - earn {pct}% commission - contact {email}",
    "Sky Sports + TNT Sports + DAZN + beIN all in one IPTV line - {price} - {d_iptv}",
    "MAG box / Formuler / Firestick IPTV setup {price} - call {phone}",
    "[IPTV] {ch} live + PPV + adult + {vod} movies :: 48h trial :: {d_iptv}",
    "Xtream codes line {year} stable server, 99.9% uptime - {tg}",
], [
    "IPTV Premium {ch} canales en vivo + VOD - Prueba gratis 24h - {d_iptv}",
    "Lista IPTV M3U actualizada {year} - Futbol en directo LaLiga y Champions - WhatsApp {phone}",
    "IPTV Abo 12 Monate nur {price} - Alle Bundesliga Spiele live - {d_iptv}",
    "Abonnement IPTV {ch} chaînes HD/4K - Test gratuit 24h - {d_iptv}",
    "IPTV barato {ch} canais + filmes e séries - teste grátis - chama no zap {phone}",
    "اشتراك IPTV لمدة سنة {ch} قناة بجودة 4K - واتساب {phone}",
    "IPTV abonelik {ch} kanal - ücretsiz deneme - {d_iptv}",
    "IPTV abonnement {ch} zenders - Ziggo Sport & Viaplay - gratis test - {d_iptv}",
    "Abbonamento IPTV {ch} canali Serie A e Champions in diretta - {d_iptv}",
    "Лучшее IPTV {ch} каналов - тест 24 часа - {tg}",
], G_TV + ["alt.binaries.multimedia.sports", "alt.binaries.hdtv.x264"],
    ["IPTV", "iptv 4k", "IPTV!!!", "M3U", "IPTV {price}", "iptv trial"])

J("premium_accounts", 30, [
    "Netflix Premium 4K accounts lifetime warranty {price} - {d_acct}",
    "Selling Usenet accounts - unlimited speed, {n} connections, {price} - {email}",
    "Spotify / Disney+ / HBO Max / Prime accounts cheap - instant delivery {tg}",
    "[FRESH] {big} Netflix combos hits {year} checked working - {d_acct}",
    "{provider} unlimited account shared cheap - PM {email}",
    "Premium link generator - Rapidgator, Nitroflare, Keep2Share, Mega - {price} - {d_acct}",
    "NordVPN + Netflix + Spotify bundle {price} lifetime - {d_acct}",
    "Free premium accounts giveaway {year} - first {n} people - {d_acct}",
    "Adobe Creative Cloud full access account {price} 1 year - DM {tg}",
    "ChatGPT Plus shared accounts {price} - {d_acct}",
    "{indexer} lifetime VIP + API key for sale {price} - {email}",
    "Steam accounts with {n} games random keys {price} - {d_acct}",
], [
    "Продам аккаунты Netflix Premium 4K - гарантия - телеграм {tg}",
    "Cuentas Netflix y Spotify Premium baratas - entrega inmediata - {d_acct}",
    "Contas premium Netflix, Disney+, HBO Max por {price} - {d_acct}",
    "Bán tài khoản Netflix Premium giá rẻ - liên hệ Zalo {phone}",
    "Jual akun Netflix Premium murah garansi full - WA {phone}",
    "Usenet Account zu verkaufen - unbegrenzt - {price} - {email}",
], G_GEN + G_TV, ["accounts", "premium accs", "NETFLIX {price}", "acc shop"])

J("vpn_proxy_sales", 26, [
    "Fast VPN no logs {price} - unblock everything - {d_vpn}",
    "Residential proxies {big} IPs rotating - SOCKS5 - {d_vpn}",
    "Hide your downloads from your ISP! Best Usenet VPN {year} - {pct}% OFF - {d_vpn}",
    "Private SOCKS5 proxy list {num} fresh checked {date} - {d_vpn}",
    "Your IP {ip} is exposed!!! protect yourself now {d_vpn}",
    "VPN.Lifetime.Deal.{year}.Unlimited.Devices.{pct}.OFF-{d_vpn}",
    "Anonymous RDP / VPS with crypto payment, no KYC - {d_vpn}",
    "Cheap VPN accounts ExpressVPN NordVPN Surfshark {price} - {tg}",
    "WARNING: your ISP is logging your usenet traffic - get protected at {d_vpn}",
    "Bulletproof hosting + VPN, DMCA ignored - {d_vpn}",
], [
    "Schneller VPN ohne Logs - jetzt {pct}% Rabatt - {d_vpn}",
    "Прокси SOCKS5 резидентные {big} IP - дешево - {tg}",
    "高速VPN翻墙 稳定不掉线 月付{price} - {d_vpn}",
    "VPN rapide sans logs, débloquez tout - {pct}% de réduction - {d_vpn}",
    "VPN barata sin registros - {pct}% de descuento - {d_vpn}",
], G_GEN, ["VPN", "socks5", "proxy list", "VPN {pct}% OFF"])

J("fake_streaming", 32, [
    "Watch {movie} ({year}) Online Free Full Movie HD 1080p - {d_stream}",
    "{movie} FULL MOVIE STREAMING NOW >>> {d_stream}",
    "[WATCH] {movie} {year} Full Movie Online Free 123Movies Putlocker",
    "{show} Season {sn} Episode {en} Live Stream Free - {d_stream}",
    "Watch {sport} Live Stream Free HD Reddit Streams - {d_stream}",
    "{movie} ({year}) .FullMovie. Free Online [Dailymotion] 720p",
    "Stream all new movies free no signup - {d_stream}/watch?v={hex8}",
    "{movie_dot}.{year}.FULL.MOVIE.ONLINE.FREE.HD.STREAM-{d_stream}",
    "123movies {movie} full movie free online watch now",
    "Official Stream!! {show} S{sn2}E{en2} Online Free (Stream in HD)",
    "{movie} ~ Watch Online Free ~ HQ ~ No Sign Up ~ {d_stream}",
    "LIVE: {sport} free stream link HD no ads - {d_stream}",
], [
    "Ver {movie} Pelicula Completa Online Gratis en Español Latino HD - {d_stream}",
    "Assistir {movie} Filme Completo Dublado Online Grátis - {d_stream}",
    "Voir {movie} Film Complet en Streaming VF Gratuit - {d_stream}",
    "Guarda {movie} Film Completo Streaming ITA Gratis - {d_stream}",
    "{movie} Ganzer Film Deutsch Kostenlos Stream Online Anschauen - {d_stream}",
    "Xem phim {movie} Full HD Vietsub miễn phí - {d_stream}",
    "{movie} Full HD Türkçe Dublaj İzle - {d_stream}",
    "Nonton {movie} Sub Indo Full Movie Gratis - {d_stream}",
    "{movie} Cały Film Online Lektor PL za darmo - {d_stream}",
    "Смотреть {movie} онлайн бесплатно в HD - {d_stream}",
], G_MOV + G_TV, ["watch free", "STREAM", "full movie", "{movie} free"])

J("download_lure", 32, [
    "{movie_dot}.{year}.1080p.WEB-DL.x264 - DOWNLOAD FULL MOVIE HERE - www.{d_dl}",
    "{movie} {year} Full Movie Download Free 480p 720p 1080p [{d_dl}]",
    "Download {movie} torrent + direct link fast - {d_dl}",
    "{show_dot}.S{sn2}E{en2}.1080p - all episodes free at {d_dl} - no usenet needed",
    "!!! Get ALL new releases before Usenet - {d_dl} - {movie} available NOW !!!",
    "{movie_dot}.{year}.CAM.FULL.DOWNLOAD.LINK.IN.DESCRIPTION",
    "FREE DOWNLOAD {movie} mega links updated daily - {d_dl}",
    "{movie} [HDRip] - complete file at https://{d_dl}/file/{hex8}",
    "{game} Full PC Game Free Download (Pre-Installed) - {d_dl}",
    "{game} Crack Only + Free Download - working {year} - {d_dl}",
    "{artist_album} (Full Album) Free Download Zip 320kbps - {d_dl}",
    "Why wait for pars? Same file instant at {d_dl}/{movie_nospace}",
], [
    "Descargar {movie} Pelicula Completa Latino MEGA 1 Link - {d_dl}",
    "Baixar {movie} Dublado Torrent Completo - {d_dl}",
    "Télécharger {movie} Gratuit Film Complet Uptobox 1fichier - {d_dl}",
    "Скачать {movie} бесплатно в хорошем качестве - {d_dl}",
    "{movie} Full Movie Download Hindi Dubbed 480p Filmyzilla - {d_dl}",
    "{movie} kostenlos herunterladen - ganzer Film - {d_dl}",
    "{movie} indir - full HD tek link - {d_dl}",
], G_MOV + G_GEN, ["download", "DOWNLOAD HERE", "{movie} dl", "free dl"])

J("malware_dressed_media", 32, [
    "{movie_dot}.{year}.1080p.BluRay.x264.mkv.exe",
    "{movie} {year} DVDRip XviD - READ NFO - codec required.exe",
    '[01/03] - "{movie_dot}.{year}.720p.WEB.avi.exe" yEnc (1/12)',
    "{movie_dot}.{year}.1080p.WEB-DL.DD5.1.H264 - Player_Setup.exe",
    "You need the latest codec to play this file - get {codec}.exe from {d_dl}",
    "{show_dot}.S{sn2}E{en2}.720p.HDTV.x264.wmv (license required - click to acquire)",
    "{artist_album} ({year}) [320kbps] - Album_Player.exe",
    "{movie} full.mp4.scr",
    '"{movie_dot}.{year}.HDRip.XviD.AC3.zip" - open video.lnk to play',
    "{movie_dot}.{year}.2160p.UHD.x265.HDR - install {codec} first (included)",
    "Setup_{movie_nospace}_HD_Player.exe",
    "{movie_dot}.{year}.1080p.WEBRip.x264.wmv - DRM license url inside",
    "{game} v1.0 cracked.exe - run as administrator, disable antivirus",
    "Codec.Pack.{codec}.{year}.All.Formats.Required.For.New.Releases.exe",
    '{movie_dot}.{year}.720p [1/1] - "{movie_nospace}.avi                    .exe" yEnc (1/4)',
    "{movie} {year} HD.mp4 .js",
    "{show_dot}.S{sn2}E{en2}.1080p.WEB.h264.mkv.lnk",
], [
    "{movie_dot}.{year}.German.DL.1080p.WEB.x264 - Codec installieren.exe",
    "{movie} {year} Español Latino - reproductor necesario.exe",
    "{movie_dot}.{year}.FRENCH.1080p.WEB - lecteur requis.exe",
    "{movie} {year} Dublado - instale o player.exe",
    "{movie} {year} ITA - installa il codec.exe",
], G_MOV + G_TV + G_MUS, ["codec.exe", "player.exe", "{movie_nospace}.exe", "setup.exe"])

J("password_survey_lure", 28, [
    "{movie_dot}.{year}.1080p.BluRay.x264 - password protected - get password at {d_dl}",
    "[PW] {movie} {year} - rar password: visit {d_dl}/pass.html",
    "{show_dot}.S{sn2}E{en2}.720p - PASSWORD IN NFO - complete short survey to unlock",
    "{movie} {year} HDRip - archive password sent by SMS - text {code} to {shortcode}",
    "password for all my posts is at {d_dl} - free registration",
    "{game}-CODEX - pass: www.{d_dl}",
    "Unlock code required - complete 1 offer at {d_dl} to get RAR password",
    "{movie_dot}.{year}.REPACK.1080p - password.txt.url",
    "{artist_album} FLAC - password = www.{d_dl} (register to see)",
    "{movie} {year} 4K - pass in comments -> {d_dl}",
], [
    "{movie_dot}.{year}.German.1080p - Passwort unter {d_dl}",
    "{movie} {year} FRENCH - mot de passe sur {d_dl}",
    "{movie} {year} - contraseña del rar en {d_dl}",
    "{movie} {year} ITA - password del rar su {d_dl}",
    "{movie} {year} NL subs - wachtwoord op {d_dl}",
], G_MOV + G_TV, ["password?", "PW inside", "pass: {d_dl}"])

J("phishing", 30, [
    "URGENT: Your Usenet account will be suspended - verify at https://{d_phish}",
    "Your {brand} account has been locked - confirm your identity within 24 hours",
    "Payment failed - update billing info for your newsserver subscription - {d_phish}",
    "{brand} Security Alert: unusual sign-in from {country} - {d_phish}",
    "{indexer} API key expired - re-enter credentials at {d_phish}/login",
    "Your mailbox is full - click to upgrade storage - {d_phish}",
    "Invoice #{inv} attached - please review - {brand} Billing",
    "Apple ID suspended - restore access https://{d_phish}/id",
    "Refund of {amount_small} pending from {brand} - claim now {d_phish}",
    "{brand}: we couldn't process your payment - {d_phish}",
    "[Re: ticket #{inv}] action required on your {brand} account",
    "DHL: your parcel is on hold, pay {price} customs fee - {d_phish}",
    "Verify your {provider} subscription or lose access in 48h - {d_phish}",
], [
    "Ihr {brand} Konto wurde eingeschränkt - bitte bestätigen Sie Ihre Daten: {d_phish}",
    "Votre compte {brand} a été suspendu - vérifiez vos informations sur {d_phish}",
    "Su cuenta {brand} ha sido bloqueada - verifique su identidad en {d_phish}",
    "Il tuo conto {brand} è stato sospeso - conferma i dati su {d_phish}",
    "Uw {brand} rekening is geblokkeerd - verifieer via {d_phish}",
    "Twoje konto {brand} zostało zablokowane - zweryfikuj dane: {d_phish}",
], G_GEN + G_NONBIN, ["verify now", "account locked", "{brand} alert"])

J("advance_fee_fraud", 30, [
    "Dear Beloved Friend, I am Barrister {first} {last} - URGENT BUSINESS PROPOSAL",
    "From the desk of Dr. {first} {last}, Central Bank of Nigeria - {amount} awaiting transfer",
    "CONFIDENTIAL: inheritance of {amount} left by late client bearing your surname",
    "Attention Beneficiary: your ATM card worth {amount} is ready for delivery",
    "I am a dying widow and want to donate {amount} to charity through you",
    "COMPENSATION PAYMENT {amount} - UN/World Bank - contact {email}",
    "Re: Reply urgently - Mrs {first} {last} ({email})",
    "YOUR LOTTERY WINNING {amount} UK NATIONAL LOTTERY REF:{ref}",
    "Congratulations! Your email won {amount} in the {brand2} Promo {year}",
    "Business partnership - crude oil deal - {pct}% for you - {email}",
    "Good day, I have a proposal for you worth {amount} - Gen. {first} {last}",
    "STRICTLY PRIVATE: consignment box containing {amount} at the airport",
], [
    "Bonjour cher ami, je suis Me {first} {last}, avocat - héritage de {amount}",
    "Estimado beneficiario: usted ha ganado {amount} en la Loteria Primitiva - {email}",
    "Sehr geehrter Begünstigter, Ihnen wurden {amount} zugesprochen - {email}",
    "Prezado amigo, tenho uma proposta de negócio de {amount} - {email}",
    "Gentile beneficiario, lei ha vinto {amount} - contatti {email}",
], G_GEN + G_NONBIN, ["URGENT", "Dear Friend", "PROPOSAL", "Hello Dear"])

J("crypto_scam", 32, [
    "{coin} GIVEAWAY - send 0.1 get 1.0 back - {btc}",
    "Elon Musk {coin} giveaway LIVE - double your coins - {d_coin}",
    "Turn $250 into $15,000 in 7 days with our AI trading bot - {d_coin}",
    "New memecoin {ticker} launching now - 1000x guaranteed - join {tg}",
    "Free {coin} airdrop - claim {big} tokens - connect wallet at {d_coin}",
    "Bitcoin cloud mining contract {pct}% daily ROI - {d_coin}",
    "Pump signal group - next coin in 10 minutes - {tg}",
    "I made {amount_small} in one week with crypto - here's how - {d_coin}",
    "{ticker}.Presale.Stage.3.LIVE.{year}.100x.GEM-{d_coin}",
    "Recover lost crypto / hacked wallet - certified recovery expert - {email}",
    "USDT TRC20 double investment in 24h - min $100 - WhatsApp {phone}",
    "Quantum AI trading - as seen on TV - {d_coin}",
    "Send {coin} to {btc} and receive 2x back within 30 min",
], [
    "Заработок на крипте от {pct}% в день - пиши в телеграм {tg}",
    "Gana {amount_small} al día con Bitcoin - sin experiencia - {d_coin}",
    "Invista em {coin} e ganhe {pct}% ao dia - chama no WhatsApp {phone}",
    "Mit Bitcoin Code {amount_small} pro Tag verdienen - {d_coin}",
    "{coin}空投 免费领取 {big} 枚 - {d_coin}",
    "{coin} ile günde %{pct} kazanç - telegram {tg}",
    "Đầu tư {coin} lợi nhuận {pct}% mỗi ngày - {tg}",
], G_GEN, ["{coin} x2", "airdrop", "{ticker}", "BTC!!!", "1000x"])

J("gambling", 32, [
    "Online Casino {pct}0% welcome bonus + {n}0 free spins - {d_casino}",
    "Best betting tips {sport} today 100% sure fixed matches - {tg}",
    "FIXED MATCHES {odds} odds - pay after win - WhatsApp {phone}",
    "Play poker online, get $50 free no deposit - {d_casino}",
    "Win big on slots tonight!!! Jackpot {amount_small} - {d_casino}",
    "Crypto casino - instant withdrawals, no KYC - {d_casino}",
    "Free bet {price} for new customers - {sport} - {d_casino}",
    "Aviator predictor bot hack {year} - {tg}",
    "Mega.Jackpot.Slots.{year}.Free.Spins.Bonus.Code.{code}",
    "Roulette system that never loses - {d_casino}",
    "{sport} accumulator tips - {odds} odds - join VIP {tg}",
], [
    "Online Casino ohne Limit - {pct}% Bonus + Freispiele - {d_casino}",
    "Casino online bono de bienvenida {pct}% - apuestas deportivas - {d_casino}",
    "Cassino online bônus de {pct}% - saque via Pix na hora - {d_casino}",
    "Casinò online bonus senza deposito - {d_casino}",
    "Казино онлайн бонус {pct}% на первый депозит - {d_casino}",
    "Situs judi slot gacor hari ini maxwin - daftar {d_casino}",
    "Nhà cái uy tín - tặng {price} khi đăng ký - {d_casino}",
    "Deneme bonusu veren siteler {year} - {d_casino}",
    "オンラインカジノ 入金不要ボーナス {price} - {d_casino}",
], G_GEN + G_TV, ["casino", "SLOTS", "bet now", "jackpot!!!", "fixed match"])

J("pharmacy", 32, [
    "{drug} 100mg no prescription - {price_pill} per pill - {d_pharm}",
    "Buy {drug} online cheap - discreet shipping worldwide - {d_pharm}",
    "Generic {drug} + {drug2} combo pack - {pct}% off - {d_pharm}",
    "Canadian pharmacy - {drug}, {drug2}, {drug3} - overnight delivery",
    "Order {drug} without Rx - FedEx next day - {d_pharm}",
    "Men's health: last longer in bed!!! {drug} from {price_pill} - {d_pharm}",
    "{drug} 10mg 90 tabs {price} - {d_pharm}",
    "Lose weight with {glp} injections - no doctor needed - {d_pharm}",
    "Pharmacy online {drug}/{drug2}/{drug3}/{drug4} best prices",
    "RE: your {drug} order #{inv} has shipped",
    "{drug} {drug2} {drug3} {drug4} {drug} {drug2} cheap cheap cheap",
    "Painkillers without prescription - {drug} - text {phone}",
], [
    "{drug} ohne Rezept kaufen - diskreter Versand - {d_pharm}",
    "Acheter {drug} sans ordonnance - livraison discrète - {d_pharm}",
    "Comprar {drug} sin receta - envío discreto - {d_pharm}",
    "{drug} senza ricetta - spedizione discreta - {d_pharm}",
    "Купить {drug} без рецепта - доставка - {d_pharm}",
    "{drug} bez recepty - dyskretna wysyłka - {d_pharm}",
    "{drug} kopen zonder recept - {d_pharm}",
], G_GEN + G_NONBIN, ["{drug}", "{drug}!!!", "meds", "rx cheap", "{drug} {price_pill}"])

J("dating", 32, [
    "Lonely tonight? {n} single women in your area want to meet - {d_date}",
    "Hi, I'm {fname}, {age}, looking for a serious man - write me {email}",
    "Hot singles near you - free signup - {d_date}",
    "Russian & Ukrainian brides - find your soulmate - {d_date}",
    "{fname} ({age}) sent you a private message - read it at {d_date}",
    "Meet mature women tonight, no credit card needed - {d_date}",
    "Casual dating app {year} - {pct}% success rate - {d_date}",
    "Are you still single? {fname} wants to chat with you :) {d_date}",
    "Sugar daddy / sugar baby arrangements - {d_date}",
    "Asian beauties want to meet western men - {d_date}",
    "{fname} {age} y.o. from {city} - see my photos - {d_date}",
], [
    "Einsame Frauen in deiner Nähe suchen ein Treffen - {d_date}",
    "Rencontres célibataires près de chez vous - inscription gratuite - {d_date}",
    "Chicas solteras cerca de ti quieren conocerte - {d_date}",
    "Познакомлюсь с мужчиной для серьезных отношений, {fname}, {age} - {email}",
    "Mulheres solteiras perto de você - cadastro grátis - {d_date}",
    "Donne single nella tua zona - iscriviti gratis - {d_date}",
    "Samotne kobiety z Twojej okolicy - {d_date}",
], G_GEN + G_NONBIN + ["alt.binaries.pictures"], ["hi :)", "{fname} {age}", "meet me", "lonely?"])

J("cam_site_ads", 22, [
    "LIVE CAMS - {n} girls online NOW - free tokens - {d_cam}",
    "Free live webcam shows, no registration - {d_cam}",
    "{fname} is live on cam right now!! {d_cam}",
    "Private cam chat {price} per minute - {d_cam}",
    "Get {n}0 free tokens on signup - {d_cam}",
    "HOT.LIVE.CAMS.{year}.FREE.ACCESS.NO.CC-{d_cam}",
    "Webcam models wanted - earn {amount_small}/week from home - {d_cam}",
    "18+ {fname} webcam show tonight {emo} {d_cam}",
], [
    "Live Cams kostenlos - {n} Girls jetzt online - {d_cam}",
    "Cámaras en vivo gratis - chicas online ahora - {d_cam}",
    "Вебкам модели онлайн бесплатно - {d_cam}",
    "Webcam gratuite en direct - {d_cam}",
], ["alt.binaries.erotica", "alt.binaries.pictures", "alt.binaries.multimedia"] + G_GEN, ["cams", "LIVE NOW", "18+"])

J("seo_spam", 26, [
    "High DA backlinks {n}00 pack - rank #1 on Google - {d_seo}",
    "SEO services - guaranteed first page in 30 days - {d_seo}",
    "Guest posts on DA50+ sites {price} - {d_seo}",
    "Buy website traffic - {big} real visitors for {price}",
    "Best {kw} in {city} | Emergency 24/7 | {phone}",
    "Locksmith {city} - fast 24h service - call {phone}",
    "Cheap web design and hosting {price} - {d_seo}",
    "Article spinner + GSA lists {year} - {d_seo}",
    "{kw} {kw2} {kw3} best {kw} {city} cheap {kw2} near me",
    "Roof repair {city} | roofing contractor near me | free estimate {phone}",
    "{kw} {city} - {d_seo}",
    "Email list {big} verified B2B leads {year} - {d_seo}",
], [
    "Backlinks kaufen - Top Ranking bei Google - {d_seo}",
    "Прогон сайта по {big} базам - SEO продвижение - {tg}",
    "Posicionamiento SEO garantizado - primera página de Google - {d_seo}",
    "Référencement naturel garanti - première page Google - {d_seo}",
], G_GEN + G_NONBIN, ["backlinks", "SEO", "{kw} {city}"])

J("work_from_home", 30, [
    "Make {amount_small} a week working from home - no experience - {d_job}",
    "I quit my job and now earn {amount_small}/month online - ask me how",
    "Stay-at-home mom makes {amount_small} per month on Google - {d_job}",
    "Data entry jobs - {price}/hour - apply at {d_job}",
    "Be your own boss! Join our team - {d_job}",
    "Earn money by watching videos and liking posts - {tg}",
    "Envelope stuffing from home - {price} per envelope - send SASE",
    "Amazon reviewer job - get paid {price} per review - {tg}",
    "MAKE.MONEY.FAST.{year}.PROVEN.SYSTEM.PDF-{d_job}",
    "Passive income blueprint - {amount_small} in 30 days - {d_job}",
    "Network marketing opportunity - residual income - {email}",
    "Part time remote job, 1-2 hours a day, {price}/day - WhatsApp {phone}",
], [
    "Gana dinero desde casa {amount_small} al mes - {d_job}",
    "Trabalhe em casa e ganhe {amount_small} por mês - {d_job}",
    "Geld verdienen von zu Hause - {amount_small} im Monat - {d_job}",
    "Gagnez {amount_small} par mois depuis chez vous - {d_job}",
    "Kerja dari rumah gaji {amount_small} per bulan - WA {phone}",
    "在家兼职 日赚{price} 手机操作 - 加微信 {wechat}",
    "Việc làm online tại nhà thu nhập {amount_small}/tháng - Zalo {phone}",
], G_GEN + G_NONBIN, ["$$$", "MAKE MONEY FAST", "earn $$$", "WORK FROM HOME"])

J("loans_credit", 28, [
    "Bad credit? Get a loan up to {amount_small} today - instant approval - {d_loan}",
    "Payday loans online - no credit check - {d_loan}",
    "Consolidate your debt and save {pct}% - {d_loan}",
    "Credit repair - remove negative items in 30 days - {phone}",
    "Refinance your mortgage at {rate}% - {d_loan}",
    "Loan offer at {rate}% interest - contact {email}",
    "Guaranteed business loans {amount} - {email}",
    "Need cash fast? {amount_small} in your account in 1 hour - {d_loan}",
    "CPN numbers / tradelines for sale - boost your score - {tg}",
    "Student loan forgiveness program {year} - apply now {d_loan}",
], [
    "Kredit ohne Schufa - bis {amount_small} sofort - {d_loan}",
    "Préstamos rápidos sin aval - {amount_small} en 24h - {phone}",
    "Prêt entre particuliers sérieux à {rate}% - {email}",
    "Prestito veloce anche per protestati - {d_loan}",
    "Empréstimo para negativado aprovado na hora - {phone}",
], G_GEN + G_NONBIN, ["LOANS", "cash now", "bad credit?"])

J("replica_goods", 26, [
    "Replica Rolex / Omega / Breitling - Swiss movement - {price} - {d_rep}",
    "Cheap Louis Vuitton handbags {pct}% off - {d_rep}",
    "Designer sneakers 1:1 quality - Jordan / Yeezy - {d_rep}",
    "Ray-Ban sunglasses outlet {price} - {d_rep}",
    "UGG boots clearance sale {price} - {d_rep}",
    "Cheap Oakley, Gucci, Prada - factory outlet - {d_rep}",
    "Wholesale NFL jerseys from China {price} - {d_rep}",
    "Perfume tester clearance - Chanel Dior {price} - {d_rep}",
    "Michael Kors outlet online {pct}% off today only - {d_rep}",
], [
    "Rolex Uhren Replika günstig - {d_rep}",
    "Sacs Louis Vuitton pas cher - {d_rep}",
    "高仿名牌手表 包包 一比一 - 微信 {wechat}",
    "Relojes réplica de lujo baratos - {d_rep}",
], G_GEN + G_NONBIN, ["rolex", "replica", "LV bags"])

J("fake_documents", 24, [
    "Buy real and fake passports, driver's licenses, ID cards - {email}",
    "Registered IELTS certificates without exam - WhatsApp {phone}",
    "Get a genuine university diploma in 7 days - {d_doc}",
    "Counterfeit banknotes undetectable - USD EUR GBP - {tg}",
    "SSN / fullz / CVV fresh {year} - {tg}",
    "Novelty ID cards all US states - {d_doc}",
    "Buy a doctor's note / sick note online {price} - {d_doc}",
    "Residence permit, visa, citizenship fast - {email}",
], [
    "Se venden pasaportes, licencias de conducir y DNI - {email}",
    "Achetez permis de conduire et passeports - {email}",
    "Führerschein kaufen ohne Prüfung - {d_doc}",
    "Куплю/продам диплом о высшем образовании - {d_doc}",
], G_GEN + G_NONBIN, ["passports", "fullz", "CVV"])

J("social_media_growth", 26, [
    "Buy {big} Instagram followers for {price} - real and active - {d_smm}",
    "YouTube views / subscribers / watch hours cheap - {d_smm}",
    "TikTok likes {big} in 1 hour - {d_smm}",
    "Grow your X/Twitter account {pct}% faster - {d_smm}",
    "Cheapest SMM panel {year} - resellers welcome - {d_smm}",
    "Spotify plays {big} for {price} - get on playlists - {d_smm}",
    "Get 4000 watch hours for monetization - {tg}",
    "Google reviews 5 star {price} each - {d_smm}",
    "Essay writing service - plagiarism free - {d_smm}",
], [
    "Накрутка подписчиков Instagram и TikTok дешево - {d_smm}",
    "Compra seguidores de Instagram reales - {d_smm}",
    "Seguidores brasileiros reais no Instagram - {d_smm}",
    "Jasa tambah followers Instagram murah - {d_smm}",
    "Instagram takipçi satın al - {d_smm}",
    "زيادة متابعين انستقرام حقيقيين - {d_smm}",
], G_GEN + G_NONBIN, ["followers", "SMM panel", "likes"])

J("diet_supplements", 26, [
    "Lose {n} lbs in 30 days without diet or exercise - {d_diet}",
    "Doctors hate this one weird trick to burn belly fat - {d_diet}",
    "Keto pills - Shark Tank special - {d_diet}",
    "Miracle hair regrowth formula {pct}% success - {d_diet}",
    "Male enhancement supplement - results in 2 weeks - {d_diet}",
    "Garcinia cambogia extract {price} trial - {d_diet}",
    "CBD gummies - cure anxiety, pain, insomnia - {d_diet}",
    "Reverse type 2 diabetes naturally - {d_diet}",
    "This 10-second morning ritual melts fat - {d_diet}",
    "Anti-aging cream that celebrities don't want you to know about",
], [
    "Abnehmen ohne Diät - {n} kg in 30 Tagen - {d_diet}",
    "Perdez {n} kg en 30 jours sans régime - {d_diet}",
    "Pierde peso rápido sin dieta - {d_diet}",
    "Dimagrire velocemente senza dieta - {d_diet}",
    "Schudnij {n} kg w miesiąc - {d_diet}",
], G_GEN + G_NONBIN, ["lose weight", "keto", "fat burner"])

J("proselytising", 28, [
    "Jesus loves you - repent before it is too late - John 3:16",
    "The end times are here - read Revelation {bc}:{bv} - {d_church}",
    "Have you accepted Christ as your savior? eternal life is free",
    "Hell is real. Are you ready to meet God? - {d_church}",
    "Free Bible study by mail - write to PO Box {num}",
    "The Rapture is coming in {year} - prepare yourself",
    "Read the Quran and discover the truth - {d_church}",
    "God's message for usenet users - {bbook} {bc}:{bv}",
    "Turn away from sin - pornography and piracy lead to damnation",
    "Why does God allow suffering? free booklet - {d_church}",
    "What does the Bible really teach? {d_church}",
    "Pray for the world - {bbook} {bc}:{bv} {emo}",
    "{bbook} {bc}:{bv} - He is coming back - are YOU ready?",
], [
    "Dios te ama - arrepiéntete - Juan 3:16 - {d_church}",
    "Jesus liebt dich - kehre um bevor es zu spät ist - {d_church}",
    "Jesus te ama! Aceite Jesus hoje - {d_church}",
    "Dieu vous aime - repentez-vous - {d_church}",
    "예수 믿으세요 천국 불신 지옥 - {d_church}",
    "تعرف على الإسلام دين الحق - {d_church}",
], G_GEN + G_NONBIN, ["JESUS SAVES", "Repent", "John 3:16", "pray"], obf=0.3)

J("conspiracy_flood", 28, [
    "WAKE UP!!! The truth about {consp} they don't want you to know",
    "{consp} - the PROOF - share before it gets deleted",
    "THEY ARE LYING TO YOU about {consp} - {d_truth}",
    "Chemtrails over {city} today - photos inside - wake up sheeple",
    "The moon landing was faked - {n} facts NASA can't explain",
    "5G towers and mass surveillance - full report - {d_truth}",
    "Flat earth proof #{num} - water always finds its level",
    "New world order plan leaked - {year} depopulation agenda",
    "Reptilians control the banks - read this before it's censored",
    "The Usenet admins are hiding this from you - {consp}",
    "Open your eyes: {consp}, {consp2}, {consp3} - all connected",
    "{consp} EXPOSED part {n} - mirror this everywhere",
], [
    "Die Wahrheit über {consp} - wacht auf! - {d_truth}",
    "Правда о {consp_ru} - смотрите пока не удалили - {d_truth}",
    "La verdad sobre {consp} que no quieren que sepas - {d_truth}",
    "La vérité sur {consp} qu'on vous cache - {d_truth}",
    "La verità su {consp} che nessuno ti dice - {d_truth}",
], G_GEN + G_NONBIN, ["WAKE UP", "TRUTH", "sheeple!!!", "they lie"], obf=0.3)

J("chain_letter", 22, [
    "FWD: FWD: send this to 10 people or have bad luck for 7 years",
    "This is not a joke!!! forward to all your contacts - Microsoft will pay you ${n} per forward",
    "Make Money Fast - it really works! send $1 to each of the 5 names on the list",
    "WARNING: virus alert - do not open any post titled '{virus}' - pass it on",
    "Good luck totem from {country} - repost in {n} groups within 96 hours",
    "Help little {fname} - every repost = 1 cent for her surgery",
    "Bill Gates is sharing his fortune - repost this and get ${big}",
    "If you don't repost this message {n} times something terrible will happen tonight",
    "FW: Re: FW: the {virus} virus is real - tell everyone",
    "Copy this post to every alt.binaries group - the Dave Rhodes method",
], [
    "Reenvía este mensaje a 10 personas o tendrás mala suerte - no es broma",
    "Repasse essa mensagem para 10 grupos ou terá 7 anos de azar",
    "Kettenbrief: schick das an 10 Leute sonst passiert heute Nacht etwas",
    "Inoltra questo messaggio a 10 persone o avrai sfortuna",
], G_GEN + G_NONBIN, ["FWD: FWD:", "pass it on", "MMF"], obf=0.3)

J("extortion", 24, [
    "I know your password: {pw} - pay {btc_amt} BTC to {btc}",
    "I recorded you through your webcam - you have 48 hours - {btc}",
    "Your device has been hacked - send ${n}00 in bitcoin or I release the video",
    "Last warning to the uploader of this group - pay or your IP {ip} goes public",
    "DMCA notice: pay {price} settlement or face prosecution - {email}",
    "Your ISP reported your downloads - settle now for {price} - case #{inv}",
    "We have your nzb history - pay {btc_amt} BTC - {btc}",
    "Copyright infringement settlement - avoid court - {d_phish}",
    "Your files are encrypted - ransom {btc_amt} BTC - contact {email}",
], [
    "Abmahnung: Zahlen Sie {price} oder wir klagen - {email}",
    "J'ai piraté votre appareil - payez {btc_amt} BTC - {btc}",
    "Tengo un video tuyo - paga {btc_amt} BTC en 48 horas - {btc}",
    "Ho hackerato il tuo dispositivo - paga {btc_amt} BTC - {btc}",
], G_GEN + G_NONBIN, ["PAY NOW", "{btc}", "last warning"])

J("offtopic_chatter", 32, [
    "Anyone else getting missing articles on {provider} today?",
    "Re: why is this group full of spam now",
    "What happened to {nick}? haven't seen posts in months",
    "Is {indexer} down for everyone or just me?",
    "OT: best NAS for sabnzbd?",
    "Re: Re: Re: {topic}",
    "Thanks to whoever posted the {show} set!!!",
    "Which newsreader do you guys use in {year}?",
    "OT: happy new year everyone",
    "Who remembers when this group was actually good",
    "Please stop posting in the wrong group",
    "Need invite to {indexer}, will trade",
    "Block account or unlimited? opinions",
    "Re: retention is now {days} days lol",
    "Anyone here from {country}?",
    "OT: my cat walked on the keyboard, sorry for the last post",
    "Does anybody still use Outlook Express for news?",
    "Re: {topic} - was it better in the old days?",
    "where do i find the nzb for this??",
    "can someone explain how par2 works, im new",
], [
    "Re: Warum ist hier so viel Spam in letzter Zeit?",
    "Iemand anders ook problemen met {provider} vandaag?",
    "Quelqu'un a un bon indexeur à conseiller ?",
    "¿Alguien sabe por qué ya no postean series aquí?",
    "Qualcuno ha problemi con {provider} oggi?",
    "Кто-нибудь знает хороший индексатор?",
], G_TALK, ["OT", "?", "thanks!", "Re: ?", "lol", "+1", "me too"], obf=0.15)

J("test_post", 28, [
    "test", "Test - please ignore", "test 123", "testing testing", "ignore - test post from {client}",
    "TEST {date}", "test binary post {n}", "testing new server {provider}", '[01/01] - "test.txt" yEnc (1/1)',
    "this is a test", "test of yEnc encoding - ignore", "Test ({hex6})", "testing {client} config",
    "{client} test - please ignore", "can you see this?", "does this work", "test - do not download",
    "aaaa test", "t3st", "TEST TEST TEST", "test {hex4}", "Test message, ignore #{n}",
    '"testfile_{n}.bin" yEnc (1/1)', "posting test {ts}",
], [
    "Test - bitte ignorieren", "test - merci d'ignorer", "prueba - ignorar", "test - negeren aub",
    "prova - ignorare", "test - proszę zignorować", "тест", "テスト", "teste - ignorar", "測試",
], G_TEST, ["t", "test", "tst", "x"], obf=0.12)

J("flame_war", 28, [
    "Re: {nick} is a clueless idiot and should get off usenet",
    "Re: Re: STOP REPOSTING YOU MORON",
    "Re: {nick} you pathetic leech, never posted a single file",
    "Re: *PLONK* - {nick} killfiled",
    "Re: Learn to quote properly you top-posting lamer",
    "Re: {nick} = troll, do not feed",
    "Re: Nobody cares about your opinion {nick}",
    "Re: Re: Re: Re: {nick} is a liar and a thief",
    "Re: you're the reason this group died",
    "Re: get a life loser",
    "Re: Re: {nick} stole my encodes and reposted them as his own",
    "Re: {nick2} is a sock puppet of {nick} - exposed",
    "Re: shut up {nick}, go back to your cave",
], [
    "Re: {nick} du Vollidiot", "Re: {nick} is een sukkel", "Re: {nick} t'es vraiment un gros nul",
    "Re: {nick} eres un idiota", "Re: {nick} sei un cretino",
], G_TALK + ["alt.flame", "alt.usenet.kooks"], ["Re: idiot", "*plonk*", "Re: moron"], obf=0.15)

J("usenet_provider_ads", 24, [
    "Best Usenet provider {year}: {days} days retention, unlimited, {price} - {d_news}",
    "Black Friday: {provider} {pct}% off - {d_news}",
    "Free Usenet trial 14 days unlimited - {d_news}",
    "Get invites to private indexers - {price} - {tg}",
    "Use code {code} for {pct}% off your Usenet account - {d_news}",
    "Switch to our newsserver - {n}0 SSL connections - {d_news}",
    "Usenet + VPN bundle {price} - {d_news}",
    "Why pay more? block accounts {n}TB for {price} - {d_news}",
    "[AD] fastest binaries server in Europe - {d_news}",
], [
    "Usenet Zugang {price} im Monat - unbegrenzt - {d_news}",
    "Usenet abonnement met {pct}% korting - {d_news}",
    "Accès Usenet illimité {price} - {d_news}",
], G_GEN, ["usenet deal", "{pct}% OFF", "free trial"])


# ----------------------------------------- generator-driven noise intents

ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "azertyuiop", "qsdfghjklm",
        "qwertzuiop", "йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю", "asdf", "jkl;", "uiop"]
# Russian words typed on an English layout and English words typed on a Russian one
WRONG_LAYOUT = ["ghbdtn", "rfr ltkf", "ntcn", "gjxtve yt hf,jnftn", "cgfcb,j", "yt vjue crfxfnm",
                "руддщ", "еуые", "цщкдв", "ырщц ьу", "ерфтлы", "зщые", "ghbdtn dctv", "кууз"]


def gen_keyboard_mash():
    f = ri(0, 9)
    if f == 0:
        row = pick(ROWS)
        a = ri(0, max(0, len(row) - 3))
        chunk = row[a:a + ri(3, len(row) - a)]
        return chunk * ri(1, 4)
    if f == 1:
        return rstr(pick(["asdfghjkl", "sdfjkl", "qwerasdf", "jfkdls", "hjkl", "dfgh"]), ri(5, 30))
    if f == 2:
        return pick(["a", "x", "!", ".", "?", "z", "j", "f", "-", "=", "k"]) * ri(4, 40)
    if f == 3:
        return " ".join(rstr(LOWER, ri(2, 9)) for _ in range(ri(2, 6)))
    if f == 4:
        return pick(WRONG_LAYOUT) + pick(["", " ", "!!", "?", " " + rstr(LOWER, 4)])
    if f == 5:
        return rstr(ALNUM + "!@#$%^&*()_+-=;',./", ri(4, 28))
    if f == 6:
        row = pick(ROWS)
        return "".join(pick(row) for _ in range(ri(6, 24)))
    if f == 7:
        return pick(["asdf", "qwer", "zxcv", "hjkl", "fdsa", "jkjk", "lkj;"]) + rstr(LOWER, ri(2, 12)) + pick(["", "??", "!!1", " lol"])
    if f == 8:
        return rstr(UPPER, ri(4, 18))
    return rstr(LOWER + ";[]", ri(3, 8)) + " " + rstr(LOWER, ri(3, 8)) + pick(["", "...", " ", ";"])


def gen_word_salad():
    f = ri(0, 7)
    if f == 0:
        return " ".join(pick(WORDS) for _ in range(ri(4, 12)))
    if f == 1:
        return "The %s %s %ss %s %s the %s %s" % (pick(ADJ), pick(NOUN), pick(VERB), pick(ADV), pick(PREP), pick(ADJ), pick(NOUN))
    if f == 2:
        s = " ".join(pick(LOREM) for _ in range(ri(3, 9)))
        return s[:1].upper() + s[1:]
    if f == 3:
        return " ".join(pick(WORDS_DE if chance(0.5) else WORDS_ES) for _ in range(ri(4, 10)))
    if f == 4:
        return "%s %s, %s of %s" % (pick(NOUN).capitalize(), pick(VERB) + "s", pick(NOUN).capitalize(), pick(NOUN))
    if f == 5:
        return " ".join(pick(WORDS).capitalize() for _ in range(ri(3, 8)))
    if f == 6:
        return "Re: %s %s %s %s" % (pick(ADJ), pick(NOUN), pick(PREP), pick(WORDS))
    return "%s %s %s %s %s %s" % (pick(WORDS), pick(ADV), pick(NOUN), pick(WORDS), pick(VERB), pick(WORDS)) + pick(["", ".", "?", " " + str(ri(1, 999))])


BOT_TPL = [
    "flood {num}", "autopost #{num} {ts}", '[{num}/99999] - "bot.{hex6}.dat" yEnc (1/1)', "SPEW-{hex8}-{num}",
    "{word} {word} {word} {word} {word} {num}", "{emo}{emo}{emo}{emo}{emo}{emo}", "A{n} B{n} C{n} D{n} E{n}",
    "Re: Re: Re: Re: Re: Re: Re: Re: Re: {word}", "000000{num}", "cancel flood {num} <{hex8}@{host}>",
    "NoCeM test {num}", "{word}-{word2}-{word}-{num}-{hex4}", "MEOW MEOW MEOW {num}", "kill this bot {num}",
    "{hex8} {hex8} {hex8} {hex8}", "FLOOD FLOOD FLOOD {ts}", "{word2}{num}{word}{num}",
    "article {num} of 9999999", "sporge {num} {word}", "autogenerated subject {hex6} {num}",
    "x{num}x{num}x", "!!!!!!!!!!!!!!!! {num}", "{ts}.{num}@flood", "{word} {num} {word} {num} {word} {num}",
]


def gen_bot_flood():
    return fill(pick(BOT_TPL))


J("keyboard_mash", 30, [], [], G_GEN + G_TEST + G_TALK, [], obf=0.12, fn=gen_keyboard_mash)
J("word_salad", 30, [], [], G_GEN + G_NONBIN, [], obf=0.15, fn=gen_word_salad)
J("bot_flood", 28, [], [], G_GEN + G_TEST, [], obf=0.15, fn=gen_bot_flood)

# intents whose disguises are limited to the light ones (they are not ads)
LIGHT = ["offtopic_chatter", "test_post", "flame_war", "keyboard_mash", "word_salad", "bot_flood"]

OPS_FULL = [("leet", 10), ("homoglyph", 10), ("fullwidth", 6), ("spaced", 7), ("dotted", 6), ("zw", 9),
            ("emoji", 10), ("defang", 10), ("scene", 8), ("yenc", 9), ("short", 6), ("long", 6),
            ("caps", 4), ("altcase", 3), ("zalgo", 3), ("sep", 4)]
OPS_LIGHT = [("zw", 3), ("emoji", 3), ("yenc", 3), ("caps", 3), ("altcase", 2), ("leet", 2),
             ("fullwidth", 1), ("long", 1), ("homoglyph", 1)]


def make_long(t, spec):
    parts = [t]
    tries = 0
    while sum(len(p) for p in parts) < 230 and tries < 12:
        tries += 1
        pool = spec["en"] or spec["xx"]
        if pool:
            parts.append(fill(pick(pool)))
        else:
            parts.append(spec["fn"]())
    sep = pick([" | ", " - ", " *** ", " ~ ", " >>> ", " // ", "  "])
    out = sep.join(parts)
    if chance(0.4):
        out += " " + " ".join(pick(["free", "cheap", "best", "2024", "2025", "new", "hd", "4k", "online", "now"]) for _ in range(ri(5, 15)))
    return out


def disguise(t, name, spec):
    ops = OPS_LIGHT if name in LIGHT else OPS_FULL
    op = wpick(ops)
    if op == "leet":
        t = leet(t)
    elif op == "homoglyph":
        t = homoglyph(t)
    elif op == "fullwidth":
        t = fullwidth(t)
    elif op == "spaced":
        t = space_word(t, pick([" ", " ", "  "]))
    elif op == "dotted":
        t = space_word(t, pick([".", "-", "_", "*", "\u00b7"]))
    elif op == "zw":
        t = zerowidth(t)
    elif op == "emoji":
        t = add_emoji(t)
    elif op == "defang":
        d = defang(t)
        t = d if d is not None else add_emoji(t)
    elif op == "scene":
        t = scene_dress(t)
    elif op == "yenc":
        t = yenc_junk(t)
    elif op == "short":
        t = fill(pick(spec["short"])) if spec["short"] else t[:ri(2, 8)]
        if chance(0.4):
            t = t + pick(["!!!", " " + pick(EMO), "??", "...", " $$$"])
    elif op == "long":
        t = make_long(t, spec)
    elif op == "caps":
        t = caps(t)
    elif op == "altcase":
        t = altcase(t)
    elif op == "zalgo":
        t = zalgo(t)
    elif op == "sep":
        t = sep_swap(t)
    # sometimes a second layer: a wrapper or decoration on top of a text change
    if op not in ("yenc", "scene", "long", "short") and chance(0.22):
        t = yenc_junk(t) if chance(0.5) else add_emoji(t)
    return t


P_FOREIGN = 0.16
TALLY = {"junk": 0, "foreign-language template": 0, "disguised": 0, "foreign or disguised": 0, "legit wrapped": 0}


def clean(t):
    for bad in ["\t", "\n", "\r", "\x00", "\x0b", "\x0c", "\x85", "\u2028", "\u2029"]:
        t = t.replace(bad, " ")
    return t.strip()


def build_junk(seen, rows):
    for name, spec in JUNK.items():
        got = 0
        tries = 0
        while got < spec["n"]:
            tries += 1
            if tries > spec["n"] * 400:
                raise RuntimeError("cannot fill junk intent " + name)
            foreign = disguised = False
            if spec["fn"] is not None:
                t = spec["fn"]()
            elif spec["xx"] and chance(P_FOREIGN):
                t = fill(pick(spec["xx"]))
                foreign = True
            else:
                t = fill(pick(spec["en"]))
            if chance(spec["obf"]):
                t = disguise(t, name, spec)
                disguised = True
            t = clean(t)
            if not t or t in seen:
                continue
            TALLY["junk"] += 1
            TALLY["foreign-language template"] += foreign
            TALLY["disguised"] += disguised
            TALLY["foreign or disguised"] += foreign or disguised
            g = pick(spec["groups"]) if chance(0.65) else pick(G_GEN)
            seen[t] = True
            rows.append(("junk", "junk:" + name, t, g))
            got += 1


# ============================================================ LEGIT

TV_SHOWS = ["The.Last.of.Us", "House.of.the.Dragon", "The.Bear", "Severance", "Slow.Horses", "Shogun.2024",
            "Fallout", "The.Boys", "Reacher", "Tracker", "Ghosts.US", "Abbott.Elementary",
            "Only.Murders.in.the.Building", "The.Rookie", "Chicago.Fire", "Chicago.PD", "Chicago.Med",
            "Greys.Anatomy", "NCIS", "NCIS.Origins", "FBI", "FBI.Most.Wanted", "Law.and.Order.SVU", "Survivor",
            "The.Amazing.Race", "Jeopardy", "Saturday.Night.Live", "Taskmaster", "QI", "Have.I.Got.News.for.You",
            "Doctor.Who.2023", "EastEnders", "Coronation.Street", "Emmerdale", "The.Great.British.Bake.Off",
            "Top.Gear", "Vera", "Shetland", "Death.in.Paradise", "Midsomer.Murders", "Blue.Bloods",
            "Young.Sheldon", "The.Simpsons", "Family.Guy", "Bobs.Burgers", "South.Park", "Rick.and.Morty",
            "Futurama", "American.Dad", "Star.Trek.Strange.New.Worlds", "Star.Trek.Lower.Decks",
            "The.Walking.Dead.Daryl.Dixon", "Yellowjackets", "True.Detective", "Hacks", "Industry",
            "The.Gilded.Age", "Outlander", "The.Handmaids.Tale", "Mayor.of.Kingstown", "Tulsa.King",
            "Below.Deck", "Hells.Kitchen.US", "MasterChef.Australia", "Mythbusters", "Air.Crash.Investigation",
            "Deadliest.Catch", "Alone", "Ancient.Aliens", "Bluey", "The.Repair.Shop", "Grand.Designs",
            "Silent.Witness", "Line.of.Duty", "Happy.Valley", "The.Curse", "Fargo", "Mr.and.Mrs.Smith.2024",
            "Foundation", "Silo", "For.All.Mankind", "The.Morning.Show", "Ted.Lasso", "Dexter.Original.Sin",
            "The.Diplomat", "Bad.Sisters", "The.Day.of.the.Jackal.2024", "Landman", "Matlock.2024",
            "Murder.in.a.Small.Town", "The.Traitors.UK", "Gogglebox", "Would.I.Lie.to.You", "8.Out.of.10.Cats.Does.Countdown"]
TALK = ["The.Daily.Show", "Last.Week.Tonight.with.John.Oliver", "Jimmy.Fallon", "Seth.Meyers", "Jimmy.Kimmel.Live",
        "Stephen.Colbert", "The.View", "Real.Time.with.Bill.Maher", "The.Graham.Norton.Show", "Gutfeld"]
GUESTS = ["Emma.Stone", "Ryan.Gosling", "Zendaya", "Pedro.Pascal", "Tom.Hanks", "Dua.Lipa", "Keanu.Reeves",
          "Florence.Pugh", "Cillian.Murphy", "Jennifer.Lawrence", "Steve.Martin", "Ina.Garten", "Paul.Mescal",
          "Margot.Robbie", "Kieran.Culkin", "Billie.Eilish", "Ayo.Edebiri", "Glen.Powell"]
EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Ashes", "Endgame", "Trust", "The Long Night", "Whiteout",
             "Chapter One", "Part Two", "Sins of the Father", "Kin", "Lost and Found", "Blood and Water",
             "Redemption", "Crossroads", "The Call", "Exodus", "Brave New World", "Fishes", "Napkins",
             "The Offer", "Bad Blood", "Legacy", "Aftermath", "Cold Open", "Ghost Story", "The Return",
             "Hide and Seek", "Smoke and Mirrors", "Dead Weight", "Nine Lives", "Old Wounds"]
TV_GRP = ["KILLERS", "DIMENSION", "LOL", "FLEET", "AVS", "SVA", "ETHEL", "GGEZ", "GGWP", "JEBAITED",
          "SYNCOPY", "CAKES", "MiNX", "BAE", "TEPES", "EDITH", "KOGi", "NHTFS", "FoV", "SKGTV", "PHOENiX",
          "RiVER", "W4F", "ORGANiC", "CBFM", "SiNNERS", "ACES", "KiNGS", "NOSiViD", "BiGLOST", "FENiX", "SKY"]
P2P_TV = ["NTb", "NTG", "FLUX", "CMRG", "SMURF", "TOMMY", "KiNGS", "playWEB", "EDITH", "RAWR", "BLUTONiUM",
          "HONE", "XEBEC", "SiGMA", "GNOME", "MIXED", "PSA", "Vyndros", "RARBG", "TGx", "MeGusta", "successfulcrab",
          "ELiTE", "ViSiON", "BTN", "Kitsune", "DEFLATE", "QOQ", "LAZY", "Goki"]
SVC = ["AMZN", "NF", "DSNP", "HMAX", "ATVP", "PCOK", "HULU", "PMTP", "iT", "STAN", "iP", "MAX", "CRAV", "ALL4", "ITVX"]
ENC = ["Tigole", "Joy", "Silence", "Qman", "PSA", "afm72", "t3nzin", "Ghost", "Garshasp", "RZeroX", "YAWNiX", "edge2020"]

MOVIES = [("Dune Part Two", 2024), ("Oppenheimer", 2023), ("Poor Things", 2023), ("The Zone of Interest", 2023),
          ("Anatomy of a Fall", 2023), ("Past Lives", 2023), ("The Holdovers", 2023), ("Godzilla Minus One", 2023),
          ("The Iron Claw", 2023), ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024), ("Challengers", 2024),
          ("Inside Out 2", 2024), ("Alien Romulus", 2024), ("The Substance", 2024), ("Conclave", 2024),
          ("Anora", 2024), ("The Brutalist", 2024), ("Nosferatu", 2024), ("Heat", 1995), ("Alien", 1979),
          ("Blade Runner", 1982), ("The Thing", 1982), ("Jaws", 1975), ("Chinatown", 1974),
          ("Back to the Future", 1985), ("The Matrix", 1999), ("Fight Club", 1999), ("Se7en", 1995),
          ("Pulp Fiction", 1994), ("The Shawshank Redemption", 1994), ("Mulholland Drive", 2001),
          ("Spirited Away", 2001), ("No Country for Old Men", 2007), ("There Will Be Blood", 2007),
          ("Zodiac", 2007), ("Drive", 2011), ("Arrival", 2016), ("Mad Max Fury Road", 2015), ("Parasite", 2019),
          ("Everything Everywhere All at Once", 2022), ("Aftersun", 2022), ("Tar", 2022),
          ("The Banshees of Inisherin", 2022), ("RRR", 2022), ("Prey", 2022), ("Barbarian", 2022), ("Nope", 2022),
          ("The Northman", 2022), ("Rear Window", 1954), ("Vertigo", 1958), ("Seven Samurai", 1954),
          ("Lawrence of Arabia", 1962), ("2001 A Space Odyssey", 1968), ("The Godfather", 1972),
          ("Apocalypse Now", 1979), ("Ran", 1985), ("Aliens", 1986), ("RoboCop", 1987), ("Die Hard", 1988),
          ("Terminator 2 Judgment Day", 1991), ("Jurassic Park", 1993), ("Ghost in the Shell", 1995),
          ("Princess Mononoke", 1997), ("Gattaca", 1997), ("The Big Lebowski", 1998), ("Memento", 2000),
          ("Children of Men", 2006), ("The Prestige", 2006), ("WALL-E", 2008), ("Inception", 2010),
          ("Interstellar", 2014), ("Whiplash", 2014), ("Sicario", 2015), ("Get Out", 2017), ("Hereditary", 2018),
          ("Midsommar", 2019), ("Knives Out", 2019), ("1917", 2019), ("Tenet", 2020), ("The Green Knight", 2021),
          ("Perfect Days", 2023), ("Monkey Man", 2024), ("Longlegs", 2024), ("A Complete Unknown", 2024),
          ("Flow", 2024), ("The Wild Robot", 2024), ("Paddington in Peru", 2024), ("Heretic", 2024),
          ("Mickey 17", 2025), ("The Apprentice", 2024), ("Wallace and Gromit Vengeance Most Fowl", 2024)]
SC_MOV = ["SPARKS", "AMIABLE", "GECKOS", "DRONES", "ROVERS", "BLOW", "PSYCHD", "CiNEFiLE", "VETO", "SADPANDA",
          "USURY", "TERMiNAL", "JustWatch", "KNiVES", "SCARE", "UNVEiL", "SURCODE", "GUACAMOLE", "MAGiCAL",
          "SNOW", "FLAME", "iNFAMOUS", "DEFLATE", "EiDER", "ALLiANCE", "HANDJOB", "WATCHABLE", "ARROW", "PiGNUS"]
P2P_MOV = ["FGT", "FraMeSToR", "EPSiLON", "HiFi", "CtrlHD", "DON", "decibeL", "W4NK3R", "TayTO", "playHD",
           "BHDStudio", "NCmt", "SbR", "ZQ", "EbP", "Chotab", "D-Z0N3", "NTb", "CRiSC", "VietHD", "LEGi0N",
           "BiTOR", "SPHD", "WiKi", "HDMaNiAcS", "Geek", "c0kE", "NOGRP", "KRaLiMaRKo", "TRiToN"]

ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Spy x Family", "Oshi no Ko", "Kusuriya no Hitorigoto",
         "Dungeon Meshi", "Chainsaw Man", "Bocchi the Rock!", "Mushoku Tensei S2", "Vinland Saga S2",
         "Blue Lock", "Kaguya-sama wa Kokurasetai", "Boku no Kokoro no Yabai Yatsu", "Shingeki no Kyojin",
         "One Piece", "Dandadan", "Ore dake Level Up na Ken", "Made in Abyss", "Hibike! Euphonium 3",
         "Yuru Camp S3", "Kaijuu 8-gou", "Wind Breaker", "Tensei shitara Slime Datta Ken", "Dr. Stone - New World",
         "Mob Psycho 100 III", "Cowboy Bebop", "Neon Genesis Evangelion", "Mononoke", "Haikyuu!!",
         "Shikanoko Nokonoko Koshitantan", "Kimetsu no Yaiba", "Hunter x Hunter (2011)", "Steins;Gate",
         "Monster", "Akira", "Perfect Blue", "Ao no Hako", "Re Zero kara Hajimeru Isekai Seikatsu S3",
         "Tonikaku Kawaii", "Kimi no Na wa", "Mahou Shoujo Madoka Magica", "Natsume Yuujinchou Shichi",
         "Kono Subarashii Sekai ni Shukufuku wo! 3", "Majo no Tabitabi", "Ookami to Koushinryou (2024)"]
SUBS = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "Commie", "GJM", "Kametsu", "Beatrice-Raws",
        "VCB-Studio", "ASW", "EMBER", "Anime Time", "DKB", "Ohys-Raws", "Leopard-Raws", "Moozzi2", "Coalgirls",
        "Doki", "gg", "UTW", "FFF", "Chihiro", "Underwater", "Asenshi", "Vivid", "Cleo", "Tsundere-Raws",
        "LostYears", "Yameii", "ToonsHub", "Kawaiika-Raws", "neoHEVC", "sam", "Nep_Blanc"]

ALBUMS = [("Taylor Swift", "The Tortured Poets Department", 2024), ("Beyonce", "Cowboy Carter", 2024),
          ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Kendrick Lamar", "GNX", 2024), ("Charli XCX", "Brat", 2024),
          ("Fontaines D.C.", "Romance", 2024), ("Vampire Weekend", "Only God Was Above Us", 2024),
          ("The Cure", "Songs of a Lost World", 2024), ("Radiohead", "OK Computer", 1997),
          ("Pink Floyd", "The Dark Side of the Moon", 1973), ("Fleetwood Mac", "Rumours", 1977),
          ("Miles Davis", "Kind of Blue", 1959), ("Daft Punk", "Random Access Memories", 2013),
          ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Boards of Canada", "Music Has the Right to Children", 1998),
          ("Metallica", "72 Seasons", 2023), ("Iron Maiden", "Senjutsu", 2021), ("Gojira", "Fortitude", 2021),
          ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("Bruce Springsteen", "Born to Run", 1975),
          ("David Bowie", "Blackstar", 2016), ("Kate Bush", "Hounds of Love", 1985), ("Massive Attack", "Mezzanine", 1998),
          ("Portishead", "Dummy", 1994), ("The Beatles", "Abbey Road", 1969), ("Led Zeppelin", "Led Zeppelin IV", 1971),
          ("Queen", "A Night at the Opera", 1975), ("Nirvana", "Nevermind", 1991), ("Bjork", "Homogenic", 1997),
          ("Sade", "Love Deluxe", 1992), ("John Coltrane", "A Love Supreme", 1965), ("Arctic Monkeys", "AM", 2013),
          ("Olivia Rodrigo", "Guts", 2023), ("Tyler The Creator", "Chromakopia", 2024), ("Four Tet", "Three", 2024),
          ("Burial", "Untrue", 2007), ("Bonobo", "Fragments", 2022), ("The National", "Laugh Track", 2023),
          ("Kraftwerk", "Computerwelt", 1981), ("Talking Heads", "Remain in Light", 1980), ("Steely Dan", "Aja", 1977),
          ("Joni Mitchell", "Blue", 1971), ("Black Sabbath", "Paranoid", 1970), ("Slowdive", "Souvlaki", 1993),
          ("Mogwai", "The Bad Fire", 2025), ("Khruangbin", "A La Sala", 2024), ("Jon Hopkins", "Immunity", 2013)]
MUS_GRP = ["FTD", "DDS", "C4", "JUST", "PTC", "ENRAGED", "MOD", "YARD", "FATHEAD", "BPM", "DGN", "HB", "NBFLAC",
           "WRE", "TOSK", "AMOK", "PERFECT", "CUSTODES", "ERP", "MARR", "SPANK", "KLIN", "RiP", "TALiON", "WUS", "PsyCZ",
           "OMA", "DJ_Bobs", "gnvr", "VOiCE", "TRT", "LiTF", "Mrflac", "BF", "ENSLAVE", "dh", "FLACME", "NiFLAC"]
VA = ["Ministry_of_Sound_Annual_2024", "Hed_Kandi_Ibiza_2024", "Now_Thats_What_I_Call_Music_118",
      "Defected_Ibiza_2024", "Anjunadeep_15", "Cafe_del_Mar_30", "Trance_Classics_Vol_2", "Ultra_Dance_25",
      "Bravo_Hits_Vol_125", "Kontor_House_of_House_Vol_45", "Club_Sounds_Vol_107", "Hardstyle_Top_100_2024",
      "Drum_and_Bass_Arena_2024", "Pure_Reggae", "Jazz_Moods_Cool", "Techno_Bunker_Vol_12"]
RADIO_SHOWS = [("Armin_van_Buuren", "A_State_of_Trance"), ("Above_and_Beyond", "Group_Therapy"),
               ("Ferry_Corsten", "Resonation_Radio"), ("Markus_Schulz", "Global_DJ_Broadcast"),
               ("Carl_Cox", "Global"), ("Pete_Tong", "BBC_Radio1_Essential_Selection"),
               ("Paul_van_Dyk", "VONYC_Sessions"), ("Gareth_Emery", "Electric_For_Life")]
LABELS = ["Columbia", "Warner", "EMI", "Island", "Harvest", "Parlophone", "Blue Note", "Impulse!", "Warp", "4AD",
          "XL Recordings", "Sub Pop", "Rough Trade", "Mute", "Nonesuch", "ECM", "Deutsche Grammophon", "Capitol", "Atlantic"]
TRACKW = ["midnight", "paper", "planes", "river", "home", "alone", "heart", "fire", "gold", "ghost", "dance",
          "summer", "rain", "city", "lights", "stay", "runaway", "angel", "shadow", "echo", "tonight", "forever",
          "satellite", "blue", "wild", "ocean", "dreams", "static", "wonder", "lost", "ride", "silver", "sun"]
DISCO_ARTISTS = [("Pink Floyd", 1967, 2014), ("Led Zeppelin", 1969, 1982), ("Radiohead", 1993, 2016),
                 ("David Bowie", 1967, 2016), ("Iron Maiden", 1980, 2021), ("Metallica", 1983, 2023),
                 ("The Beatles", 1963, 1970), ("Queen", 1973, 1995), ("Depeche Mode", 1981, 2023),
                 ("Kraftwerk", 1970, 2003), ("Miles Davis", 1951, 1991), ("Tom Waits", 1973, 2011),
                 ("The Cure", 1979, 2024), ("Rush", 1974, 2012), ("AC DC", 1975, 2020), ("Bob Dylan", 1962, 2020),
                 ("Frank Zappa", 1966, 1993), ("Johnny Cash", 1957, 2003), ("Nick Cave and the Bad Seeds", 1984, 2024),
                 ("Pearl Jam", 1991, 2024), ("Dire Straits", 1978, 1991), ("Tangerine Dream", 1970, 2022),
                 ("ABBA", 1973, 2021), ("Prince", 1978, 2015), ("Leonard Cohen", 1967, 2016), ("Sigur Ros", 1997, 2023)]

AUDIOBOOKS = [("Stephen King", "Holly", "Justine Lupe"), ("Brandon Sanderson", "The Way of Kings", "Michael Kramer and Kate Reading"),
              ("Andy Weir", "Project Hail Mary", "Ray Porter"), ("Frank Herbert", "Dune", "Scott Brick"),
              ("Agatha Christie", "Murder on the Orient Express", "Dan Stevens"), ("Terry Pratchett", "Guards! Guards!", "Nigel Planer"),
              ("J.R.R. Tolkien", "The Fellowship of the Ring", "Andy Serkis"), ("Michelle Obama", "Becoming", "Michelle Obama"),
              ("Yuval Noah Harari", "Sapiens", "Derek Perkins"), ("James Clear", "Atomic Habits", "James Clear"),
              ("Walter Isaacson", "Elon Musk", "Jeremy Bobb"), ("John Grisham", "The Exchange", "January LaVoy"),
              ("Matt Haig", "The Midnight Library", "Carey Mulligan"), ("Neil Gaiman", "American Gods", "George Guidall"),
              ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", "Stephen Fry"),
              ("Dennis E. Taylor", "We Are Legion (We Are Bob)", "Ray Porter"), ("Rebecca Yarros", "Fourth Wing", "Rebecca Soler"),
              ("Pierce Brown", "Red Rising", "Tim Gerard Reynolds"), ("Robert Caro", "The Power Broker", "Robert Fass"),
              ("Mary Beard", "SPQR", "Phyllida Nash"), ("Patrick Rothfuss", "The Name of the Wind", "Nick Podehl"),
              ("Jim Butcher", "Storm Front", "James Marsters"), ("Lee Child", "Killing Floor", "Dick Hill"),
              ("Michael Connelly", "The Black Echo", "Titus Welliver"), ("Hilary Mantel", "Wolf Hall", "Simon Slater"),
              ("Mick Herron", "Slow Horses", "Sean Barrett"), ("Richard Osman", "The Thursday Murder Club", "Lesley Manville"),
              ("Joe Abercrombie", "The Blade Itself", "Steven Pacey"), ("Kazuo Ishiguro", "Never Let Me Go", "Rosalyn Landor")]
EBOOKS = [("Frank Herbert", "Dune"), ("Ursula K. Le Guin", "The Left Hand of Darkness"), ("Kazuo Ishiguro", "Klara and the Sun"),
          ("Sally Rooney", "Intermezzo"), ("Emily St. John Mandel", "Sea of Tranquility"), ("Cormac McCarthy", "The Passenger"),
          ("Rebecca Yarros", "Iron Flame"), ("Colleen Hoover", "It Ends with Us"), ("Brandon Sanderson", "Tress of the Emerald Sea"),
          ("Adrian Tchaikovsky", "Children of Time"), ("Martha Wells", "All Systems Red"), ("Becky Chambers", "A Psalm for the Wild-Built"),
          ("Hilary Mantel", "Wolf Hall"), ("Donna Tartt", "The Secret History"), ("Liu Cixin", "The Three-Body Problem"),
          ("Ann Leckie", "Ancillary Justice"), ("Tamsyn Muir", "Gideon the Ninth"), ("Robert Galbraith", "The Running Grave"),
          ("Percival Everett", "James"), ("Stephen King", "You Like It Darker"), ("Lee Child", "The Secret"),
          ("Kristin Hannah", "The Women"), ("Abraham Verghese", "The Covenant of Water"), ("R.F. Kuang", "Yellowface"),
          ("Samantha Shannon", "The Priory of the Orange Tree"), ("N.K. Jemisin", "The Fifth Season"),
          ("Terry Pratchett", "Small Gods"), ("Iain M. Banks", "Use of Weapons"), ("Isaac Asimov", "Foundation"),
          ("Philip K. Dick", "Ubik"), ("Jane Austen", "Persuasion"), ("George Orwell", "Nineteen Eighty-Four")]
TECHBOOKS = [("O'Reilly", "Learning Python, 6th Edition", 2025), ("No Starch Press", "The Rust Programming Language, 2nd Edition", 2023),
             ("Packt", "Mastering Kubernetes, 4th Edition", 2023), ("Pragmatic Bookshelf", "Programming Elixir 1.6", 2018),
             ("O'Reilly", "Designing Data-Intensive Applications", 2017), ("Manning", "Deep Learning with Python, 2nd Edition", 2021),
             ("Apress", "Pro Git, 2nd Edition", 2014), ("Wiley", "Excel 2019 Bible", 2018), ("No Starch Press", "Hacking APIs", 2022),
             ("O'Reilly", "Fluent Python, 2nd Edition", 2022), ("Addison-Wesley", "The C++ Programming Language, 4th Edition", 2013),
             ("Manning", "Kubernetes in Action, 2nd Edition", 2024), ("Packt", "Linux Kernel Programming, 2nd Edition", 2024),
             ("O'Reilly", "Terraform Up and Running, 3rd Edition", 2022), ("MIT Press", "Structure and Interpretation of Computer Programs", 1996)]
EB_GRP = ["DiGiBook", "CTO", "BitBook", "GFY", "iNTENSiTY", "WALT", "TLD", "ePUBit", "EPUB.eBook-XQZT", "DEViNE"]

COMICS = ["Batman", "Detective Comics", "Amazing Spider-Man", "Ultimate Spider-Man", "X-Men", "Saga", "Monstress",
          "Something is Killing the Children", "Transformers", "Absolute Batman", "Superman", "Fantastic Four",
          "Daredevil", "Invincible", "Hellboy and the B.P.R.D.", "Usagi Yojimbo", "Judge Dredd Megazine",
          "The Department of Truth", "Immortal Thor", "Wonder Woman", "Nightwing", "Captain America",
          "Radiant Black", "Ultimates", "Green Lantern", "Batman and Robin", "The Flash", "Deadpool", "Venom"]
MANGA = ["One Piece", "Berserk", "Chainsaw Man", "Jujutsu Kaisen", "Vagabond", "Dandadan", "Sakamoto Days",
         "Blue Period", "Frieren - Beyond Journey's End", "Spy x Family", "Vinland Saga", "Dungeon Meshi"]
COMIC_SCN = ["Zone-Empire", "Digital-Empire", "Son of Ultron-Empire", "The Last Kryptonian-DCP", "Minutemen-Slayer",
             "Glorith-Empire", "Mephisto-Empire", "Oroboros-DCP", "Shan-Empire", "Hourman-DCP", "dekabro", "1r0n", "LuCaZ"]

MAGS = ["The Economist", "National Geographic", "Wired", "Linux Format", "PC Gamer", "New Scientist", "Scientific American",
        "The New Yorker", "Time", "Empire", "Rolling Stone", "Mojo", "Uncut", "Private Eye", "The MagPi", "Maximum PC",
        "Custom PC", "Digital Camera World", "Amateur Photographer", "Practical Wireless", "Model Railroader",
        "Fine Woodworking", "BBC Good Food", "Car and Driver", "Der Spiegel", "c't Magazin", "Le Monde Diplomatique",
        "Popular Mechanics", "Kerrang!", "Sound On Sound", "Astronomy", "Sky at Night", "Guitar Player", "Edge",
        "Retro Gamer", "2600 The Hacker Quarterly", "Runner's World", "Yachting Monthly", "The Spectator", "Prospect"]
MAG_CTRY = ["USA", "UK", "Australia", "Germany", "France", "India", "International", "Canada"]

GAMES = ["Baldurs.Gate.3", "Cyberpunk.2077.Phantom.Liberty", "Hogwarts.Legacy", "Lies.of.P", "Stardew.Valley",
         "Elden.Ring.Shadow.of.the.Erdtree", "Starfield", "Alan.Wake.2", "Dragons.Dogma.2", "Helldivers.2", "Palworld",
         "Manor.Lords", "Black.Myth.Wukong", "Hades.II", "Sons.of.the.Forest", "Dave.the.Diver", "Frostpunk.2",
         "Factorio.Space.Age", "Balatro", "Satisfactory", "Kingdom.Come.Deliverance.II", "Indiana.Jones.and.the.Great.Circle",
         "Star.Wars.Outlaws", "Dead.Space", "Resident.Evil.4", "Sea.of.Stars", "Pentiment", "Disco.Elysium.The.Final.Cut",
         "Silent.Hill.2", "Metaphor.ReFantazio", "Warhammer.40000.Space.Marine.2", "Age.of.Empires.II.Definitive.Edition",
         "Microsoft.Flight.Simulator.2024", "Europa.Universalis.IV", "Crusader.Kings.III", "Rimworld", "Hollow.Knight"]
GAME_GRP = ["CODEX", "RUNE", "TENOKE", "FLT", "SKIDROW", "PLAZA", "DOGE", "RAZOR1911", "TiNYiSO", "GOG", "DINOByTES",
            "ElAmigos", "P2P", "I_KnoW", "Unleashed", "ANOMALY", "KaOs", "voices38", "RELOADED", "CPY", "HOODLUM", "PROPHET"]
NSW = ["The.Legend.of.Zelda.Tears.of.the.Kingdom", "Super.Mario.Bros.Wonder", "Metroid.Prime.Remastered",
       "Pikmin.4", "Xenoblade.Chronicles.3", "Animal.Crossing.New.Horizons", "Fire.Emblem.Engage",
       "Mario.Kart.8.Deluxe", "Splatoon.3", "Paper.Mario.The.Thousand.Year.Door", "Kirby.and.the.Forgotten.Land"]
NSW_GRP = ["VENOM", "SUXXORS", "BigBlueBox", "HR", "LiGHTFORCE", "NiiNTENDO", "ROMSLAB"]
REDUMP = ["Chrono Trigger (USA)", "Final Fantasy VII (USA) (Disc 1)", "Shadow of the Colossus (USA)",
          "Metal Gear Solid (USA) (Disc 1) (Rev 1)", "Super Metroid (Japan, USA) (En,Ja)",
          "Legend of Zelda, The - Ocarina of Time (USA) (Rev 2)", "Gran Turismo 4 (Europe) (En,Fr,De,Es,It)",
          "Silent Hill 2 (USA) (v2.01)", "Castlevania - Symphony of the Night (USA)", "Pokemon - Emerald Version (USA, Europe)",
          "Ico (USA)", "Okami (USA)", "Half-Life (USA) (Disc 1)", "Sonic the Hedgehog 2 (World) (Rev A)",
          "Street Fighter II Turbo (USA)", "Panzer Dragoon Saga (USA) (Disc 1)", "Jet Set Radio (USA)"]
PS_GAMES = ["Astro.Bot", "Ghost.of.Tsushima", "Demons.Souls", "Final.Fantasy.XVI", "Stellar.Blade", "Rise.of.the.Ronin",
            "The.Last.of.Us.Part.II.Remastered", "Gran.Turismo.7"]

SOFTWARE = [
    lambda: "Adobe.Photoshop.2024.v25.%d.%d.%d.x64.Multilingual" % (ri(0, 12), ri(0, 3), ri(100, 900)),
    lambda: "JetBrains.%s.%d.%d.%d.x64" % (pick(["IntelliJ.IDEA.Ultimate", "PyCharm.Professional", "CLion", "Rider", "WebStorm", "GoLand", "DataGrip"]), ri(2022, 2024), ri(1, 3), ri(1, 6)),
    lambda: "VLC media player 3.0.%d (64-bit)" % ri(16, 21),
    lambda: "vlc-3.0.%d-win64.exe" % ri(16, 21),
    lambda: "Firefox Setup %d.0%s.exe" % (ri(115, 134), pick(["", ".1", ".2", "esr"])),
    lambda: "7z%d%02d-x64.exe" % (ri(22, 24), ri(1, 9)),
    lambda: "npp.8.%d.%d.Installer.x64.exe" % (ri(4, 7), ri(1, 9)),
    lambda: "Microsoft.Office.LTSC.2021.Professional.Plus.x64.VL.%s%d" % (pick(MON3), ri(2022, 2024)),
    lambda: "Windows.11.%s.Build.%d.%d.x64.%s" % (pick(["23H2", "24H2", "22H2"]), pick([22631, 26100, 22621]), ri(1000, 3500), pick(["en-US", "MULTi-7", "de-DE", "ISO"])),
    lambda: "Win10_22H2_%s_x64v1.iso" % pick(["English", "EnglishInternational", "German", "French", "Dutch"]),
    lambda: pick(["setup.exe", "install.exe", "installer.msi", "OfficeSetup.exe", "ChromeSetup.exe", "SteamSetup.exe",
                  "DiscordSetup.exe", "SpotifySetup.exe", "Setup.x64.exe", "autorun.inf", "Install.cmd", "setup_full.exe"]),
    lambda: "Autodesk.AutoCAD.%d.x64" % ri(2020, 2025),
    lambda: "Ableton Live %d Suite v%d.%d.%d [WiN]" % ((lambda v: (v, v, ri(0, 1), ri(0, 9)))(ri(11, 12))),
    lambda: "Native.Instruments.Kontakt.7.v7.%d.%d-R2R" % (ri(1, 10), ri(0, 3)),
    lambda: "FabFilter Pro-Q 3 v3.%d x64 VST3 AAX" % ri(10, 28),
    lambda: "DaVinci_Resolve_Studio_%d.%d_Windows.zip" % (ri(18, 19), ri(0, 3)),
    lambda: "blender-%d.%d.%d-windows-x64.msi" % (pick([3, 4]), ri(0, 3), ri(0, 5)),
    lambda: "GIMP %d.%d.%d Setup" % (2, pick([10, 99]), ri(10, 38)),
    lambda: "LibreOffice_%d.%d.%d_Win_x86-64.msi" % (pick([7, 24]), ri(2, 8), ri(1, 7)),
    lambda: "KeePassXC-2.7.%d-Win64.msi" % ri(1, 9),
    lambda: "macOS Sonoma 14.%d InstallAssistant.pkg" % ri(1, 6),
    lambda: "Microsoft.Visual.Studio.2022.Enterprise.17.%d" % ri(4, 12),
    lambda: "SABnzbd-4.%d.%d-win64-setup.exe" % (ri(0, 4), ri(0, 3)),
    lambda: "nzbget-24.%d-bin-windows-setup.exe" % ri(0, 5),
    lambda: "Topaz Video AI %d.%d.%d x64" % (ri(4, 5), ri(0, 4), ri(0, 9)),
    lambda: "Nero.Burning.ROM.%d.v%d.%d.%d" % ((lambda y: (y, y - 2000, ri(0, 1), ri(1000, 9000)))(ri(2020, 2024))),
    lambda: "%s Portable %d.%d" % (pick(["Notepad++", "HxD", "Everything", "WinDirStat", "Rufus", "CrystalDiskInfo", "TreeSize Free"]), ri(1, 9), ri(0, 20)),
    lambda: "rufus-4.%d.exe" % ri(1, 6),
    lambda: "Office 2019 Pro Plus Retail ISO",
    lambda: "Corel.PaintShop.Pro.%d.v%d.%d.x64" % ((lambda y: (y, y - 1998, ri(0, 2)))(ri(2021, 2023))),
    lambda: "Avid.Pro.Tools.%d.%d.%d.Win" % (2024, ri(3, 10), ri(0, 2)),
    lambda: "Sony.Vegas.Pro.%d.0.Build.%d.x64" % (ri(19, 22), ri(100, 600)),
    lambda: "MATLAB.R%d%s.x64" % (ri(2022, 2024), pick(["a", "b"])),
    lambda: "Wireshark-%d.%d.%d-x64.exe" % (4, ri(0, 4), ri(0, 9)),
    lambda: "Steinberg.Cubase.Pro.%d.v%d.%d.%d-R2R" % ((lambda v: (v, v, 0, ri(10, 50)))(ri(12, 14))),
    lambda: "Acronis.True.Image.%d.Build.%d.Bootable.ISO" % (ri(2021, 2024), ri(30000, 42000)),
    lambda: "Kodi-21.%d-Omega-x64.exe" % ri(0, 2),
    lambda: "mkvtoolnix-64-bit-%d.0.0-setup.exe" % ri(80, 88),
    lambda: "HandBrake-1.%d.%d-x86_64-Win_GUI.exe" % (ri(6, 9), ri(0, 2)),
    lambda: "foobar2000-x64_v2.%d.%d.exe" % (ri(0, 1), ri(0, 6)),
]
LINUX = [
    lambda: "ubuntu-%s-%s-amd64.iso" % (pick(["22.04.4", "24.04.1", "20.04.6", "23.10.1", "24.10"]), pick(["desktop", "live-server"])),
    lambda: "debian-12.%d.0-amd64-%s.iso" % (ri(1, 8), pick(["DVD-1", "netinst", "DVD-2"])),
    lambda: "Fedora-Workstation-Live-x86_64-%d-1.%d.iso" % (ri(38, 41), ri(2, 6)),
    lambda: "archlinux-%d.%02d.01-x86_64.iso" % (ri(2023, 2025), ri(1, 12)),
    lambda: "linuxmint-%s-%s-64bit.iso" % (pick(["21.3", "22", "22.1", "21.2"]), pick(["cinnamon", "mate", "xfce"])),
    lambda: "kali-linux-%d.%d-installer-amd64.iso" % (ri(2023, 2025), ri(1, 4)),
    lambda: "openSUSE-Tumbleweed-DVD-x86_64-Snapshot%d%02d%02d-Media.iso" % mdate(2023, 2025),
    lambda: "FreeBSD-%s-RELEASE-amd64-dvd1.iso" % pick(["13.2", "14.0", "14.1", "14.2"]),
    lambda: "Rocky-9.%d-x86_64-dvd.iso" % ri(1, 5),
    lambda: "proxmox-ve_8.%d-%d.iso" % (ri(0, 3), ri(1, 2)),
    lambda: "TrueNAS-SCALE-%s.iso" % pick(["23.10.2", "24.04.1", "24.10.0"]),
    lambda: "AlmaLinux-9.%d-x86_64-dvd.iso" % ri(2, 5),
    lambda: "manjaro-kde-%s-minimal-x86_64.iso" % pick(["23.1.3", "24.0.1", "24.1.2"]),
    lambda: "pop-os_22.04_amd64_%s_%d.iso" % (pick(["intel", "nvidia"]), ri(30, 45)),
    lambda: "Slackware 15.0 x86_64 DVD",
    lambda: "Tails %s USB image" % pick(["6.0", "6.3", "5.20", "6.8"]),
    lambda: "Gentoo install-amd64-minimal-%d%02d%02dT170000Z.iso" % mdate(2023, 2025),
    lambda: "endeavouros-%s-x86_64.iso" % pick(["Galileo-11-2023", "Gemini-2024.04.20", "Endeavour-2024.06.25"]),
    lambda: "raspios-bookworm-arm64.img.xz",
    lambda: "NixOS %s minimal x86_64 ISO" % pick(["23.11", "24.05", "24.11"]),
]
COURSES = ["Udemy - The Complete JavaScript Course 2024 - From Zero to Expert!", "Udemy - 100 Days of Code - The Complete Python Pro Bootcamp",
           "Udemy - Docker and Kubernetes - The Practical Guide [2024 Edition]", "Pluralsight - Kubernetes for Developers - Core Concepts",
           "LinkedIn Learning - Excel Essential Training (Microsoft 365)", "Coursera - Machine Learning Specialization (Andrew Ng)",
           "The Great Courses - The History of Ancient Egypt", "The Great Courses - Understanding the Brain",
           "CBT Nuggets - Cisco CCNA 200-301", "MasterClass - Gordon Ramsay Teaches Cooking",
           "MasterClass - Neil Gaiman Teaches the Art of Storytelling", "Skillshare - Procreate for Beginners",
           "Lynda.com - Photoshop CC 2019 Essential Training", "FrontendMasters - Complete Intro to React v9",
           "Domestika - Introduction to Watercolor", "ZTM Academy - Complete Linux Bootcamp", "O'Reilly Video - Learning Go",
           "INE - eJPT Penetration Testing Student", "Berklee Online - Music Production Fundamentals",
           "Coursera - Learning How to Learn", "Udemy - Unreal Engine 5 C++ Developer", "Udemy - The Complete SQL Bootcamp",
           "Kevin Powell - Conquering Responsive Layouts", "Stanford CS229 Machine Learning (Autumn 2018) lectures",
           "MIT OpenCourseWare 6.006 Introduction to Algorithms (Spring 2020)", "The Great Courses - Music as a Mirror of History",
           "Pluralsight - AWS Certified Solutions Architect Associate", "Udemy - Blender 4 Complete Beginners Guide",
           "Rosetta Stone - Japanese Level 1-3", "Pimsleur - Spanish Level 1-5 (MP3)", "Gumroad - Tyler Hobbs Generative Art course",
           "LinkedIn Learning - Python Essential Training", "Udemy - AWS Certified Cloud Practitioner CLF-C02", "A Cloud Guru - Terraform Deep Dive"]

DOC_SERIES = ["Planet.Earth.III", "Blue.Planet.II", "The.Green.Planet", "Seven.Worlds.One.Planet", "Our.Planet.II",
              "Frozen.Planet.II", "The.Vietnam.War", "The.Civil.War", "Cosmos.Possible.Worlds", "Chernobyl.The.Lost.Tapes",
              "The.Last.Dance", "Drain.the.Oceans", "Secrets.of.the.Saqqara.Tomb", "The.World.at.War", "Civilisation",
              "Ancient.Apocalypse", "Wild.Isles", "Mars.The.Next.Frontier", "Universe", "Eden.Untamed.Planet",
              "Life.on.Our.Planet", "Asia", "Prehistoric.Planet", "The.Rise.of.the.Nazis", "Lost.Cities.with.Albert.Lin"]
DOC_CH = ["BBC", "PBS", "Ch4", "Ch5", "NatGeo", "Arte", "ITV", "Discovery", "Smithsonian", "SBS", "CBC", "ZDF"]
DOC_TOPICS = ["Secrets.in.Our.DNA", "Ancient.Engineering", "The.Deep.Sea", "Volcano.Hunters", "Saving.the.Bees",
              "Black.Holes", "The.Real.Robin.Hood", "Inside.the.Titanic", "Supervolcano", "How.Vikings.Sailed",
              "Antarctic.Extremes", "The.Great.Pyramid", "Mystery.of.the.Mummies", "Hidden.Killers",
              "Britains.Lost.Railways", "The.Art.of.Japanese.Life", "The.Sky.at.Night", "Rome.Empire.Without.Limit"]
F1_GP = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Emilia.Romagna", "Monaco", "Canada",
         "Spain", "Austria", "Great.Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Singapore", "Abu.Dhabi"]
NFL_T = ["Chiefs", "Eagles", "Bills", "Ravens", "49ers", "Lions", "Cowboys", "Packers", "Steelers", "Bengals",
         "Texans", "Dolphins", "Jets", "Rams", "Vikings", "Bears", "Broncos", "Chargers"]
NBA_T = ["Lakers", "Celtics", "Warriors", "Bucks", "Nuggets", "Knicks", "Suns", "Heat", "76ers", "Mavericks",
         "Thunder", "Timberwolves", "Cavaliers", "Pacers", "Clippers", "Spurs"]
CLUBS = ["Arsenal", "Liverpool", "Man.City", "Chelsea", "Tottenham", "Newcastle", "Aston.Villa", "Man.United",
         "Brighton", "West.Ham", "Brentford", "Everton", "Fulham", "Wolves", "Real.Madrid", "Barcelona",
         "Bayern.Munich", "Dortmund", "Inter", "Juventus", "PSG", "Ajax", "PSV", "Feyenoord", "Celtic", "Rangers"]
FIGHTERS = ["Pereira", "Hill", "Jones", "Aspinall", "Makhachev", "Poirier", "Adesanya", "Du.Plessis", "Volkanovski",
            "Topuria", "Holloway", "OMalley", "Dvalishvili", "Edwards", "Muhammad", "Strickland", "Chimaev"]
PODS = ["BBC Radio 4 - In Our Time - %s", "Dan Carlin's Hardcore History %d - %s", "The Rest Is History - %d - %s",
        "This American Life %d - %s", "Radiolab - %s", "Lex Fridman Podcast #%d - %s", "The Joe Rogan Experience #%d - %s",
        "Desert Island Discs - %s", "Freakonomics Radio %d - %s", "99%% Invisible - %d - %s", "You're Dead to Me - %s",
        "The Infinite Monkey Cage - S%d - %s", "Conan O'Brien Needs a Friend - %s", "Stuff You Should Know - %s"]
POD_TOPICS = ["The Venetian Republic", "Photosynthesis", "The Battle of Hastings", "Ada Lovelace", "Beowulf",
              "The Siege of Malta", "Ice Ages", "The Medici", "Plate Tectonics", "The Mongol Empire",
              "Mania for Subjugation", "Blueprint for Armageddon", "The Fall of Constantinople", "Cholera",
              "Bees", "The Haber Process", "Napoleon", "The Voynich Manuscript", "Dark Matter", "Jazz Age Paris"]
POD_GUESTS = ["Brian Cox", "Mary Beard", "Kate Bush", "Tom Holland", "Dominic Sandbrook", "Sam Harris",
              "Jane Goodall", "Neil deGrasse Tyson", "Paul McCartney", "Stephen Fry", "Mark Kermode", "Greta Gerwig"]
DJS = ["Armin van Buuren", "Four Tet", "Peggy Gou", "Fred again..", "Carl Cox", "Bicep", "Charlotte de Witte",
       "Ben UFO", "Jamie xx", "Floating Points", "Sasha", "John Digweed", "Honey Dijon", "Ricardo Villalobos"]
PLACES = ["Tenerife", "Lake District", "Crete", "Yosemite", "Iceland", "Kyoto", "Amsterdam", "Tuscany",
          "the Dolomites", "Cornwall", "Lisbon", "Banff", "the Algarve", "Normandy", "Skye", "New Zealand"]
ASTRO = ["M31", "M42 Orion Nebula", "NGC 7000", "IC 1805 Heart Nebula", "M51 Whirlpool", "Horsehead Nebula",
         "M101", "Pleiades M45", "Rosette Nebula", "Veil Nebula", "Comet C/2023 A3 Tsuchinshan-ATLAS", "Jupiter"]

# ads-like words inside real names (bands, albums, songs, films, shows, books, software, games, docs)
AD_FILMS = [("Casino Royale", 2006), ("Casino", 1995), ("Casino Jack", 2010), ("Hot Fuzz", 2007),
            ("Some Like It Hot", 1959), ("Hot Tub Time Machine", 2010), ("Hot Shots!", 1991), ("Free Guy", 2021),
            ("Free Solo", 2018), ("Free Willy", 1993), ("Free State of Jones", 2016), ("Free Fire", 2016),
            ("Money Monster", 2016), ("Moneyball", 2011), ("Dumb Money", 2023), ("Easy Money", 2010), ("Win Win", 2011),
            ("Click", 2006), ("Crypto", 2019), ("Crypto Boy", 2023), ("Lottery Ticket", 2010), ("Jackpot!", 2024),
            ("The Prize", 1963), ("Cashback", 2006), ("Call Me by Your Name", 2017), ("The Call", 2013),
            ("The Gambler", 2014), ("Pay It Forward", 2000), ("Payback", 1999), ("Cheaper by the Dozen", 2003),
            ("Million Dollar Baby", 2004), ("Slumdog Millionaire", 2008), ("Get Rich or Die Tryin", 2005),
            ("Money Talks", 1997), ("Dating Amber", 2020), ("Singles", 1992), ("Hot Rod", 2007), ("Hot Pursuit", 2015),
            ("Love and Other Drugs", 2010), ("Bitcoin Heist", 2016), ("Free Birds", 2013), ("Catch Me If You Can", 2002),
            ("The Money Pit", 1986), ("Blood Money", 2017),
            ("Wall Street Money Never Sleeps", 2010), ("The Big Short", 2015), ("Limitless", 2011), ("Cash Out", 2024)]
AD_TV = ["Better.Call.Saul", "Call.the.Midwife", "Call.My.Agent", "Money.Heist", "Snabba.Cash", "Cash.Cab",
         "Dating.Around", "Dating.Naked", "First.Dates", "Hot.Ones", "Clickbait", "Winning.Time", "The.Price.Is.Right",
         "Deal.or.No.Deal", "Who.Wants.to.Be.a.Millionaire", "Lottery.Changed.My.Life", "Secret.Millionaire",
         "Gold.Rush", "Poker.Face", "Billions", "Painkiller", "Dopesick", "Free.Rein", "Hot.Bench",
         "Million.Dollar.Listing.Los.Angeles", "Cash.in.the.Attic", "Bargain.Hunt", "Kakegurui", "Love.Island.UK",
         "Hot.Wheels.Lets.Race", "Pawn.Stars", "American.Greed", "The.Apprentice.UK"]
AD_MUSIC = [("Viagra Boys", "Cave World", 2022), ("Viagra Boys", "Welfare Jazz", 2021), ("Viagra Boys", "Street Worms", 2018),
            ("Free", "Fire and Water", 1970), ("Free", "Free Live!", 1971), ("Hot Chip", "Made in the Dark", 2008),
            ("Hot Chip", "Freakout Release", 2022), ("Happy Mondays", "Pills n Thrills and Bellyaches", 1990),
            ("Alanis Morissette", "Jagged Little Pill", 1995), ("Johnny Cash", "At Folsom Prison", 1968),
            ("Johnny Cash", "American IV The Man Comes Around", 2002), ("Rosanne Cash", "The River and the Thread", 2014),
            ("Eddie Money", "Eddie Money", 1977), ("Cheap Trick", "At Budokan", 1978), ("Queen", "Hot Space", 1982),
            ("The Rolling Stones", "Hot Rocks 1964-1971", 1971), ("MGMT", "Congratulations", 2010),
            ("Hot Water Music", "Caution", 2002), ("Big Brother and the Holding Company", "Cheap Thrills", 1968),
            ("Hot Snakes", "Jericho Sirens", 2018), ("Spacemen 3", "Taking Drugs to Make Music to Take Drugs To", 1990),
            ("The Lottery Winners", "Anxiety Replacement Therapy", 2023), ("Casino Versus Japan", "Go Hawaii", 2002),
            ("Money Mark", "Push the Button", 1998), ("Pink Floyd", "Money (2011 Remaster)", 1973),
            ("Dire Straits", "Money for Nothing", 1988), ("ABBA", "Money Money Money", 1976),
            ("Lady Gaga", "The Fame (Poker Face)", 2008), ("Carly Rae Jepsen", "Kiss (Call Me Maybe)", 2012),
            ("Blondie", "Call Me (Single)", 1980), ("Tom Petty", "Full Moon Fever (Free Fallin)", 1989),
            ("Lynyrd Skynyrd", "Free Bird Live", 1976), ("Jessie J", "Price Tag", 2011), ("Hot Butter", "Popcorn", 1972),
            ("Cash Money Millionaires", "Baller Blockin", 2000),
            ("Free Nationals", "Free Nationals", 2019), ("Sia", "Cheap Thrills (Remix)", 2016), ("Cashmere Cat", "9", 2017),]
AD_BOOKS = [("Robert Kiyosaki", "Rich Dad Poor Dad"), ("Saifedean Ammous", "The Bitcoin Standard"),
            ("Andreas M. Antonopoulos", "Mastering Bitcoin, 3rd Edition"), ("Nathaniel Popper", "Digital Gold"),
            ("Neal Stephenson", "Cryptonomicon"), ("Shirley Jackson", "The Lottery and Other Stories"),
            ("Daniel Yergin", "The Prize"), ("Michael Lewis", "Liar's Poker"), ("Michael Lewis", "Going Infinite"),
            ("Tim Ferriss", "The 4-Hour Workweek"), ("George S. Clason", "The Richest Man in Babylon"),
            ("Napoleon Hill", "Think and Grow Rich"), ("Morgan Housel", "The Psychology of Money"),
            ("Ben Mezrich", "Bringing Down the House"), ("Zeke Faux", "Number Go Up"), ("Beth Macy", "Dopesick"),
            ("Elizabeth Wurtzel", "Prozac Nation"), ("Ian Fleming", "Casino Royale"), ("Dave Ramsey", "The Total Money Makeover"),
            ("Vicki Robin", "Your Money or Your Life"), ("Steven D. Levitt", "Freakonomics"), ("Brian Krebs", "Spam Nation"),
            ("Finn Brunton", "Spam - A Shadow History of the Internet"), ("Kevin Mitnick", "The Art of Deception"),
            ("Bruce Schneier", "Applied Cryptography"), ("Patrick Radden Keefe", "Empire of Pain"),
            ("Ben McKenzie", "Easy Money - Cryptocurrency, Casino Capitalism"),
            ("Carl Hiaasen", "Lucky You")]
AD_SOFT = [lambda: "Bitcoin Core %d.%d" % (ri(25, 28), ri(0, 2)), lambda: "electrum-4.5.%d.exe" % ri(2, 8),
           lambda: "VeraCrypt Setup 1.26.%d.exe" % ri(7, 15), lambda: "Cryptomator-1.1%d.%d-x64.msi" % (ri(1, 4), ri(0, 3)),
           lambda: "gnucash-5.%d.setup.exe" % ri(4, 9), lambda: "MoneyManagerEx 1.8.%d" % ri(0, 2),
           lambda: "FreeFileSync_13.%d_Windows_Setup.exe" % ri(2, 9), lambda: "FreeCAD-0.21.%d-WIN-x64-installer-1.exe" % ri(0, 2),
           lambda: "Free Download Manager 6.2%d" % ri(0, 4), lambda: "JDownloader 2 Setup x64",
           lambda: "WinRAR v7.0%d x64 Final" % ri(0, 1), lambda: "WinSCP-6.%d.%d-Setup.exe" % (ri(1, 3), ri(0, 5)),
           lambda: "Free Pascal 3.2.2 win64", lambda: "SpamAssassin 4.0.%d" % ri(0, 1), lambda: "MailWasher Free 7.12",
           lambda: "Hotkey.Detective.v1.%d" % ri(0, 3),
           lambda: "WinToUSB.Free.%d.%d" % (ri(7, 8), ri(0, 9)), lambda: "Casino.Inc.Complete-GOG"]
AD_GAMES = ["Call.of.Duty.Modern.Warfare.III", "Call.of.Cthulhu", "Hotline.Miami.2.Wrong.Number", "Payday.3",
            "Casino.Inc", "Poker.Night.at.the.Inventory", "Like.a.Dragon.Infinite.Wealth", "Cash.Cleaner.Simulator",
            "Hot.Wheels.Unleashed.2.Turbocharged", "Call.of.Juarez.Gunslinger"]
AD_DOCS = [("Banking on Bitcoin", 2016), ("Bitcoin The End of Money as We Know It", 2015),
           ("Trust No One The Hunt for the Crypto King", 2022), ("Money Electric The Bitcoin Mystery", 2024),
           ("Cryptopia Bitcoin Blockchains and the Future of the Internet", 2020), ("The Great Hack", 2019),
           ("Buy Now The Shopping Conspiracy", 2024), ("Downloaded", 2013), ("The Tinder Swindler", 2022),
           ("Sweet Bobby My Catfish Nightmare", 2024), ("Fyre The Greatest Party That Never Happened", 2019),
           ("Casino Jack and the United States of Money", 2010), ("Money for Nothing Inside the Federal Reserve", 2013)]
AD_PODS = ["Planet Money", "Freakonomics Radio", "Darknet Diaries", "Scam Goddess", "The Dollop",
           "Money Talks (The Economist)"]
AD_ANIME = ["Kakegurui", "Kakegurui XX", "Kaiji - Ultimate Survivor", "Akagi", "Tomodachi Game", "Yofukashi no Uta (Call of the Night)",
            "Free! - Iwatobi Swim Club", "Free! Dive to the Future", "Million Arthur"]


# ------------------------------------------------ posting-tool wrappers


def track_name():
    return "_".join(pick(TRACKW) for _ in range(ri(1, 3)))


def Track_Name():
    return " ".join(pick(TRACKW).capitalize() for _ in range(ri(1, 3)))


def fname(base, kind, i, n):
    stem = base.replace('"', "")
    m = re.search(r"\.(exe|msi|iso|zip|rar|7z|pkg|dmg|img\.xz|xz|mkv|mp4|epub|pdf|cbr|cbz|mp3|flac|jpg|JPG|RAF|CR2|m4b|cmd|inf)$", stem, re.I)
    if m:
        if chance(0.75):
            return stem
        stem = stem[:m.start()]
    w = max(2, len(str(n)))
    a = ri(0, 60)
    parts = {
        "video": [(".part%0*d.rar" % (w, i), 30), (".r%02d" % max(0, i - 2), 15), (".rar", 5), (".nfo", 5),
                  (".sfv", 3), (".par2", 6), (".vol%02d+%02d.par2" % (a, ri(1, 16)), 8), (".mkv", 15),
                  (".7z.%03d" % i, 5), (".mp4", 3), (".nzb", 1)],
        "book": [(".epub", 30), (".pdf", 20), (".mobi", 6), (".azw3", 6), (".rar", 8), (".zip", 6), (".par2", 4), (".nfo", 2)],
        "comic": [(".cbr", 50), (".cbz", 50), (".par2", 5)],
        "soft": [(".exe", 15), (".rar", 10), (".part%0*d.rar" % (w, i), 20), (".zip", 10), (".iso", 10), (".nfo", 5),
                 (".msi", 4), (".7z", 6), (".r%02d" % max(0, i - 2), 6), (".vol%02d+%02d.par2" % (a, ri(1, 8)), 5)],
        "iso": [(".iso", 50), (".part%0*d.rar" % (w, i), 15), (".7z", 10), (".par2", 5), (".sha256", 3)],
        "music": [(".rar", 10), (".zip", 10), (".sfv", 5), (".nfo", 5), (".m3u", 3), (".part%0*d.rar" % (w, i), 10), (".par2", 4)],
        "image": [(".zip", 20), (".rar", 10), (".7z", 8), (".part%0*d.rar" % (w, i), 10)],
        "audio": [(".mp3", 30), (".m4b", 20), (".rar", 10), (".zip", 10), (".part%0*d.rar" % (w, i), 15), (".par2", 5)],
    }
    if kind == "image" and chance(0.4):
        return "%s_%04d.jpg" % (pick(["IMG", "DSC", "P", "DSCF", "photo"]), ri(1, 9999))
    if kind == "video" and chance(0.35):
        stem = stem.lower()
    return stem + wpick(parts.get(kind, parts["video"]))


WRAP_STYLES = [("nyuu", 14), ("nyuu_c", 10), ("newsmangler", 12), ("jbinup", 8), ("powerpost", 7), ("gopost", 7),
               ("ngpost", 8), ("efnet", 10), ("filexofy", 7), ("paren", 6), ("town", 2), ("oldyenc", 5), ("private", 2), ("re_fill", 2)]


def wrap(base, kind, chans, fn_file=None):
    n = wpick([(ri(1, 9), 3), (ri(10, 40), 4), (ri(41, 180), 2)])
    i = ri(1, n)
    P = wpick([(1, 1), (ri(2, 40), 3), (ri(41, 400), 3)])
    p = 1 if chance(0.5) else ri(1, P)
    f = fn_file(i, n) if fn_file else fname(base, kind, i, n)
    w = len(str(n))
    st = wpick(WRAP_STYLES)
    if st == "nyuu":
        return '[%0*d/%d] - "%s" yEnc (%d/%d) %s' % (w, i, n, f, p, P, nbytes())
    if st == "nyuu_c":
        return '%s [%0*d/%d] - "%s" yEnc (%d/%d) %s' % (base, w, i, n, f, p, P, nbytes())
    if st == "newsmangler":
        return '%s [%02d/%02d] - "%s" yEnc (%d/%d)' % (base, i, n, f, p, P)
    if st == "jbinup":
        if chance(0.5):
            return '(%s) [%02d/%02d] - "%s" - %s yEnc (%d/%d)' % (base, i, n, f, size_str(), p, P)
        return '[%02d/%02d] - "%s" - %s yEnc (%d/%d)' % (i, n, f, size_str(), p, P)
    if st == "powerpost":
        if chance(0.5):
            return '%s - "%s" yEnc (%02d/%02d)' % (base, f, p, P)
        return '"%s" yEnc (%d/%d)' % (f, p, P)
    if st == "gopost":
        return '%s - [%d/%d] - "%s" yEnc (%d/%d)' % (base, i, n, f, p, P)
    if st == "ngpost":
        return '[%d/%d] "%s" yEnc (%d/%d)' % (i, n, f, p, P)
    if st == "efnet":
        ch = pick(chans)
        tag = pick(["FULL", "FULL", "FULL", "PART", "REPOST", "PRE", "FiLL"])
        if chance(0.7):
            return '[%d]-[%s]-[#a.b.%s@EFNet]-[ %s ]-[%02d/%02d] - "%s" yEnc (%d/%d)' % (ri(1000, 999999), tag, ch, base, i, n, f, p, P)
        return '[ #a.b.%s@EFNet ] - [%s] [%d] %s [%d/%d] - "%s" yEnc (%d/%d)' % (ch, tag, ri(1000, 99999), base, i, n, f, p, P)
    if st == "filexofy":
        r = ri(0, 2)
        if r == 0:
            return '%s - File %d of %d - "%s" yEnc (%d/%d)' % (base, i, n, f, p, P)
        if r == 1:
            return "%s (File %d of %d)" % (base, i, n)
        return "File %d of %d - %s" % (i, n, f)
    if st == "paren":
        return "%s (%d/%d)" % (base, i, n) if chance(0.6) else "%s - %s (%d/%d)" % (base, f, p, P)
    if st == "town":
        return '[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ %s ]-[%02d/%02d] - "%s" - %s yEnc (%d/%d)' % (base, i, n, f, size_str(), p, P)
    if st == "oldyenc":
        return '%s - %s yEnc (%d/%d)' % (base, f, p, P)
    if st == "private":
        return '[PRiVATE]-[WtFnZb]-[%s/%s]-[%d/%d] - "" yEnc (%d/%d) %s' % (base, f, i, n, p, P, nbytes())
    return 'Re: REQ: %s - here you go [%02d/%02d] - "%s" yEnc (%d/%d)' % (base, i, n, f, p, P)


# ------------------------------------------------------ render helpers


def ep():
    return "S%02dE%02d" % (ri(1, 12), ri(1, 24))


def render_tv_scene(show):
    g = pick(TV_GRP)
    e = ep()
    f = ri(0, 11)
    if f == 0:
        return "%s.%s.720p.HDTV.x264-%s" % (show, e, g)
    if f == 1:
        return "%s.%s.1080p.WEB.h264-%s" % (show, e, g)
    if f == 2:
        return "%s.%s.2160p.WEB.H265-%s" % (show, e, g)
    if f == 3:
        return "%s.%s.HDTV.x264-%s" % (show, e, g)
    if f == 4:
        return "%s.%s.HDTV.XviD-%s" % (show, e, g)
    if f == 5:
        return "%s.%s.PROPER.720p.HDTV.x264-%s" % (show, e, g)
    if f == 6:
        return "%s.%s.REPACK.1080p.WEB.h264-%s" % (show, e, g)
    if f == 7:
        return "%s.%sE%02d.720p.HDTV.x264-%s" % (show, e, int(e[-2:]) + 1, g)
    if f == 8:
        return "%s.%s.iNTERNAL.1080p.WEB.h264-%s" % (show, e, g)
    if f == 9:
        return "%s.%s.480p.x264-mSD" % (show, e)
    if f == 10:
        return "%s.%s.720p.WEB.x265-%s" % (show, e, pick(["MiNX", "MeGusta", "ELiTE"]))
    return "%s.%s.1080p.HDTV.H264-%s" % (show, e, g)


def render_tv_p2p(show):
    sp = show.replace(".", " ")
    e = ep()
    g = pick(P2P_TV)
    f = ri(0, 8)
    if f == 0:
        return "%s %s %s 1080p %s WEB-DL DDP5 1 H 264-%s" % (sp, e, pick(EP_TITLES), pick(SVC), g)
    if f == 1:
        return "%s (%d) %s (%s %s x265 10bit %s)" % (sp, ri(2005, 2024), e, pick(["1080p", "2160p", "720p"]), pick(["BluRay", "WEB-DL", "WEBRip"]), pick(ENC))
    if f == 2:
        return "%s.S%02d.COMPLETE.%s.%s.WEB-DL.DDP5.1.H.264-%s" % (show, ri(1, 9), pick(["1080p", "720p", "2160p"]), pick(SVC), g)
    if f == 3:
        return "%s - %s - %s [%s]" % (sp, e, pick(EP_TITLES), pick(["1080p", "720p", "WEB-DL 1080p"]))
    if f == 4:
        return "%s Season %d Complete 720p x264 [i_c]" % (sp, ri(1, 10))
    if f == 5:
        return "%s.%s.%s.%s.WEB-DL.DDP5.1.Atmos.H.265-%s" % (show, e, pick(["1080p", "2160p"]), pick(SVC), g)
    if f == 6:
        return "%s %s 720p HEVC x265-MeGusta" % (sp, e)
    if f == 7:
        return "%s.%s.%s.1080p.%s.WEB-DL.AAC2.0.H.264-%s" % (show, e, dots(pick(EP_TITLES)), pick(SVC), g)
    return "%s S%02d 1080p BluRay x265-%s" % (sp, ri(1, 9), pick(["RARBG", "PSA", "Silence", "Tigole", "Vyndros"]))


def render_movie_scene(t, y):
    m = dots(t)
    g = pick(SC_MOV)
    f = ri(0, 11)
    tags = ["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "DVDRip.XviD", "1080p.WEB.H264",
            "REMASTERED.1080p.BluRay.x264", "LIMITED.1080p.BluRay.x264", "COMPLETE.UHD.BLURAY", "MULTi.COMPLETE.BLURAY",
            "DC.1080p.BluRay.x264", "PROPER.1080p.WEB.H264", "iNTERNAL.1080p.BluRay.x264"]
    return "%s.%d.%s-%s" % (m, y, tags[f], g)


def render_movie_p2p(t, y):
    m = dots(t)
    g = pick(P2P_MOV)
    f = ri(0, 9)
    if f == 0:
        return "%s (%d) [1080p] [BluRay] [5.1] [YTS.MX]" % (t, y)
    if f == 1:
        return "%s.%d.1080p.BluRay.DDP5.1.x264-%s" % (m, y, g)
    if f == 2:
        return "%s.%d.2160p.UHD.BluRay.REMUX.HDR.HEVC.TrueHD.7.1.Atmos-%s" % (m, y, g)
    if f == 3:
        return "%s %d 1080p WEB-DL DDP5 1 Atmos H 264-%s" % (t, y, g)
    if f == 4:
        return "%s (%d) (1080p BluRay x265 HEVC 10bit AAC 5.1 %s)" % (t, y, pick(ENC))
    if f == 5:
        return "%s.%d.720p.BrRip.x264.YIFY" % (m, y)
    if f == 6:
        return "%s.%d.1080p.BluRay.H264.AAC-RARBG" % (m, y)
    if f == 7:
        return "%s (%d) Criterion 1080p BluRay FLAC 1.0 x264-%s" % (t, y, g)
    if f == 8:
        return "%s.%d.Hybrid.1080p.BluRay.DD+5.1.x264-%s" % (m, y, g)
    return "%s %d Open Matte 1080p WEBRip x264 %s" % (t, y, pick(["AAC", "DD5.1", "AC3"]))


def render_album_scene(a, b, y):
    A = unders(a)
    B = unders(b)
    g = pick(MUS_GRP)
    f = ri(0, 7)
    if f == 0:
        return "%s-%s-WEB-%d-%s" % (A, B, max(y, ri(2019, 2025)) if chance(0.3) else y, g)
    if f == 1:
        return "%s-%s-CD-FLAC-%d-%s" % (A, B, y, g)
    if f == 2:
        return "%s-%s-(%s%d)-WEB-%d-%s" % (A, B, rstr(UPPER, ri(2, 5)), ri(1, 999), y, g)
    if f == 3:
        return "%s-%s-REMASTERED-%dCD-%d-%s" % (A, B, ri(1, 3), ri(2009, 2024), g)
    if f == 4:
        return "%s_-_%s-%d-%s" % (A, B, y, g)
    if f == 5:
        return "%s-%s-24BIT-96KHZ-WEB-FLAC-%d-%s" % (A, B, y, g)
    if f == 6:
        return "%s-%s-Vinyl-%d-%s" % (A, B, y, g)
    return "%s-%s-DELUXE_EDITION-WEB-%d-%s" % (A, B, y, g)


def render_album_p2p(a, b, y):
    f = ri(0, 10)
    if f == 0:
        return "%s - %s (%d) [FLAC]" % (a, b, y)
    if f == 1:
        return "%s - %s (%d) [FLAC 24-%s]" % (a, b, y, pick(["96", "192", "44", "48"]))
    if f == 2:
        return "%s - %s [%d] [16B-44.1kHz] FLAC" % (a, b, y)
    if f == 3:
        if y > 2015:
            return "%s - %s (%d) [Hi-Res 24bit] FLAC" % (a, b, y)
        return "%s - %s (%d) [%d Remaster] FLAC" % (a, b, y, ri(max(y + 5, 1990), 2024))
    if f == 4:
        return "%s - %s (%d) [Vinyl 24-192 FLAC]" % (a, b, y)
    if f == 5:
        return "(%d) %s - %s [WEB FLAC]" % (y, a, b)
    if f == 6:
        return "%s - %s (%d) MP3 320kbps" % (a, b, y)
    if f == 7:
        return "%s - %s (%d) [MP3 V0]" % (a, b, y)
    if f == 8:
        return "%s - %s (%d, %s, %s%d) [EAC-FLAC-CUE-LOG]" % (a, b, y, pick(LABELS), rstr(UPPER, 3), ri(100, 9999))
    if f == 9:
        return "%s - %s (%d) SACD ISO [DSD64]" % (a, b, y)
    return "%s - %s [Deluxe Edition] (%d) [Qobuz 24-96]" % (a, b, y)


def music_files(a, p2p):
    def fn(i, n):
        if chance(0.15):
            return "00-%s-%s.%s" % (unders(a).lower(), track_name(), pick(["nfo", "sfv", "m3u", "jpg"]))
        if p2p:
            return "%02d - %s.%s" % (i, Track_Name(), pick(["flac", "flac", "mp3", "m4a"]))
        return "%02d-%s-%s.%s" % (i, unders(a).lower(), track_name(), pick(["mp3", "flac"]))
    return fn


def render_anime(show):
    g = pick(SUBS)
    e = ri(1, 28)
    crc = hexs(8).upper()
    f = ri(0, 9)
    if f == 0:
        return "[%s] %s - %02d (1080p) [%s].mkv" % (g, show, e, crc)
    if f == 1:
        return "[%s] %s - %02d [1080p][Multiple Subtitle][%s].mkv" % (g, show, e, crc)
    if f == 2:
        return "[%s] %s - %02d [720p].mkv" % (g, show, e)
    if f == 3:
        return "[%s] %s (Season %d) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)" % (g, show, ri(1, 4))
    if f == 4:
        return "[%s] %s [BD 1080p HEVC FLAC]" % (g, show)
    if f == 5:
        return "[%s] %s - Vol.%d [BD 1080p x264 FLAC]" % (g, show, ri(1, 8))
    if f == 6:
        return "[%s] %s - %02dv2 [%s][%s].mkv" % (g, show, e, pick(["1080p", "720p", "480p"]), crc)
    if f == 7:
        return "[%s] %s - %02d [Web][H.264 1080p][AAC]" % (g, show, e)
    if f == 8:
        return "[%s] %s [Ma10p_1080p]" % (g, show)
    return "%s - %02d [1080p] [Dual Audio] [x265]" % (show, e)


def render_ebook(a, t):
    f = ri(0, 8)
    y = ri(1990, 2025)
    if f == 0:
        return "%s - %s (%d) (epub)" % (a, t, y)
    if f == 1:
        return "%s by %s [EPUB]" % (t, a)
    if f == 2:
        return "%s - %s (retail).epub" % (a, t)
    if f == 3:
        return "%s - %s (azw3, epub, mobi)" % (a, t)
    if f == 4:
        return "%s_-_%s.pdf" % (unders(a), unders(t))
    if f == 5:
        return "%s.-.%s.%d.RETAIL.EPUB.eBook-%s" % (dots(a), dots(t), y, pick(EB_GRP))
    if f == 6:
        return "[ebook] %s - %s" % (a, t)
    if f == 7:
        return "%s, %s - %s.epub" % (a.split(" ")[-1], " ".join(a.split(" ")[:-1]), t)
    return "%s - %s [%s]" % (a, t, pick(["ePub", "PDF", "MOBI", "EPUB+MOBI", "retail epub"]))


def render_audiobook(a, t, narr):
    f = ri(0, 7)
    if f == 0:
        return "%s - %s (Unabridged) [%dkbps MP3]" % (a, t, pick([32, 64, 96, 128]))
    if f == 1:
        return "%s - %s - Read by %s [M4B]" % (a, t, narr)
    if f == 2:
        return "%s - %s (%d) [Audiobook] [%dk]" % (a, t, ri(1995, 2024), pick([64, 128]))
    if f == 3:
        return "%s_-_%s_-_Audiobook_-_Read_by_%s" % (unders(a), unders(t), unders(narr))
    if f == 4:
        return "[Audiobook] %s by %s, narrated by %s" % (t, a, narr)
    if f == 5:
        return "%s-%s-AUDIOBOOK-WEB-EN-%d-%s" % (unders(a), unders(t), ri(2015, 2025), pick(["VOiCE", "POOLSIDE", "DiNKLE", "BitBook"]))
    if f == 6:
        return "%s - %s (Unabridged, %s)" % (a, t, narr)
    return "%s - %s [%s] - %s" % (a, t, pick(["ungekuerzt", "unabridged", "abridged", "dramatised"]), narr)


def render_game(g):
    sp = g.replace(".", " ")
    ver = "%d.%d.%d" % (ri(1, 4), ri(0, 20), ri(0, 9))
    f = ri(0, 8)
    if f == 0:
        return "%s-%s" % (g, pick(GAME_GRP))
    if f == 1:
        return "%s.v%s-%s" % (g, ver, pick(GAME_GRP))
    if f == 2:
        return "%s.Update.v%s-%s" % (g, ver, pick(GAME_GRP))
    if f == 3:
        return "%s.MULTi%d-%s" % (g, ri(2, 14), pick(GAME_GRP))
    if f == 4:
        return "%s [FitGirl Repack]" % sp
    if f == 5:
        return "%s v%s [DODI Repack]" % (sp, ver)
    if f == 6:
        return "%s (GOG) (%s)" % (sp, ver)
    if f == 7:
        return "setup_%s_%s_(64bit)_(%d).exe" % (g.lower().replace(".", "_"), ver, ri(10000, 79999))
    return "%s.Deluxe.Edition-%s" % (g, pick(GAME_GRP))


# ----------------------------------------------------------- legit builders
# each returns (base, kind, groups, chans, fn_file) -- wrapping happens later

CH_TV = ["teevee", "hdtv", "multimedia", "tv", "hdtv.x264"]
CH_MOV = ["moovee", "hdtv.x264", "movies", "x264", "bluray"]
CH_MUS = ["mp3", "sounds.mp3", "sounds.flac", "mp3.complete_cd", "lossless"]
CH_BOOK = ["ebook", "e-book", "audiobooks"]
CH_GAME = ["games", "cd.image", "console.ps3", "games.xbox"]
CH_GEN = ["inner-sanctum", "boneless", "misc", "cores", "mom"]
CH_ANIME = ["anime", "multimedia.anime", "anime.highspeed"]

LG = {
    "tv": ["alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.multimedia",
           "alt.binaries.boneless", "alt.binaries.tvseries", "alt.binaries.misc", "alt.binaries.mom", "alt.binaries.bloaf",
           "alt.binaries.u-4all", "alt.binaries.ath", "alt.binaries.frogs", "alt.binaries.cores"],
    "movie": ["alt.binaries.movies", "alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.movies.xvid",
              "alt.binaries.hdtv.x264", "alt.binaries.x264", "alt.binaries.dvd", "alt.binaries.bluray", "alt.binaries.multimedia",
              "alt.binaries.boneless", "alt.binaries.cores", "alt.binaries.mom", "alt.binaries.movies.classic"],
    "anime": ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed",
              "alt.binaries.multimedia.anime.repost", "alt.binaries.boneless"],
    "music": ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.lossless", "alt.binaries.sounds.flac",
              "alt.binaries.music.flac", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.mp3.classical",
              "alt.binaries.sounds.mp3.jazz", "alt.binaries.sounds.mp3.electronic", "alt.binaries.sounds.mp3.rock",
              "alt.binaries.sounds.lossless.classical", "alt.binaries.mp3.full_albums", "alt.binaries.sounds.mp3.dance",
              "alt.binaries.sounds.mp3.1990s", "alt.binaries.sounds.mp3.1970s", "alt.binaries.sounds.radio.misc"],
    "audiobook": ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks", "alt.binaries.sounds.audiobooks.repost",
                  "alt.binaries.mp3.audiobooks", "alt.binaries.e-book"],
    "ebook": ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.technical", "alt.binaries.e-book.flood",
              "alt.binaries.ebook.french", "alt.binaries.e-book.rpg", "alt.binaries.e-books", "alt.binaries.ebook.german"],
    "comics": ["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.0-day", "alt.binaries.pictures.comics.complete",
               "alt.binaries.pictures.comics.repost", "alt.binaries.comics", "alt.binaries.pictures.manga"],
    "magazine": ["alt.binaries.e-book.magazines", "alt.binaries.magazines", "alt.binaries.e-book", "alt.binaries.ebook"],
    "software": ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.software", "alt.binaries.warez.ibm-pc.0-day",
                 "alt.binaries.mac", "alt.binaries.mac.applications", "alt.binaries.cores", "alt.binaries.misc",
                 "alt.binaries.multimedia", "alt.binaries.test", "alt.binaries.boneless", "alt.binaries.sounds.mp3"],
    "games": ["alt.binaries.games", "alt.binaries.games.xbox360", "alt.binaries.console.ps3", "alt.binaries.games.nintendods",
              "alt.binaries.cd.image.games", "alt.binaries.games.wii", "alt.binaries.games.switch", "alt.binaries.emulators.nintendo",
              "alt.binaries.cd.image", "alt.binaries.boneless"],
    "linux": ["alt.binaries.linux", "alt.binaries.linux.iso", "alt.binaries.cd.image.linux", "alt.binaries.cd.image",
              "alt.binaries.iso", "alt.binaries.test", "alt.binaries.misc"],
    "course": ["alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.e-learning", "alt.binaries.cbt",
               "alt.binaries.misc", "alt.binaries.ebook", "alt.binaries.boneless"],
    "doc": ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.tv", "alt.binaries.teevee",
            "alt.binaries.hdtv.x264", "alt.binaries.multimedia"],
    "sports": ["alt.binaries.multimedia.sports", "alt.binaries.sports", "alt.binaries.multimedia.sports.boxing",
               "alt.binaries.multimedia.sports.formula1", "alt.binaries.teevee", "alt.binaries.multimedia.sports.football",
               "alt.binaries.hdtv"],
    "podcast": ["alt.binaries.sounds.radio.misc", "alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.mp3.podcasts",
                "alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.mp3.dance", "alt.binaries.sounds.radio"],
    "images": ["alt.binaries.pictures", "alt.binaries.pictures.wallpaper", "alt.binaries.pictures.astro",
               "alt.binaries.pictures.nature", "alt.binaries.pictures.photography", "alt.binaries.pictures.misc",
               "alt.binaries.pictures.vintage", "alt.binaries.scans"],
    "obf": ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.mom", "alt.binaries.cores", "alt.binaries.bloaf",
            "alt.binaries.frogs", "alt.binaries.u-4all", "alt.binaries.ath", "alt.binaries.iso", "alt.binaries.superman",
            "alt.binaries.kleverig", "alt.binaries.nl", "alt.binaries.fz", "alt.binaries.multimedia", "alt.binaries.hdtv.x264",
            "alt.binaries.teevee", "alt.binaries.movies.divx", "alt.binaries.dc", "alt.binaries.town", "alt.binaries.xylo"],
}


def b_tv_scene():
    if chance(0.12):
        y, mo, d = mdate(2019, 2025)
        base = "%s.%04d.%02d.%02d.%s.%s.WEB.h264-%s" % (pick(TALK), y, mo, d, pick(GUESTS), pick(["720p", "1080p"]), pick(TV_GRP))
    else:
        base = render_tv_scene(pick(TV_SHOWS))
    return base, "video", LG["tv"], CH_TV, None


def b_tv_p2p():
    return render_tv_p2p(pick(TV_SHOWS)), "video", LG["tv"], CH_TV, None


def b_movie_scene():
    t, y = pick(MOVIES)
    return render_movie_scene(t, y), "video", LG["movie"], CH_MOV, None


def b_movie_p2p():
    t, y = pick(MOVIES)
    return render_movie_p2p(t, y), "video", LG["movie"], CH_MOV, None


def b_anime():
    base = render_anime(pick(ANIME))
    return base, "video", LG["anime"], CH_ANIME, None


def b_music_scene():
    f = ri(0, 9)
    if f <= 6:
        a, b, y = pick(ALBUMS)
        return render_album_scene(a, b, y), "music", LG["music"], CH_MUS, music_files(a, False)
    if f == 7:
        base = "VA-%s-%dCD-%d-%s" % (pick(VA), ri(2, 4), ri(2019, 2025), pick(MUS_GRP))
        return base, "music", LG["music"], CH_MUS, music_files("va", False)
    if f == 8:
        dj, sh = pick(RADIO_SHOWS)
        y, mo, d = mdate(2019, 2025)
        base = "%s-%s_%d-%s-%02d-%02d-%d-%s" % (dj, sh, ri(400, 1200), pick(["SAT", "CABLE", "DAB", "LINE", "STREAM"]), mo, d, y, pick(MUS_GRP))
        return base, "music", LG["music"] + ["alt.binaries.sounds.radio.misc"], CH_MUS, music_files(dj, False)
    a, b, y = pick(ALBUMS)
    base = "%s-%s-(%s%03d)-WEB-%d-%s" % (unders(a), unders(Track_Name()), rstr(UPPER, ri(2, 5)), ri(1, 999), ri(2018, 2025), pick(MUS_GRP))
    return base, "music", LG["music"], CH_MUS, music_files(a, False)


def b_music_p2p():
    a, b, y = pick(ALBUMS)
    return render_album_p2p(a, b, y), "music", LG["music"], CH_MUS, music_files(a, True)


def b_music_disco():
    a, y1, y2 = pick(DISCO_ARTISTS)
    f = ri(0, 6)
    if f == 0:
        base = "%s - Discography (%d-%d) [FLAC]" % (a, y1, y2)
    elif f == 1:
        base = "%s - Complete Discography %d Albums MP3 320" % (a, ri(8, 40))
    elif f == 2:
        base = "%s - The Studio Albums %d-%d (Box Set) [24-96]" % (a, y1, y2)
    elif f == 3:
        base = "%s Discography %d-%d (MP3@320)" % (a, y1, y2)
    elif f == 4:
        base = "%s - Collection (%d CD) [APE+CUE]" % (a, ri(5, 60))
    elif f == 5:
        base = "%s_-_Discography_%d-%d_(%s)" % (unders(a), y1, y2, pick(["FLAC", "320kbps", "V0", "Lossless"]))
    else:
        base = "%s - Discografia Completa (%d-%d) [MP3 320]" % (a, y1, y2)
    return base, "music", LG["music"], CH_MUS, music_files(a, True)


def b_audiobook():
    a, t, narr = pick(AUDIOBOOKS)
    base = render_audiobook(a, t, narr)

    def fn(i, n):
        r = ri(0, 3)
        if r == 0:
            return "%s - %02d.mp3" % (t.replace('"', ""), i)
        if r == 1:
            return "%s - %s.m4b" % (a, t)
        if r == 2:
            return "%s - %s.part%02d.rar" % (unders(a), unders(t), i)
        return "%s - %s - Chapter %02d.mp3" % (a, t, i)
    return base, "audio", LG["audiobook"], CH_BOOK, fn


def b_ebook():
    if chance(0.3):
        pub, t, y = pick(TECHBOOKS)
        f = ri(0, 3)
        if f == 0:
            base = "%s - %s (%d).pdf" % (pub, t, y)
        elif f == 1:
            base = "%s.%s.%d.RETAIL.EPUB.eBook-%s" % (dots(pub), dots(t), y, pick(EB_GRP))
        elif f == 2:
            base = "[%s] %s (%d) [EPUB+PDF]" % (pub, t, y)
        else:
            base = "%s_%s_%d.epub" % (unders(pub), unders(t), y)
        return base, "book", LG["ebook"], CH_BOOK, None
    if chance(0.08):
        base = "Ebook Collection - %d %s (epub)" % (ri(50, 900), pick(["Sci-Fi Classics", "Hugo Winners", "Mysteries", "Cookbooks", "History titles", "Booker Prize novels"]))
        return base, "book", LG["ebook"], CH_BOOK, None
    a, t = pick(EBOOKS)
    return render_ebook(a, t), "book", LG["ebook"], CH_BOOK, None


def b_comics():
    f = ri(0, 8)
    y = ri(2016, 2025)
    if f <= 2:
        base = "%s %03d (%d) (%s) (%s)" % (pick(COMICS), ri(1, 160), y, pick(["Digital", "digital", "Webrip"]), pick(COMIC_SCN))
    elif f == 3:
        base = "%s v%02d - %s (%d) (digital) (%s)" % (pick(COMICS), ri(1, 12), pick(["Year One", "The Long Halloween", "Rebirth", "Dark Ages", "Homecoming", "Full Circle"]), y, pick(COMIC_SCN))
    elif f == 4:
        yy, mo, d = mdate(2016, 2025)
        base = "0-Day Week of %04d.%02d.%02d" % (yy, mo, d)
    elif f == 5:
        base = "2000AD Prog %d (%d) (digital) (Minutemen-Slayer)" % (ri(2100, 2420), y)
    elif f == 6:
        base = "Asterix - T%02d - %s (FR)" % (ri(1, 40), pick(["Le Tour de Gaule", "Le Bouclier Arverne", "Asterix le Gaulois", "Les Lauriers de Cesar", "Le Devin", "La Zizanie"]))
    elif f == 7:
        base = "%s v%02d (%d) (Digital) (%s)" % (pick(MANGA), ri(1, 110), y, pick(["1r0n", "LuCaZ", "Oak", "danke-Empire"]))
    else:
        base = "%s - Complete Run (%d-%d) (Digital)" % (pick(COMICS), ri(1960, 2010), ri(2011, 2024))
    return base, "comic", LG["comics"], ["comics.dcp", "comics.0-day", "pictures.comics"], None


def b_magazine():
    m = pick(MAGS)
    y = ri(2010, 2025)
    mon = pick(MONTHS)
    f = ri(0, 7)
    if f == 0:
        base = "%s - %d %s %d.pdf" % (m, ri(1, 28), mon, y)
    elif f == 1:
        base = "%s %s - %s %d" % (m, pick(MAG_CTRY), mon, y)
    elif f == 2:
        base = "%s Issue %d (%s %d)" % (m, ri(12, 650), mon, y)
    elif f == 3:
        base = "%s - %s %d (True PDF)" % (unders(m), mon, y)
    elif f == 4:
        base = "%s - No. %d %d" % (m, ri(1, 52), y)
    elif f == 5:
        base = "%s.%d.%02d.%02d.pdf" % (dots(m), y, ri(1, 12), ri(1, 28))
    elif f == 6:
        base = "Magazines pack %s %d - %d titles (PDF)" % (mon, y, ri(40, 400))
    else:
        base = "%s - %s-%s %d" % (m, pick(MON3), pick(MON3), y)
    return base, "book", LG["magazine"], ["ebook", "e-book", "magazines"], None


SOFT_GRP = ["TBE", "BTCR", "F4CG", "AMPED", "XFORCE", "R2R", "CORE", "TNT", "DVT", "SSQ", "UZ1", "Portable", "LAXiTY", "ZWTiSO"]


def b_software():
    base = pick(SOFTWARE)()
    plain = not re.search(r"\.[A-Za-z0-9]{2,4}$|\)$|\]$|ISO$| Setup$|-R2R$", base)
    if plain and chance(0.35):
        base = base + "-" + pick(SOFT_GRP)
    elif plain and chance(0.12):
        base = base + pick([" + Crack", " Incl Keygen", ".Incl.Patch", " (x64)", " [Multilanguage]", " Final"])
    return base, "soft", LG["software"], ["warez", "cd.image", "inner-sanctum", "mac"], None


def b_games():
    f = ri(0, 9)
    if f <= 5:
        base = render_game(pick(GAMES))
    elif f == 6:
        base = "%s.NSW-%s" % (pick(NSW), pick(NSW_GRP))
    elif f == 7:
        base = pick(REDUMP) + pick([".7z", ".zip", ".chd", "", ".iso", " (Redump)"])
    elif f == 8:
        base = "%s.%s-%s" % (pick(PS_GAMES), pick(["PS4", "PS5", "PS5.v1.005"]), pick(["DUPLEX", "BigBlueBox", "CUSA", "iMARS"]))
    else:
        base = "%s.%s.Update.v%d.%d-%s" % (pick(NSW), "NSW", ri(1, 2), ri(0, 9), pick(NSW_GRP))
    return base, "soft", LG["games"], CH_GAME, None


def b_linux():
    base = pick(LINUX)()
    return base, "iso", LG["linux"], ["linux", "cd.image", "misc"], None


def b_course():
    c = pick(COURSES)
    f = ri(0, 7)
    if f == 0:
        base = c
    elif f == 1:
        base = "[Tutorial] " + c
    elif f == 2:
        base = "%s (Updated %s %d)" % (c, pick(MONTHS), ri(2020, 2025))
    elif f == 3:
        base = "%s [%d lectures, %dh %02dm]" % (c, ri(20, 400), ri(2, 70), ri(0, 59))
    elif f == 4:
        base = unders(c)
    elif f == 5:
        base = "%s - Part %d of %d" % (c, ri(1, 4), ri(4, 12))
    elif f == 6:
        base = "[ FreeCourseWeb.com ] " + c
    else:
        base = c + pick([".zip", ".rar", " (MP4 720p)", " [1080p]", " - Course Files"])
    return base, "video", LG["course"], ["tutorials", "cbt", "boneless"], None


def b_doc():
    y, mo, d = mdate(2005, 2025)
    f = ri(0, 7)
    if f == 0:
        base = "BBC.%s.%d.Episode.%d.1080p.HDTV.x265.AAC.MVGroup.mkv" % (pick(DOC_SERIES), y, ri(1, 8))
    elif f == 1:
        base = "PBS.Nova.%d.%s.720p.HDTV.x264.AAC.MVGroup.org.mkv" % (y, pick(DOC_TOPICS))
    elif f == 2:
        base = "%s.%s.%d.Part.%d.720p.HDTV.x264.AAC.mkv" % (pick(DOC_CH), pick(DOC_TOPICS), y, ri(1, 4))
    elif f == 3:
        base = "Nat.Geo.%s.S%02dE%02d.720p.HDTV.x264-%s" % (pick(DOC_SERIES), ri(1, 8), ri(1, 12), pick(TV_GRP))
    elif f == 4:
        base = "%s (%d) 1080p WEBRip x264 - Documentary" % (pick(DOC_SERIES).replace(".", " "), y)
    elif f == 5:
        base = "Storyville.%d.%s.720p.HDTV.x264.AAC.MVGroup.org.mkv" % (y, pick(DOC_TOPICS))
    elif f == 6:
        base = "Frontline.S%02dE%02d.%s.720p.WEB.h264-%s" % (y % 100, ri(1, 20), pick(DOC_TOPICS), pick(TV_GRP))
    else:
        base = "Horizon.%d.%s.1080p.HDTV.x264-%s" % (y, pick(DOC_TOPICS), pick(TV_GRP))
    return base, "video", LG["doc"], ["documentaries", "teevee", "mvgroup"], None


def b_sports():
    y, mo, d = mdate(2018, 2025)
    f = ri(0, 10)
    if f == 0:
        base = "Formula1.%d.Round%02d.%s.%s.SkyF1HD.1080P" % (y, ri(1, 24), pick(F1_GP), pick(["Race", "Qualifying", "Sprint", "FP1", "FP2", "Pre-Race.Buildup"]))
    elif f == 1:
        t = R.sample(NFL_T, 2)
        base = "NFL.%04d.%02d.%02d.%s.vs.%s.1080p.WEB.h264-%s" % (y, mo, d, t[0], t[1], pick(["SPORTSNET", "KYR", "SPLASH", "WARCHiEF"]))
    elif f == 2:
        t = R.sample(NBA_T, 2)
        base = "NBA.%04d.%02d.%02d.%s.vs.%s.720p.WEB.h264-%s" % (y, mo, d, t[0], t[1], pick(["SPLASH", "KYR", "TRUMP", "HOOPS"]))
    elif f == 3:
        fi = R.sample(FIGHTERS, 2)
        base = "UFC.%d.%s.vs.%s.PPV.1080p.WEB-DL.H264.Fight-BB" % (ri(280, 315), fi[0], fi[1])
    elif f == 4:
        c = R.sample(CLUBS, 2)
        base = "EPL.%d.%02d.Matchday.%d.%s.vs.%s.1080p.HDTV.x264-%s" % (y, (y + 1) % 100, ri(1, 38), c[0], c[1], pick(["FAFF", "MAiN", "ATHLETiCS", "SPORTSNET"]))
    elif f == 5:
        base = "WWE.Monday.Night.Raw.%04d.%02d.%02d.720p.HDTV.h264-Star" % (y, mo, d)
    elif f == 6:
        base = "Tour.de.France.%d.Stage.%d.1080p.WEB.h264-%s" % (y, ri(1, 21), pick(["VELO", "SPORTSNET", "CyclingHD"]))
    elif f == 7:
        base = "MotoGP.%d.Round%02d.%s.Race.BTSportHD.1080p" % (y, ri(1, 21), pick(F1_GP))
    elif f == 8:
        base = "Wimbledon.%d.%s.Final.720p.HDTV.x264" % (y, pick(["Mens", "Womens", "Mixed.Doubles"]))
    elif f == 9:
        c = R.sample(CLUBS, 2)
        base = "%s vs %s - %s %d - Full Match 1080p" % (c[0].replace(".", " "), c[1].replace(".", " "), pick(["Champions League", "FA Cup", "Eredivisie", "La Liga", "DFB-Pokal"]), y)
    else:
        base = "Cricket.%d.%s.vs.%s.%s.Day.%d.720p" % (y, pick(["England", "India", "Australia", "Pakistan"]), pick(["New.Zealand", "South.Africa", "Sri.Lanka", "West.Indies"]), pick(["1st.Test", "2nd.Test", "3rd.Test"]), ri(1, 5))
    return base, "video", LG["sports"], ["sports", "teevee", "hdtv"], None


def b_podcast():
    y, mo, d = mdate(2015, 2025)
    f = ri(0, 5)
    if f <= 2:
        tpl = pick(PODS)
        nargs = len(re.findall(r"%[ds]", tpl))
        if nargs == 1:
            base = tpl % pick(POD_TOPICS + POD_GUESTS)
        else:
            base = tpl % (ri(10, 2200), pick(POD_TOPICS + POD_GUESTS))
        if chance(0.5):
            base += " (%04d-%02d-%02d)" % (y, mo, d)
        if chance(0.3):
            base += ".mp3"
    elif f == 3:
        base = "BBC Radio 1 Essential Mix - %s (%04d-%02d-%02d)" % (pick(DJS), y, mo, d)
    elif f == 4:
        base = "John Peel Show %04d-%02d-%02d (BBC Radio 1) [Tape Rip]" % (ri(1976, 2004), mo, d)
    else:
        base = pick(["Old Time Radio - The Shadow - %d episodes (MP3)", "OTR - Suspense - %d shows", "Old Time Radio - Dragnet - %d episodes",
                     "Coast to Coast AM - %d - Ancient Mysteries and UFO Disclosure", "BBC Radio 3 - Proms - Prom %d"]) % ri(2, 400)
    return base, "audio", LG["podcast"], ["sounds.radio", "mp3", "inner-sanctum"], None


def b_images():
    y, mo, d = mdate(2010, 2025)
    f = ri(0, 9)
    if f == 0:
        base = "NASA APOD %d complete set (%d JPG)" % (y, ri(300, 366))
    elif f == 1:
        base = "Wallpapers 4K Pack %d (3840x2160) %d pics" % (y, ri(50, 900))
    elif f == 2:
        base = "Nat Geo Photo of the Day %d - %s" % (y, pick(MONTHS))
    elif f == 3:
        base = "IMG_%04d%02d%02d_%02d%02d%02d.jpg" % (y, mo, d, ri(0, 23), ri(0, 59), ri(0, 59))
    elif f == 4:
        base = pick(["DSC_%04d.JPG", "DSCF%04d.RAF", "P%07d.JPG", "_MG_%04d.CR2"]) % ri(1, 9999)
    elif f == 5:
        base = "Family holiday %s %d (%d photos)" % (pick(PLACES), y, ri(40, 900))
    elif f == 6:
        base = "Scanned vintage postcards collection vol %02d" % ri(1, 40)
    elif f == 7:
        base = "Astrophotography - %s - %dx300s stack (FITS)" % (pick(ASTRO), ri(20, 200))
    elif f == 8:
        base = "Old family slides scanned at 4000 dpi - box %d" % ri(1, 30)
    else:
        base = "Hubble Legacy Archive - %s mosaic (TIFF 16bit)" % pick(ASTRO)
    return base, "image", LG["images"], ["pictures", "pictures.wallpaper", "boneless"], None


FG = {
    "de": ["alt.binaries.german.movies", "alt.binaries.tv.deutsch", "alt.binaries.ger", "alt.binaries.german.tv", "alt.binaries.hdtv.german"],
    "fr": ["alt.binaries.dvd.french", "alt.binaries.movies.french", "alt.binaries.series.tv.french", "alt.binaries.french"],
    "nl": ["alt.binaries.nl", "alt.binaries.dvd.dutch", "alt.binaries.kleverig"],
    "es": ["alt.binaries.dvd.spanish", "alt.binaries.spanish", "alt.binaries.movies.spanish"],
    "it": ["alt.binaries.dvd.italian", "alt.binaries.italian", "alt.binaries.movies.italian"],
    "nord": ["alt.binaries.nordic", "alt.binaries.swedish", "alt.binaries.danish", "alt.binaries.hdtv.nordic"],
    "asia": ["alt.binaries.asian", "alt.binaries.multimedia.korean", "alt.binaries.japanese", "alt.binaries.anime"],
    "ru": ["alt.binaries.russian", "alt.binaries.movies.russian"],
    "pl": ["alt.binaries.polish", "alt.binaries.movies.polish"],
    "in": ["alt.binaries.bollywood", "alt.binaries.movies.indian"],
    "tr": ["alt.binaries.turkish", "alt.binaries.portuguese", "alt.binaries.brazilian"],
}
DE_SHOWS = ["Der.Bergdoktor", "Die.Rosenheim.Cops", "SOKO.Leipzig", "Babylon.Berlin", "Dark", "Der.Tatortreiniger",
            "Pastewka", "Notruf.Hafenkante", "Hubert.ohne.Staller", "In.aller.Freundschaft", "Die.Hoehle.der.Loewen", "Der.Alte"]
TATORT = ["Das.Opfer", "Borowski.und.der.gute.Mensch", "Murot.und.das.Gesetz.des.Karma", "Unter.Feuer", "Ein.Freund.ein.guter.Freund", "Die.Zeit.ist.gekommen"]
DE_GRP = ["iNTENTiON", "WvF", "TMSF", "DETAiLS", "EXCiTED", "MGE", "SAUERKRAUT", "ZZGtv", "VoDTv", "GMA", "MDGP", "TVARCHiV"]
DE_BOOKS = [("Marc-Uwe Kling", "Die Känguru-Chroniken"), ("Sebastian Fitzek", "Die Einladung"), ("Juli Zeh", "Über Menschen"),
            ("Daniel Kehlmann", "Lichtspiel"), ("Ferdinand von Schirach", "Regen"), ("Cornelia Funke", "Tintenherz")]
FR_SHOWS = ["Lupin", "Engrenages", "Le.Bureau.des.Legendes", "Plus.belle.la.vie", "Capitaine.Marleau", "HPI", "Dix.pour.cent",
            "Koh-Lanta", "Astrid.et.Raphaelle", "Candice.Renoir", "Les.Combattantes"]
FR_MOV = [("Le.Comte.de.Monte-Cristo", 2024), ("Les.Trois.Mousquetaires.DArtagnan", 2023), ("Anatomie.dune.chute", 2023),
          ("LAmour.ouf", 2024), ("Le.Regne.Animal", 2023), ("Intouchables", 2011), ("La.Haine", 1995), ("Amelie", 2001),
          ("Asterix.et.Obelix.LEmpire.du.Milieu", 2023), ("Le.Diner.de.cons", 1998), ("Bienvenue.chez.les.Chtis", 2008)]
FR_GRP = ["FW", "SUPPLY", "FRATERNiTY", "ARK01", "NEWCINE", "LAZARUS", "KAF", "FCK", "HeroZ", "ZT", "QTZ", "EXTREME"]
NL_SHOWS = ["Flikken.Maastricht", "Baantjer", "Boer.zoekt.Vrouw", "Wie.is.de.Mol", "De.Luizenmoeder", "Undercover.NL",
            "Penoza", "Lang.Leve.de.Liefde", "Zondag.met.Lubach", "De.Slimste.Mens"]
ES_SHOWS = ["La.Casa.de.Papel", "Elite", "Vis.a.Vis", "El.Ministerio.del.Tiempo", "Cuentame.Como.Paso", "Aqui.no.hay.quien.viva",
            "Las.Chicas.del.Cable", "Velvet", "Los.Serrano", "Money.Heist.Korea"]
IT_SHOWS = ["Il.Commissario.Montalbano", "Gomorra", "Suburra", "Mare.Fuori", "L.Amica.Geniale", "Don.Matteo", "Un.Posto.al.Sole", "Rocco.Schiavone"]
IT_GRP = ["NovaRip", "Mircrew", "iDN_CreW", "realDMDJ", "DLMux", "ICV", "Pir8", "G66"]
NO_SHOWS = [("Bron.Broen", "SWEDiSH"), ("Forbrydelsen", "DANiSH"), ("Borgen", "DANiSH"), ("Skam", "NORWEGiAN"),
            ("Wallander", "SWEDiSH"), ("Beck", "SWEDiSH"), ("Ragnarok", "NORWEGiAN"), ("Exit", "NORWEGiAN"),
            ("Lilyhammer", "NORWEGiAN"), ("Karppi", "FiNNiSH"), ("Aallonmurtaja", "FiNNiSH")]
KDRAMA = ["Queen.of.Tears", "Moving", "Lovely.Runner", "Crash.Landing.on.You", "Extraordinary.Attorney.Woo",
          "Reply.1988", "My.Mister", "The.Glory", "Hometown.Cha-Cha-Cha", "When.Life.Gives.You.Tangerines"]
JDRAMA = ["葬送のフリーレン", "VIVANT", "虎に翼", "光る君へ", "ブラッシュアップライフ", "silent", "半沢直樹", "逃げるは恥だが役に立つ"]
RU_TITLES = ["Слово пацана. Кровь на асфальте", "Мастер и Маргарита", "Чебурашка", "Майор Гром: Игра", "Вызов", "Брат", "Ирония судьбы"]
HINDI = [("Jawan", 2023), ("Pathaan", 2023), ("Animal", 2023), ("Stree.2", 2024), ("12th.Fail", 2023), ("Laapataa.Ladies", 2024),
         ("Kalki.2898.AD", 2024), ("Dangal", 2016), ("3.Idiots", 2009), ("Lagaan", 2001)]
TR_SHOWS = ["Kurulus.Osman", "Yali.Capkini", "Kizilcik.Serbeti", "Bahar", "Teskilat", "Sahsiyet"]
PT_TITLES = [("Cidade.de.Deus", 2002), ("Tropa.de.Elite", 2007), ("Central.do.Brasil", 1998), ("Ainda.Estou.Aqui", 2024), ("O.Auto.da.Compadecida", 2000)]


def b_foreign():
    f = ri(0, 21)
    t, y = pick(MOVIES)
    if f == 0:
        return "%s.%d.German.DL.1080p.BluRay.x264-%s" % (dots(t), y, pick(DE_GRP)), "video", FG["de"], ["german", "ger.movies"], None
    if f == 1:
        return "%s.%s.GERMAN.720p.WEB.h264-%s" % (pick(DE_SHOWS), ep(), pick(DE_GRP)), "video", FG["de"], ["german", "tv.deutsch"], None
    if f == 2:
        return "Tatort.%s.GERMAN.1080p.HDTV.x264-%s" % (pick(TATORT), pick(DE_GRP)), "video", FG["de"], ["german"], None
    if f == 3:
        a, b = pick(DE_BOOKS)
        return "%s - %s (Hörbuch, ungekürzt)" % (a, b), "audio", FG["de"] + ["alt.binaries.audiobooks"], ["german"], None
    if f == 4:
        return "%s.%s.FRENCH.1080p.WEB.H264-%s" % (pick(FR_SHOWS), ep(), pick(FR_GRP)), "video", FG["fr"], ["french"], None
    if f == 5:
        return "%s.%d.MULTi.1080p.BluRay.x264-%s" % (dots(t), y, pick(FR_GRP)), "video", FG["fr"], ["french"], None
    if f == 6:
        m, yy = pick(FR_MOV)
        return "%s.%d.FRENCH.%s-%s" % (m, yy, pick(["720p.WEB.H264", "1080p.BluRay.x264", "DVDRip.XviD", "2160p.WEB.H265"]), pick(FR_GRP)), "video", FG["fr"], ["french"], None
    if f == 7:
        return "%s.%s.DUTCH.1080p.WEB.h264-%s" % (pick(NL_SHOWS), ep(), pick(["DDF", "RUBBiSH", "NLGRP", "SLOTH"])), "video", FG["nl"], ["nl", "teevee"], None
    if f == 8:
        return "%s.%d.1080p.BluRay.x264.NLsubs" % (dots(t), y), "video", FG["nl"], ["nl"], None
    if f == 9:
        return "%s.%s.SPANISH.1080p.WEB-DL.x264" % (pick(ES_SHOWS), ep()), "video", FG["es"], ["spanish"], None
    if f == 10:
        return "%s (%d) [BDRip 1080p][Castellano AC3 5.1-Ingles DTS][Subs]" % (t, y), "video", FG["es"], ["spanish"], None
    if f == 11:
        return "%s.%s.ITA.WEBDL.1080p.x264-%s" % (pick(IT_SHOWS), ep(), pick(IT_GRP)), "video", FG["it"], ["italian"], None
    if f == 12:
        s, lang = pick(NO_SHOWS)
        return "%s.%s.%s.720p.HDTV.x264-%s" % (s, ep(), lang, pick(["NORDiCHD", "TVC", "JustWatch", "SQUiZZiE", "WaLMaRT"])), "video", FG["nord"], ["nordic"], None
    if f == 13:
        return "%s.%d.NORDiC.1080p.BluRay.x264-%s" % (dots(t), y, pick(["WiKi", "NORDiCHD", "HDEX", "TWA"])), "video", FG["nord"], ["nordic"], None
    if f == 14:
        return "%s.E%02d.%02d%02d%02d.1080p.WEB-DL.x264.AAC-%s" % (pick(KDRAMA), ri(1, 16), ri(18, 25), ri(1, 12), ri(1, 28), pick(["NEXT", "Deresisi", "HANrel", "ADiT"])), "video", FG["asia"], ["asian"], None
    if f == 15:
        return "[%s] %s - %02d (%s 1920x1080 x264 AAC).mkv" % (pick(["Ohys-Raws", "Lilith-Raws", "Raws-Maji", "Tsundere-Raws"]), pick(JDRAMA), ri(1, 12), pick(["TBS", "NHK", "NTV", "Fuji"])), "video", FG["asia"], ["japanese", "anime"], None
    if f == 16:
        return "%s (%d) WEB-DL 1080p | %s" % (pick(RU_TITLES), ri(1997, 2024), pick(["Дубляж", "Лицензия", "MVO", "Оригинал + субтитры"])), "video", FG["ru"], ["russian"], None
    if f == 17:
        return "%s.%d.PL.DUBBING.1080p.WEB-DL.x264" % (dots(t), y) if chance(0.5) else "%s.%d.PLSUBBED.1080p.BluRay.x264-%s" % (dots(t), y, pick(P2P_MOV)), "video", FG["pl"], ["polish"], None
    if f == 18:
        h, hy = pick(HINDI)
        return "%s.%d.Hindi.1080p.%s.WEB-DL.DDP5.1.H.264-%s" % (h, hy, pick(["AMZN", "NF", "JC", "ZEE5"]), pick(P2P_MOV)), "video", FG["in"], ["bollywood"], None
    if f == 19:
        return "%s.%d.Bolum.1080p.WEB-DL.x264" % (pick(TR_SHOWS), ri(1, 180)), "video", FG["tr"], ["turkish"], None
    if f == 20:
        p, py = pick(PT_TITLES)
        return "%s.%d.1080p.BluRay.DUAL.5.1" % (p, py) if chance(0.5) else "%s (%d) Dublado 1080p" % (t, y), "video", FG["tr"], ["brazilian"], None
    s, lang = pick(NO_SHOWS)
    return "%s S%02d %s 1080p WEB-DL" % (s.replace(".", " "), ri(1, 5), pick(["Svenska", "Dansk", "Norsk", "Suomi"])), "video", FG["nord"], ["nordic"], None


def obf_stem():
    f = ri(0, 7)
    if f == 0:
        return hexs(32)
    if f == 1:
        return hexs(40)
    if f == 2:
        return rstr(ALNUM, ri(12, 40))
    if f == 3:
        return dd(ri(8, 12))
    if f == 4:
        return uuid4()
    if f == 5:
        return rstr(LOWER + DIG, ri(10, 24))
    if f == 6:
        return hexs(16).upper()
    return rstr(LOWER, ri(8, 16))


OBF_EXT = [".part01.rar", ".7z.001", ".vol03+04.par2", ".par2", ".mkv", ".bin", ".rar", ".r05", "", ".zip", ".mp4", ".iso", ".7z"]


def b_obf():
    s = obf_stem()
    n = ri(2, 120)
    i = ri(1, n)
    P = ri(1, 300)
    p = ri(1, P)
    f = ri(0, 9)
    if f == 0:
        t = s
    elif f == 1:
        t = s + pick(OBF_EXT)
    elif f == 2:
        t = '[%d/%d] - "%s%s" yEnc (%d/%d) %s' % (i, n, s, pick(OBF_EXT), p, P, nbytes())
    elif f == 3:
        t = '(????) [%02d/%02d] - "%s.part%02d.rar" yEnc (%d/%d)' % (i, n, dd(10), i, p, P)
    elif f == 4:
        t = '%s [%d/%d] - "%s%s" yEnc (%d/%d)' % (s, i, n, s, pick(OBF_EXT), p, P)
    elif f == 5:
        t = '[PRiVATE]-[WtFnZb]-[%s%s]-[%d/%d] - "" yEnc (%d/%d) %s' % (s, pick([".mkv", ".rar", ".part01.rar", "/" + obf_stem() + ".mkv"]), i, n, p, P, nbytes())
    elif f == 6:
        t = '[%d/%d] - "%s" yEnc (%d/%d)' % (i, n, obf_stem(), p, P)
    elif f == 7:
        t = '"%s%s" yEnc (%d/%d)' % (s, pick(OBF_EXT), p, P)
    elif f == 8:
        t = '[%02d/%02d] - "%s.%03d" yEnc (%d/%d)' % (i, n, s, i, p, P)
    else:
        t = "%s yEnc (%d/%d)" % (s, p, P) if chance(0.5) else s + ".nzb"
    return t, None, LG["obf"], None, None


def par2_source():
    f = ri(0, 5)
    if f == 0:
        return render_tv_scene(pick(TV_SHOWS))
    if f == 1:
        t, y = pick(MOVIES)
        return render_movie_scene(t, y)
    if f == 2:
        a, b, y = pick(ALBUMS)
        return render_album_scene(a, b, y)
    if f == 3:
        return obf_stem()
    if f == 4:
        return render_game(pick(GAMES)).replace(" ", ".")
    t, y = pick(MOVIES)
    return render_movie_p2p(t, y)


def b_par2():
    src = par2_source()
    st = src.lower() if chance(0.3) else src
    n = ri(5, 80)
    a = ri(0, 120)
    b = pick([1, 2, 4, 8, 16, 32, 64])
    P = ri(1, 120)
    f = ri(0, 7)
    if f == 0:
        t = '%s [00/%d] - "%s.par2" yEnc (1/1)' % (src, n, st)
    elif f == 1:
        t = '[%d/%d] - "%s.vol%03d+%02d.par2" yEnc (%d/%d)' % (ri(1, n), n, st, a, b, ri(1, P), P)
    elif f == 2:
        t = '"%s.vol%d+%d.PAR2" yEnc (1/%d)' % (st, a, b, P)
    elif f == 3:
        t = pick(["%s - PAR2 repair set (%d%%)", "REPAIR: %s [%d%% par2]", "%s [PAR2 %d%%]"]) % (src, pick([5, 10, 15, 20, 30]))
    elif f == 4:
        t = 'Re: REQ %s - extra pars [%02d/%02d] - "%s.vol%02d+%02d.par2" yEnc (1/%d)' % (src, ri(1, 10), 10, st, a, b, P)
    elif f == 5:
        t = "%s.vol%02d+%02d.par2" % (st, a, b)
    elif f == 6:
        t = "%s.par2" % st
    else:
        t = '%s [%d/%d] - "%s.vol%03d+%03d.par2" yEnc (%d/%d) %s' % (src, ri(1, n), n, st, a, b, ri(1, P), P, nbytes())
    return t, None, LG["tv"] + LG["movie"] + LG["obf"], None, None


NARRATORS = ["Stephen Fry", "Simon Vance", "Kate Reading", "Scott Brick", "Rosamund Pike", "Richard Armitage", "the author"]


def b_adlike():
    cat = wpick([("film", 60), ("tv", 55), ("music", 50), ("book", 30), ("soft", 20), ("game", 15), ("doc", 18), ("pod", 10), ("anime", 14)])
    if cat == "film":
        t, y = pick(AD_FILMS)
        base = render_movie_scene(t, y) if chance(0.5) else render_movie_p2p(t, y)
        return base, "video", LG["movie"], CH_MOV, None
    if cat == "tv":
        show = pick(AD_TV)
        base = render_tv_scene(show) if chance(0.55) else render_tv_p2p(show)
        return base, "video", LG["tv"], CH_TV, None
    if cat == "music":
        a, b, y = pick(AD_MUSIC)
        p2p = chance(0.55)
        base = render_album_p2p(a, b, y) if p2p else render_album_scene(a, b, y)
        return base, "music", LG["music"], CH_MUS, music_files(a, p2p)
    if cat == "book":
        a, t = pick(AD_BOOKS)
        if chance(0.3):
            return render_audiobook(a, t, pick(NARRATORS)), "audio", LG["audiobook"], CH_BOOK, None
        return render_ebook(a, t), "book", LG["ebook"], CH_BOOK, None
    if cat == "soft":
        return pick(AD_SOFT)(), "soft", LG["software"], ["warez", "cd.image"], None
    if cat == "game":
        return render_game(pick(AD_GAMES)), "soft", LG["games"], CH_GAME, None
    if cat == "doc":
        t, y = pick(AD_DOCS)
        f = ri(0, 3)
        if f == 0:
            base = "%s.%d.1080p.WEBRip.x264-%s" % (dots(t), y, pick(SC_MOV + P2P_MOV))
        elif f == 1:
            base = "%s (%d) [1080p] [WEBRip] [YTS.MX]" % (t, y)
        elif f == 2:
            base = "%s.%d.DOCU.720p.WEB.h264-%s" % (dots(t), y, pick(TV_GRP))
        else:
            base = "%s (%d) Documentary 720p" % (t, y)
        return base, "video", LG["doc"], ["documentaries", "moovee"], None
    if cat == "pod":
        yy, mo, d = mdate(2015, 2025)
        base = "%s - %d - %s (%04d-%02d-%02d)" % (pick(AD_PODS), ri(1, 900), pick(POD_TOPICS + ["Crypto Winter", "The Lottery", "Payday Loans", "Casino Economics", "Spam Calls", "Free Money"]), yy, mo, d)
        return base, "audio", LG["podcast"], ["sounds.radio"], None
    return render_anime(pick(AD_ANIME)), "video", LG["anime"], CH_ANIME, None


EVENTS = ["Live Aid", "Eurovision Song Contest", "Olympics opening ceremony", "FA Cup final", "New Year's Eve concert",
          "Christmas Top of the Pops", "Glastonbury", "Wimbledon final", "Monaco Grand Prix", "election night coverage"]
VENUES = ["Paradiso", "the Brixton Academy", "Roskilde", "the Fillmore", "Rock Werchter", "the Royal Albert Hall", "Pinkpop", "CBGB"]
GADGETS = ["Commodore 64", "Amiga 500", "Yamaha DX7", "Land Rover Series III", "Sinclair ZX Spectrum", "Roland TR-808", "Atari ST", "Technics SL-1200"]


def odd_source():
    f = ri(0, 6)
    if f == 0:
        return render_tv_scene(pick(TV_SHOWS)), "video", LG["tv"]
    if f == 1:
        t, y = pick(MOVIES)
        return render_movie_scene(t, y), "video", LG["movie"]
    if f == 2:
        a, b, y = pick(ALBUMS)
        return render_album_scene(a, b, y), "music", LG["music"]
    if f == 3:
        a, t = pick(EBOOKS)
        return render_ebook(a, t), "book", LG["ebook"]
    if f == 4:
        return render_game(pick(GAMES)), "soft", LG["games"]
    if f == 5:
        t, y = pick(MOVIES)
        return render_movie_p2p(t, y), "video", LG["movie"]
    return render_tv_p2p(pick(TV_SHOWS)), "video", LG["tv"]


def b_odd():
    base, kind, groups = odd_source()
    f = ri(0, 9)
    if f == 0:
        base = base.lower()
    elif f == 1:
        base = base.replace(".", "_").replace(" ", "_")
    elif f == 2:
        base = re.sub(r"\.(?=[A-Za-z0-9])", " ", base)
    elif f == 3:
        base = re.sub(r"-[A-Za-z0-9_]+$", "", base)
    elif f == 4:
        base = pick(["REPOST: %s", "%s (REPOST - missing parts fixed)", "%s [REPOST]", "[REPOST] %s", "%s - repost by request", "RE-POST %s"]) % base
    elif f == 5:
        r = ri(0, 4)
        if r == 0:
            base = "[FILL] " + base
        elif r == 1:
            base = "Re: REQ: %s - filled" % base
        elif r == 2:
            base = "[REQ#%d] %s - FILLED" % (ri(1000, 99999), base)
        elif r == 3:
            base = "(%d) [FULL] %s" % (ri(100, 9999), base)
        else:
            base = "FILL for %s: %s" % (pick(NICKS), base)
    elif f == 6:
        t, y = pick(MOVIES)
        show = pick(TV_SHOWS).replace(".", " ")
        a, b, ay = pick(ALBUMS)
        kind = "video"
        groups = LG["movie"] + LG["tv"] + LG["music"] + ["alt.binaries.boneless", "alt.binaries.misc"]
        base = pick([
            "%s (%d) - Director's Cut - 1080p BluRay rip by me, English + Spanish subs, chapters included, x264 CRF 18" % (t, y),
            "%s - %s (%d) - ripped from original %s pressing with EAC, secure mode, log and cue included" % (a, b, ay, pick(["UK", "Japanese", "German", "US", "Dutch"])),
            "%s complete series all %d seasons DVD rips, AC3 audio, English subs, about %d GB in total" % (show, ri(2, 12), ri(20, 400)),
            "%s (%d) restored 4K scan from 35mm print, fan edit v%d, DTS-HD MA 2.0 mono" % (t, y, ri(1, 5)),
            "%s - the %d broadcast version with original adverts, recorded on S-VHS, deinterlaced" % (show, ri(1985, 2005)),
        ])
    elif f == 7:
        t, y = pick(MOVIES)
        show = pick(TV_SHOWS).replace(".", " ")
        a, b, ay = pick(ALBUMS)
        kind = "video"
        groups = LG["music"] + LG["tv"] + ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia"]
        base = pick([
            "my vinyl rip of %s - %s, sounds great on my %s" % (a, b, pick(["Technics", "Rega Planar 3", "old Dual"])),
            "Here's the %s episode someone asked for last week" % show,
            "Old VHS capture of the %d %s broadcast (part %d of %d)" % (ri(1979, 2004), pick(EVENTS), ri(1, 3), ri(3, 6)),
            "home video transfer - grandpa's 8mm reels %d-%d" % (ri(1955, 1965), ri(1966, 1979)),
            "Recorded off the radio: %s live at %s %d" % (a, pick(VENUES), ri(1970, 2010)),
            "Complete %s season %d ripped from my own DVDs" % (show, ri(1, 9)),
            "Scans of my dad's %s manuals for anyone restoring one" % pick(GADGETS),
            "%s - %s, my own needle drop at 24/96, clicks removed by hand" % (a, b),
            "uploading my collection of %s bootlegs, part %d" % (a, ri(1, 20)),
            "as promised, the rest of %s (%d) in better quality" % (t, y),
        ])
    elif f == 8:
        show = pick(TV_SHOWS).replace(".", " ").lower()
        kind, groups = "video", LG["tv"]
        base = pick(["%s s%02de%02d 720p", "%s %dx%02d", "%s season %d episode %d", "%s - %02d - %02d"]) % (show, ri(1, 9), ri(1, 22))
    else:
        t, y = pick(MOVIES)
        kind, groups = "video", LG["movie"]
        base = pick(["%s [%d] [1080p]", "%s %d dvdrip", "%s (%d) - English", "%s_%d_1080p", "%s %d x264 no subs"]) % (t, y)
    return base, kind, groups, CH_GEN + CH_TV, None


LEGIT = {
    "tv_scene": (150, b_tv_scene, 0.5), "tv_p2p": (110, b_tv_p2p, 0.5),
    "movie_scene": (110, b_movie_scene, 0.5), "movie_p2p": (100, b_movie_p2p, 0.5),
    "anime_fansub": (100, b_anime, 0.5), "music_scene": (80, b_music_scene, 0.5),
    "music_p2p": (80, b_music_p2p, 0.5), "music_discography": (40, b_music_disco, 0.5),
    "audiobook": (60, b_audiobook, 0.5), "ebook": (70, b_ebook, 0.5),
    "comics": (50, b_comics, 0.5), "magazine": (50, b_magazine, 0.5),
    "software": (100, b_software, 0.5), "games": (80, b_games, 0.5),
    "linux_iso": (40, b_linux, 0.5), "course_tutorial": (50, b_course, 0.5),
    "documentary": (50, b_doc, 0.5), "sports": (50, b_sports, 0.5),
    "podcast_radio": (40, b_podcast, 0.5), "images_photos": (40, b_images, 0.5),
    "foreign_language": (80, b_foreign, 0.5), "obfuscated": (150, b_obf, 0.0),
    "par2_set": (40, b_par2, 0.0), "adlike_words": (250, b_adlike, 0.47),
    "odd_style": (130, b_odd, 0.35),
}


def build_legit(seen, rows):
    for fam, (n, fn, pw) in LEGIT.items():
        got = 0
        tries = 0
        while got < n:
            tries += 1
            if tries > n * 400:
                raise RuntimeError("cannot fill legit family " + fam)
            base, kind, groups, chans, fn_file = fn()
            if kind is not None and chance(pw):
                t = wrap(base, kind, chans, fn_file)
                wrapped = True
            else:
                wrapped = kind is None and ("yEnc" in base or re.search(r"\[\d+/\d+\]", base) is not None)
                t = base
            t = clean(t)
            if not t or t in seen:
                continue
            TALLY["legit wrapped"] += wrapped
            seen[t] = True
            rows.append(("legit", "legit:" + fam, t, pick(groups)))
            got += 1


def main():
    seen = {}
    rows = []
    build_junk(seen, rows)
    build_legit(seen, rows)
    R.shuffle(rows)
    bad = ["\t", "\n", "\r", "\x00"]
    titles = {}
    for row in rows:
        assert row[0] in ("junk", "legit")
        assert row[1].startswith(row[0] + ":")
        for field in row:
            assert field and not any(b in field for b in bad), row
        assert row[2] not in titles, row[2]
        titles[row[2]] = True
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write("\t".join(row) + "\n")
    by_label = {}
    by_family = {}
    for row in rows:
        by_label[row[0]] = by_label.get(row[0], 0) + 1
        by_family[row[1]] = by_family.get(row[1], 0) + 1
    print("wrote %d rows to %s" % (len(rows), OUT))
    for lab in sorted(by_label):
        print("%-6s %5d" % (lab, by_label[lab]))
    for fam in sorted(by_family):
        print("  %-32s %4d" % (fam, by_family[fam]))
    for k, v in TALLY.items():
        print("# %s: %d" % (k, v))


if __name__ == "__main__":
    main()
