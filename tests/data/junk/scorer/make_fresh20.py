#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh20: a blind held-out evaluation split of Usenet release titles, junk vs legit.

How it was written
    Blind.  The writer never saw the junk-title filter this split is meant to test,
    nor its code, rules, training data or any earlier split, and opened, listed,
    searched or ran nothing on the machine except this generator and its output.
    Every pool, phrase and naming convention here comes from the writer's general
    knowledge of Usenet binary newsgroups (alt.binaries.*): scene / P2P / fansub /
    music / ebook / comic / software / game / course naming; the subject lines that
    posting tools write (nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff, PowerPost),
    EFNet request fillers and community posting shells with site tags; and the spam,
    scams, advertising, bots, flames and noise seen in those groups and on Newznab
    indexers.  Domains, phone numbers, e-mail addresses, wallet addresses, handles
    and reference numbers in junk titles are invented.

Determinism
    Python 3.11 standard library only.  One random.Random(SEED), SEED = 20020020,
    drives every choice; only lists and insertion-ordered dicts are iterated, never
    sets, so every run writes a byte-identical file.

Output
    fresh20.tsv next to this script: UTF-8, no header, rows shuffled, one per title:
        LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
    LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>"; TITLE is
    the subject as an NNTP overview shows it; GROUP is a newsgroup a real poster
    would plausibly have used.  Titles are unique; no field holds a tab, newline,
    carriage return or NUL.  Running the script prints the counts per label/family.

Taxonomy and target counts (3,000 rows)
    junk, 900 = 30 intents x 30:
        pharmacy_rx, male_enhancement, health_miracle, adult_dating, casino,
        sports_betting, crypto_invest, loans_debt, work_from_home, advance_fee,
        lottery_prize, phishing, iptv_reseller, account_vpn_selling, seo_marketing,
        replica_goods, fake_codec, malware_release, streaming_bait, fake_documents,
        tech_support, religious_flood, conspiracy_political, chatter, flame_troll,
        test_post, bot_flood, keyboard_mash, word_salad, noise.
      In the 20 intents that have a foreign-language bank, 7 of the 30 titles are in
      another language (2 of those also evaded) and 7 English ones are evaded; the
      other 10 intents evade 9 of 30.  That is 140 foreign (~15.6%) and 270 evaded
      (30%).  Evasions: leetspeak, homoglyphs, fullwidth, mathematical alphanumerics
      and circled letters, spaced letters, dotted letters, zero-width characters,
      emoji, defanged URLs, odd phone formats, scene-name disguise, yEnc subject
      counters, symbol frames, keyword stuffing, case noise, combining marks.
    legit, 2,100 over 25 kinds (half of each kind wrapped the way a posting tool,
    request filler or posting shell writes the subject; odd_real_style titles are
    whole subjects already and are never re-wrapped):
        tv_scene 140, tv_p2p 100, film_scene 110, film_p2p 100, anime_fansub 100,
        music_scene 100, music_p2p 90, discography 60, audiobook 80, ebook 90,
        comics 70, magazine 70, software 90, game 90, linux_iso 60, course 70,
        documentary 70, sports 70, podcast_radio 50, images 50, foreign_script 90,
        obfuscated 130, par2_set 80, advert_like_real 70, odd_real_style 70.
