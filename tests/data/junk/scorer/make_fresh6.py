#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generate fresh6.tsv: a blind held-out evaluation set of Usenet release titles
labelled junk vs legit, for measuring a spam scorer's generalisation.

How this file was written
-------------------------
* Written BLIND.  While writing it the author did not open, read, grep, list,
  run or import the scorer or anything it learned from: no domain module whose
  name contains "junk" or "score", no seed rule file, no other file in the
  junk test-data folder, no junk-rules documentation, no ADRs, no README
  junk/filter/quality section, no test about junk/filters/scorer, no git
  history of the project, no `filters` command and no evaluate/train script.
  No web search for spam lists or title lists was made.
* Every title, template and word list below comes from the author's general
  knowledge of (a) spam and scams seen in email, SMS, messaging apps, forums,
  comment sections, search results, app stores and Usenet binary groups, and
  (b) real films, series, music, books, software, games, operating systems,
  sports, podcasts, radio and the naming habits of scene, P2P, fansub and
  Usenet posting tools.
* No title was added, dropped or reworded after seeing any filter output; no
  filter output was ever seen.

Output
------
fresh6.tsv next to this file, one row per line, no header:
    LABEL<TAB>FAMILY<TAB>TITLE
LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>".
Rows are shuffled; titles are unique and contain no tab, CR or newline.

Junk half (about 1,000 rows, 56 intents, none above 4 % of the junk half)
  Well-known families: pharma_ed, online_pharmacy_controlled, weight_loss_diet,
  miracle_cure_supplements, male_enhancement, crypto_doubling_giveaway,
  investment_forex_signals, stock_pump_penny, advance_fee_419,
  inheritance_next_of_kin, lottery_prize_notification, gift_card_survey_reward,
  phishing_bank_account, phishing_delivery_customs, tax_refund_government,
  tech_support_popup, fake_antivirus_cleaner, sextortion_email, dating_hookup,
  adult_cam_escort, casino_gambling, replica_counterfeit, work_from_home_job,
  loan_debt_relief, mlm_get_rich_system, seo_backlinks_guestpost,
  romance_scam, keygen_crack_malware, password_rar_lure, oem_software_keys.
  Less-listed but real ones: pig_butchering_wrong_number, toll_unpaid_sms,
  task_scam_paid_likes, hi_mum_new_number, recovery_scam, fake_invoice_b2b,
  ceo_fraud_bec, domain_renewal_directory, predatory_journal_conference,
  fake_shop_clearance, buy_followers_reviews, essay_homework_service,
  fake_charity_disaster, immigration_visa_scam, fake_documents_diplomas,
  hire_hacker_spyware, love_spell_caster, iptv_reseller,
  usenet_premium_account_bait, malware_disguised_media,
  fake_codec_player_required, car_warranty_solar_leads,
  account_suspension_social, pet_rental_marketplace,
  nft_airdrop_wallet_drainer, accident_claims_compensation.
  Each intent is phrased from many angles (seller pitch, testimonial,
  warning, question, listing, headline, chat, formal letter, e-mail subject,
  SMS, forum title, fake release name); fake release names are also built by
  pairing real film/series/album/game titles with an intent's ad slug.  About
  12 % of junk rows are in other languages (es, fr, de, pt, it, nl, pl, tr, id,
  vi, ru, zh, ja, ko, ar, hi, th): each intent keeps 2-3 of its foreign lines,
  picked by the seeded generator.  About two thirds of junk rows receive 1-3
  random surface-noise operations (posting shells with readable or random file parts, case games,
  dot/underscore separators, emoji, decoration, domains and defanged links,
  contact handles, leetspeak, spaced letters, padding tokens, Re:/Fwd:); the
  remaining third is plain clean copy.

Legit half (about 2,400 rows)
  About 70 % structured release names (scene/P2P TV, season packs, daily
  shows, films, anime fansubs, scene/P2P music, audiobooks, ebooks, comics,
  magazines, software, GOG and scene/repack games, OS ISOs, sports, foreign
  scene, XXX scene, documentaries, obfuscated posts with a readable name) and
  about 30 % unstructured names (bare film/series/book/album/game titles,
  singles, podcasts, lectures and courses, audio drama, sermons, sports
  matches, news broadcasts, personal collections, fan edits, radio shows).
  A modest share (legit:adlike_work, about 4 %) are real works whose names
  read like ads, warnings, questions or appeals.  Some legit rows carry a
  posting shell; some are in non-Latin scripts.

