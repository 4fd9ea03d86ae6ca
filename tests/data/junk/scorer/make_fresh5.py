# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generate fresh5.tsv: a blind, held-out junk-vs-legit evaluation set of Usenet titles.

How this file was written
-------------------------
Written blind, under these rules: while writing it the author did not open, read, grep,
list, run or import the junk scorer (plugins/usenet_ops/domain/junk*.py or any module under
plugins/usenet_ops/domain/ with "junk" or "score" in its name), its seed rules
(include/seed/junk_rules.tsv), any other file under tests/data/junk/, docs/junk-rules.md,
docs/adr/, the README's junk/filter sections, any test about junk/filters/the scorer, or the
git history of any of these; did not run `usenet-ops filters ...` or any evaluate/train
script; and did not search any web/code corpus for spam lists.  Everything below was written
from the author's own general knowledge: of email, SMS, forum, social-media, search-engine
and Usenet spam and scams, and of real films, TV, music, books, software, games, sports,
podcasts, Linux distributions and the scene/P2P/fansub/Usenet naming conventions.
No title was added, dropped or reworded after seeing any filter output; no filter output
was looked at, at all.

Output format: one row per line, ``LABEL<TAB>FAMILY<TAB>TITLE``, no header, UTF-8, ``\n``
line ends, rows shuffled, titles unique (case-insensitive).  LABEL is ``junk`` or ``legit``;
FAMILY is ``junk:<intent>`` or ``legit:<kind>``.

Junk half (about 1,000 rows)
----------------------------
47 intents, each given 21-23 rows (about 2.1-2.3% of the junk half each):

  commonly listed (24): pharmacy_no_rx, male_enhancement, diet_pills, crypto_giveaway,
  forex_signals, payday_loans, online_casino, dating_hookup, replica_goods, lottery_prize,
  account_phishing, tech_support, codec_password_bait, free_movie_stream, seo_backlinks,
  essay_mill, buy_followers, iptv_reseller, sextortion, fake_jobs, gift_card_bait,
  software_keys, advance_fee, get_rich_quick;

  less commonly listed but real (23): toll_parcel_fee, student_loan_forgiveness,
  pig_butchering, crypto_recovery, ai_trading_bot, antivirus_invoice,
  domain_trademark_notice, cloud_storage_full, government_grant, hearing_aid_devices,
  cbd_gummies, mail_order_brides, fake_tickets, puppy_scam, rental_listing,
  business_extortion, cheap_travel_deals, fake_app_apk, exam_dumps, ai_money_course,
  car_warranty, spell_caster, tax_refund_phish.

Each intent has 11-18 hand-written English templates covering several registers (seller
pitch, testimonial, warning/urgency, question, listing/offer, news-style headline, chat
message, formal letter), with slot fillers, and 3-5 hand-written phrasings in other
languages.  Templates are used round-robin, so no template yields more than about two
rows of its intent.  Per intent 2 or 3 rows (about 12% overall) are drawn from the other-language
phrasings: German, Spanish, French, Italian, Portuguese, Dutch, Polish, Turkish,
Indonesian, Vietnamese, Russian, Arabic, Chinese, Japanese and Korean (five non-Latin
scripts).  About one third of junk rows are left as clean ad copy; each other row gets 1-3
surface-noise operations drawn with unequal weights: Usenet posting shells (``[3/17] -
"x.part03.rar" yEnc (1/45)``, ``"x.nzb" yEnc``, ``(1/5) "x.par2"``, ``x - [01/10] -
"x.rar" yEnc`` and similar, with the file part sometimes a random hash with or without an
extension), case games, dots/underscores/plus signs for spaces, emoji, decoration, domains
and short links, contact handles (Telegram, WhatsApp, e-mail, phone, WeChat, Line, Signal,
Skype), leetspeak, letter spacing, padding words, Re:/Fwd:-style prefixes and
hash-busting random tokens.

Legit half (about 2,400 rows)
-----------------------------
About 70% structured release names and 30% names without release structure, in
proportions meant to resemble what a general Usenet indexer sees (target row counts):

  structured: tv_scene 230, tv_p2p 170, tv_season_pack 85, tv_daily 70, film_scene 150,
  film_p2p 140, anime_fansub 90, music_scene 70, music_p2p 55, audiobook 40, ebook 55,
  comic 40, magazine 40, software 55, game_scene 45, game_gog 30, linux_bsd_iso 25,
  sports_release 55, foreign_scene 65, xxx_scene 50, documentary 45;

  unstructured: bare_film 75, bare_series 45, bare_book 60, bare_album 55, bare_game 40,
  single 90, podcast 60, lecture_course 45, audio_drama 30, sermon 30, sports_match 40,
  news_broadcast 40, personal_collection 25, fan_edit 15;

  adlike 150: real works whose names read like ads, warnings or appeals (money and
  self-help books, business/property TV, consumer-affairs and scam documentaries, songs
  about money/love/winning, films and podcasts with imperative or question titles), in
  both structured and bare forms (about 6% of the legit half).

All works are real (titles, years, artists, authors, versions); episode numbers, dates,
match pairings and release-group tags are drawn at random in realistic formats.  Adult
scene releases use real site names but invented performer names.  About 9% of structured
and 3% of unstructured legit rows carry a yEnc posting shell (readable or obfuscated file
part); some legit titles are in Cyrillic, CJK, Korean or other non-English text.

