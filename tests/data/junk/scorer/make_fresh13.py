#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Blind held-out evaluation set "fresh13" for the junk-title filter.

How it was written
------------------
Written from the writer's own general knowledge of Usenet binary groups,
scene / P2P release naming and the spam that floods those groups.  The blind
rules were followed: nothing under /work/main, /work/shared or /tmp was
opened, listed, grepped, run or imported except this generator and the TSV it
writes; no git, no search tool, no web or library lookup was used; no filter
was run, and no title was added, dropped or reworded because of any tool's
opinion.  Every phrase list below was typed fresh for this split.

Output format
-------------
fresh13.tsv, written next to this file: one row per title, no header,
    LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
LABEL is "junk" or "legit"; FAMILY is "junk:<intent>" or "legit:<kind>";
GROUP is the newsgroup a crawler would plausibly read the title in.  Rows
are shuffled, titles are unique, fields contain no tabs or newlines.

Determinism
-----------
stdlib only, one random.Random(SEED) drives every choice; all iterated
containers are lists or insertion-ordered dicts (sets are used only for
membership tests).  Running it twice gives byte-identical output.  It prints
the counts per label and per family.

Taxonomy (rough counts; the script prints the exact ones)
---------------------------------------------------------
junk (~970, 27 families): pharmacy, supplement, crypto_forex, loan_money, phishing,
    tech_support, fake_codec, password_bait, disguised_exe, fake_stream,
    crack_ad, adult_dating, scam_misc (lottery/inheritance/giveaway),
    seo_social_data, fake_documents, job_scam, religious_conspiracy,
    chain_letter, noise_flood, chatter, carding_accounts, iptv_resale,
    game_cheat_bait, essay_service, ... each 15-90 rows; roughly an eighth
    of them written in languages other than English, and the surface varied
    (yEnc shells, casing, emoji, defanged URLs, handles, leet, homoglyphs,
    spaced letters, padding, Re:/Fwd:, release-name disguise).
legit (~2100, 43 families): about two thirds structured release names (scene / P2P TV,
    dailies, season packs, movies, remuxes, foreign films, anime fansubs,
    music, lossless, discographies, audiobooks, ebooks, comics, magazines,
    software, OS images, games, sports, documentaries, XXX scene names,
    non-Latin releases, obfuscated uploads, par2/nzb/sfv/nfo in yEnc shells),
    about a quarter unstructured (bare titles, songs, podcasts, lectures,
    sermons, radio drama, news, personal collections, fan edits, requests,
    non-Latin bare titles), and ~4% real works whose names read like ads,
    warnings, questions, money advice or appeals (legit:adlike_*).

Labelling conventions
---------------------
* A title is junk when its purpose is to sell, lure, defraud, advertise a
  service/site/handle, bait a click/password/survey/codec, disguise an
  executable as media, or is pure noise/flood/chatter with no content.
* Requests ("REQ:") and reposts/fills are legit: they are ordinary group use.
* Obfuscated random names from posting tools are legit (real uploads).
* Scene software/game releases (including cracked scene releases with group
  tags) are legit; *advertisements* for cracks/keys/activators are junk.
* Sermons, lectures and religious audio posted as recordings are legit;
  preaching floods and conspiracy spam are junk.
* XXX scene names in erotica groups are legit; dating/cam/"hot singles"
  ads are junk.
* A video-named file with an .exe/.scr/.lnk/.bat ending, or a "codec
  required / get player" note, is junk.
