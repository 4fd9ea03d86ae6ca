#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Blind held-out evaluation split "fresh14" for the junk-title filter.

How it was written
------------------
Written from the writer's own general knowledge of Usenet binary groups,
scene/P2P release naming and the spam seen in those groups and on indexers.
The blind rules were followed: nothing on the machine was opened, listed,
grepped or run apart from this generator and its own output file; no git,
no search tool, no web or library lookup; no filter was run, and no title
was added, dropped or reworded because of any tool's opinion.

Output format
-------------
fresh14.tsv next to this file, no header, one row per title:
    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>";
GROUP is the newsgroup a crawler would plausibly read the title in.
Titles are unique; no tabs or newlines inside fields; rows are shuffled.

Determinism
-----------
One random.Random(SEED) drives everything; only lists and insertion-ordered
dicts are iterated (sets are used only for membership), so two runs give
byte-identical output. Counts per label and family are printed to stdout.

Taxonomy (rough counts; the exact ones are printed when run)
-------------------------------------------------------------
junk (~900): pharmacy, supplement, money_scam (loans/forex/MLM), crypto_scam,
phishing (incl. impersonation of banks/couriers/providers), codec_bait
(fake codec/player/DRM, password and survey bait), malware_disguise
(programs posing as video/documents), fake_stream (free-movie / live-sport
streaming sites), crack_ad (keys, cracked accounts, generators), adult_ad
(dating/cam/escort), advance_fee (419, lottery, inheritance), seo_data
(followers, backlinks, lead lists, data selling), fake_documents, job_scam,
proselytizing, conspiracy, chain_letter, noise, flood, offtopic (chatter,
flames, rants, classifieds), service_ad (IPTV/VPN/provider/invite selling),
hacking_service, gambling, tech_support, replica.  Roughly 12-15% of junk
is in languages other than English.  Surfaces vary: plain sentences, caps,
alternating case, spaced letters, leetspeak, Cyrillic/Greek look-alikes,
odd separators, padding, Re:/Fwd:, emoji, URLs (some defanged), phone /
Telegram / WhatsApp handles, yEnc posting shells, spam dressed as releases.

legit (~2100): about two thirds structured release names (tv_scene, tv_p2p,
tv_daily, tv_pack, movie_scene, movie_p2p, movie_remux, movie_foreign,
anime_fansub, music_scene, music_flac, music_discography, music_vinyl,
audiobook, ebook, comic, magazine, software, os_image, game_scene, game_gog,
game_repack, game_console, sports, documentary, xxx_scene, nonlatin_release,
obfuscated, aux_files), about a quarter without release structure
(bare_title, song, podcast, lecture, sermon, radio_drama, news, personal,
fan_edit, request, nonlatin_bare), and ~4% adlike_real: real works whose
names read like ads, warnings, questions, greetings, money advice or appeals.
Some structured names are wrapped in yEnc posting shells.

Labelling conventions
---------------------
* A real upload is legit whatever its content (XXX, cracked software posted
  as software, installers, codec packs posted as software, repacks).
* Requests and repost requests for real works are legit; chatter, flames,
  greetings to the group, complaints and classifieds are junk:offtopic.
* Obfuscated uploads (random/hashed/UUID-like names, with or without a
  readable subject) and par2/nzb/sfv/nfo posts are legit.
* Noise (tests, keyboard mash, bumps) and floods are junk.
* A video/movie name whose file is an .exe/.scr/.lnk or a wmv needing a
  licence, or whose "password" is on a website, is junk.
* Religious or political material is legit when it is a recording of a real
  sermon/lecture/broadcast, junk when it is a flood/appeal aimed at readers.
