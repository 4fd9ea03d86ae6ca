#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generator for fresh9.tsv, a BLIND held-out split for the junk-title filter.

How it was written
------------------
Written blind, from the writer's general knowledge only.  While writing it the
writer did not open, list, grep, run or import anything else in the repository
(no filter code, rules, seeds, tests, docs, ADRs, other splits or generators,
no git history), did not search the web or any corpus for spam or title lists,
and never ran any filter or evaluation.  No title was added, dropped or
reworded after seeing any tool's opinion of it.  Everything below (word lists,
templates, taxonomy) was typed from memory.

Determinism
-----------
stdlib only; a single random.Random(SEED) with SEED = 90917; no iteration over
sets, no hash-order dependence.  Running ``python make_fresh9.py`` from any
directory writes fresh9.tsv next to this file, byte-identical every run.

Output
------
One row per line, ``LABEL<TAB>FAMILY<TAB>TITLE``, no header, shuffled, no
duplicate titles (compared case-insensitively), no tabs/newlines in titles.

Taxonomy (rough counts; exact counts depend on dedup, see the run summary)
--------------------------------------------------------------------------
junk (~910 rows, 68 intents, each roughly 8-27 rows, none above 3% of junk):
  health/pharma: pharma_ed, pharma_rx_nopresc, steroids_sarms, diet_pills,
    supplements_nootropics, miracle_cure, cosmetic_miracle
  money/crypto: crypto_doubling, crypto_invest_platform, cloud_mining,
    wallet_seed_phish, nft_airdrop, forex_binary, stock_pump, gold_ira_fear
  phishing/impersonation: account_phish, bank_phish, parcel_sms,
    gov_impersonation, fake_invoice_renewal, ceo_giftcard, wrong_number_opener,
    fake_dmca_settlement
  classic fraud: advance_fee_419, lottery_winner, inheritance_beneficiary,
    grant_scam, sextortion, fake_charity, immigration_visa, fake_listing
  usenet/download bait: fake_codec_player, password_bait_archive,
    exe_disguised_video, fake_release_site, crack_keygen_ads,
    game_currency_generator, premium_account_generator, usenet_account_resale,
    iptv_reseller
  adult/dating/gambling: adult_cam, hookup_escort, romance_dating,
    casino_bonus, betting_fixed_matches
  loans/jobs: payday_loan, debt_credit_repair, task_app_scam, job_offer_mule,
    get_rich_system
  marketing: seo_backlinks, followers_reviews, replica_goods, fake_shop_outlet,
    gadget_miracle, clickbait_advertorial, survey_prize, insurance_warranty
  other: essay_mill, predatory_journal, tech_support_scareware,
    hacker_for_hire, fake_documents, carding_dumps, hoax_chain_letter,
    comment_spam, psychic_spells, flood_noise
  ~12% of junk rows are hand-written in other languages (24 languages: de fr
  es it pt nl pl tr ru uk zh ja ko ar hi th he el vi id sv cs hu fi).
  Surface noise is applied per intent at an intent-specific rate and with
  intent-specific operator weights (about a third of junk rows, ~300, stay
  clean copy): yEnc posting shells, case games, odd
  separators, emoji, decoration, domains/defanged links, contact handles,
  leetspeak, look-alike letters (Cyrillic/Greek/fullwidth/diacritics),
  spaced letters, zero-width characters, padding tokens, Re:/Fwd:, and
  dressing the pitch up as a release name.

legit (~2,120 rows):
  structured (~70%): tv_scene ~260, tv_pack ~70, daily_show ~70, film ~230,
    anime ~90, music_album ~120, discography ~30, audiobook ~50, ebook ~60,
    comic ~40, magazine ~40, software ~50, os_iso ~25, game ~35, game_gog ~15,
    game_repack ~20, sports ~50, foreign_scene ~70, xxx ~70,
    documentary ~40, obfuscated ~60
  unstructured (~30%): bare_title ~110, single ~70, podcast ~70, lecture ~50,
    radio_drama ~50, sermon ~30, match ~40, news ~30, personal ~50,
    fan_edit ~25, nonlatin ~40
  adlike_work ~63: real films/songs/books/podcasts/shows whose names read like
    ads, warnings, questions or appeals.
  About 10% of structured legit rows are wrapped in yEnc posting shells whose
  part counter ``(i/N)`` ends the subject.  Software installers (.exe/.msi,
  GOG setup files) are legit; video releases whose file is an executable are
  junk (exe_disguised_video).
