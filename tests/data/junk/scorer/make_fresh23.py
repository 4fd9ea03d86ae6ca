#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh23 - a BLIND held-out evaluation set of Usenet subject lines, junk vs legit.

How it was written
    Blind.  The writer never saw, opened, listed, searched or ran the filter this set
    is meant to evaluate, nor any repository, corpus, list or file on the machine it
    was written on, and looked nothing up on the web or in a library.  Every
    template, name and phrasing comes from the writer's own general knowledge of
    Usenet binary newsgroups (alt.binaries.*): scene / P2P / anime / music / ebook /
    software / game / course / TV-recording naming; how posting tools write subjects
    (nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff, PowerPost, old yEnc and uuencode
    counters), EFNet request fillers and community posting shells with site tags and
    signatures; and the spam, scams, adverts, bots and noise seen in those groups and
    on Newznab indexers.  The generator was written in appends of at most about 300
    lines and then run to check its counts, uniqueness and format.

Determinism
    Python 3.11, standard library only.  A single random.Random(SEED) with
    SEED = 23023023 drives every choice.  Only lists and insertion-ordered dicts are
    ever iterated (a dict is also used for membership), never sets, so the same
    interpreter writes the same file byte for byte.

Output
    fresh23.tsv next to this file; UTF-8, no header, rows shuffled, one per title:
        LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
    LABEL is junk or legit; FAMILY is junk:<intent> or legit:<kind>; TITLE is the
    subject line as an NNTP overview shows it; GROUP is the newsgroup a real poster
    would plausibly have used (mostly alt.binaries.*, some text groups).  Titles are
    unique; no field holds a tab, newline, carriage return, NUL or any other control
    or line/paragraph-separator character.  Running it prints counts per label and
    per family.

Taxonomy and target counts (junk 906, legit 2112, total 3018)
    junk:ad_seo_webservices 30     junk:ad_replica_goods 28      junk:ad_trades_services 32
    junk:prize_lottery 30          junk:malware_fake_release 34  junk:fake_codec_player 28
    junk:password_bait 30          junk:streaming_bait 32        junk:account_selling 30
    junk:iptv_resale 30            junk:usenet_vpn_resale 28     junk:pharmacy 32
    junk:dating_adult 30           junk:gambling_casino 30       junk:crypto_investment 32
    junk:phishing 30               junk:advance_fee 28           junk:job_scam 28
    junk:loan_debt 26              junk:counterfeit_docs 26      junk:religious_flood 28
    junk:political_conspiracy 28   junk:chatter 30               junk:request_posted 30
    junk:flame_troll 28            junk:test_post 30             junk:bot_flood 28
    junk:keyboard_mash 28          junk:word_salad 28            junk:encoding_garbage 26
    junk:noise_symbols 28

    legit:tv_scene 96              legit:tv_p2p 84               legit:tv_recording 60
    legit:film_scene 96            legit:film_p2p 84             legit:anime_fansub 90
    legit:music_scene 84           legit:music_p2p 84            legit:discography 60
    legit:audiobook 72             legit:ebook 84                legit:comic 72
    legit:magazine 72              legit:software 84             legit:game 84
    legit:linux_bsd_iso 66         legit:course 72               legit:documentary 72
    legit:sports 78                legit:podcast_radio 72        legit:images 66
    legit:foreign_script 108       legit:obfuscated 108          legit:par2_set 84
    legit:spamlike_real_work 90    legit:odd_poster_style 90

    Junk: about 15% is written in other languages (German, French, Spanish, Italian,
    Dutch, Portuguese, Polish, Russian, Turkish, Arabic, Chinese, Japanese,
    Indonesian, Vietnamese); about 30% passes through an evasion (leetspeak,
    homoglyphs, fullwidth, spaced or dotted letters, zero-width characters, emoji,
    defanged URLs, odd phone digits, disguise as a scene name, yEnc subject counters,
    symbol frames, keyword stuffing, case games, combining marks).
    Legit: about half the titles are wrapped as posting tools and communities write
    subjects ([01/23] - "x.part01.rar" yEnc (1/150), (1/12), File 1 of 12, EFNet
    request-filler shells, site-tag and signature shells, ...).