Determinism
-----------
Pure Python 3.11 standard library.  All randomness comes from one
``random.Random(SEED)`` with SEED = 20261204; no set iteration order, clock or environment
is used.  Run ``python tests/data/junk/scorer/make_fresh5.py``; it writes fresh5.tsv next
to this file, byte for byte the same on every run.
"""

import os
import random
import re
import string
import unicodedata
from datetime import date, timedelta

SEED = 20261204
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fresh5.tsv")

SLOT_RE = re.compile(r"\{(\w+)\}")


def norm_key(title):
    return re.sub(r"\s+", " ", title.strip()).casefold()


def clean_ws(title):
    return re.sub(r"\s+", " ", title.replace("\t", " ").replace("\n", " ")).strip()


# ---------------------------------------------------------------------------
# shared random helpers
# ---------------------------------------------------------------------------

def rand_alnum(rng, n, alphabet=string.ascii_letters + string.digits):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rand_hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def rand_digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def rand_date(rng, start=date(2019, 1, 1), end=date(2025, 6, 30)):
    return start + timedelta(days=rng.randint(0, (end - start).days))


def us_phone(rng):
    return "1-8%s-%s-%s" % (rng.choice(["00", "33", "44", "55", "66", "77", "88"]),
                            rand_digits(rng, 3), rand_digits(rng, 4))


def intl_phone(rng):
    cc = rng.choice(["1", "44", "234", "91", "63", "7", "86", "62", "84", "90", "49",
                     "33", "27", "971", "55", "254"])
    style = rng.randrange(3)
    if style == 0:
        return "+%s %s %s %s" % (cc, rand_digits(rng, 3), rand_digits(rng, 3), rand_digits(rng, 4))
    if style == 1:
        return "+%s%s" % (cc, rand_digits(rng, 10))
    return "+%s (%s) %s-%s" % (cc, rand_digits(rng, 3), rand_digits(rng, 3), rand_digits(rng, 4))


TLDS = ["com", "net", "top", "xyz", "shop", "online", "site", "click", "icu", "buzz",
        "info", "biz", "live", "store", "vip", "cc", "ru", "in", "co", "org", "pro", "fun"]
DOMAIN_GLUE = ["best", "top", "my", "get", "go", "now", "pro", "24", "vip", "official",
               "shop", "club", "hub", "direct", "online", "secure", "fast", "free", "plus",
               "world", "center", "express", "zone", "365"]


def make_domain(rng, kw):
    w1 = rng.choice(kw)
    w2 = rng.choice(DOMAIN_GLUE + kw)
    tld = rng.choice(TLDS)
    style = rng.randrange(7)
    if style == 0:
        return "%s%s.%s" % (w1, w2, tld)
    if style == 1:
        return "%s-%s%d.%s" % (w1, w2, rng.randint(1, 99), tld)
    if style == 2:
        return "www.%s%s.%s" % (w2, w1, tld)
    if style == 3:
        return "https://%s%d.%s/%s" % (w1, rng.randint(2, 999), tld, rand_alnum(rng, 5).lower())
    if style == 4:
        return rng.choice(["bit.ly/", "tinyurl.com/", "t.ly/", "cutt.ly/", "is.gd/"]) + rand_alnum(rng, 7)
    if style == 5:
        return "%s.%s.%s" % (w1, w2, tld)
    return "%s-%s.%s" % (w2, w1, tld)


# ---------------------------------------------------------------------------
# global slot fillers for junk templates
# ---------------------------------------------------------------------------

G = {
    "n": ["3", "5", "7", "10", "12", "15", "20", "25", "30", "50", "100", "200"],
    "pct": ["30", "40", "50", "60", "70", "75", "80", "85", "90", "95", "97", "98", "99"],
    "price": ["0.99", "1.99", "2.99", "4.99", "9.99", "12.95", "14.99", "19.99", "24.99",
              "29", "39", "49", "59", "79", "99"],
    "amt": ["500", "1,000", "2,500", "3,000", "5,000", "7,500", "10,000", "25,000", "50,000"],
    "city": ["Houston", "Leeds", "Phoenix", "Manchester", "Denver", "Glasgow", "Tampa",
             "Birmingham", "Columbus", "Cardiff", "Sacramento", "Bristol", "Orlando",
             "Toronto", "Perth", "Dallas", "Liverpool", "Atlanta", "Brisbane", "Nashville"],
    "name": ["David", "Michael", "James", "Kevin", "Daniel", "Sarah", "Emily", "Jessica",
             "Robert", "Linda", "Thomas", "Anna", "Chris", "Mark", "Laura", "Brian"],
    "lname": ["Morris", "Johnson", "Gonzalez", "Kim", "Williams", "Petrov", "Anderson",
              "Okafor", "Walker", "Reed", "Chen", "Miller"],
    "girl": ["Anna", "Kristina", "Jessica", "Vika", "Sofia", "Melissa", "Amber", "Lily",
             "Natasha", "Chloe", "Mia", "Elena"],
    "year": ["2024", "2025"],
    "celeb": ["Elon Musk", "Jeff Bezos", "Oprah", "Tom Hanks", "Dolly Parton", "Keanu Reeves",
              "Martin Lewis", "Bill Gates", "Warren Buffett", "Gordon Ramsay",
              "Kelly Clarkson", "Dr. Oz", "Jennifer Aniston", "MrBeast"],
    "country": ["Syria", "Nigeria", "Ghana", "Turkey", "Romania", "India", "Russia",
                "Vietnam", "Brazil", "the Philippines", "Afghanistan", "Yemen"],
    "days": ["7", "10", "14", "21", "30"],
    "kg": ["15", "20", "23", "27", "30", "35", "40", "52"],
    "age": ["40", "45", "50", "55", "60"],
    "n2": lambda rng: str(rng.randint(10, 99)),
    "ref": lambda rng: rng.choice(["%s-%s/%s" % (rand_alnum(rng, 2, string.ascii_uppercase),
                                                   rand_digits(rng, 4), rand_digits(rng, 2)),
                                    "#" + rand_digits(rng, 8),
                                    "INV-" + rand_digits(rng, 6),
                                    rand_alnum(rng, 3, string.ascii_uppercase) + rand_digits(rng, 7)]),
    "ticket": lambda rng: "%s-%s-%s" % (rand_digits(rng, 3), rand_digits(rng, 4), rand_digits(rng, 2)),
    "trk": lambda rng: rng.choice(["US", "RM", "LX", "CN", "JD"]) + rand_digits(rng, 9) + rng.choice(["US", "GB", "CN", "DE"]),
    "phone": us_phone,
    "date": lambda rng: rand_date(rng, date(2025, 1, 1), date(2025, 12, 28)).strftime("%B %d").replace(" 0", " "),
}


def fill(rng, tpl, slots, kw):
    used = {}

    def rep(m):
        key = m.group(1)
        if key == "domain":
            return make_domain(rng, kw)
        if key in slots:
            val = slots[key]
        elif key in G:
            val = G[key]
        else:
            raise KeyError("unknown slot %s in %r" % (key, tpl))
        if callable(val):
            return val(rng)
        seen = used.setdefault(key, [])
        options = [v for v in val if v not in seen] or list(val)
        choice = rng.choice(options)
        seen.append(choice)
        return choice

    return SLOT_RE.sub(rep, tpl)


# ---------------------------------------------------------------------------
# posting shells (shared by junk noise and legit rows)
# ---------------------------------------------------------------------------

NG_GROUPS = ["moovee", "teevee", "multimedia", "boneless", "hdtv.x264", "mp3", "sounds.flac",
             "ebook", "games", "cd.image", "town", "tv", "erotica", "inner-sanctum",
             "misc", "documentaries", "anime", "sounds.mp3.complete_cd"]


def slug(title, sep):
    s = re.sub(r"[^\w\-.]+", " ", title)
    s = re.sub(r"\s+", sep, s.strip())
    s = re.sub(re.escape(sep) + "{2,}", sep, s) if sep else s
    return (s[:90].strip(sep) or "file")


def rand_hash(rng):
    style = rng.randrange(4)
    if style == 0:
        return rand_hex(rng, 32)
    if style == 1:
        return rand_alnum(rng, rng.randint(12, 24))
    if style == 2:
        return "%s-%s-%s" % (rand_hex(rng, 8), rand_hex(rng, 4), rand_hex(rng, 12))
    return rand_alnum(rng, rng.randint(16, 28), string.ascii_lowercase + string.digits)


def rand_size(rng):
    if rng.random() < 0.6:
        return "%.2f MB" % rng.uniform(1.5, 999.0)
    return "%.2f GB" % rng.uniform(1.0, 48.0)


def file_ext(rng, idx, kind):
    if kind == "nzb":
        return ".nzb"
    exts = [".part%02d.rar" % idx, ".rar", ".r%02d" % max(idx - 1, 0), ".7z.%03d" % idx,
            ".par2", ".vol%02d+%02d.par2" % (idx, idx + 1), ".zip", ".mkv", ".mp4", ".exe",
            ".iso", ".sfv", ".nfo", ".%03d" % idx]
    return rng.choice(exts)


def posting_shell(rng, title, hash_p=0.3, allow_bare=True):
    """Wrap a subject the way common Usenet posting tools do."""
    total = rng.choice([3, 5, 8, 10, 12, 15, 17, 20, 24, 31, 45, 58, 77, 99, 120])
    idx = rng.randint(1, total)
    width = 2 if total < 100 else 3
    nn = "%0*d/%d" % (width, idx, total) if rng.random() < 0.6 else "%d/%d" % (idx, total)
    segs = rng.randint(1, 160)
    seg = rng.randint(1, segs)
    hashed = rng.random() < hash_p
    if hashed:
        fname = rand_hash(rng)
        ext = file_ext(rng, idx, "any") if rng.random() < 0.6 else ""
    else:
        fname = slug(title, rng.choice([".", "_", " ", "."])) if rng.random() < 0.7 else title.replace('"', "")
        ext = file_ext(rng, idx, "any")
    fn = (fname + ext).replace('"', "")
    # formats that do not repeat the title outside the file part need a readable file part
    bare_ok = allow_bare and not hashed
    fmts = [4, 5, 6, 7, 8, 9]
    if bare_ok:
        fmts += [1, 1, 2, 3]
    f = rng.choice(fmts)
    if f == 1:
        return '[%s] - "%s" yEnc (%d/%d)' % (nn, fn, seg, segs)
    if f == 2:
        return '"%s.nzb" yEnc' % fname
    if f == 3:
        out = '(%s) "%s.par2"' % (nn, fname)
        if rng.random() < 0.5:
            out += " - %s yEnc" % rand_size(rng)
        return out
    if f == 4:
        return '%s - [%s] - "%s" yEnc' % (title, nn, fn)
    if f == 5:
        return '%s [%s] - "%s" yEnc (%d/%d)' % (title, nn, fn, seg, segs)
    if f == 6:
        return '[%d]-[FULL]-[#a.b.%s@EFNet]-[ %s ]-[%s] - "%s" yEnc (%d/%d)' % (
            rng.randint(10000, 999999), rng.choice(NG_GROUPS), title, nn, fn, seg, segs)
    if f == 7:
        return '%s - "%s" yEnc (%d/%d) %s' % (title, fn, seg, segs, rand_size(rng))
    if f == 8:
        return '(%s) [%s] - "%s" yEnc' % (title, nn, fn)
    return '%s "%s" yEnc (%d/%d)' % (title, fn, seg, segs)


# ---------------------------------------------------------------------------
# surface noise for junk titles
# ---------------------------------------------------------------------------

EMOJI = ["🔥", "💰", "💊", "❤️", "✅", "🎁", "⚡", "🚀", "💯", "👉", "📢", "⭐", "🎰", "💵",
         "😍", "‼️", "⚠️", "📦", "💎", "🤑", "👇", "🆓", "🔞", "📈", "🏆", "✨", "😱", "💥",
         "📲", "🙏", "💸", "🎉"]

DECOR = [
    lambda t: "★★★ %s ★★★" % t,
    lambda t: ">>> %s <<<" % t,
    lambda t: "=== %s ===" % t,
    lambda t: "*** %s ***" % t,
    lambda t: "[HOT] %s" % t,
    lambda t: "【NEW】%s" % t,
    lambda t: "%s!!!" % t,
    lambda t: "~~ %s ~~" % t,
    lambda t: "((( %s )))" % t,
    lambda t: "▶ %s ◀" % t,
    lambda t: "■■ %s ■■" % t,
    lambda t: "-=[ %s ]=-" % t,
    lambda t: "%s ***LIMITED***" % t,
    lambda t: "#1 %s" % t,
    lambda t: "¸.·´¯`·.¸ %s ¸.·´¯`·.¸" % t,
    lambda t: "!!! %s !!!" % t,
    lambda t: "%s >>>CLICK<<<" % t,
    lambda t: "✪ %s ✪" % t,
    lambda t: "[%s]" % t,
    lambda t: "%s ~*~*~" % t,
    lambda t: "__/ %s \\__" % t,
    lambda t: "<<%s>>" % t,
]

PAD_WORDS = ["harbor", "velvet", "quantum", "maple", "orbit", "pencil", "lantern", "meadow",
             "copper", "violet", "tundra", "biscuit", "falcon", "saddle", "glacier", "marble",
             "pepper", "kettle", "willow", "cobalt", "thimble", "orchard", "canyon", "juniper",
             "pigeon", "tractor", "almond", "blanket", "cricket", "dolphin", "ember", "fjord",
             "gravel", "hazel", "igloo", "jasmine", "kayak", "lemur", "mosaic", "nectar",
             "oyster", "parsley", "quartz", "radish", "sapphire", "trumpet", "umbra", "vortex",
             "walnut", "yarrow", "zephyr", "lorem", "ipsum", "dolor", "amet", "the", "and",
             "river", "table", "morning", "garden", "window", "yellow", "seven", "monday",
             "weather", "coffee", "bridge", "holiday", "summer", "pocket", "candle"]

REPLY = ["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "Fw: ", "AW: ", "TR: ", "RV: ",
         "Re[2]: ", "Fwd: Fwd: ", "RE: RE: "]

MAIL_DOMAINS = ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "mail.ru", "qq.com",
                "hotmail.com", "yandex.ru", "gmx.de", "aol.com", "163.com", "zoho.com"]

LEET = {"a": ["4", "@"], "e": ["3"], "i": ["1", "!"], "o": ["0"], "s": ["$", "5"],
        "t": ["7"], "l": ["1"], "g": ["9"], "b": ["8"]}


def make_handle(rng, kw):
    w = rng.choice(kw)
    style = rng.randrange(6)
    if style == 0:
        return "%s_%s%d" % (w, rng.choice(["support", "official", "vip", "admin", "help", "team"]), rng.randint(1, 999))
    if style == 1:
        return "real%s%d" % (w, rng.randint(1, 99))
    if style == 2:
        return "%s%s" % (rng.choice(G["name"]).lower(), rand_digits(rng, rng.randint(2, 4)))
    if style == 3:
        return "%s.%s" % (w, rand_alnum(rng, 4, string.ascii_lowercase))
    if style == 4:
        return "%s_%s" % (rng.choice(["mr", "dr", "the", "just", "agent"]), w)
    return "%s%d" % (w, rng.randint(100, 99999))


def make_contact(rng, kw):
    h = make_handle(rng, kw)
    style = rng.randrange(14)
    if style == 0:
        return "Telegram: @%s" % h
    if style == 1:
        return "TG @%s" % h
    if style == 2:
        return "WhatsApp: %s" % intl_phone(rng)
    if style == 3:
        return "WA %s" % intl_phone(rng)
    if style == 4:
        return "call/text %s" % us_phone(rng)
    if style == 5:
        return "email: %s@%s" % (h, rng.choice(MAIL_DOMAINS))
    if style == 6:
        return "contact %s@%s" % (h, rng.choice(MAIL_DOMAINS))
    if style == 7:
        return "Signal %s" % intl_phone(rng)
    if style == 8:
        return "Line ID: %s" % h
    if style == 9:
        return "WeChat: %s" % h
    if style == 10:
        return "Skype live:%s" % h
    if style == 11:
        return "t.me/%s" % h
    if style == 12:
        return "wa.me/%s" % re.sub(r"\D", "", intl_phone(rng))
    return "Viber %s" % intl_phone(rng)


def op_leet(rng, t, kw):
    words = t.split(" ")
    idxs = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha() and w.isascii()]
    if not idxs:
        return t
    for i in rng.sample(idxs, min(len(idxs), rng.randint(1, 3))):
        out = []
        for ch in words[i]:
            sub = LEET.get(ch.lower())
            out.append(rng.choice(sub) if sub and rng.random() < 0.6 else ch)
        words[i] = "".join(out)
    return " ".join(words)


def op_spacing(rng, t, kw):
    words = t.split(" ")
    idxs = [i for i, w in enumerate(words) if 3 <= len(w) <= 9 and w.isalpha()]
    if not idxs:
        return t
    i = rng.choice(idxs)
    w = words[i].upper() if rng.random() < 0.6 else words[i]
    words[i] = rng.choice([" ", ".", "-", "_", " . "]).join(w)
    return " ".join(words)


def op_case(rng, t, kw):
    r = rng.random()
    if r < 0.35:
        return t.upper()
    if r < 0.55:
        return t.lower()
    if r < 0.75:
        return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in t)
    if r < 0.85:
        out, up = [], False
        for c in t:
            if c.isalpha():
                up = not up
                out.append(c.upper() if up else c.lower())
            else:
                out.append(c)
        return "".join(out)
    return " ".join(w[:1].upper() + w[1:] for w in t.split(" "))


def op_seps(rng, t, kw):
    sep = rng.choice([".", "_", ".", "_", "+", "-"])
    s = t.replace(" ", sep)
    return re.sub(re.escape(sep) + "{2,}", sep, s)


def op_emoji(rng, t, kw):
    k = rng.randint(1, 3)
    em = "".join(rng.choice(EMOJI) for _ in range(k))
    r = rng.random()
    if r < 0.4:
        return "%s %s" % (em, t)
    if r < 0.8:
        return "%s %s" % (t, em)
    return "%s %s %s" % (em, t, "".join(rng.choice(EMOJI) for _ in range(k)))


def op_decor(rng, t, kw):
    return rng.choice(DECOR)(t)


def op_domain(rng, t, kw):
    d = make_domain(rng, kw)
    return rng.choice(["%s - %s", "%s %s", "%s | %s", "%s >> %s", "%s (%s)", "%s at %s"]) % (t, d) \
        if rng.random() < 0.8 else "%s - %s" % (d, t)


def op_contact(rng, t, kw):
    c = make_contact(rng, kw)
    if rng.random() < 0.8:
        return rng.choice(["%s - %s", "%s | %s", "%s // %s", "%s ☎ %s", "%s, %s", "%s %s"]) % (t, c)
    return "[%s] %s" % (c, t)


def op_padding(rng, t, kw):
    words = " ".join(rng.choice(PAD_WORDS) for _ in range(rng.randint(2, 6)))
    r = rng.random()
    if r < 0.4:
        return "%s %s" % (t, words)
    if r < 0.6:
        return "%s (%s)" % (t, words)
    if r < 0.8:
        return "%s - %s" % (words, t)
    return "%s ... %s" % (t, words)


def op_hashbust(rng, t, kw):
    style = rng.randrange(8)
    tok = [
        lambda: "[%s]" % rand_alnum(rng, rng.randint(5, 8)),
        lambda: "#%s" % rand_hex(rng, 6),
        lambda: "ref:%s" % rand_digits(rng, rng.randint(5, 9)),
        lambda: "%s-%s-%d" % (rng.choice(PAD_WORDS), rng.choice(PAD_WORDS), rng.randint(1, 999)),
        lambda: "(%s)" % rand_alnum(rng, rng.randint(6, 10)),
        lambda: "id=%s" % rand_hex(rng, 8),
        lambda: "~%s" % rand_alnum(rng, 5, string.ascii_lowercase),
        lambda: "%s %s" % (rand_alnum(rng, 4, string.ascii_lowercase), rand_alnum(rng, 6, string.ascii_lowercase)),
    ][style]()
    return "%s %s" % (t, tok) if rng.random() < 0.75 else "%s %s" % (tok, t)


def op_reply(rng, t, kw):
    return rng.choice(REPLY) + t


def op_shell(rng, t, kw):
    return posting_shell(rng, t, hash_p=0.3)


NOISE_OPS = [  # name, weight, function; applied in this list order
    ("leet", 7, op_leet),
    ("spacing", 5, op_spacing),
    ("case", 12, op_case),
    ("seps", 10, op_seps),
    ("emoji", 10, op_emoji),
    ("decor", 9, op_decor),
    ("domain", 8, op_domain),
    ("contact", 10, op_contact),
    ("padding", 6, op_padding),
    ("hashbust", 10, op_hashbust),
    ("reply", 6, op_reply),
    ("shell", 18, op_shell),
]

CLEAN_P = 0.33


def add_noise(rng, title, kw):
    if rng.random() < CLEAN_P:
        return title
    r = rng.random()
    k = 1 if r < 0.55 else (2 if r < 0.87 else 3)
    pool = list(range(len(NOISE_OPS)))
    chosen = []
    for _ in range(k):
        total = sum(NOISE_OPS[i][1] for i in pool)
        x = rng.uniform(0, total)
        acc = 0.0
        for j, i in enumerate(pool):
            acc += NOISE_OPS[i][1]
            if x <= acc:
                chosen.append(pool.pop(j))
                break
        else:
            chosen.append(pool.pop())
    for i in sorted(chosen):
        title = NOISE_OPS[i][2](rng, title, kw)
    return title


# ---------------------------------------------------------------------------
# junk intents: key, domain/handle words, slot fillers, English templates,
# other-language phrasings
# ---------------------------------------------------------------------------

INTENTS = []


def I(key, kw, slots, en, fx):
    INTENTS.append({"key": key, "kw": kw, "slots": slots, "en": en, "fx": fx})


FILMS_RECENT = ["Dune Part Two 2024", "Oppenheimer 2023", "Deadpool & Wolverine 2024",
                "Inside Out 2 2024", "Gladiator II 2024", "Wicked 2024", "Moana 2 2024",
                "Joker Folie a Deux 2024", "Avatar The Way of Water 2022",
                "Top Gun Maverick 2022", "Barbie 2023", "Furiosa 2024", "Alien Romulus 2024",
                "The Batman 2022", "Twisters 2024", "Kung Fu Panda 4 2024",
                "Mufasa The Lion King 2024", "Sonic the Hedgehog 3 2024",
                "Venom The Last Dance 2024", "Captain America Brave New World 2025"]
MV = ["Dune: Part Two (2024)", "Oppenheimer (2023)", "Deadpool & Wolverine (2024)",
      "Inside Out 2 (2024)", "Gladiator II (2024)", "Wicked (2024)", "Moana 2 (2024)",
      "Barbie (2023)", "Furiosa (2024)", "Alien: Romulus (2024)", "Twisters (2024)",
      "Smile 2 (2024)", "The Wild Robot (2024)", "Nosferatu (2024)", "Conclave (2024)",
      "A Minecraft Movie (2025)", "Thunderbolts (2025)", "Sinners (2025)"]
MVT = ["Dune Part Two", "Oppenheimer", "Deadpool and Wolverine", "Inside Out 2",
       "Gladiator 2", "Wicked", "Moana 2", "Barbie", "Furiosa", "Alien Romulus", "Twisters",
       "Smile 2", "The Wild Robot", "Nosferatu", "A Minecraft Movie", "Sinners", "Thunderbolts"]

I("pharmacy_no_rx", ["rx", "meds", "pharma", "pills", "drugstore", "medshop", "canadarx"],
  {"drug": ["Viagra", "Cialis", "Levitra", "Tramadol", "Xanax", "Valium", "Ambien", "Soma",
            "Adderall", "Modafinil", "Phentermine", "Oxycodone", "Propecia", "Clomid",
            "Ozempic", "Kamagra", "Diazepam", "Lorazepam", "Zolpidem", "Ativan"],
   "mg": ["5", "10", "20", "50", "100", "200"], "pills": ["30", "60", "90", "120", "180"]},
  ["Buy {drug} online without prescription - overnight delivery",
   "{drug} {mg}mg x {pills} pills only ${price} - discreet worldwide shipping",
   "Canadian Pharmacy: {drug}, {drug} and {drug} up to {pct}% off",
   "I ordered {drug} with no doctor visit and it arrived in 3 days. Legit!",
   "Why pay full price for {drug}? Generic version ships today",
   "LAST DAY: free bonus pills with every {drug} order",
   "Pharmacists furious as online store sells {drug} at wholesale price",
   "u still need {drug}? got a plug, no script needed, hmu",
   "Dear Valued Customer, your {drug} refill is ready for dispatch",
   "Where can I get {drug} without seeing a doctor? (answered)",
   "No Rx? No problem. Licensed generic {drug} from ${price} per pill",
   "Trusted online drugstore since 2004 - {drug} in stock, pay with crypto"],
  ["{drug} ohne Rezept kaufen - diskreter Versand aus EU-Apotheke",
   "Compra {drug} sin receta médica - envío discreto en 24h",
   "Купить {drug} без рецепта с доставкой по всей России",
   "{drug} générique sans ordonnance - livraison rapide et discrète"])

I("male_enhancement", ["vigor", "maxman", "alpha", "stamina", "boost", "titan"],
  {"brand": ["VigRX Plus", "TitanMax", "Alpha Surge", "ProMax XL", "StoneForce",
             "Viril Boost", "MaxoGrow", "ExtenZe"]},
  ["Add up to 3 inches in 30 days - the formula doctors can't explain",
   "Her reaction said it all - {brand} results are real",
   "Embarrassed in the bedroom? This natural formula changes everything",
   "Free bottle of {brand} for the first {n} men who order today",
   "Is your size holding you back? Try {brand} risk-free for 60 days",
   "New study: men over {age} regain stamina with this 10-second ritual",
   "Your {brand} trial shipment is awaiting confirmation (Order {ref})",
   "lol my gf noticed after one week, {brand} actually works",
   "{brand} Official Site - Male Enhancement - 60% OFF Today",
   "Bigger. Harder. Longer. {brand} ships in plain packaging",
   "Urologist reveals the 'banned' enlargement method big pharma hides"],
  ["Aumenta le tue prestazioni in 7 giorni - formula naturale al 100%",
   "Pílula natural para aumentar o desempenho masculino - frete grátis",
   "Naturalna formuła dla mężczyzn - efekty już po tygodniu",
   "男性增强 纯天然配方 七天见效 隐私包装 货到付款"])

I("diet_pills", ["slim", "keto", "fatburn", "lean", "diet", "belly"],
  {"brand": ["Keto Advanced", "Slim Fit X", "LeanBelly 3X", "Garcinia Ultra",
             "Ikaria Lean Belly Juice", "Keto BHB Burn", "SlimQuick Pro"]},
  ["Lose {kg} lbs in {days} days without diet or exercise",
   "Moms in {city} are melting belly fat with this one weird trick",
   "{brand}: the 'Shark Tank' weight loss deal everyone is talking about",
   "I lost {kg} pounds eating whatever I want - here's the pill I used",
   "WARNING: don't take {brand} unless you want to lose weight fast",
   "Can a morning coffee trick really burn {kg} lbs a month?",
   "{brand} - Buy 2 Get 3 FREE - official store",
   "Doctors stunned: {celeb}'s {kg} lb weight loss secret finally revealed",
   "girl u HAVE to try {brand}, down two dress sizes already",
   "Semaglutide weight loss shots - no prescription, ships from {country}",
   "Your free 30-day slimming trial is reserved - confirm shipping"],
  ["Pierde 10 kilos en 2 semanas sin dieta ni gimnasio",
   "Bauchfett weg in 14 Tagen - Ärzte sind sprachlos",
   "飲むだけで簡単ダイエット！1ヶ月でマイナス8キロ",
   "Diyet yapmadan 15 günde 7 kilo verin - doğal formül"])

I("crypto_giveaway", ["btc", "eth", "airdrop", "giveaway", "claim", "crypto", "x2"],
  {"coin": ["BTC", "ETH", "SOL", "USDT", "XRP", "DOGE", "BNB"],
   "token": ["PEPE", "SHIB", "ARB", "$WIF", "$NOT", "BONK", "$TRUMP"],
   "exchange": ["Binance", "Coinbase", "Kraken", "OKX", "Bybit"],
   "camt": ["1,000", "5,000", "10,000", "50,000", "100,000"]},
  ["{celeb} is giving away {camt} {coin} - send 0.1 and get 0.2 back",
   "OFFICIAL {coin} GIVEAWAY: double your coins, event ends in {n} minutes",
   "I sent 1 {coin} and got 2 back instantly, this is real!!!",
   "Is the {celeb} {coin} giveaway legit? Yes - I just got paid",
   "Airdrop is LIVE: claim {camt} free {token} tokens now, connect your wallet",
   "Congratulations, your wallet has been selected for the {token} airdrop",
   "Last {n} spots left: {exchange} 2x {coin} giveaway",
   "BREAKING: {exchange} celebrates anniversary with {camt} {coin} giveaway",
   "Unclaimed {token} rewards detected in your wallet - claim before expiry",
   "Free {coin} faucet pays instantly - no deposit, no KYC",
   "gm fam, {token} airdrop eligibility checker is up, dont miss it",
   "Notice to {exchange} users: verify your wallet to receive the compensation airdrop"],
  ["Раздача {coin}: отправь 0.1 и получи 0.2 обратно",
   "Airdrop gratis {token} - klaim sekarang sebelum kehabisan",
   "무료 코인 에어드랍 진행중 - 지금 바로 지갑을 연결하세요",
   "Sorteio oficial de {coin}: dobre suas moedas hoje"])

I("forex_signals", ["fx", "forex", "pips", "signals", "gold", "trade"],
  {},
  ["{pct}% accurate forex signals - join our VIP group today",
   "I quit my job trading gold with {name}'s signals, +${amt} this week",
   "Free XAUUSD signals daily - 500+ pips every week",
   "Tired of losing trades? Let our account manager trade for you",
   "Forex account management: we trade, you earn {pct}% monthly",
   "URGENT: only {n} seats left in our free forex masterclass",
   "Can you really make $500 a day trading forex? Our students do",
   "Binary options robot with {pct}% win rate - guaranteed profit",
   "Dear Investor, your trading account has been credited with a bonus",
   "new signal: BUY EURUSD @ 1.08{n2} TP1 TP2 TP3 SL - full list in channel",
   "Mentor {name} turned my $500 into $14,000 in six weeks"],
  ["Señales de forex gratis con {pct}% de acierto - únete al grupo VIP",
   "إشارات فوركس مجانية بدقة عالية - انضم الآن إلى قناتنا",
   "Forex sinyalleri - haftada 500 pip kazanç garantili",
   "Tín hiệu forex chính xác {pct}% - tham gia nhóm VIP ngay"])

I("payday_loans", ["loan", "cash", "payday", "lend", "credit", "fastcash"],
  {"lowpct": ["1.9", "2", "2.5", "3", "3.5"], "eamt": ["3.000", "6.000", "10.000", "30.000"]},
  ["Bad credit? Get ${amt} today - approval in {n} minutes",
   "Payday loans up to $1,500 - no credit check, cash by tomorrow",
   "You are pre-approved for a ${amt} personal loan",
   "Need cash fast? Instant loans with zero paperwork",
   "I got approved with a 480 credit score, couldn't believe it",
   "Final notice: your pre-approved loan offer expires tonight",
   "Is there a loan for people with terrible credit? Yes, there is",
   "Guaranteed loans for unemployed and people on benefits - apply now",
   "Dear Applicant, your loan of ${amt} is approved pending a processing fee",
   "Low-interest loans from {lowpct}% APR - private lender, fast payout",
   "Consolidate all your debts into one easy monthly payment",
   "need $ before payday? text LOAN to get up to $1000 in an hour"],
  ["Chwilówka bez BIK - pieniądze na koncie w 15 minut",
   "Préstamo rápido sin aval hasta {eamt} euros - respuesta inmediata",
   "Pinjaman online cepat cair tanpa jaminan - bunga rendah",
   "Prêt entre particuliers sérieux et rapide - réponse sous 24h"])

I("online_casino", ["casino", "slots", "spins", "bet", "jackpot", "win"],
  {"casino": ["LuckyBet77", "SpinPalace", "Vegas Royale", "GoldenReels", "JackpotKing",
              "RoyalAce Casino", "Bitstarz Club"],
   "sport": ["Premier League", "NBA", "Champions League", "NFL", "tennis"]},
  ["Get {n} free spins with no deposit at {casino}",
   "{pct}% welcome bonus up to ${amt} + {n} free spins",
   "I won ${amt} on slots last night with a $10 deposit",
   "Best online casino of {year} - instant withdrawals, no limits",
   "Can you really beat online slots? This trick says yes",
   "Your {n} free spins expire in 24 hours - claim now",
   "Sure-win {sport} betting tips, fixed matches, {pct}% success rate",
   "NEW no-KYC casino - play with crypto, withdraw in minutes",
   "The roulette strategy casinos don't want you to know",
   "Dear Player, your bonus balance of ${amt} is waiting to be claimed",
   "bro just hit 500x on sweet bonanza at {casino} 😱 code in bio"],
  ["Online Casino Bonus ohne Einzahlung - {n} Freispiele sofort",
   "Situs slot gacor hari ini gampang maxwin - daftar sekarang",
   "Nhà cái uy tín nhất - tặng 100k khi đăng ký tài khoản",
   "Онлайн казино: бонус {pct}% на первый депозит и фриспины",
   "真人娱乐 百家乐 注册即送彩金 提款秒到"])

I("dating_hookup", ["date", "singles", "hookup", "meet", "flirt", "love", "hotgirls"],
  {"age": ["21", "23", "24", "26", "28", "31"]},
  ["Lonely women in {city} want to meet you tonight",
   "Hi, I'm {girl}, {age}, saw your profile... message me?",
   "{n} singles near you are online right now",
   "No strings attached - discreet dating for married people",
   "Are you the guy from {city}? I think we matched!",
   "I found a girlfriend in two days on this app (18+ only)",
   "Free premium membership this weekend - hot local singles",
   "hey cutie 😘 my private pics are here, add me",
   "You have {n} unread messages from women near you",
   "Verify you are 18+ to view my private photos",
   "Why are so many {city} women joining this site?"],
  ["Девушки из твоего города хотят познакомиться - без регистрации",
   "Chicas solteras cerca de ti - chatea gratis esta noche",
   "Rencontres discrètes près de chez vous - inscription gratuite",
   "近所の女性と今すぐ出会える無料アプリ"])

I("replica_goods", ["replica", "watches", "luxury", "outlet", "reps", "designer"],
  {"brand": ["Rolex", "Omega", "Audemars Piguet", "Patek Philippe", "Louis Vuitton",
             "Gucci", "Hermes", "Chanel", "Prada", "Cartier", "Yeezy", "Jordan 1"]},
  ["Swiss replica watches from ${price} - {brand}, {brand}, {brand}",
   "1:1 AAA+ replica handbags - free shipping worldwide",
   "Luxury watches at {pct}% off - nobody will ever know",
   "Got my fake {brand} yesterday, even the jeweler couldn't tell",
   "Rep {brand} sneakers - best batch - DM for QC pics",
   "{brand} outlet clearance sale, everything {pct}% off",
   "Why pay $10,000 for a {brand}? Our copies are identical",
   "Wholesale designer sunglasses - {brand} & {brand} - low MOQ",
   "Store closing: {brand} bags {pct}% off today only",
   "Do replica watches hold up? Mine still ticks after 3 years",
   "Factory direct {brand} super clone - sapphire glass, automatic movement"],
  ["高仿手表 一比一 精仿名表 支持货到付款",
   "Repliche orologi di lusso - qualità svizzera, spedizione gratuita",
   "Designer Taschen Outlet - bis zu {pct}% reduziert",
   "Replika saat - birebir kalite - kapıda ödeme"])

I("lottery_prize", ["lotto", "winner", "prize", "claims", "award", "promo"],
  {"eamt": ["50.000", "250.000", "1.000.000", "2.500.000"],
   "lotto": ["Euro Millions", "Microsoft", "Google", "UK National Lottery", "Powerball",
             "Coca-Cola"],
   "prize": ["iPhone 15 Pro", "PlayStation 5", "Samsung Galaxy S24", "$1,000 Walmart card",
             "Tesla Model 3", "Dyson Airwrap"]},
  ["Congratulations! Your email address has won £{amt} in the {lotto} promotion",
   "Final notification: unclaimed prize of ${amt} in your name",
   "Winning ticket no. {ticket} - contact your claims agent immediately",
   "You have been selected as the lucky winner of a {prize}",
   "I won the Powerball using this number system",
   "Lottery software that picks winning numbers {pct}% of the time",
   "Is this lottery win real? Got an email saying I won $2.5 million",
   "INTERNATIONAL LOTTERY AWARD NOTIFICATION - REF {ref}",
   "Attn: Winner - pay the clearance fee to release your funds",
   "Your number {ticket} was drawn - claim within 72 hours",
   "omg i actually won the {prize} from that promo, check yours"],
  ["¡Felicidades! Usted ha ganado {eamt} euros en el sorteo internacional",
   "Félicitations, vous avez gagné un {prize} - réclamez votre cadeau",
   "مبروك! لقد فزت بجائزة قدرها مليون دولار - تواصل معنا",
   "Gefeliciteerd, u bent de winnaar van onze maandelijkse trekking"])

I("account_phishing", ["secure", "verify", "account", "login", "support", "update"],
  {"service": ["PayPal", "Netflix", "Apple ID", "Amazon", "Microsoft 365", "Coinbase",
               "Facebook", "Instagram", "Outlook", "DocuSign"],
   "bank": ["Chase", "Wells Fargo", "HSBC", "Barclays", "Santander", "Bank of America",
            "Lloyds", "NatWest"]},
  ["Your {service} account has been suspended - verify now",
   "Unusual sign-in activity detected on your {service} account",
   "Action required: update your payment information",
   "{service}: we couldn't process your payment, membership on hold",
   "Security alert: confirm your identity within 24 hours",
   "Dear Customer, your {bank} online banking access has been limited",
   "Did you just log in from {country}? If not, secure your account",
   "Re: Invoice {ref} from {service} (payment declined)",
   "Your {service} password expires today - keep current password",
   "We've noticed unusual activity - your card has been temporarily frozen",
   "hi it's {bank} fraud team, did you authorise a payment of £{price}? reply Y or N"],
  ["Ihr Konto wurde vorübergehend gesperrt - jetzt bestätigen",
   "Il tuo conto è stato sospeso, verifica subito i tuoi dati",
   "Seu cartão foi bloqueado - regularize agora para evitar cancelamento",
   "【重要】お客様のアカウント情報の確認をお願いします"])

I("tech_support", ["support", "helpdesk", "techfix", "pcrepair", "printer", "help"],
  {"brand2": ["HP", "Epson", "Canon", "Brother"],
   "sw": ["QuickBooks", "Outlook", "Norton", "Coinbase", "Cash App", "Roku"]},
  ["WARNING: your computer is infected - call Microsoft Support {phone}",
   "Windows Defender alert: {n} viruses detected, do not shut down your PC",
   "Your PC has been blocked due to suspicious activity - call toll free",
   "Printer offline? Call our 24/7 {brand2} printer support helpline",
   "{sw} support phone number {phone} - instant help 24/7",
   "Is your computer running slow? Certified techs fix it remotely",
   "My laptop was fixed in 10 minutes by these guys, call them",
   "{sw} not working? Dial {phone} to talk to an expert now",
   "Error code 0x80070{n2}: contact Apple Support immediately",
   "Dear User, your Windows license has expired - call to renew",
   "Geek technicians online - virus removal ${price} flat fee"],
  ["Votre ordinateur est infecté - appelez immédiatement le support Microsoft",
   "Su equipo ha sido bloqueado - llame al soporte técnico gratuito",
   "Achtung: Ihr PC ist mit Viren infiziert - rufen Sie sofort an",
   "Il tuo PC è stato bloccato - chiama subito l'assistenza tecnica"])

I("codec_password_bait", ["hdfilms", "movies", "codec", "player", "pass", "unlock", "nzbfree"],
  {"film": FILMS_RECENT},
  ["{film} 1080p full movie - password at {domain}",
   "{film} HD - new codec required, download the player from link",
   "Password for all archives is inside readme.txt - visit site",
   "{film} DVDSCR XviD - get the rar password on our forum",
   "NEW codec pack needed to watch this file - free download",
   "{film} 2160p - rar password: see {domain}",
   "Can't open the file? Install the included HD video player",
   "{film} full.movie.HD.mp4.exe",
   "{film} - sample works, full version needs free registration",
   "{film} 1080p WEB-DL - password protected, complete a short survey",
   "Why is my download asking for a password? (get it free here)",
   "{film} BluRay - extract with the password from {domain}"],
  ["{film} German ganzer Film - Passwort auf unserer Seite",
   "{film} film complet VF - mot de passe dans le lien",
   "{film} película completa en español - contraseña en la web",
   "{film} смотреть полностью - пароль к архиву на сайте"])

I("free_movie_stream", ["123movies", "putlocker", "watch", "stream", "fmovies", "hdfree"],
  {"mv": MV, "mvt": MVT,
   "show": ["The Boys", "House of the Dragon", "Squid Game", "The Last of Us", "Wednesday",
            "Stranger Things", "Shogun", "The Bear"],
   "s": ["1", "2", "3", "4"], "e": ["1", "2", "3", "4", "5", "6", "7", "8"]},
  ["Watch {mv} Full Movie Online Free HD",
   "{mv} FULLMOVIE ONLINE FREE on 123movies",
   "[WATCH] {mv} Streaming Free Putlocker",
   "{mvt} Full Movie Download Free 720p HD filmyzilla",
   "Where to watch {mvt} online for free? (reddit {year})",
   "{show} Season {s} Episode {e} - Watch Online Free",
   "{mv} - FULL MOVIE - [Eng Sub] - Free Stream - 4K",
   "How to watch {mvt} for free online in {year}",
   "{mvt} full HD movie free download {domain}",
   "!!WATCH!! {mv} Online Free Streaming Reddit",
   "{mv} - Full Movie Streaming Free - No Sign Up"],
  ["Ver {mv} Película Completa en Español Latino Gratis",
   "Assistir {mv} Filme Completo Dublado Online Grátis",
   "Regarder {mv} Film Complet en Streaming VF Gratuit",
   "{mv} Streaming ITA Film Completo Gratis",
   "Nonton {mv} Sub Indo Full Movie - LK21"])

I("seo_backlinks", ["seo", "backlinks", "rank", "traffic", "serp", "linkbuild"],
  {},
  ["Boost your Google rankings: {n} high-DA backlinks for ${price}",
   "Guest posts on {n}+ DA50+ sites - dofollow, permanent",
   "Page 1 of Google in 30 days or your money back",
   "Your website is not ranking - free SEO audit inside",
   "I noticed a few errors on your website {domain}",
   "Buy PBN links - permanent, indexed, niche relevant",
   "Is your website invisible on Google? We can fix that this week",
   "Dear Website Owner, we would like to publish a sponsored article on your site",
   "We got our client 400% more organic traffic in 3 months",
   "GSA SER verified link lists - updated daily",
   "Top-rated SEO expert: 1000 backlinks, fast delivery"],
  ["SEO Backlinks kaufen - DA 50+ Gastbeiträge mit Dofollow",
   "Posicionamiento web garantizado - primera página de Google en 30 días",
   "Продвижение сайтов в ТОП-10 Яндекс и Google - гарантия результата",
   "Pozycjonowanie stron - gwarancja pierwszej strony w Google"])

I("essay_mill", ["essay", "writers", "homework", "thesis", "assignment", "grade"],
  {"subj": ["nursing", "law", "MBA", "psychology", "economics", "history", "engineering"],
   "hrs": ["3", "6", "8", "12", "24"]},
  ["Write my essay for me - done in {hrs} hours, plagiarism free",
   "Professional essay writers: any subject, any deadline",
   "I paid someone to write my dissertation and got a First",
   "Struggling with assignments? Get {pct}% off your first order",
   "Cheap essay writing service - from ${price} per page",
   "Who can do my {subj} homework for me tonight?",
   "Dissertation, thesis and coursework help from PhD writers",
   "Need {subj} assignment help? DM us on WhatsApp",
   "Deadline tomorrow? Get an A+ paper in {hrs} hours",
   "Turnitin-safe essays by native English writers",
   "Dear student, we write your {subj} coursework while you relax"],
  ["كتابة الأبحاث والرسائل الجامعية بأسعار مناسبة وضمان النجاح",
   "Hacemos tu tesis y trabajos universitarios - entrega rápida",
   "代写论文 代考 留学生作业代写 保证高分",
   "Pisanie prac licencjackich i magisterskich - szybko i tanio"])

I("buy_followers", ["smm", "followers", "likes", "viral", "growth", "insta"],
  {"plat": ["Instagram", "TikTok", "YouTube", "Twitter", "X", "Twitch", "Facebook"],
   "kn": ["1K", "5K", "10K", "50K", "100K"]},
  ["Buy {kn} {plat} followers for ${price} - instant delivery",
   "Get 10K real {plat} followers in 24 hours",
   "My account went from 200 to 50K followers in one month",
   "Cheap YouTube views, likes and subscribers - monetization ready",
   "Want to go viral? Real engagement from active users",
   "Buy verified badge / blue tick - 100% guaranteed",
   "SMM panel - cheapest services for every platform",
   "Is buying followers worth it? Ours are real people",
   "{plat} followers {kn} for only ${price} - no password needed",
   "Spotify plays & monthly listeners - boost your music today",
   "hey! love your content 💕 want to collab? DM us for growth"],
  ["Instagram takipçi satın al - gerçek ve Türk takipçi",
   "Comprar seguidores no Instagram - entrega imediata",
   "Накрутка подписчиков Instagram и TikTok дешево",
   "Jasa tambah followers Instagram murah dan permanen"])

I("iptv_reseller", ["iptv", "tv", "m3u", "stream", "firestick", "channels"],
  {"chans": ["8,000", "12,000", "18,000", "20,000", "25,000"]},
  ["Best IPTV {year}: {chans}+ live channels, 4K, no buffering",
   "IPTV subscription 12 months ${price} - free 24h trial",
   "Cancel cable! All channels + PPV + sports for ${price}/month",
   "IPTV reseller panel - earn recurring monthly income",
   "Firestick fully loaded - all movies, sports and PPV",
   "Why pay for Sky? Our IPTV has every single channel",
   "Watch every Premier League match live - free IPTV test",
   "M3U playlist {chans} channels + VOD series - contact on Telegram",
   "Looking for a stable IPTV that never freezes during matches?",
   "Dear customer, your IPTV line expires in 3 days - renew now",
   "switched to this iptv last year, best decision ever, no freezing"],
  ["Abonnement IPTV 12 mois - test gratuit 24h - toutes les chaînes",
   "Lista IPTV premium - todos los canales y el fútbol en directo",
   "اشتراك IPTV لمدة سنة - جميع القنوات والمباريات",
   "IPTV abonnement - alle zenders + sport - gratis test"])

I("sextortion", ["wallet", "btc", "privacy", "hacker", "noreply", "security"],
  {"pw": ["sunshine88", "qwerty123", "P@ssw0rd", "michael1986", "letmein2019", "dragon77",
          "Liverpool1", "iloveyou2"]},
  ["I know your password: {pw}. I recorded you.",
   "You have 48 hours to pay ${amt} in bitcoin or the video goes to your contacts",
   "I hacked your device months ago and have access to your webcam",
   "Your dirty secret is out - pay or everyone will see",
   "Your account has been hacked - read this message carefully",
   "I have a video of you while you were watching adult sites",
   "Last warning: transfer BTC to this wallet before the deadline",
   "Hello pervert, I know what you did",
   "Security notice: someone has full access to your system",
   "Do not ignore this message - your reputation is at stake",
   "Pay and I delete everything - ignore me and you lose everything",
   "Why did you visit those sites? I have proof"],
  ["Ich habe Sie beim Ansehen von Erwachsenenseiten gefilmt",
   "J'ai piraté votre appareil - payez en bitcoin sous 48 heures",
   "Tengo un video tuyo - paga o lo envío a todos tus contactos",
   "Ho accesso alla tua webcam - hai 48 ore per pagare"])

I("fake_jobs", ["jobs", "hiring", "career", "remote", "hr", "recruit"],
  {"hr": ["25", "35", "40", "45", "50"], "eamt": ["800", "1.200", "2.500", "3.000"]},
  ["Work from home: earn ${amt} a week, no experience needed",
   "Hiring now: remote data entry ${hr}/hour - apply via WhatsApp",
   "Part-time job: like YouTube videos and get paid per task",
   "We reviewed your resume and would like to offer you a position",
   "Mystery shoppers needed in {city} - $300 per assignment",
   "I make $300 a day from my phone, ask me how",
   "Urgent hiring: package reshipping coordinator, paid weekly",
   "Amazon is hiring remote assistants - ${hr}/hr, start today",
   "Looking for a flexible side job? Reply YES to learn more",
   "Dear Candidate, please send your bank details to complete payroll setup",
   "Hi, I'm {name} from the HR team, are you open to an online job?"],
  ["Trabajo desde casa - gana {eamt} euros al mes sin experiencia",
   "Lowongan kerja part time - gaji harian - hubungi WhatsApp",
   "兼职刷单 日结工资 在家用手机就能做",
   "Работа на дому - оплата каждый день, опыт не нужен"])

I("gift_card_bait", ["rewards", "giftcard", "survey", "voucher", "freecodes", "prize"],
  {"store": ["Amazon", "Walmart", "Costco", "Target", "Apple", "Steam", "Google Play",
             "Starbucks", "Sephora", "Home Depot"],
   "gamt": ["50", "100", "250", "500", "750", "1000"]},
  ["Claim your $100 {store} gift card - survey takes 1 minute",
   "Free {store} gift card code generator {year} (working)",
   "You've been chosen: ${gamt} {store} voucher waiting for you",
   "Get free Robux and V-Bucks instantly - no human verification",
   "I got a $500 Steam card doing this, not a scam",
   "{store} Customer Rewards: your loyalty points expire today",
   "Can I really get a free PlayStation Plus code? Yes - here's how",
   "Unused Google Play codes giveaway - first come, first served",
   "Congratulations! You are today's lucky {store} visitor",
   "{store} survey: answer 4 questions and win a ${gamt} card",
   "Dear shopper, thank you for your loyalty - a reward is waiting"],
  ["Carte cadeau Amazon de 100€ offerte - répondez au sondage",
   "Gratis {store} Gutschein im Wert von 500 € - nur heute",
   "Ganhe um vale-presente de R$ 500 - participe da pesquisa",
   "Darmowy kod do Steam - odbierz teraz, ograniczona liczba"])

I("software_keys", ["keys", "licence", "cdkey", "activate", "softkey", "oem"],
  {},
  ["Windows 11 Pro key ${price} - lifetime activation",
   "Genuine Office 2021 license for ${price} - instant email delivery",
   "Cheap CD keys: Windows, Office, antivirus and games",
   "Why pay $199 for Windows? Same key, {pct}% cheaper",
   "Adobe Creative Cloud all apps - lifetime for ${price}",
   "Product key not working? Get a new one for ${price}",
   "Bought my Win10 key for $5, works perfectly after a year",
   "OEM keys wholesale - resellers wanted",
   "Microsoft Partner offer: Office 365 lifetime account",
   "Remove the 'Activate Windows' watermark forever - key included",
   "Dear customer, your license key has been sent - confirm receipt to activate"],
  ["Ключ активации Windows 11 Pro навсегда - моментальная доставка",
   "Klucz Windows 10 Pro - licencja dożywotnia za 29 zł",
   "Windows 11 Pro Lizenz Key - Sofortversand per E-Mail",
   "Licencia original de Office 2021 - activación de por vida"])

I("advance_fee", ["barrister", "trustfund", "remit", "chambers", "diplomat", "bank"],
  {"mil": ["4.5", "7", "10.5", "12", "15.8", "21", "27.5"]},
  ["URGENT BUSINESS PROPOSAL - STRICTLY CONFIDENTIAL",
   "I am Barrister {name} {lname}, personal attorney to the late engineer {lname}",
   "Transfer of ${mil} million - your assistance is required",
   "Dearest one, I am a widow suffering from cancer and wish to donate my fortune",
   "Good day, I am a US Army sergeant serving in {country}",
   "Your compensation fund of ${amt} has been approved by the United Nations",
   "Next of kin needed for unclaimed deposit of ${mil} million",
   "Greetings from the desk of the Director, Foreign Remittance Department",
   "Please reply for more details - this transaction is 100% risk free",
   "Can I trust you with this transaction? Kindly reply urgently",
   "ATM card worth ${mil} million ready for delivery to you"],
  ["Proposition d'affaires confidentielle - héritage de {mil} millions",
   "Herencia sin reclamar de {mil} millones - necesito su ayuda",
   "Herança de um parente distante - responda com urgência",
   "Vertrauliche Geschäftsanfrage - bitte antworten Sie umgehend"])

I("get_rich_quick", ["profit", "wealth", "income", "cash", "freedom", "autopilot"],
  {},
  ["How I make ${amt} a month on autopilot (no experience)",
   "Become a millionaire in 90 days with this simple system",
   "The secret money system the banks don't want you to know",
   "Join my team - be your own boss and reach financial freedom",
   "Copy my exact $10K/month dropshipping store",
   "Passive income blueprint - free webinar, limited seats",
   "This 19-year-old made $1M from his bedroom - here's how",
   "Is this the easiest way to make money online? I think so",
   "Hey hun! 💕 Have you heard about this amazing opportunity?",
   "Earn $1,000 daily from home - proven method",
   "Breaking: local dad discovers loophole that pays $700 a day"],
  ["Gana dinero desde casa sin inversión - método probado",
   "Renda extra: ganhe R$ 5.000 por mês pelo celular",
   "Evden para kazanmanın en kolay yolu - hemen başla",
   "Passives Einkommen: 3.000 € im Monat nebenbei verdienen"])

# --- less commonly listed intents ---

I("toll_parcel_fee", ["parcel", "delivery", "toll", "redeliver", "track", "customs"],
  {"carrier": ["USPS", "Royal Mail", "DHL", "FedEx", "UPS", "Evri", "Canada Post",
               "Australia Post"],
   "toll": ["E-ZPass", "SunPass", "FasTrak", "TxTag", "The Toll Roads"],
   "small": ["1.99", "2.99", "3.00", "4.15", "6.99", "11.69", "12.51"],
   "late": ["50", "75", "100"]},
  ["{carrier}: your package could not be delivered - pay ${small} redelivery fee",
   "Unpaid toll notice: ${small} due - avoid a ${late} late fee",
   "Customs fee required to release your parcel {trk}",
   "Royal Mail: a fee of £{small} is due on your parcel",
   "{carrier} Express: shipment on hold, confirm your address",
   "{toll}: final reminder of outstanding toll balance",
   "Your parcel is waiting at our depot - schedule redelivery today",
   "Notice of toll violation - {toll} - pay within 48 hours",
   "We tried to deliver your package today, click to reschedule",
   "Dear customer, your shipment {trk} is held at customs",
   "{carrier}: address incomplete, package returned to warehouse"],
  ["DHL: Ihr Paket wartet - Zollgebühr von 2,99 € fällig",
   "Correos: su paquete está retenido, pague las tasas de aduana",
   "Colissimo: votre colis est en attente - frais de livraison à régler",
   "PostNL: je pakket kon niet worden bezorgd - plan opnieuw",
   "お荷物のお届けにあがりましたが宛先不明の為持ち帰りました"])

I("student_loan_forgiveness", ["loanrelief", "studentaid", "forgive", "edu", "debtfree"],
  {"slamt": ["10,000", "20,000", "48,000", "60,000", "87,000"]},
  ["Your student loans may qualify for 100% forgiveness - call now",
   "Final notice: student loan forgiveness application deadline",
   "New federal program cancels up to ${slamt} in student debt",
   "Dept. of Education approved: enroll in forgiveness today",
   "I got ${slamt} of my student loans wiped - here's how",
   "Are you still paying your student loans? You may not have to",
   "Student Loan Relief Center - stop collections and lower payments",
   "Your loan status has changed - reply to secure your benefits",
   "Check your forgiveness eligibility in 60 seconds",
   "PSLF enrollment fee waived through Friday",
   "Dear Borrower, you have been pre-qualified for total discharge"],
  ["Perdón de préstamos estudiantiles - verifica si calificas hoy",
   "Condonación de deuda estudiantil: último aviso para inscribirse",
   "学生贷款减免计划 - 立即查看您是否符合资格",
   "Xóa nợ vay sinh viên - kiểm tra điều kiện ngay"])

I("pig_butchering", ["hello", "friend", "invest", "gold", "lucky", "coin"],
  {},
  ["Hi, is this {name}? Sorry, wrong number :)",
   "Hello, we met at the wine tasting last month, do you remember me?",
   "My uncle works at a trading firm, he tells me the right time to buy",
   "I made $32,000 on the gold contract platform this week, want me to show you?",
   "Friendship first, then maybe we can invest together",
   "How are you today? Did you have lunch yet? 😊",
   "This platform is safe, my aunt has used it for three years",
   "Just add a little more to unlock VIP withdrawal, trust me dear",
   "Sorry to bother you, I found your number in my contacts by mistake",
   "Let me teach you crypto arbitrage, it is 100% safe with my method",
   "Good morning dear, the market opens soon, did you deposit yet?",
   "Mr. {lname}, this is {girl}, your golf appointment is confirmed for tomorrow"],
  ["你好，请问是王总吗？不好意思加错人了",
   "こんにちは、間違えてしまいました。でもせっかくなのでお友達になりませんか",
   "안녕하세요, 번호를 잘못 저장했나봐요. 혹시 김사장님 아니신가요?",
   "Halo, maaf salah sambung. Boleh kenalan?"])

I("crypto_recovery", ["recovery", "hackers", "funds", "trace", "retrieve", "forensics"],
  {"hacker": ["Cyber Genie Recovery", "Wizard Web Recovery", "Hackerspytech",
              "Recovery Masters", "Spyware Ghost", "Trust Geeks Hack Expert"]},
  ["Lost crypto to a scam? We recover stolen funds - no upfront fee",
   "Certified blockchain forensics: get your bitcoin back",
   "I recovered 3.2 BTC thanks to {hacker}, highly recommend",
   "Scammed by a fake trading platform? Contact recovery experts",
   "Funds recovery guaranteed - ethical hackers for hire",
   "Can stolen crypto be recovered? YES - contact us today",
   "Official notice: your lost assets have been traced - release fee required",
   "Big thanks to {hacker} on Telegram, got my USDT back",
   "Hire a hacker: recover Instagram, Facebook and bitcoin wallets",
   "Recovered 87% of my losses in two weeks - DM for contact",
   "Dear Victim, the Asset Recovery Bureau has located your funds"],
  ["Recuperamos sus criptomonedas robadas - consulta gratuita",
   "Opfer von Krypto-Betrug? Wir holen Ihr Geld zurück",
   "Recupere seus bitcoins perdidos com especialistas certificados"])

I("ai_trading_bot", ["quantum", "aitrade", "bot", "profit", "algo", "edge"],
  {"bot": ["Quantum AI", "Immediate Edge", "Bitcoin Era", "Immediate Connect",
           "Bitcoin Prime", "Trade AI Pro"],
   "smallpct": ["1.5", "2", "3", "4.7", "5"]},
  ["AI trading bot made me $1,200 in my first week",
   "{bot}: the trading app everyone is talking about",
   "{celeb}'s new AI platform turns $250 into $10,000",
   "ChatGPT-powered crypto bot - {smallpct}% daily returns",
   "Fully automated arbitrage bot - set it and forget it",
   "Is {bot} a scam? My honest review (it works)",
   "Deposit just $250 - our AI does the rest",
   "Government scrambles to shut down AI trading loophole",
   "Only {n} licenses left for {bot} - register today",
   "MEV sandwich bot source code - earn passive ETH daily",
   "Your {bot} account manager will call you within 24 hours"],
  ["{bot}: Mit 250 € zum Vermögen - echte Erfahrungen",
   "Trading automatico con intelligenza artificiale - guadagni garantiti",
   "Verdien €1000 per dag met AI-trading - ervaringen"])

I("antivirus_invoice", ["billing", "invoice", "renewal", "protect", "order", "refund"],
  {"av": ["Norton 360", "McAfee Total Protection", "Geek Squad", "Norton LifeLock",
          "Best Buy Tech Support", "Avast Premium"],
   "avp": ["299.99", "349.00", "399.99", "449.99", "499.00"]},
  ["Your {av} subscription has been renewed for ${avp}",
   "Invoice {ref}: {av} auto-renewal ${avp}",
   "Geek Squad: thank you for your order, ${avp} charged today",
   "If you did not authorize this charge, call our billing department",
   "Order confirmation: {av} premium 3-year plan",
   "Payment received - your antivirus plan renews today",
   "Dear Customer, your account will be debited ${avp} within 24 hours",
   "PayPal receipt: {av} Lifetime Protection - ${avp}",
   "To cancel auto-renewal contact support at {phone}",
   "Your device protection expires today - renew to stay safe",
   "Why was I charged ${avp}? Call us to request a refund"],
  ["Votre abonnement Norton a été renouvelé - facture ci-jointe",
   "Su suscripción a McAfee ha sido renovada por 399 dólares",
   "Rechnung: Ihr Antivirus-Abo wurde automatisch verlängert"])

I("domain_trademark_notice", ["registry", "domain", "brand", "tm", "notice", "directory"],
  {"biz": ["Acme", "Brightline", "Northwind", "BlueHarbor", "Sunrise Tech", "Keystone"],
   "bizl": ["acme", "brightline", "northwind", "blueharbor", "sunrisetech", "keystone"]},
  ["Notice: your domain {domain} expires soon - renew to avoid losing your listing",
   "Domain name registration conflict - {biz} in China",
   "We received an application to register {bizl}.cn and {bizl}.asia",
   "Domain SEO submission service - invoice payment due",
   "Trademark renewal notice - filing required to keep protection",
   "Your brand name is at risk - registration dispute from another company",
   "Final notice: domain expiration for {domain}",
   "Dear CEO, this is a formal notice regarding your brand names",
   "Web directory listing for your company - annual fee applies",
   "Is someone stealing your brand in Asia? Act before it's registered",
   "Official trademark publication - payment required within 14 days"],
  ["关于贵公司品牌及域名注册的确认函",
   "Eintragung in das Gewerbeverzeichnis - Zahlungsaufforderung",
   "Avis d'enregistrement de marque - paiement requis sous 10 jours"])

I("cloud_storage_full", ["cloud", "storage", "icloud", "backup", "photos", "drive"],
  {},
  ["Your iCloud storage is full - photos will be deleted",
   "Cloud storage alert: {n} files will be removed in 24 hours",
   "You have been granted 50GB of extra storage for free",
   "Your account storage is 99% full - act now to keep your memories",
   "Final warning: backup failed, payment method declined",
   "Dear user, your subscription expired - your photos and videos are blocked",
   "Loyalty program: 50GB cloud storage free, just confirm your card",
   "Why are my photos being deleted? Storage warning explained",
   "Mailbox full: {n} messages pending delivery - increase quota",
   "Your Google Photos will be deleted on {date} unless you upgrade",
   "Storage limit reached: upgrade for $1.99 before your files are lost"],
  ["Votre espace de stockage iCloud est plein - vos photos seront supprimées",
   "Il tuo spazio di archiviazione è pieno - aggiorna ora",
   "Su almacenamiento en la nube está lleno - sus archivos serán eliminados",
   "Ihr Cloud-Speicher ist voll - Fotos werden gelöscht"])

I("government_grant", ["grants", "relief", "benefit", "stimulus", "fund", "gov"],
  {"round": ["4", "5"], "gb": ["150", "400", "650"], "famt": ["500", "1 500", "3 000", "7 500"],
   "eamt": ["1.500", "3.000", "6.000"]},
  ["You qualify for a free government grant of ${amt} - never repay",
   "Federal grant approved: confirm your details to receive funds",
   "Free money from the government! Claim your grant today",
   "I got a $9,000 grant to pay my bills and never paid it back",
   "Stimulus check round {round}: check your eligibility now",
   "Energy bill support: you are owed £{gb}, apply here",
   "Small business relief grant - apply before the deadline",
   "Did you know unclaimed grant money is waiting for you?",
   "Grants Department notice: processing fee required to release your award",
   "hey did u get the grant? i got $15k, DM the agent on facebook",
   "Seniors can now claim $3,200 from this little-known program"],
  ["Ayuda del gobierno de {eamt} euros - solicítala ahora",
   "Auxílio emergencial liberado - consulte seu CPF",
   "Aide de l'État de {famt} € - vérifiez votre éligibilité"])

I("hearing_aid_devices", ["hearing", "health", "seniors", "medical", "relief", "care"],
  {},
  ["New invisible hearing aids for seniors - {pct}% off",
   "Medicare-covered knee brace at no cost to you",
   "Hear again: tiny device replaces $5,000 hearing aids",
   "Seniors in {city} are getting free medical alert systems",
   "Painless glucose monitor - no more finger pricks",
   "My dad tried these $89 hearing aids and can hear the TV again",
   "Doctors: this posture corrector fixes back pain in 7 days",
   "Are you over 60? Claim your free back brace today",
   "Limited stock: red light therapy device for joint pain",
   "Official notice: your free hearing test voucher expires Friday",
   "Is this $99 hearing aid as good as the $4,000 ones?"],
  ["Neue unsichtbare Hörgeräte - jetzt kostenlos testen",
   "Appareils auditifs 100% remboursés - essai gratuit",
   "Onzichtbare hoortoestellen nu met 50% korting"])

I("cbd_gummies", ["cbd", "gummies", "hemp", "calm", "relief", "natural"],
  {"cbd": ["NatureVibe", "PureLeaf", "Calm Grove", "Bioheal", "Green Acres", "Smilz"]},
  ["{cbd} CBD Gummies - the Shark Tank deal, buy 3 get 2 free",
   "CBD gummies for pain, anxiety and sleep - official site",
   "{celeb} finally reveals the CBD gummies that fixed his arthritis",
   "Tried {cbd} gummies for a month, my knee pain is gone",
   "Do CBD gummies really work? Doctors react",
   "Quit smoking for good with {cbd} CBD gummies",
   "Keto ACV gummies - melt fat while you sleep",
   "Full spectrum CBD oil 5000mg - 70% off today",
   "WARNING: fake {cbd} gummies on Amazon - buy only from the official site",
   "Your {cbd} order is confirmed - 3 bottles ship today",
   "Why is everyone over 50 taking these gummies?"],
  ["{cbd} CBD Fruchtgummis - Erfahrungen und Test 2024",
   "Gummies CBD contre les douleurs articulaires - offre spéciale",
   "Caramelle gommose CBD - riduci ansia e dolore in modo naturale"])

I("mail_order_brides", ["brides", "ladies", "romance", "marriage", "wife", "love"],
  {"nat": ["Ukrainian", "Russian", "Filipina", "Colombian", "Thai", "Latin", "Asian"],
   "bcity": ["Kyiv", "Cebu", "Medellin", "Bangkok", "Odessa", "Cartagena"]},
  ["Beautiful {nat} women seeking serious relationship and marriage",
   "Meet {nat} brides - verified profiles, real letters",
   "Find your {nat} wife - romance tours to {bcity} every month",
   "Hello my dear, I am Natalia from Kharkiv, I need money for the ticket to you",
   "Lonely? Thousands of {nat} women want a foreign husband",
   "I married a woman from {bcity} after 6 months on this site",
   "Are {nat} women better wives? Find out for yourself",
   "Letter from Olga: I dream about family with a man like you",
   "International marriage agency - satisfaction guaranteed",
   "My darling, why you not answer? I wait your letter every day",
   "Dear Sir, {n} new ladies have chosen your profile this week"],
  ["Знакомства с иностранцами для брака - анкеты бесплатно",
   "Mujeres latinas buscan esposo extranjero - agencia matrimonial",
   "Internationale Partnervermittlung - Frauen aus Osteuropa"])

I("fake_tickets", ["tickets", "resale", "seats", "vip", "tour", "event"],
  {"artist": ["Taylor Swift", "Beyonce", "Coldplay", "Oasis", "Bad Bunny", "Billie Eilish",
              "Ed Sheeran", "Sabrina Carpenter"],
   "event": ["Champions League final", "Super Bowl", "Wimbledon final", "Glastonbury",
             "Coachella", "World Cup final"]},
  ["Sold out? We have {artist} tickets - floor seats, Cash App only",
   "Selling 2 {artist} tickets, can't make it anymore - {city} show",
   "{artist} tickets available - DM me before they're gone",
   "Last minute tickets for the {event} - {pct}% below face value",
   "Cheap {event} tickets - guaranteed entry",
   "Anyone need {artist} tickets? My friend bailed on me",
   "Official resale: {artist} VIP packages still available",
   "Got my {artist} tickets from this guy, totally legit",
   "Urgent: 4 tickets for tonight's {event} - Zelle only",
   "Dear fan, your {artist} ticket transfer is pending payment",
   "How to get {artist} tickets after a sellout? Message us"],
  ["Vendo entradas para {artist} - pago por Bizum",
   "Verkaufe 2 Tickets für {artist} - leider verhindert",
   "Vendo ingressos {artist} - pista premium, pagamento por Pix"])

I("puppy_scam", ["puppies", "pups", "breeder", "kennel", "pets", "adopt"],
  {"breed": ["French Bulldog", "Yorkie", "Pomeranian", "Golden Retriever", "Cavapoo",
             "Dachshund", "Maltipoo", "Shih Tzu", "English Bulldog"]},
  ["Adorable {breed} puppies for adoption - free to a good home",
   "Teacup {breed} puppies, vaccinated, shipped nationwide",
   "My {breed} puppy needs a new home, just pay shipping",
   "AKC registered {breed} puppies - reserve yours today",
   "Pet transport notice: insurance fee required to deliver your puppy",
   "Looking for a cute companion? Meet Bella, our {breed} princess",
   "Rehoming my two {breed} babies, male and female",
   "Kittens for sale - Maine Coon, Sphynx, Ragdoll - delivery available",
   "Got my puppy from this breeder, she's perfect! 🐶",
   "Dear adopter, your puppy is at the airport awaiting the crate fee",
   "Why pay $3,000? Healthy {breed} pups for $450 with papers"],
  ["Cachorros de {breed} en adopción - envío a toda España",
   "Süße {breed} Welpen abzugeben - nur Transportkosten",
   "Chiots {breed} à donner contre bons soins"])

I("rental_listing", ["rent", "apartment", "homes", "lease", "rooms", "flat"],
  {"rcity": ["Berlin", "Amsterdam", "Dublin", "Toronto", "Austin", "Lisbon", "Barcelona",
             "Melbourne", "Denver", "Boston"],
   "decity": ["Berlin", "München", "Hamburg", "Köln", "Frankfurt"],
   "itcity": ["Milano", "Roma", "Bologna", "Torino"],
   "nlcity": ["Amsterdam", "Utrecht", "Rotterdam", "Den Haag"]},
  ["2BR apartment in {rcity} center - $800/month, utilities included",
   "I'm abroad for work, will mail you the keys after the deposit",
   "Beautiful studio available now - no credit check, pay deposit to view",
   "Below-market rent: {rcity} loft, must move fast",
   "Looking for an affordable 1BR in {rcity}? Available immediately",
   "Vacation rental in {rcity} - 50% off if you book direct (not via Airbnb)",
   "Dear applicant, please send the security deposit to secure the property",
   "Furnished room for rent, perfect for students, pets OK",
   "Move in today! 3BR house, $950, owner financing",
   "Just rented through this owner, amazing deal, still one unit left",
   "Why pay agency fees? Rent directly from the owner in {rcity}"],
  ["Schöne 2-Zimmer-Wohnung in {decity} - Schlüsselübergabe per Post",
   "Appartement T2 à louer - propriétaire à l'étranger, envoi des clés",
   "Affitto bilocale in centro a {itcity} - caparra tramite bonifico",
   "Kamer te huur in {nlcity} - direct beschikbaar, borg vooraf"])

I("business_extortion", ["leak", "breach", "decrypt", "ddos", "team", "negotiate"],
  {"gang": ["Armada Collective", "Fancy Lazarus", "Lazarus Group", "DarkCloud Crew",
            "BlackShadow Team"],
   "gb": ["40", "120", "340", "512", "780"], "btc": ["0.5", "1", "2", "5", "10"]},
  ["We have breached your network and exfiltrated {gb} GB of data",
   "Pay {btc} BTC or your website goes down on Monday",
   "Your company files are encrypted - read README_DECRYPT.txt",
   "Final notice to your CEO: we will publish your customer data",
   "We are {gang}. This is not a test.",
   "One-star reviews will flood your business unless you pay",
   "Your servers will be offline in 24 hours - pay to avoid the attack",
   "Dear Business Owner, we have a copy of your database",
   "Why is your site slow? This is a demonstration of our attack",
   "Your backups are gone. Contact us via Tox to negotiate",
   "Leaked: {gb} GB of your internal documents - countdown started"],
  ["Ihre Daten wurden verschlüsselt - Zahlung in Bitcoin erforderlich",
   "Sus servidores han sido comprometidos - pague o publicaremos los datos",
   "Ваши файлы зашифрованы. Для расшифровки свяжитесь с нами"])

I("cheap_travel_deals", ["travel", "flights", "deals", "holiday", "cruise", "booking"],
  {"dest": ["Bali", "Cancun", "Dubai", "Maldives", "Paris", "Tokyo", "Phuket", "Santorini",
            "Bahamas", "New York"],
   "fare": ["99", "129", "149", "199", "249", "299"]},
  ["Flights to {dest} from ${fare} return - today only",
   "You've won a free cruise to the Bahamas! Press 1 to claim",
   "{pct}% off 5-star hotels - secret deals travel agents hide",
   "Fly business class for economy prices with this hidden hack",
   "I paid $49 for a week in {dest}, here's how",
   "All-inclusive {dest} holiday - ${fare} per person",
   "Booking confirmation: payment failed, confirm your card within 12 hours",
   "Can you really travel the world for free? Join our travel club",
   "Error fare alert: {dest} round trip ${fare}",
   "Dear traveller, your complimentary vacation voucher is expiring",
   "Timeshare owners: we buy back your timeshare, guaranteed exit"],
  ["Vuelos a {dest} desde 99 euros ida y vuelta",
   "Luxusreise nach {dest} gewonnen - jetzt bestätigen",
   "Antalya her şey dahil tatil - erken rezervasyon %60 indirim"])

I("fake_app_apk", ["apk", "mod", "apps", "download", "premium", "unlock"],
  {"app": ["Spotify", "Netflix", "CapCut", "Minecraft", "Subway Surfers", "Instagram",
           "YouTube", "Candy Crush", "GTA San Andreas", "Roblox"]},
  ["Download {app} MOD APK - unlimited coins and gems",
   "{app} Premium APK free - no ads, everything unlocked",
   "Install this app and earn $50 for every referral",
   "Get {app} Premium on iOS for free - no jailbreak",
   "WARNING: your WhatsApp will expire - update to WhatsApp Gold",
   "Flash Player update required to view this content",
   "Free VPN app - unlimited, no logs - download now",
   "Tried the new {app} hack and got unlimited gems",
   "Is there a way to get {app} Premium for free? Yes, here",
   "New Snapchat++ version - see who viewed your profile",
   "Official notice: your device requires the {app} security update"],
  ["Download {app} Mod APK versi terbaru - unlimited semua",
   "Baixar {app} Premium APK grátis - atualizado",
   "تحميل تطبيق {app} مهكر مجانا - آخر إصدار",
   "Tải {app} Mod APK mới nhất - mở khóa tất cả"])

I("exam_dumps", ["dumps", "certs", "exam", "pass", "vce", "braindump"],
  {"cert": ["AWS SAA-C03", "AZ-104", "CCNA 200-301", "CISSP", "PMP",
            "CompTIA Security+ SY0-701", "CEH v12", "ITIL 4 Foundation", "Google Cloud ACE"]},
  ["{cert} exam dumps {year} - 100% pass guarantee",
   "Real {cert} exam questions - pass on your first try",
   "Buy PMP, CISSP and CCNA certificates without taking the exam",
   "I passed {cert} in 3 days using these dumps",
   "Need IELTS band 8 without the test? Registered certificates",
   "Get a genuine degree from an accredited university - no classes",
   "{cert} practice test PDF + VCE - updated weekly",
   "Can I pass {cert} without studying? Yes, with us",
   "Proxy exam service - we take the test for you",
   "Dear candidate, verified {cert} dumps attached - pay after you pass",
   "Latest {cert} braindumps leaked from the real exam"],
  ["雅思 托福 代考 包过 真实证书",
   "شهادة IELTS بدون امتحان - مسجلة رسميا",
   "Exámenes de certificación - aprobado garantizado"])

I("ai_money_course", ["aiincome", "gptcash", "course", "masterclass", "aiprofit", "academy"],
  {},
  ["Make $10,000 a month with ChatGPT - free masterclass",
   "ChatGPT side hustles nobody is talking about",
   "I made $4,732 last month using AI and a faceless YouTube channel",
   "The AI Income Blueprint - enroll before the price goes up",
   "Sell AI-generated ebooks on Amazon - step-by-step course",
   "Still not using AI to make money? You're falling behind",
   "{n} ChatGPT prompts that print money (free PDF)",
   "Faceless TikTok with AI: $300/day course",
   "Join my AI automation agency program - first client guaranteed",
   "Breaking: teacher quits job after ChatGPT makes her $8K a month",
   "hey, want me to show you how I use AI to make $200 a day?"],
  ["Gana dinero con ChatGPT - curso gratis paso a paso",
   "Mit ChatGPT 5.000 € im Monat verdienen - Gratis-Webinar",
   "Como ganhar dinheiro com inteligência artificial - curso completo"])

I("car_warranty", ["autowarranty", "vehicle", "coverage", "autocare", "motorclub"],
  {"car": ["Ford", "Toyota", "Honda", "Chevy", "Nissan", "Jeep", "BMW", "Hyundai"]},
  ["Final notice: your vehicle's extended warranty is about to expire",
   "We've been trying to reach you about your car's extended warranty",
   "Auto warranty expiring - press 1 to speak with an agent",
   "Your {car} factory warranty has expired - renew today",
   "Save thousands on car repairs with a vehicle protection plan",
   "Did you know your car warranty expired? Call {phone}",
   "Is an extended warranty worth it? Get a free quote in 2 minutes",
   "Dear {car} owner, this is your last courtesy call regarding coverage",
   "My transmission died and the warranty covered all of it, get yours",
   "Vehicle Services Department: coverage for your {car} lapses soon",
   "Covered repairs up to 300,000 miles - no deductible"],
  ["Su garantía extendida del vehículo está por vencer - llame hoy",
   "Aviso final sobre la garantía de su auto - oprima 1",
   "您的汽车延长保修即将到期 - 请立即致电"])

I("spell_caster", ["spell", "temple", "psychic", "healer", "oracle", "shrine"],
  {"doc": ["Dr. Ogun", "Dr. Abaka", "Priest Ade", "Dr. Osagie", "Lord Zakuza", "Dr. Ekpen"]},
  ["Powerful love spell caster - bring back your ex in 48 hours",
   "{doc} spell caster: lottery spells, love spells, pregnancy",
   "I got my husband back thanks to {doc}, contact him now",
   "Free psychic reading - your future revealed today",
   "Black magic removal, money spells, traditional herbalist",
   "Is your partner cheating? Psychic reveals the truth",
   "Join the Illuminati and become rich and famous",
   "Urgent: negative energy detected around you - call now",
   "{doc} cured my herpes with herbal medicine, God bless him",
   "How I won the lottery after contacting {doc}",
   "Dear friend, the spirits have chosen you for wealth"],
  ["Grand marabout voyant - retour de l'être aimé en 3 jours",
   "Amarres de amor efectivos - resultados en 24 horas",
   "جلب الحبيب في 3 أيام - شيخ روحاني"])

I("tax_refund_phish", ["refund", "taxgov", "rebate", "revenue", "claim", "secure"],
  {"agency": ["HMRC", "IRS", "CRA", "ATO"],
   "refund": ["264.82", "312.50", "486.10", "611.40", "828.00", "1,034.20"]},
  ["HMRC: you are eligible for a tax refund of £{refund}",
   "IRS notice: pending refund of ${refund} - verify your identity",
   "Your tax return has been processed - claim your refund now",
   "CRA: you have a refund, accept it via Interac e-Transfer",
   "ATO: a refund of ${refund} is waiting, update your bank details",
   "Final reminder: your {agency} refund will be cancelled in 48 hours",
   "Got my {agency} refund in 2 hours through this link, try it",
   "Dear Taxpayer, after the last annual calculation you are owed ${refund}",
   "Why haven't you claimed your {agency} rebate yet?",
   "{agency}: action required on your tax account",
   "Tax rebate notification - reference {ref}"],
  ["Impots.gouv: vous avez droit à un remboursement de 312,40 €",
   "Finanzamt: Steuerrückerstattung von 486,10 € - jetzt beantragen",
   "Agencia Tributaria: tiene un reembolso pendiente de 264,82 €"])


# --- more phrasings for intents whose first list had few slotted templates ---

MORE = {
    "payday_loans": ({"lender": ["QuickCash", "LendNow", "CashPoint Direct", "MoneyMart Express"]},
                     ["{lender}: ${amt} deposited to your account once you verify your card",
                      "Borrow ${amt} with no credit check - {lender} approves {pct}% of applicants",
                      "Why wait for payday? {lender} pays out in {n} minutes"]),
    "seo_backlinks": ({"niche": ["dentist", "plumber", "roofing", "law firm", "restaurant", "real estate"]},
                      ["Local SEO for {niche} businesses - rank #1 in {city}",
                       "Hi, I can get {domain} to the top of Google for ${price}/month",
                       "Buy {n} EDU and GOV backlinks - ${price} special",
                       "Your {niche} website lost {pct}% of its traffic - here's why"]),
    "buy_followers": ({}, ["{kn} {plat} likes delivered in {n} minutes",
                           "Grow your {plat} to {kn} followers - no bots, real people",
                           "I bought {kn} {plat} followers and landed my first brand deal",
                           "Dear creator, your {plat} account qualifies for our growth program"]),
    "iptv_reseller": ({"sport": ["Premier League", "UFC", "NFL", "La Liga", "F1", "NBA"],
                       "dev": ["Firestick", "Android box", "Smart TV", "MAG box"]},
                      ["Every {sport} game live in 4K on your {dev} - ${price}/month",
                       "IPTV for {dev}: {chans} channels, catch-up, no contract",
                       "{sport} season pass? Skip it - our IPTV shows everything for ${price}"]),
    "sextortion": ({"hrs": ["24", "48", "72"],
                    "victim": ["your family", "your coworkers", "your wife",
                               "everyone in your contacts", "your friends on Facebook"]},
                   ["You have {hrs} hours. The clock is ticking.",
                    "I will send the video to {victim} unless you pay ${amt}",
                    "Your password {pw} was leaked and I used it to access your camera",
                    "Bitcoin payment of ${amt} required within {hrs} hours - no negotiation"]),
    "fake_jobs": ({"role": ["assistant", "data entry clerk", "customer service agent",
                            "product reviewer", "payment processor"]},
                  ["Remote {role} wanted - ${hr}/hour, weekly pay, no interview",
                   "Earn ${amt} a month as a {role} from home - training provided",
                   "Congratulations, you've been shortlisted for the {role} role - reply to start"]),
    "software_keys": ({"product": ["Windows 11 Pro", "Office 2021 Pro Plus", "Windows 10 Home",
                                   "Office 2019", "Visio 2021", "Project 2021"]},
                      ["{product} retail key - ${price}, delivered in {n} minutes",
                       "{product} lifetime license {pct}% off today only",
                       "I activated {product} with a ${price} key, still genuine"]),
    "advance_fee": ({"airport": ["JFK Airport", "Heathrow", "Lagos Airport", "Dubai Airport"]},
                    ["Attention beneficiary: ${mil} million consignment box held at {airport}",
                     "From Mrs. {girl} {lname}: please help me invest my late husband's ${mil} million"]),
    "get_rich_quick": ({"yrs": ["3", "5", "7"], "small": ["20", "50", "100", "250"]},
                       ["I made ${amt} in {days} days with this simple online system",
                        "{name} went from broke to ${amt}/month - watch the free video",
                        "Quit your 9-5: earn ${amt} weekly from your laptop",
                        "Only {n} spots left in my wealth mentorship program",
                        "Retire in {yrs} years: the secret method the rich use",
                        "Turn ${small} into ${amt} by Friday - no skills needed"]),
    "student_loan_forgiveness": ({"servicer": ["Nelnet", "MOHELA", "Navient", "Aidvantage", "Great Lakes"],
                                  "low": ["0", "9", "25", "49"]},
                                 ["{servicer} borrowers: your balance may be eligible for discharge",
                                  "Lower your student loan payment to ${low}/month - apply by Friday",
                                  "Notice from Loan Services: ${slamt} forgiveness pending your signature",
                                  "Owe more than ${slamt} in student loans? Call {phone} today",
                                  "Your {servicer} account is past due - enroll in relief to stop garnishment"]),
    "pig_butchering": ({"plat": ["ZT Global", "Bitcoinex", "AUX Gold", "Nexo Pro Trading", "CryptoGMT"]},
                       ["Hi {name}, it's {girl}, we talked about the {plat} platform, remember?",
                        "My teacher on {plat} says gold will rise tonight, you should join",
                        "I just withdrew ${amt} from {plat}, now I can buy my mom a car",
                        "{girl} here 🌸 I'm in {city} for work, do you know good restaurants?",
                        "Dear, customer service of {plat} says you need to pay the tax before withdraw",
                        "Hello {name}, long time no see! Are you still in {city}?"]),
    "crypto_recovery": ({"coin": ["BTC", "USDT", "ETH"]},
                        ["Lost ${amt} in {coin} to a fake exchange? We traced it in 48 hours",
                         "{hacker} helped me recover ${amt} from a romance scam",
                         "Licensed recovery agents: {pct}% success rate on stolen {coin}",
                         "Investment scam victim? {hacker} works with international agencies",
                         "Is {hacker} legit? They got my {coin} back in a week"]),
    "domain_trademark_notice": ({}, ["{biz} Ltd: urgent confirmation required for {bizl}.hk registration",
                                     "Annual {biz} trademark listing - invoice {ref}",
                                     "Domain Registry notice for {domain}: payment overdue"]),
    "cloud_storage_full": ({"service": ["iCloud", "Google Drive", "Dropbox", "OneDrive", "Google Photos"]},
                           ["{service}: {n} photos will be permanently removed tomorrow",
                            "Your {service} payment failed - storage suspended",
                            "{service} loyalty reward: 50GB free for {n} days",
                            "Dear {service} user, your backup could not be completed"]),
    "government_grant": ({"agency2": ["Federal Grants Agency", "Department of Community Services",
                                      "Small Business Administration", "Housing Relief Fund"]},
                         ["{agency2}: you have been awarded ${amt} - confirm within 48 hours",
                          "Free ${amt} home repair grant for seniors in {city}",
                          "I got ${amt} from the {agency2} and didn't have to pay it back",
                          "Apply for a ${amt} grant to start your business - no credit check"]),
    "hearing_aid_devices": ({"device": ["hearing aid", "knee brace", "medical alert pendant",
                                        "glucose monitor", "TENS unit", "foot massager"]},
                            ["Seniors in {city}: get a {device} delivered free this week",
                             "The {device} doctors are recommending to everyone over {age}",
                             "My mom's {device} cost $0 with Medicare - check if you qualify",
                             "{pct}% off the new {device} - only {n} left in stock",
                             "Is your {device} outdated? Trade it in for a new one, free"]),
    "business_extortion": ({"site": ["your online store", "your website", "your payment gateway",
                                     "your customer portal"]},
                           ["{btc} BTC by Friday or {site} goes offline for good",
                            "We are {gang} and we have targeted {site}",
                            "Pay {btc} BTC and we delete the {gb} GB we took"]),
    "cheap_travel_deals": ({}, ["{dest} 7 nights all inclusive - {pct}% off, book before midnight",
                                "I found ${fare} flights to {dest} with this travel club",
                                "Congratulations, you've won a trip to {dest} - pay the port fees to confirm"]),
    "ai_money_course": ({"method": ["faceless YouTube", "AI art on Etsy", "Kindle ebooks",
                                    "AI newsletters", "TikTok Shop", "AI voiceovers"],
                         "small": ["100", "200", "300", "500"]},
                        ["How I make ${amt}/month with ChatGPT and {method}",
                         "{method} with AI: ${amt} in my first {days} days",
                         "Free workshop: turn ChatGPT into a ${amt}/month {method} business",
                         "{name} made ${amt} with {method} - you can copy the exact steps",
                         "Stop scrolling: the {method} AI method pays ${small} a day"]),
    "car_warranty": ({}, ["{car} owners: act now before coverage options close",
                          "Your {car} is eligible for bumper-to-bumper coverage - call {phone}",
                          "Protect your {car} from costly repairs - quotes from ${price}/month"]),
    "spell_caster": ({}, ["Thank you {doc}! My ex came back begging after 2 days",
                          "Money spell by {doc} - I won ${amt} the next week",
                          "Powerful {doc} fixes marriage, job and court case problems",
                          "Need a lover back? {doc} has helped over {n} thousand people"]),
    "dating_hookup": ({}, ["{girl} ({age}) sent you a private message",
                           "{n} women in {city} viewed your profile today"]),
    "rental_listing": ({"rent": ["650", "700", "750", "850"]},
                       ["Spacious 2-bed flat in {rcity}, €{rent}/month, available now",
                        "Owner relocating abroad - {rcity} apartment for €{rent} incl. bills"]),
}

for _it in INTENTS:
    if _it["key"] in MORE:
        _slots, _more = MORE[_it["key"]]
        _it["slots"] = dict(_it["slots"], **_slots)
        _it["en"] = _it["en"] + _more


def build_junk(rng, seen):
    rows = []
    for it in INTENTS:
        n = rng.choice([21, 21, 22, 22, 23])
        nf = min(len(it["fx"]), 3 if rng.random() < 0.6 else 2)
        bases = []
        base_seen = set()
        # other-language phrasings
        for tpl in rng.sample(it["fx"], nf):
            for _ in range(6):
                b = fill(rng, tpl, it["slots"], it["kw"])
                if b not in base_seen:
                    break
            base_seen.add(b)
            bases.append(b)
        # English templates: each template used in turn before any is reused
        need = n - nf
        order = list(it["en"])
        rng.shuffle(order)
        rnd = 0
        while len(bases) < n and rnd < 6:
            for tpl in order:
                if len(bases) >= n:
                    break
                for _ in range(6):
                    b = fill(rng, tpl, it["slots"], it["kw"])
                    if b not in base_seen:
                        base_seen.add(b)
                        bases.append(b)
                        break
            rnd += 1
        if len(bases) != n:
            raise SystemExit("intent %s: only %d bases" % (it["key"], len(bases)))
        del need
        for b in bases:
            for _ in range(12):
                t = clean_ws(add_noise(rng, b, it["kw"]))
                k = norm_key(t)
                if k not in seen:
                    seen.add(k)
                    rows.append(("junk", "junk:" + it["key"], t))
                    break
            else:
                raise SystemExit("could not place a unique junk title for %s" % it["key"])
    return rows


# ---------------------------------------------------------------------------
# legit data: real works (titles, years, creators); numbers/dates/groups random
# ---------------------------------------------------------------------------

# (name, first year, seasons, episodes per season)
TV = [
    ("Breaking Bad", 2008, 5, 13), ("Better Call Saul", 2015, 6, 10), ("The Office US", 2005, 9, 22),
    ("Game of Thrones", 2011, 8, 10), ("House of the Dragon", 2022, 2, 10), ("The Last of Us", 2023, 2, 9),
    ("Succession", 2018, 4, 10), ("Severance", 2022, 2, 10), ("The Bear", 2022, 3, 10),
    ("Stranger Things", 2016, 4, 9), ("The Crown", 2016, 6, 10), ("Ted Lasso", 2020, 3, 12),
    ("Yellowstone", 2018, 5, 10), ("Slow Horses", 2022, 4, 6), ("Shogun", 2024, 1, 10),
    ("Fargo", 2014, 5, 10), ("True Detective", 2014, 4, 8), ("The Boys", 2019, 4, 8),
    ("The Mandalorian", 2019, 3, 8), ("Andor", 2022, 2, 12), ("Loki", 2021, 2, 6),
    ("Only Murders in the Building", 2021, 4, 10), ("Abbott Elementary", 2021, 4, 22),
    ("The White Lotus", 2021, 3, 8), ("Euphoria", 2019, 2, 8), ("Hacks", 2021, 3, 10),
    ("Reacher", 2022, 2, 8), ("Bluey", 2018, 3, 52), ("The Simpsons", 1989, 35, 22),
    ("Family Guy", 1999, 22, 20), ("South Park", 1997, 26, 10), ("Bobs Burgers", 2011, 14, 22),
    ("Rick and Morty", 2013, 7, 10), ("Futurama", 1999, 11, 13),
    ("Its Always Sunny in Philadelphia", 2005, 16, 10), ("Curb Your Enthusiasm", 2000, 12, 10),
    ("Doctor Who", 2005, 14, 12), ("Sherlock", 2010, 4, 3), ("Line of Duty", 2012, 6, 7),
    ("Peaky Blinders", 2013, 6, 6), ("Taskmaster", 2015, 17, 10),
    ("The Great British Bake Off", 2010, 14, 10), ("Greys Anatomy", 2005, 20, 24), ("NCIS", 2003, 21, 24),
    ("Law and Order SVU", 1999, 25, 22), ("Chicago Fire", 2012, 12, 22), ("9-1-1", 2018, 7, 18),
    ("The Rookie", 2018, 6, 20), ("Survivor", 2000, 46, 14), ("The Amazing Race", 2001, 36, 12),
    ("Silo", 2023, 2, 10), ("For All Mankind", 2019, 4, 10), ("Foundation", 2021, 2, 10),
    ("The Expanse", 2015, 6, 13), ("Narcos", 2015, 3, 10), ("Ozark", 2017, 4, 10),
    ("Mindhunter", 2017, 2, 10), ("The Witcher", 2019, 3, 8), ("Wednesday", 2022, 1, 8),
    ("Arcane", 2021, 2, 9), ("Fallout", 2024, 1, 8), ("The Penguin", 2024, 1, 8),
    ("Tulsa King", 2022, 2, 9), ("Shrinking", 2023, 2, 12), ("Bad Sisters", 2022, 2, 10),
    ("Industry", 2020, 3, 8), ("Mr Robot", 2015, 4, 12), ("Westworld", 2016, 4, 10),
    ("Lost", 2004, 6, 24), ("The Sopranos", 1999, 6, 13), ("The Wire", 2002, 5, 12),
    ("Mad Men", 2007, 7, 13), ("Six Feet Under", 2001, 5, 13), ("Seinfeld", 1989, 9, 22),
    ("Friends", 1994, 10, 24), ("Frasier", 1993, 11, 24), ("Twin Peaks", 1990, 3, 18),
    ("The X-Files", 1993, 11, 24), ("Star Trek Strange New Worlds", 2022, 2, 10),
    ("Star Trek The Next Generation", 1987, 7, 26), ("Battlestar Galactica", 2004, 4, 20),
    ("Buffy the Vampire Slayer", 1997, 7, 22), ("The Good Place", 2016, 4, 13),
    ("Parks and Recreation", 2009, 7, 22), ("Brooklyn Nine-Nine", 2013, 8, 22),
    ("Community", 2009, 6, 22), ("Arrested Development", 2003, 5, 16), ("Veep", 2012, 7, 10),
    ("Silicon Valley", 2014, 6, 10), ("Barry", 2018, 4, 8), ("Atlanta", 2016, 4, 10),
    ("Fleabag", 2016, 2, 6), ("Killing Eve", 2018, 4, 8), ("Happy Valley", 2014, 3, 6),
    ("Red Dwarf", 1988, 12, 6), ("QI", 2003, 21, 16), ("Would I Lie to You", 2007, 17, 8),
    ("Gogglebox", 2013, 23, 12), ("Vera", 2011, 13, 4), ("Midsomer Murders", 1997, 23, 6),
    ("Death in Paradise", 2011, 13, 8), ("Shetland", 2013, 8, 6), ("The Traitors", 2022, 3, 12),
    ("Only Connect", 2008, 19, 37), ("University Challenge", 1994, 53, 37), ("Top Gear", 2002, 33, 6),
    ("The Grand Tour", 2016, 5, 13), ("Clarksons Farm", 2021, 3, 8), ("Dune Prophecy", 2024, 1, 6),
    ("The Day of the Jackal", 2024, 1, 10), ("Landman", 2024, 1, 10), ("Ripley", 2024, 1, 8),
    ("Baby Reindeer", 2024, 1, 7), ("3 Body Problem", 2024, 1, 8), ("Blue Lights", 2023, 2, 6),
    ("Mr Bates vs The Post Office", 2024, 1, 4), ("Hijack", 2023, 1, 7), ("The Diplomat", 2023, 2, 8),
    ("Bosch Legacy", 2022, 3, 10), ("Yellowjackets", 2021, 3, 10), ("Invincible", 2021, 3, 8),
    ("Resident Alien", 2021, 3, 10), ("What We Do in the Shadows", 2019, 6, 10),
]

TV_SCENE_GROUPS = ["KILLERS", "DIMENSION", "LOL", "SVA", "AVS", "FLEET", "BATV", "CAKES", "GGEZ",
                   "GGWP", "EDITH", "SYNCOPY", "MiNX", "PHOENiX", "ORGANiC", "BAE", "NOSiViD",
                   "SKGTV", "ROBOTS", "GLHF", "XEBEC", "ELiTE", "RBB", "KETTLE", "W4F", "CRAVERS",
                   "TBS", "ASAP", "IMMERSE", "TOPKEK", "ION10", "SUCCESSORS", "MOROSE", "RiVER",
                   "SPAMnEGGS", "JFF", "FQM", "TRUMP", "DEFLATE", "CiELOS"]
TV_P2P_GROUPS = ["NTb", "FLUX", "CMRG", "TEPES", "KiNGS", "SiGMA", "playWEB", "BLUTONiUM", "MZABI",
                 "NOGRP", "GNOME", "Kitsune", "TOMMY", "APEX", "RAWR", "SMURF", "dB", "NTG",
                 "TrollHD", "KHN", "HONE", "ETHEL", "LAZY", "ViSiON", "CtrlHD", "DON", "ROCCaT",
                 "SuccessfulCrab", "NPMS", "HHWEB", "PECULATE", "BiOMA", "DUSKLiGHT", "RUMOUR"]
SERVICES = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "HULU", "PCOK", "PMTP", "iP", "STAN",
            "CRAV", "iT", "ITVX", "MY5", "ALL4"]
QXR_ENC = ["Tigole", "Silence", "Joy", "Ghost", "afm72", "Vyndros", "t3nzin", "Garshasp", "RCVR",
           "Kappa", "ImE", "FreetheFish"]

DAILY = ["The.Daily.Show", "Jimmy.Kimmel.Live", "The.Tonight.Show.Starring.Jimmy.Fallon",
         "Late.Night.with.Seth.Meyers", "The.Late.Show.with.Stephen.Colbert", "After.Midnight",
         "The.View", "Jeopardy", "Wheel.of.Fortune", "Real.Time.with.Bill.Maher",
         "Last.Week.Tonight.with.John.Oliver", "The.Kelly.Clarkson.Show", "The.Drew.Barrymore.Show",
         "Countdown", "Pointless", "The.Chase", "EastEnders", "Coronation.Street", "Emmerdale",
         "Hollyoaks", "Neighbours", "Days.of.our.Lives", "The.Bold.and.the.Beautiful",
         "General.Hospital", "The.One.Show", "Newsnight", "Question.Time", "Match.of.the.Day",
         "Gutfeld", "Watch.What.Happens.Live", "The.Graham.Norton.Show", "Have.I.Got.News.for.You"]
DAILY_TALK = {"The.Daily.Show", "Jimmy.Kimmel.Live", "The.Tonight.Show.Starring.Jimmy.Fallon",
              "Late.Night.with.Seth.Meyers", "The.Late.Show.with.Stephen.Colbert",
              "The.Kelly.Clarkson.Show", "The.Drew.Barrymore.Show", "Watch.What.Happens.Live",
              "The.Graham.Norton.Show", "Real.Time.with.Bill.Maher"}
GUESTS = ["Ryan.Gosling", "Margot.Robbie", "Zendaya", "Pedro.Pascal", "Cillian.Murphy", "Emma.Stone",
          "Timothee.Chalamet", "Florence.Pugh", "Jeremy.Allen.White", "Ayo.Edebiri", "Glen.Powell",
          "Sydney.Sweeney", "Kristen.Wiig", "Paul.Rudd", "Tom.Hanks", "Jennifer.Lawrence",
          "Keanu.Reeves", "Dua.Lipa", "Jack.Black", "Steve.Martin", "Martin.Short", "Selena.Gomez",
          "Kevin.Hart", "Mark.Ruffalo", "Anya.Taylor-Joy", "Colman.Domingo", "Jodie.Foster",
          "Paul.Mescal", "Saoirse.Ronan", "Andrew.Garfield", "Hugh.Grant", "Nicole.Kidman"]

FILMS = [
    ("The Godfather", 1972), ("Pulp Fiction", 1994), ("Parasite", 2019), ("Oppenheimer", 2023),
    ("Barbie", 2023), ("Dune", 2021), ("Dune Part Two", 2024), ("Everything Everywhere All at Once", 2022),
    ("Mad Max Fury Road", 2015), ("Blade Runner 2049", 2017), ("Arrival", 2016), ("Interstellar", 2014),
    ("Inception", 2010), ("The Dark Knight", 2008), ("Spider-Man Across the Spider-Verse", 2023),
    ("Past Lives", 2023), ("Anatomy of a Fall", 2023), ("The Zone of Interest", 2023),
    ("Poor Things", 2023), ("Killers of the Flower Moon", 2023), ("The Holdovers", 2023),
    ("Godzilla Minus One", 2023), ("The Boy and the Heron", 2023), ("Civil War", 2024),
    ("Furiosa A Mad Max Saga", 2024), ("Challengers", 2024), ("Alien Romulus", 2024),
    ("Deadpool and Wolverine", 2024), ("Inside Out 2", 2024), ("The Substance", 2024),
    ("Conclave", 2024), ("Anora", 2024), ("The Brutalist", 2024), ("Nosferatu", 2024),
    ("Wicked", 2024), ("Gladiator II", 2024), ("Twisters", 2024), ("Longlegs", 2024),
    ("Kingdom of the Planet of the Apes", 2024), ("The Fall Guy", 2024), ("Top Gun Maverick", 2022),
    ("The Batman", 2022), ("Nope", 2022), ("Tar", 2022), ("The Banshees of Inisherin", 2022),
    ("Aftersun", 2022), ("RRR", 2022), ("Decision to Leave", 2022), ("Triangle of Sadness", 2022),
    ("All Quiet on the Western Front", 2022), ("Avatar The Way of Water", 2022),
    ("John Wick Chapter 4", 2023), ("Mission Impossible Dead Reckoning Part One", 2023),
    ("Asteroid City", 2023), ("Saltburn", 2023), ("Talk to Me", 2023), ("The Iron Claw", 2023),
    ("Dune", 1984), ("Alien", 1979), ("Aliens", 1986), ("The Thing", 1982), ("Blade Runner", 1982),
    ("Back to the Future", 1985), ("Jaws", 1975), ("Star Wars", 1977), ("The Empire Strikes Back", 1980),
    ("Raiders of the Lost Ark", 1981), ("E.T. the Extra-Terrestrial", 1982),
    ("Terminator 2 Judgment Day", 1991), ("The Matrix", 1999), ("Fight Club", 1999),
    ("The Shawshank Redemption", 1994), ("Forrest Gump", 1994), ("Goodfellas", 1990),
    ("The Silence of the Lambs", 1991), ("Heat", 1995), ("Se7en", 1995), ("Fargo", 1996),
    ("The Big Lebowski", 1998), ("Saving Private Ryan", 1998), ("Gladiator", 2000), ("Memento", 2000),
    ("Amelie", 2001), ("Spirited Away", 2001), ("The Lord of the Rings The Fellowship of the Ring", 2001),
    ("The Lord of the Rings The Two Towers", 2002), ("The Lord of the Rings The Return of the King", 2003),
    ("City of God", 2002), ("Oldboy", 2003), ("Kill Bill Vol 1", 2003),
    ("Eternal Sunshine of the Spotless Mind", 2004), ("No Country for Old Men", 2007),
    ("There Will Be Blood", 2007), ("WALL-E", 2008), ("Up", 2009), ("Inglourious Basterds", 2009),
    ("The Social Network", 2010), ("Drive", 2011), ("Her", 2013), ("Gravity", 2013), ("Whiplash", 2014),
    ("The Grand Budapest Hotel", 2014), ("Ex Machina", 2014), ("Sicario", 2015), ("Moonlight", 2016),
    ("La La Land", 2016), ("Lady Bird", 2017), ("Roma", 2018), ("Joker", 2019), ("1917", 2019),
    ("Knives Out", 2019), ("Tenet", 2020), ("Soul", 2020), ("Nomadland", 2020),
    ("The Power of the Dog", 2021), ("Licorice Pizza", 2021), ("Casablanca", 1942),
    ("Citizen Kane", 1941), ("Vertigo", 1958), ("Psycho", 1960), ("Lawrence of Arabia", 1962),
    ("2001 A Space Odyssey", 1968), ("Seven Samurai", 1954), ("Tokyo Story", 1953), ("Rashomon", 1950),
    ("8 1/2", 1963), ("Breathless", 1960), ("The 400 Blows", 1959), ("Metropolis", 1927),
    ("Sunset Boulevard", 1950), ("Some Like It Hot", 1959), ("Singin in the Rain", 1952),
    ("Chinatown", 1974), ("Taxi Driver", 1976), ("Apocalypse Now", 1979), ("Annie Hall", 1977),
    ("The Shining", 1980), ("Ghostbusters", 1984), ("Die Hard", 1988), ("Akira", 1988),
    ("My Neighbor Totoro", 1988), ("Princess Mononoke", 1997), ("Ghost in the Shell", 1995),
    ("Perfect Blue", 1997), ("Your Name", 2016), ("A Silent Voice", 2016), ("Howls Moving Castle", 2004),
    ("Paprika", 2006), ("The Lion King", 1994), ("Toy Story", 1995), ("Shrek", 2001),
    ("Finding Nemo", 2003), ("Coco", 2017), ("Paddington 2", 2017), ("Hot Fuzz", 2007),
    ("Shaun of the Dead", 2004), ("Trainspotting", 1996), ("Lock Stock and Two Smoking Barrels", 1998),
    ("Snatch", 2000), ("In Bruges", 2008), ("Children of Men", 2006), ("Pans Labyrinth", 2006),
    ("The Prestige", 2006), ("Zodiac", 2007), ("The Departed", 2006), ("Prisoners", 2013),
    ("Nightcrawler", 2014), ("Rocky", 1976), ("Jurassic Park", 1993), ("Independence Day", 1996),
    ("Titanic", 1997), ("The Fifth Element", 1997), ("The Truman Show", 1998), ("American Beauty", 1999),
    ("Magnolia", 1999), ("Gattaca", 1997), ("Moon", 2009), ("District 9", 2009),
    ("Edge of Tomorrow", 2014), ("Mission Impossible Fallout", 2018), ("Avengers Endgame", 2019),
    ("Black Panther", 2018), ("Logan", 2017), ("Baby Driver", 2017), ("Hereditary", 2018),
    ("Midsommar", 2019), ("The Lighthouse", 2019), ("Uncut Gems", 2019),
    ("Portrait of a Lady on Fire", 2019), ("Drive My Car", 2021), ("The Worst Person in the World", 2021),
    ("Petite Maman", 2021), ("The Wild Robot", 2024), ("Flow", 2024), ("A Complete Unknown", 2024),
    ("Sing Sing", 2023), ("Perfect Days", 2023), ("The Apprentice", 2024), ("Sinners", 2025),
    ("Mickey 17", 2025), ("Thunderbolts", 2025), ("Heretic", 2024), ("Smile 2", 2024),
]

FILM_SCENE_GROUPS = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "CiNEFiLE", "BiPOLAR", "VETO",
                     "PSYCHD", "CADAVER", "SNOW", "NODLABS", "DEFLATE", "YOL0W", "BLOW", "TERMiNAL",
                     "USURY", "JustWatch", "KNiVES", "SADPANDA", "PiGNUS", "MAJESTiC", "GUACAMOLE",
                     "HANDJOB", "SURCODE", "WUTANG", "SHORTBREHD", "REWARD", "VoMiT", "LOST",
                     "PECULATE", "SLOT", "EDITH", "NAISU", "SMURF"]
FILM_OLD_GROUPS = ["DiAMOND", "FxM", "MAXSPEED", "NeDiVx", "DoNE", "iMBT", "SAPHiRE", "MEDiC",
                   "REFiNED", "HALCYON", "CLASSiC", "MOOVEE"]
FILM_P2P_GROUPS = ["EPSiLON", "FGT", "CtrlHD", "DON", "EbP", "HiFi", "NCmt", "W4NK3R", "decibeL",
                   "TayTO", "SbR", "BHDStudio", "FraMeSToR", "PmP", "KRaLiMaRKo", "BMF", "ZQ",
                   "HDMaNiAcS", "Geek", "playBD", "SiCFoI", "CRiSC", "D-Z0N3", "LoRD", "ESiR"]

# (romaji, max episode, english title or None, native title or None)
ANIME = [
    ("Sousou no Frieren", 28, "Frieren Beyond Journey's End", "葬送のフリーレン"),
    ("Jujutsu Kaisen", 47, None, "呪術廻戦"),
    ("Kimetsu no Yaiba", 26, "Demon Slayer", "鬼滅の刃"),
    ("Shingeki no Kyojin", 28, "Attack on Titan", "進撃の巨人"),
    ("Spy x Family", 25, None, "SPY×FAMILY"),
    ("Chainsaw Man", 12, None, "チェンソーマン"),
    ("One Piece", 1120, None, "ワンピース"),
    ("Bocchi the Rock!", 12, None, "ぼっち・ざ・ろっく！"),
    ("Oshi no Ko", 24, None, "【推しの子】"),
    ("Kusuriya no Hitorigoto", 24, "The Apothecary Diaries", "薬屋のひとりごと"),
    ("Dungeon Meshi", 24, "Delicious in Dungeon", "ダンジョン飯"),
    ("Dandadan", 12, None, "ダンダダン"),
    ("Mushoku Tensei", 24, "Jobless Reincarnation", "無職転生"),
    ("Vinland Saga", 24, None, "ヴィンランド・サガ"),
    ("Blue Lock", 24, None, "ブルーロック"),
    ("Boku no Hero Academia", 25, "My Hero Academia", "僕のヒーローアカデミア"),
    ("Mob Psycho 100", 12, None, None),
    ("Kaguya-sama wa Kokurasetai", 13, "Kaguya-sama Love Is War", "かぐや様は告らせたい"),
    ("Ore dake Level Up na Ken", 13, "Solo Leveling", "俺だけレベルアップな件"),
    ("Kaijuu 8-gou", 12, "Kaiju No. 8", "怪獣8号"),
    ("Re Zero kara Hajimeru Isekai Seikatsu", 25, None, "Re:ゼロから始める異世界生活"),
    ("Tengoku Daimakyou", 13, "Heavenly Delusion", "天国大魔境"),
    ("Yuru Camp", 12, "Laid-Back Camp", "ゆるキャン△"),
    ("Hibike! Euphonium 3", 13, "Sound! Euphonium 3", "響け！ユーフォニアム3"),
    ("Ao no Hako", 25, "Blue Box", "アオのハコ"),
    ("Sakamoto Days", 11, None, None),
    ("Tensei shitara Slime Datta Ken", 24, "That Time I Got Reincarnated as a Slime", "転生したらスライムだった件"),
    ("Dr. Stone", 12, None, "ドクターストーン"),
    ("Boku no Kokoro no Yabai Yatsu", 13, "The Dangers in My Heart", "僕の心のヤバイやつ"),
    ("Shikanoko Nokonoko Koshitantan", 12, "My Deer Friend Nokotan", None),
    ("Kimi no Koto ga Daidaidaidaidaisuki na 100-nin no Kanojo", 12, None, None),
    ("Make Heroine ga Oosugiru!", 12, "Too Many Losing Heroines!", "負けヒロインが多すぎる！"),
    ("Shangri-La Frontier", 25, None, "シャングリラ・フロンティア"),
    ("Hikaru ga Shinda Natsu", 12, "The Summer Hikaru Died", "光が死んだ夏"),
]
ANIME_CLASSIC = ["Cowboy Bebop", "Neon Genesis Evangelion", "Fullmetal Alchemist Brotherhood",
                 "Steins;Gate", "Made in Abyss", "Violet Evergarden", "Mononoke", "Ping Pong the Animation",
                 "Samurai Champloo", "Serial Experiments Lain", "Paranoia Agent", "Mushishi",
                 "Texhnolyze", "Haibane Renmei", "Monster", "Revolutionary Girl Utena",
                 "Legend of the Galactic Heroes", "Planetes", "Cyberpunk Edgerunners", "Hyouka"]

# (artist, album, year)
ALBUMS = [
    ("Radiohead", "OK Computer", 1997), ("Radiohead", "Kid A", 2000), ("Radiohead", "In Rainbows", 2007),
    ("Pink Floyd", "Wish You Were Here", 1975), ("Pink Floyd", "The Dark Side of the Moon", 1973),
    ("Daft Punk", "Random Access Memories", 2013), ("Daft Punk", "Discovery", 2001),
    ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Kendrick Lamar", "GNX", 2024),
    ("Taylor Swift", "The Tortured Poets Department", 2024), ("Taylor Swift", "Folklore", 2020),
    ("Beyonce", "Cowboy Carter", 2024), ("Beyonce", "Renaissance", 2022),
    ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Charli XCX", "Brat", 2024),
    ("Sabrina Carpenter", "Short n Sweet", 2024), ("Olivia Rodrigo", "Guts", 2023),
    ("Fontaines D.C.", "Romance", 2024), ("Vampire Weekend", "Only God Was Above Us", 2024),
    ("The Cure", "Songs of a Lost World", 2024), ("Nick Cave and the Bad Seeds", "Wild God", 2024),
    ("boygenius", "The Record", 2023), ("Arctic Monkeys", "AM", 2013), ("Metallica", "72 Seasons", 2023),
    ("Metallica", "Master of Puppets", 1986), ("Iron Maiden", "Senjutsu", 2021),
    ("Tool", "Fear Inoculum", 2019), ("Gojira", "Fortitude", 2021), ("Miles Davis", "Kind of Blue", 1959),
    ("John Coltrane", "A Love Supreme", 1965), ("Bob Dylan", "Blood on the Tracks", 1975),
    ("Fleetwood Mac", "Rumours", 1977), ("Joni Mitchell", "Blue", 1971), ("The Beatles", "Abbey Road", 1969),
    ("The Beatles", "Revolver", 1966), ("David Bowie", "Blackstar", 2016), ("Prince", "Purple Rain", 1984),
    ("Michael Jackson", "Thriller", 1982), ("Nirvana", "Nevermind", 1991), ("Portishead", "Dummy", 1994),
    ("Massive Attack", "Mezzanine", 1998), ("Aphex Twin", "Selected Ambient Works 85-92", 1992),
    ("Burial", "Untrue", 2007), ("Four Tet", "Three", 2024), ("Fred again..", "Actual Life 3", 2022),
    ("Bonobo", "Fragments", 2022), ("Frank Ocean", "Blonde", 2016),
    ("Tyler, The Creator", "Chromakopia", 2024), ("SZA", "SOS", 2022), ("Bjork", "Homogenic", 1997),
    ("Kate Bush", "Hounds of Love", 1985), ("Sigur Ros", "Agaetis byrjun", 1999),
    ("LCD Soundsystem", "Sound of Silver", 2007), ("The National", "First Two Pages of Frankenstein", 2023),
    ("Queens of the Stone Age", "In Times New Roman", 2023), ("Foo Fighters", "But Here We Are", 2023),
    ("Blur", "The Ballad of Darren", 2023), ("Slowdive", "Everything Is Alive", 2023),
    ("Sufjan Stevens", "Javelin", 2023), ("Caroline Polachek", "Desire, I Want to Turn Into You", 2023),
    ("Adele", "30", 2021), ("Dua Lipa", "Radical Optimism", 2024), ("Coldplay", "Moon Music", 2024),
    ("Linkin Park", "From Zero", 2024), ("Jack White", "No Name", 2024), ("Beth Gibbons", "Lives Outgrown", 2024),
    ("Clairo", "Charm", 2024), ("Chappell Roan", "The Rise and Fall of a Midwest Princess", 2023),
    ("Max Richter", "Sleep", 2015), ("Led Zeppelin", "Led Zeppelin IV", 1971),
    ("The Rolling Stones", "Exile on Main St.", 1972), ("Stevie Wonder", "Songs in the Key of Life", 1976),
    ("Marvin Gaye", "Whats Going On", 1971), ("Talking Heads", "Remain in Light", 1980),
    ("Joy Division", "Unknown Pleasures", 1979), ("The Smiths", "The Queen Is Dead", 1986),
    ("My Bloody Valentine", "Loveless", 1991), ("Oasis", "Definitely Maybe", 1994),
    ("Lauryn Hill", "The Miseducation of Lauryn Hill", 1998), ("Amy Winehouse", "Back to Black", 2006),
    ("Arcade Fire", "Funeral", 2004), ("The Strokes", "Is This It", 2001), ("Bon Iver", "For Emma, Forever Ago", 2007),
    ("Deftones", "White Pony", 2000), ("Mastodon", "Leviathan", 2004), ("Opeth", "Blackwater Park", 2001),
    ("Khruangbin", "A La Sala", 2024), ("Jamie xx", "In Waves", 2024), ("Mk.gee", "Two Star and the Dream Police", 2024),
    ("Kneecap", "Fine Art", 2024), ("The Last Dinner Party", "Prelude to Ecstasy", 2024),
    ("Geordie Greep", "The New Sound", 2024), ("Magdalena Bay", "Imaginal Disk", 2024),
]
ALBUMS_INTL = [("宇多田ヒカル", "SCIENCE FICTION", 2024), ("米津玄師", "LOST CORNER", 2024),
               ("Кино", "Группа крови", 1988), ("ДДТ", "Это всё", 1994), ("YOASOBI", "THE BOOK", 2021),
               ("방탄소년단", "Map of the Soul 7", 2020), ("Rosalia", "Motomami", 2022),
               ("Stromae", "Multitude", 2022), ("Rammstein", "Mutter", 2001), ("Fairuz", "Maarifti Feek", 1987),
               ("周杰伦", "范特西", 2001), ("Sezen Aksu", "Gülümse", 1991)]
MUSIC_SCENE_GROUPS = ["PERFECT", "FATHEAD", "ENRAGED", "MOD", "C4", "KOMA", "DDS", "JLM", "FTD", "NBFLAC",
                      "YARD", "PTC", "SPANK", "RNS", "NOiR", "DGN", "WRE", "CRN", "TiMES", "MFA", "AMOURSHiP",
                      "HOUND", "ERP", "MYCEL", "KRAKEN", "FWYH", "BPM", "LiR", "SRP", "OMA"]

# (artist, song)
SINGLES = [
    ("Daft Punk", "Get Lucky"), ("Kate Bush", "Running Up That Hill"), ("Queen", "Bohemian Rhapsody"),
    ("Fleetwood Mac", "Dreams"), ("Radiohead", "Karma Police"), ("Nirvana", "Smells Like Teen Spirit"),
    ("Beyonce", "Texas Hold Em"), ("Sabrina Carpenter", "Espresso"), ("Chappell Roan", "Good Luck, Babe!"),
    ("Billie Eilish", "Birds of a Feather"), ("Kendrick Lamar", "Not Like Us"), ("Charli XCX", "360"),
    ("Taylor Swift", "Anti-Hero"), ("The Weeknd", "Blinding Lights"), ("Harry Styles", "As It Was"),
    ("Dua Lipa", "Levitating"), ("Adele", "Someone Like You"), ("Amy Winehouse", "Rehab"),
    ("Arctic Monkeys", "Do I Wanna Know"), ("Oasis", "Wonderwall"), ("Blur", "Song 2"),
    ("Pulp", "Common People"), ("The Verve", "Bitter Sweet Symphony"), ("Massive Attack", "Teardrop"),
    ("Portishead", "Glory Box"), ("David Bowie", "Heroes"), ("Prince", "When Doves Cry"),
    ("Michael Jackson", "Billie Jean"), ("Whitney Houston", "I Will Always Love You"),
    ("Mariah Carey", "All I Want for Christmas Is You"), ("Wham!", "Last Christmas"),
    ("The Pogues", "Fairytale of New York"), ("a-ha", "Take On Me"), ("Toto", "Africa"),
    ("Journey", "Dont Stop Believin"), ("Bon Jovi", "Livin on a Prayer"), ("Survivor", "Eye of the Tiger"),
    ("Eminem", "Lose Yourself"), ("OutKast", "Hey Ya!"), ("Gorillaz", "Feel Good Inc."),
    ("Coldplay", "Yellow"), ("Red Hot Chili Peppers", "Californication"), ("Foo Fighters", "Everlong"),
    ("Metallica", "Enter Sandman"), ("Rammstein", "Du hast"), ("Linkin Park", "In the End"),
    ("The Killers", "Mr. Brightside"), ("The White Stripes", "Seven Nation Army"), ("MGMT", "Electric Feel"),
    ("LCD Soundsystem", "All My Friends"), ("Robyn", "Dancing On My Own"), ("Lorde", "Royals"),
    ("Kanye West", "Stronger"), ("Rihanna", "Umbrella"), ("Lady Gaga", "Bad Romance"),
    ("Britney Spears", "Toxic"), ("Beyonce", "Crazy in Love"), ("Outkast", "Ms. Jackson"),
    ("Frank Ocean", "Thinkin Bout You"), ("SZA", "Kill Bill"), ("Olivia Rodrigo", "drivers license"),
    ("Miley Cyrus", "Flowers"), ("Doja Cat", "Paint the Town Red"), ("Tame Impala", "The Less I Know the Better"),
    ("Hozier", "Take Me to Church"), ("Ed Sheeran", "Shape of You"), ("Bruno Mars", "Uptown Funk"),
    ("Pharrell Williams", "Happy"), ("PSY", "Gangnam Style"), ("BTS", "Dynamite"),
    ("Los del Rio", "Macarena"), ("Shakira", "Hips Dont Lie"), ("Bad Bunny", "Titi Me Pregunto"),
    ("Rosalia", "Despecha"), ("Stromae", "Alors on danse"), ("Edith Piaf", "La Vie en rose"),
    ("Nina Simone", "Feeling Good"), ("Etta James", "At Last"), ("Otis Redding", "Sittin On the Dock of the Bay"),
    ("Bill Withers", "Aint No Sunshine"), ("Johnny Cash", "Hurt"), ("Dolly Parton", "Jolene"),
    ("Kendrick Lamar", "HUMBLE."), ("Childish Gambino", "This Is America"), ("Billie Eilish", "bad guy"),
    ("Lil Nas X", "Old Town Road"), ("Shaboozey", "A Bar Song (Tipsy)"), ("Benson Boone", "Beautiful Things"),
    ("Hozier", "Too Sweet"), ("Teddy Swims", "Lose Control"), ("Gracie Abrams", "Thats So True"),
    ("ROSE and Bruno Mars", "APT."), ("Lady Gaga and Bruno Mars", "Die with a Smile"),
    ("Kylie Minogue", "Cant Get You Out of My Head"), ("Sophie Ellis-Bextor", "Murder on the Dancefloor"),
    ("Yoasobi", "Idol"), ("Ado", "Usseewa"), ("Kino", "Gruppa krovi"),
]

# (author, title, year)
BOOKS = [
    ("Frank Herbert", "Dune", 1965), ("George Orwell", "Nineteen Eighty-Four", 1949),
    ("Jane Austen", "Pride and Prejudice", 1813), ("Mary Shelley", "Frankenstein", 1818),
    ("Leo Tolstoy", "War and Peace", 1869), ("Fyodor Dostoevsky", "Crime and Punishment", 1866),
    ("Toni Morrison", "Beloved", 1987), ("Gabriel Garcia Marquez", "One Hundred Years of Solitude", 1967),
    ("Cormac McCarthy", "The Road", 2006), ("Cormac McCarthy", "Blood Meridian", 1985),
    ("Kazuo Ishiguro", "Never Let Me Go", 2005), ("Kazuo Ishiguro", "Klara and the Sun", 2021),
    ("Hilary Mantel", "Wolf Hall", 2009), ("Sally Rooney", "Normal People", 2018),
    ("Sally Rooney", "Intermezzo", 2024), ("Andy Weir", "Project Hail Mary", 2021),
    ("Andy Weir", "The Martian", 2011), ("Ursula K. Le Guin", "The Left Hand of Darkness", 1969),
    ("Ursula K. Le Guin", "The Dispossessed", 1974), ("Iain M. Banks", "The Player of Games", 1988),
    ("Ted Chiang", "Exhalation", 2019), ("Liu Cixin", "The Three-Body Problem", 2008),
    ("N. K. Jemisin", "The Fifth Season", 2015), ("Brandon Sanderson", "The Way of Kings", 2010),
    ("Brandon Sanderson", "Mistborn The Final Empire", 2006), ("Terry Pratchett", "Guards! Guards!", 1989),
    ("Terry Pratchett", "Small Gods", 1992), ("Neil Gaiman and Terry Pratchett", "Good Omens", 1990),
    ("J. R. R. Tolkien", "The Hobbit", 1937), ("Ursula K. Le Guin", "A Wizard of Earthsea", 1968),
    ("Patrick Rothfuss", "The Name of the Wind", 2007), ("Robin Hobb", "Assassins Apprentice", 1995),
    ("Joe Abercrombie", "The Blade Itself", 2006), ("Susanna Clarke", "Piranesi", 2020),
    ("Susanna Clarke", "Jonathan Strange and Mr Norrell", 2004), ("Donna Tartt", "The Secret History", 1992),
    ("Donna Tartt", "The Goldfinch", 2013), ("Stephen King", "The Stand", 1978), ("Stephen King", "11/22/63", 2011),
    ("Stephen King", "It", 1986), ("Agatha Christie", "Murder on the Orient Express", 1934),
    ("Agatha Christie", "And Then There Were None", 1939), ("Raymond Chandler", "The Big Sleep", 1939),
    ("Dashiell Hammett", "The Maltese Falcon", 1930), ("Tana French", "In the Woods", 2007),
    ("Mick Herron", "Slow Horses", 2010), ("John le Carre", "Tinker Tailor Soldier Spy", 1974),
    ("Rebecca Yarros", "Fourth Wing", 2023), ("Colleen Hoover", "It Ends with Us", 2016),
    ("Emily Henry", "Funny Story", 2024), ("Matt Dinniman", "Dungeon Crawler Carl", 2020),
    ("Pierce Brown", "Red Rising", 2014), ("Dennis E. Taylor", "We Are Legion (We Are Bob)", 2016),
    ("Martha Wells", "All Systems Red", 2017), ("Adrian Tchaikovsky", "Children of Time", 2015),
    ("Yuval Noah Harari", "Sapiens", 2011), ("Tara Westover", "Educated", 2018),
    ("Michelle Obama", "Becoming", 2018), ("Robert A. Caro", "The Power Broker", 1974),
    ("Walter Isaacson", "Steve Jobs", 2011), ("Jared Diamond", "Guns, Germs, and Steel", 1997),
    ("Carl Sagan", "Cosmos", 1980), ("Richard Dawkins", "The Selfish Gene", 1976),
    ("Daniel Kahneman", "Thinking, Fast and Slow", 2011), ("Mary Beard", "SPQR", 2015),
    ("Patrick Radden Keefe", "Empire of Pain", 2021), ("David Grann", "Killers of the Flower Moon", 2017),
    ("Rachel Carson", "Silent Spring", 1962), ("Martin Kleppmann", "Designing Data-Intensive Applications", 2017),
    ("Steve Klabnik and Carol Nichols", "The Rust Programming Language", 2023),
    ("Francois Chollet", "Deep Learning with Python", 2021), ("Brian W. Kernighan and Dennis M. Ritchie", "The C Programming Language", 1988),
    ("Robert C. Martin", "Clean Code", 2008), ("Samin Nosrat", "Salt, Fat, Acid, Heat", 2017),
    ("Yotam Ottolenghi", "Simple", 2018), ("J. Kenji Lopez-Alt", "The Food Lab", 2015),
    ("Haruki Murakami", "Norwegian Wood", 1987), ("Haruki Murakami", "Kafka on the Shore", 2002),
    ("Elena Ferrante", "My Brilliant Friend", 2011), ("Umberto Eco", "The Name of the Rose", 1980),
    ("Italo Calvino", "Invisible Cities", 1972), ("Albert Camus", "The Stranger", 1942),
    ("Franz Kafka", "The Trial", 1925), ("Thomas Mann", "The Magic Mountain", 1924),
    ("Olga Tokarczuk", "Drive Your Plow Over the Bones of the Dead", 2009),
    ("Jon Fosse", "Septology", 2022), ("Chimamanda Ngozi Adichie", "Half of a Yellow Sun", 2006),
    ("Percival Everett", "James", 2024), ("Samantha Harvey", "Orbital", 2023),
    ("Tommy Orange", "Wandering Stars", 2024), ("Kristin Hannah", "The Women", 2024),
]
BOOKS_INTL = [("Михаил Булгаков", "Мастер и Маргарита", 1967), ("Фёдор Достоевский", "Братья Карамазовы", 1880),
              ("村上春樹", "ノルウェイの森", 1987), ("夏目漱石", "こころ", 1914), ("刘慈欣", "三体", 2008),
              ("余华", "活着", 1993), ("Patrick Suskind", "Das Parfum", 1985), ("Marcel Proust", "Du cote de chez Swann", 1913),
              ("Carlos Ruiz Zafon", "La sombra del viento", 2001), ("한강", "채식주의자", 2007),
              ("Naguib Mahfouz", "Zuqaq al-Midaq", 1947), ("Orhan Pamuk", "Benim Adim Kirmizi", 1998)]
PUBLISHERS = ["Penguin", "Vintage", "Tor", "Orbit", "Gollancz", "Faber", "HarperCollins", "Knopf",
              "Picador", "O'Reilly", "No Starch Press", "Manning", "Del Rey", "Bloomsbury", "Riverhead"]

# (author, title, narrator)
AUDIOBOOKS = [
    ("Andy Weir", "Project Hail Mary", "Ray Porter"), ("Frank Herbert", "Dune", "Scott Brick"),
    ("J. R. R. Tolkien", "The Fellowship of the Ring", "Andy Serkis"), ("Stephen King", "The Stand", "Grover Gardner"),
    ("Brandon Sanderson", "The Way of Kings", "Michael Kramer and Kate Reading"),
    ("J. K. Rowling", "Harry Potter and the Philosophers Stone", "Stephen Fry"),
    ("Douglas Adams", "The Hitchhikers Guide to the Galaxy", "Stephen Fry"),
    ("Michelle Obama", "Becoming", "Michelle Obama"), ("Tara Westover", "Educated", "Julia Whelan"),
    ("Yuval Noah Harari", "Sapiens", "Derek Perkins"), ("Agatha Christie", "Murder on the Orient Express", "Dan Stevens"),
    ("George Orwell", "1984", "Simon Prebble"), ("Dennis E. Taylor", "We Are Legion (We Are Bob)", "Ray Porter"),
    ("Pierce Brown", "Red Rising", "Tim Gerard Reynolds"), ("Matt Dinniman", "Dungeon Crawler Carl", "Jeff Hays"),
    ("Rebecca Yarros", "Fourth Wing", "Rebecca Soler"), ("Barack Obama", "A Promised Land", "Barack Obama"),
    ("Robert A. Caro", "The Power Broker", "Robert Fass"), ("Hilary Mantel", "Wolf Hall", "Ben Miles"),
    ("Cormac McCarthy", "The Road", "Tom Stechschulte"), ("Patrick Rothfuss", "The Name of the Wind", "Nick Podehl"),
    ("Joe Abercrombie", "The Blade Itself", "Steven Pacey"), ("Robin Hobb", "Assassins Apprentice", "Paul Boehmer"),
    ("N. K. Jemisin", "The Fifth Season", "Robin Miles"), ("Terry Pratchett", "Guards! Guards!", "Colin Morgan"),
    ("Neil Gaiman and Terry Pratchett", "Good Omens", "Martin Jarvis"), ("Trevor Noah", "Born a Crime", "Trevor Noah"),
    ("Mick Herron", "Slow Horses", "Sean Barrett"), ("Martha Wells", "All Systems Red", "Kevin R. Free"),
    ("Adrian Tchaikovsky", "Children of Time", "Mel Hudson"), ("Kazuo Ishiguro", "The Remains of the Day", "Simon Prebble"),
    ("Stephen Fry", "Mythos", "Stephen Fry"), ("Bill Bryson", "A Short History of Nearly Everything", "William Roberts"),
    ("Dolly Alderton", "Everything I Know About Love", "Dolly Alderton"), ("Mary Beard", "SPQR", "Phyllida Nash"),
]

COMICS = [("Saga", 70, "Image"), ("Batman", 158, "DC"), ("Absolute Batman", 8, "DC"), ("Absolute Wonder Woman", 6, "DC"),
          ("The Amazing Spider-Man", 70, "Marvel"), ("Ultimate Spider-Man", 15, "Marvel"), ("X-Men", 12, "Marvel"),
          ("Detective Comics", 1093, "DC"), ("Transformers", 20, "Image"), ("Usagi Yojimbo", 40, "IDW"),
          ("Hellboy and the BPRD", 5, "Dark Horse"), ("Invincible", 144, "Image"),
          ("Something is Killing the Children", 40, "BOOM!"), ("Monstress", 50, "Image"), ("Daredevil", 18, "Marvel"),
          ("Fantastic Four", 30, "Marvel"), ("Immortal Thor", 20, "Marvel"), ("Nightwing", 122, "DC"),
          ("Wonder Woman", 18, "DC"), ("Superman", 22, "DC"), ("Radiant Black", 30, "Image"),
          ("The Department of Truth", 28, "Image"), ("Ice Cream Man", 42, "Image"), ("Void Rivals", 16, "Image"),
          ("Batman and Robin", 18, "DC"), ("Green Lantern", 18, "DC"), ("Spawn", 360, "Image"),
          ("The Walking Dead Deluxe", 100, "Image"), ("Star Wars", 50, "Marvel"), ("Immortal Hulk", 50, "Marvel")]
COMIC_MANGA = [("One Piece", 108), ("Berserk", 42), ("Chainsaw Man", 18), ("Jujutsu Kaisen", 28), ("Vagabond", 37),
               ("Spy x Family", 13), ("Frieren Beyond Journeys End", 13), ("Dandadan", 16), ("Vinland Saga", 27),
               ("Blue Period", 15), ("Oyasumi Punpun", 13), ("20th Century Boys", 22)]
COMIC_SCANNERS = ["Zone-Empire", "Digital-Empire", "The Last Kryptonian-DCP", "Minutemen-Slayer", "Glorith-Hope",
                  "Son of Ultron-Empire", "Shan-Empire", "Pyrate-DCP", "danke-Empire", "1r0n", "Oak", "LuCaZ",
                  "Minutemen-juvecube", "BitBook", "Lovag-Empire"]

MAGAZINES = [("The Economist", "week"), ("The New Yorker", "week"), ("National Geographic UK", "month"),
             ("National Geographic USA", "month"), ("New Scientist", "week"), ("Wired UK", "month"),
             ("Wired USA", "month"), ("PC Gamer UK", "issue"), ("Linux Format", "issue"), ("The MagPi", "issue"),
             ("Scientific American", "month"), ("Time", "week"), ("Der Spiegel", "nr"), ("Le Monde diplomatique", "fr"),
             ("Private Eye", "issue"), ("Rolling Stone USA", "month"), ("Empire UK", "month"), ("Edge", "issue"),
             ("Retro Gamer", "issue"), ("Sight and Sound", "month"), ("Gramophone", "month"), ("BBC Music Magazine", "month"),
             ("Mojo", "month"), ("Uncut", "month"), ("The Spectator", "week"), ("New Statesman", "week"),
             ("Nature", "week"), ("Popular Mechanics", "month"), ("Practical Wireless", "month"),
             ("Digital Camera World", "month"), ("Amateur Photographer", "week"), ("Runners World UK", "month"),
             ("Vogue UK", "month"), ("The Atlantic", "month"), ("Harpers Magazine", "month"), ("c't Magazin", "nr"),
             ("Focus Italia", "month"), ("Elektor", "month"), ("2600 The Hacker Quarterly", "quarter")]

# (name, versions, style) style: free / scene
SOFTWARE = [
    ("VLC media player", ["3.0.18", "3.0.20", "3.0.21"], "free"), ("LibreOffice", ["7.6.4", "24.2.1", "24.8.3"], "free"),
    ("Blender", ["3.6.5", "4.0.2", "4.1.0", "4.2.3 LTS"], "free"), ("GIMP", ["2.10.36", "2.10.38", "3.0.0"], "free"),
    ("Inkscape", ["1.3.2", "1.4"], "free"), ("OBS Studio", ["30.1.2", "30.2.3", "31.0.0"], "free"),
    ("7-Zip", ["23.01", "24.08"], "free"), ("Notepad++", ["8.6.4", "8.6.9", "8.7.1"], "free"),
    ("Audacity", ["3.4.2", "3.5.1", "3.7.0"], "free"), ("HandBrake", ["1.7.3", "1.8.2"], "free"),
    ("KeePassXC", ["2.7.7", "2.7.9"], "free"), ("Firefox Setup", ["124.0", "128.0.3esr", "133.0"], "free"),
    ("Thunderbird", ["115.9.0", "128.5.0esr"], "free"), ("Python", ["3.11.9", "3.12.2", "3.13.1"], "free"),
    ("Git for Windows", ["2.44.0", "2.47.1"], "free"), ("VirtualBox", ["7.0.14", "7.1.4"], "free"),
    ("Kdenlive", ["24.02.1", "24.08.3"], "free"), ("Krita", ["5.2.2", "5.2.6"], "free"), ("darktable", ["4.6.1", "4.8.1"], "free"),
    ("calibre", ["7.7.0", "7.22.0"], "free"), ("foobar2000", ["2.1.2", "2.1.6"], "free"),
    ("MKVToolNix", ["83.0", "88.0"], "free"), ("qBittorrent", ["4.6.4", "5.0.2"], "free"),
    ("SABnzbd", ["4.2.3", "4.3.3", "4.4.1"], "free"), ("NZBGet", ["21.1", "24.5"], "free"),
    ("Sonarr", ["4.0.2.1183", "4.0.11.2680"], "free"), ("Radarr", ["5.3.6.8612", "5.16.3.9541"], "free"),
    ("Microsoft Office Professional Plus 2021", ["2108"], "scene"), ("Microsoft Office LTSC Professional Plus 2024", ["2408"], "scene"),
    ("Windows 11 23H2", ["22631.3296", "22631.4460"], "scene"), ("Windows 11 24H2", ["26100.2605"], "scene"),
    ("Adobe Photoshop 2024", ["25.5.1", "25.9"], "scene"), ("Adobe Premiere Pro 2025", ["25.0", "25.1"], "scene"),
    ("Autodesk AutoCAD 2025", ["2025.1"], "scene"), ("JetBrains IntelliJ IDEA Ultimate", ["2023.3.4", "2024.3.1"], "scene"),
    ("Native Instruments Kontakt 7", ["7.8.1", "7.10.5"], "scene"), ("Ableton Live 12 Suite", ["12.0.1", "12.1.5"], "scene"),
    ("FabFilter Pro-Q 3", ["3.24"], "scene"), ("Steinberg Cubase Pro 13", ["13.0.20", "13.0.50"], "scene"),
    ("DxO PhotoLab 7 Elite", ["7.4.0", "7.8.0"], "scene"), ("Topaz Video AI", ["5.0.3", "5.3.6"], "scene"),
    ("Capture One 23 Enterprise", ["16.3.2"], "scene"), ("DaVinci Resolve Studio", ["18.6.6", "19.1.2"], "scene"),
    ("Xfer Records Serum", ["1.365"], "scene"), ("u-he Diva", ["1.4.7"], "scene"), ("Arturia V Collection 10", ["10.0"], "scene"),
]
SOFT_SCENE_GROUPS = ["R2R", "TNT", "CORE", "BTCR", "XFORCE", "AMPED", "DVT", "VR", "TCD", "ViRiLiTY", "MAGNETRiXX",
                     "AiR", "P2P", "TeamCubeadooby", "SSQ"]

GAMES_SCENE = ["Elden Ring Shadow of the Erdtree", "Hogwarts Legacy", "Starfield", "Baldurs Gate 3", "Lies of P",
               "Armored Core VI Fires of Rubicon", "Dead Space", "Resident Evil 4", "Diablo IV", "Manor Lords",
               "Dragons Dogma 2", "Black Myth Wukong", "Frostpunk 2", "STALKER 2 Heart of Chornobyl",
               "Kingdom Come Deliverance II", "Indiana Jones and the Great Circle", "Silent Hill 2",
               "Final Fantasy VII Rebirth", "Alan Wake 2", "Cities Skylines II", "Total War Warhammer III",
               "Hades II", "Balatro", "Satisfactory", "Factorio Space Age", "Microsoft Flight Simulator 2024",
               "Farming Simulator 25", "Metaphor ReFantazio", "Star Wars Outlaws", "Persona 3 Reload",
               "Prince of Persia The Lost Crown", "Tekken 8", "Avowed", "Split Fiction", "Monster Hunter Wilds",
               "Sid Meiers Civilization VII", "Assassins Creed Shadows", "Clair Obscur Expedition 33",
               "Warhammer 40000 Space Marine 2", "Horizon Forbidden West Complete Edition", "Ghost of Tsushima",
               "Stellar Blade", "Red Dead Redemption 2", "Cyberpunk 2077 Phantom Liberty", "Hollow Knight Silksong",
               "Dragon Age The Veilguard", "Age of Mythology Retold", "Homeworld 3", "Against the Storm",
               "Pacific Drive", "Dune Awakening", "The Talos Principle 2", "Planet Coaster 2", "Still Wakes the Deep"]
GAME_SCENE_GROUPS = ["CODEX", "PLAZA", "SKIDROW", "RELOADED", "FLT", "TENOKE", "DOGE", "TiNYiSO", "DARKSiDERS",
                     "SiMPLEX", "RUNE", "EMPRESS", "HOODLUM", "RAZOR1911", "PROPHET", "ANOMALY", "I_KnoW", "P2P"]
CONSOLE_GAMES = [("Super Mario Bros Wonder", "NSW"), ("The Legend of Zelda Tears of the Kingdom", "NSW"),
                 ("Astro Bot", "PS5"), ("Metroid Prime Remastered", "NSW"), ("Animal Crossing New Horizons", "NSW"),
                 ("Pikmin 4", "NSW"), ("Paper Mario The Thousand Year Door", "NSW"), ("Mario Kart 8 Deluxe", "NSW"),
                 ("Bloodborne", "PS4"), ("Gran Turismo 7", "PS4"), ("Halo Infinite", "XBOX"), ("Forza Horizon 5", "XBOX")]
CONSOLE_GROUPS = {"NSW": ["SUXXORS", "VENOM", "BigBlueBox", "LiGHTFORCE"], "PS4": ["DUPLEX", "BlaZe", "CUSA"],
                  "PS5": ["DUPLEX", "PS5PKG"], "XBOX": ["XBLA", "iMARS"]}

GOG_GAMES = ["The Witcher 3 Wild Hunt GOTY", "Baldurs Gate 3", "Cyberpunk 2077", "Disco Elysium The Final Cut",
             "Pillars of Eternity Definitive Edition", "Divinity Original Sin 2 Definitive Edition",
             "Heroes of Might and Magic 3 Complete", "Planescape Torment Enhanced Edition", "Fallout 2",
             "Fallout New Vegas Ultimate Edition", "System Shock", "Hollow Knight", "Stardew Valley", "Dead Cells",
             "Frostpunk", "Pathfinder Wrath of the Righteous", "Diablo", "Deus Ex GOTY Edition", "Thief Gold",
             "Kingdom Come Deliverance", "Return to Monkey Island", "Grim Fandango Remastered",
             "Indiana Jones and the Fate of Atlantis", "Sid Meiers Alpha Centauri Planetary Pack",
             "Master of Orion 2", "Vampire The Masquerade Bloodlines", "Dragon Age Origins Ultimate Edition",
             "Baldurs Gate II Enhanced Edition", "STALKER Shadow of Chernobyl", "Mount and Blade Warband",
             "Hades", "Celeste", "Inscryption", "Darkest Dungeon", "Tyranny", "Stellaris", "RimWorld",
             "Heroes of Might and Magic 2 Gold", "Unreal Gold", "Blood Fresh Supply", "Quake", "Arcanum",
             "Jagged Alliance 2", "Ultima Underworld 1 and 2", "Syberia", "Dishonored Definitive Edition"]

LINUX_ISOS = [
    "ubuntu-22.04.4-desktop-amd64.iso", "ubuntu-24.04.1-desktop-amd64.iso", "ubuntu-24.04.1-live-server-amd64.iso",
    "ubuntu-24.10-desktop-amd64.iso", "kubuntu-24.04-desktop-amd64.iso", "xubuntu-24.04-desktop-amd64.iso",
    "debian-12.4.0-amd64-netinst.iso", "debian-12.8.0-amd64-DVD-1.iso", "debian-live-12.7.0-amd64-kde.iso",
    "Fedora-Workstation-Live-x86_64-39-1.5.iso", "Fedora-Workstation-Live-x86_64-41-1.4.iso",
    "Fedora-KDE-Live-x86_64-40-1.14.iso", "archlinux-2024.01.01-x86_64.iso", "archlinux-2024.12.01-x86_64.iso",
    "FreeBSD-14.0-RELEASE-amd64-disc1.iso", "FreeBSD-14.2-RELEASE-amd64-dvd1.iso", "FreeBSD-13.4-RELEASE-amd64-memstick.img",
    "install76.img (OpenBSD 7.6 amd64)", "NetBSD-10.0-amd64.iso", "linuxmint-21.3-cinnamon-64bit.iso",
    "linuxmint-22-cinnamon-64bit.iso", "Rocky-9.3-x86_64-dvd.iso", "Rocky-9.5-x86_64-minimal.iso",
    "AlmaLinux-9.4-x86_64-dvd.iso", "kali-linux-2023.4-installer-amd64.iso", "kali-linux-2024.4-live-amd64.iso",
    "openSUSE-Tumbleweed-DVD-x86_64-Current.iso", "openSUSE-Leap-15.6-DVD-x86_64-Media.iso",
    "manjaro-kde-23.1.3-240113-linux66.iso", "pop-os_22.04_amd64_nvidia_41.iso", "EndeavourOS_Gemini-2024.04.20.iso",
    "tails-amd64-6.10.img", "proxmox-ve_8.3-1.iso", "TrueNAS-SCALE-24.04.2.iso", "gparted-live-1.6.0-3-amd64.iso",
    "clonezilla-live-3.2.0-5-amd64.iso", "Qubes-R4.2.3-x86_64.iso", "alpine-standard-3.21.0-x86_64.iso",
    "NixOS nixos-gnome-24.11-x86_64-linux.iso", "elementaryos-7.1-stable.20231129rc.iso",
    "MX-23.4_x64.iso", "Zorin-OS-17.2-Core-64-bit.iso", "slackware64-15.0-install-dvd.iso", "Gentoo install-amd64-minimal-20241208.iso",
    "Haiku R1/beta5 x86_64 anyboot", "ReactOS 0.4.15 Live CD", "Raspberry Pi OS Bookworm 2024-11-19 arm64",
]

NFL = ["Chiefs", "Bills", "Eagles", "49ers", "Cowboys", "Ravens", "Lions", "Packers", "Dolphins", "Bengals",
       "Jets", "Steelers", "Rams", "Seahawks", "Vikings", "Texans", "Commanders", "Chargers"]
NBA = ["Lakers", "Celtics", "Warriors", "Nuggets", "Bucks", "Heat", "Knicks", "Thunder", "Mavericks", "Suns",
       "76ers", "Timberwolves", "Cavaliers", "Pacers"]
NHL = ["Oilers", "Panthers", "Rangers", "Bruins", "Maple Leafs", "Avalanche", "Golden Knights", "Stars",
       "Canucks", "Lightning", "Jets", "Hurricanes"]
MLB = ["Yankees", "Dodgers", "Red Sox", "Cubs", "Astros", "Braves", "Phillies", "Mets", "Orioles", "Guardians", "Padres"]
EPL = ["Arsenal", "Liverpool", "Manchester City", "Manchester United", "Chelsea", "Tottenham", "Newcastle",
       "Aston Villa", "Brighton", "West Ham", "Nottingham Forest", "Fulham", "Everton", "Brentford"]
LALIGA = ["Real Madrid", "Barcelona", "Atletico Madrid", "Girona", "Athletic Bilbao", "Real Sociedad", "Sevilla", "Villarreal", "Real Betis"]
BUNDES = ["Bayern Munich", "Bayer Leverkusen", "Borussia Dortmund", "RB Leipzig", "VfB Stuttgart", "Eintracht Frankfurt", "SC Freiburg"]
SERIEA = ["Inter", "AC Milan", "Juventus", "Napoli", "Roma", "Atalanta", "Lazio", "Fiorentina", "Bologna"]
F1_GP = ["Bahrain", "Saudi Arabian", "Australian", "Japanese", "Chinese", "Miami", "Emilia Romagna", "Monaco",
         "Canadian", "Spanish", "Austrian", "British", "Hungarian", "Belgian", "Dutch", "Italian", "Azerbaijan",
         "Singapore", "United States", "Mexico City", "Sao Paulo", "Las Vegas", "Qatar", "Abu Dhabi"]
UFC = [("294", "Makhachev.vs.Volkanovski.2"), ("295", "Prochazka.vs.Pereira"), ("296", "Edwards.vs.Covington"),
       ("300", "Pereira.vs.Hill"), ("302", "Makhachev.vs.Poirier"), ("303", "Pereira.vs.Prochazka.2"),
       ("304", "Edwards.vs.Muhammad.2"), ("305", "Du.Plessis.vs.Adesanya"), ("306", "OMalley.vs.Dvalishvili"),
       ("307", "Pereira.vs.Rountree"), ("308", "Topuria.vs.Holloway"), ("309", "Jones.vs.Miocic"),
       ("310", "Pantoja.vs.Asakura"), ("311", "Makhachev.vs.Moicano")]
TENNIS_MEN = ["Djokovic", "Alcaraz", "Sinner", "Medvedev", "Zverev", "Fritz", "Draper", "Rune", "Ruud", "De.Minaur"]
TENNIS_WOMEN = ["Swiatek", "Sabalenka", "Gauff", "Rybakina", "Paolini", "Krejcikova", "Pegula", "Zheng", "Keys"]
SEASON_MONTHS = {"NFL": (9, 10, 11, 12, 1, 2), "NBA": (10, 11, 12, 1, 2, 3, 4, 5, 6),
                 "NHL": (10, 11, 12, 1, 2, 3, 4, 5, 6), "MLB": (4, 5, 6, 7, 8, 9, 10),
                 "soccer": (8, 9, 10, 11, 12, 1, 2, 3, 4, 5)}


def season_date(rng, league, start=date(2022, 1, 1), end=date(2025, 6, 30)):
    months = SEASON_MONTHS.get(league, SEASON_MONTHS["soccer"])
    while True:
        d = rand_date(rng, start, end)
        if d.month in months:
            return d
SPORT_GROUPS = ["SPORTSNET", "VERUM", "DARKSPORT", "WEBSPORT", "SHREDDiE", "ACES", "NWCHD", "HEEL", "DDR", "SLiPSTREAM",
                "FAiRPLAY", "GRIMM", "PUCKS", "BANDOLEROS", "F1CARRERAS"]

# foreign-language scene/P2P material
FOREIGN_FILMS = [  # (title, year, language tag)
    ("Intouchables", 2011, "FRENCH"), ("Les Miserables", 2019, "FRENCH"), ("Anatomie dune chute", 2023, "FRENCH"),
    ("Le Comte de Monte-Cristo", 2024, "FRENCH"), ("La Haine", 1995, "FRENCH"), ("Le Samourai", 1967, "FRENCH"),
    ("Das Boot", 1981, "GERMAN"), ("Im Westen nichts Neues", 2022, "GERMAN"), ("Lola rennt", 1998, "GERMAN"),
    ("Good Bye Lenin", 2003, "GERMAN"), ("Das Leben der Anderen", 2006, "GERMAN"), ("Der Untergang", 2004, "GERMAN"),
    ("Toni Erdmann", 2016, "GERMAN"), ("Das Lehrerzimmer", 2023, "GERMAN"),
    ("El laberinto del fauno", 2006, "SPANiSH"), ("Relatos salvajes", 2014, "SPANiSH"),
    ("La sociedad de la nieve", 2023, "SPANiSH"), ("Campeones", 2018, "SPANiSH"), ("As bestas", 2022, "SPANiSH"),
    ("La grande bellezza", 2013, "iTALiAN"), ("Perfetti sconosciuti", 2016, "iTALiAN"),
    ("La vita e bella", 1997, "iTALiAN"), ("Ce ancora domani", 2023, "iTALiAN"), ("Io capitano", 2023, "iTALiAN"),
    ("Jagten", 2012, "DANiSH"), ("Druk", 2020, "DANiSH"), ("Trolljegeren", 2010, "NORWEGiAN"),
    ("Verdens verste menneske", 2021, "NORWEGiAN"), ("En man som heter Ove", 2015, "SWEDiSH"),
    ("Soldaat van Oranje", 1977, "DUTCH"), ("Zwartboek", 2006, "DUTCH"), ("De Tweeling", 2002, "DUTCH"),
    ("Boze Cialo", 2019, "POLiSH"), ("Zimna wojna", 2018, "POLiSH"), ("Ida", 2013, "POLiSH"),
    ("Kis Uykusu", 2014, "TURKiSH"), ("Bir Zamanlar Anadoluda", 2011, "TURKiSH"),
    ("Dangal", 2016, "HiNDi"), ("3 Idiots", 2009, "HiNDi"), ("Jawan", 2023, "HiNDi"), ("Pathaan", 2023, "HiNDi"),
    ("Cidade de Deus", 2002, "PORTUGUESE"), ("Ainda Estou Aqui", 2024, "PORTUGUESE"),
]
FOREIGN_TV = [  # (title, seasons, episodes, tag)
    ("Dark", 3, 10, "GERMAN"), ("Babylon Berlin", 4, 12, "GERMAN"), ("Tatort", 1, 1, "GERMAN"),
    ("Der Tatortreiniger", 7, 6, "GERMAN"), ("Lupin", 3, 7, "FRENCH"), ("Le Bureau des Legendes", 5, 10, "FRENCH"),
    ("Dix pour cent", 4, 6, "FRENCH"), ("Borgen", 4, 10, "DANiSH"), ("Bron Broen", 4, 10, "SWEDiSH"),
    ("Skam", 4, 10, "NORWEGiAN"), ("La Casa de Papel", 5, 10, "SPANiSH"), ("Elite", 8, 8, "SPANiSH"),
    ("Gomorra", 5, 12, "iTALiAN"), ("Lamica geniale", 4, 10, "iTALiAN"), ("Undercover", 3, 10, "DUTCH"),
    ("Wielka woda", 1, 6, "POLiSH"), ("1983", 1, 8, "POLiSH"), ("Muhtesem Yuzyil", 4, 40, "TURKiSH"),
    ("Sacred Games", 2, 8, "HiNDi"), ("Deadwind", 3, 8, "FiNNiSH"), ("Trapped", 3, 10, "iCELANDiC"),
]
FOREIGN_NATIVE = [  # (native title, english title, year, kind)
    ("Мастер и Маргарита", "The Master and Margarita", 2024, "film"), ("Левиафан", "Leviathan", 2014, "film"),
    ("Брат", "Brother", 1997, "film"), ("Сталкер", "Stalker", 1979, "film"),
    ("Слово пацана. Кровь на асфальте", "The Boy's Word Blood on the Asphalt", 2023, "tv"),
    ("기생충", "Parasite", 2019, "film"), ("올드보이", "Oldboy", 2003, "film"), ("헤어질 결심", "Decision to Leave", 2022, "film"),
    ("오징어 게임", "Squid Game", 2021, "tv"), ("더 글로리", "The Glory", 2022, "tv"), ("무빙", "Moving", 2023, "tv"),
    ("千と千尋の神隠し", "Spirited Away", 2001, "film"), ("君の名は。", "Your Name", 2016, "film"),
    ("ゴジラ-1.0", "Godzilla Minus One", 2023, "film"), ("ドライブ・マイ・カー", "Drive My Car", 2021, "film"),
    ("半沢直樹", "Hanzawa Naoki", 2013, "tv"), ("流浪地球2", "The Wandering Earth II", 2023, "film"),
    ("霸王别姬", "Farewell My Concubine", 1993, "film"), ("花样年华", "In the Mood for Love", 2000, "film"),
    ("卧虎藏龙", "Crouching Tiger Hidden Dragon", 2000, "film"), ("繁花", "Blossoms Shanghai", 2023, "tv"),
    ("三体", "Three-Body", 2023, "tv"), ("كفرناحوم", "Capernaum", 2018, "film"), ("وجدة", "Wadjda", 2012, "film"),
    ("Η Λεπτομέρεια", "The Lobster", 2015, "film"), ("שטיסל", "Shtisel", 2013, "tv"),
]
FOREIGN_GROUPS = {"GERMAN": ["iNTENTiON", "WvF", "DETAiLS", "TSCC", "AWARDS", "ZZGtv", "idTV"],
                  "FRENCH": ["FRATERNiTY", "SUPPLY", "LAZARUS", "QTZ", "EXTREME", "NoTag"],
                  "SPANiSH": ["HDO", "CASTELLANO", "JRP", "ZQSP"], "iTALiAN": ["iDN_CreW", "MeM", "BLUWORLD", "Pir8"],
                  "DANiSH": ["WASTE", "NORDiC"], "NORWEGiAN": ["DKiDS", "NORDiC"], "SWEDiSH": ["NORDiC", "WASTE"],
                  "FiNNiSH": ["NORDiC"], "iCELANDiC": ["NORDiC"], "DUTCH": ["DUTCH-RAPiD", "NLSubs", "LUSO"],
                  "POLiSH": ["PLSUB", "FOX", "AXiNE"], "TURKiSH": ["TURKSAT", "DUALTR"], "HiNDi": ["DDH", "TVSD", "Telly"],
                  "PORTUGUESE": ["LUSO", "NAISU"]}

XXX_SITES = ["Brazzers", "RealityKings", "Vixen", "Tushy", "Blacked", "Deeper", "NubileFilms", "PassionHD", "MetArt",
             "X-Art", "BangBros", "PureTaboo", "EvilAngel", "DorcelClub", "Slayed", "Babes", "Twistys", "Nubiles",
             "LetsDoeIt", "WowGirls", "SexArt", "PornPros", "MomsLickTeens", "Private"]
XXX_FIRST = ["Lena", "Mila", "Ava", "Kira", "Sofia", "Nika", "Jade", "Luna", "Ivy", "Rosa", "Tess", "Nora", "Zoe",
             "Cleo", "Vera", "Dana", "Skye", "Ruby", "Eva", "Lexi"]
XXX_LAST = ["Vale", "Rivers", "Stone", "Lane", "Monroe", "Hart", "Cruz", "Blaze", "Sterling", "Knox", "Ray", "Cole",
            "Wilde", "Frost", "Quinn", "Bell"]
XXX_GROUPS = ["XXX.1080p.MP4-WRB", "XXX.720p.MP4-KTR", "XXX.2160p.MP4-WRB", "XXX.1080p.HEVC.x265.PRT",
              "XXX.SD.MP4-KLEENEX", "XXX.720p.HEVC.x265.PRT", "XXX.1080p.MP4-P2P", "XXX.480p.MP4-XXX",
              "XXX.iMAGESET-FuGLi", "XXX.1080p.MP4-NBQ"]

DOC_SERIES = [  # (series, episode titles, style)
    ("Planet Earth III", ["Coasts", "Ocean", "Deserts and Grasslands", "Freshwater", "Forests", "Extremes", "Human", "Heroes"], "bbc"),
    ("Blue Planet II", ["One Ocean", "The Deep", "Coral Reefs", "Big Blue", "Green Seas", "Coasts", "Our Blue Planet"], "bbc"),
    ("Seven Worlds One Planet", ["Antarctica", "Asia", "South America", "Australia", "Europe", "North America", "Africa"], "bbc"),
    ("Frozen Planet II", ["Frozen Worlds", "Frozen Ocean", "Frozen Peaks", "Frozen South", "Frozen Lands", "Our Frozen Planet"], "bbc"),
    ("Planet Earth II", ["Islands", "Mountains", "Jungles", "Deserts", "Grasslands", "Cities"], "bbc"),
    ("The Vietnam War", ["Deja Vu", "Riding the Tiger", "The River Styx", "Resolve", "This Is What We Do",
                         "Things Fall Apart", "The Veneer of Civilization", "The History of the World",
                         "A Disrespectful Loyalty", "The Weight of Memory"], "pbs"),
    ("Cosmos A Spacetime Odyssey", ["Standing Up in the Milky Way", "Some of the Things That Molecules Do",
                                    "When Knowledge Conquered Fear", "A Sky Full of Ghosts", "Hiding in the Light"], "pbs"),
    ("The Civil War", ["The Cause", "A Very Bloody Affair", "Forever Free", "Simply Murder", "The Universe of Battle"], "pbs"),
    ("Civilisation", ["The Skin of Our Teeth", "The Great Thaw", "Romance and Reality", "Man - The Measure of All Things"], "bbc"),
    ("The Ascent of Man", ["Lower than the Angels", "The Harvest of the Seasons", "The Grain in the Stone"], "bbc"),
    ("Our Planet", ["One Planet", "Frozen Worlds", "Jungles", "Coastal Seas", "From Deserts to Grasslands",
                    "High Seas", "Fresh Water", "Forests"], "nf"),
    ("Life on Earth", ["The Infinite Variety", "Building Bodies", "The First Forests", "The Swarming Hordes"], "bbc"),
]
DOC_SHOWS = [("NOVA", 51), ("Frontline", 43), ("Horizon", 61), ("Storyville", 30), ("American Experience", 36),
             ("Secrets of the Dead", 22), ("Nature", 43), ("Panorama", 2024), ("Dispatches", 2024),
             ("Independent Lens", 25)]
DOC_FILMS = [("Free Solo", 2018), ("Apollo 11", 2019), ("Man on Wire", 2008), ("Icarus", 2017),
             ("Jiro Dreams of Sushi", 2011), ("Senna", 2010), ("Searching for Sugar Man", 2012), ("Honeyland", 2019),
             ("My Octopus Teacher", 2020), ("Navalny", 2022), ("20 Days in Mariupol", 2023), ("The Act of Killing", 2012),
             ("Grizzly Man", 2005), ("Hoop Dreams", 1994), ("Koyaanisqatsi", 1982), ("Baraka", 1992), ("Fire of Love", 2022),
             ("All the Beauty and the Bloodshed", 2022), ("Summer of Soul", 2021), ("Amy", 2015), ("No Other Land", 2024),
             ("Porcelain War", 2024), ("Sugarcane", 2024), ("The Last Dance", 2020), ("They Shall Not Grow Old", 2018)]

PODCASTS = [("The Rest Is History", 520), ("Hardcore History", 72), ("99% Invisible", 600), ("Radiolab", 900),
            ("This American Life", 850), ("Stuff You Should Know", 2100), ("The Joe Rogan Experience", 2250),
            ("Lex Fridman Podcast", 450), ("Conan OBrien Needs a Friend", 300), ("In Our Time", 1000),
            ("Revolutions", 400), ("The Daily", 2500), ("Reply All", 190), ("Serial", 40), ("Hard Fork", 120),
            ("No Such Thing as a Fish", 570), ("Behind the Bastards", 700), ("Science Vs", 300),
            ("The Rest Is Politics", 350), ("Darknet Diaries", 155), ("Lore", 270), ("The Magnus Archives", 200),
            ("My Favorite Murder", 460), ("Fresh Air", 3000), ("Hidden Brain", 300),
            ("The Adventure Zone", 200), ("Cautionary Tales", 200), ("Fall of Civilizations", 20), ("Empire", 200)]
PODCAST_FIXED = ["Serial - Season 1 Episode 1 - The Alibi", "S-Town - Chapter I", "Radiolab - Colors",
                 "The Joe Rogan Experience #1169 - Elon Musk", "Lex Fridman Podcast #367 - Sam Altman",
                 "Hardcore History 50 - Blueprint for Armageddon I", "Hardcore History 62 - Supernova in the East I",
                 "Hardcore History 43 - Wrath of the Khans I", "Fall of Civilizations 1 - Roman Britain",
                 "This American Life 1 - New Beginnings", "Revolutions 1.1 - The Kings Friends",
                 "Welcome to Night Vale 1 - Pilot", "Reply All 158 - The Case of the Missing Hit"]

LECTURE_FIXED = [
    "MIT 6.006 Introduction to Algorithms Fall 2011 - Lecture 1 - Algorithmic Thinking, Peak Finding",
    "Stanford CS229 Machine Learning - Lecture 1 - Andrew Ng (Autumn 2018)",
    "Richard Feynman - The Character of Physical Law - 1 The Law of Gravitation (Messenger Lectures 1964)",
    "Harvard CS50 2023 - Lecture 0 - Scratch", "Michael Sandel - Justice - Episode 01 - The Moral Side of Murder",
    "Robert Sapolsky - Human Behavioral Biology - Lecture 1 - Introduction",
    "Gilbert Strang - MIT 18.06 Linear Algebra - Lecture 1 - The Geometry of Linear Equations",
    "Walter Lewin - 8.01 Classical Mechanics - Lecture 1 - Powers of Ten, Units, Dimensions",
    "Shelly Kagan - Yale PHIL 176 Death - Lecture 1 - Course Introduction",
    "3Blue1Brown - Essence of Linear Algebra - Chapter 1 - Vectors",
    "Andrej Karpathy - Neural Networks Zero to Hero - The spelled-out intro to neural networks and backpropagation",
    "Donald Knuth - Computer Musings - Dancing Links (Stanford 2000)",
    "Alan Kay - The Computer Revolution Hasnt Happened Yet (OOPSLA 1997)",
    "Rich Hickey - Simple Made Easy (Strange Loop 2011)", "Bret Victor - Inventing on Principle (CUSEC 2012)",
    "The Great Courses - Big History The Big Bang, Life on Earth, and the Rise of Humanity - David Christian",
    "The Great Courses - How to Listen to and Understand Great Music - Robert Greenberg",
    "Leonard Susskind - The Theoretical Minimum - Classical Mechanics - Lecture 1",
    "Yale ECON 251 Financial Theory - John Geanakoplos - Lecture 1", "Carl Sagan - Royal Institution Christmas Lectures 1977",
    "Hannah Fry - Royal Institution Christmas Lectures 2019 - Secrets and Lies",
]
LECTURE_COURSES = [("MIT 6.042J Mathematics for Computer Science", 25), ("MIT 18.01 Single Variable Calculus", 39),
                   ("Stanford CS231n Convolutional Neural Networks", 16), ("Yale HIST 116 The American Revolution", 25),
                   ("Yale PSYC 110 Introduction to Psychology", 20), ("CMU 15-445 Database Systems", 26),
                   ("Berkeley CS61A Structure and Interpretation of Computer Programs", 40),
                   ("MIT 8.04 Quantum Physics I", 24), ("Open University A111 Discovering the Arts and Humanities", 12),
                   ("Gresham College Lectures", 300), ("Coursera Learning How to Learn", 20),
                   ("Stanford CS224N NLP with Deep Learning", 19), ("MIT 6.824 Distributed Systems", 20)]

AUDIO_DRAMA_FIXED = [
    "The Hitchhikers Guide to the Galaxy - Primary Phase - Fit the First (BBC Radio 4, 1978)",
    "Orson Welles - The War of the Worlds (Mercury Theatre on the Air, 1938-10-30)",
    "The Shadow 1937-09-26 - The Death House Rescue", "Cabin Pressure - Series 1 - Abu Dhabi",
    "Big Finish Doctor Who Main Range 034 - Spare Parts", "The Lord of the Rings (BBC Radio 1981) - Complete",
    "Sherlock Holmes (BBC Radio, Clive Merrison) - A Study in Scarlet", "Dirk Gently - Series 1 (BBC Radio 4)",
    "Wolf 359 - Episode 1 - Succulent", "Homecoming - Season 1 (Gimlet)", "The Archers Omnibus",
    "Journey into Space - Operation Luna (BBC 1953)", "X Minus One - Nightfall (1955)",
    "Dimension X - The Veldt (1950)", "Neverwhere (BBC Radio 4, 2013)", "Lake Wobegon Days - Garrison Keillor",
]
AUDIO_DRAMA_SERIES = [("Welcome to Night Vale", 260), ("The Magnus Archives - MAG", 200),
                      ("Big Finish Doctor Who Main Range", 275), ("The Archers", 0), ("Old Time Radio - Suspense", 945),
                      ("Old Time Radio - Gunsmoke", 480), ("BBC Radio 4 Saturday Drama", 0), ("Hello from the Magic Tavern", 300),
                      ("The Bright Sessions", 57), ("Lake Wobegon - News from Lake Wobegon", 0)]

SERMON_FIXED = [
    "Charles Spurgeon - Sermon 1 - The Immutability of God (1855)",
    "Martin Luther King Jr - The Drum Major Instinct (Ebenezer Baptist Church, 1968)",
    "Tim Keller - The Prodigal Sons (Redeemer Presbyterian)", "John Piper - Dont Waste Your Life (Passion 2000)",
    "Billy Graham - New York Crusade 1957 - Madison Square Garden",
    "Jonathan Edwards - Sinners in the Hands of an Angry God (read by Max McLean)",
    "Evensong from Kings College Cambridge - Christmas Eve", "Easter Sunday Mass - St Peters Basilica",
    "Rabbi Jonathan Sacks - Covenant and Conversation - Bereshit", "Alan Watts - The Real You (lecture)",
    "Thich Nhat Hanh - Dharma Talk - Plum Village", "Ajahn Brahm - Friday night Dhamma talk",
    "C. S. Lewis - Mere Christianity - BBC radio talks (1942)", "Desmond Tutu - Sermon at Westminster Abbey",
    "Friday Khutbah - East London Mosque", "Pope Francis - Urbi et Orbi blessing",
]
PREACHERS = ["Tim Keller", "John Piper", "Charles Stanley", "Alistair Begg", "Tony Evans", "Joel Osteen",
             "Matt Chandler", "Sinclair Ferguson", "John MacArthur", "Nicky Gumbel", "Sam Allberry", "Voddie Baucham"]
CHURCHES = ["St Martin-in-the-Fields", "Holy Trinity Brompton", "Saddleback Church", "Westminster Chapel",
            "Grace Community Church", "First Baptist Dallas", "St Pauls Cathedral", "Redeemer Presbyterian",
            "Hillsong London", "All Souls Langham Place"]
PASSAGES = ["John 3:16-21", "Romans 8", "Psalm 23", "Matthew 5:1-12", "Luke 15:11-32", "Genesis 1", "Isaiah 53",
            "1 Corinthians 13", "Ephesians 2:1-10", "Mark 4:35-41", "Philippians 4:4-9", "Hebrews 11", "Ruth 1",
            "Jonah 1", "Acts 2", "Micah 6:8"]

SPORTS_FIXED = [
    "Liverpool v AC Milan - 2005 Champions League Final - Full Match",
    "Argentina vs France - 2022 World Cup Final - Full Match", "Super Bowl LVIII - Chiefs vs 49ers - Full Game",
    "Wimbledon 2008 Mens Final - Nadal v Federer", "Ali vs Frazier III - Thrilla in Manila 1975",
    "Tyson vs Spinks 1988", "NBA Finals 2016 Game 7 - Cavaliers at Warriors", "Brazil v Italy - 1970 World Cup Final",
    "Germany 7-1 Brazil - 2014 World Cup Semi Final", "Ryder Cup 2012 - Sunday Singles - Medinah",
    "Rugby World Cup 2023 Final - New Zealand v South Africa", "The Ashes 2005 - 2nd Test Edgbaston - Day 4",
    "Manchester City vs QPR 2012 - Aguerooo - Full Match", "Barcelona 6-1 PSG 2017 - Full Match",
    "Euro 2024 Final - Spain vs England", "Super Bowl LI - Patriots vs Falcons - Full Game",
    "Monaco Grand Prix 1988 - Full Race", "Brazilian GP 2008 - Full Race (Hamilton title)",
    "Miracle on Ice 1980 - USA vs USSR", "Open Championship 2024 Final Round - Royal Troon",
    "Tour de France 2024 Stage 20 - Nice to Col de la Couillole", "Usyk vs Fury - Undisputed (2024)",
]

NEWS_PROGRAMS = [  # (format with {d} placeholders, date style)
    ("BBC News at Ten {d}", "iso"), ("BBC News at Six {d}", "iso"), ("PBS NewsHour full episode {d}", "us"),
    ("Tagesschau 20:00 Uhr {d}", "de"), ("ZDF heute journal vom {d}", "de"), ("NHKニュース7 {d}", "ja"),
    ("Время - выпуск от {d}", "ru"), ("Al Jazeera English Newshour {d}", "iso"), ("CBS Evening News {d}", "us"),
    ("Channel 4 News {d}", "iso"), ("Le 20h de France 2 du {d}", "fr"), ("Telediario 21h {d} RTVE", "es"),
    ("60 Minutes {d}", "us"), ("Newsnight {d}", "iso"), ("新闻联播 {d}", "zh"), ("NOS Journaal 20:00 {d}", "nl"),
    ("ABC World News Tonight with David Muir {d}", "us"), ("ITV News at Ten {d}", "iso"), ("Sky News Tonight {d}", "iso"),
    ("Tg1 ore 20:00 del {d}", "it"), ("NBC Nightly News {d}", "us"), ("Deutsche Welle DW News {d}", "iso"),
]

FAN_EDITS = [
    "Star Wars - Harmys Despecialized Edition v2.7", "The Phantom Edit (Mike J. Nichols)", "Star Wars 4K77",
    "Star Wars - Empire Strikes Back 4K80", "The Hobbit - The Tolkien Edit", "Dune 1984 - Spicediver Alternative Edition Redux",
    "Lord of the Rings - The Grey Edit", "Star Wars Prequels - Machete Order Edit", "The Matrix Trilogy - Fan Edit Two Films",
    "Superman II - Richard Donner Cut", "Apocalypse Now - Redux vs Final Cut comparison", "Alien 3 - Assembly Cut",
    "Batman v Superman - Ultimate Edition", "Zack Snyders Justice League", "Blade Runner - The Final Cut vs Workprint",
    "Kill Bill - The Whole Bloody Affair", "The Hobbit - The Maple Films Edit", "Indiana Jones and the Kingdom of the Crystal Skull - Fan Edit",
    "Star Wars Episode III - Throne of Lies fan edit", "Rogue One - Original Trilogy Grade", "Watchmen - Ultimate Cut",
    "Once Upon a Time in America - Extended Directors Cut",
]

# ad-like real works: (form, payload)
ADLIKE = [
    ("book", ("Robert T. Kiyosaki", "Rich Dad Poor Dad", 1997)), ("book", ("Napoleon Hill", "Think and Grow Rich", 1937)),
    ("book", ("Tim Ferriss", "The 4-Hour Workweek", 2007)), ("book", ("Thomas J. Stanley", "The Millionaire Next Door", 1996)),
    ("book", ("Vicki Robin and Joe Dominguez", "Your Money or Your Life", 1992)),
    ("book", ("Dale Carnegie", "How to Win Friends and Influence People", 1936)),
    ("book", ("Benjamin Graham", "The Intelligent Investor", 1949)), ("book", ("Ramit Sethi", "I Will Teach You to Be Rich", 2009)),
    ("book", ("Dave Ramsey", "The Total Money Makeover", 2003)), ("book", ("George S. Clason", "The Richest Man in Babylon", 1926)),
    ("book", ("T. Harv Eker", "Secrets of the Millionaire Mind", 2005)), ("book", ("Morgan Housel", "The Psychology of Money", 2020)),
    ("book", ("James Clear", "Atomic Habits", 2018)), ("book", ("Rhonda Byrne", "The Secret", 2006)),
    ("book", ("Brian Tracy", "Eat That Frog!", 2001)), ("book", ("Ben Mezrich", "Bitcoin Billionaires", 2019)),
    ("book", ("Michael Lewis", "The Big Short", 2010)), ("book", ("Michael Lewis", "Flash Boys", 2014)),
    ("book", ("J. L. Collins", "The Simple Path to Wealth", 2016)), ("book", ("Bill Perkins", "Die with Zero", 2020)),
    ("book", ("Tony Robbins", "Money Master the Game", 2014)), ("book", ("Mark Manson", "The Subtle Art of Not Giving a F*ck", 2016)),
    ("book", ("Jason Fung", "The Obesity Code", 2016)), ("book", ("Tim Ferriss", "The 4-Hour Body", 2010)),
    ("book", ("Jen Sincero", "You Are a Badass at Making Money", 2017)), ("book", ("MJ DeMarco", "The Millionaire Fastlane", 2011)),
    ("book", ("Alex Hormozi", "$100M Offers", 2021)), ("book", ("Alex Hormozi", "$100M Leads", 2023)),
    ("book", ("William H. McRaven", "Make Your Bed", 2017)), ("book", ("Chris Voss", "Never Split the Difference", 2016)),
    ("book", ("Dale Carnegie", "How to Stop Worrying and Start Living", 1948)),
    ("book", ("William J. ONeil", "How to Make Money in Stocks", 1988)), ("book", ("Peter Lynch", "One Up on Wall Street", 1989)),
    ("book", ("Gary John Bishop", "Unf*ck Yourself", 2016)),
    ("tv", ("Dragons Den", 21)), ("tv", ("Shark Tank", 16)), ("tv", ("The Apprentice UK", 19)),
    ("tv", ("Million Dollar Listing Los Angeles", 15)), ("tv", ("Selling Sunset", 8)), ("tv", ("Homes Under the Hammer", 27)),
    ("tv", ("Grand Designs", 24)), ("tv", ("A Place in the Sun", 24)), ("tv", ("Rip Off Britain", 16)),
    ("tv", ("Scam Interceptors", 3)), ("tv", ("Catfish The TV Show", 9)), ("tv", ("American Greed", 16)),
    ("tv", ("Dirty Money", 2)), ("tv", ("Deal or No Deal Island", 2)), ("tv", ("Who Wants to Be a Millionaire", 37)),
    ("tv", ("How to Sell Drugs Online Fast", 4)), ("tv", ("Billions", 7)), ("tv", ("Hustle", 8)),
    ("tv", ("90 Day Fiance", 11)), ("tv", ("Married at First Sight UK", 9)), ("tv", ("Love Is Blind", 7)),
    ("tv", ("Pawn Stars", 22)), ("tv", ("Bargain Hunt", 70)), ("tv", ("Flip or Flop", 10)), ("tv", ("Property Brothers", 14)),
    ("tv", ("How to Get Away with Murder", 6)), ("tv", ("Inventing Anna", 1)), ("tv", ("The Dropout", 1)),
    ("tv", ("WeCrashed", 1)), ("tv", ("Scam City", 2)), ("tv", ("Watchdog", 35)), ("tv", ("Dont Get Done Get Dom", 3)),
    ("tv", ("Marketplace", 51)), ("tv", ("The Millionaire Matchmaker", 8)),
    ("film", ("The Wolf of Wall Street", 2013)), ("film", ("Boiler Room", 2000)), ("film", ("Glengarry Glen Ross", 1992)),
    ("film", ("Catch Me If You Can", 2002)), ("film", ("The Tinder Swindler", 2022)),
    ("film", ("Trust No One The Hunt for the Crypto King", 2022)), ("film", ("Bitconned", 2024)),
    ("film", ("Fyre", 2019)), ("film", ("Dumb Money", 2023)), ("film", ("The Big Short", 2015)), ("film", ("Margin Call", 2011)),
    ("film", ("Wall Street Money Never Sleeps", 2010)), ("film", ("Get Rich or Die Tryin", 2005)), ("film", ("Hustlers", 2019)),
    ("film", ("Pain and Gain", 2013)), ("film", ("Free Guy", 2021)), ("film", ("Win Win", 2011)), ("film", ("Dont Look Up", 2021)),
    ("film", ("Get Out", 2017)), ("film", ("Run", 2020)), ("film", ("Call Me by Your Name", 2017)),
    ("film", ("Can You Ever Forgive Me", 2018)), ("film", ("Wont You Be My Neighbor", 2018)),
    ("film", ("Buy Now The Shopping Conspiracy", 2024)), ("film", ("Bad Vegan Fame Fraud Fugitives", 2022)),
    ("film", ("Take the Money and Run", 1969)), ("film", ("Brewsters Millions", 1985)), ("film", ("Trading Places", 1983)),
    ("film", ("Dirty Rotten Scoundrels", 1988)), ("film", ("Matchstick Men", 2003)), ("film", ("Dont Breathe", 2016)),
    ("film", ("The Pursuit of Happyness", 2006)), ("film", ("Pay It Forward", 2000)),
    ("film", ("Jerry Maguire", 1996)), ("film", ("Killing Them Softly", 2012)),
    ("film", ("Wrath of Man", 2021)), ("film", ("Cash Out", 2024)),
    ("song", ("ABBA", "Money, Money, Money")), ("song", ("Pink Floyd", "Money")), ("song", ("Jessie J", "Price Tag")),
    ("song", ("Dire Straits", "Money for Nothing")), ("song", ("The Beatles", "Cant Buy Me Love")),
    ("song", ("Barrett Strong", "Money (Thats What I Want)")), ("song", ("Cardi B", "Money")),
    ("song", ("Queen", "We Are the Champions")), ("song", ("DJ Khaled", "All I Do Is Win")),
    ("song", ("Rihanna", "Bitch Better Have My Money")), ("song", ("The Notorious B.I.G.", "Mo Money Mo Problems")),
    ("song", ("Wu-Tang Clan", "C.R.E.A.M.")), ("song", ("Travie McCoy", "Billionaire")),
    ("song", ("Simply Red", "Moneys Too Tight (to Mention)")), ("song", ("Blondie", "Call Me")),
    ("song", ("Carly Rae Jepsen", "Call Me Maybe")), ("song", ("Tommy Tutone", "867-5309/Jenny")),
    ("song", ("Donna Summer", "She Works Hard for the Money")), ("song", ("Kanye West", "Gold Digger")),
    ("song", ("Pet Shop Boys", "Opportunities (Lets Make Lots of Money)")), ("song", ("The OJays", "For the Love of Money")),
    ("song", ("Haddaway", "What Is Love")), ("song", ("Whitney Houston", "I Wanna Dance with Somebody")),
    ("song", ("Beyonce", "Single Ladies (Put a Ring on It)")), ("song", ("Madonna", "Material Girl")),
    ("song", ("Ariana Grande", "7 rings")), ("song", ("Lorde", "Royals")), ("song", ("Sabrina Carpenter", "Please Please Please")),
    ("song", ("Aretha Franklin", "Respect")), ("song", ("Katy Perry", "Hot n Cold")), ("song", ("Bruno Mars", "The Lazy Song")),
    ("song", ("Flo Rida", "Low")), ("song", ("Sia", "Cheap Thrills")), ("song", ("Fifth Harmony", "Work from Home")),
    ("song", ("Daft Punk", "Harder, Better, Faster, Stronger")), ("song", ("Chappell Roan", "Hot to Go!")),
    ("song", ("Tracy Chapman", "Fast Car")), ("song", ("Gotye", "Somebody That I Used to Know")),
    ("podcast", ("Planet Money", 1800)), ("podcast", ("Freakonomics Radio", 600)), ("podcast", ("How I Built This", 550)),
    ("podcast", ("The Ramsey Show", 0)), ("podcast", ("BiggerPockets Real Estate Podcast", 1050)),
    ("podcast", ("The Rest Is Money", 180)), ("podcast", ("Scam Goddess", 250)), ("podcast", ("The Missing Cryptoqueen", 12)),
    ("podcast", ("Sweet Bobby", 7)), ("podcast", ("Scamanda", 8)), ("podcast", ("Money Clinic with Claer Barrett", 200)),
    ("podcast", ("Afford Anything", 550)), ("podcast", ("ChooseFI", 520)), ("podcast", ("The Dropout", 6)),
    ("magazine", ("MoneyWeek", "week")), ("magazine", ("Kiplingers Personal Finance", "month")),
    ("magazine", ("Forbes USA", "month")), ("magazine", ("Investors Chronicle", "week")),
    ("course", ("Yale ECON 252 Financial Markets - Robert Shiller", 23)),
    ("course", ("Khan Academy - Personal Finance - Interest and Debt", 12)),
    ("course", ("MIT 15.401 Finance Theory I", 20)),
]


# ---------------------------------------------------------------------------
# legit generators
# ---------------------------------------------------------------------------

def ascii_fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def dotted(s):
    s = ascii_fold(s).replace("&", "and")
    s = re.sub(r"[’'`\":,!?()\[\];*]", "", s)
    s = re.sub(r"[\s/]+", ".", s.strip())
    return re.sub(r"\.{2,}", ".", s).strip(".")


def underscored(s):
    s = ascii_fold(s).replace("&", "and")
    s = re.sub(r"[’'`\":,!?()\[\];.*]", "", s)
    return re.sub(r"[\s/]+", "_", s.strip())


def pick_season(rng, seasons):
    if seasons > 4 and rng.random() < 0.6:
        return rng.randint(seasons - 3, seasons)
    return rng.randint(1, seasons)


def gen_tv_scene(rng):
    name, year, seasons, eps = rng.choice(TV)
    s, e = pick_season(rng, seasons), rng.randint(1, eps)
    n, g, se = dotted(name), rng.choice(TV_SCENE_GROUPS), "S%02dE%02d" % (s, e)
    f = rng.randrange(12)
    if f == 0:
        return "%s.%s.720p.HDTV.x264-%s" % (n, se, g)
    if f in (1, 2):
        return "%s.%s.1080p.WEB.h264-%s" % (n, se, g)
    if f == 3:
        return "%s.%s.HDTV.x264-%s" % (n, se, g)
    if f == 4:
        return "%s.%s.2160p.WEB.H265-%s" % (n, se, g)
    if f == 5:
        return "%s.%s.%s.720p.WEB.h264-%s" % (n, se, rng.choice(["PROPER", "REPACK", "iNTERNAL", "REAL"]), g)
    if f == 6:
        return "%s.%sE%02d.720p.HDTV.x264-%s" % (n, se, e + 1, g)
    if f == 7 and year < 2010:
        return "%s.%s.XviD-%s" % (n, se, g)
    if f == 8:
        return "%s.%s.1080p.HDTV.H264-%s" % (n, se, g)
    if f == 9:
        return "%s.%s.720p.WEB.x264-%s" % (n.lower(), se.lower(), g.lower())
    if f == 10:
        return "%s.%s.480p.x264-mSD" % (n, se)
    return "%s.%s.1080p.WEB.H264-%s" % (n, se, g)


def gen_tv_p2p(rng):
    name, _, seasons, eps = rng.choice(TV)
    s, e = pick_season(rng, seasons), rng.randint(1, eps)
    se, svc, g = "S%02dE%02d" % (s, e), rng.choice(SERVICES), rng.choice(TV_P2P_GROUPS)
    res = rng.choice(["1080p", "1080p", "2160p", "720p"])
    audio = rng.choice(["DDP5.1", "DDP5.1.Atmos", "DD+5.1", "AAC2.0", "DDP2.0", "DD5.1"])
    vc = "H.264" if res != "2160p" else rng.choice(["H.265", "DV.HDR.H.265", "HDR.H.265", "HDR10Plus.H.265"])
    f = rng.randrange(7)
    if f <= 2:
        return "%s.%s.%s.%s.WEB-DL.%s.%s-%s" % (dotted(name), se, res, svc, audio, vc, g)
    if f == 3:
        return "%s %s %s %s WEB-DL %s %s-%s" % (name, se, res, svc, audio.replace(".", " "), vc.replace(".", " "), g)
    if f == 4:
        return "%s.%s.%s.WEBRip.x265-%s" % (dotted(name), se, res, rng.choice(["MeGusta", "PSA", "ION265", "HETeam"]))
    if f == 5:
        return "%s %s 1080p HEVC x265-MeGusta[eztv]" % (name, se)
    return "%s.%s.%s.%s.WEB-DL.%s.%s-%s[TGx]" % (dotted(name), se, res, svc, audio, vc, g)


def gen_tv_pack(rng):
    name, year, seasons, _ = rng.choice(TV)
    s = pick_season(rng, seasons)
    n = dotted(name)
    f = rng.randrange(7)
    if f == 0:
        return "%s.S%02d.1080p.BluRay.x264-%s" % (n, s, rng.choice(["ROVERS", "DEMAND", "SHORTBREHD", "REWARD", "BORDURE", "GHOULS"]))
    if f == 1:
        return "%s (%d) Season %d S%02d (1080p BluRay x265 HEVC 10bit AAC 5.1 %s)" % (name, year, s, s, rng.choice(QXR_ENC))
    if f == 2:
        return "%s S%02d COMPLETE 720p %s WEBRip x264-GalaxyTV" % (name, s, rng.choice(SERVICES))
    if f == 3:
        return "%s.S%02d.COMPLETE.2160p.%s.WEB-DL.DDP5.1.HDR.H.265-%s" % (n, s, rng.choice(SERVICES), rng.choice(TV_P2P_GROUPS))
    if f == 4:
        return "%s - Season %d [1080p x265 10bit][AAC 5.1]" % (name, s)
    if f == 5 and seasons > 1:
        return "%s.S01-S%02d.COMPLETE.720p.BluRay.x264-%s" % (n, seasons, rng.choice(["ROVERS", "DEMAND", "SiNNERS", "AVCHD"]))
    return "%s.S%02d.720p.%s.WEB-DL.DDP5.1.H.264-%s" % (n, s, rng.choice(SERVICES), rng.choice(TV_P2P_GROUPS))


def gen_tv_daily(rng):
    show = rng.choice(DAILY)
    d = rand_date(rng, date(2021, 1, 1), date(2025, 6, 30))
    ds = "%d.%02d.%02d" % (d.year, d.month, d.day)
    g = rng.choice(["JEBAITED", "EDITH", "KOGi", "BAE", "NOSiViD", "TBS", "W4F", "CRAVERS", "SKGTV", "NTb", "RNG", "PLUTONiUM"])
    f = rng.randrange(6)
    if show in DAILY_TALK and f <= 2:
        return "%s.%s.%s.%s.WEB.h264-%s" % (show, ds, rng.choice(GUESTS), rng.choice(["720p", "1080p"]), g)
    if f == 3:
        return "%s.%s.720p.HDTV.x264-%s" % (show, ds, g)
    if f == 4:
        return "%s.%s.1080p.iP.WEB-DL.AAC2.0.H.264-%s" % (show, ds, g)
    if f == 5:
        return "%s %d-%02d-%02d 1080p WEB h264-%s" % (show.replace(".", " "), d.year, d.month, d.day, g)
    return "%s.%s.1080p.WEB.h264-%s" % (show, ds, g)


def film_tag(rng, year):
    r = rng.random()
    if r < 0.8:
        return ""
    if year < 1995:
        return rng.choice(["REMASTERED.", "CRITERION.", "RESTORED.", "DC.", "THEATRICAL."])
    return rng.choice(["PROPER.", "REPACK.", "LIMITED.", "EXTENDED.", "UNRATED.", "iNTERNAL.", "IMAX."])


def gen_film_scene(rng):
    title, year = rng.choice(FILMS)
    n, t = dotted(title), film_tag(rng, year)
    g = rng.choice(FILM_SCENE_GROUPS)
    opts = ["%s.%d.%s1080p.BluRay.x264-%s", "%s.%d.%s720p.BluRay.x264-%s", "%s.%d.%s2160p.UHD.BluRay.x265-%s",
            "%s.%d.%sBDRip.x264-%s", "%s.%d.%sCOMPLETE.BLURAY-%s", "%s.%d.%sMULTi.COMPLETE.UHD.BLURAY-%s"]
    if year >= 2015:
        opts += ["%s.%d.%s1080p.WEB.H264-%s", "%s.%d.%s2160p.WEB.H265-%s", "%s.%d.%s1080p.WEB.H264-%s"]
    if year <= 2010 and rng.random() < 0.4:
        return "%s.%d.%sDVDRip.XviD-%s" % (n, year, t, rng.choice(FILM_OLD_GROUPS))
    return rng.choice(opts) % (n, year, t, g)


def gen_film_p2p(rng):
    title, year = rng.choice(FILMS)
    g = rng.choice(FILM_P2P_GROUPS)
    f = rng.randrange(9)
    if f == 0:
        return "%s %d 1080p BluRay DTS-HD MA 5.1 x264-%s" % (title, year, g)
    if f == 1:
        return "%s (%d) [1080p] [BluRay] [5.1] [YTS.MX]" % (title, year)
    if f == 2:
        return "%s (%d) (1080p BluRay x265 HEVC 10bit AAC 5.1 %s)" % (title, year, rng.choice(QXR_ENC))
    if f == 3:
        return "%s.%d.2160p.UHD.BluRay.REMUX.HDR.HEVC.%s-%s" % (dotted(title), year, rng.choice(["Atmos", "TrueHD.7.1.Atmos", "DTS-HD.MA.5.1"]), g)
    if f == 4:
        return "%s %d 1080p BluRay x265-RARBG" % (title, year)
    if f == 5:
        return "%s (%d) 720p BrRip x264 - YIFY" % (title, year)
    if f == 6 and year < 1980:
        return "%s %d Criterion 1080p BluRay FLAC 1.0 x264-%s" % (title, year, g)
    if f == 7:
        return "%s (%d) [2160p 4K HDR] [x265] [10bit] [Dolby Atmos] [English]" % (title, year)
    return "%s.%d.1080p.BluRay.DD+5.1.x264-%s" % (dotted(title), year, g)


def gen_anime(rng):
    if rng.random() < 0.12:
        c = rng.choice(ANIME_CLASSIC)
        return rng.choice(["[Beatrice-Raws] %s [BDRip 1920x1080 HEVC FLAC]", "[Coalgirls] %s (1920x1080 Blu-ray FLAC)",
                           "[Kametsu] %s (BD 1080p Hi10 FLAC) [Dual-Audio]", "[DB] %s [Dual Audio 10bit BD1080p]",
                           "%s (1998) [BD 1080p x265 10bit Dual Audio] (Complete Series)"]) % c
    romaji, maxep, eng, cjk = rng.choice(ANIME)
    ep = rng.randint(1, maxep)
    crc = rand_hex(rng, 8).upper()
    f = rng.randrange(12)
    if f <= 2:
        return "[SubsPlease] %s - %02d (%s) [%s].mkv" % (romaji, ep, rng.choice(["1080p", "1080p", "720p", "480p"]), crc)
    if f == 3:
        return "[Erai-raws] %s - %02d [1080p][Multiple Subtitle][%s].mkv" % (romaji, ep, crc)
    if f == 4 and eng:
        return "[Judas] %s (%s) - S01E%02d [1080p][HEVC x265 10bit][Multi-Subs]" % (romaji, eng, ep)
    if f == 5:
        return "[ASW] %s - %02d [1080p HEVC x265 10Bit][AAC]" % (romaji, ep)
    if f == 6:
        return "[EMBER] %s (Season %d) [1080p] [Dual Audio HEVC WEBRip DD+]" % (romaji, rng.randint(1, 2))
    if f == 7 and cjk:
        return "[Lilith-Raws] %s / %s - %02d [Baha][WEB-DL][1080p][AVC AAC][CHT][MP4]" % (cjk, romaji, ep)
    if f == 8:
        return "[Ohys-Raws] %s - %02d (TX 1280x720 x264 AAC).mp4" % (romaji, ep)
    if f == 9:
        return "%s S01E%02d 1080p CR WEB-DL AAC2.0 H 264-VARYG" % (eng or romaji, ep)
    if f == 10:
        return "[Tsundere-Raws] %s - %02d VOSTFR (CR) [WEB 1080p x264 AAC].mkv" % (romaji, ep)
    return "[DKB] %s - S01E%02d [1080p][HEVC x265 10bit][Multi-Subs][weekly]" % (romaji, ep)


def gen_music_scene(rng):
    artist, album, year = rng.choice(ALBUMS)
    a, b = underscored(artist), underscored(album)
    src = rng.choice(["WEB", "WEB", "CD", "CD", "2CD", "Vinyl", "(Deluxe_Edition)-WEB", "24BIT-WEB-FLAC", "CD-FLAC",
                      "(Remastered)-CD", "WEB-FLAC", "LP"])
    ry = year if rng.random() < 0.6 else rng.randint(max(year, 2000), 2025)
    g = rng.choice(MUSIC_SCENE_GROUPS)
    if rng.random() < 0.15:
        return "%s-%s-(%s%03d)-%s-%d-%s" % (a, b, rng.choice(["XL", "WARP", "RT", "SUBPOP", "4AD", "DOM", "ATL"]), rng.randint(1, 999), src, ry, g)
    return "%s-%s-%s-%d-%s" % (a, b, src, ry, g)


def gen_music_p2p(rng):
    artist, album, year = rng.choice(ALBUMS + ALBUMS_INTL) if rng.random() < 0.9 else rng.choice(ALBUMS_INTL)
    f = rng.randrange(8)
    if f == 0:
        return "%s - %s (%d) [FLAC 24-96 Remaster]" % (artist, album, year)
    if f == 1:
        return "%s - %s (%d) [MP3 320]" % (artist, album, year)
    if f == 2:
        return "%s - %s (%d) FLAC" % (artist, album, year)
    if f == 3 and year < 2012:
        return "%s - Discography (%d-2024) [FLAC]" % (artist, year)
    if f == 4:
        return "%s - %s (%d) [SACD ISO]" % (artist, album, year)
    if f == 5:
        return "%s - %s (%d) {WEB FLAC 16-44}" % (artist, album, year)
    if f == 6:
        return "(%d) %s - %s [Vinyl Rip 24bit]" % (year, artist, album)
    return "%s - %s [%d] [V0]" % (artist, album, year)


def gen_audiobook(rng):
    author, title, narr = rng.choice(AUDIOBOOKS)
    f = rng.randrange(7)
    if f == 0:
        return "%s - %s (Narrated by %s) [M4B]" % (author, title, narr)
    if f == 1:
        return "%s.-.%s.(Unabridged).MP3.%dkbps" % (dotted(author), dotted(title), rng.choice([32, 64, 128]))
    if f == 2:
        return "[Audiobook] %s - %s (read by %s)" % (author, title, narr)
    if f == 3:
        return "%s - %s [Unabridged] {%s} m4b" % (author, title, narr)
    if f == 4:
        return "%s - %s - %s - %d" % (author, title, narr, rng.randint(2005, 2024))
    if f == 5:
        return "%s_-_%s_-_Audiobook_-_%s" % (author.replace(" ", "_"), title.replace(" ", "_"), narr.replace(" ", "_"))
    return "%s - %s (Audible Audio Edition) %s" % (title, author, narr)


def gen_ebook(rng):
    if rng.random() < 0.1:
        author, title, year = rng.choice(BOOKS_INTL)
    else:
        author, title, year = rng.choice(BOOKS)
    fmt = rng.choice(["epub", "epub", "azw3", "mobi", "pdf"])
    f = rng.randrange(7)
    if f == 0:
        return "%s - %s (%s)" % (author, title, fmt)
    if f == 1:
        return "%s by %s (%d, %s) %s" % (title, author, year if year > 1990 else rng.randint(2000, 2024), rng.choice(PUBLISHERS), fmt.upper())
    if f == 2:
        return "%s - %s (retail) (%s)" % (author, title, fmt)
    if f == 3:
        return "[%s] %s (%s, %d).%s" % (author, title, rng.choice(PUBLISHERS), year if year > 1990 else rng.randint(2000, 2024), fmt)
    if f == 4:
        return "%s - %s.%s" % (title, author, fmt)
    if f == 5:
        return "%s.-.%s.%s" % (dotted(author), dotted(title), fmt.upper())
    return "%s - %s [%d] [%s]" % (author, title, year, fmt)


def gen_comic(rng):
    if rng.random() < 0.25:
        s, v = rng.choice(COMIC_MANGA)
        return "%s v%02d (%d) (Digital) (%s)" % (s, rng.randint(1, v), rng.randint(2010, 2025), rng.choice(["1r0n", "danke-Empire", "Oak", "LuCaZ"]))
    s, n, _ = rng.choice(COMICS)
    i, y = rng.randint(1, n), rng.randint(2018, 2025)
    f = rng.randrange(5)
    if f == 0:
        return "%s %03d (%d) (Digital) (%s).cbr" % (s, i, y, rng.choice(COMIC_SCANNERS))
    if f == 1:
        return "%s %03d (%d) (Webrip) (%s)" % (s, i, y, rng.choice(COMIC_SCANNERS))
    if f == 2:
        return "%s %03d (%d) (digital) (%s).cbz" % (s, i, y, rng.choice(COMIC_SCANNERS))
    if f == 3:
        return "%s Vol. %d (%d) (Digital) (%s)" % (s, rng.randint(1, 12), y, rng.choice(COMIC_SCANNERS))
    return "2000AD Prog %d (%d) (digital) (Minutemen-juvecube).cbz" % (rng.randint(2300, 2420), y)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
FR_MONTHS = ["Janvier", "Fevrier", "Mars", "Avril", "Mai", "Juin", "Juillet", "Aout", "Septembre", "Octobre",
             "Novembre", "Decembre"]


def mag_title(rng, name, style):
    d = rand_date(rng, date(2020, 1, 1), date(2025, 6, 30))
    if style == "week":
        return rng.choice(["%s - %d %s %d" % (name, d.day, MONTHS[d.month - 1], d.year),
                           "%s - %d-%02d-%02d" % (name, d.year, d.month, d.day),
                           "%s %s %d %d" % (name, MONTHS[d.month - 1], d.day, d.year)])
    if style == "month":
        return rng.choice(["%s - %s %d" % (name, MONTHS[d.month - 1], d.year), "%s - %02d.%d" % (name, d.month, d.year),
                           "%s %s %d.pdf" % (name, MONTHS[d.month - 1], d.year)])
    if style == "issue":
        return rng.choice(["%s - Issue %d - %d" % (name, rng.randint(100, 420), d.year),
                           "%s Issue %d (%s %d)" % (name, rng.randint(100, 420), MONTHS[d.month - 1], d.year)])
    if style == "nr":
        return "%s Nr %02d vom %02d.%02d.%d" % (name, rng.randint(1, 52), d.day, d.month, d.year)
    if style == "fr":
        return "%s - %s %d" % (name, FR_MONTHS[d.month - 1], d.year)
    return "%s - %s %d" % (name, rng.choice(["Spring", "Summer", "Autumn", "Winter"]), d.year)


def gen_magazine(rng):
    name, style = rng.choice(MAGAZINES)
    return mag_title(rng, name, style)


def gen_software(rng):
    name, vers, style = rng.choice(SOFTWARE)
    v = rng.choice(vers)
    if style == "free":
        f = rng.randrange(5)
        if f == 0:
            return "%s %s x64" % (name, v)
        if f == 1:
            return "%s %s (64-bit) installer" % (name, v)
        if f == 2:
            return "%s-%s-win64" % (name.replace(" ", "-"), v)
        if f == 3:
            return "%s v%s Portable" % (name, v)
        return "%s %s for Windows, macOS and Linux" % (name, v)
    f = rng.randrange(4)
    if f == 0:
        return "%s.v%s.WiN64-%s" % (dotted(name), v.replace(" ", "."), rng.choice(SOFT_SCENE_GROUPS))
    if f == 1:
        return "%s %s x64 Multilingual" % (name, v)
    if f == 2:
        return "%s v%s (x64) en-US ISO" % (name, v)
    return "%s.%s.MacOS-%s" % (dotted(name), v, rng.choice(["TNT", "MAS", "HCiSO"]))


def gen_game_scene(rng):
    if rng.random() < 0.15:
        g, plat = rng.choice(CONSOLE_GAMES)
        return "%s_%s-%s" % (underscored(g), plat, rng.choice(CONSOLE_GROUPS[plat]))
    g = rng.choice(GAMES_SCENE)
    grp = rng.choice(GAME_SCENE_GROUPS)
    f = rng.randrange(7)
    if f <= 2:
        return "%s-%s" % (dotted(g), grp)
    if f == 3:
        return "%s.Update.v%d.%d.%d-%s" % (dotted(g), rng.randint(1, 2), rng.randint(0, 9), rng.randint(0, 30), grp)
    if f == 4:
        return "%s.Build.%d-%s" % (dotted(g), rng.randint(10000000, 17999999), grp)
    if f == 5:
        return "%s - %s Edition v%d.%d + %d DLCs [FitGirl Repack]" % (g, rng.choice(["Deluxe", "Digital Deluxe", "Ultimate", "Complete"]), rng.randint(1, 2), rng.randint(0, 20), rng.randint(2, 30))
    return "%s [DODI Repack]" % g


def gen_game_gog(rng):
    g = rng.choice(GOG_GAMES)
    v = "%d.%d.%d" % (rng.randint(1, 4), rng.randint(0, 9), rng.randint(0, 99))
    f = rng.randrange(5)
    if f == 0:
        snake = re.sub(r"[^a-z0-9]+", "_", ascii_fold(g).lower()).strip("_")
        return "setup_%s_%s_(64bit)_(%d).exe" % (snake, v, rng.randint(10000, 79999))
    if f == 1:
        return "%s v%s (GOG)" % (g, v)
    if f == 2:
        return "%s [GOG]" % g
    if f == 3:
        return "%s-GOG" % dotted(g)
    return "%s (GOG) [MULTi%d]" % (g, rng.randint(3, 12))


def gen_linux(rng):
    iso = rng.choice(LINUX_ISOS)
    r = rng.random()
    if r < 0.6:
        return iso
    if r < 0.8:
        return iso.rsplit(".", 1)[0].replace("-", " ") + " ISO"
    return "%s [%s]" % (iso, rng.choice(["x86_64", "amd64", "official", "torrent mirror", "sha256 included"]))


def gen_sports(rng):
    k = rng.randrange(11)
    d = rand_date(rng, date(2022, 1, 1), date(2025, 6, 30))
    ds = "%d.%02d.%02d" % (d.year, d.month, d.day)
    g = rng.choice(SPORT_GROUPS)
    res = rng.choice(["720p", "1080p", "720p60", "1080p50"])
    if k <= 3:
        lg, teams = [("NFL", NFL), ("NBA", NBA), ("NHL", NHL), ("MLB", MLB)][k]
        a, b = rng.sample(teams, 2)
        d = season_date(rng, lg)
        ds = "%d.%02d.%02d" % (d.year, d.month, d.day)
        return "%s.%s.%s.vs.%s.%s.WEB.h264-%s" % (lg, ds, dotted(a), dotted(b), res, g)
    if k <= 6:
        lg, teams = rng.choice([("EPL", EPL), ("Premier.League", EPL), ("La.Liga", LALIGA), ("Bundesliga", BUNDES),
                                ("Serie.A", SERIEA), ("UEFA.Champions.League", EPL + LALIGA + BUNDES + SERIEA)])
        a, b = rng.sample(teams, 2)
        d = season_date(rng, "soccer")
        ds = "%d.%02d.%02d" % (d.year, d.month, d.day)
        return "%s.%s.%s.vs.%s.%s.%s-%s" % (lg, ds, dotted(a), dotted(b), res, rng.choice(["WEB.h264", "HDTV.x264", "SkySports.WEB"]), g)
    if k == 7:
        rnd = rng.randint(1, 24)
        return "Formula1.%d.Round%02d.%s.%s.%s.1080P" % (d.year, rnd, dotted(F1_GP[rnd - 1]), rng.choice(["Race", "Qualifying", "Sprint", "Practice.One", "Pre-Race.Buildup"]), rng.choice(["SkyF1HD", "F1TV", "SkyF1UHD"]))
    if k == 8:
        num, fight = rng.choice(UFC)
        part = rng.choice(["", "Prelims.", "Early.Prelims."]) + fight
        src = rng.choice(["PPV.", ""]) + res + rng.choice(["", ".ESPN"])
        return "UFC.%s.%s.%s.WEB.h264-%s" % (num, part, src, g)
    if k == 9:
        return "WWE.%s.%s.%s.WEB.h264-HEEL" % (rng.choice(["Monday.Night.Raw", "SmackDown", "NXT"]), ds, res)
    a, b = rng.sample(rng.choice([TENNIS_MEN, TENNIS_WOMEN]), 2)
    return "%s.%d.%s.%s.vs.%s.%s.WEB.h264-%s" % (rng.choice(["Wimbledon", "Australian.Open", "Roland.Garros", "US.Open"]), d.year,
                                                 rng.choice(["R3", "R4", "QF", "SF", "Final"]), a, b, res, g)


def gen_foreign(rng):
    r = rng.random()
    if r < 0.35:
        title, year, tag = rng.choice(FOREIGN_FILMS)
        g = rng.choice(FOREIGN_GROUPS[tag])
        return rng.choice(["%s.%d.%s.1080p.BluRay.x264-%s", "%s.%d.%s.720p.WEB.h264-%s", "%s.%d.%s.DL.1080p.WEB.x264-%s",
                           "%s.%d.%s.2160p.UHD.BluRay.x265-%s", "%s.%d.%s.DVDRip.XviD-%s"]) % (dotted(title), year, tag, g)
    if r < 0.55:
        title, seasons, eps, tag = rng.choice(FOREIGN_TV)
        g = rng.choice(FOREIGN_GROUPS[tag])
        if title == "Tatort":
            d = rand_date(rng, date(2020, 1, 1), date(2025, 6, 1))
            return "Tatort.%s.GERMAN.1080p.WEB.h264-%s" % (rng.choice(["Muenster", "Koeln", "Dortmund", "Kiel", "Wien", "Dresden"]) + ".%02d.%02d.%d" % (d.day, d.month, d.year), g)
        return rng.choice(["%s.S%02dE%02d.%s.1080p.WEB.h264-%s", "%s.S%02dE%02d.%s.DL.720p.WEB.x264-%s"]) % (
            dotted(title), rng.randint(1, seasons), rng.randint(1, eps), tag, g)
    if r < 0.7:
        # Hollywood films with dubbed/subbed tags
        title, year = rng.choice(FILMS)
        tag = rng.choice(["GERMAN.DL", "GERMAN", "FRENCH", "MULTi", "TRUEFRENCH", "iTALiAN", "SPANiSH", "CASTELLANO",
                          "DUTCH", "POLiSH", "NORDiC", "SUBFRENCH", "VOSTFR", "PL", "RUSSiAN"])
        return "%s.%d.%s.1080p.BluRay.x264-%s" % (dotted(title), year, tag, rng.choice(["iNTENTiON", "FRATERNiTY", "DETAiLS", "MeM", "WASTE", "NORDiC", "PLSUB"]))
    native, eng, year, kind = rng.choice(FOREIGN_NATIVE)
    if kind == "tv":
        return rng.choice(["%s %s S01E%02d 1080p WEB-DL H264 AAC", "%s / %s S01E%02d 1080p NF WEB-DL DDP5.1 x264",
                           "%s (%s) S01E%02d WEB-DL 1080p"]) % (native, eng, rng.randint(1, 10))
    return rng.choice(["%s %s %d 1080p BluRay x264 DTS-HDC", "%s / %s (%d) BDRip 1080p", "%s (%s) %d WEB-DL 1080p H264 AAC-CMCTV",
                       "%s %s (%d) [1080p] [BluRay] [5.1]"]) % (native, eng, year)


def gen_xxx(rng):
    site = rng.choice(XXX_SITES)
    d = rand_date(rng, date(2019, 1, 1), date(2025, 6, 30))
    p1 = "%s.%s" % (rng.choice(XXX_FIRST), rng.choice(XXX_LAST))
    if rng.random() < 0.3:
        p1 += ".And.%s.%s" % (rng.choice(XXX_FIRST), rng.choice(XXX_LAST))
    if rng.random() < 0.2:
        return "%s.%s.%d.XXX.DVDRip.x264-%s" % (site, rng.choice(["Raw", "Vol", "Best.Of", "Selection"]), rng.randint(1, 60), rng.choice(["VBT", "XXX", "KTR"]))
    return "%s.%02d.%02d.%02d.%s.%s" % (site, d.year % 100, d.month, d.day, p1, rng.choice(XXX_GROUPS))


def gen_documentary(rng):
    r = rng.random()
    if r < 0.45:
        series, eps, style = rng.choice(DOC_SERIES)
        i = rng.randrange(len(eps))
        if style == "bbc":
            return "BBC.%s.%dof%d.%s.%s.HDTV.x264.AAC.MVGroup.org.mkv" % (dotted(series), i + 1, len(eps), dotted(eps[i]), rng.choice(["1080p", "720p"]))
        if style == "pbs":
            return "PBS.%s.%02dof%02d.%s.720p.HDTV.x264.AAC.MVGroup.org.mkv" % (dotted(series), i + 1, len(eps), dotted(eps[i]))
        return "%s.S01E%02d.%s.1080p.NF.WEB-DL.DDP5.1.x264-NTb" % (dotted(series), i + 1, dotted(eps[i]))
    if r < 0.7:
        show, n = rng.choice(DOC_SHOWS)
        if n >= 2000:
            d = rand_date(rng, date(2020, 1, 1), date(2025, 6, 1))
            return "%s.%d.%02d.%02d.720p.HDTV.x264-%s" % (dotted(show), d.year, d.month, d.day, rng.choice(["DOCUMENT", "BAE", "NTb"]))
        return "%s.S%02dE%02d.720p.WEB.h264-%s" % (dotted(show), rng.randint(max(1, n - 5), n), rng.randint(1, 20), rng.choice(["BAE", "EDITH", "NTb", "DOCUMENT"]))
    title, year = rng.choice(DOC_FILMS)
    return rng.choice(["%s.%d.DOCU.1080p.BluRay.x264-%s", "%s.%d.DOCU.1080p.WEB.h264-%s", "%s.%d.LIMITED.DOCU.720p.BluRay.x264-%s"]) % (
        dotted(title), year, rng.choice(FILM_SCENE_GROUPS))


# --- unstructured ----------------------------------------------------------

def gen_bare_film(rng):
    title, year = rng.choice(FILMS)
    fmt = rng.choice(["{t}", "{t} ({y})", "{t} {y}", "{t} [{y}]", "{t} ({y}) DVD", "{t} - {y} - full film",
                      "{t} ({y}) directors cut"])
    return fmt.format(t=title, y=year)


def gen_bare_series(rng):
    name, year, seasons, _ = rng.choice(TV)
    s = rng.randint(1, seasons)
    return rng.choice(["%s" % name, "%s - complete series" % name, "%s season %d" % (name, s), "%s series %d complete" % (name, s),
                       "%s all episodes" % name, "%s (%d) season %d" % (name, year, s), "%s S%d" % (name, s),
                       "%s box set" % name])


def gen_bare_book(rng):
    author, title, year = rng.choice(BOOKS + BOOKS_INTL)
    return rng.choice(["%s by %s" % (title, author), "%s - %s" % (author, title), "%s - %s (%d)" % (title, author, year),
                       "%s (%s)" % (title, author), "%s, %s" % (author, title)])


def gen_bare_album(rng):
    artist, album, year = rng.choice(ALBUMS + ALBUMS_INTL)
    return rng.choice(["%s - %s" % (artist, album), "%s - %s (%d)" % (artist, album, year), "%s by %s" % (album, artist),
                       "%s %s %d vinyl rip" % (artist, album, year), "%s - %s [full album]" % (artist, album)])


BARE_GAMES = [("Half-Life 2", 2004), ("Doom", 1993), ("Age of Empires II", 1999), ("StarCraft", 1998),
              ("Portal 2", 2011), ("The Elder Scrolls V Skyrim", 2011), ("Minecraft", 2011), ("Stardew Valley", 2016),
              ("Hollow Knight", 2017), ("Celeste", 2018), ("Outer Wilds", 2019), ("Disco Elysium", 2019),
              ("Hades", 2020), ("Elden Ring", 2022), ("Tetris Effect", 2018), ("Super Metroid", 1994),
              ("Chrono Trigger", 1995), ("Final Fantasy VI", 1994), ("Deus Ex", 2000), ("Thief II The Metal Age", 2000),
              ("System Shock 2", 1999), ("Baldurs Gate II", 2000), ("Planescape Torment", 1999), ("Fallout", 1997),
              ("Diablo II", 2000), ("Warcraft III", 2002), ("Civilization IV", 2005), ("Myst", 1993), ("Grim Fandango", 1998),
              ("Monkey Island 2 LeChucks Revenge", 1991), ("SimCity 2000", 1993), ("Quake III Arena", 1999),
              ("Unreal Tournament", 1999), ("Counter-Strike 1.6", 2003), ("Rollercoaster Tycoon", 1999),
              ("The Sims", 2000), ("Mass Effect 2", 2010), ("Dark Souls", 2011), ("Bloodborne", 2015),
              ("Red Dead Redemption", 2010), ("The Witcher 3", 2015), ("Return of the Obra Dinn", 2018),
              ("Factorio", 2020), ("Balatro", 2024), ("Animal Well", 2024), ("Tunic", 2022), ("Pentiment", 2022)]


def gen_bare_game(rng):
    g, y = rng.choice(BARE_GAMES)
    return rng.choice(["%s" % g, "%s (%d)" % (g, y), "%s PC" % g, "%s - PC game" % g, "%s %d" % (g, y), "%s complete" % g])


def gen_single(rng):
    a, s = rng.choice(SINGLES)
    return rng.choice(["%s - %s" % (a, s), "%s - %s" % (a, s), "%s - %s (Official Audio)" % (a, s), "%s - %s" % (s, a),
                       "%s - %s (Radio Edit)" % (a, s), "%s - %s (Remastered)" % (a, s), "%s - %s [single]" % (a, s),
                       "%s - %s (Live)" % (a, s), "%s - %s (Extended Mix)" % (a, s)])


def gen_podcast(rng):
    if rng.random() < 0.15:
        return rng.choice(PODCAST_FIXED)
    show, n = rng.choice(PODCASTS)
    ep = rng.randint(1, n)
    d = rand_date(rng, date(2020, 1, 1), date(2025, 6, 30))
    return rng.choice(["%s - Episode %d" % (show, ep), "%s #%d" % (show, ep), "%s %d-%02d-%02d" % (show, d.year, d.month, d.day),
                       "%s Ep. %d" % (show, ep), "%s - %s %d, %d" % (show, MONTHS[d.month - 1], d.day, d.year),
                       "%s (podcast) ep%03d" % (show, ep)])


def gen_lecture(rng):
    if rng.random() < 0.35:
        return rng.choice(LECTURE_FIXED)
    c, n = rng.choice(LECTURE_COURSES)
    i = rng.randint(1, n)
    return rng.choice(["%s - Lecture %d" % (c, i), "%s Lecture %02d" % (c, i), "%s - Lec %d (video)" % (c, i),
                       "%s - lecture %d of %d" % (c, i, n)])


def gen_audio_drama(rng):
    if rng.random() < 0.35:
        return rng.choice(AUDIO_DRAMA_FIXED)
    s, n = rng.choice(AUDIO_DRAMA_SERIES)
    d = rand_date(rng, date(2015, 1, 1), date(2025, 6, 30))
    if n == 0:
        return "%s %d-%02d-%02d" % (s, d.year, d.month, d.day)
    return rng.choice(["%s %03d" % (s, rng.randint(1, n)), "%s - Episode %d" % (s, rng.randint(1, n)), "%s %d" % (s, rng.randint(1, n))])


def gen_sermon(rng):
    if rng.random() < 0.35:
        return rng.choice(SERMON_FIXED)
    d = rand_date(rng, date(2018, 1, 1), date(2025, 6, 30))
    f = rng.randrange(3)
    if f == 0:
        return "%s - %s (sermon)" % (rng.choice(PREACHERS), rng.choice(PASSAGES))
    if f == 1:
        return "Sunday Service %d-%02d-%02d - %s" % (d.year, d.month, d.day, rng.choice(CHURCHES))
    return "%s - %s - %s %d" % (rng.choice(CHURCHES), rng.choice(PASSAGES), MONTHS[d.month - 1], d.year)


def gen_sports_match(rng):
    if rng.random() < 0.3:
        return rng.choice(SPORTS_FIXED)
    lg, teams = rng.choice([("soccer", EPL), ("soccer", LALIGA), ("soccer", BUNDES), ("soccer", SERIEA),
                            ("NBA", NBA), ("NFL", NFL)])
    a, b = rng.sample(teams, 2)
    d = season_date(rng, lg, date(2021, 1, 1))
    return rng.choice(["%s vs %s - %02d.%02d.%d - full match" % (a, b, d.day, d.month, d.year),
                       "%s v %s %d-%02d-%02d full replay" % (a, b, d.year, d.month, d.day),
                       "%s - %s (%s %d, %d) full game" % (a, b, MONTHS[d.month - 1], d.day, d.year),
                       "%s vs %s highlights %d" % (a, b, d.year)])


def gen_news(rng):
    fmt, style = rng.choice(NEWS_PROGRAMS)
    d = rand_date(rng, date(2022, 1, 1), date(2025, 6, 30))
    ds = {"iso": "%d-%02d-%02d" % (d.year, d.month, d.day), "us": "%s %d %d" % (MONTHS[d.month - 1], d.day, d.year),
          "de": "%02d.%02d.%d" % (d.day, d.month, d.year), "ja": "%d年%d月%d日" % (d.year, d.month, d.day),
          "ru": "%02d.%02d.%d" % (d.day, d.month, d.year), "fr": "%02d/%02d/%d" % (d.day, d.month, d.year),
          "es": "%02d-%02d-%d" % (d.day, d.month, d.year), "zh": "%d%02d%02d" % (d.year, d.month, d.day),
          "nl": "%02d-%02d-%d" % (d.day, d.month, d.year), "it": "%02d/%02d/%d" % (d.day, d.month, d.year)}[style]
    return fmt.replace("{d}", ds)


def gen_personal(rng):
    who = rng.choice(["my", "Dad's", "Grandpa's", "Mum's", "our", "Uncle Pete's", "family", "Nan's"])
    what = rng.choice(["vinyl rips", "jazz 78rpm transfers", "slides scanned", "home videos", "camcorder tapes",
                       "photo scans", "mixtapes digitised", "CD rips (EAC, log, cue)", "holiday photos", "wedding video",
                       "Hi8 captures", "cassette rips", "Super 8 films", "minidisc transfers", "school concert recordings",
                       "reel-to-reel transfers"])
    extra = rng.choice(["%d" % rng.randint(1958, 2015), "%ds" % (rng.randint(195, 201) * 10), "part %d" % rng.randint(1, 9),
                        "%d-%d" % (rng.randint(1970, 1995), rng.randint(1996, 2012)), "vol %d" % rng.randint(1, 12),
                        rng.choice(["Crete 2015", "Cornwall 1998", "Disneyland 1994", "Tokyo 2009", "Scotland 1987"])])
    return rng.choice(["%s %s %s" % (who, what, extra), "%s - %s (%s)" % (what.capitalize(), extra, who), "%s %s" % (what, extra)])


def gen_fan_edit(rng):
    return rng.choice(FAN_EDITS)


def gen_adlike(rng):
    form, p = rng.choice(ADLIKE)
    if form == "book":
        author, title, year = p
        if rng.random() < 0.3:
            narr = rng.choice(["Unabridged", "Audible", "read by the author"])
            return rng.choice(["%s - %s (%s) [M4B]" % (author, title, narr), "%s - %s - Audiobook" % (author, title)])
        return rng.choice(["%s - %s (epub)" % (author, title), "%s by %s" % (title, author), "%s - %s (%d)" % (author, title, year),
                           "%s.-.%s.EPUB" % (dotted(author), dotted(title)), "%s - %s (retail) (azw3)" % (author, title),
                           "%s - %s.pdf" % (title, author)])
    if form == "tv":
        name, seasons = p
        s = rng.randint(max(1, seasons - 3), seasons)
        e = rng.randint(1, 12)
        return rng.choice(["%s.S%02dE%02d.720p.HDTV.x264-%s" % (dotted(name), s, e, rng.choice(TV_SCENE_GROUPS)),
                           "%s.S%02dE%02d.1080p.WEB.h264-%s" % (dotted(name), s, e, rng.choice(TV_SCENE_GROUPS)),
                           "%s S%02dE%02d 1080p %s WEB-DL DDP5.1 H.264-%s" % (name, s, e, rng.choice(SERVICES), rng.choice(TV_P2P_GROUPS)),
                           "%s series %d episode %d" % (name, s, e), "%s - Season %d" % (name, s)])
    if form == "film":
        title, year = p
        return rng.choice(["%s.%d.1080p.BluRay.x264-%s" % (dotted(title), year, rng.choice(FILM_SCENE_GROUPS)),
                           "%s.%d.1080p.WEB.H264-%s" % (dotted(title), year, rng.choice(FILM_SCENE_GROUPS)),
                           "%s (%d) [1080p] [WEBRip] [5.1] [YTS.MX]" % (title, year), "%s (%d)" % (title, year),
                           "%s %d 720p BluRay x264" % (title, year)])
    if form == "song":
        a, s = p
        return rng.choice(["%s - %s" % (a, s), "%s - %s (Remastered)" % (a, s), "%s - %s [FLAC]" % (a, s),
                           "%s - %s (Official Video) 1080p" % (a, s), "%s - %s 320kbps" % (a, s)])
    if form == "podcast":
        show, n = p
        if n == 0:
            d = rand_date(rng, date(2022, 1, 1), date(2025, 6, 30))
            return "%s %d-%02d-%02d Hour %d" % (show, d.year, d.month, d.day, rng.randint(1, 3))
        return rng.choice(["%s - Episode %d" % (show, rng.randint(1, n)), "%s #%d" % (show, rng.randint(1, n)),
                           "%s Ep %d (podcast)" % (show, rng.randint(1, n))])
    if form == "magazine":
        name, style = p
        return mag_title(rng, name, style)
    c, n = p
    return "%s - Lecture %d" % (c, rng.randint(1, n))


LEGIT_PLAN = [
    # kind, target rows, generator, structured?
    ("tv_scene", 230, gen_tv_scene, True), ("tv_p2p", 170, gen_tv_p2p, True),
    ("tv_season_pack", 85, gen_tv_pack, True), ("tv_daily", 70, gen_tv_daily, True),
    ("film_scene", 150, gen_film_scene, True), ("film_p2p", 140, gen_film_p2p, True),
    ("anime_fansub", 90, gen_anime, True), ("music_scene", 70, gen_music_scene, True),
    ("music_p2p", 55, gen_music_p2p, True), ("audiobook", 40, gen_audiobook, True),
    ("ebook", 55, gen_ebook, True), ("comic", 40, gen_comic, True), ("magazine", 40, gen_magazine, True),
    ("software", 55, gen_software, True), ("game_scene", 45, gen_game_scene, True),
    ("game_gog", 30, gen_game_gog, True), ("linux_bsd_iso", 25, gen_linux, True),
    ("sports_release", 55, gen_sports, True), ("foreign_scene", 65, gen_foreign, True),
    ("xxx_scene", 50, gen_xxx, True), ("documentary", 45, gen_documentary, True),
    ("bare_film", 75, gen_bare_film, False), ("bare_series", 45, gen_bare_series, False),
    ("bare_book", 60, gen_bare_book, False), ("bare_album", 55, gen_bare_album, False),
    ("bare_game", 40, gen_bare_game, False), ("single", 90, gen_single, False),
    ("podcast", 60, gen_podcast, False), ("lecture_course", 45, gen_lecture, False),
    ("audio_drama", 30, gen_audio_drama, False), ("sermon", 30, gen_sermon, False),
    ("sports_match", 40, gen_sports_match, False), ("news_broadcast", 40, gen_news, False),
    ("personal_collection", 25, gen_personal, False), ("fan_edit", 15, gen_fan_edit, False),
    ("adlike", 150, gen_adlike, None),
]


def legit_shell(rng, title):
    return posting_shell(rng, title, hash_p=0.35)


def build_legit(rng, seen):
    rows = []
    for kind, target, gen, structured in LEGIT_PLAN:
        shell_p = 0.09 if structured else 0.03 if structured is False else 0.06
        got = tries = 0
        while got < target:
            tries += 1
            if tries > target * 80:
                raise SystemExit("could not fill legit kind %s (%d/%d)" % (kind, got, target))
            t = clean_ws(gen(rng))
            if rng.random() < shell_p:
                t = clean_ws(legit_shell(rng, t))
            k = norm_key(t)
            if k in seen:
                continue
            seen.add(k)
            rows.append(("legit", "legit:" + kind, t))
            got += 1
    return rows


def main():
    rng = random.Random(SEED)
    seen = set()  # membership tests only; never iterated
    rows = build_junk(rng, seen) + build_legit(rng, seen)
    rng.shuffle(rows)
    for label, fam, title in rows:
        assert "\t" not in title and "\n" not in title and "\r" not in title and title, (fam, title)
    data = "".join("%s\t%s\t%s\n" % r for r in rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)


if __name__ == "__main__":
    main()
