#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generator for the blind held-out evaluation split "fresh21": Usenet subject
lines labelled junk vs legit, for a spam / junk-title filter.

How it was written
    Blind. The writer never saw the filter this split evaluates, nor its code,
    training data, tests or any other file on the machine: nothing was listed,
    searched, opened or run except this script and its own output in
    /tmp/fresh21/, and no web, repository or library look-up was made. Every
    template, word list and naming pattern comes from the writer's general
    knowledge of Usenet binary newsgroups (alt.binaries.*), scene / P2P / anime /
    music / ebook / software / games / course / TV-recording naming conventions,
    the subjects written by posting tools and communities (nyuu, ngPost,
    Newsmangler, JBinUp, GoPostStuff, PowerPost, EFNet request fillers, posting
    shells with site tags) and the spam, scams, adverts, bots and noise seen in
    those groups and on Newznab indexers.

Determinism
    One random.Random(SEED) with SEED = 21021021 drives every choice. Only lists
    and insertion-ordered dicts are iterated (never sets); hash(), the clock,
    the locale and the environment are never consulted, so every run writes a
    byte-identical file.

Output
    fresh21.tsv next to this script (Path(__file__).resolve().parent), UTF-8,
    no header, rows shuffled, one row per title:
        LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
    LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>";
    TITLE is the subject line as an NNTP overview would show it; GROUP is the
    newsgroup a real poster would plausibly have used (mostly alt.binaries.*,
    some text groups). Titles are unique; no field holds a tab, CR, LF, NUL or
    any other C0/C1 control or line/paragraph separator. Running the script
    prints the counts per label and family (plus the foreign, evasion and
    wrapping shares) and re-reads the written file to check it.

Taxonomy and target counts (3,000 rows)
    junk, 900 rows over 32 intents:
        pharmacy 29, dating_lure 28, gambling 28, crypto_investment 29,
        get_rich_quick 28, phishing 28, advance_fee 28, job_scam 28,
        loans_credit 28, seo_marketing 28, trades_advertising 28,
        replica_goods 28, diet_supplements 28, iptv_selling 28,
        vpn_proxy_selling 28, usenet_access_selling 28, streaming_bait 29,
        fake_codec 28, password_bait 28, malware_release 29, prize_survey 28,
        tech_support_scam 28, religious_flood 28, political_conspiracy 28,
        chatter 28, request_as_post 28, flame 28, test_post 28, bot_flood 28,
        keyboard_mash 28, word_salad 28, encoding_garbage 28
      About 15% of junk comes from foreign-language templates; about 30% passes
      through one or two evasions (leetspeak, homoglyphs, fullwidth, spaced or
      dotted letters, zero-width characters, diacritics, mixed case, emoji,
      defanged URLs, odd phone formats, disguise as a scene release name, yEnc
      subject counters, symbol frames, keyword stuffing).
    legit, 2,100 rows over 25 kinds of 84 each:
        scene_tv, p2p_tv, scene_film, p2p_film, anime_fansub, music_scene,
        music_p2p, discography, audiobook, ebook, comics, magazine, software,
        games, linux_bsd_iso, course, documentary, sports, podcast_radio,
        images, foreign_script (works in their own scripts), obfuscated
        (hashed / random names with and without extensions), par2_set (names
        as par2cmdline and ParPar write them), spamlike_real (real works whose
        titles read like adverts or spam), odd_uploader (odd but real posting
        styles of individual uploaders)
      About half of the legit titles are wrapped the way posting tools write
      subjects: [01/23] - "name.part01.rar" yEnc (1/150), (1/12), File 1 of
      12, EFNet request-filler and site-tag shells, and so on.
