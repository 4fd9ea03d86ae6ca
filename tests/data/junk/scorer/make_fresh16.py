#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh16 -- a BLIND held-out evaluation split of Usenet release titles (junk vs legit).

How it was written
------------------
Written blind, under strict rules: the writer opened, listed, searched or ran nothing on the
machine except this generator and its own output under /tmp/fresh16/; consulted no repository,
no git, no search tool, no web or library look-up; and never saw the junk-title filter this
split is meant to evaluate.  Every template, word list and naming convention below comes from
the writer's general knowledge of Usenet binary newsgroups (alt.binaries.*), scene / P2P /
anime / music / ebook / software naming, the subject lines written by posting tools (nyuu,
ngPost, Newsmangler, JBinUp, GoPostStuff, PowerPost, EFNet request fillers) and the spam,
scams, advertising, bots and noise seen in those groups and on Newznab indexers.  Domains,
phone numbers, wallets, handles and e-mail addresses are invented at random.

Determinism: one random.Random(SEED), SEED = 16016016, drives everything; only lists and
insertion-ordered dicts are iterated (a set is used for membership tests only), so two runs
give byte-identical output.

Output
------
fresh16.tsv next to this file, UTF-8, no header, one row per title:

    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP

LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>"; TITLE is the subject
line a crawler / indexer would see in an NNTP overview; GROUP is the newsgroup it would
plausibly be read in (mostly alt.binaries.*, some others).  Titles are unique; fields hold no
tab, newline or NUL; rows are shuffled.

Taxonomy and target counts
--------------------------
junk (906 over 31 intents):
  iptv_sale 30, vpn_ad 28, account_selling 30, usenet_reseller 28, pharmacy 32, dating 30,
  casino 30, crypto_giveaway 32, investment_mlm 28, loan_offer 28, lottery_advance_fee 30,
  phishing 30, malware_codec 30, malware_fake_release 32, fake_streaming 32, seo_services 28,
  replica_goods 26, miracle_health 28, work_from_home 28, fake_documents 26,
  tech_support_scam 30, proselytising 28, conspiracy_flood 28, chain_letter 26, extortion 26,
  keyboard_mash 32, word_salad 30, offtopic_chatter 32, test_post 30, flame_war 28,
  bot_flood 30.
  About 15% of junk is written in other languages (German, French, Spanish, Italian,
  Portuguese, Dutch, Polish, Russian, Turkish, Chinese, Japanese, Korean, Arabic, Vietnamese,
  Indonesian).  Well over a third is phrased the way a rule writer would not expect:
  leetspeak, Cyrillic homoglyphs, fullwidth / circled / math-bold letters, spaced or dotted
  letters, zero-width characters, emoji, defanged URLs, odd phone formats, spam dressed as a
  scene release name or wrapped in yEnc subject syntax with counters, very short and very
  long titles.