"""
import os
import random
import re

SEED = 61803398
R = random.Random(SEED)

ROWS = []
SEEN = set()


def clean(s):
    return s.replace("\t", " ").replace("\r", " ").replace("\n", " ").strip()


def add(label, family, title, group):
    t = clean(title)
    if not t or t in SEEN:
        return False
    SEEN.add(t)
    ROWS.append((label, family, t, group))
    return True


def pick(seq):
    return seq[R.randrange(len(seq))]


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


def fill(label, family, n, fn):
    got = 0
    tries = 0
    while got < n and tries < n * 40:
        tries += 1
        t, g = fn()
        if add(label, family, t, g):
            got += 1
    return got


def hexs(n, upper=False):
    s = "".join(pick("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


def alnum(n):
    return "".join(pick("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


def dots(s, sep="."):
    s = s.replace("&", "and")
    for ch in ":'’,!?()\"":
        s = s.replace(ch, "")
    return sep.join(s.split())


BUSY = [
    "alt.binaries.boneless", "alt.binaries.teevee", "alt.binaries.misc", "alt.binaries.multimedia",
    "alt.binaries.movies.divx", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.x264",
    "alt.binaries.cores", "alt.binaries.mom", "alt.binaries.dvd", "alt.binaries.erotica",
    "alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.binaries.games", "alt.binaries.warez",
    "alt.binaries.pictures", "alt.binaries.anime", "alt.binaries.moovee", "alt.binaries.tv",
    "alt.binaries.etc", "alt.binaries.test", "alt.binaries.nl", "alt.binaries.sounds.flac",
    "alt.binaries.documentaries", "alt.binaries.apps", "alt.binaries.audiobooks", "alt.binaries.bloaf",
    "alt.binaries.ath", "alt.binaries.u-4all", "alt.binaries.frogs", "alt.binaries.town",
]

NETS = ["#a.b.teevee@EFNet", "#altbin@EFNet", "#a.b.moovee@EFNet", "#a.b.inner-sanctum@EFNet",
        "#a.b.erotica@EFNet", "#a.b.mp3@EFNet", "#a.b.cd.image@EFNet"]


def shell(subject, fname, style=None):
    total = R.randint(3, 90)
    part = R.randint(1, total)
    segs = R.randint(1, 320)
    seg = 1 if R.random() < 0.8 else R.randint(1, segs)
    if style is None:
        style = R.randrange(9) if subject else pick([0, 3])
    if style == 0:
        return f'[{part}/{total}] - "{fname}" yEnc ({seg}/{segs})'
    if style == 1:
        return f'{subject} [{part:02d}/{total:02d}] - "{fname}" yEnc ({seg}/{segs})'
    if style == 2:
        return f'({subject}) [{part}/{total}] - "{fname}" yEnc'
    if style == 3:
        return f'"{fname}" yEnc ({seg}/{segs})'
    if style == 4:
        return f'[{R.randint(10000, 999999)}]-[FULL]-[{pick(NETS)}]-[ {subject} ]-[{part:02d}/{total:02d}] - "{fname}" yEnc ({seg}/{segs})'
    if style == 5:
        size = f"{R.randint(1, 999)},{R.randint(0, 99):02d} {pick(['MB', 'GB', 'KB'])}"
        return f'{subject} [{part}/{total}] - "{fname}" - {size} - yEnc ({seg}/{segs})'
    if style == 6:
        return f'{subject} - [{part:03d}/{total:03d}] - "{fname}" yEnc ({seg}/{segs})'
    if style == 7:
        return f'<{subject}> [{part}/{total}] "{fname}" yEnc'
    return f'{subject} "{fname}" yEnc ({seg}/{segs})'


def rel_file(rel):
    k = R.randrange(11)
    if k < 3:
        return f"{rel}.part{R.randint(1, 45):02d}.rar"
    if k == 3:
        return f"{rel}.r{R.randint(0, 70):02d}"
    if k == 4:
        return f"{rel}.rar"
    if k == 5:
        a = R.randint(0, 60)
        return f"{rel}.vol{a:02d}+{R.randint(1, 32):02d}.par2"
    if k == 6:
        return f"{rel}.par2"
    if k == 7:
        return f"{rel}.7z.{R.randint(1, 30):03d}"
    if k == 8:
        return f"{rel}.nfo"
    if k == 9:
        return f"{rel}.sfv"
    return f"{rel}.mkv"


def maybe_shell(rel, p=0.22):
    if R.random() < p:
        return shell(rel, rel_file(rel))
    return rel


# ---------------------------------------------------------------- junk surface transforms
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "Ο", "P": "Р", "C": "С", "B": "В", "H": "Н", "K": "К",
        "M": "М", "T": "Т", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7", "A": "@", "E": "3", "I": "1", "O": "0", "S": "5"}


def t_homo(s, fam):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.45 else c for c in s)


def t_leet(s, fam):
    return "".join(LEET[c] if c in LEET and R.random() < 0.5 else c for c in s)


def t_upper(s, fam):
    return s.upper()


def t_lower(s, fam):
    return s.lower()


def t_title(s, fam):
    return " ".join(w[:1].upper() + w[1:] for w in s.split(" "))


def t_alt(s, fam):
    return "".join(c.upper() if R.random() < 0.5 else c.lower() for c in s)


def t_spaced(s, fam):
    words = s.split(" ")
    k = min(len(words), R.randint(1, 3))
    head = "   ".join(" ".join(w) for w in words[:k])
    return (head + "  " + " ".join(words[k:])).strip()


def t_seps(s, fam):
    sep = pick([".", "_", "~", "|", " | ", "-", "·", "/", "+", "*", " . ", "__", "•"])
    return sep.join(s.split())


PADS = [("== ", " =="), (">>> ", " <<<"), ("*** ", " ***"), ("!!! ", " !!!"), ("[", "]"),
        ("~~~ ", " ~~~"), ("### ", ""), ("", " ............"), (">>>>>>>>>> ", ""),
        ("_-_-_ ", " _-_-_"), ("((( ", " )))"), ("", " !!!!!!!!"), ("$$$ ", " $$$"),
        ("", "                               ."), ("-=[ ", " ]=-"), ("»»» ", " «««"),
        ("【", "】"), ("", " - - - - - - - -"), ("NEW!! ", ""), ("", " (HOT)"), ("A+++ ", "")]


def t_pad(s, fam):
    a, b = pick(PADS)
    return a + s + b


def t_re(s, fam):
    return pick(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "AW: ", "TR: ", "RV: ", "Fw: Re: ", "Re[2]: ", "WG: "]) + s


EMO = ["🔥", "💊", "💰", "✅", "👉", "💯", "🚀", "❤️", "😍", "⚠️", "🎁", "💵", "📈", "⭐", "🍆", "💋",
       "🤑", "📢", "👇", "✨", "🔞", "💎", "📲", "🙏", "🎰"]


def t_emoji(s, fam):
    e = "".join(pick(EMO) for _ in range(R.randint(1, 3)))
    k = R.randrange(3)
    if k == 0:
        return e + " " + s
    if k == 1:
        return s + " " + e
    return e + s + e


TAILS = {}
GEN_TAILS = ["visit www.bestdeals-now.top", "hxxps://bit[.]ly/3xQ9aZ", "t.me/promo_channel_vip",
             "WhatsApp +44 7700 900412", "click here >> www.offer-zone.info", "more at onlineshop24 dot biz",
             "http://tinyurl.com/y7kq2m9", "PM me for details", "email: offers.desk@protonmail.com",
             "www . free-gifts-now . xyz"]


def t_tail(s, fam):
    sep = pick([" ", " - ", " | ", " >> ", " :: ", " ... ", " — "])
    return s + sep + pick(TAILS.get(fam, GEN_TAILS))


def t_shell(s, fam):
    slug = re.sub(r"[^A-Za-z0-9]+", "_", s).strip("_")[:48] or alnum(12)
    ext = pick([".html", ".txt", ".jpg", ".exe", ".zip", ".rar", ".url", ".htm", ".pdf", ".gif", ".nfo", ".mp4", ".avi", ".png"])
    subj = s if R.random() < 0.55 else ""
    return shell(subj, slug + ext)


def t_release(s, fam):
    words = re.findall(r"[A-Za-z0-9$]+", s)[:9]
    if len(words) < 2:
        return s
    stem = ".".join(w[:1].upper() + w[1:] for w in words)
    return stem + pick([".1080p.WEB-DL.x264", ".720p.HDTV.x264", ".XviD", ".MULTi.1080p.BluRay.x264", ".2160p.WEB.H265",
                        ".WEB.h264", "", ".PROPER.720p", ".DVDRip", ".MP3.320kbps", ".EPUB"]) + "-" + pick(
        ["RARBG", "SPARKS", "YIFY", "FGT", "EVO", "GalaxyRG", "PSA", "ION10", "NTb", "SMURF", "ENRiCH", "KiNGS", "P2P"])


TRANS = [(t_upper, 6), (t_alt, 3), (t_spaced, 2), (t_leet, 4), (t_homo, 4), (t_seps, 4), (t_pad, 5),
         (t_re, 4), (t_emoji, 5), (t_tail, 7), (t_shell, 5), (t_release, 2), (t_title, 3), (t_lower, 3)]

JGROUPS = {}


def jgroup(fam):
    extra = JGROUPS.get(fam, [])
    if extra and R.random() < 0.35:
        return pick(extra)
    return pick(BUSY)


def junk_base(fam, bases, counts=(1, 2, 2, 3), plain_p=0.55):
    for base in bases:
        n = pick(list(counts))
        for i in range(n):
            s = base
            if not (i == 0 and R.random() < plain_p):
                k = 1 if R.random() < 0.65 else 2
                for _ in range(k):
                    s = wpick(TRANS)(s, fam)
            add("junk", fam, s, jgroup(fam))


def finish():
    here = os.path.dirname(os.path.abspath(__file__))
    rows = list(ROWS)
    R.shuffle(rows)
    with open(os.path.join(here, "fresh14.tsv"), "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            for f in row:
                assert "\t" not in f and "\n" not in f
            fh.write("\t".join(row) + "\n")
    labels = {}
    fams = {}
    for lab, fam, _, _ in rows:
        labels[lab] = labels.get(lab, 0) + 1
        fams[fam] = fams.get(fam, 0) + 1
    for lab in sorted(labels):
        print(f"{lab}\t{labels[lab]}")
    print(f"families\t{len(fams)}")
    for fam in sorted(fams):
        print(f"{fam}\t{fams[fam]}")
    print(f"total\t{len(rows)}")


# ---------------------------------------------------------------- junk: hand-written bases
TAILS["junk:pharmacy"] = ["www.rx-meds24.com", "hxxp://cheap-pills[.]ru", "order at pillsdirect dot net",
                          "WhatsApp +44 7700 900431", "Telegram @rxplug_official", "www.canada-drugs-online.biz",
                          "http://meds4less.su/order", "wickr: painfreemeds"]
TAILS["junk:supplement"] = ["www.keto-slim-official.com", "official site >> slimfast-pro.shop", "hxxps://vigrx-deal[.]store",
                            "bit.ly/flatbelly7", "limited offer at naturecure dot online"]
TAILS["junk:money_scam"] = ["www.cashfromhome.biz", "Telegram: @forex_king_signals", "WhatsApp +1 555 0147 889",
                            "hxxp://quick-loan-approve[.]com", "apply: easyloans24 dot net", "DM @richlife_mentor"]
TAILS["junk:crypto_scam"] = ["t.me/btc_doubler_official", "claim at elon-x-giveaway.com", "hxxps://airdrop-claim[.]app",
                             "Telegram @CryptoWhaleSignals", "wallet: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"]
TAILS["junk:phishing"] = ["hxxps://secure-login-verify[.]com", "http://paypal.com.account-verify.info",
                          "https://netfIix-billing.support", "www.appleid-unlock.help", "verify at bankofamerica-secure dot net"]
TAILS["junk:crack_ad"] = ["www.cheapkeys4u.shop", "t.me/softkeys_store", "download >> crackzone.top",
                          "hxxp://fullversion-free[.]net", "keys at licensehub dot xyz"]
TAILS["junk:adult_ad"] = ["www.hotdate-local.com", "chat now >> meetsexy.club", "hxxps://camgirls-free[.]live",
                          "Telegram @lonely_anna_23", "whatsapp +31 6 1234 5678", "snap: katie_xo_22"]
TAILS["junk:seo_data"] = ["www.smmpanel-cheap.com", "Telegram @leads_data_shop", "skype: seo.expert.rank1",
                          "hxxps://buyfollowers[.]pro", "contact seoboost dot agency"]
TAILS["junk:fake_documents"] = ["WhatsApp +1 (555) 301-2277", "Telegram @docsmaster", "www.realdocs-online.com",
                                "email: registered.docs@gmail.com", "wickr me: docsplug"]
TAILS["junk:service_ad"] = ["www.iptv-premium-4k.tv", "t.me/iptv_reseller", "hxxps://usenet-deal[.]net",
                            "free trial: streamking dot top", "WhatsApp +49 151 0000 4411"]
TAILS["junk:hacking_service"] = ["Telegram @hackerpro_247", "email hirehacker@protonmail.com", "WhatsApp +1 555 0193 228",
                                 "onion link in profile", "icq 7741203"]
TAILS["junk:gambling"] = ["www.slot88gacor.vip", "t.me/fixedmatch_vip", "daftar: bit.ly/maxwin88", "hxxps://casino-bonus[.]win"]
TAILS["junk:tech_support"] = ["call 1-888-555-0123", "+1 (877) 555 0199", "toll free 1.844.555.0172", "1-8OO-555-O142",
                              "☎ +1 855 555 0110"]
TAILS["junk:replica"] = ["www.replica-watches-aaa.com", "shop at luxbags-outlet dot net", "whatsapp +86 138 0013 8000",
                         "hxxp://cheapjordans[.]cn"]
TAILS["junk:job_scam"] = ["apply: jobs-remote-now.com", "WhatsApp +62 812 0000 3321", "Telegram @hr_recruiter_anna",
                          "send CV to careers.hiring.desk@gmail.com"]
TAILS["junk:advance_fee"] = ["reply to: barrister.johnson@outlook.com", "contact: mrs.grace.williams@yahoo.com",
                             "email claims.agent.uk@gmail.com", "call +234 803 000 1122"]

JGROUPS["junk:pharmacy"] = ["alt.binaries.sounds.mp3", "alt.binaries.pictures.erotica", "alt.binaries.e-book", "alt.binaries.games"]
JGROUPS["junk:adult_ad"] = ["alt.binaries.erotica", "alt.binaries.pictures.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.erotica.divx"]
JGROUPS["junk:crack_ad"] = ["alt.binaries.warez", "alt.binaries.apps", "alt.binaries.ibm-pc.warez", "alt.binaries.games", "alt.binaries.cd.image"]
JGROUPS["junk:codec_bait"] = ["alt.binaries.movies.divx", "alt.binaries.moovee", "alt.binaries.hdtv.x264", "alt.binaries.dvd", "alt.binaries.movies"]
JGROUPS["junk:malware_disguise"] = ["alt.binaries.movies.divx", "alt.binaries.moovee", "alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.e-book"]
JGROUPS["junk:fake_stream"] = ["alt.binaries.moovee", "alt.binaries.movies", "alt.binaries.multimedia.sports", "alt.binaries.hdtv"]
JGROUPS["junk:noise"] = ["alt.binaries.test", "alt.binaries.test.yenc", "alt.binaries.misc"]
JGROUPS["junk:flood"] = ["alt.binaries.test", "alt.binaries.sounds.mp3", "alt.binaries.pictures.misc"]
JGROUPS["junk:offtopic"] = ["alt.binaries.sounds.mp3", "alt.binaries.teevee", "alt.binaries.e-book", "alt.binaries.sounds.flac", "alt.binaries.anime"]
JGROUPS["junk:gambling"] = ["alt.binaries.multimedia.sports", "alt.binaries.sports"]
JGROUPS["junk:service_ad"] = ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.multimedia.sports"]

junk_base("junk:pharmacy", [
    "Buy Viagra online no prescription needed - discreet shipping",
    "Cialis 20mg x 90 pills only $69 - overnight delivery",
    "CHEAP MEDS - Xanax Valium Tramadol Oxycodone no RX",
    "Canadian pharmacy: 80% off brand and generic meds",
    "Order Adderall without prescription, next day to your door",
    "Tramadol 100mg FedEx overnight no doctor",
    "Levitra Kamagra Super P-Force at wholesale prices",
    "Ambien (zolpidem) for sleep - we ship worldwide no questions",
    "Hydrocodone 10/325 available now, pay with bitcoin",
    "Phentermine 37.5 - lose 30 lbs in 30 days - no script",
    "Generic Propecia & Finasteride - stop hair loss today",
    "Ozempic / semaglutide pens in stock without prescription",
    "Valium Diazepam 10mg Roche - stealth packaging EU to EU",
    "Modafinil smart drug - order 200 tabs, ships tomorrow",
    "Buy Oxycontin 80mg online legit vendor reship guaranteed",
    "Online drugstore: free pills with every order",
    "Your pharmacy order #88213 is ready - claim your 40% discount",
    "Pain relief without prescription - Percocet Norco Dilaudid",
    "V1AGRA C1AL1S best price!!!",
    "antibiotics amoxicillin ciprofloxacin no rx worldwide",
    "Xanax bars 2mg - telegram ordering only",
    "Men's health store - ED pills from $0.79 per pill",
    "Lorazepam, clonazepam, alprazolam - best vendor 2024",
    "Steroids for sale - Anavar, Dianabol, test cypionate",
    "Potenzmittel ohne Rezept günstig kaufen - diskreter Versand",
    "Acheter Viagra sans ordonnance, livraison rapide et discrète",
    "Comprar Cialis sin receta envío discreto 24h",
    "Viagra generico senza ricetta - spedizione gratuita",
    "Купить Виагру без рецепта с доставкой",
    "Tabletki na potencję bez recepty - tanio i dyskretnie",
    "Comprar remédios controlados sem receita - entrega rápida",
])

junk_base("junk:supplement", [
    "Doctors HATE him! One weird trick melts belly fat overnight",
    "Keto Burn Xtreme - drop 2 dress sizes in 2 weeks",
    "Male enhancement pills - gain 3 inches guaranteed or money back",
    "VigRX Plus official site - 67% off today only",
    "Garcinia Cambogia pure extract FREE TRIAL just pay shipping",
    "The nutrition secret big pharma doesn't want you to know",
    "Testosterone booster - feel 20 again, order now",
    "CBD gummies cure anxiety, arthritis and diabetes - as seen on Shark Tank",
    "Lose 15kg without diet or exercise - natural Japanese formula",
    "Hair regrowth serum: results in 7 days, clinically proven",
    "Blood sugar miracle: reverse type 2 diabetes in 3 weeks",
    "Brain pill boosts memory 300% - limited stock",
    "Anti-aging cream the celebrities use - free sample",
    "HGH spray - build muscle while you sleep",
    "Prostate formula doctors recommend - 1 capsule a day",
    "Penis enlargement - real results - discreet package",
    "Detox tea for a flat tummy - 50% off with code USENET",
    "Turmeric gold capsules: the joint pain fix pharma buried",
    "This 10-second ritual burns 1 lb of fat every day",
    "Abnehmen ohne Diät - 10 Kilo in 2 Wochen mit diesem Trick",
    "Perdez 10 kilos en un mois sans régime - méthode naturelle",
    "Pastillas para adelgazar rápido - resultados garantizados",
    "Snel afvallen zonder dieet - bestel nu met korting",
    "Похудеть на 20 кг за месяц без диет и спорта",
    "Emagreça 10kg em 30 dias com cápsulas naturais",
])

junk_base("junk:money_scam", [
    "Make $5,000 a week from home - no experience needed",
    "Guaranteed loan approval - bad credit OK - cash in 1 hour",
    "Forex signals with 95% accuracy - join our VIP group",
    "Turn $250 into $10,000 with this automated trading robot",
    "Payday loans up to $1500 - no credit check, instant deposit",
    "I made $17,432 last month just clicking ads - here's how",
    "Binary options secret system - never lose a trade again",
    "Debt relief program - erase your credit card debt legally",
    "Become a millionaire in 90 days - free webinar, seats left",
    "Passive income blueprint - copy my system $$$",
    "Private investors wanted - 30% monthly ROI guaranteed",
    "Gold IRA - protect your savings before the dollar collapses",
    "Earn money online while you sleep - 100% legit no scam",
    "Cash App money flip - send $100 get $1000 back",
    "Stock alert: this penny stock will explode 1000% on Monday",
    "Free grant money - the government owes you up to $25,000",
    "Credit repair - 800 score in 30 days or your money back",
    "Secret millionaire system - only 7 spots remaining",
    "Refinance now at record low rates and save $$$ every month",
    "Home business opportunity - be your own boss from day one",
    "Schnell Geld verdienen von zu Hause - 500 Euro am Tag",
    "Gagnez de l'argent facilement depuis chez vous",
    "Préstamos rápidos sin aval ni nómina - dinero en 24h",
    "Guadagna 3000 euro al mese da casa, senza esperienza",
    "Snel geld lenen zonder BKR toetsing",
    "Szybka pożyczka bez BIK - decyzja w 5 minut",
    "Evden para kazanmanın en kolay yolu",
    "Cara cepat dapat uang dari rumah 100% terbukti",
])

junk_base("junk:crypto_scam", [
    "Bitcoin doubler - send 0.1 BTC receive 0.2 BTC in 24h",
    "Elon Musk crypto giveaway - 5000 BTC to the community",
    "New token presale - 100x guaranteed, get in before the Binance listing",
    "Free USDT airdrop - connect your wallet to claim",
    "Crypto mining pool pays 3% daily - withdraw anytime",
    "Recover lost crypto - hacked wallet recovery expert",
    "Bitcoin private key finder 2024 - wallets with balance",
    "Ethereum flash loan arbitrage bot - $2000 per day",
    "Join my pump group - next coin moons tonight",
    "MetaMask: your wallet will be suspended, verify your seed phrase",
    "Cloud mining contract lifetime 10 TH/s FREE",
    "Flash USDT software - send tether that shows in any wallet",
    "Crypto mentor - I turned 500 into 50k, DM me",
    "Claim your $PEPE2 airdrop before it ends",
    "wallet.dat with 12 BTC inside - password unknown - cheap",
    "Заработок на криптовалюте от 1000$ в день",
    "Gana bitcoins gratis cada día - retiro inmediato",
    "Bitcoin Trader Erfahrungen - so wurde ich in 3 Monaten reich",
    "比特币投资 日赚千元 稳赚不赔",
    "Đầu tư tiền ảo lãi 5% mỗi ngày",
])

junk_base("junk:phishing", [
    "Your account has been suspended - verify your identity now",
    "PayPal: unusual activity detected, confirm your information",
    "Netflix payment failed - update billing details to keep watching",
    "Apple ID locked for security reasons - unlock here",
    "Your Usenet subscription expires today - renew to avoid data loss",
    "IRS tax refund pending: submit the form to receive $1,284.00",
    "Amazon order #113-4482 cancelled - click to dispute",
    "DHL: your parcel is on hold, pay the 1.99 customs fee",
    "Microsoft 365 password expires in 24 hours - keep same password",
    "Bank of America alert: confirm your card ending 4417",
    "Your mailbox is full - upgrade storage now",
    "Wells Fargo online banking: action required",
    "Your Steam account will be deleted - log in to confirm",
    "HMRC: you are eligible for a tax rebate of £346.20",
    "Royal Mail: we missed you - reschedule your delivery",
    "Newshosting account verification required within 48 hours",
    "Facebook security: someone tried to log into your account",
    "Coinbase: withdrawal of 0.84 BTC initiated - cancel if this was not you",
    "Ihr Sparkassen-Konto wurde gesperrt - jetzt bestätigen",
    "Votre colis est en attente - frais de livraison 2,99 EUR",
    "Uw ING rekening is geblokkeerd, verifieer uw gegevens",
    "Poste Italiane: la tua carta è stata bloccata",
    "Correos: su paquete no pudo ser entregado",
    "InPost: dopłata do przesyłki 1,50 zł",
])

junk_base("junk:codec_bait", [
    "To play this file download the latest codec from our site",
    "Password for the rar is at www.getrarpass.info",
    "Complete a short survey to unlock the password",
    "Install XviD Player Pro to watch this movie in HD",
    "This video requires a Windows Media DRM license - get license here",
    "Download HD codec pack v5.2 - required to view",
    "rar password inside readme.txt - visit sponsor to get it",
    "Full movie - needs the free AVS player (link in nfo)",
    "PASSWORD: see website for the password",
    "Unlock code via SMS - text WATCH to 88222",
    "Video codec update required - click OK to install",
    "Get password - human verification required",
    "Watch in HD: install the media converter plugin first",
])

junk_base("junk:crack_ad", [
    "Windows 10 Pro activation key only $9.99 - instant email delivery",
    "All Adobe software cracked - lifetime - download now",
    "Office 2021 Pro Plus retail key, cheapest on the net",
    "Free Steam keys generator 2024 working",
    "Fortnite V-Bucks generator no human verification",
    "GTA 5 free download full version PC highly compressed",
    "Keygen for every software - one site",
    "Spotify Premium APK free forever",
    "Robux generator free 100% working",
    "Netflix premium accounts cheap - lifetime warranty",
    "Cracked accounts shop: Disney+ HBO Spotify Crunchyroll",
    "AutoCAD 2024 license key original cheap",
    "Antivirus keys 1 year - Norton / Kaspersky / McAfee - 5 EUR",
    "Full version software bundle - 500 programs in 1 download",
    "Windows 11 Schlüssel günstig kaufen 4,99 €",
    "Descargar Office 2021 gratis full crack activado",
    "Baixar jogos de PC grátis completos crackeados",
    "Ключи активации Windows и Office дешево",
    "Clé Windows 10 Pro pas chère - livraison immédiate",
])

junk_base("junk:adult_ad", [
    "Hot singles in your area want to meet tonight",
    "Bored housewives looking for discreet fun - no signup",
    "She sent you 3 private photos - click to view",
    "Live webcam girls 24/7 - free tokens on signup",
    "Meet lonely women near you - 100% free dating",
    "Beautiful Russian brides seeking western men",
    "Fuckbuddy finder - find someone in 5 minutes",
    "Anna (23) wants to chat with you",
    "Unlock my OnlyFans for free - link in bio",
    "Escort service 24h incall outcall - call now",
    "Adult chat lines - first 30 minutes free",
    "Your secret admirer left you a message",
    "Click here for FREE XXX passwords",
    "Sugar daddy wants to spoil you - $500 weekly allowance",
    "Mature dating - members in your town online now",
    "Heiße Hausfrauen aus deiner Umgebung suchen Sex",
    "Rencontres coquines près de chez vous - gratuit",
    "Chicas solteras cerca de ti quieren conocerte",
    "Donne sole in cerca di incontri nella tua città",
    "Sexdate in jouw regio - gratis inschrijven",
    "Знакомства для взрослых без регистрации",
    "Samotne kobiety z Twojej okolicy czekają",
])

junk_base("junk:advance_fee", [
    "URGENT BUSINESS PROPOSAL - STRICTLY CONFIDENTIAL",
    "Congratulations! Your email won 1,500,000 GBP in the UK National Lottery",
    "Dearest beloved, I am Mrs. Grace Williams and I am dying of cancer",
    "Inheritance claim: you are the beneficiary of late Mr. James Brown",
    "From the desk of Barrister Michael Johnson, Esq.",
    "ATTN: Fund Transfer of $15.5 Million USD",
    "Compensation payment of $2.5 million for scam victims - UN approved",
    "I am a soldier in Syria with a consignment box of $8.2M",
    "Microsoft Lottery Award winner notification",
    "Your ATM visa card of $1.5M is ready for delivery",
    "Kindly reply for more details - Dr. Ibrahim Musa, Central Bank",
    "PARTNERSHIP REQUEST FROM A WIDOW IN BURKINA FASO",
    "Unclaimed funds in your name - reply with your full details",
    "Coca Cola promo award: you have won $850,000",
    "Bonjour, je suis une veuve et je souhaite faire un don",
    "Herencia pendiente a su nombre - responda urgente",
    "Sie haben 500.000 Euro gewonnen - Gewinnbenachrichtigung",
    "Prezado, tenho uma proposta de negócio confidencial",
])

junk_base("junk:seo_data", [
    "Buy 10,000 Instagram followers for $5 - real and active",
    "Backlinks DA 90+ - rank #1 on Google in 30 days",
    "YouTube views, likes and subscribers - cheapest panel",
    "Email list 50 million USA consumers - fresh 2024",
    "SEO services - guaranteed first page ranking",
    "TikTok followers instant delivery - SMM panel",
    "B2B leads database - CEOs and decision makers with emails",
    "Buy Google reviews 5 stars - non-drop",
    "Guest posts on high authority sites - $20 each",
    "Verified Facebook ads accounts for sale",
    "Gmail PVA accounts in bulk - aged 2019",
    "Spotify plays for artists - 1 million streams",
    "Web traffic 100k visitors/month - targeted by country",
    "Mass mailer service - 1M emails per day, inbox guaranteed",
    "Scraped LinkedIn profiles 20M records CSV",
    "Aged Twitter/X accounts with followers for sale",
    "Продвижение сайтов в топ Яндекса и Google",
    "Instagram Follower kaufen - echte deutsche Follower",
    "Comprar seguidores Instagram baratos",
    "专业SEO优化 快速排名 首页保证",
    "Jasa SEO murah garansi halaman 1 Google",
])

junk_base("junk:fake_documents", [
    "Buy real and fake passports, driver's licenses, ID cards",
    "Registered IELTS/TOEFL certificates without exam",
    "Counterfeit money for sale - undetectable grade A euros",
    "University degrees and diplomas - verifiable - any country",
    "SSN, green card, residence permit - legit documents",
    "Fake bank statements and pay stubs - instant",
    "Novelty ID cards scannable all states",
    "Buy an EU driving licence without a test",
    "Clone cards / CVV dumps with PIN - high balance",
    "Undetectable counterfeit USD 100 bills - shipping worldwide",
    "Schengen visa without appointment - guaranteed",
    "Führerschein kaufen ohne Prüfung - echt registriert",
    "Acheter permis de conduire sans examen",
    "Comprar carnet de conducir registrado",
    "Comprare patente di guida B senza esame",
    "Rijbewijs kopen zonder examen",
])

junk_base("junk:job_scam", [
    "Work from home - data entry - $45/hour - start today",
    "Mystery shoppers needed - get paid to shop",
    "Package reshipping agent - weekly pay",
    "Hiring now: payment processing assistant, part-time remote",
    "Typing jobs - earn $500 a day typing captchas",
    "Remote workers wanted - apply with $0, start tomorrow",
    "Like YouTube videos and get paid - simple task job",
    "Online assistant wanted, 2 hours/day, no interview",
    "Become a money transfer agent - 10% commission",
    "Envelope stuffing jobs - $3 per envelope",
    "Recruiter here: we saw your CV, salary 800 USDT/week",
    "Nebenjob von zu Hause - 50 Euro pro Stunde",
    "Trabajo desde casa sin experiencia - gana 2000 euros",
    "Thuiswerk gezocht - verdien 300 euro per dag",
    "Lowongan kerja online paruh waktu - gaji harian",
    "Trabalhe em casa e ganhe R$ 300 por dia",
])

junk_base("junk:proselytizing", [
    "JESUS IS COMING SOON - REPENT AND BE SAVED",
    "The end times are here - read Revelation before it's too late",
    "Accept the one true God today - read the Quran",
    "Are you saved? Eternal hell awaits the unbelievers",
    "GOD LOVES YOU - John 3:16 - turn from your sins",
    "The Mark of the Beast is here - do not take the chip",
    "Free Bible study - the truth they hide from you",
    "You will die one day. Where will you spend eternity?",
    "Cristo viene pronto - arrepiéntete",
    "Jesus te ama - aceite Jesus hoje",
], counts=(1, 2, 2))

junk_base("junk:conspiracy", [
    "Chemtrails are poisoning you - wake up sheeple",
    "5G towers spread the virus - share before it's deleted",
    "The moon landing was faked - proof inside",
    "Flat earth: NASA lies exposed",
    "New World Order plan revealed - 2030 depopulation agenda",
    "Vaccines contain microchips - doctors confess",
    "HAARP weather weapon caused the hurricane",
    "Reptilians run the government - they were right all along",
    "9/11 was an inside job - open your eyes",
    "They put fluoride in the water for mind control",
    "Nibiru will hit Earth in December - prepare now",
    "Die Wahrheit über Chemtrails - sie vergiften uns",
    "Le vaccin contient du graphène - la vérité cachée",
    "Правда о вышках 5G - они убивают нас",
], counts=(1, 2, 2))

junk_base("junk:chain_letter", [
    "Forward this to 10 people or have bad luck for 7 years",
    "THIS IS NOT A JOKE - send to everyone you know",
    "Bill Gates will pay you $245 for every person you forward this to",
    "WARNING: do not open any post titled 'Happy Birthday' - virus",
    "Hotmail will start charging unless you forward this message",
    "Little Jessica needs your help - each share = 1 cent for her surgery",
    "Make money fast - send $1 to each of the 5 names on this list",
    "Virus warning! Delete jdbgmgr.exe immediately",
    "Good luck totem - pass it on within 24 hours",
    "Copy this to 5 newsgroups and your wish will come true",
    "AOL and Intel will give you $1000 - this is real",
    "Please post this in all groups - missing girl",
], counts=(1, 2))

junk_base("junk:noise", [
    "test", "test post please ignore", "testing 1 2 3", "asdfasdf", "aaaaaaaaaaaa", "qwertyuiop",
    "xxx", "....", "???", "ignore", "hello?", "lol", "!!!!!!!!!!!!", "fsdfsdfsdf", "1234567890",
    "jjjjjjjjjjjjjjjjjjj", "test - do not download", "sdkfjhsdkjfh", "........................................",
    "bump", "bump bump", "up", "^^^^", "---", "aaa test aaa", "ttttest", "checking if my server works",
    "tst", "test123", "posting test from new client", "ignore this", "hjkhjkhjkhjk", "Test Test Test",
    "yenc test", "testing new newsreader, sorry", "123 test 456", "blah blah", "ddddddd", "zzz",
    "this is a test message", "Testpost bitte ignorieren", "test, niet downloaden", "essai", "prueba",
], counts=(1,), plain_p=0.9)

junk_base("junk:flood", [
    "FLOOD FLOOD FLOOD FLOOD", "this group is dead lol lol lol", "MEOW MEOW MEOW MEOW MEOW",
    "spam spam spam spam spam spam", "THIS NEWSGROUP HAS BEEN TAKEN OVER", "ha ha ha ha ha ha ha ha ha",
    "KILLFILE THIS KILLFILE THIS", "the quick brown fox jumps over the lazy dog the quick brown fox",
    "all your base are belong to us", "fill fill fill fill fill fill", "I WILL FLOOD THIS GROUP UNTIL YOU STOP",
    "ooooooooooooooooooooooooooooooooooooooooooooo", "NUKE NUKE NUKE",
], counts=(1, 2))

junk_base("junk:offtopic", [
    "Who else is still using Usenet in 2024?",
    "Why does nobody post in this group anymore",
    "Leechers never say thanks - I'm done posting",
    "The election was stolen and you all know it",
    "My neighbour's dog won't stop barking, any advice?",
    "STOP POSTING CRAP IN THIS GROUP",
    "Is this group moderated? Somebody delete the spam",
    "You are all idiots",
    "Who will win the election, Trump or Harris?",
    "Thanks for nothing, half the parts missing again",
    "My provider sucks - switching next month",
    "Linux users are morons and here is why",
    "For sale: my old car, 2008 Civic, 120k miles, PM me",
    "Where is the uploader? Been weeks",
    "Happy new year to all the posters in here!",
    "Merry Christmas everyone from the Netherlands",
    "Hi all, new here, greetings from Brazil",
    "Anybody else's ISP throttling port 119?",
    "Kids these days don't know what a newsgroup is",
    "Bitte keine Diskussionen hier - nur Binaries!!",
    "Quelqu'un connaît un bon fournisseur pas cher ?",
], counts=(1, 1, 2))

junk_base("junk:service_ad", [
    "Unlimited Usenet access only $2.99/month - 5000 days retention",
    "Best IPTV subscription 2024 - 18,000 live channels 4K",
    "Cheap VPN lifetime deal - no logs - 90% off",
    "Selling invites to private indexers and trackers - PM",
    "Usenet block account 10TB - one-time payment sale",
    "Free newsserver access - sign up today",
    "Web hosting $1/month unlimited bandwidth",
    "Bulletproof hosting - DMCA ignored",
    "Cheap SMS verification numbers for any site",
    "IPTV Abo günstig - alle Sender in HD",
    "Abonnement IPTV pas cher 12 mois",
    "Lista IPTV premium - todos los canales de fútbol",
    "IPTV abonnement kopen - 1 jaar voor 50 euro",
    "اشتراك IPTV لمدة سنة بأفضل سعر",
])

junk_base("junk:hacking_service", [
    "Hire a hacker - WhatsApp, Instagram, Facebook recovery",
    "Spy on your partner's phone without them knowing",
    "Change your university grades - professional hackers",
    "Western Union hack - transfers daily",
    "Carding tutorial + fresh CC fullz",
    "RAT builder FUD 2024 - bypass all antivirus",
    "DDoS for hire - stresser booter 100 Gbps",
    "Snapchat password hacker - instant results",
    "Bank logs with email access - high balance",
    "Credit score hack - boost 200 points overnight",
])

junk_base("junk:gambling", [
    "Online casino 500% welcome bonus + 200 free spins",
    "Fixed matches 100% sure - paid tips",
    "Sports betting system that never loses - VIP tips",
    "Win the lottery with this mathematical formula",
    "Bet on the World Cup - free $50 bet",
    "Slot machine hack - win every time",
    "Crash game predictor - 99% accuracy",
    "Situs judi slot online gacor hari ini - maxwin",
    "Daftar slot gacor deposit pulsa tanpa potongan",
    "Link alternatif togel online terpercaya",
    "Nhà cái uy tín - tặng 100k khi đăng ký",
    "สล็อตเว็บตรง แตกง่าย ฝากถอนไม่มีขั้นต่ำ",
    "Apuestas deportivas - pronósticos seguros",
    "Cassino online com bônus de boas-vindas",
    "Deneme bonusu veren siteler 2024",
])

junk_base("junk:tech_support", [
    "Norton antivirus support phone number",
    "QuickBooks support number 24/7 call now",
    "Your computer is infected - call Microsoft support immediately",
    "Epson printer offline? Call the toll free helpline",
    "Cash App customer service number (call now)",
    "Coinbase support phone number - 24 hours",
    "Yahoo mail password reset helpline",
    "AOL customer care number USA",
    "McAfee renewal refund helpline",
    "HP printer support number",
], counts=(2, 2, 3))

junk_base("junk:replica", [
    "Replica Rolex watches - swiss movement - 90% off",
    "Louis Vuitton bags wholesale AAA quality",
    "Cheap Nike Air Jordans - factory direct",
    "Ray-Ban sunglasses $19.99 clearance",
    "Designer handbags outlet - Gucci Prada Chanel",
    "Canada Goose jackets sale - free shipping",
    "Cheap NFL jerseys from China",
    "Replica iPhone 15 Pro Max - looks original",
    "Cheap cigarettes - Marlboro carton $15 duty free",
])

# ---------------------------------------------------------------- shared data
MOVIES = [
    ("Oppenheimer", 2023), ("Barbie", 2023), ("Dune Part Two", 2024), ("Killers of the Flower Moon", 2023),
    ("Past Lives", 2023), ("Poor Things", 2023), ("The Holdovers", 2023), ("Anatomy of a Fall", 2023),
    ("The Zone of Interest", 2023), ("Godzilla Minus One", 2023), ("John Wick Chapter 4", 2023),
    ("Mission Impossible Dead Reckoning Part One", 2023), ("Top Gun Maverick", 2022),
    ("Everything Everywhere All at Once", 2022), ("The Banshees of Inisherin", 2022), ("Tar", 2022),
    ("Aftersun", 2022), ("Blade Runner 2049", 2017), ("Mad Max Fury Road", 2015), ("Parasite", 2019),
    ("Heat", 1995), ("Alien", 1979), ("Aliens", 1986), ("The Thing", 1982), ("Die Hard", 1988), ("Jaws", 1975),
    ("The Godfather", 1972), ("Goodfellas", 1990), ("Pulp Fiction", 1994), ("The Matrix", 1999),
    ("Fight Club", 1999), ("Arrival", 2016), ("Interstellar", 2014), ("Inception", 2010), ("The Dark Knight", 2008),
    ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Zodiac", 2007), ("The Social Network", 2010),
    ("Whiplash", 2014), ("Drive", 2011), ("Prisoners", 2013), ("Sicario", 2015), ("Hereditary", 2018),
    ("Get Out", 2017), ("Knives Out", 2019), ("Glass Onion", 2022), ("The Northman", 2022), ("Nope", 2022),
    ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024), ("Challengers", 2024), ("The Fall Guy", 2024),
    ("Inside Out 2", 2024), ("Deadpool & Wolverine", 2024), ("Alien Romulus", 2024), ("Twisters", 2024),
    ("Wicked", 2024), ("Conclave", 2024), ("The Substance", 2024), ("Anora", 2024), ("The Brutalist", 2024),
    ("Gladiator II", 2024), ("Moana 2", 2024), ("Nosferatu", 2024), ("Sinners", 2025), ("Mickey 17", 2025),
    ("Casablanca", 1942), ("Vertigo", 1958), ("Rear Window", 1954), ("Seven Samurai", 1954),
    ("Lawrence of Arabia", 1962), ("2001 A Space Odyssey", 1968), ("Apocalypse Now", 1979), ("Taxi Driver", 1976),
    ("Back to the Future", 1985), ("Ghostbusters", 1984), ("Terminator 2 Judgment Day", 1991),
    ("Jurassic Park", 1993), ("The Shawshank Redemption", 1994), ("Se7en", 1995), ("Fargo", 1996),
    ("The Big Lebowski", 1998), ("Gladiator", 2000), ("Memento", 2000), ("Spirited Away", 2001), ("Oldboy", 2003),
    ("Kill Bill Vol 1", 2003), ("Children of Men", 2006), ("Pans Labyrinth", 2006), ("The Iron Giant", 1999),
    ("Paddington 2", 2017), ("Hot Fuzz", 2007), ("Shaun of the Dead", 2004), ("In Bruges", 2008),
    ("The Grand Budapest Hotel", 2014), ("Lost in Translation", 2003), ("Heat", 1995), ("Ronin", 1998),
    ("The Fugitive", 1993), ("Speed", 1994), ("Point Break", 1991), ("Predator", 1987), ("RoboCop", 1987),
]
SHOWS = [
    "Breaking Bad", "Better Call Saul", "The Last of Us", "House of the Dragon", "The Bear", "Severance",
    "Succession", "Slow Horses", "Ted Lasso", "The Boys", "Only Murders in the Building", "Loki", "Andor",
    "Shrinking", "Silo", "Yellowjackets", "Yellowstone", "Reacher", "Blue Bloods", "NCIS", "Chicago Fire",
    "Chicago PD", "Greys Anatomy", "The Rookie", "Law and Order SVU", "Fargo", "True Detective", "The Crown",
    "Stranger Things", "Wednesday", "The Witcher", "Ghosts US", "Abbott Elementary", "Bobs Burgers",
    "The Simpsons", "Family Guy", "South Park", "Rick and Morty", "Doctor Who 2023", "Taskmaster", "QI",
    "Would I Lie To You", "Vera", "Midsomer Murders", "Death in Paradise", "Shetland",
    "The Great British Bake Off", "The Grand Tour", "Survivor", "The Amazing Race", "Tracker", "Fire Country",
    "Resident Alien", "Foundation", "For All Mankind", "Star Trek Strange New Worlds", "The Mandalorian",
    "Outlander", "Tulsa King", "Mayor of Kingstown", "Landman", "Evil", "Young Sheldon", "Frasier 2023",
    "The Good Doctor", "9-1-1", "Murdoch Mysteries", "Letterkenny", "Hudson and Rex", "The Penguin",
    "Shogun 2024", "Fallout", "The Gentlemen", "Baby Reindeer", "Bad Sisters", "Black Mirror", "The Diplomat",
    "Lupin", "Bosch Legacy", "Jack Ryan", "The Morning Show", "Hacks", "What We Do in the Shadows",
    "Interview with the Vampire", "The Sopranos", "The Wire", "Mad Men", "Twin Peaks", "Seinfeld", "Frasier",
]
TEAMS_NFL = ["Bills", "Broncos", "Chiefs", "Eagles", "Cowboys", "49ers", "Packers", "Bears", "Lions", "Ravens",
             "Bengals", "Steelers", "Dolphins", "Jets", "Patriots", "Vikings", "Seahawks", "Rams", "Texans", "Jaguars"]
TEAMS_EPL = ["Arsenal", "Chelsea", "Liverpool", "Manchester City", "Manchester United", "Tottenham", "Newcastle",
             "Aston Villa", "Brighton", "West Ham", "Everton", "Fulham", "Wolves", "Brentford", "Crystal Palace"]
TEAMS_NBA = ["Lakers", "Celtics", "Warriors", "Nuggets", "Bucks", "Suns", "Knicks", "Heat", "76ers", "Mavericks",
             "Thunder", "Timberwolves", "Cavaliers", "Kings", "Clippers"]
TEAMS_NHL = ["Bruins", "Rangers", "Maple Leafs", "Canadiens", "Oilers", "Flames", "Canucks", "Penguins",
             "Avalanche", "Golden Knights", "Lightning", "Panthers", "Red Wings", "Blackhawks", "Kraken"]


def rdate(y0=2019, y1=2025):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


# ---------------------------------------------------------------- junk: generated families
def g_codec():
    m, y = pick(MOVIES)
    d = dots(m)
    k = R.randrange(9)
    if k == 0:
        f = f"{d}.{y}.1080p.BluRay.x264.wmv"
        return shell(f"{d}.{y}.1080p.BluRay.x264", f), None
    if k == 1:
        return shell(f"{m} ({y}) HD", "Codec_Setup.exe" if R.random() < 0.5 else "HD_Player_Install.exe"), None
    if k == 2:
        return f'{d}.{y}.720p.WEBRip - "password.txt" - get the password at www.rar-pass.net', None
    if k == 3:
        return shell(f"{d}.{y}.DVDRip", f"{d}.{y}.DVDRip.wmv", style=1) + " [DRM - license required]", None
    if k == 4:
        return f"{m} {y} full movie - requires Windows Media Player 11 and license - click Yes", None
    if k == 5:
        return shell(f"{m} ({y})", "PLEASE_READ_HOW_TO_PLAY.url"), None
    if k == 6:
        return f"{d}.{y}.1080p.WEB-DL.rar (password protected, see sponsor site for pass)", None
    if k == 7:
        return shell(f"{d}.{y}", "Get_Password_Here.html"), None
    return f"[NEW] {m} {y} HDRip - download the free codec to watch", None


def g_malware():
    k = R.randrange(10)
    if k < 5:
        m, y = pick(MOVIES)
        base = f"{dots(m)}.{y}.{pick(['1080p', '720p', '2160p'])}.{pick(['BluRay', 'WEB-DL', 'WEBRip', 'HDRip'])}.x264-{pick(['SPARKS', 'YIFY', 'RARBG', 'EVO', 'FGT', 'GalaxyRG'])}"
    elif k < 8:
        base = f"{dots(pick(SHOWS))}.S{R.randint(1, 9):02d}E{R.randint(1, 12):02d}.1080p.WEB.h264-{pick(['GGEZ', 'ETHEL', 'NTb', 'FLUX', 'SYNCOPY'])}"
    else:
        base = pick(["Adobe_Photoshop_2024_full", "Microsoft_Office_2021_activator", "Elden_Ring_full_game",
                     "GTA_VI_PC_leak", "Windows_12_preview", "Harry_Potter_complete_ebooks", "Taylor_Swift_Eras_Tour_concert"])
    ext = pick([".avi.exe", ".mkv.exe", ".mp4.exe", ".mkv.scr", ".mp4.lnk", ".avi.bat", ".wmv.cmd", ".mkv.js",
                ".mp4.vbs", ".avi                                   .exe", ".pdf.exe", ".mkv.com", ".mp4.pif",
                ".zip.exe", "_Setup.exe", ".mkv.msi", ".exe"])
    fname = base + ext
    if R.random() < 0.65:
        return shell(base if R.random() < 0.6 else "", fname), None
    return fname, None


STREAM_T = [
    "Watch {m} ({y}) Full Movie Online Free HD",
    "{m} {y} FULLMOVIE HD 1080p free streaming",
    "[WATCH] {m} Online (Free) - HD Streaming!",
    "Download {m} Full Movie 720p - link in description",
    "{m} Full Movie Free Download Putlocker",
    "*Streaming* {m} | Reddit Free Online",
    "VER {m} PELICULA COMPLETA EN ESPAÑOL LATINO",
    "{m} film complet en français streaming VF gratuit",
    "{m} Ganzer Film Deutsch Stream kostenlos",
    "{m} assistir filme completo dublado online",
    "123Movies!! {m} ({y}) FullMovie Free Online on 123movieS",
    "{m} (2024) Watch Online Free Dailymotion",
    "How to watch {m} free online at home",
    "{m} guarda film completo in italiano gratis",
    "{m} {y} 线上看 完整版 免费观看",
    "{m} izle full HD türkçe dublaj",
]
SPORT_STREAM_T = [
    "{a} vs {b} Live Stream Free HD - Reddit",
    "NFL live stream {a} free no signup",
    "WATCH {a} v {b} LIVE FREE ONLINE",
    "{a} vs {b} live streaming gratis",
    "[LIVE] {a} - {b} free stream link HD",
]


def g_stream():
    if R.random() < 0.25:
        pool = pick([TEAMS_NFL, TEAMS_EPL, TEAMS_NBA, TEAMS_NHL])
        a = pick(pool)
        b = pick(pool)
        s = pick(SPORT_STREAM_T).format(a=a, b=b)
    else:
        m, y = pick(MOVIES)
        s = pick(STREAM_T).format(m=m, y=y)
    if R.random() < 0.35:
        s = wpick([(t_tail, 5), (t_emoji, 3), (t_upper, 2), (t_pad, 2), (t_shell, 2)])(s, "junk:fake_stream")
    return s, None


TAILS["junk:fake_stream"] = ["www.123movies-hd.to", "hxxps://watchfree[.]stream/hd", "full movie >> bit.ly/3fullHD",
                             "putlocker dot fun", "https://sites.google.com/view/full-movie-hd-2024",
                             "streaming link 👉 tinyurl.com/livefreehd"]


def junk_gen(fam, n, fn):
    got = 0
    tries = 0
    while got < n and tries < n * 40:
        tries += 1
        t, _ = fn()
        if add("junk", fam, t, jgroup(fam)):
            got += 1


junk_gen("junk:codec_bait", 30, g_codec)
junk_gen("junk:malware_disguise", 50, g_malware)
junk_gen("junk:fake_stream", 60, g_stream)

# ---------------------------------------------------------------- legit: TV / movies / anime / music
G_TV = ["alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.tv", "alt.binaries.multimedia",
        "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.town", "alt.binaries.cores", "alt.binaries.tvseries"]
G_MOV = ["alt.binaries.moovee", "alt.binaries.movies", "alt.binaries.movies.divx", "alt.binaries.x264", "alt.binaries.hdtv.x264",
         "alt.binaries.bluray", "alt.binaries.boneless", "alt.binaries.cores", "alt.binaries.multimedia", "alt.binaries.dvd"]
G_ANIME = ["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed",
           "alt.binaries.multimedia.anime.repost", "alt.binaries.boneless"]
G_MP3 = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.music",
         "alt.binaries.boneless", "alt.binaries.sounds.mp3.1990s", "alt.binaries.sounds.mp3.rock"]
G_FLAC = ["alt.binaries.sounds.flac", "alt.binaries.sounds.lossless", "alt.binaries.lossless", "alt.binaries.sounds.flac.jazz",
          "alt.binaries.sounds.lossless.classical", "alt.binaries.boneless"]

TV_SCENE_GRP = ["LOL", "DIMENSION", "KILLERS", "SVA", "AVS", "FLEET", "KOMPOST", "DEFLATE", "MiNDTHEGAP", "TBS", "CROOKS",
                "BATV", "ION10", "GGEZ", "GGWP", "SYNCOPY", "EDITH", "TEPES", "SMURF", "FLUX", "MZABI", "RBB",
                "KiNGS", "FoV", "W4F", "ETHEL", "PECULATE", "TOMMY", "NTb", "CAKES", "JFF", "BAE", "SiGMA", "HONE"]
TV_SRC_HD = ["HDTV.x264", "WEB.h264", "WEB.H264", "WEB.x264", "AMZN.WEB-DL.DDP5.1.H.264", "NF.WEB-DL.DDP5.1.x264",
             "HULU.WEB-DL.AAC2.0.H.264", "ATVP.WEB-DL.DDP5.1.Atmos.H.264", "DSNP.WEB-DL.DDP5.1.H.264",
             "iP.WEB-DL.AAC2.0.H.264", "WEBRip.x264", "HDTV.x265", "WEB.H265", "PCOK.WEB-DL.DDP5.1.H.264",
             "MAX.WEB-DL.DDP5.1.H.264", "PMTP.WEB-DL.DDP5.1.H.264"]
EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Lost and Found", "Chapter One", "The Long Night", "Blood Ties",
             "Exit Strategy", "Old Wounds", "Fallout", "Ghosts", "The Return", "Crossroads", "Endgame", "Safe Harbor",
             "Red Sky", "Fever Dream", "Dead Reckoning", "Second Chances", "The Offer", "Cold Open", "Reunion",
             "Night Moves", "The Storm", "Trust Issues", "Family Business", "The Reveal", "A New Hope", "Sunday"]


def ep():
    return R.randint(1, 8), R.randint(1, 22)


def g_tv_scene():
    show = dots(pick(SHOWS))
    s, e = ep()
    res = wpick([("", 2), ("720p", 3), ("1080p", 5), ("2160p", 1)])
    if res == "":
        src = pick(["HDTV.x264", "WEB.h264", "HDTV.XviD", "WEB.x264", "PDTV.x264"])
        rel = f"{show}.S{s:02d}E{e:02d}.{src}"
    else:
        src = pick(TV_SRC_HD) if res != "2160p" else pick(["WEB.H265", "HDR.WEB.H265", "DV.HDR.WEB-DL.DDP5.1.H.265"])
        tag = wpick([("", 10), ("PROPER.", 1), ("REPACK.", 1), ("iNTERNAL.", 1)])
        rel = f"{show}.S{s:02d}E{e:02d}.{tag}{res}.{src}"
    if R.random() < 0.15:
        rel = rel.replace(f"E{e:02d}.", f"E{e:02d}.{dots(pick(EP_TITLES))}.", 1)
    rel += "-" + pick(TV_SCENE_GRP)
    if R.random() < 0.08:
        rel = rel.lower()
    return maybe_shell(rel), pick(G_TV)


TV_P2P_GRP = ["NTb", "FLUX", "SMURF", "CMRG", "TEPES", "playWEB", "NOSiViD", "MeGusta", "ELiTE", "Ghost", "PSA",
              "edge2020", "GalaxyTV", "TGx", "EZTV", "d3g", "NTG", "RAWR", "BiOMA", "LAZY"]


def g_tv_p2p():
    show = pick(SHOWS)
    s, e = ep()
    k = R.randrange(7)
    if k == 0:
        return f"{show} S{s:02d}E{e:02d} 1080p WEB-DL DDP5.1 H 264-{pick(TV_P2P_GRP)}", pick(G_TV)
    if k == 1:
        return f"{show} ({R.randint(2005, 2024)}) S{s:02d}E{e:02d} {pick(EP_TITLES)} (1080p {pick(['AMZN', 'NF', 'DSNP', 'ATVP', 'MAX'])} WEB-DL x265 10bit EAC3 5.1 Ghost) [QxR]", pick(G_TV)
    if k == 2:
        return f"{show} - S{s:02d}E{e:02d} - {pick(EP_TITLES)} WEBDL-{pick(['720p', '1080p', '2160p'])}", pick(G_TV)
    if k == 3:
        return f"{dots(show)}.S{s:02d}E{e:02d}.1080p.HEVC.x265-MeGusta", pick(G_TV)
    if k == 4:
        return f"{show} S{s:02d}E{e:02d} 720p HEVC x265-MeGusta[eztv.re].mkv", pick(G_TV)
    if k == 5:
        return f"{show}.{s}x{e:02d}.{pick(['HDTV', 'WEB'])}.{pick(['XviD', 'x264'])}-{pick(TV_P2P_GRP)}", pick(G_TV)
    return f"{show} S{s:02d}E{e:02d} {pick(['720p', '1080p'])} {pick(['WEB', 'WEBRip', 'HDTV'])} x264-{pick(TV_P2P_GRP)} [{pick(['eztv', 'TGx', 'rartv'])}]", pick(G_TV)


DAILIES = ["Jimmy.Fallon", "Seth.Meyers", "Stephen.Colbert", "Jimmy.Kimmel.Live", "The.Daily.Show",
           "Real.Time.with.Bill.Maher", "Jeopardy", "Wheel.of.Fortune", "WWE.SmackDown", "WWE.Monday.Night.Raw",
           "Coronation.Street", "EastEnders", "Emmerdale", "Hollyoaks", "The.View", "Conan", "Late.Late.Show",
           "The.Tonight.Show.Starring.Jimmy.Fallon", "Last.Week.Tonight.with.John.Oliver", "Gutfeld"]
GUESTS = ["Ryan.Gosling", "Emma.Stone", "Tom.Hanks", "Zendaya", "Pedro.Pascal", "Margot.Robbie", "Keanu.Reeves",
          "Dolly.Parton", "Barack.Obama", "Jennifer.Lawrence", "Paul.Rudd", "Florence.Pugh", "Cillian.Murphy",
          "Billie.Eilish", "Jon.Hamm", "Sandra.Oh", "Timothee.Chalamet", "Ayo.Edebiri"]


def g_tv_daily():
    sh = pick(DAILIES)
    y, m, d = rdate(2020, 2025)
    mid = ""
    if sh in ("Jimmy.Fallon", "Seth.Meyers", "Stephen.Colbert", "Jimmy.Kimmel.Live", "The.Daily.Show", "Conan",
              "The.Tonight.Show.Starring.Jimmy.Fallon", "Late.Late.Show"):
        mid = "." + pick(GUESTS)
    elif sh in ("Coronation.Street", "Emmerdale") and R.random() < 0.5:
        mid = f".Part.{R.randint(1, 2)}"
    res = pick(["720p.WEB.h264", "1080p.WEB.h264", "720p.HDTV.x264", "HDTV.x264", "1080p.HDTV.H264", "480p.x264"])
    grp = pick(["JEBAITED", "NTb", "DARKFLiX", "KOMPOST", "SPAMnEGGS", "TBS", "WaLMaRT", "NWCHD", "BAE", "MSD"])
    return maybe_shell(f"{sh}.{y}.{m:02d}.{d:02d}{mid}.{res}-{grp}", 0.15), pick(G_TV)


def g_tv_pack():
    show = pick(SHOWS)
    s = R.randint(1, 9)
    k = R.randrange(6)
    if k == 0:
        return f"{dots(show)}.S{s:02d}.{pick(['720p', '1080p'])}.BluRay.x264-{pick(['ROVERS', 'DEMAND', 'SHORTBREHD', 'REWARD', 'GECKOS', 'CiNEFiLE'])}", pick(G_TV)
    if k == 1:
        return f"{dots(show)}.S{s:02d}.COMPLETE.{pick(['720p', '1080p'])}.{pick(['AMZN', 'NF', 'HMAX'])}.WEBRip.x264-GalaxyTV", pick(G_TV)
    if k == 2:
        return f"{show} Season {s} Complete {pick(['1080p', '720p', 'DVDRip'])}", pick(G_TV)
    if k == 3:
        return f"{dots(show)}.Complete.Series.DVDRip.XviD-{pick(['SAiNTS', 'ORPHEUS', 'FQM', 'TOPAZ'])}", pick(G_TV)
    if k == 4:
        y = R.randint(1990, 2015)
        return f"{show} S01-S{s:02d} ({y}-{y + s}) 720p BluRay x265 10bit", pick(G_TV)
    return f"{show} - Season {s} [{pick(['1080p', '2160p'])} {pick(['WEB-DL', 'BluRay'])} x265 HEVC 10bit AAC 5.1]", pick(G_TV)


MOV_SCENE_GRP = ["SPARKS", "GECKOS", "AMIABLE", "DRONES", "BLOW", "ROVERS", "CiNEFiLE", "SiNNERS", "DEPTH", "VETO",
                 "PSYCHD", "iNFiNiTE", "REFiNED", "KiNGDOM", "TERMiNAL", "PiGNUS", "SURCODE", "BONE", "SNOW", "ETHEL",
                 "FLUX", "HDEX", "USURY", "YOL0W", "JustWatch", "LAMA", "OFT", "CADAVER", "WATCHABLE"]


def g_movie_scene():
    m, y = pick(MOVIES)
    tag = wpick([("", 12), ("PROPER.", 1), ("REPACK.", 1), ("LIMITED.", 1), ("iNTERNAL.", 1), ("EXTENDED.", 1),
                 ("REMASTERED.", 1), ("UNRATED.", 1), ("DC.", 1), ("THEATRICAL.", 1)])
    if y < 2006 and R.random() < 0.3:
        rel = f"{dots(m)}.{y}.{tag}{pick(['DVDRip.XviD', 'DVDRip.x264', 'BDRip.x264', 'PAL.DVDR'])}"
    else:
        res = pick(["720p", "1080p", "1080p", "2160p"])
        src = pick(["BluRay.x264", "WEB.h264", "WEBRip.x264", "BluRay.x265", "AMZN.WEB-DL.DDP5.1.H.264",
                    "MA.WEB-DL.DDP5.1.H.264"]) if res != "2160p" else pick(["UHD.BluRay.x265", "WEB.H265", "HDR.BluRay.x265", "DV.HDR.WEB.H265"])
        rel = f"{dots(m)}.{y}.{tag}{res}.{src}"
    rel += "-" + pick(MOV_SCENE_GRP)
    return maybe_shell(rel), pick(G_MOV)


def g_movie_p2p():
    m, y = pick(MOVIES)
    k = R.randrange(9)
    if k == 0:
        return f"{m} ({y}) [1080p] [BluRay] [5.1] [YTS.MX]", pick(G_MOV)
    if k == 1:
        return f"{m} {y} 1080p BluRay DDP 5.1 x265-EDGE2020", pick(G_MOV)
    if k == 2:
        return f"{m} ({y}) (1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole)", pick(G_MOV)
    if k == 3:
        return f"{dots(m)}.{y}.1080p.BluRay.DDP5.1.x265.10bit-GalaxyRG265", pick(G_MOV)
    if k == 4:
        return f"{m} {y} 720p BRRip XviD AC3-EVO", pick(G_MOV)
    if k == 5:
        return f"{m} ({y}) [2160p] [4K] [WEB] [5.1] [YTS.MX]", pick(G_MOV)
    if k == 6:
        return f"{dots(m)}.{y}.1080p.WEBRip.x264-RARBG", pick(G_MOV)
    if k == 7:
        return f"{m} ({y}) {pick(['1080p', '720p', '2160p'])} {pick(['BluRay', 'WEB-DL', 'BDRip'])} {pick(['x264', 'x265', 'HEVC'])} {pick(['AAC', 'DTS', 'AC3', 'DDP5.1'])}-{pick(['QxR', 'PSA', 'Joy', 'HDS', 'SARTRE', 'KiNGS'])}", pick(G_MOV)
    return f"{m} {y} {pick(['Open Matte', 'Criterion', 'Directors Cut', 'Extended Cut', 'Remastered'])} 1080p BluRay x264 DTS-{pick(['FGT', 'HDS', 'decibeL', 'CtrlHD', 'DON'])}", pick(G_MOV)


def g_movie_remux():
    m, y = pick(MOVIES)
    k = R.randrange(4)
    if k == 0:
        return f"{dots(m)}.{y}.1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1-{pick(['FGT', 'EPSiLON', 'KRaLiMaRKo', 'BLURANiUM'])}", pick(G_MOV)
    if k == 1:
        return f"{m} {y} 2160p UHD BluRay REMUX HDR10 HEVC TrueHD 7.1 Atmos-{pick(['FraMeSToR', 'BLURANiUM', 'PmP', 'WiLDCAT'])}", pick(G_MOV)
    if k == 2:
        return maybe_shell(f"{dots(m).upper()}.{y}.COMPLETE.{pick(['UHD.', ''])}BLURAY-{pick(['PRECELL', 'SharpHD', 'UNTOUCHED', 'TERMiNAL', 'GUHZER'])}", 0.3), "alt.binaries.bluray"
    return f"{dots(m)}.{y}.BluRay.1080p.DTS-HD.MA.5.1.AVC.REMUX-FraMeSToR", pick(G_MOV)


FOREIGN = [
    ("Das.Boot", 1981, "German"), ("Im.Westen.nichts.Neues", 2022, "German"), ("Lola.rennt", 1998, "German"),
    ("Der.Untergang", 2004, "German"), ("Das.Leben.der.Anderen", 2006, "German"), ("Good.Bye.Lenin", 2003, "German"),
    ("Toni.Erdmann", 2016, "German"), ("Systemsprenger", 2019, "German"), ("Der.Schuh.des.Manitu", 2001, "German"),
    ("Die.Welle", 2008, "German"), ("Les.Intouchables", 2011, "French"), ("La.Haine", 1995, "French"),
    ("Le.Fabuleux.Destin.d.Amelie.Poulain", 2001, "French"), ("Portrait.de.la.jeune.fille.en.feu", 2019, "French"),
    ("Les.Miserables", 2019, "French"), ("Anatomie.d.une.chute", 2023, "French"), ("Le.Diner.de.cons", 1998, "French"),
    ("Bienvenue.chez.les.Ch.tis", 2008, "French"), ("Relatos.salvajes", 2014, "Spanish"), ("Mar.adentro", 2004, "Spanish"),
    ("Ocho.apellidos.vascos", 2014, "Spanish"), ("La.sociedad.de.la.nieve", 2023, "Spanish"),
    ("La.grande.bellezza", 2013, "Italian"), ("Perfetti.sconosciuti", 2016, "Italian"), ("Nuovo.Cinema.Paradiso", 1988, "Italian"),
    ("Zwartboek", 2006, "Dutch"), ("Soldaat.van.Oranje", 1977, "Dutch"), ("Jagten", 2012, "Danish"), ("Festen", 1998, "Danish"),
    ("Druk", 2020, "Danish"), ("Kon-Tiki", 2012, "Norwegian"), ("Verdens.verste.menneske", 2021, "Norwegian"),
    ("Ida", 2013, "Polish"), ("Boze.Cialo", 2019, "Polish"), ("Shoplifters", 2018, "Japanese"),
    ("Drive.My.Car", 2021, "Japanese"), ("Decision.to.Leave", 2022, "Korean"), ("Memories.of.Murder", 2003, "Korean"),
    ("Jawan", 2023, "Hindi"), ("RRR", 2022, "Telugu"), ("Tropa.de.Elite", 2007, "Portuguese"), ("Cidade.de.Deus", 2002, "Portuguese"),
]
FOREIGN_GRP = {"German": (["DETAiLS", "ROCKEFELLER", "SAUERKRAUT", "WvF", "TSCC", "VECTOR", "EXQUiSiTE", "iMPERiUM"], ["alt.binaries.german.movies", "alt.binaries.hdtv.german", "alt.binaries.mom", "alt.binaries.movies.german"]),
               "French": (["Ulysse", "FRATERNiTY", "JiHEFF", "EXTREME", "FUNKKY", "HDForce"], ["alt.binaries.dvd.french", "alt.binaries.hdtv.french", "alt.binaries.movies.french"]),
               "Spanish": (["NoGrp", "HDO", "SPANiSH"], ["alt.binaries.dvd.spanish", "alt.binaries.movies"]),
               "Italian": (["CYBER", "iDN_CreW", "MIRCrew", "G66"], ["alt.binaries.dvd.italian", "alt.binaries.movies"]),
               "Dutch": (["NLSubs", "DutchReleaseTeam"], ["alt.binaries.nl", "alt.binaries.dvd.dutch"])}


def g_movie_foreign():
    t, y, lang = pick(FOREIGN)
    grps, groups = FOREIGN_GRP.get(lang, (["KOGi", "CiNEFiLE", "AMIABLE", "BiPOLAR", "USURY"], ["alt.binaries.moovee", "alt.binaries.movies", "alt.binaries.multimedia"]))
    k = R.randrange(4)
    if lang == "German" and k < 2:
        return f"{t}.{y}.German.{pick(['DL.', 'AC3.', 'DTS.'])}{pick(['1080p', '720p', '2160p'])}.BluRay.{pick(['x264', 'x265', 'AVC'])}-{pick(grps)}", pick(groups)
    if lang == "Italian" and k == 0:
        return f"{t.replace('.', ' ')} ({y}) iTA-ENG Bluray 1080p x264-{pick(grps)}", pick(groups)
    if k == 3 and lang in ("Hindi", "Telugu"):
        return f"{t}.{y}.{lang}.1080p.NF.WEB-DL.DDP5.1.H.264-{pick(['TBMovies', 'Telly', 'KHN'])}", pick(groups)
    if k == 3:
        return f"{t.replace('.', ' ')} ({y}) [{lang} audio, English subs] 720p", pick(groups)
    return f"{t}.{y}.{lang.upper()}.{pick(['1080p', '720p'])}.BluRay.x264-{pick(grps)}", pick(groups)


ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Chainsaw Man", "Spy x Family", "Bocchi the Rock!", "Kimetsu no Yaiba",
         "Shingeki no Kyojin", "One Piece", "Dungeon Meshi", "Oshi no Ko", "Kusuriya no Hitorigoto", "Boku no Hero Academia",
         "Mushoku Tensei", "Vinland Saga", "Blue Lock", "Mob Psycho 100", "Made in Abyss", "Hibike! Euphonium", "Haikyuu!!",
         "Tokyo Revengers", "Dandadan", "Ore dake Level Up na Ken", "Kaijuu 8-gou", "Kage no Jitsuryokusha ni Naritakute",
         "Tensei shitara Slime Datta Ken", "Yuru Camp", "Hikaru ga Shinda Natsu", "Ao no Hako", "Re Zero kara Hajimeru Isekai Seikatsu"]
ANIME_GRP = ["SubsPlease", "Erai-raws", "HorribleSubs", "EMBER", "Judas", "ASW", "Commie", "GJM", "Kametsu", "Yameii",
             "DameDesuYo", "Coalgirls", "Doki", "FFF", "UTW", "Underwater", "SallySubs", "Kaleido-subs", "Vivid", "neoDESU"]


def g_anime():
    sh = pick(ANIME)
    n = R.randint(1, 1100) if sh == "One Piece" else R.randint(1, 24)
    g = pick(ANIME_GRP)
    crc = hexs(8, True)
    k = R.randrange(7)
    if k == 0:
        t = f"[{g}] {sh} - {n:02d} (1080p) [{crc}].mkv"
    elif k == 1:
        t = f"[{g}] {sh} - {n:02d} [1080p][HEVC]"
    elif k == 2:
        t = f"[Erai-raws] {sh} - {n:02d} [1080p][Multiple Subtitle][{crc}].mkv"
    elif k == 3:
        t = f"[{g}] {sh} (BD 1080p Hi10 FLAC) [Dual-Audio]"
    elif k == 4:
        t = f"{dots(sh)}.S{R.randint(1, 3):02d}E{n:02d}.1080p.WEB.H264-{pick(['VARYG', 'SENPAI', 'CRUNCHYROLL', 'HAiKU'])}"
    elif k == 5:
        t = f"[ASW] {sh} - {n:02d} [1080p HEVC x265 10Bit][AAC]"
    else:
        t = f"[Judas] {sh} (Season {R.randint(1, 3)}) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)"
    if R.random() < 0.2:
        t = shell(t, f"[{g}] {sh} - {n:02d} (1080p) [{crc}].mkv", style=pick([0, 2, 3]))
    return t, pick(G_ANIME)


ALBUMS = [
    ("Radiohead", "OK Computer", 1997), ("Taylor Swift", "Midnights", 2022), ("Pink Floyd", "The Dark Side of the Moon", 1973),
    ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Beyonce", "Renaissance", 2022), ("Daft Punk", "Random Access Memories", 2013),
    ("Arctic Monkeys", "AM", 2013), ("Fleetwood Mac", "Rumours", 1977), ("Metallica", "72 Seasons", 2023),
    ("boygenius", "the record", 2023), ("Olivia Rodrigo", "GUTS", 2023), ("Foo Fighters", "But Here We Are", 2023),
    ("Queens of the Stone Age", "In Times New Roman", 2023), ("Sufjan Stevens", "Javelin", 2023),
    ("Depeche Mode", "Memento Mori", 2023), ("Blur", "The Ballad of Darren", 2023), ("PJ Harvey", "I Inside the Old Year Dying", 2023),
    ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Charli XCX", "Brat", 2024),
    ("Fontaines D.C.", "Romance", 2024), ("Kate Bush", "Hounds of Love", 1985), ("Miles Davis", "Kind of Blue", 1959),
    ("John Coltrane", "A Love Supreme", 1965), ("Led Zeppelin", "Led Zeppelin IV", 1971), ("The Beatles", "Abbey Road", 1969),
    ("David Bowie", "Blackstar", 2016), ("Prince", "Purple Rain", 1984), ("Nirvana", "Nevermind", 1991), ("Portishead", "Dummy", 1994),
    ("Massive Attack", "Mezzanine", 1998), ("Bjork", "Homogenic", 1997), ("Aphex Twin", "Selected Ambient Works 85-92", 1992),
    ("Boards of Canada", "Music Has the Right to Children", 1998), ("LCD Soundsystem", "Sound of Silver", 2007),
    ("Bon Iver", "For Emma, Forever Ago", 2007), ("Adele", "30", 2021), ("Rammstein", "Zeit", 2022), ("Iron Maiden", "Senjutsu", 2021),
    ("Bob Dylan", "Blood on the Tracks", 1975), ("Bruce Springsteen", "Born to Run", 1975), ("Joni Mitchell", "Blue", 1971),
    ("Stevie Wonder", "Songs in the Key of Life", 1976), ("The Cure", "Songs of a Lost World", 2024), ("Tool", "Fear Inoculum", 2019),
    ("Sade", "Love Deluxe", 1992), ("Talking Heads", "Remain in Light", 1980), ("Kraftwerk", "Computerwelt", 1981),
    ("Beach House", "Once Twice Melody", 2022), ("The War on Drugs", "A Deeper Understanding", 2017),
]
MUSIC_GRP = ["ENRiCH", "FATHEAD", "MOD", "DDS", "PERFECT", "C4", "ERP", "NOiR", "WUS", "YARD", "SNOOK", "JUST", "AMOK",
             "BPM", "FWYH", "KOPS", "OMA", "JLM", "RAGEFLAC", "dh", "LiTF", "BF", "SO", "RUIL", "KNOWN"]


def g_music_scene():
    a, t, y = pick(ALBUMS)
    aa, tt = dots(a, "_"), dots(t, "_")
    yy = y if R.random() < 0.5 else R.randint(max(y, 2005), 2024)
    tag = pick(["WEB", "CD", "(Deluxe_Edition)-WEB", "REMASTERED-CD", "2CD", "24BIT-96KHZ-WEB-FLAC", "CD-FLAC", "WEB-FLAC",
                "(Super_Deluxe)-4CD", "Vinyl", "(Anniversary_Edition)-WEB", "(Live)-WEB", "DE-WEB"])
    rel = f"{aa}-{tt}-{tag}-{yy}-{pick(MUSIC_GRP)}"
    if R.random() < 0.1:
        rel = rel.lower()
    grp = pick(G_FLAC) if "FLAC" in tag else pick(G_MP3)
    if R.random() < 0.25:
        nfile = f"{R.randint(0, 12):02d}-{aa.lower()}-{dots(pick(EP_TITLES), '_').lower()}.mp3"
        return shell(rel, pick([nfile, rel + ".nfo", rel + ".sfv", f"00-{aa.lower()}-{tt.lower()}-{tag.lower()}-{yy}.m3u"])), grp
    return rel, grp


def g_music_flac():
    a, t, y = pick(ALBUMS)
    k = R.randrange(8)
    if k == 0:
        s = f"{a} - {t} ({y}) [FLAC]"
    elif k == 1:
        s = f"{a} - {t} ({R.randint(max(y, 2010), 2024)}) [24Bit-96kHz] FLAC [PMEDIA] ⭐️"
    elif k == 2:
        s = f"{a} - {t} [{y}] [FLAC 24-48] [Qobuz]"
    elif k == 3:
        s = f"({y}) {a} - {t} [FLAC] [16B-44.1kHz]"
    elif k == 4:
        s = f"{a} - {t} (Remastered {R.randint(2001, 2023)}) [EAC-FLAC-CUE]"
    elif k == 5:
        s = f"{a} - {t} ({y}) [SACD] [DSD64]"
    elif k == 6:
        s = f"{a} - {t} ({y}) {{Japan SHM-CD}} [FLAC]"
    else:
        s = f"{a} - {t} {y} (24bit/192kHz HDtracks) flac"
    if R.random() < 0.2:
        s = shell(s, f"{a} - {t}.{pick(['part1.rar', 'par2', 'flac', 'cue', 'log', 'nfo', 'zip'])}")
    return s, pick(G_FLAC)


def g_music_disco():
    a, _, y = pick(ALBUMS)
    y0 = min(y, R.randint(1960, 1995))
    k = R.randrange(5)
    if k == 0:
        return f"{a} - Discography ({y0}-{R.randint(2015, 2024)}) [FLAC]", pick(G_FLAC)
    if k == 1:
        return f"{a} - Discography {y0}-{R.randint(2015, 2024)} (MP3 320kbps)", pick(G_MP3)
    if k == 2:
        return f"{a} - Complete Studio Albums (Box Set {R.randint(2009, 2022)}) [FLAC]", pick(G_FLAC)
    if k == 3:
        return f"{a} - The Collection ({R.randint(8, 25)} albums) mp3@320", pick(G_MP3)
    return f"{a} - Studio Discography {y0}-{R.randint(2015, 2024)} [24-96 Hi-Res]", pick(G_FLAC)


def g_music_vinyl():
    a, t, y = pick(ALBUMS)
    k = R.randrange(5)
    if k == 0:
        return f"{a} - {t} ({y}) [Vinyl Rip 24-96] FLAC", pick(G_FLAC)
    if k == 1:
        return f"{a} - {t} [LP] [24bit-192kHz] vinyl", pick(G_FLAC)
    if k == 2:
        return f"{a} - {t} (Original UK Press {y}) [Vinyl] [FLAC]", pick(G_FLAC)
    if k == 3:
        return f"{dots(a, '_')}-{dots(t, '_')}-VINYL-FLAC-{y}-{pick(['FATHEAD', 'YARD', 'dL', 'mwnd'])}", pick(G_FLAC)
    return f"{a} - {t} ({R.randint(2015, 2024)} Reissue, 180g Vinyl) 24-96 FLAC", pick(G_FLAC)


fill("legit", "legit:tv_scene", 160, g_tv_scene)
fill("legit", "legit:tv_p2p", 100, g_tv_p2p)
fill("legit", "legit:tv_daily", 45, g_tv_daily)
fill("legit", "legit:tv_pack", 40, g_tv_pack)
fill("legit", "legit:movie_scene", 90, g_movie_scene)
fill("legit", "legit:movie_p2p", 100, g_movie_p2p)
fill("legit", "legit:movie_remux", 35, g_movie_remux)
fill("legit", "legit:movie_foreign", 50, g_movie_foreign)
fill("legit", "legit:anime_fansub", 70, g_anime)
fill("legit", "legit:music_scene", 60, g_music_scene)
fill("legit", "legit:music_flac", 55, g_music_flac)
fill("legit", "legit:music_discography", 20, g_music_disco)
fill("legit", "legit:music_vinyl", 20, g_music_vinyl)

# ---------------------------------------------------------------- legit: books, software, games, sports, docs, xxx, other
BOOKS = [("Stephen King", "Holly", 2023), ("Brandon Sanderson", "The Way of Kings", 2010), ("Andy Weir", "Project Hail Mary", 2021),
         ("Frank Herbert", "Dune", 1965), ("J.R.R. Tolkien", "The Fellowship of the Ring", 1954),
         ("Agatha Christie", "Murder on the Orient Express", 1934), ("Terry Pratchett", "Guards! Guards!", 1989),
         ("Neil Gaiman", "American Gods", 2001), ("Michelle Obama", "Becoming", 2018), ("Walter Isaacson", "Elon Musk", 2023),
         ("Yuval Noah Harari", "Sapiens", 2014), ("Malcolm Gladwell", "Outliers", 2008), ("Barbara Kingsolver", "Demon Copperhead", 2022),
         ("Rebecca Yarros", "Fourth Wing", 2023), ("Dennis E. Taylor", "We Are Legion (We Are Bob)", 2016),
         ("Matt Dinniman", "Dungeon Crawler Carl", 2020), ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", 1979),
         ("George Orwell", "Nineteen Eighty-Four", 1949), ("Jane Austen", "Pride and Prejudice", 1813),
         ("Patrick O'Brian", "Master and Commander", 1969), ("Robert A. Caro", "The Power Broker", 1974),
         ("Erik Larson", "The Devil in the White City", 2003), ("Hilary Mantel", "Wolf Hall", 2009), ("Ursula K. Le Guin", "The Left Hand of Darkness", 1969),
         ("Cormac McCarthy", "The Road", 2006), ("Kazuo Ishiguro", "Klara and the Sun", 2021), ("Sally Rooney", "Intermezzo", 2024),
         ("Liu Cixin", "The Three-Body Problem", 2008), ("Adrian Tchaikovsky", "Children of Time", 2015), ("John le Carre", "Tinker Tailor Soldier Spy", 1974)]
NARR = ["Ray Porter", "Michael Kramer", "Kate Reading", "Stephen Fry", "Jim Dale", "R.C. Bray", "Jeff Hays", "Scott Brick",
        "Simon Vance", "Rosamund Pike", "Andy Serkis", "Dan Stevens", "Will Patton", "Luke Daniels"]


def g_audiobook():
    a, t, y = pick(BOOKS)
    k = R.randrange(6)
    if k == 0:
        s = f"{a} - {t} (Unabridged) [Narrated by {pick(NARR)}] 64k m4b"
    elif k == 1:
        s = f"{a} - {t} - {R.randint(max(y, 2005), 2024)} - {pick(NARR)} - MP3 {pick(['64', '128', '192'])}kbps"
    elif k == 2:
        s = f"{dots(a)}-{dots(t)}-AUDIOBOOK-WEB-EN-{R.randint(2015, 2024)}-{pick(['FiXIE', 'VOiCE', 'dh', 'ABM'])}"
    elif k == 3:
        s = f"{t} by {a} (audiobook, unabridged, read by {pick(NARR)})"
    elif k == 4:
        s = f"[Audiobook] {a} - {t}"
    else:
        s = f"{a} - {t} - BBC Radio full-cast dramatisation"
    if R.random() < 0.25:
        s = shell(s, f"{a} - {t} - {R.randint(1, 40):02d}.mp3")
    return s, pick(["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.mp3.audiobooks"])


TECH = ["Designing Data-Intensive Applications - Martin Kleppmann (2017)", "The Rust Programming Language 2nd Edition (No Starch 2023)",
        "Clean Code - Robert C. Martin (2008)", "Structure and Interpretation of Computer Programs 2nd ed",
        "Introduction to Algorithms 4th Edition (MIT Press 2022)", "Python Crash Course 3rd Edition (2023)",
        "Deep Learning - Goodfellow, Bengio, Courville", "Calculus - Michael Spivak 4th ed", "Fluent Python 2nd Edition (O'Reilly 2022)",
        "Learning Go 2nd Edition (O'Reilly 2024)", "The Linux Command Line 2nd Edition", "Hands-On Machine Learning 3rd Edition"]


def g_ebook():
    k = R.randrange(7)
    if k < 5:
        a, t, y = pick(BOOKS)
    if k == 0:
        return f"{a} - {t} ({y}) (epub)", pick(["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood"])
    if k == 1:
        return f"{dots(t)}.by.{dots(a)}.{R.randint(2010, 2024)}.RETAIL.EPUB.eBook-{pick(['BitBook', 'DeBTiN', 'ELOHiM', 'iMPART'])}", "alt.binaries.e-book"
    if k == 2:
        return f"{a} - {t} [EPUB+MOBI+AZW3]", pick(["alt.binaries.e-book", "alt.binaries.ebook"])
    if k == 3:
        return shell(f"{a} - {t}", f"{t} - {a}.epub"), "alt.binaries.e-book"
    if k == 4:
        return f"{a} - {t} (retail).azw3", "alt.binaries.ebook"
    t = pick(TECH)
    if k == 5:
        return f"{t} [PDF]", "alt.binaries.e-book.technical"
    return f"{t} retail epub", "alt.binaries.e-book.technical"


COMICS = ["Batman", "The Amazing Spider-Man", "Saga", "Absolute Batman", "Superman", "X-Men", "Ultimate Spider-Man",
          "Wonder Woman", "Transformers", "Something is Killing the Children", "Invincible", "Daredevil", "Fantastic Four",
          "Nightwing", "Hellboy and the B.P.R.D.", "The Walking Dead Deluxe", "2000 AD", "Usagi Yojimbo", "Radiant Black"]


def g_comic():
    c = pick(COMICS)
    n = R.randint(1, 160)
    y = R.randint(2018, 2025)
    k = R.randrange(5)
    tag = pick(["Zone-Empire", "Son of Ultron-Empire", "Mephisto-Empire", "Glorith-Empire", "d'argh-Empire", "Oroboros-DCP",
                "Minutemen-Slayer", "Shan-Empire", "Kileko-Empire", "The Last Kryptonian-DCP"])
    if k < 3:
        s = f"{c} {n:03d} ({y}) ({pick(['Digital', 'Webrip', 'digital'])}) ({tag}).{pick(['cbr', 'cbz'])}"
    elif k == 3:
        s = f"{c} v{R.randint(1, 12):02d} - TPB ({y}) (Digital) ({tag})"
    else:
        s = pick(["Asterix - 40 - L'Iris blanc (2023).cbr", "Kuifje - De Zwarte Rotsen (1938) NL.cbr", "One Piece v107 (2024) (Digital) (1r0n).cbz",
                  "Chainsaw Man 160 (2024) (Digital) (LuCaZ).cbz", "Sandman (1989) #001-075 complete.cbz",
                  "Calvin and Hobbes - The Complete Collection.cbz", "Lucky Luke - 81 - Un cow-boy a Paris.cbr",
                  "Spirou et Fantasio - 56.cbz", f"2000AD Prog {R.randint(2300, 2420)} ({y}) (digital) (Minutemen-juvecube).cbr"])
    if R.random() < 0.25:
        s = shell(s.rsplit(".", 1)[0] if s.endswith(("cbr", "cbz")) else s, s if s.endswith(("cbr", "cbz")) else s + ".cbz")
    return s, pick(["alt.binaries.comics.dcp", "alt.binaries.comics", "alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.complete"])


MAGS = ["The Economist UK", "National Geographic USA", "New Scientist", "Wired UK", "PC Gamer UK", "Private Eye", "Der Spiegel",
        "c't Magazin", "Linux Format", "Scientific American", "The New Yorker", "Time USA", "Rolling Stone USA", "Empire UK",
        "Top Gear UK", "BBC Music Magazine", "Le Monde Diplomatique", "Focus Italia", "Elektor", "Practical Wireless",
        "MagPi", "Sound On Sound", "Guitarist", "Classic Rock", "Mojo", "Uncut", "Retro Gamer", "Edge", "Model Engineer"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def g_magazine():
    m = pick(MAGS)
    y = R.randint(2018, 2025)
    k = R.randrange(5)
    if k == 0:
        s = f"{m} - {pick(MONTHS)} {y}"
    elif k == 1:
        s = f"{m} - {R.randint(1, 28)} {pick(MONTHS)} {y}.pdf"
    elif k == 2:
        s = f"{m} - Issue {R.randint(100, 1700)} ({pick(MONTHS)} {y}) (True PDF)"
    elif k == 3:
        s = f"{dots(m)}.{pick(MONTHS)}.{y}.RETAiL.eBook-{pick(['ELOHiM', 'PDF-VERiFiED', 'DDS'])}"
    else:
        s = f"{m} {R.randint(1, 52):02d}-{y} [HQ PDF]"
    if R.random() < 0.2:
        s = shell(s, dots(s.replace(".pdf", "")) + ".pdf")
    return s, pick(["alt.binaries.e-book.magazines", "alt.binaries.magazines", "alt.binaries.e-book", "alt.binaries.mags"])


SOFT = ["Adobe.Photoshop.2024.v25.{a}.{b}.x64", "Microsoft.Office.2021.ProPlus.VL.x64.en-US.{m}", "VMware.Workstation.Pro.17.{a}.{b}",
        "WinRAR.v6.{a}.x64", "Ableton.Live.Suite.v12.{a}.{b}-R2R", "Native.Instruments.Kontakt.7.v7.{a}.{b}-R2R",
        "Xfer.Serum.v1.{a}-R2R", "Autodesk.AutoCAD.2024.{a}.x64", "JetBrains.IntelliJ.IDEA.Ultimate.2024.{a}.{b}",
        "Sony.Vegas.Pro.21.0.0.{b}", "DaVinci.Resolve.Studio.18.{a}.{b}", "CorelDRAW.Graphics.Suite.2023.v24.{a}.0.{b}",
        "Topaz.Video.AI.v4.{a}.{b}", "Acronis.True.Image.2021.Build.{b}", "K-Lite Codec Pack {a}.{b} Mega", "VLC media player 3.0.{a} win64",
        "foobar2000 v2.{a} x64", "7-Zip {a}.{b} x64", "Malwarebytes Premium 4.{a}.{b}", "ESET Internet Security 17.{a}.{b}",
        "CCleaner Professional 6.{a}.{b}", "Logic.Pro.10.{a}.{b}.macOS", "Final Cut Pro 10.{a}.{b} (macOS)", "FabFilter.Total.Bundle.v2023.{a}-R2R",
        "Spectrasonics.Omnisphere.v2.8.{a}-R2R", "Nero.Platinum.Suite.2021.v23.{a}.{b}", "Wondershare.Filmora.13.{a}.{b}.Multilingual",
        "Microsoft.Visual.Studio.2022.Enterprise.v17.{a}", "SketchUp.Pro.2024.v24.0.{b}", "MATLAB.R2024a.x64", "Mathematica.14.{a}.Linux",
        "Affinity.Photo.2.{a}.{b}.x64", "Reaper.v7.{a}.x64", "Guitar.Pro.8.{a}.{b}", "Paragon.Hard.Disk.Manager.17.{a}.{b}"]


def g_software():
    s = pick(SOFT).format(a=R.randint(0, 30), b=R.randint(1, 999), m=pick(["Nov2023", "Jan2024", "May2024", "Sep2024"]))
    if "." in s and " " not in s and "-" not in s[-6:] and R.random() < 0.6:
        s += pick(["-TNT", "-BTCR", "-AMPED", "-F4CG", "-CORE", ".Incl.Keygen-BTCR", ".Multilingual-P2P", "-XFORCE", ".Retail-HERETiC"])
    if R.random() < 0.25:
        s = shell(s, rel_file(s.replace(" ", ".")))
    return s, pick(["alt.binaries.apps", "alt.binaries.warez", "alt.binaries.ibm-pc.warez", "alt.binaries.cd.image", "alt.binaries.boneless", "alt.binaries.mac.applications"])


OSI = ["en-us_windows_11_consumer_editions_version_{a}h2_x64_dvd_{h}.iso", "Windows.10.22H2.AIO.16in1.x64.{m}",
       "ubuntu-{a}.04.{b}-desktop-amd64.iso", "debian-12.{a}.0-amd64-DVD-1.iso", "debian-12.{a}.0-amd64-netinst.iso",
       "Fedora-Workstation-Live-x86_64-{a}-1.{b}.iso", "archlinux-2024.{b}.01-x86_64.iso", "linuxmint-21.{a}-cinnamon-64bit.iso",
       "FreeBSD-14.{a}-RELEASE-amd64-disc1.iso", "macOS Sonoma 14.{a}.{b} Installer", "kali-linux-2024.{a}-installer-amd64.iso",
       "TrueNAS-SCALE-24.{a}.0.{b}.iso", "proxmox-ve_8.{a}-{b}.iso", "Windows XP Professional SP3 x86 (MSDN)", "MS-DOS 6.22 boot disks",
       "Windows Server 2022 Datacenter x64 MSDN {m}", "openSUSE-Tumbleweed-DVD-x86_64-Snapshot2024{b}.iso", "Rocky-9.{a}-x86_64-dvd.iso"]


def g_os():
    s = pick(OSI).format(a=R.randint(1, 24), b=R.randint(1, 12), h=hexs(8), m=pick(["Nov2023", "Jan2024", "May2024", "Sep2024"]))
    if R.random() < 0.3:
        s = shell(s.replace(".iso", ""), s if s.endswith(".iso") else rel_file(dots(s)))
    return s, pick(["alt.binaries.cd.image", "alt.binaries.iso", "alt.binaries.cd.image.linux", "alt.binaries.apps", "alt.binaries.warez"])


GAMES = ["Baldurs.Gate.3", "Hogwarts.Legacy", "Elden.Ring", "Cyberpunk.2077", "Starfield", "Lies.of.P", "Sea.of.Stars",
         "Dave.the.Diver", "Dredge", "Jagged.Alliance.3", "Alan.Wake.2", "Lethal.Company", "Palworld", "Balatro", "Hades.II",
         "Stardew.Valley", "Hollow.Knight", "Disco.Elysium", "Red.Dead.Redemption.2", "Resident.Evil.4", "Dead.Space",
         "Armored.Core.VI.Fires.of.Rubicon", "Sons.of.the.Forest", "Manor.Lords", "Frostpunk.2", "Black.Myth.Wukong",
         "Satisfactory", "Indiana.Jones.and.the.Great.Circle", "Kingdom.Come.Deliverance.II", "Age.of.Mythology.Retold"]


def g_game_scene():
    g = pick(GAMES)
    k = R.randrange(4)
    grp = pick(["RUNE", "TENOKE", "FLT", "CODEX", "SKIDROW", "PLAZA", "EMPRESS", "DOGE", "TiNYiSO", "RAZOR1911", "DARKSiDERS", "P2P"])
    if k == 0:
        s = f"{g}-{grp}"
    elif k == 1:
        s = f"{g}.Update.v1.{R.randint(0, 9)}.{R.randint(0, 30)}-{grp}"
    elif k == 2:
        s = f"{g}.Build.{R.randint(10000000, 16999999)}-{grp}"
    else:
        s = f"{g}.{pick(['Deluxe.Edition', 'Complete.Edition', 'GOTY', 'Definitive.Edition'])}.MULTi{R.randint(5, 14)}-{pick(['ElAmigos', 'DINOByTES', grp])}"
    return maybe_shell(s, 0.3), pick(["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.warez.ibm-pc.games", "alt.binaries.boneless"])


def g_game_gog():
    g = pick(GAMES)
    snake = g.replace(".", "_").lower()
    k = R.randrange(3)
    if k == 0:
        s = f"setup_{snake}_{R.randint(1, 4)}.{R.randint(0, 40)}_({R.randint(10000, 79999)}).exe"
    elif k == 1:
        s = f"{snake}_{R.randint(1, 4)}_{R.randint(0, 40)}_{R.randint(10000, 79999)}.sh"
    else:
        s = f"{g.replace('.', ' ')} v{R.randint(1, 4)}.{R.randint(0, 20)} (GOG)"
    if R.random() < 0.4:
        s = shell(g.replace('.', ' ') + " [GOG]", s if s.endswith((".exe", ".sh")) else f"setup_{snake}.bin")
    return s, pick(["alt.binaries.games", "alt.binaries.warez.ibm-pc.games", "alt.binaries.boneless"])


def g_game_repack():
    g = pick(GAMES).replace(".", " ")
    k = R.randrange(4)
    if k == 0:
        return f"{g} - {pick(['Deluxe Edition', 'v1.0.3 + 5 DLCs', 'Ultimate Edition', 'v2.1 + Bonus Content'])} [FitGirl Repack]", "alt.binaries.games"
    if k == 1:
        return f"{g} v1.{R.randint(0, 9)}.{R.randint(0, 9)} + {R.randint(1, 12)} DLCs [DODI Repack]", "alt.binaries.games"
    if k == 2:
        return f"{g} [ElAmigos]", pick(["alt.binaries.games", "alt.binaries.boneless"])
    return f"{g} (v1.{R.randint(1, 9)}) [KaOs Repack]", "alt.binaries.games"


CONSOLE = [("Mario.Kart.8.Deluxe.NSW-VENOM", "alt.binaries.games.nintendo.switch"), ("The.Legend.of.Zelda.Tears.of.the.Kingdom.NSW-SUXXORS", "alt.binaries.games.nintendo.switch"),
           ("Metroid.Prime.Remastered.NSW-VENOM", "alt.binaries.games.nintendo.switch"), ("Pokemon.Scarlet.NSW-VENOM", "alt.binaries.games.nintendo.switch"),
           ("Super.Mario.Bros.Wonder.NSW-SUXXORS", "alt.binaries.games.nintendo.switch"), ("Halo.3.XBOX360-COMPLEX", "alt.binaries.games.xbox360"),
           ("Gears.of.War.2.XBOX360-SPARE", "alt.binaries.games.xbox360"), ("Uncharted.3.PS3-DUPLEX", "alt.binaries.console.ps3"),
           ("God.of.War.III.PS3-ABSTRAKT", "alt.binaries.console.ps3"), ("Bloodborne.PS4-DUPLEX", "alt.binaries.console.ps4"),
           ("Gran Turismo 4 (USA).iso", "alt.binaries.cd.image.games"), ("Super Metroid (Japan, USA) (En,Ja).sfc", "alt.binaries.emulators.nintendo"),
           ("Final Fantasy VII (USA) (Disc 1).chd", "alt.binaries.cd.image.games"), ("Monster.Hunter.Freedom.Unite.USA.PSP-pSyPSP", "alt.binaries.sony.psp"),
           ("4787 - Pokemon - HeartGold Version (USA).nds", "alt.binaries.nintendo.ds"), ("Shadow of the Colossus (Europe) (En,Fr,De,Es,It).iso", "alt.binaries.cd.image.games"),
           ("Xenoblade.Chronicles.3.NSW-SUXXORS", "alt.binaries.games.nintendo.switch"), ("Red.Dead.Redemption.PS3-DUPLEX", "alt.binaries.console.ps3"),
           ("Wii Sports (Europe) (En,Fr,De,Es,It).wbfs", "alt.binaries.games.wii"), ("Forza.Horizon.XBOX360-COMPLEX", "alt.binaries.games.xbox360"),
           ("Sonic the Hedgehog (USA, Europe).md", "alt.binaries.emulators.misc"), ("Tekken 3 (Europe).bin", "alt.binaries.cd.image.games"),
           ("Animal.Crossing.New.Horizons.NSW-BigBlueBox", "alt.binaries.games.nintendo.switch"), ("GoldenEye 007 (USA).z64", "alt.binaries.emulators.nintendo")]


def g_console():
    t, g = pick(CONSOLE)
    if R.random() < 0.5:
        t = shell(t.rsplit(".", 1)[0] if " " in t else t, rel_file(t.rsplit(".", 1)[0]) if " " not in t else t)
    return t, g


def g_sports():
    k = R.randrange(8)
    y, m, d = rdate(2019, 2025)
    if k == 0:
        gp = pick(["Bahrain", "Saudi.Arabia", "Australia", "Japan", "Monaco", "British", "Belgian", "Italian", "Abu.Dhabi", "Las.Vegas", "Brazil"])
        return f"Formula1.{y}.Round{R.randint(1, 24):02d}.{gp}.{pick(['Race', 'Qualifying', 'Sprint', 'FP1'])}.{pick(['SkyF1HD', 'SkyF1UHD', 'F1TV'])}.1080P", pick(["alt.binaries.multimedia.sports", "alt.binaries.sport", "alt.binaries.hdtv"])
    if k == 1:
        return f"NFL.{y}.Week.{R.randint(1, 18):02d}.{pick(TEAMS_NFL)}.vs.{pick(TEAMS_NFL)}.720p.WEB.h264-{pick(['SPORTSNET', 'WHCHD', 'NFL'])}", pick(["alt.binaries.multimedia.sports", "alt.binaries.teevee"])
    if k == 2:
        return f"NHL.{y}.{m:02d}.{d:02d}.{dots(pick(TEAMS_NHL))}.vs.{dots(pick(TEAMS_NHL))}.720p.WEB.h264-SPORTSNET", "alt.binaries.multimedia.sports"
    if k == 3:
        return f"UFC.{R.randint(250, 310)}.PPV.{pick(['Main.Card', 'Prelims', 'Early.Prelims'])}.1080p.WEB.h264-{pick(['VERUM', 'SHREDDiE', 'PUNCH'])}", pick(["alt.binaries.multimedia.sports", "alt.binaries.teevee"])
    if k == 4:
        return f"Premier.League.{y}.{m:02d}.{d:02d}.{dots(pick(TEAMS_EPL))}.vs.{dots(pick(TEAMS_EPL))}.720p.HDTV.x264-{pick(['FAILURE', 'VERUM', 'ACES'])}", pick(["alt.binaries.multimedia.sports", "alt.binaries.sport"])
    if k == 5:
        return f"NBA.{y}.{m:02d}.{d:02d}.{pick(TEAMS_NBA)}.vs.{pick(TEAMS_NBA)}.1080p.WEB.h264-{pick(['SPORTSNET', 'NBAFAN'])}", "alt.binaries.multimedia.sports"
    if k == 6:
        return pick([f"Tour de France {y} Stage {R.randint(1, 21)} ITV4 720p", f"Wimbledon {y} Mens Final BBC 1080i", f"Six Nations {y} England v France 720p",
                     f"The Ashes {y} Day {R.randint(1, 5)} Sky Cricket", f"MotoGP.{y}.Round{R.randint(1, 20):02d}.Race.1080p.WEB.h264", f"Snooker World Championship {y} Final Session 3",
                     f"Bundesliga {y}-{m:02d}-{d:02d} Bayern Muenchen vs Borussia Dortmund 720p", f"Champions League {y} Final 1080p 50fps"]), pick(["alt.binaries.multimedia.sports", "alt.binaries.sport", "alt.binaries.teevee"])
    return f"WWE.{pick(['Monday.Night.Raw', 'SmackDown', 'NXT'])}.{y}.{m:02d}.{d:02d}.720p.HDTV.x264-NWCHD", pick(["alt.binaries.multimedia.sports", "alt.binaries.teevee"])


DOCS = ["BBC.Planet.Earth.III", "Blue.Planet.II", "Frozen.Planet.II", "Our.Planet.II", "Life.on.Our.Planet", "Horizon",
        "Frontline", "Nova", "Storyville", "Secrets.of.the.Dead", "American.Experience", "The.World.at.War", "Cosmos.A.Spacetime.Odyssey",
        "The.Last.Dance", "Making.a.Murderer", "The.Jinx", "Drain.the.Oceans", "Ancient.Apocalypse", "The.Vietnam.War", "Civilisations"]
DOC_FILMS = [("Apollo 11", 2019), ("Free Solo", 2018), ("Icarus", 2017), ("13th", 2016), ("Man on Wire", 2008), ("Grizzly Man", 2005),
             ("Senna", 2010), ("Amy", 2015), ("Fyre", 2019), ("Jiro Dreams of Sushi", 2011), ("My Octopus Teacher", 2020),
             ("Fire of Love", 2022), ("Navalny", 2022), ("20 Days in Mariupol", 2023), ("The Act of Killing", 2012), ("Hoop Dreams", 1994)]


def g_doc():
    if R.random() < 0.6:
        s = f"{pick(DOCS)}.S{R.randint(1, 12):02d}E{R.randint(1, 10):02d}.{pick(['1080p.iP.WEB-DL.AAC2.0.H.264', '720p.HDTV.x264', '1080p.WEB.h264', '2160p.NF.WEB-DL.DDP5.1.HDR.H.265', 'PDTV.XviD'])}-{pick(['RNG', 'SUiCiDAL', 'BAE', 'NTb', 'TVC', 'BTN'])}"
    else:
        t, y = pick(DOC_FILMS)
        s = pick([f"{dots(t)}.{y}.DOCU.1080p.BluRay.x264-{pick(['DEPTH', 'GETiT', 'SADPANDA'])}", f"{t} ({y}) Documentary 720p", f"{dots(t)}.{y}.1080p.WEB.h264-{pick(['KOGi', 'OPUS'])}"])
    return maybe_shell(s, 0.15), pick(["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee", "alt.binaries.hdtv"])


XSITES = ["Brazzers", "RealityKings", "Blacked", "BlackedRaw", "Tushy", "Vixen", "Deeper", "NubileFilms", "SexArt", "MetArt",
          "DigitalPlayground", "Babes", "EvilAngel", "Twistys", "WowGirls", "Joymii", "PassionHD", "LetsDoeIt", "X-Art",
          "HegreArt", "FemJoy", "21Sextury", "DorcelClub", "PrivateSociety"]
XFIRST = ["Lana", "Mia", "Kira", "Eva", "Jessa", "Angela", "Riley", "Sofia", "Kayla", "Adriana", "Nina", "Lexi", "Vanessa",
          "Tina", "Alexis", "Chloe", "Emily", "Lola", "Anya", "Sybil", "Katya", "Gina", "Elena"]
XLAST = ["Rose", "Rhodes", "Noir", "Elfie", "Lopez", "Kay", "Black", "Reid", "Stone", "Moore", "Cruz", "Lux", "Vega", "Hart",
         "Sinn", "Fox", "Blue", "Diaz", "Valentine", "Storm"]
XWORDS = ["Morning Light", "Private Lesson", "Weekend Getaway", "Poolside", "After Hours", "The Audition", "Room Service",
          "Summer Heat", "Red Dress", "Late Check Out", "Between the Sheets", "Sunset Session", "Close Encounter"]


def g_xxx():
    site = pick(XSITES)
    name = f"{pick(XFIRST)} {pick(XLAST)}"
    y, m, d = rdate(2014, 2025)
    k = R.randrange(6)
    if k < 2:
        s = f"{site}.{y % 100:02d}.{m:02d}.{d:02d}.{dots(name)}.XXX.{pick(['1080p', '720p', '2160p'])}.{pick(['MP4-WRB', 'HEVC.x265.PRT', 'MP4-KTR', 'MP4-P2P', 'MP4-GUSH'])}"
    elif k == 2:
        s = f"[{site}] {name} - {pick(XWORDS)} ({d:02d}.{m:02d}.{y}) rq.mp4"
    elif k == 3:
        s = f"{site} - {y}-{m:02d}-{d:02d} - {name} - {pick(XWORDS)}"
    elif k == 4:
        s = f"{site}.{y % 100:02d}.{m:02d}.{d:02d}.{dots(name)}.{dots(pick(XWORDS))}.XXX.IMAGESET-FuGLi"
    else:
        s = f"{pick(['Private Gold', 'Dorcel', 'Marc Dorcel', 'Private Specials'])} {R.randint(1, 260)} - {pick(XWORDS)} ({y}) XXX {pick(['DVDRip x264-GUSH', 'WEB-DL 1080p SPLIT SCENES', 'DVDRip XviD'])}"
    if R.random() < 0.2:
        s = shell(s, rel_file(dots(s)))
    return s, pick(["alt.binaries.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.erotica.divx", "alt.binaries.pictures.erotica", "alt.binaries.mom"])


NONLATIN_REL = [
    ("Мастер.и.Маргарита.2024.WEB-DL.1080p", "alt.binaries.movies"), ("Слово пацана. Кровь на асфальте S01E05 (2023) WEB-DL 1080p", "alt.binaries.teevee"),
    ("Брат (1997) BDRip 720p", "alt.binaries.movies.divx"), ("Ирония судьбы, или С лёгким паром! (1975) DVDRip", "alt.binaries.movies.divx"),
    ("Кино - Группа крови (1988) [FLAC]", "alt.binaries.sounds.flac"), ("ДДТ - Что такое осень (1991) MP3 320", "alt.binaries.sounds.mp3"),
    ("Лукьяненко С. - Ночной дозор (аудиокнига, читает Кирсанов)", "alt.binaries.audiobooks"),
    ("流浪地球2.The.Wandering.Earth.II.2023.2160p.WEB-DL.H265.DDP5.1-ADWeb", "alt.binaries.moovee"),
    ("满江红.Full.River.Red.2023.1080p.WEB-DL.H264.AAC-PTerWEB", "alt.binaries.moovee"),
    ("繁花.Blossoms.Shanghai.S01E01.2023.2160p.WEB-DL.H265.AAC-ADWeb", "alt.binaries.teevee"),
    ("周杰倫 - 最偉大的作品 (2022) [FLAC]", "alt.binaries.sounds.flac"), ("三体.Three-Body.2023.S01E01.1080p.WEB-DL.H264.AAC-OurTV", "alt.binaries.teevee"),
    ("[アニメ] 葬送のフリーレン 第12話 (BS11 1920x1080 x264 AAC).mp4", "alt.binaries.anime"),
    ("宇多田ヒカル - SCIENCE FICTION (2024) [24bit-96kHz FLAC]", "alt.binaries.sounds.flac"), ("米津玄師 - LOST CORNER (2024) [FLAC]", "alt.binaries.sounds.flac"),
    ("YOASOBI - アイドル [FLAC 24bit 48kHz]", "alt.binaries.sounds.flac"), ("ゴジラ-1.0 (2023) BDRip 1080p", "alt.binaries.movies"),
    ("무빙.Moving.E01.230809.1080p.WEB-DL.x264-NEXT", "alt.binaries.teevee"), ("나 혼자 산다.E520.231110.720p-NEXT", "alt.binaries.teevee"),
    ("런닝맨.E680.231112.1080p.H264-F1RST", "alt.binaries.teevee"), ("아이유 - 꽃갈피 셋 (2023) [FLAC]", "alt.binaries.sounds.flac"),
    ("مسلسل الحشاشين الحلقة 5 1080p", "alt.binaries.multimedia"), ("فيلم الفيل الأزرق 2 (2019) 1080p WEB-DL", "alt.binaries.movies"),
    ("פאודה עונה 4 פרק 3 1080p", "alt.binaries.teevee"), ("שטיסל עונה 3 פרק 1 720p", "alt.binaries.teevee"),
    ("Ο Θίασος (1975) Αγγελόπουλος DVDRip", "alt.binaries.movies.divx"), ("Μίκης Θεοδωράκης - Ζορμπάς (1964) [FLAC]", "alt.binaries.sounds.flac"),
    ("ฉลาดเกมส์โกง Bad Genius (2017) 1080p BluRay", "alt.binaries.movies"), ("दंगल (2016) Hindi 1080p BluRay x264", "alt.binaries.movies"),
    ("Тіні забутих предків (1965) HDRip", "alt.binaries.movies.divx"), ("جدایی نادر از سیمین (2011) 1080p BluRay", "alt.binaries.movies"),
    ("金庸 - 射鵰英雄傳 (epub)", "alt.binaries.e-book"), ("[尾田栄一郎] ONE PIECE 第107巻", "alt.binaries.comics"),
    ("Пелевин В. - Generation П (fb2)", "alt.binaries.e-book"), ("Ко то тамо пева (1980) DVDRip", "alt.binaries.movies.divx"),
    ("狂飙.The.Knockout.S01E10.2023.1080p.WEB-DL.H264-HHWEB", "alt.binaries.teevee"), ("機動戦士ガンダム 水星の魔女 第01話 (MBS 1280x720 x264)", "alt.binaries.anime"),
    ("Аквариум - Радио Африка (1983) [FLAC]", "alt.binaries.sounds.flac"), ("蒼井優 写真集 (scan)", "alt.binaries.pictures"),
]


def g_obf():
    k = R.randrange(10)
    if k == 0:
        base = hexs(32)
    elif k == 1:
        base = f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"
    elif k in (2, 3):
        base = alnum(R.randint(10, 30))
    elif k == 4:
        base = hexs(R.randint(12, 24))
    elif k == 5:
        base = "".join(pick("abcdefghijklmnopqrstuvwxyz") for _ in range(R.randint(6, 14)))
    elif k == 6:
        base = alnum(R.randint(18, 40)).replace("a", "_").replace("Q", "-")
    else:
        base = alnum(R.randint(14, 24))
    ext = pick(["", "", ".part01.rar", ".rar", ".r12", ".7z.001", ".mkv", ".par2", ".vol07+08.par2", ".zip", ".001", ".bin", ".mp4", ".nfo"])
    fname = base + ext
    m = R.randrange(6)
    if m == 0:
        return base, None
    if m == 1:
        return fname, None
    if m == 2:
        return shell("", fname), None
    if m == 3:
        return shell(base, fname, style=pick([1, 2, 5, 6])), None
    if m == 4:
        return f"[{R.randint(1, 99)}/{R.randint(100, 199)}] - \"{fname}\" yEnc ({R.randint(1, 9)}/{R.randint(10, 400)}) {R.randint(100000, 799999999)}", None
    return f"{alnum(R.randint(20, 40))} [{R.randint(1, 60):02d}/{R.randint(61, 99)}] - \"{fname}\" yEnc", None


G_OBF = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.mom", "alt.binaries.cores", "alt.binaries.etc",
         "alt.binaries.bloaf", "alt.binaries.flowed", "alt.binaries.ath", "alt.binaries.u-4all", "alt.binaries.frogs",
         "alt.binaries.b4e", "alt.binaries.tun", "alt.binaries.test", "alt.binaries.multimedia", "alt.binaries.teevee", "alt.binaries.hdtv.x264"]


def g_obf2():
    t, _ = g_obf()
    return t, pick(G_OBF)


AUX_SRC = [g_tv_scene, g_movie_scene, g_music_scene, g_game_scene, g_tv_daily]


def g_aux():
    fn = pick(AUX_SRC)
    t, g = fn()
    rel = re.sub(r'.*"(.+?)\.(part\d+\.rar|r\d+|rar|par2|vol\d+\+\d+\.par2|7z\.\d+|nfo|sfv|mkv|mp3|m3u)".*', r"\1", t)
    rel = rel.split(" ")[0] if '"' in t else t
    ext = pick([".par2", ".vol00+01.par2", f".vol{R.randint(1, 60):02d}+{R.randint(2, 32):02d}.par2", ".nzb", ".sfv", ".nfo", ".srr", ".srs", "-sample.mkv", ".jpg"])
    return shell(rel, rel + ext, style=pick([0, 1, 3, 4, 6])), g


fill("legit", "legit:audiobook", 40, g_audiobook)
fill("legit", "legit:ebook", 45, g_ebook)
fill("legit", "legit:comic", 35, g_comic)
fill("legit", "legit:magazine", 35, g_magazine)
fill("legit", "legit:software", 45, g_software)
fill("legit", "legit:os_image", 20, g_os)
fill("legit", "legit:game_scene", 30, g_game_scene)
fill("legit", "legit:game_gog", 18, g_game_gog)
fill("legit", "legit:game_repack", 18, g_game_repack)
fill("legit", "legit:game_console", 22, g_console)
fill("legit", "legit:sports", 45, g_sports)
fill("legit", "legit:documentary", 35, g_doc)
fill("legit", "legit:xxx_scene", 45, g_xxx)
for _t, _g in NONLATIN_REL:
    add("legit", "legit:nonlatin_release", maybe_shell(_t, 0.15), _g)
fill("legit", "legit:obfuscated", 115, g_obf2)
fill("legit", "legit:aux_files", 40, g_aux)

# ---------------------------------------------------------------- legit: unstructured and adlike
def g_bare():
    k = R.randrange(5)
    if k == 0:
        m, y = pick(MOVIES)
        return pick([m, f"{m} {y}", f"{m} ({y})", m.lower()]), pick(G_MOV)
    if k == 1:
        return pick([f"{pick(SHOWS)} season {R.randint(1, 7)}", f"{pick(SHOWS)} complete", f"{pick(SHOWS).lower()} s{R.randint(1, 7):02d}", pick(SHOWS)]), pick(G_TV)
    if k == 2:
        a, t, _ = pick(BOOKS)
        return pick([t, f"{t} - {a}", f"{a} {t}"]), pick(["alt.binaries.e-book", "alt.binaries.audiobooks"])
    if k == 3:
        a, t, _ = pick(ALBUMS)
        return pick([f"{a} - {t}", f"{t} by {a}", a]), pick(G_MP3)
    return pick(["Fawlty Towers", "Blackadder Goes Forth", "Twin Peaks The Return", "The Young Ones", "Bluey all episodes",
                 "Lord of the Rings extended", "Doctor Who - The Day of the Doctor", "Porridge", "Yes Minister", "Red Dwarf VIII",
                 "The Office UK Christmas Specials", "Band of Brothers", "Das Boot director's cut", "Dekalog", "Heimat"]), pick(G_TV)


SONGS = [("Queen", "Bohemian Rhapsody"), ("Kate Bush", "Running Up That Hill"), ("Joy Division", "Love Will Tear Us Apart"),
         ("The Smiths", "There Is a Light That Never Goes Out"), ("Fleetwood Mac", "Dreams"), ("Bill Withers", "Ain't No Sunshine"),
         ("Nina Simone", "Feeling Good"), ("Leonard Cohen", "Hallelujah"), ("Massive Attack", "Teardrop"), ("Radiohead", "Paranoid Android"),
         ("New Order", "Blue Monday"), ("Talking Heads", "Once in a Lifetime"), ("Aretha Franklin", "Respect"), ("Johnny Cash", "Hurt"),
         ("Amy Winehouse", "Back to Black"), ("Daft Punk", "Get Lucky"), ("Prince", "When Doves Cry"), ("Kraftwerk", "Das Model"),
         ("Edith Piaf", "Non, je ne regrette rien"), ("Buena Vista Social Club", "Chan Chan"), ("Abba", "Dancing Queen"),
         ("The Pogues", "Fairytale of New York"), ("Dolly Parton", "Jolene"), ("Otis Redding", "(Sittin' On) The Dock of the Bay"),
         ("Beyonce", "Halo"), ("Taylor Swift", "All Too Well (10 Minute Version)"), ("Pulp", "Common People"), ("Oasis", "Wonderwall"),
         ("Bruce Springsteen", "Thunder Road"), ("Sinead O'Connor", "Nothing Compares 2 U"), ("Tom Waits", "Downtown Train")]


def g_song():
    a, s = pick(SONGS)
    k = R.randrange(7)
    if k == 0:
        return f"{a} - {s}", pick(G_MP3)
    if k == 1:
        return f"{a} - {s}.mp3", pick(G_MP3)
    if k == 2:
        return f"{R.randint(1, 14):02d} {s}.flac", pick(G_FLAC)
    if k == 3:
        return f"{a} - {s} (Live {R.randint(1970, 2019)})", pick(G_MP3)
    if k == 4:
        return f"{a} - {s} (12'' Extended Mix)", pick(G_MP3)
    if k == 5:
        return shell(f"{a} - {s}", f"{a} - {s}.mp3", style=pick([1, 2, 3])), pick(G_MP3)
    return f"{s} - {a} (cover by my band)", "alt.binaries.sounds.mp3"


PODS = [("Hardcore History", 70), ("The Rest Is History", 500), ("99% Invisible", 600), ("This American Life", 840),
        ("The Joe Rogan Experience #", 2200), ("Lex Fridman Podcast #", 450), ("Freakonomics Radio", 600), ("Welcome to Night Vale", 250),
        ("Darknet Diaries Ep", 150), ("Behind the Bastards", 400), ("Revolutions 10.", 120), ("The History of Rome", 179),
        ("Security Now", 1000), ("Accidental Tech Podcast", 600), ("Reply All", 190), ("Radiolab", 300), ("Stuff You Should Know", 1800),
        ("In Our Time", 1000), ("The Bugle", 300), ("No Such Thing As A Fish", 550)]
POD_TOPICS = ["The Battle of Hastings", "Supernova in the East", "The Byzantine Empire", "Octopus Intelligence", "The Great Stink",
              "Cold War Spies", "The Printing Press", "Ransomware", "The Tulip Mania", "Black Holes", "The Vikings", "Fermat's Last Theorem",
              "The Dust Bowl", "Ada Lovelace", "The Plague of Justinian", "Interview with a Beekeeper", "Q&A Special"]


def g_podcast():
    p, n = pick(PODS)
    sep = "" if p.endswith(("#", ".")) else " "
    return pick([f"{p}{sep}{R.randint(1, n)} - {pick(POD_TOPICS)}", f"{p}{sep}{R.randint(1, n)}", f"{p} - {pick(POD_TOPICS)}.mp3",
                 f"{p} {R.randint(2015, 2024)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"]), pick(["alt.binaries.sounds.mp3", "alt.binaries.sounds.mp3.spoken-word", "alt.binaries.sounds.radio"])


LECT = ["MIT 6.006 Introduction to Algorithms", "Stanford CS229 Machine Learning", "Yale PSYC 110 Introduction to Psychology",
        "Harvard CS50 2023", "The Great Courses - The History of Ancient Egypt", "Berkeley CS61A", "Stanford Human Behavioral Biology (Sapolsky)",
        "MIT 8.01 Classical Mechanics (Walter Lewin)", "Feynman Messenger Lectures", "Yale HIST 119 The Civil War and Reconstruction",
        "The Great Courses - Understanding the Universe", "Royal Institution Christmas Lectures", "Gresham College lecture",
        "MIT 18.06 Linear Algebra (Gilbert Strang)", "Oxford Philosophy for Beginners"]


def g_lecture():
    c = pick(LECT)
    n = R.randint(1, 36)
    return pick([f"{c} - Lecture {n}", f"{c} Lecture {n:02d}.mp4", f"{c} - Lecture {n} - {pick(POD_TOPICS)}", f"{c} (complete course)"]), pick(
        ["alt.binaries.multimedia", "alt.binaries.e-book.technical", "alt.binaries.education", "alt.binaries.documentaries", "alt.binaries.sounds.mp3.spoken-word"])


def g_sermon():
    y, m, d = rdate(2005, 2024)
    ref = f"{pick(['Romans', 'John', 'Psalm', 'Genesis', 'Isaiah', 'Matthew', 'Luke', '1 Corinthians', 'Ephesians', 'Hebrews'])} {R.randint(1, 20)}"
    return pick([f"Sunday Service {y}-{m:02d}-{d:02d} - Pastor {pick(['John', 'Mark', 'David', 'Ruth', 'Samuel'])} - {ref}",
                 f"Charles Spurgeon Sermon {R.randint(1, 3500)} read aloud", f"Tim Keller - {ref} - sermon {y}",
                 f"Alistair Begg - Truth for Life - {ref}", f"Evensong from {pick(['St Paul', 'Westminster Abbey', 'Kings College', 'York Minster'])} {y}-{m:02d}-{d:02d}",
                 f"Khutbah Jumu'ah {d:02d}-{m:02d}-{y}", f"Rabbi Sacks - Covenant and Conversation - {pick(['Noach', 'Bereishit', 'Lech Lecha', 'Vayera'])}",
                 f"Fr. Mike Schmitz - Bible in a Year Day {R.randint(1, 365)}", f"Midnight Mass {y} St Peter's Basilica"]), pick(
        ["alt.binaries.sounds.mp3.spoken-word", "alt.binaries.multimedia", "alt.binaries.sounds.mp3", "alt.binaries.sounds.mp3.christian"])


OTR = ["Suspense", "The Shadow", "Gunsmoke", "Dragnet", "X Minus One", "Lux Radio Theatre", "The Whistler", "Yours Truly Johnny Dollar",
       "Fibber McGee and Molly", "The Jack Benny Program", "Inner Sanctum Mysteries", "Dimension X", "Lights Out", "The Mercury Theatre on the Air"]


def g_radio():
    y, m, d = rdate(1935, 1961)
    if R.random() < 0.55:
        return pick([f"{pick(OTR)} {y}-{m:02d}-{d:02d} {pick(EP_TITLES)}", f"OTR - {pick(OTR)} - {y}-{m:02d}-{d:02d}.mp3", f"{pick(OTR)} ep{R.randint(1, 600):03d} {pick(EP_TITLES)}"]), "alt.binaries.sounds.radio.oldtime"
    y = R.randint(1995, 2024)
    return pick([f"BBC Radio 4 - Saturday Drama - {pick(EP_TITLES)}", f"The Archers {y}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}",
                 f"Cabin Pressure S0{R.randint(1, 4)}E0{R.randint(1, 6)}", f"The Hitchhiker's Guide to the Galaxy - Fit the {pick(['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'])}",
                 f"Sherlock Holmes (Clive Merrison) - {pick(['The Speckled Band', 'The Red-Headed League', 'Silver Blaze', 'The Final Problem'])}",
                 f"Hancock's Half Hour - {pick(['The Blood Donor', 'The Radio Ham', 'Sunday Afternoon at Home'])}",
                 f"The Goon Show - {pick(['The Dreaded Batter Pudding Hurler', 'The Phantom Head Shaver', 'The Affair of the Lone Banana'])}",
                 f"BBC Radio 4 Extra - {pick(['Dead Ringers', 'Just a Minute', 'I am Sorry I Havent a Clue', 'The Navy Lark'])} {y}"]), pick(["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.british", "alt.binaries.sounds.radio"])


def g_news():
    y, m, d = rdate(2015, 2025)
    return pick([f"BBC News at Ten {y}-{m:02d}-{d:02d}", f"CNN Newsroom {d} {pick(MONTHS)[:3]} {y}", f"Tagesschau 20 Uhr {d:02d}.{m:02d}.{y}",
                 f"PBS NewsHour {y}-{m:02d}-{d:02d}", f"NOS Journaal 20.00 uur {d:02d}-{m:02d}-{y}", f"Channel 4 News {d:02d}/{m:02d}/{y % 100:02d}",
                 f"60 Minutes {y}-{m:02d}-{d:02d}", f"Journal de 20h TF1 {d} {pick(['janvier', 'mars', 'juin', 'novembre'])} {y}",
                 f"Newsnight {d:02d}/{m:02d}/{y}", f"ABC World News Tonight {m}-{d}-{y}", f"Heute Journal {d:02d}.{m:02d}.{y}"]), pick(
        ["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.tv", "alt.binaries.nl", "alt.binaries.hdtv.german"])


PLACES = ["Mallorca", "Crete", "Lake District", "Cornwall", "Tuscany", "Yosemite", "Bavaria", "Skye", "Texel", "Algarve", "Norway fjords"]


def g_personal():
    y = R.randint(1960, 2022)
    return pick([f"Our wedding video {y} part {R.randint(1, 5)}", f"Holiday {pick(PLACES)} {y} DV tapes", f"Dad's 8mm films digitised reel {R.randint(1, 20)}",
                 f"My band rehearsal {R.randint(1, 28):02d}-{R.randint(1, 12):02d}-{y} cassette rip", f"Kids school concert Christmas {y}",
                 f"grandma's {pick(['70th', '80th', '90th'])} birthday party", f"scans of old family photos {y // 10 * 10}s",
                 f"birdsong recordings from my garden - spring {y}", f"my train videos - {pick(['Settle to Carlisle', 'Flam Railway', 'Glacier Express'])}",
                 f"drone footage {pick(PLACES)} 4K", f"home recordings - acoustic demos {y}", f"my vinyl rips batch {R.randint(1, 40)}",
                 f"slides from {pick(PLACES)} trip {y} (scanned)"]), pick(["alt.binaries.multimedia", "alt.binaries.pictures", "alt.binaries.misc", "alt.binaries.pictures.misc", "alt.binaries.sounds.mp3", "alt.binaries.multimedia.vintage-film"])


FANEDITS = ["Star Wars - Harmy's Despecialized Edition v2.7 720p", "The Phantom Edit (2000)", "Dune (1984) - Spicediver fan edit",
            "The Hobbit - The Tolkien Edit", "Star Wars 4K77 (Team Negative1)", "Star Wars 4K83", "Return of the Jedi 4K83 v1.0",
            "Lord of the Rings - Extended fan edit with lost scenes", "The Matrix Sequels - One Film Fan Edit", "Alien 3 - Assembly Cut restoration",
            "Star Wars Prequels - Ring Theory fan edit", "Superman II - Restored International Cut", "Batman Forever - fan restored Schumacher cut",
            "The Hobbit - M4 fan edit 1080p", "Kill Bill The Whole Bloody Affair fan reconstruction", "Indiana Jones - Crystal Skull fanedit",
            "Blade Runner - Workprint restoration", "Apocalypse Now - Full Disclosure fan edit", "Doctor Who - Shada animated reconstruction",
            "Twin Peaks - Fire Walk with Me + Missing Pieces fan edit", "Star Trek The Motion Picture - Director's Edition 1080p fan upscale",
            "The Thief and the Cobbler - Recobbled Cut", "Godfather Saga chronological fan edit", "The Shining - extended US cut fan restoration",
            "Man of Steel - colour regrade fan edit"]

REQS = ["REQ: {t}", "[REQ] {t}", "Request - {t}", "req: {t} please", "Looking for: {t}", "Anyone have {t}? please repost",
        "REPOST REQUEST: {t} - part missing", "Fill request: {t}", "Can someone repost {t} - par2 broken"]


def g_request():
    k = R.randrange(4)
    if k == 0:
        t = f"{pick(SHOWS)} S{R.randint(1, 6):02d} {pick(['DVD', 'PAL DVD', '1080p', 'complete'])}"
    elif k == 1:
        m, y = pick(MOVIES)
        t = f"{m} ({y}) {pick(['extended', 'remux', 'open matte', 'German dub', ''])}".strip()
    elif k == 2:
        a, al, _ = pick(ALBUMS)
        t = f"{a} - {al} in FLAC"
    else:
        t = pick(["Northern Exposure season 4", "The Young Ones series 2", "Blakes 7 series 3", "Moomins 1990 Dutch dub",
                  "Silent Witness S01 1996", "Twin Peaks 1990 Laserdisc rip", "anything by Nick Drake in FLAC", "Tintin 1991 cartoon French audio"])
    return pick(REQS).format(t=t), pick(["alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.sounds.mp3", "alt.binaries.sounds.flac",
                                         "alt.binaries.multimedia", "alt.binaries.e-book", "alt.binaries.dvd"])


NONLATIN_BARE = [
    ("Ирония судьбы", "alt.binaries.movies.divx"), ("Кино - Звезда по имени Солнце", "alt.binaries.sounds.mp3"), ("千と千尋の神隠し", "alt.binaries.anime"),
    ("周杰倫 - 晴天", "alt.binaries.sounds.mp3"), ("아리랑", "alt.binaries.sounds.mp3"), ("أم كلثوم - أنت عمري", "alt.binaries.sounds.mp3"),
    ("ジブリ 名曲集", "alt.binaries.sounds.mp3"), ("Песни военных лет", "alt.binaries.sounds.mp3"), ("鄧麗君 - 月亮代表我的心", "alt.binaries.sounds.mp3"),
    ("שלמה ארצי - ירח", "alt.binaries.sounds.mp3"), ("Θεοδωράκης - Άξιον Εστί", "alt.binaries.sounds.mp3"), ("Владимир Высоцкий - Кони привередливые", "alt.binaries.sounds.mp3"),
    ("三国演义 评书 单田芳 第12回", "alt.binaries.sounds.mp3"), ("落語 古今亭志ん朝 芝浜", "alt.binaries.sounds.mp3"), ("新闻联播 2023年11月14日", "alt.binaries.multimedia"),
    ("Мастер и Маргарита - Булгаков", "alt.binaries.e-book"), ("Война и мир", "alt.binaries.e-book"), ("Ёжик в тумане (1975)", "alt.binaries.movies.divx"),
    ("Чебурашка", "alt.binaries.multimedia"), ("Ну, погоди! все выпуски", "alt.binaries.multimedia"), ("紅樓夢 87版", "alt.binaries.teevee"),
    ("西遊記 1986", "alt.binaries.teevee"), ("となりのトトロ", "alt.binaries.anime"), ("美空ひばり - 川の流れのように", "alt.binaries.sounds.mp3"),
    ("BTS 방탄소년단 - 봄날", "alt.binaries.sounds.mp3"), ("응답하라 1988", "alt.binaries.teevee"), ("فيروز - صباح ومسا", "alt.binaries.sounds.mp3"),
    ("القرآن الكريم - عبد الباسط عبد الصمد", "alt.binaries.sounds.mp3"), ("Ἰλιάς - Ὅμηρος", "alt.binaries.e-book"), ("הגשש החיוור - מערכונים", "alt.binaries.sounds.mp3"),
    ("ลูกทุ่ง รวมฮิต", "alt.binaries.sounds.mp3"), ("राग यमन - पंडित जसराज", "alt.binaries.sounds.mp3"), ("Маша и Медведь", "alt.binaries.multimedia"),
    ("Бременские музыканты", "alt.binaries.multimedia"), ("窦唯 - 黑梦", "alt.binaries.sounds.mp3"), ("鉄腕アトム", "alt.binaries.anime"),
    ("Сказка о царе Салтане аудиоспектакль", "alt.binaries.audiobooks"), ("紅白歌合戦 2023", "alt.binaries.teevee"), ("Гарри Поттер и философский камень аудиокнига", "alt.binaries.audiobooks"),
    ("魯迅 - 吶喊", "alt.binaries.e-book"), ("กรุงเทพมหานคร สารคดี", "alt.binaries.documentaries"), ("Кухня 1 сезон", "alt.binaries.teevee"),
]

ADLIKE = [
    ("Robert T. Kiyosaki - Rich Dad Poor Dad (audiobook)", "alt.binaries.audiobooks"), ("Rich Dad Poor Dad - 20th Anniversary Edition (2017) epub", "alt.binaries.e-book"),
    ("Napoleon Hill - Think and Grow Rich (1937)", "alt.binaries.e-book"), ("Dale Carnegie - How to Win Friends and Influence People", "alt.binaries.audiobooks"),
    ("Tim Ferriss - The 4-Hour Workweek (Expanded and Updated)", "alt.binaries.e-book"), ("Thomas J. Stanley - The Millionaire Next Door", "alt.binaries.audiobooks"),
    ("George S. Clason - The Richest Man in Babylon", "alt.binaries.e-book"), ("Ramit Sethi - I Will Teach You to Be Rich (2nd Edition)", "alt.binaries.e-book"),
    ("Dave Ramsey - The Total Money Makeover", "alt.binaries.audiobooks"), ("50 Cent - Get Rich or Die Tryin' (2003) [FLAC]", "alt.binaries.sounds.flac"),
    ("Dire Straits - Money for Nothing (1988) [FLAC]", "alt.binaries.sounds.flac"), ("Pink Floyd - Money (2011 Remaster).flac", "alt.binaries.sounds.flac"),
    ("The Flying Lizards - Money (That's What I Want)", "alt.binaries.sounds.mp3"), ("Free.Money.1998.DVDRip.XviD-FiCO", "alt.binaries.movies.divx"),
    ("Dumb.Money.2023.1080p.WEB.h264-ETHEL", "alt.binaries.moovee"), ("The.Big.Short.2015.1080p.BluRay.x264-SPARKS", "alt.binaries.moovee"),
    ("Margin.Call.2011.720p.BluRay.x264-SPARKS", "alt.binaries.moovee"), ("Boiler.Room.2000.1080p.BluRay.x264-PSYCHD", "alt.binaries.moovee"),
    ("The.Wolf.of.Wall.Street.2013.1080p.BluRay.x264-SPARKS", "alt.binaries.moovee"), ("Catch.Me.If.You.Can.2002.1080p.BluRay.x264-CiNEFiLE", "alt.binaries.moovee"),
    ("Scam.Interceptors.S03E04.1080p.iP.WEB-DL.AAC2.0.H.264-RNG", "alt.binaries.teevee"), ("The.Tinder.Swindler.2022.1080p.NF.WEB-DL.DDP5.1.x264-KOGi", "alt.binaries.moovee"),
    ("Bitcoin.The.End.of.Money.as.We.Know.It.2015.WEBRip.x264", "alt.binaries.documentaries"), ("Trust.No.One.The.Hunt.for.the.Crypto.King.2022.1080p.NF.WEB-DL.DDP5.1.x264-SMURF", "alt.binaries.documentaries"),
    ("How.to.Make.Money.Selling.Drugs.2012.720p.BluRay.x264", "alt.binaries.documentaries"), ("Love.and.Other.Drugs.2010.1080p.BluRay.x264-SECTOR7", "alt.binaries.moovee"),
    ("Limitless.2011.EXTENDED.1080p.BluRay.x264-SECTOR7", "alt.binaries.moovee"), ("Super.Size.Me.2004.DVDRip.XviD-DoNE", "alt.binaries.documentaries"),
    ("Warning.This.Drug.May.Kill.You.2017.720p.HDTV.x264", "alt.binaries.documentaries"), ("Lionel Richie - Hello (1984)", "alt.binaries.sounds.mp3"),
    ("Adele - Hello.mp3", "alt.binaries.sounds.mp3"), ("Green Day - Warning (2000) [FLAC]", "alt.binaries.sounds.flac"),
    ("Weird Al Yankovic - Virus Alert", "alt.binaries.sounds.mp3"), ("Elvis Presley - Are You Lonesome Tonight", "alt.binaries.sounds.mp3"),
    ("The Beatles - Help! (2009 Remaster) [FLAC]", "alt.binaries.sounds.flac"), ("Bruce Springsteen - Greetings from Asbury Park, N.J. (1973)", "alt.binaries.sounds.mp3"),
    ("You've Got Mail (1998) 1080p", "alt.binaries.moovee"), ("Cliff Richard - Congratulations (1968)", "alt.binaries.sounds.mp3"),
    ("Carly Rae Jepsen - Call Me Maybe", "alt.binaries.sounds.mp3"), ("Blondie - Call Me (12'' version)", "alt.binaries.sounds.mp3"),
    ("Dont.Look.Up.2021.1080p.NF.WEB-DL.DDP5.1.Atmos.x264-CMRG", "alt.binaries.moovee"), ("Who.Wants.to.Be.a.Millionaire.UK.S30E05.720p.HDTV.x264-DARKFLiX", "alt.binaries.teevee"),
    ("Deal.or.No.Deal.US.S01E01.DVDRip.x264", "alt.binaries.teevee"), ("Buy.Now.The.Shopping.Conspiracy.2024.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX", "alt.binaries.documentaries"),
    ("Click.2006.1080p.BluRay.x264-HDEX", "alt.binaries.moovee"), ("Catfish.The.TV.Show.S09E10.720p.WEB.h264-BAE", "alt.binaries.teevee"),
    ("Free.Guy.2021.1080p.BluRay.x264-VETO", "alt.binaries.moovee"), ("Free Willy (1993) DVDRip", "alt.binaries.movies.divx"),
    ("The Strokes - Is This It (2001) [FLAC]", "alt.binaries.sounds.flac"), ("Marvin Gaye - What's Going On (1971) [FLAC 24-192]", "alt.binaries.sounds.flac"),
    ("Who's Afraid of Virginia Woolf (1966) 1080p BluRay", "alt.binaries.moovee"), ("The Beatles - Please Please Me (1963)", "alt.binaries.sounds.mp3"),
    ("Money.Heist.S05E10.1080p.NF.WEB-DL.DDP5.1.x264-NTb", "alt.binaries.teevee"), ("Pay.It.Forward.2000.1080p.BluRay.x264-PSYCHD", "alt.binaries.moovee"),
    ("Chain.Letter.2010.1080p.BluRay.x264-UNVEiL", "alt.binaries.moovee"), ("Lottery.Ticket.2010.1080p.BluRay.x264-CiNEFiLE", "alt.binaries.moovee"),
    ("Viagra Boys - Cave World (2022) [FLAC]", "alt.binaries.sounds.flac"), ("Viagra_Boys-Street_Worms-WEB-2018-ENRiCH", "alt.binaries.sounds.mp3"),
    ("Monty.Pythons.Flying.Circus.S02E12.Spam.DVDRip.XviD", "alt.binaries.teevee"), ("MGMT - Congratulations (2010) [FLAC]", "alt.binaries.sounds.flac"),
    ("Foreigner - Urgent (single edit)", "alt.binaries.sounds.mp3"), ("Depeche Mode - Enjoy the Silence", "alt.binaries.sounds.mp3"),
    ("Download Festival 2023 - Metallica full set 1080p", "alt.binaries.multimedia"), ("First.Dates.S21E03.1080p.HDTV.H264-DARKFLiX", "alt.binaries.teevee"),
    ("Married.at.First.Sight.AU.S11E20.1080p.HDTV.H264-ORENJi", "alt.binaries.teevee"), ("Love.Is.Blind.S06E01.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX", "alt.binaries.teevee"),
    ("Hello.Tomorrow.S01E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb", "alt.binaries.teevee"), ("Welcome.to.Wrexham.S03E01.1080p.WEB.h264-ETHEL", "alt.binaries.teevee"),
    ("Dear.Evan.Hansen.2021.1080p.BluRay.x264-PiGNUS", "alt.binaries.moovee"), ("How.to.Get.Away.with.Murder.S01E01.720p.HDTV.X264-DIMENSION", "alt.binaries.teevee"),
    ("君たちはどう生きるか (2023) BDRip 1080p", "alt.binaries.anime"), ("Sorry.to.Bother.You.2018.1080p.BluRay.x264-DRONES", "alt.binaries.moovee"),
    ("Question Time 2023-11-16", "alt.binaries.teevee"), ("The Secret (2006) documentary DVDRip", "alt.binaries.documentaries"),
    ("Your.Honor.S01E01.1080p.WEB.H264-CAKES", "alt.binaries.teevee"), ("Cash.Cab.S01E01.480p.x264", "alt.binaries.teevee"),
    ("Sex.Lies.and.Videotape.1989.1080p.BluRay.x264-AMIABLE", "alt.binaries.moovee"), ("Take.the.Money.and.Run.1969.720p.BluRay.x264", "alt.binaries.moovee"),
    ("Easy.Money.1983.DVDRip.XviD", "alt.binaries.movies.divx"), ("The Secret Millionaire S02E04 (Channel 4)", "alt.binaries.teevee"),
    ("Help! (1965) 1080p BluRay", "alt.binaries.moovee"), ("Get.Out.2017.1080p.BluRay.x264-DRONES", "alt.binaries.moovee"),
    ("K-Lite Codec Pack 18.0.0 Full", "alt.binaries.apps"), ("Password Reset - Jeff Lindsay audiobook", "alt.binaries.audiobooks"),
    ("Unlimited Power - Tony Robbins (audiobook)", "alt.binaries.audiobooks"), ("Your Money or Your Life - Vicki Robin (epub)", "alt.binaries.e-book"),
]

fill("legit", "legit:bare_title", 80, g_bare)
fill("legit", "legit:song", 80, g_song)
fill("legit", "legit:podcast", 50, g_podcast)
fill("legit", "legit:lecture", 50, g_lecture)
fill("legit", "legit:sermon", 35, g_sermon)
fill("legit", "legit:radio_drama", 45, g_radio)
fill("legit", "legit:news", 35, g_news)
fill("legit", "legit:personal", 50, g_personal)
for _t in FANEDITS:
    add("legit", "legit:fan_edit", _t, pick(G_MOV))
fill("legit", "legit:request", 40, g_request)
for _t, _g in NONLATIN_BARE:
    add("legit", "legit:nonlatin_bare", _t, _g)
for _t, _g in ADLIKE:
    add("legit", "legit:adlike_real", _t, _g)

# === SECTIONS ===

if __name__ == "__main__":
    finish()