"""
import re
import random
import unicodedata
from pathlib import Path

SEED = 23023023
R = random.Random(SEED)
HERE = Path(__file__).resolve().parent
OUT = HERE / "fresh23.tsv"


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def digits(n):
    return "".join(str(R.randrange(10)) for _ in range(n))


def hexs(n, upper=False):
    s = "".join("0123456789abcdef"[R.randrange(16)] for _ in range(n))
    return s.upper() if upper else s


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def alnum(n, alphabet=ALNUM):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


class Bag:
    """Draw without replacement, refill (reshuffled) when empty."""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def take(self):
        if not self.pool:
            self.pool = list(self.items)
            R.shuffle(self.pool)
        return self.pool.pop()


BAGS = {}


def bag(key, items):
    b = BAGS.get(key)
    if b is None:
        b = BAGS[key] = Bag(items)
    return b.take()


# ---------------------------------------------------------------- shared junk vocabulary
TLDS = [".com", ".net", ".org", ".biz", ".info", ".ru", ".cn", ".xyz", ".top", ".club", ".online",
        ".site", ".shop", ".pw", ".tk", ".ml", ".cc", ".ws", ".su", ".io", ".me", ".to", ".in", ".co",
        ".us", ".de", ".pl", ".ua", ".vip", ".win", ".bet", ".live", ".store", ".icu", ".buzz", ".fun"]
GEN_DW = ["best", "top", "24", "online", "shop", "store", "club", "hub", "now", "direct", "world",
          "express", "pro", "zone", "king", "vip", "plus", "4u", "deal", "mega", "super", "fast",
          "easy", "go", "my", "the", "get", "247", "365", "one", "cheap", "free", "smart", "usa", "eu"]
FIRST = ["john", "mike", "anna", "olga", "natasha", "david", "peter", "maria", "kate", "alex", "sam",
         "linda", "james", "susan", "chen", "ivan", "irina", "sandra", "mark", "lucy", "tom", "jenny",
         "george", "helen", "kevin", "daniel", "grace", "victor", "paul", "amy"]
MAILDOM = ["gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "protonmail.com", "mail.ru",
           "yandex.ru", "qq.com", "163.com", "aol.com", "gmx.de", "web.de", "usa.com",
           "consultant.com", "rediffmail.com", "live.com", "inbox.lv", "zoho.com", "tutanota.com"]
MOVIES_HOT = ["Deadpool & Wolverine", "Inside Out 2", "Dune Part Two", "Oppenheimer", "Barbie",
              "Avatar The Way of Water", "Joker Folie a Deux", "Gladiator II", "Wicked", "Moana 2",
              "Kung Fu Panda 4", "Godzilla x Kong The New Empire", "Furiosa", "Twisters",
              "Alien Romulus", "The Batman", "Top Gun Maverick", "Spider-Man Across the Spider-Verse",
              "Fast X", "John Wick Chapter 4", "Avengers Endgame", "Mission Impossible Dead Reckoning",
              "Beetlejuice Beetlejuice", "Venom The Last Dance", "Mufasa The Lion King",
              "Sonic the Hedgehog 3", "Captain America Brave New World", "Despicable Me 4"]
SHOWS_HOT = ["Game of Thrones", "The Walking Dead", "Breaking Bad", "Stranger Things", "The Boys",
             "House of the Dragon", "Squid Game", "The Last of Us", "Wednesday", "Euphoria",
             "Yellowstone", "The Mandalorian", "Loki", "Peaky Blinders", "Shogun", "Fallout",
             "The Rings of Power", "Arcane", "Bridgerton", "Reacher"]
GAMES_HOT = ["GTA 6", "GTA V", "Elden Ring", "Call of Duty Modern Warfare III", "EA Sports FC 25",
             "Minecraft", "Cyberpunk 2077", "Hogwarts Legacy", "Starfield", "Baldur's Gate 3",
             "Diablo IV", "Palworld", "Black Myth Wukong", "Red Dead Redemption 2", "The Sims 4",
             "Fortnite", "Valorant", "Roblox", "Counter-Strike 2"]
APPS_HOT = ["Windows 11 Pro", "Office 2021", "Photoshop 2024", "Adobe Premiere Pro", "AutoCAD 2025",
            "Avast Premium", "Kaspersky Total Security", "WinRAR", "IDM", "Nero Platinum",
            "CorelDRAW", "Final Cut Pro", "FL Studio 21", "Ableton Live 12", "Norton 360",
            "Adobe Acrobat Pro", "Microsoft 365", "SolidWorks 2024", "Camtasia", "Wondershare Filmora"]
SERVICES = ["Netflix", "Spotify Premium", "Disney+", "HBO Max", "Amazon Prime", "Hulu",
            "YouTube Premium", "Crunchyroll", "DAZN", "Apple TV+", "Paramount+", "NordVPN",
            "ExpressVPN", "Rapidgator", "Mega Pro", "Real-Debrid", "Canva Pro", "ChatGPT Plus",
            "Xbox Game Pass", "Deezer Premium", "Tidal HiFi", "Surfshark", "Uploaded.net", "Keep2Share"]
COINS = ["Bitcoin", "BTC", "ETH", "Ethereum", "Dogecoin", "Solana", "XRP", "USDT", "Shiba Inu",
         "BNB", "Litecoin", "TRX", "TON", "Cardano"]
TOKENS = ["$MOONX", "$SAFEPEPE", "$TURBO", "$ELONDOGE", "$BABYSHIB", "$GIGACHAD", "$ROCKETFI",
          "$WAGMI", "$LAMBO", "$KISHU2"]
TICKERS = ["$AMC", "$GME", "OTC: ZNOG", "OTC: HMBL", "$BBBY", "$MULN", "OTC: ALPP", "NASDAQ: FFIE"]
BANKS = ["PayPal", "Chase", "Bank of America", "Wells Fargo", "HSBC", "Barclays", "Santander",
         "Apple ID", "Amazon", "eBay", "Microsoft 365", "Netflix", "Sparkasse", "ING",
         "Commonwealth Bank", "Citibank", "DHL", "FedEx", "USPS", "Royal Mail", "HMRC", "IRS",
         "Lloyds", "Deutsche Bank", "Coinbase", "Binance", "Steam", "Facebook"]
BRANDS = ["Rolex", "Omega", "Breitling", "Cartier", "Louis Vuitton", "Gucci", "Prada", "Hermes",
          "Chanel", "Tag Heuer", "Patek Philippe", "Audemars Piguet", "Oakley", "Ray-Ban", "Nike",
          "Yeezy", "Jordan", "Moncler", "Canada Goose", "UGG", "Dior", "Balenciaga", "Hublot"]
DRUGS = ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Ambien", "Oxycodone",
         "Phentermine", "Soma", "Adderall", "Modafinil", "Propecia", "Kamagra", "Clomid",
         "Finasteride", "Ozempic", "Hydrocodone", "Lorazepam", "Codeine", "Ativan", "Klonopin",
         "Sildenafil", "Tadalafil", "Accutane"]
DOSES = ["5mg", "10mg", "20mg", "50mg", "100mg", "2mg", "0.5mg", "200mg", "40mg", "1mg"]
SUPPS = ["Keto Burn", "Garcinia Cambogia", "ProstaGenix", "VigRX Plus", "Testo Max", "LeptoFix",
         "Nitro Boost", "SlimFast Ultra", "Alpha Male XL", "GlucoTrust"]
CITIES = ["London", "Berlin", "Chicago", "Houston", "Toronto", "Sydney", "Manchester", "Dallas",
          "Amsterdam", "Phoenix", "Leeds", "Hamburg", "Melbourne", "Denver", "Atlanta", "Miami",
          "Vancouver", "Dublin", "Seattle", "Birmingham", "your area"]
C419 = ["Nigeria", "Ghana", "Benin Republic", "Togo", "Burkina Faso", "Ivory Coast",
        "Sierra Leone", "South Africa", "Senegal", "Libya", "Syria", "Iraq", "Afghanistan"]
T419 = ["Barrister", "Dr.", "Prince", "Mrs.", "Engr.", "Hon.", "General", "Capt.", "Sgt.", "Rev."]
S419 = ["Okonkwo", "Mbeki", "Abacha", "Williams", "Johnson", "Adebayo", "Kamara", "Mensah",
        "Diallo", "Ibrahim", "Moore", "Koffi", "Traore", "Eze", "Bello", "Smith"]
LOTTOS = ["UK National Lottery", "EuroMillions", "Powerball International", "Mega Millions Online",
          "Loteria Primitiva", "Google Anniversary Draw", "Euro Jackpot", "Microsoft Lottery",
          "Yahoo Promo Award", "Coca-Cola Consumer Promo", "Facebook Lottery"]
MATCHES = ["Real Madrid vs Barcelona", "UFC 303", "Super Bowl LIX", "Man City vs Liverpool",
           "Arsenal vs Chelsea", "NBA Finals Game 5", "Canelo vs Munguia", "Monaco GP",
           "Bayern vs Dortmund", "PSG vs Marseille", "Wimbledon Final", "Fury vs Usyk",
           "El Clasico", "Champions League Final", "India vs Pakistan"]
PROVIDERS = ["Eweka", "Newshosting", "Giganews", "Frugal", "Astraweb", "UsenetServer",
             "Easynews", "Supernews", "Newsdemon", "Blocknews", "Usenet.Farm", "Tweaknews"]
CLIENTS = ["nyuu", "ngPost", "Newsmangler", "JBinUp", "PowerPost", "GoPostStuff", "Newsbin",
           "Forte Agent", "Thunderbird", "Pan", "NewsLeecher", "Xnews", "slrn", "tin"]
NICKS = ["Spanky", "xXLeecherXx", "TheDude", "Mr_Poster", "NZBking", "F-Bot", "grumpy_old_man",
         "b0b", "FlashMan", "Shadow", "Nemesis", "Cr@zyHorse", "DirtyHarry", "Zorro", "Bongo"]
ARTISTS_REQ = ["Pink Floyd", "Tool", "Boards of Canada", "Cocteau Twins", "Nick Cave",
               "Dead Can Dance", "The Cure", "Tangerine Dream", "Fela Kuti", "Miles Davis",
               "Burial", "Portishead", "Bjork", "Joy Division", "Slowdive"]
ALBUMS_REQ = ["Wish You Were Here", "Lateralus", "Music Has the Right to Children",
              "Heaven or Las Vegas", "Murder Ballads", "Within the Realm of a Dying Sun",
              "Disintegration", "Phaedra", "Zombie", "Kind of Blue", "Untrue", "Dummy",
              "Homogenic", "Closer", "Souvlaki"]
MAGS_REQ = ["Amiga Format", "Byte", "Zzap!64", "Crash", "Edge", "PC Zone", "Your Sinclair",
            "Computer Gaming World", "Wired", "Omni", "Mad", "Heavy Metal", "2600"]
EBOOKS_REQ = ["The Name of the Wind", "Gödel, Escher, Bach", "The Power Broker",
              "Structure and Interpretation of Computer Programs", "Infinite Jest",
              "The Art of Electronics 3rd ed", "Blood Meridian", "Piranesi", "The Expanse book 9"]


# ---------------------------------------------------------------- slot filling
def _dom(ctx):
    dw = ctx.get("dw") or GEN_DW
    a, b = pick(dw), pick(GEN_DW)
    k = R.randrange(6)
    if k == 0:
        core = a + b
    elif k == 1:
        core = a + "-" + b
    elif k == 2:
        core = b + a
    elif k == 3:
        core = a + str(R.randint(1, 999))
    elif k == 4:
        core = a + "-" + b + "-" + pick(dw)
    else:
        core = b + "-" + a + digits(2)
    return core.replace(" ", "") + pick(TLDS)


def _url(ctx):
    d = _dom(ctx)
    pre = pick(["http://", "https://", "www.", "", "http://www.", "https://www.", "https://"])
    path = pick(["", "", "", "/", "/?ref=" + digits(R.randint(3, 6)), "/go/" + alnum(5).lower(),
                 "/free", "/index.php?id=" + digits(4), "/promo", "/join", "/" + alnum(6),
                 "/offer.html", "/?aff=" + digits(5), "/r/" + alnum(4)])
    return pre + d + path


def _phone(ctx):
    k = R.randrange(10)
    if k == 0:
        return f"1-800-{digits(3)}-{digits(4)}"
    if k == 1:
        return f"+1 ({pick(['888', '877', '866', '855', '844'])}) {digits(3)}-{digits(4)}"
    if k == 2:
        return f"+44 7{digits(3)} {digits(6)}"
    if k == 3:
        return f"+234 80{digits(1)} {digits(3)} {digits(4)}"
    if k == 4:
        return f"+7 (9{digits(2)}) {digits(3)}-{digits(2)}-{digits(2)}"
    if k == 5:
        return f"0800 {digits(3)} {digits(4)}"
    if k == 6:
        return f"+49 (0)1{digits(2)} {digits(7)}"
    if k == 7:
        return f"WhatsApp +{pick(['1', '44', '91', '62', '63', '971'])} {digits(3)} {digits(3)} {digits(4)}"
    if k == 8:
        return f"({digits(3)}) {digits(3)}.{digits(4)}"
    return f"+33 6 {digits(2)} {digits(2)} {digits(2)} {digits(2)}"


def _email(ctx):
    local = pick(FIRST) + pick(["", ".", "_", ""]) + pick(["", pick(S419).lower(), pick(GEN_DW)]) + pick(["", digits(2), digits(4)])
    return local + "@" + pick(MAILDOM)


def _tg(ctx):
    h = pick(ctx.get("dw") or GEN_DW) + pick(["_", "", "4"]) + pick(GEN_DW) + pick(["", "_bot", digits(2), "_official"])
    return pick(["t.me/", "@", "Telegram @", "TG: @", "telegram: ", "join t.me/"]) + h.replace(" ", "")


def _price(ctx):
    k = R.randrange(7)
    if k == 0:
        return f"${R.randint(1, 99)}.{pick(['99', '95', '49', '00'])}"
    if k == 1:
        return f"${R.randint(1, 9)}.{digits(2)}"
    if k == 2:
        return f"£{R.randint(2, 60)}"
    if k == 3:
        return f"€{R.randint(3, 150)}"
    if k in (4, 5):
        return f"{R.randint(5, 300)} USD"
    return f"${R.choice([0.49, 0.75, 0.99, 1.25, 1.99, 2.5])}"


def _amt(ctx):
    k = R.randrange(6)
    n = R.randint(1, 48)
    if k == 0:
        return f"${n},{digits(3)},000.00"
    if k == 1:
        return f"US${n}.{R.randint(1, 9)} Million"
    if k == 2:
        return f"€{n}.{digits(3)}.000"
    if k == 3:
        return f"£{n},{digits(3)},000"
    if k == 4:
        return f"USD {n}.{R.randint(1, 9)}M"
    return f"${n}.5 million dollars"


SIMPLE = {
    "pct": lambda c: f"{pick([50, 60, 70, 75, 80, 85, 90, 95, 40, 65])}%",
    "num": lambda c: str(pick([R.randint(2, 99), R.randint(100, 999), R.randint(1000, 50000)])),
    "n": lambda c: str(R.randint(1, 9)),
    "ref": lambda c: pick([f"ZX/{digits(3)}/{digits(4)}/NL", f"EUR-{digits(6)}", f"#{digits(8)}",
                           f"WIN/{pick(['2024', '2025'])}/{digits(5)}", f"{alnum(3).upper()}-{digits(5)}",
                           f"KTU/{digits(4)}/{alnum(2).upper()}"]),
    "drug": lambda c: bag("drug", DRUGS), "dose": lambda c: pick(DOSES), "supp": lambda c: bag("supp", SUPPS),
    "brand": lambda c: bag("brand", BRANDS), "movie": lambda c: bag("movie", MOVIES_HOT),
    "show": lambda c: bag("show", SHOWS_HOT), "game": lambda c: bag("game", GAMES_HOT),
    "app": lambda c: bag("app", APPS_HOT), "service": lambda c: bag("service", SERVICES),
    "coin": lambda c: bag("coin", COINS), "token": lambda c: bag("token", TOKENS),
    "ticker": lambda c: pick(TICKERS), "bank": lambda c: bag("bank", BANKS),
    "lotto": lambda c: bag("lotto", LOTTOS), "match": lambda c: bag("match", MATCHES),
    "name": lambda c: bag("gname", ["Natasha", "Olga", "Anastasia", "Jessica", "Svetlana", "Kristina",
                                     "Maria", "Jenny", "Ashley", "Amber", "Lena", "Yuliya", "Irina",
                                     "Tatiana", "Mei", "Lily", "Sofia", "Katya", "Bella", "Vika"]),
    "age": lambda c: str(R.randint(19, 34)), "city": lambda c: bag("city", CITIES),
    "country": lambda c: pick(C419), "title": lambda c: pick(T419), "surname": lambda c: pick(S419),
    "provider": lambda c: bag("prov", PROVIDERS), "client": lambda c: bag("client", CLIENTS),
    "nick": lambda c: bag("nick", NICKS), "artist": lambda c: bag("artr", ARTISTS_REQ),
    "album": lambda c: bag("albr", ALBUMS_REQ), "magazine": lambda c: bag("magr", MAGS_REQ),
    "ebook": lambda c: bag("ebr", EBOOKS_REQ), "year": lambda c: pick(["2023", "2024", "2025", "2024"]),
    "s": lambda c: str(R.randint(1, 9)), "e": lambda c: str(R.randint(1, 9)),
    "rate": lambda c: pick(["1.9", "2.5", "3", "0.99", "2", "1.5", "3.49"]),
    "cur": lambda c: pick(["USD", "EUR", "GBP", "CAD", "AUD"]),
    "bonus": lambda c: pick(["$1000", "€500", "300%", "£200", "5 BTC", "200%", "$7,500"]),
    "prize": lambda c: pick(["iPhone 16 Pro", "Samsung Galaxy S24", "iPad Air", "Dyson V15", "PS5 Pro",
                              "MacBook Air", "$1000 Visa card", "Tesla Model 3"]),
    "shortcode": lambda c: pick(["88555", "60777", "47247", "85233"]),
    "date": lambda c: f"{pick(['May', 'June', 'October', 'December', 'March'])} {R.randint(1, 28)}, {pick(['2024', '2025', '2026'])}",
    "hex": lambda c: hexs(8),
    "shades": lambda c: pick(["Ray-Ban", "Oakley", "Persol", "Prada", "Gucci", "Tom Ford"]),
}
def _bigprice(ctx):
    k = R.randrange(4)
    if k == 0:
        return f"${R.randint(3, 99) * 100:,}"
    if k == 1:
        return f"£{R.randint(5, 60) * 50:,}"
    if k == 2:
        return f"€{R.randint(2, 40) * 250:,}"
    return f"${R.randint(1, 9)},{pick(['000', '500', '250', '750'])}"


WATCHES = ["Rolex", "Omega", "Breitling", "Cartier", "Tag Heuer", "Patek Philippe", "Audemars Piguet",
           "Hublot", "IWC", "Panerai", "Tudor"]
SLOTS = {"dom": _dom, "url": _url, "phone": _phone, "email": _email, "tg": _tg,
         "price": _price, "amt": _amt, "bigprice": _bigprice,
         "watch": lambda c: bag("watch", WATCHES)}
SLOTS.update(SIMPLE)
SLOT_RE = re.compile(r"\{(\w+)\}")


def fill(tpl, ctx):
    return SLOT_RE.sub(lambda m: SLOTS[m.group(1)](ctx), tpl)


# ---------------------------------------------------------------- evasions (junk only)
LEET = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["5", "$"], "t": ["7"],
        "l": ["1", "|"], "g": ["9"], "b": ["8"]}
HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і", "s": "ѕ",
        "j": "ј", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "I": "І", "K": "К", "M": "М",
        "O": "Ο", "P": "Р", "S": "Ѕ", "T": "Т", "X": "Х", "Y": "Υ", "N": "Ν", "Z": "Ζ"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
EMOJI = ["🔥", "💰", "✅", "👉", "💯", "🎁", "⚡", "🚀", "💊", "❤️", "😍", "🤑", "📺", "🎰", "💎", "⭐",
         "🆓", "‼️", "📢", "👇", "🔞", "💵", "🍀", "🎉", "☎️", "📲", "🔒", "🟢", "💋", "🙏", "✨", "🏆"]
FRAMES = [("★☆★ ", " ★☆★"), ("=====>>> ", " <<<====="), ("【", "】"), ("♛ ", " ♛"), ("||| ", " |||"),
          ("~*~ ", " ~*~"), ("»»» ", " «««"), ("▓▒░ ", " ░▒▓"), ("◆◇◆ ", " ◆◇◆"), (">>> ", " <<<"),
          ("*** ", " ***"), ("[[[ ", " ]]]"), ("✦ ", " ✦"), ("-=[ ", " ]=-"), ("■■ ", " ■■"),
          ("♥♥ ", " ♥♥"), ("((( ", " )))"), ("《", "》"), ("┏━ ", " ━┛"), ("☆ﾟ.*･｡ﾟ ", " ﾟ｡･*.ﾟ☆")]
STUFF = ["free", "download", "full", "crack", "keygen", "serial", "hd", "1080p", "x264", "mkv",
         "avi", "2024", "torrent", "nzb", "rar", "dvdrip", "bluray", "mp3", "flac", "movie",
         "warez", "iso", "repack", "proper", "direct", "fast", "cheap", "best", "online", "new",
         "4k", "hdr", "complete", "season", "mega", "link"]
FAKEGRP = ["SPAM", "FREEHD", "PHARMA", "CASH", "BONUS", "WIN", "PROMO", "VIP", "DEAL", "GiFT",
           "iNFO", "LiNK", "CLiCK", "NoRX", "PRiZE", "ONLiNE"]
URL_RE = re.compile(r"(?:https?://)?(?:www\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org|biz|info|ru|cn|xyz|top|club|online|site|shop|pw|tk|ml|cc|ws|su|io|me|to|in|co|us|de|pl|ua|vip|win|bet|live|store|icu|buzz|fun)(?:/\S*)?")


def _keyword(s):
    words = re.findall(r"[A-Za-z]{4,}", s)
    if not words:
        return None
    return max(words, key=len) if chance(0.5) else pick(words)


def ev_leet(s):
    return "".join(pick(LEET[c.lower()]) if c.lower() in LEET and chance(0.55) else c for c in s)


def ev_homo(s):
    return "".join(HOMO[c] if c in HOMO and chance(0.45) else c for c in s)


def _full(t):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " and chance(0.5) else c) for c in t)


def ev_full(s):
    w = _keyword(s)
    if w and chance(0.5):
        return s.replace(w, _full(w), 1)
    return _full(s)


def ev_spaced(s):
    w = _keyword(s)
    if not w:
        return " ".join(s)
    sep = pick([" ", " ", "  ", "-", "_", " . "])
    ww = w.upper() if chance(0.6) else w
    return s.replace(w, sep.join(ww), 1)


def ev_dotted(s):
    w = _keyword(s)
    if w and chance(0.6):
        return s.replace(w, pick([".", "*", "·", "/", "|"]).join(w), 1)
    return re.sub(r"\s+", pick([".", "_", "..", "-"]), s)


def ev_zw(s):
    out = []
    for c in s:
        out.append(c)
        if c.isalpha() and chance(0.3):
            out.append(pick(ZW))
    return "".join(out)


def ev_emoji(s):
    k = R.randrange(4)
    e = "".join(pick(EMOJI) for _ in range(R.randint(1, 3)))
    if k == 0:
        return e + " " + s
    if k == 1:
        return s + " " + e
    if k == 2:
        return e + " " + s + " " + pick(EMOJI)
    ws = s.split(" ")
    i = R.randrange(len(ws))
    ws.insert(i, pick(EMOJI))
    return " ".join(ws)


def _defang_one(u):
    u = u.replace("https://", pick(["hxxps://", "hxxps[:]//", "h t t p s : / / ", "https[:]//"]), 1)
    u = u.replace("http://", pick(["hxxp://", "hxxp[:]//", "h**p://", "http : // "]), 1)
    dot = pick(["[.]", "(.)", " dot ", "(dot)", " . ", "[dot]", " DOT ", ",", "。"])
    return u.replace(".", dot)


def ev_defang(s):
    if URL_RE.search(s):
        return URL_RE.sub(lambda m: _defang_one(m.group(0)), s, count=1)
    return ev_frame(s)


CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"
WORDS09 = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def ev_phone(s):
    m = re.search(r"[+(]?\d[\d ().-]{7,}\d", s)
    if not m:
        return ev_emoji(s)
    ph = m.group(0)
    k = R.randrange(5)
    if k == 0:
        new = ph.replace("0", "O").replace("1", "l")
    elif k == 1:
        new = "".join(CIRCLED[int(c)] if c.isdigit() else c for c in ph)
    elif k == 2:
        new = "".join(chr(ord(c) + 0xFEE0) if c.isdigit() else c for c in ph)
    elif k == 3:
        new = " ".join(WORDS09[int(c)] if c.isdigit() else c for c in ph if c.strip())
    else:
        new = "-".join(c for c in ph if c.isdigit())
    return s.replace(ph, new, 1)


def ev_scene(s):
    words = re.findall(r"[A-Za-z0-9]+", s)[:R.randint(4, 8)]
    if not words:
        return ev_frame(s)
    base = ".".join(w[:1].upper() + w[1:] for w in words)
    tag = pick([".2024.1080p.WEB-DL.x264", ".720p.HDTV.x264", ".REPACK.1080p.BluRay.x264", ".XviD",
                ".MULTi.1080p.WEB.H264", ".COMPLETE.BLURAY", ".READ.NFO", ".2160p.WEB.H265",
                ".S01E01.1080p.WEB.h264", ".PROPER.DVDRip", ".iNTERNAL.720p.WEB"])
    return base + tag + "-" + pick(FAKEGRP)


def _slug(s):
    return re.sub(r"[^A-Za-z0-9]+", pick([".", "_", "-"]), s).strip("._-")[:60] or "file"


def ev_yenc(s):
    k = R.randrange(5)
    n = R.randint(2, 60)
    if k == 0:
        return f'[1/1] - "{s}" yEnc (1/1)'
    if k == 1:
        return f'"{_slug(s)}.{pick(["rar", "zip", "exe", "nfo", "mkv"])}" yEnc (1/{n})'
    if k == 2:
        return f'{s} [01/{n:02d}] - "{_slug(s)}.part01.rar" yEnc (1/{R.randint(20, 200)})'
    if k == 3:
        return f'({s}) [1/{n}] - "readme.txt" yEnc (1/1)'
    return f'{s} ({R.randint(1, n)}/{n})'


def ev_frame(s):
    a, b = pick(FRAMES)
    return a + s + b


def ev_stuff(s):
    kw = [pick(STUFF) for _ in range(R.randint(4, 9))]
    sep = pick([" ", ", ", " | ", " - ", " #", "."])
    stuffed = sep.join(kw)
    if sep == " #":
        stuffed = "#" + stuffed
    return (s + " " + stuffed) if chance(0.7) else (stuffed + " " + s)


def ev_case(s):
    flip = chance(0.5)
    out = []
    for c in s:
        if c.isalpha():
            out.append(c.upper() if flip else c.lower())
            flip = not flip
        else:
            out.append(c)
    return "".join(out)


def ev_combine(s):
    mark = pick(["\u0336", "\u0335", "\u0301", "\u0308", "\u0332", "\u0337"])
    return "".join(c + mark if c.isalpha() and chance(0.5) else c for c in s)


EVASIONS = [(ev_leet, 10), (ev_homo, 10), (ev_full, 7), (ev_spaced, 8), (ev_dotted, 7), (ev_zw, 8),
            (ev_emoji, 10), (ev_defang, 9), (ev_phone, 5), (ev_scene, 8), (ev_yenc, 8), (ev_frame, 8),
            (ev_stuff, 7), (ev_case, 4), (ev_combine, 3)]
EV_POOL = [f for f, w in EVASIONS for _ in range(w)]


def evade(s):
    first = pick(EV_POOL)
    s = first(s)
    if chance(0.2):
        second = pick(EV_POOL)
        if second is not first:
            s = second(s)
    return s


# ---------------------------------------------------------------- light per-style decoration
DECOR = {
    "ad": (["!!!", "NEW:", "HOT:", "*NEW*", "[AD]", "Special offer:", "Limited time:", "SALE -", ">>",
            "WOW", "Best price!", "Hi,", "Attention:", "Info:", "Today only:", "$$$"],
           ["!!!", "!!", " - limited offer", " ...", " :)", " (ad)", " - act now", " #ad", " ***",
            " - don't miss", " - order today", " $$$"]),
    "scam": (["FW:", "Fwd:", "Re:", "URGENT:", "ATTN:", "Important:", "NOTICE:", "Dear Customer,",
              "Hello,", "ATTENTION!", "[Notification]", "RE: RE:"],
             [" !!!", " - reply asap", " (confidential)", " - do not ignore", " - final notice",
              " [ID " + "{ref}" + "]", " ..."]),
    "talk": (["Re:", "re:", "Re: Re:", "OT:", "[OT]", "Fwd:", "Q:"], [" ?", " !", " :(", " :-)", " lol", " ..."]),
}


# ---------------------------------------------------------------- junk intents (part 1)
JG_COMMON = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia",
             "alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.hdtv.x264",
             "alt.binaries.movies.divx", "alt.binaries.sounds.mp3", "alt.binaries.warez",
             "alt.binaries.e-book", "alt.binaries.mom", "alt.binaries.test", "alt.binaries.pictures",
             "alt.binaries.tv", "alt.binaries.x264", "alt.binaries.dvd", "alt.binaries.mp3",
             "alt.binaries.games", "alt.binaries.cd.image", "alt.binaries.documentaries",
             "alt.binaries.anime", "alt.binaries.hdtv", "alt.binaries.movies", "alt.binaries.series.tv"]

JUNK = {}
JUNK["ad_seo_webservices"] = dict(n=30, dec="ad", ev=0.38, dw=["seo", "rank", "web", "host", "design", "link", "site", "traffic", "serp"],
    g=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.pictures.misc", "alt.binaries.warez"],
    en=["Get your website on Google page 1 in 30 days - {url}",
        "Professional SEO services from {price}/month, guaranteed rankings",
        "10,000 high quality backlinks for only {price}",
        "Cheap web hosting, unlimited bandwidth, 99.9% uptime {url}",
        "We build WordPress sites in 48h - contact {email}",
        "Boost your traffic x{n}0 - real visitors, no bots",
        "Need more customers? We mail {num} thousand inboxes a day for you",
        "Bulk email sender + 50M verified leads database {price}",
        "Domains from {price} - register yours today at {dom}",
        "FREE website audit: find out why you are losing sales ({url})",
        "PBN links DA50+ permanent dofollow {tg}",
        "Logo design for five bucks, fast delivery, unlimited revisions",
        "Your site ranks nowhere? We fix that. {url}",
        "Buy Instagram followers, YouTube views and TikTok likes at {url}",
        "5000 real Twitter followers delivered in a day, {price}",
        "Reseller hosting with cPanel/WHM - first month on us",
        "App development agency (iOS + Android) - ask for a quote {email}",
        "Guest posts on 300+ high-authority blogs, {price} each",
        "Fast VPS servers in 12 locations starting {price} - {dom}",
        "Website traffic that converts - 7 day trial at {url}",
        "Local citations + Google Maps ranking package",
        "Rank #1 for any keyword or your money back"],
    xx=["Ihre Webseite auf Platz 1 bei Google - jetzt unverbindlich anfragen {url}",
        "Création de site internet pas cher dès {price} - {url}",
        "Posicionamiento web SEO garantizado en primera página {url}",
        "Продвижение сайтов в ТОП-10 Яндекс и Google {url}",
        "Рассылка по базам email, 5 млн адресов, недорого {tg}",
        "Aumente as visitas do seu site com SEO profissional {url}",
        "网站优化 SEO 排名 快速上首页 {url}",
        "Hosting economico e domini a partire da {price} {url}"])

JUNK["ad_replica_goods"] = dict(n=28, dec="ad", ev=0.38, dw=["replica", "watch", "rolex", "bags", "luxury", "designer", "outlet"],
    g=["alt.binaries.pictures.misc", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.pictures"],
    en=["Swiss replica {watch} watches from {price} - {url}",
        "{brand} handbags 90% off clearance",
        "AAA quality {brand} copies - free worldwide shipping",
        "Luxury watches for less: {watch}, {watch} and more at {url}",
        "Designer sunglasses only {price} - {shades} outlet",
        "Wholesale {brand} sneakers direct from the factory",
        "1:1 mirror quality {brand} bags, PayPal accepted",
        "Fake {brand}? No - perfect replicas! {url}",
        "{watch} Submariner clone, Japanese movement, {price}",
        "Outlet store closing: {brand} jackets {pct} off",
        "Wholesale jerseys NFL NBA MLB {price} each",
        "Cheap Ugg boots sale - {dom}",
        "Get the look for less - designer replicas, mail {email}",
        "Order a {watch} Daytona replica today, ships in 24h",
        "Nobody will know it's not real - {brand} from {price}",
        "Top grade {brand} belts and wallets, bulk discount"],
    xx=["高仿名表 {watch} 批发 {url}",
        "{watch} Uhren Replika günstig kaufen {url}",
        "Sacs {brand} pas cher, livraison gratuite {url}",
        "Réplicas de relojes {watch} de lujo {url}",
        "Borse {brand} replica, prezzi da outlet {url}",
        "Копии часов {watch} недорого, доставка по России {url}"])

JUNK["ad_trades_services"] = dict(n=32, dec="ad", ev=0.38, dw=["quote", "local", "pro", "service", "repair", "deals", "cheap"],
    g=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.pictures.misc", "alt.binaries.e-book"],
    en=["Cheap car insurance quotes in {city} - save up to {bigprice}",
        "Printer ink cartridges 80% off - HP, Canon, Epson {url}",
        "Roof repair & gutter cleaning, free estimate, call {phone}",
        "Movers and packers {city}, lowest rates {phone}",
        "Essay writing service - plagiarism free - {url}",
        "Solar panels for $0 down! Call {phone}",
        "Emergency locksmith 24/7 {phone}",
        "Custom t-shirt printing, no minimum order, {dom}",
        "Cheap flights anywhere from {price} - book at {url}",
        "Hotel deals up to {pct} off tonight {url}",
        "Wedding photography packages from {bigprice}",
        "Your extended car warranty is about to expire, call {phone}",
        "Home security systems installed free {phone}",
        "Verified Facebook ad accounts and BMs for rent {tg}",
        "Wholesale LED lights from Shenzhen, contact {email}",
        "Translation services in 100+ languages {url}",
        "Learn English online with native teachers {price}/lesson",
        "Pest control {city} - same day service {phone}",
        "All-inclusive hair transplant in Istanbul {bigprice}",
        "Water damage restoration {city} {phone}",
        "Cheap cigarettes online, Marlboro {price}/carton {url}",
        "Your dissertation written by PhD experts - {email}",
        "Carpet cleaning special: 3 rooms {price}"],
    xx=["Umzugsfirma {city} - günstig und schnell {phone}",
        "Déménagement pas cher, devis gratuit {phone}",
        "Seguro de coche barato, compara ahora {url}",
        "Impresa di pulizie, prezzi bassi {phone}",
        "Goedkope zonnepanelen, gratis offerte {url}",
        "Tanie noclegi nad morzem {url}",
        "Ucuz uçak bileti burada {url}",
        "格安航空券 今すぐ予約 {url}"])

JUNK["prize_lottery"] = dict(n=30, dec="scam", ev=0.38, dw=["prize", "winner", "lotto", "claim", "award", "reward", "promo"],
    g=["alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.test"],
    en=["CONGRATULATIONS! Your email address won {amt} in the {lotto}",
        "You have been selected as our 1,000,000th visitor - claim your prize",
        "Final notice: unclaimed prize of {amt}, quote ticket no. {num}",
        "{lotto} Award Notification - Ref: {ref}",
        "WINNER!! {prize} giveaway - claim now {url}",
        "Your Amazon gift card ({price}) is waiting for you {url}",
        "{lotto} - you are a lucky winner of {amt}",
        "{lotto}: batch {ref} winning notification",
        "Free {prize} to the first 100 people who click {url}",
        "Claim your free $500 Walmart voucher today",
        "Spin the wheel and drive home a new car! {url}",
        "Official winner notice - contact our claims agent {email}",
        "You won! Just pay {price} shipping to receive your {prize}",
        "Lucky draw result: ticket {num} won {amt}",
        "Answer 3 quick questions and get a {prize}",
        "Your number was drawn - verify your details to release {amt}"],
    xx=["¡Enhorabuena! Ha ganado {amt} en la Lotería Primitiva",
        "Gewinnbenachrichtigung: Sie haben {amt} gewonnen!",
        "Félicitations, vous avez gagné un {prize} ! {url}",
        "Hai vinto! Richiedi il tuo premio di {amt}",
        "Gefeliciteerd, u heeft {amt} gewonnen in de loterij",
        "Parabéns! Você ganhou {amt} no sorteio",
        "Поздравляем! Вы выиграли {prize}, заберите приз {url}"])

JUNK["malware_fake_release"] = dict(n=34, dec=None, ev=0.38, dw=["download", "free", "full", "crack", "setup"],
    g=["alt.binaries.moovee", "alt.binaries.warez", "alt.binaries.games", "alt.binaries.teevee",
       "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.cd.image", "alt.binaries.boneless"],
    en=["{movie}.2024.1080p.WEB-DL.x264.mkv.exe",
        "{game} Full Crack + Keygen (100% working) setup.exe",
        "{app} Activator + Patch [NO VIRUS] .scr",
        "{movie} (2024) DVDRip - codec_installer.exe inside",
        "{app} Crack Only - READ password.txt.lnk",
        "{game} Repack - run setup as admin and disable antivirus",
        "{movie}.2025.2160p.mp4                                   .exe",
        "keygen_all_versions_{app}.zip.exe",
        "{movie} 1080p full movie free download.avi.scr",
        "FREE {app} LIFETIME LICENSE.exe (100% clean)",
        "{game} trainer +25 - turn off Defender before running",
        "Windows activator KMS loader 2024 (disable AV first)",
        "{movie} HDTS - watch with the included player.exe",
        "{game}-CODEX [password in readme.url]",
        "{artist} - New Album 2024 (320kbps).zip.exe",
        "{movie}.1080p.BluRay.x264.mkv.lnk",
        "{app} Portable by XxX Team.msi (SAFE!!)",
        "{app} crack fixed.bat",
        "{movie} 2024 [1080p] full HD torrent.vbs",
        "{show} S0{s}E0{e} 1080p.wmv (license required to play)",
        "{game} v1.0.{n} + ALL DLC unlocker.exe",
        "{app} serial generator.pif",
        "{movie}.HDRip.XviD.avi.js"],
    xx=["{game} крякнутая версия скачать бесплатно без вирусов .exe",
        "{movie} 2024 película completa español latino.exe",
        "{movie} 2024 filme completo dublado.exe",
        "{app} Vollversion kostenlos + Crack.exe",
        "{movie} film complet VF 1080p.exe",
        "{movie} film completo ITA.exe"])

JUNK["fake_codec_player"] = dict(n=28, dec=None, ev=0.38, dw=["codec", "player", "video", "media", "hd", "divx", "plugin"],
    g=["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.teevee", "alt.binaries.multimedia",
       "alt.binaries.hdtv", "alt.binaries.movies"],
    en=["To watch this file you need the new HD codec: {url}",
        "{movie} 2024 1080p - install DivX Pro 12 codec first ({url})",
        "Video won't play? Download VideoCodec 5.2 free {url}",
        "Required player for all new releases: {url}",
        "Missing codec? Get Media Player Ultimate at {url}",
        "Sound but no picture? Update your codec pack at {dom}",
        "{show} S0{s}E0{e} - Windows Media DRM license required - {url}",
        "WMV files in this group need the VidPlayer license key",
        "Install XviD Plus to view - free from {url}",
        "Codec pack 2024 (all formats) - needed for the HEVC posts",
        "Error 0xC00D5212? Get the fixed codec here {url}",
        "Run HDPlayerSetup.exe to decrypt the video",
        "Player update required - version 4.1 - {url}",
        "MKV won't open? Official plugin download at {dom}",
        "{movie} - open only with the included ViewerX",
        "This video is protected. Get your free viewer key at {url}",
        "Black screen? You need the H.266 codec - {url}"],
    xx=["Codec fehlt? Jetzt kostenlos herunterladen {url}",
        "Installez le codec vidéo pour lire ce fichier {url}",
        "Descarga el códec para ver el video {url}",
        "Для просмотра установите кодек {url}",
        "Codec mancante, scarica il player {url}"])

JUNK["password_bait"] = dict(n=30, dec=None, ev=0.38, dw=["pass", "key", "unlock", "access", "pw", "files"],
    g=["alt.binaries.moovee", "alt.binaries.teevee", "alt.binaries.games", "alt.binaries.warez",
       "alt.binaries.hdtv.x264", "alt.binaries.boneless", "alt.binaries.sounds.mp3"],
    en=["{movie} 2024 1080p [password: see {dom}]",
        "password for all my posts at {url}",
        "PW in comments -> {url} (complete a survey to unlock)",
        "{show} complete season - rar password at {url}",
        "Archive password: visit {dom} and enter code {ref}",
        "Get the pass for {game} here {url}",
        "{movie} (rar is pw protected - pass on my site)",
        "Password unlocker for every NZB post - {url}",
        "Where is the password?? It's at {url}",
        "Unlock key: complete 1 offer at {url}",
        "{movie} REAL 1080p - PW: www.{dom}",
        "PASSWORD = {url}",
        "{app} full - password in password.txt.url",
        "pass-protected repost - get the password free {tg}",
        "Need the password? Text PASS to {shortcode}",
        "{game} all DLC (password is on the image in part 1)",
        "pw request: register at {dom} - it's free",
        "{show} S0{s} 2160p - archive key: {url}"],
    xx=["Passwort für das Archiv gibt es auf {url}",
        "Mot de passe du fichier rar : {url}",
        "Contraseña del archivo en {url}",
        "Password dell'archivio su {url}",
        "Пароль к архиву на сайте {url}"])

JUNK["streaming_bait"] = dict(n=32, dec=None, ev=0.38, dw=["watch", "stream", "movies", "hd", "free", "live", "flix", "putlocker"],
    g=["alt.binaries.moovee", "alt.binaries.teevee", "alt.binaries.movies.divx", "alt.binaries.sport",
       "alt.binaries.multimedia", "alt.binaries.hdtv"],
    en=["Watch {movie} Full Movie Online Free HD {url}",
        "{movie} (2024) FULL MOVIE ONLINE - 123movies {url}",
        "WATCH LIVE: {match} free stream HD {url}",
        "Stream {show} all seasons free, no signup {url}",
        "[LIVE] {match} - reddit streams {url}",
        "{movie} 2024 putlocker full movie 1080p {url}",
        "Free movies & TV shows, no ads, no registration: {dom}",
        "watch online {movie} with english subtitles {url}",
        "{movie} ~ stream now ~ 4K ~ {url}",
        "{match} LIVE STREAM FREE !!! HD !!! {url}",
        "Full movie {movie} download in HD quality - gomovies",
        "{show} Season {s} Episode {e} streaming now {url}",
        "watch {movie} free without downloading {url}",
        "{match} live - click here to watch in HD",
        "{movie} full movie dailymotion HD {url}",
        "Soap2day is back - all new movies free at {dom}",
        "Why download? Watch {show} instantly at {url}"],
    xx=["Ver {movie} (2024) Película Completa en Español Latino Online {url}",
        "{movie} streaming VF gratuit {url}",
        "{movie} streaming ITA altadefinizione {url}",
        "Assistir {movie} online dublado grátis {url}",
        "{movie} Stream Deutsch kostenlos {url}",
        "{movie} full izle türkçe dublaj {url}",
        "Nonton {movie} sub indo gratis {url}",
        "Xem phim {movie} vietsub {url}",
        "{movie} смотреть онлайн бесплатно в хорошем качестве {url}"])

JUNK["account_selling"] = dict(n=30, dec="ad", ev=0.38, dw=["acc", "shop", "premium", "store", "keys", "market"],
    g=["alt.binaries.warez", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.games", "alt.binaries.teevee"],
    en=["{service} premium accounts lifetime {price} - {tg}",
        "Selling {service} accounts cheap, 1 month warranty",
        "Cheap {service} 12 months {price}, instant delivery {url}",
        "Premium link generator for {service} and {service} - {url}",
        "Aged Gmail accounts in bulk, {price} per 100",
        "Verified PayPal accounts with balance {tg}",
        "Steam accounts with {game} for {price}",
        "Fortnite accounts with rare skins, cheap {url}",
        "Gift cards 50% off - Amazon, iTunes, Google Play {url}",
        "{service} + {service} + {service} bundle {price}/yr",
        "Shared {service} family slot, {price} a month, DM {email}",
        "Cracked {service} accounts (fresh, checked) {url}",
        "Wholesale {service} keys - reseller panel {dom}",
        "Windows 10/11 Pro retail keys {price}, instant email",
        "ChatGPT Plus accounts {price} - private, not shared",
        "Fresh combolist + checker, {service} hits {tg}"],
    xx=["Продам аккаунты {service} недорого, гарантия {tg}",
        "Cuentas {service} premium baratas {url}",
        "Vendo contas {service} vitalícias {tg}",
        "Bán tài khoản {service} giá rẻ {url}",
        "Jual akun {service} premium murah {tg}",
        "出售 {service} 账号 便宜 {tg}"])

JUNK["iptv_resale"] = dict(n=30, dec="ad", ev=0.38, dw=["iptv", "tv", "stream", "box", "m3u", "sat", "ott"],
    g=["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.sport", "alt.binaries.multimedia",
       "alt.binaries.boneless", "alt.binaries.tv"],
    en=["Best IPTV subscription 2024 - 20,000+ channels - {price}/yr {url}",
        "IPTV free trial 24h - UK US CA channels - {url}",
        "M3U playlist with sports, PPV and VOD - {tg}",
        "IPTV reseller panel credits cheap {dom}",
        "4K IPTV no buffering, anti-freeze, all devices",
        "Cancel your cable! {num} channels for {price}",
        "Firestick loaded with IPTV - plug and play {price}",
        "Xtream codes / MAG / Smart TV premium IPTV {url}",
        "Premier League + Bundesliga + Serie A IPTV in HD {tg}",
        "IPTV Smarters login, stable server, 12 months {price}",
        "Android TV box with lifetime free TV {url}",
        "Sports + movies + adult IPTV package {price}",
        "CCcam card sharing server for Sky / Canal+ {price}/month",
        "Stable IPTV for Arabic, Indian, Pakistani channels {url}",
        "Every PPV fight this year for one price - {url}"],
    xx=["Abonnement IPTV 12 mois {price}, toutes les chaînes {url}",
        "IPTV Abo günstig - Sky, Bundesliga, DAZN {url}",
        "Lista IPTV M3U actualizada, LaLiga y Movistar {url}",
        "IPTV abbonamento Serie A Sky DAZN {tg}",
        "IPTV abonnement met Ziggo Sport {url}",
        "اشتراك IPTV جميع القنوات {url}",
        "Lista IPTV paga canais Brasil {url}",
        "IPTV polskie kanały HD {url}"])

JUNK["usenet_vpn_resale"] = dict(n=28, dec="ad", ev=0.38, dw=["usenet", "news", "vpn", "proxy", "seed", "nzb", "newsgroup"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.multimedia",
       "alt.binaries.teevee", "news.software.readers"],
    en=["Unlimited usenet access {price}/month - 6000+ days retention - {url}",
        "Cheap usenet accounts, 100 connections, SSL, {price}",
        "Lifetime 5TB block account for {price} - reseller {dom}",
        "Indexer invites for sale - DrunkenSlug, NZBgeek - {price}",
        "Selling private indexer invites {tg}",
        "Best VPN 2024 - {price}/mo - no logs - {url}",
        "Residential proxies, 10M IPs, {price}/GB {url}",
        "Seedbox 10Gbps unlimited from {price} {dom}",
        "Usenet provider sale {pct} off, today only",
        "Stop paying for usenet - free server list at {url}",
        "Hide your downloads - lifetime VPN deal {price}",
        "Premium usenet + free VPN + newsreader bundle {url}",
        "Why pay more? All backbones for {price} a year",
        "Download anonymously - 14 day free trial {url}",
        "New NZB site open for registration, free VIP for early members {url}"],
    xx=["Usenet Zugang günstig, unbegrenzt, SSL {url}",
        "Goedkoop usenet abonnement {price} p/m {url}",
        "Accès Usenet illimité pas cher {url}",
        "VPN barata sin registros {url}"])

JUNK["pharmacy"] = dict(n=32, dec="ad", ev=0.42, dw=["rx", "meds", "pills", "pharma", "drug", "health", "tabs"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.pictures.misc", "alt.binaries.test", "alt.binaries.e-book"],
    en=["Buy {drug} online without prescription - {price}/pill",
        "{drug} {dose} overnight delivery, no Rx needed",
        "Cheapest {drug} and {drug} - discreet shipping {url}",
        "Canadian pharmacy: {drug} {pct} off",
        "Men's health: generic {drug} from {price}",
        "Lose 30 lbs in 30 days with {supp} {url}",
        "Order {drug} {dose} x 90 tabs {price}",
        "Pain relief without a doctor's visit - {drug} {url}",
        "Enlarge naturally in weeks - {supp}",
        "Semaglutide weight loss shots, no prescription {url}",
        "Online pharmacy 24/7 - Visa / MC / BTC accepted",
        "Generic {drug} shipped from India - {email}",
        "Anti-aging HGH spray - look 20 years younger",
        "Hair loss cure: {drug} {dose} {price}",
        "Sleeping pills ({drug}) next day delivery UK",
        "Doctors hate this: {supp} melts belly fat",
        "{drug} - lowest price guaranteed - {dom}",
        "Bodybuilding steroids & SARMs, worldwide delivery {tg}"],
    xx=["{drug} ohne Rezept kaufen, diskreter Versand {url}",
        "Acheter {drug} sans ordonnance {url}",
        "Comprar {drug} sin receta, envío rápido {url}",
        "{drug} senza ricetta prezzo basso {url}",
        "Купить {drug} без рецепта, доставка {url}",
        "Tabletki na potencję bez recepty {url}",
        "Comprar {drug} sem receita {url}"])

JUNK["dating_adult"] = dict(n=30, dec="ad", ev=0.42, dw=["date", "meet", "sexy", "singles", "hot", "flirt", "love", "girls"],
    g=["alt.binaries.erotica", "alt.binaries.pictures.erotica", "alt.binaries.boneless", "alt.binaries.misc",
       "alt.binaries.multimedia", "alt.binaries.pictures"],
    en=["Lonely? {age}yo {name} wants to chat with you {url}",
        "Hot singles in {city} waiting for you",
        "{name} ({age}) sent you a private message - view at {url}",
        "Meet Russian brides - real profiles - {url}",
        "Married but bored? Discreet affairs at {dom}",
        "Find a sugar daddy or sugar baby today {url}",
        "I am {name}, {age}, looking for a serious man - write {email}",
        "Cam girls live now - free tokens {url}",
        "No strings attached - local women want to meet tonight",
        "See who viewed your profile ({n} new) {url}",
        "Asian beauties looking for love {url}",
        "Webcam {name} is online - click to chat",
        "Beautiful Ukrainian lady seeks a foreign husband",
        "Adult dating, 100% free registration - {dom}",
        "{name} is 2 miles from you and wants to meet",
        "hi dear, i saw your post, my photos here {url}"],
    xx=["Знакомства для взрослых без регистрации {url}",
        "Singles aus {city} suchen Kontakt {url}",
        "Rencontres coquines près de chez vous {url}",
        "Chicas solteras en tu ciudad {url}",
        "Mulheres solteiras querem te conhecer {url}",
        "Incontri per adulti nella tua zona {url}",
        "出会い系 無料登録 今すぐ {url}",
        "寂寞美女 在线聊天 {url}"])

JUNK["gambling_casino"] = dict(n=30, dec="ad", ev=0.42, dw=["casino", "bet", "slots", "poker", "spin", "win", "jackpot", "lucky"],
    g=["alt.binaries.boneless", "alt.binaries.sport", "alt.binaries.misc", "alt.binaries.games", "alt.binaries.multimedia"],
    en=["{bonus} welcome bonus + 200 free spins - {url}",
        "Online casino with instant BTC withdrawals",
        "Betting tips - 99% fixed matches - {tg}",
        "Play poker online, ${num} freeroll every day {dom}",
        "Slots jackpot just hit {amt}! Play now {url}",
        "No deposit bonus codes 2024 {url}",
        "Sure-bet predictions today, VIP {price}",
        "Crypto casino: provably fair dice, {bonus} bonus",
        "Bet on {match} - best odds at {url}",
        "Win real money playing Aviator - signals {tg}",
        "The roulette system that never loses - {price} ebook",
        "Online bingo - £20 free, no deposit",
        "Sports betting bot makes profit on autopilot {url}",
        "Lucky Spin casino: 100% match up to {price}",
        "Free bet for new customers - {match} special",
        "Blackjack card counting software that works {url}"],
    xx=["Online Casino mit 500€ Bonus ohne Einzahlung {url}",
        "Casino online, 100 giros gratis {url}",
        "Scommesse sicure, partite truccate {tg}",
        "Казино онлайн, бонус за регистрацию {url}",
        "Apostas esportivas, bônus de R$ 500 {url}",
        "Deneme bonusu veren siteler {url}",
        "Situs slot gacor hari ini maxwin {url}",
        "Nhà cái uy tín, tặng 100k khi đăng ký {url}"])

JUNK["crypto_investment"] = dict(n=32, dec="ad", ev=0.42, dw=["coin", "crypto", "trade", "profit", "invest", "fx", "moon", "chain"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.e-book", "alt.binaries.test", "alt.binaries.multimedia"],
    en=["Turn $250 into $5,000 in 7 days - {coin} trading bot {url}",
        "{coin} airdrop - claim your free tokens now {url}",
        "Elon {coin} giveaway - send 0.1, get 0.2 back",
        "Guaranteed {pct} daily ROI - join our investment club",
        "Forex signals with 98% accuracy - VIP group {tg}",
        "Next 100x gem: {token} presale is live",
        "Recover your lost crypto - hire a certified hacker {email}",
        "Bitcoin doubler, fully automatic {url}",
        "Become a millionaire with {coin} - free masterclass",
        "Binary options robot - {bigprice} a day from home",
        "Pump signal tonight 8pm UTC {tg}",
        "Gold IRA: protect your retirement, free info kit",
        "Stock alert: {ticker} set to explode 900%",
        "Passive income staking {pct} APY {url}",
        "Cloud mining contracts - withdraw daily",
        "I made {amt} with this app... {url}",
        "Lost money to a scam? We get it back - {email}",
        "{token} listing on Binance tomorrow - buy before it moons"],
    xx=["Заработок на криптовалюте от {price} в день {tg}",
        "Mit {coin} reich werden - Erfahrungen {url}",
        "Invierte en {coin} y gana {pct} diario {url}",
        "Renda extra com {coin} {tg}",
        "Trading automatico {coin}, guadagni garantiti {url}",
        "比特币 投资 日赚 {pct} {tg}",
        "Kripto sinyal grubu VIP {tg}",
        "Inwestuj w {coin}, zysk gwarantowany {url}"])

JUNK["phishing"] = dict(n=30, dec="scam", ev=0.38, dw=["secure", "verify", "account", "login", "support", "update", "id", "auth"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.multimedia", "alt.binaries.e-book"],
    en=["{bank}: your account has been suspended - verify at {url}",
        "Unusual sign-in activity detected - confirm your identity {url}",
        "Your {bank} password expires today - reset it here {url}",
        "Payment declined - update your billing information {url}",
        "{bank} Security Alert: case #{num}",
        "Your package could not be delivered - reschedule at {url}",
        "Tax refund of {bigprice} pending - submit the form {url}",
        "Mailbox full - re-validate your webmail {url}",
        "Your usenet account will be terminated - log in to renew {url}",
        "Apple ID locked for security reasons",
        "Invoice {ref} attached - open to view (Invoice.pdf.html)",
        "Confirm your {bank} account within 24 hours or it will be closed",
        "You have (3) pending messages - sign in {url}",
        "{bank}: we couldn't process your last payment",
        "Action required: verify your email for {bank}",
        "Your {bank} card ending {n}{n}{n}{n} has been charged {price}"],
    xx=["{bank}: Ihr Konto wurde gesperrt, bitte bestätigen {url}",
        "Votre colis est en attente, frais de livraison {price} {url}",
        "Su cuenta {bank} ha sido bloqueada, verifique {url}",
        "Il suo conto è stato sospeso, acceda qui {url}",
        "Uw betaling is mislukt, werk uw gegevens bij {url}",
        "Seu CPF possui pendências, regularize {url}",
        "Ваша карта заблокирована, подтвердите данные {url}",
        "【重要】アカウント確認のお願い {url}"])

JUNK["advance_fee"] = dict(n=28, dec="scam", ev=0.38, dw=None,
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.e-book", "alt.test"],
    en=["URGENT BUSINESS PROPOSAL - {title} {surname}",
        "Dear Friend, I am {title} {surname}, son of the late minister",
        "Transfer of {amt} - your assistance is needed",
        "Confidential: inheritance of {amt} from a deceased client",
        "From the desk of {title} {surname}, {country}",
        "I need your partnership for the transfer of {amt}",
        "Widow of late {country} official seeks trustworthy foreigner",
        "ATM card worth {amt} ready for delivery - contact {email}",
        "Compensation payment of {amt} approved by the UN",
        "Next of kin claim - Ref {ref} - reply to {email}",
        "Dying woman wants to donate {amt} to charity through you",
        "Consignment box containing {amt} held at the airport",
        "Please reply - it is very urgent - {title} {surname}",
        "Investment partnership - 200kg gold dust from {country}",
        "Greetings in the name of our Lord, I have {amt} for you",
        "Your fund of {amt} has been released - pay clearance fee"],
    xx=["Proposition d'affaire urgente - héritage de {amt}",
        "Propuesta de negocio confidencial, {amt}",
        "Dringende Geschäftsanfrage - Erbschaft von {amt}",
        "Herança não reclamada de {amt}",
        "Proposta commerciale riservata {amt}"])

JUNK["job_scam"] = dict(n=28, dec="ad", ev=0.38, dw=["job", "work", "home", "earn", "career", "hire", "cash"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.e-book", "alt.binaries.test", "misc.jobs.offered"],
    en=["Work from home - earn {price}/hour - no experience",
        "HIRING NOW: data entry from home, {price}/day",
        "Mystery shopper wanted in {city}, paid {price} per visit",
        "Make {bigprice} a week stuffing envelopes",
        "Become a payment processing agent - 10% commission",
        "Remote job: reship packages from home {email}",
        "I quit my job and now make {bigprice}/month online - here's how {url}",
        "Part-time online job, 1-2 hrs a day, daily pay {tg}",
        "Like YouTube videos, get paid {price} each {tg}",
        "Google is hiring home workers - apply {url}",
        "Earn passive income with our proven system",
        "Typing jobs - paid weekly {url}",
        "Amazon review jobs - free products + commission",
        "Be your own boss! Join our team {url}",
        "Seeking personal assistant, {bigprice}/week, {email}"],
    xx=["Trabajo desde casa, gana {price} al día {url}",
        "Nebenjob von zu Hause, 500€ pro Woche {url}",
        "Travail à domicile, revenus garantis {url}",
        "Lavoro da casa, guadagna subito {tg}",
        "Trabalhe em casa, renda extra {tg}",
        "Kerja online dari rumah, gaji harian {tg}",
        "Việc làm online tại nhà lương cao {tg}",
        "Работа на дому, от 3000 руб в день {tg}"])

JUNK["loan_debt"] = dict(n=26, dec="ad", ev=0.38, dw=["loan", "cash", "credit", "debt", "fund", "money", "lend"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.e-book"],
    en=["Bad credit? Get approved for a {bigprice} loan today",
        "Payday loans - cash in 1 hour - {url}",
        "Erase your debt legally - free consultation {phone}",
        "Lower your mortgage rate to {rate}% - apply now",
        "Personal loans at {rate}% APR, no credit check {email}",
        "Private lender offering loans worldwide - contact {email}",
        "Credit repair: +100 points in 30 days",
        "Student loan forgiveness - you may qualify {url}",
        "Instant cash advance, no paperwork {url}",
        "Business funding up to {amt} in 24h {phone}",
        "Consolidate your credit cards into one low payment",
        "Need money urgently? We lend to everyone {email}",
        "Guaranteed loan approval at 2% interest",
        "Stop foreclosure now - call {phone}"],
    xx=["Prêt entre particuliers sérieux et rapide {email}",
        "Kredit ohne Schufa, sofortige Zusage {url}",
        "Préstamos rápidos sin aval {url}",
        "Prestiti veloci anche per protestati {phone}",
        "Chwilówki bez BIK {url}",
        "Empréstimo para negativados {url}"])

JUNK["counterfeit_docs"] = dict(n=26, dec="ad", ev=0.38, dw=["docs", "id", "passport", "diploma", "cert", "papers"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.pictures.misc", "alt.binaries.e-book"],
    en=["Buy real and fake passports, ID cards, driver's licences - {email}",
        "Registered EU passports with database entry {tg}",
        "University diplomas & transcripts from any school {url}",
        "Undetectable counterfeit {cur} notes for sale {email}",
        "Novelty ID cards, scannable, all states {url}",
        "IELTS / TOEFL certificates without the exam {email}",
        "Fake bank statements and utility bills {url}",
        "Printable doctor's notes - templates {url}",
        "Residence permits and visas, fast {tg}",
        "Cloned cards / dumps with PIN {tg}",
        "Buy a UK driving licence without a test",
        "Accredited degree online in 7 days {url}",
        "Top quality counterfeit USD EUR GBP {tg}",
        "SSN + DOB fullz, fresh, bulk pricing {tg}"],
    xx=["Führerschein kaufen ohne Prüfung {url}",
        "Acheter un permis de conduire {url}",
        "Comprar pasaporte y DNI {email}",
        "Comprare patente di guida {url}",
        "Купить диплом о высшем образовании {url}",
        "Kupię prawo jazdy, dowód osobisty {tg}"])

JUNK["religious_flood"] = dict(n=28, dec=None, ev=0.3, dw=["bible", "truth", "gospel", "faith", "jesus"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.sounds.mp3", "alt.religion.christian",
       "alt.binaries.multimedia", "alt.binaries.test", "soc.religion.christian"],
    en=["Jesus loves you - repent before it is too late",
        "THE END IS NEAR - read Revelation 13",
        "John 3:16 - For God so loved the world",
        "Are you saved? Accept Christ today",
        "The Mark of the Beast is coming - do not take it",
        "Rapture {year} - are you ready?",
        "Turn from your wickedness, the Lord is watching",
        "Free Bible study by mail - write {email}",
        "Hell is real. Eternity is forever.",
        "Praise the Lord! My testimony of healing",
        "God sees every file you download",
        "Judgement Day is {date} - the Bible proves it",
        "Read this before you download another file: the Gospel",
        "Read the Holy Quran, the final revelation {url}",
        "Hare Krishna - chant and be happy",
        "Thou shalt not steal (Exodus 20:15) - pirates repent",
        "Pray the sinner's prayer now"],
    xx=["Dios te ama, arrepiéntete",
        "Jesus liebt dich - kehre um!",
        "Jésus revient bientôt, convertissez-vous",
        "Jesus está voltando! Aceite Cristo hoje",
        "Покайтесь, ибо приблизилось Царство Небесное",
        "لا إله إلا الله محمد رسول الله",
        "Dio ti ama, leggi la Bibbia",
        "Jezus cię kocha, nawróć się"])

JUNK["political_conspiracy"] = dict(n=28, dec=None, ev=0.3, dw=["truth", "wakeup", "patriot", "freedom", "exposed"],
    g=["alt.binaries.boneless", "alt.binaries.misc", "alt.politics", "talk.politics.misc", "alt.conspiracy",
       "alt.binaries.documentaries", "alt.binaries.multimedia"],
    en=["WAKE UP SHEEPLE - chemtrails are poisoning you",
        "9/11 was an inside job - the proof",
        "The election was stolen - share before it's deleted",
        "Flat earth: NASA lies - watch {url}",
        "5G towers cause cancer - the truth they hide",
        "Vaccines contain microchips - doctors confess",
        "New World Order plans exposed - read now",
        "Moon landing HOAX - Kubrick filmed it",
        "Deep state cabal arrests coming - Q drop #{num}",
        "Fluoride is mind control",
        "The Great Reset: you will own nothing",
        "Reptilians control the banks - Icke was right",
        "Climate hoax exposed - the data they faked",
        "Bilderberg {year} secret attendee list leaked",
        "They are spraying us every day. Look up!",
        "Impeach them all - the government is the enemy",
        "The media will never show you this {url}"],
    xx=["Die Wahrheit über Chemtrails - wacht auf!",
        "Le complot mondial révélé, réveillez-vous",
        "Despierten: el nuevo orden mundial",
        "Мировое правительство скрывает правду",
        "Scie chimiche: la verità nascosta",
        "Acordem! A terra é plana"])

JUNK["chatter"] = dict(n=30, dec="talk", ev=0.12, dw=None,
    g=["alt.binaries.teevee", "alt.binaries.boneless", "alt.binaries.sounds.mp3", "alt.binaries.moovee",
       "alt.binaries.e-book", "alt.binaries.multimedia.anime", "alt.binaries.sounds.flac", "alt.binaries.hdtv"],
    en=["Anyone else having problems with {provider} today",
        "Is this group dead?",
        "Thanks to all the posters, you guys rock",
        "Where did all the good uploaders go",
        "incomplete posts again",
        "Why does everyone obfuscate now",
        "Which newsreader do you use?",
        "my cat just walked across the keyboard",
        "Happy new year everyone!",
        "best indexer in {year}?",
        "Can someone explain par2 to me",
        "lol that last post was all corrupt",
        "Greetings from {city}",
        "who is still here from the 90s?",
        "Retention question - how far back can you go",
        "Missing blocks on everything since yesterday",
        "STOP POSTING IN THE WRONG GROUP",
        "Merry Christmas to all of you",
        "ok I give up, how do I open a .001 file",
        "Anyone know what happened to {nick}?",
        "thank you {nick} for all the uploads over the years",
        "is it just me or is SABnzbd broken after the update",
        "sorry for the double post",
        "how do I get on an indexer without an invite"],
    xx=["Ist hier noch jemand aktiv?",
        "Iemand anders ook problemen met downloaden vandaag?",
        "Bonjour à tous, quelqu'un sait utiliser les par2 ?",
        "Hola a todos desde {city}",
        "Grazie a tutti gli uploader!",
        "Всем привет, кто ещё тут есть?"])

JUNK["request_posted"] = dict(n=30, dec=None, ev=0.12, dw=None,
    g=["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.sounds.mp3", "alt.binaries.e-book",
       "alt.binaries.games", "alt.binaries.sounds.flac", "alt.binaries.multimedia", "alt.binaries.mags"],
    en=["REQ: {movie} 1080p please",
        "[REQ] {show} S0{s}E0{e} anyone?",
        "Request - {artist} discography FLAC",
        "Looking for {ebook} epub, can anyone help?",
        "Does anyone have {game} for Switch?",
        "Could someone repost {movie}? parts missing",
        "REQ {app} for mac plz",
        "Anybody got the old {show} episodes?",
        "Searching: {artist} - {album} vinyl rip",
        "pls fill: {movie} (german dub)",
        "REQUEST!!! {show} complete series",
        "Still looking for {artist} live 1994 bootleg",
        "Does anybody have a Windows 98 SE iso?",
        "[REQ] any Alan Partridge radio shows",
        "REQ> {magazine} 1985-1995 scans",
        "need {album} by {artist} in 24bit, thanks in advance",
        "Can someone fill my request from last week ({ebook})"],
    xx=["Suche {movie} auf Deutsch, bitte",
        "Quelqu'un a {show} en VF ?",
        "Alguien tiene {movie} en español latino?",
        "Cerco {movie} in italiano",
        "Zoek {show} met NL subs",
        "Ищу {movie} в русской озвучке",
        "Szukam {movie} z napisami PL"])

JUNK["flame_troll"] = dict(n=28, dec="talk", ev=0.15, dw=None,
    g=["alt.binaries.teevee", "alt.binaries.boneless", "alt.binaries.sounds.mp3", "alt.flame",
       "alt.binaries.moovee", "alt.binaries.e-book", "alt.binaries.multimedia"],
    en=["you are all thieves and losers",
        "{nick} is a leech and a moron",
        "STFU n00b",
        "this group sucks, go back to torrents",
        "to the idiot who posted 40GB of crap",
        "Get a life, spammer",
        "learn to post, you clueless moron",
        "lol what a pathetic bunch",
        "FU {nick}",
        "you're the reason usenet is dying",
        "uploaders here are wannabe pirates",
        "Reported to your ISP, enjoy",
        "nobody cares about your fake posts",
        "Shut up and post something useful",
        "cross-posting to 20 groups should get you banned, idiot",
        "Whoever keeps reposting this garbage, STOP",
        "{nick} = troll, plonk"],
    xx=["Ihr seid alle Idioten",
        "wat een sukkels hier",
        "sois unos pringados",
        "bande de nuls",
        "вы все идиоты",
        "siete tutti degli idioti",
        "banda debili"])

JUNK["test_post"] = dict(n=30, dec=None, ev=0.12, dw=None,
    g=["alt.binaries.test", "alt.test", "misc.test", "alt.binaries.test.yenc", "alt.binaries.boneless",
       "alt.binaries.misc"],
    en=["test", "test - please ignore", "Test post from {client}", "testing 1 2 3", "test yEnc",
        "ignore - testing new server", "test (1/1)", "test.txt", "TEST TEST TEST",
        "testing ssl connection port 563", "does this work?", "ignore this", "test post, sorry",
        "Test {num}", "{client} test", "testing {client} config", "tst", "Testing binary posting 2/3",
        "please ignore - {client} test", "Test message via {provider}", "test {hex}", "testing..."],
    xx=["Testbeitrag, bitte ignorieren", "essai, ne pas tenir compte", "prueba", "test bericht, negeren",
        "prova", "тест, не обращайте внимания", "test, proszę zignorować"])


# ---------------------------------------------------------------- junk intents (generated noise)
import base64
import quopri

BOT_FORMS = [
    lambda: f"Auto-post #{R.randint(1000, 999999)}",
    lambda: f"[{R.randint(10000, 99999)}] keep-alive",
    lambda: f"ping {R.randint(1, 99999)} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}",
    lambda: "FLOOD " * R.randint(2, 5) + str(R.randint(1, 9999)),
    lambda: "Re: " * R.randint(5, 11) + pick(["hi", "ok", "yes", "lol", "test", "spam", "?"]),
    lambda: " ".join(pick(["zz", "xq", "blah", "foo", "qq", "abc"]) + digits(R.randint(2, 4)) for _ in range(R.randint(3, 6))),
    lambda: f"sporg {R.randint(100000, 9999999)}",
    lambda: f"dummy article {R.randint(1, 99999)} of 100000",
    lambda: f"AUTOMATED MESSAGE - DO NOT REPLY - {hexs(12, True)}",
    lambda: f"MSG_ID_{R.randint(1, 9999999)}_{hexs(6)}",
    lambda: f"*** {R.randint(1, 99999)} ***",
    lambda: f"{hexs(10)} - 20{R.randint(20, 25)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}",
    lambda: f"bump {R.randint(1, 9999)}",
    lambda: f"{pick(['postbot', 'floodr', 'nntpspam', 'heartbeat', 'cronjob'])} v{R.randint(1, 4)}.{R.randint(0, 9)} tick {R.randint(1, 999999)}",
    lambda: f"Message {R.randint(1, 5000)} of 5000",
    lambda: f"filler {R.randint(1, 9999)} filler {R.randint(1, 9999)} filler",
    lambda: " ".join([pick(["spam", "flood", "junk", "xxx", "post"])] * R.randint(4, 9)) + f" {R.randint(1, 999)}",
    lambda: f"<{hexs(16)}@{pick(['powerpost', 'nyuu', 'ngPost', 'news.example', 'localhost'])}{pick(['.local', '', '.invalid'])}>",
    lambda: f"{alnum(3).upper()}{R.randint(10, 99)} {alnum(3).upper()}{R.randint(10, 99)} {alnum(3).upper()}{R.randint(10, 99)} {alnum(3).upper()}{R.randint(10, 99)}",
    lambda: f"#{R.randint(1, 99999)} #{R.randint(1, 99999)} #{R.randint(1, 99999)}",
    lambda: f"cancel flood wave {R.randint(1, 99)} part {R.randint(1, 999)}",
    lambda: f"{pick(['aaa', 'zzz', 'qqq', 'xyz'])}_{R.randint(1, 9999):04d}_{pick(['aaa', 'zzz', 'qqq', 'xyz'])}",
]

KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "azertyuiop", "qsdfghjklm",
           "wxcvbn", "qwertzuiop", "yxcvbnm", "йцукенгшщзх", "фывапролдж", "ячсмитьбю", "poiuytrewq", "lkjhgfdsa"]


def _mash():
    k = R.randrange(9)
    row = pick(KB_ROWS)
    if k == 0:
        i = R.randrange(len(row) - 3)
        return row[i:i + R.randint(4, len(row) - i)] * R.randint(1, 2)
    if k == 1:
        i = R.randrange(len(row) - 2)
        return row[i:i + R.randint(2, 3)] * R.randint(3, 7)
    if k == 2:
        i = R.randrange(len(row) - 4)
        seg = row[i:i + 5]
        return "".join(pick(seg) for _ in range(R.randint(7, 22)))
    if k == 3:
        return pick(row) * R.randint(6, 25)
    if k == 4:
        i = R.randrange(len(row) - 3)
        seg = row[i:i + 3]
        return " ".join(seg * R.randint(1, 3) for _ in range(R.randint(2, 4)))
    if k == 5:
        i = R.randrange(len(row) - 4)
        seg = row[i:i + 5]
        return "".join(pick(seg).upper() if chance(0.5) else pick(seg) for _ in range(R.randint(6, 14)))
    if k == 6:
        a, b = pick(KB_ROWS[:3]), pick(KB_ROWS[:3])
        return "".join(pick(a) + pick(b) for _ in range(R.randint(4, 9)))
    if k == 7:
        return pick(["あ", "ｊ", "ｆ", "ㅋ", "ё", "ж", "ß", "ñ", "ü"]) * R.randint(5, 16)
    i = R.randrange(len(row) - 3)
    return row[i:i + 4] + pick(["", "!!", "??", ";;", "..", "\\"]) + row[::-1][:R.randint(3, 6)]


SALAD_EN = ["purple", "elephant", "whisk", "rhetoric", "lantern", "quietly", "gazebo", "antler",
            "refinance", "obsequious", "catalyst", "yearling", "ferment", "velvet", "ballast",
            "monsoon", "trombone", "delicate", "orbit", "stapler", "juniper", "harbinger", "muffin",
            "frugal", "tundra", "cobalt", "whimsy", "parsnip", "kettle", "ostrich", "semantic",
            "wobble", "granite", "lullaby", "vortex", "pamphlet", "tangerine", "crevice", "mildew",
            "saxophone", "paradigm", "hibiscus", "quorum", "pepper", "buoyant", "scaffold", "nimbus",
            "custard", "zephyr", "ledger", "anvil", "flannel", "marmalade", "chisel", "synergy",
            "grotto", "bramble", "viaduct", "truffle", "plinth", "wombat", "ermine", "cascade"]
SALAD_XX = ["Schornstein", "Kartoffel", "Regenschirm", "fenêtre", "grenouille", "mariposa", "ventana",
            "zanzara", "schildpad", "ogórek", "лопата", "самовар", "pantufa", "cuillère"]
LOREM = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua".split()


def _salad():
    k = R.randrange(8)
    pool = SALAD_EN + (SALAD_XX if chance(0.25) else [])
    ws = [pick(pool) for _ in range(R.randint(3, 9))]
    if k == 0:
        return " ".join(ws)
    if k == 1:
        return " ".join(w.capitalize() for w in ws)
    if k == 2:
        return ws[0].capitalize() + " " + " ".join(ws[1:]) + pick([".", "?", "!", "..."])
    if k == 3:
        i = R.randrange(len(LOREM) - 4)
        return " ".join(LOREM[i:i + R.randint(4, 9)]).capitalize()
    if k == 4:
        return "Re: " + " ".join(ws[:4])
    if k == 5:
        return ", ".join(ws)
    if k == 6:
        return f"{ws[0]} {ws[1]} {R.randint(10, 999)} {ws[2]}"
    return " ".join(ws).upper()


GARBLE_SRC = ["Привет всем", "Смотреть фильм онлайн", "Grüße aus München", "Überraschung für alle",
              "日本語のテスト", "こんにちは皆さん", "新しい映画", "Ελληνική ταινία", "Ça marche très bien",
              "Téléchargement gratuit", "안녕하세요 여러분", "Żółć gęślą jaźń", "Straßenbahn fährt",
              "naïve café résumé", "Новый альбом 2024", "Última canción", "中文字幕 高清", "Ärger über Öl",
              "Révolution française", "Спасибо за всё", "Fußball heute", "Mañana será otro día"]


def _garble():
    s = pick(GARBLE_SRC)
    k = R.randrange(10)
    if k in (0, 1):
        return s.encode("utf-8").decode("cp1252", errors="replace")
    if k == 2:
        once = s.encode("utf-8").decode("cp1252", errors="replace")
        return once.encode("utf-8").decode("cp1252", errors="replace")
    if k == 3:
        return "=?UTF-8?B?" + base64.b64encode(s.encode("utf-8")).decode("ascii") + "?="
    if k == 4:
        qp = quopri.encodestring(s.encode("utf-8"), header=True).decode("ascii").replace("=\n", "").replace("\n", "")
        return "=?" + pick(["UTF-8", "utf-8"]) + "?Q?" + qp + "?="
    if k == 5:
        return "".join(c if ord(c) < 128 else pick(["\ufffd", "?"]) for c in s)
    if k == 6:
        return "".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in s)
    if k == 7:
        return "".join(c if ord(c) < 128 and c != " " else "".join(f"%{b:02X}" for b in c.encode("utf-8")) for c in s)
    if k == 8:
        return "".join(c if ord(c) < 128 else f"\\u{ord(c):04x}" for c in s)
    try:
        return s.encode("cp1251").decode("koi8-r", errors="replace")
    except UnicodeEncodeError:
        return s.encode("utf-8").decode("latin-1", errors="replace")


NOISE_LIT = ["(no subject)", "Re:", "Re: Re:", "[no subject]", "<none>", "null", "undefined", "NaN",
             "%s", "$SUBJECT", "[object Object]", "{{subject}}", "…", "•••", "♥♥♥", "☺", "¿¿¿",
             "-", "0", "()", "[]", "<<<>>>", "=-=-=-=-=", "Subject:", "none", ".", "?", "_", "/",
             "<subject>", "%SUBJECT%", "{title}", "Untitled", "(none)", "$$$", "~", "^^", ":)"]


def _noise():
    if chance(0.55):
        return bag("noise_lit", NOISE_LIT)
    k = R.randrange(5)
    if k == 0:
        return pick(".-_*~=#!?+") * R.randint(2, 30)
    if k == 1:
        return "".join(pick(".-_*~=#!?+<>|") for _ in range(R.randint(3, 16)))
    if k == 2:
        return " ".join(pick(["*", "-", ".", "#", "~", "+"]) for _ in range(R.randint(3, 12)))
    if k == 3:
        return "".join(pick(["★", "☆", "●", "○", "◆", "■", "♦", "♪", "♫", "✿", "❀", "✧"]) for _ in range(R.randint(2, 9)))
    return pick(["!", "?", "."]) * R.randint(2, 6) + pick([" ", ""]) + pick(["?", "!", "..", "-", "*"]) * R.randint(1, 6)


NOISE_G = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.multimedia",
           "alt.binaries.teevee", "alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.test", "misc.test",
           "alt.binaries.pictures", "alt.binaries.mom", "alt.binaries.moovee"]
JUNK["bot_flood"] = dict(n=28, fn=lambda: bag("botform", BOT_FORMS)(), g=NOISE_G)
JUNK["keyboard_mash"] = dict(n=28, fn=_mash, g=NOISE_G)
JUNK["word_salad"] = dict(n=28, fn=_salad, g=NOISE_G)
JUNK["encoding_garbage"] = dict(n=26, fn=_garble, g=NOISE_G)
JUNK["noise_symbols"] = dict(n=28, fn=_noise, g=NOISE_G)


def make_junk(intent, spec):
    fn = spec.get("fn")
    foreign = evaded = False
    if fn:
        t = fn()
    else:
        xx = spec.get("xx")
        foreign = bool(xx) and chance(spec.get("px", 0.17))
        tpl = bag("J:" + intent + (":xx" if foreign else ":en"), xx if foreign else spec["en"])
        ctx = {"dw": spec.get("dw")}
        t = fill(tpl, ctx)
        dec = spec.get("dec")
        if dec and chance(0.3):
            pre, suf = DECOR[dec]
            r = R.random()
            if r < 0.45:
                t = pick(pre) + " " + t
            elif r < 0.85:
                t = t + fill(pick(suf), ctx)
            else:
                t = pick(pre) + " " + t + fill(pick(suf), ctx)
        if dec in ("ad", "scam") and chance(0.08):
            t = t.upper()
        if dec == "talk" and chance(0.15):
            t = t.lower()
        if spec.get("ev") and chance(spec["ev"]):
            t = evade(t)
            evaded = True
    group = pick(spec["g"]) if chance(0.62) else pick(JG_COMMON)
    return t, group, foreign, evaded


# ---------------------------------------------------------------- legit: tool and community subject wrappers
def size_str():
    k = R.randrange(5)
    if k == 0:
        return f"{R.randint(1, 48)}.{digits(2)} GB"
    if k == 1:
        return f"{R.randint(12, 999)}.{digits(2)} MB"
    if k == 2:
        return f"{R.randint(1, 20)},{digits(2)} GB"
    if k == 3:
        return f"{R.randint(50, 999)},{digits(1)} MB"
    return f"{R.randint(1, 9)}.{digits(1)} GiB"


def vol_name(base, upper=False):
    a = pick([0, 1, 3, 7, 15, 31, 63])
    b = a + 1 if a < 63 else pick([37, 64, 12])
    ext = ".PAR2" if upper else ".par2"
    return f"{base}.vol{a:02d}+{b:02d}{ext}"


def arch_file(base, i, n):
    k = R.randrange(13)
    w = 2 if n < 100 else 3
    if k < 4:
        return f"{base}.part{i:0{w}d}.rar"
    if k < 6:
        return f"{base}.rar" if i == 1 else f"{base}.r{i - 2:02d}"
    if k == 6:
        return f"{base}.nfo"
    if k == 7:
        return f"{base}.sfv"
    if k == 8:
        return f"{base}.par2"
    if k == 9:
        return f"{base}.7z.{i:03d}"
    if k == 10:
        return vol_name(base)
    if k == 11:
        return f"{base}.zip"
    return f"{base}.{i:03d}"


SITES = ["www.usenet-4all.info", "Usenet-Space-Cowboys", "usenet-town.com", "www.brothers-of-usenet.net",
         "house-of-usenet.com", "SecretUsenet.com", "www.haus-des-usenet.org", "usenetrevolution.info",
         "kere.ws", "UsenetKing", "www.nzb-sharing.info", "Old-But-Gold", "www.usenet-freaks.info",
         "GERMAN-UPLOADERS", "u4all", "www.usenetrocks.org"]
SIGS = ["Ozzie", "TBH", "hotzone", "Bobo", "TheJudge", "Doc", "tolstoy", "Kenny", "oldtimer",
        "mrspock", "SuperG", "GrandpaJoe", "Dragonfly", "Mutley", "Jimbo", "Kwik", "pipeline", "VinylVic"]
EFCHANS = ["#a.b.teevee@EFNet", "#altbin@EFNet", "#a.b.moovee@EFNet", "#a.b.inner-sanctum@EFNet",
           "#a.b.sounds.mp3@EFNet", "#a.b.games.wii@EFNet", "#a.b.cd.image@EFNet", "#a.b.flac@EFNet",
           "#a.b.e-book@EFNet", "#altbin@EFNet"]


def _w(n):
    return len(str(n))


def wr_nyuu(nm, f, i, n, p, P):
    w = _w(n)
    return f'[{i:0{w}d}/{n:0{w}d}] - "{f}" yEnc ({p}/{P})'


def wr_nyuu_c(nm, f, i, n, p, P):
    w = _w(n)
    return f'{nm} [{i:0{w}d}/{n:0{w}d}] - "{f}" yEnc ({p}/{P}) {R.randint(50000, 4000000000)}'


def wr_bare(nm, f, i, n, p, P):
    return f'"{f}" yEnc ({p}/{P})' + (f" {size_str()}" if chance(0.3) else "")


def wr_mangler(nm, f, i, n, p, P):
    return f'{nm} [{i}/{n}] - "{f}" yEnc ({p}/{P})'


def wr_powerpost(nm, f, i, n, p, P):
    return f'{nm} - [{i:03d}/{n:03d}] - "{f}" yEnc ({p:03d}/{P:03d})'


def wr_jbinup(nm, f, i, n, p, P):
    if chance(0.5):
        return f'[{i}/{n}] - "{f}" - {size_str()} - yEnc ({p}/{P})'
    return f'{nm} - "{f}" ({size_str()}) yEnc ({p}/{P})'


def wr_fileof(nm, f, i, n, p, P):
    k = R.randrange(3)
    if k == 0:
        return f'{nm} - File {i} of {n} - "{f}" yEnc ({p}/{P})'
    if k == 1:
        return f"File {i} of {n} - {f}"
    return f'{nm} (File {i} of {n}) "{f}"'


def wr_counter(nm, f, i, n, p, P):
    k = R.randrange(3)
    if k == 0:
        return f"{nm} ({i}/{n})"
    if k == 1:
        return f"{nm} [{i}/{n}]"
    return f"{nm} - {f} ({p}/{P})"


def wr_efnet(nm, f, i, n, p, P):
    ch = pick(EFCHANS)
    k = R.randrange(3)
    if k == 0:
        return f'[{R.randint(1000, 99999)}]-[FULL]-[{ch}]-[ {nm} ]-[{i:02d}/{n:02d}] - "{f}" yEnc ({p}/{P})'
    if k == 1:
        return f'[{ch}]-[FULL]-[{nm}]-[{i}/{n}] - "{f}" yEnc ({p}/{P})'
    return f'[ {nm} ] - [FULL] - [{ch}] - [ {i:03d}/{n:03d} ] - "{f}" yEnc ({p}/{P})'


def wr_town(nm, f, i, n, p, P):
    return f'[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ {nm} ] - [{i:02d}/{n:02d}] - "{f}" - {size_str()} yEnc ({p}/{P})'


def wr_ghost(nm, f, i, n, p, P):
    return f'>ghost-of-usenet.org<< {nm} >>www.SSL-News.info> - "{f}" yEnc ({p}/{P})'


def wr_wtf(nm, f, i, n, p, P):
    core = f'[PRiVATE]-[WtFnZb]-[{f}]-[{i}/{n}] - "" yEnc ({p}/{P})'
    if chance(0.35):
        return f"[N3wZ] \\{pick(['a.b.mom', 'a.b.multimedia', 'a.b.boneless', 'a.b.hdtv'])}\\::" + core
    return core


def wr_qmarks(nm, f, i, n, p, P):
    return f'(????) [{i:02d}/{n:02d}] - "{f}" yEnc ({p}/{P})'


def wr_sig(nm, f, i, n, p, P):
    s = pick(SIGS)
    k = R.randrange(3)
    if k == 0:
        return f'-={s}=- {nm} [{i}/{n}] - "{f}" yEnc ({p}/{P})'
    if k == 1:
        return f'{nm} - Posted by {s} [{i}/{n}] - "{f}" yEnc ({p}/{P})'
    return f'<{s}> {nm} - [{i}/{n}] - "{f}" yEnc'


def wr_site(nm, f, i, n, p, P):
    s = pick(SITES)
    k = R.randrange(5)
    if k == 0:
        return f'<-> {s} <-> {nm} <-> [{i}/{n}] - "{f}" yEnc ({p}/{P})'
    if k == 1:
        return f'[{s}] - {nm} - [{i}/{n}] - "{f}" yEnc ({p}/{P})'
    if k == 2:
        return f'<<< {s} >>> presents {nm} - "{f}" yEnc ({p}/{P})'
    if k == 3:
        return f'{nm} - [{s}] - "{f}" yEnc ({p}/{P})'
    return f'(( {s} )) {nm} [{i:02d}/{n:02d}] - "{f}" yEnc ({p}/{P})'


def wr_ngpost(nm, f, i, n, p, P):
    return f'[{i}/{n}] "{f}" yEnc ({p}/{P})'


def wr_gopost(nm, f, i, n, p, P):
    return f'{nm} - [{i}/{n}] - "{f}" yEnc ({p}/{P})'


def wr_oldsize(nm, f, i, n, p, P):
    return f"{nm} - {f} - {size_str()} yEnc ({p}/{P})"


WRAPS = [(wr_nyuu, 9), (wr_nyuu_c, 5), (wr_bare, 6), (wr_mangler, 6), (wr_powerpost, 4), (wr_jbinup, 4),
         (wr_fileof, 4), (wr_counter, 6), (wr_efnet, 5), (wr_town, 3), (wr_ghost, 2), (wr_wtf, 3),
         (wr_qmarks, 2), (wr_sig, 3), (wr_site, 4), (wr_ngpost, 3), (wr_gopost, 4), (wr_oldsize, 2)]
WRAP_POOL = [f for f, w in WRAPS for _ in range(w)]


def wrap_legit(name, f, base=None):
    if f is None:
        n = pick([R.randint(2, 12), R.randint(10, 60), R.randint(40, 160)])
        i = R.randint(1, n)
        file = arch_file(base or name, i, n)
    else:
        n = pick([1, 2, 3, 4, 5, R.randint(5, 30)])
        i = R.randint(1, n)
        file = f
    if re.search(r"\.(nfo|sfv|txt|jpg|nzb)$", file) or (file.endswith(".par2") and ".vol" not in file):
        P = 1
    else:
        P = pick([1, R.randint(2, 40), R.randint(20, 400), R.randint(100, 2000)])
    p = R.randint(1, P)
    return pick(WRAP_POOL)(name, file, i, n, p, P)


# ---------------------------------------------------------------- legit: TV and film
TV_SHOWS = ["The.Last.of.Us", "Severance", "House.of.the.Dragon", "Succession", "The.Bear", "Slow.Horses",
            "Shogun.2024", "Doctor.Who.2023", "Taskmaster", "QI", "Top.Gear", "The.Great.British.Bake.Off",
            "Grand.Designs", "Only.Connect", "Survivor", "The.Amazing.Race", "NCIS", "Greys.Anatomy",
            "The.Simpsons", "Family.Guy", "South.Park", "Bobs.Burgers", "Vera", "Midsomer.Murders",
            "Shetland", "Blue.Bloods", "Fire.Country", "Tracker", "Reacher", "The.Boys", "Andor", "Fallout",
            "The.Rookie", "9-1-1", "Chicago.Fire", "Would.I.Lie.to.You", "Have.I.Got.News.for.You",
            "Hells.Kitchen.US", "MasterChef.Australia", "Gogglebox", "Antiques.Roadshow",
            "Law.and.Order.Special.Victims.Unit", "Abbott.Elementary", "Only.Murders.in.the.Building",
            "Ted.Lasso", "True.Detective", "Hacks", "The.Gilded.Age", "Bluey", "The.Traitors.UK",
            "Death.in.Paradise", "Ghosts.US", "Below.Deck", "University.Challenge", "Time.Team", "Mastermind"]
DAILY = ["The.Daily.Show", "Jimmy.Kimmel.Live", "The.Late.Show.with.Stephen.Colbert",
         "Late.Night.with.Seth.Meyers", "The.Tonight.Show.Starring.Jimmy.Fallon", "Jeopardy",
         "Wheel.of.Fortune", "Real.Time.with.Bill.Maher", "Last.Week.Tonight.with.John.Oliver", "Countdown",
         "The.Graham.Norton.Show", "Saturday.Night.Live", "Newsnight", "Gardeners.World"]
GUESTS = ["Emma.Stone", "Jon.Hamm", "Kieran.Culkin", "Zendaya", "Pedro.Pascal", "Glen.Powell", "Ayo.Edebiri",
          "Jake.Gyllenhaal", "Natalie.Portman", "Steve.Martin", "Bill.Burr", "Sarah.Paulson",
          "Jeremy.Allen.White", "Florence.Pugh", "Dua.Lipa", "Paul.Mescal", "Anya.Taylor-Joy"]
TVQ = ["720p.HDTV.x264", "1080p.HDTV.H264", "HDTV.x264", "1080p.WEB.h264", "720p.WEB.h264", "2160p.WEB.h265",
       "1080p.WEB.H264", "720p.WEB.x264", "PROPER.1080p.WEB.h264", "REPACK.720p.HDTV.x264",
       "iNTERNAL.1080p.HDTV.x264", "1080p.BluRay.x264", "480p.HDTV.x264", "WEB.h264", "HDTV.XviD",
       "1080p.AMZN.WEB.H264", "DUTCH.1080p.WEB.h264", "GERMAN.DL.720p.WEB.h264", "FRENCH.720p.HDTV.x264"]
TVG = ["LOL", "DIMENSION", "KILLERS", "SVA", "FLEET", "AVS", "MINX", "SKGTV", "CAKES", "GGEZ", "EDITH",
       "SYNCOPY", "TEPES", "BAE", "PHOENiX", "ION10", "RiVER", "W4F", "ORGANiC", "SiGMA", "CRiMSON",
       "DEFLATE", "TVSLiCES", "NOMA", "KOGi", "DARKFLiX", "FTP", "ACES", "AFG", "ROVERS", "DEMAND",
       "REWARD", "SPAMnEGGS", "FiHTV", "WATCHABLE", "JFF", "PSiG", "TVARCHiV"]
TVG_LC = ["successfulcrab", "ethel", "jebaited", "glhf", "nhtfs", "cbfm", "kogi", "edith", "tepes",
          "fenix", "pecado", "phoenix", "ggwp", "bae", "mixed"]
EPT = ["Pilot", "The Beginning", "Homecoming", "Long Long Time", "Violet", "Who Is Alive", "The Devil's Chord",
       "Chapter One", "The Reckoning", "The Head", "Part One", "Anjin", "Crimson Sky", "Fishes", "Hello, Ms. Cobel",
       "The Lighthouse", "Forks", "Tomorrow", "Spoons", "Dinner Party", "Old Friends", "The Wedding",
       "Episode 4", "Strange Game", "Cold Open", "Escape", "The Return", "Legacy"]
SVC = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "HULU", "PCOK", "PMTP", "iP", "ITVX", "STAN", "CRAV", "ALL4"]
P2PG = ["NTb", "FLUX", "CMRG", "KiNGS", "playWEB", "NOSiViD", "RAWR", "BiQ", "HONE", "Kitsune", "GNOME",
        "NTG", "TOMMY", "PSA", "MeGusta", "ELiTE", "BLOOM", "APEX", "dB", "EDITH", "SuccessfulCrab", "TVSmash"]


def _sp(dotted):
    return dotted.replace(".", " ")


def g_tv_scene():
    k = R.randrange(10)
    grp = pick(TVG)
    if k <= 1:
        d = f"20{R.randint(22, 25)}.{R.randint(1, 12):02d}.{R.randint(1, 28):02d}"
        show = pick(DAILY)
        mid = f".{pick(GUESTS)}" if chance(0.6) else ""
        return f"{show}.{d}{mid}.{pick(TVQ[:12])}-{grp}", None
    show = pick(TV_SHOWS)
    s, e = R.randint(1, 35 if "Simpsons" in show else 9), R.randint(1, 22)
    if k == 2:
        return f"{show}.S{s:02d}.{pick(['720p.BluRay.x264', '1080p.BluRay.x264', 'DVDRip.x264', '2160p.WEB.h265', '1080p.WEB.h264'])}-{pick(['ROVERS', 'DEMAND', 'SHORTBREHD', 'REWARD', 'BAE', 'GGEZ'])}", None
    if k == 3:
        return f"{show.lower()}.s{s:02d}e{e:02d}.{pick(['1080p', '720p', '2160p'])}.web.{pick(['h264', 'h265', 'x264'])}-{pick(TVG_LC)}", None
    if k == 4:
        return f"{show}.S{s:02d}E{e:02d}E{e + 1:02d}.{pick(TVQ)}-{grp}", None
    if k == 5:
        return f"{show}.S{s:02d}E{e:02d}.{pick(EPT).replace(' ', '.').replace(',', '').replace(chr(39), '')}.{pick(TVQ)}-{grp}", None
    return f"{show}.S{s:02d}E{e:02d}.{pick(TVQ)}-{grp}", None


def g_tv_p2p():
    show = pick(TV_SHOWS)
    s, e = R.randint(1, 8), R.randint(1, 16)
    yr = R.randint(2005, 2024)
    k = R.randrange(8)
    if k == 0:
        return f"{_sp(show)} ({yr}) - S{s:02d}E{e:02d} - {pick(EPT)} [{pick(SVC)} WEBDL-{pick(['1080p', '720p', '2160p'])}][{pick(['EAC3 5.1', 'AAC 2.0', 'EAC3 Atmos 5.1'])}][{pick(['h264', 'h265', 'x265'])}]-{pick(P2PG)}", None
    if k == 1:
        return f"{show}.S{s:02d}E{e:02d}.{pick(['1080p', '2160p', '720p'])}.{pick(SVC)}.WEB-DL.{pick(['DDP5.1', 'DDP2.0', 'AAC2.0', 'DDP5.1.Atmos'])}.{pick(['H.264', 'H.265', 'DV.HDR.H.265'])}-{pick(P2PG)}", None
    if k == 2:
        return f"{_sp(show)} S{s:02d}E{e:02d} {pick(['1080p', '720p'])} WEB {pick(['H264', 'h264', 'x265'])}-{pick(P2PG)}", None
    if k == 3:
        return f"{show}.S{s:02d}.COMPLETE.{pick(['2160p', '1080p'])}.{pick(SVC)}.WEB-DL.DDP5.1.{pick(['Atmos.DV.HDR.H.265', 'H.264', 'HDR.H.265'])}-{pick(['FLUX', 'NTb', 'CMRG', 'HHWEB'])}", None
    if k == 4:
        return f"{show}.S{s:02d}E{e:02d}.1080p.HEVC.x265-MeGusta", None
    if k == 5:
        return f"{_sp(show)} - {s}x{e:02d} - {pick(EPT)} [{pick(['WEBDL-720p', 'HDTV-720p', 'Bluray-1080p', 'WEBRip-1080p'])}]", None
    if k == 6:
        return f"{_sp(show)} (Complete Series) [{pick(['1080p', '720p'])} BluRay x265 HEVC 10bit AAC 5.1 {pick(['Silence', 'Joy', 'Vyndros', 'Ghost'])}]", None
    return f"{_sp(show)} Season {s} [{pick(['1080p', '720p', '480p'])} {pick(['WEB-DL', 'BluRay', 'HDTV'])} {pick(['x264', 'x265 10bit'])}]", None


CHANNELS = ["BBC One HD", "BBC Two HD", "BBC Four HD", "ITV1 HD", "Channel 4 HD", "Sky Arts", "ZDF HD",
            "Das Erste HD", "ARTE HD", "NPO 1", "NHK World", "TF1 HD", "RAI 1", "SVT1 HD", "ORF 2 HD",
            "PBS", "CBC", "ABC (AU)", "Dave", "Yesterday", "3sat HD", "BR Fernsehen"]
PROGS = ["Doctor Who", "Tatort", "Top of the Pops 1989", "Gogglebox", "Japanology Plus", "Newsnight",
         "Landscape Artist of the Year", "Tagesschau", "Later... with Jools Holland", "Sportschau",
         "Eurovision Song Contest 2024 Final", "Der Bergdoktor", "Coronation Street", "Springwatch",
         "Glastonbury 2024 - Pyramid Stage", "Match of the Day", "The Sky at Night", "Wallander",
         "Traumschiff", "Blue Peter 1987", "Question Time", "Le Mans 24h 2024", "Des chiffres et des lettres"]


PROG_CH = {"Doctor Who": "BBC One HD", "Tatort": "Das Erste HD", "Top of the Pops 1989": "BBC Four HD",
           "Gogglebox": "Channel 4 HD", "Japanology Plus": "NHK World", "Newsnight": "BBC Two HD",
           "Landscape Artist of the Year": "Sky Arts", "Tagesschau": "Das Erste HD", "Sportschau": "Das Erste HD",
           "Later... with Jools Holland": "BBC Two HD", "Der Bergdoktor": "ZDF HD", "Coronation Street": "ITV1 HD",
           "Springwatch": "BBC Two HD", "Match of the Day": "BBC One HD", "The Sky at Night": "BBC Four HD",
           "Traumschiff": "ZDF HD", "Blue Peter 1987": "BBC One", "Question Time": "BBC One HD",
           "Des chiffres et des lettres": "France 3", "Wallander": "SVT1 HD"}


def g_tv_recording():
    pr = pick(PROGS)
    ch = PROG_CH.get(pr) or pick(CHANNELS)
    y, m, d = R.randint(2019, 2024), R.randint(1, 12), R.randint(1, 28)
    hh, mm = R.randint(6, 23), pick([0, 5, 15, 30, 45, 55])
    k = R.randrange(9)
    if k == 0:
        f = f"{y}{m:02d}{d:02d} {hh:02d}{mm:02d} - {ch} - {pr}.ts"
        return f, f
    if k == 1:
        return f"{pr} - {y}-{m:02d}-{d:02d} - {ch}.ts", f"{pr} - {y}-{m:02d}-{d:02d} - {ch}.ts"
    if k == 2:
        return f"[TVRip] {ch} {y}.{m:02d}.{d:02d} {pr} ({pick(['720p', '1080i', '576i'])} ts)", None
    if k == 3:
        return f"{pr} ({ch}, {d:02d}.{m:02d}.{y}) DVB-T2 recording, ads intact", None
    if k == 4:
        return f"{ch} - {pr} [PVR recording {y}-{m:02d}-{d:02d}] part {R.randint(1, 4)} of {R.randint(4, 8)}", None
    if k == 5:
        old = pick(["Top of the Pops", "Blue Peter", "Doctor Who", "Tagesschau", "Question Time", "Coronation Street", "Tomorrow's World", "Wetten, dass..?"])
        return f"VHS rip - {old} ({pick(['1984', '1987', '1991', '1994', '1979'])}) [PAL, mpeg2, off-air]", None
    if k == 6:
        f = f"{pr.replace(' ', '_')}_{y}{m:02d}{d:02d}_{hh:02d}{mm:02d}.mpg"
        return f"HDHomeRun {f}", f
    if k == 7:
        return f"{pr} {y}-{m:02d}-{d:02d} ({ch}) [Sat rip, DVB-S2, {pick(['1080i', '720p', 'SD'])}, unedited]", None
    return f"TiVo - {pr} - {pick(['Recorded', 'Rec.'])} {m}/{d}/{y} ({ch}).{pick(['mpg', 'ts', 'mp4'])}", None


FILMS = [("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Past Lives", 2023), ("Anatomy of a Fall", 2023),
         ("The Zone of Interest", 2023), ("Poor Things", 2023), ("Killers of the Flower Moon", 2023),
         ("Aftersun", 2022), ("Everything Everywhere All at Once", 2022), ("The Holdovers", 2023),
         ("Perfect Days", 2023), ("Fallen Leaves", 2023), ("The Banshees of Inisherin", 2022), ("Tar", 2022),
         ("Drive My Car", 2021), ("Parasite", 2019), ("Heat", 1995), ("Alien", 1979), ("Blade Runner", 1982),
         ("Casablanca", 1942), ("Chinatown", 1974), ("Seven Samurai", 1954), ("Stalker", 1979),
         ("The Thing", 1982), ("Jaws", 1975), ("Fargo", 1996), ("Paris Texas", 1984), ("Tokyo Story", 1953),
         ("The Third Man", 1949), ("Rear Window", 1954), ("Mad Max Fury Road", 2015), ("Arrival", 2016),
         ("Prisoners", 2013), ("Zodiac", 2007), ("Civil War", 2024), ("Challengers", 2024), ("Furiosa", 2024),
         ("The Fall Guy", 2024), ("Kinds of Kindness", 2024), ("Longlegs", 2024), ("Hit Man", 2023),
         ("Godzilla Minus One", 2023), ("The Boy and the Heron", 2023), ("Monkey Man", 2024),
         ("In the Mood for Love", 2000), ("Spirited Away", 2001), ("The Godfather Part II", 1974),
         ("Brazil", 1985), ("Withnail and I", 1987), ("La Haine", 1995), ("Das Boot", 1981),
         ("Amelie", 2001), ("There Will Be Blood", 2007), ("No Country for Old Men", 2007), ("Heat", 1995)]
FQ_SCENE = ["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "DVDRip.XviD", "BDRip.x264",
            "1080p.WEB.h264", "COMPLETE.BLURAY", "COMPLETE.UHD.BLURAY", "MULTi.1080p.BluRay.x264",
            "GERMAN.DL.1080p.BluRay.x264", "FRENCH.720p.BluRay.x264", "LiMiTED.DVDRip.XviD",
            "REMASTERED.1080p.BluRay.x264", "CRiTERION.1080p.BluRay.x264", "iNTERNAL.1080p.BluRay.x264",
            "DUTCH.SUBBED.1080p.WEB.h264", "PROPER.1080p.BluRay.x264", "2160p.WEB.h265", "NORDiC.1080p.BluRay.x264",
            "DC.1080p.BluRay.x264", "EXTENDED.720p.BluRay.x264", "SUBBED.1080p.BluRay.x264", "1080p.BluRay.DTS.x264"]
FG_SCENE = ["SPARKS", "GECKOS", "AMIABLE", "DRONES", "ROVERS", "BLOW", "CiNEFiLE", "PSYCHD", "SADPANDA",
            "TayTO", "EVO", "DON", "HiFi", "TERMiNAL", "4FR", "KOGi", "PiGNUS", "SUMMERX", "VETO", "DEPTH",
            "iNFAMOUS", "REFiNED", "AAA", "WaLMaRT", "DiAMOND", "SAPHiRE", "VALiS", "BiPOLAR", "FLAME",
            "USURY", "SNOW", "WATCHABLE", "JustWatch", "GUACAMOLE", "FRAGMENT", "SHORTBREHD"]
FG_P2P = ["FraMeSToR", "EPSiLON", "BHDStudio", "CtrlHD", "W4NK3R", "playHD", "FGT", "CMRG", "FLUX",
          "NTG", "GalaxyRG265", "RARBG", "YTS.MX", "QxR", "TGx", "DON", "HiDt", "ZQ", "SiCFoI", "Tigole", "PSA"]


def _fd(t):
    return t.replace(" ", ".").replace("'", "")


def g_film_scene():
    t, y = pick(FILMS)
    k = R.randrange(6)
    if k == 0:
        return f"{_fd(t).lower()}.{y}.{pick(['1080p', '720p', '2160p'])}.{pick(['bluray', 'web'])}.{pick(['x264', 'h264', 'x265'])}-{pick(['sparks', 'geckos', 'amiable', 'usury', 'pignus'])}", None
    if k == 1:
        nm = f"{_fd(t)}.{y}.{pick(FQ_SCENE)}-{pick(FG_SCENE)}"
        return nm, f"{nm}.{pick(['nfo', 'mkv', 'sfv'])}"
    return f"{_fd(t)}.{y}.{pick(FQ_SCENE)}-{pick(FG_SCENE)}", None


def g_film_p2p():
    t, y = pick(FILMS)
    k = R.randrange(8)
    if k == 0:
        return f"{t} ({y}) [{pick(['2160p', '1080p'])} UHD BluRay REMUX HDR10 HEVC {pick(['TrueHD Atmos 7.1', 'DTS-HD MA 5.1', 'FLAC 1.0'])}]-{pick(['FraMeSToR', 'EPSiLON', 'BMF', 'SiCFoI'])}", None
    if k == 1:
        return f"{_fd(t)}.{y}.{pick(['1080p', '2160p'])}.BluRay.DDP5.1.x265.10bit-{pick(['GalaxyRG265', 'PSA', 'HiQVE'])}", None
    if k == 2:
        return f"{t} {y} {pick(['1080p', '2160p'])} {pick(['WEB-DL', 'BluRay'])} DDP5 1 {pick(['Atmos ', ''])}H 264-{pick(FG_P2P)}", None
    if k == 3:
        return f"{t} ({y}) ({pick(['1080p', '2160p'])} BluRay x265 HEVC 10bit AAC 5.1 {pick(['Tigole', 'Silence', 'Joy', 'afm72'])})", None
    if k == 4:
        return f"{t} ({y}) [{pick(['1080p', '720p', '2160p'])}] [{pick(['BluRay', 'WEBRip'])}] [5.1] [YTS.MX]", None
    if k == 5:
        return f"{_fd(t)}.{y}.{pick(['1080p', '720p'])}.BluRay.H264.AAC-RARBG", None
    if k == 6:
        return f"{t} {y} {pick(['KOREAN', 'JAPANESE', 'FRENCH', 'GERMAN', 'FINNISH', 'ITALIAN'])} 1080p BluRay H264 AAC-VXT", None
    f = f"{t} ({y}).{pick(['mkv', 'mp4', 'avi'])}"
    return f"{t} ({y}) [{pick(['BDRip', 'DVD9', 'WEBRip', 'Remux'])}] {pick(['eng subs', 'multi-audio', 'director cut', 'restored 4K'])}", None if chance(0.5) else f


# ---------------------------------------------------------------- legit: anime
ANIME = ["Sousou no Frieren", "Kusuriya no Hitorigoto", "Dungeon Meshi", "Bocchi the Rock!", "Spy x Family",
         "Jujutsu Kaisen", "Oshi no Ko", "Mushoku Tensei", "Kimetsu no Yaiba", "Shingeki no Kyojin",
         "Mob Psycho 100", "Vinland Saga", "Made in Abyss", "Yuru Camp", "Hibike! Euphonium", "K-On!!",
         "Cowboy Bebop", "Monogatari Series", "Steins;Gate", "Re Zero kara Hajimeru Isekai Seikatsu",
         "One Piece", "Boku no Hero Academia", "Chainsaw Man", "Kaguya-sama wa Kokurasetai",
         "Hikaru ga Shinda Natsu", "Kaijuu 8-gou", "Ore dake Level Up na Ken", "Blue Lock", "Dandadan",
         "Tengoku Daimakyou", "Mahou Shoujo Madoka Magica", "Neon Genesis Evangelion", "Houseki no Kuni"]
FSUB = ["SubsPlease", "Erai-raws", "HorribleSubs", "Commie", "GJM", "Judas", "EMBER", "ASW", "Anime Time",
        "Kametsu", "Beatrice-Raws", "Moozzi2", "Reinforce", "Doki", "Coalgirls", "FFF", "UTW", "Underwater",
        "Vivid", "Chihiro", "SallySubs", "Okay-Subs", "Yameii", "DKB", "Cleo", "LostYears", "Arid"]


def g_anime():
    a, g = pick(ANIME), pick(FSUB)
    ep = R.randint(1, 1120) if a == "One Piece" else R.randint(1, 26)
    crc = hexs(8, True)
    k = R.randrange(9)
    if k <= 1:
        f = f"[{g}] {a} - {ep:02d} ({pick(['1080p', '720p', '480p'])}) [{crc}].mkv"
        return f, f
    if k == 2:
        f = f"[{g}] {a} - {ep:02d} [1080p][Multiple Subtitle][{crc}].mkv"
        return f, f
    if k == 3:
        return f"[{g}] {a} (Season {R.randint(1, 4)}) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)", None
    if k == 4:
        return f"[{g}] {a} [BDRip 1920x1080 {pick(['HEVC FLAC', 'x264 FLAC', 'HEVC 10bit OPUS'])}]", None
    if k == 5:
        f = f"[{g}] {a} - {ep:02d} [{pick(['1080p HEVC x265 10Bit', '720p x264'])}][AAC].mkv"
        return f, f
    if k == 6:
        t = a.replace(" ", ".").replace("!", "").replace(";", "")
        return f"{t}.S{R.randint(1, 3):02d}E{ep:02d}.1080p.{pick(['CR', 'NF', 'ADN', 'B-Global'])}.WEB-DL.AAC2.0.H.264-VARYG", None
    if k == 7:
        return f"[{g}] {a} v2 - {ep:02d} (BD {pick(['1080p', '720p'])} {pick(['Hi10P', 'AAC', 'FLAC'])}) [{crc}]", None
    return f"[{g}] {a} - Movie [{pick(['BD 1080p', 'BDRemux', '2160p HDR'])}] [{pick(['Dual Audio', 'Multi-Subs', 'JPN'])}]", None


# ---------------------------------------------------------------- legit: music
ALBUMS = [("Khruangbin", "A La Sala", 2024), ("Four Tet", "Three", 2024), ("Radiohead", "OK Computer", 1997),
          ("Taylor Swift", "The Tortured Poets Department", 2024), ("Beyonce", "Cowboy Carter", 2024),
          ("Kendrick Lamar", "GNX", 2024), ("Billie Eilish", "Hit Me Hard and Soft", 2024),
          ("Fontaines D.C.", "Romance", 2024), ("Nick Cave and The Bad Seeds", "Wild God", 2024),
          ("The Cure", "Songs of a Lost World", 2024), ("Charli xcx", "Brat", 2024), ("Jamie xx", "In Waves", 2024),
          ("Floating Points", "Cascade", 2024), ("Bicep", "Isles", 2021), ("Burial", "Untrue", 2007),
          ("Boards of Canada", "Geogaddi", 2002), ("Portishead", "Third", 2008), ("Massive Attack", "Mezzanine", 1998),
          ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965),
          ("Fleetwood Mac", "Rumours", 1977), ("Pink Floyd", "The Dark Side of the Moon", 1973),
          ("Kraftwerk", "Computer World", 1981), ("Sade", "Love Deluxe", 1992), ("Bjork", "Vespertine", 2001),
          ("Wilco", "Yankee Hotel Foxtrot", 2002), ("Mitski", "The Land Is Inhospitable and So Are We", 2023),
          ("Sufjan Stevens", "Carrie & Lowell", 2015), ("Arooj Aftab", "Night Reign", 2024),
          ("Vampire Weekend", "Only God Was Above Us", 2024), ("Idles", "Tangk", 2024),
          ("Berliner Philharmoniker & Kirill Petrenko", "Mahler Symphony No. 7", 2022),
          ("Hilary Hahn", "Eugene Ysaye Six Sonatas", 2023), ("Max Richter", "In a Landscape", 2024),
          ("Metallica", "72 Seasons", 2023), ("Opeth", "The Last Will and Testament", 2024),
          ("Sleep Token", "Take Me Back to Eden", 2023), ("Gojira", "Fortitude", 2021)]
MSG = ["OMA", "AFO", "PERFECT", "ENRAGED", "YARD", "FATHEAD", "DDS", "C4", "MARR", "JUST", "BF", "MOD",
       "FWYH", "SO", "KOUALA", "HB", "LiR", "PsyCZ", "DWM", "TRT", "NBFLAC", "dh", "wus", "FTD", "ERP", "EMP"]


def _us(s):
    return re.sub(r"[^A-Za-z0-9]+", "_", s).strip("_")


def g_music_scene():
    a, al, y = pick(ALBUMS)
    y2 = y if y > 2000 and chance(0.6) else R.randint(2008, 2024)
    cat = f"({alnum(R.randint(2, 4), 'ABCDEFGHIJKLMNOPRSTUVWXYZ')}{R.randint(1, 999):03d}{pick(['', 'CD', 'LP', 'D'])})"
    k = R.randrange(8)
    if k == 0:
        return f"{_us(a)}-{_us(al)}-{cat}-WEB-{y2}-{pick(MSG)}", None
    if k == 1:
        return f"{_us(a)}-{_us(al)}-{pick(['CD', '2CD', 'Vinyl', 'WEB', 'CDM'])}-FLAC-{y2}-{pick(MSG)}", None
    if k == 2:
        return f"{_us(a)}-{_us(al)}-{pick(['Remastered', 'Deluxe_Edition', 'Reissue', '180g_Vinyl'])}-{pick(['WEB', 'CD', 'LP'])}-{y2}-{pick(MSG)}", None
    if k == 3:
        return f"VA-{pick(['Fabric_Presents', 'Ministry_of_Sound_Anthems', 'Defected_Ibiza', 'Hed_Kandi', 'Kitsune_Maison', 'Cream_Classics', 'Anjunadeep'])}_{R.randint(1, 30):02d}-{R.randint(2, 4)}CD-{y2}-{pick(MSG)}", None
    if k == 4:
        return f"{_us(a).lower()}-{_us(al).lower()}-{pick(['web', 'cd', 'vinyl'])}-{y2}-{pick(MSG).lower()}", None
    if k == 5:
        return f"{_us(a)}-{_us(pick(EPT))}-{pick(['(Extended_Mix)', '(Remixes)', 'SINGLE', 'EP'])}-WEB-{y2}-{pick(MSG)}", None
    if k == 6:
        return f"{_us(a)}-{_us(al)}-{pick(['320', 'V0', '24BIT-96KHZ', '24BIT-44.1KHZ'])}-WEB-{y2}-{pick(MSG)}", None
    return f"{_us(a)}-Live_at_{pick(['Glastonbury', 'Primavera_Sound', 'Roskilde', 'Coachella', 'Pukkelpop'])}-{pick(['SAT', 'DVBS', 'STREAM', 'FM'])}-{R.randint(2015, 2024)}-{pick(['MARR', 'DDS', 'OMA', 'HB'])}", None


def g_music_p2p():
    a, al, y = pick(ALBUMS)
    k = R.randrange(9)
    if k == 0:
        return f"{a} - {al} ({y}) [FLAC]", None
    if k == 1:
        return f"{a} - {al} ({y}) [{pick(['24Bit-96kHz', '24Bit-48kHz', '24Bit-192kHz', '16Bit-44.1kHz'])}] FLAC [PMEDIA] ⭐️", None
    if k == 2:
        return f"{a} - {al} ({y}) Mp3 320kbps [PMEDIA] ⭐️", None
    if k == 3:
        return f"{a} - {al} [{y}] [320 kbps] [MP3]", None
    if k == 4:
        return f"({y}) {a} - {al} {{CD, EAC, log, cue}} [FLAC]", None
    if k == 5:
        return f"{a} - {al} ({pick(['Deluxe Edition', 'Expanded', 'Anniversary Edition', 'Super Deluxe'])}) ({y}) [WEB FLAC {pick(['16-44.1', '24-96', '24-48'])}]", None
    if k == 6:
        return f"{a} - {al} ({y}) [Vinyl Rip {pick(['24-96', '24-192', '16-44'])}]", None
    if k == 7:
        tr = R.randint(1, 12)
        f = f"{tr:02d} - {a} - {pick(EPT)}.{pick(['flac', 'mp3', 'm4a'])}"
        return f"{a} - {al} ({y})", f
    return f"{a} - {al} (Remastered {R.randint(2009, 2024)}) {pick(['[MP3 V0]', '[AAC 256]', '[FLAC]', '(2xCD)'])}", None


DISCO = [("Pink Floyd", 1967, 2014), ("Depeche Mode", 1981, 2023), ("The Beatles", 1963, 1970),
         ("Miles Davis", 1951, 1991), ("David Bowie", 1967, 2016), ("Kraftwerk", 1970, 2003),
         ("Radiohead", 1993, 2016), ("Tangerine Dream", 1970, 2023), ("Nick Cave and The Bad Seeds", 1984, 2024),
         ("Aphex Twin", 1992, 2023), ("Iron Maiden", 1980, 2021), ("Frank Zappa", 1966, 1993),
         ("Johnny Cash", 1957, 2010), ("Joni Mitchell", 1968, 2007), ("Bob Dylan", 1962, 2020),
         ("The Fall", 1979, 2017), ("Autechre", 1993, 2020), ("Cocteau Twins", 1982, 1996),
         ("ABBA", 1973, 2021), ("Led Zeppelin", 1969, 1982), ("Nina Simone", 1958, 1993),
         ("Klaus Schulze", 1972, 2022), ("Prince", 1978, 2015), ("Dead Can Dance", 1984, 2022)]


def g_discography():
    a, y1, y2 = pick(DISCO)
    k = R.randrange(7)
    fmt = pick(["[FLAC]", "[MP3 320]", "(FLAC)", "[FLAC 24bit]", "MP3 320kbps", "[Lossless]", "(mp3 V0)"])
    if k == 0:
        return f"{a} - Discography {y1}-{y2} {fmt}", None
    if k == 1:
        return f"{a} - Discography ({y1}-{y2}) {fmt}", None
    if k == 2:
        return f"{a} - Studio Albums ({pick(['Remastered', '2009 Remasters', 'Original Pressings'])}) {fmt}", None
    if k == 3:
        return f"{a} - The Complete {pick(['Studio Recordings', 'Albums Collection', 'Box Set'])} ({R.randint(8, 70)}CD) {fmt}", None
    if k == 4:
        return f"{_us(a)}-Discography-{y1}-{y2}-{pick(['FLAC', 'MP3'])}-{pick(['VAG', 'PERFECT', 'JUST'])}", None
    if k == 5:
        return f"{a} - {pick(['Singles', 'B-Sides & Rarities', 'Live Albums', 'Bootlegs Vol.'])} {y1}-{y2} {fmt}", None
    return f"[{pick(['Disco', 'Collection', 'Complete'])}] {a} ({y1}-{y2}) {pick(['CD rips', 'Vinyl rips', 'WEB'])} {fmt}", None


# ---------------------------------------------------------------- legit: books, comics, magazines
AUDIOB = [("Brandon Sanderson", "The Way of Kings", "Michael Kramer, Kate Reading", 2010),
          ("Terry Pratchett", "Guards! Guards!", "Nigel Planer", 1989), ("Andy Weir", "Project Hail Mary", "Ray Porter", 2021),
          ("Stephen King", "11-22-63", "Craig Wasson", 2011), ("Hilary Mantel", "Wolf Hall", "Simon Slater", 2009),
          ("Frank Herbert", "Dune", "Scott Brick", 1965), ("Ursula K. Le Guin", "A Wizard of Earthsea", "Kobna Holdbrook-Smith", 1968),
          ("Agatha Christie", "Murder on the Orient Express", "David Suchet", 1934),
          ("Yuval Noah Harari", "Sapiens", "Derek Perkins", 2014), ("Michelle Obama", "Becoming", "Michelle Obama", 2018),
          ("J.R.R. Tolkien", "The Fellowship of the Ring", "Andy Serkis", 1954), ("Dennis E. Taylor", "We Are Legion (We Are Bob)", "Ray Porter", 2016),
          ("Matt Dinniman", "Dungeon Crawler Carl", "Jeff Hays", 2020), ("Martha Wells", "All Systems Red", "Kevin R. Free", 2017),
          ("Robert Galbraith", "The Running Grave", "Robert Glenister", 2023), ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", "Stephen Fry", 1979),
          ("Lee Child", "Killing Floor", "Dick Hill", 1997), ("Neil Gaiman", "American Gods", "full cast", 2001),
          ("Robin Hobb", "Assassin's Apprentice", "Paul Boehmer", 1995), ("Mary Beard", "SPQR", "Phyllida Nash", 2015)]


def g_audiobook():
    a, t, r, y = pick(AUDIOB)
    k = R.randrange(7)
    if k == 0:
        return f"{a} - {t} [{r}] - {y} - {pick(['M4B', 'MP3', 'm4b 64k', 'mp3 128k'])}", None
    if k == 1:
        return f"{a} - {t} - Read by {r} - {pick(['MP3 64kbps', 'MP3 VBR', 'M4B AAC'])}", None
    if k == 2:
        return f"{a} - {t} ({y}) Unabridged [{r}] {pick(['128k', '64k', '62k'])} m4b", None
    if k == 3:
        return f"{a} - {t} [Audiobook] {pick(['MP3', 'M4B', 'AAC'])}", None
    if k == 4:
        f = f"{a} - {t}.m4b"
        return f"{a} - {t} (narr. {r})", f
    if k == 5:
        return f"[{pick(['ABOOK', 'Audiobook', 'AB'])}] {t} by {a} ({pick(['unabridged', 'abridged', 'BBC dramatisation'])})", None
    return f"{_fd(a)}-{_fd(t)}-AUDIOBOOK-WEB-EN-{y if y > 2000 else R.randint(2015, 2024)}-{pick(['BitBook', 'DAW', 'ADiOS', 'BOOKiE'])}", None


FICTION = [("Ursula K. Le Guin", "The Dispossessed", 1974), ("Frank Herbert", "Dune", 1965),
           ("Susanna Clarke", "Piranesi", 2020), ("Cormac McCarthy", "Blood Meridian", 1985),
           ("Ann Leckie", "Ancillary Justice", 2013), ("Kazuo Ishiguro", "Klara and the Sun", 2021),
           ("Robert A. Caro", "The Power Broker", 1974), ("Emily St. John Mandel", "Station Eleven", 2014),
           ("Iain M. Banks", "Use of Weapons", 1990), ("Octavia E. Butler", "Parable of the Sower", 1993),
           ("Percival Everett", "James", 2024), ("Sally Rooney", "Intermezzo", 2024),
           ("Liu Cixin", "The Three-Body Problem", 2008), ("Donna Tartt", "The Secret History", 1992),
           ("R.F. Kuang", "Yellowface", 2023), ("Gene Wolfe", "The Shadow of the Torturer", 1980)]
TECH = [("O'Reilly", "Designing Data-Intensive Applications", "Martin Kleppmann", 2017),
        ("No Starch Press", "The Linux Command Line, 2nd Edition", "William Shotts", 2019),
        ("Packt", "Learning Rust", "Various", 2024), ("Manning", "Grokking Algorithms, 2nd Edition", "Aditya Bhargava", 2024),
        ("Pragmatic Bookshelf", "The Pragmatic Programmer, 20th Anniversary Edition", "Hunt & Thomas", 2019),
        ("MIT Press", "Structure and Interpretation of Computer Programs", "Abelson & Sussman", 1996),
        ("Addison-Wesley", "The Art of Computer Programming Vol 4B", "Donald Knuth", 2022),
        ("Apress", "Pro Git", "Scott Chacon", 2014), ("Wiley", "Security Engineering 3rd ed", "Ross Anderson", 2020),
        ("Springer", "Deep Learning Foundations and Concepts", "Bishop & Bishop", 2024),
        ("Cambridge University Press", "Mathematics for Machine Learning", "Deisenroth et al", 2020)]


def g_ebook():
    if chance(0.45):
        pub, t, a, y = pick(TECH)
        k = R.randrange(4)
        if k == 0:
            f = f"{pub} - {t} ({y}) - {a}.pdf"
            return f, f
        if k == 1:
            return f"{pub}.{_fd(t).replace(',', '')}.{y}.RETAIL.{pick(['ePub', 'PDF', 'eBook'])}-{pick(['DiGiBook', 'rebook', 'BitBook'])}", None
        if k == 2:
            return f"{t} by {a} ({pub}, {y}) [{pick(['PDF', 'EPUB', 'PDF+EPUB', 'True PDF'])}]", None
        f = f"{a} - {t}.epub"
        return f"[ebook] {a} - {t} ({y}) {pick(['retail', 'epub mobi azw3', 'pdf'])}", f
    a, t, y = pick(FICTION)
    k = R.randrange(6)
    if k == 0:
        f = f"{a} - {t}.epub"
        return f, f
    if k == 1:
        return f"{t} by {a} ({pick(['retail epub', 'epub', 'mobi', 'azw3', 'epub+mobi'])})", None
    if k == 2:
        return f"[ebook] {a} - {t} ({y}) [retail] epub", None
    if k == 3:
        return f"{a} - {pick(['Collected Works', 'Complete Novels', 'Omnibus', 'Series 1-5'])} ({pick(['epub', 'mobi', 'epub+pdf'])})", None
    if k == 4:
        return f"Calibre batch: {R.randint(20, 500)} {pick(['Science Fiction Classics', 'Hugo Winners', 'Booker Prize Novels', 'Penguin Classics', 'Cookbooks'])} ({pick(['epub', 'epub mobi', 'pdf'])})", None
    f = f"{a} - {t} ({y}).{pick(['epub', 'azw3', 'mobi', 'pdf'])}"
    return f, f


COMICS = ["Saga", "Batman", "Absolute Batman", "Superman", "Amazing Spider-Man", "Ultimate Spider-Man",
          "Transformers", "Monstress", "Something is Killing the Children", "Immortal Thor", "Nightwing",
          "The Department of Truth", "Hellboy and the B.P.R.D.", "Usagi Yojimbo", "Daredevil", "X-Men",
          "Fantastic Four", "Wonder Woman", "Poison Ivy", "Void Rivals", "Energon Universe", "Beneath the Trees Where Nobody Sees"]
SCANNERS = ["Zone-Empire", "Li'l-Empire", "Minutemen-Slayer", "The Last Kryptonian-DCP", "Oroboros-DCP",
            "Glorith-HD", "Son of Ultron-Empire", "Pyrate-DCP", "Shan-Empire", "digital-Empire", "Mephisto-Empire"]


def g_comic():
    k = R.randrange(8)
    y = R.randint(2019, 2025)
    c = pick(COMICS)
    if k <= 2:
        f = f"{c} {R.randint(1, 150):03d} ({y}) ({pick(['Digital', 'Webrip'])}) ({pick(SCANNERS)}).{pick(['cbr', 'cbz'])}"
        return f, f
    if k == 3:
        return f"0-Day Week of {y}.{R.randint(1, 12):02d}.{R.randint(1, 28):02d}", None
    if k == 4:
        m = pick(["Chainsaw Man", "One Piece", "Dandadan", "Frieren", "Berserk", "Vagabond", "Blue Period", "Kagurabachi"])
        f = f"{m} v{R.randint(1, 108):02d} ({y}) (Digital) ({pick(['1r0n', 'LuCaZ', 'danke-Empire', 'Oak'])}).cbz"
        return f, f
    if k == 5:
        return f"{pick(['Asterix', 'Tintin', 'Lucky Luke', 'Blake et Mortimer', 'Spirou'])} T{R.randint(1, 40):02d} - {pick(['La Fille de Vercingetorix', 'Les Bijoux de la Castafiore', 'Le Dalton', 'Le Serment des cinq Lords'])} ({y}) (French) cbr", None
    if k == 6:
        return f"{c} Vol. {R.randint(1, 12)} - {pick(['TPB', 'Deluxe Edition', 'Omnibus', 'Compendium'])} ({y}) ({pick(['digital', 'c2c scan'])}) ({pick(SCANNERS)})", None
    return f"{c} (Complete {R.randint(1990, 2015)}-{y}) ({pick(['GetComics', 'digital', 'c2c'])}) [{R.randint(20, 300)} issues]", None


MAGS = ["The Economist", "National Geographic", "New Scientist", "Wired UK", "Linux Format", "The New Yorker",
        "PC Gamer UK", "Scientific American", "Der Spiegel", "MagPi", "Private Eye", "Mojo", "Uncut",
        "Sound On Sound", "Guitarist", "Digital Camera World", "Custom PC", "Elektor", "c't Magazin",
        "BBC Sky at Night", "The Atlantic", "Time", "Rolling Stone", "Amateur Photographer"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def g_magazine():
    m = pick(MAGS)
    y, mo, d = R.randint(2019, 2025), R.randint(1, 12), R.randint(1, 28)
    k = R.randrange(7)
    if k == 0:
        f = f"{m} - {d:02d} {MONTHS[mo - 1]} {y}.pdf"
        return f, f
    if k == 1:
        return f"{m} - {MONTHS[mo - 1]} {y}", None
    if k == 2:
        return f"{m} - {y}-{mo:02d}-{d:02d} (PDF)", None
    if k == 3:
        return f"{m} - Issue {R.randint(100, 420)} - {y}", None
    if k == 4:
        return f"{m} - {MONTHS[mo - 1]}-{MONTHS[mo % 12]} {y} (True PDF)", None
    if k == 5:
        return f"{m.replace(' ', '.')}.{MONTHS[mo - 1]}.{y}.{pick(['PDF', 'HYBRID.MAGAZiNE.eBook', 'ePub'])}-{pick(['MAGiC', 'PDFMAGAZiNES', 'HERMiT'])}", None
    return f"{m} Nr {R.randint(1, 52):02d} {y}", None


# ---------------------------------------------------------------- legit: software, games, OS images, courses
SOFT = [("Adobe.Photoshop.2024", "v25.{a}.0.x64.Multilingual"), ("JetBrains.IntelliJ.IDEA.Ultimate", "2024.{a}.{b}.Win"),
        ("Microsoft.Office.LTSC.Professional.Plus.2021", "v24{a}{b}.x64"), ("Windows.11.Pro.23H2", "Build.22631.{c}.x64.en-US.ISO"),
        ("Autodesk.AutoCAD.2025", "x64"), ("DaVinci.Resolve.Studio", "v18.6.{a}.Win"), ("VMware.Workstation.Pro", "v17.5.{a}"),
        ("Native.Instruments.Kontakt.7", "v7.{a}.{b}"), ("Steinberg.Cubase.Pro.13", "v13.0.{a}0"),
        ("FabFilter.Pro-Q.3", "v3.{a}{b}.WiN.MAC"), ("Paragon.Hard.Disk.Manager.17.Advanced", "v17.{a}.{b}"),
        ("Topaz.Video.AI", "v5.{a}.{b}.x64"), ("CorelDRAW.Graphics.Suite.2024", "v25.{a}.0.{c}"),
        ("Sublime.Text", "4.Build.41{a}{b}"), ("Affinity.Photo.2", "v2.{a}.{b}.x64"), ("Ableton.Live.12.Suite", "v12.0.{a}"),
        ("Logic.Pro", "v11.{a}.MacOSX"), ("Final.Cut.Pro", "v10.8.{a}.MacOSX"), ("Acronis.True.Image", "2024.Build.{c}"),
        ("Xara.Designer.Pro+", "v24.{a}.0"), ("Blackmagic.Fusion.Studio", "v19.{a}"), ("ESET.NOD32.Antivirus", "v17.{a}.{b}"),
        ("Total.Commander", "v11.0{a}"), ("ACDSee.Photo.Studio.Ultimate.2024", "v17.{a}.{b}")]
SOFTG = ["TBE", "BTCR", "CORE", "SSQ", "AMPED", "DVT", "F4CG", "XFORCE", "R2R", "AudioUTOPiA", "MAGNETRiXX",
         "SHooTERS", "CRD", "DIGERATI", "EMBRACE", "ZWT", "ACME", "TNT", "MOR", "HCiSO", "LAXiTY", "Lz0"]


def g_software():
    s, v = pick(SOFT)
    v = v.format(a=R.randint(0, 9), b=R.randint(0, 9), c=R.randint(1000, 4200))
    k = R.randrange(6)
    if k <= 2:
        return f"{s}.{v}-{pick(SOFTG)}", None
    if k == 3:
        return f"{s.replace('.', ' ')} {v.replace('.', ' ', 1)} {pick(['(x64) Multilingual', 'Portable', 'Pre-Activated', '+ Patch', 'RePack by KpoJIuK', 'Retail'])}", None
    if k == 4:
        z = f"{s.replace('.', '_').lower()}_{v.replace('.', '_').lower()}.{pick(['zip', 'iso', 'rar', 'dmg'])}"
        return f"{s}.{v}-{pick(SOFTG)}", z
    return f"{s}.{v}.{pick(['Incl.Keygen', 'Incl.Patch', 'READ.NFO', 'Update.Only', 'Multilingual', 'MacOS'])}-{pick(SOFTG)}", None


GAMES = ["Baldurs.Gate.3", "Elden.Ring.Shadow.of.the.Erdtree", "Cyberpunk.2077.Phantom.Liberty", "Balatro",
         "Hades.II", "Stardew.Valley", "Frostpunk.2", "Manor.Lords", "Dragons.Dogma.2", "Helldivers.2",
         "Against.the.Storm", "Pacific.Drive", "Prince.of.Persia.The.Lost.Crown", "Dave.the.Diver",
         "Disco.Elysium.The.Final.Cut", "Factorio.Space.Age", "Satisfactory", "Indiana.Jones.and.the.Great.Circle",
         "Kingdom.Come.Deliverance.II", "Warhammer.40000.Space.Marine.2", "Animal.Well", "Thank.Goodness.Youre.Here"]
GG = ["CODEX", "PLAZA", "SKIDROW", "RELOADED", "FLT", "TENOKE", "RUNE", "DOGE", "TiNYiSO", "DARKSiDERS",
      "SiMPLEX", "HOODLUM", "DINOByTES", "ANOMALY", "I_KnoW", "GOG", "P2P", "ElAmigos"]
CONSOLE = [("Super.Mario.Bros.Wonder", "NSW", "SUXXORS"), ("The.Legend.of.Zelda.Tears.of.the.Kingdom", "NSW", "VENOM"),
           ("Metroid.Prime.Remastered", "NSW", "BigBlueBox"), ("Mario.Kart.8.Deluxe.Update.v3.0.1", "NSW", "VENOM"),
           ("Metaphor.ReFantazio", "PS4", "DUPLEX"), ("Gran.Turismo.Sport", "PS4", "DUPLEX"),
           ("Red.Dead.Redemption", "PS3", "DUPLEX"), ("Halo.Reach", "XBOX360", "COMPLEX"), ("Xenoblade.Chronicles.3", "NSW", "SUXXORS")]


def g_game():
    k = R.randrange(9)
    g = pick(GAMES)
    if k <= 2:
        upd = f".Update.v{R.randint(1, 4)}.{R.randint(0, 9)}.{R.randint(0, 99)}" if chance(0.3) else ""
        return f"{g}{upd}-{pick(GG)}", None
    if k == 3:
        return f"{g.replace('.', ' ')} - v{R.randint(1, 3)}.{R.randint(0, 20)} + {pick(['All DLCs', 'Bonus Content', '3 DLCs', 'Soundtrack'])} [{pick(['FitGirl Repack', 'DODI Repack', 'ElAmigos'])}]", None
    if k == 4:
        t, p, grp = pick(CONSOLE)
        return f"{t}.{p}-{grp}", None
    if k == 5:
        return f"No-Intro - {pick(['Nintendo - Game Boy', 'Sega - Mega Drive - Genesis', 'Nintendo - Super Nintendo Entertainment System', 'Atari - 2600', 'Nintendo - Game Boy Advance'])} ({R.randint(2022, 2024)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}-{digits(6)})", None
    if k == 6:
        return f"Redump - Sony - PlayStation - {pick(['Europe', 'USA', 'Japan'])} - {pick(['A-C', 'D-G', 'H-M', 'N-R', 'S-Z'])} ({pick(['chd', 'bin-cue', '7z'])})", None
    if k == 7:
        f = f"setup_{g.lower().replace('.', '_')}_{R.randint(1, 2)}.{R.randint(0, 9)}.{R.randint(0, 9)}_({R.randint(60000, 79999)}).exe"
        return f"{g.replace('.', ' ')} [GOG]", f
    return f"{g}.{pick(['MULTi12', 'MULTi9', 'Deluxe.Edition', 'Complete.Edition', 'GOTY'])}-{pick(GG)}", None


ISOS = ["ubuntu-24.04-desktop-amd64.iso", "ubuntu-22.04.4-live-server-amd64.iso", "debian-12.5.0-amd64-DVD-1.iso",
        "debian-12.6.0-amd64-netinst.iso", "Fedora-Workstation-Live-x86_64-40-1.14.iso", "archlinux-2024.06.01-x86_64.iso",
        "FreeBSD-14.1-RELEASE-amd64-dvd1.iso", "FreeBSD-13.3-RELEASE-arm64-aarch64-memstick.img", "install75.iso",
        "linuxmint-21.3-cinnamon-64bit.iso", "linuxmint-22-xfce-64bit.iso", "Rocky-9.4-x86_64-dvd.iso",
        "AlmaLinux-9.4-x86_64-dvd.iso", "openSUSE-Tumbleweed-DVD-x86_64-Snapshot20240601-Media.iso",
        "kali-linux-2024.2-installer-amd64.iso", "TrueNAS-SCALE-24.04.1.iso", "proxmox-ve_8.2-1.iso",
        "NetBSD-10.0-amd64.iso", "pfSense-CE-2.7.2-RELEASE-amd64.iso", "slackware64-15.0-install-dvd.iso",
        "install-amd64-minimal-20240602T164858Z.iso", "void-live-x86_64-20240314-xfce.iso",
        "nixos-gnome-24.05-x86_64-linux.iso", "tails-amd64-6.3.img", "Qubes-R4.2.1-x86_64.iso",
        "manjaro-kde-24.0-240513-linux69.iso", "elementaryos-7.1-stable.20231129rc.iso", "pop-os_22.04_amd64_intel_42.iso",
        "GhostBSD-24.04.1.iso", "OPNsense-24.1-dvd-amd64.iso.bz2", "MX-23.3_x64.iso", "endeavouros-2024.06.25-x86_64.iso",
        "CentOS-Stream-9-latest-x86_64-dvd1.iso", "alpine-standard-3.20.0-x86_64.iso", "DragonFly-6.4.0_REL.iso",
        "2024-03-15-raspios-bookworm-arm64.img.xz", "haiku-r1beta4-x86_64-anyboot.iso", "ReactOS-0.4.14-release-iso.zip"]


def g_linux():
    f = pick(ISOS)
    k = R.randrange(5)
    if k <= 1:
        return f, f
    base = re.sub(r"\.(iso|img)(\.(bz2|xz))?$|\.zip$", "", f)
    if k == 2:
        return f"[Linux ISO] {base} (official image, sha256 in nfo)", f
    if k == 3:
        return base, None
    return f"{base} + SHA256SUMS + .sig", f


COURSES = [("Udemy", "The Complete 2024 Web Development Bootcamp"), ("Pluralsight", "Kubernetes for Developers - Core Concepts"),
           ("LinkedIn Learning", "Excel 2021 Essential Training"), ("Lynda.com", "Photoshop CC 2019 One-on-One - Fundamentals"),
           ("MasterClass", "Gordon Ramsay Teaches Cooking"), ("The Great Courses", "Understanding the Universe - An Introduction to Astronomy"),
           ("Coursera", "Machine Learning Specialization (Andrew Ng)"), ("Frontend Masters", "Complete Intro to React, v8"),
           ("CBT Nuggets", "CompTIA Security+ (SY0-701)"), ("ITProTV", "Cisco CCNA 200-301"), ("Domestika", "Introduction to Watercolor"),
           ("Skillshare", "Blender 3D for Beginners"), ("FXPHD", "NUK301 - Advanced Compositing"), ("Gumroad", "Blender Guru - Donut Tutorial 4.0"),
           ("O'Reilly Video", "Linux Fundamentals, 3rd Edition"), ("INE", "eJPT Penetration Testing Student v2"),
           ("Wondrium", "The History of Ancient Egypt"), ("egghead.io", "Advanced TypeScript Patterns"),
           ("Zero To Mastery", "Complete Python Developer"), ("Udemy", "AWS Certified Solutions Architect Associate SAA-C03"),
           ("Berklee Online", "Music Production Analysis"), ("Pluralsight", "Terraform - Getting Started"),
           ("Mosh Hamedani", "The Ultimate Git Course"), ("Kodekloud", "CKA Certification Course"),
           ("The Great Courses", "Learning Spanish - How to Understand and Speak a New Language")]


def g_course():
    p, t = pick(COURSES)
    k = R.randrange(6)
    if k <= 1:
        return f"{p} - {t}", None
    if k == 2:
        return f"{p.replace(' ', '.')}.{re.sub(r'[^A-Za-z0-9]+', '.', t).strip('.')}-{pick(['ELOHiM', 'iLLiTERATE', 'QUASAR', 'BOOKWARE-KNiSO', 'APOLLO', 'TUTORiAL'])}", None
    if k == 3:
        return f"[{p}] {t} ({R.randint(2019, 2024)}) [{pick(['1080p', '720p', 'video+pdf', 'MP4 1080p + exercise files'])}]", None
    if k == 4:
        f = f"{R.randint(1, 40):03d} {pick(['Introduction', 'Setting Up', 'Lesson', 'Project', 'Quiz Review', 'Summary'])}.mp4"
        return f"{p} - {t}", f
    return f"{t} - {p} {pick(['Course', 'Video Training', 'Masterclass'])} {pick(['(updated 2024)', 'Part 1-4', '[English subs]', ''])}".strip(), None


DOCS = ["Planet.Earth.III", "Blue.Planet.II", "Frozen.Planet.II", "Our.Planet", "Cosmos.A.Spacetime.Odyssey",
        "The.Vietnam.War", "Free.Solo", "My.Octopus.Teacher", "Apollo.11", "The.Act.of.Killing", "Shoah",
        "The.Last.Dance", "Man.on.Wire", "Senna", "Horizon", "Nova", "Frontline", "Storyville", "Time.Team",
        "Secrets.of.the.Saqqara.Tomb", "Wild.Isles", "Chasing.Coral", "The.Beatles.Get.Back", "Dark.Waters.of.the.Baltic"]
DOC_NETS = ["BBC", "PBS", "National.Geographic", "CH4", "ARTE", "Smithsonian", "NHK", "CuriosityStream", "Discovery", "ZDF"]


def g_documentary():
    d = pick(DOCS)
    k = R.randrange(7)
    if k <= 1:
        return f"{pick(DOC_NETS)}.{d}.S01E{R.randint(1, 10):02d}.{pick(['1080p', '720p', '2160p'])}.{pick(['iP.WEB-DL.AAC2.0.H.264', 'HDTV.x264', 'WEB.h264', 'BluRay.x264'])}-{pick(['DOCUMENTiS', 'BAE', 'DARKFLiX', 'NTb', 'SHORTBREHD', 'CBFM'])}", None
    if k == 2:
        return f"{d}.{R.randint(1990, 2024)}.{pick(['1080p', '720p'])}.{pick(['BluRay', 'WEB', 'HDTV'])}.{pick(['x264', 'h264'])}-{pick(['DOCUMENTiS', 'CiNEFiLE', 'GUACAMOLE', 'TVARCHiV'])}", None
    if k == 3:
        return f"{pick(['PBS', 'BBC', 'NHK'])} {_sp(d)} {R.randint(2010, 2024)} - {pick(['The Hidden Universe', 'Secrets of the Nile', 'Eclipse Over America', 'The Space Race', 'Inside the Hive', 'Lost Cities'])} ({pick(['1080p', '720p'])})", None
    if k == 4:
        return f"{_sp(d)} - Episode {R.randint(1, 12)} ({pick(['Narrated by David Attenborough', 'Ken Burns', 'BBC Four', 'ARTE'])}) [{pick(['x265', 'x264', 'mkv'])}]", None
    if k == 5:
        return f"ARTE - {pick(['Les Secrets du Nil', 'Mysteres d Archives', 'Le Dessous des Cartes', 'Die Akte Odessa', 'Karambolage'])} ({R.randint(2015, 2024)}) {pick(['FRENCH', 'GERMAN', 'VOSTFR'])} {pick(['1080p', '720p'])}", None
    return f"{d}.{pick(['Documentary', 'DOCU', 'DOKU'])}.{pick(['GERMAN', 'DUTCH', 'ENGLISH', 'SWEDISH'])}.{pick(['1080p', '720p'])}.{pick(['WEB', 'HDTV'])}.x264-{pick(['TVARCHiV', 'iNSiDE', 'GODOKU', 'DOCUMENTiS'])}", None


def g_sports():
    k = R.randrange(10)
    y = R.randint(2019, 2025)
    if k == 0:
        return f"Formula1.{y}.Round{R.randint(1, 24):02d}.{pick(['Monaco', 'Silverstone', 'Monza', 'Spa', 'Suzuka', 'Interlagos', 'Imola', 'Bahrain'])}.{pick(['Race', 'Qualifying', 'Sprint', 'FP2'])}.{pick(['SkyF1UHD', 'SkyF1HD', 'F1TV', 'Viaplay'])}.{pick(['1080p50', '2160p50', '720p50'])}", None
    if k == 1:
        return f"UFC.{R.randint(280, 310)}.{pick(['Makhachev.vs.Poirier', 'Pereira.vs.Hill', 'Jones.vs.Miocic', 'Edwards.vs.Muhammad'])}.{pick(['PPV', 'Prelims', 'Early.Prelims'])}.1080p.WEB.h264-{pick(['VERUM', 'SHREDDiE', 'FIGHTERZ'])}", None
    if k == 2:
        t1, t2 = R.sample(["Mavericks", "Celtics", "Timberwolves", "Lakers", "Nuggets", "Knicks", "Warriors", "Heat", "Bucks", "Suns"], 2)
        return f"NBA.{y}.{R.randint(1, 12):02d}.{R.randint(1, 28):02d}.{t1}.vs.{t2}.{pick(['720p', '1080p'])}.WEB.h264-{pick(['SPLASH', 'HOOPS', 'ADMIT'])}", None
    if k == 3:
        t1, t2 = R.sample(["Arsenal", "Everton", "Liverpool", "Chelsea", "Tottenham", "Newcastle", "Brighton", "Aston.Villa", "Man.City", "Fulham"], 2)
        return f"EPL.{y}.{str(y + 1)[2:]}.Matchday.{R.randint(1, 38):02d}.{t1}.vs.{t2}.{pick(['1080p', '720p'])}.{pick(['HDTV', 'WEB'])}.h264", None
    if k == 4:
        return f"Tour.de.France.{y}.Stage.{R.randint(1, 21):02d}.{pick(['1080p', '720p'])}.{pick(['ITV4', 'Eurosport', 'SBS'])}.WEB", None
    if k == 5:
        return f"WWE.{pick(['Monday.Night.RAW', 'SmackDown', 'NXT'])}.{y}.{R.randint(1, 12):02d}.{R.randint(1, 28):02d}.{pick(['720p', '1080p'])}.WEB.h264-HEEL", None
    if k == 6:
        return f"MotoGP.{y}.Round{R.randint(1, 20):02d}.{pick(['Italy', 'Assen', 'Jerez', 'Mugello', 'Sachsenring'])}.Race.{pick(['1080p', '720p'])}", None
    if k == 7:
        return f"{pick(['Wimbledon', 'Roland.Garros', 'US.Open', 'Australian.Open'])}.{y}.{pick(['Mens', 'Womens'])}.{pick(['Final', 'Semi.Final', 'QF'])}.{pick(['Alcaraz.vs.Djokovic', 'Sinner.vs.Medvedev', 'Swiatek.vs.Paolini', 'Sabalenka.vs.Gauff'])}.{pick(['1080p', '720p'])}", None
    if k == 8:
        c = pick([("Cricket.IPL", ["Final", "Qualifier.1", "Match.42"], "Star"), ("Test.Match.The.Ashes", ["Day.1", "Day.3", "Day.5"], "SkyCricket"),
                  ("Test.Match.England.v.India", ["Day.2", "Day.4"], "SkyCricket"), ("Cricket.T20.World.Cup", ["Final", "Semi.Final.1"], "Star")])
        return f"{c[0]}.{y}.{pick(c[1])}.{c[2]}.720p", None
    lg, wk, mu = pick([("NFL", "Week", ["Bills.vs.Dolphins", "Chiefs.vs.Ravens", "Eagles.vs.Cowboys", "Lions.vs.Packers"]),
                       ("NHL", "Stanley.Cup.Final.Game", ["Oilers.vs.Panthers", "Rangers.vs.Devils", "Bruins.vs.Leafs"]),
                       ("MLB", "World.Series.Game", ["Yankees.vs.Dodgers", "Rangers.vs.Diamondbacks", "Astros.vs.Phillies"])])
    return f"{lg}.{y}.{wk}.{R.randint(1, 18 if lg == 'NFL' else 7)}.{pick(mu)}.{pick(['720p', '1080p'])}.{pick(['WEB', 'HDTV'])}.h264-{pick(['BAE', 'SPLASH', 'NOSiViD'])}", None


def g_radio():
    k = R.randrange(10)
    y, m, d = R.randint(2018, 2025), R.randint(1, 12), R.randint(1, 28)
    if k == 0:
        return f"BBC Radio 4 - In Our Time - {pick(['The Peloponnesian War', 'Ada Lovelace', 'The Siege of Malta', 'Photosynthesis', 'Thucydides', 'Enzymes'])} ({y}-{m:02d}-{d:02d}) [mp3 128k]", None
    if k == 1:
        return f"Hardcore History {R.randint(55, 72)} - {pick(['Mania for Subjugation', 'Supernova in the East', 'The Destroyer of Worlds', 'Blueprint for Armageddon'])}.mp3", None
    if k == 2:
        return f"Radio 1 Essential Mix - {y}-{m:02d}-{d:02d} - {pick(['Fred again..', 'Four Tet', 'Peggy Gou', 'Ben UFO', 'Carl Cox', 'Sasha'])}", None
    if k == 3:
        return f"A State of Trance {R.randint(1000, 1210)} ({d:02d}.{m:02d}.{y}) with Armin van Buuren", None
    if k == 4:
        return f"BBC Radio 3 - Composer of the Week - {pick(['Bach', 'Sibelius', 'Hildegard of Bingen', 'Shostakovich', 'Purcell'])} (5 episodes) [aac]", None
    if k == 5:
        f = f"The Archers {y}-{m:02d}-{d:02d}.m4a"
        return f"The Archers {y}-{m:02d}-{d:02d} (aac)", f
    if k == 6:
        return f"Old Time Radio - {pick(['The Shadow', 'Suspense', 'X Minus One', 'Dimension X', 'Gunsmoke', 'Johnny Dollar'])} - {R.randint(1938, 1962)} episodes (OTRR {pick(['v1', 'v2', 'v3'])})", None
    if k == 7:
        return f"{pick(['This American Life', '99% Invisible', 'Radiolab', 'Reply All', 'The Rest Is History', 'Desert Island Discs'])} - {pick(['Episode ', 'Ep. ', '#'])}{R.randint(100, 900)} - {pick(['The Feed', 'Breakthroughs', 'Lost at Sea', 'The Crossing', 'Unseen', 'Kings and Castles'])} [mp3]", None
    if k == 8:
        return f"BBC.Radio.4.Extra - {pick(['Hitchhikers.Guide.Primary.Phase', 'Dad.Jokes', 'Round.the.Horne', 'The.Goon.Show', 'Hancocks.Half.Hour'])} - {pick(['Ep', 'Fit', 'Series'])}{R.randint(1, 12):02d} ({y})", None
    return f"{pick(['Pete Tong', 'Gilles Peterson', 'John Peel Sessions', 'Annie Mac', 'Mary Anne Hobbs'])} - {pick(['Essential Selection', 'Worldwide', 'Peel Session', 'Radio Show'])} {y}-{m:02d}-{d:02d} ({pick(['320kbps', 'FLAC', 'mp3'])})", None


def g_images():
    k = R.randrange(9)
    y = R.randint(2010, 2025)
    if k == 0:
        return f"[IMGSET] {pick(['National Parks', 'Scottish Highlands', 'Iceland', 'Kyoto Temples', 'Norwegian Fjords'])} 4K Wallpapers ({R.randint(40, 400)} images)", None
    if k == 1:
        return f"Wallpapers - {pick(['Nature', 'Space', 'Cityscapes', 'Minimal', 'Abstract', 'Cars'])} {pick(['3840x2160', '2560x1440', '5120x2880', '1920x1080'])} Pack {R.randint(1, 250):03d}", None
    if k == 2:
        return f"NASA {pick(['JWST', 'Hubble', 'Perseverance', 'Juno', 'Cassini'])} {pick(['Deep Field', 'Raw Images', 'Mosaic', 'Full-res TIFF set'])} {y}", None
    if k == 3:
        f = f"{pick(['DSC', 'IMG', 'P', 'DSCF', '_MG'])}_{R.randint(1, 9999):04d}.{pick(['JPG', 'jpg', 'CR2', 'NEF', 'ARW', 'tif'])}"
        return f, f
    if k == 4:
        f = f"IMG_{y}{R.randint(1, 12):02d}{R.randint(1, 28):02d}_{R.randint(0, 23):02d}{R.randint(0, 59):02d}{R.randint(0, 59):02d}.jpg"
        return f, f
    if k == 5:
        return f"{pick(['Vintage Railway Postcards', 'Old Maps of London', 'WW2 Aircraft Photos', 'Victorian Botanical Plates', 'Audubon Birds of America'])} - scans {pick(['300dpi', '600dpi', '1200dpi'])} ({pick(['jpg', 'tif', 'png'])})", None
    if k == 6:
        return f"Astrophotography - {pick(['M31 Andromeda', 'M42 Orion Nebula', 'NGC 7000', 'IC 1396', 'M16 Pillars'])} {pick(['HaRGB', 'SHO', 'LRGB'])} stack {y} ({pick(['FITS', 'XISF', 'TIFF'])})", None
    if k == 7:
        return f"APOD {MONTHS[R.randint(0, 11)]} {y} - Astronomy Picture of the Day archive", None
    return f"{pick(['Birds of North America', 'Macro Insects', 'Street Photography Tokyo', 'Architecture of Prague', 'Lighthouses of Brittany'])} photo set {pick(['(jpg)', '[RAW+JPG]', 'part 2', 'vol. 3'])}", None


# ---------------------------------------------------------------- legit: works in their own scripts
FOREIGN = [
    ("[アニメ] 葬送のフリーレン 第EP話 (BS-TBS 1920x1080 x264 AAC).mp4", "alt.binaries.multimedia.anime"),
    ("宇多田ヒカル - SCIENCE FICTION (2024) [FLAC 24bit-96kHz]", "alt.binaries.sounds.flac"),
    ("米津玄師 - LOST CORNER (2024) [FLAC]", "alt.binaries.sounds.flac"),
    ("[ドラマ] 光る君へ 第EP回 (NHK総合 1440x1080i).ts", "alt.binaries.multimedia.japanese"),
    ("[映画] 君たちはどう生きるか (2023) BDRip 1080p", "alt.binaries.multimedia.anime"),
    ("YOASOBI - THE BOOK 3 (2023) [MP3 320K]", "alt.binaries.sounds.mp3"),
    ("(一般小説) [村上春樹] 街とその不確かな壁 (epub)", "alt.binaries.e-book"),
    ("(一般コミック) [尾田栄一郎] ONE PIECE 第EP巻", "alt.binaries.pictures.comics.complete"),
    ("流浪地球2 The Wandering Earth II 2023 1080p WEB-DL 国语中字", "alt.binaries.multimedia.chinese"),
    ("三体 第EP集 4K 国语中字", "alt.binaries.multimedia.chinese"),
    ("周杰伦 - 最伟大的作品 (2022) [FLAC]", "alt.binaries.sounds.flac"),
    ("庆余年 第二季 第EP集 1080p WEB-DL", "alt.binaries.multimedia.chinese"),
    ("花样年华 In the Mood for Love (2000) 1080p BluRay 中英字幕", "alt.binaries.movies"),
    ("[电子书] 余华 - 活着 (epub)", "alt.binaries.e-book"),
    ("눈물의 여왕 EEP 1080p WEB-DL", "alt.binaries.multimedia.korean"),
    ("아이유 (IU) - The Winning (2024) [FLAC]", "alt.binaries.sounds.flac"),
    ("무한도전 EEP 1080p", "alt.binaries.multimedia.korean"),
    ("기생충 (2019) 흑백판 1080p BluRay", "alt.binaries.movies"),
    ("Мастер и Маргарита (2024) WEB-DL 1080p", "alt.binaries.movies"),
    ("Булгаков М. - Собрание сочинений в 10 томах (fb2)", "alt.binaries.e-book"),
    ("Король и Шут - Дискография (1996-2014) MP3", "alt.binaries.sounds.mp3"),
    ("Слово пацана. Кровь на асфальте (2023) S01EEP WEB-DL 1080p", "alt.binaries.teevee"),
    ("Ирония судьбы, или С лёгким паром! (1975) BDRip 720p", "alt.binaries.movies"),
    ("Стругацкие - Пикник на обочине (аудиокнига, читает Кирсанов)", "alt.binaries.audiobooks"),
    ("Кино - Группа крови (1988) [FLAC]", "alt.binaries.sounds.flac"),
    ("Океан Ельзи - Дискографія (1998-2024) [MP3]", "alt.binaries.sounds.mp3"),
    ("Ο Θίασος (1975) Θόδωρος Αγγελόπουλος DVDRip", "alt.binaries.movies"),
    ("Μάνος Χατζιδάκις - Ο Μεγάλος Ερωτικός (1972) [FLAC]", "alt.binaries.sounds.flac"),
    ("שטיסל עונה 3 פרק EP", "alt.binaries.teevee"),
    ("עומר אדם - אוסף להיטים [MP3]", "alt.binaries.sounds.mp3"),
    ("أم كلثوم - الأطلال [FLAC]", "alt.binaries.sounds.flac"),
    ("فيروز - أعطني الناي [MP3 320]", "alt.binaries.sounds.mp3"),
    ("مسلسل الحشاشين الحلقة EP 1080p", "alt.binaries.teevee"),
    ("محسن چاوشی - آلبوم کامل [MP3]", "alt.binaries.sounds.mp3"),
    ("शोले Sholay (1975) 1080p BluRay", "alt.binaries.movies"),
    ("लापता लेडीज़ Laapataa Ladies (2024) 1080p NF WEB-DL", "alt.binaries.movies"),
    ("ฉลาดเกมส์โกง Bad Genius (2017) 1080p", "alt.binaries.movies"),
    ("Wiedźmin - Sezon 1 odc. EP PL 1080p NF WEB-DL", "alt.binaries.teevee"),
    ("Sapkowski Andrzej - Wiedźmin. Ostatnie życzenie (epub, mobi)", "alt.binaries.e-book"),
    ("Chłopi (2023) PL 1080p WEB-DL", "alt.binaries.movies"),
    ("Pelíšky (1999) CZ 1080p", "alt.binaries.movies"),
    ("Karel Gott - Zlatá kolekce (3CD) [FLAC]", "alt.binaries.sounds.flac"),
    ("Kurtlar Vadisi EP. Bölüm 720p", "alt.binaries.teevee"),
    ("Sezen Aksu - Kaybolan Yıllar (FLAC)", "alt.binaries.sounds.flac"),
    ("Bố Già (2021) 1080p WEB-DL Vietsub", "alt.binaries.movies"),
    ("Ко то тамо пева (1980) 1080p", "alt.binaries.movies"),
    ("ნინო ჰაჭაპური - სიმღერები (2019) [MP3]", "alt.binaries.sounds.mp3"),
    ("Սայաթ-Նովա / Նռան գույնը (1969) 1080p", "alt.binaries.movies"),
]


def g_foreign():
    t, grp = pick(FOREIGN)
    if "EP" in t:
        t = t.replace("EP", f"{R.randint(1, 48):02d}")
    elif chance(0.5):
        t = t + " " + pick(["[repost]", "(rus)", "[scan]", "v2", "(remux)", "[全]", "(complete)", "[HQ]", "(mkv)", "[1080p]", "(mp3)", "[subs]"])
    return t, None, grp


# ---------------------------------------------------------------- legit: obfuscated uploads and par2 sets
OBF_EXT = ["", "", "", ".mkv", ".rar", ".7z", ".par2", ".bin", ".zip", ".mp4", ".iso", ".001", ".part01.rar", ".r00"]


def _obf_core():
    k = R.randrange(9)
    if k == 0:
        return hexs(32)
    if k == 1:
        return hexs(40)
    if k == 2:
        return alnum(R.randint(12, 32))
    if k == 3:
        return f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"
    if k == 4:
        return alnum(R.randint(16, 24), "abcdefghijklmnopqrstuvwxyz0123456789")
    if k == 5:
        return alnum(26, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    if k == 6:
        return hexs(16, True)
    if k == 7:
        return alnum(R.randint(6, 10)) + "." + alnum(R.randint(6, 10))
    return alnum(R.randint(20, 48), ALNUM + "_-")


def g_obfuscated():
    f = _obf_core() + pick(OBF_EXT)
    return f, f


def _par2_vol(base):
    k = R.randrange(5)
    ext = ".PAR2" if chance(0.06) else ".par2"
    if k == 4:
        return base + ext
    if k <= 1:
        total = pick([7, 15, 31, 63, 100, 127, 200, 255, 500])
        seq, a, c = [], 0, 1
        while a < total:
            c = min(c, total - a)
            seq.append((a, c))
            a += c
            c *= 2
        ws, wc = len(str(seq[-1][0])), len(str(max(x[1] for x in seq)))
        a, c = pick(seq)
        return f"{base}.vol{a:0{ws}d}+{c:0{wc}d}{ext}"
    c = pick([1, 2, 5, 10, 20, 25, 50, 100])
    j = R.randint(0, 12)
    w = len(str(c * 13))
    if k == 2:
        return f"{base}.vol{j * c:0{w}d}+{c:0{w}d}{ext}"
    return f"{base}.vol{j * c:02d}+{c:02d}{ext}"


def g_par2():
    if chance(0.45):
        base = _obf_core()
    else:
        base, _ = pick([g_tv_scene, g_film_scene, g_music_scene, g_software, g_game, g_documentary, g_tv_p2p])()
    f = _par2_vol(base)
    k = R.randrange(6)
    if k == 0:
        return f"[PAR2] {base} - {pick(['repair set', 'recovery blocks', 'extra pars'])} ({pick(['5%', '10%', '15%', '20%'])})", f
    if k == 1:
        return f"{base} - PARS ONLY", f
    return f, f


# ---------------------------------------------------------------- legit: real works whose titles read like spam
SPAMLIKE = [
    ("m", "Get.Rich.or.Die.Tryin.2005.Q-G"), ("m", "Casino.Royale.2006.Q-G"), ("m", "Casino.1995.Q-G"),
    ("m", "The.Big.Short.2015.Q-G"), ("m", "Win.Win.2011.Q-G"), ("m", "The.Wolf.of.Wall.Street.2013.Q-G"),
    ("m", "Click.2006.Q-G"), ("m", "Singles.1992.Q-G"), ("t", "Catfish.The.TV.Show.SE.720p.HDTV.x264-G"),
    ("d", "The.Tinder.Swindler.2022.1080p.NF.WEB-DL.DDP5.1.x264-G"), ("d", "Pharma.Bro.2021.1080p.WEB.h264-G"),
    ("t", "Dopesick.SE.1080p.HULU.WEB-DL.DDP5.1.H.264-G"), ("m", "Lottery.Ticket.2010.Q-G"), ("m", "Crypto.2019.Q-G"),
    ("m", "Limitless.2011.Q-G"), ("m", "Nigerian.Prince.2018.Q-G"), ("d", "Bitconned.2024.1080p.NF.WEB-DL.DDP5.1.H.264-G"),
    ("d", "Bad.Vegan.Fame.Fraud.Fugitives.SE.1080p.NF.WEB-DL-G"), ("d", "Dirty.Money.SE.720p.NF.WEBRip.x264-G"),
    ("m", "Free.Guy.2021.Q-G"), ("t", "Who.Wants.to.Be.a.Millionaire.US.2024.DATE.720p.WEB.h264-G"),
    ("t", "Deal.or.No.Deal.Island.SE.1080p.WEB.h264-G"), ("m", "Jackpot.2024.1080p.AMZN.WEB-DL.DDP5.1.H.264-G"),
    ("m", "Dumb.Money.2023.Q-G"), ("m", "Boiler.Room.2000.Q-G"), ("m", "Catch.Me.If.You.Can.2002.Q-G"),
    ("m", "Glengarry.Glen.Ross.1992.Q-G"), ("m", "The.Password.Is.Courage.1962.Q-G"),
    ("t", "Scam.1992.The.Harshad.Mehta.Story.SE.1080p.SONY.WEB-DL.AAC2.0.H.264-G"), ("m", "Sneakers.1992.Q-G"),
    ("d", "Downloaded.2013.Q-G"), ("m", "Who.Am.I.2014.GERMAN.DL.Q-G"), ("m", "Hustlers.2019.Q-G"),
    ("d", "Madoff.The.Monster.of.Wall.Street.SE.1080p.NF.WEB-DL-G"), ("m", "Uncut.Gems.2019.Q-G"),
    ("m", "Rounders.1998.Q-G"), ("m", "21.2008.Q-G"), ("m", "Mollys.Game.2017.Q-G"),
    ("t", "Painkiller.2023.SE.1080p.NF.WEB-DL.DDP5.1.H.264-G"), ("d", "The.Pharmacist.2020.SE.1080p.NF.WEB-DL-G"),
    ("t", "Love.Is.Blind.SE.1080p.NF.WEB-DL.DDP5.1.H.264-G"), ("t", "Dating.Around.SE.720p.NF.WEBRip.x264-G"),
    ("m", "Hitch.2005.Q-G"), ("m", "Match.Point.2005.Q-G"), ("d", "Zeitgeist.The.Movie.2007.DVDRip.XviD-G"),
    ("d", "Loose.Change.2nd.Edition.2006.DVDRip.XviD"), ("d", "Fahrenheit.9.11.2004.Q-G"),
    ("m", "The.Passion.of.the.Christ.2004.Q-G"), ("t", "The.Chosen.SE.1080p.WEB.h264-G"), ("m", "Test.Pattern.2019.Q-G"),
    ("t", "Monty.Pythons.Flying.Circus.S02E12.Spam.1080p.BluRay.x264-G"), ("m", "Youve.Got.Mail.1998.Q-G"),
    ("m", "The.Net.1995.Q-G"), ("m", "Hot.Tub.Time.Machine.2010.Q-G"), ("m", "Cheap.Thrills.2013.Q-G"),
    ("m", "Free.Money.1998.DVDRip.XviD-G"), ("m", "Enter.the.Void.2009.Q-G"), ("t", "Cash.Cab.SE.720p.HDTV.x264-G"),
    ("t", "The.Million.Pound.Drop.SE.HDTV.x264-G"), ("m", "Work.It.2020.1080p.NF.WEB-DL.DDP5.1.x264-G"),
    ("a", "50 Cent - Get Rich or Die Tryin' (2003) [FLAC]"), ("a", "Viagra Boys - Cave World (2022) [FLAC]"),
    ("a", "Viagra Boys - Street Worms (2018) [MP3 320]"), ("a", "Galantis - Pharmacy (2015) [FLAC]"),
    ("a", "Patti Smith - Horses (1975) - 03 - Free Money.flac"), ("a", "Pink Floyd - The Dark Side of the Moon - 06 - Money.flac"),
    ("a", "ABBA - Money, Money, Money (1976 single) [FLAC]"), ("a", "Dire Straits - Money for Nothing (1988) [FLAC]"),
    ("a", "Bingo Players - Cry (Just A Little) (2011) WEB"), ("a", "Cash Cash - Take It to the Floor (2011) [MP3]"),
    ("a", "Big Brother & The Holding Company - Cheap Thrills (1968) [FLAC]"),
    ("a", "Phish - DATE Hampton Coliseum (SBD) [FLAC]"), ("a", "Kendrick Lamar - untitled unmastered. (2016) [FLAC]"),
    ("a", "Sigur Rós - ( ) (2002) [FLAC]"), ("a", "!!! (Chk Chk Chk) - Shake the Shudder (2017) [MP3 320]"),
    ("a", "Sunn O))) - Life Metal (2019) [FLAC]"), ("a", "††† (Crosses) - PERMANENT.RADIANT (2022) [FLAC]"),
    ("a", "oOoOO - oOoOO EP (2010) [MP3]"), ("a", "Alt-J (∆) - An Awesome Wave (2012) [FLAC]"),
    ("a", "Aphex Twin - Syro (2014) - 01 - minipops 67 [120.2][source field mix].flac"),
    ("a", "Fifth Harmony - Work from Home (feat. Ty Dolla $ign) (2016) [single]"), ("a", "Jessie J - Price Tag (2011) [MP3]"),
    ("a", "Spamalot (Original Broadway Cast Recording) (2005) [FLAC]"), ("a", "Free - Fire and Water (1970) [FLAC]"),
    ("a", "Happy Mondays - Pills 'n' Thrills and Bellyaches (1990) [FLAC]"), ("a", "Dr. Feelgood - Malpractice (1975) [MP3]"),
    ("a", "Barenaked Ladies - If I Had $1000000 (1992) [single]"),
    ("b", "Robert Kiyosaki - Rich Dad Poor Dad (audiobook) mp3"), ("b", "Napoleon Hill - Think and Grow Rich (1937) (epub)"),
    ("b", "Tim Ferriss - The 4-Hour Workweek (audiobook, unabridged)"), ("b", "Ben Mezrich - Bitcoin Billionaires (2019) epub"),
    ("b", "Michael Lewis - Flash Boys (2014) epub"), ("b", "Dale Carnegie - How to Win Friends and Influence People (epub)"),
    ("b", "Zeke Faux - Number Go Up (2023) epub"), ("b", "Kevin Mitnick - The Art of Deception (2002) PDF"),
    ("c", "Udemy - Make Money Online with Affiliate Marketing 2024"), ("c", "Udemy - Stock Trading Strategies - Technical Analysis MasterClass"),
    ("c", "Udemy - The Complete Cryptocurrency & Bitcoin Trading Course"), ("c", "Udemy - Copywriting - Write Emails That Sell"),
    ("c", "LinkedIn Learning - Phishing Awareness Training"), ("c", "Udemy - Complete Guide to Forex Trading 2024"),
    ("s", "Free.Download.Manager.v6.2V.x64-G"), ("s", "Internet.Download.Manager.v6.42.Build.2V.Retail-G"),
    ("s", "K-Lite.Codec.Pack.18.V.Mega"), ("s", "VLC media player 3.0.21 (win64)"), ("s", "Password.Depot.17.V.Enterprise-G"),
    ("s", "KeePassXC-2.7.9-Win64.msi"), ("s", "SABnzbd-4.3.2-win64-setup.exe"), ("s", "Freemake.Video.Converter.4.1.V-G"),
    ("g", "Drug.Dealer.Simulator.2-RUNE"), ("g", "Luck.be.a.Landlord-P2P"), ("g", "Poker.Night.at.the.Inventory-GOG"),
    ("g", "Casino.Inc.The.Management-GOG"), ("g", "Supermarket.Simulator-TENOKE"),
    ("d", "Fyre.The.Greatest.Party.That.Never.Happened.2019.Q-G"), ("d", "Inside.Job.2010.Q-G"),
    ("d", "Trust.No.One.The.Hunt.for.the.Crypto.King.2022.1080p.NF.WEB-DL-G"), ("d", "Betting.on.Zero.2016.Q-G"),
    ("d", "LulaRich.2021.SE.1080p.AMZN.WEB-DL-G"), ("d", "The.Social.Dilemma.2020.Q-G"),
    ("r", "BBC Radio 4 - You and Yours - Romance Scams (DATE) [mp3]"), ("r", "Darknet Diaries 142 - Kill List [mp3]"),
    ("r", "Test Match Special - England v India Day 3 (2024) [mp3]"), ("r", "BBC Radio 4 - Scam Interceptors Uncovered (DATE)"),
]
SPAMLIKE_G = {"m": ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.x264"],
              "t": ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.tv"],
              "d": ["alt.binaries.documentaries", "alt.binaries.teevee"],
              "a": ["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless"],
              "b": ["alt.binaries.e-book", "alt.binaries.audiobooks", "alt.binaries.e-book.technical"],
              "c": ["alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.cbt"],
              "s": ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.warez.ibm-pc.0-day"],
              "g": ["alt.binaries.games", "alt.binaries.cd.image"],
              "r": ["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.misc", "alt.binaries.podcasts"]}


def g_spamlike():
    cat, t = pick(SPAMLIKE)
    t = t.replace("Q-G", pick(FQ_SCENE) + "-G")
    t = re.sub(r"-G$", "-" + pick(FG_SCENE + TVG + FG_P2P), t)
    t = t.replace(".SE.", f".S{R.randint(1, 6):02d}E{R.randint(1, 10):02d}.")
    t = t.replace("DATE", f"{R.randint(1995, 2024)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}" if cat != "t" else f"{R.randint(1, 12):02d}.{R.randint(1, 28):02d}")
    t = re.sub(r"\bV\b", str(R.randint(0, 9)), t).replace(".2V.", f".2{R.randint(0, 9)}.")
    if chance(0.25) and cat in ("a", "b", "r"):
        t = t + " " + pick(["[repost]", "(remaster)", "v2", "[complete]", "- enjoy"])
    return t, None, pick(SPAMLIKE_G[cat])


# ---------------------------------------------------------------- legit: odd but real posting styles
def _anyname():
    g = pick([g_tv_scene, g_film_scene, g_music_p2p, g_music_scene, g_audiobook, g_ebook, g_tv_p2p,
              g_film_p2p, g_discography, g_radio, g_documentary, g_comic])
    r = g()
    return r[0]


def g_odd():
    x = _anyname()
    sig, nick = pick(SIGS), pick(NICKS)
    a, al, y = pick(ALBUMS)
    k = R.randrange(24)
    forms = [
        lambda: f"Here's another batch from my collection - {a} - {al}",
        lambda: f"re: REQ: {x} - here you go",
        lambda: f"{x} - reposted by request of {nick}",
        lambda: f"[REPOST] {x}",
        lambda: f"{sig}'s vinyl rips #{R.randint(1, 400)}: {a} - {al} [24-96]",
        lambda: f"-={sig}=- presents {x}",
        lambda: f"(Part {R.randint(1, 7)} of 7) {x} - uploaded with love from {sig}",
        lambda: f"~~ {x} ~~",
        lambda: f"{x} - Complete - Enjoy!",
        lambda: f"{x} **FIXED**",
        lambda: f"{x} (missing parts {R.randint(2, 20)}-{R.randint(21, 40)} reposted)",
        lambda: f"Fill for {nick}: {x}",
        lambda: f"{sig} - my scans of {pick(MAGS_REQ)} {R.randint(1982, 1999)} issues (cbz)",
        lambda: f"*** {x} ***",
        lambda: f"<< {x} >> by {sig}",
        lambda: f"{x} - {R.randint(2, 3)} of 3 - see previous post for pars",
        lambda: f"{x} [please don't crosspost]",
        lambda: f"{x} (thanks to the original poster in a.b.{pick(['teevee', 'sounds.mp3', 'moovee', 'e-book', 'flac'])})",
        lambda: f"Sunday oldies: {a} - {al} ({y})",
        lambda: f"{x} - with proper pars this time",
        lambda: f"{x} yEnc",
        lambda: f"Re: {x} - PAR2 fill for missing blocks",
        lambda: f"({y}) {a} - {al} ~ ripped by {sig} ~",
        lambda: f"FLAC from my own CD: {a} - {al} (EAC secure, log+cue)",
    ]
    title = forms[k]()
    src = x if x in title else f"{a} - {al} ({y})"
    base = src if chance(0.7) else re.sub(r"\.+", ".", re.sub(r"[^A-Za-z0-9._-]+", ".", src)).strip(".")
    return title, None, None, base


# ---------------------------------------------------------------- legit registry
LEGIT = {}
LEGIT["tv_scene"] = dict(n=96, fn=g_tv_scene, g=["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.tv", "alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.tvseries"])
LEGIT["tv_p2p"] = dict(n=84, fn=g_tv_p2p, g=["alt.binaries.teevee", "alt.binaries.hdtv.x264", "alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.tvseries", "alt.binaries.u-4all"])
LEGIT["tv_recording"] = dict(n=60, fn=g_tv_recording, g=["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.tv.deutsch", "alt.binaries.multimedia.tv", "alt.binaries.tv", "alt.binaries.multimedia.vintage-tv"])
LEGIT["film_scene"] = dict(n=96, fn=g_film_scene, g=["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.x264", "alt.binaries.bloaf", "alt.binaries.movies", "alt.binaries.dvd"])
LEGIT["film_p2p"] = dict(n=84, fn=g_film_p2p, g=["alt.binaries.moovee", "alt.binaries.movies", "alt.binaries.hdtv.x264", "alt.binaries.boneless", "alt.binaries.movies.mkv", "alt.binaries.multimedia"])
LEGIT["anime_fansub"] = dict(n=90, fn=g_anime, g=["alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed", "alt.binaries.anime", "alt.binaries.multimedia.anime.repost"])
LEGIT["music_scene"] = dict(n=84, fn=g_music_scene, g=["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.lossless"])
LEGIT["music_p2p"] = dict(n=84, fn=g_music_p2p, g=["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.lossless.classical", "alt.binaries.sounds.mp3.jazz"])
LEGIT["discography"] = dict(n=60, fn=g_discography, g=["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.mp3.discographies"])
LEGIT["audiobook"] = dict(n=72, fn=g_audiobook, g=["alt.binaries.audiobooks", "alt.binaries.mp3.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.e-book.audio"])
LEGIT["ebook"] = dict(n=84, fn=g_ebook, g=["alt.binaries.e-book", "alt.binaries.e-book.technical", "alt.binaries.ebook", "alt.binaries.e-book.flood", "alt.binaries.e-book.rpg"])
LEGIT["comic"] = dict(n=72, fn=g_comic, g=["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.0day", "alt.binaries.pictures.comics.complete", "alt.binaries.comics", "alt.binaries.pictures.comics.repost"])
LEGIT["magazine"] = dict(n=72, fn=g_magazine, g=["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.magazines", "alt.binaries.e-book"])
LEGIT["software"] = dict(n=84, fn=g_software, g=["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.mac", "alt.binaries.mac.applications", "alt.binaries.sounds.utilities"])
LEGIT["game"] = dict(n=84, fn=g_game, g=["alt.binaries.games", "alt.binaries.cd.image", "alt.binaries.nintendo.switch", "alt.binaries.console.ps3", "alt.binaries.games.xbox360", "alt.binaries.emulators.misc", "alt.binaries.cd.image.games"])
LEGIT["linux_bsd_iso"] = dict(n=66, fn=g_linux, g=["alt.binaries.cd.image.linux", "alt.binaries.linux", "alt.binaries.cd.image", "alt.binaries.linux.iso", "alt.binaries.boneless"])
LEGIT["course"] = dict(n=72, fn=g_course, g=["alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.cbt", "alt.binaries.e-learning", "alt.binaries.boneless"])
LEGIT["documentary"] = dict(n=72, fn=g_documentary, g=["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee", "alt.binaries.hdtv.x264"])
LEGIT["sports"] = dict(n=78, fn=g_sports, g=["alt.binaries.sport", "alt.binaries.multimedia.sports", "alt.binaries.sports", "alt.binaries.multimedia.motorsports", "alt.binaries.teevee", "alt.binaries.multimedia.sports.boxing"])
LEGIT["podcast_radio"] = dict(n=72, fn=g_radio, g=["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.british", "alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.radio.misc", "alt.binaries.podcasts", "alt.binaries.sounds.mp3.dance"])
LEGIT["images"] = dict(n=66, fn=g_images, g=["alt.binaries.pictures.wallpaper", "alt.binaries.pictures.nature", "alt.binaries.pictures.astro", "alt.binaries.pictures.misc", "alt.binaries.pictures.photography", "alt.binaries.pictures"])
LEGIT["foreign_script"] = dict(n=108, fn=g_foreign, g=["alt.binaries.boneless", "alt.binaries.multimedia"])
LEGIT["obfuscated"] = dict(n=108, fn=g_obfuscated, g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.frogs", "alt.binaries.mom", "alt.binaries.bloaf", "alt.binaries.b4e", "alt.binaries.cores", "alt.binaries.ath", "alt.binaries.superman", "alt.binaries.hdtv.x264"])
LEGIT["par2_set"] = dict(n=84, fn=g_par2, g=["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.sounds.flac", "alt.binaries.frogs", "alt.binaries.mom"])
LEGIT["spamlike_real_work"] = dict(n=90, fn=g_spamlike, g=["alt.binaries.misc"])
LEGIT["odd_poster_style"] = dict(n=90, fn=g_odd, g=["alt.binaries.sounds.mp3", "alt.binaries.sounds.flac", "alt.binaries.teevee", "alt.binaries.e-book", "alt.binaries.multimedia", "alt.binaries.sounds.lossless", "alt.binaries.audiobooks", "alt.binaries.mags", "alt.binaries.sounds.radio.oldtime"])
WRAP_P = {"odd_poster_style": 0.3, "par2_set": 0.55, "obfuscated": 0.5}


def make_legit(kind, spec):
    r = spec["fn"]()
    name, f = r[0], r[1]
    group = r[2] if len(r) > 2 and r[2] else pick(spec["g"])
    base = r[3] if len(r) > 3 else None
    wrapped = chance(WRAP_P.get(kind, 0.5))
    if wrapped:
        name = wrap_legit(name, f, base)
    return name, group, wrapped


# ---------------------------------------------------------------- assemble, check, write
BAD_CATS = ["Cc", "Zl", "Zp", "Cs"]


def clean(t):
    t = "".join(c for c in t if unicodedata.category(c) not in BAD_CATS)
    return t.strip()


def field_ok(x):
    return bool(x) and all(unicodedata.category(c) not in BAD_CATS for c in x)


def main():
    rows, seen = [], {}
    stats = {"junk_foreign": 0, "junk_evaded": 0, "legit_wrapped": 0}
    for intent, spec in JUNK.items():
        made, tries = 0, 0
        while made < spec["n"]:
            tries += 1
            if tries > spec["n"] * 400:
                raise SystemExit(f"could not fill junk:{intent} ({made}/{spec['n']})")
            t, g, foreign, evaded = make_junk(intent, spec)
            t = clean(t)
            if not field_ok(t) or len(t) > 400 or t in seen:
                continue
            seen[t] = 1
            rows.append(("junk", "junk:" + intent, t, g))
            stats["junk_foreign"] += foreign
            stats["junk_evaded"] += evaded
            made += 1
    for kind, spec in LEGIT.items():
        made, tries = 0, 0
        while made < spec["n"]:
            tries += 1
            if tries > spec["n"] * 400:
                raise SystemExit(f"could not fill legit:{kind} ({made}/{spec['n']})")
            t, g, wrapped = make_legit(kind, spec)
            t = clean(t)
            if not field_ok(t) or len(t) > 400 or t in seen:
                continue
            seen[t] = 1
            rows.append(("legit", "legit:" + kind, t, g))
            stats["legit_wrapped"] += wrapped
            made += 1
    R.shuffle(rows)
    for row in rows:
        for x in row:
            if not field_ok(x) or "\t" in x:
                raise SystemExit(f"bad field in {row!r}")
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write("\t".join(row) + "\n")
    by_label, by_family = {}, {}
    for lab, fam, _, _ in rows:
        by_label[lab] = by_label.get(lab, 0) + 1
    for intent in JUNK:
        by_family["junk:" + intent] = 0
    for kind in LEGIT:
        by_family["legit:" + kind] = 0
    for lab, fam, _, _ in rows:
        by_family[fam] += 1
    print(f"wrote {len(rows)} rows to {OUT}")
    for lab in ["junk", "legit"]:
        print(f"{lab}\t{by_label.get(lab, 0)}")
    for fam, c in by_family.items():
        print(f"{fam}\t{c}")
    nj, nl = by_label.get("junk", 0), by_label.get("legit", 0)
    print(f"notes\tjunk in other languages {stats['junk_foreign']} ({stats['junk_foreign'] / nj:.1%}), "
          f"junk evaded {stats['junk_evaded']} ({stats['junk_evaded'] / nj:.1%}), "
          f"legit wrapped {stats['legit_wrapped']} ({stats['legit_wrapped'] / nl:.1%})")


# ---------------------------------------------------------------- more phrasings, so an intent rarely repeats a template
JUNK_MORE = {}
JUNK_MORE["ad_seo_webservices"] = (
    ["Tired of page 9? Our link wheel pushes you to the top",
     "White-hat SEO agency - monthly reports, no contracts - {dom}",
     "Shopify store built + 100 products imported for {price}",
     "Google reviews for your business (5 star, real accounts) {tg}",
     "Get indexed in 24 hours - {url}",
     "Hosting that never goes down. Try it free: {dom}",
     "Expired domains with high authority for sale, list at {url}",
     "Web designer available, portfolio at {url}"],
    ["Referencement naturel garanti, devis gratuit {url}", "SEO Agentur - mehr Kunden in 30 Tagen {url}"])
JUNK_MORE["ad_replica_goods"] = (
    ["Designer bags at factory prices, new stock every week {url}",
     "Why pay retail? {brand} lookalikes from {price}",
     "{watch} Datejust homage with box and papers - {email}",
     "Sneakerheads: unauthorised {brand} batch restocked {url}",
     "Luxury for everyone - {brand}, {brand}, {brand} at {dom}",
     "Your wife will never know it's a replica ;) {url}",
     "Premium {watch} replicas - sapphire crystal, 2 year warranty",
     "{brand} scarves and belts wholesale lots",
     "Fashion outlet liquidation - everything must go {url}",
     "Bags, shoes, watches - one supplier, worldwide delivery {tg}",
     "{brand} puffer jackets winter sale {price}",
     "Trusted replica seller since 2009 - {dom}"],
    ["Sneakers {brand} originales a mitad de precio {url}", "Tênis {brand} réplica primeira linha {url}",
     "{brand} Taschen Outlet bis zu 80% Rabatt {url}"])
JUNK_MORE["ad_trades_services"] = (
    ["Gutters clogged? Same-week cleaning, call {phone}",
     "Driveway paving in {city} - ask about our spring discount",
     "Professional CV writing - get hired faster {url}",
     "Bail bonds 24 hours {phone}",
     "Tree removal and stump grinding, fully insured {phone}",
     "Dentist in {city} - implants at half price {url}",
     "Cheap SMS gateway for bulk marketing {tg}",
     "Boiler repair today, no callout fee {phone}"],
    ["Schlüsseldienst {city} 24h Notdienst {phone}", "Dépannage plomberie 7j/7 {phone}",
     "Impermeabilizzazione tetti preventivo gratuito {phone}"])
JUNK_MORE["prize_lottery"] = (
    ["We tried to reach you: your sweepstakes cheque is on hold",
     "Dear lucky winner, your ticket {ref} matched 6 numbers",
     "Email draw notice: {amt} credited to your name",
     "Last chance to collect your {prize} (reward #{num})",
     "You are today's winner - spin again to double it {url}",
     "Your reward points expire tonight - redeem a {prize}",
     "Promo award: contact Mrs {surname} at {email} with your batch no.",
     "Someone from {city} won {amt} - you could be next {url}",
     "Pay the processing fee and your {amt} will be wired",
     "Your IP address was chosen in our annual giveaway",
     "Grand prize {amt} - verification form attached",
     "Free gift for loyal customers: {prize} (claim code {ref})",
     "OFFICIAL: National Sweepstakes Bureau winner list {year}",
     "Consolation prize of {amt} awaiting your reply"],
    ["Sie wurden ausgewählt: {prize} gratis {url}", "Vous êtes le grand gagnant du tirage {ref}",
     "Ha sido seleccionado para recibir un {prize} {url}", "Gratulacje! Wygrałeś {prize} {url}"])
JUNK_MORE["malware_fake_release"] = (
    ["{movie} 2024 TS x264 - only 12 MB - install_to_play.exe",
     "{app} 2025 pre-activated, run as admin (false positive!)",
     "{game} PC direct download - extract with the included unpacker.exe",
     "[FIXED] {movie} 2160p HDR - double click Play.cmd",
     "{artist} discography 320kbps - launcher.exe",
     "{movie} 2024 BluRay 1080p.mp4.exe (copy to desktop first)",
     "{app} + serial.docm (enable macros to see key)",
     "{game}.v2024.Cracked-SKIDR0W",
     "{show} complete series - Player_Setup.msi required",
     "{movie} 2025 LEAKED screener (run open.hta)",
     "Steam key generator 2024 - works 100%.exe"],
    ["{game} Vollversion Download + Crack (Virenfrei!) setup.exe", "{movie} 2024 film complet en français.avi.exe",
     "{game} скачать торрент бесплатно кряк.exe", "{movie} 2024 filme completo HD.mp4.scr"])
JUNK_MORE["fake_codec_player"] = (
    ["Attention: files posted after June use a new format - player {url}",
     "Can't play {movie}? Install ActiveX video object from {dom}",
     "Your media player is outdated (v{n}.2) - update now {url}",
     "Universal video unlocker - plays every encrypted post",
     "HEVC extension for Windows free (not $0.99) at {url}",
     "Need FLV / MKV / WMV support? Install QuickCodec {url}",
     "{show} S0{s}E0{e} - decoder required, see {dom}",
     "Subtitles not showing? Download SubPlayer Pro {url}",
     "Audio out of sync? Codec fix tool {url}",
     "Premium HD player - watch any file in 4K instantly {url}",
     "Download the official viewer to open .vid files"],
    ["Brak kodeka? Pobierz odtwarzacz {url}", "Codec necessário para assistir: {url}",
     "Video geht nicht? Player-Update {url}", "Ce fichier nécessite le lecteur VidPlay {url}"])
JUNK_MORE["password_bait"] = (
    ["all archives in this post share one password - find it on {dom}",
     "{movie} 2160p REMUX - key generated at {url}",
     "rar pw changes daily, today's pw at {url}",
     "Like and subscribe to get the password ({url})",
     "{game} - the password is in the sample video, watch at {url}",
     "unlock code for this upload: fill the short survey {url}",
     "{show} S0{s} - pw protected, see forum signature",
     "Members only password - free signup {dom}",
     "{album} FLAC - pw: visit {dom} (no spam!)",
     "Password? Check pastebin link at {url}",
     "pass = my website, google it",
     "{movie} HQ - password via email, write {email}"],
    ["Contraseña: regístrate en {dom}", "Senha do arquivo no site {url}", "Hasło do archiwum na {url}",
     "Wachtwoord staat op {url}"])
JUNK_MORE["streaming_bait"] = (
    ["No need to wait for the download: {movie} plays instantly at {dom}",
     "{movie} FULL HD free on our site - no credit card",
     "Tonight: {match} - watch without cable {url}",
     "{show} new episode is already up for streaming",
     "Movies in theaters now, stream them at home {url}",
     "{match} highlights & full replay {url}",
     "All {show} episodes, one click, no account",
     "Netflix alternative - 100% free - {dom}",
     "Catch every game live: NFL, NBA, UFC {url}",
     "Cinema releases free online - updated daily",
     "{movie} (2025) leaked online - watch before it's removed",
     "Best free streaming site {year} (not a scam) {url}",
     "{movie} streaming link inside - {url}",
     "HD live sports without lag at {dom}"],
    ["Regarder {match} en direct gratuit {url}", "{show} alle Folgen kostenlos online schauen {url}",
     "{movie} guarda film completo gratis {url}", "Nonton {match} live streaming gratis {url}"])
JUNK_MORE["account_selling"] = (
    ["Why pay full price? Shared premium accounts from {price}",
     "Lifetime {service} upgrade on your own email - {tg}",
     "Old Reddit / Twitter accounts with karma, bulk {url}",
     "Discord Nitro 1 year for {price}",
     "Selling Valorant accounts, all regions {tg}",
     "Spotify family invites, 1 year warranty, {price}",
     "Crypto exchange verified accounts (KYC done) {tg}",
     "Office 365 E5 accounts + 5TB OneDrive {price}",
     "{service} 4K UHD screens from {price}/month",
     "Instant delivery, 24/7 support - premium accounts shop {dom}",
     "Bulk Outlook / Hotmail accounts, PVA, cheap",
     "{game} modded accounts, max level {url}",
     "Canva, Grammarly, Quillbot bundle for {price}",
     "Steam wallet codes 40% off {url}"],
    ["Vendo cuentas de {service} por un año {tg}", "Аккаунты {game} с донатом недорого {url}",
     "Compte {service} premium pas cher {url}", "Account {service} premium a vita {tg}"])
JUNK_MORE["iptv_resale"] = (
    ["Tired of buffering? Switch to our IPTV - 48h trial",
     "World Cup in 4K without a satellite - IPTV {url}",
     "IPTV for expats: watch home TV anywhere {url}",
     "PPV boxing + UFC included, IPTV {price}/month",
     "Best IPTV provider {year} - EPG, catch-up, VOD {url}",
     "Kodi build with working IPTV addons {url}",
     "IPTV for hotels and bars, bulk lines {tg}",
     "MAG box IPTV portal URL - {price}",
     "Get 30,000 movies on your TV tonight {url}",
     "Every sports channel in the world, one link",
     "Smart TV IPTV app + subscription, setup in 5 min",
     "NFL Sunday Ticket alternative {url}",
     "Unlimited IPTV connections reseller {tg}",
     "IPTV panel - create your own lines {dom}",
     "Stable IPTV Germany, Austria, Switzerland {url}"],
    ["Meilleur abonnement IPTV France {url}", "IPTV Türkiye kanalları HD {url}", "IPTV España todos los canales {tg}"])
JUNK_MORE["usenet_vpn_resale"] = (
    ["Your ISP sees everything you download - get a VPN {url}",
     "Usenet for life: pay once, download forever {dom}",
     "100 days retention is not enough - try 6500+ {url}",
     "Discount code for {provider} - {pct} off",
     "Dedicated seedboxes with Plex and Sonarr preinstalled",
     "Cheap 1TB block, never expires, all backbones {url}",
     "Mullvad alternative - {price}/month, WireGuard",
     "Looking for invites? We sell accounts on 20 indexers {tg}",
     "Usenet + NZB search in one app, try it {url}",
     "Free usenet trial - 10GB, no card {url}",
     "Uncensored newsgroup access from {price}",
     "Premium proxies for scraping and sneakers {url}",
     "Anonymous payment accepted - usenet accounts {dom}"],
    ["Usenet provider met korting {url}", "Usenet Block-Account 1 TB für {price} {url}",
     "VPN ilimitada, sin registro {url}", "Дешевый VPN и прокси {tg}", "Abbonamento Usenet economico {url}"])
JUNK_MORE["pharmacy"] = (
    ["No doctor, no questions, no problem - {drug} {url}",
     "Stay hard for 36 hours - {drug} {dose}",
     "{drug} at wholesale prices, {dose} x 30",
     "Anxiety? Get {drug} delivered discreetly {url}",
     "Buy {drug}, get {drug} samples free",
     "Licensed online drugstore - 80% off brand names",
     "Fat burner used by celebrities: {supp}",
     "Prescription weight loss without prescription",
     "Opioid painkillers next day, stealth packaging {tg}",
     "Blood sugar support formula - {supp} {url}",
     "Men over 40: the blue pill alternative {url}",
     "Quit smoking pills - Champix cheap"],
    ["Potenzmittel rezeptfrei bestellen {url}", "Pilules minceur efficaces {url}",
     "Pastillas para adelgazar sin receta {url}", "Таблетки для похудения без рецепта {tg}"])
JUNK_MORE["dating_adult"] = (
    ["Your match is waiting - reply to {name} now",
     "{name}, {age}, just moved to {city}, wants a friend",
     "Tired of swiping? Real women, real dates {url}",
     "Private photos of {name} - unlock free {url}",
     "She liked your profile - see who {url}",
     "Single moms near you {dom}",
     "Looking for a discreet encounter? {url}",
     "Chat with Latina singles tonight",
     "Find love after 50 - free trial {url}",
     "{name}: hi, are you still online? I'm bored",
     "Online dating for grown-ups - 3 million members",
     "Video chat with {name} - she is waiting",
     "Mail-order wives catalogue {year} {url}",
     "Flirt for free tonight {dom}"],
    ["Single Frauen aus deiner Nähe {url}", "Rencontre sérieuse pour célibataires {url}",
     "Chicas calientes cerca de ti {url}", "Incontri seri per single {url}"])
JUNK_MORE["gambling_casino"] = (
    ["Casino bonus without wagering requirements {url}",
     "Place your bets: {match} tonight, boosted odds",
     "Daily free spins - just log in {dom}",
     "How I beat the bookies (system inside) {url}",
     "Live dealer blackjack, VIP tables {url}",
     "Jackpot {amt} must drop today!",
     "Make money from matched betting - risk free",
     "Esports betting: CS2, Dota 2, LoL - {bonus} bonus",
     "Casino without KYC, instant crypto payouts",
     "Scratch cards online - win up to {amt}",
     "Horse racing tips, 20/1 winner guaranteed {tg}",
     "Claim {bonus} + 50 free spins at {dom}",
     "Keno, lotto, slots - one account, one bonus",
     "Poker rakeback 60% - join our affiliate"],
    ["Wettbonus 100€ für Neukunden {url}", "Paris sportifs, bonus de bienvenue {url}",
     "Apuestas deportivas con bono {url}", "Slot online gratis bonus senza deposito {url}"])
JUNK_MORE["crypto_investment"] = (
    ["Financial freedom in 90 days - crypto mentorship {tg}",
     "{coin} will hit $1,000,000 - here's why (free report)",
     "AI trading bot makes {pct} per month on autopilot",
     "Copy my trades - verified track record {url}",
     "Meme coin launchpad: {token} fair launch now",
     "Earn {coin} while you sleep {url}",
     "Private presale whitelist spots left: {token}",
     "Insider tip: {ticker} merger announcement Monday",
     "Trade {coin} with 1000x leverage, zero fees",
     "Retire early with our DeFi yield farm {url}",
     "Quantum AI trading - as seen on TV",
     "Free crypto signals group (limited seats) {tg}",
     "Exclusive NFT mint live - 0.05 ETH {url}",
     "Learn how my students turned $500 into {amt}"],
    ["Gana dinero con {coin} sin experiencia {url}", "Bitcoin Trading Bot - 1000€ täglich {url}",
     "Криптовалюта: пассивный доход {pct} {url}", "Gagnez avec {coin}, formation gratuite {url}"])
JUNK_MORE["phishing"] = (
    ["We detected a login from a new device - was it you? {url}",
     "Your subscription has expired - renew to keep access",
     "Update your shipping address to receive your parcel ({ref})",
     "{bank} customer: confirm your details to avoid suspension",
     "Document shared with you: Payment_Advice.pdf - view {url}",
     "Your account storage is over quota - act now",
     "Security update: re-enter your PIN at {url}",
     "Refund approved - enter card details to receive {price}",
     "Two-factor authentication disabled - re-enable now {url}",
     "Pending transaction on your {bank} account - cancel here",
     "{bank} Support: your case {ref} requires verification",
     "Your newsgroup subscription payment failed - update card {url}",
     "Voicemail received (0:42) - listen at {url}"],
    ["Ihr Paket konnte nicht zugestellt werden {url}", "Actualice sus datos bancarios {url}",
     "Mettez à jour vos informations de paiement {url}", "Aggiorna i tuoi dati di pagamento {url}"])
JUNK_MORE["advance_fee"] = (
    ["I got your contact through a trusted directory - {title} {surname}",
     "Business of mutual benefit - 40% for you",
     "I am a bank auditor and found a dormant account of {amt}",
     "My late husband left {amt}; I am sick and need an honest person",
     "Kindly send your full name, phone and address to claim {amt}",
     "Diplomatic courier is holding your package - {email}",
     "Request for foreign partner - oil contract surplus of {amt}",
     "Strictly private: the sum of {amt} is yours if you cooperate",
     "Good day, I write to you with tears in my eyes",
     "Lawyer {surname}: estate of my late client bears your surname",
     "Refugee princess in {country} needs your help moving funds",
     "The FBI has cleared your payment of {amt} - pay only the stamp fee"],
    ["Necesito su ayuda para transferir {amt}", "Ho bisogno del tuo aiuto, eredità di {amt}",
     "Oferta de negócio, {amt} para você", "Срочное деловое предложение {amt}"])
JUNK_MORE["job_scam"] = (
    ["Earn from your phone in your free time - {tg}",
     "We pay you to post ads online - {price}/ad",
     "Assemble products at home - $800/week",
     "Crypto exchange hiring remote agents, no experience",
     "Sell nothing, earn everything - pyramid-free opportunity!",
     "Receive parcels at home and get paid {price} each",
     "Hiring moderators, paid daily in USDT {tg}",
     "Students: earn pocket money writing reviews {url}",
     "Data annotation job, {price}/hr, start today {email}",
     "Apply now - only 7 positions left in {city}",
     "Take surveys for cash, payout via PayPal {url}",
     "Earn commission forwarding money transfers",
     "Home business starter kit - just pay shipping"],
    ["Nebenverdienst mit Umfragen {url}", "Emploi à domicile, 200€ par jour {tg}",
     "Lavoro online, solo 2 ore al giorno {url}", "Trabajo remoto, pago diario {tg}"])
JUNK_MORE["loan_debt"] = (
    ["Fast loans for self-employed, no proof of income",
     "Owe more than {bigprice}? Cut it in half legally",
     "Same-day loans up to {bigprice} - bad credit OK {url}",
     "Tired of debt collectors? We stop the calls {phone}",
     "Car title loans, keep your car {phone}",
     "Get {bigprice} tonight - approval in 3 minutes",
     "Low-interest debt relief program {url}",
     "Credit card debt forgiveness - you may qualify",
     "Equity release for homeowners over 55 {phone}",
     "Loan offer for individuals and companies at 3% {email}",
     "Funding for your startup without banks {url}",
     "Pay off your mortgage 10 years faster {url}"],
    ["Credito rapido senza garanzie {email}", "Sofortkredit ohne Bonitätsprüfung {url}",
     "Préstamo personal urgente {email}", "Szybka pożyczka przez internet {url}"])
JUNK_MORE["counterfeit_docs"] = (
    ["Genuine passport through the system - any country {email}",
     "Camouflage passports and second citizenship {url}",
     "High school diplomas with verification {url}",
     "Fake ID that passes UV and barcode scanners {url}",
     "Prop money for films - looks 100% real {url}",
     "Work permits and Schengen visas without appointment {tg}",
     "Custom pay stubs and W-2 forms {url}",
     "Verified ID documents for KYC bypass {tg}",
     "Buy a CSCS card / forklift licence without training",
     "Authentic TOEFL scores in the ETS database {email}",
     "Vaccination certificate QR codes {tg}",
     "Novelty police badges and uniforms {url}"],
    ["Echte Ausweise und Pässe zu verkaufen {email}", "Diplomas universitarios reales {url}",
     "Passaporto e carta d'identità {email}", "Faux billets de qualité {tg}"])
JUNK_MORE["religious_flood"] = (
    ["Repent! Jesus is coming back soon",
     "Read Romans 10:9 tonight",
     "One day every knee shall bow",
     "What happens after you die? Find out {url}",
     "The Ten Commandments - are you a good person?",
     "The world is ending: prepare your soul",
     "Salvation is free - accept it",
     "Armageddon prophecy fulfilled in {year}",
     "Sodom and Gomorrah were warnings",
     "Messiah has returned - the proof",
     "Let Jesus into your heart before the download finishes"],
    ["Jésus t'aime, lis la Bible", "Bereut eure Sünden, das Ende ist nah", "Arrepiéntanse, Cristo viene pronto",
     "Jezus komt spoedig terug", "Jesus te ama, leia a Bíblia"])
JUNK_MORE["political_conspiracy"] = (
    ["They don't want you to know this about the water",
     "Moon base footage NASA deleted",
     "Banks are about to seize your savings - move to gold NOW",
     "Free speech is dead - read this before they ban it",
     "The pandemic was planned - documents leaked",
     "HAARP caused the earthquake - proof",
     "Do your own research: the Denver airport murals",
     "Globalists are buying all the farmland",
     "Birds aren't real",
     "Share this before it's censored: the truth about {country}",
     "Revolution now! Rise up patriots"],
    ["Die Regierung lügt - Beweise hier {url}", "La vérité sur les vaccins qu'on vous cache",
     "El gobierno mundial está aquí", "Правда про 5G вышки", "Il governo ci avvelena"])
JUNK_MORE["chatter"] = (
    ["Anyone else seeing tons of spam in here lately",
     "what's the max connections you guys use",
     "My SAB queue is stuck at 99%, any ideas",
     "so long and thanks for all the fish - leaving usenet",
     "{provider} vs {provider}, which is better",
     "Help! Unrar says CRC failed"],
    ["Welke provider gebruiken jullie?", "Czy ktoś jeszcze tu zagląda?", "Qualcuno usa ancora i newsgroup?"])
JUNK_MORE["request_posted"] = (
    ["Anyone have the {show} box set with original music?",
     "Lost my copy of {album}, could someone post it",
     "Looking for old Amiga demo disks (ADF)",
     "REQ: {magazine} complete run please",
     "need an anime from the 90s, cant remember the name",
     "requesting {movie} in 3D SBS",
     "plz plz plz {game} NSP",
     "REQ: episode of {show} from last night",
     "wanted: {artist} rare interview tapes",
     "Reposting my REQ: {ebook} audiobook",
     "looking for Cubase 5 manual pdf",
     "REQ {movie} director's cut, not theatrical",
     "anybody?? {artist} - {album} 5.1 DVD-A"],
    ["Cerco {show} stagione completa", "Hledám {movie} s českými titulky", "Suche {artist} Diskographie FLAC"])
JUNK_MORE["flame_troll"] = (
    ["Who taught you to post, your grandma?",
     "imagine leeching for 20 years and never uploading",
     "go back to reddit",
     "your reposts are broken, again, genius",
     "stop whining and pay for your stuff",
     "Thanks for nothing, clown",
     "another brilliant post from the village idiot",
     "{nick} couldn't post a par2 if his life depended on it",
     "this group is full of morons",
     "keep your 'requests' to yourself",
     "everyone here is a hypocrite"],
    ["jullie zijn allemaal sukkels", "vous êtes tous des voleurs", "jesteście żałośni", "ihr Versager"])
JUNK_MORE["test_post"] = (
    ["test, do not download", "yEnc test 2", "ignore me", "checking header encoding",
     "Test - new uploader account", "test - can anyone see this?", "test from work", "testtesttest"],
    ["teste, ignorar", "prova prova", "test - ignorieren"])

for _intent, (_en, _xx) in JUNK_MORE.items():
    JUNK[_intent]["en"] = JUNK[_intent]["en"] + _en
    JUNK[_intent]["xx"] = JUNK[_intent]["xx"] + _xx
for _intent, _spec in JUNK.items():
    if "xx" in _spec:
        _spec["px"] = 0.185


if __name__ == "__main__":
    main()
