#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh18 -- a BLIND held-out evaluation split of Usenet subject lines (junk vs legit).

How it was written
------------------
Blind.  The writer opened, listed, searched and ran nothing on the machine except this
generator and its own output under /tmp/fresh18/; no repository, data set, filter code,
git history, search tool, library or web look-up was consulted.  Every template, word
list and naming convention here comes from the writer's general knowledge of Usenet
binary groups (alt.binaries.*), scene / P2P / anime / music / ebook / software release
naming, posting tools (nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff, PowerPost), EFNet
request fillers, community posting shells, and the spam, scams, bots and noise seen in
those groups and on Newznab indexers.  Domains, phone numbers, people and codes inside
junk titles are invented (random combinations), not taken from any list.

Output
------
fresh18.tsv next to this file; no header; one row per title:
    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
LABEL is `junk` or `legit`; FAMILY is `junk:<intent>` or `legit:<kind>`; TITLE is the
subject line as an indexer would see it in an NNTP overview; GROUP the newsgroup a real
poster would plausibly have used.  Titles are unique; fields contain no tab, newline or
NUL; rows are shuffled.  Deterministic: one random.Random(SEED), SEED = 18018018, drives
everything; only lists and insertion-ordered dicts are iterated (sets only for
membership tests).  Standard library only, Python 3.11.

Junk is made from per-intent English templates plus foreign-language templates (about
15% of junk: de fr es it pt nl pl ru zh ar id vi tr ko), and about 40% of the English
junk is passed through one or two disguises: leetspeak, Cyrillic/Greek homoglyphs,
fullwidth letters, spaced/dotted letters, zero-width characters, emoji, ALL CAPS,
dressing as a scene release name, wrapping in a yEnc posting subject with counters, or
very long repetition / keyword stuffing.  Templates also carry defanged URLs, odd phone
formats and very short forms.  Legitimate titles are wrapped in a posting-tool subject
about half of the time.

Taxonomy and target counts
--------------------------
junk (916, 32 intents):
  pharmacy 32, replica_goods 28, seo_webdev_services 28, dating_adult 32,
  gambling_casino 32, crypto_investment 32, advance_fee_lottery 30, phishing_account 30,
  malware_codec_player 30, malware_fake_media 32, fake_streaming 30, iptv_selling 30,
  account_selling 28, vpn_usenet_reseller 26, loans_credit 28, weight_loss_supplements 26,
  work_from_home_mlm 28, essay_homework_services 22, giveaway_survey 28,
  social_followers 22, password_site_lure 28, proselytising 30, conspiracy_flood 30,
  chain_letter 24, extortion_sextortion 24, political_spam 24, keyboard_mash 32,
  word_salad 30, offtopic_chatter 32, test_post 30, flame_war 28, bot_flood 30
legit (2100, 36 kinds):
  tv_scene 145, tv_p2p 90, film_scene 90, film_p2p 80, anime_fansub 100,
  music_scene 70, music_p2p 70, discography 25, audiobook 55, ebook 70, comics 50,
  magazine 45, software_versioned 65, software_plain 30, games_scene 45,
  games_repack 40, linux_iso 45, course_tutorial 45, documentary 45, sports 50,
  podcast_radio 40, images_photos 35, foreign_language 75, obfuscated_hash 45,
  obfuscated_random 45, obfuscated_numeric 25, obfuscated_uuid 25, mojibake 25,
  par2_set 40, adlike_words 250, odd_style 60, long_descriptive 30, repost 30,
  request_fill 40, community_shell 40, personal_rip 40
