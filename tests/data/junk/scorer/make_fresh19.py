#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh19 -- a BLIND held-out evaluation split of Usenet release titles (junk vs legit).

How it was written
------------------
Written blind, for a junk-title filter its writer has never seen.  While writing it the
writer opened, listed and ran nothing on the machine except this generator and its output
(no repository, no other file or directory, no git, no search tools, no web or library
look-ups), and wrote only under /tmp/fresh19/.  Every template, word list and name below
comes from the writer's general knowledge of Usenet binary newsgroups (alt.binaries.*),
scene / P2P / anime / music / ebook / software naming conventions, how posting tools and
indexer communities write subjects (nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff,
PowerPost, EFNet request fillers, community posting shells with site tags), and of the
spam, scams, advertising, bots and noise seen in those groups and on Newznab indexers.
Titles are built from templates and word lists combined at random.

Determinism: standard library only; one random.Random(SEED), SEED = 19019019, drives every
choice; only lists and insertion-ordered dicts are iterated, never sets.

Output
------
fresh19.tsv, written next to this file (UTF-8, no header, rows shuffled), one row per title:
    LABEL <TAB> FAMILY <TAB> TITLE <TAB> GROUP
LABEL is `junk` or `legit`; FAMILY is `junk:<intent>` or `legit:<kind>`; TITLE is the
subject line as an NNTP overview would show it; GROUP is the newsgroup a real poster would
plausibly have used (mostly alt.binaries.*, some text groups).  Titles are unique and no
field contains a tab, newline or NUL.  Running it prints the counts per label and family.

Junk is deliberately hard: about 15% is in other languages and a further ~30% is passed
through an evasion transform (leetspeak, Cyrillic homoglyphs, fullwidth letters, spaced or
dotted letters, zero-width characters, emoji, defanged URLs, odd phone formats, scene-name
disguise, yEnc subject wrapping with counters, symbol frames, very long keyword stuffing).
About half of the legitimate titles are wrapped the way posting tools write subjects.

Taxonomy and target counts
--------------------------
junk (900):
  seo_services 34, trade_ads 34, usenet_reseller 28, advance_fee 32, lottery_prize 28,
  phishing 32, malware_fake_release 36, malware_codec 28, fake_streaming 36,
  account_selling 30, iptv_selling 34, vpn_proxy_selling 24, dating_adult 34, gambling 32,
  crypto_scam 34, pharmacy 34, replica_counterfeit 26, work_from_home 28, loans_debt 26,
  proselytising 28, conspiracy_flood 30, chain_letter 24, extortion 24, keyboard_mash 30,
  random_noise 28, word_salad 28, offtopic_chatter 32, test_post 30, flame_war 28,
  bot_flood 28
legit (2110):
  tv_scene 150, tv_p2p 100, film 150, anime 110, music_scene 90, music_p2p 90,
  discography 30, audiobook 70, ebook 80, comics 50, magazine 50, software 100, game 90,
  linux_iso 40, course 60, documentary 50, sports 60, podcast_radio 40, images 40,
  foreign 80, obfuscated 180, par2 50, adlike_words 250, odd_style 100