legit (2140 over 29 kinds):
  tv_scene 130, tv_p2p 100, film_scene 100, film_p2p 90, anime_fansub 100, music_scene 80,
  music_p2p_flac 80, discography 40, audiobook 60, ebook 70, comics 50, magazine 50,
  software 80, installer_plain 60, game 70, linux_iso 50, course 50, documentary 50,
  sports 60, podcast_radio 40, images 30, foreign_release 80, obfuscated 120, par2_set 40,
  adlike_words 250 (real bands, films, songs, books, shows and games whose names hold
  ad-like words: Free, Money, Win, Casino, Dating, Pills, Bitcoin, Click, Hot, Download,
  Call, Viagra, Lottery, Cash, Crypto, Loan, Prize ...), odd_style 80 (lowercase,
  underscores, spaces, no group tag, long descriptive names), request_fill 50,
  personal_rip 50 (plain sentences describing a personal rip or upload), repost 30.
  About half of the legitimate titles are wrapped the way posting tools write subjects:
  [01/12] - "name.ext" yEnc (1/25), (1/12), File 1 of 12, [#a.b.xxx@EFNet] request-filler
  shells, WtFnZb-style obfuscated shells and so on.
"""
import random
import re
from pathlib import Path

SEED = 16016016
R = random.Random(SEED)
OUT = Path(__file__).resolve().parent / "fresh16.tsv"

# ---------------------------------------------------------------- basic helpers
def pick(seq):
    return seq[R.randrange(len(seq))]

def chance(p):
    return R.random() < p

def rint(a, b):
    return R.randint(a, b)

LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = LOWER.upper()
DIGITS = "0123456789"
ALNUM = LOWER + UPPER + DIGITS
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

def hexs(n, upper=False):
    s = "".join(pick("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s

def alnum(n, alphabet=ALNUM):
    return "".join(pick(alphabet) for _ in range(n))

def uuid4():
    return "%s-%s-4%s-%s%s-%s" % (hexs(8), hexs(4), hexs(3), pick("89ab"), hexs(3), hexs(12))

def clean(s):
    s = s.replace("\t", " ").replace("\r", " ").replace("\n", " ").replace("\x00", "")
    return re.sub(" {2,}", " ", s).strip()

def dotted(s):
    s = re.sub(r"[^\w\s.+-]", "", s)
    return re.sub(r"\s+", ".", s.strip())

def underscored(s):
    return re.sub(r"\s+", "_", s.strip())

def cap_words(s):
    return " ".join(w[:1].upper() + w[1:] for w in s.split(" "))

# ---------------------------------------------------------------- junk contact details
CTX = {"topic": ["deal"]}
DOM_PRE = ["best", "cheap", "super", "mega", "top", "pro", "ultra", "fast", "king", "go", "my",
           "get", "the", "vip", "prime", "smart", "real", "true", "1st", "easy", "instant",
           "24", "xtreme", "hot", "star", "gold", "official", "secure", "global", "elite"]
DOM_SUF = ["4u", "24", "365", "hub", "zone", "land", "world", "store", "pro", "now", "x",
           "hq", "online", "club", "direct", "express", "deals", "plus", "max", "777"]
TLDS = [".com", ".net", ".org", ".xyz", ".top", ".info", ".biz", ".ru", ".tk", ".club",
        ".live", ".shop", ".site", ".online", ".io", ".cc", ".pw", ".me", ".su", ".icu",
        ".buzz", ".store", ".vip", ".to", ".ws", ".cn", ".in", ".co", ".fun", ".win"]

def bare_domain():
    parts = []
    if chance(0.7):
        parts.append(pick(DOM_PRE))
    parts.append(pick(CTX["topic"]))
    if chance(0.4):
        parts.append(pick(DOM_SUF))
    name = pick(["", "", "", "-"]).join(parts)
    if chance(0.3):
        name += str(rint(1, 999))
    return name + pick(TLDS)

def url():
    d = bare_domain()
    r = R.random()
    if r < 0.28:
        return "www." + d
    if r < 0.42:
        return d
    if r < 0.56:
        return pick(["http://", "https://"]) + d + pick(["", "/", "/promo", "/free", "/?ref=" + alnum(6), "/go/" + str(rint(10, 9999)), "/offer.php?id=" + str(rint(1, 999))])
    if r < 0.72:
        dd = d.replace(".", pick(["[.]", "(.)", "[dot]", " dot ", "{.}", " . ", "(dot)"]))
        return pick(["hxxp://", "hxxps://", "h**p://", "", "", "www[.]"]) + dd
    if r < 0.78:
        return " ".join(("www." + d).upper())
    if r < 0.86:
        return d.upper()
    if r < 0.93:
        return pick(["bit.ly/", "tinyurl.com/", "t.co/", "goo.gl/", "cutt.ly/", "is.gd/", "rb.gy/"]) + alnum(rint(5, 8))
    return d.replace(".", " ") + pick([" (remove spaces)", " (no spaces)", " <- copy paste", ""])

TOLLFREE = ["800", "888", "877", "866", "855", "844", "833"]

def fw_digits(s):
    return "".join(chr(ord(c) + 0xFEE0) if c.isdigit() else c for c in s)

def phone():
    r = rint(0, 13)
    tf = pick(TOLLFREE)
    a, b = rint(200, 999), rint(1000, 9999)
    if r == 0:
        return "+1 (%s) %d-%d" % (tf, a, b)
    if r == 1:
        return "1-%s-%d-%d" % (tf, a, b)
    if r == 2:
        return "1.%s.%d.%d" % (tf, a, b)
    if r == 3:
        return ("1 %s %d %d" % (tf, a, b)).replace("0", "O").replace("1", pick(["1", "l", "I"]))
    if r == 4:
        return fw_digits("+1 %s %d %d" % (tf, a, b))
    if r == 5:
        return "+44 7%d %d %d" % (rint(100, 999), rint(100, 999), rint(100, 999))
    if r == 6:
        return "+91 9%d %d" % (rint(1000, 9999), rint(10000, 99999))
    if r == 7:
        return "+234 80%d %d %d" % (rint(1, 9), rint(100, 999), rint(1000, 9999))
    if r == 8:
        return "+7 (9%d) %d-%d-%d" % (rint(10, 99), rint(100, 999), rint(10, 99), rint(10, 99))
    if r == 9:
        return "(%s)%d%d" % (tf, a, b)
    if r == 10:
        return ".".join("1%s%d%d" % (tf, a, b))
    if r == 11:
        return "+1-%s-%d-%d %s" % (tf, a, b, pick(["(toll free)", "(24/7)", "☎", "📞", "(USA/CA)"]))
    if r == 12:
        return "1 - %s - %s - %s" % (tf, " ".join(str(a)), " ".join(str(b)))
    return "+1‑%s‑%d‑%d" % (tf, a, b)  # non-breaking hyphens

ADJ = ["happy", "dark", "silver", "lucky", "crazy", "secret", "golden", "magic", "wild", "cool",
       "red", "blue", "fast", "sweet", "lonely", "royal", "cyber", "ninja", "shadow", "alpha"]
NOUN = ["tiger", "wolf", "angel", "dealer", "king", "panda", "dragon", "fox", "boss", "queen",
        "hunter", "rider", "trader", "seller", "guru", "admin", "support", "store", "shop", "bot"]

def handle():
    s = pick(ADJ) + pick(["", "_", "."]) + pick(NOUN)
    if chance(0.6):
        s += str(rint(1, 9999))
    return s

MAILS = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "protonmail.com", "mail.ru",
         "yandex.ru", "aol.com", "gmx.de", "qq.com", "163.com", "tutanota.com",
         "consultant.com", "lawyer.com", "usa.com", "rediffmail.com", "web.de", "libero.it"]

def email():
    e = handle() + "@" + pick(MAILS)
    if chance(0.15):
        e = e.replace("@", pick([" [at] ", "(at)", " at "])).replace(".", pick([" [dot] ", "."]))
    return e

def contact():
    r = rint(0, 10)
    if r == 0:
        return "Telegram @" + handle()
    if r == 1:
        return "t.me/" + handle()
    if r == 2:
        return "WhatsApp " + phone()
    if r == 3:
        return "ICQ %d" % rint(100000000, 999999999)
    if r == 4:
        return "Skype live:" + handle()
    if r == 5:
        return "Signal " + phone()
    if r == 6:
        return "mail " + email()
    if r == 7:
        return "Discord %s#%d" % (handle(), rint(1000, 9999))
    if r == 8:
        return "TG: @" + handle()
    if r == 9:
        return "WA.me/" + str(rint(10000000000, 99999999999))
    return "Jabber " + handle() + "@" + pick(["jabber.ru", "xmpp.jp", "exploit.im", "jabber.org"])

# ---------------------------------------------------------------- junk slot vocab
def price():
    r = rint(0, 9)
    v = pick([1.99, 2.99, 3.99, 4.99, 5, 6.5, 7.99, 9.99, 12, 14.99, 19.99, 25, 29.99, 39, 49, 59.99, 69, 99])
    if r == 0:
        return "$%s" % v
    if r == 1:
        return "%s€" % v
    if r == 2:
        return "€%s" % v
    if r == 3:
        return "£%s" % v
    if r == 4:
        return "only $%s" % v
    if r == 5:
        return "%s USD" % v
    if r == 6:
        return "$%s/mo" % v
    if r == 7:
        return "%s$" % v
    if r == 8:
        return "₹%d" % rint(99, 1999)
    return "%s EUR" % v

def money():
    r = rint(0, 7)
    if r == 0:
        return "$%d,%03d,000.00" % (rint(1, 25), rint(0, 999))
    if r == 1:
        return "USD %s million" % pick(["1.5", "2.8", "4.5", "7.2", "10.5", "15", "25"])
    if r == 2:
        return "€%d.%03d" % (rint(100, 999), rint(0, 999))
    if r == 3:
        return "£%d,000,000" % rint(1, 9)
    if r == 4:
        return "$%d,%03d" % (rint(1, 99), rint(0, 999))
    if r == 5:
        return "%d BTC" % rint(1, 50)
    if r == 6:
        return "€%d,000" % rint(5, 500)
    return "US$%d,%03d,%03d" % (rint(1, 9), rint(0, 999), rint(0, 999))

def wallet():
    r = rint(0, 3)
    if r == 0:
        return "bc1q" + alnum(rint(38, 40), "023456789acdefghjklmnpqrstuvwxyz")
    if r == 1:
        return pick("13") + alnum(33, B58)
    if r == 2:
        return "0x" + hexs(40, upper=chance(0.3))
    return "T" + alnum(33, B58)

def ref():
    r = rint(0, 4)
    if r == 0:
        return "%s/%s/%d/%04d" % (alnum(3, UPPER), alnum(2, UPPER), rint(2019, 2025), rint(0, 9999))
    if r == 1:
        return "#" + str(rint(100000, 99999999))
    if r == 2:
        return "ID:" + hexs(10, True)
    if r == 3:
        return "REF-%s-%d" % (alnum(4, UPPER + DIGITS), rint(100, 999))
    return "%s%d" % (alnum(2, UPPER), rint(1000000, 9999999))

def ip():
    return "%d.%d.%d.%d" % (rint(11, 223), rint(0, 255), rint(0, 255), rint(1, 254))

FEMALE = ["Anna", "Natasha", "Olga", "Jessica", "Kristina", "Maria", "Sofia", "Lena", "Julia",
          "Katya", "Ashley", "Emily", "Mila", "Daria", "Svetlana", "Irina", "Yulia", "Vika",
          "Chloe", "Amber", "Linda", "Kate", "Nicole", "Alina"]
MALE_FULL = ["Dr. James Williams", "Barrister Mark Okafor", "Mr. Peter Adams", "Mrs. Grace Kone",
             "Dr. Ahmed Bello", "Mr. Chen Wei", "Prince Abdul Musa", "Agent Robert Mueller",
             "Mr. David Johnson", "Sgt. Kelly Moore", "Dr. Susan Pierce", "Mr. John Smith",
             "Capt. Lisa Hart", "Mr. Fred Ibe", "Mrs. Mary Jones", "Hon. Tony Eze"]
CITIES = ["London", "Berlin", "New York", "Los Angeles", "Toronto", "Sydney", "Paris", "Madrid",
          "Amsterdam", "Chicago", "Houston", "Manchester", "Dublin", "Warsaw", "Milan", "Miami",
          "Austin", "Leeds", "Munich", "Vienna", "your city", "your area"]
SERVICES = ["Netflix", "Disney+", "HBO Max", "Spotify", "Amazon Prime", "Hulu", "Crunchyroll",
            "NordVPN", "ExpressVPN", "Windows 11 Pro key", "Office 365", "Adobe CC",
            "YouTube Premium", "Paramount+", "DAZN", "Apple TV+", "Steam", "Xbox Game Pass",
            "PlayStation Plus", "ChatGPT Plus", "Canva Pro", "Grammarly Premium", "Real-Debrid",
            "Rapidgator Premium", "Tidal HiFi", "Deezer Premium", "OnlyFans", "Midjourney"]
DRUGS = ["Viagra", "Cialis", "Levitra", "Tramadol", "Xanax", "Valium", "Ambien", "Oxycodone",
         "Adderall", "Phentermine", "Modafinil", "Propecia", "Soma", "Ativan", "Kamagra",
         "Ozempic", "Clonazepam", "Hydrocodone", "Sildenafil", "Tadalafil"]
COINS = ["$PEPE2", "SHIBX", "DOGEKING", "MOONCAT", "$ELONX", "SafeMoonV3", "BabyWojak", "NZBcoin",
         "USDTx", "FLOKI420", "TRUMPCOIN", "XRP2", "TONBOOST", "$SOLAPE", "METAGOLD", "AIdoge"]
FAKE_MOVIES = ["Oppenheimer", "Dune Part Two", "Deadpool and Wolverine", "Inside Out 2", "Barbie",
               "Avatar The Way of Water", "Top Gun Maverick", "Joker Folie a Deux",
               "Gladiator II", "Wicked", "Moana 2", "Venom The Last Dance", "Furiosa",
               "Kung Fu Panda 4", "The Batman", "John Wick Chapter 4", "Godzilla x Kong",
               "Twisters", "Beetlejuice Beetlejuice", "Alien Romulus", "Mufasa The Lion King",
               "Sonic the Hedgehog 3", "Captain America Brave New World", "Mission Impossible",
               "Fast X", "The Super Mario Bros Movie", "Guardians of the Galaxy Vol 3"]
FAKE_SHOWS = ["House of the Dragon", "The Last of Us", "The Boys", "Squid Game", "Wednesday",
              "Stranger Things", "The Rings of Power", "Yellowstone", "Reacher", "Fallout",
              "Shogun", "The Bear", "Severance", "Euphoria", "Bridgerton", "One Piece"]
TEAMS = ["Real Madrid", "Barcelona", "Man United", "Liverpool", "Arsenal", "Chelsea",
         "Bayern", "PSG", "Juventus", "Inter", "Lakers", "Celtics", "Warriors", "Chiefs",
         "Eagles", "Cowboys", "Yankees", "Dodgers", "Man City", "Dortmund", "Ajax", "Benfica"]
BRANDS = ["Rolex", "Omega", "Louis Vuitton", "Gucci", "Prada", "Chanel", "Hermes", "Ray-Ban",
          "Oakley", "Nike", "Air Jordan", "Yeezy", "Moncler", "Canada Goose", "UGG", "Cartier",
          "Tag Heuer", "Breitling", "Michael Kors", "Burberry", "Pandora", "Dior"]
VERSES = ["John 3:16", "Romans 6:23", "Acts 2:38", "Revelation 21:8", "Matthew 24:14",
          "Ephesians 2:8-9", "Isaiah 53:5", "Psalm 23", "Romans 10:9", "1 John 1:9",
          "Mark 16:16", "Hebrews 9:27", "Surah 112", "Proverbs 3:5"]
CLIENTS = ["Newsbin", "Xnews", "40tude Dialog", "Agent", "Thunderbird", "Pan", "slrn",
           "NewsLeecher", "Grabit", "SABnzbd", "NZBGet", "tin", "Unison", "Newsbin Pro 6.9",
           "Binreader", "Alt.Binz", "NewsRover", "Forte Agent 8"]
PROVIDERS = ["Newshosting", "Eweka", "Giganews", "Frugal", "UsenetServer", "Easynews",
             "Newsdemon", "Tweaknews", "Blocknews", "Usenet.farm", "Viper", "Astraweb",
             "Supernews", "Newsgroup Ninja", "XS News", "Pure Usenet"]
BANKS = ["PayPal", "Chase", "Bank of America", "Wells Fargo", "HSBC", "Barclays", "Lloyds",
         "ING", "Santander", "Deutsche Bank", "Commerzbank", "Citibank", "Amex", "Revolut",
         "Coinbase", "Binance", "Amazon", "Apple ID", "Microsoft 365", "Netflix"]
LOTTOS = ["UK National", "EuroMillions", "Microsoft Email", "Coca-Cola Promo", "Google Anniversary",
          "Powerball International", "Yahoo/MSN", "UN Compensation", "Facebook Global",
          "El Gordo Spanish", "Mega Millions Online", "WhatsApp Award"]
CASINO_NAMES = ["Lucky7", "RoyalSpin", "MegaJackpot", "Bet365x", "GoldenAce", "VegasStar",
                "SpinPalace", "CryptoSlots", "Jackpot City", "1xWin", "Stake Royale", "BetKing"]
VPN_NAMES = ["SafeSurf", "HideMe Pro", "GhostNet", "NordX", "ExpressShield", "PrivaTunnel",
             "SecureLine", "IPVanisher", "StealthVPN", "AnonBox", "TurboVPN", "UsenetVPN"]
CODECS = ["X-Codec Pro", "HD Video Codec 2024", "DivX Pro Plus", "WMV License Codec",
          "K-Lite Codec Ultra", "MediaCodec Pack", "QuickPlay Codec", "HEVC Extension Pro",
          "XviD Ultimate", "VidDecoder", "AV1 Power Codec", "MKV Codec Fix"]
PLAYERS = ["HDPlayer", "SuperVid Player", "FLV Media Player", "MovieBox Player", "KMPlayer Pro",
           "GOM Premium", "PlayIt 4K", "MediaMaster", "Vplay", "ZPlayer"]
GAMES_FAKE = ["GTA 6", "Elden Ring", "Call of Duty MW3", "FIFA 25", "Hogwarts Legacy",
              "Starfield", "Baldurs Gate 3", "Minecraft", "Cyberpunk 2077", "Palworld"]
THINGS = ["vaccines", "tap water", "5G masts", "smart meters", "chemtrails", "fluoride",
          "bank cards", "the new passports", "QR codes", "weather balloons", "bread", "phones"]
DISEASES = ["cancer", "headaches", "autism", "insomnia", "the flu", "birth defects", "hair loss"]
ORGS = ["United Nations", "World Bank", "Federal Reserve", "WHO", "BBC", "Vatican", "EU",
        "Bilderberg Group", "WEF", "Hollywood"]
GENRES = ["jazz", "80s tv", "old anime", "classical", "audiobooks", "DVD isos", "prog rock",
          "comics", "VHS rips", "Dr Who", "western movies", "radio plays"]
GRP_SUF = ["teevee", "moovee", "multimedia", "sounds.mp3", "sounds.flac", "hdtv", "tv",
           "movies", "e-book", "anime", "warez", "boneless", "misc", "mp3", "cd.image"]
FIRST_NAMES = ["Dave", "Mike", "Bob", "Steve", "Tom", "Kevin", "Gary", "Paul", "John", "Rick",
               "Ziggy", "Bert", "Ned", "Walt", "Chris", "Ian", "Jens", "Pieter"]

def pw():
    return pick(["qwerty", "password1", "letmein", "dragon", "iloveyou", "sunshine", "monkey",
                 "abc123", "shadow", "Summer2019", "football7", "trustno1"]) + pick(["", "!", str(rint(1, 99))])

SLOTS = {
    "d": url, "p": phone, "tg": contact, "email": email, "price": price, "money": money,
    "n": lambda: str(pick([rint(2, 99), rint(100, 999), rint(1000, 25000)])),
    "small": lambda: str(rint(2, 30)),
    "big": lambda: "%d,%03d" % (rint(1, 99), rint(0, 999)),
    "pct": lambda: str(pick([25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 99])),
    "code": lambda: pick(["SAVE", "FREE", "VIP", "NZB", "USENET", "DEAL", "BLACKFRIDAY", "XMAS", "GIFT", "BONUS"]) + str(rint(10, 99)),
    "ip": ip, "wallet": wallet, "ref": ref,
    "name": lambda: pick(FEMALE), "mname": lambda: pick(MALE_FULL), "fname": lambda: pick(FIRST_NAMES),
    "age": lambda: str(rint(19, 45)), "city": lambda: pick(CITIES),
    "svc": lambda: pick(SERVICES), "drug": lambda: pick(DRUGS),
    "mg": lambda: str(pick([5, 10, 20, 25, 40, 50, 100, 200])),
    "coin": lambda: pick(COINS),
    "ticker": lambda: alnum(rint(3, 4), UPPER),
    "movie": lambda: pick(FAKE_MOVIES), "show": lambda: pick(FAKE_SHOWS),
    "year": lambda: str(pick([2023, 2024, 2024, 2025])),
    "s": lambda: "%02d" % rint(1, 6), "e": lambda: "%02d" % rint(1, 12),
    "team": lambda: pick(TEAMS), "brand": lambda: pick(BRANDS), "verse": lambda: pick(VERSES),
    "client": lambda: pick(CLIENTS), "ver": lambda: "%d.%d" % (rint(1, 9), rint(0, 20)),
    "hex": lambda: hexs(8), "hexl": lambda: hexs(32), "provider": lambda: pick(PROVIDERS),
    "bank": lambda: pick(BANKS), "lotto": lambda: pick(LOTTOS), "casino": lambda: pick(CASINO_NAMES),
    "vpn": lambda: pick(VPN_NAMES), "codec": lambda: pick(CODECS), "player": lambda: pick(PLAYERS),
    "game": lambda: pick(GAMES_FAKE), "thing": lambda: pick(THINGS), "disease": lambda: pick(DISEASES),
    "org": lambda: pick(ORGS), "genre": lambda: pick(GENRES), "grp": lambda: pick(GRP_SUF),
    "pw": pw, "btc": lambda: "%.*f" % (pick([2, 3, 4]), R.uniform(0.02, 2.5)),
    "nick": handle, "speed": lambda: str(pick([1, 2, 5, 10, 20])),
    "conn": lambda: str(pick([20, 30, 50, 60, 100])), "ret": lambda: str(rint(3000, 6200)),
    "days": lambda: str(rint(2, 30)), "emoji": lambda: pick(EMOJI),
}

def fill(t):
    return re.sub(r"\{(\w+)\}", lambda m: SLOTS[m.group(1)](), t)

# ---------------------------------------------------------------- disguises for junk
EMOJI = ["🔥", "💰", "💯", "🚀", "✅", "❤️", "😍", "💊", "🎰", "📺", "⚡", "🤑", "👉", "👇", "⭐",
         "💎", "🎁", "📞", "🆓", "✨", "💥", "🌟", "📢", "🏆", "💵", "😘", "🙏", "⚠️", "‼️", "🔴"]
LEET_MAP = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["5", "$"],
            "t": ["7"], "l": ["1", "|"], "g": ["9"], "b": ["8"]}
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О", "P": "Р",
        "C": "С", "T": "Т", "X": "Х", "s": "ѕ", "j": "ј"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
CIRCLED_U, CIRCLED_L = 0x24B6, 0x24D0
BOLD_U, BOLD_L = 0x1D400, 0x1D41A

def leet(s):
    p = R.uniform(0.4, 0.9)
    return "".join(pick(LEET_MAP[c.lower()]) if c.lower() in LEET_MAP and chance(p) else c for c in s)

def homoglyph(s):
    p = R.uniform(0.3, 0.8)
    return "".join(HOMO[c] if c in HOMO and chance(p) else c for c in s)

def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)

def alpha_map(s, ub, lb):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(chr(ub + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(lb + ord(c) - 97))
        else:
            out.append(c)
    return "".join(out)

def key_words(s):
    return [w for w in s.split(" ") if len(w) >= 4 and w.isalpha()]

def on_key_words(s, fn, k=2):
    ws = key_words(s)
    if not ws:
        return fn(s)
    targets = R.sample(ws, min(k, len(ws)))
    parts = s.split(" ")
    return " ".join(fn(w) if w in targets else w for w in parts)

def spaced_word(w):
    return pick([" ", ".", "-", "_", "*", " . ", "|", "/", "~"]).join(w)

def zw_word(w):
    z = pick(ZW)
    return "".join(c + (z if chance(0.6) else "") for c in w[:-1]) + w[-1]

def emojify(s):
    r = rint(0, 3)
    e1, e2 = pick(EMOJI), pick(EMOJI)
    if r == 0:
        return e1 + " " + s + " " + e2
    if r == 1:
        return e1 * rint(2, 4) + " " + s
    if r == 2:
        return " ".join(w + (" " + pick(EMOJI) if chance(0.3) else "") for w in s.split(" "))
    return s + " " + "".join(pick(EMOJI) for _ in range(rint(2, 6)))

SPAM_TAGS = ["SPAM", "RX", "PROMO", "DEAL", "FREE", "WIN", "CASH", "VIP", "TEAM", "GRP", "iNT",
             "BUYNOW", "LiMiTED", "OFFER", "NFO", "XXX", "SCENE", "P2P", "RLS", "WAREZ"]
SCENE_TOK = ["1080p.WEB-DL.x264", "720p.HDTV.x264", "PROPER", "REPACK", "iNTERNAL", "x264",
             "WEB", "2160p.UHD", "MULTi", "READ.NFO", "DVDRip.XviD", "1080p.BluRay", "HEVC",
             "COMPLETE", "RETAIL", "DiRFiX", "WEBRip", "AAC2.0.H.264"]

def scene_dress(s):
    words = re.findall(r"[A-Za-z0-9$€£]+", s)[:rint(4, 9)]
    base = ".".join(w[:1].upper() + w[1:] for w in words)
    toks = [pick(SCENE_TOK) for _ in range(rint(1, 3))]
    if chance(0.5):
        toks.insert(0, str(rint(2019, 2025)))
    return base + "." + ".".join(toks) + "-" + (pick(SPAM_TAGS) if chance(0.8) else alnum(rint(3, 6), UPPER))

def yenc_spam(s):
    stem = pick([scene_dress(s), underscored(s), re.sub(r"[^\w]+", "-", s).strip("-")])
    ext = pick([".rar", ".exe", ".zip", ".txt", ".nfo", ".jpg", ".url", ".html", ".pdf", ".mp4", ".scr", ".lnk", ".7z"])
    return wrap_subject(s if chance(0.3) else None, stem[:120] + ext, pick(JUNK_COMMON))

def caps_bang(s):
    return s.upper() + " " + pick(["!!!", "!!!!!!", "!!!111", "$$$", "!!! !!!", "<<<", ">>>"])

def repeat_long(s):
    k = rint(3, 6)
    sep = pick([" ", " - ", " | ", " *** ", " ~ ", " >>> "])
    return sep.join([s] * k)

def disguise(s):
    kinds = ["leet", "homo", "full", "spaced", "zw", "emoji", "scene", "yenc", "caps", "circled",
             "bold", "repeat", "dotall", "mixed"]
    k = pick(kinds)
    if k == "leet":
        return leet(s) if chance(0.5) else on_key_words(s, leet, 3)
    if k == "homo":
        return homoglyph(s)
    if k == "full":
        return fullwidth(s) if len(s) < 70 else on_key_words(s, fullwidth, 3)
    if k == "spaced":
        return on_key_words(s, spaced_word, rint(1, 2))
    if k == "zw":
        return on_key_words(s, zw_word, rint(2, 5))
    if k == "emoji":
        return emojify(s)
    if k == "scene":
        return scene_dress(s)
    if k == "yenc":
        return yenc_spam(s)
    if k == "caps":
        return caps_bang(s)
    if k == "circled":
        return on_key_words(s, lambda w: alpha_map(w, CIRCLED_U, CIRCLED_L), 2)
    if k == "bold":
        return on_key_words(s, lambda w: alpha_map(w, BOLD_U, BOLD_L), 3)
    if k == "repeat":
        return repeat_long(s)
    if k == "dotall":
        return ".".join(s.replace(" ", ""))[:160] if len(s) < 40 else dotted(s)
    return emojify(leet(s)) if chance(0.5) else homoglyph(on_key_words(s, spaced_word, 1))

# ---------------------------------------------------------------- posting-tool subject shells
def abbrev(group):
    if group.startswith("alt.binaries."):
        return "a.b." + group[len("alt.binaries."):]
    return group

def size_str():
    r = rint(0, 3)
    if r == 0:
        return "%.2f GB" % R.uniform(0.3, 60)
    if r == 1:
        return "%.1f MB" % R.uniform(1, 999)
    if r == 2:
        return "%d bytes" % rint(10000, 900000000)
    return "%.2fGB" % R.uniform(0.3, 45)

def wrap_subject(name, fname, group):
    n = pick([rint(1, 9), rint(10, 60), rint(61, 250)])
    i = rint(1, n)
    P = pick([1, rint(2, 50), rint(51, 400), rint(401, 3000)])
    p = rint(1, P)
    w = len(str(n))
    fi, fn = str(i).zfill(w), str(n).zfill(w)
    nm = name if name else re.sub(r"\.(part\d+\.rar|r\d\d|vol\d+\+\d+\.par2|[A-Za-z0-9]{2,4})$", "", fname)
    st = rint(0, 15)
    if st == 0:
        return '[%s/%s] - "%s" yEnc (%d/%d)' % (fi, fn, fname, p, P)
    if st == 1:
        return '%s [%s/%s] - "%s" yEnc (%d/%d)' % (nm, fi, fn, fname, p, P)
    if st == 2:
        return '[%d/%d] - "%s" yEnc (%d/%d) %s' % (i, n, fname, p, P, size_str())
    if st == 3:
        return "%s (%d/%d)" % (nm, p, P)
    if st == 4:
        return '%s - File %d of %d - "%s" yEnc (%d/%d)' % (nm, i, n, fname, p, P)
    if st == 5:
        return "File %d of %d - %s" % (i, n, fname)
    if st == 6:
        req = rint(1000, 99999)
        return '[%d]-[FULL]-[#%s@EFNet]-[ %s ]-[%s/%s] - "%s" yEnc (%d/%d)' % (req, abbrev(group), nm, fi, fn, fname, p, P)
    if st == 7:
        return '[ %s ]-[#%s@EFNet]-[%d/%d] - "%s" yEnc (%d/%d)' % (nm, abbrev(group), i, n, fname, p, P)
    if st == 8:
        return '"%s" yEnc (%d/%d)' % (fname, p, P)
    if st == 9:
        return '(%s) [%s/%s] - "%s" - %s yEnc (%d/%d)' % (nm, fi, fn, fname, size_str(), p, P)
    if st == 10:
        return '[N3wZ] \\%s\\::[PRiVATE]-[WtFnZb]-[%s]-[%d/%d] - "" yEnc (%d/%d)' % (alnum(rint(6, 10)), fname, i, n, p, P)
    if st == 11:
        return '%s - [%s/%s] - "%s" yEnc (%d/%d)' % (nm, fi, fn, fname, p, P)
    if st == 12:
        return '%s "%s" yEnc (%d/%d)' % (nm, fname, p, P)
    if st == 13:
        return '[%d/%d] %s - "%s" (%d/%d)' % (i, n, nm, fname, p, P)
    if st == 14:
        return "%s [%s of %s] \"%s\" yEnc (%d/%d)" % (nm, fi, fn, fname, p, P)
    return 'Re: %s - [%s/%s] - "%s" yEnc (%d/%d)' % (nm, fi, fn, fname, p, P) if chance(0.2) else '%s [%d/%d] "%s" yEnc' % (nm, i, n, fname)

# ---------------------------------------------------------------- junk groups
JUNK_COMMON = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia",
               "alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.mom",
               "alt.binaries.hdtv", "alt.binaries.movies.divx", "alt.binaries.sounds.mp3",
               "alt.binaries.e-book", "alt.binaries.warez", "alt.binaries.pictures",
               "alt.binaries.erotica", "alt.binaries.dvd", "alt.binaries.cores",
               "alt.binaries.frogs", "alt.binaries.test", "alt.binaries.mp3",
               "alt.binaries.games", "alt.binaries.tv", "alt.binaries.x264",
               "alt.binaries.highspeed", "alt.binaries.anime", "alt.binaries.iso",
               "alt.binaries.nl", "alt.binaries.a51", "alt.binaries.town",
               "alt.binaries.documentaries", "alt.binaries.sounds.flac", "alt.binaries.hdtv.x264"]
JUNK_TALK = ["alt.binaries.multimedia.discussion", "alt.binaries.sounds.mp3.discussion",
             "alt.binaries.dvd.discussion", "alt.binaries.e-book.discussion",
             "alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.sounds.flac",
             "news.software.readers", "alt.usenet.offline-reader", "news.admin.net-abuse.usenet",
             "alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.pictures.comics.dcp",
             "alt.binaries.sounds.radio.oldtime", "alt.binaries.moovee", "alt.binaries.misc"]
JUNK_TEST = ["alt.test", "misc.test", "alt.binaries.test", "alt.binaries.test.yenc",
             "alt.binaries.boneless", "alt.binaries.misc", "news.test", "alt.test.test", "de.test"]
JUNK_MEDIA = ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv",
              "alt.binaries.x264", "alt.binaries.teevee", "alt.binaries.multimedia",
              "alt.binaries.movies", "alt.binaries.dvd", "alt.binaries.hdtv.x264",
              "alt.binaries.boneless", "alt.binaries.movies.xvid", "alt.binaries.tv"]
FOREIGN_GROUPS = {"de": ["de.test", "alt.binaries.german.movies", "alt.binaries.movies.german"],
                  "fr": ["fr.test", "alt.binaries.dvd.french", "alt.binaries.movies.french"],
                  "nl": ["nl.test", "alt.binaries.nl"], "it": ["it.test", "alt.binaries.movies.italian"],
                  "pl": ["pl.test", "alt.binaries.polish"], "es": ["es.test", "alt.binaries.spanish"],
                  "ru": ["fido7.ru.test", "alt.binaries.russian"]}

INTENT_GROUPS = {"offtopic_chatter": JUNK_TALK, "flame_war": JUNK_TALK, "test_post": JUNK_TEST,
                 "malware_codec": JUNK_MEDIA, "malware_fake_release": JUNK_MEDIA,
                 "fake_streaming": JUNK_MEDIA}

# topic words feed the invented domains of each intent
TOPICS = {
    "iptv_sale": ["iptv", "tv", "stream", "channels", "4kiptv", "iptvpro"],
    "vpn_ad": ["vpn", "hideip", "privacy", "tunnel", "anon"],
    "account_selling": ["accounts", "premium", "keys", "subs", "acc", "giftcards"],
    "usenet_reseller": ["usenet", "nntp", "news", "nzb", "newsgroups", "binaries"],
    "pharmacy": ["pharmacy", "meds", "pills", "rx", "drugstore", "health"],
    "dating": ["dating", "singles", "date", "love", "meet", "flirt", "girls"],
    "casino": ["casino", "slots", "bet", "spins", "poker", "jackpot"],
    "crypto_giveaway": ["btc", "crypto", "eth", "airdrop", "giveaway", "coin"],
    "investment_mlm": ["invest", "profit", "forex", "trade", "wealth", "income"],
    "loan_offer": ["loan", "cash", "credit", "lender", "payday", "finance"],
    "lottery_advance_fee": ["claims", "award", "lotto", "prize", "winner"],
    "phishing": ["secure-login", "verify", "account-update", "support", "billing", "signin"],
    "malware_codec": ["codec", "player", "hdcodec", "video", "download"],
    "malware_fake_release": ["files", "download", "unlock", "pass", "get"],
    "fake_streaming": ["movies", "stream", "watch", "123movies", "putlocker", "hdfilm"],
    "seo_services": ["seo", "backlinks", "traffic", "rank", "leads", "followers"],
    "replica_goods": ["replica", "watches", "outlet", "bags", "shoes", "luxury"],
    "miracle_health": ["keto", "slim", "health", "cure", "natural", "cbd"],
    "work_from_home": ["jobs", "work", "income", "homejob", "career", "hiring"],
    "fake_documents": ["docs", "passport", "diploma", "essay", "papers", "id"],
    "tech_support_scam": ["support", "helpdesk", "fixpc", "techhelp"],
    "proselytising": ["jesus", "bible", "truth", "salvation", "god", "faith"],
    "conspiracy_flood": ["truth", "wakeup", "exposed", "theyhide", "realnews"],
    "chain_letter": ["luck", "money", "wish", "chain"],
    "extortion": ["pay", "btc", "leak"],
}

# ---------------------------------------------------------------- junk templates (English)
EN = {
"iptv_sale": [
    "BEST IPTV {year} - {n}+ Live Channels + VOD - Free 24h Trial - {d}",
    "IPTV Subscription 12 Months {price} - Sports PPV Movies - Contact {tg}",
    "Premium IPTV Smarters / M3U / MAG - No Buffering - {d}",
    "Cheap IPTV reseller panel credits {price} - {tg}",
    "Tired of cable? {n} channels in 4K UHD for {price} >>> {d}",
    "IPTV UK USA CA DE FR NL EX-YU ARABIC - 4K anti-freeze - {d}",
    "FIRESTICK FULLY LOADED IPTV {n} channels + EPG - order at {d}",
    "Watch every {team} game live - IPTV {price} - {d}",
    "IPTV free test 48h - PPV boxing UFC F1 NFL - {tg}",
],
"vpn_ad": [
    "Unblock everything! {vpn} VPN {pct}% OFF today only - {d}",
    "Download safely from Usenet - get {vpn} for {price} - {d}",
    "Your IP {ip} is EXPOSED - hide it now with {vpn} -> {d}",
    "No-logs VPN lifetime deal {price} - {d}",
    "WARNING: your ISP sees what you download. Protect yourself: {d}",
    "{vpn} - the VPN usenet pros use - {pct}% off with code {code}",
    "Free VPN forever, no registration - {d}",
],
"account_selling": [
    "{svc} Premium account 1 year {price} - instant delivery - {tg}",
    "Selling {svc} accounts | lifetime | {price} | {d}",
    "{svc} upgrade on your own account {price} - {tg}",
    "{svc} + {svc} + {svc} combo accounts cheap - warranty - {d}",
    "Fresh {svc} accounts and cookies updated daily >> {d}",
    "Gift cards {svc} ${n} for half price - bulk discount - {tg}",
    "Genuine {svc} keys {price} each - PayPal/crypto accepted - {d}",
    "Shared {svc} family slot - {price} lifetime - {tg}",
],
"usenet_reseller": [
    "Unlimited Usenet {price} - {ret} days retention - {conn} connections - {d}",
    "Tired of slow servers? Blazing fast NNTP {speed} Gbps - {d} - coupon {code}",
    "Free NZB indexer invites! {small} left - {d}",
    "Lifetime Usenet block {small}TB only {price} - {d}",
    "Why pay {provider} more? {d} - cheapest usenet - {pct}% off with {code}",
    "NZB search VIP membership {price} - every release indexed - {d}",
    "Usenet + VPN bundle {price} - {ret} days - SSL - {d}",
    "Selling {provider} accounts cheap - unlimited - {tg}",
],
"pharmacy": [
    "Viagra {price} per pill - no prescription needed - {d}",
    "Cheap Cialis Levitra Viagra - discreet shipping worldwide - {d}",
    "Buy {drug} / {drug} / {drug} online overnight delivery {d}",
    "Canadian Pharmacy - {pct}% OFF all meds - {d}",
    "Generic {drug} {mg}mg x {n} pills {price} - {d}",
    "Men's health secret doctors hate - order {drug} now {d}",
    "Ozempic / semaglutide without prescription - ships today - {tg}",
    "{drug} {mg}mg no Rx needed, fast shipping USA UK EU - {d}",
    "Pain pills without doctor - {drug} - {tg}",
],
"dating": [
    "Lonely tonight? {n} hot singles in {city} want to meet - {d}",
    "{name}, {age}, just sent you a message - read it here {d}",
    "Beautiful Russian and Ukrainian women seeking serious relationship - {d}",
    "Find your match in 3 minutes - 100% free signup {d}",
    "{name} ({age}) is online now and wants to chat ;) {d}",
    "Local girls in {city}, no strings attached - {d}",
    "Meet mature singles near {city} tonight - {d}",
    "Hi, I am {name}, I saw your post, write me {email}",
    "{name} sent you 3 photos - unlock {d}",
],
"casino": [
    "{n} FREE SPINS + {pct}% deposit bonus - {d}",
    "Win BIG at {casino} Casino - jackpot {money} - play now {d}",
    "Online poker / slots / roulette - instant withdrawals - {d}",
    "Sure-win football betting tips, 100% fixed matches - {tg}",
    "Crypto casino no KYC - daily jackpot {money} - {d}",
    "Baccarat strategy that never loses - {d}",
    "Sports betting bonus {money} - bet now at {d}",
    "{casino}: no deposit bonus code {code} - {d}",
],
"crypto_giveaway": [
    "Elon Musk BTC GIVEAWAY: send 0.1 get 0.2 back - {wallet}",
    "Double your Bitcoin in 24 hours, guaranteed - {d}",
    "AIRDROP {coin} token - claim {n} free now - {d}",
    "Free ETH giveaway - official event - {d}",
    "Next 100x gem {coin} presale live - don't miss it - {tg}",
    "Bitcoin cloud mining contract {pct}% daily profit - {d}",
    "Send USDT TRC20 to {wallet} and receive double",
    "Claim your free {coin} before {days} Dec - connect wallet at {d}",
    "BTC recovery service - lost wallet? we get it back - {tg}",
],
"investment_mlm": [
    "Make ${n} per day with this forex robot - proven - {d}",
    "Binary options signals {pct}% win rate - join {tg}",
    "Turn $250 into ${big} in one week - real testimonials {d}",
    "Passive income opportunity - be your own boss - {d}",
    "Stock alert!!! {ticker} about to explode - buy before Monday",
    "Gold investment with guaranteed {small}% monthly return - {d}",
    "Join my team and earn from 5 levels of referrals - {d}",
    "{ticker} target price $12 by Friday - insiders are buying",
],
"loan_offer": [
    "Need cash fast? Loans up to ${big} approved in minutes - bad credit OK {d}",
    "Payday loan, no credit check - call {p}",
    "Debt consolidation - lower your payments by {pct}% - {d}",
    "Private lender offering loans at 2% interest - contact {email}",
    "Refinance now - rates at all time low - {d}",
    "Credit repair - remove negative items in 30 days - {p}",
    "Guaranteed loan approval for everyone - {tg}",
],
"lottery_advance_fee": [
    "CONGRATULATIONS! Your email won {money} in the {lotto} Lottery - ref {ref}",
    "URGENT BUSINESS PROPOSAL from {mname} - strictly confidential",
    "Unclaimed inheritance of {money} - next of kin required - {email}",
    "You have been selected as a winner - claim your prize {ref}",
    "Dear Friend, I am {mname}, I need your assistance to transfer {money}",
    "ATM card worth {money} ready for delivery - contact {email}",
    "Compensation payment from the United Nations {money} - {email}",
    "Attention beneficiary: your fund {money} has been approved ({ref})",
],
"phishing": [
    "Your {bank} account has been suspended - verify now {d}",
    "Usenet account expired - renew to keep downloading: {d}",
    "Security alert: unusual sign-in on your {bank} account - {d}",
    "Action required: confirm your {bank} information {d}",
    "Your NZB indexer API key was revoked - log in to restore {d}",
    "Invoice {ref} payment failed - update card details {d}",
    "{bank}: your password expires today - keep it at {d}",
    "Your package could not be delivered - reschedule at {d}",
    "{provider} billing problem - account on hold - {d}",
],
"malware_codec": [
    "You need the latest codec to play this file - download {d}",
    "{movie} {year} - requires {player} - get it at {d}",
    "IMPORTANT: install {codec} to view this release",
    "Free HD player + codec pack {year} (no viruses) {d}",
    "{movie}.{year}.1080p.WEB-DL - play with {player} - {d}",
    "Video won't play? Install {codec} {ver} - {d}",
    "{codec} setup.exe - required for all new x265 releases",
    "No sound? you need {codec} - {d}",
],
"malware_fake_release": [
    "{movie}.{year}.1080p.WEB-DL.x264.exe",
    "{movie} {year} FULL MOVIE HD.avi.exe",
    "{movie}.{year}.BluRay.720p - password inside - {d}",
    "{movie}.{year}.DVDRip.XviD.wmv - click the link to acquire license",
    "{movie} ({year}) [1080p] HEVC - password.txt.lnk",
    "{game} crack keygen working 100% no virus.exe",
    "{movie}.{year}.2160p.mkv - archive password at {d}",
    "{show} S{s}E{e} 1080p.mp4.scr",
    "{movie} {year} 4K - complete the survey for the rar password",
    "{game} Full Game + Crack (unlock at {d})",
],
"fake_streaming": [
    "WATCH {movie} ({year}) FULL MOVIE ONLINE FREE HD - {d}",
    "[STREAM] {team} vs {team} live free HD {d}",
    "{movie} 123movies putlocker free stream - {d}",
    "Watch {show} Season {s} Episode {e} online free - {d}",
    "Full.Movie.{movie}.{year}.Online.Free.Streaming.HD",
    "{movie} (({year})) FuLL MoVie ~ 720p/1080p ~ Watch now",
    "Free live stream UFC {n} - reddit streams - {d}",
    "[[Watch]] {movie} {year} online free on {d}",
    "{show} S{s}E{e} ~ watch free ~ no signup ~ {d}",
],
"seo_services": [
    "Get 10,000 high quality backlinks for ${small} - rank #1 on Google {d}",
    "SEO services - page 1 guaranteed - {d}",
    "Buy YouTube views / Instagram followers cheap {d}",
    "Guest posts on DA {small}0+ sites - {email}",
    "Website traffic 100k visitors {price} - {d}",
    "GSA SER verified lists updated daily - {d}",
    "Email lists {small}M fresh leads for sale - {tg}",
    "We write 500 SEO articles a day with AI - {d}",
],
"replica_goods": [
    "{brand} replica watches Swiss quality {price} - {d}",
    "Cheap {brand} handbags outlet {pct}% off {d}",
    "Designer sunglasses {brand} ${small} - {d}",
    "{brand} wholesale direct from factory - {d}",
    "Cheap {brand} / {brand} / {brand} - free shipping {d}",
    "{brand} 1:1 AAA copies - PayPal - {tg}",
],
"miracle_health": [
    "Lose {small} lbs in {days} days with this one weird trick - {d}",
    "Keto pills doctors don't want you to know about - {d}",
    "Cure diabetes naturally in 30 days - {d}",
    "Hair regrowth miracle - results guaranteed {d}",
    "Male enhancement formula - results in 2 weeks {d}",
    "Anti-aging cream the celebrities use - free trial {d}",
    "CBD gummies as seen on Shark Tank - {d}",
    "This kitchen spice melts belly fat overnight - {d}",
],
"work_from_home": [
    "Earn ${n} per week from home - no experience needed - {d}",
    "Mystery shopper wanted - ${small}0 per assignment - {email}",
    "Online data entry jobs - start today {d}",
    "Get paid to read emails and take surveys - {d}",
    "Hiring now: package reshipping agent ${big} per month - {email}",
    "Stay-at-home mom makes ${big} a month - see how {d}",
    "Upload files to usenet and get paid ${small} per GB - {tg}",
],
"fake_documents": [
    "Buy real registered passports, driver's licenses, ID cards - {email}",
    "University degree in 7 days - no exams - verifiable - {d}",
    "Essay writing service - any subject - {price} per page {d}",
    "IELTS / TOEFL certificate without exam - {tg}",
    "Editable bank statements and utility bills - {d}",
    "Counterfeit banknotes, undetectable, grade A - {tg}",
    "Novelty IDs all states, scannable - {d}",
],
"tech_support_scam": [
    "Microsoft Windows support helpline {p} - 24/7",
    "Your computer is infected! Call {p} immediately",
    "Norton / McAfee renewal customer service {p}",
    "Printer offline? HP support number {p}",
    "QuickBooks support phone number {p} (toll free)",
    "Geek Squad billing department {p}",
    "Coinbase customer service number {p}",
    "Cash App refund helpline {p} call now",
    "Outlook not working? call {p} now",
    "Binance support number {p} - wallet recovery",
],
"proselytising": [
    "Jesus loves you - repent before it is too late - {verse}",
    "The end is near, read {verse} - {d}",
    "Have you accepted the Lord? Free bible download {d}",
    "Pray for this newsgroup - {verse}",
    "Salvation is a free gift of God - {verse}",
    "The Kingdom of God is at hand - {d}",
    "Read the Quran, the final message to mankind - {d}",
    "Why do you download while your soul is lost? {verse}",
],
"conspiracy_flood": [
    "WAKE UP SHEEPLE - the moon landing was faked - proof inside",
    "Chemtrails are poisoning you - share before it gets deleted!!! {d}",
    "5G towers cause {disease} - the truth they hide",
    "FLAT EARTH: {small} proofs that NASA lies",
    "The New World Order plan exposed - {d}",
    "They are putting microchips in {thing} - wake up!!!",
    "The {org} controls everything - MUST READ",
    "What the {org} doesn't want you to know about {thing}",
],
"chain_letter": [
    "Forward this to 10 people or you will have 7 years bad luck",
    "THIS IS NOT A JOKE - Bill Gates will pay you ${small}0 for every forward",
    "Make money fast: send $1 to the 5 names on this list",
    "WARNING: virus alert - do not open any post called {movie} - pass it on",
    "Little {name} is very sick - each repost donates {small} cents",
    "Repost this in {small} groups and your wish comes true tonight",
    "MAKE.MONEY.FAST - it really works - read this",
],
"extortion": [
    "I know your password: {pw} - pay {btc} BTC within 48 hours",
    "I recorded you through your webcam - pay ${small}00 in bitcoin or it goes to your contacts",
    "Your device has been hacked - read carefully - {wallet}",
    "Last warning: pay or everyone sees what you download from usenet",
    "We have your NZB history and your IP {ip} - pay {btc} BTC",
    "Your server gets DDoSed unless {btc} BTC is paid to {wallet}",
    "Your files are encrypted - ID {ref} - {tg}",
],
"offtopic_chatter": [
    "Re: Is this group dead?",
    "Why does nobody post {genre} anymore",
    "Anyone else having problems with {provider} today?",
    "OT: what are you guys listening to?",
    "Happy new year {year} to everyone in a.b.{grp}",
    "Re: where did {fname} go?",
    "Can someone explain how par2 works?",
    "Re: Re: Re: OT: {client} vs {client}",
    "question about {client} - help please",
    "Re: {provider} retention is a joke",
    "anyone still here? hello?",
    "Re: missing blocks on everything from {provider} since tuesday",
    "thanks {fname} for all the {genre}, you are a legend",
    "OT - weather in {city} today",
],
"flame_war": [
    "Re: {fname} is a leech and a liar",
    "STOP SPAMMING THIS GROUP YOU MORON",
    "Re: {fname} you are an idiot, go back to a.b.{grp}",
    "{client} sucks and so do you",
    "Re: Re: Re: OT: {fname} = troll, killfile him",
    "Anyone who posts without par2 is a loser",
    "Re: *PLONK*",
    "Hey {fname}, nobody cares about your crap reposts",
    "Re: learn to post properly you clueless {nick}",
    "Re: {fname} = sock puppet of {fname}",
],
}

# ---------------------------------------------------------------- junk templates (other languages)
# "lang|template"
FOREIGN = {
"iptv_sale": [
    "de|IPTV Abo 12 Monate nur {price} - {n} Sender, Sky, Bundesliga, kein Ruckeln - {d}",
    "fr|Abonnement IPTV 4K pas cher - chaînes françaises + beIN - essai gratuit {d}",
    "es|Lista IPTV España con fútbol LaLiga y Champions - {price} al mes - {tg}",
    "zh|IPTV 全球直播 {n}个频道 高清稳定 联系 {tg}",
    "ru|Лучшее IPTV - {n} каналов в HD, бесплатный тест 24ч - {d}",
    "tr|IPTV Türkiye kanalları 4K donmadan - ücretsiz deneme {d}",
    "ar|اشتراك IPTV لمدة سنة - جميع القنوات الرياضية - {tg}",
],
"vpn_ad": [
    "de|Anonym im Usenet: {vpn} jetzt {pct}% günstiger - {d}",
    "fr|VPN pas cher, sans logs, débloquez tout - {d}",
    "zh|VPN 翻墙 稳定高速 每月{price} {d}",
    "ru|Самый быстрый VPN для торрентов и юзнета - {d}",
    "es|VPN gratis para siempre - solo hoy - {d}",
],
"account_selling": [
    "de|Verkaufe {svc} Konten 12 Monate {price} - {tg}",
    "fr|Comptes {svc} Premium à vie - paiement PayPal - {d}",
    "es|Vendo cuentas {svc} baratas - {tg}",
    "ru|Продам аккаунты {svc} - гарантия, быстро - {tg}",
    "pt|Conta {svc} vitalícia por {price} - chama no zap {p}",
    "zh|出售 {svc} 共享账号 便宜稳定 {tg}",
    "vi|Bán tài khoản {svc} giá rẻ bảo hành 12 tháng - {tg}",
],
"usenet_reseller": [
    "nl|Goedkoopste Usenet van Nederland - onbeperkt {price} per maand - {d}",
    "de|Usenet Flatrate ohne Drosselung {price} - {ret} Tage Retention - {d}",
    "fr|Usenet illimité {price} par mois - code promo {code} - {d}",
    "it|Usenet veloce e anonimo - prova gratis - {d}",
],
"pharmacy": [
    "de|Viagra rezeptfrei kaufen - diskreter Versand - {d}",
    "fr|Acheter Cialis sans ordonnance - livraison rapide - {d}",
    "es|Comprar {drug} sin receta - envío discreto - {d}",
    "it|Viagra senza ricetta {price} - spedizione 24h - {d}",
    "pl|Tanie tabletki {drug} bez recepty - {d}",
    "ru|Виагра без рецепта, доставка по всей России - {d}",
    "pt|Comprar {drug} sem receita - entrega rápida {d}",
],
"dating": [
    "de|Einsame Frauen aus {city} suchen Kontakt - {d}",
    "fr|Rencontres sérieuses avec femmes russes - inscription gratuite {d}",
    "es|Chicas solteras cerca de ti quieren conocerte - {d}",
    "ru|Знакомства без регистрации - {n} анкет рядом с тобой - {d}",
    "it|{name}, {age} anni, vuole chattare con te - {d}",
    "ja|近所の女性と今すぐ出会える 無料登録 {d}",
    "ko|외로운 밤 지금 바로 만남 - {d}",
],
"casino": [
    "de|Online Casino {n} Freispiele ohne Einzahlung - {d}",
    "ru|Онлайн казино - бонус {pct}% на первый депозит - {d}",
    "pt|Cassino online - ganhe {money} hoje - {d}",
    "id|Situs slot gacor hari ini maxwin - daftar {d}",
    "tr|Canlı bahis deneme bonusu {n} TL - {d}",
    "vi|Nhà cái uy tín - thưởng {pct}% nạp đầu - {d}",
    "ko|온라인 카지노 첫충 보너스 {pct}% - {d}",
    "zh|澳门赌场 在线娱乐 首存送{pct}% {d}",
],
"crypto_giveaway": [
    "de|Bitcoin verdoppeln in 24 Stunden - garantiert - {d}",
    "es|Regalo de Bitcoin oficial - envía 0.1 BTC y recibe 0.2 - {wallet}",
    "ru|Раздача криптовалюты {coin} - заберите бесплатно - {d}",
    "tr|Ücretsiz {coin} airdrop - hemen al - {d}",
    "zh|免费领取 {coin} 空投 限时 {d}",
    "pt|Ganhe Bitcoin grátis todos os dias - {d}",
],
"investment_mlm": [
    "de|Passives Einkommen mit Krypto-Trading - {pct}% pro Monat - {d}",
    "it|Guadagna {n} euro al giorno con il trading automatico - {d}",
    "pt|Renda extra garantida - invista hoje - {tg}",
    "ru|Инвестиции с доходом {small}% в день - {tg}",
    "id|Investasi aman profit {small}% per hari - {d}",
],
"loan_offer": [
    "fr|Prêt entre particuliers sérieux et rapide - {email}",
    "es|Préstamos rápidos sin aval ni nómina - {p}",
    "it|Prestito tra privati in 24 ore - {email}",
    "pl|Szybka pożyczka bez BIK - {d}",
    "de|Kredit ohne Schufa - sofort Zusage - {d}",
    "nl|Snel geld lenen zonder BKR toetsing - {d}",
],
"lottery_advance_fee": [
    "fr|FÉLICITATIONS ! Vous avez gagné {money} - réf {ref}",
    "es|Usted ha ganado {money} en la lotería El Gordo - ref {ref}",
    "de|Gewinnbenachrichtigung: {money} - Aktenzeichen {ref}",
    "it|Eredità non reclamata di {money} - contattare {email}",
    "pt|Parabéns! Seu e-mail ganhou {money} - {email}",
],
"phishing": [
    "de|Ihr {bank} Konto wurde gesperrt - jetzt bestätigen {d}",
    "fr|Votre compte {bank} est suspendu - vérifiez vos informations {d}",
    "es|Su cuenta de {bank} ha sido bloqueada - verificar ahora {d}",
    "it|Il tuo conto {bank} è stato limitato - accedi {d}",
    "nl|Uw {bank} rekening is geblokkeerd - verifieer via {d}",
    "pl|Twoje konto {bank} zostało zablokowane - {d}",
],
"malware_codec": [
    "de|Codec fehlt? Neuesten {codec} hier herunterladen - {d}",
    "fr|Pour lire ce fichier installez {codec} - {d}",
    "es|Necesitas el códec {codec} para ver la película - {d}",
    "ru|Для просмотра установите кодек {codec} - {d}",
],
"malware_fake_release": [
    "de|{movie} {year} German 1080p - Passwort auf {d}",
    "fr|{movie} {year} FRENCH 1080p - mot de passe sur {d}",
    "es|{movie} {year} Castellano 1080p - contraseña en {d}",
    "it|{movie} {year} iTALiAN 1080p - password su {d}",
],
"fake_streaming": [
    "fr|Regarder {movie} film complet en streaming VF gratuit - {d}",
    "es|Ver {movie} ({year}) online gratis en español latino - {d}",
    "de|{movie} {year} ganzer Film Deutsch kostenlos streamen - {d}",
    "it|{movie} film completo streaming ita gratis - {d}",
    "pt|Assistir {movie} filme completo dublado online - {d}",
    "id|Nonton {movie} ({year}) sub indo full movie - {d}",
    "vi|Xem phim {movie} ({year}) vietsub full HD - {d}",
    "tr|{movie} izle tek parça full HD türkçe dublaj - {d}",
    "pl|{movie} ({year}) cały film online za darmo lektor pl - {d}",
],
"seo_services": [
    "ru|Продвижение сайтов в ТОП Яндекса - {tg}",
    "de|Backlinks kaufen - Top Rankings bei Google - {d}",
    "zh|网站SEO优化 快速排名 {tg}",
    "vi|Dịch vụ SEO lên top Google - {d}",
],
"replica_goods": [
    "zh|高仿 {brand} 手表 包包 一比一 {tg}",
    "fr|Montres {brand} pas cher - {d}",
    "es|Réplicas {brand} de alta calidad - {d}",
    "de|{brand} Outlet Sale - {pct}% Rabatt - {d}",
],
"miracle_health": [
    "de|{small} Kilo in {days} Tagen abnehmen ohne Diät - {d}",
    "es|Pierde peso rápido con este truco natural - {d}",
    "pt|Emagreça {small} kg em {days} dias - {d}",
    "it|Crema antirughe miracolosa - prova gratis {d}",
    "ar|علاج طبيعي لتساقط الشعر - نتائج مضمونة {d}",
],
"work_from_home": [
    "de|Heimarbeit - {n} Euro pro Woche verdienen - {d}",
    "es|Trabaja desde casa y gana {n} euros al mes - {d}",
    "pt|Trabalhe em casa e ganhe R${n} por dia - {tg}",
    "id|Kerja dari rumah gaji {n} ribu per hari - {tg}",
    "nl|Thuiswerk - verdien {n} euro per week - {d}",
],
"fake_documents": [
    "ru|Купить диплом о высшем образовании с занесением в реестр - {d}",
    "es|Compra pasaportes, licencias de conducir y documentos - {email}",
    "de|Führerschein kaufen ohne Prüfung - {tg}",
    "fr|Acheter permis de conduire et passeport - {email}",
],
"tech_support_scam": [
    "fr|Support technique Microsoft France {p}",
    "de|Microsoft Kundenservice Hotline {p}",
    "es|Soporte técnico de Windows llame ahora {p}",
],
"proselytising": [
    "de|Jesus liebt dich - kehre um, solange noch Zeit ist - {verse}",
    "es|Dios te ama - arrepiéntete hoy - {verse}",
    "pt|Jesus está voltando - prepare-se - {verse}",
    "ar|الإسلام هو الحق - اقرأ القرآن مجانا {d}",
    "ko|예수 믿으세요 천국 지옥 - {verse}",
    "ru|Покайтесь, ибо приблизилось Царство Небесное - {verse}",
],
"conspiracy_flood": [
    "de|Chemtrails vergiften uns alle - teilt es bevor es gelöscht wird!!!",
    "ru|Правда о 5G, которую скрывают - {d}",
    "fr|Le grand complot du {org} révélé - réveillez-vous !",
    "es|La tierra es plana y la NASA miente - {small} pruebas",
    "it|Le scie chimiche ci avvelenano - svegliatevi!!!",
],
"chain_letter": [
    "pt|Repasse para 10 pessoas ou terá 7 anos de azar",
    "es|Reenvía esto a 10 personas o tendrás mala suerte",
    "it|Inoltra a 10 persone entro un'ora o avrai sfortuna",
    "ru|Перешли это 10 людям или тебя ждет несчастье",
],
"extortion": [
    "de|Ich habe Ihr Gerät gehackt - zahlen Sie {btc} BTC an {wallet}",
    "fr|J'ai piraté votre ordinateur - payez {btc} BTC sous 48 heures",
    "es|Tengo tu contraseña {pw} - paga {btc} BTC en 48 horas",
    "it|Ho registrato tutto dalla tua webcam - paga {btc} BTC",
    "nl|Ik heb je wachtwoord {pw} - betaal {btc} BTC",
],
"offtopic_chatter": [
    "de|Ist hier noch jemand? Gruppe tot?",
    "nl|Re: weet iemand waarom {provider} zo traag is?",
    "fr|Re: quelqu'un a encore des épisodes de {genre} ?",
    "it|Re: ciao a tutti, prima volta qui",
    "pl|Re: czy ktoś ma jeszcze stare posty z {genre}?",
    "es|Re: ¿alguien sabe usar {client}?",
],
"flame_war": [
    "de|Re: {fname} du Vollidiot, lern posten!",
    "nl|Re: {fname} is een leecher en een zeikerd",
    "fr|Re: {fname} espèce de troll, va-t'en",
    "pl|Re: {fname} spadaj trollu",
],
}

# ---------------------------------------------------------------- special junk generators
KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "йцукенгшщзх", "ぁあぃいぅうぇえぉお"]
SHORTS = ["a", ".", "..", "?", "x", "k", "ok", "hi", "??", "--", "=)", ":)", "...", "/", "0", "zz",
          "lol", "hmm", "^", "#", "!", "yo", "..?", "-", "1", "o", "w", "aa", "::", "~", "xD", "?!"]

def gen_keyboard_mash():
    r = rint(0, 9)
    if r == 0:
        row = pick(KB_ROWS)
        a = rint(0, len(row) - 3)
        return row[a:a + rint(3, len(row) - a)] * rint(1, 3)
    if r == 1:
        return pick(LOWER + "!?.#*") * rint(4, 40)
    if r == 2:
        return alnum(rint(1, 40), LOWER)
    if r == 3:
        return " ".join(alnum(rint(2, 9), LOWER) for _ in range(rint(2, 8)))
    if r == 4:
        return "".join(pick("!?.,;:*#~^-_=+") for _ in range(rint(3, 25)))
    if r == 5:
        return alnum(rint(60, 180), ALNUM + "    ")
    if r == 6:
        pair = pick(LOWER) + pick(LOWER)
        return pair * rint(3, 15)
    if r == 7:
        return pick(SHORTS) + (pick(SHORTS) if chance(0.5) else "")
    if r == 8:
        return "".join(chr(rint(0x4E00, 0x4FFF)) if chance(0.5) else chr(rint(0x0430, 0x044F)) for _ in range(rint(3, 20)))
    return "%s %s" % (pick(["asdf", "jkl;", "sdfsdf", "fgh", "ghjk", "lkjh", "ertert", "uiop"]), alnum(rint(1, 12), LOWER + DIGITS))

SALAD = ["banana", "quantum", "orchestra", "velvet", "thermostat", "lantern", "fiscal", "pigeon",
         "submarine", "cathedral", "glacier", "porcelain", "harvest", "metronome", "bishop",
         "algebra", "turnip", "cobalt", "festival", "whisker", "ledger", "monsoon", "pretzel",
         "gravity", "scaffold", "tundra", "saxophone", "ointment", "beacon", "corridor",
         "mitten", "sandwich", "nebula", "parsley", "carburetor", "lighthouse", "zeppelin",
         "duplex", "falcon", "marzipan", "obelisk", "hammock", "radish", "sonnet", "tarmac",
         "umbrella", "vortex", "walrus", "yodel", "zigzag", "seriously", "furthermore",
         "nevertheless", "purple", "angry", "wobbly", "sixteen", "beneath", "quickly", "soft",
         "blue", "electric", "ancient", "hollow", "crispy", "nocturnal", "rusty", "the", "of",
         "and", "but", "within", "towards", "although", "because", "is", "was", "becomes"]

def gen_word_salad():
    n = pick([rint(3, 8), rint(9, 20), rint(25, 60)])
    words = [pick(SALAD) for _ in range(n)]
    s = " ".join(words)
    r = rint(0, 4)
    if r == 0:
        s = s[:1].upper() + s[1:] + "."
    elif r == 1:
        s = cap_words(s)
    elif r == 2:
        s = s.replace(" ", pick([", ", " ", "; ", " - "]))
    elif r == 3:
        s = fill(pick(EN[pick(["pharmacy", "casino", "dating", "iptv_sale"])])) + " " + s
    return s

def gen_bot_flood():
    r = rint(0, 11)
    h = hexs(rint(6, 10))
    if r == 0:
        return " ".join([h] * rint(3, 6))
    if r == 1:
        return "FLOOD #%d - %s" % (rint(1, 99999), hexs(32))
    if r == 2:
        return "autopost %d of %d" % (rint(1, 10000), pick([1000, 5000, 10000]))
    if r == 3:
        return pick("AXZM") * rint(20, 80) + " [%d]" % rint(1, 9999)
    if r == 4:
        return pick(["bump", "BUMP", "^^^ bump ^^^", "up", "↑↑↑"]) + " " + str(rint(1, 9999))
    if r == 5:
        w = pick(SALAD)
        return " ".join([w.upper()] * rint(3, 12)) + " " + str(rint(1, 999))
    if r == 6:
        return '[%d/99999] - "%s.dat" yEnc (1/1)' % (rint(1, 99999), hexs(16))
    if r == 7:
        return "x%dx%dx%d" % (rint(1, 999), rint(1, 999), rint(1, 999))
    if r == 8:
        return "%s %s %s %s" % (alnum(5, UPPER), alnum(5, UPPER), alnum(5, UPPER), alnum(5, UPPER))
    if r == 9:
        return "sporge %s %s" % (hexs(8), pick(SALAD))
    if r == 10:
        return "%s%s - %d" % (pick(["MEOW ", "Hipcrime ", "NEWSAGENT ", "BOTNET ", "SPLOIT "]) * rint(2, 5), hexs(4), rint(1, 99999))
    return "(%d) %s (%d)" % (rint(1, 9999), pick(["nothing to see here", "this group is now closed", "meow", "free speech", "test flood"]), rint(1, 9999))

TEST_T = ["test", "test 123", "testing testing", "TEST - please ignore", "test post from {client}",
          "yEnc test", "test [1/1]", "test - do not download", "ignore", "Test {small}",
          "testing new newsreader {client} {ver}", "test_{hex}", "TEST TEST TEST",
          "test, please ignore ({client})", "ignore this test {small}", "testing 1 2 3",
          "test - can anyone see this?", "test sig", "test from {city}", "test (yEnc 1.3)",
          'test - "test.jpg" yEnc (1/1)', "[1/1] - \"test{small}.txt\" yEnc (1/1)",
          "ngPost test {hex}", "nyuu test {hex}", "test header {hex}", "test.. ignore",
          "tst", "test123", "testing ssl on port 563", "testing posting speed {small} MB"]

def gen_test_post():
    return fill(pick(TEST_T))

# ---------------------------------------------------------------- rows and the junk driver
ROWS = []
SEEN = set()      # membership only, never iterated
STATS = {"junk_foreign": 0, "junk_disguised": 0, "junk_unusual": 0, "legit_wrapped": 0}

def add(label, family, title, group):
    t = clean(title)
    if not t or t in SEEN:
        return False
    SEEN.add(t)
    ROWS.append((label, family, t, clean(group)))
    return True

JUNK_TARGETS = {
    "iptv_sale": 30, "vpn_ad": 28, "account_selling": 30, "usenet_reseller": 28, "pharmacy": 32,
    "dating": 30, "casino": 30, "crypto_giveaway": 32, "investment_mlm": 28, "loan_offer": 28,
    "lottery_advance_fee": 30, "phishing": 30, "malware_codec": 30, "malware_fake_release": 32,
    "fake_streaming": 32, "seo_services": 28, "replica_goods": 26, "miracle_health": 28,
    "work_from_home": 28, "fake_documents": 26, "tech_support_scam": 30, "proselytising": 28,
    "conspiracy_flood": 28, "chain_letter": 26, "extortion": 26, "keyboard_mash": 32,
    "word_salad": 30, "offtopic_chatter": 32, "test_post": 30, "flame_war": 28, "bot_flood": 30,
}
SPECIAL = {"keyboard_mash": gen_keyboard_mash, "word_salad": gen_word_salad,
           "bot_flood": gen_bot_flood, "test_post": gen_test_post}
DISGUISE_P = {"keyboard_mash": 0.0, "bot_flood": 0.0, "word_salad": 0.15, "test_post": 0.1,
              "offtopic_chatter": 0.15, "flame_war": 0.2}

def is_unusual(t):
    if len(t) <= 6 or len(t) >= 150:
        return True
    if any(ord(c) > 127 for c in t):
        return True
    if re.search(r"hxxp|\[\.\]|\(\.\)|\[dot\]| dot |yEnc|\d+/\d+\]", t):
        return True
    return False

def junk_one(intent):
    CTX["topic"] = TOPICS.get(intent, ["deal", "offer", "free"])
    group = pick(INTENT_GROUPS.get(intent, JUNK_COMMON))
    foreign = False
    disguised = False
    if intent in SPECIAL:
        t = SPECIAL[intent]()
    elif intent in FOREIGN and chance(0.155):
        lang, tpl = pick(FOREIGN[intent]).split("|", 1)
        t = fill(tpl)
        foreign = True
        if lang in FOREIGN_GROUPS and chance(0.4):
            group = pick(FOREIGN_GROUPS[lang])
    else:
        t = fill(pick(EN[intent]))
    p = DISGUISE_P.get(intent, 0.15 if foreign else 0.37)
    if chance(p):
        t = disguise(t)
        disguised = True
    return t, group, foreign, disguised

def make_junk():
    for intent, n in JUNK_TARGETS.items():
        made, tries = 0, 0
        while made < n and tries < n * 300:
            tries += 1
            t, group, foreign, disguised = junk_one(intent)
            if add("junk", "junk:" + intent, t, group):
                made += 1
                STATS["junk_foreign"] += foreign
                STATS["junk_disguised"] += disguised
                STATS["junk_unusual"] += foreign or disguised or is_unusual(clean(t))
        if made < n:
            raise SystemExit("could not make %d unique titles for %s" % (n, intent))

# ---------------------------------------------------------------- legit vocabulary: TV / film / anime
TV_SHOWS = ["The Last of Us", "House of the Dragon", "Slow Horses", "Severance", "The Bear",
            "Succession", "Ted Lasso", "Only Murders in the Building", "Shrinking", "Andor",
            "The Boys", "Reacher", "Yellowstone", "Fargo", "True Detective", "Doctor Who",
            "Grantchester", "Vera", "Shetland", "Midsomer Murders", "Taskmaster", "QI",
            "Have I Got News for You", "Top Gear", "The Grand Tour", "Survivor",
            "The Amazing Race", "NCIS", "Law and Order SVU", "Chicago Fire", "Greys Anatomy",
            "The Simpsons", "Family Guy", "Bobs Burgers", "South Park", "Rick and Morty",
            "Futurama", "Bluey", "Abbott Elementary", "What We Do in the Shadows", "The Rookie",
            "Tracker", "Fire Country", "Blue Bloods", "The Great British Bake Off",
            "Antiques Roadshow", "Gardeners World", "Ghosts", "Silo", "Foundation",
            "For All Mankind", "Loki", "The Mandalorian", "Star Trek Strange New Worlds",
            "Star Trek Lower Decks", "Fallout", "Shogun", "The Gentlemen", "Bosch Legacy",
            "The Witcher", "Stranger Things", "Wednesday", "The Crown", "Bridgerton",
            "Peaky Blinders", "Line of Duty", "Happy Valley", "Blue Lights", "The Traitors",
            "Dragons Den", "MasterChef Australia", "Below Deck", "Alone", "Gold Rush",
            "Deadliest Catch", "Mayday", "Would I Lie to You", "Only Connect",
            "University Challenge", "The Chase", "Mastermind", "Black Mirror", "Sherlock",
            "Luther", "Derry Girls", "Bad Sisters", "Baby Reindeer", "Hacks", "The Diplomat",
            "Slow Horses", "Criminal Record", "Mr and Mrs Smith", "Monarch Legacy of Monsters"]
DAILY = ["The Daily Show", "Last Week Tonight with John Oliver", "Real Time with Bill Maher",
         "Jeopardy", "The Late Show with Stephen Colbert", "Jimmy Kimmel Live",
         "Late Night with Seth Meyers", "The Tonight Show Starring Jimmy Fallon",
         "Saturday Night Live", "Coronation Street", "EastEnders", "Emmerdale", "Neighbours",
         "Wheel of Fortune", "The Graham Norton Show", "Question Time", "Newsnight"]
EP_WORDS = ["The", "Long", "Night", "Return", "Pilot", "Homecoming", "Reckoning", "Breaking",
            "Point", "Lost", "Found", "Ghosts", "Reunion", "Fire", "Blood", "Gold", "Letter",
            "Endgame", "Aftermath", "Crossroads", "Trust", "Exodus", "Sanctuary", "Storm",
            "Old", "Friends", "Fault", "Lines", "Truth", "Lies", "Family", "Vigil", "Legacy",
            "Part", "One", "Two", "Secrets", "Winter", "Harbor", "Signal", "Company", "Home"]
TV_Q_SCENE = ["720p.HDTV.x264", "1080p.WEB.h264", "1080p.WEB.H264", "2160p.WEB.H265",
              "720p.WEB.h264", "HDTV.x264", "1080p.HDTV.H264", "720p.HDTV.H264",
              "1080p.AMZN.WEB-DL.DDP5.1.H.264", "1080p.NF.WEB-DL.DDP5.1.x264",
              "2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265", "1080p.DSNP.WEB-DL.DDP5.1.H.264",
              "1080p.iP.WEB-DL.AAC2.0.H.264", "720p.iP.WEB-DL.AAC2.0.H.264", "1080p.BluRay.x264",
              "1080p.HMAX.WEB-DL.DD5.1.H.264", "1080p.HULU.WEB-DL.DDP5.1.H.264", "WEB.h264",
              "576p.ALL4.WEB-DL.AAC2.0.H.264", "1080p.STAN.WEB-DL.DDP5.1.H.264", "XviD", "PDTV.x264"]
TV_GRP_SCENE = ["KILLERS", "FLEET", "MINX", "SVA", "AVS", "BAMBOOZLE", "CAKES", "GOSSIP",
                "TOPKEK", "ROBOTS", "PHOENiX", "SKYFiRE", "DiRT", "ELEANOR", "GGWP", "GGEZ",
                "SuccessfulCrab", "TRUFFLE", "EDITH", "NHTFS", "RiVER", "ORGANiC", "LOL",
                "DIMENSION", "FQM", "ASAP", "IMMERSE", "2HD", "FoV", "BiQ", "TLA", "MTB"]
TV_GRP_P2P = ["NTb", "NTG", "FLUX", "CMRG", "TEPES", "ION10", "SMURF", "KOGi", "MZABI",
              "playWEB", "RAWR", "BLOOM", "GNOME", "TOMMY", "KiNGS", "HONE", "SiGMA", "Vyndros",
              "dB", "EDITH", "NOSiViD", "TVSmash", "Kitsune", "BTN"]

def ep_title():
    return " ".join(pick(EP_WORDS) for _ in range(rint(1, 3)))

def tv_scene():
    if chance(0.15):
        show = pick(DAILY)
        name = "%s.%d.%02d.%02d" % (dotted(show), rint(2019, 2025), rint(1, 12), rint(1, 28))
        if chance(0.4):
            name += "." + dotted(pick(["Guest", "Special", "Highlights", "Omnibus", "Part 1", "Part 2"]))
    else:
        show = pick(TV_SHOWS)
        name = dotted(show)
        if chance(0.12):
            name += "." + str(rint(2003, 2024))
        if chance(0.1):
            name += ".S%02dE%02dE%02d" % (rint(1, 12), rint(1, 20), rint(21, 24))
        else:
            name += ".S%02dE%02d" % (rint(1, 20), rint(1, 24))
        if chance(0.3):
            name += "." + dotted(ep_title())
    if chance(0.08):
        name += "." + pick(["PROPER", "REPACK", "iNTERNAL", "REAL", "DIRFIX"])
    name += "." + pick(TV_Q_SCENE) + "-" + pick(TV_GRP_SCENE)
    if chance(0.2):
        name = name.lower()
    return name, ["RAR", ".mkv", ".nfo", "RAR", "RAR"]

def tv_p2p():
    show, year = pick(TV_SHOWS), rint(2005, 2025)
    s, e = rint(1, 12), rint(1, 22)
    r = rint(0, 5)
    if r == 0:
        return "%s (%d) S%02dE%02d %s (1080p %s WEB-DL x265 10bit EAC3 5.1 %s)" % (show, year, s, e, ep_title(), pick(["AMZN", "NF", "DSNP", "ATVP", "HMAX"]), pick(["Silence", "Ghost", "Panda", "Vyndros"])), [".mkv", "RAR"]
    if r == 1:
        return "%s.S%02d.COMPLETE.%s-%s" % (dotted(show), s, pick(TV_Q_SCENE), pick(TV_GRP_P2P)), ["RAR", ".mkv"]
    if r == 2:
        return "%s - S%02dE%02d - %s [WEBDL-1080p][EAC3 5.1][h264]-%s" % (show, s, e, ep_title(), pick(TV_GRP_P2P)), [".mkv"]
    if r == 3:
        return "%s S%02d %s %s" % (show, s, pick(["1080p BluRay x265 HEVC 10bit AAC 5.1", "720p WEBRip x264", "2160p UHD BluRay REMUX HDR", "480p DVDRip XviD", "1080p WEB-DL DD5.1 H264"]), pick(["-RARBG", "[PSA]", "-Tigole", "[QxR]", "-NTb", "(Complete)", ""])), [".mkv", "RAR"]
    if r == 4:
        return "%s.S%02dE%02d.%s-%s" % (dotted(show), s, e, pick(TV_Q_SCENE), pick(TV_GRP_P2P)), [".mkv", "RAR"]
    return "%s Season %d Episode %d - %s (%d) [1080p]" % (show, s, e, ep_title(), year), [".mkv", ".mp4"]

FILMS = [("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Past Lives", 2023), ("Anatomy of a Fall", 2023),
         ("The Holdovers", 2023), ("Poor Things", 2023), ("Killers of the Flower Moon", 2023),
         ("The Zone of Interest", 2023), ("Godzilla Minus One", 2023), ("Perfect Days", 2023),
         ("Aftersun", 2022), ("Everything Everywhere All at Once", 2022), ("Top Gun Maverick", 2022),
         ("The Banshees of Inisherin", 2022), ("Tar", 2022), ("Decision to Leave", 2022),
         ("The Northman", 2022), ("Nope", 2022), ("Glass Onion", 2022), ("Blade Runner 2049", 2017),
         ("Heat", 1995), ("Alien", 1979), ("Blade Runner", 1982), ("The Thing", 1982), ("Jaws", 1975),
         ("Chinatown", 1974), ("The Godfather", 1972), ("Seven Samurai", 1954), ("Vertigo", 1958),
         ("Rear Window", 1954), ("Casablanca", 1942), ("Brazil", 1985), ("Paris Texas", 1984),
         ("Stalker", 1979), ("Mulholland Drive", 2001), ("In the Mood for Love", 2000),
         ("Spirited Away", 2001), ("Parasite", 2019), ("Portrait of a Lady on Fire", 2019),
         ("The Lighthouse", 2019), ("Knives Out", 2019), ("Arrival", 2016), ("Moonlight", 2016),
         ("Mad Max Fury Road", 2015), ("Ex Machina", 2014), ("Whiplash", 2014), ("Interstellar", 2014),
         ("Gravity", 2013), ("Her", 2013), ("Drive", 2011), ("The Social Network", 2010),
         ("Inception", 2010), ("No Country for Old Men", 2007), ("There Will Be Blood", 2007),
         ("Zodiac", 2007), ("Children of Men", 2006), ("The Departed", 2006), ("Oldboy", 2003),
         ("Memento", 2000), ("Gladiator", 2000), ("The Matrix", 1999), ("Fight Club", 1999),
         ("The Big Lebowski", 1998), ("Fargo", 1996), ("Pulp Fiction", 1994), ("Leon", 1994),
         ("Groundhog Day", 1993), ("Jurassic Park", 1993), ("Terminator 2 Judgment Day", 1991),
         ("The Silence of the Lambs", 1991), ("Goodfellas", 1990), ("Die Hard", 1988), ("Akira", 1988),
         ("Aliens", 1986), ("Back to the Future", 1985), ("Ghostbusters", 1984), ("The Shining", 1980),
         ("Apocalypse Now", 1979), ("Taxi Driver", 1976), ("Barbie", 2023), ("John Wick Chapter 4", 2023),
         ("Mission Impossible Dead Reckoning Part One", 2023), ("Spider-Man Across the Spider-Verse", 2023),
         ("The Boy and the Heron", 2023), ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024),
         ("Inside Out 2", 2024), ("Kinds of Kindness", 2024), ("Challengers", 2024), ("The Fall Guy", 2024),
         ("Anora", 2024), ("Conclave", 2024), ("The Substance", 2024), ("Nosferatu", 2024),
         ("The Brutalist", 2024), ("Wicked", 2024), ("Gladiator II", 2024), ("Alien Romulus", 2024),
         ("Longlegs", 2024), ("Twisters", 2024), ("Hit Man", 2023), ("May December", 2023),
         ("Saltburn", 2023), ("Napoleon", 2023), ("Wonka", 2023), ("The Third Man", 1949),
         ("Lawrence of Arabia", 1962), ("2001 A Space Odyssey", 1968), ("Solaris", 1972),
         ("Ran", 1985), ("Do the Right Thing", 1989), ("Eyes Wide Shut", 1999), ("Amelie", 2001)]
FILM_Q_SCENE = ["1080p.BluRay.x264", "2160p.UHD.BluRay.x265", "720p.BluRay.x264", "1080p.WEB.H264",
                "2160p.WEB.H265", "DVDRip.x264", "1080p.BluRay.x265", "COMPLETE.BLURAY",
                "COMPLETE.UHD.BLURAY", "720p.WEB.h264", "DVDR", "BDRip.x264", "1080p.AMZN.WEB-DL.DDP5.1.H.264"]
FILM_TAGS = ["PROPER", "REPACK", "LIMITED", "iNTERNAL", "REMASTERED", "EXTENDED", "DC", "UNRATED",
             "CRITERION", "THEATRICAL", "READNFO", "REMUX", "HDR", "DV"]
FILM_GRP_SCENE = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "BLOW", "PSYCHD", "VETO",
                  "CiNEFiLE", "SNOW", "DEFLATE", "SiNNERS", "WiKi", "FiCO", "iNFiNiTE", "JustWatch",
                  "USURY", "TERMiNAL", "KaKa", "NODLABS", "SKYFiRE", "CAPRiCORN", "BRMP", "PiGNUS"]
FILM_GRP_P2P = ["FGT", "EVO", "CtrlHD", "DON", "HiFi", "FraMeSToR", "EPSiLON", "NOGRP", "playHD",
                "KiNGS", "TOMMY", "SPHD", "BHDStudio", "TayTO", "ZQ", "decibeL", "NCmt", "W4NK3R",
                "HDMaNiAcS", "SiMPLE", "LEGi0N", "SURCODE", "Geek", "BMF", "c0kE", "EbP"]

def film_scene():
    t, y = pick(FILMS)
    name = "%s.%d" % (dotted(t), y)
    for _ in range(rint(0, 2)):
        name += "." + pick(FILM_TAGS)
    if chance(0.1):
        name += "." + pick(["MULTi", "FRENCH", "GERMAN", "iTALiAN", "SUBBED", "DUBBED", "DL"])
    name += "." + pick(FILM_Q_SCENE) + "-" + pick(FILM_GRP_SCENE)
    return name, ["RAR", "RAR", ".nfo", ".sfv", ".mkv"]

def film_p2p():
    t, y = pick(FILMS)
    g = pick(FILM_GRP_P2P)
    r = rint(0, 6)
    if r == 0:
        return "%s (%d) 1080p BluRay x265 10bit DTS-HD MA 5.1-%s" % (t, y, g), [".mkv"]
    if r == 1:
        return "%s.%d.1080p.BluRay.DDP5.1.x264-%s" % (dotted(t), y, g), [".mkv", "RAR"]
    if r == 2:
        return "%s (%d) [%s] [BluRay] [5.1] [YTS.MX]" % (t, y, pick(["720p", "1080p", "2160p"])), [".mp4"]
    if r == 3:
        return "%s.%d.Remux.1080p.BluRay.AVC.DTS-HD.MA.5.1-%s" % (dotted(t), y, g), [".mkv", "RAR"]
    if r == 4:
        return "%s %d %s 2160p UHD BluRay REMUX HDR HEVC TrueHD Atmos 7.1-%s" % (t, y, pick(["Directors Cut", "Extended", "Remastered", "Theatrical", "Open Matte", ""]), g), [".mkv"]
    if r == 5:
        return "%s.%d.%s.1080p.BluRay.FLAC.x264-%s" % (dotted(t), y, pick(["Criterion", "Arrow", "Eureka", "BFI", "Kino"]), g), [".mkv", "RAR"]
    return "%s (%d) %s" % (t, y, pick(["[1080p x265 10bit Joy]", "(1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole)", "[BDRip 720p]", "DVDRip XviD-" + g, "1080p WEBRip x264 AAC"])), [".mkv", ".mp4", ".avi"]

ANIME = ["Sousou no Frieren", "Frieren Beyond Journeys End", "Kusuriya no Hitorigoto", "Jujutsu Kaisen",
         "Chainsaw Man", "Spy x Family", "Oshi no Ko", "Bocchi the Rock!", "Dungeon Meshi", "Blue Lock",
         "Mushoku Tensei", "Vinland Saga", "Kimetsu no Yaiba", "One Piece", "Boku no Hero Academia",
         "Shingeki no Kyojin", "Mob Psycho 100", "Cowboy Bebop", "Neon Genesis Evangelion",
         "Mahou Shoujo Madoka Magica", "Steins Gate", "Made in Abyss", "Kaguya-sama wa Kokurasetai",
         "Yofukashi no Uta", "Tengoku Daimakyou", "Hibike! Euphonium", "K-On!", "Haikyuu!!",
         "Bakemonogatari", "Sword Art Online", "Re Zero kara Hajimeru Isekai Seikatsu", "Dandadan",
         "Kaiju No. 8", "Ore dake Level Up na Ken", "Shangri-La Frontier", "Undead Unluck", "Pluto",
         "Urusei Yatsura", "Tonikaku Kawaii", "Yuru Camp", "Spice and Wolf", "Trigun Stampede",
         "Hunter x Hunter", "Fullmetal Alchemist Brotherhood", "Gintama", "Monster", "Mushishi",
         "Kino no Tabi", "Serial Experiments Lain", "Texhnolyze", "Ping Pong the Animation"]
ANIME_MOVIES = ["Kimi no Na wa", "Tenki no Ko", "Suzume no Tojimari", "Koe no Katachi", "Perfect Blue",
                "Mononoke Hime", "Hotaru no Haka", "Ghost in the Shell", "Paprika", "Tokyo Godfathers",
                "Kimitachi wa Dou Ikiru ka", "Look Back", "The First Slam Dunk"]
FANSUBS = ["SubsPlease", "Erai-raws", "HorribleSubs", "Commie", "GJM", "Judas", "Kametsu", "ASW",
           "Anime Time", "Coalgirls", "Doki", "FFF", "UTW", "Underwater", "Vivid", "Chihiro",
           "Kaleido-subs", "Cleo", "MTBB", "Beatrice-Raws", "SallySubs", "Okay-Subs", "Yameii",
           "LostYears", "EMBER", "DB", "Moozzi2", "NanDesuKa", "Tsundere-Raws", "ToonsHub"]

def anime_fansub():
    show = pick(ANIME)
    g = pick(FANSUBS)
    ep = "%02d" % rint(1, 26) if chance(0.85) else "%04d" % rint(1000, 1120)
    crc = hexs(8, True)
    r = rint(0, 9)
    if r == 0:
        return "[%s] %s - %s (1080p) [%s]" % (g, show, ep, crc), [".mkv"]
    if r == 1:
        return "[%s] %s - %s [1080p][Multiple Subtitle][%s]" % (g, show, ep, crc), [".mkv"]
    if r == 2:
        return "[%s] %s (Season %d) [1080p][HEVC x265 10bit][Multi-Subs]" % (g, show, rint(1, 4)), [".mkv", "RAR"]
    if r == 3:
        return "[%s] %s - %s [%s]" % (g, show, ep, crc), [".mkv"]
    if r == 4:
        return "[%s] %s [BDRip 1920x1080 HEVC FLAC]" % (g, show), [".mkv", "RAR"]
    if r == 5:
        return "[%s] %s (BD 1080p Hi10 FLAC) | %s" % (g, show, pick(ANIME)), [".mkv"]
    if r == 6:
        return "%s.S%02dE%02d.1080p.CR.WEB-DL.AAC2.0.H.264-%s" % (dotted(show), rint(1, 3), rint(1, 24), pick(["VARYG", "SMURF", "KawaSubs", "Golumpa"])), [".mkv", "RAR"]
    if r == 7:
        return "[%s]_%s_-_%s_(1280x720_Blu-ray_FLAC)_[%s]" % (g, underscored(show), ep, crc), [".mkv"]
    if r == 8:
        mv = pick(ANIME_MOVIES)
        return "[%s] %s (%s) [BD 1080p x265 10-bit Dual-Audio]" % (g, mv, pick(["Movie", "2016", "2019", "2022", "1997", "1988"])), [".mkv"]
    return "[%s] %s - %s v2 (720p) [%s]" % (g, show, ep, crc), [".mkv"]

# ---------------------------------------------------------------- legit vocabulary: music / books / print
ARTISTS = ["Radiohead", "Boards of Canada", "Aphex Twin", "Burial", "Four Tet", "Fred again..",
           "Caribou", "Bonobo", "Nils Frahm", "Khruangbin", "Wilco", "The National", "Big Thief",
           "Phoebe Bridgers", "Mitski", "Taylor Swift", "Beyonce", "Kendrick Lamar",
           "Tyler the Creator", "Billie Eilish", "Olivia Rodrigo", "Arctic Monkeys",
           "Queens of the Stone Age", "Foo Fighters", "Metallica", "Iron Maiden", "Gojira",
           "Mastodon", "Opeth", "Tool", "Slayer", "Sleep Token", "Ghost", "Rammstein",
           "Depeche Mode", "New Order", "The Cure", "Kraftwerk", "Pink Floyd", "Led Zeppelin",
           "The Beatles", "Fleetwood Mac", "David Bowie", "Prince", "Miles Davis", "John Coltrane",
           "Bill Evans", "Keith Jarrett", "Herbie Hancock", "Massive Attack", "Portishead",
           "Daft Punk", "Justice", "The Chemical Brothers", "Underworld", "Orbital",
           "Armin van Buuren", "Charlotte de Witte", "Amelie Lens", "Carl Cox", "Bob Dylan",
           "Neil Young", "Tom Waits", "Nick Cave and the Bad Seeds", "PJ Harvey", "Bjork",
           "Sigur Ros", "Mogwai", "Godspeed You Black Emperor", "Sufjan Stevens", "Bon Iver",
           "Fleet Foxes", "Vampire Weekend", "LCD Soundsystem", "Bruce Springsteen", "Joni Mitchell",
           "Nina Simone", "Aretha Franklin", "Stevie Wonder", "Kate Bush", "Talking Heads",
           "Sonic Youth", "Pixies", "Nirvana", "Pearl Jam", "Soundgarden", "Deftones",
           "Nightwish", "Dream Theater", "Steven Wilson", "Anouar Brahem", "Ryuichi Sakamoto"]
ALB_A = ["Silver", "Night", "Glass", "Hollow", "Electric", "Quiet", "Northern", "Paper", "Golden",
         "Broken", "Distant", "Velvet", "Midnight", "Burning", "Endless", "Low", "Blue", "Wild",
         "Strange", "Second", "Lost", "Open", "Cold", "Bright"]
ALB_B = ["Hours", "Drive", "Rooms", "Signals", "Gardens", "Machines", "Water", "Light", "Songs",
         "Dreams", "Fields", "Summer", "Lines", "Tapes", "Echoes", "Ritual", "Horizon", "Moon",
         "Heart", "Sessions", "Frequencies", "Nights", "Atlas", "Weather"]
MUSIC_GRP = ["ENRAGED", "JUST", "BPM", "DOH", "YARD", "MOD", "C4", "FATHEAD", "PERFECT", "AMOK",
             "dh", "OMA", "FTD", "NOiCE", "JLM", "SRP", "iHR", "PTC", "BF", "BEATOCUL", "TALiON",
             "SOV", "HB", "MARiBOR", "KLIN", "ROSiN", "DALiAS", "GRAVEWISH", "DGN", "WUS", "EGG"]

def album():
    return pick(ALB_A) + " " + pick(ALB_B)

def us(s):
    return re.sub(r"[^\w\-()]+", "_", s).strip("_")

def music_scene():
    a, al, y, g = pick(ARTISTS), album(), rint(1995, 2025), pick(MUSIC_GRP)
    cat = alnum(rint(2, 4), UPPER) + str(rint(1, 999)).zfill(3)
    r = rint(0, 6)
    if r == 0:
        n = "%s-%s-(%s)-WEB-%d-%s" % (us(a), us(al), cat, y, g)
    elif r == 1:
        n = "%s-%s-%s-%d-%s" % (us(a), us(al), pick(["2LP", "CD", "Vinyl", "(Deluxe_Edition)", "REISSUE-CD", "Remastered-2CD"]), y, g)
    elif r == 2:
        n = "%s-%s-CD-FLAC-%d-%s" % (us(a), us(al), y, g)
    elif r == 3:
        n = "VA-%s_Vol_%d-(%s)-WEB-%d-%s" % (us(pick(["Ministry of Sound", "Cafe del Mar", "Defected", "Hed Kandi", "Trance Nation", "Now Thats What I Call Music"])), rint(1, 120), cat, y, g)
    elif r == 4:
        n = "%s-%s-(%s)-SINGLE-WEB-%d-%s" % (us(a), us(pick(ALB_B)), cat, y, g)
    elif r == 5:
        n = "%s-Live_at_%s-BOOTLEG-%d-%s" % (us(a), us(pick(["Glastonbury", "Roskilde", "Primavera Sound", "Rock Werchter", "Wembley", "Fuji Rock", "Montreux"])), y, g)
    else:
        n = "%s-%s-%s-%d-%s" % (us(a), us(al), pick(["WEB", "CDM", "EP-WEB", "DVDA", "SACD", "WEB-FLAC"]), y, g)
    if chance(0.5):
        n = n.lower() if chance(0.3) else n
    tracks = ["!%02d-%s-%s.%s" % (rint(1, 14), us(a).lower(), us(pick(ALB_B)).lower(), pick(["mp3", "flac"]))]
    return n, ["RAR", ".nfo", ".sfv", ".m3u", ".jpg"] + tracks

def music_flac():
    a, al, y = pick(ARTISTS), album(), rint(1960, 2025)
    r = rint(0, 7)
    if r == 0:
        n = "%s - %s (%d) [FLAC 24bit-%skHz]" % (a, al, y, pick(["44.1", "48", "96", "192"]))
    elif r == 1:
        n = "%s - %s (%d) [24Bit-48kHz] FLAC [PMEDIA] ⭐️" % (a, al, y)
    elif r == 2:
        n = "%s - %s [Deluxe Edition] (%d) FLAC" % (a, al, y)
    elif r == 3:
        n = "%s - %d - %s (Remastered) [WEB FLAC]" % (a, y, al)
    elif r == 4:
        n = "%s - %s (%d) [Vinyl Rip 24-96]" % (a, al, y)
    elif r == 5:
        n = "(%d) %s - %s [FLAC] [16B-44.1kHz]" % (y, a, al)
    elif r == 6:
        n = "%s - %s (%d) MP3 320kbps" % (a, al, y)
    else:
        n = "%s - %s (%d) [CD FLAC+CUE+LOG]" % (a, al, y)
    return n, [".flac", ".zip", "RAR", ".cue", ".log", "!%02d. %s.flac" % (rint(1, 12), album())]

def discography():
    a = pick(ARTISTS)
    y1 = rint(1960, 2000)
    y2 = rint(y1 + 5, 2025)
    r = rint(0, 4)
    if r == 0:
        n = "%s - Discography (%d-%d) [FLAC]" % (a, y1, y2)
    elif r == 1:
        n = "%s - Complete Discography %d-%d MP3 320" % (a, y1, y2)
    elif r == 2:
        n = "%s - The Studio Albums %d-%d (Box Set) [FLAC]" % (a, y1, y2)
    elif r == 3:
        n = "%s - Collection (%d albums) [mp3@320]" % (a, rint(5, 40))
    else:
        n = "%s_-_Discography_%d-%d_(%s)" % (us(a), y1, y2, pick(["FLAC", "MP3_V0", "24-96_Hi-Res", "lossless"]))
    return n, ["RAR", ".7z.001", ".zip", ".par2"]

BOOKS = [("Brandon Sanderson", "The Way of Kings"), ("Andy Weir", "Project Hail Mary"),
         ("Stephen King", "Holly"), ("Agatha Christie", "Murder on the Orient Express"),
         ("Terry Pratchett", "Guards Guards"), ("Ursula K. Le Guin", "The Left Hand of Darkness"),
         ("Frank Herbert", "Dune"), ("J.R.R. Tolkien", "The Fellowship of the Ring"),
         ("George Orwell", "Nineteen Eighty-Four"), ("Jane Austen", "Pride and Prejudice"),
         ("Kazuo Ishiguro", "Klara and the Sun"), ("Sally Rooney", "Intermezzo"),
         ("Lee Child", "The Sentinel"), ("Michael Connelly", "Resurrection Walk"),
         ("John Grisham", "The Exchange"), ("James S.A. Corey", "Leviathan Wakes"),
         ("Adrian Tchaikovsky", "Children of Time"), ("Martha Wells", "All Systems Red"),
         ("N.K. Jemisin", "The Fifth Season"), ("Becky Chambers", "A Psalm for the Wild-Built"),
         ("Dennis E. Taylor", "We Are Legion We Are Bob"), ("Matt Dinniman", "Dungeon Crawler Carl"),
         ("Yuval Noah Harari", "Sapiens"), ("Walter Isaacson", "Steve Jobs"), ("Michelle Obama", "Becoming"),
         ("Robert Caro", "The Power Broker"), ("Mary Beard", "SPQR"),
         ("Bill Bryson", "A Short History of Nearly Everything"), ("Malcolm Gladwell", "Outliers"),
         ("Daniel Kahneman", "Thinking Fast and Slow"), ("Patrick Rothfuss", "The Name of the Wind"),
         ("Joe Abercrombie", "The Blade Itself"), ("Robin Hobb", "Assassins Apprentice"),
         ("Rebecca Yarros", "Fourth Wing"), ("Cormac McCarthy", "The Road"), ("Donna Tartt", "The Secret History"),
         ("Hilary Mantel", "Wolf Hall"), ("Neil Gaiman", "American Gods"),
         ("Douglas Adams", "The Hitchhikers Guide to the Galaxy"), ("Isaac Asimov", "Foundation"),
         ("Arthur C. Clarke", "Rendezvous with Rama"), ("Philip K. Dick", "Ubik"),
         ("William Gibson", "Neuromancer"), ("Iain M. Banks", "Consider Phlebas"), ("Dan Simmons", "Hyperion"),
         ("Liu Cixin", "The Three-Body Problem"), ("Haruki Murakami", "Kafka on the Shore"),
         ("Umberto Eco", "The Name of the Rose"), ("Tana French", "In the Woods"), ("Jo Nesbo", "The Snowman"),
         ("Ken Follett", "The Pillars of the Earth"), ("Bernard Cornwell", "The Last Kingdom"),
         ("Patrick OBrian", "Master and Commander"), ("Raymond Chandler", "The Big Sleep"),
         ("Arthur Conan Doyle", "The Hound of the Baskervilles"), ("Ann Leckie", "Ancillary Justice"),
         ("R.F. Kuang", "Babel"), ("Emily St. John Mandel", "Station Eleven"), ("Richard Osman", "The Thursday Murder Club")]
NARRATORS = ["Ray Porter", "Michael Kramer", "Kate Reading", "Stephen Fry", "Jim Dale", "Simon Vance",
             "Scott Brick", "Jefferson Mays", "Rosamund Pike", "Andy Serkis", "R.C. Bray", "Jeff Hays",
             "Steven Pacey", "Tim Gerard Reynolds", "Julia Whelan", "Frank Muller", "Kobna Holdbrook-Smith"]
TECH_BOOKS = [("O'Reilly", "Learning Python 5th Edition", 2013), ("O'Reilly", "Designing Data-Intensive Applications", 2017),
              ("Packt", "Mastering Rust 2nd Edition", 2019), ("Manning", "Rust in Action", 2021),
              ("No Starch Press", "The Linux Command Line 2nd Edition", 2019), ("Manning", "Kubernetes in Action", 2022),
              ("Apress", "Pro Git", 2014), ("Pragmatic Bookshelf", "The Pragmatic Programmer 20th Anniversary", 2019),
              ("Addison-Wesley", "The C++ Programming Language 4th Edition", 2013), ("MIT Press", "Structure and Interpretation of Computer Programs", 1996),
              ("Wiley", "Python for Data Analysis", 2022), ("No Starch Press", "Hacking The Art of Exploitation", 2008),
              ("Packt", "Learn Docker in a Month of Lunches", 2020), ("O'Reilly", "Fluent Python 2nd Edition", 2022)]

def audiobook():
    au, ti = pick(BOOKS)
    nar = pick(NARRATORS)
    y = rint(1995, 2025)
    r = rint(0, 5)
    if r == 0:
        n = "%s - %s (Unabridged) [MP3 64kbps] narrated by %s" % (au, ti, nar)
    elif r == 1:
        n = "%s - %s - Book %d - %s - Read by %s" % (au, pick(["Series", "Saga", "Cycle", "Chronicles"]), rint(1, 9), ti, nar)
    elif r == 2:
        n = "%s - %s - %d (Audiobook)" % (ti, au, y)
    elif r == 3:
        n = "%s_-_%s-AUDIOBOOK-WEB-EN-%d-%s" % (us(au), us(ti), y, pick(["VOLDiES", "iNK", "dAUDiO", "MAHOGANY", "BitBook"]))
    elif r == 4:
        n = "%s - %s [%s] (m4b)" % (au, ti, nar)
    else:
        n = "%s by %s, read by %s (%d) %d kbps" % (ti, au, nar, y, pick([32, 48, 64, 96, 128]))
    return n, [".m4b", ".mp3", "RAR", ".zip", "!%s - %s - %02d.mp3" % (au, ti, rint(1, 60))]

def ebook():
    r = rint(0, 7)
    if r >= 6:
        pub, ti, y = pick(TECH_BOOKS)
        if r == 6:
            return "%s - %s (%d).%s" % (pub, ti, y, pick(["pdf", "epub"])), [".pdf", ".epub", ".zip"]
        return "%s.%s.%d.RETAIL.%s.eBook-%s" % (dotted(pub.replace("'", "")), dotted(ti), y, pick(["PDF", "EPUB"]), pick(["DiGiTAL", "BitBook", "CBT", "WALT"])), ["RAR", ".nfo"]
    au, ti = pick(BOOKS)
    y = rint(1950, 2025)
    if r == 0:
        return "%s - %s (epub)" % (au, ti), [".epub"]
    if r == 1:
        return "%s - %s [EPUB]" % (ti, au), [".epub", ".mobi"]
    if r == 2:
        return "%s - [Book %02d] - %s (retail) (azw3)" % (au, rint(1, 30), ti), [".azw3", ".epub"]
    if r == 3:
        return "%s.by.%s.%d.RETAIL.EPUB.eBook-%s" % (dotted(ti), dotted(au), y, pick(["BitBook", "DiGiTAL", "ToC"])), ["RAR", ".nfo", ".sfv"]
    if r == 4:
        return "Calibre library - %d %s classics (epub+mobi)" % (rint(50, 5000), pick(["SF", "fantasy", "crime", "Victorian", "Russian", "Penguin"])), [".zip", "RAR", ".7z"]
    return "%s - %s (%d, %s) - libgen.li" % (au, ti, y, pick(["Tor", "Penguin", "Orbit", "Gollancz", "Vintage", "HarperCollins"])), [".epub", ".pdf"]

COMICS = ["Batman", "Detective Comics", "Superman", "Action Comics", "Wonder Woman",
          "Amazing Spider-Man", "X-Men", "Fantastic Four", "Daredevil", "Saga", "Monstress",
          "Something is Killing the Children", "Transformers", "Ultimate Spider-Man",
          "Absolute Batman", "Hellboy and the BPRD", "Invincible", "Usagi Yojimbo", "Paper Girls",
          "Immortal Thor", "Nightwing", "Green Lantern", "Star Wars Darth Vader", "The Flash",
          "Birds of Prey", "Department of Truth", "Blacksad", "Judge Dredd Megazine"]
COMIC_SCAN = ["Zone-Empire", "Son of Ultron-Empire", "Kileko-Empire", "Minutemen-Thoth", "digital-SD",
              "Glorith-Empire", "Oroboros-DCP", "GreenGiant-DCP", "Mephisto-Empire", "DCP"]

def comics():
    r = rint(0, 4)
    if r == 4:
        return "0-Day Week of %d.%02d.%02d" % (rint(2015, 2025), rint(1, 12), rint(1, 28)), ["RAR", ".zip"]
    if r == 3:
        return "2000AD %d (%d) (digital) (Minutemen-juvecube)" % (rint(2200, 2420), rint(2020, 2025)), [".cbr", ".cbz"]
    s = pick(COMICS)
    vol = " v%d" % rint(2, 8) if chance(0.3) else ""
    n = "%s%s %03d (%d) (%s) (%s)" % (s, vol, rint(1, 160), rint(1995, 2025), pick(["Digital", "digital", "Webrip", "c2c"]), pick(COMIC_SCAN))
    if r == 2:
        n = "%s Omnibus v%02d - %s (%d) (digital) (%s)" % (s, rint(1, 6), album(), rint(2010, 2025), pick(COMIC_SCAN))
    return n, [".cbz", ".cbr", ".cbz"]

MAGS = ["National Geographic", "The Economist", "New Scientist", "Scientific American", "Wired",
        "PC Gamer", "Linux Format", "The MagPi", "Empire", "Total Film", "Rolling Stone", "Uncut",
        "Mojo", "BBC Sky at Night", "BBC Science Focus", "Time", "The New Yorker",
        "Popular Mechanics", "Car and Driver", "Private Eye", "Nature", "Digital Camera World",
        "Model Railroader", "Practical Woodworking", "Bon Appetit", "Retro Gamer", "Edge",
        "c't Magazin", "Der Spiegel", "Elektor", "Astronomy", "Classic Rock", "Guitarist",
        "Fine Woodworking", "Motor Sport", "Wireframe", "Hackspace", "Amateur Photographer"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]

def magazine():
    m, y = pick(MAGS), rint(2005, 2025)
    mon = rint(1, 12)
    r = rint(0, 5)
    if r == 0:
        n = "%s - %d %s %d" % (m, rint(1, 28), MONTHS[mon - 1], y)
    elif r == 1:
        n = "%s - %d-%02d-%02d (True PDF)" % (m, y, mon, rint(1, 28))
    elif r == 2:
        n = "%s UK - Issue %d, %s %d" % (m, rint(100, 450), MONTHS[mon - 1], y)
    elif r == 3:
        n = "%s USA - %02d.%d" % (m, mon, y)
    elif r == 4:
        n = "%s.%s.%d.PDF-%s" % (dotted(m), MONTHS[mon - 1], y, pick(["DiRU", "MAGAZiNE", "eMAG", "PDFiT"]))
    else:
        n = "%s - %d Full Year Collection" % (m, y)
    return n, [".pdf", ".pdf", "RAR", ".zip"]

# ---------------------------------------------------------------- legit vocabulary: software / games / misc
SOFT = ["Adobe Photoshop 2024", "Adobe Lightroom Classic", "Adobe Premiere Pro", "Microsoft Office LTSC 2021",
        "VMware Workstation Pro", "Sublime Text", "7-Zip", "VLC media player", "LibreOffice", "GIMP",
        "Blender", "OBS Studio", "HandBrake", "Audacity", "KeePassXC", "Python", "Git for Windows",
        "VirtualBox", "SABnzbd", "NZBGet", "Sonarr", "Radarr", "Notepad++", "Paint.NET", "IrfanView",
        "foobar2000", "MediaInfo", "MKVToolNix", "Calibre", "Inkscape", "Krita", "DaVinci Resolve",
        "Reaper", "FL Studio", "Ableton Live Suite", "AutoCAD", "SketchUp Pro", "Acronis True Image",
        "Macrium Reflect", "CCleaner Professional", "WinRAR", "Total Commander", "Directory Opus",
        "Affinity Photo", "Affinity Designer", "CorelDRAW Graphics Suite", "Nero Platinum",
        "PowerISO", "Rufus", "Ventoy", "Wireshark", "PuTTY", "FileZilla", "Thunderbird", "Firefox",
        "JetBrains IntelliJ IDEA Ultimate", "JetBrains PyCharm Professional", "Visual Studio Code",
        "EaseUS Partition Master", "Topaz Video AI", "Capture One", "Native Instruments Kontakt",
        "Steinberg Cubase Pro", "Avid Pro Tools", "Malwarebytes", "ESET NOD32 Antivirus", "Windows 11 23H2"]
SOFT_GRP = ["TBE", "BTCR", "AMPED", "DVT", "XFORCE", "F4CG", "CORE", "RiD", "MAGNiTUDE", "SSQ",
            "TNO", "DI", "ACME", "LAXiTY", "ARN", "TSZ", "AMPED", "HERETiC", "R2R", "VR", "FOSI"]

def ver():
    v = "%d.%d" % (rint(1, 30), rint(0, 20))
    if chance(0.6):
        v += ".%d" % rint(0, 99)
    if chance(0.2):
        v += ".%d" % rint(100, 9999)
    return v

def software():
    s, v = pick(SOFT), ver()
    r = rint(0, 6)
    if r == 0:
        return "%s.v%s.x64.Multilingual-%s" % (dotted(s), v, pick(SOFT_GRP)), ["RAR", ".nfo", ".zip"]
    if r == 1:
        return "%s v%s (x64) Multilingual Portable" % (s, v), [".zip", ".7z", "RAR"]
    if r == 2:
        OVERRIDE[0] = pick(G_MAC)
        return "%s.v%s.MacOS-%s" % (dotted(s), v, pick(["TNT", "Mac Torrents", "HCiSO", "CoreCrack"])), [".dmg", ".zip", "RAR"]
    if r == 3:
        return "%s %s" % (s, v), [".exe", ".msi", ".zip", ".iso"]
    if r == 4:
        return "%s.v%s.Incl.Keymaker-%s" % (dotted(s), v, pick(["CORE", "EMBRACE", "AGAiN", "XFORCE"])), ["RAR", ".nfo"]
    if r == 5:
        return "%s %s (64-bit) + Plugins" % (s, v), [".zip", "RAR", ".exe"]
    return "%s.%s.WiN.MAC.LiNUX-%s" % (dotted(s), v, pick(SOFT_GRP)), ["RAR", ".iso"]

INST_NAMES = ["Firefox", "Chrome", "Steam", "Zoom", "Discord", "Spotify", "Skype", "Dropbox", "Office",
              "Java", "Teams", "Slack", "Epic Games Launcher", "GOG Galaxy", "Battle.net", "Origin",
              "iTunes", "Kodi", "Plex Media Server", "Jellyfin Server", "qBittorrent", "TeamViewer",
              "AnyDesk", "Signal", "WhatsApp", "Telegram", "Brave", "Opera", "Vivaldi", "Node",
              "NVIDIA Driver", "AMD Software", "Realtek Audio", "Logitech G HUB", "Corsair iCUE",
              "SABnzbd", "NZBGet", "Newsbin", "GrabIt", "Calibre", "Sumatra PDF", "Foxit Reader"]

def installer_plain():
    n, v = pick(INST_NAMES), ver()
    nc = n.replace(" ", "")
    r = rint(0, 15)
    opts = {
        0: "setup.exe", 1: "Setup.exe", 2: "install.msi", 3: "%s Installer.exe" % n,
        4: "%sSetup.exe" % nc, 5: "%s_Setup_%s.exe" % (nc, v), 6: "%s-installer.msi" % nc.lower(),
        7: "%s Setup %s.exe" % (n, v), 8: "installer_x64.msi", 9: "setup_%s_%s.exe" % (nc.lower(), v),
        10: "%s.msi" % nc, 11: "%s-%s-win64.msi" % (nc, v), 12: "%sInstaller.exe" % nc,
        13: "SETUP.EXE", 14: "%s_%s_x64_en-US.msi" % (nc, v), 15: "%s-%s-setup.exe" % (nc.lower(), v)}
    fn = opts[r]
    return fn, ["!" + fn]

GAMES = ["Baldurs Gate 3", "Cyberpunk 2077 Phantom Liberty", "Elden Ring Shadow of the Erdtree",
         "Starfield", "Hogwarts Legacy", "Lies of P", "Alan Wake 2", "Hades II", "Balatro",
         "Stardew Valley", "Factorio", "RimWorld", "Dave the Diver", "Sea of Stars",
         "Armored Core VI Fires of Rubicon", "Dredge", "Pentiment", "Disco Elysium Final Cut",
         "Hollow Knight", "Celeste", "Dead Cells", "Red Dead Redemption 2", "The Witcher 3 Wild Hunt",
         "Frostpunk 2", "Cities Skylines II", "Manor Lords", "Pacific Drive", "Helldivers 2",
         "Animal Well", "Satisfactory", "Homeworld 3", "Prince of Persia The Lost Crown"]
GAME_GRP = ["RUNE", "FLT", "TENOKE", "DOGE", "CODEX", "SKIDROW", "PLAZA", "EMPRESS", "DARKSiDERS",
            "RAZOR1911", "TiNYiSO", "HOODLUM", "ElAmigos", "SiMPLEX", "GOG", "I_KnoW", "P2P"]
ROMS = ["Super Mario World (USA)", "Legend of Zelda, The - A Link to the Past (USA)",
        "Final Fantasy VII (USA) (Disc 1)", "Metroid Prime (USA)", "Sonic the Hedgehog 2 (World)",
        "Chrono Trigger (USA)", "Castlevania - Symphony of the Night (USA)", "GoldenEye 007 (USA)",
        "Pokemon - Emerald Version (USA, Europe)", "Street Fighter II Turbo (USA)",
        "Shadow of the Colossus (USA)", "Gran Turismo 4 (Europe) (En,Fr,De,Es,It)"]

def game():
    g = pick(GAMES)
    r = rint(0, 7)
    OVERRIDE[0] = pick({4: ["alt.binaries.nintendo.switch", "alt.binaries.games"],
                        5: ["alt.binaries.console.ps4", "alt.binaries.games"],
                        6: ["alt.binaries.emulators.nintendo", "alt.binaries.emulators.misc", "alt.binaries.games"]}.get(r, ["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.cd.image", "alt.binaries.warez"]))
    if r == 0:
        return "%s-%s" % (dotted(g), pick(GAME_GRP)), ["RAR", ".iso", ".nfo"]
    if r == 1:
        return "%s.Update.v%s-%s" % (dotted(g), ver(), pick(GAME_GRP)), ["RAR", ".nfo"]
    if r == 2:
        return "%s [FitGirl Repack]" % g, [".bin", "!setup.exe", "!fg-%02d.bin" % rint(1, 20)]
    if r == 3:
        return "%s v%s (GOG)" % (g, ver()), ["!setup_%s_%s_(64bit)_(%d).exe" % (underscored(g).lower(), ver(), rint(10000, 99999))]
    if r == 4:
        return "%s.NSW-%s" % (dotted(g), pick(["SUXXORS", "VENOM", "BigBlueBox", "LiGHTFORCE"])), ["RAR", ".nsp"]
    if r == 5:
        return "%s.PS4-%s" % (dotted(g), pick(["DUPLEX", "PRELUDE", "BlaZe"])), ["RAR", ".pkg"]
    if r == 6:
        rm = pick(ROMS)
        return rm, [pick([".zip", ".7z", ".chd", ".iso", ".sfc"])]
    return "%s MULTi%d-%s" % (g, rint(2, 14), pick(["ElAmigos", "DODI Repack", "KaOs", "Chovka"])), ["RAR", ".bin", ".iso"]

def linux_iso():
    r = rint(0, 11)
    if r == 0:
        n = "ubuntu-%s.%02d%s-%s-amd64.iso" % (pick(["18", "20", "22", "23", "24"]), pick([4, 10]), pick(["", ".1", ".2", ".3"]), pick(["desktop", "live-server"]))
    elif r == 1:
        n = "debian-%d.%d.0-amd64-%s.iso" % (rint(10, 12), rint(0, 9), pick(["netinst", "DVD-1", "DVD-2", "xfce-CD-1"]))
    elif r == 2:
        n = "Fedora-%s-Live-x86_64-%d-1.%d.iso" % (pick(["Workstation", "KDE", "Xfce", "Silverblue"]), rint(36, 41), rint(1, 9))
    elif r == 3:
        n = "archlinux-%d.%02d.01-x86_64.iso" % (rint(2021, 2025), rint(1, 12))
    elif r == 4:
        n = "linuxmint-%d.%d-%s-64bit.iso" % (rint(20, 22), rint(0, 3), pick(["cinnamon", "mate", "xfce"]))
    elif r == 5:
        n = "openSUSE-%s-DVD-x86_64-Current.iso" % pick(["Tumbleweed", "Leap-15.5", "Leap-15.6"])
    elif r == 6:
        n = "Rocky-%d.%d-x86_64-%s.iso" % (rint(8, 9), rint(0, 5), pick(["dvd", "minimal", "boot"]))
    elif r == 7:
        n = "kali-linux-%d.%d-installer-amd64.iso" % (rint(2022, 2025), rint(1, 4))
    elif r == 8:
        n = "FreeBSD-%d.%d-RELEASE-amd64-%s.iso" % (rint(12, 14), rint(0, 4), pick(["disc1", "dvd1", "bootonly"]))
    elif r == 9:
        n = "Slackware64-%s-install-dvd.iso" % pick(["14.2", "15.0", "current"])
    elif r == 10:
        n = "%s %s x86_64 DVD" % (pick(["Manjaro KDE", "Pop!_OS", "elementary OS", "Zorin OS Core", "MX Linux", "EndeavourOS", "Tails", "Qubes OS"]), ver())
    else:
        n = "alpine-%s-3.%d.%d-x86_64.iso" % (pick(["standard", "extended", "virt"]), rint(15, 20), rint(0, 4))
    iso = n.endswith(".iso")
    return n, ["" if iso else ".iso", ".sha256" if iso else ".iso.sha256", ".par2"]

COURSES = ["The Complete Web Development Bootcamp", "Docker and Kubernetes The Complete Guide",
           "Building Microservices with ASP.NET Core", "Excel Essential Training (Microsoft 365)",
           "Kubernetes in 4 Hours", "Machine Learning Specialization", "Introduction to Watercolor",
           "Gordon Ramsay Teaches Cooking", "Understanding the Universe", "Photoshop CC Essential Training",
           "CompTIA Security+ SY0-701", "CCNA 200-301", "Complete Intro to React v8", "Procreate for Beginners",
           "AWS Certified Solutions Architect Associate SAA-C03", "Blender 4 Beginner to Pro",
           "Unreal Engine 5 C++ Developer", "Music Theory Comprehensive", "Learn Japanese Level 1",
           "Rust Programming Master Class", "Ethical Hacking from Scratch", "Color Grading in DaVinci Resolve",
           "Guitar Lessons for Beginners", "The Art of Storytelling", "Linux Administration Bootcamp"]
PLATFORMS = ["Udemy", "Pluralsight", "LinkedIn Learning", "O'Reilly Video", "Coursera", "Domestika",
             "MasterClass", "The Great Courses", "Lynda.com", "CBT Nuggets", "ITPro.TV",
             "FrontendMasters", "Skillshare", "Packt Video", "Wondrium", "egghead.io", "INE"]

def course():
    p, c = pick(PLATFORMS), pick(COURSES)
    r = rint(0, 4)
    if r == 0:
        n = "%s - %s" % (p, c)
    elif r == 1:
        n = "[%s] %s (%d-%02d)" % (p, c, rint(2018, 2025), rint(1, 12))
    elif r == 2:
        n = "%s.%s.%d.TUTORiAL" % (dotted(p.replace("'", "")), dotted(c), rint(2018, 2025))
    elif r == 3:
        n = "%s - %s [%d lectures, %dh %02dm]" % (p, c, rint(20, 400), rint(2, 60), rint(0, 59))
    else:
        n = "%s %s - %s" % (p, c, pick(["with exercise files", "Updated", "2nd Edition", "full course", "part %d" % rint(1, 4)]))
    return n, ["RAR", ".zip", ".mp4", "!%02d - %s.mp4" % (rint(1, 99), ep_title())]

DOCS = ["Planet Earth III", "Blue Planet II", "Frozen Planet II", "The Green Planet", "Life on Our Planet",
        "Our Planet", "Cosmos Possible Worlds", "The Vietnam War", "The Civil War", "Baseball",
        "The World at War", "Civilisations", "The Ascent of Man", "Connections", "Secrets of the Zoo",
        "Wild Isles", "Prehistoric Planet", "Apollo 11", "Man on Wire", "Jiro Dreams of Sushi",
        "The Act of Killing", "Senna", "Grizzly Man", "Hoop Dreams", "Shoah", "Fire of Love",
        "All the Beauty and the Bloodshed", "My Octopus Teacher", "20 Days in Mariupol"]
DOC_SERIES = ["Nature", "NOVA", "Frontline", "Horizon", "Storyville", "American Experience",
              "Time Team", "Timewatch", "Secrets of the Dead", "Arena", "Panorama", "Dispatches"]

def documentary():
    r = rint(0, 4)
    if r == 0:
        n = "BBC.%s.S01E%02d.%s.2160p.iP.WEB-DL.AAC2.0.HLG.H.265-%s" % (dotted(pick(DOCS)), rint(1, 8), dotted(ep_title()), pick(["NTb", "SiGMA", "RAWR"]))
    elif r == 1:
        n = "%s.S%02dE%02d.%s.720p.HDTV.x264-%s" % (dotted(pick(DOC_SERIES)), rint(10, 52), rint(1, 20), dotted(ep_title()), pick(TV_GRP_SCENE))
    elif r == 2:
        n = "%s (%d) 1080p %s" % (pick(DOCS), rint(1970, 2024), pick(["BluRay x264", "WEB-DL", "DVDRip", "NF WEBRip", "iP WEB-DL"]))
    elif r == 3:
        n = "%s.%d.%s.1080p.WEB.h264-%s" % (dotted(pick(DOC_SERIES)), rint(2010, 2025), dotted(album() + " " + pick(["Revealed", "Uncovered", "Story", "Mystery"])), pick(TV_GRP_SCENE))
    else:
        n = "Ken Burns - %s (%d) %d episodes [1080p]" % (pick(["The Vietnam War", "The Civil War", "Jazz", "Country Music", "The National Parks", "The Dust Bowl", "Baseball", "Benjamin Franklin"]), rint(1990, 2024), rint(2, 18))
    return n, ["RAR", ".mkv", ".mp4"]

GP = ["Bahrain", "Saudi Arabian", "Australian", "Japanese", "Chinese", "Miami", "Emilia Romagna",
      "Monaco", "Canadian", "Spanish", "Austrian", "British", "Hungarian", "Belgian", "Dutch",
      "Italian", "Azerbaijan", "Singapore", "United States", "Mexico City", "Sao Paulo", "Las Vegas",
      "Qatar", "Abu Dhabi"]
NFL = ["Bills", "Jets", "Chiefs", "Eagles", "Cowboys", "49ers", "Packers", "Bears", "Lions",
       "Ravens", "Steelers", "Bengals", "Dolphins", "Patriots", "Rams", "Seahawks"]
NBA = ["Lakers", "Celtics", "Warriors", "Nuggets", "Bucks", "Knicks", "Heat", "Suns", "Mavericks", "76ers"]
EPL = ["Arsenal", "Manchester City", "Liverpool", "Chelsea", "Tottenham", "Manchester United",
       "Newcastle", "Aston Villa", "Brighton", "West Ham", "Everton", "Fulham", "Brentford", "Burnley"]

def sports():
    y, m, d = rint(2015, 2025), rint(1, 12), rint(1, 28)
    r = rint(0, 10)
    if r == 0:
        n = "Formula1.%d.R%02d.%s.Grand.Prix.%s.SkyF1UHD.2160P" % (y, rint(1, 24), dotted(pick(GP)), pick(["Race", "Qualifying", "Sprint", "FP1", "FP2"]))
    elif r == 1:
        n = "F1.%d.Round%02d.%s.Race.1080p50.WEB-DL.AAC" % (y, rint(1, 24), dotted(pick(GP)))
    elif r == 2:
        a, b = R.sample(NFL, 2)
        n = "NFL.%d.Week.%02d.%s.vs.%s.720p.WEB.h264-%s" % (y, rint(1, 18), a, b, pick(["SPORT", "BAE", "CONDITION", "TEAM"]))
    elif r == 3:
        a, b = R.sample(NBA, 2)
        n = "NBA.%d.%02d.%02d.%s.vs.%s.720p.WEB.h264-%s" % (y, m, d, a, b, pick(["SPORT", "HOOPS", "NBA"]))
    elif r == 4:
        a, b = R.sample(EPL, 2)
        n = "EPL.%d.%02d.%02d.%s.vs.%s.1080p.WEB.h264-%s" % (y, m, d, dotted(a), dotted(b), pick(["VERUM", "SPORT", "ACES", "CONDITION"]))
    elif r == 5:
        n = "UFC.%d.%s.PPV.1080p.WEB.H264-%s" % (rint(250, 320), pick(["Prelims", "Early.Prelims", "Main.Card"]), pick(["VERUM", "Fight-BB", "SHREDDiE"]))
    elif r == 6:
        n = "WWE.Monday.Night.Raw.%d.%02d.%02d.1080p.WEB.h264-HEEL" % (y, m, d)
    elif r == 7:
        n = "Tour.de.France.%d.Stage.%02d.1080p.WEB.h264" % (y, rint(1, 21))
    elif r == 8:
        n = "Wimbledon.%d.%s.Final.1080p.HDTV.x264" % (y, pick(["Mens", "Womens", "Mixed.Doubles"]))
    elif r == 9:
        n = "%s %d %s" % (pick(["PDC World Darts Championship", "World Snooker Championship", "Six Nations", "The Masters Golf", "Cricket World Cup", "Champions League"]), y, pick(["Final", "Session 1", "Semi Final", "Round 3", "Highlights", "Day 4"]))
    else:
        n = "MotoGP.%d.Round%02d.%s.Race.1080p.WEB-DL" % (y, rint(1, 20), dotted(pick(["Mugello", "Assen", "Sachsenring", "Jerez", "Misano", "Valencia", "Phillip Island"])))
    return n, ["RAR", ".mkv", ".ts", ".mp4"]

def podcast_radio():
    y, m, d = rint(1995, 2025), rint(1, 12), rint(1, 28)
    r = rint(0, 8)
    if r == 0:
        n = "BBC Radio 4 - In Our Time - %s (%d-%02d-%02d)" % (pick(["The Battle of Hastings", "Hypatia", "The Sun", "Tardigrades", "Kant", "The Hanseatic League", "Photosynthesis", "Bede"]), y, m, d)
    elif r == 1:
        n = "The Archers %d-%02d-%02d Omnibus" % (y, m, d)
    elif r == 2:
        n = "This American Life %d - %s" % (rint(1, 850), album())
    elif r == 3:
        n = "Hardcore History %d - %s" % (rint(40, 70), pick(["Blueprint for Armageddon", "Wrath of the Khans", "Supernova in the East", "King of Kings", "Death Throes of the Republic"]))
    elif r == 4:
        n = "Coast to Coast AM - %d-%02d-%02d - %s" % (y, m, d, pick(["UFO Update", "Open Lines", "Ancient Mysteries", "Ghost Stories"]))
    elif r == 5:
        n = "Old Time Radio - %s - %d-%02d-%02d - %s" % (pick(["The Shadow", "X Minus One", "Suspense", "Dimension X", "Dragnet", "Gunsmoke", "Fibber McGee and Molly"]), rint(1937, 1960), m, d, album())
    elif r == 6:
        n = "%s-%s-SAT-%02d-%02d-%d-TALiON" % (pick(["Armin_van_Buuren-A_State_of_Trance_%d" % rint(900, 1200), "Pete_Tong-Essential_Selection", "BBC_Radio_1_Essential_Mix", "Above_and_Beyond-Group_Therapy_%d" % rint(400, 600)]), us(pick(ARTISTS)), m, d, y)
    elif r == 7:
        n = "John Peel Show %d-%02d-%02d" % (rint(1970, 2004), m, d)
    else:
        n = "%s Podcast Episode %d - %s" % (pick(["Behind the Bastards", "Radiolab", "99% Invisible", "Lore", "The Rest Is History", "Freakonomics Radio", "Kermode and Mayos Take"]), rint(1, 600), album())
    return n, [".mp3", ".m4a", "RAR", ".flac"]

def images():
    r = rint(0, 7)
    if r == 0:
        n = "NASA JWST Images 4K Collection part %d" % rint(1, 30)
    elif r == 1:
        n = "Wallpapers.4K.%s.Pack.Part.%02d" % (pick(["Nature", "Space", "Cities", "Minimal", "Mountains", "Ocean"]), rint(1, 60))
    elif r == 2:
        n = "My holiday photos %s %d (RAW)" % (pick(["Iceland", "Norway", "Japan", "Scotland", "Patagonia", "Crete"]), rint(2010, 2025))
    elif r == 3:
        n = "Hubble Heritage TIFF set %d" % rint(1, 99)
    elif r == 4:
        n = "Scans of %ds postcards (%d dpi)" % (pick([1900, 1910, 1920, 1930, 1950, 1960]), pick([300, 600, 1200]))
    elif r == 5:
        n = "IMG_%d%02d%02d_%06d" % (rint(2015, 2025), rint(1, 12), rint(1, 28), rint(0, 235959))
    elif r == 6:
        n = "DSC%05d" % rint(1, 99999)
    else:
        n = "Astrophotography %s stack %d-%02d-%02d" % (pick(["M31", "M42", "M45", "NGC7000", "M51", "IC1396"]), rint(2018, 2025), rint(1, 12), rint(1, 28))
    return n, [".jpg", ".JPG", ".zip", ".tif", ".fits", ".png", "RAR"]

FOREIGN_TV = [("Tatort", "GERMAN"), ("Der Bergdoktor", "GERMAN"), ("Die Rosenheim-Cops", "GERMAN"),
              ("Babylon Berlin", "GERMAN"), ("Les Combattantes", "FRENCH"), ("HPI", "FRENCH"),
              ("Plus belle la vie", "FRENCH"), ("La Reina del Sur", "SPANISH"), ("Las chicas del cable", "SPANISH"),
              ("Il Commissario Montalbano", "iTALiAN"), ("Gomorra", "iTALiAN"), ("Baantjer Het Begin", "DUTCH"),
              ("Flikken Maastricht", "DUTCH"), ("Broen", "DANiSH"), ("Borgen", "DANiSH"), ("Wallander", "SWEDiSH"),
              ("Skam", "NORWEGiAN"), ("Ranczo", "POLiSH"), ("Dark", "GERMAN"), ("Lupin", "FRENCH")]

def foreign_release():
    r = rint(0, 8)
    if r <= 2:
        sh, lang = pick(FOREIGN_TV)
        n = "%s.S%02dE%02d.%s.%s-%s" % (dotted(sh), rint(1, 30), rint(1, 24), lang, pick(["720p.HDTV.x264", "1080p.WEB.h264", "720p.WEB.h264", "1080p.HDTV.x264"]), pick(["WvF", "ITG", "ACED", "FRATERNiTY", "TVARCHiV", "RUBBiSH", "SLiGNOME", "DKiDS"]))
    elif r == 3:
        t, y = pick(FILMS)
        n = "%s.%d.GERMAN.DL.1080p.BluRay.x264-%s" % (dotted(t), y, pick(["DETAiLS", "ROCKEFELLER", "HQX", "WDC"]))
    elif r == 4:
        t, y = pick(FILMS)
        n = "%s.%d.MULTi.VFF.1080p.BluRay.x264-%s" % (dotted(t), y, pick(["LOST", "ULSHD", "FtLi", "QTZ"]))
    elif r == 5:
        t, y = pick(FILMS)
        n = "%s (%d) [Dual Audio] [Hindi-English] 1080p WEB-DL" % (t, y)
    elif r == 6:
        n = pick(["Усатый нянь (1977) DVDRip", "Ирония судьбы, или С лёгким паром! (1975) BDRip 1080p",
                  "千と千尋の神隠し (2001) [BDRip 1080p]", "Le Fabuleux Destin d'Amélie Poulain (2001) FRENCH 1080p",
                  "Das Boot (1981) Director's Cut GERMAN 1080p", "기생충 Parasite (2019) KOREAN 1080p BluRay",
                  "La vita è bella (1997) iTALiAN 720p", "Mädchen in Uniform (1931) GERMAN DVDRip",
                  "Los Santos Inocentes (1984) SPANISH 1080p", "Кин-дза-дза! (1986) DVDRip",
                  "Babettes gæstebud (1987) DANiSH 1080p", "Cidade de Deus (2002) PORTUGUESE 1080p",
                  "El laberinto del fauno (2006) SPANISH 1080p BluRay", "Les Visiteurs (1993) FRENCH DVDRip",
                  "Schtonk! (1992) GERMAN DVDRip XviD", "Det sjunde inseglet (1957) SWEDiSH 1080p"]) + (" " + pick(["[REPOST]", "x264", "AC3", "subs NL", "v2"]) if chance(0.5) else "")
    elif r == 7:
        t, y = pick(FILMS)
        n = "%s.%d.NORDiC.1080p.WEB-DL.H.264-%s" % (dotted(t), y, pick(["TWA", "NORViNE", "DKiDS"]))
    else:
        t, y = pick(FILMS)
        n = "%s %d 720p WEB-DL NL Subs" % (t, y)
    return n, ["RAR", ".mkv", ".nfo", ".srt"]

OBF_EXT = ["", "", "", ".mkv", ".rar", ".7z", ".bin", ".par2", ".mp4", ".zip", ".001", ".dat", ".iso"]

def obfuscated():
    r = rint(0, 8)
    if r == 0:
        n = hexs(32)
    elif r == 1:
        n = hexs(40, chance(0.3))
    elif r == 2:
        n = uuid4()
    elif r == 3:
        n = alnum(rint(12, 24))
    elif r == 4:
        n = alnum(rint(8, 16), LOWER + DIGITS)
    elif r == 5:
        n = "%s.part%02d" % (alnum(rint(10, 20)), rint(1, 60))
    elif r == 6:
        n = alnum(22, ALNUM + "-_")
    elif r == 7:
        n = str(rint(10 ** 9, 10 ** 12))
    else:
        n = "%s %s" % (alnum(rint(5, 9), LOWER), alnum(rint(5, 9), LOWER))
    e = pick(OBF_EXT)
    if r == 5:
        e = ".rar"
    return n + e, ["!" + n + e, "!" + n + pick([".par2", ".vol00+01.par2", ".vol03+04.par2"])]

def par2_set():
    base_fn = pick([film_scene, tv_scene, music_scene, obfuscated, software])
    base, _ = base_fn()
    base = re.sub(r"\.(mkv|rar|7z|bin|par2|mp4|zip|001|dat|iso)$", "", base)
    k = rint(0, 3)
    if k == 0:
        fn = base + ".par2"
    elif k == 1:
        a = pick([0, 1, 3, 7, 15, 31, 63, 127])
        fn = "%s.vol%02d+%02d.par2" % (base, a, a + 1)
    elif k == 2:
        a = rint(0, 200)
        fn = "%s.vol%03d+%03d.par2" % (base, a, rint(1, 64))
    else:
        fn = "%s.PAR2" % base
    return fn, ["!" + fn]

# ---------------------------------------------------------------- odd styles, requests, personal rips, reposts
def odd_style():
    r = rint(0, 7)
    if r == 0:
        show = pick(TV_SHOWS)
        return "%s s%02de%02d %s" % (show.lower(), rint(1, 10), rint(1, 20), pick(["1080p web h264", "720p hdtv", "web-dl", "hdtv xvid", "1080p", ""])), [".mkv", ".avi"]
    if r == 1:
        t, y = pick(FILMS)
        return "%s_%d_%s" % (underscored(t.lower()), y, pick(["1080p", "dvdrip", "720p_bluray", "xvid", "hd"])), [".mkv", ".avi", ".mp4"]
    if r == 2:
        show = pick(TV_SHOWS)
        return "%s - Season %d Episode %d - %s - 1080p WEB-DL with English subtitles" % (show, rint(1, 8), rint(1, 20), ep_title()), [".mkv"]
    if r == 3:
        a = pick(ARTISTS)
        return "%s - %s - %d original UK pressing vinyl rip 24-96 FLAC, cleaned with iZotope" % (a, album(), rint(1965, 1995)), [".flac", "RAR"]
    if r == 4:
        t, y = pick(FILMS)
        return "%s %d" % (t, y), [".mkv", ".avi", ".mp4"]
    if r == 5:
        t, y = pick(FILMS)
        return "%s (%d) - %s" % (t.upper(), y, pick(["DVD9 ISO", "FULL BLURAY", "PAL DVD", "NTSC DVD5", "LASERDISC CAPTURE"])), [".iso", "RAR"]
    if r == 6:
        au, ti = pick(BOOKS)
        return "%s %s complete %s" % (au.lower(), ti.lower(), pick(["epub mobi pdf", "audiobook mp3", "ebook"])), [".zip", "RAR"]
    show = pick(TV_SHOWS)
    return "%s %dx%02d %s" % (show, rint(1, 9), rint(1, 24), pick(["[HDTV]", "(DVDRip)", "- WEBRip", "[720p]", ""])), [".avi", ".mkv"]

def request_fill():
    fn_gen, hints = pick([(tv_scene, ["teevee", "hdtv", "multimedia"]), (film_scene, ["moovee", "hdtv.x264", "multimedia"]),
                          (music_scene, ["sounds.mp3", "sounds.flac", "mp3"]), (ebook, ["e-book", "e-book.technical"]),
                          (film_p2p, ["moovee", "x264", "movies"])])
    group_hint = pick(hints)
    base, exts = fn_gen()
    ext = pick(exts)
    fn = ext[1:] if ext.startswith("!") else (base.lower() + (rar_ext() if ext == "RAR" else ext))
    OVERRIDE[0] = "alt.binaries." + group_hint
    req = rint(1000, 99999)
    i, n = rint(1, 50), rint(50, 99)
    r = rint(0, 6)
    if r == 0:
        return '[%d]-[FULL]-[#a.b.%s@EFNet]-[ %s ]-[%02d/%02d] - "%s" yEnc (1/%d)' % (req, group_hint, base, i, n, fn, rint(2, 200)), None
    if r == 1:
        return '[#altbin@EFNet]-[FULL]-[ %s ]-[%02d/%02d] - "%s" yEnc' % (base, i, n, fn), None
    if r == 2:
        return 'REQ %d - %s - [%d/%d] - "%s" yEnc (1/%d)' % (req, base, i, n, fn, rint(2, 200)), None
    if r == 3:
        return "Re: REQ: %s - FILLED" % base, None
    if r == 4:
        return '[FILL] %s [%02d/%02d] - "%s" yEnc' % (base, i, n, fn), None
    if r == 5:
        return "[ #a.b.%s@EFNet ]-[ REQ %d ]-[ %s ]-[%d/%d]" % (group_hint, req, base, i, n), None
    return '( %s ) [REQ] [%02d/%02d] - "%s" yEnc (1/%d)' % (base, i, n, fn, rint(2, 200)), None

RIP_VERB = ["Ripped", "Scanned", "Recorded", "Captured", "Transferred", "Encoded", "Digitised", "Converted"]
RIP_WHAT = ["my old %s CDs" % "{artist}", "my dad's %s vinyl" % "{artist}", "the %s DVD box set" % "{show}",
            "a VHS tape of %s from 1994" % "{show}", "last night's Radio 3 concert",
            "my 1978 issues of Byte magazine", "the %s cassette I found in the loft" % "{artist}",
            "my copy of %s" % "{film}", "the local news broadcast about the flood",
            "our school choir concert (parents asked for it)", "the %s laserdisc" % "{film}",
            "my grandfather's slides from the 1960s", "a Haynes manual for the Morris Minor",
            "the %s bootleg tape, soundboard source" % "{artist}", "my collection of old shareware CDs"]
RIP_DETAIL = ["FLAC with EAC, log and cue included", "x264 CRF 18, original audio", "600dpi PDF",
              "320k mp3", "a bit noisy but watchable", "24-96 needle drop, no clicks removed",
              "deinterlaced, MKV", "lossless, par2 at 10%", "PDF with OCR", "TIFF and JPG",
              "mono as broadcast", "all 4 discs, menus intact", "first post here, be gentle"]
RIP_END = ["", " - enjoy", " - no reposts please", " - let me know if anything is broken",
           ", more to come", ". Cheers!", " - thanks to everyone who asked", " (have fun)"]

def personal_rip():
    w = pick(RIP_WHAT).replace("{artist}", pick(ARTISTS)).replace("{show}", pick(TV_SHOWS)).replace("{film}", pick(FILMS)[0])
    s = "%s %s, %s%s" % (pick(RIP_VERB), w, pick(RIP_DETAIL), pick(RIP_END))
    if chance(0.2):
        s = s.lower()
    if chance(0.15):
        s = "Here is " + s[0].lower() + s[1:]
    return s, [".rar", ".flac", ".mkv", ".pdf", ".zip", "RAR"]

def repost():
    base, exts = pick([tv_scene, film_scene, music_flac, audiobook, ebook, anime_fansub, game])()
    r = rint(0, 5)
    if r == 0:
        n = "REPOST: " + base
    elif r == 1:
        n = base + " [REPOST]"
    elif r == 2:
        n = "Re: REQ repost - " + base
    elif r == 3:
        n = base + " - repost with more par2"
    elif r == 4:
        n = "(Repost) " + base
    else:
        n = "[RP] %s (by request)" % base
    return n, exts

def rar_ext():
    r = rint(0, 8)
    if r == 0:
        return ".part%02d.rar" % rint(1, 60)
    if r == 1:
        return ".r%02d" % rint(0, 99)
    if r == 2:
        return ".rar"
    if r == 3:
        return ".par2"
    if r == 4:
        a = rint(0, 63)
        return ".vol%02d+%02d.par2" % (a, rint(1, 32))
    if r == 5:
        return ".nfo"
    if r == 6:
        return ".sfv"
    if r == 7:
        return ".7z.%03d" % rint(1, 40)
    return ".part%03d.rar" % rint(1, 150)

# ---------------------------------------------------------------- real titles holding ad-like words
ADLIKE = [
    ("film", "Free Guy", 2021), ("film", "Free Willy", 1993), ("film", "Free State of Jones", 2016),
    ("film", "Free Fire", 2016), ("film", "Free Birds", 2013), ("film", "Free Money", 1998),
    ("film", "Moneyball", 2011), ("film", "Money Monster", 2016), ("film", "The Color of Money", 1986),
    ("film", "Easy Money", 1983), ("film", "Money Talks", 1997), ("film", "The Money Pit", 1986),
    ("film", "Win Win", 2011), ("film", "Win It All", 2017), ("film", "Click", 2006),
    ("film", "Hot Fuzz", 2007), ("film", "Hot Shots", 1991), ("film", "Hot Tub Time Machine", 2010),
    ("film", "Some Like It Hot", 1959), ("film", "Hot Pursuit", 2015), ("film", "Hot Rod", 2007),
    ("film", "Casino", 1995), ("film", "Casino Royale", 2006), ("film", "Casino Jack", 2010),
    ("film", "Lottery Ticket", 2010), ("film", "The Prize", 1963), ("film", "Jackpot", 2024),
    ("film", "Million Dollar Baby", 2004), ("film", "Cash Out", 2024), ("film", "Crypto", 2019),
    ("film", "Crypto Boy", 2023), ("film", "Call Me by Your Name", 2017), ("film", "The Call", 2013),
    ("film", "Call Jane", 2022), ("film", "Love and Other Drugs", 2010), ("film", "Pay It Forward", 2000),
    ("film", "Payback", 1999), ("film", "Crazy Rich Asians", 2018), ("film", "Dating Amber", 2020),
    ("film", "Win a Date with Tad Hamilton", 2004), ("film", "The Pill", 2011), ("film", "Catch Me If You Can", 2002),
    ("tv", "Money Heist", 2017), ("tv", "Better Call Saul", 2015), ("tv", "Call the Midwife", 2012),
    ("tv", "Dating Naked", 2014), ("tv", "Dating Around", 2019), ("tv", "First Dates", 2013),
    ("tv", "Cash Cab", 2005), ("tv", "Hot Ones", 2015), ("tv", "Hot Bench", 2014),
    ("tv", "Deal or No Deal", 2005), ("tv", "Who Wants to Be a Millionaire", 1998),
    ("tv", "The Price Is Right", 1972), ("tv", "Clickbait", 2021), ("tv", "Painkiller", 2023),
    ("tv", "Dopesick", 2021), ("tv", "Winning Time", 2022), ("tv", "Cash in the Attic", 2002),
    ("tv", "Free Rein", 2017), ("tv", "The Million Pound Drop", 2010), ("tv", "Money for Nothing", 2017),
    ("tv", "Dirty Money", 2018), ("tv", "Click", 2000),
    ("album", "Free|Fire and Water", 1970), ("album", "Free|Tons of Sobs", 1969),
    ("album", "Hot Chip|Made in the Dark", 2008), ("album", "Hot Chip|Freakout Release", 2022),
    ("album", "Hot Hot Heat|Make Up the Breakdown", 2002), ("album", "Johnny Cash|At Folsom Prison", 1968),
    ("album", "Johnny Cash|American IV The Man Comes Around", 2002), ("album", "Rosanne Cash|The River and the Thread", 2014),
    ("album", "Viagra Boys|Street Worms", 2018), ("album", "Viagra Boys|Welfare Jazz", 2021),
    ("album", "Viagra Boys|Cave World", 2022), ("album", "Happy Mondays|Pills n Thrills and Bellyaches", 1990),
    ("album", "Alanis Morissette|Jagged Little Pill", 1995), ("album", "The Killers|Hot Fuss", 2004),
    ("album", "Hot Water Music|Caution", 2002), ("album", "Hot Snakes|Jericho Sirens", 2018),
    ("album", "The Lottery Winners|Anxiety Replacement Therapy", 2023), ("album", "Money Mark|Push the Button", 1998),
    ("album", "Casino Versus Japan|Go Hawaii", 2001), ("album", "Cash Savage and the Last Drinks|Good Citizens", 2018),
    ("album", "The Free Design|Kites Are Fun", 1967), ("album", "Hot 8 Brass Band|Rock with the Hot 8", 2007),
    ("album", "David Arnold|Casino Royale OST", 2006), ("album", "Free Throw|Piecing It Together", 2019),
    ("song", "Pink Floyd|Money", 1973), ("song", "ABBA|Money Money Money", 1976),
    ("song", "Dire Straits|Money for Nothing", 1985), ("song", "Wu-Tang Clan|C.R.E.A.M. (Cash Rules Everything Around Me)", 1993),
    ("song", "The Notorious B.I.G.|Mo Money Mo Problems", 1997), ("song", "Queen|I Want to Break Free", 1984),
    ("song", "Lynyrd Skynyrd|Free Bird", 1973), ("song", "Tom Petty|Free Fallin", 1989),
    ("song", "The Flying Lizards|Money (Thats What I Want)", 1979), ("song", "Nelly|Hot in Herre", 2002),
    ("song", "Donna Summer|Hot Stuff", 1979), ("song", "Blondie|Call Me", 1980),
    ("song", "Carly Rae Jepsen|Call Me Maybe", 2012), ("song", "Lady Gaga|Poker Face", 2008),
    ("song", "Kenny Rogers|The Gambler", 1978), ("song", "The Beatles|Cant Buy Me Love", 1964),
    ("song", "St. Vincent|Pills", 2017), ("song", "Bo Diddley|Pills", 1961), ("song", "Patti Smith|Free Money", 1975),
    ("song", "Boz Scaggs|Loan Me a Dime", 1969), ("song", "K CAMP|Lottery (Renegade)", 2019),
    ("song", "Chris Cornell|You Know My Name (Casino Royale)", 2006), ("song", "Jessie J|Price Tag", 2011),
    ("book", "Robert Kiyosaki|Rich Dad Poor Dad", 1997), ("book", "Thomas J. Stanley|The Millionaire Next Door", 1996),
    ("book", "Napoleon Hill|Think and Grow Rich", 1937), ("book", "Vicki Robin|Your Money or Your Life", 1992),
    ("book", "Saifedean Ammous|The Bitcoin Standard", 2018), ("book", "Andreas M. Antonopoulos|Mastering Bitcoin", 2017),
    ("book", "Ben Mezrich|Bitcoin Billionaires", 2019), ("book", "Neal Stephenson|Cryptonomicon", 1999),
    ("book", "Nathaniel Popper|Digital Gold Bitcoin and the Inside Story", 2015), ("book", "Shirley Jackson|The Lottery and Other Stories", 1949),
    ("book", "Ian Fleming|Casino Royale", 1953), ("book", "William Golding|Free Fall", 1959),
    ("book", "Martin Amis|Money A Suicide Note", 1984), ("book", "Morgan Housel|The Psychology of Money", 2020),
    ("book", "Michael Lewis|Liars Poker", 1989), ("book", "Laura Shin|The Cryptopians", 2022),
    ("book", "Jack London|The Call of the Wild", 1903), ("book", "Min Jin Lee|Free Food for Millionaires", 2007),
    ("book", "Daniel Yergin|The Prize", 1990), ("book", "Farrah Rochon|The Dating Playbook", 2021),
    ("book", "Deborah Levy|Hot Milk", 2016), ("book", "Dale Carnegie|How to Win Friends and Influence People", 1936),
    ("book", "Nicholas Pileggi|Casino Love and Honor in Las Vegas", 1995), ("book", "Patricia Wood|Lottery", 2007),
    ("book", "Steven Levy|Crypto", 2001), ("book", "Kevin Deutsch|Pill City", 2017),
    ("game", "PAYDAY 3", 2023), ("game", "Call of Duty Modern Warfare III", 2023), ("game", "Call of Cthulhu", 2018),
    ("game", "Hot Wheels Unleashed 2 Turbocharged", 2023), ("game", "Hotline Miami", 2012), ("game", "Casino Inc", 2003),
    ("game", "Cookie Clicker", 2021), ("game", "Dream Daddy A Dad Dating Simulator", 2017),
    ("game", "Poker Night at the Inventory", 2010), ("game", "Free Realms", 2009), ("game", "Money Heist Ultimate Choice", 2022),
    ("doc", "Free Solo", 2018), ("doc", "Banking on Bitcoin", 2016), ("doc", "Bitcoin The End of Money as We Know It", 2015),
    ("doc", "Trust No One The Hunt for the Crypto King", 2022), ("doc", "The Tinder Swindler", 2022),
    ("doc", "Pharma Bro", 2021), ("doc", "The Pharmacist", 2020), ("doc", "Take Your Pills", 2018),
    ("doc", "Money Electric The Bitcoin Mystery", 2024), ("doc", "Inside Job", 2010), ("doc", "Betting on Zero", 2016),
    ("pod", "Planet Money", 0), ("pod", "Money Box", 0), ("pod", "Free Thinking", 0), ("pod", "Click", 0),
    ("pod", "The Money Programme", 0), ("pod", "Hot Ones", 0), ("pod", "Cash Box Top 40", 0),
    ("soft", "Free Download Manager", 0), ("soft", "WinRAR", 0), ("soft", "Money Manager Ex", 0),
    ("soft", "GnuCash", 0), ("soft", "AutoHotkey", 0), ("soft", "FreeCAD", 0), ("soft", "FreeFileSync", 0),
    ("soft", "Bitcoin Core", 0), ("soft", "Electrum Bitcoin Wallet", 0), ("soft", "Cryptomator", 0),
    ("soft", "VeraCrypt", 0), ("soft", "Free Pascal", 0), ("soft", "FreeDOS", 0), ("soft", "WinSCP", 0),
    ("soft", "Click to Call Plugin", 0), ("soft", "Hotspot Shield", 0),
]
ADLIKE_GROUPS = {
    "film": ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.x264", "alt.binaries.movies"],
    "tv": ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.tv", "alt.binaries.multimedia"],
    "album": ["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.mp3"],
    "song": ["alt.binaries.sounds.mp3", "alt.binaries.sounds.mp3.1970s", "alt.binaries.sounds.mp3.1980s", "alt.binaries.sounds.flac"],
    "book": ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.audiobooks", "alt.binaries.e-book.flood"],
    "game": ["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.warez"],
    "doc": ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee"],
    "pod": ["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.misc", "alt.binaries.sounds.mp3.speeches"],
    "soft": ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.linux", "alt.binaries.warez.ibm-pc.0-day"],
}
OVERRIDE = [None]   # a generator may choose the group itself

def adlike_words():
    kind, title, y = pick(ADLIKE)
    OVERRIDE[0] = pick(ADLIKE_GROUPS[kind])
    r = rint(0, 4)
    if kind == "film":
        opts = ["%s.%d.1080p.BluRay.x264-%s" % (dotted(title), y, pick(FILM_GRP_SCENE)),
                "%s (%d) 1080p BluRay x265 10bit-%s" % (title, y, pick(FILM_GRP_P2P)),
                "%s.%d.720p.WEB.h264-%s" % (dotted(title), y, pick(FILM_GRP_SCENE)),
                "%s %d DVDRip XviD" % (title, y), "%s (%d) [2160p] [4K] [WEB] [5.1] [YTS.MX]" % (title, y)]
        return opts[r], ["RAR", ".mkv", ".nfo"]
    if kind == "tv":
        opts = ["%s.S%02dE%02d.720p.HDTV.x264-%s" % (dotted(title), rint(1, 8), rint(1, 13), pick(TV_GRP_SCENE)),
                "%s.S%02dE%02d.1080p.WEB.h264-%s" % (dotted(title), rint(1, 8), rint(1, 13), pick(TV_GRP_SCENE)),
                "%s (%d) S%02d 1080p NF WEB-DL DDP5.1 x264-%s" % (title, y, rint(1, 6), pick(TV_GRP_P2P)),
                "%s - S%02dE%02d - %s [HDTV-720p]" % (title, rint(1, 20), rint(1, 20), ep_title()),
                "%s.S%02d.COMPLETE.720p.AMZN.WEBRip.x264-%s" % (dotted(title), rint(1, 6), pick(TV_GRP_P2P))]
        return opts[r], ["RAR", ".mkv"]
    if kind in ("album", "song"):
        a, t = title.split("|")
        if kind == "album":
            opts = ["%s-%s-%s-%d-%s" % (us(a), us(t), pick(["CD", "WEB", "REMASTERED-CD", "Vinyl", "2CD"]), y, pick(MUSIC_GRP)),
                    "%s - %s (%d) [FLAC]" % (a, t, y), "%s - %s (%d) [24Bit-96kHz] FLAC [PMEDIA] ⭐️" % (a, t, y),
                    "%s - %s (%d) MP3 320kbps" % (a, t, y), "%s - %s (%d, Remastered %d) [WEB FLAC]" % (a, t, y, rint(2005, 2024))]
            return opts[r], [".flac", "RAR", ".zip", ".mp3"]
        opts = ["%s - %s" % (a, t), "%02d - %s - %s.mp3" % (rint(1, 14), a, t), "%s - %s (%d) [single]" % (a, t, y),
                "%s - %s (Remastered %d).flac" % (a, t, rint(2001, 2024)), "%s - %s (Live)" % (a, t)]
        return opts[r], [".mp3", ".flac", ".m4a"]
    if kind == "book":
        au, t = title.split("|")
        opts = ["%s - %s (epub)" % (au, t), "%s - %s (%d) [retail] (epub)" % (au, t, y),
                "%s - %s (Unabridged) [MP3]" % (au, t), "%s.by.%s.RETAIL.EPUB.eBook-%s" % (dotted(t), dotted(au), pick(["BitBook", "DiGiTAL"])),
                "%s - %s - read by %s (m4b)" % (au, t, pick(NARRATORS))]
        return opts[r], [".epub", ".pdf", ".mobi", ".m4b", "RAR"]
    if kind == "game":
        opts = ["%s-%s" % (dotted(title), pick(GAME_GRP)), "%s [FitGirl Repack]" % title, "%s v%s (GOG)" % (title, ver()),
                "%s.Update.v%s-%s" % (dotted(title), ver(), pick(GAME_GRP)), "%s MULTi%d-ElAmigos" % (title, rint(2, 12))]
        return opts[r], ["RAR", ".iso", ".bin"]
    if kind == "doc":
        opts = ["%s.%d.1080p.WEB.h264-%s" % (dotted(title), y, pick(TV_GRP_SCENE)), "%s (%d) 1080p NF WEB-DL" % (title, y),
                "%s (%d) Documentary 720p" % (title, y), "%s.%d.DOCU.720p.BluRay.x264-%s" % (dotted(title), y, pick(FILM_GRP_SCENE)),
                "%s %d 2160p HDR WEBRip" % (title, y)]
        return opts[r], ["RAR", ".mkv", ".mp4"]
    if kind == "pod":
        yy, mm, dd = rint(2010, 2025), rint(1, 12), rint(1, 28)
        opts = ["%s - %d-%02d-%02d" % (title, yy, mm, dd), "BBC Radio 4 - %s - %s (%d-%02d-%02d)" % (title, album(), yy, mm, dd),
                "%s Episode %d - %s" % (title, rint(1, 1500), album()), "%s %d-%02d-%02d.mp3" % (title, yy, mm, dd),
                "%s_%d%02d%02d_%s" % (underscored(title), yy, mm, dd, pick(["128k", "64k", "aac"]))]
        return opts[r], [".mp3", ".m4a"]
    v = ver()
    opts = ["%s %s" % (title, v), "%s v%s x64" % (title, v), "%s-%s-setup.exe" % (title.replace(" ", ""), v),
            "%s.v%s.Portable" % (dotted(title), v), "%s %s (64-bit) installer" % (title, v)]
    return opts[r], [".exe", ".zip", ".msi", "!" + title.replace(" ", "") + "-" + v + ".exe"]

# ---------------------------------------------------------------- legit table and driver
G_TV = ["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
        "alt.binaries.tv", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.mom", "alt.binaries.tvseries"]
G_FILM = ["alt.binaries.movies", "alt.binaries.movies.divx", "alt.binaries.moovee", "alt.binaries.x264",
          "alt.binaries.movies.x264", "alt.binaries.dvd", "alt.binaries.hdtv.x264", "alt.binaries.highspeed",
          "alt.binaries.bluray", "alt.binaries.movies.xvid"]
G_ANIME = ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed",
           "alt.binaries.multimedia.anime.repost", "alt.binaries.anime.repost"]
G_MUSIC = ["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.mp3",
           "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.mp3.1990s", "alt.binaries.music.flac",
           "alt.binaries.sounds.lossless.classical", "alt.binaries.sounds.mp3.electronic"]
G_AUDIOBOOK = ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.mp3.audiobooks",
               "alt.binaries.e-book.audio"]
G_EBOOK = ["alt.binaries.e-book", "alt.binaries.e-book.technical", "alt.binaries.ebook", "alt.binaries.e-book.flood",
           "alt.binaries.e-book.rpg"]
G_COMICS = ["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.complete", "alt.binaries.comics",
            "alt.binaries.pictures.comics.0day", "alt.binaries.pictures.comics.repost"]
G_MAG = ["alt.binaries.e-book.magazines", "alt.binaries.magazines", "alt.binaries.e-book", "alt.binaries.ebook"]
G_SOFT = ["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image", "alt.binaries.apps",
          "alt.binaries.software", "alt.binaries.misc", "alt.binaries.boneless"]
G_MAC = ["alt.binaries.mac.applications", "alt.binaries.mac", "alt.binaries.apps"]
G_GAME = ["alt.binaries.games", "alt.binaries.console.ps3", "alt.binaries.games.nintendods", "alt.binaries.games.xbox360",
          "alt.binaries.cd.image.games", "alt.binaries.games.wii", "alt.binaries.emulators.nintendo", "alt.binaries.nintendo.switch"]
G_LINUX = ["alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.cd.image", "alt.binaries.iso", "comp.os.linux.announce"]
G_COURSE = ["alt.binaries.tutorials", "alt.binaries.e-book.technical", "alt.binaries.multimedia.tutorials",
            "alt.binaries.education", "alt.binaries.cbt"]
G_DOC = ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee", "alt.binaries.docs"]
G_SPORT = ["alt.binaries.multimedia.sports", "alt.binaries.sports", "alt.binaries.multimedia.sports.boxing",
           "alt.binaries.tv.sports", "alt.binaries.multimedia.motorsports", "alt.binaries.teevee"]
G_RADIO = ["alt.binaries.sounds.radio.misc", "alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.oldtime",
           "alt.binaries.sounds.mp3.speeches", "alt.binaries.sounds.radio.british", "alt.binaries.podcasts"]
G_IMG = ["alt.binaries.pictures", "alt.binaries.pictures.wallpaper", "alt.binaries.pictures.astro",
         "alt.binaries.pictures.nature", "alt.binaries.pictures.misc", "alt.binaries.pictures.vintage"]
G_FOREIGN = ["alt.binaries.nl", "alt.binaries.german.movies", "alt.binaries.movies.german", "alt.binaries.dvd.french",
             "alt.binaries.movies.french", "alt.binaries.town", "alt.binaries.mom", "alt.binaries.hdtv.german",
             "alt.binaries.dvd.italian", "alt.binaries.swedish", "alt.binaries.multimedia.korean", "alt.binaries.russian"]
G_OBF = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.mom", "alt.binaries.frogs", "alt.binaries.multimedia",
         "alt.binaries.b4e", "alt.binaries.cores", "alt.binaries.kleverig", "alt.binaries.superman", "alt.binaries.u-4all",
         "alt.binaries.bloaf", "alt.binaries.ath", "alt.binaries.dc", "alt.binaries.etc", "alt.binaries.downunder",
         "alt.binaries.highspeed", "alt.binaries.a51", "alt.binaries.alt"]
G_MIXED = G_TV + G_FILM + G_MUSIC + G_EBOOK + G_ANIME

# kind: (generator, groups, wrap probability, target count)
LEGIT = {
    "tv_scene": (tv_scene, G_TV, 0.55, 130),
    "tv_p2p": (tv_p2p, G_TV, 0.5, 100),
    "film_scene": (film_scene, G_FILM, 0.55, 100),
    "film_p2p": (film_p2p, G_FILM, 0.5, 90),
    "anime_fansub": (anime_fansub, G_ANIME, 0.5, 100),
    "music_scene": (music_scene, G_MUSIC, 0.55, 80),
    "music_p2p_flac": (music_flac, G_MUSIC, 0.5, 80),
    "discography": (discography, G_MUSIC, 0.55, 40),
    "audiobook": (audiobook, G_AUDIOBOOK, 0.55, 60),
    "ebook": (ebook, G_EBOOK, 0.45, 70),
    "comics": (comics, G_COMICS, 0.5, 50),
    "magazine": (magazine, G_MAG, 0.45, 50),
    "software": (software, G_SOFT, 0.5, 80),
    "installer_plain": (installer_plain, G_SOFT, 0.5, 60),
    "game": (game, G_GAME, 0.55, 70),
    "linux_iso": (linux_iso, G_LINUX, 0.5, 50),
    "course": (course, G_COURSE, 0.5, 50),
    "documentary": (documentary, G_DOC, 0.5, 50),
    "sports": (sports, G_SPORT, 0.5, 60),
    "podcast_radio": (podcast_radio, G_RADIO, 0.5, 40),
    "images": (images, G_IMG, 0.55, 30),
    "foreign_release": (foreign_release, G_FOREIGN, 0.5, 80),
    "obfuscated": (obfuscated, G_OBF, 0.6, 120),
    "par2_set": (par2_set, G_OBF + G_TV + G_FILM, 0.7, 40),
    "adlike_words": (adlike_words, G_MIXED, 0.45, 250),
    "odd_style": (odd_style, G_MIXED, 0.3, 80),
    "request_fill": (request_fill, G_MIXED, 1.0, 50),
    "personal_rip": (personal_rip, G_MIXED + G_RADIO + G_EBOOK, 0.15, 50),
    "repost": (repost, G_MIXED, 0.4, 30),
}

def make_fname(name, ext):
    if ext.startswith("!"):
        return ext[1:]
    if ext == "RAR":
        ext = rar_ext()
    st = rint(0, 3)
    base = name
    if st == 1:
        base = name.lower()
    elif st == 2:
        base = dotted(name)
    elif st == 3:
        base = underscored(name)
    return base.replace('"', "") + ext

def legit_one(kind):
    gen, groups, wrap_p, _ = LEGIT[kind]
    OVERRIDE[0] = None
    name, exts = gen()
    group = OVERRIDE[0] or pick(groups)
    if exts is None:
        return name, group, True
    if chance(wrap_p):
        fname = make_fname(name, pick(exts))
        return wrap_subject(name if chance(0.6) else None, fname, group), group, True
    return name, group, False

def make_legit():
    for kind, spec in LEGIT.items():
        n = spec[3]
        made, tries = 0, 0
        while made < n and tries < n * 300:
            tries += 1
            t, group, wrapped = legit_one(kind)
            if add("legit", "legit:" + kind, t, group):
                made += 1
                STATS["legit_wrapped"] += wrapped
        if made < n:
            raise SystemExit("could not make %d unique titles for %s" % (n, kind))

def main():
    make_junk()
    make_legit()
    R.shuffle(ROWS)
    labels, families = {}, {}
    with OUT.open("w", encoding="utf-8", newline="\n") as f:
        for row in ROWS:
            for x in row:
                if "\t" in x or "\n" in x or "\r" in x or "\x00" in x or not x:
                    raise SystemExit("bad field: %r" % (row,))
            f.write("\t".join(row) + "\n")
            labels[row[0]] = labels.get(row[0], 0) + 1
            families[row[1]] = families.get(row[1], 0) + 1
    print("wrote", OUT, "rows", len(ROWS))
    for k in ["junk", "legit"]:
        print("label %-6s %d" % (k, labels.get(k, 0)))
    for fam in sorted(families):
        print("  %-32s %d" % (fam, families[fam]))
    nj, nl = labels.get("junk", 0), labels.get("legit", 0)
    print("junk foreign-language  %d (%.1f%%)" % (STATS["junk_foreign"], 100.0 * STATS["junk_foreign"] / nj))
    print("junk disguised         %d (%.1f%%)" % (STATS["junk_disguised"], 100.0 * STATS["junk_disguised"] / nj))
    print("junk unexpected phrasing (foreign, disguised, odd chars, defanged, yEnc, very short/long) %d (%.1f%%)" % (STATS["junk_unusual"], 100.0 * STATS["junk_unusual"] / nj))
    print("legit wrapped in posting-tool subjects %d (%.1f%%)" % (STATS["legit_wrapped"], 100.0 * STATS["legit_wrapped"] / nl))

if __name__ == "__main__":
    main()