"""
import random
import re
from pathlib import Path

SEED = 18018018
R = random.Random(SEED)
OUT = Path(__file__).resolve().parent / "fresh18.tsv"


def ch(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def hexs(n, alphabet="0123456789abcdef"):
    return "".join(ch(alphabet) for _ in range(n))


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

# ---------------------------------------------------------------- domains, urls, phones
TLDS = [".com", ".net", ".org", ".info", ".biz", ".ru", ".top", ".xyz", ".club", ".online",
        ".site", ".shop", ".cc", ".pw", ".tk", ".in", ".cn", ".io", ".me", ".su", ".store",
        ".live", ".vip", ".icu", ".de", ".co.uk", ".fr", ".es", ".com.br"]
DOM_PRE = ["best", "cheap", "top", "mega", "super", "fast", "secure", "vip", "pro", "real",
           "my", "get", "go", "easy", "smart", "royal", "lucky", "global", "euro", "usa",
           "24", "365", "the", "now", "one", "gold", "hot", "free", "true", "max"]
DOM_TOPIC = {
    "rx": ["pharma", "meds", "pills", "rx", "drugstore", "tabs", "pharmacy", "medshop", "apotheke", "generics"],
    "lux": ["replica", "watches", "luxury", "outlet", "bags", "brands", "swiss", "designer"],
    "seo": ["seo", "rank", "backlinks", "webdesign", "hosting", "traffic", "serp", "marketing", "leads", "promo"],
    "date": ["dating", "singles", "girls", "hookup", "love", "brides", "match", "flirt", "cams", "chat"],
    "bet": ["casino", "slots", "bet", "spins", "poker", "jackpot", "win", "bonus", "lotto", "roulette"],
    "coin": ["crypto", "coin", "btc", "trade", "invest", "profit", "miner", "defi", "token", "wallet"],
    "tv": ["iptv", "stream", "tv", "flix", "watch", "hd", "live", "channels", "box", "sat"],
    "acc": ["accounts", "premium", "keys", "logins", "cheap", "shop", "gen", "subs"],
    "vpn": ["vpn", "proxy", "usenet", "news", "nntp", "unlimited", "anon", "hide"],
    "loan": ["loan", "cash", "credit", "payday", "finance", "money", "fund", "lend"],
    "diet": ["slim", "keto", "diet", "burn", "fit", "detox", "shape", "lean"],
    "job": ["jobs", "work", "income", "home", "cash", "earn", "profit", "biz"],
    "essay": ["essay", "paper", "homework", "writers", "thesis", "grades"],
    "gift": ["gift", "prize", "winner", "reward", "survey", "promo", "claim"],
    "soc": ["followers", "likes", "views", "smm", "boost", "fans", "growth"],
    "pass": ["pass", "unlock", "key", "getpass", "nzbpass", "rarpass", "files", "download"],
    "god": ["jesus", "truth", "bible", "saved", "gospel", "faith", "prophecy", "heaven"],
    "wake": ["truth", "wakeup", "exposed", "freedom", "patriot", "real", "news", "info"],
    "misc": ["link", "site", "portal", "zone", "hub", "world", "center", "club", "secure", "verify"],
}


def dom(topic=None):
    t = DOM_TOPIC.get(topic or "misc", DOM_TOPIC["misc"])
    form = R.randrange(5)
    a, b = ch(DOM_PRE), ch(t)
    if form == 0:
        s = a + b
    elif form == 1:
        s = b + a
    elif form == 2:
        s = a + "-" + b
    elif form == 3:
        s = b + str(ri(1, 999))
    else:
        s = a + b + "-" + ch(["online", "shop", "store", "now", "24", "club", "direct", "usa", "eu"])
    return s + ch(TLDS)


def defang(d):
    f = R.randrange(7)
    if f == 0:
        return d.replace(".", "[.]")
    if f == 1:
        return d.replace(".", " dot ")
    if f == 2:
        return d.replace(".", "(.)")
    if f == 3:
        return d.replace(".", " . ")
    if f == 4:
        return d.replace(".", "(dot)")
    if f == 5:
        return d.replace(".", " [dot] ").upper()
    return d.replace(".", ",")


def url(topic=None):
    d = dom(topic)
    if chance(0.28):
        return ch(["", "", "hxxp://", "hxxps://", "h**p://", "www ", "w w w . "]) + defang(d)
    f = R.randrange(7)
    if f == 0:
        return "www." + d
    if f == 1:
        return "http://" + d
    if f == 2:
        return "https://" + d + "/" + ch(["go", "ref", "promo", "?id=" + str(ri(100, 99999)),
                                         "r/" + str(ri(10, 999)), "join", "free", "index.php?aff=" + str(ri(10, 9999))])
    if f == 3:
        return d
    if f == 4:
        return "https://www." + d
    if f == 5:
        return "t.me/" + ch(DOM_PRE) + ch(DOM_TOPIC.get(topic or "misc", DOM_TOPIC["misc"])) + str(ri(1, 99))
    return "bit.ly/" + "".join(ch("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(ri(5, 7)))


FW_DIG = str.maketrans("0123456789", "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")


def phone():
    a, b, c = ri(201, 989), ri(200, 999), ri(0, 9999)
    f = R.randrange(15)
    if f == 0:
        return f"+1 ({a}) 555-{c:04d}"
    if f == 1:
        return "1-8" + ch(["00", "88", "77", "66"]) + "-" + ch(["CASH-NOW", "PILL-RX", "GET-LOAN", "WIN-BIG", "LUV-4-U", "TV-4-ALL", "MY-MEDS"])
    if f == 2:
        return f"+1.{a}.555.{c:04d}"
    if f == 3:
        return " ".join(f"{a}555{c:04d}")
    if f == 4:
        return f"+1 {a} 555 {c:04d}".translate(FW_DIG)
    if f == 5:
        return f"+44 7700 900{c % 1000:03d}"
    if f == 6:
        return f"+234 80{ri(2, 9)} {b} {c:04d}"
    if f == 7:
        return "WhatsApp +" + ch(["1", "44", "91", "234", "7", "62", "63", "84", "233", "254"]) + str(ri(10 ** 8, 10 ** 10 - 1))
    if f == 8:
        return f"+7 (9{ri(10, 99)}) {b}-{c % 100:02d}-{ri(10, 99)}"
    if f == 9:
        return f"1 8OO {b} {c:04d}"
    if f == 10:
        return f"({a})555.{c:04d}"
    if f == 11:
        return f"tel:+1{a}555{c:04d}"
    if f == 12:
        return f"+91-98{ri(100, 999)}-{ri(10000, 99999)}"
    if f == 13:
        return f"0O8OO-{b}-{c:04d}"
    return f"{a}-555-{c:04d} ext {ri(1, 99)}"


EMOJI = ["\U0001F525", "\U0001F4B0", "\U0001F48A", "\u2764\ufe0f", "\U0001F48B", "\U0001F3B0", "\U0001F381",
         "\u2705", "\u26a1", "\U0001F680", "\U0001F48E", "\U0001F449", "\U0001F911", "\U0001F60D", "\U0001F4FA",
         "\U0001F51E", "\U0001F4AF", "\u2b50", "\U0001F193", "\U0001F4DE", "\U0001F447", "\U0001F4B8", "\U0001F3C6",
         "\u203c\ufe0f", "\U0001F6A8", "\U0001F64F", "\u2728", "\U0001F4B5", "\U0001F3AF", "\U0001F440"]

# ---------------------------------------------------------------- slot word lists
DRUGS = ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Oxycodone", "Ambien", "Adderall",
         "Modafinil", "Phentermine", "Soma", "Propecia", "Kamagra", "Ozempic", "Semaglutide", "Tadalafil",
         "Sildenafil", "Vicodin", "Klonopin", "Percocet", "Hydrocodone", "Lorazepam", "Finasteride"]
WATCHES = ["Rolex", "Omega", "Breitling", "Cartier", "Patek Philippe", "Audemars Piguet", "TAG Heuer", "Hublot", "Panerai", "IWC"]
WATCH_MODELS = ["Submariner", "Daytona", "Seamaster", "Speedmaster", "Royal Oak", "Nautilus", "Navitimer", "Datejust", "GMT-Master II", "Big Bang"]
BAGS = ["Louis Vuitton", "Gucci", "Prada", "Chanel", "Hermes", "Michael Kors", "Ray-Ban", "Oakley", "Nike Air Jordan",
        "UGG", "Moncler", "Canada Goose", "Balenciaga", "Yeezy", "Dior"]
COINS = ["Bitcoin", "BTC", "ETH", "Ethereum", "USDT", "Solana", "Dogecoin", "XRP", "PEPE", "SHIB", "TON", "a new memecoin", "LTC"]
MOVIES = ["Deadpool & Wolverine", "Dune Part Two", "Inside Out 2", "Joker Folie a Deux", "Gladiator II", "Moana 2",
          "Wicked", "Avatar 3", "Venom The Last Dance", "Oppenheimer", "Barbie", "Godzilla x Kong", "Kung Fu Panda 4",
          "Furiosa", "Beetlejuice Beetlejuice", "Twisters", "Alien Romulus", "Despicable Me 4", "Fast X", "Mufasa",
          "Sonic the Hedgehog 3", "Captain America Brave New World", "Mission Impossible 8", "Superman"]
SHOWS_J = ["House of the Dragon", "The Boys", "Squid Game", "Stranger Things", "The Last of Us", "Game of Thrones",
           "The Rings of Power", "Fallout", "Wednesday", "The Walking Dead", "Yellowstone", "Reacher"]
GAMES_J = ["GTA 6", "GTA V", "Elden Ring", "Cyberpunk 2077", "Minecraft", "FIFA 25", "Call of Duty", "Hogwarts Legacy",
           "Red Dead Redemption 2", "The Sims 4", "Black Myth Wukong", "Starfield"]
ARTISTS_J = ["Taylor Swift", "Drake", "Beyonce", "The Weeknd", "Billie Eilish", "Eminem", "Rihanna", "Kanye West", "Bad Bunny"]
SVCS = ["Netflix", "Disney+", "HBO Max", "Spotify", "Amazon Prime", "Hulu", "Paramount+", "DAZN", "ESPN+", "Crunchyroll",
        "YouTube Premium", "ChatGPT Plus", "Adobe CC", "NordVPN", "Xbox Game Pass", "PlayStation Plus", "Canva Pro"]
PROVIDERS = ["Newshosting", "Eweka", "UsenetServer", "Easynews", "Giganews", "Frugal Usenet", "Tweaknews", "NewsDemon",
             "Pure Usenet", "Astraweb", "Usenet.Farm", "NewsgroupDirect"]
CODECS = ["XviD codec", "DivX Pro codec", "HEVC Video Extension", "K-Lite Mega Codec Pack", "DivX Player",
          "special media player", "WMV DRM licence", "x265 decoder", "AC3Filter", "CoreAVC decoder", "FLV codec",
          "MKV Player Pro", "VideoPlugin", "Media Codec Update", "HD Video Player"]
EXES = ["exe", "scr", "com", "bat", "msi", "lnk", "js", "vbs", "pif", "hta", "cmd", "jar"]
RESES = ["1080p", "720p", "2160p", "4K", "HDRip", "CAM", "TS", "HDCAM", "WEBRip", "BluRay", "HD"]
GIRLS = ["Anna", "Natasha", "Olga", "Katya", "Jessica", "Lena", "Svetlana", "Maria", "Irina", "Julia", "Vika", "Kristina",
         "Ashley", "Emily", "Sophie", "Mia", "Nadia", "Daria", "Alina", "Lisa"]
CITIES = ["London", "New York", "Berlin", "Amsterdam", "Chicago", "Houston", "Toronto", "Sydney", "Paris", "Madrid",
          "Manchester", "Dallas", "Phoenix", "Hamburg", "Rotterdam", "Leeds", "Melbourne", "Denver", "Miami", "Glasgow"]
COUNTRIES = ["Nigeria", "Ghana", "Benin", "Togo", "Burkina Faso", "Ivory Coast", "Sierra Leone", "Senegal", "Cameroon", "Liberia"]
BANKS = ["Central Bank of Nigeria", "UBA Bank", "Ecobank", "Western Union", "MoneyGram", "the IMF", "the World Bank",
         "Bank of Africa", "the UN Compensation Fund", "ECOWAS Treasury"]
BANKS2 = ["Chase", "Wells Fargo", "Bank of America", "HSBC", "Barclays", "Lloyds", "ING", "Santander", "Citibank", "NatWest"]
LOTTERIES = ["Microsoft", "UK National", "Euro Millions", "Google", "Coca-Cola", "Yahoo", "FIFA World Cup", "Facebook Global", "Shell Oil"]
TITLES_P = ["Barrister", "Dr.", "Mrs.", "Mr.", "Prince", "Col.", "Engr.", "Rev.", "Hon.", "Chief"]
NAMES_P = ["Musa Ibrahim", "Helen Okafor", "Peter Johnson", "Michael Banda", "Grace Williams", "James Kofi", "Aisha Bello",
           "Robert Mensah", "Sarah Kone", "David Adeyemi", "Fatima Diallo", "John Smith"]
STORES = ["Amazon", "Walmart", "Target", "Costco", "Starbucks", "Steam", "Google Play", "iTunes", "eBay", "Lidl", "Aldi", "Tesco"]
DIETS = ["Garcinia Cambogia", "Keto Burn", "Raspberry Ketone", "Green Coffee Bean Extract", "Acai Berry", "SlimFast Ultra",
         "Apple Cider Gummies", "LeanBelly XR", "Keto Max", "African Mango", "Detox Tea", "Forskolin"]
VERSES = ["John 3:16", "Romans 10:9", "Acts 2:38", "Revelation 13:16", "Isaiah 53:5", "Matthew 24:14", "Romans 6:23",
          "Ephesians 2:8", "John 14:6", "Revelation 20:15"]
CONSP = ["CHEMTRAILS", "5G TOWERS", "FLAT EARTH", "the moon landing hoax", "the New World Order", "HAARP", "fluoride",
         "the Illuminati", "reptilians", "Agenda 21", "the Great Reset", "Nibiru", "vaccine microchips", "weather weapons",
         "the hollow earth", "Project Blue Beam", "the Denver airport bunker", "mind control"]
POLTHING = ["digital ID", "CBDCs", "15-minute cities", "mass surveillance", "the war", "the tax hike", "gun confiscation",
            "open borders", "lockdowns", "the carbon tax", "censorship laws"]
PARTIES = ["the government", "the EU", "the UN", "the WEF", "the mainstream media", "career politicians", "Big Tech", "the banks"]
NICKS = ["Dr_Pepper", "b1nladen", "ubernerd", "Zorro", "leechmaster", "The_Oracle", "n00bkiller", "Mr.Poster", "Ghostrider",
         "Captain_Obvious", "SysOp", "Jolly Roger", "grumpy_old_git", "dvdguy", "Jeff", "flacfan", "TheRealDeal", "xXx_Sniper_xXx"]
HOAX = ["Good Times", "Penpal Greetings", "Dancing Pigs", "Join the Crew", "Virtual Card for You", "Life is Beautiful.pps",
        "jdbgmgr.exe", "Olympic Torch", "Budweiser Frogs screensaver"]
KIDS = ["Jessica", "Amy Bruce", "Craig Shergold", "Tommy", "Little Maria", "Sarah"]
NEWSREADERS = ["Forte Agent", "Xnews", "Thunderbird", "Pan", "slrn", "tin", "NewsBin", "Grabit", "SABnzbd", "NZBGet",
               "Unison", "BinaryNewsreader", "Newsleecher", "Outlook Express", "40tude Dialog", "MesNews", "Gnus"]
FAKE_GRP = ["SPAM", "PROMO", "iNFO", "WWW", "ViP", "RELOADED", "CODEX", "SKIDROW", "RARBG", "YIFY", "EVO", "FGT", "x0r",
            "KiNGDOM", "NOGRP", "ETRG", "P2P", "GalaxyRG", "PSA", "FULL", "GOTY", "NEW"]
STUFF = ["free", "cheap", "best", "online", "download", "hd", "full", "movie", "watch", "buy", "discount", "offer", "sale",
         "bonus", "win", "now", "today", "official", "2024", "2025", "new", "crack", "keygen", "serial", "torrent", "mp3",
         "hot", "deal", "fast", "legit", "real", "working", "100%", "no survey", "instant", "premium"]
WORDS = ["tangerine", "ocelot", "bismuth", "quarrel", "perpendicular", "lantern", "marmalade", "obsidian", "vestibule",
         "harpsichord", "pumice", "gossamer", "turnip", "fjord", "mackerel", "syntax", "velvet", "anchovy", "tundra",
         "catapult", "walrus", "nebula", "porcelain", "quince", "radish", "sprocket", "thimble", "umbrella", "vortex",
         "wigwam", "yodel", "zeppelin", "accordion", "barnacle", "cobbler", "dandelion", "eggplant", "ferret", "gazebo",
         "hinge", "igloo", "jigsaw", "kettle", "lemur", "mongoose", "nutmeg", "oboe", "pelican", "quartz", "rhubarb",
         "saffron", "trombone", "ukulele", "vinegar", "waffle", "xylophone", "yarn", "zucchini", "consequently",
         "notwithstanding", "ephemeral", "gregarious", "reluctantly", "purple", "seventeen", "whereas", "beneath",
         "approximately", "blue", "running", "silent", "the", "of", "and", "is", "was", "under", "golden", "broken"]


def price():
    return ch(["$", "$", "$", "\u20ac", "\u00a3"]) + f"{ri(0, 2)}.{ri(10, 99)}"


def money():
    f = R.randrange(6)
    if f == 0:
        return f"${ri(1, 12)},{ri(0, 9)}00"
    if f == 1:
        return f"${ri(2, 99)}K"
    if f == 2:
        return f"${ri(3, 19)}0/day"
    if f == 3:
        return f"\u20ac{ri(1, 9)}.{ri(0, 9)}00"
    if f == 4:
        return f"\u00a3{ri(1, 9)},{ri(0, 9)}00"
    return f"${ri(100, 999)}/hr"


def bigmoney():
    f = R.randrange(5)
    if f == 0:
        return f"${ri(1, 9)}.{ri(1, 9)} MILLION"
    if f == 1:
        return f"US${ri(2, 45)},{ri(0, 9)}00,000.00"
    if f == 2:
        return f"\u00a3{ri(1, 9)},000,000"
    if f == 3:
        return f"EUR {ri(1, 9)}.{ri(100, 999)}.000"
    return f"{ri(5, 27)}.{ri(1, 9)}M USD"


def pw():
    if chance(0.5):
        return ch(["qwerty", "iloveyou", "dragon", "monkey", "letmein", "sunshine", "football", "shadow", "master", "Summer"]) + str(ri(1, 2024)) + ch(["", "!", "#", ""])
    return "".join(ch(ALNUM) for _ in range(ri(6, 11)))


def email():
    return ch(["john", "mike", "anna", "lisa", "dave", "sam", "kim", "alex", "info", "admin"]) + ch([".", "_", ""]) + ch(["smith", "jones", "k", "b", "usenet", "news"]) + str(ri(1, 99)) + "@" + ch(["gmail.com", "yahoo.com", "hotmail.com", "aol.com", "outlook.com", "gmx.de", "web.de", "mail.ru"])


def code():
    return "".join(ch("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(ri(5, 9)))


SLOTS = {
    "dom": lambda a: dom(a), "url": lambda a: url(a), "phone": lambda a: phone(),
    "n": lambda a: str(ri(2, 9)), "nn": lambda a: str(ri(10, 99)), "num": lambda a: f"{ri(100, 99999):,}",
    "pct": lambda a: str(ri(5, 19) * 5), "year": lambda a: str(ri(2023, 2025)), "age": lambda a: str(ri(19, 38)),
    "s": lambda a: f"{ri(1, 9):02d}", "e": lambda a: f"{ri(1, 16):02d}", "ver": lambda a: f"{ri(1, 12)}.{ri(0, 9)}.{ri(0, 99)}",
    "price": lambda a: price(), "money": lambda a: money(), "bigmoney": lambda a: bigmoney(),
    "emo": lambda a: ch(EMOJI), "pw": lambda a: pw(), "email": lambda a: email(), "code": lambda a: code(),
    "ref": lambda a: f"{ch(['UK', 'EU', 'MS', 'GL', 'NG'])}/{ri(100, 999)}/{ri(10, 99)}{ch('ABCDEFG')}",
    "ip": lambda a: f"{ri(11, 223)}.{ri(0, 255)}.{ri(0, 255)}.{ri(1, 254)}",
    "chans": lambda a: ch(["22,000", "18000+", "40K", "35.000", "25000", "12k", "60,000+", "15.000+"]),
    "tg": lambda a: ch(DOM_PRE) + ch(["signals", "pumps", "bets", "tips", "crypto", "vip"]) + str(ri(1, 999)),
    "drug": DRUGS, "watch": WATCHES, "wmodel": WATCH_MODELS, "bag": BAGS, "coin": COINS, "movie": MOVIES,
    "show": SHOWS_J, "game": GAMES_J, "artist": ARTISTS_J, "svc": SVCS, "provider": PROVIDERS, "codec": CODECS,
    "exe": EXES, "res": RESES, "girl": GIRLS, "city": CITIES, "country": COUNTRIES, "bank": BANKS, "bank2": BANKS2,
    "lottery": LOTTERIES, "title": TITLES_P, "name": NAMES_P, "store": STORES, "diet": DIETS, "verse": VERSES,
    "consp": CONSP, "polthing": POLTHING, "party": PARTIES, "nick": NICKS, "hoax": HOAX, "kid": KIDS,
    "nr": NEWSREADERS, "grp": FAKE_GRP,
    "sport": ["UFC 310", "Premier League", "NFL", "NBA", "F1 Grand Prix", "Champions League", "boxing PPV", "WWE", "MotoGP", "the Super Bowl"],
}
PAT = re.compile(r"\{(\w+)(?::(\w+))?\}")


def fill(tpl):
    def rep(m):
        v = SLOTS[m.group(1)]
        if callable(v):
            return v(m.group(2))
        return ch(v)
    return PAT.sub(rep, tpl)


# ---------------------------------------------------------------- posting-tool subject wrappers
def hsize():
    v = R.uniform(0.05, 48.0)
    if v < 1:
        return f"{int(v * 1000)} MB" if chance(0.5) else f"{v * 1000:.2f} MB".replace(".", ",")
    return ch([f"{v:.2f} GB", f"{v:.1f} GB", f"{v:.2f} GB".replace(".", ",")])


def counts():
    n = ch([1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 18, 20, 23, 25, 27, 31, 35, 41, 47, 52, 58, 64, 73, 88, 99, 104, 126, 150, 187, 233])
    i = ri(1, n) if chance(0.7) else 1
    m = ch([1, 1, 2, 3, 5, 8, 13, 20, 27, 35, 47, 50, 66, 70, 93, 100, 137, 164, 200, 257, 342, 411, 500, 688, 999, 1370])
    k = 1 if chance(0.55) else ri(1, m)
    return i, n, k, m


EFNET = {"a.b.teevee": "alt.binaries.teevee", "a.b.moovee": "alt.binaries.moovee", "altbin": "alt.binaries.misc",
         "a.b.inner-sanctum": "alt.binaries.inner-sanctum", "a.b.sounds.mp3.complete_cd": "alt.binaries.sounds.mp3.complete_cd",
         "a.b.games": "alt.binaries.games", "a.b.cd.image": "alt.binaries.cd.image", "a.b.e-book": "alt.binaries.e-book",
         "a.b.multimedia": "alt.binaries.multimedia", "a.b.hdtv.x264": "alt.binaries.hdtv.x264", "a.b.mom": "alt.binaries.mom",
         "a.b.console.ps3": "alt.binaries.console.ps3", "a.b.tvseries": "alt.binaries.tvseries", "a.b.sounds.flac": "alt.binaries.sounds.flac"}
EFNET_KEYS = list(EFNET)
SHELL_SITES = ["www.town.ag", "ghost-of-usenet.org", "brothers-of-usenet.net", "usenet-space-cowboys.online",
               "www.usenetrevolution.info", "house-of-usenet.com", "usenet-4all.info", "www.binnews.in", "secretusenet.com",
               "www.ssl-news.info", "dream-of-usenet.info", "nzbkingdom.net", "usenet-crawler.com", "www.nzbclub.in", "UpperCut-Usenet.org"]
SHELL_CATS = ["MOVIE", "TV", "EBOOK", "MUSIC", "APPS", "GAMES", "DOKU", "SERIE", "HDTV", "XVID", "AUDIOBOOK", "ANIME"]
WSTYLES = ["nyuu", "nyuu_c", "ngpost", "mangler", "jbinup", "powerpost", "old", "fileof", "gopost", "efnet", "shell",
           "bracket", "nyuu", "mangler", "nyuu_c", "gopost"]


def shell(name, fname):
    i, n, k, m = counts()
    site = ch(SHELL_SITES)
    f = R.randrange(9)
    if f == 0:
        return f'[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ {ch(SHELL_CATS)} ] [{i:02d}/{n:02d}] - "{fname}" - {hsize()} yEnc ({k}/{m})'
    if f == 1:
        return f'[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ {name} ] - [{i:02d}/{n:02d}] - "{fname}" yEnc ({k}/{m})'
    if f == 2:
        return f'<<< {site} >>> {name} [{i}/{n}] - "{fname}" yEnc ({k}/{m})'
    if f == 3:
        return f'<-{site}-> {name} - "{fname}" yEnc ({k}/{m})'
    if f == 4:
        return f'(????) [{i:02d}/{n}] - "{fname}" yEnc ({k}/{m})'
    if f == 5:
        return f'[{site}] - [{ch(SHELL_CATS)}] - {name} - [{i}/{n}] - "{fname}" yEnc ({k}/{m})'
    if f == 6:
        return f'>ghost-of-usenet.org<< {name} >>www.SSL-News.info< "{fname}" yEnc ({k}/{m})'
    if f == 7:
        return f'[PRiVATE]-[WtFnZb]-[{fname}]-[{i}/{n}] - "" yEnc  {ri(10 ** 5, 4 * 10 ** 9)} ({k}/{m})'
    return f'{site} - {name} - [{i:02d}/{n:02d}] - "{fname}" yEnc ({k}/{m})'


def wrap_post(name, fname, style=None):
    i, n, k, m = counts()
    w = len(str(n))
    st = style or ch(WSTYLES)
    if st == "nyuu":
        s = f'[{i:0{w}d}/{n}] - "{fname}" yEnc ({k}/{m})'
        return s + (f" {ri(10 ** 4, 4 * 10 ** 9)}" if chance(0.4) else "")
    if st == "nyuu_c":
        return f'{name} [{i:0{w}d}/{n}] - "{fname}" yEnc ({k}/{m})' + (f" {ri(10 ** 4, 4 * 10 ** 9)}" if chance(0.4) else "")
    if st == "ngpost":
        return f'[{i}/{n}] "{fname}" yEnc ({k}/{m})' if chance(0.5) else f'{name} [{i}/{n}] "{fname}" yEnc ({k}/{m})'
    if st == "mangler":
        return f'{name} - [{i:02d}/{n:02d}] - "{fname}" yEnc ({k}/{m})'
    if st == "jbinup":
        return f'({name}) [{i}/{n}] - "{fname}" yEnc ({k}/{m})'
    if st == "powerpost":
        return f'{name} - "{fname}" yEnc ({k:03d}/{max(m, 1):03d})'
    if st == "old":
        return ch([f"{name} - {fname} ({i}/{n})", f'"{fname}" ({i:02d}/{n:02d})', f"{name} ({i}/{n})"])
    if st == "fileof":
        return ch([f'{name} - File {i} of {n} - "{fname}" ({k}/{m})', f'{name} [File {i} of {n}] "{fname}" yEnc',
                   f"{name} - File {i:02d} of {n:02d}: {fname} ({k}/{m})"])
    if st == "gopost":
        return f'"{fname}" yEnc ({k}/{m})' if chance(0.5) else f'{name} [{i}/{n}] - "{fname}" yEnc ({k}/{m}) {hsize()}'
    if st == "efnet":
        key = ch(EFNET_KEYS)
        rid = ri(1000, 99999)
        return ch([f'[{rid}]-[FULL]-[#{key}@EFNet]-[ {name} ]-[{i:02d}/{n:02d}] - "{fname}" yEnc ({k}/{m})',
                   f'[#{key}@EFNet]-[FULL]-[{name}]-[{i:02d}/{n:02d}] - "{fname}" yEnc ({k}/{m})'])
    if st == "shell":
        return shell(name, fname)
    return f'[{name}] [{i:02d}/{n:02d}] - "{fname}" - {hsize()} yEnc ({k}/{m})'


# ---------------------------------------------------------------- disguises for junk
LEET = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["5", "$"], "t": ["7"], "l": ["1", "|"], "g": ["9"], "b": ["8"]}
HOMO = {"a": ["\u0430"], "e": ["\u0435"], "o": ["\u043e", "\u03bf"], "p": ["\u0440"], "c": ["\u0441"], "x": ["\u0445"],
        "y": ["\u0443"], "i": ["\u0456"], "s": ["\u0455"], "j": ["\u0458"], "v": ["\u03bd"], "A": ["\u0410", "\u0391"],
        "B": ["\u0412", "\u0392"], "E": ["\u0415", "\u0395"], "H": ["\u041d"], "K": ["\u041a"], "M": ["\u041c"],
        "O": ["\u041e", "\u039f"], "P": ["\u0420"], "C": ["\u0421"], "T": ["\u0422", "\u03a4"], "X": ["\u0425"], "I": ["\u0406", "\u0399"]}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


def t_leet(s):
    return "".join(ch(LEET[c.lower()]) if c.lower() in LEET and chance(0.55) else c for c in s)


def t_homo(s):
    return "".join(ch(HOMO[c]) if c in HOMO and chance(0.5) else c for c in s)


def t_full(s):
    sp = "\u3000" if chance(0.5) else " "
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else (sp if c == " " else c) for c in s)


def t_spaced(s):
    words = s.split(" ")
    idx = [j for j, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return " ".join(s)
    sep = ch([" ", ".", "-", "_", "*", " . ", "|", "~"])
    for j in (idx if len(idx) <= 2 or chance(0.25) else [ch(idx), ch(idx)]):
        if "_" not in words[j] and " " not in words[j]:
            words[j] = sep.join(words[j])
    return " ".join(words)


def t_zw(s):
    z = ch(ZW)
    return "".join(c + (z if c.isalpha() and chance(0.35) else "") for c in s)


def t_emoji(s):
    f = R.randrange(4)
    e1, e2 = ch(EMOJI), ch(EMOJI)
    if f == 0:
        return e1 * ri(1, 3) + " " + s
    if f == 1:
        return s + " " + e2 * ri(1, 4)
    if f == 2:
        return e1 + " " + s + " " + e2
    return s.replace(" ", " " + e1 + " ", ri(1, 3))


def t_caps(s):
    return s.upper() + ch(["", "", "!!!", " !!!!!", "!!1"])


SCENE_TAGS = ["1080p.WEB-DL.x264", "720p.HDTV.x264", "MULTi.1080p.BluRay.x264", "2160p.WEB.H265", "XviD", "DVDRip.XviD",
              "READ.NFO", "PROPER", "Incl.Keygen", "eBook", "FLAC", "WEB", "iNTERNAL", "x264", "HDRip.AAC", "REPACK"]


def t_scene(s):
    w = re.sub(r"[^0-9A-Za-z\u00c0-\u024f\u0400-\u04ff ]+", " ", s).split()
    w = [x[:1].upper() + x[1:] for x in w][:12]
    return ".".join(w) + "." + ch(SCENE_TAGS) + "-" + ch(FAKE_GRP)


def t_yenc(s):
    base = re.sub(r"[^0-9A-Za-z]+", ch([".", "_", "-"]), s).strip("._-")[:ri(12, 60)] or "file"
    fname = base + "." + ch(["exe", "rar", "zip", "txt", "html", "url", "nfo", "jpg", "mp4", "wmv", "scr", "part01.rar", "7z", "pdf"])
    return wrap_post(s, fname, ch(["nyuu", "nyuu_c", "mangler", "jbinup", "powerpost", "old", "gopost", "fileof"]))


def t_long(s):
    f = R.randrange(4)
    if f == 0:
        return " ".join([s] * ri(3, 5))
    if f == 1:
        return s + " " + ch(["!", "$", "*", ">", "=", "~", "+"]) * ri(30, 90)
    if f == 2:
        return s + " - " + " ".join(ch(STUFF) for _ in range(ri(15, 32)))
    return " | ".join([s, ch(STUFF).upper(), s.lower(), ch(STUFF).upper(), s])


DISGUISES = [t_leet, t_homo, t_full, t_spaced, t_zw, t_emoji, t_caps, t_scene, t_yenc, t_long]
DWEIGHTS = [12, 12, 7, 10, 9, 13, 8, 10, 12, 7]
SECOND = [t_emoji, t_zw, t_caps, t_yenc, t_homo, t_leet]


def disguise(s):
    fs = [R.choices(DISGUISES, DWEIGHTS)[0]]
    if chance(0.25):
        f2 = ch(SECOND)
        if f2 is not fs[0]:
            fs.append(f2)
    if t_yenc in fs and fs[-1] is not t_yenc:
        fs.reverse()
    for f in fs:
        s = f(s)
    return s


# ---------------------------------------------------------------- junk intents
G_BIN = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.teevee", "alt.binaries.movies.divx",
         "alt.binaries.hdtv", "alt.binaries.mp3", "alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.binaries.warez",
         "alt.binaries.cores", "alt.binaries.dvd", "alt.binaries.x264", "alt.binaries.pictures", "alt.binaries.movies",
         "alt.binaries.moovee", "alt.binaries.ath", "alt.binaries.mom", "alt.binaries.iso", "alt.binaries.test"]
G_ADULT = ["alt.binaries.pictures.erotica", "alt.binaries.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.boneless",
           "alt.binaries.pictures", "alt.binaries.misc"]
G_MOVIE = ["alt.binaries.movies", "alt.binaries.movies.divx", "alt.binaries.moovee", "alt.binaries.hdtv.x264", "alt.binaries.x264",
           "alt.binaries.movies.xvid", "alt.binaries.dvd", "alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.boneless"]
G_WAREZ = ["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image", "alt.binaries.games", "alt.binaries.apps",
           "alt.binaries.boneless", "alt.binaries.mac"]
G_TALK = ["alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.teevee",
          "alt.binaries.e-book", "alt.binaries.misc", "alt.binaries.sounds.mp3", "alt.binaries.pictures", "alt.binaries.anime",
          "alt.binaries.hdtv", "alt.binaries.sounds.flac", "alt.binaries.e-book.technical", "news.software.readers"]
G_TEST = ["alt.binaries.test", "alt.binaries.test", "alt.binaries.test.yenc", "alt.test", "misc.test", "alt.binaries.boneless", "alt.test.test"]
G_RANT = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.pictures", "alt.binaries.multimedia", "alt.conspiracy",
          "talk.politics.misc", "alt.binaries.teevee", "alt.binaries.documentaries", "alt.religion", "alt.binaries.mp3"]
G_MONEY = G_BIN + ["alt.binaries.e-book.technical", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.games"]
LANG_G = {"de": ["alt.binaries.hdtv.german", "alt.binaries.movies.german", "alt.binaries.ebook.german", "alt.binaries.mp3.german"],
          "fr": ["alt.binaries.dvd.french", "alt.binaries.french", "alt.binaries.hdtv.french"],
          "es": ["alt.binaries.dvd.spanish", "alt.binaries.spanish", "alt.binaries.mp3.spanish"],
          "it": ["alt.binaries.dvd.italian", "alt.binaries.italian"], "pt": ["alt.binaries.portuguese", "alt.binaries.brazil"],
          "nl": ["alt.binaries.nl", "alt.binaries.dvd.dutch"], "pl": ["alt.binaries.polish", "pl.rec.film"],
          "ru": ["alt.binaries.russian", "relcom.comp.binaries", "alt.binaries.multimedia.russian"],
          "zh": ["alt.binaries.chinese", "alt.chinese.text", "tw.bbs.comp.binaries"], "ar": ["alt.binaries.arabic", "alt.binaries.multimedia"],
          "id": ["alt.binaries.indonesia", "alt.binaries.boneless"], "vi": ["alt.binaries.vietnamese", "alt.binaries.misc"],
          "tr": ["alt.binaries.turkish", "alt.binaries.boneless"], "ko": ["alt.binaries.korean", "alt.binaries.multimedia"],
          "ja": ["alt.binaries.japanese", "alt.binaries.anime"]}

JUNK = {}

JUNK["pharmacy"] = dict(n=32, groups=G_BIN, en=[
    "Cheap {drug} online - no prescription needed - {url:rx}", "Buy {drug} {nn}mg at {url:rx} {emo}",
    "{drug} from {price} per pill!!! {url:rx}", "Generic {drug} + {drug} combo pack, discreet shipping worldwide",
    "CANADIAN PHARMACY - {drug}, {drug}, {drug} - up to {pct}% OFF", "Re: {drug} without doctor visit -> {url:rx}",
    "men's health: {drug} {nn}x{nn} tabs overnight delivery {phone}", "Lowest {drug} prices on the net, order now {url:rx}",
    "{drug} ships today - {url:rx} - bitcoin accepted", "pain relief {drug} no rx fedex overnight",
    "Get your {drug} today! Trusted online drugstore since 2004", "{drug}.{drug}.{drug}.Generic.Pack.NO.RX-PHARMA",
    "Save {pct}% on {drug} - licensed pharmacy - call {phone}", "{drug} {nn}mg x {nn} pills = {price}/pill, visa/mc"],
    short=["{drug}", "cheap {drug}", "{drug}!!!", "rx {emo}", "{drug}?"],
    xx=[("de", "{drug} rezeptfrei kaufen - Diskreter Versand - {url:rx}"), ("de", "G\u00fcnstige Potenzmittel online bestellen: {drug} ab {price}"),
        ("fr", "Acheter {drug} sans ordonnance - livraison rapide {url:rx}"), ("fr", "Pharmacie en ligne: {drug} pas cher, -{pct}%"),
        ("ru", "\u041a\u0443\u043f\u0438\u0442\u044c {drug} \u0431\u0435\u0437 \u0440\u0435\u0446\u0435\u043f\u0442\u0430, \u0434\u043e\u0441\u0442\u0430\u0432\u043a\u0430 \u043f\u043e \u0432\u0441\u0435\u0439 \u0420\u043e\u0441\u0441\u0438\u0438 {url:rx}"),
        ("es", "Comprar {drug} sin receta - env\u00edo discreto {url:rx}"), ("it", "{drug} senza ricetta, spedizione in 24h {url:rx}")])

JUNK["replica_goods"] = dict(n=28, groups=G_BIN, en=[
    "Swiss replica {watch} watches from ${nn}9 - {url:lux}", "{watch} {wmodel} AAA+ replica, free shipping",
    "Designer bags outlet: {bag} up to {pct}% off {url:lux}", "Luxury {watch} for less - 1:1 copies - {url:lux}",
    "{bag} handbags wholesale - {phone}", "Fake {watch}? No! Perfect Swiss quality clones {emo}",
    "cheap {bag} {bag} {bag} outlet store online", "Re: where to buy {watch} replica? try {url:lux}",
    "{bag} sneakers factory direct, paypal ok {url:lux}", "{watch} {wmodel} homage - best clone of {year}"],
    short=["{watch}", "replica {watch}", "{bag} outlet"],
    xx=[("de", "Replika {watch} Uhren ab {nn}9 Euro - {url:lux}"), ("fr", "Montres {watch} r\u00e9pliques de luxe - {url:lux}"),
        ("zh", "\u9ad8\u4ed5{watch}\u624b\u8868 \u4e00\u6bd4\u4e00\u590d\u523b \u5fae\u4fe1 {phone}".replace("\u4ed5", "\u4eff")),
        ("es", "Bolsos {bag} r\u00e9plica baratos - env\u00edo gratis {url:lux}")])

JUNK["seo_webdev_services"] = dict(n=28, groups=G_MONEY, en=[
    "SEO services - rank #1 on Google in {nn} days - {url:seo}", "Get {num} high PR backlinks for only ${nn} {url:seo}",
    "Professional website design from $99 - {url:seo} - call {phone}", "Cheap web hosting unlimited bandwidth ${n}.99/yr {url:seo}",
    "Boost your site traffic {num} visitors/day guaranteed", "Email marketing: {num} targeted emails sent for ${nn}",
    "Buy fresh email lists - {num} verified leads - {url:seo}", "Bulk posting service - your ad in 5000 newsgroups - {url:seo}",
    "Your website is not ranking! Free SEO audit {url:seo}", "Guest posts on DA{nn} sites, dofollow, {url:seo}",
    "We build your online shop in 7 days - {url:seo}", "Google Maps reviews 5 stars - buy now {url:seo}"],
    short=["SEO", "backlinks {emo}"],
    xx=[("ru", "\u041f\u0440\u043e\u0434\u0432\u0438\u0436\u0435\u043d\u0438\u0435 \u0441\u0430\u0439\u0442\u043e\u0432 \u0432 \u0422\u041e\u041f-10 \u042f\u043d\u0434\u0435\u043a\u0441 \u0438 Google - {url:seo}"),
        ("ru", "\u041f\u0440\u043e\u0433\u043e\u043d \u043f\u043e \u0431\u0430\u0437\u0430\u043c, {num} \u0441\u0441\u044b\u043b\u043e\u043a \u0437\u0430 {n}00 \u0440\u0443\u0431"),
        ("zh", "\u7f51\u7ad9\u4f18\u5316 SEO\u6392\u540d \u5feb\u901f\u4e0a\u9996\u9875 {url:seo}"),
        ("de", "Suchmaschinenoptimierung zum Festpreis - Seite 1 bei Google {url:seo}")])

JUNK["dating_adult"] = dict(n=32, groups=G_ADULT + G_BIN[:6], en=[
    "{girl} ({age}) wants to meet you tonight {emo} {url:date}", "Lonely housewives in {city} looking for fun - {url:date}",
    "Hot singles in your area - free signup {url:date}", "Beautiful Russian brides seeking husband - {url:date}",
    "{girl}, {age}: hi! saw your profile, write me at {url:date}", "Live cams: {num} girls online NOW {emo}",
    "Re: my private photos - {url:date}", "Find love today! {num} new members in {city} this week",
    "I am {girl}, {age}, bored at home... chat? {url:date}", "Date mature women near {city} - no credit card",
    "Asian girls for marriage - free catalog {url:date}", "{girl} sent you a private message - read at {url:date}",
    "Want a discreet affair? {url:date}", "{girl}{age} is waiting for you {emo}{emo}"],
    short=["hi {emo}", "{girl} {age}", "lonely?", "{girl} :)"],
    xx=[("ru", "\u041f\u043e\u0437\u043d\u0430\u043a\u043e\u043c\u043b\u044e\u0441\u044c \u0441 \u043c\u0443\u0436\u0447\u0438\u043d\u043e\u0439, {girl}, {age} \u043b\u0435\u0442 {url:date}"),
        ("ru", "\u0417\u043d\u0430\u043a\u043e\u043c\u0441\u0442\u0432\u0430 \u0431\u0435\u0437 \u0440\u0435\u0433\u0438\u0441\u0442\u0440\u0430\u0446\u0438\u0438 - {url:date}"),
        ("de", "Hei\u00dfe Singles aus deiner N\u00e4he warten auf dich - {url:date}"), ("de", "Sie sucht Ihn in {city}: {girl}, {age}"),
        ("pt", "Mulheres solteiras querem te conhecer {url:date}"), ("zh", "\u540c\u57ce\u4ea4\u53cb \u7f8e\u5973\u5728\u7ebf\u804a\u5929 {url:date}"),
        ("es", "Chicas solteras cerca de ti - registro gratis {url:date}")])

JUNK["gambling_casino"] = dict(n=32, groups=G_BIN, en=[
    "${nn}00 welcome bonus + {nn}0 free spins - {url:bet}", "Online casino: win real money now {emo} {url:bet}",
    "Best slots {year} - {pct}% payout - {url:bet}", "Sports betting tips - 9/10 wins guaranteed - Telegram @{tg}",
    "Play poker online, first deposit matched 200% {url:bet}", "JACKPOT {bigmoney} won yesterday! Your turn: {url:bet}",
    "No deposit bonus code {code} - {url:bet}", "Fixed matches 100% sure, contact {phone}",
    "Roulette system that never loses - {url:bet}", "Bet on {sport} - best odds - {url:bet}",
    "Crash game strategy {year}: x{nn} every round {url:bet}", "{nn} FREE SPINS no wagering {emo} {url:bet}"],
    short=["casino {emo}", "free spins", "JACKPOT"],
    xx=[("zh", "\u6fb3\u95e8\u65b0\u8461\u4eac \u5728\u7ebf\u5a31\u4e50 \u6ce8\u518c\u9001{nn}8\u5143 {url:bet}"), ("zh", "\u767e\u5bb6\u4e50 \u771f\u4eba\u89c6\u8baf {url:bet}"),
        ("id", "Situs slot gacor hari ini maxwin - daftar {url:bet}"), ("id", "Judi bola online terpercaya {url:bet}"),
        ("vi", "Nh\u00e0 c\u00e1i uy t\u00edn - t\u1eb7ng {nn}0k khi \u0111\u0103ng k\u00fd {url:bet}"),
        ("ru", "\u041a\u0430\u0437\u0438\u043d\u043e \u043e\u043d\u043b\u0430\u0439\u043d - \u0431\u043e\u043d\u0443\u0441 {n}00% \u043d\u0430 \u043f\u0435\u0440\u0432\u044b\u0439 \u0434\u0435\u043f\u043e\u0437\u0438\u0442 {url:bet}"),
        ("tr", "Deneme bonusu veren siteler {year} - {url:bet}"), ("pt", "Cassino online com b\u00f4nus de boas-vindas {url:bet}")])

JUNK["crypto_investment"] = dict(n=32, groups=G_MONEY, en=[
    "Turn $250 into ${num} with {coin} - {url:coin}", "{coin} doubler: send 0.1 get 0.2 back - official giveaway",
    "AI trading bot makes {pct}% per month - {url:coin}", "New {coin} presale - 100x guaranteed - join t.me/{tg}",
    "Free {coin} airdrop - claim now {url:coin} {emo}", "Cloud mining contract {coin} - daily payouts - {url:coin}",
    "Recover lost {coin} - crypto recovery experts {phone}", "My uncle made {bigmoney} with this {coin} trick",
    "Elon's {coin} giveaway LIVE - {url:coin}", "{coin} pump signal group - VIP entry {url:coin}",
    "Quantum AI trading platform - {pct}% daily ROI", "Stake {coin} earn {pct}% APY guaranteed - {url:coin}"],
    short=["{coin} {emo}{emo}", "100x", "airdrop"],
    xx=[("ru", "\u0417\u0430\u0440\u0430\u0431\u043e\u0442\u043e\u043a \u043d\u0430 {coin} \u043e\u0442 {n}000 \u0440\u0443\u0431 \u0432 \u0434\u0435\u043d\u044c - {url:coin}"),
        ("es", "Invierte en {coin} y gana {pct}% mensual - {url:coin}"), ("pt", "Ganhe dinheiro com {coin} - rob\u00f4 de investimento {url:coin}"),
        ("de", "Mit {coin} reich werden - Geheimtipp {url:coin}"), ("zh", "{coin}\u6295\u8d44 \u7a33\u8d5a\u4e0d\u8d54 \u52a0\u5fae\u4fe1 {phone}")])

JUNK["advance_fee_lottery"] = dict(n=30, groups=G_BIN, en=[
    "URGENT BUSINESS PROPOSAL from {title} {name}", "Congratulations! Your email won {bigmoney} in the {lottery} Lottery",
    "Inheritance of {bigmoney} - next of kin needed - reply to {title} {name}", "Dear Friend, I am {title} {name} from {country}, I need your help",
    "CONFIDENTIAL: transfer of {bigmoney} from {bank}", "ATM card worth {bigmoney} ready for delivery - contact {name}",
    "Compensation payment from the UN - {bigmoney} - reply with details", "WINNING NOTIFICATION REF:{ref} BATCH:{ref}",
    "Re: your unclaimed fund {bigmoney} - {bank}", "Dearest one, I am a dying widow and wish to donate {bigmoney}",
    "FROM THE DESK OF {title} {name}, {bank}", "Attn: beneficiary - your payment file {ref} is approved"],
    short=["URGENT", "Dear Friend", "ATTN: beneficiary"],
    xx=[("fr", "F\u00e9licitations! Vous avez gagn\u00e9 {bigmoney} - contactez {title} {name}"), ("fr", "H\u00e9ritage de {bigmoney} - besoin d'un partenaire de confiance"),
        ("es", "Usted ha ganado {bigmoney} en la loter\u00eda internacional"), ("es", "Propuesta de negocio confidencial - {title} {name}")])

JUNK["phishing_account"] = dict(n=30, groups=G_BIN + G_TALK[:4], en=[
    "Your {provider} account has been suspended - verify at {url:misc}", "{provider}: payment failed, update billing info {url:misc}",
    "Usenet account expired - renew within 24h or lose access {url:vpn}", "Security alert: unusual login to your {svc} account",
    "PayPal: your account is limited - {url:misc}", "Verify your email to keep downloading - {url:misc}",
    "[NOTICE] NZB indexer API key revoked - reactivate {url:misc}", "Apple ID locked. Confirm identity: {url:misc}",
    "Your mailbox is full - click to upgrade quota", "{bank2} online banking: confirm your details {url:misc}",
    "Invoice #{num} attached - payment overdue", "DHL: parcel awaiting delivery, pay customs fee {url:misc}",
    "{svc} - your subscription is on hold, update card {url:misc}"],
    short=["verify account", "Account suspended"],
    xx=[("de", "Ihr Konto wurde gesperrt - bitte best\u00e4tigen Sie Ihre Daten {url:misc}"), ("de", "Sparkasse: Sicherheitsupdate erforderlich {url:misc}"),
        ("fr", "Votre colis est en attente - payez les frais {url:misc}"), ("nl", "Uw rekening is geblokkeerd, verifieer via {url:misc}")])

JUNK["malware_codec_player"] = dict(n=30, groups=G_MOVIE, en=[
    "{movie} {year} {res} - codec required, download {codec} from {url:misc}", "To play this video install {codec} - {url:misc}",
    "{movie}.{year}.{res}.WMV - needs {codec} - get it at {url:misc}", "IMPORTANT: new {codec} needed for all {year} releases",
    "{codec} {ver} Setup.exe - required for .wmv files", "Cannot play? Get FREE {codec}: {url:misc}",
    "{show} S{s}E{e} [needs {codec}] {url:misc}", "Video_Player_Setup_{ver}.exe - plays all formats",
    "{movie} - licence required, open in Windows Media Player", "{movie} {year} {res}.wmv (codec link inside)",
    "{codec} - download before watching {movie}"],
    short=["codec.exe", "player_setup.exe", "{codec}"])

JUNK["malware_fake_media"] = dict(n=32, groups=G_MOVIE + G_WAREZ, en=[
    "{movie} {year} {res} FULL MOVIE.{exe}", "{movie}.{year}.1080p.WEB-DL.mkv.{exe}", "{show} S{s}E{e} 1080p.avi.{exe}",
    "{artist} - New Album {year} (Leak).zip.{exe}", "{movie} ({year}) DVDRip.{exe}", "{game} Crack + Keygen ONLY WORKING {year} - setup.exe",
    "Windows 11 Activator {year} FINAL - KMS_Auto.{exe}", "Adobe Photoshop {year} free full version crack (no virus 100%)",
    "{movie} {year} - Video.lnk", "{movie} {year} HDRip [Password in file].{exe}", "{game} Free Download PC Full Game Setup.exe",
    "{movie}.{year}.{res}.x264-{grp}.mp4                                        .{exe}", "{movie} {year} {res}.mp4\u202e4pm.{exe}",
    "{game} trainer + unlocker all DLC {year}.{exe}"],
    short=["setup.exe", "movie.{exe}", "crack.exe"])

JUNK["fake_streaming"] = dict(n=30, groups=G_MOVIE, en=[
    "Watch {movie} ({year}) online free HD - {url:tv}", "{movie} Full Movie 123Movies - {url:tv}",
    "[WATCH] {show} Season {n} Episode {n} streaming free {url:tv}", "{movie} {year} Putlocker HD stream {emo}",
    "Stream {sport} live free - {url:tv}", "{movie} ({year}) FuLL MoVie OnLiNe [FREE] {url:tv}",
    "Where to watch {movie}? Free 4K stream here: {url:tv}", "Watch {movie} Online Free Reddit {year}",
    "!WATCH! {movie} Full Movie Online Free Streaming", "{sport} live stream free - no signup - {url:tv}",
    "[.WATCH.] {movie} {year} FullMovie Free Online On Streamings"],
    short=["watch free", "{movie} stream"],
    xx=[("fr", "Regarder {movie} en streaming VF gratuit - {url:tv}"), ("fr", "{movie} Film Complet en Fran\u00e7ais {year}"),
        ("es", "Ver {movie} Pel\u00edcula Completa en Espa\u00f1ol Latino - {url:tv}"), ("es", "{movie} ({year}) pelicula completa online gratis"),
        ("it", "{movie} Streaming ITA Altadefinizione - {url:tv}"), ("pt", "Assistir {movie} Filme Completo Dublado Online Gr\u00e1tis"),
        ("de", "{movie} ganzer Film Deutsch kostenlos anschauen {url:tv}"), ("id", "Nonton {movie} Sub Indo Full Movie {url:tv}")])

JUNK["iptv_selling"] = dict(n=30, groups=G_BIN + ["alt.binaries.hdtv", "alt.binaries.sport", "alt.satellite.tv.europe"], en=[
    "IPTV subscription {chans} channels 4K + VOD - {url:tv}", "Best IPTV {year} - 12 months ${nn} - free trial {url:tv}",
    "Premium IPTV M3U + Xtream codes - sports, PPV, adult - {url:tv}", "IPTV reseller panel - credits cheap - {phone}",
    "Watch all sports channels for ${n}/month - IPTV {url:tv}", "IPTV free 24h test - no buffering - {url:tv}",
    "Firestick + IPTV fully loaded - {url:tv}", "IPTV UK USA CA {chans} live channels {emo}",
    "Stable IPTV for {sport} - anti-freeze servers - {url:tv}", "m3u playlist {year} updated daily - {url:tv}"],
    short=["IPTV", "IPTV {emo}", "m3u"],
    xx=[("fr", "Abonnement IPTV {chans} cha\u00eenes - test gratuit 24h {url:tv}"), ("de", "IPTV Abo Deutschland {chans} Sender, alle Sportpakete {url:tv}"),
        ("es", "Lista IPTV premium Espa\u00f1a - f\u00fatbol en directo {url:tv}"),
        ("ar", "\u0627\u0634\u062a\u0631\u0627\u0643 IPTV {chans} \u0642\u0646\u0627\u0629 - \u062a\u062c\u0631\u0628\u0629 \u0645\u062c\u0627\u0646\u064a\u0629 {url:tv}"),
        ("nl", "IPTV abonnement Nederland - gratis proef {url:tv}"), ("pt", "IPTV lista premium Brasil - teste gr\u00e1tis {url:tv}")])

JUNK["account_selling"] = dict(n=28, groups=G_BIN + G_WAREZ, en=[
    "{svc} premium accounts - lifetime - ${nn} - {url:acc}", "Selling {svc} + {svc} accounts cheap, instant delivery",
    "{svc} account generator {year} WORKING - {url:acc}", "Fresh {svc} logins (email:pass) x{num}",
    "Cheap {svc} keys - {url:acc} - PayPal/BTC", "Usenet premium accounts unlimited ${nn}/yr - {url:vpn}",
    "{svc} 4K UHD shared account 1 year - {url:acc}", "Windows 11 Pro retail key only ${n}.99 {url:acc}",
    "Fresh CC dumps with pin - {url:acc}", "Aged Gmail / PVA accounts bulk - {url:acc}"],
    short=["{svc} accounts", "combo list"],
    xx=[("zh", "\u51fa\u552e{svc}\u4f1a\u5458\u8d26\u53f7 \u4e00\u5e74\u53ea\u8981{nn}\u5143 {url:acc}"),
        ("ru", "\u041f\u0440\u043e\u0434\u0430\u043c \u0430\u043a\u043a\u0430\u0443\u043d\u0442\u044b {svc} \u043d\u0435\u0434\u043e\u0440\u043e\u0433\u043e, \u0433\u0430\u0440\u0430\u043d\u0442\u0438\u044f - {url:acc}"),
        ("es", "Cuentas {svc} premium baratas - {url:acc}")])

JUNK["vpn_usenet_reseller"] = dict(n=26, groups=G_BIN + G_TALK, en=[
    "Unlimited usenet access ${n}.99/month - {num} days retention - {url:vpn}", "Best VPN for usenet - no logs - {url:vpn} {emo}",
    "Cheap block accounts {n}TB lifetime - {url:vpn}", "Free usenet trial 30 days - {url:vpn}",
    "Download faster! Premium news server, SSL, {nn} connections - {url:vpn}", "Why pay more? Usenet for ${nn} a year -> {url:vpn}",
    "Hide your IP from DMCA - get VPN now {url:vpn}", "NZB indexer lifetime VIP ${nn} - {url:vpn}",
    "{provider} alternative - half price, same backbone - {url:vpn}"],
    short=["VPN {emo}", "cheap usenet"],
    xx=[("ru", "\u0411\u044b\u0441\u0442\u0440\u044b\u0439 VPN \u0431\u0435\u0437 \u043b\u043e\u0433\u043e\u0432 - {url:vpn}"),
        ("de", "Usenet Zugang unbegrenzt f\u00fcr {n},99 EUR - {url:vpn}"), ("nl", "Goedkoop usenet abonnement - {url:vpn}")])

JUNK["loans_credit"] = dict(n=28, groups=G_MONEY, en=[
    "Bad credit? Get approved for {money} today - {url:loan}", "Payday loans up to {money} - no credit check - {url:loan}",
    "Consolidate your debt - lower payments by {pct}% - {phone}", "Instant cash loan, money in your account in 1 hour",
    "Guaranteed loan offer at 2% interest, contact {title} {name}", "Remove negative items from your credit report - {url:loan}",
    "Student loan forgiveness - you may qualify! {url:loan}", "Need money fast? {url:loan}",
    "Refinance now - rates at historic lows - {url:loan}", "We buy houses for cash - any condition - {phone}"],
    short=["LOAN", "need cash?"],
    xx=[("es", "Pr\u00e9stamos r\u00e1pidos sin aval - dinero hoy - {url:loan}"), ("pl", "Szybka po\u017cyczka bez BIK - do {n}000 z\u0142 {url:loan}"),
        ("it", "Prestiti veloci anche a protestati - {url:loan}"), ("pt", "Empr\u00e9stimo f\u00e1cil para negativados - {url:loan}")])

JUNK["weight_loss_supplements"] = dict(n=26, groups=G_BIN, en=[
    "Lose {nn} lbs in {nn} days - no diet no exercise - {url:diet}", "Doctors hate her: one weird trick to burn belly fat",
    "{diet} - the miracle fat burner - {url:diet}", "Keto pills: melt fat while you sleep {emo}",
    "Celebrity secret: {diet} drops - free bottle {url:diet}", "Semaglutide without prescription - lose weight fast {url:rx}",
    "Male enhancement pills - {pct}% satisfaction - {url:rx}", "Detox tea for fast weight loss - {url:diet}",
    "Burn fat 24/7 with {diet} - order {url:diet}"],
    short=["lose weight {emo}", "{diet}"],
    xx=[("de", "Schnell abnehmen ohne Di\u00e4t - {nn} Kilo in {nn} Tagen - {url:diet}"), ("it", "Dimagrire velocemente con {diet} - {url:diet}"),
        ("pt", "Emagre\u00e7a {nn} kg em {nn} dias - {url:diet}"), ("fr", "Perdez {nn} kilos en un mois - {url:diet}")])

JUNK["work_from_home_mlm"] = dict(n=28, groups=G_MONEY, en=[
    "Make {money} a week from home - no experience - {url:job}", "Work from home: data entry jobs paying $35/hr",
    "I quit my job and now earn {money} online! {url:job}", "Be your own boss - join our team - {url:job}",
    "Get paid to read emails - {url:job}", "Earn $500 per day with copy-paste method {year}",
    "Mystery shoppers wanted in {city} - {url:job}", "Amazon part-time remote job, earn ${nn}0/day, {phone}",
    "Passive income system - {pct}% commission - {url:job}", "Stay-at-home moms earning {money} - see how {url:job}"],
    short=["$$$ from home", "earn {money}"],
    xx=[("es", "Gana dinero desde casa - {money} al mes - {url:job}"), ("pt", "Trabalhe em casa e ganhe R$ {n}00 por dia {url:job}"),
        ("id", "Kerja dari rumah gaji {n} juta per bulan - {url:job}"), ("de", "Nebenjob von zu Hause - bis zu {n}00 Euro/Woche {url:job}")])

JUNK["essay_homework_services"] = dict(n=22, groups=G_BIN + ["alt.binaries.e-book.technical", "alt.binaries.ebook"], en=[
    "Essay writing service - any subject, 24h delivery - {url:essay}", "Pay someone to do my homework - {url:essay}",
    "Thesis & dissertation help - plagiarism free - {url:essay}", "Cheap essays from ${nn}/page - native writers {url:essay}",
    "Online exam help, take my class - {url:essay}", "Buy college papers - A+ guaranteed - {url:essay}",
    "Assignment help UK/AU/US - {url:essay} - {phone}"],
    short=["essay help"])

JUNK["giveaway_survey"] = dict(n=28, groups=G_BIN, en=[
    "Congratulations! You have been selected to win an iPhone {nn} - {url:gift}", "Free $100 {store} gift card - complete survey {url:gift}",
    "You are our 1,000,000th visitor! Claim your prize {url:gift}", "FREE PS5 giveaway - only {n} left - {url:gift}",
    "Answer 3 questions, get a {store} voucher worth ${nn}0", "{store} customer reward: claim before midnight {url:gift}",
    "Win a Tesla Model 3 - enter now {url:gift}", "Free V-Bucks / Robux generator {year} no human verification",
    "Your {store} order is free today! {url:gift}", "Spin the wheel - every player wins - {url:gift}"],
    short=["You won!", "FREE {store} card"])

JUNK["social_followers"] = dict(n=22, groups=G_BIN, en=[
    "Buy {n}K Instagram followers - real & active - {url:soc}", "YouTube views, likes, subscribers cheap - {url:soc}",
    "TikTok followers instant delivery - {url:soc}", "SMM panel cheapest in market - {url:soc}",
    "Grow your Twitter/X account {n}00 followers/day", "Spotify plays & monthly listeners - {url:soc}"],
    short=["followers {emo}"],
    xx=[("ru", "\u041d\u0430\u043a\u0440\u0443\u0442\u043a\u0430 \u043f\u043e\u0434\u043f\u0438\u0441\u0447\u0438\u043a\u043e\u0432 Instagram \u0438 TikTok - {url:soc}"),
        ("pt", "Comprar seguidores Instagram brasileiros - {url:soc}")])

JUNK["password_site_lure"] = dict(n=28, groups=G_MOVIE + G_WAREZ, en=[
    "{movie} {year} {res} - password at {url:pass}", "{movie}.{year}.1080p.BluRay.x264-{grp} [pass: visit {url:pass}]",
    "RAR password for all my posts on {url:pass}", "{show} S{s}E{e} 720p - get password from {url:pass}",
    "{movie} FULL - password protected, unlock key at {url:pass}", "To extract: register free at {url:pass} and enter code {code}",
    "{game} FULL GAME (RAR pass inside nfo -> {url:pass})", "Password.txt - {url:pass}", "{movie} [{res}] pw = {url:pass}",
    "{movie} {year} DUBBED - fill survey for pass {url:pass}"],
    short=["password?", "pass.txt"])

JUNK["proselytising"] = dict(n=30, groups=G_RANT, en=[
    "Jesus loves you - read {verse} - {url:god}", "REPENT! The end times are here - {url:god}",
    "Are you saved? Free Bible download {url:god}", "The truth about hell - what happens after death? {url:god}",
    "{verse} - think about it {emo}", "Free Quran in English - learn about Islam {url:god}",
    "The Kingdom is near - {url:god}", "Prophecy fulfilled: the mark of the beast is here ({verse})",
    "Find peace in Christ today - prayer line {phone}", "God has a message for you, reader of this group",
    "Attention downloaders: piracy is sin, turn to the Lord", "The Rapture is coming {year} - are you ready?"],
    short=["JESUS SAVES", "Repent!", "{verse}"],
    xx=[("es", "Dios te ama - lee {verse} - {url:god}"), ("es", "Arrepi\u00e9ntete, el fin est\u00e1 cerca"),
        ("pt", "Jesus te ama! Aceite Cristo hoje - {url:god}"), ("de", "Jesus Christus ist der einzige Weg - {url:god}"),
        ("fr", "Dieu vous aime - lisez la Bible {url:god}"), ("ko", "\uc608\uc218 \ubbff\uc73c\uc138\uc694 \ucc9c\uad6d \uac11\ub2c8\ub2e4 {url:god}")])

JUNK["conspiracy_flood"] = dict(n=30, groups=G_RANT, en=[
    "THE TRUTH ABOUT {consp} THEY DON'T WANT YOU TO KNOW", "{consp} EXPOSED - watch before it gets deleted - {url:wake}",
    "Wake up sheeple!!! {consp} is real", "Proof of {consp}: leaked documents - {url:wake}",
    "{consp} - download the banned documentary", "Why is nobody talking about {consp}?",
    "They are poisoning us: {consp} - share before censored", "{consp} + {consp} = THE PLAN. Do your own research.",
    "Whistleblower reveals {consp} - {url:wake}", "Re: {consp} (was: Re: {consp})"],
    short=["WAKE UP", "{consp}!!!"],
    xx=[("de", "Die Wahrheit \u00fcber Chemtrails - {url:wake}"), ("de", "Aufwachen! Die Impfung enth\u00e4lt Mikrochips"),
        ("ru", "\u041f\u0440\u0430\u0432\u0434\u0430 \u043e \u0445\u0435\u043c\u0442\u0440\u0435\u0439\u043b\u0430\u0445, \u043a\u043e\u0442\u043e\u0440\u0443\u044e \u0441\u043a\u0440\u044b\u0432\u0430\u044e\u0442 - {url:wake}"),
        ("es", "La verdad sobre el 5G que nadie te cuenta {url:wake}")])

JUNK["chain_letter"] = dict(n=24, groups=G_TALK + G_BIN[:5], en=[
    "MAKE MONEY FAST", "MAKE.MONEY.FAST - read this, it works!!!", "Forward this to 10 people or bad luck for 7 years",
    "FW: FW: FW: this little girl needs your help", "Bill Gates will pay you $245 for each forward - true!!!",
    "PLEASE READ: virus warning - do not open '{hoax}'", "Good luck totem - pass it on within 24 hours {emo}",
    "Send $1 to each name on this list - $50,000 in 60 days", "Little {kid} is dying of cancer, each repost = 1 cent",
    "WARNING: new virus deletes your hard drive - tell everyone", "Hi, I'm a chain letter. Repost me in {n} groups"],
    short=["FWD: read this", "MAKE $$$ FAST"],
    xx=[("es", "Reenv\u00eda este mensaje a 10 personas o tendr\u00e1s mala suerte"), ("it", "Catena di Sant'Antonio - inoltra entro 24 ore"),
        ("pt", "Corrente: envie para 20 amigos e receba uma b\u00ean\u00e7\u00e3o"), ("fr", "Envoyez ce message \u00e0 10 personnes ou malheur vous arrivera")])

JUNK["extortion_sextortion"] = dict(n=24, groups=G_BIN, en=[
    "I know your password: {pw} - read this", "Your computer was hacked - pay {n}00$ in BTC",
    "I recorded you - you have 48 hours - {coin} address inside", "Last warning: your private video will be sent to all contacts",
    "We have your files. Send 0.{n} BTC to restore", "Your account {email} has been compromised, pay to stay silent",
    "YOUR IP {ip} IS LOGGED FOR DOWNLOADING - pay settlement {money} or face court", "DMCA notice: pay fine {money} within 7 days - {url:misc}"],
    short=["pay or else", "{email}"],
    xx=[("de", "Ich habe Ihr Passwort und ein Video von Ihnen - zahlen Sie {n}00 EUR in Bitcoin"), ("fr", "J'ai pirat\u00e9 votre appareil - payez en bitcoin")])

JUNK["political_spam"] = dict(n=24, groups=G_RANT, en=[
    "{party} are lying to you - share before they ban it!", "VOTE THEM ALL OUT {year}", "Sign the petition: STOP {polthing} NOW - {url:wake}",
    "The globalist agenda exposed - {url:wake}", "The {year} election was RIGGED - PROOF inside", "Free speech is dead - read and repost",
    "{party} = TRAITORS", "Down with the regime! Liberty now!", "Say NO to {polthing}! {url:wake}"],
    short=["WAKE UP", "RESIST"],
    xx=[("de", "Wacht auf! Die Regierung bel\u00fcgt euch - {url:wake}"),
        ("ru", "\u0412\u0441\u044f \u043f\u0440\u0430\u0432\u0434\u0430 \u043e \u0432\u043e\u0439\u043d\u0435 - \u0441\u043c\u043e\u0442\u0440\u0438\u0442\u0435 \u043f\u043e\u043a\u0430 \u043d\u0435 \u0443\u0434\u0430\u043b\u0438\u043b\u0438 {url:wake}"),
        ("es", "\u00a1Fuera los corruptos! Firma la petici\u00f3n {url:wake}")])

KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "jkl;", "hjkl", "uiop[]", "fghj", "sdf", "wasd"]


def mash():
    f = R.randrange(9)
    if f == 0:
        row = ch(KB_ROWS)
        a = ri(0, max(0, len(row) - 3))
        seg = row[a:a + ri(3, len(row) - a)]
        return seg * ri(1, 4) + ch(["", "", seg[:2], "f", "g"])
    if f == 1:
        return "".join(ch("asdfghjklqwertyuiop") for _ in range(ri(4, 40)))
    if f == 2:
        return " ".join("".join(ch("asdfjklgh") for _ in range(ri(2, 7))) for _ in range(ri(2, 6)))
    if f == 3:
        return ch("abcdefghjklmnopqrsz") * ri(5, 30)
    if f == 4:
        return "".join(ch(ALNUM + ";',./[]") for _ in range(ri(3, 25)))
    if f == 5:
        a, b = ch("jkdfsl"), ch("jkdfsl;")
        return (a + b) * ri(3, 12)
    if f == 6:
        return "".join(ch("ASDFGHJKL") for _ in range(ri(3, 18))) + ch(["", "!!", "??", "..."])
    if f == 7:
        return ch(["fgfgfg", "sdfsdf", "dfgdfg", "xcvxcv", "hjkhjk", "werwer", "qweqwe", "asdasd", "zxczxc"]) * ri(1, 5)
    return "".join(ch(ALNUM) for _ in range(ri(1, 3))) + ch([".", "..", ",", ";", "'"]) + "".join(ch("sdfg") for _ in range(ri(2, 9)))


def j_mash():
    s = mash()
    if chance(0.2):
        s = t_yenc(s)
    return s, ch(G_TEST + G_BIN[:3])


LOREM = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua".split()


def j_salad():
    f = R.randrange(6)
    if f == 0:
        a = ri(0, 10)
        s = " ".join(LOREM[a:a + ri(3, 9)])
    elif f == 1:
        s = " ".join(ch(WORDS) for _ in range(ri(4, 14)))
    elif f == 2:
        s = " ".join(ch(WORDS) for _ in range(ri(3, 8))).capitalize() + ch([".", "?", "!", ";", ""]) + " " + " ".join(ch(WORDS) for _ in range(ri(2, 6)))
    elif f == 3:
        s = ", ".join(ch(WORDS).capitalize() for _ in range(ri(3, 7)))
    elif f == 4:
        s = " ".join(ch(WORDS) for _ in range(ri(3, 6))) + " " + "".join(ch(ALNUM) for _ in range(ri(6, 12)))
    else:
        s = "-".join(ch(WORDS) for _ in range(ri(3, 6)))
    if chance(0.3):
        s = disguise(s)
    return s, ch(G_BIN)


JUNK["keyboard_mash"] = dict(n=32, fn=j_mash)
JUNK["word_salad"] = dict(n=30, fn=j_salad)

JUNK["offtopic_chatter"] = dict(n=32, groups=G_TALK, en=[
    "Re: anyone else having trouble with {provider} today?", "Thanks for all the posts!", "Re: missing parts on {show} S{s}E{e}?",
    "Happy new year to everyone in the group!", "Does anyone know how to use par2?", "OT: my cat just had kittens",
    "Re: Best newsreader for Mac?", "Who is still here in {year}?", "Can someone please repost {movie}? thanks in advance",
    "Re: [OT] the weather in {city}", "Is this group dead?", "Re: Re: Re: Re: nzb not working", "Re: {nr} vs {nr}",
    "Merry Christmas to all posters and lurkers", "OT: what are you all watching this week?", "Re: where did {nick} go?",
    "Re: thanks {nick}, great quality as always", "Q: why does SABnzbd say 'repair failed'?", "OT: computer for sale, {city} area",
    "Re: retention on {provider}?", "Long time lurker, first post", "Re: RIP old friend"],
    short=["thanks!", "Re: ?", "bump", "ty", "+1", "Re: Re:"],
    xx=[("nl", "Re: iemand nog {show} seizoen {n}? alvast bedankt"), ("de", "Danke f\u00fcr die Uploads!"),
        ("fr", "Re: quelqu'un a des nouvelles du posteur?"), ("it", "Grazie mille per i post"), ("es", "Gracias por todo, amigos"),
        ("de", "Re: Frage zu {nr} - Download bricht ab"), ("nl", "Re: wie heeft er nog een werkende nzb?"),
        ("pl", "Re: dzi\u0119ki za wrzutk\u0119"), ("ja", "\u3042\u308a\u304c\u3068\u3046\u3054\u3056\u3044\u307e\u3059\uff01")])


TEST_T = ["test", "test - ignore", "TEST", "test 1 2 3", "testing yEnc", "test post please ignore", "[TEST] {num}",
          "test.bin yEnc (1/1)", "test {nn}", "ignore - testing new newsreader", "testing ngPost", "nyuu test", "test message {num}",
          "abc test", "Test from {nr}", "TEST TEST TEST", "t e s t", "tst", "test (1/1)", "yenc test {n} parts", "ignore this",
          "testing, please ignore", "test {ver}", "test - do not download", "ignore: testing my new server {provider}",
          '"test.txt" yEnc (1/1)', "[1/1] - \"testfile{nn}.bin\" yEnc (1/{n})", "test123", "testtest", "Test #{nn}",
          "test post from {city}", "just testing", "ping", "check {nn}", "does this work?", "can anyone see this?"]


def j_test():
    s = fill(ch(TEST_T))
    if chance(0.15):
        s = disguise(s)
    return s, ch(G_TEST)


JUNK["test_post"] = dict(n=30, fn=j_test)

JUNK["flame_war"] = dict(n=28, groups=G_TALK + ["alt.binaries.boneless", "alt.binaries.teevee", "news.admin.net-abuse.usenet"], en=[
    "Re: you are an idiot {nick}", "Re: Re: STOP POSTING THIS CRAP", "{nick} is a leech and a liar", "Re: learn to post properly, moron",
    "Re: your posts are all incomplete, get a real ISP", "Re: who made you the group police?", "Re: killfile this troll",
    "{nick} = spammer, *plonk*", "Re: Stop crossposting to {nn} groups!!!", "Re: go back to where you came from, nobody wants you here",
    "Re: PAR2 is not hard you lazy bum", "*PLONK*", "Re: {nick} is a sock puppet of {nick}", "Re: shut up and post or leave",
    "Re: you're the reason this group died", "Re: nobody asked you {nick}"],
    short=["plonk", "Re: moron", "STFU"],
    xx=[("de", "Re: Halt doch einfach die Klappe {nick}"), ("nl", "Re: wat een sukkel ben jij {nick}"),
        ("fr", "Re: t'es vraiment un boulet {nick}"), ("es", "Re: eres un idiota {nick}")])


def j_flood():
    f = R.randrange(11)
    if f == 0:
        s = ch(["FLOOD", "flood", "SPAM", "spam", "ZZZZ", "BOOM"]) + " " + str(ri(1, 99999))
    elif f == 1:
        s = f"spam {ri(1, 5000)} of 5000"
    elif f == 2:
        s = " ".join(hexs(4) for _ in range(ri(3, 8)))
    elif f == 3:
        s = f"Newsgroup flood by {ch(NICKS)} #{ri(1, 99999)}"
    elif f == 4:
        s = f'[{ri(1, 9999)}/9999] - "x" yEnc (1/1)'
    elif f == 5:
        s = f"AUTOPOST {ri(2019, 2025)}-{ri(1, 12):02d}-{ri(1, 28):02d} {ri(0, 23):02d}:{ri(0, 59):02d}:{ri(0, 59):02d} #{ri(1, 999999)}"
    elif f == 6:
        s = f"[bot] keepalive {ri(1, 999999)}"
    elif f == 7:
        s = ch(["_", ".", "=", "-", "#", "*", "~"]) * ri(5, 80)
    elif f == 8:
        s = ch(EMOJI) * ri(3, 25)
    elif f == 9:
        s = " ".join(ch(WORDS).upper() for _ in range(ri(1, 3))) + " " + str(ri(1, 99999)) + " " + ch(["(Hipcrime)", "[auto]", "<-- flood", "(bot)", ""])
    else:
        s = str(ri(10, 99)) * ri(3, 10)
    return s, ch(G_TEST + G_BIN + G_TALK)


JUNK["bot_flood"] = dict(n=30, fn=j_flood)

P_FOREIGN = 0.22
P_SHORT = 0.08
P_DISGUISE = 0.42


def junk_maker(spec):
    def g():
        grp = ch(spec["groups"])
        xx = spec.get("xx")
        if xx and chance(P_FOREIGN):
            lang, tpl = ch(xx)
            s = fill(tpl)
            if chance(0.5):
                grp = ch(LANG_G[lang])
            if chance(0.2):
                s = ch([t_emoji, t_zw, t_yenc, t_caps, t_long])(s)
            return s, grp
        if spec.get("short") and chance(P_SHORT):
            s = fill(ch(spec["short"]))
            if chance(0.3):
                s = ch([t_emoji, t_zw, t_homo, t_spaced, t_full])(s)
            return s, grp
        s = fill(ch(spec["en"]))
        if chance(P_DISGUISE):
            s = disguise(s)
        return s, grp
    return g


# ---------------------------------------------------------------- legit data
SHOWS = [("The Last of Us", 2023), ("House of the Dragon", 2022), ("Slow Horses", 2022), ("Severance", 2022), ("The Bear", 2022),
         ("Shogun", 2024), ("True Detective", 2014), ("Fargo", 2014), ("The Boys", 2019), ("Reacher", 2022), ("Ted Lasso", 2020),
         ("Succession", 2018), ("Yellowstone", 2018), ("Tulsa King", 2022), ("The Mandalorian", 2019), ("Andor", 2022),
         ("Only Murders in the Building", 2021), ("Abbott Elementary", 2021), ("The Rookie", 2018), ("Chicago Fire", 2012),
         ("Grey's Anatomy", 2005), ("NCIS", 2003), ("Blue Bloods", 2010), ("Doctor Who", 2005), ("Taskmaster", 2015),
         ("The Great British Bake Off", 2010), ("Would I Lie to You", 2007), ("Vera", 2011), ("Shetland", 2013), ("Line of Duty", 2012),
         ("Happy Valley", 2014), ("Bluey", 2018), ("Survivor", 2000), ("The Amazing Race", 2001), ("The Simpsons", 1989),
         ("Family Guy", 1999), ("South Park", 1997), ("Bob's Burgers", 2011), ("Young Sheldon", 2017), ("Ghosts", 2021),
         ("Fallout", 2024), ("3 Body Problem", 2024), ("The Gentlemen", 2024), ("Mr & Mrs Smith", 2024), ("Masters of the Air", 2024),
         ("Invincible", 2021), ("Silo", 2023), ("For All Mankind", 2019), ("Foundation", 2021), ("Shrinking", 2023), ("Hacks", 2021),
         ("The Righteous Gemstones", 2019), ("Curb Your Enthusiasm", 2000), ("Resident Alien", 2021), ("Star Trek Strange New Worlds", 2022),
         ("Star Trek Lower Decks", 2020), ("The Witcher", 2019), ("Stranger Things", 2016), ("Bridgerton", 2020), ("Peaky Blinders", 2013),
         ("Outlander", 2014), ("Ripley", 2024), ("Baby Reindeer", 2024), ("The Traitors", 2022), ("Gogglebox", 2013), ("QI", 2003),
         ("Antiques Roadshow", 1979), ("Countryfile", 1988), ("Vikings Valhalla", 2022), ("The Penguin", 2024), ("Agatha All Along", 2024),
         ("Dexter Original Sin", 2024), ("Landman", 2024), ("Tracker", 2024), ("Matlock", 2024), ("Elsbeth", 2024), ("Mayor of Kingstown", 2021)]
TALK_SHOWS = ["The Daily Show", "Jimmy Kimmel Live", "The Late Show with Stephen Colbert", "Late Night with Seth Meyers",
              "The Tonight Show Starring Jimmy Fallon", "Last Week Tonight with John Oliver", "Real Time with Bill Maher", "The Graham Norton Show"]
GUESTS = ["Tom Hanks", "Zendaya", "Pedro Pascal", "Emma Stone", "Ryan Gosling", "Florence Pugh", "Keanu Reeves", "Margot Robbie",
          "Cillian Murphy", "Jodie Comer", "Dua Lipa", "Paul Mescal", "Jeremy Allen White", "Anya Taylor-Joy"]
EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Part One", "Part Two", "Endgame", "The Long Night", "Crossroads",
             "Redemption", "Blood Ties", "Fault Lines", "Aftermath", "Ghosts of the Past", "The Offer", "Checkmate", "Exodus",
             "Chapter Seven", "Ties That Bind", "Zero Hour", "Lost and Found"]
TV_GRP = ["KILLERS", "NTb", "FLUX", "SuccessfulCrab", "EDITH", "TEPES", "ROVERS", "MiNX", "SYNCOPY", "GGEZ", "GGWP", "CAKES", "KOGi",
          "BAE", "ELiTE", "NOGRP", "PHOENiX", "JFF", "FENiX", "SMURF", "RAWR", "APEX", "LAZY", "XEN0N", "DEFLATE", "TORRENTiNG", "dotTV", "SKYFiRE"]
TV_P2P_GRP = ["NTb", "FLUX", "CAKES", "KiNGS", "HHWEB", "MZABI", "TOMMY", "playWEB", "Kitsune", "NOSiViD", "SiGMA", "BLOOM", "VARYG", "RAWR", "TEPES", "Vyndros"]
TV_Q = ["1080p.WEB.h264", "720p.WEB.h264", "2160p.WEB.h265", "1080p.AMZN.WEB-DL.DDP5.1.H.264", "720p.HDTV.x264", "1080p.HDTV.H264",
        "HDTV.x264", "1080p.ATVP.WEB-DL.DDP5.1.Atmos.H.264", "2160p.DSNP.WEB-DL.DDP5.1.DV.HDR.H.265", "1080p.NF.WEB-DL.DDP5.1.x264",
        "480p.x264-mSD", "1080p.BluRay.x264", "720p.iP.WEB-DL.AAC2.0.H.264", "1080p.HMAX.WEB-DL.DDP5.1.H.264", "WEB.x264", "1080p.WEB.H264",
        "720p.AMZN.WEBRip.DDP5.1.x264", "2160p.AMZN.WEB-DL.DDP5.1.HDR10Plus.H.265", "1080p.PCOK.WEB-DL.DDP5.1.H.264", "1080p.STAN.WEB-DL.DDP5.1.H.264"]

FILMS = [("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Poor Things", 2023), ("The Holdovers", 2023), ("Killers of the Flower Moon", 2023),
         ("Past Lives", 2023), ("Anatomy of a Fall", 2023), ("The Zone of Interest", 2023), ("Godzilla Minus One", 2023), ("Civil War", 2024),
         ("Furiosa A Mad Max Saga", 2024), ("Inside Out 2", 2024), ("Kingdom of the Planet of the Apes", 2024), ("The Fall Guy", 2024),
         ("Challengers", 2024), ("Monkey Man", 2024), ("Blade Runner 2049", 2017), ("Mad Max Fury Road", 2015), ("The Dark Knight", 2008),
         ("Heat", 1995), ("Alien", 1979), ("Aliens", 1986), ("The Thing", 1982), ("Jaws", 1975), ("Chinatown", 1974), ("Seven Samurai", 1954),
         ("Rear Window", 1954), ("Vertigo", 1958), ("Lawrence of Arabia", 1962), ("The Godfather", 1972), ("Apocalypse Now", 1979),
         ("Back to the Future", 1985), ("Die Hard", 1988), ("Terminator 2 Judgment Day", 1991), ("Jurassic Park", 1993), ("Pulp Fiction", 1994),
         ("The Matrix", 1999), ("Fight Club", 1999), ("Spirited Away", 2001), ("City of God", 2002), ("Oldboy", 2003), ("Children of Men", 2006),
         ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Inception", 2010), ("Drive", 2011), ("Her", 2013), ("Whiplash", 2014),
         ("Parasite", 2019), ("Everything Everywhere All at Once", 2022), ("Top Gun Maverick", 2022), ("The Banshees of Inisherin", 2022),
         ("Aftersun", 2022), ("All Quiet on the Western Front", 2022), ("Barbie", 2023), ("Asteroid City", 2023), ("John Wick Chapter 4", 2023),
         ("Mission Impossible Dead Reckoning Part One", 2023), ("Spider-Man Across the Spider-Verse", 2023), ("The Iron Claw", 2023),
         ("Saltburn", 2023), ("Perfect Days", 2023), ("Fallen Leaves", 2023), ("The Boy and the Heron", 2023), ("Robot Dreams", 2023),
         ("Kinds of Kindness", 2024), ("Twisters", 2024), ("Alien Romulus", 2024), ("Longlegs", 2024), ("Deadpool and Wolverine", 2024),
         ("The Substance", 2024), ("Conclave", 2024), ("Anora", 2024), ("Nosferatu", 1922), ("Metropolis", 1927), ("Brief Encounter", 1945),
         ("The Third Man", 1949), ("Paris Texas", 1984), ("Ran", 1985), ("Heat", 1995), ("Zodiac", 2007), ("Arrival", 2016), ("Sicario", 2015)]
FILM_GRP = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "BiPOLAR", "SiNNERS", "PiGNUS", "VETO", "CiNEFiLE", "SURCODE",
            "TERMiNAL", "FGT", "EVO", "SURFINBIRD", "PSYCHD", "USURY", "JustWatch", "GUACAMOLE", "KNiVES", "BROTHERHOOD", "LOST", "SNAKE", "HANDJOB"]
FILM_Q = ["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "1080p.WEB.h264", "720p.WEB.h264", "DVDRip.x264",
          "COMPLETE.BLURAY", "2160p.WEB.H265", "1080p.BluRay.x264.DTS", "MULTi.1080p.BluRay.x264", "1080p.AMZN.WEB-DL.DDP5.1.H.264",
          "BDRip.x264", "COMPLETE.UHD.BLURAY", "720p.WEBRip.x264", "NTSC.DVDR", "PAL.DVDR", "XviD", "DVDRip.XviD", "1080p.REMUX.AVC.DTS-HD.MA.5.1"]
FILM_P2P_GRP = ["FraMeSToR", "EPSiLON", "CtrlHD", "DON", "HiFi", "TayTO", "NCmt", "BHDStudio", "ZQ", "decibeL", "SA89", "W4NK3R",
                "HDMaNiAcS", "playHD", "KRaLiMaRKo", "FLUX", "HONE", "CRiSC", "iFT", "LEGi0N", "Tigole", "QxR", "RARBG", "YTS.MX"]

ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Chainsaw Man", "Spy x Family", "Oshi no Ko", "Kusuriya no Hitorigoto", "Dungeon Meshi",
         "Mushoku Tensei S2", "One Piece", "Boku no Hero Academia", "Blue Lock", "Kaijuu 8-gou", "Ore dake Level Up na Ken", "Bocchi the Rock!",
         "Cowboy Bebop", "Neon Genesis Evangelion", "Mob Psycho 100 III", "Vinland Saga S2", "Shingeki no Kyojin", "Kimetsu no Yaiba",
         "Haikyuu!!", "Made in Abyss", "Violet Evergarden", "Steins;Gate", "Bakemonogatari", "Code Geass", "Fullmetal Alchemist Brotherhood",
         "Hunter x Hunter (2011)", "Yuru Camp", "Dandadan", "Tower of God S2", "Re Zero kara Hajimeru Isekai Seikatsu", "Hibike! Euphonium S3",
         "Shikanoko Nokonoko Koshitantan", "Tsuki ga Michibiku Isekai Douchuu", "Dr. Stone", "Tensei shitara Slime Datta Ken", "Sakamoto Days"]
ANIME_EN = ["Frieren Beyond Journeys End", "Jujutsu Kaisen", "Chainsaw Man", "Spy x Family", "The Apothecary Diaries", "Delicious in Dungeon",
            "Solo Leveling", "Kaiju No 8", "Attack on Titan", "Demon Slayer", "My Hero Academia", "Dandadan", "Blue Lock"]
ANIME_GRP = ["SubsPlease", "Erai-raws", "HorribleSubs", "Commie", "GJM", "Judas", "ASW", "EMBER", "Kametsu", "Beatrice-Raws", "Moozzi2",
             "Ohys-Raws", "Coalgirls", "Doki", "Nii-sama", "Kaleido-subs", "Vivid", "Chihiro", "Asenshi", "DameDesuYo", "Yameii", "Anime Time", "Cleo", "LostYears"]

ALBUMS = [("Radiohead", "OK Computer", 1997), ("Radiohead", "Kid A", 2000), ("Radiohead", "In Rainbows", 2007), ("Pink Floyd", "Wish You Were Here", 1975),
          ("Pink Floyd", "Animals", 1977), ("Kate Bush", "Hounds of Love", 1985), ("David Bowie", "Low", 1977), ("David Bowie", "Blackstar", 2016),
          ("Led Zeppelin", "Led Zeppelin IV", 1971), ("The Beatles", "Abbey Road", 1969), ("The Beatles", "Revolver", 1966), ("Fleetwood Mac", "Rumours", 1977),
          ("Steely Dan", "Aja", 1977), ("Miles Davis", "Kind of Blue", 1959), ("Miles Davis", "Bitches Brew", 1970), ("John Coltrane", "A Love Supreme", 1965),
          ("Nina Simone", "Wild Is the Wind", 1966), ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Kendrick Lamar", "GNX", 2024),
          ("Taylor Swift", "The Tortured Poets Department", 2024), ("Taylor Swift", "Folklore", 2020), ("Beyonce", "Cowboy Carter", 2024),
          ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Arctic Monkeys", "AM", 2013), ("Fontaines D.C.", "Romance", 2024), ("IDLES", "Tangk", 2024),
          ("Metallica", "Master of Puppets", 1986), ("Metallica", "72 Seasons", 2023), ("Iron Maiden", "Powerslave", 1984), ("Opeth", "Blackwater Park", 2001),
          ("Gojira", "From Mars to Sirius", 2005), ("Daft Punk", "Discovery", 2001), ("Daft Punk", "Random Access Memories", 2013),
          ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Four Tet", "Three", 2024), ("Burial", "Untrue", 2007),
          ("Boards of Canada", "Music Has the Right to Children", 1998), ("Massive Attack", "Mezzanine", 1998), ("Portishead", "Dummy", 1994),
          ("Dolly Parton", "Jolene", 1974), ("Chris Stapleton", "Higher", 2023), ("Olivia Rodrigo", "Guts", 2023), ("Dua Lipa", "Radical Optimism", 2024),
          ("Vampire Weekend", "Only God Was Above Us", 2024), ("LCD Soundsystem", "Sound of Silver", 2007), ("Sufjan Stevens", "Illinois", 2005),
          ("Bon Iver", "For Emma Forever Ago", 2008), ("Phoebe Bridgers", "Punisher", 2020), ("Khruangbin", "A La Sala", 2024), ("Tame Impala", "Currents", 2015),
          ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("Bruce Springsteen", "Born to Run", 1975), ("Bob Dylan", "Blood on the Tracks", 1975),
          ("Neil Young", "Harvest", 1972), ("Tom Waits", "Rain Dogs", 1985), ("Joni Mitchell", "Blue", 1971), ("Sade", "Love Deluxe", 1992),
          ("Prince", "Purple Rain", 1984), ("Stevie Wonder", "Songs in the Key of Life", 1976), ("Marvin Gaye", "What's Going On", 1971),
          ("The Cure", "Disintegration", 1989), ("The Cure", "Songs of a Lost World", 2024), ("Charli XCX", "Brat", 2024), ("Jon Hopkins", "Ritual", 2024),
          ("The Smile", "Wall of Eyes", 2024), ("Pearl Jam", "Dark Matter", 2024), ("Justice", "Hyperdrama", 2024), ("Waxahatchee", "Tigers Blood", 2024),
          ("Mitski", "The Land Is Inhospitable and So Are We", 2023), ("PJ Harvey", "I Inside the Old Year Dying", 2023), ("Massive Attack", "Blue Lines", 1991)]
MUSIC_GRP = ["FATHEAD", "ENRiCH", "DDC", "OMA", "JUST", "C4", "WRE", "BF", "MARiBOR", "YARD", "EMP", "PERFECT", "FrB", "NBFLAC", "GRAVEWISH",
             "KOMA", "AMOK", "CUSTODES", "SPANK", "VOiCE", "HB", "TALiON", "dh", "ERP", "ZzZz", "BPM", "MOD", "RYP", "LEV", "DGN"]
LABELS = ["XL", "4AD", "WARP", "SUBPOP", "COL", "ATL", "RR", "DOMINO", "PARLO", "EMI", "UMG", "CAP", "RCA", "ISL", "NINJA", "HYPE", "MUTE", "ECM", "BLUENOTE", "SMITH"]

BOOKS = [("Stephen King", "Holly"), ("Brandon Sanderson", "The Way of Kings"), ("Andy Weir", "Project Hail Mary"), ("Frank Herbert", "Dune"),
         ("Terry Pratchett", "Guards! Guards!"), ("Neil Gaiman", "American Gods"), ("Agatha Christie", "Murder on the Orient Express"),
         ("J.R.R. Tolkien", "The Fellowship of the Ring"), ("Ursula K. Le Guin", "A Wizard of Earthsea"), ("Lee Child", "Killing Floor"),
         ("Michael Connelly", "The Lincoln Lawyer"), ("John Grisham", "The Firm"), ("Yuval Noah Harari", "Sapiens"), ("Walter Isaacson", "Elon Musk"),
         ("Michelle Obama", "Becoming"), ("Cormac McCarthy", "The Road"), ("Hilary Mantel", "Wolf Hall"), ("Kazuo Ishiguro", "Klara and the Sun"),
         ("Rebecca Yarros", "Fourth Wing"), ("Richard Osman", "The Thursday Murder Club"), ("Mick Herron", "Slow Horses"),
         ("Adrian Tchaikovsky", "Children of Time"), ("James S.A. Corey", "Leviathan Wakes"), ("Martha Wells", "All Systems Red"),
         ("Dennis E. Taylor", "We Are Legion (We Are Bob)"), ("Joe Abercrombie", "The Blade Itself"), ("Robin Hobb", "Assassin's Apprentice"),
         ("George R.R. Martin", "A Game of Thrones"), ("Patrick Rothfuss", "The Name of the Wind"), ("Pierce Brown", "Red Rising"),
         ("Liu Cixin", "The Three-Body Problem"), ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy"), ("Malcolm Gladwell", "Outliers"),
         ("Daniel Kahneman", "Thinking, Fast and Slow"), ("Robert Caro", "The Power Broker"), ("Erik Larson", "The Devil in the White City"),
         ("Tana French", "The Searcher"), ("Ann Patchett", "Tom Lake"), ("Percival Everett", "James"), ("R.F. Kuang", "Yellowface"),
         ("Emily Henry", "Funny Story"), ("Sarah J. Maas", "House of Flame and Shadow"), ("Ken Follett", "The Pillars of the Earth")]
TECH_BOOKS = [("Luciano Ramalho", "Fluent Python, 2nd Edition", "O'Reilly", 2022), ("Martin Kleppmann", "Designing Data-Intensive Applications", "O'Reilly", 2017),
              ("Steve Klabnik", "The Rust Programming Language, 2nd Edition", "No Starch Press", 2023), ("Robert C. Martin", "Clean Code", "Prentice Hall", 2008),
              ("Thomas H. Cormen", "Introduction to Algorithms, 4th Edition", "MIT Press", 2022), ("Eric Matthes", "Python Crash Course, 3rd Edition", "No Starch Press", 2023),
              ("Al Sweigart", "Automate the Boring Stuff with Python, 2nd Edition", "No Starch Press", 2019),
              ("Aurelien Geron", "Hands-On Machine Learning with Scikit-Learn, Keras, and TensorFlow, 3rd Edition", "O'Reilly", 2022),
              ("David Thomas", "The Pragmatic Programmer, 20th Anniversary Edition", "Addison-Wesley", 2019),
              ("Brian W. Kernighan", "The C Programming Language, 2nd Edition", "Prentice Hall", 1988), ("Sebastian Raschka", "Build a Large Language Model (From Scratch)", "Manning", 2024),
              ("Chip Huyen", "AI Engineering", "O'Reilly", 2025), ("Kyle Simpson", "You Don't Know JS Yet", "Independently published", 2020)]
NARRATORS = ["Ray Porter", "Michael Kramer, Kate Reading", "Stephen Fry", "Simon Vance", "Scott Brick", "Roy Dotrice", "Steven Pacey",
             "Jim Dale", "Rosamund Pike", "Tim Gerard Reynolds", "Will Patton", "Dick Hill", "Andy Serkis", "Rob Inglis", "Jefferson Mays", "Julia Whelan"]
COMICS = ["Batman", "Absolute Batman", "Ultimate Spider-Man", "Amazing Spider-Man", "Saga", "Transformers", "Void Rivals",
          "Something Is Killing the Children", "Monstress", "X-Men", "Fantastic Four", "Daredevil", "Superman", "Action Comics",
          "Detective Comics", "Wonder Woman", "Green Lantern", "Hellboy and the B.P.R.D.", "Invincible", "Usagi Yojimbo", "Nightwing",
          "Immortal Thor", "Ultimates", "Black Hammer", "The Department of Truth", "Radiant Black", "Once & Future"]
COMIC_TAG = ["Zone-Empire", "Digital-Empire", "Son of Ultron-Empire", "Mephisto-Empire", "Glorith-Empire", "Nahga-Empire",
             "Kileko-Empire", "Oroboros-DCP", "Minutemen-Slayer", "DR & Quinch-Empire", "GreenGiant-DCP", "XRA-Empire"]
MANGA = ["Chainsaw Man", "One Piece", "Jujutsu Kaisen", "Spy x Family", "Dandadan", "Blue Lock", "Frieren", "Kagurabachi", "Berserk", "Vagabond"]
MAGS = ["National Geographic USA", "The Economist UK", "New Scientist", "Scientific American", "Wired USA", "The New Yorker", "Time",
        "Private Eye", "PC Gamer UK", "Linux Format UK", "The MagPi", "Empire UK", "Total Film", "Rolling Stone USA", "Uncut", "Mojo",
        "BBC Science Focus", "BBC History Magazine", "Car and Driver", "Amateur Photographer", "Digital Camera World", "Popular Mechanics",
        "Astronomy", "Sky at Night", "Fine Woodworking", "Model Railroader", "Guitarist", "Sound On Sound", "Computer Music",
        "Maximum PC", "Bloomberg Businessweek", "The Spectator", "Country Life", "Which Computing", "Practical Wireless", "Elektor"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

SOFT = [("Adobe Photoshop 2024", "25.7.0"), ("Microsoft Office 2021 Pro Plus", "2108 Build 17628.20144"), ("Windows 11 23H2", "22631.3447"),
        ("AutoCAD 2025", "2025.0.1"), ("VMware Workstation Pro", "17.5.1"), ("JetBrains IntelliJ IDEA Ultimate", "2024.1"),
        ("Blender", "4.1.1"), ("GIMP", "2.10.38"), ("Inkscape", "1.3.2"), ("LibreOffice", "24.2.3"), ("OBS Studio", "30.1.2"),
        ("VLC media player", "3.0.20"), ("7-Zip", "24.05"), ("Notepad++", "8.6.7"), ("DaVinci Resolve Studio", "18.6.6"),
        ("Ableton Live Suite", "12.0.2"), ("FL Studio Producer Edition", "21.2.3"), ("Native Instruments Kontakt 7", "7.10.1"),
        ("Steinberg Cubase Pro 13", "13.0.30"), ("Topaz Video AI", "5.0.3"), ("CorelDRAW Graphics Suite 2024", "25.0.0.230"),
        ("Affinity Photo 2", "2.4.2"), ("MATLAB R2024a", "24.1.0"), ("SolidWorks 2024 SP2", "2024.2"), ("Acronis Cyber Protect Home Office", "40.1.1"),
        ("Macrium Reflect", "8.1.7847"), ("Sublime Text 4", "Build 4169"), ("Visual Studio 2022 Enterprise", "17.9.6"), ("Calibre", "7.10.0"),
        ("MKVToolNix", "85.0"), ("HandBrake", "1.7.3"), ("foobar2000", "2.1.4"), ("Audacity", "3.5.1"), ("Paragon Hard Disk Manager", "17.20.17"),
        ("Avid Pro Tools", "2024.3"), ("Adobe Premiere Pro 2024", "24.4.1"), ("Adobe Lightroom Classic", "13.3"), ("Capture One 23", "16.3.7"),
        ("Xilisoft Video Converter Ultimate", "7.8.26"), ("EaseUS Data Recovery Wizard", "17.0"), ("Nero Platinum Suite", "2024 v26.5"),
        ("Wireshark", "4.2.5"), ("KeePassXC", "2.7.8"), ("Thunderbird", "115.10.1"), ("Rhino", "8 SR6"), ("SketchUp Pro 2024", "24.0.484"),
        ("Reaper", "7.15"), ("Serato DJ Pro", "3.1.4"), ("Izotope RX 11 Advanced", "11.0.0"), ("Waves Complete", "v14 2024.04")]
SOFT_GRP = ["TBE", "BTCR", "CRD", "DVT", "F4CG", "XFORCE", "AMPED", "BEAN", "SSQ", "TCA", "BLiZZARD", "Lz0", "ACME", "UNION", "R2R",
            "AudioUTOPiA", "MOCHA", "TNT", "HCiSO", "ZWT", "DI", "SHooTERS", "MAGNiTUDE", "CYGiSO"]
GAMES = ["Elden Ring Shadow of the Erdtree", "Baldurs Gate 3", "Manor Lords", "Dragons Dogma 2", "Prince of Persia The Lost Crown",
         "Cyberpunk 2077 Phantom Liberty", "Hogwarts Legacy", "Alan Wake 2", "Lies of P", "Sea of Stars", "Pizza Tower", "Balatro",
         "Stardew Valley", "Frostpunk 2", "Satisfactory", "Black Myth Wukong", "Star Wars Outlaws", "Hades II", "Homeworld 3",
         "Stellar Blade", "Silent Hill 2", "Metaphor ReFantazio", "Indiana Jones and the Great Circle", "Warhammer 40000 Space Marine 2",
         "Kingdom Come Deliverance II", "Avowed", "Path of Exile 2", "Like a Dragon Infinite Wealth", "Persona 3 Reload", "Tekken 8"]
GAME_GRP = ["RUNE", "TENOKE", "FLT", "SKIDROW", "CODEX", "PLAZA", "RAZOR1911", "DINOByTES", "DOGE", "ANOMALY", "I_KnoW", "P2P", "GOG", "ElAmigos", "SKIDROW"]
NSW = ["Super Mario Bros Wonder", "The Legend of Zelda Tears of the Kingdom", "Pikmin 4", "Metroid Prime Remastered", "Mario Kart 8 Deluxe",
       "Animal Crossing New Horizons", "Paper Mario The Thousand Year Door", "Luigis Mansion 2 HD", "Xenoblade Chronicles 3", "Splatoon 3"]
NSW_GRP = ["VENOM", "SUXXORS", "BigBlueBox", "LiGHTFORCE", "NiiNTENDO"]
RETRO = ["Super Mario World (USA)", "The Legend of Zelda - A Link to the Past (Europe)", "Sonic The Hedgehog 2 (World)", "Final Fantasy VII (USA) (Disc 1)",
         "Metal Gear Solid (Europe) (Disc 2)", "Castlevania - Symphony of the Night (USA)", "Pokemon - Red Version (USA, Europe)",
         "Chrono Trigger (USA)", "Streets of Rage 2 (USA)", "GoldenEye 007 (USA)"]
LINUX = ["ubuntu-24.04-desktop-amd64.iso", "ubuntu-22.04.4-live-server-amd64.iso", "debian-12.5.0-amd64-netinst.iso", "debian-live-12.5.0-amd64-kde.iso",
         "Fedora-Workstation-Live-x86_64-40-1.14.iso", "archlinux-2024.05.01-x86_64.iso", "linuxmint-21.3-cinnamon-64bit.iso", "Rocky-9.3-x86_64-dvd.iso",
         "openSUSE-Tumbleweed-DVD-x86_64-Current.iso", "kali-linux-2024.1-installer-amd64.iso", "pop-os_22.04_amd64_nvidia_42.iso",
         "TrueNAS-SCALE-24.04.0.iso", "proxmox-ve_8.2-1.iso", "manjaro-kde-23.1.4-240406-linux66.iso", "EndeavourOS_Gemini-2024.04.20.iso",
         "tails-amd64-6.3.img", "clonezilla-live-3.1.2-22-amd64.iso", "gparted-live-1.6.0-3-amd64.iso", "systemrescue-11.01-amd64.iso",
         "slackware64-15.0-install-dvd.iso", "nixos-gnome-23.11.7200-x86_64-linux.iso", "AlmaLinux-9.4-x86_64-dvd.iso",
         "2024-03-15-raspios-bookworm-arm64-lite.img.xz", "openwrt-23.05.3-x86-64-generic-ext4-combined.img.gz", "alpine-standard-3.19.1-x86_64.iso",
         "Qubes-R4.2.1-x86_64.iso", "elementaryos-7.1-stable.20230926rc.iso", "MX-23.2_x64.iso", "zorin-os-17.1-core-64-bit.iso", "Solus-4.5-Budgie.iso"]
COURSES = ["Udemy - The Complete Python Bootcamp From Zero to Hero in Python", "Udemy - 100 Days of Code The Complete Python Pro Bootcamp",
           "LinkedIn Learning - Excel 2021 Essential Training", "Pluralsight - Kubernetes for Developers Core Concepts", "Coursera - Machine Learning Specialization (Andrew Ng)",
           "TTC - The Great Courses - Understanding the Universe", "TTC Video - The Story of Human Language", "FrontendMasters - Complete Intro to React v8",
           "Skillshare - Procreate for Beginners", "Packt - Mastering Linux Administration", "CBT Nuggets - CompTIA Network+ N10-009",
           "O'Reilly Media - Learning SQL, 3rd Edition Video", "Udemy - AWS Certified Solutions Architect Associate SAA-C03",
           "Udemy - Ultimate Ableton Live 12 Part 1", "MasterClass - Gordon Ramsay Teaches Cooking", "Domestika - Introduction to Watercolor",
           "Lynda - Photoshop CC 2019 One-on-One Fundamentals", "INE - eJPT Penetration Testing Student", "TCM Security - Practical Ethical Hacking",
           "Wondrium - Mysteries of the Microscopic World", "Zero to Mastery - Complete Web Developer", "Fireship - Flutter Firebase Full Course",
           "Udemy - Blender 4 Creating Low Poly Characters", "ArtStation Learning - Environment Design Workflow", "Mosh Hamedani - Complete SQL Mastery"]
DOCS = [("Planet Earth III", "BBC"), ("Our Planet II", "NF"), ("Chernobyl The Lost Tapes", "SKY"), ("Apollo 11", ""), ("Fire of Love", ""),
        ("Navalny", ""), ("20 Days in Mariupol", ""), ("The Last Dance", "NF"), ("Making a Murderer", "NF"), ("Cosmos A Spacetime Odyssey", "NATGEO"),
        ("Ken Burns The Civil War", "PBS"), ("Ken Burns The Vietnam War", "PBS"), ("The World at War", "ITV"), ("Blue Planet II", "BBC"),
        ("Horizon", "BBC"), ("Nova", "PBS"), ("Frontline", "PBS"), ("American Experience", "PBS"), ("Secrets of the Neanderthals", "NF"),
        ("David Attenborough A Life on Our Planet", "NF"), ("Jiro Dreams of Sushi", ""), ("Man on Wire", ""), ("Grizzly Man", ""), ("Senna", ""),
        ("Amy", ""), ("Searching for Sugar Man", ""), ("Hoop Dreams", ""), ("The Act of Killing", ""), ("Storyville", "BBC"), ("Timewatch", "BBC"),
        ("Ancient Apocalypse", "NF"), ("Seconds From Disaster", "NATGEO"), ("Air Crash Investigation", "NATGEO"), ("How It's Made", "DSC")]
SPORTS = ["Formula1.{y}.Round{r:02d}.{gp}.Race.1080p.F1TV.WEB-DL.AAC2.0.H.264-VERUM", "Formula1.{y}.Round{r:02d}.{gp}.Qualifying.SkyF1.1080P",
          "UFC.{ufc}.PPV.{a}.vs.{b}.1080p.WEB.h264-VERUM", "NFL.{y}.Week.{w:02d}.{t1}.vs.{t2}.720p.WEB.h264-SPORTSNET",
          "NBA.{y}.{m:02d}.{d:02d}.{t3}.vs.{t4}.1080p.WEB.h264-SPORTSNET", "EPL.{y}.{m:02d}.{d:02d}.{c1}.vs.{c2}.1080p.WEB.h264-SPORTSNET",
          "WWE.Raw.{y}.{m:02d}.{d:02d}.1080p.HDTV.h264-Star", "MotoGP.{y}.Round{r:02d}.{gp}.Race.1080p.WEB-DL", "Match of the Day {y} {m:02d} {d:02d} 720p",
          "Tour.de.France.{y}.Stage.{w:02d}.1080p.HDTV.x264-WaLMaRT", "The.Masters.{y}.Final.Round.1080p.HDTV.x264", "Wimbledon.{y}.Mens.Final.720p.HDTV.x264",
          "NHL.{y}.{m:02d}.{d:02d}.Oilers.vs.Panthers.1080p.60fps", "Six.Nations.{y}.England.vs.France.1080p.HDTV", "Super.Bowl.LVIII.2024.Chiefs.vs.49ers.1080p.WEB",
          "Boxing.{y}.{m:02d}.{d:02d}.{a}.vs.{b}.PPV.720p.WEB", "Darts.PDC.World.Championship.{y}.Final.720p"]
GPS = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Imola", "Monaco", "Canada", "Spain", "Austria", "Britain", "Hungary", "Belgium", "Monza", "Singapore", "Brazil", "Abu.Dhabi"]
FIGHTERS = ["Pereira", "Hill", "Adesanya", "Du.Plessis", "Makhachev", "Poirier", "Usyk", "Fury", "Canelo", "Crawford", "Jones", "Aspinall"]
NFL = ["Chiefs", "Eagles", "Cowboys", "Bills", "Ravens", "49ers", "Packers", "Lions", "Jets", "Dolphins"]
NBA = ["Lakers", "Warriors", "Celtics", "Knicks", "Nuggets", "Bucks", "Suns", "Heat", "Mavericks", "Thunder"]
EPL = ["Arsenal", "Liverpool", "Man.City", "Man.Utd", "Chelsea", "Tottenham", "Newcastle", "Aston.Villa", "Everton", "Brighton"]
PODS = ["BBC Radio 4 - The Archers", "BBC Radio 4 - In Our Time", "BBC Radio 4 - Desert Island Discs", "BBC Radio 4 - The Infinite Monkey Cage",
        "The Joe Rogan Experience", "Radiolab", "This American Life", "Hardcore History", "BBC Radio 1 - Essential Mix", "The Rest Is History",
        "Song Exploder", "99% Invisible", "Lex Fridman Podcast", "The Adventure Zone", "BBC Radio 6 Music - Gideon Coe", "Kermode and Mayo's Take",
        "Radio 4 Extra - Hancock's Half Hour", "BBC World Service - The Documentary", "Old Time Radio - The Shadow", "Old Time Radio - Suspense"]
FOREIGN_TV = [("Tatort", "GERMAN"), ("Der Bergdoktor", "GERMAN"), ("Die Rosenheim-Cops", "GERMAN"), ("Babylon Berlin", "GERMAN"),
              ("Plus belle la vie", "FRENCH"), ("Capitaine Marleau", "FRENCH"), ("Dix pour cent", "FRENCH"), ("HPI", "FRENCH"),
              ("Boer zoekt vrouw", "DUTCH"), ("Flikken Maastricht", "DUTCH"), ("Wie is de Mol", "DUTCH"), ("Skam", "NORWEGiAN"),
              ("Il commissario Montalbano", "iTALiAN"), ("Mare fuori", "iTALiAN"), ("El ministerio del tiempo", "SPANiSH"), ("Elite", "SPANiSH"),
              ("Borgen", "DANiSH"), ("Bron", "SWEDiSH"), ("Wallander", "SWEDiSH"), ("Ranczo", "POLiSH"), ("Sesja", "POLiSH"),
              ("Reality Z", "PORTUGUESE"), ("Kuzey Guney", "TURKiSH"), ("Dark", "GERMAN"), ("Das Boot", "GERMAN"), ("Lupin", "FRENCH")]
FOREIGN_FILM = [("Le Comte de Monte-Cristo", 2024, "FRENCH"), ("Anatomie d'une chute", 2023, "FRENCH"), ("Das Lehrerzimmer", 2023, "GERMAN"),
                ("Im Westen nichts Neues", 2022, "GERMAN"), ("Der Schuh des Manitu", 2001, "GERMAN"), ("Kiler", 1997, "PL"),
                ("La sociedad de la nieve", 2023, "SPANiSH"), ("El laberinto del fauno", 2006, "SPANiSH"), ("Io capitano", 2023, "iTALiAN"),
                ("La grande bellezza", 2013, "iTALiAN"), ("Druk", 2020, "DANiSH"), ("Flodder", 1986, "DUTCH"), ("Soldaat van Oranje", 1977, "DUTCH"),
                ("Les Intouchables", 2011, "FRENCH"), ("Astérix et Obélix Mission Cléopâtre", 2002, "FRENCH"), ("Cidade de Deus", 2002, "PORTUGUESE"),
                ("Jagten", 2012, "DANiSH"), ("Kinds of Kindness", 2024, "MULTi"), ("Bienvenue chez les Ch'tis", 2008, "FRENCH"), ("Good Bye Lenin", 2003, "GERMAN")]
FOREIGN_MISC = ["Herbert Gr\u00f6nemeyer - Das ist los (2023) [FLAC]", "Die \u00c4rzte - Dunkel (2021) MP3 320", "Rammstein - Zeit (2022) [24bit FLAC]",
                "Mylene Farmer - L'Emprise (2022) FLAC", "Stromae - Multitude (2022) [WEB FLAC]", "Andr\u00e9 Hazes - Het Beste Van (3CD) FLAC",
                "Joaqu\u00edn Sabina - 19 D\u00edas y 500 Noches (1999) FLAC", "Man\u00e1 - Unplugged (1999) MP3", "Caf\u00e9 Tacvba - Re (1994) FLAC",
                "Fabrizio De Andr\u00e9 - Crêuza de mä (1984) FLAC", "Vasco Rossi - Albachiara Live (2023)", "Kino - Gruppa krovi (1988) [Vinyl Rip 24-96]",
                "\u041a\u0438\u043d\u043e - \u0413\u0440\u0443\u043f\u043f\u0430 \u043a\u0440\u043e\u0432\u0438 (1988) FLAC",
                "\u0414\u0414\u0422 - \u0427\u0451\u0440\u043d\u044b\u0439 \u043f\u0451\u0441 \u041f\u0435\u0442\u0435\u0440\u0431\u0443\u0440\u0433 (1993) MP3",
                "Sebastian Fitzek - Das Kalendarium (H\u00f6rbuch, ungek\u00fcrzt)", "Nele Neuhaus - Monster (Taunus-Krimi 11) EPUB",
                "Joel Dicker - Un animal sauvage (2024) EPUB FRENCH", "Fred Vargas - Sous les vents de Neptune (FRENCH) epub",
                "Herman Koch - Het diner (2009) NL EPUB", "Arturo P\u00e9rez-Reverte - El problema final (2023) EPUB ESPA\u00d1OL",
                "Spiegel Magazin Nr 20 vom 11.05.2024", "c't Magazin fuer Computertechnik 11-2024", "Le Monde du 14 mai 2024 PDF",
                "Libelle NL week 19 2024", "\u3042\u3064\u307e\u308c\u3069\u3046\u3076\u3064\u306e\u68ee \u7b2c1\u5dfb", "\u5343\u3068\u5343\u5c0b\u306e\u795e\u96a0\u3057 (2001) [BDRip 1080p]"]
ADLIKE = [
    ("film", ("Casino Royale", 2006)), ("film", ("Casino", 1995)), ("film", ("Win Win", 2011)), ("film", ("Click", 2006)), ("film", ("Hot Fuzz", 2007)),
    ("film", ("Free Guy", 2021)), ("film", ("Free Willy", 1993)), ("film", ("Free State of Jones", 2016)), ("film", ("Money Monster", 2016)),
    ("film", ("Moneyball", 2011)), ("film", ("The Money Pit", 1986)), ("film", ("Cash Out", 2024)), ("film", ("Hot Tub Time Machine", 2010)),
    ("film", ("Some Like It Hot", 1959)), ("film", ("Free Solo", 2018)), ("film", ("Lottery Ticket", 2010)), ("film", ("Jackpot", 2024)),
    ("film", ("Million Dollar Baby", 2004)), ("film", ("Slumdog Millionaire", 2008)), ("film", ("The Big Short", 2015)), ("film", ("Margin Call", 2011)),
    ("film", ("The Wolf of Wall Street", 2013)), ("film", ("Crypto", 2019)), ("film", ("Call Me by Your Name", 2017)), ("film", ("The Call", 2013)),
    ("film", ("Hot Rod", 2007)), ("film", ("Dating Amber", 2020)), ("film", ("Casino Jack", 2010)), ("film", ("Molly's Game", 2017)),
    ("film", ("Prizefighter The Life of Jem Belcher", 2022)), ("film", ("Pain Hustlers", 2023)), ("film", ("Dumb Money", 2023)),
    ("film", ("Born Free", 1966)), ("film", ("Free Birds", 2013)), ("film", ("Sexy Beast", 2000)), ("film", ("Cash Truck", 2004)),
    ("film", ("Pills", 2013)), ("film", ("Loan Shark", 2012)), ("film", ("Winner", 2024)), ("film", ("Get Rich or Die Tryin", 2005)),
    ("show", ("Better Call Saul", 2015)), ("show", ("Money Heist", 2017)), ("show", ("Dating Around", 2019)), ("show", ("First Dates", 2013)),
    ("show", ("Call the Midwife", 2012)), ("show", ("The Lottery", 2014)), ("show", ("Hot Ones", 2015)), ("show", ("Cash Cab", 2005)),
    ("show", ("Pawn Stars", 2009)), ("show", ("Deal or No Deal", 2005)), ("show", ("Who Wants to Be a Millionaire", 1999)), ("show", ("Free Rein", 2017)),
    ("show", ("Winning Time", 2022)), ("show", ("Clickbait", 2021)), ("show", ("Gold Rush", 2010)), ("show", ("Dragons Den", 2005)),
    ("show", ("Shark Tank", 2009)), ("show", ("Selling Sunset", 2019)), ("show", ("Married at First Sight", 2014)), ("show", ("Sex Education", 2019)),
    ("show", ("The Pharmacist", 2020)), ("show", ("Dopesick", 2021)), ("show", ("Painkiller", 2023)), ("show", ("Cash in the Attic", 2002)),
    ("show", ("Million Dollar Listing", 2006)), ("show", ("Loot", 2022)), ("show", ("Billions", 2016)), ("show", ("Dating Naked", 2014)),
    ("show", ("Hot Bench", 2014)), ("show", ("Love Island", 2015)), ("show", ("The Price Is Right", 1972)), ("show", ("Lottery Dream Home", 2016)),
    ("album", ("Free", "Fire and Water", 1970)), ("album", ("Viagra Boys", "Cave World", 2022)), ("album", ("Viagra Boys", "Welfare Jazz", 2021)),
    ("album", ("Viagra Boys", "Street Worms", 2018)), ("album", ("Hot Chip", "Freakout Release", 2022)), ("album", ("Hot Chip", "The Warning", 2006)),
    ("album", ("Johnny Cash", "At Folsom Prison", 1968)), ("album", ("Johnny Cash", "American IV The Man Comes Around", 2002)),
    ("album", ("Cash Cash", "Blood Sweat and 3 Years", 2016)), ("album", ("Happy Mondays", "Pills n Thrills and Bellyaches", 1990)),
    ("album", ("Eddie Money", "Eddie Money", 1977)), ("album", ("Hot Hot Heat", "Make Up the Breakdown", 2002)),
    ("album", ("Red Hot Chili Peppers", "Californication", 1999)), ("album", ("Money Mark", "Push the Button", 1998)),
    ("album", ("Dire Straits", "Brothers in Arms", 1985)), ("album", ("ABBA", "Arrival", 1976)), ("album", ("Pink Floyd", "The Dark Side of the Moon", 1973)),
    ("album", ("Hot Chocolate", "Cicero Park", 1974)), ("album", ("Freddie Gibbs", "Pinata", 2014)), ("album", ("Lotto Boyzz", "Pretty Girls", 2018)),
    ("album", ("Free Money", "Free Money EP", 2019)), ("album", ("Bitcoin Jesus", "Promo Tape", 2021)), ("album", ("Cash Money Millionaires", "Platinum Hits", 2004)),
    ("album", ("Jackpot", "Jackpot", 1982)), ("album", ("Winner", "Exit Movement", 2017)), ("album", ("Pills", "Pills", 2009)),
    ("song", ("Pink Floyd", "Money")), ("song", ("ABBA", "Money, Money, Money")), ("song", ("Dire Straits", "Money for Nothing")),
    ("song", ("Queen", "I Want to Break Free")), ("song", ("Tom Petty", "Free Fallin")), ("song", ("Free", "All Right Now")),
    ("song", ("Patti Smith", "Free Money")), ("song", ("Blondie", "Call Me")), ("song", ("Carly Rae Jepsen", "Call Me Maybe")),
    ("song", ("Jessie J", "Price Tag")), ("song", ("Cardi B", "Money")), ("song", ("The Flying Lizards", "Money (That's What I Want)")),
    ("song", ("Lil Nas X", "Montero (Call Me by Your Name)")), ("song", ("Katy Perry", "Hot n Cold")), ("song", ("Nelly", "Hot in Herre")),
    ("song", ("Avicii", "Wake Me Up")), ("song", ("Bonnie Tyler", "Holding Out for a Hero")), ("song", ("Lady Gaga", "Poker Face")),
    ("song", ("The Ting Tings", "That's Not My Name")), ("song", ("Nicki Minaj", "Super Bass")), ("song", ("Lorde", "Royals")),
    ("book", ("Morgan Housel", "The Psychology of Money")), ("book", ("Vicki Robin", "Your Money or Your Life")), ("book", ("Dave Ramsey", "The Total Money Makeover")),
    ("book", ("Robert T. Kiyosaki", "Rich Dad Poor Dad")), ("book", ("Napoleon Hill", "Think and Grow Rich")), ("book", ("Michael Lewis", "Flash Boys")),
    ("book", ("Michael Lewis", "Liar's Poker")), ("book", ("Nathaniel Popper", "Digital Gold")), ("book", ("Laura Shin", "The Cryptopians")),
    ("book", ("Zeke Faux", "Number Go Up")), ("book", ("Michael Lewis", "Going Infinite")), ("book", ("Saifedean Ammous", "The Bitcoin Standard")),
    ("book", ("Andreas M. Antonopoulos", "Mastering Bitcoin, 3rd Edition")), ("book", ("Ben Mezrich", "Bitcoin Billionaires")), ("book", ("Neal Stephenson", "Cryptonomicon")),
    ("book", ("Shirley Jackson", "The Lottery and Other Stories")), ("book", ("Beth Macy", "Dopesick")), ("book", ("Patrick Radden Keefe", "Empire of Pain")),
    ("book", ("David Graeber", "Debt The First 5000 Years")), ("book", ("Daniel Yergin", "The Prize")), ("book", ("Ian Fleming", "Casino Royale")),
    ("book", ("Nicholas Pileggi", "Casino Love and Honor in Las Vegas")), ("book", ("Joseph Heller", "Catch-22")), ("book", ("Ramit Sethi", "I Will Teach You to Be Rich")),
    ("book", ("Steven D. Levitt", "Freakonomics")), ("book", ("Ben Mezrich", "Bringing Down the House")), ("book", ("Tony Robbins", "Money Master the Game")),
    ("book", ("Chris Anderson", "Free The Future of a Radical Price")), ("book", ("Viktor E. Frankl", "Man's Search for Meaning")),
    ("soft", ("WinRAR", "7.01")), ("soft", ("WinZip Pro", "28.0")), ("soft", ("Winamp", "5.9.2")), ("soft", ("WinSCP", "6.3.3")), ("soft", ("WinDirStat", "1.1.2")),
    ("soft", ("Internet Download Manager", "6.42 Build 10")), ("soft", ("JDownloader 2", "2024.05.09")), ("soft", ("Free Download Manager", "6.21.0")),
    ("soft", ("FreeCAD", "0.21.2")), ("soft", ("FreeFileSync", "13.6")), ("soft", ("FreeBSD", "14.0-RELEASE")), ("soft", ("Bitcoin Core", "27.0")),
    ("soft", ("Electrum Bitcoin Wallet", "4.5.4")), ("soft", ("GnuCash", "5.6")), ("soft", ("KMyMoney", "5.1.3")), ("soft", ("Moneydance", "2024.1")),
    ("soft", ("Microsoft Money Plus Sunset Deluxe", "17.0")), ("soft", ("Click to Do", "1.0")), ("soft", ("Hotspot Shield", "12.9")), ("soft", ("CallRecorder Pro", "4.1")),
    ("soft", ("Freemake Video Converter", "4.1.13")), ("soft", ("Win10 Tweaker", "19.3")), ("soft", ("Cash Register Express", "13.2")), ("soft", ("Casino Manager", "2.0")),
    ("game", ("Call of Duty Modern Warfare III", "")), ("game", ("Call of Cthulhu", "")), ("game", ("Hotline Miami 2 Wrong Number", "")), ("game", ("PAYDAY 3", "")),
    ("game", ("Hot Wheels Unleashed 2 Turbocharged", "")), ("game", ("Poker Night 2", "")), ("game", ("Casino Inc", "")), ("game", ("Prison Architect", "")),
    ("game", ("Freedom Planet 2", "")), ("game", ("Money Idle Tycoon", "")), ("game", ("Dating Sim Simulator", "")), ("game", ("Lottery Life", "")),
    ("game", ("Bitcoin Miner Simulator", "")), ("game", ("Pharmacy Simulator", "")), ("game", ("Crypto Mining Simulator", "")),
    ("pod", ("Planet Money", "")), ("pod", ("BBC Radio 4 - Money Box", "")), ("pod", ("BBC Click", "")), ("pod", ("Freakonomics Radio", "")),
    ("pod", ("The Dave Ramsey Show", "")), ("pod", ("Odd Lots", "")), ("pod", ("Unchained Crypto", "")), ("pod", ("Call Her Daddy", "")),
    ("pod", ("Hot Takes with Dave", "")), ("pod", ("Dating Talk", "")), ("pod", ("BBC Radio 5 Live - Wake Up to Money", "")),
    ("doc", ("Banking on Bitcoin", 2016)), ("doc", ("Trust No One The Hunt for the Crypto King", 2022)), ("doc", ("Pharma Bro", 2021)),
    ("doc", ("Fyre The Greatest Party That Never Happened", 2019)), ("doc", ("Inside Job", 2010)), ("doc", ("Madoff The Monster of Wall Street", 2023)),
    ("doc", ("Money Electric The Bitcoin Mystery", 2024)), ("doc", ("The Tinder Swindler", 2022)), ("doc", ("Bitconned", 2024)), ("doc", ("Dirty Money", 2018)),
    ("doc", ("Free Solo", 2018)), ("doc", ("Lottery Winners Curse", 2019)), ("doc", ("Hot Girls Wanted", 2015)), ("doc", ("Casino Undercover", 2021))]
MOJI_SRC = ["Beyonc\u00e9 - Renaissance (2022) FLAC", "Mot\u00f6rhead - Ace of Spades (1980)", "Sigur R\u00f3s - \u00c1g\u00e6tis byrjun (1999)",
            "Bj\u00f6rk - Homogenic (1997) [FLAC]", "M\u00f6tley Cr\u00fce - Dr. Feelgood (1989)", "Am\u00e9lie (2001) 1080p BluRay",
            "L\u00e9on The Professional (1994) Extended", "\u00c9dith Piaf - La Vie en rose (Best Of)", "C\u00e9line Dion - D'eux (1995)",
            "Fran\u00e7oise Hardy - Tous les gar\u00e7ons et les filles", "Les Mis\u00e9rables (2012) 720p", "Pok\u00e9mon - Die erste Generation Folge 01-82",
            "Die \u00c4rzte - Die Bestie in Menschengestalt", "Herbert Gr\u00f6nemeyer - Mensch (2002)", "Joaqu\u00edn Sabina - Fisher (1992)",
            "M\u00e5neskin - Rush! (2023)", "R\u00f6yksopp - Melody A.M. (2001)", "Jos\u00e9 Gonz\u00e1lez - Veneer", "Caf\u00e9 del Mar Vol. 5",
            "\u041a\u0438\u043d\u043e - \u0417\u0432\u0435\u0437\u0434\u0430 \u043f\u043e \u0438\u043c\u0435\u043d\u0438 \u0421\u043e\u043b\u043d\u0446\u0435",
            "\u0421\u043f\u043b\u0438\u043d - \u0413\u0440\u0430\u043d\u0430\u0442\u043e\u0432\u044b\u0439 \u0430\u043b\u044c\u0431\u043e\u043c",
            "\u0410\u043b\u0438\u0441\u0430 - \u0428\u0430\u0431\u0430\u0448 (1996)", "\u5343\u3068\u5343\u5c0b\u306e\u795e\u96a0\u3057",
            "\u541b\u306e\u540d\u306f\u3002 Your Name (2016)", "\u4e45\u77f3\u8b72 - Joe Hisaishi Best", "Stanis\u0142aw Lem - Solaris (audiobook)",
            "Dvo\u0159\u00e1k - Symphony No. 9 (Kert\u00e9sz, LSO)", "Ars\u00e8ne Lupin - Saison 1", "S\u00e3o Paulo Confessions - Suzuki (1999)", "Zo\u00eb Keating - Into the Trees"]
ADLIKE_DROP = ["Bitcoin Jesus", "Free Money EP", "Lotto Boyzz", "Pills", "Exit Movement", "Jackpot", "Click to Do", "CallRecorder Pro",
               "Casino Manager", "Money Idle Tycoon", "Dating Sim Simulator", "Lottery Life", "Crypto Mining Simulator", "Dating Talk",
               "Hot Takes with Dave", "Lottery Winners Curse", "Casino Undercover", "Loan Shark", "Prison Architect", "Catch-22",
               "Man's Search for Meaning", "Wake Me Up", "Holding Out for a Hero", "That's Not My Name", "Super Bass", "Royals", "Pinata",
               "Brothers in Arms", "Arrival", "The Dark Side of the Moon", "Pain Hustlers", "Bitcoin Miner Simulator"]
ADLIKE = [x for x in ADLIKE if x[1][0] not in ADLIKE_DROP and x[1][1] not in ADLIKE_DROP or (x[0] == "film" and x[1] == ("Jackpot", 2024))]

GK = {
    "tv": ["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.tv",
           "alt.binaries.tvseries", "alt.binaries.town", "alt.binaries.teevee", "alt.binaries.boneless"],
    "film": ["alt.binaries.movies", "alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.x264",
             "alt.binaries.movies.x264", "alt.binaries.dvd", "alt.binaries.bluray", "alt.binaries.movies.xvid", "alt.binaries.moovee"],
    "anime": ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost"],
    "music": ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.mp3.1990s",
              "alt.binaries.sounds.mp3.jazz", "alt.binaries.music", "alt.binaries.sounds.mp3.rock"],
    "flac": ["alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.lossless", "alt.binaries.sounds.lossless.24bit", "alt.binaries.sounds.flac.jazz"],
    "audiobook": ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.audiobooks.repost", "alt.binaries.e-book.audio"],
    "ebook": ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood", "alt.binaries.e-book.technical", "alt.binaries.ebook.fantasy", "alt.binaries.e-book"],
    "comics": ["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.0day", "alt.binaries.comics.dcp", "alt.binaries.pictures.comics.complete",
               "alt.binaries.pictures.comics.repost", "alt.binaries.comics.manga"],
    "mags": ["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.magazines", "alt.binaries.e-book"],
    "soft": ["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image", "alt.binaries.apps", "alt.binaries.mac",
             "alt.binaries.mac.applications", "alt.binaries.iso", "alt.binaries.sounds.utilities"],
    "games": ["alt.binaries.games", "alt.binaries.games.xbox360", "alt.binaries.console.ps3", "alt.binaries.nintendo.switch",
              "alt.binaries.games.nintendods", "alt.binaries.cd.image.games", "alt.binaries.emulators.nintendo", "alt.binaries.games.repacks"],
    "linux": ["alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.linux.iso", "alt.binaries.cd.image", "alt.os.linux"],
    "course": ["alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.cbt", "alt.binaries.e-learning", "alt.binaries.e-book.technical"],
    "doc": ["alt.binaries.documentaries", "alt.binaries.docs", "alt.binaries.multimedia.documentaries", "alt.binaries.hdtv", "alt.binaries.documentaries"],
    "sport": ["alt.binaries.sport", "alt.binaries.multimedia.sports", "alt.binaries.multimedia.sports.boxing", "alt.binaries.formula1",
              "alt.binaries.sports.football", "alt.binaries.teevee"],
    "pod": ["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.misc", "alt.binaries.sounds.radio.oldtime", "alt.binaries.podcasts",
            "alt.binaries.sounds.mp3.spoken-word"],
    "pics": ["alt.binaries.pictures", "alt.binaries.pictures.wallpaper", "alt.binaries.pictures.nature", "alt.binaries.pictures.astro",
             "alt.binaries.pictures.photography", "alt.binaries.pictures.cats", "alt.binaries.pictures.misc"],
    "obf": ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.frogs", "alt.binaries.mom", "alt.binaries.bloaf", "alt.binaries.cores",
            "alt.binaries.u-4all", "alt.binaries.b4e", "alt.binaries.kleverig", "alt.binaries.ghosts", "alt.binaries.superman", "alt.binaries.iso",
            "alt.binaries.xylo", "alt.binaries.ath", "alt.binaries.dc", "alt.binaries.hdtv.x264", "alt.binaries.multimedia", "alt.binaries.flowed"],
}
LANG_REL_G = {"GERMAN": ["alt.binaries.hdtv.german", "alt.binaries.movies.german", "alt.binaries.german.movies", "alt.binaries.town"],
              "FRENCH": ["alt.binaries.dvd.french", "alt.binaries.hdtv.french", "alt.binaries.french"], "DUTCH": ["alt.binaries.nl", "alt.binaries.dvd.dutch", "alt.binaries.kleverig"],
              "iTALiAN": ["alt.binaries.dvd.italian", "alt.binaries.italian"], "SPANiSH": ["alt.binaries.dvd.spanish", "alt.binaries.spanish"],
              "POLiSH": ["alt.binaries.polish"], "PL": ["alt.binaries.polish"], "SWEDiSH": ["alt.binaries.swedish", "alt.binaries.nordic"],
              "DANiSH": ["alt.binaries.nordic", "alt.binaries.danish"], "NORWEGiAN": ["alt.binaries.nordic"], "PORTUGUESE": ["alt.binaries.portuguese"],
              "TURKiSH": ["alt.binaries.turkish"], "MULTi": ["alt.binaries.movies", "alt.binaries.hdtv.x264"]}
FOREIGN_GRP = ["WvF", "iNTENTiON", "TVARCHiV", "SUPPLY", "FTMVHD", "AMB3R", "NORViNE", "ZNB", "iMPACT", "NTG", "MOREHD", "RiPLEY", "TWA", "DETAiLS", "SAUERKRAUT", "GOLDIES"]


def sdot(s):
    s = s.replace("&", "and")
    s = re.sub(r"[',!?:;()#\u2019]", "", s)
    s = re.sub(r"\s+", ".", s.strip())
    s = re.sub(r"\.+", ".", s)
    return s.strip(".")


def sund(s):
    return re.sub(r"_+", "_", re.sub(r"[^0-9A-Za-z\-]+", "_", s.replace("&", "and").replace("'", ""))).strip("_")


def vol():
    a = ch([0, 1, 3, 7, 15, 31, 63])
    b = ch([1, 2, 4, 8, 16, 32])
    return f".vol{a:03d}+{b:03d}.par2" if chance(0.5) else f".vol{a:02d}+{b:02d}.par2"


def ext(kind):
    if kind == "video":
        pool = [".mkv", f".part{ri(1, 99):02d}.rar", ".rar", f".r{ri(0, 99):02d}", ".nfo", ".sfv", ".par2", vol(), ".mp4", f".7z.{ri(1, 40):03d}", ".nzb", ".srr", ".mkv"]
    elif kind == "music":
        pool = [".rar", ".nfo", ".sfv", ".m3u", ".par2", ".zip", ".flac", ".cue", ".log", ".jpg", vol(), ".mp3", f".part{ri(1, 9)}.rar"]
    elif kind == "book":
        pool = [".epub", ".pdf", ".mobi", ".azw3", ".rar", ".zip", ".par2", ".nfo", vol(), ".cbz", ".cbr"]
    elif kind == "soft":
        pool = [".iso", ".rar", f".part{ri(1, 30):02d}.rar", ".zip", ".exe", ".dmg", ".nfo", ".7z", ".par2", vol(), f".r{ri(0, 40):02d}"]
    elif kind == "audio":
        pool = [".m4b", ".mp3", ".rar", ".par2", ".nfo", ".jpg", ".cue", vol(), f".part{ri(1, 20):02d}.rar"]
    elif kind == "pic":
        pool = [".jpg", ".zip", ".rar", ".7z", ".par2", ".png", vol()]
    else:
        pool = [".rar", ".7z", ".bin", ".par2", vol(), f".part{ri(1, 60):02d}.rar", ".zip", ".001"]
    return ch(pool)


def maybe_wrap(name, kind, p=0.5):
    if not chance(p):
        return name
    base = name if len(name) < 120 else name[:100]
    return wrap_post(name, base + ext(kind))


def se():
    return ch([1, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 10, 12]), ri(1, 16)


def tag_opt(tags, p):
    return ch(tags) + "." if chance(p) else ""


def rdate():
    return ri(2019, 2025), ri(1, 12), ri(1, 28)


def fmt_tv_scene(show, year, daily=True):
    sd = sdot(show) + ("." + str(year) if chance(0.08) else "")
    q, g = ch(TV_Q), ch(TV_GRP)
    tail = q if "-" in q.split(".")[-1] else q + "-" + g
    s, e = se()
    f = R.randrange(10)
    if f <= 5:
        et = sdot(ch(EP_TITLES)) + "." if chance(0.3) else ""
        return f"{sd}.S{s:02d}E{e:02d}.{tag_opt(['PROPER', 'REPACK', 'iNTERNAL', 'REAL'], 0.12)}{et}{tail}"
    if f == 6 or f == 8:
        return f"{sd}.S{s:02d}E{e:02d}E{e + 1:02d}.{tail}"
    if f == 7:
        return f"{sd}.S{s:02d}.{tag_opt(['COMPLETE', 'iNTERNAL'], 0.2)}{tail}"
    if f == 8 and daily:
        y, m, d = rdate()
        return f"{sdot(ch(TALK_SHOWS))}.{y}.{m:02d}.{d:02d}.{sdot(ch(GUESTS))}.{tail}"
    return f"{sd}.S{s:02d}E{e:02d}.{tail}".lower() if chance(0.5) else f"{sd}.{s}x{e:02d}.{tail}"


def fmt_tv_p2p(show, year):
    s, e = se()
    et, g = ch(EP_TITLES), ch(TV_P2P_GRP)
    f = R.randrange(8)
    if f == 0:
        return f"{show} ({year}) - S{s:02d}E{e:02d} - {et} [{ch(['WEBDL-1080p', 'WEBDL-720p', 'HDTV-720p', 'Bluray-1080p', 'WEBRip-2160p'])}][{ch(['EAC3 5.1', 'AAC 2.0', 'DTS 5.1', 'EAC3 Atmos 5.1'])}][{ch(['h264', 'h265', 'x265'])}]-{g}"
    if f == 1:
        return f"{show} ({year}) S{s:02d}E{e:02d} - {et} ({ch(['1080p', '720p', '2160p'])} {ch(['AMZN', 'NF', 'ATVP', 'DSNP', 'HMAX', 'iP'])} WEB-DL x265 10bit EAC3 5.1 {ch(['Silence', 'Ghost', 'MONOLITH', 'Vyndros'])})"
    if f == 2:
        return f"{show} Season {s} Complete {ch(['1080p', '720p'])} WEB-DL x264 [{g}]"
    if f == 3:
        return f"{show} - {s}x{e:02d} - {et}"
    if f == 4:
        return f"{sdot(show)}.S{s:02d}E{e:02d}.1080p.WEB-DL.DDP5.1.H.264-{g}"
    if f == 5:
        return f"{show} S{s:02d}E{e:02d} {ch(['1080p', '720p', '2160p'])} WEB H264-{g}"
    if f == 6:
        return f"[{g}] {show} - S{s:02d}E{e:02d} [1080p]"
    return f"{show} S{s:02d} {ch(['1080p', '720p'])} {ch(['BluRay', 'WEBRip', 'WEB-DL'])} {ch(['x265-HETeam', 'x264-[i_c]', 'x265 HEVC-PSA', 'AAC5.1-RARBG'])}"


def fmt_film_scene(t, y):
    q = ch(FILM_Q)
    return f"{sdot(t)}.{y}.{tag_opt(['REMASTERED', 'EXTENDED', 'DC', 'CRiTERiON', 'PROPER', 'iNTERNAL', 'UNRATED', 'REPACK', 'LIMITED'], 0.2)}{q}-{ch(FILM_GRP)}"


def fmt_film_p2p(t, y):
    g = ch(FILM_P2P_GRP)
    f = R.randrange(8)
    if f == 0:
        return f"{t} ({y}) [{ch(['1080p', '720p', '2160p'])}] [{ch(['BluRay', 'WEBRip'])}] [5.1] [YTS.MX]"
    if f == 1:
        return f"{t} ({y}) ({ch(['1080p BluRay x265 10bit Tigole', '2160p UHD BluRay x265 HDR 10bit DTS-HD MA 5.1 ' + g, '1080p BluRay x265 SAMPA'])})"
    if f == 2:
        return f"{sdot(t)}.{y}.2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-{g}"
    if f == 3:
        return f"{t} {y} 1080p WEB-DL DD5.1 H264-{g}"
    if f == 4:
        return f"{t} ({y}) 720p BRRip x264 AAC"
    if f == 5:
        return f"{sdot(t)}.{y}.1080p.BluRay.DDP5.1.x264-{g}"
    if f == 6:
        return f"{t} [{y}] DVDRip XviD"
    return f"{t} ({y}) {ch(['Criterion', 'Remastered', 'Director Cut', 'Open Matte'])} 1080p BluRay FLAC x264-{g}"


def crc():
    return hexs(8, "0123456789ABCDEF")


def fmt_anime():
    name, en = ch(ANIME), ch(ANIME_EN)
    ep = ri(1100, 1130) if name == "One Piece" else ri(1, 26)
    g, s, y = ch(ANIME_GRP), ri(1, 4), ri(2000, 2025)
    f = R.randrange(12)
    if f == 0:
        return f"[SubsPlease] {name} - {ep:02d} ({ch(['1080p', '720p', '480p'])}) [{crc()}].mkv"
    if f == 1:
        return f"[Erai-raws] {name} - {ep:02d} [1080p][Multiple Subtitle][{crc()}].mkv"
    if f == 2:
        return f"[{g}] {name} (Season {s}) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)"
    if f == 3:
        return f"[{g}] {name} - {ep:02d} [{crc()}].mkv"
    if f == 4:
        return f"[{ch(['Beatrice-Raws', 'Moozzi2', 'Ohys-Raws', 'ReinForce', 'VCB-Studio'])}] {name} [BDRip 1920x1080 {ch(['HEVC FLAC', 'x264 FLAC', 'HEVC Main10 FLAC'])}]"
    if f == 5:
        return f"[ASW] {name} - {ep:02d} [1080p HEVC x265 10Bit][AAC]"
    if f == 6:
        return f"[{g}] {name} (BD 1080p Hi10 FLAC) [Dual-Audio]"
    if f == 7:
        return f"{sdot(en)}.S{s:02d}E{ep:02d}.1080p.{ch(['CR', 'NF', 'AMZN', 'DSNP'])}.WEB-DL.AAC2.0.H.264-{ch(['VARYG', 'SMURF', 'NTb', 'KiyoshiStar'])}"
    if f == 8:
        return f"[{g}] {en} - S{s:02d}E{ep:02d} [1080p] [Dual Audio]"
    if f == 9:
        return f"[EMBER] {name} ({y}) (Season {s}) [BDRip] [1080p Dual Audio HEVC 10 bits DDP]"
    if f == 10:
        return f"[{g}] {name} - {ep:02d} v2 [720p][{crc()}]"
    return f"[{g}]_{name.replace(' ', '_')}_-_{ep:02d}_[{ch(['h264', 'Hi10P', 'XviD'])}-{ch(['720p', '480p', '1080p'])}][{crc()}].mkv"


def cat_no():
    return ch(LABELS) + str(ri(10, 999)) + ch(["", "", "CD", "LP", "D", "WEB"])


def fmt_album_scene(a, al, y):
    A, AL, g = sund(a), sund(al), ch(MUSIC_GRP)
    if chance(0.15):
        g = g.lower()
    f = R.randrange(7)
    if f == 0:
        return f"{A}-{AL}-({cat_no()})-WEB-{y}-{g}"
    if f == 1:
        return f"{A}-{AL}-{y}-{g}"
    if f == 2:
        return f"{A}-{AL}-(Remastered)-{ch(['2CD', 'CD', 'WEB', 'VINYL', '3CD'])}-{ri(y, 2024)}-{g}"
    if f == 3:
        return f"{A}-{AL}-(Deluxe_Edition)-WEB-{y}-{g}"
    if f == 4:
        return f"{A}-{AL}-{ch(['24BIT-96KHZ-WEB', '24BIT-192KHZ-WEB', 'CD', 'WEB', 'VINYL-24BIT-96KHZ'])}-FLAC-{ri(y, 2024)}-{g}"
    if f == 5:
        return f"{A}-{AL}-({cat_no()})-{ch(['CD', 'LP', 'WEB'])}-{y}-{g}".lower()
    return f"{A}-{AL}-(Live)-{ch(['WEB', 'CD', 'BD'])}-{ri(y, 2024)}-{g}"


def fmt_album_p2p(a, al, y):
    f = R.randrange(9)
    if f == 0:
        return f"{a} - {al} ({y}) [FLAC {ch(['24-96', '24-192', '24-44.1', '16-44'])}]"
    if f == 1:
        return f"{a} - {al} ({ri(y, 2024)} Remaster) [FLAC] [CD]"
    if f == 2:
        return f"{a} - {al} [{y}] [CD FLAC]"
    if f == 3:
        return f"({y}) {a} - {al} [WEB FLAC 24bit 48kHz]"
    if f == 4:
        return f"{a} - {al} ({y}) MP3 320kbps"
    if f == 5:
        return f"{a} - {al} (Deluxe Edition) ({y}) [Qobuz 24-192]"
    if f == 6:
        return f"{a} - {al} ({y}) [Vinyl Rip 24-96 FLAC]"
    if f == 7:
        return f"{a} - {al} [{y}] (MP3 V0)"
    return f"{a} - {al} ({y}) [SACD ISO]"


def fmt_song(a, t):
    f = R.randrange(5)
    if f == 0:
        return f"{a} - {t}.mp3"
    if f == 1:
        return f"{a} - {t} (Official Music Video) 1080p"
    if f == 2:
        return f"{a} - {t} ({ch(['Remastered', 'Extended Mix', 'Live', 'Single Version', '12 inch Mix'])}) [FLAC]"
    if f == 3:
        return f"{sund(a)}-{sund(t)}-(Single)-WEB-{ri(2000, 2024)}-{ch(MUSIC_GRP)}"
    return f"{a} - {t} [{ch(['MP3 320', 'FLAC', 'WAV', 'M4A 256'])}]"


def fmt_disco(a, y):
    y0, y1 = y - ri(0, 10), ri(y, 2024)
    f = R.randrange(6)
    if f == 0:
        return f"{a} - Discography {y0}-{y1} [FLAC]"
    if f == 1:
        return f"{a} - Complete Studio Albums ({y0}-{y1}) [MP3 320]"
    if f == 2:
        return f"{a} - Studio Discography [24bit Vinyl Rips]"
    if f == 3:
        return f"{a} - The Complete Collection ({ri(8, 40)} albums) FLAC"
    if f == 4:
        return f"{a} Discography ({y0}-{y1}) mp3@320"
    return f"{sund(a)}-Discography-{y0}-{y1}-{ch(['FLAC', 'MP3', 'WEB'])}-{ch(MUSIC_GRP)}"


def fmt_audiobook(au, ti):
    nar = ch(NARRATORS)
    f = R.randrange(7)
    if f == 0:
        return f"{au} - {ti} (Unabridged) [M4B]"
    if f == 1:
        return f"{au} - {ti} [Audiobook] [MP3 {ch(['64', '128', '32', '96'])}kbps]"
    if f == 2:
        return f"{au} - {ti} - Read by {nar} - {ri(6, 45)}h{ri(0, 59):02d}m"
    if f == 3:
        return f"{sund(au)}_-_{sund(ti)}-AUDIOBOOK-WEB-EN-{ri(2015, 2024)}-{ch(['FRAY', 'BitBook', 'AMSA', 'ABN', 'dAUDiO'])}"
    if f == 4:
        return f"[AUDIOBOOK] {ti} by {au} (unabridged, {ri(5, 45)} hrs)"
    if f == 5:
        return f"{ti} - {au} - narrated by {nar} (Audible, M4B, chaptered)"
    return f"{au} - {ti} ({ch(['BBC Radio Drama', 'Full Cast', 'Dramatised'])}) MP3"


def fmt_book(au, ti, y=None):
    y = y or ri(1960, 2024)
    f = R.randrange(8)
    if f == 0:
        return f"{au} - {ti} (retail) (epub)"
    if f == 1:
        return f"{ti} by {au} EPUB"
    if f == 2:
        return f"{au} - {ti} ({y}).epub"
    if f == 3:
        return f"[{au}] {ti} (v5.0) [epub]"
    if f == 4:
        return f"{sdot(ti)}.{y}.RETAIL.EPUB.eBook-{ch(['BitBook', 'DeBTiSO', 'YUM', 'PRiNTER', 'TiMES', 'SCRiBE'])}"
    if f == 5:
        return f"{ti} - {au} [PDF/EPUB/MOBI]"
    if f == 6:
        return f"{au} - Collected Works ({ri(5, 60)} books) [EPUB]"
    return f"{au} - {ti} [{ch(['azw3', 'mobi', 'epub', 'pdf'])}]"


def fmt_techbook():
    au, ti, pub, y = ch(TECH_BOOKS)
    f = R.randrange(5)
    if f == 0:
        return f"{ti} - {au} ({pub}, {y}).pdf"
    if f == 1:
        return f"{pub} - {ti} ({y}) [True PDF]"
    if f == 2:
        return f"{sdot(pub)}.{sdot(ti)}.{y}.RETAIL.EPUB.eBook-{ch(['DeBTiSO', 'BitBook', 'YUM'])}"
    if f == 3:
        return f"{au} - {ti} [{pub}] EPUB+PDF"
    return f"{ti.split(',')[0]} ({pub} {y}) - {au}"


def fmt_comic():
    y, m, d = rdate()
    f = R.randrange(8)
    if f <= 2:
        return f"{ch(COMICS)} {ri(1, 160):03d} ({y}) (Digital) ({ch(COMIC_TAG)}).{ch(['cbr', 'cbz'])}"
    if f == 3:
        return f"2000AD Prog {ri(2300, 2420)} ({y}) (digital) (Minutemen-PhD).cbr"
    if f == 4:
        return f"0-Day Week of {y}.{m:02d}.{d:02d}"
    if f == 5:
        return f"{ch(MANGA)} v{ri(1, 110):02d} ({y}) (Digital) ({ch(['1r0n', 'LuCaZ', 'Oak', 'danke-Empire'])}).cbz"
    if f == 6:
        return f"{ch(COMICS)} Vol. {ri(1, 12)} TPB ({y}) (Digital) ({ch(COMIC_TAG)})"
    return f"{ch(COMICS)} Omnibus ({y}) (Digital) ({ch(COMIC_TAG)})"


def fmt_mag(mag=None):
    mag = mag or ch(MAGS)
    y, m, d = rdate()
    mo = MONTHS[m - 1]
    f = R.randrange(7)
    if f == 0:
        return f"{mag} - {mo} {y}"
    if f == 1:
        return f"{mag} - {d:02d} {mo} {y}.pdf"
    if f == 2:
        return f"{mag} - Issue {ri(100, 520)} ({mo} {y})"
    if f == 3:
        return f"{mag} - {y}-{m:02d}-{d:02d}"
    if f == 4:
        return f"Magazines Pack - {d} {mo} {y} ({ri(2, 9)}0 titles)"
    if f == 5:
        return f"{sdot(mag)}.{mo}.{y}.RETAIL.MAGAZiNE.eBook-{ch(['PRiNTER', 'BitBook', 'TiMES'])}"
    return f"{mag} ({mo} {y}) [True PDF]"


def fmt_soft(name, ver):
    g = ch(SOFT_GRP)
    v = ver if ver[:1].isdigit() else ver
    f = R.randrange(10)
    if f == 0:
        return f"{sdot(name)}.v{sdot(v)}.x64-{g}"
    if f == 1:
        return f"{name} v{v} (x64) Multilingual"
    if f == 2:
        return f"{name} {v} Portable"
    if f == 3:
        return f"{sdot(name)}.v{sdot(v)}.{ch(['MacOS', 'macOS', 'MacOSX', 'U2B.MacOS'])}-{g}"
    if f == 4:
        return f"{name} {v} x64 Pre-Activated"
    if f == 5:
        return f"{name} v{v} Win x64 [{g}]"
    if f == 6:
        return f"{sdot(name)}.v{sdot(v)}.Incl.Keygen-{g}"
    if f == 7:
        return f"{name} {v} Repack by {ch(['KpoJIuK', 'elchupacabra', 'Diakov', 'TryRooM', 'Dodakaedr'])}"
    if f == 8:
        return f"{sdot(name)}.v{sdot(v)}.ISO-{g}"
    return f"{name} {v} ({ch(['64-bit', 'x86/x64', 'ARM64', 'Linux x64', 'Universal'])})"


def fmt_soft_plain():
    name = ch(SOFT)[0]
    f = R.randrange(9)
    if f == 0:
        return f"{name} setup files"
    if f == 1:
        return f"{name} (64-bit) ISO"
    if f == 2:
        return f"{name} for Windows"
    if f == 3:
        return f"{name} Offline Installer"
    if f == 4:
        return f"{sdot(name)}-{ch(SOFT_GRP)}"
    if f == 5:
        return f"{sdot(name)}.dmg"
    if f == 6:
        return f"en-us_windows_11_consumer_editions_version_{ch(['22h2', '23h2', '24h2'])}_x64_dvd_{hexs(8)}.iso"
    if f == 7:
        return f"SW_DVD9_Office_Professional_Plus_{ch(['2019', '2021', '2024'])}_64Bit_English_MLF_X{ri(20, 23)}-{ri(10000, 99999)}.ISO"
    return name


def gslug(g):
    return re.sub(r"[^a-z0-9]+", "_", g.lower()).strip("_")


def fmt_game_scene():
    gm, g = ch(GAMES), ch(GAME_GRP)
    f = R.randrange(10)
    if f <= 2:
        return f"{sdot(gm)}-{g}"
    if f == 3:
        return f"{sdot(gm)}.Update.v{ri(1, 3)}.{ri(0, 20)}.{ri(0, 9)}-{g}"
    if f == 4:
        return f"{sdot(gm)}.{ch(['Deluxe.Edition', 'Complete.Edition', 'GOTY', 'MULTi12', 'Digital.Deluxe'])}-{g}"
    if f == 5:
        return f"{sdot(ch(NSW))}.NSW-{ch(NSW_GRP)}"
    if f == 6:
        return f"{sdot(ch(NSW))}.Update.v{ri(1, 9)}.{ri(0, 9)}.{ri(0, 9)}.NSW-{ch(NSW_GRP)}"
    if f == 7:
        return f"{sdot(gm)}.PS4-{ch(['DUPLEX', 'BlaZe', 'CUSA'])}"
    if f == 8:
        return ch([f"{ch(RETRO)}.zip", f"{ch(RETRO)}.7z", f"No-Intro - Nintendo - Game Boy ({ri(2022, 2024)}{ri(1, 12):02d}{ri(1, 28):02d})"])
    return f"setup_{gslug(gm)}_{ri(1, 2)}.{ri(0, 9)}.{ri(0, 9)}_(64bit)_({ri(50000, 80000)}).exe"


def fmt_repack(gm=None):
    gm = gm or ch(GAMES)
    v = f"{ri(1, 2)}.{ri(0, 20)}.{ri(0, 9)}"
    f = R.randrange(8)
    if f == 0:
        return f"{gm} - v{v} + {ri(1, 12)} DLCs [FitGirl Repack]"
    if f == 1:
        return f"{gm} (v{v} + DLC, MULTi{ri(8, 20)}) [FitGirl Repack, Selective Download - from {ri(10, 99)}.{ri(0, 9)} GB]"
    if f == 2:
        return f"{gm} [DODI Repack]"
    if f == 3:
        return f"{sdot(gm)}.MULTi{ri(5, 15)}-ElAmigos"
    if f == 4:
        return f"{gm} - [KaOs Repack]"
    if f == 5:
        return f"{gm} Deluxe Edition v{v} [R.G. Mechanics]"
    if f == 6:
        return f"{gm} v{v} [GOG] [{ch(['Windows', 'Linux', 'Mac'])}]"
    return f"{gm} ({ch(['Build', 'v'])}{ri(1000000, 9999999) if chance(0.5) else v}) [{ch(['FitGirl', 'DODI', 'Chovka', 'xatab'])} Repack]"


def fmt_linux():
    iso = ch(LINUX)
    f = R.randrange(5)
    if f <= 1:
        return iso
    if f == 2:
        return re.sub(r"\.(iso|img\.xz|img\.gz|img)$", "", iso) + " ISO"
    if f == 3:
        return iso + " [official image, sha256 in nfo]"
    return "Linux: " + iso


DOC_SUBJ = ["The Secret Life of Bees", "Black Holes", "Antarctica", "The Roman Empire", "Volcanoes", "Deep Sea", "The Pyramids",
            "Quantum Computing", "The Moon", "Migration", "The Vikings", "Dinosaurs", "The Human Brain", "Coral Reefs", "Plate Tectonics",
            "The Silk Road", "Jet Engines", "The Titanic", "Pompeii", "Sleep"]


def fmt_course():
    c = ch(COURSES)
    f = R.randrange(7)
    if f == 0:
        return c
    if f == 1:
        return f"{c} ({ri(2018, 2024)})"
    if f == 2:
        return f"{c} [{ri(5, 60)}h {ri(0, 59)}m]"
    if f == 3:
        return f"[ FreeCourseWeb.com ] {c}"
    if f == 4:
        return f"[Tutorialsplanet.NET] {c}"
    if f == 5:
        return f"{sdot(c.replace(' - ', ' '))}-{ch(['iLLiTERATE', 'QUASAR', 'ELOHiM', 'JGTiSO', 'BOOKWARE-iLEARN', 'TUTOR'])}"
    return f"{c} - {ri(20, 300)} lessons, {ch(['1080p', '720p'])} + project files"


def fmt_doc(t=None, chan=None, y=None):
    if t is None:
        t, chan = ch(DOCS)
    y = y or ri(1990, 2024)
    s, e = se()
    f = R.randrange(6)
    if f == 0:
        return f"{(chan + '.') if chan else ''}{sdot(t)}.S{s:02d}E{e:02d}.1080p.{ch(['WEB.h264', 'HDTV.x264', 'iP.WEB-DL.AAC2.0.H.264', 'BluRay.x264'])}-{ch(TV_GRP)}"
    if f == 1:
        return f"{(chan + '.') if chan else ''}{sdot(t)}.{y}.{sdot(ch(DOC_SUBJ))}.720p.HDTV.x264.AAC.MVGroup.org"
    if f == 2:
        return f"{t} ({y}) 1080p BluRay x264"
    if f == 3:
        return f"{chan or 'Documentary'} - {t} - {ch(DOC_SUBJ)} ({y})"
    if f == 4:
        return f"{sdot(t)}.{y}.DOCU.{ch(['1080p.WEB.h264', '720p.BluRay.x264', 'DVDRip.x264'])}-{ch(FILM_GRP)}"
    return f"{t} {y} Documentary 720p"


def fmt_sport():
    y, m, d = rdate()
    tpl = ch(SPORTS)
    a, b = R.sample(FIGHTERS, 2)
    t1, t2 = R.sample(NFL, 2)
    t3, t4 = R.sample(NBA, 2)
    c1, c2 = R.sample(EPL, 2)
    out = tpl.format(y=y, m=m, d=d, r=ri(1, 24), gp=ch(GPS), ufc=ri(290, 310), a=a, b=b, w=ri(1, 18), t1=t1, t2=t2, t3=t3, t4=t4, c1=c1, c2=c2)
    return out


def sport_group(n):
    if n.startswith(("Formula1", "MotoGP")):
        return ch(["alt.binaries.formula1", "alt.binaries.sport", "alt.binaries.multimedia.sports"])
    if n.startswith(("UFC", "Boxing")):
        return ch(["alt.binaries.multimedia.sports.boxing", "alt.binaries.sport", "alt.binaries.multimedia.sports"])
    if n.startswith(("EPL", "Match of")):
        return ch(["alt.binaries.sports.football", "alt.binaries.multimedia.sports", "alt.binaries.sport"])
    return ch(["alt.binaries.sport", "alt.binaries.multimedia.sports", "alt.binaries.teevee", "alt.binaries.sports"])


def fmt_pod(p=None):
    p = p or ch(PODS)
    y, m, d = rdate()
    f = R.randrange(6)
    if f == 0:
        return f"{p} - {y}-{m:02d}-{d:02d}"
    if f == 1:
        return f"{p} #{ri(100, 2200)}"
    if f == 2:
        return f"{p} - {ch(DOC_SUBJ)} ({y}-{m:02d}-{d:02d}) [MP3 128k]"
    if f == 3:
        return f"{p} - Episode {ri(1, 900)} - {ch(DOC_SUBJ)}"
    if f == 4:
        return f"{p} {y} Complete Series"
    return f"{p} ({d:02d}.{m:02d}.{y}) mp3"


PLACES = ["Iceland", "Lake District", "Yosemite", "Dolomites", "Kyoto", "Patagonia", "Scottish Highlands", "Norway fjords",
          "Amsterdam", "Lisbon", "Cornwall", "New Zealand", "Tuscany", "Provence", "Zion National Park", "Hokkaido"]


def fmt_pics():
    y = ri(2010, 2024)
    f = R.randrange(12)
    if f == 0:
        return f"Wallpapers Pack 4K {y} ({ri(50, 500)} pics)"
    if f == 1:
        return f"NASA APOD {y} complete ({ri(360, 366)} jpg)"
    if f == 2:
        return f"Landscape photography - {ch(PLACES)} - {ri(20, 300)} RAW+JPG"
    if f == 3:
        return f"National Geographic Photo of the Day {y} [{ri(2, 9)}00 images]"
    if f == 4:
        return f"Hubble and Webb space images {y} (hi-res TIFF)"
    if f == 5:
        return ch([f"IMG_{ri(1000, 9999)}.JPG", f"DSC{ri(10000, 99999)}.jpg", f"P{ri(1000000, 9999999)}.JPG", f"DSCF{ri(1000, 9999)}.RAF"])
    if f == 6:
        return f"Bing Wallpaper Archive {y}-{ri(1, 12):02d}"
    if f == 7:
        return f"Old maps of {ch(PLACES)} - scanned 600dpi"
    if f == 8:
        return f"{ch(PLACES)} street photography set {ri(1, 30)}"
    if f == 9:
        return f"Cat pictures collection part {ri(1, 80)}"
    if f == 10:
        return f"{ch(['Hokusai', 'Van Gogh', 'Alphonse Mucha', 'Rembrandt', 'Hiroshige', 'Klimt'])} - complete works ({ri(100, 900)} images)"
    return f"Astrophotography - {ch(['M31 Andromeda', 'Orion Nebula', 'Pleiades', 'Horsehead Nebula', 'Milky Way core'])} stack {ri(2, 40)}h integration"


def fmt_foreign():
    f = R.randrange(7)
    if f <= 2:
        show, lang = ch(FOREIGN_TV)
        s, e = se()
        return f"{sdot(show)}.S{s:02d}E{e:02d}.{lang}.{ch(['1080p.WEB.h264', '720p.HDTV.x264', '1080p.HDTV.x264', 'WEB.x264', '720p.WEB.h264'])}-{ch(FOREIGN_GRP)}", ch(LANG_REL_G.get(lang, GK["tv"]))
    if f <= 4:
        t, y, lang = ch(FOREIGN_FILM)
        if lang == "GERMAN" and chance(0.5):
            return f"{sdot(t)}.{y}.German.DL.{ch(['1080p.BluRay.x264', '720p.BluRay.x264', '2160p.UHD.BluRay.x265', 'AC3.Dubbed.1080p.WEB.h264'])}-{ch(FOREIGN_GRP)}", ch(LANG_REL_G["GERMAN"])
        if chance(0.3):
            return f"{t} ({y}) [{lang.upper()}] {ch(['1080p', '720p', 'DVDRip'])}", ch(LANG_REL_G.get(lang, GK["film"]))
        return f"{sdot(t)}.{y}.{lang}.{ch(FILM_Q)}-{ch(FOREIGN_GRP)}", ch(LANG_REL_G.get(lang, GK["film"]))
    if f == 5:
        t, y, lang = ch(FOREIGN_FILM)
        return f"{sdot(t)}.{y}.NORDiC.1080p.WEB-DL.H.264.DD5.1-TWA", ch(LANG_REL_G["SWEDiSH"])
    n = ch(FOREIGN_MISC)
    if re.search(r"EPUB|epub|H\u00f6rbuch|Magazin|PDF|Libelle|week", n):
        g = ch(["alt.binaries.e-book.german", "alt.binaries.ebook.french", "alt.binaries.e-book.dutch", "alt.binaries.e-book", "alt.binaries.e-book.magazines"])
    elif re.search(r"BDRip|\u7b2c", n):
        g = ch(GK["anime"])
    else:
        g = ch(["alt.binaries.mp3.german", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.mp3.spanish",
                "alt.binaries.russian", "alt.binaries.sounds.mp3", "alt.binaries.mp3.italian"])
    return n, g


OBF_EXT = [".mkv", ".part03.rar", ".7z.012", ".par2", ".vol015+16.par2", ".r04", ".001", ".bin", ".rar", ".mp4", ".zip", ".part11.rar", ".iso", ""]


def fmt_hash():
    h = hexs(ch([32, 32, 40, 64, 16, 24]))
    if chance(0.2):
        h = h.upper()
    return h + (ch(OBF_EXT) if chance(0.6) else "")


def fmt_random():
    s = "".join(ch(ALNUM) for _ in range(ri(8, 40)))
    if chance(0.15):
        s = s.lower()
    if chance(0.1):
        s = "".join(ch(ALNUM) for _ in range(ri(4, 9))) + ch(["_", "-", "."]) + "".join(ch(ALNUM) for _ in range(ri(4, 9)))
    return s + (ch(OBF_EXT) if chance(0.5) else "")


def fmt_numeric():
    f = R.randrange(5)
    if f == 0:
        s = str(ri(10 ** 9, 10 ** 10 - 1))
    elif f == 1:
        y, m, d = rdate()
        s = f"{y}{m:02d}{d:02d}{ri(0, 23):02d}{ri(0, 59):02d}{ri(0, 59):02d}"
    elif f == 2:
        s = f"{ri(0, 9999999):010d}"
    elif f == 3:
        s = str(ri(1500000000, 1760000000))
    else:
        s = str(ri(100, 99999999))
    return s + (ch(OBF_EXT) if chance(0.5) else "")


def fmt_uuid():
    u = f"{hexs(8)}-{hexs(4)}-4{hexs(3)}-{ch('89ab')}{hexs(3)}-{hexs(12)}"
    if chance(0.2):
        u = u.upper()
    if chance(0.15):
        u = u.replace("-", "")
    return u + (ch(OBF_EXT) if chance(0.5) else "")


def fmt_moji():
    s = ch(MOJI_SRC)
    f = R.randrange(4)
    if f == 0:
        out = s.encode("utf-8").decode("cp1252", errors="replace")
    elif f == 1:
        try:
            out = s.encode("latin-1").decode("utf-8", errors="replace")
        except UnicodeEncodeError:
            out = s.encode("utf-8").decode("cp1251", errors="replace")
    elif f == 2:
        out = s.encode("utf-8").decode("cp1251", errors="replace")
    else:
        out = s.encode("utf-8").decode("cp850", errors="replace")
    return out


# ---------------------------------------------------------------- legit kinds
def rand_scene():
    f = R.randrange(7)
    if f <= 1:
        return fmt_tv_scene(*ch(SHOWS)), "video", ch(GK["tv"])
    if f == 2:
        return fmt_film_scene(*ch(FILMS)), "video", ch(GK["film"])
    if f == 3:
        return fmt_album_scene(*ch(ALBUMS)), "music", ch(GK["music"])
    if f == 4:
        return fmt_game_scene(), "soft", ch(GK["games"])
    if f == 5:
        return fmt_soft(*ch(SOFT)), "soft", ch(GK["soft"])
    return fmt_doc(), "video", ch(GK["doc"])


def rand_release():
    f = R.randrange(9)
    if f <= 5:
        return rand_scene()
    if f == 6:
        return fmt_film_p2p(*ch(FILMS)), "video", ch(GK["film"])
    if f == 7:
        return fmt_anime(), "video", ch(GK["anime"])
    return fmt_book(*ch(BOOKS)), "book", ch(GK["ebook"])


def fmt_adlike():
    kind, d = ch(ADLIKE)
    if kind == "film":
        return (fmt_film_scene(*d) if chance(0.5) else fmt_film_p2p(*d)), "video", ch(GK["film"])
    if kind == "show":
        return (fmt_tv_scene(*d, daily=False) if chance(0.55) else fmt_tv_p2p(*d)), "video", ch(GK["tv"])
    if kind == "album":
        if chance(0.5):
            return fmt_album_scene(*d), "music", ch(GK["music"])
        return fmt_album_p2p(*d), "music", ch(GK["flac"] + GK["music"])
    if kind == "song":
        return fmt_song(*d), "music", ch(GK["music"])
    if kind == "book":
        if chance(0.3):
            return fmt_audiobook(*d), "audio", ch(GK["audiobook"])
        return fmt_book(*d), "book", ch(GK["ebook"])
    if kind == "soft":
        return fmt_soft(*d), "soft", ch(GK["soft"] + GK["linux"][:1])
    if kind == "game":
        return (fmt_repack(d[0]) if chance(0.5) else f"{sdot(d[0])}-{ch(GAME_GRP)}"), "soft", ch(GK["games"])
    if kind == "pod":
        return fmt_pod(d[0]), "audio", ch(GK["pod"])
    return fmt_doc(d[0], "", d[1]), "video", ch(GK["doc"])


def fmt_odd():
    base, k, g = rand_scene()
    f = R.randrange(7)
    if f == 0:
        s = base.lower()
    elif f == 1:
        s = base.replace(".", "_")
    elif f == 2:
        s = re.sub(r"-[^-.]+$", "", base)
    elif f == 3:
        s = base.replace(".", " ")
    elif f == 4:
        s = base.upper()
    elif f == 5:
        s = re.sub(r"-[^-.]+$", "", base).replace(".", "_").lower()
    else:
        s = re.sub(r"-[^-.]+$", "", base).replace(".", " ").replace("_", " ")
    return s, k, g


def fmt_long():
    f = R.randrange(6)
    if f == 0:
        a, al, y = ch(ALBUMS)
        return (f"{a} - {al} ({y}) [{ri(y, 2024)} Remaster] [24bit-{ch(['96', '192'])}kHz] [FLAC] [Vinyl Rip + Scans + Log + Cue] "
                f"[Complete Deluxe Edition with Bonus Tracks and Previously Unreleased Demos]"), "music", ch(GK["flac"])
    if f == 1:
        t, y = ch(FILMS)
        return (f"{t} ({y}) [{ch(['Directors Cut', 'Theatrical Cut', 'Extended Edition', '4K Restoration'])}] 2160p UHD BluRay REMUX HDR10 "
                f"Dolby Vision HEVC TrueHD Atmos 7.1 Multi-Subs with Extras and Commentary Tracks"), "video", ch(GK["film"])
    if f == 2:
        sh, y = ch(SHOWS)
        n = ri(2, 12)
        return (f"{sh} - Complete Series Seasons 1-{n} (Episodes 1-{n * ri(8, 22)}) 1080p WEB-DL x265 HEVC 10bit AAC 5.1 "
                f"English Subtitles Included [Full Box Set]"), "video", ch(GK["tv"])
    if f == 3:
        au, ti = ch(BOOKS)
        return (f"{au} - {ti} - Complete Unabridged Audiobook Narrated by {ch(NARRATORS)} - {ri(6, 50)} Hours - 64kbps MP3 with Cover Art "
                f"and Chapter Markers"), "audio", ch(GK["audiobook"])
    if f == 4:
        gm = ch(GAMES)
        return (f"{gm} - Complete Edition with All DLCs, Updates to v{ri(1, 2)}.{ri(0, 20)}, Soundtrack and Digital Artbook - "
                f"MULTi{ri(8, 20)} - [FitGirl Repack, Selective Download]"), "soft", ch(GK["games"])
    t, chan = ch(DOCS)
    return (f"{t} - The Complete Documentary Series, Remastered in HD with Behind the Scenes Featurettes, Interviews and a "
            f"Making-of Special ({ri(1990, 2024)}) 1080p"), "video", ch(GK["doc"])


def legit_repost():
    rel, k, g = rand_release()
    f = R.randrange(8)
    s = [f"REPOST: {rel}", f"[REPOST] {rel}", f"{rel} (repost)", f"Repost by request - {rel}",
         f"{rel} REPOST missing parts {ri(2, 20)}-{ri(21, 40)}", f"RE-POST {rel} [fixed par2]", f"{rel} *REPOST*",
         f"Repost: {rel} - part {ri(1, 60)} was corrupt"][f]
    if chance(0.5):
        s = wrap_post(s, rel + ext(k))
    return s, g


def legit_request():
    rel, k, g = rand_release()
    fname = rel + ext(k)
    i, n, kk, m = counts()
    key = ch(EFNET_KEYS)
    rid = ri(1000, 199999)
    f = R.randrange(8)
    if f == 0:
        s = f'[{rid}]-[FULL]-[#{key}@EFNet]-[ {rel} ]-[{i:02d}/{n:02d}] - "{fname}" yEnc ({kk}/{m})'
    elif f == 1:
        s = f'[#{key}@EFNet]-[FULL]-[ID:{rid}]-[{rel}]-[{i:02d}/{n:02d}] - "{fname}" yEnc ({kk}/{m})'
    elif f == 2:
        s = f'REQ {rid} - {rel} - FILLED [{i}/{n}] - "{fname}" yEnc ({kk}/{m})'
    elif f == 3:
        s = f'[ {rid} ]-[ #{key}@EFNet ]-[ FULL ]-[ {rel} ] - [{i:02d}/{n:02d}] - "{fname}" yEnc ({kk}/{m})'
    elif f == 4:
        s = f'{rel} [REQ by {ch(NICKS)}] [{i}/{n}] - "{fname}" yEnc ({kk}/{m})'
    elif f == 5:
        s = f'[FILL] {rel} - as requested in {g}.d - [{i}/{n}] - "{fname}" yEnc ({kk}/{m})'
    elif f == 6:
        s = f"Req fill for {ch(NICKS)}: {rel} ({i}/{n})"
    else:
        s = f'[{rid}]-[#{key}@EFNet]-[{rel}]-[PART {i}/{n}]-[REPOST] - "{fname}" yEnc ({kk}/{m})'
    if "EFNet" in s and chance(0.7):
        g = EFNET[key]
    return s, g


def legit_shell():
    rel, k, g = rand_release()
    return shell(rel, rel + ext(k)), ch([g, g, "alt.binaries.town", "alt.binaries.ghosts", "alt.binaries.u-4all", "alt.binaries.mom"])


def legit_par2():
    rel, k, g = rand_release()
    f = R.randrange(5)
    if f == 0:
        return wrap_post(rel, rel + ".par2"), g
    if f == 1:
        return wrap_post(rel, rel + vol()), g
    if f == 2:
        h = hexs(32) if chance(0.5) else "".join(ch(ALNUM) for _ in range(ri(12, 30)))
        return wrap_post(h, h + ch([".par2", vol()]), ch(["nyuu", "ngpost", "gopost"])), ch(GK["obf"])
    if f == 3:
        return f'"{rel}.par2" yEnc (1/1)', g
    return f'{rel} [{ri(1, 40)}/{ri(41, 80)}] - "{rel}{vol()}" yEnc ({ri(1, 9)}/{ri(10, 70)})', g


PERSONAL = [
    "My own rip of {a} - {al} from the original {y} CD, EAC secure mode, log and cue included",
    "Digitised from my dad's VHS tape: {event}, not great quality but rare", "Here is {show} season {n} as requested, all episodes, sorry it took so long",
    "Needledrop of my {a} - {al} vinyl, 24/96, {tt} into {adc}", "Recorded off {bc} last night - {show} S{s}E{e}, ads cut out",
    "Scanned my copy of {comic}, 600 dpi, cbz", "Home-made compilation of 80s synthpop, {nn} tracks mp3 320",
    "Holiday photos from {place} {yy} for the family, {nn} jpg", "Tapes from a {city} pirate radio station 1994-1996, digitised",
    "{a} live at {venue} {yy}, my own audience recording", "Ripped my {a} box set, all discs, FLAC with scans",
    "old home movies 8mm transferred to mp4 (family only, nothing exciting)", "My grandfather's war letters, scanned as PDF",
    "I finally finished encoding {show} in x265, whole series, enjoy", "This is the {bc} broadcast of {event}, captured from DVB-T",
    "Re-encoded my {film} DVD to mkv, original subs kept", "my band's demo tape from {yy} - free to share",
    "Camcorder recording of our school play {yy}", "{a} - {al}, my mp3s from way back, 192kbps, tags fixed",
    "as promised in the other thread: {film} ({fy}) from my own Blu-ray", "Transferred my {a} cassettes, Nakamichi deck, 24/48 FLAC"]
EVENTS = ["the 1994 Bathurst 1000", "Live Aid 1985", "the 1986 World Cup final", "Glastonbury 1995", "the 1999 Champions League final",
          "the Millennium Eve celebrations", "the 1987 Grand National", "the 1991 Rugby World Cup final", "the 1989 Tour de France last stage"]


def legit_personal():
    a, al, y = ch(ALBUMS)
    sh, _ = ch(SHOWS)
    fi, fy = ch(FILMS)
    vals = dict(a=a, al=al, y=y, show=sh, film=fi, fy=fy, n=ri(1, 8), s=f"{ri(1, 9):02d}", e=f"{ri(1, 12):02d}", event=ch(EVENTS),
                tt=ch(["Technics SL-1200", "Rega Planar 3", "Pro-Ject Debut", "Thorens TD-160"]), adc=ch(["Focusrite Scarlett", "RME Babyface", "Behringer UCA202"]),
                bc=ch(["Freeview", "BBC Two", "ZDF", "the local cable", "Sky Arts", "Canal+"]), comic=ch(COMICS) + f" #{ri(1, 300)}",
                nn=ri(20, 400), place=ch(PLACES), yy=ri(1980, 2023), city=ch(CITIES),
                venue=ch(["Brixton Academy", "the Paradiso", "Red Rocks", "the 9:30 Club", "Roskilde", "the Fillmore", "Hammersmith Odeon"]))
    s = ch(PERSONAL).format(**vals)
    if re.search(r"Camcorder|8mm|Blu-ray|DVD|encoding|broadcast|season|last night", s):
        grp = ch(GK["tv"][:3] + GK["film"][:3] + ["alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.sport"])
    elif re.search(r"photos|Scanned|scanned", s):
        grp = ch(GK["pics"][:1] + GK["comics"][:1] + ["alt.binaries.pictures.misc", "alt.binaries.e-book"])
    elif re.search(r"FLAC|CD|vinyl|cassettes|mp3|tape|recording|radio|synthpop", s):
        grp = ch(GK["music"] + GK["flac"] + ["alt.binaries.sounds.radio.misc"])
    else:
        grp = ch(GK["tv"][:3] + GK["film"][:3] + ["alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.sport"])
    if chance(0.3):
        s = wrap_post(s, sund(s)[:ri(20, 50)] + ch([".rar", ".zip", ".7z", ".par2", ".flac", ".mkv"]), ch(["nyuu_c", "mangler", "jbinup", "fileof", "old"]))
    return s, grp


def lw(name, kind, group, p=0.5):
    return maybe_wrap(name, kind, p), group


def g_music_scene():
    n = fmt_album_scene(*ch(ALBUMS))
    return lw(n, "music", ch(GK["flac"] if "FLAC" in n else GK["music"]))


def g_music_p2p():
    if chance(0.2):
        a, al, y = ch(ALBUMS)
        n = fmt_song(a, al)
    else:
        n = fmt_album_p2p(*ch(ALBUMS))
    return lw(n, "music", ch(GK["flac"] if ("FLAC" in n or "SACD" in n or "24-" in n) else GK["music"]))


def g_disco():
    a, al, y = ch(ALBUMS)
    n = fmt_disco(a, y)
    return lw(n, "music", ch(GK["flac"] if "FLAC" in n or "Vinyl" in n else GK["music"]))


def g_ebook():
    n = fmt_techbook() if chance(0.3) else fmt_book(*ch(BOOKS))
    return lw(n, "book", ch(GK["ebook"]))


def g_sport():
    n = fmt_sport()
    return lw(n, "video", sport_group(n))


def g_moji():
    n = fmt_moji()
    if re.search(r"\d{3,4}p|BluRay|Saison|Folge|Your Name|Am.lie|L.on", n):
        g = ch(GK["film"] + GK["tv"] + GK["anime"][:1])
    elif "audiobook" in n:
        g = ch(GK["audiobook"])
    else:
        g = ch(GK["music"] + GK["flac"] + GK["obf"][:4])
    return lw(n, "other", g, 0.4)


def g_foreign():
    n, g = fmt_foreign()
    return lw(n, "video", g)


def g_adlike():
    n, k, g = fmt_adlike()
    return lw(n, k, g)


def g_odd():
    n, k, g = fmt_odd()
    return lw(n, k, g, 0.4)


def g_long():
    n, k, g = fmt_long()
    return lw(n, k, g, 0.35)


LEGIT = {
    "tv_scene": (145, lambda: lw(fmt_tv_scene(*ch(SHOWS)), "video", ch(GK["tv"]))),
    "tv_p2p": (90, lambda: lw(fmt_tv_p2p(*ch(SHOWS)), "video", ch(GK["tv"]))),
    "film_scene": (90, lambda: lw(fmt_film_scene(*ch(FILMS)), "video", ch(GK["film"]))),
    "film_p2p": (80, lambda: lw(fmt_film_p2p(*ch(FILMS)), "video", ch(GK["film"]))),
    "anime_fansub": (100, lambda: lw(fmt_anime(), "video", ch(GK["anime"]))),
    "music_scene": (70, g_music_scene),
    "music_p2p": (70, g_music_p2p),
    "discography": (25, g_disco),
    "audiobook": (55, lambda: lw(fmt_audiobook(*ch(BOOKS)), "audio", ch(GK["audiobook"]))),
    "ebook": (70, g_ebook),
    "comics": (50, lambda: lw(fmt_comic(), "book", ch(GK["comics"]))),
    "magazine": (45, lambda: lw(fmt_mag(), "book", ch(GK["mags"]))),
    "software_versioned": (65, lambda: lw(fmt_soft(*ch(SOFT)), "soft", ch(GK["soft"]))),
    "software_plain": (30, lambda: lw(fmt_soft_plain(), "soft", ch(GK["soft"]))),
    "games_scene": (45, lambda: lw(fmt_game_scene(), "soft", ch(GK["games"]))),
    "games_repack": (40, lambda: lw(fmt_repack(), "soft", ch(GK["games"]))),
    "linux_iso": (45, lambda: lw(fmt_linux(), "soft", ch(GK["linux"]))),
    "course_tutorial": (45, lambda: lw(fmt_course(), "video", ch(GK["course"]))),
    "documentary": (45, lambda: lw(fmt_doc(), "video", ch(GK["doc"]))),
    "sports": (50, g_sport),
    "podcast_radio": (40, lambda: lw(fmt_pod(), "audio", ch(GK["pod"]))),
    "images_photos": (35, lambda: lw(fmt_pics(), "pic", ch(GK["pics"]))),
    "foreign_language": (75, g_foreign),
    "obfuscated_hash": (45, lambda: lw(fmt_hash(), "other", ch(GK["obf"]), 0.5)),
    "obfuscated_random": (45, lambda: lw(fmt_random(), "other", ch(GK["obf"]), 0.5)),
    "obfuscated_numeric": (25, lambda: lw(fmt_numeric(), "other", ch(GK["obf"]), 0.5)),
    "obfuscated_uuid": (25, lambda: lw(fmt_uuid(), "other", ch(GK["obf"]), 0.5)),
    "mojibake": (25, g_moji),
    "par2_set": (40, legit_par2),
    "adlike_words": (250, g_adlike),
    "odd_style": (60, g_odd),
    "long_descriptive": (30, g_long),
    "repost": (30, legit_repost),
    "request_fill": (40, legit_request),
    "community_shell": (40, legit_shell),
    "personal_rip": (40, legit_personal),
}

BAD = re.compile("[\t\n\r\x00\x0b\x0c\x1c\x1d\x1e\x1f\x85\u2028\u2029]")


def main():
    rows, seen = [], set()
    counts_by = {}

    def produce(label, fam, n, gen):
        made, tries = 0, 0
        while made < n and tries < n * 300:
            tries += 1
            t, g = gen()
            t = BAD.sub(" ", t).strip()
            if not t or t in seen or not g:
                continue
            seen.add(t)
            rows.append((label, fam, t, g))
            made += 1
        counts_by[fam] = made

    for intent, spec in JUNK.items():
        produce("junk", "junk:" + intent, spec["n"], spec["fn"] if "fn" in spec else junk_maker(spec))
    for kind, (n, gen) in LEGIT.items():
        produce("legit", "legit:" + kind, n, gen)
    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            assert all(not BAD.search(x) for x in r)
            fh.write("\t".join(r) + "\n")
    tot = {}
    for label, fam, _t, _g in rows:
        tot[label] = tot.get(label, 0) + 1
    for label in ["junk", "legit"]:
        print(f"{label}\t{tot.get(label, 0)}")
    for fam, n in counts_by.items():
        print(f"  {fam}\t{n}")
    print(f"total\t{len(rows)}\t-> {OUT}")


if __name__ == "__main__":
    main()