"""
import random
import re
import unicodedata
from pathlib import Path

SEED = 19019019
R = random.Random(SEED)
OUT = Path(__file__).resolve().parent / "fresh19.tsv"


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


HEX = "0123456789abcdef"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rstr(alpha, n):
    return "".join(pick(alpha) for _ in range(n))


def rhex(n):
    return rstr(HEX, n)


def ruuid():
    return f"{rhex(8)}-{rhex(4)}-4{rhex(3)}-{pick('89ab')}{rhex(3)}-{rhex(12)}"


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def dots(s):
    s = ascii_fold(s).replace("&", "and").replace("'", "").replace("’", "")
    s = re.sub(r"[^A-Za-z0-9\-+]+", ".", s)
    s = re.sub(r"\.+", ".", s).strip(".")
    return s


def unders(s):
    return dots(s).replace(".", "_")


def rdate(y0=2015, y1=2025):
    return (rint(y0, y1), rint(1, 12), rint(1, 28))


def sz(big=True):
    if big and chance(0.6):
        return f"{R.uniform(0.2, 48):.2f} GB"
    return f"{R.uniform(1, 999):.1f} MB"


# ---------------------------------------------------------------- evasion transforms
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "B": "В", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р",
        "C": "С", "T": "Т", "X": "Х", "S": "Ѕ"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "$", "T": "7", "g": "9", "B": "8", "l": "1"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
EMOJI = ["🔥", "💰", "💊", "🎰", "❤️", "💋", "🚀", "✅", "⭐", "🎁", "📺", "👉", "💯", "🤑",
         "😍", "💎", "⚡", "📞", "🆓", "🎉", "🏆", "💸", "🔞", "👀", "🙏", "⚠️", "📢", "🌟",
         "💥", "🍀", "👇", "➡️", "✨", "📲", "🤖"]
FRAMES = [("★彡 ", " 彡★"), ("$$$ ", " $$$"), (">>> ", " <<<"), ("【", "】"), ("▶▶ ", ""),
          ("*** ", " ***"), ("!!! ", " !!!"), ("=== ", " ==="), ("<<<< ", " >>>>"),
          ("♥♥ ", " ♥♥"), ("[[[ ", " ]]]"), ("~*~ ", " ~*~"), ("☆☆☆ ", ""), ("", " ✔✔✔")]
STUFF = ["free download", "full version", "hd 1080p", "720p", "watch online", "no signup",
         "100% working", "latest", "cracked", "torrent", "magnet", "mega", "stream",
         "putlocker", "123movies", "fmovies", "best", "cheap", "official", "2024", "2025",
         "no survey", "no virus", "fast", "direct link", "mediafire", "rapidgator", "vip"]


def keyword_index(words):
    best, bi = -1, 0
    for i, w in enumerate(words):
        if w.isalpha() and len(w) > best:
            best, bi = len(w), i
    return bi


def tr_leet(s):
    return "".join(LEET[c] if c in LEET and chance(0.65) else c for c in s)


def tr_homo(s):
    return "".join(HOMO[c] if c in HOMO and chance(0.6) else c for c in s)


def tr_full(s):
    out = []
    for c in s:
        if "!" <= c <= "~":
            out.append(chr(ord(c) + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)


def tr_spaced(s):
    w = s.split(" ")
    i = keyword_index(w)
    w[i] = " ".join(w[i].upper())
    return " ".join(w)


def tr_dotted(s):
    w = s.split(" ")
    i = keyword_index(w)
    w[i] = pick([".", "-", "_", "*", "·", "|"]).join(w[i].upper())
    return " ".join(w)


def tr_zw(s):
    z = pick(ZW)
    return "".join(c + (z if c.isalpha() and chance(0.4) else "") for c in s)


def tr_emoji(s):
    a = "".join(pick(EMOJI) for _ in range(rint(1, 3)))
    b = "".join(pick(EMOJI) for _ in range(rint(0, 3)))
    if chance(0.3):
        w = s.split(" ")
        return (" " + pick(EMOJI) + " ").join(w)
    return f"{a} {s} {b}".strip()


def tr_caps(s):
    return s.upper() + " " + "!" * rint(2, 7)


def tr_mixcase(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


def tr_frame(s):
    a, b = pick(FRAMES)
    return a + s + b


def tr_long(s):
    extra = [pick(STUFF) for _ in range(rint(8, 22))]
    sep = pick([" ", " | ", ", ", " - ", " + "])
    return s + sep + sep.join(extra) + sep + s


def tr_scene(s):
    d = dots(s)
    if len(d) < 6:
        d = dots(s + " " + pick(STUFF))
    tag = pick(["1080p.WEB.H264", "720p.HDTV.x264", "2160p.WEB-DL.DDP5.1", "REPACK.1080p.BluRay.x264",
                "MULTi.1080p.WEB", "FLAC.WEB.2024", "x64.Multilingual", "PROPER.WEB", "iNTERNAL.720p.WEB.h264"])
    grp = pick(["SPAMZ", "FREEHD", "WINNERS", "PROMO", "BEST", "VIPTEAM", "RELEASE", "NTb", "KILLERS",
                "RARBG", "SPARKS", "FLUX", "EVO", "YTS"])
    return f"{d}.{tag}-{grp}"


def junk_file(s):
    base = dots(s)[:rint(18, 60)].strip(".") or "file"
    return base + pick([".exe", ".zip", ".txt", ".html", ".url", ".nfo", ".scr", ".lnk", ".mp4.exe",
                        ".pdf", ".rar", ".htm", ".apk", ".bat", ".avi.exe", ".jpg"])


def tr_yenc(s):
    f = junk_file(s)
    n = rint(1, 12)
    i = rint(1, n)
    P = rint(1, 9)
    p = rint(1, P)
    st = rint(0, 4)
    if st == 0:
        return f'[{i}/{n}] - "{f}" yEnc ({p}/{P})'
    if st == 1:
        return f'"{f}" yEnc ({p}/{P})'
    if st == 2:
        return f'{s} [{i:02d}/{n:02d}] - "{f}" yEnc ({p}/{P})'
    if st == 3:
        return f'{s} - "{f}" ({p}/{P})'
    return f'{s} ({i}/{n})'


TRANSFORMS = [tr_leet, tr_homo, tr_full, tr_spaced, tr_dotted, tr_zw, tr_emoji, tr_caps, tr_mixcase,
              tr_frame, tr_long, tr_scene, tr_yenc, tr_yenc, tr_emoji, tr_homo, tr_zw, tr_scene]


def transform(s):
    s = pick(TRANSFORMS)(s)
    if chance(0.2):
        s = pick([tr_emoji, tr_frame, tr_zw, tr_caps])(s)
    return s


# ---------------------------------------------------------------- junk slot vocabulary
SYL = ["best", "top", "free", "hot", "mega", "ultra", "pro", "vip", "star", "net", "click", "win",
       "cash", "smart", "easy", "fast", "prime", "gold", "lux", "max", "zen", "nova", "flix",
       "stream", "tube", "deal", "shop", "med", "rx", "bet", "play", "coin", "bit", "love", "date",
       "meet", "hd", "movie", "film", "tv", "live", "king", "club", "zone", "hub", "world", "land"]
TLD = [".com", ".net", ".org", ".info", ".biz", ".xyz", ".top", ".ru", ".su", ".cc", ".pw",
       ".online", ".site", ".club", ".click", ".live", ".io", ".me", ".to", ".icu", ".shop",
       ".store", ".cn", ".tk", ".ml", ".in", ".co", ".vip", ".bet", ".fun"]
SHORT = ["bit.ly", "tinyurl.com", "goo.gl", "t.co", "is.gd", "cutt.ly", "rb.gy", "shorturl.at"]
USERS = ["john", "mary", "support", "info", "sales", "admin", "best.deal", "promo", "lucky",
         "agent", "mr.smith", "claims", "helpdesk", "offer", "service", "contact", "dr.james",
         "anna.love", "winner", "office", "manager", "hr.dept", "kate", "alex"]
MAILDOM = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "mail.ru", "proton.me",
           "yandex.ru", "qq.com", "aol.com", "gmx.de", "163.com", "rediffmail.com"]
HANDLEW = ["iptv", "king", "best", "deals", "crypto", "signals", "vip", "official", "support",
           "shop", "plug", "accounts", "premium", "admin", "store", "boss", "trader", "pharma",
           "fixed", "tips", "love", "bot", "pro", "hub", "247", "uk", "usa", "real"]
CITY = ["London", "New York", "Houston", "Toronto", "Sydney", "Manchester", "Chicago", "Dallas",
        "Phoenix", "Berlin", "Paris", "Madrid", "Amsterdam", "Rome", "Moscow", "Lagos", "Dubai",
        "Mumbai", "Manila", "Jakarta", "Miami", "Atlanta", "Melbourne", "Vancouver", "Dublin",
        "Birmingham", "Leeds", "Hamburg", "Lyon", "Seville", "Rotterdam", "Milan", "Kyiv"]
SPAM_MV = ["Dune: Part Two", "Oppenheimer", "Barbie", "Deadpool & Wolverine", "Inside Out 2",
           "Godzilla x Kong: The New Empire", "Kung Fu Panda 4", "Civil War", "The Fall Guy",
           "Furiosa", "Joker: Folie a Deux", "Gladiator II", "Wicked", "Moana 2",
           "Avatar: The Way of Water", "Top Gun: Maverick", "John Wick: Chapter 4", "Fast X",
           "The Super Mario Bros. Movie", "Spider-Man: Across the Spider-Verse", "Wonka",
           "Mission: Impossible - Dead Reckoning", "Aquaman and the Lost Kingdom", "The Marvels",
           "Venom: The Last Dance", "Beetlejuice Beetlejuice", "Twisters", "Alien: Romulus",
           "Despicable Me 4", "Transformers One", "Kingdom of the Planet of the Apes",
           "Bad Boys: Ride or Die", "Captain America: Brave New World", "Sonic the Hedgehog 3",
           "Mufasa: The Lion King", "Thunderbolts", "Minecraft Movie", "Superman", "Mickey 17"]
SPAM_SH = ["House of the Dragon", "The Last of Us", "Stranger Things", "The Boys", "Squid Game",
           "Wednesday", "The Mandalorian", "Euphoria", "Shogun", "Fallout", "Yellowstone", "Reacher",
           "The Rings of Power", "Loki", "The Witcher", "Bridgerton", "Peaky Blinders"]
SPAM_GAME = ["GTA VI", "GTA 6", "Elden Ring", "Cyberpunk 2077", "Call of Duty MW3", "Hogwarts Legacy",
             "Starfield", "FIFA 24", "EA FC 25", "Minecraft", "Black Myth Wukong", "Palworld"]
SPAM_SOFT = ["Windows 11 Pro", "Office 2021", "Photoshop 2024", "IDM", "Avast Premium", "Adobe Acrobat Pro",
             "Kaspersky Total Security", "AutoCAD 2025", "FL Studio", "Wondershare Filmora", "CCleaner Pro"]
CODEC = ["Ultra Codec Pack", "XVid Player Pro", "HD Video Codec", "MKV Player Plus", "SuperCodec",
         "Media Unlocker", "PrivateCodec", "DVDFix Codec", "QuickFlix Player", "Universal HD Decoder",
         "WinMedia Codec Update", "FLV Pro Plugin", "K-Lite Codec Pack Premium"]
SVC = ["Netflix", "Spotify", "Disney+", "HBO Max", "Amazon Prime", "Hulu", "Crunchyroll", "NordVPN",
       "ExpressVPN", "YouTube Premium", "Apple TV+", "Paramount+", "DAZN", "Canva Pro", "ChatGPT Plus",
       "Steam", "Xbox Game Pass", "PlayStation Plus", "Sky Go", "Tidal", "Deezer", "Office 365"]
BANK = ["Chase", "Wells Fargo", "Barclays", "HSBC", "Deutsche Bank", "ING", "BNP Paribas", "Santander",
        "Bank of America", "Lloyds", "Commonwealth Bank", "Sparkasse", "Rabobank", "NatWest", "Citibank"]
COURIER = ["DHL", "UPS", "FedEx", "USPS", "Royal Mail", "PostNL", "La Poste", "Correos", "Hermes", "Evri"]
FIRST = ["James", "Mary", "Ibrahim", "Grace", "Abdul", "Helen", "Joseph", "Amina", "Peter", "Fatima",
         "John", "Susan", "Musa", "Williams", "Chen", "Olga", "Kofi", "Rose", "Michael", "Sarah"]
LAST = ["Okafor", "Williams", "Mensah", "Abubakar", "Johnson", "Smith", "Kamara", "Diallo", "Koroma",
        "Brown", "Nguyen", "Ivanova", "Moreau", "Eze", "Bello", "Taylor", "Adeyemi", "Mbeki"]
TITLEP = ["Dr.", "Mrs.", "Barrister", "Prince", "Mr.", "Engr.", "Sgt.", "Rev.", "Col.", "Ms."]
FNAME = ["Anna", "Katya", "Jessica", "Emily", "Sofia", "Olga", "Maria", "Lena", "Chloe", "Natasha",
         "Mia", "Yuki", "Bella", "Svetlana", "Lisa", "Nadia", "Vika", "Amber"]
COUNTRY = ["Nigeria", "Ghana", "Benin", "Togo", "Burkina Faso", "Sierra Leone", "Ivory Coast", "Syria",
           "Libya", "Ukraine", "Russia", "Philippines", "Thailand", "Colombia", "Brazil", "Senegal"]
LOTTO = ["UK National Lottery", "EuroMillions", "Microsoft Email Lottery", "Google Anniversary Promo",
         "Coca-Cola Award", "Powerball International", "El Gordo Spanish Lottery", "Yahoo Online Draw",
         "Facebook Lottery", "WhatsApp Online Promo", "Euro Jackpot International"]
PRIZE = ["iPhone 15 Pro", "Samsung Galaxy S24", "PS5", "MacBook Air", "$1000 Amazon gift card",
         "Tesla Model 3", "Dyson V15", "Xbox Series X", "$500 Walmart voucher", "iPad Pro", "Rolex"]
CASINO = ["LuckySpin Casino", "Royal Ace Palace", "GoldenJack777", "BetWinner", "SlotMania Club",
          "VegasStar", "Mega888", "1xBet", "Stake", "Casino Royal Flash", "SpinPalace", "JackpotCity VIP"]
TEAM = ["Real Madrid", "Barcelona", "Man United", "Liverpool", "Arsenal", "PSG", "Bayern", "Juventus",
        "Inter", "Chelsea", "Lakers", "Warriors", "Chiefs", "Eagles", "Ajax", "Benfica", "Galatasaray"]
EVENT = ["UFC 300", "Canelo vs Benavidez", "Fury vs Usyk", "WWE WrestleMania 40", "Super Bowl LVIII",
         "Champions League Final", "Paul vs Tyson", "UFC 303", "El Clasico", "F1 Monaco GP"]
COIN = ["BTC", "ETH", "USDT", "SOL", "DOGE", "XRP", "BNB", "SHIB", "PEPE", "TON", "LTC"]
TOK = ["MOONX", "PEPE2", "SAFEAI", "ELONDOGE", "GIGA", "BABYSHIB", "ROCKETINU", "QUANTAI", "FLOKI9",
       "BONKX", "GROKCOIN", "METAPUMP"]
MED = ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Oxycodone", "Adderall", "Ambien",
       "Phentermine", "Ozempic", "Semaglutide", "Modafinil", "Propecia", "Soma", "Kamagra", "Clonazepam"]
BRAND = ["Rolex", "Louis Vuitton", "Gucci", "Omega", "Prada", "Air Jordan", "Ray-Ban", "Hermes",
         "Chanel", "Cartier", "Moncler", "Canada Goose", "Yeezy", "Patek Philippe", "Dior"]
CONSP = ["5G towers", "the vaccines", "the New World Order", "the Illuminati", "HAARP", "the reptilians",
         "weather control", "the Bilderberg group", "chemtrails", "the hollow earth", "mind control",
         "the great reset", "Agenda 21", "the deep state", "fluoride", "the moon landing", "Nibiru"]
VIRUS = ["Good Times", "WobblerX", "Budweiser Frogs screensaver", "iLoveU.vbs", "PENPAL GREETINGS",
         "Hug of Death", "Dancing Hamsters", "Join the Crew", "Black Muslim in the White House"]
NICK = ["Grabber", "LeechKing", "xXposterXx", "Bob", "DrNZB", "Mr_Par2", "TheGhost", "Fred", "NewsHound",
        "Bluebird", "yEncLover", "Anonymous Coward", "oldtimer", "UploadGod", "Captain Spool"]
PROV = ["Newshosting", "Eweka", "Giganews", "Frugal", "UsenetServer", "Easynews", "Blocknews",
        "Newsdemon", "Astraweb", "XSNews", "Supernews", "Thundernews", "Tweaknews", "Usenet.Farm"]
READER = ["SABnzbd", "NZBGet", "Newsbin Pro", "Forte Agent", "Thunderbird", "Grabit", "NewsLeecher",
          "Unison", "Pan", "slrn", "tin", "Xnews", "ngPost", "nyuu", "Newsmangler", "JBinUp"]
PW = ["qwerty123", "dragon2019", "Summer2020!", "iloveyou", "p@ssw0rd", "monkey77", "letmein",
      "football1", "123456789", "Passw0rd!", "sunshine", "shadow12"]
BIBLE = ["John", "Revelation", "Romans", "Matthew", "Isaiah", "Psalms", "Daniel", "Acts", "Luke"]


def domain():
    return pick(SYL) + pick(["", "", "-"]) + pick(SYL) + (str(rint(1, 999)) if chance(0.3) else "") + pick(TLD)


def defang(u):
    k = rint(0, 6)
    if k == 0:
        return u.replace("http", "hxxp").replace(".", "[.]")
    if k == 1:
        return u.replace(".", "(dot)")
    if k == 2:
        return u.replace(".", " dot ")
    if k == 3:
        return u.replace(".", " . ")
    if k == 4:
        return u.replace(".", ",")
    if k == 5:
        return u.replace(".", "[dot]").replace("https://", "").replace("http://", "")
    return u.replace("://", " : // ").replace(".", "。")


def url():
    k = rint(0, 7)
    d = domain()
    if k == 0:
        u = "http://" + d
    elif k == 1:
        u = "https://www." + d
    elif k == 2:
        u = "www." + d
    elif k == 3:
        u = d
    elif k == 4:
        u = "https://" + d + "/" + pick(["free", "go", "watch", "claim", "join", "vip", "ref", "promo"]) + "?id=" + str(rint(100, 99999))
    elif k == 5:
        u = pick(SHORT) + "/" + rstr(ALNUM, rint(5, 8))
    elif k == 6:
        u = "https://" + rstr(LOWALNUM, rint(6, 10)) + "." + d
    else:
        u = d.upper()
    if chance(0.3):
        u = defang(u)
    return u


def phone():
    k = rint(0, 9)
    a, b, c = rint(200, 999), rint(200, 999), rint(1000, 9999)
    if k == 0:
        return f"+1 ({a}) {b}-{c}"
    if k == 1:
        return f"1-800-{b}-{c}".replace("0", "O")
    if k == 2:
        return f"+44 7{rint(100, 999)} {rint(100000, 999999)}"
    if k == 3:
        return " ".join(f"0800{b}{c}")
    if k == 4:
        return f"(+{rint(20, 99)}) {a}.{b}.{c}"
    if k == 5:
        return f"+7-9{rint(10, 99)}-{b}-{rint(10, 99)}-{rint(10, 99)}"
    if k == 6:
        return f"☎ {a} {b} {c}".replace("1", "l")
    if k == 7:
        return f"{a}-{b}-{c}"
    if k == 8:
        return "".join(pick("➀➁➂➃➄➅➆➇➈") for _ in range(10))
    return f"+49 (0) 1{rint(50, 79)} / {rint(1000000, 9999999)}"


def email():
    e = f"{pick(USERS)}{rint(1, 999) if chance(0.6) else ''}@{pick(MAILDOM)}"
    if chance(0.25):
        e = e.replace("@", pick([" [at] ", "(at)", " at ", "＠"])).replace(".", pick([".", " dot ", "[.]"]))
    return e


def handle():
    return pick(HANDLEW) + pick(["_", "", "."]) + pick(HANDLEW) + (str(rint(1, 99)) if chance(0.4) else "")


def tg():
    return pick(["Telegram @", "TG: @", "t.me/", "telegram: ", "✈️ @", "Tele @"]) + handle()


def wa():
    return pick(["WhatsApp ", "WA ", "wa.me/", "Whatsapp: +", "📲 "]) + f"{rint(1, 99)}{rint(100000000, 999999999)}"


def price():
    v = pick([1, 2, 5, 9, 10, 15, 19, 25, 29, 39, 49, 59, 79, 99, 149, 199, 299, 500, 1000])
    c = rint(0, 5)
    cents = pick(["", ".99", ".95", ".00", ".50"])
    if c == 0:
        return f"${v}{cents}"
    if c == 1:
        return f"€{v}{cents}"
    if c == 2:
        return f"£{v}{cents}"
    if c == 3:
        return f"{v}{cents} USD"
    if c == 4:
        return f"{v} EUR"
    return f"${v}/mo"


def amount():
    k = rint(0, 5)
    m = rint(1, 48)
    if k == 0:
        return f"US${m}.{rint(1, 9)} Million"
    if k == 1:
        return f"${m},{rint(100, 999)},000.00"
    if k == 2:
        return f"EUR {m},{rint(100, 950)},000"
    if k == 3:
        return f"£{m}.{rint(1, 9)}M"
    if k == 4:
        return f"USD {m},500,000.00"
    return f"{m} million dollars"


def btc():
    if chance(0.5):
        return "bc1q" + rstr("023456789acdefghjklmnpqrstuvwxyz", 38)
    return "1" + rstr(B58, 33)


def ref():
    return pick([f"UK/{rint(1000, 9999)}X{rint(1, 9)}/{rint(10, 99)}", f"EML-{rint(1000, 9999)}-{rint(1000, 9999)}",
                 f"GPL/{rint(10000, 99999)}/{rint(2019, 2025)}", f"#{rint(100000, 999999)}",
                 f"{rstr('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{rint(100, 999)}-{rint(10, 99)}"])


def bignum():
    return pick([f"{rint(1, 500) * 100:,}", f"{rint(1, 99)}k", f"{rint(1, 9)}M", str(rint(1000, 100000)),
                 f"{rint(1, 99)}.000"])


SLOTS = {
    "d": domain, "u": url, "ph": phone, "email": email, "tg": tg, "wa": wa, "p": price, "amt": amount,
    "btc": btc, "REF": ref, "N": bignum, "n": lambda: str(rint(2, 99)), "n1": lambda: str(rint(1, 9)),
    "n2": lambda: str(rint(1, 24)), "pct": lambda: f"{pick([10, 15, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 95, 200, 300])}%",
    "yr": lambda: str(rint(2019, 2025)), "mv": lambda: pick(SPAM_MV), "sh": lambda: pick(SPAM_SH),
    "game": lambda: pick(SPAM_GAME), "soft": lambda: pick(SPAM_SOFT), "codec": lambda: pick(CODEC),
    "ver": lambda: f"{rint(1, 12)}.{rint(0, 9)}.{rint(0, 99)}", "svc": lambda: pick(SVC),
    "bank": lambda: pick(BANK), "courier": lambda: pick(COURIER),
    "name": lambda: f"{pick(TITLEP)} {pick(FIRST)} {pick(LAST)}", "fname": lambda: pick(FNAME),
    "age": lambda: str(rint(19, 38)), "co": lambda: pick(COUNTRY), "lotto": lambda: pick(LOTTO),
    "prize": lambda: pick(PRIZE), "casino": lambda: pick(CASINO), "team": lambda: pick(TEAM),
    "event": lambda: pick(EVENT), "coin": lambda: pick(COIN), "tok": lambda: "$" + pick(TOK),
    "med": lambda: pick(MED), "brand": lambda: pick(BRAND), "consp": lambda: pick(CONSP),
    "vir": lambda: pick(VIRUS), "nick": lambda: pick(NICK), "prov": lambda: pick(PROV),
    "reader": lambda: pick(READER), "pw": lambda: pick(PW), "city": lambda: pick(CITY),
    "bk": lambda: pick(BIBLE), "c": lambda: str(rint(1, 22)), "v": lambda: str(rint(1, 40)),
    "ch": lambda: pick(["12000", "18,000+", "20K", "35000", "9000+", "40.000", "25000+", "60K"]),
    "date": lambda: "%04d-%02d-%02d" % rdate(2022, 2025), "em": lambda: pick(EMOJI),
    "hex": lambda: rhex(rint(6, 12)),
}


def fill_slots(t):
    return re.sub(r"\{(\w+)\}", lambda m: SLOTS[m.group(1)](), t)


# ---------------------------------------------------------------- rows
SEEN = {}
ROWS = []
BAD = re.compile(r"[\t\r\n\x00\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


def add(label, fam, title, group):
    title = BAD.sub(" ", title)
    title = re.sub(r" {2,}", " ", title).strip()
    if not title or title in SEEN:
        return False
    SEEN[title] = 1
    ROWS.append((label, fam, title, group))
    return True


def fill(label, fam, target, fn):
    got = tries = 0
    while got < target and tries < target * 80:
        tries += 1
        t, g = fn()
        if add(label, fam, t, g):
            got += 1
    return got


JG = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.teevee",
      "alt.binaries.movies.divx", "alt.binaries.hdtv", "alt.binaries.pictures", "alt.binaries.sounds.mp3",
      "alt.binaries.e-book", "alt.binaries.dvd", "alt.binaries.mom", "alt.binaries.cores", "alt.binaries.warez",
      "alt.binaries.games", "alt.binaries.anime", "alt.binaries.moovee", "alt.binaries.hdtv.x264",
      "alt.binaries.x264", "alt.binaries.iso", "alt.binaries.sounds.flac", "alt.binaries.movies"]
JTEXT = ["alt.free.newsservers", "alt.comp.freeware", "news.admin.net-abuse.usenet", "alt.usenet.offline-reader",
         "news.software.readers", "alt.binaries.boneless", "alt.binaries.multimedia"]
JMOV = ["alt.binaries.movies.divx", "alt.binaries.moovee", "alt.binaries.movies", "alt.binaries.hdtv.x264",
        "alt.binaries.multimedia", "alt.binaries.teevee", "alt.binaries.dvd", "alt.binaries.boneless"]
JSOFT = ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.games", "alt.binaries.iso",
         "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.boneless"]
JTEST = ["alt.binaries.test", "alt.binaries.test.yenc", "alt.test", "misc.test", "alt.binaries.boneless",
         "alt.binaries.test", "alt.binaries.misc"]
JCHAT = ["alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.sounds.flac", "alt.binaries.e-book",
         "alt.binaries.multimedia", "alt.binaries.anime", "alt.binaries.sounds.mp3", "alt.binaries.pictures.comics.dcp",
         "alt.binaries.sounds.mp3.complete_cd", "news.software.readers", "alt.binaries.cd.image", "alt.binaries.nl"]

JUNK = []


def junk(intent, target, eng, foreign, groups=JG, p_tr=0.32, p_for=0.15):
    JUNK.append((intent, target, eng, foreign, groups, p_tr, p_for))


def gen_from(src):
    if callable(src):
        return src()
    return fill_slots(pick(src))


junk("seo_services", 34, [
    "Rank #1 on Google in {n} days - guaranteed SEO - {u}",
    "Buy {N} high DA backlinks for only {p} | {u}",
    "Cheap SEO services, PBN links, guest posts - contact {email}",
    "Get {N} real Instagram followers instantly {u}",
    "YouTube views / likes / subscribers cheapest panel {u}",
    "SMM PANEL - TikTok followers from {p} per 1000 - {tg}",
    "Website traffic {N} visitors/day targeted {p} {u}",
    "We build niche edits and DA{n} backlinks - {email}",
    "Local SEO Google Maps citations {n}+ white hat {u}",
    "Boost your Alexa rank today!!! {u}",
    "GSA SER verified link lists updated daily {u}",
    "Need more customers? Email list {N} verified B2B contacts {p}",
    "Bulk email sending server / SMTP for mailing {tg}",
    "Professional web design from {p} - WordPress - Shopify - {u}",
    "{N} Google reviews 5 star for your business {p} {wa}",
], [
    "Google Platz 1 garantiert - SEO Agentur {u}",
    "Référencement naturel pas cher, {N} backlinks de qualité {u}",
    "Posicionamiento web SEO barato - primera página de Google {u}",
    "Продвижение сайтов в ТОП Яндекса и Google {u} {tg}",
    "Seguidores reais no Instagram a partir de {p} - {u}",
    "网站SEO优化 快速排名 首页保证 {u} 微信 {n}{n}{n}",
    "Jasa SEO murah halaman 1 Google {u} {wa}",
])

junk("trade_ads", 34, [
    "{city} plumber 24/7 emergency call {ph}",
    "Cheap movers {city} - free estimate - {ph}",
    "Roof repair and gutter cleaning {city} {ph} {u}",
    "Essay writing service - plagiarism free - {p}/page {u}",
    "Custom T-shirt printing wholesale from {p} {email}",
    "Locksmith {city} 15 min response {ph}",
    "Solar panels for your home - zero down - call {ph}",
    "Carpet cleaning special {pct} off this week {ph}",
    "Professional translation services {n} languages {u}",
    "Wholesale LED lights factory direct from China {email}",
    "Buy used cars no credit check {city} {u}",
    "Wedding photographer {city} - book now {pct} off {u}",
    "Dissertation help / homework done by experts {u}",
    "Garage doors repair and install {city} {ph}",
    "Lose {n} lbs in {n} days - keto plan {u}",
    "Cheap flights and hotels to {city} - {pct} off {u}",
], [
    "Umzugsfirma {city} günstig - Festpreis - {ph}",
    "Plombier pas cher {city} dépannage 24h/24 {ph}",
    "Fontanero urgente {city} 24 horas {ph}",
    "Грузоперевозки и переезды недорого {ph}",
    "Idraulico {city} pronto intervento {ph}",
    "Loodgieter {city} 24/7 spoedservice {ph}",
])

junk("usenet_reseller", 28, [
    "Cheap usenet access {p}/year unlimited - {n}00 days retention - {u}",
    "Selling indexer invites NZBgeek / DrunkenSlug / NZBPlanet - {tg}",
    "Unlimited {prov} accounts {p} lifetime PM {email}",
    "BLOCK ACCOUNT {N} GB for {p} !!! {u}",
    "Best usenet provider {yr} review -> {u}",
    "Get {pct} off Usenet + free VPN -> {u}",
    "Lifetime usenet deal - {n} connections - SSL - only {p} {u}",
    "Buying/selling indexer API keys, contact {tg}",
    "Free usenet trial {n} GB no credit card {u}",
    "nzb index invite giveaway - first {n} to reply at {u}",
    "{prov} reseller - {p} for 12 months - {wa}",
], [
    "Usenet Zugang günstig {p} im Jahr - {u}",
    "Goedkoop usenet abonnement {p} per maand {u}",
    "Accès Usenet illimité pas cher {u}",
    "Продаю инвайты на NZB индексеры {tg}",
])

junk("advance_fee", 32, [
    "URGENT BUSINESS PROPOSAL FROM {name}",
    "Dear Friend, I am {name}, manager of {bank}, I need your assistance to transfer {amt}",
    "Compensation payment of {amt} approved in your favour",
    "Inheritance claim {amt} - next of kin - reply {email}",
    "{name}: unclaimed deposit of {amt}",
    "CONFIDENTIAL: {amt} consignment box awaiting delivery",
    "From the desk of {name}, {co} ministry of finance",
    "Please I need your help to move {amt} out of {co}",
    "Widow seeking trustworthy partner for {amt} charity project",
    "ATM card worth {amt} ready for dispatch contact {email}",
    "Re: Your fund {amt} - {name}",
    "Greetings in the name of God, I am {name} from {co}",
], [
    "Proposition d'affaires urgente - {amt} - {email}",
    "Hola querido amigo, necesito su ayuda para transferir {amt}",
    "Sehr geehrter Freund, Erbschaft von {amt} wartet auf Sie",
    "Gentile amico, eredità di {amt} non reclamata {email}",
    "Caro amigo, herança de {amt} aguardando {email}",
])

junk("lottery_prize", 28, [
    "CONGRATULATIONS!!! You have won {amt} in the {lotto}",
    "Your email address won {amt} - claim ref {REF}",
    "WINNER NOTIFICATION - {lotto} - batch {REF}",
    "You are our {N}th visitor! Claim your {prize} now {u}",
    "Free {prize} giveaway - click to claim {u}",
    "Final notice: unclaimed prize {amt} expires {date}",
    "Spin the wheel and win a {prize} {u}",
    "Lucky draw result: ticket {REF} won {amt}",
    "{lotto} {yr} - you are selected winner - {email}",
], [
    "GEFELICITEERD! U heeft {amt} gewonnen - {u}",
    "Félicitations ! Vous avez gagné un {prize} {u}",
    "¡Felicidades! Ganaste {amt} en la lotería {lotto}",
    "Поздравляем! Вы выиграли {prize} {u}",
    "Parabéns! Você ganhou {amt} - resgate em {u}",
    "Herzlichen Glückwunsch! Sie haben ein {prize} gewonnen {u}",
])

junk("phishing", 32, [
    "Your {svc} account has been suspended - verify now {u}",
    "Security alert: unusual sign-in to your {svc} account {u}",
    "{bank} online banking: confirm your details {u}",
    "PayPal: your payment of {p} is on hold, login to release {u}",
    "Your mailbox is full - upgrade quota here {u}",
    "Apple ID locked - unlock at {u}",
    "Package delivery failed - reschedule {u} ({courier})",
    "Your {prov} subscription expired - renew now to keep your account {u}",
    "Action required: update billing information for {svc} {u}",
    "Invoice #{n}{n}{n} attached - open to view {u}",
    "Tax refund of {p} pending - submit form {u}",
    "{courier}: parcel held at customs, pay {p} fee {u}",
], [
    "Ihr Konto wurde gesperrt - bitte bestätigen Sie {u}",
    "Votre colis n'a pas pu être livré, confirmez {u}",
    "Su cuenta de {bank} ha sido bloqueada {u}",
    "Il tuo account {svc} è stato sospeso {u}",
    "Uw pakket kon niet worden bezorgd {u}",
    "Ваш аккаунт {svc} заблокирован, подтвердите данные {u}",
])

junk("malware_fake_release", 36, [
    "{mv} ({yr}) 1080p BluRay x264.exe",
    "{mv}.{yr}.720p.WEBRip.x264.mkv.exe",
    "{mv} {yr} FULL MOVIE HD - password at {u}",
    "{mv} {yr} 1080p - Password protected, get pass from {u}",
    "{mv} DVDSCR [codec included] setup.exe",
    "{sh} S0{n1}E0{n1} 720p HDTV - extract with password from {u}",
    "{mv}.{yr}.CAM.XViD.avi.lnk",
    "{game} Crack + Keygen FULL {yr} working 100%",
    "{soft} keygen serial activator {yr} [no virus!!!]",
    "{mv} {yr} HDRip [read txt for unlock code]",
    "{mv} {yr} 4K UHD.zip (open install.bat)",
    "[1/1] - \"{mv} {yr} 1080p.mp4.exe\" yEnc (1/3)",
    "{game} - FULL PC GAME + ALL DLC - run Setup.exe as admin",
    "{sh} Season {n1} COMPLETE - unlock key at {u}",
], [
    "{mv} {yr} GANZER FILM DEUTSCH HD - Passwort auf {u}",
    "{mv} {yr} FILM COMPLET VF - mot de passe sur {u}",
    "{mv} {yr} PELICULA COMPLETA ESPAÑOL LATINO .exe",
    "{mv} {yr} полный фильм скачать без регистрации .exe",
    "{mv} {yr} FILME COMPLETO DUBLADO - senha em {u}",
], JMOV + JSOFT)

junk("malware_codec", 28, [
    "Required codec for {mv}: download {u}",
    "Cannot play? Install {codec} from {u}",
    "{codec} v{ver} - needed to watch all new releases",
    "Video player required to open this file - {u}",
    "DivX Pro codec pack FREE full version {u}",
    "New media player with all codecs - {u} - no registration",
    "To view {mv} you need the {codec}: {u}",
    "Flash Player update required {u}",
    "{codec} PLUS - plays .mkv .avi .mp4 FREE - {u}",
    "[READ] this release needs {codec} {ver} to play",
], [
    "Codec für {mv} herunterladen {u}",
    "Codec nécessaire pour lire la vidéo {u}",
    "Descargar codec gratis para ver {mv} {u}",
    "Кодек для просмотра {mv} скачать {u}",
], JMOV)

junk("fake_streaming", 36, [
    "Watch {mv} ({yr}) Online Free Full Movie HD",
    "{mv} {yr} FULL MOVIE ONLINE STREAM 123movies",
    "[WATCH] {mv} ({yr}) Full Movie Free Online Putlocker",
    "{sh} Season {n1} Episode {n2} streaming free {u}",
    "LIVE STREAM {team} vs {team} free HD {u}",
    "{mv} {yr} full movie download HD 720p free no sign up {u}",
    "Watch {mv} ({yr}) Full Movie Online Free [Dailymotion]",
    "!!WATCH!! {mv} {yr} Full Movie Online Free Streaming 4K",
    "{mv} - HD stream - {u} - no ads",
    "FREE PPV: {event} live stream link {u}",
    "{event} LIVE FREE reddit stream {u}",
    "{sh} S0{n1}E0{n1} watch online free full episode",
], [
    "{mv} ({yr}) Ganzer Film Deutsch Stream kostenlos {u}",
    "Regarder {mv} ({yr}) film complet en streaming VF gratuit",
    "Ver {mv} ({yr}) Película Completa Online Gratis Español Latino",
    "{mv} ({yr}) смотреть онлайн бесплатно в хорошем качестве",
    "Assistir {mv} ({yr}) Filme Completo Dublado Online",
    "{mv} ({yr}) Film Completo Streaming ITA Gratis",
    "Nonton {mv} ({yr}) Sub Indo Full Movie",
    "{mv} 完整版 在线观看 高清 免费",
], JMOV)

junk("account_selling", 30, [
    "Selling {svc} premium accounts {p} lifetime - {tg}",
    "{svc} 4K UHD account 1 year only {p} - PM {email}",
    "Fresh {svc} accounts + combolist {N} lines HQ",
    "Cracked {svc} accounts with capture [{yr}] {u}",
    "Spotify Premium + Netflix + Disney+ bundle {p} {tg}",
    "Buy verified PayPal / Gmail / Facebook accounts bulk {u}",
    "{svc} gift card generator working {yr}",
    "{N}x {svc} hits - fresh checker - {u}",
    "Shared {svc} family slot {p}/month {wa}",
], [
    "Venta de cuentas {svc} premium {p} - {tg}",
    "Продаю аккаунты {svc} премиум дешево {tg}",
    "Contas {svc} premium baratas - {wa}",
    "Comptes {svc} premium à vie {p} {tg}",
])

junk("iptv_selling", 34, [
    "IPTV {ch} channels + VOD - free {n}h trial - {u}",
    "BEST IPTV SUBSCRIPTION {yr} - {ch} LIVE CHANNELS - 4K - {tg}",
    "IPTV reseller panel credits cheap {p} {wa}",
    "m3u playlist premium UK/US/CA sports {u}",
    "Premium IPTV no buffering - Firestick / Smart TV / MAG - {u}",
    "IPTV {p} a month - all sports PPV included - {wa}",
    "Stable IPTV server - anti freeze - {ch} channels {tg}",
    "Xtream codes IPTV {n} months {p} {email}",
    "Watch {event} on our IPTV - {ch} channels - {u}",
], [
    "IPTV Abo günstig {ch} Sender + Sky Bundesliga {u}",
    "Abonnement IPTV {n} mois {p} - {ch} chaînes {wa}",
    "Lista IPTV premium España {p} - {tg}",
    "IPTV abonnement {p} - alle Nederlandse zenders {wa}",
    "IPTV Italia abbonamento {p} {tg}",
    "IPTV 4K 12 bulan murah {wa}",
])

junk("vpn_proxy_selling", 24, [
    "Fast VPN {pct} off - unblock everything - {u}",
    "Residential proxies {N} IPs rotating {p}/GB {u}",
    "Private SOCKS5 proxies cheapest {tg}",
    "Lifetime VPN deal {p} no logs {u}",
    "Hide your downloads! Usenet VPN {p} {u}",
    "Buy RDP / VPS with admin access {p} {tg}",
    "Free VPN premium keys {yr} working {u}",
], [
    "VPN günstig lebenslang {p} {u}",
    "Proxy SOCKS5 pas cher {tg}",
    "Купить прокси IPv4 дешево {u}",
])

junk("dating_adult", 34, [
    "Lonely {age}yo girl in {city} wants to chat {u}",
    "Hot singles in your area - meet tonight {u}",
    "{fname} ({age}) sent you a private message - read it {u}",
    "Looking for serious relationship, beautiful {co} women {u}",
    "Married but bored? discreet dating {u}",
    "Meet Russian brides - free signup {u}",
    "My photos are here, add me on {tg}",
    "Sexy webcam girls live now FREE {u}",
    "Hi dear, I saw your post, write me {email}",
    "{fname}, {age}, {city} - looking for fun tonight",
    "{fname} wants to meet you! {em} {u}",
], [
    "Singles aus deiner Nähe warten auf dich {u}",
    "Rencontre coquine près de chez vous {u}",
    "Chicas solteras cerca de ti {u}",
    "Одинокие девушки хотят познакомиться {u}",
    "Ragazze sole nella tua città {u}",
    "Gadis cantik mau kenalan {wa}",
])

junk("gambling", 32, [
    "{casino} - {pct} bonus up to {p} + {n} free spins",
    "Online casino no deposit bonus {yr} {u}",
    "Best betting tips 100% fixed matches {tg}",
    "Win big at slots - jackpot {amt} - {u}",
    "Sports betting welcome offer: bet {p} get {p} {u}",
    "Fixed match {team} vs {team} sure odds {n1}.{n}0 {wa}",
    "Crypto casino - instant withdrawals - {u}",
    "Poker freeroll password today {u}",
    "Aviator predictor hack {yr} {tg}",
], [
    "Casino Bonus ohne Einzahlung {yr} {u}",
    "Pronostic foot sûr à 100% {tg}",
    "Apuestas deportivas bono {p} {u}",
    "Situs slot gacor hari ini maxwin {u}",
    "Онлайн казино бонус без депозита {u}",
    "Scommesse sicure partite truccate {tg}",
    "Jogo do tigrinho plataforma nova pagando {u}",
    "线上赌场 百家乐 注册送{n}元 {u}",
])

junk("crypto_scam", 34, [
    "{coin} giveaway - send {n1} {coin} get {n2} back - {u}",
    "Earn {pct} daily with AI trading bot {u}",
    "New token {tok} launching - 1000x gem presale {tg}",
    "Bitcoin doubler legit {yr} {u}",
    "Recover lost crypto - hacker for hire {email}",
    "Free {coin} airdrop claim now {u}",
    "Elon Musk {coin} giveaway LIVE {u}",
    "Cloud mining contract {pct} ROI {u}",
    "Pump signal group - next coin {tok} {tg}",
    "USDT flash software for sale {tg}",
    "Send {coin} to {btc} and receive double",
], [
    "Verdiene {p} am Tag mit Bitcoin - {u}",
    "Gagnez {pct} par jour avec le trading crypto {u}",
    "Gana dinero con Bitcoin desde casa {u}",
    "Заработок на криптовалюте {pct} в день {tg}",
    "Ganhe {p} por dia com criptomoedas {wa}",
    "比特币 投资 日赚{pct} {u}",
])

junk("pharmacy", 34, [
    "Buy {med} online without prescription {p} per pill",
    "Cheap {med} {n}mg - overnight delivery {u}",
    "{med} generic - {pct} off - discreet shipping",
    "Canadian pharmacy - {med}, {med} - {u}",
    "Lose weight fast with {med} - no Rx needed {u}",
    "Men's health: {med} + {med} trial pack {p}",
    "Order {med} {n}mg now, pay with Bitcoin {u}",
    "Best price {med} - FDA approved - {u}",
    "{med} {med} {med} {med} cheap cheap {u}",
], [
    "{med} kaufen ohne Rezept {u}",
    "Acheter {med} sans ordonnance {u}",
    "Comprar {med} sin receta {u}",
    "Купить {med} без рецепта {u}",
    "{med} senza ricetta {u}",
])

junk("replica_counterfeit", 26, [
    "Replica {brand} watches AAA quality {p} {u}",
    "{brand} bags factory outlet {pct} off {u}",
    "Fake passports, ID cards, driver licenses - {tg}",
    "Counterfeit money for sale, undetectable notes {email}",
    "Cheap {brand} sneakers wholesale {wa}",
    "Buy real registered documents {tg}",
    "{brand} sunglasses {p} clearance {u}",
], [
    "Replik {brand} Uhren günstig {u}",
    "Réplique montres {brand} {u}",
    "Relojes {brand} réplica {u}",
    "高仿{brand} 手表 {u}",
])

junk("work_from_home", 28, [
    "Make {p} a day working from home - no experience {u}",
    "I quit my job and now earn {p}/week - here's how {u}",
    "Join our team - passive income - {u}",
    "Get paid to read emails {p} each {u}",
    "Earn money posting on usenet {p}/hour!!! {email}",
    "Home based business opportunity - be your own boss {u}",
    "Secret method makes {p} per day on autopilot {u}",
    "Data entry jobs online - weekly pay {tg}",
    "FREE ebook: how I made {amt} with affiliate marketing {u}",
], [
    "Geld verdienen von zu Hause {p} am Tag {u}",
    "Gagner de l'argent facilement depuis chez vous {u}",
    "Trabaja desde casa y gana {p} diarios {wa}",
    "Заработок в интернете без вложений {p} в день {tg}",
    "Ganhe dinheiro em casa trabalhando {n1} horas por dia {wa}",
    "Kerja dari rumah gaji {p} per hari {wa}",
])

junk("loans_debt", 26, [
    "Instant loan approval - bad credit OK - {u}",
    "Payday loans up to {p} same day {ph}",
    "Consolidate your debt, lower payments {pct} {u}",
    "Need cash fast? Loan offer at {n1}% interest {email}",
    "Private lender offering loans worldwide {email}",
    "Credit repair - remove negative items {ph}",
    "Personal loans {p} - {p}, no credit check {u}",
], [
    "Kredit ohne Schufa sofort {u}",
    "Prêt entre particuliers sérieux et rapide {email}",
    "Préstamo rápido sin aval {wa}",
    "Займ на карту без отказа {u}",
    "Prestito veloce senza busta paga {email}",
    "Pinjaman online cepat cair {wa}",
])

junk("proselytising", 28, [
    "Jesus loves you - repent and be saved",
    "{bk} {c}:{v} - read it before it is too late",
    "The end is near - read {bk} {c}:{v}",
    "Have you accepted Christ as your saviour?",
    "Free Bible study online {u}",
    "Allah is the one true God - learn about Islam {u}",
    "Salvation is a free gift - {u}",
    "Read the truth about eternity {u}",
    "Pray for {co}",
    "God sees everything you download",
    "Turn to the Lord before it's too late",
    "JESUS IS COMING SOON - ARE YOU READY?",
    "Where will you spend eternity? {u}",
], [
    "Gott liebt dich - Johannes 3:16",
    "Dieu t'aime - repentez-vous {u}",
    "Dios te ama, arrepiéntete {u}",
    "Иисус любит тебя - покайся",
    "Deus te ama - aceite Jesus",
    "Tuhan Yesus memberkati {u}",
    "イエス・キリストはあなたを愛しています",
], JG + JTEXT)

junk("conspiracy_flood", 30, [
    "THE TRUTH ABOUT {consp} THEY DON'T WANT YOU TO KNOW",
    "WAKE UP SHEEPLE - {consp}",
    "{consp} - PROOF - share before deleted",
    "Chemtrails over {city} today - look up!",
    "The moon landing was faked - watch {u}",
    "Flat earth proof #{n}",
    "{consp} exposed by insider whistleblower",
    "Banned video: {consp} {u}",
    "They are poisoning the water. {consp}",
    "{N} doctors confirm {consp}",
    "Re: {consp} is real and you know it",
], [
    "DIE WAHRHEIT über {consp} - teilen!!!",
    "LA VÉRITÉ SUR {consp} - réveillez-vous",
    "LA VERDAD sobre {consp} - despierta",
    "ПРАВДА о {consp} - проснитесь",
], JG + JTEXT)

junk("chain_letter", 24, [
    "Forward this to {n} people or face {n1} years of bad luck",
    "FW: FW: FW: this is not a joke, read it!!!",
    "Please repost this in {n} groups - it really works",
    "Little girl needs your help - each repost = {p} donation",
    "Microsoft will pay you {p} for every forward",
    "Make money fast - send {p} to the 5 names on this list",
    "Warning: new virus {vir} - tell everyone",
    "Copy this post to {n} newsgroups and your wish comes true",
    "DO NOT BREAK THIS CHAIN - {n} lucky days",
    "MAKE.MONEY.FAST - it works, read all of it",
], [
    "Kettenbrief: an {n} Leute weiterleiten!!!",
    "Chaîne à envoyer à {n} personnes sinon malheur",
    "Cadena: reenvía a {n} amigos o tendrás mala suerte",
    "Письмо счастья - перешли {n} друзьям",
], JG + JTEXT)

junk("extortion", 24, [
    "I have recorded you - pay {p} in Bitcoin within 48 hours",
    "Your password is {pw} - I know everything",
    "Final warning: your device was hacked",
    "I have access to your account {email}, read carefully",
    "Send 0.{n} BTC to {btc} or video goes public",
    "Hacker who has access to your operating system",
    "Your usenet history will be sent to your contacts",
    "Payment required to avoid publication - wallet {btc}",
    "{pw} is your password. Pay {p} or else",
], [
    "Ich habe Ihr Gerät gehackt - zahlen Sie {p} in Bitcoin",
    "J'ai piraté votre appareil - paiement de {p} en BTC",
    "Hackeé tu dispositivo - paga {p} en Bitcoin",
    "Я взломал ваше устройство - заплатите {p}",
])

KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "asdfghjkl;", "qwertzuiop"]
KB_FOREIGN = ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю", "azertyuiop", "qsdfghjklm", "ασδφγηξκλ",
              "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅋㅋㅋㅋㅋ", "あああああ", "っっっっ", "ｗｗｗｗｗ", "啊啊啊啊", "öäüöäü"]


def mash_from(rows):
    k = rint(0, 5)
    row = pick(rows)
    if k == 0:
        i = rint(0, max(0, len(row) - 3))
        frag = row[i:i + rint(3, 6)]
        return frag * rint(2, 4)
    if k == 1:
        r2 = pick(rows)
        return "".join(pick(row + r2) for _ in range(rint(5, 18)))
    if k == 2:
        return " ".join("".join(pick(pick(rows)) for _ in range(rint(3, 7))) for _ in range(rint(2, 4)))
    if k == 3:
        return pick(row) * rint(6, 20)
    if k == 4:
        s = "".join(pick(row) for _ in range(rint(6, 14)))
        return s.upper() if chance(0.4) else s
    i = rint(0, max(0, len(row) - 4))
    return row[i:] + row[:i] + pick(["", "!!", "??", ";;", "..."])


junk("keyboard_mash", 30, lambda: mash_from(KB_ROWS), lambda: mash_from(KB_FOREIGN), JG + JTEST, p_tr=0.2)

NOISE_CH = ["._-=~*#!?+^|/\\<>", "▒░▓█", "•·°¤", "═╬║╗╝", "♪♫♬", "∑∆∂∫", "⠿⠶⠛⠒", ".,;:", "()[]{}"]
NOISE_FIXED = ["(no subject)", "<no subject>", "Untitled", "(none)", "New Message", "no subject", "[none]",
               "...", "?", "-", ".", ":)", ";-)", "xD", "ok", "hmm", "lol", "0", "x", "a", "k", "??", "!",
               "re:", "Re:", "Re: ", "fwd:", "null", "undefined", "NaN", "None", "%s", "$subject", "{title}",
               "[object Object]", "subject", "<blank>", "TITLE", "asd", "..?", "#", "*"]
NOISE_FOREIGN = ["无标题", "без темы", "kein Betreff", "sans objet", "sin asunto", "無題", "제목 없음",
                 "(geen onderwerp)", "senza oggetto", "bez tematu", "konusuz", "(sem assunto)"]


def noise():
    k = rint(0, 4)
    if k == 0:
        return pick(NOISE_FIXED)
    if k == 1:
        c = pick(NOISE_CH)
        return pick(c) * rint(2, 30)
    if k == 2:
        c = pick(NOISE_CH)
        return "".join(pick(c) for _ in range(rint(3, 16)))
    if k == 3:
        return pick(NOISE_FIXED) + " " + pick(NOISE_FIXED)
    return "".join(pick(pick(NOISE_CH)) for _ in range(rint(2, 12)))


def noise_foreign():
    s = pick(NOISE_FOREIGN)
    return s if chance(0.5) else s + " " + pick(NOISE_FIXED)


junk("random_noise", 28, noise, noise_foreign, JG + JTEST, p_tr=0.05)

SALAD_EN = ["bookcase", "lantern", "obvious", "fairly", "telescope", "grumble", "orchard", "velvet", "quietly",
            "seventeen", "harbor", "nominal", "pickle", "gravity", "thunder", "custard", "melody", "blanket",
            "furthermore", "ladder", "cobalt", "whisper", "parsnip", "eleven", "cathedral", "monsoon",
            "purple", "anyway", "tractor", "sincerely", "umbrella", "marble", "vintage", "oblong", "sparrow",
            "ribbon", "decimal", "nostril", "juniper", "corridor", "basin", "fiddle", "hazard", "lemon",
            "pension", "walrus", "sleeve", "tangible", "yonder", "zeppelin", "quarrel", "biscuit", "ferment",
            "glacier", "heron", "inkwell", "jostle", "kettle", "lumber", "mitten", "nectar", "oyster",
            "pebble", "quiver", "rascal", "saddle", "thimble", "upward", "vortex", "wander", "yeast"]
SALAD_FOREIGN = [["Tisch", "Wolke", "langsam", "Schrank", "gestern", "Apfel", "Brücke", "dunkel", "Fenster",
                  "obwohl", "Kartoffel", "Zeitung", "leise", "Himmel"],
                 ["mesa", "nube", "despacio", "armario", "ayer", "manzana", "puente", "oscuro", "ventana",
                  "aunque", "patata", "periódico", "cielo"],
                 ["стол", "облако", "медленно", "шкаф", "вчера", "яблоко", "мост", "тёмный", "окно",
                  "хотя", "картошка", "газета", "небо"],
                 ["table", "nuage", "lentement", "armoire", "hier", "pomme", "pont", "sombre", "fenêtre",
                  "pourtant", "journal", "ciel"]]


def salad():
    w = [pick(SALAD_EN) for _ in range(rint(3, 12))]
    s = " ".join(w)
    k = rint(0, 4)
    if k == 0:
        s = s.capitalize() + "."
    elif k == 1:
        s = s.title()
    elif k == 2:
        s = s + " " + fill_slots("{u}")
    return s


def salad_foreign():
    lst = pick(SALAD_FOREIGN)
    return " ".join(pick(lst) for _ in range(rint(3, 10)))


junk("word_salad", 28, salad, salad_foreign, JG, p_tr=0.2)

OLD = ["Newzbin", "Binsearch v1", "Free Agent", "PowerPost", "the UUE days", "NZBMatrix", "Nzbs.org",
       "Usenet-Replayer", "the .d groups", "Outlook Express", "Supernews unlimited", "Xnews"]
junk("offtopic_chatter", 32, [
    "Anyone else having trouble with {prov} today?",
    "Re: where did all the {sh} posts go?",
    "Why is everything obfuscated now?",
    "Thanks to all the posters, you guys rock",
    "OT: what's your favourite newsreader?",
    "Is this group dead?",
    "Re: Re: Re: missing blocks on {prov}",
    "Happy new year to all posters {yr}",
    "RIP {nick}, you will be missed",
    "Re: {reader} vs {reader}, which is better?",
    "My cat just knocked over my NAS lol",
    "Weather in {city} is terrible today",
    "Re: Politics again, please take it elsewhere",
    "Anyone watching the {team} game tonight?",
    "Re: OT: coffee or tea",
    "Does anybody still use dial-up?",
    "Re: who is still here from the 90s",
    "Re: thanks!",
    "Good morning from {city}",
    "Re: hello? anyone?",
    "I miss the old days of Usenet",
    "Re: Why do people post without pars",
    "Re: {nick} where are you",
    "{prov} or {prov} for retention?",
], [
    "Hallo zusammen, ist diese Gruppe noch aktiv?",
    "Bonjour à tous, quelqu'un connaît un bon fournisseur ?",
    "Alguien sabe por qué no bajan los archivos?",
    "Всем привет! Кто тут ещё остался?",
    "Hoi allemaal, weet iemand waarom alles incompleet is?",
    "Ciao a tutti, qualcuno ha problemi con {prov}?",
    "Re: Danke für die Uploads!",
    "Re: merci beaucoup {nick}",
], JCHAT, p_tr=0.15)
SLOTS["old"] = lambda: pick(OLD)
JUNK[-1][2].append("Who remembers {old}?")
JUNK[-1][2].append("Re: anyone remember {old}?")

TEST_BASE = ["test", "test please ignore", "TEST", "testing 1 2 3", "test - do not download", "ignore - test",
             "just testing", "test.txt", "abc test 123", "test again", "tst", "testing, ignore", "Test",
             "TEST POST", "t e s t", "test test test", "please ignore this test", "yEnc test"]


def testpost():
    k = rint(0, 6)
    b = pick(TEST_BASE)
    if k == 0:
        return b
    if k == 1:
        return f"{b} {rint(1, 999)}"
    if k == 2:
        return f"Test post from {pick(READER)} {rint(0, 4)}.{rint(0, 20)}"
    if k == 3:
        return f"testing new server {pick(PROV)} {rint(1, 50)}"
    if k == 4:
        return f'[1/1] - "{pick(["test", "test1", "testfile", "x", "dummy"])}.{pick(["txt", "bin", "dat", "jpg", "zip"])}" yEnc (1/1)'
    if k == 5:
        return f"Testing posting speed {rint(5, 120)} MB/s {pick(['', 'ignore', 'pls ignore', '-- ' + pick(READER)])}"
    return f"{b} {pick(['#', 'no.', ''])}{rint(1, 99)} {pick(['ok?', 'works?', 'ignore', 'please ignore', ''])}"


def testforeign():
    return pick(["Testnachricht bitte ignorieren", "essai", "prueba", "тест", "proef", "prova", "テスト",
                 "測試", "teste", "próba", "Test bitte ignorieren", "essai - ne pas télécharger"]) + (
        f" {rint(1, 99)}" if chance(0.5) else "")


junk("test_post", 30, testpost, testforeign, JTEST, p_tr=0.12)

junk("flame_war", 28, [
    "Re: {nick} is a leecher and a moron",
    "STOP POSTING {sh} IN THIS GROUP YOU IDIOT",
    "Re: Who made you group police, {nick}?",
    "{nick} = spammer, killfile him",
    "Re: Re: Learn to post properly, use par2 idiot",
    "Re: you're all thieves",
    "shut up {nick}",
    "Re: go back to your own group {nick}",
    "Re: {nick} you clueless newbie, read the FAQ",
    "Re: Re: Re: nobody cares about your opinion",
    "{nick} is a troll, do not feed",
    "Re: Stop whining and post something yourself",
    "Re: Top posting moron strikes again",
    "Re: plonk",
], [
    "Re: Halt die Klappe {nick}",
    "Re: T'es qu'un abruti {nick}",
    "Re: Cállate {nick}, nadie te preguntó",
    "Re: Заткнись {nick}",
    "Re: Hou je mond {nick}",
], JCHAT, p_tr=0.15)

BOT_TAG = ["AUTO-POST", "[BOT]", "Keepalive", "flood", "PING", "FILLER", "heartbeat", "spooltest", "SPAM-BOT",
           "autoposter", "NEWSBOT", "echo"]


def botflood():
    k = rint(0, 6)
    t = pick(BOT_TAG)
    if k == 0:
        return f"{t} #{rint(1, 99999)} {pick(SALAD_EN)}"
    if k == 1:
        return f"{t} {'%04d-%02d-%02d' % rdate(2020, 2025)} {rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}"
    if k == 2:
        w = pick(SALAD_EN)
        return " ".join([w] * rint(3, 9)) + f" {rint(1, 9999)}"
    if k == 3:
        return f"{t} {rint(1, 500)}/{rint(500, 9999)} {pick(['ok', 'done', 'sent', 'queued'])}"
    if k == 4:
        return f"{pick(['AAAA', 'XXXX', 'ZZZZ', 'BBBB'])} {rint(1, 99999)} {pick(['AAAA', 'XXXX', 'ZZZZ', 'BBBB'])}"
    if k == 5:
        return f"Message {rint(1, 99999)} of {rint(100000, 999999)} from {pick(HANDLEW)}bot"
    return f"{pick(SVC)} {pick(SVC)} {pick(SVC)} {rint(1, 99999)} {pick(['free', 'cheap', 'deal', 'vip'])}"


junk("bot_flood", 28, botflood, lambda: pick(["Автопостинг", "Automatische Nachricht", "message automatique",
                                              "mensaje automático", "自动发帖", "自動投稿"]) + f" #{rint(1, 99999)}",
     JG, p_tr=0.2)


def build_junk():
    for intent, target, eng, foreign, groups, p_tr, p_for in JUNK:
        def fn(eng=eng, foreign=foreign, groups=groups, p_tr=p_tr, p_for=p_for):
            if foreign and chance(p_for):
                t = gen_from(foreign)
                if chance(0.1):
                    t = pick([tr_emoji, tr_frame, tr_zw, tr_yenc])(t)
            else:
                t = gen_from(eng)
                if chance(p_tr):
                    t = transform(t)
            return t, pick(groups)
        fill("junk", "junk:" + intent, target, fn)


# ---------------------------------------------------------------- legit: posting-tool wrappers
EXTS = {
    "video": ["part{i:02d}.rar", "part{i:03d}.rar", "r{j:02d}", "rar", "nfo", "sfv", "par2", "vol{a:02d}+{b:02d}.par2",
              "mkv", "mp4", "7z.{i:03d}", "nzb", "srr"],
    "audio": ["rar", "part{i:02d}.rar", "zip", "nfo", "sfv", "m3u", "par2", "vol{a:02d}+{b:02d}.par2", "7z", "jpg"],
    "book": ["epub", "pdf", "mobi", "azw3", "rar", "zip", "nfo", "par2", "vol{a:02d}+{b:02d}.par2"],
    "abook": ["m4b", "rar", "part{i:02d}.rar", "par2", "vol{a:02d}+{b:02d}.par2", "nfo", "zip", "jpg"],
    "comic": ["cbr", "cbz", "par2", "vol{a:02d}+{b:02d}.par2", "rar"],
    "iso": ["iso", "part{i:02d}.rar", "par2", "vol{a:03d}+{b:03d}.par2", "sfv", "nfo", "img", "r{j:02d}"],
    "exe": ["exe", "rar", "part{i:02d}.rar", "zip", "nfo", "par2", "vol{a:02d}+{b:02d}.par2", "7z", "dmg", "msi"],
    "img": ["jpg", "rar", "zip", "par2", "vol{a:02d}+{b:02d}.par2", "7z", "png"],
    "any": ["bin", "rar", "7z", "par2", "vol{a:02d}+{b:02d}.par2", "part{i:02d}.rar", "zip", "dat"],
}
EF_CHAN = {"video": ["teevee", "moovee", "hdtv.x264", "multimedia", "hdtv", "movies.divx", "x264"],
           "audio": ["sounds.flac", "sounds.mp3", "mp3", "sounds.lossless", "sounds.mp3.complete_cd"],
           "book": ["e-book", "e-book.flood", "ebook", "e-book.technical"],
           "abook": ["audiobooks", "sounds.audiobooks.repost", "e-book"],
           "comic": ["pictures.comics.dcp", "comics.dcp"], "iso": ["cd.image", "linux", "iso"],
           "exe": ["warez", "cd.image", "games", "mac", "inner-sanctum"], "img": ["pictures", "pictures.wallpaper"],
           "any": ["boneless", "misc", "multimedia"]}
SITES = ["town.ag", "ghost-of-usenet.org", "brothers-of-usenet.net", "usenet-4all.info", "ssl-news.info",
         "usenet-space-cowboys.online", "house-of-usenet.com", "highspeed-usenet.nl", "nzbfriends.nl",
         "usenet-crawler.org", "binnewz.club", "usenetrevolution.info", "fantasy-boards.to", "old-shatterhand.net"]


def fname(name, kind, i, n):
    e = pick(EXTS[kind])
    a = rint(0, 60)
    e = e.format(i=i, j=max(0, i - 2), a=a, b=pick([1, 2, 4, 8, 16, 32]))
    return f"{name}.{e}"


def wrap(name, kind):
    n = rint(2, 150)
    i = rint(1, n)
    w = len(str(n))
    P = rint(1, 600)
    p = rint(1, P)
    fn = fname(name, kind, i, n)
    st = rint(0, 13)
    if st == 0:
        return f'[{i:0{w}d}/{n}] - "{fn}" yEnc ({p}/{P})'
    if st == 1:
        return f'"{fn}" yEnc ({p}/{P})'
    if st == 2:
        return f'{name} [{i}/{n}] - "{fn}" yEnc ({p}/{P})'
    if st == 3:
        return f'{name} - [{i:02d}/{n:02d}] - "{fn}" yEnc ({p}/{P})'
    if st == 4:
        return f'{name} - "{fn}" ({p}/{P})'
    if st == 5:
        return f'{name} - File {i} of {n} - "{fn}" yEnc ({p}/{P})'
    if st == 6:
        return f'File {i} of {n} - {fn}'
    if st == 7:
        req = rint(1000, 99999)
        ch = pick(EF_CHAN[kind])
        tag = pick(["FULL", "FULL", "PRiVATE", "REPOST", "PART 1 OF 2", "FiLL"])
        if chance(0.5):
            return f'[{req}]-[{tag}]-[#a.b.{ch}@EFNet]-[ {name} ]-[{i:02d}/{n:02d}] - "{fn}" yEnc ({p}/{P})'
        return f'[ {req} ]-[ #a.b.{ch}@EFNet ]-[ {name} ]-[ {i}/{n} ] - "{fn}" yEnc ({p}/{P})'
    if st == 8:
        s1, s2 = pick(SITES), pick(SITES)
        k = rint(0, 3)
        if k == 0:
            return f'<<< {s1} >>> - {name} - [{i:02d}/{n:02d}] - "{fn}" yEnc ({p}/{P})'
        if k == 1:
            return f'[ TOWN ]-[ www.town.ag ]-[ partner of www.{s2} ]-[ {name} ]-[{i:02d}/{n:02d}] - "{fn}" yEnc ({p}/{P})'
        if k == 2:
            return f'>{s1}< {name} >www.{s2}< - ({i}/{n}) - "{fn}" yEnc ({p}/{P})'
        return f'{name} - [{i}/{n}] - <{s1}> - "{fn}" yEnc ({p}/{P})'
    if st == 9:
        return f'({name}) [{i:02d}/{n}] - "{fn}" - {sz(kind in ("video", "iso", "exe", "any"))} yEnc ({p}/{P})'
    if st == 10:
        return f'[{i}/{n}] - "{fn}" - {sz(kind in ("video", "iso", "exe", "any"))} yEnc ({p}/{P})'
    if st == 11:
        return f'{name} ({i}/{n})'
    if st == 12:
        return f'{name} [{i:02d} of {n:02d}] "{fn}" yEnc ({p}/{P})'
    return f'Re: {name} - "{fn}" yEnc ({p}/{P})' if chance(0.1) else f'{name} "{fn}" yEnc ({p}/{P})'


def legit(kind, target, gen, wrap_p=0.5):
    def fn():
        name, group, ek = gen()
        if chance(wrap_p):
            name = wrap(name, ek)
        return name, group
    fill("legit", "legit:" + kind, target, fn)


LEGIT = []


def legit_kind(kind, target, wrap_p=0.5):
    def deco(f):
        LEGIT.append((kind, target, f, wrap_p))
        return f
    return deco


# ---------------------------------------------------------------- legit: TV
TV_SHOWS = ["The Expanse", "Better Call Saul", "Doctor Who", "Top Gear", "Grand Designs", "Only Connect", "Taskmaster",
            "Survivor", "The Great British Bake Off", "Law and Order SVU", "NCIS", "Greys Anatomy", "The Simpsons",
            "Family Guy", "South Park", "Antiques Roadshow", "Top Chef", "Below Deck", "Ted Lasso", "Severance",
            "The Bear", "Slow Horses", "Shetland", "Vera", "Midsomer Murders", "Death in Paradise", "Mythbusters",
            "QI", "Gardeners World", "Countryfile", "Time Team", "Bluey", "Star Trek Strange New Worlds",
            "The Mandalorian", "Succession", "House of the Dragon", "Yellowstone", "Fargo", "True Detective",
            "The Rookie", "Chicago Fire", "Blue Bloods", "Gold Rush", "Deadliest Catch", "American Pickers",
            "Ghost Adventures", "Hells Kitchen", "MasterChef Australia", "The Amazing Race", "Only Murders in the Building",
            "Abbott Elementary", "The Last of Us", "Andor", "Shrinking", "Interview with the Vampire", "Silo",
            "Bobs Burgers", "Rick and Morty", "Outlander", "The Walking Dead Daryl Dixon", "Ghosts", "Evil",
            "The Chase", "University Challenge", "Pointless", "Would I Lie To You", "Line of Duty", "Happy Valley"]
TALK = ["Jimmy Kimmel Live", "The Late Show with Stephen Colbert", "The Tonight Show Starring Jimmy Fallon",
        "Late Night with Seth Meyers", "The Daily Show", "The Graham Norton Show", "Real Time with Bill Maher",
        "Jeopardy", "Wheel of Fortune", "WWE Raw", "The View", "Newsnight"]
GUESTS = ["Tom Hanks", "Zendaya", "Pedro Pascal", "Emma Stone", "Ryan Gosling", "Florence Pugh", "Keanu Reeves",
          "Margot Robbie", "Cillian Murphy", "Ayo Edebiri", "Dua Lipa", "Paul Mescal", "Sandra Oh", "Dev Patel"]
TV_SCENE_G = ["KILLERS", "LOL", "DIMENSION", "SVA", "FLEET", "ASAP", "IMMERSE", "AVS", "ORGANiC", "BAE", "MiNX",
              "GGEZ", "GGWP", "SYNCOPY", "CAKES", "TRUMP", "XME", "EDITH", "SMURF", "JFF", "RTN", "NOSiViD",
              "DEADPOOL", "KOMPOST", "W4F", "TORRENTiAL", "PHOENiX", "ELiTE", "SKGTV", "SPiRiT"]
TV_P2P_G = ["NTb", "NTG", "FLUX", "CMRG", "TEPES", "KiNGS", "SiGMA", "playWEB", "HONE", "RAWR", "MZABI", "ETHEL",
            "BTN", "TOMMY", "EDITH", "GNOME", "KHN", "Kitsune", "NOGRP", "SuccessfulCrab"]
EPW1 = ["The", "A", "Last", "First", "Old", "Broken", "Silent", "Hidden", "Lost", "Burning", "Cold", "Long"]
EPW2 = ["Harbour", "Promise", "Night", "Road", "Game", "Ghost", "Reckoning", "Crossing", "Winter", "Signal",
        "Return", "Letter", "Garden", "Storm", "Bridge", "Key", "Visitor", "Verdict"]
TV_GROUPS = ["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.hdtv.x264", "alt.binaries.tv",
             "alt.binaries.hdtv", "alt.binaries.tvseries", "alt.binaries.multimedia.tv", "alt.binaries.boneless"]


def ep():
    return f"S{rint(1, 14):02d}E{rint(1, 24):02d}"


def ept():
    return f"{pick(EPW1)} {pick(EPW2)}"


@legit_kind("tv_scene", 150)
def g_tv_scene():
    show = dots(pick(TV_SHOWS))
    g = pick(TV_SCENE_G)
    k = rint(0, 7)
    if k == 0:
        n = f"{show}.{ep()}.720p.HDTV.x264-{g}"
    elif k == 1:
        n = f"{show}.{ep()}.1080p.WEB.h264-{g}"
    elif k == 2:
        n = f"{show}.{ep()}.HDTV.x264-{g}"
    elif k == 3:
        n = f"{show}.{ep()}.{pick(['720p', '1080p', '2160p'])}.WEB.{pick(['x265', 'H265', 'h264'])}-{g}"
    elif k == 4:
        y, m, d = rdate(2016, 2025)
        n = f"{dots(pick(TALK))}.{y}.{m:02d}.{d:02d}.{dots(pick(GUESTS))}.{pick(['720p', '1080p'])}.WEB.h264-{g}"
    elif k == 5:
        n = f"{show}.{ep()}.{pick(['PROPER', 'REPACK', 'iNTERNAL', 'REAL'])}.{pick(['720p', '1080p'])}.WEB.h264-{g}"
    elif k == 6:
        n = f"{show}.{ep()}.{pick(['XviD', 'HDTV.XviD', 'DSR.XviD', 'WS.PDTV.XviD'])}-{g}"
    else:
        n = f"{show}.US.{ep()}.{pick(['720p', '1080p'])}.HDTV.x264-{g}" if chance(0.5) else f"{show}.{ep()}.{dots(ept())}.720p.HDTV.x264-{g}"
    return n, pick(TV_GROUPS), "video"


@legit_kind("tv_p2p", 100)
def g_tv_p2p():
    s = pick(TV_SHOWS)
    g = pick(TV_P2P_G)
    svc = pick(["AMZN", "NF", "DSNP", "HMAX", "ATVP", "iP", "HULU", "PCOK", "PMTP", "MAX"])
    k = rint(0, 6)
    if k == 0:
        n = f"{dots(s)}.{ep()}.{dots(ept())}.1080p.{svc}.WEB-DL.DDP5.1.H.264-{g}"
    elif k == 1:
        n = f"{dots(s)}.{ep()}.2160p.{svc}.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-{g}"
    elif k == 2:
        n = f"{s} ({rint(1995, 2024)}) Season {rint(1, 9)} S{rint(1, 9):02d} (1080p {pick(['BluRay', 'WEB-DL', 'AMZN WEB-DL'])} x265 HEVC 10bit AAC 5.1 {pick(['Silence', 'Tigole', 'Ghost', 'Vyndros', 'Panda'])})"
    elif k == 3:
        n = f"{s} - Season {rint(1, 12)} Complete [{pick(['720p', '1080p'])} {pick(['WEB-DL', 'WEBRip', 'BluRay'])} x264]"
    elif k == 4:
        n = f"{s} S{rint(1, 12):02d} COMPLETE 720p {svc} WEBRip x264-GalaxyTV"
    elif k == 5:
        n = f"{s} {ep()} {ept()} 1080p {svc} WEB-DL DDP5 1 H 264-{g}"
    else:
        n = f"{dots(s)}.S{rint(1, 12):02d}.1080p.BluRay.x264-{pick(['SHORTBREHD', 'DEMAND', 'ROVERS', 'BORDURE', 'HAGGiS'])}"
    return n, pick(TV_GROUPS), "video"


# ---------------------------------------------------------------- legit: film, anime, music
FILMS = [("The Third Man", 1949), ("Chinatown", 1974), ("Alien", 1979), ("Blade Runner", 1982), ("Heat", 1995),
         ("Fargo", 1996), ("Spirited Away", 2001), ("Oldboy", 2003), ("Zodiac", 2007), ("No Country for Old Men", 2007),
         ("There Will Be Blood", 2007), ("The Dark Knight", 2008), ("Inception", 2010), ("Drive", 2011),
         ("Arrival", 2016), ("Parasite", 2019), ("Dune", 2021), ("Everything Everywhere All at Once", 2022),
         ("The Banshees of Inisherin", 2022), ("Past Lives", 2023), ("Anatomy of a Fall", 2023), ("Poor Things", 2023),
         ("The Zone of Interest", 2023), ("Killers of the Flower Moon", 2023), ("Oppenheimer", 2023),
         ("Seven Samurai", 1954), ("Vertigo", 1958), ("Lawrence of Arabia", 1962), ("2001 A Space Odyssey", 1968),
         ("The Godfather", 1972), ("Jaws", 1975), ("Taxi Driver", 1976), ("Apocalypse Now", 1979), ("The Shining", 1980),
         ("Raiders of the Lost Ark", 1981), ("Aliens", 1986), ("Die Hard", 1988), ("Goodfellas", 1990),
         ("Terminator 2 Judgment Day", 1991), ("Jurassic Park", 1993), ("Pulp Fiction", 1994),
         ("The Shawshank Redemption", 1994), ("Se7en", 1995), ("The Matrix", 1999), ("Gladiator", 2000),
         ("Memento", 2000), ("Mulholland Drive", 2001), ("Children of Men", 2006), ("The Lives of Others", 2006),
         ("Mad Max Fury Road", 2015), ("Get Out", 2017), ("Paddington 2", 2017), ("Knives Out", 2019),
         ("The Lighthouse", 2019), ("Portrait of a Lady on Fire", 2019), ("Nomadland", 2020), ("Aftersun", 2022),
         ("Perfect Days", 2023), ("Civil War", 2024), ("Conclave", 2024), ("The Brutalist", 2024), ("Anora", 2024),
         ("Flow", 2024), ("Nosferatu", 2024), ("The Substance", 2024), ("Godzilla Minus One", 2023),
         ("Robot Dreams", 2023), ("The Holdovers", 2023), ("Barbie", 2023), ("Dune Part Two", 2024),
         ("Furiosa A Mad Max Saga", 2024), ("Wallace and Gromit Vengeance Most Fowl", 2024), ("Casablanca", 1942)]
FILM_G = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "BLOW", "VETO", "EVO", "CiNEFiLE", "TayTO", "SURCODE",
          "HDMaNiAcS", "DON", "CtrlHD", "EbP", "decibeL", "FraMeSToR", "EPSiLON", "ION10", "PSA", "QxR", "NAHOM",
          "SMURF", "FGT", "iNTERNAL", "PiGNUS", "SiNNERS", "UNVEiL", "CMRG", "TERMiNAL", "SADPANDA", "KOGi", "JustWatch"]
FILM_GROUPS = ["alt.binaries.movies", "alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264",
               "alt.binaries.x264", "alt.binaries.dvdr", "alt.binaries.movies.x264", "alt.binaries.multimedia",
               "alt.binaries.bluray", "alt.binaries.hd.movies"]


def film_name(t, y):
    g = pick(FILM_G)
    d = dots(t)
    k = rint(0, 11)
    if k == 0:
        return f"{d}.{y}.1080p.BluRay.x264-{g}"
    if k == 1:
        return f"{d}.{y}.720p.BluRay.x264-{g}"
    if k == 2:
        return f"{d}.{y}.2160p.UHD.BluRay.x265-{g}"
    if k == 3:
        return f"{d}.{y}.DVDRip.XviD-{g}"
    if k == 4:
        return f"{d}.{y}.{pick(['REMASTERED', 'LIMITED', 'PROPER', 'DC', 'EXTENDED', 'CRITERION', 'REPACK'])}.1080p.BluRay.x264-{g}"
    if k == 5:
        return f"{d}.{y}.COMPLETE.{pick(['BLURAY', 'UHD.BLURAY', 'PAL.DVDR', 'NTSC.DVDR'])}-{g}"
    if k == 6:
        return f"{t} ({y}) [1080p] [BluRay] [5.1] [YTS.MX]"
    if k == 7:
        return f"{t} ({y}) (1080p BluRay x265 10bit {pick(['Tigole', 'Silence', 'Joy', 'afm72', 'r00t'])})"
    if k == 8:
        return f"{d}.{y}.1080p.BluRay.DDP5.1.x265.10bit-GalaxyRG265"
    if k == 9:
        return f"{t} {y} 2160p UHD BluRay REMUX HDR HEVC TrueHD Atmos 7.1-{g}"
    if k == 10:
        return f"{t} ({y}) 720p BrRip x264 - YIFY"
    return f"{d}.{y}.1080p.{pick(['AMZN', 'NF', 'MA', 'iT', 'ATVP'])}.WEB-DL.DDP5.1.H.264-{pick(TV_P2P_G)}"


@legit_kind("film", 150)
def g_film():
    t, y = pick(FILMS)
    return film_name(t, y), pick(FILM_GROUPS), "video"


ANIME = ["Sousou no Frieren", "Kusuriya no Hitorigoto", "Dungeon Meshi", "Spy x Family", "Oshi no Ko",
         "Bocchi the Rock!", "Mushoku Tensei", "Jujutsu Kaisen", "One Piece", "Shingeki no Kyojin", "Made in Abyss",
         "Yuru Camp", "Hibike! Euphonium", "Violet Evergarden", "Kaguya-sama wa Kokurasetai", "Mob Psycho 100",
         "Vinland Saga", "Chainsaw Man", "Cowboy Bebop", "Neon Genesis Evangelion", "Mononoke", "K-On!",
         "Haikyuu!!", "Blue Lock", "Hikaru no Go", "Natsume Yuujinchou", "Kimetsu no Yaiba", "Dandadan",
         "Kaiju 8-gou", "Boku no Hero Academia", "Tengoku Daimakyou", "Hikaru ga Shinda Natsu", "Ore dake Level Up na Ken",
         "Kimi no Na wa", "Ping Pong the Animation", "Houseki no Kuni", "Shoujo Kageki Revue Starlight"]
SUBG = ["SubsPlease", "Erai-raws", "HorribleSubs", "Commie", "GJM", "Judas", "ASW", "EMBER", "Anime Time",
        "Tsundere-Raws", "Beatrice-Raws", "Vodes", "Kametsu", "Moozzi2", "Coalgirls", "Doki", "Cyan", "Ohys-Raws",
        "Leopard-Raws", "Kaleido-subs", "sam", "Okay-Subs", "MTBB", "neoHEVC", "DameDesuYo", "FFF", "UTW"]
ANI_GROUPS = ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed",
              "alt.binaries.multimedia.anime.repost", "alt.binaries.boneless"]


@legit_kind("anime", 110)
def g_anime():
    a = pick(ANIME)
    g = pick(SUBG)
    k = rint(0, 6)
    if k == 0:
        n = f"[{g}] {a} - {rint(1, 28):02d} ({pick(['720p', '1080p', '480p'])}) [{rhex(8).upper()}].mkv"
    elif k == 1:
        n = f"[{g}] {a} - {rint(1, 1100):02d} [1080p][HEVC x265 10bit][Multi-Subs]"
    elif k == 2:
        n = f"[{g}] {a} (Season {rint(1, 4)}) [1080p][HEVC x265 10bit][Dual-Audio][Multi-Subs] (Batch)"
    elif k == 3:
        n = f"[{g}] {a} [BDRip 1920x1080 x264 FLAC]"
    elif k == 4:
        n = f"[{g}] {a} S{rint(1, 4):02d}E{rint(1, 24):02d} [{pick(['WEB 1080p', 'BD 1080p', 'CR WEB-DL 1080p'])} AAC] [{rhex(8).upper()}]"
    elif k == 5:
        n = f"{dots(a)}.S{rint(1, 4):02d}E{rint(1, 24):02d}.1080p.{pick(['CR', 'NF', 'AMZN', 'HIDI'])}.WEB-DL.AAC2.0.H.264-{pick(['VARYG', 'SMURF', 'KiyoshiStar', 'Tsundere'])}"
    else:
        n = f"[{g}] {a} - Vol.{rint(1, 9)} [BD {pick(['720p', '1080p'])} {pick(['AAC', 'FLAC', 'AC3'])}]"
    return n, pick(ANI_GROUPS), "video"


MUSIC = [("Radiohead", "OK Computer", 1997), ("Miles Davis", "Kind of Blue", 1959), ("Kraftwerk", "Trans-Europe Express", 1977),
         ("Nina Simone", "Pastel Blues", 1965), ("Fleetwood Mac", "Rumours", 1977), ("Boards of Canada", "Music Has the Right to Children", 1998),
         ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Portishead", "Dummy", 1994), ("Bjork", "Homogenic", 1997),
         ("Massive Attack", "Mezzanine", 1998), ("Joy Division", "Unknown Pleasures", 1979), ("Pink Floyd", "Wish You Were Here", 1975),
         ("Led Zeppelin", "Physical Graffiti", 1975), ("Steely Dan", "Aja", 1977), ("Talking Heads", "Remain in Light", 1980),
         ("Sonic Youth", "Daydream Nation", 1988), ("Can", "Tago Mago", 1971), ("Tangerine Dream", "Phaedra", 1974),
         ("Brian Eno", "Music for Airports", 1978), ("Khruangbin", "Con Todo El Mundo", 2018), ("Tame Impala", "Currents", 2015),
         ("Beach House", "Bloom", 2012), ("Sufjan Stevens", "Illinois", 2005), ("Bon Iver", "For Emma Forever Ago", 2008),
         ("LCD Soundsystem", "Sound of Silver", 2007), ("Daft Punk", "Discovery", 2001), ("Burial", "Untrue", 2007),
         ("Four Tet", "Rounds", 2003), ("Bonobo", "Migration", 2017), ("PJ Harvey", "Let England Shake", 2011),
         ("Kate Bush", "Hounds of Love", 1985), ("Tom Waits", "Rain Dogs", 1985), ("Leonard Cohen", "Songs of Leonard Cohen", 1967),
         ("Dolly Parton", "Jolene", 1974), ("Bill Evans Trio", "Sunday at the Village Vanguard", 1961),
         ("John Coltrane", "A Love Supreme", 1965), ("Herbie Hancock", "Head Hunters", 1973), ("Vangelis", "Blade Runner", 1994),
         ("Arvo Part", "Tabula Rasa", 1984), ("Max Richter", "The Blue Notebooks", 2004), ("Taylor Swift", "The Tortured Poets Department", 2024),
         ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Fontaines D.C.", "Romance", 2024), ("The Cure", "Songs of a Lost World", 2024),
         ("Beyonce", "Cowboy Carter", 2024), ("Kendrick Lamar", "GNX", 2024), ("Nick Cave and the Bad Seeds", "Wild God", 2024),
         ("Charli xcx", "Brat", 2024), ("Jon Hopkins", "Ritual", 2024), ("Mount Eerie", "A Crow Looked at Me", 2017)]
MUS_SCENE_G = ["FTD", "PERFECT", "MOD", "NBFLAC", "BOTHWELL", "JLM", "ENRAGED", "DDS", "C4", "WHOA", "YARD", "NOiR",
               "GRAVEWISH", "FATHEAD", "AMOK", "MARiBOR", "KzT", "dh", "SKUDO", "OMA", "HB", "AFO", "WUS", "BPM", "ROSiN"]
MUS_GROUPS = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.music",
              "alt.binaries.sounds.mp3.full_albums", "alt.binaries.sounds.mp3.electronic", "alt.binaries.sounds.mp3.jazz"]
FLAC_GROUPS = ["alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.sounds.flac.jazz",
               "alt.binaries.sounds.lossless.classical", "alt.binaries.sounds.lossless.24bit", "alt.binaries.sounds.flac"]
DJ1 = ["DJ", "MC", "", "", "Lord", "Sister", "Kid", "The"]
DJ2 = ["Kobalt", "Nightshade", "Solenoid", "Harbourlight", "Verano", "Lumen", "Kessler", "Aurelio", "Tessellate",
       "Moth Radio", "Ferrum", "Ostrava", "Polari", "Glasshaus", "Nimbus Tide"]
LABELS = ["DRUMCODE", "KOMPAKT", "WARP", "NINJA", "HOSPITAL", "ANJUNA", "CHAMPION", "TOOL", "RAUM", "HYP", "DEFECTED"]


@legit_kind("music_scene", 90)
def g_music_scene():
    g = pick(MUS_SCENE_G)
    if chance(0.4):
        art = (pick(DJ1) + " " + pick(DJ2)).strip()
        title = f"{pick(EPW1)} {pick(EPW2)}"
        n = f"{unders(art)}-{unders(title)}-({pick(LABELS)}{rint(1, 499):03d})-{pick(['WEB', 'SINGLE-WEB', 'EP-WEB', 'VINYL'])}-{rint(2015, 2025)}-{g}"
        return n, pick(MUS_GROUPS), "audio"
    a, t, y = pick(MUSIC)
    k = rint(0, 4)
    if k == 0:
        n = f"{unders(a)}-{unders(t)}-{pick(['WEB', 'CD', 'REMASTERED-CD', 'DELUXE-WEB', 'VINYL'])}-{y if chance(0.6) else rint(2005, 2025)}-{g}"
    elif k == 1:
        n = f"{dots(a).replace('.', '_')}_-_{unders(t)}-{pick(['2CD', 'CD', 'WEB'])}-{rint(2000, 2025)}-{g}"
    elif k == 2:
        n = f"{dots(a)}-{dots(t)}-CD-FLAC-{rint(1999, 2025)}-{pick(['PERFECT', 'NBFLAC', 'FATHEAD', 'dL', 'c05'])}"
    elif k == 3:
        n = f"VA-{unders(pick(['Late Night Tales', 'Cafe del Mar', 'Ministry of Sound Annual', 'Fabric Presents', 'Now Thats What I Call Music']))}_{rint(1, 99)}-{rint(2, 4)}CD-{rint(2000, 2025)}-{g}"
    else:
        n = f"{dots(a)}-{dots(t)}-({pick(['Remastered', 'Deluxe Edition', 'Anniversary Edition'])})-{rint(2005, 2025)}-{g}".replace(" ", ".")
    return n, pick(MUS_GROUPS), "audio"


@legit_kind("music_p2p", 90)
def g_music_p2p():
    a, t, y = pick(MUSIC)
    k = rint(0, 6)
    q = pick(["FLAC", "FLAC 24bit-96kHz", "FLAC 24-192", "MP3 320", "MP3 V0", "FLAC 16-44", "AAC 256", "WEB FLAC", "Hi-Res"])
    if k == 0:
        n = f"{a} - {t} ({y}) [{q}]"
    elif k == 1:
        n = f"{a} - {y} - {t} [{q}]"
    elif k == 2:
        n = f"{a} - {t} ({pick(['2011', '2016', '2019', '2023'])} Remaster) [{q}]"
    elif k == 3:
        n = f"{a} - {t} [{y}] [{pick(['Vinyl Rip', 'CD Rip', 'SACD ISO', 'WEB'])}] [{q}]"
    elif k == 4:
        n = f"({y}) {a} - {t} {{{pick(['EAC', 'XLD', 'dBpoweramp'])} Log Cue}} {q}"
    elif k == 5:
        n = f"{a} - {t} {y} {q} {pick(['PMEDIA', 'Hunter', 'Eclipse', 'ALTER', 'cupid'])}"
    else:
        n = f"{a} - {t} - {pick(['Live', 'Bootleg', 'Soundboard'])} {'%04d-%02d-%02d' % rdate(1970, 2024)} [{q}]"
    return n, pick(FLAC_GROUPS + MUS_GROUPS), "audio"


@legit_kind("discography", 30)
def g_disco():
    a, t, y = pick(MUSIC)
    y0 = y - rint(0, 15)
    y1 = y0 + rint(5, 40)
    q = pick(["FLAC", "MP3 320", "MP3 V0", "FLAC 24bit", "Lossless"])
    n = pick([f"{a} - Discography ({y0}-{y1}) [{q}]", f"{a} - Complete Studio Albums {y0}-{y1} ({q})",
              f"{a} - The Collection ({rint(5, 40)} albums) [{q}]", f"{unders(a)}-Discography-{y0}-{y1}-{q.replace(' ', '')}",
              f"{a} - Discografia {y0}-{y1} {q}", f"{a} - Box Set {rint(5, 20)}CD {y1} [{q}]"])
    return n, pick(FLAC_GROUPS + MUS_GROUPS + ["alt.binaries.sounds.mp3.discographies"]), "audio"


# ---------------------------------------------------------------- legit: books, comics, magazines
BOOKS = [("Stephen King", "The Stand"), ("Terry Pratchett", "Guards! Guards!"), ("Agatha Christie", "The Murder of Roger Ackroyd"),
         ("Brandon Sanderson", "The Way of Kings"), ("Ursula K. Le Guin", "A Wizard of Earthsea"), ("Andy Weir", "Project Hail Mary"),
         ("Hilary Mantel", "Wolf Hall"), ("Ken Follett", "The Pillars of the Earth"), ("Lee Child", "Killing Floor"),
         ("Michael Connelly", "The Lincoln Lawyer"), ("Jane Austen", "Persuasion"), ("Charles Dickens", "Bleak House"),
         ("Neil Gaiman", "American Gods"), ("Yuval Noah Harari", "Sapiens"), ("Malcolm Gladwell", "Outliers"),
         ("Walter Isaacson", "Steve Jobs"), ("Mary Beard", "SPQR"), ("Robert Caro", "The Power Broker"), ("Tana French", "In the Woods"),
         ("Kazuo Ishiguro", "The Remains of the Day"), ("Cormac McCarthy", "The Road"), ("Frank Herbert", "Dune"),
         ("Isaac Asimov", "Foundation"), ("Iain M. Banks", "Consider Phlebas"), ("Patrick O'Brian", "Master and Commander"),
         ("Robin Hobb", "Assassin's Apprentice"), ("J.R.R. Tolkien", "The Hobbit"), ("George Orwell", "Nineteen Eighty-Four"),
         ("Dan Simmons", "Hyperion"), ("Anthony Horowitz", "Magpie Murders"), ("Richard Osman", "The Thursday Murder Club"),
         ("Sally Rooney", "Normal People"), ("James Clear", "Atomic Habits"), ("Bill Bryson", "A Short History of Nearly Everything"),
         ("Joe Abercrombie", "The Blade Itself"), ("Martha Wells", "All Systems Red"), ("Adrian Tchaikovsky", "Children of Time"),
         ("C.J. Box", "Open Season"), ("Jack Carr", "The Terminal List"), ("Mick Herron", "Slow Horses"), ("Ann Cleeves", "Raven Black"),
         ("Louise Penny", "Still Life"), ("John le Carre", "Tinker Tailor Soldier Spy"), ("Dennis E. Taylor", "We Are Legion (We Are Bob)")]
NARR = ["Stephen Fry", "Ray Porter", "Michael Kramer", "Kate Reading", "Tim Gerard Reynolds", "Juliet Stevenson",
        "Simon Vance", "Scott Brick", "R.C. Bray", "Julia Whelan", "Jim Dale", "Rosamund Pike", "Frank Muller"]
AB_GROUPS = ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.audiobooks.repost",
             "alt.binaries.e-book.audio", "alt.binaries.sounds.mp3.audiobooks"]


@legit_kind("audiobook", 70)
def g_audiobook():
    a, t = pick(BOOKS)
    k = rint(0, 5)
    if k == 0:
        n = f"{a} - {t} ({pick(NARR)}) [MP3 {pick(['64', '128', '32'])}kbps]"
    elif k == 1:
        n = f"{a} - {pick(['Book', 'Series'])} {rint(1, 12):02d} - {t} - Read by {pick(NARR)} - {rint(1995, 2024)} - M4B"
    elif k == 2:
        n = f"{unders(a)}_-_{unders(t)}-AUDIOBOOK-WEB-EN-{rint(2015, 2025)}-{pick(['VOiCE', 'ABOOK', 'SPEEDY', 'DOCUMENT'])}"
    elif k == 3:
        n = f"{t} by {a}, narrated by {pick(NARR)} (Unabridged)"
    elif k == 4:
        n = f"{a} - {t} [{pick(['Unabridged', 'Abridged', 'BBC Radio Full-Cast Dramatisation'])}] {pick(['mp3', 'm4b', 'AAC'])}"
    else:
        n = f"[Audiobook] {a} - {t} {rint(1990, 2024)}"
    return n, pick(AB_GROUPS), "abook"


TECH = ["Python", "Go", "Rust", "Kubernetes", "PostgreSQL", "Docker", "the Linux Kernel", "Terraform", "React", "TypeScript",
        "Machine Learning with PyTorch", "Deep Learning", "Data Science", "Bash Scripting", "Network Security", "Ansible",
        "Elasticsearch", "Apache Kafka", "Apache Spark", "Haskell", "Clojure", "Embedded C", "Arduino", "Raspberry Pi",
        "Unity Game Development", "SQL Server", "Azure", "AWS", "Excel VBA", "C++20"]
PUB = ["O'Reilly", "Packt", "Manning", "Apress", "No Starch Press", "Wiley", "Springer", "Pragmatic Bookshelf",
       "Addison-Wesley", "CRC Press", "Cambridge University Press"]
EB_GROUPS = ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood", "alt.binaries.e-book.technical",
             "alt.binaries.e-book.rpg", "alt.binaries.ebooks.german", "alt.binaries.e-books"]


@legit_kind("ebook", 80)
def g_ebook():
    k = rint(0, 7)
    a, t = pick(BOOKS)
    if k == 0:
        n = f"{a} - {t} ({pick(['epub', 'mobi', 'azw3', 'pdf'])})"
    elif k == 1:
        n = f"{t} by {a} ({rint(1990, 2024)}) [EPUB]"
    elif k == 2:
        n = f"{a} - {t}.{pick(['epub', 'mobi', 'azw3'])}"
    elif k == 3:
        n = f"{t} - {a} [retail] ({pick(['azw3, epub, mobi', 'epub', 'epub, pdf'])})"
    elif k == 4:
        tp = pick(["Learning {}", "{} Cookbook", "Mastering {}", "{} in Action", "Programming {}", "Practical {}",
                   "The {} Handbook", "Hands-On {}", "{} Pocket Reference", "Effective {}"]).format(pick(TECH))
        n = f"{pick(PUB)} - {tp}, {pick(['2nd', '3rd', '4th', '5th'])} Edition ({rint(2012, 2025)}).{pick(['pdf', 'epub'])}"
    elif k == 5:
        tp = pick(["Learning {}", "{} Cookbook", "Mastering {}", "Programming {}", "Beginning {}"]).format(pick(TECH))
        n = f"{tp} {rint(2015, 2025)} {pick(['PDF', 'EPUB', 'True PDF', 'Retail EPUB'])} {pick(['', '- WWS', '- Team-IRA', '+ Code'])}".strip()
    elif k == 6:
        n = f"[ebook] {a} - {t}"
    else:
        n = f"{a} - {pick(['Collected Works', 'Complete Novels', 'Omnibus', 'Series Box Set 1-' + str(rint(3, 12))])} ({pick(['epub', 'mobi', 'epub+mobi'])})"
    return n, pick(EB_GROUPS), "book"


COMICS = ["Saga", "Batman", "Superman", "The Amazing Spider-Man", "X-Men", "Usagi Yojimbo", "Hellboy and the B.P.R.D.",
          "The Walking Dead", "Monstress", "Something is Killing the Children", "Invincible", "Daredevil", "Black Hammer",
          "Transformers", "Absolute Batman", "Ultimate Spider-Man", "Detective Comics", "Paper Girls", "Sandman"]
SCANNERS = ["Zone-Empire", "Minutemen-Thoth", "DCP", "Glorith-HD", "Son of Ultron-Empire", "Oroboros-DCP",
            "The Last Kryptonian-DCP", "digital-Empire", "Webrip", "Minutemen-Slayer", "Mephisto-Empire"]
COM_GROUPS = ["alt.binaries.pictures.comics.dcp", "alt.binaries.comics.dcp", "alt.binaries.pictures.comics.complete",
              "alt.binaries.pictures.comics.repost", "alt.binaries.comics"]


@legit_kind("comics", 50)
def g_comics():
    k = rint(0, 5)
    if k == 0:
        n = f"{pick(COMICS)} {rint(1, 250):03d} ({rint(2000, 2025)}) (Digital) ({pick(SCANNERS)}).{pick(['cbr', 'cbz'])}"
    elif k == 1:
        y, m, d = rdate(2012, 2025)
        n = f"0-Day Week of {y}.{m:02d}.{d:02d}"
    elif k == 2:
        n = f"2000AD Prog {rint(1800, 2420)} ({rint(2012, 2025)}) (digital) (Minutemen-juvecube).cbr"
    elif k == 3:
        n = f"{pick(['Asterix', 'Tintin', 'Lucky Luke', 'Spirou et Fantasio', 'Blake et Mortimer'])} - {rint(1, 40):02d} - {pick(EPW1)} {pick(EPW2)} ({rint(1950, 2020)}).cbr"
    elif k == 4:
        n = f"{pick(COMICS)} Vol. {rint(1, 12)} - {pick(EPW1)} {pick(EPW2)} (TPB) ({rint(2005, 2025)}) (digital) ({pick(SCANNERS)})"
    else:
        n = f"{pick(COMICS)} v{rint(1, 6)} {rint(1, 99):03d} ({rint(2010, 2025)}) ({pick(['Webrip', 'digital', 'c2c', 'Scan'])}) ({pick(SCANNERS)})"
    return n, pick(COM_GROUPS), "comic"


MAGS = ["The Economist", "National Geographic UK", "Wired USA", "New Scientist", "Linux Format UK", "Private Eye",
        "Practical Wireless", "Model Railroader", "Guitar World", "BBC Sky at Night", "BBC Music Magazine",
        "Amateur Photographer", "The Spectator", "Der Spiegel", "c't Magazin", "Le Monde Diplomatique", "MagPi",
        "PC Gamer UK", "Scientific American", "Practical Boat Owner", "Rolling Stone", "Mojo", "Uncut", "Empire UK",
        "Classic Rock", "Custom PC", "Maximum PC", "The New Yorker", "Time", "Woodworking Crafts", "Elektor"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MAG_GROUPS = ["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.e-book", "alt.binaries.magazines",
              "alt.binaries.e-book.flood"]


@legit_kind("magazine", 50)
def g_mag():
    m = pick(MAGS)
    y, mo, d = rdate(2015, 2025)
    k = rint(0, 5)
    if k == 0:
        n = f"{m} - {d} {MONTHS[mo - 1]} {y}.pdf"
    elif k == 1:
        n = f"{m} - {MONTHS[mo - 1]} {y} ({pick(['True PDF', 'HQ PDF', 'PDF', 'EPUB'])})"
    elif k == 2:
        n = f"{m} - {y}-{mo:02d}-{d:02d}"
    elif k == 3:
        n = f"{m} - Issue {rint(10, 1700)}, {y}"
    elif k == 4:
        n = f"{dots(m)}.{MONTHS[mo - 1]}.{y}.{pick(['PDF', 'HYBRiD.MAGAZiNE.eBook-PRiNTER', 'MAGAZiNE.eBook-PDFMAG'])}"
    else:
        n = f"{m} Vol {rint(1, 80)} No {rint(1, 52)} ({MONTHS[mo - 1]} {y})"
    return n, pick(MAG_GROUPS), "book"


# ---------------------------------------------------------------- legit: software, games, linux
SOFT = [("Adobe Photoshop", ["2024 v25.{a}.0.{b}", "2025 v26.{a}.0"]), ("Microsoft Office Professional Plus", ["2021 VL x64 en-US", "2024 LTSC v2408 Build 17932.{b}"]),
        ("Windows 11", ["23H2 Build 22631.{b} Pro x64 en-US", "24H2 Build 26100.{b} AIO 12in1"]), ("VMware Workstation Pro", ["17.5.{a} Build 2329{b}", "17.6.{a}"]),
        ("JetBrains CLion", ["2023.3.{a}", "2024.{a}.{a}"]), ("Autodesk AutoCAD", ["2025.{a}", "2024.1.{a} x64"]),
        ("Sony Vegas Pro", ["21.0.0.{b}", "20.0.0.{b}"]), ("FL Studio Producer Edition", ["21.2.3 Build {b}", "24.1.{a}"]),
        ("Ableton Live Suite", ["12.0.{a}", "11.3.{a} x64"]), ("Native Instruments Kontakt 7", ["v7.{a}.{a}"]),
        ("Blender", ["4.{a}.0 Windows x64", "3.6.{a} LTS Linux x64"]), ("LibreOffice", ["24.{a}.2 Win x64", "7.6.{a}"]),
        ("GIMP", ["2.10.{b}", "3.0.{a}"]), ("Acronis True Image", ["2021 Build {b}", "2019 Build 14110"]),
        ("WinRAR", ["7.0{a} x64", "6.{a}0 Final"]), ("Total Commander", ["11.0{a} x86 x64"]), ("Directory Opus", ["13.{a}"]),
        ("CorelDRAW Graphics Suite", ["2024 v25.0.0.{b}"]), ("Topaz Video AI", ["5.{a}.{a}"]), ("DaVinci Resolve Studio", ["18.6.{a}", "19.0.{a}"]),
        ("Capture One 23 Pro", ["16.3.{a}"]), ("MATLAB", ["R2024a", "R2023b Update {a}"]), ("Wolfram Mathematica", ["14.{a}.0"]),
        ("Rhinoceros", ["8.{a}"]), ("SolidWorks", ["2024 SP{a}", "2023 SP5"]), ("Nero Burning ROM", ["2021 v23.0.1.{b}"]),
        ("Paragon Hard Disk Manager", ["17 Advanced"]), ("EaseUS Partition Master", ["18.{a}"]), ("Affinity Photo", ["2.{a}.1"]),
        ("Logic Pro", ["11.0.{a} macOS", "10.8.{a} MAS"]), ("Final Cut Pro", ["10.7.{a} macOS", "10.8"]),
        ("Steinberg Cubase Pro", ["13.0.{b}"]), ("Reaper", ["7.1{a} x64"]), ("Adobe Acrobat Pro", ["2024.00{a}.{b}"])]
SOFT_SCENE_G = ["TBE", "BTCR", "DVT", "RiTUEL", "AMPED", "DYNAMiCS", "XFORCE", "CORE", "BEAN", "ZWT", "LAXiTY", "ACME", "SSQ",
                "F4CG", "MAGNiTUDE", "R2R", "AiR", "DI", "P2P"]
SOFT_GROUPS = ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.mac",
               "alt.binaries.mac.applications", "alt.binaries.cores", "alt.binaries.sounds.utilities", "alt.binaries.inner-sanctum"]


@legit_kind("software", 100)
def g_soft():
    s, vs = pick(SOFT)
    v = pick(vs).format(a=rint(0, 9), b=rint(10, 9999))
    k = rint(0, 5)
    if k == 0:
        n = f"{s} {v}"
    elif k == 1:
        n = f"{dots(s)}.{dots(v)}.{pick(['x64', 'Multilingual', 'WiN', 'MacOS', 'Incl.Keygen', 'Retail'])}-{pick(SOFT_SCENE_G)}"
    elif k == 2:
        n = f"{s} {v} {pick(['(x64) Multilingual', '+ Portable', 'Pre-Activated', '[Repack]', 'Final', 'Setup'])}"
    elif k == 3:
        n = f"{s}"
    elif k == 4:
        n = f"{s} ISO {pick(['Installer', 'Full Installer', 'Offline Installer'])}"
    else:
        n = f"{unders(s)}_{v.split(' ')[0]}_{pick(['win64', 'x64', 'mac', 'linux'])}"
    return n, pick(SOFT_GROUPS), "exe"


GAMES = ["Baldurs Gate 3", "Elden Ring Shadow of the Erdtree", "Cyberpunk 2077 Phantom Liberty", "Hades II", "Starfield",
         "Red Dead Redemption 2", "The Witcher 3 Wild Hunt Complete Edition", "Frostpunk 2", "Manor Lords", "Stardew Valley",
         "Hollow Knight", "Disco Elysium The Final Cut", "Factorio Space Age", "Satisfactory", "Dragons Dogma 2",
         "Final Fantasy VII Rebirth", "Alan Wake 2", "Lies of P", "Civilization VI", "Total War Warhammer III",
         "Indiana Jones and the Great Circle", "Kingdom Come Deliverance II", "Balatro", "Halo Infinite", "Forza Horizon 5"]
CONSOLE = [("Super Mario Bros Wonder", "NSW"), ("Zelda Tears of the Kingdom", "NSW"), ("Metroid Dread", "NSW"),
           ("Gran Turismo 7", "PS4"), ("Bloodborne", "PS4"), ("Ghost of Tsushima", "PS4"), ("Halo 3", "XBOX360"),
           ("Gears of War 3", "XBOX360"), ("Metal Gear Solid 4", "PS3"), ("Pokemon Scarlet", "NSW"), ("Mario Kart 8 Deluxe", "NSW")]
GAME_G = ["RUNE", "TENOKE", "CODEX", "SKIDROW", "PLAZA", "DOGE", "FLT", "TiNYiSO", "DARKSiDERS", "RAZOR1911", "ElAmigos",
          "KaOs", "GOG", "P2P", "SiMPLEX", "I_KnoW", "EMPRESS", "Chronos", "HOODLUM", "PROPHET"]
GAME_GROUPS = ["alt.binaries.games", "alt.binaries.games.xbox360", "alt.binaries.console.ps3", "alt.binaries.nintendo.switch",
               "alt.binaries.cd.image.games", "alt.binaries.games.repacks", "alt.binaries.sony.psp", "alt.binaries.emulators"]


@legit_kind("game", 90)
def g_game():
    k = rint(0, 6)
    g = pick(GAMES)
    if k == 0:
        n = f"{dots(g)}-{pick(GAME_G)}"
    elif k == 1:
        n = f"{g} (v{rint(1, 3)}.{rint(0, 99)}.{rint(0, 99)} + {rint(1, 12)} DLCs) [{pick(['FitGirl Repack', 'DODI Repack', 'ElAmigos', 'KaOs Repack'])}]"
    elif k == 2:
        n = f"{g} [GOG] ({pick(['Windows', 'Linux', 'macOS'])})"
    elif k == 3:
        n = f"setup_{unders(g).lower()}_{rint(1, 3)}.{rint(0, 9)}.{rint(0, 9)}_({rint(10000, 99999)}).exe"
    elif k == 4:
        c, p = pick(CONSOLE)
        n = f"{dots(c)}.{p}-{pick(['VENOM', 'SUXXORS', 'BigBlueBox', 'DUPLEX', 'COMPLEX', 'STRANGE', 'iCON'])}"
    elif k == 5:
        n = pick(["Sega Mega Drive complete romset (No-Intro {y})", "Sony PlayStation Redump Collection {y} Part {p}",
                  "MAME 0.{v} ROMs (merged)", "Nintendo SNES No-Intro {y}-{m}", "Commodore 64 TOSEC {y}",
                  "Amiga WHDLoad Games Pack {y}"]).format(y=rint(2018, 2025), p=rint(1, 20), v=rint(200, 270), m=f"{rint(1, 12):02d}")
    else:
        n = f"{dots(g)}.{pick(['Update.v1.0.' + str(rint(1, 99)), 'MULTi' + str(rint(5, 14)), 'REPACK', 'PROPER', 'Build.' + str(rint(1000000, 9999999))])}-{pick(GAME_G)}"
    return n, pick(GAME_GROUPS), pick(["iso", "exe"])


@legit_kind("linux_iso", 40)
def g_linux():
    a = rint(0, 9)
    n = pick([f"ubuntu-{pick(['20.04.6', '22.04.4', '24.04', '24.04.1', '24.10'])}-{pick(['desktop', 'live-server'])}-amd64.iso",
              f"debian-12.{a}.0-amd64-{pick(['DVD-1', 'netinst', 'DVD-2'])}.iso",
              f"Fedora-Workstation-Live-x86_64-{rint(38, 41)}-1.{rint(1, 14)}.iso",
              f"archlinux-{rint(2023, 2025)}.{rint(1, 12):02d}.01-x86_64.iso",
              f"linuxmint-21.{rint(1, 3)}-{pick(['cinnamon', 'mate', 'xfce'])}-64bit.iso",
              f"openSUSE-Tumbleweed-DVD-x86_64-Snapshot2024{rint(1, 12):02d}{rint(10, 28)}-Media.iso",
              f"Rocky-9.{a}-x86_64-dvd.iso", f"AlmaLinux-9.{a}-x86_64-dvd.iso",
              f"kali-linux-{rint(2022, 2025)}.{rint(1, 4)}-installer-amd64.iso", f"FreeBSD-14.{rint(0, 2)}-RELEASE-amd64-dvd1.iso",
              f"TrueNAS-SCALE-{pick(['23.10.2', '24.04.1', '24.10.0'])}.iso", f"proxmox-ve_8.{rint(0, 3)}-{rint(1, 2)}.iso",
              f"Slackware 15.0 x86_64 DVD", f"tails-amd64-6.{a}.img", f"OpenBSD 7.{rint(3, 6)} install7{rint(3, 6)}.iso",
              f"pop-os_22.04_amd64_nvidia_{rint(10, 50)}.iso", f"manjaro-kde-2{rint(2, 4)}.{rint(0, 1)}.{a}-minimal.iso",
              f"gentoo install-amd64-minimal-2024{rint(1, 12):02d}{rint(10, 28)}T170433Z.iso",
              f"{rint(2023, 2025)}-{rint(1, 12):02d}-{rint(10, 28)}-raspios-bookworm-arm64-lite.img.xz",
              f"CentOS-Stream-9-2024{rint(1, 12):02d}{rint(10, 28)}.0-x86_64-dvd1.iso", f"NixOS {pick(['23.11', '24.05', '24.11'])} minimal x86_64"])
    return n, pick(["alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.iso", "alt.binaries.cd.image", "alt.binaries.linux.iso"]), "iso"


# ---------------------------------------------------------------- legit: courses, docs, sports, radio, images, foreign
COURSES = ["Udemy - The Complete Python Bootcamp From Zero to Hero", "Pluralsight - Kubernetes for Developers Core Concepts",
           "LinkedIn Learning - Excel Essential Training", "The Great Courses - The History of Ancient Egypt",
           "Lynda.com - Photoshop CC One-on-One Fundamentals", "Coursera - Machine Learning Specialization",
           "Skillshare - Watercolor Basics for Beginners", "MasterClass - Gordon Ramsay Teaches Cooking",
           "CBT Nuggets - CompTIA Network+ N10-008", "ITProTV - CCNA 200-301", "Frontend Masters - Complete Intro to React v8",
           "Domestika - Introduction to Procreate", "Gnomon Workshop - Creature Design in ZBrush", "The Great Courses - Understanding the Universe",
           "Udemy - Docker and Kubernetes The Complete Guide", "Udemy - 100 Days of Code Python", "Pluralsight - AWS Certified Solutions Architect",
           "The Teaching Company - Music as a Mirror of History", "Wondrium - The Real History of Pirates", "egghead - Advanced TypeScript Patterns",
           "Groove3 - Ableton Live 12 Explained", "FXPHD - Houdini Foundations", "Oreilly Video - Linux Kernel Internals"]
COURSE_GROUPS = ["alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.e-book.technical", "alt.binaries.cbt",
                 "alt.binaries.misc", "alt.binaries.multimedia.tutorials"]


@legit_kind("course", 60)
def g_course():
    c = pick(COURSES)
    k = rint(0, 4)
    if k == 0:
        n = f"{c} ({rint(2016, 2025)})"
    elif k == 1:
        n = f"{dots(c)}.TUTORiAL-{pick(['FCKDRM', 'QUASAR', 'iLLiTERATE', 'ELOHiM', 'BOOKWARE', 'JGTiSO'])}"
    elif k == 2:
        n = f"{c} [{pick(['Video', 'Course', 'Lectures'])}, {rint(4, 90)} hours, {pick(['720p', '1080p', 'MP4'])}]"
    elif k == 3:
        n = f"{c} - Updated {MONTHS[rint(0, 11)]} {rint(2018, 2025)}"
    else:
        n = f"{c} - {rint(8, 48)} Lectures (MP4 + PDF guidebook)"
    return n, pick(COURSE_GROUPS), "video"


DOCS = ["BBC Planet Earth III", "PBS Nova", "National Geographic Drain the Oceans", "Ken Burns The Civil War", "Storyville",
        "BBC Horizon", "PBS Frontline", "Secrets of the Dead", "Blue Planet II", "The Vietnam War", "Chernobyl The Lost Tapes",
        "The Last Dance", "Our Planet", "Arte Xenius", "Time Team Specials", "Ancient Apocalypse", "Tutankhamun's Treasures",
        "BBC Timewatch", "Seven Worlds One Planet", "Cosmos A Spacetime Odyssey", "Connections with James Burke", "The Ascent of Man"]
DOC_GROUPS = ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee", "alt.binaries.hdtv.x264"]


@legit_kind("documentary", 50)
def g_doc():
    d = pick(DOCS)
    k = rint(0, 4)
    if k == 0:
        n = f"{dots(d)}.S{rint(1, 50):02d}E{rint(1, 12):02d}.{pick(['720p', '1080p', '2160p'])}.{pick(['iP.WEB-DL', 'HDTV', 'BluRay', 'WEB'])}.{pick(['x264', 'H264', 'x265'])}-{pick(['BTN', 'LOL', 'DOCUMENTS', 'PLUTONiUM', 'SUGOI', 'KOMPOST'])}"
    elif k == 1:
        n = f"{d} {rint(1990, 2025)} - {pick(EPW1)} {pick(EPW2)} {pick(['720p', '1080p'])} HDTV x264 AAC MVGroup Forum"
    elif k == 2:
        n = f"{d} ({rint(1970, 2024)}) Complete Series [{pick(['DVDRip', 'BDRip', '1080p WEB'])}]"
    elif k == 3:
        n = f"{dots(d)}.{rint(2005, 2025)}.{dots(pick(EPW1) + ' ' + pick(EPW2))}.1080p.WEB.h264-{pick(['EDITH', 'BAE', 'DOCUMENTS'])}"
    else:
        n = f"{d} - Episode {rint(1, 12)} - {pick(EPW1)} {pick(EPW2)} (MVGroup.org).mkv"
    return n, pick(DOC_GROUPS), "video"


FOOT = ["Arsenal", "Chelsea", "Liverpool", "Man City", "Tottenham", "Newcastle", "Aston Villa", "Everton", "Brighton", "West Ham"]
NBA = ["Celtics", "Suns", "Lakers", "Knicks", "Nuggets", "Bucks", "Heat", "Mavericks", "Warriors", "Thunder"]
NFL = ["Bills", "Dolphins", "Chiefs", "Ravens", "49ers", "Eagles", "Packers", "Lions", "Cowboys", "Bengals"]
F1GP = ["Bahrain", "Saudi Arabia", "Australia", "Japan", "China", "Miami", "Monaco", "Canada", "Spain", "Austria", "Britain", "Hungary",
        "Belgium", "Netherlands", "Italy", "Singapore", "Mexico", "Brazil", "Abu Dhabi"]
SPORT_GROUPS = ["alt.binaries.sports", "alt.binaries.multimedia.sports", "alt.binaries.tv.sport", "alt.binaries.teevee",
                "alt.binaries.multimedia.sports.boxing", "alt.binaries.sports.football", "alt.binaries.hdtv"]


@legit_kind("sports", 60)
def g_sport():
    y, m, d = rdate(2018, 2025)
    k = rint(0, 7)
    if k == 0:
        n = f"Formula1.{y}.Round{rint(1, 24):02d}.{pick(F1GP)}.{pick(['Qualifying', 'Race', 'Sprint', 'FP1', 'FP2'])}.{pick(['SkyF1HD', 'F1TV', 'SkyF1UHD'])}.1080P"
    elif k == 1:
        a, b = R.sample(NFL, 2)
        n = f"NFL.{y}.Week.{rint(1, 18)}.{a}.vs.{b}.720p.WEB.h264-{pick(['SPLASH', 'HEAT', 'NFLHD'])}"
    elif k == 2:
        a, b = R.sample(NBA, 2)
        n = f"NBA.{y}.{m:02d}.{d:02d}.{a}.vs.{b}.720p.WEB.h264-SPLASH"
    elif k == 3:
        n = f"UFC.{rint(250, 310)}.{pick(['PPV', 'Prelims', 'Early.Prelims'])}.1080p.WEB.h264-{pick(['VERUM', 'SHREDDERS', 'PUNCH'])}"
    elif k == 4:
        n = f"WWE.{pick(['Monday.Night.Raw', 'SmackDown', 'NXT'])}.{y}.{m:02d}.{d:02d}.720p.HDTV.x264-NWCHD"
    elif k == 5:
        a, b = R.sample(FOOT, 2)
        n = f"Premier.League.{y - 1}.{str(y)[2:]}.{a.replace(' ', '.')}.vs.{b.replace(' ', '.')}.1080p.WEB.h264-{pick(['FOOTY', 'SPORTSHD', 'ELiTE'])}"
    elif k == 6:
        n = f"MotoGP.{y}.Round{rint(1, 20):02d}.{pick(F1GP)}.{pick(['Race', 'Qualifying', 'Sprint'])}.1080p.WEB.h264-{pick(['VERUM', 'WHEELS'])}"
    else:
        n = pick([f"Tour de France {y} Stage {rint(1, 21)} (ITV4, 720p)", f"Six Nations {y} - {pick(['Ireland', 'England', 'France'])} vs {pick(['Wales', 'Scotland', 'Italy'])} 1080p",
                  f"The Ashes {y} Test {rint(1, 5)} Day {rint(1, 5)} Sky Sports Cricket", f"Wimbledon {y} Final 1080p BBC",
                  f"Match of the Day {y}-{m:02d}-{d:02d} 720p"])
    return n, pick(SPORT_GROUPS), "video"


@legit_kind("podcast_radio", 40)
def g_radio():
    y, m, d = rdate(2010, 2025)
    dt = f"{y}-{m:02d}-{d:02d}"
    n = pick([f"BBC Radio 4 - In Our Time - The {pick(EPW2)} of {pick(['Hastings', 'Carthage', 'Byzantium', 'Venice', 'Ur'])} ({dt})",
              f"Hardcore History {rint(50, 72)} - {pick(['Mania for Subjugation', 'Wrath of the Khans', 'Blueprint for Armageddon'])} {pick(['I', 'II', 'III'])}",
              f"Radio 6 Music - Gilles Peterson {dt} [MP3 320]", f"This American Life {rint(500, 840)} - {pick(EPW1)} {pick(EPW2)}",
              f"The Archers Omnibus {dt}", f"Desert Island Discs - {pick(GUESTS)} ({dt})", f"John Peel Show {rint(1976, 2004)}-{m:02d}-{d:02d} [tape rip]",
              f"Essential Mix - {pick(['Four Tet', 'Bicep', 'Peggy Gou', 'Fred again..', 'Jamie xx'])} {dt}",
              f"Kermode and Mayo's Take {dt}", f"Radiolab - {pick(EPW1)} {pick(EPW2)} ({y})", f"Planet Earth Podcast {dt}",
              f"BBC Radio 3 - Proms {y} - Prom {rint(1, 75)}", f"Late Junction {dt} (AAC 320)", f"NTS Radio - {pick(DJ2)} {dt}"])
    return n, pick(["alt.binaries.sounds.radio", "alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.mp3", "alt.binaries.podcasts",
                    "alt.binaries.sounds.radio.misc"]), "audio"


@legit_kind("images", 40)
def g_img():
    y = rint(2005, 2025)
    n = pick([f"Wallpapers Pack 4K - {pick(['Nature Landscapes', 'Space', 'Cityscapes', 'Minimal', 'Forests'])} ({rint(50, 900)} images)",
              f"National Geographic Photo of the Day {MONTHS[rint(0, 11)]} {y}", f"NASA APOD {y} Complete", f"Bing Wallpapers Archive {y}",
              f"[Pictures] {pick(['Scottish Highlands', 'Iceland', 'Lake District', 'Norway fjords', 'Kyoto'])} trip {y} - {rint(20, 400)} jpg",
              f"Hubble {pick(['Deep Field', 'Pillars of Creation', 'Carina Nebula'])} full resolution TIFF", f"Vintage Railway Photographs Collection Vol {rint(1, 20)}",
              f"IMG_{rint(1000, 9999)}.JPG", f"DSC{rint(10000, 99999)}.jpg", f"Mars Rover Raw Images Sol {rint(1, 4000)}",
              f"Old maps of {pick(CITY)} ({rint(1600, 1950)}) high res scans", f"Wildlife photography set {y} ({rint(10, 200)} RAW)"])
    return n, pick(["alt.binaries.pictures", "alt.binaries.pictures.wallpaper", "alt.binaries.pictures.nature", "alt.binaries.pictures.astro",
                    "alt.binaries.pictures.trains", "alt.binaries.pictures.misc", "alt.binaries.pictures.rail"]), "img"


FOREIGN = [("Tatort", "GERMAN", "alt.binaries.town", 2023), ("Der Tatortreiniger", "GERMAN", "alt.binaries.german.movies", 2011),
           ("Les Petits Mouchoirs", "FRENCH", "alt.binaries.movies.french", 2010), ("Dix pour cent", "FRENCH", "alt.binaries.series.french", 2015),
           ("Boer Zoekt Vrouw", "DUTCH", "alt.binaries.nl", 2019), ("Wie is de Mol", "DUTCH", "alt.binaries.nl", 2022),
           ("Il Commissario Montalbano", "iTALiAN", "alt.binaries.dvd.italian", 1999), ("La Casa de Papel", "SPANiSH", "alt.binaries.movies.spanish", 2017),
           ("Bron Broen", "SWEDiSH", "alt.binaries.nordic", 2011), ("Borgen", "DANiSH", "alt.binaries.nordic", 2010), ("Brat", "RUS", "alt.binaries.multimedia", 1997),
           ("Das Boot", "GERMAN", "alt.binaries.town", 1981), ("Kudamm 63", "GERMAN", "alt.binaries.hdtv.german", 2024), ("Engrenages", "FRENCH", "alt.binaries.series.french", 2005),
           ("El Ministerio del Tiempo", "SPANiSH", "alt.binaries.movies.spanish", 2015), ("Flikken Maastricht", "DUTCH", "alt.binaries.mom", 2007)]
LANGTAG = {"GERMAN": ("German DL 1080p", "Untertitel"), "FRENCH": ("MULTi VFF 1080p", "VOSTFR"), "DUTCH": ("NL Subs 720p", "NLsub"),
           "iTALiAN": ("iTA AC3 1080p", "SUB iTA"), "SPANiSH": ("Castellano 1080p", "Subtitulado"), "SWEDiSH": ("Nordic Subs 720p", "SWESUB"),
           "DANiSH": ("Nordic Subs 720p", "DKsubs"), "RUS": ("RUS BDRip 1080p", "rus sub")}
CJK = [("[梦蓝字幕组] {a} 第{n}集 1080P 简繁", "alt.binaries.multimedia.anime"), ("(一般コミック) [{b}] {c} 第{m}巻", "alt.binaries.e-book.japanese"),
       ("[MMEDIA] 欅坂46 {m}thシングル 特典映像 1080p", "alt.binaries.multimedia.japanese"), ("(同人音楽) [{y}.{m}.{m}] サークル名 - アルバム [FLAC]", "alt.binaries.sounds.flac"),
       ("Брат {k} ({yy}) BDRip 1080p", "alt.binaries.multimedia"), ("Ирония судьбы, или С лёгким паром (1975) DVDRip", "alt.binaries.dvd"),
       ("Тайны следствия {m} сезон {n} серия", "alt.binaries.multimedia"), ("[爱恋字幕社] {a} 第{n}话 1080P MP4 GB", "alt.binaries.anime")]


@legit_kind("foreign", 80)
def g_foreign():
    t, lang, grp, yr = pick(FOREIGN)
    k = rint(0, 6)
    if k == 2 and lang != "SPANiSH":
        k = 0
    if k == 0:
        n = f"{dots(t)}.{ep()}.{lang}.720p.HDTV.x264-{pick(['iTSLEGAL', 'TVP', 'DiDi', 'ARTiGO', 'NLSubs', 'SKGTV'])}"
    elif k == 1:
        n = f"{dots(t)}.{yr}.{lang}.{pick(['DL.1080p.BluRay.x264', '1080p.WEB.h264', '1080p.BluRay.x264', 'BDRip.x264'])}-{pick(['DETAiLS', 'ROUGH', 'EXTREME', 'TVARCHiV', 'SAUERKRAUT'])}"
    elif k == 2:
        n = f"{t} - Temporada {rint(1, 5)} [HDTV 720p][Cap.{rint(1, 5)}{rint(1, 15):02d}][AC3 5.1 Castellano]"
    elif k == 3:
        tmpl, grp = pick(CJK)
        n = tmpl.format(a=pick(["名侦探柯南", "海贼王", "蜡笔小新", "葬送的芙莉莲"]), b=pick(["尾田栄一郎", "荒川弘", "諫山創"]),
                        c=pick(["ワンピース", "鋼の錬金術師", "進撃の巨人"]), n=rint(1, 1100), m=rint(1, 30), y=rint(2015, 2024),
                        k=rint(1, 2), yy=pick([1997, 2000]))
    elif k == 4:
        n = f"{t} ({yr}) {LANGTAG[lang][0]}"
    elif k == 5:
        n = f"{dots(t)}.S{rint(1, 9):02d}.{lang}.{pick(['COMPLETE', 'DL'])}.1080p.WEB.x264-{pick(['WvF', 'TMSF', 'RiPTiDE', 'GTF'])}"
    else:
        n = f"{t} {ep()} {LANGTAG[lang][1]} {pick(['720p', '1080p'])}"
    return n, grp, "video"


# ---------------------------------------------------------------- legit: obfuscated, par2
OBF_GROUPS = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.frogs", "alt.binaries.mom", "alt.binaries.cores",
              "alt.binaries.ath", "alt.binaries.superman", "alt.binaries.u-4all", "alt.binaries.bloaf", "alt.binaries.iso",
              "alt.binaries.multimedia", "alt.binaries.nl", "alt.binaries.town", "alt.binaries.kleverig", "alt.binaries.dc",
              "alt.binaries.flowed", "alt.binaries.xylo", "alt.binaries.chello", "alt.binaries.ftn", "alt.binaries.b4e"]
OBF_EXT = ["mkv", "rar", "par2", "7z", "bin", "part01.rar", "vol00+01.par2", "mp4", "zip", "001", "r00", "iso", "nfo", "flac"]
MOJI_SRC = ["Amélie (2001) FRENCH 1080p", "Le Fabuleux Destin d'Amélie Poulain", "Die Fälscher 2007 German", "Björk - Homogenic",
            "Sigur Rós - Ágætis byrjun", "Motörhead - Ace of Spades", "Mötley Crüe - Dr. Feelgood", "Café del Mar Vol. 5",
            "Pokémon Detective Pikachu", "Les Misérables (2012)", "Straße der Sehnsucht", "Niña de fuego", "Årets Julkalender",
            "Françoise Hardy - Comment te dire adieu", "Señorita Pólvora", "千と千尋の神隠し", "進撃の巨人 The Final Season",
            "鬼滅の刃 第01話", "ドラゴンボール超", "Брат 2 (2000)", "Ирония судьбы", "Zażółć gęślą jaźń", "Čapkovy kapsy",
            "Dziady część III", "Møterom - Sørlandet", "Ελληνικά τραγούδια", "Édith Piaf - La Vie en rose", "Günther Jauch Spezial",
            "Léon (1994) VFF", "Fünf Freunde", "Mañana es hoy", "Ça - Chapitre 2", "Jönssonligan", "Über Ich und Du"]
MOJI_ENC = [("utf-8", "cp1252"), ("utf-8", "cp437"), ("utf-8", "cp1251"), ("cp1251", "cp1252"), ("shift_jis", "cp1252"),
            ("utf-8", "cp1250"), ("latin-1", "utf-8"), ("utf-8", "mac_roman")]


def mojibake(s):
    for _ in range(8):
        e1, e2 = pick(MOJI_ENC)
        try:
            b = s.encode(e1)
        except UnicodeEncodeError:
            continue
        out = b.decode(e2, "replace")
        if out != s:
            return out
    return s.encode("utf-8").decode("cp1252", "replace")


OBF_WORDS = ["amber", "quiet", "drum", "apple", "river", "stone", "blue", "falcon", "maple", "tiger", "copper", "delta"]


@legit_kind("obfuscated", 180, wrap_p=0.55)
def g_obf():
    k = rint(0, 10)
    ext = "." + pick(OBF_EXT)
    if k == 0:
        n = rhex(32)
    elif k == 1:
        n = rhex(32) + ext
    elif k == 2:
        n = rstr(ALNUM, rint(10, 40))
    elif k == 3:
        n = rstr(ALNUM, rint(8, 30)) + ext
    elif k == 4:
        n = str(rint(10 ** 7, 10 ** 19)) + (ext if chance(0.5) else "")
    elif k == 5:
        n = ruuid() + (ext if chance(0.4) else "")
        if chance(0.3):
            n = n.upper()
    elif k == 6:
        n = mojibake(pick(MOJI_SRC)) + (ext if chance(0.5) else "")
    elif k == 7:
        n = "-".join(pick(OBF_WORDS) for _ in range(rint(2, 4))) + f"-{rint(1, 999)}" + (ext if chance(0.5) else "")
    elif k == 8:
        n = rhex(40) if chance(0.5) else rstr(ALNUM + "-_", 22)
    elif k == 9:
        n = rstr(LOWALNUM, rint(12, 24)) + f".part{rint(1, 99):02d}.rar"
    else:
        n = rstr("abcdefghijklmnopqrstuvwxyz", rint(6, 16)) + (ext if chance(0.6) else "")
    return n, pick(OBF_GROUPS), "any"


PAR_SRC = [g_tv_scene, g_film, g_linux, g_music_scene, g_game, g_soft, g_anime, g_audiobook]


@legit_kind("par2", 50, wrap_p=0.0)
def g_par2():
    name, group, _ = pick(PAR_SRC)()
    a = rint(0, 127)
    b = pick([1, 2, 4, 8, 16, 32, 64])
    f = pick([f"{name}.par2", f"{name}.vol{a:03d}+{b:03d}.par2", f"{name}.vol{a:02d}+{b:02d}.PAR2", f"{name}.vol{a}+{b}.par2"])
    k = rint(0, 8)
    n = rint(3, 120)
    P = rint(1, 40)
    if k == 0:
        return f, group, "any"
    if k == 1:
        return f"[PAR2] {name}", group, "any"
    if k == 2:
        return f"{name} - PAR2 repair files ({pick([5, 10, 15, 20, 25])}% recovery)", group, "any"
    if k == 3:
        return f"Par2 fill for {name}", group, "any"
    if k in (4, 5):
        return f'[{n}/{n}] - "{f}" yEnc (1/{P})', group, "any"
    if k == 6:
        return f'{name} [{n:02d}/{n:02d}] - "{f}" yEnc ({rint(1, P)}/{P})', group, "any"
    if k == 7:
        return f'"{f}" yEnc ({rint(1, P)}/{P})', group, "any"
    return f"{name} (par2 set for repair)", group, "any"


# ---------------------------------------------------------------- legit: real titles with ad-like words
AD_FILMS = [("Casino Royale", 2006), ("Casino Royale", 1967), ("Casino", 1995), ("Win Win", 2011), ("Click", 2006), ("Hot Fuzz", 2007),
            ("Hot Tub Time Machine", 2010), ("Some Like It Hot", 1959), ("Hot Shots", 1991), ("Free Guy", 2021), ("Free Willy", 1993),
            ("Free Solo", 2018), ("Free State of Jones", 2016), ("Free Fire", 2016), ("Money Monster", 2016), ("Moneyball", 2011),
            ("The Color of Money", 1986), ("Cash Out", 2024), ("Lottery Ticket", 2010), ("The Prize", 1963), ("Win It All", 2017),
            ("Call Me by Your Name", 2017), ("The Call of the Wild", 2020), ("Crypto", 2019), ("Dating Amber", 2020),
            ("Slumdog Millionaire", 2008), ("Jackpot", 2024), ("Love and Other Drugs", 2010), ("Hot Rod", 2007),
            ("Crazy Rich Asians", 2018), ("Get Rich or Die Tryin", 2005), ("Casino Jack", 2010), ("Lucky Number Slevin", 2006),
            ("Hackers", 1995), ("xXx", 2002), ("The Naked Gun", 1988), ("Singles", 1992), ("Cheaper by the Dozen", 2003),
            ("Win a Date with Tad Hamilton", 2004), ("Snabba Cash", 2010), ("Money Train", 1995), ("Free Money", 1998),
            ("Hot Pursuit", 2015), ("Cashback", 2006), ("Banking on Bitcoin", 2016), ("Trust No One The Hunt for the Crypto King", 2022),
            ("Pay It Forward", 2000), ("Easy Money", 1983), ("The Cheap Detective", 1978), ("Phone Booth", 2002), ("Cellular", 2004),
            ("Dirty Money", 2018), ("Blood Money", 2017), ("Dream Girl", 2019), ("Free Birds", 2013), ("Hot Summer Nights", 2017)]
AD_TV = ["Better Call Saul", "Call the Midwife", "Call My Agent", "Money Heist", "Cash Cab", "Cash in the Attic", "Deal or No Deal",
         "Who Wants to Be a Millionaire", "Dating Around", "Dating Naked", "First Dates", "Hot Ones", "Hot in Cleveland", "Clickbait",
         "Winning Time The Rise of the Lakers Dynasty", "Win or Lose", "Sex Education", "Naked and Afraid", "Scam 1992",
         "The Pharmacist", "Money for Nothing", "The Million Pound Drop", "Hot Bench", "Selling Sunset", "Dragons Den",
         "Shark Tank", "Million Dollar Listing", "Bargain Hunt", "Extreme Couponing", "Cheap Eats", "Free Rein", "Cash Cab UK",
         "Lottery Changed My Life", "Undercover Boss", "Pawn Stars", "Storage Wars", "Hot Date", "Love Is Blind"]
AD_MUSIC = [("Viagra Boys", "Street Worms", 2018), ("Viagra Boys", "Welfare Jazz", 2021), ("Viagra Boys", "Cave World", 2022),
            ("Hot Chip", "The Warning", 2006), ("Hot Chip", "Made in the Dark", 2008), ("Hot Chip", "In Our Heads", 2012),
            ("Happy Mondays", "Pills n Thrills and Bellyaches", 1990), ("Cheap Trick", "At Budokan", 1978), ("Cheap Trick", "In Color", 1977),
            ("Johnny Cash", "At Folsom Prison", 1968), ("Johnny Cash", "American IV The Man Comes Around", 2002), ("Free", "Fire and Water", 1970),
            ("Money Mark", "Push the Button", 1998), ("Dire Straits", "Money for Nothing", 1988), ("Hot Hot Heat", "Make Up the Breakdown", 2002),
            ("Hot Snakes", "Suicide Invoice", 2002), ("50 Cent", "Get Rich or Die Tryin", 2003), ("The Lottery Winners", "Anxiety Replacement Therapy", 2023),
            ("Hot Water Music", "Caution", 2002), ("Big Brother and the Holding Company", "Cheap Thrills", 1968), ("Cash Cash", "Blood Sweat and 3 Years", 2016),
            ("Casino Versus Japan", "Go Hawaii", 2004), ("David Arnold", "Casino Royale OST", 2006), ("Pink Floyd", "Money (single)", 1973),
            ("ABBA", "Money Money Money (single)", 1976), ("Barrett Strong", "Money Thats What I Want", 1959), ("Sia", "Cheap Thrills (Remixes)", 2016),
            ("Free Nationals", "Free Nationals", 2019), ("Jessie J", "Price Tag (single)", 2011), ("The Prize Fighter Inferno", "My Brothers Blood Machine", 2006),
            ("Cashmere Cat", "9", 2019), ("Cheap Trick", "Heaven Tonight", 1978), ("Johnny Cash", "Ride This Train", 1960)]
AD_SOFT = ["Internet Download Manager 6.42 Build {b}", "Free Download Manager 6.2{a}.{b}", "Moneydance 2024.{a}", "Money Manager Ex 1.8.{a}",
           "Bitcoin Core 2{a}.0", "Electrum Bitcoin Wallet 4.5.{a}", "VeraCrypt 1.26.{a}", "Cryptomator 1.1{a}.0", "Freemake Video Converter 4.1.{a}",
           "PokerTracker 4.1{a}.{b}", "Holdem Manager 3 v3.{a}", "Quicken Deluxe 2024 R{a}", "Microsoft Money Plus Sunset Deluxe",
           "JDownloader 2 Installer", "Download Accelerator Plus 10.0.{a}", "Free Studio {b}", "Crypto Pro CSP 5.0.{b}",
           "Hot Virtual Keyboard 9.{a}", "Free Audio Converter 5.{a}"]
AD_BOOKS = [("Robert T. Kiyosaki", "Rich Dad Poor Dad"), ("Thomas J. Stanley", "The Millionaire Next Door"), ("Andreas M. Antonopoulos", "Mastering Bitcoin"),
            ("Jean-Philippe Aumasson", "Serious Cryptography"), ("Bruce Schneier", "Applied Cryptography"), ("Neal Stephenson", "Cryptonomicon"),
            ("Ben Mezrich", "Bitcoin Billionaires"), ("Shirley Jackson", "The Lottery and Other Stories"), ("Martin Amis", "Money"),
            ("Morgan Housel", "The Psychology of Money"), ("Vicki Robin", "Your Money or Your Life"), ("Napoleon Hill", "Think and Grow Rich"),
            ("Min Jin Lee", "Free Food for Millionaires"), ("Ian Fleming", "Casino Royale"), ("Deborah Levy", "Hot Milk"), ("Jack London", "The Call of the Wild"),
            ("Daniel Yergin", "The Prize"), ("Chris Anderson", "Free The Future of a Radical Price"), ("Christopher Ryan", "Sex at Dawn"),
            ("Johnny Cash", "Cash The Autobiography"), ("Michael Lewis", "Going Infinite"), ("Zeke Faux", "Number Go Up"), ("Saifedean Ammous", "The Bitcoin Standard"),
            ("Sam Quinones", "Dreamland The True Tale of America's Opiate Epidemic"), ("Patrick Radden Keefe", "Empire of Pain"), ("Ben Goldacre", "Bad Pharma"),
            ("Elizabeth Warren", "The Two-Income Trap"), ("Frank Partnoy", "Infectious Greed"), ("Jonathan Franzen", "Freedom"), ("Bret Easton Ellis", "Less Than Zero")]
AD_GAMES = ["Call of Duty Modern Warfare III", "Call of Cthulhu", "Hot Wheels Unleashed", "Casino Inc", "Poker Night at the Inventory",
            "Cash Cleaner Simulator", "Hotline Miami", "Luck be a Landlord", "Free Fire", "Coin Crypt", "Hot Lava", "Cash Register Simulator",
            "Casino Inc The Management", "Pharmacy Simulator", "Capitalism Lab"]
AD_POD = ["Planet Money", "Freakonomics Radio", "Money Box (BBC Radio 4)", "The Indicator from Planet Money", "Hot Ones Podcast",
          "Call Her Daddy", "Click (BBC World Service)", "The Bitcoin Standard Podcast", "Bad Bets", "Money Talks (The Economist)",
          "Free Speech Radio News"]


@legit_kind("adlike_words", 250)
def g_adlike():
    k = rint(0, 9)
    if k <= 2:
        t, y = pick(AD_FILMS)
        return film_name(t, y), pick(FILM_GROUPS), "video"
    if k == 3:
        s = pick(AD_TV)
        if chance(0.6):
            n = f"{dots(s)}.{ep()}.{pick(['720p.HDTV.x264', '1080p.WEB.h264', '720p.WEB.h264', 'HDTV.x264'])}-{pick(TV_SCENE_G)}"
        else:
            n = f"{s} S{rint(1, 12):02d} {pick(['COMPLETE 1080p WEB-DL', 'Season Pack 720p', '1080p NF WEBRip DDP5.1 x264-' + pick(TV_P2P_G)])}"
        return n, pick(TV_GROUPS), "video"
    if k == 4:
        a, t, y = pick(AD_MUSIC)
        if chance(0.5):
            n = f"{unders(a)}-{unders(t)}-{pick(['WEB', 'CD', 'REMASTERED-CD', 'VINYL'])}-{pick([y, rint(2005, 2025)])}-{pick(MUS_SCENE_G)}"
        else:
            n = f"{a} - {t} ({y}) [{pick(['FLAC', 'MP3 320', 'FLAC 24bit', 'MP3 V0'])}]"
        return n, pick(FLAC_GROUPS + MUS_GROUPS), "audio"
    if k == 5:
        s = pick(AD_SOFT).format(a=rint(0, 9), b=rint(10, 9999))
        if chance(0.4):
            s = f"{dots(s)}.{pick(['x64', 'Multilingual', 'Incl.Keygen', 'WiN', 'Portable'])}-{pick(SOFT_SCENE_G)}"
        return s, pick(SOFT_GROUPS), "exe"
    if k == 6:
        a, t = pick(AD_BOOKS)
        n = pick([f"{a} - {t} ({pick(['epub', 'pdf', 'mobi', 'azw3'])})", f"{t} by {a} [EPUB]", f"{a} - {t} (Unabridged) [MP3]",
                  f"{unders(a)}_-_{unders(t)}-AUDIOBOOK-WEB-EN-{rint(2012, 2025)}-VOiCE", f"{a} - {t}.epub", f"{t} - {a} [retail]"])
        return n, pick(EB_GROUPS + AB_GROUPS), "book"
    if k == 7:
        g = pick(AD_GAMES)
        n = pick([f"{dots(g)}-{pick(GAME_G)}", f"{g} [{pick(['FitGirl Repack', 'DODI Repack', 'GOG'])}]", f"{g} v{rint(1, 3)}.{rint(0, 40)}.{rint(0, 9)}"])
        return n, pick(GAME_GROUPS), "exe"
    if k == 8:
        y, m, d = rdate(2012, 2025)
        n = pick([f"{pick(AD_POD)} - {y}-{m:02d}-{d:02d}", f"{pick(AD_POD)} - Episode {rint(1, 1500)} - {pick(EPW1)} {pick(EPW2)}",
                  f"{pick(AD_POD)} {y} complete [MP3]"])
        return n, pick(["alt.binaries.sounds.radio", "alt.binaries.podcasts", "alt.binaries.sounds.mp3", "alt.binaries.sounds.radio.bbc"]), "audio"
    t, y = pick(AD_FILMS)
    return f"{t} ({y}) {pick(['1080p', '720p', 'DVDRip', '2160p'])} {pick(['BluRay', 'WEB-DL', 'HDTV', 'Remux'])}", pick(FILM_GROUPS), "video"


# ---------------------------------------------------------------- legit: odd styles
ODD_SRC = [g_tv_scene, g_film, g_music_scene, g_soft, g_game, g_ebook, g_anime, g_doc, g_tv_p2p, g_audiobook]
RELATIVE = ["Grandad", "Nan", "my dad", "Uncle Pete", "my mum", "Oma", "Grandpa Joe", "Aunt Linda"]
VENUES = ["the Roundhouse", "Paradiso Amsterdam", "Glastonbury", "the 9:30 Club", "Brixton Academy", "Roskilde", "the Fillmore"]


def strip_group(n):
    return re.sub(r"-[A-Za-z0-9_]+$", "", n)


@legit_kind("odd_style", 100, wrap_p=0.35)
def g_odd():
    k = rint(0, 10)
    if k <= 7:
        name, group, ek = pick(ODD_SRC)()
    if k == 0:
        return name.lower(), group, ek
    if k == 1:
        return re.sub(r"[. ]", "_", name), group, ek
    if k == 2:
        return name.replace(".", " "), group, ek
    if k == 3:
        return strip_group(name), group, ek
    if k == 4:
        return pick([f"REPOST: {name}", f"[REPOST] {name}", f"{name} (repost)", f"{name} - REPOST with more pars",
                     f"Repost by request - {name}"]), group, ek
    if k == 5:
        return pick([f"[FILL] {name}", f"Req: {name} - filled", f"REQ #{rint(1000, 99999)} FILLED - {name}",
                     f"for {pick(NICK)}: {name}", f"re: request - {name}", f"[REQ {rint(100, 9999)}] {name}"]), group, ek
    if k == 6:
        return f"{name} {pick(['- enjoy!', '- thanks to the original poster', '(complete, checked)', '- new pars', '[fixed]', ':-)'])}", group, ek
    if k == 7:
        return f"{name.replace('.', ' ')} {pick(['english subs included', 'great quality', 'with extras', 'no samples', 'proper this time'])}", group, ek
    a, t, y = pick(MUSIC)
    s, g, ek = pick([(f"My own rip of {t} by {a} on vinyl, FLAC with scans", "alt.binaries.sounds.flac", "audio"),
                     (f"Here is the rest of season {rint(1, 9)} of {pick(TV_SHOWS)} as requested, pars included", "alt.binaries.teevee", "video"),
                     (f"Home video digitized from VHS - {pick(RELATIVE)}'s {rint(30, 90)}th birthday {rint(1985, 2005)}", "alt.binaries.boneless", "video"),
                     (f"Scanned {pick(RELATIVE)}'s old slides from {pick(CITY)}, {rint(20, 300)} jpgs", "alt.binaries.pictures", "img"),
                     (f"{a} live at {pick(VENUES)} {rint(1975, 2024)} - my audience recording", "alt.binaries.sounds.lossless", "audio"),
                     (f"Ripped from my own DVD: {pick(FILMS)[0]}, includes the commentary track", "alt.binaries.movies.divx", "video"),
                     (f"Re-upload of {a} - {t} because the first one had missing blocks", "alt.binaries.sounds.mp3", "audio"),
                     (f"Old family photos {rint(1950, 1980)}-{rint(1981, 2000)} part {rint(1, 9)} of {rint(10, 20)}", "alt.binaries.pictures", "img"),
                     (f"{pick(TV_SHOWS)} complete series, my own encodes from the Blu-rays", "alt.binaries.multimedia", "video"),
                     (f"Recorded off air from {pick(['BBC Two', 'Channel 4', 'PBS', 'ZDF', 'Arte'])} last night: {pick(DOCS)}", "alt.binaries.documentaries", "video")])
    return s, g, ek


# ---------------------------------------------------------------- main
def main():
    build_junk()
    for kind, target, gen, wrap_p in LEGIT:
        legit(kind, target, gen, wrap_p)
    rows = list(ROWS)
    R.shuffle(rows)
    for row in rows:
        for f in row:
            assert not BAD.search(f), row
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write("\t".join(row) + "\n")
    counts = {}
    for lab, fam, _, _ in ROWS:
        counts.setdefault(lab, {}).setdefault(fam, 0)
        counts[lab][fam] += 1
    for lab in counts:
        print(f"{lab}: {sum(counts[lab].values())}")
        for fam in counts[lab]:
            print(f"  {fam}\t{counts[lab][fam]}")
    print(f"total: {len(ROWS)} -> {OUT}")


if __name__ == "__main__":
    main()