Determinism
-----------
Pure Python 3.11 standard library.  One random.Random(SEED) with
SEED = 61206 drives every choice; no set or dict is ever iterated for output
order, so running `python make_fresh6.py` from any directory rewrites
fresh6.tsv byte for byte.
"""

import os
import random

SEED = 61206
OUT_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fresh6.tsv")

LOWER = "abcdefghijklmnopqrstuvwxyz"
ALNUM = LOWER + "0123456789"
ALNUM_MIXED = LOWER + LOWER.upper() + "0123456789"
HEX = "0123456789abcdef"

def lines(block):
    """Split a text block into stripped, non-empty lines (order kept)."""
    return [ln.strip() for ln in block.strip("\n").split("\n") if ln.strip()]

def items(block):
    """Like lines(), but also splits each line on ';'."""
    return [x.strip() for ln in lines(block) for x in ln.split(";") if x.strip()]

def rand_str(r, n, alphabet=ALNUM):
    return "".join(r.choice(alphabet) for _ in range(n))

def dotted(title):
    """Scene-style name: drop punctuation, spaces -> dots."""
    t = title.replace("&", "and").replace("+", "Plus")
    out = []
    for ch in t:
        if ch in "'’:,!?()[]\"/;":
            continue
        out.append("." if ch == " " else ch)
    s = "".join(out)
    while ".." in s:
        s = s.replace("..", ".")
    return s.strip(".")

# ---------------------------------------------------------------------------
# Surface noise
# ---------------------------------------------------------------------------

EMOJI = ["🔥", "💰", "💯", "🎁", "✅", "⚠️", "🚨", "❗", "😍", "😘", "💊", "📦",
         "🏆", "💎", "🚀", "👉", "👇", "⭐", "🤑", "❤️", "📞", "🔞", "🎰", "💸",
         "📈", "💋", "🆓", "‼️", "⏰", "🔒", "📩", "🙏", "😱", "👀", "✨", "🍀"]
DECOS = [("★★★ ", " ★★★"), (">>> ", " <<<"), ("=== ", " ==="), ("!!! ", " !!!"),
         ("【", "】"), ("[ ", " ]"), ("*** ", " ***"), ("~~ ", " ~~"),
         ("### ", " ###"), ("-=[ ", " ]=-"), ("::: ", " :::"), ("✦ ", " ✦"),
         ("<<< ", " >>>"), ("((( ", " )))"), ("$$$ ", " $$$"), ("## ", ""),
         ("", " !!!!!"), ("", " ..."), ("__", "__"), ("|| ", " ||"),
         ("[NEW] ", ""), ("[HOT] ", ""), ("(AD) ", ""), ("**", "**")]
REPLY = ["Re: ", "RE: ", "Fwd: ", "FW: ", "Fw: ", "Re: Re: ", "AW: ", "TR: ",
         "RV: ", "Re[2]: ", "FWD: ", "Re: Fwd: ", "WG: "]
TLDS = ["com", "net", "biz", "info", "xyz", "top", "shop", "online", "site",
        "club", "ru", "cn", "io", "co", "live", "vip", "icu", "cc", "pw", "su",
        "store", "click", "link", "me", "win", "bid", "loan", "work", "buzz",
        "in", "org", "tk", "app", "cfd", "sbs", "lol"]
DOMWORDS = ["best", "cheap", "fast", "vip", "pro", "mega", "top", "deal", "cash",
            "win", "lucky", "secure", "verify", "claim", "promo", "bonus",
            "gold", "trade", "shop", "free", "hot", "king", "star", "smart",
            "global", "direct", "express", "safe", "prime", "easy", "club",
            "zone", "hub", "max", "365", "24", "7", "my", "get", "go", "now",
            "info", "online", "official", "service", "help", "center"]
INTENT_DOMWORDS = {
    "pharma_ed": ["meds", "rx", "pharma", "pills", "bluepill"],
    "online_pharmacy_controlled": ["rx", "pharmacy", "meds", "drugstore"],
    "weight_loss_diet": ["slim", "keto", "diet", "fatburn"],
    "miracle_cure_supplements": ["cure", "health", "natural", "remedy"],
    "male_enhancement": ["maxsize", "men", "power", "alpha"],
    "crypto_doubling_giveaway": ["btc", "eth", "crypto", "giveaway", "x2"],
    "investment_forex_signals": ["fx", "trade", "invest", "signals", "ai"],
    "casino_gambling": ["casino", "spins", "slot", "bet", "jackpot"],
    "dating_hookup": ["date", "singles", "meet", "flirt"],
    "adult_cam_escort": ["cams", "xxx", "girls", "live"],
    "replica_counterfeit": ["replica", "watch", "lux", "outlet"],
    "phishing_bank_account": ["secure", "verify", "login", "account"],
    "phishing_delivery_customs": ["parcel", "track", "redelivery", "post"],
    "toll_unpaid_sms": ["toll", "pay", "ezpass", "fines"],
    "iptv_reseller": ["iptv", "tv", "stream", "m3u"],
    "usenet_premium_account_bait": ["usenet", "nzb", "news", "premium"],
    "seo_backlinks_guestpost": ["seo", "links", "rank", "backlink"],
    "buy_followers_reviews": ["followers", "likes", "smm", "boost"],
}
PAD_WORDS = ["asdf", "qwerty", "xx", "zz", "ok", "new", "hot", "2024", "2025",
             "best", "free", "real", "100%", "legit", "fresh", "update", "today",
             "now", "wow", "top", "ref", "click", "info", "no1", "vip", "fast"]
SALAD = ["marble", "penguin", "tuesday", "oxygen", "velvet", "harbor", "quartz",
         "lantern", "meadow", "cobalt", "saddle", "pickle", "zephyr", "tundra",
         "orchid", "biscuit", "granite", "falcon", "nimbus", "walnut",
         "plywood", "sonnet", "glacier", "kettle", "mosaic", "ribbon"]
HANDLE_BITS = ["crypto", "mike", "anna", "dr", "support", "agent", "vip",
               "official", "lucky", "mr", "lisa", "james", "help", "desk",
               "king", "boss", "queen", "trader", "mentor", "claims", "rx",
               "service", "kate", "alex", "coach", "team", "premium", "admin",
               "plug", "store", "maria", "david", "invest", "win", "sara"]
MAILDOMS = ["gmail.com", "outlook.com", "yahoo.com", "protonmail.com",
            "hotmail.com", "mail.ru", "qq.com", "163.com", "aol.com",
            "yandex.ru", "gmx.de", "usa.com", "consultant.com", "proton.me"]
SHORTENERS = ["bit.ly", "tinyurl.com", "cutt.ly", "t.ly", "is.gd", "rb.gy",
              "shorturl.at", "ow.ly", "tiny.cc", "s.id"]
PRIVATE_TAGS = ["WtFnZb", "WtFnZb", "WtFnZb", "N3wZ", "ZPG", "obfuscated"]

def rand_domain(r, intent=None):
    words = INTENT_DOMWORDS.get(intent, DOMWORDS) if intent else DOMWORDS
    a = r.choice(words)
    b = r.choice(DOMWORDS)
    sep = r.choice(["", "", "-", ""])
    num = r.choice(["", "", "", str(r.randint(1, 99)), "24", "365"])
    return "%s%s%s%s" % (a, sep, b, num), r.choice(TLDS)

LINK_FMTS = ["www.{n}.{t}", "{n}.{t}", "hxxps://{n}[.]{t}/{p}", "{n}[.]{t}", "{n} dot {t}", "{n}(.){t}",
             "https://{n}.{t}/?ref={q}", "{s}/{q}", "hxxp://{n}.{t}", "www . {n} . {t}", "http://{n}.{t}/{w}.html"]


def rand_link(r, intent=None):
    name, tld = rand_domain(r, intent)
    return r.choice(LINK_FMTS).format(
        n=name, t=tld, p=rand_str(r, r.randint(3, 8)), q=rand_str(r, r.randint(5, 8), ALNUM_MIXED),
        s=r.choice(SHORTENERS), w=r.choice(["claim", "offer", "login", "go", "win", "get", "promo"]))


def rand_handle(r):
    a = r.choice(HANDLE_BITS)
    b = r.choice(HANDLE_BITS + ["", ""])
    sep = r.choice(["", "_", ".", ""])
    num = r.choice(["", str(r.randint(1, 9999)), str(r.randint(80, 99))])
    return (a + sep + b + num).strip("._") or "agent7"

def rand_phone(r):
    cc = r.choice(["1", "44", "234", "27", "91", "62", "63", "852", "971", "7", "55", "49", "33", "86", "1"])
    digits = "".join(r.choice("0123456789") for _ in range(r.randint(9, 10)))
    style = r.randint(0, 2)
    if style == 0:
        return "+%s %s" % (cc, digits)
    if style == 1:
        return "+%s %s %s %s" % (cc, digits[:3], digits[3:6], digits[6:])
    return "+%s-%s-%s" % (cc, digits[:4], digits[4:])

CONTACT_FMTS = ["Telegram: @{h}", "TG @{h}", "t.me/{h}", "WhatsApp {p}", "WA: {c}", "WeChat: {h}", "微信 {h}{k}",
                "Signal {p}", "email {h}@{m}", "contact: {h}@{m}", "call {p}", "Line ID: {h}", "Viber {p}",
                "Skype live:.cid.{x}", "WhatsApp/Telegram/Signal {p}"]


def rand_contact(r):
    phone = rand_phone(r)
    return r.choice(CONTACT_FMTS).format(h=rand_handle(r), p=phone, c=phone.replace(" ", ""), k=r.randint(10, 999),
                                         m=r.choice(MAILDOMS), x=rand_str(r, 12, HEX))


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1",
        "g": "9", "A": "4", "E": "3", "I": "1", "O": "0", "S": "$", "T": "7", "B": "8"}

def op_leet(r, s):
    p = r.choice([0.25, 0.5, 0.8])
    return "".join(LEET[c] if c in LEET and r.random() < p else c for c in s)

def op_case(r, s):
    k = r.randint(0, 5)
    if k == 0:
        return s.upper()
    if k == 1:
        return s.lower()
    if k == 2:
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if k == 3:
        return "".join(c.upper() if r.random() < 0.5 else c.lower() for c in s)
    if k == 4:
        return s.title()
    return s.swapcase()

def op_sep(r, s):
    return s.replace(" ", r.choice([".", "_", "-", "+", "..", "_"]))

def op_spaced(r, s):
    words = s.split(" ")
    best = -1
    for i, w in enumerate(words):
        if w.isalpha() and len(w) >= 4 and (best < 0 or len(w) > len(words[best])):
            best = i
    if best < 0:
        return " ".join(s)
    w = words[best]
    if r.random() < 0.6:
        w = w.upper()
    joiner = r.choice([" ", " ", ".", "-", "_", " * "])
    words[best] = joiner.join(w)
    return " ".join(words)

def op_pad(r, s):
    k = r.randint(0, 6)
    if k == 0:
        tok = rand_str(r, r.randint(3, 12), ALNUM_MIXED)
    elif k == 1:
        tok = " ".join(r.choice(SALAD) for _ in range(r.randint(2, 5)))
    elif k == 2:
        tok = " ".join(r.choice(PAD_WORDS) for _ in range(r.randint(1, 3)))
    elif k == 3:
        tok = "#%d" % r.randint(1000, 9999999)
    elif k == 4:
        tok = "[%s]" % rand_str(r, r.randint(4, 10), ALNUM)
    elif k == 5:
        tok = "id:%s" % rand_str(r, r.randint(6, 16), HEX)
    else:
        tok = "(%s)" % rand_str(r, r.randint(2, 6), "0123456789")
    if r.random() < 0.7:
        return s + r.choice([" ", " ", " - ", " | ", "  "]) + tok
    return tok + r.choice([" ", " - ", " :: "]) + s

def op_emoji(r, s):
    n = r.randint(1, 3)
    e = "".join(r.choice(EMOJI) for _ in range(n))
    k = r.randint(0, 2)
    if k == 0:
        return e + " " + s
    if k == 1:
        return s + " " + e
    return e + " " + s + " " + "".join(r.choice(EMOJI) for _ in range(r.randint(1, 2)))

def op_deco(r, s):
    a, b = r.choice(DECOS)
    return a + s + b

def op_link(r, s, intent):
    link = rand_link(r, intent)
    k = r.randint(0, 4)
    if k == 0:
        return link + " " + s
    if k == 1:
        return s + " >> " + link
    if k == 2:
        return s + " - " + link
    if k == 3:
        return s + " (" + link + ")"
    return s + " " + link

def op_contact(r, s):
    c = rand_contact(r)
    k = r.randint(0, 3)
    if k == 0:
        return s + " | " + c
    if k == 1:
        return s + " - " + c
    if k == 2:
        return "[" + c + "] " + s
    return s + " " + c

def op_reply(r, s):
    return r.choice(REPLY) + s

FILE_EXTS = [".part%02d.rar", ".rar", ".r%02d", ".par2", ".vol%02d+%02d.par2", ".nzb",
             ".7z", ".7z.%03d", ".zip", ".mkv", ".mp4", ".avi", ".sfv", ".nfo",
             ".%03d", "", ".bin", ".part%d.rar"]

def file_ext(r):
    e = r.choice(FILE_EXTS)
    if "%02d+%02d" in e:
        a = r.randint(0, 60)
        return e % (a, r.randint(1, 64))
    if "%" in e:
        return e % r.randint(1, 99)
    return e

def file_stem(name):
    s = name.replace('"', "").replace("/", "-").replace("\\", "-")
    s = s.replace(" ", ".")
    while ".." in s:
        s = s.replace("..", ".")
    return s.strip(".") or "file"

def shell(r, name, readable=None, tag=None):
    """Wrap a subject the way Usenet posting tools do."""
    if readable is None:
        readable = r.random() < 0.55
    if readable:
        stem = file_stem(name)
        if len(stem) > 80 and r.random() < 0.5:
            stem = stem[:r.randint(30, 80)].rstrip(".")
    else:
        alpha = r.choice([ALNUM, HEX, ALNUM_MIXED, LOWER])
        stem = rand_str(r, r.randint(1, 48), alpha)
    f = stem + (file_ext(r) if (readable or r.random() < 0.7) else "")
    n = r.randint(1, 120)
    i = r.randint(1, n)
    m = r.randint(1, 300)
    j = r.randint(1, m)
    k = r.randint(0, 9)
    if not readable and k in (0, 1, 2):
        k = r.choice([3, 5, 6, 7, 8, 9])
    if k == 0:
        return '[%d/%d] - "%s" yEnc (%d/%d)' % (i, n, f, j, m)
    if k == 1:
        return '"%s" yEnc' % (file_stem(name) + r.choice([".nzb", ".nzb", ".par2", ".rar"]))
    if k == 2:
        return '(%d/%d) "%s"' % (i, n, f) + r.choice(["", " yEnc", " yEnc (1/%d)" % m])
    if k == 3:
        return '%s - [%02d/%02d] - "%s" yEnc' % (name, i, n, f) + r.choice(["", " (%d/%d)" % (j, m)])
    if k == 4:
        return '[PRiVATE]-[%s]-[%s]-[%d/%d] - "" yEnc' % (tag or r.choice(PRIVATE_TAGS), name, i, n)
    if k == 5:
        return '%s [%d/%d] - "%s" yEnc (%d/%d)' % (name, i, n, f, j, m)
    if k == 6:
        return '%s - "%s" yEnc (%d/%d)' % (name, f, j, m)
    if k == 7:
        return '[%s] - [%d/%d] - "%s" yEnc' % (rand_str(r, r.randint(4, 12), ALNUM_MIXED), i, n, f) if readable \
            else '%s (%d/%d) "%s" yEnc' % (name, i, n, f)
    if k == 8:
        return '%s (%d/%d) "%s" yEnc' % (name, i, n, f)
    return '%s [%02d/%02d] - "%s" - %s yEnc' % (name, i, n, f, r.choice(
        ["%d.%02d MB" % (r.randint(1, 999), r.randint(0, 99)), "%d.%02d GB" % (r.randint(1, 60), r.randint(0, 99)),
         "%d bytes" % r.randint(1000, 99999999)]))

NOISE_OPS = [("leet", 6), ("spaced", 5), ("case", 14), ("sep", 10), ("pad", 10),
             ("emoji", 12), ("deco", 8), ("link", 12), ("contact", 12),
             ("reply", 8), ("shell", 14)]
OP_ORDER = ["leet", "spaced", "case", "sep", "pad", "emoji", "deco", "link",
            "contact", "reply", "shell"]

def looks_like_release(t):
    return " " not in t and t.count(".") >= 2

def apply_noise(r, title, intent):
    release = looks_like_release(title)
    pool = []
    for name, w in NOISE_OPS:
        if release and name == "shell":
            w = 40
        if release and name in ("sep", "spaced"):
            w = 1
        pool.append([name, w])
    k = r.choice([1, 1, 1, 2, 2, 2, 3])
    chosen = []
    for _ in range(k):
        total = sum(w for _, w in pool)
        x = r.uniform(0, total)
        acc = 0.0
        for idx, (name, w) in enumerate(pool):
            acc += w
            if x <= acc:
                chosen.append(name)
                pool.pop(idx)
                break
    if "shell" in chosen and "reply" in chosen:
        chosen.remove("reply")
    s = title
    for name in OP_ORDER:
        if name not in chosen:
            continue
        if name == "leet":
            s = op_leet(r, s)
        elif name == "spaced":
            s = op_spaced(r, s)
        elif name == "case":
            s = op_case(r, s)
        elif name == "sep":
            s = op_sep(r, s)
        elif name == "pad":
            s = op_pad(r, s)
        elif name == "emoji":
            s = op_emoji(r, s)
        elif name == "deco":
            s = op_deco(r, s)
        elif name == "link":
            s = op_link(r, s, intent)
        elif name == "contact":
            s = op_contact(r, s)
        elif name == "reply":
            s = op_reply(r, s)
        elif name == "shell":
            s = shell(r, s)
    if s == title:
        s = op_emoji(r, s)
    return s

# ---------------------------------------------------------------------------
# Junk: hand-written phrasings per intent.  "@xx " marks a non-English line
# (the tag is stripped; it only feeds the language count in the self-check).
# ---------------------------------------------------------------------------

def parse_junk(text):
    """'## intent' starts a block; every other non-empty line is one title."""
    blocks = []
    for ln in lines(text):
        if ln.startswith("## "):
            blocks.append((ln[3:].strip(), []))
        else:
            blocks[-1][1].append(ln)
    return blocks

JUNK_TEXT = """
## pharma_ed
Buy Viagra online without prescription, lowest price guaranteed
Generic Cialis 20mg x 90 pills only $0.79 per pill
My husband tried these blue pills and our marriage is saved
WARNING: your last chance to get Viagra at 80% off expires tonight
Where can I order sildenafil without seeing a doctor?
Kamagra oral jelly, Levitra, Cialis, Viagra - all brands in stock, discreet shipping
Doctors stunned: cheap ED pills now sold without Rx in Canada
hey bro, still need those pills? fresh batch arrived, DM me
Dear Valued Customer, your discount order of Tadalafil is ready for dispatch
Re: your order #44127 - Viagra Professional 100mg
RX-FREE MEDS: sildenafil citrate 100mg, overnight delivery to USA/UK/AU
Forum: best site to buy generic viagra online 2024?
Viagra.Super.Active.2024.1080p.WEB-DL.Cheap.Pills.Order.Now
Pfizer quality, Indian price - be a man again tonight
Last call: cialis daily 5mg, 360 pills + free bonus pack
@es Compra Viagra sin receta, envío discreto a toda España
@fr Achetez du Cialis générique sans ordonnance, livraison 48h
@ru Виагра и Сиалис без рецепта, доставка по всей России
## online_pharmacy_controlled
Tramadol 100mg, Oxycodone, Xanax 2mg - no prescription needed, ship worldwide
Buy Adderall online overnight, no Rx, stealth packaging
Chronic pain? I finally found a pharmacy that sends hydrocodone without the hassle
Legit vendor: Valium, Ambien, Soma, Percocet - we accept Bitcoin
Is it safe to order Xanax bars from an online pharmacy? (mine came in 3 days)
CANADIAN PHARMACY - 90% off brand meds, no doctor visit
Ozempic and Wegovy pens without prescription, in stock now
Modafinil / Armodafinil for students and pilots, fast shipping
URGENT RESTOCK: Oxycontin 80mg, limited stock
Dear patient, your refill of Alprazolam is awaiting payment
text me for the menu: percs, xans, addy, fast drop
Online drugstore: antibiotics, painkillers, sleeping pills, all without Rx
Fentanyl patches, ketamine, codeine syrup - wholesale for resellers
Pharmacy.Direct.No.RX.Needed.Tramadol.Ultram.XviD.avi
Mexican pharmacy delivers Ozempic to your door - save $900 a month
@de Tramadol und Oxycodon rezeptfrei bestellen, diskreter Versand
@pt Compre Rivotril e Zolpidem sem receita, entrega rápida
@zh 无需处方 安眠药 止痛药 曲马多 全国包邮
## weight_loss_diet
Lose 30 lbs in 30 days without diet or exercise
This one weird trick melts belly fat while you sleep
I dropped 4 dress sizes with this Japanese tea - my doctor couldn't believe it
Keto pills the Shark Tank investors called the biggest breakthrough in weight loss
WARNING: don't buy Garcinia until you read this
Is this 10-second morning ritual the end of obesity?
New fat burner: lose 1 kg a day, 100% natural, money-back guarantee
Celebrity slimming secret finally revealed (nutritionists hate it)
Dear Sir/Madam, we offer wholesale slimming capsules with OEM labels
Fwd: 7-day detox that burned 12 pounds
FREE TRIAL: Forskolin Extreme - just pay shipping
Semaglutide drops without injections - same results as Ozempic
Fat.Burner.Miracle.2023.720p.HDTV.x264-ORDER.NOW
Flat Tummy Tea, Apple Cider Gummies, Keto Blast - mega bundle 70% off
she lost 40kg just drinking this before bed 😱 link in bio
@es Pierde 10 kilos en 2 semanas sin dieta ni ejercicio
@it Dimagrisci 15 kg in un mese con queste capsule naturali
@ko 한 달 만에 10kg 감량 보장 다이어트 보조제 특가
## miracle_cure_supplements
Reverse type 2 diabetes in 21 days with this kitchen spice
Big Pharma doesn't want you to know about this tinnitus cure
CBD gummies cure arthritis, anxiety and insomnia - 80% off today
My grandmother's eyesight was restored with this one fruit
Doctors baffled: the 7-second prostate ritual
Is this ancient remedy the cure for cancer they hid from you?
Neuropathy pain gone in 3 days - testimonials from 10,000 patients
ALERT: the vitamin that stops dementia is being banned
Colloidal silver kills every virus - order the family pack
Hemp oil + turmeric: the new natural chemotherapy
Dear friend, I was cured of hepatitis B by a herbal doctor in Africa, contact him
Joint pain? Try this Navy SEAL supplement before it's pulled from shelves
Nail fungus dies in 1 week with this coffee trick
Blood.Sugar.Miracle.Documentary.2024.WEBRip.x264-ORDER.TODAY
Quantum pendant blocks 5G radiation and heals your body
@fr Ce remède naturel guérit le diabète en 3 semaines, les médecins sont furieux
@hi मधुमेह का 100% इलाज सिर्फ 7 दिनों में, आयुर्वेदिक दवा आज ही मंगाएं
@pl Cudowny suplement leczy stawy w tydzień, lekarze w szoku
## male_enhancement
Add 3 inches in 60 days, guaranteed or your money back
Size matters: all-natural enlargement formula
She begged me for more after I took these
Increase your stamina and last all night long
Are you embarrassed in the bedroom? This changes everything
MaxSize Pro, VigRX Plus, ExtenZe - 3 bottles free
Rock hard all weekend - no prescription, no side effects
Urgent: your free bottle of MaleXtra is waiting to be claimed
Boost testosterone naturally, 60 capsules + free pump
Girlfriend noticed the difference in 2 weeks
Scientists discover the plant that makes men bigger
Re: about your little problem...
Enhancement.Pills.XXX.1080p.Real.Results.Order.Online
Delay spray - last 5x longer, discreet packaging
@de Penisvergrößerung ohne OP, Ergebnisse in 30 Tagen
@ar حبوب تكبير طبيعية 100% نتائج مضمونة خلال شهر
@id Obat kuat pria tahan lama, kirim rahasia ke seluruh Indonesia
## crypto_doubling_giveaway
Elon Musk BTC giveaway: send 0.1 BTC, get 0.2 BTC back
Official Tesla crypto event - double your ETH today only
I sent 1 ETH and received 2 ETH back within minutes, this is real!
LAST HOURS: 5,000 BTC giveaway ending, participate now
Is the Ripple XRP giveaway on YouTube legit? They doubled mine
Binance anniversary airdrop - claim 500 USDT free
Vitalik Buterin live stream: ETH giveaway, scan the QR code
Free Bitcoin every hour, no deposit, withdraw instantly
Send any amount to this wallet and receive 2x back - Michael Saylor event
CRYPTO DOUBLER: guaranteed 100% return in 24 hours
Dear participant, your 0.5 BTC bonus awaits verification
free btc generator 2024 working no survey
Bitcoin.Doubler.v3.2.Full.Working.Cracked-CRYPT0
MicroStrategy official giveaway - 1000 BTC distributed to the community
@ru Раздача биткоинов от Илона Маска, удвоим ваш перевод
@tr Elon Musk kripto çekilişi: gönderdiğiniz BTC'yi iki katı olarak geri alın
@vi Tặng miễn phí 1000 USDT, chỉ cần kết nối ví ngay hôm nay
## investment_forex_signals
Turn $250 into $8,000 in one week with our AI trading robot
VIP forex signals 95% accuracy - join our Telegram group
I quit my job after this trading bot made me $3,400 in a day
Guaranteed 30% monthly returns, fully regulated, zero risk
Why is nobody talking about this Quantum AI platform?
Account manager needed? Invest with our gold trading desk
Breaking: celebrity investor reveals the platform that made him millions
I teach binary options, my students earn 5 figures weekly
Limited spots: copy my trades, 1000% ROI
Dear Investor, your profit of $14,892.00 is ready for withdrawal - pay the release fee
Free masterclass: how I made $1M with crypto arbitrage
BitSignal Pro Forex Robot EA v9.1 + Set Files 2024 (100% Profitable)
Regulated? no. Profitable? yes. DM for account management
Passive income from a licensed broker - deposit $250 to start
@es Gana 500 euros al día con nuestro robot de trading de inteligencia artificial
@pt Sinais de forex grátis com 98% de acerto, entre no grupo VIP
@zh 跟单导师带你炒外汇 日收益百分之三十 稳赚不赔
## pig_butchering_wrong_number
Hi, is this David? We met at the wine tasting last week
Sorry wrong number, but you seem nice :) I'm Lisa from Singapore
Hello, are we still on for golf on Sunday?
Is this Dr. Wang's clinic? I need to reschedule my appointment
hey long time no see, did you change your number?
My uncle works at a trading firm and taught me a secret, I can show you
Sorry to bother you, I saved your number as my yoga teacher
Hi Amy, your house viewing is confirmed for 3pm tomorrow
Since we're chatting, do you invest? I made 40% last month on gold contracts
I'm a fashion designer living in Hong Kong, may I know your name?
Mr. Thompson, the dog grooming appointment you booked is tomorrow
Nice to meet you by mistake! What do you do for work?
this number was given to me by Jenny, is this Kevin?
Hello, I'm Anna. Did you get my package? The courier said it was delivered
@zh 你好，请问是李总吗？上次在酒会上见过
@ja こんにちは、田中さんですか？先週のセミナーでお会いしました
@ko 안녕하세요, 김 사장님 맞으시죠? 골프 약속 확인하려고 연락드렸어요
## stock_pump_penny
HOT STOCK ALERT: ticker ZNGX about to explode 900%
This $0.03 stock will be the next Tesla - buy before Monday
Insider tip: massive news release coming for OTC: BRKV
I turned $500 into $42,000 with one penny stock, here's the next one
Is this tiny biotech about to announce an FDA approval?
Breaking: Fortune 500 company in talks to acquire micro-cap miner
Strong Buy! Target price $4.50, currently trading at $0.12
Our last pick went up 1,200% - the new pick drops at 9:30 EST
Newsletter: top 3 penny stocks for explosive gains this week
Dear shareholder, don't miss the upcoming reverse merger announcement
Join our pump group, we all buy at the same time
Wall Street legend names his #1 AI stock for 2025
PennyStock.Millionaire.2024.Alert.1080p.WEB-DL.AAC-BUYNOW
Leaked filing: small cap oil company finds huge reserve
@de Heißer Aktientipp: Diese Pennystock-Aktie steigt um 500 Prozent
@nl Dit aandeel gaat 800% stijgen, koop nu voor maandag
## advance_fee_419
Dear Friend, I am Barrister James Okafor, I need your assistance to transfer $18.5 million
STRICTLY CONFIDENTIAL: business proposal from the Central Bank of Nigeria
I am Mrs. Sarah Williams, a dying widow who wants to donate $4.5M to charity through you
Your compensation fund of $1.5M has been approved by the United Nations
Attention beneficiary: your ATM card worth $2.8M is ready for delivery
Good day, I am a US Army captain in Syria with a consignment of gold bars
Request for partnership: unclaimed funds of a late oil contractor
I need a foreign partner to receive $24M crude oil proceeds
We have been instructed by the World Bank to pay you the sum of $950,000
Re: URGENT REPLY NEEDED - fund transfer
Your consignment box is stuck at JFK airport, pay the clearance fee
Hello dearest, I got your contact from the chamber of commerce
Please treat as urgent: diplomat with a trunk box in your country
Was anyone else contacted by a "Prince" from Benin about an inheritance?
From the desk of Dr. Ibrahim Mohammed, Bank of Africa
@fr Bonjour, je suis Maître Dupont, notaire, j'ai un héritage de 3 millions à vous transmettre
@es Estimado amigo, necesito su ayuda para transferir 12 millones de dólares
@pt Prezado senhor, sou viúva de um ministro e desejo investir no seu país
## inheritance_next_of_kin
Notification of unclaimed inheritance - you share a surname with our late client
Next of kin wanted: estate of $7,400,000 left by deceased investor
Your distant relative left you a fortune - claim within 14 days
We have traced you as the legal heir of Mr. Robert Anderson
Final notice: estate will be confiscated by the government if unclaimed
Probate Department: beneficiary verification required
My late client died in a car accident with his family, you share his last name
Are you related to the Johnson family of Kent? An estate awaits you
Deceased account holder: your name appears as beneficiary
Dear Sir, I am a private banker and I propose we share the dormant account 50/50
Hereditary funds release form - complete and return with ID
Genealogy research reveals you are entitled to £2.3M
Estate lawyer seeking heir: reply with full name, phone and address
@de Erbschaft in Höhe von 5,8 Millionen Euro - Sie sind der einzige Erbe
@it Eredità non reclamata: lei risulta beneficiario di un conto dormiente
@ru Вы наследник крупного состояния, срочно свяжитесь с адвокатом
## lottery_prize_notification
Congratulations! Your email address won £850,000 in the UK National Lottery
You are our 1,000,000th visitor - claim your prize now
Winning notification: Euro Millions international draw
Your mobile number has won $500,000 in the Coca-Cola promotion
FINAL WARNING: unclaimed lottery prize expires in 24 hours
How did I win a lottery I never entered? Got an email from Powerball
Official Notification: Microsoft Award Team - Ref No. MS/2024/7781
Google Anniversary Lucky Draw winner - contact our claims agent
Dear Winner, kindly provide your details to process your cheque
Congrats!! u have been selected for a cash prize of 25,000 USD reply YES
Mega Millions Jackpot Winners List 2024 - check your name
Publishers Clearing House: you are a finalist for $5,000 a week for life
Your ticket number 44-12-09 won the second category, processing fee required
Spin the wheel and win an iPhone 15 - 3 spins left
@es ¡Felicidades! Ha ganado 1.000.000 € en el sorteo internacional de la lotería
@ar مبروك! لقد ربحت جائزة قدرها مليون دولار، أرسل بياناتك الآن
@hi बधाई हो! आपने KBC लॉटरी में 25 लाख रुपये जीते हैं
## gift_card_survey_reward
You've been selected to receive a $1,000 Walmart gift card
Complete this 30-second survey and get a free Amazon voucher
Your loyalty reward: claim your free Dyson vacuum (pay only shipping)
Costco members: your $100 coupon expires today
Congratulations, you are eligible for a free Samsung Galaxy S24
Answer 3 questions to get a $500 Target gift card
Free Starbucks for a year - click to claim
Is the free Lowe's gift card survey a scam? asking for my mom
Exclusive offer for our customers: Apple Watch for $2.95
Netflix: 1 year free for loyal subscribers
WIN a PS5 - just enter your email
We noticed you have an unclaimed reward of 5,000 points
Free.Gift.Cards.Generator.2024.No.Survey.Working.zip
Dear valued shopper, your mystery box awaits
@fr Félicitations ! Vous avez gagné une carte cadeau Carrefour de 500€
@de Gewinnspiel: Ihr Lidl-Gutschein über 250 € wartet auf Sie
@ja 【当選】Amazonギフト券5万円分が当たりました！今すぐ受け取り
## phishing_bank_account
Your account has been suspended due to unusual activity, verify now
Security alert: new sign-in to your online banking from Moscow
Chase: we have locked your card, confirm your identity
Action required: update your billing information to avoid service interruption
Wells Fargo - unusual withdrawal of $1,244.00, was this you?
Did you authorise a payment of £649 to Apple Pay? Reply NO to cancel
Your PayPal account is limited until we verify your information
Dear Customer, your account will be deactivated in 24 hours
HSBC: a new payee was added to your account, if this wasn't you call us
Important: your debit card has been temporarily frozen
Re: Case #PP-44-912-003 - restore full account access
We could not process your last payment, please re-enter your card details
Online Banking Security Update Required 2024
Verify your identity or lose access to your savings
@es Su cuenta bancaria ha sido bloqueada, verifique sus datos aquí
@it Gentile cliente, la sua carta è stata sospesa, acceda per sbloccarla
@pl Twoje konto zostało zablokowane, zaloguj się, aby potwierdzić tożsamość
@nl Uw bankpas verloopt, vraag direct een nieuwe aan via de link
## phishing_delivery_customs
USPS: your package could not be delivered due to an incomplete address
Royal Mail: a fee of £1.99 is required to release your parcel
DHL Express: your shipment is on hold, pay customs duty of $3.50
FedEx: we missed you, reschedule your delivery here
Your parcel is waiting at our warehouse, confirm delivery within 12 hours
Has anyone else got texts from "Evri" about a missed parcel? I didn't order anything
Hermes: delivery attempt failed, schedule a new time slot
Customs notice: parcel GB-4412-XN held pending payment
Amazon Logistics: address verification needed for order 113-4429
Canada Post: your package was returned to sender, click to redeliver
Notice of undeliverable package - final attempt
@nl PostNL: uw pakket is onderweg, betaal de verzendkosten
@de DHL: Ihr Paket konnte nicht zugestellt werden, bitte bestätigen Sie Ihre Adresse
@fr La Poste : votre colis est en attente, des frais de 2,99 € sont requis
@ja 【佐川急便】お荷物のお届けにあがりましたが不在の為持ち帰りました
@zh 【顺丰速运】您的包裹地址异常，请点击链接更新收件信息
## toll_unpaid_sms
E-ZPass: you have an unpaid toll of $6.99, pay now to avoid a $50 late fee
FasTrak final notice: outstanding toll balance
SunPass: your vehicle has an unpaid toll, settle today
Texas Toll Services: failure to pay will result in license suspension
The Toll Roads: notice of toll evasion violation
Got a text about an unpaid toll in a state I've never driven in - scam?
Dartford Crossing: your Dart Charge payment is overdue
NC Quick Pass: balance due $4.15 - reply Y then reopen this link
Illinois Tollway: your account has an outstanding balance of $11.69
Parking fine notice: pay within 48 hours or the fee doubles
DVLA: your vehicle tax payment failed, update your details
Speed camera fine: pay online to avoid court
ULEZ penalty charge notice - pay the reduced amount today
@es Peaje pendiente de pago - evite multas adicionales
@fr ANTAI : vous avez une amende impayée, réglez-la avant majoration
@pt Você possui uma multa de trânsito pendente, regularize agora
## tax_refund_government
HMRC: you are eligible for a tax refund of £458.22
IRS: your stimulus payment is pending, confirm your bank details
Australian Taxation Office: refund notice, verify your myGov account
Tax return rejected - resubmit to receive your refund
Final reminder: unclaimed tax rebate
CRA: you have received an e-transfer of $415.00 from the Canada Revenue Agency
GOV.UK: cost of living payment - apply online now
Social Security Administration: your benefits have been suspended
Is the text saying I'm owed a council tax refund real?
Dear Taxpayer, an error in your calculation entitles you to a refund
Your Medicare card needs replacing, call to avoid losing coverage
Government grant of $9,000 approved - no repayment required
Tax.Refund.Claim.Form.2024.pdf.exe
Energy bill rebate: claim your £400 discount today
@de Finanzamt: Sie haben Anspruch auf eine Steuerrückerstattung von 723,50 €
@es Agencia Tributaria: tiene un reembolso pendiente de 312,40 €
@fr Impots.gouv : vous êtes éligible à un remboursement de 276,00 €
## tech_support_popup
VIRUS DETECTED! Your computer is infected, call Microsoft Support now
Windows Defender Alert: Zeus virus detected, do not shut down
Your Mac is infected with 3 viruses, call Apple Support
Critical error: your personal data is being stolen
Warning! Your iPhone has been hacked, scan now
I got a popup saying my PC was locked and to call a number - is it real?
Microsoft Security Team: your licence has expired, call immediately
Your computer has been blocked for security reasons
Norton: subscription renewal failed, your device is unprotected
Amazon Support: suspicious purchase on your account, call to cancel
Geek Squad auto-renewal of $399.99 processed, call to dispute
Error Code 0x80070424: contact a certified technician
Browser locked by the FBI: pay the fine to unlock
Remote tech support 24/7 - printer, router, email problems fixed
@fr Alerte de sécurité Windows : votre ordinateur est bloqué, appelez le support
@de Ihr Computer ist mit einem Virus infiziert, rufen Sie sofort den Microsoft-Support an
@ja 警告！お使いのパソコンはウイルスに感染しています。サポートに電話してください
## fake_antivirus_cleaner
Your PC has 1,284 errors - download the free cleaner now
Speed up your slow computer by 300% in one click
Best antivirus 2024 free download full version lifetime
Driver Updater Pro: 47 outdated drivers found
Registry cleaner that fixed my crashing laptop (not sponsored)
Phone battery damaged by 4 viruses, install the cleaner app
Is your Android infected? Free scan in 10 seconds
Premium VPN + antivirus bundle free for 1 year
RAM booster and junk cleaner - 5 million downloads
PC.Optimizer.Pro.2024.Full.Version.Free.Download.exe
WARNING: your system protection is disabled
Total Security 360 lifetime license $9.99
Why is my Chrome full of ads? Download this fix
Mac Cleaner Ultimate - remove 9.4 GB of junk now
@ru Ваш телефон заражён, установите антивирус бесплатно
@id HP Anda terkena virus! Bersihkan sekarang dengan aplikasi gratis
## sextortion_email
I have recorded you through your webcam while you were watching adult sites
I know your password and I have your private videos
Pay $1,500 in Bitcoin within 48 hours or I send the video to your contacts
Hello pervert, your device was hacked months ago
Your account has been hacked, change your password immediately - read this
I know what you did last night on that site
Someone emailed me my old password and says they have a video - what do I do?
Last warning: the countdown has started
Re: your secret - payment instructions inside
I installed malware on your router and watched you
Hi, I am a hacker who has access to your operating system
Proof inside: we have access to your cloud photos
Compromising footage will be sent to your wife and boss
@de Ich habe Sie über Ihre Webcam aufgenommen, zahlen Sie 1000 Euro in Bitcoin
@es Tengo acceso a tu cámara y grabé un video tuyo, paga o lo publico
@it Ho registrato un video tramite la tua webcam, paga in Bitcoin entro 48 ore
## dating_hookup
Hot singles in your area want to meet tonight
Lonely housewives near you are looking for discreet fun
I'm Kate, 24, bored at home... wanna chat? 😘
Meet local girls, no sign-up, 100% free
Why are there 7 women within 2 miles who want to date you?
Sugar daddy wanted: spoil me and I'll make it worth it
You have 3 new messages from Natasha
Are you free tonight? I'm new in town and looking for company
Ukrainian brides seeking a serious relationship with Western men
Casual encounters - no strings attached, verified members
Just joined, looking for someone mature... check my profile
The Tinder alternative where everyone says yes
Fwd: she viewed your profile 12 times
Dating.Site.Premium.Accounts.Free.2024.NO.SIGNUP
@ru Одинокие девушки в вашем городе хотят познакомиться
@pt Mulheres solteiras perto de você querem te conhecer hoje
@th สาวโสดใกล้คุณ รอคุยอยู่ แอดไลน์เลย
## adult_cam_escort
Live cams: 10,000 girls online now, free tokens
VIP escort service - incall and outcall 24/7, Dubai, London, Paris
Private shows for free, just sign up with your card (not charged)
Watch leaked celebrity tapes free - uncensored
My OnlyFans is free this week only, link below
Hot webcam models, first 5 minutes free
Luxury companions for businessmen, discreet and elegant
Need a massage at your hotel? 24 hours, all nationalities
FREE XXX PASSWORDS - Brazzers, RealityKings, all sites
Looking for a sugar baby to chat with on cam?
Leaked.Nudes.Compilation.2024.MEGA.LINK.IN.DESCRIPTION
New girl in town, call for rates
Adult content unlocked: 200 premium sites, one login
@ru Индивидуалки вашего города, фото проверены, выезд
@zh 高端伴游 上门服务 全城空降 加微信
@es Chicas de compañía en Madrid, servicio 24 horas
## casino_gambling
Get 500 free spins + 200% deposit bonus, no wagering
Online casino with instant withdrawals - €1,000 welcome bonus
I won $48,000 on my first spin at this new casino
Best betting tips: 99% sure wins, fixed matches
Why are slots paying so much this month? Play now
Exclusive: claim your 100 no-deposit spins before midnight
Sports betting odds boost - bet $5, get $200
Live roulette, blackjack, baccarat - crypto accepted
Fixed match tonight, 100% guaranteed, pay after you win
VIP cashback 25% every week - register now
Is the Aviator game a scam? I made 2x my money in 10 minutes
Casino.Royale.2006.1080p.BluRay.FREE.SPINS.CLAIM.NOW
Jackpot alert: progressive pot now over $12M
@pt Cassino online com saque via Pix na hora, bônus de boas-vindas
@tr Deneme bonusu veren siteler 2024, yatırımsız bonus
@id Situs slot gacor hari ini, maxwin terpercaya, deposit pulsa
@hi ऑनलाइन कैसीनो में ₹10,000 का वेलकम बोनस, अभी खेलें
@ko 토토사이트 추천 먹튀검증 완료 신규 가입 보너스
## replica_counterfeit
Rolex replica watches, Swiss movement, 1:1 quality
Louis Vuitton, Gucci, Chanel bags - mirror quality, wholesale price
Cheap Nike Air Jordan 1 - factory outlet, free shipping
Designer sunglasses Ray-Ban Oakley only $19.99
Where to buy a high quality replica Omega? My best source
AAA+ Patek Philippe replicas - nobody can tell
Fake Yeezy that passed legit check, DM for supplier
Moncler jackets 80% off clearance, authenticity guaranteed
UGG boots factory direct sale
Replica jerseys, all teams, $25 each
Luxury watch bulk order: 50pcs minimum, factory in Guangzhou
The Hermes Birkin replica that fooled my rich friends
@zh 高仿名表 一比一复刻 劳力士 欧米茄 工厂直销
@it Borse firmate replica di alta qualità, spedizione gratuita
@ru Реплики часов Rolex, швейцарский механизм, оптом и в розницу
## fake_shop_clearance
Store closing sale: everything 90% off, last day
Ray-Ban clearance - all sunglasses $14.99 today only
Warehouse liquidation: iPhones, MacBooks, AirPods at cost
Our factory is closing, Le Creuset sets at 85% off
Why is this Dyson Airwrap only $39? (limited stock)
Bankruptcy sale: North Face jackets from $20
Black Friday came early: 80% off everything, free shipping
Lego sets at 70% off - official retailer going out of business
I bought from this Facebook shop and received a cheap bracelet instead of a watch
Clarks outlet: shoes £19.99 final clearance
Dear customer, thank you for your order, your item ships in 25 days
Vintage furniture liquidation - payment by bank transfer only
Final sale: Stanley cups $9.99, only 23 left
@de Räumungsverkauf: alles muss raus, 90% Rabatt auf Markenware
@fr Liquidation totale, tout doit disparaître, jusqu'à -90%
@nl Uitverkoop: winkel sluit, alles 80% korting
## work_from_home_job
Work from home and earn $5,000 per week - no experience needed
Stay-at-home mom makes $9,000 a month with Google
Hiring: data entry clerk, $45/hour, start today
Mystery shopper needed in your area - get paid to shop
Package forwarding job: receive and reship parcels from home
Envelope stuffing opportunity, earn $2 per envelope
Urgently needed: payment processing agent, 10% commission
Is this remote job offer from a recruiter on WhatsApp legit?
Congratulations, your application has been shortlisted - pay the training fee
Be your own boss: earn passive income from your phone
Online typing jobs, weekly payment via PayPal
Hi, I'm a recruiter from Indeed, we have a part-time role for you
Work.From.Home.Guide.2024.Earn.5000.Weekly.pdf
Seeking personal assistant - must handle transfers and errands
@es Trabaja desde casa y gana 3.000 euros al mes sin experiencia
@id Lowongan kerja online dari rumah, gaji harian 500 ribu
@vi Tuyển cộng tác viên làm việc tại nhà, thu nhập 15 triệu/tháng
## task_scam_paid_likes
Earn $300 a day liking YouTube videos - paid instantly
Part-time job: rate products on our platform, 30 tasks a day
Hi, I'm HR from a digital marketing agency, we need help boosting app ratings
Complete tasks, unlock combo orders, earn up to 5x commission
Get paid to follow TikTok accounts, 50 cents per follow
I was asked to "top up" to unlock my commission - is this the task scam?
Hotel review job: write 5-star reviews from home
Work 1 hour a day on Telegram, withdraw USDT daily
Boost movie ratings for Hollywood studios, flexible hours
Welcome bonus 10 USDT for new task members
Amazon product optimization job - account resets after 40 orders
Join our team and earn by liking Spotify songs
@hi घर बैठे यूट्यूब वीडियो लाइक करके रोज ₹3000 कमाएं
@es Gana dinero dando me gusta a videos de TikTok, pago diario
@id Kerja paruh waktu: like video dan dapatkan komisi harian
@ar وظيفة بدوام جزئي: اعمل من المنزل واحصل على 300 دولار يوميا
## loan_debt_relief
Instant loan approval, bad credit OK, $5,000 in your account today
Your debt can be written off - government-backed scheme
Pre-approved: personal loan of $25,000 at 1.9% APR
Get out of debt fast, consolidate your credit cards
Payday loans online, no credit check, guaranteed approval
Student loan forgiveness: you qualify, call before the deadline
I was told to pay an "insurance fee" before my loan is released - normal?
Credit repair: remove bad marks from your report in 30 days
Cash advance up to $1,000 in minutes
Final notice: your loan application is about to expire
Dear applicant, your loan has been approved - pay the processing fee to disburse
Mortgage rates just dropped! Refinance now
IVA approved: write off 80% of your debt
@fr Prêt entre particuliers sérieux et rapide, sans frais de dossier
@it Prestito immediato senza busta paga, anche protestati
@tr Kredi notu düşük olanlara anında kredi, evrak yok
@hi बिना सिबिल स्कोर के तुरंत लोन, 5 मिनट में अप्रूवल
## mlm_get_rich_system
The secret system that turned me into a millionaire in 90 days
Make money online while you sleep - copy my blueprint
Join my team and retire in 2 years (ask me how)
Hey hun! Want to be your own boss? I have a great opportunity 💕
Quit your 9-5: the ultimate passive income course
They laughed when I joined, now I drive a Mercedes
Free webinar: a 6-figure dropshipping store in 30 days
Why are so many people quitting their jobs for this? Find out
I'm looking for 3 motivated people to mentor this month
Dear friend, I'm giving away my $997 course for free today
Automated income: set it and forget it
MLM.Success.Secrets.Complete.Course.2024.MP4
Earn 6 figures from your phone with zero investment
Get paid to recruit - unlimited earnings
@pt Ganhe dinheiro online trabalhando 2 horas por dia, método comprovado
@es El sistema secreto para ganar dinero desde casa, cupos limitados
@ru Заработок в интернете от 100 000 рублей в месяц без вложений
## seo_backlinks_guestpost
High DA backlinks - 500 dofollow links for $49
Guest post opportunity on 100+ authority sites
We will rank your website #1 on Google in 30 days
Hi webmaster, I noticed your site is not ranking, can we help?
Buy PBN links, niche edits and Web 2.0 backlinks
SEO package: 10,000 backlinks, guaranteed results
Sponsored post request for your blog - $50 per article
Is buying backlinks on Fiverr worth it?
Your website has 32 critical SEO errors - free audit report
Link exchange proposal for mutual benefit
Local SEO: get your business into the Google Map pack
Dear Website Owner, we would like to publish an article on your site
SEO.Backlinks.Mega.Pack.2024.GSA.Ranker.Lists
@ru Прогон по базам, вечные ссылки, продвижение сайта в ТОП-10
@es Backlinks de calidad para posicionar tu web en Google
@hi अपनी वेबसाइट को गूगल में पहले पेज पर लाएं, सस्ते बैकलिंक्स
## buy_followers_reviews
Buy 10,000 real Instagram followers for $29
Get 5-star Google reviews for your business
TikTok views, likes, followers - instant delivery
Grow your YouTube channel: 4000 watch hours and 1K subs package
Amazon reviews service, verified purchase, safe for your listing
I bought Twitter followers and my engagement exploded
Trustpilot review packages - boost your rating
Spotify monthly listeners, real streams, playlist placement
Cheap Facebook page likes - worldwide or targeted
Need app store ratings? 1,000 reviews delivered
Is it safe to buy Instagram followers in 2024?
Aged Reddit accounts with karma for sale
Verified badge service - get your blue tick
@pt Compre seguidores brasileiros reais no Instagram
@zh 抖音涨粉 点赞 播放量 真人粉 低价出售
@ar زيادة متابعين انستقرام حقيقيين بأسعار رخيصة
## essay_homework_service
Write my essay for me - 100% original, plagiarism-free
Cheap assignment help, PhD writers, any deadline
Need your dissertation done? Get it in 48 hours
Online class taker - we do your exams and get you an A
Is it cheating to pay for essays? Asking for a friend
Struggling with homework? Our experts will help tonight
Buy research papers online, unlimited revisions
Thesis writing service, guaranteed pass
I paid someone to write my coursework and got a First
Nursing assignment help from top UK writers
Coding homework done by professionals - Java, Python, C++
Take my online exam for me - proctored tests accepted
Dear student, 20% off your first order with code GRADE
@es Hacemos tu tesis y trabajos universitarios con garantía
@ar كتابة الأبحاث والرسائل الجامعية بأسعار مناسبة
@de Ghostwriter für Bachelorarbeit und Hausarbeit, diskret
## fake_invoice_b2b
Invoice INV-20931 overdue - payment required within 3 days
Please find attached the invoice for services rendered
Outstanding balance: remittance advice attached
Your DocuSign: invoice and purchase order pending signature
Re: unpaid invoice #88213 - second reminder
Payment confirmation for order PO-4471 (pdf attached)
Final demand: account in arrears, legal action will follow
Hi, accounts payable - we updated our bank details, please use the new ones
Statement of account Q3 - discrepancies found
Overdue notice from your office supplies vendor
Your subscription renewal invoice: $1,499.00 charged
Shipping documents and proforma invoice for your review
Invoice_8829301.pdf.html
Norton LifeLock renewal invoice - call to cancel the auto charge
@de Rechnung Nr. 2024-0913 ist überfällig, bitte umgehend begleichen
@fr Facture impayée n°F-88123 - relance avant mise en demeure
@it Fattura scaduta in allegato, si prega di provvedere al pagamento
## ceo_fraud_bec
Are you available? I need a quick favour
Urgent wire transfer needed before end of day - confidential
Hi, it's the CEO, I'm in a meeting, can you buy 5 Apple gift cards?
Confidential acquisition: please process the payment to our lawyer
Change of payroll direct deposit - please update my bank account
Need you to handle a task for me discreetly, reply with your cell
From the desk of the Managing Director: pending payment
Quick question - are you at your desk?
Our finance director asked me to pay an invoice over WhatsApp - is this BEC?
Vendor payment change notice - new account in Hong Kong
Please keep this between us until the deal is announced
Re: Project Falcon - wire instructions attached
Text me the gift card codes when you get them, thanks
@es ¿Estás disponible? Necesito que hagas una transferencia urgente
@fr Êtes-vous disponible ? J'ai besoin d'un virement confidentiel aujourd'hui
@de Sind Sie erreichbar? Ich brauche dringend eine Überweisung
## domain_renewal_directory
Domain name expiration notice: yourcompany.com will be deleted
Your domain registration in China - brand protection needed
SEO Domain Services: final notice for your domain listing
Trademark registration: your application has been published, pay the fee
World Business Directory: update your free listing (form attached)
Dear CEO, a company is applying to register your name as a .cn domain
Your website listing in the European Business Register expires
Google Business Profile verification - annual fee due
Official trademark renewal notice - fee $1,890
Your SSL certificate is expiring - renew to avoid losing visitors
Did anyone else get a "domain expiration" letter from a company that isn't our registrar?
Company listing in the Yellow Pages Online, invoice enclosed
Asian domain registration conflict - urgent reply required
@de Eintragung in das Gewerberegister - Angebot annehmen
@fr Votre nom de domaine expire bientôt, renouvelez-le pour ne pas le perdre
@zh 关于贵公司品牌在中国注册域名的紧急通知
## predatory_journal_conference
Call for papers: submit your manuscript, publication in 7 days
Invitation to be a keynote speaker at the World Congress on Everything
International Journal of Advanced Research - Scopus indexed, APC $99
Dear Esteemed Professor, we read your recent article with great interest
Join our editorial board - no experience required
Fast-track publication, impact factor 6.2, acceptance guaranteed
Virtual conference on nanotechnology - early bird registration
Would you consider contributing a chapter to our edited book?
Is this journal that emailed me about my thesis legit?
Special issue invitation: waiver of article processing charges
Award nomination: you have been selected as Best Researcher 2024
Your paper is accepted - pay the publication fee within 48 hours
Indexed in Web of Science and PubMed (not really)
@es Invitación a publicar en revista indexada, aceptación rápida
@zh 核心期刊快速发表 包录用 职称评审论文代写
## recovery_scam
Lost money to a crypto scam? We can recover your funds
Certified hackers recover stolen Bitcoin - no upfront fee
I got back my $60,000 from a fake trading site thanks to this team
Funds recovery agency licensed by the FCA
Scammed online? File a claim with our legal recovery unit
Is "asset recovery" after a scam itself a scam? They asked for fees
Dear victim, we have identified your stolen funds in a wallet
Wallet tracing and chargeback experts, 98% success rate
Interpol cybercrime unit: your case has been reopened
Contact this ethical hacker to get your money back from binary options
Chargeback specialists for romance scam victims
Recovery.Expert.Hacker.Contact.Email.Bitcoin.Refund
@ru Вернём деньги от мошенников, юридическая помощь
@de Geld an Betrüger verloren? Wir holen es zurück
@pt Recuperação de fundos perdidos em golpes de criptomoedas
## hi_mum_new_number
Hi Mum, I dropped my phone in the toilet, this is my new number
Hey Dad it's me, lost my phone, can you save this number
Mum can you help me pay a bill? I'm locked out of my banking app
hi mom, new phone, text me on WhatsApp when you get this
Hello mum, it's me, my phone broke, can you send £850 to my landlord?
Got a text from "my son" asking for money for a new phone - he's sitting next to me
Hi Grandma, it's me, I'm in trouble and need bail money, don't tell mom
hey its me, using a friend's phone, can you transfer $500 urgently
Dad are you free? Need a favour, will pay you back tomorrow
Hi Mum, it's me! Don't call, my mic is broken, just text
@nl Mam, ik heb een nieuw nummer, kun je me even appen?
@de Mama, mein Handy ist kaputt, das ist meine neue Nummer
@es Hola mamá, se me cayó el móvil, este es mi nuevo número
@fr Coucou maman, j'ai changé de numéro, enregistre celui-ci
@pt Oi mãe, troquei de número, salva esse aqui
## romance_scam
I am a widower, an engineer on an offshore oil rig, I want to know you better
My love, I need money for the customs fee to come and see you
I fell in love with your smile on Facebook, can we talk on Hangouts?
Darling, my bank account is frozen, please help me with $2,000
I'm a UN doctor in Yemen, looking for an honest woman
My boyfriend I met online needs money for his daughter's surgery - red flag?
Sweetheart, I sent you a package with gold and diamonds, pay the delivery
God brought us together, I will come to you after this contract
I'm a US general on a peacekeeping mission, I need your help to get leave
Hello beautiful, your profile touched my heart
Will you be my Valentine? I'm lonely in Dubai
I lost my wallet in Istanbul and can't pay the hotel, my queen
Army officer seeks life partner, please reply with your photo
@es Mi amor, necesito que me ayudes con los gastos del viaje para conocerte
@it Amore mio, sono bloccato all'aeroporto, ho bisogno di soldi
@ru Дорогая, я военный хирург в Сирии и хочу приехать к тебе
## fake_charity_disaster
Donate now to help earthquake victims - every dollar counts
Emergency appeal: children starving, send donations via Bitcoin
Help the families of the wildfire - GoFundMe link
Ukraine relief fund: support soldiers directly, crypto wallets below
Your donation of $5 will save a life today
Is this Red Cross flood appeal email real? The sender is a gmail address
Sponsor an orphan for $1 a day
Hurricane victims need you - donate through this link
Charity for veterans: we'll pick up your car donation
Dear Christian friend, our church orphanage needs your help
Cancer kid needs surgery, please share and donate
Earthquake appeal: donate via our PayPal
Flood relief Pakistan - verified donation page
@tr Deprem bölgesine yardım için bağış yapın, IBAN aşağıda
@ar تبرع الآن لمساعدة الأيتام عبر هذا الرابط
@hi बाढ़ पीड़ितों की मदद करें, अभी दान करें
## immigration_visa_scam
US Green Card lottery: you have been selected, pay the processing fee
Canada work permit guaranteed - jobs for foreigners, free visa
Get your UK visa in 7 days, no interview needed
Jobs in Poland with free accommodation and work visa
Australia skilled visa - 100% approval with our agents
Congratulations! Your DV-2025 entry was selected
I was asked to pay $3,000 for a Canadian job offer visa - scam?
Schengen visa appointments available - pay for a fast slot
Residence permit in Dubai with no documents
Farm workers needed in New Zealand, visa sponsorship included
Official Immigration Office: your case requires immediate action
Second passport and citizenship by investment - fast track
@ar هجرة إلى كندا مع عقد عمل وتأشيرة مجانية
@hi कनाडा में नौकरी और वीजा की गारंटी, अभी संपर्क करें
@vi Xuất khẩu lao động Nhật Bản, bay nhanh, chi phí thấp
@ru Работа в Европе с визой и жильём, без знания языка
## fake_documents_diplomas
Buy real and fake passports, driver's licenses, ID cards
Registered IELTS certificate without the exam
Get a university degree in 10 days, verifiable
Novelty driver's licence, scannable, all states
Fake bank statements and payslips for mortgage applications
Buy SSN, birth certificate and residence permit
Is it possible to get a real diploma without attending?
Counterfeit euros and dollars, undetectable, grade A
Vaccination card with QR code - registered in the system
Quality fake documents: passports for all countries
Degree + transcript package - Oxford, Harvard, MIT
Doctor's note template, excuse from work, instant download
@es Compra pasaportes, licencias de conducir y títulos universitarios
@ru Купить диплом о высшем образовании с занесением в реестр
@zh 代办各类证件 毕业证 学位证 驾照 护照
## hire_hacker_spyware
Hire a hacker: WhatsApp, Instagram, Facebook accounts recovered
Want to catch a cheating spouse? Read their messages remotely
Change your university grades - professional hackers
Spy app for Android and iPhone, undetectable
Is there a legit hacker for hire to get into my ex's email?
Hack any phone with just the number - 24 hour service
Credit score boost by hackers, permanent results
Clone a WhatsApp account in 5 minutes
Instagram.Account.Hacker.v5.2.2024.Working.No.Survey
Ethical hacker available: databases, social media, bank account upgrades
Track anyone's GPS location secretly
Remove a criminal record from the database
@ru Взлом ВКонтакте, почты и WhatsApp, анонимно и быстро
@es Hackeamos cuentas de WhatsApp e Instagram, resultados garantizados
@pt Espionar WhatsApp do parceiro sem ele saber
## love_spell_caster
Powerful love spell to bring back your ex in 48 hours
Dr. Okosun the great spell caster saved my marriage
I was heartbroken until I contacted this spell caster
Lost lover spells, money spells, fertility spells - contact now
Black magic removal and protection
Voodoo priest with real results, no side effects
Return of lost love guaranteed, 100% within 3 days
Can spells really bring my husband back? This one did
Lottery winning spell - I won $2 million
Spiritual healer for barren women and bad luck
Testimony: how Priestess Amina brought my husband home
Get him back: ancient Egyptian love ritual
@hi वशीकरण स्पेशलिस्ट बाबा जी, प्यार में धोखा, 24 घंटे में समाधान
@fr Grand marabout voyant médium, retour de l'être aimé en 7 jours
@ar شيخ روحاني لجلب الحبيب وفك السحر
@es Amarres de amor efectivos, regresa tu pareja en 24 horas
## iptv_reseller
IPTV subscription 20,000 channels + VOD, 12 months for $49
Best IPTV 2024 - all sports, PPV, no buffering
Firestick fully loaded, every channel free forever
Become an IPTV reseller - panel with credits
Free 24h IPTV trial, 4K, all Premier League matches
Cancel cable! Watch everything for $10 a month
Is this IPTV service that sells on Telegram legit?
Jailbroken Android box, lifetime free TV
M3U playlist with 8000 live channels updated daily
IPTV.Premium.M3U.Playlist.2024.Updated.Daily.Sports.PPV
Kodi builds with all paid add-ons unlocked
@es IPTV Premium, todos los canales de fútbol, prueba gratis
@fr Abonnement IPTV 12 mois, toutes les chaînes, sans coupure
@ar اشتراك IPTV جميع القنوات الرياضية بدون تقطيع
@nl IPTV abonnement met alle zenders en Ziggo Sport
## usenet_premium_account_bait
FREE Usenet premium account generator 2024 - unlimited GB
Newshosting Unlimited account for $1 - lifetime, DM
NZB indexer invites for sale: DrunkenSlug, NZBGeek, NZBPlanet
Free Usenet access, no credit card, click to activate
Usenet.Unlimited.Account.Generator.v3.1.Working.exe
Share your Easynews login and get 500GB free
Cheapest Usenet provider EVER - 1000 connections
Need an invite? PayPal me $20, instant code
Why pay for Usenet? Get every provider free with this trick
Premium Eweka / Giganews / Frugal accounts - shared, cheap
Unlimited downloads: register at our new indexer and get VIP for life
[FREE] NZB.VIP.Accounts.Dump.txt
Leaked indexer API keys list - working today
@de Kostenloser Usenet-Zugang, einfach registrieren und lebenslang downloaden
@ru Бесплатный премиум доступ к Usenet, генератор аккаунтов
## password_rar_lure
Password for the rar is on my website, complete one offer to unlock
Archive password: visit the link in the nfo
Full movie inside! password at the www link
Your file is ready - enter the password from the download page
Can't open the rar? Get the password here (2 minute survey)
This archive is password protected, go to our site to get it
## keygen_crack_malware
Adobe Photoshop 2024 crack + keygen free download full version working 100%
Windows 11 Pro activator free download (no virus, trust me)
Microsoft Office 2021 crack, lifetime activation, 100% working
FL Studio 21 crack download free full version + serial
GTA 6 PC download free full game crack (real)
Minecraft premium free generator no survey
Is this "Autodesk AutoCAD keygen" safe? my antivirus deleted it
## malware_disguised_media
Setup_Full_Movie_Player_HD.exe
Watch the full episode now - run the included launcher
## fake_codec_player_required
To watch this movie you need to install the latest codec pack
Your media player is out of date - click to update and play
Video cannot be played: missing codec XviD 1.3 - install now
HD Player Plus - required to open these files
DRM license required: visit the site to acquire a license
Flash Player update required to view this content
Install the special player to unlock 4K playback
Is the "codec needed" popup on my downloaded movie a virus?
## car_warranty_solar_leads
We've been trying to reach you about your car's extended warranty
Final notice: your vehicle warranty is about to expire
Free solar panels for homeowners - government program
Your home qualifies for zero-cost solar installation
Lower your electric bill by 90% - call for a free quote
Medicare Advantage plan update, press 1 to speak with an agent
Free walk-in bathtub for seniors, limited time
Roof replacement covered by insurance - free inspection
Home warranty expiration notice, respond today
Why is everyone in your zip code switching to solar?
Free home security system, just pay for monitoring
Cavity wall insulation grant, check if you qualify
Boiler grant: free replacement for over-60s
@de Kostenlose Solaranlage für Hausbesitzer, jetzt prüfen
@es Placas solares gratis con subvención del gobierno
## account_suspension_social
Meta: your page will be permanently deleted due to copyright infringement
Instagram: we received a complaint about your account, appeal here
Your Facebook account has been disabled - submit an appeal within 24h
Netflix: your payment was declined, update your details to keep watching
Apple ID locked for security reasons
Your Microsoft 365 mailbox is full, click to upgrade storage
Steam: your account has been flagged for trading violations
X verification: confirm your blue badge or lose it
WhatsApp: your account will expire, renew now for free
Google Drive: a document has been shared with you (login to view)
Someone reported your TikTok - verify you're the owner
Your email password expires today, keep the same password here
Discord Nitro free gift from a friend - claim now
@es Netflix: su suscripción ha sido suspendida, actualice su pago
@fr Votre compte Instagram sera supprimé, cliquez pour faire appel
@ja 【Apple】お客様のApple IDはロックされています
## oem_software_keys
Windows 10 Pro key only $4.99 - genuine, lifetime
Cheap OEM software: Office, Windows, Adobe - 90% off retail
Buy a Microsoft Office 2021 Professional Plus license key, instant email delivery
Steam keys for 1 dollar, all new games
Is buying Windows keys from gray markets legal? They're $7
Adobe Creative Cloud lifetime subscription for $29
Discount software store - download immediately after purchase
Bulk CD keys for resellers, 100 units minimum
Norton, McAfee, Kaspersky keys 2024 cheap
Original Windows Server 2022 Datacenter key - $15
Genuine Office 365 accounts 5TB lifetime - one-time payment
Autodesk / SolidWorks / MATLAB licenses at student prices
@de Windows 11 Pro Lizenzschlüssel für nur 9,99 €, sofortige Lieferung
@ru Ключи Windows и Office дешево, активация навсегда
@pl Klucz Windows 10 Pro za 19 zł, dożywotnia licencja
## pet_rental_marketplace
Teacup Yorkie puppies for adoption, just pay shipping
Beautiful 2-bedroom apartment, owner abroad, send the deposit to get the keys
Selling my late husband's piano for free, pay only delivery
I'll pay extra for your sofa, my courier will pick it up
French bulldog puppies, vet checked, delivered to your door
Buyer wants to send a cashier's check for more than my asking price
Holiday cottage in Cornwall, wire the deposit now to secure the dates
Kittens for rehoming, pet transport fee required
Used car for sale below market, seller overseas, eBay escrow
Is the Facebook Marketplace "verification code" request a scam?
Concert tickets for the sold out show, pay by bank transfer
Room for rent near campus, no viewing, send the first month
@de Französische Bulldoggen Welpen abzugeben, nur Transportkosten
@it Affitto appartamento centro Roma, proprietario all'estero, caparra con bonifico
@pt Filhotes de Spitz Alemão para doação, paga apenas o frete
## nft_airdrop_wallet_drainer
Claim your free NFT airdrop - connect your wallet now
Exclusive mint: only 500 spots, gas-free for the whitelist
Your MetaMask needs to be synced, enter your seed phrase
Uniswap airdrop: eligible wallets can claim 400 UNI
OpenSea: someone made an offer on your NFT, sign the transaction
I got drained after connecting to a "free mint" site - how?
Wallet validation required - enter your recovery phrase
$PEPE 2.0 presale live, 100x guaranteed
Trust Wallet support: your funds are at risk
Stake your tokens for 400% APY
Ledger: new firmware security update, confirm your 24 words
Arbitrum Season 2 airdrop - check eligibility
@zh 免费领取空投代币 连接钱包即可领取
@ko 에어드랍 이벤트 지갑 연결하고 무료 코인 받기
@es Reclama tus tokens gratis del airdrop antes de que termine
## accident_claims_compensation
You may be entitled to compensation for the accident you had
Had an accident at work? Claim up to £15,000
PPI refund: you are owed £3,200, reply CLAIM
Mis-sold car finance? Claim back thousands
Flight delayed? We get your compensation, no win no fee
Our records show you were in a car accident recently
Mesothelioma diagnosis? You may be entitled to financial compensation
Camp Lejeune water lawsuit - call now, limited time
Did you use Roundup? Lawsuit payout available
Diesel emissions claim: your car may be affected
Why am I getting texts about an accident I never had?
Hernia mesh victims - claim your settlement
Data breach compensation: you could be owed £2,000
@de Diesel-Abgasskandal: Entschädigung bis zu 5.000 € möglich
@es Reclama tu indemnización por accidente de tráfico sin coste
"""
JUNK_BLOCKS = parse_junk(JUNK_TEXT)

# ---------------------------------------------------------------------------
# Real works (compact tables: entries separated by ';', fields by '|')
# ---------------------------------------------------------------------------

def table(block):
    out = []
    for ln in lines(block):
        for ent in ln.split(";"):
            ent = ent.strip()
            if ent:
                out.append([f.strip() for f in ent.split("|")])
    return out

FILMS = table("""
The Shawshank Redemption|1994; The Godfather|1972; Pulp Fiction|1994; The Dark Knight|2008; Fight Club|1999
Inception|2010; The Matrix|1999; Goodfellas|1990; Se7en|1995; Interstellar|2014; Parasite|2019; Whiplash|2014
The Prestige|2006; Memento|2000; Gladiator|2000; Alien|1979; Aliens|1986; Blade Runner|1982; Blade Runner 2049|2017
Arrival|2016; Dune|2021; Dune Part Two|2024; Oppenheimer|2023; Barbie|2023; Everything Everywhere All at Once|2022
The Banshees of Inisherin|2022; Past Lives|2023; Anatomy of a Fall|2023; Poor Things|2023; Killers of the Flower Moon|2023
The Holdovers|2023; The Zone of Interest|2023; Mad Max Fury Road|2015; Furiosa A Mad Max Saga|2024; No Country for Old Men|2007
There Will Be Blood|2007; Zodiac|2007; The Social Network|2010; Gone Girl|2014; Heat|1995; Collateral|2004; The Departed|2006
Jaws|1975; Jurassic Park|1993; Back to the Future|1985; Raiders of the Lost Ark|1981; The Terminator|1984
Terminator 2 Judgment Day|1991; Die Hard|1988; Predator|1987; RoboCop|1987; The Thing|1982; Halloween|1978; The Shining|1980
2001 A Space Odyssey|1968; A Clockwork Orange|1971; Taxi Driver|1976; Apocalypse Now|1979; Amadeus|1984
The Silence of the Lambs|1991; Fargo|1996; The Big Lebowski|1998; Office Space|1999; Groundhog Day|1993; Ghostbusters|1984
The Princess Bride|1987; Spirited Away|2001; My Neighbor Totoro|1988; Princess Mononoke|1997; Akira|1988; Ghost in the Shell|1995
Your Name|2016; The Boy and the Heron|2023; Toy Story|1995; WALL-E|2008; Up|2009; Inside Out|2015; Coco|2017
Spider-Man Into the Spider-Verse|2018; Spider-Man Across the Spider-Verse|2023; The Lord of the Rings The Fellowship of the Ring|2001
The Lord of the Rings The Two Towers|2002; The Lord of the Rings The Return of the King|2003; Pans Labyrinth|2006
Children of Men|2006; City of God|2002; Oldboy|2003; The Handmaiden|2016; Train to Busan|2016; Drive|2011
Nightcrawler|2014; Ex Machina|2014; Her|2013; Moonlight|2016; Get Out|2017; Hereditary|2018; Midsommar|2019
The Lighthouse|2019; The Witch|2015; Knives Out|2019; Glass Onion|2022; John Wick|2014; John Wick Chapter 4|2023
Top Gun Maverick|2022; Mission Impossible Fallout|2018; Skyfall|2012; No Time to Die|2021; The Grand Budapest Hotel|2014
Fantastic Mr. Fox|2009; Asteroid City|2023; Lost in Translation|2003; Eternal Sunshine of the Spotless Mind|2004
Requiem for a Dream|2000; Black Swan|2010; The Revenant|2015; Birdman|2014; Sicario|2015; Prisoners|2013; Joker|2019
The Batman|2022; Logan|2017; Avengers Endgame|2019; Guardians of the Galaxy Vol. 3|2023; Godzilla Minus One|2023
The Iron Claw|2023; Civil War|2024; Challengers|2024; Inside Llewyn Davis|2013; La La Land|2016
Once Upon a Time in Hollywood|2019; Django Unchained|2012; Inglourious Basterds|2009; Kill Bill Vol. 1|2003
Reservoir Dogs|1992; Trainspotting|1996; Snatch|2000; Lock Stock and Two Smoking Barrels|1998; Hot Fuzz|2007
Shaun of the Dead|2004; The Truman Show|1998; Seven Samurai|1954; Rashomon|1950; Stalker|1979; Solaris|1972
Metropolis|1927; Casablanca|1942; Vertigo|1958; Psycho|1960; Rear Window|1954; Sunset Boulevard|1950
Some Like It Hot|1959; Dr. Strangelove|1964; The Good the Bad and the Ugly|1966; Lawrence of Arabia|1962
Aftersun|2022; The Northman|2022; Nope|2022; Talk to Me|2022; Saltburn|2023; The Substance|2024; Conclave|2024
Anora|2024; The Brutalist|2024; Wicked|2024; Nosferatu|2024; Alien Romulus|2024; Deadpool and Wolverine|2024
Inside Out 2|2024; The Wild Robot|2024; Flow|2024; Heretic|2024; Gladiator II|2024; Twisters|2024
""")

SHOWS = table("""
Breaking Bad|2008|5|13; Better Call Saul|2015|6|10; The Wire|2002|5|12; The Sopranos|1999|6|13; Game of Thrones|2011|8|10
House of the Dragon|2022|2|10; The Last of Us|2023|2|9; Succession|2018|4|10; Severance|2022|2|10; The Bear|2022|3|10
Shogun|2024|1|10|Shogun.2024; Fargo|2014|5|10; True Detective|2014|4|8; Stranger Things|2016|4|9; The Crown|2016|6|10
The Boys|2019|4|8; Ted Lasso|2020|3|12; Andor|2022|2|12; The Mandalorian|2019|3|8; Slow Horses|2022|4|6
Reacher|2022|2|8; Yellowstone|2018|5|10|Yellowstone.2018; Only Murders in the Building|2021|4|10; Abbott Elementary|2021|3|22
What We Do in the Shadows|2019|6|10; The Office|2005|9|24|The.Office.US; Parks and Recreation|2009|7|22
Brooklyn Nine-Nine|2013|8|22; Seinfeld|1989|9|22; Friends|1994|10|24; Frasier|1993|11|24; The Simpsons|1989|35|22
Futurama|1999|11|13; Family Guy|1999|22|20; South Park|1997|26|10; Bobs Burgers|2011|14|22; Rick and Morty|2013|7|10
Doctor Who|2005|13|13|Doctor.Who.2005; Sherlock|2010|4|3; Line of Duty|2012|6|6; Peaky Blinders|2013|6|6
Happy Valley|2014|3|6; Black Mirror|2011|6|6; Top Gear|2002|33|8; Taskmaster|2015|17|10; QI|2003|21|16
Star Trek Strange New Worlds|2022|2|10; Star Trek The Next Generation|1987|7|26; Star Trek Deep Space Nine|1993|7|26
The Expanse|2015|6|13; Battlestar Galactica|2004|4|20|Battlestar.Galactica.2003; Lost|2004|6|24; The X-Files|1993|11|24
Twin Peaks|1990|3|18; Mad Men|2007|7|13; Dexter|2006|8|12; Greys Anatomy|2005|20|24; Law and Order SVU|1999|25|22
NCIS|2003|21|24; The Walking Dead|2010|11|16; Westworld|2016|4|10; The Handmaids Tale|2017|5|10; Euphoria|2019|2|8|Euphoria.US
The White Lotus|2021|2|7; Hacks|2021|3|10; Barry|2018|4|8; Atlanta|2016|4|10; Curb Your Enthusiasm|2000|12|10
Its Always Sunny in Philadelphia|2005|16|10; Arrested Development|2003|5|22; Community|2009|6|22; 30 Rock|2006|7|22
Veep|2012|7|10; Silicon Valley|2014|6|10; Mr. Robot|2015|4|10; The Witcher|2019|3|8; Wednesday|2022|1|8
The Lord of the Rings The Rings of Power|2022|2|8; Fallout|2024|1|8; Blue Eye Samurai|2023|1|8; Arcane|2021|2|9
Bluey|2018|3|52; Survivor|2000|46|13; The Amazing Race|2001|36|12; The Great British Bake Off|2010|14|10
RuPauls Drag Race|2009|16|14; Hijack|2023|1|7; Baby Reindeer|2024|1|7; The Penguin|2024|1|8; Ripley|2024|1|8
Industry|2020|3|8; Slow Horses|2022|4|6; Mare of Easttown|2021|1|7; Chernobyl|2019|1|5; Band of Brothers|2001|1|10
""")

EPTITLES = table("""
Breaking Bad|5|14|Ozymandias; Breaking Bad|5|16|Felina; Breaking Bad|3|10|Fly; The Sopranos|3|11|Pine Barrens
Game of Thrones|3|9|The Rains of Castamere; Game of Thrones|6|9|Battle of the Bastards; The Wire|1|1|The Target
Succession|4|3|Connors Wedding; The Bear|2|6|Fishes; The Last of Us|1|3|Long Long Time; Better Call Saul|6|13|Saul Gone
Severance|1|9|The We We Are; Black Mirror|3|4|San Junipero; Doctor Who|3|10|Blink; Seinfeld|4|11|The Contest
The Office|2|1|The Dundies; Stranger Things|4|4|Dear Billy; Lost|4|5|The Constant; Mad Men|1|13|The Wheel
Fargo|2|1|Waiting for Dutch; Futurama|4|7|Jurassic Bark; The Simpsons|4|12|Marge vs the Monorail
Friends|5|14|The One Where Everybody Finds Out; Breaking Bad|1|1|Pilot; Chernobyl|1|1|1:23:45
""")

ANIME = table("""
Sousou no Frieren|Frieren Beyond Journeys End|葬送のフリーレン|28; Jujutsu Kaisen|Jujutsu Kaisen|呪術廻戦|24
Kimetsu no Yaiba|Demon Slayer|鬼滅の刃|26; Shingeki no Kyojin|Attack on Titan|進撃の巨人|25; Spy x Family|Spy x Family|SPY×FAMILY|25
Chainsaw Man|Chainsaw Man|チェンソーマン|12; Oshi no Ko|Oshi no Ko|【推しの子】|11; Bocchi the Rock!|Bocchi the Rock!|ぼっち・ざ・ろっく！|12
Vinland Saga|Vinland Saga|ヴィンランド・サガ|24; Mob Psycho 100|Mob Psycho 100|モブサイコ100|12
Dungeon Meshi|Delicious in Dungeon|ダンジョン飯|24; Kusuriya no Hitorigoto|The Apothecary Diaries|薬屋のひとりごと|24
Ore dake Level Up na Ken|Solo Leveling|俺だけレベルアップな件|12; One Piece|One Piece|ワンピース|1100
Boku no Hero Academia|My Hero Academia|僕のヒーローアカデミア|25; Cowboy Bebop|Cowboy Bebop|カウボーイビバップ|26
Neon Genesis Evangelion|Neon Genesis Evangelion|新世紀エヴァンゲリオン|26; Fullmetal Alchemist Brotherhood|Fullmetal Alchemist Brotherhood|鋼の錬金術師|64
Steins Gate|Steins Gate|シュタインズ・ゲート|24; Mushishi|Mushishi|蟲師|26; Made in Abyss|Made in Abyss|メイドインアビス|13
Kaguya-sama wa Kokurasetai|Kaguya-sama Love Is War|かぐや様は告らせたい|12; Dandadan|Dandadan|ダンダダン|12
Blue Lock|Blue Lock|ブルーロック|24; Haikyuu!!|Haikyuu!!|ハイキュー!!|25; Tengoku Daimakyou|Heavenly Delusion|天国大魔境|13
Kaijuu 8-gou|Kaiju No. 8|怪獣8号|12; Hunter x Hunter (2011)|Hunter x Hunter|HUNTER×HUNTER|148; Monster|Monster|MONSTER|74
Violet Evergarden|Violet Evergarden|ヴァイオレット・エヴァーガーデン|13; Mushoku Tensei|Jobless Reincarnation|無職転生|23
Re Zero kara Hajimeru Isekai Seikatsu|Re Zero|Re:ゼロから始める異世界生活|25; Yuru Camp|Laid-Back Camp|ゆるキャン△|12
Tokyo Revengers|Tokyo Revengers|東京リベンジャーズ|24; Naruto Shippuuden|Naruto Shippuden|NARUTO -ナルト- 疾風伝|500
""")

ALBUMS = table("""
Radiohead|OK Computer|1997; Radiohead|In Rainbows|2007; Pink Floyd|The Dark Side of the Moon|1973; Pink Floyd|Wish You Were Here|1975
The Beatles|Abbey Road|1969; The Beatles|Revolver|1966; Fleetwood Mac|Rumours|1977; Nirvana|Nevermind|1991
Daft Punk|Random Access Memories|2013; Daft Punk|Discovery|2001; Kendrick Lamar|To Pimp a Butterfly|2015; Kendrick Lamar|GNX|2024
Taylor Swift|The Tortured Poets Department|2024; Beyonce|Cowboy Carter|2024; Beyonce|Lemonade|2016
Billie Eilish|Hit Me Hard and Soft|2024; Charli xcx|Brat|2024; Olivia Rodrigo|Guts|2023; SZA|SOS|2022; Frank Ocean|Blonde|2016
Tyler the Creator|Chromakopia|2024; Arctic Monkeys|AM|2013; The Strokes|Is This It|2001; LCD Soundsystem|Sound of Silver|2007
Massive Attack|Mezzanine|1998; Portishead|Dummy|1994; Bjork|Homogenic|1997; Aphex Twin|Selected Ambient Works 85-92|1992
Boards of Canada|Music Has the Right to Children|1998; Burial|Untrue|2007; Miles Davis|Kind of Blue|1959
John Coltrane|A Love Supreme|1965; Metallica|Master of Puppets|1986; Metallica|72 Seasons|2023; Iron Maiden|The Number of the Beast|1982
Black Sabbath|Paranoid|1970; Led Zeppelin|Led Zeppelin IV|1971; Queen|A Night at the Opera|1975; David Bowie|Blackstar|2016
David Bowie|The Rise and Fall of Ziggy Stardust and the Spiders from Mars|1972; Prince|Purple Rain|1984; Michael Jackson|Thriller|1982
Stevie Wonder|Songs in the Key of Life|1976; Marvin Gaye|Whats Going On|1971; Bob Dylan|Highway 61 Revisited|1965
Bruce Springsteen|Born to Run|1975; Joni Mitchell|Blue|1971; Kate Bush|Hounds of Love|1985; The Cure|Disintegration|1989
The Cure|Songs of a Lost World|2024; Joy Division|Unknown Pleasures|1979; The Smiths|The Queen Is Dead|1986
Talking Heads|Remain in Light|1980; Pixies|Doolittle|1989; Sonic Youth|Daydream Nation|1988; My Bloody Valentine|Loveless|1991
Oasis|(Whats the Story) Morning Glory|1995; Blur|Parklife|1994; Pulp|Different Class|1995; PJ Harvey|Let England Shake|2011
Nick Cave and the Bad Seeds|Skeleton Tree|2016; Tom Waits|Rain Dogs|1985; Leonard Cohen|You Want It Darker|2016
Johnny Cash|American IV The Man Comes Around|2002; Dolly Parton|Jolene|1974; Amy Winehouse|Back to Black|2006; Adele|21|2011
Lana Del Rey|Did You Know That Theres a Tunnel Under Ocean Blvd|2023; Kanye West|My Beautiful Dark Twisted Fantasy|2010
Jay-Z|The Blueprint|2001; Nas|Illmatic|1994; Wu-Tang Clan|Enter the Wu-Tang (36 Chambers)|1993; OutKast|Aquemini|1998
Lauryn Hill|The Miseducation of Lauryn Hill|1998; Eminem|The Marshall Mathers LP|2000; A Tribe Called Quest|The Low End Theory|1991
Beastie Boys|Pauls Boutique|1989; Tame Impala|Currents|2015; Vampire Weekend|Modern Vampires of the City|2013; Arcade Fire|Funeral|2004
Bon Iver|For Emma Forever Ago|2007; Sufjan Stevens|Carrie and Lowell|2015; The National|Boxer|2007; Phoebe Bridgers|Punisher|2020
boygenius|The Record|2023; Mitski|Be the Cowboy|2018; Fontaines D.C.|Romance|2024; IDLES|Joy as an Act of Resistance|2018
Gojira|Fortitude|2021; Tool|Lateralus|2001; Deftones|White Pony|2000; System of a Down|Toxicity|2001; Rammstein|Mutter|2001
Kraftwerk|Trans-Europa Express|1977; Brian Eno|Ambient 1 Music for Airports|1978; Jamie xx|In Colour|2015; Four Tet|Rounds|2003
The Prodigy|The Fat of the Land|1997; The Chemical Brothers|Dig Your Own Hole|1997; Glenn Gould|Bach The Goldberg Variations|1982
Max Richter|Recomposed by Max Richter Vivaldi The Four Seasons|2012; Hans Zimmer|Dune Original Motion Picture Soundtrack|2021
Ludwig Goransson|Oppenheimer Original Motion Picture Soundtrack|2023; Rosalia|Motomami|2022; Bad Bunny|Un Verano Sin Ti|2022
Stromae|Multitude|2022; BTS|Map of the Soul 7|2020; Fred again..|Actual Life 3|2022; Nick Drake|Pink Moon|1972; Slowdive|Souvlaki|1993
""")

SINGLES = table("""
Queen|Bohemian Rhapsody; a-ha|Take On Me; Toto|Africa; Kate Bush|Running Up That Hill; The Killers|Mr. Brightside
OutKast|Hey Ya!; Dua Lipa|Levitating; The Weeknd|Blinding Lights; Harry Styles|As It Was; Miley Cyrus|Flowers
Sabrina Carpenter|Espresso; Chappell Roan|Good Luck, Babe!; Billie Eilish|Birds of a Feather; Kendrick Lamar|Not Like Us
Beyonce|Texas Hold Em; Taylor Swift|Anti-Hero; Olivia Rodrigo|Vampire; SZA|Kill Bill; Doja Cat|Paint the Town Red
Tame Impala|The Less I Know the Better; Pharrell Williams|Happy; Mark Ronson ft. Bruno Mars|Uptown Funk
Gotye|Somebody That I Used to Know; Adele|Rolling in the Deep; Amy Winehouse|Rehab; Nirvana|Smells Like Teen Spirit
Radiohead|Creep; Oasis|Wonderwall; Blur|Song 2; Pulp|Common People; The Verve|Bitter Sweet Symphony; Massive Attack|Teardrop
Portishead|Glory Box; Fleetwood Mac|Dreams; Michael Jackson|Billie Jean; Prince|When Doves Cry; Madonna|Like a Prayer
Whitney Houston|I Wanna Dance with Somebody; David Bowie|Heroes; Joy Division|Love Will Tear Us Apart; New Order|Blue Monday
The Cure|Just Like Heaven; Depeche Mode|Enjoy the Silence; Tears for Fears|Everybody Wants to Rule the World
Eurythmics|Sweet Dreams (Are Made of This); Cyndi Lauper|Girls Just Want to Have Fun; Journey|Dont Stop Believin
Bon Jovi|Livin on a Prayer; Guns N Roses|Sweet Child o Mine; AC/DC|Back in Black; Led Zeppelin|Stairway to Heaven
The Rolling Stones|Paint It Black; The Beatles|Here Comes the Sun; Bob Marley and The Wailers|Redemption Song; Johnny Cash|Hurt
Patsy Cline|Crazy; Aretha Franklin|Respect; Otis Redding|(Sittin On) The Dock of the Bay; Sam Cooke|A Change Is Gonna Come
Stevie Wonder|Superstition; Bill Withers|Aint No Sunshine; Beyonce|Crazy in Love; Rihanna|Umbrella; Lady Gaga|Bad Romance
Kanye West|Stronger; Eminem|Lose Yourself; Coolio|Gangstas Paradise; 2Pac|California Love; Daft Punk|One More Time
Avicii|Levels; Calvin Harris|Summer; Fred again..|Delilah (pull me out of this); Underworld|Born Slippy .NUXX
Robyn|Dancing On My Own; Lorde|Royals; Arctic Monkeys|Do I Wanna Know?; Franz Ferdinand|Take Me Out
The White Stripes|Seven Nation Army; Yeah Yeah Yeahs|Maps; LCD Soundsystem|All My Friends; Hozier|Take Me to Church
Ed Sheeran|Shape of You; Lewis Capaldi|Someone You Loved; Kate Bush|Wuthering Heights; Rick Astley|Never Gonna Give You Up
Survivor|Eye of the Tiger; Europe|The Final Countdown; Gloria Gaynor|I Will Survive; ABBA|Dancing Queen; Bee Gees|Stayin Alive
Chic|Le Freak; Donna Summer|I Feel Love; Frankie Goes to Hollywood|Relax; Soft Cell|Tainted Love; Pet Shop Boys|West End Girls
Simple Minds|Dont You (Forget About Me); Rosalia|Despecha; Stromae|Alors on danse; PSY|Gangnam Style; BTS|Dynamite
Shakira|Hips Dont Lie; Luis Fonsi ft. Daddy Yankee|Despacito; Aya Nakamura|Djadja; Bad Bunny|Titi Me Pregunto
Fleetwood Mac|The Chain; Talking Heads|Once in a Lifetime; Kraftwerk|The Model; Nina Simone|Feeling Good; Etta James|At Last
""")

BOOKS = table("""
Stephen King|The Stand|1978; Stephen King|It|1986; Stephen King|Fairy Tale|2022; Stephen King|Holly|2023
Brandon Sanderson|The Way of Kings|2010; Brandon Sanderson|Mistborn The Final Empire|2006; Brandon Sanderson|Tress of the Emerald Sea|2023
Andy Weir|Project Hail Mary|2021; Andy Weir|The Martian|2011; Frank Herbert|Dune|1965; Ursula K. Le Guin|The Left Hand of Darkness|1969
Ursula K. Le Guin|The Dispossessed|1974; Terry Pratchett|Guards! Guards!|1989; Terry Pratchett|Small Gods|1992
Neil Gaiman|American Gods|2001; Douglas Adams|The Hitchhikers Guide to the Galaxy|1979; George Orwell|Nineteen Eighty-Four|1949
Aldous Huxley|Brave New World|1932; J.R.R. Tolkien|The Hobbit|1937; Ray Bradbury|Fahrenheit 451|1953
Kazuo Ishiguro|Klara and the Sun|2021; Kazuo Ishiguro|Never Let Me Go|2005; Sally Rooney|Normal People|2018
Donna Tartt|The Secret History|1992; Donna Tartt|The Goldfinch|2013; Cormac McCarthy|The Road|2006; Cormac McCarthy|Blood Meridian|1985
Cormac McCarthy|The Passenger|2022; Hilary Mantel|Wolf Hall|2009; Colson Whitehead|The Underground Railroad|2016
Barbara Kingsolver|Demon Copperhead|2022; Rebecca Yarros|Fourth Wing|2023; Emily Henry|Happy Place|2023
Taylor Jenkins Reid|The Seven Husbands of Evelyn Hugo|2017; Gabrielle Zevin|Tomorrow and Tomorrow and Tomorrow|2022
R.F. Kuang|Babel|2022; R.F. Kuang|Yellowface|2023; Martha Wells|All Systems Red|2017; Adrian Tchaikovsky|Children of Time|2015
Liu Cixin|The Three-Body Problem|2008; N.K. Jemisin|The Fifth Season|2015; Becky Chambers|A Psalm for the Wild-Built|2021
Patrick Rothfuss|The Name of the Wind|2007; Joe Abercrombie|The Blade Itself|2006; Robin Hobb|Assassins Apprentice|1995
Lee Child|Killing Floor|1997; Michael Connelly|The Lincoln Lawyer|2005; Agatha Christie|Murder on the Orient Express|1934
Agatha Christie|And Then There Were None|1939; Arthur Conan Doyle|The Hound of the Baskervilles|1902; Jane Austen|Pride and Prejudice|1813
Mary Shelley|Frankenstein|1818; Bram Stoker|Dracula|1897; Leo Tolstoy|War and Peace|1869; Fyodor Dostoevsky|Crime and Punishment|1866
Yuval Noah Harari|Sapiens|2011; Robert A. Caro|The Power Broker|1974; Michelle Obama|Becoming|2018; Walter Isaacson|Steve Jobs|2011
Tara Westover|Educated|2018; Daniel Kahneman|Thinking Fast and Slow|2011; James Clear|Atomic Habits|2018; Prince Harry|Spare|2023
Haruki Murakami|Norwegian Wood|1987; Haruki Murakami|Kafka on the Shore|2002; Dan Simmons|Hyperion|1989; William Gibson|Neuromancer|1984
Philip K. Dick|Do Androids Dream of Electric Sheep?|1968; Iain M. Banks|The Player of Games|1988; Octavia E. Butler|Parable of the Sower|1993
Toni Morrison|Beloved|1987; Gabriel Garcia Marquez|One Hundred Years of Solitude|1967; Umberto Eco|The Name of the Rose|1980
Ken Follett|The Pillars of the Earth|1989; J.K. Rowling|Harry Potter and the Philosophers Stone|1997; Suzanne Collins|The Hunger Games|2008
Dennis E. Taylor|We Are Legion (We Are Bob)|2016; Matt Dinniman|Dungeon Crawler Carl|2020; Pierce Brown|Red Rising|2014
Blake Crouch|Dark Matter|2016; John Grisham|The Firm|1991; Tom Clancy|The Hunt for Red October|1984; Erik Larson|The Devil in the White City|2003
""")

NARRATORS = table("""
Stephen King|The Stand|Grover Gardner; Andy Weir|Project Hail Mary|Ray Porter; Andy Weir|The Martian|R.C. Bray; Frank Herbert|Dune|Scott Brick
J.K. Rowling|Harry Potter and the Philosophers Stone|Stephen Fry; Brandon Sanderson|The Way of Kings|Michael Kramer and Kate Reading
Douglas Adams|The Hitchhikers Guide to the Galaxy|Stephen Fry; Matt Dinniman|Dungeon Crawler Carl|Jeff Hays; Pierce Brown|Red Rising|Tim Gerard Reynolds
Terry Pratchett|Guards! Guards!|Nigel Planer; Yuval Noah Harari|Sapiens|Derek Perkins; Michelle Obama|Becoming|Michelle Obama
Prince Harry|Spare|Prince Harry; Rebecca Yarros|Fourth Wing|Rebecca Soler; Adrian Tchaikovsky|Children of Time|Mel Hudson
Dennis E. Taylor|We Are Legion (We Are Bob)|Ray Porter; Lee Child|Killing Floor|Dick Hill; Martha Wells|All Systems Red|Kevin R. Free
Neil Gaiman|American Gods|George Guidall; Liu Cixin|The Three-Body Problem|Luke Daniels; Tara Westover|Educated|Julia Whelan
""")

GAMES = table("""
Baldurs Gate 3|2023; Elden Ring|2022; Cyberpunk 2077|2020; The Witcher 3 Wild Hunt|2015; Red Dead Redemption 2|2019
Disco Elysium The Final Cut|2021; Hades|2020; Hades II|2024; Hollow Knight|2017; Stardew Valley|2016; Celeste|2018
Factorio|2020; RimWorld|2018; Terraria|2011; Slay the Spire|2019; Divinity Original Sin 2|2017; Pillars of Eternity|2015
Heroes of Might and Magic 3 Complete|1999; Fallout New Vegas|2010; Fallout 4|2015; The Elder Scrolls V Skyrim Special Edition|2016
Starfield|2023; Dark Souls Remastered|2018; Sekiro Shadows Die Twice|2019; Resident Evil 4|2023; Resident Evil Village|2021
Alan Wake 2|2023; Control|2019; Death Stranding|2020; Hitman 3|2021; Dishonored 2|2016; Deus Ex Human Revolution|2011
Mass Effect Legendary Edition|2021; Half-Life 2|2004; Portal 2|2011; Black Mesa|2020; System Shock|2023; Doom Eternal|2020
Planescape Torment Enhanced Edition|2017; Baldurs Gate II Enhanced Edition|2013; Diablo IV|2023; Sid Meiers Civilization VI|2016
Crusader Kings III|2020; Stellaris|2016; Frostpunk|2018; Cities Skylines II|2023; Manor Lords|2024; Balatro|2024
Lethal Company|2023; Dave the Diver|2023; Pentiment|2022; Outer Wilds|2019; Return of the Obra Dinn|2018; Dredge|2023
Sea of Stars|2023; Lies of P|2023; Final Fantasy VII Remake Intergrade|2021; Metaphor ReFantazio|2024; Black Myth Wukong|2024
Indiana Jones and the Great Circle|2024; Kingdom Come Deliverance|2018; Warhammer 40000 Space Marine 2|2024; Frostpunk 2|2024
Animal Well|2024; Blasphemous 2|2023; Against the Storm|2023; Vampire Survivors|2022; Inscryption|2021; Tunic|2022
""")

CONSOLE_GAMES = table("""
Super Mario Bros Wonder|NSW; The Legend of Zelda Tears of the Kingdom|NSW; Metroid Prime Remastered|NSW; Pikmin 4|NSW
Animal Crossing New Horizons|NSW; Mario Kart 8 Deluxe|NSW; God of War|PS4; Bloodborne|PS4; The Last of Us Part II|PS4
Gran Turismo 4|PS2; Shadow of the Colossus|PS2; Metal Gear Solid 3 Snake Eater|PS2; Halo 3|XBOX360; Red Dead Redemption|PS3
Demons Souls|PS3; Persona 5 Royal|PS4; Xenoblade Chronicles 3|NSW; Final Fantasy X|PS2; Silent Hill 2|PS2
""")

SOFTWARE = table("""
VLC media player|3.0.18,3.0.20,3.0.21; GIMP|2.10.34,2.10.36,2.10.38; Blender|3.6.5,4.0.2,4.1.1,4.2.0; Audacity|3.3.3,3.4.2,3.5.1
Krita|5.1.5,5.2.2,5.2.3; OBS Studio|29.1.3,30.0.2,30.1.2; Notepad++|8.5.8,8.6.4,8.6.7; 7-Zip|22.01,23.01,24.05
LibreOffice|7.5.9,7.6.4,24.2.1; Inkscape|1.2.2,1.3.2; darktable|4.4.2,4.6.1,4.8.0; HandBrake|1.6.1,1.7.3,1.8.0
qBittorrent|4.5.5,4.6.3,4.6.5; Kdenlive|23.08.5,24.02.1; KeePassXC|2.7.6,2.7.8; VirtualBox|7.0.12,7.0.14,7.0.18
Wireshark|4.0.11,4.2.3,4.2.5; Calibre|6.29.0,7.6.0,7.12.0; foobar2000|2.0,2.1.2,2.1.5; Rufus|4.3,4.4,4.5; Ventoy|1.0.96,1.0.97,1.0.99
CrystalDiskInfo|9.1.1,9.2.3,9.3.0; HWiNFO|7.68,7.72,8.00; CPU-Z|2.08,2.09,2.10; PuTTY|0.79,0.80,0.81; WinSCP|6.1.2,6.3.3
FileZilla|3.66.4,3.66.5,3.67.0; Thunderbird|115.6.0,115.8.0,128.0; SABnzbd|4.1.0,4.2.2,4.3.2; NZBGet|21.1,24.1
Jellyfin Server|10.8.13,10.9.6; Plex Media Server|1.32.8,1.40.0; Kodi|20.2,20.4,21.0; Mp3tag|3.22,3.24,3.26; ShareX|15.0.0,16.0.1,16.1.0
Paint.NET|5.0.11,5.0.12,5.0.13; PowerToys|0.75.1,0.79.0,0.81.0; MusicBrainz Picard|2.10,2.11; Python|3.11.8,3.12.2,3.12.4
Git for Windows|2.43.0,2.44.0,2.45.2; Node.js|18.19.1,20.11.1,20.15.0; Visual Studio Code|1.86.2,1.87.0,1.90.2; Firefox|122.0,123.0,127.0.2
Adobe Photoshop 2024|25.4.0,25.5.1; Microsoft Office Professional Plus 2021|2108 Build 17328.20162; DaVinci Resolve Studio|18.6.5,19.0
Sublime Text|4169,4180; Affinity Photo|2.3.1,2.4.0,2.5.3; Ableton Live 12 Suite|12.0.2,12.0.5; Reaper|7.11,7.15,7.18
NVIDIA GeForce Game Ready Driver|546.33,551.76,555.99; Sysinternals Suite|2024.02.13,2024.06.01; Everything|1.4.1.1024,1.4.1.1026
""")

ISOS_RAW = items("""
ubuntu-22.04.4-desktop-amd64.iso; ubuntu-24.04-live-server-amd64.iso; debian-12.5.0-amd64-netinst.iso; debian-12.6.0-amd64-DVD-1.iso
Fedora-Workstation-Live-x86_64-39-1.5.iso; Fedora-Workstation-Live-x86_64-40-1.14.iso; FreeBSD-14.0-RELEASE-amd64-disc1.iso
FreeBSD-13.3-RELEASE-amd64-dvd1.iso; archlinux-2024.03.01-x86_64.iso; archlinux-2024.06.01-x86_64.iso; linuxmint-21.3-cinnamon-64bit.iso
linuxmint-22-xfce-64bit.iso; Rocky-9.3-x86_64-dvd.iso; AlmaLinux-9.4-x86_64-minimal.iso; kali-linux-2024.1-installer-amd64.iso
NetBSD-10.0-amd64.iso; OpenBSD 7.5 install75.img; tails-amd64-6.0.img; proxmox-ve_8.1-2.iso; TrueNAS-SCALE-23.10.2.iso
pop-os_22.04_amd64_nvidia_40.iso; Manjaro KDE 23.1.3 x86_64; openSUSE-Tumbleweed-DVD-x86_64-Current.iso; EndeavourOS_Galileo-Neo-2024.01.25.iso
elementaryos-7.1-stable.20230926rc.iso; kubuntu-24.04-desktop-amd64.iso; Slackware 15.0 x86_64 DVD ISO; gentoo install-amd64-minimal-20240310.iso
NixOS 23.11 GNOME x86_64 ISO; Alpine Linux 3.19.1 x86_64 standard; TempleOS V5.03 ISO; Haiku R1 beta4 x86_64 anyboot
ReactOS 0.4.14 bootcd; DragonFly BSD 6.4.0 ISO; Qubes OS R4.2.0 x86_64; Raspberry Pi OS Bookworm 2024-03-15 arm64 lite img
clonezilla-live-3.1.2-22-amd64.iso; gparted-live-1.6.0-3-amd64.iso; systemrescue-11.00-amd64.iso; Windows 11 23H2 English x64 (official MS ISO)
en-us_windows_10_consumer_editions_version_22h2_x64_dvd.iso; OpenIndiana Hipster 2024.04 GUI ISO; FreeDOS 1.3 FullUSB
""")

COMICS = table("""
Saga|2012|Image; Batman|2016|DC; The Amazing Spider-Man|2022|Marvel; Monstress|2015|Image; Something is Killing the Children|2019|BOOM!
Transformers|2023|Image; Absolute Batman|2024|DC; Ultimate Spider-Man|2024|Marvel; Invincible|2003|Image; The Walking Dead|2003|Image
Paper Girls|2015|Image; Immortal Hulk|2018|Marvel; X-Men|2024|Marvel; Nightwing|2016|DC; 2000 AD|1977|Rebellion; Judge Dredd Megazine|1990|Rebellion
Hellboy and the B.P.R.D.|2019|Dark Horse; Daredevil|2023|Marvel; Wonder Woman|2023|DC; Birds of Prey|2023|DC; Void Rivals|2023|Image
""")
MANGA = items("""
One Piece; Chainsaw Man; Jujutsu Kaisen; Berserk; Vagabond; Dandadan; Frieren Beyond Journeys End; Spy x Family; Blue Period; Kagurabachi
""")
MAGAZINES = items("""
The Economist; New Scientist; National Geographic; Wired; Scientific American; The New Yorker; Time; Private Eye; The MagPi; Linux Format
PC Gamer; Edge; Empire; Total Film; Rolling Stone; Mojo; Uncut; Car and Driver; BBC History Magazine; Popular Mechanics; Practical Electronics
Elektor; c't Magazin; Der Spiegel; Le Monde diplomatique; Wallpaper; Model Railroader; Sight and Sound; The Atlantic; Nature; Retro Gamer; Custom PC
""")

XXX_SITES = items("""
Brazzers; RealityKings; NaughtyAmerica; Vixen; Tushy; Blacked; BangBros; DigitalPlayground; EvilAngel; Private; MetArt; Twistys; TeamSkeet; DorcelClub; PureTaboo; Deeper
""")
XXX_PERFORMERS = items("""
Riley Reid; Mia Malkova; Angela White; Abella Danger; Lana Rhoades; Johnny Sins; Kendra Sunderland; Adriana Chechik; Eva Elfie; Emily Willis
Gianna Dior; Lena Paul; Kenzie Reeves; Autumn Falls; Vina Sky; Manuel Ferrara; Keiran Lee; Blake Blossom; Violet Myers; Alexis Fawx
""")
XXX_SCENES = items("""
Poolside Rendezvous; Office Overtime; Weekend Getaway; Late Checkout; Private Lesson; Room Service; The Audition; Summer Heat; After Hours
The Interview; Rainy Day; Road Trip; Behind Closed Doors; The Bet; Double Booked; Night Shift; Housewarming; Lost Luggage
""")
XXX_MOVIES = table("""
Digital Playground|Pirates|2005; Digital Playground|Pirates II Stagnettis Revenge|2008; Vivid|Debbie Does Dallas|1978; Mitchell Brothers|Behind the Green Door|1972
Hustler|This Aint Avatar XXX|2010; Wicked Pictures|Fallen|2008; Marc Dorcel|Le Parfum de Mathilde|1994; Private|Private Gold Cleopatra|2003
""")

DOC_SERIES = table("""
BBC|Planet Earth II|Islands,Mountains,Jungles,Deserts,Grasslands,Cities; BBC|Blue Planet II|One Ocean,The Deep,Coral Reefs,Big Blue,Green Seas,Coasts,Our Blue Planet
Netflix|Our Planet|One Planet,Frozen Worlds,Jungles,Coastal Seas,From Deserts to Grasslands,The High Seas,Fresh Water,Forests
PBS|The Vietnam War|Deja Vu,Riding the Tiger,The River Styx,Resolve,This Is What We Do,Things Fall Apart,The Veneer of Civilization,The History of the World,A Disrespectful Loyalty,The Weight of Memory
PBS|The Civil War|The Cause,A Very Bloody Affair,Forever Free,Simply Murder,The Universe of Battle,Valley of the Shadow of Death,Most Hallowed Ground,War Is All Hell,The Better Angels of Our Nature
BBC|Frozen Planet II|Frozen Worlds,Frozen Ocean,Frozen Peaks,Frozen South,Frozen Lands,Our Frozen Planet; BBC|The Blue Planet|Introduction,The Deep,Open Ocean,Frozen Seas,Seasonal Seas,Coral Seas,Tidal Seas,Coasts
""")
DOC_FILMS = table("""
Free Solo|2018; Apollo 11|2019; 13th|2016; Jiro Dreams of Sushi|2011; Man on Wire|2008; Grizzly Man|2005; Hoop Dreams|1994
My Octopus Teacher|2020; Icarus|2017; Searching for Sugar Man|2012; Fire of Love|2022; 20 Days in Mariupol|2023; Senna|2010; Amy|2015
Fantastic Fungi|2019; The Act of Killing|2012; Koyaanisqatsi|1982; Baraka|1992; Honeyland|2019; They Shall Not Grow Old|2018
""")
DOC_TV = items("""
Nova; Frontline; American Experience; Horizon; Storyville; Secrets of the Dead; Nature; Independent Lens; POV; Timeline
""")

NFL = items("""
Chiefs; Eagles; Bills; 49ers; Cowboys; Ravens; Lions; Packers; Bears; Steelers; Dolphins; Jets; Bengals; Browns; Vikings; Rams; Seahawks; Texans
""")
NBA = items("""
Lakers; Celtics; Warriors; Nuggets; Bucks; Knicks; Heat; Suns; Mavericks; Timberwolves; Thunder; 76ers; Clippers; Cavaliers; Kings; Pacers
""")
EPL = items("""
Arsenal; Liverpool; Manchester City; Manchester United; Chelsea; Tottenham; Newcastle; Aston Villa; Brighton; West Ham; Everton; Fulham; Brentford; Crystal Palace; Wolves; Nottingham Forest
""")
F1_GP = lines("""
Bahrain; Saudi Arabia; Australia; Japan; China; Miami; Emilia Romagna; Monaco; Canada; Spain; Austria; Great Britain; Hungary; Belgium; Netherlands; Italy; Singapore; Abu Dhabi
""")
UFC = table("""
300|Pereira vs Hill; 295|Prochazka vs Pereira; 294|Makhachev vs Volkanovski 2; 229|Khabib vs McGregor; 196|McGregor vs Diaz; 290|Volkanovski vs Rodriguez
298|Volkanovski vs Topuria; 302|Makhachev vs Poirier; 303|Pereira vs Prochazka 2; 285|Jones vs Gane; 287|Pereira vs Adesanya 2; 264|Poirier vs McGregor 3
""")

FOREIGN = table("""
Dark|tv|GERMAN|2017|3; Babylon Berlin|tv|GERMAN|2017|4; Der Untergang|film|GERMAN|2004; Das Leben der Anderen|film|GERMAN|2006
Lola rennt|film|GERMAN|1998; Im Westen nichts Neues|film|GERMAN|2022; Good Bye Lenin|film|GERMAN|2003; Toni Erdmann|film|GERMAN|2016
Stromberg|tv|GERMAN|2004|5; Lupin|tv|FRENCH|2021|3; Le Bureau des Legendes|tv|FRENCH|2015|5; Intouchables|film|FRENCH|2011
La Haine|film|FRENCH|1995; Portrait de la jeune fille en feu|film|FRENCH|2019; Kaamelott|tv|FRENCH|2005|6; Dix pour cent|tv|FRENCH|2015|4
Les Revenants|tv|FRENCH|2012|2; La Casa de Papel|tv|SPANISH|2017|5; Elite|tv|SPANISH|2018|8; El Laberinto del Fauno|film|SPANISH|2006
Relatos Salvajes|film|SPANISH|2014; La Sociedad de la Nieve|film|SPANISH|2023; Gomorra|tv|iTALIAN|2014|5; La Grande Bellezza|film|iTALIAN|2013
L Amica Geniale|tv|iTALIAN|2018|4; Suburra|tv|iTALIAN|2017|3; La Vita e Bella|film|iTALIAN|1997; Bron Broen|tv|SWEDiSH|2011|4
Forbrydelsen|tv|DANiSH|2007|3; Borgen|tv|DANiSH|2010|4; Jagten|film|DANiSH|2012; Druk|film|DANiSH|2020; Ragnarok|tv|NORWEGiAN|2020|3
Lilyhammer|tv|NORWEGiAN|2012|3; Trolljegeren|film|NORWEGiAN|2010; Penoza|tv|DUTCH|2010|5; Flikken Maastricht|tv|DUTCH|2007|18
Undercover|tv|DUTCH|2019|3; Zwartboek|film|DUTCH|2006; Ida|film|POLiSH|2013; Parasite|film|KOREAN|2019; Decision to Leave|film|KOREAN|2022
Shoplifters|film|JAPANESE|2018; Drive My Car|film|JAPANESE|2021; Perfect Days|film|JAPANESE|2023; Squid Game|tv|KOREAN|2021|2
""")

NONLATIN_FILMS = table("""
Брат|Brat|1997; Сталкер|Stalker|1979; Москва слезам не верит|Moscow Does Not Believe in Tears|1980; Левиафан|Leviathan|2014
Ирония судьбы, или С лёгким паром!|The Irony of Fate|1976; 让子弹飞|Let the Bullets Fly|2010; 霸王别姬|Farewell My Concubine|1993
花样年华|In the Mood for Love|2000; 卧虎藏龙|Crouching Tiger Hidden Dragon|2000; 流浪地球|The Wandering Earth|2019
千と千尋の神隠し|Spirited Away|2001; 君の名は。|Your Name|2016; ゴジラ-1.0|Godzilla Minus One|2023; 七人の侍|Seven Samurai|1954
기생충|Parasite|2019; 올드보이|Oldboy|2003; 부산행|Train to Busan|2016; 살인의 추억|Memories of Murder|2003; 헤어질 결심|Decision to Leave|2022
3 इडियट्स|3 Idiots|2009; दंगल|Dangal|2016; शोले|Sholay|1975; الرسالة|The Message|1976; جدایی نادر از سیمین|A Separation|2011
องค์บาก|Ong-Bak|2003; ואלס עם באשיר|Waltz with Bashir|2008; Αλέξης Ζορμπάς|Zorba the Greek|1964
""")
NONLATIN_TV = items("""
오징어 게임 S01E01; 눈물의 여왕 E01; 三体 第1集; Слово пацана. Кровь на асфальте S01E01; 半沢直樹 第1話; Ну, погоди! выпуск 1
""")
NONLATIN_SONGS = items("""
米津玄師 - Lemon; YOASOBI - アイドル; 宇多田ヒカル - First Love; Кино - Группа крови; Земфира - Хочешь?; 周杰伦 - 晴天
أم كلثوم - انت عمري; فيروز - نسم علينا الهوى; 아이유 - 좋은 날; Lata Mangeshkar - लग जा गले; BLACKPINK - 뚜두뚜두
""")
NONLATIN_BOOKS = items("""
Лев Толстой - Война и мир; Михаил Булгаков - Мастер и Маргарита; 村上春樹 - ノルウェイの森; 刘慈欣 - 三体; Фёдор Достоевский - Преступление и наказание
""")

PODCASTS = items("""
Dan Carlins Hardcore History; Radiolab; 99% Invisible; The Rest Is History; In Our Time; Stuff You Should Know; Behind the Bastards
Freakonomics Radio; Planet Money; Darknet Diaries; Lex Fridman Podcast; The Joe Rogan Experience; Conan OBrien Needs a Friend
Criminal; Revisionist History; Song Exploder; Youre Wrong About; Hello Internet; Security Now; Accidental Tech Podcast
The Daily; Huberman Lab; My Favorite Murder; Reply All; Serial; Hidden Brain; Fall of Civilizations; Revolutions
""")
HH_EPS = items("""
50 Blueprint for Armageddon I; 55 Blueprint for Armageddon VI; 62 Supernova in the East I; 43 Wrath of the Khans I; 60 The Celtic Holocaust; 57 Painfotainment
""")
TOPICS = items("""
The Battle of Hastings; Black Holes; The Bronze Age Collapse; The Printing Press; Ada Lovelace; The Library of Alexandria; Plate Tectonics
The Silk Road; The Cuban Missile Crisis; The Great Fire of London; Photosynthesis; The Titanic; The Manhattan Project; The Vikings in America
The French Revolution; The Fall of Constantinople; CRISPR; The Voynich Manuscript; The Moon Landing; Tulip Mania; The Dead Sea Scrolls
Quantum Entanglement; The Black Death; The Haitian Revolution; Mary Seacole; The Antikythera Mechanism; Octopus Intelligence; The Dust Bowl
""")
LECTURES = items("""
MIT 6.006 Introduction to Algorithms Fall 2011 - Lecture {n}; MIT 18.06 Linear Algebra (Gilbert Strang) Lecture {n}
Stanford CS229 Machine Learning (Andrew Ng) Lecture {n}; Harvard CS50 {y} - Week {w}; Yale Open Courses - Shelly Kagan - Death - Lecture {n}
Feynman Messenger Lectures 1964 - The Character of Physical Law Part {w}; Leonard Susskind - The Theoretical Minimum - Classical Mechanics Lecture {w}
Michael Sandel - Justice - Episode {w}; 3Blue1Brown - Essence of Linear Algebra Chapter {w}; Royal Institution Christmas Lectures {y} - Lecture {m}
MIT 8.01 Classical Mechanics (Walter Lewin) Lecture {n}; Berkeley CS61A Structure and Interpretation of Computer Programs Lecture {n}
Stanford CS231n Convolutional Neural Networks Lecture {n}; Yale PHIL 181 Philosophy and the Science of Human Nature Lecture {n}
""")
COURSES = items("""
The Great Courses - The Story of Human Language; The Great Courses - Understanding the Universe; The Great Courses - Big History
The Great Courses - Philosophy of Mind Brains Consciousness and Thinking Machines; The Great Courses - How to Listen to and Understand Great Music
The Great Courses - The History of the United States 2nd Edition; The Great Courses - Introduction to Number Theory
Coursera - Deep Learning Specialization Course {w}; Udemy - The Complete Python Bootcamp; Khan Academy - Organic Chemistry Unit {w}
Rick Steves Art of Europe; Linux Foundation LFS101 Introduction to Linux; Berklee Online - Music Theory 101
""")
AUDIO_DRAMA = items("""
The Hitchhikers Guide to the Galaxy - Primary Phase - Fit the First; The Hitchhikers Guide to the Galaxy - Secondary Phase - Fit the Seventh
Doctor Who Big Finish 001 - The Sirens of Time; Doctor Who Big Finish 034 - Spare Parts; The War of the Worlds - Mercury Theatre 1938-10-30
The Lord of the Rings - BBC Radio 1981 - Episode {w}; Cabin Pressure S01E01 Abu Dhabi; Welcome to Night Vale - Episode 1 - Pilot
The Magnus Archives MAG 001 - Angler Fish; Old Harrys Game S01E01; Sherlock Holmes (Clive Merrison BBC) - A Study in Scarlet; Wolf 359 Episode 1
Limetown S01E01 - Tell Me Everything; Homecoming (Gimlet) Episode {w}; X Minus One - Nightfall (1955); Suspense - Sorry Wrong Number (1943)
Dimension X - The Martian Chronicles; The Archers Omnibus; Lights Out - Chicken Heart (1937); The Foundation Trilogy BBC Radio 1973 Episode {w}
""")
SERMONS = items("""
Charles Spurgeon - All of Grace; Tim Keller - The Prodigal God; John Piper - Dont Waste Your Life (Passion 2000); Billy Graham - Madison Square Garden Crusade 1957
Martin Luther King Jr - I Have a Dream (1963); Martin Luther King Jr - Ive Been to the Mountaintop (1968); Fulton Sheen - Life Is Worth Living S01E0{w}
Alistair Begg - Truth for Life - Romans {w}; Sunday Service {d} - Saint Pauls Cathedral Choral Evensong; Tim Mackie - Exploring My Strange Bible Ep {w}
Jonathan Edwards - Sinners in the Hands of an Angry God (reading); Rabbi Jonathan Sacks - Covenant and Conversation - Bereshit; Thich Nhat Hanh - Dharma Talk {d}
Ajahn Brahm - Friday Night Dhamma Talk {d}; Nouman Ali Khan - Surah Al-Kahf Tafsir Part {w}
""")
MATCHES = items("""
Liverpool vs Barcelona 4-0 Champions League semi-final 2nd leg 2019 full match; AC Milan vs Liverpool 2005 Champions League Final Istanbul
Argentina vs France 2022 World Cup Final full match; Super Bowl LI Patriots vs Falcons full game; Super Bowl LVII Chiefs vs Eagles
Wimbledon 2008 Final Federer vs Nadal; Ali vs Foreman Rumble in the Jungle 1974; Miracle on Ice USA vs USSR 1980
2016 NBA Finals Game 7 Cavaliers vs Warriors; Ashes 2005 2nd Test Edgbaston Day 4; Manchester City vs QPR 2012 final day
Germany vs Brazil 7-1 World Cup 2014 semi-final; Leicester City 2015-16 season review; Tyson vs Spinks 1988
Abu Dhabi Grand Prix 2021 Verstappen Hamilton last lap; Ryder Cup 2012 Medinah Sunday singles; 1999 Champions League Final Man Utd vs Bayern
Rugby World Cup 2019 Final South Africa vs England; Djokovic vs Nadal Australian Open 2012 Final; Tour de France 1989 final time trial LeMond Fignon
""")
NEWS = items("""
BBC News at Ten; PBS NewsHour; Tagesschau 20 Uhr; NHK News 7; CBS Evening News; 60 Minutes; Newsnight; Channel 4 News; ABC World News Tonight
NOS Journaal 20 uur; Le 20h de France 2; Al Jazeera English - Inside Story; Democracy Now!; The Rachel Maddow Show; Sky News Tonight
""")
NEWS_HIST = items("""
CBS News coverage Apollo 11 landing Walter Cronkite 1969-07-20; CNN live coverage 2001-09-11 morning; NBC Election Night 2020 coverage
BBC News 1989-11-09 Berlin Wall opens; ITN News at Ten 1997-08-31; Tagesschau 1990-10-03 Deutsche Einheit
""")
PERSONAL_SUBJ = items("""
family photos; Dads vinyl rips; camcorder tapes Hi8 digitized; old mixtapes from college; scanned National Geographic maps; my synth patches
holiday photos Norway; my DVD collection rips; grandmas cassette letters; field recordings birds; my DJ sets; dashcam clips; Amiga demo disks
Commodore 64 tapes from the attic; super 8 home movies transfers; 78rpm shellac transfers; kids school plays; my bootleg concert recordings
wedding video (our own); old LAN party photos; my band rehearsal recordings; scanned family letters; my drone footage Scotland
""")
FANEDITS = items("""
Star Wars Despecialized Edition v2.7; Star Wars 4K77; Star Wars 4K83; Star Wars Episode I - The Phantom Edit; The Hobbit - The Tolkien Edit
Dune 1984 - Spicediver Alternative Edition Redux; Star Wars Episode III.5 - Topher Grace prequel edit; The Hobbit Trilogy - M4 fanedit
Twin Peaks Fire Walk with Me plus The Missing Pieces fanedit; The Godfather Saga chronological fanedit; Alien 3 Assembly Cut fanedit
Superman II restored fanedit; The Matrix Trilogy condensed fanedit; Halloween 6 Producers Cut restoration; Terminator Genisys fanedit (shortened)
Hannibal Lecter chronological fanedit; Harry Potter and the Deathly Hallows combined edit; Back to the Future trilogy supercut
Indiana Jones Kingdom of the Crystal Skull fanedit; Lord of the Rings Fellowship extended plus deleted scenes fanedit
""")
RADIO = items("""
BBC Radio 4 - The Archers {d}; Desert Island Discs {d}; John Peel Show {d}; BBC Radio 1 Essential Mix {d}; A State of Trance Episode {n}
Coast to Coast AM {d}; A Prairie Home Companion {d}; Car Talk {d}; The Shipping Forecast {d}; Gilles Peterson BBC 6 Music {d}
BBC Radio 3 Late Junction {d}; Im Sorry I Havent a Clue {d}; Just a Minute {d}; The News Quiz {d}; Kermode and Mayo Film Review {d}
This American Life {n}; Jazz Record Requests {d}; KEXP Live Session {d}; Radio Paradise archive {d}; WFMU Frank Zappa hour {d}
""")
ESS_DJS = items("""
Fred again..; Four Tet; Bonobo; Peggy Gou; Carl Cox; Sasha; Ben Bohmer; Charlotte de Witte; Eric Prydz; Jamie xx
""")

ADLIKE = items("""
Get.Rich.or.Die.Tryin.2005.1080p.BluRay.x264-HD4U; Catch.Me.If.You.Can.2002.1080p.BluRay.x264-AMIABLE; The.Tinder.Swindler.2022.1080p.NF.WEB-DL.DDP5.1.x264-TEPES
Free.Guy.2021.2160p.WEB-DL.DDP5.1.Atmos.HDR.HEVC-CMRG; Dirty.Money.S01E01.Hard.NOx.1080p.NF.WEB-DL.DD5.1.x264-NTb; Scam.Interceptors.S01E05.1080p.iP.WEB-DL.AAC2.0.H.264-RTN
Bad.Vegan.Fame.Fraud.Fugitives.S01E01.1080p.NF.WEB-DL.DDP5.1.x264-SMURF; Dont Look Up (2021); Call Me by Your Name (2017)
Who Wants to Be a Millionaire (UK) 1998 first episode; Deal.or.No.Deal.Island.S01E01.1080p.WEB.h264-EDITH; Win Win (2011); Pay It Forward (2000)
Limitless.2011.Unrated.1080p.BluRay.x264-SECTOR7; Boiler.Room.2000.1080p.BluRay.x264-GUACAMOLE; The Wolf of Wall Street (2013)
Wall Street Money Never Sleeps (2010); Uncut.Gems.2019.1080p.BluRay.x264-SHORTBREHD; Fyre.The.Greatest.Party.That.Never.Happened.2019.1080p.NF.WEB-DL
Trust.No.One.The.Hunt.for.the.Crypto.King.2022.1080p.NF.WEB-DL.DDP5.1.x264; Super Size Me (2004); Napoleon Hill - Think and Grow Rich (audiobook)
Robert T. Kiyosaki - Rich Dad Poor Dad (epub); Timothy Ferriss - The 4-Hour Workweek; Vicki Robin - Your Money or Your Life
Dale Carnegie - How to Win Friends and Influence People; Thomas J. Stanley - The Millionaire Next Door; Pink Floyd - Money
ABBA - Money, Money, Money; Barrett Strong - Money (Thats What I Want); Dire Straits - Money for Nothing; Jessie J - Price Tag
Donna Summer - She Works Hard for the Money; Tommy Tutone - 867-5309 Jenny; Blondie - Call Me; Carly Rae Jepsen - Call Me Maybe
The Beatles - Help!; The Beatles - Cant Buy Me Love; Kanye West - Gold Digger; Cyndi Lauper - Money Changes Everything
The OJays - For the Love of Money; Wu-Tang Clan - C.R.E.A.M.; The Notorious B.I.G. - Mo Money Mo Problems; Lady Gaga - Telephone
Drake - Hotline Bling; Marvin Gaye - Sexual Healing; Salt-N-Pepa - Lets Talk About Sex; Viagra Boys - Welfare Jazz (2021) [FLAC]
Viagra_Boys-Cave_World-WEB-2022-ENRiCH; St. Vincent - Pills; Foreigner - Urgent; Europe - The Final Countdown (single edit); Daft Punk - Get Lucky
Dragons.Den.S21E01.1080p.iP.WEB-DL.AAC2.0.H.264-RNG; Shark.Tank.S15E10.720p.WEB.h264-BAE; The.Apprentice.UK.S18E01.1080p.iP.WEB-DL
The.Price.Is.Right.2024.03.12.720p.HDTV.x264-NTb; Hustle.S01E01.Con.Artists.720p.BluRay.x264; Fake.Britain.S08E01.720p.HDTV
Are.You.Afraid.of.the.Dark.1990.S01E01.DVDRip.x264; Are You Being Served (1972) complete series; Who Do You Think You Are S21E01
Is.It.Cake.S01E01.1080p.NF.WEB-DL.DDP5.1.x264-NTb; Free Money (1998); Snabba Cash Easy Money (2010); Naked.Attraction.S01E01.720p.HDTV.x264
Sex.Education.S04E01.1080p.NF.WEB-DL.DDP5.1.x264-TEPES; Singles.Inferno.S03E01.1080p.NF.WEB-DL; Love.Is.Blind.S05E01.1080p.NF.WEB-DL.DDP5.1.x264
Warning.This.Drug.May.Kill.You.2017.1080p.AMZN.WEB-DL; Please.Like.Me.S01E01.720p.HDTV.x264; Nigerian Prince (2018); Lottery Ticket (2010)
Jackpot.2024.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX; Crypto (2019); Dumb.Money.2023.1080p.BluRay.x264-SURCODE; The Big Short (2015)
Margin Call (2011); Inside Job (2010); The Informant! (2009); Hustlers (2019); Dirty Rotten Scoundrels (1988); The Sting (1973)
Matchstick Men (2003); Nine Queens (2000); Whatever Happened to Baby Jane? (1962); Guess Whos Coming to Dinner (1967)
The Jimi Hendrix Experience - Are You Experienced (1967); The Clash - Should I Stay or Should I Go; Last.Chance.U.S01E01.1080p.NF.WEB-DL
Emergency!.S01E01.1972.DVDRip.x264; Identity.Thief.2013.1080p.BluRay.x264-SPARKS; The Net (1995); Youve Got Mail (1998)
Hi Mom (2021) 你好，李焕英; Money.Heist.S01E01.1080p.NF.WEB-DL.DDP5.1.x264; Money.Monster.2016.1080p.BluRay.x264-DRONES
MGMT - Congratulations (2010); Cliff Richard - Congratulations; Bee Gees - You Win Again; ABBA - The Winner Takes It All
Britney Spears - Lucky; Claim.to.Fame.S01E01.720p.HULU.WEB-DL; Lynyrd Skynyrd - Free Bird; Calvin Harris - Free (Live at Glastonbury)
The.Biggest.Loser.S17E01.720p.HDTV.x264; Unsolved Mysteries S01E01 (1987); Catfish.The.TV.Show.S08E12.720p.WEB.x264-TBS
""")

# ---------------------------------------------------------------------------
# Junk: fake release names and bait built from real works
# ---------------------------------------------------------------------------

AD_TAGS = table("""
pharma_ed|BUY.CHEAP.VIAGRA|www.rxmeds24.biz; online_pharmacy_controlled|NO.RX.TRAMADOL|ORDER-XANAX-ONLINE
weight_loss_diet|KETO.PILLS.80.OFF|LOSE.30LBS.FAST; miracle_cure_supplements|DIABETES.CURE.ORDER|CBD.GUMMIES.SALE
male_enhancement|MAXSIZE.PILLS|ENLARGE.NOW; crypto_doubling_giveaway|BTC.X2.GIVEAWAY|FREE-ETH-CLAIM
investment_forex_signals|FOREX.SIGNALS.VIP|AI.TRADING.BOT; stock_pump_penny|HOT.STOCK.ALERT|BUY.ZNGX.NOW
lottery_prize_notification|YOU.WON.CLAIM.PRIZE|LOTTO.WINNER; gift_card_survey_reward|FREE.AMAZON.GIFTCARD|CLAIM.REWARD
phishing_bank_account|VERIFY.YOUR.ACCOUNT|SECURE.LOGIN.UPDATE; tech_support_popup|CALL.MICROSOFT.SUPPORT|VIRUS.DETECTED
fake_antivirus_cleaner|PC.CLEANER.FREE|SPEEDUP.PRO; dating_hookup|HOT.SINGLES.NEAR.YOU|MEET.GIRLS.FREE
adult_cam_escort|LIVE.CAMS.FREE.TOKENS|ESCORTS.24H; casino_gambling|500.FREE.SPINS|CASINO.BONUS
replica_counterfeit|REPLICA.ROLEX|CHEAP.LV.BAGS; fake_shop_clearance|90.OFF.CLEARANCE|STORE.CLOSING.SALE
work_from_home_job|EARN.5000.WEEKLY|WORK.FROM.HOME; task_scam_paid_likes|PAID.LIKES.JOB|EARN.USDT.DAILY
loan_debt_relief|INSTANT.LOAN|BAD.CREDIT.OK; mlm_get_rich_system|GET.RICH.SYSTEM|PASSIVE.INCOME
seo_backlinks_guestpost|BUY.BACKLINKS|SEO.RANK.1; buy_followers_reviews|BUY.FOLLOWERS|10K.LIKES
essay_homework_service|ESSAY.WRITING.SERVICE|PAY.FOR.HOMEWORK; iptv_reseller|IPTV.20000.CHANNELS|BEST.IPTV
usenet_premium_account_bait|FREE.USENET.ACCOUNT|NZB.INVITES.4SALE; oem_software_keys|WIN11.KEY.4.99|CHEAP.OEM.KEYS
hire_hacker_spyware|HIRE.A.HACKER|SPY.ON.WHATSAPP; love_spell_caster|LOVE.SPELL.CASTER|BRING.BACK.YOUR.EX
fake_documents_diplomas|BUY.PASSPORTS|FAKE.DIPLOMA; nft_airdrop_wallet_drainer|CLAIM.AIRDROP|FREE.MINT
recovery_scam|RECOVER.LOST.CRYPTO|FUNDS.RECOVERY; sextortion_email|PAY.OR.VIDEO.LEAKS; immigration_visa_scam|CANADA.VISA.GUARANTEED
car_warranty_solar_leads|FREE.SOLAR.PANELS; advance_fee_419|CLAIM.YOUR.18M.USD; phishing_delivery_customs|PARCEL.ON.HOLD.PAY.FEE
toll_unpaid_sms|UNPAID.TOLL.PAY.NOW; account_suspension_social|ACCOUNT.SUSPENDED.APPEAL; accident_claims_compensation|CLAIM.COMPENSATION
""")

def pick_ep(r, sh):
    return r.randint(1, int(sh[2])), r.randint(1, int(sh[3]))

def sx(s, e):
    return "S%02dE%02d" % (s, e)

def bait_release(r, tag):
    f = r.choice(FILMS)
    sh = r.choice(SHOWS)
    al = r.choice(ALBUMS)
    g = r.choice(GAMES)
    s, e = pick_ep(r, sh)
    sp = tag.replace(".", " ")
    k = r.randint(0, 6)
    if k == 0:
        return "%s.%s.1080p.WEB-DL.x264-%s" % (dotted(f[0]), f[1], tag)
    if k == 1:
        return "%s.%s.720p.HDTV.x264.%s.mkv" % (dotted(sh[0]), sx(s, e), tag)
    if k == 2:
        return "%s - %s (%s) [MP3 320] %s" % (al[0], al[1], al[2], sp)
    if k == 3:
        return "%s.Full.Game-%s" % (dotted(g[0]), tag)
    if k == 4:
        return "%s (%s) FULL MOVIE HD - %s" % (f[0], f[1], sp)
    if k == 5:
        return "%s.%s.%s.2160p.BluRay.x265" % (dotted(f[0]), f[1], tag)
    return "%s %s 1080p WEB %s" % (sh[0], sx(s, e), sp)

def gen_password(r):
    f = r.choice(FILMS)
    sh = r.choice(SHOWS)
    al = r.choice(ALBUMS)
    g = r.choice(GAMES)
    s, e = pick_ep(r, sh)
    return r.choice([
        "%s.%s.1080p.BluRay.x264 - PASSWORD IN DESCRIPTION.rar" % (dotted(f[0]), f[1]),
        "%s (%s) full movie HD password protected - get the pass from our site" % (f[0], f[1]),
        "%s.Full.Game.PC.Password.Unlocker.rar" % dotted(g[0]),
        "%s - %s [Password Protected] get the pass at our blog" % (al[0], al[1]),
        "%s.%s.1080p.WEB (rar password: see website)" % (dotted(sh[0]), sx(s, e)),
        "%s (%s) - UNLOCK CODE REQUIRED.zip" % (f[0], f[1]),
        "%s.%s.2160p.WEB-DL.password.txt.url" % (dotted(f[0]), f[1]),
        "%s season %d complete - password = go to site and complete survey" % (sh[0], s),
        "%s %s PC RIP - pass for archive in the readme link" % (g[0], g[1]),
    ])

SW_NAMES = [x[0] for x in SOFTWARE]

def gen_keygen(r):
    sw = r.choice(SOFTWARE)
    v = r.choice(sw[1].split(","))
    g = r.choice(GAMES)
    return r.choice([
        "%s %s Crack + Serial Key Free Download" % (sw[0], v),
        "%s.Crack.Only.Fixed.exe" % dotted(g[0]),
        "%s Free Download PC Full Version Cracked (Direct Link)" % g[0],
        "%s.%s.Keygen.Patch.2024.exe" % (dotted(sw[0]), v),
        "%s Full Activated Lifetime - Free Download" % sw[0],
        "%s (%s) PC game + crack - torrent free no survey" % (g[0], g[1]),
        "%s %s license key generator.exe" % (sw[0], v),
        "%s crack download 100%% working %s" % (sw[0], r.choice(["2024", "2025", "no virus", "latest"])),
    ])

def gen_malware(r):
    f = r.choice(FILMS)
    sh = r.choice(SHOWS)
    al = r.choice(ALBUMS)
    s, e = pick_ep(r, sh)
    grp = r.choice(G_WEB)
    return r.choice([
        "%s.%s.1080p.WEB.h264-%s.exe" % (dotted(sh[0]), sx(s, e), grp),
        '"%s.%s.1080p.BluRay.x264.mkv.exe" yEnc' % (dotted(f[0]), f[1]),
        "%s %s 1080p WEBRip x264.scr" % (f[0], f[1]),
        "%s - %s (%s) [FLAC].exe" % (al[0], al[1], al[2]),
        "%s.%s.2160p.WEB-DL.mp4.msi" % (dotted(f[0]), f[1]),
        "%s %s 720p.avi.bat" % (sh[0], sx(s, e)),
        "%s.%s.720p.HDTV.x264.mkv.lnk" % (dotted(sh[0]), sx(s, e)),
        "%s (%s) HD Player Setup.exe" % (f[0], f[1]),
        "%s.%s.1080p.WEB-DL.DDP5.1.H.264.mp4.js" % (dotted(f[0]), f[1]),
        "%s - %s - Full Album Download.zip.exe" % (al[0], al[1]),
        "%s.%s.1080p.AMZN.WEB-DL.DDP5.1.H.264-%s.vbs" % (dotted(sh[0]), sx(s, e), grp),
    ])

def gen_codec(r):
    f = r.choice(FILMS)
    sh = r.choice(SHOWS)
    s, e = pick_ep(r, sh)
    return r.choice([
        "%s %s DVDRip - codec required, download the player from our site" % (f[0], f[1]),
        "%s.%s.1080p.BluRay.mkv - NEED SPECIAL PLAYER (link in nfo)" % (dotted(f[0]), f[1]),
        "%s.%s.720p.wmv (play with the included license)" % (dotted(sh[0]), sx(s, e)),
        "%s (%s) - install HD codec to watch.exe" % (f[0], f[1]),
        "%s %s - video locked, get the free player to unlock" % (sh[0], sx(s, e)),
    ])

JUNK_EXTRA = {"password_rar_lure": (gen_password, 14), "keygen_crack_malware": (gen_keygen, 11),
              "malware_disguised_media": (gen_malware, 16), "fake_codec_player_required": (gen_codec, 8)}

# ---------------------------------------------------------------------------
# Legit generators
# ---------------------------------------------------------------------------

G_WEB = ("NTb FLUX KiNGS CMRG TEPES SMURF playWEB BLOOM EDITH ETHEL GGEZ NHTFS SuccessfulCrab GLHF KOGi APEX "
         "MiNX ELiTE BAE RAWR CAKES SYNCOPY").split()
G_HDTV = "KILLERS DIMENSION LOL AVS SVA FLEET BATV FQM ASAP IMMERSE 2HD FoV ORENJI RiVER SORNY CROOKS MTB".split()
G_BR = ("ROVERS DEMAND SHORTBREHD BROADCAST HAGGiS CtrlHD DON EbP SPARKS GECKOS AMIABLE DRONES BLOW VETO CiNEFiLE "
        "TiTAN SADPANDA REWARD PSYCHD iNFAMOUS FGT EPSiLON FraMeSToR HiFi W4NK3R PiGNUS").split()
G_SD = "DiAMOND FXG aXXo DoNE iMBT NeDiVx ARROW SAPHiRE".split()
G_MUSIC = "ENRiCH FATHEAD DDS JLM WRE FTD C4 TiMES YARD MARiBOR NOiR BF ERP MOD HB KOUALA".split()
G_GAME = "CODEX SKIDROW PLAZA RUNE TENOKE FLT DOGE TiNYiSO RAZOR1911 DARKSiDERS HOODLUM PROPHET".split()
SVC = "AMZN NF DSNP ATVP HMAX MAX HULU PCOK PMTP iP STAN CRAV".split()
GUESTS = ("Tom Hanks; Zendaya; Cillian Murphy; Emma Stone; Pedro Pascal; Margot Robbie; Ryan Gosling; Florence Pugh; "
          "Paul Mescal; Jeremy Allen White; Dolly Parton; Keanu Reeves; Sandra Oh; Bill Burr; Billie Eilish").split("; ")
DAILY = ("The.Daily.Show; Jimmy.Kimmel; The.Late.Show.with.Stephen.Colbert; Late.Night.with.Seth.Meyers; "
         "The.Tonight.Show.Starring.Jimmy.Fallon; Jeopardy; Coronation.Street; EastEnders; Emmerdale; Neighbours; "
         "The.View; WWE.SmackDown; WWE.Raw; Wheel.of.Fortune; Hollyoaks; Gutes.Zeiten.Schlechtes.Zeiten").split("; ")

def rdate(r, y0=2015, y1=2024):
    return r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)

def season_date(r, sep="-"):
    """A date inside a European football season (Aug-May), 2021-2024."""
    return "%d%s%02d%s%02d" % (r.randint(2021, 2024), sep, r.choice([1, 2, 3, 4, 5, 8, 9, 10, 11, 12]), sep, r.randint(1, 28))


def dstr(r, sep="-", y0=2015, y1=2024):
    y, m, d = rdate(r, y0, y1)
    return "%d%s%02d%s%02d" % (y, sep, m, sep, d)

def crc(r):
    return rand_str(r, 8, "0123456789ABCDEF")

def tv_src(r, old=False):
    if old and r.random() < 0.5:
        return r.choice(["HDTV.x264-%s", "720p.HDTV.x264-%s", "HDTV.XviD-%s", "DVDRip.XviD-%s"]) % r.choice(G_HDTV)
    k = r.randint(0, 9)
    g = r.choice(G_WEB)
    return [
        "1080p.WEB.h264-%s" % g, "720p.WEB.h264-%s" % g, "1080p.%s.WEB-DL.DDP5.1.H.264-%s" % (r.choice(SVC), g),
        "2160p.%s.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-%s" % (r.choice(SVC), g), "1080p.BluRay.x264-%s" % r.choice(G_BR),
        "720p.HDTV.x264-%s" % r.choice(G_HDTV), "480p.x264-mSD", "720p.WEB.x265-MiNX",
        "%s.1080p.WEB.h264-%s" % (r.choice(["REPACK", "PROPER", "iNTERNAL"]), g), "1080p.WEB.H264-%s" % g][k]

def k_tv_scene(r):
    sh = r.choice(SHOWS)
    s, e = pick_ep(r, sh)
    name = sh[4] if len(sh) > 4 else dotted(sh[0])
    return "%s.%s.%s" % (name, sx(s, e), tv_src(r, int(sh[1]) < 2006))

def k_tv_p2p(r):
    if r.random() < 0.35:
        t = r.choice(EPTITLES)
        sh = [x for x in SHOWS if x[0] == t[0]][0]
        s, e, ept = int(t[1]), int(t[2]), t[3]
    else:
        sh = r.choice(SHOWS)
        s, e = pick_ep(r, sh)
        ept = "Episode %d" % e
    g = r.choice(G_WEB)
    return r.choice([
        "%s (%s) - %s - %s [WEBDL-1080p][EAC3 5.1][h264]-%s" % (sh[0], sh[1], sx(s, e), ept, g),
        "%s %s 1080p WEB-DL DD5.1 H.264-%s" % (sh[0], sx(s, e), g),
        "%s - %dx%02d - %s" % (sh[0], s, e, ept),
        "%s.%s.1080p.x265-ELiTE" % (dotted(sh[0]), sx(s, e)),
        "%s %s %s 720p HDTV x264 [eztv]" % (sh[0], sx(s, e), ept),
        "%s (%s) %s (1080p BluRay x265 10bit Silence)" % (sh[0], sh[1], sx(s, e)),
        "%s - %s - %s [Bluray-1080p Remux][DTS-HD MA 5.1][AVC]" % (sh[0], sx(s, e), ept)])

def k_season_pack(r):
    sh = r.choice(SHOWS)
    s = r.randint(1, int(sh[2]))
    n = int(sh[2])
    return r.choice([
        "%s.S%02d.1080p.BluRay.x264-%s" % (dotted(sh[0]), s, r.choice(G_BR)),
        "%s.S%02d.COMPLETE.720p.WEB.x264-GalaxyTV" % (dotted(sh[0]), s),
        "%s (%s) Season %d S%02d (1080p BluRay x265 HEVC 10bit AAC 5.1 Silence)" % (sh[0], sh[1], s, s, ),
        "%s.S%02d.1080p.%s.WEB-DL.DDP5.1.H.264-%s" % (dotted(sh[0]), s, r.choice(SVC), r.choice(G_WEB)),
        "%s - Complete Series (Seasons 1-%d) [1080p]" % (sh[0], n),
        "%s.%s.COMPLETE.SERIES.720p.BluRay.x264" % (dotted(sh[0]), "S01" if n == 1 else "S01-S%02d" % n),
        "%s Season %d Complete 720p WEB-DL x264 [i_c]" % (sh[0], s)])

def k_daily(r):
    show = r.choice(DAILY)
    d = dstr(r, ".", 2018, 2024)
    talk = any(w in show for w in ("Show", "Kimmel", "Night", "View"))
    guest = dotted(r.choice(GUESTS)) + "." if talk and r.random() < 0.5 else ""
    return "%s.%s.%s%s" % (show, d, guest, r.choice(["720p.WEB.h264-JEBAITED", "1080p.WEB.h264-EDITH", "720p.HDTV.x264-NTb",
                                                      "480p.x264-mSD", "1080p.WEB.H264-DARKFLiX", "720p.WEB.x265-MiNX"]))

def k_film_scene(r):
    f = r.choice(FILMS)
    y = int(f[1])
    g = r.choice(G_BR)
    if y < 2005 and r.random() < 0.2:
        return "%s.%s.DVDRip.XviD-%s" % (dotted(f[0]), y, r.choice(G_SD))
    tag = r.choice(["", "", "", "", "REPACK.", "PROPER.", "iNTERNAL.", "EXTENDED.", "REMASTERED.", "CRITERION.", "DC.", "UNRATED."])
    src = r.choice(["1080p.BluRay.x264-%s", "720p.BluRay.x264-%s", "2160p.UHD.BluRay.x265-%s",
                    "1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1-%s", "2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-%s",
                    "1080p.WEB-DL.DDP5.1.H.264-%s", "2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-%s",
                    "1080p.AMZN.WEB-DL.DDP5.1.H.264-%s", "BDRip.x264-%s", "720p.WEBRip.x264-%s"]) % g
    return "%s.%d.%s%s" % (dotted(f[0]), y, tag, src)

def k_film_p2p(r):
    f = r.choice(FILMS)
    t, y = f[0], f[1]
    return r.choice([
        "%s (%s) [1080p] [BluRay] [5.1] [YTS.MX]" % (t, y), "%s (%s) (1080p BluRay x265 HEVC 10bit AAC 7.1 Tigole)" % (t, y),
        "%s (%s) [2160p x265 10bit S91 Joy]" % (t, y), "%s %s 720p BRRip x264 AAC-ETRG" % (t, y),
        "%s.%s.1080p.10bit.BluRay.6CH.x265.HEVC-PSA" % (dotted(t), y), "%s %s 1080p WEB-DL H264 AC3-EVO" % (t, y),
        "%s.%s.720p.BrRip.x264.YIFY" % (dotted(t), y), "%s (%s) {imdb-tt%07d} [Bluray-1080p][DTS 5.1][x264]-%s" % (t, y, r.randint(100000, 9999999), r.choice(G_BR)),
        "%s (%s) 1080p BluRay x264 Dual Audio [Hindi DD5.1 + English]" % (t, y), "%s.%s.1080p.BluRay.x264-[YTS.AM].mp4" % (dotted(t), y)])

def k_anime(r):
    a = r.choice(ANIME)
    ep = r.randint(1, int(a[3]))
    s = r.randint(1, 3)
    return r.choice([
        "[SubsPlease] %s - %02d (1080p) [%s].mkv" % (a[0], ep, crc(r)),
        "[Erai-raws] %s - %02d [1080p][Multiple Subtitle][%s].mkv" % (a[0], ep, crc(r)),
        "[HorribleSubs] %s - %02d [720p].mkv" % (a[0], ep),
        "[Judas] %s (Season %d) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)" % (a[0], s),
        "[ASW] %s - %02d [1080p HEVC x265 10Bit][AAC]" % (a[0], ep),
        "[EMBER] %s S%02dE%02d [1080p] [HEVC WEBRip] (%s)" % (a[1], s, ep, a[0]),
        "%s.S01E%02d.1080p.CR.WEB-DL.AAC2.0.H.264-VARYG" % (dotted(a[1]), min(ep, 99)),
        "[Commie] %s - %02d [%s].mkv" % (a[1], ep, crc(r)),
        "[Anime Time] %s (Season %d) [1080p][HEVC 10bit x265][AAC][Multi Sub] [Batch]" % (a[1], s),
        "[Lilith-Raws] %s - %02d [Baha][WEB-DL][1080p][AVC AAC][CHT][MP4]" % (a[2], ep),
        "[DKB] %s - S%02dE%02d [1080p][HEVC x265 10bit][Multi-Subs]" % (a[0], s, ep)])

def mus(s):
    return s.replace(" ", "_")

def k_music_scene(r):
    a = r.choice(ALBUMS)
    y = int(a[2]) if r.random() < 0.6 else r.randint(max(int(a[2]), 2005), 2024)
    tags = r.choice(["WEB", "CD-FLAC", "24BIT-96KHZ-WEB-FLAC", "(%s%d)-WEB" % (r.choice(["CAT", "XL", "WARP", "SUBPOP", "4AD", "RT"]), r.randint(10, 999)),
                     "DELUXE_EDITION-WEB", "2CD", "Vinyl-FLAC", "REISSUE-CD", "REMASTERED-WEB-FLAC", "WEB-FLAC"])
    sep = "-" if r.random() < 0.7 else "--"
    return "%s%s%s-%s-%d-%s" % (mus(a[0]), sep, mus(a[1]), tags, y, r.choice(G_MUSIC))

def k_music_p2p(r):
    a = r.choice(ALBUMS)
    ar, al, y = a[0], a[1], a[2]
    return r.choice([
        "%s - %s (%s) [FLAC]" % (ar, al, y), "%s - %s (%s) [FLAC 24-96]" % (ar, al, y), "%s - %s (%s) [MP3 320 kbps]" % (ar, al, y),
        "%s - %s (%s) [24Bit-44.1kHz] FLAC [PMEDIA] ⭐️" % (ar, al, y), "%s - %s [%s] [V0]" % (ar, al, y),
        "%s - %s (Deluxe Edition) (%s) Mp3 320kbps [PMEDIA]" % (ar, al, y), "%s - Discography (%s-2024) [FLAC]" % (ar, y),
        "%s - %s (%s Remaster) [EAC-FLAC]" % (ar, al, r.randint(2009, 2023)), "%s - %s (%s) [Vinyl Rip 24-192]" % (ar, al, y)])

def k_audiobook(r):
    n = r.choice(NARRATORS)
    return r.choice([
        "%s - %s (Narrated by %s) [M4B]" % (n[0], n[1], n[2]), "%s - %s (Unabridged) MP3 64kbps" % (n[0], n[1]),
        "%s - %s [Audiobook] read by %s" % (n[0], n[1], n[2]), "%s.-.%s.Unabridged.Audiobook.m4b" % (dotted(n[0]), dotted(n[1])),
        "%s - %s - %s - AAX to M4B" % (n[0], n[1], n[2]), "%s - %s (Audible Original) 128k" % (n[0], n[1])])

TECH_BOOKS = items("""
Designing Data-Intensive Applications - Martin Kleppmann (OReilly 2017); The Pragmatic Programmer 20th Anniversary Edition (2019)
Clean Code - Robert C. Martin (2008); Fluent Python 2nd Edition - Luciano Ramalho (OReilly 2022); The C Programming Language 2nd Edition (1988)
Introduction to Algorithms 4th Edition - Cormen Leiserson Rivest Stein (2022); Python Crash Course 3rd Edition - Eric Matthes (2023)
The Rust Programming Language 2nd Edition - Klabnik Nichols (2023); Deep Learning - Goodfellow Bengio Courville (MIT Press 2016)
Structure and Interpretation of Computer Programs 2nd Edition (1996); Hands-On Machine Learning 3rd Edition - Aurelien Geron (2022)
""")

def k_ebook(r):
    if r.random() < 0.1:
        return "%s (%s)" % (r.choice(NONLATIN_BOOKS), r.choice(["fb2", "epub", "pdf"]))
    if r.random() < 0.15:
        return "%s.%s" % (r.choice(TECH_BOOKS), r.choice(["pdf", "epub"]))
    b = r.choice(BOOKS)
    return r.choice([
        "%s - %s (%s) (epub)" % (b[0], b[1], b[2]), "%s by %s (retail) [EPUB]" % (b[1], b[0]), "%s - %s.epub" % (b[0], b[1]),
        "%s - %s (%s) [azw3]" % (b[0], b[1], b[2]), "%s - %s (retail) (mobi, epub, pdf)" % (b[0], b[1]),
        "%s.-.%s.%s.RETAIL.EPUB.eBook-%s" % (dotted(b[0]), dotted(b[1]), b[2], r.choice(["BitBook", "LiBRiCiDE", "DiSTRiBUTiON"]))])

def k_comic(r):
    if r.random() < 0.2:
        return "%s v%02d (%d) (Digital) (%s)" % (r.choice(MANGA), r.randint(1, 110), r.randint(2015, 2024), r.choice(["1r0n", "LuCaZ", "Oak"]))
    c = r.choice(COMICS)
    n = r.randint(1, 2390 if c[0] == "2000 AD" else 160)
    y = r.randint(int(c[1]), 2024)
    return r.choice([
        "%s %03d (%d) (Digital) (Zone-Empire).cbr" % (c[0], n, y), "%s %03d (%d) (Webrip) (The Last Kryptonian-DCP).cbz" % (c[0], n, y),
        "%s %03d (%d) (digital) (Minutemen-Thoth).cbz" % (c[0], n, y), "%s #%d (%d) (%s) (Digital)" % (c[0], n, y, c[2]),
        "%s Vol. %d TPB (%d) (Digital) (Zone-Empire)" % (c[0], r.randint(1, max(1, min(12, y - int(c[1])))), y), "0-Day Week of %s" % dstr(r, ".", 2019, 2024)])

def k_magazine(r):
    m = r.choice(MAGAZINES)
    y, mo, d = rdate(r, 2018, 2024)
    mon = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][mo - 1]
    return r.choice([
        "%s - %s %d, %d.pdf" % (m, mon, d, y), "%s - %02d %s %d" % (m, d, mon, y), "%s UK - %s %d" % (m, mon, y),
        "%s Issue %d (%s %d)" % (m, r.randint(50, 700), mon, y), "%s %02d-%d" % (m, mo, y), "%s.%d.%02d.%02d.True.PDF" % (dotted(m), y, mo, d)])

def k_software(r):
    sw = r.choice(SOFTWARE)
    v = r.choice(sw[1].split(","))
    n = sw[0]
    return r.choice([
        "%s v%s x64" % (n, v), "%s.v%s.x64" % (dotted(n), v), "%s_%s_x64_setup.exe" % (n.replace(" ", "_"), v),
        "%s %s Portable" % (n, v), "%s %s (64-bit) [Multilingual]" % (n, v), "%s %s macOS" % (n, v),
        "%s-%s-win64.msi" % (n.replace(" ", ""), v), "%s.v%s.Multilingual.x64-%s" % (dotted(n), v, r.choice(["BTCR", "TNT", "P2P", "AMPED"])),
        "%s %s Linux x86_64 tar.xz" % (n, v)])

def slug(t):
    return dotted(t).lower().replace(".", "_").replace("-", "_")

GOG_TITLES = items("""
Baldurs Gate 3; Cyberpunk 2077; The Witcher 3 Wild Hunt; Disco Elysium The Final Cut; Hades; Hollow Knight; Stardew Valley; Celeste
Terraria; Slay the Spire; Divinity Original Sin 2; Pillars of Eternity; Heroes of Might and Magic 3 Complete; Fallout New Vegas; Control
Dishonored 2; Deus Ex Human Revolution; System Shock; Planescape Torment Enhanced Edition; Baldurs Gate II Enhanced Edition; Frostpunk
Manor Lords; Return of the Obra Dinn; Kingdom Come Deliverance; Inscryption
""")


def k_game_gog(r):
    g = r.choice([x for x in GAMES if x[0] in GOG_TITLES])
    v = "%d.%d.%d" % (r.randint(1, 4), r.randint(0, 20), r.randint(0, 9))
    b = r.randint(20000, 79999)
    return r.choice([
        "setup_%s_%s_(%d).exe" % (slug(g[0]), v, b), "setup_%s_%s_(64bit)_(%d).exe" % (slug(g[0]), v, b),
        "%s v%s [GOG]" % (g[0], v), "%s (%s) [GOG] [Multi]" % (g[0], v), "%s_%s_%d.sh" % (slug(g[0]), v.replace(".", "_"), b),
        "%s.v%s.GOG" % (dotted(g[0]), v)])

def k_game_scene(r):
    if r.random() < 0.25:
        c = r.choice(CONSOLE_GAMES)
        p = c[1]
        if p == "NSW":
            return "%s.NSW-%s" % (dotted(c[0]), r.choice(["VENOM", "SUXXORS", "BigBlueBox", "LiGHTFORCE"]))
        if p == "PS2":
            return "%s (USA) (En,Fr,Es).iso" % c[0]
        return "%s.%s-%s" % (dotted(c[0]), p, r.choice(["DUPLEX", "BLES", "iMARS", "COMPLEX"]))
    g = r.choice(GAMES)
    d = dotted(g[0])
    v = "%d.%d.%d" % (r.randint(1, 3), r.randint(0, 30), r.randint(0, 9))
    return r.choice([
        "%s-%s" % (d, r.choice(G_GAME)), "%s.Update.v%s-%s" % (d, v, r.choice(G_GAME)), "%s.MULTi%d-%s" % (d, r.randint(5, 14), r.choice(G_GAME)),
        "%s.Deluxe.Edition-%s" % (d, r.choice(G_GAME)), "%s [FitGirl Repack]" % g[0],
        "%s - v%s + %d DLCs [FitGirl Repack]" % (g[0], v, r.randint(1, 12)), "%s [DODI Repack]" % g[0], "%s (v%s) [ElAmigos]" % (g[0], v)])

def k_os_iso(r):
    return r.choice(ISOS_RAW)

def k_sports(r):
    y, m, d = rdate(r, 2019, 2024)
    k = r.randint(0, 7)
    if k == 0:
        a, b = r.sample(NFL, 2)
        return "NFL.%d.Week.%02d.%s.vs.%s.720p.WEB.h264-%s" % (y, r.randint(1, 18), a, b, r.choice(["VERUM", "BAE", "ONDEMAND"]))
    if k == 1:
        a, b = r.sample(NBA, 2)
        return "NBA.%d.%02d.%02d.%s.vs.%s.720p.WEB.H264-%s" % (y, m, d, a, b, r.choice(["ONDEMAND", "NHL", "SPORTSNET"]))
    if k == 2:
        a, b = r.sample(EPL, 2)
        return "EPL.%s.%s.vs.%s.1080p.WEB.h264-%s" % (season_date(r, "."), dotted(a), dotted(b), r.choice(["VERUM", "WaLMaRT", "TWIZZLE"]))
    if k == 3:
        i = r.randint(0, len(F1_GP) - 1)
        return "Formula1.%d.Round%02d.%s.%s.SkyF1HD.1080P" % (y, i + 1, dotted(F1_GP[i]), r.choice(["Race", "Qualifying", "Sprint", "FP1"]))
    if k == 4:
        u = r.choice(UFC)
        return "UFC.%s.%s.%s.1080p.WEB.h264-%s" % (u[0], dotted(u[1]), r.choice(["PPV", "Prelims", "Early.Prelims"]), r.choice(["VERUM", "SNAPSHOT"]))
    if k == 5:
        return "MotoGP.%d.Round%02d.Race.1080p.WEB.h264" % (y, r.randint(1, 20))
    if k == 6:
        return "Tour.de.France.%d.Stage.%02d.1080p.WEB.h264" % (y, r.randint(1, 21))
    return "WWE.%s.%d.%02d.%02d.720p.HDTV.x264-Star" % (r.choice(["Raw", "SmackDown", "NXT"]), y, m, d)

def k_foreign(r):
    if r.random() < 0.3:
        if r.random() < 0.2:
            return r.choice(NONLATIN_TV) + r.choice([" 1080p WEB-DL", " (2023) WEB-DL 1080p", " HDTV 720p", ""])
        f = r.choice(NONLATIN_FILMS)
        return r.choice(["%s (%s) BDRip 1080p" % (f[0], f[2]), "%s / %s (%s) WEB-DL 1080p" % (f[0], f[1], f[2]),
                         "%s.%s.1080p.BluRay.x264" % (f[0], f[2]), "%s %s 1080p BluRay x264 DTS" % (f[0], f[2])])
    f = r.choice(FOREIGN)
    lang = f[2]
    dl = ".DL" if lang == "GERMAN" and r.random() < 0.6 else ""
    if f[1] == "tv":
        s = r.randint(1, int(f[4]))
        return "%s.%s.%s%s.%s" % (dotted(f[0]), sx(s, r.randint(1, 10)), lang, dl, r.choice(
            ["1080p.WEB.h264-%s" % r.choice(G_WEB), "720p.HDTV.x264-%s" % r.choice(G_HDTV), "1080p.BluRay.x264-%s" % r.choice(G_BR)]))
    return "%s.%s.%s%s.%s" % (dotted(f[0]), f[3], lang, dl, r.choice(
        ["1080p.BluRay.x264-%s" % r.choice(G_BR), "720p.BluRay.x264-%s" % r.choice(G_BR), "1080p.WEB.H264-%s" % r.choice(G_WEB),
         "MULTi.1080p.BluRay.x264-%s" % r.choice(G_BR), "DVDRip.XviD-%s" % r.choice(G_SD)]))

def k_xxx(r):
    if r.random() < 0.12:
        m = r.choice(XXX_MOVIES)
        return "%s - %s (%s) XXX DVDRip x264-%s" % (m[0], m[1], m[2], r.choice(["VBT", "GUSH", "PORNOLATiON"]))
    y, m, d = rdate(r, 2016, 2024)
    perf = r.sample(XXX_PERFORMERS, r.choice([1, 1, 2]))
    site = r.choice(XXX_SITES)
    if r.random() < 0.65:
        return "%s.%02d.%02d.%02d.%s.XXX.%s-%s" % (site, y % 100, m, d, ".And.".join(dotted(p) for p in perf),
                                                   r.choice(["1080p.MP4", "2160p.MP4", "720p.MP4", "1080p.HEVC.x265"]),
                                                   r.choice(["WRB", "P2P", "KTR", "NBQ", "XXX", "iNT"]))
    return "%s - %s - %s (%d-%02d-%02d) [1080p]" % (site, " & ".join(perf), r.choice(XXX_SCENES), y, m, d)

def k_docu(r):
    k = r.random()
    if k < 0.4:
        ds = r.choice(DOC_SERIES)
        eps = ds[2].split(",")
        i = r.randint(0, len(eps) - 1)
        return r.choice(["%s.%s.%dof%d.%s.1080p.HDTV.x264.AAC.MVGroup.org.mkv" % (ds[0], dotted(ds[1]), i + 1, len(eps), dotted(eps[i])),
                         "%s - %s - %02d - %s [720p]" % (ds[0], ds[1], i + 1, eps[i])])
    if k < 0.7:
        f = r.choice(DOC_FILMS)
        return "%s.%s.%s" % (dotted(f[0]), f[1], r.choice(["1080p.BluRay.x264-%s" % r.choice(G_BR), "1080p.WEB.h264-%s" % r.choice(G_WEB),
                                                             "DOCU.720p.WEB.h264-%s" % r.choice(G_WEB)]))
    s = r.randint(20, 52)
    return "%s.S%02dE%02d.1080p.WEB.h264-%s" % (dotted(r.choice(DOC_TV)), s, r.randint(1, 20), r.choice(G_WEB))

STRUCT_FNS = [k_tv_scene, k_film_scene, k_film_p2p, k_tv_p2p, k_season_pack]

def k_obfus(r):
    rel = r.choice(STRUCT_FNS)(r)
    k = r.randint(0, 5)
    n = r.randint(3, 99)
    i = r.randint(1, n)
    rs = rand_str(r, r.choice([16, 24, 32]), r.choice([HEX, ALNUM_MIXED]))
    if k == 0:
        return '[PRiVATE]-[WtFnZb]-[%s]-[%d/%d] - "" yEnc' % (rel, i, n)
    if k == 1:
        return '%s - [%02d/%02d] - "%s.part%02d.rar" yEnc' % (rel, i, n, rs, i)
    if k == 2:
        return '%s [%d/%d] - "%s.mkv" yEnc (1/%d)' % (rs, i, n, rel, r.randint(50, 900))
    if k == 3:
        return '[%s] - [%d/%d] - "%s.vol%02d+%02d.par2" yEnc' % (rs[:10], i, n, rel, r.randint(0, 31), r.randint(1, 32))
    if k == 4:
        return '%s - "%s.7z.%03d" yEnc (%d/%d)' % (rel, rs, i, r.randint(1, 50), r.randint(50, 99))
    return '[%d/%d] - "%s" yEnc - %s' % (i, n, rs, rel)

def k_bare_film(r):
    if r.random() < 0.12:
        f = r.choice(NONLATIN_FILMS)
        return r.choice(["%s (%s)" % (f[0], f[2]), f[0], "%s %s" % (f[0], f[1])])
    f = r.choice(FILMS)
    return r.choice(["%s (%s)" % (f[0], f[1]), f[0], "%s %s" % (f[0], f[1]), f[0].lower(), "%s - %s" % (f[0], f[1])])

def k_bare_series(r):
    sh = r.choice(SHOWS)
    return r.choice([sh[0], "%s (%s)" % (sh[0], sh[1]), "%s complete series" % sh[0], "%s season %d" % (sh[0], r.randint(1, int(sh[2]))),
                     "%s - all seasons" % sh[0], "%s series %d" % (sh[0], r.randint(1, int(sh[2])))])

def k_bare_book(r):
    b = r.choice(BOOKS)
    return r.choice(["%s - %s" % (b[1], b[0]), "%s - %s" % (b[0], b[1]), "%s by %s" % (b[1], b[0]), b[1]])

def k_bare_album(r):
    a = r.choice(ALBUMS)
    return r.choice(["%s - %s" % (a[0], a[1]), "%s - %s (%s)" % (a[0], a[1], a[2]), "%s %s" % (a[0], a[1]), a[1]])

def k_bare_game(r):
    g = r.choice(GAMES)
    return r.choice([g[0], "%s (%s)" % (g[0], g[1]), "%s PC" % g[0], "%s Deluxe Edition" % g[0], "%s Complete Edition" % g[0]])

def k_single(r):
    if r.random() < 0.1:
        return r.choice(NONLATIN_SONGS)
    s = r.choice(SINGLES)
    return r.choice(["%s - %s" % (s[0], s[1]), "%s - %s" % (s[0], s[1]), "%s - %s (Remastered)" % (s[0], s[1]),
                     "%s - %s (Official Audio)" % (s[0], s[1]), "%s - %s (Live)" % (s[0], s[1]), "%s - %s (Extended Mix)" % (s[0], s[1])])

def k_podcast(r):
    p = r.choice(PODCASTS)
    if p.startswith("Dan Carlin"):
        return "%s - %s" % (p, r.choice(HH_EPS))
    return r.choice(["%s - %d - %s" % (p, r.randint(1, 600), r.choice(TOPICS)), "%s %s" % (p, dstr(r)), "%s - Episode %d" % (p, r.randint(1, 900)),
                     "%s #%d %s" % (p, r.randint(1, 2200), r.choice(TOPICS)), "%s - %s (%s)" % (p, r.choice(TOPICS), dstr(r))])

def fill(r, t):
    return t.format(n=r.randint(1, 24), y=r.randint(2010, 2024), w=r.randint(1, 10), m=r.randint(1, 3), d=dstr(r))

def k_lecture(r):
    return fill(r, r.choice(LECTURES) if r.random() < 0.7 else r.choice(COURSES))

def k_audio_drama(r):
    return fill(r, r.choice(AUDIO_DRAMA))

def k_sermon(r):
    return fill(r, r.choice(SERMONS))

def k_match(r):
    if r.random() < 0.5:
        return r.choice(MATCHES)
    a, b = r.sample(EPL, 2)
    return r.choice(["%s vs %s %s full match replay" % (a, b, season_date(r)), "%s v %s - Premier League %s - extended highlights" % (a, b, season_date(r)),
                     "%s vs %s (%s) full match" % tuple(r.sample(NBA, 2) + [dstr(r)])])

def k_news(r):
    if r.random() < 0.15:
        return r.choice(NEWS_HIST)
    return "%s %s" % (r.choice(NEWS), dstr(r, r.choice(["-", ".", "-"])))

def k_personal(r):
    return r.choice(["%s %d" % (r.choice(PERSONAL_SUBJ), r.randint(1975, 2023)), "%s part %d" % (r.choice(PERSONAL_SUBJ), r.randint(1, 12)),
                     "my %s batch %d" % (r.choice(PERSONAL_SUBJ).replace("my ", ""), r.randint(1, 30)), "%s (%d-%d)" % (r.choice(PERSONAL_SUBJ), r.randint(1970, 1999), r.randint(2000, 2020))])

def k_fanedit(r):
    return r.choice(FANEDITS)

def k_radio(r):
    t = r.choice(RADIO)
    if "Essential Mix" in t and r.random() < 0.7:
        return "BBC Radio 1 Essential Mix %s - %s" % (dstr(r), r.choice(ESS_DJS))
    if "Peel" in t:
        return "John Peel Show %s" % dstr(r, "-", 1976, 2004)
    return fill(r, t).replace("{n}", "")

ADLIKE_ORDER = []

def k_adlike(r):
    if not ADLIKE_ORDER:
        ADLIKE_ORDER.extend(ADLIKE)
        r.shuffle(ADLIKE_ORDER)
    return ADLIKE_ORDER.pop()

LEGIT_KINDS = [  # (kind, generator, target, structured)
    ("tv_scene", k_tv_scene, 200, 1), ("tv_p2p", k_tv_p2p, 90, 1), ("season_pack", k_season_pack, 80, 1),
    ("daily_show", k_daily, 60, 1), ("film_scene", k_film_scene, 170, 1), ("film_p2p", k_film_p2p, 90, 1),
    ("anime_fansub", k_anime, 100, 1), ("music_scene", k_music_scene, 90, 1), ("music_p2p", k_music_p2p, 70, 1),
    ("audiobook", k_audiobook, 50, 1), ("ebook", k_ebook, 60, 1), ("comic", k_comic, 45, 1), ("magazine", k_magazine, 45, 1),
    ("software", k_software, 80, 1), ("game_gog", k_game_gog, 35, 1), ("game_scene_repack", k_game_scene, 60, 1),
    ("os_iso", k_os_iso, 40, 1), ("sports_release", k_sports, 55, 1), ("foreign_scene", k_foreign, 75, 1),
    ("xxx_scene", k_xxx, 45, 1), ("documentary", k_docu, 45, 1), ("obfuscated_readable", k_obfus, 65, 0),
    ("bare_film", k_bare_film, 80, 0), ("bare_series", k_bare_series, 50, 0), ("bare_book", k_bare_book, 55, 0),
    ("bare_album", k_bare_album, 55, 0), ("bare_game", k_bare_game, 35, 0), ("single", k_single, 90, 0),
    ("podcast", k_podcast, 60, 0), ("lecture_course", k_lecture, 50, 0), ("audio_drama", k_audio_drama, 25, 0),
    ("sermon", k_sermon, 20, 0), ("sports_match", k_match, 45, 0), ("news_broadcast", k_news, 30, 0),
    ("personal_collection", k_personal, 40, 0), ("fan_edit", k_fanedit, 20, 0), ("radio_show", k_radio, 40, 0),
    ("adlike_work", k_adlike, 100, 0)]

# ---------------------------------------------------------------------------
# Assembly
# ---------------------------------------------------------------------------

def clean_ok(t):
    return t and "\t" not in t and "\r" not in t and "\n" not in t and t == t.strip()

def build():
    r = random.Random(SEED)
    seen = set()
    rows = []
    stats = {"foreign": 0, "noised": 0}

    def add(label, fam, t):
        if not clean_ok(t) or t in seen:
            return False
        seen.add(t)
        rows.append((label, fam, t))
        return True

    tags = {t[0]: t[1:] for t in AD_TAGS}
    for intent, base in JUNK_BLOCKS:
        cands = list(base)
        if intent in JUNK_EXTRA:
            fn, n = JUNK_EXTRA[intent]
            got, tries = 0, 0
            while got < n and tries < 500:
                tries += 1
                c = fn(r)
                if c not in cands:
                    cands.append(c)
                    got += 1
        tg = tags.get(intent, [])
        for i in range(len(tg) + 1 if tg else 0):
            cands.append(bait_release(r, tg[i % len(tg)]))
        foreign_lines = [c for c in cands if c.startswith("@")]
        keep = r.sample(foreign_lines, min(len(foreign_lines), 2 + (r.random() < 0.25)))
        cands = [c for c in cands if not c.startswith("@") or c in keep]
        for c in cands:
            foreign = c.startswith("@") and c[3:4] == " "
            if foreign:
                c = c[4:]
            for attempt in range(8):
                t = apply_noise(r, c, intent) if (attempt > 0 or r.random() < 0.66) else c
                if add("junk", "junk:" + intent, t):
                    stats["foreign"] += foreign
                    stats["noised"] += t != c
                    break
    for kind, fn, target, structured in LEGIT_KINDS:
        got, tries = 0, 0
        while got < target and tries < target * 60:
            tries += 1
            t = fn(r)
            if kind != "obfuscated_readable" and r.random() < (0.08 if structured else 0.03):
                t = shell(r, t)
            if add("legit", "legit:" + kind, t):
                got += 1
    r.shuffle(rows)
    return rows, stats

def main():
    rows, stats = build()
    data = "".join("%s\t%s\t%s\n" % row for row in rows)
    with open(OUT_PATH, "w", encoding="utf-8", newline="") as fh:
        fh.write(data)
    counts = {}
    order = []
    for label, fam, _ in rows:
        if fam not in counts:
            counts[fam] = 0
            order.append(fam)
        counts[fam] += 1
    nj = sum(1 for row in rows if row[0] == "junk")
    print("wrote %s: %d rows (%d junk, %d legit); junk foreign-language %d, junk noised %d"
          % (OUT_PATH, len(rows), nj, len(rows) - nj, stats["foreign"], stats["noised"]))
    for fam in sorted(order):
        print("%5d  %s" % (counts[fam], fam))

if __name__ == "__main__":
    main()