"""
import os
import random
import re
import unicodedata

SEED = 90917
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fresh9.tsv")


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def dot(s):
    """Scene-style dotted name."""
    s = ascii_fold(s)
    s = s.replace("&", "and").replace("+", "Plus")
    s = re.sub(r"[\'\"\u2019,:;!?()\[\]{}/#*]", "", s)
    s = s.replace(" - ", " ")
    s = re.sub(r"\s+", ".", s.strip())
    s = re.sub(r"\.+", ".", s)
    return s.strip(".")


def hexs(n, upper=False):
    s = "".join(ch("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


def alnum(n):
    return "".join(ch("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


def digits(n):
    return "".join(ch("0123456789") for _ in range(n))


# ---------------------------------------------------------------------------
# global slot values shared by junk templates
# ---------------------------------------------------------------------------
FIRST = ["Anna", "Mike", "Jenny", "David", "Olga", "Kevin", "Linda", "Tom", "Sophie", "Raj",
         "Mei", "Carlos", "Natasha", "Brian", "Grace", "Ahmed", "Laura", "Steve", "Emma",
         "Victor", "Irina", "Daniel", "Rose", "Peter", "Fatima", "James", "Helen", "Wei"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Okafor", "Chen", "Garcia", "Mueller",
        "Kowalski", "Petrov", "Nguyen", "Patel", "Rossi", "Dubois", "Andersson", "Adeyemi",
        "Walker", "Morgan", "Ibrahim", "Campbell", "Fischer", "Moreau"]
CITY = ["London", "Manchester", "Berlin", "Toronto", "Dallas", "Sydney", "Dublin", "Leeds",
        "Phoenix", "Chicago", "Hamburg", "Melbourne", "Glasgow", "Denver", "Atlanta",
        "Birmingham", "Vancouver", "Houston", "Paris", "Amsterdam", "your city", "your area"]
COUNTRY = ["Nigeria", "Ghana", "Burkina Faso", "Ivory Coast", "Syria", "Libya", "Benin", "Togo"]
COIN = ["BTC", "ETH", "USDT", "SOL", "XRP", "DOGE", "BNB", "ADA", "TON", "SHIB", "Bitcoin",
        "Ethereum"]
CELEB = ["Elon Musk", "Michael Saylor", "Vitalik Buterin", "Cathie Wood", "Tesla", "SpaceX",
         "MrBeast", "Binance", "Jack Dorsey"]
SVC = ["Netflix", "Apple ID", "Microsoft 365", "Outlook", "iCloud", "Amazon", "PayPal",
       "Dropbox", "Google Drive", "Spotify", "Disney+", "Office365", "Webmail", "Adobe",
       "Facebook", "Instagram", "WeTransfer", "Hulu", "Prime Video", "Yahoo Mail"]
FILM = ["Dune Part Two", "Deadpool and Wolverine", "Inside Out 2", "Gladiator II", "Wicked",
        "Moana 2", "Oppenheimer", "Barbie", "Sonic the Hedgehog 3", "Mission Impossible",
        "Avatar The Way of Water", "John Wick Chapter 4", "Joker Folie a Deux", "Venom The Last Dance",
        "Captain America Brave New World", "Minecraft Movie", "Superman", "Jurassic World Rebirth",
        "Mickey 17", "Thunderbolts", "Alien Romulus", "Furiosa", "Twisters", "Nosferatu",
        "The Fall Guy", "Kingdom of the Planet of the Apes", "Bad Boys Ride or Die",
        "Beetlejuice Beetlejuice", "A Complete Unknown", "Lilo and Stitch", "Zootopia 2",
        "Avatar Fire and Ash", "Wicked For Good", "F1", "28 Years Later"]
SHOW = ["House of the Dragon", "The Last of Us", "Squid Game", "The Boys", "Stranger Things",
        "Severance", "The Bear", "Andor", "Reacher", "Yellowstone", "Wednesday", "Shogun",
        "Fallout", "The Penguin", "Slow Horses", "The White Lotus", "Only Murders in the Building",
        "Ted Lasso", "Succession", "The Mandalorian"]
FAKEGRP = ["YIFY", "RARBG", "PSA", "ETRG", "FGT", "EVO", "GalaxyRG", "YTS", "TGx", "ION10",
           "NeoNoir", "MkvCage", "x264-HD", "SPARKS"]
RES = ["720p", "1080p", "2160p", "4K", "480p", "1080p", "1080p"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
DATE = ["Friday", "tomorrow", "31/12", "15 March", "end of day", "midnight", "Monday 9am",
        "30.11", "June 30", "the 28th", "close of business", "Sunday"]
TLDS = [".com", ".net", ".org", ".info", ".biz", ".xyz", ".top", ".club", ".online", ".site",
        ".shop", ".store", ".ru", ".cn", ".cc", ".pw", ".icu", ".buzz", ".live", ".vip", ".io",
        ".co", ".me", ".tk", ".click", ".link", ".su", ".in", ".co.uk", ".us", ".fun", ".cyou"]
GENERIC_STEMS = ["best", "free", "top", "mega", "go", "my", "get", "pro", "easy", "fast", "win",
                 "deal", "hub", "zone", "world", "club", "online", "direct", "24", "365", "now"]
PADWORDS = ["marble", "antelope", "gusset", "quilted", "harbor", "lantern", "pebble", "thistle",
            "copper", "walnut", "orchid", "saddle", "tundra", "violin", "meadow", "cobalt",
            "biscuit", "ferret", "glacier", "hammock", "juniper", "kettle", "lagoon", "mitten",
            "nectar", "oyster", "parsley", "quartz", "raven", "sprocket", "tulip", "umbra",
            "velvet", "wombat", "yonder", "zephyr", "anvil", "bramble", "cinder", "dapple"]


def gen_phone(loc=None):
    f = ch(["us", "uk", "ng", "in", "ru", "ph", "gh", "de", "tf"])
    if f == "us":
        return "+1 (8%s) %s-%s" % (ch(["00", "33", "44", "55", "66", "77", "88"]), digits(3), digits(4))
    if f == "tf":
        return "1-8%s-%s-%s" % (ch(["00", "88", "77", "66"]), digits(3), digits(4))
    if f == "uk":
        return "+44 7%s %s" % (digits(3), digits(6))
    if f == "ng":
        return "+234 80%s" % digits(8)
    if f == "in":
        return "+91 9%s" % digits(9)
    if f == "ru":
        return "+7 9%s %s-%s-%s" % (digits(2), digits(3), digits(2), digits(2))
    if f == "gh":
        return "+233 24%s" % digits(7)
    if f == "de":
        return "+49 15%s %s" % (digits(1), digits(7))
    return "+63 9%s" % digits(9)


def gen_handle(loc=None):
    base = ch(["support", "vip", "admin", "trader", "official", "helpdesk", "profit", "lucky",
               "agent", "crypto", "deals", "rx", "dr", "coach", "mentor", "sale", "plug"])
    suf = ch(["_" + ch(FIRST).lower(), digits(2), digits(4), "_official", "_team", "x", "247",
              "_" + alnum(3)])
    return "@" + base + suf


def gen_email(loc=None):
    user = ch([ch(FIRST).lower() + "." + ch(LAST).lower(), ch(FIRST).lower() + digits(3),
               ch(["claims", "payment", "agent", "info", "desk", "office", "support"]) + digits(2),
               "barr." + ch(LAST).lower(), "dr" + ch(LAST).lower()])
    host = ch(["gmail.com", "outlook.com", "protonmail.com", "yahoo.com", "mail.ru", "qq.com",
               "163.com", "hotmail.com", "aol.com", "yandex.ru", "gmx.de", "zoho.com"])
    return user + "@" + host


def gen_dom(loc=None):
    stems = (loc or {}).get("stems") or GENERIC_STEMS
    a = ch(stems)
    form = R.random()
    if form < 0.35:
        d = a + ch(GENERIC_STEMS)
    elif form < 0.55:
        d = a + "-" + ch(GENERIC_STEMS)
    elif form < 0.75:
        d = a + digits(ch([1, 2, 3]))
    else:
        d = a
    d = d.lower().replace(" ", "")
    if chance(0.12):
        d = "www." + d
    return d + ch(TLDS)


def defang(d):
    m = ch(["[.]", "(dot)", " dot ", "[dot]", "(.)"])
    return d.replace(".", m)


def gen_dlink(loc=None):
    d = gen_dom(loc)
    path = ch(["", "/" + alnum(5), "/go/" + alnum(4), "/?id=" + digits(6), "/claim", "/verify",
               "/login", "/track/" + alnum(6), "/promo", "/r/" + alnum(7)])
    scheme = ch(["hxxps://", "hxxp://", "https://", "", "h**ps://", "https[:]//"])
    if scheme.startswith("http") and chance(0.5):
        return scheme + d + path
    return scheme + defang(d) + path


def gen_short(loc=None):
    return ch(["bit.ly/", "tinyurl.com/", "cutt.ly/", "t.ly/", "is.gd/", "rb.gy/", "t.me/",
               "shorturl.at/"]) + "".join(ch("abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
                                          for _ in range(ch([5, 6, 7])))


def gen_trk(loc=None):
    return ch(["US9" + digits(9), "RM" + digits(9) + "GB", "JD0146" + digits(10), "1Z" + alnum(16).upper(),
               "LX" + digits(9) + "CN", "3S" + alnum(11).upper(), "H0" + digits(14)])


def gen_ref(loc=None):
    return ch(["REF/", "CASE-", "No. ", "FILE ", "#", "PCN ", "Ref: "]) + ch([digits(6), alnum(8).upper(),
                                                                       digits(3) + "/" + digits(4)])


def gen_mash(loc=None):
    rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890"]
    r = ch(rows)
    i = R.randrange(0, len(r) - 3)
    j = R.randrange(i + 3, len(r) + 1)
    return (r[i:j] * ch([1, 2, 3]))[: ch([6, 9, 12, 16])]


GEN = {
    "phone": gen_phone, "handle": gen_handle, "email": gen_email, "dom": gen_dom,
    "dlink": gen_dlink, "short": gen_short, "trk": gen_trk, "ref": gen_ref, "mash": gen_mash,
    "n1": lambda l: str(R.randint(2, 9)),
    "n2": lambda l: str(R.randint(10, 99)),
    "n3": lambda l: str(R.randint(100, 999)),
    "n4": lambda l: str(R.randint(1000, 9999)),
    "n5": lambda l: str(R.randint(10000, 99999)),
    "year": lambda l: str(ch([2023, 2024, 2025, 2025, 2026])),
    "ver": lambda l: "%d.%d.%d" % (R.randint(1, 12), R.randint(0, 9), R.randint(0, 30)),
    "ss": lambda l: "%02d" % R.randint(1, 9),
    "ep": lambda l: "%02d" % R.randint(1, 16),
}

G = {
    "first": FIRST, "last": LAST, "city": CITY, "country": COUNTRY, "coin": COIN, "celeb": CELEB,
    "svc": SVC, "film": FILM, "show": SHOW, "fakegrp": FAKEGRP, "res": RES, "month": MONTH,
    "date": DATE,
    "k": ["1,500", "2,750", "3,200", "5,000", "7,400", "10,000", "12,500", "25,000", "48,000", "8,350"],
    "amt": ["148.50", "312.77", "89.99", "1,240.00", "476.20", "2,380.00", "59.00", "735.16", "963.40"],
    "mill": ["4", "7", "10", "12", "15", "18", "25", "38", "9"],
    "pct": ["50%", "70%", "80%", "90%", "150%", "200%", "300%", "400%", "35%", "65%"],
    "price": ["$9.99", "$14", "$19.95", "$29", "$49", "$59", "$79", "$99", "$39.99"],
    "small": ["1.45", "1.99", "2.99", "0.89", "3.20", "1.50", "2.15"],
    "q": ["Q1", "Q2", "Q3", "Q4"],
}

PH = re.compile(r"\{([^{}]+)\}")


def lookup(key, loc):
    if key in loc:
        return ch(loc[key])
    if key in G:
        return ch(G[key])
    if key in GEN:
        return GEN[key](loc)
    base = key.rstrip("0123456789")
    if base in loc:
        return ch(loc[base])
    if base in G:
        return ch(G[base])
    if base in GEN:
        return GEN[base](loc)
    raise KeyError(key)


def fill(t, loc=None):
    loc = loc or {}

    def rep(m):
        key = m.group(1)
        if "|" in key:
            return ch(key.split("|"))
        mod = None
        if ":" in key:
            key, mod = key.split(":", 1)
        v = lookup(key, loc)
        if mod == "dot":
            v = dot(v)
        elif mod == "low":
            v = v.lower()
        elif mod == "up":
            v = v.upper()
        elif mod == "snake":
            v = re.sub(r"[^a-z0-9]+", "_", ascii_fold(v).lower()).strip("_")
        return v

    for _ in range(5):
        nt = PH.sub(rep, t)
        if nt == t:
            break
        t = nt
    return t


# ---------------------------------------------------------------------------
# junk intents: (name, weight, domain stems, local slots, templates)
# ---------------------------------------------------------------------------
INTENTS = []


def intent(name, w, stems, slots, templates):
    INTENTS.append({"name": name, "w": w, "stems": stems, "slots": slots, "t": templates})


intent("pharma_ed", 1.4, ["rxcheap", "bluepill", "menshealth", "pharma", "medsdirect", "genericrx",
                           "canadarx", "pillshop", "edmeds"],
       {"drug": ["Viagra", "Cialis", "Levitra", "Kamagra", "sildenafil", "tadalafil", "generic Viagra",
                 "Cialis Soft Tabs", "Viagra Professional", "vardenafil", "Kamagra Oral Jelly",
                 "Super P-Force", "Cialis Daily"],
        "mg": ["20", "25", "50", "100", "200"], "qty": ["10", "30", "60", "90", "120", "180"],
        "pp": ["$0.79", "$0.99", "$1.20", "0.89 USD", "EUR 0.95", "$0.65"],
        "tot": ["$49.95", "$69", "$89.00", "EUR 59", "$119"]},
       ["{drug} from {pp} per pill - no prescription needed",
        "Buy {drug} online, discreet shipping worldwide",
        "{drug} {mg}mg x {qty} pills only {tot}",
        "My wife noticed the difference after one {drug} order from {dom}",
        "Why pay pharmacy prices? Genuine {drug} at {pct} off",
        "Re: your order #{n5} of {drug} has shipped",
        "{drug} / {drug2} / Propecia - lowest prices, bonus pills with every order",
        "Is it safe to order {drug} without a doctor? We ship 100% anonymous",
        "{drug:dot}.{mg}mg.No.Rx.Needed.{year}.REPACK-RXSHOP",
        "Last 24h: FREE {drug} samples for first-time buyers",
        "Doctor-approved {drug} alternative - last all night",
        "overnight {drug} delivery, no questions asked",
        "men over 40: {drug} in plain packaging, {tot} for {qty}",
        "Satisfy her every time - {drug} {mg} mg"])

intent("pharma_rx_nopresc", 1.1, ["pharmacy", "meds", "rxonline", "painrelief", "pillsnow", "vendor"],
       {"drug": ["Oxycodone", "Xanax", "Tramadol", "Valium", "Adderall", "Percocet", "Hydrocodone",
                 "Ambien", "Klonopin", "Modafinil", "Ritalin", "codeine syrup", "Soma", "Lorazepam",
                 "Fentanyl patches", "Dilaudid"],
        "mg": ["2", "5", "10", "15", "30", "50", "100"]},
       ["{drug} {mg}mg without prescription - overnight delivery",
        "Need {drug}? Legit vendor, stealth packaging, reship guaranteed",
        "Pain relief without the doctor visit: {drug} shipped today",
        "Cheapest {drug} online - pay with BTC, tracking provided",
        "{drug} for sale - text {phone}",
        "Got my {drug} in 3 days, this vendor is legit!!",
        "Study drugs for finals week: {drug} / {drug2} bulk discount",
        "Online pharmacy - {drug}, {drug2}, {drug3} - no Rx, no hassle",
        "Anxiety? Insomnia? {drug} delivered discreetly to your door",
        "WTS {drug} bars, hit me up on Wickr {handle}",
        "Where can I buy {drug} online without a script? (answer inside)"])

intent("steroids_sarms", 0.8, ["gains", "anabolic", "roids", "musclelab", "sarmsshop", "peptide"],
       {"product": ["Anavar", "Dianabol", "Winstrol", "Testosterone Enanthate", "Trenbolone", "HGH",
                    "Ostarine MK-2866", "RAD-140", "Ligandrol", "Clenbuterol", "Deca Durabolin",
                    "Sustanon 250", "BPC-157", "Retatrutide"]},
       ["Pharma grade {product} - lab tested, domestic shipping",
        "Get shredded in 30 days with {product} - no PCT needed",
        "{product} for sale, bulk discount for gyms",
        "Bodybuilders: real {product} from {dom}, pay with crypto",
        "How I put on 12kg of muscle in 8 weeks (real {product}, link inside)",
        "UGL {product} 10ml vials - EU and US warehouses",
        "Beginner stack: {product} + {product2} - full kit shipped",
        "{product} tabs 10mg x100 - verified source",
        "Research chemicals: {product} 99% purity, not for human consumption (wink)"])

intent("diet_pills", 1.1, ["slim", "ketofit", "fatburn", "lean", "bellyfat", "shred"],
       {"product": ["Keto Gummies", "Keto ACV Gummies", "Garcinia Cambogia", "Raspberry Ketone",
                    "Apple Cider Vinegar Gummies", "fat burner capsules", "green coffee bean extract",
                    "Ozempic alternative", "semaglutide drops", "African mango extract",
                    "metabolism booster", "GLP-1 patch"],
        "lb": ["18", "23", "30", "35", "42", "50", "60", "27"],
        "days": ["7", "14", "21", "30", "60"]},
       ["Lose {lb} lbs in {days} days with {product} - no diet, no gym",
        "Doctors hate this one trick: {product} melts belly fat",
        "Shark Tank investors went crazy for {product}",
        "I lost {lb} pounds without exercise - here's my secret",
        "{product} - FREE bottle, just pay shipping",
        "Is {product} the new {product2}? Limited supply left",
        "Stubborn belly fat? Try {product} risk-free today",
        "Celebrity weight loss secret revealed - {product}",
        "URGENT: your {product} trial ends tonight",
        "Mom of 3 drops {lb} lbs using a cheap kitchen spice",
        "The {days}-day flat belly plan (PDF + {product} discount)"])

intent("supplements_nootropics", 0.9, ["brainboost", "cbdwell", "focus", "vitality", "alpha", "limitless"],
       {"product": ["CBD Gummies", "CBD oil", "Delta-8 gummies", "the Limitless pill", "NZT-48",
                    "focus capsules", "memory booster", "testosterone booster", "nitric oxide booster",
                    "male enhancement gummies", "prostate formula", "blood sugar support",
                    "Lion's Mane extract"]},
       ["Unlock 100% of your brain with {product}",
        "The real-life limitless pill is here - {product}",
        "{product} - 90% off for the first 500 customers",
        "Anxiety, pain, sleep? {product} fixes all three",
        "Grandpa says {product} gave him his energy back",
        "Harvard researchers stunned by {product} results",
        "Buy {product} wholesale - white label available",
        "What the FDA won't tell you about {product}",
        "Boost your IQ in 7 days - {product} free trial",
        "Men over 50: this {product} changes everything"])

intent("miracle_cure", 1.0, ["naturalcure", "healthsecret", "remedy", "herbal", "cure"],
       {"disease": ["diabetes", "type 2 diabetes", "cancer", "arthritis", "tinnitus",
                    "high blood pressure", "dementia", "neuropathy", "fatty liver", "herpes", "HIV",
                    "kidney stones", "prostate problems", "vision loss", "gout", "sciatica"]},
       ["Reverse {disease} in 21 days without medication",
        "The {disease} cure Big Pharma buried",
        "Ancient remedy ends {disease} for good - watch before it's banned",
        "My doctor was shocked: my {disease} is gone",
        "Herbal cure for {disease}, contact Dr. {last} on WhatsApp {phone}",
        "Stop taking pills for {disease}! Do this 30-second ritual instead",
        "WARNING: common {disease} drug causes damage - use this natural fix",
        "Testimony: how a herbal doctor cured my {disease}",
        "New {disease} breakthrough - 1 drop before bed",
        "Is this banana trick the end of {disease}?",
        "{disease} healed permanently - I am living proof"])

intent("cosmetic_miracle", 0.8, ["glow", "youth", "beauty", "skincare", "hairback"],
       {"product": ["hair regrowth serum", "anti-wrinkle cream", "teeth whitening kit", "eyelash serum",
                    "skin tag remover", "dark spot corrector", "collagen gummies",
                    "breast enhancement cream", "nail fungus drops", "scar removal gel",
                    "face lifting tape"]},
       ["Look 20 years younger - {product} sells out again",
        "Bald at 35, full hair at 36: {product} works",
        "Dermatologists furious over $9 {product}",
        "{product} - buy 2 get 3 free, today only",
        "Hollywood's secret {product} now available to the public",
        "Before/after photos: 8 weeks on {product}",
        "Get rid of wrinkles overnight with this cheap {product}",
        "Wholesale {product} - private label, low MOQ",
        "Why is everyone in Korea using this {product}?"])

intent("crypto_doubling", 1.2, ["giveaway", "x2event", "musk", "cryptodrop", "double", "promo"],
       {},
       ["{celeb} {coin} giveaway - send 0.1, get 0.2 back",
        "LIVE NOW: {celeb} doubling all {coin} sent to the event address",
        "Official {coin} giveaway event - 5000 {coin} to give away",
        "I sent 1 {coin} and got 2 back within minutes, legit!!",
        "Double your {coin} in 24 hours, guaranteed by smart contract",
        "Celebrating {n2}M followers: {celeb} gives back {coin}",
        "{coin} x2 promo ends in {n2} minutes - {dom}",
        "Send any amount of {coin}, receive double instantly",
        "Crypto giveaway verified by the {celeb} team - claim at {dom}",
        "[LIVE] {celeb} talks about the future of {coin} - {coin} giveaway"])

intent("crypto_invest_platform", 1.3, ["coinprofit", "quantum", "apextrade", "bitnova", "tradepro", "yield"],
       {"brand": ["CoinProfitX", "BitQuantum", "ApexTrade Pro", "Immediate Edge", "Bitcoin Era",
                  "Quantum AI", "CryptoGenesis", "NovaFX Global", "Bitcoin Prime", "TeslaCoin Capital"]},
       ["I made ${k} last month trading with my mentor, DM me",
        "Invest $250, withdraw ${k} in 7 days - licensed platform",
        "Join our VIP signal group: {pct} daily ROI on {coin}",
        "Passive income with {coin} staking - 3% per day",
        "My uncle showed me this {coin} arbitrage platform, withdrawals work",
        "Account manager {first} from {brand} - your profits are ready to withdraw",
        "Liquidity mining: earn {pct} a week on USDT, withdraw anytime",
        "Testimonial: thanks to Mrs {first} {last} I paid off my mortgage with bitcoin",
        "Stop working for money: let {brand} trade {coin} for you",
        "New exchange listing presale - 100x potential, last round",
        "{brand} review {year}: scam or legit? (I withdrew ${k})",
        "Your withdrawal of {n5} USDT requires a 10% tax payment"])

intent("cloud_mining", 0.8, ["hashcloud", "minepool", "cloudminer", "hashrate", "btcmine"],
       {"th": ["100", "250", "500", "1000"]},
       ["Free cloud mining: {th} TH/s bonus on sign-up",
        "Mine {coin} from your phone, no hardware needed",
        "Cloud mining contracts from $10 - daily payouts",
        "I earn {coin} every day with cloud mining, referral link inside",
        "Hashrate sale! {pct} off all {coin} mining plans",
        "Is cloud mining still profitable in {year}? (Yes, with {dom})",
        "Rent ASIC miners - guaranteed {pct} monthly return",
        "{coin} miner app - earn while you sleep",
        "Cloud.Mining.Bot.{year}.Free.{coin}.Every.Hour-NOHW"])

intent("wallet_seed_phish", 0.9, ["walletsync", "dappfix", "secure-wallet", "ledgerlive", "restore"],
       {"wallet": ["MetaMask", "Trust Wallet", "Ledger", "Trezor", "Phantom", "Coinbase Wallet",
                   "Exodus", "Binance"]},
       ["{wallet}: your wallet will be suspended - verify recovery phrase",
        "Mandatory {wallet} KYC update - sync your wallet before {date}",
        "Ledger security breach: replace your device, enter your 24 words to migrate",
        "Unrecognized withdrawal from your {wallet} - secure your funds",
        "{wallet} support ticket #{n5}: validate wallet to restore access",
        "Claim your {wallet} token rewards - connect wallet at {dom}",
        "Wallet not syncing? Fix it here (dapp rectification)",
        "Your {wallet} is eligible for a security upgrade, act now",
        "{wallet} Support here - please share your seed phrase so we can fix the bug"])

intent("nft_airdrop", 0.7, ["mint", "airdrop", "claim", "nftdrop", "presale"],
       {"proj": ["Bored Apes", "CryptoPunks", "Azuki", "Pudgy Penguins", "MetaLions", "PixelDragons",
                 "Moonbirds", "Doodles"],
        "tok": ["$PEPE2", "$MOON", "$SHIBX", "$ELONDOGE", "$BONKAI", "$GROKX", "$FLOKI2", "$SAFEMARS"]},
       ["Free mint live! {proj} whitelist spots left: {n2}",
        "You have received an airdrop of {n4} {tok} - claim now",
        "Stealth launch {tok} token - 1000x gem, contract in bio",
        "{proj} NFT holders: claim your exclusive reward",
        "Last chance to mint {proj} - floor price exploding",
        "Airdrop alert: connect wallet to receive {tok}",
        "Presale of {tok} ends tonight - don't miss the next PEPE"])

intent("forex_binary", 0.9, ["fxsignals", "pipmaster", "forexbot", "binarypro", "goldscalper"], {},
       ["Forex signals with 95% accuracy - free trial",
        "Turn $100 into ${k} with binary options",
        "Gold scalping robot: {pct} monthly, myfxbook verified",
        "Join my Telegram for free forex signals {handle}",
        "Professional account management - we trade, you earn",
        "EA expert advisor - never lose a trade again",
        "The binary options strategy banks don't want you to know",
        "Copy my trades: {pct} last month on EURUSD",
        "Forex.Profit.Robot.v{ver}.MT4.MT5.Full.Unlocked",
        "Funded trader challenge passed in 2 days - buy my EA"])

intent("stock_pump", 0.8, ["stockalert", "pennypicks", "hotstock", "microcap"],
       {"ticker": ["$GRNQ", "$ZXRT", "$HMBL", "$AXIL", "$VPLM", "$NUGN", "$TKRX", "$BLPG", "$QBAN", "$ALPP"]},
       ["HOT STOCK ALERT: {ticker} set to explode {pct} this week",
        "{ticker} - insider buying, merger news imminent",
        "Our last pick went up 800% - next one is {ticker}",
        "Strong Buy: {ticker} is the next Tesla",
        "Penny stock {ticker} - get in before Monday's announcement",
        "Investor Alert: {ticker} signs major government contract",
        "Why is Wall Street hiding {ticker} from you?",
        "Breaking: {ticker} uplisting to NASDAQ confirmed"])

intent("gold_ira_fear", 0.7, ["goldira", "preciousmetals", "silverstack", "retirementgold"], {},
       ["Protect your retirement: move your 401(k) into gold",
        "Free gold investor kit - before the dollar collapses",
        "Former Fed insider: get out of cash NOW, buy silver",
        "Tax-free gold IRA rollover - no penalties",
        "Bank failures are coming - is your savings safe?",
        "Claim your free silver bar with any precious metals IRA",
        "Economic collapse warning: 3 steps to protect your family",
        "Why smart retirees are moving to physical gold in {year}"])

intent("account_phish", 1.3, ["secure-login", "account-verify", "support-center", "auth", "id-check",
                               "billing-update"],
       {"n1d": ["01", "12", "23", "37", "45", "58"]},
       ["Your {svc} account has been suspended",
        "{svc}: payment declined - update billing information",
        "Action required: verify your {svc} account within 24 hours",
        "[{svc}] Unusual sign-in activity detected",
        "Mailbox storage full - {n2} incoming messages on hold",
        "You have ({n2}) pending messages in quarantine",
        "{svc} password expires today - keep current password",
        "Shared document: Payment_Remittance_{n5}.pdf via {svc}",
        "Final notice: your {svc} subscription will be cancelled",
        "Re: {svc} security alert - confirm it was you",
        "DocuSign: please review and sign - {q} bonus adjustment",
        "Voicemail received ({n1}:{n1d}) - listen now",
        "We couldn't renew your {svc} membership",
        "{svc} Help Center: your account is scheduled for deletion"])

intent("bank_phish", 1.1, ["secure-bank", "online-banking", "verify-id", "bank-alert"],
       {"bank": ["Chase", "Wells Fargo", "Bank of America", "HSBC", "Barclays", "Lloyds", "NatWest",
                 "Santander", "ING", "Commonwealth Bank", "Citibank", "Deutsche Bank", "BNP Paribas",
                 "Sparkasse", "RBC", "TD Bank", "Monzo", "Revolut"]},
       ["{bank}: we have locked your card due to suspicious activity",
        "{bank} Online: confirm your identity to restore access",
        "Your {bank} debit card payment of {amt} GBP was declined",
        "{bank} alert: new payee added - if this wasn't you call {phone}",
        "Important notice from {bank} security department",
        "Secure message from {bank} - log in to view",
        "{bank}: your account will be closed unless you update your details",
        "Fraud prevention: was this transaction you? Reply YES or NO",
        "Dear valued {bank} customer, kindly verify your account",
        "{bank}: a new device was registered to your account at {n1}:{n2}"])

intent("parcel_sms", 1.2, ["parcel-redeliver", "track-my", "delivery-fee", "post-reschedule", "customs-pay"],
       {"carrier": ["USPS", "Royal Mail", "DHL", "FedEx", "UPS", "Evri", "Hermes", "PostNL", "La Poste",
                    "Canada Post", "Australia Post", "DPD", "Correos", "An Post", "Poste Italiane"]},
       ["{carrier}: your package is on hold due to an incomplete address",
        "{carrier}: we missed you. Reschedule delivery: {dlink}",
        "Your parcel could not be delivered - pay {small} GBP redelivery fee",
        "{carrier} Notice: shipment {trk} awaiting customs payment",
        "Final attempt: {carrier} parcel will be returned to sender",
        "Track your parcel {trk} - confirm details to release",
        "Hi, your {carrier} package is waiting at the depot, pay {small} to release",
        "{carrier}: delivery failed twice. Update address within 12 hours",
        "USPS: The package arrived at the warehouse but could not be delivered"])

intent("gov_impersonation", 1.1, ["gov-refund", "tax-claim", "toll-pay", "fines-portal", "benefits"],
       {},
       ["HMRC: you are eligible for a tax refund of {amt} GBP",
        "IRS Notice: your stimulus payment is pending - claim now",
        "Unpaid toll notice: pay ${small} to avoid late fees",
        "E-ZPass: outstanding toll balance, pay today",
        "DVLA: your vehicle tax payment failed",
        "Social Security Administration: your SSN has been suspended",
        "Final warning: unpaid parking fine {ref}",
        "Council tax rebate - claim your {amt} today",
        "CRA: your benefit payment is ready for deposit",
        "Court summons: failure to appear - case {ref}",
        "Your TV licence has expired - renew now to avoid prosecution",
        "ATO: your tax return contains errors - verify identity"])

intent("fake_invoice_renewal", 1.0, ["billing", "invoice-portal", "receipt", "renewals"],
       {"prod": ["Norton 360", "McAfee Total Protection", "Geek Squad Total Tech", "Windows Defender Premium",
                 "PayPal Buyer Protection", "Best Buy Protection Plan"],
        "fee": ["$299.99", "$349.99", "$399.99", "$489.00", "$521.36"]},
       ["Invoice #{n5} overdue - payment required",
        "RE: Outstanding balance on account {n5}",
        "Payment confirmation: Order {n5} ({amt} USD)",
        "Your {prod} subscription renewed for {fee}",
        "{prod}: annual plan renewed - call {phone} to cancel",
        "Purchase receipt - {prod} {fee}",
        "Attached: remittance advice {date}",
        "PayPal: you've got an invoice from Billing Department ({fee})",
        "Please find attached the updated invoice and new bank details",
        "Pro forma invoice PI-{n5} - kindly confirm"])

intent("ceo_giftcard", 0.8, ["corp-mail", "exec-office"], {},
       ["Are you available? Need a quick favor",
        "Urgent task - reply from your phone",
        "Quick request from {first} (CEO)",
        "I need you to get some Apple gift cards for clients, will reimburse",
        "Can you handle a confidential payment today?",
        "Change of bank details for payroll - {first} {last}",
        "Are you at your desk? Text me at {phone}",
        "Kindly purchase 5 x $200 Google Play cards and send the codes",
        "In a meeting, can't talk. Reply with your cell number"])

intent("wrong_number_opener", 0.8, [], {},
       ["Hi {first}, is this still your number?",
        "Hello, are we still meeting for golf on Saturday?",
        "Sorry, I think I added the wrong contact. Nice to meet you though",
        "Hey, it's {first} from the yoga class, are you free tomorrow?",
        "Is this Dr. {last}'s office? I'd like to reschedule",
        "hi dear, long time no see, how are you these days",
        "Mr. {last}, the dinner reservation for 4 is confirmed",
        "Hello, my assistant gave me your number, are you in the wine business?",
        "{first}? I'm at the airport, where are you?"])

intent("advance_fee_419", 1.3, [], {},
       ["URGENT BUSINESS PROPOSAL - STRICTLY CONFIDENTIAL",
        "From the desk of Barrister {first} {last}",
        "Dear Friend, I am Mrs. {first} {last}, a widow suffering from cancer",
        "Transfer of US$ {mill} Million - your assistance required",
        "I need your partnership to move {mill}M out of the country",
        "Greetings from Prince {first} of {country}",
        "ATM card worth ${mill},500,000.00 ready for delivery",
        "Compensation fund payment approved by the United Nations",
        "Kindly reply: consignment box containing your funds is at the airport",
        "Dear beneficiary, your fund has been released by the Federal Reserve",
        "Re: awaiting your urgent response",
        "ATTN: Your payment file from the Central Bank of {country}",
        "Business proposal from a military officer - {mill} million USD in gold"])

intent("lottery_winner", 0.9, ["lottoclaim", "prizedesk", "winnings"], {},
       ["CONGRATULATIONS!!! Your email won {mill},000,000 GBP in the UK National Lottery",
        "Winning notification: ticket no. {n5} - claim before {date}",
        "You have been selected as a winner in the Microsoft Email Draw",
        "Powerball international promo - you won ${mill}.5M",
        "Coca-Cola Award {year}: your number has won",
        "Claim your prize: contact our fiduciary agent {email}",
        "Your mobile number has won 850,000 GBP in the Samsung promo",
        "Official lottery result: you are our lucky winner",
        "Euro Millions: batch {n4}/{n2} winning notice"])

intent("inheritance_beneficiary", 0.7, [], {},
       ["Unclaimed inheritance of {mill}.7M under your surname",
        "Next of kin: deceased client with your last name",
        "Private and confidential: estate of the late {first} {last}",
        "I am the attorney to the late engineer {last}",
        "Dormant account of ${mill} million - same surname as you",
        "Last will: you have been named beneficiary",
        "Beneficiary verification - estate file {ref}"])

intent("grant_scam", 0.7, ["grants", "relief-fund", "freemoney"], {},
       ["You qualify for a ${k} federal grant - never repay",
        "Government grant approved in your name - processing fee required",
        "Free money for home repairs, claim your grant",
        "I received a $15,000 grant from the relief program, ask me how",
        "Relief fund: you are eligible for {amt} USD",
        "Small business grant list {year} - apply in 5 minutes",
        "Secret government grants nobody talks about"])

intent("sextortion", 0.9, [], {"pw": ["hunter2", "qwerty123", "Summer2019!", "iloveyou88", "password1",
                                        "letmein77", "dragon2016"],
                                 "btcamt": ["0.05 BTC", "0.12 BTC", "$1450 in Bitcoin", "$950 in BTC", "0.3 BTC"]},
       ["I know your password: {pw}",
        "I recorded you - pay {btcamt} within 48 hours",
        "Your device was hacked, I have videos of you",
        "Final warning: your contacts will receive the video",
        "I have access to your webcam, read this carefully",
        "Hello pervert, I've been watching you for months",
        "Payment required - your private video will be leaked",
        "Security issue: your account {email} was compromised",
        "I'm a hacker who cracked your email and device"])

intent("fake_charity", 0.7, ["donate", "relief", "helpnow", "appeal"],
       {"disaster": ["earthquake in Turkey", "Maui wildfires", "hurricane", "tsunami", "floods in Pakistan",
                     "war in Ukraine", "Gaza crisis", "earthquake in Morocco"]},
       ["Urgent appeal: help the victims of the {disaster} - donate bitcoin",
        "Emergency relief fund - your donation doubled today",
        "Sponsor an orphan for $1 a day",
        "Help little {first} fight cancer - every dollar counts",
        "Donate now to support the {disaster} survivors - PayPal {email}",
        "We are raising funds for flood victims, please share",
        "Church building project needs your seed offering"])

intent("immigration_visa", 0.7, ["visa", "greencard", "migrate", "workpermit"], {},
       ["Canada work permit and PR in 3 months - guaranteed",
        "US green card lottery - apply now through our agency",
        "You won the DV lottery - pay the processing fee to confirm",
        "Jobs in Australia with free visa sponsorship",
        "Fast Schengen visa - no appointment needed",
        "Study in the UK with full scholarship - agency fee only",
        "Second passport in 60 days - citizenship by investment",
        "Your visa application has been flagged - contact embassy officer {first} {last}"])

intent("fake_listing", 0.8, ["puppies", "petadopt", "rentals", "carsale"],
       {"breed": ["Yorkie", "French Bulldog", "Pomeranian", "Maltese", "Golden Retriever", "Husky",
                  "Cavapoo", "Dachshund", "Sphynx"],
        "car": ["Toyota Camry", "Honda CR-V", "Ford F-150", "VW Golf", "BMW X5", "Jeep Wrangler"]},
       ["Adorable {breed} puppies for adoption, free shipping",
        "Teacup {breed} - ready for new home, vaccinated",
        "Apartment for rent - {city} center, $600/month, I'm abroad, send deposit",
        "Selling my late husband's {car}, low mileage - payment via eBay escrow",
        "Macaw parrots and fertile eggs for sale",
        "2 BR flat available now - keys sent by courier after deposit",
        "{breed} kittens for Christmas, free delivery",
        "Motorhome for sale, owner deployed overseas",
        "Giving away my {breed} - just pay the pet courier"])

intent("fake_codec_player", 1.3, ["codecpack", "mediaplayer", "hdplayer", "videofix", "divxpro"], {},
       ["Install the latest codec to play this video",
        "{film} {year} {res} - requires special player, download it from {dom}",
        "[codec required] {film} {year} {res} WEB-DL",
        "Can't play the file? Get DivX Pro Codec Pack {ver} here",
        "README: this release uses new encryption - use MediaPlayerPro to watch",
        "{film:dot}.{year}.{res}.WEB-DL.x264-{fakegrp} (needs codec from {dom})",
        "Video codec missing error fix - free download",
        "Error 0xc00d5212? Download our universal codec",
        "{film:dot}.{year}.{res}.WMV-DRM.license.url",
        "To view this file you need player version {ver} or later",
        "Please update your Flash Player to watch {film}",
        "{show:dot}.S{ss}E{ep}.{res}.WEB.h264 - audio codec in folder, run install first",
        "Black screen? The {film} {year} release needs the HEVC codec from {dom}"])

intent("password_bait_archive", 1.2, ["getpass", "unlockfiles", "rarpass", "freepass", "keyvault"], {},
       ["{film:dot}.{year}.{res}.WEB-DL.x264 - password at {dom}",
        "{film} {year} [{res}] RAR password inside - visit {dom}",
        "Password for this archive: complete a short survey at {dom}",
        "get password here -> {dlink}",
        "{film:dot}.{year}.COMPLETE.BLURAY-{fakegrp} (pass: see readme.url)",
        "Archive locked - password available at {dom} (free registration)",
        "pw in nfo - visit our sponsor to unlock",
        "{show:dot}.S{ss}E{ep}.{res}.WEB.h264 password protected - go to {dom}",
        "Unlock code for {film} {year} full movie RAR - text PASS to {n5}",
        "{film} {year} {res} - PASSWORD.txt inside, get key from {short}"])

intent("exe_disguised_video", 1.2, [], {},
       ["{film:dot}.{year}.{res}.WEB-DL.x264-{fakegrp}.exe",
        "{film:dot}.{year}.{res}.BluRay.x264.mkv.exe",
        "{film} ({year}) {res} HDRip.avi.scr",
        "{film:dot}.{year}.{res}.mp4.exe",
        "{show:dot}.S{ss}E{ep}.{res}.WEB.h264-{fakegrp}.exe",
        "{film:dot}.{year}.{res}.WEBRip-{fakegrp} [SETUP.EXE]",
        "{film} {year} full movie HD (self-extracting).exe",
        "{film:dot}.{year}.2160p.UHD.BluRay.x265.zip.lnk",
        "{film:dot}.{year}.{res}.WEB-DL.DDP5.1.H.264.mkv.bat",
        "{film} {year} {res} - Install_Player_to_watch.msi",
        "{show} S{ss}E{ep} {res} WEB-DL.wmv.exe",
        "{film:dot}.{year}.HDCAM.x264.AAC-{fakegrp}.com"])

intent("fake_release_site", 1.2, ["moviesfree", "hdfilms", "flixhub", "123movie", "fmovies", "cinemax4k",
                                   "putlocker", "yesmovies", "filmyzilla", "streamhd", "moviesjoy", "katmovie"],
       {"aud": ["Dual Audio", "Hindi + English", "Tam + Tel + Hin", "ESub", "Multi Audio"]},
       ["Watch {film} ({year}) full movie free online HD - {dom}",
        "{film} {year} full movie download 480p 720p 1080p - {dom}",
        "123movies: {film} {year} stream, no sign up",
        "{dom} - {film} ({year}) {res} HQ HDRip - x264 - [{aud}] - 2.4GB",
        "All new movies free at {dom} - no ads, no registration",
        "[{dom}] {film} {year} {res} {aud}",
        "Download {show} season {ss} all episodes free - {dom}",
        "{film} {year} HDCAM leaked online - watch on {dom}",
        "Official mirror: {dom} - fastest 4K movie downloads",
        "{film} ({year}) Full Movie Google Drive link - {dom}",
        "{film:dot}.{year}.{res}.WEB-DL.x264-[{dom}]"])

intent("crack_keygen_ads", 1.2, ["crackpc", "getintopc", "keygens", "fullcrack", "softfree", "activator"],
       {"app": ["Adobe Photoshop", "Windows 11 Pro", "Microsoft Office 2021", "AutoCAD", "FL Studio 21",
                "Ableton Live 12", "Sony Vegas Pro", "IDM", "Avast Premium", "Wondershare Filmora",
                "CorelDRAW", "Final Cut Pro", "ESET NOD32", "Malwarebytes Premium", "Lightroom Classic"]},
       ["{app} crack + keygen free download {year} (100% working)",
        "{app} activation key generator - lifetime license",
        "Download {app} full version cracked - no virus, tested",
        "{app} serial number list updated {month} {year}",
        "Windows 10/11 activator KMS - one click, permanent",
        "{app} patch only - direct download link {dom}",
        "[CRACKED] {app} portable + license key",
        "How to get {app} for free (crack in description)",
        "Working product keys for {app} - copy and paste",
        "{app:dot}.Crack.Keygen.FULL.Download.{dom}",
        "All Adobe products cracked - 1 installer - {dom}",
        "{app} {year} pre-activated repack - download from {dom}"])

intent("game_currency_generator", 1.0, ["freevbucks", "robuxgen", "gemhack", "coinsnow", "freediamonds"],
       {"game": ["Roblox", "Fortnite", "Brawl Stars", "Free Fire", "PUBG Mobile", "Candy Crush",
                 "Monopoly GO", "8 Ball Pool", "FIFA Mobile", "Call of Duty Mobile", "Clash of Clans"]},
       ["Free V-Bucks generator {year} - no human verification",
        "Robux generator working {month} {year}",
        "Unlimited gems and coins for {game} - online hack",
        "FREE {n4} V-Bucks - enter your username",
        "Free Fire diamonds hack - 99999 diamonds",
        "GTA 5 money drop - unlimited cash generator",
        "Coin Master free spins link today",
        "Get free Steam Wallet codes instantly",
        "Genshin Impact free primogems tool - 100% safe",
        "{game} mod menu + unlimited coins (android/ios)",
        "{game}_Hack_Generator_v{ver}.zip"])

intent("premium_account_generator", 1.0, ["premgen", "leechpro", "accshop", "combolist", "cookies"], {},
       ["Netflix premium accounts - free, updated daily",
        "Spotify premium cookies {month} {year}",
        "Rapidgator premium link generator - no limits",
        "Free {svc} accounts list (email:pass)",
        "Combo list 2M lines - fresh HQ for Netflix/Hulu/HBO",
        "Nitroflare / Keep2Share premium generator",
        "Debrid premium for $1 a month - all hosts",
        "Fresh {svc} accounts dump - {n4} working",
        "Free ChatGPT Plus accounts - shared login",
        "Lifetime {svc} premium for only $5"])

intent("usenet_account_resale", 0.8, ["usenetdeal", "newsgroupvip", "nntpcheap", "blockaccount"], {},
       ["Unlimited usenet access - lifetime for $29",
        "Cheap usenet accounts - all providers, 6000 days retention",
        "Block account 10TB only ${n2} - resold, instant delivery",
        "Free usenet trial unlimited - no credit card",
        "Usenet reseller program - earn 50% commission",
        "Tired of DMCA takedowns? Our uncensored servers never delete",
        "Sharing my premium newsserver login, donate for access",
        "NZB indexer invites for sale - all the big ones, PayPal ok"])

intent("iptv_reseller", 1.3, ["iptvpro", "bestiptv", "m3ulist", "4kstream", "iptvking", "tvbox"],
       {"chn": ["18000", "22000", "35000", "40000", "60000"], "yr": ["$39", "$49", "$59", "$69.99", "EUR 45"]},
       ["IPTV subscription {chn} channels + VOD - 12 months for {yr}",
        "Best IPTV {year}: 4K, no buffering, free 24h trial",
        "IPTV reseller panel - credits available",
        "Watch all sports live: Premier League, NFL, UFC PPV - IPTV m3u",
        "Firestick fully loaded - IPTV included",
        "IPTV smarters / m3u link - WhatsApp {phone}",
        "Cancel your cable! {chn}+ channels for {yr} a year",
        "Stable IPTV servers - Europe, USA, Arabic, Indian packages",
        "Free IPTV m3u playlist updated daily",
        "IPTV 4K premium - adult channels included",
        "Anyone know a good IPTV? I use {dom} and it's amazing"])

intent("adult_cam", 1.0, ["camgirls", "livecams", "hotchat", "camfree", "sexcam"], {},
       ["Hot girls live on cam now - free registration",
        "{first}, 22, is online and wants to chat with you",
        "Free webcam shows - no credit card required",
        "Private cam show for the first 100 users",
        "See me live tonight xoxo {dom}",
        "Lonely housewives on webcam in {city}",
        "Watch her strip live - free tokens on signup",
        "My new cam page, come say hi (18+)",
        "You have 1 new private message from {first} (online now)"])

intent("hookup_escort", 0.9, ["localsingles", "hookup", "affairs", "nsa-meet", "escorts"], {},
       ["Local singles in {city} want to meet tonight",
        "No strings attached: {n2} women near you are online",
        "Discreet affairs for married people - sign up free",
        "{city} escorts - incall/outcall 24/7",
        "I'm {first}, looking for a casual meet in {city} tonight",
        "Find a hookup in 5 minutes - 100% free",
        "Sugar daddy wanted - {first}, 23, {city}",
        "Bored and lonely? Girls in your area want to chat"])

intent("romance_dating", 1.0, ["lovematch", "brides", "soulmate", "datingclub"], {},
       ["Beautiful Russian women seek serious relationship",
        "Meet Asian brides - international marriage agency",
        "I saw your profile and I think we have a lot in common",
        "Hello dear, my name is {first}, I am a nurse working in Syria",
        "Single Ukrainian lady wants to meet a man for love and family",
        "Dating for seniors over 50 - find your soulmate",
        "Hi handsome, I'm new here, can we talk on WhatsApp?",
        "I am a US soldier on a peacekeeping mission, looking for an honest woman",
        "Christian singles near you - free to join",
        "My heart tells me you are the one, please write back"])

intent("casino_bonus", 1.3, ["luckyspin", "slotsempire", "vegaspalace", "jackpot", "spin247", "megawin88"],
       {"casino": ["LuckySpin", "CasinoRoyal777", "SlotsEmpire", "VegasPalace", "GoldenReels", "Spin247",
                   "JackpotCity", "MegaWin88", "RoyalAce"]},
       ["{pct} welcome bonus + {n3} free spins - {casino}",
        "No deposit bonus: ${n2} free chips, keep what you win",
        "Online casino with instant crypto withdrawals",
        "I won ${k} on slots last night at {casino}!",
        "Best new online casinos {year} - exclusive bonus codes",
        "Free spins on Starburst - no wagering requirements",
        "Play live roulette and blackjack - {casino} VIP club",
        "Jackpot alert: {n3} free spins waiting in your account",
        "Casinos not on GamStop - play without limits",
        "{casino} promo code {year}: {pct} match + cashback"])

intent("betting_fixed_matches", 1.0, ["surebet", "fixedmatch", "tipsters", "betking"],
       {"team": ["Real Madrid", "Barcelona", "Man Utd", "Liverpool", "Bayern", "PSG", "Juventus", "Inter",
                 "Chelsea", "Arsenal", "Ajax", "Benfica", "Galatasaray"],
        "book": ["Bet365", "1xBet", "Betway", "Stake", "MelBet", "22Bet"]},
       ["100% sure fixed matches - HT/FT odds 30+",
        "Fixed match today: guaranteed win, pay after win",
        "Football betting tips - {pct} win rate, VIP group",
        "Insider info: {team} vs {team2} result already known",
        "Sure bets every day - accumulator tips",
        "Double your money on tonight's match - our tipster never loses",
        "Betting bot that beats the bookies - free trial",
        "Free bet ${n2} for new customers - {book} promo code",
        "Arbitrage betting software - risk-free profit"])

intent("payday_loan", 1.0, ["quickcash", "loansnow", "paydayfast", "cashadvance"], {},
       ["Instant payday loans up to ${k} - bad credit OK",
        "Get cash today: no credit check, approval in 5 minutes",
        "Need money fast? Loans from $100 to $5,000",
        "Your loan of {amt} GBP has been pre-approved",
        "Guaranteed loan approval - even with CCJs",
        "Emergency cash deposited to your account within 1 hour",
        "Title loans - keep driving your car",
        "Loan offer at 2% interest - contact {email}",
        "Are you in need of a loan? We offer private loans to individuals and companies"])

intent("debt_credit_repair", 0.8, ["debtfree", "creditfix", "scoreboost"], {},
       ["Eliminate your credit card debt - legally",
        "Raise your credit score 100 points in 30 days",
        "Debt relief program: pay only 40% of what you owe",
        "Stop bailiffs now - write off up to 80% of your debts",
        "Student loan forgiveness - you may qualify",
        "Remove bankruptcies and late payments from your credit report",
        "New IRS debt forgiveness program - see if you qualify",
        "Consolidate all your loans into one low payment"])

intent("task_app_scam", 1.1, ["taskearn", "likejob", "optimize-app", "remotetask"], {},
       ["Earn ${n2}-${n3} a day liking YouTube videos",
        "Part-time job: rate hotels online, $300/day, training provided",
        "Get paid to review products on Amazon - no experience",
        "Hi, I'm {first} from the HR team, we found your resume online",
        "Simple tasks, daily payment - reply 1 for details",
        "Make money by optimizing app data - commission paid daily",
        "Work 30 min a day from your phone - earn ${n3}",
        "Get paid $25 for every survey you complete",
        "Captcha typing job - paid weekly",
        "Remote position: task commission up to {pct}, USDT payout",
        "Hello! Our company is hiring online part-time staff, interested?"])

intent("job_offer_mule", 0.8, ["careers-remote", "logistics-jobs", "hiring"], {},
       ["Package reshipping coordinator - work from home",
        "Payment processing agent needed - keep 10%",
        "Personal assistant position - $650 weekly, flexible hours",
        "Remote data entry clerk $45/hr - interview on Telegram",
        "Mystery shopper wanted - evaluate money transfer service",
        "Kindly send your CV for the financial assistant role",
        "Car wrap advertising: earn $500/week driving your own car",
        "Job offer: quality control inspector (parcels), start Monday"])

intent("get_rich_system", 1.2, ["incomeblueprint", "autopilot", "sidehustle", "wealthcode", "laptoplife"], {},
       ["Make $5,000 a week from home - no experience needed",
        "This 19-year-old makes ${k}/month with a laptop",
        "Copy-paste system: earn while you sleep",
        "Join my team and become your own boss",
        "Dropshipping masterclass - my secret winning products",
        "Quit your 9-5: the autopilot income blueprint",
        "I made ${k} in 30 days with this AI side hustle",
        "Financial freedom webinar tonight - limited seats",
        "Amazon FBA secrets: $10K a month passive",
        "Make money online fast (proof inside)",
        "Passive.Income.Blueprint.{year}.Full.Course-UNLOCKED",
        "The lazy way to earn ${n3} per day - link below"])

intent("seo_backlinks", 1.0, ["seo", "backlinkpro", "rankfast", "linkbuilding", "traffic"], {},
       ["High DA backlinks - 500 links for ${n2}",
        "Guaranteed first page Google ranking in 30 days",
        "Guest posts on {n3}+ high authority sites",
        "Your website is not showing on Google - free SEO audit",
        "Hi, I visited your website and found some issues",
        "PBN links - boost your rankings fast",
        "Website traffic: 10,000 real visitors for $9",
        "We can bring your site to page 1 (no upfront payment)",
        "Domain expiration notice: SEO listing for your domain",
        "Proposal for your site: link exchange",
        "Re: quick question about your website"])

intent("followers_reviews", 1.0, ["smmpanel", "buyfollowers", "growfast", "likes", "reviews"], {},
       ["Buy {n4} Instagram followers - instant delivery",
        "Real TikTok likes and views, cheap",
        "5-star Google reviews for your business - safe and permanent",
        "Grow your YouTube channel: {n4} subscribers for $49",
        "Get verified on Instagram - blue badge service",
        "Buy Trustpilot reviews from real-looking profiles",
        "SMM panel - cheapest followers, reseller API",
        "Spotify plays and monthly listeners - boost your music",
        "X/Twitter followers, retweets, impressions - bulk",
        "Amazon reviews: free product for 5 stars"])

intent("replica_goods", 1.1, ["replica", "luxwatch", "aaa-bags", "superclone", "designer"],
       {"brand": ["Rolex", "Omega", "Louis Vuitton", "Gucci", "Chanel", "Hermes", "Cartier", "Patek Philippe",
                  "Audemars Piguet", "Prada", "Moncler", "Canada Goose", "Ray-Ban"]},
       ["Swiss replica {brand} watches - 1:1 quality",
        "{brand} bags AAA quality, 90% off retail",
        "Luxury replicas - {brand}, {brand2}, {brand3}",
        "Designer handbags wholesale - {brand} outlet",
        "Cheap {brand} sunglasses - free shipping worldwide",
        "Super clone {brand} - indistinguishable from the real thing",
        "UA sneakers - best batch Jordan 1, Yeezy",
        "{brand} jackets clearance - authentic look"])

intent("fake_shop_outlet", 0.8, ["outlet", "clearance", "sale", "storeclosing"],
       {"brand": ["Nike", "Lego", "Le Creuset", "Dyson", "North Face", "Ugg", "Pandora", "Clarks", "Crocs"]},
       ["Store closing: everything 90% off - {brand} outlet",
        "Clearance sale {brand} - today only, free shipping",
        "{brand} factory outlet online - up to 80% off",
        "Black Friday mega sale - {brand} from $39",
        "Bankruptcy sale: {brand} sets for $29",
        "Christmas clearance: {brand} 85% off",
        "Final stock liquidation - all items EUR 9.99"])

intent("gadget_miracle", 0.8, ["powersaver", "fuelsaver", "smartgadget", "techdeal"], {},
       ["This tiny device cuts your electric bill by 90%",
        "Power saver box - electricity companies hate it",
        "Fuel saver chip: 35% better mileage",
        "Portable heater warms your home in minutes - sold out everywhere",
        "Free energy generator plans - power your home forever",
        "Military-grade flashlight at factory price",
        "Stop snoring tonight with this $19 gadget",
        "Windshield repair kit fixes cracks in seconds",
        "Drone with 4K camera - 50% off, last day",
        "Engineers baffled: this plug pays for itself"])

intent("clickbait_advertorial", 1.0, ["dailytrend", "newsbuzz", "viralstory", "tabloid"],
       {"star": ["Oprah", "Jennifer Aniston", "Tom Hanks", "Keanu Reeves", "Dolly Parton", "Kelly Clarkson",
                 "Gordon Ramsay", "Jeremy Clarkson", "Holly Willoughby", "Joe Rogan"]},
       ["{star} reveals how she lost 40 lbs - fans shocked",
        "{star}'s last interview before the scandal - watch before it's deleted",
        "Dragons' Den star backs new bitcoin platform",
        "BBC: {star} invests in new cryptocurrency - millions earned",
        "You won't believe what {star} looks like now",
        "Doctors stunned: {star} shares secret to youth",
        "Martin Lewis: this is the best investment of {year}",
        "Top 10 celebrities who lost everything (number 7 will shock you)",
        "This photo was not edited - look closer",
        "{star} leaves live TV after shocking on-air moment"])

intent("survey_prize", 0.9, ["rewards", "winner", "giftcard", "promo-claim"], {},
       ["Congratulations! You have been selected to receive an iPhone 16 Pro",
        "Amazon reward: complete a short survey and claim your $500 gift card",
        "You are today's lucky visitor - spin the wheel",
        "Walmart customer survey - $100 gift card for 30 seconds",
        "Your loyalty points expire today - redeem {n4} points",
        "Free Dyson Airwrap - just pay shipping",
        "Costco is giving away {n2} KitchenAid mixers - claim yours",
        "Claim your free Samsung Galaxy S25 - limited to 100"])

intent("insurance_warranty", 0.8, ["autowarranty", "medicareplans", "solarquote", "claimsnow"], {},
       ["Final notice: your vehicle's extended warranty is about to expire",
        "Medicare open enrollment - extra benefits for $0",
        "Burial insurance for seniors - no medical exam",
        "Get paid to go solar - government program in your area",
        "Home warranty: covers all appliances, first month free",
        "Were you injured in an accident? You may be entitled to compensation",
        "Mis-sold PPI? Claim back {amt} GBP",
        "Cut your energy bills by 80% - free solar panels",
        "Your car may qualify for a diesel emissions claim"])

intent("essay_mill", 1.0, ["essaypro", "homeworkhelp", "writemypaper", "gradesmart"], {},
       ["Write my essay - plagiarism free, 3 hours delivery",
        "Pay someone to take my online class",
        "Dissertation writing service - PhD writers",
        "Cheap assignment help - any subject, any deadline",
        "Nursing essay help - A+ guaranteed",
        "Need help with homework? We do it for you",
        "Buy research papers online - {pct} off first order",
        "Take my exam for me - proctored test help",
        "Thesis ghostwriting - confidential",
        "Coursework due tomorrow? Order now"])

intent("predatory_journal", 0.8, ["journal", "ijar", "conference", "publishfast"],
       {"field": ["Advanced Research", "Applied Sciences", "Nursing and Healthcare", "Engineering and Technology",
                  "Oncology", "Material Science", "Social Sciences and Humanities"]},
       ["Call for papers: publish in a Scopus-indexed journal within 7 days",
        "Invitation to submit your manuscript - International Journal of {field}",
        "Dear Esteemed Professor, we read your excellent article",
        "Invitation to speak at the {n2}th World Congress on {field}",
        "Fast-track publication: APC $99 - indexed in Web of Science",
        "Editorial board member invitation - {field} Reports",
        "Authorship for sale: co-author slot in a Q1 journal",
        "Guaranteed Scopus publication - pay after acceptance"])

intent("tech_support_scareware", 1.2, ["pcfix", "securityscan", "techhelp", "cleanerpro"], {},
       ["Your computer is infected with {n1} viruses - call {phone}",
        "Windows Defender alert: Trojan detected",
        "Call Apple support now - your iCloud is compromised",
        "WARNING: your PC will be locked in 5 minutes",
        "Your system is heavily damaged by ({n2}) viruses",
        "Norton: your subscription expired, your PC is unprotected",
        "Speed up your slow PC - free scan finds {n3} errors",
        "Fix all registry errors in one click - download now",
        "Critical security update needed for your browser",
        "Printer offline? Call HP support toll-free {phone}",
        "Outlook not working? Call the 24/7 helpline {phone}",
        "QuickBooks support number {phone} - call now"])

intent("hacker_for_hire", 1.0, ["hackpro", "spyapp", "recoverylab", "ethicalhack"], {},
       ["Hire a hacker - catch a cheating spouse",
        "Professional hacker for hire: WhatsApp, Instagram, Facebook recovery",
        "Change your university grades - certified hacker",
        "Spy on any phone without access - free trial",
        "Recover lost crypto - certified recovery experts",
        "Need to track someone's location? Contact {handle}",
        "Hack any Instagram account in 2 minutes",
        "Read anyone's WhatsApp messages remotely",
        "I recovered my stolen bitcoin thanks to {first}{last:low} (at) gmail",
        "Credit score hack - contact {email}"])

intent("fake_documents", 0.8, ["docs", "idcards", "diplomas", "passports"], {},
       ["Buy real and fake passports, driver's licenses, ID cards",
        "Registered IELTS/TOEFL certificates without exam",
        "Get a university degree in 15 days - verifiable",
        "Novelty ID cards - scannable, all US states",
        "Real diplomas from accredited universities - no classes",
        "Buy SSN, birth certificate, residence permit",
        "Counterfeit banknotes - undetectable, euros and dollars",
        "Apostille documents - fast, contact {email}",
        "Life experience degree - bachelor, master, PhD"])

intent("carding_dumps", 0.8, ["cvvshop", "dumps", "fullz", "banklogs"], {},
       ["Fresh CC dumps with PIN - high balance",
        "Verified cashout method {year} - bank logs for sale",
        "CVV shop: US/EU cards, {pct} valid rate",
        "Fullz with SSN and DOB - bulk pricing",
        "Clone cards for sale - withdraw at any ATM",
        "PayPal transfers and bank logs - escrow accepted",
        "Carding tutorial pack {year} - method + BINs",
        "Money transfers - pay 10% for 100%"])

intent("hoax_chain_letter", 1.1, [], {},
       ["WARNING!!! do not open the email titled Dance of the Pope",
        "Forward this to 10 people or face 7 years of bad luck",
        "Microsoft will pay you $245 for every person you forward this to",
        "NEW VIRUS: it erases your hard drive, tell everyone",
        "Bill Gates is sharing his fortune - forward this email",
        "Facebook will start charging tomorrow unless you post this",
        "URGENT: sick child needs your forwards for surgery",
        "Be careful: gang initiation with car headlights tonight",
        "Don't answer calls from this number - they clone your voice",
        "Proof the moon landing was faked - they deleted this everywhere",
        "Share before they delete it: the truth about 5G",
        "Copy and paste: I do not give permission to use my photos"])

intent("comment_spam", 1.1, ["myblog", "bestreviews", "shopnow", "info"],
       {"kw": ["cheap jerseys", "payday loans", "buy cialis", "best vpn", "louis vuitton outlet", "web design",
               "plumber near me", "hair extensions", "ugg boots", "situs slot"]},
       ["Great post! I will bookmark your blog. Visit my site {dom}",
        "Nice article, thanks for sharing. Check out {dom}",
        "Hello! This post couldn't be written any better!",
        "I like the valuable information you provide in your articles",
        "Wow, awesome blog layout! How long have you been blogging for?",
        "Hi there, I found your site via Google while searching for {kw}",
        "Do you mind if I quote a couple of your posts as long as I link back?",
        "Hey just wanted to give you a quick heads up, your RSS feed isn't working",
        "I've been browsing online more than 3 hours today, yet I never found any interesting article like yours",
        "Keep this going please, great job! {kw} {dom}",
        "thank you admin, very helpful {kw}"])

intent("psychic_spells", 0.8, ["lovespell", "psychic", "spiritual", "spellcaster"], {},
       ["Powerful love spell caster - bring back your ex in 48 hours",
        "Dr. {last} spiritual healer - lottery, marriage, court cases",
        "Free psychic reading - your future revealed",
        "Black magic removal - guaranteed results",
        "Lost love? Call mama {first} {phone}",
        "Your angel number {n3} has an urgent message",
        "Money spell that works fast - testimonials",
        "I was sceptical but Dr {last} brought my husband back",
        "Your horoscope says {date} will change everything - read now"])

intent("flood_noise", 0.9, [], {},
       ["test", "testing 1 2 3", "asdfasdf", "ignore", "bump", "aaaaaaaaaaaaaaaa", "...", "qwertyuiop",
        "FIRST!!!", "lol", "spam spam spam spam", "(no subject)", "hello?", "{mash}", "{mash} {mash}",
        "test post please ignore", "zzzzzzzz", "x x x x x", "?????"])

intent("fake_dmca_settlement", 0.8, ["copyright-claims", "settlement", "legal-notice"], {},
       ["NOTICE: your IP was logged downloading {film} - settle for $450",
        "Copyright infringement notice - case {ref}: pay to avoid court",
        "Your ISP will disconnect you unless you pay the settlement",
        "Final notice from the Copyright Enforcement Unit",
        "DMCA complaint regarding your website - see attached evidence",
        "Legal action against you for downloading {show} - respond within 72h",
        "Pre-settlement offer: infringement of {film} ({year})",
        "Usenet download detected - pay the fine online"])


# ---------------------------------------------------------------------------
# hand-written junk in other languages: (intent, language, title)
# ---------------------------------------------------------------------------
FOREIGN = [
    # German
    ("pharma_ed", "de", "Viagra rezeptfrei kaufen - diskreter Versand aus Deutschland"),
    ("payday_loan", "de", "Kredit ohne Schufa - Sofortzusage in 10 Minuten"),
    ("parcel_sms", "de", "DHL: Ihr Paket wartet auf Zustellung, bitte Zollgebühr von 1,99 EUR bezahlen"),
    ("crypto_invest_platform", "de", "Mit Bitcoin 2.000 Euro pro Tag verdienen - Prominente schwören darauf"),
    ("bank_phish", "de", "Sparkasse: Ihr Konto wurde vorübergehend gesperrt"),
    ("fake_dmca_settlement", "de", "Abmahnung wegen Filesharing - zahlen Sie 850 Euro bis Freitag"),
    ("survey_prize", "de", "Gratis iPhone gewinnen - nur noch heute!"),
    # French
    ("account_phish", "fr", "Votre compte Netflix a été suspendu - mettez à jour vos informations"),
    ("gov_impersonation", "fr", "Amende impayée : régularisez votre situation avant poursuites"),
    ("casino_bonus", "fr", "Casino en ligne : 200 % de bonus et 100 tours gratuits"),
    ("miracle_cure", "fr", "Le remède naturel que les pharmaciens veulent cacher"),
    ("gov_impersonation", "fr", "Ameli : votre remboursement de 148,50 € est en attente"),
    ("hookup_escort", "fr", "Des femmes près de chez vous veulent vous rencontrer ce soir"),
    ("cosmetic_miracle", "fr", "Rajeunir de 10 ans en 2 semaines grâce à cette crème"),
    # Spanish
    ("advance_fee_419", "es", "Estimado amigo, necesito su ayuda para transferir 8,5 millones de dólares"),
    ("diet_pills", "es", "Pierde 15 kilos en un mes sin dieta ni ejercicio"),
    ("task_app_scam", "es", "Gana 300 euros al día dando me gusta a videos de YouTube"),
    ("iptv_reseller", "es", "IPTV premium 20.000 canales - fútbol en directo, prueba gratis"),
    ("betting_fixed_matches", "es", "Partidos arreglados 100% seguros - paga después de ganar"),
    ("wrong_number_opener", "es", "Hola, ¿eres María? Me dieron este número en la fiesta"),
    ("payday_loan", "es", "Préstamos rápidos sin aval, dinero hoy mismo"),
    # Italian
    ("bank_phish", "it", "Poste Italiane: la tua carta è stata bloccata, verifica i tuoi dati"),
    ("crypto_invest_platform", "it", "Guadagna 1.500 € al giorno con il trading automatico"),
    ("replica_goods", "it", "Orologi replica Rolex di alta qualità - spedizione gratuita"),
    ("romance_dating", "it", "Ciao caro, sono una donna sola e cerco un uomo serio"),
    ("miracle_cure", "it", "Cura miracolosa per il diabete - i medici sono sconvolti"),
    ("payday_loan", "it", "Prestiti veloci anche a protestati e cattivi pagatori"),
    # Portuguese
    ("crypto_doubling", "pt", "Bitcoin em dobro: envie 0,1 BTC e receba 0,2 de volta"),
    ("task_app_scam", "pt", "Trabalhe em casa e ganhe R$ 500 por dia com o celular"),
    ("casino_bonus", "pt", "Cassino online: bônus de 100% no primeiro depósito + giros grátis"),
    ("payday_loan", "pt", "Empréstimo para negativado - dinheiro na conta hoje"),
    ("gov_impersonation", "pt", "Receita Federal: seu CPF será cancelado, regularize agora"),
    ("get_rich_system", "pt", "Renda extra garantida: o método que me fez largar o emprego"),
    # Dutch
    ("parcel_sms", "nl", "PostNL: uw pakket kan niet worden bezorgd, betaal €1,95 verzendkosten"),
    ("bank_phish", "nl", "ING: uw betaalpas verloopt, vraag vandaag een nieuwe aan"),
    ("pharma_ed", "nl", "Goedkope Viagra zonder recept - discrete verzending"),
    ("gov_impersonation", "nl", "Belastingdienst: u heeft recht op een teruggave van €387"),
    # Polish
    ("parcel_sms", "pl", "InPost: Twoja paczka czeka na dopłatę 1,50 zł"),
    ("crypto_invest_platform", "pl", "Zarabiaj 5000 zł tygodniowo na kryptowalutach - bez ryzyka"),
    ("payday_loan", "pl", "Chwilówka bez BIK - pieniądze w 15 minut"),
    ("account_phish", "pl", "Twoje konto OLX zostało zablokowane - potwierdź dane"),
    ("survey_prize", "pl", "Wygrałeś bon 1000 zł do Biedronki - odbierz nagrodę"),
    # Turkish
    ("casino_bonus", "tr", "Deneme bonusu veren siteler 2025 - 500 TL bedava"),
    ("betting_fixed_matches", "tr", "Kesin maç tahminleri - %100 garantili kupon"),
    ("followers_reviews", "tr", "Instagram takipçi satın al - gerçek ve Türk takipçi"),
    ("pharma_ed", "tr", "Cialis reçetesiz satış - kapıda ödeme"),
    # Russian
    ("casino_bonus", "ru", "Казино онлайн: бонус 200% и 100 фриспинов без депозита"),
    ("pharma_ed", "ru", "Виагра без рецепта - доставка по всей России"),
    ("carding_dumps", "ru", "Продам дампы с пин-кодом, свежие базы, гарант"),
    ("seo_backlinks", "ru", "Прогон сайта по 5000 форумов - быстрый рост в поиске"),
    ("task_app_scam", "ru", "Работа на дому: 3000 рублей в день, без вложений"),
    ("fake_documents", "ru", "Купить диплом о высшем образовании с занесением в реестр"),
    ("payday_loan", "ru", "Займ на карту без отказа и проверок за 5 минут"),
    ("betting_fixed_matches", "ru", "Договорные матчи, 100% проход, оплата после игры"),
    # Ukrainian
    ("bank_phish", "uk", "Ваша картка ПриватБанку заблокована, перейдіть за посиланням"),
    ("task_app_scam", "uk", "Підробіток онлайн: від 1500 грн на день"),
    ("crypto_invest_platform", "uk", "Інвестуй у біткоїн разом з нами - прибуток 30% щомісяця"),
    # Chinese
    ("casino_bonus", "zh", "澳门赌场线上开户 首存送100% 微信客服"),
    ("fake_documents", "zh", "办证 刻章 发票代开 联系电话"),
    ("task_app_scam", "zh", "兼职刷单 日结 每天300-800元 手机就能做"),
    ("pharma_ed", "zh", "正品伟哥 货到付款 男性增强"),
    ("seo_backlinks", "zh", "百度快速排名 包上首页 不上不收费"),
    ("payday_loan", "zh", "无抵押贷款 秒批 不看征信"),
    ("replica_goods", "zh", "高仿名表 劳力士 一比一 顶级复刻"),
    # Japanese
    ("hookup_escort", "ja", "近所の人妻と今すぐ会える無料出会い系"),
    ("crypto_invest_platform", "ja", "【必見】1日5分で月収100万円！仮想通貨自動売買"),
    ("account_phish", "ja", "【Amazon】お支払い方法の確認をお願いします"),
    ("parcel_sms", "ja", "お客様宛にお荷物のお届けにあがりましたが不在の為持ち帰りました"),
    ("tech_support_scareware", "ja", "警告：お使いのパソコンはウイルスに感染しています"),
    ("pharma_ed", "ja", "バイアグラ ジェネリック 通販 最安値"),
    # Korean
    ("casino_bonus", "ko", "카지노 사이트 추천 첫충 20% 보너스"),
    ("betting_fixed_matches", "ko", "토토사이트 먹튀검증 안전놀이터"),
    ("payday_loan", "ko", "무직자 대출 당일 승인 신용 상관없음"),
    ("pharma_ed", "ko", "비아그라 정품 구매 비밀배송"),
    ("task_app_scam", "ko", "재택 부업 하루 30분 월 300만원"),
    ("followers_reviews", "ko", "인스타 팔로워 구매 한국인 실사용자"),
    # Arabic
    ("advance_fee_419", "ar", "عزيزي المستفيد، تمت الموافقة على تحويل مبلغ 5.5 مليون دولار"),
    ("pharma_ed", "ar", "حبوب الفياجرا الأصلية توصيل سريع وسري"),
    ("crypto_invest_platform", "ar", "اربح 1000 دولار يومياً من تداول البيتكوين"),
    ("iptv_reseller", "ar", "اشتراك IPTV سنة كاملة جميع القنوات الرياضية"),
    ("psychic_spells", "ar", "شيخ روحاني لجلب الحبيب وفك السحر"),
    # Hindi
    ("task_app_scam", "hi", "घर बैठे कमाएं ₹50,000 महीना - बिना निवेश"),
    ("payday_loan", "hi", "तुरंत पर्सनल लोन - बिना दस्तावेज़, 5 मिनट में मंज़ूरी"),
    ("betting_fixed_matches", "hi", "क्रिकेट सट्टा टिप्स - 100% पक्की जीत"),
    ("lottery_winner", "hi", "बधाई हो! आपने KBC लॉटरी में 25 लाख रुपये जीते हैं"),
    ("bank_phish", "hi", "आपका SBI खाता ब्लॉक हो गया है, तुरंत KYC अपडेट करें"),
    # Thai
    ("casino_bonus", "th", "สล็อตเว็บตรง ฝากถอนไม่มีขั้นต่ำ แจกเครดิตฟรี"),
    ("payday_loan", "th", "สินเชื่อด่วน อนุมัติไว ไม่เช็คบูโร"),
    ("diet_pills", "th", "ลดน้ำหนัก 10 กิโลใน 7 วัน ไม่ต้องออกกำลังกาย"),
    ("betting_fixed_matches", "th", "แทงบอลออนไลน์ ค่าน้ำดีที่สุด"),
    # Hebrew
    ("payday_loan", "he", "הלוואה מיידית ללא בדיקת BDI - אישור תוך שעה"),
    ("crypto_invest_platform", "he", "השקעה בביטקוין עם רווח מובטח של 40% בחודש"),
    ("parcel_sms", "he", "דואר ישראל: החבילה שלך ממתינה לתשלום מכס"),
    # Greek
    ("parcel_sms", "el", "ΕΛΤΑ: το δέμα σας δεν παραδόθηκε, πληρώστε τα τέλη αποστολής"),
    ("casino_bonus", "el", "Online καζίνο με μπόνους 100% και δωρεάν περιστροφές"),
    ("diet_pills", "el", "Χάστε 12 κιλά σε 3 εβδομάδες χωρίς δίαιτα"),
    # Vietnamese
    ("casino_bonus", "vi", "Nhà cái uy tín - tặng 100k khi đăng ký"),
    ("task_app_scam", "vi", "Việc làm online tại nhà, thu nhập 500k/ngày"),
    ("payday_loan", "vi", "Vay tiền nhanh online chỉ cần CCCD, duyệt trong 5 phút"),
    # Indonesian
    ("casino_bonus", "id", "Slot gacor hari ini gampang maxwin - daftar sekarang"),
    ("payday_loan", "id", "Pinjaman online cair cepat tanpa BI checking"),
    ("job_offer_mule", "id", "Kerja dari rumah, gaji 5 juta per minggu, hubungi WA"),
    # Swedish
    ("crypto_invest_platform", "sv", "Tjäna 20 000 kr i veckan med Bitcoin - svenskarna älskar det"),
    ("bank_phish", "sv", "Swedbank: ditt BankID har gått ut, förnya här"),
    # Czech
    ("payday_loan", "cs", "Půjčka bez registru ihned na účet"),
    ("pharma_ed", "cs", "Levná Viagra bez předpisu - diskrétní doručení"),
    # Hungarian
    ("casino_bonus", "hu", "Ingyen pörgetések - online kaszinó bónusz regisztrációért"),
    # Finnish
    ("parcel_sms", "fi", "Posti: lähetyksesi odottaa, maksa tullimaksu 2,99 €"),
]


# ---------------------------------------------------------------------------
# surface noise for junk rows
# ---------------------------------------------------------------------------
EMOJI = ["\U0001F525", "\U0001F4B0", "\u2705", "\U0001F48A", "\U0001F3B0", "\U0001F4AF", "\U0001F680",
         "\u2764\ufe0f", "\U0001F60D", "\U0001F449", "\u26a1", "\U0001F381", "\U0001F4C8", "\U0001F4B8",
         "\U0001F6A8", "\u203c\ufe0f", "\U0001F51E", "\U0001F48B", "\u2b50", "\U0001F4E6", "\U0001F3C6",
         "\U0001F4F2", "\u26a0\ufe0f", "\U0001F911"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "A": "\u0410", "B": "\u0412", "E": "\u0415", "H": "\u041d",
        "K": "\u041a", "M": "\u041c", "O": "\u039f", "P": "\u03a1", "T": "\u0422", "X": "\u03a7",
        "C": "\u0421", "N": "\u039d", "I": "\u0399", "Z": "\u0396", "v": "\u03bd", "s": "\u0455"}
DIAC = {"a": "áàâäã", "e": "éèêë", "i": "íìîï", "o": "óòôöõ", "u": "úùûü", "A": "ÁÀÂÄ", "E": "ÉÈÊ",
        "I": "ÍÌÎ", "O": "ÓÒÔÖ", "U": "ÚÙÛ", "c": "ç", "n": "ñ"}
LEET = {"a": "4@", "e": "3", "i": "1!", "o": "0", "s": "5$", "t": "7", "A": "4", "E": "3", "I": "1",
        "O": "0", "S": "5", "l": "1", "g": "9", "B": "8"}


def is_latinish(s):
    letters = [c for c in s if c.isalpha()]
    return bool(letters) and sum(1 for c in letters if ord(c) < 0x250) / len(letters) > 0.7


def words_idx(s, minlen=4):
    ws = s.split(" ")
    return ws, [i for i, w in enumerate(ws) if sum(c.isalpha() for c in w) >= minlen]


def op_case(s):
    m = ch(["upper", "upper", "lower", "alt", "randw", "title", "shout"])
    if m == "upper":
        return s.upper()
    if m == "lower":
        return s.lower()
    if m == "title":
        return s.title()
    if m == "alt":
        out, up = [], chance(0.5)
        for c in s:
            if c.isalpha():
                out.append(c.upper() if up else c.lower())
                up = not up
            else:
                out.append(c)
        return "".join(out)
    if m == "shout":
        ws, idx = words_idx(s, 3)
        for i in idx:
            if chance(0.5):
                ws[i] = ws[i].upper()
        return " ".join(ws)
    return " ".join(w.upper() if chance(0.35) else w for w in s.split(" "))


def op_sep(s):
    sep = ch([".", "_", "-", " . ", " | ", "~", " \u2022 ", "+", "  ", "*", "/", " :: ", "%20"])
    return s.replace(" ", sep)


def op_emoji(s):
    e = ch(EMOJI)
    k = ch([1, 1, 2, 3])
    m = ch(["pre", "post", "both", "mid"])
    if m == "pre":
        return e * k + " " + s
    if m == "post":
        return s + " " + e * k
    if m == "both":
        return e + " " + s + " " + ch(EMOJI)
    ws = s.split(" ")
    i = R.randrange(0, len(ws) + 1)
    return " ".join(ws[:i] + [e] + ws[i:])


def op_decor(s):
    pat = ch(["\u2605\u2605\u2605 {} \u2605\u2605\u2605", ">>> {} <<<", "=== {} ===", "!!! {} !!!", "[HOT] {}",
              "*** {} ***", "~*~ {} ~*~", "\u3010{}\u3011", "{} !!!", "{} ???", "(((( {} ))))", "[NEW] {}",
              "\u00bb {} \u00ab", "{} <-- READ", "#1 {}", "{} [100% LEGIT]", "\u2588\u2588 {} \u2588\u2588",
              "--== {} ==--", "[AD] {}", "{} (limited)", "\u2714 {}"])
    return pat.format(s)


def op_domain(s):
    d = gen_dom({"stems": CUR_STEMS or GENERIC_STEMS})
    f = ch(["{} - {}", "{} >> {}", "{} visit {}", "{} ({})", "{} at {}", "{} -> {}", "{} | {}",
            "[{1}] {0}", "{1} - {0}"])
    link = ch([d, d, defang(d), gen_dlink({"stems": CUR_STEMS or GENERIC_STEMS}), gen_short(),
               d.replace(".", " dot ")])
    return f.format(s, link)


def op_contact(s):
    c = ch(["WhatsApp: {}".format(gen_phone()), "Telegram: {}".format(gen_handle()),
            "ICQ {}".format(digits(ch([7, 8, 9]))), "Skype: live:.cid.{}".format(hexs(10)),
            "WeChat: {}".format(ch(FIRST).lower() + digits(3)), "Call/Text {}".format(gen_phone()),
            "email {}".format(gen_email()), "Signal {}".format(gen_phone()), "Kik: {}".format(gen_handle()[1:]),
            "contact {}".format(gen_email()), "TG {}".format(gen_handle()), "Viber {}".format(gen_phone()),
            "wa.me/{}".format(digits(11)), "Line ID: {}".format(alnum(7))])
    return ch(["{} - {}", "{} {}", "{} ({})", "{} >> {}", "{1} | {0}"]).format(s, c)


def op_leet(s):
    ws, idx = words_idx(s, 4)
    if not idx:
        return s
    targets = idx if chance(0.3) else R.sample(idx, min(len(idx), ch([1, 1, 2])))
    for i in targets:
        ws[i] = "".join(ch(LEET[c]) if c in LEET and chance(0.6) else c for c in ws[i])
    return " ".join(ws)


def op_homoglyph(s):
    mode = ch(["cyr", "cyr", "cyr", "full", "diac"])
    ws, idx = words_idx(s, 4)
    if not idx:
        return s
    targets = R.sample(idx, min(len(idx), ch([1, 2, 3])))
    for i in targets:
        w = ws[i]
        if mode == "cyr":
            w = "".join(HOMO[c] if c in HOMO and chance(0.45) else c for c in w)
        elif mode == "full":
            w = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in w)
        else:
            w = "".join(ch(DIAC[c]) if c in DIAC and chance(0.5) else c for c in w)
        ws[i] = w
    return " ".join(ws)


def op_spaced(s):
    ws, idx = words_idx(s, 4)
    if len(s) <= 22 and chance(0.4):
        return " ".join(c for c in s.replace(" ", "  ") if True)
    if not idx:
        return s
    i = max(idx, key=lambda j: (len(ws[j]), -j)) if chance(0.6) else ch(idx)
    sep = ch([" ", " ", ".", "-", "_", "*"])
    ws[i] = sep.join(ws[i])
    return " ".join(ws)


def op_invisible(s):
    ws, idx = words_idx(s, 4)
    if not idx:
        return s
    z = ch(["\u200b", "\u200c", "\u00ad", "\u200d", "\u2060"])
    for i in R.sample(idx, min(len(idx), ch([1, 2, 3]))):
        w = ws[i]
        p = R.randrange(1, len(w))
        ws[i] = w[:p] + z + w[p:]
    return " ".join(ws)


def op_pad(s):
    m = ch(["words", "words", "token", "hash", "dashes", "ref"])
    if m == "words":
        pad = " ".join(R.sample(PADWORDS, ch([2, 3, 4, 5])))
    elif m == "token":
        pad = "[" + alnum(ch([5, 6, 8])) + "]"
    elif m == "hash":
        pad = "#" + alnum(ch([4, 6, 9]))
    elif m == "dashes":
        pad = "---" + alnum(3) + "---"
    else:
        pad = "(ref:" + digits(5) + ")"
    return ch(["{} {}", "{} {}", "{1} {0}", "{} ... {}"]).format(s, pad)


def op_refwd(s):
    return ch(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "AW: ", "TR: ", "Fw: ", "RE: RE: FW: ", "Re[2]: ",
               "Odp: ", "SV: ", "WG: "]) + s


JGRP = ["RARBG", "YIFY", "SPARKS", "FGT", "GalaxyRG", "PSA", "NTb", "FLUX", "EVO", "ETRG", "XviD", "P2P",
        "WAREZ", "SCENE", "iNTERNAL", "HDx", "GOLDEN", "PROMO", "VIP", "OFFiCiAL"]


def op_release(s):
    base = dot(s)
    if len(base) > 80:
        base = ".".join(base.split(".")[:9])
    m = ch(["vid", "vid", "music", "soft", "bracket", "simple"])
    if m == "vid":
        return "{}.{}.{}.{}.{}-{}".format(base, ch(["2024", "2025", "2026"]), ch(["720p", "1080p", "2160p"]),
                                          ch(["WEB-DL", "WEBRip", "BluRay", "HDTV"]), ch(["x264", "x265", "H.264", "HEVC"]),
                                          ch(JGRP))
    if m == "music":
        return "{}-WEB-{}-{}".format(base.replace(".", "_"), ch(["2024", "2025"]), ch(JGRP))
    if m == "soft":
        return "{}.v{}.Incl.Keygen-{}".format(base, GEN["ver"](None), ch(JGRP))
    if m == "bracket":
        return "[{}] {} [{}]".format(ch(JGRP), s, ch(["1080p", "720p", "FLAC", "PDF", "x264", "READNFO"]))
    return "{}.READ.NFO-{}".format(base, ch(JGRP))


def junk_fname(s):
    b = dot(s)[:40].strip(".") or "file"
    return b + ch([".rar", ".zip", ".exe", ".txt", ".nfo", ".url", ".html", ".pdf.exe", ".jpg", ".lnk",
                   ".7z", ".par2", ".scr", ".mp4.exe", ".vbs"])


def op_shell(s):
    n = R.randint(1, 40)
    i = R.randint(1, n)
    p = ch([1, 1, 1, R.randint(1, 9)])
    P = max(p, ch([1, 1, R.randint(2, 60)]))
    f = junk_fname(s)
    m = ch(["a", "b", "c", "d", "e"])
    if m == "a":
        return '[%02d/%02d] - "%s" yEnc (%d/%d)' % (i, n, s, p, P)
    if m == "b":
        return '%s [%d/%d] - "%s" yEnc (%d/%d)' % (s, i, n, f, p, P)
    if m == "c":
        return '"%s" yEnc (%d/%d)' % (s, p, P)
    if m == "d":
        return '%s - "%s" yEnc (%d/%d)' % (s, f, p, P)
    return '(%s) [%d/%d] - "%s" yEnc (%d/%d)' % (s, i, n, f, p, P)


# stage order: text transforms, additions, wrappers
OPS = [
    ("leet", 0, op_leet, 0.8), ("homoglyph", 0, op_homoglyph, 0.8), ("spaced", 0, op_spaced, 0.5),
    ("invisible", 0, op_invisible, 0.4), ("case", 1, op_case, 1.0), ("release", 1, op_release, 0.7),
    ("sep", 2, op_sep, 0.7), ("emoji", 3, op_emoji, 1.0), ("decor", 3, op_decor, 0.9),
    ("domain", 3, op_domain, 1.0), ("contact", 3, op_contact, 0.8), ("pad", 3, op_pad, 0.6),
    ("refwd", 4, op_refwd, 0.6), ("shell", 5, op_shell, 0.9),
]
LATIN_ONLY = {"leet", "homoglyph", "spaced", "invisible", "case", "release"}
CUR_STEMS = None


def weighted(items, weights):
    tot = sum(weights)
    x = R.random() * tot
    acc = 0.0
    for it, w in zip(items, weights):
        acc += w
        if x < acc:
            return it
    return items[-1]


def noise_profile():
    rate = R.uniform(0.42, 0.92)
    ws = []
    for name, stage, fn, base in OPS:
        w = 0.0 if chance(0.25) else base * R.uniform(0.15, 2.0)
        ws.append(w)
    if sum(ws) == 0:
        ws[7] = 1.0
    return rate, ws


def apply_noise(s, prof, latin=True):
    rate, ws = prof
    if not chance(rate):
        return s, []
    k = ch([1, 1, 1, 1, 2, 2, 2, 3])
    names = [o[0] for o in OPS]
    wts = [w if (latin or o[0] not in LATIN_ONLY) else 0.0 for o, w in zip(OPS, ws)]
    if sum(wts) == 0:
        wts = [0.0] * 7 + [1.0] + [0.0] * (len(OPS) - 8)
    chosen = []
    for _ in range(k):
        nm = weighted(names, wts)
        if nm not in chosen:
            chosen.append(nm)
    # the release costume and the shell are mutually exclusive with separator games
    if "release" in chosen and "sep" in chosen:
        chosen.remove("sep")
    ordered = sorted(chosen, key=lambda nm: [o[1] for o in OPS if o[0] == nm][0])
    for nm in ordered:
        fn = [o[2] for o in OPS if o[0] == nm][0]
        s = fn(s)
    return s, ordered


# ---------------------------------------------------------------------------
# legit building blocks
# ---------------------------------------------------------------------------
TV_SHOWS = ["The Bear", "Slow Horses", "Severance", "Shogun", "The Last of Us", "Only Murders in the Building",
            "Taskmaster", "Doctor Who", "Bluey", "Fargo", "The Great British Bake Off", "Top Gear", "Grand Designs",
            "Vera", "Midsomer Murders", "Law and Order Special Victims Unit", "Greys Anatomy", "NCIS",
            "The Simpsons", "Family Guy", "South Park", "Abbott Elementary", "Reacher", "The Boys", "Andor",
            "House of the Dragon", "Yellowstone", "Tulsa King", "Bosch Legacy", "Ghosts US", "Survivor",
            "The Amazing Race", "Below Deck", "90 Day Fiance", "MasterChef Australia", "Hells Kitchen US",
            "Gogglebox", "QI", "Have I Got News for You", "Would I Lie to You", "Antiques Roadshow",
            "Escape to the Country", "The Rookie", "Fire Country", "Tracker", "Elsbeth", "Shrinking", "Hacks",
            "The Diplomat", "Silo", "Foundation", "For All Mankind", "Star Trek Strange New Worlds",
            "Rick and Morty", "Bobs Burgers", "Its Always Sunny in Philadelphia", "What We Do in the Shadows",
            "The Traitors US", "The Traitors UK", "Love Island", "Dragons Den", "Shark Tank", "The Chase",
            "Pointless", "University Challenge", "Mastermind", "Gardeners World", "Landscape Artist of the Year",
            "Strictly Come Dancing", "The Apprentice UK", "Homes Under the Hammer", "Bargain Hunt",
            "Casualty", "EastEnders", "Coronation Street", "Emmerdale", "Holby City", "Ghosts", "Shetland",
            "Unforgotten", "Happy Valley", "Line of Duty", "Bad Sisters", "The Crown", "Bridgerton",
            "Stranger Things", "The Witcher", "Squid Game", "Wednesday", "Outlander", "The Wheel of Time",
            "The Rings of Power", "Fallout", "Paradise", "The Pitt", "Dexter Resurrection", "Alien Earth",
            "The Handmaids Tale", "Evil", "Poker Face", "Mrs Davis", "Yellowjackets", "Euphoria",
            "The Gilded Age", "True Detective", "Landman", "Lioness", "Matlock 2024", "High Potential",
            "Tires", "Somebody Somewhere", "Black Mirror", "Mayor of Kingstown", "Big Brother US",
            "Naked and Afraid", "Deadliest Catch", "Gold Rush", "Storage Wars", "Pawn Stars", "Bluey Minisodes"]
EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Fire and Ice", "The Long Night", "Chapter Seven",
             "Exit Strategy", "Old Friends", "Blood Money", "Free Fall", "Winner Takes All", "Dead Mans Hand",
             "The Offer", "Last Call", "Special Delivery", "Trust Issues", "Limited Time", "Fishes", "Tomorrow",
             "Part One", "Part Two", "The Hunt", "Sunk Cost", "Cold Open", "Double or Nothing", "Cash Out",
             "No Deal", "Sleepwalkers", "The Stranger", "Inheritance", "Lucky Numbers", "Burn Notice",
             "The Gift", "Open House", "Reunion", "Collateral", "Payday", "Act of God", "Flesh and Blood",
             "Legacy", "The Wedding", "Safe Harbor", "Confession", "Endgame", "Who Are You", "Call Me",
             "Goodbye", "Ghost Story", "Bad Company", "Closing Time"]
TV_GRP = ["NTb", "FLUX", "CAKES", "EDITH", "SuccessfulCrab", "GGWP", "GGEZ", "TEPES", "RAWR", "MiNX", "SMURF",
          "KOGi", "BAE", "NOSiViD", "ATELiER", "PSA", "ION10", "MeGusta", "ELiTE", "JFF", "playWEB", "SiGMA",
          "XEBEC", "RTN", "HONE", "BLOOM", "WDYM", "KiNGS", "DiMEPiECE", "SYNCOPY", "APEX", "LAZY",
          "FENiX", "DEFLATE", "TVV", "KILLERS", "SKGTV", "DARKFLiX", "ETHEL", "FQM", "DHD", "ORENJI",
          "TORRENTGALAXY", "W4F", "NHTFS", "TOMMY", "MOMENTUM", "AFG", "PHOENiX", "CBFM"]
P2P_TV_GRP = ["FLUX", "NTb", "CMRG", "TEPES", "SiGMA", "HONE", "BLOOM", "Kitsune", "NOGRP", "GNOME", "TBD",
              "DEXTER", "playWEB", "SuccessfulCrab", "MADSKY", "EniaHD", "RAWR", "BYNDR"]
WEBSRC = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "PCOK", "HULU", "iP", "ITVX", "PMTP", "STAN", "CRAV",
          "SHO", "SKST", "ALL4", "CBC", "RTE", "BCORE"]
AUDIO = ["DDP5.1", "DD5.1", "AAC2.0", "DDP5.1.Atmos", "DDP2.0", "EAC3.5.1", "TrueHD.7.1.Atmos",
         "DTS-HD.MA.5.1", "Opus5.1", "AAC5.1", "FLAC2.0", "DTS-X.7.1"]
VCODEC_WEB = ["H.264", "H.265", "H264", "H265", "x264", "x265", "HEVC", "AVC"]

FILMS = [("Oppenheimer", 2023), ("Past Lives", 2023), ("Anatomy of a Fall", 2023), ("Dune Part Two", 2024),
         ("The Zone of Interest", 2023), ("Perfect Days", 2023), ("Poor Things", 2023),
         ("Godzilla Minus One", 2023), ("Civil War", 2024), ("Challengers", 2024),
         ("Furiosa A Mad Max Saga", 2024), ("Inside Out 2", 2024), ("Alien Romulus", 2024), ("Conclave", 2024),
         ("Anora", 2024), ("The Substance", 2024), ("The Brutalist", 2024), ("Wicked", 2024), ("Flow", 2024),
         ("Heretic", 2024), ("Nosferatu", 2024), ("Sing Sing", 2023), ("Blade Runner", 1982), ("Heat", 1995),
         ("Alien", 1979), ("Casablanca", 1942), ("Seven Samurai", 1954), ("Spirited Away", 2001),
         ("The Godfather", 1972), ("In the Mood for Love", 2000), ("Paris Texas", 1984), ("Stalker", 1979),
         ("La Haine", 1995), ("Amelie", 2001), ("Parasite", 2019), ("Everything Everywhere All at Once", 2022),
         ("The Holdovers", 2023), ("Killers of the Flower Moon", 2023), ("Aftersun", 2022),
         ("Mad Max Fury Road", 2015), ("Arrival", 2016), ("Hereditary", 2018), ("Knives Out", 2019),
         ("The Fall Guy", 2024), ("Twisters", 2024), ("Deadpool and Wolverine", 2024), ("Gladiator II", 2024),
         ("Moana 2", 2024), ("Sonic the Hedgehog 3", 2024), ("Mickey 17", 2025), ("Sinners", 2025),
         ("Thunderbolts", 2025), ("28 Years Later", 2025), ("Weapons", 2025), ("The Naked Gun", 2025),
         ("Superman", 2025), ("Jurassic World Rebirth", 2025), ("F1", 2025), ("Materialists", 2025),
         ("One Battle After Another", 2025), ("Bugonia", 2025), ("Frankenstein", 2025), ("The Thing", 1982),
         ("Jaws", 1975), ("Rear Window", 1954), ("Vertigo", 1958), ("Tokyo Story", 1953), ("Persona", 1966),
         ("2001 A Space Odyssey", 1968), ("The Shining", 1980), ("Goodfellas", 1990), ("Fargo", 1996),
         ("The Big Lebowski", 1998), ("Princess Mononoke", 1997), ("Akira", 1988), ("Ghost in the Shell", 1995),
         ("Pulp Fiction", 1994), ("Chungking Express", 1994), ("Mulholland Drive", 2001), ("Zodiac", 2007),
         ("There Will Be Blood", 2007), ("No Country for Old Men", 2007), ("The Lives of Others", 2006),
         ("Pans Labyrinth", 2006), ("Children of Men", 2006), ("Her", 2013), ("Whiplash", 2014),
         ("Moonlight", 2016), ("Portrait of a Lady on Fire", 2019), ("Drive My Car", 2021), ("Tar", 2022),
         ("The Banshees of Inisherin", 2022), ("Barbie", 2023), ("Asteroid City", 2023),
         ("The Iron Claw", 2023), ("Monkey Man", 2024), ("Longlegs", 2024), ("A Real Pain", 2024),
         ("September 5", 2024), ("The Wild Robot", 2024), ("Kneecap", 2024), ("Emilia Perez", 2024),
         ("The Apprentice", 2024), ("Nickel Boys", 2024), ("Babygirl", 2024), ("A Complete Unknown", 2024),
         ("Companion", 2025), ("The Monkey", 2025), ("Black Bag", 2025), ("Warfare", 2025),
         ("Final Destination Bloodlines", 2025), ("Lilo and Stitch", 2025), ("Elio", 2025),
         ("The Fantastic Four First Steps", 2025), ("Predator Badlands", 2025), ("Hamnet", 2025)]
FILM_GRP = ["SPARKS", "GECKOS", "AMIABLE", "DRONES", "FGT", "FraMeSToR", "EPSiLON", "BHDStudio", "SWTYBLZ",
            "TERMiNAL", "PiGNUS", "NAHOM", "CMRG", "EVO", "HiDt", "DON", "CtrlHD", "ZQ", "W4NK3R", "playHD",
            "KRaLiMaRKo", "BROTHERHOOD", "ROVERS", "iNTEGRUM", "SURCODE", "HDH", "TayTO", "decibeL", "Geek",
            "SbR", "WiKi", "Chotab", "NTb", "FLUX", "BYNDR", "MZABI", "TOMMY", "CiNEPHiLES", "SMURF", "BLUTONiUM"]
P2P_FILM_TAGS = ["YTS.MX", "YTS.LT", "YIFY", "RARBG", "Tigole", "QxR", "PSA", "Joy", "GalaxyRG", "afm72",
                 "LAMA", "ImE", "SAMPA", "BONE", "Ralphy", "RZeroX", "Silence", "HONE", "t3nzin", "Natty"]
EDITIONS = ["", "", "", "", "REPACK.", "PROPER.", "REMASTERED.", "EXTENDED.", "DC.", "THEATRICAL.", "IMAX.",
            "CRITERION.", "UNRATED.", "iNTERNAL.", "LIMITED.", "OAR.", "HYBRID.", "OPEN.MATTE."]
DAILY = ["The Daily Show", "Jimmy Kimmel Live", "Late Night with Seth Meyers", "The Late Show with Stephen Colbert",
         "Jeopardy", "The Tonight Show Starring Jimmy Fallon", "Real Time with Bill Maher", "The View",
         "Wheel of Fortune", "The Kelly Clarkson Show", "Good Morning America", "Newsnight", "The One Show",
         "Loose Women", "Gutfeld", "Family Feud", "Judge Judy", "Hot Bench", "The Price Is Right",
         "The Graham Norton Show", "After Midnight", "Countdown",
         "Eggheads", "The Chase", "Tipping Point", "Celebrity Jeopardy", "WWE Monday Night Raw",
         "The Drew Barrymore Show", "Last Week Tonight with John Oliver", "Breakfast"]
GUESTS = ["Tom Hanks", "Zendaya", "Pedro Pascal", "Dolly Parton", "Barack Obama", "Jennifer Lawrence",
          "Keanu Reeves", "Taylor Swift", "Ryan Gosling", "Emma Stone", "Jon Stewart", "Billie Eilish",
          "Cillian Murphy", "Margot Robbie", "Paul Mescal", "Greta Gerwig", "Kieran Culkin", "Jeff Goldblum",
          "Hugh Grant", "Nicole Kidman", "Steve Martin", "Martin Short", "Ayo Edebiri", "Jeremy Allen White",
          "Glen Powell", "Sydney Sweeney", "Bernie Sanders", "Colin Farrell", "Florence Pugh", "Andrew Garfield"]
ANIME = ["Sousou no Frieren", "Dandadan", "Kusuriya no Hitorigoto", "Oshi no Ko", "Spy x Family", "Chainsaw Man",
         "Bocchi the Rock!", "Mushoku Tensei", "Dungeon Meshi", "Kaiju No. 8", "Blue Lock", "One Piece",
         "Boku no Hero Academia", "Vinland Saga", "Shingeki no Kyojin", "Kimetsu no Yaiba",
         "Ore dake Level Up na Ken", "Hibike! Euphonium 3", "Made in Abyss", "Mob Psycho 100", "Jujutsu Kaisen",
         "Kaguya-sama wa Kokurasetai", "Tengoku Daimakyou", "Ao no Hako", "Re Zero kara Hajimeru Isekai Seikatsu",
         "Shikanoko Nokonoko Koshitantan", "Sakamoto Days", "Tsuki ga Michibiku Isekai Douchuu",
         "Yofukashi no Uta", "Frieren Beyond Journeys End", "The Apothecary Diaries", "Delicious in Dungeon",
         "Solo Leveling", "Blue Box", "Kowloon Generic Romance", "Dr. Stone", "Fire Force", "Zom 100",
         "Undead Unluck", "Boku no Kokoro no Yabai Yatsu", "Shangri-La Frontier", "Kimi no Koto ga Dai Dai Dai Dai Daisuki na 100-nin no Kanojo",
         "Mashle", "Spice and Wolf (2024)", "Wind Breaker", "Hikaru ga Shinda Natsu", "Takopii no Genzai"]
ANIME_GRP = ["SubsPlease", "Erai-raws", "Judas", "ASW", "EMBER", "HorribleSubs", "Commie", "GJM", "Kametsu",
             "Beatrice-Raws", "DKB", "Yameii", "ToonsHub", "Tsundere-Raws", "Vodes", "MTBB", "Anime Time", "Cleo",
             "SallySubs", "Okay-Subs", "Sokudo", "LostYears", "neoHEVC", "Trix"]
ALBUMS = [("Radiohead", "In Rainbows", 2007), ("Kendrick Lamar", "GNX", 2024), ("Charli xcx", "Brat", 2024),
          ("Beyonce", "Cowboy Carter", 2024), ("Taylor Swift", "The Tortured Poets Department", 2024),
          ("Fontaines D.C.", "Romance", 2024), ("Billie Eilish", "Hit Me Hard and Soft", 2024),
          ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("The Cure", "Songs of a Lost World", 2024),
          ("Kraftwerk", "Computerwelt", 1981), ("Pink Floyd", "The Dark Side of the Moon", 1973),
          ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965),
          ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Boards of Canada", "Music Has the Right to Children", 1998),
          ("Burial", "Untrue", 2007), ("Massive Attack", "Mezzanine", 1998), ("Portishead", "Dummy", 1994),
          ("Bjork", "Homogenic", 1997), ("Fleetwood Mac", "Rumours", 1977), ("Metallica", "Master of Puppets", 1986),
          ("Iron Maiden", "Powerslave", 1984), ("Gojira", "Fortitude", 2021), ("Opeth", "Blackwater Park", 2001),
          ("Tool", "Fear Inoculum", 2019), ("Deftones", "White Pony", 2000),
          ("Mitski", "The Land Is Inhospitable and So Are We", 2023),
          ("Big Thief", "Dragon New Warm Mountain I Believe in You", 2022), ("boygenius", "the record", 2023),
          ("Khruangbin", "A La Sala", 2024), ("Laufey", "Bewitched", 2023), ("Sabrina Carpenter", "Short n Sweet", 2024),
          ("Olivia Rodrigo", "GUTS", 2023), ("Fred again..", "Actual Life 3", 2022),
          ("Daft Punk", "Random Access Memories", 2013), ("Max Richter", "Sleep", 2015), ("Nils Frahm", "Spaces", 2013),
          ("PJ Harvey", "I Inside the Old Year Dying", 2023), ("Wet Leg", "Wet Leg", 2022), ("IDLES", "Tangk", 2024),
          ("Beach House", "Bloom", 2012), ("Tame Impala", "Currents", 2015), ("Sade", "Love Deluxe", 1992),
          ("Stevie Wonder", "Songs in the Key of Life", 1976), ("Fela Kuti", "Zombie", 1976),
          ("Ryuichi Sakamoto", "12", 2023), ("Rosalia", "Motomami", 2022), ("Bad Bunny", "Un Verano Sin Ti", 2022),
          ("Stromae", "Multitude", 2022), ("Sigur Ros", "Agaetis byrjun", 1999), ("Chappell Roan",
          "The Rise and Fall of a Midwest Princess", 2023), ("Tyler, The Creator", "Chromakopia", 2024),
          ("The Smile", "Wall of Eyes", 2024), ("Vampire Weekend", "Only God Was Above Us", 2024),
          ("Jack White", "No Name", 2024), ("Clairo", "Charm", 2024), ("MJ Lenderman", "Manning Fireworks", 2024),
          ("Geordie Greep", "The New Sound", 2024), ("Magdalena Bay", "Imaginal Disk", 2024),
          ("Kali Uchis", "Orquideas", 2024), ("Lady Gaga", "Mayhem", 2025), ("Bon Iver", "SABLE, fABLE", 2025),
          ("Pulp", "More", 2025), ("Haim", "I quit", 2025), ("Deafheaven", "Lonely People with Power", 2025),
          ("Talking Heads", "Remain in Light", 1980), ("Joy Division", "Unknown Pleasures", 1979),
          ("My Bloody Valentine", "Loveless", 1991), ("Slowdive", "Souvlaki", 1993), ("Bark Psychosis", "Hex", 1994),
          ("Cocteau Twins", "Heaven or Las Vegas", 1990), ("Nina Simone", "Pastel Blues", 1965),
          ("Alice Coltrane", "Journey in Satchidananda", 1971), ("Can", "Tago Mago", 1971),
          ("Brian Eno", "Music for Airports", 1978), ("Yellow Magic Orchestra", "Solid State Survivor", 1979),
          ("Carpenters", "Close to You", 1970), ("Dolly Parton", "Jolene", 1974), ("Willie Nelson", "Red Headed Stranger", 1975)]
CLASSICAL = ["Bach - Goldberg Variations (Glenn Gould, 1981)", "Beethoven - Symphonies 1-9 (Berliner Philharmoniker, Karajan 1963)",
             "Arvo Part - Tabula Rasa (ECM 1275)", "Mahler - Symphony No. 2 Resurrection (Abbado, Lucerne)",
             "Chopin - Nocturnes (Maria Joao Pires)", "Schubert - Winterreise (Fischer-Dieskau, Brendel)",
             "Shostakovich - String Quartets (Emerson String Quartet) 5CD", "Debussy - Preludes (Krystian Zimerman)",
             "Mozart - Requiem (Herreweghe)", "Vivaldi - The Four Seasons (Il Giardino Armonico)",
             "Bruckner - Symphony No. 8 (Celibidache, Munich 1993)", "Satie - Gymnopedies (Reinbert de Leeuw)",
             "Steve Reich - Music for 18 Musicians (ECM)", "Philip Glass - Glassworks", "Brahms - Violin Concerto (Hilary Hahn)"]
VA = ["Now Thats What I Call Music! 118", "Ministry of Sound Annual 2025", "Hardcore Top 100 2024",
      "Ibiza Chillout Session Vol. 12", "Kontor Top of the Clubs Vol. 98", "Bravo Hits 127", "Hed Kandi Nu Disco",
      "Defected Ibiza 2024", "Pure Garage Rewind", "Soul Jazz Records Presents Studio One Roots",
      "Late Night Tales Khruangbin", "Fabric Presents Ben UFO", "Trojan Reggae Box Set", "Ultimate 80s Ballads 3CD",
      "The Best Christmas Album in the World Ever", "Massive R and B Winter Collection 2025"]
MUSIC_GRP = ["ENRiCH", "OND", "FATHEAD", "BPM", "MOD", "SNOOK", "DDAS", "YARD", "FWYH", "ENTiTLED", "GRAVEWISH",
             "AFO", "KLIN", "VOiCE", "MARiBOR", "RAGEFLAC", "PERFECT", "WEB", "EiTheL", "DiRT", "BEATOCUS"]
DISCO = [("Radiohead", 1993, 2016), ("Pink Floyd", 1967, 2014), ("The Beatles", 1963, 1970), ("Led Zeppelin", 1969, 1982),
         ("Metallica", 1983, 2023), ("Iron Maiden", 1980, 2021), ("Bjork", 1993, 2022), ("Kraftwerk", 1970, 2003),
         ("David Bowie", 1967, 2016), ("Miles Davis", 1951, 1991), ("John Coltrane", 1957, 1967),
         ("Aphex Twin", 1992, 2019), ("Boards of Canada", 1995, 2013), ("Massive Attack", 1991, 2010),
         ("Nick Cave and the Bad Seeds", 1984, 2024), ("Tom Waits", 1973, 2011), ("Leonard Cohen", 1967, 2019),
         ("Depeche Mode", 1981, 2023), ("The Cure", 1979, 2024), ("Sigur Ros", 1997, 2023), ("Opeth", 1995, 2024),
         ("Tool", 1993, 2019), ("Daft Punk", 1997, 2013), ("Fleetwood Mac", 1968, 2003), ("Queen", 1973, 1995),
         ("ABBA", 1973, 2021), ("Rammstein", 1995, 2022), ("Kate Bush", 1978, 2011), ("Joni Mitchell", 1968, 2007),
         ("Bob Dylan", 1962, 2020), ("Frank Zappa", 1966, 1993), ("Sun Ra", 1957, 1993), ("Autechre", 1993, 2020),
         ("Can", 1969, 1979), ("Scott Walker", 1967, 2014), ("Cocteau Twins", 1982, 1996), ("Slayer", 1983, 2015)]
BOOKS = [("Brandon Sanderson", "The Way of Kings"), ("Brandon Sanderson", "Wind and Truth"), ("Andy Weir", "Project Hail Mary"),
         ("Frank Herbert", "Dune"), ("Ursula K. Le Guin", "The Left Hand of Darkness"), ("Hilary Mantel", "Wolf Hall"),
         ("Kazuo Ishiguro", "Klara and the Sun"), ("Stephen King", "Holly"), ("Stephen King", "You Like It Darker"),
         ("Terry Pratchett", "Guards! Guards!"), ("Agatha Christie", "Murder on the Orient Express"),
         ("Sally Rooney", "Intermezzo"), ("Robert Caro", "The Power Broker"), ("Yuval Noah Harari", "Sapiens"),
         ("Yuval Noah Harari", "Nexus"), ("Michelle Obama", "Becoming"), ("Rebecca Yarros", "Fourth Wing"),
         ("Rebecca Yarros", "Onyx Storm"), ("Colleen Hoover", "It Ends with Us"), ("J.R.R. Tolkien", "The Fellowship of the Ring"),
         ("Cormac McCarthy", "The Road"), ("Toni Morrison", "Beloved"), ("Dennis E. Taylor", "We Are Legion (We Are Bob)"),
         ("Matt Dinniman", "Dungeon Crawler Carl"), ("Adrian Tchaikovsky", "Children of Time"), ("Mary Beard", "SPQR"),
         ("Richard Osman", "The Thursday Murder Club"), ("Erik Larson", "The Devil in the White City"),
         ("Ann Patchett", "Tom Lake"), ("Percival Everett", "James"), ("Emily St. John Mandel", "Station Eleven"),
         ("Martha Wells", "All Systems Red"), ("N.K. Jemisin", "The Fifth Season"), ("Joe Abercrombie", "The Blade Itself"),
         ("Tana French", "The Searcher"), ("Mick Herron", "Slow Horses"), ("Abraham Verghese", "The Covenant of Water"),
         ("Barbara Kingsolver", "Demon Copperhead"), ("Gabrielle Zevin", "Tomorrow, and Tomorrow, and Tomorrow"),
         ("Susanna Clarke", "Piranesi"), ("Ken Follett", "The Pillars of the Earth"), ("Lee Child", "Killing Floor"),
         ("Patrick Radden Keefe", "Empire of Pain"), ("Walter Isaacson", "Elon Musk"), ("John le Carre", "Tinker Tailor Soldier Spy"),
         ("Ted Chiang", "Exhalation"), ("Iain M. Banks", "The Player of Games"), ("R.F. Kuang", "Babel"),
         ("Samantha Harvey", "Orbital"), ("Richard Powers", "The Overstory"), ("Haruki Murakami", "The City and Its Uncertain Walls")]
NARR = ["Michael Kramer and Kate Reading", "Ray Porter", "Simon Vance", "Stephen Fry", "Jeff Hays", "Juliet Stevenson",
        "Scott Brick", "Will Patton", "Bahni Turpin", "Kate Reading", "Andy Serkis", "Nigel Planer", "Rosamund Pike",
        "Jefferson Mays", "Dion Graham", "Moira Quirk", "Roy Dotrice", "Steven Pacey", "Hugh Dancy", "Julia Whelan"]
TECHBOOKS = [("O'Reilly", "Learning Python, 6th Edition"), ("O'Reilly", "Designing Data-Intensive Applications"),
             ("No Starch Press", "The Rust Programming Language, 2nd Edition"), ("Manning", "Rust in Action"),
             ("Pragmatic Bookshelf", "Programming Elixir 1.6"), ("Packt", "Mastering Kubernetes, 4th Edition"),
             ("Addison-Wesley", "The C++ Programming Language, 4th Edition"),
             ("MIT Press", "Structure and Interpretation of Computer Programs"),
             ("Manning", "Deep Learning with Python, Second Edition"), ("No Starch Press", "Hacking - The Art of Exploitation"),
             ("O'Reilly", "Fluent Python, 2nd Edition"), ("Apress", "Pro Git"), ("Wiley", "Security Engineering, 3rd Edition"),
             ("O'Reilly", "Hands-On Machine Learning with Scikit-Learn, Keras and TensorFlow, 3rd Edition"),
             ("No Starch Press", "The Linux Command Line, 2nd Edition"), ("Manning", "Kubernetes in Action, Second Edition"),
             ("CRC Press", "Probability and Statistics for Engineers"), ("Springer", "Linear Algebra Done Right, 4th Edition")]
COMICS = [("Absolute Batman", 2024), ("Saga", 2012), ("Monstress", 2015), ("Something Is Killing the Children", 2019),
          ("Transformers", 2023), ("Ultimate Spider-Man", 2024), ("Batman", 2016), ("Amazing Spider-Man", 2022),
          ("Immortal Thor", 2023), ("Usagi Yojimbo", 2019), ("Nightwing", 2016), ("Poison Ivy", 2022),
          ("Birds of Prey", 2023), ("Daredevil", 2023), ("X-Men", 2024), ("Ultimate X-Men", 2024), ("Absolute Wonder Woman", 2024),
          ("Hellboy and the B.P.R.D.", 2019), ("The Department of Truth", 2020), ("Crossover", 2020), ("Black Hammer", 2016)]
MANGA = ["Chainsaw Man", "One Piece", "Spy x Family", "Jujutsu Kaisen", "Frieren - Beyond Journey's End", "Dandadan",
         "Blue Lock", "Vagabond", "Berserk", "Oyasumi Punpun", "Kagurabachi", "Sakamoto Days", "Dungeon Meshi"]
SCANNER = ["Zone-Empire", "Mephisto-Empire", "Oroboros-DCP", "Glorith-Empire", "Son of Ultron-Empire",
           "Minutemen-Slayer", "digital-Empire", "Pyrate-DCP", "Shan-Empire", "Marika-Empire", "GreenGiant-DCP"]
MAGS = ["The Economist", "New Scientist", "National Geographic UK", "The New Yorker", "Wired USA", "Private Eye",
        "Linux Format UK", "The MagPi", "Guitar World", "Le Monde diplomatique", "Scientific American",
        "Popular Mechanics", "BBC Music Magazine", "Empire UK", "Total Film", "Retro Gamer", "Edge",
        "The Spectator", "New Statesman", "Time International", "Bloomberg Businessweek", "Forbes USA",
        "Men's Health UK", "Vogue UK", "Rolling Stone USA", "Mojo", "Uncut", "Classic Rock", "Model Railroader",
        "Practical Wireless", "Sky at Night", "Astronomy Now", "Woodworker's Journal", "Digital Photographer",
        "Amateur Photographer", "BBC Good Food", "Jamie Magazine", "Railway Modeller", "PC Gamer UK", "Maximum PC"]
SOFTWARE = [("Blender", "4.2.3"), ("LibreOffice", "24.8.3"), ("VLC Media Player", "3.0.21"), ("GIMP", "2.10.38"),
            ("Inkscape", "1.4"), ("Audacity", "3.7.1"), ("OBS Studio", "31.0.0"), ("Krita", "5.2.6"),
            ("Adobe Photoshop 2025", "26.1.0"), ("Adobe Premiere Pro 2025", "25.0"), ("Adobe Acrobat Pro", "2024.005"),
            ("Ableton Live 12 Suite", "12.1.5"), ("FL Studio Producer Edition", "24.1.2"), ("Reaper", "7.27"),
            ("DaVinci Resolve Studio", "19.1.2"), ("AutoCAD 2025", "2025.1"), ("SolidWorks Premium 2024", "SP5"),
            ("JetBrains IntelliJ IDEA Ultimate", "2024.3"), ("JetBrains PyCharm Professional", "2024.3.1"),
            ("Microsoft Office LTSC Professional Plus 2024", "2408"), ("Native Instruments Kontakt 8", "8.1.0"),
            ("Steinberg Cubase Pro 14", "14.0.10"), ("Topaz Video AI", "5.5.0"), ("Capture One 23 Pro", "16.5.2"),
            ("CorelDRAW Graphics Suite 2024", "25.2.0"), ("Sublime Text", "4.0 Build 4180"), ("7-Zip", "24.08"),
            ("Notepad++", "8.7.4"), ("KeePassXC", "2.7.9"), ("Thunderbird", "128.5.0esr"), ("Firefox", "133.0.3"),
            ("VirtualBox", "7.1.4"), ("Wireshark", "4.4.2"), ("Calibre", "7.22.0"), ("HandBrake", "1.9.0"),
            ("MKVToolNix", "89.0"), ("foobar2000", "2.1.6"), ("mpv", "0.39.0"), ("SABnzbd", "4.4.1"),
            ("NZBGet", "24.5"), ("Sonarr", "4.0.11"), ("Radarr", "5.16.3"), ("Plex Media Server", "1.41.3"),
            ("Jellyfin Server", "10.10.3"), ("Emby Server", "4.8.10"), ("Paragon NTFS for Mac", "15.5.102"),
            ("Affinity Photo 2", "2.5.7"), ("Serum 2", "2.0.3"), ("Waves Complete", "v15"),
            ("iZotope Ozone 11 Advanced", "11.1.0"), ("Rhinoceros", "8.13"), ("MATLAB", "R2024b"),
            ("Mathematica", "14.1"), ("ArcGIS Pro", "3.4"), ("Revit 2025", "2025.3")]
SOFT_GRP = ["TNT", "xQZ", "BTCR", "R2R", "AMPED", "DVT", "MAGNiTUDE", "F4CG", "CYGiSO", "TBE", "SSQ", "VR",
            "AiR", "MOCHA", "SHooTERS", "CORE", "rG", "FOSI"]
OS_ISOS = ["ubuntu-24.04.1-desktop-amd64.iso", "ubuntu-24.04.2-live-server-amd64.iso", "ubuntu-22.04.5-desktop-amd64.iso",
           "ubuntu-24.10-desktop-amd64.iso", "kubuntu-24.04.1-desktop-amd64.iso", "debian-12.8.0-amd64-netinst.iso",
           "debian-12.9.0-amd64-DVD-1.iso", "debian-live-12.7.0-amd64-xfce.iso", "Fedora-Workstation-Live-x86_64-41-1.4.iso",
           "Fedora-Server-dvd-x86_64-40-1.14.iso", "Fedora-KDE-Live-x86_64-41-1.4.iso", "archlinux-2024.12.01-x86_64.iso",
           "archlinux-2025.01.01-x86_64.iso", "FreeBSD-14.2-RELEASE-amd64-dvd1.iso", "OpenBSD install76.img",
           "linuxmint-22-cinnamon-64bit.iso", "linuxmint-22.1-xfce-64bit.iso", "Win11_24H2_English_x64.iso",
           "Win11_23H2_EnglishInternational_x64v2.iso", "Win10_22H2_English_x64v1.iso",
           "en-us_windows_11_business_editions_version_24h2_x64_dvd_59a1851e.iso",
           "en-us_windows_server_2022_updated_nov_2024_x64_dvd_4e34897c.iso", "Windows.Server.2025.Datacenter.x64.MSDN-ISO",
           "macOS Sequoia 15.1 Full Installer (USB image)", "macOS Sonoma 14.7 InstallAssistant.pkg",
           "Rocky-9.5-x86_64-dvd.iso", "AlmaLinux-9.5-x86_64-dvd.iso", "openSUSE-Tumbleweed-DVD-x86_64-Current.iso",
           "manjaro-kde-24.2.1-241216-linux612.iso", "pop-os_22.04_amd64_nvidia_45.iso", "TrueNAS-SCALE-24.10.1.iso",
           "proxmox-ve_8.3-1.iso", "kali-linux-2024.4-installer-amd64.iso", "tails-amd64-6.10.img",
           "Raspberry Pi OS (64-bit) 2024-11-19 bookworm", "EndeavourOS_Mercury-Neo-2024.09.22.iso",
           "NixOS 24.11 graphical x86_64", "Slackware 15.0 DVD x86_64", "Windows 98 SE OEM (English) CD image",
           "MS-DOS 6.22 floppy set", "ReactOS-0.4.15-release-x86.iso", "Haiku R1 beta 5 anyboot"]
GAMES = ["Baldurs Gate 3", "Frostpunk 2", "Cyberpunk 2077", "Disco Elysium The Final Cut", "The Witcher 3 Wild Hunt",
         "Hades II", "Balatro", "Manor Lords", "Stardew Valley", "Hollow Knight", "Elden Ring", "Black Myth Wukong",
         "Indiana Jones and the Great Circle", "Kingdom Come Deliverance II", "Sid Meiers Civilization VII",
         "Factorio Space Age", "Satisfactory", "Dave the Diver", "Pentiment", "Pathologic 2", "Alan Wake 2",
         "Lies of P", "Dredge", "Animal Well", "Metaphor ReFantazio", "Silent Hill 2", "Dragon Age The Veilguard",
         "STALKER 2 Heart of Chornobyl", "Heroes of Might and Magic 3 Complete", "Fallout New Vegas",
         "Planescape Torment Enhanced Edition", "Theme Hospital", "SimCity 2000 Special Edition",
         "Split Fiction", "Clair Obscur Expedition 33", "Blue Prince", "Hollow Knight Silksong",
         "Avowed", "Monster Hunter Wilds", "Assassins Creed Shadows", "Death Stranding Directors Cut",
         "Warhammer 40000 Space Marine 2", "Still Wakes the Deep", "Thank Goodness Youre Here", "Tactical Breach Wizards",
         "Caves of Qud", "Nine Sols", "UFO 50", "Neva", "The Talos Principle 2", "Return to Monkey Island"]
CONSOLE_GAMES = ["Super Mario Bros Wonder", "The Legend of Zelda Tears of the Kingdom", "Metroid Prime 4 Beyond",
                 "Pikmin 4", "Astro Bot", "Final Fantasy VII Rebirth", "Mario Kart World", "Donkey Kong Bananza",
                 "Animal Crossing New Horizons", "Xenoblade Chronicles X Definitive Edition", "Persona 3 Reload"]
GAME_GRP = ["RUNE", "TENOKE", "FLT", "SKIDROW", "CODEX", "EMPRESS", "DOGE", "TiNYiSO", "PLAZA", "DARKSiDERS",
            "I_KnoW", "SiMPLEX", "P2P", "ElAmigos", "KaOs", "voices38"]
CONSOLE_GRP = ["VENOM", "SUXXORS", "BigBlueBox", "DUPLEX", "LiGHTFORCE", "iCON", "HR", "NiiNTENDO", "PROTOCOL"]


# ---------------------------------------------------------------------------
# legit generators: structured releases
# ---------------------------------------------------------------------------
def season():
    return weighted(list(range(1, 26)), [9, 9, 8, 7, 6, 5, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, .5, .5, .5, .5])


def res_w():
    return weighted(["720p", "1080p", "2160p", "480p"], [3, 7, 2.5, 0.6])


def hdr_tag(res):
    if res != "2160p":
        return ""
    return ch(["", "HDR.", "DV.", "DV.HDR.", "HDR10Plus.", "HDR.DV."])


def g_tv_scene():
    show = ch(TV_SHOWS)
    d = dot(show)
    s, e = season(), R.randint(1, 22)
    m = R.random()
    et = ch(EP_TITLES)
    if m < 0.28:
        return "%s.S%02dE%02d.%s.WEB.%s-%s" % (d, s, e, ch(["720p", "1080p", "1080p", "2160p"]),
                                               ch(["h264", "H264", "x264", "h265", "H265"]), ch(TV_GRP))
    if m < 0.38:
        return "%s.S%02dE%02d.%sHDTV.x264-%s" % (d, s, e, ch(["", "720p.", "1080p.", "PROPER.", "REPACK."]), ch(TV_GRP))
    if m < 0.62:
        res = res_w()
        ett = "." + dot(et) if chance(0.45) else ""
        return "%s.S%02dE%02d%s.%s.%s.WEB-DL.%s.%s%s-%s" % (d, s, e, ett, res, ch(WEBSRC), ch(AUDIO), hdr_tag(res),
                                                             ch(VCODEC_WEB), ch(P2P_TV_GRP))
    if m < 0.72:
        return "%s (%d) S%02dE%02d %s (%s %s WEB-DL x265 10bit %s %s)" % (
            show, R.randint(2005, 2024), s, e, et, ch(["1080p", "2160p", "720p"]), ch(WEBSRC),
            ch(["EAC3 5.1", "AAC 2.0", "DDP 5.1 Atmos", "Opus 5.1"]), ch(["Silence", "Ghost", "t3nzin", "MONOLITH", "Vyndros"]))
    if m < 0.82:
        return "%s - S%02dE%02d - %s %s" % (show, s, e, et, ch(["WEBDL-1080p.mkv", "[WEBDL-1080p][EAC3 5.1][h264]-" + ch(P2P_TV_GRP),
                                                                "HDTV-720p.mkv", "Bluray-1080p.mkv", "WEBRip-2160p.mkv"]))
    if m < 0.90:
        return "%s.S%02dE%02dE%02d.%s1080p.WEB.h264-%s" % (d, s, e, e + 1, ch(["", "REPACK.", "PROPER.", "iNTERNAL."]),
                                                           ch(TV_GRP))
    if m < 0.96:
        return "%s.s%02de%02d.%s.web.h264-%s" % (d.lower(), s, e, ch(["720p", "1080p", "2160p"]), ch(TV_GRP).lower())
    return "%s.S%02dE%02d.480p.x264-mSD" % (d, s, e) if chance(0.5) else "%s.S%02dE%02d.720p.HEVC.x265-MeGusta" % (d, s, e)


def g_tv_pack():
    show = ch(TV_SHOWS)
    d = dot(show)
    s = season()
    m = R.random()
    if m < 0.3:
        return "%s.S%02d.%s.%s-%s" % (d, s, ch(["1080p", "720p", "2160p"]),
                                      ch(["BluRay.x264", "WEB.h264", "AMZN.WEB-DL.DDP5.1.H.264", "NF.WEB-DL.DDP5.1.x264",
                                          "BluRay.REMUX.AVC.DTS-HD.MA.5.1", "iP.WEB-DL.AAC2.0.H.264"]),
                                      ch(TV_GRP + P2P_TV_GRP))
    if m < 0.48:
        a = R.randint(1, 3)
        b = a + R.randint(2, 9)
        return "%s.S%02d-S%02d.COMPLETE.%s.WEB-DL.%s.%s-%s" % (d, a, b, ch(["1080p", "720p"]), ch(AUDIO), ch(VCODEC_WEB),
                                                              ch(P2P_TV_GRP))
    if m < 0.64:
        return "%s Season %d Complete %s WEB x265 [%s]" % (show, s, ch(["1080p", "720p"]), ch(["i_c", "Lokiit", "MiNX", "HEVC"]))
    if m < 0.78:
        n = R.randint(2, 8)
        return "%s (%d) Season 1-%d S01-S%02d (1080p BluRay x265 HEVC 10bit AAC 5.1 %s)" % (
            show, R.randint(1995, 2020), n, n, ch(["Tigole", "Silence", "Joy", "FreetheFish", "Panda"]))
    if m < 0.88:
        return "%s.Complete.Series.%s-%s" % (d, ch(["DVDRip.XviD", "720p.BluRay.x264", "1080p.AMZN.WEB-DL.DDP2.0.H.264",
                                                    "NTSC.DVDR", "PAL.DVDR"]), ch(TV_GRP))
    y1 = R.randint(1985, 2012)
    return "%s - The Complete Series (%d-%d) [%s]" % (show, y1, y1 + R.randint(2, 12), ch(["1080p", "720p", "DVD", "BDRip 1080p"]))


def g_daily():
    show = ch(DAILY)
    d = dot(show)
    y, mo, dd = ch([2023, 2024, 2024, 2025, 2025]), R.randint(1, 12), R.randint(1, 28)
    m = R.random()
    guest = ch(GUESTS)
    if m < 0.4:
        return "%s.%d.%02d.%02d.%s.%s.WEB.h264-%s" % (d, y, mo, dd, dot(guest), ch(["720p", "1080p"]), ch(TV_GRP))
    if m < 0.65:
        return "%s.%d.%02d.%02d.%s.%s-%s" % (d, y, mo, dd, ch(["720p", "1080p", "480p"]),
                                            ch(["HDTV.x264", "WEB.h264", "iP.WEB-DL.AAC2.0.H.264", "PCOK.WEB-DL.AAC2.0.H.264"]),
                                            ch(TV_GRP))
    if m < 0.85:
        return "%s - %d-%02d-%02d - %s %s" % (show, y, mo, dd, guest, ch(["WEBDL-720p.mkv", "HDTV-1080p.mkv", "[WEBDL-1080p]"]))
    return "%s.%d.%02d.%02d.%s.XviD-AFG" % (d, y, mo, dd, ch(["HDTV", "WEB"])) if chance(0.5) else \
        "%s %d %02d %02d %s %s" % (show, y, mo, dd, guest, ch(["720p", "1080p"]))


def g_film():
    t, y = ch(FILMS)
    d = dot(t)
    m = R.random()
    ed = ch(EDITIONS)
    res = res_w()
    if m < 0.17:
        return "%s.%d.%s%s.BluRay.%s-%s" % (d, y, ed, ch(["720p", "1080p", "1080p", "2160p"]), ch(["x264", "x265"]), ch(FILM_GRP))
    if m < 0.27:
        return "%s.%d.%s.WEB.%s-%s" % (d, y, ch(["1080p", "2160p", "720p"]), ch(["h264", "H264", "x265"]), ch(FILM_GRP))
    if m < 0.45:
        return "%s.%d.%s%s.%s.WEB-DL.%s.%s%s-%s" % (d, y, ed, res, ch(WEBSRC), ch(AUDIO), hdr_tag(res), ch(VCODEC_WEB),
                                                  ch(FILM_GRP))
    if m < 0.53:
        if chance(0.5):
            return "%s.%d.%s2160p.UHD.BluRay.REMUX.%sHEVC.%s-%s" % (d, y, ed, ch(["HDR.", "DV.HDR.", "HDR10.", ""]),
                                                                    ch(["TrueHD.Atmos.7.1", "DTS-HD.MA.5.1", "DTS-X.7.1"]), ch(FILM_GRP))
        return "%s.%d.%s1080p.BluRay.REMUX.AVC.%s-%s" % (d, y, ed, ch(["DTS-HD.MA.5.1", "LPCM.1.0", "FLAC.2.0", "TrueHD.5.1"]),
                                                         ch(FILM_GRP))
    if m < 0.62:
        return "%s (%d) [%s] [%s] [%s] [%s]" % (t, y, ch(["1080p", "720p", "2160p"]), ch(["BluRay", "WEBRip", "WEB"]),
                                                ch(["5.1", "2.0", "10bit", "x265"]), ch(["YTS.MX", "YTS.LT", "YTS.AM"]))
    if m < 0.71:
        return "%s (%d) (%s %s x265 HEVC 10bit %s %s)" % (t, y, ch(["1080p", "2160p"]), ch(["BluRay", "AMZN WEB-DL", "NF WEB-DL"]),
                                                          ch(["AAC 5.1", "EAC3 5.1", "AAC 7.1", "DTS-HD MA 5.1"]),
                                                          ch(["Tigole", "QxR", "Joy", "Silence", "afm72", "Natty", "LAMA"]))
    if m < 0.78:
        return "%s (%d) %s" % (t, y, ch(["Bluray-1080p.mkv", "WEBDL-2160p.mkv", "Remux-1080p.mkv", "Bluray-720p.mkv",
                                          "{imdb-tt%s} [Bluray-1080p][DTS 5.1][x264]-%s" % (digits(7), ch(FILM_GRP))]))
    if m < 0.85:
        return "%s %d %s WEB-DL DDP5 1 Atmos H 264-%s" % (t, y, ch(["1080p", "2160p"]), ch(["FLUX", "CMRG", "NTb", "HONE"])) \
            if chance(0.5) else "%s %d %s %s x264-%s" % (t, y, ch(["1080p", "720p"]), ch(["BluRay", "BRRip", "WEBRip"]),
                                                          ch(P2P_FILM_TAGS))
    if m < 0.92:
        return "%s.%d.%s-%s" % (d, y, ch(["DVDRip.XviD", "PAL.DVDR", "NTSC.DVD9", "BDRip.x264", "720p.HDTV.x264",
                                          "3D.HSBS.1080p.BluRay.x264", "DVDRip.x264.AC3"]), ch(FILM_GRP + ["aAF", "DiAMOND", "VETO"]))
    return "%s.%d.%s%s.%s-%s" % (d, y, ed, ch(["1080p", "2160p"]), ch(["BluRay.DDP5.1.x264", "MA.WEB-DL.DDP5.1.H.264",
                                                                       "UHD.BluRay.x265.10bit.HDR.DDP5.1"]), ch(FILM_GRP))


def crc8():
    return hexs(8, upper=True)


def g_anime():
    t = ch(ANIME)
    ep = R.randint(1, 28)
    s = ch([1, 1, 1, 2, 2, 3])
    grp = ch(ANIME_GRP)
    m = R.random()
    if m < 0.3:
        return "[SubsPlease] %s - %02d (%s) [%s].mkv" % (t, ep, ch(["1080p", "720p", "1080p", "480p"]), crc8())
    if m < 0.45:
        return "[Erai-raws] %s - %02d [%s][%s][%s].mkv" % (t, ep, ch(["1080p", "720p", "1080p CR WEB-DL AVC AAC"]),
                                                          ch(["Multiple Subtitle", "MultiSub", "ENG][POR-BR"]), crc8())
    if m < 0.58:
        return "[%s] %s - S%02dE%02d [1080p][HEVC x265 10bit][%s]" % (grp, t, s, ep, ch(["Multi-Subs", "Eng-Subs", "Dual-Audio"]))
    if m < 0.66:
        return "[%s] %s (Season %d) [%s][HEVC x265 10bit][Dual-Audio][Multi-Subs] (Batch)" % (
            grp, t, s, ch(["1080p", "720p"]))
    if m < 0.76:
        return "%s.S%02dE%02d.%s.%s.WEB-DL.%s.H.264-%s" % (dot(t), s, ep, ch(["1080p", "720p"]), ch(["CR", "NF", "AMZN", "B-Global"]),
                                                           ch(["AAC2.0", "DUAL.AAC2.0", "EAC3.2.0"]), ch(["VARYG", "KiyoshiStar", "SMURF", "Kitsune"]))
    if m < 0.82:
        return "[VCB-Studio] %s [%s]" % (t, ch(["Ma10p_1080p", "Ma10p_2160p", "Hi10p_1080p", "Ma10p_1080p_FLAC"]))
    if m < 0.9:
        return "[%s] %s - %02d v2 [%s][%s].mkv" % (grp, t, ep, ch(["1080p", "720p"]), crc8())
    if m < 0.95:
        return "[ASW] %s - %02d [1080p HEVC x265 10Bit][AAC]" % (t, ep)
    return "[%s] %s (%d) (Season %d) [BDRip] [1080p Dual Audio HEVC 10 bits DDP] (Batch)" % (
        ch(["EMBER", "Anime Time", "Judas"]), t, R.randint(2006, 2024), s)


def us(s):
    s = ascii_fold(s)
    s = re.sub(r"[\'\",!?()]", "", s)
    return re.sub(r"\s+", "_", s.strip())


def g_music():
    a, al, y = ch(ALBUMS)
    m = R.random()
    if m < 0.3:
        tag = ch(["WEB", "WEB", "CD", "VINYL", "(Deluxe_Edition)-WEB", "24BIT-WEB-FLAC", "(" + alnum(3).upper() + digits(3) + ")-WEB",
                  "REMASTERED-WEB", "2CD"])
        yy = y if chance(0.6) else ch([2023, 2024, 2025])
        return "%s-%s-%s-%d-%s" % (us(a), us(al), tag, yy, ch(MUSIC_GRP))
    if m < 0.52:
        q = ch(["[FLAC] [24-96]", "[FLAC 16-44.1]", "[24Bit-96kHz] FLAC [PMEDIA]", "Mp3 320kbps [PMEDIA]",
                "[WEB FLAC]", "[Hi-Res 24bit-48kHz]", "[MP3 V0]", "[320 KBPS]", "(FLAC)", "[ALAC]", "[DSD64]",
                "[Vinyl Rip 24-192]"])
        return "%s - %s (%d) %s" % (a, al, y, q)
    if m < 0.62:
        return "(%d) %s - %s [%s]" % (y, a, al, ch(["FLAC", "WEB FLAC", "MP3", "24-44.1", "CD FLAC"]))
    if m < 0.72 and y < 2015:
        ry = R.randint(max(y + 5, 1995), 2025)
        return "%s - %s [%d] [Remastered %d] [%s]" % (a, al, y, ry, ch(["MP3 V0", "FLAC", "320"]))
    if m < 0.8:
        return "%s - %s (%s) (%d) [%s]" % (a, al, ch(["Deluxe Edition", "Expanded Edition", "Super Deluxe", "Anniversary Edition",
                                                      "Japan Edition", "Live"]), ch([y, 2024, 2025]), ch(["FLAC", "320 KBPS", "24-96"]))
    if m < 0.88:
        return "%s %s" % (ch(CLASSICAL), ch(["[FLAC]", "FLAC 24-96", "(DG 2CD) [APE]", "[MP3 320]", "- eClassical FLAC", "[SACD ISO]"]))
    return "VA - %s (%d) %s" % (ch(VA), ch([2024, 2025, 2023]), ch(["[MP3]", "[FLAC]", "Mp3 320kbps [PMEDIA]", "2CD", "[320]"]))


def g_disco():
    a, y1, y2 = ch(DISCO)
    m = R.random()
    if m < 0.35:
        return "%s - Discography (%d-%d) [%s]" % (a, y1, y2, ch(["FLAC", "MP3 320", "FLAC 24bit", "Mp3 V0", "Lossless"]))
    if m < 0.55:
        return "%s - Complete Discography %d-%d (%s)" % (a, y1, y2, ch(["MP3 320", "FLAC", "320kbps", "AAC 256"]))
    if m < 0.75:
        return "%s - Studio Albums (%d CD) [%s]" % (a, R.randint(6, 30), ch(["FLAC", "MP3 V0", "APE", "24-96 FLAC"]))
    if m < 0.88:
        return "%s.Discography.%d-%d.%s" % (dot(a), y1, y2, ch(["MP3.320kbps", "FLAC", "WEB.FLAC"]))
    return "%s - The Box Set Collection (%s) %s" % (a, ch(["Remastered", "Japan SHM-CD", "Vinyl Rips", "Singles and B-Sides"]),
                                                   ch(["[FLAC]", "[MP3]", "(24bit)"]))


def g_audiobook():
    au, t = ch(BOOKS)
    m = R.random()
    y = ch([2019, 2020, 2021, 2022, 2023, 2024, 2025])
    n = ch(NARR)
    if m < 0.25:
        return "%s - %s (Unabridged) [%d] [M4B]" % (au, t, y)
    if m < 0.45:
        return "%s - %s (read by %s) [MP3 %s]" % (au, t, n, ch(["64kbps", "128kbps", "VBR", "32kbps mono"]))
    if m < 0.6:
        return "%s_-_%s-AUDIOBOOK-WEB-EN-%d-%s" % (us(au), us(t), y, ch(["FRAY", "BitBook", "AUDiOBOOK", "DiGiTAL"]))
    if m < 0.75:
        return "%s by %s, narrated by %s [%d, M4B, %s]" % (t, au, n, y, ch(["64k", "128k", "AAC"]))
    if m < 0.88:
        return "[Audiobook] %s - %s" % (au, t)
    return "%s - %s [%s] %s" % (au, t, n, ch(["(Audible)", "(BBC Audio)", "(Libby rip)", "(Dramatised)", "(Abridged)"]))


def g_ebook():
    m = R.random()
    if m < 0.2:
        pub, t = ch(TECHBOOKS)
        return "%s - %s (%d) %s" % (pub, t, ch([2019, 2021, 2022, 2023, 2024, 2025]), ch(["PDF", "EPUB", "pdf+epub", "[True PDF]"]))
    au, t = ch(BOOKS)
    y = ch([2019, 2020, 2021, 2022, 2023, 2024, 2025])
    if m < 0.45:
        return "%s - %s (%d) (%s)" % (au, t, y, ch(["epub", "azw3", "retail epub", "mobi", "epub, azw3"]))
    if m < 0.6:
        return "%s - %s (retail) [EPUB]" % (t, au)
    if m < 0.72:
        return "%s-%s.%d.RETAIL.EPUB.eBook-%s" % (dot(au), dot(t), y, ch(["BitBook", "DiGiBook", "CTO", "DeBTB"]))
    if m < 0.82:
        return "[Humble Bundle] %s (PDF, EPUB, MOBI)" % ch(["Programming Cookbooks by O'Reilly", "Linux and UNIX by No Starch",
                                                            "Cybersecurity 2024 by Wiley", "Tabletop RPG Classics",
                                                            "Sci-Fi Legends by Tor", "Machine Learning by Packt",
                                                            "Terry Pratchett Discworld Collection"])
    if m < 0.92:
        return "%s - %s [%s]" % (au, t, ch(["epub", "EN", "ePub+PDF", "Calibre", "Kindle"]))
    return "%s Collection - %d books (epub)" % (au, R.randint(5, 45))


def g_comic():
    m = R.random()
    if m < 0.4:
        s, y = ch(COMICS)
        return "%s %03d (%d) (Digital) (%s).%s" % (s, R.randint(1, 120), ch([y, 2024, 2025]), ch(SCANNER), ch(["cbz", "cbr"]))
    if m < 0.58:
        s, y = ch(COMICS)
        return "%s v%02d - %s (%d) (Digital) (%s)" % (s, R.randint(1, 12), ch(["The Gathering", "Homecoming", "Endgame", "Book One",
                                                                              "Dark Days", "The Long Road", "Deluxe Edition"]),
                                                     ch([2023, 2024, 2025]), ch(SCANNER))
    if m < 0.76:
        return "%s v%02d (%d) (Digital) (%s)" % (ch(MANGA), R.randint(1, 42), ch([2022, 2023, 2024, 2025]),
                                                ch(["1r0n", "LuCaZ", "Oak", "danke-Empire", "Stick", "XRA-Empire"]))
    if m < 0.88:
        return "0-Day Week of %d.%02d.%02d" % (ch([2024, 2025]), R.randint(1, 12), R.randint(1, 28))
    if m < 0.95:
        return "2000AD %d (%d) (digital) (Minutemen-juvecube).cbr" % (R.randint(2350, 2460), ch([2023, 2024, 2025]))
    return "Asterix - %02d - %s (French) (cbz)" % (R.randint(1, 40), ch(["Le Tour de Gaule", "Asterix le Gaulois",
                                                                        "L'Iris blanc", "La Zizanie", "Le Devin"]))


def g_magazine():
    mag = ch(MAGS)
    y, mo, dd = ch([2023, 2024, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    m = R.random()
    if m < 0.3:
        return "%s - %d %s %d" % (mag, dd, MONTH[mo - 1], y)
    if m < 0.55:
        return "%s - %s %d%s" % (mag, MONTH[mo - 1], y, ch([" (True PDF)", "", " .pdf", " [PDF]", " (HQ)"]))
    if m < 0.7:
        return "%s.%d.%02d.%02d.PDF" % (dot(mag), y, mo, dd)
    if m < 0.82:
        return "%s Issue %d - %s %d.pdf" % (mag, R.randint(40, 1700), MONTH[mo - 1], y)
    if m < 0.9:
        return "Der Spiegel %02d-%d" % (R.randint(1, 52), y) if chance(0.5) else "c't Magazin %02d/%d" % (R.randint(1, 28), y)
    return "%s - %d Full Year Collection" % (mag, ch([2022, 2023, 2024]))


def g_software():
    n, v = ch(SOFTWARE)
    m = R.random()
    if m < 0.28:
        return "%s.v%s.%s-%s" % (dot(n), v.replace(" ", "."), ch(["x64", "WiN64", "Multilingual.x64", "MacOS", "WiN", "Linux.x64",
                                                                 "Multilingual.WiN64", "U2B.MacOS"]), ch(SOFT_GRP))
    if m < 0.46:
        return ("%s %s (x64) %s" % (n, v, ch(["Multilingual", "", "Portable", "+ Fix", "Final", "Pre-Activated"]))).rstrip()
    if m < 0.6:
        return "%s_%s_%s" % (n.replace(" ", ""), v.replace(" ", "_"), ch(["Win_x86-64.msi", "x64_setup.exe", "setup.exe",
                                                                           "amd64.deb", "x86_64.AppImage", "universal.dmg"]))
    if m < 0.7:
        return "%s-%s-%s" % (n.replace(" ", "-").lower(), v.replace(" ", "."), ch(["x86_64.AppImage", "amd64.deb", "win64.zip",
                                                                                    "macos-arm64.dmg", "src.tar.gz", "1-x86_64.pkg.tar.zst"]))
    if m < 0.82:
        return "%s %s %s" % (n, v, ch(["macOS", "for Windows", "[WiN/MAC]", "(Apple Silicon)", "Linux", "ARM64"]))
    if m < 0.92:
        return "%s.v%s.Incl.%s-%s" % (dot(n), v.replace(" ", "."), ch(["Keygen", "Patch", "KeyMaker", "Crack"]), ch(SOFT_GRP))
    return "%s %s Retail DVD ISO" % (n, v)


def g_os():
    return ch(OS_ISOS)


def g_game():
    m = R.random()
    if m < 0.72:
        g = ch(GAMES)
        k = R.random()
        if k < 0.5:
            return "%s-%s" % (dot(g), ch(GAME_GRP))
        if k < 0.75:
            return "%s.Update.v%s-%s" % (dot(g), GEN["ver"](None), ch(GAME_GRP))
        if k < 0.88:
            return "%s.%s-%s" % (dot(g), ch(["Deluxe.Edition", "Complete.Edition", "MULTi12", "REPACK", "Build.%s" % digits(8),
                                              "v1.0.%s" % digits(4), "PROPER", "Digital.Soundtrack"]), ch(GAME_GRP))
        return "%s (%s) %s" % (g, ch(GAME_GRP), ch(["[MULTi12]", "v" + GEN["ver"](None), "[Linux]", "[MacOS]"]))
    g = ch(CONSOLE_GAMES)
    return "%s.%s-%s" % (dot(g), ch(["NSW", "NSW", "PS5", "PS4", "XBOX", "Switch.NSP.eShop"]), ch(CONSOLE_GRP))


def g_gog():
    g = ch(GAMES)
    m = R.random()
    v = GEN["ver"](None)
    if m < 0.45:
        return "setup_%s_%s_(%s).exe" % (re.sub(r"[^a-z0-9]+", "_", ascii_fold(g).lower()).strip("_"), v, digits(5))
    if m < 0.7:
        return "%s v%s [GOG]" % (g, v)
    if m < 0.85:
        return "%s-GOG" % dot(g)
    return "%s (GOG) [Windows] %s%s" % (g, v, ch(["", " + DLCs", " (Offline Installer)"]))


def g_repack():
    g = ch(GAMES)
    m = R.random()
    if m < 0.35:
        return "%s - %s [FitGirl Repack]" % (g, ch(["Deluxe Edition", "Complete Edition", "v" + GEN["ver"](None), "Ultimate Edition",
                                                    "Game of the Year Edition", "Digital Deluxe"]))
    if m < 0.55:
        return "%s (v%s + %d DLCs, MULTi%d) [FitGirl Repack, Selective Download - from %.1f GB]" % (
            g, GEN["ver"](None), R.randint(1, 30), ch([8, 10, 12, 14, 17]), R.uniform(3, 90))
    if m < 0.75:
        return "%s [DODI Repack]" % g
    if m < 0.88:
        return "%s-ElAmigos" % g.replace(" ", "")
    return "%s [%s]" % (g, ch(["KaOs Repack", "Chovka Repack", "R.G. Mechanics", "Xatab Repack", "Decepticon Repack"]))


EPL = ["Arsenal", "Chelsea", "Liverpool", "Manchester City", "Manchester United", "Tottenham Hotspur", "Newcastle United",
       "Aston Villa", "Brighton", "West Ham United", "Nottingham Forest", "Everton", "Fulham", "Brentford", "Crystal Palace",
       "Bournemouth", "Wolves", "Leeds United", "Burnley", "Sunderland"]
EURO = ["Real Madrid", "Barcelona", "Bayern Munich", "Borussia Dortmund", "PSG", "Inter", "AC Milan", "Juventus", "Napoli",
        "Atletico Madrid", "Benfica", "Porto", "Ajax", "PSV", "Celtic", "Rangers", "Bayer Leverkusen", "RB Leipzig"]
NFL = ["Chiefs", "Eagles", "Bills", "Ravens", "Lions", "49ers", "Cowboys", "Packers", "Bengals", "Steelers", "Raiders",
       "Dolphins", "Jets", "Giants", "Bears", "Vikings", "Texans", "Commanders", "Rams", "Seahawks"]
NBA = ["Lakers", "Celtics", "Warriors", "Nuggets", "Knicks", "Heat", "Bucks", "Thunder", "Mavericks", "Suns", "76ers", "Cavaliers"]
F1GP = ["Bahrain", "Saudi Arabia", "Australia", "Japan", "China", "Miami", "Emilia Romagna", "Monaco", "Canada", "Spain",
        "Austria", "Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Azerbaijan", "Singapore", "United States",
        "Mexico", "Brazil", "Las Vegas", "Qatar", "Abu Dhabi"]


def g_sports():
    m = R.random()
    y, mo, dd = ch([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    if m < 0.22:
        a, b = R.sample(EPL, 2)
        return "EPL.%d.%02d.%02d.%s.vs.%s.%s.%s-%s" % (y, mo, dd, dot(a), dot(b), ch(["720p", "1080p"]),
                                                       ch(["WEB.h264", "HDTV.x264", "SKY.WEB-DL.AAC2.0.H.264"]),
                                                       ch(["SPORTSNET", "VERUM", "ACES", "CBFM", "WaLMaRT"]))
    if m < 0.36:
        a, b = R.sample(NFL, 2)
        return "NFL.%d.Week.%02d.%s.vs.%s.%s.WEB.h264-%s" % (y, R.randint(1, 18), a, b, ch(["720p", "1080p"]),
                                                            ch(["SPORTSNET", "MiNT", "VERUM", "NFLTV"]))
    if m < 0.5:
        return "Formula1.%d.Round%02d.%s.%s.%s.F1TV.WEB-DL.AAC2.0.H.264-%s" % (
            y, R.randint(1, 24), dot(ch(F1GP)), ch(["Race", "Qualifying", "Sprint", "Practice.One", "Pre-Race.Buildup"]),
            ch(["1080p", "2160p", "720p"]), ch(["MWR", "F1CARRERAS", "smcgill1969", "VERUM"]))
    if m < 0.6:
        a, b = R.sample(NBA, 2)
        return "NBA.%d.%02d.%02d.%s.vs.%s.%s.WEB.h264-%s" % (y, mo, dd, a, b, ch(["720p", "1080p"]), ch(["SPORTSNET", "MiNT", "ROKU"]))
    if m < 0.7:
        return "UFC.%d.%s.vs.%s.%s.%s-%s" % (R.randint(290, 320), ch(["Jones", "Pereira", "Makhachev", "Topuria", "Adesanya",
                                                                      "Du.Plessis", "Volkanovski", "Aspinall"]),
                                             ch(["Miocic", "Prochazka", "Poirier", "Holloway", "Strickland", "Chimaev",
                                                 "Ankalaev", "Gane"]), ch(["PPV", "Prelims", "Early.Prelims", "Main.Card"]),
                                             ch(["1080p.WEB.h264", "720p.HDTV.x264", "1080p.UFCFP.WEB-DL.AAC2.0.H.264"]),
                                             ch(["VERUM", "SHREDDiE", "CBFM"]))
    if m < 0.78:
        return "WWE.%s.%d.%02d.%02d.%s.WEB.h264-%s" % (ch(["Monday.Night.Raw", "SmackDown", "NXT", "Royal.Rumble",
                                                           "WrestleMania.41.Night.1"]), y, mo, dd, ch(["720p", "1080p"]),
                                                      ch(["HEEL", "Star", "PLUTONiUM"]))
    if m < 0.86:
        a, b = R.sample(EURO, 2)
        return "UEFA.Champions.League.%d.%02d.%02d.%s.vs.%s.%s.WEB.h264-%s" % (y, mo, dd, dot(a), dot(b),
                                                                                ch(["720p", "1080p", "2160p"]), ch(["SPORTSNET", "ACES"]))
    if m < 0.92:
        return "%s.%d.%s.%s.%s" % (ch(["MotoGP", "Tour.de.France", "Wimbledon", "Roland.Garros", "The.Masters",
                                       "Six.Nations", "The.Ashes", "Super.Bowl.LIX", "Giro.d.Italia", "Darts.World.Championship"]),
                                   y, ch(["Stage.%02d" % R.randint(1, 21), "Round%02d.Race" % R.randint(1, 20), "Final",
                                          "Day.%d" % R.randint(1, 5), "Mens.Final", "Womens.Semi.Final", "Highlights"]),
                                   ch(["1080p.HDTV.x264", "720p.WEB.h264", "1080p.WEB-DL.AAC2.0.H.264"]),
                                   "-" + ch(["VERUM", "SPORTSNET", "CBFM", "WaLMaRT"]))
    return "MLB.%d.%02d.%02d.%s.vs.%s.%s.WEB.h264-SPORTSNET" % (y, mo, dd, ch(["Yankees", "Dodgers", "Mets", "Cubs", "Astros"]),
                                                              ch(["Red.Sox", "Giants", "Braves", "Cardinals", "Padres"]),
                                                              ch(["720p", "1080p"]))


FOREIGN_SHOWS = [("GERMAN", ["Tatort", "Der Alte", "SOKO Leipzig", "Die Anstalt", "Wer wird Millionaer", "Bauer sucht Frau",
                             "Das Traumschiff", "Babylon Berlin", "Die Hoehle der Loewen", "Lets Dance", "Der Bergdoktor",
                             "Hubert ohne Staller", "Notruf Hafenkante", "Inas Nacht", "Schlag den Star"]),
                 ("FRENCH", ["Koh-Lanta", "Capitaine Marleau", "HPI", "Dix pour cent", "Qui veut gagner des millions",
                             "Des chiffres et des lettres", "Lupin", "Baron Noir", "Astrid et Raphaelle", "Un si grand soleil"]),
                 ("DUTCH", ["Boer zoekt Vrouw", "Flikken Maastricht", "Wie is de Mol", "Undercover", "De Luizenmoeder"]),
                 ("SWEDiSH", ["Beck", "Var tid ar nu", "Bonusfamiljen", "Solsidan", "Pa sparet"]),
                 ("DANiSH", ["Borgen", "Forbrydelsen", "Badehotellet", "Matador"]),
                 ("NORWEGiAN", ["Skam", "Exit", "Lykkeland", "Heimebane", "Nytt pa nytt"]),
                 ("SPANiSH", ["La Casa de Papel", "El Hormiguero", "Elite", "Pasapalabra", "Cuentame como paso", "Los Serrano"]),
                 ("iTALiAN", ["Il Commissario Montalbano", "L amica geniale", "Don Matteo", "Chi l ha visto", "Mare fuori"]),
                 ("POLiSH", ["Rancho", "Ojciec Mateusz", "Milionerzy", "Rojst", "Ranczo"]),
                 ("FiNNiSH", ["Sorjonen", "Karppi", "Putous"])]
FOREIGN_FILMS = [("GERMAN", "Das Lehrerzimmer", 2023), ("GERMAN", "Im Westen nichts Neues", 2022), ("GERMAN", "Sonne und Beton", 2023),
                 ("GERMAN", "Die Schule der magischen Tiere 3", 2024), ("FRENCH", "Anatomie d une chute", 2023),
                 ("FRENCH", "Le Comte de Monte-Cristo", 2024), ("FRENCH", "L Amour ouf", 2024), ("FRENCH", "Le Regne animal", 2023),
                 ("SPANiSH", "La Sociedad de la Nieve", 2023), ("SPANiSH", "As Bestas", 2022), ("iTALiAN", "C e ancora domani", 2023),
                 ("iTALiAN", "Parthenope", 2024), ("DANiSH", "Bastarden", 2023), ("NORWEGiAN", "Verdens verste menneske", 2021),
                 ("JAPANESE", "Kaibutsu", 2023), ("KOREAN", "Heojil Kyolshim", 2022), ("KOREAN", "Pamyo", 2024),
                 ("HINDI", "Pathaan", 2023), ("HINDI", "Laapataa Ladies", 2024), ("TELUGU", "Kalki 2898 AD", 2024),
                 ("TAMIL", "Jailer", 2023), ("POLiSH", "Chlopi", 2023), ("FiNNiSH", "Kuolleet lehdet", 2023),
                 ("SWEDiSH", "Triangle of Sadness", 2022), ("CHINESE", "Liu Lang Di Qiu 2", 2023)]
FOREIGN_GRP = ["WvF", "TVARCHiV", "TMSF", "DETAiLS", "FW", "SUPPLY", "AMB3R", "NoTag", "GGWP", "HEiGHTS", "DUBBiNGS",
               "iTALiAN-MeM", "NovaRip", "SQS", "RAPiDCOWS", "TViLLAGE", "DKiDS", "MTZ", "ZZGtv", "NORDiCHD", "PLSUB", "FiNHD"]


def g_foreign_scene():
    m = R.random()
    if m < 0.62:
        lang, shows = ch(FOREIGN_SHOWS)
        show = ch(shows)
        if chance(0.3):
            return "%s.S%02dE%02d.%s.%s.%s-%s" % (dot(show), season(), R.randint(1, 20), lang,
                                                 ch(["720p", "1080p"]), ch(["WEB.h264", "HDTV.x264", "WEB.H265"]), ch(FOREIGN_GRP))
        if chance(0.4):
            return "%s.%d.%02d.%02d.%s.%s.WEB.h264-%s" % (dot(show), ch([2024, 2025]), R.randint(1, 12), R.randint(1, 28),
                                                           lang, ch(["720p", "1080p"]), ch(FOREIGN_GRP))
        tag = ch([lang, lang, "MULTi", lang + ".DL"] if lang == "GERMAN" else [lang, lang, "MULTi", "VOSTFR" if lang == "FRENCH" else lang])
        return "%s.S%02dE%02d.%s.%s.%s-%s" % (dot(show), season(), R.randint(1, 20), tag,
                                             ch(["1080p", "720p", "2160p"]), ch(["WEB.H264", "WEB-DL.DDP5.1.H.264", "HDTV.x264"]),
                                             ch(FOREIGN_GRP))
    lang, t, y = ch(FOREIGN_FILMS)
    tag = lang if chance(0.6) else ch(["MULTi", "SUBBED", lang + ".DL" if lang == "GERMAN" else "TRUEFRENCH" if lang == "FRENCH" else lang])
    return "%s.%d.%s.%s.%s-%s" % (dot(t), y, tag, ch(["1080p", "720p", "2160p"]),
                                  ch(["BluRay.x264", "WEB.H264", "AMZN.WEB-DL.DDP5.1.H.264", "BDRip.x264", "NF.WEB-DL.DDP5.1.H.265"]),
                                  ch(FOREIGN_GRP))


XSITES = ["Brazzers", "RealityKings", "Vixen", "Tushy", "Blacked", "BangBros", "NaughtyAmerica", "MetArt", "PureTaboo",
          "EvilAngel", "Private", "Nubiles", "TeamSkeet", "Deeper", "Babes", "SexArt", "DigitalPlayground", "MetArtX",
          "Hegre", "WowGirls", "AllOver30", "FemJoy", "Nympho", "Slayed", "Twistys", "MofosNetwork", "LetsDoeIt"]
XFIRST = ["Lena", "Mia", "Ava", "Chloe", "Nina", "Jade", "Luna", "Kira", "Tessa", "Ruby", "Sasha", "Vera", "Eva", "Zoe",
          "Lexi", "Maya", "Alina", "Bella", "Dana", "Ivy"]
XLAST = ["Rivers", "Stone", "Blaze", "Vale", "Cross", "Monroe", "Lane", "Storm", "Reyes", "Fox", "Knight", "Winters",
         "Sky", "Rose", "Belle", "Star", "Hart", "Sinclair"]
XTITLES = ["Sunday Morning", "The Interview", "Poolside", "Private Lesson", "Room Service", "Late Checkout", "Office Hours",
           "Weekend Away", "The Audition", "Summer Heat", "Golden Hour", "Between the Sheets", "After Party",
           "The Photographer", "Night Shift", "Make Up Sex", "Rainy Day", "House Rules", "The Neighbor", "Cabin Fever"]
XGRP = ["XLeech", "KTR", "P2P", "WRB", "NBQ", "GUSH", "iPT", "SPRD", "XC", "YAPG", "VSEX", "PRT", "BTWN", "TRASHBIN"]


def xperf():
    return ch(XFIRST) + " " + ch(XLAST)


def g_xxx():
    site = ch(XSITES)
    y, mo, dd = ch([23, 24, 25]), R.randint(1, 12), R.randint(1, 28)
    m = R.random()
    p1 = xperf()
    if m < 0.45:
        who = dot(p1) + (".And." + dot(xperf()) if chance(0.25) else "")
        tt = "." + dot(ch(XTITLES)) if chance(0.4) else ""
        return "%s.%d.%02d.%02d.%s%s.XXX.%s.%s-%s" % (site, y, mo, dd, who, tt, ch(["1080p", "2160p", "720p", "480p"]),
                                                      ch(["HEVC.x265", "MP4", "MP4", "x264"]), ch(XGRP))
    if m < 0.65:
        return "[%s] %s - %s (%02d.%02d.20%d) [%s]" % (site, p1, ch(XTITLES), dd, mo, y, ch(["1080p", "2160p", "720p", "4K"]))
    if m < 0.78:
        return "%s - %s - %s %s" % (site, p1, ch(XTITLES), ch(["2160p", "1080p", "(Full HD)", "[SD]"]))
    if m < 0.88:
        return "%s.%s.%d.XXX.%s-%s" % (dot(site), ch(["Gold", "Specials", "Exclusive", "Collection", "Best.Of"]),
                                       R.randint(1, 300), ch(["DVDRip.x264", "WEB-DL.1080p.MP4", "720p.WEBRip.MP4"]), ch(XGRP))
    if m < 0.94:
        return "%s - %s %d (%s)" % (ch(["Playboy USA", "Playboy Germany", "Penthouse", "Hustler"]), MONTH[mo - 1],
                                    2000 + y, ch(["PDF", "True PDF", "HQ"]))
    return "%s %s.XXX.%s.%s-%s" % (site, dot(p1), ch(["SiteRip", "Complete.Collection", "Photoset"]), ch(["1080p", "MP4", "JPG"]), ch(XGRP))


DOCS = ["The Secret Life of the Ocean", "Inside the Human Brain", "The Rise of the Machines", "Lost Cities of the Amazon",
        "The Hidden Universe", "Volcano Chasers", "The Last Glaciers", "Secrets of the Pyramids", "The Story of Maths",
        "Inside Chernobyl", "The Silk Road", "Wild Isles", "Life on Our Planet", "The Vietnam War", "Ancient Apocalypse",
        "How the Universe Works", "The Cell", "Frozen Planet", "Untold", "The Men Who Stare at Goats", "Ocean with David Attenborough",
        "The Age of AI", "The Truth About Sugar", "Atomic Secrets", "Rome Empire of Blood", "The Human Body", "Deep Time",
        "The Great War in Colour", "Planet Earth III", "The Mystery of Matter", "Secret Life of Bees", "Operation Overlord",
        "Why We Sleep", "Who Killed the Dinosaurs", "Is Anybody Out There", "Can We Cool the Planet"]


def g_doc():
    t = ch(DOCS)
    m = R.random()
    y = ch([2019, 2020, 2021, 2022, 2023, 2024, 2025])
    if m < 0.3:
        return "%s - %d - %s (%s) MVGroup.mkv" % (ch(["BBC Horizon", "BBC Four", "Channel 4", "PBS Nova", "Arte", "NHK World",
                                                     "Smithsonian Channel", "National Geographic"]), y, t,
                                                 ch(["1080p HDTV x265 AAC", "720p HDTV x264 AAC", "1080p WEB x265 AAC"]))
    if m < 0.5:
        return "%s.S%02dE%02d.%s.%s.WEB.h264-%s" % (ch(["Nova", "Frontline", "Nature", "Horizon", "American.Experience",
                                                        "Secrets.of.the.Dead", "Independent.Lens"]), R.randint(30, 52),
                                                    R.randint(1, 20), dot(t), ch(["720p", "1080p"]), ch(["BAE", "NTb", "GOSSIP", "TEPES"]))
    if m < 0.65:
        return "%s.%d.DOKU.GERMAN.%s.WEB.h264-%s" % (dot(t), y, ch(["720p", "1080p"]), ch(["TVARCHiV", "WvF", "DOKUMANiA"]))
    if m < 0.8:
        return "%s.%d.%s.%s.WEB-DL.%s.%s-%s" % (dot(t), y, ch(["1080p", "2160p"]), ch(["NF", "AMZN", "DSNP", "ATVP", "iP"]),
                                                ch(["DDP5.1", "AAC2.0", "DDP5.1.Atmos"]), ch(["H.264", "H.265"]), ch(P2P_TV_GRP))
    if m < 0.9:
        return "%s (%d) - Documentary %s" % (t, y, ch(["1080p", "720p", "[x265]", "HD", ""]))
    return "%s.%d.Part%d.%s.HDTV.x264-%s" % (dot(t), y, R.randint(1, 6), ch(["720p", "1080p"]), ch(["DOCERE", "TVCUK", "C4TV"]))


def rel_name():
    k = R.random()
    if k < 0.45:
        return g_tv_scene()
    if k < 0.8:
        return g_film()
    if k < 0.9:
        return g_music()
    return g_xxx() if chance(0.5) else g_game()


def g_obfuscated():
    name = rel_name()
    n = R.randint(8, 180)
    i = R.randint(1, n)
    P = R.randint(30, 200)
    h = ch([hexs(32), hexs(24), alnum(20), hexs(16)])
    part = ("%03d" % i) if n > 99 else ("%02d" % i)
    m = R.random()
    if m < 0.3:
        return '%s [%d/%d] - "%s.part%s.rar" yEnc (1/%d)' % (name, i, n, h, part, P)
    if m < 0.5:
        if "XXX" in name or "[" in name[:1]:
            grp = "erotica"
        else:
            grp = ch(["teevee", "moovee", "multimedia", "hdtv.x264", "boneless", "misc"])
        return '[%d]-[FULL]-[#a.b.%s@EFNet]-[ %s ]-[%02d/%02d] - "%s.r%02d" yEnc (1/%d)' % (
            R.randint(100000, 999999), grp, name, i, n, h, min(i - 1, 99), P)
    if m < 0.65:
        return '%s - "%s.vol%03d+%02d.par2" yEnc (1/%d)' % (name, h, R.randint(0, 63), ch([1, 2, 4, 8, 16]), R.randint(1, 40))
    if m < 0.78:
        return '%s [PRiVATE] (%s) [%02d/%d] - "%s.7z.%03d" yEnc (1/%d)' % (name, hexs(8), i, n, alnum(12), i, P)
    if m < 0.9:
        return '%s - %s [%02d/%02d] - "%s" yEnc (1/%d)' % (h, name, i, n, h + ch([".mkv", ".bin", ".001", ".nfo"]), P)
    return '%s - "%s.nzb" yEnc (1/1)' % (name, h)


# ---------------------------------------------------------------------------
# legit generators: no release structure
# ---------------------------------------------------------------------------
BARE_EXTRA = ["Twin Peaks", "The Sopranos", "The Wire", "Breaking Bad", "Mad Men", "Deadwood", "Fawlty Towers",
              "Blackadder", "The Office (UK)", "Peep Show", "Seinfeld", "Cheers", "Frasier", "The Twilight Zone",
              "Columbo", "Columbo", "Cowboy Bebop", "Neon Genesis Evangelion", "Mushishi", "Serial Experiments Lain",
              "The Prisoner", "I Claudius", "Edge of Darkness", "Threads", "Ghostwatch", "Nathan Barley",
              "Monty Python's Flying Circus", "Father Ted", "The Singing Detective", "Brideshead Revisited"]
BARE_NOTE = ["", "", "", "", " (1080p)", " - director's cut", " french with english subs", " remastered",
             " HD", " [restored]", " - 4K restoration", " extended edition", " DVD9", " (criterion)", " dubbed",
             " original mono", " with commentary", " (VHS rip)", " - english subs", " uncut", " (TV version)", " widescreen"]
SERIES_NOTE = ["", "", "", " complete", " season 1", " all seasons", " (DVD rips)", " - english subs", " remastered",
               " series 2", " complete series 1080p", " episodes 1-13", " (original broadcast)", " HD"]


def g_bare():
    m = R.random()
    if m < 0.55:
        t, y = ch(FILMS)
        t2 = t if chance(0.8) else t.lower()
        return (t2 + (" (%d)" % y if chance(0.5) else (" %d" % y if chance(0.3) else "")) + ch(BARE_NOTE)).strip()
    if m < 0.8:
        return (ch(BARE_EXTRA) + ch(SERIES_NOTE)).strip()
    if m < 0.9:
        return "%s season %d" % (ch(TV_SHOWS), season()) + ch(["", " complete", " episodes 1-6", " (no subs)"])
    return ch(ANIME) + ch([" - english dub", " complete", " movie", " OVA", " BD box"])


SINGLES = [("Kate Bush", "Running Up That Hill"), ("Chappell Roan", "Good Luck, Babe!"), ("Sabrina Carpenter", "Espresso"),
           ("Charli xcx", "360"), ("Kendrick Lamar", "Not Like Us"), ("Billie Eilish", "Birds of a Feather"),
           ("Beyonce", "Texas Hold 'Em"), ("Taylor Swift", "Fortnight"), ("Dua Lipa", "Houdini"), ("Radiohead", "Karma Police"),
           ("Daft Punk", "One More Time"), ("Nirvana", "Smells Like Teen Spirit"), ("The Beatles", "Here Comes the Sun"),
           ("Queen", "Bohemian Rhapsody"), ("Fleetwood Mac", "Dreams"), ("Prince", "Purple Rain"), ("Bjork", "Joga"),
           ("Massive Attack", "Teardrop"), ("New Order", "Blue Monday"), ("Joy Division", "Love Will Tear Us Apart"),
           ("The Cure", "Just Like Heaven"), ("Aphex Twin", "Avril 14th"), ("Fred again..", "Delilah (pull me out of this)"),
           ("Hozier", "Too Sweet"), ("Tommy Richman", "Million Dollar Baby"), ("Shaboozey", "A Bar Song (Tipsy)"),
           ("Benson Boone", "Beautiful Things"), ("Doechii", "Denial Is a River"), ("Lady Gaga and Bruno Mars", "Die with a Smile"),
           ("Rose and Bruno Mars", "APT."), ("Gracie Abrams", "That's So True"), ("Teddy Swims", "Lose Control"),
           ("Miley Cyrus", "Flowers"), ("The Weeknd", "Blinding Lights"), ("Harry Styles", "As It Was"),
           ("Stromae", "Alors on danse"), ("Rammstein", "Du hast"), ("Edith Piaf", "Non, je ne regrette rien"),
           ("Ryuichi Sakamoto", "Merry Christmas Mr. Lawrence"), ("PSY", "Gangnam Style"), ("Mariya Takeuchi", "Plastic Love"),
           ("Oasis", "Wonderwall"), ("Blur", "The Universal"), ("Pulp", "Common People"), ("Bronski Beat", "Smalltown Boy"),
           ("Kraftwerk", "The Model"), ("Underworld", "Born Slippy .NUXX"), ("Robyn", "Dancing On My Own"),
           ("LCD Soundsystem", "All My Friends"), ("Arctic Monkeys", "Do I Wanna Know?"), ("Clairo", "Sofia"),
           ("Ed Sheeran", "Shape of You"), ("Adele", "Someone Like You"), ("Whitney Houston", "I Wanna Dance with Somebody"),
           ("Mr. Probz", "Waves"), ("Sophie Ellis-Bextor", "Murder on the Dancefloor"), ("Rick Astley", "Never Gonna Give You Up")]


def g_single():
    a, s = ch(SINGLES)
    m = R.random()
    if m < 0.4:
        return "%s - %s" % (a, s)
    if m < 0.6:
        return "%s - %s%s" % (a, s, ch([".mp3", ".flac", " (Radio Edit).mp3", " [320].mp3", ".m4a"]))
    if m < 0.75:
        return "%s - %s (%s)" % (a, s, ch(["Extended Mix", "Live at Glastonbury", "Acoustic", "Remastered 2011", "Demo",
                                           "Single Version", "Instrumental", "12\" Version", "Official Video 4K"]))
    if m < 0.87:
        return "%02d. %s - %s" % (R.randint(1, 14), a, s)
    return "%s by %s%s" % (s, a, ch(["", " (cover)", " - piano version", " karaoke"]))


PODCASTS = ["The Rest Is History", "Radiolab", "99% Invisible", "Hardcore History", "Conan O'Brien Needs a Friend",
            "The Daily", "Stuff You Should Know", "Lex Fridman Podcast", "This American Life", "Serial", "Criminal",
            "Reply All", "Revisionist History", "In Our Time", "No Such Thing As A Fish", "The Adventure Zone",
            "Welcome to Night Vale", "Behind the Bastards", "Hidden Brain", "Science Vs", "Odd Lots", "The Rest Is Politics",
            "Empire", "You're Dead to Me", "Dear Hank and John", "Fall of Civilizations", "The Memory Palace",
            "Song Exploder", "Ologies", "Football Weekly", "The Anfield Wrap", "Decoder", "Hard Fork", "Acquired",
            "The Magnus Archives", "Dan Snow's History Hit", "More or Less", "Desert Island Discs", "Off Menu"]
POD_TOPICS = ["The Library of Alexandria", "Why Do Cats Purr?", "The Great Emu War", "Inflation, Explained",
              "The Titanic (Part 3)", "Napoleon's Hundred Days", "The Voynich Manuscript", "How Sleep Works",
              "The Fall of Constantinople (Part 2)", "Octopuses", "The Dancing Plague of 1518", "Who Built Stonehenge?",
              "The Tulip Mania", "Chernobyl: The Night Shift", "Fermat's Last Theorem", "The Cuban Missile Crisis",
              "Interview with a Volcanologist", "Mailbag", "Live from London", "The History of Salt", "Bonus Episode",
              "The Rise of the Machines", "Ask Us Anything", "Rome's Worst Emperors", "The Bronze Age Collapse",
              "Season Finale", "The Cult of the Dead Cow", "The Battle of Hastings", "Mushrooms", "Trailer"]


def g_podcast():
    p = ch(PODCASTS)
    t = ch(POD_TOPICS)
    m = R.random()
    if m < 0.35:
        return "%s - %d - %s" % (p, R.randint(1, 620), t)
    if m < 0.6:
        return "%s Ep. %d: %s.mp3" % (p, R.randint(1, 620), t)
    if m < 0.78:
        return "%s %d-%02d-%02d %s" % (p, ch([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28), t)
    if m < 0.9:
        return "%s - %s" % (p, t)
    return "%s archive %d (%d episodes, mp3)" % (p, ch([2020, 2021, 2022, 2023, 2024]), R.randint(40, 260))


LECTURES = [("MIT 18.06 Linear Algebra", ["Eigenvalues and Eigenvectors", "The Geometry of Linear Equations", "Orthogonal Matrices",
                                          "Singular Value Decomposition", "Determinant Formulas"]),
            ("MIT 6.006 Introduction to Algorithms", ["Dynamic Programming", "Hashing", "Shortest Paths", "Sorting"]),
            ("Stanford CS229 Machine Learning", ["Logistic Regression", "Kernels", "Neural Networks", "EM Algorithm"]),
            ("Yale PSYC 110 Introduction to Psychology", ["Foundations: This Is Your Brain", "Freud", "What Is It Like to Be a Baby"]),
            ("Harvard CS50", ["Week 4 Memory", "Week 0 Scratch", "Week 6 Python", "Week 9 Flask"]),
            ("Berkeley CS61A", ["Recursion", "Higher-Order Functions", "Iterators and Generators", "Interpreters"]),
            ("Yale HIST 202 European Civilization", ["Renaissance Society", "The French Revolution", "Stalinism"]),
            ("MIT 8.01 Classical Mechanics", ["Kinematics", "Work and Energy", "Angular Momentum"]),
            ("Oxford Mathematics", ["Analysis I", "Groups and Group Actions", "Probability"]),
            ("The Great Courses - Understanding the Universe", ["Black Holes", "The Big Bang", "Dark Energy"])]


def g_lecture():
    m = R.random()
    if m < 0.6:
        c, topics = ch(LECTURES)
        return "%s - Lecture %d%s" % (c, R.randint(1, 34), ch([": " + ch(topics), " - " + ch(topics), "", " (%d)" % ch([2010, 2015, 2020, 2023])]))
    if m < 0.75:
        return "Royal Institution Christmas Lectures %d - Lecture %d" % (R.randint(1995, 2024), R.randint(1, 3))
    if m < 0.87:
        return "Gresham College - %s" % ch(["The Mathematics of Voting", "A History of Plague", "Why Bridges Fall Down",
                                            "The Psychology of Money", "How Vaccines Work", "Is There Life on Mars?",
                                            "The Art of the Con: Fraud Through History", "Can We Trust the Statistics?"])
    return "Richard Feynman - %s" % ch(["Messenger Lectures 1964 - The Character of Physical Law Part %d" % R.randint(1, 7),
                                        "QED Lectures Auckland 1979 Part %d" % R.randint(1, 4),
                                        "Fun to Imagine (BBC 1983)", "The Pleasure of Finding Things Out (1981)"])


OTR = ["Suspense", "The Shadow", "Dragnet", "Gunsmoke", "X Minus One", "Dimension X", "Lights Out", "The Whistler",
       "Yours Truly Johnny Dollar", "Lux Radio Theatre", "The Mercury Theatre on the Air", "Inner Sanctum Mysteries",
       "The Jack Benny Program", "Fibber McGee and Molly"]
RADIO_EP = ["Sorry, Wrong Number", "The War of the Worlds", "Three Skeleton Key", "The Hitchhiker", "The Marsian Chronicles",
            "Nightmare", "The House in Cypress Canyon", "Donovan's Brain", "Zero Hour", "The Dead Man's Story", "Leiningen vs the Ants"]


def g_radio():
    m = R.random()
    y, mo, dd = ch([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    if m < 0.28:
        return "OTR - %s - %d-%02d-%02d - %s" % (ch(OTR), R.randint(1937, 1959), mo, dd, ch(RADIO_EP))
    if m < 0.43:
        return "BBC Radio 4 - The Archers %d-%02d-%02d" % (y, mo, dd)
    if m < 0.58:
        return "BBC Radio 4 - %s - %s" % (ch(["Afternoon Drama", "Saturday Drama", "Book at Bedtime", "Drama on 4", "Fiction Hour"]),
                                          ch(["The Secret Agent", "Middlemarch (Episode %d)" % R.randint(1, 10), "Dracula",
                                              "A Small Town Murder", "The Old Curiosity Shop", "Life at Absolute Zero",
                                              "The Quatermass Memoirs", "Who Killed My Father?"]))
    if m < 0.73:
        return "Die drei ??? - Folge %d - %s" % (R.randint(1, 230), ch(["und der Super-Papagei", "und der Karpatenhund",
                                                                           "und das Gespensterschloss", "und der Fluch des Rubins",
                                                                           "und die Schattenmaenner", "und der dunkle Taipan"]))
    if m < 0.83:
        return "%s - Folge %d" % (ch(["TKKG", "John Sinclair", "Fuenf Freunde", "Benjamin Bluemchen", "Bibi Blocksberg",
                                      "Gabriel Burns", "Point Whitmark"]), R.randint(1, 240))
    if m < 0.92:
        return "The Hitchhiker's Guide to the Galaxy - %s Phase - Fit the %s" % (
            ch(["Primary", "Secondary", "Tertiary"]), ch(["First", "Second", "Third", "Fourth", "Fifth", "Sixth"]))
    return "Big Finish - Doctor Who - %s (%d)" % (ch(["The Chimes of Midnight", "Spare Parts", "Jubilee", "The Kingmaker",
                                                      "Storm Warning", "Dalek Empire"]), R.randint(2000, 2024))


def g_sermon():
    m = R.random()
    y, mo, dd = ch([2022, 2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    title = ch(["Grace Upon Grace", "The Prodigal Son", "When God Is Silent", "Faith Over Fear", "Loving Your Enemies",
                "Blessed Are the Poor in Spirit", "Are You Ready?", "Don't Miss Out on Heaven", "Come As You Are",
                "The Good Shepherd", "Hope in the Dark", "Free Gift of Grace", "What Must I Do to Be Saved?",
                "Treasure in Heaven", "The Debt Has Been Paid", "Ask, Seek, Knock"])
    ref = "%s %d:%d" % (ch(["Romans", "John", "Luke", "Psalm", "Matthew", "Isaiah", "Ephesians", "Hebrews"]), R.randint(1, 20), R.randint(1, 30))
    if m < 0.35:
        return "Pastor %s %s - %s (%s) %d-%02d-%02d" % (ch(FIRST), ch(LAST), title, ref, y, mo, dd)
    if m < 0.5:
        return "Sunday Service %d-%02d-%02d - %s" % (y, mo, dd, ch(["St Mary's Parish", "Grace Community Church",
                                                                     "First Baptist Church", "Redeemer Presbyterian", "Hillsong London"]))
    if m < 0.62:
        return "Tim Keller - %s" % title
    if m < 0.72:
        return "Charles Spurgeon - Sermon %d - %s (audio)" % (R.randint(1, 3500), title)
    if m < 0.84:
        return "Khutbah Jumu'ah %d-%02d-%02d - %s" % (y, mo, dd, ch(["Patience in Hardship", "Gratitude", "The Rights of Neighbours",
                                                                       "Honesty in Trade", "Preparing for Ramadan"]))
    return "Rabbi %s %s - Parashat %s %d" % (ch(FIRST), ch(LAST), ch(["Bereshit", "Noach", "Lech Lecha", "Vayera", "Shemot",
                                                                       "Yitro", "Kedoshim", "Balak"]), ch([5784, 5785, 5786]))


def g_match():
    m = R.random()
    y, mo, dd = ch([1970, 1986, 1999, 2005, 2012, 2018, 2022, 2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    if m < 0.4:
        a, b = R.sample(EPL + EURO, 2)
        return "%s vs %s - %s %d-%02d-%02d - %s" % (a, b, ch(["Premier League", "Champions League", "FA Cup", "Europa League",
                                                               "friendly", "League Cup"]), y, mo, dd,
                                                    ch(["full match", "1st half", "2nd half", "extended highlights", "full match (Sky)"]))
    if m < 0.55:
        a, b = R.sample(["Brazil", "Italy", "Germany", "Argentina", "France", "England", "Netherlands", "Spain", "Croatia"], 2)
        return "World Cup %d %s %s vs %s (full match%s)" % (ch([1970, 1974, 1982, 1986, 1998, 2006, 2014, 2022]),
                                                            ch(["Final", "Semi-final", "Quarter-final", "Group Stage"]), a, b,
                                                            ch(["", ", colour", ", English commentary", ", German TV"]))
    if m < 0.68:
        return "Chess: %s - Game %d" % (ch(["Carlsen vs Nepomniachtchi WCC 2021", "Ding vs Nepomniachtchi WCC 2023",
                                             "Gukesh vs Ding WCC 2024", "Kasparov vs Deep Blue 1997", "Fischer vs Spassky 1972"]),
                                         R.randint(1, 14))
    if m < 0.8:
        return "%s %d - %s" % (ch(["Snooker World Championship", "PDC World Darts Championship", "Wimbledon", "US Open Tennis",
                                   "The Open Championship", "Ryder Cup"]), ch([2023, 2024, 2025]),
                               ch(["Final Session %d" % R.randint(1, 4), "Final", "Day %d" % R.randint(1, 4), "Semi Final"]))
    if m < 0.9:
        a, b = R.sample(NFL, 2)
        return "%s at %s %d %s" % (a, b, ch([2023, 2024, 2025]), ch(["condensed game", "full game", "all-22", "radio call"]))
    return "%s v %s - %s Round %d %d" % (ch(["Leinster", "Munster", "Saracens", "Toulouse", "Wigan Warriors", "St Helens"]),
                                          ch(["Ulster", "Leicester Tigers", "Racing 92", "Bath", "Leeds Rhinos", "Warrington Wolves"]),
                                          ch(["URC", "Premiership Rugby", "Champions Cup", "Super League"]), R.randint(1, 22),
                                          ch([2024, 2025]))


def g_news():
    y, mo, dd = ch([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    m = R.random()
    prog = ch(["BBC News at Six", "BBC News at Ten", "Channel 4 News", "PBS NewsHour", "ABC World News Tonight", "NBC Nightly News",
               "60 Minutes", "Meet the Press", "Face the Nation", "NHK World Newsline", "Al Jazeera English - Inside Story",
               "ITV News at Ten", "Newsnight", "Tagesschau 20 Uhr", "heute journal", "Le 20h de France 2", "Sky News Tonight",
               "CBC The National", "Democracy Now!", "Weekend Edition Saturday"])
    if m < 0.5:
        return "%s %d-%02d-%02d" % (prog, y, mo, dd)
    if m < 0.75:
        return "%s - %s %d, %d" % (prog, MONTH[mo - 1], dd, y)
    if m < 0.9:
        return "%s %02d.%02d.%d" % (prog, dd, mo, y)
    return "%s election night coverage %d part %d" % (ch(["BBC", "CNN", "PBS", "CBC", "ABC Australia"]), ch([2019, 2020, 2022, 2024]),
                                                       R.randint(1, 8))


def g_personal():
    who = ch(["grandma's", "dad's", "my", "our", "uncle Bob's", "family", "mum's", "aunt Ria's", "granddad's", "the kids'"])
    what = ch(["vacation videos", "slides scanned", "camcorder tapes digitized", "vinyl rips", "cassette transfers",
               "photo backup", "wedding video", "home movies", "Super 8 films", "recipe scans", "holiday photos",
               "school concert recordings", "minidisc rips", "VHS transfers", "old letters scanned", "voice memos"])
    when = ch(["1978-1985", "1994", "1999", "2003", "summer 2011", "2015-2019", "80s", "part %d" % R.randint(1, 9),
               "batch %d" % R.randint(1, 30), "Christmas 1996", "1960s", "vol %d" % R.randint(1, 12)])
    m = R.random()
    if m < 0.5:
        return "%s %s %s" % (who, what, when)
    if m < 0.7:
        return "%s %s (%s)" % (who.capitalize(), what, when)
    if m < 0.85:
        return "%s_%s_%s" % (ch(["backup", "scan", "rip", "archive", "transfer"]), ch([2019, 2021, 2023, 2024, 2025]),
                             ch(["photos", "tapes", "slides", "music", "docs", "videos"])) + "_" + digits(ch([2, 3]))
    return ch(["Holiday %d Crete GoPro", "Wedding Jan and Ola %d", "Family reunion %d full", "Kids nativity play %d",
               "Road trip Norway %d dashcam", "Garden timelapse %d", "Dad's 60th birthday %d"]) % R.randint(1998, 2024)


FANEDITS = ["Star Wars (1977) Despecialized Edition v2.7", "The Hobbit - The Tolkien Edit", "The Phantom Edit",
            "Dune (1984) Spicediver Fan Edit", "Star Wars Episode III - Revenge of the Sith (Hal9000 edit)",
            "The Matrix Reloaded and Revolutions - Fan Recut", "Game of Thrones Season 8 - Fan Recut",
            "Alien 3 - Assembly Cut Restored", "The Lord of the Rings - Extended Extended Fan Edit",
            "Superman Returns - Fan Cut", "Batman v Superman - Trimmed Edition", "Prometheus - Engineer Cut",
            "Justice League - Snyder Cut Black and White", "Twin Peaks Fire Walk with Me - Missing Pieces Integrated",
            "Harry Potter and the Deathly Hallows - Combined Cut", "Terminator 2 - Ultimate Fan Cut",
            "Apocalypse Now - Workprint Reconstruction", "Blade Runner - Workprint Edition", "The Thing (1982) Colour Graded Fan Edit",
            "Spider-Man 3 - Editor's Cut (fan)", "Avatar The Last Airbender - Movie Cut", "Ghostbusters - Open Matte Fan Restore",
            "Indiana Jones Kingdom of the Crystal Skull - Fan Fix", "Hannibal Lecter Chronological Cut", "X-Men Origins Fan Edit"]


def g_fanedit():
    f = ch(FANEDITS)
    return f + ch(["", "", " (720p)", " 1080p", " [MKV]", " - v%d" % R.randint(2, 5), " by %s" % ch(["TM2YC", "Q2", "Hal9000",
                                                                                                     "Spence", "Harmy", "fan-editor"])])


def yymmdd():
    return "%02d%02d%02d" % (ch([23, 24, 25]), R.randint(1, 12), R.randint(1, 28))


NONLATIN = [
    lambda: "[Lilith-Raws] 薬屋のひとりごと - %02d [Baha][WEB-DL][1080p][AVC AAC][CHT][MP4]" % R.randint(1, 24),
    lambda: "葬送のフリーレン 第%d話 (1080p)" % R.randint(1, 28),
    lambda: "庆余年 第二季 第%d集 4K" % R.randint(1, 36),
    lambda: "繁花 第%d集 1080p WEB-DL" % R.randint(1, 30),
    lambda: "流浪地球2 The.Wandering.Earth.II.2023.%s.WEB-DL.H264.AAC-国语中字" % ch(["1080p", "2160p"]),
    lambda: "런닝맨.E%d.%s.1080p-NEXT" % (R.randint(650, 760), yymmdd()),
    lambda: "나 혼자 산다.E%d.%s.720p-NEXT" % (R.randint(480, 580), yymmdd()),
    lambda: "Слово пацана. Кровь на асфальте (2023) S01E%02d WEB-DL 1080p" % R.randint(1, 8),
    lambda: "Мастер и Маргарита (2024) WEB-DL %s" % ch(["1080p", "2160p", "720p"]),
    lambda: "Аудиокнига: Булгаков М. - Мастер и Маргарита (читает %s)" % ch(["Козий Е.", "Клюквин А.", "Терновский Е."]),
    lambda: "Высоцкий В. - Дискография (1961-1980) %s" % ch(["MP3", "FLAC"]),
    lambda: "Ирония судьбы, или С лёгким паром! (1975) %s" % ch(["BDRip 1080p", "DVDRip", "реставрация"]),
    lambda: "مسلسل الحشاشين الحلقة %d" % R.randint(1, 30),
    lambda: "أم كلثوم - %s" % ch(["انت عمري", "الأطلال", "ألف ليلة وليلة", "سيرة الحب"]),
    lambda: "فيلم الممر 2019 %s" % ch(["1080p", "720p", "WEB-DL"]),
    lambda: "पंचायत सीज़न %d एपिसोड %d" % (R.randint(1, 4), R.randint(1, 8)),
    lambda: "दंगल (2016) हिंदी %s" % ch(["1080p", "720p"]),
    lambda: "บุพเพสันนิวาส ตอนที่ %d" % R.randint(1, 15),
    lambda: "שטיסל עונה %d פרק %d" % (R.randint(1, 3), R.randint(1, 12)),
    lambda: "ארץ נהדרת עונה %d פרק %d" % (R.randint(18, 22), R.randint(1, 20)),
    lambda: "Το Καφέ της Χαράς S%02dE%02d" % (R.randint(1, 8), R.randint(1, 20)),
    lambda: "Μάνος Χατζιδάκις - Δισκογραφία (%s)" % ch(["FLAC", "MP3 320"]),
    lambda: "Слуга народу S%02dE%02d" % (R.randint(1, 3), R.randint(1, 24)),
    lambda: "第75回NHK紅白歌合戦 (2024) %s 1080p" % ch(["前半", "後半"]),
    lambda: "周杰伦 - %s (FLAC)" % ch(["范特西", "叶惠美", "七里香", "十一月的萧邦"]),
    lambda: "宇多田ヒカル - %s [FLAC 24bit]" % ch(["First Love", "BADモード", "SCIENCE FICTION", "Fantôme"]),
    lambda: "아이유 - %s (FLAC)" % ch(["꽃갈피", "Palette", "LILAC", "The Winning"]),
    lambda: "孤独のグルメ Season%d 第%d話" % (R.randint(1, 10), R.randint(1, 12)),
    lambda: "Бременские музыканты (1969) мультфильм %s" % ch(["DVDRip", "HD", "реставрация"]),
]


ADLIKE = [("film", "Catch Me If You Can", 2002), ("film", "Boiler Room", 2000), ("film", "The Wolf of Wall Street", 2013),
          ("film", "Get Rich or Die Tryin'", 2005), ("film", "Limitless", 2011), ("film", "Free Guy", 2021),
          ("film", "Don't Look Up", 2021), ("film", "Get Out", 2017), ("film", "Don't Worry Darling", 2022),
          ("film", "Don't Breathe", 2016), ("film", "Money Monster", 2016), ("film", "Dumb Money", 2023),
          ("film", "Casino Royale", 2006), ("film", "Casino", 1995), ("film", "The Gambler", 2014), ("film", "Rounders", 1998),
          ("film", "Hustlers", 2019), ("film", "Molly's Game", 2017), ("film", "Trading Places", 1983),
          ("film", "Risky Business", 1983), ("film", "Glengarry Glen Ross", 1992), ("film", "Click", 2006),
          ("film", "Slumdog Millionaire", 2008), ("film", "Call Me by Your Name", 2017),
          ("film", "Are You There God? It's Me, Margaret.", 2023), ("film", "Sorry to Bother You", 2018),
          ("film", "Take the Money and Run", 1969), ("film", "Uncut Gems", 2019), ("film", "Dirty Rotten Scoundrels", 1988),
          ("film", "Matchstick Men", 2003), ("film", "The Big Short", 2015), ("film", "Margin Call", 2011),
          ("film", "How to Lose a Guy in 10 Days", 2003), ("film", "Super Size Me", 2004), ("film", "Catfish", 2010),
          ("film", "Dating Amber", 2020), ("film", "Won't You Be My Neighbor?", 2018), ("film", "I Care a Lot", 2020),
          ("film", "The Tinder Swindler", 2022), ("film", "Fyre The Greatest Party That Never Happened", 2019),
          ("film", "Trust No One The Hunt for the Crypto King", 2022),
          ("film", "The Inventor Out for Blood in Silicon Valley", 2019), ("film", "Pain and Gain", 2013),
          ("film", "Wall Street Money Never Sleeps", 2010), ("film", "Drag Me to Hell", 2009), ("film", "Free Willy", 1993),
          ("tv", "Scam Interceptors", 0), ("tv", "Rip Off Britain", 0), ("tv", "Catfish The TV Show", 0),
          ("tv", "Deal or No Deal", 0), ("tv", "Cash Cab", 0), ("tv", "Who Wants to Be a Millionaire", 0),
          ("tv", "Money Heist", 0), ("tv", "Billions", 0), ("tv", "Hustle", 0), ("tv", "Inventing Anna", 0),
          ("tv", "Dirty Money", 0), ("tv", "American Greed", 0), ("tv", "Dont Tell the Bride", 0),
          ("tv", "Married at First Sight", 0), ("tv", "Love Is Blind", 0), ("tv", "Beat the Chasers", 0),
          ("tv", "Watchdog", 0), ("tv", "Pawn Stars", 0),
          ("song", "ABBA", "Money, Money, Money"), ("song", "Dire Straits", "Money for Nothing"), ("song", "Pink Floyd", "Money"),
          ("song", "Barrett Strong", "Money (That's What I Want)"), ("song", "Fifth Harmony", "Work from Home"),
          ("song", "Jessie J", "Price Tag"), ("song", "Destiny's Child", "Bills, Bills, Bills"),
          ("song", "The Beatles", "Can't Buy Me Love"), ("song", "Carly Rae Jepsen", "Call Me Maybe"), ("song", "Blondie", "Call Me"),
          ("song", "Radiohead", "Fitter Happier"), ("song", "Sugababes", "Push the Button"), ("song", "Daft Punk", "Get Lucky"),
          ("song", "Wu-Tang Clan", "C.R.E.A.M."), ("song", "Travie McCoy", "Billionaire"), ("song", "The O'Jays", "For the Love of Money"),
          ("song", "Kanye West", "Gold Digger"), ("song", "Lady Gaga", "Poker Face"),
          ("song", "Donna Summer", "She Works Hard for the Money"), ("song", "Madonna", "Material Girl"),
          ("song", "Bo Burnham", "Welcome to the Internet"), ("song", "Kendrick Lamar", "Money Trees"),
          ("song", "The Clash", "Should I Stay or Should I Go"), ("song", "Haddaway", "What Is Love"),
          ("song", "Baha Men", "Who Let the Dogs Out"), ("song", "Queen", "Don't Stop Me Now"),
          ("song", "The Supremes", "Stop! In the Name of Love"), ("song", "Tony Christie", "Is This the Way to Amarillo"),
          ("album", "Viagra Boys", "Street Worms (2018)"), ("album", "Viagra Boys", "Cave World (2022)"),
          ("album", "Happy Mondays", "Pills 'n' Thrills and Bellyaches (1990)"), ("album", "The Who", "The Who Sell Out (1967)"),
          ("album", "Dead Kennedys", "Give Me Convenience or Give Me Death (1987)"), ("album", "Patti Smith", "Horses (1975)"),
          ("album", "Spiritualized", "Ladies and Gentlemen We Are Floating in Space (1997)"),
          ("book", "Robert T. Kiyosaki", "Rich Dad Poor Dad"), ("book", "Timothy Ferriss", "The 4-Hour Workweek"),
          ("book", "Napoleon Hill", "Think and Grow Rich"), ("book", "Thomas J. Stanley", "The Millionaire Next Door"),
          ("book", "Dale Carnegie", "How to Win Friends and Influence People"), ("book", "T. Harv Eker", "Secrets of the Millionaire Mind"),
          ("book", "George S. Clason", "The Richest Man in Babylon"), ("book", "Vicki Robin", "Your Money or Your Life"),
          ("book", "Ramit Sethi", "I Will Teach You to Be Rich"), ("book", "Dave Ramsey", "The Total Money Makeover"),
          ("book", "John Carreyrou", "Bad Blood"), ("book", "Spencer Johnson", "Who Moved My Cheese?"),
          ("book", "Jason Fung", "The Obesity Code"), ("book", "Morgan Housel", "The Psychology of Money"),
          ("book", "Bill Perkins", "Die With Zero"), ("book", "Chris Voss", "Never Split the Difference"),
          ("book", "Frank W. Abagnale", "Scam Me If You Can"), ("book", "Mark Manson", "The Subtle Art of Not Giving a F*ck"),
          ("podcast", "Planet Money", ""), ("podcast", "Scam Goddess", ""), ("podcast", "Swindled", ""), ("podcast", "The Dropout", ""),
          ("podcast", "Darknet Diaries", ""), ("podcast", "Smart Passive Income", ""), ("podcast", "Side Hustle School", ""),
          ("podcast", "ChooseFI", ""), ("podcast", "How I Built This", ""), ("podcast", "The Missing Cryptoqueen", ""),
          ("podcast", "Dr. Death", ""), ("podcast", "Sold a Story", "")]


def render_adlike(item):
    kind, a, b = item
    m = R.random()
    if kind == "film":
        if m < 0.45:
            return "%s.%d.%s.%s-%s" % (dot(a), b, ch(["1080p", "720p", "2160p"]), ch(["BluRay.x264", "WEB.h264", "AMZN.WEB-DL.DDP5.1.H.264",
                                                                                   "BluRay.REMUX.AVC.DTS-HD.MA.5.1"]), ch(FILM_GRP))
        if m < 0.75:
            return "%s (%d)" % (a, b)
        return "%s (%d) [%s] [YTS.MX]" % (a, b, ch(["1080p", "720p"]))
    if kind == "tv":
        if m < 0.5:
            return "%s.S%02dE%02d.%s.%s-%s" % (dot(a), season(), R.randint(1, 12), ch(["720p", "1080p"]),
                                               ch(["HDTV.x264", "WEB.h264", "iP.WEB-DL.AAC2.0.H.264"]), ch(TV_GRP))
        if m < 0.8:
            return "%s - series %d episode %d" % (a, season(), R.randint(1, 10))
        return "%s Season %d" % (a, season())
    if kind == "song":
        if m < 0.55:
            return "%s - %s" % (a, b)
        return "%s - %s%s" % (a, b, ch([".mp3", " (Remastered).flac", " [Official Video]", " (Live)", ".m4a"]))
    if kind == "album":
        if m < 0.6:
            return "%s - %s [%s]" % (a, b, ch(["FLAC", "MP3 320", "24-96", "Vinyl Rip"]))
        title, yr = b.rsplit(" (", 1)
        return "%s-%s-%s-%s-%s" % (us(a), us(title), ch(["WEB", "REMASTERED-WEB", "CD", "VINYL"]), yr.rstrip(")"), ch(MUSIC_GRP))
    if kind == "book":
        if m < 0.45:
            return "%s - %s (%s)" % (a, b, ch(["epub", "retail epub", "azw3", "pdf"]))
        if m < 0.75:
            return "%s by %s - Unabridged Audiobook%s" % (b, a, ch(["", " [M4B]", " (MP3)"]))
        return "%s - %s (read by %s) [M4B]" % (a, b, ch(NARR))
    t = ch(POD_TOPICS)
    if m < 0.5:
        return "%s - Ep %d - %s" % (a, R.randint(1, 400), t)
    if m < 0.8:
        return "%s - %s" % (a, ch(["Episode %d" % R.randint(1, 12), "Trailer", "Bonus: Q and A", "Full Series (mp3)", t]))
    return "%s %d-%02d-%02d" % (a, ch([2022, 2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28))


# ---------------------------------------------------------------------------
# yEnc posting shells around legit names
# ---------------------------------------------------------------------------
SHELL_EXT = {
    "video": [".mkv", ".part01.rar", ".r00", ".vol00+01.par2", ".nfo", ".sfv", ".mp4", ".par2", ".7z.001", ".part001.rar", ".rar"],
    "audio": [".flac", ".mp3", ".sfv", ".nfo", ".m3u", ".par2", ".rar", ".zip", ".cue", ".log", ".jpg"],
    "text": [".epub", ".pdf", ".m4b", ".cbz", ".rar", ".par2", ".nfo", ".zip", ".mp3", ".azw3"],
    "soft": [".iso", ".rar", ".part01.rar", ".nfo", ".par2", ".7z.001", ".zip", ".r00"],
}
FAM_KIND = {"music_album": "audio", "discography": "audio", "single": "audio", "podcast": "audio", "radio_drama": "audio",
            "sermon": "audio", "lecture": "video", "audiobook": "text", "ebook": "text", "comic": "text", "magazine": "text",
            "software": "soft", "os_iso": "soft", "game": "soft", "game_gog": "soft", "game_repack": "soft"}
EXT_RE = re.compile(r"\.(mkv|mp4|mp3|flac|m4a|iso|exe|msi|dmg|deb|AppImage|zip|cbz|cbr|pdf|epub|img|pkg|zst|gz)$", re.I)


def legit_shell(name, fam):
    kind = FAM_KIND.get(fam, "video")
    N = ch([R.randint(2, 12), R.randint(10, 60), R.randint(40, 140)])
    i = R.randint(1, N)
    P = ch([1, R.randint(2, 30), R.randint(30, 400), R.randint(80, 900)])
    p = 1 if chance(0.7) else R.randint(1, P)
    if EXT_RE.search(name):
        fname = name
    else:
        base = name
        if kind == "audio" and chance(0.4):
            fname = "%02d - %s%s" % (R.randint(1, 14), ch(["Track", "Intro", "Part 1", "Side A", "Chapter 1"]), ch([".flac", ".mp3"]))
        else:
            fname = base + ch(SHELL_EXT[kind])
    m = R.random()
    if fname != name and not fname.startswith(name):
        m = ch([0.1, 0.7, 0.95])  # a bare track name alone would hide the release; keep the name in the subject
    if m < 0.3:
        return '%s [%02d/%02d] - "%s" yEnc (%d/%d)' % (name, i, N, fname, p, P)
    if m < 0.48:
        return '[%d/%d] - "%s" yEnc (%d/%d)' % (i, N, fname, p, P)
    if m < 0.6:
        return '"%s" yEnc (%d/%d)' % (fname, p, P)
    if m < 0.75:
        return '%s - [%02d/%02d] - "%s" yEnc (%d/%d)' % (name, i, N, fname, p, P)
    if m < 0.87:
        grp = ch(["teevee", "moovee", "multimedia", "sounds.mp3", "sounds.flac", "e-book", "cores", "boneless"])
        return '[%d]-[FULL]-[#a.b.%s@EFNet]-[ %s ]-[%02d/%02d] - "%s" yEnc (%d/%d)' % (
            R.randint(10000, 999999), grp, name, i, N, fname, p, P)
    return '(%s) [%d/%d] - "%s" yEnc (%d/%d)' % (name, i, N, fname, p, P)


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------
SEEN = set()
ROWS = []
NOISE_STATS = {"clean": 0, "noisy": 0}


def clean_title(s):
    s = re.sub(r"[\t\r\n\v\f\u2028\u2029\x85]+", " ", s)
    return s.strip()


def add(label, fam, title):
    t = clean_title(title)
    if not t:
        return False
    k = t.casefold()
    if k in SEEN:
        return False
    SEEN.add(k)
    ROWS.append((label, fam, t))
    return True


LEGIT_PLAN = [
    # family, target, generator, shell rate
    ("tv_scene", 260, g_tv_scene, 0.10), ("tv_pack", 70, g_tv_pack, 0.10), ("daily_show", 70, g_daily, 0.08),
    ("film", 230, g_film, 0.10), ("anime", 90, g_anime, 0.08), ("music_album", 120, g_music, 0.12),
    ("discography", 30, g_disco, 0.12), ("audiobook", 50, g_audiobook, 0.10), ("ebook", 60, g_ebook, 0.10),
    ("comic", 40, g_comic, 0.10), ("magazine", 40, g_magazine, 0.10), ("software", 50, g_software, 0.10),
    ("os_iso", 25, g_os, 0.08), ("game", 35, g_game, 0.10), ("game_gog", 15, g_gog, 0.08),
    ("game_repack", 20, g_repack, 0.08), ("sports", 50, g_sports, 0.10), ("foreign_scene", 70, g_foreign_scene, 0.10),
    ("xxx", 70, g_xxx, 0.12), ("documentary", 40, g_doc, 0.10), ("obfuscated", 60, g_obfuscated, 0.0),
    ("bare_title", 110, g_bare, 0.04), ("single", 70, g_single, 0.06), ("podcast", 70, g_podcast, 0.06),
    ("lecture", 50, g_lecture, 0.06), ("radio_drama", 50, g_radio, 0.08), ("sermon", 30, g_sermon, 0.05),
    ("match", 40, g_match, 0.05), ("news", 30, g_news, 0.05), ("personal", 50, g_personal, 0.06),
    ("fan_edit", 25, g_fanedit, 0.08), ("nonlatin", 40, lambda: ch(NONLATIN)(), 0.08),
]
ADLIKE_TARGET = 63
JUNK_TOTAL = 900


def build_legit():
    for fam, target, gen, shell in LEGIT_PLAN:
        made = tries = 0
        while made < target and tries < target * 80:
            tries += 1
            t = gen()
            if shell and chance(shell):
                t = legit_shell(t, fam)
            if add("legit", "legit:" + fam, t):
                made += 1
    items = list(ADLIKE)
    R.shuffle(items)
    made = 0
    for it in items:
        if made >= ADLIKE_TARGET:
            break
        for _ in range(6):
            t = render_adlike(it)
            if chance(0.05):
                t = legit_shell(t, "adlike_work")
            if add("legit", "legit:adlike_work", t):
                made += 1
                break


def build_junk():
    global CUR_STEMS
    fcount = {}
    for it, lang, t in FOREIGN:
        fcount[it] = fcount.get(it, 0) + 1
    names = [i["name"] for i in INTENTS]
    for it in fcount:
        assert it in names, it
    eng_total = JUNK_TOTAL - len(FOREIGN)
    wsum = sum(i["w"] for i in INTENTS)
    profiles = {}
    for inten in INTENTS:
        profiles[inten["name"]] = noise_profile()
    for inten in INTENTS:
        name = inten["name"]
        n = max(4, int(round(eng_total * inten["w"] / wsum)))
        loc = dict(inten["slots"])
        loc["stems"] = inten["stems"] or GENERIC_STEMS
        CUR_STEMS = loc["stems"]
        order = list(inten["t"])
        R.shuffle(order)
        made = tries = k = 0
        while made < n and tries < n * 80:
            tries += 1
            t = order[k % len(order)] if k < 2 * len(order) else ch(order)
            k += 1
            s = fill(t, loc)
            s, _ops = apply_noise(s, profiles[name])
            if add("junk", "junk:" + name, s):
                made += 1
                NOISE_STATS["noisy" if _ops else "clean"] += 1
    for it, lang, t in FOREIGN:
        CUR_STEMS = None
        rate, ws = profiles[it]
        prof = (rate * 0.7, ws)
        for _ in range(20):
            s, _ops = apply_noise(t, prof, latin=lang in ("de", "fr", "es", "it", "pt", "nl", "pl", "tr", "vi", "id",
                                                          "sv", "cs", "hu", "fi"))
            if add("junk", "junk:" + it, s):
                NOISE_STATS["noisy" if _ops else "clean"] += 1
                break


def main():
    build_junk()
    build_legit()
    R.shuffle(ROWS)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for label, fam, t in ROWS:
            assert "\t" not in t and "\n" not in t
            f.write("%s\t%s\t%s\n" % (label, fam, t))
    nj = sum(1 for r in ROWS if r[0] == "junk")
    nl = len(ROWS) - nj
    fams = {}
    for r in ROWS:
        fams[r[1]] = fams.get(r[1], 0) + 1
    print("wrote %s: %d rows (junk %d, legit %d), %d families" % (OUT, len(ROWS), nj, nl, len(fams)))
    print("junk rows left clean: %d, with surface noise: %d" % (NOISE_STATS["clean"], NOISE_STATS["noisy"]))
    for k in sorted(fams):
        print("  %-40s %d" % (k, fams[k]))


if __name__ == "__main__":
    main()