"""
import os
import random
import sys

SEED = 90417733
R = random.Random(SEED)

ROWS = []          # list of (label, family, title, group)
_SEEN = set()      # membership only
SECTIONS = []      # list of section functions, run in order


def section(fn):
    SECTIONS.append(fn)
    return fn


def add(label, family, title, group):
    title = title.strip()
    assert "\t" not in title and "\n" not in title and "\r" not in title, title
    assert "\t" not in group and "\t" not in family
    assert label in ("junk", "legit")
    assert family.startswith(label + ":"), family
    if not title or title in _SEEN:
        return False
    _SEEN.add(title)
    ROWS.append((label, family, title, group))
    return True


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


# ----------------------------------------------------------------- groups
G_TV = ["alt.binaries.teevee", "alt.binaries.multimedia", "alt.binaries.hdtv",
        "alt.binaries.hdtv.x264", "alt.binaries.tv", "alt.binaries.boneless",
        "alt.binaries.tvseries", "alt.binaries.misc"]
G_MOVIE = ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.x264",
           "alt.binaries.hdtv.x264", "alt.binaries.boneless", "alt.binaries.movies.xvid",
           "alt.binaries.dvd", "alt.binaries.multimedia", "alt.binaries.mom"]
G_BUSY = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia",
          "alt.binaries.teevee", "alt.binaries.moovee", "alt.binaries.mom",
          "alt.binaries.test", "alt.binaries.hdtv", "alt.binaries.x264",
          "alt.binaries.cores", "alt.binaries.dc", "alt.binaries.u-4all",
          "alt.binaries.town", "alt.binaries.bloaf", "alt.binaries.frogs",
          "alt.binaries.ath", "alt.binaries.sounds.mp3", "alt.binaries.e-book",
          "alt.binaries.warez", "alt.binaries.pictures", "alt.binaries.fz",
          "alt.binaries.anime", "alt.binaries.tv", "alt.binaries.hdtv.x264"]
G_ANIME = ["alt.binaries.anime", "alt.binaries.multimedia.anime",
           "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost"]
G_MP3 = ["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd",
         "alt.binaries.mp3.full_albums", "alt.binaries.music"]
G_FLAC = ["alt.binaries.sounds.lossless", "alt.binaries.sounds.flac",
          "alt.binaries.sounds.lossless.classical", "alt.binaries.lossless"]
G_ABOOK = ["alt.binaries.audiobooks", "alt.binaries.mp3.audiobooks",
           "alt.binaries.sounds.audiobooks.repost"]
G_EBOOK = ["alt.binaries.e-book", "alt.binaries.e-book.technical", "alt.binaries.ebook",
           "alt.binaries.e-book.flood", "alt.binaries.e-book.rpg"]
G_COMIC = ["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.repost",
           "alt.binaries.pictures.comics.complete", "alt.binaries.comics.dcp"]
G_MAG = ["alt.binaries.e-book.magazines", "alt.binaries.e-book", "alt.binaries.ebook"]
G_SOFT = ["alt.binaries.warez", "alt.binaries.apps", "alt.binaries.cd.image",
          "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.mac", "alt.binaries.boneless"]
G_LINUX = ["alt.binaries.cd.image.linux", "alt.binaries.linux", "alt.binaries.cd.image"]
G_GAME = ["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.warez",
          "alt.binaries.boneless", "alt.binaries.games.repost"]
G_CONSOLE = {"PS3": "alt.binaries.console.ps3", "XBOX360": "alt.binaries.games.xbox360",
             "NDS": "alt.binaries.games.nintendods", "WII": "alt.binaries.games.wii",
             "PS2": "alt.binaries.cd.image.playstation2", "NSW": "alt.binaries.games",
             "PS4": "alt.binaries.games", "PSP": "alt.binaries.games"}
G_SPORT = ["alt.binaries.sports", "alt.binaries.multimedia.sports", "alt.binaries.tv",
           "alt.binaries.teevee", "alt.binaries.hdtv"]
G_WRESTLE = ["alt.binaries.pro-wrestling", "alt.binaries.multimedia.sports"]
G_DOC = ["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries",
         "alt.binaries.teevee", "alt.binaries.tv"]
G_XXX = ["alt.binaries.erotica", "alt.binaries.multimedia.erotica",
         "alt.binaries.erotica.divx", "alt.binaries.multimedia.erotica.amateur",
         "alt.binaries.pictures.erotica"]
G_OBF = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.cores", "alt.binaries.dc",
         "alt.binaries.u-4all", "alt.binaries.town", "alt.binaries.bloaf", "alt.binaries.frogs",
         "alt.binaries.ath", "alt.binaries.mom", "alt.binaries.fz", "alt.binaries.multimedia",
         "alt.binaries.ftd", "alt.binaries.xylo", "alt.binaries.kleverig"]
G_GERMAN = ["alt.binaries.hdtv.german", "alt.binaries.ath", "alt.binaries.mom", "alt.binaries.town"]
G_FRENCH = ["alt.binaries.dvd.french", "alt.binaries.series.tv.divx.french", "alt.binaries.movies.french"]
G_DUTCH = ["alt.binaries.nl", "alt.binaries.hdtv", "alt.binaries.multimedia"]
G_CLASSIC = ["alt.binaries.multimedia.classic-films", "alt.binaries.multimedia.vintage-film",
             "alt.binaries.movies.divx"]
G_RADIO = ["alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.radio.british",
           "alt.binaries.sounds.radio.misc", "alt.binaries.sounds.mp3.spoken-word"]
G_SPOKEN = ["alt.binaries.sounds.mp3.spoken-word", "alt.binaries.sounds.mp3", "alt.binaries.mp3",
            "alt.binaries.misc", "alt.binaries.audiobooks"]
G_PICS = ["alt.binaries.pictures", "alt.binaries.pictures.misc", "alt.binaries.pictures.wallpaper",
          "alt.binaries.misc"]
G_TEST = ["alt.binaries.test", "alt.binaries.test.yenc"]

# ---------------------------------------------------------------- helpers
HEX = "0123456789abcdef"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def rhex(n, upper=False):
    s = "".join(HEX[R.randrange(16)] for _ in range(n))
    return s.upper() if upper else s


def ralnum(n):
    return "".join(ALNUM[R.randrange(len(ALNUM))] for _ in range(n))


def ruuid():
    return "-".join([rhex(8), rhex(4), "4" + rhex(3), pick("89ab") + rhex(3), rhex(12)])


def yenc(fname, subject=None, style=None):
    """Wrap a file name in one of several real posting-tool subject shells."""
    tot = R.randint(1, 80)
    idx = R.randint(1, tot)
    parts = R.randint(1, 160)
    part = 1 if chance(0.6) else R.randint(1, parts)
    style = style if style is not None else R.randrange(7)
    if style == 0:
        s = '[%d/%d] - "%s" yEnc (%d/%d)' % (idx, tot, fname, part, parts)
    elif style == 1:
        s = '"%s" yEnc (%d/%d)' % (fname, part, parts)
    elif style == 2:
        w = len(str(tot))
        s = '[%0*d/%0*d] - "%s" yEnc (%d/%d)' % (w, idx, w, tot, fname, part, parts)
    elif style == 3:
        s = '"%s" yEnc %d (%d/%d)' % (fname, R.randint(10000, 800000000), part, parts)
    elif style == 4:
        s = '(%d/%d) "%s" - %s yEnc (%d/%d)' % (idx, tot, fname, "%.2f MB" % (R.random() * 900 + 1), part, parts)
    elif style == 5:
        s = '[%d/%d] "%s" yEnc' % (idx, tot, fname)
    else:
        s = 'File %d of %d - "%s" yEnc (%d/%d)' % (idx, tot, fname, part, parts)
    if subject:
        joiner = pick([" ", " - ", " | "])
        s = subject + joiner + s
    return s


def to_fname(s, ext):
    base = s
    for ch in ['"', "/", "\\", ":", "?", "*", "|", "<", ">"]:
        base = base.replace(ch, "")
    base = pick(["_", ".", "-", " "]).join(base.split())
    return base + "." + ext


# --- junk surface dressing ---------------------------------------------
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "B": "\u0412",
        "E": "\u0415", "H": "\u041d", "K": "\u041a", "M": "\u041c", "O": "\u041e",
        "P": "\u0420", "C": "\u0421", "T": "\u0422", "X": "\u0425"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "$", "T": "7"}
EMOJI = ["\U0001F525", "\U0001F4B0", "\u2705", "\U0001F48A", "\U0001F680", "\U0001F4B8",
         "\u2B50", "\U0001F4AF", "\u26A1", "\U0001F381", "\U0001F449", "\u2764\ufe0f",
         "\U0001F51E", "\U0001F4F2", "\U0001F3B0", "\U0001F911", "\u203C\ufe0f", "\U0001F6A8"]


def homoglyph(s, p=0.5):
    return "".join(HOMO[c] if c in HOMO and chance(p) else c for c in s)


def leet(s, p=0.7):
    return "".join(LEET[c] if c in LEET and chance(p) else c for c in s)


def altcase(s):
    out, up = [], chance(0.5)
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            up = not up
        else:
            out.append(c)
    return "".join(out)


def spaced_first_word(s):
    words = s.split(" ")
    for i, w in enumerate(words):
        if len(w) >= 4 and w.isalpha():
            words[i] = pick([" ", ".", "-", "_", "*"]).join(w.upper())
            break
    return " ".join(words)


def dress(s, fam_ext="exe"):
    """Vary the surface of a junk phrase the way spammers do."""
    k = R.randrange(100)
    if k < 38:
        return s
    if k < 45:
        return s.upper()
    if k < 49:
        return altcase(s)
    if k < 56:
        e = pick(EMOJI)
        if chance(0.5):
            return "%s %s %s" % (e, s, e)
        return e + " " + s if chance(0.5) else s + " " + e + e
    if k < 61:
        pad = pick(["=====", "*****", ">>>>", "~~~", "###", "!!!", "-=-=-", "....", "___", "+++"])
        return "%s %s %s" % (pad, s, pad[::-1])
    if k < 65:
        sep = pick([".", "_", " | ", "\u2605", "\u00b7", "~", "+"])
        return sep.join(s.split())
    if k < 70:
        return homoglyph(s, 0.45)
    if k < 74:
        return leet(s, 0.6)
    if k < 78:
        return spaced_first_word(s)
    if k < 84:
        return pick(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "Fw: "]) + s
    if k < 94:
        ext = pick([fam_ext, "txt", "url", "html", "rar", "zip", "pdf", fam_ext])
        return yenc(to_fname(s[:90], ext), subject=(None if chance(0.6) else s[:60]))
    # trailing filler / counter noise that spam bots append
    tail = pick([" [%d]" % R.randint(1, 9999), " - %s" % ralnum(6), " #%d" % R.randint(1, 500),
                 " (%s)" % rhex(5), " ...", " !!!", " >> %d" % R.randint(10, 99)])
    return s + tail


def junk(family, group_pool, phrases, ext="exe", dress_p=1.0):
    for p in phrases:
        t = dress(p, ext) if chance(dress_p) else p
        add("junk", "junk:" + family, t, pick(group_pool))


# ======================================================== sections below
TLDS = [".com", ".net", ".top", ".xyz", ".shop", ".online", ".site", ".ru", ".cc", ".info", ".biz", ".store", ".club", ".icu", ".live"]


def domain(*words):
    return "".join(words) + pick(TLDS)


def show_url(d):
    """Render a domain the ways spam does: plain, with scheme, defanged, spelled."""
    k = R.randrange(7)
    if k == 0:
        return d
    if k == 1:
        return "www." + d
    if k == 2:
        return "https://" + d + pick(["", "/", "/go", "/?ref=" + ralnum(5), "/promo"])
    if k == 3:
        return "hxxps://" + d.replace(".", "[.]", 1)
    if k == 4:
        return d.replace(".", " dot ", 1)
    if k == 5:
        return d.replace(".", "(.)", 1)
    return "http://" + d.upper()


def phone_us():
    return pick(["+1 (%d) %d-%04d", "1-%d-%d-%04d", "+1-%d-%d-%04d", "%d.%d.%04d"]) % (
        pick([800, 888, 877, 866, 855, 844, 833]), R.randint(200, 989), R.randint(0, 9999))


def tg(handle):
    return pick(["Telegram: @", "TG @", "t.me/", "telegram @", "Tele: @", "\u2708\ufe0f @"]) + handle


def wa():
    return pick(["WhatsApp +", "WA: +", "whatsapp +", "Whats app: +", "wa.me/"]) + pick(
        ["1", "44", "234", "91", "380", "7", "63", "27", "971"]) + str(R.randint(100000000, 999999999))


@section
def junk_pharmacy():
    ph = [
        "Buy Viagra online without prescription - cheapest price guaranteed",
        "Cialis 20mg x 30 pills only $39 FREE worldwide shipping",
        "Generic Levitra, Kamagra, Viagra - discreet packaging, overnight delivery",
        "No Rx needed! Tramadol 50mg 100 tabs next day",
        "Order Xanax 2mg bars online legit vendor " + tg("xanaxplug_rx"),
        "Oxycodone 30mg for sale - stealth shipping US/CA/AU",
        "Adderall XR 30mg in stock - pay with BTC, tracking provided",
        "ONLINE PHARMACY 80% OFF - Ambien, Valium, Soma, Phentermine",
        "Cheap meds from Canada: " + show_url(domain("canadameds", "rx")),
        "Buy Modafinil 200mg (Modalert) - smart drug for students",
        "Ozempic semaglutide pens available no prescription - lose 20kg",
        "Mounjaro / tirzepatide injections for sale, ship from EU",
        "Valium 10mg Roche original - bulk discounts",
        "Hydrocodone without Rx fast delivery USA " + phone_us(),
        "Get your Percocet today - trusted pharmacy since 2009",
        "Finasteride + Minoxidil hair loss kit 70% off",
        "Isotretinoin (Accutane) 20mg no doctor visit required",
        "Clomid / Nolvadex PCT for bodybuilders - order now",
        "Buy steroids online: Testosterone Enanthate, Dianabol, Winstrol " + show_url(domain("roids", "4", "gains")),
        "Anabolic steroids legal shipping worldwide - Sustanon 250 special",
        "Viagra 100mg = $0.89 per pill !!! limited offer",
        "Sildenafil citrate best price - men's health pharmacy",
        "Pain relief without prescription: Tapentadol 100mg, Tramadol 225mg",
        "Xanax, Klonopin, Ativan - anxiety meds shipped discreetly",
        "Buy Fentanyl patches and pills - reliable vendor (DM)",
        "Codeine promethazine syrup Actavis for sale",
        "Ketamine, MDMA, LSD tabs - darknet quality, clearnet prices",
        "Magic mushrooms microdose capsules shipped to your door",
        "Dr. approved weight loss pills Phentermine 37.5 no Rx",
        "Antibiotics online without prescription: Amoxicillin, Cipro, Doxycycline",
        "Ivermectin 12mg buy now before it is banned again",
        "Hydroxychloroquine 200mg available - doctors don't want you to know",
        "Tadalafil 5mg daily - 180 pills for $59",
        "Buy Suboxone strips online no questions",
        "Kamagra Oral Jelly 100mg - all flavours - UK next day",
        "Pharmacy Express - 24/7 - all meds - " + show_url(domain("pharma", "express", "24")),
        "Cheap VlAGRA CIALlS LEVlTRA order here",
        "V-i-a-g-r-a and C-i-a-l-i-s for less",
        "Need Meds? Skip the doctor! Order Rx online today",
        "Cheapest Pfizer Viagra on the internet - trusted by 1,000,000 men",
        "Lyrica pregabalin 300mg no script",
        "Buy Dilaudid 8mg / Opana 40mg - " + wa(),
        "Erectile dysfunction? Try our herbal + generic combo pack",
        # other languages
        "Viagra rezeptfrei kaufen - diskreter Versand aus Deutschland",
        "Potenzmittel g\u00fcnstig online bestellen ohne Rezept",
        "Acheter Cialis sans ordonnance - livraison rapide et discr\u00e8te",
        "Comprar Viagra sin receta en Espa\u00f1a - env\u00edo 24h",
        "Comprar Rivotril e Zolpidem sem receita - entrega em todo Brasil",
        "\u041a\u0443\u043f\u0438\u0442\u044c \u0432\u0438\u0430\u0433\u0440\u0443 \u0431\u0435\u0437 \u0440\u0435\u0446\u0435\u043f\u0442\u0430 \u0434\u0451\u0448\u0435\u0432\u043e \u0441 \u0434\u043e\u0441\u0442\u0430\u0432\u043a\u043e\u0439",
        "\u4f1f\u54e5 \u6b63\u54c1 \u7f8e\u56fd\u8fdb\u53e3 \u8d27\u5230\u4ed8\u6b3e \u52a0\u5fae\u4fe1",
        "Kup Viagr\u0119 bez recepty - dyskretna wysy\u0142ka",
        "Viagra kopen zonder recept - snelle levering NL/BE",
        "Acquista Cialis generico senza ricetta - spedizione gratuita",
    ]
    junk("pharmacy", G_BUSY, ph, ext="html")


@section
def junk_supplement():
    sp = [
        "Keto Burn Pro - melt belly fat in 7 days without diet",
        "Shark Tank keto gummies: the weight loss secret doctors hate",
        "This 10-second morning ritual burns 3lbs of fat per week",
        "MALE ENHANCEMENT - add 3 inches permanently - clinically proven",
        "Alpha Titan Testo Booster free trial - just pay shipping",
        "CBD Gummies 1000mg - cure anxiety, pain and insomnia - 50% OFF TODAY",
        "Official Site: ProstaStream - stop getting up at night to pee",
        "Japanese toenail fungus trick kills fungus overnight",
        "Blood sugar breakthrough: reverse type 2 diabetes in 30 days",
        "Hair regrowth serum - bald to full head in 60 days",
        "Nootropic limitless pill - boost IQ by 30 points",
        "Eat this one fruit before bed to lose weight fast",
        "Tinnitus gone forever with this simple hack",
        "Free bottle of Garcinia Cambogia extract - claim now",
        "Anti-aging cream dermatologists are furious about",
        "Ultra Lean Keto ACV Gummies - official website " + show_url(domain("ultralean", "keto")),
        "Penis enlargement pills that really work - real results no BS",
        "Bigger. Harder. Longer. The natural way - order VigRX now",
        "Colon cleanse detox tea - flush 20 lbs of toxins",
        "Joint pain relief in 24 hours - Arctic Blast official",
        "Brain fog? Try GenBrain Nootropic risk-free",
        "Eye supplement restores 20/20 vision - no more glasses",
        "Weight Loss Miracle!! Lose 30lbs in 30 days guaranteed or money back",
        "Slimming coffee from Japan - drink and lose weight",
        "Testosterone levels of a 20-year-old at 60 - free report",
        "Cure erectile dysfunction naturally - 1 simple trick",
        "Natural Viagra alternative - 100% herbal, no side effects",
        "Lose belly fat while you sleep - doctor's secret formula",
        "Sugar Defender drops - official store - buy 3 get 3 free",
        "Gluco Trust, Java Burn, Puravive, Ikaria Lean Belly Juice - best prices",
        "Liquid diet drops: hCG 1234 - melt pounds fast",
        "Magnetic weight loss ring - as seen on TV",
        "Stop snoring tonight - anti-snore mouthpiece 70% off",
        "Ear wax removal tool that went viral - 50% off last day",
        "Hemp oil for dogs and cats - calm your pet today",
        "Sea moss gel wholesale - 92 minerals the body needs",
        "Kratom capsules premium Maeng Da - bulk prices",
        "Abnehmen ohne Di\u00e4t - 10 kg in 2 Wochen mit Keto Kapseln",
        "Maigrir vite sans r\u00e9gime - g\u00e9lules br\u00fble-graisse naturelles",
        "Adelgazar 10 kilos en un mes - pastillas naturales envio gratis",
        "\u0421\u0440\u0435\u0434\u0441\u0442\u0432\u043e \u0434\u043b\u044f \u043f\u043e\u0445\u0443\u0434\u0435\u043d\u0438\u044f - \u043c\u0438\u043d\u0443\u0441 15 \u043a\u0433 \u0437\u0430 \u043c\u0435\u0441\u044f\u0446",
        "Emagrecer r\u00e1pido com c\u00e1psulas naturais - compre agora",
        "Dimagrire in fretta - integratore miracoloso in offerta",
        "\u6e1b\u80a5\u85e5 \u4e00\u500b\u6708\u7626\u5341\u516c\u65a4 \u7121\u526f\u4f5c\u7528 \u52a0LINE",
    ]
    junk("supplement", G_BUSY, sp, ext="html")


@section
def junk_crypto():
    cr = [
        "Turn $250 into $12,000 in 14 days with our Bitcoin trading bot",
        "ELON MUSK BITCOIN GIVEAWAY - send 0.1 BTC get 1 BTC back",
        "Official Tesla crypto airdrop - claim 5000 DOGE now",
        "I made $8,700 last week trading forex - message me to learn how " + tg("fx_mentor_jenny"),
        "Guaranteed 3% daily ROI - join our investment pool",
        "Crypto signals VIP group - 95% win rate - " + tg("cryptowhale_signals"),
        "Bitcoin doubler 2024 - 100% legit - instant payout",
        "New meme coin launching in 1 hour - 1000x gem - don't miss it",
        "Presale live: $SHIBX - get in before Binance listing",
        "Recover your lost or stolen crypto - certified recovery agents",
        "Scammed by a fake broker? We get your money back - " + wa(),
        "FREE 0.05 BTC for new wallet users - limited",
        "USDT flash software - send fake tether that shows in any wallet",
        "Buy flash BTC / flash USDT - lasts 90 days on blockchain",
        "Bitcoin mining cloud contract - earn while you sleep",
        "Quantum AI trading platform - Martin Lewis backed",
        "Bitcoin Era / Bitcoin Code / Immediate Edge - start with $250",
        "Forex EA robot 2000% profit - MT4 expert advisor download",
        "Passive income with crypto staking - 40% APY guaranteed",
        "Connect your wallet to claim the airdrop: " + show_url(domain("claim", "airdrop")),
        "Wallet validation required - sync your MetaMask to avoid suspension",
        "Binary options signals - 92% accuracy - free trial",
        "Invest $500 get $5000 in 7 days - real testimonials",
        "Private key finder software - unlock any bitcoin wallet",
        "Bitcoin wallet.dat files for sale with balance - brute force yourself",
        "Ethereum gas refund program - claim your ETH",
        "NFT mint FREE - only 500 spots - whitelist link inside",
        "Join the pump group: next coin +500% - " + tg("pumpsquad_official"),
        "Trade with me on Binance, I will share my strategy, 10k/month easy",
        "Become a crypto millionaire in 2025 - free masterclass",
        "Mr. Williams helped me recover 4.2 BTC - contact him " + tg("williams_recovery"),
        "Expert options trader - account management - profit split 70/30",
        "Gold investment scheme - double your savings safely",
        "Hot wallet drained? Hire a hacker to trace your funds",
        "XRP 2x giveaway by Ripple - official event",
        "Solana memecoin sniper bot - never miss a launch",
        "Crypto arbitrage bot: earn $1500/day risk free",
        "Your BTC wallet has received 2.3 BTC - withdraw within 24h",
        "BITCOIN BITCOIN BITCOIN buy now before $1,000,000",
        "Forex account management - minimum $1000 - weekly payouts",
        "Mining rig hosting - ROI in 60 days - contact us",
        "Exclusive ICO whitelist - 0.001 ETH per token",
        # other languages
        "Mit Bitcoin reich werden - 5000 Euro pro Woche passiv",
        "Gagnez 3000\u20ac par semaine avec le trading crypto automatique",
        "Invierte 250\u20ac y gana 10.000\u20ac con inteligencia artificial",
        "\u0417\u0430\u0440\u0430\u0431\u043e\u0442\u043e\u043a \u043d\u0430 \u043a\u0440\u0438\u043f\u0442\u043e\u0432\u0430\u043b\u044e\u0442\u0435 \u043e\u0442 100$ \u0432 \u0434\u0435\u043d\u044c - \u043f\u0438\u0448\u0438 \u0432 \u0422\u0413",
        "\u5e01\u5708\u5185\u90e8\u7fa4 \u6bcf\u5929\u7a33\u8d5a5% \u5e26\u5355\u8001\u5e08 \u52a0\u5fae\u4fe1",
        "Ganhe dinheiro com bitcoin - rob\u00f4 de trading 100% autom\u00e1tico",
        "Kripto para kazan\u00e7 - g\u00fcnde 500 TL garantili",
        "Dapatkan cuan dari crypto - sinyal trading gratis join grup",
        "Verdien \u20ac1000 per dag met crypto - bekend van RTL",
    ]
    junk("crypto_forex", G_BUSY, cr, ext="html")


@section
def junk_loan_money():
    ln = [
        "Bad credit? No problem! Get approved for $5,000 today",
        "Payday loans in 15 minutes - no credit check",
        "Work from home and earn $500 a day - no experience",
        "Make $10,000 a month from home with this simple system",
        "Stay-at-home mom makes $7,423/month - find out how",
        "Get paid to click ads - $30 per hour",
        "Earn money online fast 2024 - free training",
        "Consolidate your debt - one low monthly payment",
        "We buy houses for cash - any condition - " + phone_us(),
        "Government grants available - you may qualify for $9,000 free money",
        "Student loan forgiveness - apply before the deadline",
        "Personal loans at 2% interest - approval in 1 hour - " + wa(),
        "Legit loan lender - we give loans to individuals and companies at 3% rate",
        "Do you need an urgent loan? Contact Mrs. Helen Smith via email",
        "Secret ATM hack card - withdraw $2000 daily",
        "Clean blank ATM cards for sale - shipped worldwide",
        "Cash App money glitch - free $750 real",
        "PayPal money adder 2024 working",
        "Paid surveys: earn $25 per survey - sign up free",
        "Mystery shoppers needed - get paid to shop",
        "Reverse mortgage - cash out your home equity",
        "Credit repair in 30 days - raise your score 100 points",
        "Get a business loan without collateral - 24h decision",
        "Earn $100 per referral - pyramid? No! It's network marketing",
        "Join our team: financial freedom, be your own boss, DM me",
        "Passive income: dropshipping course 90% off",
        "Affiliate marketing blueprint - $1k/day on autopilot",
        "Free money from the government you never claimed",
        "Unclaimed funds in your name - search now",
        "Millionaire mentor reveals his secret wealth formula",
        "Car title loans - keep your car - cash today",
        "Easy money!!! No investment!!! 100% FREE!!!",
        "Tax relief for back taxes - stop IRS wage garnishment",
        "Cash advance for your tax refund - get it today",
        "Private lender offering loans worldwide - no upfront fee",
        "Earn Bitcoin daily by watching videos",
        "Schnell Geld verdienen von zu Hause - 3000 Euro im Monat",
        "Kredit ohne Schufa - Sofortzusage in 10 Minuten",
        "Pr\u00eat entre particuliers s\u00e9rieux et rapide - contactez moi",
        "Pr\u00e9stamos r\u00e1pidos sin aval ni n\u00f3mina",
        "\u041a\u0440\u0435\u0434\u0438\u0442 \u0431\u0435\u0437 \u0441\u043f\u0440\u0430\u0432\u043e\u043a \u0438 \u043f\u043e\u0440\u0443\u0447\u0438\u0442\u0435\u043b\u0435\u0439 \u0437\u0430 5 \u043c\u0438\u043d\u0443\u0442",
        "Pinjaman online cepat cair tanpa jaminan",
        "Empr\u00e9stimo r\u00e1pido para negativado - libera\u00e7\u00e3o imediata",
        "Lening zonder BKR toetsing - direct geld op je rekening",
    ]
    junk("loan_money", G_BUSY, ln, ext="html")


@section
def junk_phishing():
    ps = [
        "Your PayPal account has been limited - verify now",
        "Netflix: your payment was declined - update billing details",
        "Apple ID locked for security reasons - confirm your identity",
        "Amazon order #113-%07d-%07d could not be delivered" % (R.randint(0, 9999999), R.randint(0, 9999999)),
        "Your mailbox is almost full - click to upgrade storage",
        "Microsoft 365: unusual sign-in activity detected",
        "Chase Bank alert: suspicious transaction on your card",
        "USPS: your package is on hold - pay $1.99 redelivery fee",
        "DHL Express: customs fee required for your parcel",
        "Wells Fargo security notice - action required",
        "Your Usenet account will expire - renew at " + show_url(domain("usenet", "renewal")),
        "Newshosting billing problem - re-enter your card to keep access",
        "Your NZB indexer API key was disabled - login to restore",
        "IRS tax refund of $1,284.50 pending - submit form",
        "HMRC: you are due a tax rebate of \u00a3386.20",
        "Coinbase: withdrawal request from new device - cancel here",
        "Your Facebook page will be deleted for copyright violation - appeal",
        "Instagram copyright infringement notice - verify account",
        "DocuSign: you have received a document to review and sign",
        "Invoice attached - payment overdue (INV-%d)" % R.randint(10000, 99999),
        "Office365 password expires today - keep same password",
        "Steam trade offer: confirm to receive CS2 knife",
        "Discord Nitro free for 3 months - claim gift",
        "Geek Squad renewal: $399.99 charged to your account",
        "Your McAfee subscription has expired - your PC is at risk",
        "WeTransfer: you received 3 files (invoice.pdf)",
        "Google Drive: shared document 'Payroll 2024' with you",
        "Account verification required within 24 hours or suspension",
        "Dear Customer, your account has been compromised, reset now",
        "Voicemail received (0:42) - listen to message",
        "FedEx delivery failed - reschedule here",
        "Norton LifeLock auto-renewal confirmation - call to cancel " + phone_us(),
        "Ihr Konto wurde gesperrt - bitte best\u00e4tigen Sie Ihre Daten (Sparkasse)",
        "DHL Paket: Zollgeb\u00fchr offen - jetzt bezahlen",
        "Votre colis est en attente - frais de livraison 1,99\u20ac (La Poste)",
        "Ameli: remboursement de 238,50\u20ac en attente",
        "Su cuenta de Santander ha sido bloqueada - verifique aqu\u00ed",
        "Uw ING rekening wordt geblokkeerd - verifieer binnen 24 uur",
        "\u0412\u0430\u0448\u0430 \u043a\u0430\u0440\u0442\u0430 \u0421\u0431\u0435\u0440\u0431\u0430\u043d\u043a\u0430 \u0437\u0430\u0431\u043b\u043e\u043a\u0438\u0440\u043e\u0432\u0430\u043d\u0430 - \u043f\u0435\u0440\u0435\u0439\u0434\u0438\u0442\u0435 \u043f\u043e \u0441\u0441\u044b\u043b\u043a\u0435",
        "\u3010\u91cd\u8981\u3011Amazon\u30a2\u30ab\u30a6\u30f3\u30c8\u3092\u66f4\u65b0\u3067\u304d\u307e\u305b\u3093\u3067\u3057\u305f",
        "Sua conta Nubank foi suspensa - atualize seus dados",
    ]
    junk("phishing", G_BUSY, ps, ext="html")


@section
def junk_tech_support():
    brands = ["QuickBooks", "QuickBooks Payroll", "QuickBooks Enterprise", "Norton", "McAfee", "HP Printer",
              "Epson Printer", "Canon Printer", "Brother Printer", "Outlook", "Gmail", "Yahoo Mail",
              "AOL Mail", "Roadrunner Email", "Coinbase", "Binance", "Cash App", "Kraken", "Trust Wallet",
              "Delta Airlines", "American Airlines", "Southwest Airlines", "Expedia", "Microsoft Windows",
              "Apple iCloud", "Garmin GPS", "Comcast Xfinity", "Sage 50", "Turbotax"]
    forms = ["%s Support Phone Number %s", "%s customer service %s (24/7 help)",
             "Call %s tech support now %s", "%s helpline number %s toll free",
             "%s Error Support %s - fix in minutes", "%s Help Desk Number %s USA",
             "(%s) support hotline %s", "%s reservations number %s - call now",
             "%s Technical Support Number %s @@ Call Now @@",
             "%s contact number %s | live person"]
    rows = []
    for b in brands:
        rows.append(pick(forms) % (b, phone_us()))
    rows += [
        "QuickBooks Error H202 / 6123 / PS077 - call experts " + phone_us(),
        "How do I talk to a live person at Coinbase? " + phone_us(),
        "Printer offline fix - call certified technician " + phone_us(),
        "\u260e\ufe0f 1-8O8-55O-QBOOKS QuickBooks Payroll Support",
    ]
    for t in rows:
        t = dress(t, "html") if chance(0.5) else t
        add("junk", "junk:tech_support", t, pick(G_BUSY))


MOVIES = [
    ("The Shawshank Redemption", 1994), ("Heat", 1995), ("The Matrix", 1999), ("Fight Club", 1999),
    ("Gladiator", 2000), ("Memento", 2000), ("Amelie", 2001), ("Spirited Away", 2001),
    ("City of God", 2002), ("Oldboy", 2003), ("Kill Bill Vol 1", 2003), ("Collateral", 2004),
    ("Eternal Sunshine of the Spotless Mind", 2004), ("Batman Begins", 2005), ("Children of Men", 2006),
    ("The Departed", 2006), ("Pans Labyrinth", 2006), ("No Country for Old Men", 2007),
    ("There Will Be Blood", 2007), ("The Dark Knight", 2008), ("In Bruges", 2008), ("District 9", 2009),
    ("Inglourious Basterds", 2009), ("Inception", 2010), ("The Social Network", 2010), ("Drive", 2011),
    ("The Raid", 2011), ("Skyfall", 2012), ("Django Unchained", 2012), ("Gravity", 2013), ("Her", 2013),
    ("Interstellar", 2014), ("Whiplash", 2014), ("John Wick", 2014), ("Mad Max Fury Road", 2015),
    ("Sicario", 2015), ("The Revenant", 2015), ("Arrival", 2016), ("La La Land", 2016),
    ("Get Out", 2017), ("Blade Runner 2049", 2017), ("Dunkirk", 2017), ("Hereditary", 2018),
    ("A Quiet Place", 2018), ("Parasite", 2019), ("Joker", 2019), ("1917", 2019), ("Knives Out", 2019),
    ("Tenet", 2020), ("Nomadland", 2020), ("Dune", 2021), ("The Green Knight", 2021),
    ("Everything Everywhere All at Once", 2022), ("Top Gun Maverick", 2022), ("The Batman", 2022),
    ("Oppenheimer", 2023), ("Barbie", 2023), ("Killers of the Flower Moon", 2023),
    ("Past Lives", 2023), ("Dune Part Two", 2024), ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024),
    ("Alien Romulus", 2024), ("The Substance", 2024), ("Conclave", 2024), ("Anora", 2024),
    ("Gone Girl", 2014), ("Prisoners", 2013), ("Zodiac", 2007), ("Se7en", 1995), ("Alien", 1979),
    ("Aliens", 1986), ("The Thing", 1982), ("Blade Runner", 1982), ("Back to the Future", 1985),
    ("Die Hard", 1988), ("Goodfellas", 1990), ("Jurassic Park", 1993), ("Pulp Fiction", 1994),
    ("Toy Story", 1995), ("Fargo", 1996), ("Titanic", 1997), ("The Big Lebowski", 1998),
    ("Office Space", 1999), ("Mulholland Drive", 2001), ("Lost in Translation", 2003),
    ("Hot Fuzz", 2007), ("WALL-E", 2008), ("Moon", 2009), ("Up", 2009), ("Prometheus", 2012),
    ("Ex Machina", 2014), ("Nightcrawler", 2014), ("Paddington 2", 2017), ("Coco", 2017),
    ("The Lighthouse", 2019), ("Uncut Gems", 2019), ("Soul", 2020), ("The Northman", 2022),
    ("Aftersun", 2022), ("Godzilla Minus One", 2023), ("Poor Things", 2023), ("The Holdovers", 2023),
    ("Casablanca", 1942), ("Vertigo", 1958), ("Lawrence of Arabia", 1962), ("Dr Strangelove", 1964),
    ("2001 A Space Odyssey", 1968), ("The Godfather", 1972), ("Chinatown", 1974), ("Jaws", 1975),
    ("Taxi Driver", 1976), ("Apocalypse Now", 1979), ("Raging Bull", 1980), ("The Shining", 1980),
]

SHOWS = [
    "The Office US", "Breaking Bad", "Better Call Saul", "Game of Thrones", "The Mandalorian",
    "Stranger Things", "The Crown", "Succession", "Ted Lasso", "The Boys", "Severance", "Yellowstone",
    "Greys Anatomy", "NCIS", "Chicago Fire", "Chicago PD", "Law and Order SVU", "The Blacklist",
    "Blue Bloods", "Bobs Burgers", "The Simpsons", "Family Guy", "American Dad", "South Park",
    "Rick and Morty", "Its Always Sunny in Philadelphia", "Curb Your Enthusiasm", "Brooklyn Nine-Nine",
    "Parks and Recreation", "Modern Family", "The Big Bang Theory", "Young Sheldon",
    "How I Met Your Mother", "Doctor Who 2005", "Sherlock", "Line of Duty", "Peaky Blinders",
    "Top Gear", "The Grand Tour", "Taskmaster", "QI", "Would I Lie to You", "Vera", "Midsomer Murders",
    "Death in Paradise", "Shetland", "Silent Witness", "Gogglebox", "The Great British Bake Off",
    "Survivor", "The Amazing Race", "Big Brother US", "RuPauls Drag Race", "Top Chef",
    "Hells Kitchen US", "MasterChef US", "Below Deck", "Deadliest Catch", "Gold Rush", "MythBusters",
    "Fargo", "True Detective", "Westworld", "The Walking Dead", "Vikings", "Outlander", "The Witcher",
    "House of the Dragon", "The Last of Us", "Andor", "Loki", "Only Murders in the Building",
    "Abbott Elementary", "What We Do in the Shadows", "Reacher", "Slow Horses", "The Bear", "Shrinking",
    "Barry", "Euphoria", "The White Lotus", "Mayor of Kingstown", "Tulsa King", "9-1-1", "The Rookie",
    "SWAT 2017", "FBI", "Bosch Legacy", "Jack Ryan", "The Expanse", "Dark", "Lupin", "Shogun 2024",
    "Fallout", "The Penguin", "Bluey", "Hacks", "Landman", "Tracker", "Ghosts US", "Elsbeth",
    "Matlock 2024", "High Potential", "Silo", "For All Mankind", "Foundation", "The Chair Company",
]


def dotted(s):
    out = []
    for ch in s:
        if ch.isalnum() or ch in "-":
            out.append(ch)
        elif ch in " ":
            out.append(".")
    return ".".join(p for p in "".join(out).split(".") if p)


@section
def junk_fake_codec():
    rows = [
        "To play this video you need the latest codec - download at " + show_url(domain("codec", "pack", "hd")),
        "Video requires DivX Pro player - get it free here",
        "NEW! Windows Media DRM protected - acquire license online to play",
        "This file is encoded with XVID-HD codec, install player from readme",
        "Cannot play? Install FLV Player v4.2 (included)",
        "Codec.Pack.Required.To.Watch.Read.Me.First",
        "Your media player is outdated - update to view HD content",
        "AVI video - needs special codec - see link in NFO",
        "Enter license key from website to unlock video",
        "Video protected by DRM - visit the site to buy a license ($2.99)",
        "Install 'MediaCodec Premium' to play all videos in this post",
        "READ ME - you must download the HQ Player to view (free)",
        "Flash Player update required to stream this content",
        "Codec missing error 0xc00d5212 fix - download tool",
        "Bitte Codec installieren um das Video abzuspielen",
        "Installez le lecteur vid\u00e9o pour lire ce fichier",
        "\u0414\u043b\u044f \u043f\u0440\u043e\u0441\u043c\u043e\u0442\u0440\u0430 \u0443\u0441\u0442\u0430\u043d\u043e\u0432\u0438\u0442\u0435 \u043a\u043e\u0434\u0435\u043a \u043f\u043e \u0441\u0441\u044b\u043b\u043a\u0435",
    ]
    for t in rows:
        add("junk", "junk:fake_codec", dress(t, "exe"), pick(G_MOVIE + G_TV))
    for (m, y) in R.sample(MOVIES, 14):
        form = pick([
            "%s.%d.1080p.WEB-DL.x264 - codec required - www.%s",
            "%s (%d) HD - install player from %s to watch",
            "%s %d - DRM license at %s",
            "%s.%d.720p.BluRay.x264 [need new codec] %s",
            "%s %d FULL HD (codec: %s)",
        ])
        t = form % (dotted(m) if "." in form[:3] else m, y, pick(["hdcodecs.net", "divx-hq.com", "playnow-codec.org",
                                                                  "freecodec.cc", "mediaplayerhd.xyz", "get-player.top"]))
        add("junk", "junk:fake_codec", t, pick(G_MOVIE))
    for sh in R.sample(SHOWS, 10):
        t = "%s.S%02dE%02d.1080p.WEB.H264 - WMV DRM protected - acquire license" % (dotted(sh), R.randint(1, 9), R.randint(1, 22))
        add("junk", "junk:fake_codec", t, pick(G_TV))


@section
def junk_password_bait():
    rows = [
        "Password: complete a short survey at " + show_url(domain("getpass", "now")),
        "RAR password is in the .url file - visit site to reveal",
        "passwort.txt - passwort gibts auf meiner seite",
        "Password required - get it free at our website (no signup)",
        "For password go to: " + show_url(domain("nzb", "pass")),
        "Unlock code sent by SMS - enter your phone number",
        "Archive protected - key available after free trial signup",
        "password = visit the link in the nfo",
        "Get RAR password here (2 min offer)",
        "Mot de passe sur notre site - cliquez ici",
        "Contrase\u00f1a del RAR en la descripci\u00f3n - visita la web",
        "\u041f\u0430\u0440\u043e\u043b\u044c \u043e\u0442 \u0430\u0440\u0445\u0438\u0432\u0430 \u043d\u0430 \u0441\u0430\u0439\u0442\u0435",
    ]
    for t in rows:
        add("junk", "junk:password_bait", dress(t, "txt"), pick(G_BUSY))
    for (m, y) in R.sample(MOVIES, 16):
        form = pick([
            '%s (%d) 1080p - Password Protected - "password.url" yEnc (1/1)',
            "%s.%d.2160p.WEB-DL.DDP5.1.H.265 - get password at %s",
            "%s %d [PASSWORD IN SURVEY] %s",
            "%s (%d) - rar pass from %s",
            "%s.%d.1080p.x264 PW protected - key on %s",
            "Watch %s (%d) - password: visit %s",
        ])
        site = pick(["passnzb.net", "unlock-rar.com", "getkey4free.xyz", "survey-pass.online",
                     "fastpass.cc", "rarpass.info", "nzbkey.top"])
        if "yEnc" in form:
            t = form % (m, y)
        else:
            t = form % (dotted(m) if form.startswith("%s.%d") else m, y, site)
        add("junk", "junk:password_bait", t, pick(G_MOVIE))
    for sh in R.sample(SHOWS, 8):
        t = '%s S%02dE%02d [01/12] - "Password.for.archive.url" yEnc (1/1)' % (sh, R.randint(1, 8), R.randint(1, 20))
        add("junk", "junk:password_bait", t, pick(G_TV))


@section
def junk_disguised_exe():
    exts = ["exe", "scr", "lnk", "bat", "com", "pif", "vbs", "js", "msi", "cmd", "hta"]
    qual = ["1080p.WEB-DL.x264", "720p.HDTV.x264", "2160p.WEB.H265", "1080p.BluRay.x264", "HDRip.XviD", "CAM.x264"]
    for (m, y) in R.sample(MOVIES, 28):
        base = "%s.%d.%s" % (dotted(m), y, pick(qual))
        k = R.randrange(6)
        if k == 0:
            t = base + ".mkv." + pick(exts)
        elif k == 1:
            t = base + "." + pick(exts)
        elif k == 2:
            t = yenc(base + ".avi" + pick(["", "     ", "_____"]) + "." + pick(exts))
        elif k == 3:
            t = yenc(base + ".mp4.exe", subject=base)
        elif k == 4:
            t = "%s (%d) %s - Setup_Player.exe" % (m, y, pick(["FULL MOVIE", "HD", "1080p", "DVDRip"]))
        else:
            t = "%s %d %s.wmv.%s" % (m, y, pick(qual), pick(exts))
        add("junk", "junk:disguised_exe", t, pick(G_MOVIE))
    for sh in R.sample(SHOWS, 16):
        base = "%s.S%02dE%02d.%s" % (dotted(sh), R.randint(1, 9), R.randint(1, 22), pick(qual))
        t = pick([base + ".exe", base + ".mkv.scr", yenc(base + ".mkv.lnk"), base + "-GRP.avi.exe",
                  yenc("Play_" + base + ".exe", subject=base)])
        add("junk", "junk:disguised_exe", t, pick(G_TV))
    for t in ["Movie_Player_Setup.exe", "video_codec_installer.exe", "watch_now.hta", "HD_Video.mp4.exe",
              "Full_Movie_2024_(play).scr", "open_me_first.vbs", "PLAY_HD.bat", "movie.avi                    .exe",
              "Film_1080p_Deutsch.exe", "Pelicula_Completa_Espa\u00f1ol_Latino.exe", "episode.mkv\u202egpj.exe"]:
        add("junk", "junk:disguised_exe", yenc(t) if chance(0.5) else t, pick(G_BUSY))


@section
def junk_fake_stream():
    forms = [
        "Watch %s (%d) Full Movie Online Free HD",
        "%s (%d) FULL MOVIE [HD] - Free Download & Streaming",
        "[[WATCH]] %s %d Online Free 123movies",
        "WATCH~!! %s (%d) FuLLMovie Free Online Streaming 4K",
        "%s %d Full Movie Download Free 1080p Google Drive Link",
        "HD-Watch! %s (%d) Online Free For Reddit",
        ".!Watch %s %d Full Movie (Online) Free Stream Putlocker",
        "%s %d Ver Pelicula Completa Online Gratis Espa\u00f1ol Latino",
        "%s %d Film Complet en Streaming VF Gratuit",
        "%s %d Ganzer Film Deutsch Kostenlos Stream",
        "%s %d \u0441\u043c\u043e\u0442\u0440\u0435\u0442\u044c \u043e\u043d\u043b\u0430\u0439\u043d \u0431\u0435\u0441\u043f\u043b\u0430\u0442\u043d\u043e \u0432 \u0445\u043e\u0440\u043e\u0448\u0435\u043c \u043a\u0430\u0447\u0435\u0441\u0442\u0432\u0435",
        "%s (%d) Assistir Filme Completo Dublado Online",
        "%s %d Full Movie Tamilrockers HD Download Filmyzilla",
        "Streaming %s (%d) Sub Indo Full Movie LK21",
        "%s %d \u5728\u7ebf\u89c2\u770b \u5b8c\u6574\u7248 \u9ad8\u6e05",
    ]
    for (m, y) in R.sample(MOVIES, 40):
        t = pick(forms) % (m, y)
        if chance(0.25):
            t += " " + show_url(domain(pick(["watch", "stream", "hd", "movies", "cine", "flix"]), pick(["free", "now", "4k", "24", "hub", "max"])))
        add("junk", "junk:fake_stream", t, pick(G_MOVIE))
    for sh in R.sample(SHOWS, 12):
        t = pick(["Watch %s Season %d Episode %d Online Free", "%s S%dE%d Live Stream Free No Signup",
                  "%s season %d episode %d full episode free download", "Stream %s %dx%02d HD free link"]) % (
            sh, R.randint(1, 9), R.randint(1, 20))
        add("junk", "junk:fake_stream", t, pick(G_TV))
    for t in ["Free IPTV-style movie streaming site - no ads - bookmark now " + show_url(domain("flixfree", "hd")),
              "All new movies free in HD - " + show_url(domain("moviez", "4u")),
              "Download any movie free - fastest server - no registration",
              "Torrent is dead - watch everything free here",
              "UFC 300 Live Stream Free Reddit - Pereira vs Hill",
              "Super Bowl LVIII live stream free HD link",
              "NFL Streams Free - all games - no buffering",
              "Champions League final live stream free online"]:
        add("junk", "junk:fake_stream", dress(t, "url"), pick(G_BUSY + G_SPORT))


@section
def junk_crack_ad():
    apps = ["Windows 11 Activator", "Windows 10 Activator", "Office 2021 Activator", "KMSPico", "IDM Crack",
            "Adobe Photoshop 2024 Crack", "Wondershare Filmora Crack", "FL Studio Crack", "AutoCAD 2025 Crack",
            "CorelDRAW Crack", "Malwarebytes Premium Key", "Avast Premium License Key", "Ableton Live 12 Crack",
            "Sony Vegas Pro Crack", "Driver Booster Pro Key", "CCleaner Pro Crack", "4K Video Downloader Crack",
            "Tally ERP 9 Crack", "Revo Uninstaller Pro Crack", "DaVinci Resolve Studio Crack",
            "ESET NOD32 License Key", "WinRAR Crack", "Minecraft Premium Account Generator", "GTA 5 Crack Only"]
    forms = ["%s %d Free Download Full Version + Serial Key",
             "%s %d Latest [Working 100%%] Free Download",
             "%s + Keygen %d (Lifetime Activation)",
             "%s %d Patch + License Key Free Download For PC",
             "Download %s %d - No Survey - Direct Link",
             "%s %d [Latest] Torrent + Portable",
             "%s Full Crack %d Mac + Windows Free"]
    for a in apps:
        t = pick(forms) % (a, pick([2023, 2024, 2025, 2026]))
        if chance(0.3):
            t += " " + show_url(domain(pick(["crack", "keygen", "softs", "pc", "getinto"]), pick(["pro", "file", "mac", "hub", "zone"])))
        add("junk", "junk:crack_ad", dress(t, "exe") if chance(0.5) else t, pick(G_SOFT + G_BUSY))
    for t in ["All software cracked - request any program - fast delivery",
              "Product keys for sale: Windows 10/11 Pro $5, Office $9",
              "Cheap genuine Windows keys - instant email delivery",
              "Serial number generator for all software 2024",
              "Free Steam keys - giveaway - only today",
              "Vollversion kostenlos downloaden - Crack + Seriennummer",
              "T\u00e9l\u00e9charger Office 2021 gratuit version compl\u00e8te crack\u00e9",
              "Descargar Photoshop gratis full espa\u00f1ol crack mega"]:
        add("junk", "junk:crack_ad", dress(t, "exe"), pick(G_SOFT + G_BUSY))


@section
def junk_adult_dating():
    rows = [
        "Hot singles in your area want to meet you tonight",
        "Lonely housewives near you - no credit card - 100% free",
        "Meet local girls for casual fun - sign up in 30 seconds",
        "18+ LIVE CAMS - 5000 girls online now - free tokens",
        "She sent you a private photo - click to view",
        "Jessica (24) wants to chat with you - 2 km away",
        "Sexy Russian brides looking for western men",
        "Find your Asian wife - thousands of verified profiles",
        "Sugar daddy wanted - generous arrangement - " + tg("sweet_anya99"),
        "OnlyFans leaks - all creators - mega folder - join Discord",
        "Free OnlyFans premium accounts - no human verification",
        "Snapchat nudes leaked - full collection link in bio",
        "Hookup tonight, no strings attached - verify age here",
        "Horny MILFs in your city - free registration",
        "Webcam girl Anna is online - private show for free",
        "My nude pics here: " + show_url(domain("anna", "privat", "cam")),
        "Escort service 24/7 - incall/outcall - " + wa(),
        "VIP escorts Dubai Marina - call now " + wa(),
        "Adult dating site with real women - no fakes guaranteed",
        "Bored? Talk to real girls now - no signup",
        "Teen cam show free - 18+ only verify",
        "Leaked celebrity sex tape full video watch now",
        "Your secret admirer sent you a message (1 unread)",
        "Hi, I am Kate, I saw your profile, add me on Telegram @kate_lovely_x",
        "Want to see more of me? Follow the link ;)",
        "Get laid tonight or your money back",
        "Swingers and couples club - join free this weekend",
        "Naughty chat line - 1st call free",
        "Sexdates in deiner N\u00e4he - kostenlos anmelden",
        "Rencontres coquines pr\u00e8s de chez vous - inscription gratuite",
        "Chicas solteras cerca de ti quieren conocerte",
        "\u0418\u043d\u0442\u0438\u043c \u0437\u043d\u0430\u043a\u043e\u043c\u0441\u0442\u0432\u0430 \u0431\u0435\u0441\u043f\u043b\u0430\u0442\u043d\u043e \u0432 \u0442\u0432\u043e\u0451\u043c \u0433\u043e\u0440\u043e\u0434\u0435",
        "\u540c\u57ce\u7ea6\u4f1a \u7f8e\u5973\u4e0a\u95e8\u670d\u52a1 \u52a0QQ",
        "Garotas de programa - acompanhantes - chame no zap",
        "Sexkontakte ohne Anmeldung - echte Frauen",
        "\u51fa\u4f1a\u3044\u7cfb \u30a2\u30d7\u30ea \u7121\u6599\u3067\u4eba\u59bb\u3068\u4f1a\u3048\u308b",
        "Ragazze sole nella tua citt\u00e0 - chat gratis",
        "Samotne kobiety z Twojej okolicy - za darmo",
    ]
    for t in rows:
        add("junk", "junk:adult_dating", dress(t, "html"), pick(G_XXX + G_BUSY))
    names = ["Emma", "Sofia", "Olivia", "Mia", "Lena", "Chloe", "Natasha", "Yuki", "Camila", "Alina", "Grace", "Nina"]
    for n in names:
        t = pick(["%s (%d) is waiting for you - online now", "%s, %d, just 3 miles away - chat now",
                  "%s %d sent you a friend request", "Private video from %s (%d) - unlock free"]) % (n, R.randint(19, 45))
        add("junk", "junk:adult_dating", dress(t, "html"), pick(G_XXX))


@section
def junk_scam_misc():
    rows = [
        "CONGRATULATIONS! You have won $1,000,000 in the Microsoft lottery",
        "You are the lucky winner of an iPhone 15 Pro - claim your prize",
        "Dear Friend, I am Barrister James Okoro, I have a business proposal",
        "Inheritance of $10.5 million USD unclaimed - you are next of kin",
        "Urgent reply needed: transfer of funds from a dormant account",
        "I am a dying widow and want to donate my fortune to charity through you",
        "Your email won the UK National Lottery Euro Millions",
        "Claim your $500 Walmart gift card - survey inside",
        "Free Amazon $100 gift card - only 47 left",
        "Costco anniversary giveaway - free KitchenAid mixer",
        "Spin the wheel and win a free PS5",
        "Free Robux / free V-Bucks / free gift cards - working 2024",
        "UN compensation fund for scam victims - receive $800,000",
        "ATM Master Card worth $4.5M dispatched to you - pay delivery fee",
        "Diplomatic courier holding your consignment box",
        "Investment opportunity with a US army general in Syria",
        "Please help me, I am a stranded soldier, I need $500 to fly home",
        "Your package from FBI Director (call immediately)",
        "Loan officer of World Bank payment approval notice",
        "Verify you are human and receive 10,000 free coins",
        "Sweepstakes Winner Notification - Publishers Clearing House",
        "Timeshare exit - we buy your timeshare for cash",
        "Vacation club: you have been selected for a free cruise",
        "Rolex replica watches - AAA quality - 90% off",
        "Cheap Ray-Ban sunglasses $19.99 - outlet clearance",
        "Louis Vuitton bags factory outlet - replica 1:1",
        "Nike Air Jordan outlet sale 80% off - official store closing",
        "Canada Goose jackets clearance - free shipping",
        "Pandora jewelry 90% off today only",
        "Cheap Oakley, Michael Kors, UGG - store closing sale",
        "Adopt a French bulldog puppy - free, just pay shipping",
        "Lost pet recovery scam? No - real pet psychic readings",
        "Powerful love spell caster - bring back your ex in 48 hours",
        "Dr. Ogudugu spell temple - cures HIV, brings lottery luck",
        "Join the Illuminati today and get rich and famous - " + wa(),
        "Sell your kidney for $500,000 - hospital in India",
        "Sehr geehrter Gewinner, Sie haben 850.000 Euro gewonnen",
        "F\u00e9licitations! Vous avez gagn\u00e9 un iPhone 15 - r\u00e9clamez-le",
        "Felicidades usted ha ganado la loter\u00eda de Google",
        "\u041f\u043e\u0437\u0434\u0440\u0430\u0432\u043b\u044f\u0435\u043c! \u0412\u044b \u0432\u044b\u0438\u0433\u0440\u0430\u043b\u0438 iPhone - \u0437\u0430\u0431\u0435\u0440\u0438\u0442\u0435 \u043f\u0440\u0438\u0437",
        "\u606d\u559c\u60a8\u4e2d\u5956 \u8bf7\u8054\u7cfb\u5ba2\u670d\u9886\u53d6\u5956\u91d1",
        "Parab\u00e9ns voc\u00ea ganhou um pr\u00eamio - clique para resgatar",
        "Congratulazioni hai vinto un buono Amazon da 500\u20ac",
    ]
    junk("scam_misc", G_BUSY, rows, ext="html")


@section
def junk_seo_social():
    rows = [
        "Buy Instagram followers - real & active - instant delivery",
        "10,000 TikTok views for $2 - fastest SMM panel",
        "YouTube subscribers and watch hours for monetization - cheap",
        "Buy Google reviews 5 stars - non-drop guarantee",
        "High DA backlinks package - rank #1 on Google in 30 days",
        "PBN links / guest posts on DA 90 sites - bulk pricing",
        "SEO services: we will rank your website or you don't pay",
        "Buy aged Gmail accounts PVA bulk - phone verified",
        "Verified Facebook ads accounts for rent",
        "Buy Twitter X blue tick accounts with followers",
        "Email list 50 million USA consumers - CSV download",
        "B2B leads database - CEO emails and phones - 2024 updated",
        "Crypto investor leads fresh - high converting",
        "Mass email sender / SMTP servers unlimited - inbox guaranteed",
        "Bulk SMS gateway - send 1M texts a day - no filtering",
        "Spotify plays and monthly listeners - real streams",
        "Trustpilot reviews for your business - bulk",
        "Web traffic bot - 100k visitors per day - adsense safe",
        "Amazon product reviews for sellers - refund after review",
        "Cheapest SMM panel: followers likes views all platforms",
        "Rank your YouTube video #1 - organic promo",
        "Buy Telegram members for your channel - non drop",
        "Google Maps citations and local SEO - get more calls",
        "Website traffic 1M visits $9.99",
        "Scraped LinkedIn profiles 400M - sale",
        "Fresh combo lists email:pass - HQ - private",
        "Backlinks kaufen - g\u00fcnstig und sicher",
        "Comprar seguidores Instagram reais brasileiros",
        "Acheter des abonn\u00e9s TikTok pas cher",
        "\u041d\u0430\u043a\u0440\u0443\u0442\u043a\u0430 \u043f\u043e\u0434\u043f\u0438\u0441\u0447\u0438\u043a\u043e\u0432 \u0418\u043d\u0441\u0442\u0430\u0433\u0440\u0430\u043c \u0434\u0435\u0448\u0435\u0432\u043e",
        "\u5237\u7c89 \u6dd8\u5b9d\u597d\u8bc4 \u6296\u97f3\u70b9\u8d5e \u4e13\u4e1a\u5237\u5355",
        "Jasa SEO murah - backlink berkualitas - halaman 1 Google",
        "Website design + SEO from $99 - we build your online presence",
        "Submit your site to 5000 search engines",
    ]
    junk("seo_social_data", G_BUSY, rows, ext="html")


@section
def junk_fake_docs():
    rows = [
        "Buy real and fake passports, driver's licenses, ID cards",
        "Registered EU passport in 7 days - database entry",
        "Buy UK driving licence without test - DVLA registered",
        "Fake degree certificates from real universities - verifiable",
        "IELTS / TOEFL certificate without exam - contact us",
        "Counterfeit banknotes undetectable - EUR USD GBP - " + tg("prop_notes"),
        "SSD chemical solution for cleaning black money",
        "Buy residence permit / green card - legal pathway",
        "Novelty ID cards - scannable - all US states",
        "Fake doctor's note and sick certificate - instant PDF",
        "Bank statement editing - any bank - loan approval",
        "Buy US SSN + DOB fullz",
        "Clone cards with pin - high balance",
        "Real documents for immigration - SSN, visa, work permit",
        "Fake COVID vaccination card - QR verifiable",
        "Diplom kaufen - echte Urkunde ohne Studium",
        "Comprar carnet de conducir sin examen - DGT",
        "Acheter permis de conduire en ligne sans examen",
        "\u041a\u0443\u043f\u0438\u0442\u044c \u0434\u0438\u043f\u043b\u043e\u043c \u043e \u0432\u044b\u0441\u0448\u0435\u043c \u043e\u0431\u0440\u0430\u0437\u043e\u0432\u0430\u043d\u0438\u0438 \u0441 \u0437\u0430\u043d\u0435\u0441\u0435\u043d\u0438\u0435\u043c \u0432 \u0440\u0435\u0435\u0441\u0442\u0440",
        "\u529e\u8bc1 \u6bd5\u4e1a\u8bc1 \u5b66\u4f4d\u8bc1 \u62a4\u7167 \u9a7e\u9a76\u8bc1 \u52a0\u5fae\u4fe1",
        "Rijbewijs kopen zonder examen - CBR geregistreerd",
        "Comprar CNH sem autoescola - registrada no Detran",
    ]
    junk("fake_documents", G_BUSY, rows, ext="pdf")


@section
def junk_job():
    rows = [
        "Hiring now: data entry from home $45/hr no experience",
        "Package reshipping job - work from home - $3000/month",
        "Payment processing agent needed - keep 10% commission",
        "Amazon is hiring remote part-time - apply on WhatsApp",
        "Earn $300/day liking YouTube videos - task job - " + tg("hr_lisa_remote"),
        "Online job: rate hotels and earn commission - recharge to unlock tasks",
        "Become a secret shopper - cheque will be mailed",
        "Urgent vacancy: personal assistant, flexible hours, $650 weekly",
        "Work visa sponsorship Canada - jobs for everyone - pay processing fee",
        "Oil rig jobs Dubai - free accommodation - apply with CV",
        "We need typists - get paid per page - start today",
        "Money mule? No - 'financial agent' position available",
        "Model agency casting - send photos and $99 registration",
        "Nebenjob von zu Hause - 500 Euro pro Woche - Bewertungen schreiben",
        "Travail \u00e0 domicile - 2000\u20ac par mois - sans dipl\u00f4me",
        "Trabajo desde casa - gana 50 d\u00f3lares por hora",
        "\u0423\u0434\u0430\u043b\u0451\u043d\u043d\u0430\u044f \u0440\u0430\u0431\u043e\u0442\u0430 \u0431\u0435\u0437 \u043e\u043f\u044b\u0442\u0430 - \u043e\u0442 3000 \u0440\u0443\u0431 \u0432 \u0434\u0435\u043d\u044c",
        "\u517c\u804c\u5237\u5355 \u65e5\u7ed3 \u5728\u5bb6\u5c31\u80fd\u505a",
        "Lowongan kerja online part time gaji harian",
        "Trabalho em casa - renda extra de R$300 por dia",
    ]
    junk("job_scam", G_BUSY, rows, ext="html")


@section
def junk_religious_conspiracy():
    rows = [
        "REPENT!!! The end times are here - Jesus is coming soon",
        "The Rapture will happen this year - are you ready?",
        "Read the Bible before it is too late - your soul is at stake",
        "Only Jesus can save you - turn from sin today",
        "The mark of the beast is the vaccine - wake up people",
        "Chemtrails are poisoning you - look up - they are spraying us",
        "Flat Earth proof - NASA lies exposed - watch before deleted",
        "5G towers cause cancer - the truth they hide",
        "The moon landing was faked - undeniable proof",
        "9/11 was an inside job - research building 7",
        "New World Order plan revealed - depopulation agenda",
        "The reptilians control the banks - open your eyes",
        "Nibiru is coming - prepare your family now",
        "The great reset is happening - buy gold and guns",
        "Doomsday prophecy: the world ends on the next blood moon",
        "God hates sinners - the judgement is near",
        "Free Bible prophecy DVD - mail your address",
        "Pray the rosary every day or suffer eternal fire",
        "Antichrist revealed - he is already among us",
        "Jesus loves you - click to receive salvation",
        "Wake up sheeple - the government is lying to you",
        "HAARP weather weapon caused the hurricane",
        "Fluoride in water is mind control",
        "Bill Gates microchips in vaccines - proof inside",
        "The earth is 6000 years old - science is a lie",
        "Die Endzeit ist da - kehrt um und tut Bu\u00dfe",
        "La fin du monde approche - repentez-vous",
        "Arrepi\u00e9ntete, Cristo viene pronto",
        "\u041f\u043e\u043a\u0430\u0439\u0442\u0435\u0441\u044c, \u0438\u0431\u043e \u043f\u0440\u0438\u0431\u043b\u0438\u0437\u0438\u043b\u043e\u0441\u044c \u0426\u0430\u0440\u0441\u0442\u0432\u043e \u041d\u0435\u0431\u0435\u0441\u043d\u043e\u0435",
        "Chemtrails: de overheid vergiftigt ons",
    ]
    junk("religious_conspiracy", G_BUSY, rows, ext="txt")
    for i in range(10):
        t = pick(["JESUS SAVES", "REPENT NOW", "THE END IS NEAR", "WAKE UP", "JOHN 3:16", "TRUTH"])
        t = " ".join([t] * R.randint(2, 6))
        add("junk", "junk:religious_conspiracy", t + pick(["", " !!!", " " + str(R.randint(1, 999))]), pick(G_BUSY))


@section
def junk_chain_letter():
    rows = [
        "Forward this to 10 people or you will have bad luck for 7 years",
        "This is not a joke - Bill Gates is sharing his fortune - forward this",
        "Send this message to all your contacts - Facebook will start charging",
        "Warning!!! Virus alert - do not open email titled 'Life is beautiful'",
        "Pass it on: a little girl is dying of cancer, each forward donates 5 cents",
        "Share this prayer and receive a miracle within 24 hours",
        "If you ignore this you will lose your job - it happened to Maria",
        "Hotmail will be closed unless you forward this message",
        "Pray for Tommy - forward this to 20 people",
        "Make money fast - send $1 to the 5 names on this list",
        "The chain of luck - this letter has been around the world 9 times",
        "Usenet will shut down next month - copy this post to every group",
        "Wenn du diese Nachricht nicht weiterleitest, passiert dir etwas Schlimmes",
        "Reenv\u00eda este mensaje a 15 personas y tu deseo se cumplir\u00e1",
        "\u041f\u0435\u0440\u0435\u0448\u043b\u0438 \u044d\u0442\u043e \u0441\u043e\u043e\u0431\u0449\u0435\u043d\u0438\u0435 10 \u0434\u0440\u0443\u0437\u044c\u044f\u043c \u0438\u043b\u0438 \u0442\u0435\u0431\u0435 \u043d\u0435 \u043f\u043e\u0432\u0435\u0437\u0451\u0442",
        "Envoie ce message \u00e0 10 personnes sinon malheur",
        "FW: FW: FW: FW: this is real, read it!!!",
        "Copy and paste this to your wall - I do not give permission to use my photos",
    ]
    junk("chain_letter", G_BUSY, rows, ext="txt", dress_p=0.6)


@section
def junk_noise():
    fixed = ["test", "test 123", "testing testing", "asdf", "asdfasdfasdf", "qwerty", "aaaaaaaaaaaaaaaaaaa",
             "..........", "???", "x", "xx", "-", "ignore", "ignore this", "sdfgsdfg", "jkljkljkl",
             "hello?", "bump", "BUMP BUMP BUMP", "filler", "nothing", "blah blah blah", "lorem ipsum dolor sit amet",
             "zzzzzzzzzzzz", "1234567890", "0000000000000000", "!!!!!!!!!!!!!!!!", "*********",
             "AUTOPOST TEST PLEASE IGNORE", "flood", "flood flood flood flood", "spam spam spam spam spam",
             "kjhkjhkjhkjh", "tset", "no subject", "(no subject)", "Untitled", "New Message",
             "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588", "\u25a0\u25a1\u25a0\u25a1\u25a0\u25a1\u25a0\u25a1",
             "\u263a\u263a\u263a\u263a\u263a", "\u0442\u0435\u0441\u0442", "\u6d4b\u8bd5", "prueba", "teste 1 2 3",
             "ping", "pong", "abc", "hjgfhjgfhjgf", "..", "=", "null", "undefined", "NaN", "[object Object]",
             "%SUBJECT%", "{title}", "$subject", "<no title>"]
    for t in fixed:
        add("junk", "junk:noise_flood", t, pick(G_BUSY + G_TEST))
    for i in range(12):
        k = R.randrange(6)
        if k == 0:
            t = pick("abcdefghijklmnopqrstuvwxyz") * R.randint(6, 30)
        elif k == 1:
            t = "".join(pick("asdfghjkl;qwertyuiop") for _ in range(R.randint(5, 25)))
        elif k == 2:
            t = "test %d" % R.randint(1, 99999)
        elif k == 3:
            t = " ".join(["flood"] * R.randint(3, 12)) + " " + str(R.randint(1, 9999))
        elif k == 4:
            t = pick(["!", "?", ".", "#", "*", "@", "$", "~", "^"]) * R.randint(5, 40)
        else:
            t = "%s %s %s" % (pick(["lol", "hmm", "meh", "ok", "k", "yo", "hi"]), pick(["lol", "hmm", "ok", "idk"]), "x" * R.randint(1, 9))
        add("junk", "junk:noise_flood", t, pick(G_BUSY + G_TEST))


@section
def junk_chatter():
    rows = [
        "Re: why is this group dead?", "first!", "lol", "Re: lol", "STOP POSTING THIS CRAP",
        "Spammer go away", "Re: Who keeps flooding this group?", "can anyone see my posts?",
        "Re: Re: Re: you are an idiot", "get a life you moron", "this group sucks now",
        "Is anybody out there?", "Usenet is dying", "Re: Usenet is dying", "Happy new year everybody!!!",
        "Merry Christmas to all the posters", "thanks", "thx", "Re: thanks!!!", "ty",
        "who cares", "shut up", "report this spammer to abuse@", "nobody asked",
        "my cat just threw up lol", "what's for dinner", "good morning from Ohio",
        "I'm bored, anyone want to chat?", "Re: OT: politics again", "OT: the weather here is terrible",
        "test post from new newsreader, sorry", "Re: sorry wrong group", "wrong group, ignore",
        "Re: Re: Re: Re: Re: Re: Re: Re: whatever",
        "Hallo zusammen, ist hier noch jemand?", "Quelqu'un est encore l\u00e0 ?",
        "\u0410\u0443, \u0435\u0441\u0442\u044c \u043a\u0442\u043e \u0436\u0438\u0432\u043e\u0439?", "\u6709\u4eba\u5417",
        "Re: Re: F*** you spammer", "kill filed!", "*plonk*", "You're all losers",
        "Hey moderator, do your job", "I hate Mondays", "anyone else think the admin is a jerk",
    ]
    for t in rows:
        add("junk", "junk:chatter", t, pick(G_BUSY))


@section
def junk_carding():
    rows = [
        "Fresh CC dumps track 1/2 with pin - high balance",
        "CVV shop - valid rate 90% - USA UK EU - BTC only",
        "Netflix premium accounts lifetime $3 - instant",
        "Spotify premium cracked accounts - 1 year warranty",
        "Disney+ / HBO Max / Hulu accounts cheap bulk",
        "Hacked PayPal accounts with balance - verified logs",
        "Bank logs for sale - Chase, BOA, Wells - with email access",
        "Fullz with DL and background - fresh 2024",
        "Carding tutorial 2024 + BINs that work on Amazon",
        "Hire a hacker: Instagram, WhatsApp, Facebook account recovery",
        "Spy on your partner's phone - remote access - no install",
        "RAT / crypter FUD - bypass all antivirus",
        "Stealer logs cloud - 50GB daily updates",
        "DDoS for hire - stresser 500 Gbps - cheap plans",
        "Botnet rental - spam, ddos, mining",
        "Ransomware as a service - 80/20 split",
        "Grade changing service - hack university portals",
        "Gift card generator working Amazon Steam Google Play",
        "NordVPN premium accounts free giveaway - combo",
        "Dumps + pin shop since 2015 - autobuy",
        "\u041f\u0440\u043e\u0434\u0430\u043c \u0434\u0430\u043c\u043f\u044b \u0441 \u043f\u0438\u043d\u043e\u043c - \u0441\u0432\u0435\u0436\u0430\u043a",
        "Contas Netflix premium baratas - entrega autom\u00e1tica",
        "\u51fa\u552e \u4fe1\u7528\u5361\u6570\u636e CVV \u9ad8\u6210\u529f\u7387",
    ]
    junk("carding_accounts", G_BUSY, rows, ext="txt")


@section
def junk_iptv():
    rows = [
        "IPTV subscription 12 months - 20,000 channels + VOD - free trial",
        "Best IPTV provider 2024 - 4K, no buffering, all sports",
        "IPTV reseller panel - credits cheap - make money",
        "Firestick fully loaded - all channels free forever",
        "Kodi box with all premium channels - no monthly fees",
        "Sky Sports, BT Sport, DAZN IPTV - m3u link - \u00a35/month",
        "Premium IPTV smarters pro login - 48h free test",
        "Cheap IPTV UK USA CA - 24h trial - " + wa(),
        "IPTV Abo g\u00fcnstig - alle Sender in HD",
        "Abonnement IPTV 12 mois pas cher - test gratuit",
        "Lista IPTV premium - canais brasileiros - teste gr\u00e1tis",
        "\u0406PTV \u043f\u043e\u0434\u043f\u0438\u0441\u043a\u0430 \u043d\u0430 \u0433\u043e\u0434 - 3000 \u043a\u0430\u043d\u0430\u043b\u043e\u0432",
        "Free m3u playlist 2024 working - updated daily",
        "Cheap cable TV - pay once - watch forever",
        "Stream every PPV fight for $10 - best IPTV",
        "Jailbroken Android TV box - unlimited movies",
    ]
    junk("iptv_resale", G_BUSY + G_SPORT, rows, ext="m3u")


@section
def junk_game_cheat():
    rows = [
        "Free V-Bucks generator 2024 no human verification",
        "Robux generator working - 100k free",
        "Fortnite aimbot + wallhack undetected - download",
        "CS2 cheat free - ESP, aimbot, skin changer",
        "Warzone unlock all tool - free download",
        "Valorant hack 2024 - vanguard bypass",
        "GTA V mod menu free money - no ban",
        "Free Minecraft premium account generator",
        "Pokemon GO spoofer - free coins",
        "Clash of Clans hack unlimited gems",
        "Apex Legends cheat - free trial",
        "Roblox free items hack - just enter username",
        "Genshin Impact primogem generator",
        "Free Steam wallet codes generator 2025",
        "Coin Master free spins link today",
        "PUBG Mobile UC hack - 99999 UC free",
        "FIFA coins generator - free Ultimate Team coins",
        "Hack de Free Fire diamantes infinitos",
    ]
    junk("game_cheat_bait", G_GAME + G_BUSY, rows, ext="exe")


@section
def junk_essay():
    rows = [
        "Write my essay for me cheap - plagiarism free - 3 hour delivery",
        "Pay someone to take my online class - guaranteed A",
        "Dissertation writing service UK - PhD writers",
        "Homework help 24/7 - math, chemistry, nursing papers",
        "Buy research papers online - any topic",
        "Thesis writing help - native writers - 50% off first order",
        "Take my exam for me - proctored exams too",
        "Ghostwriting assignment help Australia",
        "Hausarbeit schreiben lassen - Ghostwriter",
        "Nursing assignment help - BSN, MSN, DNP - on time",
        "Resume writing service - get hired faster",
        "Academic writing service - 1500 experts online",
    ]
    junk("essay_service", G_BUSY + G_EBOOK, rows, ext="html", dress_p=0.7)


@section
def junk_service_ads():
    rows = [
        "Cheapest Usenet provider - unlimited for $1.99/month - sign up now",
        "Get 80% off unlimited Usenet access - " + show_url(domain("fastnews", "deal")),
        "Free Usenet trial 14 days - no credit card - click here",
        "Best NZB indexer invites for sale - lifetime VIP $5",
        "Selling indexer invites - all major sites - PM me",
        "VPN 90% off - protect your downloads - limited deal",
        "Free proxy list updated hourly - visit our forum",
        "Join our private tracker - invites open today only",
        "Best seedbox deal 2024 - 10Gbps - 4TB for $8",
        "Unlimited cloud storage lifetime $49 - Black Friday",
        "Web hosting $0.99/month - free domain - cPanel",
        "Cheap VPS - Bitcoin accepted - DMCA ignored",
        "Bulletproof hosting - offshore - spam allowed",
        "Visit our forum for daily NZBs - " + show_url(domain("nzb", "paradise")),
        "Post your ad here - 1M Usenet readers - cheap rates",
        "Locksmith 24/7 emergency service - " + phone_us(),
        "Car accident? Get the compensation you deserve - call now",
        "Solar panels for free - government program - check eligibility",
        "Cheap flights and hotels - up to 90% off - book now",
        "Dating coach for men - get any girl with these 3 texts",
        "Plumber near me - fast response - " + phone_us(),
        "Moving company - cheap movers - free quote",
        "Pest control services - rats, termites, bed bugs",
        "Mesothelioma lawyer - you may be entitled to compensation",
        "Private detective services - catch a cheating spouse",
        "G\u00fcnstiger Usenet Zugang - jetzt 50% sparen",
        "Meilleur fournisseur Usenet - essai gratuit",
        "Goedkoopste Usenet provider van Nederland - nu 3 maanden gratis",
    ]
    junk("service_ad", G_BUSY, rows, ext="url")


@section
def junk_release_disguise():
    """Junk dressed up with release-name trappings."""
    rows = [
        "Buy.Viagra.Online.No.Prescription.2024.1080p.WEB-DL.x264-PHARMACY",
        "Make.Money.Fast.From.Home.2024.720p.HDTV.x264-CASH",
        "Bitcoin.Doubler.Guaranteed.Profit.1080p.WEB-DL-BTC",
        "Hot.Singles.In.Your.Area.XXX.1080p.MP4-DATING",
        "Free.IPTV.Subscription.All.Channels.2024.COMPLETE-IPTV",
        "Keto.Diet.Pills.Lose.30lbs.2023.DOCU.720p-SLIM",
        "QuickBooks.Support.Number.1-888.HDTV-CALLNOW",
        "Windows.11.Activator.Free.Download.Crack.Serial-KEY",
        "Crypto.Signals.VIP.Telegram.Join.Now.1080p-PUMP",
        "Watch.Full.Movie.Free.Online.HD.2024.WEBRip-STREAM",
        "Payday.Loans.Bad.Credit.OK.S01E01.720p-LOAN",
        "Cheap.Rolex.Replica.Watches.REPACK.1080p-FAKE",
        "Buy.Instagram.Followers.Real.Active.2024.WEB-SMM",
        "Fake.Passport.Driving.License.For.Sale.PDF-DOCS",
        "CVV.Dumps.Fresh.Shop.2024.x264-CARD",
        "Online.Casino.500.Free.Spins.No.Deposit.1080p-BONUS",
        "Jesus.Is.Coming.Repent.Now.2024.720p-END",
        "Forex.Robot.2000.Percent.Profit.READNFO-EA",
        "Hire.A.Hacker.Recover.Account.1080p.WEB-HACK",
        "Free.V-Bucks.Generator.No.Verification.PC-HACK",
    ]
    for t in rows:
        t = yenc(t + "." + pick(["mkv", "rar", "part01.rar", "nfo", "exe"]), subject=t if chance(0.4) else None) if chance(0.3) else t
        add("junk", "junk:release_disguise", t, pick(G_BUSY))


@section
def junk_gambling():
    rows = [
        "Online casino 500% welcome bonus + 200 free spins",
        "Best crypto casino - instant withdrawals - no KYC",
        "Sports betting tips 99% fixed matches - pay after win",
        "Fixed matches HT/FT sure odds - " + tg("fixed_odds_king"),
        "No deposit bonus codes 2024 - win real money",
        "Slot machine hack - win every time - download APK",
        "Aviator predictor app - 100% accurate signals",
        "Lottery number predictor software - won 3 times",
        "Poker bot that wins - make $1000/day",
        "Sure betting tips today - VIP group",
        "Casino online sin licencia - bono sin dep\u00f3sito",
        "Online Casino ohne Limit - 100 Freispiele",
        "\u0421\u0442\u0430\u0432\u043a\u0438 \u043d\u0430 \u0441\u043f\u043e\u0440\u0442 - \u0434\u043e\u0433\u043e\u0432\u043e\u0440\u043d\u044b\u0435 \u043c\u0430\u0442\u0447\u0438",
        "Situs judi slot online gacor hari ini maxwin",
        "Slot gacor deposit pulsa tanpa potongan - daftar sekarang",
        "\u7f51\u4e0a\u8d4c\u573a \u9996\u5145\u9001100% \u5feb\u901f\u51fa\u6b3e",
        "Apostas esportivas - b\u00f4nus de R$500 - cadastre-se",
        "Judi bola online terpercaya - bonus new member 100%",
    ]
    junk("gambling", G_BUSY + G_SPORT, rows, ext="html")


# ================================================================ legit
TV_GROUPS = ["LOL", "DIMENSION", "KILLERS", "SVA", "AVS", "FLEET", "ION10", "MiNX", "CAKES", "GGEZ",
             "GOSSIP", "SYNCOPY", "TEPES", "NTb", "NTG", "FLUX", "CMRG", "GLHF", "KOGi", "EDITH", "PHOENiX",
             "BATV", "CRiMSON", "MEMENTO", "W4F", "ASAP", "FQM", "2HD", "EVOLVE", "FoV", "ORENJI", "RiVER",
             "QPEL", "TLA", "HAGGiS", "SiGMA", "BAE", "XEN0N", "DEFLATE", "SMURF", "playWEB", "MZABI"]
TV_Q = ["720p.HDTV.x264", "1080p.HDTV.x264", "HDTV.x264", "720p.WEB.h264", "1080p.WEB.h264", "2160p.WEB.h265",
        "1080p.AMZN.WEB-DL.DDP5.1.H.264", "720p.NF.WEB-DL.DDP5.1.x264", "1080p.HMAX.WEB-DL.DD5.1.H.264",
        "1080p.ATVP.WEB-DL.DDP5.1.Atmos.H.264", "1080p.DSNP.WEB-DL.DDP5.1.H.264",
        "2160p.NF.WEB-DL.DDP5.1.DV.HDR.H.265", "1080p.BluRay.x264", "720p.BluRay.x264", "WEBRip.x264",
        "1080p.iP.WEB-DL.AAC2.0.H.264", "720p.AMZN.WEBRip.DDP5.1.x264", "1080p.PCOK.WEB-DL.DDP5.1.H.264",
        "1080p.WEBRip.x265", "480p.x264", "720p.HEVC.x265", "1080p.PMTP.WEB-DL.DDP5.1.H.264", "HDTV.XviD"]
EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Part One", "Part Two", "Lost and Found", "The Long Night",
             "Crossroads", "Blood Ties", "Fallout", "Endgame", "Ghosts", "The Hunt", "Reunion", "Aftermath",
             "Into the Woods", "Red Flags", "Point of No Return", "Trust Issues", "The Offer", "Dead Weight",
             "No Way Out", "Friends and Family", "Second Chances", "Checkmate", "The Storm"]


@section
def legit_tv():
    # scene / web episodes
    for i in range(150):
        sh = pick(SHOWS)
        s, e = (R.randint(1, 6) if chance(0.75) else R.randint(1, 20)), R.randint(1, 24)
        q = pick(TV_Q)
        grp = pick(TV_GROUPS)
        base = "%s.S%02dE%02d" % (dotted(sh), s, e)
        if chance(0.15):
            base += ".%s" % dotted(pick(EP_TITLES))
        if chance(0.06):
            base += pick([".PROPER", ".REPACK", ".INTERNAL", ".iNTERNAL"])
        name = "%s.%s-%s" % (base, q, grp)
        if q == "480p.x264":
            name = "%s.480p.x264-mSD" % base
        k = R.randrange(10)
        if k < 5:
            t = name
        elif k < 7:
            t = yenc(name + pick([".mkv", ".part%02d.rar" % R.randint(1, 40), ".r%02d" % R.randint(0, 60), ".nzb", ".mkv.001"]),
                     subject=name if chance(0.5) else None)
        elif k < 8:
            t = name.replace(".", " ")
        elif k < 9:
            t = "%s - %dx%02d - %s" % (sh, s, e, pick(EP_TITLES))
        else:
            t = name.lower()
        add("legit", "legit:tv_episode", t, pick(G_TV))
    # P2P style
    p2p = ["(1080p AMZN WEB-DL x265 10bit EAC3 5.1 Silence)", "(1080p BluRay x265 Silence)", "[1080p x265 10bit Joy]",
           "(720p HDTV x264 AAC)", "[WEBRip 1080p] [YTS]", "(2160p DSNP WEB-DL H265 HDR DDP Atmos 5.1 English - HONE)",
           "(1080p NF WEB-DL H264 DDP 5.1 English - Kitsune)", "[1080p] [WEB-DL] [x264]"]
    for i in range(40):
        sh = pick(SHOWS)
        yr = R.randint(1998, 2025)
        t = "%s (%d) - S%02dE%02d - %s %s" % (sh, yr, R.randint(1, 10), R.randint(1, 20), pick(EP_TITLES), pick(p2p))
        if chance(0.3):
            t = "%s S%02dE%02d %s" % (sh, R.randint(1, 10), R.randint(1, 20), pick(p2p))
        add("legit", "legit:tv_p2p", t, pick(G_TV))
    # season packs
    for i in range(40):
        sh = pick(SHOWS)
        s = R.randint(1, 9)
        k = R.randrange(5)
        if k == 0:
            t = "%s.S%02d.%s-%s" % (dotted(sh), s, pick(TV_Q), pick(TV_GROUPS))
        elif k == 1:
            t = "%s.Season.%d.Complete.%s" % (dotted(sh), s, pick(["720p.WEB-DL", "1080p.BluRay.x265", "DVDRip.XviD", "480p.DVD"]))
        elif k == 2:
            t = "%s Season %d Complete %s" % (sh, s, pick(["(1080p Bluray x265 HEVC 10bit AAC 5.1)", "[DVD9]", "720p", "(2008) DVDRip"]))
        elif k == 3:
            t = "%s.S%02d.COMPLETE.%s-%s" % (dotted(sh), s, pick(["1080p.AMZN.WEB-DL.DDP5.1.H.264", "720p.HDTV.x264", "DVDRip.x264"]), pick(TV_GROUPS))
        else:
            t = "%s S01-S%02d Complete Series %s" % (sh, s + 1, pick(["1080p", "DVD Rips", "720p WEB-DL", "[REMUX]"]))
        add("legit", "legit:tv_season_pack", t, pick(G_TV))
    # dailies / talk shows
    talk = ["The.Daily.Show", "Jimmy.Fallon", "Jimmy.Kimmel.Live", "Stephen.Colbert", "Seth.Meyers",
            "Late.Night.with.Seth.Meyers", "Real.Time.with.Bill.Maher", "Last.Week.Tonight.with.John.Oliver",
            "The.Graham.Norton.Show", "Have.I.Got.News.for.You", "Saturday.Night.Live", "The.View",
            "Jeopardy", "Wheel.of.Fortune", "Conan", "The.Tonight.Show.Starring.Jimmy.Fallon",
            "Gutfeld", "The.Late.Show.with.Stephen.Colbert", "Countdown", "Pointless", "Eggheads", "Newsnight",
            "Question.Time", "Match.of.the.Day", "Coronation.Street", "EastEnders", "Emmerdale", "Hollyoaks",
            "Neighbours", "Home.and.Away", "The.Chase", "University.Challenge", "Antiques.Roadshow"]
    guests = ["Tom.Hanks", "Zendaya", "Keanu.Reeves", "Emma.Stone", "Pedro.Pascal", "Dolly.Parton", "Barack.Obama",
              "Taylor.Swift", "Ryan.Gosling", "Margot.Robbie", "Jon.Stewart", "Adam.Sandler", "Sandra.Oh"]
    for i in range(45):
        y, mo, d = R.randint(2008, 2025), R.randint(1, 12), R.randint(1, 28)
        show = pick(talk)
        t = "%s.%d.%02d.%02d" % (show, y, mo, d)
        if chance(0.4):
            t += "." + pick(guests)
        t += "." + pick(["720p.WEB.h264", "1080p.WEB.h264", "720p.HDTV.x264", "HDTV.x264", "480p.x264-mSD"])
        if "mSD" not in t:
            t += "-" + pick(TV_GROUPS + ["JEBAITED", "TBS", "CookieMonster", "BAE", "DiRT"])
        if chance(0.2):
            t = yenc(t + ".mkv", subject=t if chance(0.5) else None)
        add("legit", "legit:tv_daily", t, pick(G_TV))


MOVIE_GROUPS = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "BLOW", "CiNEFiLE", "DEFLATE", "PSYCHD",
                "VETO", "HDEX", "CMRG", "EVO", "FGT", "DiAMOND", "FxM", "DEViSE", "MAXSPEED", "KiNGDOM",
                "NeDiVx", "iNFAMOUS", "REFiNED", "WiKi", "CtrlHD", "EbP", "DON", "NCmt", "TayTO", "SiNNERS",
                "FLAME", "BiPOLAR", "ViSUM", "SHiTSoNy", "NOGRP", "TERMiNAL", "SURCODE", "PiGNUS", "KOGi"]
MOVIE_Q = ["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "1080p.WEB-DL.DD5.1.H264",
           "1080p.WEBRip.x264", "DVDRip.XviD", "BDRip.x264", "720p.WEB.h264", "1080p.AMZN.WEB-DL.DDP5.1.H.264",
           "2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265", "HDRip.XviD.AC3", "DVDScr.XviD", "TS.XviD", "1080p.BluRay.DTS.x264",
           "COMPLETE.BLURAY", "PAL.DVDR", "NTSC.DVDR", "720p.HDTV.x264", "1080p.HMAX.WEB-DL.DDP5.1.Atmos.H.264"]


@section
def legit_movies():
    for i in range(120):
        m, y = pick(MOVIES)
        base = "%s.%d" % (dotted(m), y)
        if chance(0.08):
            base += pick([".EXTENDED", ".Directors.Cut", ".REMASTERED", ".UNRATED", ".THEATRICAL", ".LIMITED", ".Criterion"])
        name = "%s.%s-%s" % (base, pick(MOVIE_Q), pick(MOVIE_GROUPS))
        k = R.randrange(10)
        if k < 5:
            t = name
        elif k < 8:
            t = yenc(name + pick([".mkv", ".part%03d.rar" % R.randint(1, 120), ".r%02d" % R.randint(0, 99), ".rar", ".mkv.002"]),
                     subject=name if chance(0.5) else None)
        elif k < 9:
            t = name.replace(".", " ")
        else:
            t = name.lower()
        add("legit", "legit:movie_scene", t, pick(G_MOVIE))
    p2p = ["(1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole)", "[1080p] [BluRay] [5.1] [YTS.MX]", "[720p] [YTS.AG]",
           "(2160p BluRay x265 10bit HDR Tigole)", "1080p BluRay DD5.1 x264-EbP", "(1080p BDRip x265 10bit EAC3 5.1 - Species180)",
           "[BDRip 1080p x264 AC3-RARBG]", "BRRip XviD MP3-RARBG", "(1080p x265 Joy)", "[4K 2160p HDR10]",
           "(Bluray 1080p x265 DTS-HD MA 5.1)", "DVDRip XviD-aXXo", "1080p.BluRay.x264.DTS-HD.MA.5.1-SWTYBLZ"]
    for i in range(60):
        m, y = pick(MOVIES)
        t = "%s (%d) %s" % (m, y, pick(p2p))
        if chance(0.15):
            t = yenc("%s (%d).mkv" % (m, y), subject=t)
        add("legit", "legit:movie_p2p", t, pick(G_MOVIE))
    for i in range(30):
        m, y = pick(MOVIES)
        t = "%s.%d.%s-%s" % (dotted(m), y, pick(["2160p.UHD.BluRay.REMUX.HDR.HEVC.DTS-HD.MA.5.1",
                                                  "1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1",
                                                  "2160p.BluRay.REMUX.DV.HDR.HEVC.TrueHD.7.1.Atmos",
                                                  "1080p.BluRay.REMUX.AVC.FLAC.2.0",
                                                  "2160p.UHD.BluRay.REMUX.HDR10.HEVC.DTS-X"]),
                                  pick(["FraMeSToR", "EPSiLON", "KRaLiMaRKo", "BLURANiUM", "PmP", "SiCFoI", "TRiToN", "NOGRP"]))
        add("legit", "legit:movie_remux", t, pick(G_MOVIE + ["alt.binaries.bluray", "alt.binaries.hdtv.x264"]))
    # foreign
    de = [("Das.Boot", 1981), ("Lola.rennt", 1998), ("Good.Bye.Lenin", 2003), ("Das.Leben.der.Anderen", 2006),
          ("Der.Untergang", 2004), ("Im.Westen.nichts.Neues", 2022), ("Toni.Erdmann", 2016), ("Fack.ju.Goehte", 2013),
          ("Systemsprenger", 2019), ("Der.Schuh.des.Manitu", 2001), ("Keinohrhasen", 2007), ("Die.Welle", 2008)]
    for (m, y) in de:
        t = "%s.%d.German.%s-%s" % (m, y, pick(["DL.1080p.BluRay.x264", "AC3.BDRip.XviD", "DL.720p.WEB.h264", "DTS.DL.1080p.BluRay.AVC.REMUX"]),
                                    pick(["DETAiLS", "SAViOUR", "EXQUiSiTE", "ROCKEFELLER", "UNiVERSUM", "GMA", "WDC", "TSCC"]))
        add("legit", "legit:movie_foreign", t, pick(G_GERMAN))
    for sh in ["Tatort", "Der.Alte", "SOKO.Leipzig", "Babylon.Berlin", "Dark", "4.Blocks", "Der.Bergdoktor"]:
        t = "%s.S%02dE%02d.German.%s-%s" % (sh, R.randint(1, 30), R.randint(1, 20), pick(["720p.HDTV.x264", "1080p.WEB.h264", "DL.1080p.WEB.h264"]),
                                            pick(["TVARCHiV", "iNSPiRED", "WAYNE", "TVP", "SAUERKRAUT"]))
        add("legit", "legit:tv_foreign", t, pick(G_GERMAN))
    fr = [("Intouchables", 2011), ("La.Haine", 1995), ("Le.Fabuleux.Destin.d.Amelie.Poulain", 2001), ("Les.Miserables", 2019),
          ("Bienvenue.chez.les.Chtis", 2008), ("Anatomie.d.une.chute", 2023), ("Le.Diner.de.Cons", 1998), ("Titane", 2021),
          ("OSS.117.Le.Caire.nid.d.espions", 2006), ("Les.Trois.Mousquetaires.D.Artagnan", 2023)]
    for (m, y) in fr:
        t = "%s.%d.%s-%s" % (m, y, pick(["FRENCH.1080p.BluRay.x264", "MULTi.1080p.BluRay.x264", "FRENCH.DVDRip.XviD", "TRUEFRENCH.720p.WEB.H264", "VFF.1080p.WEB-DL"]),
                             pick(["LOST", "Ulysse", "FiDELiO", "SUPPLY", "PREUMS", "EXTREME", "SLAY3R"]))
        add("legit", "legit:movie_foreign", t, pick(G_FRENCH))
    misc_foreign = [
        ("alt.binaries.nl", "Zwartboek.2006.DUTCH.1080p.BluRay.x264-DiCK"),
        ("alt.binaries.nl", "Soldaat.van.Oranje.1977.NLsubs.720p.BluRay.x264"),
        ("alt.binaries.nl", "Flodder.1986.Dutch.DVDRip.XviD-NLT"),
        ("alt.binaries.nl", "Undercover.S02E04.DUTCH.1080p.WEB.h264-TRiPEL"),
        ("alt.binaries.nl", "Boer.Zoekt.Vrouw.S14E03.DUTCH.720p.WEB.h264"),
        ("alt.binaries.nl", "De.Luizenmoeder.S01E08.FLEMISH.1080p.WEB.h264"),
        ("alt.binaries.movies", "La.Grande.Bellezza.2013.iTALiAN.MD.BDRip.x264-iGM"),
        ("alt.binaries.movies", "Il.Postino.1994.iTALiAN.DVDRip.XviD-TRL"),
        ("alt.binaries.moovee", "El.Laberinto.del.Fauno.2006.SPANiSH.1080p.BluRay.x264-CREEPSHOW"),
        ("alt.binaries.moovee", "Relatos.salvajes.2014.1080p.BluRay.x264.Castellano"),
        ("alt.binaries.moovee", "La.Casa.de.Papel.S03E05.SPANiSH.1080p.NF.WEB-DL"),
        ("alt.binaries.moovee", "Jagten.2012.DANiSH.1080p.BluRay.x264-AN0NYM0US"),
        ("alt.binaries.moovee", "Festen.1998.DANiSH.DVDRip.x264"),
        ("alt.binaries.moovee", "Borgen.S01E03.NORDiC.720p.HDTV.x264"),
        ("alt.binaries.moovee", "Bron.Broen.S02E07.SWEDiSH.720p.HDTV.x264-SOUP"),
        ("alt.binaries.moovee", "Lat.den.ratte.komma.in.2008.SWEDiSH.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "Kurtlar.Vadisi.Pusu.S08E12.TURKiSH.720p.HDTV"),
        ("alt.binaries.moovee", "3.Idiots.2009.HINDI.1080p.BluRay.x264.DTS-HDChina"),
        ("alt.binaries.moovee", "RRR.2022.HINDI.1080p.NF.WEB-DL.DDP5.1.x264"),
        ("alt.binaries.moovee", "Dangal.2016.HINDI.720p.BluRay.x264.ESubs"),
        ("alt.binaries.moovee", "Shoplifters.2018.JAPANESE.1080p.BluRay.x264-USURY"),
        ("alt.binaries.moovee", "Burning.2018.KOREAN.1080p.BluRay.x264.DTS-HD.MA.5.1-FGT"),
        ("alt.binaries.moovee", "Memories.of.Murder.2003.KOREAN.REMASTERED.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "Leviathan.2014.RUSSIAN.1080p.BluRay.x264-USURY"),
        ("alt.binaries.moovee", "Ida.2013.POLISH.1080p.BluRay.x264-DEPTH"),
        ("alt.binaries.moovee", "Cidade.de.Deus.2002.PORTUGUESE.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "A.Separation.2011.PERSIAN.720p.BluRay.x264-CiNEFiLE"),
        ("alt.binaries.moovee", "Crouching.Tiger.Hidden.Dragon.2000.CHINESE.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "In.the.Mood.for.Love.2000.CHINESE.CRITERION.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "Another.Round.2020.DANISH.1080p.BluRay.x264-USURY"),
        ("alt.binaries.moovee", "Perfect.Days.2023.JAPANESE.1080p.WEB-DL.DD5.1.H.264"),
        ("alt.binaries.moovee", "Drive.My.Car.2021.JAPANESE.1080p.BluRay.x264-JustWatch"),
    ]
    for g, t in misc_foreign:
        fam = "legit:tv_foreign" if ".S0" in t or ".S1" in t or ".S2" in t else "legit:movie_foreign"
        add("legit", fam, t, g)
    # classic / vintage
    for (m, y) in [x for x in MOVIES if x[1] < 1970]:
        add("legit", "legit:movie_classic", "%s (%d) %s" % (m, y, pick(["DVDRip", "1080p BluRay", "Criterion 1080p", "restored", "VHSRip"])), pick(G_CLASSIC))
    for t in ["Nosferatu (1922) silent - Kino restoration 1080p", "Metropolis 1927 Complete 2010 restoration",
              "The General (1926) Buster Keaton BDRip", "His Girl Friday 1940 public domain",
              "Night of the Living Dead 1968 restored", "Plan 9 from Outer Space 1959", "Detour (1945) film noir",
              "Sherlock Holmes and the Secret Weapon 1942", "The Little Shop of Horrors 1960",
              "Battleship Potemkin (1925) Eisenstein", "M (1931) Fritz Lang German w English subs",
              "It's a Wonderful Life 1946 colorized vs original", "Charade 1963 Cary Grant Audrey Hepburn"]:
        add("legit", "legit:movie_classic", t, pick(G_CLASSIC))


ANIME = ["Shingeki no Kyojin", "Jujutsu Kaisen", "Kimetsu no Yaiba", "Spy x Family", "Chainsaw Man",
         "Boku no Hero Academia", "One Piece", "Bocchi the Rock!", "Sousou no Frieren", "Oshi no Ko",
         "Mushoku Tensei", "Vinland Saga", "Dr. Stone", "Kaguya-sama wa Kokurasetai", "Yuru Camp",
         "Made in Abyss", "Re Zero kara Hajimeru Isekai Seikatsu", "Tensei shitara Slime Datta Ken",
         "Blue Lock", "Dungeon Meshi", "Kusuriya no Hitorigoto", "Cowboy Bebop", "Neon Genesis Evangelion",
         "Fullmetal Alchemist Brotherhood", "Steins;Gate", "Mob Psycho 100", "Hunter x Hunter (2011)",
         "Haikyuu!!", "Violet Evergarden", "Sono Bisque Doll wa Koi wo Suru", "Kono Subarashii Sekai ni Shukufuku wo!",
         "Dandadan", "Solo Leveling", "Ore dake Level Up na Ken", "Kaijuu 8-gou", "Hibike! Euphonium",
         "Shikanoko Nokonoko Koshitantan", "Mahou Shoujo Madoka Magica", "Natsume Yuujinchou", "Detective Conan",
         "Tokyo Revengers", "Kimi no Na wa.", "Tengoku Daimakyou", "Undead Unluck", "Jigokuraku"]


@section
def legit_anime():
    for i in range(95):
        a = pick(ANIME)
        ep = R.randint(1, 1100 if a in ("One Piece", "Detective Conan") else 24)
        h = rhex(8, upper=True)
        k = R.randrange(9)
        if k == 0:
            t = "[SubsPlease] %s - %02d (%s) [%s].mkv" % (a, ep, pick(["1080p", "720p", "480p"]), h)
        elif k == 1:
            t = "[Erai-raws] %s - %02d [1080p][Multiple Subtitle][%s].mkv" % (a, ep, h)
        elif k == 2:
            t = "[HorribleSubs] %s - %02d [720p].mkv" % (a, ep)
        elif k == 3:
            t = "[Judas] %s - S%02dE%02d.mkv" % (a, R.randint(1, 3), ep)
        elif k == 4:
            t = "[ASW] %s - %02d [1080p HEVC x265 10Bit][AAC]" % (a, ep)
        elif k == 5:
            t = "%s.S%02dE%02d.1080p.CR.WEB-DL.AAC2.0.H.264-VARYG" % (dotted(a), R.randint(1, 3), ep)
        elif k == 6:
            t = "[%s] %s %s" % (pick(["Commie", "GJM", "Kametsu", "Beatrice-Raws", "Coalgirls", "Doki", "Underwater", "EMBER", "Nep_Blanc", "Anime Time"]),
                                a, pick(["[BD 1080p FLAC]", "- Vol.1 [BD 1080p AAC]", "(BD 1080p HEVC Opus) [Dual-Audio]", "S2 [Batch]", "[1080p][Dual Audio]"]))
        elif k == 7:
            t = yenc("[SubsPlease] %s - %02d (1080p) [%s].mkv" % (a, ep, h))
        else:
            t = "%s - %03d [%s]" % (a, ep, pick(["DVD", "BD", "720p", "Hi10P", "RAW"]))
        add("legit", "legit:anime", t, pick(G_ANIME))


ALBUMS = [("Radiohead", "OK Computer", 1997), ("Radiohead", "Kid A", 2000), ("Pink Floyd", "Wish You Were Here", 1975),
          ("Fleetwood Mac", "Rumours", 1977), ("Nirvana", "Nevermind", 1991), ("Daft Punk", "Discovery", 2001),
          ("Daft Punk", "Random Access Memories", 2013), ("Kendrick Lamar", "To Pimp a Butterfly", 2015),
          ("Taylor Swift", "Folklore", 2020), ("Beyonce", "Renaissance", 2022), ("Miles Davis", "Kind of Blue", 1959),
          ("John Coltrane", "A Love Supreme", 1965), ("The Beatles", "Abbey Road", 1969), ("Led Zeppelin", "IV", 1971),
          ("David Bowie", "Blackstar", 2016), ("Metallica", "Master of Puppets", 1986), ("Iron Maiden", "Powerslave", 1984),
          ("Massive Attack", "Mezzanine", 1998), ("Portishead", "Dummy", 1994), ("Bjork", "Homogenic", 1997),
          ("Amy Winehouse", "Back to Black", 2006), ("Adele", "30", 2021), ("Arctic Monkeys", "AM", 2013),
          ("Tame Impala", "Currents", 2015), ("Boards of Canada", "Music Has the Right to Children", 1998),
          ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Burial", "Untrue", 2007), ("Frank Ocean", "Blonde", 2016),
          ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Dua Lipa", "Future Nostalgia", 2020), ("Metric", "Fantasies", 2009),
          ("Sufjan Stevens", "Carrie and Lowell", 2015), ("The National", "Boxer", 2007), ("LCD Soundsystem", "Sound of Silver", 2007),
          ("Queens of the Stone Age", "Songs for the Deaf", 2002), ("Tool", "Lateralus", 2001), ("Opeth", "Blackwater Park", 2001),
          ("Gojira", "Magma", 2016), ("Rammstein", "Mutter", 2001), ("Kraftwerk", "Computerwelt", 1981),
          ("Herbie Hancock", "Head Hunters", 1973), ("Nina Simone", "Pastel Blues", 1965), ("Johnny Cash", "American IV", 2002),
          ("Dolly Parton", "Jolene", 1974), ("Bob Dylan", "Blood on the Tracks", 1975), ("Joni Mitchell", "Blue", 1971),
          ("Kate Bush", "Hounds of Love", 1985), ("Prince", "Purple Rain", 1984), ("Michael Jackson", "Thriller", 1982),
          ("Stevie Wonder", "Songs in the Key of Life", 1976), ("Marvin Gaye", "Whats Going On", 1971),
          ("Bon Iver", "For Emma Forever Ago", 2007), ("Fontaines D.C.", "Romance", 2024), ("Idles", "Joy as an Act of Resistance", 2018),
          ("Deftones", "White Pony", 2000), ("Slowdive", "Souvlaki", 1993), ("My Bloody Valentine", "Loveless", 1991),
          ("Brian Eno", "Music for Airports", 1978), ("Max Richter", "Sleep", 2015), ("Ludovico Einaudi", "Underwater", 2022),
          ("Armin van Buuren", "A State of Trance 2024", 2024), ("Various Artists", "Ministry of Sound Annual 2003", 2002),
          ("Various Artists", "Now Thats What I Call Music 87", 2014), ("Ennio Morricone", "The Good the Bad and the Ugly OST", 1966),
          ("Hans Zimmer", "Interstellar OST", 2014), ("Glenn Gould", "Bach Goldberg Variations 1981", 1982),
          ("Berliner Philharmoniker Karajan", "Beethoven 9 Symphonies", 1963)]
MUSIC_GROUPS = ["ENRiCH", "FATHEAD", "JLM", "MOD", "PERFECT", "dh", "EiTheL", "NBFLAC", "DGN", "OND", "BF", "SDR",
                "JUST", "YARD", "PMS", "CMS", "SSR", "C4", "WRE", "ATRiUM", "HB", "SO", "AMOK", "MARiBOR", "FSP"]


@section
def legit_music():
    for i in range(100):
        ar, al, y = pick(ALBUMS)
        k = R.randrange(8)
        if k == 0:
            t = "%s-%s-%s-%d-%s" % (ar.replace(" ", "_"), al.replace(" ", "_"), pick(["WEB", "CD", "2CD", "Vinyl", "(Remastered)-WEB", "Deluxe_Edition-WEB"]), y, pick(MUSIC_GROUPS))
        elif k == 1:
            t = "%s_-_%s-(%s%d)-%s-%d-%s" % (ar.replace(" ", "_"), al.replace(" ", "_"), pick(["CAT", "RR", "XL", "WARP", "DOM", "SUB"]), R.randint(10, 999), pick(["WEB", "CD"]), y, pick(MUSIC_GROUPS))
        elif k == 2:
            t = "%s - %s (%d) [MP3 320kbps]" % (ar, al, y)
        elif k == 3:
            t = "%s - %s (%d) %s" % (ar, al, y, pick(["[V0]", "MP3@320", "[iTunes Plus AAC M4A]", "(Deluxe Edition) 320", "{2011 Remaster}"]))
        elif k == 4:
            t = yenc("%s - %s - %02d - %s.mp3" % (ar, al, R.randint(1, 14), pick(["Intro", "Track", "Interlude", "Outro", "Reprise", "Demo"])),
                     subject="%s - %s (%d)" % (ar, al, y))
        elif k == 5:
            t = yenc("%s - %s (%d).%s" % (ar, al, y, pick(["par2", "nfo", "sfv", "rar", "m3u", "jpg", "cue"])))
        elif k == 6:
            t = "%s - %s" % (ar, al)
        else:
            t = "(%s) %s - %s [%d]" % (pick(["Rock", "Jazz", "Electronic", "Pop", "Metal", "Soul", "Classical", "Folk"]), ar, al, y)
        add("legit", "legit:music_album", t, pick(G_MP3))
    for i in range(45):
        ar, al, y = pick(ALBUMS)
        t = pick(["%s - %s (%d) [FLAC]", "%s - %s (%d) [FLAC 24bit-96kHz]", "%s - %s [%d] [Vinyl] [FLAC] [24-96]",
                  "%s - %s (%d) {SACD ISO}", "%s - %s (%d, Remaster) [FLAC+CUE+LOG]", "%s - %s (%d) [DSD128]",
                  "%s - %s (%d) [24B-192kHz] Hi-Res", "%s - %s (%d) {MFSL UDCD 24K Gold} [EAC FLAC]"]) % (ar, al, y)
        if chance(0.15):
            t = "%s-%s-CD-FLAC-%d-%s" % (ar.replace(" ", "_"), al.replace(" ", "_"), y, pick(["FATHEAD", "PERFECT", "NBFLAC", "MUSiCaLiTY", "c05"]))
        add("legit", "legit:music_lossless", t, pick(G_FLAC))
    for ar in ["Pink Floyd", "The Beatles", "Led Zeppelin", "Metallica", "Iron Maiden", "Queen", "ABBA", "David Bowie",
               "Miles Davis", "Bob Dylan", "Johnny Cash", "Radiohead", "Depeche Mode", "The Cure", "Kraftwerk",
               "Frank Zappa", "Tangerine Dream", "Black Sabbath", "AC/DC", "Rush", "Genesis", "Dire Straits",
               "Bruce Springsteen", "Aretha Franklin", "Bach (Karl Richter)"]:
        y1 = R.randint(1955, 1985)
        t = pick(["%s - Discography %d-%d [FLAC]", "%s - Complete Studio Albums (%d-%d) [MP3 320]",
                  "%s - The Complete Discography %d-%d", "%s Discography (%d - %d) mp3 v0", "%s - Box Set Collection %d-%d [24-96]"]) % (ar, y1, y1 + R.randint(8, 45))
        add("legit", "legit:music_discography", t, pick(G_FLAC + G_MP3))


BOOKS = [("Stephen King", "The Stand"), ("Stephen King", "11-22-63"), ("Andy Weir", "Project Hail Mary"),
         ("Andy Weir", "The Martian"), ("Brandon Sanderson", "The Way of Kings"), ("Brandon Sanderson", "Mistborn - The Final Empire"),
         ("Robert Jordan", "The Eye of the World"), ("J.R.R. Tolkien", "The Fellowship of the Ring"), ("Frank Herbert", "Dune"),
         ("Terry Pratchett", "Guards! Guards!"), ("Neil Gaiman", "American Gods"), ("Lee Child", "Killing Floor"),
         ("Michael Connelly", "The Black Echo"), ("Agatha Christie", "Murder on the Orient Express"), ("Dennis E. Taylor", "We Are Legion (We Are Bob)"),
         ("John Grisham", "The Firm"), ("Ken Follett", "The Pillars of the Earth"), ("Hilary Mantel", "Wolf Hall"),
         ("Yuval Noah Harari", "Sapiens"), ("Michelle Obama", "Becoming"), ("Walter Isaacson", "Steve Jobs"),
         ("James Clear", "Atomic Habits"), ("Daniel Kahneman", "Thinking, Fast and Slow"), ("Malcolm Gladwell", "Outliers"),
         ("Ernest Cline", "Ready Player One"), ("Pierce Brown", "Red Rising"), ("James S.A. Corey", "Leviathan Wakes"),
         ("Joe Abercrombie", "The Blade Itself"), ("Sarah J. Maas", "A Court of Thorns and Roses"), ("Rebecca Yarros", "Fourth Wing"),
         ("Colleen Hoover", "It Ends with Us"), ("Jane Austen", "Pride and Prejudice"), ("George Orwell", "Nineteen Eighty-Four"),
         ("Cormac McCarthy", "The Road"), ("Kazuo Ishiguro", "Klara and the Sun"), ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy"),
         ("Matt Dinniman", "Dungeon Crawler Carl"), ("Jack Carr", "The Terminal List"), ("Patrick Rothfuss", "The Name of the Wind"),
         ("Robin Hobb", "Assassin's Apprentice"), ("Ursula K. Le Guin", "A Wizard of Earthsea"), ("Tana French", "In the Woods")]
NARRATORS = ["Grover Gardner", "Ray Porter", "R.C. Bray", "Michael Kramer", "Kate Reading", "Rob Inglis", "Scott Brick",
             "Simon Vance", "Stephen Fry", "Jim Dale", "Wil Wheaton", "Jeff Hays", "Dick Hill", "Frank Muller",
             "Davina Porter", "Steven Pacey", "Tim Gerard Reynolds", "Julia Whelan", "the author"]


@section
def legit_books():
    for i in range(60):
        au, ti = pick(BOOKS)
        k = R.randrange(7)
        if k == 0:
            t = "%s - %s (Unabridged) read by %s" % (au, ti, pick(NARRATORS))
        elif k == 1:
            t = "%s - %s [%s] %s" % (au, ti, pick(NARRATORS), pick(["64k mp3", "m4b", "128kbps", "AAX to M4B", "(2012) MP3"]))
        elif k == 2:
            t = yenc("%s - %s - %02d.mp3" % (au, ti, R.randint(1, 60)), subject="%s - %s (Audiobook)" % (au, ti))
        elif k == 3:
            t = "%s.-.%s.%s.Audiobook.%s" % (dotted(au), dotted(ti), R.randint(2000, 2024), pick(["MP3", "M4B", "FLAC"]))
        elif k == 4:
            t = "%s - %s - Book %d - %s.m4b" % (au, pick(["Series", "Saga", "Cycle"]), R.randint(1, 9), ti)
        elif k == 5:
            t = "[Audiobook] %s by %s" % (ti, au)
        else:
            t = "%s - %s (Dramatized Adaptation) %s" % (au, ti, pick(["", "mp3", "[Full Cast]"]))
        add("legit", "legit:audiobook", t.strip(), pick(G_ABOOK))
    for i in range(40):
        au, ti = pick(BOOKS)
        k = R.randrange(5)
        if k == 0:
            t = "%s - %s (retail) (epub)" % (au, ti)
        elif k == 1:
            t = "%s - %s.%s" % (au, ti, pick(["epub", "mobi", "azw3", "pdf"]))
        elif k == 2:
            t = yenc("%s - %s.epub" % (au, ti))
        elif k == 3:
            t = "%s - Collected Works (%d books) [epub mobi]" % (au, R.randint(5, 60))
        else:
            t = "%s [%s] %s" % (ti, au, pick(["(2019, Orbit)", "EPUB", "- ebook retail", "(v5.0)"]))
        add("legit", "legit:ebook", t, pick(G_EBOOK))
    tech = ["Python Crash Course, 3rd Edition (No Starch Press, 2023).pdf",
            "Designing Data-Intensive Applications - Martin Kleppmann.epub",
            "O'Reilly - Learning Go, 2nd Edition (2024).pdf",
            "Packt.Mastering.Kubernetes.4th.Edition.2023.RETAiL.ePub.eBook-DDU",
            "Manning - Rust in Action (2021).pdf",
            "The C Programming Language 2nd Ed - Kernighan & Ritchie.djvu",
            "Structure and Interpretation of Computer Programs 2e.pdf",
            "Introduction to Algorithms 4th Edition (CLRS) 2022.pdf",
            "Wiley.Linux.Bible.10th.Edition.2020.RETAiL.ePub.eBook-DDU",
            "Apress - Pro Git 2nd Edition.pdf",
            "Pragmatic Bookshelf - Programming Elixir 1.6.epub",
            "Cisco CCNA 200-301 Official Cert Guide Vol 1 (2019).pdf",
            "CompTIA Security+ Study Guide SY0-701 (Sybex 2023).pdf",
            "Haynes Repair Manual - Ford Focus 2005-2011.pdf",
            "Feynman Lectures on Physics Vol 1-3.pdf",
            "Gray's Anatomy 42nd Edition 2020.pdf",
            "Dungeons & Dragons 5E Player's Handbook (2024).pdf",
            "Pathfinder 2e Core Rulebook.pdf",
            "Warhammer 40k 10th Edition Core Rules.pdf",
            "Call of Cthulhu 7th Edition Keeper Rulebook.pdf",
            "National Geographic Atlas of the World 11th Ed.pdf",
            "Lonely Planet Japan 18 (Travel Guide) 2023.pdf",
            "Joy of Cooking 2019 Edition.epub",
            "Salt Fat Acid Heat - Samin Nosrat.epub",
            "Oxford English Dictionary 2nd Ed CD-ROM ISO"]
    for t in tech:
        add("legit", "legit:ebook", yenc(t) if chance(0.25) else t, pick(G_EBOOK))
    comics = ["Batman", "Saga", "The Walking Dead", "Amazing Spider-Man", "Invincible", "Detective Comics",
              "X-Men", "Fantastic Four", "Superman", "Wonder Woman", "Immortal Hulk", "Monstress", "Paper Girls",
              "Something is Killing the Children", "Daredevil", "Transformers", "Absolute Batman", "Ultimate Spider-Man",
              "Hellboy", "Usagi Yojimbo", "Judge Dredd Megazine", "2000AD Prog", "Asterix", "Tintin", "Lucky Luke"]
    for i in range(45):
        c = pick(comics)
        y = R.randint(2005, 2025)
        k = R.randrange(5)
        if k < 3:
            t = "%s %03d (%d) (%s) (%s).%s" % (c, R.randint(1, 220), y, pick(["Digital", "digital", "Webrip", "c2c"]),
                                               pick(["Zone-Empire", "Minutemen-Slayer", "Glorith-HD", "Son of Ultron-Empire",
                                                     "GreenGiant-DCP", "The Last Kryptonian-DCP", "Mephisto-Empire", "DR & Quinch-Empire"]),
                                               pick(["cbr", "cbz"]))
        elif k == 3:
            t = "%s Vol. %02d - %s (%d) (digital-TPB)" % (c, R.randint(1, 12), pick(["Year One", "Compendium", "Omnibus", "Deluxe Edition", "Book One"]), y)
        else:
            t = yenc("%s %03d (%d) (Digital).cbz" % (c, R.randint(1, 220), y))
        add("legit", "legit:comic", t, pick(G_COMIC))
    for i in range(6):
        y, mo, d = R.randint(2012, 2025), R.randint(1, 12), R.randint(1, 28)
        add("legit", "legit:comic", "0-Day Week of %d.%02d.%02d" % (y, mo, d), pick(G_COMIC))
    mags = ["National.Geographic.USA", "The.Economist.UK.Edition", "Wired.UK", "New.Scientist", "Time.USA",
            "The.New.Yorker", "Scientific.American", "PC.Gamer.UK", "Empire.UK", "Rolling.Stone.USA", "Der.Spiegel",
            "c't.Magazin", "Linux.Format", "MagPi", "Maximum.PC", "Car.and.Driver", "Top.Gear.UK", "BBC.Sky.at.Night",
            "Model.Railroader", "Woodworking.Crafts", "Guitar.World", "Vogue.USA", "Private.Eye", "Le.Monde.Diplomatique"]
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    for i in range(40):
        m = pick(mags)
        y = R.randint(2010, 2025)
        t = pick(["%s.%s.%d.pdf" % (m, pick(months), y), "%s - %s %d (True PDF)" % (m.replace(".", " "), pick(months), y),
                  "%s.%d-%02d-%02d.RETAiL.eMag-%s" % (m, y, R.randint(1, 12), R.randint(1, 28), pick(["DDU", "iMAG", "MAGiCOM"])),
                  "%s No.%d %d" % (m.replace(".", " "), R.randint(1, 500), y)])
        add("legit", "legit:magazine", t, pick(G_MAG))


@section
def legit_software():
    apps = [("Adobe.Photoshop.2024", "v25.%d.%d.x64"), ("Adobe.Premiere.Pro.2023", "v23.%d.%d"), ("Adobe.Acrobat.Pro.DC", "v2023.%03d.%d"),
            ("Microsoft.Office.Professional.Plus.2021", "VL.v16.0.%d.%d"), ("VMware.Workstation.Pro", "v17.%d.%d"),
            ("Sony.Vegas.Pro", "v20.0.%d.%d"), ("Ableton.Live.Suite", "v11.%d.%d"), ("Native.Instruments.Kontakt.7", "v7.%d.%d"),
            ("Steinberg.Cubase.Pro", "v13.0.%d.%d"), ("FL.Studio.Producer.Edition", "v21.%d.%d"), ("Autodesk.AutoCAD.2024", "%d.%d"),
            ("Autodesk.3ds.Max.2025", "%d.%d"), ("SolidWorks.2023", "SP%d.%d"), ("CorelDRAW.Graphics.Suite.2024", "v25.%d.%d"),
            ("Nero.Burning.ROM.2016", "v17.%d.%d"), ("WinRAR", "v6.%d.%d"), ("Total.Commander", "v11.%d%d"),
            ("Macrium.Reflect.Server.Plus", "v8.%d.%d"), ("Acronis.True.Image.2021", "Build.%d.%d"), ("DxO.PhotoLab.7.Elite", "v7.%d.%d"),
            ("Capture.One.23.Pro", "v16.%d.%d"), ("Topaz.Video.AI", "v5.%d.%d"), ("JetBrains.IntelliJ.IDEA.Ultimate", "2024.%d.%d"),
            ("ESET.Endpoint.Antivirus", "v10.%d.%d"), ("Avid.Pro.Tools", "2023.%d.%d"), ("Waves.Complete", "v14.%d.%d"),
            ("Xfer.Serum", "v1.3%d.b%d"), ("MATLAB.R2023b", "Update.%d.%d"), ("Wolfram.Mathematica", "v13.%d.%d")]
    sw_groups = ["CORE", "BTCR", "AMPED", "XFORCE", "DVT", "TBE", "ACME", "SHooTERS", "MAGNiTUDE", "P2P", "R2R", "AudioUTOPiA",
                 "DI", "HCiSO", "F4CG", "SSQ", "MESMERiZE", "ZWT", "TNT"]
    for i in range(55):
        a, vf = pick(apps)
        ver = vf % (R.randint(0, 9), R.randint(0, 999))
        k = R.randrange(6)
        if k < 3:
            t = "%s.%s.%s-%s" % (a, ver, pick(["Incl.Keygen", "Cracked", "WiN64", "x64", "MacOSX", "Multilingual.Incl.Patch", "ISO", "WiN.MAC", "Retail"]), pick(sw_groups))
        elif k == 3:
            t = "%s %s (x64) Multilingual" % (a.replace(".", " "), ver)
        elif k == 4:
            t = yenc("%s.%s.%s" % (a, ver, pick(["zip", "rar", "part1.rar", "iso", "nfo", "dmg"])), subject=a.replace(".", " "))
        else:
            t = "%s_%s_%s" % (a.replace(".", "_"), ver.replace(".", "_"), pick(["Setup", "Portable", "Retail", "win64"]))
        add("legit", "legit:software", t, pick(G_SOFT))
    isos = ["ubuntu-22.04.3-desktop-amd64.iso", "ubuntu-24.04.1-live-server-amd64.iso", "debian-12.5.0-amd64-netinst.iso",
            "Fedora-Workstation-Live-x86_64-40-1.14.iso", "archlinux-2024.05.01-x86_64.iso", "linuxmint-21.3-cinnamon-64bit.iso",
            "Rocky-9.3-x86_64-dvd.iso", "kali-linux-2024.2-installer-amd64.iso", "FreeBSD-14.0-RELEASE-amd64-dvd1.iso",
            "openSUSE-Tumbleweed-DVD-x86_64-Current.iso", "proxmox-ve_8.1-2.iso", "TrueNAS-SCALE-23.10.2.iso",
            "en_windows_10_consumer_editions_version_22h2_x64_dvd_8da72ab3.iso",
            "en-us_windows_11_business_editions_version_23h2_x64_dvd_a9092734.iso",
            "en_windows_server_2019_x64_dvd_4cb967d8.iso", "en_office_professional_plus_2019_x86_x64_dvd_7ea28c99.iso",
            "Windows.XP.Professional.SP3.x86.Integrated.June.2013-MAJOR", "Win7.Ultimate.SP1.x64.en-US.ISO",
            "macOS.Sonoma.14.4.1.Installer.dmg", "MS-DOS 6.22 Boot Disks (3.5in images)", "Hiren's BootCD PE x64 v1.0.2.iso",
            "Clonezilla Live 3.1.2 amd64", "Tails 6.3 USB image", "TempleOS (final release)", "OS/2 Warp 4 ISO",
            "BeOS R5 Personal Edition", "Red Hat Enterprise Linux 9.4 DVD x86_64", "gparted-live-1.6.0-1-amd64.iso",
            "SystemRescue 11.01 amd64", "Raspberry Pi OS Lite 2024-03-15 arm64.img.xz"]
    for t in isos:
        g = pick(G_LINUX) if any(x in t.lower() for x in ["linux", "ubuntu", "debian", "fedora", "arch", "rocky", "bsd", "suse", "tails", "gparted", "raspberry", "clonezilla"]) else pick(G_SOFT)
        add("legit", "legit:os_image", yenc(t) if chance(0.3) else t, g)


@section
def legit_games():
    games = ["Elden.Ring", "Cyberpunk.2077", "Baldurs.Gate.3", "Hollow.Knight", "Stardew.Valley", "Red.Dead.Redemption.2",
             "Starfield", "Hogwarts.Legacy", "Resident.Evil.4", "Dead.Space", "Lies.of.P", "Alan.Wake.2", "Sekiro.Shadows.Die.Twice",
             "The.Witcher.3.Wild.Hunt", "Frostpunk.2", "Manor.Lords", "Hades.II", "Balatro", "Disco.Elysium", "Divinity.Original.Sin.2",
             "Pillars.of.Eternity.II.Deadfire", "Total.War.WARHAMMER.III", "Crusader.Kings.III", "Civilization.VI", "Kingdom.Come.Deliverance",
             "Black.Myth.Wukong", "Metaphor.ReFantazio", "Dragons.Dogma.2", "Hitman.3", "Far.Cry.6", "Assassins.Creed.Mirage",
             "Mass.Effect.Legendary.Edition", "Dishonored.2", "Prey", "Subnautica", "RimWorld", "Factorio", "Terraria", "Outer.Wilds"]
    groups = ["CODEX", "SKIDROW", "PLAZA", "RELOADED", "FLT", "TENOKE", "RUNE", "EMPRESS", "DOGE", "RAZOR1911", "TiNYiSO",
              "HOODLUM", "CPY", "PROPHET", "DARKSiDERS", "GOLDBERG", "SKIDROW", "I_KnoW", "ANOMALY", "P2P"]
    for i in range(55):
        g = pick(games)
        k = R.randrange(6)
        if k < 2:
            t = "%s-%s" % (g, pick(groups))
        elif k == 2:
            t = "%s.v%d.%d.%d-%s" % (g, R.randint(1, 3), R.randint(0, 9), R.randint(0, 99), pick(groups))
        elif k == 3:
            t = "%s.Update.v%d.%d.%d-%s" % (g, R.randint(1, 3), R.randint(0, 9), R.randint(0, 99), pick(groups))
        elif k == 4:
            t = "%s [FitGirl Repack]" % g.replace(".", " ")
        else:
            t = "setup_%s_%d.%d.%d_(%d).exe" % (g.lower().replace(".", "_"), R.randint(1, 3), R.randint(0, 9), R.randint(0, 9), R.randint(10000, 79999))
            t = yenc(t, subject="%s [GOG]" % g.replace(".", " ")) if chance(0.5) else t
        add("legit", "legit:game", t, pick(G_GAME))
    console = [("PS3", "Demons.Souls.USA.PS3-DUPLEX"), ("PS3", "The.Last.of.Us.EUR.PS3-PROTOCOL"), ("XBOX360", "Halo.3.PAL.XBOX360-MoNGoLS"),
               ("XBOX360", "Gears.of.War.2.RF.XBOX360-STRANGE"), ("XBOX360", "Red.Dead.Redemption.GOTY.XBOX360-COMPLEX"),
               ("WII", "Super.Mario.Galaxy.PAL.WII-SUNSHiNE"), ("WII", "The.Legend.of.Zelda.Skyward.Sword.USA.WII-ZRY"),
               ("NDS", "Pokemon.HeartGold.USA.NDS-XPA"), ("NDS", "Professor.Layton.and.the.Curious.Village.EUR.NDS-EXiMiUS"),
               ("PS2", "Shadow.of.the.Colossus.PAL.PS2DVD-Ind"), ("PS2", "Metal.Gear.Solid.3.Snake.Eater.USA.PS2DVD-STRiKE"),
               ("NSW", "The.Legend.of.Zelda.Tears.of.the.Kingdom.NSW-VENOM"), ("NSW", "Super.Mario.Bros.Wonder.NSW-SUXXORS"),
               ("NSW", "Metroid.Dread.NSW-BigBlueBox"), ("PS4", "Bloodborne.PS4-DUPLEX"), ("PSP", "God.of.War.Chains.of.Olympus.USA.PSP-pSyPSP"),
               ("NSW", "Animal.Crossing.New.Horizons.Update.v2.0.0.NSW-VENOM"), ("PS3", "Persona.5.USA.PS3-iMARS")]
    for plat, t in console:
        add("legit", "legit:game", yenc(t + ".rar", subject=t) if chance(0.25) else t, G_CONSOLE[plat])
    for t in ["No-Intro Nintendo - Game Boy Advance (2024-01-10)", "Redump Sony PlayStation - Europe - Part 14 of 40",
              "MAME 0.264 ROMs (merged)", "TOSEC Commodore Amiga Games (2023-07-30)", "DOSBox game pack - Sierra adventures",
              "Doom II (1994) v1.9 shareware + registered WADs", "Quake III Arena GOTY ISO", "Half-Life (1998) original CD"]:
        add("legit", "legit:game", t, pick(G_GAME + ["alt.binaries.emulators.mame", "alt.binaries.emulators.nintendo"]))


@section
def legit_sports():
    nfl = ["Chiefs", "Eagles", "49ers", "Bills", "Ravens", "Cowboys", "Packers", "Lions", "Bengals", "Dolphins", "Steelers", "Jets"]
    epl = ["Liverpool", "Arsenal", "Man.City", "Man.Utd", "Chelsea", "Tottenham", "Newcastle", "Aston.Villa", "Brighton", "West.Ham"]
    for i in range(50):
        k = R.randrange(8)
        y, mo, d = R.randint(2012, 2025), R.randint(1, 12), R.randint(1, 28)
        if k == 0:
            a, b = R.sample(nfl, 2)
            t = "NFL.%d.Week.%02d.%s.vs.%s.720p.WEB.h264-%s" % (y, R.randint(1, 18), a, b, pick(["SPORTSNET", "DNU", "GAMETiME"]))
        elif k == 1:
            a, b = R.sample(epl, 2)
            t = "EPL.%d.%02d.%02d.%s.vs.%s.720p.HDTV.x264-%s" % (y, mo, d, a, b, pick(["FAIRPLAY", "VERUM", "ACES"]))
        elif k == 2:
            t = "Formula1.%d.Round%02d.%s.%s.%s" % (y, R.randint(1, 23), pick(["Monaco", "Silverstone", "Monza", "Spa", "Suzuka", "Interlagos", "Miami", "Bahrain"]),
                                                     pick(["Race", "Qualifying", "Sprint", "FP2"]), pick(["SkyF1HD.1080P", "F1TV.1080p.WEB-DL", "SkyF1UHD.2160P"]))
        elif k == 3:
            t = "NHL.%d.%02d.%02d.%s.vs.%s.720p.HDTV.60fps.x264-Reborn4HD" % (y, mo, d, pick(["Lightning", "Bruins", "Rangers", "Oilers"]), pick(["Maple.Leafs", "Canadiens", "Penguins", "Avalanche"]))
        elif k == 4:
            t = "NBA.%d.%02d.%02d.%s.vs.%s.1080p.WEB.h264-%s" % (y, mo, d, pick(["Celtics", "Lakers", "Warriors", "Nuggets"]), pick(["Heat", "Knicks", "Suns", "Bucks"]), pick(["SPORTSNET", "HONOR"]))
        elif k == 5:
            t = "UFC.%d.%s.vs.%s.PPV.1080p.HDTV.x264-VERUM" % (R.randint(250, 310), pick(["Jones", "Adesanya", "Pereira", "Makhachev", "Volkanovski"]), pick(["Miocic", "Strickland", "Hill", "Poirier", "Topuria"]))
        elif k == 6:
            t = "MotoGP.%d.Round%02d.%s.Race.1080p.WEB-DL" % (y, R.randint(1, 20), pick(["Mugello", "Assen", "Jerez", "Phillip.Island"]))
        else:
            t = "Tour.de.France.%d.Stage.%02d.720p.HDTV.x264" % (y, R.randint(1, 21))
        add("legit", "legit:sports", t, pick(G_SPORT))
    for i in range(12):
        y, mo, d = R.randint(2010, 2025), R.randint(1, 12), R.randint(1, 28)
        t = pick(["WWE.RAW.%d.%02d.%02d.720p.HDTV.x264-NWCHD", "WWE.SmackDown.%d.%02d.%02d.1080p.WEB.h264-HEEL",
                  "AEW.Dynamite.%d.%02d.%02d.720p.WEB.h264-HEEL", "NJPW.%d.%02d.%02d.Wrestle.Kingdom.Japanese.720p"]) % (y, mo, d)
        add("legit", "legit:sports", t, pick(G_WRESTLE))
    for t in ["1986 World Cup Quarter Final Argentina v England full match", "Ali vs Frazier Thrilla in Manila 1975",
              "Wimbledon 2008 Final Federer vs Nadal full match", "Super Bowl XLIX Patriots vs Seahawks full game",
              "Rugby World Cup 2023 Final NZ v SA 1080p"]:
        add("legit", "legit:sports", t, pick(G_SPORT))


@section
def legit_docs():
    docs = ["BBC.Planet.Earth.II", "BBC.Blue.Planet.II", "Our.Planet", "Frozen.Planet.II", "NOVA", "Horizon", "Frontline",
            "National.Geographic.Air.Crash.Investigation", "Cosmos.A.Spacetime.Odyssey", "The.Vietnam.War", "The.World.at.War",
            "Ken.Burns.The.Civil.War", "Chernobyl.The.Lost.Tapes", "Timewatch", "Secrets.of.the.Dead", "American.Experience",
            "Storyville", "Dispatches", "Panorama", "Louis.Theroux", "Time.Team", "Wonders.of.the.Universe", "Civilisation",
            "Life.on.Earth", "Making.a.Murderer", "The.Jinx", "Free.Solo", "Apollo.11", "Icarus", "Senna"]
    for i in range(55):
        d = pick(docs)
        k = R.randrange(5)
        if d in ("Free.Solo", "Apollo.11", "Icarus", "Senna") and k in (0, 4):
            k = 3
        if k == 0:
            t = "%s.S%02dE%02d.%s-%s" % (d, R.randint(1, 50), R.randint(1, 12), pick(TV_Q), pick(TV_GROUPS))
        elif k == 1:
            t = "%s.%d.%s.%s" % (d, R.randint(1970, 2024), pick(["Documentary", "DOCU", "Part1", "Special"]), pick(["720p.HDTV.x264", "1080p.WEB.h264", "DVDRip.XviD", "PDTV"]))
        elif k == 2:
            t = "%s - %s (%d) %s" % (d.replace(".", " "), pick(["The Hidden Kingdom", "The Last Frontier", "Rise and Fall", "Deep Ocean", "Lost Cities", "The Final Hours"]), R.randint(1980, 2024), pick(["1080p", "DVDRip", "[doc]", "HD"]))
        elif k == 3:
            t = "%s.%d.DOCU.%s-%s" % (d, R.randint(1990, 2024), pick(["1080p.BluRay.x264", "720p.WEB.h264", "iNTERNAL.DVDRip.x264"]), pick(["DEPTH", "SADPANDA", "TREBLE", "GUACAMOLE", "CBFM"]))
        else:
            t = yenc("%s.E%02d.mkv" % (d, R.randint(1, 10)), subject=d.replace(".", " "))
        add("legit", "legit:documentary", t, pick(G_DOC))


@section
def legit_xxx():
    sites = ["Brazzers", "RealityKings", "Vixen", "Tushy", "Blacked", "NubileFilms", "Private", "DorcelClub", "MetArt",
             "X-Art", "Digital.Playground", "SexArt", "Babes", "TeamSkeet", "BangBros", "EvilAngel", "Passion-HD",
             "WowGirls", "Joymii", "Hegre", "AdultTime", "Deeper", "PureTaboo", "LetsDoeIt"]
    first = ["Anna", "Lana", "Mia", "Ella", "Kira", "Sasha", "Riley", "Nikki", "Jade", "Vera", "Lexi", "Tina", "Gina", "Ivy", "Luna", "Ava"]
    last = ["Rose", "Star", "Stone", "Blue", "Vega", "Knight", "Moon", "Gray", "Lane", "Fox", "Kay", "Belle", "Sky", "Reign"]
    for i in range(60):
        s = pick(sites)
        y, mo, d = R.randint(10, 25), R.randint(1, 12), R.randint(1, 28)
        perf = "%s.%s" % (pick(first), pick(last))
        k = R.randrange(6)
        if k < 3:
            t = "%s.%02d.%02d.%02d.%s.XXX.%s-%s" % (s, y, mo, d, perf, pick(["1080p.MP4", "720p.MP4", "2160p.MP4", "SD.MP4", "IMAGESET"]),
                                                     pick(["WRB", "KTR", "NBQ", "P2P", "XXX", "GAYME", "iPT", "YAPG"]))
        elif k == 3:
            t = "[%s] %s - %s (%d) %s" % (s, perf.replace(".", " "), pick(["Sunset Session", "Poolside", "Private Lesson", "The Audition", "Weekend Away"]), 2000 + y, pick(["1080p", "[4K]", "720p"]))
        elif k == 4:
            t = "%s.%s.XXX.%s-%s" % (pick(["Anal.Angels", "Cheerleaders.Gone.Wild", "Office.Affairs", "Tales.From.The.Hotel", "Pornochic", "Interior.Design"]),
                                     pick(["Vol.%d" % R.randint(1, 30), "Part.%d" % R.randint(1, 5), "2015", "2019"]), pick(["DVDRiP.x264", "WEBRiP.MP4", "1080p.BluRay.x264"]),
                                     pick(["CiC", "GUSH", "VBT", "XXX", "UPPERCUT"]))
        else:
            t = yenc("%s.%02d.%02d.%02d.%s.XXX.1080p.MP4-WRB.mp4" % (s, y, mo, d, perf))
        add("legit", "legit:xxx", t, pick(G_XXX))


@section
def legit_nonlatin_release():
    rows = [
        ("alt.binaries.multimedia.anime", "\u9032\u6483\u306e\u5de8\u4eba The Final Season 第16話 (1080p) [WEB-DL]"),
        ("alt.binaries.multimedia.anime", "[\u732a\u7f8a\u5b57\u5e55\u7ec4] \u846c\u9001\u7684\u8299\u8389\u83b2 \u7b2c12\u8bdd 1080p \u7b80\u65e5\u53cc\u8bed"),
        ("alt.binaries.multimedia.anime", "[\u55b5\u840c\u5976\u8336\u5c4b] \u9b3c\u706d\u4e4b\u5203 \u523a\u5ba2\u7bc7 [01-11][1080p][\u7b80\u4f53]"),
        ("alt.binaries.multimedia.anime", "\u3010\u5b57\u5e55\u7ec4\u3011\u95f4\u8c0d\u8fc7\u5bb6\u5bb6 Spy x Family 25 [GB][1080P]"),
        ("alt.binaries.multimedia", "\u6d41\u6d6a\u5730\u7403.The.Wandering.Earth.2019.1080p.WEB-DL.x264.AAC-CMCT"),
        ("alt.binaries.multimedia", "\u72c2\u98d9.The.Knockout.2023.E39.2160p.WEB-DL.H265.AAC"),
        ("alt.binaries.multimedia", "\u7405\u740a\u699c.Nirvana.in.Fire.2015.EP01-54.1080p.WEB-DL"),
        ("alt.binaries.multimedia", "\u8ffd\u98ce\u7b5d\u7684\u4eba.2007.BluRay.1080p.x264.DTS-WiKi"),
        ("alt.binaries.multimedia", "\u5468\u6770\u4f26 - \u8303\u7279\u897f (2001) [FLAC]"),
        ("alt.binaries.sounds.lossless", "\u5b87\u591a\u7530\u30d2\u30ab\u30eb - First Love (1999) [FLAC 24bit]"),
        ("alt.binaries.sounds.mp3", "\u7c73\u6d25\u7384\u5e2b - STRAY SHEEP (2020) [MP3 320K]"),
        ("alt.binaries.sounds.mp3", "YOASOBI - THE BOOK (2021) [\u30cf\u30a4\u30ec\u30be]"),
        ("alt.binaries.multimedia", "\u9b3c\u6ec5\u306e\u5203.\u67f1\u7a3d\u53e4\u7de8.\u7b2c01\u8a71.1080p.WEB-DL"),
        ("alt.binaries.multimedia", "NHK\u30b9\u30da\u30b7\u30e3\u30eb \u30a2\u30a4\u30ce\u30ab\u30f3\u30d5\u30a9\u30ec\u30b9\u30c8 2023.06.18 1080i"),
        ("alt.binaries.multimedia", "\u9ebb\u96c0\u653e\u6d6a\u8a18 \u5c0f\u8aac \u5168\u5dfb [epub]"),
        ("alt.binaries.multimedia", "\uae30\uc0dd\ucda9.Parasite.2019.1080p.BluRay.x264.DTS-HDChina"),
        ("alt.binaries.multimedia", "\ub7f0\ub2dd\ub9e8.E700.240317.720p-NEXT"),
        ("alt.binaries.multimedia", "\ub098 \ud63c\uc790\ub9cc \ub808\ubca8\uc5c5.E12.1080p.WEB-DL"),
        ("alt.binaries.multimedia", "\ub354 \uae00\ub85c\ub9ac.The.Glory.S01E08.1080p.NF.WEB-DL.KOR"),
        ("alt.binaries.sounds.mp3", "\uc544\uc774\uc720 (IU) - \ubc24\ud3b8\uc9c0 [MP3]"),
        ("alt.binaries.multimedia", "\u041c\u0430\u0441\u0442\u0435\u0440 \u0438 \u041c\u0430\u0440\u0433\u0430\u0440\u0438\u0442\u0430 (2024) WEB-DL 1080p"),
        ("alt.binaries.multimedia", "\u0421\u043b\u043e\u0432\u043e \u043f\u0430\u0446\u0430\u043d\u0430. \u041a\u0440\u043e\u0432\u044c \u043d\u0430 \u0430\u0441\u0444\u0430\u043b\u044c\u0442\u0435 S01E05 (2023) WEBRip 1080p"),
        ("alt.binaries.multimedia", "\u0418\u0440\u043e\u043d\u0438\u044f \u0441\u0443\u0434\u044c\u0431\u044b, \u0438\u043b\u0438 \u0421 \u043b\u0451\u0433\u043a\u0438\u043c \u043f\u0430\u0440\u043e\u043c! (1975) BDRip"),
        ("alt.binaries.multimedia", "\u0411\u0440\u0430\u0442 2 (2000) DVDRip AVC"),
        ("alt.binaries.sounds.mp3", "\u041a\u0438\u043d\u043e - \u0413\u0440\u0443\u043f\u043f\u0430 \u043a\u0440\u043e\u0432\u0438 (1988) [MP3 320]"),
        ("alt.binaries.sounds.lossless", "\u0414\u0414\u0422 - \u0427\u0451\u0440\u043d\u044b\u0439 \u043f\u0451\u0441 \u041f\u0435\u0442\u0435\u0440\u0431\u0443\u0440\u0433 (1993) [FLAC]"),
        ("alt.binaries.audiobooks", "\u0421\u0442\u0440\u0443\u0433\u0430\u0446\u043a\u0438\u0435 - \u041f\u0438\u043a\u043d\u0438\u043a \u043d\u0430 \u043e\u0431\u043e\u0447\u0438\u043d\u0435 (\u0430\u0443\u0434\u0438\u043e\u043a\u043d\u0438\u0433\u0430, \u0447\u0438\u0442\u0430\u0435\u0442 \u041a\u043b\u044e\u043a\u0432\u0438\u043d)"),
        ("alt.binaries.e-book", "\u0414\u043e\u0441\u0442\u043e\u0435\u0432\u0441\u043a\u0438\u0439 \u0424.\u041c. - \u041f\u043e\u043b\u043d\u043e\u0435 \u0441\u043e\u0431\u0440\u0430\u043d\u0438\u0435 \u0441\u043e\u0447\u0438\u043d\u0435\u043d\u0438\u0439 [fb2]"),
        ("alt.binaries.multimedia", "\u0394\u03b5\u03ba\u03b1\u03bb\u03cc\u03b3\u03bf\u03c2 (2023) 1080p WEB-DL Greek"),
        ("alt.binaries.multimedia", "\u05e9\u05d8\u05d9\u05e1\u05dc S03E04 1080p HEB"),
        ("alt.binaries.multimedia", "\u0627\u0644\u062d\u0634\u0627\u0634\u064a\u0646 \u0627\u0644\u062d\u0644\u0642\u0629 12 1080p"),
        ("alt.binaries.sounds.mp3", "\u0623\u0645 \u0643\u0644\u062b\u0648\u0645 - \u0627\u0646\u062a \u0639\u0645\u0631\u064a (1964) MP3"),
        ("alt.binaries.sounds.mp3", "\u0641\u064a\u0631\u0648\u0632 - \u0643\u064a\u0641\u0643 \u0625\u0646\u062a [FLAC]"),
        ("alt.binaries.multimedia", "\u0e1e\u0e35\u0e48\u0e21\u0e32\u0e01..\u0e1e\u0e23\u0e30\u0e42\u0e02\u0e19\u0e07 (2013) 1080p Thai"),
        ("alt.binaries.multimedia", "\u0926\u0902\u0917\u0932 (2016) Hindi 1080p BluRay"),
        ("alt.binaries.multimedia", "\u0936\u094b\u0932\u0947 1975 Hindi DVDRip"),
        ("alt.binaries.multimedia", "\u0aa8\u0abe\u0a9f\u0a95 \u0a97\u0ac1\u0a9c\u0ab0\u0abe\u0aa4\u0ac0 2019"),
        ("alt.binaries.multimedia", "\u1018\u102f\u101b\u102c\u1038 \u1010\u101b\u102c\u1038\u1010\u1031\u102c\u103a MP3"),
        ("alt.binaries.multimedia", "\u10d2\u10d8\u10dd\u10e0\u10d2\u10d8 - \u10e4\u10d8\u10da\u10db\u10d8 1080p"),
        ("alt.binaries.multimedia", "\u0536\u0561\u0580\u0574\u0561\u0576\u0584 (1986) DVDRip"),
        ("alt.binaries.multimedia", "Mi\u1ec1n T\u00e2y 2022 T\u1eadp 15 1080p"),
        ("alt.binaries.e-book", "\u6751\u4e0a\u6625\u6a39 - \u30ce\u30eb\u30a6\u30a7\u30a4\u306e\u68ee (\u4e0a\u30fb\u4e0b) [epub]"),
        ("alt.binaries.e-book", "\u91d1\u5eb8\u4f5c\u54c1\u96c6 \u4e16\u7eaa\u65b0\u4fee\u7248 \u5168\u4e09\u5341\u516d\u518a [txt+epub]"),
        ("alt.binaries.e-book", "\u4e09\u4f53 \u5168\u96c6 \u5218\u6148\u6b23 [mobi]"),
        ("alt.binaries.pictures.comics.dcp", "\u30ef\u30f3\u30d4\u30fc\u30b9 \u7b2c108\u5dfb [raw] [zip]"),
        ("alt.binaries.pictures.comics.dcp", "\u9032\u6483\u306e\u5de8\u4eba \u5168\u5dfb (1-34)"),
        ("alt.binaries.multimedia", "\u7ea2\u697c\u68a6 1987\u7248 \u5168\u96c6 DVDRip"),
        ("alt.binaries.multimedia", "\u897f\u6e38\u8bb0 1986 \u592e\u89c6\u7248 25\u96c6\u5168"),
        ("alt.binaries.sounds.mp3", "\u30b5\u30b6\u30f3\u30aa\u30fc\u30eb\u30b9\u30bf\u30fc\u30ba - \u6d77\u306e\u5bb6\u5ea7 (2008)"),
    ]
    for g, t in rows:
        add("legit", "legit:nonlatin_release", t, g)


@section
def legit_obfuscated():
    exts = ["mkv", "rar", "part01.rar", "7z", "zip", "r00", "par2", "vol00+01.par2", "mp4", "", "bin", "001", "nzb"]
    for i in range(125):
        k = R.randrange(11)
        ext = pick(exts)
        dot_ext = ("." + ext) if ext else ""
        if k == 0:
            t = rhex(32)
        elif k == 1:
            t = ruuid()
        elif k == 2:
            t = yenc(rhex(32) + dot_ext)
        elif k == 3:
            t = yenc(ralnum(R.randint(10, 24)) + dot_ext)
        elif k == 4:
            t = ralnum(R.randint(12, 40))
        elif k == 5:
            t = "%s [%d/%d] - \"%s%s\" yEnc (1/%d)" % (ralnum(R.randint(12, 22)), R.randint(1, 60), R.randint(60, 90), ralnum(R.randint(12, 22)), dot_ext, R.randint(1, 200))
        elif k == 6:
            t = yenc(ruuid() + dot_ext)
        elif k == 7:
            # readable subject, obfuscated files
            sh = pick(SHOWS)
            subj = "%s.S%02dE%02d.1080p.WEB.h264-%s" % (dotted(sh), R.randint(1, 6), R.randint(1, 20), pick(TV_GROUPS))
            t = yenc(rhex(R.choice([16, 20, 32])) + pick([".part%02d.rar" % R.randint(1, 30), ".mkv", ".par2", ".7z.%03d" % R.randint(1, 40)]), subject=subj)
        elif k == 8:
            m, y = pick(MOVIES)
            subj = "%s.%d.2160p.UHD.BluRay.x265-%s" % (dotted(m), y, pick(MOVIE_GROUPS))
            t = yenc(ralnum(20) + ".%s" % pick(["rar", "r12", "part07.rar", "vol15+16.par2"]), subject=subj)
        elif k == 9:
            t = "%s.%s" % (rhex(R.randint(10, 40), upper=chance(0.3)), pick(["mkv", "mp4", "avi", "rar", "bin"]))
        else:
            t = "%s-%s-%s" % (ralnum(6), ralnum(6), ralnum(6)) + (dot_ext if chance(0.5) else "")
        add("legit", "legit:obfuscated", t, pick(G_OBF))


@section
def legit_parity():
    for i in range(50):
        if chance(0.5):
            sh = pick(SHOWS)
            base = "%s.S%02dE%02d.%s-%s" % (dotted(sh), R.randint(1, 8), R.randint(1, 22), pick(TV_Q), pick(TV_GROUPS))
            g = pick(G_TV)
        else:
            m, y = pick(MOVIES)
            base = "%s.%d.%s-%s" % (dotted(m), y, pick(MOVIE_Q), pick(MOVIE_GROUPS))
            g = pick(G_MOVIE)
        k = R.randrange(6)
        if k == 0:
            f = base + ".par2"
        elif k == 1:
            a = R.randint(0, 60)
            f = base + ".vol%02d+%02d.par2" % (a, R.randint(1, 32))
        elif k == 2:
            f = base + ".nfo"
        elif k == 3:
            f = base + ".sfv"
        elif k == 4:
            f = base + ".nzb"
        else:
            f = base.lower() + pick([".srr", ".srs", "-sample.mkv", ".jpg"])
        t = yenc(f, subject=(base if chance(0.4) else None))
        add("legit", "legit:par2_nfo_sfv", t, g)


def legit_list(fam, groups, rows, yenc_p=0.0, ext="mp3"):
    for t in rows:
        if chance(yenc_p):
            t = yenc(t + "." + ext, subject=None if chance(0.5) else t)
        add("legit", "legit:" + fam, t, pick(groups))


@section
def legit_unstructured():
    # bare titles
    for (m, y) in R.sample(MOVIES, 45):
        t = pick(["%s", "%s %d", "%s (%d)", "%s - %d"])
        t = t % (m, y) if "%d" in t else t % m
        add("legit", "legit:bare_title", t, pick(G_MOVIE))
    for sh in R.sample(SHOWS, 25):
        t = pick(["%s", "%s season %d", "%s complete", "%s episode %d", "%s - series %d"])
        t = t % (sh, R.randint(1, 7)) if "%d" in t else t % sh
        add("legit", "legit:bare_title", t, pick(G_TV))
    songs = ["Fleetwood Mac - Dreams", "Kate Bush - Running Up That Hill", "Bohemian Rhapsody", "Queen - Don't Stop Me Now",
             "Hotel California (live 1977)", "Johnny Cash - Hurt", "Hallelujah - Jeff Buckley", "Leonard Cohen - Suzanne",
             "Radiohead - Creep (acoustic)", "Daft Punk - One More Time", "Gnarls Barkley - Crazy", "Toto - Africa",
             "Smells Like Teen Spirit", "A-ha - Take On Me (12 inch version)", "Blue Monday 1988", "The Smiths - There Is a Light That Never Goes Out",
             "Nina Simone - Feeling Good", "Etta James - At Last", "Aretha Franklin - Respect", "Sam Cooke - A Change Is Gonna Come",
             "Bruce Springsteen - Dancing in the Dark", "Tracy Chapman - Fast Car", "Massive Attack - Teardrop", "Moby - Porcelain",
             "Sinead O'Connor - Nothing Compares 2 U", "Cranberries - Zombie", "Coldplay - Yellow", "Adele - Hello",
             "Lorde - Royals", "Billie Eilish - bad guy", "Olivia Rodrigo - drivers license", "Bad Bunny - Titi Me Pregunto",
             "Rosalia - Malamente", "Stromae - Alors on danse", "Edith Piaf - Non, je ne regrette rien", "Falco - Rock Me Amadeus",
             "Nena - 99 Luftballons", "Modern Talking - Cheri Cheri Lady", "Dschinghis Khan - Moskau", "Abba - Dancing Queen",
             "Beethoven Moonlight Sonata - Barenboim", "Vivaldi Four Seasons - Winter", "Clair de Lune", "Pachelbel Canon in D",
             "Happy Birthday (jazz version)", "Auld Lang Syne bagpipes", "Christmas songs 1950s", "wedding first dance song",
             "80s power ballads mix", "Top 40 chart 2003-08-17", "Eurovision 2024 all songs", "Dutch Top 40 week 12 2019"]
    legit_list("song", G_MP3, songs, yenc_p=0.15, ext="mp3")
    pods = ["Hardcore History 68 - Blueprint for Armageddon I", "Radiolab - The Bad Show", "This American Life #1 - New Beginnings",
            "Serial Season 1 Episode 1 - The Alibi", "The Rest Is History 400 - The Fall of Rome", "In Our Time - The Trojan War",
            "99% Invisible - 243 Roman Concrete", "Lex Fridman Podcast #400", "Stuff You Should Know - How Lightning Works",
            "Freakonomics Radio 512", "The Joe Rogan Experience #1169", "Conan O'Brien Needs a Friend - Dana Carvey",
            "Welcome to Night Vale 001 - Pilot", "The Magnus Archives MAG 001", "Revolutions podcast 3.1 - The French Revolution",
            "Hello Internet #100", "Reply All 158 - The Case of the Missing Hit", "Song Exploder - Bon Iver",
            "Behind the Bastards - Part One Henry Kissinger", "Darknet Diaries EP 100", "Security Now 900",
            "No Such Thing As A Fish 450", "Answer Me This 300", "Kermode and Mayo film review 2019-11-08",
            "Desert Island Discs - David Attenborough (1957)", "Fall of Civilizations - 1. Roman Britain",
            "Cautionary Tales - The Fake Art Forger", "Planet Money 1000 - episodes", "The Moth - Grand Slam 2014",
            "TWiT 900", "Accidental Tech Podcast 550", "My Dad Wrote a Porno S01E01"]
    legit_list("podcast", G_SPOKEN, pods, yenc_p=0.2, ext="mp3")
    lect = ["MIT 6.006 Lecture 12 - Square Roots, Newton's Method", "Feynman Messenger Lectures 3 - The Great Conservation Principles",
            "Stanford CS229 Machine Learning Lecture 1 - Andrew Ng", "Yale Open Courses - Introduction to Psychology Lecture 5",
            "Richard Dawkins - Royal Institution Christmas Lectures 1991", "Harvard Justice with Michael Sandel - Episode 01",
            "Great Courses - The History of the Ancient World (48 lectures)", "Berkeley CS61A Fall 2013 Lecture 7",
            "Khan Academy - Calculus - Limits playlist", "Gresham College - The Mathematics of Music",
            "Jordan Peterson - Maps of Meaning Lecture 02 (2017)", "Carl Sagan - Cosmos companion lectures",
            "Alan Watts - Out of Your Mind lecture series", "Leonard Susskind - Theoretical Minimum Quantum Mechanics L3",
            "Walter Lewin 8.01 Lecture 4 - Newton's Laws", "Noam Chomsky lecture on language 1977", "TED - Sir Ken Robinson Do schools kill creativity",
            "The Teaching Company - Understanding the Universe", "CCC 37C3 talk - Breaking Bitlocker", "DEF CON 31 - Hacking the Car",
            "Linux Plumbers Conference 2022 keynote", "Rich Hickey - Simple Made Easy (Strange Loop 2011)", "PyCon 2019 - Raymond Hettinger",
            "Bob Ross - The Joy of Painting S01E01", "Open University - Discovering Science audio course", "Pimsleur German Level 1 lessons 1-30",
            "Michel Thomas French Foundation Course", "Assimil Le Nouvel Italien sans peine", "Teach Yourself Japanese audio",
            "RCA guitar lessons - beginner fingerpicking", "Yoga with Adriene 30 day", "Grade 5 music theory course"]
    legit_list("lecture", G_SPOKEN + ["alt.binaries.e-book.technical", "alt.binaries.multimedia"], lect, yenc_p=0.1, ext="mp4")
    serm = ["Sunday Service 2019-04-21 Easter Sermon - He Is Risen", "Charles Spurgeon - The Immutability of God (read)",
            "Tim Keller - The Prodigal God sermon", "John Piper - Don't Waste Your Life (2000 Passion conference)",
            "Billy Graham Crusade 1957 Madison Square Garden", "Martin Luther King Jr - I Have a Dream (full speech)",
            "C.S. Lewis - Mere Christianity BBC broadcast talks", "Fulton Sheen - Life Is Worth Living S01E05",
            "Midnight Mass St Peter's 2018", "Friday khutbah - Imam Omar Suleiman", "Rabbi Sacks - Covenant and Conversation Bereishit",
            "Dhammapada talks - Ajahn Brahm 2009", "Thich Nhat Hanh - dharma talk Plum Village 1998", "Ram Dass - Here and Now 102",
            "Gregorian chant - Monks of Santo Domingo de Silos", "Handel Messiah - Kings College Choir 1959",
            "Bach St Matthew Passion - Gardiner", "Church choir Christmas carols 2021", "First Baptist Church Sunday 2022-11-06",
            "St Olaf Christmas Festival 2019", "Pope John Paul II funeral mass 2005", "Mormon Tabernacle Choir - Come Come Ye Saints",
            "Audio Bible KJV - Alexander Scourby complete", "Quran recitation - Mishary Alafasy complete"]
    legit_list("sermon", G_SPOKEN, serm, yenc_p=0.1, ext="mp3")
    radio = ["BBC Radio 4 - The Archers 2019-06-10", "The Shadow 1938-03-06 The Hypnotized Audience", "X Minus One 55-04-24 Nightfall",
             "The Hitchhiker's Guide to the Galaxy - Primary Phase", "Dimension X 1950-04-08 The Outer Limit", "Suspense 1948 Sorry Wrong Number",
             "Lights Out - Chicken Heart", "The Goon Show - The Dreaded Batter Pudding Hurler", "Hancock's Half Hour - The Blood Donor",
             "Cabin Pressure S01E01 Abu Dhabi", "The Navy Lark complete", "Round the Horne 1966", "Dragnet 1949 radio episodes",
             "Gunsmoke radio 1952-04-26 Billy the Kid", "Jack Benny Program 1945-12-16", "Orson Welles - War of the Worlds 1938-10-30",
             "Journey into Space - Operation Luna", "The Lord of the Rings BBC radio 1981 (13 parts)", "Dead Ringers series 20",
             "I'm Sorry I Haven't a Clue 2002", "Just a Minute 1985", "Mark Steel's in Town", "Old Time Radio - Detective Shows collection",
             "Sherlock Holmes (Clive Merrison) BBC complete", "Big Finish Doctor Who - The Chimes of Midnight",
             "Die drei ??? Folge 001 und der Super-Papagei", "TKKG Folge 1 - Die Jagd nach den Millionendieben", "Radio Tapes John Peel 1979-03-12",
             "Kenny Everett Capital Radio 1975", "Radio Caroline 1967 last day"]
    legit_list("radio_drama", G_RADIO, radio, yenc_p=0.1, ext="mp3")
    news = ["BBC News at Ten 2020-03-23", "PBS NewsHour 2021-01-06 full", "CNN election night 2008 coverage",
            "ABC World News Tonight 2001-09-11", "Tagesschau 20 Uhr 1989-11-09", "NOS Journaal 20 uur 2014-07-18",
            "Channel 4 News 2016-06-24", "CBC The National 2023-02-14", "60 Minutes 2019-10-13", "Meet the Press 2024-11-10",
            "Newsnight Paxman vs Howard 1997", "Moon landing CBS Walter Cronkite full coverage", "Challenger disaster live coverage 1986",
            "Royal Wedding 2011 BBC full broadcast", "Queen Elizabeth II funeral 2022 full service", "Coronation of King Charles III 2023 BBC",
            "Journal de 20h TF1 1998-07-12", "Al Jazeera English documentary - Witness", "NHK World Newsline 2011-03-11",
            "Apple WWDC 2007 keynote iPhone"]
    legit_list("news", G_TV + G_DOC, news, yenc_p=0.1, ext="mkv")
    pers = ["Family vacation Italy 2014 photos", "dad's vinyl rips part 3", "my old cassette mixtapes 1989-1994",
            "Wedding video Jan and Petra 2009", "home movies 8mm transfer 1972", "grandpa's slides scanned 1960s",
            "my band's demo tape 1996", "garage band practice recordings", "college radio show archive 2004",
            "Birdsong recordings backyard spring 2020", "Thunderstorm field recording 24bit", "trainspotting photos UK 1985",
            "Scans of my Amiga magazine collection", "my D&D campaign notes and maps", "Steam deck screenshots",
            "Hiking Pacific Crest Trail GoPro footage", "Drone footage Iceland 4K", "Timelapse Milky Way Atacama",
            "Self-recorded piano pieces (Chopin)", "my Commodore 64 disk collection", "my MP3 collection part 7 of 20",
            "random stuff from my hard drive", "Old family recipes scanned", "Kids school concert 2018",
            "Astrophotography raw subs M31 2023", "My ripped DVDs - kids cartoons", "Backup of my CD collection (A-C)",
            "Neighbourhood street party 1977 Jubilee super8", "Dashcam compilation Russia 2013", "Reposting my old posts from 2006"]
    legit_list("personal", G_OBF + G_PICS + ["alt.binaries.sounds.mp3", "alt.binaries.multimedia"], pers, yenc_p=0.2, ext="zip")
    fan = ["Star Wars Despecialized Edition v2.7", "The Hobbit - The Tolkien Edit", "Harmy's Despecialized Empire Strikes Back",
           "The Phantom Edit (2000)", "Batman v Superman Ultimate Edition fan cut", "Dune 1984 Spicediver fan edit",
           "Lord of the Rings Extended Edition - Lost Scenes fan edit", "Matrix Revolutions - The Matrix Reloaded Reedit",
           "Alien 3 Assembly Cut (Workprint restoration)", "Superman II - The Richard Donner Cut", "Blade Runner - Workprint 1982",
           "Star Wars 4K77 (35mm scan)", "Twin Peaks Fire Walk With Me + Missing Pieces integrated", "Hannibal Lecter chronological edit",
           "Indiana Jones Chronological fan edit", "Halloween 6 Producer's Cut", "Apocalypse Now Final Cut vs Redux comparison",
           "Doctor Who missing episodes recon - The Power of the Daleks", "Back to the Future trilogy supercut", "Kill Bill The Whole Bloody Affair"]
    legit_list("fan_edit", G_MOVIE, fan)
    reqs = []
    for (m, y) in R.sample(MOVIES, 14):
        reqs.append(pick(["REQ: %s (%d) 1080p", "[REQ] %s %d any quality please", "Req - %s (%d) remux",
                          "Re: REQ %s %d - posted", "FILL: %s (%d) as requested", "REPOST: %s %d"]) % (m, y))
    for sh in R.sample(SHOWS, 12):
        reqs.append(pick(["REQ: %s season %d complete", "[REQ] %s S%02d", "Re: REQ %s season %d - reposted",
                          "Request: %s S%02d 720p", "FILL %s season %d"]) % (sh, R.randint(1, 7)))
    reqs += ["REQ: Columbo season 4 DVD", "REQ: anything by Tangerine Dream pre-1980", "Request - old BBC Horizon episodes 1970s",
             "REQ Sesame Street 1970s episodes", "Req: Pat Metheny Group - Offramp FLAC", "Looking for: Bagpuss complete series",
             "REQ: Windows 98 SE OEM CD", "Does anyone have the 1978 Lord of the Rings animated?", "REQ: Ghostwatch 1992 BBC",
             "Missing part 12 of 40 - please repost", "Re: Repost request part23 of Dune 2021", "pars needed for Oppenheimer 2160p"]
    legit_list("request", G_TV + G_MOVIE + G_MP3, reqs)
    nonlatin = ["\u5343\u3068\u5343\u5c0b\u306e\u795e\u96a0\u3057", "\u3068\u306a\u308a\u306e\u30c8\u30c8\u30ed", "\u541b\u306e\u540d\u306f\u3002",
                "\u7d05\u306e\u8c5a", "\u3082\u306e\u306e\u3051\u59eb", "\u971e\u738b\u522b\u59ec", "\u82b1\u6837\u5e74\u534e", "\u5927\u8bdd\u897f\u6e38",
                "\u6211\u7684\u7236\u4eb2\u6bcd\u4eb2", "\u6c5f\u5357 - \u6797\u4fca\u6770", "\u6708\u4eae\u4ee3\u8868\u6211\u7684\u5fc3 \u9093\u4e3d\u541b",
                "\uc62c\ub4dc\ubcf4\uc774", "\uc0b4\uc778\uc758 \ucd94\uc5b5", "\uc751\ub2f5\ud558\ub77c 1988", "\uac15\ub0a8\uc2a4\ud0c0\uc77c",
                "\u0421\u0442\u0430\u043b\u043a\u0435\u0440 \u0422\u0430\u0440\u043a\u043e\u0432\u0441\u043a\u0438\u0439", "\u0421\u043e\u043b\u044f\u0440\u0438\u0441 1972",
                "\u041a\u0430\u0432\u043a\u0430\u0437\u0441\u043a\u0430\u044f \u043f\u043b\u0435\u043d\u043d\u0438\u0446\u0430", "\u041d\u0443, \u043f\u043e\u0433\u043e\u0434\u0438! \u0432\u0441\u0435 \u0441\u0435\u0440\u0438\u0438",
                "\u0412\u044b\u0441\u043e\u0446\u043a\u0438\u0439 - \u043a\u043e\u043d\u0446\u0435\u0440\u0442 1979", "\u0395\u03bb\u03b5\u03c5\u03b8\u03b5\u03c1\u03af\u03b1 \u03ae \u03b8\u03ac\u03bd\u03b1\u03c4\u03bf\u03c2",
                "\u05e9\u05d9\u05e8\u05d9 \u05d0\u05e8\u05e5 \u05d9\u05e9\u05e8\u05d0\u05dc", "\u0628\u0627\u0628 \u0627\u0644\u062d\u0627\u0631\u0629", "\u0645\u0633\u0631\u062d\u064a\u0629 \u0645\u062f\u0631\u0633\u0629 \u0627\u0644\u0645\u0634\u0627\u063a\u0628\u064a\u0646",
                "\u0e15\u0e49\u0e21\u0e22\u0e33\u0e01\u0e38\u0e49\u0e07", "\u092e\u0941\u0917\u093c\u0932-\u090f-\u0906\u091c\u093c\u092e", "\u0930\u093e\u092e\u093e\u092f\u0923 1987",
                "\u0995\u09be\u09ac\u09c1\u09b2\u09bf\u0993\u09af\u09bc\u09be\u09b2\u09be", "\u0b9a\u0bbf\u0bb5\u0bbe\u0b9c\u0bbf", "\u10db\u10dd\u10dc\u10d0\u10dc\u10d8\u10d4\u10d1\u10d8"]
    legit_list("nonlatin_bare", ["alt.binaries.multimedia", "alt.binaries.misc", "alt.binaries.sounds.mp3", "alt.binaries.boneless"], nonlatin)
    coll = ["Wallpapers 4K pack 2019", "Fonts collection 5000 TTF", "Sample packs - 90s breakbeats", "Kontakt libraries - orchestral strings",
            "NASA Apollo mission photos archive", "Public domain clipart collection", "Star maps and atlases", "Guitar tabs collection (Ultimate)",
            "Sheet music - Bach complete works (IMSLP)", "MIDI files collection 1998", "Winamp skins archive", "Desktop icons pack",
            "Lightroom presets collection", "Stock footage - clouds timelapse", "Google Earth KMZ collection", "Railroad sound effects",
            "BBC Sound Effects library part 4", "Impulse responses - cathedrals", "Vintage adverts scans 1950s", "Old maps of London",
            "Kodi addon repository backup", "Emulator BIOS files", "Retro game manuals scans", "Cookbook collection 200 pdf",
            "Knitting patterns archive"]
    legit_list("collection", G_PICS + ["alt.binaries.misc", "alt.binaries.sounds.samples", "alt.binaries.e-book"], coll, yenc_p=0.2, ext="zip")


@section
def legit_adlike():
    money = [
        ("alt.binaries.e-book", "Robert Kiyosaki - Rich Dad Poor Dad (epub)"),
        ("alt.binaries.audiobooks", "Napoleon Hill - Think and Grow Rich (Unabridged) mp3"),
        ("alt.binaries.e-book", "Ramit Sethi - I Will Teach You to Be Rich, 2nd Edition.epub"),
        ("alt.binaries.e-book", "Thomas J. Stanley - The Millionaire Next Door.pdf"),
        ("alt.binaries.audiobooks", "Tim Ferriss - The 4-Hour Workweek - Escape 9-5, Live Anywhere, and Join the New Rich"),
        ("alt.binaries.e-book", "Vicki Robin - Your Money or Your Life (2018 revised).epub"),
        ("alt.binaries.e-book", "George S. Clason - The Richest Man in Babylon"),
        ("alt.binaries.e-book", "Bitcoin For Dummies 2nd Edition (2022).pdf"),
        ("alt.binaries.e-book", "Day Trading For Dummies 4th Edition.epub"),
        ("alt.binaries.e-book", "Benjamin Graham - The Intelligent Investor Rev Ed.pdf"),
        ("alt.binaries.e-book", "T. Harv Eker - Secrets of the Millionaire Mind"),
        ("alt.binaries.e-book", "Mark Douglas - Trading in the Zone.pdf"),
        ("alt.binaries.documentaries", "Banking.on.Bitcoin.2016.DOCU.1080p.WEB.h264-OPUS"),
        ("alt.binaries.documentaries", "Bitcoin The End of Money as We Know It (2015)"),
        ("alt.binaries.documentaries", "Trust.No.One.The.Hunt.for.the.Crypto.King.2022.1080p.NF.WEB-DL.DDP5.1.x264-SMURF"),
        ("alt.binaries.moovee", "Get.Rich.or.Die.Tryin.2005.1080p.BluRay.x264-HD4U"),
        ("alt.binaries.moovee", "Easy.Money.2010.SWEDISH.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "Boiler.Room.2000.720p.BluRay.x264-SiNNERS"),
        ("alt.binaries.moovee", "Cashback.2006.DVDRip.XviD"),
        ("alt.binaries.moovee", "Lottery.Ticket.2010.720p.BluRay.x264-TWiZTED"),
        ("alt.binaries.sounds.mp3", "ABBA - Money, Money, Money"),
        ("alt.binaries.sounds.mp3", "Dire Straits - Money for Nothing (single edit)"),
        ("alt.binaries.sounds.mp3", "Pink Floyd - Money"),
        ("alt.binaries.sounds.mp3", "Destiny's Child - Bills, Bills, Bills"),
        ("alt.binaries.tv", "Who.Wants.to.Be.a.Millionaire.US.S22E10.720p.HDTV.x264-W4F"),
        ("alt.binaries.tv", "American.Greed.S14E05.Cash.for.Crypto.720p.WEB.h264-BAE"),
        ("alt.binaries.tv", "Dirty.Money.S01E03.720p.NF.WEBRip.x264-STRiFE"),
        ("alt.binaries.tv", "Deal.or.No.Deal.UK.S05E112.PDTV.x264"),
        ("alt.binaries.games", "PAYDAY.3-RUNE"),
        ("alt.binaries.sounds.mp3", "Viagra Boys - Street Worms (2018) [MP3 320]"),
        ("alt.binaries.sounds.lossless", "Viagra_Boys-Cave_World-WEB-2022-ENRiCH"),
    ]
    warn = [
        ("alt.binaries.documentaries", "Warning.This.Drug.May.Kill.You.2017.1080p.AMZN.WEB-DL.DD5.1.H.264"),
        ("alt.binaries.moovee", "Dont.Breathe.2016.1080p.BluRay.x264-DRONES"),
        ("alt.binaries.moovee", "Do.Not.Disturb.2022.720p.WEB.h264"),
        ("alt.binaries.moovee", "Stop.Or.My.Mom.Will.Shoot.1992.DVDRip.XviD"),
        ("alt.binaries.moovee", "Danger.Diabolik.1968.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "Virus.1999.720p.BluRay.x264-SiNNERS"),
        ("alt.binaries.moovee", "Unfriended.2014.1080p.BluRay.x264-DRONES"),
        ("alt.binaries.moovee", "Password.Swordfish.2001.1080p.BluRay.x264"),
        ("alt.binaries.sounds.mp3", "Parental Advisory - Explicit Lyrics compilation"),
        ("alt.binaries.sounds.mp3", "Spam - Monty Python's Flying Circus sketch"),
        ("alt.binaries.tv", "Monty.Pythons.Spamalot.Broadway.2005"),
        ("alt.binaries.tv", "Scam.City.S01E02.Rome.720p.HDTV.x264"),
        ("alt.binaries.moovee", "Bait.2019.1080p.BluRay.x264-GHOULS"),
        ("alt.binaries.tv", "Scam.1992.The.Harshad.Mehta.Story.S01E04.1080p.WEB-DL"),
        ("alt.binaries.tv", "Catfish.The.TV.Show.S07E12.720p.HDTV.x264-CRiMSON"),
        ("alt.binaries.moovee", "Catfish.2010.720p.BluRay.x264"),
        ("alt.binaries.moovee", "The.Tinder.Swindler.2022.1080p.NF.WEB-DL.DDP5.1.x264"),
        ("alt.binaries.documentaries", "Fyre.The.Greatest.Party.That.Never.Happened.2019.1080p.NF.WEBRip"),
        ("alt.binaries.moovee", "The.Nigerian.Prince.2018.WEB-DL.x264"),
        ("alt.binaries.documentaries", "Fat.Sick.and.Nearly.Dead.2010.DOCU.720p"),
        ("alt.binaries.documentaries", "Super.Size.Me.2004.DVDRip.XviD"),
        ("alt.binaries.e-book", "Hacking Exposed 7 - Network Security Secrets & Solutions.pdf"),
        ("alt.binaries.e-book", "Kevin Mitnick - The Art of Deception.epub"),
        ("alt.binaries.e-book", "Phishing Dark Waters - The Offensive and Defensive Sides of Malicious Emails.pdf"),
        ("alt.binaries.moovee", "Hot.Tub.Time.Machine.2010.720p.BluRay.x264"),
        ("alt.binaries.moovee", "Click.2006.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "Free.Guy.2021.1080p.BluRay.x264-VETO"),
    ]
    question = [
        ("alt.binaries.documentaries", "Who.Killed.the.Electric.Car.2006.DVDRip.XviD"),
        ("alt.binaries.documentaries", "What.Would.Jesus.Buy.2007.DOCU.DVDRip"),
        ("alt.binaries.documentaries", "Do.You.Trust.This.Computer.2018.1080p.WEB.h264"),
        ("alt.binaries.tv", "Are.You.Afraid.of.the.Dark.S03E05.DVDRip"),
        ("alt.binaries.tv", "Are.You.Smarter.Than.a.5th.Grader.S01E01.720p"),
        ("alt.binaries.tv", "Is.It.Cake.S01E03.1080p.NF.WEB-DL.DDP5.1.H.264"),
        ("alt.binaries.tv", "Have.I.Got.News.For.You.S66E07.720p.HDTV.x264-QPEL"),
        ("alt.binaries.sounds.mp3", "The Clash - Should I Stay or Should I Go"),
        ("alt.binaries.sounds.mp3", "Ja Rule - Where's My Money? (demo)"),
        ("alt.binaries.moovee", "Whats.Eating.Gilbert.Grape.1993.1080p.BluRay.x264"),
        ("alt.binaries.moovee", "Whos.Afraid.of.Virginia.Woolf.1966.1080p.BluRay"),
        ("alt.binaries.e-book", "Spencer Johnson - Who Moved My Cheese.epub"),
    ]
    appeal = [
        ("alt.binaries.moovee", "Help!.1965.1080p.BluRay.x264"),
        ("alt.binaries.tv", "Please.Like.Me.S02E03.720p.WEB-DL"),
        ("alt.binaries.moovee", "Call.Me.by.Your.Name.2017.1080p.BluRay.x264-SPARKS"),
        ("alt.binaries.sounds.mp3", "Band Aid - Do They Know It's Christmas (1984)"),
        ("alt.binaries.sounds.mp3", "USA for Africa - We Are the World"),
        ("alt.binaries.sounds.mp3", "Blondie - Call Me"),
        ("alt.binaries.sounds.mp3", "Carly Rae Jepsen - Call Me Maybe"),
        ("alt.binaries.sounds.mp3", "Drake - Hotline Bling"),
        ("alt.binaries.sounds.mp3", "Beatles - Help! (Remastered 2009)"),
        ("alt.binaries.moovee", "Pay.It.Forward.2000.DVDRip.XviD"),
        ("alt.binaries.moovee", "The.Help.2011.1080p.BluRay.x264-SPARKS"),
        ("alt.binaries.documentaries", "Live.Aid.1985.Full.Broadcast.DVD"),
        ("alt.binaries.moovee", "Sorry.to.Bother.You.2018.1080p.BluRay.x264-DRONES"),
        ("alt.binaries.sounds.mp3", "Jesus Loves Me - children's hymns collection"),
        ("alt.binaries.e-book", "Dale Carnegie - How to Win Friends and Influence People.epub"),
        ("alt.binaries.moovee", "Youve.Got.Mail.1998.720p.BluRay.x264"),
    ]
    for fam, rows in [("adlike_money", money), ("adlike_warning", warn), ("adlike_question", question), ("adlike_appeal", appeal)]:
        for g, t in rows:
            add("legit", "legit:" + fam, t, g)


# --- end of sections ---


def main():
    for fn in SECTIONS:
        fn()
    rows = list(ROWS)
    R.shuffle(rows)
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "fresh13.tsv")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")
    by_label, by_fam = {}, {}
    for lab, fam, _t, _g in rows:
        by_label[lab] = by_label.get(lab, 0) + 1
        by_fam[fam] = by_fam.get(fam, 0) + 1
    print("wrote %d rows to %s" % (len(rows), out))
    for lab in sorted(by_label):
        print("%-6s %5d" % (lab, by_label[lab]))
    print("families: %d" % len(by_fam))
    for fam in sorted(by_fam):
        print("  %-34s %5d" % (fam, by_fam[fam]))


if __name__ == "__main__":
    main()