"""

import base64
import random
import re
import unicodedata
from pathlib import Path

SEED = 21021021
R = random.Random(SEED)
HERE = Path(__file__).resolve().parent
OUT = HERE / "fresh21.tsv"

JUNK_TARGETS = {
    "pharmacy": 29, "dating_lure": 28, "gambling": 28, "crypto_investment": 29,
    "get_rich_quick": 28, "phishing": 28, "advance_fee": 28, "job_scam": 28,
    "loans_credit": 28, "seo_marketing": 28, "trades_advertising": 28,
    "replica_goods": 28, "diet_supplements": 28, "iptv_selling": 28,
    "vpn_proxy_selling": 28, "usenet_access_selling": 28, "streaming_bait": 29,
    "fake_codec": 28, "password_bait": 28, "malware_release": 29,
    "prize_survey": 28, "tech_support_scam": 28, "religious_flood": 28,
    "political_conspiracy": 28, "chatter": 28, "request_as_post": 28,
    "flame": 28, "test_post": 28, "bot_flood": 28, "keyboard_mash": 28,
    "word_salad": 28, "encoding_garbage": 28,
}
LEGIT_KINDS = [
    "scene_tv", "p2p_tv", "scene_film", "p2p_film", "anime_fansub",
    "music_scene", "music_p2p", "discography", "audiobook", "ebook", "comics",
    "magazine", "software", "games", "linux_bsd_iso", "course", "documentary",
    "sports", "podcast_radio", "images", "foreign_script", "obfuscated",
    "par2_set", "spamlike_real", "odd_uploader",
]
LEGIT_TARGETS = {k: 84 for k in LEGIT_KINDS}

FOREIGN_P = 0.17   # share of foreign templates in intents that have them
EVADE_P = 0.32     # evasion share in intents that allow evasion
WRAP_P = 0.50      # share of legit titles wrapped in posting-tool subjects

HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
ALNUM = LOW + LOW.upper() + DIG


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rstr(n, alphabet=LOW + DIG):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


class Cycle:
    """Draw templates without replacement; reshuffle when the pool runs dry."""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def next(self):
        if not self.pool:
            self.pool = self.items[:]
            R.shuffle(self.pool)
        return self.pool.pop()


SLOT = re.compile(r"\{(\w+)\}")
V = {}


def _rep(m):
    v = V[m.group(1)]
    return v() if callable(v) else pick(v)


def fill(t):
    for _ in range(4):
        if "{" not in t:
            break
        t = SLOT.sub(_rep, t)
    return t


# ------------------------------------------------------------ shared vocab
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
FIRST_F = ["Anna", "Katya", "Olga", "Natasha", "Jessica", "Amber", "Brittany",
           "Jenny", "Lisa", "Maria", "Sofia", "Elena", "Svetlana", "Irina",
           "Vanessa", "Tiffany", "Mia", "Chloe", "Lena", "Daria", "Yuki", "Mei",
           "Lucy", "Sarah", "Kristina", "Alina", "Nicole", "Ashley", "Emily"]
FIRST_M = ["John", "Michael", "David", "James", "Robert", "Peter", "Mark",
           "Paul", "Frank", "Ahmed", "Mohammed", "Ibrahim", "Chinedu", "Emeka",
           "Kwame", "Samuel", "Richard", "William", "Thomas", "George",
           "Viktor", "Ivan", "Hans", "Pierre", "Carlos", "Luis", "Raj", "Daniel"]
SURN = ["Johnson", "Williams", "Smith", "Brown", "Okafor", "Adebayo", "Mensah",
        "Abubakar", "Nwosu", "Bello", "Koroma", "Diallo", "Traore", "Walker",
        "Morgan", "Anderson", "Petrov", "Ivanova", "Schmidt", "Dubois", "Rossi",
        "Garcia", "Fernandez", "Nakamura", "Chen", "Wang", "Kumar", "Patel"]
CITIES = ["London", "Manchester", "Berlin", "Hamburg", "Amsterdam", "Rotterdam",
          "Paris", "Lyon", "Madrid", "Barcelona", "Rome", "Milan", "New York",
          "Chicago", "Houston", "Phoenix", "Dallas", "Los Angeles", "San Diego",
          "Toronto", "Vancouver", "Sydney", "Melbourne", "Dublin", "Brussels",
          "Vienna", "Zurich", "Stockholm", "Warsaw", "Prague", "Miami",
          "Atlanta", "Denver", "Seattle", "Boston", "Leeds", "Glasgow", "Utrecht"]
COUNTRIES = ["Nigeria", "Ghana", "Benin", "Togo", "Ivory Coast", "Burkina Faso",
             "Senegal", "Sierra Leone", "South Africa", "Malaysia", "Dubai",
             "the United Kingdom", "Spain", "Russia", "China", "Brazil", "India",
             "Romania", "Ukraine", "the Philippines", "Indonesia", "Turkey", "Kenya"]
SERVICES = ["PayPal", "Netflix", "Amazon", "Apple", "Microsoft", "Google", "eBay",
            "Spotify", "Disney+", "Facebook", "Instagram", "DHL", "FedEx", "UPS",
            "USPS", "Royal Mail", "DPD", "PostNL", "Steam", "Dropbox", "Adobe",
            "Norton", "Binance", "Coinbase"]
BANKS = ["Wells Fargo", "Chase", "Bank of America", "Citibank", "HSBC",
         "Barclays", "Lloyds", "NatWest", "Santander", "ING", "Rabobank",
         "ABN AMRO", "Sparkasse", "Deutsche Bank", "BNP Paribas", "TD Bank",
         "Commonwealth Bank", "Capital One", "Revolut", "Monzo"]
PROVIDERS = ["Giganews", "Newshosting", "Eweka", "UsenetServer", "Easynews",
             "Frugal Usenet", "Supernews", "Astraweb", "Newsdemon", "Tweaknews",
             "UseNetExpress", "Pure Usenet", "Newsgroup Ninja", "Bulknews",
             "Blocknews", "XLned", "Newsgroupdirect", "Sunny Usenet"]
STORES = ["Walmart", "Amazon", "Costco", "Target", "Tesco", "Lidl", "Aldi",
          "Home Depot", "Best Buy", "Kroger", "Sainsbury's", "Starbucks"]
GADGETS = ["iPhone 15 Pro", "iPhone 16", "Samsung Galaxy S24", "PS5",
           "MacBook Air", "iPad Pro", "Dyson V15", "Apple Watch Ultra",
           "Xbox Series X", "Nintendo Switch", "AirPods Pro", "Tesla Model 3",
           "65-inch OLED TV", "Rolex Submariner"]
MOVIES_B = ["Dune: Part Two", "Oppenheimer", "Barbie", "Godzilla x Kong: The New Empire",
            "Kung Fu Panda 4", "Deadpool & Wolverine", "Inside Out 2", "Furiosa",
            "Civil War", "The Fall Guy", "Kingdom of the Planet of the Apes",
            "Bad Boys: Ride or Die", "Twisters", "Alien: Romulus",
            "Joker: Folie a Deux", "Gladiator II", "Wicked", "Moana 2",
            "Venom: The Last Dance", "Beetlejuice Beetlejuice", "Challengers",
            "Mufasa: The Lion King", "Sonic the Hedgehog 3", "Despicable Me 4",
            "Wonka", "Aquaman and the Lost Kingdom", "The Marvels", "Napoleon",
            "Anyone But You", "Argylle", "Madame Web", "Avatar: The Way of Water",
            "John Wick: Chapter 4", "Fast X", "Spider-Man: Across the Spider-Verse",
            "The Super Mario Bros. Movie", "Top Gun: Maverick"]
SHOWS_B = ["House of the Dragon", "The Boys", "Shogun", "Fallout", "The Last of Us",
           "Stranger Things", "Bridgerton", "Squid Game", "Reacher", "Yellowstone",
           "The Rings of Power", "Loki", "Andor", "Wednesday", "The Witcher",
           "Game of Thrones", "Breaking Bad", "The Bear", "Severance", "Ted Lasso",
           "Peaky Blinders", "The Mandalorian", "Friends", "The Office"]
GAMES_B = ["GTA 6", "GTA V", "Elden Ring", "Baldur's Gate 3", "Starfield",
           "Hogwarts Legacy", "Cyberpunk 2077", "Palworld", "Helldivers 2",
           "Call of Duty Modern Warfare III", "EA Sports FC 24", "Minecraft",
           "Fortnite", "Roblox", "Valorant", "The Sims 4", "Red Dead Redemption 2",
           "Black Myth Wukong", "Counter-Strike 2", "Apex Legends"]
SOFT_B = ["Windows 11 Pro", "Microsoft Office 2021", "Adobe Photoshop 2024",
          "Adobe Premiere Pro", "AutoCAD 2024", "FL Studio 21", "Camtasia",
          "Avast Premium", "Internet Download Manager", "WinRAR", "Malwarebytes",
          "CorelDRAW", "Vegas Pro", "Ableton Live 12", "Wondershare Filmora",
          "Adobe Acrobat Pro", "Kaspersky Total Security", "Final Cut Pro",
          "Logic Pro", "CCleaner Pro"]
ALBUMS_B = ["Taylor Swift - The Tortured Poets Department", "Beyonce - Cowboy Carter",
            "Billie Eilish - Hit Me Hard and Soft", "Drake - For All The Dogs",
            "Kendrick Lamar - GNX", "Dua Lipa - Radical Optimism",
            "Sabrina Carpenter - Short n' Sweet", "Ariana Grande - Eternal Sunshine",
            "Pink Floyd - The Dark Side of the Moon", "Metallica - 72 Seasons",
            "Eminem - The Death of Slim Shady", "Coldplay - Moon Music",
            "Linkin Park - From Zero", "Charli xcx - Brat",
            "The Weeknd - Hurry Up Tomorrow"]
TEAMS = ["Real Madrid", "Barcelona", "Man United", "Liverpool", "Arsenal",
         "Chelsea", "Bayern", "PSG", "Juventus", "Inter", "Lakers", "Celtics",
         "Warriors", "Chiefs", "Eagles", "Yankees", "Dodgers", "Ajax", "Benfica",
         "Man City", "Tottenham", "Dortmund", "Cowboys", "49ers"]
LEAGUES = ["Premier League", "Champions League", "NFL", "NBA", "La Liga",
           "Serie A", "Bundesliga", "UFC", "F1", "Eredivisie", "MLB", "NHL"]

# ------------------------------------------------------------ dynamic slots
DOM_PRE = ["cheap", "best", "top", "my", "get", "buy", "pro", "vip", "real",
           "secure", "fast", "mega", "super", "easy", "free", "smart", "prime",
           "royal", "lucky", "win", "global", "usa", "euro", "the", "go", "hot",
           "new", "one", "xtra", "elite"]
DOM_TLD = ["com", "net", "biz", "info", "ru", "cn", "top", "xyz", "site",
           "online", "club", "tk", "ws", "to", "cc", "su", "pw", "me", "io",
           "shop", "live", "icu", "cf", "ga"]
MIDS = {
    "gen": ["deals", "cash", "shop", "store", "club", "zone", "hub", "world",
            "online", "direct", "offer", "promo", "link", "page", "portal"],
    "rx": ["pills", "meds", "pharma", "rx", "drugstore", "tabs", "health",
           "medic", "cure"],
    "bet": ["bet", "spin", "casino", "slots", "jackpot", "poker", "odds",
            "win", "luck"],
    "dat": ["date", "love", "singles", "flirt", "match", "cams", "girls",
            "hookup", "meet"],
    "coin": ["coin", "crypto", "trade", "btc", "profit", "invest", "mining",
             "wallet", "fx"],
    "tv": ["stream", "movies", "tv", "iptv", "flix", "watch", "cinema",
           "hdfilm", "play"],
    "news": ["news", "usenet", "nzb", "binaries", "newsgroup", "nntp", "feed",
             "index"],
}


def mkdom(kind="gen"):
    tail = pick(["", "", "", str(rint(1, 99)), "24", "365", "4u", "hq", "x", "now"])
    return pick(DOM_PRE) + pick(["", "", "-"]) + pick(MIDS[kind]) + tail + "." + pick(DOM_TLD)


def mkurl(kind="gen"):
    d = mkdom(kind)
    f = rint(0, 9)
    if f == 0:
        return "http://" + d
    if f == 1:
        return "https://" + d + "/" + pick(["promo", "go", "offer", "free", "join",
                                            "?id=" + rstr(5, DIG), "r/" + rstr(6, ALNUM)])
    if f == 2:
        return "www." + d
    if f == 3:
        return pick(["bit.ly/", "tinyurl.com/", "is.gd/", "cutt.ly/", "rb.gy/",
                     "goo.gl/"]) + rstr(rint(5, 8), ALNUM)
    if f in (4, 5, 6):
        return d
    return "www." + d + "/" + pick(["index.html", "special", "vip", "now", "p/" + rstr(4, DIG)])


def _d(n):
    return rstr(n, DIG)


def phone():
    f = rint(0, 11)
    if f == 0:
        return "1-800-" + _d(3) + "-" + _d(4)
    if f == 1:
        return "+1 (888) " + _d(3) + "-" + _d(4)
    if f == 2:
        return "1-877-" + _d(3) + "-" + _d(4)
    if f == 3:
        return "(855) " + _d(3) + "-" + _d(4)
    if f == 4:
        return "+1.866." + _d(3) + "." + _d(4)
    if f == 5:
        return "+44 20 " + _d(4) + " " + _d(4)
    if f == 6:
        return "0800 " + _d(3) + " " + _d(4)
    if f == 7:
        return "+49 30 " + _d(8)
    if f == 8:
        return "+91 " + _d(5) + " " + _d(5)
    if f == 9:
        return "+31 6 " + _d(8)
    if f == 10:
        return "+33 6 " + " ".join(_d(2) for _ in range(4))
    return "+1-844-" + _d(3) + "-" + _d(4)


def email():
    u = pick(FIRST_F + FIRST_M).lower() + pick(["", ".", "_"]) + pick(SURN).lower()
    u += pick(["", str(rint(1, 99)), str(rint(1960, 2005))])
    return u + "@" + pick(["gmail.com", "yahoo.com", "outlook.com", "hotmail.com",
                           "mail.ru", "protonmail.com", "yandex.ru", "qq.com",
                           "aol.com", "163.com", "gmx.de", "rediffmail.com"])


def tg():
    h = pick(["vip", "crypto", "signals", "profit", "pump", "iptv", "support",
              "deals", "official", "admin", "alpha", "moon"])
    h += pick(["_", "", "x"]) + pick(["king", "club", "hub", "pro", str(rint(1, 999)),
                                      "official", "team", "room"])
    return pick(["t.me/", "@", "Telegram @", "TG: @", "tg "]) + h


def wa():
    return pick(["+44 7", "+1 ", "+234 80", "+91 9", "+62 8", "+27 7"]) + _d(9)


def price():
    c = pick(["$", "$", "$", "€", "£", "USD "])
    f = rint(0, 2)
    if f == 0:
        return c + str(rint(1, 99)) + "." + pick(["99", "95", "49", "00"])
    if f == 1:
        return c + str(rint(5, 250))
    return c + "0." + str(rint(10, 99))


def price2():
    return pick(["$", "$", "£", "€", "USD "]) + str(rint(149, 999)) + "." + pick(["99", "00", "49", "95"])


def amount():
    f = rint(0, 4)
    cur = pick(["$", "US$", "USD ", "£", "€", "GBP ", "EUR "])
    if f == 0:
        return cur + f"{rint(1, 45) * 1000000 + rint(0, 9) * 100000:,}"
    if f == 1:
        return cur + str(rint(1, 45)) + "." + str(rint(1, 9)) + " Million"
    if f == 2:
        return f"{rint(2, 30)},{rint(100, 999)},000.00 " + pick(["USD", "Dollars", "GBP", "Euros"])
    if f == 3:
        return cur + str(rint(100, 999)) + ",000"
    return pick(["Twelve", "Fifteen", "Eighteen", "Twenty-Five", "Seven", "Ten"]) + \
        " Million " + pick(["US Dollars", "Pounds Sterling", "Euros"])


def ymd(lo=2016, hi=2024):
    return rint(lo, hi), rint(1, 12), rint(1, 28)


def date_iso():
    y, m, d = ymd()
    return f"{y}-{m:02d}-{d:02d}"


def date_long():
    y, m, d = ymd()
    return f"{d} {MONTHS[m - 1]} {y}"


V.update({
    "n": lambda: str(rint(2, 9)),
    "n2": lambda: str(rint(10, 99)),
    "nn": lambda: f"{rint(1, 40):02d}",
    "n3": lambda: str(rint(100, 999)),
    "n4": lambda: str(rint(1000, 9999)),
    "pct": lambda: str(pick([30, 40, 50, 60, 70, 75, 80, 85, 90])),
    "pct2": lambda: str(rint(2, 8)),
    "year": lambda: str(rint(2019, 2025)),
    "price": price, "price2": price2, "amount": amount,
    "url": lambda: mkurl("gen"), "rxurl": lambda: mkurl("rx"),
    "beturl": lambda: mkurl("bet"), "daturl": lambda: mkurl("dat"),
    "coinurl": lambda: mkurl("coin"), "tvurl": lambda: mkurl("tv"),
    "newsurl": lambda: mkurl("news"),
    "phone": phone, "email": email, "tg": tg, "wa": wa,
    "wx": lambda: pick(["vip", "wx", "lucky", "abc", "kf"]) + _d(rint(4, 8)),
    "code": lambda: pick(["WIN", "FREE", "VIP", "BONUS", "SAVE", "GO", "USE", "NEW", "MAX"]) + str(rint(10, 999)),
    "hex": lambda: rstr(8, HEX),
    "inv": lambda: str(rint(100000, 9999999)),
    "ref": lambda: pick(["REF/", "Ref: ", "FILE NO. ", "BTD/", "Batch "]) + rstr(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + "/" + _d(5),
    "sec": lambda: str(rint(10, 59)),
    "v": lambda: f"{rint(1, 12)}.{rint(0, 9)}",
    "age": lambda: str(rint(19, 46)),
    "eur": lambda: pick(["€", "$", "£"]) + str(pick([29, 39, 49, 59, 69, 79, 99, 199, 500, 1000, 2500])),
    "rate": lambda: f"{rint(1, 5)}.{rint(0, 9)}",
    "date": date_iso, "datel": date_long,
    "time": lambda: f"{rint(0, 23):02d}:{rint(0, 59):02d}",
    "yymmdd": lambda: f"{rint(21, 24)}{rint(1, 12):02d}{rint(1, 28):02d}",
    "city": CITIES, "country": COUNTRIES, "fname": FIRST_F, "mname": FIRST_M,
    "surn": SURN, "movie": MOVIES_B, "show": SHOWS_B, "game": GAMES_B,
    "software": SOFT_B, "album": ALBUMS_B, "team": TEAMS, "league": LEAGUES,
    "svc": SERVICES, "bank": BANKS, "prov": PROVIDERS, "store": STORES,
    "gadget": GADGETS,
})

# ------------------------------------------------------------ evasions
LEET = {"a": "4", "A": "4", "e": "3", "E": "3", "i": "1", "I": "1", "o": "0",
        "O": "0", "s": "5", "S": "$", "t": "7", "T": "7", "g": "9", "B": "8",
        "l": "1", "z": "2"}
HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
        "A": "\u0391", "B": "\u0412", "C": "\u0421", "E": "\u0395", "H": "\u041d",
        "K": "\u039a", "M": "\u041c", "O": "\u039f", "P": "\u0420", "T": "\u0422",
        "X": "\u03a7", "N": "\u039d", "Z": "\u0396", "I": "\u0399", "v": "\u03bd"}
DIA = {"a": "àáâäãå", "e": "èéêë", "i": "ìíîï", "o": "òóôöõ", "u": "ùúûü",
       "c": "ç", "n": "ñ", "y": "ýÿ", "A": "ÀÁÂÄ", "E": "ÈÉÊË", "I": "ÌÍÎÏ",
       "O": "ÒÓÔÖ", "U": "ÙÚÛÜ"}
COMB = ["\u0301", "\u0300", "\u0308", "\u0303", "\u0327", "\u0336", "\u0332"]
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e"]
EMO = ["🔥", "💰", "✅", "💯", "🎁", "⭐", "🚀", "👉", "❤️", "💥", "⚡", "🆓",
       "‼️", "🤑", "📢", "👇", "🎉", "😍", "💎", "🔞", "🙏", "⚠️", "💵", "😱", "🍀"]
FRAMES = [("★★★ ", " ★★★"), ("=====> ", " <====="), (">>> ", " <<<"),
          ("!!! ", " !!!"), ("$$$ ", " $$$"), ("【", "】"), ("▓▒░ ", " ░▒▓"),
          ("*** ", " ***"), ("[+] ", " [+]"), ("~*~ ", " ~*~"), ("-=[ ", " ]=-"),
          ("♥♥ ", " ♥♥"), ("█ ", " █"), ("((( ", " )))"), ("→→ ", " ←←"),
          ("::: ", " :::"), ("### ", " ###"), ("✔ ", " ✔"), ("⚡ ", " ⚡"),
          ("<<<< ", " >>>>"), ("«« ", " »»"), ("☆彡 ", " ミ☆"), ("◆◇◆ ", " ◆◇◆"),
          ("[[[ ", " ]]]"), ("+++ ", " +++"), ("^^^ ", " ^^^"), ("≈≈ ", " ≈≈")]
TLDS = ("com|net|biz|info|ru|cn|top|xyz|site|online|club|tk|ws|to|cc|su|pw|me|"
        "io|shop|live|icu|cf|ga|ly|gy|gd|gl|org|ag|de|uk|nl")
URLISH = re.compile(r"(?:https?://)?(?:www\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:"
                    + TLDS + r")\b(?:/\S*)?")
KEYW = re.compile(r"[A-Za-z]{4,}")
NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def to_fw(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def _prob():
    return pick([0.3, 0.5, 0.75, 0.95])


def ev_leet(s, spec):
    p = _prob()
    return "".join(LEET[c] if c in LEET and chance(p) else c for c in s)


def ev_homoglyph(s, spec):
    p = _prob()
    return "".join(HOMO[c] if c in HOMO and chance(p) else c for c in s)


def ev_fullwidth(s, spec):
    if chance(0.5):
        return to_fw(s)
    return " ".join(to_fw(w) if chance(0.5) else w for w in s.split(" "))


def _spread(s, seps):
    if len(s) <= 26 and chance(0.35):
        return pick(seps).join(s.replace(" ", "") if chance(0.5) else s)
    ws = KEYW.findall(s)
    if not ws:
        return pick(seps).join(s)
    ws.sort(key=len, reverse=True)
    for w in ws[: 1 if chance(0.6) else 2]:
        s = s.replace(w, pick(seps).join(w), 1)
    return s


def ev_spaced(s, spec):
    return _spread(s, [" ", "  ", " ", "\u00a0"])


def ev_dotted(s, spec):
    return _spread(s, [".", "-", "_", "*", "|", "•", "/", ". "])


def ev_zw(s, spec):
    z = pick(ZW)
    p = _prob() * 0.6
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i + 1 < len(s) and s[i + 1].isalpha() and chance(p):
            out.append(z if chance(0.75) else pick(ZW))
    return "".join(out)


def ev_emoji(s, spec):
    pool = spec.get("emo", EMO) if chance(0.7) else EMO
    f = rint(0, 4)
    if f == 0:
        return pick(pool) + " " + s
    if f == 1:
        return s + " " + pick(pool) * rint(1, 3)
    if f == 2:
        return pick(pool) + pick(pool) + " " + s + " " + pick(pool)
    if f == 3:
        parts = s.split(" ", 3)
        return (" " + pick(pool) + " ").join(parts)
    return "".join(pick(pool) if c == " " and chance(0.5) else c for c in s)


def defang_url(u):
    bare = re.sub(r"^https?://", "", u)
    f = rint(0, 6)
    if f == 0:
        return u.replace("http", "hxxp").replace(".", "[.]")
    if f == 1:
        return bare.replace(".", " dot ")
    if f == 2:
        return bare.replace(".", "(.)")
    if f == 3:
        return bare.replace(".", " . ")
    if f == 4:
        return bare.replace(".", "[dot]")
    if f == 5:
        return " ".join(bare)
    return bare.replace(".", "(dot)")


def ev_defang(s, spec):
    m = URLISH.search(s)
    if m:
        return s[:m.start()] + defang_url(m.group(0)) + s[m.end():]
    return s + pick([" - ", " @ ", " >> ", " :: ", " | "]) + defang_url(mkurl(spec.get("dom", "gen")))


PHONEISH = re.compile(r"\+?\(?\d[\d ().-]{7,}\d")


def odd_phone(p=None):
    p = p or phone()
    f = rint(0, 7)
    if f == 0:
        return p.replace("0", "O").replace("1", "l")
    if f == 1:
        return " ".join(ch for ch in p if ch.isdigit() or ch == "+")
    if f == 2:
        return re.sub(r"[ .-]+", pick(["~", "*", "•", "★", " . ", "_"]), p)
    if f == 3:
        return pick(["☎ ", "📞 ", "✆ ", "Tel: ", "☏ "]) + p.replace("-", " ")
    if f == 4:
        return to_fw(p)
    if f == 5:
        out, k = [], 0
        for ch in p:
            if ch.isdigit() and k < 4:
                out.append(NUMW[int(ch)] + " ")
                k += 1
            else:
                out.append(ch)
        return "".join(out)
    if f == 6:
        return ".".join(ch for ch in p if ch.isdigit())
    return "(" + p + ") - " + pick(["toll free", "24/7", "call now", "US/CA", "no wait"])


def ev_phone(s, spec):
    for m in PHONEISH.finditer(s):
        if sum(ch.isdigit() for ch in m.group(0)) >= 9:
            return s[:m.start()] + odd_phone(m.group(0)) + s[m.end():]
    return s + " " + pick(["call", "tel", "ring", "WhatsApp", "text", "helpline"]) + " " + odd_phone()


SCENE_TAGS = ["2024.1080p.WEB-DL.x264", "720p.HDTV.x264", "2023.MULTi.1080p.BluRay.x265",
              "XXX.720p.MP4", "PROPER.REPACK", "iNTERNAL.1080p.WEB.h264", "FLAC.2024",
              "Incl.Keygen", "READ.NFO", "DVDRip.XviD", "S01E01.1080p.WEB", "WEB.2024",
              "2160p.UHD.BluRay.x265", "eBook.PDF", "MP3.320kbps"]
SCENE_GRP = ["SPAM", "RxKINGS", "CASH", "WiNNERS", "FREE", "HDTV", "FLUX", "GRP",
             "iNFO", "RARBG", "WEB", "ViP", "NFO", "x0r", "PROFiT", "BONUS"]


def ev_scene(s, spec):
    words = re.findall(r"[^\W_]+", s)[:8]
    if not words:
        words = ["Free", "Offer"]
    name = ".".join(w[:1].upper() + w[1:] for w in words)
    return name + "." + pick(SCENE_TAGS) + "-" + pick(SCENE_GRP)


def slug(s):
    t = re.sub(r"[^\w]+", pick(["_", "-", "."]), s.strip()).strip("_-.")
    return (t or "file")[:60]


def ev_yenc(s, spec):
    n = rint(1, 40)
    i = rint(1, n)
    P = rint(1, 120)
    p = rint(1, P)
    fn = slug(s) + pick([".txt", ".html", ".htm", ".zip", ".rar", ".jpg", ".nfo",
                         ".exe", ".url", ".par2", ".gif", ".mp4"])
    f = rint(0, 5)
    if f == 0:
        return f'[{i:02d}/{n:02d}] - "{fn}" yEnc ({p}/{P})'
    if f == 1:
        return f'{s} - "{fn}" yEnc ({p}/{P})'
    if f == 2:
        return f'{s} [{i}/{n}] - "{fn}" yEnc ({p}/{P})'
    if f == 3:
        return f'"{s}" yEnc ({p}/{P})'
    if f == 4:
        return f"{s} yEnc (1/1)"
    return f'({s}) [{i}/{n}] - "{fn}" yEnc'


def ev_frame(s, spec):
    a, b = pick(FRAMES)
    return a + s + b


def ev_stuff(s, spec):
    kws = spec.get("kw") or KEYW.findall(s) or ["free"]
    bag = [pick(kws) for _ in range(rint(4, 10))]
    f = rint(0, 4)
    if f == 0:
        return s + " " + " ".join(bag)
    if f == 1:
        return " ".join(bag) + " | " + s
    if f == 2:
        return s + " - " + ", ".join(bag)
    if f == 3:
        return " ".join("#" + b.replace(" ", "") for b in bag) + " " + s
    w = pick(kws)
    return (w + " ") * rint(3, 6) + s + (" " + w) * rint(1, 3)


def ev_mixcase(s, spec):
    up = chance(0.5)
    out = []
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            if chance(0.85):
                up = not up
        else:
            out.append(c)
    return "".join(out)


def ev_diacritics(s, spec):
    p = _prob() * 0.7
    out = []
    for c in s:
        if c in DIA and chance(p):
            out.append(pick(DIA[c]))
        elif c.isalpha() and chance(p * 0.3):
            out.append(c + pick(COMB))
        else:
            out.append(c)
    return "".join(out)


EVASIONS = {
    "leet": ev_leet, "homoglyph": ev_homoglyph, "fullwidth": ev_fullwidth,
    "spaced": ev_spaced, "dotted": ev_dotted, "zerowidth": ev_zw,
    "emoji": ev_emoji, "defang": ev_defang, "phone": ev_phone,
    "scene": ev_scene, "yenc": ev_yenc, "frame": ev_frame, "stuff": ev_stuff,
    "mixcase": ev_mixcase, "diacritics": ev_diacritics,
}
EV_NAMES = list(EVASIONS)
EV_SECOND = ["emoji", "frame", "zerowidth", "yenc", "stuff", "mixcase", "homoglyph"]


def evade(s, spec):
    name = pick(spec.get("ev", EV_NAMES))
    s = EVASIONS[name](s, spec)
    if chance(0.2):
        s = EVASIONS[pick(EV_SECOND)](s, spec)
    return s


# ------------------------------------------------------------ junk groups
GJ_BIN = ["alt.binaries.test", "alt.binaries.misc", "alt.binaries.boneless",
          "alt.binaries.multimedia", "alt.binaries.sounds.mp3", "alt.binaries.pictures",
          "alt.binaries.movies.divx", "alt.binaries.teevee", "alt.binaries.hdtv",
          "alt.binaries.e-book", "alt.binaries.warez", "alt.binaries.cores",
          "alt.binaries.mom", "alt.binaries.dvd", "alt.binaries.moovee",
          "alt.binaries.games", "alt.binaries.anime", "alt.binaries.mp3",
          "alt.binaries.pictures.wallpaper", "alt.binaries.sounds.lossless",
          "alt.binaries.documentaries", "alt.binaries.tv", "alt.binaries.hdtv.x264",
          "alt.binaries.erotica", "alt.binaries.x", "alt.binaries.cd.image"]
GJ_MEDIA = ["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.hdtv.x264",
            "alt.binaries.multimedia", "alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless",
            "alt.binaries.boneless", "alt.binaries.tv", "alt.binaries.e-book",
            "alt.binaries.anime", "alt.binaries.games", "alt.binaries.mom",
            "alt.binaries.audiobooks", "alt.binaries.documentaries",
            "alt.binaries.sounds.radio.bbc", "alt.binaries.movies.divx",
            "alt.binaries.pictures.comics.dcp", "alt.binaries.mp3.audiobooks",
            "alt.binaries.dvd", "alt.binaries.cd.image"]
GT_BIZ = ["alt.marketing.online", "biz.marketplace", "misc.forsale",
          "alt.business", "alt.free.newsservers", "news.admin.net-abuse.usenet",
          "alt.test", "misc.test", "alt.usenet.offline-reader"]

JUNK = {}

# ------------------------------------------------------------ junk intents (1)
V.update({
    "drug": ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol",
             "Oxycodone", "Adderall", "Ambien", "Phentermine", "Soma",
             "Hydrocodone", "Modafinil", "Propecia", "Kamagra", "Sildenafil",
             "Tadalafil", "Ativan", "Klonopin", "Percocet", "Vicodin", "Xenical"],
    "dose": ["50mg", "100mg", "20mg", "10mg", "2mg", "200mg", "5mg", "0.5mg", "500mg"],
    "pills": ["30", "60", "90", "120", "180", "270"],
    "women": ["women", "girls", "ladies", "MILFs", "cougars", "singles", "moms", "students"],
    "msgr": ["Snapchat", "Kik", "WhatsApp", "Telegram", "ICQ", "Skype", "Instagram", "Discord"],
    "spins": ["50", "100", "150", "200", "250", "500"],
    "casino": ["LuckyStar Casino", "VegasPalace", "SpinRoyale", "GoldenJackpot",
               "BetKing", "Casino Majestic", "RoyalFortune", "WinWinBet", "SlotsEmpire",
               "MegaSpin", "JackpotCity VIP", "BitStarz Gold"],
    "coin": ["BTC", "Bitcoin", "ETH", "Ethereum", "SOL", "DOGE", "SHIB", "PEPE",
             "XRP", "BNB", "USDT", "TON", "Cardano"],
    "celeb": ["Elon Musk", "Michael Saylor", "Vitalik", "Tesla", "Cathie Wood",
              "MrBeast", "Jeff Bezos", "Bill Gates"],
    "ticker": ["$ZXRT", "$KLMN", "$AAPX", "$BRTL", "$QNTM", "$HYPR", "$GLDX", "$NRGY"],
    "title": ["General", "Dr.", "Chief", "Prince", "Senator", "Engr.", "Mr.", "Hon.",
              "Colonel", "Barrister"],
    "lottery": ["UK National Lottery", "Euro Millions", "Microsoft Promo",
                "Coca-Cola Award", "Google Anniversary Draw", "Yahoo Lottery",
                "UN Compensation Draw", "Heineken Promo"],
})

JUNK["pharmacy"] = dict(
    dom="rx", emo=["💊", "💉", "🩺", "✅", "💯", "🚚"],
    kw=["viagra", "cialis", "pills", "rx", "pharmacy", "cheap", "meds",
        "no prescription", "generic", "order now", "xanax", "tramadol"],
    tg=["alt.health", "misc.health.alternative", "sci.med", "alt.support.diet"],
    t=["Cheap {drug} - no prescription needed - {rxurl}",
       "{drug} {dose} only {price} per pill",
       "Buy {drug} online, overnight delivery, no doctor visit",
       "Generic {drug} {pct}% OFF today at {rxurl}",
       "Canadian Pharmacy: {drug}, {drug}, {drug} - discreet shipping",
       "Men's health special: {drug} {dose} x {pills} pills for {price}",
       "Need pain relief? Order {drug} without Rx",
       "Stop overpaying for {drug} - {rxurl}",
       "ORDER {drug} NOW!!! FedEx next-day, no questions asked",
       "Real {drug} from a licensed EU pharmacy",
       "Try our {drug} + {drug} combo pack - free samples inside",
       "Doctor-approved {drug} shipped worldwide in plain packaging",
       "{drug} without prescription | Visa, MC, Bitcoin accepted",
       "Anxiety? Insomnia? {drug} {dose} back in stock",
       "Last chance: {drug} at wholesale prices",
       "Your online drugstore - {drug} from {price}",
       "She will thank you - {drug} works in 15 minutes",
       "No Rx? No problem. {drug} to {country} in 3 days",
       "Refill your {drug} today, 24/7 pharmacist chat",
       "Top-quality {drug} for less - reorder and save {pct}%"],
    f=["{drug} ohne Rezept kaufen - günstig und diskret - {rxurl}",
       "Acheter {drug} sans ordonnance, livraison rapide",
       "Comprar {drug} sin receta - envío discreto a toda España",
       "{drug} generico senza ricetta, spedizione gratuita",
       "Купить {drug} без рецепта, доставка по России",
       "Tani {drug} bez recepty - wysyłka 24h",
       "{drug} kopen zonder recept - snelle levering",
       "Comprar {drug} barato sem receita médica"],
)

JUNK["dating_lure"] = dict(
    dom="dat", emo=["😘", "💋", "❤️", "😍", "🔞", "💌"],
    kw=["singles", "dating", "hot", "meet", "girls", "chat", "lonely", "date tonight"],
    tg=["alt.personals", "alt.sex", "alt.romance", "soc.singles"],
    t=["Lonely {women} in {city} want to meet you tonight",
       "{fname} ({age}) sent you a private message",
       "Hot singles in {city} - no signup, no credit card",
       "Bored housewife looking for discreet fun - {daturl}",
       "See who viewed your profile at {daturl}",
       "{n2} women within 5 miles of you are online now",
       "Beautiful Russian brides are waiting for your letter",
       "Live webcam girls - free chat, no registration",
       "my new pics are here {daturl} - {fname}",
       "hey it's {fname} from the chat, add me on {msgr}",
       "Adult dating that actually works - verify your age",
       "Find a generous sugar daddy tonight",
       "{fname}, {age}: I'm new in town and looking for company",
       "You have 3 unread messages from {fname}",
       "Why is a {age}-year-old from {city} messaging you?",
       "Single and ready to mingle? Join {daturl}",
       "Tired of Tinder? Real women, real meetings",
       "Meet Asian ladies for marriage - free photos",
       "I saw your post... wanna chat? xx {fname}",
       "Discreet affair site for married people"],
    f=["Einsame Frauen in {city} suchen Kontakt - kostenlos",
       "Rencontres coquines près de chez vous - inscription gratuite",
       "Chicas solteras cerca de ti quieren conocerte",
       "Знакомства для взрослых без регистрации",
       "Mulheres solteiras perto de você - cadastro grátis",
       "Donne sole nella tua città cercano compagnia",
       "Samotne kobiety z Twojej okolicy czekają",
       "Eenzame vrouwen in jouw buurt zoeken contact"],
)

JUNK["gambling"] = dict(
    dom="bet", emo=["🎰", "🎲", "💰", "🃏", "🍀", "💸"],
    kw=["casino", "free spins", "bonus", "jackpot", "slots", "bet", "poker", "win"],
    tg=["rec.gambling.misc", "rec.gambling.poker", "alt.gambling"],
    t=["{spins} free spins, no deposit needed - {casino}",
       "Win big tonight at {casino} - {beturl}",
       "Online poker rakeback 40% + freerolls every day",
       "Sports betting tips with 95% win rate - join the VIP",
       "{casino}: 200% welcome bonus up to {eur}",
       "Jackpot hit {amount} yesterday - you could be next!",
       "Best slots of {year}: RTP 98%, instant withdrawal",
       "FREE bet for the {league} weekend - code {code}",
       "Crash game strategy that never loses",
       "Live baccarat & roulette - crypto casino {beturl}",
       "Fixed matches 100% sure - serious buyers only",
       "Bet {price} get {price} in free bets",
       "Double your first deposit - bonus code {code}",
       "The roulette system casinos tried to ban",
       "Claim your no-wager bonus before midnight",
       "Daily lottery predictions - 6/49 numbers that hit",
       "Plinko, Aviator, Mines - play now and cash out in BTC",
       "Esports betting: CS2 and Dota 2 odds boost"],
    f=["Online Casino ohne Limit - 500€ Bonus + 200 Freispiele",
       "Apuestas deportivas: bono de bienvenida de 100€",
       "Situs slot gacor hari ini gampang maxwin",
       "Deneme bonusu veren siteler {year} - yeni liste",
       "Nhà cái uy tín nhất - tặng 100k khi đăng ký",
       "Cassino online com bônus grátis no cadastro",
       "Casinò online AAMS bonus senza deposito",
       "Онлайн казино с бонусом без депозита",
       "网上赌场 首存送100% 注册即送彩金"],
)

JUNK["crypto_investment"] = dict(
    dom="coin", emo=["🚀", "💎", "🌕", "📈", "💰", "🤑"],
    kw=["bitcoin", "crypto", "100x", "airdrop", "profit", "ROI", "BTC", "moon", "presale"],
    tg=["misc.invest.stocks", "alt.invest", "misc.invest.misc"],
    t=["Turn $250 into $10,000 with the {coin} trading bot",
       "{coin} presale ends in 48 hours - next 100x gem",
       "{celeb} crypto giveaway: send 0.1 BTC, get 0.2 BTC back",
       "Guaranteed {pct2}% daily ROI - withdraw anytime",
       "Free {coin} airdrop - claim now at {coinurl}",
       "Top 5 altcoins that will 1000x this bull run",
       "Bitcoin doubler - legit, payment proof inside",
       "Join our {coin} pump group on Telegram {tg}",
       "Cloud mining: earn {coin} while you sleep",
       "AI trading robot makes $1,300 a day on autopilot",
       "Forex signals VIP - 90% accuracy - {tg}",
       "Protect your savings - open a gold IRA today",
       "Wallet recovery service - lost your seed phrase? we help",
       "New DeFi staking pool pays {pct}% APY",
       "How I retired at 32 with {coin} (free masterclass)",
       "Penny stock alert: {ticker} set to explode Monday",
       "Binary options - $50 minimum, 85% payout",
       "Buy {coin} before the Binance listing",
       "Copy my trades - {pct2}00% profit last month"],
    f=["Заработок на криптовалюте от 5000 рублей в день",
       "Mit Bitcoin reich werden - meine Erfahrungen",
       "Invierte en {coin} y gana 30% mensual garantizado",
       "比特币投资 日赚千元 加微信 {wx}",
       "仮想通貨で月収100万円 - 無料セミナー",
       "Kripto para ile günde 1000 TL kazan",
       "Investimento em {coin} com retorno garantido"],
)

JUNK["get_rich_quick"] = dict(
    dom="gen", emo=["💵", "💰", "🤑", "📈", "✅"],
    kw=["make money", "fast cash", "work from home", "passive income", "$$$", "rich", "free"],
    tg=GT_BIZ + ["alt.business.home", "misc.entrepreneurs"],
    t=["MAKE MONEY FAST",
       "Earn $5,000 a week from home - no skills needed",
       "I made ${n2},{n3} last month - here's exactly how",
       "Stop working for a boss - fire him today",
       "The secret system the banks don't want you to know",
       "Send $1 to each of the 5 names on this list - it works!",
       "Join my team and build residual income",
       "Get paid to read emails - $25 per email",
       "Be your own boss - the opportunity of a lifetime",
       "Free webinar: the passive income blueprint",
       "Retire in 12 months with this simple method",
       "Copy & paste ads and get paid daily",
       "Millionaire reveals his $0 startup formula",
       "This is NOT MLM - real income, real people",
       "Your financial freedom starts today - {url}",
       "How a single mom earns {price} an hour online",
       "Dropshipping store that makes $10k/month - done for you",
       "Cash gifting circle - get in early",
       "Turn your spare time into $$$"],
    f=["Geld verdienen im Internet - 300€ am Tag von zu Hause",
       "Gagner de l'argent facilement depuis chez soi",
       "Guadagnare online 2000 euro al mese senza investire",
       "Gana dinero desde casa sin invertir",
       "Thu nhập thụ động 50 triệu mỗi tháng",
       "Geld verdienen vanuit huis - start vandaag"],
)

JUNK["phishing"] = dict(
    dom="gen", emo=["⚠️", "🔒", "❗", "📦", "🔐"],
    kw=["verify", "account", "suspended", "login", "security alert", "confirm", "urgent"],
    tg=["alt.free.newsservers", "news.admin.net-abuse.usenet", "alt.test"],
    t=["Your account has been suspended - verify now",
       "{svc}: unusual activity detected on your account",
       "Action required: confirm your {svc} billing details",
       "Your {bank} card has been temporarily locked",
       "Security alert: new sign-in from {country}",
       "Your mailbox is full - click here to upgrade your quota",
       "Final notice: your {svc} payment failed",
       "Your Apple ID was locked for security reasons",
       "Update your payment method to keep watching",
       "We could not deliver your parcel - reschedule at {url}",
       "Tax refund of {price2} pending - submit your form",
       "Your {prov} password expires today - keep it at {url}",
       "Invoice #{inv} attached - please review",
       "Confirm your identity to avoid account closure",
       "{bank} Online: please re-activate your secure key",
       "Your {svc} order #{inv} has been cancelled",
       "Important: verify your usenet account within 24h",
       "DocuSign: you have a document to review and sign",
       "Voicemail received (0:{sec}) - listen now",
       "Your Microsoft 365 licence has expired"],
    f=["Ihr Konto wurde gesperrt - jetzt bestätigen",
       "Votre colis est en attente - frais de livraison 1,99 EUR",
       "Su cuenta bancaria ha sido bloqueada temporalmente",
       "Uw rekening is geblokkeerd - verifieer via {url}",
       "Il tuo account è stato sospeso - verifica subito",
       "Twoje konto zostało zablokowane - potwierdź dane",
       "Ваша карта заблокирована - подтвердите данные",
       "Sua conta foi suspensa - atualize seus dados"],
)

JUNK["advance_fee"] = dict(
    dom="gen", emo=["🙏", "💼", "💵", "📩"],
    kw=["urgent", "confidential", "beneficiary", "inheritance", "fund", "transfer", "barrister"],
    tg=["alt.business", "misc.legal", "alt.free.newsservers", "soc.culture.nigeria"],
    t=["URGENT BUSINESS PROPOSAL",
       "From the desk of Barrister {mname} {surn}",
       "Inheritance of {amount} awaiting your claim",
       "Dear beneficiary, your compensation fund has been approved",
       "Strictly confidential: next of kin required",
       "I am the widow of the late {title} {mname} {surn}",
       "Your email address won {amount} in the {lottery}",
       "ATM card worth {amount} ready for dispatch",
       "Assistance needed to transfer {amount} out of {country}",
       "Partnership offer from the former oil minister of {country}",
       "Re: Your overdue payment file ({ref})",
       "Please I need your trustworthy assistance",
       "Unclaimed deposit in your surname - {surn}",
       "Attn: your fund release code is {code}",
       "A dying man's wish - please help me donate",
       "Greetings from Dr. {mname} {surn}, UN payment office",
       "Consignment box containing {amount} held at the airport",
       "Congratulations - you are a {lottery} winner, {ref}"],
    f=["Proposition d'affaire urgente et confidentielle",
       "Herencia no reclamada - contacte a su abogado {surn}",
       "Sie haben {amount} in der Lotterie gewonnen",
       "Herança de {amount} aguardando sua resposta",
       "Proposta d'affari confidenziale dal {country}"],
)

JUNK["job_scam"] = dict(
    dom="gen", emo=["💼", "💵", "🏠", "✅", "📢"],
    kw=["work from home", "hiring", "job", "earn", "easy money", "part time", "remote"],
    tg=["misc.jobs.offered", "misc.jobs.misc", "alt.business.home"],
    t=["Hiring now: data entry, $45/hr, no experience",
       "Mystery shoppers wanted in {city}",
       "Work from home as a package reshipping agent",
       "Earn $800 a week assembling products at home",
       "Remote personal assistant needed - paid weekly",
       "Paid online surveys - up to $150 each",
       "Payment processing agent wanted - 10% commission",
       "Amazon is hiring product reviewers - apply at {url}",
       "Like YouTube videos, earn $5 each - Telegram task",
       "Part-time job, 1-2 hours a day, {price} daily",
       "Urgent: {n2} typists needed - work from your phone",
       "Become a car-wrap driver - $500/week just for driving",
       "Nurses needed in {country} - visa and ticket paid",
       "Online chat moderator jobs - start today",
       "Easy job! Copy paste work - daily payout via PayPal",
       "Freight forwarding coordinator - remote position",
       "We pay you to test apps - sign up free"],
    f=["Heimarbeit - bis zu 3000€ monatlich nebenbei",
       "Trabajo desde casa sin experiencia - pago semanal",
       "Работа на дому, оплата каждый день",
       "Lowongan kerja online dari rumah, gaji harian",
       "Lavoro da casa - 50 euro all'ora",
       "Thuiswerk gezocht? Verdien 500 euro per week",
       "Trabalho online em casa - ganhe por dia"],
)

JUNK["loans_credit"] = dict(
    dom="gen", emo=["💳", "🏦", "💵", "✅"],
    kw=["loan", "credit", "bad credit", "approved", "cash advance", "debt", "low rate"],
    tg=["misc.consumers", "alt.business", "misc.invest.misc"],
    t=["Bad credit? Loans approved in 5 minutes",
       "Payday loan up to $1,500 - cash today",
       "Consolidate your debt and lower your payments",
       "Refinance now - rates as low as {rate}%",
       "Erase credit card debt legally - free consultation",
       "Credit repair: 800 score guaranteed",
       "Student loan forgiveness - apply before the deadline",
       "Cash advance with no credit check",
       "Private lender offering loans at 2% - email {email}",
       "Instant approval personal loans up to $50,000",
       "Behind on your mortgage? Stop foreclosure now",
       "Get a business loan in 24 hours - no collateral",
       "Car title loans - keep driving your car",
       "IRS debt relief program - settle for pennies",
       "Pre-approved credit card with a {price2} limit",
       "Need money urgently? Guaranteed loan offer"],
    f=["Kredit ohne Schufa - sofort Auszahlung",
       "Prêt rapide sans justificatif entre particuliers",
       "Préstamos rápidos sin aval ni nómina",
       "Chwilówka bez BIK - pieniądze w 15 minut",
       "Займ на карту без отказа и проверок",
       "Empréstimo rápido para negativados"],
)

JUNK["seo_marketing"] = dict(
    dom="gen", emo=["📈", "🚀", "🔝", "💻", "📢"],
    kw=["SEO", "backlinks", "followers", "traffic", "rank", "leads", "marketing", "cheap"],
    tg=GT_BIZ,
    t=["Get 10,000 backlinks for $5",
       "Rank #1 on Google in 30 days - guaranteed",
       "Buy Instagram followers - real and active",
       "Email list: 2 million US consumers, fresh {year}",
       "Bulk SMS marketing - 1 cent per message",
       "We will post your ad to 1,000,000 newsgroups!",
       "Professional web design from $99 - free hosting",
       "100K YouTube views for $20",
       "Guest posts on DA90 sites - cheap",
       "Need more leads? We build sales funnels that convert",
       "Hire developers from India - $8 per hour",
       "Essay writing service - plagiarism-free, 24h delivery",
       "Logo design in 24 hours - unlimited revisions",
       "Buy Google reviews - 5 stars, permanent",
       "Mass mailing software - bypass spam filters",
       "TikTok likes and followers - instant delivery",
       "Your website is losing customers - free audit",
       "Social media management for $199/month",
       "Press release distribution to 500 news sites",
       "Website traffic: 50,000 visitors for $39"],
    f=["SEO Agentur - Platz 1 bei Google garantiert",
       "Прогон по базам, продвижение сайтов недорого",
       "Référencement naturel pas cher - 1ère page Google",
       "Posicionamiento web SEO económico",
       "网站推广 SEO优化 快速排名 包上首页",
       "Jasa SEO murah - halaman 1 Google"],
)

JUNK["trades_advertising"] = dict(
    dom="gen", emo=["🔧", "🏠", "📞", "🚚", "✅"], ev=EV_NAMES + ["phone", "phone"],
    kw=["plumber", "locksmith", "roofing", "repair", "cheap", "24/7", "near me", "free estimate"],
    tg=["misc.forsale", "alt.home.repair", "biz.marketplace.services", "misc.consumers.house"],
    t=["24/7 Emergency Plumber {city} - call {phone}",
       "Roof repair in {city} - free estimate",
       "Locksmith near you - 15 minute response - {phone}",
       "Carpet cleaning: 3 rooms for $79",
       "HVAC tune-up special - book today",
       "Garage door repair {city} - same day service",
       "Cheap movers {city} - local and long distance",
       "Junk removal same day - {phone}",
       "Window cleaning, gutters and pressure washing",
       "Pest control - bed bugs, termites, rodents",
       "Tree removal and stump grinding - fully insured",
       "Solar panels for $0 down - see if you qualify",
       "Teeth whitening special at our {city} clinic",
       "Injured in an accident? Call our lawyers {phone}",
       "Driveway paving and sealcoating - {pct}% off",
       "Auto glass replacement - insurance approved",
       "Cheap car insurance quotes in 2 minutes",
       "Kitchen remodeling - financing available",
       "Appliance repair {city} - all brands",
       "Wedding photographer available - book now",
       "Mobile dog grooming in {city}",
       "Cleaning lady available in {city} - {phone}"],
    f=["Schlüsseldienst 24h Notdienst {city} - {phone}",
       "Plombier pas cher {city} - intervention rapide",
       "Loodgieter spoed - binnen 30 minuten ter plaatse",
       "Trasloco economico {city} - preventivo gratuito",
       "Fontanero urgente 24 horas - {phone}",
       "Hydraulik {city} - tanio i szybko"],
)

# ------------------------------------------------------------ junk intents (2)
V.update({
    "chn": ["20,000", "18000+", "25K", "30.000", "12,000", "40K", "22000"],
    "ret": ["5000", "5,500", "6000", "4200", "3800", "5800"],
    "codec": ["MediaCodec Pro", "XviD Plus", "HDPlayer 4K", "VideoAccess ActiveX",
              "DivX Premium Codec", "K-Lite Ultra Pack", "WinPlay HD",
              "Super Codec Installer", "MovieKey Player", "PlayWMV Pro"],
    "airline": ["Delta", "American Airlines", "United Airlines", "Southwest",
                "JetBlue", "Lufthansa", "Emirates", "Spirit Airlines", "Qatar Airways"],
    "brand": ["Amazon", "Facebook", "Yahoo Mail", "Binance", "Robinhood", "Venmo",
              "Comcast", "AOL", "Roku", "Epson", "Norton", "Kraken"],
    "crk": ["CODEX", "SKIDROW", "RELOADED", "FitGirl", "TeamOS", "KpoJIuK", "RUNE"],
})

JUNK["replica_goods"] = dict(
    dom="gen", emo=["⌚", "👜", "👟", "💎", "🕶️"],
    kw=["replica", "rolex", "cheap", "outlet", "wholesale", "designer", "handbags", "AAA"],
    tg=["misc.forsale", "biz.marketplace", "alt.fashion"],
    t=["Replica Rolex watches - Swiss quality",
       "Designer handbags up to 90% off",
       "Cheap NFL jerseys wholesale from China",
       "Ray-Ban sunglasses only {price}",
       "Nike Air Jordan outlet - all sizes",
       "Louis Vuitton bags at factory price",
       "UGG boots clearance - free shipping",
       "AAA+ replica watches - Omega, Breitling, Cartier",
       "Oakley outlet store - {pct}% off",
       "Fake passports, ID cards, driving licences - real database",
       "Gucci, Prada, Chanel - 1:1 mirror quality",
       "Wholesale iPhones - unlocked, best price",
       "Moncler jackets outlet {year}",
       "Buy counterfeit banknotes - undetectable",
       "Pandora charms wholesale - {price} each",
       "Cheap cigarettes - Marlboro {price} per carton",
       "Canada Goose outlet - authentic guaranteed",
       "Luxury watches wholesale - {email}"],
    f=["高仿名表 原单包包 微信 {wx}",
       "Replika Uhren günstig - beste Qualität",
       "Relojes réplica de lujo - envío gratis",
       "Sac Louis Vuitton pas cher - destockage",
       "Реплики часов швейцарского качества"],
)

JUNK["diet_supplements"] = dict(
    dom="rx", emo=["💪", "🔥", "🍏", "⚖️", "✅"],
    kw=["weight loss", "keto", "burn fat", "diet pills", "slim", "detox", "miracle"],
    tg=["alt.support.diet", "misc.fitness", "alt.health", "misc.health.alternative"],
    t=["Lose 30 lbs in 30 days - no exercise",
       "Keto diet pills doctors don't want you to know about",
       "Garcinia Cambogia - free trial bottle",
       "Burn belly fat overnight with this 1 weird trick",
       "Natural testosterone booster - feel 20 again",
       "Hair regrowth secret from Japan",
       "Miracle anti-aging cream - look 10 years younger",
       "CBD gummies as seen on Shark Tank",
       "Male enhancement natural formula - results guaranteed",
       "Fix your eyesight without glasses",
       "This simple trick reverses diabetes",
       "Melt away fat with green coffee extract",
       "HGH spray - build muscle while you sleep",
       "Detox tea - flat tummy in 14 days",
       "Tinnitus gone in 7 days - {url}",
       "Colon cleanse - drop 15 pounds of toxins",
       "Nail fungus? Try this kitchen remedy",
       "Joint pain relief - 100% natural",
       "Ozempic alternative without prescription"],
    f=["Похудеть на 10 кг за неделю без диет",
       "Perdre du poids rapidement - méthode naturelle",
       "Abnehmen ohne Diät - 12 Kilo in 4 Wochen",
       "Dimagrire velocemente con questa pillola",
       "Adelgazar rápido sin dieta ni ejercicio",
       "Obat pelangsing herbal alami"],
)

JUNK["iptv_selling"] = dict(
    dom="tv", emo=["📺", "⚽", "🔥", "✅", "📡"],
    kw=["IPTV", "m3u", "firestick", "live TV", "channels", "4K", "subscription", "PPV"],
    tg=["alt.tv.tech.hdtv", "alt.video.satellite", "uk.tech.digital-tv", "misc.forsale"],
    t=["IPTV {chn} live channels + VOD - 12 months {eur}",
       "Best IPTV subscription {year} - 4K, free 24h trial",
       "IPTV reseller panel - cheap credits",
       "Premium IPTV, no buffering - M3U / MAG / Firestick",
       "Sports IPTV: all PPV events included",
       "Jailbroken Firestick fully loaded - {price}",
       "IPTV with all UK, US, CA, NL, DE channels - {tvurl}",
       "Stable IPTV server, anti-freeze - {tg}",
       "Cancel Sky and cable - IPTV for {price}/month",
       "Xtream codes IPTV lines - instant activation",
       "IPTV Smarters Pro login - 1 year {price}",
       "Android TV box preloaded with IPTV and Kodi",
       "IPTV free test - message me on WhatsApp {wa}",
       "Buy IPTV with crypto - {chn} channels + adult",
       "Every Premier League match live - IPTV 4K"],
    f=["Abonnement IPTV 12 mois - toutes les chaînes",
       "IPTV Abo günstig - alle deutschen Sender",
       "Lista IPTV premium - fútbol en directo",
       "اشتراك IPTV جميع القنوات - تجربة مجانية",
       "IPTV abonnement - alle Nederlandse zenders",
       "Abbonamento IPTV italiano - tutto il calcio",
       "IPTV Türkiye - tüm kanallar"],
)

JUNK["vpn_proxy_selling"] = dict(
    dom="gen", emo=["🔒", "🌍", "🛡️", "⚡"],
    kw=["VPN", "proxy", "socks5", "anonymous", "RDP", "VPS", "cheap", "unblock"],
    tg=["alt.privacy", "comp.security.misc", "alt.hacker", "misc.forsale"],
    t=["Lifetime VPN deal - only {price}",
       "Residential proxies: 10M IPs, rotating",
       "Fresh SOCKS5 proxy list - updated daily",
       "Unblock everything - best VPN of {year}",
       "Private proxies for sneaker bots - {price}/month",
       "RDP / VPS for sale - bitcoin accepted",
       "Bulletproof hosting - DMCA ignored",
       "Anonymous VPN, no logs, 60 countries - {url}",
       "Mobile 4G proxies - unlimited bandwidth",
       "Dedicated IPs for email marketing",
       "Hide your IP from your ISP - download now",
       "Cheap Windows RDP with admin rights",
       "Offshore servers - no questions asked",
       "Proxy scraper + checker tool - free",
       "Usenet + VPN bundle - {price} a year"],
    f=["Продам прокси socks5 дешево, оплата BTC",
       "翻墙 VPN 稳定 高速 机场 {tg}",
       "VPN günstig - Netflix US freischalten",
       "Proxies privados baratos para bots",
       "VPN seumur hidup murah"],
)

JUNK["usenet_access_selling"] = dict(
    dom="news", emo=["📰", "⚡", "💾", "🔥"],
    kw=["usenet", "unlimited", "retention", "newsgroups", "nzb", "indexer", "cheap", "account"],
    tg=["alt.free.newsservers", "alt.binaries.news-server-comparison", "news.software.readers",
        "alt.usenet.offline-reader"],
    t=["Unlimited Usenet {price}/mo - {ret} days retention",
       "Free Usenet account - 30 day trial - click {newsurl}",
       "Selling {prov} accounts cheap",
       "Usenet block account 1TB only {price}",
       "Shared usenet logins - 100% working",
       "Lifetime NZB indexer invite for sale",
       "NZB indexer VIP accounts - PM me",
       "Fastest usenet provider: SSL, 60 connections",
       "Best usenet deal of {year} - use coupon {code}",
       "{prov} black friday: {pct}% off forever",
       "Get {prov} for half price - {newsurl}",
       "Usenet access + free VPN + newsreader - {newsurl}",
       "Indexer invites for sale - all the big ones - {price}",
       "Cheap backbone accounts, every major backbone",
       "Free NZBs of every new movie - join {newsurl}",
       "Upgrade your usenet - {ret} days, no logs"],
    f=["Usenet Zugang günstig - 1 Monat gratis - {newsurl}",
       "Gratis usenet account aanvragen - direct toegang",
       "Accès Usenet illimité pas cher - essai gratuit",
       "Cuenta Usenet gratis por 14 días"],
)

JUNK["streaming_bait"] = dict(
    dom="tv", emo=["🎬", "📺", "🍿", "🔴", "▶️"],
    kw=["watch online", "full movie", "free", "HD", "stream", "123movies", "download", "putlocker"],
    tg=["rec.arts.movies.current-films", "alt.tv", "rec.sport.soccer"],
    gb=GJ_MEDIA,
    t=["WATCH {movie} ({year}) FULL MOVIE ONLINE FREE HD",
       "{movie} {year} full movie download 1080p free streaming",
       "Watch {team} vs {team} live stream free",
       "[STREAM] {movie} HD - 123movies",
       "{movie} ({year}) FuLLMovie Online ~Free~",
       "{show} season {n} episode {n} watch online free",
       "{movie} (FULL.MOVIE) Free Online [Stream]",
       "HD-Watch!! {movie} ({year}) free online",
       "Where to watch {movie} for free - {tvurl}",
       "{movie} {year} Putlocker full HD",
       "!!Watch {team} - {team} LIVE!! free",
       "Stream {movie} online now - no signup",
       "VIDEO: {movie} full film (reddit link)",
       "{movie} .FULL.MOVIE. 4K online gratis",
       "Watch {show} all episodes free online HD"],
    f=["Regarder {movie} film complet en streaming VF",
       "Ver {movie} película completa en español latino",
       "{movie} {year} film streaming ITA altadefinizione",
       "{movie} ganzer Film deutsch kostenlos anschauen",
       "{movie} Смотреть онлайн бесплатно в хорошем качестве",
       "{movie} assistir filme completo dublado online",
       "{movie} Nonton film full movie sub indo",
       "{movie} 完整版 在线观看 免费",
       "{movie} cały film online za darmo lektor PL"],
)

JUNK["fake_codec"] = dict(
    dom="gen", emo=["▶️", "🎞️", "⚠️", "⬇️"],
    kw=["codec", "player", "install", "download", "required", "HD", "free"],
    tg=["alt.binaries.multimedia.d", "rec.video.desktop"], tp=0.1, gb=GJ_MEDIA,
    t=["{movie} {year} 1080p - requires new codec - get player at {url}",
       "To play this file install {codec} from {url}",
       "Video not playing? Download the free {codec}",
       "{movie} HDRip [read codec_install.txt]",
       "Windows Media Player update required - {url}",
       "HD Player for .mkv - install first",
       "{movie}.{year}.WEBRip.wmv - needs licence from {url}",
       "Codec missing? Click here: {url}",
       "{show} S0{n}E0{n} (play with {codec} only)",
       "FLV to MP4 player pack - required for all my posts",
       "New DivX codec {year} - watch all my uploads",
       "{movie} 1080p.avi - you need {codec} to open it",
       "Audio missing? install the AC3 filter from {url}",
       "Install {codec} to unlock HD quality"],
    f=["Zum Abspielen neuen Codec installieren - {url}",
       "Codec requis pour lire ce fichier - télécharger {url}",
       "Instala el codec para ver {movie} - {url}"],
)

JUNK["password_bait"] = dict(
    dom="gen", emo=["🔑", "🔒", "👉", "⬇️"],
    kw=["password", "pass", "unlock", "survey", "download", "rar", "key"],
    tg=["alt.binaries.multimedia.d"], tp=0.05, gb=GJ_MEDIA,
    t=["{movie}.{year}.1080p.BluRay - password at {url}",
       "RAR password: visit {url} to get it",
       "{album} FLAC - get the pass at {url}",
       "PW: complete a short survey at {url}",
       "Passworded - complete an offer to unlock",
       "[Password Protected] {movie} - key on our site",
       "{game} full game - password.txt inside - {url}",
       "Password for all my uploads: see {url}",
       "{show} complete series (pass = {url})",
       "Unlock code for the {movie} archive - {url}",
       "Archive password sent by SMS - {url}",
       "{software} full - pass in the comments at {url}",
       "Need the password? Join our forum {url}",
       "{movie} 2160p - pw on website, download instantly"],
    f=["Passwort für {movie} auf {url}",
       "Mot de passe du RAR sur {url}",
       "Contraseña del archivo en {url}"],
)

JUNK["malware_release"] = dict(
    dom="gen", emo=["🎮", "🔓", "💣", "✅"], ev=EV_NAMES + ["yenc", "yenc", "scene"],
    kw=["crack", "keygen", "hack", "free download", "generator", "activator", "full version"],
    tg=["alt.games.video", "alt.cracks", "comp.os.ms-windows.misc"], tp=0.1,
    t=["{movie}.{year}.1080p.WEB-DL.x264.exe",
       "{movie} {year} 720p.mp4.exe",
       "{game} Crack + Keygen Generator v{v} (100% working)",
       "{software} Activator FREE download (no virus)",
       "Free V-Bucks generator {year}",
       "Roblox Robux hack - undetected",
       "{movie} [1080p] HDRip.scr",
       "{album} ({year}) [MP3].zip.exe",
       "{movie}.{year}.DVDScr.avi.lnk",
       "{software} {year} Crack + License Key Free Download",
       "WhatsApp hack tool - read any chat",
       "Facebook password hacker v{v}",
       "{movie} ({year}) full movie.mp4                              .exe",
       "{game} aimbot + wallhack undetected",
       "{movie}_1080p_\u202evkm.exe",
       "{software} portable cracked by {crk} (run as admin)",
       "PayPal money adder {year} - working",
       "{game} PC free download full version setup.exe",
       "Instagram followers hack apk",
       "{movie} {year} HD Online Player.vbs",
       "Netflix account generator - working {year}",
       "{game} Trainer +{n2} (disable antivirus first)"],
    f=["{game} Crack Deutsch kostenlos herunterladen",
       "{software} crackeado grátis download",
       "{game} скачать бесплатно крякнутый"],
)

JUNK["prize_survey"] = dict(
    dom="gen", emo=["🎁", "🎉", "🏆", "📱", "🥳"],
    kw=["winner", "free", "gift card", "prize", "congratulations", "claim", "giveaway"],
    tg=GT_BIZ,
    t=["Congratulations! You've won an {gadget}",
       "You are today's lucky visitor!",
       "Claim your {price2} {store} gift card",
       "Free Amazon gift card codes {year}",
       "Complete this 30-second survey to win",
       "Free {gadget} giveaway - enter now",
       "Spin the wheel for a free prize",
       "Your reward is waiting - confirm shipping",
       "Final reminder: unclaimed prize in your name",
       "{store} customer loyalty program: you have been selected",
       "Free Costco membership for 2 years",
       "Win a year of free gas - {url}",
       "Get free Steam wallet codes",
       "You have (1) pending reward from {store}",
       "Exclusive: test the new {gadget} and keep it"],
    f=["Glückwunsch! Sie haben ein {gadget} gewonnen",
       "¡Felicidades! Has ganado un {gadget}",
       "Félicitations, vous avez gagné un {gadget}",
       "Complimenti! Hai vinto un buono da 500€",
       "Gefeliciteerd! U heeft een {gadget} gewonnen",
       "Parabéns! Você ganhou um {gadget}"],
)

JUNK["tech_support_scam"] = dict(
    dom="gen", emo=["☎️", "📞", "⚠️", "💻"], ev=EV_NAMES + ["phone", "phone", "phone"],
    kw=["support", "helpline", "customer service", "toll free", "number", "call", "24/7"],
    tg=["comp.os.ms-windows.misc", "alt.comp.freeware", "microsoft.public.windowsxp.general",
        "alt.test"],
    t=["Microsoft security alert: your PC is infected - call {phone}",
       "Norton subscription renewed {price2} - call {phone} to cancel",
       "Geek Squad invoice #{inv} - dispute at {phone}",
       "QuickBooks support phone number {phone}",
       "Your computer has a virus - call immediately",
       "Printer offline? HP support helpline {phone}",
       "Cash App customer service number {phone}",
       "Coinbase support 24/7 {phone}",
       "McAfee auto-renewal {price2} - refund line {phone}",
       "Windows licence expired - activate by phone {phone}",
       "{airline} reservations number - {phone}",
       "How do I talk to a live person at {brand}? Call {phone}",
       "Outlook not working? Toll-free {phone}",
       "Gmail password recovery help {phone}",
       "PayPal refund department {phone}",
       "Trust Wallet support number - {phone}",
       "Your iCloud is hacked - contact Apple care {phone}"],
    f=["Microsoft Support Deutschland Hotline {phone}",
       "Support technique Windows - appelez le {phone}",
       "Soporte técnico Microsoft España {phone}"],
)

JUNK["religious_flood"] = dict(
    dom="gen", emo=["✝️", "🙏", "📖", "☪️", "🕊️"],
    kw=["Jesus", "repent", "salvation", "God", "Bible", "sin", "judgement", "pray"],
    tg=["alt.religion.christian", "alt.atheism", "soc.religion.islam",
        "talk.religion.misc", "alt.religion"], tp=0.4,
    t=["JESUS SAVES - repent now before it is too late",
       "The end times are here - read Revelation 13",
       "Allah is the one true God - learn about Islam",
       "God loves you - John 3:16",
       "Are you ready for the Rapture?",
       "Free Bible study course - {url}",
       "The Mark of the Beast is coming - do not take it",
       "Hell is real - turn to Christ today",
       "Sinners in the hands of an angry God",
       "Why the Sabbath is Saturday - the truth they hide",
       "Read the Quran - the final revelation",
       "Chant Hare Krishna and be happy",
       "Jesus is coming soon - are you saved?",
       "The Pope is the Antichrist - proof",
       "Prophecy fulfilled: {year} is the year of judgement",
       "Free personality test - find out what is holding you back",
       "Pray the rosary every day - Our Lady's message",
       "Evolution is a lie - creation science",
       "Jehovah's kingdom will end all suffering",
       "Come to Jesus - he died for YOUR sins"],
    f=["Dios te ama - arrepiéntete hoy",
       "Jesus está voltando - prepare-se",
       "لا إله إلا الله محمد رسول الله",
       "Kehrt um! Das Reich Gottes ist nahe",
       "Yesus Kristus adalah Tuhan - bertobatlah",
       "Jésus revient bientôt - êtes-vous prêt ?",
       "Иисус спасает - покайтесь"],
)

# ------------------------------------------------------------ junk intents (3)
V.update({
    "pol": ["Biden", "Trump", "Obama", "Hillary", "Boris Johnson", "Macron",
            "Merkel", "Putin", "Trudeau", "Sunak", "Starmer", "Pelosi", "Soros",
            "Bill Gates", "Zelensky"],
    "party": ["Republican", "Democrat", "Labour", "Tory", "Reform", "Green", "Libertarian"],
    "handle": ["Bob", "Spanky", "Xyzzy", "DVDGuy", "TheRipper", "Pete123", "NZBKing",
               "Ghost", "Kilroy", "Anon", "Mr.Poster", "BigDaddy", "Leecher69", "Gandalf",
               "old_timer", "Zorro"],
    "client": ["Agent 2.0", "Thunderbird", "Pan 0.155", "Xnews", "Newsbin Pro", "slrn",
               "tin", "Unison", "Grabit", "NewsLeecher", "Gnus", "40tude Dialog",
               "MesNews", "Outlook Express"],
    "tool": ["ngPost", "nyuu", "Newsmangler", "JBinUp", "PowerPost", "GoPostStuff",
             "Camelsystem Powerpost", "yEnc PowerPost"],
})

JUNK["political_conspiracy"] = dict(
    dom="gen", emo=["🇺🇸", "⚠️", "👁️", "🐑", "📢"],
    kw=["wake up", "truth", "exposed", "NWO", "deep state", "lies", "sheeple", "agenda"],
    tg=["alt.conspiracy", "talk.politics.misc", "alt.politics", "uk.politics.misc",
        "de.soc.politik.misc", "alt.politics.usa"], tp=0.4,
    t=["THE ELECTION WAS STOLEN - wake up sheeple",
       "Chemtrails are poisoning you - proof inside",
       "9/11 was an inside job - the truth",
       "The New World Order agenda exposed",
       "The earth is flat - NASA lies",
       "Vaccines contain microchips - share before it's deleted",
       "Lizard people run the government",
       "5G towers make you sick",
       "Impeach {pol} NOW",
       "{pol} is a traitor and everyone knows it",
       "The moon landing was faked by Kubrick",
       "Bilderberg {year} secret meeting leaked",
       "The Federal Reserve is a scam - end the Fed",
       "Wake up America - {pol} lied to you",
       "HAARP controls the weather - the evidence",
       "They put fluoride in your water to control you",
       "Mainstream media is lying about {country}",
       "Vote {party} or lose your country forever",
       "Deep state exposed - Q drop #{n3}",
       "JFK files released: what they don't want you to see"],
    f=["Die Wahrheit über Chemtrails - jetzt lesen",
       "Le Nouvel Ordre Mondial démasqué",
       "La verdad sobre el 11-S que no te cuentan",
       "Вся правда о мировом правительстве",
       "Die Regierung muss weg! Widerstand jetzt!",
       "De waarheid over 5G - word wakker"],
)

JUNK["chatter"] = dict(
    dom="gen", emo=["🙂", "😂", "👍", "🤔"], gb=GJ_MEDIA,
    kw=["lol", "anyone", "help", "thanks", "usenet", "group"],
    tg=["alt.binaries.multimedia.d", "alt.binaries.sounds.mp3.d", "news.software.readers"], tp=0.08,
    t=["anyone else having trouble downloading today?",
       "is this group dead?",
       "what happened to the posts from last week",
       "thanks to whoever posted the {show} stuff!",
       "OT: anyone know a server with better retention",
       "lol",
       "ok who broke usenet",
       "good morning everyone",
       "happy new year from {city}",
       "my provider keeps dropping connections",
       "where did everyone go?",
       "anyone here still use Forte Agent?",
       "off topic - my cat died today",
       "Re: Re: where is the rest?",
       "+1 to what he said",
       "how do i open .par2 files??",
       "can't get sabnzbd to work, help",
       "thank you poster!!",
       "hello from {country}",
       "sorry for the double post",
       "this is my first post, be nice",
       "me too",
       "Missing parts again on {prov}?",
       "Why is everything obfuscated now?",
       "whats the best newsreader in {year}",
       "nice weather here today",
       "merry christmas to all posters",
       "does anyone actually read these"],
    f=["hallo zusammen, ist hier noch jemand?",
       "bonjour à tous",
       "hoi allemaal, bedankt voor de posts",
       "alguien sabe por qué faltan partes?",
       "grazie mille a chi ha postato",
       "спасибо за раздачу"],
)

JUNK["request_as_post"] = dict(
    dom="gen", emo=["🙏", "❓", "👀"], gb=GJ_MEDIA,
    kw=["REQ", "request", "please", "anyone", "looking for", "fill"],
    tg=["alt.binaries.multimedia.d", "alt.binaries.sounds.mp3.d"], tp=0.05,
    t=["REQ: {show} season {n} please",
       "[REQ] {album} FLAC anyone?",
       "Request: {movie} 1080p",
       "looking for {movie} with Spanish audio",
       "can someone repost {show} S0{n}E0{n}, part 15 missing",
       "pls fill: {movie} ({year})",
       "does anyone have {game} for PS2?",
       "WTD: old {show} episodes from the 90s",
       "Req - {album} (any bitrate)",
       "REQUEST: {software} mac version",
       "anyone got {movie} in 4K HDR?",
       "need {show} subs in Dutch",
       "{movie} request - thanks in advance",
       "Could someone post {album} again? Thanks",
       "REPOST REQUEST: {show} complete",
       "Searching for {movie} extended cut"],
    f=["Suche {movie} German DL",
       "Cherche {movie} en VF",
       "Zoek {show} met NL subs",
       "Busco {movie} en castellano",
       "Cerco {album} in FLAC"],
)

JUNK["flame"] = dict(
    dom="gen", emo=["🤡", "🖕", "😡", "💩"], gb=GJ_MEDIA,
    kw=["idiot", "loser", "moron", "leecher", "get a life", "clueless"],
    tg=["alt.binaries.multimedia.d", "news.admin.net-abuse.usenet", "alt.flame"], tp=0.15,
    t=["you leechers are pathetic",
       "STOP POSTING IN THIS GROUP, MORON",
       "{handle} is a liar and a thief",
       "to the idiot spamming this group: get a life",
       "this group is full of losers",
       "repost police strikes again - learn to use par2, idiot",
       "your posts are garbage",
       "nobody wants your crap x264 encodes",
       "{handle} = clueless newbie",
       "shut up and post something useful",
       "PLONK",
       "go back to torrents where you belong",
       "what a joke of an uploader",
       "{handle} you absolute clown",
       "learn to read the FAQ before whining",
       "stop begging and buy the damn thing",
       "the mods here are useless",
       "top-posting morons ruin usenet",
       "get off my newsgroup"],
    f=["du Idiot, hör auf zu spammen",
       "quel abruti ce posteur",
       "idioten, stop met posten",
       "que pesado eres, para ya"],
)

JUNK["test_post"] = dict(
    dom="gen", emo=["🧪", "✅"],
    gb=["alt.binaries.test", "alt.binaries.test", "alt.binaries.test", "alt.binaries.test.yenc",
        "alt.binaries.misc", "alt.binaries.boneless"],
    tg=["alt.test", "misc.test", "de.test", "alt.test.test"], tp=0.35,
    t=["test", "test - ignore", "testing 1 2 3", "test post please ignore",
       "Test from {client}", "test yEnc", "test {date} {time}", "tst",
       "testing new server config", "ignore - test of {tool} settings", "test{n3}",
       "TEST TEST TEST", "does this work?", "test post {n4}", "just testing",
       "testing SSL port 563", "test - {client}", "Test message, please disregard",
       "test posting from {city}", "ignore this", "test {hex}", "t e s t",
       "test again", "testing attachment", "another test", "test [1/1]",
       "test.jpg", "testfile.bin", "test (1/1)", "x", "123 test"],
    f=["Test bitte ignorieren", "essai, ne pas tenir compte", "prueba",
       "prova", "тест", "testbericht, negeren"],
)

# ------------------------------------------------------------ generated junk
WORDS = ["apple", "river", "silent", "purple", "engine", "monkey", "garden", "thunder",
         "pencil", "orbit", "velvet", "candle", "window", "marble", "harbor", "pillow",
         "lantern", "cobalt", "meadow", "circus", "falcon", "ginger", "hollow", "jigsaw",
         "kettle", "lemon", "mirror", "nectar", "oyster", "pepper", "quartz", "ribbon",
         "saddle", "tunnel", "umbrella", "violet", "walnut", "yellow", "zephyr", "anchor",
         "bishop", "carpet", "dolphin", "eleven", "feather", "glacier", "hammer", "island",
         "jacket", "kingdom", "ladder", "magnet", "noodle", "onion", "parrot", "quiver",
         "rocket", "spider", "turnip", "utopia", "vortex", "wizard", "yogurt", "zebra",
         "antelope", "carbonate", "frequency", "limerick", "bewilder", "obelisk", "kinetic",
         "lavender", "spoon", "clock", "table", "happy", "seventeen", "blue", "running",
         "quietly", "because", "under", "never", "slowly", "brightly", "perhaps", "fourteen",
         "chocolate", "dishwasher", "tractor", "porcelain", "galaxy", "hydrant", "mustard",
         "nostalgia", "paradox", "recipe", "sapphire", "tangerine", "vinegar", "whisper",
         "biscuit", "compass", "dynamo", "eclipse", "fountain", "gravel", "horizon"]
BOTW = ["flood", "bump", "autopost", "spam", "ping", "sync", "msg", "post", "node", "relay"]


def g_bot():
    f = rint(0, 17)
    n = rint(1, 999999)
    if f == 0:
        return pick(WORDS).capitalize() + str(rint(1000, 99999)) + " " + rstr(8, HEX)
    if f == 1:
        return f"AutoPost #{n:06d}"
    if f == 2:
        return f"bump {rint(1500000000, 1730000000)}"
    if f == 3:
        return f"[{n}] " + " ".join([pick(BOTW)] * rint(3, 6))
    if f == 4:
        return "Spam_bot_" + rstr(rint(6, 10), HEX)
    if f == 5:
        return f"xXx {n} xXx"
    if f == 6:
        return "Re: " * rint(3, 9) + pick(WORDS)
    if f == 7:
        return f"▀▄▀▄ {n} ▀▄▀▄"
    if f == 8:
        return f"seq {n} of 999999"
    if f == 9:
        return f"Please visit {mkurl()} ({n})"
    if f == 10:
        w = pick(WORDS)
        return " ".join([w] * rint(4, 9)) + f" {rint(1, 9999)}"
    if f == 11:
        return f"FLOOD {rstr(8, HEXU)} {rstr(8, HEXU)}"
    if f == 12:
        return f"msg-{n}-{rstr(6, HEX)}"
    if f == 13:
        return f"autoreply: message {n} received"
    if f == 14:
        return f"cmsg cancel <{rstr(rint(8, 14), ALNUM)}@{pick(['news', 'nntp', 'reader'])}.{mkdom()}>"
    if f == 15:
        return f"[{pick(BOTW)}bot] heartbeat {rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d} #{n}"
    if f == 16:
        return f"@@@@@ {pick(WORDS).upper()} {n} @@@@@"
    return f"{pick(WORDS)}-{pick(WORDS)}-{n} {pick(WORDS)}-{pick(WORDS)}-{n + 1}"


KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop",
           "azertyuiop", "yxcvbnm", "йцукенгшщзх", "фывапролджэ", "ячсмитьбю",
           "!@#$%^&*()", "poiuytrewq", "lkjhgfdsa"]


def g_mash():
    f = rint(0, 11)
    if f == 0:
        row = pick(KB_ROWS)
        a = rint(0, len(row) - 4)
        return row[a:a + rint(4, len(row) - a)]
    if f == 1:
        return rstr(rint(5, 16), "asdfghjkl;")
    if f == 2:
        return pick(LOW) * rint(6, 22)
    if f == 3:
        return rstr(2, "asdfjklghqwe") * rint(3, 8)
    if f == 4:
        w = rstr(rint(3, 5), "sdfghjk")
        return " ".join([w] * rint(2, 5))
    if f == 5:
        return rstr(rint(6, 14), "qwertyuiopasdfghjklzxcvbnm").upper()
    if f == 6:
        return rstr(rint(4, 9), "asdf") + " " + rstr(rint(4, 9), "jkl;")
    if f == 7:
        return pick(KB_ROWS[:3]) + pick(KB_ROWS[:3])[::-1]
    if f == 8:
        return rstr(rint(5, 12), "фывапролдж")
    if f == 9:
        return rstr(rint(3, 6), "!@#$%^&*") + rstr(rint(3, 6), LOW)
    if f == 10:
        row = pick(KB_ROWS[:3])
        return "".join(c * rint(1, 3) for c in row[:rint(4, len(row))])
    return rstr(rint(3, 7), "hjkl") + pick([";;", "''", "..", "//", "!!", "??"]) + rstr(rint(2, 5), "uiop")


def g_salad():
    k = rint(3, 10)
    ws = [pick(WORDS) for _ in range(k)]
    f = rint(0, 6)
    if f == 0:
        return " ".join(ws)
    if f == 1:
        return " ".join(w.capitalize() for w in ws)
    if f == 2:
        return ", ".join(ws[:3]) + " " + " ".join(ws[3:])
    if f == 3:
        return "Re: " + " ".join(ws)
    if f == 4:
        return " ".join(ws[:2]) + f" - {rint(100, 9999)} - " + " ".join(ws[2:])
    if f == 5:
        return (" ".join(ws)).capitalize() + pick([".", "?", "!", "..."])
    return " ".join(w.upper() if chance(0.3) else w for w in ws)


GARB_SRC = ["Grüße aus München", "Привет всем участникам", "ça va très bien, merci",
            "こんにちは、元気ですか", "Größe ändern", "año nuevo, vida nueva",
            "Spaß über alles", "Überraschung für dich", "€ 500 gratis für Sie",
            "naïve café au lait", "Zürich Öffnungszeiten", "Θέλω να σου πω",
            "Добро пожаловать", "你好世界 测试", "한국어 테스트", "Ærøskøbing på Ærø",
            "Łódź jest piękna", "Čeština je těžká", "Dziękuję bardzo",
            "İstanbul'da güzel gün", "Hyvää päivää", "Smörgåsbord för två",
            "señor piñata", "crème brûlée", "Ünlü şarkıcı", "Füße hoch",
            "Всем хорошего дня", "Спасибо большое"]
RU_SRC = ["Привет всем участникам", "Добро пожаловать", "Всем хорошего дня",
          "Спасибо большое", "Новости недели", "Скачать бесплатно"]


def qenc(s, cs):
    b = s.encode(cs, errors="replace")
    return "".join(chr(x) if 33 <= x < 127 and chr(x) not in "=?_" else ("_" if x == 32 else "=%02X" % x)
                   for x in b)


def g_garbage():
    s = pick(GARB_SRC)
    b = s.encode("utf-8")
    f = rint(0, 15)
    if f == 0:
        return b.decode("cp1252", errors="replace")
    if f == 1:
        return b.decode("latin-1")
    if f == 2:
        return b.decode("cp1252", errors="replace").encode("utf-8").decode("cp1252", errors="replace")
    if f == 3:
        return "=?UTF-8?B?" + base64.b64encode(b).decode("ascii") + "?="
    if f == 4:
        cs = pick(["iso-8859-1", "windows-1252", "utf-8"])
        return "=?" + cs + "?Q?" + qenc(s, cs) + "?="
    if f == 5:
        return s.encode("ascii", errors="replace").decode("ascii")
    if f == 6:
        return "".join("&#%d;" % ord(c) if ord(c) > 127 else c for c in s)
    if f == 7:
        return "".join("%%%02X" % x for x in b)
    if f == 8:
        raw = pick(WORDS + ["Hello world", "Download now", "Free movies"]).encode("ascii")
        if len(raw) % 2:
            raw += b" "
        return raw.decode("utf-16-le", errors="replace")
    if f == 9:
        return pick(RU_SRC).encode("cp1251").decode("koi8_r", errors="replace")
    if f == 10:
        w = pick(["hello", "free", "click", "help", "usenet", "test", "download", "watch", "zalgo"])
        return "".join(c + "".join(chr(rint(0x300, 0x36F)) for _ in range(rint(1, 5))) for c in w)
    if f == 11:
        lo, hi = pick([(0x2500, 0x257F), (0x2580, 0x259F), (0x25A0, 0x25FF), (0x4E00, 0x4FFF),
                       (0xAC00, 0xAFFF), (0x0400, 0x045F), (0x2200, 0x22FF), (0x3041, 0x3093),
                       (0x0E01, 0x0E2E), (0x2400, 0x2426)])
        return "".join(chr(rint(lo, hi)) for _ in range(rint(6, 24)))
    if f == 12:
        return "".join("\ufffd" if ord(c) > 127 else c for c in s)
    if f == 13:
        return "=?" + pick(["UTF-8", "koi8-r", "GB2312", "ISO-2022-JP"]) + "?B?" + \
            base64.b64encode(s.encode("utf-8"))[:rint(6, 14)].decode("ascii")
    if f == 14:
        return pick(["Content-Type: text/plain; charset=", "MIME-Version: 1.0 ",
                     "Content-Transfer-Encoding: ", "=ybegin line=128 size="]) + \
            pick(["\"iso-8859-1\"", "8bit", str(rint(1000, 999999)), "quoted-printable", "x-unknown"])
    return "".join(c if ord(c) < 128 else pick(["Ã", "Â", "Ð", "Ñ", "Ã©", "â€", "ï¿½", "Ð¾"]) for c in s)


JUNK["bot_flood"] = dict(gen=g_bot, dom="gen", gb=GJ_BIN,
                         tg=["alt.test", "misc.test", "news.admin.net-abuse.usenet"], tp=0.15,
                         kw=["flood", "bump", "spam", "bot"])
JUNK["keyboard_mash"] = dict(gen=g_mash, noev=True, gb=GJ_BIN,
                             tg=["alt.test", "misc.test"], tp=0.15)
JUNK["word_salad"] = dict(gen=g_salad, dom="gen", gb=GJ_BIN,
                          tg=["alt.test", "misc.test", "news.admin.net-abuse.usenet"], tp=0.15)
JUNK["encoding_garbage"] = dict(gen=g_garbage, noev=True, gb=GJ_BIN,
                                tg=["alt.test", "misc.test", "de.test"], tp=0.15)


def make_junk(spec, ce, cf):
    foreign = False
    if "gen" in spec:
        s = spec["gen"]()
    elif cf is not None and chance(FOREIGN_P):
        s = fill(cf.next())
        foreign = True
    else:
        s = fill(ce.next())
        r = R.random()
        if r < 0.09:
            s = s.upper()
        elif r < 0.14:
            s = s.lower()
        elif r < 0.18:
            s = "Re: " + s
        elif r < 0.20:
            s = "Fwd: " + s
        elif r < 0.24:
            s = s + pick([" !!!", "!!", " :)", " ...", " *****", " <3", " ;-)"])
    evaded = False
    if not spec.get("noev") and chance(EVADE_P):
        s = evade(s, spec)
        evaded = True
    return s, foreign, evaded


def junk_group(spec):
    if spec.get("tg") and chance(spec.get("tp", 0.25)):
        return pick(spec["tg"])
    return pick(spec.get("gb", GJ_BIN))

# ------------------------------------------------------------ legit vocab (1)
TV_SHOWS = ["The Simpsons", "Doctor Who 2005", "Top Gear", "Grand Designs",
            "Antiques Roadshow", "QI", "Have I Got News for You", "Jeopardy", "Survivor",
            "The Great British Bake Off", "Taskmaster", "Only Connect",
            "University Challenge", "Law and Order Special Victims Unit", "NCIS",
            "Greys Anatomy", "The Bachelor", "Gogglebox", "Shetland", "Vera",
            "Midsomer Murders", "Below Deck", "Ghosts US", "Abbott Elementary",
            "Severance", "The Bear", "Slow Horses", "Fargo",
            "Only Murders in the Building", "Pawn Stars", "Gold Rush", "Deadliest Catch",
            "Bluey", "Would I Lie to You", "Silent Witness", "Death in Paradise",
            "The Repair Shop", "Escape to the Country", "Family Guy", "South Park",
            "Bobs Burgers", "The Rookie", "Chicago Fire", "Chicago PD", "9-1-1", "Tracker",
            "Young Sheldon", "Blue Bloods", "FBI Most Wanted", "The Chase", "Mastermind",
            "Countryfile", "Panorama", "Love Island", "Big Brother US", "The Voice",
            "Americas Got Talent", "The Amazing Race", "RuPauls Drag Race",
            "Hells Kitchen US", "MasterChef Australia", "Gardeners World",
            "House of the Dragon", "The Boys", "Shogun 2024", "Fallout", "The Last of Us",
            "Stranger Things", "Bridgerton", "Reacher", "Yellowstone", "Andor",
            "Wednesday", "The Gentlemen", "True Detective", "Curb Your Enthusiasm",
            "Succession", "The Crown", "Ted Lasso", "Loki", "Mr Bates vs The Post Office",
            "Monarch Legacy of Monsters", "The Traitors UK", "Slow Horses", "Hacks"]
DAILY = ["The Daily Show", "Jimmy Kimmel Live", "The Tonight Show Starring Jimmy Fallon",
         "Late Night with Seth Meyers", "The Late Show with Stephen Colbert",
         "Real Time with Bill Maher", "The View", "Jeopardy", "Wheel of Fortune",
         "Coronation Street", "EastEnders", "Emmerdale", "Neighbours", "The One Show",
         "Newsnight", "Question Time", "The Graham Norton Show",
         "Last Week Tonight with John Oliver", "Countdown", "Pointless"]
GUESTS = ["Tom Hanks", "Dolly Parton", "Barack Obama", "Zendaya", "Ryan Gosling",
          "Margot Robbie", "Keanu Reeves", "Jon Stewart", "Emma Stone", "Pedro Pascal",
          "Cillian Murphy", "Jennifer Lawrence", "Bernie Sanders", "Anne Hathaway",
          "David Attenborough", "Stephen Fry", "Greta Gerwig", "Paul Mescal",
          "Florence Pugh", "Idris Elba", "Olivia Colman", "Jack Black"]
EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Ghosts", "The Long Night",
             "Crossroads", "Blood and Water", "Exit Strategy", "Old Friends", "Endgame",
             "The Fall", "Reunion", "Breaking Point", "New Blood", "Fire and Ice",
             "Sins of the Father", "Collateral", "Lost and Found", "The Offer",
             "Tipping Point", "Chapter Seven", "Part Two", "The Hunt", "Family Matters",
             "Red Herring", "Quarantine", "The Wedding", "Last Orders"]
TV_GRP = ["KILLERS", "SYNCOPY", "FLUX", "NTb", "CAKES", "GGEZ", "GGWP", "TEPES", "BAE",
          "SuccessfulCrab", "EDITH", "NHTFS", "ELEANOR", "MEMENTO", "DIMENSION", "LOL",
          "FLEET", "SORNY", "W4F", "FTP", "TVC", "RiVER", "ORGANiC", "JUDGE", "APEX",
          "CMRG", "TOMMY", "playWEB", "MiXED", "DEFLATE", "CBFM", "NiXON", "PHOENiX",
          "RTN", "QCF", "DOCiLE", "JFF", "ROKiT"]
TV_RES = ["720p.HDTV.x264", "1080p.HDTV.H264", "1080p.WEB.h264", "720p.WEB.h264",
          "2160p.WEB.h265", "1080p.AMZN.WEB-DL.DDP5.1.H.264",
          "1080p.NF.WEB-DL.DDP5.1.Atmos.H.264", "2160p.DSNP.WEB-DL.DDP5.1.HDR.H.265",
          "1080p.iP.WEB-DL.AAC2.0.H.264", "720p.iP.WEB-DL.AAC2.0.H.264",
          "1080p.ATVP.WEB-DL.DDP5.1.H.264", "1080p.HULU.WEB-DL.DDP5.1.H.264",
          "2160p.MAX.WEB-DL.DDP5.1.DV.HDR.H.265", "HDTV.x264", "XviD", "1080p.BluRay.x264",
          "720p.BluRay.x264", "1080p.PCOK.WEB-DL.DDP5.1.H.264",
          "1080p.STAN.WEB-DL.DDP5.1.H.264", "1080p.ALL4.WEB-DL.AAC2.0.H.264",
          "1080p.ITVX.WEB-DL.AAC2.0.H.264", "480p.x264", "WEB.h264"]
P2P_TV_GRP = ["NTb", "FLUX", "TEPES", "EDITH", "NOSiViD", "RAWR", "GalaxyTV", "MeGusta",
              "ELiTE", "PSA", "Silence", "Vyndros", "SAMPA", "t3nzin", "HONE",
              "DUSKLiGHT", "KONTRAST", "ZoroSenpai", "Ralphy", "YELLO"]
FILMS = [("The Godfather", 1972), ("Blade Runner", 1982), ("Alien", 1979), ("Heat", 1995),
         ("The Matrix", 1999), ("Fight Club", 1999), ("Gladiator", 2000), ("Memento", 2000),
         ("Amelie", 2001), ("Spirited Away", 2001), ("City of God", 2002), ("Oldboy", 2003),
         ("Lost in Translation", 2003), ("Eternal Sunshine of the Spotless Mind", 2004),
         ("Children of Men", 2006), ("No Country for Old Men", 2007),
         ("There Will Be Blood", 2007), ("The Dark Knight", 2008), ("Inception", 2010),
         ("Drive", 2011), ("Her", 2013), ("Whiplash", 2014), ("Mad Max Fury Road", 2015),
         ("Arrival", 2016), ("Get Out", 2017), ("Blade Runner 2049", 2017),
         ("Parasite", 2019), ("Knives Out", 2019), ("1917", 2019), ("Tenet", 2020),
         ("Dune", 2021), ("Everything Everywhere All at Once", 2022),
         ("Top Gun Maverick", 2022), ("The Banshees of Inisherin", 2022),
         ("Oppenheimer", 2023), ("Past Lives", 2023), ("Anatomy of a Fall", 2023),
         ("The Zone of Interest", 2023), ("Poor Things", 2023), ("Dune Part Two", 2024),
         ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024), ("Inside Out 2", 2024),
         ("The Holdovers", 2023), ("Killers of the Flower Moon", 2023), ("Jaws", 1975),
         ("Rocky", 1976), ("Taxi Driver", 1976), ("Apocalypse Now", 1979),
         ("The Shining", 1980), ("Raiders of the Lost Ark", 1981),
         ("Back to the Future", 1985), ("Aliens", 1986), ("Die Hard", 1988),
         ("Goodfellas", 1990), ("Terminator 2 Judgment Day", 1991),
         ("Jurassic Park", 1993), ("Pulp Fiction", 1994), ("Se7en", 1995), ("Fargo", 1996),
         ("Titanic", 1997), ("The Big Lebowski", 1998), ("Casablanca", 1942),
         ("Vertigo", 1958), ("Lawrence of Arabia", 1962), ("2001 A Space Odyssey", 1968),
         ("Chinatown", 1974), ("The Thing", 1982), ("Ghostbusters", 1984),
         ("Paddington 2", 2017), ("Hot Fuzz", 2007), ("Shaun of the Dead", 2004),
         ("The Grand Budapest Hotel", 2014), ("La La Land", 2016), ("Moonlight", 2016),
         ("Prisoners", 2013), ("Sicario", 2015), ("The Social Network", 2010),
         ("Zodiac", 2007), ("Gone Girl", 2014), ("The Prestige", 2006),
         ("Interstellar", 2014), ("Seven Samurai", 1954), ("Tokyo Story", 1953),
         ("The Seventh Seal", 1957), ("Stalker", 1979), ("Ran", 1985)]
FILM_GRP = ["SPARKS", "GECKOS", "AMIABLE", "DRONES", "BLOW", "ROVERS", "VETO", "HiDt",
            "CiNEFiLE", "SADPANDA", "PSYCHD", "DEPTH", "USURY", "REGRET", "JustWatch",
            "TERMiNAL", "ARCHiViST", "MALUS", "WATCHABLE", "BiPOLAR", "UNVEiL", "FULLSiZE",
            "SURCODE", "KNiVES", "PiGNUS", "SiNNERS", "YOL0W", "iMPRiNT"]
UHD_GRP = ["GUACAMOLE", "SUPERSIZE", "BOXiE", "TERMiNAL", "PRECELL", "COASTER",
           "WESTWORLD", "MiXED", "SURCODE"]
DVD_GRP = ["DiAMOND", "SAPHiRE", "NeDiVx", "FxM", "iMBT", "CiRCLE", "DoNE", "VoMiT",
           "ZEKTORM", "TASTE", "MoTv"]
P2P_FILM_GRP = ["DON", "CtrlHD", "EbP", "HiFi", "decibeL", "NCmt", "TayTO", "SbR", "W4NK3R",
                "FraMeSToR", "BHDStudio", "c0kE", "ZQ", "SA89", "iFT", "HDMaNiAcS", "NTG",
                "CRiSC", "DiRT", "EA", "BMF", "CHD", "WiKi", "ESiR"]
ANIME = ["Sousou no Frieren", "Kusuriya no Hitorigoto", "Jujutsu Kaisen", "Spy x Family",
         "Bocchi the Rock!", "Kimetsu no Yaiba", "Shingeki no Kyojin", "Dungeon Meshi",
         "Oshi no Ko", "Blue Lock", "Vinland Saga", "Chainsaw Man",
         "Mushoku Tensei - Isekai Ittara Honki Dasu", "Kaguya-sama wa Kokurasetai",
         "Yuru Camp", "Mob Psycho 100", "One Piece", "Boku no Hero Academia",
         "Hibike! Euphonium", "Made in Abyss", "Tengoku Daimakyou", "Shangri-La Frontier",
         "Kono Subarashii Sekai ni Shukufuku wo!", "Mahou Shoujo Madoka Magica",
         "Cowboy Bebop", "Neon Genesis Evangelion", "Hunter x Hunter (2011)",
         "Steins;Gate", "Violet Evergarden", "Dandadan", "Kaijuu 8-gou",
         "Ore dake Level Up na Ken", "Hikaru ga Shinda Natsu", "Tonari no Totoro",
         "Monogatari Series", "Urusei Yatsura (2022)", "Natsume Yuujinchou"]
ANIME_GRP2 = ["Commie", "GJM", "Doki", "FFF", "Underwater", "UTW", "gg", "Kametsu",
              "Vivid", "Kaleido-subs", "SallySubs", "Chihiro", "Mezashite", "Asenshi",
              "MTBB", "LostYears", "Okay-Subs", "Yameii"]

# ------------------------------------------------------------ legit vocab (2)
ARTISTS = ["Radiohead", "Massive Attack", "Daft Punk", "Aphex Twin", "Boards of Canada",
           "Bonobo", "Portishead", "The Chemical Brothers", "Underworld", "Orbital",
           "Burial", "Four Tet", "Kraftwerk", "Depeche Mode", "New Order", "The Cure",
           "Pixies", "Sonic Youth", "PJ Harvey", "Nick Cave and The Bad Seeds", "Bjork",
           "Queens of the Stone Age", "Foo Fighters", "Metallica", "Iron Maiden", "Slayer",
           "Opeth", "Gojira", "Mastodon", "Tool", "Deftones", "Arctic Monkeys",
           "The National", "Bon Iver", "Fleet Foxes", "Sufjan Stevens", "Kendrick Lamar",
           "Nas", "Wu-Tang Clan", "MF DOOM", "Run the Jewels", "Burna Boy", "Fela Kuti",
           "Miles Davis", "John Coltrane", "Bill Evans", "Thelonious Monk", "Nina Simone",
           "Johnny Cash", "Dolly Parton", "Willie Nelson", "Bob Dylan", "Neil Young",
           "Joni Mitchell", "Leonard Cohen", "David Bowie", "Prince", "Kate Bush",
           "Fleetwood Mac", "Led Zeppelin", "Pink Floyd", "The Beatles",
           "The Rolling Stones", "Queen", "Taylor Swift", "Beyonce", "Billie Eilish",
           "Dua Lipa", "Olivia Rodrigo", "Charli xcx", "Lana Del Rey", "Adele",
           "Ed Sheeran", "Coldplay", "Armin van Buuren", "Tiesto", "Charlotte de Witte",
           "Amelie Lens", "Peggy Gou", "Nils Frahm", "Max Richter", "Olafur Arnalds",
           "Hans Zimmer", "Ludovico Einaudi", "Berliner Philharmoniker", "Khruangbin",
           "Tame Impala", "Vulfpeck", "Snarky Puppy", "Herbie Hancock", "Grateful Dead",
           "Phish", "Frank Zappa", "Steely Dan", "Genesis", "Rush", "Yes", "Marillion"]
ALBUM_PAIRS = [("Radiohead", "OK Computer"), ("Massive Attack", "Mezzanine"),
               ("Daft Punk", "Discovery"), ("Aphex Twin", "Selected Ambient Works 85-92"),
               ("Boards of Canada", "Music Has the Right to Children"),
               ("Portishead", "Dummy"), ("Radiohead", "In Rainbows"), ("Bjork", "Homogenic"),
               ("Fleetwood Mac", "Rumours"), ("David Bowie", "Hunky Dory"),
               ("Joni Mitchell", "Blue"), ("Miles Davis", "Kind of Blue"),
               ("John Coltrane", "A Love Supreme"), ("Burial", "Untrue"),
               ("The Cure", "Disintegration"), ("Pixies", "Doolittle"),
               ("Kate Bush", "Hounds of Love"), ("Pink Floyd", "Wish You Were Here"),
               ("Led Zeppelin", "Physical Graffiti"), ("Metallica", "Master of Puppets"),
               ("Kendrick Lamar", "To Pimp a Butterfly"), ("Nas", "Illmatic"),
               ("Wu-Tang Clan", "Enter the Wu-Tang (36 Chambers)"),
               ("Bon Iver", "For Emma, Forever Ago"), ("Tool", "Lateralus"),
               ("Deftones", "White Pony"), ("Opeth", "Blackwater Park"),
               ("Four Tet", "Rounds"), ("Nils Frahm", "Spaces"),
               ("Max Richter", "The Blue Notebooks"), ("Steely Dan", "Aja"),
               ("Genesis", "Selling England by the Pound"), ("Prince", "Sign o' the Times"),
               ("Bob Dylan", "Blood on the Tracks"), ("Leonard Cohen", "Songs of Leonard Cohen"),
               ("Khruangbin", "Con Todo El Mundo"), ("Tame Impala", "Currents"),
               ("Nina Simone", "Wild Is the Wind"), ("Johnny Cash", "American IV The Man Comes Around"),
               ("Frank Zappa", "Hot Rats")]
ALB_A = ["Silver", "Midnight", "Paper", "Glass", "Electric", "Quiet", "Golden", "Broken",
         "Distant", "Velvet", "Northern", "Hidden", "Burning", "Endless", "Neon", "Wild",
         "Hollow", "Crystal", "Lonely", "Summer", "Second", "Low", "Bright", "Wooden"]
ALB_B = ["Hours", "Drive", "Moons", "Rivers", "Signals", "Gardens", "Cities", "Dreams",
         "Machines", "Lights", "Horizons", "Echoes", "Tides", "Stories", "Skies", "Ghosts",
         "Rooms", "Fields", "Waves", "Lines", "Weather", "Motion", "Seasons", "Islands"]
MUSIC_GRP = ["OMA", "ENRAGED", "AFO", "MOD", "PTC", "JUST", "TosK", "DWM", "C4", "SRP",
             "BF", "FATHEAD", "YARD", "GRAVEWISH", "MARiBOR", "KLIN", "NBFLAC", "FWYH",
             "FLACME", "DGN", "RAGEFLAC", "WRE", "sweet", "HB", "SSR", "VEXED", "ZzZz",
             "NOiR", "JLM", "LOSSLESS", "dh", "EMP", "BPM", "UME", "CUSTODES", "MYCEL"]
CATP = ["WARPCD", "XLCD", "CAD", "RTRADCD", "SP", "WIGCD", "ZEN", "ECM", "ANJ", "ARMA",
        "DC", "HDB", "ERATP", "MRG", "OLE", "TRU", "STRUT", "BEC", "NONE", "DOMINO", "KOMPAKT"]
LABELS = ["Warp", "XL", "4AD", "Rough Trade", "Sub Pop", "Domino", "Ninja Tune",
          "Blue Note", "ECM", "Deutsche Grammophon", "Columbia", "Atlantic", "Def Jam",
          "Matador", "Merge", "Hyperdub", "Erased Tapes", "Anjunabeats", "Armada",
          "Drumcode", "Impulse!", "Verve", "Rhino", "Parlophone", "Island"]
COMPS = ["Defected Ibiza 2024", "Cafe del Mar Vol 30", "Ministry of Sound Annual 2024",
         "Now Thats What I Call Music 117", "Hed Kandi Beach House", "Anjunadeep 15",
         "Kitsune Maison 22", "Late Night Tales Bonobo", "Trojan Rocksteady Box Set",
         "Soul Jazz Records Presents Punk 45", "Fabric Presents", "Motown Gold",
         "Bravo Hits 124", "Top 40 Hitdossier 2024", "Ibiza Classics",
         "Trance Nation 2024", "Balance 034", "Global Underground 46"]
RADIO_SHOWS = [("Armin van Buuren", "A State of Trance"), ("Above and Beyond", "Group Therapy"),
               ("Tiesto", "Clublife"), ("Ferry Corsten", "Corsten's Countdown"),
               ("Adam Beyer", "Drumcode Radio"), ("Pete Tong", "Essential Selection"),
               ("Markus Schulz", "Global DJ Broadcast"), ("John Digweed", "Transitions"),
               ("Carl Cox", "Global"), ("Paul van Dyk", "VONYC Sessions")]
DJS = ["Armin van Buuren", "Above and Beyond", "Tiesto", "Ferry Corsten", "Adam Beyer",
       "Paul van Dyk", "Pete Tong", "Danny Howard", "Annie Mac", "Sasha", "John Digweed",
       "Carl Cox", "Nina Kraviz", "Solomun", "Eric Prydz", "Dixon"]
BOOKS = [("Terry Pratchett", "Guards! Guards!"), ("Stephen King", "The Stand"),
         ("Brandon Sanderson", "The Way of Kings"),
         ("Agatha Christie", "Murder on the Orient Express"),
         ("J.R.R. Tolkien", "The Fellowship of the Ring"), ("Andy Weir", "Project Hail Mary"),
         ("Frank Herbert", "Dune"), ("Ursula K. Le Guin", "A Wizard of Earthsea"),
         ("Neil Gaiman", "American Gods"), ("Hilary Mantel", "Wolf Hall"),
         ("Lee Child", "Killing Floor"), ("Michael Connelly", "The Lincoln Lawyer"),
         ("Yuval Noah Harari", "Sapiens"), ("Michelle Obama", "Becoming"),
         ("Kazuo Ishiguro", "Klara and the Sun"), ("Ken Follett", "The Pillars of the Earth"),
         ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy"),
         ("George Orwell", "Nineteen Eighty-Four"), ("Jane Austen", "Pride and Prejudice"),
         ("Charles Dickens", "Bleak House"), ("Leo Tolstoy", "War and Peace"),
         ("Joe Abercrombie", "The Blade Itself"),
         ("Dennis E. Taylor", "We Are Legion (We Are Bob)"),
         ("Matt Dinniman", "Dungeon Crawler Carl"), ("James S.A. Corey", "Leviathan Wakes"),
         ("Robert Galbraith", "The Running Grave"), ("Richard Osman", "The Thursday Murder Club"),
         ("Mary Beard", "SPQR"), ("Bill Bryson", "A Short History of Nearly Everything"),
         ("Tana French", "The Searcher"), ("Patrick Rothfuss", "The Name of the Wind"),
         ("Robin Hobb", "Assassin's Apprentice"), ("Cormac McCarthy", "The Road"),
         ("Arthur Conan Doyle", "The Hound of the Baskervilles"),
         ("Philip Pullman", "Northern Lights"), ("Jim Butcher", "Storm Front"),
         ("Liu Cixin", "The Three-Body Problem"), ("Iain M. Banks", "Consider Phlebas"),
         ("Ann Leckie", "Ancillary Justice"), ("Adrian Tchaikovsky", "Children of Time"),
         ("Donna Tartt", "The Secret History"), ("Sally Rooney", "Normal People"),
         ("Emily St. John Mandel", "Station Eleven"), ("John le Carre", "Tinker Tailor Soldier Spy")]
NARR = ["Stephen Fry", "Nigel Planer", "Tony Robinson", "Ray Porter", "R.C. Bray",
        "Kate Reading", "Michael Kramer", "Jeff Hays", "Scott Brick", "Rob Inglis",
        "Jim Dale", "Simon Vance", "Juliet Stevenson", "Dick Hill", "Jefferson Mays",
        "Travis Baldree", "Derek Jacobi", "Andy Serkis", "Julia Whelan", "Steven Pacey",
        "Kobna Holdbrook-Smith", "Rosamund Pike"]
SERIES_OF = {"Terry Pratchett": "Discworld", "Brandon Sanderson": "The Stormlight Archive",
             "Agatha Christie": "Hercule Poirot", "Lee Child": "Jack Reacher",
             "James S.A. Corey": "The Expanse", "Robert Galbraith": "Cormoran Strike",
             "Jim Butcher": "The Dresden Files", "Dennis E. Taylor": "Bobiverse",
             "Matt Dinniman": "Dungeon Crawler Carl", "Patrick Rothfuss": "The Kingkiller Chronicle",
             "Joe Abercrombie": "The First Law", "Michael Connelly": "Harry Bosch",
             "Ursula K. Le Guin": "Earthsea", "Philip Pullman": "His Dark Materials",
             "Iain M. Banks": "Culture", "J.R.R. Tolkien": "The Lord of the Rings",
             "Frank Herbert": "Dune Chronicles", "Robin Hobb": "Farseer Trilogy",
             "Richard Osman": "Thursday Murder Club", "Adrian Tchaikovsky": "Children of Time",
             "Ann Leckie": "Imperial Radch", "Liu Cixin": "Remembrance of Earth's Past",
             "Arthur Conan Doyle": "Sherlock Holmes", "Douglas Adams": "Hitchhiker's Guide"}
SERIES = ["Discworld", "The Stormlight Archive", "Hercule Poirot", "Jack Reacher",
          "The Expanse", "Cormoran Strike", "The Dresden Files", "Bobiverse",
          "Dungeon Crawler Carl", "The Kingkiller Chronicle", "The First Law",
          "Harry Bosch", "Earthsea", "His Dark Materials", "Culture"]
TECH_BOOKS = ["Learning Python", "Fluent Python", "Designing Data-Intensive Applications",
              "Clean Code", "The Pragmatic Programmer", "Effective Java", "Programming Rust",
              "Kubernetes Up and Running", "Site Reliability Engineering",
              "Hands-On Machine Learning with Scikit-Learn, Keras and TensorFlow",
              "Python Crash Course", "Automate the Boring Stuff with Python",
              "The Linux Command Line", "Operating Systems Three Easy Pieces",
              "Computer Networking A Top-Down Approach", "Introduction to Algorithms",
              "Deep Learning with PyTorch", "Terraform Up and Running",
              "Practical Malware Analysis", "The Art of PostgreSQL", "Rust in Action",
              "Crafting Interpreters", "Database Internals", "Learning Go"]
PUBS = ["O'Reilly", "Packt", "Manning", "No Starch Press", "Apress", "Wiley",
        "Addison-Wesley", "Pragmatic Bookshelf", "MIT Press", "Springer",
        "Cambridge University Press", "Pearson", "Penguin", "Tor", "Orbit", "Gollancz"]
COMICS = ["Batman", "Detective Comics", "The Amazing Spider-Man", "Superman",
          "Wonder Woman", "Ultimate Spider-Man", "X-Men", "Fantastic Four", "Daredevil",
          "Saga", "Monstress", "Something is Killing the Children", "Transformers",
          "Absolute Batman", "Nightwing", "Immortal Thor", "Invincible",
          "Hellboy and the B.P.R.D.", "Usagi Yojimbo", "Judge Dredd Megazine", "Star Wars",
          "Conan the Barbarian", "The Sandman", "Asterix", "Tintin", "Blacksad",
          "Lucky Luke", "Spirou et Fantasio", "One Piece", "Berserk", "Chainsaw Man",
          "Black Hammer", "Department of Truth", "Ice Cream Man", "Green Lantern"]
ARCS = ["Year One", "The Long Halloween", "Rebirth", "Blood Hunt", "Ghosts", "Homecoming",
        "The Night Shift", "Endless Nights", "Dark Origins", "Lost Kingdom", "Last Stand"]
SCANNERS = ["Zone-Empire", "Marika-Empire", "Minutemen-Slayer", "Glorith-Empire",
            "Son of Ultron-Empire", "digital-Empire", "Oroboros-DCP", "GreenGiant-DCP",
            "Pirate-Empire", "Minutemen-juvecube", "Kileko-Empire", "DR & Quinch-Empire",
            "The Last Kryptonian-DCP", "Mephisto-Empire"]

# ------------------------------------------------------------ legit vocab (3)
MAGS = ["The Economist", "National Geographic", "PC Gamer UK", "New Scientist",
        "Wired USA", "Linux Format", "The MagPi", "Private Eye", "c't Magazin",
        "Der Spiegel", "Elektor", "Model Engineer", "Practical Wireless",
        "BBC Science Focus", "Scientific American", "The New Yorker", "Time",
        "Rolling Stone", "Empire", "Edge", "Retro Gamer", "Classic Rock", "Mojo", "Uncut",
        "What Hi-Fi", "Motor Sport", "Railway Modeller", "Practical Photography",
        "Digital Photographer", "Stereophile", "Sound On Sound", "Maximum PC",
        "2600 The Hacker Quarterly", "Popular Mechanics", "Fine Woodworking",
        "The Spectator", "Le Monde Diplomatique", "Die Zeit", "Harvard Business Review",
        "Nature", "Sky at Night Magazine", "History Today", "BBC Gardeners' World",
        "Which", "Auto Express", "The Week UK", "Bloomberg Businessweek"]
MAG_CTRY = ["UK", "USA", "Australia", "International", "India", "Canada"]
APPS = ["Adobe.Photoshop.2024", "Adobe.Lightroom.Classic", "Microsoft.Office.Professional.Plus.2021",
        "Autodesk.AutoCAD.2025", "Autodesk.Maya.2024", "SolidWorks.2024.SP2", "MATLAB.R2024a",
        "Ableton.Live.12.Suite", "Native.Instruments.Kontakt.7", "FL.Studio.Producer.Edition",
        "Steinberg.Cubase.Pro.13", "Avid.Pro.Tools", "Waves.Complete", "iZotope.Ozone.11",
        "DaVinci.Resolve.Studio", "Topaz.Video.AI", "CorelDRAW.Graphics.Suite.2024",
        "Nero.Platinum.Suite", "Acronis.True.Image", "VMware.Workstation.Pro",
        "Parallels.Desktop", "Wondershare.Filmora", "TechSmith.Camtasia", "Ansys.Products",
        "Siemens.NX", "PTC.Creo", "Rhinoceros", "SketchUp.Pro.2024", "ESET.Endpoint.Antivirus",
        "Internet.Download.Manager", "WinRAR", "Total.Commander", "Directory.Opus",
        "Affinity.Photo.2", "Capture.One.23", "Luminar.Neo", "ON1.Photo.RAW.2024",
        "MAGIX.Vegas.Pro", "Spectrasonics.Omnisphere", "u-he.Diva", "Xfer.Serum",
        "Arturia.V.Collection", "FabFilter.Total.Bundle", "Bentley.MicroStation"]
APP_GRP = ["BTCR", "TBE", "AMPED", "F4CG", "CORE", "XFORCE", "DVT", "SSQ", "ZWT", "TNT",
           "R2R", "MORiA", "DI", "ACME", "CYGiSO", "LAXiTY", "SHooTERS", "VR", "MAGNiTUDE",
           "AudioUTOPiA", "RET", "AMPLiFY", "HCiSO", "SHTaRWORKS", "TCA"]
APP_PLAT = ["x64", "Win64", "WiN", "MacOSX", "MAC", "Linux", "x64.Multilingual",
            "Incl.Keygen", "Incl.Patch", "Retail", "ISO", "MULTiLANGUAGE", "U2B",
            "AU.VST.AAX", "WiN.MAC", "x64.Incl.Crack", "Linux.x64", "VST3.AAX.x64"]
FREEWARE = ["LibreOffice", "VLC media player", "7-Zip", "GIMP", "Blender", "Firefox Setup",
            "OBS Studio", "KeePassXC", "Rufus", "Notepad++", "Audacity", "Inkscape",
            "HandBrake", "qBittorrent", "Thunderbird", "SABnzbd", "NZBGet", "VirtualBox",
            "Krita", "darktable", "FreeCAD", "KiCad", "Shotcut", "Kdenlive"]
GAMES = ["Baldurs.Gate.3", "Cyberpunk.2077.Phantom.Liberty", "Stardew.Valley", "Hades.II",
         "Elden.Ring.Shadow.of.the.Erdtree", "Starfield", "Hogwarts.Legacy", "Palworld",
         "Helldivers.2", "Dragons.Dogma.2", "Like.a.Dragon.Infinite.Wealth",
         "Final.Fantasy.VII.Rebirth", "Balatro", "Manor.Lords", "Lethal.Company",
         "Alan.Wake.2", "Lies.of.P", "Sea.of.Stars", "Cities.Skylines.II", "Frostpunk.2",
         "Black.Myth.Wukong", "Satisfactory", "Factorio.Space.Age", "The.Talos.Principle.2",
         "Pentiment", "Disco.Elysium.The.Final.Cut", "Hollow.Knight", "Dave.the.Diver",
         "Prince.of.Persia.The.Lost.Crown", "Warhammer.40000.Space.Marine.2", "Pacific.Drive",
         "Against.the.Storm", "Enshrouded", "Nine.Sols", "Tactical.Breach.Wizards"]
GAME_GRP = ["RUNE", "CODEX", "SKIDROW", "PLAZA", "TENOKE", "FLT", "DOGE", "TiNYiSO",
            "RAZOR1911", "DARKSiDERS", "ANOMALY", "I_KnoW", "P2P", "GOG", "EMPRESS",
            "HOODLUM", "RELOADED", "PROPHET", "SiMPLEX", "Unleashed"]
CONSOLE = [("PS4", ["DUPLEX", "BlaZe"], ["The.Last.of.Us.Part.II", "Bloodborne", "Uncharted.4.A.Thiefs.End",
                                         "God.of.War", "Ghost.of.Tsushima", "Persona.5.Royal"]),
           ("NSW", ["VENOM", "SUXXORS", "BigBlueBox", "LiGHTFORCE"],
            ["The.Legend.of.Zelda.Tears.of.the.Kingdom", "Super.Mario.Bros.Wonder",
             "Animal.Crossing.New.Horizons", "Metroid.Prime.Remastered", "Xenoblade.Chronicles.3",
             "Fire.Emblem.Engage", "Pikmin.4", "Mario.Kart.8.Deluxe"]),
           ("XBOX360", ["COMPLEX", "iMARS", "STRANGE"], ["Halo.Reach", "Gears.of.War.3", "Forza.Motorsport.4",
                                                       "Fable.II", "Red.Dead.Redemption", "Mass.Effect.2"]),
           ("PS3", ["DUPLEX", "ANTiDOTE"], ["The.Last.of.Us", "Demons.Souls", "Metal.Gear.Solid.4",
                                          "Uncharted.2.Among.Thieves", "Gran.Turismo.6"]),
           ("WII", ["WiiERD", "VORTEX", "SUSHi"], ["Super.Mario.Galaxy.2", "Mario.Kart.Wii",
                                                 "Xenoblade.Chronicles", "The.Last.Story", "Wii.Sports.Resort"]),
           ("NDS", ["EXiMiUS", "SUXXORS"], ["New.Super.Mario.Bros", "Pokemon.HeartGold.Version",
                                          "Professor.Layton.and.the.Curious.Village",
                                          "Phoenix.Wright.Ace.Attorney", "Chrono.Trigger"])]
RETRO = [("Super Mario World", "sfc"), ("Legend of Zelda, The - A Link to the Past", "sfc"),
         ("Sonic the Hedgehog 2", "md"), ("Chrono Trigger", "sfc"), ("Final Fantasy III", "sfc"),
         ("Castlevania - Symphony of the Night", "chd"), ("Pokemon - Emerald Version", "gba"),
         ("Mega Man X", "sfc"), ("Street Fighter II Turbo", "sfc"), ("GoldenEye 007", "z64"),
         ("Gran Turismo 2", "chd"), ("Tekken 3", "chd"), ("Crash Bandicoot", "chd"),
         ("Shenmue", "chd"), ("Jet Set Radio", "chd"), ("Metal Gear Solid", "chd"),
         ("Silent Hill", "chd"), ("EarthBound", "sfc"), ("Donkey Kong Country", "sfc"),
         ("Secret of Mana", "sfc"), ("Phantasy Star IV", "md"), ("Metroid Fusion", "gba"),
         ("Super Mario 64", "z64"), ("Kirby's Adventure", "nes"), ("Mega Man 2", "nes")]
RETRO_CART = [x for x in RETRO if x[1] != "chd"]
DOCS = ["Planet Earth III", "Blue Planet II", "Frozen Planet II", "Seven Worlds One Planet",
        "Our Planet", "The Green Planet", "Cosmos A Spacetime Odyssey", "The Vietnam War",
        "The Civil War", "Chernobyl The Lost Tapes", "The Last Dance", "Wild Isles",
        "Universe", "Secrets of the Dead", "The World at War", "Life on Earth",
        "The Ascent of Man", "Civilisation", "Civilizations", "Cunk on Earth",
        "Prehistoric Planet", "Dynasties", "Eat the Rich The GameStop Saga",
        "The Rise of the Nazis", "Lucy Worsley's Royal Myths and Secrets",
        "Michael Palin in North Korea", "Perfect Planet", "Mountain Life at the Extreme"]
DOC_EPS = ["The Hidden World of Ants", "Inside the Sun", "Mystery of the Milky Way",
           "The Fall of Rome", "Secrets of the Deep", "Coasts", "Ocean",
           "Deserts and Grasslands", "Human", "Antarctica", "Islands", "Jungles",
           "The Moon Landing", "Who Killed the Dinosaurs", "The Sixth Extinction",
           "Freshwater", "Extremes", "Forests", "Origins", "The Blood of Kings",
           "Pompeii The New Dig", "The Great Fire", "Inside the Factory"]
DOC_SERIES = ["Horizon", "Storyville", "Dispatches", "Frontline", "Nova", "Nature",
              "American Experience", "Timewatch", "Panorama", "Arena", "Imagine"]
F1_GP = ["Bahrain", "Saudi.Arabian", "Australian", "Japanese", "Chinese", "Miami",
         "Emilia.Romagna", "Monaco", "Canadian", "Spanish", "Austrian", "British",
         "Hungarian", "Belgian", "Dutch", "Italian", "Azerbaijan", "Singapore",
         "United.States", "Mexico.City", "Sao.Paulo", "Las.Vegas", "Qatar", "Abu.Dhabi"]
F1_SESS = ["Race", "Qualifying", "Sprint", "Sprint.Qualifying", "FP1", "FP2", "FP3",
           "Pre-Race.Buildup", "Post-Race.Analysis", "Ted's.Notebook"]
NBA_T = ["Lakers", "Celtics", "Warriors", "Bucks", "Nuggets", "Knicks", "Heat", "Suns",
         "Mavericks", "76ers", "Thunder", "Timberwolves", "Cavaliers", "Clippers", "Kings"]
NHL_T = ["Bruins", "Maple.Leafs", "Canadiens", "Oilers", "Rangers", "Penguins",
         "Lightning", "Avalanche", "Golden.Knights", "Panthers", "Canucks", "Flames", "Jets"]
NFL_T = ["Chiefs", "Eagles", "49ers", "Cowboys", "Bills", "Ravens", "Lions", "Packers",
         "Bengals", "Dolphins", "Steelers", "Jets", "Patriots", "Rams", "Texans"]
CLUBS = ["Arsenal", "Chelsea", "Liverpool", "Manchester.City", "Manchester.United",
         "Tottenham", "Newcastle", "Aston.Villa", "Brighton", "West.Ham", "Everton",
         "Real.Madrid", "Barcelona", "Bayern.Munich", "Dortmund", "Inter", "Juventus",
         "Napoli", "PSG", "Ajax", "PSV", "Feyenoord", "Celtic", "Rangers"]
FIGHTERS = ["OMalley", "Vera", "Pereira", "Hill", "Makhachev", "Poirier", "Adesanya",
            "Strickland", "Edwards", "Covington", "Holloway", "Gaethje", "Jones", "Aspinall",
            "Volkanovski", "Topuria", "Usyk", "Fury", "Joshua", "Canelo"]
PLAYERS = ["Alcaraz", "Djokovic", "Sinner", "Medvedev", "Zverev", "Swiatek", "Sabalenka",
           "Gauff", "Rybakina", "Murray", "Nadal", "Federer"]
NATIONS = ["England", "Ireland", "France", "Scotland", "Wales", "Italy", "South.Africa",
           "New.Zealand", "Australia", "Argentina"]
IOT = ["The Venetian Republic", "Kant's Categorical Imperative", "Photosynthesis",
       "The Siege of Constantinople", "Ada Lovelace", "The Bronze Age Collapse",
       "Tectonic Plates", "The Haitian Revolution", "Emily Dickinson", "Entropy",
       "The Congress of Vienna", "Bees", "The Epic of Gilgamesh", "Prime Numbers"]
PODS = ["Joe Rogan Experience", "Dan Carlin's Hardcore History", "Radiolab",
        "This American Life", "The Rest Is History", "The Rest Is Politics",
        "Kermode and Mayo's Take", "Freakonomics Radio", "99% Invisible",
        "Lex Fridman Podcast", "Stuff You Should Know", "The Infinite Monkey Cage",
        "No Such Thing as a Fish", "Revolutions", "The History of Rome",
        "Behind the Bastards", "Darknet Diaries", "Security Now", "Linux Unplugged"]
OTR = ["Suspense", "The Jack Benny Program", "Gunsmoke", "Dragnet", "The Shadow",
       "X Minus One", "Lux Radio Theatre", "Fibber McGee and Molly",
       "Yours Truly, Johnny Dollar", "Dimension X", "The Goon Show", "Hancock's Half Hour",
       "Round the Horne", "Journey into Space", "Paul Temple"]
OTR_T = ["Sorry, Wrong Number", "The House in Cypress Canyon", "Three Skeleton Key",
         "The Man Who Knew Everything", "Nightfall", "The Dead of Night", "The Case of the Missing Heir",
         "The Hitchhiker", "Report on the Barnhouse Effect", "The Green Hills of Earth"]
WALL_THEMES = ["Nature", "Space", "Cars", "Abstract", "Mountains", "Cities at Night",
               "Minimalist", "Ocean", "Forests", "Autumn", "Winter", "Architecture", "Macro"]
PLACES = ["Iceland", "Lofoten", "Kyoto", "Patagonia", "Scotland", "Yosemite",
          "the Dolomites", "New Zealand", "Cornwall", "Tuscany", "Norway", "Namibia",
          "the Lake District", "Amsterdam", "Prague", "Istanbul", "Hokkaido"]
ASTRO = ["M31 Andromeda", "M42 Orion Nebula", "NGC 7000 North America Nebula",
         "M51 Whirlpool", "IC 1396 Elephant's Trunk", "M45 Pleiades", "Rosette Nebula",
         "Horsehead Nebula", "M101 Pinwheel", "Veil Nebula", "Heart Nebula"]
ARTISTS_VIS = ["Hokusai", "Hiroshige", "Alphonse Mucha", "Vincent van Gogh", "Rembrandt",
               "Albrecht Durer", "Gustave Dore", "John James Audubon", "Ernst Haeckel",
               "Hilma af Klint", "J.M.W. Turner", "Caspar David Friedrich", "Kawase Hasui"]

# ------------------------------------------------------------ posting wrappers
CHAN = {"scene_tv": ["teevee", "multimedia", "hdtv"], "p2p_tv": ["teevee", "multimedia"],
        "scene_film": ["moovee", "hdtv.x264", "movies.divx"], "p2p_film": ["moovee", "hdtv.x264"],
        "anime_fansub": ["anime", "multimedia.anime"], "documentary": ["documentaries", "teevee"],
        "music_scene": ["sounds.mp3", "inner-sanctum", "sounds.flac"],
        "music_p2p": ["sounds.mp3", "sounds.flac"], "discography": ["sounds.mp3", "inner-sanctum"],
        "games": ["games", "cd.image", "games.wii", "console.ps3"],
        "software": ["cd.image", "warez", "mac"], "sports": ["sport", "teevee"],
        "ebook": ["ebook", "e-book"], "audiobook": ["audiobooks", "ebook"]}
TOWNCAT = {"scene_tv": "SERIEN", "p2p_tv": "SERIEN", "scene_film": "MOVIE", "p2p_film": "MOVIE",
           "documentary": "DOKU", "music_scene": "MUSIK", "music_p2p": "MUSIK",
           "discography": "MUSIK", "games": "SPIELE", "software": "APPS", "ebook": "EBOOK",
           "audiobook": "HOERBUCH", "magazine": "MAGAZIN", "comics": "COMICS",
           "sports": "SPORT", "anime_fansub": "ANIME"}
WRAP_STYLES = ["nyuu", "nyuu", "nyuu", "named", "named", "jbinup", "jbinup_size", "powerpost",
               "powerpost2", "bare", "ngpost", "fileof", "fileof2", "olduu", "efnet", "efnet",
               "town", "u4all", "wtfnzb", "ghost", "qmarks", "dashframe", "sizebeh",
               "newsmangler", "nzbcomment"]


def size_str(mb):
    s = f"{mb / 1024:.2f} GB" if mb >= 1024 else f"{mb:.1f} MB"
    return s.replace(".", ",") if chance(0.3) else s


def par2_vol(j, w=None):
    a, b = (1 << j) - 1, 1 << j
    w = w or (2 if b < 100 else 3)
    return f".vol{a:0{w}d}+{b:0{w}d}.par2"


def rar_part(stem, k, nr, style):
    if style == 0:
        w = 2 if nr < 100 else 3
        return f"{stem}.part{k:0{w}d}.rar"
    if style == 1:
        return f"{stem}.rar" if k == 1 else f"{stem}.r{k - 2:02d}"
    if style == 2:
        return f"{stem}.7z.{k:03d}"
    return f"{stem}.part{k}.rar"


def post_files(name, payload, ext, mb):
    stem = name.replace('"', "'")
    if payload == "file":
        n = rint(1, 60)
        return stem, rint(1, n), n
    if payload == "single":
        npar = rint(0, 9)
        n = 1 + npar
        i = rint(1, n)
        if i == 1:
            return f"{stem}.{ext}", i, n
        if i == 2:
            return f"{stem}.par2", i, n
        return stem + par2_vol(i - 3), i, n
    if chance(0.35):
        stem = stem.lower()
    nr = max(2, min(150, int(mb // pick([50, 100, 200, 250, 500])) + 1))
    style = rint(0, 3)
    npar = rint(3, 9)
    extras = ["nfo", "sfv"] if chance(0.4) else (["nfo"] if chance(0.4) else [])
    n = nr + npar + 1 + len(extras)
    i = rint(1, n)
    if i <= len(extras):
        return f"{stem}.{extras[i - 1]}", i, n
    k = i - len(extras)
    if k <= nr:
        return rar_part(stem, k, nr, style), i, n
    if k == nr + 1:
        return f"{stem}.par2", i, n
    return stem + par2_vol(k - nr - 2), i, n


def wrap(kind, name, payload, ext, mbr):
    mb = round(R.uniform(mbr[0], mbr[1]), 1)
    fname, i, n = post_files(name, payload, ext, mb)
    low = fname.lower()
    if low.endswith((".nfo", ".sfv", ".txt", ".jpg", ".m3u")) or (low.endswith(".par2") and ".vol" not in low):
        P = 1
    elif ".vol" in low:
        P = rint(2, 90)
    elif payload == "single":
        P = max(2, int(mb * 1.43))
    else:
        P = rint(30, 420)
    p = 1 if chance(0.55) else rint(1, P)
    w = 2 if n < 100 else 3
    I, N = f"{i:0{w}d}", f"{n:0{w}d}"
    sz = size_str(mb)
    st = pick(WRAP_STYLES)
    y = f'"{fname}" yEnc ({p}/{P})'
    if st == "nyuu":
        return f"[{I}/{N}] - {y}"
    if st == "named":
        return f"{name} [{I}/{N}] - {y}"
    if st == "newsmangler":
        return f"{name} [{i}/{n}] - {y}"
    if st == "jbinup":
        return f"{name} - [{I}/{N}] - {y}"
    if st == "jbinup_size":
        return f'[{I}/{N}] - "{fname}" - {sz} - yEnc ({p}/{P})'
    if st == "powerpost":
        return f"{name} - {y}"
    if st == "powerpost2":
        return f"({name}) [{i}/{n}] - {y}"
    if st == "bare":
        return y
    if st == "ngpost":
        return f"[{i}/{n}] {y}"
    if st == "fileof":
        return f"{name} - File {i} of {n}: {y}"
    if st == "fileof2":
        return f'{name} - "{fname}" [File {i} of {n}] yEnc ({p}/{P})'
    if st == "olduu":
        return pick([f"{name} ({p}/{P})", f"{name} - {fname} ({p}/{P})", f"{fname} ({p}/{P})"])
    if st == "efnet":
        eid = rint(1000, 999999)
        ch = pick(CHAN.get(kind, ["multimedia", "boneless", "mom"]))
        v = rint(0, 3)
        if v == 0:
            return f"[{eid}]-[FULL]-[#a.b.{ch}@EFNet]-[ {name} ]-[{I}/{N}] - {y}"
        if v == 1:
            return f"[{eid}]-[#a.b.{ch}@EFNet]-[FULL]-[{name}]-[{I}/{N}] - {y}"
        if v == 2:
            tag = pick(["[REPOST]", "[FiLL]", "[PART 1/2]", "[PART 2/2]", "[PROPER]"])
            return f"[{eid}]-{tag}-[#a.b.{ch}@EFNet]-[ {name} ]-[{I}/{N}] - {y}"
        return f"[ {name} ] - [#a.b.{ch}@EFNet] - [{I}/{N}] {y}"
    if st == "town":
        cat = TOWNCAT.get(kind, "MISC")
        return f"[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ {cat} ] [{I}/{N}] - \"{fname}\" - {sz} yEnc ({p}/{P})"
    if st == "u4all":
        return f"<-> www.usenet-4all.info <-> powered by secretusenet.com <-> [{I}/{N}] - {y}"
    if st == "wtfnzb":
        return f"[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{n}] - {y}"
    if st == "ghost":
        return f"<ghost-of-usenet.org>{name} [{i}/{n}] - {y}"
    if st == "qmarks":
        return f"(????) [{I}/{N}] - {y}"
    if st == "dashframe":
        return f"-=[ {name} ]=- [{i}/{n}] - {y}"
    if st == "sizebeh":
        return f'{name} "{fname}" {sz} yEnc ({p}/{P})'
    return f"{name} - {sz} - [{I}/{N}] - {y}"


# ------------------------------------------------------------ legit helpers
def dotted(s):
    for a, b in (("&", "and"), ("'", ""), (":", ""), (",", ""), ("!", ""), ("?", ""), ("(", ""), (")", "")):
        s = s.replace(a, b)
    return ".".join(s.split())


def us(s):
    s = s.replace("&", "and").replace("'", "")
    return re.sub(r"[^\w().-]+", "_", s).strip("_")


def gen_album():
    f = rint(0, 5)
    if f == 0:
        return f"Live at {pick(['Montreux', 'Glastonbury', 'the BBC', 'Budokan', 'Red Rocks', 'the Royal Albert Hall', 'Paradiso'])}"
    if f == 1:
        return f"{pick(ALB_A)} {pick(ALB_B)} Vol. {rint(1, 4)}"
    return f"{pick(ALB_A)} {pick(ALB_B)}"


def artist_album():
    if chance(0.4):
        return pick(ALBUM_PAIRS)
    return pick(ARTISTS), gen_album()

# ------------------------------------------------------------ legit kinds (1)
def fmt_tv_scene(show, daily=True):
    d = dotted(show)
    grp = pick(TV_GRP)
    s_, e = rint(1, 35), rint(1, 24)
    tag = pick(["", "", "", "", "", "REPACK.", "PROPER.", "iNTERNAL.", "REAL."])
    res = pick(TV_RES)
    f = rint(0, 9)
    if f <= 3:
        name = f"{d}.S{s_:02d}E{e:02d}.{tag}{res}-{grp}"
    elif f == 4:
        name = f"{d}.S{s_:02d}E{e:02d}.{dotted(pick(EP_TITLES))}.{tag}{res}-{grp}"
    elif f == 5:
        name = f"{d}.S{s_:02d}E{e:02d}E{e + 1:02d}.{res}-{grp}"
    elif f == 6:
        y, m, dd = ymd(2019, 2024)
        if daily:
            name = f"{dotted(pick(DAILY))}.{y}.{m:02d}.{dd:02d}.{dotted(pick(GUESTS))}.{res}-{grp}"
        else:
            name = f"{d}.{y}.{m:02d}.{dd:02d}.{res}-{grp}"
    elif f == 7:
        name = f"{d}.S{s_:02d}.{res}-{grp}"
    elif f == 8:
        name = (f"{d}.S{s_:02d}E{e:02d}.{pick(['720p', '1080p', '480p'])}."
                f"{pick(['HDTV', 'WEB', 'WEBRip'])}.{pick(['x264', 'x265', 'h264', 'H264'])}-{grp}")
    else:
        lang = pick(["GERMAN", "FRENCH", "DUTCH", "NORDiC", "SWEDiSH", "iTALiAN", "SPANiSH", "DANiSH"])
        name = f"{d}.S{s_:02d}E{e:02d}.{lang}.{res}-{grp}"
    return name.lower() if chance(0.1) else name


def g_scene_tv():
    return fmt_tv_scene(pick(TV_SHOWS)), "rar", "mkv", (150, 4500)


def g_p2p_tv():
    show = pick(TV_SHOWS)
    s_, e = rint(1, 30), rint(1, 22)
    ep = pick(EP_TITLES)
    grp = pick(P2P_TV_GRP)
    f = rint(0, 9)
    if f == 0:
        name = (f"{show} ({rint(1995, 2024)}) - S{s_:02d}E{e:02d} - {ep} "
                f"[{pick(['WEBDL-1080p', 'HDTV-720p', 'Bluray-1080p', 'WEBDL-2160p', 'WEBRip-1080p'])}]"
                f"[{pick(['EAC3 5.1', 'AAC 2.0', 'DTS-HD MA 5.1', 'EAC3 Atmos 5.1'])}]"
                f"[{pick(['h264', 'x265', 'h265', 'x264'])}]-{grp}")
    elif f == 1:
        name = (f"{show} S{s_:02d}E{e:02d} {ep} 1080p {pick(['AMZN', 'NF', 'DSNP', 'HMAX', 'ATVP', 'iP', 'HULU'])} "
                f"WEB-DL DDP5 1 H 264-{grp}")
    elif f == 2:
        name = f"{dotted(show)}.S{s_:02d}.COMPLETE.{pick(['720p', '1080p'])}.{pick(['NF', 'AMZN', 'HMAX'])}.WEBRip.x264-GalaxyTV"
    elif f == 3:
        name = f"{show} - {s_}x{e:02d} - {ep}"
    elif f == 4:
        name = f"{show} (Season {s_}) {pick(['1080p', '720p', '2160p'])} x265 10bit {pick(['EAC3 5.1', 'AAC 2.0', 'Opus 5.1'])} - {grp}"
    elif f == 5:
        name = f"{show} S{s_:02d}E{e:02d} 720p HEVC x265-MeGusta"
    elif f == 6:
        name = f"{show} S{s_:02d}E{e:02d} {pick(['1080p', '720p'])} WEB h264-{grp} [eztv]"
    elif f == 7:
        ch = pick(["BBC One HD", "BBC Two", "ITV1 HD", "Channel 4 HD", "CBS", "NBC", "Dave", "BBC Four"])
        y, m, dd = ymd(2015, 2024)
        name = f"{y}{m:02d}{dd:02d} {rint(18, 23)}{pick(['00', '30', '05', '45'])} - {ch} - {show}.ts"
        return name, "file", "ts", (400, 6000)
    elif f == 8:
        y, m, dd = ymd(2012, 2024)
        name = f"{show} - {y}-{m:02d}-{dd:02d} - {ep} ({pick(['DVB-T2', 'DVB-S2', 'Freeview HD', 'Sky+ HD', 'TiVo'])} recording)"
    else:
        name = f"{show} - Season {s_} Episode {e} - {ep} ({pick(['BBC One', 'ITV1', 'Channel 4', 'CBS', 'NBC', 'HBO', 'AMC'])} {pick(['HD', 'SD', '1080i'])})"
    return name, pick(["rar", "single"]), "mkv", (200, 3500)


def fmt_film_scene(t, y):
    d = dotted(t)
    f = rint(0, 9)
    ed = pick(["", "", "", "", "REMASTERED.", "EXTENDED.", "DC.", "CRiTERION.", "LIMITED.",
               "PROPER.", "REPACK.", "iNTERNAL.", "UNRATED.", "THEATRICAL."])
    if f <= 2:
        return f"{d}.{y}.{ed}{pick(['1080p', '720p'])}.BluRay.x264-{pick(FILM_GRP)}"
    if f == 3:
        return f"{d}.{y}.{ed}2160p.UHD.BluRay.x265-{pick(FILM_GRP)}"
    if f == 4:
        return f"{d}.{y}.{pick(['', 'MULTi.'])}COMPLETE.{pick(['UHD.', ''])}BLURAY-{pick(UHD_GRP)}"
    if f == 5:
        return f"{d}.{y}.{ed}DVDRip.XviD-{pick(DVD_GRP)}"
    if f == 6:
        return f"{d}.{y}.{pick(['PAL', 'NTSC'])}.{pick(['DVDR', 'MULTi.DVDR', 'DVD9'])}-{pick(DVD_GRP)}"
    if f == 7:
        lang = pick(["GERMAN.DL", "FRENCH", "NORDiC", "DUTCH", "iTALiAN", "SPANiSH", "POLiSH"])
        return f"{d}.{y}.{lang}.{pick(['1080p', '720p', '2160p'])}.BluRay.x264-{pick(FILM_GRP)}"
    if f == 8:
        return f"{d}.{y}.{pick(['1080p', '2160p'])}.{pick(['WEB', 'AMZN.WEB-DL', 'NF.WEB-DL'])}.{pick(['H264', 'H265', 'DDP5.1.H.264'])}-{pick(['FLUX', 'CAKES', 'NTb', 'ETHiCS', 'SLOT', 'EDITH'])}"
    return f"{d}.{y}.{ed}1080p.BluRay.DTS.x264-{pick(FILM_GRP)}".lower()


def fmt_film_p2p(t, y):
    f = rint(0, 10)
    if f == 0:
        return f"{t} ({y}) [{pick(['1080p', '720p', '2160p'])}] [{pick(['BluRay', 'WEBRip'])}] [5.1] [YTS.MX]"
    if f == 1:
        return f"{dotted(t)}.{y}.1080p.BluRay.x265-RARBG"
    if f == 2:
        return f"{t} ({y}) (1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole)"
    if f == 3:
        return f"{t} ({y}) (1080p BluRay x265 10bit {pick(['AAC 5.1', 'EAC3 7.1', 'Opus 5.1'])} {pick(['Silence', 'Joy', 'Ghost', 'Natty', 'afm72', 'r00t', 'Qman', 'FreetheFish'])})"
    if f == 4:
        return f"{dotted(t)}.{y}.2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-{pick(['EPSiLON', 'FGT', 'TRiToN', 'PmP'])}"
    if f == 5:
        return f"{t} {y} 1080p BluRay DD+5.1 x264-{pick(P2P_FILM_GRP)}"
    if f == 6:
        return (f"{t} ({y}) [imdbid-tt{rint(100000, 9999999):07d}] - "
                f"[{pick(['Bluray-1080p', 'Remux-2160p', 'WEBDL-1080p', 'Bluray-720p'])}]"
                f"[{pick(['x264', 'x265', 'AVC', 'HEVC'])}][{pick(['DTS 5.1', 'AC3 5.1', 'TrueHD Atmos 7.1', 'FLAC 2.0'])}]-{pick(P2P_FILM_GRP)}")
    if f == 7:
        return f"{dotted(t)}.{y}.720p.BrRip.x264.YIFY"
    if f == 8:
        return f"{t} ({y}) 1080p.mkv"
    if f == 9:
        return f"{t} [{y}] {pick(['BDRip', 'DVDRip', 'WEB-DL'])} {pick(['1080p', '720p'])} {pick(['x264', 'HEVC'])} {pick(['AC3', 'AAC', 'DTS'])} - {pick(['RiPPED BY ME', 'nobody', 'GHOSTS', 'anoXmous', 'mkvCinemas', 'ETRG'])}"
    return f"{t} ({y}) {pick(['Criterion', 'Arrow', 'Masters of Cinema', 'BFI'])} {pick(['1080p', '2160p'])} {pick(['BluRay', 'Remux'])} {pick(['FLAC 1.0', 'LPCM 2.0', 'DTS-HD MA 5.1'])}"


def g_scene_film():
    t, y = pick(FILMS)
    return fmt_film_scene(t, y), "rar", "mkv", (700, 45000)


def g_p2p_film():
    t, y = pick(FILMS)
    name = fmt_film_p2p(t, y)
    if name.endswith(".mkv"):
        return name, "file", "mkv", (1200, 9000)
    return name, pick(["rar", "single"]), "mkv", (700, 30000)


def g_anime():
    show = pick(ANIME)
    ep = rint(1, 28)
    s_ = rint(1, 4)
    crc = rstr(8, HEXU)
    y = rint(1995, 2025)
    f = rint(0, 9)
    if f == 0:
        return f"[SubsPlease] {show} - {ep:02d} ({pick(['1080p', '720p', '480p'])}) [{crc}].mkv", "file", "mkv", (300, 1500)
    if f == 1:
        return f"[Erai-raws] {show} - {ep:02d} [1080p][Multiple Subtitle][{crc}].mkv", "file", "mkv", (300, 1500)
    if f == 2:
        return f"[HorribleSubs] {show} - {ep:02d} [{pick(['720p', '1080p'])}].mkv", "file", "mkv", (300, 1500)
    if f == 3:
        return f"[Judas] {show} - S{s_:02d}E{ep:02d}.mkv", "file", "mkv", (200, 900)
    if f == 4:
        spec = pick(["1920x1080 Hi10P AAC", "BD 1080p AAC", "1280x720 h264 AAC", "BD 1080p FLAC", "WEB 1080p"])
        return f"[{pick(ANIME_GRP2)}] {show} - {ep:02d} ({spec}) [{crc}].mkv", "file", "mkv", (300, 2500)
    if f == 5:
        return f"[Coalgirls] {show} (1920x1080 Blu-ray FLAC)", "rar", "mkv", (8000, 60000)
    if f == 6:
        return f"[EMBER] {show} ({y}) (Season {s_}) [1080p] [Dual Audio HEVC WEBRip DDP] (Batch)", "rar", "mkv", (4000, 20000)
    if f == 7:
        return f"[ASW] {show} - {ep:02d} [1080p HEVC x265 10Bit][AAC]", "single", "mkv", (200, 700)
    if f == 8:
        return f"[Anime Time] {show} (Season {s_}) [BD][1080p][HEVC 10bit x265][Dual Audio][Multi Sub] (Batch)", "rar", "mkv", (4000, 30000)
    return f"{dotted(show)}.S{s_:02d}E{ep:02d}.1080p.{pick(['CR', 'NF', 'ADN', 'B-Global'])}.WEB-DL.AAC2.0.H.264-{pick(['VARYG', 'Kitsune', 'SMURF', 'NanDesuKa'])}", "rar", "mkv", (500, 1800)

# ------------------------------------------------------------ legit kinds (2)
def fmt_music_scene(a, al, y):
    A, AL, grp = us(a), us(al), pick(MUSIC_GRP)
    cat = pick(CATP) + str(rint(10, 999))
    f = rint(0, 9)
    if f == 0:
        name = f"{A}-{AL}-WEB-{y}-{grp}"
    elif f == 1:
        name = f"{A}-{AL}-({cat})-WEB-{y}-{grp}"
    elif f == 2:
        name = f"{A}-{AL}-24BIT-{pick(['44', '48', '96', '192'])}KHZ-WEB-FLAC-{y}-{grp}"
    elif f == 3:
        name = f"{A}-{AL}-{pick(['CD', '2CD', '3CD', '4CD', 'CDM', 'CDS', 'LP', 'Vinyl', 'EP', 'DVDA'])}-{y}-{grp}"
    elif f == 4:
        name = f"VA-{us(pick(COMPS))}-({cat})-{pick(['WEB', '2CD', '3CD'])}-{y}-{grp}"
    elif f == 5:
        name = f"{A}-{AL}-({pick(['Deluxe_Edition', 'Expanded_Edition', 'Anniversary_Edition', 'Remastered'])})-WEB-{y}-{grp}"
    elif f == 6:
        dj, show = pick(RADIO_SHOWS)
        name = (f"{us(dj)}_-_{us(show)}_"
                f"{rint(100, 1200)}-{pick(['SAT', 'CABLE', 'DAB', 'STREAM'])}-{rint(1, 12):02d}-{rint(1, 28):02d}-{y}-{pick(['TALiON', 'HB', 'SSR', 'DJ_CORE', 'YB'])}")
    elif f == 7:
        name = f"{A}-{AL}-REMASTERED-{y}-{grp}"
    elif f == 8:
        name = f"{A}-{us(pick(ALB_A) + ' ' + pick(ALB_B))}-{pick(['SINGLE', 'WEB_SINGLE', 'PROMO_CDS'])}-WEB-{y}-{grp}"
    else:
        name = f"{A}-{AL}-WEB-FLAC-{y}-{grp}".lower()
    return name


def g_music_scene():
    a, al = artist_album()
    return fmt_music_scene(a, al, rint(2005, 2025)), "rar", "zip", (40, 1400)


def fmt_music_p2p(a, al, y):
    f = rint(0, 13)
    oy = rint(1965, 2010)
    if f == 0:
        return f"{a} - {al} ({y}) [FLAC 24-{pick(['96', '48', '192', '44.1'])}]"
    if f == 1:
        return f"{a} - {al} ({oy}) [{y} Remaster] [FLAC]"
    if f == 2:
        return f"{a} - {al} ({y}) Mp3 320kbps [PMEDIA] ⭐️"
    if f == 3:
        return f"{a} - {al} [MP3 V0]"
    if f == 4:
        return f"({oy}) {a} - {al} [CD FLAC]"
    if f == 5:
        return f"{a} - {al} [{y}] [WEB 320]"
    if f == 6:
        return f"{a} - {al} (Deluxe Edition) {y} FLAC 16-44"
    if f == 7:
        return f"{a} - {al} {y} Hi-Res 24bit"
    if f == 8:
        return f"{a} - {al} (Vinyl Rip 24-192) {oy}"
    if f == 9:
        return f"{a} ~ {al} [{y}] (320 kbps)"
    if f == 10:
        return f"{a} - {al} ({oy}) [SACD ISO]"
    if f == 11:
        return f"{a} - {al} ({oy}, {pick(LABELS)}) [DSD64]"
    if f == 12:
        return f"{a} - {al} ({oy}) [EAC-CUE-LOG] {{{pick(LABELS)} {pick(CATP)}{rint(100, 9999)}}}"
    return f"{a} - {al} ({oy}) [MQA 24-44.1]"


def g_music_p2p():
    a, al = artist_album()
    return fmt_music_p2p(a, al, rint(2000, 2024)), pick(["rar", "rar", "single"]), "zip", (60, 2500)


def g_discography():
    a = pick(ARTISTS)
    y1 = rint(1960, 2000)
    y2 = rint(y1 + 8, 2024)
    n = rint(5, 60)
    f = rint(0, 11)
    if f == 0:
        name = f"{a} - Discography ({y1}-{y2}) [FLAC]"
    elif f == 1:
        name = f"{a} - Complete Discography {y1}-{y2} (MP3 320)"
    elif f == 2:
        name = f"{a} - The Studio Albums {y1}-{y2} ({rint(2010, 2024)}) [24-96]"
    elif f == 3:
        name = f"{a} - Collection ({n} albums) [FLAC]"
    elif f == 4:
        name = f"{a} - Anthology [{rint(3, 12)}CD Box Set]"
    elif f == 5:
        name = f"{dotted(a)}.-.Discography.{y1}-{y2}.MP3.V0"
    elif f == 6:
        name = f"{a} - Complete Albums Collection ({rint(8, 40)}CD) {rint(2008, 2024)}"
    elif f == 7:
        name = f"{a} - Singles & B-Sides {y1}-{y2}"
    elif f == 8:
        name = f"{a} Discografia completa ({y1}-{y2}) MP3"
    elif f == 9:
        name = f"{a} - Bootlegs Vol. {rint(1, 12)} ({y1}-{y2})"
    elif f == 10:
        name = f"[Discography] {a} ({n} releases, {y1}-{y2}) [FLAC/CUE]"
    else:
        name = f"{a} - The Complete {pick(['Columbia', 'Atlantic', 'Blue Note', 'Warner', 'Island', 'Capitol'])} Recordings ({n} discs)"
    return name, "rar", "zip", (800, 40000)


def fmt_audiobook(au, ti):
    nar = pick(NARR)
    f = rint(0, 9)
    if f == 0:
        return f"{au} - {ti} (Unabridged) [MP3 {pick(['64', '96', '128'])}kbps]"
    if f == 1:
        if au in SERIES_OF:
            return f"{au} - {SERIES_OF[au]} {rint(1, 12):02d} - {ti} (read by {nar}) M4B"
        return f"{au} - {ti} (read by {nar}) M4B"
    if f == 2:
        return f"{au} - {rint(1950, 2024)} - {ti} (Narrated by {nar}) [{pick(['64', '128', '62'])}k]"
    if f == 3:
        return f"{ti} - {au} - Audiobook - {nar}"
    if f == 4:
        return f"[Audiobook] {au} - {ti} (Unabridged, {rint(5, 45)}h{rint(0, 59):02d}m)"
    if f == 5:
        return f"{dotted(au)}.-.{dotted(ti)}.Unabridged.AAC"
    if f == 6:
        return f"BBC Radio Full-Cast Drama - {ti} ({au})"
    if f == 7:
        return f"{au} - {ti} [Hörbuch, gelesen von {pick(['Rufus Beck', 'Christoph Maria Herbst', 'Anna Thalbach', 'David Nathan'])}]"
    if f == 8:
        return f"{au} - {ti} [{nar}] (m4b, {rint(6, 40)}h)"
    return f"{au.split()[-1]}, {au.split()[0]} - {ti} (unabridged) {pick(['64kbps mono', 'mp3 VBR', 'chaptered m4b'])}"


def g_audiobook():
    au, ti = pick(BOOKS)
    return fmt_audiobook(au, ti), pick(["rar", "single"]), "m4b", (150, 1800)


def fmt_ebook(au, ti):
    y = rint(1995, 2024)
    f = rint(0, 10)
    if f == 0:
        return f"{au} - {ti} (epub)"
    if f == 1:
        return f"{au} - {ti} ({y}, {pick(PUBS)}) [PDF]"
    if f == 2:
        return f"{ti} by {au} EPUB"
    if f == 3:
        if au in SERIES_OF:
            return f"[{SERIES_OF[au]} {rint(1, 12):02d}] {au} - {ti}.epub"
        return f"{au} - {ti} ({y}).epub"
    if f == 4:
        return f"{au} - {ti} (retail) (azw3)"
    if f == 5:
        return f"{au} - {ti} [MOBI + EPUB + PDF]"
    if f == 6:
        return f"{ti} - {au} ({y}) retail epub, mobi"
    if f == 7:
        return f"{au} - {ti} (True PDF)"
    if f == 8:
        return f"{us(au)}_{us(ti)}.epub"
    if f == 9:
        return f"{au} - {ti} ({pick(['Illustrated', 'Annotated', 'Anniversary', 'Revised'])} Edition) [EPUB]"
    return f"{ti} ({au}) (Z-Library)"


def g_ebook():
    if chance(0.35):
        tb = pick(TECH_BOOKS)
        pub = pick(PUBS[:9])
        ed = pick(["", "2nd Edition ", "3rd Edition ", "4th Edition ", "5th Edition "])
        f = rint(0, 3)
        if f == 0:
            name = f"{pub} - {tb} {ed}({rint(2012, 2024)}).pdf"
        elif f == 1:
            name = f"{pub} - {tb} {ed}({rint(2012, 2024)}) [EPUB]"
        elif f == 2:
            name = f"{tb} {ed}- {pub} MEAP v{rint(1, 15):02d}"
        else:
            name = f"{dotted(tb)}.{pick(['', '2nd.Edition.', '3rd.Edition.'])}{rint(2015, 2024)}.RETAIL.EPUB.eBook-{pick(['CTO', 'BitBook', 'DevCoder', 'iNTENSiTY'])}"
    else:
        au, ti = pick(BOOKS)
        name = fmt_ebook(au, ti)
    if name.endswith((".pdf", ".epub")):
        return name, "file", "epub", (1, 60)
    return name, pick(["rar", "single"]), pick(["epub", "pdf", "azw3"]), (1, 120)

# ------------------------------------------------------------ legit kinds (3)
def g_comics():
    c = pick(COMICS)
    y = rint(2010, 2025)
    sc = pick(SCANNERS)
    f = rint(0, 10)
    if f == 0:
        return f"{c} {rint(1, 999):03d} ({y}) (Digital) ({sc}).cbr", "file", "cbr", (20, 90)
    if f == 1:
        return f"{c} v{rint(1, 6)} {rint(1, 80):03d} ({y}) (digital) ({sc}).cbz", "file", "cbz", (20, 90)
    if f == 2:
        return f"{c} Vol. {rint(1, 12)} - {pick(ARCS)} (TPB) ({y}) (Digital) ({sc})", "single", "cbz", (100, 600)
    if f == 3:
        yy, m, d = ymd(2012, 2024)
        return f"0-Day Week of {yy}.{m:02d}.{d:02d}", "rar", "cbz", (2000, 9000)
    if f == 4:
        return f"2000AD Prog {rint(1800, 2420)} ({y}) (digital) (Minutemen-juvecube).cbr", "file", "cbr", (40, 120)
    if f == 5:
        return f"{c} - Tome {rint(1, 40):02d} - {pick(ARCS)} (French) (cbz)", "single", "cbz", (40, 200)
    if f == 6:
        return f"{c} Annual {y} (Digital) ({sc})", "single", "cbr", (30, 120)
    if f == 7:
        return f"{c} v{rint(1, 110):02d} (Digital) (1r0n)", "single", "cbz", (80, 300)
    if f == 8:
        return f"Weekly Shonen Jump {y}-{rint(1, 52):02d}", "single", "cbz", (80, 300)
    if f == 9:
        return f"{c} ({rint(1960, 2005)}-{rint(2006, 2024)}) complete run #1-{rint(50, 900)}", "rar", "cbr", (3000, 40000)
    return f"{c} {rint(1, 200):03d} ({y}) (Webrip) (The Last Kryptonian-DCP).cbr", "file", "cbr", (20, 80)


def g_magazine():
    mg = pick(MAGS)
    y, m, d = ymd(2015, 2025)
    mo = MONTHS[m - 1]
    f = rint(0, 9)
    if f == 0:
        name = f"{mg} - {d} {mo} {y}"
    elif f == 1:
        return f"{mg} - {mo} {y}.pdf", "file", "pdf", (10, 150)
    elif f == 2:
        name = f"{mg} - Issue {rint(100, 999)} - {mo} {y}"
    elif f == 3:
        name = f"{mg} ({pick(MAG_CTRY)}) - {mo} {y} (True PDF)"
    elif f == 4:
        name = f"{mg} {m:02d}.{y}"
    elif f == 5:
        name = f"{mg} No.{rint(1, 52)} {y}"
    elif f == 6:
        return f"{dotted(mg)}.{y}.{m:02d}.{d:02d}.pdf", "file", "pdf", (10, 150)
    elif f == 7:
        name = f"{mg} - {pick(['Spring', 'Summer', 'Autumn', 'Winter', 'Holiday'])} {y}"
    elif f == 8:
        name = f"{mg} {y} Complete Year ({rint(4, 52)} issues)"
    else:
        name = f"{mg} - {mo} {y} [{pick(['HQ PDF', 'English', 'retail', 'scan'])}]"
    return name, pick(["single", "rar"]), "pdf", (10, 900)


def g_software():
    f = rint(0, 11)
    ver = f"{rint(1, 30)}.{rint(0, 9)}.{rint(0, 99)}"
    if f <= 4:
        name = f"{pick(APPS)}.v{ver}.{pick(APP_PLAT)}-{pick(APP_GRP)}"
        return name, "rar", "iso", (50, 12000)
    fw = pick(FREEWARE)
    if f == 5:
        return f"{fw} {ver} {pick(['x64', '(64-bit)', 'portable', 'Win x86-64', 'setup'])}", pick(["single", "rar"]), "exe", (20, 600)
    if f == 6:
        return f"Windows 11 Pro {pick(['23H2', '24H2', '22H2'])} x64 {pick(['en-US', 'en-GB', 'de-DE', 'nl-NL'])} ({pick(MONTHS)} {rint(2022, 2025)})", "single", "iso", (4500, 7000)
    if f == 7:
        name = (f"en-us_windows_{pick(['10', '11'])}_{pick(['consumer_editions', 'business_editions'])}_version_"
                f"{pick(['22h2', '23h2', '24h2'])}_updated_{pick(['jan', 'feb', 'mar', 'may', 'oct', 'nov'])}_{rint(2022, 2025)}_x64_dvd_{rstr(8, HEX)}.iso")
        return name, "file", "iso", (4500, 7000)
    if f == 8:
        return f"Sysinternals Suite {rint(2019, 2024)}.{rint(1, 12):02d}.{rint(1, 28):02d}", "single", "zip", (40, 60)
    if f == 9:
        return f"MSDN - SQL Server {pick(['2019', '2022'])} {pick(['Developer', 'Standard', 'Enterprise'])} Edition (x64) - DVD (English)", "single", "iso", (1200, 1600)
    if f == 10:
        return f"{dotted(fw)}-{ver}-{pick(['Win64.msi', 'x86_64.AppImage', 'macOS.dmg', 'windows-x64.zip'])}", "file", "exe", (20, 400)
    return f"Office {pick(['2019', '2021', 'LTSC 2024'])} Pro Plus VL {pick(['x64', 'x86 x64'])} {pick(['English', 'Multilanguage'])} ISO", "single", "iso", (3000, 4500)


def g_games():
    g = pick(GAMES)
    ver = f"{rint(1, 3)}.{rint(0, 20)}.{rint(0, 99)}"
    f = rint(0, 10)
    if f <= 2:
        return f"{g}-{pick(GAME_GRP)}", "rar", "iso", (2000, 120000)
    if f == 3:
        return f"{g}.Update.v{ver}-{pick(['TENOKE', 'RUNE', 'CODEX', 'P2P', 'SKIDROW'])}", "rar", "iso", (100, 9000)
    if f == 4:
        return f"{g}.MULTi{rint(5, 14)}-ElAmigos", "rar", "iso", (3000, 90000)
    if f == 5:
        name = g.replace(".", " ")
        return f"{name} - v{ver} + {rint(2, 30)} DLCs [FitGirl Repack, Selective Download - from {rint(5, 60)}.{rint(1, 9)} GB]", "rar", "bin", (5000, 70000)
    if f == 6:
        return f"{g.replace('.', ' ')} [DODI Repack]", "rar", "bin", (5000, 70000)
    if f == 7:
        gl = g.lower().replace(".", "_")
        return f"setup_{gl}_{ver}_(64bit)_({rint(10000, 99999)}).exe", "file", "exe", (1000, 9000)
    if f == 8:
        plat, grps, titles = pick(CONSOLE)
        reg = pick(["", "USA.", "EUR.", "PAL.", "JPN."])
        return f"{pick(titles)}.{reg}{plat}-{pick(grps)}", "rar", "iso", (500, 40000)
    if f == 9:
        t, ext = pick(RETRO)
        reg = pick(["USA", "Europe", "Japan", "USA, Europe"])
        if ext == "chd":
            return f"{t} ({reg}){pick(['', ' (Disc 1)', ' (Rev 1)'])}.chd", "file", "zip", (200, 700)
        return f"{t} ({reg}){pick(['', ' (Rev 1)', ' (En,Fr,De)', ' (En,Fr,Es)'])}.zip", "file", "zip", (1, 64)
    t, ext = pick(RETRO_CART)
    return f"{t} ({pick(['U', 'E', 'J', 'UE'])}) [!].{ext}", "file", "zip", (1, 64)


def g_linux():
    f = rint(0, 19)
    v = rint
    opts = [
        lambda: f"ubuntu-{pick(['20.04.6', '22.04.4', '24.04', '24.04.1', '23.10.1'])}-{pick(['desktop', 'live-server'])}-amd64.iso",
        lambda: f"debian-{v(10, 12)}.{v(0, 9)}.0-{pick(['amd64', 'arm64', 'i386'])}-{pick(['netinst', 'DVD-1', 'xfce-CD-1'])}.iso",
        lambda: f"Fedora-{pick(['Workstation', 'Server', 'KDE'])}-Live-x86_64-{v(37, 41)}-1.{v(1, 9)}.iso",
        lambda: f"archlinux-{v(2022, 2025)}.{v(1, 12):02d}.01-x86_64.iso",
        lambda: f"FreeBSD-{v(13, 14)}.{v(0, 3)}-RELEASE-{pick(['amd64', 'arm64-aarch64'])}-{pick(['disc1', 'dvd1', 'memstick'])}.iso",
        lambda: f"OpenBSD {v(7, 7)}.{v(2, 6)} install{v(72, 76)}.img (amd64)",
        lambda: f"linuxmint-{v(20, 22)}.{v(0, 3)}-{pick(['cinnamon', 'mate', 'xfce'])}-64bit.iso",
        lambda: f"Rocky-{v(8, 9)}.{v(0, 5)}-x86_64-{pick(['dvd', 'minimal', 'boot'])}.iso",
        lambda: f"kali-linux-{v(2022, 2025)}.{v(1, 4)}-installer-amd64.iso",
        lambda: f"NetBSD-{v(9, 10)}.{v(0, 3)}-amd64.iso",
        lambda: f"tails-amd64-{v(5, 6)}.{v(0, 20)}.img",
        lambda: f"openSUSE-Tumbleweed-DVD-x86_64-Snapshot{v(2023, 2025)}{v(1, 12):02d}{v(1, 28):02d}-Media.iso",
        lambda: f"proxmox-ve_{v(7, 8)}.{v(0, 3)}-{v(1, 2)}.iso",
        lambda: f"TrueNAS-SCALE-{v(22, 24)}.{pick(['04', '10'])}.{v(0, 2)}.iso",
        lambda: f"AlmaLinux-{v(8, 9)}.{v(1, 5)}-x86_64-dvd.iso",
        lambda: f"slackware64-{pick(['14.2', '15.0'])}-install-dvd.iso",
        lambda: f"manjaro-{pick(['kde', 'gnome', 'xfce'])}-{v(22, 24)}.{v(0, 1)}.{v(0, 4)}-{v(230101, 241231)}-linux{v(61, 69)}.iso",
        lambda: f"pop-os_22.04_amd64_{pick(['intel', 'nvidia'])}_{v(20, 45)}.iso",
        lambda: f"install-amd64-minimal-{v(2023, 2025)}{v(1, 12):02d}{v(1, 28):02d}T{v(100000, 235959)}Z.iso",
        lambda: f"{pick(['Linux', 'BSD', 'Distro'])} - {pick(['Debian', 'Gentoo', 'Void', 'Alpine', 'NixOS', 'elementary OS', 'Zorin OS', 'MX Linux'])} {v(1, 24)}.{v(0, 9)} {pick(['x86_64', 'amd64', 'aarch64'])} ISO",
    ]
    name = opts[f]()
    if name.endswith((".iso", ".img")):
        return name, "file", "iso", (300, 4700)
    return name, pick(["single", "rar"]), "iso", (300, 4700)

# ------------------------------------------------------------ legit kinds (4)
COURSE_SRC = ["Udemy", "Coursera", "LinkedIn Learning", "Pluralsight", "Lynda.com",
              "The Great Courses", "MasterClass", "Skillshare", "O'Reilly Video",
              "FrontendMasters", "CBT Nuggets", "ITProTV", "INE", "KodeKloud",
              "Zero To Mastery", "Packt Video", "Wondrium", "DataCamp", "Domestika",
              "egghead.io", "Linux Academy"]
COURSES = ["The Complete Python Bootcamp From Zero to Hero in Python",
           "Machine Learning Specialization", "Excel Essential Training (Microsoft 365)",
           "Kubernetes for Developers", "Understanding the Universe - An Introduction to Astronomy",
           "Gordon Ramsay Teaches Cooking", "Ultimate AWS Certified Solutions Architect Associate SAA-C03",
           "CompTIA Security+ (SY0-701)", "Cisco CCNA 200-301", "The Web Developer Bootcamp 2024",
           "React - The Complete Guide", "Docker and Kubernetes - The Complete Guide",
           "Blender 4 Beginner to Advanced", "Music Theory Comprehensive",
           "Learn Japanese for Beginners", "Photography Masterclass",
           "Unreal Engine 5 C++ Developer", "Linux Administration Bootcamp",
           "Data Structures and Algorithms in Java", "Complete Guitar System",
           "Drawing Fundamentals", "History of the Ancient World - A Global Perspective",
           "Introduction to Linguistics", "Rust Programming Masterclass",
           "SQL for Data Analysis", "HashiCorp Terraform Associate Certification",
           "Adobe Premiere Pro Masterclass", "Woodworking for Beginners",
           "Neil Gaiman Teaches the Art of Storytelling", "The Modern JavaScript Bootcamp",
           "Introduction to Calculus", "Mastering Git and GitHub", "PostgreSQL High Performance",
           "Watercolour Painting for Beginners", "Red Hat RHCSA 9 Cert Guide"]


def g_course():
    src = pick(COURSE_SRC)
    c = pick(COURSES)
    f = rint(0, 7)
    if f <= 2:
        name = f"{src} - {c}"
    elif f == 3:
        name = f"{src} - {c} ({rint(2018, 2025)})"
    elif f == 4:
        name = f"{src} - {c} [Updated {pick(MONTHS)} {rint(2022, 2025)}]"
    elif f == 5:
        name = f"{dotted(src)}.{dotted(c)}.TUTORiAL-{pick(['FCO', 'SKiLLUP', 'iLLiTERATE', 'JGTiSO'])}"
    elif f == 6:
        name = f"{src} - {c} - {rint(8, 120)} lectures, {rint(3, 60)}h ({pick(['1080p', '720p'])})"
    else:
        name = f"[{src}] {c} {pick(['(Video Course)', '(Part 1 of 2)', '(Part 2 of 2)', '+ exercise files', '(subs included)'])}"
    return name, "rar", "mp4", (300, 25000)


def g_documentary():
    f = rint(0, 9)
    ep = pick(DOC_EPS)
    y = rint(1990, 2025)
    if f <= 1:
        name = f"{dotted(pick(DOCS))}.S{rint(1, 3):02d}E{rint(1, 9):02d}.{dotted(ep)}.{pick(['1080p.iP.WEB-DL.AAC2.0.H.264', '2160p.iP.WEB-DL.AAC2.0.HLG.H.265', '720p.HDTV.x264', '1080p.BluRay.x264'])}-{pick(['RNG', 'BTN', 'DOCiLE', 'SUPERNOVA', 'NOMA', 'TVC'])}"
    elif f == 2:
        name = f"{pick(DOC_SERIES)}.{y}.{dotted(ep)}.{pick(['720p.HDTV.x264', '1080p.WEB.h264', 'PDTV.x264'])}-{pick(TV_GRP)}"
    elif f == 3:
        name = f"PBS.Nova.{y}.{dotted(ep)}.1080p.WEB.h264-{pick(TV_GRP)}"
    elif f == 4:
        name = f"National.Geographic.{dotted(ep)}.{y}.1080p.WEBRip.x264-{pick(['CBFM', 'LAMBiC', 'SKGTV'])}"
    elif f == 5:
        name = f"{ep} ({y}) Documentary {pick(['1080p', '720p', 'DVDRip'])}"
    elif f == 6:
        name = f"BBC {pick(DOC_SERIES)} {y} {ep} 720p HDTV x264 AAC MVGroup Forum"
    elif f == 7:
        name = f"Arte - {ep} ({pick(['FR', 'DE', 'EN'])}) {pick(['1080p', '720p'])}"
    elif f == 8:
        name = f"Ken.Burns.{dotted(pick(['The Civil War', 'The Vietnam War', 'Jazz', 'Baseball', 'Country Music', 'The National Parks']))}.{pick(['1990', '2017', '2001', '1994', '2019', '2009'])}.Episode.{rint(1, 10)}.1080p.BluRay.x264-{pick(FILM_GRP)}"
    else:
        name = f"{pick(DOCS)} ({y}) Complete Series {pick(['1080p', '2160p', '720p'])} {pick(['BluRay', 'WEB-DL'])} x265"
    return name, pick(["rar", "single"]), "mkv", (300, 15000)


def g_sports():
    y, m, d = ymd(2018, 2025)
    dt = f"{y}.{m:02d}.{d:02d}"
    f = rint(0, 14)
    if f == 0:
        name = f"Formula1.{y}.Round{rint(1, 24):02d}.{pick(F1_GP)}.{pick(F1_SESS)}.SkyF1HD.1080P"
    elif f == 1:
        name = f"F1.{y}.R{rint(1, 24):02d}.{pick(F1_GP)}.Grand.Prix.{pick(F1_SESS)}.F1TV.1080p.WEB-DL.AAC2.0.H.264-{pick(['F1CARRERAS', 'MWR', 'SMCGILL1969'])}"
    elif f == 2:
        a, b = pick(NHL_T), pick(NHL_T)
        name = f"NHL.{dt}.{a}.vs.{b}.{pick(['720p', '1080p'])}.WEB.h264-{pick(['SPORTSNET', 'TSN', 'HNIC', 'SKYFiRE'])}"
    elif f == 3:
        name = f"NBA.{dt}.{pick(NBA_T)}.vs.{pick(NBA_T)}.1080p.WEB.h264-{pick(['HONOR', 'SPORT', 'GAMETiME'])}"
    elif f == 4:
        name = f"EPL.{dt}.{pick(CLUBS)}.vs.{pick(CLUBS)}.{pick(['720p', '1080p'])}.{pick(['WEB.h264', 'HDTV.x264'])}-{pick(['SPORTY', 'VERUM', 'BaLLeRs'])}"
    elif f == 5:
        name = f"UFC.{rint(250, 310)}.{pick(['PPV.', 'Prelims.', 'Early.Prelims.', ''])}{pick(FIGHTERS)}.vs.{pick(FIGHTERS)}.1080p.WEB.h264-{pick(['VERUM', 'SHREDDiE', 'PUNCH'])}"
    elif f == 6:
        name = f"WWE.{pick(['RAW', 'SmackDown', 'NXT'])}.{dt}.{pick(['720p', '1080p'])}.{pick(['HDTV', 'WEB'])}.h264-{pick(['HEEL', 'Star', 'WH'])}"
    elif f == 7:
        name = f"AEW.{pick(['Dynamite', 'Collision', 'Rampage'])}.{dt}.1080p.WEB.h264-HEEL"
    elif f == 8:
        name = f"MotoGP.{y}.Round{rint(1, 20):02d}.{pick(F1_GP)}.{pick(['Race', 'Qualifying', 'Sprint'])}.1080p.WEB"
    elif f == 9:
        name = f"Wimbledon.{y}.{pick(['Mens', 'Womens'])}.{pick(['Final', 'Semi.Final', 'Quarter.Final'])}.{pick(PLAYERS)}.vs.{pick(PLAYERS)}.1080i.HDTV.MPA2.0.H.264"
    elif f == 10:
        name = f"Six.Nations.{y}.{pick(NATIONS)}.vs.{pick(NATIONS)}.1080p.HDTV.x264"
    elif f == 11:
        name = f"Tour.de.France.{y}.Stage.{rint(1, 21)}.720p.HDTV.x264-{pick(['VELO', 'PELOTON', 'ITV4'])}"
    elif f == 12:
        name = f"Match.of.the.Day.{dt}.{pick(['720p', '1080p'])}.iP.WEB-DL.AAC2.0.H.264"
    elif f == 13:
        name = f"NFL.{y}.Week.{rint(1, 18)}.{pick(NFL_T)}.vs.{pick(NFL_T)}.720p.WEB.h264-{pick(['NFLP', 'GRIDIRON'])}"
    else:
        name = f"{pick(['World.Snooker.Championship', 'PDC.World.Darts.Championship', 'The.Masters.Golf', 'Cricket.IPL', 'Tour.Down.Under'])}.{y}.{pick(['Final', 'Day.' + str(rint(1, 14)), 'Session.' + str(rint(1, 4)), 'Match.' + str(rint(1, 70))])}.1080p.HDTV.x264"
    return name, pick(["rar", "rar", "single"]), "mkv", (300, 9000)


def g_podcast():
    dt = date_iso()
    f = rint(0, 14)
    if f == 0:
        name = f"BBC Radio 4 - In Our Time - {pick(IOT)} ({dt})"
    elif f == 1:
        name = f"The Archers {dt} ({pick(['Omnibus', 'episode', 'repeat'])})"
    elif f == 2:
        name = f"Desert Island Discs - {pick(GUESTS)} ({dt})"
    elif f == 3:
        name = f"John Peel Show {rint(1976, 2004)}-{rint(1, 12):02d}-{rint(1, 28):02d} ({pick(['tape rip', 'FM recording', 'C90 transfer'])})"
    elif f == 4:
        name = f"Joe Rogan Experience #{rint(1200, 2250)} - {pick(GUESTS)}"
    elif f == 5:
        name = f"Dan Carlin's Hardcore History {rint(50, 70)} - {pick(['Mania for Subjugation', 'Wrath of the Khans', 'Blueprint for Armageddon', 'Supernova in the East', 'King of Kings'])} {pick(['I', 'II', 'III', 'IV', 'V'])}"
    elif f == 6:
        name = f"{pick(DJS)} - Essential Mix ({dt}) [320]"
    elif f == 7:
        name = f"Armin van Buuren - A State of Trance {rint(900, 1250)} ({dt}) [{pick(['320', 'FLAC', '256 AAC'])}]"
    elif f == 8:
        name = f"BBC Radio 4 Extra - {pick(OTR_T + [b for _, b in BOOKS[:12]])} (Episode {rint(1, 5)} of {rint(5, 10)})"
    elif f == 9:
        name = f"The News Quiz - Series {rint(90, 115)} Episode {rint(1, 8)}"
    elif f == 10:
        name = f"Old Time Radio - {pick(OTR)} {rint(1937, 1962)}-{rint(1, 12):02d}-{rint(1, 28):02d} {pick(OTR_T)}.mp3"
        return name, "file", "mp3", (5, 30)
    elif f == 11:
        name = f"{pick(PODS)} - {rint(1, 999):03d}. {pick(IOT + DOC_EPS)}"
    elif f == 12:
        name = f"Radio 3 - Composer of the Week - {pick(['Bach', 'Purcell', 'Brahms', 'Hildegard of Bingen', 'Sibelius', 'Ravel', 'Monteverdi'])} ({dt})"
    elif f == 13:
        name = f"{pick(PODS)} - {dt} [MP3 {pick(['64k', '128k', '192k'])}]"
    else:
        name = f"Pete Tong - Radio 1 ({dt}) {pick(['[320]', 'Hot Mix', 'Essential Selection'])}"
    return name, pick(["single", "rar"]), "mp3", (20, 500)


def g_images():
    y = rint(2005, 2025)
    f = rint(0, 14)
    if f == 0:
        name = f"Wallpapers Pack 4K - {pick(WALL_THEMES)} ({rint(50, 900)} pics)"
    elif f == 1:
        name = f"NASA APOD {y} collection (full res)"
    elif f == 2:
        name = f"Bing Wallpapers {y} UHD ({rint(200, 366)} images)"
    elif f == 3:
        name = f"Hubble Legacy - {pick(ASTRO)} (TIFF)"
    elif f == 4:
        name = f"{pick(ARTISTS_VIS)} - Complete Works (high-res scans)"
    elif f == 5:
        name = f"[Pictures] {pick(WALL_THEMES)} - {rint(20, 400)} photos"
    elif f == 6:
        name = f"Vintage Railway Photographs {pick(['1930s', '1950s', '1960s', '1970s'])} (scans, set {rint(1, 40)})"
    elif f == 7:
        name = f"{pick(PLACES)} panoramas 360 ({rint(10, 120)} JPG)"
    elif f == 8:
        name = f"Old maps of {pick(PLACES)} ({rint(1600, 1800)}-{rint(1801, 1950)}) - hi-res JPEG"
    elif f == 9:
        name = f"Desktop Backgrounds - {pick(WALL_THEMES)} 3840x2160"
    elif f == 10:
        return f"IMG_{rint(1000, 9999)}.JPG", "file", "jpg", (2, 12)
    elif f == 11:
        return f"DSC{rint(10000, 99999)}.{pick(['jpg', 'JPG', 'NEF', 'ARW'])}", "file", "jpg", (3, 60)
    elif f == 12:
        name = f"{pick(PLACES)} trip {y} - RAW + JPG (part {rint(1, 9)})"
    elif f == 13:
        name = f"Astrophotography - {pick(ASTRO)} LRGB stack {y}"
    else:
        name = f"Scanned postcards of {pick(PLACES)} {rint(1890, 1920)}-{rint(1921, 1960)}"
    return name, pick(["rar", "single"]), "jpg", (5, 6000)


FOREIGN = [
    "進撃の巨人 The Final Season 完結編 (1080p)",
    "宇多田ヒカル - SCIENCE FICTION ({year}) [FLAC]",
    "ドラマ 光る君へ 第{n2}回 (NHK総合 1440x1080)",
    "ブラタモリ #{n3} ({date})",
    "鬼滅の刃 柱稽古編 第{n}話 1080p",
    "米津玄師 - LOST CORNER [FLAC 24bit]",
    "[アニメ] 葬送のフリーレン 第{nn}話",
    "ちびまる子ちゃん 第{n4}話",
    "相棒 season{nn} 第{n}話",
    "NHKスペシャル {date} (1080i) NHK総合",
    "流浪地球2.The.Wandering.Earth.II.2023.2160p.WEB-DL.H265.HDR.DDP5.1.Atmos",
    "庆余年 第二季 第{nn}集 4K",
    "周杰伦 - 最伟大的作品 (2022) [FLAC]",
    "三体 第{nn}集 1080p 国语中字",
    "狂飙 第{nn}集 1080p",
    "繁花 第{nn}集 WEB-DL 4K",
    "刘慈欣 - 三体全集 (epub)",
    "鲁迅全集 第{n}卷 (PDF)",
    "邓丽君 - 经典金曲 {n3}首 [WAV+CUE]",
    "나 혼자 산다.E{n3}.{yymmdd}.1080p-NEXT",
    "런닝맨.E{n3}.{yymmdd}.720p-NEXT",
    "무한도전.E{n3}.1080p.H264",
    "뉴진스 (NewJeans) - How Sweet (2024) [FLAC]",
    "눈물의 여왕.E{nn}.{yymmdd}.1080p.H264-F1RST",
    "기생충 (2019) 1080p BluRay 한글자막",
    "Брат 2 (2000) BDRip 1080p",
    "Мастер и Маргарита (2024) WEB-DL 1080p",
    "Ирония судьбы, или С лёгким паром! (1975) DVDRip",
    "Слово пацана. Кровь на асфальте S01E0{n} (2023) WEB-DL 1080p",
    "Кино - Группа крови (1988) [FLAC]",
    "Булгаков - Собачье сердце (аудиокнига, MP3)",
    "Стругацкие - Пикник на обочине (fb2)",
    "Высоцкий - Полное собрание песен, диск {n}",
    "Чебурашка (2023) WEB-DL 2160p",
    "Кіборги (2017) 1080p Ukr",
    "Η Ζωή Είναι Ωραία ({year}) Ελληνικοί υπότιτλοι",
    "Μίκης Θεοδωράκης - Ζορμπάς [FLAC]",
    "שטיסל עונה {n} פרק {n}",
    "פאודה עונה 4 פרק {n} 1080p",
    "مسلسل الحشاشين الحلقة {nn} 1080p",
    "أم كلثوم - إنت عمري (تسجيل حفلة 1964)",
    "نجيب محفوظ - الثلاثية (PDF)",
    "บุพเพสันนิวาส 2 (2022) 1080p",
    "ร่างทรง (2021) 1080p ซับไทย",
    "शोले (1975) Sholay 1080p BluRay Hindi",
    "प्रेमचंद - गोदान (PDF)",
    "लता मंगेशकर - सदाबहार गीत भाग {n} (MP3)",
    "جدایی نادر از سیمین (2011) 1080p",
    "Kurtlar Vadisi {n3}. Bölüm 720p",
    "Sezen Aksu - Gülümse (1991) [FLAC]",
    "Tatort - Folge {n4} - Nachtschicht (ARD) 1080p",
    "Die Sendung mit der Maus {date} (WDR)",
    "Astérix et Obélix - L'Empire du Milieu (2023) FRENCH 1080p WEB H264",
    "Les Misérables (2019) FRENCH 1080p BluRay",
    "Čistá duše (2016) CZ 1080p",
    "Kungen av Kungsholmen - Säsong {n} Avsnitt {n} (SVT)",
    "ফেলুদা - সোনার কেল্লা (1974) 1080p",
    "Ông Ba Nhỏ (2024) Vietsub 1080p",
    "ಕಾಂತಾರ (2022) Kantara 1080p Kannada",
    "Mười (2024) Thuyết minh",
]


def g_foreign():
    name = fill(pick(FOREIGN))
    if chance(0.2):
        name += pick([" [" + rstr(8, HEXU) + "]", " - " + pick(["NEXT", "F1RST", "HDS", "CHD", "NTb", "WiKi"]),
                      " (" + pick(["TVB", "NHK", "KBS", "SBS", "Первый канал", "ARD", "TF1"]) + ")"])
    return name, pick(["rar", "single"]), "mkv", (100, 9000)

# ------------------------------------------------------------ legit kinds (5)
def g_obfuscated():
    f = rint(0, 11)
    ext = pick([".part01.rar", ".part07.rar", ".rar", ".r12", ".7z.001", ".mkv", ".bin",
                ".vol07+08.par2", ".par2", ".nfo", ".zip", ".iso", ".mp4", ".part112.rar"])
    if f == 0:
        return rstr(32, HEX), "file", "", (50, 9000)
    if f == 1:
        return rstr(32, HEX) + ext, "file", "", (50, 9000)
    if f == 2:
        return rstr(rint(16, 40), ALNUM), "file", "", (50, 9000)
    if f == 3:
        return rstr(rint(16, 40), ALNUM) + ext, "file", "", (50, 9000)
    if f == 4:
        return f"{rstr(8, HEX)}-{rstr(4, HEX)}-{rstr(4, HEX)}-{rstr(4, HEX)}-{rstr(12, HEX)}", "file", "", (50, 9000)
    if f == 5:
        return rstr(40, HEXU), "file", "", (50, 9000)
    if f == 6:
        return rstr(rint(10, 20), LOW + DIG) + f".part{rint(1, 99):02d}.rar", "file", "", (50, 9000)
    if f == 7:
        return "".join(rstr(rint(3, 6), LOW).capitalize() for _ in range(rint(2, 4))), "file", "", (50, 9000)
    if f == 8:
        return rstr(22, ALNUM + "-_"), "file", "", (50, 9000)
    if f == 9:
        return rstr(12, HEX) + "." + pick(["vol03+04.par2", "par2", "7z.001", "r00", "nfo", "vol15+16.par2"]), "file", "", (50, 9000)
    if f == 10:
        return rstr(rint(20, 30), LOW + DIG) + pick(["", ".mkv", ".part03.rar", ".vol01+02.par2"]), "file", "", (50, 9000)
    return rstr(16, HEX) + pick([".mkv", ".mp4", ".avi", ".m2ts", ".flac"]), "file", "", (50, 9000)


def par2_base():
    f = rint(0, 6)
    if f == 0:
        return g_scene_tv()[0]
    if f == 1:
        return g_scene_film()[0]
    if f == 2:
        return rstr(32, HEX)
    if f == 3:
        return rstr(rint(12, 24), ALNUM)
    if f == 4:
        return g_music_scene()[0]
    if f == 5:
        t, y = pick(FILMS)
        return f"{t} ({y})"
    return g_software()[0].rsplit(".", 1)[0] if chance(0.3) else g_games()[0]


def g_par2():
    base = par2_base()
    j = rint(0, 7)
    a, b = (1 << j) - 1, 1 << j
    w = pick([2, 2, 3])
    f = rint(0, 7)
    if f == 0:
        fn = base + ".par2"
    elif f <= 2:
        fn = f"{base}.vol{a:0{w}d}+{b:0{w}d}.par2"
    elif f == 3:
        c = pick([1, 2, 5, 10, 20, 25, 50])
        fn = f"{base}.vol{rint(0, 15) * c:0{w}d}+{c:0{w}d}.par2"
    elif f == 4:
        fn = f"{base}.vol{a}+{b}.par2"
    elif f == 5:
        fn = f"{base}.vol{a:02d}+{b:02d}.PAR2"
    elif f == 6:
        fn = f"{base}.{pick(['rar', '7z', 'mkv', 'zip', 'iso'])}.vol{a:0{w}d}+{b:0{w}d}.par2"
    else:
        fn = f"{base}.{pick(['part1', 'part01', 'vol0000+0001', 'vol000+100'])}.par2"
    return fn, "file", "par2", (1, 900)


SPAM_FILMS = [("Get Rich or Die Tryin", 2005), ("Casino Royale", 2006),
              ("The Wolf of Wall Street", 2013), ("Catch Me If You Can", 2002),
              ("Boiler Room", 2000), ("The Big Short", 2015), ("Dumb Money", 2023),
              ("Free Money", 1998), ("Win Win", 2011), ("Lottery Ticket", 2010),
              ("Easy Money", 1983), ("Casino", 1995), ("Pain and Gain", 2013), ("Click", 2006),
              ("The Tinder Swindler", 2022), ("Dirty Rotten Scoundrels", 1988),
              ("Trading Places", 1983), ("Margin Call", 2011), ("Uncut Gems", 2019),
              ("Mollys Game", 2017), ("Rounders", 1998), ("21", 2008),
              ("Love and Other Drugs", 2010), ("Limitless", 2011), ("Nigerian Prince", 2018),
              ("Sneakers", 1992), ("Hackers", 1995), ("The Net", 1995), ("Free Guy", 2021),
              ("Money Monster", 2016), ("Matchstick Men", 2003), ("Focus", 2015),
              ("The Sting", 1973), ("Bitconned", 2024), ("Fyre", 2019), ("Hustlers", 2019),
              ("Cash Out", 2024), ("Bad Education", 2019), ("Wall Street", 1987)]
SPAM_TV = ["Shark Tank", "Deal or No Deal", "Who Wants to Be a Millionaire", "Dragons Den",
           "The Apprentice", "Catfish The TV Show", "90 Day Fiance", "Married at First Sight",
           "Million Dollar Listing", "American Greed", "Scam Interceptors", "Rip Off Britain",
           "Watchdog", "Dopesick", "The Pharmacist", "Scam 1992 The Harshad Mehta Story",
           "Cash Cab", "Lottery Changed My Life", "Secret Millionaire"]
SPAM_MUSIC = [("50 Cent", "Get Rich or Die Tryin", 2003), ("Viagra Boys", "Cave World", 2022),
              ("Viagra Boys", "Street Worms", 2018), ("ABBA", "Money, Money, Money", 1976),
              ("Pet Shop Boys", "Opportunities (Lets Make Lots of Money)", 1986),
              ("Dire Straits", "Money for Nothing", 1985), ("Barrett Strong", "Money (Thats What I Want)", 1959),
              ("The Flying Lizards", "Money", 1979), ("Lady Gaga", "Poker Face", 2008),
              ("Kenny Rogers", "The Gambler", 1978), ("Jessie J", "Price Tag", 2011),
              ("Britney Spears", "Toxic", 2004), ("Money Mark", "Push the Button", 1998),
              ("Kanye West", "Gold Digger", 2005), ("Notorious B.I.G.", "Mo Money Mo Problems", 1997),
              ("Free", "Fire and Water", 1970), ("Cheap Trick", "At Budokan", 1978),
              ("Dr. Feelgood", "Down by the Jetty", 1975), ("Cardi B", "Money", 2018),
              ("Spiritualized", "Ladies and Gentlemen We Are Floating in Space", 1997),
              ("Queens of the Stone Age", "Feel Good Hit of the Summer", 2000),
              ("Madonna", "Material Girl", 1985)]
SPAM_BOOKS = [("Robert T. Kiyosaki", "Rich Dad Poor Dad"), ("Napoleon Hill", "Think and Grow Rich"),
              ("Tim Ferriss", "The 4-Hour Workweek"), ("Ben Mezrich", "Bitcoin Billionaires"),
              ("Ben Mezrich", "Bringing Down the House"), ("Michael Lewis", "Liar's Poker"),
              ("Michael Lewis", "Going Infinite"), ("John Carreyrou", "Bad Blood"),
              ("Rhonda Byrne", "The Secret"),
              ("Dale Carnegie", "How to Win Friends and Influence People"),
              ("T. Harv Eker", "Secrets of the Millionaire Mind"),
              ("Morgan Housel", "The Psychology of Money"),
              ("George S. Clason", "The Richest Man in Babylon"),
              ("Frank W. Abagnale", "Catch Me If You Can"), ("Kevin Mitnick", "Ghost in the Wires"),
              ("Brian Krebs", "Spam Nation"), ("Finn Brunton", "Spam - A Shadow History of the Internet"),
              ("Patrick Radden Keefe", "Empire of Pain"), ("Beth Macy", "Dopesick"),
              ("Tony Robbins", "Money Master the Game"), ("MJ DeMarco", "The Millionaire Fastlane"),
              ("Dave Ramsey", "The Total Money Makeover"), ("Chris Anderson", "Free - The Future of a Radical Price")]
SPAM_COURSES = ["Cryptocurrency Trading Masterclass", "Make Money Online with Affiliate Marketing",
                "Forex Trading A-Z With LIVE Examples", "The Complete Digital Marketing Course - 12 Courses in 1",
                "Learn SEO - Rank #1 on Google", "Passive Income with Print on Demand",
                "Email Marketing Masterclass - Start and Grow Your Email List", "Dropshipping Mastery",
                "Financial Markets (Yale)", "The Art of Investing",
                "The Complete Cyber Security Course - Hackers Exposed!", "Learn Ethical Hacking From Scratch",
                "Instagram Marketing 2024 - Grow Your Followers", "Real Estate Investing - Flip Houses for Profit"]
SPAM_MAGS = ["MoneyWeek", "Investors Chronicle", "Bitcoin Magazine", "Kiplinger's Personal Finance",
             "Men's Health UK", "Women's Health", "Muscle & Fitness", "Slimming World",
             "Card Player", "Casino Player", "Forbes", "Money Magazine Australia", "Entrepreneur"]
SPAM_FIT = ["Jillian Michaels - 30 Day Shred", "Insanity - 60 Day Total Body Conditioning",
            "P90X - Extreme Home Fitness", "Joe Wicks - Lean in 15 The Workouts",
            "Billy Blanks - Tae Bo Live", "Shaun T - Focus T25"]
SPAM_GAMES = ["Big.Pharma", "Casino.Inc", "Papers.Please", "Hacknet", "Uplink",
              "Poker.Night.at.the.Inventory", "Drug.Dealer.Simulator", "Cookie.Clicker",
              "AdVenture.Capitalist", "Hot.Lava", "Buckshot.Roulette", "Luck.be.a.Landlord"]


def g_spamlike():
    f = rint(0, 9)
    if f <= 1:
        t, y = pick(SPAM_FILMS)
        name = fmt_film_scene(t, y) if chance(0.5) else fmt_film_p2p(t, y)
        return name, ("file" if name.endswith(".mkv") else "rar"), "mkv", (700, 20000)
    if f == 2:
        return fmt_tv_scene(pick(SPAM_TV), daily=False), "rar", "mkv", (200, 3000)
    if f == 3:
        a, al, y = pick(SPAM_MUSIC)
        name = fmt_music_scene(a, al, y) if chance(0.5) else fmt_music_p2p(a, al, y)
        return name, "rar", "zip", (30, 900)
    if f == 4:
        au, ti = pick(SPAM_BOOKS)
        name = fmt_ebook(au, ti) if chance(0.55) else fmt_audiobook(au, ti)
        return name, ("file" if name.endswith((".epub", ".pdf")) else "rar"), "epub", (1, 900)
    if f == 5:
        return f"{pick(['Udemy', 'Udemy', 'Skillshare', 'Coursera', 'The Great Courses'])} - {pick(SPAM_COURSES)}", "rar", "mp4", (500, 9000)
    if f == 6:
        y, m, d = ymd(2018, 2025)
        mg = pick(SPAM_MAGS)
        name = pick([f"{mg} - {d} {MONTHS[m - 1]} {y}", f"{mg} - {MONTHS[m - 1]} {y}", f"{mg} Issue {rint(10, 800)} ({y})"])
        return name, "single", "pdf", (10, 200)
    if f == 7:
        fit = pick(SPAM_FIT)
        return f"{fit} ({pick(['DVDRip', 'DVD9', '720p WEB', 'complete set'])})", "rar", "mkv", (700, 9000)
    if f == 8:
        return f"{pick(SPAM_GAMES)}-{pick(GAME_GRP)}", "rar", "iso", (100, 4000)
    lw = pick(["Multilevel Marketing", "Payday Loans", "Robocalls", "Sports Betting",
               "Crypto", "Debt Collectors", "Telemarketing", "Timeshares", "Scam Calls"])
    return f"Last Week Tonight with John Oliver - S{rint(1, 11):02d}E{rint(1, 30):02d} - {lw}", "single", "mkv", (300, 1500)


V.update({
    "Lhandle": ["Rachel", "Bubba", "Gramps", "OldTimer", "VinylJunkie", "Zappafan",
                "DocWatson", "Stan", "Marvin", "HappyHarry", "Sparky", "NightOwl", "Tilly",
                "Wally_in_Leeds", "Uncle Fester", "PeteTheTaper"],
    "Lartist": ARTISTS, "Lalbum": lambda: gen_album(),
    "Lfilm": lambda: "{} ({})".format(*pick(FILMS)), "Lfilm2": lambda: "{} {}".format(*pick(FILMS)),
    "Lyear": lambda: str(rint(1950, 2020)),
    "Lotr": OTR, "Lotrt": OTR_T,
    "Lwestern": ["Rio Bravo (1959)", "The Searchers (1956)", "Shane (1953)", "High Noon (1952)",
                 "Stagecoach (1939)", "Winchester 73 (1950)", "The Naked Spur (1953)",
                 "Ride the High Country (1962)", "Hondo (1953)"],
    "Lvenue": ["Winterland", "the Fillmore East", "Hammersmith Odeon", "Paradiso",
               "the Roxy", "Madison Square Garden", "Knebworth", "Rockpalast", "CBGB"],
    "Ltaper": ["miller", "hicks", "betty", "ladner", "unknown", "seamons"],
    "Lgrp": ["sounds.mp3.jazz", "sounds.flac", "multimedia.vintage-film", "sounds.radio.oldtime",
             "movies.divx", "sounds.lossless"],
    "Lgame": ["Grim Fandango", "Thief Gold", "Quake", "Myst", "Fallout 2", "Baldur's Gate",
              "System Shock 2", "Deus Ex", "Monkey Island 2", "Descent"],
    "Ldd": lambda: f"{rint(1, 12):02d}-{rint(1, 28):02d}",
})
ODD = ["Re: [{Lhandle}] Old TV Theme Tunes 1970s - mp3 set {n} of 9",
       "*** The Archers Omnibus - {datel} ***",
       "REPOST: {Lartist} - {Lalbum} ({Lyear})",
       "[RP] {Lartist} - {Lalbum} [FLAC]",
       "Fill for {Lhandle}: {Lfilm}",
       "Requested by {Lhandle} - {Lartist} - {Lalbum}",
       "~~~ {Lartist} - {Lalbum} (24/96 vinyl rip) ~~~",
       "{Lhandle}'s vinyl rips #{n3} - {Lartist} - {Lalbum} (needle drop)",
       "==> Old Time Radio: {Lotr} {date} <==",
       "[OTR] {Lotr} {date} \"{Lotrt}\"",
       "Sunday Tunes #{n3}: {Lartist} - {Lalbum}",
       "{Lhandle}'s Classic Westerns #{n2} - {Lwestern}",
       "POST {n} of 9 - {Lfilm} - DVD5",
       "4 {Lhandle} -- {Lfilm} as requested",
       "Fix/PAR: {Lfilm} - {n2} extra pars",
       "NMR: {Lartist} - {Lalbum}",
       "Sample: {Lfilm2} 1080p (2 min)",
       "(Mostly Jazz) {Lartist} - {Lalbum} - lossless",
       "{Lhandle} presents: {Lartist} live at {Lvenue} {Lyear}-{Ldd} (AUD) [FLAC]",
       "{Lartist} {Lyear}-{Ldd} {Lvenue} SBD - shntool checked",
       "gd{n2}-{Ldd}.sbd.{Ltaper}.{n4}.flac16",
       "{Lhandle} - weekly upload {n3} - {Lfilm} [xvid]",
       "{Lfilm} - part 2 of 2 - for the regulars in a.b.{Lgrp}",
       "[{Lhandle}] {Lfilm2} - reupped, first post was corrupt",
       "===== {Lfilm} =====",
       "{Lfilm2} [DVD ISO] - enjoy, no requests pls",
       "Yet another {Lartist} bootleg - {Lvenue} {Lyear}",
       "[nrg] {Lgame} (PC CD, {Lyear}) - original disc image",
       "{Lartist} - {Lalbum} (cassette rip, {Lyear}) - sorry for the hiss",
       "{Lhandle}'s 78rpm transfers vol. {n2} - {Lartist} and others",
       "Lost episode found! {Lotr} {date} (off-air tape)",
       "AUDIO ONLY - {Lartist} - {Lvenue} {Lyear} - taper {Ltaper}",
       "{Lfilm} - my own DVD, untouched - 1 of {n}"]


def g_odd():
    return fill(pick(ODD)), pick(["rar", "single"]), pick(["flac", "mkv", "mp3", "iso"]), (40, 8000)


LEGIT_GEN = {
    "scene_tv": g_scene_tv, "p2p_tv": g_p2p_tv, "scene_film": g_scene_film,
    "p2p_film": g_p2p_film, "anime_fansub": g_anime, "music_scene": g_music_scene,
    "music_p2p": g_music_p2p, "discography": g_discography, "audiobook": g_audiobook,
    "ebook": g_ebook, "comics": g_comics, "magazine": g_magazine, "software": g_software,
    "games": g_games, "linux_bsd_iso": g_linux, "course": g_course,
    "documentary": g_documentary, "sports": g_sports, "podcast_radio": g_podcast,
    "images": g_images, "foreign_script": g_foreign, "obfuscated": g_obfuscated,
    "par2_set": g_par2, "spamlike_real": g_spamlike, "odd_uploader": g_odd,
}
LG = {
    "scene_tv": ["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.hdtv",
                 "alt.binaries.hdtv.x264", "alt.binaries.tv", "alt.binaries.boneless"],
    "p2p_tv": ["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.tv",
               "alt.binaries.town", "alt.binaries.boneless", "alt.binaries.mom"],
    "scene_film": ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264",
                   "alt.binaries.movies", "alt.binaries.dvd", "alt.binaries.movies.xvid",
                   "alt.binaries.bluray", "alt.binaries.dvdr"],
    "p2p_film": ["alt.binaries.moovee", "alt.binaries.hdtv.x264", "alt.binaries.movies",
                 "alt.binaries.town", "alt.binaries.boneless", "alt.binaries.movies.mkv"],
    "anime_fansub": ["alt.binaries.anime", "alt.binaries.multimedia.anime",
                     "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost"],
    "music_scene": ["alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless", "alt.binaries.mp3",
                    "alt.binaries.sounds.flac", "alt.binaries.sounds.mp3.electronic",
                    "alt.binaries.sounds.lossless.24bit"],
    "music_p2p": ["alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless",
                  "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.flac",
                  "alt.binaries.sounds.mp3.jazz", "alt.binaries.sounds.mp3.classical"],
    "discography": ["alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless",
                    "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.flac"],
    "audiobook": ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks.repost",
                  "alt.binaries.mp3.audiobooks", "alt.binaries.e-book.audio"],
    "ebook": ["alt.binaries.e-book", "alt.binaries.e-book.technical", "alt.binaries.ebook",
              "alt.binaries.e-book.flood", "alt.binaries.e-book.rpg"],
    "comics": ["alt.binaries.pictures.comics.dcp", "alt.binaries.comics.dcp",
               "alt.binaries.pictures.comics.0day", "alt.binaries.pictures.comics.repost"],
    "magazine": ["alt.binaries.mags", "alt.binaries.e-book.magazines", "alt.binaries.magazines"],
    "software": ["alt.binaries.cd.image", "alt.binaries.warez", "alt.binaries.apps",
                 "alt.binaries.mac", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image.0day"],
    "games": ["alt.binaries.games", "alt.binaries.console.ps3", "alt.binaries.games.xbox360",
              "alt.binaries.games.nintendods", "alt.binaries.games.wii", "alt.binaries.cd.image.games",
              "alt.binaries.emulators.nintendo"],
    "linux_bsd_iso": ["alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.cd.image",
                      "alt.binaries.linux.iso"],
    "course": ["alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.e-learning",
               "alt.binaries.cbt"],
    "documentary": ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries",
                    "alt.binaries.teevee", "alt.binaries.tv"],
    "sports": ["alt.binaries.sport", "alt.binaries.multimedia.sports",
               "alt.binaries.multimedia.sports.boxing", "alt.binaries.teevee"],
    "podcast_radio": ["alt.binaries.sounds.radio", "alt.binaries.sounds.radio.bbc",
                      "alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.radio.misc"],
    "images": ["alt.binaries.pictures.wallpaper", "alt.binaries.pictures", "alt.binaries.pictures.misc",
               "alt.binaries.pictures.astro", "alt.binaries.pictures.art", "alt.binaries.pictures.vintage"],
    "foreign_script": ["alt.binaries.multimedia", "alt.binaries.asianmovies", "alt.binaries.dvd.french",
                       "alt.binaries.movies.german", "alt.binaries.sounds.mp3", "alt.binaries.anime",
                       "alt.binaries.multimedia.korean", "alt.binaries.e-book"],
    "obfuscated": ["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.bloaf",
                   "alt.binaries.frogs", "alt.binaries.mom", "alt.binaries.b4e", "alt.binaries.town",
                   "alt.binaries.cores", "alt.binaries.superman", "alt.binaries.ath",
                   "alt.binaries.ijsklontje", "alt.binaries.multimedia", "alt.binaries.u-4all"],
}
LG["par2_set"] = LG["obfuscated"] + ["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.sounds.lossless"]
LG["spamlike_real"] = ["alt.binaries.moovee", "alt.binaries.teevee", "alt.binaries.sounds.mp3",
                       "alt.binaries.e-book", "alt.binaries.audiobooks", "alt.binaries.tutorials",
                       "alt.binaries.mags", "alt.binaries.games", "alt.binaries.hdtv.x264"]
LG["odd_uploader"] = ["alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.mp3.jazz",
                      "alt.binaries.sounds.lossless", "alt.binaries.multimedia.vintage-film",
                      "alt.binaries.sounds.mp3.1970s", "alt.binaries.movies.divx",
                      "alt.binaries.sounds.78rpm-era", "alt.binaries.dvd", "alt.binaries.sounds.flac",
                      "alt.binaries.sounds.mp3.bootlegs"]


G_MUSIC = ["alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless", "alt.binaries.sounds.flac",
           "alt.binaries.mp3"]
G_VIDEO = ["alt.binaries.moovee", "alt.binaries.teevee", "alt.binaries.movies.divx",
           "alt.binaries.hdtv.x264", "alt.binaries.dvd", "alt.binaries.multimedia"]
RX_AUDIOBOOK = re.compile(r"Unabridged|unabridged|Audiobook|M4B|m4b|read by|Narrated|Hörbuch|Full-Cast|аудиокнига")
RX_EBOOK = re.compile(r"epub|EPUB|PDF|\.pdf|azw3|MOBI|Z-Library|fb2|\(PDF\)")
RX_MUSIC = re.compile(r"FLAC|flac|MP3|mp3|320|kbps|Vinyl|vinyl|-WEB-|-CD-|-2CD-|bootleg|SBD|AUD|78rpm|"
                      r"cassette|\[CD|DSD|SACD|MQA|24-|Hi-Res|WAV|Discograf|lossless|Essential_Selection|"
                      r"NMR:|Tunes|transfers|Mostly Jazz|presents:|Requested by")
RX_GAME = re.compile(r"-(" + "|".join(GAME_GRP) + r")$|\[nrg\]")
RX_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]")


def legit_group(kind, name):
    if kind == "ebook":
        if any(t in name or t.lower() in name for t in TECH_BOOKS) or "eBook-" in name:
            return pick(["alt.binaries.e-book.technical", "alt.binaries.e-book", "alt.binaries.ebook"])
        return pick(["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood"])
    if kind in ("music_scene", "music_p2p", "discography"):
        if re.search(r"FLAC|flac|24BIT|24-|DSD|SACD|MQA|Hi-Res|WAV|lossless", name):
            return pick(["alt.binaries.sounds.lossless", "alt.binaries.sounds.flac",
                         "alt.binaries.sounds.lossless.24bit" if re.search(r"24BIT|24-|Hi-Res|DSD", name)
                         else "alt.binaries.sounds.lossless"])
        if name.startswith("VA-") or re.search(r"Trance|Therapy|Clublife|Countdown|Drumcode|Selection|Broadcast|Transitions|Global|VONYC", name):
            return pick(["alt.binaries.sounds.mp3.electronic", "alt.binaries.sounds.mp3", "alt.binaries.mp3"])
        return pick(["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd"])
    if kind == "games":
        for tag, grp in (("PS4-", "alt.binaries.console.ps3"), ("PS3-", "alt.binaries.console.ps3"),
                         ("XBOX360-", "alt.binaries.games.xbox360"), ("WII-", "alt.binaries.games.wii"),
                         ("NDS-", "alt.binaries.games.nintendods"), ("NSW-", "alt.binaries.games")):
            if tag in name:
                return pick([grp, grp, "alt.binaries.games", "alt.binaries.console"])
        if re.search(r"\.(zip|chd|sfc|smc|md|gba|z64|nes)$", name):
            return pick(["alt.binaries.emulators.nintendo", "alt.binaries.emulators.misc",
                         "alt.binaries.emulators.mame", "alt.binaries.games"])
        return pick(["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.cd.image",
                     "alt.binaries.warez.ibm-pc.games", "alt.binaries.games.repost"])
    if kind == "software":
        if re.search(r"MAC|Mac|macOS|\.dmg", name):
            return pick(["alt.binaries.mac", "alt.binaries.mac.applications"])
        return pick([g for g in LG["software"] if g != "alt.binaries.mac"])
    if kind == "sports":
        if re.search(r"UFC|" + "|".join(FIGHTERS[-4:]), name):
            return pick(["alt.binaries.multimedia.sports.boxing", "alt.binaries.sport",
                         "alt.binaries.multimedia.sports"])
        return pick([g for g in LG["sports"] if not g.endswith("boxing")])
    if kind == "podcast_radio":
        if "Old Time Radio" in name:
            return "alt.binaries.sounds.radio.oldtime"
        if re.search(r"BBC|Radio [134]|Archers|Desert Island|Peel|News Quiz", name):
            return pick(["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio"])
        return pick(["alt.binaries.sounds.radio", "alt.binaries.sounds.radio.misc", "alt.binaries.sounds.mp3"])
    if kind == "images":
        if re.search(r"NASA|Hubble|Astro", name):
            return pick(["alt.binaries.pictures.astro", "alt.binaries.pictures"])
        if re.search(r"Complete Works", name):
            return pick(["alt.binaries.pictures.art", "alt.binaries.pictures"])
        if re.search(r"Vintage|postcards|maps|Railway", name):
            return pick(["alt.binaries.pictures.vintage", "alt.binaries.pictures.misc"])
        return pick(["alt.binaries.pictures.wallpaper", "alt.binaries.pictures", "alt.binaries.pictures.misc"])
    if kind in ("foreign_script", "spamlike_real", "odd_uploader"):
        if "[アニメ]" in name:
            return "alt.binaries.anime"
        if RX_AUDIOBOOK.search(name):
            return pick(["alt.binaries.audiobooks", "alt.binaries.mp3.audiobooks"])
        if RX_EBOOK.search(name):
            return pick(["alt.binaries.e-book", "alt.binaries.ebook"])
        if re.search(r"Udemy|Skillshare|Coursera|Great Courses", name):
            return pick(["alt.binaries.tutorials", "alt.binaries.education"])
        if any(name.startswith(m) for m in SPAM_MAGS):
            return pick(["alt.binaries.mags", "alt.binaries.e-book.magazines"])
        if "Old Time Radio" in name or "[OTR]" in name or any(o in name for o in OTR):
            return "alt.binaries.sounds.radio.oldtime"
        if RX_GAME.search(name):
            return pick(["alt.binaries.games", "alt.binaries.cd.image"])
        if RX_MUSIC.search(name):
            if kind == "odd_uploader":
                return pick(G_MUSIC + ["alt.binaries.sounds.mp3.bootlegs", "alt.binaries.sounds.78rpm-era",
                                       "alt.binaries.sounds.mp3.jazz"])
            return pick(G_MUSIC)
        if kind == "foreign_script":
            if RX_CJK.search(name):
                return pick(["alt.binaries.asianmovies", "alt.binaries.multimedia", "alt.binaries.boneless"])
            if "FRENCH" in name:
                return pick(["alt.binaries.dvd.french", "alt.binaries.movies.french"])
            return pick(["alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.mom",
                         "alt.binaries.town"])
        if kind == "odd_uploader":
            return pick(["alt.binaries.movies.divx", "alt.binaries.dvd", "alt.binaries.multimedia.vintage-film",
                         "alt.binaries.movies.classic"])
        return pick(G_VIDEO)
    return pick(LG[kind])


# ------------------------------------------------------------ assembly
def clean(s):
    out = "".join(c for c in s if unicodedata.category(c) not in ("Cc", "Zl", "Zp"))
    return out.strip(" ")


def main():
    rows = []
    seen = {}
    stats = {"junk_foreign": 0, "junk_evaded": 0, "legit_wrapped": 0}
    for name, target in JUNK_TARGETS.items():
        spec = JUNK[name]
        ce = Cycle(spec["t"]) if spec.get("t") else None
        cf = Cycle(spec["f"]) if spec.get("f") else None
        got = tries = 0
        while got < target:
            tries += 1
            if tries > 50000:
                raise SystemExit(f"cannot fill junk:{name} ({got}/{target})")
            s, foreign, evaded = make_junk(spec, ce, cf)
            s = clean(s)
            if not s or s in seen:
                continue
            seen[s] = 1
            rows.append(("junk", "junk:" + name, s, junk_group(spec)))
            got += 1
            stats["junk_foreign"] += foreign
            stats["junk_evaded"] += evaded
    for kind in LEGIT_KINDS:
        target = LEGIT_TARGETS[kind]
        gen = LEGIT_GEN[kind]
        got = tries = 0
        while got < target:
            tries += 1
            if tries > 50000:
                raise SystemExit(f"cannot fill legit:{kind} ({got}/{target})")
            name, payload, ext, mbr = gen()
            wrapped = chance(WRAP_P)
            s = clean(wrap(kind, name, payload, ext, mbr) if wrapped else name)
            if not s or s in seen:
                continue
            seen[s] = 1
            rows.append(("legit", "legit:" + kind, s, legit_group(kind, name)))
            got += 1
            stats["legit_wrapped"] += wrapped
    R.shuffle(rows)

    bad = re.compile(r"[\t\r\n\x00]")
    for row in rows:
        assert len(row) == 4 and all(row) and not any(bad.search(x) for x in row), row
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write("\t".join(row) + "\n")

    # re-read and check the written file
    back = OUT.read_text(encoding="utf-8").split("\n")
    assert back[-1] == "" and len(back) - 1 == len(rows)
    titles = {}
    for line in back[:-1]:
        parts = line.split("\t")
        assert len(parts) == 4, line
        lab, fam, title, grp = parts
        assert lab in ("junk", "legit") and fam.startswith(lab + ":"), line
        assert title not in titles, title
        titles[title] = 1
    assert all(c not in "".join(back) for c in "\r\x00")

    labels = {}
    fams = {}
    for lab, fam, _, _ in rows:
        labels[lab] = labels.get(lab, 0) + 1
        fams[fam] = fams.get(fam, 0) + 1
    print(f"wrote {OUT} rows={len(rows)}")
    for lab in ("junk", "legit"):
        print(f"label\t{lab}\t{labels.get(lab, 0)}")
    for fam in [("junk:" + k) for k in JUNK_TARGETS] + [("legit:" + k) for k in LEGIT_KINDS]:
        print(f"family\t{fam}\t{fams.get(fam, 0)}")
    nj, nl = labels.get("junk", 0), labels.get("legit", 0)
    print(f"share\tjunk_foreign\t{stats['junk_foreign']}/{nj} = {stats['junk_foreign'] / nj:.1%}")
    print(f"share\tjunk_evaded\t{stats['junk_evaded']}/{nj} = {stats['junk_evaded'] / nj:.1%}")
    print(f"share\tlegit_wrapped\t{stats['legit_wrapped']}/{nl} = {stats['legit_wrapped'] / nl:.1%}")


if __name__ == "__main__":
    main()
