#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh26 - a BLIND held-out evaluation set of Usenet subject lines, junk vs legit.

How it was written: blind. The writer never looked at the spam filter, its
training data, or any corpus or repository on the machine, and used no search
tools. Everything below comes from general knowledge of how subjects look in
alt.binaries.* groups: scene and P2P release naming, the subject formats of
posting tools (nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff, PowerPost), old
yEnc and uuencode part counters ("(1/150)", "File 1 of 12"), EFNet request
filler shells ([12345]-[FULL]-[#a.b.x@EFNet]-[ ... ]), community posting shells
with site tags and signatures, and of the spam, scams, adverts, bots and noise
seen in those groups and on Newznab indexers. All names of shows, films,
artists, groups, sites and people are invented for this file.

Determinism: a single random.Random(SEED), SEED = 26026026, drives every
choice; only lists and insertion-ordered dicts are iterated (never sets), so
the output is byte-for-byte reproducible on Python 3.11 with the standard
library only.

Output: fresh26.tsv next to this file, UTF-8, no header, rows shuffled, one
per unique title:  LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
LABEL is junk or legit; FAMILY is junk:<intent> or legit:<kind>; TITLE is the
subject as an NNTP overview shows it; GROUP is a plausible newsgroup. No field
holds a tab, newline, CR, NUL or any other control or line/paragraph separator.

Taxonomy and target counts (junk 906, legit 2112, total 3018):
 junk: ad_seo_webservices 30, ad_replica_goods 28, ad_trades_services 32,
  prize_lottery 30, malware_fake_release 34, fake_codec_player 28,
  password_bait 30, streaming_bait 32, account_selling 30, iptv_resale 30,
  usenet_vpn_resale 28, pharmacy 32, dating_adult 30, gambling_casino 30,
  crypto_investment 32, phishing 30, advance_fee 28, job_scam 28, loan_debt 26,
  counterfeit_docs 26, religious_flood 28, political_conspiracy 28, chatter 30,
  request_posted 30, flame_troll 28, test_post 30, bot_flood 28,
  keyboard_mash 28, word_salad 28, encoding_garbage 26, noise_symbols 28.
  About 15% of junk is in other languages; about 30% passes through an evasion
  (leetspeak, homoglyphs, fullwidth, spaced/dotted letters, zero-width chars,
  emoji, defanged URLs, odd phone digits, scene-name disguise, yEnc counters,
  symbol frames, keyword stuffing, case games, combining marks).
 legit: tv_scene 96, tv_p2p 84, tv_recording 60, film_scene 96, film_p2p 84,
  anime_fansub 90, music_scene 84, music_p2p 84, discography 60, audiobook 72,
  ebook 84, comic 72, magazine 72, software 84, game 84, linux_bsd_iso 66,
  course 72, documentary 72, sports 78, podcast_radio 72, images 66,
  foreign_script 108, obfuscated 108, par2_set 84, spamlike_real_work 90,
  odd_poster_style 90.
  About half of legit is wrapped the way posting tools and communities write
  subjects ([01/23] - "x.part01.rar" yEnc (1/150), (1/12), File 1 of 12,
  EFNet request-filler shells, site-tag and signature shells, ...).
"""
import random
import unicodedata
from pathlib import Path

SEED = 26026026
R = random.Random(SEED)
HERE = Path(__file__).resolve().parent
OUT = HERE / "fresh26.tsv"


def c(seq):
    return R.choice(seq)


def n(a, b):
    return R.randint(a, b)


def maybe(p):
    return R.random() < p


def z(k, width):
    return str(k).zfill(width)


# ---------------------------------------------------------------- shared slots
URL_A = ["best", "cheap", "top", "mega", "super", "pro", "smart", "fast", "easy", "win", "gold",
         "prime", "vip", "ultra", "global", "secure", "hot", "my", "direct", "real", "true", "max",
         "quick", "big", "royal", "lucky", "star", "net", "web", "go", "now", "e", "i", "one"]
URL_B = ["deals", "shop", "store", "market", "hub", "zone", "world", "land", "club", "online",
         "center", "point", "spot", "base", "link", "place", "box", "depot", "outlet", "express"]
TLD = [".com", ".net", ".biz", ".info", ".ru", ".cn", ".xyz", ".top", ".club", ".online", ".site",
       ".io", ".ws", ".pw", ".cc", ".tk", ".su", ".me", ".org", ".us", ".in", ".co", ".shop", ".vip"]
MAILHOST = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "mail.ru", "yandex.ru",
            "protonmail.com", "qq.com", "163.com", "aol.com", "gmx.de", "web.de", "rediffmail.com",
            "consultant.com", "usa.com", "tutanota.com", "libero.it", "orange.fr"]
FIRST = ["john", "mary", "david", "linda", "peter", "grace", "james", "susan", "mike", "anna",
         "victor", "helen", "samuel", "rose", "frank", "joy", "kevin", "lucy", "paul", "esther",
         "chen", "ivan", "olga", "ahmed", "fatima", "pierre", "hans", "marco", "juan", "yuki"]


def url_word(topic):
    return c(topic) if topic and maybe(0.7) else c(URL_B)


def mk_url(topic=None):
    s = c(URL_A) + (c(["", "-", ""])) + url_word(topic)
    if maybe(0.3):
        s += str(n(1, 999))
    s += c(TLD)
    r = R.random()
    if r < 0.25:
        s = "www." + s
    elif r < 0.4:
        s = "http://" + s
    elif r < 0.5:
        s = "https://" + s + "/" + c(["promo", "go", "ref", "join", "offer", "?id=" + str(n(100, 99999)), "free", "vip", "r/" + str(n(10, 999))])
    return s


def mk_phone():
    f = R.randrange(9)
    if f == 0:
        return "+1 (" + str(n(800, 888)) + ") " + str(n(200, 999)) + "-" + z(n(0, 9999), 4)
    if f == 1:
        return "1-" + c(["800", "855", "866", "877", "888"]) + "-" + str(n(200, 999)) + "-" + z(n(0, 9999), 4)
    if f == 2:
        return "+44 7" + str(n(100, 999)) + " " + z(n(0, 999999), 6)
    if f == 3:
        return "+234 " + str(n(700, 909)) + " " + str(n(100, 999)) + " " + z(n(0, 9999), 4)
    if f == 4:
        return "+91 " + str(n(70000, 99999)) + " " + z(n(0, 99999), 5)
    if f == 5:
        return "WhatsApp +" + str(n(1, 99)) + " " + str(n(100, 999)) + " " + str(n(1000000, 9999999))
    if f == 6:
        return "+49 1" + str(n(50, 79)) + " " + str(n(1000000, 9999999))
    if f == 7:
        return "0" + str(n(800, 900)) + " " + str(n(100, 999)) + " " + str(n(100, 999))
    return "+7 (9" + str(n(10, 99)) + ") " + str(n(100, 999)) + "-" + z(n(0, 99), 2) + "-" + z(n(0, 99), 2)


def mk_email():
    s = c(FIRST) + c(["", ".", "_"]) + c(FIRST + ["info", "admin", "office", "help", "desk", "agent", "claims"])
    if maybe(0.6):
        s += str(n(1, 9999))
    return s + "@" + c(MAILHOST)


def mk_money():
    f = R.randrange(6)
    if f == 0:
        return "$" + str(n(1, 99)) + "," + z(n(0, 999), 3)
    if f == 1:
        return "$" + str(n(100, 9999))
    if f == 2:
        return str(n(1, 950)) + "," + z(n(0, 999), 3) + " EUR"
    if f == 3:
        return "GBP " + str(n(1, 9)) + "," + z(n(0, 999), 3) + "," + "000"
    if f == 4:
        return "US$" + str(n(1, 45)) + "." + str(n(1, 9)) + " Million"
    return "$" + str(n(2, 500)) + "K"


GLOBAL_SLOTS = {
    "U": None, "P": mk_phone, "E": mk_email, "M": mk_money,
    "N": lambda: str(n(2, 99)), "PCT": lambda: str(c([20, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95])) + "%",
    "Y": lambda: str(n(2019, 2025)), "H": lambda: str(c([12, 24, 48, 72])),
    "FN": lambda: c(FIRST).capitalize(), "ID": lambda: str(n(10000, 999999)),
}


def fill(tpl, slots, topic=None):
    out = tpl
    merged = dict(slots)
    for k, v in GLOBAL_SLOTS.items():
        if k not in merged:
            merged[k] = v
    for k, v in merged.items():
        tok = "{" + k + "}"
        guard = 0
        while tok in out and guard < 8:
            guard += 1
            if k == "U" and v is None:
                val = mk_url(topic)
            elif callable(v):
                val = v()
            else:
                val = c(v)
            out = out.replace(tok, val, 1)
    return out


# ---------------------------------------------------------------- evasions
LEET = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["5", "$"], "t": ["7"],
        "l": ["1", "|"], "g": ["9"], "b": ["8"], "A": ["4", "@"], "E": ["3"], "I": ["1"], "O": ["0"],
        "S": ["5", "$"], "T": ["7"]}
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "A": "\u0391", "B": "\u0412", "E": "\u0415", "H": "\u041d",
        "K": "\u039a", "M": "\u041c", "O": "\u039f", "P": "\u0420", "C": "\u0421", "T": "\u0422",
        "X": "\u03a7", "s": "\u0455", "j": "\u0458", "N": "\u039d"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
EMOJI = ["\U0001F525", "\U0001F4B0", "\u2705", "\U0001F381", "\U0001F4AF", "\U0001F680", "\u2B50",
         "\U0001F48A", "\U0001F4B5", "\U0001F389", "\u26A1", "\U0001F48B", "\U0001F3B0", "\U0001F4F2",
         "\U0001F449", "\u203C\uFE0F", "\U0001F911", "\U0001F4A5", "\u2764\uFE0F", "\U0001F6A8"]
FRAMES = [("\u2605\u5f61 ", " \u5f61\u2605"), (">>> ", " <<<"), ("=-=-= ", " =-=-="), ("*** ", " ***"),
          ("\u2592\u2592 ", " \u2592\u2592"), ("!!! ", " !!!"), ("[[[ ", " ]]]"), ("~*~ ", " ~*~"),
          ("\u2593\u2592\u2591 ", " \u2591\u2592\u2593"), ("$$$ ", " $$$"), ("<<<<< ", " >>>>>"),
          ("\u3010", "\u3011"), ("\u2666\u2666 ", " \u2666\u2666"), ("-----> ", " <-----"), ("#### ", " ####")]
STUFF = ["free", "cheap", "best", "online", "discount", "2024", "new", "top", "sale", "hot", "buy",
         "order", "fast", "no prescription", "100% legit", "instant", "bonus", "vip", "official", "real"]
COMB = ["\u0301", "\u0300", "\u0308", "\u0303", "\u0336", "\u0331", "\u0323", "\u030a", "\u0327"]
FW_DIG = "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19"
CIRC_DIG = "\u24ea\u2460\u2461\u2462\u2463\u2464\u2465\u2466\u2467\u2468"
SCENE_GRP = ["DiMENSiON", "KiNGS", "RARBG", "PROPER", "SPARKS", "FGT", "EVO", "iNTERNAL", "ROVERS"]


def words_long(t):
    return [w for w in t.split() if len(w) >= 4 and w.isalpha()]


def ev_leet(t):
    p = c([0.35, 0.5, 0.8])
    return "".join(c(LEET[ch]) if ch in LEET and maybe(p) else ch for ch in t)


def ev_homo(t):
    p = c([0.3, 0.5, 0.9])
    return "".join(HOMO[ch] if ch in HOMO and maybe(p) else ch for ch in t)


def ev_full(t):
    return "".join("\u3000" if ch == " " else (chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch) for ch in t)


def ev_spaced(t):
    ws = words_long(t)
    if not ws or maybe(0.25):
        return " ".join(ch for ch in t if ch != " ") if len(t) < 40 else "  ".join(" ".join(w) for w in t.split()[:6])
    w = c(ws)
    sep = c([" ", " ", "-", "_", " * "])
    return t.replace(w, sep.join(w.upper() if maybe(0.5) else w), 1)


def ev_dotted(t):
    ws = words_long(t)
    if not ws:
        return ".".join(t)
    for w in ws[:c([1, 2])]:
        t = t.replace(w, ".".join(w.upper()) + ("." if maybe(0.5) else ""), 1)
    return t


def ev_zw(t):
    out = []
    for ch in t:
        out.append(ch)
        if ch.isalpha() and maybe(0.3):
            out.append(c(ZW))
    return "".join(out)


def ev_emoji(t):
    e1 = "".join(c(EMOJI) for _ in range(n(1, 3)))
    r = R.randrange(3)
    if r == 0:
        return e1 + " " + t
    if r == 1:
        return t + " " + e1
    return e1 + " " + t + " " + "".join(c(EMOJI) for _ in range(n(1, 3)))


def ev_defang(t):
    toks = t.split(" ")
    hit = False
    for i, w in enumerate(toks):
        if "." in w and any(ch.isalpha() for ch in w) and ("www" in w or "http" in w or w.rsplit(".", 1)[-1].strip("/").isalpha() and len(w) > 6 and "@" not in w):
            d = c(["[.]", "(.)", " dot ", "(dot)", "[dot]", " . ", ",", "\u3002"])
            w2 = w.replace("http", c(["hxxp", "h**p", "h t t p", "http"])).replace(".", d)
            toks[i] = w2
            hit = True
    t2 = " ".join(toks)
    if not hit:
        u = mk_url().replace(".", c(["[.]", " dot ", "(.)"]))
        t2 = t2 + c([" - ", " >> ", " visit ", " | "]) + u
    return t2


def ev_digits(t):
    if not any(ch.isdigit() for ch in t):
        t = t + c([" call ", " tel ", " ", " WA "]) + mk_phone()
    mode = R.randrange(4)
    out = []
    for ch in t:
        if ch.isdigit():
            if mode == 0:
                out.append(FW_DIG[int(ch)])
            elif mode == 1:
                out.append({"0": "O", "1": "l", "5": "S", "8": "B"}.get(ch, ch))
            elif mode == 2:
                out.append(CIRC_DIG[int(ch)])
            else:
                out.append(ch + c(["", " ", "."]))
        else:
            out.append(ch)
    return "".join(out)


def ev_scene(t):
    ws = [w.strip(".,!?:;()[]\"'") for w in t.split()]
    ws = [w for w in ws if w]
    name = ".".join(w[:1].upper() + w[1:] for w in ws[:9])
    tail = c([".2024.1080p.WEB-DL.x264-", ".720p.HDTV.x264-", ".S01E01.1080p.WEB.h264-", ".2023.BluRay.1080p-",
              ".Incl.Keygen-", ".x64-", ".REPACK.2160p.WEB-", ".FLAC.2024-"]) + c(SCENE_GRP)
    return name + tail


def ev_yenc(t):
    k = n(1, 30)
    r = R.randrange(3)
    if r == 0:
        return "[" + str(k) + "/" + str(n(k, 40)) + '] - "' + t + '" yEnc (1/' + str(n(1, 200)) + ")"
    if r == 1:
        return t + ' - "' + c(["readme", "info", "offer", "click", "promo", "nfo"]) + "." + c(["txt", "nfo", "htm", "url"]) + '" yEnc (1/1)'
    return t + " (" + str(k) + "/" + str(n(k, 99)) + ")"


def ev_frame(t):
    a, b = c(FRAMES)
    return a + t + b


def ev_stuff(t):
    ks = [c(STUFF) for _ in range(n(4, 9))]
    sep = c([" ", ", ", " | ", " - ", " + "])
    if maybe(0.5):
        return t + sep + sep.join(ks)
    return sep.join(ks) + sep + t


def ev_case(t):
    r = R.randrange(3)
    if r == 0:
        return "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(t))
    if r == 1:
        return "".join(ch.upper() if maybe(0.5) else ch.lower() for ch in t)
    return t.upper()


def ev_comb(t):
    out = []
    p = c([0.2, 0.4, 0.7])
    for ch in t:
        out.append(ch)
        if ch.isalpha() and maybe(p):
            out.append(c(COMB))
    return "".join(out)


EVASIONS = [ev_leet, ev_homo, ev_full, ev_spaced, ev_dotted, ev_zw, ev_emoji, ev_defang, ev_digits,
            ev_scene, ev_yenc, ev_frame, ev_stuff, ev_case, ev_comb]


def evade(t):
    f = c(EVASIONS)
    t = f(t)
    if maybe(0.2):
        g = c([ev_emoji, ev_frame, ev_case, ev_zw, ev_yenc])
        if g is not f:
            t = g(t)
    return t


# ---------------------------------------------------------------- junk pools
ABG = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.multimedia",
       "alt.binaries.teevee", "alt.binaries.movies.divx", "alt.binaries.hdtv", "alt.binaries.mp3",
       "alt.binaries.sounds.mp3", "alt.binaries.ebook", "alt.binaries.e-book", "alt.binaries.cores",
       "alt.binaries.pictures", "alt.binaries.warez", "alt.binaries.games", "alt.binaries.x264",
       "alt.binaries.dvd", "alt.binaries.mom", "alt.binaries.tv", "alt.binaries.nl", "alt.binaries.german.movies",
       "alt.binaries.anime", "alt.binaries.erotica", "alt.binaries.iso", "alt.binaries.comics.dcp",
       "alt.binaries.hdtv.x264", "alt.binaries.sounds.lossless", "alt.binaries.ath", "alt.binaries.frogs",
       "alt.binaries.music.flac", "alt.binaries.documentaries", "alt.binaries.audiobooks"]
TXTG = ["alt.test", "misc.test", "alt.usenet.offline-reader", "news.software.readers", "alt.binaries.discussion",
        "alt.binaries.boneless.d", "alt.free.newsservers", "news.admin.net-abuse.usenet", "alt.fan.usenet",
        "alt.binaries.multimedia.d", "de.alt.test", "alt.config", "alt.politics", "misc.misc", "alt.flame"]


def G(*extra):
    return list(extra) + ABG


JUNK = {}

JUNK["ad_seo_webservices"] = dict(
    topic=["seo", "links", "rank", "host", "web", "traffic", "backlinks", "design", "smm", "leads"],
    g=G("alt.internet.search-engines", "alt.www.webmaster", "alt.business.seo"),
    s={"SVC": ["backlinks", "PBN links", "guest posts", "web design", "SEO audit", "YouTube views", "Instagram followers",
               "TikTok likes", "mass email blasts", "web traffic", "DA 50+ links", "Google first page", "logo design",
               "WordPress hosting", "cheap VPS", "domain names", "reseller hosting", "lead lists", "app installs", "reviews"]},
    t=["{N},000 high quality {SVC} for just {M} - {U}",
       "Get your site on Google page 1 in {N} days GUARANTEED {U}",
       "Cheap {SVC} - order today at {U}",
       "We need SEO partners! {SVC} + {SVC} packages, contact {E}",
       "Boost your rankings fast: {SVC}, {SVC} and more | {U}",
       "Real targeted {SVC} - {PCT} off this week only",
       "Unlimited {SVC} $1.99/mo - {U}",
       "[AD] professional {SVC} agency - free quote {E}",
       "Buy {SVC} (non-drop, lifetime refill) {U}",
       "Your website is losing customers - free {SVC} report {U}",
       "Bulk {SVC} service, {N}K per day, crypto accepted",
       "Hire a {SVC} expert from ${N}/hr - {U}",
       "Offshore DMCA-ignored hosting + {SVC} - {U}",
       "White hat {SVC} that actually works (case study) {U}",
       "Re: {SVC} needed? We deliver in {H}h - {E}"],
    f=["Günstige {SVC} kaufen - Top Google Ranking {U}", "Référencement Google garanti en {N} jours - {U}",
       "Posicionamiento web SEO barato, primera página de Google {U}", "Продвижение сайтов в ТОП-10 Яндекс и Google {U}",
       "Jasa SEO murah, backlink berkualitas - hubungi {E}", "网站优化 SEO 快速排名 首页 {U}",
       "Posizionamento SEO garantito - preventivo gratuito {E}", "Pozycjonowanie stron tanio {U}"],
)

JUNK["ad_replica_goods"] = dict(
    topic=["watches", "replica", "bags", "luxury", "rolex", "shoes", "outlet", "designer"],
    g=G("alt.fashion", "alt.shopping"),
    s={"BR": ["Rolex", "Omega", "Breitling", "Cartier", "Louis Vuitton", "Gucci", "Prada", "Hermes", "Chanel",
              "Tag Heuer", "Patek Philippe", "Oakley", "Ray-Ban", "Moncler", "Canada Goose", "Air Jordan", "Yeezy",
              "Michael Kors", "Audemars Piguet", "Hublot"],
       "IT": ["watches", "handbags", "sunglasses", "sneakers", "wallets", "jackets", "belts", "jewelry", "purses"]},
    t=["Swiss replica {BR} {IT} - {PCT} off - {U}",
       "AAA+ quality {BR} {IT} from ${N}, free worldwide shipping",
       "{BR} {IT} 1:1 copy - nobody can tell the difference! {U}",
       "Luxury {IT} outlet sale: {BR}, {BR}, {BR} {U}",
       "Cheap {BR} {IT} wholesale - dropshipping welcome {E}",
       "Designer {IT} at factory prices - {BR} - {U}",
       "Fake {BR}? No, mirror grade {BR} {IT} with box and papers",
       "{BR} clearance {Y} - {IT} from ${N}.99",
       "Best {BR} replicas on the net - {U}",
       "{BR} {IT} {PCT} OFF TODAY ONLY!!!",
       "Authentic-look {BR} {IT}, PayPal OK {U}",
       "{BR} outlet online store official {U}"],
    f=["{BR} Uhren Replika billig kaufen {U}", "Montres {BR} répliques pas cher - livraison gratuite {U}",
       "Réplicas de relojes {BR} calidad AAA {U}", "Репліки годинників {BR} недорого {U}",
       "Borse {BR} imitazioni perfette {U}", "高仿 {BR} 手表 名牌包 批发 {U}", "Replika {BR} murah kualitas ori {U}",
       "Repliki zegarków {BR} tanio {U}"],
)

JUNK["ad_trades_services"] = dict(
    topic=["movers", "roofing", "plumber", "locksmith", "repair", "cleaning", "pest", "solar", "hvac", "lawyer"],
    g=G("alt.home.repair", "misc.consumers", "alt.business.misc"),
    s={"TR": ["plumber", "locksmith", "roof repair", "carpet cleaning", "movers", "pest control", "garage door repair",
              "HVAC service", "tree removal", "junk removal", "appliance repair", "water damage restoration",
              "solar panel installation", "window cleaning", "car accident lawyer", "tow truck", "mold removal",
              "kitchen remodeling", "driveway paving", "iPhone screen repair"],
       "CITY": ["Houston", "Dallas", "Phoenix", "Miami", "Toronto", "London", "Birmingham", "Sydney", "Chicago",
                "Atlanta", "Las Vegas", "Denver", "Manchester", "Brooklyn", "San Diego", "Orlando", "Calgary", "Dubai"]},
    t=["24/7 emergency {TR} {CITY} - call {P}",
       "Best {TR} in {CITY} - free estimate {U}",
       "Affordable {TR} {CITY} | licensed & insured | {P}",
       "{TR} near me {CITY} {Y} - same day service",
       "Cheap {TR} {CITY} - {PCT} off first visit {U}",
       "{CITY} {TR} company - {P} - {U}",
       "Need a {TR}? We come to you! {CITY} area {P}",
       "Top rated {TR} {CITY} ({N} five star reviews)",
       "{TR} | {TR} | {TR} - {CITY} - {U}",
       "Professional {TR} services in {CITY} and surrounding areas",
       "Get a quote now: {TR} {CITY} {E}",
       "Lowest price {TR} guaranteed - {CITY} - call now {P}"],
    f=["Schlüsseldienst {CITY} 24h Notdienst {P}", "Déménagement pas cher {CITY} devis gratuit {P}",
       "Fontanero urgente {CITY} 24 horas {P}", "Ремонт квартир под ключ {CITY} недорого {P}",
       "Loodgieter {CITY} spoed 24/7 {P}", "Desentupidora 24h {CITY} orçamento grátis {P}",
       "Tesisatçı {CITY} acil servis {P}", "Jasa sedot WC {CITY} murah {P}"],
)

JUNK["prize_lottery"] = dict(
    topic=["prize", "winner", "lottery", "claim", "reward", "giveaway", "lucky"],
    g=G("alt.lottery", "rec.gambling.lottery"),
    s={"ORG": ["Microsoft", "Google", "Coca-Cola", "UK National Lottery", "Euro Millions", "Facebook", "Amazon",
               "Walmart", "PowerBall International", "Apple", "Shell", "Heineken", "UN Compensation Fund", "BMW"],
       "GIFT": ["iPhone 15 Pro", "$1000 gift card", "PS5", "Samsung Galaxy", "MacBook Air", "Tesla Model 3",
                "$500 Amazon voucher", "free cruise", "Dyson vacuum", "gaming PC", "Costco membership"]},
    t=["CONGRATULATIONS! Your email won {M} in the {ORG} promotion",
       "You have been selected to receive a {GIFT} - claim {U}",
       "{ORG} Award Notification Ref: {ID} - contact {E}",
       "Winning notification: {M} - batch {ID}",
       "FINAL NOTICE: unclaimed prize {M} for user {ID}",
       "Claim your free {GIFT} now (only {N} left) {U}",
       "Lucky visitor #{ID}! Spin to win a {GIFT}",
       "{ORG} Lottery Int'l - you are a winner!!!",
       "Your {GIFT} is waiting - confirm shipping {U}",
       "Re: Prize release {M} - send your details to {E}",
       "Official {ORG} Giveaway {Y} - {GIFT} for every {N}th reply",
       "Winner of {ORG} sweepstakes ticket #{ID}"],
    f=["Herzlichen Glückwunsch! Sie haben {M} gewonnen - {E}", "Félicitations, vous avez gagné un {GIFT} {U}",
       "¡Felicidades! Ha ganado {M} en la lotería {ORG}", "Поздравляем! Вы выиграли {GIFT} - {U}",
       "Gefeliciteerd! U heeft een {GIFT} gewonnen {U}", "Parabéns! Você ganhou {M} - resgate {U}",
       "Tebrikler! {GIFT} kazandınız {U}", "恭喜您中奖 {M} 请联系 {E}"],
)

JUNK["malware_fake_release"] = dict(
    topic=["crack", "keygen", "download", "full", "free", "warez", "soft"],
    g=G("alt.binaries.warez.ibm-pc", "alt.binaries.cd.image", "alt.binaries.warez.ibm-pc.0-day"),
    s={"SW": ["Photoshop 2025", "Windows 12 Pro", "Office 2024 ProPlus", "AutoCAD 2025", "GTA VI", "Avatar 3",
              "FL Studio 22", "Adobe CC All Apps", "Minecraft 2", "Premiere Pro 2025", "Avengers Secret Wars",
              "Call of Duty 2026", "Half-Life 3", "iOS 19 unlock", "Netflix Premium Hack", "Fortnite aimbot",
              "Sims 5", "Kaspersky 2025", "Elden Ring 2", "WinRAR"]},
    t=["{SW} FULL CRACKED + KEYGEN [WORKING 100%] .exe",
       "{SW} (Y{Y}) Full Version Free Download - {U}",
       '"{SW} Setup.exe" yEnc (1/1)',
       "{SW} DVDSCR.avi.exe",
       "{SW} - Password in the readme - setup.exe",
       "{SW} activator loader v{N}.{N} (no virus, tested)",
       "{SW} 1080p.wmv (use the license link to play)",
       "{SW}.Incl.Crack.READ.NFO.scr",
       "{SW} leaked early!!! download.zip.exe",
       "{SW} Torrent + Crack - {U}",
       "{SW} full game unlocker + all DLC - run as admin",
       "{SW} patch.bat - disable antivirus before running",
       "FREE {SW} license key generator {Y}",
       "{SW} .mp4 .lnk"],
    f=["{SW} Vollversion kostenlos + Crack {U}", "{SW} gratuit version complète télécharger {U}",
       "{SW} descargar gratis full crack español {U}", "{SW} скачать бесплатно + ключ {U}",
       "{SW} download grátis completo crackeado {U}", "{SW} 破解版 免费下载 {U}", "{SW} full crack indir {U}"],
)

JUNK["fake_codec_player"] = dict(
    topic=["codec", "player", "video", "media", "plugin"],
    g=G("alt.binaries.movies", "alt.binaries.movies.xvid"),
    s={"MOV": ["Dune Part Three", "Barbie 2", "Oppenheimer", "The Batman II", "Top Gun 3", "Frozen III",
               "Deadpool 4", "Spider-Man Beyond", "Joker 3", "Toy Story 5", "Mission Impossible 9"],
       "CODEC": ["WMV codec", "DivX Pro codec", "HD codec pack", "MediaCodec", "Xvid plugin", "FLV player",
                 "UltraPlayer", "HQ Video Codec", "PlayerPro", "H.265 decoder", "K-Lite Ultimate"]},
    t=["{MOV} ({Y}) 1080p - requires {CODEC} from {U}",
       "{MOV}.{Y}.720p.HDRip.wmv - install {CODEC} to play",
       "To watch {MOV} you need the latest {CODEC} - {U}",
       "{MOV} TS XviD - codec at {U}",
       "Can't play? Download {CODEC} (free) {U}",
       "{MOV} {Y} HDCAM [Codec included] setup.exe",
       "{CODEC} v{N}.{N} - needed for all new releases",
       "{MOV} full movie - click the codec link in the nfo",
       "NEW {CODEC} required for all {Y} movies",
       "{MOV} DVDRip.wmv (license acquired via {U})"],
    f=["{MOV} German 1080p - {CODEC} benötigt {U}", "{MOV} FRENCH - installer {CODEC} pour lire {U}",
       "{MOV} latino HD - necesita {CODEC} {U}", "{MOV} смотреть онлайн - нужен {CODEC} {U}",
       "{MOV} ITA - scarica {CODEC} {U}"],
)

JUNK["password_bait"] = dict(
    topic=["password", "unlock", "pass", "key", "survey", "access"],
    g=G("alt.binaries.movies.divx", "alt.binaries.hdtv.x264"),
    s={"REL": ["Avatar.3.2025.1080p.BluRay", "House.Of.The.Dragon.S03E01.1080p", "Oppenheimer.2023.2160p",
               "The.Last.Of.Us.S02.COMPLETE", "Inside.Out.3.2026.720p", "Stranger.Things.S05.1080p",
               "Wicked.Part.Two.2025.WEBRip", "Gladiator.III.1080p", "Shogun.S02E04.2160p", "Microsoft.Office.2025",
               "Adobe.Photoshop.2025.x64", "Dune.Messiah.2026.HDCAM"]},
    t=["{REL} - password at {U}",
       "{REL}.rar (password protected, get pass from {U})",
       "[PW] {REL} - pass: see {U}",
       "{REL} - complete short survey to unlock password",
       "{REL} password.txt.url",
       "Password for {REL} - {U} (free, no registration)",
       "{REL}.part1.rar - pw: visit {U}",
       "{REL} - PASSWORD INSIDE - readme.html",
       "{REL} [Password: www.{U}]",
       "{REL} - pass sent by SMS, text {N}{N} to {P}",
       "{REL} - unlock key {U}",
       "Need the password for {REL}? it is on {U}"],
    f=["{REL} - Passwort auf {U}", "{REL} - mot de passe sur {U}", "{REL} - contraseña en {U}",
       "{REL} - пароль на {U}", "{REL} - wachtwoord op {U}", "{REL} - 解压密码 {U}"],
)

JUNK["streaming_bait"] = dict(
    topic=["stream", "watch", "live", "tv", "online", "hd"],
    g=G("alt.binaries.sports", "alt.binaries.multimedia.sports"),
    s={"EV": ["UFC 310", "Super Bowl LIX", "Champions League Final", "Real Madrid vs Barcelona", "Wrestlemania 41",
              "Canelo vs Crawford", "F1 Monaco GP", "NBA Finals Game 7", "Wimbledon Final", "India vs Pakistan",
              "World Cup qualifier", "Stanley Cup Final", "Tyson Fury fight", "Oscars Live", "Eurovision Final"],
       "MOV": ["Deadpool & Wolverine", "Moana 2", "Venom 4", "Inside Out 2", "Sonic 4", "Avatar Fire and Ash",
               "Mufasa", "Thunderbolts", "Superman 2025", "Jurassic World 4"]},
    t=["WATCH {EV} LIVE STREAM FREE HD - {U}",
       "{EV} live online free (Reddit streams) {U}",
       "[LIVE] {EV} stream HD 1080p no signup {U}",
       "{MOV} ({Y}) FULL MOVIE ONLINE FREE 123movies",
       "Watch {MOV} full movie free streaming HD {U}",
       "{MOV} {Y} Putlocker stream - {U}",
       "{EV} live stream link >>> {U} <<<",
       "How to watch {EV} online for free",
       "{MOV} Full Movie [Watch Online] Free Streaming HD Quality",
       "{EV} LIVE ✓ HD ✓ FREE ✓ {U}",
       "Streams for {EV} tonight - {U}",
       "{MOV} (Y{Y}) ~ Full Movie :: Watch Online :: Download HD",
       "Free {EV} stream - no ads - {U}"],
    f=["{EV} live stream kostenlos {U}", "{EV} en direct streaming gratuit {U}",
       "Ver {EV} en vivo gratis online {U}", "{MOV} смотреть онлайн бесплатно HD {U}",
       "Assistir {MOV} online grátis dublado {U}", "{EV} canlı izle bedava {U}", "Nonton {MOV} sub indo gratis {U}",
       "Xem {MOV} vietsub miễn phí {U}", "{MOV} guarda streaming gratis ITA {U}", "{MOV} 在线观看 高清 免费 {U}"],
)

JUNK["account_selling"] = dict(
    topic=["accounts", "accs", "premium", "shop", "market", "keys"],
    g=G("alt.binaries.games", "alt.games.misc"),
    s={"SVC": ["Netflix", "Spotify Premium", "Disney+", "HBO Max", "Steam", "Fortnite", "Valorant", "PayPal", "Gmail PVA",
               "Facebook aged", "Instagram", "Twitter/X", "Amazon Prime", "Crunchyroll", "ChatGPT Plus", "Discord Nitro",
               "Xbox Game Pass", "NordVPN", "Canva Pro", "Tinder Gold", "Hulu", "Rapidgator premium", "LinkedIn Sales Navigator"]},
    t=["Selling {SVC} accounts - lifetime warranty - ${N}",
       "{SVC} premium accounts cheap!! {U}",
       "[SHOP] {SVC} | {SVC} | {SVC} - auto delivery {U}",
       "Bulk {SVC} accounts ({N}0 pcs) - PM {E}",
       "{SVC} + {SVC} 12 months for ${N} - Telegram @{FN}shop{N}",
       "WTS {SVC} account, full access, email changeable",
       "Fresh {SVC} logins daily - {U}",
       "Cheapest {SVC} accounts on usenet - {U}",
       "{SVC} gift cards {PCT} off - instant {U}",
       "Old {SVC} accounts ({Y}) with history - {E}",
       "Aged {SVC} PVA accounts - phone verified - bulk",
       "Buy {SVC} 4K family slot ${N}/yr - {U}",
       "{SVC} shared accounts | 1 month ${N} | crypto ok"],
    f=["Verkaufe {SVC} Accounts günstig {U}", "Vends comptes {SVC} pas cher {U}", "Vendo cuentas {SVC} baratas {U}",
       "Продам аккаунты {SVC} дешево {U}", "Vendo contas {SVC} baratas - {U}", "Jual akun {SVC} premium murah {U}",
       "Bán tài khoản {SVC} giá rẻ {U}", "出售 {SVC} 账号 便宜 {U}"],
)

JUNK["iptv_resale"] = dict(
    topic=["iptv", "tv", "stream", "m3u", "box", "channels"],
    g=G("alt.binaries.hdtv", "alt.satellite.tv.europe", "alt.video.satellite"),
    s={"PK": ["12 months", "1 year", "24h free trial", "3 months", "lifetime", "6 months"],
       "DEV": ["Firestick", "MAG box", "Android TV", "Smart TV", "Enigma2", "Kodi", "Apple TV", "Formuler", "Nvidia Shield"]},
    t=["BEST IPTV {Y} - {N},000 channels + VOD - {PK} ${N}",
       "IPTV subscription {PK} - {DEV} - free trial {U}",
       "Premium IPTV | 4K | anti-freeze | {U}",
       "IPTV reseller panel - credits from ${N} - {E}",
       "IPTV M3U list working {Y} - {U}",
       "Stable IPTV for {DEV}, sports PPV included {U}",
       "{N}K channels + {N}K movies IPTV {PK} - WhatsApp {P}",
       "IPTV UK/US/CA/DE/FR/AR - {PK} trial - {U}",
       "Cheap IPTV no buffering {DEV} {U}",
       "Xtream codes IPTV {PK} only ${N} - {E}",
       "Why pay for cable? IPTV {PK} for {M}",
       "IPTV Smarters Pro subscription - all PPV events - {U}"],
    f=["IPTV Abo {PK} günstig - alle Sender {U}", "Abonnement IPTV {PK} pas cher {U}",
       "Lista IPTV premium {Y} - prueba gratis {U}", "IPTV плейлист {Y} - тест бесплатно {U}",
       "IPTV abonnement {PK} - alle zenders {U}", "Lista IPTV {Y} - teste grátis {P}", "IPTV abonelik {PK} {U}",
       "اشتراك IPTV لمدة سنة {U}"],
)

JUNK["usenet_vpn_resale"] = dict(
    topic=["usenet", "news", "vpn", "nzb", "indexer", "block"],
    g=G("alt.binaries.nzb", "alt.binaries.boneless", "news.admin.net-abuse.usenet"),
    s={"PL": ["unlimited usenet", "block account", "VPN", "NZB indexer invite", "usenet + VPN bundle",
              "backbone access", "news server"]},
    t=["{PL} only ${N}/year - {N}00 days retention - {U}",
       "Cheapest {PL} deal - {PCT} off lifetime {U}",
       "Usenet block {N}TB for ${N} - never expires {U}",
       "Free 14-day {PL} trial, no credit card {U}",
       "Indexer invites for sale - {E}",
       "[DEAL] {PL} {Y}: {M}/year, {N} connections, SSL",
       "Download faster! {PL} + free newsreader {U}",
       "Lifetime VPN ${N} one payment - {U}",
       "VPN + {PL} - no logs - {U}",
       "Resell {PL} accounts, earn {PCT} commission {U}",
       "{N} free GB usenet - signup {U}",
       "Stop throttling - premium {PL} {U}"],
    f=["Usenet Flatrate {M} im Jahr - {U}", "Accès Usenet illimité pas cher {U}", "Cuenta usenet ilimitada barata {U}",
       "Доступ к Usenet безлимит {U}", "Usenet abonnement {PCT} korting {U}"],
)

JUNK["pharmacy"] = dict(
    topic=["pharma", "meds", "rx", "pills", "drugstore", "health"],
    g=G("alt.health", "misc.health.alternative", "alt.support.diet"),
    s={"D": ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Oxycodone", "Ambien", "Soma", "Phentermine",
             "Adderall", "Modafinil", "Ozempic", "Semaglutide", "Propecia", "Kamagra", "Klonopin", "Ativan",
             "Hydrocodone", "Ivermectin", "Clomid", "Accutane", "Finasteride"]},
    t=["Buy {D} online no prescription - {U}",
       "{D} {N}mg ${N}.{N}0 per pill - overnight delivery",
       "Generic {D}, {D}, {D} - lowest prices {U}",
       "Canadian pharmacy: {D} {PCT} off - {U}",
       "{D} without Rx - discreet shipping {U}",
       "Order {D} online legally - {U}",
       "Men's health: {D} + {D} trial pack ${N}",
       "Lose {N} lbs in {N} days - {D} {U}",
       "{D} cheap - FDA approved (no)",
       "Where to buy {D} online safely {Y}",
       "{D} for sale cod - {P}",
       "Pain relief {D} - no doctor visit - {U}",
       "Rx meds shipped worldwide: {D}, {D}"],
    f=["{D} rezeptfrei kaufen - {U}", "Acheter {D} sans ordonnance {U}", "Comprar {D} sin receta online {U}",
       "Купить {D} без рецепта {U}", "{D} kopen zonder recept {U}", "Comprar {D} sem receita {U}",
       "{D} senza ricetta - {U}", "{D} bez recepty {U}", "Jual obat {D} asli {P}"],
)

JUNK["dating_adult"] = dict(
    topic=["dating", "singles", "girls", "meet", "hookup", "cams", "flirt"],
    g=G("alt.binaries.erotica", "alt.binaries.pictures.erotica", "alt.personals"),
    s={"A": ["lonely", "hot", "bored", "local", "married", "young", "mature", "single", "naughty", "real"],
       "W": ["women", "girls", "housewives", "MILFs", "singles", "cougars", "ladies", "Russian brides", "Asian girls"]},
    t=["{N} {A} {W} in your area want to meet tonight {U}",
       "Hi, I'm {FN}, {N}yo, looking for fun. My pics: {U}",
       "Meet {A} {W} - no credit card - {U}",
       "{A} {W} near you!! free signup {U}",
       "Private cam show tonight - {U}",
       "Re: you liked my profile? reply here {U}",
       "Find a sex partner in {N} minutes {U}",
       "Date beautiful {W} - {PCT} match rate {U}",
       "Hookup site that actually works ({Y}) - {U}",
       "{A} {W} want casual dating - text {P}",
       "I'm waiting for you :) {FN} {U}",
       "18+ free live chat with {A} {W}",
       "Secret affair? discreet dating for {A} people {U}"],
    f=["Einsame Frauen in deiner Nähe {U}", "Rencontre femmes célibataires près de chez vous {U}",
       "Chicas solteras cerca de ti {U}", "Знакомства для взрослых без регистрации {U}",
       "Ragazze single nella tua zona {U}", "Mulheres solteiras perto de você {U}", "Samotne kobiety szukają {U}",
       "Cari jodoh? wanita lajang dekat Anda {U}", "同城交友 美女 在线 {U}", "近所の人妻と出会える {U}"],
)

JUNK["gambling_casino"] = dict(
    topic=["casino", "bet", "slots", "poker", "jackpot", "spin", "win"],
    g=G("rec.gambling.misc", "rec.gambling.poker"),
    s={"B": ["{N}0 free spins", "200% welcome bonus", "no deposit bonus", "$50 free chip", "1 BTC bonus", "cashback {PCT}"]},
    t=["Online casino {Y}: {B} - {U}",
       "Best slots site - {B} - play now {U}",
       "Win real money playing poker - {B} {U}",
       "Sports betting tips {PCT} win rate - {U}",
       "{B} + {B} at {U}",
       "Crypto casino - instant withdrawals - {U}",
       "I won {M} on this slot last night - {U}",
       "Jackpot {M} tonight - get your {B}",
       "Fixed matches {PCT} sure - WhatsApp {P}",
       "New player? {B} no wagering {U}",
       "Aviator predictor hack - win every round {U}",
       "Roulette system that never loses - {U}",
       "Bet on the game tonight, {B}"],
    f=["Online Casino ohne Limit - {B} {U}", "Casino en ligne - bonus sans dépôt {U}", "Casino online - giros gratis {U}",
       "Онлайн казино - бонус без депозита {U}", "Situs judi slot online terpercaya gacor {U}",
       "Canlı bahis - deneme bonusu {U}", "Cassino online - bônus de boas-vindas {U}", "Nhà cái uy tín - tặng {M} {U}",
       "Kasyno online - darmowe spiny {U}", "网上赌场 注册送彩金 {U}"],
)

JUNK["crypto_investment"] = dict(
    topic=["crypto", "coin", "btc", "invest", "trade", "profit", "defi"],
    g=G("alt.invest", "misc.invest.stocks", "alt.cryptocurrency"),
    s={"CN": ["Bitcoin", "BTC", "ETH", "USDT", "Solana", "Dogecoin", "XRP", "a new memecoin", "SHIB", "PEPE"]},
    t=["Turn $500 into {M} in {N} days with {CN} - {U}",
       "{CN} trading bot - {PCT} monthly returns guaranteed",
       "Elon's {CN} giveaway: send 0.1 get 0.2 back {U}",
       "I made {M} in a week with {CN} - here's how {U}",
       "{CN} mining pool - daily payouts - {U}",
       "Join our VIP signals group - {CN} pumps every day",
       "Presale live: {CN} 100x soon - {U}",
       "Passive income {Y}: stake {CN} at {PCT} APY",
       "Recover lost {CN} - certified recovery experts {E}",
       "Free {CN} airdrop - connect wallet at {U}",
       "Forex + {CN} account manager - {PCT} weekly",
       "Double your {CN} in {H} hours - {U}",
       "Hidden gem {CN} about to explode, get in now"],
    f=["Mit {CN} {M} verdienen - {U}", "Investissez dans {CN} - {PCT} de rendement {U}",
       "Gana dinero con {CN} desde casa {U}", "Заработок на {CN} от {M} в месяц {U}",
       "Ganhe dinheiro com {CN} - {U}", "Kripto yatırım - günlük {PCT} kazanç {U}", "Investasi {CN} profit harian {U}",
       "投资 {CN} 日赚 {PCT} {U}"],
)

JUNK["phishing"] = dict(
    topic=["secure", "verify", "login", "account", "support", "update", "auth"],
    g=G("alt.binaries.boneless", "alt.computer.security"),
    s={"B": ["PayPal", "Apple ID", "Netflix", "Your bank", "Chase", "Wells Fargo", "Amazon", "Microsoft 365", "DHL",
             "FedEx", "USPS", "HMRC", "IRS", "Giganews", "Newshosting", "Coinbase", "Binance", "Outlook", "Royal Mail"]},
    t=["{B}: your account has been suspended - verify at {U}",
       "Unusual sign-in activity on your {B} account",
       "{B} security alert: confirm your identity {U}",
       "Your {B} payment failed - update billing {U}",
       "{B} package delivery failed, reschedule {U}",
       "Action required: {B} account locked #{ID}",
       "{B} refund of {M} pending - claim {U}",
       "Your usenet subscription expires today - renew {U}",
       "[{B}] Reset your password now",
       "{B} invoice #{ID} attached - open document",
       "{B}: we could not verify your information",
       "Tax refund notification {Y} - {B}"],
    f=["{B}: Ihr Konto wurde gesperrt - {U}", "{B}: votre compte est suspendu, vérifiez {U}",
       "{B}: su cuenta ha sido bloqueada {U}", "{B}: ваш аккаунт заблокирован {U}", "{B}: uw rekening is geblokkeerd {U}",
       "{B}: sua conta foi suspensa {U}", "{B}: il tuo account è stato sospeso {U}"],
)

JUNK["advance_fee"] = dict(
    topic=["fund", "bank", "trust", "transfer", "estate"],
    g=G("alt.business.misc", "misc.misc"),
    s={"T": ["Barrister", "Dr.", "Mrs.", "Prince", "Engr.", "Hon.", "General", "Sister", "Agent"]},
    t=["URGENT BUSINESS PROPOSAL FROM {T} {FN}",
       "Dear friend, I need your assistance to transfer {M}",
       "Confidential: inheritance of {M} - reply {E}",
       "From the desk of {T} {FN}, Central Bank",
       "Please my dear, I am dying of cancer and want to donate {M}",
       "Next of kin for late client's {M} fund",
       "Your ATM card worth {M} is ready for dispatch",
       "Compensation payment {M} approved - contact {E}",
       "Re: Good day, partnership request (strictly confidential)",
       "Consignment box containing {M} at airport",
       "I am {T} {FN}, widow of late oil minister",
       "Beneficiary notice: {M} in your name"],
    f=["Dringende Geschäftsanfrage - {M} Erbschaft", "Proposition d'affaires urgente - héritage {M}",
       "Propuesta de negocio confidencial {M}", "Срочное деловое предложение {M}", "Proposta commerciale urgente {M}"],
)

JUNK["job_scam"] = dict(
    topic=["jobs", "work", "career", "hire", "earn", "income"],
    g=G("misc.jobs.offered", "alt.jobs", "misc.jobs.misc"),
    s={"J": ["data entry", "typing", "mystery shopper", "package reshipper", "online reviewer", "payment processor",
             "remote assistant", "like-and-subscribe tasks", "envelope stuffing", "chat moderator", "app tester"]},
    t=["Work from home: {J} - earn ${N}0/day {U}",
       "Hiring now! {J}, no experience needed, {M}/week",
       "Make ${N}00 a day from your phone - {U}",
       "Part-time {J} job - paid daily - {E}",
       "Be your own boss - earn {M} a month {U}",
       "We are hiring {J} (remote, flexible hours) {P}",
       "Easy online job for students and moms - {U}",
       "Get paid to {J} - {U}",
       "{J} vacancy - send CV to {E}",
       "Earn {M} in {N} days, secret method revealed",
       "Job offer: financial agent wanted in your country",
       "Home based {J} - $25/hr - apply {U}"],
    f=["Heimarbeit: {M} im Monat verdienen {U}", "Travail à domicile - {M} par mois {U}",
       "Trabajo desde casa - gana {M} {U}", "Работа на дому - от {M} в месяц {U}",
       "Trabalho em casa - ganhe {M} {U}", "Lowongan kerja online - gaji harian {P}", "Việc làm online tại nhà {P}",
       "在家兼职 日结 {M} {U}"],
)

JUNK["loan_debt"] = dict(
    topic=["loans", "credit", "cash", "debt", "finance", "lend"],
    g=G("misc.consumers", "alt.business.misc", "misc.invest"),
    s={"L": ["payday loan", "personal loan", "bad credit loan", "debt consolidation", "cash advance", "business loan",
             "credit repair", "student loan forgiveness", "mortgage refinance", "car title loan"]},
    t=["{L} approved in {N} minutes - no credit check {U}",
       "Need cash fast? {L} up to {M} - {U}",
       "Erase your debt legally - {L} help {P}",
       "Guaranteed {L} at 2% interest - contact {E}",
       "Bad credit? No problem. {L} today {U}",
       "Private lender offering {L} worldwide - {E}",
       "Raise your credit score {N}0 points in {N} days",
       "{L}: same day deposit, apply {U}",
       "Loan offer at 3% for individuals and companies",
       "Stop collection calls now - {L} {P}",
       "Refinance at record low rate {Y} {U}"],
    f=["Kredit ohne Schufa sofort {U}", "Prêt rapide sans justificatif {E}", "Préstamos rápidos sin aval {U}",
       "Займ на карту без отказа {U}", "Empréstimo rápido sem consulta {P}", "Pinjaman online cepat cair {P}",
       "Kredyt bez BIK od ręki {U}"],
)

JUNK["counterfeit_docs"] = dict(
    topic=["docs", "passport", "license", "id", "diploma", "papers"],
    g=G("alt.binaries.misc", "misc.legal"),
    s={"DOC": ["passports", "driver's licenses", "ID cards", "residence permits", "diplomas", "SSN cards", "visas",
               "birth certificates", "IELTS certificates", "counterfeit banknotes", "university degrees", "work permits"],
       "CTRY": ["USA", "UK", "EU", "Canada", "Australia", "Germany", "France", "Schengen"]},
    t=["Buy real and fake {DOC} ({CTRY}) - {E}",
       "Registered {CTRY} {DOC} - database entered - {P}",
       "High quality novelty {DOC}, scannable - {U}",
       "Get {CTRY} {DOC} without exam - contact {E}",
       "Undetectable {DOC} for sale - {P}",
       "{CTRY} {DOC} + {DOC} fast delivery {U}",
       "Counterfeit money grade A - euros, dollars, pounds {U}",
       "Verified {DOC} - pass all checks - {E}",
       "Need new identity? {CTRY} {DOC} {P}",
       "Legit {CTRY} {DOC} in {N} days {U}"],
    f=["Echte und gefälschte Reisepässe kaufen {E}", "Acheter faux permis de conduire {E}",
       "Comprar pasaporte y licencia de conducir {P}", "Купить диплом о высшем образовании {U}",
       "Comprar carteira de motorista {P}", "Ehliyet ve pasaport satılık {P}"],
)

JUNK["religious_flood"] = dict(
    topic=["truth", "faith", "church", "prophecy", "salvation", "bible"],
    g=["alt.religion", "alt.religion.christian", "talk.religion.misc", "soc.religion.islam", "alt.atheism"] + ABG,
    s={"V": ["John 3:16", "Romans 10:9", "Revelation 13:16", "Acts 2:38", "Matthew 24:36", "Isaiah 53:5", "Psalm 23"]},
    t=["REPENT NOW - the end is near - {V}",
       "Jesus loves you! Read {V} before it is too late",
       "The mark of the beast is here ({V}) - wake up",
       "God's final warning to usenet users",
       "Are you saved? {N} questions that decide your eternity",
       "The Rapture will happen in {Y} - proof inside",
       "Truth about the Trinity that your pastor hides - {U}",
       "Free Bible study online - {U}",
       "Pray with us tonight - prayer line {P}",
       "{V} - think about it",
       "Hell is real and you are going there unless...",
       "Proof of God in the numbers - {U}",
       "Islam is the truth, read the Quran {U}",
       "All religions are lies - open your eyes - part {N}"],
    f=["Kehrt um! Das Ende ist nahe - {V}", "Jésus vous aime - repentez-vous {V}", "Arrepiéntete, el fin está cerca {V}",
       "Покайтесь! Конец света близко", "Jezus houdt van jou - {V}", "Deus te ama - arrependa-se {V}",
       "Bertobatlah, akhir zaman sudah dekat", "悔改吧 末日将近 {V}"],
)

JUNK["political_conspiracy"] = dict(
    topic=["truth", "news", "freedom", "patriot", "leaks", "exposed"],
    g=["alt.politics", "alt.conspiracy", "talk.politics.misc", "alt.politics.usa", "alt.current-events"] + ABG,
    s={"X": ["chemtrails", "5G towers", "the moon landing", "fluoride", "the deep state", "the New World Order",
             "the Illuminati", "the WEF", "vaccines", "flat earth", "HAARP", "weather control", "the Federal Reserve",
             "the great reset", "lizard people", "cashless society", "digital ID"]},
    t=["They don't want you to know about {X}!!!",
       "WAKE UP SHEEPLE - {X} exposed - {U}",
       "The truth about {X} (mainstream media silent)",
       "{X} is real - leaked documents - {U}",
       "Share before deleted: {X} and {X}",
       "Proof {X} controls everything - part {N}",
       "Election was stolen - evidence thread #{N}",
       "Do your own research on {X}",
       "{X} + {X} = depopulation agenda",
       "Banned video about {X} - watch now {U}",
       "The government lies about {X}, here's why",
       "Q drop #{ID}: {X} - the storm is coming"],
    f=["Die Wahrheit über {X} - aufwachen! {U}", "La vérité sur {X} qu'on vous cache", "La verdad sobre {X} que ocultan",
       "Правда о {X} - проснитесь", "A verdade sobre {X} - acordem", "Prawda o {X} - obudźcie się",
       "Kebenaran tentang {X} yang disembunyikan"],
)

JUNK["chatter"] = dict(
    topic=["forum", "chat"],
    g=TXTG + ["alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.mp3"],
    s={"W": ["my newsreader", "this group", "the weather", "the posts lately", "my ISP", "retention", "the new server",
             "SABnzbd", "NZBGet", "completion", "the old days", "my cat", "lunch", "the admins"]},
    t=["anyone else having problems with {W}?",
       "hi all, long time lurker first time poster",
       "Re: what happened to {W}",
       "is this group dead?",
       "thanks to all posters!!!",
       "Re: Re: Re: {W}",
       "question about {W}",
       "good morning from {FN}",
       "Happy new year {Y} everyone",
       "where did everybody go",
       "OT: {W}",
       "who remembers {W}?",
       "Re: off topic - {W}",
       "just saying hello",
       "anyone here from {FN}'s old BBS?",
       "Merry Christmas to all in this group"],
    f=["Hallo zusammen, wer ist noch hier?", "Bonjour à tous, quelqu'un est là ?", "Hola a todos, alguien vivo?",
       "Всем привет, группа жива?", "Ciao a tutti, qualcuno legge ancora?", "Hallo allemaal, iemand actief?",
       "Olá pessoal, tudo bem?", "大家好 还有人吗", "こんにちは、誰かいますか"],
)

JUNK["request_posted"] = dict(
    topic=["req"],
    g=TXTG + ABG,
    s={"WH": ["Season 3 of The Harbor Line", "old Cold Meridian episodes", "Brass Lantern discography in FLAC",
              "missing par2 for yesterday's post", "a 720p of Quiet Acres", "any Velvet Static albums",
              "Northbound Express 1994 VHS rip", "the German dub of Iron Orchard", "Linux ISO from last week",
              "Kettle Hill S01E04", "audiobook of The Salt Ledger", "comics 0-day week 12", "part 14 of the last post",
              "DVD9 of Midnight Ferry"]},
    t=["REQ: {WH}",
       "[REQ] {WH} please",
       "Request - {WH} - thanks in advance",
       "Can someone repost {WH}?",
       "looking for {WH}",
       "REQ: {WH} (will fill others in return)",
       "Anyone have {WH}?",
       "Re: REQ {WH}",
       "REPOST REQUEST: {WH} - incomplete",
       "please help: {WH}",
       "WTB? no, want to find: {WH}",
       "{WH} - request #{N}"],
    f=["Suche {WH}", "Je cherche {WH}", "Busco {WH}", "Ищу {WH}", "Zoek {WH}", "Cerco {WH}", "求 {WH}"],
)

JUNK["flame_troll"] = dict(
    topic=["troll"],
    g=TXTG + ABG,
    s={"WHO": ["leechers", "posters", "admins", "spammers", "indexer owners", "this group", "newbies", "the usenet police",
               "you idiots", "par2 nazis", "the encryption crowd", "people who post obfuscated crap"]},
    t=["{WHO} are the reason usenet is dying",
       "STOP POSTING GARBAGE",
       "Re: you are a moron",
       "{WHO} can go to hell",
       "why are {WHO} so stupid?",
       "Re: plonk",
       "I hope {WHO} get DMCA'd",
       "LOL at {WHO}",
       "Re: {WHO} - *plonk*",
       "shut up and post something useful",
       "this group is full of {WHO}",
       "{FN} is a troll, don't feed him",
       "get a life {WHO}",
       "Re: Re: nobody cares about your opinion"],
    f=["Ihr seid alle Idioten", "Vous êtes tous des nuls", "Sois todos unos idiotas", "Вы все идиоты",
       "Jullie zijn allemaal sukkels", "Siete tutti degli idioti"],
)

JUNK["test_post"] = dict(
    topic=["test"],
    g=["alt.test", "misc.test", "alt.binaries.test", "alt.binaries.test.yenc", "de.alt.test", "alt.test.test",
       "alt.binaries.boneless", "alt.binaries.misc"],
    s={"T": ["test", "TEST", "Test", "testing", "tst", "test post", "ignore", "test - ignore", "testing 1 2 3"]},
    t=["{T}", "{T} {N}", "Re: {T}", "{T} please ignore", "{T} from {FN}", "new reader {T}",
       "{T} ({N})", "{T} - {ID}", "{T} yEnc", "ignore this {T}", "{T} {Y}-{N}-{N}", "[{T}]",
       "{T} attachment", "{T} signature", "{T} utf-8 äöü", "{T} 1/1", "does this work?",
       "test post, do not reply", "{T} from new server", "{T} message #{N}"],
    f=["Test bitte ignorieren", "test, ne pas répondre", "prueba", "тест", "proef", "teste", "prova", "测试",
       "テスト", "deneme"],
)


# ---------------------------------------------------------------- custom junk
def gen_bot_flood():
    h = "".join(c("0123456789abcdef") for _ in range(c([8, 12, 16, 32])))
    r = R.randrange(16)
    ts = str(n(2019, 2025)) + "-" + z(n(1, 12), 2) + "-" + z(n(1, 28), 2)
    hm = z(n(0, 23), 2) + ":" + z(n(0, 59), 2) + ":" + z(n(0, 59), 2)
    if r == 0:
        t = "AUTO-POST #" + str(n(1, 999999)) + " " + h
    elif r == 1:
        t = "[BOT] hourly stats " + ts + " " + hm + " - " + str(n(1000, 999999)) + " articles"
    elif r == 2:
        t = "cmsg cancel <" + h + "@" + c(["news", "nntp", "reader", "post"]) + "." + c(["example", "newsfeed", "usenetserver", "spool"]) + "." + c(["com", "net", "org"]) + ">"
    elif r == 3:
        t = "Auto-reply: " + c(["Out of office", "I am on vacation", "Abwesenheitsnotiz", "Réponse automatique", "Respuesta automática", "Afwezig"]) + c(["", " until " + ts, " (" + c(FIRST) + ")"])
    elif r == 4:
        t = c(["Undeliverable: ", "Returned mail: ", "Delivery Status Notification (Failure): ", "Mail delivery failed: "]) + c(["Re: ", ""]) + c(["your message", "test", "(no subject)", h])
    elif r == 5:
        t = c(["$$$", "###", "@@@", ">>>"]) + " flood " + z(n(0, 9999), 4) + " " + c(["$$$", "###", "@@@", "<<<"])
    elif r == 6:
        t = "server status OK " + ts + " " + hm + " UTC"
    elif r == 7:
        t = "KEEPALIVE " + str(n(100000, 9999999))
    elif r == 8:
        t = c(["Daily", "Hourly", "Weekly"]) + " NZB index update " + ts + " " + hm
    elif r == 9:
        t = "".join(c("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(n(10, 30)))
    elif r == 10:
        t = "Message " + str(n(1, 99999)) + " of " + str(n(100000, 999999)) + " - " + h
    elif r == 11:
        t = c(["ping", "PING", "heartbeat", "sync"]) + " " + ts + "T" + hm + "Z " + h[:8]
    elif r == 12:
        t = "checkgroups " + c(["alt.binaries", "alt", "de", "misc"]) + " " + ts
    elif r == 13:
        t = c(["Your daily horoscope for ", "Lottery numbers for ", "Weather report ", "Stock ticker "]) + ts
    elif r == 14:
        t = "[" + c(["spambot", "flood", "x-post", "robo"]) + "-" + str(n(1, 99)) + "] " + " ".join(c(["lorem", "ipsum", "dolor", "sit", "amet", "xx", "zz", "post", "data"]) for _ in range(n(3, 6)))
    else:
        t = c(["Новости дня ", "今日更新 ", "Tägliche Meldung ", "Bản tin "]) + ts + " #" + str(n(1, 9999))
    if maybe(0.12):
        t = evade(t)
    return t, c(["alt.test", "alt.binaries.boneless", "alt.binaries.test", "misc.test", "alt.binaries.misc", "alt.binaries.multimedia", "news.admin.net-abuse.usenet", "alt.binaries.teevee"])


KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "yxcvbnm"]
KB_CYR = ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"]
KB_KO = "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ"
KB_JA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほ"


def mash_walk(rows, ln):
    row = c(rows)
    i = R.randrange(len(row))
    out = []
    for _ in range(ln):
        out.append(row[i])
        i = max(0, min(len(row) - 1, i + c([-2, -1, 1, 1, 2, 0])))
        if maybe(0.08):
            row = c(rows)
            i = min(i, len(row) - 1)
    return "".join(out)


def gen_keyboard_mash():
    r = R.randrange(10)
    if r <= 3:
        t = mash_walk(KB_ROWS[:3], n(5, 18))
        if maybe(0.4):
            t += " " + mash_walk(KB_ROWS[:3], n(3, 10))
    elif r == 4:
        t = c(["asdf", "jkl", "qwer", "zxc", "sdf", "fgh", "hjk", "dfg"]) * n(2, 6)
    elif r == 5:
        ch = c("afjkdslghqwz")
        t = ch * n(5, 20) + (c(["", "!!", "??", " " + ch * n(2, 8)]))
    elif r == 6:
        t = mash_walk(KB_CYR, n(6, 16))
    elif r == 7:
        t = "".join(c(KB_KO) for _ in range(n(4, 12))) if maybe(0.5) else "".join(c(KB_JA) for _ in range(n(4, 12)))
    elif r == 8:
        t = mash_walk(KB_ROWS, n(6, 14)).upper()
    else:
        t = " ".join(mash_walk(KB_ROWS[:3], n(2, 7)) for _ in range(n(2, 5)))
    if maybe(0.1):
        t = evade(t)
    return t, c(TXTG[:5] + ["alt.binaries.test", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.mom"])


SALAD_EN = ["purple", "quantum", "sandwich", "river", "elephant", "invoice", "tomorrow", "mountain", "bluebird", "carpet",
            "seventeen", "gravity", "lemon", "whisper", "engine", "velvet", "triangle", "harbor", "pencil", "galaxy",
            "turnip", "orchestra", "sudden", "window", "marble", "thunder", "biscuit", "ladder", "copper", "silence",
            "nebula", "garden", "reluctant", "spoon", "frozen", "anchor", "blanket", "crimson", "puzzle", "kettle",
            "yesterday", "magnet", "horizon", "velocity", "pickle", "lantern", "shadow", "umbrella", "oxygen", "tulip",
            "the", "of", "and", "under", "beside", "without", "perhaps", "quickly", "softly", "never"]
SALAD_X = ["Kartoffel", "Schrank", "Wolke", "fromage", "fenêtre", "nuage", "zapato", "ventana", "luna", "окно",
           "молоко", "облако", "fiets", "raam", "janela", "sapato", "finestra", "gatto", "ekmek", "pencere",
           "kucing", "meja", "cây", "nước", "猫", "雨", "窓", "кошка", "ogród", "chmura"]


def gen_word_salad():
    pool = SALAD_X if maybe(0.18) else SALAD_EN
    ws = [c(pool) for _ in range(n(3, 9))]
    r = R.randrange(5)
    if r == 0:
        t = " ".join(ws).capitalize()
    elif r == 1:
        t = " ".join(w.capitalize() for w in ws)
    elif r == 2:
        t = " ".join(ws) + c([".", "?", "!", "...", ""])
    elif r == 3:
        t = ", ".join(ws)
    else:
        t = " ".join(ws[:3]) + " " + str(n(1, 999)) + " " + " ".join(ws[3:])
    if maybe(0.15):
        t = evade(t)
    return t, c(TXTG + ABG[:12])


GARBLE_SRC = ["Grüße aus München", "Größe über alles", "déjà vu à Paris", "Привет всем участникам", "café crème brûlée",
              "Ελληνικά γράμματα", "año nuevo español", "日本語のテキスト", "中文测试标题", "Łódź żółć", "naïve façade",
              "Straße", "Ärger mit Öl", "señor niño", "Здравствуйте друзья", "Türkçe karakter şğı", "tiếng Việt có dấu",
              "مرحبا بالعالم", "한국어 제목", "smörgåsbord"]


def gen_encoding_garbage():
    s = c(GARBLE_SRC)
    r = R.randrange(9)
    if r <= 1:
        t = s.encode("utf-8").decode("cp1252", errors="replace")
    elif r == 2:
        import base64
        t = "=?UTF-8?B?" + base64.b64encode(s.encode("utf-8")).decode("ascii") + "?="
    elif r == 3:
        t = "=?" + c(["UTF-8", "utf-8", "ISO-8859-1", "windows-1252"]) + "?Q?" + "".join(
            ch if ch.isascii() and ch.isalnum() else ("_" if ch == " " else "".join("=%02X" % b for b in ch.encode("utf-8"))) for ch in s) + "?="
    elif r == 4:
        t = "".join("?" if not ch.isascii() else ch for ch in s)
        if t.count("?") < 3:
            t = t + " ????"
    elif r == 5:
        t = "".join("\ufffd" if not ch.isascii() else ch for ch in s)
        if "\ufffd" not in t:
            t += " \ufffd\ufffd\ufffd"
    elif r == 6:
        t = "".join("&#" + str(ord(ch)) + ";" if not ch.isascii() else ch for ch in s)
    elif r == 7:
        t = s.encode("utf-8").decode("cp1252", errors="replace").encode("utf-8").decode("cp1252", errors="replace")
    else:
        t = "".join(("\\u%04x" % ord(ch)) if not ch.isascii() else ch for ch in s)
    if maybe(0.3):
        t = c(["Re: ", "Fwd: ", "", "[" + str(n(1, 9)) + "/" + str(n(9, 20)) + "] "]) + t
    if maybe(0.25):
        t += " " + "".join(c(["Ã", "Â", "â€", "Ð", "Ñ", "ï»¿", "Å", "Ãƒ", "ðŸ", "\ufffd"]) for _ in range(n(2, 6)))
    return t, c(ABG + TXTG[:4])


SYM_SETS = ["!?", ".", "*", "-=", "#$%&@", "~", "<>", "░▒▓█", "☺☻♥♦♣♠", "^", "|", "0", "+", "_", "•◘○◙",
            "¤", "§¶", "«»", "◄►▲▼", "♪♫", "†‡", "/\\", "=", "※", "〓", "■□", "◆◇"]


def gen_noise_symbols():
    r = R.randrange(6)
    if r <= 2:
        s = c(SYM_SETS)
        t = "".join(c(s) for _ in range(n(3, 25)))
    elif r == 3:
        t = " ".join("".join(c(c(SYM_SETS)) for _ in range(n(2, 6))) for _ in range(n(2, 5)))
    elif r == 4:
        t = c(["( ͡° ͜ʖ ͡°)", "¯\\_(ツ)_/¯", "(╯°□°)╯︵ ┻━┻", "ಠ_ಠ", "^_^", "o_O", ":-)", ":(", "<3", "T_T", "(>_<)", "\\o/"])
        t = (t + " ") * n(1, 4)
        t = t.strip()
        if maybe(0.5):
            t += " " + "".join(c(c(SYM_SETS)) for _ in range(n(2, 8)))
    else:
        t = c([".", "-", "*", "#", "="]) * n(2, 40)
    if maybe(0.1):
        t = evade(t)
    return t, c(ABG + TXTG[:4])


CUSTOM_JUNK = {"bot_flood": gen_bot_flood, "keyboard_mash": gen_keyboard_mash, "word_salad": gen_word_salad,
               "encoding_garbage": gen_encoding_garbage, "noise_symbols": gen_noise_symbols}
CONVERSATIONAL = ["chatter", "request_posted", "flame_troll", "test_post"]


def gen_junk(fam):
    if fam in CUSTOM_JUNK:
        return CUSTOM_JUNK[fam]()
    d = JUNK[fam]
    tpl = c(d["f"]) if (d.get("f") and maybe(0.16)) else c(d["t"])
    t = fill(tpl, d["s"], d["topic"])
    p = 0.15 if fam in CONVERSATIONAL else 0.36
    if maybe(p):
        t = evade(t)
    return t, c(d["g"])


# ---------------------------------------------------------------- legit pools
SHOWS = ["The Harbor Line", "Cold Meridian", "Brass and Bone", "Quiet Acres", "Northbound Express", "Iron Orchard",
         "Kettle Hill", "Midnight Ferry", "The Greywater Files", "Paper Crowns", "Hollow Pines", "The Last Lighthouse",
         "Signal Lost", "Dust and Honey", "Wolf Creek Station", "Borrowed Time", "Sixteen Bells", "The Alder Inquiry",
         "Blackmoor", "Glass Houses", "Parish of Thorns", "Riverbend PD", "The Ninth Floor", "Lantern Street",
         "Oakhaven", "Fault Lines", "The Cartographers", "Small Hours", "Tin Star County", "Harrow Green",
         "The Understudy", "Crossfire Junction", "Morning Tide", "Ashgrove", "The Quartermaster", "Salt and Cedar",
         "Marlowe and Finch", "The Winter Court", "Dockside", "Pale Harbour", "Saints of Elm Street", "Red Quarry",
         "The Night Desk", "Foxglove", "Hemlock Grove Road", "Second Chair", "Cobalt Sky", "The Orchard Keepers",
         "Station Nineteen", "Halfway House", "The Bellweather", "Gull Island", "Kingfisher Lane", "The Cutter",
         "Bramble and Rye", "Overpass", "The Morrow Family", "Dead Reckoning", "Tallow", "Grand Central Kitchen",
         "Ward Seven", "The Longest Summer", "Moth and Flame", "Cinder Falls", "Backroads Britain", "Greenhouse Academy Nights"]
TALK = ["The Late Hour with Dan Korvell", "Midnight Talk with Rosa Lane", "The Evening Bulletin", "Weekend Roundup",
        "The Morning Brew Show", "Night Owls Live", "The Marcus Pell Show", "Tonight with Jessa Hart"]
GUESTS = ["Ellen Mayhew", "Tomas Reinholt", "Priya Varma", "Dale Ortiz", "Nora Quill", "Ben Atwater", "Sade Obi",
          "Lukas Brenner", "Maya Kessler", "Owen Thatcher", "Ines Dupuis", "Carlos Mena"]
EPT = ["Pilot", "The Long Night", "Homecoming", "Low Tide", "Ghosts", "Collateral", "The Reckoning", "Open Water",
       "First Light", "Blind Spot", "Thaw", "Aftermath", "The Visitor", "Crossing Over", "Dead Air", "Old Debts",
       "Burn", "Last Call", "Sanctuary", "Inheritance", "Fever Dream", "Paper Trail", "The Key", "Undertow",
       "Cold Open", "Exit Wounds", "Kindling", "Checkmate", "Ways and Means", "Harvest"]
TV_GRP = ["KOMPOST", "SiGNAL", "TViNSANE", "FRiSKY", "LOFTWERK", "TiDEPOOL", "CRiMSON", "QUARTZ", "BRiNE", "NOVAx",
          "HiGGS", "MiNDSCAPE", "DRAGONFRUiT", "GLOWWORM", "KETTLE", "PiCKLES", "WaLRuS", "TRiPOD", "ZEPHYR", "OUTPOST",
          "RUNNEL", "STAGHORN", "BiSCUiT", "ORBiTAL"]
FILM_GRP = ["AMBER", "VETiVER", "CiNEFiLE", "GAZEBO", "KiNOKO", "MARMOT", "PELiCAN", "SLATE", "FOCALPOiNT", "REELiNG",
            "OBSiDiAN", "ClearView", "UNiSPHERE", "HALCYON", "DEVOTiON", "PLATiNUM", "NiTRATE", "SPROCKET", "SEPiA", "BLiSS"]
P2P_GRP = ["Kappa", "MiXED", "FuN", "jaded", "SaiNt", "GoldenOrb", "Vyndros", "Ozzy", "LaMPiE", "Tamarind", "BiRD",
           "Noctis", "HeyU", "Grumbl", "d3g", "Sparrow", "Joy", "Tortuga", "Krakn", "ElBee"]
T_ADJ = ["Silent", "Crimson", "Broken", "Distant", "Hidden", "Last", "Golden", "Frozen", "Burning", "Wild", "Hollow",
         "Endless", "Lost", "Secret", "Quiet", "Electric", "Pale", "Savage", "Gentle", "Bitter", "Velvet", "Iron",
         "Midnight", "Restless", "Forgotten", "Northern", "Scarlet", "Little", "Dark", "Crooked"]
T_NOUN = ["River", "Garden", "Empire", "Promise", "Witness", "Harvest", "Horizon", "Orchard", "Shadow", "Kingdom",
          "Frontier", "Station", "Covenant", "Lantern", "Voyage", "Mirror", "Winter", "Summer", "Passenger", "Daughter",
          "Stranger", "Island", "Season", "Machine", "Archive", "Signal", "Compass", "Ledger", "Monsoon", "Carousel",
          "Sparrow", "Canyon", "Tide", "Cathedral", "Highway", "Ballad", "Alibi", "Verdict", "Meridian", "Furnace"]
T_PLACE = ["Ashford", "Lisbon", "Kyoto", "Marrakesh", "Dunmore", "Eastwick", "Brightwater", "Saltmarsh", "Corvallis",
           "Elmira", "Tbilisi", "Reykjavik", "Galway", "Valparaiso", "Odessa", "Tangier"]


def title_gen():
    r = R.randrange(9)
    if r == 0:
        return "The " + c(T_ADJ) + " " + c(T_NOUN)
    if r == 1:
        return c(T_NOUN) + " of " + c(T_PLACE)
    if r == 2:
        return c(T_ADJ) + " " + c(T_NOUN)
    if r == 3:
        return "The " + c(T_NOUN) + "'s " + c(T_NOUN)
    if r == 4:
        return c(T_PLACE) + " " + c(T_NOUN)
    if r == 5:
        return "A " + c(T_NOUN) + " in " + c(T_PLACE)
    if r == 6:
        return c(T_NOUN) + " and " + c(T_NOUN)
    if r == 7:
        return "The " + c(T_NOUN)
    return c(T_ADJ) + " " + c(T_NOUN) + " " + c(["II", "Returns", "Rising", "Reborn", "2", "Part Two"])


A_FIRST = ["Ada", "Bram", "Celia", "Dmitri", "Elin", "Farid", "Greta", "Hugo", "Iris", "Jonas", "Kira", "Leon", "Mara",
           "Nils", "Odile", "Pavel", "Quinn", "Rhea", "Soren", "Talia", "Ulrich", "Vera", "Wendell", "Xavi", "Yara",
           "Zeke", "Agnes", "Bertrand", "Cosima", "Desmond", "Eamon", "Fiona", "Gideon", "Harriet", "Ignatius", "June"]
A_LAST = ["Holloway", "Marsh", "Vukovic", "Achterberg", "Lindqvist", "Okafor", "Pemberton", "Castellanos", "Thorne",
          "Rasmussen", "Delacroix", "Whitcombe", "Nakamura", "Brennan", "Fairweather", "Kowalczyk", "Abernathy",
          "Szabo", "Moreau", "Quigley", "Haverford", "Iqbal", "Strand", "Ferreira", "Blackwood", "Oyelaran",
          "Gallagher", "Esterhazy", "Mbeki", "Calloway"]


def person():
    return c(A_FIRST) + " " + c(A_LAST)


BANDS = ["Velvet Static", "The Hollow Reeds", "Brass Lantern", "Cinder & Ash", "Northern Lights Orchestra", "Glasswing",
         "The Marrow Sisters", "Kettle Drum Union", "Paper Moons", "Saltwater Choir", "Ghost Harbour", "Mirrorball Fiasco",
         "Lowland Hum", "The Static Age", "Orchid Engine", "Pale Fountains Revival", "Tin Can Telephone", "Wolfsbane",
         "Sundial", "The Nightjars", "Copperhead Road Band", "Autumn Cartel", "Hex Girls Club", "Dune Runner",
         "Rotterdam Tramline", "Fjordsong", "Los Caminos Rotos", "Les Fantômes Bleus", "Die Kaltfront", "Ironwood",
         "Bleach Parade", "Stellar Drift", "Quiet Riot Grrls", "The Dovetails", "Mothlight", "Sierra Echo",
         "Kaleidoscope Kids", "Ossuary", "DJ Fennec", "MC Trillium", "Luma Vance", "Oskar Brandt Trio", "Anouk Veldman",
         "Pablo Arrieta", "Yumi Takeda", "Sable Quartet", "Hannah Orr", "Grimvald", "Neon Tusk", "Harbor Lights"]
ALB_W = ["Echoes", "Lanterns", "Afterglow", "Neon Psalms", "Low Country", "Cathedral Heights", "Sleepwalker", "Paper Tiger",
         "Salt & Steel", "Monochrome", "Tidal", "Weightless", "Ghost Stories", "Northbound", "Static Bloom", "Wildfire",
         "Gravity Well", "Velvet Underground Station", "Kintsugi", "The Long Way Home", "Harbinger", "Polaroid Summer",
         "Fever Pitch", "Iron Lung", "Undertow", "Saudade", "Nocturnes", "Blue Hour", "Sundown Sessions", "Live in Oslo"]
MUS_GRP = ["FWYH", "KOUALA", "DGN", "JUSTiFY", "MOONDOG", "NOiSE", "RAGEMODE", "SRPx", "VEXED", "WAVESHAPER",
           "BPM", "TRiTONE", "AUDiOPHiLE", "DiSCOBALL", "HUMBUCKER", "OBSESSiON", "SNOOZE", "GROOVE"]


def dots(s):
    out = []
    for ch in s:
        if ch in " ":
            out.append(".")
        elif ch in "'!?,:":
            continue
        elif ch == "&":
            out.append("and")
        else:
            out.append(ch)
    return "".join(out).replace("..", ".")


def unders(s):
    return dots(s).replace(".", "_")


def sxe():
    return "S" + z(n(1, 12), 2) + "E" + z(n(1, 24), 2)


def yr(a=1960, b=2025):
    return str(n(a, b))


SITES = ["nzb-lounge.org", "usenet-garden.net", "bitsbarn.info", "newsgrotto.de", "ub-community.net",
         "theboneyard.cc", "binflux.org", "hall-of-usenet.info", "sabnzb-freunde.de", "nzbstube.to", "postbox-board.eu",
         "usenet-kiosk.com", "binarylodge.net", "spotnet-club.nl", "nntp-ecke.de"]
NICKS = ["Kaboom", "oldtimer", "Zappa71", "DerPoster", "CaptainRewind", "Moonbeam", "teevee_fan", "Vortex", "Grumpy",
         "Nachtfalke", "LeFacteur", "tapehead", "Bobbin", "Hobbes42", "Stoker", "Mr.Orange", "Pinguin", "Sandpiper",
         "Cassette", "Kowalski", "Wintermute", "Bluebell", "Fennec", "Tinker"]
EFCH = {"video": ["#a.b.teevee", "#altbin", "#a.b.moovee", "#a.b.hdtv", "#a.b.multimedia", "#a.b.inner-sanctum", "#a.b.hdtv.x264"],
        "audio": ["#a.b.sounds.mp3", "#a.b.sounds.flac", "#altbin", "#a.b.mp3.full_albums", "#a.b.inner-sanctum"],
        "doc": ["#a.b.ebook", "#a.b.e-book", "#altbin", "#a.b.comics", "#a.b.mags"],
        "soft": ["#a.b.cd.image", "#a.b.games", "#altbin", "#a.b.warez", "#a.b.linux"],
        "image": ["#altbin", "#a.b.pictures", "#a.b.multimedia"]}


# ---------------------------------------------------------------- wrappers
def fname(base, kind, i, total):
    r = R.random()
    if r < 0.12:
        return base + c([".nfo", ".sfv", ".nzb", ".jpg"])
    if r < 0.25:
        return base + c([".par2", ".vol" + z(n(0, 63), 2) + "+" + z(n(1, 32), 2) + ".par2", ".vol" + z(n(0, 127), 3) + "+" + z(n(1, 64), 3) + ".PAR2"])
    if kind == "video":
        return base + c([".part" + z(i, 2) + ".rar", ".r" + z(max(0, i - 2), 2), ".rar", ".mkv", ".7z." + z(i, 3),
                         ".part" + z(i, 3) + ".rar", ".mp4", ".avi", ".z" + z(i, 2), ".001"[:0] + "." + z(i, 3)])
    if kind == "audio":
        tr = z(n(1, min(total, 24)), 2)
        return c([base + ".rar", base + ".part" + z(i, 2) + ".rar", tr + "-" + base.lower()[:30].rstrip("-_. ") + ".mp3",
                  tr + " - " + c(ALB_W) + ".flac", base + ".m3u", base + ".cue", base + ".log", base + ".zip",
                  tr + "_" + unders(c(ALB_W)).lower() + ".mp3"])
    if kind == "doc":
        return base + c([".epub", ".pdf", ".cbz", ".cbr", ".zip", ".azw3", ".mobi", ".rar", ".part" + z(i, 2) + ".rar"])
    if kind == "soft":
        return base + c([".iso", ".part" + z(i, 2) + ".rar", ".zip", ".rar", ".r" + z(max(0, i - 2), 2), ".7z." + z(i, 3), ".bin", ".img"])
    return base + c([".zip", ".rar", ".jpg", ".part" + z(i, 2) + ".rar", ".7z"])


def size_str():
    if maybe(0.6):
        return str(n(1, 99)) + "," + z(n(0, 99), 2) + " GB" if maybe(0.3) else str(n(1, 99)) + "." + z(n(0, 99), 2) + " GB"
    return str(n(10, 999)) + "." + str(n(0, 9)) + " MB" if maybe(0.5) else str(n(10, 999)) + " MB"


def wrap(rel, kind):
    total = c([n(2, 15), n(10, 60), n(40, 160)])
    i = n(1, total)
    P = c([n(1, 30), n(20, 400), n(100, 2000)]) if kind != "doc" else n(1, 120)
    p = n(1, P)
    w = c([1, 2]) if maybe(0.4) else len(str(total))
    si, st = z(i, w), z(total, w)
    base = rel if maybe(0.85) else (rel.lower() if maybe(0.5) else rel.replace(".", "_"))
    f = fname(base, kind, i, total)
    r = R.randrange(17)
    if r == 0:
        return "[" + si + "/" + st + '] - "' + f + '" yEnc (' + str(p) + "/" + str(P) + ")"
    if r == 1:
        return rel + " [" + si + "/" + st + '] - "' + f + '" yEnc (' + str(p) + "/" + str(P) + ")"
    if r == 2:
        return "[" + si + "/" + st + '] "' + f + '" yEnc (' + str(p) + "/" + str(P) + ")"
    if r == 3:
        return rel + " - [" + si + "/" + st + '] - "' + f + '" yEnc (' + z(p, len(str(P))) + "/" + str(P) + ")"
    if r == 4:
        return "(" + rel + ") [" + si + "/" + st + '] - "' + f + '" yEnc (' + str(p) + "/" + str(P) + ")"
    if r == 5:
        return '"' + f + '" - ' + size_str() + " - yEnc (" + str(p) + "/" + str(P) + ")"
    if r == 6:
        return rel + ' - "' + f + '" (' + z(p, 3) + "/" + z(P, 3) + ") yEnc"
    if r == 7:
        return rel + " - " + f + " (" + str(p) + "/" + str(P) + ")"
    if r == 8:
        return f + " (" + str(p) + "/" + str(P) + ")"
    if r == 9:
        return rel + " - File " + str(i) + " of " + str(total) + ' - "' + f + '" (' + str(p) + "/" + str(P) + ")"
    if r == 10:
        return "File " + str(i) + " of " + str(total) + ": " + f + c(["", " (" + str(p) + "/" + str(P) + ")"])
    if r == 11:
        tag = c(["FULL", "FULL", "PRiVATE", "REPOST", "FiLL", "PART"])
        ch = c(EFCH[kind]) + "@EFNet"
        return "[" + str(n(1000, 199999)) + "]-[" + tag + "]-[" + ch + "]-[ " + rel + " ]-[" + z(i, 2) + "/" + z(total, 2) + '] - "' + f + '" yEnc (' + str(p) + "/" + str(P) + ")"
    if r == 12:
        ch = c(EFCH[kind]) + "@EFNet"
        return "[ " + rel + " ] - [" + c(["FULL", "REQ " + str(n(100, 99999)), "RePost"]) + "] - [" + ch + "] - [" + si + "/" + st + '] - "' + f + '" yEnc (' + str(p) + "/" + str(P) + ")"
    if r == 13:
        s = c(SITES)
        fr = c([("<<< ", " >>>"), (">", "<"), ("<-> ", " <->"), ("-=[ ", " ]=-"), ("[ ", " ]"), ("www.", "")])
        return fr[0] + s + fr[1] + " - " + rel + " - [" + si + "/" + st + '] - "' + f + '" - ' + size_str() + " - yEnc (" + str(p) + "/" + str(P) + ")"
    if r == 14:
        nk = c(NICKS)
        sig = c(["- posted by " + nk, "- by " + nk, "(" + nk + ")", "- " + nk + " presents", "~" + nk + "~", "- thx " + nk])
        return rel + " [" + si + "/" + st + '] - "' + f + '" yEnc (' + str(p) + "/" + str(P) + ") " + sig
    if r == 15:
        nk = c(NICKS)
        return c(["-= " + nk + " =- ", "** " + nk + " ** ", "[" + nk + "] ", nk + " pres. "]) + rel + ' - "' + f + '" yEnc (' + str(p) + "/" + str(P) + ")"
    return rel + " [" + si + "/" + st + '] - "' + f + '" - ' + size_str() + " yEnc (" + str(p) + "/" + str(P) + ")"


def maybe_wrap(rel, kind, p=0.5):
    return wrap(rel, kind) if maybe(p) else rel


# ---------------------------------------------------------------- legit generators
RES = ["720p", "1080p", "1080p", "2160p", "1080p", "720p"]
WEBSRC = ["WEB", "WEB-DL", "AMZN.WEB-DL", "NF.WEB-DL", "DSNP.WEB-DL", "ATVP.WEB-DL", "HMAX.WEB-DL", "iP.WEB-DL",
          "WEBRip", "HDTV", "PCOK.WEB-DL", "STAN.WEB-DL", "HULU.WEB-DL", "BluRay"]
VCODEC = ["x264", "x265", "h264", "H.264", "HEVC", "DDP5.1.H.264", "DDP5.1.Atmos.H.265", "AAC2.0.H.264", "DD5.1.x264", "H.265"]
LANGTAG = ["GERMAN.DL", "FRENCH", "NORDiC", "DUTCH", "iTALiAN", "SPANiSH", "POLiSH", "SWEDiSH", "GERMAN", "MULTi", "DANiSH"]
G_TV = ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.tv", "alt.binaries.multimedia",
        "alt.binaries.tvseries", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.x264", "alt.binaries.ath"]
G_FILM = ["alt.binaries.movies", "alt.binaries.movies.divx", "alt.binaries.movies.xvid", "alt.binaries.hdtv.x264",
          "alt.binaries.x264", "alt.binaries.moovee", "alt.binaries.dvd", "alt.binaries.bluray", "alt.binaries.boneless",
          "alt.binaries.movies.hd", "alt.binaries.german.movies", "alt.binaries.hdtv"]


def gen_tv_scene():
    S = dots(c(SHOWS))
    g = c(TV_GRP)
    r = R.randrange(9)
    if r <= 2:
        t = S + "." + sxe() + "." + c(RES) + "." + c(WEBSRC) + "." + c(VCODEC) + "-" + g
    elif r == 3:
        t = S + "." + sxe() + "." + dots(c(EPT)) + "." + c(RES) + "." + c(WEBSRC) + "." + c(VCODEC) + "-" + g
    elif r == 4:
        t = S + "." + sxe() + "." + c(["PROPER", "REPACK", "iNTERNAL", "REAL.PROPER", "READNFO"]) + "." + c(RES) + "." + c(WEBSRC) + "." + c(VCODEC) + "-" + g
    elif r == 5:
        t = dots(c(TALK)) + "." + yr(2019, 2025) + "." + z(n(1, 12), 2) + "." + z(n(1, 28), 2) + "." + dots(c(GUESTS)) + "." + c(["720p", "1080p", "480p"]) + ".WEB.h264-" + g
    elif r == 6:
        t = S + ".S" + z(n(1, 9), 2) + "." + c(["COMPLETE.", ""]) + c(RES) + "." + c(["BluRay", "WEB-DL", "AMZN.WEB-DL"]) + "." + c(VCODEC) + "-" + g
    elif r == 7:
        t = S + "." + sxe() + "." + c(LANGTAG) + "." + c(RES) + "." + c(WEBSRC) + "." + c(["x264", "h264", "x265"]) + "-" + g
    else:
        t = S + "." + c(["US.", "UK.", yr(2000, 2024) + ".", "AU."]) + sxe() + "." + c(["HDTV.XviD", "720p.HDTV.x264", "PDTV.XviD", "DSR.XviD", "480p.x264"]) + "-" + g
    return maybe_wrap(t, "video"), c(G_TV)


def gen_tv_p2p():
    sh = c(SHOWS)
    s, e = n(1, 10), n(1, 22)
    r = R.randrange(8)
    q = c(["WEBDL-1080p", "WEBDL-720p", "Bluray-1080p", "HDTV-720p", "WEBRip-2160p", "Bluray-2160p Remux"])
    au = c(["EAC3 5.1", "AAC 2.0", "DTS-HD MA 5.1", "TrueHD Atmos 7.1", "DD+ 5.1", "Opus 2.0"])
    if r == 0:
        t = sh + " (" + yr(2005, 2024) + ") - S" + z(s, 2) + "E" + z(e, 2) + " - " + c(EPT) + " [" + q + "][" + au + "][" + c(["h264", "x265", "h265 10bit", "AVC"]) + "]-" + c(P2P_GRP)
    elif r == 1:
        t = sh + " S" + z(s, 2) + "E" + z(e, 2) + " " + c(RES) + " " + c(["WEB-DL", "WEB", "BluRay", "WEBRip"]) + " " + c(["DDP5.1", "AAC2.0", "DD5.1", "AAC"]) + " " + c(["H.264", "H.265", "x264", "x265"]) + "-" + c(P2P_GRP)
    elif r == 2:
        t = sh + " - " + str(s) + "x" + z(e, 2) + " - " + c(EPT)
    elif r == 3:
        t = sh + " Season " + str(s) + " Complete " + c(RES) + " " + c(["WEB-DL", "BluRay", "WEBRip"]) + " x265 10bit " + c(["AAC 5.1", "EAC3", "Opus"]) + " [" + c(P2P_GRP) + "]"
    elif r == 4:
        t = dots(sh) + ".S" + z(s, 2) + "E" + z(e, 2) + "." + c(RES) + "." + c(["WEB-DL", "WEBRip", "BluRay"]) + "." + c(["DDP5.1", "AAC2.0", "AC3"]) + "." + c(["H.264", "x265", "HEVC"]) + "-" + c(P2P_GRP)
    elif r == 5:
        t = sh + " S" + z(s, 2) + "E" + z(e, 2) + "-E" + z(e + 1, 2) + " " + c(["1080p", "720p"]) + " " + c(["HMAX", "AMZN", "NF", "DSNP"]) + " WEB-DL " + c(["DDP5.1", "DD+5.1"]) + " H264-" + c(P2P_GRP)
    elif r == 6:
        t = sh + " (" + yr(1990, 2024) + ") Season " + z(s, 2) + " S" + z(s, 2) + " (" + c(RES) + " " + c(["BluRay", "WEB-DL", "AMZN WEB-DL"]) + " x265 HEVC 10bit " + c(["AAC 5.1", "EAC3 5.1", "AAC 2.0"]) + " " + c(P2P_GRP) + ")"
    else:
        t = sh + " - S" + z(s, 2) + "E" + z(e, 2) + " - " + c(EPT) + " " + c(["[1080p]", "(720p HDTV)", "[WEB 1080p]", "[x265]"]) + c(["", " [" + c(["eng subs", "multi-sub", "SRT", "NL subs"]) + "]"])
    return maybe_wrap(t, "video"), c(G_TV)


CHANNELS = ["BBC One HD", "BBC Two", "BBC Four", "ITV1 HD", "Channel 4 HD", "More4", "Dave", "Yesterday", "Sky Atlantic HD",
            "ZDF HD", "Das Erste HD", "ARD-alpha", "arte HD", "3sat", "NDR", "WDR HD", "ORF1", "SRF 1", "NPO 1", "NPO 2",
            "RTL 4", "VRT 1", "Canvas", "TF1", "France 2", "RAI 1", "SVT1", "NRK1", "DR1", "YLE TV1", "PBS", "CBC",
            "ABC", "CBS", "NBC", "TVOntario", "RTE One", "S4C", "Film4", "Talking Pictures TV"]
G_REC = G_TV + ["alt.binaries.tv.deutsch", "alt.binaries.nl", "alt.binaries.dvb", "alt.binaries.tv.uk", "alt.binaries.dvd.german"]


def gen_tv_recording():
    sh = c(SHOWS + TALK)
    ch = c(CHANNELS)
    y, m, d = yr(1995, 2025), z(n(1, 12), 2), z(n(1, 28), 2)
    hh, mm = z(n(6, 23), 2), c(["00", "05", "15", "30", "45", "55", "10"])
    r = R.randrange(9)
    if r == 0:
        t = sh + " - " + y + "-" + m + "-" + d + " - " + ch + ".ts"
    elif r == 1:
        t = ch + " - " + sh + " - " + y + m + d + "_" + hh + mm + ".ts"
    elif r == 2:
        t = sh + " (" + ch + " " + y + ") " + c(["DVB-T", "DVB-S2", "DVB-C", "Freeview", "Freesat"]) + " capture"
    elif r == 3:
        t = sh + " " + d + "." + m + "." + y + " " + ch + " " + c(["1080i", "720p50", "576i", "HD 1080i"])
    elif r == 4:
        t = sh + " - VHS capture " + yr(1980, 1999) + " " + ch + c([" (with original adverts)", " (uncut)", " - tape 3", " [PAL]", ""])
    elif r == 5:
        t = sh + " S" + z(n(1, 8), 2) + "E" + z(n(1, 12), 2) + " " + ch + " recording " + c(["1080i MPEG-2", "H.264 TS", "uncut", "with AD"])
    elif r == 6:
        t = sh + " vom " + d + "." + m + "." + y + " (" + ch + ")"
    elif r == 7:
        t = y + "." + m + "." + d + " " + ch + " " + hh + ":" + mm + " - " + sh
    else:
        t = sh + " [" + ch + "] " + y + "-" + m + "-" + d + " " + c(["EyeTV", "TVHeadend", "Enigma2", "MythTV", "DVBViewer", "Kodi PVR"]) + " rec"
    return maybe_wrap(t, "video"), c(G_REC)


def film_title():
    return title_gen() if maybe(0.8) else c(SHOWS)


def gen_film_scene():
    T = dots(film_title())
    y = yr(1950, 2025)
    g = c(FILM_GRP)
    r = R.randrange(10)
    if r <= 2:
        t = T + "." + y + "." + c(RES) + ".BluRay." + c(["x264", "x265", "H.264", "AVC.DTS-HD.MA.5.1"]) + "-" + g
    elif r == 3:
        t = T + "." + y + ".DVDRip.XviD-" + g
    elif r == 4:
        t = T + "." + y + "." + c(["COMPLETE.BLURAY", "COMPLETE.UHD.BLURAY", "MULTi.COMPLETE.BLURAY"]) + "-" + g
    elif r == 5:
        t = T + "." + y + "." + c(["REMASTERED", "DC", "LIMITED", "UNRATED", "EXTENDED", "THEATRICAL", "CRiTERiON", "RESTORED"]) + "." + c(RES) + ".BluRay.x264-" + g
    elif r == 6:
        t = T + "." + y + "." + c(LANGTAG) + "." + c(["1080p.BluRay.AVC", "720p.BluRay.x264", "AC3.DVDRip.x264", "2160p.WEB.H265", "DVDRiP.XViD"]) + "-" + g
    elif r == 7:
        t = T + "." + y + "." + c(["2160p.UHD.BluRay.x265", "2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos", "1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1"]) + "-" + g
    elif r == 8:
        t = T + "." + y + "." + c(["PAL.DVDR", "NTSC.DVDR", "PAL.MULTi.DVDR", "DVD9", "NTSC.DVD9"]) + "-" + g
    else:
        t = T + "." + y + "." + c(["1080p", "720p", "2160p"]) + "." + c(["AMZN.WEB-DL.DDP5.1.H.264", "WEB.h264", "NF.WEB-DL.DDP5.1.Atmos.HDR.H.265", "WEBRip.x264", "HDRip.XviD"]) + "-" + g
    return maybe_wrap(t, "video"), c(G_FILM)


def gen_film_p2p():
    T = film_title()
    y = yr(1940, 2025)
    r = R.randrange(8)
    if r == 0:
        t = T + " (" + y + ") [" + c(["1080p", "720p", "2160p"]) + "] [" + c(["BluRay", "WEBRip", "WEB"]) + "] [" + c(["5.1", "2.0", "7.1"]) + "] [" + c(["YTX", "MOV.LOL", "BDRX", "Yt5"]) + "]"
    elif r == 1:
        t = T + " " + y + " " + c(["1080p", "720p"]) + " BluRay " + c(["DD+5.1", "DTS", "AC3", "FLAC 2.0"]) + " " + c(["x264", "x265"]) + "-" + c(P2P_GRP)
    elif r == 2:
        t = T + " (" + y + ") 2160p " + c(["HDR10", "DV HDR", "HDR10+", "SDR"]) + " " + c(["WEB-DL", "BluRay", "UHD BluRay"]) + " " + c(["Atmos", "DTS-X", "TrueHD 7.1", "DDP 5.1"]) + " " + c(["HEVC", "x265", "H265"]) + "-" + c(P2P_GRP)
    elif r == 3:
        t = T + " (" + y + ") BDRip 720p [" + c(["Eng+Ita", "Eng+Ger", "Fre+Eng", "Multi"]) + "] [" + c(["Subs", "SRT", "Sub Eng", "Sub Ita"]) + "]"
    elif r == 4:
        t = dots(T) + "." + y + ".1080p.WEBRip.x265.10bit.AAC5.1-[" + c(["YTS.MX", "RBG", "PSAx", "Qxr"]) + "]"
    elif r == 5:
        t = T + " (" + y + ") (" + c(["1080p", "2160p", "720p"]) + " BluRay x265 HEVC 10bit " + c(["AAC 5.1", "EAC3 7.1", "AAC 2.0", "DTS-HD MA 5.1"]) + " " + c(P2P_GRP) + ")"
    elif r == 6:
        t = T + " " + y + " " + c(["Directors Cut", "Extended Edition", "Remastered", "Criterion Collection", "4K Restoration"]) + " " + c(["1080p", "720p", "2160p"]) + " " + c(["BRRip", "BluRay", "WEB-DL"]) + " " + c(["x264", "x265", "HEVC"])
    else:
        t = T + " (" + y + ") " + c(["DVD5", "DVD9", "DVDRip", "VHSRip", "LDRip", "TVRip"]) + c([" [" + c(["Eng", "Ger", "Fra", "Rus", "Ita"]) + "]", "", " - " + c(["1.4GB", "700MB", "4.3GB", "2CD"])])
    return maybe_wrap(t, "video"), c(G_FILM)


AN_A = ["Hoshi", "Tsuki", "Kaze", "Sora", "Umi", "Yume", "Kumo", "Hana", "Yuki", "Hikari", "Kage", "Mori", "Kawa", "Ame"]
AN_B = ["Monogatari", "Gakuen", "Senki", "Tabi", "Kanata", "no Uta", "Densetsu", "Nikki", "Kishi", "Shoujo", "Majo",
        "Sensou", "no Niwa", "Ryokou"]
AN_EN = ["Reincarnated as a Lighthouse Keeper", "My Neighbor Is a Retired Dragon", "The Alchemist's Bakery",
         "Clockwork Sky Knights", "Level 99 Farmer", "The Witch of the Eastern Tower", "Starlight Relay Club",
         "Blade of the Ninth Moon", "Tea House at the End of the World", "Iron Blossom", "Summer Ghost Detective Agency"]
AN_GRP = ["Kawaii-Subs", "Yuzu", "Hoshizora", "NekoFansubs", "Sakuramochi", "Tanuki-Raws", "Ryuu", "Kitsune-Fansub",
          "MoonlightSubs", "Asagiri", "Shiroi", "Fuyu", "Ohys-like", "Koharu", "BlueLagoon", "Mochi", "Tsundere-Raws", "Aozora"]
G_AN = ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed",
        "alt.binaries.multimedia.anime.repost", "alt.binaries.boneless", "alt.binaries.hdtv.x264"]


def crc():
    return "".join(c("0123456789ABCDEF") for _ in range(8))


def gen_anime_fansub():
    T = (c(AN_A) + " no " + c(AN_B).replace("no ", "")) if maybe(0.35) else (c(AN_A) + " " + c(AN_B) if maybe(0.3) else c(AN_EN))
    g = c(AN_GRP)
    ep = n(1, 26)
    r = R.randrange(8)
    if r <= 1:
        t = "[" + g + "] " + T + " - " + z(ep, 2) + " (" + c(["1080p", "720p", "480p"]) + ") [" + crc() + "].mkv"
    elif r == 2:
        t = "[" + g + "] " + T + " - " + z(ep, 2) + " [" + c(["1080p", "720p"]) + "][" + c(["HEVC", "x264", "AV1", "10bit"]) + "][" + crc() + "]"
    elif r == 3:
        t = "[" + g + "] " + T + " (01-" + str(c([12, 13, 24, 25, 26])) + ") [" + c(["BD 1080p FLAC", "BD 720p AAC", "WEB 1080p", "BDRip 1080p Hi10P"]) + "] [Batch]"
    elif r == 4:
        t = "[" + g + "] " + T + " S" + str(n(2, 4)) + " - " + z(ep, 2) + "v" + str(n(2, 3)) + " [" + c(["1080p", "720p"]) + "].mkv"
    elif r == 5:
        t = T + " - " + z(ep, 2) + " [" + g + "][" + c(["Multi-Subs", "ENG", "Dual Audio", "VOSTFR", "Sub ITA"]) + "]"
    elif r == 6:
        t = "[" + g + "] " + T + " " + c(["Movie", "OVA", "Special", "OAD"]) + " [" + c(["BD 1080p", "DVD 480p", "1080p"]) + "][" + crc() + "]"
    else:
        t = "[" + g + "]_" + T.replace(" ", "_") + "_-_" + z(ep, 2) + "_[" + c(["720p", "1080p", "h264"]) + "]_[" + crc() + "].mkv"
    return maybe_wrap(t, "video"), c(G_AN)


G_MUS = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.lossless", "alt.binaries.music.flac",
         "alt.binaries.sounds.flac", "alt.binaries.mp3.full_albums", "alt.binaries.sounds.mp3.complete_cd",
         "alt.binaries.boneless", "alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.mp3.jazz",
         "alt.binaries.sounds.mp3.classical", "alt.binaries.music.electronica"]


def album():
    return c(ALB_W) if maybe(0.6) else title_gen()


def gen_music_scene():
    a, al = unders(c(BANDS)), unders(album())
    y = yr(1965, 2025)
    g = c(MUS_GRP)
    r = R.randrange(9)
    if r <= 2:
        t = a + "-" + al + "-" + c(["WEB", "CD", "WEB", "(CD)", "VINYL", "2CD", "CDS"]) + "-" + y + "-" + g
    elif r == 3:
        t = a + "-" + al + "-(" + c(["CAT", "REC", "LP", "WARP", "KOM", "DGN", "SUB"]) + str(n(10, 999)) + ")-WEB-" + y + "-" + g
    elif r == 4:
        t = a + "-" + al + "-24BIT-" + c(["44", "48", "96", "192"]) + "KHZ-WEB-FLAC-" + y + "-" + g
    elif r == 5:
        t = "VA-" + unders(c(["Summer Hits", "Deep House Essentials", "Jazz Lounge", "Nu Disco Selection", "Techno Bunker",
                              "Ambient Dreams", "Dubstep Anthems", "Country Gold", "Schlager Party", "Hardstyle Nation",
                              "Italo Heat", "Cafe Del Sol"]) + " " + y) + "-" + c(["2CD", "3CD", "WEB", "CD"]) + "-" + y + "-" + g
    elif r == 6:
        t = a + "-" + al + "-" + c(["REISSUE", "REMASTERED", "DELUXE_EDITION", "LIMITED_EDITION", "PROMO", "Bootleg", "READ_NFO"]) + "-" + c(["CD", "WEB", "2CD", "LP"]) + "-" + y + "-" + g
    elif r == 7:
        t = a + "-" + al + "-" + c(["DE", "FR", "NL", "ES", "IT", "SE", "PL"]) + "-" + c(["CD", "WEB"]) + "-" + y + "-" + g
    else:
        t = a + "-" + al + "_(" + c(["Remixes", "Incl_Remixes", "Extended_Mix", "Radio_Edit", "Live"]) + ")-" + c(["WEB", "SINGLE-WEB", "EP-WEB", "(VINYL)"]) + "-" + y + "-" + g
    if maybe(0.3):
        t = t.lower() if maybe(0.5) else t
    return maybe_wrap(t, "audio"), c(G_MUS)


def gen_music_p2p():
    a, al = c(BANDS), album()
    y = yr(1960, 2025)
    r = R.randrange(8)
    if r == 0:
        t = a + " - " + al + " (" + y + ") [" + c(["FLAC", "MP3 320", "FLAC 24-96", "V0", "AAC 256", "FLAC 16-44"]) + "]"
    elif r == 1:
        t = a + " - " + al + " (" + c(["Deluxe Edition", "Expanded Edition", "Anniversary Edition", "Remastered", "Live"]) + ") " + y + " " + c(["320kbps", "FLAC", "MP3@320", "Hi-Res"])
    elif r == 2:
        t = a + " - " + y + " - " + al + " [" + c(["V0", "320", "FLAC", "CBR 192"]) + "]"
    elif r == 3:
        t = "(" + y + ") " + a + " - " + al + " [" + c(["Vinyl Rip 24bit", "Vinyl 24-96", "LP rip", "SACD ISO", "DSD64"]) + "]"
    elif r == 4:
        t = a + " - " + al + " [" + yr(1995, 2024) + " Remaster] FLAC (" + c(["EAC-CUE-LOG", "tracks+cue", "image+cue", "XLD"]) + ")"
    elif r == 5:
        t = a + " - " + al + " - " + c(["Single", "EP", "Live at the BBC", "Acoustic Sessions", "B-Sides"]) + " (" + y + ")"
    elif r == 6:
        med = c(["CD", "WEB", "Vinyl"]) if int(y) >= 2008 else (c(["Vinyl", "Cassette", "LP"]) if int(y) < 1983 else c(["CD", "Cassette", "Vinyl"]))
        t = a + " - " + al + " {" + y + ", " + med + ", " + c(["FLAC", "MP3"]) + "}"
    else:
        t = a + " | " + al + " | " + y + " | " + c(["mp3 320", "flac", "24bit flac", "opus 160"])
    return maybe_wrap(t, "audio"), c(G_MUS)


def gen_discography():
    a = c(BANDS)
    y1 = n(1960, 2005)
    y2 = n(y1 + 3, 2025)
    k = str(n(4, 40))
    r = R.randrange(9)
    if r == 0:
        t = a + " - Discography (" + str(y1) + "-" + str(y2) + ") [" + c(["FLAC", "MP3 320", "MP3 V0", "24bit FLAC"]) + "]"
    elif r == 1:
        t = a + " - Complete Discography - " + k + " albums " + c(["MP3 320kbps", "FLAC", "AAC"])
    elif r == 2:
        t = a + " - The Studio Albums " + str(y1) + "-" + str(y2) + " (" + k + "CD box set)"
    elif r == 3:
        t = a + " - Singles Collection " + str(y1) + "-" + str(y2) + c([" (" + k + " singles)", "", " [FLAC]"])
    elif r == 4:
        t = a + " - Discografia completa " + str(y1) + "-" + str(y2)
    elif r == 5:
        t = a + " - Diskografie (" + k + " Alben) " + str(y1) + "-" + str(y2)
    elif r == 6:
        t = unders(a) + "-Discography-" + str(y1) + "-" + str(y2) + "-" + c(MUS_GRP)
    elif r == 7:
        t = a + " - Complete Works Vol. " + str(n(1, 6)) + " (" + str(y1) + "-" + str(y2) + ") " + c(["[FLAC]", "[MP3]", ""])
    else:
        t = a + " - Discography + Bootlegs + Rarities (" + str(y1) + "-" + str(y2) + ")"
    return maybe_wrap(t, "audio"), c(G_MUS + ["alt.binaries.sounds.mp3.discographies", "alt.binaries.music.discographies"])


BOOK_SERIES = ["The Ashford Chronicles", "Inspector Vukovic", "Saltmarsh Mysteries", "The Ninth Kingdom", "Starward Fleet",
               "The Lantern Trilogy", "Detective Okafor", "Harrow Green Cozies", "The Iron Covenant", "Moth and Flame Saga"]
G_AB = ["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks", "alt.binaries.mp3.audiobooks", "alt.binaries.audiobook",
        "alt.binaries.boneless", "alt.binaries.sounds.mp3.spoken-word", "alt.binaries.hoerbuecher"]


def gen_audiobook():
    au, bk, nr = person(), title_gen(), person()
    r = R.randrange(9)
    if r == 0:
        t = au + " - " + bk + " (Unabridged) [" + c(["MP3 64kbps", "MP3 128kbps", "M4B 64kbps", "MP3 VBR"]) + "]"
    elif r == 1:
        t = au + " - " + bk + " - read by " + nr
    elif r == 2:
        t = au + " - " + c(BOOK_SERIES) + " " + str(n(1, 14)) + " - " + bk + " - M4B"
    elif r == 3:
        t = bk + " by " + au + " - narrated by " + nr + " (" + str(n(4, 38)) + "h " + str(n(1, 59)) + "m)"
    elif r == 4:
        t = au + " - " + bk + " (Hörbuch, gelesen von " + nr + ")"
    elif r == 5:
        t = au + " - " + bk + " (Hörspiel, " + str(n(2, 12)) + " CDs)"
    elif r == 6:
        t = "BBC Radio - " + bk + " (full-cast dramatisation) " + c(["MP3", "AAC", "FLAC"])
    elif r == 7:
        t = au + " - " + bk + " [" + yr(1990, 2025) + ", " + c(["Audible", "Librivox", "Penguin Audio", "Naxos Audiobooks", "Blackstone"]) + "] " + c(["Abridged", "Unabridged"])
    else:
        t = unders(au) + "-" + unders(bk) + "-AUDIOBOOK-WEB-" + c(["EN", "DE", "FR"]) + "-" + yr(2015, 2025) + "-" + c(MUS_GRP)
    return maybe_wrap(t, "audio"), c(G_AB)


PUBS = ["Northwind Press", "Packwell", "Apress-ish", "Manning Hollow", "Birchwood Tech", "No Starch-like", "Wrox Lane"]
TECH = ["Rust", "Python", "Kubernetes", "PostgreSQL", "Go", "Linux Kernel", "Machine Learning", "TypeScript", "Docker",
        "Elixir", "C++20", "Networking", "Ansible", "Haskell", "Data Engineering", "Terraform", "React", "Zig"]
G_EB = ["alt.binaries.ebook", "alt.binaries.e-book", "alt.binaries.e-book.technical", "alt.binaries.e-book.fantasy",
        "alt.binaries.ebooks.german", "alt.binaries.e-book.flood", "alt.binaries.boneless", "alt.binaries.e-book.magazines"]


def gen_ebook():
    au, bk = person(), title_gen()
    r = R.randrange(10)
    if r <= 1:
        t = au + " - " + bk + " (" + yr(1950, 2025) + ") " + c(["epub", "EPUB", "mobi", "azw3", "pdf"])
    elif r == 2:
        t = bk + " - " + au + " [" + c(["EPUB", "MOBI", "PDF", "EPUB+MOBI"]) + "]"
    elif r == 3:
        t = au + " - " + c(BOOK_SERIES) + " " + str(n(1, 12)) + " - " + bk + " (retail) (" + c(["epub", "azw3"]) + ")"
    elif r == 4:
        t = c(PUBS) + " - " + c(TECH) + c([" in Action", " Cookbook", " for Professionals", ": The Definitive Guide", " Pocket Reference", " Deep Dive"]) + ", " + c(["2nd", "3rd", "4th", "5th"]) + " Edition (" + yr(2015, 2025) + ") " + c(["PDF", "EPUB", "True PDF"])
    elif r == 5:
        t = au + " - " + bk + " [MOBI/EPUB/PDF]"
    elif r == 6:
        t = str(n(20, 900)) + " eBooks - " + c(["Science Fiction", "Cozy Mystery", "Historical Romance", "Cookbooks", "Military History", "Thriller", "Fantasy", "Programming"]) + " collection (" + c(["epub", "mobi", "mixed"]) + ")"
    elif r == 7:
        t = au + " - " + bk + " (German Edition) " + c(["epub", "ePUB", "mobi"])
    elif r == 8:
        t = c(A_LAST) + ", " + c(A_FIRST) + " - " + bk + " (" + c(["v5.0", "retail", "scan, OCR", "v1.0"]) + ")." + c(["epub", "pdf", "rtf", "lit"])
    else:
        t = au + " - " + bk + " - " + c(["Hardcover", "Illustrated", "Annotated", "Omnibus", "Collected Stories"]) + " " + yr(1990, 2025) + " (" + c(["EPUB", "PDF"]) + ")"
    return maybe_wrap(t, "doc"), c(G_EB)


COMIC_S = ["Night Warden", "The Iron Sparrow", "Captain Meridian", "Hexbound", "Deadlock City", "The Lantern Corps of Tin",
           "Skyward Brigade", "Bone Orchard", "Moth Girl", "Gravekeepers", "Agent Nimbus", "Star Nomads", "Red Quarry Blues",
           "Wolf Creek", "Kid Comet", "The Bellweather Files", "Cobalt Knight", "Frostbite"]
SCANNERS = ["Empire", "Zone-Empire", "Son of Ultron", "DCP", "Glorith-HD", "Minutemen-Slayer", "Oroboros-DCP", "TLK-Empire", "Novus"]
MANGA = ["Tsuki no Kishi", "Hoshi Senki", "Kumo Gakuen", "Yume no Tabi", "Blade of the Ninth Moon", "Level 99 Farmer",
         "The Alchemist's Bakery", "Kage Nikki", "Iron Blossom"]
G_CO = ["alt.binaries.comics.dcp", "alt.binaries.comics", "alt.binaries.pictures.comics.dcp", "alt.binaries.comics.reposts",
        "alt.binaries.pictures.comics.complete", "alt.binaries.manga", "alt.binaries.boneless"]


def gen_comic():
    s = c(COMIC_S)
    y = yr(1975, 2025)
    r = R.randrange(9)
    if r <= 1:
        t = s + " " + z(n(1, 250), 3) + " (" + y + ") (Digital) (" + c(SCANNERS) + ")"
    elif r == 2:
        t = s + " v" + str(n(1, 5)) + " " + z(n(1, 60), 3) + " (" + y + ") (" + c(["digital", "Digital", "webrip", "c2c"]) + ") (" + c(SCANNERS) + ")"
    elif r == 3:
        t = "0-Day Week of " + yr(2015, 2025) + "." + z(n(1, 12), 2) + "." + z(n(1, 28), 2)
    elif r == 4:
        t = s + " Vol. " + str(n(1, 12)) + " - " + title_gen() + " (TPB) (" + y + ")"
    elif r == 5:
        t = c(MANGA) + " v" + z(n(1, 40), 2) + " (" + y + ") (Digital) (" + c(["1r0n", "LuCaZ", "Oak", "danke-Empire", "Stick"]) + ")"
    elif r == 6:
        t = s + " " + z(n(1, 12), 3) + " (of " + str(c([4, 5, 6, 8, 12])) + ") (" + y + ") (" + c(SCANNERS) + ")"
    elif r == 7:
        t = c(["Les Chroniques de " + c(T_PLACE), "Le " + c(["Voyageur", "Gardien", "Dernier Phare"]), "Der " + c(["Nachtwächter", "Eisvogel"]), "Capitán " + c(T_PLACE)]) + " - T" + z(n(1, 24), 2) + " - " + title_gen() + " (" + c(["cbr", "cbz", "pdf"]) + ")"
    else:
        t = s + " Annual " + y + c([" (" + c(SCANNERS) + ")", " (c2c scan)", " (Digital)"])
    return maybe_wrap(t, "doc"), c(G_CO)


MAGS = ["Practical Woodworker", "Retro Gamer Monthly", "Amateur Astronomer", "Model Railway Journal", "Garden Weekly",
        "Linux Format Pro", "Sound On Stage", "Classic Motor", "Digital Photo Craft", "Bike Trail", "Homebrew Digest",
        "Vintage Radio Review", "Chess Today", "Knit & Natter", "Aviation Heritage", "c't-artiges Magazin", "PC Praxis",
        "Le Monde Numérique", "Guitar Craft", "Food & Fire", "The Economist-like Weekly", "New Science Review",
        "Hi-Fi Choice Plus", "Wanderlust Notes", "Ships Monthly", "Micro Computer Mart"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
G_MAG = ["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.magazines", "alt.binaries.ebook",
         "alt.binaries.e-book", "alt.binaries.boneless", "alt.binaries.pictures.magazines"]


def gen_magazine():
    m = c(MAGS)
    y = yr(1985, 2025)
    mo = c(MONTHS)
    r = R.randrange(8)
    if r <= 1:
        t = m + " - " + mo + " " + y
    elif r == 2:
        t = dots(m) + "." + c(["UK", "US", "AU", "DE"]) + ".-." + mo + "." + y + ".pdf"
    elif r == 3:
        t = m + " Issue " + str(n(1, 600)) + " (" + y + ")"
    elif r == 4:
        i = R.randrange(11)
        t = m + " No." + str(n(1, 400)) + " " + MONTHS[i] + "-" + MONTHS[i + 1] + " " + y
    elif r == 5:
        t = m + " " + y + "-" + z(n(1, 12), 2) + " (" + c(["True PDF", "HQ PDF", "scan", "retail"]) + ")"
    elif r == 6:
        t = m + " Nr. " + str(n(1, 26)) + "/" + y
    else:
        t = m + " - " + c(["Spring", "Summer", "Autumn", "Winter", "Holiday Special", "Annual"]) + " " + y + c(["", " (" + str(n(60, 260)) + " pages)"])
    return maybe_wrap(t, "doc"), c(G_MAG)


VENDORS = ["Corvid", "Halvard", "Nimbus Labs", "Brightfield", "Quillsoft", "Tessera", "Ostrich Systems", "Pinegrove",
           "Aurelian", "Driftwood", "Kestrel", "Lumen Works", "Vantage", "Blue Heron", "Stonebridge"]
PRODS = ["PDF Architect", "Audio Forge", "Photo Studio", "Disk Doctor", "Video Converter", "Backup Suite", "CAD Draft",
         "Font Manager", "Screen Recorder", "Partition Master", "Sync Pro", "Mail Archiver", "Vector Designer",
         "Sound Mixer", "Data Recovery", "Office Toolkit", "Map Builder", "Subtitle Workshop", "3D Sculptor", "Tag Editor"]
SW_GRP = ["TBE", "AMPED", "DVT", "BTCR", "XFORCE-ish", "CORE.dev", "MAGNiTUDE", "SCOTCH", "iNDiSCO", "LAXiTY",
          "PANTHEON", "ReSPeCT", "ZWT", "TiNYiSO", "ORiON"]
G_SW = ["alt.binaries.cd.image", "alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.iso",
        "alt.binaries.apps", "alt.binaries.mac.applications", "alt.binaries.boneless", "alt.binaries.cores"]


def ver():
    return str(n(1, 30)) + "." + str(n(0, 12)) + (("." + str(n(0, 9999))) if maybe(0.6) else "")


def gen_software():
    v, p = c(VENDORS), c(PRODS)
    g = c(SW_GRP)
    r = R.randrange(9)
    if r <= 1:
        t = dots(v) + "." + dots(p) + ".v" + ver() + "." + c(["x64", "x86", "WiN64", "Multilingual", "Retail"]) + "-" + g
    elif r == 2:
        t = v + " " + p + " " + yr(2015, 2025) + " v" + ver() + " " + c(["Multilingual", "x64", "(x86/x64)", "Portable"])
    elif r == 3:
        t = dots(p) + ".v" + ver() + "." + c(["Incl.Keygen", "Incl.Patch", "Cracked", "Incl.KeyMaker"]) + "-" + g
    elif r == 4:
        t = dots(v) + "." + dots(p) + "." + ver() + "." + c(["MacOSX", "macOS", "U2B.macOS", "Linux.x64", "Linux"]) + "-" + g
    elif r == 5:
        t = p + " " + ver() + c([" (x64) Portable", " Retail ISO", " Setup + Docs", " Final", " LTS"])
    elif r == 6:
        t = dots(v) + "." + dots(p) + ".Suite." + yr(2015, 2025) + ".ISO-" + g
    elif r == 7:
        t = c(["Microsoft", "Adobe", "Autodesk", "Corel", "JetBrains", "Native Instruments", "Steinberg"]) + "." + dots(c(PRODS)) + "." + yr(2018, 2025) + ".v" + ver() + "-" + g
    else:
        t = v + "_" + unders(p) + "_" + ver().replace(".", "_") + c(["_Win.zip", "_Mac.dmg", "_x64.msi", "_Linux.tar.gz"])
    return maybe_wrap(t, "soft"), c(G_SW)


GAMES = ["Ironclad Tactics II", "Harbor Tycoon", "Starward Drift", "Bramblewood Saga", "Neon Courier", "Kingdoms of Ash",
         "The Lantern Keeper", "Tin Soldiers", "Pale Harbour", "Rally Legends 2024", "Deep Vein Miner", "Cobalt Frontier",
         "Gravekeeper Simulator", "Sky Pirates of Elm", "Frostbite Protocol", "Witchwood", "Orbital Farmer",
         "Midnight Ferry", "Railway Empire of the North", "Saltmarsh Survivors", "Hollow Knight-like", "Cinder Falls"]
GM_GRP = ["CODEFOX", "RUNE-ish", "TENOKE-like", "DARKSiDERS", "PLAZA-ish", "RAZOR", "SKiDROW-ish", "TiNYiSO", "DOGE",
          "I_KnoW", "VENOM", "BiTE", "SUXXORS", "HOODLUM-ish", "Unleashed", "ANOMALY", "iMARS"]
G_GM = ["alt.binaries.games", "alt.binaries.games.xbox360", "alt.binaries.console.ps3", "alt.binaries.games.nintendo",
        "alt.binaries.cd.image.games", "alt.binaries.emulators", "alt.binaries.games.pc", "alt.binaries.boneless",
        "alt.binaries.roms", "alt.binaries.mac.games"]


def gen_game():
    gm = c(GAMES)
    g = c(GM_GRP)
    r = R.randrange(10)
    if r <= 1:
        t = dots(gm) + "-" + g
    elif r == 2:
        t = dots(gm) + ".Update.v" + ver() + "-" + g
    elif r == 3:
        t = unders(gm).lower() + "_v" + ver() + "_(" + str(n(10000, 99999)) + ")_" + c(["win", "mac", "linux"]) + "_gog"
    elif r == 4:
        t = gm + " (" + c(["USA", "Europe", "Japan", "USA, Europe", "Germany", "World"]) + ")" + c(["", " (Rev 1)", " (En,Fr,De)", " (Beta)"]) + "." + c(["zip", "7z", "chd"])
    elif r == 5:
        t = gm + " [" + c(["PAL", "NTSC-U", "NTSC-J"]) + "] [" + c(["PS2", "GC", "Wii", "PS1", "Saturn", "DC"]) + "] (ISO)"
    elif r == 6:
        t = dots(gm) + "." + c(["NSW", "PS4", "PS5", "XBOX360", "WiiU", "3DS", "PSP", "VITA"]) + "-" + g
    elif r == 7:
        t = gm + " v" + ver() + " [" + c(["DiskRepack", "M4ckRepack", "Pixel Repack", "ElAmigo-like"]) + "]"
    elif r == 8:
        t = dots(gm) + "." + c(["MULTi" + str(n(2, 14)), "Deluxe.Edition", "GOTY.Edition", "Complete.Edition", "MacOS", "Linux", "REPACK", "PROPER"]) + "-" + g
    else:
        t = gm + " - " + c(["OST", "Soundtrack", "Artbook", "Manual (scan)", "Strategy Guide"]) + c([" (FLAC)", " (MP3)", " (PDF)", ""])
    return maybe_wrap(t, "soft"), c(G_GM)


def gen_linux_bsd_iso():
    arch = c(["amd64", "x86_64", "aarch64", "arm64", "i386", "i686", "ppc64le", "riscv64"])
    r = R.randrange(14)
    if r == 0:
        t = "debian-" + c(["10.13.0", "11.9.0", "12.5.0", "12.7.0", "12.8.0", "11.11.0"]) + "-" + c(["amd64", "i386", "arm64"]) + "-" + c(["DVD-1", "netinst", "xfce-CD-1", "DVD-2", "BD-1"]) + ".iso"
    elif r == 1:
        t = "ubuntu-" + c(["20.04.6", "22.04.4", "22.04.5", "24.04.1", "23.10", "24.10"]) + "-" + c(["desktop", "live-server"]) + "-amd64.iso"
    elif r == 2:
        t = "FreeBSD-" + c(["13.2", "13.3", "14.0", "14.1", "14.2"]) + "-RELEASE-" + c(["amd64", "arm64-aarch64", "i386"]) + "-" + c(["disc1", "dvd1", "bootonly", "memstick"]) + "." + c(["iso", "img"])
    elif r == 3:
        t = "Fedora-" + c(["Workstation-Live", "Server-dvd", "KDE-Live", "Everything-netinst"]) + "-x86_64-" + str(n(36, 41)) + "-1." + str(n(1, 9)) + ".iso"
    elif r == 4:
        t = "openSUSE-" + c(["Leap-15.5", "Leap-15.6", "Tumbleweed"]) + "-DVD-x86_64" + c(["", "-Current", "-Media"]) + ".iso"
    elif r == 5:
        t = "archlinux-" + yr(2020, 2025) + "." + z(n(1, 12), 2) + ".01-x86_64.iso"
    elif r == 6:
        t = "OpenBSD " + c(["7.3", "7.4", "7.5", "7.6"]) + " " + c(["amd64", "arm64", "i386"]) + " install" + c(["73", "74", "75", "76"]) + "." + c(["iso", "img"])
    elif r == 7:
        t = "NetBSD-" + c(["9.3", "10.0", "10.1"]) + "-" + c(["amd64", "i386", "evbarm-aarch64"]) + ".iso"
    elif r == 8:
        t = "linuxmint-" + c(["21.2", "21.3", "22", "22.1"]) + "-" + c(["cinnamon", "mate", "xfce"]) + "-64bit.iso"
    elif r == 9:
        t = "slackware64-" + c(["14.2", "15.0", "current"]) + "-install-dvd.iso"
    elif r == 10:
        t = c(["AlmaLinux", "Rocky"]) + "-" + c(["8.9", "9.3", "9.4", "9.5"]) + "-" + c(["x86_64", "aarch64"]) + "-" + c(["dvd", "minimal", "boot"]) + ".iso"
    elif r == 11:
        t = c(["kali-linux", "tails", "manjaro-kde", "pop-os", "endeavouros", "void-live", "alpine-standard", "gentoo-install-amd64-minimal", "mx", "devuan_daedalus", "nixos-plasma6"]) + "-" + str(n(1, 24)) + "." + str(n(0, 12)) + c(["", "." + str(n(0, 9))]) + "-" + arch + ".iso"
    elif r == 12:
        t = c(["Debian 12 Bookworm", "Debian 11 Bullseye", "Ubuntu 24.04 LTS", "Ubuntu 22.04 LTS", "FreeBSD 14.1", "Fedora 40", "Slackware 15.0", "OpenBSD 7.5", "Gentoo stage3", "NetBSD 10.0"]) + " " + c(["full DVD set", "complete mirror", "install media", "ISO + checksums", "CD set 1-" + str(n(3, 20))])
    else:
        t = c(["haiku-r1beta4", "haiku-r1beta5", "ReactOS-0.4.14", "FreeDOS-1.3", "DragonFly-6.4.0", "illumos-omnios-r151048", "GhostBSD-24.01"]) + "-" + c(["x86_64", "x86", "live", "FullUSB"]) + "." + c(["iso", "img", "zip"])
    return maybe_wrap(t, "soft"), c(["alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.iso", "alt.binaries.cd.image", "alt.binaries.boneless", "comp.os.linux.misc", "alt.binaries.misc"])


PLATS = ["Udemy", "Coursera", "Pluralsight", "LinkedIn Learning", "Skillshare", "edX", "Domestika", "O'Reilly Video",
         "CBT Nuggets", "Frontend Masters", "The Great Courses", "MasterClass", "Packt Video", "Egghead", "Zero To Mastery"]
COURSE_T = ["Complete Python Bootcamp", "Watercolor for Absolute Beginners", "AWS Solutions Architect Associate",
            "Advanced Excel Formulas", "Music Theory Made Simple", "Ethical Hacking from Scratch", "Blender 3D Character Modeling",
            "Data Structures and Algorithms", "Learn German A1-B1", "Photography Masterclass", "Kubernetes Administrator Prep",
            "Woodturning Fundamentals", "Public Speaking Confidence", "SQL for Data Analysis", "Mixing and Mastering in Ableton",
            "Calculus Refresher", "Unreal Engine 5 Level Design", "Digital Marketing Fundamentals", "Sourdough Baking at Home",
            "CompTIA Network+ N10-009", "Guitar Chords in 30 Days", "History of the Ancient World", "Node.js Microservices"]
G_CRS = ["alt.binaries.tutorials", "alt.binaries.e-learning", "alt.binaries.education", "alt.binaries.boneless",
         "alt.binaries.misc", "alt.binaries.multimedia.tutorials", "alt.binaries.cbt"]


def gen_course():
    p, ct, ins = c(PLATS), c(COURSE_T), person()
    y = yr(2014, 2025)
    r = R.randrange(9)
    if r <= 1:
        t = p + " - " + ct + c(["", " (" + y + ")", " [" + y + "]", " - " + ins])
    elif r == 2:
        t = p + " - " + ins + " - " + c(TECH + ["Oil Painting", "Jazz Piano", "Negotiation"]) + " Masterclass (" + y + ")"
    elif r == 3:
        t = "[" + p + "] " + c(TECH) + " for Beginners " + y + c(["", " (updated)", " - " + str(n(5, 60)) + "h"])
    elif r == 4:
        t = "The Great Courses - " + c(["The History of " + c(T_PLACE), "Understanding the Brain", "Introduction to Astronomy", "Mathematics of Games", "Great Mythologies", "Thinking About Physics"]) + c(["", " (" + str(c([12, 24, 36, 48])) + " lectures)"])
    elif r == 5:
        t = "MasterClass - " + ins + " Teaches " + c(["Cooking", "Writing", "Photography", "Filmmaking", "Chess", "Comedy", "Songwriting", "Gardening"])
    elif r == 6:
        t = dots(p) + "." + dots(ct) + "." + c(["TUTORiAL", "TUTORIAL", "BOOKWARE"]) + "-" + c(["iLLiTERATE", "KNiSO", "ELOHiM", "SKiLLUP"])
    elif r == 7:
        t = ct + " - " + c(["Video Course", "Full Course", "Lecture Series", "Workshop"]) + " by " + ins + " (" + c(["MP4", "1080p", "720p"]) + ", " + str(n(2, 80)) + " hours)"
    else:
        t = p + " " + c(["Nanodegree", "Certificate", "Specialization", "Path"]) + " - " + c(TECH) + " " + c(["Developer", "Engineer", "Fundamentals", "Professional"])
    return maybe_wrap(t, c(["video", "doc"])), c(G_CRS)


DOC_B = ["BBC", "PBS", "National Geographic", "Channel 4", "ZDF Terra X", "arte", "Discovery", "Smithsonian Channel",
         "CBC Nature of Things", "NHK World", "Al Jazeera Witness", "ITV", "SVT Dokument", "History Channel", "Sky Nature"]
DOC_S = ["Natural World", "Nova", "Horizon", "Frontline", "Storyville", "Timewatch", "Secrets of the Dead", "Wild Isles",
         "Planet Ocean", "Terra X", "American Experience", "Cities of the Ancient World", "Wild Asia", "Lost Kingdoms"]
DOC_T = ["The Secret Life of Otters", "Inside the Hadron Collider", "Rise of the Railways", "Volcano Hunters",
         "The Forgotten Pharaoh", "Deep Sea Giants", "Cities Under the Ice", "The Great Salt Migration", "Kings of the Steppe",
         "Engineering the Channel Tunnel", "Mystery of the Bog Bodies", "Coral Reefs in Crisis", "The Last Lighthouse Keepers",
         "Birds of the Arctic", "The Plague Year", "Spitfire Women", "Tea: A Global History", "Wolves of Yellowstone"]
G_DOC = ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee", "alt.binaries.hdtv",
         "alt.binaries.boneless", "alt.binaries.tv.documentaries", "alt.binaries.hdtv.x264"]


def gen_documentary():
    b, s, tt = c(DOC_B), c(DOC_S), c(DOC_T)
    y = yr(1990, 2025)
    r = R.randrange(8)
    if r <= 1:
        t = dots(b) + "." + dots(s) + "." + y + "." + dots(tt) + "." + c(["720p", "1080p"]) + ".HDTV.x264-" + c(["DOCUMENT", "VERUM", "FiELDNOTE", "SiLT", "QUiRK"])
    elif r == 2:
        t = b + " - " + tt + " (" + y + ") " + c(["1080p", "720p", "576p", "DVDRip"])
    elif r == 3:
        t = b + " " + s + " S" + z(n(1, 50), 2) + "E" + z(n(1, 20), 2) + " " + tt
    elif r == 4:
        t = tt + " (" + y + ") " + c(["Documentary", "Doku", "Docu"]) + " " + c(["1080p WEBRip", "720p HDTV", "BDRip", "x264"])
    elif r == 5:
        t = b + " - " + s + " - " + tt + " - " + c(["part " + str(n(1, 4)) + " of " + str(n(4, 6)), "complete", "Director's cut", "narrated by " + person()])
    elif r == 6:
        t = dots(tt) + "." + y + "." + c(["DOCU", "DOKU.GERMAN", "DOCU.FRENCH", "DOCU.NORDiC"]) + "." + c(["1080p.WEB.h264", "720p.HDTV.x264", "WEBRip.x264"]) + "-" + c(["DOCUMENT", "VERUM", "SiLT"])
    else:
        t = s + " " + y + " - " + tt + " [" + b + "] " + c(["HD", "SD", "4K", "1080i"])
    return maybe_wrap(t, "video"), c(G_DOC)


NHL = ["Bruins", "Rangers", "Canucks", "Flames", "Oilers", "Leafs", "Canadiens", "Kraken", "Stars", "Wild", "Sabres"]
NFL = ["Packers", "Bears", "Chiefs", "Bills", "Eagles", "Cowboys", "49ers", "Lions", "Ravens", "Steelers", "Jets"]
NBA = ["Celtics", "Lakers", "Knicks", "Nuggets", "Bucks", "Suns", "Heat", "Warriors", "Spurs", "Pistons"]
SOC = ["Arsenal", "Everton", "Leeds United", "Celtic", "Ajax", "Feyenoord", "Bayern", "Schalke 04", "Porto", "Benfica",
       "Lazio", "Napoli", "Sevilla", "Valencia", "Lyon", "Marseille", "Galatasaray", "Boca Juniors"]
F1GP = ["Bahrain", "Australia", "China", "Miami", "Monaco", "Canada", "Silverstone", "Hungary", "Spa", "Monza",
        "Singapore", "Suzuka", "Austin", "Interlagos", "Abu Dhabi"]
G_SP = ["alt.binaries.sports", "alt.binaries.multimedia.sports", "alt.binaries.teevee", "alt.binaries.hdtv",
        "alt.binaries.multimedia.sports.football", "alt.binaries.boneless", "alt.binaries.sports.hockey", "alt.binaries.motorsports"]


def ymd(sep="."):
    return yr(2015, 2025) + sep + z(n(1, 12), 2) + sep + z(n(1, 28), 2)


def gen_sports():
    r = R.randrange(12)
    g = c(["SPORTSNET", "VERUM", "WHISTLE", "PUCK", "GRiDiRON", "KICKOFF", "PODiUM", "SLAPSHOT"])
    if r == 0:
        a, b = R.sample(NHL, 2)
        t = "NHL." + ymd() + "." + a + ".vs." + b + "." + c(["720p", "1080p"]) + "." + c(["WEB.h264", "HDTV.x264", "60fps.WEB"]) + "-" + g
    elif r == 1:
        a, b = R.sample(NFL, 2)
        t = "NFL." + yr(2015, 2025) + ".Week." + z(n(1, 18), 2) + "." + a + ".vs." + b + "." + c(["720p", "1080p"]) + ".WEB.h264-" + g
    elif r == 2:
        a, b = R.sample(NBA, 2)
        t = "NBA " + ymd("-") + " " + a + " vs " + b + " " + c(["720p", "1080p"]) + " " + c(["ESPN", "TNT", "NBA TV", "ABC"]) + c(["", " (Home feed)", " (Away feed)"])
    elif r == 3:
        a, b = R.sample(SOC, 2)
        t = c(["EPL", "Eredivisie", "Bundesliga", "Serie A", "La Liga", "Ligue 1", "SPL", "Primeira Liga", "UCL"]) + " " + yr(2015, 2024) + "-" + z(n(16, 25), 2) + " Matchday " + str(n(1, 38)) + " " + a + " vs " + b + " " + c(["720p", "1080p", "576p"])
    elif r == 4:
        t = "Formula1." + yr(2010, 2025) + ".Round" + z(n(1, 24), 2) + "." + c(F1GP) + "." + c(["Race", "Qualifying", "Sprint", "FP1", "FP2", "Pre-Race.Buildup"]) + "." + c(["1080p", "720p", "2160p"]) + "." + c(["WEB-DL", "HDTV", "F1TV.WEB-DL"]) + "." + c(["x264", "H.264", "AAC2.0.H.264"]) + "-" + g
    elif r == 5:
        t = "UFC." + str(n(200, 320)) + "." + c(["Main.Card", "Prelims", "Early.Prelims", "Countdown", "Weigh.Ins"]) + "." + c(["720p", "1080p"]) + ".WEB.h264-" + g
    elif r == 6:
        t = c(["Wimbledon", "Roland Garros", "US Open", "Australian Open"]) + " " + yr(2005, 2025) + " " + c(["Men's Final", "Women's Final", "QF", "SF", "R4"]) + " " + person() + " vs " + person() + " " + c(["720p", "1080p", "576i"])
    elif r == 7:
        t = c(["Tour de France", "Giro d'Italia", "Vuelta a Espana", "Paris-Roubaix", "Milano-Sanremo"]) + " " + yr(2000, 2025) + " " + c(["Stage " + str(n(1, 21)), "Full Race", "Last 50km", "Highlights"]) + " " + c(["Eurosport", "ITV4", "Sporza", "NOS", "France 2"]) + " " + c(["1080p", "720p", "SD"])
    elif r == 8:
        t = c(["MotoGP", "WRC", "IndyCar", "NASCAR Cup", "WEC", "DTM", "BTCC", "Dakar Rally"]) + " " + yr(2010, 2025) + " " + c(["Round " + str(n(1, 20)), c(F1GP), "Daily Highlights Day " + str(n(1, 14))]) + " " + c(["Race", "Full Race", "Qualifying", "Highlights"]) + " " + c(["1080p50", "720p", "1080i"])
    elif r == 9:
        t = c(["Cricket", "Rugby Union", "Darts", "Snooker", "Handball", "Curling"]) + " - " + c(["Six Nations", "World Championship", "The Ashes", "Premier League", "Euro Qualifier", "Masters"]) + " " + yr(2005, 2025) + " - " + c(["Day " + str(n(1, 5)), "Final", "Semi-final", "Session " + str(n(1, 4)), "Round " + str(n(1, 9))]) + c([" (full)", " HD", " 720p", ""])
    elif r == 10:
        t = c(["MLB", "NCAAF", "NCAAB", "AHL", "WNBA", "MLS"]) + "." + ymd() + "." + c(NHL + NFL + NBA) + ".vs." + c(NHL + NFL + NBA) + "." + c(["720p", "1080p", "540p"]) + ".WEB-" + g
    else:
        t = c(["Olympics", "Winter Olympics", "World Athletics Championships", "Commonwealth Games"]) + " " + yr(1992, 2024) + " - " + c(["Day " + str(n(1, 17)), "Opening Ceremony", "Closing Ceremony", "Men's 100m Final", "Figure Skating Free Skate", "Marathon"]) + " [" + c(["BBC", "NBC", "Eurosport", "ARD", "CBC"]) + "] " + c(["1080i", "720p", "HD"])
    return maybe_wrap(t, "video"), c(G_SP)


PODS = ["The Deep Archive", "Two Nerds and a Mic", "Margins of History", "Curious Engines", "Night Shift Radio",
        "The Split Infinitive", "Hard Drive Diaries", "Cooking With Static", "Beyond the Telescope", "Cold Case Notes",
        "The Weekly Wrench", "Slow German Stories", "Backstage Pass", "The Quiet Investor", "Linux Weekly Chat",
        "Football Tactics Hour", "Folk Roots Radio", "True Crime Tuesday", "Soundwalks", "The Language Lab"]
RADIO = ["BBC Radio 4", "BBC Radio 3", "BBC Radio 6 Music", "BBC World Service", "Deutschlandfunk", "WDR 5", "NPO Radio 1",
         "France Culture", "RNE", "CBC Radio One", "NPR", "Radio Paradise", "KEXP", "Radio 2 NL", "ABC RN", "RTE Radio 1"]
OTR = ["The Shadow Street", "Inner Sanctum Tales", "Suspense Theatre", "X Minus Two", "Gunsmoke Trail", "Lux Playhouse",
       "Fibber's Closet", "The Whistler's Cousin", "Escape Hour", "Dimension Y"]
G_POD = ["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio", "alt.binaries.sounds.mp3.spoken-word",
         "alt.binaries.sounds.radio.oldtime", "alt.binaries.podcasts", "alt.binaries.mp3", "alt.binaries.boneless",
         "alt.binaries.sounds.radio.misc"]


def gen_podcast_radio():
    r = R.randrange(9)
    if r <= 1:
        t = c(RADIO) + " - " + c(DOC_T + ALB_W) + " - " + ymd("-") + "." + c(["mp3", "m4a", "aac"])
    elif r == 2:
        t = c(PODS) + " - Episode " + str(n(1, 700)) + " - " + c(DOC_T + EPT) + ".mp3"
    elif r == 3:
        t = c(PODS) + " " + ymd("-") + " (" + c(["Hour 1", "Hour 2", "Part A", "Part B", "Bonus"]) + ").mp3"
    elif r == 4:
        t = "OTR - " + c(OTR) + " - " + yr(1935, 1962) + "-" + z(n(1, 12), 2) + "-" + z(n(1, 28), 2) + " " + c(EPT) + ".mp3"
    elif r == 5:
        t = c(RADIO) + " " + c(["Drama", "Book at Bedtime", "Afternoon Play", "Hörspiel", "Late Junction", "Essay"]) + " - " + title_gen() + c(["", " (" + str(n(1, 10)) + "/" + str(n(10, 15)) + ")", " [" + c(["128k", "192k", "320k"]) + "]"])
    elif r == 6:
        t = c(PODS) + " #" + str(n(1, 999)) + " " + c(["with " + person(), "- " + c(DOC_T), "- listener mailbag", "- live show", "- " + c(EPT)])
    elif r == 7:
        t = c(["Radio Paradise", "KEXP", "BBC Radio 1", "Radio FM4", "Triple J"]) + " " + c(["Essential Mix", "Live Session", "Breakfast Show", "Mix", "Late Night"]) + " " + ymd("-") + " " + c(BANDS)
    else:
        t = dots(c(PODS)) + "." + ymd() + "." + c(["MP3", "AAC", "PODCAST"]) + "-" + c(["RADiOHEAD", "PODCAT", "AiRWAVE"])
    return maybe_wrap(t, "audio"), c(G_POD)


G_IMG = ["alt.binaries.pictures", "alt.binaries.pictures.wallpaper", "alt.binaries.pictures.nature", "alt.binaries.pictures.astro",
         "alt.binaries.pictures.cars", "alt.binaries.pictures.fonts", "alt.binaries.clip-art", "alt.binaries.pictures.misc",
         "alt.binaries.pictures.aviation", "alt.binaries.boneless"]


def gen_images():
    r = R.randrange(10)
    if r == 0:
        t = "Wallpapers pack " + c(["1920x1080", "2560x1440", "3840x2160", "5120x2880", "mixed res"]) + " (" + str(n(20, 900)) + " " + c(["jpg", "png", "images"]) + ")"
    elif r == 1:
        t = c(["Yellowstone", "Dolomites", "Lofoten", "Scottish Highlands", "Patagonia", "Iceland Ring Road", "Kyoto temples", "Cinque Terre"]) + " " + yr(2008, 2025) + " - " + c(["RAW NEF", "RAW CR2", "JPEG", "DNG", "full res JPG"]) + " set " + str(n(1, 30))
    elif r == 2:
        t = c(["M31", "Orion Nebula", "Horsehead Nebula", "Jupiter", "Saturn opposition", "Moon mosaic", "Pleiades", "Milky Way core"]) + " " + c(["astrophoto", "stack", "LRGB", "Ha-OIII", "mono"]) + " " + ymd("-") + c([" (FITS)", " (TIFF 16bit)", " (png)", ""])
    elif r == 3:
        t = c(["Fractal art", "Digital paintings", "Concept art", "Pixel art", "Vintage postcards", "Botanical illustrations", "Old maps", "Travel posters"]) + " collection " + c(["part ", "vol ", "#"]) + str(n(1, 60))
    elif r == 4:
        t = c(["Steam locomotives", "Classic cars", "Airliners", "Warbirds", "Lighthouses", "Castles", "Bridges"]) + " - " + c(["scans", "photos", "slides"]) + " " + yr(1950, 2024) + " (" + str(n(10, 400)) + " files)"
    elif r == 5:
        t = c(["Stamps of ", "Banknotes of ", "Coins of ", "Postcards from "]) + c(T_PLACE + ["Norway", "Peru", "Japan", "Belgium"]) + " - scans " + str(n(300, 1200)) + "dpi"
    elif r == 6:
        t = c(["Clip art", "Icon set", "Vector shapes", "Font collection", "Textures", "Brushes"]) + " - " + c(["Holiday", "Retro", "Grunge", "Watercolor", "Sci-fi", "Nature"]) + " (" + c(["SVG+PNG", "EPS", "TTF/OTF", "PNG 4K", "ABR"]) + ")"
    elif r == 7:
        t = "IMG_" + str(n(1000, 9999)) + c([".JPG", ".jpg", ".CR2", ".NEF", ".HEIC"]) + " - " + c(["family trip", "garden", "eclipse", "harbour at dusk", "snow day", "airshow"]) + " " + yr(2005, 2025)
    elif r == 8:
        t = c(["DSC", "P", "DSCF", "PXL_"]) + str(n(1000, 99999)) + " " + c(["sunset", "street", "macro", "birds", "architecture"]) + " series (" + str(n(5, 80)) + ")"
    else:
        t = c(["Nature", "Cityscape", "Abstract", "Minimalist", "Space", "Anime scenery"]) + " wallpapers " + yr(2010, 2025) + " - " + c(["4K", "UHD", "ultrawide 3440x1440", "phone 1080x2400", "dual monitor"])
    return maybe_wrap(t, "image"), c(G_IMG)


RU_A = ["Тихий", "Последний", "Северный", "Чёрный", "Старый", "Далёкий", "Холодный", "Белый", "Зимний", "Горький", "Забытый"]
RU_N = ["берег", "город", "ветер", "сад", "дом", "путь", "поезд", "лес", "мост", "свет", "вокзал", "двор", "остров"]
UK_T = ["Тіні минулого", "Останній потяг", "Зимовий сад", "Вітер з моря", "Київські історії", "Дім на околиці"]
ZH_W = ["星辰", "大海", "长安", "故乡", "雪山", "江湖", "春天", "明月", "归途", "风云", "山河", "青春", "人间", "烟火", "少年"]
JA_A = ["夏の", "青い", "遠い", "最後の", "小さな", "秘密の", "夜明けの", "冬の"]
JA_N = ["約束", "記憶", "物語", "空", "海", "星", "花火", "手紙", "教室", "旅"]
KO_A = ["푸른", "마지막", "비밀의", "작은", "우리들의", "눈부신", "조용한"]
KO_N = ["바다", "사랑", "여름", "도시", "정원", "약속", "계절", "별"]
EL_T = ["Η Τελευταία Σιωπή", "Το Σπίτι στη Θάλασσα", "Νύχτες της Αθήνας", "Ο Κήπος", "Χειμωνιάτικο Φως"]
HE_T = ["הבית ליד הים", "שכונה", "הלילה האחרון", "אור חורף", "סודות המשפחה"]
AR_T = ["الطريق الطويل", "بيت العائلة", "ليالي القاهرة", "أسرار المدينة", "رحلة العمر"]
FA_T = ["خانه پدری", "شب های تهران", "بوی باران", "سفر به شمال"]
TH_T = ["รักนี้ที่ทะเล", "บ้านริมน้ำ", "เพลงรักฤดูร้อน", "ความลับของเมือง"]
HI_T = ["सपनों का शहर", "आखिरी सफर", "घर वापसी", "दिल की बात"]
RU_AUTH = ["Иван Петров", "Анна Соколова", "Сергей Волков", "Мария Лебедева", "Дмитрий Орлов"]
G_FOR = ["alt.binaries.movies.divx", "alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.hdtv.x264",
         "alt.binaries.mp3", "alt.binaries.ebook", "alt.binaries.multimedia.anime", "alt.binaries.cn", "alt.binaries.ru",
         "alt.binaries.japan.music", "alt.binaries.korea", "alt.binaries.multimedia.korean", "alt.binaries.chinese",
         "alt.binaries.teevee", "alt.binaries.mom"]


def gen_foreign_script():
    r = R.randrange(16)
    kind = "video"
    if r == 0:
        t = c(RU_A) + " " + c(RU_N) + " (" + yr(1960, 2025) + ") " + c(["DVDRip", "BDRip 720p", "WEB-DL 1080p", "HDTVRip", "WEBRip"])
    elif r == 1:
        t = c(RU_A) + " " + c(RU_N) + " / " + title_gen() + " (" + yr(1980, 2025) + ") " + c(["BDRip 1080p", "HDRip", "DVD5"]) + " | " + c(["Дубляж", "MVO", "Лицензия", "Оригинал + субтитры"])
    elif r == 2:
        t = c(RU_AUTH) + " - " + c(RU_A) + " " + c(RU_N) + " (" + yr(1990, 2025) + ") [" + c(["fb2", "epub", "pdf", "Аудиокнига MP3"]) + "]"
        kind = "doc"
    elif r == 3:
        t = c(UK_T) + " (" + yr(2005, 2025) + ") " + c(["українською", "UKR", "Сезон " + str(n(1, 5))]) + " " + c(["1080p", "720p", "WEB-DL"])
    elif r == 4:
        t = "[" + c(["字幕组", "人人影视", "星空字幕", "风之字幕"]) + "] " + c(ZH_W) + c(ZH_W) + " 第" + z(n(1, 40), 2) + "集 " + c(["1080P", "720P", "4K"]) + " " + c(["国语中字", "中英双字", "简繁字幕", ""])
    elif r == 5:
        t = c(ZH_W) + c(ZH_W) + " 全" + str(n(12, 60)) + "集 " + c(["1080P", "WEB-DL", "HD国语"]) + " " + yr(2010, 2025)
    elif r == 6:
        t = "【" + c(["MP3", "FLAC", "ハイレゾ", "320K"]) + "】" + c(JA_A) + c(JA_N) + " - " + c(JA_A) + c(JA_N) + " (" + yr(1980, 2025) + ")"
        kind = "audio"
    elif r == 7:
        t = "(アルバム) " + c(["佐藤ゆかり", "山田バンド", "星野みなみ", "青空楽団", "ミッドナイト・トレイン"]) + " - " + c(JA_A) + c(JA_N) + " [" + c(["FLAC", "MP3 320K", "24bit/96kHz"]) + "]"
        kind = "audio"
    elif r == 8:
        t = c(JA_A) + c(JA_N) + " 第" + str(n(1, 13)) + "話 " + c(["「" + c(JA_A) + c(JA_N) + "」", ""]) + " (" + c(["BS11", "TOKYO MX", "NHK", "AT-X"]) + " " + c(["1280x720", "1920x1080", "1440x1080"]) + ")"
    elif r == 9:
        t = c(KO_A) + " " + c(KO_N) + " E" + z(n(1, 24), 2) + " " + str(n(20, 25)) + z(n(1, 12), 2) + z(n(1, 28), 2) + " " + c(["1080p", "720p", "450p"]) + "-" + c(["NEXT", "WITH", "H.264-AAC", "SODiHD-ish"])
    elif r == 10:
        t = c(EL_T) + " (" + yr(1970, 2025) + ") " + c(["[Ελληνικοί Υπότιτλοι]", "Επεισόδιο " + str(n(1, 30)), "DVDRip", "Ελληνική μεταγλώττιση"])
    elif r == 11:
        t = c(HE_T) + " " + c(["עונה " + str(n(1, 5)) + " פרק " + str(n(1, 12)), "(" + yr(1990, 2025) + ")", "תרגום מובנה"]) + " " + c(["720p", "1080p", ""])
    elif r == 12:
        t = c(["مسلسل ", "فيلم ", ""]) + c(AR_T) + " " + c(["الحلقة " + str(n(1, 30)), "(" + yr(1980, 2025) + ")", "مترجم", "كامل"]) + " " + c(["1080p", "720p", "HD"])
    elif r == 13:
        t = c(["فیلم ", "سریال ", ""]) + c(FA_T) + " " + c(["قسمت " + str(n(1, 20)), "(" + yr(1990, 2025) + ")", "دوبله فارسی"]) + " " + c(["1080p", "720p"])
    elif r == 14:
        t = c(["ละคร ", ""]) + c(TH_T) + " " + c(["ตอนที่ " + str(n(1, 20)), "EP." + str(n(1, 20)), "(" + yr(2000, 2025) + ")"]) + " " + c(["HD", "1080p", "720p"])
    else:
        t = c(HI_T) + " (" + yr(1970, 2025) + ") " + c(["हिंदी", "Hindi", "HDRip", "WEB-DL"]) + " " + c(["720p", "1080p", "480p"])
    lang = ["ru", "ru", "ru", "uk", "zh", "zh", "ja", "ja", "ja", "ko", "el", "he", "ar", "fa", "th", "hi"][r]
    extra = {"ru": ["alt.binaries.ru", "alt.binaries.multimedia.russian"], "uk": ["alt.binaries.ru"],
             "zh": ["alt.binaries.chinese", "alt.binaries.cn", "alt.binaries.multimedia.chinese"],
             "ja": ["alt.binaries.japan.music", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.japanese"],
             "ko": ["alt.binaries.korea", "alt.binaries.multimedia.korean"], "el": ["alt.binaries.greek"],
             "he": ["alt.binaries.hebrew"], "ar": ["alt.binaries.arab"], "fa": ["alt.binaries.persian"],
             "th": ["alt.binaries.thai"], "hi": ["alt.binaries.bollywood", "alt.binaries.multimedia.bollywood"]}[lang]
    if kind == "audio":
        base = ["alt.binaries.mp3", "alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless", "alt.binaries.boneless"]
    elif kind == "doc":
        base = ["alt.binaries.ebook", "alt.binaries.e-book", "alt.binaries.boneless", "alt.binaries.audiobooks"]
    else:
        base = ["alt.binaries.movies.divx", "alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.hdtv.x264",
                "alt.binaries.teevee", "alt.binaries.mom"]
    return maybe_wrap(t, kind, 0.4), c(extra + extra + base)


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def rnd(k, alpha=ALNUM):
    return "".join(c(alpha) for _ in range(k))


def obf_name():
    r = R.randrange(7)
    if r == 0:
        return rnd(32, "0123456789abcdef")
    if r == 1:
        return rnd(n(12, 32))
    if r == 2:
        return rnd(8, "0123456789abcdef") + "-" + rnd(4, "0123456789abcdef") + "-" + rnd(4, "0123456789abcdef") + "-" + rnd(4, "0123456789abcdef") + "-" + rnd(12, "0123456789abcdef")
    if r == 3:
        return rnd(n(16, 40), "abcdefghijklmnopqrstuvwxyz0123456789")
    if r == 4:
        return rnd(n(20, 44), ALNUM + "_-")
    if r == 5:
        return rnd(40, "0123456789abcdef")
    return rnd(n(6, 12)).upper()


def gen_obfuscated():
    a = obf_name()
    total = n(2, 120)
    i = n(1, total)
    P = n(1, 900)
    p = n(1, P)
    ext = c([".part" + z(i, 2) + ".rar", ".rar", ".r" + z(i, 2), ".7z." + z(i, 3), ".par2", ".vol" + z(n(0, 99), 2) + "+" + z(n(1, 50), 2) + ".par2", ".mkv", ".bin", "", ".zip", "." + z(i, 3)])
    r = R.randrange(10)
    if r == 0:
        t = a
    elif r <= 2:
        t = "[" + z(i, len(str(total))) + "/" + str(total) + '] - "' + a + ext + '" yEnc (' + str(p) + "/" + str(P) + ")"
    elif r == 3:
        t = a + " [" + str(i) + "/" + str(total) + '] - "' + obf_name() + ext + '" yEnc (' + str(p) + "/" + str(P) + ")"
    elif r == 4:
        t = '"' + a + ext + '" yEnc (' + str(p) + "/" + str(P) + ")"
    elif r == 5:
        t = "[" + str(i) + "/" + str(total) + '] - "' + a + '" yEnc (' + str(p) + "/" + str(P) + ")"
    elif r == 6:
        t = a + " - [" + z(i, 2) + "/" + z(total, 2) + '] - "' + a + ext + '" yEnc'
    elif r == 7:
        t = "(" + rnd(n(4, 10)) + ") [" + str(i) + "/" + str(total) + '] - "' + a + ext + '" - ' + size_str() + " - yEnc (" + str(p) + "/" + str(P) + ")"
    elif r == 8:
        t = a + ext + " (" + str(p) + "/" + str(P) + ")"
    else:
        t = "[" + str(n(1000, 99999)) + "]-[" + c(["FULL", "PRiVATE"]) + "]-[#altbin@EFNet]-[ " + a + ' ]-[' + z(i, 2) + "/" + z(total, 2) + '] - "' + a + ext + '" yEnc (' + str(p) + "/" + str(P) + ")"
    return t, c(["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.teevee", "alt.binaries.mom",
                 "alt.binaries.hdtv.x264", "alt.binaries.frogs", "alt.binaries.ath", "alt.binaries.bloaf", "alt.binaries.cores",
                 "alt.binaries.x264", "alt.binaries.movies.divx", "alt.binaries.flowed"])


def bare_release():
    r = R.randrange(6)
    if r == 0:
        return dots(c(SHOWS)) + "." + sxe() + "." + c(RES) + "." + c(WEBSRC) + "." + c(VCODEC) + "-" + c(TV_GRP), "video", c(G_TV)
    if r == 1:
        return dots(film_title()) + "." + yr(1950, 2025) + "." + c(RES) + ".BluRay.x264-" + c(FILM_GRP), "video", c(G_FILM)
    if r == 2:
        return unders(c(BANDS)) + "-" + unders(album()) + "-" + c(["WEB", "CD", "FLAC"]) + "-" + yr(1970, 2025) + "-" + c(MUS_GRP), "audio", c(G_MUS)
    if r == 3:
        return dots(c(VENDORS)) + "." + dots(c(PRODS)) + ".v" + ver() + ".x64-" + c(SW_GRP), "soft", c(G_SW)
    if r == 4:
        return dots(c(GAMES)) + "-" + c(GM_GRP), "soft", c(G_GM)
    return c(SHOWS) + " S" + z(n(1, 9), 2) + "E" + z(n(1, 20), 2) + " " + c(RES) + " WEB-DL DDP5.1 H.264-" + c(P2P_GRP), "video", c(G_TV)


def gen_par2_set():
    rel, kind, grp = bare_release()
    if maybe(0.15):
        rel = obf_name()
    vol = ".vol" + z(n(0, 127), c([2, 3])) + "+" + z(c([1, 2, 4, 8, 16, 32, 64]), c([2, 3])) + c([".par2", ".PAR2"])
    pf = rel + c([".par2", ".PAR2", vol, vol, vol])
    k = n(1, 40)
    P = n(1, 120)
    r = R.randrange(9)
    if r <= 2:
        t = "[" + str(n(1, 60)) + "/" + str(n(60, 99)) + '] - "' + pf + '" yEnc (' + str(n(1, P)) + "/" + str(P) + ")"
    elif r == 3:
        t = rel + ' - "' + pf + '" yEnc (' + str(n(1, P)) + "/" + str(P) + ")"
    elif r == 4:
        t = "PAR2 for " + rel + c(["", " (" + str(k) + " blocks)", " - " + str(n(5, 20)) + "% recovery"])
    elif r == 5:
        t = rel + " [PAR2 repair set] (" + str(n(1, 9)) + "/" + str(n(9, 12)) + ")"
    elif r == 6:
        t = "Re: " + rel + " - PARs for missing parts"
    elif r == 7:
        t = pf + " (" + str(n(1, 5)) + "/" + str(n(5, 9)) + ")"
    else:
        t = c(["Fill: ", "PAR fill: ", "[FiLL] ", "Extra PARs: "]) + rel + ' - "' + pf + '"'
    return t, grp


SPAMLIKE_T = ["Free Money", "Easy Money", "Make It Rain", "Cash Only", "The Million Dollar Hack", "Pills and Thrills",
              "Hot Singles", "Jackpot Junction", "Bitcoin Bros", "Click Here to Win", "You Have Won", "Lottery Ticket Blues",
              "Miracle Cure", "Prescription for Love", "Get Rich Slowly", "The Nigerian Prince", "Hackers Paradise",
              "Free Stuff Forever", "Lose Weight Now", "Pray Harder", "Deep State", "Wake Up America", "The Conspiracy Hour",
              "Sex, Lies and Spreadsheets", "Casino Nights", "Double or Nothing", "Winner Takes All", "The Loan Shark",
              "Password Is Swordfish", "Crack the Code", "Keygen Kids", "Viral Marketing", "Work From Home",
              "Amazing Grace Revival", "Repent", "Salvation Army of One", "Dirty Money", "The Pharmacist", "Pill Mill",
              "Meet Hot Locals", "Limited Time Offer", "Act Now", "100% Free", "Risk Free", "Congratulations",
              "Special Offer", "Buy Now Pay Later", "The Debt Collector", "Crypto Kings", "Pump and Dump",
              "Unlimited Download", "Cheap Thrills", "Viagra Nights", "Lucky Numbers", "Spam Folder", "Scam Likely",
              "Phishing Season", "The Inheritance", "Dear Friend", "Urgent Reply Needed", "Prize Fighter", "Sugar Daddy",
              "Adult Education", "Naked Truth", "Big Pharma", "The End Is Near", "Illuminati Confirmed", "Flat Earth Society",
              "Fake ID", "Counterfeit", "Easy Loans", "Millionaire Next Door", "Slot Machine Heart", "Winning Streak"]
G_SPL = G_FILM + G_TV + G_MUS[:6] + G_EB[:3] + G_DOC[:2]


def gen_spamlike():
    T = c(SPAMLIKE_T)
    r = R.randrange(10)
    if r <= 1:
        t, kind, grp = dots(T) + "." + yr(1970, 2025) + "." + c(RES) + "." + c(["BluRay.x264", "WEB-DL.DDP5.1.H.264", "WEBRip.x265", "DVDRip.XviD"]) + "-" + c(FILM_GRP), "video", c(G_FILM)
    elif r == 2:
        t, kind, grp = T + " (" + yr(1970, 2025) + ") [" + c(["1080p", "720p"]) + "] [" + c(["BluRay", "WEB"]) + "]", "video", c(G_FILM)
    elif r == 3:
        t, kind, grp = dots(T) + "." + sxe() + "." + c(RES) + "." + c(WEBSRC) + "." + c(VCODEC) + "-" + c(TV_GRP), "video", c(G_TV)
    elif r == 4:
        t, kind, grp = unders(c(BANDS)) + "-" + unders(T) + "-" + c(["WEB", "CD", "VINYL"]) + "-" + yr(1970, 2025) + "-" + c(MUS_GRP), "audio", c(G_MUS)
    elif r == 5:
        t, kind, grp = c(BANDS) + " - " + T + " (" + yr(1965, 2025) + ") [" + c(["FLAC", "MP3 320", "V0"]) + "]", "audio", c(G_MUS)
    elif r == 6:
        t, kind, grp = person() + " - " + T + c([": A Novel", ": A Memoir", ": How I Beat the System", ": Stories", ""]) + " (" + yr(1980, 2025) + ") " + c(["epub", "mobi", "pdf"]), "doc", c(G_EB)
    elif r == 7:
        t, kind, grp = c(DOC_B) + " - " + T + " (" + yr(1990, 2025) + ") " + c(["Documentary 1080p", "720p HDTV", "WEBRip"]), "video", c(G_DOC)
    elif r == 8:
        t, kind, grp = unders(T) + "_(" + c(["Original_Mix", "Extended_Mix", "Club_Edit", "Remixes"]) + ")-" + c(["WEB", "SINGLE-WEB", "(VINYL)"]) + "-" + yr(1990, 2025) + "-" + c(MUS_GRP), "audio", c(G_MUS)
    else:
        t, kind, grp = person() + " - " + T + " (Unabridged) [" + c(["MP3 64kbps", "M4B"]) + "]", "audio", c(G_AB)
    return maybe_wrap(t, kind), grp


def gen_odd_poster():
    rel, kind, grp = bare_release()
    human = rel.replace(".", " ").replace("_", " ").replace("-", " ")
    r = R.randrange(18)
    if r == 0:
        t = human.lower()
    elif r == 1:
        t = "Re: " + rel
    elif r == 2:
        t = c(["[FILL] ", "FILL: ", "[REQ FILLED] ", "Fill for " + c(NICKS) + ": "]) + rel
    elif r == 3:
        t = c(["REPOST: ", "Repost - ", "[REPOST] "]) + rel + c([" (by request)", " - first one had missing blocks", "", " - now with pars"])
    elif r == 4:
        a = c(BANDS)
        t = a + " - " + album() + " - " + z(n(1, 14), 2) + " - " + c(ALB_W) + ".mp3 (" + str(n(1, 9)) + "/" + str(n(9, 14)) + ")"
        grp = c(G_MUS)
    elif r == 5:
        t = c(["my own rip of ", "ripped from my CD: ", "my vinyl rip - ", "home-made rip: "]) + album() + " by " + c(BANDS) + c([" - enjoy :)", " (EAC, secure mode)", " - 320k", ""])
        grp = c(G_MUS)
    elif r == 6:
        t = film_title() + " (" + yr(1950, 2010) + ") - Teil " + str(n(1, 4)) + " von " + str(n(4, 8))
        grp = c(G_FILM)
    elif r == 7:
        t = rel + c([" - thanks to the original poster", " - enjoy!", " - have fun", " - for " + c(NICKS), " - cheers"])
    elif r == 8:
        t = "Part " + str(n(1, 6)) + " of " + str(n(6, 9)) + ": " + human + c([".avi", ".mkv", ".mp4"])
    elif r == 9:
        t = human.upper()
    elif r == 10:
        t = rel + " ((sample))" if maybe(0.5) else rel + " - sample.mkv (1/" + str(n(2, 40)) + ")"
    elif r == 11:
        t = rel + " - cover.jpg (1/1)" if maybe(0.5) else rel + " - NFO + screens (1/1)"
    elif r == 12:
        t = "Scans of " + c(MAGS) + " " + yr(1975, 2005) + " issue " + str(n(1, 12)) + ", " + str(c([300, 400, 600])) + "dpi by me"
        grp = c(G_MAG)
    elif r == 13:
        t = rel + " [" + str(n(1, 4)) + " of " + str(n(4, 6)) + "] - " + c(["last parts, rest tomorrow", "rest follows", "slow upload sorry", "more tonight"])
    elif r == 14:
        t = rel + " - NZB " + c(["included", "in next post", "attached"])
    elif r == 15:
        t = "---- [ " + z(n(1, 30), 2) + "/" + str(n(30, 60)) + " ] ---- " + human + " ----"
    elif r == 16:
        t = "(????) [" + z(n(1, 40), 2) + "/" + str(n(40, 80)) + '] - "' + rel + '.r' + z(n(0, 60), 2) + '" - yEnc'
    else:
        t = human + c([" - reup", " (reupload)", " - reposted because of DMCA", " - fixed", " PROPER fix"]) + c(["", " :-)", " ;)"])
    return t, grp


# ---------------------------------------------------------------- assembly
JUNK_TARGETS = {"ad_seo_webservices": 30, "ad_replica_goods": 28, "ad_trades_services": 32, "prize_lottery": 30,
                "malware_fake_release": 34, "fake_codec_player": 28, "password_bait": 30, "streaming_bait": 32,
                "account_selling": 30, "iptv_resale": 30, "usenet_vpn_resale": 28, "pharmacy": 32, "dating_adult": 30,
                "gambling_casino": 30, "crypto_investment": 32, "phishing": 30, "advance_fee": 28, "job_scam": 28,
                "loan_debt": 26, "counterfeit_docs": 26, "religious_flood": 28, "political_conspiracy": 28, "chatter": 30,
                "request_posted": 30, "flame_troll": 28, "test_post": 30, "bot_flood": 28, "keyboard_mash": 28,
                "word_salad": 28, "encoding_garbage": 26, "noise_symbols": 28}
LEGIT = {"tv_scene": (96, gen_tv_scene), "tv_p2p": (84, gen_tv_p2p), "tv_recording": (60, gen_tv_recording),
         "film_scene": (96, gen_film_scene), "film_p2p": (84, gen_film_p2p), "anime_fansub": (90, gen_anime_fansub),
         "music_scene": (84, gen_music_scene), "music_p2p": (84, gen_music_p2p), "discography": (60, gen_discography),
         "audiobook": (72, gen_audiobook), "ebook": (84, gen_ebook), "comic": (72, gen_comic), "magazine": (72, gen_magazine),
         "software": (84, gen_software), "game": (84, gen_game), "linux_bsd_iso": (66, gen_linux_bsd_iso),
         "course": (72, gen_course), "documentary": (72, gen_documentary), "sports": (78, gen_sports),
         "podcast_radio": (72, gen_podcast_radio), "images": (66, gen_images), "foreign_script": (108, gen_foreign_script),
         "obfuscated": (108, gen_obfuscated), "par2_set": (84, gen_par2_set), "spamlike_real_work": (90, gen_spamlike),
         "odd_poster_style": (90, gen_odd_poster)}

BAD_CATS = ["Cc", "Cs", "Co", "Cn", "Zl", "Zp"]


def clean(s):
    return " ".join(s.split(" ")).strip() if s else s


def ok(s):
    if not s or len(s) > 400:
        return False
    for ch in s:
        if unicodedata.category(ch) in BAD_CATS or ch in "\t\n\r\x00\x0b\x0c\x85\u2028\u2029":
            return False
    return True


def main():
    rows = []
    seen = {}
    for fam, k in JUNK_TARGETS.items():
        got, tries = 0, 0
        while got < k:
            tries += 1
            if tries > 20000:
                raise SystemExit("cannot fill junk:" + fam)
            t, g = gen_junk(fam)
            t = clean(t)
            if not ok(t) or t in seen or "{" in t and fam not in CUSTOM_JUNK:
                continue
            seen[t] = 1
            rows.append(("junk", "junk:" + fam, t, g))
            got += 1
    for fam, (k, fn) in LEGIT.items():
        got, tries = 0, 0
        while got < k:
            tries += 1
            if tries > 20000:
                raise SystemExit("cannot fill legit:" + fam)
            t, g = fn()
            t = clean(t)
            if not ok(t) or t in seen:
                continue
            seen[t] = 1
            rows.append(("legit", "legit:" + fam, t, g))
            got += 1
    R.shuffle(rows)
    for row in rows:
        for f in row:
            assert ok(f), row
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write("\t".join(row) + "\n")
    lab, fam = {}, {}
    for row in rows:
        lab[row[0]] = lab.get(row[0], 0) + 1
        fam[row[1]] = fam.get(row[1], 0) + 1
    print("total", len(rows))
    for k2, v in lab.items():
        print(k2, v)
    for k2 in sorted(fam):
        print(k2, fam[k2])


if __name__ == "__main__":
    main()