"""

import random
import re
import sys
import unicodedata
from pathlib import Path

SEED = 20020020
R = random.Random(SEED)
HERE = Path(__file__).resolve().parent
OUT_PATH = HERE / "fresh20.tsv"


def ri(a, b):
    return R.randint(a, b)


def ch(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rstr(alphabet, n):
    return "".join(ch(alphabet) for _ in range(n))


def wpick(pairs):
    """pairs: list of (weight, value)."""
    total = sum(w for w, _ in pairs)
    x = R.random() * total
    for w, v in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][1]


HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIG = "0123456789"
ALNUM = LOWER + UPPER + DIG
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "023456789acdefghjklmnpqrstuvwxyz"
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]

SEEN = {}  # title -> 1 (membership only; never iterated)

# ------------------------------------------------------------------ junk: shared bits
CTX = {"kw": ["deal", "promo", "offer"]}

SITE_A = ["best", "top", "cheap", "mega", "super", "get", "my", "go", "pro", "true",
          "real", "fast", "easy", "smart", "royal", "vip", "gold", "lucky", "prime",
          "elite", "hot", "free", "daily", "ultra", "power", "the", "one", "euro",
          "usa", "global", "instant", "secure"]
SITE_B = ["zone", "hub", "club", "world", "city", "direct", "online", "now", "store",
          "shop", "land", "base", "point", "plus", "center", "portal", "express",
          "market", "spot", "place", "house", "box", "lab", "nation"]
TLDS = [".com", ".net", ".ru", ".xyz", ".top", ".biz", ".info", ".cn", ".su", ".click",
        ".shop", ".online", ".site", ".pw", ".cc", ".to", ".me", ".io", ".live",
        ".win", ".bid", ".link", ".org", ".co", ".in", ".tk", ".store", ".fun"]


def mk_site():
    kw = CTX["kw"]
    a, b, c = ch(SITE_A), ch(kw), ch(SITE_B)
    f = ri(0, 7)
    if f == 0:
        core = a + b
    elif f == 1:
        core = b + "-" + c
    elif f == 2:
        core = b + str(ri(1, 999))
    elif f == 3:
        core = a + "-" + b + "-" + c
    elif f == 4:
        core = b + c
    elif f == 5:
        core = a + b + str(ri(10, 99))
    elif f == 6:
        core = b + ch(["24", "365", "4u", "x", "pro", "hq", "now", "online", "777"])
    else:
        core = a + "-" + b
    dom = core + ch(TLDS)
    pre = ch(["", "", "", "www.", "www.", "http://", "https://", "http://www.", "https://www."])
    tail = ""
    if chance(0.18):
        tail = ch(["/?ref=", "/go/", "/promo/", "/r/", "/?id=", "/offer/", "/aff/", "/?u="]) + str(ri(100, 99999))
    return pre + dom + tail


def d2():
    return f"{ri(0, 99):02d}"


def mk_phone():
    f = ri(0, 7)
    if f == 0:
        return f"+1-800-555-01{d2()}"
    if f == 1:
        return f"1 ({ch(['888', '877', '866', '855'])}) 555-01{d2()}"
    if f == 2:
        return f"+44 20 7946 0{ri(0, 999):03d}"
    if f == 3:
        return f"+1 ({ri(201, 989)}) 555-01{d2()}"
    if f == 4:
        return f"+7 (9{d2()}) 555-{d2()}-{d2()}"
    if f == 5:
        return f"+234 80{ri(0, 9)} 555 {ri(0, 9999):04d}"
    if f == 6:
        return f"+91 98{ri(100, 999)} 5{ri(1000, 9999)}"
    return f"0800 555 {ri(0, 999):03d}"


MAIL_USERS = ["claims.dept", "mrs.helen", "agent.walker", "support.desk", "info.payout",
              "barr.james", "lucky.winner", "admin.billing", "dr.ibrahim", "service.team",
              "promo.office", "kate.private", "remit.unit", "foreign.ops", "verify.center"]
MAIL_DOMS = ["@gmail.com", "@yahoo.com", "@outlook.com", "@mail.ru", "@protonmail.com",
             "@hotmail.co.uk", "@qq.com", "@gmx.de", "@yandex.ru", "@aol.com", "@zoho.com",
             "@163.com", "@libero.it", "@rediffmail.com"]


def mk_mail():
    return ch(MAIL_USERS) + (str(ri(1, 999)) if chance(0.6) else "") + ch(MAIL_DOMS)


def mk_btc():
    if chance(0.5):
        return "bc1q" + rstr(BECH, 38)
    return "1" + rstr(B58, 33)


def mk_tg():
    base = ch(CTX["kw"] + ["vip", "official", "real", "pro", "king", "team"])
    return "@" + base + ch(["_bot", "_official", "_vip", "_support", str(ri(1, 999)),
                            "_channel", "_admin", "hub", "_news"])


def mk_money():
    f = ri(0, 5)
    if f == 0:
        return f"US${ri(2, 48)}.{ri(1, 9)} million"
    if f == 1:
        return f"${ri(1, 19)},{ri(100, 999)},000.00"
    if f == 2:
        return f"€{ri(1, 9)},{ri(100, 999)},{ri(100, 999)}"
    if f == 3:
        return f"£{ri(250, 999)},000"
    if f == 4:
        return f"{ri(2, 25)}.{ri(0, 9)}M USD"
    return f"${ri(1, 9)},{ri(100, 999)},{ri(100, 999)}"


def mk_price():
    f = ri(0, 4)
    if f == 0:
        return f"${ri(0, 89)}.{ch(['99', '95', '49', '00'])}"
    if f == 1:
        return f"€{ri(1, 79)}"
    if f == 2:
        return f"£{ri(1, 49)}.99"
    if f == 3:
        return f"only ${ri(1, 9)}.99"
    return f"{ri(5, 99)} USD"


def mk_pct():
    n = ch([30, 40, 50, 60, 65, 70, 75, 80, 85, 90])
    return ch([f"{n}% OFF", f"-{n}%", f"{n}% off", f"up to {n}% discount", f"{n}% sale"])


def mk_ref():
    return (f"{ch(['REF', 'Ref No', 'Batch', 'File No', 'Claim ID', 'Ticket', 'Case'])}: "
            f"{ch(UPPER)}{ch(UPPER)}-{ri(1000, 99999)}/{ri(10, 99)}")


def mk_inv():
    return f"#{ch(['INV', 'IN', 'NRT', 'ORD', 'TXN', 'PP'])}-{ri(100000, 9999999)}"


def mk_code():
    return rstr(UPPER, ri(3, 6)) + str(ri(10, 999))


def mk_date():
    return f"{ri(2019, 2025)}-{ri(1, 12):02d}-{ri(1, 28):02d}"


def mk_time():
    return f"{ri(0, 23):02d}:{ri(0, 59):02d}:{ri(0, 59):02d}"


EMOJI = ["🔥", "💊", "💰", "🎰", "❤️", "😍", "🚀", "💎", "✅", "⚡", "🎁", "📺", "🔞", "👉",
         "👈", "‼️", "💯", "💵", "🤑", "⭐", "🌟", "💋", "🍆", "🎉", "📢", "⚠️", "🆓", "🔴",
         "🟢", "📈", "🏆", "💸", "🙏", "😱", "👀", "✨"]

COMMON = {
    "site": mk_site, "phone": mk_phone, "mail": mk_mail, "btc": mk_btc, "tg": mk_tg,
    "money": mk_money, "price": mk_price, "pct": mk_pct, "ref": mk_ref, "inv": mk_inv,
    "code": mk_code, "date": mk_date, "time": mk_time,
    "num": lambda: str(ri(2, 999)),
    "year": lambda: str(ri(2019, 2025)),
    "year2": lambda: str(ri(2023, 2025)),
    "hot": ["!!!", "HOT!", "NEW!", "URGENT:", "ATTN:", "*** SALE ***", ">>>", "LAST CHANCE:",
            "LIMITED:", "BREAKING:", "FREE:", "WOW!", "$$$", "Re:", "FWD:", "[AD]", "Important:"],
    "cta": ["Click here", "Order now", "Visit", "Details at", "Info:", "See", "Go to", "More at",
            "Sign up at", "Register:", "Join now:", "Read more:", "Act now:", "Apply today at",
            "Start here:", "Check", "Link:"],
    "city": ["your area", "London", "Texas", "Berlin", "Toronto", "Sydney", "Manchester", "Ohio",
             "Florida", "New York", "your town", "your city", "Amsterdam", "Dublin"],
    "day": ["today", "tonight", "this weekend", "before midnight", "in 24 hours", "this week",
            "now", "right now"],
    "weeks": ["4 weeks", "30 days", "21 days", "6 weeks", "one month", "14 days", "2 weeks"],
    "money_small": ["$50", "€20", "£10", "$100", "€50", "$25"],
    "emo": EMOJI,
}

SLOT = re.compile(r"\{([a-z_0-9]+)\}")


def fill(tpl, slots):
    def rep(m):
        key = m.group(1)
        src = slots[key] if key in slots else COMMON[key]
        return src() if callable(src) else str(ch(src))

    out = tpl
    for _ in range(4):
        new = SLOT.sub(rep, out)
        if new == out:
            break
        out = new
    return out


BAD_CHARS = re.compile(r"[\t\r\n\x00]")


def clean(t):
    t = BAD_CHARS.sub(" ", t)
    t = re.sub(r" {2,}", " ", t)
    return t.strip()


# ------------------------------------------------------------------ junk: intents (1/3)
BIN_SPAM = ["alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.misc",
            "alt.binaries.test", "alt.binaries.movies.divx", "alt.binaries.teevee",
            "alt.binaries.hdtv", "alt.binaries.mp3", "alt.binaries.sounds.mp3",
            "alt.binaries.e-book", "alt.binaries.x264", "alt.binaries.dvd",
            "alt.binaries.cd.image", "alt.binaries.pictures", "alt.binaries.moovee"]
TEXT_SPAM = ["alt.test", "misc.test", "alt.comp.freeware", "alt.music.mp3",
             "rec.arts.movies.current-films", "alt.usenet.offline-reader", "alt.binaries.test.yenc"]

JUNK_MOVIES = ["Dune Part Two", "Deadpool and Wolverine", "Inside Out 2", "Oppenheimer",
               "Avatar The Way of Water", "Furiosa", "Joker Folie a Deux", "Gladiator II",
               "Wicked", "Moana 2", "Mission Impossible Dead Reckoning", "The Batman", "Barbie",
               "Top Gun Maverick", "Kung Fu Panda 4", "Godzilla x Kong", "Alien Romulus",
               "Twisters", "Beetlejuice Beetlejuice", "Venom The Last Dance", "Sonic 3",
               "Mufasa The Lion King", "Captain America Brave New World", "Superman"]

JUNK = {}

JUNK["pharmacy_rx"] = {
    "groups": BIN_SPAM + ["alt.test", "alt.music.mp3", "alt.binaries.pictures.erotica"],
    "kw": ["rx", "meds", "pills", "pharma", "pharmacy", "drugstore", "tabs", "generic"],
    "shapes": [
        "{drug} {dose} - {rxoffer} {site}",
        "{hot} {rxshop}: {drug}, {drug2}, {drug3} from {price} per pill",
        "Buy {drug} online {rxnoprx} - {ship}",
        "{rxshop} - save {pct} on {drug} & {drug2} ({ship})",
        "Order {drug} {dose} x {qty} tabs {price} {ship}",
        "Generic {drug} - {rxnoprx}, {pay}",
        "{drug} without a doctor? {cta} {site}",
        "Why pay {bigprice}? {drug} {price} at {rxshop}",
        "no rx needed >> {drug} {drug2} {drug3} << {site}",
        "{drug2} and {drug} in stock - {pay} - {rxshop}",
        "Pain relief {drug} {dose} overnight, {rxnoprx}",
    ],
    "slots": {
        "drug": ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Ambien", "Soma",
                 "Phentermine", "Oxycodone", "Adderall", "Modafinil", "Propecia", "Accutane",
                 "Ozempic", "Ativan", "Klonopin", "Hydrocodone", "Kamagra", "Sildenafil",
                 "Tadalafil", "Codeine", "Xenical", "Semaglutide"],
        "dose": ["50mg", "100mg", "20mg", "2mg", "10mg", "0.5mg", "200mg", "5mg", "40mg"],
        "rxoffer": ["lowest prices guaranteed", "no prescription", "overnight delivery",
                    "FDA approved generics", "bonus pills with every order", "discreet packaging",
                    "free refills", "licensed pharmacists"],
        "rxnoprx": ["no prescription needed", "no Rx", "without prescription", "no doctor visit",
                    "no questions asked", "no script required"],
        "rxshop": ["Canadian Pharmacy", "CanadaMeds Online", "EuroDrugstore", "Official RX Outlet",
                   "MedsExpress 24", "Global Generics Store", "India Pharmacy Direct", "PillMart",
                   "Trusted Tabs", "RxWorld Online"],
        "ship": ["free worldwide shipping", "discreet delivery", "ships in 24h", "EMS tracking",
                 "no customs problems", "delivered in 7-14 days", "free airmail"],
        "pay": ["Visa/MC/BTC accepted", "pay with bitcoin", "PayPal ok", "COD available",
                "e-check accepted", "crypto only, 10% off"],
        "qty": ["30", "60", "90", "120", "180", "270"],
        "bigprice": ["$35 a pill", "$60 at the pharmacy", "brand prices", "$1,200 a month"],
    },
}
JUNK["pharmacy_rx"]["slots"]["drug2"] = JUNK["pharmacy_rx"]["slots"]["drug"]
JUNK["pharmacy_rx"]["slots"]["drug3"] = JUNK["pharmacy_rx"]["slots"]["drug"]

JUNK["male_enhancement"] = {
    "groups": BIN_SPAM + ["alt.binaries.pictures.erotica", "alt.test"],
    "kw": ["male", "boost", "xl", "vigor", "power", "alpha", "stamina", "size"],
    "shapes": [
        "{hot} Add {inches} inches in {weeks} - {mproduct} {site}",
        "{mproduct}: {mclaim}",
        "She will thank you: {mproduct} {pct}",
        "Last longer in bed - {mclaim2} ({mproduct})",
        "{mproduct} - doctors stunned, {mclaim}",
        "Tired of being small? {cta} {site}",
        "The {adjm} pill {who} use - {mproduct} trial {price}",
        "{mclaim2}! order {mproduct} {day}",
        "what {who} don't tell you about size ({mproduct})",
        "{mproduct} {weeks} results: {mclaim}",
    ],
    "slots": {
        "inches": ["2", "3", "3.5", "4", "+2", "two", "three"],
        "mproduct": ["VigRX Ultra", "MaxiMale Pro", "AlphaSurge XL", "Enzyte Gold", "TitanGel",
                     "ExtenZe Plus", "Stallion Force", "SizeGenetics kit", "Herbal Rhino 9000",
                     "ProSolution Forte", "Magnum Tabs", "Bull Power 1500"],
        "mclaim": ["bigger, harder, longer lasting", "100% natural, no side effects",
                   "clinically proven results", "results in 14 days or money back",
                   "rock hard on demand", "works in 20 minutes", "as seen on TV"],
        "mclaim2": ["Satisfy her every night", "Be the man she dreams of", "Double your stamina",
                    "End premature finishing forever", "Boost testosterone naturally",
                    "Give her what she really wants"],
        "adjm": ["secret", "banned", "miracle", "herbal", "Swiss", "Japanese", "Amazonian"],
        "who": ["porn stars", "pro athletes", "Hollywood actors", "bodybuilders", "rappers"],
    },
}

JUNK["health_miracle"] = {
    "groups": BIN_SPAM + ["alt.test", "misc.test"],
    "kw": ["keto", "slim", "detox", "cbd", "health", "cure", "burn", "vital", "natural"],
    "shapes": [
        "Lose {lbs} lbs in {weeks} with {hproduct}",
        "{hproduct} - {hclaim}",
        "Doctors hate this {adjh} trick to {hgoal}",
        "{hgoal2} in {weeks}? {cta} {site}",
        "{hot} {hproduct} free trial bottle - just pay shipping",
        "Big Pharma hides this {adjh} cure for {ailment}",
        "{ailment} reversed naturally - {hproduct} {pct}",
        "I {hpast} eating {food} every morning",
        "{hproduct} official store - {hclaim} - {price}",
        "Stop {ailment} in {weeks} without drugs",
    ],
    "slots": {
        "lbs": ["20", "30", "40", "52", "63", "15", "27"],
        "hproduct": ["Keto Burn Gummies", "SlimFast Extreme", "Garcinia Cambogia Pure",
                     "Full Spectrum CBD Oil", "GlucoTrust", "Sugar Defender Drops",
                     "Hair Regrow Serum X", "Tinnitus 911", "LeanBiome", "Prostagenix",
                     "Night Slim Tea", "Apple Cider Keto Gummies", "Vision 20 Restore",
                     "Joint Genesis"],
        "hclaim": ["melts belly fat while you sleep", "100% natural, FDA registered facility",
                   "as seen on Shark Tank", "no diet, no exercise", "clinically tested",
                   "limited stock left", "buy 3 get 2 free"],
        "adjh": ["weird", "simple", "5-second", "ancient", "kitchen", "Japanese", "Himalayan"],
        "hgoal": ["lose belly fat", "regrow hair", "reverse diabetes", "cure tinnitus",
                  "restore 20/20 vision", "kill joint pain", "balance blood sugar"],
        "hgoal2": ["Flat belly", "Thicker hair", "Perfect eyesight", "Normal blood sugar",
                   "Pain-free joints", "Younger skin", "No more snoring"],
        "ailment": ["diabetes", "arthritis", "tinnitus", "neuropathy", "high blood pressure",
                    "hair loss", "toenail fungus", "sciatica", "acid reflux"],
        "hpast": ["lost 40 lbs", "dropped 3 dress sizes", "cured my diabetes",
                  "stopped the ringing in my ears", "grew my hair back"],
        "food": ["this fruit", "one spoon of this", "a teaspoon of baking soda",
                 "this 'purple' tea", "this strange root", "2 spoons of honey"],
    },
}

JUNK["adult_dating"] = {
    "groups": ["alt.binaries.pictures.erotica", "alt.binaries.erotica", "alt.binaries.multimedia",
               "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.teevee",
               "alt.binaries.mp3", "alt.personals", "alt.test"],
    "kw": ["dating", "date", "singles", "hookup", "match", "flirt", "meet", "love", "cams"],
    "shapes": [
        "{ngirls} {girls} in {city} want to meet you {day}",
        "{name_f} ({age}) sent you a private message",
        "{girls} looking for {rel} - no credit card needed",
        "Bored {girls} want to chat {site}",
        "Meet {girls} {day} - {dclaim}",
        "{hot} Live cams: {ngirls} {girls} online now",
        "Find your {bride} - {dclaim}",
        "{name_f}: 'are you still awake? add me {tg}'",
        "Why are you still single? {site}",
        "Sugar daddies and sugar babies - {dclaim}",
        "{name_f} ({age}, {city}) wants {rel}",
        "Private photos of {name_f} - {dclaim}",
    ],
    "slots": {
        "ngirls": lambda: str(ri(3, 4999)),
        "girls": ["hot singles", "lonely housewives", "local girls", "bored wives", "MILFs",
                  "college girls", "single moms", "Russian women", "Asian beauties", "cougars",
                  "Latina singles", "married women"],
        "name_f": ["Anna", "Katya", "Jessica", "Svetlana", "Mia", "Olga", "Lena", "Brittany",
                   "Natasha", "Sophie", "Yuki", "Dasha", "Kristina", "Valentina"],
        "age": lambda: str(ri(19, 39)),
        "rel": ["casual fun", "discreet affairs", "a serious relationship", "one night stands",
                "a pen pal", "friends with benefits", "a sugar daddy"],
        "dclaim": ["100% free signup", "no strings attached", "verified profiles",
                   "discreet and anonymous", "first message free", "photos inside",
                   "no fake profiles"],
        "bride": ["Ukrainian bride", "Russian wife", "Filipina soulmate", "Latin sweetheart",
                  "perfect match", "Thai girlfriend"],
    },
}

JUNK["casino"] = {
    "groups": BIN_SPAM + ["alt.test", "rec.gambling.poker"],
    "kw": ["casino", "spin", "slots", "jackpot", "poker", "lucky", "vegas", "777", "win"],
    "shapes": [
        "{cbonus} + {spins} free spins at {casino}",
        "{casino}: no deposit bonus {money_small} - {cta} {site}",
        "Play {game} online, win real money - {cclaim}",
        "{hot} {casino} jackpot hit {money} - you could be next",
        "{spins} free spins on {slot} {day}",
        "Crypto casino {cclaim} - {cbonus}",
        "{casino} - {cbonus} welcome package (code {code})",
        "Beat the {game} tables with this system - {site}",
        "{slot} big win x{mult} - play at {casino}",
    ],
    "slots": {
        "cbonus": ["100% up to €500", "200% match bonus", "$1000 welcome bonus",
                   "€25 no deposit bonus", "5 BTC welcome pack", "300% first deposit bonus"],
        "spins": ["50", "100", "200", "250", "500", "77"],
        "casino": ["LuckyStar Casino", "Royal Vegas Palace", "SpinMillion", "GoldenAce Casino",
                   "BitStars777", "Casino Mirage 24", "JackpotTown VIP", "Vulkan Royale",
                   "PinLucky", "Neon Spins", "SlotHeaven"],
        "game": ["roulette", "blackjack", "baccarat", "poker", "slots", "crash", "plinko"],
        "slot": ["Book of Ra", "Starburst", "Gates of Olympus", "Sweet Bonanza",
                 "Big Bass Bonanza", "Book of Dead", "Wolf Gold"],
        "cclaim": ["instant withdrawals", "no KYC", "licensed in Curacao", "payouts in 5 minutes",
                   "VIP cashback 25%", "anonymous play"],
        "mult": ["500", "1000", "2500", "5000"],
    },
}

JUNK["sports_betting"] = {
    "groups": BIN_SPAM + ["alt.binaries.multimedia.sports", "rec.sport.soccer", "alt.test"],
    "kw": ["bet", "tips", "odds", "fixed", "win", "soccer", "predict", "goal"],
    "shapes": [
        "FIXED MATCHES {fxclaim} - {tg}",
        "{tipster} - {odds} odds {fxclaim}",
        "{match} sure tip: {pick} ({odds} odds)",
        "Free bet {money_small} on {event} - {site}",
        "VIP betting tips {winrate} win rate {cta} {site}",
        "{hot} Inside info {event} - 100% sure {pick}",
        "Correct score fixed {odds} odds - pay after win",
        "Bet {money_small} get {bigbet} in free bets - {event}",
        "{tipster}: {match} {pick} - {fxclaim}",
    ],
    "slots": {
        "fxclaim": ["100% sure", "guaranteed", "from inside sources", "no loss", "pay after win",
                    "weekly 50 odds", "manipulated match"],
        "tipster": ["ProTipster VIP", "BetKing Predictions", "SureWin Tips", "Goal Oracle",
                    "Fixed Odds Club", "Insider Bets", "AccaMaster"],
        "odds": ["2.10", "10+", "30", "50", "100", "1000", "25.5"],
        "match": ["Arsenal vs Chelsea", "Real Madrid vs Barca", "PSG vs Lyon", "Bayern vs Dortmund",
                  "Lakers vs Celtics", "Inter vs Milan", "Ajax vs PSV", "Benfica vs Porto"],
        "pick": ["over 2.5", "BTTS yes", "HT/FT 2/1", "correct score 2-1", "home win", "draw",
                 "under 1.5"],
        "event": ["the Champions League final", "the Super Bowl", "the World Cup", "Wimbledon",
                  "the Grand National", "the NBA finals", "El Clasico", "the Derby"],
        "winrate": ["89%", "95%", "97%", "99%"],
        "bigbet": ["£30", "$200", "€100", "$50", "£40"],
    },
}

JUNK["crypto_invest"] = {
    "groups": BIN_SPAM + ["alt.test", "misc.invest.stocks", "alt.binaries.boneless"],
    "kw": ["btc", "crypto", "coin", "trade", "mining", "wallet", "defi", "fx", "profit"],
    "shapes": [
        "{coin} giveaway: send {amt} {tick}, get {amt2} back - {site}",
        "{hot} {token} presale live - next {mult} gem",
        "Earn {daily} daily with {bot}",
        "{bot}: {daily} daily profit guaranteed",
        "Forex signals {winrate} accuracy - join {tg}",
        "Cloud mining {daily}/day - withdraw anytime - {site}",
        "Lost your crypto? We recover stolen funds - {mail}",
        "Turn {price} into {money} with {tick} - {cta} {site}",
        "Join our pump group {tg} - next pump {day}",
        "{tick} to {target} - buy before {day}",
        "Free airdrop {amt} {token} - connect wallet at {site}",
        "Send {tick} to {btc} and receive double",
    ],
    "slots": {
        "coin": ["Bitcoin", "Ethereum", "Official BTC", "Binance", "Solana", "Ripple"],
        "amt": ["0.1", "0.5", "1", "2", "0.05"],
        "amt2": ["0.2", "1", "2", "4", "10"],
        "tick": ["BTC", "ETH", "SOL", "XRP", "USDT", "DOGE", "BNB", "TRX"],
        "token": ["$MOONX", "$PEPE2", "$SHIBX", "$AIDOGE", "$ELONM", "$GROKCOIN", "$BONKZ",
                  "$SAFEMARS", "$TURBOAI"],
        "mult": ["100x", "1000x", "50x", "10000x"],
        "daily": ["3%", "5%", "8%", "$500", "$1,200", "0.01 BTC"],
        "bot": ["QuantumAI bot", "Bitcoin Prime", "Immediate Edge", "CryptoGenius",
                "AI Trader Pro", "Bit Profit System", "NeuralFX"],
        "winrate": ["92%", "95%", "98%", "99.2%"],
        "target": ["$250k", "$1M", "$100k", "the moon", "$10"],
    },
}

JUNK["loans_debt"] = {
    "groups": BIN_SPAM + ["alt.test", "misc.consumers"],
    "kw": ["loan", "cash", "credit", "debt", "fund", "lend", "money", "finance"],
    "shapes": [
        "Bad credit? Get {loanamt} {loanspeed}",
        "{lender} - {loanclaim}",
        "Payday loans up to {loanamt} - {loanclaim}",
        "Cut your debt by {pct2} - legally",
        "Lower your mortgage to {rate} {day}",
        "{hot} Pre-approved: {loanamt} waiting for you ({ref})",
        "Student loan forgiveness - {loanclaim} - call {phone}",
        "Need cash fast? {lender} {site}",
        "Erase your credit card debt - {loanclaim}",
        "Personal loans {rate} APR - {loanspeed}",
        "Your application for {loanamt} was approved - {cta} {site}",
    ],
    "slots": {
        "loanamt": ["$500", "$1,000", "$5,000", "$35,000", "£2,500", "€10.000", "$250,000"],
        "loanspeed": ["in 5 minutes", "same day", "in 1 hour", "today", "without paperwork",
                      "instantly"],
        "lender": ["QuickCash Direct", "FastFunds USA", "EasyLoan 24", "Credit Rescue Group",
                   "National Debt Relief Center", "Green Dollar Lending", "Trust Finance Ltd"],
        "loanclaim": ["no credit check", "all credit types approved", "guaranteed approval",
                      "no collateral", "bad credit OK", "approval in minutes"],
        "pct2": ["50%", "60%", "up to 70%", "half"],
        "rate": ["2.9%", "1.99%", "3.1%", "0.9%"],
    },
}

JUNK["work_from_home"] = {
    "groups": BIN_SPAM + ["alt.test", "misc.jobs.offered", "alt.business.home"],
    "kw": ["cash", "income", "job", "earn", "profit", "money", "rich", "work"],
    "shapes": [
        "Earn {wage} from home - {wclaim}",
        "I made {earn} last month {wmethod}",
        "{hot} {job} wanted - {wage}, {wclaim}",
        "Get paid {wage} to {task}",
        "Quit your job: {system} makes {wage} on autopilot",
        "Secret {system} revealed - {earn} in {weeks}",
        "{wage} working {hours} hours a week - {cta} {site}",
        "Mom makes {earn}/month {wmethod} - see how",
        "{system}: {wclaim}, {wage}",
    ],
    "slots": {
        "wage": ["$500/day", "$350 a day", "$8,000 a month", "€250 per day", "$97/hour",
                 "$5,000 weekly"],
        "wclaim": ["no experience needed", "no selling", "just a laptop", "no investment",
                   "start today", "100% legit"],
        "earn": ["$12,487", "$27,391", "$8,750", "$41,200", "€19.500"],
        "wmethod": ["from my kitchen table", "with Google", "working 2 hours a day",
                    "from my phone", "with AI", "with one simple trick"],
        "job": ["Mystery shoppers", "Data entry clerks", "Online typists", "Envelope stuffers",
                "Product testers", "Remote assistants"],
        "task": ["read emails", "fill surveys", "watch videos", "type captchas", "test apps",
                 "post ads"],
        "system": ["the Millionaire Blueprint", "Cash Machine 3.0", "Profit Autopilot",
                   "Amazon Money Method", "the 7-Figure Funnel", "ClickBank Secrets"],
        "hours": ["2", "3", "5", "10"],
    },
}

JUNK["advance_fee"] = {
    "groups": BIN_SPAM + ["alt.test", "misc.test", "soc.culture.nigeria"],
    "kw": ["fund", "trust", "bank", "claim", "transfer", "estate", "remit"],
    "shapes": [
        "URGENT BUSINESS PROPOSAL FROM {person}",
        "From the desk of {person} - {afsubj}",
        "{afsubj} - {money}",
        "Dear friend, {afline}",
        "ATTN: beneficiary - {afsubj} ({ref})",
        "Reply urgently: {money} {afthing}",
        "Confidential: {afline}",
        "{person}: {afthing} {money}",
        "Greetings in the name of God, {afline}",
    ],
    "slots": {
        "person": ["Barrister James Okafor", "Mrs. Helen Carter", "Dr. Ibrahim Sule", "Mr. Chen Wei",
                   "Sgt. Monica Brown", "Prince Kofi Mensah", "Mrs. Grace Williams",
                   "Dr. Hans Mueller", "Mr. Pierre Dubois", "Capt. Robert Hayes"],
        "afsubj": ["Inheritance claim", "Compensation fund release", "Unclaimed deposit",
                   "Consignment box", "ATM card payment", "Next of kin request", "Dormant account",
                   "Contract payment approval"],
        "afline": ["I am a widow with a terminal illness and need your help",
                   "I got your contact from the chamber of commerce",
                   "please do not ignore this mail, it is genuine",
                   "I need a trusted partner to receive funds",
                   "I write to you with tears in my eyes",
                   "you have been chosen as beneficiary"],
        "afthing": ["inheritance waiting for you", "to be transferred to your account",
                    "compensation approved", "left by my late client",
                    "in a diplomatic consignment", "in a dormant account"],
    },
}

JUNK["lottery_prize"] = {
    "groups": BIN_SPAM + ["alt.test", "misc.test"],
    "kw": ["lotto", "prize", "win", "award", "claim", "draw", "lucky"],
    "shapes": [
        "CONGRATULATIONS!!! You have won {money} in the {lotto}",
        "{lotto} winning notification - {ref}",
        "Your e-mail address won {money} - contact {agent}",
        "{hot} You are today's lucky winner - claim your {gift}",
        "Claim your {gift} now - survey takes 30 seconds",
        "Final notice: unclaimed prize {money} ({ref})",
        "{lotto}: {ref} - contact claims agent {mail}",
        "You've been selected for a free {gift} {site}",
    ],
    "slots": {
        "lotto": ["Euro Millions e-mail draw", "UK National Lottery online promo",
                  "Microsoft Email Lottery", "Google Anniversary Draw", "Coca-Cola Promo Award",
                  "Mega Jackpot International", "Spanish El Gordo", "Usenet Members Prize Draw"],
        "agent": ["Mr. Tony Walker", "Dr. Mary Evans", "Agent Lucas Brandt",
                  "Claims Officer Rita Gomez"],
        "gift": ["iPhone 16 Pro", "$1000 Walmart gift card", "PS5", "Amazon voucher",
                 "Samsung Galaxy", "Tesla Model 3", "MacBook Air", "Dyson V15"],
    },
}

JUNK["phishing"] = {
    "groups": BIN_SPAM + ["alt.test", "news.admin.net-abuse.usenet"],
    "kw": ["secure", "verify", "account", "login", "billing", "support", "update", "auth"],
    "shapes": [
        "Your {svc} account {phproblem} - {phaction}",
        "{svc}: {phproblem} ({ref})",
        "Action required: {phaction} within {hours2}",
        "{svc} security alert - {phproblem}",
        "Invoice {inv} overdue - {phaction}",
        "Your parcel is on hold - {phaction} ({courier})",
        "[{svc}] {phaction} to avoid suspension",
        "Final warning: {svc} {phproblem}",
        "{courier}: delivery attempt failed, {phaction}",
    ],
    "slots": {
        "svc": ["Usenet", "Newsserver", "PayPal", "Apple ID", "Netflix", "Microsoft 365",
                "your bank", "Amazon", "NZB indexer", "Webmail", "Binance", "Chase Online"],
        "phproblem": ["has expired", "has been suspended", "was accessed from a new device",
                      "payment failed", "is locked", "storage is full", "will be closed today",
                      "unusual sign-in detected"],
        "phaction": ["verify your identity", "update billing details", "confirm your password",
                     "login here", "renew now", "download the attached statement",
                     "reactivate at {site}", "pay the $1.99 fee"],
        "hours2": ["24 hours", "48 hours", "12 hours", "today"],
        "courier": ["DHL", "UPS", "FedEx", "Royal Mail", "USPS", "DPD", "PostNL"],
    },
}

JUNK["iptv_reseller"] = {
    "groups": BIN_SPAM + ["alt.binaries.multimedia.sports", "alt.test"],
    "kw": ["iptv", "tv", "stream", "m3u", "4k", "channels", "box"],
    "shapes": [
        "Best IPTV {year} - {chan} channels {feat} - {trial}",
        "{iptvbrand}: {chan} live channels + {vod} VOD {price}/{period}",
        "IPTV reseller panel - {credits} credits {price}",
        "{hot} {sportpkg} IPTV - {feat} - {trial}",
        "M3U premium playlist {feat} {tg}",
        "Cheap IPTV subscription {period} {price} - {device}",
        "Stop paying for cable! {iptvbrand} {feat}",
        "{device} IPTV {chan}+ channels - {trial} {site}",
    ],
    "slots": {
        "chan": ["20000", "18,000", "25K", "12000", "40000"],
        "feat": ["4K/FHD", "no buffering", "anti-freeze", "EPG + catch-up", "99.9% uptime",
                 "all PPV included"],
        "trial": ["free 24h trial", "free trial", "test line free", "money back guarantee"],
        "iptvbrand": ["KingTV Premium", "StreamMax 4K", "Gold IPTV", "Nova IPTV", "Apollo Streams",
                      "Lynx TV", "Atlas Pro"],
        "vod": ["80000", "100K", "60000"],
        "period": ["month", "year", "12 months", "3 months"],
        "credits": ["10", "50", "100"],
        "sportpkg": ["Sky Sports + TNT Sports", "beIN + DAZN", "NFL Sunday Ticket",
                     "Premier League", "UFC PPV", "F1 + MotoGP"],
        "device": ["Firestick", "Android box", "MAG", "Smart TV", "Kodi", "Apple TV"],
    },
}

JUNK["account_vpn_selling"] = {
    "groups": BIN_SPAM + ["alt.test", "alt.binaries.boneless"],
    "kw": ["premium", "accounts", "vpn", "proxy", "shop", "store", "keys"],
    "shapes": [
        "{acct} premium accounts {acclife} {price}",
        "Selling {acct} + {acct2} accounts - {accfeat}",
        "Cheap Usenet accounts unlimited {price}/{period}",
        "{vpnbrand} {period} {price} - {accfeat}",
        "Residential proxies {pool} IPs - {price}/GB",
        "{hot} Private indexer invites for sale - {price}",
        "Buy {acct} keys wholesale - {tg}",
        "Shared {acct} 4K profiles {price} - {accfeat}",
    ],
    "slots": {
        "acct": ["Netflix", "Spotify", "Disney+", "HBO Max", "ChatGPT Plus", "YouTube Premium",
                 "Crunchyroll", "Amazon Prime", "Steam", "Xbox Game Pass", "Canva Pro", "Adobe CC"],
        "acclife": ["lifetime", "12 months", "warranty 6 months", "full access", "1 year"],
        "accfeat": ["instant delivery", "crypto accepted", "warranty included", "bulk discounts",
                    "replacement guarantee", "auto-delivery 24/7"],
        "vpnbrand": ["SecureTunnel VPN", "NordVPN accounts", "ExpressVPN premium", "GhostLine VPN",
                     "HideZone VPN"],
        "pool": ["10M", "72M+", "50 million"],
        "period": ["month", "year", "2 years"],
    },
}
JUNK["account_vpn_selling"]["slots"]["acct2"] = JUNK["account_vpn_selling"]["slots"]["acct"]

JUNK["seo_marketing"] = {
    "groups": BIN_SPAM + TEXT_SPAM,
    "kw": ["seo", "links", "rank", "traffic", "leads", "followers", "promo"],
    "shapes": [
        "{links} {linktype} backlinks for {price} - rank #1",
        "Buy {social} followers - {socclaim}",
        "{traffic} targeted visitors to your site {price}",
        "Email list {leads} leads {niche} {year}",
        "Page 1 on Google guaranteed - {seoco}",
        "{hot} Mass posting software - post to {forums} forums and newsgroups",
        "{seoco}: {service} from {price}",
        "Get {views} {social} views in 24h",
    ],
    "slots": {
        "links": ["10,000", "5000", "50K", "1 million", "300"],
        "linktype": ["high DA", "PBN", "dofollow", "edu/gov", "contextual", "tier 2"],
        "social": ["Instagram", "TikTok", "YouTube", "Twitter/X", "Facebook", "Telegram", "Spotify"],
        "socclaim": ["real and active", "instant start", "non-drop", "cheapest on the market",
                     "no password needed"],
        "traffic": ["50,000", "100K", "1M", "20000"],
        "leads": ["20M", "5 million", "800K", "2.3M"],
        "niche": ["USA consumers", "crypto investors", "B2B CEOs", "doctors", "casino players"],
        "seoco": ["RankBoost Agency", "SEO Ninjas", "TopRank Pros", "Backlink Factory", "GrowthHackz"],
        "service": ["link building", "guest posts", "article spinning", "local SEO",
                    "review management", "bulk SMS"],
        "forums": ["5000", "10,000", "100K", "30000"],
        "views": ["10K", "100,000", "1M", "50K"],
    },
}

JUNK["replica_goods"] = {
    "groups": BIN_SPAM + ["alt.test", "alt.fashion"],
    "kw": ["replica", "outlet", "luxury", "watch", "bags", "brand", "sale"],
    "shapes": [
        "{brand} {item} replica {rgrade} {price}",
        "{brand} outlet {pct} - {rclaim}",
        "Swiss replica watches - {watch} {price}",
        "Wholesale {brand} {item} - {rclaim}",
        "{hot} {brand} {item} clearance sale {pct}",
        "1:1 {watch} - {rgrade} - {rclaim}",
        "Cheap {brand} {item} free shipping {site}",
    ],
    "slots": {
        "brand": ["Louis Vuitton", "Gucci", "Nike", "Chanel", "Prada", "Moncler", "Ray-Ban", "UGG",
                  "Hermes", "Air Jordan", "Canada Goose", "Oakley", "Michael Kors", "Pandora"],
        "item": ["handbags", "sneakers", "sunglasses", "jackets", "wallets", "boots", "belts",
                 "jewelry", "watches"],
        "rgrade": ["AAA grade", "1:1 mirror quality", "top quality", "super clone", "grade AAAA"],
        "rclaim": ["free shipping worldwide", "paypal accepted", "factory direct",
                   "90% off retail", "100% satisfaction"],
        "watch": ["Rolex Submariner", "Omega Seamaster", "Patek Philippe Nautilus",
                  "Audemars Piguet Royal Oak", "Rolex Daytona", "Cartier Tank",
                  "Breitling Navitimer", "Tag Heuer Carrera"],
    },
}


# ------------------------------------------------------------------ junk: intents (2/3)
JUNK["fake_codec"] = {
    "groups": ["alt.binaries.movies.divx", "alt.binaries.moovee", "alt.binaries.multimedia",
               "alt.binaries.hdtv.x264", "alt.binaries.dvd", "alt.binaries.teevee",
               "alt.binaries.movies", "alt.binaries.boneless", "alt.binaries.x264"],
    "kw": ["codec", "player", "divx", "xvid", "media", "video", "hd"],
    "shapes": [
        "{movie} {res} - requires {codec} (get it at {site})",
        "To play this file install {codec} first - {site}",
        "{moviedot}.{res}.WEB-DL.x264 {codec} required",
        "Video won't play? Download {codec} free",
        "{codec} {ver} - needed for all new releases",
        "Missing codec error? fix with {codec} {site}",
        "[{movie}] password & codec at {site}",
        "Install {player} to watch {movie} in HD",
        "{movie} ({year2}) - use {player} only, other players show black screen",
    ],
    "slots": {
        "movie": JUNK_MOVIES,
        "moviedot": lambda: ch(JUNK_MOVIES).replace(" ", "."),
        "res": ["1080p", "720p", "2160p", "HDRip", "CAM", "TS", "DVDSCR", "HDTS"],
        "codec": ["XviD Plus Codec Pack", "DivX Pro Decoder", "HD Media Codec 4.1",
                  "UltraCodec HEVC", "VideoAccess ActiveX", "MPEG4 Codec Installer",
                  "WMV DRM License Pack"],
        "ver": ["4.1", "10.2", "2024", "v7.3.1", "Final"],
        "player": ["SuperPlayer HD", "MediaPlayer Pro X", "UltraView Player", "FastPlay 4K",
                   "VidWatch Deluxe"],
    },
}

JUNK["malware_release"] = {
    "groups": ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.games",
               "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.movies.divx",
               "alt.binaries.moovee", "alt.binaries.apps", "alt.binaries.teevee", "alt.binaries.misc"],
    "kw": ["crack", "keygen", "free", "download", "serial", "activator", "soft"],
    "shapes": [
        "{app} {appver} Crack + {keygen} {mclaim3}",
        "{app} {mclaim3} full version free download.exe",
        "{moviedot}.{year}.1080p.WEB-DL.x264.{fakeext}",
        "{game} PC full game {mclaim3} - setup.exe",
        "{app} activator {year} ({mclaim3}) password: {site}",
        "FREE {gen} generator - no survey - {mclaim3}",
        "{game} {cheat} undetected {year}",
        "{app} portable + patch [{mclaim3}] .zip password in comments",
        "{movie} ({year}) full movie HD.{fakeext}",
        "Windows {win} activator KMS {mclaim3}",
    ],
    "slots": {
        "app": ["Adobe Photoshop 2024", "FL Studio 21", "Microsoft Office 2021", "Sony Vegas Pro",
                "AutoCAD 2025", "Windows 11 Pro", "Premiere Pro", "Illustrator CC", "CorelDRAW",
                "Wondershare Filmora", "IDM", "Avast Premium", "Nero Platinum", "3ds Max"],
        "appver": ["v25.1", "21.2.3", "2024", "Latest", "v13", "Final"],
        "keygen": ["Keygen", "Serial Key", "License Key", "Activation Code", "Patch"],
        "mclaim3": ["100% working", "no virus", "tested", "LATEST", "working 2024",
                    "virus free!!!", "FULL unlocked"],
        "movie": JUNK_MOVIES,
        "moviedot": lambda: ch(JUNK_MOVIES).replace(" ", "."),
        "fakeext": ["mkv.exe", "mp4.exe", "avi.scr", "mkv.lnk", "wmv.exe", "mp4.bat", "mkv.com",
                    "avi.exe", "mp4.scr", "rar.exe"],
        "game": ["GTA 6", "Elden Ring 2", "Minecraft", "Valorant", "Fortnite", "Call of Duty MW4",
                 "Hogwarts Legacy 2", "Red Dead Redemption 3", "Roblox", "CS2"],
        "gen": ["Robux", "V-Bucks", "Steam wallet", "Amazon gift card", "PSN code", "Xbox Live"],
        "cheat": ["aimbot", "wallhack", "ESP hack", "mod menu", "unlock all tool", "spoofer"],
        "win": ["10", "11", "7", "XP"],
    },
}

JUNK["streaming_bait"] = {
    "groups": ["alt.binaries.movies.divx", "alt.binaries.moovee", "alt.binaries.multimedia",
               "alt.binaries.hdtv", "alt.binaries.teevee", "alt.binaries.boneless",
               "alt.binaries.multimedia.sports", "rec.arts.movies.current-films", "alt.binaries.x264"],
    "kw": ["watch", "stream", "movies", "flix", "hd", "live", "free", "tv"],
    "shapes": [
        "Watch {movie} ({year2}) online free full movie HD",
        "{movie} {year2} FULLMOVIE free streaming ONLINE {res}",
        "(WATCH) {movie} ({year2}) full movie free online on {streamer}",
        "{match2} live stream free {res} - {site}",
        "{movie} full movie download free {res} mp4",
        "[{streamer}] {movie} ({year2}) - watch now",
        "{event2} LIVE FREE stream - no signup",
        "HD {movie} {year2} 1080p full online free (no sign up)",
        "Watch {show} season {sn} episode {en} online free",
        "{show} S0{sn}E0{en} stream free - {site}",
    ],
    "slots": {
        "movie": JUNK_MOVIES,
        "res": ["1080p", "720p", "4K", "HD", "UHD", "Full HD"],
        "streamer": ["123MoviesHub", "PutFlix", "SoapFlix", "FMoviesTV", "GoStreamz",
                     "MovieBox Free", "Flixtor HD"],
        "match2": ["Man United vs Liverpool", "Real Madrid vs Barcelona", "UFC 310",
                   "Canelo vs Crawford", "Super Bowl LIX", "Champions League Final"],
        "event2": ["Wimbledon Final", "NBA Finals Game 7", "WrestleMania", "Monaco Grand Prix",
                   "Royal Rumble", "Boxing PPV"],
        "show": ["House of the Dragon", "The Boys", "Squid Game", "The Last of Us",
                 "Stranger Things", "The Bear", "Severance", "Yellowstone"],
        "sn": ["1", "2", "3", "4", "5"],
        "en": ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
    },
}

JUNK["fake_documents"] = {
    "groups": BIN_SPAM + ["alt.test", "misc.immigration.usa"],
    "kw": ["docs", "passport", "diploma", "id", "papers", "degree", "visa"],
    "shapes": [
        "Buy {docs} - {dclaim2}",
        "{docs}, {docs2} and {docs3} for sale ({dclaim2})",
        "Get a {degree} in {days} - {dclaim2}",
        "Counterfeit {currency} notes - {dclaim2}",
        "{hot} Registered {docs} - contact {mail}",
        "IELTS / TOEFL certificates without exam - {dclaim2}",
        "Fresh fullz and CVV - {tg}",
        "Verifiable {degree} from accredited university {price}",
    ],
    "slots": {
        "docs": ["real and fake passports", "driver's licenses", "ID cards", "residence permits",
                 "visas", "SSN cards", "birth certificates"],
        "dclaim2": ["registered in the database", "undetectable", "100% genuine", "fast delivery",
                    "biometric", "grade A quality"],
        "degree": ["Bachelor degree", "MBA", "PhD", "Master's degree", "medical diploma",
                   "nursing license"],
        "days": ["7 days", "2 weeks", "10 days", "48 hours"],
        "currency": ["USD", "Euro", "GBP", "CAD", "AUD"],
    },
}
JUNK["fake_documents"]["slots"]["docs2"] = JUNK["fake_documents"]["slots"]["docs"]
JUNK["fake_documents"]["slots"]["docs3"] = JUNK["fake_documents"]["slots"]["docs"]

JUNK["tech_support"] = {
    "groups": BIN_SPAM + ["alt.test", "comp.os.ms-windows.misc", "alt.comp.freeware",
                          "microsoft.public.windowsxp.general"],
    "kw": ["support", "help", "helpdesk", "care", "service", "tech", "fix"],
    "shapes": [
        "{brand2} support phone number {phone} (24/7)",
        "{brand2} customer service {phone} - {tsclaim}",
        "Your PC is infected! Call {brand2} technician {phone}",
        "{brand2} auto-renewal {inv} charged {charge} - call {phone} to cancel",
        "{issue}? {brand2} helpline {phone}",
        "{hot} {brand2} tech support number {phone}",
        "Call {phone} for {brand2} {issue}",
        "{brand2} {issue} - {tsclaim} - dial {phone}",
    ],
    "slots": {
        "brand2": ["QuickBooks", "Norton", "McAfee", "Geek Squad", "Microsoft Windows",
                   "HP Printer", "Cash App", "Coinbase", "Outlook", "AOL Mail", "Epson",
                   "Canon printer", "Roku", "Avast"],
        "tsclaim": ["toll free", "certified experts", "instant fix", "USA/Canada", "live agents"],
        "charge": ["$399.99", "$299.00", "$549.95", "$189.99"],
        "issue": ["Printer offline", "Account locked", "Error code 0x80070005", "Payment failed",
                  "Password reset", "Activation failed"],
    },
}

JUNK["religious_flood"] = {
    "groups": ["alt.religion.christian", "alt.bible.prophecy", "alt.atheism", "soc.religion.christian",
               "alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.multimedia",
               "alt.binaries.sounds.mp3", "alt.test", "alt.binaries.teevee"],
    "kw": ["jesus", "bible", "faith", "truth", "gospel", "saved", "prophecy"],
    "shapes": [
        "{rel_claim} - {verse}",
        "Are you saved? {verse}",
        "The end times are here: read {book} chapter {chap}",
        "{hot} {rel_claim}",
        "REPENT NOW - {rel_claim2}",
        "Free {relfree} - {site}",
        "{rel_claim2} ({verse})",
        "Why {godq}? answers at {site}",
        "{relname} prophecy fulfilled {year} - {rel_claim2}",
    ],
    "slots": {
        "rel_claim": ["JESUS IS COMING SOON", "God loves you more than you know",
                      "The Rapture is near", "Accept Christ before it is too late",
                      "The mark of the beast is here", "Only Jesus saves",
                      "Sunday worship is the mark of the beast"],
        "rel_claim2": ["the judgement day is at hand", "hell is real", "the Bible has the answers",
                       "pray for this nation", "turn from your sins",
                       "the Kingdom of God is at hand"],
        "verse": ["John 3:16", "Romans 10:9", "Revelation 13:16", "Acts 2:38", "Matthew 24:14",
                  "Isaiah 53:5", "Psalm 23"],
        "book": ["Revelation", "Daniel", "Ezekiel", "Matthew"],
        "chap": lambda: str(ri(1, 22)),
        "relfree": ["Bible study by mail", "prayer request line", "gospel tracts",
                    "DVD: The Coming Crisis", "Quran translation", "Book of Mormon"],
        "godq": ["does God allow suffering", "is there evil in the world", "did Jesus die",
                 "must you be born again"],
        "relname": ["Daniel's", "Ezekiel's", "Nostradamus", "Revelation"],
    },
}

JUNK["conspiracy_political"] = {
    "groups": ["alt.conspiracy", "alt.politics", "talk.politics.misc", "alt.binaries.misc",
               "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.teevee",
               "alt.binaries.documentaries", "misc.survivalism", "alt.test"],
    "kw": ["truth", "wakeup", "freedom", "patriot", "exposed", "news", "liberty"],
    "shapes": [
        "{consp} - {cproof}",
        "WAKE UP {sheep}: {consp}",
        "What they don't want you to know about {ctopic}",
        "{hot} {ctopic} EXPOSED - {cproof}",
        "{polcall} - {polreason}",
        "The truth about {ctopic} ({cproof})",
        "{ctopic} is a hoax - share before deleted",
        "Stop the {polthing} - {polcall}",
    ],
    "slots": {
        "consp": ["Chemtrails are poisoning us", "The moon landing was faked", "The earth is flat",
                  "5G towers spread disease", "HAARP controls the weather",
                  "The New World Order is here", "Fluoride is mind control", "Birds aren't real"],
        "cproof": ["PROOF inside", "watch before they delete it", "leaked documents",
                   "whistleblower speaks", "the media won't report this", "do your own research"],
        "sheep": ["SHEEPLE", "PEOPLE", "AMERICA", "EUROPE", "USENET"],
        "ctopic": ["the vaccine agenda", "the Federal Reserve", "the Bilderberg group",
                   "the moon landing", "climate change", "the election", "the deep state",
                   "fluoride", "chemtrails", "9/11"],
        "polcall": ["Impeach them all", "Vote them out", "Tax is theft", "Abolish the IRS",
                    "Sign the petition now", "Call your senator today", "Secede now"],
        "polreason": ["the government is lying to you", "our rights are being stolen",
                      "the elites are laughing at you", "freedom is dying",
                      "the media is complicit"],
        "polthing": ["globalist agenda", "censorship machine", "digital ID", "cashless society",
                     "war machine", "surveillance state"],
    },
}

JUNK["chatter"] = {
    "groups": ["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.sounds.mp3",
               "alt.binaries.e-book", "alt.binaries.multimedia", "alt.binaries.boneless",
               "alt.binaries.anime", "alt.binaries.sounds.lossless", "alt.binaries.pictures",
               "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.documentaries"],
    "kw": ["chat"],
    "shapes": [
        "{greet} {chatq}",
        "Re: {chatq}",
        "OT: {offtopic}",
        "{chatq}",
        "thanks to {poster} for {thanksfor}",
        "Re: Re: {chatq2}",
        "anyone else {problem}?",
        "{greet} {problem} - help?",
        "is this group {dead}?",
        "{offtopic} (off topic, sorry)",
        "Re: thanks to {poster} for {thanksfor}",
    ],
    "slots": {
        "greet": ["hi all,", "hello,", "hey guys", "quick question:", "newbie here -",
                  "sorry if this is a dumb question but"],
        "chatq": ["which provider do you use?", "what happened to the posts yesterday",
                  "how do I join rar files", "where are the par2s?",
                  "anybody got an invite to a good indexer", "how do I use nzb files",
                  "is Pan or SABnzbd better", "why is everything obfuscated now",
                  "what does yEnc mean"],
        "chatq2": ["missing parts on the last post", "retention question", "your server or mine",
                   "SABnzbd keeps failing", "is this worth the download",
                   "who remembers Agent/Forte"],
        "offtopic": ["new router recommendations", "my cat died today", "best pizza in Chicago",
                     "anyone watching the game", "weather here is awful",
                     "thinking of switching to Linux"],
        "poster": ["the kind poster", "Joe", "Anon", "whoever posted the jazz",
                   "the Saturday night poster", "you all"],
        "thanksfor": ["the great posts", "the fills", "all the Dylan", "last night's uploads",
                      "keeping this group alive"],
        "problem": ["getting incomplete downloads", "having CRC errors",
                    "seeing 430 no such article", "unable to connect on port 563",
                    "stuck at 99%", "getting DMCA'd files"],
        "dead": ["dead", "still alive", "moderated", "being flooded"],
    },
}

JUNK["flame_troll"] = {
    "groups": ["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.sounds.mp3",
               "alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.e-book",
               "alt.binaries.anime", "news.admin.net-abuse.usenet", "alt.flame", "alt.usenet.kooks"],
    "kw": ["flame"],
    "shapes": [
        "{itarget} {insult}",
        "Re: {itarget} {insult}",
        "STOP {badact} YOU {nins}",
        "{nins} alert: {wins} is at it again",
        "learn to post properly, {nins}",
        "Usenet is dying because of {wins}",
        "go back to {backto}, {nins}",
        "Re: Re: Re: {wins} {insult}",
        "{wins} {insult} - plonk",
    ],
    "slots": {
        "itarget": ["Leechers", "Repost requesters", "Top-posters", "Spammers",
                    "Whoever posted that", "The guy posting RARs", "Moderators"],
        "insult": ["are morons", "should be banned", "ruin everything", "can't read the FAQ",
                   "need a life", "are clueless"],
        "badact": ["CROSSPOSTING", "REPOSTING", "FLOODING", "TOP POSTING", "POSTING SPAM",
                   "SHOUTING", "REQUESTING"],
        "nins": ["IDIOT", "moron", "loser", "clown", "troll", "lamer", "newbie", "luser"],
        "wins": ["this spammer", "the same troll", "that clown", "you people", "AOL users",
                 "Google Groups users", "the leechers"],
        "backto": ["AOL", "Reddit", "Facebook", "Google Groups", "Tumblr", "4chan", "your cave"],
    },
}


# ------------------------------------------------------------------ junk: intents (3/3), generated
CLIENTS = ["Pan 0.158", "Thunderbird 115", "Forte Agent 8.0", "Xnews", "slrn 1.0.3", "tin 2.6.2",
           "Unison", "NewsBin Pro 6.9", "Outlook Express 6", "40tude Dialog", "Gnus", "ngPost 4.16",
           "nyuu 0.4.2", "Newsleecher", "Grabit 1.7", "Alpine", "MesNews"]


def g_test():
    f = ri(0, 17)
    n = ri(1, 999)
    forms = [
        "test", f"test {n}", f"testing {ri(1, 3)} {ri(1, 3)} {ri(1, 3)}", "test - please ignore",
        f"ignore: test {mk_date()}", f"test post from {ch(CLIENTS)}",
        f"test.{ch(['txt', 'jpg', 'bin', 'rar', 'dat', 'nfo'])} yEnc (1/1)",
        f"testing yEnc posting {n}", "TEST TEST TEST", "test, do not download",
        f"retention test {mk_date()}", f"test {mk_time()}", "tst", f"test{n}",
        "testing new newsreader", f"Test - {ch(CLIENTS)}", f"ignore this ({n})",
        f"{ch(['TeSt', 'tEsT', 'Test.', 'test?', 'test!!'])} {ch(['', 'again', 'from work', 'sorry', str(n)])}",
    ]
    return forms[f]


BOT_WORDS = ["buy", "now", "meow", "flood", "ping", "spam", "free", "xyzzy", "foo", "bar",
             "hello", "lol", "ok", "yes", "win", "click"]


def g_bot():
    f = ri(0, 13)
    n = ri(1, 999999)
    w = ch(BOT_WORDS)
    if f == 0:
        return f"{ch(['FLOOD', 'flood', 'SPAM', 'AUTO', 'BOT'])} {n:06d} {rstr(LOWER, ri(6, 12))}"
    if f == 1:
        return f"[autopost] keepalive {mk_date()}T{mk_time()}Z"
    if f == 2:
        return f"message {ri(1, 99999)} of 100000"
    if f == 3:
        return " ".join([w.upper()] * ri(4, 9))
    if f == 4:
        return f"{rstr(HEXL, 12)}-{n}-flood"
    if f == 5:
        return f"ping {mk_date()} {mk_time()} seq={n}"
    if f == 6:
        return ch(["A", "X", "Z", "M"]) * ri(12, 40) + f" {n}"
    if f == 7:
        return " ".join(["meow"] * ri(3, 8)) + ("!" * ri(0, 3))
    if f == 8:
        return " ".join(f"{w}{n}" for _ in range(ri(3, 6)))
    if f == 9:
        return f"cmsg cancel <{rstr(LOWER + DIG, 14)}@{ch(['news.example.net', 'bot.invalid', 'flood.local'])}>"
    if f == 10:
        return ch(["Out of Office AutoReply: ", "Delivery Status Notification (Failure): ",
                   "Undeliverable: ", "Mail delivery failed: returning message to sender - ",
                   "Auto-Reply: "]) + ch(["your post", "Re: test", f"msg {n}", "(no subject)"])
    if f == 11:
        return f"Hi! I am {ch(['John', 'Anna', 'Bot', 'Max'])}, {ri(18, 70)} years old. {n}"
    if f == 12:
        return f"{ch(['[BOT]', 'AUTOPOST', '#bot'])} {ch(BOT_WORDS)} {ch(BOT_WORDS)} {ch(BOT_WORDS)} #{n}"
    return f"x{n} " * ri(3, 6)


KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "azertyuiop", "qsdfghjklm",
           "qwertzuiop", "yxcvbnm", "йцукенгшщзх", "фывапролджэ", "ячсмитьбю", "wxcvbn"]


def mash_seg():
    f = ri(0, 6)
    if f == 0:
        row = ch(KB_ROWS)
        a = ri(0, len(row) - 4)
        s = row[a:a + ri(4, len(row) - a)]
        return s[::-1] if chance(0.3) else s
    if f == 1:
        return ch(["jf", "fj", "kj", "jk", "df", "as", "lk", "gh", "hj", "sd", "ui", "nm"]) * ri(3, 7)
    if f == 2:
        return ch(["sdf", "lkj", "fgd", "hjk", "asd", "qwe", "ghj", "dfg", "xcv", "jkl"]) * ri(2, 5)
    if f == 3:
        return ch(LOWER) * ri(5, 14)
    if f == 4:
        return rstr("asdfghjkl;", ri(6, 14))
    if f == 5:
        return rstr("qwertyuiopasdf", ri(5, 11))
    return ch(["!!!!", ";;;;", ",.,.,.", "''''", "[][][]", "/////", "...."]) + ch(["", "!", "?"])


def g_mash():
    segs = [mash_seg() for _ in range(ri(1, 4))]
    s = ch(["", " ", " ", "  "]).join(segs)
    c = ri(0, 5)
    if c == 0:
        s = s.upper()
    elif c == 1:
        s = s.capitalize()
    return s


LEX = ["quantum", "tomato", "ledger", "velvet", "orbit", "pancake", "serenade", "gravel",
       "lantern", "nimble", "obsidian", "parsley", "quarry", "ripple", "saffron", "tundra",
       "umbrella", "vortex", "walnut", "yodel", "zephyr", "anchor", "biscuit", "cobalt",
       "dandelion", "eclipse", "falcon", "gossamer", "harbor", "igloo", "jasmine", "kettle",
       "lobster", "marble", "nectar", "oyster", "pepper", "quilt", "radish", "spindle",
       "thimble", "uranium", "violin", "wizard", "xylophone", "yarn", "zinc", "mortgage",
       "legislation", "sings", "beneath", "quietly", "purple", "seventeen", "although",
       "banana", "committee", "dances", "elastic", "forgotten", "giraffe", "hollow",
       "invoice", "jubilant", "kiosk", "lunar", "melancholy", "noodle", "optimal",
       "paradox", "quiver", "rhombus", "scaffold", "tangerine", "undertow", "verdict",
       "whisper", "yesterday", "zealous", "carburetor", "philosophy", "moist", "elbow",
       "democracy", "spoon", "dreams", "of", "the", "and", "with", "without", "towards",
       "is", "was", "under", "becomes", "sometimes", "never", "cucumber", "telescope",
       "gargle", "pamphlet", "crouton", "syllable", "haddock", "turnip", "bureaucrat"]
DET = ["the", "a", "every", "my", "no", "this", "their", "some"]
ADJ = ["purple", "quiet", "elastic", "forgotten", "jubilant", "hollow", "lunar", "moist",
       "optimal", "zealous", "melancholy", "nimble", "velvet"]
NOUN = ["mortgage", "giraffe", "telescope", "committee", "cucumber", "paradox", "lantern",
        "kettle", "bureaucrat", "pamphlet", "walnut", "spindle", "haddock", "democracy"]
VERB = ["sings", "dances", "gargles", "whispers", "collapses", "negotiates", "evaporates",
        "apologizes", "orbits", "hibernates", "vibrates", "photosynthesizes"]
PREP = ["beneath", "towards", "without", "under", "beside", "through", "despite", "inside"]


def g_salad():
    f = ri(0, 4)
    if f == 0:
        s = " ".join(ch(LEX) for _ in range(ri(4, 10)))
    elif f == 1:
        s = (f"{ch(DET)} {ch(ADJ)} {ch(NOUN)} {ch(VERB)} {ch(PREP)} {ch(DET)} {ch(NOUN)}")
    elif f == 2:
        s = ", ".join(ch(LEX) for _ in range(ri(3, 6))) + ch([".", "!", "?", "..."])
    elif f == 3:
        s = f"{ch(NOUN).capitalize()} {ch(VERB)} {ch(ADJ)} {ch(NOUN)}s {ch(['sometimes', 'never', 'yesterday', 'quietly'])}"
    else:
        s = " ".join(ch(LEX).capitalize() for _ in range(ri(3, 7)))
    if chance(0.15):
        s = "Re: " + s
    return s


NOISE_FIXED = ["...", "???", "-", "(no subject)", "(none)", "Untitled", "New Message", "RE:",
               "Fwd:", "null", "undefined", "NaN", "[object Object]", "%s", "$SUBJECT",
               "<subject>", "{subject}", "#####", ">>>>>>>", "||||||||", "0000000000", ".",
               "..", "*", "+++", "===", "___", "^^^^^^", "///", "@@@@", "&&&&&", "¿¿¿", "¡¡¡",
               "Re: Re: Re: Re:", "[ ]", "( )", "--", "~", "<>", "0", "Subject", "no subject",
               "???? ???? ????", "�����", "None"]


def g_noise():
    f = ri(0, 9)
    if f <= 2:
        return ch(NOISE_FIXED)
    if f == 3:
        return ch(["=?UTF-8?B?", "=?utf-8?B?", "=?windows-1251?B?"]) + rstr(ALNUM + "+/", ri(8, 24)) + "==?="
    if f == 4:
        return ch(["=?iso-8859-1?Q?", "=?UTF-8?Q?"]) + "".join("=" + rstr(HEXU, 2) for _ in range(ri(3, 8))) + "?="
    if f == 5:
        return "".join(ch(["Ã©", "Ã¨", "Ã ", "â€™", "Ã¶", "Ã¼", "â€œ", "Ãƒ", "Â"]) for _ in range(ri(3, 8)))
    if f == 6:
        return ch(["-", "=", "~", "*", ".", "_", "#", "+", "!", "?", "/", "\\", "|", ">"]) * ri(3, 30)
    if f == 7:
        return rstr("!@#$%^&*()_+=-[]<>?/|~", ri(4, 16))
    if f == 8:
        return ch(DIG) * ri(3, 12)
    return ch(["?", "�", "□", "■", "▯"]) * ri(2, 12)


JUNK["test_post"] = {"groups": ["alt.binaries.test", "alt.test", "misc.test", "alt.binaries.test.yenc",
                                "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia"],
                     "kw": ["test"], "gen": g_test}
JUNK["bot_flood"] = {"groups": BIN_SPAM + ["alt.test", "news.groups", "alt.usenet.kooks"],
                     "kw": ["bot", "flood"], "gen": g_bot}
JUNK["keyboard_mash"] = {"groups": BIN_SPAM + ["alt.test", "misc.test"], "kw": ["asdf"], "gen": g_mash}
JUNK["word_salad"] = {"groups": BIN_SPAM + TEXT_SPAM, "kw": ["salad"], "gen": g_salad}
JUNK["noise"] = {"groups": BIN_SPAM + ["alt.test", "misc.test", "alt.binaries.test.yenc"],
                 "kw": ["none"], "gen": g_noise}

JUNK["chatter"]["nodeco"] = True
JUNK["flame_troll"]["nodeco"] = True

JUNK_ORDER = ["pharmacy_rx", "male_enhancement", "health_miracle", "adult_dating", "casino",
              "sports_betting", "crypto_invest", "loans_debt", "work_from_home", "advance_fee",
              "lottery_prize", "phishing", "iptv_reseller", "account_vpn_selling", "seo_marketing",
              "replica_goods", "fake_codec", "malware_release", "streaming_bait", "fake_documents",
              "tech_support", "religious_flood", "conspiracy_political", "chatter", "flame_troll",
              "test_post", "bot_flood", "keyboard_mash", "word_salad", "noise"]

LANG_CTA = {
    "de": ["Jetzt bestellen!", "Hier klicken", "Nur heute!", "Diskrete Lieferung", "Kostenlos testen",
           "Angebot gilt nur 24 Std."],
    "fr": ["Cliquez ici", "Offre limitée !", "Livraison discrète", "Commandez maintenant",
           "100% gratuit", "Profitez-en vite"],
    "es": ["¡Haz clic aquí!", "Oferta limitada", "Envío discreto", "¡Pide ya!", "Gratis hoy",
           "No te lo pierdas"],
    "it": ["Clicca qui", "Offerta limitata", "Spedizione discreta", "Ordina ora!", "Solo oggi",
           "Gratis"],
    "pt": ["Clique aqui", "Oferta por tempo limitado", "Frete grátis", "Compre já!", "Só hoje",
           "Garanta o seu"],
    "nl": ["Klik hier", "Alleen vandaag!", "Discrete levering", "Bestel nu", "Gratis proberen"],
    "pl": ["Kliknij tutaj", "Tylko dziś!", "Dyskretna wysyłka", "Zamów teraz", "Za darmo"],
    "ru": ["Жми сюда", "Только сегодня!", "Анонимная доставка", "Заказывай сейчас", "Бесплатно",
           "Пиши в телегу"],
    "zh": ["点击进入", "限时优惠", "免费注册", "立即下载", "加微信咨询", "24小时在线"],
    "ja": ["今すぐクリック", "期間限定", "無料登録", "今すぐ申し込み", "完全無料"],
    "ko": ["지금 클릭", "기간 한정", "무료 가입", "바로가기", "24시간 상담"],
    "tr": ["Hemen tıkla", "Sınırlı teklif", "Ücretsiz", "Şimdi sipariş ver", "Bugüne özel"],
    "ar": ["اضغط هنا", "عرض لفترة محدودة", "مجانا", "اطلب الآن"],
    "vi": ["Nhấn vào đây", "Ưu đãi có hạn", "Miễn phí", "Đăng ký ngay"],
    "id": ["Klik di sini", "Promo terbatas", "Gratis", "Daftar sekarang", "Bonus 100%"],
    "th": ["คลิกเลย", "โปรโมชั่นพิเศษ", "ฟรี", "สมัครเลย"],
}

LANG_GROUPS = {
    "de": ["de.test", "de.alt.test", "alt.binaries.german.movies", "de.alt.dateien.misc"],
    "fr": ["fr.test", "alt.binaries.movies.french", "alt.binaries.dvd.french"],
    "es": ["es.test", "alt.binaries.spanish"],
    "it": ["it.test", "alt.binaries.italian"],
    "nl": ["nl.test", "alt.binaries.nl"],
    "pl": ["pl.test", "alt.binaries.polish"],
    "ru": ["relcom.test", "alt.binaries.russian"],
    "pt": ["alt.binaries.brazilian"],
    "zh": ["alt.chinese.text", "tw.test"],
    "ja": ["fj.test", "japan.test"],
    "tr": ["alt.binaries.turkish"],
}

FOREIGN = {
    "pharmacy_rx": [("de", "Viagra ohne Rezept günstig kaufen"), ("fr", "Cialis générique sans ordonnance pas cher"),
                    ("es", "Compra Viagra y Cialis sin receta"), ("ru", "Виагра и Сиалис без рецепта с доставкой"),
                    ("it", "Farmacia online senza ricetta medica"), ("pl", "Tania apteka internetowa bez recepty"),
                    ("zh", "网上药店 正品伟哥 货到付款"), ("tr", "Reçetesiz Viagra online eczane"),
                    ("pt", "Farmácia online sem receita: Viagra barato")],
    "male_enhancement": [("de", "Endlich länger durchhalten im Bett"), ("fr", "Augmentez votre virilité naturellement"),
                         ("es", "Aumenta tu potencia en 30 días"), ("ru", "Мужская сила за 4 недели без операций"),
                         ("it", "Potenza maschile al 100% con erbe naturali"), ("pl", "Dłuższy seks bez tabletek"),
                         ("ja", "男性力アップ サプリ 今なら半額"), ("pt", "Aumente sua potência masculina já")],
    "health_miracle": [("de", "Abnehmen ohne Diät - 10 kg in 3 Wochen"), ("fr", "Perdez 12 kg en un mois sans régime"),
                       ("es", "Adelgaza 15 kilos sin dieta ni ejercicio"), ("ru", "Похудей на 20 кг за месяц без диет"),
                       ("it", "Cura naturale per il diabete che i medici nascondono"), ("nl", "Snel afvallen met keto gummies"),
                       ("zh", "三天瘦十斤 纯天然减肥茶"), ("ko", "한 달에 10kg 감량 다이어트 비법"),
                       ("pt", "Emagreça 10 kg em 30 dias sem dieta")],
    "adult_dating": [("de", "Einsame Hausfrauen in deiner Nähe suchen Kontakt"), ("fr", "Rencontres coquines près de chez vous"),
                     ("es", "Chicas solteras en tu ciudad quieren conocerte"), ("ru", "Знакомства для взрослых без регистрации"),
                     ("it", "Donne mature cercano incontri discreti"), ("pl", "Samotne kobiety z Twojej okolicy czekają"),
                     ("ja", "近所の人妻と今すぐ出会える"), ("zh", "同城交友 美女在线聊天"),
                     ("nl", "Sexdate in jouw buurt vandaag nog"), ("pt", "Mulheres solteiras na sua cidade")],
    "casino": [("de", "Online Casino: 500€ Bonus + 200 Freispiele"), ("fr", "Casino en ligne : 200 tours gratuits sans dépôt"),
               ("es", "Casino online: bono de bienvenida de 500€"), ("ru", "Казино онлайн: 200 фриспинов за регистрацию"),
               ("it", "Casinò online: bonus senza deposito 50€"), ("pl", "Kasyno online 100 darmowych spinów"),
               ("tr", "Canlı casino hoş geldin bonusu %200"), ("id", "Slot gacor hari ini maxwin"),
               ("vi", "Nhà cái uy tín, tặng 100K khi đăng ký"), ("zh", "澳门在线赌场 注册送88元"),
               ("ko", "온라인 카지노 첫충 30% 보너스")],
    "sports_betting": [("de", "Sichere Wett-Tipps: 95% Trefferquote"), ("es", "Partidos arreglados 100% seguros"),
                       ("it", "Partite truccate, vincita sicura"), ("pt", "Palpites certeiros para o Brasileirão"),
                       ("tr", "Şike maç, kesin kazanç"), ("ru", "Договорные матчи, 100% проход"),
                       ("id", "Prediksi bola jitu malam ini"), ("vi", "Soi kèo chuẩn, thắng chắc 100%"),
                       ("th", "ทีเด็ดบอลวันนี้ ชนะชัวร์")],
    "crypto_invest": [("de", "Mit Bitcoin 1.000€ am Tag verdienen"), ("fr", "Doublez vos bitcoins en 24h"),
                      ("es", "Invierte en cripto y gana 5% diario"), ("ru", "Заработок на криптовалюте от 3% в день"),
                      ("pt", "Robô de trading: lucro garantido em cripto"), ("tr", "Kripto para ile günde 5000 TL kazan"),
                      ("zh", "比特币投资 日赚千元 稳赚不赔"), ("ko", "코인 리딩방 무료 입장 수익 보장"),
                      ("ja", "仮想通貨で月収100万円 無料セミナー"), ("vi", "Đầu tư tiền ảo lãi 3% mỗi ngày")],
    "loans_debt": [("de", "Kredit ohne Schufa - sofort aufs Konto"), ("fr", "Prêt rapide sans justificatif"),
                   ("es", "Préstamos rápidos sin aval, aprobados en minutos"), ("pl", "Chwilówka bez BIK online"),
                   ("ru", "Займ на карту без отказа за 5 минут"), ("pt", "Empréstimo para negativado, aprovação imediata"),
                   ("it", "Prestiti veloci anche a protestati"), ("id", "Pinjaman online cepat cair tanpa jaminan")],
    "work_from_home": [("de", "Von zu Hause aus 300€ am Tag verdienen"), ("fr", "Gagnez 3000€ par mois depuis chez vous"),
                       ("es", "Gana dinero desde casa sin experiencia"), ("ru", "Работа на дому, доход от 5000 руб. в день"),
                       ("pt", "Renda extra trabalhando em casa"), ("it", "Lavoro da casa, guadagni subito"),
                       ("pl", "Praca zdalna, zarobki do 10 000 zł"), ("id", "Kerja dari rumah gaji jutaan"),
                       ("zh", "在家兼职 日结工资 手机就能做"), ("ja", "スマホだけで日給3万円 副業")],
    "advance_fee": [("fr", "Proposition d'affaire urgente et confidentielle"), ("es", "Herencia no reclamada de 8.500.000 USD"),
                    ("de", "Vertrauliches Geschäftsangebot - Erbschaft"), ("it", "Fondo di compensazione da 2,5 milioni"),
                    ("pt", "Transferência de fundos - assunto confidencial"), ("ru", "Наследство на ваше имя, срочно ответьте"),
                    ("nl", "Dringend zakelijk voorstel van advocaat")],
    "lottery_prize": [("de", "Herzlichen Glückwunsch! Sie haben 1.000.000 € gewonnen"), ("fr", "Félicitations, votre adresse e-mail a gagné"),
                      ("es", "¡Felicidades! Ha ganado la lotería El Gordo"), ("it", "Hai vinto un iPhone 16!"),
                      ("pt", "Você foi sorteado! Resgate seu prêmio"), ("nl", "Gefeliciteerd, u heeft gewonnen!"),
                      ("pl", "Gratulacje! Wygrałeś nagrodę"), ("ru", "Поздравляем! Вы выиграли приз"),
                      ("tr", "Tebrikler, çekilişi kazandınız!")],
    "phishing": [("de", "Ihr Konto wurde gesperrt - jetzt bestätigen"), ("fr", "Votre compte a été suspendu, vérifiez vos informations"),
                 ("es", "Su cuenta ha sido bloqueada, verifique sus datos"), ("it", "Il tuo account è stato sospeso"),
                 ("nl", "Uw rekening is geblokkeerd, verifieer nu"), ("pt", "Sua conta foi bloqueada, atualize seus dados"),
                 ("pl", "Twoje konto zostało zablokowane"), ("ja", "【重要】アカウントがロックされました"),
                 ("zh", "您的账户存在异常，请立即验证")],
    "iptv_reseller": [("de", "IPTV Abo 12 Monate - alle Sky Sender"), ("fr", "Abonnement IPTV 12 mois - 20000 chaînes"),
                      ("es", "Lista IPTV premium con fútbol en directo"), ("it", "Abbonamento IPTV con tutti i canali Sky e DAZN"),
                      ("nl", "IPTV abonnement met Ziggo Sport en Viaplay"), ("pt", "IPTV com todos os canais e futebol ao vivo"),
                      ("pl", "Abonament IPTV tanio, polskie kanały"), ("ar", "اشتراك IPTV جميع القنوات بي ان سبورت"),
                      ("tr", "IPTV abonelik tüm maçlar HD")],
    "account_vpn_selling": [("ru", "Продам аккаунты Netflix Premium недорого"), ("es", "Cuentas Netflix y Spotify premium baratas"),
                            ("pt", "Contas Spotify Premium vitalícias"), ("de", "Günstige Usenet-Zugänge, unbegrenzt"),
                            ("fr", "Comptes Disney+ partagés pas chers"), ("zh", "出售 Netflix 账号 高级会员"),
                            ("tr", "Ucuz Netflix hesabı satılık"), ("vi", "Bán tài khoản Netflix Premium giá rẻ")],
    "replica_goods": [("zh", "高仿名表 劳力士 一比一"), ("de", "Replika Uhren Rolex zum Spottpreis"),
                      ("fr", "Sacs Louis Vuitton pas cher - livraison gratuite"), ("es", "Réplicas de relojes suizos AAA"),
                      ("it", "Borse Gucci outlet -70%"), ("pt", "Réplicas de tênis Nike de primeira linha"),
                      ("ru", "Реплики часов Rolex, швейцарское качество"), ("ko", "명품 레플리카 가방 정품급")],
    "streaming_bait": [("fr", "Regarder Dune 2 en streaming VF gratuit"), ("es", "Ver Deadpool y Lobezno película completa en español latino"),
                       ("it", "Inside Out 2 film completo in italiano streaming"), ("de", "Oppenheimer ganzer Film auf Deutsch kostenlos"),
                       ("pt", "Assistir Divertida Mente 2 filme completo dublado"), ("ru", "Смотреть фильм онлайн бесплатно в хорошем качестве"),
                       ("pl", "Oglądaj za darmo cały film online lektor PL"), ("id", "Nonton film gratis sub indo full movie"),
                       ("tr", "Full HD film izle Türkçe dublaj"), ("vi", "Xem phim mới nhất miễn phí vietsub")],
    "fake_documents": [("fr", "Acheter un vrai permis de conduire sans examen"), ("es", "Comprar pasaporte registrado y licencia de conducir"),
                       ("de", "Echten Führerschein ohne Prüfung kaufen"), ("it", "Comprare patente di guida registrata"),
                       ("ru", "Купить диплом ВУЗа с занесением в реестр"), ("pt", "Compre carteira de motorista sem exame"),
                       ("pl", "Kup prawo jazdy bez egzaminu"), ("nl", "Rijbewijs kopen zonder examen")],
    "religious_flood": [("es", "Jesucristo viene pronto, arrepiéntete"), ("pt", "Jesus te ama! Aceite Cristo hoje"),
                        ("de", "Jesus kommt bald - kehrt um!"), ("fr", "Dieu vous aime, lisez la Bible"),
                        ("it", "Il Signore ritorna presto, convertiti"), ("ru", "Покайтесь, ибо приблизилось Царствие Небесное"),
                        ("ko", "예수 천국 불신 지옥"), ("pl", "Jezus Cię kocha, nawróć się")],
    "conspiracy_political": [("de", "Die Wahrheit über Chemtrails - Beweise!"), ("fr", "Le gouvernement nous ment sur la 5G"),
                             ("es", "La verdad que los medios ocultan"), ("ru", "Вся правда о мировом правительстве"),
                             ("it", "Le scie chimiche ci avvelenano"), ("pt", "Acordem! A Terra é plana"),
                             ("pl", "Cała prawda o szczepionkach, zanim usuną")],
    "chatter": [("de", "Hallo zusammen, welchen Provider nutzt ihr?"), ("nl", "Weet iemand waarom de downloads mislukken?"),
                ("fr", "Bonjour, quelqu'un a la suite ?"), ("es", "Hola, ¿alguien sabe cómo unir los archivos rar?"),
                ("it", "Ciao a tutti, il gruppo è morto?"), ("pl", "Czy ktoś ma resztę tego posta?"),
                ("ru", "Всем привет, кто-нибудь знает хороший сервер?"), ("pt", "Alguém pode repostar a parte 12?"),
                ("ja", "すみません、このスレの続きはありますか"), ("zh", "请问有人有这个的完整版吗")],
}

NO_CTA_INTENTS = ["chatter", "religious_flood", "conspiracy_political", "advance_fee"]
SHARE_WORDS = {"de": "Bitte teilen!", "fr": "Partagez !", "es": "¡Comparte!", "it": "Condividete!",
               "pt": "Compartilhe!", "ru": "Поделитесь!", "pl": "Udostępnij!", "ko": "전파하세요",
               "nl": "Deel dit!"}


def foreign_title(intent, bank):
    lang, phrase = ch(bank)
    if intent == "chatter":
        f = ri(0, 3)
        if f == 0:
            return lang, "Re: " + phrase
        if f == 1:
            return lang, phrase + " " + ch(["", "?", "!", "...", ":-)", "(OT)"])
        if f == 2:
            return lang, "OT: " + phrase
        return lang, phrase
    parts = [phrase]
    sep = ch([" - ", " ", " | ", " !!! ", " >> ", " :: ", " – ", " * "])
    if intent in NO_CTA_INTENTS:
        if lang in SHARE_WORDS and chance(0.5):
            parts.append(SHARE_WORDS[lang])
        if chance(0.5):
            parts.append(ch([mk_site, mk_mail, mk_tg])())
    else:
        if chance(0.8):
            parts.append(ch(LANG_CTA[lang]))
        if chance(0.5):
            parts.append(ch([mk_site, mk_site, mk_phone, mk_tg, mk_price])())
    t = sep.join(parts)
    if chance(0.15):
        t = ch(["!!! ", "*** ", ">> ", "NEW ", ""]) + t
    return lang, t


# ------------------------------------------------------------------ junk: evasions
LEET = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!", "|"], "o": ["0"], "s": ["5", "$"],
        "t": ["7"], "l": ["1"], "g": ["9"], "b": ["8"]}
HOMO = {"a": ["а"], "e": ["е"], "o": ["о", "ο"], "p": ["р"], "c": ["с"], "x": ["х"], "y": ["у"],
        "i": ["і"], "s": ["ѕ"], "j": ["ј"], "v": ["ν"], "A": ["А", "Α"], "B": ["В", "Β"],
        "E": ["Е", "Ε"], "H": ["Н"], "K": ["К"], "M": ["М"], "O": ["О", "Ο"], "P": ["Р"],
        "C": ["С"], "T": ["Т"], "X": ["Х"], "I": ["І"]}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
MATH_STYLES = [(0x1D400, 0x1D41A), (0x1D5D4, 0x1D5EE), (0x1D670, 0x1D68A), (0x1D63C, 0x1D656),
               (0x24B6, 0x24D0)]
FRAMES = [("★彡 ", " 彡★"), ("▓▒░ ", " ░▒▓"), ("=====>>> ", " <<<====="), ("*** ", " ***"),
          ("【", "】"), ("<<<<< ", " >>>>>"), ("$$$ ", " $$$"), ("!!! ", " !!!"), ("~*~ ", " ~*~"),
          ("═══ ", " ═══"), ("✦✦✦ ", " ✦✦✦"), ("(((( ", " ))))"), ("-=[ ", " ]=-"), ("♥♥ ", " ♥♥"),
          ("◆◇◆ ", " ◆◇◆"), (">>>> ", " <<<<"), ("[[[ ", " ]]]"), ("••• ", " •••")]
STUFF_GENERIC = ["free", "cheap", "best", "online", "2024", "download", "hd", "new", "sale", "buy",
                 "discount", "deal", "usa", "uk", "fast", "top", "official", "no1", "vip", "win"]
SCENE_TAGS = ["1080p.WEB-DL.x264", "720p.HDTV.x264", "2160p.WEB.H265", "XviD", "DVDRip.x264",
              "1080p.BluRay.x264", "WEB.h264", "MP3.320kbps", "RETAIL.EPUB.eBook", "Incl.Keygen",
              "MULTi.1080p.WEB"]
SCENE_GRPS = ["NOGRP", "PROMO", "WiNNER", "CASH", "VIP", "BONUS", "DEAL", "FREE", "SPAMMiX",
              "iNFO", "HOTRLS", "ViSiT", "CLiCK"]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
KEYCAP = "\ufe0f\u20e3"


def longest_word(s):
    words = [w for w in s.split(" ") if re.fullmatch(r"[A-Za-z]{4,}", w)]
    if not words:
        return None
    words.sort(key=len, reverse=True)
    return ch(words[:3])


def ev_leet(s):
    return "".join(ch(LEET[c.lower()]) if c.lower() in LEET and chance(0.55) else c for c in s)


def ev_homoglyph(s):
    return "".join(ch(HOMO[c]) if c in HOMO and chance(0.5) else c for c in s)


def to_fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def ev_fullwidth(s):
    w = longest_word(s)
    if w and chance(0.6):
        return s.replace(w, to_fullwidth(w), 1)
    return to_fullwidth(s)


def ev_math(s):
    up, lo = ch(MATH_STYLES)
    w = longest_word(s)
    target = w if (w and chance(0.5)) else s

    def conv(c):
        if "A" <= c <= "Z":
            return chr(up + ord(c) - 65)
        if "a" <= c <= "z":
            return chr(lo + ord(c) - 97)
        return c

    conv_t = "".join(conv(c) for c in target)
    return s.replace(target, conv_t, 1)


def ev_spaced(s):
    w = longest_word(s)
    if w is None:
        return " ".join(c for c in s if c != " ")
    return s.replace(w, " ".join(w.upper() if chance(0.6) else w), 1)


def ev_dotted(s):
    w = longest_word(s)
    sep = ch([".", "-", "_", "*", "·", "|", "/"])
    if w is None:
        return sep.join(c for c in s if c != " ")
    return s.replace(w, sep.join(w), 1)


def ev_zw(s):
    out = []
    for c in s:
        out.append(c)
        if c.isalpha() and chance(0.35):
            out.append(ch(ZW))
    return "".join(out)


def ev_emoji(s):
    f = ri(0, 3)
    e = lambda: "".join(ch(EMOJI) for _ in range(ri(1, 3)))
    if f == 0:
        return e() + " " + s
    if f == 1:
        return s + " " + e()
    if f == 2:
        return e() + " " + s + " " + e()
    words = s.split(" ")
    return " ".join(w + (" " + ch(EMOJI) if chance(0.35) else "") for w in words)


DOMAIN_RE = re.compile(r"(https?://)?(www\.)?([a-z0-9-]+)\.([a-z]{2,7})(/\S*)?")


def defang_one(m):
    scheme = m.group(1) or ""
    if scheme:
        scheme = scheme.replace("http", ch(["hxxp", "h**p", "hXXp", "http"])).replace("://", ch(["://", "[:]//", "://"]))
    www = m.group(2) or ""
    dot = ch(["[.]", "(.)", " dot ", "[dot]", "(dot)", ". ", "・", " . ", "{.}"])
    path = m.group(5) or ""
    return scheme + www.replace(".", dot) + m.group(3) + dot + m.group(4) + path


def ev_defang(s):
    if DOMAIN_RE.search(s):
        return DOMAIN_RE.sub(defang_one, s, count=1)
    site = mk_site()
    return s + " " + ch(["visit", "->", "at", "go", "see", ""]) + " " + DOMAIN_RE.sub(defang_one, site, count=1)


def odd_phone():
    digits = ch(["1800555", "1888555", "4420794", "7915555", "1877555", "2348025", "1866555"]) + rstr(DIG, 4)
    f = ri(0, 6)
    if f == 0:
        p = "+" + digits.replace("0", "O").replace("1", ch(["l", "I", "1"]))
    elif f == 1:
        p = " ".join(digits)
    elif f == 2:
        p = "-".join(NUMWORDS[int(d)] if chance(0.4) else d for d in digits)
    elif f == 3:
        p = "".join(d + KEYCAP for d in digits)
    elif f == 4:
        p = ".".join([digits[:1], digits[1:4], digits[4:7], digits[7:]])
    elif f == 5:
        p = to_fullwidth(digits[:1] + "-" + digits[1:4] + "-" + digits[4:7] + "-" + digits[7:])
    else:
        p = "+" + "".join(NUMWORDS[int(d)] if d in "05" else d for d in digits)
    return ch(["Call", "Tel:", "☎", "📞", "WhatsApp", "Text", "Phone:", "call now", "Hotline",
               "WA:", "Viber"]) + " " + p


def ev_phone(s):
    return s + " " + ch(["- ", "| ", "", ">> "]) + odd_phone()


def ev_scene(s):
    asc = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    words = re.findall(r"[A-Za-z0-9]+", asc)[:8]
    if not words:
        words = ["Free", "Offer"]
    words = [w if w.isupper() else w[:1].upper() + w[1:] for w in words]
    return ".".join(words) + f".{ri(2019, 2025)}." + ch(SCENE_TAGS) + "-" + ch(SCENE_GRPS)


def ev_yenc(s):
    slug = re.sub(r"[^A-Za-z0-9]+", ch([".", "_", "-"]), unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()).strip("._-")
    slug = slug[:60] or rstr(LOWER, 8)
    ext = ch(["exe", "rar", "zip", "scr", "txt", "jpg", "nfo", "html", "url", "pdf", "mp4", "7z"])
    n, P = ri(1, 30), ri(1, 200)
    i = ri(1, n)
    f = ri(0, 4)
    if f == 0:
        return f'[{i:02d}/{n:02d}] - "{slug}.{ext}" yEnc ({ri(1, P)}/{P})'
    if f == 1:
        return f'{s} - "{ch(["setup", "install", "readme", "password", "info", "click"])}.{ext}" yEnc (1/{P})'
    if f == 2:
        return f'"{s}" yEnc (1/1)'
    if f == 3:
        return f'{s} [{i}/{n}] - "{slug}.{ext}" yEnc ({ri(1, P)}/{P})'
    return f"{s} ({ri(1, P)}/{P})"


def ev_frame(s):
    a, b = ch(FRAMES)
    return a + s + b


def ev_stuff(s):
    pool = CTX["kw"] + STUFF_GENERIC
    k = min(len(pool), ri(6, 12))
    words = R.sample(pool, k)
    joiner = ch([" ", ", ", " | ", " - ", "+"])
    if chance(0.5):
        return s + " " + joiner.join(words)
    return joiner.join(words) + " " + s


def ev_case(s):
    if chance(0.5):
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    return "".join(c.upper() if chance(0.5) else c.lower() for c in s)


def ev_zalgo(s):
    return "".join(c + (chr(ri(0x300, 0x36F)) if c.isalpha() and chance(0.3) else "") for c in s)


EVASIONS = {"leet": ev_leet, "homoglyph": ev_homoglyph, "fullwidth": ev_fullwidth, "math": ev_math,
            "spaced": ev_spaced, "dotted": ev_dotted, "zerowidth": ev_zw, "emoji": ev_emoji,
            "defang": ev_defang, "phone": ev_phone, "scene": ev_scene, "yenc": ev_yenc,
            "frame": ev_frame, "stuff": ev_stuff, "case": ev_case, "zalgo": ev_zalgo}
EV_NAMES = list(EVASIONS.keys())


def evade(s):
    for _ in range(20):
        name = ch(EV_NAMES)
        out = EVASIONS[name](s)
        if chance(0.15):  # occasionally stack a second one
            out = EVASIONS[ch(EV_NAMES)](out)
        if out != s:
            return out
    return ev_frame(s)


def base_junk(spec):
    if "gen" in spec:
        return spec["gen"]()
    t = fill(ch(spec["shapes"]), spec["slots"])
    if spec.get("nodeco"):
        return t
    f = ri(0, 19)
    if f == 0:
        t = t.upper()
    elif f == 1:
        t = t + " " + ch(["!!!", "!!", "...", " :)", "$$$", "(AD)", "- reply STOP to unsubscribe"])
    elif f == 2:
        t = ch(COMMON["hot"]) + " " + t
    return t


def gen_junk():
    rows = []
    for name in JUNK_ORDER:
        spec = JUNK[name]
        CTX["kw"] = spec["kw"]
        bank = FOREIGN.get(name)
        if bank:
            modes = ["foreign"] * 5 + ["foreign_ev"] * 2 + ["evade"] * 7
        else:
            modes = ["evade"] * 9
        modes += ["plain"] * (30 - len(modes))
        for mode in modes:
            for _ in range(500):
                lang = "en"
                if mode.startswith("foreign"):
                    lang, t = foreign_title(name, bank)
                else:
                    t = base_junk(spec)
                if mode in ("evade", "foreign_ev"):
                    t = evade(t)
                t = clean(t)
                if t and t not in SEEN:
                    break
            else:
                raise RuntimeError(f"could not make a unique {name} title")
            SEEN[t] = 1
            if lang in LANG_GROUPS and chance(0.4):
                group = ch(LANG_GROUPS[lang])
            else:
                group = ch(spec["groups"])
            rows.append(("junk", "junk:" + name, t, group))
    return rows


# ------------------------------------------------------------------ legit: pools
def dotname(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    s = s.replace("&", "and").replace("+", "Plus").replace("@", "at")
    s = re.sub(r"[’'`!?,:;()\[\]\"#]", "", s)
    s = re.sub(r"[\s/\-–.]+", ".", s.strip())
    return re.sub(r"\.+", ".", s).strip(".")


def usname(s):
    return dotname(s).replace(".", "_")


def hex8():
    return rstr(HEXU, 8)


# (show, first year, seasons)
TV_SHOWS = [("Severance", 2022, 2), ("The Bear", 2022, 3), ("Slow Horses", 2022, 4),
            ("The Last of Us", 2023, 2), ("House of the Dragon", 2022, 2), ("The Boys", 2019, 4),
            ("Andor", 2022, 2), ("Shogun", 2024, 1), ("Fargo", 2014, 5), ("Yellowstone", 2018, 5),
            ("Taskmaster", 2015, 17), ("Doctor Who", 2005, 14), ("Only Connect", 2008, 19),
            ("QI", 2003, 21), ("University Challenge", 1994, 53), ("The Simpsons", 1989, 35),
            ("Bobs Burgers", 2011, 14), ("South Park", 1997, 26), ("Law and Order SVU", 1999, 25),
            ("NCIS", 2003, 21), ("Chicago Fire", 2012, 12), ("Greys Anatomy", 2005, 20),
            ("The Traitors", 2022, 3), ("MasterChef Australia", 2009, 16), ("Vera", 2011, 14),
            ("Midsomer Murders", 1997, 24), ("Shetland", 2013, 9), ("Blue Lights", 2023, 2),
            ("The Rookie", 2018, 6), ("Reacher", 2022, 2), ("Bluey", 2018, 3),
            ("Abbott Elementary", 2021, 4), ("Only Murders in the Building", 2021, 4),
            ("What We Do in the Shadows", 2019, 6), ("The Great British Bake Off", 2010, 15),
            ("Antiques Roadshow", 1979, 46), ("Gardeners World", 1968, 57), ("Silent Witness", 1996, 27),
            ("Ted Lasso", 2020, 3), ("Succession", 2018, 4), ("The Expanse", 2015, 6),
            ("Better Call Saul", 2015, 6), ("Top Gear", 2002, 33), ("Grand Designs", 1999, 24),
            ("The Walking Dead Daryl Dixon", 2023, 2), ("Hacks", 2021, 3), ("Industry", 2020, 3),
            ("Mr and Mrs Smith", 2024, 1), ("Baby Reindeer", 2024, 1), ("Fallout", 2024, 1),
            ("The Gentlemen", 2024, 1), ("Curb Your Enthusiasm", 2000, 12), ("Survivor", 2000, 46),
            ("Below Deck", 2013, 11), ("Mythic Quest", 2020, 4), ("Rick and Morty", 2013, 7)]
DAILY_SHOWS = ["The Daily Show", "Last Week Tonight with John Oliver", "Jimmy Kimmel Live",
               "The Late Show with Stephen Colbert", "Late Night with Seth Meyers",
               "The Tonight Show Starring Jimmy Fallon", "Real Time with Bill Maher",
               "The Graham Norton Show", "Jeopardy", "Wheel of Fortune", "Have I Got News for You",
               "Newsnight", "Question Time", "The Chase", "Pointless"]
GUESTS = ["Jon Stewart", "Taylor Tomlinson", "Paul Mescal", "Florence Pugh", "Cillian Murphy",
          "Zendaya", "Pedro Pascal", "Emma Stone", "Ryan Gosling", "Dua Lipa", "Steve Martin",
          "Martin Short", "Jenna Ortega", "Anya Taylor-Joy", "Glen Powell", "Kristen Wiig",
          "Colman Domingo", "Sandra Huller", "Hugh Grant", "Olivia Colman"]
EP_TITLES = ["Pilot", "The Long Night", "Homecoming", "Chapter Five", "Part One", "Redemption",
             "Ghosts", "Crossroads", "Blood and Water", "The Reckoning", "Fallout", "Old Friends",
             "Point of No Return", "Endgame", "Loose Ends", "Hello, Ms. Cobel", "Forks",
             "Tomorrow", "The Beginning", "Winter", "Fishes", "Review", "Sisters", "Day One"]
HDTV_GRPS = ["FQM", "LOL", "DIMENSION", "KILLERS", "AVS", "SVA", "BATV", "2HD", "ASAP", "IMMERSE",
             "FLEET", "RiVER", "MTB", "CBFM", "ORGANiC", "DEADPOOL", "PLUTONiUM", "SORNY", "TLA", "FoV",
             "mSD", "W4F", "QCF", "POKE"]
WEB_GRPS = ["NTb", "FLUX", "SuccessfulCrab", "ETHEL", "KOGi", "GGEZ", "GGWP", "NHTFS", "BAE", "EDITH",
            "CAKES", "SYNCOPY", "MiNX", "FENiX", "JFF", "PHOENiX", "TVC", "RAWR", "TEPES", "NOSiViD",
            "SMURF", "playWEB", "APEX", "XEBEC", "BLOOM", "CRiMSON", "DiRT", "LAZY", "ELiTE", "JEBAITED"]
BD_TV_GRPS = ["ROVERS", "SHORTBREHD", "DEMAND", "BORDURE", "REWARD", "CARVED", "GECKOS", "PHASE"]
STREAMS = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "HULU", "PCOK", "iP", "ALL4", "ITVX", "STAN",
           "CRAV", "PMTP", "SHO", "RED", "BCORE"]

FILMS = [("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Past Lives", 2023), ("The Holdovers", 2023),
         ("Anatomy of a Fall", 2023), ("Poor Things", 2023), ("Killers of the Flower Moon", 2023),
         ("The Zone of Interest", 2023), ("Blade Runner 2049", 2017), ("Heat", 1995), ("Alien", 1979),
         ("Arrival", 2016), ("Parasite", 2019), ("The Thing", 1982), ("Chinatown", 1974), ("Jaws", 1975),
         ("Paddington 2", 2017), ("Mad Max Fury Road", 2015), ("Everything Everywhere All at Once", 2022),
         ("Aftersun", 2022), ("The Fabelmans", 2022), ("Tar", 2022), ("Top Gun Maverick", 2022),
         ("Furiosa A Mad Max Saga", 2024), ("Civil War", 2024), ("Challengers", 2024), ("Inside Out 2", 2024),
         ("Perfect Days", 2023), ("The Iron Claw", 2023), ("Godzilla Minus One", 2023), ("The Batman", 2022),
         ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Zodiac", 2007),
         ("Children of Men", 2006), ("The Prestige", 2006), ("Lost in Translation", 2003), ("Fargo", 1996),
         ("Groundhog Day", 1993), ("The Apartment", 1960), ("Casablanca", 1942), ("Rear Window", 1954),
         ("Seven Samurai", 1954), ("12 Angry Men", 1957), ("Paris Texas", 1984), ("Conclave", 2024),
         ("Anora", 2024), ("The Substance", 2024), ("Longlegs", 2024), ("Alien Romulus", 2024),
         ("Kinds of Kindness", 2024), ("The Brutalist", 2024), ("Nosferatu", 2024), ("Wicked", 2024),
         ("Hundreds of Beavers", 2022), ("The Wild Robot", 2024), ("Am I OK", 2022), ("Love Lies Bleeding", 2024)]
FILM_SCENE_GRPS = ["AMIABLE", "SPARKS", "GECKOS", "DRONES", "ROVERS", "CiNEFiLE", "PSYCHD", "VETO",
                   "BLOW", "iNFiNiTE", "ViSiON", "TERMiNAL", "PiGNUS", "WATCHABLE", "SURCODE", "MOVEiT",
                   "KiNGDOM", "JustWatch", "BRDC", "USURY", "UNVEiL", "SiNNERS", "DEFLATE", "EXPiRED",
                   "HDEX", "SCARE", "TiTAN", "GUACAMOLE", "AVCHD", "DEV0"]
FILM_WEB_GRPS = ["ETHEL", "SMURF", "FLUX", "CMRG", "APEX", "BYNDR", "SLOT", "HONE", "PECULATE", "TEPES"]

ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Spy x Family", "Chainsaw Man", "Oshi no Ko",
         "Bocchi the Rock!", "Kusuriya no Hitorigoto", "Dungeon Meshi", "One Piece",
         "Boku no Hero Academia", "Mushoku Tensei II", "Vinland Saga", "Blue Lock",
         "Kaguya-sama wa Kokurasetai", "Cowboy Bebop", "Neon Genesis Evangelion", "Monster",
         "Mob Psycho 100 III", "Made in Abyss", "Yuru Camp", "K-On!", "Hibike! Euphonium 3", "Dandadan",
         "Re Zero kara Hajimeru Isekai Seikatsu", "Shingeki no Kyojin", "Kimetsu no Yaiba",
         "Hunter x Hunter (2011)", "Steins;Gate", "Haikyuu!!", "Sono Bisque Doll wa Koi wo Suru",
         "Kaijuu 8-gou", "Tengoku Daimakyou", "Ore dake Level Up na Ken", "Makeine", "Go! Go! Loser Ranger!",
         "Mahou Shoujo ni Akogarete", "Hikaru ga Shinda Natsu", "Ookami to Koushinryou", "Sakamoto Days"]
ANIME_GRPS = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "EMBER", "Commie", "GJM", "Kametsu",
              "Doki", "Coalgirls", "ASW", "DKB", "Yameii", "Anime Time", "Cleo", "Ohys-Raws", "LostYears",
              "neoDESU", "Tsundere-Raws", "SCY", "Moozzi2", "Beatrice-Raws", "VCB-Studio", "ToonsHub"]

ALBUMS = [("Radiohead", "OK Computer", 1997), ("Radiohead", "Kid A", 2000), ("Radiohead", "In Rainbows", 2007),
          ("Pink Floyd", "The Dark Side of the Moon", 1973), ("Pink Floyd", "Wish You Were Here", 1975),
          ("Miles Davis", "Kind of Blue", 1959), ("Fleetwood Mac", "Rumours", 1977),
          ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Kendrick Lamar", "GNX", 2024),
          ("Taylor Swift", "Folklore", 2020), ("Taylor Swift", "The Tortured Poets Department", 2024),
          ("Bjork", "Homogenic", 1997), ("Daft Punk", "Random Access Memories", 2013), ("Daft Punk", "Discovery", 2001),
          ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Burial", "Untrue", 2007),
          ("Boards of Canada", "Music Has the Right to Children", 1998), ("Portishead", "Dummy", 1994),
          ("Massive Attack", "Mezzanine", 1998), ("Kate Bush", "Hounds of Love", 1985), ("The Cure", "Disintegration", 1989),
          ("Depeche Mode", "Violator", 1990), ("Depeche Mode", "Memento Mori", 2023), ("Kraftwerk", "Computerwelt", 1981),
          ("David Bowie", "Blackstar", 2016), ("David Bowie", "Low", 1977), ("Prince", "Purple Rain", 1984),
          ("Joni Mitchell", "Blue", 1971), ("Leonard Cohen", "You Want It Darker", 2016),
          ("Nick Cave and The Bad Seeds", "Wild God", 2024), ("Nick Cave and The Bad Seeds", "Ghosteen", 2019),
          ("PJ Harvey", "Let England Shake", 2011), ("Fontaines D.C.", "Romance", 2024), ("IDLES", "Tangk", 2024),
          ("boygenius", "The Record", 2023), ("Mitski", "The Land Is Inhospitable and So Are We", 2023),
          ("Sufjan Stevens", "Carrie and Lowell", 2015), ("Fred again..", "Actual Life 3", 2022), ("Four Tet", "Three", 2024),
          ("Nils Frahm", "Spaces", 2013), ("Max Richter", "Sleep", 2015), ("Khruangbin", "A La Sala", 2024),
          ("Tame Impala", "Currents", 2015), ("King Gizzard and The Lizard Wizard", "Flight b741", 2024),
          ("Metallica", "72 Seasons", 2023), ("Metallica", "Master of Puppets", 1986), ("Iron Maiden", "Powerslave", 1984),
          ("Gojira", "Fortitude", 2021), ("Beyonce", "Cowboy Carter", 2024), ("Billie Eilish", "Hit Me Hard and Soft", 2024),
          ("Bruce Springsteen", "Nebraska", 1982), ("Bob Dylan", "Blood on the Tracks", 1975), ("The Beatles", "Abbey Road", 1969),
          ("ABBA", "Voyage", 2021), ("Queen", "A Night at the Opera", 1975), ("Sigur Ros", "Agaetis byrjun", 1999),
          ("LCD Soundsystem", "Sound of Silver", 2007), ("The National", "Boxer", 2007), ("Arcade Fire", "Funeral", 2004),
          ("Bon Iver", "For Emma, Forever Ago", 2008), ("Charli XCX", "Brat", 2024), ("Sabrina Carpenter", "Short n Sweet", 2024),
          ("John Coltrane", "A Love Supreme", 1965), ("Nina Simone", "Pastel Blues", 1965), ("Talking Heads", "Remain in Light", 1980),
          ("Vampire Weekend", "Only God Was Above Us", 2024), ("The Smile", "Wall of Eyes", 2024), ("Jamie xx", "In Waves", 2024)]
MP3_GRPS = ["FATHEAD", "YARD", "OMA", "ENRiCH", "DGN", "MARiBOR", "KLIN", "HB", "JUST", "TALiON", "dh", "C4",
            "BF", "PsyCZ", "WUS", "ZzZz", "MOD", "AMOK", "LiTF", "MIM", "NOiCE", "GRAVEWISH", "SPANK", "FWYH",
            "ERP", "PERFECT", "RAGEFLAC", "mwnd", "WRE", "EMP"]

# (author, title, year, narrator)
BOOKS = [("Stephen King", "Holly", 2023, "Justine Lupe"), ("Brandon Sanderson", "The Way of Kings", 2010, "Michael Kramer, Kate Reading"),
         ("Andy Weir", "Project Hail Mary", 2021, "Ray Porter"), ("Terry Pratchett", "Guards! Guards!", 1989, "Nigel Planer"),
         ("Frank Herbert", "Dune", 1965, "Scott Brick"), ("J.R.R. Tolkien", "The Hobbit", 1937, "Andy Serkis"),
         ("George Orwell", "Animal Farm", 1945, "Ralph Cosham"), ("Hilary Mantel", "Wolf Hall", 2009, "Simon Slater"),
         ("Kazuo Ishiguro", "Klara and the Sun", 2021, "Sura Siu"), ("Sally Rooney", "Intermezzo", 2024, "Aoife McMahon"),
         ("Yuval Noah Harari", "Sapiens", 2011, "Derek Perkins"), ("Ursula K. Le Guin", "The Left Hand of Darkness", 1969, "George Guidall"),
         ("Agatha Christie", "Murder on the Orient Express", 1934, "Dan Stevens"), ("Lee Child", "Killing Floor", 1997, "Dick Hill"),
         ("Rebecca Yarros", "Fourth Wing", 2023, "Rebecca Soler"), ("Cormac McCarthy", "The Road", 2006, "Tom Stechschulte"),
         ("Isaac Asimov", "Foundation", 1951, "Scott Brick"), ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", 1979, "Stephen Fry"),
         ("Mary Shelley", "Frankenstein", 1818, "Dan Stevens"), ("Jane Austen", "Pride and Prejudice", 1813, "Rosamund Pike"),
         ("Ken Follett", "The Pillars of the Earth", 1989, "John Lee"), ("Dan Brown", "Origin", 2017, "Paul Michael"),
         ("Liu Cixin", "The Three-Body Problem", 2008, "Luke Daniels"), ("Robert A. Caro", "The Power Broker", 1974, "Robert Fass"),
         ("Richard Osman", "The Thursday Murder Club", 2020, "Lesley Manville"), ("Adrian Tchaikovsky", "Children of Time", 2015, "Mel Hudson"),
         ("Martha Wells", "All Systems Red", 2017, "Kevin R. Free"), ("Samin Nosrat", "Salt, Fat, Acid, Heat", 2017, "Samin Nosrat"),
         ("Yotam Ottolenghi", "Simple", 2018, ""), ("Sebastian Fitzek", "Die Einladung", 2021, "Simon Jaeger"),
         ("Jo Nesbo", "Kniv", 2019, ""), ("Carlos Ruiz Zafon", "La sombra del viento", 2001, ""),
         ("Fred Vargas", "Sous les vents de Neptune", 2004, ""), ("Harlan Coben", "I Will Find You", 2023, "Steven Weber"),
         ("Michael Connelly", "Resurrection Walk", 2023, "Titus Welliver"), ("James S. A. Corey", "Leviathan Wakes", 2011, "Jefferson Mays"),
         ("Joe Abercrombie", "The Blade Itself", 2006, "Steven Pacey"), ("Mick Herron", "Slow Horses", 2010, "Sean Barrett"),
         ("Tana French", "The Searcher", 2020, "Roger Clark"), ("Robin Hobb", "Assassin's Apprentice", 1995, "Paul Boehmer")]
TECH_BOOKS = [("O'Reilly", "Learning Python", "5th Edition", 2013), ("O'Reilly", "Designing Data-Intensive Applications", "", 2017),
              ("No Starch Press", "The Rust Programming Language", "2nd Edition", 2023), ("Packt", "Mastering Kubernetes", "4th Edition", 2023),
              ("Manning", "Deep Learning with Python", "2nd Edition", 2021), ("Pragmatic Bookshelf", "The Pragmatic Programmer", "20th Anniversary Edition", 2019),
              ("Addison-Wesley", "The C++ Programming Language", "4th Edition", 2013), ("MIT Press", "Introduction to Algorithms", "4th Edition", 2022),
              ("Apress", "Pro Git", "2nd Edition", 2014), ("Wiley", "Linux Bible", "10th Edition", 2020),
              ("Springer", "Pattern Recognition and Machine Learning", "", 2006), ("No Starch Press", "Hacking The Art of Exploitation", "2nd Edition", 2008),
              ("Microsoft Press", "Windows Internals Part 1", "7th Edition", 2017), ("O'Reilly", "Fluent Python", "2nd Edition", 2022),
              ("Manning", "Grokking Algorithms", "2nd Edition", 2024), ("Packt", "Python for Cybersecurity", "", 2022)]
EBOOK_GRPS = ["BitBook", "DeBTBooK", "iMPART", "YYePG", "ENTiTLED", "BOOKFLARE", "PDFMAGZ", "CBT"]

COMIC_SERIES = [("Saga", "Image"), ("Batman", "DC"), ("Absolute Batman", "DC"), ("Detective Comics", "DC"),
                ("Amazing Spider-Man", "Marvel"), ("Ultimate Spider-Man", "Marvel"), ("X-Men", "Marvel"),
                ("Transformers", "Image"), ("Something is Killing the Children", "BOOM!"), ("Monstress", "Image"),
                ("Invincible", "Image"), ("Hellboy and the B.P.R.D.", "Dark Horse"), ("Usagi Yojimbo", "IDW"),
                ("2000 AD", "Rebellion"), ("Judge Dredd Megazine", "Rebellion"), ("Nightwing", "DC"),
                ("Wonder Woman", "DC"), ("Immortal Thor", "Marvel"), ("Daredevil", "Marvel"), ("Minor Arcana", "Image"),
                ("Department of Truth", "Image"), ("Ultimates", "Marvel"), ("Absolute Wonder Woman", "DC")]
TPB_TITLES = ["The War for Wreath", "Year One", "Deluxe Edition", "Book One", "Omnibus", "The Long Halloween",
              "Compendium One", "Rebirth", "Volume 3", "Hardcover Edition"]
COMIC_SCANNERS = ["Zone-Empire", "Marika-Empire", "Glorith-Empire", "DCP", "Minutemen-Slayer", "Son of Ultron-Empire",
                  "The Last Kryptonian-DCP", "digital-Empire", "Oroboros-DCP", "Minutemen-juvecube", "Webrip", "Pirate-Empire"]
MANGA = ["One Piece", "Chainsaw Man", "Berserk", "Vagabond", "Frieren - Beyond Journey's End", "Dandadan",
         "Blue Period", "Witch Hat Atelier", "Spy x Family", "Delicious in Dungeon", "Kaiju No. 8", "Sakamoto Days"]
MANGA_SCANNERS = ["1r0n", "LuCaZ", "Oak", "danke-Empire", "Stick", "nao"]
BD = [("Asterix", "L'Iris blanc", 40), ("Blacksad", "Tout tombe - Premiere partie", 6), ("Les Vieux Fourneaux", "Quelque part en Bretagne", 8),
      ("Thorgal", "Le Bateau-Sabre", 33), ("Largo Winch", "Le Centieme Etage", 24), ("Blake et Mortimer", "Le Dernier Pharaon", 28),
      ("Suske en Wiske", "De Gouden Locomotief", 370), ("Kuifje", "De Zwarte Rotsen", 7)]

MAGS = [("The Economist", "weekly"), ("New Scientist", "weekly"), ("The New Yorker", "weekly"), ("Private Eye", "issue"),
        ("National Geographic", "monthly"), ("Wired", "monthly"), ("PC Gamer", "issue"), ("Linux Format", "issue"),
        ("Sound On Sound", "monthly"), ("Scientific American", "monthly"), ("Popular Mechanics", "monthly"),
        ("BBC Sky at Night", "monthly"), ("The MagPi", "issue"), ("c't Magazin fuer Computertechnik", "cissue"),
        ("Der Spiegel", "dissue"), ("Le Monde Diplomatique", "monthly"), ("Time", "weekly"), ("Nature", "weekly"),
        ("Guitar World", "monthly"), ("Classic Rock", "issue"), ("Car and Driver", "monthly"), ("Edge", "issue"),
        ("Empire", "monthly"), ("Mojo", "issue"), ("Model Railroader", "monthly"), ("Practical Wireless", "monthly"),
        ("Retro Gamer", "issue"), ("The Spectator", "weekly"), ("Bloomberg Businessweek", "weekly"),
        ("Woodworking Crafts", "issue"), ("Digital Camera World", "issue"), ("Computer Music", "issue")]

SCENE_APPS = [("Adobe", "Photoshop.2024", "25.7.0"), ("Adobe", "Lightroom.Classic", "13.3"),
              ("JetBrains", "PyCharm.Professional", "2024.1.1"), ("Native.Instruments", "Kontakt.7", "7.10.2"),
              ("Steinberg", "Cubase.Pro.13", "13.0.30"), ("Ableton", "Live.Suite", "12.0.5"),
              ("Autodesk", "AutoCAD.2025", "2025.0.1"), ("Corel", "VideoStudio.Ultimate.2023", "26.1.0"),
              ("Topaz", "Video.AI", "5.1.0"), ("DxO", "PhotoLab.7.ELITE", "7.6.0"), ("Avid", "Pro.Tools", "2024.3"),
              ("Image-Line", "FL.Studio.Producer.Edition", "21.2.3"), ("Magix", "Vegas.Pro", "21.0.0.315"),
              ("Wolfram", "Mathematica", "14.0.0"), ("MathWorks", "MATLAB.R2024a", "24.1.0"),
              ("Arturia", "V.Collection.X", "10.2"), ("iZotope", "Ozone.11.Advanced", "11.0.1"),
              ("Capture.One", "23.Enterprise", "16.3.7"), ("Blackmagic.Design", "DaVinci.Resolve.Studio", "19.0")]
APP_GRPS = ["BTCR", "AMPED", "XFORCE", "TSZ", "F4CG", "DVT", "SHooTERS", "CRD", "BEAN", "TBE", "MAGNiTUDE",
            "ENGiNE", "DiSTiNCT", "TNT", "CORE", "FOSI", "R2R", "AudioUTOPiA", "VR"]
FREEWARE = [("LibreOffice", "24.2.3"), ("GIMP", "2.10.38"), ("VLC media player", "3.0.21"), ("Blender", "4.1.1"),
            ("Audacity", "3.5.1"), ("Kdenlive", "24.05.0"), ("7-Zip", "24.05"), ("Inkscape", "1.3.2"),
            ("OBS Studio", "30.1.2"), ("HandBrake", "1.8.0"), ("Notepad++", "8.6.7"), ("KeePassXC", "2.7.8"),
            ("darktable", "4.8.0"), ("Krita", "5.2.2"), ("MakeMKV", "1.17.7"), ("calibre", "7.11.0"),
            ("Thunderbird", "115.11.0"), ("SABnzbd", "4.3.2"), ("NZBGet", "24.1"), ("MKVToolNix", "85.0"),
            ("foobar2000", "2.1.5"), ("MusicBrainz Picard", "2.11"), ("Shotcut", "24.04.28"), ("FreeCAD", "0.21.2")]

GAMES = ["Baldurs Gate 3", "Elden Ring Shadow of the Erdtree", "Hades II", "Balatro", "Hollow Knight",
         "Stardew Valley", "Factorio Space Age", "Cyberpunk 2077 Phantom Liberty", "Manor Lords", "Frostpunk 2",
         "Disco Elysium The Final Cut", "Pentiment", "Outer Wilds", "Celeste", "Dave the Diver", "Sea of Stars",
         "Lies of P", "Alan Wake 2", "Dragons Dogma 2", "Prince of Persia The Lost Crown", "Animal Well",
         "Satisfactory", "Helldivers 2", "Indiana Jones and the Great Circle", "Black Myth Wukong",
         "Metaphor ReFantazio", "Warhammer 40000 Space Marine 2", "Stalker 2 Heart of Chornobyl", "Tekken 8",
         "Like a Dragon Infinite Wealth", "Pacific Drive", "Ori and the Will of the Wisps"]
GAME_GRPS = ["RUNE", "TENOKE", "FLT", "DOGE", "TiNYiSO", "SKIDROW", "CODEX", "PLAZA", "RAZOR1911", "DARKSiDERS",
             "HOODLUM", "I_KnoW", "KaOs", "ANOMALY"]
SWITCH_GAMES = ["Super Mario Bros Wonder", "The Legend of Zelda Tears of the Kingdom", "Animal Crossing New Horizons",
                "Metroid Prime Remastered", "Pikmin 4", "Xenoblade Chronicles 3", "Paper Mario The Thousand-Year Door",
                "Mario Kart 8 Deluxe", "Splatoon 3", "Fire Emblem Engage", "Princess Peach Showtime"]
RETRO = [("Shadow of the Colossus", "PS2"), ("Silent Hill 2", "PS2"), ("Okami", "PS2"), ("Final Fantasy X", "PS2"),
         ("Gran Turismo 4", "PS2"), ("Ico", "PS2"), ("Katamari Damacy", "PS2"), ("Metroid Fusion", "GBA"),
         ("Legend of Zelda, The - The Minish Cap", "GBA"), ("Advance Wars", "GBA"), ("Golden Sun", "GBA"),
         ("Castlevania - Aria of Sorrow", "GBA"), ("Super Metroid", "SNES"), ("Chrono Trigger", "SNES"),
         ("EarthBound", "SNES"), ("Vagrant Story", "PS1"), ("Castlevania - Symphony of the Night", "PS1")]

COURSES = [("Udemy", "The Complete 2024 Web Development Bootcamp"), ("Udemy", "100 Days of Code The Complete Python Pro Bootcamp"),
           ("Pluralsight", "Kubernetes for Developers Core Concepts"), ("LinkedIn Learning", "Excel Essential Training (Microsoft 365)"),
           ("Coursera", "Machine Learning Specialization"), ("MasterClass", "Gordon Ramsay Teaches Cooking"),
           ("The Great Courses", "Big History The Big Bang, Life on Earth, and the Rise of Humanity"),
           ("Frontend Masters", "Complete Intro to React v8"), ("Skillshare", "Procreate for Beginners"),
           ("CBT Nuggets", "CompTIA Security+ SY0-701"), ("INE", "eJPT Penetration Testing Student"),
           ("Domestika", "Introduction to Watercolor"), ("The Gnomon Workshop", "Creature Sculpting in ZBrush"),
           ("Zero To Mastery", "Complete Machine Learning and Data Science"), ("egghead", "Introduction to Next.js 14"),
           ("Udemy", "AWS Certified Solutions Architect Associate SAA-C03"), ("Linux Academy", "LPIC-1 System Administrator"),
           ("O'Reilly", "Learning Path Go Programming"), ("TTC Video", "The History of Ancient Egypt"),
           ("Wondrium", "Understanding the Universe An Introduction to Astronomy"), ("fxphd", "NUK215 Nuke Compositing"),
           ("Berklee Online", "Music Production Fundamentals"), ("MasterClass", "Herbie Hancock Teaches Jazz"),
           ("Udemy", "Complete Blender Creator Learn 3D Modelling"), ("Pluralsight", "Terraform Getting Started"),
           ("Coursera", "Learning How to Learn"), ("Lynda.com", "Photoshop CC 2019 Essential Training")]

DOCS = [("Planet Earth III", 2023, "BBC"), ("Blue Planet II", 2017, "BBC"), ("The Vietnam War", 2017, "PBS"),
        ("Our Planet II", 2023, "NF"), ("The Last Dance", 2020, "ESPN"), ("Free Solo", 2018, "NatGeo"),
        ("Apollo 11", 2019, ""), ("Icarus", 2017, "NF"), ("Secrets of the Neanderthals", 2024, "BBC"),
        ("The Civil War", 1990, "PBS"), ("Cosmos A Spacetime Odyssey", 2014, "FOX"), ("Chernobyl The Lost Tapes", 2022, "HBO"),
        ("My Octopus Teacher", 2020, "NF"), ("Welcome to Wrexham", 2022, "FX"), ("Time Team", 1994, "C4"),
        ("Digging for Britain", 2010, "BBC"), ("Life on Our Planet", 2023, "NF"), ("The World at War", 1973, "ITV"),
        ("Koyaanisqatsi", 1982, ""), ("Man on Wire", 2008, ""), ("Searching for Sugar Man", 2012, ""),
        ("20 Days in Mariupol", 2023, ""), ("Wild Isles", 2023, "BBC"), ("Prehistoric Planet", 2022, "ATVP"),
        ("The Blue Planet", 2001, "BBC"), ("Frozen Planet II", 2022, "BBC"), ("Shoah", 1985, ""), ("Senna", 2010, "")]
DOC_SERIES = [("Horizon", "BBC"), ("Nova", "PBS"), ("Frontline", "PBS"), ("Storyville", "BBC"), ("Timeline", "BBC"),
              ("American Experience", "PBS"), ("Natural World", "BBC"), ("Dispatches", "C4")]
DOC_TOPICS = ["The Secret Life of Sleep", "Hunting the Higgs", "Inside the Hubble", "Dinosaur Apocalypse",
              "The Truth About Fat", "Rise of the Robots", "Volcano Island", "The Lost Tombs of Egypt",
              "Antarctic Ice Collapse", "Cracking the Code", "The Lost Ship", "Decoding the Universe"]


# ------------------------------------------------------------------ legit: generators (1/3)
def rdate(y0=2019, y1=2025):
    return ri(y0, y1), ri(1, 12), ri(1, 28)


def se(smax):
    return ri(1, smax), ri(1, 13)


def g_tv_scene():
    show, yr, smax = ch(TV_SHOWS)
    s, e = se(smax)
    D = dotname(show)
    if chance(0.12):
        D += "." + str(yr)
    tag = ch(["", "", "", "", "", ".PROPER", ".REPACK", ".iNTERNAL", ".REAL", ".READNFO", ".SUBBED", ".DUTCH",
              ".GERMAN", ".FRENCH", ".NORDiC", ".iNTERNAL.REPACK", ".DiRFiX"])
    f = ri(0, 11)
    if f <= 2:
        return f"{D}.S{s:02d}E{e:02d}{tag}.{ch(['720p.HDTV.x264', 'HDTV.x264', '1080p.HDTV.x264', 'HDTV.XviD', '480p.HDTV.x264', '720p.HDTV.x265'])}-{ch(HDTV_GRPS)}", "video"
    if f <= 6:
        res = ch(["1080p.WEB.h264", "1080p.WEB.H264", "720p.WEB.h264", "2160p.WEB.H265", "2160p.HDR.WEB.H265",
                  "2160p.DV.HDR.WEB.H265", "1080p.WEB.x264", "720p.WEB.x264", "WEB.h264", "480p.WEB.h264"])
        return f"{D}.S{s:02d}E{e:02d}{tag}.{res}-{ch(WEB_GRPS)}", "video"
    if f <= 8:
        show = ch(DAILY_SHOWS)
        y, m, d = rdate(2020, 2025)
        guest = "." + dotname(ch(GUESTS)) if chance(0.7) else ""
        return f"{dotname(show)}.{y}.{m:02d}.{d:02d}{guest}.{ch(['720p.WEB.h264', '1080p.WEB.h264', '720p.HDTV.x264', 'WEB.h264', '1080p.HDTV.H264'])}-{ch(WEB_GRPS + HDTV_GRPS)}", "video"
    if f == 9:
        return f"{D}.S{s:02d}.{ch(['1080p.BluRay.x264', '720p.BluRay.x264', 'COMPLETE.BLURAY', '2160p.UHD.BluRay.x265', 'DVDRip.x264'])}-{ch(BD_TV_GRPS)}", "video"
    if f == 10:
        return f"{D}.S{s:02d}E{e:02d}E{e + 1:02d}{tag}.720p.HDTV.x264-{ch(HDTV_GRPS)}", "video"
    return f"{D}.S{s:02d}E{e:02d}.{ch(['Part.1', 'Part.2', 'Finale', 'Special', 'Extended'])}.1080p.WEB.h264-{ch(WEB_GRPS)}", "video"


def g_tv_p2p():
    show, yr, smax = ch(TV_SHOWS)
    s, e = se(smax)
    t = ch(EP_TITLES)
    f = ri(0, 8)
    if f == 0:
        return f"{dotname(show)}.S{s:02d}E{e:02d}.{dotname(t)}.1080p.{ch(STREAMS)}.WEB-DL.DDP5.1.H.264-{ch(WEB_GRPS)}", "video"
    if f == 1:
        return f"{show} ({yr}) - S{s:02d}E{e:02d} - {t} [{ch(STREAMS)} WEBDL-{ch(['1080p', '2160p', '720p'])}][{ch(['EAC3 5.1', 'AAC 2.0', 'EAC3 Atmos 5.1', 'Opus 5.1'])}][{ch(['h264', 'h265', 'x265'])}]-{ch(WEB_GRPS)}", "video"
    if f == 2:
        return f"{show} S{s:02d} {ch(['1080p BluRay x265 HEVC 10bit AAC 5.1', '720p WEB-DL x264 AAC', '2160p WEB-DL DV HDR DDP5.1 Atmos H 265', '1080p AMZN WEB-DL DDP2.0 H 264'])}-{ch(['Vyndros', 'Silence', 'QxR', 'Tigole', 'KONTRAST', 'EDGE2020', 'PSA', 'HETeam'])}", "video"
    if f == 3:
        s2 = ri(s, smax)
        seas = f"Season {s}-{s2} S{s:02d}-S{s2:02d}" if s2 > s else f"Season {s} S{s:02d}"
        return f"{show} ({yr}) {seas} ({ch(['1080p BluRay x265 HEVC 10bit AAC 5.1 Silence', '1080p WEB-DL x265 HEVC 10bit EAC3 5.1 Ghost', '1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole'])})", "video"
    if f == 4:
        return f"{dotname(show)}.S{s:02d}.COMPLETE.{ch(['720p', '1080p'])}.{ch(STREAMS)}.WEBRip.x264-{ch(['GalaxyTV', 'TGx', 'BiTOR', 'MIXED', 'PSA'])}", "video"
    if f == 5:
        return f"{show} - {s}x{e:02d} - {t}", "video"
    if f == 6:
        return f"{show} S{s:02d}E{e:02d} {t} {ch(['1080p', '720p', '2160p'])} {ch(STREAMS)} WEB-DL {ch(['DDP5.1', 'AAC2.0', 'DD+5.1'])} {ch(['H 264', 'H.264', 'HEVC'])}-{ch(WEB_GRPS)}", "video"
    if f == 7:
        return f"{dotname(show)}.S{s:02d}E{e:02d}.{ch(['MULTi', 'VOSTFR', 'iTALiAN', 'SPANiSH', 'GERMAN.DL'])}.1080p.WEB.H264-{ch(['FRATERNiTY', 'NTb', 'KiNGS', 'SLOT', 'WAYNE'])}", "video"
    return f"[{ch(['TV', 'HD', 'Complete'])}] {show} S{s:02d}E{e:02d} [{ch(['1080p', '720p'])}] [{ch(['x265', 'x264', 'HEVC'])}] [{ch(['ENG', 'ENG+SUBS', 'Multi-Subs'])}]", "video"


FILM_SCENE_FMT = ["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "COMPLETE.UHD.BLURAY",
                  "1080p.WEB.H264", "DVDRip.x264", "BDRip.x264", "iNTERNAL.1080p.BluRay.x264",
                  "PROPER.1080p.WEB.h264", "MULTi.1080p.BluRay.x264", "GERMAN.DL.1080p.BluRay.x264",
                  "FRENCH.720p.BluRay.x264", "NORDiC.1080p.WEB-DL.H.264", "DUTCH.SUBBED.1080p.WEB.h264",
                  "LIMITED.1080p.BluRay.x264", "REMASTERED.1080p.BluRay.x264", "CRITERION.1080p.BluRay.x264",
                  "EXTENDED.1080p.BluRay.x264", "DV.2160p.WEB.H265", "HDR.2160p.WEB.H265", "COMPLETE.BLURAY",
                  "PAL.DVDR", "NTSC.MULTi.DVDR", "2160p.BluRay.REMUX.HEVC.DTS-HD.MA.5.1", "REPACK.720p.BluRay.x264",
                  "SUBBED.1080p.BluRay.x264", "DC.1080p.BluRay.x264", "HDR.2160p.UHD.BluRay.x265"]


def film_scene(title, year):
    return f"{dotname(title)}.{year}.{ch(FILM_SCENE_FMT)}-{ch(FILM_SCENE_GRPS + FILM_WEB_GRPS)}"


def film_p2p(title, year):
    f = ri(0, 11)
    D = dotname(title)
    if f == 0:
        return f"{title} ({year}) [{ch(['1080p', '720p', '2160p'])}] [{ch(['BluRay', 'WEBRip', 'WEB'])}] [5.1] [YTS.MX]"
    if f == 1:
        return f"{D}.{year}.1080p.BluRay.DDP5.1.x265.10bit-GalaxyRG265"
    if f == 2:
        return f"{title} ({year}) (1080p BluRay x265 HEVC 10bit AAC {ch(['5.1', '7.1', '2.0'])} {ch(['Tigole', 'Silence', 'afm72', 'Ghost', 'Joy', 'r00t'])})"
    if f == 3:
        return f"{D}.{year}.2160p.UHD.BluRay.REMUX.{ch(['DV.HDR', 'HDR', 'HDR10Plus'])}.HEVC.TrueHD.7.1.Atmos-{ch(['FraMeSToR', 'BLURANiUM', 'PmP'])}"
    if f == 4:
        return f"{D}.{year}.1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1-EPSiLON"
    if f == 5:
        return f"{title} ({year}) 1080p BrRip x264 - YIFY"
    if f == 6:
        return f"{D}.{year}.720p.BRRip.XviD.AC3-{ch(['EVO', 'RARBG', 'FGT', 'ETRG', 'SiNiSTeR'])}"
    if f == 7:
        return f"{title} ({year}) [Bluray 1080p] [{ch(['ENG-ITA', 'ENG-GER', 'ENG-SPA', 'Dual Audio'])}] [Subs]"
    if f == 8:
        return f"{D}.{year}.1080p.{ch(STREAMS)}.WEB-DL.DDP5.1.{ch(['H.264', 'H.265', 'Atmos.H.264'])}-{ch(FILM_WEB_GRPS + ['FLUX', 'NTb'])}"
    if f == 9:
        return f"{title} ({year}) BDRemux 1080p"
    if f == 10:
        return f"{D}.{year}.1080p.WEBRip.x264.AAC5.1-[YTS.MX]"
    return f"{title} ({year}) [{ch(['Criterion', 'Arrow', 'Eureka', 'BFI'])}] 1080p BluRay FLAC {ch(['1.0', '2.0'])} x264-{ch(['hallowed', 'CtrlHD', 'SbR', 'DON', 'EbP'])}"


def g_film_scene():
    t, y = ch(FILMS)
    return film_scene(t, y), "video"


def g_film_p2p():
    t, y = ch(FILMS)
    return film_p2p(t, y), "video"


def g_anime():
    show = ch(ANIME)
    grp = ch(ANIME_GRPS)
    ep = ri(1, 26) if "One Piece" not in show else ri(1000, 1120)
    f = ri(0, 8)
    if f == 0:
        return f"[{grp}] {show} - {ep:02d} ({ch(['1080p', '720p', '480p'])}) [{hex8()}].mkv", "raw"
    if f == 1:
        return f"[{grp}] {show} - {ep:02d} [1080p][Multiple Subtitle][{hex8()}].mkv", "raw"
    if f == 2:
        return f"[{grp}] {show} - S{ri(1, 3):02d}E{ep:02d}.mkv", "raw"
    if f == 3:
        return f"[{grp}] {show} ({ri(1998, 2024)}) (Season {ri(1, 3)}) [BDRip] [1080p Dual Audio HEVC 10 bits DDP]", "video"
    if f == 4:
        return f"[{grp}] {show} - 01-{ri(12, 26)} [BD 1080p {ch(['AAC', 'FLAC', 'Opus'])}]", "video"
    if f == 5:
        return f"[{grp}] {show} [BDRip 1920x1080 HEVC FLAC]", "video"
    if f == 6:
        return f"[{grp}] {show} - {ep:02d}v2 ({ch(['1080p', '720p'])}) [{hex8()}].mkv", "raw"
    if f == 7:
        return f"{dotname(show)}.S{ri(1, 3):02d}E{ep:02d}.1080p.{ch(['CR', 'NF', 'HIDI', 'ADN', 'B-Global'])}.WEB-DL.AAC2.0.H.264-{ch(['VARYG', 'SubsPlus', 'Kitsune', 'NanDesuKa'])}", "video"
    return f"[{grp}] {show} - {ep:02d} [{ch(['WEB 1080p', 'BD 720p', 'CR WEB-DL 1080p'])} {ch(['x264', 'x265', 'HEVC'])} {ch(['AAC', 'E-AC-3', 'FLAC'])}] [{hex8()}]", "video"


def g_music_scene():
    a, al, y = ch(ALBUMS)
    A, AL = usname(a), usname(al)
    grp = ch(MP3_GRPS)
    ry = ch([y, ri(2019, 2025)]) if y < 2019 else y
    f = ri(0, 8)
    if f == 0:
        return f"{A}-{AL}-WEB-{ry}-{grp}", "audio"
    if f == 1:
        return f"{A}-{AL}-({ch(UPPER)}{ch(UPPER)}{ri(100, 9999)})-{ch(['CD', 'WEB', '2CD', 'VINYL', 'CDM'])}-{ry}-{grp}", "audio"
    if f == 2:
        return f"{A}-{AL}-{ch(['(Deluxe_Edition)', 'REMASTERED', 'REISSUE', '(Super_Deluxe)', 'LIMITED_EDITION', '(Expanded_Edition)'])}-{ch(['WEB', '2CD', '3CD', 'CD'])}-{ri(2019, 2025)}-{grp}", "audio"
    if f == 3:
        return f"{A}-{AL}-24BIT-{ch(['96KHZ', '44KHZ', '48KHZ', '192KHZ'])}-WEB-FLAC-{ry}-{grp}", "audio"
    if f == 4:
        return f"{A}-{AL}-({ch(['LP', '2LP'])})-VINYL-FLAC-{ry}-{grp}", "audio"
    if f == 5:
        return f"{A}_-_Live_at_{ch(['Glastonbury', 'Awakenings', 'Coachella', 'Primavera_Sound', 'Rock_Werchter', 'Pinkpop'])}-{ch(['SAT', 'CABLE', 'FM', 'STREAM'])}-{ri(1, 12):02d}-{ri(1, 28):02d}-{ri(2019, 2024)}-{grp}", "audio"
    if f == 6:
        return f"VA-{ch(['Hardcore_Anthems', 'Ministry_of_Sound_Anthems', 'Kontor_Top_of_the_Clubs', 'Now_Thats_What_I_Call_Music', 'Defected_Ibiza', 'Cafe_del_Mar'])}_{ch(['Vol_', ''])}{ri(2, 120)}-{ch(['2CD', '3CD', 'WEB', '4CD'])}-{ri(2015, 2025)}-{grp}", "audio"
    if f == 7:
        return f"{A}--{AL}-(Single)-WEB-{ry}-{grp}", "audio"
    return f"{A}-{AL}-{ch(['CD', 'WEB', 'DVDA', 'SACD'])}-FLAC-{ry}-{grp}", "audio"


def g_music_p2p():
    a, al, y = ch(ALBUMS)
    f = ri(0, 9)
    if f == 0:
        return f"{a} - {al} ({y}) [FLAC {ch(['24-96', '24-192', '16-44', '24-48'])}]", "audio"
    if f == 1:
        return f"{a} - {al} ({ch(['Deluxe', 'Remastered', 'Anniversary Edition', 'Expanded'])}) ({y}) Mp3 320kbps [PMEDIA] ⭐️", "audio"
    if f == 2:
        return f"{a} - {al} [{y}] [{ch(['24Bit-44.1kHz', '24Bit-96kHz', '16Bit-44.1kHz'])}] FLAC [PMEDIA] ⭐️", "audio"
    if f == 3:
        return f"({y}) {a} - {al} [FLAC]", "audio"
    if f == 4:
        return f"{a} - {al} ({y}) [Vinyl Rip {ch(['24-192', '24-96', '32-384'])}]", "audio"
    if f == 5:
        return f"{a} - {al} {y} {ch(['MP3 V0', 'MP3 320', 'AAC 256', 'ALAC'])}", "audio"
    if f == 6:
        return f"{a} - {al} (Japan {ch(['SHM-CD', 'Mini LP', 'Blu-spec CD2'])}) [{y}] EAC-FLAC", "audio"
    if f == 7:
        return f"{a} - {al} ({y}, {ch(['CD', 'Web', 'Vinyl'])}) [{ch(['FLAC', 'MP3 320', 'FLAC+CUE+LOG'])}]", "audio"
    if f == 8:
        return f"{a} - {al} [{ch(['Qobuz', 'Tidal', 'Bandcamp', 'HDtracks'])} {ch(['24-96', 'Hi-Res', '16-44'])}]", "audio"
    return f"{a} ({y}) {al} [{ch(['WAV', 'DSD64', 'APE+CUE', 'FLAC Image'])}]", "audio"


def g_discography():
    a, _, y = ch(ALBUMS)
    y0 = max(1955, y - ri(0, 12))
    y1 = ri(min(max(y0 + 5, y), 2025), 2025)
    n = ri(8, 60)
    f = ri(0, 8)
    if f == 0:
        return f"{a} - Discography ({y0}-{y1}) [{ch(['FLAC', 'MP3 320', 'MP3 V0', 'FLAC 24bit'])}]", "audio"
    if f == 1:
        return f"{a} - Complete Discography {y0}-{y1} ({ch(['MP3 320', 'FLAC', 'M4A'])})", "audio"
    if f == 2:
        return f"{a} - Studio Albums {y0}-{y1} ({n} albums) [{ch(['24bit', '16bit'])} FLAC]", "audio"
    if f == 3:
        return f"{dotname(a)}.-.Discografia.Completa.{y0}-{y1}.MP3.320kbps", "audio"
    if f == 4:
        return f"{a} - The Complete Studio Recordings (Box Set) [{ch(['FLAC', 'EAC-FLAC', 'MP3'])}]", "audio"
    if f == 5:
        return f"{a} - Collection ({n} albums + singles) {ch(['MP3 V0', 'FLAC', 'MP3 256'])}", "audio"
    if f == 6:
        return f"{a} - Discography [{y0} - {y1}] [{n} CDs] [Lossless]", "audio"
    if f == 7:
        return f"{usname(a)}-Discography-{ch(['CD', 'WEB'])}-FLAC-{y0}-{y1}", "audio"
    return f"{a} - Singles & B-Sides {y0}-{y1} [{ch(['FLAC', 'MP3'])}]", "audio"


# ------------------------------------------------------------------ legit: generators (2/3)
def g_audiobook():
    a, t, y, narr = ch(BOOKS)
    narr = narr or ch(["Stefan Kaminski", "David Nathan", "Anna Thalbach", "Tim Gerard Reynolds"])
    br = ch(["32", "48", "64", "64", "96", "128"])
    f = ri(0, 9)
    if f == 0:
        return f"{a} - {t} ({y}) [{narr}] [Unabridged] [M4B]", "abook"
    if f == 1:
        return f"{a} - {t} - read by {narr} - {y} - {br}k MP3", "abook"
    if f == 2:
        return f"{a} - {t} (Unabridged) {br}kbps m4b", "abook"
    if f == 3:
        return f"{t} - {a} [Audiobook] [{ri(6, 22)} CDs]", "abook"
    if f == 4:
        return f"{dotname(a)}.-.{dotname(t)}.AUDIOBOOK.{ri(2005, 2024)}.MP3.{br}KBPS-{ch(['OMEGA', 'ABOOK', 'BitFeed', 'MP3BOOK'])}", "abook"
    if f == 5:
        return f"{a} - {t} - Hörbuch - {ri(2010, 2024)} - MP3", "abook"
    if f == 6:
        return f"{a} - {t} (Luisterboek) [{br}kbps]", "abook"
    if f == 7:
        return f"{a} - {t}, narrated by {narr} ({y}) [{ch(['Audible', 'BBC Radio', 'Penguin Audio'])}]", "abook"
    if f == 8:
        return f"{t} [{ch(['BBC Radio 4 full-cast dramatisation', 'Radio play', 'Dramatised'])}] - {a}", "abook"
    return f"{a} - {ch(['Book ', 'Vol. ', '#'])}{ri(1, 9)} - {t} (Audiobook, {narr})", "abook"


def g_ebook():
    f = ri(0, 11)
    if f <= 6:
        a, t, y, _ = ch(BOOKS)
        if f == 0:
            return f"{a} - {t} ({y}) ({ch(['epub', 'EPUB', 'azw3', 'mobi', 'pdf'])})", "book"
        if f == 1:
            return f"{a} - {t}.{ch(['epub', 'mobi', 'azw3', 'pdf'])}", "raw"
        if f == 2:
            return f"{t} by {a} {ch(['EPUB', 'Retail EPUB', 'eBook', 'True PDF'])}", "book"
        if f == 3:
            return f"{dotname(a)}.-.{dotname(t)}.{ri(2000, 2024)}.RETAIL.EPUB.eBook-{ch(EBOOK_GRPS)}", "book"
        if f == 4:
            return f"{a} - Collected Works ({ri(8, 80)} books) [epub]", "book"
        if f == 5:
            return f"{a} - {t} (Roman) (German Edition) - epub", "book"
        return f"{t} - {a} ({y}, {ch(['Penguin Classics', 'Orbit', 'Tor Books', 'Vintage', 'Gollancz', 'HarperCollins'])}) - libgen.epub" if chance(0.3) else f"{a} - {t} [{ch(['retail', 'converted', 'scan, OCR'])}] ({ch(['epub', 'pdf', 'djvu'])})", "book"
    pub, t, ed, y = ch(TECH_BOOKS)
    if f == 7:
        return f"{dotname(pub)}.{dotname(t)}.{dotname(ed) + '.' if ed else ''}{y}.RETAIL.{ch(['PDF', 'EPUB'])}.eBook-{ch(EBOOK_GRPS)}", "book"
    if f == 8:
        return f"{t}{', ' + ed if ed else ''} ({pub}, {y}).pdf", "raw"
    if f == 9:
        return f"{pub} - {t} {ed} ({y}) [{ch(['True PDF', 'EPUB', 'PDF+EPUB', 'Retail'])}]", "book"
    if f == 10:
        return f"{ri(100, 2500)} {ch(['Classic Sci-Fi', 'Golden Age Mystery', 'Victorian', 'Pulp Western', 'Cookery', 'Programming'])} {ch(['Novels', 'Books', 'eBooks'])} ({ch(['epub, mobi', 'epub', 'pdf'])})", "book"
    return f"{t} - {pub} ({y}) {ch(['[pdf]', '(epub)', '- Retail', '- 2nd printing'])}", "book"


def g_comics():
    f = ri(0, 8)
    y = ri(2019, 2025)
    if f <= 2:
        s, _ = ch(COMIC_SERIES)
        return f"{s} {ri(1, 160):03d} ({y}) ({ch(['Digital', 'digital', 'Webrip'])}) ({ch(COMIC_SCANNERS)}).{ch(['cbr', 'cbz'])}", "raw"
    if f == 3:
        s, _ = ch(COMIC_SERIES)
        return f"{s} v{ri(1, 12):02d} - {ch(TPB_TITLES)} (TPB) ({y}) (Digital) ({ch(COMIC_SCANNERS)}).cbz", "raw"
    if f == 4:
        return f"0-Day Week of {y}.{ri(1, 12):02d}.{ri(1, 28):02d}", "comic"
    if f == 5:
        return f"{ch(MANGA)} v{ri(1, 110):02d} ({y}) (Digital) ({ch(MANGA_SCANNERS)}).cbz", "raw"
    if f == 6:
        s, t, n = ch(BD)
        return f"{s} - T{n:02d} - {t} ({ri(2019, 2024)}).{ch(['cbz', 'cbr'])}", "raw"
    if f == 7:
        s, _ = ch(COMIC_SERIES)
        return f"{s} #{ri(1, 160)} ({y}) (Webrip) (The Last Kryptonian-DCP)", "comic"
    s, p = ch(COMIC_SERIES)
    return f"{p} Week {y}-{ri(1, 52):02d} ({ri(12, 60)} books) [cbz]", "comic"


def g_magazine():
    mag, freq = ch(MAGS)
    region = ch(["", "", " UK", " USA", " Australia", " International"])
    fmt = ch(["", " (True PDF)", ".pdf", " - PDF", " [PDF]", " (Digital Edition)", ""])
    y, m, d = rdate(2022, 2025)
    if freq == "weekly":
        date = ch([f"{MONTHS[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{y}", f"{d} {MONTHS[m - 1]} {y}"])
    elif freq == "monthly":
        date = ch([f"{MONTHS[m - 1]} {y}", f"{m:02d}.{y}", f"{y}-{m:02d}", f"{MONTHS[m - 1]}/{MONTHS[m % 12]} {y}"])
    elif freq == "issue":
        date = ch([f"Issue {ri(80, 650)} - {MONTHS[m - 1]} {y}", f"No. {ri(100, 1700)}", f"Issue {ri(80, 650)}, {y}"])
    elif freq == "cissue":
        date = f"{ri(1, 26):02d}/{y}"
    else:
        date = f"Nr. {ri(1, 52)} vom {d:02d}.{m:02d}.{y}"
    if chance(0.2):
        return f"{dotname(mag)}{dotname(region) and '.' + dotname(region)}.{MONTHS[m - 1]}.{y}.{ch(['HYBRID.MAGAZiNE', 'MAGAZiNE', 'RETAiL.MAGAZiNE'])}.eBook-{ch(['PDFMAGZ', 'BitBook', 'DeBTBooK'])}", "book"
    return f"{mag}{region} - {date}{fmt}", "book"


def g_software():
    f = ri(0, 9)
    if f <= 2:
        v, p, ver = ch(SCENE_APPS)
        return f"{v}.{p}.v{ver}.{ch(['x64', 'WiN64', 'WiN', 'MacOSX', 'Linux.x64', 'x64.Incl.Keygen', 'Incl.Patch', 'Multilingual.x64', 'U2B.macOS'])}-{ch(APP_GRPS)}", "iso"
    if f <= 5:
        name, ver = ch(FREEWARE)
        g = ri(0, 5)
        if g == 0:
            return f"{name.replace(' ', '_')}_{ver}_Win_x86-64.msi", "raw"
        if g == 1:
            return f"{name} {ver} ({ch(['Windows', '64-bit', 'x64', 'Win/Mac/Linux', 'Portable'])})", "exe"
        if g == 2:
            return f"{name.replace(' ', '-')}-{ver}-{ch(['x64', 'win64', 'setup', 'amd64', 'macos-universal'])}.{ch(['exe', 'zip', 'dmg', '7z'])}", "raw"
        if g == 3:
            return f"{name} v{ver} Installer x64", "exe"
        if g == 4:
            return f"{name} {ver} {ch(['Full Installer', 'Offline Setup', 'Multilingual', 'Stable'])}", "exe"
        return f"{name.lower().replace(' ', '')}-{ver}.tar.gz", "raw"
    if f == 6:
        y = ch(["23h2", "24h2", "22h2"])
        return f"en-us_windows_11_{ch(['consumer', 'business'])}_editions_version_{y}_updated_{ch(MONTHS).lower()}_{ri(2023, 2025)}_x64_dvd_{rstr(HEXL, 8)}.iso", "raw"
    if f == 7:
        return f"SW_DVD9_Win_Pro_11_{ch(['23H2', '24H2'])}.{ri(1, 9)}_64BIT_English_Pro_Ent_EDU_N_MLF_X23-{ri(10000, 99999)}.ISO", "raw"
    if f == 8:
        return f"{ch(['Microsoft Visual Studio 2022 Enterprise 17.' + str(ri(6, 12)) + ' Offline Installer', 'Windows 10 22H2 x64 Multi-Edition (Build 19045.' + str(ri(3000, 5000)) + ') en-US', 'Microsoft Office LTSC Professional Plus 2024 Volume x64', 'macOS Sonoma 14.' + str(ri(1, 6)) + ' (23' + ch(UPPER) + str(ri(10, 99)) + ') Installer'])}", "iso"
    return f"{ch(['Sysinternals Suite', 'NirLauncher', 'Hiren’s BootCD PE', 'Ventoy', 'Clonezilla Live', 'GParted Live', 'Rufus', 'Memtest86+'])} {ri(1, 9)}.{ri(0, 99)}{ch(['', '.iso', ' (x64)', '-amd64.iso', ' portable'])}", "iso"


def g_game():
    g = ch(GAMES)
    f = ri(0, 12)
    ver = f"{ri(1, 2)}.{ri(0, 20)}.{ri(0, 999)}"
    if f <= 2:
        return f"{dotname(g)}-{ch(GAME_GRPS)}", "iso"
    if f == 3:
        return f"{dotname(g)}.Update.v{ver}-{ch(GAME_GRPS)}", "iso"
    if f == 4:
        return f"{dotname(g)}.v{ver}-GOG", "iso"
    if f == 5:
        return f"{dotname(g)}.MULTi{ri(5, 14)}-ElAmigos", "iso"
    if f == 6:
        return f"{g} - v{ver} + {ri(2, 30)} DLCs/Bonuses [FitGirl Repack]", "iso"
    if f == 7:
        slug = re.sub(r"[^a-z0-9]+", "_", g.lower()).strip("_")
        return f"setup_{slug}_{ver}_({ri(10000, 80000)})_(64bit).exe", "raw"
    if f == 8:
        s = ch(SWITCH_GAMES)
        return ch([f"{dotname(s)}.NSW-{ch(['VENOM', 'SUXXORS', 'BigBlueBox', 'LiGHTFORCE'])}",
                   f"{s} [0100{rstr(HEXU, 9)}000][v0].nsp",
                   f"{s} [0100{rstr(HEXU, 9)}800][v{ri(1, 12) * 65536}] (UPD).nsp"]), "iso"
    if f == 9:
        t, sysn = ch(RETRO)
        reg = ch(["(USA)", "(Europe) (En,Fr,De,Es,It)", "(Japan)", "(USA, Europe)", "(USA) (Rev 1)"])
        ext = {"PS2": ".iso", "GBA": ".zip", "SNES": ".zip", "PS1": ".chd"}[sysn]
        return f"{t} {reg}{ext}", "raw"
    if f == 10:
        return ch([f"No-Intro - Nintendo - Game Boy Advance ({ri(2023, 2025)}{ri(1, 12):02d}{ri(1, 28):02d}-{rstr(DIG, 6)})",
                   f"Redump - Sony - PlayStation 2 - {ch(UPPER)}",
                   f"MAME 0.{ri(250, 272)} ROMs ({ch(['merged', 'non-merged', 'split'])})",
                   f"TOSEC - Commodore Amiga - Games - [ADF] (TOSEC-v{ri(2019, 2024)}-{ri(1, 12):02d}-{ri(1, 28):02d})"]), "iso"
    if f == 11:
        return f"{g} [DODI Repack]", "iso"
    return f"CUSA{ri(1000, 49999):05d} - {g} [{ch(['PS4', 'PS5'])}] {ch(['v1.00', 'v1.' + str(ri(1, 30)).zfill(2), 'Backport'])}", "iso"


LINUX = [("ubuntu-{v}-desktop-amd64.iso", ["22.04.4", "24.04", "24.04.1", "23.10.1", "20.04.6"]),
         ("ubuntu-{v}-live-server-amd64.iso", ["22.04.4", "24.04", "24.04.1"]),
         ("debian-{v}-amd64-DVD-1.iso", ["12.5.0", "12.6.0", "11.9.0", "12.7.0"]),
         ("debian-live-{v}-amd64-kde.iso", ["12.5.0", "12.6.0"]),
         ("Fedora-Workstation-Live-x86_64-{v}.iso", ["40-1.14", "39-1.5", "41-1.4"]),
         ("archlinux-{v}-x86_64.iso", ["2024.06.01", "2024.05.01", "2024.07.01", "2025.01.01"]),
         ("linuxmint-{v}-cinnamon-64bit.iso", ["21.3", "22", "21.2", "22.1"]),
         ("openSUSE-Tumbleweed-DVD-x86_64-Snapshot{v}-Media.iso", ["20240520", "20240611", "20240702"]),
         ("kali-linux-{v}-installer-amd64.iso", ["2024.2", "2024.1", "2023.4"]),
         ("FreeBSD-{v}-RELEASE-amd64-dvd1.iso", ["14.1", "14.0", "13.3"]),
         ("Rocky-{v}-x86_64-dvd.iso", ["9.4", "9.3", "8.10"]), ("AlmaLinux-{v}-x86_64-dvd.iso", ["9.4", "9.3"]),
         ("proxmox-ve_{v}.iso", ["8.2-1", "8.1-2", "8.0-2"]), ("TrueNAS-SCALE-{v}.iso", ["24.04.1.1", "23.10.2"]),
         ("pop-os_{v}_amd64_nvidia_42.iso", ["22.04"]), ("EndeavourOS_{v}.iso", ["Gemini-2024.04.20", "Endeavour-2024.06.25"]),
         ("nixos-gnome-{v}-x86_64-linux.iso", ["24.05.1234", "23.11.5678"]), ("tails-amd64-{v}.img", ["6.3", "6.4", "6.5"]),
         ("slackware64-{v}-install-dvd.iso", ["15.0"]), ("manjaro-kde-{v}-linux69.iso", ["24.0.1-240513", "24.0.2-240611"]),
         ("CentOS-Stream-9-{v}-x86_64-dvd1.iso", ["20240527.0", "20240610.0"]), ("ubuntu-mate-{v}-desktop-amd64.iso", ["24.04"]),
         ("Qubes-R{v}-x86_64.iso", ["4.2.1", "4.2.2"]), ("kubuntu-{v}-desktop-amd64.iso", ["24.04", "22.04.4"]),
         ("MX-{v}_x64.iso", ["23.3", "23.2"]), ("zorin-os-{v}-core-64bit.iso", ["17.1", "17"]),
         ("openmediavault_{v}-amd64.iso", ["7.0-32"]), ("alpine-standard-{v}-x86_64.iso", ["3.20.0", "3.19.1"])]


def g_linux():
    tpl, vers = ch(LINUX)
    name = tpl.format(v=ch(vers))
    f = ri(0, 4)
    if f <= 2:
        return name, "raw"
    if f == 3:
        base = re.sub(r"\.(iso|img)$", "", name)
        return f"{base} [{ch(['official', 'torrent mirror', 'checksum verified', 'SHA256 in nfo'])}]", "iso"
    return f"{name.rsplit('.', 1)[0].replace('-', ' ').replace('_', ' ')} ({ch(['64-bit', 'x86_64', 'amd64'])} ISO)", "iso"


def g_course():
    plat, t = ch(COURSES)
    f = ri(0, 7)
    y = ri(2019, 2025)
    if f == 0:
        return f"{plat} - {t}", "video"
    if f == 1:
        return f"[{plat}] {t} ({y})", "video"
    if f == 2:
        return f"{dotname(plat)}.{dotname(t)}.{ch(['BOOKWARE', 'TUTORiAL'])}-{ch(['iLLiTERATE', 'KNiSO', 'XQZT', 'SKiLLUP'])}", "video"
    if f == 3:
        return f"{t} [{plat}] [{ri(40, 400)} lectures] [{ri(5, 80)}h {ri(0, 59)}m]", "video"
    if f == 4:
        return f"{plat} - {t} [{y}, ENG]", "video"
    if f == 5:
        return f"{plat.replace(' ', '')}.{dotname(t)}.{y}.{ch(['1080p', '720p'])}", "video"
    if f == 6:
        return f"{t} ({plat}) - {ch(['Part ' + str(ri(1, 6)), 'Updated ' + str(y), 'with exercise files', 'Complete'])}", "video"
    return f"{plat} | {t} | {ch(['Video', 'HD', 'MP4'])}", "video"


def g_documentary():
    f = ri(0, 8)
    if f <= 4:
        t, y, src = ch(DOCS)
        D = dotname(t)
        e = ri(1, 8)
        if f == 0:
            return f"{D}.S01E{e:02d}.{ch(['1080p', '2160p', '720p'])}.{ch(['WEB.h264', 'HDTV.x264', 'iP.WEB-DL.AAC2.0.H.264', 'BluRay.x264'])}-{ch(WEB_GRPS + HDTV_GRPS)}", "video"
        if f == 1:
            return f"{D}.{y}.{ch(['DOCU.', ''])}{ch(['1080p.BluRay.x264', '720p.WEB.h264', '1080p.WEB.H264', 'DVDRip.XviD'])}-{ch(FILM_SCENE_GRPS)}", "video"
        if f == 2:
            return f"{src + ' - ' if src else ''}{t} ({y}) {e} of {ri(e, 10)} - {ch(DOC_TOPICS)} 1080p x265", "video"
        if f == 3:
            return f"{t} ({y}) [1080p] [{ch(['WEBRip', 'BluRay'])}] [5.1] [YTS.MX]", "video"
        return f"{t} {y} {ch(['Documentary', 'Doc', 'Docu'])} {ch(['1080p', '720p', 'SD'])}", "video"
    s, src = ch(DOC_SERIES)
    y = ri(2015, 2025)
    if f == 5:
        return f"{s}.{y}.{dotname(ch(DOC_TOPICS))}.{ch(['720p.HDTV.x264', '1080p.WEB.h264', '720p.WEB.h264'])}-{ch(HDTV_GRPS + WEB_GRPS)}", "video"
    if f == 6:
        return f"{src} {s} - {ch(DOC_TOPICS)} ({y}) [{ch(['1080p', '720p'])}]", "video"
    if f == 7:
        return f"{s}.S{y % 100 + ri(0, 30):02d}E{ri(1, 20):02d}.{dotname(ch(DOC_TOPICS))}.1080p.{ch(['AMZN', 'iP', 'PBS'])}.WEB-DL.AAC2.0.H.264-{ch(WEB_GRPS)}", "video"
    return f"{src}.{s}.{y}.{dotname(ch(DOC_TOPICS))}.PDTV.x264", "video"


# ------------------------------------------------------------------ legit: generators (3/3)
F1_GP = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Emilia.Romagna", "Monaco", "Canada",
         "Spain", "Austria", "Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Azerbaijan", "Singapore",
         "United.States", "Mexico", "Brazil", "Las.Vegas", "Qatar", "Abu.Dhabi"]
NFL = ["Ravens", "Chiefs", "49ers", "Lions", "Eagles", "Bills", "Packers", "Cowboys", "Bengals", "Dolphins", "Jets", "Bears"]
NBA = ["Celtics", "Pacers", "Mavericks", "Timberwolves", "Knicks", "Nuggets", "Thunder", "Lakers", "Warriors", "Heat"]
SOCCER = ["Arsenal", "Everton", "Liverpool", "Man.City", "Man.United", "Chelsea", "Tottenham", "Aston.Villa",
          "Newcastle", "Brighton", "Dortmund", "Real.Madrid", "Bayern.Munich", "Inter", "Barcelona", "PSG", "Ajax", "Feyenoord"]
FIGHTERS = ["Pereira", "Jones", "Makhachev", "Poirier", "Adesanya", "Strickland", "Edwards", "Volkanovski", "Topuria",
            "OMalley", "Pantoja", "Aspinall", "Chimaev", "Holloway", "Gaethje", "Oliveira", "Du.Plessis", "Whittaker"]
SPORT_GRPS = ["VERUM", "HEEL", "SWOLE", "DARKSPORT", "WH", "NOSiViD", "SPORTSNET", "GAMETiME", "ACES"]


def g_sports():
    y, m, d = rdate(2021, 2025)
    f = ri(0, 13)
    if f <= 1:
        return f"Formula1.{y}.Round{ri(1, 24):02d}.{ch(F1_GP)}.{ch(['Race', 'Qualifying', 'Sprint', 'FP1', 'FP2', 'Sprint.Qualifying', 'Pre-Race.Buildup', 'Ted.s.Notebook'])}.{ch(['SkyF1HD', 'SkyF1UHD', 'F1TV', 'SkyF1'])}.{ch(['1080P', 'SD', '2160P', '1080p50'])}", "video"
    if f == 2:
        a, b = R.sample(NFL, 2)
        return f"NFL.{y}.Week.{ri(1, 18):02d}.{a}.vs.{b}.{ch(['720p', '1080p'])}.WEB.h264-{ch(SPORT_GRPS)}", "video"
    if f == 3:
        a, b = R.sample(NBA, 2)
        return f"NBA.{y}.{m:02d}.{d:02d}.{a}.vs.{b}.{ch(['720p', '1080p'])}.WEB.h264-{ch(SPORT_GRPS)}", "video"
    if f == 4:
        a, b = R.sample(FIGHTERS, 2)
        return ch([f"UFC.{ri(280, 312)}.{a}.vs.{b}.PPV.1080p.HDTV.x264-VERUM",
                   f"UFC.Fight.Night.{ri(220, 250)}.{a}.vs.{b}.Prelims.720p.WEB.h264-VERUM",
                   f"UFC {ri(280, 312)} {a.replace('.', ' ')} vs {b.replace('.', ' ')} PPV {ch(['720p', '1080p'])} WEB-DL"]), "video"
    if f == 5:
        return f"WWE.{ch(['Raw', 'SmackDown', 'NXT', 'WrestleMania.XL', 'Royal.Rumble'])}.{y}.{m:02d}.{d:02d}.{ch(['720p', '1080p'])}.{ch(['HDTV', 'WEB'])}.h264-HEEL", "video"
    if f == 6:
        a, b = R.sample(SOCCER, 2)
        return f"{ch(['EPL', 'Premier.League', 'Bundesliga', 'Serie.A', 'La.Liga', 'Eredivisie'])}.{y - 1}.{str(y)[2:]}.{ch(['Round', 'Matchday'])}.{ri(1, 38)}.{a}.vs.{b}.{ch(['1080p', '720p'])}.HDTV.x264", "video"
    if f == 7:
        a, b = R.sample(SOCCER, 2)
        return f"{ch(['UEFA.Champions.League', 'UEFA.Europa.League', 'FA.Cup', 'DFB.Pokal'])}.{y}.{ch(['Final', 'Semi.Final.Leg.1', 'Quarter.Final', 'Round.of.16'])}.{a}.vs.{b}.1080p.50fps.{ch(['ENG', 'GER', 'SPA'])}", "video"
    if f == 8:
        return f"{ch(['Tour.de.France', 'Giro.d.Italia', 'La.Vuelta'])}.{y}.Stage.{ri(1, 21):02d}.{ch(['1080p', '720p'])}.{ch(['HDTV', 'WEB'])}.x264", "video"
    if f == 9:
        return f"{ch(['Wimbledon', 'Roland.Garros', 'US.Open', 'Australian.Open'])}.{y}.{ch(['Final', 'Semi.Final', 'R4', 'QF'])}.{ch(['Alcaraz.vs.Sinner', 'Djokovic.vs.Alcaraz', 'Swiatek.vs.Gauff', 'Sabalenka.vs.Rybakina', 'Zverev.vs.Medvedev'])}.1080p", "video"
    if f == 10:
        return f"{ch(['Cricket.IPL', 'The.Ashes', 'Cricket.T20.World.Cup'])}.{y}.{ch(['Match.' + str(ri(1, 70)), 'Day.' + str(ri(1, 5)), 'Final'])}.{ch(['720p', '1080p'])}", "video"
    if f == 11:
        return f"{ch(['Six.Nations', 'Rugby.World.Cup', 'Premiership.Rugby'])}.{y}.{ch(['England.vs.Ireland', 'France.vs.Wales', 'Scotland.vs.Italy', 'South.Africa.vs.New.Zealand'])}.1080p.HDTV", "video"
    if f == 12:
        return f"MotoGP.{y}.Round{ri(1, 20):02d}.{ch(F1_GP)}.{ch(['Race', 'Sprint', 'Qualifying'])}.{ch(['TNT', 'BTSport', 'DAZN'])}.1080p", "video"
    return ch([f"PDC.World.Darts.Championship.{y}.Final.720p.HDTV",
               f"Snooker.World.Championship.{y}.Final.Session.{ri(1, 4)}.720p",
               f"PGA.Tour.{y}.The.Masters.Round.{ri(1, 4)}.1080p",
               f"Grand.National.{y}.1080p.ITV"]), "video"


PODS = [("BBC Radio 4 - In Our Time", "topic"), ("Hardcore History", "num"), ("The Rest Is History", "num"),
        ("Desert Island Discs", "guest"), ("Radio 1's Essential Mix", "dj"), ("A State of Trance", "asot"),
        ("This American Life", "num"), ("Darknet Diaries", "num"), ("99% Invisible", "num"),
        ("BBC Radio 6 Music - Iggy Pop", "date"), ("Pete Tong - Essential Selection", "date"),
        ("Kermode and Mayo's Take", "date"), ("Radiolab", "topic"), ("The Archers Omnibus", "date"),
        ("Sound Opinions", "num"), ("Gilles Peterson Worldwide FM", "date"), ("Old Time Radio - Jack Benny", "otr"),
        ("Old Time Radio - Suspense", "otr"), ("Fresh Air", "guest"), ("No Such Thing As A Fish", "num")]
POD_TOPICS = ["The Siege of Vienna", "Photosynthesis", "The Putney Debates", "Ada Lovelace", "Tectonic Plates",
              "The Battle of Lepanto", "Wuthering Heights", "Bird Migration", "The Congress of Vienna", "Zeno's Paradoxes"]
DJS = ["Four Tet", "Peggy Gou", "Bicep", "Honey Dijon", "Sasha and John Digweed", "Eliza Rose", "Bonobo", "Ben UFO", "Floating Points"]


def g_podcast():
    name, kind = ch(PODS)
    y, m, d = rdate(2019, 2025)
    ds = f"{y}-{m:02d}-{d:02d}"
    br = ch(["[320]", "[128k]", "(mp3)", "[256kbps AAC]", ""])
    if kind == "topic":
        return f"{name} - {ch(POD_TOPICS)} ({ds}).mp3", "raw"
    if kind == "num":
        return f"{name} - {ri(1, 900)} - {ch(POD_TOPICS + EP_TITLES)} {br}", "audio1"
    if kind == "guest":
        return f"{name} - {ds} - {ch(GUESTS)} {br}", "audio1"
    if kind == "dj":
        return ch([f"{name} - {ch(DJS)} - {ds} {br}", f"{usname(ch(DJS))}_-_Essential_Mix-SAT-{m:02d}-{d:02d}-{y}-{ch(MP3_GRPS)}"]), "audio1"
    if kind == "asot":
        n = ri(1000, 1220)
        return f"Armin van Buuren - A State of Trance {n} ({ds}) [ASOT {n}]", "audio1"
    if kind == "otr":
        return f"{name} {ri(1938, 1955)}-{m:02d}-{d:02d} {ch(['Ep', '#'])}{ri(1, 600)} {ch(['The Lost Key', 'Murder at Midnight', 'Guest: Fred Allen', 'Sorry, Wrong Number', 'Christmas Show'])}.mp3", "raw"
    return f"{name} {ds} {br}", "audio1"


IMG_THEMES = ["Nature", "Space", "Abstract", "Minimalist", "Cityscape", "Mountain", "Ocean", "Forest", "Anime Landscape",
              "Cars", "Architecture", "Macro", "Aurora"]


def g_images():
    y, m, d = rdate(2018, 2025)
    f = ri(0, 7)
    if f <= 2:
        fn = ch([f"IMG_{ri(1000, 9999)}.JPG", f"DSC_{ri(1, 9999):04d}.NEF", f"_DSF{ri(1000, 9999)}.RAF",
                 f"PXL_{y}{m:02d}{d:02d}_{ri(0, 23):02d}{ri(0, 59):02d}{ri(0, 59):02d}{ri(0, 999):03d}.jpg",
                 f"DSCF{ri(1000, 9999)}.JPG", f"P{ri(1000000, 9999999)}.JPG", f"GOPR{ri(1000, 9999)}.JPG",
                 f"{y}{m:02d}{d:02d}_{ri(0, 23):02d}{ri(0, 59):02d}{ri(0, 59):02d}.jpg", f"_MG_{ri(1000, 9999)}.CR2",
                 f"IMG_{y}{m:02d}{d:02d}_{ri(100000, 999999)}.jpg"])
        desc = ch(["", "", f"{ch(['Iceland', 'Norway', 'Scotland', 'Japan', 'Patagonia', 'Yosemite', 'Lofoten'])} {ch(['trip', 'road trip', 'hike'])} {y} - ",
                   f"{ch(['Family', 'Wedding', 'Holiday', 'Birding', 'Astro'])} photos {y} - "])
        return desc + fn, "raw"
    if f == 3:
        return f"{ch(IMG_THEMES)} {ch(['4K', 'UHD', 'HD', '8K'])} Wallpapers Pack ({ri(50, 2500)} images) {ch(['3840x2160', '1920x1080', '2560x1440', '5120x2880'])}", "image"
    if f == 4:
        return ch([f"NASA - {ch(['JWST', 'Hubble', 'Perseverance', 'Juno', 'Artemis I'])} - raw images {y}-{m:02d}-{d:02d}",
                   f"JWST {ch(['Carina Nebula', 'Pillars of Creation', 'Southern Ring Nebula', 'Deep Field'])} full resolution TIFF",
                   f"Astronomy Picture of the Day {y} complete ({ri(300, 366)} images)"]), "image"
    if f == 5:
        return f"Bing Wallpapers {y} {ch(['UHD collection', 'complete year', '4K archive'])}", "image"
    if f == 6:
        return f"{ch(['The Art of Elden Ring', 'Simon Stalenhag - Electric State', 'The Art of Arcane', 'Studio Ghibli Storyboards', 'Moebius Sketchbook'])} ({ch(['scans', 'artbook', 'HQ scans'])}, {ri(80, 400)} pages)", "image"
    return f"{ch(['Old postcards', 'Grandpa slides', 'Vintage maps', 'Botanical illustrations', 'Railway photos'])} {ch(['scan', 'set', 'part'])} {ri(1, 40):02d} ({ri(10, 200)} jpg)", "image"


FS_VIDEO = [("ja", "進撃の巨人"), ("ja", "葬送のフリーレン"), ("ja", "千と千尋の神隠し"), ("ja", "君たちはどう生きるか"),
            ("ja", "ゴジラ-1.0"), ("ja", "半沢直樹"), ("zh", "流浪地球2"), ("zh", "三体"), ("zh", "甄嬛传"), ("zh", "繁花"),
            ("zh", "漫长的季节"), ("ko", "오징어 게임"), ("ko", "눈물의 여왕"), ("ko", "무빙"), ("ko", "기생충"), ("ko", "더 글로리"),
            ("ru", "Брат 2"), ("ru", "Мастер и Маргарита"), ("ru", "Слово пацана. Кровь на асфальте"),
            ("ru", "Ирония судьбы, или С лёгким паром!"), ("ru", "Москва слезам не верит"), ("uk", "Тіні забутих предків"),
            ("el", "Το Νησί"), ("he", "פאודה"), ("he", "שטיסל"), ("ar", "الاختيار"), ("ar", "باب الحارة"), ("th", "ร่างทรง"),
            ("th", "ฉลาดเกมส์โกง"), ("hi", "शोले"), ("fa", "جدایی نادر از سیمین"), ("sr", "Маратонци трче почасни круг")]
FS_MUSIC = [("ja", "宇多田ヒカル", "SCIENCE FICTION", 2024), ("ja", "米津玄師", "LOST CORNER", 2024), ("ja", "坂本龍一", "12", 2023),
            ("ja", "山下達郎", "SOFTLY", 2022), ("zh", "周杰伦", "最伟大的作品", 2022), ("zh", "王菲", "唱游", 1998),
            ("zh", "邓丽君", "淡淡幽情", 1983), ("ko", "아이유", "The Winning", 2024), ("ko", "서태지와 아이들", "서태지와 아이들", 1992),
            ("ru", "Кино", "Группа крови", 1988), ("ru", "Земфира", "Бордерлайн", 2021), ("ru", "Агата Кристи", "Опиум", 1995),
            ("uk", "Океан Ельзи", "Земля", 2013), ("el", "Μίκης Θεοδωράκης", "Άξιον Εστί", 1964), ("ar", "أم كلثوم", "ألف ليلة وليلة", 1969),
            ("ar", "فيروز", "وحدن", 1979), ("fa", "محمدرضا شجریان", "بیداد", 1985), ("th", "บอดี้สแลม", "คราม", 2014)]
FS_BOOK = [("ru", "Аркадий и Борис Стругацкие", "Пикник на обочине"), ("ru", "Лев Толстой", "Война и мир"),
           ("ru", "Михаил Булгаков", "Мастер и Маргарита"), ("ru", "Фёдор Достоевский", "Преступление и наказание"),
           ("ja", "村上春樹", "街とその不確かな壁"), ("ja", "東野圭吾", "白夜行"), ("zh", "刘慈欣", "三体"), ("zh", "余华", "活着"),
           ("zh", "金庸", "射雕英雄传"), ("ko", "한강", "소년이 온다"), ("el", "Νίκος Καζαντζάκης", "Βίος και Πολιτεία του Αλέξη Ζορμπά"),
           ("he", "עמוס עוז", "סיפור על אהבה וחושך"), ("ar", "نجيب محفوظ", "الثلاثية"), ("fa", "صادق هدایت", "بوف کور"),
           ("uk", "Леся Українка", "Лісова пісня")]
FS_GROUPS = {"ja": ["alt.binaries.multimedia.japanese", "alt.binaries.anime", "alt.binaries.sounds.mp3.japanese"],
             "zh": ["alt.binaries.multimedia.chinese", "alt.binaries.chinese"],
             "ko": ["alt.binaries.multimedia.korean", "alt.binaries.korean"],
             "ru": ["alt.binaries.movies.russian", "alt.binaries.russian", "alt.binaries.sounds.mp3.russian"],
             "uk": ["alt.binaries.russian"], "sr": ["alt.binaries.multimedia"],
             "ar": ["alt.binaries.multimedia.arabic"], "fa": ["alt.binaries.multimedia"]}
CJK_EP = {"ja": "第{e}話", "zh": "第{e}集", "ko": "{e}회"}


def g_foreign():
    f = ri(0, 2)
    if f == 0:
        lang, t = ch(FS_VIDEO)
        y, e = ri(1975, 2025), ri(1, 24)
        g = ri(0, 5)
        if g == 0:
            core = f"{t} ({y}) {ch(['BDRip 1080p', 'WEB-DL 1080p', 'BDRemux', 'HDTVRip 720p', 'DVDRip'])}"
        elif g == 1 and lang in CJK_EP:
            core = f"{t} {CJK_EP[lang].format(e=e)} ({ch(['1080p', '720p'])})"
        elif g == 2:
            core = f"{t} S01E{e:02d} {ch(['1080p WEB-DL', '720p HDTV', '2160p WEB-DL'])}"
        elif g == 3 and lang == "ko":
            core = f"{t} E{e:02d} {ri(22, 25)}{ri(1, 12):02d}{ri(1, 28):02d} 1080p-NEXT"
        elif g == 4:
            core = f"{t}.{y}.1080p.WEB-DL.H264.AAC"
        else:
            core = f"{t} [{y}, {ch(['1080p', '720p', 'BDRip'])}]"
        cls = "video"
    elif f == 1:
        lang, a, al, y = ch(FS_MUSIC)
        core = ch([f"{a} - {al} ({y}) [FLAC]", f"{a} - 『{al}』 [{y}] FLAC 24bit/96kHz" if lang == "ja" else f"{a} – {al} ({y}) MP3 320",
                   f"{a}《{al}》[WAV+CUE]" if lang == "zh" else f"{a} - {al} [{y}] [WEB FLAC]", f"{a} - {al} - {y} [{ch(['MP3', 'FLAC', 'APE'])}]"])
        cls = "audio"
    else:
        lang, a, t = ch(FS_BOOK)
        core = ch([f"{a} - {t} (fb2)" if lang in ("ru", "uk") else f"{a} - {t}.epub", f"{a} - {t} [PDF]",
                   f"{a} — {t} [аудиокнига, MP3]" if lang == "ru" else f"{a}《{t}》.epub" if lang == "zh" else f"{a} - {t} ({ch(['epub', 'mobi', 'pdf'])})"])
        cls = "raw" if re.search(r"\.(epub|pdf|mobi)$", core) else "book"
    grp = ch(FS_GROUPS.get(lang, []) + ["alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.misc"])
    return core, cls, grp


def g_obfuscated():
    f = ri(0, 12)
    ext = ch([".mkv", ".rar", ".7z", ".bin", ".mp4", ".zip", ".001", ".dat", ".iso", ".avi", ".flac", ".epub", ".ts"])
    if f == 0:
        core = rstr(ALNUM, ri(12, 32))
    elif f == 1:
        core = rstr(HEXL, 32)
    elif f == 2:
        core = rstr(HEXL, 32) + ext
    elif f == 3:
        core = f"{rstr(HEXL, 8)}-{rstr(HEXL, 4)}-{rstr(HEXL, 4)}-{rstr(HEXL, 4)}-{rstr(HEXL, 12)}"
    elif f == 4:
        core = rstr(LOWER + DIG, 20) + f".part{ri(1, 60):02d}.rar"
    elif f == 5:
        core = rstr(ALNUM, 16) + ch([".mkv", ".mp4"])
    elif f == 6:
        core = rstr(ALNUM, ri(10, 24)) + f".7z.{ri(1, 99):03d}"
    elif f == 7:
        core = rstr(ALNUM + "-_", 22)
    elif f == 8:
        core = rstr(UPPER + DIG, ri(8, 14))
    elif f == 9:
        core = rstr(DIG, ri(8, 14))
    elif f == 10:
        core = rstr(LOWER, 6) + rstr(DIG, 4) + rstr(LOWER, 6) + ch(["", ext])
    elif f == 11:
        core = rstr(HEXL, 40) + ch(["", ext, ".r" + f"{ri(0, 99):02d}"])
    else:
        core = rstr(ALNUM, ri(6, 12)) + " " + rstr(ALNUM, ri(6, 12))
    cls = "raw" if re.search(r"\.[A-Za-z0-9]{1,4}$", core) else ch(["video", "iso", "video"])
    return core, cls


def par2_name(base):
    f = ri(0, 5)
    if f == 0:
        return base + ".par2"
    if f == 1:
        a, w = ch([0, 1, 3, 7, 15, 31, 63]), ch([2, 3])
        return f"{base}.vol{a:0{w}d}+{a + 1:0{w}d}.par2"
    if f == 2:
        step = ch([5, 10, 25, 50, 100])
        return f"{base}.vol{ri(0, 8) * step:03d}+{step:03d}.par2"
    if f == 3:
        return f"{base}.vol{ri(0, 200)}+{ch([1, 2, 4, 8, 16, 32])}.par2"
    if f == 4:
        a = ch([0, 1, 3, 7, 15, 31])
        return f"{base}.vol{a:02d}+{a + 1:02d}.PAR2"
    a = ri(0, 1000)
    return f"{base}.vol{a:04d}+{ch([1, 10, 50, 100, 250]):04d}.par2"


def g_par2():
    f = ri(0, 5)
    if f == 0:
        base = g_tv_scene()[0]
    elif f == 1:
        base = g_film_scene()[0]
    elif f == 2:
        base = g_music_scene()[0]
    elif f == 3:
        base = rstr(HEXL, 32)
    elif f == 4:
        base = rstr(ALNUM, ri(14, 28))
    else:
        base = g_film_p2p()[0] + ch([".mkv", ""])
    return par2_name(base), "raw"


ADVERT = [("film", "Get Rich or Die Tryin", 2005), ("album", "50 Cent", "Get Rich or Die Tryin", 2003),
          ("album", "Viagra Boys", "Cave World", 2022), ("album", "Viagra Boys", "Welfare Jazz", 2021),
          ("album", "Viagra Boys", "Street Worms", 2018), ("film", "Dumb Money", 2023), ("film", "The Wolf of Wall Street", 2013),
          ("book", "Robert T. Kiyosaki", "Rich Dad Poor Dad", 1997), ("book", "Napoleon Hill", "Think and Grow Rich", 1937),
          ("book", "Timothy Ferriss", "The 4-Hour Workweek", 2007), ("film", "Nigerian Prince", 2018),
          ("film", "Casino Royale", 2006), ("film", "Win Win", 2011), ("film", "Free Guy", 2021), ("film", "Click", 2006),
          ("film", "Lottery Ticket", 2010), ("film", "Free Money", 1998), ("film", "Catch Me If You Can", 2002),
          ("film", "The Big Short", 2015), ("book", "Ben Mezrich", "Bitcoin Billionaires", 2019), ("film", "Crypto", 2019),
          ("tv", "Money Heist", 2017, 5), ("film", "Million Dollar Baby", 2004), ("film", "Slumdog Millionaire", 2008),
          ("daily", "Who Wants to Be a Millionaire"), ("daily", "Deal or No Deal"), ("daily", "The Price Is Right"),
          ("tvep", "Monty Pythons Flying Circus", 2, 12, "Spam"), ("album", "Big Brother and the Holding Company", "Cheap Thrills", 1968),
          ("single", "Barrett Strong", "Money (Thats What I Want)", 1959), ("live", "Phish"), ("album", "Phish", "Billy Breathes", 1996),
          ("film", "Free Willy", 1993), ("film", "The Tinder Swindler", 2022), ("film", "Fyre", 2019), ("tv", "Dopesick", 2021, 1),
          ("tv", "Painkiller", 2023, 1), ("tv", "The Pharmacist", 2020, 1), ("film", "Super Size Me", 2004),
          ("tv", "The Biggest Loser", 2004, 18), ("anime", "Free!"), ("film", "Casino", 1995), ("tv", "Poker Face", 2023, 2),
          ("film", "Mollys Game", 2017), ("film", "Rounders", 1998), ("film", "21", 2008), ("film", "The Gambler", 2014),
          ("film", "Limitless", 2011), ("film", "Boiler Room", 2000), ("film", "Inside Job", 2010),
          ("tv", "Scam 1992 The Harshad Mehta Story", 2020, 1), ("film", "American Hustle", 2013), ("film", "Youve Got Mail", 1998),
          ("film", "Catfish", 2010), ("tv", "Clickbait", 2021, 1), ("tv", "Call the Midwife", 2012, 13), ("film", "Hustle", 2022),
          ("book", "MJ DeMarco", "The Millionaire Fastlane", 2011), ("book", "Jason Fung", "The Obesity Code", 2016),
          ("course", "Udemy", "Forex Trading A-Z - With LIVE Examples of Forex Trading"),
          ("course", "Udemy", "The Complete Cryptocurrency Investment Course"),
          ("course", "Skillshare", "Make Money Online Start a Freelance Business"), ("tv", "Hot Ones", 2015, 24),
          ("tv", "Naked Attraction", 2016, 10), ("tv", "Love Is Blind", 2020, 7), ("tv", "Married at First Sight", 2014, 17),
          ("film", "Phone Booth", 2002), ("film", "Brewsters Millions", 1985), ("film", "Trading Places", 1983),
          ("album", "Depeche Mode", "Songs of Faith and Devotion", 1993), ("album", "Johnny Cash", "American Recordings", 1994),
          ("film", "They Live", 1988), ("film", "Conspiracy Theory", 1997), ("film", "Capricorn One", 1977),
          ("film", "Behind the Curve", 2018), ("book", "George Orwell", "Nineteen Eighty-Four", 1949), ("film", "Dont Look Up", 2021),
          ("tv", "The X-Files", 1993, 11), ("album", "Muse", "The Resistance", 2009), ("film", "Jesus Christ Superstar", 1973),
          ("film", "The Passion of the Christ", 2004), ("tv", "The Chosen", 2019, 4), ("album", "Kanye West", "Jesus Is King", 2019),
          ("film", "Hot Tub Time Machine", 2010), ("album", "Dire Straits", "Money for Nothing", 1988),
          ("tv", "Selling Sunset", 2019, 8), ("tv", "Dragons Den", 2005, 21), ("tv", "Shark Tank", 2009, 16)]
PHISH_VENUES = ["Madison Square Garden, New York, NY", "The Gorge Amphitheatre, George, WA", "Sphere, Las Vegas, NV",
                "Dick's Sporting Goods Park, Commerce City, CO", "Hampton Coliseum, Hampton, VA"]


def g_advert():
    it = ch(ADVERT)
    k = it[0]
    if k == "film":
        t, y = it[1], it[2]
        return (film_scene(t, y) if chance(0.5) else film_p2p(t, y)), "video", ch(G_FILM)
    if k in ("album", "single"):
        a, al, y = it[1], it[2], it[3]
        grp = ch(MP3_GRPS)
        if k == "single":
            return ch([f"{usname(a)}-{usname(al)}-(Single)-WEB-{y}-{grp}", f"{a} - {al} ({y}) [45 rpm vinyl rip FLAC]"]), "audio", ch(G_MUSIC)
        return ch([f"{usname(a)}-{usname(al)}-{ch(['WEB', 'CD', 'REISSUE-WEB', 'VINYL', 'REMASTERED-CD'])}-{ch([y, ri(2019, 2025)])}-{grp}",
                   f"{a} - {al} ({y}) [FLAC]", f"{a} - {al} ({y}) Mp3 320kbps [PMEDIA] ⭐️", f"{a} - {al} [{y}] [24Bit-96kHz] FLAC",
                   f"{a} - {al} ({y}) [{ch(['MP3 V0', 'AAC', 'FLAC 16-44'])}]"]), "audio", ch(G_MUSIC)
    if k == "book":
        a, t, y = it[1], it[2], it[3]
        if chance(0.35):
            return ch([f"{a} - {t} ({y}) [Unabridged] [M4B]", f"{a} - {t} - read by {ch(['the author', 'Jeff Harding', 'Ray Porter', 'Simon Vance'])} - 64k MP3"]), "abook", ch(G_ABOOK)
        return ch([f"{a} - {t} ({y}) (epub)", f"{t} by {a} EPUB", f"{dotname(a)}.-.{dotname(t)}.RETAIL.EPUB.eBook-{ch(EBOOK_GRPS)}",
                   f"{a} - {t}.pdf"]), "book", ch(G_EBOOK)
    if k == "tv":
        t, y, smax = it[1], it[2], it[3]
        s, e = se(smax)
        return ch([f"{dotname(t)}.S{s:02d}E{e:02d}.{ch(['1080p.WEB.h264', '720p.HDTV.x264', '2160p.WEB.H265'])}-{ch(WEB_GRPS + HDTV_GRPS)}",
                   f"{t} ({y}) S{s:02d}E{e:02d} ({ch(['1080p', '720p'])} {ch(STREAMS)} WEB-DL x265 HEVC 10bit EAC3 5.1)",
                   f"{dotname(t)}.S{s:02d}.COMPLETE.1080p.{ch(STREAMS)}.WEB-DL.DDP5.1.H.264-{ch(WEB_GRPS)}"]), "video", ch(G_TV)
    if k == "daily":
        y, m, d = rdate(2020, 2025)
        return ch([f"{dotname(it[1])}.{ch(['US.', 'UK.', ''])}{y}.{m:02d}.{d:02d}.{ch(['720p.HDTV.x264', '1080p.WEB.h264'])}-{ch(HDTV_GRPS + WEB_GRPS)}",
                   f"{dotname(it[1])}.S{ri(1, 52):02d}E{ri(1, 190):03d}.720p.HDTV.x264-{ch(HDTV_GRPS)}"]), "video", ch(G_TV)
    if k == "tvep":
        t, s, e, title = it[1], it[2], it[3], it[4]
        return ch([f"{dotname(t)}.S{s:02d}E{e:02d}.{title}.1080p.BluRay.x264-{ch(BD_TV_GRPS)}", f"{t} - {s}x{e:02d} - {title}",
                   f"{t} S{s:02d}E{e:02d} {title} (576p DVD x264)"]), "video", ch(G_TV)
    if k == "live":
        y, m, d = rdate(1993, 2024)
        return ch([f"ph{y}-{m:02d}-{d:02d}.{ch(['sbd', 'aud', 'mtx'])}.{ch(['flac16', 'flac24', 'mp3'])}",
                   f"Phish - {y}-{m:02d}-{d:02d} {ch(PHISH_VENUES)} [{ch(['FLAC', 'MP3 V0', 'LivePhish 24-48'])}]"]), "audio", "alt.binaries.sounds.lossless"
    if k == "anime":
        return ch([f"[SubsPlease] Free! - Dive to the Future - {ri(1, 12):02d} (1080p) [{hex8()}].mkv",
                   f"[{ch(ANIME_GRPS)}] Free! Iwatobi Swim Club - {ri(1, 12):02d} [BD 1080p]"]), "video", ch(G_ANIME)
    plat, t = it[1], it[2]
    return ch([f"{plat} - {t}", f"[{plat}] {t} ({ri(2019, 2024)})", f"{t} [{plat}] [{ri(40, 200)} lectures]"]), "video", ch(G_COURSE)


OTR_SHOWS = ["Jack Benny Program", "Suspense", "Fibber McGee and Molly", "The Shadow", "Gunsmoke", "Dragnet",
             "X Minus One", "Lux Radio Theatre"]
NICKS = ["joe_b", "Mr.Rogers", "oldtimer", "ZZT", "Flip", "kitten", "dutchguy", "Grumpy", "nzbfan", "the requester"]
HOME_DESC = ["Family reunion 1994 VHS capture", "our wedding video (DV capture)", "school play 1989 - Hi8 transfer",
             "grandma's 80th birthday (MiniDV)", "Super 8 reels from the attic"]
TAPERS = ["miller", "schoengold", "hamilton", "dtc", "seamons", "unknown"]
BANDS = [("gd", 1966, 1995, "Grateful Dead"), ("ph", 1983, 2024, "Phish"), ("mmw", 1991, 2020, "Medeski Martin & Wood"),
         ("wsp", 1986, 2024, "Widespread Panic"), ("sts9", 1998, 2024, "STS9")]


def g_odd():
    src = ri(0, 2)
    name = (g_tv_scene, g_film_scene, g_music_scene)[src]()[0]
    gl = (G_TV, G_FILM, G_MUSIC)[src]
    n = ri(5, 80)
    i, P = ri(1, n), ri(10, 200)
    p = ri(1, P)
    y, m, d = rdate(2018, 2025)
    f = ri(0, 19)
    if f == 0:
        return f'{name} - [00/{n}] - "{name}.nzb" yEnc (1/1)', "full", ch(gl)
    if f == 1:
        return f'REPOST: {name} (parts {ri(2, 40)}&{ri(41, 80)} were missing) [{i:02d}/{n}] - "{name}.part{i:02d}.rar" yEnc ({p}/{P})', "full", ch(gl)
    if f == 2:
        return f"FILL: {name} - for {ch(NICKS)} ({i}/{n})", "full", ch(gl)
    if f == 3:
        return f"[REQ {ri(1000, 99999)}] {name} - filled by request ({i}/{n})", "full", ch(gl)
    if f == 4:
        return f'{name} - "sample-{name.split("-")[-1].lower()}.mkv" yEnc (1/{ri(20, 90)})', "full", ch(gl)
    if f == 5:
        return f"{name}-proof.jpg (1/1)", "full", ch(gl)
    if f == 6:
        return f"Scans of my grandfather's slides - {ch(['Norway', 'Kenya', 'Berlin', 'Route 66', 'Kyoto'])} {ri(1955, 1975)} - scan{ri(1, 300):03d}.jpg (1/{ri(1, 4)})", "full", "alt.binaries.pictures"
    if f == 7:
        show = ch(OTR_SHOWS)
        ds = f"{ri(1938, 1955)}-{m:02d}-{d:02d}"
        return f'OTR - {show} {ds} "{show.replace(" ", "_")}_{ds}.mp3" yEnc (1/{ri(5, 30)})', "full", "alt.binaries.sounds.radio.oldtime"
    if f == 8:
        return f"{name} [{i} of {n}] {name.lower()}.r{i:02d}", "full", ch(gl)
    if f == 9:
        return f"(Part {i}/{n}) {ch(HOME_DESC)}", "full", ch(["alt.binaries.multimedia", "alt.binaries.misc", "alt.binaries.boneless"])
    if f == 10:
        return f"{name} -- {name}.part{i}.rar -- ({p}/{P})", "full", ch(gl)
    if f == 11:
        return f"{ch(['BBC One HD', 'ZDF HD', 'NPO 1', 'Channel 4 HD', 'ITV1 HD', 'Das Erste HD'])} - {y}-{m:02d}-{d:02d} {ri(17, 23)}{ch(['00', '15', '30', '45'])} - {ch(['Doctor Who', 'Tatort', 'Nieuwsuur', 'Taskmaster', 'Vera', 'Tagesschau'])}.ts", "full", ch(["alt.binaries.hdtv", "alt.binaries.multimedia", "alt.binaries.nl", "alt.binaries.german.movies"])
    if f == 12:
        return f"VHS rip - {ch(['Live Aid', 'Top of the Pops Xmas special', 'local news flood coverage', 'Wimbledon final'])} ({ri(1980, 1999)}) part {i} of {n}.avi", "full", ch(["alt.binaries.multimedia", "alt.binaries.tv"])
    if f == 13:
        return f"{name}.nfo (1/1)", "full", ch(gl)
    if f == 14:
        return f"{ch(['Bach', 'Chopin', 'Debussy', 'Satie', 'Brahms'])} - {ch(['Goldberg Variations BWV 988', 'Nocturnes Op. 9', 'Suite bergamasque', 'Gymnopedies', 'Piano Pieces Op. 118'])} - score (IMSLP scan).pdf", "full", ch(["alt.binaries.e-book", "alt.binaries.sheet-music"])
    if f == 15:
        return f'{name} - re-up for {ch(NICKS)}, enjoy - "{name}.7z.{i:03d}" yEnc ({p}/{P})', "full", ch(gl)
    if f == 16:
        ab, y0, y1, _ = ch(BANDS)
        return f"{ab}{ri(y0, y1)}-{m:02d}-{d:02d}.{ch(['sbd', 'aud', 'mtx', 'fm'])}.{ch(TAPERS)}.{ri(1000, 99999)}.flac16", "full", "alt.binaries.sounds.lossless"
    if f == 17:
        return f"my band demo {y} - track {i:02d}.mp3 (1/{ri(3, 12)})", "full", ch(["alt.binaries.sounds.mp3", "alt.binaries.mp3"])
    if f == 18:
        _, _, _, band = ch(BANDS)
        return f"Bootleg: {band} live at {ch(['Red Rocks', 'the Fillmore', 'Paradiso', 'Brixton Academy'])} {y}-{m:02d}-{d:02d} (aud) FLAC [{i}/{n}]", "full", "alt.binaries.sounds.lossless"
    game = ch(["sf2", "mk2", "kinst", "area51", "sfiii3", "gauntleg"])
    return f'MAME 0.{ri(250, 272)} CHDs [{i}/{n}] - "{game}.chd" yEnc ({p}/{P})', "full", "alt.binaries.emulators.mame"


# ------------------------------------------------------------------ legit: groups, posting-tool subjects, driver
G_TV = ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.multimedia",
        "alt.binaries.tv", "alt.binaries.boneless", "alt.binaries.x264", "alt.binaries.tvseries"]
G_FILM = ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.x264",
          "alt.binaries.movies", "alt.binaries.dvd", "alt.binaries.bluray", "alt.binaries.movies.x264", "alt.binaries.boneless"]
G_ANIME = ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed",
           "alt.binaries.anime.repost", "alt.binaries.multimedia.anime.repost"]
G_MUSIC = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd",
           "alt.binaries.sounds.lossless", "alt.binaries.music.flac", "alt.binaries.sounds.flac",
           "alt.binaries.mp3.full_albums", "alt.binaries.sounds.mp3.dance"]
G_DISCO = ["alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.lossless", "alt.binaries.mp3.full_albums",
           "alt.binaries.sounds.flac", "alt.binaries.music.discographies", "alt.binaries.sounds.mp3"]
G_ABOOK = ["alt.binaries.audiobooks", "alt.binaries.mp3.audiobooks", "alt.binaries.sounds.audiobooks",
           "alt.binaries.e-book.audio", "alt.binaries.mp3.audiobooks.repost"]
G_EBOOK = ["alt.binaries.e-book", "alt.binaries.e-book.technical", "alt.binaries.ebook", "alt.binaries.e-book.flood",
           "alt.binaries.e-book.german", "alt.binaries.e-book.rpg"]
G_COMIC = ["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.complete", "alt.binaries.pictures.comics.repost",
           "alt.binaries.comics.dcp", "alt.binaries.pictures.comics.0-day", "alt.binaries.comics"]
G_MAG = ["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.e-book", "alt.binaries.magazines"]
G_SOFT = ["alt.binaries.cd.image", "alt.binaries.warez", "alt.binaries.apps", "alt.binaries.mac",
          "alt.binaries.warez.ibm-pc", "alt.binaries.boneless", "alt.binaries.iso", "alt.binaries.comp"]
G_GAME = ["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.console.ps3", "alt.binaries.games.nintendo.switch",
          "alt.binaries.games.xbox360", "alt.binaries.emulators.nintendo", "alt.binaries.console.ps4", "alt.binaries.roms"]
G_LINUX = ["alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.iso", "alt.binaries.linux.iso", "alt.binaries.cd.image"]
G_COURSE = ["alt.binaries.education", "alt.binaries.tutorials", "alt.binaries.e-book.technical",
            "alt.binaries.multimedia.tutorials", "alt.binaries.boneless"]
G_DOC = ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee", "alt.binaries.hdtv"]
G_SPORT = ["alt.binaries.multimedia.sports", "alt.binaries.sports", "alt.binaries.teevee", "alt.binaries.multimedia.motorsports",
           "alt.binaries.multimedia.sports.boxing", "alt.binaries.hdtv"]
G_POD = ["alt.binaries.sounds.radio", "alt.binaries.sounds.mp3.radio", "alt.binaries.sounds.radio.bbc",
         "alt.binaries.sounds.mp3.dance", "alt.binaries.sounds.radio.oldtime", "alt.binaries.podcasts"]
G_IMG = ["alt.binaries.pictures.wallpaper", "alt.binaries.pictures", "alt.binaries.pictures.astro", "alt.binaries.pictures.nature",
         "alt.binaries.pictures.misc", "alt.binaries.pictures.art"]
G_OBF = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.frogs", "alt.binaries.bloaf", "alt.binaries.cores",
         "alt.binaries.mom", "alt.binaries.nl", "alt.binaries.u-4all", "alt.binaries.superman", "alt.binaries.iso",
         "alt.binaries.multimedia", "alt.binaries.alt", "alt.binaries.fz"]

FILE_EXT_RE = re.compile(r"\.(mkv|mp4|avi|ts|iso|img|rar|zip|7z|epub|pdf|mobi|azw3|djvu|cbr|cbz|mp3|flac|m4b|m4a|jpe?g|png|nef|raf|cr2|cr3|par2|exe|dmg|msi|bin|nfo|sfv|nzb|chd|nsp|gz|dat|flac16|\d{3}|r\d{2})$", re.I)


def base_for_file(core):
    f = ri(0, 5)
    if f == 0 and " " in core:
        return core.replace(" ", ".")
    if f == 1 and " " in core:
        return core.replace(" ", "_")
    if f == 2 and re.fullmatch(r"[\w.()\-]+-[A-Za-z0-9]+", core) and "." in core:
        grp = core.rsplit("-", 1)[1].lower()
        words = core.rsplit("-", 1)[0].split(".")
        res = next((w.lower() for w in words if re.fullmatch(r"\d{3,4}p", w, re.I)), "xvid")
        return f"{grp}-{words[0].lower()}-{res}"
    return core


def file_for(core, cls):
    if cls == "raw" or FILE_EXT_RE.search(core):
        n = ri(1, 12)
        return core, n, ri(1, n), ri(1, 400)
    b = re.sub(r'[|:*?<>"/\\]+', ch(["_", "-", " "]), base_for_file(core)).strip()
    k = ri(0, 9)
    if cls == "video":
        if k <= 2:
            n = ri(15, 99)
            i = ri(1, n)
            return f"{b}.part{i:0{len(str(n))}d}.rar", n, i, ri(60, 140)
        if k == 3:
            n = ri(15, 99)
            i = ri(1, n)
            return (f"{b}.rar" if i == 1 else f"{b}.r{i - 2:02d}"), n, i, ri(60, 140)
        if k == 4:
            return f"{b}.mkv", ri(2, 12), 1, ri(1500, 9000)
        if k == 5:
            return f"{b}.nfo", ri(10, 80), 1, 1
        if k == 6:
            return f"{b}.sfv", ri(10, 80), 2, 1
        if k == 7:
            n = ri(10, 80)
            return par2_name(b), n, ri(n - 5, n), ri(1, 300)
        if k == 8:
            n = ri(10, 60)
            i = ri(1, n)
            return f"{b}.7z.{i:03d}", n, i, ri(100, 700)
        return f"{b}.mp4", ri(2, 10), 1, ri(800, 4000)
    if cls == "audio":
        if k <= 2:
            return f"{b}.rar", ri(2, 8), 1, ri(40, 900)
        if k <= 4 and " " not in b:
            return f"00-{b.lower()}.{ch(['nfo', 'sfv', 'm3u', 'jpg'])}", ri(8, 24), ri(1, 3), ri(1, 3)
        if k <= 6:
            n = ri(8, 24)
            i = ri(1, n)
            return f"{i:02d} - {b}.{ch(['flac', 'mp3'])}", n, i, ri(10, 80)
        if k == 7:
            return f"{b}.zip", ri(2, 5), 1, ri(100, 900)
        n = ri(3, 12)
        return par2_name(b), n, n, ri(1, 60)
    if cls in ("book", "comic"):
        exts = [".epub", ".pdf", ".mobi", ".azw3", ".rar", ".zip", ".nfo"] if cls == "book" else [".cbr", ".cbz", ".rar", ".zip"]
        n = ri(1, 6) if cls == "book" else ri(1, 80)
        if k == 9:
            return par2_name(b), n + 2, n + 2, ri(1, 20)
        return b + ch(exts), n, ri(1, n), ri(1, 120)
    if cls == "abook":
        if k <= 3:
            return f"{b}.m4b", ri(1, 4), 1, ri(200, 2000)
        if k <= 6:
            n = ri(6, 60)
            i = ri(1, n)
            return f"{b} - {i:02d}.mp3", n, i, ri(20, 120)
        if k <= 8:
            n = ri(4, 30)
            i = ri(1, n)
            return f"{b}.part{i:02d}.rar", n, i, ri(60, 140)
        n = ri(6, 40)
        return par2_name(b), n, n, ri(1, 80)
    if cls == "iso":
        if k <= 2:
            return f"{b}.iso", ri(1, 6), 1, ri(1000, 12000)
        if k <= 5:
            n = ri(5, 200)
            i = ri(1, n)
            return f"{b}.part{i:0{len(str(n))}d}.rar", n, i, ri(60, 700)
        if k == 6:
            n = ri(5, 90)
            i = ri(1, n)
            return f"{b}.7z.{i:03d}", n, i, ri(60, 700)
        if k == 7:
            return f"{b}.nfo", ri(5, 200), 1, 1
        if k == 8:
            return f"{b}.bin", ri(2, 8), ri(1, 2), ri(500, 9000)
        n = ri(5, 200)
        return par2_name(b), n, n - ri(0, 4), ri(1, 400)
    if cls == "exe":
        return b + ch([".exe", ".zip", ".dmg", ".msi", ".7z"]), ri(1, 4), 1, ri(20, 2000)
    if cls == "image":
        if k <= 5:
            n = ri(1, 30)
            i = ri(1, n)
            return f"{b}.{ch(['zip', 'rar', '7z'])}" if n == 1 else f"{b}.part{i:02d}.rar", n, i, ri(60, 700)
        n = ri(10, 400)
        i = ri(1, n)
        return f"{ri(1, 9999):04d}.jpg" if chance(0.5) else f"{b} {i:03d}.jpg", n, i, ri(1, 12)
    return b + ch([".mp3", ".m4a", ".flac", ".aac"]), ri(1, 3), 1, ri(20, 400)


SHELL_DESC = ["Repost by request", "Complete", "[NZB in 00]", "for the group", "(new)", "REPOST", "Proper", "Re-Post"]
WRAPS = [
    (6, '[{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (3, '[{I}/{N}] - "{f}" yEnc ({p}/{P}) {bytes}'),
    (5, '{name} [{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (4, '{name} - [{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (3, '"{f}" yEnc ({p}/{P})'),
    (2, '"{f}" yEnc ({p}/{P}) {bytes}'),
    (2, '{f} ({p}/{P})'),
    (2, '{name} - File {i} of {n} - "{f}" yEnc ({p}/{P})'),
    (1, 'File {i} of {n}: {f}'),
    (1, '{name} - File {i} of {n}: "{f}" ({p}/{P})'),
    (3, '[ {req} ]-[FULL]-[{chan}]-[ {name} ]-[{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (1, '[{req}]-[{chan}]-[{name}]-[{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (1, '[ {req} ]-[PART {I} of {N}]-[{chan}]-[ {name} ] - "{f}" yEnc ({p}/{P})'),
    (2, '[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ {name} ] - [{I}/{N}] - "{f}" - {size} yEnc ({p}/{P})'),
    (1, '-={{ UsenetPlanet }}=- {name} [{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (1, '[ {name} ] - [ {I}/{N} ] - [ {size} ] - "{f}" yEnc ({p}/{P})'),
    (1, '<<< Old but Gold >>> {name} - "{f}" yEnc ({p}/{P})'),
    (2, '[PRiVATE]-[WtFnZb]-[{f}]-[{i}/{n}] - "" yEnc {bytes} ({p}/{P})'),
    (2, '{name} - [{I3}/{N3}] - "{f}" yEnc ({p}/{P})'),
    (1, '(????) [{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (1, '{name} "{f}" ({p}/{P}) yenc'),
    (2, '{name} - "{f}" yEnc ({p0}/{P0})'),
    (1, '{desc} - {name} - [{I}/{N}] - "{f}" yEnc ({p}/{P})'),
    (1, '{name} ({i}/{n}) "{f}" yEnc'),
    (1, '{name} [{I}/{N}] - "{f}" - {size} - yEnc ({p}/{P})'),
]
WRAP_FLAT = [t for w, t in WRAPS for _ in range(w)]


def size_str(nbytes):
    f = ri(0, 3)
    gb, mb = nbytes / 1073741824, nbytes / 1048576
    if f == 0:
        return f"{gb:.2f} GB" if gb >= 1 else f"{mb:.1f} MB"
    if f == 1:
        return (f"{gb:.2f} GB" if gb >= 1 else f"{mb:.2f} MB").replace(".", ",")
    if f == 2:
        return f"{mb:.0f} MB"
    return f"{gb:.1f}GB" if gb >= 1 else f"{mb:.0f}MB"


def chan_for(group):
    f = ri(0, 3)
    if f == 0:
        return "#" + group.replace("alt.binaries.", "a.b.") + "@EFNet"
    if f == 1:
        return "#" + group + "@EFNet"
    if f == 2:
        return ch(["#altbin@EFNet", "#a.b.teevee@EFNet", "#a.b.moovee@EFNet", "#alt.binaries.inner-sanctum@EFNET"])
    return "#" + group.replace("alt.binaries.", "a.b.") + "@EFNET"


def wrap_subject(core, cls, group):
    fname, n, i, P = file_for(core, cls)
    name = FILE_EXT_RE.sub("", core) if FILE_EXT_RE.search(core) else core
    p = 1 if chance(0.6) else ri(1, P)
    w = len(str(n))
    total_bytes = n * P * ri(700000, 760000)
    d = {"name": name, "f": fname, "i": i, "n": n, "I": f"{i:0{w}d}", "N": str(n), "I3": f"{i:03d}", "N3": f"{n:03d}",
         "p": p, "P": P, "p0": f"{p:0{len(str(P))}d}" if chance(0.5) else f"{p:03d}", "P0": f"{P:03d}",
         "bytes": str(P * ri(700000, 760000)), "size": size_str(total_bytes), "req": str(ri(1000, 999999)),
         "chan": chan_for(group), "desc": ch(SHELL_DESC)}
    return ch(WRAP_FLAT).format(**d)


LEGIT = {
    "tv_scene": (140, g_tv_scene, G_TV), "tv_p2p": (100, g_tv_p2p, G_TV), "film_scene": (110, g_film_scene, G_FILM),
    "film_p2p": (100, g_film_p2p, G_FILM), "anime_fansub": (100, g_anime, G_ANIME), "music_scene": (100, g_music_scene, G_MUSIC),
    "music_p2p": (90, g_music_p2p, G_MUSIC), "discography": (60, g_discography, G_DISCO), "audiobook": (80, g_audiobook, G_ABOOK),
    "ebook": (90, g_ebook, G_EBOOK), "comics": (70, g_comics, G_COMIC), "magazine": (70, g_magazine, G_MAG),
    "software": (90, g_software, G_SOFT), "game": (90, g_game, G_GAME), "linux_iso": (60, g_linux, G_LINUX),
    "course": (70, g_course, G_COURSE), "documentary": (70, g_documentary, G_DOC), "sports": (70, g_sports, G_SPORT),
    "podcast_radio": (50, g_podcast, G_POD), "images": (50, g_images, G_IMG), "foreign_script": (90, g_foreign, G_OBF),
    "obfuscated": (130, g_obfuscated, G_OBF), "par2_set": (80, g_par2, G_OBF), "advert_like_real": (70, g_advert, G_OBF),
    "odd_real_style": (70, g_odd, G_OBF),
}


def gen_legit():
    rows = []
    for kind, (n, fn, groups) in LEGIT.items():
        modes = ["wrap"] * (n // 2) + ["bare"] * (n - n // 2)
        for mode in modes:
            for _ in range(500):
                res = fn()
                core, cls = res[0], res[1]
                group = res[2] if len(res) > 2 else ch(groups)
                t = wrap_subject(core, cls, group) if (mode == "wrap" and cls != "full") else core
                t = clean(t)
                if t and t not in SEEN:
                    break
            else:
                raise RuntimeError(f"could not make a unique {kind} title")
            SEEN[t] = 1
            rows.append(("legit", "legit:" + kind, t, group))
    return rows


def main():
    rows = gen_junk() + gen_legit()
    R.shuffle(rows)
    titles = [r[2] for r in rows]
    if len(titles) != len(dict.fromkeys(titles)):
        raise SystemExit("duplicate titles")
    for r in rows:
        if len(r) != 4 or r[0] not in ("junk", "legit") or not r[1].startswith(r[0] + ":"):
            raise SystemExit(f"bad row {r!r}")
        for fld in r:
            if not fld or BAD_CHARS.search(fld):
                raise SystemExit(f"bad field in {r!r}")
    with open(OUT_PATH, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write("\t".join(r) + "\n")
    per_label, per_family = {"junk": 0, "legit": 0}, {}
    for fam in ["junk:" + k for k in JUNK_ORDER] + ["legit:" + k for k in LEGIT]:
        per_family[fam] = 0
    for r in rows:
        per_label[r[0]] += 1
        per_family[r[1]] += 1
    print(f"wrote {OUT_PATH} ({len(rows)} rows)")
    for k, v in per_label.items():
        print(f"{k}\t{v}")
    for k, v in per_family.items():
        print(f"{k}\t{v}")


if __name__ == "__main__":
    main()
