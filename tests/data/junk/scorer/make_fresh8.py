#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generator for fresh8.tsv, a BLIND held-out evaluation split for the
junk/spam title filter.

How it was written
------------------
A helper session wrote this file blind. It never opened, listed, grepped, ran
or imported anything in the repository except this generator and its output.
That covers the filter code, its rules and word lists, other splits and
seeds under tests/data/junk/, docs, ADRs, tests, shared folders and git
history. It did not search the web or any corpus for spam lists or title
lists. Every word list, template and foreign-language phrase below came from
the writer's general knowledge of Usenet, indexers, release naming and spam.
No filter or evaluation was run. No title was added, dropped or reworded
after seeing any tool's opinion of it. Use the split once.

Determinism
-----------
SEED = 8530117, a single random.Random(SEED). The code uses lists only and
never iterates over a set or relies on hash order. Running
`python make_fresh8.py` from any directory rewrites fresh8.tsv next to this
file with identical bytes.

Output
------
One row per line: LABEL<TAB>FAMILY<TAB>TITLE. There is no header and the rows
are shuffled. Titles are unique (case-insensitive) and contain no tabs or
newlines. LABEL is junk or legit. FAMILY is junk:<intent> or legit:<kind>.

Taxonomy (rough counts; the total includes the foreign-language rows)
---------------------------------------------------------------------
junk, about 930 rows in 79 intents; no intent is above 4% of the junk rows:
  health/pharma: pharma_ed ~21, pharma_weightloss ~17, pharma_no_rx ~11,
    miracle_cure ~12, cosmetic_youth_hair ~10, cannabis_psychedelics ~9
  money/crypto: crypto_investment ~18, crypto_airdrop_drainer ~12,
    fund_recovery ~11, forex_signals ~12, stock_pump ~10, cloud_mining ~7,
    get_rich_course ~16, mlm_gifting ~9, property_investment ~8
  classic fraud: advance_fee ~15, lottery_prize ~15, romance_pig_butchering ~9,
    bec_impersonation ~11, money_mule ~8, charity_fraud ~8, sextortion ~9
  phishing/smishing: phishing_bank ~22, phishing_account ~15,
    parcel_smishing ~22, gov_tax_toll ~17, domain_directory_slamming ~9
  release bait: fake_codec_player ~14, password_bait ~14,
    fake_release_site ~13, exe_disguised_media ~15, crack_keygen_sales ~14,
    generator_freebies ~13, celebrity_leak_bait ~9
  adult: adult_cam ~11, dating_hookup ~15, bride_agency ~8, escort_massage ~8
  gambling: casino ~21, betting_fixed_tips ~15
  credit: payday_loans ~25, debt_credit_repair ~10, claims_compensation ~8
  work: job_task_scam ~23, essay_mill ~11, exam_dumps_certs ~9
  growth/B2B: seo_backlinks ~11, followers_smm ~13, fake_reviews ~8,
    b2b_factory ~10, outsourcing_leadgen ~8, bulk_data_mailing ~9,
    predatory_publishing ~9, usenet_affiliate ~8
  goods/accounts: replica_goods ~13, fake_store_clearance ~9,
    premium_account_resale ~10, iptv_reseller ~16, invite_ratio_selling ~6,
    proxy_rdp_hosting ~7, game_cheats_boosting ~10
  documents/crime: fake_documents ~12, counterfeit_money ~8, carding_fraud ~9,
    spy_hack_services ~10
  tech scams: tech_support_scam ~13, scareware ~10
  other sales: timeshare_travel ~9, home_improvement_leads ~8,
    immigration_visa ~10, marketplace_rental_pet ~9, psychic_spells ~13,
    robocall_warranty_medicare ~7
  noise/bait: hoax_chain ~11, clickbait ~10, comment_spam ~11,
    giveaway_survey ~17, noise_test_gibberish ~11, offtopic_rant_flood ~8
  About 118 junk rows (~12.7%) are written in 22 other languages: es pt fr de
  it nl pl sv ro tr vi id (Latin), ru uk (Cyrillic), zh ja (CJK), ko
  (Hangul), ar (Arabic), hi (Devanagari), th (Thai), he (Hebrew) and
  el (Greek).
  Surface noise is applied at random with a rate set per intent. It includes
  yEnc and EFNet posting shells, case games, odd separators, emoji,
  decoration, domains and defanged links, contact handles, leetspeak, spaced
  letters, Cyrillic homoglyphs, zero-width characters, random padding and
  word salad, and Re:/Fwd: prefixes. Roughly a third of the junk rows stay
  clean copy.

legit, about 2,070 rows (~72% structured release names, ~28% without release
structure):
  structured: tv_scene 220, tv_p2p 130, tv_season_pack 70, daily_show 50,
    film_scene 130, film_p2p 90, anime_fansub 90, music_album 100,
    music_discography 25, audiobook 50, ebook 50, comic 40, magazine 40,
    software 50, os_iso 25, game_scene 40, game_gog 20, game_repack 20,
    sports_broadcast 50, foreign_scene 70, xxx_scene 50, documentary 40,
    obfuscated 45. Some carry yEnc subject shells. Some are in non-Latin
    scripts (CJK fansubs, Korean TV rips, Russian and Chinese WEB-DLs).
  unstructured: bare_title 90, single_track 60, podcast 60, lecture 45,
    radio_drama 45, sermon 30, match 40, news 35, personal_collection 40,
    fan_edit 30, nonlatin_title 35, adlike_work 65. adlike_work is real
    films, songs, books, shows and podcasts whose names read like ads,
    warnings, questions or appeals.
  Software installers (including GOG setup .exe files) are legit. A video
  release whose file is an .exe/.scr/.lnk is junk (exe_disguised_media).
"""

import os
import random
import re

SEED = 8530117
rng = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fresh8.tsv")


def ch(seq):
    return seq[rng.randrange(len(seq))]


def ri(a, b):
    return rng.randint(a, b)


def chance(p):
    return rng.random() < p


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
HEXU = "0123456789ABCDEF"
HEXL = "0123456789abcdef"


def rstr(n, alphabet=ALNUM):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def hex8():
    return rstr(8, HEXU)


def dot(s):
    s = s.replace("&", "and").replace(" - ", " ").replace("'", "").replace("\u2019", "")
    s = re.sub(r"[:,!?#()\"\[\]]", "", s)
    s = re.sub(r"[\s/]+", ".", s.strip())
    s = re.sub(r"\.+", ".", s)
    return s.strip(".")


def under(s):
    return dot(s).replace(".", "_")


def snake(s):
    s = s.lower().replace("&", "and").replace("'", "")
    s = re.sub(r"[^a-z0-9]+", "_", s)
    return s.strip("_")


class Pool:
    """Draw without replacement from a list; reshuffle when exhausted."""

    def __init__(self, items):
        self.items = list(items)
        self.left = []

    def take(self):
        if not self.left:
            self.left = list(self.items)
            rng.shuffle(self.left)
        return self.left.pop()


# ---------------------------------------------------------------- people/places
FIRST = ["Anna", "Maria", "Elena", "Olga", "Sofia", "Jessica", "Emily", "Sarah", "Linda", "Grace",
         "Mary", "Natalia", "Irina", "Kate", "Vanessa", "Chloe", "Mia", "Lily", "Julia", "Amanda",
         "John", "David", "Michael", "James", "Robert", "William", "Richard", "Thomas", "Daniel",
         "Peter", "Ahmed", "Mohammed", "Chen", "Wei", "Raj", "Kwame", "Sergei", "Pierre", "Hans", "Luca",
         "Svetlana", "Tatiana", "Angela", "Brenda", "Kevin", "Brian", "Samuel", "Victoria", "Rose", "Helen"]
FEMALE = ["Anna", "Maria", "Elena", "Olga", "Sofia", "Jessica", "Emily", "Sarah", "Natalia", "Irina",
          "Kate", "Vanessa", "Chloe", "Mia", "Lily", "Julia", "Amanda", "Svetlana", "Tatiana", "Angela",
          "Victoria", "Nicole", "Ashley", "Brittany", "Daria", "Yulia", "Camila", "Isabella", "Lena", "Kristina"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor",
        "Thomas", "Moore", "Martin", "Lee", "Walker", "Hall", "Allen", "Young", "King", "Wright", "Scott",
        "Green", "Baker", "Adams", "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Phillips", "Campbell",
        "Parker", "Evans", "Edwards", "Collins", "Stewart", "Morris", "Rogers", "Reed", "Cook", "Morgan",
        "Bell", "Murphy", "Bailey", "Cooper", "Richardson", "Howard", "Ward", "Peterson", "Gray", "Watson",
        "Brooks", "Kelly", "Sanders", "Price", "Bennett", "Wood", "Barnes", "Ross", "Henderson", "Coleman",
        "Jenkins", "Perry", "Powell", "Hughes", "Flores", "Butler", "Simmons", "Foster", "Bryant", "Russell"]
CITIES = ["London", "Manchester", "Birmingham", "Leeds", "Glasgow", "Dublin", "New York", "Los Angeles",
          "Chicago", "Houston", "Phoenix", "Dallas", "Miami", "Atlanta", "Seattle", "Denver", "Boston",
          "Toronto", "Vancouver", "Sydney", "Melbourne", "Auckland", "Berlin", "Hamburg", "Munich",
          "Amsterdam", "Rotterdam", "Paris", "Lyon", "Madrid", "Barcelona", "Milan", "Rome", "Warsaw",
          "Prague", "Vienna", "Zurich", "Stockholm", "Oslo", "Copenhagen", "Dubai", "Singapore", "Manila",
          "Bangkok", "Lagos", "Johannesburg", "Las Vegas", "San Diego", "Orlando", "Tampa", "Brisbane",
          "Perth", "Calgary", "Montreal", "Bristol", "Liverpool", "Cardiff", "Edinburgh", "Austin", "Philadelphia"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

EMOJI = ["🔥", "💰", "✅", "💊", "🎰", "❤️", "💋", "🚀", "📈", "⚠️", "🎁", "💯", "👉", "⭐", "🤑", "📦",
         "🔞", "🆓", "💵", "🏆", "🔴", "✨", "💎", "👇", "📲", "⏰", "🍀", "😍", "💸", "🛑", "📢", "🎉"]

TLDS = [".com", ".net", ".top", ".xyz", ".shop", ".site", ".online", ".info", ".biz", ".ru", ".cc", ".icu",
        ".club", ".live", ".store", ".vip", ".io", ".to", ".su", ".pw", ".link", ".click", ".buzz", ".win",
        ".org", ".co", ".me", ".cn", ".in", ".tk", ".ml", ".monster", ".rest", ".sbs", ".cfd", ".lol"]
DOM_SUFFIX = ["online", "shop", "store", "hq", "now", "24", "club", "direct", "world", "pro", "hub", "zone",
              "deals", "today", "official", "365", "center", "plus", "express", "usa", "uk", "eu"]
DOM_PREFIX = ["get", "my", "the", "go", "best", "buy", "top", "try", "join", "real", "true", "secure", "e"]
GENERIC_STEMS = ["bestdeal", "megaoffer", "superfree", "cheapnow", "fastcash", "vipzone", "topclick",
                 "promohub", "freeworld", "luckystar", "maxprofit", "easywin", "primebox", "goldline"]
SHORTENERS = ["bit.ly/", "tinyurl.com/", "t.ly/", "cutt.ly/", "rb.gy/", "is.gd/", "shorturl.at/", "t.co/",
              "ow.ly/", "rebrand.ly/", "s.id/", "goo.su/"]
URL_PATHS = ["claim", "verify", "login", "promo", "offer", "secure/update", "account/confirm", "go",
             "free", "bonus", "track", "signin", "win", "lp/1", "v2/auth", "start"]
MAILHOSTS = ["gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "proton.me", "mail.ru", "163.com",
             "aol.com", "gmx.de", "yandex.ru", "zoho.com", "qq.com", "rediffmail.com", "yahoo.co.uk"]


def make_domain(stems):
    a = ch(stems)
    r = rng.random()
    if r < 0.28:
        d = a + str(ri(1, 999))
    elif r < 0.52:
        d = a + "-" + ch(DOM_SUFFIX)
    elif r < 0.72:
        d = ch(DOM_PREFIX) + a
    else:
        d = a
    return d.lower().replace(" ", "") + ch(TLDS)


def defang(d):
    f = ch(["brack", "brack", "spaces", "paren", "word", "hxxp", "www", "star"])
    if f == "brack":
        return d.replace(".", "[.]")
    if f == "spaces":
        return d.replace(".", " . ")
    if f == "paren":
        return d.replace(".", "(.)")
    if f == "word":
        return d.replace(".", ch([" dot ", "(dot)", "[dot]", " DOT "]))
    if f == "hxxp":
        return "hxxps://" + d.replace(".", "[.]")
    if f == "www":
        return "www . " + d.replace(".", " . ")
    return d.replace(".", "*")


def make_url(d):
    p = ch(URL_PATHS)
    if chance(0.4):
        p += ch(["?id=", "?ref=", "?u=", "/"]) + rstr(ri(4, 9), LOWALNUM)
    return ch(["https://", "http://", "https://www.", ""]) + d + "/" + p


def short():
    return ch(SHORTENERS) + rstr(ri(5, 7))


def phone():
    f = ri(0, 8)
    d = lambda n: rstr(n, "0123456789")
    if f == 0:
        return f"+1 (8{ri(0, 8)}{ri(0, 9)}) {d(3)}-{d(4)}"
    if f == 1:
        return f"1-8{ri(0, 8)}{ri(0, 9)}-{d(3)}-{d(4)}"
    if f == 2:
        return f"+44 7{d(3)} {d(6)}"
    if f == 3:
        return f"+234 80{ri(1, 9)} {d(3)} {d(4)}"
    if f == 4:
        return f"+91 9{d(4)} {d(5)}"
    if f == 5:
        return f"+63 9{d(2)} {d(3)} {d(4)}"
    if f == 6:
        return f"({d(3)}) {d(3)}-{d(4)}"
    if f == 7:
        return f"+1{d(10)}"
    return f"+49 15{d(1)} {d(7)}"


def handle_name():
    base = ch(["lucky", "crypto", "vip", "real", "official", "support", "money", "hot", "sweet", "king",
               "boss", "admin", "trade", "agent", "help", "queen", "baby", "star", "wealth", "pro"])
    nm = ch(FIRST).lower()
    f = ri(0, 4)
    if f == 0:
        return nm + "_" + base + str(ri(1, 999))
    if f == 1:
        return base + nm + str(ri(10, 99))
    if f == 2:
        return nm + "." + ch(LAST).lower()
    if f == 3:
        return base + "_" + base[:3] + rstr(3, LOWALNUM)
    return nm + base.capitalize()


def tg():
    h = handle_name()
    return ch(["Telegram: @", "TG @", "t.me/", "telegram @", "Telegram ➡️ @", "TG: "]) + h


def wa():
    return ch(["WhatsApp ", "WA: ", "whatsapp/viber ", "Whatsapp me ", "WhatsApp: ", "wa.me/"]) + phone()


def email():
    f = ri(0, 3)
    if f == 0:
        u = ch(FIRST).lower() + "." + ch(LAST).lower() + str(ri(1, 99))
    elif f == 1:
        u = ch(["claims", "info", "support", "payment", "office", "agent", "desk", "winner", "service"]) + str(ri(1, 999))
    elif f == 2:
        u = ch(["barrister", "dr", "mrs", "mr", "prof"]) + ch(LAST).lower()
    else:
        u = handle_name()
    return u + "@" + ch(MAILHOSTS)


def amt():
    cur = ch(["$", "$", "$", "£", "€", "US$"])
    v = ch(["19", "29", "39", "49", "97", "99", "149", "199", "250", "300", "499", "500", "750", "1,000",
            "1,200", "1,500", "2,500", "3,000", "5,000", "7,500", "10,000", "350", "850", "4,800"])
    if cur == "€" and chance(0.5):
        return v + " €"
    return cur + v


def big():
    return ch(["$4,500,000.00", "$12,500,000.00", "7,850,000 USD", "US$10.5M", "£2,300,000", "€3,850,000.00",
               "$18.6 million", "$25,000,000.00 (Twenty Five Million Dollars)", "US$ 6.2 Million",
               "$9,400,000", "£1.5 million", "€5.7 million euros", "$32,000,000", "USD 15.5M",
               "$2.8 million", "EUR 4,250,000.00"])


def pct():
    return str(ch([30, 40, 50, 60, 65, 70, 75, 80, 85, 90, 95, 97, 98, 99]))


def promo():
    return ch(["VIP", "SAVE", "BONUS", "FREE", "WIN", "GET", "LUCKY", "HOT", "MEGA", "NEW", "SPIN"]) + str(ri(5, 999))


def ref():
    return rstr(ri(6, 9), "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")


def year():
    return str(ch([2019, 2020, 2021, 2022, 2023, 2023, 2024, 2024, 2024, 2025, 2025]))


def res():
    return ch(["720p", "1080p", "1080p", "1080p", "2160p", "480p", "4K", "HD"])


def part():
    t = ri(8, 60)
    i = ri(1, t)
    w = 2 if t < 100 else 3
    return f"[{i:0{w}d}/{t:0{w}d}]"


def date_words():
    return ch([f"{ch(MONTHS)} {ri(1, 28)}", f"{ri(1, 28)}/{ri(1, 12):02d}", ch(["Friday", "Sunday", "midnight",
               "tonight", "end of month", "31st", "the 15th"])])


def trk():
    f = ri(0, 3)
    if f == 0:
        return "1Z9" + rstr(15, "0123456789")
    if f == 1:
        return "RR" + rstr(9, "0123456789") + ch(["GB", "US", "CN", "DE"])
    if f == 2:
        return "LX" + rstr(9, "0123456789") + "CN"
    return "JD0" + rstr(15, "0123456789")


def ticker():
    return rstr(ri(3, 4), "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


# ---------------------------------------------------------------- shared media lists
FILMS = [("Oppenheimer", 2023), ("Barbie", 2023), ("Dune: Part Two", 2024), ("Dune", 2021),
         ("Poor Things", 2023), ("Killers of the Flower Moon", 2023), ("The Holdovers", 2023),
         ("Past Lives", 2023), ("Anatomy of a Fall", 2023), ("The Zone of Interest", 2023),
         ("Godzilla Minus One", 2023), ("Civil War", 2024), ("Furiosa: A Mad Max Saga", 2024),
         ("Inside Out 2", 2024), ("Deadpool & Wolverine", 2024), ("Twisters", 2024), ("Alien: Romulus", 2024),
         ("Conclave", 2024), ("The Substance", 2024), ("Anora", 2024), ("Gladiator II", 2024), ("Wicked", 2024),
         ("The Brutalist", 2024), ("A Complete Unknown", 2024), ("Nosferatu", 2024), ("Sing Sing", 2024),
         ("Challengers", 2024), ("Longlegs", 2024), ("Late Night with the Devil", 2023), ("The Iron Claw", 2023),
         ("Saltburn", 2023), ("May December", 2023), ("The Killer", 2023), ("Napoleon", 2023), ("Wonka", 2023),
         ("Aquaman and the Lost Kingdom", 2023), ("John Wick: Chapter 4", 2023),
         ("Spider-Man: Across the Spider-Verse", 2023), ("Guardians of the Galaxy Vol. 3", 2023),
         ("Mission: Impossible - Dead Reckoning Part One", 2023), ("Everything Everywhere All at Once", 2022),
         ("The Banshees of Inisherin", 2022), ("Top Gun: Maverick", 2022), ("Tar", 2022), ("Aftersun", 2022),
         ("The Batman", 2022), ("Nope", 2022), ("Triangle of Sadness", 2022),
         ("Glass Onion: A Knives Out Mystery", 2022), ("All Quiet on the Western Front", 2022),
         ("The Whale", 2022), ("Avatar: The Way of Water", 2022), ("Prey", 2022), ("Bones and All", 2022),
         ("The Northman", 2022), ("Licorice Pizza", 2021), ("The Power of the Dog", 2021),
         ("Drive My Car", 2021), ("The French Dispatch", 2021), ("No Time to Die", 2021), ("Spencer", 2021),
         ("The Green Knight", 2021), ("Pig", 2021), ("Nomadland", 2020), ("Tenet", 2020), ("Soul", 2020),
         ("Minari", 2020), ("Promising Young Woman", 2020), ("Palm Springs", 2020), ("Parasite", 2019),
         ("Joker", 2019), ("1917", 2019), ("Knives Out", 2019), ("The Lighthouse", 2019),
         ("Marriage Story", 2019), ("Once Upon a Time in Hollywood", 2019), ("Midsommar", 2019),
         ("Ford v Ferrari", 2019), ("Portrait of a Lady on Fire", 2019), ("Roma", 2018), ("Hereditary", 2018),
         ("Annihilation", 2018), ("Spider-Man: Into the Spider-Verse", 2018), ("Blade Runner 2049", 2017),
         ("Lady Bird", 2017), ("Phantom Thread", 2017), ("Arrival", 2016), ("Moonlight", 2016),
         ("La La Land", 2016), ("Mad Max: Fury Road", 2015), ("Ex Machina", 2015), ("Sicario", 2015),
         ("Whiplash", 2014), ("Interstellar", 2014), ("The Grand Budapest Hotel", 2014), ("Nightcrawler", 2014),
         ("Gone Girl", 2014), ("Her", 2013), ("Gravity", 2013), ("Prisoners", 2013), ("Drive", 2011),
         ("Inception", 2010), ("The Social Network", 2010), ("No Country for Old Men", 2007),
         ("There Will Be Blood", 2007), ("Zodiac", 2007), ("Children of Men", 2006), ("The Departed", 2006),
         ("Pan's Labyrinth", 2006), ("Oldboy", 2003), ("Spirited Away", 2001), ("Amelie", 2001),
         ("Memento", 2000), ("Gladiator", 2000), ("The Matrix", 1999), ("Fight Club", 1999), ("Magnolia", 1999),
         ("The Big Lebowski", 1998), ("Fargo", 1996), ("Heat", 1995), ("Se7en", 1995), ("Pulp Fiction", 1994),
         ("The Shawshank Redemption", 1994), ("Groundhog Day", 1993), ("Unforgiven", 1992),
         ("Goodfellas", 1990), ("Die Hard", 1988), ("Akira", 1988), ("Aliens", 1986),
         ("Back to the Future", 1985), ("Blade Runner", 1982), ("The Thing", 1982), ("The Shining", 1980),
         ("Alien", 1979), ("Apocalypse Now", 1979), ("Taxi Driver", 1976), ("Jaws", 1975), ("Chinatown", 1974),
         ("The Godfather", 1972), ("2001: A Space Odyssey", 1968), ("Lawrence of Arabia", 1962),
         ("Psycho", 1960), ("Seven Samurai", 1954), ("Rear Window", 1954), ("Casablanca", 1942),
         ("Anyone But You", 2023), ("Migration", 2023), ("Kung Fu Panda 4", 2024),
         ("Bad Boys: Ride or Die", 2024), ("The Fall Guy", 2024), ("Kingdom of the Planet of the Apes", 2024),
         ("Beetlejuice Beetlejuice", 2024), ("Smile 2", 2024), ("Venom: The Last Dance", 2024),
         ("Moana 2", 2024), ("Mufasa: The Lion King", 2024), ("Sonic the Hedgehog 3", 2024), ("Heretic", 2024),
         ("Juror #2", 2024), ("Companion", 2025), ("Mickey 17", 2025), ("Sinners", 2025),
         ("Thunderbolts", 2025), ("The Wild Robot", 2024), ("Flow", 2024), ("Hundreds of Beavers", 2022),
         ("Perfect Days", 2023), ("Fallen Leaves", 2023), ("The Taste of Things", 2023), ("Robot Dreams", 2023)]

TV = ["The Bear", "Severance", "Slow Horses", "Shogun (2024)", "The Last of Us", "House of the Dragon",
      "The Boys", "Succession", "Ted Lasso", "Abbott Elementary", "Only Murders in the Building", "Reacher",
      "Fargo", "True Detective", "The Rookie", "Chicago Fire", "Chicago P.D.", "NCIS", "Grey's Anatomy",
      "The Simpsons", "Family Guy", "Bob's Burgers", "South Park", "Rick and Morty", "Doctor Who (2023)",
      "Taskmaster", "Would I Lie to You", "QI", "Silent Witness", "Vera", "Midsomer Murders",
      "Death in Paradise", "Shetland", "Bluey", "Survivor", "The Amazing Race", "Big Brother (US)",
      "Love Island (UK)", "Top Gear", "The Grand Tour", "Hell's Kitchen (US)", "MasterChef Australia",
      "The Great British Bake Off", "Below Deck", "90 Day Fiance", "Yellowstone", "Tulsa King",
      "The Morning Show", "For All Mankind", "Foundation", "Silo", "Andor", "The Mandalorian", "Fallout",
      "Blue Bloods", "Law and Order SVU", "Tracker", "Will Trent", "Ghosts (US)", "Young Sheldon",
      "What We Do in the Shadows", "Curb Your Enthusiasm", "Hacks", "The Gilded Age", "Industry",
      "Bad Monkey", "Happy Valley", "Sherwood", "The Traitors (US)", "Poker Face", "The Penguin",
      "Dexter: Original Sin", "Paradise (2025)", "The White Lotus", "Landman", "Matlock (2024)",
      "High Potential", "Elsbeth", "Resident Alien", "Mayor of Kingstown", "9-1-1", "FBI", "FBI: Most Wanted",
      "Deadliest Catch", "Gold Rush", "Pawn Stars", "Expedition Unknown", "Forged in Fire", "The Chase",
      "Pointless", "University Challenge", "Gogglebox", "Homes Under the Hammer", "Grand Designs",
      "Countryfile", "Antiques Roadshow", "The Repair Shop", "Ridley", "Unforgotten", "Stranger Things",
      "Wednesday", "The Witcher", "Bridgerton", "The Crown", "Squid Game", "Black Mirror", "Cobra Kai",
      "Outer Banks", "The Diplomat", "Evil", "The Blacklist", "Supernatural", "Brooklyn Nine-Nine",
      "It's Always Sunny in Philadelphia", "Shrinking", "Platonic", "The Acolyte", "Ahsoka",
      "Percy Jackson and the Olympians", "Interview with the Vampire", "From", "Yellowjackets", "Billions",
      "Dark Winds", "Mr. Robot", "Lioness", "Tracker", "St. Denis Medical", "Ghosts", "Sullivan's Crossing",
      "Murdoch Mysteries", "Heartland", "Letterkenny", "Shoresy", "Bosch: Legacy", "Jack Ryan",
      "The Lincoln Lawyer", "Virgin River", "Sweet Magnolias", "Emily in Paris", "The Night Agent",
      "3 Body Problem", "Baby Reindeer", "Ripley", "Mr. & Mrs. Smith", "Presumed Innocent", "Shrinking"]

GAMES = ["Hades II", "Frostpunk 2", "Baldurs Gate 3", "Cities Skylines II", "Starfield", "Alan Wake 2", "Lies of P",
         "Armored Core VI Fires of Rubicon", "Sea of Stars", "Dave the Diver", "Pacific Drive", "Balatro",
         "Manor Lords", "Helldivers 2", "Palworld", "Black Myth Wukong", "Satisfactory", "Dragons Dogma 2",
         "Prince of Persia The Lost Crown", "Hi-Fi Rush", "Pentiment", "Disco Elysium The Final Cut",
         "Elden Ring Shadow of the Erdtree", "Cyberpunk 2077 Phantom Liberty", "The Witcher 3 Wild Hunt",
         "Red Dead Redemption 2", "Hollow Knight", "Stardew Valley", "Terraria", "Celeste", "Outer Wilds",
         "Return of the Obra Dinn", "Inscryption", "Tunic", "Cocoon", "Animal Well", "UFO 50",
         "Indiana Jones and the Great Circle", "Silent Hill 2", "Metaphor ReFantazio", "Kingdom Come Deliverance II",
         "Sid Meiers Civilization VII", "Split Fiction", "Avowed", "Monster Hunter Wilds",
         "Assassins Creed Shadows", "Blue Prince", "Clair Obscur Expedition 33", "Dredge", "Against the Storm",
         "Tactical Breach Wizards", "Thronefall", "Nine Sols", "Factorio Space Age", "Lethal Company",
         "Enshrouded", "Warhammer 40000 Space Marine 2", "Stalker 2 Heart of Chornobyl", "Frostpunk", "Ghostrunner 2",
         "Atomfall", "South of Midnight", "The Alters", "Slay the Spire", "Darkest Dungeon II", "Vampire Survivors"]

SHOOTERS = ["CS2", "Valorant", "Apex Legends", "Warzone", "Rust", "Escape from Tarkov", "PUBG", "Fortnite",
            "Rainbow Six Siege", "Battlefield 2042", "Overwatch 2", "Delta Force", "The Finals", "Marvel Rivals"]


# ---------------------------------------------------------------- global junk slots
def _film():
    return ch(FILMS)[0]


def _filmdot():
    t, y = ch(FILMS)
    return dot(t)


def _show():
    return re.sub(r" \(\d{4}\)| \((US|UK)\)", "", ch(TV))


def _showdot():
    return dot(ch(TV))


def _gamedot():
    return dot(ch(GAMES))


GLOBAL = {
    "dom": lambda: make_domain(GENERIC_STEMS),
    "ddom": lambda: defang(make_domain(GENERIC_STEMS)),
    "url": lambda: make_url(make_domain(GENERIC_STEMS)),
    "short": short,
    "phone": phone,
    "handle": lambda: "@" + handle_name(),
    "tg": tg,
    "wa": wa,
    "email": email,
    "fname": lambda: ch(FIRST),
    "ffname": lambda: ch(FEMALE),
    "lname": lambda: ch(LAST),
    "name": lambda: ch(FIRST) + " " + ch(LAST),
    "city": lambda: ch(CITIES),
    "amt": amt,
    "amt2": amt,
    "big": big,
    "pct": pct,
    "n": lambda: str(ri(2, 9)),
    "n2": lambda: str(ri(3, 30)),
    "nn": lambda: str(ri(11, 99)),
    "code": promo,
    "ref": ref,
    "hex": hex8,
    "year": year,
    "res": res,
    "part": part,
    "date": date_words,
    "month": lambda: ch(MONTHS),
    "trk": trk,
    "tick": ticker,
    "movie": _film,
    "moviedot": _filmdot,
    "show": _show,
    "showdot": _showdot,
    "game": lambda: ch(GAMES),
    "gamedot": _gamedot,
    "shooter": lambda: ch(SHOOTERS),
    "ss": lambda: f"{ri(1, 9):02d}",
    "ee": lambda: f"{ri(1, 16):02d}",
    "ver": lambda: f"{ri(1, 9)}.{ri(0, 9)}.{ri(0, 20)}",
    "emo": lambda: ch(EMOJI),
    "grp": lambda: ch(["YIFY", "RARBG", "EVO", "GalaxyRG", "x0r", "FGT", "PSA", "NeoNoir", "ION10", "TGx",
                       "SPARKS", "CMRG", "MeGusta", "ETRG", "QxR", "HDCAM", "CAMRip", "NOGRP", "SiGMA"]),
}


# ---------------------------------------------------------------- junk intents
INTENTS = []


def J(name, n, noise, t, stems=None, prefer=(), **slots):
    INTENTS.append({"name": name, "n": n, "noise": noise, "t": list(t),
                    "stems": list(stems) if stems else None, "prefer": list(prefer), "slots": slots})


J("pharma_ed", 14, 0.8, [
    "{drug} {dose}mg from ${price} per pill - no prescription needed",
    "Cheap {drug} online - discreet worldwide shipping - {dom}",
    "Re: your order #{ref} of {drug} has shipped",
    "Finally lasting all night... my wife noticed the difference after 2 weeks of {drug}",
    "WARNING: stop overpaying for {drug} at your local pharmacy",
    "Is generic {drug} as good as the brand? Ask our licensed pharmacist",
    "{drugdot}.{dose}mg.x{nn}.Pills.BEST.PRICE-{grp}",
    "Men's health sale: {drug} + {drug2} combo pack -{pct}%",
    "FDA approved? No. Effective? YES. {drug} {dose}mg",
    "Canadian pharmacy - {drug}, {drug2}, Propecia - {pct}% off today",
    "Dear customer, your {drug} trial pack is waiting - pay only shipping",
    "{drug} 100 pills {amt} reply STOP to opt out",
    "Hard as steel in 15 minutes - the natural alternative to {drug}",
    "Bigger, longer, harder - results guaranteed or your money back",
    "Your doctor won't tell you this about {drug}",
], stems=["rxmeds", "pharm4u", "bluepill", "medsdirect", "menshealth-rx", "canadarx", "pillbox", "erx"],
   prefer=["spaced", "leet", "homoglyph"],
   drug=["Viagra", "Cialis", "Levitra", "sildenafil", "tadalafil", "Kamagra", "generic Viagra", "Cialis Soft Tabs",
         "Vardenafil", "Super P-Force"],
   drug2=["Cialis", "Levitra", "Priligy", "Kamagra Oral Jelly", "Viagra Professional"],
   drugdot=["Viagra", "Cialis", "Sildenafil.Citrate", "Tadalafil", "Kamagra"],
   dose=["20", "50", "100", "5", "10", "200"], price=["0.89", "0.99", "1.25", "0.45", "0.69"])

J("pharma_weightloss", 12, 0.65, [
    "Lose {n2} lbs in {n2} days without diet or exercise - {prod}",
    "Doctors stunned: this kitchen trick melts belly fat overnight",
    "{prod} - Shark Tank's biggest deal ever? Official site {dom}",
    "Buy {prod} without prescription - overnight delivery",
    "Compounded semaglutide {amt}/month, no doctor visit, ships today",
    "I dropped {n2} kilos before my wedding with {prod} (real story)",
    "{proddot}.Official.Store.{year}.Discount.Code.{code}",
    "Why are celebrities secretly using {prod}?",
    "LAST CHANCE: free bottle of {prod} - just pay S&H",
    "Tired of yo-yo dieting? Ask me how I lost {n2} pounds",
    "Ozempic alternative that drug companies don't want you to know about",
    "{prod} review {year} - scam or legit? (spoiler: it works)",
    "Mounjaro pens in stock - no Rx - UK delivery {wa}",
], stems=["slimfast", "ketoburn", "fatmelt", "leanbelly", "glp1", "slimshop"],
   prod=["Keto Burn", "Slim Fit Gummies", "semaglutide", "Ozempic", "Garcinia Cambogia", "Forskolin Max",
         "Phentermine", "Wegovy pens", "ACV Keto Gummies", "LeanBelly 3X", "tirzepatide", "Puravive"],
   proddot=["Keto.Burn", "Slim.Fit.Gummies", "ACV.Keto", "LeanBelly.3X", "Puravive"])

J("pharma_no_rx", 11, 0.75, [
    "Buy {drug} online without prescription - overnight FedEx",
    "{drug} {dose}mg for sale - stealth shipping - {wa}",
    "Legit vendor: {drug}, {drug2}, {drug3} - escrow accepted",
    "Need {drug} fast? DM {tg} - same day delivery {city}",
    "No Rx {drug} - pay with bitcoin - {dom}",
    "Where can I get {drug} without seeing a doctor? (answered)",
    "Pain relief pharmacy: {drug} {dose}mg x {nn}0 tablets",
    "{drug}.No.Prescription.Needed.{res}",
    "Research chemicals and pressed bars - wholesale prices - {tg}",
    "Study aid for finals: {drug} {dose}mg, discreet packaging",
    "Reship from India: {drug}, {drug2} - tracking provided",
], stems=["norxpharm", "meds4all", "painclinic", "pharmaplug", "rxnow"], prefer=["contact", "spaced"],
   drug=["Xanax", "Tramadol", "Oxycodone", "Adderall", "Valium", "Ambien", "Percocet", "Modafinil",
         "Hydrocodone", "Klonopin", "Ritalin", "Codeine"],
   drug2=["Xanax", "Tramadol", "Valium", "Soma", "Ativan"], drug3=["Oxy", "Norco", "Lyrica", "Zopiclone"],
   dose=["2", "10", "30", "50", "100", "200", "40"])

J("miracle_cure", 12, 0.5, [
    "Reverse {cond} in {n2} days with this ancient remedy",
    "{condup} CURED - the 3-ingredient recipe Big Pharma buried",
    "Nobel doctor reveals: eat this one fruit to end {cond}",
    "My grandmother beat {cond} with this herbal tea - watch before it's deleted",
    "Stop {cond} naturally - 97% success rate - order today",
    "Video: Harvard researcher exposes the real cause of {cond}",
    "Quantum healing pendant - restores cells, cures {cond}, blocks 5G",
    "Is your {cond} medication slowly killing you? Read this",
    "Natural.{conddot}.Cure.Revealed.{year}.PDF.Guide",
    "Testimonial: no more {cond} after 21 days of drops under the tongue",
    "Urgent health alert for anyone over 50 with {cond}",
    "Colloidal silver + MMS protocol - the cure they banned",
    "Hospitals HATE this: {cond} gone with a $3 spice",
], stems=["naturalcure", "healthtruth", "remedyvault", "cureinsider"],
   cond=["type 2 diabetes", "tinnitus", "neuropathy", "arthritis", "cancer", "high blood pressure",
         "toenail fungus", "dementia", "an enlarged prostate", "macular degeneration", "sciatica", "gout"],
   condup=["DIABETES", "TINNITUS", "ARTHRITIS", "NEUROPATHY", "GOUT", "HIGH BLOOD PRESSURE"],
   conddot=["Diabetes", "Tinnitus", "Neuropathy", "Arthritis", "Prostate", "Gout"])

J("cosmetic_youth_hair", 10, 0.55, [
    "Hollywood's secret anti-wrinkle serum - {pct}% off today only",
    "Dermatologists hate this $5 trick for crow's feet",
    "Regrow your hair in {n2} weeks - clinically proven formula",
    "Look 20 years younger without Botox or surgery",
    "Free trial: Collagen Elixir - you only pay shipping",
    "Balding? This follicle hack just went viral",
    "Before/after: 63 year old mom looks 35 with this cream",
    "Stem cell face cream - dermatologist approved - {dom}",
    "Re: Your hair transplant quote Istanbul - all inclusive {amt}",
    "Turkey teeth: full smile makeover {amt} incl. hotel and transfer",
    "Skin whitening injections - glutathione - home service {wa}",
], stems=["youthserum", "hairregrow", "ageless", "dentaltour"])

J("cannabis_psychedelics", 9, 0.7, [
    "Premium CBD gummies - calm, sleep, zero THC - {pct}% off",
    "Delta-8 carts ship to all 50 states - {dom}",
    "Buy weed online - UK next day delivery - {tg}",
    "Magic mushroom microdose capsules - discreet shipping",
    "THC vape pens wholesale - {wa}",
    "CBD oil cures anxiety? 10,000 customers can't be wrong",
    "420 sale: {nn} strains, top shelf, stealth pack",
    "Psilocybin chocolate bars in stock - order via {tg}",
    "Kratom capsules - best price - free shipping over {amt}",
    "DMT vape carts and LSD tabs - trusted plug since {year}",
], stems=["greenleaf", "420shop", "shroomery-store", "cbdwell", "budsplug"], prefer=["emoji", "contact"])

J("crypto_investment", 14, 0.75, [
    "Turn {amt} into {amt2} in 48 hours - guaranteed crypto returns",
    "I made ${nn},000 last month trading {coin} with this bot",
    "Send 0.1 {coin} receive 0.2 back - official {celeb} giveaway",
    "Elon Musk's new AI trading platform - register free today",
    "{coin} to $1M? Join our VIP pump group - {tg}",
    "Passive income: stake {coin} at {pct}% APY, daily payouts",
    "Hi, are you still interested in investing in {coin}? My uncle's mining pool doubles deposits",
    "Quantum AI trading bot review - {pct}% win rate",
    "Last call: presale of {token} ends tonight - 100x potential",
    "Crypto.Millionaire.Secrets.{year}.1080p.WEB-DL.Visit.{dom}",
    "Earn {amt} per day from home with {coin} arbitrage",
    "My mentor Mrs. {name} helped me earn {amt} weekly in crypto, contact her",
    "NEW: Bitcoin ETF insider signals - free for the first 100 members",
    "Your {coin} wallet has unclaimed earnings of {amt} - withdraw now",
    "Immediate Edge / Bitcoin Era - official registration {dom}",
], stems=["cryptoprofit", "btcdouble", "aitrader", "coinyield", "quantumtrade", "defimax"],
   prefer=["emoji", "contact", "homoglyph"],
   coin=["Bitcoin", "BTC", "ETH", "USDT", "Solana", "XRP", "BNB", "Dogecoin", "TON"],
   celeb=["Elon Musk", "Michael Saylor", "Vitalik", "Tesla", "Binance", "Cathie Wood"],
   token=["$MOONCAT", "$SHIBAI", "$PEPEX", "$GROKX", "$TRUMPAI", "$BONKZ"])

J("crypto_airdrop_drainer", 11, 0.7, [
    "Claim your {tok} airdrop now - connect wallet at {dom}",
    "You are eligible for 2,500 {tok} tokens - claim before {date}",
    "MetaMask: wallet verification required - enter your seed phrase to avoid suspension",
    "Free NFT mint live - only the first 5,000 wallets",
    "Ledger security incident: sync your recovery phrase at {ddom}",
    "URGENT: Your Trust Wallet will be deactivated - validate now",
    "{tok} airdrop season 2 - check eligibility {url}",
    "Exclusive whitelist spot for you - mint for 0 ETH, gas only",
    "Congrats! Your wallet won 3 ETH in the Uniswap anniversary draw",
    "Revoke.Approvals.Tool.v2.Claim.Bonus.{dom}",
    "Validate your wallet to receive USDT reward from Binance",
    "Phantom: unusual activity detected, re-import your 12 words",
], stems=["claim-airdrop", "walletsync", "dapp-connect", "mint-free", "rewards-defi", "metamask-verify"],
   tok=["ZK", "STRK", "$PEPE2", "$WIF", "JUP", "BLAST", "LAYER", "EIGEN", "$ARB"])

J("fund_recovery", 10, 0.55, [
    "Lost money to a crypto scam? We recover {pct}% of funds - {email}",
    "Certified blockchain forensic experts - get your Bitcoin back",
    "Thanks to {hacker} I recovered my stolen {amt} - contact on {tg}",
    "Victims of binary options fraud: compensation program now open",
    "Hire a hacker to recover scammed funds - no upfront fee*",
    "Re: recovery of your lost assets - case #{ref}",
    "Government-backed refund for scam victims - file your claim",
    "How I got back {amt} from a fake trading site (testimonial)",
    "Scam victim? Don't lose hope. {hacker} works 24/7",
    "Chargeback specialists - forex, crypto, romance scam losses",
], stems=["fundsback", "recoverbtc", "chargebackpro", "scamrefund"],
   hacker=["Wizard Jerry Hacks", "Cyber Genie Recovery", "CoinRescue Pro", "Hackerspytech", "Spectre Recovery Team",
           "Marie Cyber Assets", "Ghost Recovery Expert"])

J("forex_signals", 10, 0.65, [
    "Free forex signals - {pct}% accuracy - join {tg}",
    "Gold XAUUSD signals, 500+ pips weekly",
    "Copy my trades: +{pct}% this month, proof inside",
    "Forex robot EA never loses - MT4/MT5 - lifetime license {amt}",
    "Funded trader accounts - pass the challenge guaranteed",
    "Learn the ICT secret strategy banks use - {amt} course free today",
    "Binary options: earn {amt} in 60 seconds",
    "Prop firm challenge passing service - any firm, any size",
    "Forex.Master.Pro.EA.v{ver}.MT4.UNLOCKED.NO.LOSS",
    "Account manager needed? I trade for you, 50/50 profit split - {wa}",
    "Scalping bot turned $500 into $41k (verified myfxbook)",
], stems=["fxsignals", "pipking", "goldscalper", "fxrobot", "propfirmpass"])

J("stock_pump", 9, 0.6, [
    "URGENT ALERT: ${tick} set to explode {n}00% this week",
    "This tiny {sector} stock could be the next Nvidia",
    "Hot pick: {tick} - insiders buying, news pending",
    "Trade alert - {tick} target $4.50 (currently $0.38)",
    "Stock newsletter: the one {sector} stock to own in {year}",
    "Don't miss the boat! {tick} announcing merger Monday",
    "OTC breakout - {tick} volume spike - get in before the herd",
    "Re: Your free stock pick for {date}",
    "Billionaire quietly loading up on this $2 stock",
    "Penny stock millionaire reveals next 10-bagger",
], stems=["stockalert", "otcpicks", "pennyrocket", "tradertips"],
   sector=["AI", "lithium", "uranium", "biotech", "cannabis", "EV", "quantum computing", "graphene"])

J("advance_fee", 15, 0.45, [
    "URGENT BUSINESS PROPOSAL - STRICTLY CONFIDENTIAL",
    "From the desk of Barrister {name}, Esq. - inheritance of {big}",
    "Dear Friend, I am Mrs. {name}, a widow dying of cancer and I wish to donate {big} to charity through you",
    "Re: Unclaimed consignment box at {city} airport - diplomat awaiting your details",
    "Assistance needed to transfer {big} from a dormant account",
    "I am Prince {pname} of {country} and I require a trustworthy foreign partner",
    "Compensation fund approved: {big} for scam victims (UN/IMF)",
    "Your ATM card worth {big} has been dispatched via DHL",
    "Hello dear, please reply urgently regarding your late relative's estate",
    "Partnership offer from a military officer in {country}",
    "Greetings in the name of God, I have a proposal that will benefit us both",
    "Confidential: crude oil allocation - {nn}% commission for facilitator",
    "ATTN: Beneficiary - payment release order ref {ref}",
    "Good day. I got your contact through the chamber of commerce directory",
    "Next of kin required for deceased client's account {big}",
    "YOUR FUND IS READY FOR RELEASE - CONTACT THE CENTRAL BANK GOVERNOR",
], prefer=["reply", "case"],
   pname=["Abubakar", "Joseph Eze", "Mamadou", "Kofi", "Ibrahim", "Salif"],
   country=["Nigeria", "Burkina Faso", "Syria", "Ivory Coast", "Benin", "Libya", "Afghanistan", "Yemen", "Togo"])

J("lottery_prize", 11, 0.6, [
    "CONGRATULATIONS! Your email won {big} in the {lotto}",
    "Winning notification - ticket no. {ref} - claim within 7 days",
    "You have been selected as the winner of a brand new {prize}",
    "Final notice: your prize of {amt} is still unclaimed",
    "Dear winner, contact our claims agent {name} on {email}",
    "Spin the wheel - you are today's lucky visitor #{nn}0000",
    "Your number was drawn in the {lotto} - small processing fee required",
    "You won {amt}! Claim at {short}",
    "Powerball winner shares {big} with random strangers - are you next?",
    "{lotto} - 2nd category prize notification - batch {ref}",
    "OFFICIAL: your phone number won {big} in our mobile promo",
], lotto=["UK National Lottery", "Euro Millions International", "Google Anniversary Draw",
          "Mega Millions Online Promo", "Coca-Cola Int'l Promotion", "WhatsApp Annual Award",
          "Microsoft Lotto Online", "FIFA World Cup Promo Lottery"],
   prize=["Tesla Model 3", "iPhone 16 Pro", "Samsung Galaxy S24", "Rolex Submariner", "$1000 Walmart card",
          "PlayStation 5 Pro", "MacBook Air"])

J("phishing_bank", 13, 0.6, [
    "Your {bank} account has been suspended - verify your identity",
    "Security alert: unusual sign-in attempt on your {bank} online banking",
    "{bank}: a payment of {amt} is pending your approval. If this wasn't you call {phone}",
    "Action required: update your card details to avoid account closure",
    "We detected suspicious activity. Log in at {ddom} to restore access",
    "[{bank}] New payee added to your account - was this you?",
    "Your debit card has been temporarily locked ref#{ref}",
    "Important: confirm your account information within 24 hours",
    "{bank}: Your OTP is {otp}. Do not share. If you didn't request it, visit {short}",
    "Notice of account limitation - {bank} customer service",
    "Re: Failed direct debit - update billing {url}",
    "{bank} Secure Message: 1 unread document regarding your account",
    "Your online banking access expires today - re-activate now",
], stems=["secure-banking", "verify-account", "online-login", "auth-check", "client-portal"],
   prefer=["homoglyph", "domain", "reply"],
   bank=["Chase", "Wells Fargo", "Bank of America", "HSBC", "Barclays", "Lloyds", "NatWest", "Santander",
         "ING", "Commonwealth Bank", "Sparkasse", "Deutsche Bank", "BNP Paribas", "RBC", "Citi", "Halifax",
         "Monzo", "Revolut", "Capital One", "TD Bank"],
   otp=["4821", "739102", "508317", "2290", "661044"])

J("phishing_account", 13, 0.6, [
    "{svc}: your subscription payment failed - update payment method",
    "Your {svc} password expires today - keep current password",
    "{svc} Support: your account will be permanently deleted",
    "You have (3) undelivered messages on {mailsvc} - release now",
    "{name} shared a document with you via {svc2}: Q3_Invoice.pdf",
    "Mailbox storage full - click to upgrade quota {url}",
    "Copyright infringement notice - your page will be disabled in 48h (Meta Support)",
    "Steam Guard: a friend accidentally reported you - please verify",
    "Your Apple ID was used to sign in to iCloud on a new iPhone",
    "Amazon order #{order} cancelled - refund pending confirmation",
    "Docusign: Please review and sign: Salary_Adjustment_{year}.pdf",
    "Verify your {svc} account to avoid suspension - {ddom}",
    "We couldn't process your {svc} membership - 1 step to keep watching",
    "Your Instagram account is eligible for the blue badge - apply here",
], stems=["account-verify", "id-secure", "support-center", "login-help", "docs-share"],
   prefer=["homoglyph", "domain"],
   svc=["Netflix", "PayPal", "Apple ID", "Microsoft 365", "Amazon", "Facebook", "Instagram", "Steam",
        "Outlook", "Dropbox", "Coinbase", "eBay", "Disney+", "Spotify", "LinkedIn"],
   svc2=["SharePoint", "OneDrive", "Google Drive", "Dropbox", "WeTransfer", "Adobe Sign"],
   mailsvc=["Outlook Web", "Webmail", "Roundcube", "Office 365", "cPanel mail"],
   order=["112-4829301-5539201", "114-0072818-4419933", "407-2210945-6620187"])

J("parcel_smishing", 11, 0.55, [
    "USPS: Your package is on hold due to incomplete address. Update: {short}",
    "Royal Mail: A £1.99 shipping fee is required to deliver your parcel",
    "DHL Express - customs duty payment pending for shipment {trk}",
    "Your FedEx package could not be delivered - schedule redelivery",
    "Evri: we missed you today. Rebook at {ddom}",
    "Parcel {trk} held at sorting center - pay {amt} release fee",
    "Your order is waiting: confirm delivery preference within 12 hours",
    "Track your shipment {trk} - delivery attempt failed",
    "Customs clearance notice for international parcel - action needed",
    "Amazon Logistics: package returned to sender, claim {url}",
    "UPS: duties and taxes owed on your package {trk}",
    "Canada Post: your parcel cannot be delivered, pay $2.99 redelivery",
], stems=["redelivery", "parcel-track", "usps-hold", "dhl-customs", "evri-rebook", "post-service"],
   prefer=["domain", "reply"])

J("gov_tax_toll", 11, 0.55, [
    "IRS: You are eligible for a tax refund of {amt} - submit form",
    "HMRC: You have a pending tax rebate of £{nn}4.80",
    "Stimulus check status: your payment is ready - verify your SSN",
    "Final notice from the Internal Revenue Service: lawsuit filed against you",
    "Your toll account has an unpaid balance of $6.99 - pay now to avoid fines",
    "DVLA: your vehicle tax payment failed - update details",
    "Social Security Administration: your SSN has been suspended",
    "Penalty notice: unpaid parking fine {ref} - pay online",
    "Government energy rebate {amt} - apply before {date}",
    "CRA: an Interac e-Transfer refund has been sent to you",
    "E-ZPass: final reminder for unpaid tolls, late fee applies tomorrow",
    "myGov: update your details to keep receiving payments",
], stems=["tax-refund", "gov-rebate", "toll-pay", "ssa-verify", "ezpass-pay", "hmrc-claim"],
   prefer=["domain", "homoglyph"])

J("fake_codec_player", 14, 0.55, [
    "{movie} ({year}) - to play this file download the codec at {dom}",
    '{part} - "{moviedot}.{year}.{res}.mkv" - requires WinAVI HD Codec v3',
    "Cannot play? Install XviD-Plus Player first (included)",
    "{moviedot}.{year}.{res}.BluRay.x264 - CODEC REQUIRED (see readme.txt)",
    "Video won't play? Get the free HD Media Player here",
    "IMPORTANT: This release uses a special DRM codec - download from {ddom}",
    "{show} S{ss}E{ee} {res} -- play with UniversalPlayer only",
    "Media Player DRM update required to watch {movie}",
    "{moviedot}.{year}.{res}.WEB-DL.wmv (license acquisition required)",
    "readme: you need codec DivX Pro Unlocked to view, download link inside",
    "Please update your Flash Player to watch {movie} in HD",
    "New video format HDX4 - download the viewer before opening",
    "{movie} {year} full movie .wmv - click Get License when prompted",
    "{showdot}.S{ss}E{ee}.{res}.HDTV.x264 [needs K-Lite Mega Codec {ver}, link in nfo]",
    "Audio out of sync? Install our free codec pack {dom}",
], stems=["hdcodecpack", "playerupdate", "mediaplayer-hd", "fullcodec", "videocodec-free", "drmlicense"],
   prefer=["shell"])

J("password_bait", 14, 0.55, [
    "{moviedot}.{year}.{res}.BluRay.x264-{grp} [password at {dom}]",
    "{movie} ({year}) {res} - rar password in comment / visit our site",
    "Password for archive: get it free at {ddom} (complete 1 short survey)",
    "{showdot}.S{ss}E{ee}.{res}.WEB.h264 - PASSWORD PROTECTED - pass at {dom}/pass",
    '"{moviedot}.{year}.{res}.part1.rar" pw in nfo -> {url}',
    "Full season of {show} - unlock code via SMS",
    "{gamedot}-{grp} (PW: www.{dom})",
    "Get the password: text UNLOCK to {short}",
    "Archive is encrypted - buy key {amt} (instant delivery)",
    "{movie} {year} [rar pass inside password.txt.url]",
    "Pass for {movie} HD - complete an offer to reveal",
    "{moviedot}.{year}.{res}.x265 - passworded, serious members only, PM for pass",
    "{moviedot}.{year}.{res}.WEBRip.x264 - pass = {dom}",
    "Unrar pass: see {short} (free registration)",
    "{showdot}.S{ss}.COMPLETE.{res} [PW protected - unlock at {ddom}]",
], stems=["getpass", "unlock-files", "rarpass", "passwordhub", "freepass"], prefer=["shell", "domain"])

J("fake_release_site", 13, 0.55, [
    "{movie} {year} full HD - watch and download at {dom}",
    "All new releases in 1080p daily - no ads, no limits - {dom}",
    "Watch {movie} ({year}) online free streaming - 123movies alternative",
    "{movie} {year} leaked early - download before DMCA takedown {url}",
    "[{dom}] {moviedot}.{year}.{res}.HDRip",
    "New site! Every movie and show in 4K - register free today",
    "{show} Season {n} all episodes free download link",
    "Full movie: {movie} ({year}) - link in first reply",
    "Better than RARBG - {dom} - millions of torrents",
    "{movie} {year} Full Movie Online Free HD 720p - mirror 1 mirror 2 mirror 3",
    "Fresh warez, 0day, movies, mp3 - private FTP access {amt}/month",
    "www.{dom} - {moviedot}.{year}.{res}.mkv",
    "{moviedot}.{year}.{res}.WEB-DL.x264.AAC-[ {dom} ]",
    "Download {movie} ({year}) Hindi Dubbed Dual Audio 480p 720p 1080p - {dom}",
], stems=["moviesflix", "hdhub", "filmyzilla", "123movieshd", "releasebb", "warezdaily", "4kstream",
          "vegamovie", "moviez-free"], prefer=["domain", "deco"])

J("crack_keygen_sales", 13, 0.55, [
    "{app} crack + keygen free download (100% working {year})",
    "{app} activation key generator - all versions",
    "Download {app} full cracked - no virus - {dom}",
    "{app} license key {year} lifetime - instant email delivery {amt}",
    "Windows and Office activator - KMS - one click",
    "{app} Crack Latest Version Full Download [Updated]",
    "How to get {app} for free (tutorial + crack link)",
    "{appdot}.Keygen.Patch.Serial.{year}.exe",
    "Genuine {app} product key only {amt} - cheapest on the web",
    "Serial numbers for 10,000+ programs - searchable database",
    "{app} pre-activated portable - mega link",
    "Crack for {app} - tested on Win 10/11 - disable antivirus before running",
    "Windows 11 Pro key {amt} - retail - lifetime activation",
    "{app} {year} Free Download Full Version With Crack [Google Drive]",
], stems=["crackzsoft", "getintopc", "keygenworld", "serialbox", "softwarekeys", "fullcrack"],
   prefer=["domain", "deco"],
   app=["Adobe Photoshop 2025", "Microsoft Office 2024", "Windows 11 Pro", "AutoCAD 2025", "FL Studio 21",
        "Sony Vegas Pro 21", "Ableton Live 12", "Wondershare Filmora", "CorelDRAW 2024", "Revit", "3ds Max",
        "Camtasia", "IDM", "Avast Premium", "Adobe Premiere Pro", "SolidWorks", "Lightroom Classic",
        "DaVinci Resolve Studio"],
   appdot=["Adobe.Photoshop", "Office.2024", "AutoCAD.2025", "FL.Studio.21", "Camtasia", "IDM", "Filmora"])

J("generator_freebies", 13, 0.6, [
    "Free {cur} generator {year} - no human verification",
    "{game2} hack unlimited {cur} - working {month}",
    "How to get free {cur} (100% legit, not clickbait)",
    "{cur} Generator Online - enter username - {dom}",
    "Free {gift} gift card codes - unused - generated daily",
    "{game2} mod apk unlimited money and gems download",
    "Get 10,000 {cur} FREE in only 3 steps",
    "{gamedot2}.{curdot}.Generator.v{ver}.exe",
    "Free Netflix account generator - working {year}",
    "{gift} code generator online - instant",
    "Steam wallet codes free - only 500 left today",
    "Unlimited {cur} glitch (patched? NO, still works)",
    "Free Discord Nitro - claim your gift link {short}",
], stems=["freegen", "robuxfree", "vbucksgen", "giftcodes", "freecodes", "hackapk"], prefer=["emoji", "case"],
   cur=["Robux", "V-Bucks", "UC", "diamonds", "gems", "Minecoins", "Shark Cards", "Primogems", "COD Points",
        "coins", "Apex Coins"],
   curdot=["Robux", "VBucks", "UC", "Diamonds", "Gems", "Coins"],
   game2=["Roblox", "Fortnite", "PUBG Mobile", "Free Fire", "Clash of Clans", "Minecraft", "Pokemon GO",
          "GTA Online", "Brawl Stars", "Call of Duty Mobile", "Genshin Impact", "Monopoly GO"],
   gamedot2=["Roblox", "Fortnite", "PUBG.Mobile", "Free.Fire", "Clash.of.Clans", "Brawl.Stars"],
   gift=["Amazon", "Google Play", "iTunes", "Steam", "PlayStation Store", "Xbox", "Roblox", "Walmart"])

J("game_cheats_boosting", 10, 0.6, [
    "Undetected aimbot + ESP for {shooter} - {amt}/week",
    "{shooter} wallhack private build - HWID spoofer included",
    "Buy {shooter} rank boost - Diamond to Masters in 3 days",
    "Private cheat, 0 bans since {year} - discord.gg/{ref}",
    "{shooterdot}.Private.Cheat.Loader.v{ver}-UNDETECTED",
    "Triggerbot, radar, skin changer - lifetime {amt}",
    "Valorant unban service and spoofer",
    "Selling {game} accounts - rare skins - cheap",
    "Gold farming and power leveling for all MMOs - {dom}",
    "No-recoil macro - undetected on FACEIT",
    "Raid carries, mythic+ keys, any boss - pilot or selfplay",
], stems=["cheatstore", "aimhub", "undetected", "boostking", "elo-boost"],
   shooterdot=["CS2", "Valorant", "Apex.Legends", "Warzone", "Rust", "Tarkov"])

J("exe_disguised_media", 15, 0.25, [
    "{moviedot}.{year}.{res}.WEB-DL.x264-{grp}.mkv.exe",
    '"{moviedot}.{year}.{res}.BluRay.mp4.exe" yEnc (1/1)',
    "{movie} ({year}) [{res}] DVDRip.avi.scr",
    "{showdot}.S{ss}E{ee}.{res}.HDTV.x264.mkv                                   .exe",
    "{moviedot}.{year}.{res}.mp4.lnk",
    "{movie} {year} HD Full Movie Setup.exe",
    "{moviedot}.{year}.2160p.HDR.mkv.com",
    "{showdot}.S{ss}E{ee}.1080p.WEB.h264-{grp}.zip (contains player.exe)",
    "{moviedot}.{year}.{res}-{grp}.wmv.exe",
    "{artist} - {album} [320kbps].zip.exe",
    "{moviedot}.{year}.{res}.x264 [mp4.pif]",
    "{moviedot}_{year}_{res}_Bluray.iso.exe",
    "{movie} ({year}) 1080p.m2ts.bat",
    "{moviedot}.{year}.{res}.WEB-DL\u202emkv.exe",
    '{part} - "{showdot}.S{ss}E{ee}.{res}.WEB.h264.exe" yEnc (1/{nn})',
    "{moviedot}.{year}.{res}.BluRay.x264.mkv.vbs",
    "{showdot}.S{ss}E{ee}.720p.HDTV.x264-{grp}.msi",
], artist=["Taylor Swift", "Drake", "Beyonce", "The Weeknd", "Bad Bunny", "Kendrick Lamar"],
   album=["Greatest Hits", "New Album 2024", "Full Album Leak", "Deluxe Edition"])

J("adult_cam", 11, 0.7, [
    "Live cam girls online now - free chat, no signup",
    "{ffname}, 23, is live right now - watch her show",
    "Bored tonight? {nn} hot webcam models near {city}",
    "Private show for 0 tokens today only - {dom}",
    "Free tokens: 200 on signup at {dom}",
    "She's live 🔴 click to join before the room fills",
    "Hot.Cam.Girls.Live.Free.{res}.{dom}",
    "Webcam shows - 18+ - HD - no credit card needed",
    "My OnlyFans is free this week 💋 link in bio {handle}",
    "Uncensored live streams - couples, solo, groups - join now",
    "XXX LIVE CAM - {ffname}_{nn} online",
    "Watch me on cam tonight? 😘 {short}",
], stems=["livecams", "camgirlz", "hotcams", "freechat18", "camshow"], prefer=["emoji", "spaced"])

J("dating_hookup", 12, 0.65, [
    "Hot singles in {city} want to meet you tonight",
    "Hey, I saw your profile... message me back? {ffname}",
    "{nn} women within 5 miles are waiting for your reply",
    "Lonely housewives looking for discreet fun - {dom}",
    "Hi dear, I am {ffname}, 27, from Kyiv. Can we be friends?",
    "Sugar daddies wanted, sugar babies available - no strings attached",
    "Casual encounters near you - 100% free to join",
    "Your match {ffname} sent you a wink ;)",
    "Tired of swiping? Meet real local girls tonight",
    "I'm new in town and looking for a man to show me around",
    "Adult friend finder - verified profiles in {city}",
    "Married but looking? Discreet affairs site - {dom}",
    "{ffname} (24) wants to chat with you - view private photos",
], stems=["localsingles", "meetnow", "hookupzone", "datehot", "affairclub"], prefer=["emoji", "homoglyph"])

J("bride_agency", 8, 0.5, [
    "Beautiful Ukrainian women seeking a serious relationship",
    "Meet Asian brides - marriage agency since 1998",
    "Latin ladies tour to Medellin - {nn} single women per man",
    "Russian bride {ffname}, 29, wants a family with a foreign man",
    "Find your Filipina wife - international introductions",
    "Thai lady looking for an honest gentleman - letters translated",
    "Romance tour to Kharkiv - book now, limited seats",
    "International marriage agency - verified profiles, video calls",
    "Slavic beauties catalog {year} - free to browse",
], stems=["slavicbrides", "asianladies", "latinromance", "marryabroad"])

J("escort_massage", 8, 0.7, [
    "VIP escort service {city} - 24/7 - {phone}",
    "Body-to-body massage, Asian girls, incall/outcall - {wa}",
    "New girls this week at {spa} - open late",
    "Independent companion available, {city} hotels only",
    "Call girls {city} - cash on delivery - real photos",
    "High class escorts in {city} - discretion guaranteed",
    "Happy ending spa - first visit 20% off",
    "Sensual massage parlour {city} - walk-ins welcome",
    "Outcall to your hotel in 30 minutes - {phone}",
], stems=["vipescorts", "citygirls", "relaxspa", "massage4u"], prefer=["contact", "emoji"],
   spa=["Lotus Spa", "Golden Touch", "Orchid Massage", "Jade Garden Spa", "Silk Road Wellness"])

J("sextortion", 9, 0.35, [
    "I know your password: {pw}. I recorded you.",
    "Your device has been hacked. Pay {amt} in Bitcoin within 48 hours",
    "I have a video of you. Last warning.",
    "Your webcam was compromised while you visited adult sites",
    "Re: {email} - payment required to delete the recording",
    "Pegasus spyware has been installed on your phone - read carefully",
    "I will send the video to all your contacts unless you pay",
    "Do not ignore this message - BTC address inside",
    "Hello pervert, I've been watching you for a few months now",
    "Final notice: {amt} or your secret goes public",
], prefer=["reply"], pw=["hunter2", "summer2019", "qwerty123", "Password1!", "ilovemydog", "letmein88", "dragon77"])

J("casino", 13, 0.65, [
    "{pct}% welcome bonus + {nn}0 free spins - no deposit needed",
    "New online casino {year} - instant withdrawals, no KYC",
    "Play slots for real money - win up to {big}",
    "Crypto casino: deposit {coin}, get a 300% bonus",
    "I won {amt} on Gates of Olympus last night - here's the site",
    "{casino} promo code {code} - {n}00 free spins",
    "Best non-GamStop casinos UK - full list",
    "Online roulette system that beats the house - 100% legit",
    "Free chips for Huuuge Casino - daily links",
    "Live baccarat, blackjack and sic bo - VIP rebates up to 1.5%",
    "Aviator game hack - predictor bot - {tg}",
    "Casino.Bonus.Codes.{year}.No.Deposit.{dom}",
    "Sweepstakes casino - play free, win real cash prizes",
    "Plinko pays! Withdraw in 5 minutes - {short}",
], stems=["luckyspin", "royalvegas88", "bitstarz", "spinpalace", "goldencrown", "vegashero", "slotoro",
          "jackpotcity"], prefer=["emoji", "deco", "contact"],
   coin=["BTC", "ETH", "USDT", "LTC", "TRX"],
   casino=["LuckySpin", "Royal Vegas88", "BitStarz", "SpinPalace", "GoldenCrown", "VegasHero", "Slotoro"])

J("betting_fixed_tips", 11, 0.7, [
    "Fixed matches 100% sure - {tg}",
    "Sure odds 2/1 today - pay after win",
    "Football predictions: {nn} wins in a row - VIP tips",
    "Inside info on tonight's match - half time/full time fixed",
    "Betting.Tips.Weekend.{nn}.{n}.100pct.Sure",
    "Free bet {amt} - sign-up bonus - {bookie}",
    "Correct score fixed - odds 50+ - serious buyers only",
    "My accumulator strategy made {amt} in one month",
    "Horse racing syndicate - 90% strike rate - join today",
    "Esports betting tips CS2 / Dota - insider info",
    "Matched betting: risk-free {amt}/month from bookie offers",
    "HT/FT 2/1 single ticket - {wa}",
], stems=["fixedmatch", "suretips", "bettingpro", "oddsking"], prefer=["contact", "case"],
   bookie=["BetKing", "1xBet", "Stake", "Bet365", "Betway", "22Bet"])

J("payday_loans", 10, 0.6, [
    "Need cash fast? Get up to {amt} today - bad credit OK",
    "Approved! Your loan of {amt} is ready - confirm now",
    "Payday loans online - no credit check - instant decision",
    "Emergency loan in 10 minutes - {phone}",
    "Guaranteed loan approval even with CCJs",
    "Borrow {amt} until payday - funds in your account today",
    "Loan offer at 2% interest from a private lender - {email}",
    "Are you in need of a loan? We offer loans to individuals and companies at 3% rate",
    "Title loans - keep driving your car",
    "You pre-qualified for a personal loan - reply YES",
    "Instant.Loan.Approval.{year}.No.Credit.Check.{dom}",
    "Cash advance up to $500, no interest, no credit check",
], stems=["quickcash", "loannow", "paydayfast", "instantloan", "cashadvance"], prefer=["contact", "reply"])

J("debt_credit_repair", 10, 0.5, [
    "Erase your credit card debt legally - new government program",
    "Boost your credit score by {nn} points in 30 days",
    "Student loan forgiveness deadline - act now",
    "Credit repair: remove late payments, collections, bankruptcies",
    "Stop harassing debt collectors - call {phone}",
    "Tradelines for sale - AU accounts - {amt}",
    "Consolidate all your debts into one low payment",
    "CPN numbers - brand new credit file in 7 days",
    "IVA: write off up to 80% of your debts",
    "You have been approved for debt relief program #{ref}",
    "Re: final demand - settle your debt for {pct}% less",
], stems=["debtfree", "creditfix", "scoreboost", "reliefnow"])

J("job_task_scam", 14, 0.55, [
    "Earn {amt} daily by liking YouTube videos - part-time job",
    "Hi, I'm {ffname} from {agency} recruitment. Are you interested in a remote job?",
    "Work from home: {amt}/day rating products on Amazon",
    "Online job, 30 minutes a day, commission paid daily - {wa}",
    "Hiring: data entry clerk - no experience - weekly pay {amt}",
    "Mystery shopper needed in {city} - keep what you buy",
    "Part-time optimization tasks - complete 40 orders, earn commission",
    "Google is hiring home workers - {amt} per hour",
    "Your resume was shortlisted - please add me on Telegram {handle}",
    "Get paid to review hotels on TripAdvisor",
    "Simple typing job from your mobile - earn {amt} weekly",
    "Remote position - package reshipping coordinator - start immediately",
    "Be your own boss - earn {amt}/month with just your phone",
    "Job offer: personal assistant, flexible hours, {amt}/week",
    "Hello! We saw your CV on Indeed. Salary 300-800 per day, would you like to know more?",
], stems=["remotejobs", "taskearn", "homeworker", "easyjob", "hirenow"], prefer=["contact", "emoji"],
   agency=["Adecco", "Randstad", "Hays", "Indeed", "LinkedIn Talent", "Robert Half", "ManpowerGroup"])

J("money_mule", 8, 0.45, [
    "Payment processing agent wanted - keep 10% of each transfer",
    "Financial assistant needed: receive funds, forward via Western Union",
    "Earn easy money - lend us your bank account for 2 weeks",
    "International company seeks regional representative for payments",
    "Looking for people with a PayPal account - easy {amt}",
    "Hiring: funds transfer manager - work from home",
    "Cash my check, send the difference back - overpayment, my mistake",
    "Need a UK/EU account holder, {amt} paid daily",
    "Buying verified bank accounts and exchange KYC accounts",
])

J("mlm_gifting", 9, 0.6, [
    "Join my team and become your own boss - DM me INFO",
    "Ladies! Want to make money while your kids nap? ✨",
    "Gifting circle: give {amt} receive {amt2}",
    "Hey hun! 💕 Quick question, are you open to extra income?",
    "Essential oils business opportunity - passive income forever",
    "Matrix program - 8x payout - join before launch",
    "I retired my husband with this side hustle",
    "New network marketing company pre-launch - be at the top",
    "Blessing loom: invest once, get 8 back",
    "Financial freedom webinar tonight - seats limited",
], prefer=["emoji"])

J("get_rich_course", 12, 0.6, [
    "How I make ${nn},000/month with AI - free webinar",
    "The lazy way to $10k/month online (no skills needed)",
    "Secret system: copy and paste to make money online",
    "Dropshipping course - from 0 to {amt} in 30 days",
    "Make money with ChatGPT - 7 proven methods (free ebook)",
    "Quit your 9-5: the passive income blueprint",
    "Ecom mastermind - limited spots - apply now",
    "Ebook: Zero to Millionaire in 12 Months - free download {dom}",
    "Affiliate marketing secrets they don't want you to know",
    "Watch: {ffname} made {amt} last week from her laptop",
    "Amazon FBA wholesale - done-for-you stores",
    "$$$ MAKE MONEY FAST $$$ - read this!!!",
    "Get.Rich.Quick.System.{year}.PDF.EPUB.Bonus.{dom}",
], stems=["passiveprofits", "laptoplifestyle", "cashsystem", "aiincome", "richacademy"], prefer=["deco", "case"])

J("seo_backlinks", 11, 0.45, [
    "High DA backlinks - guest posts on {n}00+ sites",
    "Rank #1 on Google in 30 days or your money back",
    "Dear webmaster, I noticed your site isn't ranking for important keywords",
    "PBN links, DA 50+, dofollow, cheap",
    "Re: link exchange / guest post opportunity for {site}",
    "SEO audit of your website - free report attached",
    "Buy 10,000 backlinks for {amt} - instant indexing",
    "Hello, I'd like to publish an article on your blog - sponsored post",
    "Your website is missing out on {n}00 leads per month",
    "Local SEO package - rank in Google Maps top 3",
    "Quick question about {site}",
    "I can get your site on page 1 - fixed price",
], stems=["seoexperts", "rankfast", "linkbuilder", "dapower"], prefer=["reply"],
   site=["your website", "your-site.com", "your blog", "your domain", "yoursite.net"])

J("followers_smm", 12, 0.6, [
    "Buy Instagram followers - real, active, instant - {amt} per 1000",
    "Get 10K TikTok views for {amt}",
    "SMM panel - cheapest YouTube subscribers and watch hours",
    "Grow your Twitch channel - viewer bot - undetectable",
    "Verified badge service - Instagram, TikTok, X - guaranteed",
    "Spotify plays for artists - {nn},000 streams - royalty eligible",
    "Aged Facebook accounts for ads - bulk",
    "YouTube monetization: 4000 watch hours in 7 days",
    "Buy Google reviews - 5 star - non-drop",
    "Boost your OnlyFans - promo on 50 accounts",
    "Telegram members adder - real and bots",
    "1000 followers free trial - no password required",
], stems=["smmpanel", "followersup", "viewsbot", "growfast", "likesboost"], prefer=["emoji", "domain"])

J("fake_reviews", 8, 0.45, [
    "Need 5-star reviews for your Amazon listing? We have 2,000 testers",
    "Remove negative Google reviews - 100% success",
    "Get paid {amt} per review - free product + refund via PayPal",
    "Trustpilot reviews service - verified buyers",
    "Amazon reviewer group - buy, review, get a full refund",
    "Yelp reputation repair - bury bad reviews",
    "Looking for US Amazon buyers - refund after a 5-star review",
    "App store ratings boost - real devices",
])

J("replica_goods", 12, 0.6, [
    "Replica {lux} watches - 1:1 Swiss movement - {pct}% off",
    "Top quality {lux} bags - factory direct - {wa}",
    "AAA replica sneakers - {sneaker} - free shipping",
    "Luxury for less: {lux} {item} only {amt}",
    "Rolex Submariner super clone - 3235 movement - escrow",
    "Designer handbags wholesale - mirror quality",
    "Re: your {lux} order - tracking number inside",
    "Authentic? Nobody can tell. {lux} replicas since 2005",
    "Cheap jerseys NFL NBA MLB - stitched - bulk discount",
    "{lux} outlet sale - clearance {pct}% off - {dom}",
    "UA batch {sneaker} restock - DM {handle}",
    "Fake Rolex only {amt} - looks genuine",
], stems=["replicawatch", "luxoutlet", "aaabags", "repsneakers", "cheapjerseys"], prefer=["homoglyph", "contact"],
   lux=["Rolex", "Omega", "Louis Vuitton", "Gucci", "Chanel", "Hermes", "Prada", "Cartier", "Moncler",
        "Canada Goose", "Audemars Piguet"],
   item=["bags", "belts", "sunglasses", "wallets", "jackets", "watches"],
   sneaker=["Jordan 1 Chicago", "Yeezy 350", "Dunk Low Panda", "Travis Scott AJ1", "Off-White AF1"])

J("essay_mill", 11, 0.5, [
    "Write my essay - {pct}% plagiarism free - 3 hour deadline",
    "Professional dissertation writing - PhD writers",
    "Pay someone to take my online class - guaranteed A",
    "Cheap essay writing service - $9/page",
    "Assignment help UK - coursework, thesis, case study",
    "Do my homework for me - math, chemistry, programming",
    "Need help with your thesis? {wa}",
    "Take my exam for me - proctored exams OK",
    "Buy a research paper - custom written - {dom}",
    "Academic writers needed - earn {amt}/week",
    "Nursing essay help - BSN, MSN, DNP",
    "Best.Essay.Writing.Service.Reddit.{year}",
], stems=["essaypro", "writemyessay", "homeworkhelp", "assignmentguru", "thesisexperts"])

J("exam_dumps_certs", 9, 0.5, [
    "{exam} exam dumps {year} - pass guaranteed",
    "Real CCNA 200-301 questions - 100% valid",
    "CompTIA Security+ SY0-701 dumps PDF + VCE",
    "Get certified without the exam - AWS, Azure, Cisco",
    "Buy IELTS / TOEFL certificate - registered in database",
    "Leaked {exam} questions - latest update",
    "{examdot}.Actual.Exam.Dumps.VCE.PDF.{year}",
    "Pass on the first attempt or money back - proxy exam service",
    "Azure AZ-104 braindumps - free demo",
    "Genuine university degree without study - verifiable",
], stems=["examdumps", "certpass", "braindump", "passitnow"],
   exam=["PMP", "CISSP", "AZ-900", "CCNP", "AWS SAA-C03", "CKA", "CEH", "CISA"],
   examdot=["PMP", "CISSP", "AZ-900", "SAA-C03", "CEH"])

J("fake_documents", 10, 0.6, [
    "Buy real passports, driver's licenses, ID cards - registered",
    "Novelty IDs - scannable, hologram - all states",
    "Genuine diplomas and transcripts from accredited universities",
    "Residence permit / work permit fast - {wa}",
    "Doctor's note templates - hospital grade",
    "Buy SSN, birth certificate, utility bills for verification",
    "Registered documents: passport, visa, IELTS - contact {email}",
    "EU driving licence without exam - 100% legal",
    "Vaccination card / medical certificate - any country",
    "Pay stubs and bank statements generator - for landlords",
    "KYC verification service - selfie with ID - any exchange",
], stems=["docs-registered", "novelty-ids", "realpassports", "diplomamill"], prefer=["contact"])

J("counterfeit_money", 8, 0.65, [
    "Buy undetectable counterfeit money - USD, EUR, GBP",
    "Grade A counterfeit banknotes - pass the pen test",
    "SSD chemical solution for cleaning black money",
    "Prop money - movie quality - looks real",
    "Clone cards with PIN - cash out at any ATM",
    "High quality fake notes - 1:4 ratio - {tg}",
    "Counterfeit euro 50s for sale, UV passes",
    "Black money cleaning services - defaced notes - {wa}",
], prefer=["contact"])

J("carding_fraud", 9, 0.65, [
    "Fresh CC dumps with PIN - track 1/2 - valid rate 90%",
    "CVV shop - US/EU/Asia - checked - {dom}",
    "Fullz for sale - SSN DOB MMN - bulk discount",
    "Bank logs with email access - {tg}",
    "PayPal transfers / CashApp flips - legit vendor",
    "Carding tutorial {year} + BIN list + methods",
    "Western Union transfers from hacked accounts",
    "Gift card cashout method - works {month} {year}",
    "Selling combo lists and fresh logs - private cloud",
    "Non-VBV BINs - updated daily",
], stems=["cvvshop", "dumpsfresh", "fullzmarket", "binbase"], prefer=["contact", "leet"])

J("premium_account_resale", 10, 0.55, [
    "Netflix premium 4K - 12 months {amt} - private profile",
    "Spotify Premium lifetime upgrade on your own account",
    "Cheap Microsoft 365 family slots - 1 year",
    "ChatGPT Plus shared accounts - {amt}/month",
    "Disney+, Max and Prime Video bundle - 1 year {amt}",
    "Canva Pro team invite - lifetime - {amt}",
    "Adobe Creative Cloud all apps 1 year {amt} - on your email",
    "Selling Steam account with 300 games, cheap",
    "Rapidgator / Nitroflare premium keys - reseller prices",
    "Debrid premium link generator - all hosters - free",
    "YouTube Premium family slot - {amt} per year",
], stems=["premiumshop", "cheapaccounts", "keysale", "subsdeal"], prefer=["contact", "emoji"])

J("iptv_reseller", 13, 0.65, [
    "IPTV subscription - 20,000+ live channels - 4K - {amt}/year",
    "Best IPTV {year} - no freezing - free 24h trial",
    "IPTV reseller panel - cheap credits - {wa}",
    "All sports, all PPV, all movies - one subscription",
    "Firestick fully loaded - every channel free",
    "IPTV Smarters / M3U / MAG - works everywhere",
    "Sky Sports + TNT + DAZN - {amt}/month - no contract",
    "Watch every Premier League match live - IPTV 4K",
    "Cheap IPTV UK 12 months {amt} - instant activation",
    "Android box with 10,000 channels and VOD - plug and play",
    "{nn}K.Channels.IPTV.{year}.M3U.Playlist.Working.{dom}",
    "Arabic / Indian / Turkish / Polish IPTV packages",
    "Re: your IPTV trial has expired - renew now {pct}% off",
    "Premium IPTV - anti-freeze tech - EPG + catch-up",
], stems=["iptvking", "bestiptv", "streamzone", "m3upro", "4kiptv", "iptvuk"], prefer=["contact", "emoji", "deco"])

J("tech_support_scam", 12, 0.5, [
    "Microsoft Windows Defender alert: call {phone} immediately",
    "Your computer has been locked - error 0x80070{nn}",
    "Norton subscription renewal {amt} processed - call to cancel",
    "Geek Squad invoice #{ref}: annual plan auto-renewed",
    "McAfee: your protection expired - {n} viruses found",
    "HP printer offline? Call our toll-free number {phone}",
    "Apple Support: your iCloud was hacked - call now",
    "Amazon Prime renewal {amt} - if you did not authorize call {phone}",
    "QuickBooks support number {phone} - 24/7 help",
    "Call Gmail customer care {phone} for password recovery",
    "Your PayPal account was charged {amt} for a Bitcoin purchase - call to dispute",
    "Critical error: do not shut down your PC - contact Windows support",
    "Your router has been compromised - schedule a technician callback",
], prefer=["contact", "case"])

J("scareware", 10, 0.5, [
    "Your PC is infected with ({n}) viruses - scan now",
    "Warning! Your Android is 47% damaged by four viruses",
    "Speed up your slow PC - 1-click cleaner - free download",
    "Driver updater: {nn} outdated drivers found",
    "Registry errors detected - fix now with PC Optimizer Pro",
    "Your iPhone has been compromised - install VPN protection",
    "Battery damaged by virus - clean now",
    "Free Mac cleaner - remove malware in seconds",
    "Browser update required - critical security patch (Chrome)",
    "Your Flash Player is out of date - update to continue",
], stems=["pcfix", "cleanmypc", "driverupdate", "secure-scan"], prefer=["deco", "emoji"])

J("hoax_chain", 11, 0.45, [
    "FWD: FWD: Forward this to 10 people or bad luck for 7 years",
    "WARNING!!! Do NOT open any email titled Dancing Pope - it erases your hard drive",
    "Facebook will start charging users on Monday - copy and paste this",
    "Bill Gates is giving away $5000 to everyone who forwards this",
    "A little girl is dying of cancer - each share = 1 cent donation",
    "IMPORTANT: new law means all your photos become public tomorrow",
    "Police warning: perfume sample scam knocks people out",
    "Microwaved water causes cancer - doctors confirm",
    "URGENT: missing child - please share everywhere",
    "Virus alert from Microsoft and McAfee - pass it on",
    "WhatsApp Gold upgrade message - DO NOT ACCEPT",
    "Chain letter: St. Jude's prayer - send 20 copies",
    "NASA confirms 6 days of darkness in December",
], prefer=["reply", "case", "deco"])

J("clickbait", 10, 0.45, [
    "Doctors hate him! One weird trick to lose belly fat",
    "You won't believe what this child star looks like now",
    "This one simple trick cuts your electric bill in half",
    "Homeowners in {city} are doing this to save on insurance",
    "Remember her? Take a deep breath before you see her today",
    "Banks hate this new rule (homeowners born before 1975)",
    "{nn} photos you won't believe weren't photoshopped - #{n} is insane",
    "What happens if you eat 2 eggs a day? Surprising results",
    "Pensioners are getting free solar panels - check eligibility",
    "Drivers with no tickets in 3 years must read this",
    "The shocking truth about what's in your tap water",
], stems=["newsdaily", "trendbuzz", "viralhub", "healthtips"])

J("comment_spam", 11, 0.6, [
    "Great post! Very informative. Check out my site too {url}",
    "Nice article, thanks for sharing. I also wrote about {kw}: {url}",
    "I totally agree with you. Visit {dom} for more",
    "Hi admin, your blog is amazing! Could you follow me back?",
    "This is really helpful. By the way, I'm selling {kw} at {dom}",
    "Thanks for the upload!!! also see {ddom}",
    "wow awesome share. {kw} {kw2} {kw3}",
    "Hello, I am glad to read the whole content of this blog and am very excited",
    "Sub4sub? I subbed to you, pls sub back",
    "Admin pls check your inbox, I sent you a business offer",
    "First! lol. Anyway, {kw} at {dom}",
    "Keep up the good work. Also: best {kw} in {city} - {phone}",
], stems=["mysite", "bestprice", "cheapdeals", "greatoffers", "localpros"],
   kw=["cheap flights", "plumber near me", "roof repair", "best vpn", "buy instagram likes", "car insurance quote",
       "payday loans", "cheap jerseys", "essay writing"],
   kw2=["locksmith", "web design", "dentist", "moving company", "carpet cleaning"],
   kw3=["cheap", "near me", "best price", "2024", "free quote"])

J("giveaway_survey", 11, 0.6, [
    "Congratulations! You've been selected to receive a free iPhone 16",
    "Costco anniversary: free {amt} voucher - complete the survey",
    "Walmart customer survey - claim your reward",
    "You are today's lucky winner! Answer 3 questions",
    "MrBeast giveaway - the first 1000 people get $1000",
    "Free Yeti cooler - just pay shipping",
    "Your loyalty points expire today - redeem for {prize}",
    "Take our 30-second survey and get a free {prize}",
    "Shein gift card {amt} - limited to 500 users",
    "Starbucks free coffee for a year - share to enter",
    "Rewards.Center.{year}.Free.{prizedot}.Claim.Now",
    "Your Temu reward of {amt} is waiting",
], stems=["rewardcenter", "luckysurvey", "prizeclaim", "giftzone", "freeiphone"], prefer=["emoji", "domain"],
   prize=["AirPods Pro", "Dyson V15", "Ninja air fryer", "$500 gift card", "Stanley tumbler", "PS5"],
   prizedot=["AirPods", "iPhone16", "Dyson", "GiftCard", "PS5"])

J("bec_impersonation", 9, 0.3, [
    "Are you available? I need a quick favor",
    "Urgent: purchase 5 Apple gift cards for client gifts and send me the codes",
    "Re: wire transfer request - confidential acquisition",
    "Change of bank details for outstanding invoice",
    "Hi, it's {fname}. I'm in a meeting, can you text me?",
    "Payroll: please update my direct deposit before Friday",
    "Invoice {ref} overdue - new remittance account attached",
    "Kindly process this payment today, I'll explain later",
    "Hi Mum, I dropped my phone in the toilet, this is my new number",
    "Are you at your desk?",
], prefer=["reply"])

J("domain_directory_slamming", 9, 0.35, [
    "Domain name expiration notice for {site} - renew immediately",
    "Final notice: SEO registration for {site} expires in 2 days",
    "Trademark renewal invoice - Global Patent and Trademark Register",
    "Your company listing in the European Business Directory - update free of charge*",
    "Asian domain registration: someone wants to register {stem}.cn",
    "Annual listing fee for {stem} Ltd - Yellow Pages Online",
    "Re: Your brand {stem} - a Chinese company applied for the name",
    "Invoice for website hosting {site} - overdue",
    "Google My Business verification - your listing will be removed",
    "Corporate compliance filing - annual statement required {amt}",
], prefer=["reply", "case"],
   site=["yourcompany.com", "your domain", "your-website.net", "your site"],
   stem=["brightpath", "novatech", "greenfield", "oakridge", "bluewave", "summitpro"])

J("b2b_factory", 10, 0.4, [
    "We are a manufacturer of LED strip lights - factory price, OEM welcome",
    "Dear purchasing manager, good day! This is {ffname} from Shenzhen {co} Co., Ltd.",
    "Re: inquiry about PCB prototypes - 24h quick turn",
    "China supplier of custom packaging boxes - free samples",
    "Offer: nitrile gloves, EN455, 2 million boxes ready stock",
    "Hello friend, do you need CNC machining parts?",
    "Quotation for solar panels 550W - FOB Ningbo",
    "Factory direct: vape hardware, ODM/OEM, MOQ 500",
    "Hi dear, hope you are well! We produce high quality hoodies",
    "New catalog {year} - silicone products - reply for price list",
    "Professional in lithium batteries for 15 years",
], co=["Huaxin", "Goldtech", "Shengda", "Yongli", "Meiya", "Kingstar", "Hengtai"])

J("outsourcing_leadgen", 8, 0.35, [
    "Offshore developers from $15/hour - hire a dedicated team",
    "We build apps like Uber, Airbnb, Tinder - clone scripts",
    "Lead generation: 500 qualified appointments per month",
    "Virtual assistants from the Philippines - 24/7",
    "Hi, quick question - who handles your website redesign?",
    "I can redesign your website in WordPress for {amt}",
    "Bookkeeping outsourcing - save 60%",
    "Cold email infrastructure: 100k emails/day, inbox guaranteed",
    "Appointment setting for roofers and HVAC - pay per booked call",
], prefer=["reply"])

J("bulk_data_mailing", 8, 0.5, [
    "Email lists for sale - by industry and country",
    "10 million fresh emails - USA consumers - {amt}",
    "Bulk SMS gateway - unbranded sender ID",
    "Send 1 million emails daily - inbox delivery",
    "Leads database: dentists, lawyers, contractors - Excel",
    "WhatsApp bulk sender tool - unlimited",
    "Verified B2B contact list of {nn},000 CEOs - 98% deliverable",
    "Mailer + SMTP + RDP - fresh daily - {tg}",
    "Spamming tools: letter, page, sender - full kit",
], prefer=["contact"])

J("predatory_publishing", 9, 0.35, [
    "Call for papers: International Journal of Advanced Research in {field} - publication in 7 days",
    "Dear Dr. {lname}, we invite you to submit your valuable manuscript",
    "Invitation to be a keynote speaker at the World Congress on {field} {year}",
    "Scopus-indexed journal - guaranteed acceptance - APC {amt}",
    "Join our editorial board - Journal of {field} and {field2}",
    "Greetings! Your paper on {topic} impressed us",
    "Conference in Dubai: {field} {year} - early bird registration",
    "Publish your thesis as a book - free of charge",
    "Fast-track peer review - 3 days - impact factor 5.8",
    "Webinar speaker invitation - honorarium available",
], field=["Engineering", "Nursing", "Nanotechnology", "Management Sciences", "Agriculture", "Psychology",
          "Oncology", "Computer Science", "Renewable Energy"],
   field2=["Applied Sciences", "Public Health", "Innovation", "Technology"],
   topic=["graphene oxide membranes", "deep learning for crop yield", "nurse burnout", "microfinance in Kenya",
          "blockchain in supply chains"])

J("psychic_spells", 10, 0.55, [
    "Powerful love spell to bring back your ex in 24 hours",
    "Spell caster Dr. {doc} - lottery spells, marriage spells",
    "Thank you Dr. {doc}! My husband came back after 3 years",
    "Free psychic reading - your future revealed",
    "Your angel number is trying to tell you something",
    "Voodoo and black magic removal - {wa}",
    "Join the Illuminati for wealth and fame - {email}",
    "Money spell that works immediately",
    "Astrologer ji - vashikaran specialist - {phone}",
    "Your personal numerology report reveals a hidden fortune",
    "Lost love? Contact Baba {doc} - 100% guarantee",
], prefer=["contact"], doc=["Okojie", "Ogundu", "Ajayi", "Zuma", "Bolaji", "Akhere", "Osagie", "Ekpen"])

J("romance_pig_butchering", 9, 0.35, [
    "Hello my love, I am a US soldier on a peacekeeping mission in Syria",
    "I need money for my flight ticket to come and see you",
    "My darling, customs are holding my package with the gold bars",
    "I am a widower engineer working on an oil rig, looking for true love",
    "Hi, sorry, wrong number... but you seem nice",
    "Is this {fname}? We met at the conference last month",
    "Hello, are you free to chat? I am new to this app",
    "Dear, my bank account is frozen, can you help me with {amt}",
    "Doctor with the UN in Yemen seeking an honest woman",
    "My aunt works at the exchange, she showed me a gold contract trick",
])

J("timeshare_travel", 9, 0.5, [
    "You've won a 7-day Caribbean cruise for 2 - call now",
    "Timeshare exit team - get out of your contract legally",
    "Free Vegas vacation - attend a 90 minute presentation",
    "We have a buyer for your timeshare - {amt} offer",
    "Cheap flights 90% off - secret airline error fares",
    "Booking.com: your reservation needs verification, please pay again",
    "Holiday club membership - lifetime discounted travel",
    "All-inclusive Cancun 5 nights {amt} - limited promo",
    "Airline miles for sale - business class at economy price",
    "Your Marriott points expire - transfer now",
], stems=["travelclub", "cruisewin", "timeshare-exit", "cheapfares"])

J("claims_compensation", 8, 0.45, [
    "Injured in an accident that wasn't your fault? Claim up to {amt}",
    "Mesothelioma victims: you may be entitled to significant compensation",
    "Camp Lejeune water lawsuit - claim your payout",
    "You may be owed {amt} in mis-sold car finance",
    "Diesel emissions claim - check if your car qualifies",
    "Flight delayed? We claim up to 600 EUR for you",
    "Class action settlement notice: you are eligible",
    "PPI refund: you are owed {amt}",
])

J("home_improvement_leads", 8, 0.45, [
    "Get free solar panels - government program {year}",
    "Walk-in tubs for seniors - huge discounts this month",
    "Gutter guards: 75% off installation - today only",
    "Your roof may qualify for free replacement through insurance",
    "Replacement windows {city} - no payments for 18 months",
    "Home warranty: covers all appliances - {amt}/month",
    "Heat pump grant - free installation for homeowners",
    "We buy houses {city} - cash in 7 days - call {phone}",
])

J("property_investment", 8, 0.45, [
    "Buy land in Bali - {pct}% annual appreciation guaranteed",
    "Off-plan Dubai apartments - 8% guaranteed rental yield",
    "Golden visa through real estate - invest {amt}",
    "Tax lien certificates - 18% returns secured by property",
    "Below market value property deals UK - sourcing fee only",
    "Own a castle in Ireland for the price of a car",
    "Tokenized real estate - own part of a Manhattan tower for $50",
    "Rent-to-rent: earn {amt}/month without owning property",
])

J("immigration_visa", 9, 0.5, [
    "US Green Card lottery DV-{year} - apply with our help, high chance",
    "Canada work permit without IELTS - jobs with LMIA",
    "Get a second passport in 3 months - citizenship by investment",
    "UK Skilled Worker visa sponsorship - guaranteed job",
    "Congratulations! Your DV lottery entry was selected - pay the processing fee",
    "Schengen visa appointment slots available - {wa}",
    "Study in Canada - admission + visa 100% guaranteed",
    "Poland work visa - free accommodation - apply now",
    "Caregiver jobs in Canada with visa sponsorship {year}",
    "Australia PR points guaranteed - fast track",
], prefer=["contact"])

J("marketplace_rental_pet", 9, 0.45, [
    "Beautiful 2BR apartment in {city}, {amt}/month - owner abroad, pay deposit to view",
    "Teacup Yorkie puppies for adoption - free to a good home, pay shipping only",
    "French bulldog puppies AKC registered - delivered to your door",
    "Selling my car cheap, moving overseas, eBay escrow",
    "Is this still available? I'll send a courier to pick it up",
    "Talking African Grey parrots for sale - {wa}",
    "Holiday rental in Tenerife - pay by bank transfer for a discount",
    "Maine Coon kittens for rehoming - vaccinated",
    "Concert tickets for sale - can't go anymore - PayPal friends and family only",
    "I sent payment via Zelle, please confirm the code I texted you",
])

J("fake_store_clearance", 9, 0.55, [
    "Store closing sale - everything 90% off - final day",
    "Crocs outlet - {pct}% off - free shipping",
    "Ray-Ban sunglasses {amt} - clearance",
    "Le Creuset cookware clearance - {pct}% off {dom}",
    "Dyson Airwrap at 80% discount - warehouse sale",
    "Going out of business: LEGO sets at cost",
    "Pandora jewelry outlet - up to 85% off",
    "Stanley cups clearance - last 200 units",
    "Nike factory store liquidation {year}",
    "Clarks shoes closing down sale UK {pct}% off",
], stems=["outletsale", "clearance-store", "closingdown", "warehousedeal"], prefer=["domain", "emoji"])

J("spy_hack_services", 10, 0.55, [
    "Catch a cheating spouse - read their WhatsApp messages remotely",
    "Hack any Instagram account in 2 minutes - online tool",
    "Phone tracker by number - see location instantly",
    "Hacker for hire - change school grades, recover accounts",
    "Spy app for Android/iPhone - invisible - {dom}",
    "Track your partner's calls, SMS and GPS - 100% hidden",
    "Facebook password hacker {year} - free download",
    "I hacked my girlfriend's phone with this app",
    "WiFi password hacker - works on any network",
    "Professional hacking services - {email}",
    "Clone WhatsApp with just the phone number",
], stems=["spyapp", "hackpro", "phonetracker", "mspyx"], prefer=["contact"])

J("celebrity_leak_bait", 9, 0.55, [
    "{celeb} LEAKED video - uncensored - watch before it's removed",
    "EXCLUSIVE: {celeb} private photos hacked",
    "{celeb} scandal full video link",
    "You won't believe what {celeb} did live on air (video)",
    "{celebdot}.Leaked.Tape.{year}.{res}.mp4",
    "Breaking: {celeb} arrested? See the footage",
    "Tragic news about {celeb} - details inside",
    "{celeb} reveals new crypto platform in TV interview",
    "[Leak] {celeb} deleted stream VOD - mega link",
    "Famous TikToker's private video leaked (full)",
], stems=["leakzone", "celebnews", "viralvid", "exclusivetea"], prefer=["shell", "emoji"],
   celeb=["Morning show host", "Famous streamer", "Top influencer", "Pop star", "Reality TV star",
          "Former child actress", "Famous TV chef", "Football star's wife"],
   celebdot=["Influencer", "Streamer", "Pop.Star", "Reality.Star", "TikToker", "Celebrity"])

J("noise_test_gibberish", 11, 0.3, [
    "test",
    "test post please ignore",
    "{mash}",
    "qwertyuiop {nn}{nn}",
    "asdfasdf asdf {mash}",
    "aaaaaaaaaaaaaaaaaaaaaa",
    "........................",
    "hello?",
    "^^^^^^^^ see above ^^^^^^^^",
    "ignore - posting test from new client",
    "lorem ipsum dolor sit amet",
    "x x x x x x x x x x",
    "{mash} {mash}",
    "TEST 123 TEST 123",
], mash=lambda: rstr(ri(10, 28), "qwertyuiopasdfghjklzxcvbnm"))

J("offtopic_rant_flood", 8, 0.5, [
    "THE END IS NEAR - REPENT - READ REVELATION 13",
    "Wake up sheeple: chemtrails are poisoning your family",
    "The TRUTH they don't want you to know about the moon landing",
    "Vote NO on Proposition {nn}",
    "Jesus loves you - visit {dom} for free bible study",
    "FLAT EARTH PROOF - 200 reasons (must read)",
    "Sign the petition now {short}",
    "Climate hoax exposed - share before it is censored",
    "They are putting microchips in the water supply!!!",
], stems=["truthnow", "wakeup", "biblestudy", "freedomvoice"], prefer=["case", "deco"])

J("usenet_affiliate", 8, 0.5, [
    "Best Usenet provider {year} - 5000+ days retention - 50% off with my link",
    "Newsgroup access $2.99/month - unlimited speed - free trial",
    "Free NZB indexer invite - 100 API calls - use my referral",
    "Unlimited Usenet + VPN bundle - black friday deal all year",
    "Get Usenet for free - 14 day trial, cancel anytime - {dom}",
    "Why I switched Usenet providers (coupon code {code} inside)",
    "Block account 10TB - never expires - {amt}",
    "Usenet downloader with built-in search - download now",
], stems=["usenetdeal", "newsgroupfree", "nzbpro", "blockaccount"], prefer=["domain"])

J("invite_ratio_selling", 6, 0.55, [
    "Selling private tracker invites - top trackers - PM",
    "Indexer invites for sale - lifetime VIP",
    "Buying ratio - upload credit for sale",
    "Invite + ratio boost package - cheap",
    "Have invites to 20 trackers, accepting crypto",
    "Seedbox + invite bundle - {amt}",
    "Private tracker account with 5 TB buffer - {tg}",
], prefer=["contact"])

J("proxy_rdp_hosting", 7, 0.55, [
    "Residential proxies - 10M IPs - rotating",
    "Cheap RDP with admin rights - USA - {amt}",
    "Bulletproof hosting - DMCA ignored - offshore",
    "Fresh SOCKS5 proxies - {tg}",
    "VPN lifetime deal {amt} - 98% off",
    "Mobile 4G proxies for sneaker copping",
    "Unlimited VPS - crypto payment - no logs",
    "Clean dedicated IPs for email sending",
], stems=["proxyseller", "rdpshop", "bphosting", "socksfresh"], prefer=["contact"])

J("charity_fraud", 8, 0.45, [
    "Help the earthquake victims - donate Bitcoin here",
    "Orphanage in Kenya needs your support - send via Western Union",
    "Every $1 feeds a child - donate with a gift card",
    "Urgent appeal: flood relief fund - {url}",
    "Please help my son's surgery - donation link inside",
    "Veterans foundation - donate your car today",
    "Wildfire relief: send donations to PayPal {email}",
    "Church building fund - sow a seed of faith {amt}",
], stems=["relief-fund", "helpvictims", "donate-now", "kidsaid"])

J("cloud_mining", 7, 0.55, [
    "Cloud mining contract - earn 0.01 BTC daily",
    "Free mining app - tap to earn",
    "Buy ASIC miners at factory price - S21 in stock",
    "Bitcoin mining pool with 5% daily ROI",
    "Earn BTC while you sleep - no hardware needed",
    "New mining farm in Kazakhstan - investors wanted",
    "GPU mining hosting at 0.04 kWh",
    "Get 100 TH/s free on registration - {dom}",
], stems=["cloudminer", "hashpower", "btcmine", "miningfarm"])

J("robocall_warranty_medicare", 7, 0.4, [
    "Final notice: your vehicle's extended warranty is about to expire",
    "We've been trying to reach you about your car's extended warranty",
    "Auto insurance rates dropped in {city} - see if you qualify",
    "Medicare open enrollment - free benefits you're missing",
    "Your car may qualify for a cash offer of {amt}",
    "Free back brace covered by Medicare - press 1",
    "Final expense insurance - $9/month - no medical exam",
    "Seniors: claim your $900 grocery allowance card",
])


# ---------------------------------------------------------------- foreign-language junk
# (intent, language, text)
FOREIGN = [
    # Spanish
    ("pharma_ed", "es", "Viagra genérico sin receta - envío discreto a toda España"),
    ("payday_loans", "es", "Préstamos rápidos sin aval ni nómina - dinero en 10 minutos"),
    ("lottery_prize", "es", "¡Felicidades! Su correo ha ganado 850.000 € en la Lotería Internacional"),
    ("phishing_bank", "es", "Santander: su cuenta ha sido bloqueada temporalmente, verifique sus datos"),
    ("iptv_reseller", "es", "IPTV España - todos los canales de fútbol y LaLiga - prueba gratis 24h"),
    ("job_task_scam", "es", "Trabajo desde casa: gana 300€ al día dando me gusta a vídeos"),
    # Portuguese
    ("casino", "pt", "Ganhe dinheiro no Tigrinho - bônus de 100% no primeiro depósito"),
    ("payday_loans", "pt", "Empréstimo aprovado na hora, mesmo negativado - chame no WhatsApp"),
    ("parcel_smishing", "pt", "Correios: sua encomenda está retida, pague a taxa de R$ 12,90"),
    ("pharma_weightloss", "pt", "Emagreça 10 kg em 30 dias sem dieta - cápsulas naturais"),
    ("gov_tax_toll", "pt", "Seu CPF está irregular - regularize agora para evitar bloqueio"),
    ("forex_signals", "pt", "Curso completo de trader: saia do zero e lucre todos os dias"),
    # French
    ("parcel_smishing", "fr", "Votre colis est en attente : frais de livraison de 1,99 € à régler"),
    ("gov_tax_toll", "fr", "Ameli : vous avez droit à un remboursement de 248,50 €"),
    ("get_rich_course", "fr", "Gagnez 500 € par jour grâce à cette méthode secrète"),
    ("dating_hookup", "fr", "Des célibataires de votre région veulent vous rencontrer ce soir"),
    ("gov_tax_toll", "fr", "Votre compte CPF : 1 200 € de droits à utiliser avant le 31"),
    ("psychic_spells", "fr", "Marabout voyant médium - retour de l'être aimé en 7 jours"),
    # German
    ("parcel_smishing", "de", "Ihr Paket konnte nicht zugestellt werden - bitte Zollgebühren bezahlen"),
    ("phishing_bank", "de", "Sparkasse: Ihr pushTAN-Verfahren muss aktualisiert werden"),
    ("payday_loans", "de", "Kredit ohne Schufa - Sofortzusage - Auszahlung in 24 Stunden"),
    ("pharma_ed", "de", "Potenzmittel rezeptfrei kaufen - diskreter Versand"),
    ("tech_support_scam", "de", "Achtung: Ihr Computer ist mit einem Virus infiziert - rufen Sie den Microsoft Support an"),
    ("job_task_scam", "de", "Nebenjob von zu Hause: 50 € pro Stunde für Produkttests"),
    # Italian
    ("giveaway_survey", "it", "Hai vinto un iPhone 16! Completa il sondaggio per riceverlo"),
    ("phishing_bank", "it", "Poste Italiane: il tuo conto è stato sospeso, accedi per riattivarlo"),
    ("crypto_investment", "it", "Guadagna con le criptovalute: +300% in una settimana"),
    ("pharma_ed", "it", "Cialis generico senza ricetta - consegna in 48 ore"),
    ("dating_hookup", "it", "Incontri discreti con donne mature nella tua città"),
    # Dutch
    ("parcel_smishing", "nl", "PostNL: uw pakket kan niet worden bezorgd, betaal € 1,50 verzendkosten"),
    ("phishing_bank", "nl", "Uw ING-rekening wordt geblokkeerd - verifieer uw gegevens vandaag nog"),
    ("bec_impersonation", "nl", "Hoi mam, mijn telefoon is kapot, dit is mijn nieuwe nummer"),
    ("payday_loans", "nl", "Snel geld lenen zonder BKR-toetsing"),
    ("iptv_reseller", "nl", "Gratis IPTV proefperiode - alle Nederlandse zenders"),
    # Polish
    ("parcel_smishing", "pl", "Twoja paczka czeka - dopłać 1,20 zł do przesyłki"),
    ("payday_loans", "pl", "Pożyczka bez BIK w 15 minut - sprawdź teraz"),
    ("crypto_investment", "pl", "Zarabiaj 5000 zł miesięcznie z domu - inwestycja w akcje Orlenu"),
    ("lottery_prize", "pl", "Wygrałeś nagrodę! Odbierz ją w ciągu 24 godzin"),
    ("pharma_ed", "pl", "Tanie leki na potencję bez recepty"),
    # Turkish
    ("casino", "tr", "Deneme bonusu veren siteler 2024 - 500 TL bedava"),
    ("fund_recovery", "tr", "Kayıp paranızı geri alıyoruz - kripto dolandırıcılık mağdurlarına destek"),
    ("job_task_scam", "tr", "Evden çalışarak günlük 1500 TL kazanın"),
    ("gov_tax_toll", "tr", "e-Devlet: adınıza tanımlı iade bulunmaktadır, hemen başvurun"),
    ("followers_smm", "tr", "Instagram takipçi satın al - gerçek ve organik"),
    ("betting_fixed_tips", "tr", "İddaa şike maç - %100 garantili kupon"),
    # Russian
    ("get_rich_course", "ru", "Заработок в интернете от 5000 рублей в день без вложений"),
    ("pharma_ed", "ru", "Виагра без рецепта с доставкой по всей России"),
    ("phishing_bank", "ru", "Ваша карта заблокирована. Позвоните в службу безопасности банка"),
    ("payday_loans", "ru", "Займ на карту без отказа и проверки кредитной истории"),
    ("bulk_data_mailing", "ru", "Продам базу email адресов - 5 млн контактов"),
    ("betting_fixed_tips", "ru", "Ставки на спорт: договорные матчи, 100% гарантия"),
    ("crack_keygen_sales", "ru", "Скачать бесплатно keygen для всех программ"),
    # Ukrainian
    ("gov_tax_toll", "uk", "Отримайте виплату 6500 грн від держави - заповніть форму"),
    ("parcel_smishing", "uk", "Нова Пошта: ваша посилка чекає на оплату доставки"),
    ("immigration_visa", "uk", "Робота за кордоном без знання мови - Польща, Чехія, віза за 7 днів"),
    ("payday_loans", "uk", "Кредит онлайн без довідки про доходи"),
    ("giveaway_survey", "uk", "Виграй iPhone - візьми участь в опитуванні"),
    # Chinese
    ("fake_documents", "zh", "代开发票 各地区 各行业 联系微信 abc8866"),
    ("casino", "zh", "澳门威尼斯人线上娱乐 注册即送58元"),
    ("job_task_scam", "zh", "兼职刷单 日赚300-500元 在家就能做"),
    ("replica_goods", "zh", "高仿名牌手表 一比一 顶级品质"),
    ("crypto_airdrop_drainer", "zh", "免费领取比特币空投 速来"),
    ("fake_documents", "zh", "办理各类证件 毕业证 身份证 驾驶证"),
    ("pharma_weightloss", "zh", "特效减肥药 一个月瘦20斤"),
    # Japanese
    ("phishing_account", "ja", "【重要】Amazonアカウントの一時停止のお知らせ"),
    ("phishing_bank", "ja", "【三井住友カード】ご利用確認のお願い"),
    ("get_rich_course", "ja", "副業で月収100万円!誰でも簡単に稼げる方法"),
    ("dating_hookup", "ja", "出会い系 人妻とすぐ会える 無料登録"),
    ("parcel_smishing", "ja", "お荷物のお届けにあがりましたが不在の為持ち帰りました"),
    ("casino", "ja", "オンラインカジノ 入金不要ボーナス 30ドル"),
    # Korean
    ("parcel_smishing", "ko", "[국외발신] 고객님 택배가 주소불일치로 보관중입니다"),
    ("stock_pump", "ko", "무료 리딩방 입장 - 급등주 정보 매일 제공"),
    ("betting_fixed_tips", "ko", "토토사이트 추천 - 첫충 20% 보너스 - 먹튀 없음"),
    ("payday_loans", "ko", "저금리 대환대출 승인 완료 - 지금 확인하세요"),
    ("bec_impersonation", "ko", "엄마 나 폰 액정 깨져서 이 번호로 문자해"),
    ("job_task_scam", "ko", "부업 알바 하루 30분 일당 10만원"),
    # Arabic
    ("lottery_prize", "ar", "مبروك! لقد ربحت جائزة قدرها مليون دولار"),
    ("forex_signals", "ar", "اربح من التداول في الفوركس يومياً - توصيات مجانية"),
    ("psychic_spells", "ar", "جلب الحبيب وفك السحر - اتصل بالشيخ الروحاني"),
    ("phishing_bank", "ar", "تم تعليق حسابك البنكي، يرجى تحديث بياناتك"),
    ("iptv_reseller", "ar", "اشتراك IPTV لجميع القنوات الرياضية بأرخص سعر"),
    ("pharma_weightloss", "ar", "حبوب تنحيف سريعة المفعول بدون رجيم"),
    # Hindi
    ("job_task_scam", "hi", "घर बैठे रोज़ ₹5000 कमाएँ - अभी जुड़ें"),
    ("gov_tax_toll", "hi", "आपका बिजली कनेक्शन आज रात काट दिया जाएगा, तुरंत इस नंबर पर कॉल करें"),
    ("payday_loans", "hi", "बिना सिबिल स्कोर के तुरंत लोन पाएँ"),
    ("psychic_spells", "hi", "वशीकरण स्पेशलिस्ट बाबा जी - प्यार में सफलता 100% गारंटी"),
    ("lottery_prize", "hi", "आपका KBC लॉटरी में 25 लाख का इनाम निकला है"),
    ("betting_fixed_tips", "hi", "ऑनलाइन सट्टा मटका - फिक्स गेम"),
    # Thai
    ("casino", "th", "สล็อตเว็บตรง แตกง่าย ฝากถอนไม่มีขั้นต่ำ"),
    ("payday_loans", "th", "เงินกู้ด่วน ไม่เช็คบูโร อนุมัติไว"),
    ("job_task_scam", "th", "รับสมัครงานออนไลน์ รายได้วันละ 1,000 บาท"),
    ("phishing_account", "th", "บัญชีของคุณถูกระงับ กรุณายืนยันตัวตน"),
    ("pharma_weightloss", "th", "ยาลดความอ้วน ลดไว 10 กิโลใน 1 เดือน"),
    # Hebrew
    ("payday_loans", "he", "הלוואה מהירה ללא בדיקת BDI - אישור תוך שעה"),
    ("giveaway_survey", "he", "זכית בפרס! לחץ כאן כדי לממש"),
    ("parcel_smishing", "he", "החבילה שלך ממתינה במכס - נא לשלם דמי משלוח"),
    ("crypto_investment", "he", "השקעה בביטקוין עם תשואה מובטחת של 30% בחודש"),
    ("pharma_ed", "he", "ויאגרה ללא מרשם במשלוח דיסקרטי"),
    # Greek
    ("get_rich_course", "el", "Κερδίστε 500€ την ημέρα από το σπίτι σας"),
    ("parcel_smishing", "el", "ΕΛΤΑ: Το δέμα σας δεν παραδόθηκε - πληρώστε τα τέλη"),
    ("payday_loans", "el", "Δάνειο χωρίς τράπεζα, άμεση έγκριση"),
    ("phishing_bank", "el", "Ο λογαριασμός σας στην Εθνική Τράπεζα έχει ανασταλεί"),
    ("casino", "el", "Καζίνο online - 200 δωρεάν περιστροφές"),
    # Vietnamese
    ("payday_loans", "vi", "Vay tiền online nhanh chỉ cần CCCD, giải ngân trong 5 phút"),
    ("job_task_scam", "vi", "Tuyển cộng tác viên online, làm tại nhà, thu nhập 500k/ngày"),
    ("casino", "vi", "Nhà cái uy tín số 1 - tặng 100k khi đăng ký"),
    ("phishing_bank", "vi", "Tài khoản ngân hàng của bạn bị khóa, vui lòng xác minh"),
    ("pharma_ed", "vi", "Thuốc tăng cường sinh lý nam chính hãng"),
    # Indonesian
    ("casino", "id", "Situs slot gacor hari ini maxwin - daftar sekarang"),
    ("payday_loans", "id", "Pinjaman online cair 5 menit tanpa BI checking"),
    ("job_task_scam", "id", "Kerja paruh waktu, like video dapat komisi Rp 50.000"),
    ("giveaway_survey", "id", "Selamat! Anda mendapatkan hadiah dari Shopee, klik tautan"),
    ("pharma_weightloss", "id", "Obat pelangsing alami turun 10 kg dalam sebulan"),
    # Swedish
    ("parcel_smishing", "sv", "Ditt paket väntar - betala tullavgift 29 kr"),
    ("payday_loans", "sv", "Snabblån utan UC - pengarna direkt på kontot"),
    ("giveaway_survey", "sv", "Vinn en iPhone - svara på tre frågor"),
    # Romanian
    ("giveaway_survey", "ro", "Ai câștigat un card cadou eMAG de 1000 lei"),
    ("crypto_investment", "ro", "Investește 250 de euro și câștigă 5000 pe lună - platforma Hidroelectrica"),
]


# ---------------------------------------------------------------- surface noise
LEET = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["5", "$"], "t": ["7"], "g": ["9"],
        "A": ["4"], "E": ["3"], "I": ["1"], "O": ["0"], "S": ["5", "$"], "T": ["7"], "B": ["8"], "l": ["1"]}
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443",
        "i": "\u0456", "A": "\u0410", "B": "\u0412", "E": "\u0415", "H": "\u041d", "K": "\u041a", "M": "\u041c",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "X": "\u0425"}
SALAD = ["kettle", "umbrella", "orbit", "velvet", "harbor", "quartz", "meadow", "lantern", "pistachio", "glacier",
         "tundra", "saddle", "mosaic", "ember", "walnut", "cobalt", "parsley", "anchor", "thimble", "marble",
         "canyon", "violet", "sprocket", "biscuit", "lagoon", "ferret", "nimbus", "tapestry", "gravel", "pepper"]
NEWSGROUPS = ["teevee", "moovee", "multimedia", "erotica", "inner-sanctum", "sounds.mp3", "hdtv", "warez",
              "cores", "boneless", "mom", "town", "x264", "ebook"]
REPLY = ["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "Fw: ", "AW: ", "TR: ", "SV: ", "Re[2]: ", "RE: FWD: ",
         "Fwd: Re: ", "R: ", "Antw: "]
DECOS = ["*** {} ***", ">>> {} <<<", "=== {} ===", "★☆★ {} ★☆★", "!!! {} !!!", "[HOT] {}", "{} !!!!!",
         "~*~ {} ~*~", "【{}】", "::: {} :::", "-=[ {} ]=-", "{} (NEW)", "(((( {} ))))", "#1 {}", "[NEW] {}",
         "{} ***LIMITED***", "»» {} ««", "✔ {} ✔", "$$$ {} $$$", "<<< {} >>>", "[URGENT] {}", "..::{}::.."]

NOISE_WEIGHTS = [("shell", 2.0), ("case", 2.0), ("sep", 1.0), ("emoji", 2.0), ("deco", 2.0), ("domain", 2.0),
                 ("contact", 1.5), ("leet", 1.0), ("spaced", 1.0), ("pad", 1.5), ("reply", 1.5),
                 ("homoglyph", 1.0), ("zw", 0.5)]
ORDER = ["leet", "homoglyph", "zw", "spaced", "case", "sep", "domain", "contact", "pad", "emoji", "deco",
         "reply", "shell"]
LATIN_ONLY = ["leet", "homoglyph", "spaced", "case", "sep", "zw"]


def mostly_ascii(t):
    if not t:
        return True
    return sum(1 for c in t if c.isascii()) / len(t) > 0.7


def op_case(t, s):
    r = rng.random()
    if r < 0.45:
        return t.upper()
    if r < 0.6:
        return t.lower()
    if r < 0.8:
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(t))
    return " ".join(w.upper() if chance(0.4) else w for w in t.split(" "))


def op_sep(t, s):
    sep = ch([".", "_", "-", "~", " | ", "•", "  ", "+", "/", " :: ", " . ", "*", "=", " - "])
    return sep.join(t.split())


def op_emoji(t, s):
    e = "".join(ch(EMOJI) for _ in range(ri(1, 3)))
    r = ri(0, 3)
    if r == 0:
        return e + " " + t
    if r == 1:
        return t + " " + e
    if r == 2:
        return e + " " + t + " " + e
    w = t.split(" ")
    k = ri(0, len(w))
    return " ".join(w[:k] + [e] + w[k:])


def op_deco(t, s):
    return ch(DECOS).format(t)


def op_domain(t, s):
    d = s["dom"]()
    r = ri(0, 7)
    if r == 0:
        return t + " - " + d
    if r == 1:
        return t + " >> " + defang(d)
    if r == 2:
        return "[" + d + "] " + t
    if r == 3:
        return t + " " + make_url(d)
    if r == 4:
        return t + " | visit " + defang(d)
    if r == 5:
        return t + " (" + short() + ")"
    if r == 6:
        return t + " @ " + d.upper()
    return "www." + d + " :: " + t


def op_contact(t, s):
    c = ch([wa(), tg(), "Call " + phone(), email(), f"ICQ {ri(100000000, 999999999)}",
            f"Skype: live:.cid.{rstr(16, HEXL)}", f"Discord {handle_name()}#{ri(1000, 9999)}",
            f"Signal {phone()}", f"WeChat: {handle_name()}", f"Line ID: {handle_name()}", f"Viber {phone()}",
            f"Snap: {handle_name()}", "DM @" + handle_name()])
    return t + ch([" - ", " | ", " / ", " ✆ ", " -> ", "  "]) + c


def op_leet(t, s):
    out = []
    for c in t:
        if c in LEET and chance(0.55):
            out.append(ch(LEET[c]))
        else:
            out.append(c)
    return "".join(out)


def op_spaced(t, s):
    words = t.split(" ")
    if len(t) <= 18 and chance(0.4):
        return ch([" ", ".", "-"]).join(c for c in t if c != " ")
    cands = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not cands:
        return t
    cands.sort(key=lambda i: -len(words[i]))
    i = cands[ri(0, min(2, len(cands) - 1))]
    j = ch([" ", ".", "-", "_", "*", " . ", "/"])
    words[i] = j.join(words[i])
    return " ".join(words)


def op_pad(t, s):
    r = ri(0, 6)
    if r == 0:
        return t + " " + " ".join(rstr(ri(4, 8)) for _ in range(ri(1, 3)))
    if r == 1:
        return rstr(ri(5, 9), LOWALNUM) + " " + t
    if r == 2:
        return t + " ref#" + rstr(ri(5, 8), "0123456789")
    if r == 3:
        return t + " [" + rstr(8, HEXL) + "]"
    if r == 4:
        return t + " -- " + " ".join(ch(SALAD) for _ in range(ri(4, 9)))
    if r == 5:
        return t + " id:" + rstr(10, LOWALNUM)
    return t + " " + "." * ri(5, 20) + rstr(4, LOWALNUM)


def op_reply(t, s):
    return ch(REPLY) + t


def op_homoglyph(t, s):
    return "".join(HOMO[c] if c in HOMO and chance(0.4) else c for c in t)


def op_zw(t, s):
    z = ch(["\u200b", "\u00ad", "\u200c", "\u2060"])
    chars = list(t)
    for _ in range(ri(1, 3)):
        if len(chars) > 2:
            k = ri(1, len(chars) - 1)
            chars.insert(k, z)
    return "".join(chars)


def _fileish(t):
    b = re.sub(r"[^A-Za-z0-9.\-_]+", ".", t)
    b = re.sub(r"\.+", ".", b).strip(".")[:60]
    return b if len(b) >= 4 else rstr(12, LOWALNUM)


def _size():
    return ch([f"{ri(1, 999)},{ri(10, 99)} MB", f"{ri(1, 9)}.{ri(10, 99)} GB", f"{ri(100, 999)} MB"])


def op_shell(t, s):
    tot = ri(5, 80)
    i = ri(1, tot)
    b = ri(1, 400)
    a = ri(1, b)
    base = _fileish(t)
    r = ri(0, 7)
    if r == 0:
        return f'[{i:02d}/{tot:02d}] - "{t}" yEnc (1/{b})'
    if r == 1:
        return f'{t} [{i}/{tot}] - "{base}.part{ri(1, 30):02d}.rar" yEnc ({a}/{b})'
    if r == 2:
        return f'"{t}" yEnc (1/1)'
    if r == 3:
        return f'({t}) [{i:02d}/{tot:02d}] - "{rstr(12, LOWALNUM)}.rar" yEnc ({a}/{b}) {_size()}'
    if r == 4:
        return (f'[{ri(10000, 999999)}]-[FULL]-[#a.b.{ch(NEWSGROUPS)}@EFNet]-[ {t} ]-'
                f'[{i:02d}/{tot:02d}] - "{base}.nfo" yEnc (1/1)')
    if r == 5:
        return f'{t} - [{i:03d}/{tot:03d}] - "{base}.vol{ri(0, 63):03d}+{ri(1, 32):02d}.par2" yEnc (1/{b})'
    if r == 6:
        return f'<<Partner of {s["dom"]()}>> {t} [{i:02d}/{tot:02d}] - "{base}.rar" yEnc ({a}/{b})'
    return f'{t} "{base}.zip" yEnc ({a}/{b}) {_size()}'


OPS = {"shell": op_shell, "case": op_case, "sep": op_sep, "emoji": op_emoji, "deco": op_deco,
       "domain": op_domain, "contact": op_contact, "leet": op_leet, "spaced": op_spaced, "pad": op_pad,
       "reply": op_reply, "homoglyph": op_homoglyph, "zw": op_zw}


def pick_ops(prefer, latin):
    k = ch([1, 1, 1, 1, 2, 2, 2, 3])
    pool = []
    for name, w in NOISE_WEIGHTS:
        if not latin and name in LATIN_ONLY:
            continue
        if name in prefer:
            w *= 3
        pool.append([name, w])
    chosen = []
    for _ in range(k):
        if not pool:
            break
        tot = sum(w for _, w in pool)
        x = rng.random() * tot
        acc = 0.0
        for idx, (name, w) in enumerate(pool):
            acc += w
            if x <= acc:
                chosen.append(name)
                pool.pop(idx)
                break
        else:
            chosen.append(pool.pop()[0])
    chosen.sort(key=ORDER.index)
    return chosen


def noisify(t, slots, prefer):
    ops = pick_ops(prefer, mostly_ascii(t))
    for o in ops:
        t = OPS[o](t, slots)
    return t


# ---------------------------------------------------------------- filling and junk assembly
SLOT_RE = re.compile(r"\{([a-z_0-9]+)\}")


def fill(tpl, local):
    ctx = {}

    def rep(m):
        k = m.group(1)
        if k in ("movie", "moviedot") and k not in local:
            t, y = ch(FILMS)
            ctx["year"] = str(y)
            return t if k == "movie" else dot(t)
        if k == "year" and "year" in ctx:
            return ctx["year"]
        if k in local:
            v = local[k]
        elif k in GLOBAL:
            v = GLOBAL[k]
        else:
            raise KeyError(f"unknown slot {k} in {tpl!r}")
        return v() if callable(v) else ch(v)
    return SLOT_RE.sub(rep, tpl)


def clean(t):
    t = t.replace("\t", " ").replace("\r", " ").replace("\n", " ")
    return t.strip()


SEEN = set()   # membership only; never iterated
ROWS = []
STATS = {"junk_clean": 0, "junk_noisy": 0}
NOISE_BOOST = 0.15
FOREIGN_NOISE = 0.6


def add_row(label, family, title):
    title = clean(title)
    key = title.casefold()
    if not title or key in SEEN:
        return False
    SEEN.add(key)
    ROWS.append((label, family, title))
    return True


SMALL_AMT = ["$9.99", "$12", "$15", "$19.99", "$25", "$29", "€10", "£14.99", "$35", "$49"]
AMT_OVERRIDE = {
    "pharma_weightloss": {"amt": ["$99", "$149", "$199", "$249", "£129"]},
    "cannabis_psychedelics": {"amt": ["$50", "$75", "$99", "£60"]},
    "premium_account_resale": {"amt": SMALL_AMT},
    "game_cheats_boosting": {"amt": SMALL_AMT},
    "iptv_reseller": {"amt": ["$49", "$59", "£45", "€39", "$69", "$10", "£8.99"]},
    "followers_smm": {"amt": ["$2.99", "$4.99", "$1.49", "$9", "€3"]},
    "fake_reviews": {"amt": ["$10", "$15", "$20", "$5"]},
    "proxy_rdp_hosting": {"amt": SMALL_AMT},
    "usenet_affiliate": {"amt": ["$19", "$29", "$39", "€25"]},
    "invite_ratio_selling": {"amt": ["$20", "$35", "$50", "€40"]},
    "crack_keygen_sales": {"amt": ["$9.99", "$14.99", "$4.99", "$19"]},
    "password_bait": {"amt": ["$4.99", "$2.99", "$9.99", "€5"]},
    "generator_freebies": {"amt": SMALL_AMT},
    "essay_mill": {"amt": ["$300", "$450", "$800", "£500", "$1,200"]},
    "outsourcing_leadgen": {"amt": ["$299", "$499", "$99", "£350"]},
    "lottery_prize": {"amt": ["$850,000", "£500,000", "$1,000,000", "€250,000", "$75,000"]},
    "job_task_scam": {"amt": ["$150", "$200", "$300", "$500", "$85", "€120", "£250", "$35", "$45"]},
    "mlm_gifting": {"amt": ["$500", "$1,000", "$200"], "amt2": ["$4,000", "$8,000", "$1,600"]},
    "debt_credit_repair": {"amt": ["$299", "$499", "$750", "$1,500"]},
    "bulk_data_mailing": {"amt": ["$99", "$199", "$49", "$299"]},
    "charity_fraud": {"amt": ["$50", "$100", "$20", "$10"]},
    "payday_loans": {"amt": ["$500", "$1,000", "$1,500", "£300", "£750", "$2,500", "$5,000"]},
    "marketplace_rental_pet": {"amt": ["$850", "$1,200", "£700", "€900"]},
    "crypto_investment": {"amt": ["$250", "$500", "$100", "€250", "$300", "$1,000"],
                          "amt2": ["$5,000", "$12,000", "$8,500", "$25,000", "$3,400"]},
    "get_rich_course": {"amt": ["$3,200", "$7,500", "$12,000", "$1,850", "$500", "$997"]},
    "home_improvement_leads": {"amt": ["$29", "$39", "$49"]},
    "tech_support_scam": {"amt": ["$299.99", "$399.99", "$499.00", "$349.99", "$199.99"]},
    "timeshare_travel": {"amt": ["$499", "$699", "$1,200", "$399", "$15,000"]},
    "forex_signals": {"amt": ["$97", "$199", "$297", "$499", "$1,000", "$250"]},
    "fund_recovery": {"amt": ["$45,000", "$120,000", "$8,500", "$230,000", "£60,000"]},
    "sextortion": {"amt": ["$1,450", "$1,200", "$2,000", "$950", "$1,650"]},
    "gov_tax_toll": {"amt": ["$1,257.00", "£414.80", "$982.45", "$3,200", "$600"]},
    "parcel_smishing": {"amt": ["$1.99", "£2.99", "€1.50", "$3.00", "$12.90"]},
    "phishing_bank": {"amt": ["$1,499.00", "£850.00", "$2,340.17", "€999.00", "$600.00"]},
    "claims_compensation": {"amt": ["£4,200", "$12,000", "£6,500", "$48,000"]},
    "property_investment": {"amt": ["$250,000", "€500,000", "$50,000", "£100,000"]},
    "casino": {"amt": ["$2,500", "$4,800", "€1,200", "$12,000", "$850"]},
    "betting_fixed_tips": {"amt": ["$30", "£20", "$50", "$3,200", "$1,500"]},
    "money_mule": {"amt": ["$500", "$300", "£400", "€350"]},
    "fake_store_clearance": {"amt": ["$19.99", "$24.99", "$29.99", "$14.99"]},
    "cosmetic_youth_hair": {"amt": ["$1,890", "€1,650", "£2,200", "$2,450"]},
}


def intent_slots(it):
    stems = it["stems"] or GENERIC_STEMS
    d = dict(it["slots"])
    for k, v in AMT_OVERRIDE.get(it["name"], {}).items():
        d.setdefault(k, v)
    d.setdefault("dom", lambda: make_domain(stems))
    d.setdefault("ddom", lambda: defang(make_domain(stems)))
    d.setdefault("url", lambda: make_url(make_domain(stems)))
    return d


def gen_junk():
    names = [it["name"] for it in INTENTS]
    for it in INTENTS:
        slots = intent_slots(it)
        order = list(range(len(it["t"])))
        rng.shuffle(order)
        made = 0
        k = 0
        tries = 0
        while made < it["n"]:
            tpl = it["t"][order[k % len(order)]]
            k += 1
            title = fill(tpl, slots)
            noisy = chance(min(0.92, it["noise"] + NOISE_BOOST)) or tries > 3
            if noisy:
                title = noisify(title, slots, it["prefer"])
            if add_row("junk", "junk:" + it["name"], title):
                made += 1
                STATS["junk_noisy" if noisy else "junk_clean"] += 1
                tries = 0
            else:
                tries += 1
                if tries > 300:
                    raise RuntimeError("cannot make unique titles for " + it["name"])
    for intent, lang, text in FOREIGN:
        assert intent in names, intent
        it = INTENTS[names.index(intent)]
        slots = intent_slots(it)
        title = text
        noisy = chance(FOREIGN_NOISE)
        if noisy:
            title = noisify(title, slots, [p for p in it["prefer"] if p not in LATIN_ONLY])
        if not add_row("junk", "junk:" + intent, title):
            raise RuntimeError("duplicate foreign line " + text)
        STATS["junk_noisy" if noisy else "junk_clean"] += 1


# ---------------------------------------------------------------- legit data
SCENE_TV = ["SYNCOPY", "ETHEL", "NHTFS", "TORiS", "KOGi", "SuccessfulCrab", "FENiX", "GGEZ", "EDITH", "BAE",
            "MiNX", "CAKES", "JFF", "SKYFiRE", "RAWR", "FLEET", "TEPES", "DiMEPiECE", "PHOENiX", "ELEANOR",
            "ION10", "LOL", "DIMENSION", "KILLERS", "SVA", "AVS", "W4F", "MTB", "CRiMSON", "TrollHD",
            "ROBOTS", "GOSSIP", "BRAVERY", "TURBO", "APRiCiTY", "SPiRiT", "NOMA", "ASCENDANCE", "FUtV"]
P2P_TV = ["NTb", "FLUX", "playWEB", "KiNGS", "MZABI", "CMRG", "SiGMA", "BLOOM", "HONE", "SMURF", "NOSiViD",
          "KHN", "PECULATE", "Kitsune", "APEX", "GNOME", "XEBEC", "BYNDR", "SiC", "TOMMY", "TVSmash", "RTN",
          "LAZY", "Vialle", "ViSUM", "BiQ", "T6D", "MeGusta", "ELiTE", "EniaHD"]
SCENE_FILM = ["SPARKS", "AMIABLE", "GECKOS", "DRONES", "BLOW", "ROVERS", "VETO", "PiGNUS", "YOL0W", "USURY",
              "SADPANDA", "JustWatch", "CiNEFiLE", "DEPTH", "GAZER", "UNVEiL", "PSYCHD", "REWARD", "KNiVES",
              "TiTAN", "SNOW", "iMBT", "BiPOLAR", "SURCODE", "WATCHABLE", "SHORTBREHD", "HANDJOB", "SCARE"]
P2P_FILM = ["FGT", "EVO", "NTb", "FLUX", "CMRG", "SWTYBLZ", "TERMiNAL", "FraMeSToR", "EPSiLON", "HDH", "DON",
            "CtrlHD", "EbP", "BHDStudio", "playBD", "TayTO", "W4NK3R", "GalaxyRG", "PSA", "NeoNoir", "KiNGDOM",
            "SiGMA", "BYNDR", "HiDt", "ZQ", "decibeL", "Geek", "BeyondHD", "iFT", "TRiToN"]
QXR = ["Tigole", "Silence", "Joy", "Ghost", "afm72", "Natty", "r00t", "Panda", "t3nzin", "Vyndros", "Garshasp"]
TV_SERVICES = ["AMZN", "NF", "DSNP", "HMAX", "MAX", "ATVP", "HULU", "PCOK", "PMTP", "iP", "STAN", "CRAV", "ITVX",
               "ROKU", "SHO", "STARZ", "AMC+", "BBC", "MUBI", "CBC", "ALL4"]
AUDIO = ["DDP5.1", "DDP5.1.Atmos", "AAC2.0", "DD5.1", "DDP2.0", "AAC", "EAC3.5.1", "TrueHD.7.1.Atmos"]
EPTITLES = ["Pilot", "The.Reckoning", "Homecoming", "Blood.Ties", "Second.Chances", "The.Long.Night",
            "Crossroads", "Trust.Issues", "Endgame", "The.Visitor", "Lost.and.Found", "Old.Friends", "Open.House",
            "Family.Business", "Checkmate", "The.Deal", "Point.of.No.Return", "Fishes", "Napkins", "Forks",
            "Part.One", "Part.Two", "Chapter.Eight", "Ghosts", "The.Box", "Exit.Interview", "Tides",
            "Ouroboros", "Aftermath", "Cold.Open", "Safe.Harbor", "The.Bridge", "Dead.Air", "Runaway"]

DAILY = ["The.Daily.Show", "Jimmy.Kimmel.Live", "The.Late.Show.with.Stephen.Colbert", "Late.Night.with.Seth.Meyers",
         "The.Tonight.Show.Starring.Jimmy.Fallon", "Real.Time.with.Bill.Maher", "Jeopardy", "Wheel.of.Fortune",
         "The.View", "The.Kelly.Clarkson.Show", "Countdown", "The.Chase", "WWE.Monday.Night.Raw", "WWE.SmackDown",
         "AEW.Dynamite", "Good.Morning.America", "Gutfeld", "After.Midnight", "The.Drew.Barrymore.Show",
         "Tagesschau", "Hardball", "The.Five", "Judge.Judy", "Family.Feud", "Emmerdale", "Coronation.Street",
         "EastEnders", "Neighbours", "Hollyoaks", "The.Young.and.the.Restless"]
GUESTS = ["Tom.Hanks", "Emma.Stone", "Ryan.Gosling", "Zendaya", "Pedro.Pascal", "Florence.Pugh", "Jeff.Goldblum",
          "Keanu.Reeves", "Sandra.Oh", "Bill.Burr", "John.Mulaney", "Taylor.Tomlinson", "Margot.Robbie",
          "Paul.Rudd", "Anya.Taylor-Joy", "Cillian.Murphy", "Dua.Lipa", "Jon.Hamm", "Kristen.Bell",
          "Hugh.Jackman", "Viola.Davis", "Steve.Martin", "Martin.Short", "Jenna.Ortega", "Glen.Powell",
          "Jack.Black", "Ayo.Edebiri", "Jeremy.Allen.White", "Dan.Levy", "Kumail.Nanjiani", "Ali.Wong"]
WRESTLE_GRP = ["HEEL", "WH", "SWAGGERHD", "Star"]

ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Kusuriya no Hitorigoto", "Dungeon Meshi", "Spy x Family",
         "Oshi no Ko", "Bocchi the Rock!", "Chainsaw Man", "One Piece", "Mushoku Tensei S2", "Kaijuu 8-gou",
         "Ore dake Level Up na Ken", "Dandadan", "Blue Lock", "Vinland Saga S2", "Mob Psycho 100 III",
         "Hibike! Euphonium 3", "Shingeki no Kyojin - The Final Season", "Yofukashi no Uta",
         "Boku no Kokoro no Yabai Yatsu", "Tengoku Daimakyou", "Skip to Loafer", "Kimetsu no Yaiba",
         "Boku no Hero Academia", "Tensei shitara Slime Datta Ken", "Kaguya-sama wa Kokurasetai", "Made in Abyss",
         "Re Zero kara Hajimeru Isekai Seikatsu", "Hikaru ga Shinda Natsu", "Sakamoto Days", "Ao no Hako",
         "Shikanoko Nokonoko Koshitantan", "Kaoru Hana wa Rin to Saku", "Ranma 1/2 (2024)",
         "Bleach - Sennen Kessen-hen", "Ookami to Koushinryou (2024)", "Zom 100", "Pluto", "Tengoku Daimakyou",
         "Kusuriya no Hitorigoto S2", "Mahou Shoujo ni Akogarete", "Shangri-La Frontier", "Make Heroine ga Oosugiru!"]
ANIME_ZH = ["葬送的芙莉莲", "咒术回战", "药屋少女的呢喃", "迷宫饭", "间谍过家家", "我推的孩子", "孤独摇滚", "电锯人", "海贼王", "胆大党"]

MUSIC = [("Taylor Swift", "The Tortured Poets Department", 2024), ("Beyonce", "Cowboy Carter", 2024),
         ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Kendrick Lamar", "GNX", 2024), ("Charli XCX", "Brat", 2024),
         ("Sabrina Carpenter", "Short n' Sweet", 2024), ("Fontaines D.C.", "Romance", 2024),
         ("The Cure", "Songs of a Lost World", 2024), ("Nick Cave and the Bad Seeds", "Wild God", 2024),
         ("Vampire Weekend", "Only God Was Above Us", 2024), ("Olivia Rodrigo", "Guts", 2023),
         ("boygenius", "The Record", 2023), ("Metallica", "72 Seasons", 2023), ("Foo Fighters", "But Here We Are", 2023),
         ("Blur", "The Ballad of Darren", 2023), ("PJ Harvey", "I Inside the Old Year Dying", 2023),
         ("Sufjan Stevens", "Javelin", 2023), ("Radiohead", "In Rainbows", 2007), ("Radiohead", "OK Computer", 1997),
         ("Pink Floyd", "The Dark Side of the Moon", 1973), ("Pink Floyd", "Wish You Were Here", 1975),
         ("Led Zeppelin", "Physical Graffiti", 1975), ("Fleetwood Mac", "Rumours", 1977), ("David Bowie", "Blackstar", 2016),
         ("David Bowie", "Low", 1977), ("Kate Bush", "Hounds of Love", 1985), ("Prince", "Purple Rain", 1984),
         ("Michael Jackson", "Thriller", 1982), ("The Beatles", "Abbey Road", 1969), ("The Beatles", "Revolver", 1966),
         ("The Rolling Stones", "Hackney Diamonds", 2023), ("Bob Dylan", "Blood on the Tracks", 1975),
         ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965), ("Nirvana", "Nevermind", 1991),
         ("Pearl Jam", "Ten", 1991), ("Massive Attack", "Mezzanine", 1998), ("Portishead", "Dummy", 1994),
         ("Daft Punk", "Random Access Memories", 2013), ("Daft Punk", "Discovery", 2001),
         ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Boards of Canada", "Music Has the Right to Children", 1998),
         ("Bjork", "Homogenic", 1997), ("Arcade Fire", "Funeral", 2004), ("The National", "Boxer", 2007),
         ("LCD Soundsystem", "Sound of Silver", 2007), ("Tame Impala", "Currents", 2015), ("Frank Ocean", "Blonde", 2016),
         ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Amy Winehouse", "Back to Black", 2006), ("Adele", "30", 2021),
         ("Arctic Monkeys", "AM", 2013), ("The Strokes", "Is This It", 2001), ("Interpol", "Turn on the Bright Lights", 2002),
         ("Iron Maiden", "Senjutsu", 2021), ("Judas Priest", "Invincible Shield", 2024), ("Gojira", "Fortitude", 2021),
         ("Opeth", "The Last Will and Testament", 2024), ("Ghost", "Impera", 2022), ("Rammstein", "Zeit", 2022),
         ("Depeche Mode", "Memento Mori", 2023), ("Pet Shop Boys", "Nonetheless", 2024), ("Kylie Minogue", "Tension", 2023),
         ("Dua Lipa", "Radical Optimism", 2024), ("Bad Bunny", "Un Verano Sin Ti", 2022), ("Rosalia", "Motomami", 2022),
         ("Burna Boy", "I Told Them", 2023), ("Fred again..", "Actual Life 3", 2022), ("Four Tet", "Three", 2024),
         ("Floating Points", "Cascade", 2024), ("Jon Hopkins", "Ritual", 2024), ("Max Richter", "In a Landscape", 2024),
         ("Hania Rani", "Ghosts", 2023), ("Laufey", "Bewitched", 2023), ("Noah Kahan", "Stick Season", 2022),
         ("Zach Bryan", "Zach Bryan", 2023), ("Chris Stapleton", "Higher", 2023), ("Willie Nelson", "The Border", 2024),
         ("Johnny Cash", "American IV The Man Comes Around", 2002), ("Khruangbin", "A La Sala", 2024),
         ("King Gizzard and the Lizard Wizard", "Flight b741", 2024), ("IDLES", "Tangk", 2024),
         ("The Smile", "Wall of Eyes", 2024), ("Mdou Moctar", "Funeral for Justice", 2024),
         ("Waxahatchee", "Tigers Blood", 2024), ("Jessica Pratt", "Here in the Pitch", 2024),
         ("Beth Gibbons", "Lives Outgrown", 2024), ("Clairo", "Charm", 2024), ("Tyler the Creator", "Chromakopia", 2024),
         ("The Weeknd", "After Hours", 2020), ("Phoebe Bridgers", "Punisher", 2020), ("Steely Dan", "Aja", 1977),
         ("Talking Heads", "Remain in Light", 1980), ("Joni Mitchell", "Blue", 1971), ("Marvin Gaye", "What's Going On", 1971)]
SCENE_MUSIC = ["ENRiCH", "PTC", "FLACME", "MOD", "DDAS", "SDR", "NOiCE", "TOSK", "C4", "BF", "ERP", "WUS", "JUST",
               "MARR", "HBD", "FATHEAD", "AMOK", "YARD", "DALI", "PERFECT", "oND", "FTD", "MyDad", "KLIN", "RAGEFLAC"]
VA_COMPS = ["Ministry_of_Sound-Anthems_90s", "Now_Thats_What_I_Call_Music_117", "Defected_Presents_House_Masters",
            "Hed_Kandi_Beach_House", "Kontor_Top_Of_The_Clubs_Vol_97", "Cafe_Del_Mar_30", "Ultra_Dance_Hits_2024",
            "Bravo_Hits_124", "Top_40_Hits_2023", "Anjunabeats_Volume_18", "Fabric_Presents_Bicep",
            "Late_Night_Tales_Khruangbin", "Dreamboy_Presents_Classic_Trance", "Ibiza_Annual_2024"]

SONGS = [("Queen", "Bohemian Rhapsody"), ("a-ha", "Take On Me"), ("Kate Bush", "Running Up That Hill"),
         ("Journey", "Don't Stop Believin'"), ("Toto", "Africa"), ("Eurythmics", "Sweet Dreams (Are Made of This)"),
         ("The Killers", "Mr. Brightside"), ("Oasis", "Wonderwall"), ("Radiohead", "Creep"),
         ("Nirvana", "Smells Like Teen Spirit"), ("Coldplay", "Yellow"), ("Adele", "Rolling in the Deep"),
         ("Daft Punk", "One More Time"), ("Robyn", "Dancing On My Own"), ("Lorde", "Royals"),
         ("Billie Eilish", "Birds of a Feather"), ("Sabrina Carpenter", "Espresso"), ("Chappell Roan", "Good Luck, Babe!"),
         ("Benson Boone", "Beautiful Things"), ("Hozier", "Too Sweet"), ("Kendrick Lamar", "Not Like Us"),
         ("Taylor Swift", "Cruel Summer"), ("Miley Cyrus", "Flowers"), ("Harry Styles", "As It Was"),
         ("The Weeknd", "Blinding Lights"), ("Dua Lipa", "Levitating"), ("Rihanna", "Umbrella"),
         ("Beyonce", "Crazy in Love"), ("OutKast", "Hey Ya!"), ("Gnarls Barkley", "Crazy"), ("Fleetwood Mac", "Dreams"),
         ("ABBA", "Dancing Queen"), ("Bee Gees", "Stayin' Alive"), ("Whitney Houston", "I Wanna Dance with Somebody"),
         ("Michael Jackson", "Billie Jean"), ("Prince", "When Doves Cry"), ("Madonna", "Like a Prayer"),
         ("Bruce Springsteen", "Dancing in the Dark"), ("U2", "One"), ("R.E.M.", "Losing My Religion"),
         ("Pulp", "Common People"), ("Blur", "Song 2"), ("New Order", "Blue Monday"),
         ("Joy Division", "Love Will Tear Us Apart"), ("The Smiths", "There Is a Light That Never Goes Out"),
         ("David Bowie", "Heroes"), ("Pink Floyd", "Comfortably Numb"), ("Led Zeppelin", "Kashmir"),
         ("Metallica", "Enter Sandman"), ("Linkin Park", "In the End"), ("Eminem", "Lose Yourself"),
         ("Stromae", "Alors on danse"), ("Shakira", "Hips Don't Lie"), ("Luis Fonsi feat. Daddy Yankee", "Despacito"),
         ("PSY", "Gangnam Style"), ("Ed Sheeran", "Shape of You"), ("Gotye", "Somebody That I Used to Know"),
         ("Pharrell Williams", "Happy"), ("Massive Attack", "Teardrop"), ("Portishead", "Glory Box"),
         ("Fatboy Slim", "Right Here, Right Now"), ("The Prodigy", "Firestarter"), ("Underworld", "Born Slippy .NUXX")]

BOOKS = [("Brandon Sanderson", "The Way of Kings", 2010), ("Brandon Sanderson", "Wind and Truth", 2024),
         ("Andy Weir", "Project Hail Mary", 2021), ("Andy Weir", "The Martian", 2011), ("Frank Herbert", "Dune", 1965),
         ("George R.R. Martin", "A Game of Thrones", 1996), ("J.R.R. Tolkien", "The Fellowship of the Ring", 1954),
         ("Stephen King", "Holly", 2023), ("Stephen King", "The Stand", 1978), ("Stephen King", "11-22-63", 2011),
         ("Agatha Christie", "Murder on the Orient Express", 1934), ("Hilary Mantel", "Wolf Hall", 2009),
         ("Kazuo Ishiguro", "Klara and the Sun", 2021), ("Sally Rooney", "Intermezzo", 2024),
         ("Richard Osman", "The Thursday Murder Club", 2020), ("Colleen Hoover", "It Ends with Us", 2016),
         ("Rebecca Yarros", "Fourth Wing", 2023), ("Sarah J. Maas", "A Court of Thorns and Roses", 2015),
         ("James Clear", "Atomic Habits", 2018), ("Yuval Noah Harari", "Sapiens", 2011), ("Michelle Obama", "Becoming", 2018),
         ("Walter Isaacson", "Elon Musk", 2023), ("Robert Caro", "The Power Broker", 1974),
         ("Ken Follett", "The Pillars of the Earth", 1989), ("Dennis E. Taylor", "We Are Legion (We Are Bob)", 2016),
         ("Matt Dinniman", "Dungeon Crawler Carl", 2020), ("Will Wight", "Unsouled", 2016), ("Pierce Brown", "Red Rising", 2014),
         ("John Scalzi", "Old Man's War", 2005), ("Martha Wells", "All Systems Red", 2017),
         ("Adrian Tchaikovsky", "Children of Time", 2015), ("Ursula K. Le Guin", "A Wizard of Earthsea", 1968),
         ("Terry Pratchett", "Guards! Guards!", 1989), ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", 1979),
         ("Neil Gaiman", "American Gods", 2001), ("Cormac McCarthy", "The Road", 2006), ("Donna Tartt", "The Secret History", 1992),
         ("Toni Morrison", "Beloved", 1987), ("Jane Austen", "Pride and Prejudice", 1813), ("Leo Tolstoy", "War and Peace", 1869),
         ("Fyodor Dostoevsky", "Crime and Punishment", 1866), ("Mary Shelley", "Frankenstein", 1818),
         ("George Orwell", "Nineteen Eighty-Four", 1949), ("Aldous Huxley", "Brave New World", 1932),
         ("Barbara Kingsolver", "Demon Copperhead", 2022), ("Abraham Verghese", "The Covenant of Water", 2023),
         ("Percival Everett", "James", 2024), ("Kristin Hannah", "The Women", 2024), ("Emily Henry", "Funny Story", 2024),
         ("Lee Child", "Killing Floor", 1997), ("Michael Connelly", "The Lincoln Lawyer", 2005), ("Mick Herron", "Slow Horses", 2010),
         ("Tana French", "The Searcher", 2020), ("Liu Cixin", "The Three-Body Problem", 2008),
         ("Haruki Murakami", "The City and Its Uncertain Walls", 2024), ("Malcolm Gladwell", "Outliers", 2008),
         ("Daniel Kahneman", "Thinking, Fast and Slow", 2011), ("Bill Bryson", "A Short History of Nearly Everything", 2003),
         ("Mary Beard", "SPQR", 2015), ("Tom Holland", "Dominion", 2019), ("Erik Larson", "The Devil in the White City", 2003),
         ("David Grann", "The Wager", 2023), ("Patrick Radden Keefe", "Empire of Pain", 2021),
         ("Rick Rubin", "The Creative Act", 2023), ("Robin Wall Kimmerer", "Braiding Sweetgrass", 2013),
         ("Cal Newport", "Deep Work", 2016), ("Oliver Burkeman", "Four Thousand Weeks", 2021),
         ("Ann Patchett", "Tom Lake", 2023), ("R.F. Kuang", "Yellowface", 2023), ("Joe Abercrombie", "The Blade Itself", 2006)]
NARRATORS = ["Ray Porter", "Stephen Fry", "Jim Dale", "Kate Reading", "Michael Kramer", "Scott Brick", "Wil Wheaton",
             "Julia Whelan", "R.C. Bray", "January LaVoy", "Simon Vance", "Rosamund Pike", "Andy Serkis", "Jeff Hays",
             "Kevin R. Free", "Juliet Stevenson", "Roy Dotrice", "Tim Gerard Reynolds", "Steven Pacey", "Frank Muller"]
PUBLISHERS = ["Penguin", "HarperCollins", "Tor", "Orbit", "Knopf", "Vintage", "Picador", "Faber", "Bloomsbury",
              "Del.Rey", "Gollancz", "Simon.and.Schuster", "Random.House", "Hodder", "Little.Brown"]
TECHBOOKS = [("OReilly", "Designing Data-Intensive Applications", 2017), ("No Starch Press", "The Rust Programming Language 2nd Edition", 2023),
             ("Manning", "Deep Learning with Python 2nd Edition", 2021), ("Packt", "Mastering Kubernetes 4th Edition", 2023),
             ("Apress", "Pro Git 2nd Edition", 2014), ("Addison-Wesley", "The Pragmatic Programmer 20th Anniversary Edition", 2019),
             ("OReilly", "Fluent Python 2nd Edition", 2022), ("MIT Press", "Structure and Interpretation of Computer Programs", 1996),
             ("Pragmatic Bookshelf", "Programming Elixir 1.6", 2018), ("OReilly", "Learning SQL 3rd Edition", 2020),
             ("No Starch Press", "Black Hat Python 2nd Edition", 2021), ("Manning", "Grokking Algorithms 2nd Edition", 2024),
             ("Packt", "Python for Algorithmic Trading Cookbook", 2024), ("OReilly", "Hands-On Machine Learning 3rd Edition", 2022)]

COMICS = ["Batman", "Detective Comics", "Amazing Spider-Man", "Saga", "Monstress", "Transformers", "Absolute Batman",
          "Ultimate Spider-Man", "Something is Killing the Children", "Radiant Black", "Immortal Thor", "X-Men",
          "Fantastic Four", "Invincible", "Hellboy and the B.P.R.D.", "2000AD Prog", "Judge Dredd Megazine",
          "Nightwing", "Wonder Woman", "Superman", "Daredevil", "Venom", "Hulk", "Void Rivals", "Geiger",
          "Scarlet Witch", "Department of Truth", "Minor Arcana", "Ultimate X-Men", "Green Lantern"]
MANGA = ["One Piece", "Chainsaw Man", "Berserk", "Vagabond", "Jujutsu Kaisen", "Spy x Family", "Blue Period",
         "Frieren - Beyond Journey's End", "Dandadan", "Witch Hat Atelier"]
COMIC_GRPS = ["Zone-Empire", "Li'l-Empire", "Shan-Empire", "dargh-Empire", "Oroboros-DCP", "The Last Kryptonian-DCP",
              "Glorith-Novus-HD", "Minutemen-Thoth", "Son of Ultron-Empire", "digital-Empire", "1r0n"]
MAGS = ["The Economist", "New Scientist", "National Geographic", "Wired", "PC Gamer", "Linux Format", "The MagPi",
        "Scientific American", "The New Yorker", "Time", "Forbes", "Bloomberg Businessweek", "Rolling Stone", "Empire",
        "Total Film", "Edge", "Retro Gamer", "Car and Driver", "BBC Music Magazine", "Guitar World",
        "Popular Mechanics", "Der Spiegel", "Stern", "c't Magazin", "Le Point", "The Spectator", "Private Eye", "Mojo",
        "Uncut", "Classic Rock", "Men's Health", "Runner's World", "Digital Camera World", "Maximum PC",
        "2600 The Hacker Quarterly", "Practical Wireless", "Model Railroader", "Astronomy", "Sky at Night", "Wallpaper"]

SOFT_SCENE = [("Adobe.Photoshop.2024", "v25.{a}.{b}.x64.Multilingual"), ("Adobe.Lightroom.Classic", "v13.{a}.x64"),
              ("DaVinci.Resolve.Studio", "v19.{a}.{b}.x64"), ("Ableton.Live.12.Suite", "v12.{a}.{b}.x64"),
              ("Native.Instruments.Kontakt.8", "v8.{a}.{b}.WiN"), ("Steinberg.Cubase.Pro.13", "v13.0.{b}.WiN"),
              ("Autodesk.AutoCAD.2025", "x64"), ("Topaz.Video.AI", "v5.{a}.{b}.x64"), ("CorelDRAW.Graphics.Suite.2024", "v25.{a}.0.230.x64"),
              ("JetBrains.IntelliJ.IDEA.Ultimate.2024", "{a}.{b}"), ("Sublime.Text", "v4.0.Build.41{b}.x64"),
              ("FabFilter.Pro-Q.3", "v3.{a}.{b}.WiN.MAC"), ("Final.Cut.Pro", "v10.{a}.{b}.MacOSX"),
              ("Microsoft.Office.LTSC.Professional.Plus.2024", "v2408.Build.17928.{b}.x64"),
              ("Serato.DJ.Pro", "v3.{a}.{b}"), ("iZotope.RX.11.Advanced", "v11.{a}.{b}.WiN"),
              ("Capture.One.23.Enterprise", "v16.{a}.{b}.x64"), ("Maxon.Cinema.4D.2024", "{a}.{b}.Win.x64")]
SOFT_GRPS = ["TBE", "BTCR", "R2R", "XFORCE", "AMPED", "DVT", "CRD", "MAGNiTUDE", "F4CG", "TNT", "P2P", "ASSiGN"]
INSTALLERS = ["vlc-3.0.{b}-win64.exe", "Firefox Setup 12{a}.0.{b}.exe", "7z24{a}{b}-x64.exe",
              "LibreOffice_24.{a}.{b}_Win_x86-64.msi", "OBS-Studio-30.{a}.{b}-Full-Installer-x64.exe",
              "Git-2.4{a}.{b}-64-bit.exe", "python-3.12.{b}-amd64.exe", "node-v20.1{a}.{b}-x64.msi",
              "blender-4.{a}.{b}-windows-x64.msi", "gimp-2.10.3{a}-setup.exe", "KeePass-2.5{a}-Setup.exe",
              "audacity-win-3.{a}.{b}-64bit.exe", "VirtualBox-7.0.1{a}-16{b}988-Win.exe",
              "HandBrake-1.{a}.{b}-x86_64-Win_GUI.exe", "Thunderbird Setup 115.1{a}.{b}.exe",
              "qbittorrent_4.6.{a}_x64_setup.exe", "Inkscape-1.3.{a}_x64.msi", "krita-x64-5.2.{a}-setup.exe",
              "VSCodeUserSetup-x64-1.8{a}.{b}.exe", "npp.8.6.{a}.Installer.x64.exe", "WinRAR 7.0{a} x64 (English)",
              "MKVToolNix {a}{b}.0 64-bit", "SABnzbd-4.3.{a}-win64-setup.exe", "nzbget-24.{a}-win64-setup.exe",
              "calibre-64bit-7.1{a}.0.msi", "foobar2000 v2.1.{a} x64", "SteamSetup.exe", "Rufus 4.{a} portable",
              "Everything-1.4.1.10{b}.x64-Setup.exe", "ShareX-16.{a}.{b}-setup.exe", "Kodi 21.{a} Omega (x64) installer",
              "mpv-x86_64-2024{a}{b}-git.7z", "Plex Media Server 1.40.{a}.{b} Windows", "Docker Desktop Installer 4.3{a}.0.exe"]
OS_ISOS = ["ubuntu-24.04-desktop-amd64.iso", "ubuntu-22.04.4-live-server-amd64.iso", "debian-12.5.0-amd64-DVD-1.iso",
           "debian-12.5.0-amd64-netinst.iso", "Fedora-Workstation-Live-x86_64-40-1.14.iso", "archlinux-2024.05.01-x86_64.iso",
           "linuxmint-21.3-cinnamon-64bit.iso", "Rocky-9.4-x86_64-dvd.iso", "AlmaLinux-9.4-x86_64-dvd.iso",
           "openSUSE-Tumbleweed-DVD-x86_64-Current.iso", "Win11_23H2_English_x64v2.iso",
           "Win10_22H2_EnglishInternational_x64v1.iso", "en-us_windows_server_2022_updated_april_2024_x64_dvd_164349f3.iso",
           "kali-linux-2024.2-installer-amd64.iso", "pop-os_22.04_amd64_nvidia_42.iso", "manjaro-kde-24.0-240513-linux69.iso",
           "FreeBSD-14.0-RELEASE-amd64-dvd1.iso", "TrueNAS-SCALE-24.04.0.iso", "proxmox-ve_8.2-1.iso", "tails-amd64-6.3.iso",
           "MX-23.3_x64.iso", "elementaryos-7.1-stable.20231129rc.iso", "EndeavourOS_Endeavour-2024.04.20.iso",
           "zorin-os-17.1-core-64-bit.iso", "clonezilla-live-3.1.2-22-amd64.iso", "gparted-live-1.6.0-3-amd64.iso",
           "Windows 11 Pro 23H2 (x64) MSDN ISO", "Windows 7 SP1 Ultimate x64 (untouched MSDN)",
           "macOS Ventura 13.6.7 Full Installer (22G720)", "Raspberry Pi OS (64-bit) 2024-03-15 bookworm.img.xz",
           "ReactOS-0.4.14-release-x86.iso", "Slackware64-15.0-install-dvd.iso", "NixOS 24.05 minimal x86_64 ISO",
           "Windows XP Professional SP3 (VL) English", "ubuntu-20.04.6-desktop-amd64.iso", "CentOS-Stream-9-latest-x86_64-dvd1.iso"]
GAME_GRPS = ["RUNE", "TENOKE", "FLT", "SKIDROW", "CODEX", "PLAZA", "DOGE", "TiNYiSO", "RAZOR1911", "DARKSiDERS",
             "P2P", "I_KnoW", "ANOMALY"]
CONSOLE = [("NSW", ["VENOM", "SUXXORS", "BigBlueBox"]), ("PS4", ["DUPLEX", "BlaZe"]), ("PS5", ["DUPLEX"])]

NFL = ["Chiefs", "Eagles", "Ravens", "49ers", "Bills", "Lions", "Cowboys", "Packers", "Steelers", "Bengals", "Jets",
       "Dolphins", "Texans", "Rams", "Seahawks", "Vikings", "Browns", "Commanders"]
NBA = ["Celtics", "Lakers", "Warriors", "Nuggets", "Knicks", "Bucks", "Heat", "Suns", "Mavericks", "Thunder",
       "Timberwolves", "76ers", "Pacers", "Cavaliers"]
F1GP = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Emilia.Romagna", "Monaco", "Canada",
        "Spain", "Austria", "Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Azerbaijan", "Singapore",
        "United.States", "Mexico", "Brazil", "Las.Vegas", "Qatar", "Abu.Dhabi"]
F1SESSION = ["Race", "Qualifying", "Sprint", "Sprint.Qualifying", "FP1", "FP2", "FP3", "Pre-Race.Buildup",
             "Post-Race.Analysis", "Drivers.Press.Conference"]
CLUBS = ["Liverpool", "Manchester City", "Arsenal", "Chelsea", "Tottenham", "Newcastle", "Aston Villa",
         "Manchester United", "Real Madrid", "Barcelona", "Bayern Munich", "Borussia Dortmund", "Juventus", "Inter",
         "AC Milan", "PSG", "Ajax", "Celtic", "Rangers", "Benfica", "Porto", "Atletico Madrid", "Napoli", "Brighton"]
FIGHTERS = ["Jones", "Pereira", "Adesanya", "Makhachev", "Volkanovski", "OMalley", "Edwards", "Holloway", "Topuria",
            "Poirier", "Gaethje", "Du.Plessis", "Strickland", "Aspinall", "Pantoja", "Chimaev"]
IPL = ["CSK", "MI", "RCB", "KKR", "SRH", "RR", "DC", "PBKS", "GT", "LSG"]
TENNIS = ["Alcaraz", "Sinner", "Djokovic", "Medvedev", "Zverev", "Swiatek", "Sabalenka", "Gauff", "Rybakina", "Nadal"]

DE_SHOWS = ["Tatort", "Der.Bergdoktor", "SOKO.Leipzig", "Die.Rosenheim-Cops", "Hubert.ohne.Staller", "Babylon.Berlin",
            "Das.Boot", "Dark", "How.to.Sell.Drugs.Online.Fast", "4.Blocks", "Pastewka", "Der.Tatortreiniger",
            "Polizeiruf.110", "Die.Bergretter", "Notruf.Hafenkante"]
FR_SHOWS = ["Plus.Belle.La.Vie", "HPI", "Lupin", "Engrenages", "Le.Bureau.des.Legendes", "Dix.Pour.Cent",
            "Kaamelott", "Les.Revenants", "Capitaine.Marleau", "Astrid.et.Raphaelle"]
NORDIC = [("Bron.Broen", "SWEDiSH"), ("Skam", "NORWEGiAN"), ("Borgen", "DANiSH"), ("Beck", "SWEDiSH"),
          ("Wallander", "SWEDiSH"), ("Exit", "NORWEGiAN"), ("Forbrydelsen", "DANiSH"), ("Ofaerd", "iCELANDiC"),
          ("Karppi", "FiNNiSH"), ("Vikingane", "NORWEGiAN")]
NL_SHOWS = ["Flikken.Maastricht", "Penoza", "Undercover", "Hollands.Hoop", "Baantjer", "De.Luizenmoeder",
            "Flikken.Rotterdam", "Goede.Tijden.Slechte.Tijden"]
ES_SHOWS = ["La.Casa.de.Papel", "Elite", "Velvet", "Cuentame.como.paso", "El.Ministerio.del.Tiempo",
            "Aqui.no.hay.quien.viva", "Las.Chicas.del.Cable", "Vis.a.Vis"]
IT_SHOWS = ["Il.Commissario.Montalbano", "Gomorra", "L.Amica.Geniale", "Mare.Fuori", "Don.Matteo", "Suburra",
            "Il.Commissario.Ricciardi"]
PL_SHOWS = ["Ranczo", "Ojciec.Mateusz", "Swiat.wedlug.Kiepskich", "Klan", "M.jak.milosc", "Rojst", "Wielka.woda"]
RU_TITLES = [("Слово пацана. Кровь на асфальте", 2023, 8), ("Мастер и Маргарита", 2024, 0), ("Чебурашка", 2023, 0),
             ("Метод", 2015, 16), ("Трудные подростки", 2019, 13), ("Эпидемия", 2019, 8), ("Майор Гром: Игра", 2024, 0),
             ("Вызов", 2023, 0), ("Кухня", 2012, 20), ("Универ", 2008, 20), ("Territory / Территория", 2020, 8)]
KO_SHOWS = ["런닝맨", "나 혼자 산다", "놀라운 토요일", "전지적 참견 시점", "유 퀴즈 온 더 블럭", "나는 SOLO", "미운 우리 새끼",
            "복면가왕", "동상이몽 2"]
JP_DRAMA = ["海に眠るダイヤモンド", "VIVANT", "ブラッシュアップライフ", "虎に翼", "光る君へ", "silent", "不適切にもほどがある!",
            "アンメット"]
ZH_DRAMA = [("繁花", "Blossoms.Shanghai"), ("三体", "Three-Body"), ("漫长的季节", "The.Long.Season"),
            ("狂飙", "The.Knockout"), ("庆余年", "Joy.of.Life"), ("长相思", "Lost.You.Forever"), ("玫瑰的故事", "The.Tale.of.Rose")]
IN_FILMS = [("Laapataa.Ladies", 2024), ("12th.Fail", 2023), ("Jawan", 2023), ("Pathaan", 2023), ("Animal", 2023),
            ("Stree.2", 2024), ("Kalki.2898.AD", 2024), ("Manjummel.Boys", 2024), ("RRR", 2022), ("Dunki", 2023)]
TR_SHOWS = ["Kızılcık Şerbeti", "Kuruluş Osman", "Yalı Çapkını", "Yargı", "Bir Zamanlar Çukurova", "Teşkilat"]

XXX_SITES = ["Brazzers", "RealityKings", "TeamSkeet", "Vixen", "Blacked", "Tushy", "Deeper", "NaughtyAmerica",
             "BangBros", "MetArt", "SexArt", "Private", "DorcelClub", "Babes", "DigitalPlayground", "Nubiles",
             "Twistys", "WowGirls", "JulesJordan", "EvilAngel", "Hegre", "MetArtX", "PornWorld", "LetsDoeIt"]
XXX_FIRST = ["Lena", "Mia", "Ava", "Kira", "Nina", "Lola", "Jade", "Bella", "Sasha", "Eva", "Riley", "Alexis",
             "Gina", "Lily", "Vera", "Tina", "Kayla", "Emma", "Sofi", "Anya", "Mila", "Zoe", "Chloe", "Nikki"]
XXX_LAST = ["Rose", "Stone", "Reid", "Lane", "Blue", "Fox", "Monroe", "Summers", "Vega", "Hart", "Knight", "Storm",
            "Luna", "Diaz", "Sky", "Cruz", "Wilde", "Black", "Moon", "Grey", "Sinclair", "Valentine"]
XXX_TITLE = ["Poolside", "Office.Hours", "Weekend.Getaway", "Morning.Glory", "Room.Service", "Private.Lesson",
             "Yoga.Session", "Night.Shift", "Game.Night", "Penthouse.Party", "Summer.Heat", "Sunset.Villa",
             "Sweet.Surrender", "After.Hours", "Road.Trip", "Double.Trouble"]
XXX_GRPS = ["XXX", "KTR", "WRB", "P2P", "NBQ", "GUSH", "iNT", "SEXORS", "VSEX", "YAPG", "TRASHBIN"]
XXX_MOVIES = [("Vivid", "Cheerleaders.Gone.Wild"), ("Wicked", "Wasteland"), ("Digital.Playground", "Pirates.II"),
              ("Marc.Dorcel", "Anna.Escort.de.Luxe"), ("Private.Gold", "Tropical.Heat"), ("Elegant.Angel", "Big.Wet.Butts.25"),
              ("Jules.Jordan", "Oil.Overload.14"), ("New.Sensations", "Girlfriends.Vacation"), ("Adam.and.Eve", "Sweet.Nothings")]

DOC_SERIES = [("BBC", "Planet.Earth.III", ["Coasts", "Ocean", "Deserts.and.Grasslands", "Freshwater", "Forests", "Extremes", "Human"]),
              ("BBC", "Earths.Great.Rivers.II", ["The.Nile", "Mississippi", "Yukon"]),
              ("BBC", "The.Green.Planet", ["Tropical.Worlds", "Water.Worlds", "Seasonal.Worlds", "Desert.Worlds", "Human.Worlds"]),
              ("BBC", "Horizon", ["The.Power.of.Sleep", "Britains.Hidden.Volcanoes", "Inside.the.Mind.of.a.Genius", "The.Battle.for.Clean.Air"]),
              ("PBS", "NOVA", ["Ancient.Builders", "Zero.to.Infinity", "Secrets.in.Your.Data", "Hunt.for.the.Oldest.DNA", "Black.Hole.Apocalypse"]),
              ("PBS", "Secrets.of.the.Dead", ["The.Woman.in.the.Iron.Coffin", "Hannibal.in.the.Alps", "Pompeiis.Last.Days"]),
              ("Ch4", "Secret.History", ["The.Lost.Tomb", "Hidden.Roman.Britain"]),
              ("NatGeo", "Drain.the.Oceans", ["The.Titanic", "Lost.Cities", "Hitlers.Navy"]),
              ("Smithsonian", "Aerial.America", ["Alaska", "Utah", "Hawaii", "Maine"]),
              ("Arte", "Xenius", ["Pilze", "Vulkane", "Bienen"])]
DOC_TOPICS = ["The.Secret.Life.of.Bees", "Black.Holes.Explained", "Inside.the.Mind.of.a.Dog", "Romes.Lost.Legions",
              "Chernobyl.The.Lost.Tapes", "The.Race.to.Mars", "Ancient.Engineering", "Volcano.Hunters",
              "The.Hidden.World.of.Fungi", "Life.at.the.Edge", "Cities.of.the.Future", "Nuclear.Fusion.Now",
              "The.Last.Glaciers", "Supervolcano", "Inside.the.Body", "The.Mystery.of.Stonehenge",
              "The.Deepest.Dive", "Secrets.of.the.Pyramids", "Octopus.Intelligence", "The.Great.Plague"]


# ---------------------------------------------------------------- legit generators: helpers
def yenc_wrap(name, ext=None):
    tot = ri(5, 99)
    i = ri(1, tot)
    b = ri(20, 400)
    a = ri(1, b)
    if ext is None:
        ext = ch([f".part{ri(1, 40):02d}.rar", f".r{ri(0, 60):02d}", ".rar", ".nfo", ".par2",
                  f".vol{ri(0, 63):03d}+{ri(1, 32):02d}.par2", ".mkv", ".nzb", f".7z.{ri(1, 40):03d}", ".sfv"])
    r = ri(0, 6)
    if r == 0:
        return f'[{i:02d}/{tot:02d}] - "{name}{ext}" yEnc ({a}/{b})'
    if r == 1:
        return f'{name} [{i:02d}/{tot:02d}] - "{name}{ext}" yEnc ({a}/{b})'
    if r == 2:
        return f'({name}) [{i}/{tot}] - "{name}{ext}" yEnc ({a}/{b}) {_size()}'
    if r == 3:
        return (f'[{ri(10000, 999999)}]-[FULL]-[#a.b.{ch(NEWSGROUPS)}@EFNet]-[ {name} ]-[{i:02d}/{tot:02d}] - '
                f'"{name.lower()}{ext}" yEnc ({a}/{b})')
    if r == 4:
        return f'[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{tot}] - "" yEnc  {_size()} ({a}/{b})'
    if r == 5:
        return f'{name} - [{i:03d}/{tot:03d}] - "{name}{ext}" yEnc ({a}/{b})'
    return f'"{name}{ext}" yEnc ({a}/{b})'


def maybe_shell(name, p):
    return yenc_wrap(name) if chance(p) else name


def plain_show(s):
    return s


def fill_ab(s):
    return s.replace("{a}", str(ri(0, 9))).replace("{b}", str(ri(0, 9)))


TV_Q = ["720p.HDTV.x264", "HDTV.x264", "1080p.HDTV.H264", "720p.WEB.h264", "1080p.WEB.h264", "2160p.WEB.h265",
        "1080p.WEB.H264", "720p.WEB.H264", "1080p.HDTV.x265", "480p.x264", "WEB.h264", "1080p.WEB.H265",
        "2160p.WEB.H265", "720p.HDTV.H264", "1080p.WEB.x264"]
FILM_Q = ["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "1080p.WEB.H264", "2160p.WEB.H265",
          "DVDRip.x264", "BDRip.x264", "720p.WEBRip.x264", "1080p.BluRay.x265", "COMPLETE.BLURAY",
          "COMPLETE.UHD.BLURAY", "1080p.WEBRip.x264", "PAL.DVDR", "NTSC.DVDR", "2160p.HDR.WEB.H265",
          "1080p.BluRay.DTS.x264", "720p.WEB.H264"]
FILM_TAGS = ["EXTENDED", "DC", "REMASTERED", "LIMITED", "UNRATED", "IMAX", "CRITERION", "iNTERNAL", "THEATRICAL",
             "REPACK", "PROPER", "ANNIVERSARY.EDITION", "HYBRID", "OPEN.MATTE"]


def ep_code():
    s = ri(1, 12) if chance(0.85) else ri(13, 35)
    e = ri(1, 24)
    c = f"S{s:02d}E{e:02d}"
    if chance(0.04):
        c += f"E{e + 1:02d}"
    return c


# ---------------------------------------------------------------- structured legit
def tv_scene_name():
    t = dot(ch(TV)) + "." + ep_code()
    if chance(0.15):
        t += "." + ch(EPTITLES)
    if chance(0.12):
        t += "." + ch(["PROPER", "REPACK", "iNTERNAL", "REAL.PROPER", "READ.NFO", "DiRFiX", "RERiP", "SUBBED"])
    t += "." + ch(TV_Q) + "-" + ch(SCENE_TV)
    if chance(0.06):
        t = t.lower()
    return t


def g_tv_scene():
    t = tv_scene_name()
    if chance(0.04):
        t += ch([".mkv", ".nzb", ".mp4"])
    return maybe_shell(t, 0.12)


def tv_p2p_name():
    show = ch(TV)
    ep = ep_code()
    r_ = ch(["720p", "1080p", "1080p", "1080p", "2160p"])
    svc = ch(TV_SERVICES)
    aud = ch(AUDIO)
    f = ri(0, 6)
    if f == 0:
        codec = ch(["H.264", "H.265", "H264", "HEVC"])
        hdr = ch([".DV.HDR", ".HDR", ".DV", ".HDR10Plus"]) if r_ == "2160p" else ""
        tt = "." + ch(EPTITLES) if chance(0.3) else ""
        return f"{dot(show)}.{ep}{tt}.{r_}.{svc}.WEB-DL.{aud}{hdr}.{codec}-{ch(P2P_TV)}"
    if f == 1:
        return f"{show} - {ep} - {ch(EPTITLES).replace('.', ' ')} [{r_} {svc} WEB-DL]"
    if f == 2:
        yr = re.search(r"\((\d{4})\)", show)
        base = re.sub(r" \(.*\)", "", show)
        y = yr.group(1) if yr else str(ri(2008, 2024))
        return (f"{base} ({y}) {ep} ({r_} {svc} WEB-DL H264 SDR {aud.replace('.', ' ', 1).replace('.', ' ')} "
                f"English - {ch(['HONE', 'Kitsune', 'BLOOM', 'RAWR'])})")
    if f == 3:
        return f"{dot(show)}.{ep}.{r_}.WEBRip.x265-{ch(['MeGusta', 'ELiTE', 'PSA', 'GalaxyTV', 'TGx'])}"
    if f == 4:
        return f"{show} {ep} {r_} WEB-DL DDP5 1 H 264-{ch(P2P_TV)}"
    if f == 5:
        return f"{dot(show)}.{ep}.{r_}.BluRay.{ch(['x264', 'REMUX.AVC.DTS-HD.MA.5.1', 'DD5.1.x264'])}-{ch(P2P_TV)}"
    return f"{dot(show)}.{ep}.{r_}.{svc}.WEBRip.{ch(['DDP5.1', 'AAC2.0'])}.x264-{ch(P2P_TV)}"


def g_tv_p2p():
    return maybe_shell(tv_p2p_name(), 0.08)


def g_tv_pack():
    show = ch(TV)
    base = re.sub(r" \(.*\)", "", show)
    s = ri(1, 10)
    r_ = ch(["720p", "1080p", "1080p", "2160p"])
    f = ri(0, 7)
    if f == 0:
        t = f"{dot(show)}.S{s:02d}.{r_}.{ch(['WEB.h264', 'BluRay.x264', 'HDTV.x264', 'AMZN.WEB-DL.DDP5.1.H.264', 'NF.WEB-DL.DDP5.1.Atmos.H.264'])}-{ch(SCENE_TV + P2P_TV)}"
    elif f == 1:
        t = f"{dot(show)}.S{s:02d}.COMPLETE.{r_}.WEB.x264-{ch(SCENE_TV)}"
    elif f == 2:
        t = f"{base} Season {s} Complete {r_} WEB-DL x265 [Eng Subs]"
    elif f == 3:
        t = f"{base} ({ri(2005, 2020)}) Season 1-{s + 1} S01-S{s + 1:02d} (1080p BluRay x265 HEVC 10bit AAC 5.1 {ch(QXR)})"
    elif f == 4:
        t = f"{dot(show)}.S01-S{s + 1:02d}.COMPLETE.720p.BluRay.x264-{ch(P2P_TV)}"
    elif f == 5:
        t = f"{base} - The Complete Series (S01-S{s + 1:02d}) [DVDRip]"
    elif f == 6:
        t = f"{dot(show)}.S{s:02d}.iNTERNAL.{r_}.WEB.H264-{ch(SCENE_TV)}"
    else:
        t = f"{base} S{s:02d} {r_} {ch(TV_SERVICES)} WEB-DL {ch(AUDIO)} H.264-{ch(P2P_TV)}"
    return maybe_shell(t, 0.1)


TALK = ["The.Daily.Show", "Jimmy.Kimmel.Live", "The.Late.Show.with.Stephen.Colbert", "Late.Night.with.Seth.Meyers",
        "The.Tonight.Show.Starring.Jimmy.Fallon", "Real.Time.with.Bill.Maher", "The.Kelly.Clarkson.Show",
        "After.Midnight", "The.Drew.Barrymore.Show", "Gutfeld"]


def g_daily():
    d = ch(DAILY)
    y = ch([2023, 2024, 2024, 2025])
    mm = ri(1, 12)
    dd = ri(1, 28)
    date = f"{y}.{mm:02d}.{dd:02d}"
    if d.startswith(("WWE", "AEW")):
        t = f"{d}.{date}.{ch(['720p', '1080p'])}.WEB.h264-{ch(WRESTLE_GRP)}"
    elif d in TALK and chance(0.8):
        t = f"{d}.{date}.{ch(GUESTS)}.{ch(['720p', '1080p'])}.WEB.h264-{ch(SCENE_TV)}"
    elif chance(0.3):
        t = f"{d}.S{ri(30, 45)}E{ri(1, 230)}.{ch(['720p', '1080p'])}.{ch(['WEB.h264', 'HDTV.x264'])}-{ch(SCENE_TV)}"
    else:
        t = f"{d}.{date}.{ch(['720p', '1080p', '480p'])}.{ch(['HDTV.x264', 'WEB.h264', 'HDTV.H264'])}-{ch(SCENE_TV)}"
    return maybe_shell(t, 0.08)


def film_scene_name():
    t, y = ch(FILMS)
    tag = "." + ch(FILM_TAGS) if chance(0.2) else ""
    name = f"{dot(t)}.{y}{tag}.{ch(FILM_Q)}-{ch(SCENE_FILM)}"
    if chance(0.04):
        name = name.lower()
    return name


def g_film_scene():
    return maybe_shell(film_scene_name(), 0.12)


def film_p2p_name():
    t, y = ch(FILMS)
    f = ri(0, 8)
    if f == 0:
        return f"{t} ({y}) [{ch(['720p', '1080p', '2160p'])}] [{ch(['BluRay', 'WEBRip'])}] [5.1] [YTS.MX]"
    if f == 1:
        return f"{dot(t)}.{y}.{ch(['1080p', '2160p'])}.BluRay.REMUX.{ch(['AVC', 'HEVC'])}.{ch(['DTS-HD.MA.5.1', 'TrueHD.7.1.Atmos', 'FLAC.2.0'])}-{ch(P2P_FILM)}"
    if f == 2:
        return f"{dot(t)}.{y}.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-{ch(P2P_FILM)}"
    if f == 3:
        return f"{t} ({y}) (1080p BluRay x265 HEVC 10bit AAC 5.1 {ch(QXR)})"
    if f == 4:
        return f"{t} {y} 1080p WEB-DL DDP5 1 Atmos H 264-{ch(P2P_FILM)}"
    if f == 5:
        return f"{dot(t)}.{y}.HDRip.XviD.AC3-EVO"
    if f == 6:
        return f"{t} [{y}] 720p BRRip x264 - {ch(['YIFY', 'ETRG', 'MkvCage', 'Pahe'])}"
    if f == 7:
        return f"{dot(t)}.{y}.{ch(['1080p', '2160p'])}.{ch(TV_SERVICES[:9])}.WEB-DL.{ch(AUDIO)}.{ch(['H.264', 'H.265'])}-{ch(P2P_FILM)}"
    return f"{t} ({y}) {ch(['BDRip 1080p', 'WEB-DLRip 720p', 'BluRay 2160p HDR'])} {ch(['[Hybrid]', '[Criterion]', '[Open Matte]', ''])}".strip()


def g_film_p2p():
    return maybe_shell(film_p2p_name(), 0.08)


def g_anime():
    a = ch(ANIME)
    e = ri(1, 24) if "One Piece" not in a else ri(1080, 1130)
    r_ = ch(["1080p", "1080p", "720p", "480p"])
    f = ri(0, 12)
    if f == 0:
        t = f"[SubsPlease] {a} - {e:02d} ({r_}) [{hex8()}].mkv"
    elif f == 1:
        t = f"[Erai-raws] {a} - {e:02d} [{r_}][Multiple Subtitle][{hex8()}].mkv"
    elif f == 2:
        t = f"[ASW] {a} - {e:02d} [1080p HEVC x265 10Bit][AAC]"
    elif f == 3:
        t = f"[EMBER] {a} ({ri(2019, 2024)}) (Season {ri(1, 3)}) [1080p] [Dual Audio HEVC WEBRip DD+]"
    elif f == 4:
        t = f"[Judas] {a} - S{ri(1, 3):02d}E{e:02d} [1080p][HEVC x265 10bit][Multi-Subs]"
    elif f == 5:
        t = f"[VCB-Studio] {a} [Ma10p_1080p]"
    elif f == 6:
        t = f"[Beatrice-Raws] {a} [BDRip 1920x1080 HEVC FLAC]"
    elif f == 7:
        t = f"[Commie] {a} - {e:02d} [BD 1080p AAC] [{hex8()}]"
    elif f == 8:
        t = f"[Anime Time] {a} (Batch) [1080p][HEVC 10bit x265][AAC][Multi Sub]"
    elif f == 9:
        t = f"{dot(a)}.S{ri(1, 3):02d}E{e:02d}.1080p.CR.WEB-DL.AAC2.0.H.264-VARYG"
    elif f == 10:
        t = f"[桜都字幕组] {ch(ANIME_ZH)} / {a} [{e:02d}][1080P][简繁内封]"
    elif f == 11:
        t = f"[LoliHouse] {a} - {e:02d} [WebRip 1080p HEVC-10bit AAC][简繁内封字幕]"
    else:
        t = f"[ANi] {a} - {e:02d} [1080P][Baha][WEB-DL][AAC AVC][CHT].mp4"
    return maybe_shell(t, 0.07)


def g_music_album():
    A, Alb, y = ch(MUSIC)
    ry = y if y >= 2000 else ch([y, 2011, 2016, 2019, 2023])
    f = ri(0, 9)
    if f == 0:
        t = f"{under(A)}-{under(Alb)}-WEB-{ry}-{ch(SCENE_MUSIC)}"
    elif f == 1:
        t = f"{under(A)}-{under(Alb)}-({ch(['Deluxe_Edition', 'Remastered', 'Expanded_Edition', 'Super_Deluxe'])})-{ch(['2CD', 'WEB', '3CD', 'CD'])}-{ry}-{ch(SCENE_MUSIC)}"
    elif f == 2:
        t = f"{under(A)}-{under(Alb)}-24BIT-{ch(['96KHZ', '192KHZ', '44KHZ'])}-WEB-FLAC-{ry}-{ch(SCENE_MUSIC)}"
    elif f == 3:
        t = f"{A} - {Alb} ({y}) [FLAC 24-{ch(['96', '192', '48'])}]"
    elif f == 4:
        t = f"{A} - {Alb} ({y}) [MP3 320kbps]"
    elif f == 5:
        t = f"{A} - {Alb} [{y}] [Vinyl Rip 24-192]"
    elif f == 6:
        t = f"({y}) {A} - {Alb} [FLAC] [CD, {ch(['Remastered', 'Japan SHM-CD', 'MFSL', 'Original Press'])}]"
    elif f == 7:
        t = f"{under(A)}-{under(Alb)}-({rstr(ri(2, 4), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{ri(100, 9999)})-{ch(['CD', 'WEB', 'VINYL'])}-FLAC-{ry}-{ch(SCENE_MUSIC)}"
    elif f == 8:
        t = f"VA-{ch(VA_COMPS)}-{ri(2, 4)}CD-{ch([2022, 2023, 2024])}-{ch(SCENE_MUSIC)}"
    else:
        t = f"{A} - {Alb} (Remastered {ch([2009, 2011, 2016, 2019, 2022])}) [16Bit-44.1kHz]"
    return maybe_shell(t, 0.12)


def g_music_discography():
    A, Alb, y = ch(MUSIC)
    y1 = y - ri(0, 15)
    y2 = max(y + ri(0, 20), y1 + 5)
    y2 = min(y2, 2024)
    f = ri(0, 6)
    if f == 0:
        t = f"{A} - Discography ({y1}-{y2}) [FLAC]"
    elif f == 1:
        t = f"{A} - Complete Studio Albums ({y1}-{y2}) [MP3 320]"
    elif f == 2:
        t = f"{A} - The Studio Albums {y1}-{y2} [24bit Hi-Res]"
    elif f == 3:
        t = f"{A} - Discografia Completa (MP3)"
    elif f == 4:
        t = f"{A} Collection - {ri(6, 30)} Albums ({y1}-{y2}) [FLAC-CUE]"
    elif f == 5:
        t = f"{dot(A)}.-.Anthology.{y1}-{y2}.FLAC"
    else:
        t = f"{A} - Box Set ({ri(5, 20)}CD, {y2}) [APE+CUE]"
    return maybe_shell(t, 0.15)


def g_audiobook():
    A, T, y = ch(BOOKS)
    nar = ch(NARRATORS)
    f = ri(0, 7)
    if f == 0:
        t = f"{A} - {T} (Unabridged) [{nar}]"
    elif f == 1:
        t = f"{A} - {T} [M4B] [{ch([32, 62, 64, 128])}kbps]"
    elif f == 2:
        t = f"{T} by {A}, read by {nar} ({y})"
    elif f == 3:
        t = f"{under(A)}-{under(T)}-AUDIOBOOK-WEB-EN-{ch([2022, 2023, 2024])}-{ch(['VOiCE', 'BitBook', 'AUDiOLOGY', 'MP3BOOK'])}"
    elif f == 4:
        t = f"{A} - {T} ({y}) - Audiobook MP3 64k"
    elif f == 5:
        t = f"[Audiobook] {A} - {T} ({nar})"
    elif f == 6:
        t = f"{A} - {T} - BBC Radio Full-Cast Dramatisation"
    else:
        t = f"{A} - {T} - Read by {nar} - {ch(['Audible', 'Unabridged', 'Chaptered m4b'])}"
    return maybe_shell(t, 0.1)


def g_ebook():
    f = ri(0, 7)
    if f <= 5:
        A, T, y = ch(BOOKS)
        if f == 0:
            t = f"{A} - {T} ({y}) [EPUB]"
        elif f == 1:
            t = f"{A} - {T} (retail) (epub)"
        elif f == 2:
            t = f"{A} - {T}.epub"
        elif f == 3:
            t = f"{A} - {T} [azw3 mobi epub pdf]"
        elif f == 4:
            t = f"{ch(PUBLISHERS)}.{dot(T)}.{ch([2022, 2023, 2024])}.RETAIL.EPUB.eBook-{ch(['CTO', 'DiMAX', 'BitBook', 'YYeTs'])}"
        else:
            t = f"{T} - {A} ({ch(['Kindle Edition', 'Hardcover scan', 'Illustrated Edition'])})"
    else:
        P, T, y = ch(TECHBOOKS)
        if f == 6:
            t = f"{dot(P)}.{dot(T)}.{y}.RETAIL.EPUB.eBook-{ch(['CTO', 'DiMAX', 'BitBook'])}"
        else:
            t = f"{T} ({P}, {y}) (True PDF)"
    return maybe_shell(t, 0.08)


def g_comic():
    y = ch([2023, 2024, 2024, 2025])
    f = ri(0, 5)
    if f <= 2:
        c = ch(COMICS)
        t = f"{c} {ri(1, 150):03d} ({y}) (Digital) ({ch(COMIC_GRPS)}).cbz"
        if f == 1:
            t = t[:-4] + ".cbr"
        if f == 2:
            t = f"{c} v{ri(1, 12):02d} - {ch(['Trade Paperback', 'TPB', 'Omnibus', 'Deluxe Edition'])} ({ri(2015, 2024)}) (digital) ({ch(COMIC_GRPS)})"
    elif f == 3:
        t = f"{ch(MANGA)} v{ri(1, 42):02d} ({ri(2018, 2024)}) (Digital) (1r0n)"
    elif f == 4:
        t = f"2000AD Prog {ri(2350, 2420)} ({y}) (digital) (Minutemen-Thoth).cbr"
    else:
        t = f"{ch(COMICS)} Annual {y} (Webrip) (The Last Kryptonian-DCP)"
    return maybe_shell(t, 0.08)


def g_magazine():
    M = ch(MAGS)
    y = ch([2023, 2024, 2024, 2025])
    mi = ri(0, 11)
    f = ri(0, 6)
    if f == 0:
        t = f"{M} - {MONTHS[mi]} {y}.pdf"
    elif f == 1:
        t = f"{dot(M)}.{MONTHS[mi]}.{y}.RETAiL.MAGAZiNE.eBook-{ch(['PRESSPLAY', 'DiGiTAL', 'eMAGS'])}"
    elif f == 2:
        t = f"{M} UK - Issue {ri(100, 620)} ({MONTHS[mi]} {y})"
    elif f == 3:
        t = f"{M} - {y}-{mi + 1:02d}-{ri(1, 28):02d} (True PDF)"
    elif f == 4:
        t = f"{M} No.{ri(1, 52)} {y}"
    elif f == 5:
        t = f"{M} [{MON3[mi]} {y}] (digital edition)"
    else:
        t = f"{M} USA - {MONTHS[mi]}/{MONTHS[(mi + 1) % 12]} {y}"
    return maybe_shell(t, 0.06)


def g_software():
    if chance(0.45):
        n, v = ch(SOFT_SCENE)
        v = fill_ab(v)
        extra = ch([".Incl.Keygen", ".Incl.Patch"]) if chance(0.08) else ""
        t = f"{n}.{v}{extra}-{ch(SOFT_GRPS)}"
    else:
        t = fill_ab(ch(INSTALLERS))
    return maybe_shell(t, 0.1)


OS_POOL = Pool(OS_ISOS)


def g_os_iso():
    return maybe_shell(OS_POOL.take(), 0.25)


def g_game_scene():
    g = dot(ch(GAMES))
    f = ri(0, 6)
    if f == 0:
        return f"{g}-{ch(GAME_GRPS)}"
    if f == 1:
        return f"{g}.Update.v{ri(1, 4)}.{ri(0, 9)}.{ri(0, 20)}-{ch(GAME_GRPS)}"
    if f == 2:
        return f"{g}.Build.{ri(10000000, 19999999)}-{ch(GAME_GRPS)}"
    if f == 3:
        return f"{g}.{ch(['Deluxe.Edition', 'Complete.Edition', 'GOTY.Edition', 'Digital.Deluxe'])}-{ch(GAME_GRPS)}"
    if f == 4:
        plat, grps = ch(CONSOLE)
        return f"{g}.{plat}-{ch(grps)}"
    if f == 5:
        return f"{g}.MULTi{ri(5, 14)}-{ch(GAME_GRPS)}"
    return maybe_shell(f"{g}-{ch(GAME_GRPS)}", 1.0)


def g_game_gog():
    g = ch(GAMES)
    sn = snake(g)
    ver = f"{ri(1, 3)}.{ri(0, 9)}.{ri(0, 20)}"
    build = ri(10000, 79999)
    f = ri(0, 5)
    if f == 0:
        return f"setup_{sn}_{ver}_({build}).exe"
    if f == 1:
        return f"setup_{sn}_{ver}_({build})-{ri(1, 4)}.bin"
    if f == 2:
        return f"{sn}_{ver}_{build}.sh"
    if f == 3:
        return f"{g} (GOG) v{ver}"
    if f == 4:
        return f"{g} [GOG] [v{ver}] [Windows]"
    return f"{g}-GOG"


def g_game_repack():
    g = ch(GAMES)
    ver = f"{ri(1, 3)}.{ri(0, 9)}.{ri(0, 20)}"
    f = ri(0, 6)
    if f == 0:
        return f"{g} - v{ver} + {ri(1, 12)} DLCs [FitGirl Repack]"
    if f == 1:
        return f"{g} [DODI Repack]"
    if f == 2:
        return f"{g} (v{ver}) [MULTi{ri(5, 14)}] [FitGirl Repack, Selective Download - from {ri(4, 80)}.{ri(0, 9)} GB]"
    if f == 3:
        return f"{dot(g)}-ElAmigos"
    if f == 4:
        return f"{g} [KaOs Repack]"
    if f == 5:
        return f"{g} by xatab"
    return f"{g} (Build {ri(10000000, 19999999)}) [R.G. Mechanics]"


SPORT_GRPS = ["SPORTSNET", "VERUM", "BAE", "HEEL", "GAMETiME", "WEB", "DARKSPORT", "F1CARRERAS", "SMCGILL1969",
              "FMSPORTS", "EGEN"]


def g_sports():
    y = ch([2023, 2024, 2024, 2025])
    f = ri(0, 11)
    if f == 0:
        a, b = rng.sample(NFL, 2)
        t = f"NFL.{y}.Week.{ri(1, 18):02d}.{a}.vs.{b}.{ch(['720p', '1080p'])}.WEB.h264-{ch(SPORT_GRPS)}"
    elif f == 1:
        a, b = rng.sample(NBA, 2)
        t = f"NBA.{y}.{ri(1, 12):02d}.{ri(1, 28):02d}.{a}.vs.{b}.{ch(['720p', '1080p'])}.WEB.h264-{ch(SPORT_GRPS)}"
    elif f == 2:
        t = f"Formula1.{y}.Round{ri(1, 24):02d}.{ch(F1GP)}.{ch(F1SESSION)}.{ch(['SkyF1UHD.2160P', 'SkyF1HD.1080P', 'F1TV.1080P'])}"
    elif f == 3:
        a, b = rng.sample(CLUBS[:8], 2)
        t = f"EPL.{y}.{ri(1, 12):02d}.{ri(1, 28):02d}.{dot(a)}.vs.{dot(b)}.{ch(['720p', '1080p'])}.HDTV.x264-{ch(SPORT_GRPS)}"
    elif f == 4:
        a, b = rng.sample(FIGHTERS, 2)
        t = f"UFC.{ri(295, 315)}.{a}.vs.{b}.{ch(['PPV', 'Prelims', 'Early.Prelims'])}.{ch(['720p', '1080p'])}.WEB-DL.H264-{ch(SPORT_GRPS)}"
    elif f == 5:
        a, b = rng.sample(IPL, 2)
        t = f"Cricket.IPL.{y}.Match.{ri(1, 74)}.{a}.vs.{b}.720p.HDTV.x264-{ch(SPORT_GRPS)}"
    elif f == 6:
        a, b = rng.sample(TENNIS, 2)
        t = f"{ch(['Wimbledon', 'Roland.Garros', 'US.Open', 'Australian.Open'])}.{y}.{ch(['Final', 'Semi.Final', 'Quarter.Final', 'R4'])}.{a}.vs.{b}.1080p.HDTV.x264-{ch(SPORT_GRPS)}"
    elif f == 7:
        t = f"MLB.{y}.{ri(4, 10):02d}.{ri(1, 28):02d}.{ch(['Yankees', 'Dodgers', 'Mets', 'Cubs', 'Braves'])}.vs.{ch(['Red.Sox', 'Giants', 'Phillies', 'Cardinals', 'Astros'])}.720p.WEB.h264-{ch(SPORT_GRPS)}"
    elif f == 8:
        t = f"Six.Nations.{y}.{ch(['Ireland', 'France', 'England'])}.vs.{ch(['Scotland', 'Wales', 'Italy'])}.1080p.HDTV.x264-{ch(SPORT_GRPS)}"
    elif f == 9:
        t = f"Tour.de.France.{y}.Stage.{ri(1, 21):02d}.1080p.HDTV.x264-{ch(SPORT_GRPS)}"
    elif f == 10:
        t = f"{ch(['PDC.World.Darts.Championship', 'World.Snooker.Championship', 'The.Masters.Snooker'])}.{y}.{ch(['Final', 'Session.1', 'Round.2', 'Semi.Final'])}.720p.HDTV.x264-{ch(SPORT_GRPS)}"
    else:
        a, b = rng.sample(CLUBS, 2)
        t = f"UEFA.Champions.League.{y}.{ch(['Group.Stage', 'Round.of.16', 'Quarter.Final', 'Final'])}.{dot(a)}.vs.{dot(b)}.1080p.WEB.h264-{ch(SPORT_GRPS)}"
    return maybe_shell(t, 0.08)


DE_GRPS = ["DETAiLS", "SAUERKRAUT", "MOViEiT", "FuN", "TSCC", "WvF", "TVARCHiV", "iNFOTV", "ZZGtv", "SunDry", "EXCiTED"]
FR_GRPS = ["FW", "SUPPLY", "EXTREME", "LiBERTAD", "ARK01", "NEO", "TFA", "QTZ"]
MISC_GRPS = ["NORDiCHD", "DKiDS", "iCEBERG", "RAPiDCOWS", "BORDERLiNE", "DiAMOND", "NTb", "ViETNAM", "MANDARiN"]


def g_foreign_scene():
    f = ri(0, 14)
    y = ch([2022, 2023, 2024])
    ep = ep_code()
    if f == 0:
        t, fy = ch(FILMS)
        return f"{dot(t)}.{fy}.GERMAN.DL.{ch(['1080p', '2160p', '720p'])}.{ch(['BluRay.x264', 'WEB.h264', 'BluRay.AVC'])}-{ch(DE_GRPS)}"
    if f == 1:
        return f"{ch(DE_SHOWS)}.{ep}.GERMAN.{ch(['720p', '1080p'])}.{ch(['WEB.h264', 'HDTV.x264'])}-{ch(DE_GRPS)}"
    if f == 2:
        t, fy = ch(FILMS)
        return f"{dot(t)}.{fy}.{ch(['FRENCH', 'MULTi.VFF', 'MULTi.TRUEFRENCH', 'VOSTFR'])}.{ch(['1080p', '2160p', '720p'])}.{ch(['WEB.H264', 'BluRay.x264', 'WEB.H265'])}-{ch(FR_GRPS)}"
    if f == 3:
        return f"{ch(FR_SHOWS)}.{ep}.FRENCH.{ch(['720p', '1080p'])}.{ch(['HDTV.x264', 'WEB.H264'])}-{ch(FR_GRPS)}"
    if f == 4:
        s, lang = ch(NORDIC)
        return f"{s}.{ep}.{lang}.{ch(['720p', '1080p'])}.{ch(['HDTV.x264', 'WEB.h264'])}-{ch(MISC_GRPS)}"
    if f == 5:
        t, fy = ch(FILMS)
        return f"{dot(t)}.{fy}.NORDiC.1080p.WEB-DL.H.264.DD5.1-{ch(['TWA', 'NORDiCHD', 'NiXON'])}"
    if f == 6:
        return f"{ch(NL_SHOWS)}.{ep}.DUTCH.{ch(['720p', '1080p'])}.WEB.h264-{ch(['DiDiT', 'SHOWBiZ', 'NLSubs', 'FUZZ'])}"
    if f == 7:
        return f"{ch(ES_SHOWS)}.{ep}.SPANiSH.{ch(['720p', '1080p'])}.WEB.H264-{ch(['CASTELLANO', 'MiXED', 'HDO', 'ESPANOL'])}"
    if f == 8:
        return f"{ch(IT_SHOWS)}.{ep}.iTALiAN.{ch(['720p', '1080p'])}.{ch(['HDTV.x264', 'WEB.h264'])}-{ch(['DaRkSiDe', 'iSTiCHiD', 'MeM', 'GiLDA'])}"
    if f == 9:
        return f"{ch(PL_SHOWS)}.{ep}.PL.{ch(['720p', '1080p'])}.WEB-DL.x264-{ch(['J', 'KiT', 'PLSUBBED', 'Ralf'])}"
    if f == 10:
        ru, ry, n = ch(RU_TITLES)
        if n:
            return f"{ru} / Сезон: 1 / Серии: 1-{n} из {n} [{ry}, драма, WEB-DL 1080p]"
        return f"{ru} ({ry}) WEB-DL 1080p | {ch(['Лицензия', 'iTunes', 'Кинопоиск HD'])}"
    if f == 11:
        return f"{ch(KO_SHOWS)}.E{ri(100, 720)}.{str(y)[2:]}{ri(1, 12):02d}{ri(1, 28):02d}.{ch(['720p', '1080p'])}-NEXT"
    if f == 12:
        return f"[ドラマ] {ch(JP_DRAMA)} 第{ri(1, 11)}話 ({ch(['TBS', 'NHK総合', 'フジテレビ', '日本テレビ'])} 1920x1080 x264 AAC).mp4"
    if f == 13:
        zh, en = ch(ZH_DRAMA)
        return f"{zh}.{en}.S01E{ri(1, 40):02d}.{ch([2023, 2024])}.{ch(['2160p', '1080p'])}.WEB-DL.H265.{ch(['AAC', 'DDP5.1'])}-{ch(['HHWEB', 'ADWeb', 'OurTV', 'CHDWEB'])}"
    if chance(0.5):
        t, fy = ch(IN_FILMS)
        return f"{t}.{fy}.{ch(['Hindi', 'Hindi.DD5.1', 'Telugu', 'Malayalam'])}.1080p.{ch(['NF', 'AMZN', 'JHS', 'ZEE5'])}.WEB-DL.H264-{ch(['Telly', 'TheBiscuit', 'DUS', 'Archie'])}"
    return f"{ch(TR_SHOWS)} {ri(1, 190)}. Bölüm 1080p WEB-DL"


def g_xxx():
    f = ri(0, 6)
    if f <= 4:
        site = ch(XXX_SITES)
        yy = ch([22, 23, 24, 25])
        who = f"{ch(XXX_FIRST)}.{ch(XXX_LAST)}"
        if chance(0.25):
            who += f".And.{ch(XXX_FIRST)}.{ch(XXX_LAST)}"
        title = "." + ch(XXX_TITLE) if chance(0.5) else ""
        q = ch(["XXX.1080p.MP4", "XXX.2160p.MP4", "XXX.720p.MP4", "XXX.480p.MP4", "XXX.1080p.HEVC.x265", "XXX.SD.MP4",
                "XXX.IMAGESET"])
        return maybe_shell(f"{site}.{yy}.{ri(1, 12):02d}.{ri(1, 28):02d}.{who}{title}.{q}-{ch(XXX_GRPS)}", 0.08)
    if f == 5:
        st, tt = ch(XXX_MOVIES)
        return f"{st}.{tt}.XXX.{ch(['DVDRip.x264', '1080p.WEBRip.MP4', 'BDRip.x264'])}-{ch(['UPPERCUT', 'GUSH', 'VBT', 'iNTERNAL'])}"
    return f"{ch(XXX_SITES)} - {ch(XXX_FIRST)} {ch(XXX_LAST)} - {ch(XXX_TITLE).replace('.', ' ')} ({ch(['1080p', '4K', '720p'])})"


def g_documentary():
    f = ri(0, 6)
    if f <= 2:
        chan, ser, eps = ch(DOC_SERIES)
        n = len(eps)
        k = ri(1, n)
        ep = eps[k - 1]
        if chan in ("BBC", "Ch4") and chance(0.7):
            return f"{chan}.{ser}.{k}of{n}.{ep}.{ch(['720p', '1080p'])}.HDTV.x264.AAC.MVGroup.org.mkv"
        return f"{ser}.S{ri(1, 51):02d}E{k:02d}.{ep}.{ch(['720p', '1080p', '2160p'])}.WEB.h264-{ch(SCENE_TV)}"
    if f == 3:
        return f"{ch(['Frontline', 'American.Experience', 'Nature', 'Independent.Lens', 'Storyville'])}.{ri(2019, 2025)}.{ch(DOC_TOPICS)}.720p.WEB.h264-{ch(SCENE_TV)}"
    if f == 4:
        return f"{ch(DOC_TOPICS).replace('.', ' ')} ({ri(2015, 2024)}) - Documentary [1080p]"
    if f == 5:
        return f"{ch(['NatGeo', 'Discovery', 'Smithsonian', 'CuriosityStream', 'DW'])}.{ch(DOC_TOPICS)}.{ch(['1080p', '720p'])}.{ch(['WEB.x264', 'HDTV.x264'])}.AAC.MVGroup.org.mkv"
    return maybe_shell(f"{ch(DOC_TOPICS)}.{ri(2010, 2024)}.DOCU.{ch(['1080p', '720p'])}.WEB.H264-{ch(SCENE_FILM)}", 1.0)


OBF_SUFFIX = ["Obfuscated", "Rakuv", "Scrambled", "WhiteRev", "postbot", "AsRequested", "xpost", "BUYMORE",
              "Chamele0n", "RP", "4P", "Rakuvfinhel", "AsRequested-xpost"]


def g_obfuscated():
    inner = ch([tv_scene_name, film_scene_name, tv_p2p_name, film_p2p_name])()
    f = ri(0, 8)
    tot = ri(10, 120)
    i = ri(1, tot)
    b = ri(20, 300)
    if f == 0:
        return f'[PRiVATE]-[WtFnZb]-[{inner}]-[{i}/{tot}] - "" yEnc  {_size()} (1/{b})'
    if f == 1:
        s = ch(OBF_SUFFIX)
        if s == "Rakuv":
            s += f"{ri(1, 99):02d}"
        return f"{inner}-{s}"
    if f == 2:
        return f'[{i:02d}/{tot:02d}] - "{rstr(16, LOWALNUM)}.part{ri(1, 60):02d}.rar" yEnc (1/{b}) | {inner}'
    if f == 3:
        return f"{rstr(24, ALNUM)} - {inner}"
    if f == 4:
        return f'{inner} - "{rstr(12, ALNUM)}.{ch(["rar", "par2", "7z", "bin", "r05"])}" yEnc (1/{b})'
    if f == 5:
        return f"{inner}.{rstr(12, LOWALNUM)}"
    if f == 6:
        return f"[{rstr(8, HEXL)}] {inner} [{rstr(8, HEXL)}]"
    if f == 7:
        return f'{rstr(32, HEXL)} [{i}/{tot}] - "{rstr(32, HEXL)}.{ri(1, 99):03d}" yEnc ({ri(1, b)}/{b}) {inner}'
    return f'"{rstr(20, ALNUM)}.mkv" yEnc (1/{b}) {inner}'


# ---------------------------------------------------------------- unstructured legit
def g_bare_title():
    f = ri(0, 11)
    if f <= 3:
        t, y = ch(FILMS)
        return ch([f"{t} ({y})", f"{t} {y}", f"{t}", f"{t} [{y}]", f"{t.lower()}", f"{t} - Director's Cut",
                   f"{t} ({y}) dvd", f"{t} ({y}) english subs", f"{t} {y} remastered"])
    if f <= 6:
        s = re.sub(r" \((US|UK)\)", "", ch(TV))
        n = ri(1, 8)
        return ch([f"{s} season {n}", f"{s} S{n:02d}", f"{s.lower()} s{n:02d}e{ri(1, 22):02d}", f"{s} complete series",
                   f"{s} - Series {n}", f"{s} S{n:02d} complete", f"{s} Season {n} Episode {ri(1, 22)}",
                   f"{s} christmas special"])
    if f <= 8:
        A, Alb, y = ch(MUSIC)
        return ch([f"{A} - {Alb}", f"{A} {Alb} {y}", f"{Alb} by {A}", f"{A.lower()} - {Alb.lower()}"])
    if f == 9:
        return ch(GAMES) + ch(["", " pc", " (PC)", " full game"])
    if f == 10:
        A, T, y = ch(BOOKS)
        return ch([f"{T} - {A}", f"{A} - {T}", f"{T} ({A})"])
    return ch(ANIME) + ch([" complete", " season 1", " batch", " all episodes"])


def g_single():
    A, S = ch(SONGS)
    y = ri(1970, 2024)
    f = ri(0, 11)
    if f == 0:
        return f"{A} - {S}.mp3"
    if f == 1:
        return f"{A} - {S} (Official Audio)"
    if f == 2:
        return f"{A} - {S} (Remastered {ch([2009, 2011, 2015, 2018, 2021])})"
    if f == 3:
        return f"{A} - {S} (Extended Mix) [320]"
    if f == 4:
        return f"{S} - {A}"
    if f == 5:
        return f"{A} - {S} (Live at {ch(['Wembley', 'Glastonbury', 'the BBC', 'Madison Square Garden', 'Montreux'])})"
    if f == 6:
        return f"{ri(1, 20):02d} - {A} - {S}.flac"
    if f == 7:
        return f"{A} - {S} [Single] ({y})"
    if f == 8:
        return f"{under(A)}_-_{under(S)}.m4a"
    if f == 9:
        return f"{A} - {S} (Radio Edit)"
    if f == 10:
        return f"{A.lower()} - {S.lower()}"
    return f"{A} - {S} ({ch(['Acoustic', 'Demo', 'Instrumental', 'Karaoke Version', 'Cover by a busker'])})"


PODCASTS = ["The Rest Is History", "Hardcore History", "Radiolab", "99% Invisible", "This American Life", "Serial",
            "The Daily", "Planet Money", "Freakonomics Radio", "Conan O'Brien Needs a Friend", "SmartLess",
            "My Favorite Murder", "Lore", "Stuff You Should Know", "Reply All", "Darknet Diaries", "Lex Fridman Podcast",
            "Huberman Lab", "The Joe Rogan Experience", "In Our Time", "No Such Thing as a Fish", "Off Menu",
            "The Adam Buxton Podcast", "Welcome to Night Vale", "The Magnus Archives", "Behind the Bastards",
            "Revolutions", "The History of Rome", "Fall of Civilizations", "EconTalk", "Accidental Tech Podcast",
            "Security Now", "Syntax", "Football Weekly", "The Rest Is Politics", "Desert Island Discs",
            "Filmspotting", "Blank Check", "You're Wrong About", "Criminal"]
POD_TOPICS = ["The Fall of Constantinople", "The Dancing Plague of 1518", "How Interest Rates Work", "The Great Emu War",
              "Why Bridges Collapse", "The Voyager Golden Record", "The History of Salt", "Inside a Ransomware Gang",
              "The Tunguska Event", "Sleep and Memory", "The Library of Alexandria", "Napoleon's Retreat from Moscow",
              "The Rise of the Medici", "A Short History of Coffee", "The Great Stink", "Operation Mincemeat",
              "The Man Who Sold the Eiffel Tower", "Tulip Mania", "The Carrington Event", "The Lost Colony of Roanoke",
              "Fermat's Last Theorem", "The Cadaver Synod", "How Airports Work", "The Bronze Age Collapse",
              "The Year Without a Summer", "The Black Death", "The Shipping Container", "Ada Lovelace",
              "Why Cats Purr", "Zero", "The History of the Calendar", "The Mary Celeste", "Live from Edinburgh",
              "Mailbag", "Listener Questions", "Season Finale", "Bonus: Behind the Scenes"]
POD_GUESTS = ["Mary Beard", "Brian Cox", "Jane Goodall", "Neil deGrasse Tyson", "Yuval Noah Harari", "Hannah Fry",
              "Adam Grant", "Esther Perel", "Stephen Fry", "Bob Odenkirk", "Greta Gerwig", "Hank Green"]


def g_podcast():
    P = ch(PODCASTS)
    n = ri(1, 850)
    tp = ch(POD_TOPICS)
    f = ri(0, 7)
    if f == 0:
        return f"{P} - Ep {n} - {tp}"
    if f == 1:
        return f"{P} #{n}: {tp}"
    if f == 2:
        return f"{P} {ch([2023, 2024, 2025])}-{ri(1, 12):02d}-{ri(1, 28):02d} {tp}.mp3"
    if f == 3:
        return f"{P} - {tp} (Part {ri(1, 4)})"
    if f == 4:
        return f"[Podcast] {P} - {tp}"
    if f == 5:
        return f"{under(P)}_{n:03d}_{under(tp)}.mp3"
    if f == 6:
        return f"{P} - Episode {n} - {ch(POD_GUESTS)}"
    return f"{P} ({ch(MONTHS)} {ch([2023, 2024])}) - {tp}"


COURSES = [("MIT 18.06", "Linear Algebra", "Gilbert Strang"), ("MIT 6.006", "Introduction to Algorithms", "Erik Demaine"),
           ("MIT 8.01", "Classical Mechanics", "Walter Lewin"), ("Stanford CS229", "Machine Learning", "Andrew Ng"),
           ("Stanford CS231n", "Convolutional Neural Networks", "Fei-Fei Li"),
           ("Harvard CS50", "Introduction to Computer Science", "David Malan"),
           ("Yale PSYC 110", "Introduction to Psychology", "Paul Bloom"),
           ("Yale HIST 119", "The Civil War and Reconstruction", "David Blight"), ("Yale PHIL 176", "Death", "Shelly Kagan"),
           ("Berkeley CS61A", "Structure and Interpretation of Computer Programs", "John DeNero"),
           ("Harvard GOV 1510", "Justice", "Michael Sandel"), ("Oxford", "Introduction to Quantum Mechanics", "James Binney"),
           ("CMU 15-445", "Database Systems", "Andy Pavlo"), ("MIT 6.824", "Distributed Systems", "Robert Morris"),
           ("Stanford CS106B", "Programming Abstractions", "Julie Zelenski"), ("MIT 18.01", "Single Variable Calculus", "David Jerison")]
LECT_TOPICS = ["Orthogonal Vectors and Subspaces", "Dynamic Programming", "Hash Tables", "Gradient Descent",
               "Memory", "Backpropagation", "Conservation of Energy", "Eigenvalues and Eigenvectors", "Raft",
               "Query Optimization", "Recursion", "The Mind-Body Problem", "Reconstruction", "Utilitarianism",
               "Midterm Review", "Final Review", "Guest Lecture", "Problem Session"]
TED = [("Ken Robinson", "Do schools kill creativity?"), ("Brene Brown", "The power of vulnerability"),
       ("Amy Cuddy", "Your body language may shape who you are"), ("Simon Sinek", "How great leaders inspire action"),
       ("Hans Rosling", "The best stats you've ever seen"), ("Tim Urban", "Inside the mind of a master procrastinator"),
       ("Julian Treasure", "How to speak so that people want to listen"), ("Mary Roach", "10 things you didn't know about orgasm"),
       ("Dan Gilbert", "The surprising science of happiness"), ("Elizabeth Gilbert", "Your elusive creative genius")]
GRESHAM = ["The Mathematics of Voting", "A History of Pandemics", "How to Read a Medieval Map", "The Physics of Music",
           "Quantum Computing Explained", "The Future of Money", "Cryptography from Caesar to Quantum"]


def g_lecture():
    f = ri(0, 7)
    if f <= 2:
        code, name, prof = ch(COURSES)
        n = ri(1, 36)
        return ch([f"{code} {name} - Lecture {n} ({prof})", f"{code} Lecture {n:02d} - {ch(LECT_TOPICS)}",
                   f"{prof} - {name} - Lecture {n}.mp4", f"{code} {ch(['Fall', 'Spring'])} {ri(2005, 2023)} Lec{n:02d}"])
    if f == 3:
        return f"Gresham College - {ch(GRESHAM)} - Professor {ch(LAST)}"
    if f == 4:
        return f"Royal Institution Christmas Lectures {ri(1990, 2023)} - Lecture {ri(1, 3)}"
    if f == 5:
        return f"The Great Courses - {ch(['The History of the Ancient World', 'Understanding the Brain', 'Big History', 'The Joy of Mathematics', 'Music as a Mirror of History'])} - Lecture {ri(1, 48)}"
    if f == 6:
        sp, talk = ch(TED)
        return f"TED Talk - {sp} - {talk}"
    return f"Feynman Messenger Lectures ({ch([1964])}) - {ri(1, 7)} - {ch(['The Law of Gravitation', 'The Relation of Mathematics and Physics', 'The Great Conservation Principles', 'Symmetry in Physical Law', 'The Distinction of Past and Future', 'Probability and Uncertainty', 'Seeking New Laws'])}"


OTR = [("The Shadow", ["The Death House Rescue", "The Silent Avenger", "The Bride of Death"]),
       ("Suspense", ["Sorry, Wrong Number", "The House in Cypress Canyon", "Three Skeleton Key"]),
       ("X Minus One", ["Nightfall", "The Veldt", "Universe"]), ("Dimension X", ["The Martian Chronicles", "Knock"]),
       ("Lights Out", ["Chicken Heart", "The Dark"]), ("Gunsmoke", ["Billy the Kid", "Ben Thompson"]),
       ("Dragnet", ["The Big Cast", "The Big Crime"]), ("The Mercury Theatre on the Air", ["The War of the Worlds", "Dracula"]),
       ("Escape", ["Three Skeleton Key", "Leiningen Versus the Ants"]), ("The Jack Benny Program", ["Jack Goes to the Dentist"])]
BBC_RADIO = ["The Hitchhiker's Guide to the Galaxy - Primary Phase", "Cabin Pressure", "The Lord of the Rings (1981)",
             "Sherlock Holmes (Merrison)", "Dead Ringers", "The News Quiz", "Just a Minute",
             "I'm Sorry I Haven't a Clue", "Old Harry's Game", "Count Arthur Strong's Radio Show!",
             "Welcome to Our Village, Please Invade Carefully", "The Complete Smiley", "Home Front", "Ed Reardon's Week"]
DREI = ["und der Super-Papagei", "und der Karpatenhund", "und die flüsternde Mumie", "und das Gespensterschloss",
        "und der seltsame Wecker", "und der Fluch des Rubins", "und die singende Schlange"]


def g_radio_drama():
    f = ri(0, 6)
    if f == 0:
        return f"BBC Radio 4 - The Archers {ri(2022, 2024)}-{ri(1, 12):02d}-{ri(1, 28):02d}"
    if f <= 2:
        ser, eps = ch(OTR)
        return f"OTR - {ser} - {ri(1938, 1958)}-{ri(1, 12):02d}-{ri(1, 28):02d} - {ch(eps)}"
    if f == 3:
        return f"{ch(BBC_RADIO)} - Episode {ri(1, 6)} of {ri(6, 12)}"
    if f == 4:
        return f"Big Finish - Doctor Who - {ch(['The Chimes of Midnight', 'Spare Parts', 'Jubilee', 'Dust Breeding', 'The Holy Terror'])} ({ri(1, 4)}.{ri(1, 4)})"
    if f == 5:
        return f"Die drei ??? - Folge {ri(1, 230):03d} - {ch(DREI)}"
    return f"{ch(['Hörspiel', 'Radio Play', 'Audio Drama'])} - {ch(['Der Schimmelreiter', 'Under Milk Wood', 'The Tempest', 'Solaris', 'Neverwhere', 'Good Omens', 'Dracula'])} ({ch(['WDR', 'BBC Radio 3', 'BBC Radio 4 Extra', 'SWR2', 'NDR'])} {ri(1954, 2022)})"


SERMON_PASS = ["Romans 8:28-39", "John 3:16", "Psalm 23", "Matthew 5:1-12", "Genesis 22", "Luke 15:11-32",
               "1 Corinthians 13", "Isaiah 40", "Ephesians 2:1-10", "Philippians 4", "Mark 4:35-41", "Ruth 1"]
SERMON_TITLES = ["Grace Upon Grace", "The Prodigal Son", "When God Is Silent", "Faith Over Fear", "Love Is Patient",
                 "Living Water", "The Good Shepherd", "Do Not Be Anxious", "Salt and Light", "Running the Race",
                 "Who Is My Neighbor?", "Come and See"]
PARSHA = ["Bereshit", "Noach", "Lech Lecha", "Vayera", "Terumah", "Tetzaveh", "Ki Tisa", "Vayakhel", "Shemot", "Bo"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def g_sermon():
    f = ri(0, 6)
    d = f"{ri(2019, 2024)}-{ri(1, 12):02d}-{ri(1, 28):02d}"
    if f <= 1:
        return f"{ch(['Grace Community Church', 'St Mary Parish', 'First Baptist', 'Hope City Church', 'Trinity Lutheran'])} - {d} - Pastor {ch(FIRST)} {ch(LAST)} - {ch(SERMON_PASS)}"
    if f == 2:
        return f"Sermon: {ch(SERMON_TITLES)} ({ch(SERMON_PASS)}) - Rev. {ch(LAST)}"
    if f == 3:
        return f"Friday Khutbah {d} - {ch(['Patience', 'Gratitude', 'Ramadan Preparation', 'Mercy', 'Family'])}"
    if f == 4:
        return f"Shabbat Drash - Parashat {ch(PARSHA)} {ri(5780, 5785)}"
    if f == 5:
        return f"Homily for the {ordinal(ri(2, 33))} Sunday in Ordinary Time (Year {ch(['A', 'B', 'C'])}) - Fr. {ch(LAST)}"
    return f"Spurgeon Sermon No. {ri(1, 3560)} - {ch(SERMON_TITLES)} (read aloud)"


def g_match():
    f = ri(0, 6)
    a, b = rng.sample(CLUBS, 2)
    if f <= 1:
        return f"{a} vs {b} - {ch(['Premier League', 'La Liga', 'Bundesliga', 'Serie A', 'Champions League'])} {ch(['2022-23', '2023-24', '2024-25'])} - Full Match"
    if f == 2:
        return f"{ch(['Champions League', 'FA Cup', 'Europa League', 'Copa del Rey'])} Final {ri(1985, 2024)} - {a} v {b} (full match, {ch(['English', 'Spanish', 'German', 'Italian'])} commentary)"
    if f == 3:
        p, q = rng.sample(TENNIS, 2)
        return f"{p} vs {q} - {ch(['Wimbledon', 'Roland Garros', 'US Open', 'Australian Open'])} {ri(2015, 2024)} {ch(['Final', 'Semifinal', 'R16'])}"
    if f == 4:
        return f"{a} v {b} {ri(1, 28):02d}.{ri(1, 12):02d}.{ri(2015, 2024)} highlights"
    if f == 5:
        return f"Game {ri(1, 14)}: {ch(['Carlsen', 'Ding', 'Nepomniachtchi', 'Gukesh', 'Caruana'])} - {ch(['Nakamura', 'Firouzja', 'Ding', 'Gukesh', 'Carlsen'])}, {ch(['World Chess Championship', 'Candidates Tournament', 'Norway Chess'])} {ri(2018, 2024)}"
    return f"{ch(['Super Bowl', 'NBA Finals Game 7', 'Stanley Cup Final Game 6', 'World Series Game 7'])} {ri(1990, 2024)} - full broadcast"


def g_news():
    y = ch([2023, 2024, 2025])
    m = ri(1, 12)
    d = ri(1, 28)
    return ch([f"BBC News at Ten {y}-{m:02d}-{d:02d}", f"Tagesschau 20:00 Uhr vom {d:02d}.{m:02d}.{y}",
               f"NOS Journaal 20.00 uur {y}-{m:02d}-{d:02d}", f"PBS NewsHour full episode {MONTHS[m - 1]} {d}, {y}",
               f"Channel 4 News {d} {MONTHS[m - 1]} {y}", f"ABC World News Tonight {MONTHS[m - 1]} {d} {y}",
               f"NHK News 7 {y}/{m:02d}/{d:02d}", f"France 2 - Journal de 20h du {d:02d}/{m:02d}/{y}",
               f"CBS Evening News {m}/{d}/{y}", f"Newsnight {d:02d}-{m:02d}-{y}", f"Telediario 21h {d:02d}/{m:02d}/{y}",
               f"TG1 ore 20 del {d:02d}/{m:02d}/{y}", f"Al Jazeera - Inside Story - {ch(['Sudan', 'Red Sea shipping', 'Elections in India', 'Oil prices', 'Climate talks'])}",
               f"ZDF heute journal {d:02d}.{m:02d}.{y}", f"SVT Rapport {y}-{m:02d}-{d:02d} 19.30"])


HOLIDAYS = ["Mallorca", "Lake District", "Tuscany", "Florida", "Iceland", "Kyoto", "Croatia", "Scottish Highlands"]


def g_personal():
    y = ri(1975, 2020)
    return ch([f"My {ch(['CD', 'vinyl', 'cassette', 'minidisc'])} rips part {ri(1, 30)}",
               f"Dad's slides {ch(['60', '70', '80'])}s scanned ({ri(1, 9)} of {ri(9, 20)})",
               f"Family videos {y}-{y + ri(1, 6)} (VHS transfer)", f"{ch(HOLIDAYS)} holiday {ri(1995, 2022)} photos",
               f"Grandma's recipes scanned pdf", f"Old {ch(['C64', 'Amiga', 'Atari ST', 'ZX Spectrum', 'BBC Micro'])} disk images collection {ch('ABCDEFGH')}-{ch('MNOPRSTZ')}",
               f"Live tapes from {ch(['the Roxy', 'Paradiso', 'CBGB', 'the Marquee', 'a pub in Leeds'])} {ri(1978, 2005)} (audience recording)",
               f"Wedding DVD {ch(FIRST)} and {ch(FIRST)} {ri(1998, 2019)}", f"mixtape {ri(1985, 2008)} side {ch('AB')}",
               f"my {ri(2008, 2022)} phone backup - pics only", f"School concert {ri(1995, 2019)} (camcorder)",
               f"{ri(2, 15)} years of band rehearsal recordings", f"Scanned {ch(MAGS)} issues {y}-{y + ri(2, 10)} (personal collection)",
               f"Cassette rips - radio top 40 {ri(1979, 1999)} recorded off air", f"Vinyl rips batch {ri(1, 40)} 24-96",
               f"Home movies 8mm - {ch(HOLIDAYS)} {ri(1960, 1985)}", f"{ch(FIRST)}'s birthday party {ri(2001, 2020)} video",
               f"Uncle {ch(FIRST)}'s jazz 78s digitised"])


FANEDITS = ["Star Wars - Harmy's Despecialized Edition v2.7 (1977) 720p", "4K77 - Star Wars 1977 35mm scan v1.4",
            "The Phantom Edit (2000) - Mike J. Nichols", "The Hobbit - The Tolkien Edit",
            "The Hobbit trilogy - one film fanedit (4h)", "Dune (1984) Spicediver Edit",
            "Alien 3 - Assembly Cut fan restoration", "Superman II - Restored International Cut",
            "Prequels Rearranged - Episode II fanedit", "The Matrix Trilogy - Compressed Edit",
            "Hannibal Lecter Chronological Fan Edit", "The Godfather Saga chronological edit",
            "Kill Bill - The Whole Bloody Affair (fan reconstruction)", "The Thief and the Cobbler - Recobbled Cut Mark 4",
            "Blade Runner - Final Cut + Workprint hybrid", "Twin Peaks - Fire Walk with Me + Missing Pieces integrated",
            "Back to the Future Trilogy supercut", "Indiana Jones - Chronological Edition",
            "Spider-Man 3 - Editor's Cut restoration", "The Lord of the Rings - Extended Extended fanedit"]
FE_EDITORS = ["Q2", "TM2YC", "Hal9000", "DigMod", "Ocelot", "Kerr", "Moe", "JobbyJones", "Z"]


def g_fan_edit():
    if chance(0.45):
        return ch(FANEDITS) + ch(["", "", " [1080p]", " (fanedit.org)", " - v2"])
    t, y = ch(FILMS)
    return ch([f"[FANEDIT] {t} - {ch(FE_EDITORS)} Edit ({y}) 1080p", f"{t} ({y}) - Fan Edit by {ch(FE_EDITORS)}",
               f"{t} - The {ch(['Restored', 'Grindhouse', 'Silent', 'Black and White', 'Chronological', 'Workprint'])} Cut (fanedit)",
               f"{dot(t)}.{y}.FANEDIT.{ch(FE_EDITORS)}.1080p.x264"])


NONLATIN = ["千と千尋の神隠し (2001)", "となりのトトロ", "君の名は。(2016)", "鬼滅の刃 無限列車編", "進撃の巨人 最終章",
            "米津玄師 - Lemon", "宇多田ヒカル - First Love", "YOASOBI - アイドル", "霸王别姬 (1993)", "花样年华 2000",
            "流浪地球2", "周杰伦 - 七里香 (2004) [FLAC]", "王菲 - 红豆", "三体 第一季 全30集", "甄嬛传 第1集",
            "기생충 (2019)", "올드보이 2003", "오징어 게임 시즌2", "아이유 - 밤편지", "방탄소년단 - 봄날", "무한도전 레전드",
            "Слово пацана 1 сезон", "Ирония судьбы, или С лёгким паром! (1975)", "Брат 2 (2000)",
            "Кино - Группа крови (1988)", "Высоцкий - Лучшие песни", "Мастер и Маргарита - аудиокнига",
            "Ο Θίασος (1975)", "Μίκης Θεοδωράκης - Ζορμπάς", "שטיסל עונה 1", "פאודה עונה 4 פרק 3",
            "עומר אדם - הופעה חיה", "باب الحارة الجزء الأول الحلقة 3", "أم كلثوم - ألف ليلة وليلة",
            "فيروز - زهرة المدائن", "शोले (1975)", "लगान (2001)", "लता मंगेशकर - सदाबहार गीत", "ฉลาดเกมส์โกง (2017)",
            "พี่มาก..พระโขนง (2013)", "บุพเพสันนิวาส ตอนที่ 5", "جدایی نادر از سیمین (2011)", "محسن چاوشی - آلبوم",
            "Ёлки (2010)", "Тихий Дон (1957)", "攻殻機動隊 (1995)", "もののけ姫", "하울의 움직이는 성"]
NONLATIN_POOL = Pool(NONLATIN)


def g_nonlatin():
    return NONLATIN_POOL.take()


ADLIKE = [("film", "Don't Look Up", 2021), ("film", "Get Out", 2017), ("film", "Catch Me If You Can", 2002),
          ("film", "Click", 2006), ("film", "Free Money", 1998), ("film", "Pay It Forward", 2000),
          ("film", "Limitless", 2011), ("film", "The Big Short", 2015), ("film", "Nine Queens", 2000),
          ("film", "Boiler Room", 2000), ("film", "Glengarry Glen Ross", 1992), ("film", "The Wolf of Wall Street", 2013),
          ("film", "Dial M for Murder", 1954), ("film", "Money Monster", 2016), ("film", "Lottery Ticket", 2010),
          ("film", "You've Got Mail", 1998), ("film", "Unfriended", 2014), ("film", "Casino Royale", 2006),
          ("film", "Casino", 1995), ("film", "Rounders", 1998), ("film", "Get Rich or Die Tryin'", 2005),
          ("film", "Easy Money", 2010), ("film", "The Nigerian Prince", 2018), ("film", "Take the Money and Run", 1969),
          ("film", "Trading Places", 1983), ("film", "Risky Business", 1983), ("film", "Sorry to Bother You", 2018),
          ("film", "Free Guy", 2021), ("film", "Don't Worry Darling", 2022), ("film", "Don't Breathe", 2016),
          ("film", "Catfish", 2010), ("film", "The Tinder Swindler", 2022),
          ("film", "Fyre: The Greatest Party That Never Happened", 2019), ("film", "Buy the Ticket, Take the Ride", 2006),
          ("film", "How to Lose a Guy in 10 Days", 2003), ("film", "Would You Rather", 2012), ("film", "Do Revenge", 2022),
          ("film", "Dumb Money", 2023), ("film", "Pain Hustlers", 2023), ("film", "Nothing to Lose", 1997),
          ("tv", "Who Wants to Be a Millionaire", 0), ("tv", "Deal or No Deal", 0), ("tv", "The Price Is Right", 0),
          ("tv", "Catfish: The TV Show", 0), ("tv", "Scam City", 0), ("tv", "Scam Interceptors", 0),
          ("tv", "Rogue Traders", 0), ("tv", "The Real Hustle", 0), ("tv", "Can't Pay? We'll Take It Away!", 0),
          ("tv", "Don't Tell the Bride", 0), ("tv", "Call the Midwife", 0), ("tv", "Is It Cake?", 0),
          ("tv", "Scam 1992: The Harshad Mehta Story", 0), ("tv", "Inventing Anna", 0),
          ("tv", "Bad Vegan: Fame. Fraud. Fugitives.", 0), ("tv", "Dirty John", 0), ("tv", "Are You Being Served?", 0),
          ("tv", "Are You Afraid of the Dark?", 0), ("tv", "Buy Now! The Shopping Conspiracy", 0),
          ("song", "Dire Straits", "Money for Nothing"), ("song", "Barrett Strong", "Money (That's What I Want)"),
          ("song", "Blondie", "Call Me"), ("song", "Carly Rae Jepsen", "Call Me Maybe"),
          ("song", "Destiny's Child", "Bills, Bills, Bills"), ("song", "Nicki Minaj", "Pills n Potions"),
          ("song", "The Beatles", "Help!"), ("song", "ABBA", "Money, Money, Money"), ("song", "Jessie J", "Price Tag"),
          ("song", "Marvin Gaye", "Sexual Healing"), ("song", "Pink Floyd", "Money"),
          ("song", "Pet Shop Boys", "Opportunities (Let's Make Lots of Money)"), ("song", "Daft Punk", "Get Lucky"),
          ("song", "Technotronic", "Pump Up the Jam"), ("song", "Bob Marley and the Wailers", "Get Up, Stand Up"),
          ("song", "Taylor Swift", "Is It Over Now?"), ("song", "The Flying Lizards", "Money"),
          ("song", "Bruce Springsteen", "Pay Me My Money Down"), ("song", "Hot Chocolate", "You Sexy Thing"),
          ("song", "Lady Gaga feat. Beyonce", "Telephone"), ("song", "Queen", "I Want It All"),
          ("book", "Robert Kiyosaki", "Rich Dad Poor Dad"), ("book", "Tim Ferriss", "The 4-Hour Workweek"),
          ("book", "Napoleon Hill", "Think and Grow Rich"), ("book", "Dale Carnegie", "How to Win Friends and Influence People"),
          ("book", "Vicki Robin", "Your Money or Your Life"), ("book", "T. Harv Eker", "Secrets of the Millionaire Mind"),
          ("book", "Ramit Sethi", "I Will Teach You to Be Rich"), ("book", "Thomas J. Stanley", "The Millionaire Next Door"),
          ("book", "Dave Ramsey", "The Total Money Makeover"), ("book", "MJ DeMarco", "The Millionaire Fastlane"),
          ("book", "Robert Cialdini", "Influence - The Psychology of Persuasion"),
          ("book", "Frank W. Abagnale", "Catch Me If You Can"), ("book", "John Carreyrou", "Bad Blood"),
          ("book", "Mohsin Hamid", "How to Get Filthy Rich in Rising Asia"), ("book", "Jennette McCurdy", "I'm Glad My Mom Died"),
          ("book", "Ian Fleming", "Casino Royale"),
          ("podcast", "Scam Goddess", 0), ("podcast", "Sweet Bobby", 0), ("podcast", "Dr. Death", 0),
          ("podcast", "The Dropout", 0), ("podcast", "Bad Bets", 0), ("podcast", "Scamanda", 0),
          ("podcast", "Click Here", 0), ("podcast", "The Missing Cryptoqueen", 0), ("podcast", "Wind of Change", 0)]
ADLIKE_POOL = Pool(ADLIKE)


def g_adlike():
    kind, a, b = ADLIKE_POOL.take()
    if kind == "film":
        return ch([f"{a} ({b})", f"{dot(a)}.{b}.{ch(FILM_Q)}-{ch(SCENE_FILM)}", f"{a} ({b}) [1080p] [BluRay] [YTS.MX]",
                   f"{a} {b} 720p", f"{a} [{b}] DVDRip"])
    if kind == "tv":
        s, e = ri(1, 12), ri(1, 20)
        return ch([f"{a} S{s:02d}E{e:02d}", f"{dot(a)}.S{s:02d}E{e:02d}.720p.HDTV.x264-{ch(SCENE_TV)}",
                   f"{a} - Series {s} Episode {e}", f"{a} - Season {s}"])
    if kind == "song":
        return ch([f"{a} - {b}.mp3", f"{a} - {b} (Remastered)", f"{a} - {b}", f"{b} - {a} [320]"])
    if kind == "book":
        return ch([f"{a} - {b} (epub)", f"{a} - {b} [Unabridged Audiobook]", f"{b} by {a}", f"{a} - {b}.pdf"])
    n = ri(1, 10)
    return ch([f"{a} - Episode {n}", f"{a} S01E{n:02d}", f"{a} - Trailer", f"{a} ep{n} mp3"])


# ---------------------------------------------------------------- assembly
LEGIT = [
    ("tv_scene", 220, g_tv_scene), ("tv_p2p", 130, g_tv_p2p), ("tv_season_pack", 70, g_tv_pack),
    ("daily_show", 50, g_daily), ("film_scene", 130, g_film_scene), ("film_p2p", 90, g_film_p2p),
    ("anime_fansub", 90, g_anime), ("music_album", 100, g_music_album), ("music_discography", 25, g_music_discography),
    ("audiobook", 50, g_audiobook), ("ebook", 50, g_ebook), ("comic", 40, g_comic), ("magazine", 40, g_magazine),
    ("software", 50, g_software), ("os_iso", 25, g_os_iso), ("game_scene", 40, g_game_scene),
    ("game_gog", 20, g_game_gog), ("game_repack", 20, g_game_repack), ("sports_broadcast", 50, g_sports),
    ("foreign_scene", 70, g_foreign_scene), ("xxx_scene", 50, g_xxx), ("documentary", 40, g_documentary),
    ("obfuscated", 45, g_obfuscated),
    ("bare_title", 90, g_bare_title), ("single_track", 60, g_single), ("podcast", 60, g_podcast),
    ("lecture", 45, g_lecture), ("radio_drama", 45, g_radio_drama), ("sermon", 30, g_sermon), ("match", 40, g_match),
    ("news", 35, g_news), ("personal_collection", 40, g_personal), ("fan_edit", 30, g_fan_edit),
    ("nonlatin_title", 35, g_nonlatin), ("adlike_work", 65, g_adlike),
]
LINE_BREAKERS = ["\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]


def gen_legit():
    for fam, n, fn in LEGIT:
        made = 0
        tries = 0
        while made < n:
            if add_row("legit", "legit:" + fam, fn()):
                made += 1
                tries = 0
            else:
                tries += 1
                if tries > 500:
                    raise RuntimeError("cannot make unique titles for " + fam)


def main():
    gen_junk()
    gen_legit()
    counts = {}
    labels = {}
    for lab, fam, title in ROWS:
        counts[fam] = counts.get(fam, 0) + 1
        labels[lab] = labels.get(lab, 0) + 1
        for bad in LINE_BREAKERS:
            if bad in title:
                raise ValueError("line breaker in title: " + repr(title))
    njunk = labels["junk"]
    junk_fams = [f for f in counts if f.startswith("junk:")]
    if len(junk_fams) < 50:
        raise ValueError("too few junk intents")
    for f in junk_fams:
        if counts[f] > 0.04 * njunk:
            raise ValueError(f"{f} has {counts[f]} rows, above 4% of {njunk}")
    rng.shuffle(ROWS)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in ROWS:
            fh.write("\t".join(row) + "\n")
    nforeign = len(FOREIGN)
    langs = []
    for _, lang, _ in FOREIGN:
        if lang not in langs:
            langs.append(lang)
    print(f"wrote {len(ROWS)} rows to {OUT}")
    print(f"labels: junk={labels['junk']} legit={labels['legit']}")
    print(f"families: {len(counts)} (junk {len(junk_fams)}, legit {len(counts) - len(junk_fams)})")
    print(f"largest junk intent: {max(counts[f] for f in junk_fams)} rows; foreign junk rows: {nforeign} "
          f"({100.0 * nforeign / njunk:.1f}%) in {len(langs)} languages")
    print(f"junk clean copy: {STATS['junk_clean']}, with surface noise: {STATS['junk_noisy']}")


if __name__ == "__main__":
    main()
