#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh24 - a BLIND held-out evaluation set of Usenet subject lines, junk vs legit.

How it was written
    Blind.  The writer never saw the filter this set evaluates, its training
    data, or any repository or corpus on the machine, and used no search.
    Every template, name list and transform below was written from general
    knowledge of: alt.binaries.* naming habits (scene and P2P release names,
    fansub tags, music catalogue tags, ebook/comic/magazine conventions); the
    subjects written by posting tools such as nyuu, ngPost, Newsmangler,
    JBinUp, GoPostStuff and PowerPost; the old yEnc and uuencode part
    counters; EFNet request-filler shells; community posting shells with site
    tags and signatures; and the spam, scams, adverts, bot output and noise
    seen in those groups and surfacing on Newznab-style indexers.  Names are
    well-known public titles or were invented on the spot.

Determinism
    A single random.Random(SEED), SEED = 24024024, drives every choice.  Only
    lists and insertion-ordered dicts are iterated (never sets), so running
    this file with Python 3.11 and the standard library rewrites fresh24.tsv
    byte for byte.

Output
    fresh24.tsv next to this file: UTF-8, no header, rows shuffled, one per
    title:  LABEL<TAB>FAMILY<TAB>TITLE<TAB>GROUP
    LABEL is junk or legit; FAMILY is junk:<intent> or legit:<kind>; TITLE is
    the subject line as an NNTP overview shows it; GROUP is the newsgroup a
    real poster would plausibly use (mostly alt.binaries.*, some text groups).
    Titles are unique and no field holds a tab, newline, CR, NUL or any other
    control or line/paragraph-separator character.  Running the file prints
    counts per label and per family.

Taxonomy and target counts (junk 906, legit 2112, total 3018)
    junk:  ad_seo_webservices 30, ad_replica_goods 28, ad_trades_services 32,
           prize_lottery 30, malware_fake_release 34, fake_codec_player 28,
           password_bait 30, streaming_bait 32, account_selling 30,
           iptv_resale 30, usenet_vpn_resale 28, pharmacy 32, dating_adult 30,
           gambling_casino 30, crypto_investment 32, phishing 30,
           advance_fee 28, job_scam 28, loan_debt 26, counterfeit_docs 26,
           religious_flood 28, political_conspiracy 28, chatter 30,
           request_posted 30, flame_troll 28, test_post 30, bot_flood 28,
           keyboard_mash 28, word_salad 28, encoding_garbage 26,
           noise_symbols 28
    legit: tv_scene 96, tv_p2p 84, tv_recording 60, film_scene 96,
           film_p2p 84, anime_fansub 90, music_scene 84, music_p2p 84,
           discography 60, audiobook 72, ebook 84, comic 72, magazine 72,
           software 84, game 84, linux_bsd_iso 66, course 72, documentary 72,
           sports 78, podcast_radio 72, images 66, foreign_script 108,
           obfuscated 108, par2_set 84, spamlike_real_work 90 (real works
           whose names sound like spam: money, sex, drugs, winning, free
           things, hacking, religion, politics), odd_poster_style 90 (real
           releases posted in unusual but genuine ways)
    About 15% of junk is written in other languages (German, French, Spanish,
    Italian, Dutch, Portuguese, Polish, Russian, Turkish, Arabic, Chinese,
    Japanese, Indonesian, Vietnamese) and about 30% passes through an evasion
    (leetspeak, homoglyphs, fullwidth, spaced or dotted letters, zero-width
    characters, emoji, defanged URLs, odd phone digits, scene-name disguise,
    yEnc subject counters, symbol frames, keyword stuffing, case games,
    combining marks).  About half of legit rows are wrapped the way posting
    tools and communities write subjects.
"""
import base64
import random
import re
import sys
import unicodedata
from pathlib import Path

SEED = 24024024
R = random.Random(SEED)
HERE = Path(__file__).resolve().parent
OUT = HERE / "fresh24.tsv"

JUNK_TARGETS = {
    "ad_seo_webservices": 30, "ad_replica_goods": 28, "ad_trades_services": 32,
    "prize_lottery": 30, "malware_fake_release": 34, "fake_codec_player": 28,
    "password_bait": 30, "streaming_bait": 32, "account_selling": 30,
    "iptv_resale": 30, "usenet_vpn_resale": 28, "pharmacy": 32,
    "dating_adult": 30, "gambling_casino": 30, "crypto_investment": 32,
    "phishing": 30, "advance_fee": 28, "job_scam": 28, "loan_debt": 26,
    "counterfeit_docs": 26, "religious_flood": 28, "political_conspiracy": 28,
    "chatter": 30, "request_posted": 30, "flame_troll": 28, "test_post": 30,
    "bot_flood": 28, "keyboard_mash": 28, "word_salad": 28,
    "encoding_garbage": 26, "noise_symbols": 28,
}
LEGIT_TARGETS = {
    "tv_scene": 96, "tv_p2p": 84, "tv_recording": 60, "film_scene": 96,
    "film_p2p": 84, "anime_fansub": 90, "music_scene": 84, "music_p2p": 84,
    "discography": 60, "audiobook": 72, "ebook": 84, "comic": 72,
    "magazine": 72, "software": 84, "game": 84, "linux_bsd_iso": 66,
    "course": 72, "documentary": 72, "sports": 78, "podcast_radio": 72,
    "images": 66, "foreign_script": 108, "obfuscated": 108, "par2_set": 84,
    "spamlike_real_work": 90, "odd_poster_style": 90,
}


def L(s):
    """Template list: one template per non-empty line."""
    return [x.strip() for x in s.strip().split("\n") if x.strip()]


def P(s):
    """Word list: items separated by | or newlines."""
    return [x.strip() for x in re.split(r"[|\n]", s) if x.strip()]


def ch(seq):
    return R.choice(seq)


def p(x):
    return R.random() < x


def ri(a, b):
    return R.randint(a, max(a, b))


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
DIG = "0123456789"


def rnd(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def hexs(n):
    return rnd(n, "0123456789abcdef")


MONTHS = P("January|February|March|April|May|June|July|August|September|October|November|December")

# slot filling for junk templates: {name} -> SL[name] (list or callable)
CUR = {"fam": ""}
SL = {}
_SLOT = re.compile(r"\{(\w+)\}")


def fill(t, depth=0):
    def rep(m):
        v = SL[m.group(1)]
        s = v() if callable(v) else R.choice(v)
        if "{" in s and depth < 4:
            s = fill(s, depth + 1)
        return s
    return _SLOT.sub(rep, t)


BAD_CATS = ("Cc", "Zl", "Zp", "Cs", "Co", "Cn")


def valid(s):
    if not s or s != s.strip():
        return False
    return all(unicodedata.category(c) not in BAD_CATS for c in s)


def tidy(s):
    return re.sub(r"  +", " ", s).strip()


# ------------------------------------------------------------------ evasions
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "$", "T": "7", "l": "1", "g": "9", "B": "8", "G": "6"}
CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
       "s": "ѕ", "j": "ј", "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н",
       "O": "О", "P": "Р", "C": "С", "T": "Т", "X": "Х", "I": "І"}
GRK = {"A": "Α", "B": "Β", "E": "Ε", "Z": "Ζ", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ",
       "N": "Ν", "O": "Ο", "P": "Ρ", "T": "Τ", "Y": "Υ", "X": "Χ", "o": "ο", "v": "ν",
       "i": "ι"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad"]
EMO = P("💰|🔥|✅|🎁|💊|😍|🚀|💯|⚡|🎰|📈|👉|⭐|💎|🤑|📞|🆓|🎉|💸|🍆|🔞|📢|👇|✨|💋|❗|🏆|💵|🤩|🙏|⚠|❤|☎|✔|👀|😱|💥")
FRAMES = [("★★★ ", " ★★★"), ("=== ", " ==="), (">>> ", " <<<"), ("【", "】"),
          ("[[[ ", " ]]]"), ("*** ", " ***"), ("~~~ ", " ~~~"), ("♥♥ ", " ♥♥"),
          ("■■ ", " ■■"), ("-=[ ", " ]=-"), ("(((( ", " ))))"), ("▓▒░ ", " ░▒▓"),
          ("!!! ", " !!!"), ("### ", " ###"), ("►► ", " ◄◄"), ("«« ", " »»"),
          ("✪ ", " ✪"), ("◆◇◆ ", " ◆◇◆"), ("»»» ", " «««"), ("☆彡 ", " ☆彡"),
          ("|| ", " ||"), ("-~*~- ", " -~*~-"), ("¸.•*¨*• ", " •*¨*•.¸")]
COMB = [chr(c) for c in range(0x300, 0x370)]
FWD = "０１２３４５６７８９"
CIRC = "⓪①②③④⑤⑥⑦⑧⑨"
FAKE_GRPS = P("GRP|SPARKS|FLUX|NTb|EVO|RARBG|YTS|x0r|iNFO|P2P|WEBTUBE|HDCAM|TGx|PSA|FGT|NoGRP")
SCENE_TAGS = P("1080p.WEB-DL.x264|720p.HDTV.x264|2160p.WEB.H265|PROPER.1080p.BluRay.x264|DVDRip.XviD|MULTi.1080p.WEB|REPACK.720p.WEB.h264|COMPLETE.BluRay|iNTERNAL.1080p.WEB|HDRip.XviD.AC3")
EXTJ = P("rar|exe|zip|mkv|scr|avi|7z|mp4|nfo|lnk")


def ev_leet(s, fam):
    rate = R.uniform(0.35, 0.9)
    return "".join(LEET[c] if c in LEET and R.random() < rate else c for c in s)


def ev_homoglyph(s, fam):
    tab = CYR if p(0.75) else GRK
    rate = R.uniform(0.3, 0.85)
    return "".join(tab[c] if c in tab and R.random() < rate else c for c in s)


def _fw(c):
    return chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c


def ev_fullwidth(s, fam):
    if p(0.45):
        return "".join(_fw(c) for c in s)
    return " ".join("".join(_fw(c) for c in w) if p(0.5) else w for w in s.split(" "))


def ev_spaced(s, fam):
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    sep = ch([" ", ".", "-", "_", "*", " . ", "|", "~", "·"])
    if not idx:
        return sep.join(c for c in s if c != " ")
    for i in R.sample(idx, min(len(idx), ri(1, 3))):
        words[i] = sep.join(words[i])
    return " ".join(words)


def ev_zw(s, fam):
    rate = R.uniform(0.15, 0.55)
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i + 1 < len(s) and s[i + 1].isalpha() and R.random() < rate:
            out.append(ch(ZW))
    return "".join(out)


def _emos():
    return "".join(ch(EMO) for _ in range(ri(1, 3)))


def ev_emoji(s, fam):
    mode = ri(0, 3)
    if mode == 0:
        return _emos() + " " + s
    if mode == 1:
        return s + " " + _emos()
    if mode == 2:
        return _emos() + " " + s + " " + _emos()
    return " ".join(w + (" " + ch(EMO) if p(0.35) else "") for w in s.split(" "))


DOMRX = re.compile(r"\b([a-z0-9][a-z0-9-]*)\.([a-z]{2,6})\b")


def ev_defang(s, fam):
    dot = ch(["[.]", "(.)", " dot ", "[dot]", " . ", "(dot)", " [dot] ", "•"])
    if DOMRX.search(s):
        s = DOMRX.sub(lambda m: m.group(1) + dot + m.group(2), s)
    else:
        d = mkdom(fam, bare=True)
        s = s + " " + ch(["visit ", ">> ", "-> ", "at ", "", "see "]) + d.replace(".", dot)
    s = s.replace("https://", ch(["hxxps://", "h**ps://", "https ://", "hxxps[:]//"]))
    return s.replace("http://", ch(["hxxp://", "h++p://", "http ://"]))


def ev_digits(s, fam):
    if not any("0" <= c <= "9" for c in s):
        s = s + " " + ch(["call", "tel", "WA", "☎", "text", "whatsapp"]) + " " + SL["phone"]()
    mode = ri(0, 4)

    def conv(c):
        if not ("0" <= c <= "9"):
            return c
        if mode == 0:
            return FWD[int(c)]
        if mode == 1:
            return CIRC[int(c)]
        if mode == 2:
            return {"0": "O", "1": "l", "5": "S", "8": "B", "2": "Z"}.get(c, c)
        if mode == 3:
            return c + " "
        return c + ch(["", "-", ".", "_", "*"])
    return "".join(conv(c) for c in s)


def ev_scene(s, fam):
    words = re.findall(r"[^\W_]+", s) or ["Release"]
    name = ".".join(w[:1].upper() + w[1:] for w in words[:10])
    tail = ch(["2024", "2025", "S01E0" + str(ri(1, 9)), "2025.UNCUT", "FULL"])
    return name + "." + tail + "." + ch(SCENE_TAGS) + "-" + ch(FAKE_GRPS)


def ev_yenc(s, fam):
    n = ri(2, 60)
    i = ri(1, n)
    w = len(str(n))
    f = re.sub(r"[^\w]+", ".", s).strip(".")[:60] or "file"
    m = ri(0, 4)
    if m == 0:
        return f'[{i:0{w}d}/{n}] - "{s}" yEnc (1/{ri(1, 9)})'
    if m == 1:
        return f"{s} yEnc ({i}/{n})"
    if m == 2:
        return f'{s} [{i:0{w}d}/{n}] - "{f}.{ch(EXTJ)}" yEnc (1/{ri(1, 300)})'
    if m == 3:
        return f'"{s}" yEnc ({ri(1, 9)}/{ri(10, 99)})'
    return f'({i}/{n}) {s} - "{f}.rar" - {ri(10, 999)},{ri(10, 99)} MB - yEnc'


def ev_frame(s, fam):
    a, b = ch(FRAMES)
    return a + s + b


def ev_stuff(s, fam):
    kws = KW.get(fam) or P("free|best|cheap|new|hot|now")
    n = ri(3, 9)
    if p(0.3):
        stuff = " ".join("#" + re.sub(r"\W", "", ch(kws)) for _ in range(n))
    else:
        stuff = ch([" ", ", ", " | ", " - ", " + ", " / "]).join(ch(kws) for _ in range(n))
    return (stuff + " " + s) if p(0.3) else (s + " " + stuff)


def ev_case(s, fam):
    m = ri(0, 3)
    if m == 0:
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if m == 1:
        return "".join(c.upper() if p(0.5) else c.lower() for c in s)
    if m == 2:
        return s.upper()
    return s.swapcase()


def ev_comb(s, fam):
    rate = R.uniform(0.2, 0.6)
    out = []
    for c in s:
        out.append(c)
        if c.isalpha() and R.random() < rate:
            out.extend(ch(COMB) for _ in range(ri(1, 3)))
    return "".join(out)


EVASIONS = [("leet", ev_leet), ("homoglyph", ev_homoglyph), ("fullwidth", ev_fullwidth),
            ("spaced", ev_spaced), ("zerowidth", ev_zw), ("emoji", ev_emoji),
            ("defang", ev_defang), ("digits", ev_digits), ("scene", ev_scene),
            ("yenc", ev_yenc), ("frame", ev_frame), ("stuff", ev_stuff),
            ("case", ev_case), ("combining", ev_comb)]


def evade(s, fam):
    s = ch(EVASIONS)[1](s, fam)
    if p(0.08):
        s = ch(EVASIONS)[1](s, fam)
    return s


# ---------------------------------------------------------------- junk pools
TLDS = P("com|net|org|info|biz|ru|cn|top|xyz|site|online|club|shop|store|live|icu|cc|pw|su|ws|in|co|me|io|vip|win|bid|loan|life|fun|work|click|link|tk|ml")
DOMPRE = P("best|cheap|top|fast|easy|mega|super|vip|my|get|pro|real|smart|quick|global|express|prime|secure|lucky|royal|gold|safe|instant|direct|online|24|the|go|1st|ultra|hot|free|new|true|star")
DOMSTEM = {
    "_": P("deals|offers|promo|click|web|link|zone|hub|world|net|site"),
    "ad_seo_webservices": P("seo|backlinks|rankup|traffic|webdesign|hosting|pbn|leads|serp|sitebuilder|visitors"),
    "ad_replica_goods": P("watches|replica|rolexclone|bags|luxury|outlet|designer|kicks|shades|timepieces"),
    "ad_trades_services": P("plumber|movers|roofing|locksmith|cleaning|repairs|handyman|pestcontrol|essays|printing"),
    "prize_lottery": P("prize|winner|lotto|claim|reward|giftcard|lucky-draw|jackpot|bonus|survey"),
    "malware_fake_release": P("freedl|fulldownload|crackz|keygen|warez|leaks|fullmovie|setup|premiumdl|torrentz"),
    "fake_codec_player": P("codec|player|codecpack|videofix|hdplayer|mediaplay|decoder|watchnow|vidlicense"),
    "password_bait": P("rarpass|getpass|unlock|passkey|filekey|nzbpass|archivekey|pwd|unlocker"),
    "streaming_bait": P("123movies|putlocker|fmovies|streamhd|watchfree|fullmovie|livestream|sportsfree|moviebox|hdfilm"),
    "account_selling": P("accounts|premium|logins|acctshop|keys|accstore|subs|cheapkeys|aged-accs"),
    "iptv_resale": P("iptv|m3u|iptvking|smarters|tvbox|streamtv|xtream|iptvpro|livetv"),
    "usenet_vpn_resale": P("usenet|newsserver|vpn|nzb|blockaccount|newsgroups|unlimited-news|privatevpn|ssl-news"),
    "pharmacy": P("meds|pharmacy|rx|pills|drugstore|health|viagra|cialis|pharma|tabs"),
    "dating_adult": P("singles|dates|hookup|flirt|girls|milfs|cams|lovers|matches|brides"),
    "gambling_casino": P("casino|slots|bet|spins|poker|jackpot|odds|roulette|gacor|win"),
    "crypto_investment": P("crypto|btc|coin|profit|trade|airdrop|yield|defi|moon|signals"),
    "phishing": P("secure-login|verify|account-update|auth|support|billing|id-check|signin|webmail|helpdesk"),
    "advance_fee": P("trust|funds|transfer|beneficiary|bank-release|courier|diplomatic"),
    "job_scam": P("jobs|workfromhome|earn|hiring|career|cash|tasks|remotework|income"),
    "loan_debt": P("loans|credit|cash|payday|lender|finance|debt|funding|approved"),
    "counterfeit_docs": P("documents|passports|ids|diplomas|license|papers|novelty|certs|cvv"),
    "religious_flood": P("jesus|salvation|truth|gospel|repent|bible|god|faith"),
    "political_conspiracy": P("truth|wakeup|exposed|freedom|patriot|redpill|nwo|realnews"),
}


def mkdom(fam=None, bare=False):
    stems = DOMSTEM.get(fam) or DOMSTEM["_"]
    a, b = ch(DOMPRE), ch(stems)
    form = ri(0, 5)
    if form == 0:
        d = a + b
    elif form == 1:
        d = a + "-" + b
    elif form == 2:
        d = b + str(ri(1, 999))
    elif form == 3:
        d = b + "-" + a
    elif form == 4:
        d = a + b + ch(["24", "365", "hq", "pro", "x", "4u", "now"])
    else:
        d = b + ch(["hub", "zone", "world", "land", "club", "online", "store", "direct"])
    d = d + "." + ch(TLDS)
    if bare:
        return d
    r = ri(0, 9)
    if r == 0:
        return "www." + d
    if r == 1:
        return "http://" + d
    if r == 2:
        return "https://" + d + "/" + ch(["promo", "go", "free", "ref=" + str(ri(100, 9999)), "?id=" + hexs(6), "join", "offer"])
    if r == 3:
        return "www." + d + "/" + ch(["promo", "deal", "vip", "start"])
    return d


CITIES = P("""Houston|Phoenix|London|Manchester|Toronto|Sydney|Dallas|Chicago|Birmingham|Leeds
Atlanta|Miami|Brisbane|Calgary|Berlin|Hamburg|Munich|Paris|Lyon|Madrid|Barcelona|Milan|Rome
Amsterdam|Rotterdam|Lisbon|Warsaw|Istanbul|Jakarta|Denver|Seattle|Glasgow|Dublin|Auckland
Vancouver|Melbourne|Orlando|San Diego|Las Vegas|Bristol""")
FEM = P("Anna|Olga|Natasha|Jessica|Ashley|Maria|Svetlana|Linda|Sophie|Emma|Kate|Lena|Irina|Yuki|Mei|Chloe|Brittany|Tanya|Julia|Sandra|Amber|Nicole|Elena|Daria|Vanessa|Grace|Mary|Patricia|Helen|Rose")
MAL = P("James|Michael|John|David|Mohammed|Ibrahim|Williams|Peter|Robert|Abdul|Charles|Daniel|George|Musa|Kofi|Ahmed|Richard|Paul|Thomas|Henry|Edward|Frank|Samuel|Joseph")
SUR = P("Johnson|Williams|Smith|Brown|Okafor|Adeyemi|Mensah|Koroma|Abubakar|Diallo|Taylor|Walker|Morgan|Campbell|Martins|Benson|Hassan|Wilson|Anderson|Thompson|Eze|Obi|Kamara|Traore")
TEAMS = P("Arsenal|Liverpool|Chelsea|Man United|Man City|Tottenham|Real Madrid|Barcelona|Bayern|Dortmund|PSG|Juventus|Inter|AC Milan|Ajax|Benfica|Porto|Celtic|Rangers|Atletico Madrid|Napoli|Sevilla|Marseille|Galatasaray|Fenerbahce|Flamengo")
JUNK_FILMS = P("""Avatar Fire and Ash|Deadpool and Wolverine|Dune Part Two|Gladiator II|Mission Impossible The Final Reckoning
Joker Folie a Deux|Moana 2|Inside Out 2|Captain America Brave New World|Superman|The Fantastic Four First Steps
Jurassic World Rebirth|Wicked|Thunderbolts|Sinners|Lilo and Stitch|A Minecraft Movie|Venom The Last Dance
Beetlejuice Beetlejuice|Kraven the Hunter|Mufasa The Lion King|Sonic the Hedgehog 3|Zootopia 2|Avengers Doomsday
Five Nights at Freddys 2|The Batman Part II|Spider-Man Brand New Day|Fast X Part 2|Shrek 5|Toy Story 5""")


def _date():
    d, m, y = ri(1, 28), ri(1, 12), ch([2024, 2025, 2025, 2026])
    f = ri(0, 3)
    if f == 0:
        return f"{d:02d}.{m:02d}.{y}"
    if f == 1:
        return f"{y}-{m:02d}-{d:02d}"
    if f == 2:
        return f"{ch(MONTHS)} {d}, {y}"
    return f"{d}/{m}/{y}"


def _phone():
    f = ri(0, 9)
    if f == 0:
        return f"+1 ({ch(['800', '888', '877', '866', '855'])}) {rnd(3, DIG)}-{rnd(4, DIG)}"
    if f == 1:
        return f"+44 7{rnd(3, DIG)} {rnd(6, DIG)}"
    if f == 2:
        return f"+234 80{rnd(1, DIG)} {rnd(3, DIG)} {rnd(4, DIG)}"
    if f == 3:
        return f"+7 9{rnd(2, DIG)} {rnd(3, DIG)}-{rnd(2, DIG)}-{rnd(2, DIG)}"
    if f == 4:
        return f"+62 81{rnd(2, DIG)}-{rnd(4, DIG)}-{rnd(4, DIG)}"
    if f == 5:
        return f"+84 9{rnd(2, DIG)} {rnd(3, DIG)} {rnd(3, DIG)}"
    if f == 6:
        return f"+49 15{rnd(2, DIG)} {rnd(7, DIG)}"
    if f == 7:
        return f"+33 6 {rnd(2, DIG)} {rnd(2, DIG)} {rnd(2, DIG)} {rnd(2, DIG)}"
    if f == 8:
        return f"1-888-{rnd(3, DIG)}-{rnd(4, DIG)}"
    return f"+90 5{rnd(2, DIG)} {rnd(3, DIG)} {rnd(2, DIG)} {rnd(2, DIG)}"


def _email():
    u = ch([ch(FEM).lower(), ch(MAL).lower(), ch(SUR).lower(),
            ch(["info", "claims", "support", "agent", "desk", "office", "payout", "service"])])
    u += ch(["", ".", "_"]) + ch([ch(SUR).lower(), str(ri(1, 9999)), ch(["office", "desk", "claims", "hr", "pay"])])
    return u + "@" + ch(P("gmail.com|yahoo.com|outlook.com|hotmail.com|mail.ru|proton.me|qq.com|163.com|yandex.ru|aol.com|gmx.de|protonmail.com|zoho.com|rediffmail.com"))


def _tg():
    if p(0.15):
        return "wa.me/" + ch(["1", "44", "234", "62", "91", "7"]) + rnd(10, DIG)
    h = (ch(P("vip|best|real|official|king|boss|pro|shop|deals|support|the|mr")) + ch(["_", "", ""])
         + ch(P("iptv|accs|signals|bets|meds|store|crypto|seller|premium|docs|jobs|plug|trader"))
         + (str(ri(1, 999)) if p(0.5) else ""))
    return ch(["Telegram @", "TG: @", "t.me/", "Telegram: @", "telegram @", "tg @", "Signal/Telegram @"]) + h


def _nick():
    a = ch(P("dark|mr|dj|big|old|the|lazy|grumpy|happy|cyber|uncle|captain|lord|sir|doc|mad|silent|night|alpha|retro|binary|usenet|news|yenc|par2"))
    b = ch(P("poster|leecher|wolf|fox|bob|fred|rider|ninja|owl|bear|ghost|hunter|rat|monk|pirate|falcon|panda|tiger|badger|raven|viking|surfer|geek|dude|master"))
    form = ri(0, 4)
    if form == 0:
        return a + b
    if form == 1:
        return a.capitalize() + b.capitalize()
    if form == 2:
        return a + "_" + b + str(ri(1, 99))
    if form == 3:
        return b.capitalize() + str(ri(60, 99))
    return a + b + ch(["", "2k", "X", "69", "99", "NL", "DE", "UK"])


def _money():
    f = ri(0, 4)
    if f == 0:
        return f"US${ri(2, 48)}.{ri(1, 9)} million"
    if f == 1:
        return f"USD {ri(2, 48)},{ri(1, 9)}00,000.00"
    if f == 2:
        return f"€{ri(2, 30)}.5 million"
    if f == 3:
        return f"£{ri(2, 20)},000,000 GBP"
    return f"${ri(5, 95)},{ri(100, 999)},000"


def _ref():
    f = ri(0, 4)
    if f == 0:
        return f"{rnd(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}/{rnd(6, DIG)}/{rnd(2, DIG)}"
    if f == 1:
        return f"EL-{rnd(5, DIG)}-{rnd(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
    if f == 2:
        return f"FRN{rnd(6, DIG)}"
    if f == 3:
        return f"WN-20{ch(['24', '25'])}-{rnd(4, DIG)}"
    return f"#{rnd(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{rnd(5, DIG)}"


SL.update({
    "dom": lambda: mkdom(CUR["fam"]),
    "domraw": lambda: mkdom(CUR["fam"], bare=True),
    "num": lambda: str(ri(2, 99)),
    "num3": lambda: str(ri(100, 999)),
    "num000": lambda: ch([f"{ri(1, 50) * 1000:,}", str(ri(1, 50) * 1000), f"{ri(1, 9)}k", f"{ri(10, 90)}K+"]),
    "num000000": ["1 million", "2M", "5,000,000", "10M+", "3.5 million", "800k", "12 million"],
    "num6": lambda: str(ri(100000, 999999)),
    "small": lambda: str(ch([9, 19, 29, 39, 49, 59, 79, 99, 14, 25, 45])),
    "small1": lambda: str(ri(2, 12)),
    "mid": lambda: str(ch([150, 199, 250, 299, 350, 450, 500, 750, 890, 1200, 1500])),
    "big": lambda: ch([f"{ri(10, 999) * 1000:,}", str(ri(10, 999) * 1000), f"{ri(1, 9)}.{ri(0, 9)}00.000", f"{ri(1, 5)},000,000"]),
    "bigm": lambda: ch(["4.5", "7.5", "10.5", "12", "15", "18.6", "21.5", "25", "35", "45"]),
    "cents": ["2.99", "3.99", "4.50", "5.99", "6.95", "7.99", "9.99", "1.99", "2.49"],
    "pct": lambda: str(ch([2, 3, 5, 7, 10, 15, 20, 25, 30, 40, 50, 70, 80, 90])),
    "bonus": ["100", "150", "200", "250", "300", "400", "500"],
    "days": ["3", "7", "10", "14", "21", "30", "60", "90"],
    "mg": ["5", "10", "20", "25", "50", "100", "200"],
    "yy": ["24", "25", "23"],
    "yr": ["2024", "2025", "2025", "2026"],
    "date": _date, "phone": _phone, "email": _email, "tg": _tg, "nick": _nick,
    "money": _money, "ref": _ref,
    "name_f": FEM, "name_m": MAL, "surname": SUR, "city": CITIES,
    "title_n": P("Barrister|Dr.|Mr.|Prince|Engr.|Hon.|Mrs.|Chief|General|Rev.|Sir"),
    "country": P("Nigeria|Ghana|Benin Republic|Burkina Faso|Ivory Coast|Syria|Libya|South Africa|Togo|Senegal|Malaysia|Hong Kong"),
    "org": P("IMF|World Bank|United Nations|FBI|Central Bank of Nigeria|ECOWAS|Federal Ministry of Finance|Western Union head office|Reserve Bank"),
    "women": P("women|girls|MILFs|housewives|ladies|singles|cougars|students|nurses"),
    "age": lambda: str(ri(19, 52)),
    "lotto": P("EuroMillions|Powerball|UK National Lottery|Mega Millions|El Gordo|Microsoft/Yahoo Lottery|EuroJackpot|Google Anniversary Lottery|Irish Lotto|Coca-Cola Promo|FIFA World Lottery"),
    "gift": P("iPhone 15 Pro|Samsung Galaxy S24|PlayStation 5|Dyson V15|MacBook Air|$1000 Walmart gift card|Amazon voucher|Apple Watch|trip to Dubai|KitchenAid mixer|Tesla Model 3|iPad Pro|Xbox Series X"),
    "store": P("Amazon|Walmart|Costco|Target|Tesco|Aldi|Lidl|Best Buy|Home Depot|IKEA|Carrefour"),
    "brand": P("Amazon|Walmart|Costco|Verizon|AT&T|Vodafone|T-Mobile|Orange|Sky|Comcast|Tesco|Shell|McDonald's"),
    "watch": P("Rolex|Omega|Breitling|Tag Heuer|Patek Philippe|Audemars Piguet|Cartier|Panerai|Hublot|IWC"),
    "model": P("Submariner|Daytona|Speedmaster|Navitimer|Nautilus|Royal Oak|Santos|Luminor|Big Bang|Seamaster|GMT-Master II|Datejust"),
    "bag": P("Louis Vuitton|Gucci|Prada|Chanel|Hermes Birkin|Michael Kors|Coach|Fendi|Dior|Balenciaga"),
    "shoe": P("Nike Air Max|Air Jordan 1|Yeezy 350|Adidas Ultraboost|New Balance 550|Timberland|Converse|Dunk Low"),
    "glasses": P("Ray-Ban|Oakley|Prada|Persol|Gucci"),
    "perfume": P("Chanel No 5|Dior Sauvage|Creed Aventus|Tom Ford Oud Wood|Baccarat Rouge 540|YSL Libre"),
    "drug": P("Viagra|Cialis|Levitra|Kamagra|Xanax|Valium|Tramadol|Ambien|Phentermine|Propecia|Sildenafil|Tadalafil|Soma|Adderall|Modafinil|Ativan|Clonazepam|Ozempic|Oxycodone"),
    "diet": P("Keto Pills|Garcinia Cambogia|this one weird trick|Raspberry Ketone|Green Coffee Extract|Slim Fast Plus|the Japanese tea hack"),
    "svc": P("Netflix|Spotify|Disney+|HBO Max|Amazon Prime|Hulu|Crunchyroll|YouTube Premium|Canva Pro|NordVPN|ExpressVPN|Grammarly|Adobe CC|Xbox Game Pass|PlayStation Plus|Paramount+|Deezer|Tidal"),
    "svc2": P("Google|Microsoft|Apple ID|Amazon|PayPal|Facebook|Instagram|Outlook|Yahoo|Dropbox|Coinbase|Steam|Netflix|Binance"),
    "bank": P("Chase|Bank of America|Wells Fargo|Barclays|HSBC|Lloyds|NatWest|Santander|ING|Commonwealth Bank|TD Bank|Sparkasse|Rabobank"),
    "courier": P("DHL|FedEx|UPS|USPS|Royal Mail|DPD|Evri|PostNL|La Poste|Canada Post"),
    "gov": P("HMRC|IRS|ATO|CRA|DVLA|Social Security Administration"),
    "doc": P("Q3 payroll.xlsx|Invoice_2025.pdf|Contract signed.docx|Bonus structure.pdf|Remittance advice.html|Scan_0042.pdf|Salary review 2025.xlsx"),
    "game": P("Fortnite|Valorant|League of Legends|CS2|GTA Online|Genshin Impact|Roblox|Clash of Clans|World of Warcraft|PUBG|Call of Duty Warzone|Minecraft"),
    "casino": P("GoldenSpin Casino|LuckyAce|VegasRoyal|Spin7|BetKing24|CasinoMax Club|MegaWin88|Slotz Palace|RoyalFlush Club|Jackpot City VIP"),
    "coin": P("Bitcoin|Ethereum|Dogecoin|Shiba Inu|Solana|Pepe|MoonRocket|SafeGalaxy|ElonDoge|BabyFloki|TurboCat|XRP"),
    "teams": lambda: " vs ".join(R.sample(TEAMS, 2)),
    "sports_event": P("UFC 310|Super Bowl LIX|Champions League Final|El Clasico|Canelo vs Benavidez|Wimbledon Final|F1 Monaco GP|NBA Finals Game 7|WrestleMania 41|Copa America Final|World Cup Qualifier"),
    "film": JUNK_FILMS,
    "series": P("Squid Game|The Last of Us|House of the Dragon|Stranger Things|The Boys|Wednesday|Severance|Reacher|The Bear|Andor|Yellowstone|Bridgerton|The Witcher|Fallout|Shogun|Ted Lasso"),
    "s": lambda: str(ri(1, 5)), "e": lambda: str(ri(1, 9)),
    "codec": P("X-Codec Pro|HD Video Codec|SuperCodec|UniversalAV Codec|DivX Plus Decoder|Xvid Pro Codec|MegaCodec|HEVC Unlocker|Mpeg4 ProDecoder|QuickCodec"),
    "player": P("MediaPlayerHD|FreeMovie Player|FLV Player Pro|HDPlay|WatchNow Player|QuickVideo Pro|VidStar Player|UltraPlayer 4K"),
    "ver": lambda: f"{ri(1, 12)}.{ri(0, 9)}.{ri(0, 99)}",
    "hex4": lambda: hexs(4).upper(), "hex8": lambda: hexs(8), "hex16": lambda: hexs(16),
    "junkpw": lambda: rnd(ri(6, 10)),
    "consp": P("chemtrails|the moon landing|5G|the Federal Reserve|fluoride in the water|HAARP|the Bilderberg group|weather control|the vaccine agenda|Agenda 2030|the great reset|flat earth|lizard people|JFK|9/11|MH370|the hollow earth|Area 51|digital ID|smart meters|CBDCs"),
    "pol": P("the President|the Prime Minister|Congress|the EU Commission|the Chancellor|the Governor|the Senate|the WHO|the UN|Parliament|the Fed chairman|the mayor"),
    "disease": P("cancer|headaches|COVID|insomnia|bird deaths|tinnitus"),
    "topic": P("fluoride|5G|GMOs|digital money|smart meters|chemtrails|lab meat"),
    "event": P("the 2008 crash|inflation|the housing bubble|the war|the blackout|the bank run"),
    "book": P("Revelation|Matthew|Isaiah|Romans|Daniel|Psalm|John|Ezekiel|Acts|Hebrews"),
    "chv": lambda: f"{ri(1, 22)}:{ri(1, 30)}",
    "sermon": P("the narrow gate|the wages of sin|walking in the light|the prodigal son|faith without works is dead|the lake of fire|born again|the mark of the beast"),
    "place": P("AOL|Google Groups|your mom's basement|Reddit|4chan|the kiddie pool|alt.flame|Facebook|WebTV"),
    "provider": P("my provider|the server|Newshosting|Eweka|Astraweb|Giganews|UsenetServer|Frugal|Easynews|my ISP"),
    "client": P("Forte Agent|Xnews|Thunderbird|Pan|slrn|tin|Outlook Express|40tude Dialog|Unison|NewsLeecher|Newsbin|Gnus|MesNews|Sylpheed|nyuu|ngPost"),
    "year": lambda: str(ri(1965, 2023)),
    "host": lambda: ch(P("srv|node|mx|news|feed|vps|relay")) + str(ri(1, 99)) + "." + ch(P("fasthost-box.net|cheapvps.ru|colo-ams.nl|rootbox.de|client-ovh.fr|local|lan|nntp-relay.org")),
    "group": P("alt.binaries.boneless|alt.binaries.misc|alt.binaries.teevee|alt.binaries.moovee|alt.binaries.e-book|alt.binaries.sounds.mp3|alt.test|misc.test"),
    "headline": P("Stocks rally as inflation cools|Local council approves new budget|Weather warning for the weekend|Tech giant unveils new phone|Scientists discover new exoplanet|Election results delayed|Fuel prices rise again|Storm causes power outages|Rail strike called off"),
    "datetime": lambda: f"{_date()} {ri(0, 23):02d}:{ri(0, 59):02d}:{ri(0, 59):02d}",
    "film_r": lambda: "%s (%d)" % ch(FILMS),
    "artist_album": lambda: "%s - %s" % ch(ALBUMS)[:2],
    "series_r": lambda: ch(TV_SHOWS),
    "game_r": lambda: ch(PC_GAMES),
    "game_retro": lambda: ch(RETRO_GAMES)[0],
    "ufc": lambda: str(ri(290, 320)),
})


# ------------------------------------------------------ junk families (part 1)
GJ_GEN = P("alt.binaries.boneless|alt.binaries.misc|alt.binaries.test|alt.binaries.multimedia|alt.binaries.mom|alt.binaries.frogs|alt.binaries.etc|alt.binaries.bloaf|alt.binaries.cores|alt.binaries.pictures.misc|alt.binaries.ath|alt.binaries.u-4all|alt.binaries.b4e|alt.binaries.town|alt.binaries.nl")
GJ_MOV = P("alt.binaries.movies|alt.binaries.moovee|alt.binaries.movies.divx|alt.binaries.hdtv.x264|alt.binaries.x264|alt.binaries.dvd|alt.binaries.movies.xvid|alt.binaries.teevee|alt.binaries.hdtv|alt.binaries.multimedia|alt.binaries.tv")
GJ_WAREZ = P("alt.binaries.warez|alt.binaries.warez.ibm-pc|alt.binaries.cores|alt.binaries.apps|alt.binaries.cd.image|alt.binaries.games|alt.binaries.mac|alt.binaries.misc")
GJ_TEXT = P("alt.test|misc.test|alt.binaries.test|alt.binaries.test.yenc|alt.testing.testing")
GJ_REL = P("alt.religion.christian|alt.christnet|alt.atheism|alt.religion.islam|alt.bible|talk.religion.misc|alt.binaries.boneless|alt.binaries.multimedia")
GJ_POL = P("alt.politics|talk.politics.misc|alt.conspiracy|alt.politics.economics|uk.politics.misc|alt.conspiracy.new-world-order|alt.binaries.boneless|alt.binaries.misc")
GJ_CHAT = P("alt.binaries.multimedia.d|alt.binaries.sounds.mp3.d|alt.binaries.pictures.d|alt.free.newsservers|news.software.readers|alt.binaries.boneless|alt.binaries.teevee|alt.binaries.e-book|alt.binaries.sounds.mp3|alt.binaries.nl|alt.binaries.multimedia")
GJ_FLAME = P("alt.flame|alt.binaries.boneless|alt.binaries.teevee|alt.binaries.sounds.mp3|alt.binaries.multimedia.d|alt.binaries.e-book|alt.free.newsservers|alt.binaries.moovee")

JF = {}
KW = {}


def fam(name, g, en, fx, kw):
    JF[name] = {"g": g, "en": L(en), "fx": L(fx)}
    KW[name] = P(kw)


fam("ad_seo_webservices", GJ_GEN + P("alt.business|alt.www.webmaster|biz.marketplace.services|alt.internet.search-engines"), """
Rank #1 on Google in {days} days - guaranteed SEO - {dom}
{num000} high DA backlinks for only ${small} - {dom}
Professional website design from ${small} - mobile friendly, fast delivery
Get {num000} real visitors to your site TODAY!!! {dom}
Cheap web hosting, unlimited bandwidth ${cents}/month {dom}
We build your online shop in 48 hours - WooCommerce / Shopify experts
Boost your Alexa rank - traffic exchange - {dom}
FREE SEO audit for the first {num} clients - reply now
Buy aged domains + PBN links DA50+ - contact {email}
Email marketing: {num000000} verified leads, only ${mid}
Social media followers 10k Instagram / TikTok instant - {dom}
Need more customers? Mass posting to {num000} forums and newsgroups
Guest posts on high authority news sites - {dom}
WordPress speed fix, 100/100 PageSpeed - ${small} fixed price
Google Maps top 3 for local business - call {phone}
Your website is losing money - free report inside
Bulk SMS gateway cheapest rates worldwide {dom}
Offshore DMCA-ignored hosting, bitcoin accepted - {dom}
""", """
Suchmaschinenoptimierung zum Festpreis - Platz 1 bei Google garantiert - {dom}
Création de site internet professionnel à partir de {small} € - {dom}
Posicionamiento web SEO barato - primera página de Google en 30 días
Realizzazione siti web e SEO a prezzi imbattibili - {dom}
Продвижение сайтов в ТОП-10 Яндекса и Google - {dom}
网站优化 百度排名 快速上首页 {dom}
Jasa SEO murah - halaman 1 Google - hubungi WA {phone}
Thiết kế website chuyên nghiệp giá rẻ - {dom}
Pozycjonowanie stron tanio - TOP 10 Google - {dom}
Website laten maken vanaf €{small} - {dom}
""", "SEO|backlinks|traffic|rank #1|Google|cheap|hosting|web design|DA 50+|guaranteed")

fam("ad_replica_goods", GJ_GEN + P("alt.fashion|alt.marketplace|misc.forsale"), """
Replica {watch} {model} - Swiss movement - only ${mid}
AAA quality {bag} handbags up to 90% OFF {dom}
Designer sunglasses {glasses} from $19 free shipping
Cheap {shoe} sneakers wholesale - {dom}
1:1 {watch} watches - best replica {yr} - {dom}
Luxury watches at factory prices!!! {watch} {watch} {watch}
Fake? No - mirror quality {bag} - PayPal accepted
NFL / NBA jerseys $25 each, wholesale from China - {dom}
{watch} {model} clone with ETA 2824 - worldwide delivery
Designer wallets and belts clearance sale {dom}
Outlet {shoe} {pct}% discount today only
Super clone {watch} - noob factory V{small1} - whatsapp {phone}
UGG boots closeout - genuine sheepskin - {dom}
Perfume testers {perfume} 100ml original wholesale
""", """
Replik Uhren {watch} günstig kaufen - {dom}
Montres de luxe répliques {watch} pas cher - livraison gratuite
Relojes réplica {watch} calidad suiza - envío gratis
Borse {bag} a prezzi di fabbrica - {dom}
Копии часов {watch} оптом и в розницу {dom}
高仿 {watch} 手表 一比一 微信 {num6}
Tas branded KW super {bag} murah - {dom}
Zegarki replika {watch} tanio - {dom}
""", "replica|Rolex|cheap|luxury|watches|outlet|AAA|1:1|wholesale|designer")

fam("ad_trades_services", GJ_GEN + P("misc.forsale|alt.business|biz.marketplace.services"), """
Emergency plumber 24/7 {city} - no call-out fee - {phone}
Roof repairs and gutter cleaning {city} free quote {phone}
Carpet cleaning special: 3 rooms ${small} - call today
Cheap movers {city} - man with van from £{small}/hr
Locksmith {city} 15 minute response {phone}
Garage door repair same day service {dom}
Pest control - bed bugs, termites, rats - {city} {phone}
Tree removal and stump grinding - fully insured
Cash for junk cars - we pay up to ${mid} - {phone}
Solar panels for $0 down - government rebate {city}
Window replacement 50% off this month only - {dom}
Driveway sealing / paving - {city} area - {phone}
Essay writing service - plagiarism free - {dom}
Translation services 100+ languages cheap fast
Professional CV writing - land your dream job - {dom}
Tax return preparation ${small} flat fee - {phone}
Phone repair, iPhone screens from ${small} - {city}
House cleaning maid service {city} book online {dom}
Custom printing: t-shirts, mugs, banners at wholesale prices
Car detailing {city} - ceramic coating deal
Appliance repair {city} - washers, dryers, fridges {phone}
Electrician {city} licensed and insured - rewiring, panels
""", """
Schlüsseldienst {city} 24h Notdienst - Festpreis {phone}
Déménagement pas cher {city} - devis gratuit {phone}
Fontanero urgente 24 horas {city} - {phone}
Impresa di pulizie {city} - preventivo gratuito
Loodgieter spoed {city} 24/7 - {phone}
Ремонт квартир под ключ недорого {phone}
Tukang servis AC panggilan {city} {phone}
Nakliyat {city} evden eve uygun fiyat {phone}
Firma sprzątająca {city} - tanio i szybko {phone}
Dịch vụ chuyển nhà trọn gói giá rẻ {phone}
""", "cheap|24/7|free quote|call now|licensed|insured|discount|same day")

fam("prize_lottery", GJ_GEN, """
Congratulations! Your email won £{big} in the {lotto} draw
You have been selected as a winner - claim ref {ref}
FINAL NOTICE: unclaimed prize ${big} awaiting your reply
{brand} customer reward: you won an {gift} - claim now
WINNING NOTIFICATION batch {ref} - contact agent {name_m} {surname}
Your ticket number {num6} has won the {lotto} jackpot
Spin the wheel and win a free {gift}! {dom}
Free $500 {store} gift card - only 3 left!!!
You're our 1,000,000th visitor! Claim your reward
Email award program 20{yy} - winner notification
Grant approval: you have been awarded ${big} ({ref})
Survey complete? Collect your free {gift} here {dom}
Lucky draw result: YOUR ADDRESS was picked (ref {ref})
Claim your {lotto} payout before {date} - small fee applies
""", """
Herzlichen Glückwunsch! Sie haben {big} EUR gewonnen - Gewinn-Nr. {ref}
Félicitations, vous avez gagné un {gift} - réclamez votre cadeau
¡Felicidades! Ha ganado {big} euros en la lotería {lotto}
Congratulazioni! Hai vinto un buono {store} da 500€
Gefeliciteerd! U heeft een prijs gewonnen - claim binnen 24 uur
Parabéns! Você ganhou um {gift} - resgate agora
Gratulacje! Wygrałeś {gift} - odbierz nagrodę
Поздравляем! Вы выиграли {big} рублей - получите приз
Tebrikler! {gift} kazandınız - hemen talep edin
مبروك! لقد ربحت جائزة قيمتها {big} دولار
恭喜您中奖了！ 奖金 {big} 元 请联系 {email}
おめでとうございます！ {gift} が当選しました
Selamat! Anda memenangkan hadiah {big} rupiah
Chúc mừng! Bạn đã trúng thưởng {gift}
""", "WINNER|congratulations|prize|jackpot|claim|free|lottery|reward")

fam("malware_fake_release", GJ_MOV + GJ_WAREZ, """
{film} {yr} 1080p WEB-DL x264 [password in readme].exe
{film}.{yr}.720p.HDCAM.x264.mp4.exe
Windows 11 Activator {yr} (100% working) keygen.exe
Adobe Photoshop {yr} cracked FULL + crack.scr
{film} {yr} FULL HD - need player, download at {dom}
GTA 6 PC repack download (early leak) setup.exe
Microsoft Office 2024 Pro Plus activated (crack included).exe
{film}.{yr}.1080p.WEBRip.x264.wmv - license required
KMSpico {yr} final portable - all Windows/Office
{series} S0{s}E0{e} leaked before air 1080p.exe
Free Robux generator {yr} no survey.exe
{game} aimbot + wallhack undetected v{ver}
Bitcoin miner silent {yr} (hidden, autostart).exe
Nero {yr} Platinum full + serial.exe
uTorrent Pro {ver} crack - no ads
{film}.{yr}.DVDSCR.XViD.avi.lnk
{film} {yr} 4K UHD full movie.zip (open setup.exe)
ChatGPT desktop premium unlocked {yr}.exe
IDM Internet Download Manager {ver} + patch (working {yr})
""", """
{film} {yr} German DL 1080p - Vollversion mit Crack.exe
{film} ({yr}) FRENCH TRUEFRENCH HDCAM - lecteur requis.exe
{film} {yr} Castellano HD completa - descargar aqui.exe
{film} {yr} ITA HD completo - installa il player.exe
Windows 11 активатор {yr} скачать бесплатно.exe
{film} {yr} dublado completo - baixar.exe
Office 2024 破解版 激活工具.exe
{film} {yr} Türkçe dublaj full HD indir.exe
""", "FULL|cracked|keygen|working|leaked|HD|2025|activator|free")

fam("fake_codec_player", GJ_MOV + GJ_GEN, """
To play this file you must install {codec} v{ver} - {dom}
{film} {yr} 1080p - requires {player} to view (free download)
Video codec missing? Get the universal codec pack here {dom}
Install new DivX player to watch - {dom}
{film}.{yr}.1080p.wmv - license required, click to acquire
Media license expired - download {player} update
Your player cannot decode H.266 - update now {dom}
Watch in HD: download {player} first (only 2 MB)
{codec} needed for all new releases! read the nfo / {dom}
Error 0x{hex4}: codec not found - fix at {dom}
FLV/MKV Player Pro - plays everything, free - {dom}
Required: {player} {ver} (virus free, scanned)
""", """
Zum Abspielen bitte {codec} installieren - {dom}
Pour lire cette vidéo, installez {player} - {dom}
Necesitas el códec {codec} para ver esta película
Per vedere il film scarica {player} - {dom}
Для просмотра установите кодек {codec} - {dom}
播放此视频需要安装 {player} 播放器
Aby odtworzyć film zainstaluj kodek {codec}
Om af te spelen installeer {codec} - {dom}
""", "codec|player|install|required|download|HD|free|update")


fam("password_bait", GJ_MOV + GJ_GEN, """
{film} {yr} 1080p RAR - password at {dom}
password for the archive: visit {dom} and complete survey
{film}.{yr}.720p.WEB.x264 [PW: see website]
All parts up, pass = www . {domraw} (register free)
{game_r} PC full - rar password in the txt file / {dom}
Archive protected - get the key from {dom}/key
Password: "{junkpw}" -- no wait, real one is at {dom}
{series} S0{s}E0{e} 1080p (pass from our forum, free signup)
{film} {yr} UHD - passworded, unlock code via SMS {phone}
Unlock password generator for {film} rar - {dom}
PW in nzb comments -> {dom}
{film} FULL MOVIE zip with password (read info)
""", """
{film} {yr} German 1080p - Passwort auf {dom}
{film} {yr} FRENCH - mot de passe sur {dom}
{film} {yr} Español - contraseña en {dom}
{film} {yr} ITA - password su {dom}
{film} {yr} - пароль к архиву на {dom}
{film} {yr} - hasło do archiwum na {dom}
{film} {yr} - 解压密码见 {dom}
{film} {yr} Legendado - senha no site {dom}
""", "password|pass|PW|unlock|rar|key|free")

fam("streaming_bait", GJ_MOV + GJ_GEN, """
WATCH {film} ({yr}) FULL MOVIE ONLINE FREE HD
[WATCH] {film} {yr} full movie streaming - {dom}
{film} ({yr}) Full Movie Online 123movies
{sports_event} LIVE STREAM FREE HD - {dom}
Watch {teams} live stream reddit free
【WATCH】{film} Online Free — Full HD 4K
{film} {yr} FULL MOVIE [Dailymotion] free streaming
Watch {series} Season {s} Episode {e} Online Free
!!LIVE!! {teams} Live Streaming Online
{film} ({yr}) — Full Movie Download Free 720p 1080p
Stream {film} {yr} now - no signup - {dom}
UFC {ufc} live stream free (full fight) - {dom}
#{film} #FullMovie #Free #Streaming
{film} Full Movie Watch Online Putlockers
""", """
{film} {yr} GANZER FILM DEUTSCH STREAM KOSTENLOS
{film} {yr} FILM COMPLET EN FRANCAIS STREAMING VF
VER {film} {yr} PELICULA COMPLETA ONLINE GRATIS EN ESPAÑOL
{film} {yr} FILM COMPLETO STREAMING ITA GRATIS
{film} {yr} ASSISTIR FILME COMPLETO DUBLADO ONLINE
{film} {yr} СМОТРЕТЬ ОНЛАЙН БЕСПЛАТНО В ХОРОШЕМ КАЧЕСТВЕ
{film} {yr} Full Film izle Türkçe Dublaj
{film} {yr} nonton film full movie sub indo
{film} {yr} xem phim full vietsub
{film} {yr} 完整版 在线观看 免费
{film} {yr} cały film online za darmo
{film} {yr} Hele Film Online Kijken NL
""", "WATCH|FULL MOVIE|FREE|ONLINE|HD|STREAM|4K|123movies")

fam("account_selling", GJ_GEN + GJ_WAREZ, """
Selling {svc} premium accounts - lifetime - ${small} - {dom}
{svc} 4K UHD accounts, 1 year warranty, cheap
Fresh {svc} logins (private, not shared) - DM {tg}
Netflix/Disney+/HBO/Spotify bundle accounts $5/month
Aged Gmail accounts bulk {num000} pcs - PVA - {dom}
Buy verified PayPal accounts - US/UK - {dom}
{game} accounts with rare skins for sale - {dom}
Steam accounts with {num}+ games - random keys ${small}
Premium link generator accounts - Rapidgator/Nitroflare
Cheap Windows 11 Pro retail keys ${small} - instant email delivery
Office 365 lifetime accounts + 5TB OneDrive
Selling aged Twitter/X accounts 2009-2015 with email
{svc} family plan slots - pay with BTC - {tg}
Instagram accounts 10k followers, any niche - {dom}
ChatGPT Plus shared accounts $4.99 - {dom}
""", """
Verkaufe {svc} Premium Accounts - lebenslang - {tg}
Vente comptes {svc} premium pas cher - {dom}
Vendo cuentas {svc} premium baratas - {tg}
Vendo account {svc} premium a vita
Продам аккаунты {svc} премиум дешево {tg}
出售 {svc} 会员账号 永久 {tg}
Jual akun {svc} premium murah - {tg}
Bán tài khoản {svc} premium giá rẻ {tg}
{svc} hesap satılır ucuz premium {tg}
Vendo contas {svc} premium baratas {tg}
""", "premium|accounts|lifetime|cheap|logins|warranty|keys")

fam("iptv_resale", GJ_GEN + GJ_MOV, """
Best IPTV {yr} - {num000}+ channels + VOD - free 24h trial - {dom}
IPTV subscription 12 months ${mid} - 4K/FHD - no buffering
IPTV reseller panel - cheap credits - become a reseller
Premium IPTV UK/USA/CA sports PPV - {dom}
M3U playlist working {date} - {num000} live channels
IPTV Smarters / Firestick setup + subscription - {dom}
Stable IPTV server anti-freeze, all EPL matches - {tg}
IPTV {num000} channels worldwide + adult - pay BTC
Xtream codes IPTV lines for sale - {dom}
MAG box portal + IPTV 1 year only ${mid}
Free IPTV test line 48h - contact WhatsApp {phone}
Watch every NFL game - IPTV 4K - {dom}
""", """
IPTV Abo günstig - alle Sky Sender - 24h Test kostenlos {dom}
Abonnement IPTV 12 mois - chaînes françaises + beIN - {dom}
Lista IPTV España - fútbol LaLiga - prueba gratis {dom}
Abbonamento IPTV Italia - Serie A, Sky, DAZN - {dom}
IPTV Nederland abonnement - Ziggo Sport - {dom}
IPTV Brasil lista M3U atualizada {date} - teste grátis
IPTV Polska abonament - wszystkie kanały
IPTV подписка 5000 каналов - тест бесплатно {tg}
IPTV abonelik - tüm maçlar - ücretsiz test {phone}
اشتراك IPTV سنة كاملة - جميع القنوات - {dom}
IPTV Indonesia langganan murah - {phone}
""", "IPTV|M3U|channels|4K|VOD|subscription|trial|Firestick")

fam("usenet_vpn_resale", GJ_GEN + P("alt.free.newsservers|news.admin.net-abuse.usenet|alt.binaries.newzbin"), """
Unlimited Usenet access ${cents}/mo - {num3}0 days retention - {dom}
Black Friday Usenet deal - 5000 days retention + free VPN
Cheap newsserver accounts - resold blocks 10TB ${mid}
Usenet block account 5TB lifetime only ${small} - {dom}
Best VPN {yr} - no logs - 80% off - {dom}
NZB indexer invites for sale - {dom} - PayPal
Free usenet trial 14 days + 10GB - {dom}
Anonymous downloading: VPN + Usenet bundle ${cents}/month
Lifetime VPN for $29 - stream anything - {dom}
Reselling premium news server accounts cheap, all backbones
60 SSL connections unlimited speed - {dom}
Indexer VIP lifetime ${small} - invite codes (limited)
Residential proxies and VPN - 195 countries - {dom}
""", """
Usenet Zugang unbegrenzt nur {cents} EUR/Monat - {dom}
Accès Usenet illimité pas cher + VPN offert - {dom}
Cuenta Usenet ilimitada barata - {dom}
VPN goedkoop zonder logs - 80% korting - {dom}
Дешевый VPN без логов - {dom}
VPN 永久 翻墙 高速 {dom}
VPN murah tanpa log - {dom}
""", "usenet|unlimited|retention|VPN|cheap|block|SSL|no logs")

fam("pharmacy", GJ_GEN + P("alt.health|misc.health.alternative|alt.support.diet"), """
Buy {drug} online without prescription - {dom}
{drug} {mg}mg x {num} pills ${small} - discreet shipping
Cheap {drug} - FDA approved - overnight delivery
Canadian pharmacy: {drug}, {drug}, {drug} - up to 80% off
Lose {num} lbs in {days} days - {diet}
Male enhancement that WORKS - {dom}
Generic {drug} {mg} mg best price online
No Rx needed - {drug} ships worldwide - {dom}
{drug} + {drug} combo pack - save 60%
Hair loss? Try {drug} - {dom}
Oxycodone / Xanax without script, bitcoin ok - {tg}
Pain relief pills - tramadol 100mg - next day
Ozempic / semaglutide weight loss pens no prescription
Anti-aging HGH spray - look 20 years younger
""", """
{drug} rezeptfrei kaufen - diskreter Versand - {dom}
Acheter {drug} sans ordonnance - livraison discrète
Comprar {drug} sin receta - envío rápido
{drug} senza ricetta - consegna rapida - {dom}
{drug} zonder recept bestellen - {dom}
Comprar {drug} sem receita - entrega discreta
{drug} bez recepty - tanio - {dom}
Купить {drug} без рецепта с доставкой - {dom}
{drug} reçetesiz satış - {phone}
伟哥 正品 男性保健 {dom}
バイアグラ 通販 格安 {dom}
Obat kuat {drug} asli - COD - {phone}
""", "Viagra|Cialis|cheap|no prescription|pills|pharmacy|meds|discreet")

fam("dating_adult", GJ_GEN + P("alt.personals|alt.personals.misc|alt.binaries.pictures.erotica.misc"), """
Lonely {women} in {city} want to meet you tonight
{name_f} ({age}) sent you a private message - read now
Hot singles near you - no credit card needed - {dom}
Meet mature women for discreet fun - {dom}
Looking for a sugar daddy? join free {dom}
Russian brides - {num000} profiles with photos
She wants to chat with you!!! {dom}
Married but lonely? Discreet affairs - {dom}
Free webcam shows 24/7 - {dom}
{name_f} is online now and waiting for you ;)
Find your perfect match in {days} days or your money back
Hookup tonight? {num} women within 5 miles - {dom}
Asian ladies seeking western men - {dom}
Adult dating - 100% free - verified profiles
""", """
Einsame Frauen aus {city} suchen dich - {dom}
Rencontres coquines près de chez vous - gratuit - {dom}
Chicas solteras cerca de ti quieren conocerte - {dom}
Donne single nella tua città - iscriviti gratis
Vrouwen zoeken contact in jouw buurt - {dom}
Mulheres solteiras perto de você - {dom}
Samotne kobiety z twojej okolicy - {dom}
Знакомства для взрослых без регистрации - {dom}
附近的美女 免费约 {dom}
人妻と今すぐ出会える {dom}
Yalnız kadınlar seninle tanışmak istiyor {dom}
Tante kesepian cari teman - {phone}
""", "singles|hot|meet|dating|girls|tonight|xxx|webcam")


# ------------------------------------------------------ junk families (part 2)
fam("gambling_casino", GJ_GEN + P("rec.gambling.misc|rec.gambling.poker|alt.sports.football.pro"), """
{bonus}% welcome bonus + {num3} free spins - {casino}
Online casino no deposit bonus {yr} - {dom}
Best betting tips - 98% win rate - join VIP {tg}
Fixed matches 100% sure - {teams} - contact {tg}
Play slots, win real money - instant withdrawal
Poker rakeback 60% - {dom}
{casino}: free ${small} chip, no deposit required
Crypto casino - provably fair - BTC ETH USDT - {dom}
Sports betting: double your first deposit - {dom}
Roulette system that never loses - {dom}
Sure odds for today {date} - {teams} over 2.5
Jackpot {big} won yesterday! Could be you - {casino}
Bet {small} get {mid} in free bets
""", """
Online Casino Bonus ohne Einzahlung - {casino} - 100 Freispiele
Casino en ligne - bonus de bienvenue {bonus}% - {dom}
Casino online - bono sin depósito - {dom}
Scommesse sicure - pronostici vincenti - {tg}
Cassino online bônus de {bonus}% - {dom}
Kasyno online - bonus bez depozytu - {dom}
Онлайн казино - бонус {bonus}% - {dom}
Canlı bahis - {bonus}% hoş geldin bonusu - {dom}
在线赌场 百家乐 注册送 {small} 元 {dom}
Situs judi slot gacor hari ini - {casino} - maxwin
Nhà cái uy tín - tặng {small}k - {dom}
オンラインカジノ 入金不要ボーナス {dom}
""", "casino|bonus|free spins|slots|bet|jackpot|win|poker")

fam("crypto_investment", GJ_GEN + P("alt.invest|misc.invest.stocks|alt.cryptocurrency"), """
Turn ${small} into ${big} in {days} days - crypto trading bot
New {coin} presale - 100x potential - {dom}
Bitcoin doubler - send 0.1 BTC get 0.2 back - {dom}
Free {coin} airdrop - claim before {date}
Join our VIP pump signals - {tg}
Elon giveaway: 5000 BTC - {dom}
Passive income {pct}% daily - staking platform {dom}
I made ${big} last month with this crypto method
Forex signals 95% accuracy - free trial - {tg}
{coin} to the moon!!! buy now before it's too late
Cloud mining contract - ROI in {days} days - {dom}
Recover lost crypto - certified recovery hackers - {email}
AI trading platform - guaranteed returns - {dom}
NFT mint live now - free mint for first {num000} - {dom}
""", """
Mit Bitcoin reich werden - {pct}% pro Tag - {dom}
Investissez en crypto - rendement garanti {pct}% - {dom}
Gana dinero con Bitcoin - bot de trading - {dom}
Investi in criptovalute - guadagni garantiti
Verdien geld met crypto - {dom}
Ganhe dinheiro com bitcoin todos os dias - {tg}
Zarabiaj na kryptowalutach - {dom}
Заработок на криптовалюте от {pct}% в день {tg}
Kripto para ile günlük {pct}% kazanç - {tg}
比特币 投资 日赚 {pct}% 带你赚钱 {tg}
Investasi crypto untung {pct}% per hari - {tg}
Đầu tư tiền ảo lợi nhuận {pct}% mỗi ngày {tg}
استثمر في البيتكوين واربح يوميا {tg}
""", "BTC|crypto|100x|profit|moon|airdrop|signals|passive income")

fam("phishing", GJ_GEN + GJ_TEXT, """
Your {bank} account has been suspended - verify now
[Action required] Unusual sign-in activity on your {svc2} account
Your mailbox is full - click to upgrade storage
{courier}: your parcel could not be delivered - update address {dom}
Security alert: confirm your identity within 24 hours
Invoice #{num6} overdue - see attachment
Apple ID locked for security reasons - {dom}
PayPal: we noticed a payment of ${mid} - was this you?
Your Usenet subscription payment failed - update billing
Password expires today - keep current password {dom}
Tax refund pending: £{mid} - {gov} - submit claim
Your Netflix membership is on hold - update payment
Microsoft 365: {num} new messages held in quarantine
Shared document "{doc}" - view on OneDrive
Wallet verification required (MetaMask) - {dom}
""", """
Ihr Konto wurde gesperrt - bitte bestätigen Sie Ihre Daten - {dom}
Votre compte a été suspendu - vérifiez vos informations
Su cuenta ha sido bloqueada - verifique sus datos {dom}
Il tuo account è stato sospeso - verifica subito
Uw rekening is geblokkeerd - bevestig uw gegevens {dom}
Sua conta foi bloqueada - atualize seus dados {dom}
Twoje konto zostało zablokowane - zweryfikuj dane
Ваш аккаунт заблокирован - подтвердите данные {dom}
Hesabınız askıya alındı - bilgilerinizi doğrulayın
您的账户存在异常 请立即验证 {dom}
アカウントが一時停止されました - 確認してください {dom}
Akun Anda diblokir - verifikasi sekarang {dom}
Tài khoản của bạn đã bị khóa - xác minh ngay
""", "verify|account|suspended|urgent|login|security|update|confirm")

fam("advance_fee", GJ_GEN + GJ_TEXT, """
URGENT BUSINESS PROPOSAL - STRICTLY CONFIDENTIAL
From the desk of {title_n} {name_m} {surname}
Inheritance of ${bigm} million - next of kin needed
Dear friend, I need your assistance to transfer {money}
Beneficiary fund release - contact {email}
Compensation payment for scam victims - {org} approved
Dormant account of late {name_m} {surname} - {money}
I am a dying widow and I want to donate my funds
Consignment box containing ${bigm}M at the airport - reply
Partnership request from {country} oil ministry
ATM card worth ${big} ready for delivery
Your fund has been approved by the {org} - reply immediately
Hello dearest, please read my letter (Mrs {name_f} {surname})
Business deal: 40% for you - {email}
""", """
DRINGEND: Vertrauliches Geschäftsangebot - {money}
Proposition d'affaire urgente et confidentielle
Propuesta de negocio urgente - herencia de {money}
Proposta d'affari riservata - {money}
Proposta de negócio urgente - herança
Срочное деловое предложение - наследство
Acil iş teklifi - miras {money}
عرض عمل عاجل وسري - ميراث
""", "URGENT|CONFIDENTIAL|beneficiary|funds|inheritance|transfer|next of kin")

fam("job_scam", GJ_GEN + P("misc.jobs.offered|alt.business.home|biz.jobs.offered"), """
Work from home - earn ${mid}/day - no experience needed
Mystery shoppers wanted in {city} - ${small} per assignment
Data entry jobs - part time - paid weekly
Easy money! Just {small1} hours a day from your phone
Hiring: package reshipping coordinator - remote
Like YouTube videos and get paid ${small} each - {tg}
Amazon review tasks - earn commission daily
Be your own boss - join my team - {dom}
Payment processing agent needed - keep 10%
Online typing job {mid}$/week - apply {email}
Students! Earn extra cash - flexible hours {dom}
Stay-at-home moms earning ${big}/month - find out how
Looking for 5 serious people - financial freedom
""", """
Heimarbeit - {mid} EUR pro Tag verdienen - {dom}
Travail à domicile - gagnez {mid} € par jour
Trabajo desde casa - gana {mid} € diarios
Lavoro da casa - guadagna {mid} € al giorno
Thuiswerk - verdien {mid} euro per dag
Trabalhe em casa e ganhe R$ {mid} por dia
Praca zdalna - zarabiaj {mid} zł dziennie
Работа на дому - доход от {mid} руб в день {tg}
兼职 在家赚钱 日结 {mid} 元 {tg}
在宅ワーク 日給{mid}円 {dom}
Evden çalışma - günlük {mid} TL kazanç
Kerja online dari rumah - gaji harian {phone}
Việc làm online tại nhà - thu nhập {mid}k/ngày
""", "work from home|earn|$$$|hiring|easy money|remote|cash|weekly pay")

fam("loan_debt", GJ_GEN + P("misc.consumers|alt.business"), """
Fast loans approved in 1 hour - bad credit OK - {dom}
Payday loan up to ${mid} - no credit check
Consolidate your debt - cut payments by 50%
Student loan forgiveness - you may qualify - {phone}
Refinance now - rates from {small1}.{small1}% APR
Need cash today? {dom}
Credit repair: remove negative items in 30 days
Private lender offering loans at 2% interest - {email}
Car title loans - keep driving your car - {phone}
Mortgage rates hit record low - get quote {dom}
Tax debt relief program - settle for pennies
Business funding up to ${big} - no collateral
""", """
Kredit ohne Schufa - sofort Auszahlung - {dom}
Crédit rapide sans justificatif - {dom}
Préstamo rápido sin aval - {phone}
Prestiti veloci anche a cattivi pagatori
Lening zonder BKR toetsing - {dom}
Empréstimo rápido para negativado - {phone}
Pożyczka bez BIK - szybko - {dom}
Займ на карту без отказа - {dom}
Pinjaman online cepat cair - {phone}
""", "loan|credit|approved|cash|debt|fast|no credit check")

fam("counterfeit_docs", GJ_GEN + GJ_TEXT, """
Buy real passports, driver licenses, ID cards - {email}
Registered IELTS / TOEFL certificates without exam
Fake diplomas and degrees - any university - {dom}
Counterfeit banknotes €/$/£ - undetectable - {tg}
Novelty ID cards - scannable - all states - {dom}
Residence permits, visas, SSN - fast - {email}
Buy verified bank statements and utility bills
Clone cards / dumps with pin - {tg}
CVV fullz fresh daily - {tg}
Second citizenship docs - {country} - contact {email}
Prop money 1:1 - {dom}
Original certificates (ISO, CE) - no audit - {dom}
""", """
Führerschein kaufen ohne Prüfung - {dom}
Acheter permis de conduire sans examen - {email}
Comprar carnet de conducir sin examen - {email}
Patente di guida in vendita - {email}
Купить диплом о высшем образовании - {dom}
Купить права без экзамена - {tg}
办证 毕业证 驾驶证 {phone}
Ehliyet satılır sınavsız - {phone}
""", "passport|ID|diploma|license|documents|undetectable|SSN")

fam("religious_flood", GJ_REL, """
JESUS IS COMING SOON - REPENT NOW
John 3:16 - For God so loved the world...
The end times are here - read {book} {chv}
Are you saved? Eternal life is a free gift
ALLAH IS THE ONE TRUE GOD - learn about Islam
The Rapture: {date} - are you ready?
Hell is real - {num000} die every day without Christ
God loves YOU - pray the sinner's prayer today
The truth about the last days - {book} {chv}
Read the Book of Mormon free - {dom}
THE BEAST 666 IS HERE - microchip = mark
Hare Krishna Hare Krishna Krishna Krishna Hare Hare
Salvation is near. Turn from sin. {book} {chv}
Sermon of the day: {sermon}
""", """
JESUS LIEBT DICH - kehre um!
Dieu t'aime - repens-toi avant qu'il soit trop tard
Jesús viene pronto - arrepiéntete
Gesù ti ama - convertiti ora
Jesus te ama - aceite Jesus hoje
Иисус любит тебя - покайся
Jezus cię kocha - nawróć się
لا إله إلا الله محمد رسول الله
信耶稣得永生 末日近了
Yesus mengasihimu - bertobatlah
""", "JESUS|REPENT|GOD|salvation|amen|saved|prayer")

fam("political_conspiracy", GJ_POL, """
WAKE UP SHEEPLE - {consp}
The TRUTH about {consp} they don't want you to know
{pol} is a traitor - impeach now!!!
Chemtrails are poisoning us - look up!
Election was STOLEN - proof inside
New World Order exposed - {num} facts
5G towers cause {disease} - spread the word
The moon landing was faked - here's the evidence
{pol} secret documents leaked!!!
Vaccines contain microchips - share before deleted
Flat earth: the horizon never curves
Globalists want to control the food supply
Ban {topic} now! Sign the petition
Deep state running the country - wake up America
The banks caused {event} - {pol} knew everything
""", """
WACHT AUF! Die Wahrheit über {consp}
Réveillez-vous ! La vérité sur {consp}
¡Despierten! La verdad sobre {consp}
Svegliatevi! La verità su {consp}
Wordt wakker! De waarheid over {consp}
Acordem! A verdade sobre {consp}
Obudźcie się! Prawda o {consp}
Проснитесь! Правда о {consp}
Uyanın! {consp} hakkındaki gerçek
真相: {consp} 转发让更多人知道
""", "TRUTH|WAKE UP|EXPOSED|sheeple|NWO|deep state|share")


# ------------------------------------------------------ junk families (part 3)
fam("chatter", GJ_CHAT, """
anyone else having problems with {provider} today?
Re: is this group dead?
Re: Re: where are all the posts??
lol what happened to the regulars
Hi all, new here, how does this work?
Re: thanks for the posts (OT)
Merry Christmas everyone!
OT: best pizza in {city}?
Re: what newsreader are you guys using
my cat just sat on the keyboard
good morning from {city}
who remembers the old days of this group
Re: OT - weather
bored at work, anyone around?
Re: Re: Re: OT: that thread from yesterday
happy new year to all posters
does anyone still read this?
Re: {client} or {client}? which one
OT: my {num} year anniversary on usenet
""", """
Hallo zusammen, ist hier noch jemand?
Re: Frohe Weihnachten an alle
Bonjour à tous, quelqu'un est là ?
Hola a todos, ¿alguien sigue aquí?
Ciao a tutti, c'è ancora qualcuno?
Hoi allemaal, is deze groep nog actief?
Olá pessoal, alguém aí?
Cześć wszystkim, ktoś tu jeszcze jest?
Всем привет, кто-нибудь тут есть?
Merhaba arkadaşlar, burada kimse var mı?
大家好 还有人吗
こんにちは、まだ誰かいますか
""", "OT|lol|anyone|hello|thanks|Re:")

fam("request_posted", GJ_MOV + P("alt.binaries.sounds.mp3|alt.binaries.sounds.lossless|alt.binaries.e-book|alt.binaries.games|alt.binaries.teevee|alt.binaries.multimedia"), """
REQ: {film_r} 1080p please
[REQ] {artist_album} FLAC
Request: {series_r} season {s} complete
Looking for {film_r} with english subs
REQ - anyone have {artist_album} in lossless?
Can someone repost {series_r} S0{s}E0{e}? pars missing
req: {game_retro} (PAL) anyone?
REQUEST: {artist_album} - the original pressing
wanted: {film_r} DVD9 untouched
Please fill: {artist_album}
Req: any Dutch subs for {film_r}?
Re: REQ {film_r} - still looking
""", """
Suche: {film_r} German
Recherche {film_r} en VF svp
Busco {film_r} en castellano
Cerco {film_r} in italiano
Zoek: {film_r} met NL subs
Procuro {film_r} legendado
Szukam {film_r} z napisami PL
Ищу {film_r} в хорошем качестве
""", "REQ|request|please|wanted|anyone|fill")

fam("flame_troll", GJ_FLAME, """
{nick} is a leech and a loser
Re: stop posting this crap
you're all idiots
Re: {nick} = troll, killfile him
this group is full of morons
LEARN TO POST PROPERLY YOU NOOB
Re: Re: who asked you?
go back to {place} where you belong
Re: why do you even bother, loser
{nick} the spammer strikes again
stop crossposting you moron
Re: your mother
Nobody cares about your stupid reposts
Re: lol get a life {nick}
""", """
Re: {nick} du Vollidiot
Re: t'es vraiment un abruti
Re: eres un idiota
Re: sei un cretino
Re: wat een sukkel ben jij
Re: você é um idiota
Re: ty idioto
Re: ты дебил
Re: sen tam bir aptalsın
Re: 你是个白痴
""", "idiot|loser|troll|moron|noob|plonk|killfile")

fam("test_post", GJ_TEXT + P("alt.binaries.boneless|alt.binaries.misc"), """
test
test please ignore
Test {num}
testing 1 2 3
test - do not download
ignore: test post from {client}
test yEnc encoding {num}
Test message
tst
test again sorry
does this work?
test of new server {date}
TEST TEST TEST
checking headers, ignore
Posting test - {client} {ver}
test.txt
""", """
Test - bitte ignorieren
test - merci d'ignorer
prueba - ignorar
prova - ignorare
test - negeren aub
teste - ignorar
тест - не обращайте внимания
テスト
测试
deneme
tes - abaikan
thử nghiệm
""", "test|ignore|testing|tst")

fam("bot_flood", GJ_GEN + GJ_TEXT, """
Auto-post #{num6} [{hex8}]
[BOT] daily digest for {group} - {date}
Cron <root@{host}> /usr/local/bin/post.sh
keepalive {num6} {hex8}
AUTO-REPLY: Out of office until {date}
Undeliverable: Re: {headline}
Returned mail: see transcript for details
Mail Delivery Subsystem - failure notice ({hex8})
heartbeat seq={num6} node={host}
[{hex8}] {hex8} {hex8} {hex8}
Automatic digest: {num} new articles in {group}
watchdog alive {datetime}
Daily statistics for {group}: {num3} articles, {num} posters
[RSS] {headline}
[feed] {headline} - {datetime}
spam-trap hit {num6} from {host}
FLOOD-{num6}-{hex8}
Re: Re: Re: Re: Re: Re: Re: Re: {headline}
ping {hex16}
nntp-bot v{ver} status: OK ({datetime})
""", """
Automatische Antwort: Abwesenheitsnotiz
Réponse automatique : absent du bureau
Respuesta automática: fuera de la oficina
Risposta automatica: fuori ufficio
Automatisch antwoord: afwezig
Resposta automática: ausente
Автоответ: нахожусь в отпуске
自动回复: 我已收到您的邮件
自動応答: 不在通知
Otomatik yanıt: ofis dışında
""", "bot|auto|digest|ping|status|feed")

for _n in ["keyboard_mash", "word_salad", "encoding_garbage", "noise_symbols"]:
    JF[_n] = {"g": GJ_GEN + GJ_TEXT + GJ_CHAT, "en": [], "fx": []}
KW["keyboard_mash"] = P("asdf|qwerty|jkl|zxcv|hjkl")
KW["word_salad"] = P("random|words|salad|mixed|nonsense")
KW["encoding_garbage"] = P("Ã©|â€™|=?UTF-8?|�|Ð")
KW["noise_symbols"] = P("***|!!!|???|~~~|###")

ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "qsdfghjklm", "wxcvbn"]
ROWS_FX = ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю", "ğüşiöç", "ñlkjhgfdsa", "qwertzuiopü", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ضصثقفغعهخحج"]


def g_mash():
    fx = p(0.15)
    rows = ROWS_FX if fx else ROWS
    parts = []
    for _ in range(ri(1, 4)):
        row = ch(rows)
        m = ri(0, 5)
        if m == 0:
            i = ri(0, len(row) - 3)
            seg = row[i:ri(i + 2, len(row))]
        elif m == 1:
            seg = ch(row) * ri(4, 12)
        elif m == 2:
            i = ri(0, len(row) - 3)
            seg = row[i:i + ri(2, 3)] * ri(2, 5)
        elif m == 3:
            seg = "".join(ch(row) for _ in range(ri(4, 12)))
        elif m == 4:
            seg = row[::-1][:ri(3, len(row))]
        else:
            seg = "".join(ch(row) for _ in range(ri(3, 7))) + ch(["", ";", "'", ",", "/", "!"])
        parts.append(seg)
    s = ch(["", " ", " ", ";", " ", "  "]).join(parts)
    if p(0.2):
        s = s.upper()
    return s


WORDS = P("""ingredient|bellwether|crocus|manifold|upstart|lantern|quiver|cobalt|harbor|mosaic|tundra|velvet|pendulum
orchard|ferment|gristle|ballast|sundial|paprika|alibi|tangent|marmalade|fjord|gossamer|hinge|ledger|nougat|oblong
parsnip|quorum|rubric|saddle|thimble|umber|vortex|walrus|yodel|zephyr|anchovy|bramble|cinder|dapple|ember|foible
gable|hubbub|inkwell|jostle|kettle|lilac|mongrel|nimbus|osprey|pickle|quagmire|rampart|scallop|trellis|unicorn
vestibule|wicker|yardstick|zither|abacus|bonfire|cactus|dormant|elbow|fathom|gazebo|hemlock|igloo|jasmine|kiosk
lullaby|mackerel|nectar|obelisk|pumice|quartz|radish|sprocket|turnip|utensil|vinegar|wombat|xylophone|yeoman
algebra|barnacle|cathedral|dynamo|eclipse|filament|granite|hazelnut|isotope|juniper|kaleidoscope|labyrinth
meridian|nostalgia|octagon|porcupine|quibble|reservoir|silhouette|tarragon|undertow|verdict|whistle|blue|run
quietly|seven|under|beside|happily|perhaps|although|strange|green|fourteen|itself|against|slowly|enormous""")
WORDS_FX = P("""Fensterbank|Kühlschrank|Eichhörnchen|Regenschirm|Bahnhof|fromage|parapluie|grenouille|bibliothèque
mañana|ventana|zapato|murciélago|biblioteca|finestra|cucchiaio|farfalla|formaggio|fiets|boterham|schildpad
paraplu|janela|sapato|borboleta|chuva|krzesło|jabłko|parasol|żółw|окно|стол|молоко|черепаха|зонтик|pencere
kaplumbağa|şemsiye|elma|jendela|payung|kura-kura|cửa sổ|con rùa|cái ô|窗户|乌龟|雨伞|牛奶|窓|亀|傘|牛乳|نافذة|سلحفاة""")


def g_salad():
    fx = p(0.15)
    pool = WORDS_FX if fx else WORDS
    n = ri(3, 10)
    ws = [ch(pool) for _ in range(n)]
    m = ri(0, 4)
    if m == 0:
        return " ".join(ws)
    if m == 1:
        return " ".join(ws).capitalize() + ch([".", "", "?", "!"])
    if m == 2:
        return " ".join(w.capitalize() for w in ws)
    if m == 3:
        return ", ".join(ws)
    return " ".join(ws[:n // 2]) + " - " + " ".join(ws[n // 2:])


GARB_SRC = P("""Café crème für Sie|Grüße aus München|Ça va très bien, merci|Señor Niño, feliz año|Привет, как дела?
こんにちは世界|Überraschung für dich|Bonne année à tous|Rückfrage zum Thema Übertragung|Ελληνικά γράμματα
Dziękuję bardzo za pomoc|Türkçe karakter sorunu|Tiếng Việt có dấu|中文测试 乱码|日本語のテスト
Ñandú über Düsseldorf|Smörgåsbord på fredag|Größe und Gewicht prüfen|Déjà vu à l'hôtel|Ação de graças
Новости дня|Sprachkurs für Anfänger|Fiancée naïve à Noël|Ølbrygging på Færøerne""")


def _qp(b):
    out = []
    for x in b:
        c = chr(x)
        if x < 128 and c.isalnum():
            out.append(c)
        elif c == " ":
            out.append("_")
        else:
            out.append("=%02X" % x)
    return "".join(out)


def g_garbage():
    s = ch(GARB_SRC)
    m = ri(0, 8)
    if m == 0:
        return s.encode("utf-8").decode("cp1252", errors="replace")
    if m == 1:
        t = s.encode("utf-8").decode("cp1252", errors="replace")
        return t.encode("utf-8").decode("cp1252", errors="replace")
    if m == 2:
        for enc in ["cp1251", "shift_jis", "gbk", "cp1253", "cp1254", "cp1258", "latin-1"]:
            try:
                b = s.encode(enc)
                break
            except UnicodeEncodeError:
                continue
        else:
            b = s.encode("utf-8")
        return b.decode("cp1252", errors="replace")
    if m == 3:
        b64 = base64.b64encode(s.encode("utf-8")).decode()
        if p(0.5):
            b64 = b64[: ri(6, max(7, len(b64) - 2))]
        return "=?UTF-8?B?" + b64 + ("?=" if p(0.6) else "")
    if m == 4:
        return "=?" + ch(["iso-8859-1", "utf-8", "windows-1252", "ISO-8859-15"]) + "?Q?" + _qp(s.encode("utf-8")) + "?="
    if m == 5:
        return "".join(c if ord(c) < 128 else "?" for c in s)
    if m == 6:
        return "".join(c if ord(c) < 128 else "&#%d;" % ord(c) for c in s)
    if m == 7:
        return s.encode("utf-8").decode("mac_roman")
    return "".join(c if ord(c) < 128 else "\ufffd" * ri(1, 2) for c in s)


SYMS = P("~|.|!|?|-|*|#|=|+|_|<>|><|^|%|$|@|&|¤|§|°|•|·|×|÷|¦|░|▒|▓|█|■|□|●|○|◆|◇|★|☆|♥|♦|♣|♠|♪|♫|☺|☻|→|←|↑|↓|∞|≈|≠|¿|¡|«|»|†|‡|‰|ღ|☼")
SYMS_FX = P("。|・|〜|※|〃|〓|◎|、|…|【】|『』|〒")
ARTS = ["°º¤ø,¸¸,ø¤º°`°º¤ø,¸", ".:.:.:.:.:.", "-=-=-=-=-", "(-)(-)(-)", "[...]", "<><><><>", "/\\/\\/\\/\\", "|||||||||", "+-+-+-+-+", "o0o0o0o0", "*~*~*~*~*", "=^..^=", "._.-._.-._."]


def g_noise():
    fx = p(0.12)
    pool = SYMS_FX if fx else SYMS
    m = ri(0, 5)
    if m == 0:
        return ch(pool) * ri(3, 25)
    if m == 1:
        a, b = ch(pool), ch(pool)
        return (a + b) * ri(2, 10)
    if m == 2:
        return ch(ARTS) * ri(1, 3)
    if m == 3:
        return "".join(ch(pool) for _ in range(ri(4, 20)))
    if m == 4:
        return " ".join(ch(pool) * ri(1, 4) for _ in range(ri(2, 7)))
    return ch(pool) * ri(2, 6) + " " + ch(ARTS) + " " + ch(pool) * ri(2, 6)


JGEN = {"keyboard_mash": g_mash, "word_salad": g_salad, "encoding_garbage": g_garbage, "noise_symbols": g_noise}


def make_junk(name):
    spec = JF[name]
    CUR["fam"] = name
    if name in JGEN:
        title = JGEN[name]()
    else:
        pool = spec["fx"] if (spec["fx"] and p(0.15)) else spec["en"]
        title = fill(ch(pool))
    if p(0.30):
        title = evade(title, name)
    return tidy(title), ch(spec["g"])


# ================================================================ legit pools
G_TV = P("alt.binaries.teevee|alt.binaries.tv|alt.binaries.hdtv|alt.binaries.hdtv.x264|alt.binaries.multimedia|alt.binaries.tvseries|alt.binaries.town|alt.binaries.boneless|alt.binaries.misc")
G_FILM = P("alt.binaries.moovee|alt.binaries.movies|alt.binaries.movies.divx|alt.binaries.movies.xvid|alt.binaries.x264|alt.binaries.hdtv.x264|alt.binaries.dvd|alt.binaries.blu-ray|alt.binaries.town|alt.binaries.dvdr")
G_ANIME = P("alt.binaries.anime|alt.binaries.multimedia.anime|alt.binaries.multimedia.anime.highspeed|alt.binaries.multimedia.anime.repost|alt.binaries.anime.repost")
G_MUSIC = P("alt.binaries.sounds.mp3|alt.binaries.sounds.mp3.complete_cd|alt.binaries.mp3|alt.binaries.mp3.full_albums|alt.binaries.sounds.lossless|alt.binaries.sounds.flac|alt.binaries.music.flac")
G_AUDIOBOOK = P("alt.binaries.audiobooks|alt.binaries.sounds.audiobooks|alt.binaries.sounds.audiobooks.repost|alt.binaries.mp3.audiobooks")
G_EBOOK = P("alt.binaries.e-book|alt.binaries.e-book.flood|alt.binaries.ebook")
G_COMIC = P("alt.binaries.comics.dcp|alt.binaries.pictures.comics.dcp|alt.binaries.pictures.comics.0day|alt.binaries.comics|alt.binaries.pictures.comics.complete|alt.binaries.pictures.comics.repost|alt.binaries.manga")
G_MAG = P("alt.binaries.e-book.magazines|alt.binaries.mags|alt.binaries.magazines|alt.binaries.e-book|alt.binaries.ebook")
G_SOFT = P("alt.binaries.warez|alt.binaries.cores|alt.binaries.warez.ibm-pc|alt.binaries.mac|alt.binaries.apps|alt.binaries.cd.image|alt.binaries.warez.0-day|alt.binaries.linux")
G_GAME = P("alt.binaries.games|alt.binaries.cd.image|alt.binaries.games.xbox360|alt.binaries.console.ps3|alt.binaries.games.nintendo.switch|alt.binaries.cd.image.ps2|alt.binaries.emulators.nintendo|alt.binaries.warez.ibm-pc.games|alt.binaries.games.wii")
G_LINUX = P("alt.binaries.cd.image.linux|alt.binaries.linux|alt.binaries.iso|alt.binaries.cd.image|alt.binaries.misc|alt.binaries.boneless")
G_COURSE = P("alt.binaries.tutorials|alt.binaries.education|alt.binaries.cbt|alt.binaries.e-learning|alt.binaries.cores|alt.binaries.misc")
G_DOC = P("alt.binaries.documentaries|alt.binaries.multimedia.documentaries|alt.binaries.teevee|alt.binaries.hdtv.x264|alt.binaries.movies|alt.binaries.multimedia")
G_SPORTS = P("alt.binaries.multimedia.sports|alt.binaries.sports|alt.binaries.teevee|alt.binaries.hdtv.x264|alt.binaries.multimedia.sports.hd")
G_RADIO = P("alt.binaries.sounds.radio.bbc|alt.binaries.sounds.radio.misc|alt.binaries.sounds.radio.oldtime|alt.binaries.sounds.radio.british|alt.binaries.sounds.mp3.comedy|alt.binaries.podcasts|alt.binaries.sounds.mp3.djmixes")
G_IMG = P("alt.binaries.pictures.wallpaper|alt.binaries.pictures.nature|alt.binaries.pictures.cars|alt.binaries.pictures.aviation|alt.binaries.pictures.astro|alt.binaries.pictures.trains|alt.binaries.pictures.misc|alt.binaries.fonts|alt.binaries.pictures.maps|alt.binaries.pictures.photography")
G_OBF = P("alt.binaries.boneless|alt.binaries.misc|alt.binaries.mom|alt.binaries.bloaf|alt.binaries.frogs|alt.binaries.etc|alt.binaries.cores|alt.binaries.ath|alt.binaries.u-4all|alt.binaries.b4e|alt.binaries.x|alt.binaries.kleverig|alt.binaries.usenet-space-cowboys")

TV_SHOWS = P("""Breaking Bad|Better Call Saul|The Office US|Parks and Recreation|Game of Thrones|The Expanse|Doctor Who|Top Gear
The Grand Tour|Stranger Things|The Mandalorian|Succession|The Crown|Peaky Blinders|Line of Duty|Sherlock|Fargo
True Detective|Westworld|The Boys|Severance|Ted Lasso|Yellowstone|Ozark|Mindhunter|The Wire|Dexter|Lost|Futurama
The Simpsons|South Park|Family Guy|Bobs Burgers|Brooklyn Nine-Nine|Its Always Sunny in Philadelphia|Curb Your Enthusiasm
Taskmaster|QI|Would I Lie to You|Grand Designs|MasterChef Australia|The Great British Bake Off|Survivor|Vera
Midsomer Murders|Shetland|Death in Paradise|NCIS|Criminal Minds|Greys Anatomy|Chicago Fire|Law and Order SVU
The Walking Dead|House of the Dragon|Slow Horses|Andor|Reacher|The Bear|Only Murders in the Building|Bluey
Star Trek Strange New Worlds|Resident Alien|Ghosts US|Shameless US|What We Do in the Shadows|Abbott Elementary
Tatort|Der Alte|Dark|Borgen|The Bridge|Spiral|Gomorrah|Babylon Berlin|Harbor Lights|Mythic Quest|Shrinking
Hacks|Barry|Atlanta|Reservation Dogs|For All Mankind|Silo|Foundation|The Last of Us|Blue Bloods|Ghosts""")
DAILY_SHOWS = P("The Daily Show|Jimmy Kimmel Live|The Late Show with Stephen Colbert|Late Night with Seth Meyers|The Tonight Show Starring Jimmy Fallon|Real Time with Bill Maher|Conan|Jeopardy|The Late Late Show with James Corden|Have I Got News for You")
GUESTS = P("Tom Hanks|Zendaya|Keanu Reeves|Emma Stone|Ryan Gosling|Sandra Oh|Pedro Pascal|Florence Pugh|Bill Burr|Ali Wong|Jon Hamm|Viola Davis|Paul Rudd|Cate Blanchett|Idris Elba|Mark Rylance|Tilda Swinton|John Mulaney")
EP_TITLES = P("""Pilot|The Reckoning|Homecoming|Old Wounds|The Long Night|Crossroads|Fallout|Blood Ties|Echoes|Lost and Found
Point of No Return|Exit Strategy|Smoke and Mirrors|The Visitor|Endgame|Part One|Part Two|Chapter Seven|Black Water
The Quiet Room|Northern Lights|Ashes|Cold Open|The Last Supper|Deep Cover|Brave New World|Reunion|Ties That Bind
Winter Is Here|No Way Out|The Signal|Full Circle|Burn Notice|Second Chances|Into the Woods|Dead Reckoning""")
TV_Q = P("720p.HDTV.x264|1080p.HDTV.x264|HDTV.x264|720p.WEB.h264|1080p.WEB.H264|2160p.WEB.H265|720p.WEB.x264|HDTV.XviD|1080p.BluRay.x264|720p.BluRay.x264|DVDRip.x264|480p.x264|1080p.WEB.h264|720p.HDTV.x265")
TV_TAGS = P("PROPER|REPACK|iNTERNAL|REAL|DUBBED|SUBBED|READNFO|RERIP|WS|DIRFIX|NFOFIX|UNCENSORED")
TV_GRPS = P("""DIMENSION|LOL|KILLERS|FLEET|SVA|AVS|BATV|CAKES|GGEZ|GGWP|TEPES|SiGMA|ION10|MiNX|BAE|SKGTV|FoV|ORGANiC
DEADPOOL|PHOENiX|MTB|TBS|0TV|ASAP|IMMERSE|CRiMSON|RTN|BiA|DHD|KOGi|PLUTONiUM|REWARD|DEMAND|CRAVERS|BRISK
JETSET|MORiTZ|NGP|QPEL|XOR|FQM|ROFL|C4TV|HYPE|TLA|RiVER|POKE|WaLMaRT|SYNCOPY|NOTV|2HD|FEVER|SAiNTS""")
DE_GRPS = P("WvF|TVS|TVP|GDR|iNTENTiON|SAUERKRAUT|VoDTv|EiSBiSS|AIDA|SOF|MGE|DUBBiTO|idTV|4SJ|TMSF|RWP|ZZGtv")
P2P_TV = P("NTb|NTG|FLUX|KiNGS|TOMMY|CMRG|EDITH|SMURF|MZABI|playWEB|HONE|GLHF|BLOOM|SuccessfulCrab|NOSiViD|RAWR|ETHEL|dB|KHN|SiC|Cinefeel|TrollHD|BTW|ViSUM|QOQ")

FILMS = [("The Godfather", 1972), ("Heat", 1995), ("Blade Runner", 1982), ("Alien", 1979), ("Aliens", 1986),
         ("Jaws", 1975), ("Casablanca", 1942), ("Vertigo", 1958), ("Rear Window", 1954), ("Mad Max Fury Road", 2015),
         ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Zodiac", 2007), ("Se7en", 1995),
         ("Fight Club", 1999), ("The Matrix", 1999), ("Inception", 2010), ("Interstellar", 2014), ("Arrival", 2016),
         ("Sicario", 2015), ("Prisoners", 2013), ("Gravity", 2013), ("Drive", 2011), ("Nightcrawler", 2014),
         ("Whiplash", 2014), ("Parasite", 2019), ("Oldboy", 2003), ("The Thing", 1982), ("The Shining", 1980),
         ("Ronin", 1998), ("Collateral", 2004), ("Memento", 2000), ("Gattaca", 1997), ("Dark City", 1998),
         ("Brazil", 1985), ("Twelve Monkeys", 1995), ("The Big Lebowski", 1998), ("Moon", 2009), ("Ex Machina", 2014),
         ("Annihilation", 2018), ("Hereditary", 2018), ("Midsommar", 2019), ("The Witch", 2015), ("Get Out", 2017),
         ("Knives Out", 2019), ("Dune", 2021), ("Oppenheimer", 2023), ("Everything Everywhere All at Once", 2022),
         ("The Banshees of Inisherin", 2022), ("Past Lives", 2023), ("Anatomy of a Fall", 2023), ("Top Gun Maverick", 2022),
         ("John Wick Chapter 4", 2023), ("The Northman", 2022), ("Nope", 2022), ("Skyfall", 2012), ("Goodfellas", 1990),
         ("Taxi Driver", 1976), ("Apocalypse Now", 1979), ("Chinatown", 1974), ("Paris Texas", 1984), ("Stalker", 1979),
         ("La Haine", 1995), ("Trainspotting", 1996), ("Snatch", 2000), ("Hot Fuzz", 2007), ("Shaun of the Dead", 2004),
         ("In Bruges", 2008), ("The Departed", 2006), ("Children of Men", 2006), ("Edge of Tomorrow", 2014),
         ("Predator", 1987), ("RoboCop", 1987), ("Total Recall", 1990), ("Terminator 2 Judgment Day", 1991),
         ("Back to the Future", 1985), ("Ghostbusters", 1984), ("Die Hard", 1988), ("The Princess Bride", 1987),
         ("Jurassic Park", 1993), ("Groundhog Day", 1993), ("Pulp Fiction", 1994), ("Reservoir Dogs", 1992),
         ("Jackie Brown", 1997), ("Leon The Professional", 1994), ("The Fifth Element", 1997), ("Paddington 2", 2017),
         ("Amelie", 2001), ("Lost in Translation", 2003), ("Eternal Sunshine of the Spotless Mind", 2004),
         ("The Prestige", 2006), ("Hell or High Water", 2016), ("Wind River", 2017), ("Blade Runner 2049", 2017),
         ("Dunkirk", 2017), ("The Revenant", 2015), ("Rushmore", 1998), ("The Grand Budapest Hotel", 2014),
         ("Fantastic Mr Fox", 2009), ("The Iron Giant", 1999), ("Das Boot", 1981), ("Run Lola Run", 1998)]
FILM_SCENE_GRPS = P("""SPARKS|DiAMOND|AMIABLE|GECKOS|DRONES|ROVERS|BLOW|CiNEFiLE|SiNNERS|DEFLATE|PSYCHD|VETO|PiGNUS|USURY
UNVEiL|DEPTH|TWiZTED|HAiKU|WiSDOM|MELiTE|REFiNED|BiPOLAR|CADAVER|SECTOR7|FiCO|NODLABS|CONDITION|KLAXXON|FxM
NeDiVx|DMT|iMBT|VoMiT|TARGET|SAPHiRE|DoNE|ARROW|LPD|BRMP|EXViD|ESPiSE|aAF|HALCYON|CHRONiCLE|SURCODE|FRAGMENT|VALiS""")
OLD_FILM_GRPS = P("DiAMOND|FxM|KLAXXON|NeDiVx|DMT|iMBT|VoMiT|TARGET|SAPHiRE|DoNE|ARROW|LPD|BRMP|EXViD|ESPiSE|aAF|CRiTiCAL|MAXSPEED")
DE_FILM_GRPS = P("EXQUiSiTE|ROCKEFELLER|SAVASTANOS|DETAiLS|GOREHOUNDS|UNiVERSUM|CiNEMA|HDCHiNA|EPHEMERiD|TSCC|PRD|SPiCY")
P2P_FILM = P("FGT|EVO|CtrlHD|DON|EbP|HiFi|NTb|TayTO|decibeL|ESiR|CHD|ZQ|D-Z0N3|BMF|SA89|FraMeSToR|EPSiLON|BHDStudio|iFT|HDMaNiAcS|Geek|LoRD|NCmt|WiKi|CRiSC|SbR|VietHD|RARBG")

ANIME = P("""Shingeki no Kyojin|Kimetsu no Yaiba|Jujutsu Kaisen|Spy x Family|Chainsaw Man|Sousou no Frieren|Bocchi the Rock!
Mob Psycho 100|One Punch Man|Boku no Hero Academia|Vinland Saga|Made in Abyss|Oshi no Ko|Kaguya-sama wa Kokurasetai
Dungeon Meshi|Yuru Camp|Mushoku Tensei|Re Zero kara Hajimeru Isekai Seikatsu|Steins Gate|Cowboy Bebop
Neon Genesis Evangelion|Fullmetal Alchemist Brotherhood|Haikyuu!!|Hunter x Hunter (2011)|Kusuriya no Hitorigoto
Tengoku Daimakyou|Blue Lock|Dr. Stone|Tensei shitara Slime Datta Ken|Dandadan|Kaiju No. 8|Ousama Ranking
Cyberpunk Edgerunners|Mahou Shoujo Madoka Magica|Monogatari Series|Hibike! Euphonium|K-On!|Clannad After Story
Toradora!|Natsume Yuujinchou|Mushishi|Kino no Tabi|Gintama|One Piece|Detective Conan|Naruto Shippuuden|Bleach""")
FANSUBS = P("SubsPlease|HorribleSubs|Erai-raws|Commie|GJM|Coalgirls|Doki|gg|UTW|Kametsu|Judas|ASW|EMBER|Vodes|Beatrice-Raws|Moozzi2|Reinforce|Nep_Blanc|Kaleido-subs|Chihiro|FFF|Underwater|Mazui|DameDesuYo|Asenshi|Anime Time|Cleo|Yameii|Tsundere-Raws|SallySubs|Golumpa|Ohys-Raws|Leopard-Raws|NC-Raws")

ALBUMS = [("Radiohead", "OK Computer", 1997), ("Radiohead", "Kid A", 2000), ("Pink Floyd", "The Dark Side of the Moon", 1973),
          ("Pink Floyd", "Wish You Were Here", 1975), ("Miles Davis", "Kind of Blue", 1959), ("Nirvana", "Nevermind", 1991),
          ("Portishead", "Dummy", 1994), ("Massive Attack", "Mezzanine", 1998), ("Daft Punk", "Discovery", 2001),
          ("Boards of Canada", "Music Has the Right to Children", 1998), ("Aphex Twin", "Selected Ambient Works 85-92", 1992),
          ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Beyonce", "Lemonade", 2016), ("Taylor Swift", "1989", 2014),
          ("Fleetwood Mac", "Rumours", 1977), ("The Beatles", "Abbey Road", 1969), ("David Bowie", "Blackstar", 2016),
          ("Bjork", "Homogenic", 1997), ("Arcade Fire", "Funeral", 2004), ("The National", "Boxer", 2007),
          ("Bon Iver", "For Emma, Forever Ago", 2007), ("LCD Soundsystem", "Sound of Silver", 2007), ("Tame Impala", "Currents", 2015),
          ("Metallica", "Master of Puppets", 1986), ("Iron Maiden", "Powerslave", 1984), ("Black Sabbath", "Paranoid", 1970),
          ("Joy Division", "Unknown Pleasures", 1979), ("The Cure", "Disintegration", 1989), ("Depeche Mode", "Violator", 1990),
          ("Kraftwerk", "Trans-Europe Express", 1977), ("Burial", "Untrue", 2007), ("Sade", "Love Deluxe", 1992),
          ("Amy Winehouse", "Back to Black", 2006), ("Adele", "21", 2011), ("Johnny Cash", "American IV The Man Comes Around", 2002),
          ("Bob Dylan", "Blood on the Tracks", 1975), ("Neil Young", "Harvest", 1972), ("Talking Heads", "Remain in Light", 1980),
          ("Stevie Wonder", "Songs in the Key of Life", 1976), ("Marvin Gaye", "What's Going On", 1971), ("Prince", "Purple Rain", 1984),
          ("Michael Jackson", "Thriller", 1982), ("Dire Straits", "Brothers in Arms", 1985), ("Queen", "A Night at the Opera", 1975),
          ("Rammstein", "Mutter", 2001), ("Sigur Ros", "Agaetis byrjun", 1999), ("Mogwai", "Young Team", 1997),
          ("Nick Cave and the Bad Seeds", "Skeleton Tree", 2016), ("PJ Harvey", "Let England Shake", 2011),
          ("Fontaines D.C.", "Skinty Fia", 2022), ("Billie Eilish", "Happier Than Ever", 2021), ("Olivia Rodrigo", "Sour", 2021),
          ("Dua Lipa", "Future Nostalgia", 2020), ("The Weeknd", "After Hours", 2020), ("Four Tet", "Three", 2024),
          ("Floating Points", "Promises", 2021), ("Khruangbin", "Mordechai", 2020), ("Idles", "Crawler", 2021),
          ("Gojira", "Fortitude", 2021), ("Ghost", "Impera", 2022), ("Opeth", "Blackwater Park", 2001), ("Mastodon", "Leviathan", 2004),
          ("Slowdive", "Souvlaki", 1993), ("My Bloody Valentine", "Loveless", 1991), ("Cocteau Twins", "Heaven or Las Vegas", 1990),
          ("Sonic Youth", "Daydream Nation", 1988), ("Pixies", "Doolittle", 1989), ("The Smiths", "The Queen Is Dead", 1986),
          ("Blur", "Parklife", 1994), ("Oasis", "Definitely Maybe", 1994), ("Pulp", "Different Class", 1995), ("Air", "Moon Safari", 1998),
          ("Moby", "Play", 1999), ("The Prodigy", "The Fat of the Land", 1997), ("The Chemical Brothers", "Dig Your Own Hole", 1997),
          ("Underworld", "Dubnobasswithmyheadman", 1994), ("Leftfield", "Leftism", 1995), ("Bonobo", "Migration", 2017),
          ("Nils Frahm", "Spaces", 2013), ("Max Richter", "Sleep", 2015), ("Arvo Part", "Tabula Rasa", 1984),
          ("Glenn Gould", "Bach The Goldberg Variations", 1981), ("John Coltrane", "A Love Supreme", 1965),
          ("Bill Evans Trio", "Sunday at the Village Vanguard", 1961), ("Herbie Hancock", "Head Hunters", 1973),
          ("Nina Simone", "Pastel Blues", 1965), ("Bob Marley and the Wailers", "Exodus", 1977), ("Fela Kuti", "Zombie", 1976),
          ("Buena Vista Social Club", "Buena Vista Social Club", 1997), ("Tinariwen", "Tassili", 2011)]
MUSIC_GRPS = P("""FATHEAD|NBFLAC|JLM|WRE|dL|YARD|AMOK|MOD|KOMA|PsyCZ|WUS|OMA|NoiR|ENRAGED|C4|DDS|SO|FWYH|RNS|EGO|UME|FiH
JUST|PMV|CMC|BF|ATM|HB|VOiCE|SPL|MAHOU|DGN|CaHeSo|ERP|LoKET|TiMES|wAx|DALI|BOSS|mwnd|D2H|AFO|NOiCE|PERFECT|gnvr|FRAY|ENRiCH""")
CAT_PFX = P("WARPCD|XLCD|CAD|STUMM|DOG|SP|NONE|BEC|ZENCD|HYPE|RT|EMI|UMC|DGC|WIGCD|PIAS|MRG|OLE|ECM|ROUGHCD|MUTE|NINJA|4AD|SUBPOP|MOSH|NB")
VA_COMPS = P("Ministry of Sound Clubbers Guide 2010|Hed Kandi Disco Heaven|Cafe del Mar Volumen 20|Now Thats What I Call Music 85|Kitsune Maison 9|Fabric 50|Back to Mine|Late Night Tales|Bravo Hits 100|Motown Gold|Pure Jazz Moods|The Ultimate Reggae Collection")
VENUES = P("Glastonbury|Wembley|Red Rocks|Montreux|Rock am Ring|Reading Festival|Roskilde|Pinkpop|Budokan|Royal Albert Hall|Paradiso|Fuji Rock")

BOOKS = [("Stephen King", "The Stand", 1978), ("Brandon Sanderson", "The Way of Kings", 2010), ("Andy Weir", "Project Hail Mary", 2021),
         ("Terry Pratchett", "Guards! Guards!", 1989), ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", 1979),
         ("Neil Gaiman", "American Gods", 2001), ("Frank Herbert", "Dune", 1965), ("George Orwell", "Nineteen Eighty-Four", 1949),
         ("Agatha Christie", "Murder on the Orient Express", 1934), ("J.R.R. Tolkien", "The Fellowship of the Ring", 1954),
         ("Patrick O'Brian", "Master and Commander", 1969), ("Lee Child", "Killing Floor", 1997), ("Michael Connelly", "The Black Echo", 1992),
         ("Dennis E. Taylor", "We Are Legion (We Are Bob)", 2016), ("Hilary Mantel", "Wolf Hall", 2009),
         ("Kazuo Ishiguro", "The Remains of the Day", 1989), ("Yuval Noah Harari", "Sapiens", 2011), ("Michelle Obama", "Becoming", 2018),
         ("Malcolm Gladwell", "Outliers", 2008), ("Walter Isaacson", "Steve Jobs", 2011), ("Robert A. Caro", "The Power Broker", 1974),
         ("Ursula K. Le Guin", "A Wizard of Earthsea", 1968), ("Iain M. Banks", "Consider Phlebas", 1987), ("Dan Simmons", "Hyperion", 1989),
         ("Joe Abercrombie", "The Blade Itself", 2006), ("Robin Hobb", "Assassin's Apprentice", 1995), ("Jim Butcher", "Storm Front", 2000),
         ("Matt Dinniman", "Dungeon Crawler Carl", 2020), ("Pierce Brown", "Red Rising", 2014), ("Martha Wells", "All Systems Red", 2017),
         ("Cormac McCarthy", "The Road", 2006), ("Donna Tartt", "The Secret History", 1992), ("Tana French", "In the Woods", 2007),
         ("Ken Follett", "The Pillars of the Earth", 1989), ("Bernard Cornwell", "The Last Kingdom", 2004),
         ("James S. A. Corey", "Leviathan Wakes", 2011), ("John le Carre", "Tinker Tailor Soldier Spy", 1974),
         ("Ann Leckie", "Ancillary Justice", 2013), ("Adrian Tchaikovsky", "Children of Time", 2015), ("N. K. Jemisin", "The Fifth Season", 2015),
         ("Sally Rooney", "Normal People", 2018), ("Richard Osman", "The Thursday Murder Club", 2020), ("Mary Beard", "SPQR", 2015),
         ("Bill Bryson", "A Short History of Nearly Everything", 2003), ("Oliver Sacks", "The Man Who Mistook His Wife for a Hat", 1985),
         ("Liu Cixin", "The Three-Body Problem", 2008), ("Haruki Murakami", "Kafka on the Shore", 2002), ("Umberto Eco", "The Name of the Rose", 1980)]
TECH_BOOKS = [("Mark Lutz", "Learning Python", "O'Reilly Media", "5th"), ("Martin Kleppmann", "Designing Data-Intensive Applications", "O'Reilly Media", "1st"),
              ("Brian W. Kernighan, Dennis M. Ritchie", "The C Programming Language", "Prentice Hall", "2nd"),
              ("Robert C. Martin", "Clean Code", "Prentice Hall", "1st"), ("Thomas H. Cormen et al.", "Introduction to Algorithms", "MIT Press", "3rd"),
              ("Harold Abelson, Gerald Jay Sussman", "Structure and Interpretation of Computer Programs", "MIT Press", "2nd"),
              ("Steve Klabnik, Carol Nichols", "The Rust Programming Language", "No Starch Press", "2nd"),
              ("Al Sweigart", "Automate the Boring Stuff with Python", "No Starch Press", "2nd"),
              ("Andrew S. Tanenbaum", "Modern Operating Systems", "Pearson", "4th"), ("W. Richard Stevens", "TCP/IP Illustrated, Volume 1", "Addison-Wesley", "2nd"),
              ("Aurelien Geron", "Hands-On Machine Learning with Scikit-Learn, Keras, and TensorFlow", "O'Reilly Media", "3rd"),
              ("Evi Nemeth et al.", "UNIX and Linux System Administration Handbook", "Addison-Wesley", "5th"),
              ("Luciano Ramalho", "Fluent Python", "O'Reilly Media", "2nd"), ("Joshua Bloch", "Effective Java", "Addison-Wesley", "3rd"),
              ("Samin Nosrat", "Salt, Fat, Acid, Heat", "Simon & Schuster", "1st"), ("Yotam Ottolenghi", "Ottolenghi Simple", "Ebury Press", "1st"),
              ("Marijn Haverbeke", "Eloquent JavaScript", "No Starch Press", "3rd"), ("Brendan Gregg", "Systems Performance", "Addison-Wesley", "2nd")]
NARRATORS = P("Ray Porter|Michael Kramer|Kate Reading|Stephen Fry|Jim Dale|Scott Brick|R.C. Bray|Jeff Hays|Steven Pacey|Simon Vance|Frank Muller|Tim Gerard Reynolds|Luke Daniels|Jefferson Mays|Julia Whelan|Rosamund Pike|Andy Serkis|Jeff Harding|Dick Hill|Derek Jacobi|Juliet Stevenson|Simon Prebble")
PUBLISHERS = P("Tor|Orbit|Del Rey|Gollancz|Vintage|HarperCollins|Penguin|Bantam|Picador|Faber & Faber|Ace|Hodder & Stoughton|Doubleday|Random House")

COMICS = P("""Batman|Detective Comics|Saga|Invincible|The Walking Dead|Monstress|Something is Killing the Children|Immortal Hulk
Daredevil|The Amazing Spider-Man|X-Men|Usagi Yojimbo|Hellboy|Paper Girls|The Sandman|Transmetropolitan|Fables|Y The Last Man
Black Hammer|Department of Truth|Nightwing|Swamp Thing|Saga of the Swamp Thing|East of West|Deadly Class|Descender|Locke and Key
The Wicked and the Divine|Criminal|Hawkeye|Doom Patrol|Ms. Marvel|Captain Britain|Judge Dredd|Mister Miracle|Criminal Macabre""")
COMIC_SCAN = P("Zone-Empire|Son of Ultron-Empire|Minutemen-Slayer|Glorith-HD|Oroboros-DCP|Pirate-Empire|The Last Kryptonian-DCP|Thornn-Empire|Mephisto-Empire|GreenGiant-DCP|Shan-Empire|Hourman-DCP|Bean-Empire|Minutemen-Midas|DR & Quinch-Empire|Kileko-Empire")
BD = P("Asterix|Tintin|Lucky Luke|Spirou et Fantasio|Blacksad|Thorgal|Largo Winch|XIII|Blake et Mortimer|Les Schtroumpfs|Gaston Lagaffe|Corto Maltese|Suske en Wiske|Lanfeust de Troy|Valerian et Laureline")
MANGA = P("One Piece|Berserk|Vagabond|Chainsaw Man|Akira|Oyasumi Punpun|Monster|20th Century Boys|Vinland Saga|Blame!|Yotsuba&!|Dorohedoro|Goodnight Punpun|Jujutsu Kaisen|Spy x Family|Sakamoto Days|Frieren Beyond Journey's End|Dandadan|Blue Period|Pluto")

MAGS = P("""National Geographic|The Economist|New Scientist|Scientific American|Wired|PC Gamer|Linux Format|The MagPi|Custom PC
Top Gear Magazine|Car and Driver|Popular Mechanics|Time|The New Yorker|Private Eye|Elektor|Model Railroader|Amateur Photographer
Digital Camera World|Guitar World|Mojo|Uncut|Rolling Stone|Empire|Total Film|Sight and Sound|BBC History Magazine|BBC Wildlife
Classic Rock|Prog|Astronomy|Sky at Night|Flight International|Aeroplane Monthly|Practical Wireless|Retro Gamer|Edge
Runner's World|Cycling Weekly|Yachting Monthly|Bon Appetit|Delicious|Fine Woodworking|Maximum PC|2600 The Hacker Quarterly|Wireframe""")
DE_MAGS = P("Der Spiegel|c't|Chip|Stern|Focus|Computer Bild|Auto Bild|Die Zeit|GEO|PC Games Hardware|Kicker|Brigitte")

SOFT = [("Adobe Photoshop 2021", "22.4.1"), ("Microsoft Office Professional Plus 2019", "1808"), ("AutoCAD 2022", "2022.1"),
        ("CorelDRAW Graphics Suite 2021", "23.1.0.389"), ("VMware Workstation Pro", "16.1.2"), ("Vegas Pro", "18.0.527"),
        ("Ableton Live Suite", "11.0.2"), ("FL Studio Producer Edition", "20.8.3"), ("Native Instruments Kontakt", "6.6.1"),
        ("Steinberg Cubase Pro", "11.0.30"), ("JetBrains IntelliJ IDEA Ultimate", "2021.1.2"), ("MATLAB", "R2021a"),
        ("SolidWorks 2021", "SP3.0"), ("Acronis True Image 2021", "25.7.1"), ("Nero Platinum Suite 2021", "23.0.1010"),
        ("WinRAR", "6.01"), ("7-Zip", "21.02"), ("LibreOffice", "7.1.3"), ("GIMP", "2.10.24"), ("Blender", "2.93.1"),
        ("OBS Studio", "27.0.1"), ("VLC media player", "3.0.16"), ("Audacity", "3.0.2"), ("Notepad++", "8.0"),
        ("Sysinternals Suite", "2021.04.28"), ("Topaz Video Enhance AI", "2.3.0"), ("DaVinci Resolve Studio", "17.2.1"),
        ("Affinity Photo", "1.9.3"), ("Paragon Hard Disk Manager", "17.20.11"), ("CCleaner Professional", "5.81"),
        ("ESET NOD32 Antivirus", "14.2.10"), ("Wireshark", "3.4.6"), ("Rufus", "3.14"), ("Ventoy", "1.0.45"),
        ("HandBrake", "1.3.3"), ("MKVToolNix", "58.0.0"), ("Calibre", "5.21.0"), ("Sublime Text", "4107"),
        ("Visual Studio 2019 Enterprise", "16.10"), ("SQL Server 2019 Developer", "15.0.2000"), ("Autodesk Maya", "2022"),
        ("Cinema 4D", "R24.111"), ("Lightroom Classic", "10.3"), ("Final Cut Pro", "10.5.3"), ("Logic Pro", "10.6.3"),
        ("Xfer Serum", "1.333"), ("iZotope Ozone Advanced", "9.12"), ("Waves Complete", "12.7"), ("Spectrasonics Omnisphere", "2.6.3"),
        ("Total Commander", "10.00"), ("IrfanView", "4.58"), ("foobar2000", "1.6.6"), ("EaseUS Partition Master", "16.0")]
AUDIO_SOFT = ["Ableton Live Suite", "FL Studio Producer Edition", "Native Instruments Kontakt", "Steinberg Cubase Pro",
              "Xfer Serum", "iZotope Ozone Advanced", "Waves Complete", "Spectrasonics Omnisphere", "Logic Pro"]
SOFT_GRPS = P("TBE|F4CG|AMPED|DVT|SHooTERS|CORE|BTCR|ACME|XiSO|HCiSO|MAGNiTUDE|iNViSiBLE|Lz0|DIGERATI|LAXiTY|ROGUE|SSQ|FALLEN|TSRh|ENGiNE")
AUDIO_GRPS = P("R2R|AudioUTOPiA|DECiBEL|VR|TCD|MORiA|AudioUP|AiR|DYNAMiCS|HEXWARS")

PC_GAMES = P("""Elden Ring|Baldurs Gate 3|Hollow Knight|Celeste|Disco Elysium|Hades|Stardew Valley|The Witcher 3 Wild Hunt
Cyberpunk 2077|Red Dead Redemption 2|Doom Eternal|Control|Outer Wilds|Return of the Obra Dinn|Slay the Spire|Factorio
RimWorld|Subnautica|Deep Rock Galactic|Valheim|Sekiro Shadows Die Twice|Dark Souls III|Metal Gear Solid V The Phantom Pain
Half-Life 2|Portal 2|Planescape Torment|Fallout New Vegas|Deus Ex|System Shock|Thief Gold|Age of Empires II Definitive Edition
Sid Meiers Civilization VI|Crusader Kings III|Cities Skylines|Microsoft Flight Simulator|Pentiment|Inscryption|Pathologic 2""")
RETRO_GAMES = [("Super Mario World", "SNES"), ("The Legend of Zelda - A Link to the Past", "SNES"), ("Chrono Trigger", "SNES"),
               ("Super Metroid", "SNES"), ("EarthBound", "SNES"), ("Mega Man X", "SNES"), ("Donkey Kong Country 2 - Diddy's Kong Quest", "SNES"),
               ("Sonic the Hedgehog 2", "MD"), ("Streets of Rage 2", "MD"), ("Gunstar Heroes", "MD"), ("GoldenEye 007", "N64"),
               ("The Legend of Zelda - Ocarina of Time", "N64"), ("Perfect Dark", "N64"), ("Metroid Prime", "GC"), ("Wind Waker", "GC"),
               ("Castlevania - Symphony of the Night", "PSX"), ("Metal Gear Solid", "PSX"), ("Silent Hill", "PSX"), ("Tony Hawk's Pro Skater 2", "PSX"),
               ("Shadow of the Colossus", "PS2"), ("Okami", "PS2"), ("Persona 4", "PS2"), ("Gran Turismo 4", "PS2"), ("Silent Hill 2", "PS2"),
               ("Ico", "PS2"), ("Metal Gear Solid 3 - Snake Eater", "PS2"), ("Burnout 3 - Takedown", "PS2"), ("Jet Set Radio", "DC"),
               ("Shenmue", "DC"), ("Halo 2", "XBOX"), ("Ninja Gaiden Black", "XBOX"), ("Star Wars - Knights of the Old Republic", "XBOX")]
SWITCH_GAMES = P("Mario Kart 8 Deluxe|Animal Crossing New Horizons|Metroid Dread|Astral Chain|Xenoblade Chronicles 3|Fire Emblem Three Houses|Kirby and the Forgotten Land|Splatoon 3|Pikmin 4|Bayonetta 3")
PC_GRPS = P("CODEX|PLAZA|SKIDROW|RELOADED|FLT|TiNYiSO|DARKSiDERS|RAZOR1911|HOODLUM|CPY|EMPRESS|RUNE|DOGE|TENOKE|SiMPLEX|PROPHET|DINOByTES|Unleashed|ANOMALY|I_KnoW")

COURSES = [("Udemy", "The Complete JavaScript Course 2021 - From Zero to Expert"), ("Udemy", "100 Days of Code - The Complete Python Pro Bootcamp"),
           ("Udemy", "Docker Mastery with Kubernetes and Swarm"), ("Udemy", "AWS Certified Solutions Architect Associate SAA-C02"),
           ("Udemy", "React - The Complete Guide incl Hooks, React Router, Redux"), ("Udemy", "Unreal Engine C++ Developer"),
           ("Udemy", "Machine Learning A-Z Hands-On Python and R"), ("Udemy", "The Web Developer Bootcamp 2021"),
           ("Pluralsight", "Kubernetes for Developers - Core Concepts"), ("Pluralsight", "C# Fundamentals"),
           ("LinkedIn Learning", "Excel 2019 Essential Training"), ("LinkedIn Learning", "Photoshop 2021 Essential Training - The Basics"),
           ("Lynda", "Learning Linux Command Line"), ("Coursera", "Machine Learning by Andrew Ng (Stanford)"),
           ("Coursera", "Learning How to Learn"), ("The Great Courses", "Understanding the Universe - An Introduction to Astronomy"),
           ("The Great Courses", "The History of Ancient Egypt"), ("The Great Courses", "How Music Works"),
           ("The Great Courses", "Mathematics Describing the Real World - Precalculus and Trigonometry"),
           ("MasterClass", "Gordon Ramsay Teaches Cooking"), ("MasterClass", "Neil Gaiman Teaches the Art of Storytelling"),
           ("MasterClass", "Hans Zimmer Teaches Film Scoring"), ("Skillshare", "Procreate for Beginners - Digital Illustration"),
           ("Packt", "Mastering Ansible - Second Edition"), ("O'Reilly", "Linux Under the Hood"), ("Frontend Masters", "Complete Intro to Web Development v3"),
           ("CBT Nuggets", "Cisco CCNA 200-301"), ("INE", "eJPT - Penetration Testing Student"), ("ITProTV", "CompTIA A+ 220-1001 and 220-1002"),
           ("Linux Academy", "LPIC-1 System Administrator Exam 101"), ("Domestika", "Introduction to Watercolor Illustration"),
           ("FXPHD", "NUK221 - Nuke Compositing Essentials"), ("Gnomon Workshop", "Creature Design in ZBrush"),
           ("Groove3", "Ableton Live 11 Explained"), ("KelbyOne", "Lightroom Classic Crash Course"), ("Digital Tutors", "Introduction to Houdini"),
           ("Total Training", "Adobe Premiere Pro CS6 Essentials"), ("Infinite Skills", "Learning Wireshark"),
           ("Stanford Online", "CS229 Machine Learning Lectures"), ("MIT OpenCourseWare", "6.006 Introduction to Algorithms"),
           ("Berklee Online", "Music Production 101"), ("Wondrium", "The Science of Energy"), ("Zero To Mastery", "Complete SQL and Databases Bootcamp")]
TUT_GRPS = P("iLLiTERATE|SKiLLUP|SCHOLARS|QUASAR|JGTiSO|ELOHiM|APEX|TUTOR|AWeSoMe|HELLRAiSER|FTUApps|DUDE|LYND4|PROFiT")

DOC_FILMS = [("Planet Earth II", 2016, "BBC", 6), ("Blue Planet II", 2017, "BBC", 7), ("Our Planet", 2019, "Netflix", 8),
             ("Cosmos A Spacetime Odyssey", 2014, "NatGeo", 13), ("The Vietnam War", 2017, "PBS", 10), ("The Civil War", 1990, "PBS", 9),
             ("The World at War", 1973, "ITV", 26), ("Civilisation", 1969, "BBC", 13), ("Connections", 1978, "BBC", 10),
             ("The Ascent of Man", 1973, "BBC", 13), ("Frozen Planet", 2011, "BBC", 7), ("Seven Worlds One Planet", 2019, "BBC", 7),
             ("Life on Earth", 1979, "BBC", 13), ("Apollo 11", 2019, "", 1), ("Man on Wire", 2008, "", 1), ("Jiro Dreams of Sushi", 2011, "", 1),
             ("Senna", 2010, "", 1), ("The Act of Killing", 2012, "", 1), ("Grizzly Man", 2005, "", 1), ("Hoop Dreams", 1994, "", 1),
             ("Searching for Sugar Man", 2012, "", 1), ("My Octopus Teacher", 2020, "Netflix", 1), ("13th", 2016, "Netflix", 1),
             ("The Last Dance", 2020, "ESPN", 10), ("Wonders of the Solar System", 2010, "BBC", 5), ("The Story of Maths", 2008, "BBC", 4),
             ("Baseball", 1994, "PBS", 9), ("Jazz", 2001, "PBS", 10), ("They Shall Not Grow Old", 2018, "", 1), ("Koyaanisqatsi", 1982, "", 1),
             ("Baraka", 1992, "", 1), ("Fire of Love", 2022, "", 1), ("Honeyland", 2019, "", 1), ("Making a Murderer", 2015, "Netflix", 10),
             ("The Jinx", 2015, "HBO", 6), ("Chernobyl The Lost Tapes", 2022, "Sky", 1), ("Dynasties", 2018, "BBC", 5),
             ("The Blue Planet", 2001, "BBC", 8), ("Earth from Space", 2019, "BBC", 4), ("Hitler's Circle of Evil", 2018, "Netflix", 10)]
DOC_SERIES = [("Horizon", "BBC"), ("NOVA", "PBS"), ("Nature", "PBS"), ("Frontline", "PBS"), ("Secrets of the Dead", "PBS"),
              ("American Experience", "PBS"), ("Storyville", "BBC Four"), ("Time Team", "Channel 4"), ("Timewatch", "BBC Two"),
              ("Modern Marvels", "History"), ("How Its Made", "Discovery"), ("Mayday", "NatGeo"), ("Unearthed", "Science Channel"),
              ("The Sky at Night", "BBC Four"), ("Panorama", "BBC One"), ("Dispatches", "Channel 4"), ("Terra X", "ZDF"), ("Arena", "BBC Four")]
DOC_TOPICS = P("""The Secret Life of Sharks|Black Holes Explained|The Lost City of Z|Inside the Large Hadron Collider|The Rise of the Robots
Killer Volcanoes|The Plague Pits|Vikings Unearthed|The Science of Sleep|Supervolcano|Escape from Alcatraz|The Deep Ocean
Saving the Rhino|Code Breakers|The Tunnel Under the Channel|Hunt for the Higgs|What Killed the Dinosaurs|The Brain Hack
The Great Fire of London|Building the Great Pyramid|Arctic Meltdown|The Secret Life of Bees|Air Disaster Over the Atlantic
The Last Days of Pompeii|Inside the Factory|Microplastics|Moon Mysteries|The Cold War Spies|Titanic's Final Moments""")
DOC_GRPS = P("DOCUMENTiON|FOXiNE|CBFM|SKYFiRE|DEADPOOL|W4F|GUACAMOLE|KNiFESHARP|SPEEDCD|DDLSMURF|HiQVE|RCDiVX|LiNKLE")

F1_GP = P("Bahrain|Saudi.Arabia|Australia|Imola|Miami|Spain|Monaco|Azerbaijan|Canada|Britain|Austria|France|Hungary|Belgium|Netherlands|Italy|Singapore|Japan|USA|Mexico|Brazil|Abu.Dhabi")
EPL = P("Arsenal|Liverpool|Chelsea|Manchester.United|Manchester.City|Tottenham|Everton|Aston.Villa|Newcastle|West.Ham|Leicester|Brighton|Wolves|Leeds|Southampton|Crystal.Palace|Burnley|Fulham")
NFL = P("Chiefs|Buccaneers|Packers|Bills|Ravens|Eagles|Cowboys|49ers|Bengals|Rams|Steelers|Seahawks|Patriots|Dolphins|Lions|Vikings|Broncos|Raiders|Chargers|Jets|Giants|Bears")
NBA = P("Lakers|Celtics|Warriors|Bucks|Nets|Suns|Heat|Nuggets|76ers|Mavericks|Clippers|Grizzlies|Knicks|Bulls|Raptors|Jazz|Hawks|Pelicans")
NHL = P("Bruins|Rangers|Maple Leafs|Canadiens|Oilers|Penguins|Lightning|Avalanche|Golden Knights|Capitals|Flames|Canucks|Red Wings|Blackhawks|Islanders|Kraken")
FIGHTERS = P("Jones|Adesanya|Usman|Volkanovski|Poirier|McGregor|Oliveira|Chandler|Ngannou|Miocic|Holloway|Nunes|Shevchenko|Makhachev|Edwards|Pereira|Gaethje|Whittaker|Covington|Masvidal|Aldo|Cejudo")
SPORT_GRPS = P("VERUM|DARKSPORT|GAMETiME|SMCGILL1969|NWCHD|SKYFiRE|WH1TE|ACES|KYR|F1CARRERAS|SPORTSCENTER|NOSPOiLERS|PuNiSHeR|TBS")
BUND = P("FC Bayern München|Borussia Dortmund|RB Leipzig|Bayer Leverkusen|VfL Wolfsburg|Eintracht Frankfurt|Borussia Mönchengladbach|SC Freiburg|1. FC Union Berlin|VfB Stuttgart|1. FC Köln|Werder Bremen")
TENNIS_M = P("Djokovic|Federer|Nadal|Murray|Alcaraz|Medvedev|Sinner|Zverev|Berrettini|Kyrgios")
TENNIS_W = P("Serena Williams|Osaka|Barty|Swiatek|Sabalenka|Halep|Kerber|Rybakina|Jabeur|Vondrousova")

R4 = P("The Archers|In Our Time|Desert Island Discs|The Now Show|I'm Sorry I Haven't a Clue|Just a Minute|More or Less|Thinking Allowed|The Infinite Monkey Cage|Front Row|Book at Bedtime|The Unbelievable Truth|Saturday Live|Gardeners' Question Time|File on 4|The Reith Lectures")
IOT = P("The Peasants' Revolt|Photosynthesis|The Venus of Willendorf|Hildegard of Bingen|Entropy|The Siege of Vienna|Ada Lovelace|The Battle of Lepanto|Plate Tectonics|Marcus Aurelius|The Sublime|Bird Migration|The Mayflower|Nietzsche|Penicillin")
DJS = P("Sasha|John Digweed|Four Tet|Carl Cox|Bicep|Peggy Gou|Richie Hawtin|Ben UFO|Jamie xx|Maya Jane Coles|Laurent Garnier|Ricardo Villalobos|Solomun|Bonobo|Nina Kraviz|Ben Bohmer|Honey Dijon|Fatboy Slim")
OTR = P("The Shadow|Suspense|X Minus One|Dimension X|Lux Radio Theatre|Gunsmoke|The Jack Benny Program|Fibber McGee and Molly|Dragnet|Yours Truly Johnny Dollar|Inner Sanctum Mysteries|The Mercury Theatre on the Air|Escape|Lights Out|The Whistler|The Lone Ranger")
OTR_EP = P("The Hitchhiker|Three Skeleton Key|The Man Who Knew Too Much|Death at Midnight|The Lost Special|Leiningen Versus the Ants|The Dead Walk|Sorry Wrong Number|The Copper Kettle|Knight of the Road|The Long Wait|Murder in the Fog")
PODS = P("Radiolab|This American Life|Hardcore History|The Rest Is History|99% Invisible|Reply All|Serial|Lore|Stuff You Should Know|Freakonomics Radio|Planet Money|Hello Internet|No Such Thing As A Fish|Criminal|Darknet Diaries|The Dollop|Behind the Bastards|Cautionary Tales|Revolutions|The History of Rome|Twenty Thousand Hertz|Song Exploder|Conan O'Brien Needs a Friend|Fall of Civilizations")
POD_TOPICS = P("The Great Emu War|Lost at Sea|The Man Who Sold the Eiffel Tower|Breaking the Enigma|The Dancing Plague|Radio Silence|The Titanic Mystery|Ghost Ships|The Bank Job|The Library of Alexandria|The Long Con|Tulip Mania|The Silk Road|The Sound of Space|Operation Mincemeat")
HSP = P("Der Schimmelreiter|Das Parfum|Die Physiker|Der Prozess|Im Westen nichts Neues|Faust I|Krabat|Momo|Die Verwandlung|Der Besuch der alten Dame|Tschick|Der Vorleser")
DRAMA = P("The Lord of the Rings (1981)|The Hitchhiker's Guide to the Galaxy - Primary Phase|Cabin Pressure|Old Harry's Game|The Navy Lark|Hancock's Half Hour|The Goon Show|Round the Horne|Dead Ringers|Sherlock Holmes (Merrison)|The Price of Fear|Journey into Space")

FS = [("ja", "anime", "進撃の巨人", 2013), ("ja", "anime", "鬼滅の刃", 2019), ("ja", "film", "千と千尋の神隠し", 2001),
      ("ja", "film", "となりのトトロ", 1988), ("ja", "drama", "半沢直樹", 2013), ("ja", "drama", "孤独のグルメ", 2012),
      ("ja", "drama", "逃げるは恥だが役に立つ", 2016), ("ja", "music", "宇多田ヒカル - First Love", 1999),
      ("ja", "music", "米津玄師 - STRAY SHEEP", 2020), ("ja", "music", "椎名林檎 - 無罪モラトリアム", 1999),
      ("ja", "music", "YOASOBI - THE BOOK", 2021), ("ja", "book", "村上春樹 - ノルウェイの森", 1987),
      ("ja", "book", "東野圭吾 - 容疑者Xの献身", 2005), ("ja", "anime", "名探偵コナン", 1996), ("ja", "film", "君の名は。", 2016),
      ("ja", "film", "天気の子", 2019), ("ja", "drama", "相棒", 2000), ("ja", "anime", "ドラえもん", 2005),
      ("ja", "film", "七人の侍", 1954), ("ja", "anime", "葬送のフリーレン", 2023),
      ("zh", "film", "流浪地球", 2019), ("zh", "film", "霸王别姬", 1993), ("zh", "film", "花样年华", 2000),
      ("zh", "film", "卧虎藏龙", 2000), ("zh", "drama", "三体", 2023), ("zh", "drama", "琅琊榜", 2015),
      ("zh", "drama", "甄嬛传", 2011), ("zh", "music", "周杰伦 - 范特西", 2001), ("zh", "music", "王菲 - 唱游", 1998),
      ("zh", "music", "邓丽君 - 淡淡幽情", 1983), ("zh", "book", "刘慈欣 - 三体", 2008), ("zh", "book", "金庸 - 射雕英雄传", 1957),
      ("zh", "film", "英雄", 2002), ("zh", "film", "让子弹飞", 2010), ("zh", "film", "无间道", 2002), ("zh", "film", "重庆森林", 1994),
      ("zh", "drama", "繁花", 2023),
      ("ko", "film", "기생충", 2019), ("ko", "film", "올드보이", 2003), ("ko", "drama", "오징어 게임", 2021),
      ("ko", "drama", "사랑의 불시착", 2019), ("ko", "drama", "응답하라 1988", 2015), ("ko", "drama", "나의 아저씨", 2018),
      ("ko", "music", "아이유 - Palette", 2017), ("ko", "film", "살인의 추억", 2003), ("ko", "film", "부산행", 2016),
      ("ko", "drama", "무한도전", 2005), ("ko", "drama", "런닝맨", 2010), ("ko", "music", "방탄소년단 - BE", 2020),
      ("ru", "film", "Мастер и Маргарита", 2024), ("ru", "film", "Брат", 1997), ("ru", "film", "Брат 2", 2000),
      ("ru", "film", "Ирония судьбы, или С лёгким паром!", 1975), ("ru", "film", "Москва слезам не верит", 1979),
      ("ru", "film", "Сталкер", 1979), ("ru", "film", "Солярис", 1972), ("ru", "film", "Кин-дза-дза!", 1986),
      ("ru", "music", "Кино - Группа крови", 1988), ("ru", "music", "ДДТ - Актриса весна", 1992), ("ru", "music", "Земфира - Земфира", 1999),
      ("ru", "book", "Михаил Булгаков - Собачье сердце", 1925), ("ru", "book", "Фёдор Достоевский - Преступление и наказание", 1866),
      ("ru", "book", "Лев Толстой - Война и мир", 1869), ("ru", "film", "Ночной дозор", 2004), ("ru", "film", "Левиафан", 2014),
      ("ru", "book", "Дмитрий Глуховский - Метро 2033", 2005), ("ru", "drama", "Слово пацана. Кровь на асфальте", 2023),
      ("ru", "drama", "Семнадцать мгновений весны", 1973),
      ("uk", "film", "Тіні забутих предків", 1965), ("uk", "music", "Океан Ельзи - Модель", 2001), ("uk", "book", "Сергій Жадан - Ворошиловград", 2010),
      ("el", "film", "Αλέξης Ζορμπάς", 1964), ("el", "music", "Μίκης Θεοδωράκης - Άξιον Εστί", 1964),
      ("el", "book", "Νίκος Καζαντζάκης - Ο Καπετάν Μιχάλης", 1953), ("el", "drama", "Το Νησί", 2010),
      ("ar", "music", "أم كلثوم - إنت عمري", 1964), ("ar", "music", "فيروز - كيفك إنت", 1991), ("ar", "book", "نجيب محفوظ - بين القصرين", 1956),
      ("ar", "drama", "باب الحارة", 2006), ("ar", "film", "الرسالة", 1976),
      ("he", "drama", "שטיסל", 2013), ("he", "drama", "פאודה", 2015), ("he", "book", "עמוס עוז - סיפור על אהבה וחושך", 2002),
      ("th", "film", "ฉลาดเกมส์โกง", 2017), ("th", "film", "องค์บาก", 2003), ("th", "film", "พี่มาก..พระโขนง", 2013),
      ("hi", "film", "शोले", 1975), ("hi", "film", "दिलवाले दुल्हनिया ले जाएंगे", 1995), ("hi", "film", "लगान", 2001), ("hi", "film", "3 इडियट्स", 2009),
      ("fa", "film", "جدایی نادر از سیمین", 2011), ("fa", "film", "فروشنده", 2016), ("bn", "film", "পথের পাঁচালী", 1955)]
EPW = {"ja": "第{n}話", "zh": "第{n}集", "ko": "{n}회", "ru": "{n} серия", "uk": "{n} серія", "el": "Επεισόδιο {n}",
       "ar": "الحلقة {n}", "he": "פרק {n}", "th": "ตอนที่ {n}", "hi": "एपिसोड {n}", "fa": "قسمت {n}", "bn": "পর্ব {n}"}
FS_SUBS = {"ja": P("Ohys-Raws|Leopard-Raws|NC-Raws|Lilith-Raws|ReinForce"), "zh": P("诸神字幕组|悠哈璃羽字幕社|桜都字幕组|喵萌奶茶屋|幻樱字幕组|人人影视"),
           "ko": P("HANrel|NEXT|Once|DWBH"), "ru": P("LostFilm|NewStudio|AlexFilm|Кубик в Кубе|BaibaKo"), "uk": P("Hurtom|Toloka"),
           "el": P("GreekSubs"), "ar": P("EgyBest|ArabSeed"), "he": P("Ktuvit"), "th": P("Thai-Sub"), "hi": P("DesiRip"), "fa": P("Film2Media"), "bn": P("BongoRip")}

SPAM_WORKS = [("film", "The Wolf of Wall Street", 2013), ("film", "Boiler Room", 2000), ("film", "Catch Me If You Can", 2002),
              ("film", "Free Willy", 1993), ("film", "Limitless", 2011), ("film", "Trading Places", 1983), ("film", "Oceans Eleven", 2001),
              ("film", "Blow", 2001), ("film", "Hackers", 1995), ("film", "Sneakers", 1992), ("film", "WarGames", 1983),
              ("film", "Sexy Beast", 2000), ("film", "Casino", 1995), ("film", "Casino Royale", 2006), ("film", "The Gambler", 2014),
              ("film", "Uncut Gems", 2019), ("film", "Mollys Game", 2017), ("film", "The Big Short", 2015), ("film", "Margin Call", 2011),
              ("film", "The Pursuit of Happyness", 2006), ("film", "Traffic", 2000), ("film", "Requiem for a Dream", 2000),
              ("film", "Religulous", 2008), ("film", "The Passion of the Christ", 2004), ("film", "Fahrenheit 9 11", 2004),
              ("film", "Free Guy", 2021), ("film", "Win Win", 2011), ("film", "Slumdog Millionaire", 2008), ("film", "Easy Money", 2010),
              ("film", "Money Monster", 2016), ("film", "Pain and Gain", 2013), ("film", "Spring Breakers", 2012), ("film", "Magic Mike", 2012),
              ("film", "Sex Tape", 2014), ("film", "Friends with Benefits", 2011), ("film", "No Strings Attached", 2011),
              ("film", "Pineapple Express", 2008), ("film", "Half Baked", 1998), ("film", "Scarface", 1983), ("film", "Cocaine Bear", 2023),
              ("film", "American Made", 2017), ("film", "War Dogs", 2016), ("film", "Hustlers", 2019), ("film", "Swordfish", 2001),
              ("film", "The Social Network", 2010), ("film", "Brewsters Millions", 1985), ("film", "Glengarry Glen Ross", 1992),
              ("film", "Wall Street", 1987), ("film", "Heaven Is for Real", 2014), ("film", "Gods Not Dead", 2014), ("film", "Left Behind", 2014),
              ("film", "Enemy of the State", 1998), ("film", "Conspiracy Theory", 1997), ("film", "JFK", 1991), ("film", "Wag the Dog", 1997),
              ("film", "Take the Money and Run", 1969), ("film", "Dope", 2015), ("film", "Spun", 2002), ("film", "Bitcoin Heist", 2016),
              ("tv", "Dirty Money", 0), ("tv", "American Greed", 0), ("tv", "Scam 1992", 0), ("tv", "Billions", 0), ("tv", "Weeds", 0),
              ("tv", "Narcos", 0), ("tv", "Dopesick", 0), ("tv", "Sex Education", 0), ("tv", "Sex and the City", 0), ("tv", "Mr Robot", 0),
              ("tv", "Silicon Valley", 0), ("tv", "Who Wants to Be a Millionaire", 0), ("tv", "Deal or No Deal", 0),
              ("tv", "Bad Vegan Fame Fraud Fugitives", 0), ("tv", "The Dropout", 0), ("tv", "Inventing Anna", 0), ("tv", "Money Heist", 0),
              ("tv", "Hustle", 0), ("tv", "Catfish The TV Show", 0), ("tv", "Naked Attraction", 0), ("tv", "Selling Sunset", 0),
              ("tv", "Dragons Den", 0), ("tv", "Shark Tank", 0), ("tv", "Preacher", 0), ("tv", "Messiah", 0), ("tv", "The Chosen", 0),
              ("tv", "Wild Wild Country", 0), ("tv", "Lucky Man", 0), ("tv", "Make Me a Millionaire Inventor", 0),
              ("album", "Viagra Boys", "Street Worms", 2018), ("album", "Viagra Boys", "Welfare Jazz", 2021),
              ("album", "50 Cent", "Get Rich or Die Tryin", 2003), ("album", "Happy Mondays", "Pills n Thrills and Bellyaches", 1990),
              ("album", "Dire Straits", "Money for Nothing", 1988), ("album", "Sublime", "40oz. to Freedom", 1992),
              ("album", "Dr. Dre", "The Chronic", 1992), ("album", "Queens of the Stone Age", "Rated R", 2000),
              ("album", "Spacemen 3", "Taking Drugs to Make Music to Take Drugs To", 1990), ("album", "Lady Gaga", "The Fame", 2008),
              ("album", "Jay-Z", "Reasonable Doubt", 1996), ("album", "Rage Against the Machine", "Evil Empire", 1996),
              ("album", "Dead Kennedys", "Fresh Fruit for Rotting Vegetables", 1980), ("album", "Bad Religion", "Suffer", 1988),
              ("album", "Depeche Mode", "Songs of Faith and Devotion", 1993), ("album", "Madonna", "Like a Prayer", 1989),
              ("album", "Marilyn Manson", "Antichrist Superstar", 1996), ("album", "Free", "Fire and Water", 1970),
              ("album", "Death Grips", "The Money Store", 2012), ("album", "Cypress Hill", "Black Sunday", 1993),
              ("album", "Ministry", "Psalm 69", 1992), ("album", "Cash Cash", "Blood Sweat and 3 Years", 2016),
              ("book", "Robert T. Kiyosaki", "Rich Dad Poor Dad", 1997), ("book", "Napoleon Hill", "Think and Grow Rich", 1937),
              ("book", "Timothy Ferriss", "The 4-Hour Workweek", 2007), ("book", "Thomas J. Stanley", "The Millionaire Next Door", 1996),
              ("book", "George S. Clason", "The Richest Man in Babylon", 1926), ("book", "Kevin Mitnick", "Ghost in the Wires", 2011),
              ("book", "Kevin Mitnick", "The Art of Deception", 2002), ("book", "Jon Erickson", "Hacking - The Art of Exploitation", 2008),
              ("book", "Kevin Poulsen", "Kingpin", 2011), ("book", "Christopher Hadnagy", "Social Engineering - The Art of Human Hacking", 2010),
              ("book", "John Carreyrou", "Bad Blood", 2018), ("book", "Michael Lewis", "Liar's Poker", 1989), ("book", "Michael Lewis", "Flash Boys", 2014),
              ("book", "Nathaniel Popper", "Digital Gold", 2015), ("book", "Saifedean Ammous", "The Bitcoin Standard", 2018),
              ("book", "Patrick Radden Keefe", "Empire of Pain", 2021), ("book", "John Perkins", "Confessions of an Economic Hit Man", 2004),
              ("book", "Richard Dawkins", "The God Delusion", 2006), ("book", "C. S. Lewis", "Mere Christianity", 1952),
              ("book", "William Cooper", "Behold a Pale Horse", 1991), ("book", "Naomi Klein", "The Shock Doctrine", 2007),
              ("book", "Hunter S. Thompson", "Fear and Loathing in Las Vegas", 1971), ("book", "William S. Burroughs", "Junky", 1953),
              ("book", "E L James", "Fifty Shades of Grey", 2011), ("book", "Alex Comfort", "The Joy of Sex", 1972),
              ("book", "Chris Anderson", "Free - The Future of a Radical Price", 2009), ("book", "Dale Carnegie", "How to Win Friends and Influence People", 1936),
              ("book", "Rhonda Byrne", "The Secret", 2006), ("book", "Robert Cialdini", "Influence", 1984),
              ("doc", "Banking on Bitcoin", 2016), ("doc", "Trust No One The Hunt for the Crypto King", 2022), ("doc", "Pharma Bro", 2021),
              ("doc", "Take Your Pills", 2018), ("doc", "Betting on Zero", 2016), ("doc", "Enron The Smartest Guys in the Room", 2005),
              ("doc", "Fyre", 2019), ("doc", "The Tinder Swindler", 2022), ("doc", "The Inventor Out for Blood in Silicon Valley", 2019),
              ("doc", "Icarus", 2017), ("doc", "Hot Girls Wanted", 2015), ("doc", "Jesus Camp", 2006), ("doc", "Going Clear", 2015),
              ("doc", "Inside Job", 2010), ("doc", "Zeitgeist", 2007), ("doc", "Loose Change", 2005), ("doc", "Citizenfour", 2014),
              ("doc", "The Great Hack", 2019), ("doc", "Catfish", 2010), ("doc", "Free Solo", 2018)]


# =========================================================== legit generators
def scene_name(s):
    s = s.replace("&", "and").replace("'", "").replace(":", "").replace(",", "").replace("!", "").replace("?", "").replace("/", ".")
    s = re.sub(r"[()\[\]]", "", s)
    s = re.sub(r"\s+-\s+", ".", s.strip())
    s = re.sub(r"\s+", ".", s)
    return re.sub(r"\.{2,}", ".", s)


def mscene(s):
    s = s.replace("&", "and").replace("'", "").replace("/", "_").replace(":", "").replace(",", "").replace("?", "").replace("!", "")
    return re.sub(r"\s+", "_", s.strip())


def initials(sn):
    return "".join(w[0] for w in sn.split(".") if w).lower()


LONG_RUN = P("Doctor Who|Top Gear|The Simpsons|South Park|Family Guy|Survivor|NCIS|Criminal Minds|Greys Anatomy|Law and Order SVU|Midsomer Murders|Grand Designs|QI|Would I Lie to You|Taskmaster|Tatort|Der Alte|Vera|Death in Paradise|Chicago Fire|The Walking Dead|MasterChef Australia|The Great British Bake Off|Blue Bloods|Bobs Burgers|Supernatural|Who Wants to Be a Millionaire|Deal or No Deal|Dragons Den|Shark Tank|American Greed|The Graham Norton Show|Its Always Sunny in Philadelphia|Curb Your Enthusiasm|Shameless US")
TV_YEAR = {"The Office US": 2005, "Ghosts US": 2021, "Ghosts": 2019, "Shameless US": 2011, "Doctor Who": 2005, "Fargo": 2014,
           "Dark": 2017, "The Bridge": 2011, "Foundation": 2021, "Silo": 2023, "Reacher": 2022, "The Bear": 2022, "Severance": 2022,
           "Andor": 2022, "Slow Horses": 2022, "Dexter": 2006, "Lost": 2004, "Borgen": 2010, "Shrinking": 2023, "Hacks": 2021,
           "Barry": 2018, "Atlanta": 2016, "The Last of Us": 2023, "Mythic Quest": 2020, "The Expanse": 2015, "Succession": 2018,
           "Stranger Things": 2016, "Westworld": 2016, "The Boys": 2019, "Yellowstone": 2018, "For All Mankind": 2019}


def se(show):
    if show in LONG_RUN:
        return ri(1, 30), ri(1, 22)
    return ri(1, 5), ri(1, 10)


def tv_scene_name(show, daily=True):
    sn = scene_name(show)
    s, e = se(show)
    q, grp = ch(TV_Q), ch(TV_GRPS)
    m = ri(0, 9)
    if m == 4 and not daily:
        m = 0
    if m <= 2:
        return f"{sn}.S{s:02d}E{e:02d}.{q}-{grp}"
    if m == 3:
        return f"{sn}.S{s:02d}E{e:02d}.{scene_name(ch(EP_TITLES))}.{q}-{grp}"
    if m == 4:
        d = scene_name(ch(DAILY_SHOWS))
        dq = ch(["720p.HDTV.x264", "HDTV.x264", "1080p.WEB.h264", "720p.WEB.h264", "480p.x264", "HDTV.XviD"])
        return f"{d}.{ri(2009, 2023)}.{ri(1, 12):02d}.{ri(1, 28):02d}.{scene_name(ch(GUESTS))}.{dq}-{grp}"
    if m == 5:
        return f"{sn}.S{s:02d}E{e:02d}E{e + 1:02d}.{q}-{grp}"
    if m == 6:
        pq = ch(["720p.BluRay.x264", "1080p.BluRay.x264", "DVDRip.x264", "1080p.WEB.H264", "COMPLETE.720p.HDTV.x264", "DVDRip.XviD", "NTSC.DVDR", "PAL.DVDR"])
        return f"{sn}.S{s:02d}.{pq}-{grp}"
    if m == 7:
        return f"{sn}.S{s:02d}E{e:02d}.{ch(TV_TAGS)}.{q}-{grp}"
    if m == 8:
        return f"{initials(sn)}.{s}{e:02d}.{ch(['hdtv', '720p', '1080p', 'web', 'dvdrip'])}-{grp.lower()}.{ch(['mkv', 'mp4', 'avi'])}"
    dl = ch(["DL.", "", "DUBBED."])
    return f"{sn}.S{s:02d}E{e:02d}.German.{dl}{ch(['720p.HDTV.x264', '1080p.WEB.h264', 'WEBRip.x264', '720p.WEB.h264', 'AC3.BDRip.x264'])}-{ch(DE_GRPS)}"


def tv_p2p_name(show):
    sn = scene_name(show)
    s, e = se(show)
    res = ch(["1080p", "720p", "2160p", "1080p", "480p"])
    ep = ch(EP_TITLES)
    m = ri(0, 8)
    if m == 0:
        return f"{show} S{s:02d}E{e:02d} {ep} {res} {ch(['AMZN', 'NF', 'DSNP', 'HMAX', 'ATVP'])} WEB-DL {ch(['DDP5.1', 'DDP2.0', 'AAC2.0'])} H 264-{ch(P2P_TV)}"
    if m == 1:
        return f"{show} - S{s:02d}E{e:02d} - {ep} [{ch(['WEBDL-1080p', 'HDTV-720p', 'Bluray-1080p', 'WEBRip-720p', 'WEBDL-2160p'])}]"
    if m == 2:
        yr = f" ({TV_YEAR[show]})" if show in TV_YEAR else ""
        return f"{show}{yr} S{s:02d}E{e:02d} ({res} {ch(['x265 10bit', 'x265 HEVC', 'H264'])} {ch(['AAC 5.1', 'EAC3 5.1', 'AAC 2.0', 'Opus 5.1'])} {ch(['Joy', 'Silence', 'Ghost', 'Tigole', 't3nzin', 'Vyndros', 'RCVR'])})"
    if m == 3:
        return f"{sn}.S{s:02d}E{e:02d}.{res}.{ch(['HEVC.x265-MeGusta', 'x265-ELiTE', 'WEB.x264-TORRENTGALAXY', 'WEBRip.x264-ION10', 'WEB-DL.x265-HETeam', 'WEB.h264-GalaxyTV'])}"
    if m == 4:
        return f"{show} Season {s} Complete {res} {ch(['BluRay', 'WEB-DL', 'WEBRip'])} x264 [{ch(['i_c', 'BRSHNKV', 'Pahe', 'PSA', 'RMTeam', 'AJP69'])}]"
    if m == 5:
        return f"{show} {s}x{e:02d} {ep} {res}"
    if m == 6:
        svc = ch(["AMZN", "NF", "DSNP", "HMAX", "ATVP", "HULU", "PCOK", "iP", "STAN", "CRAV", "PMTP", "MAX"])
        return f"{sn}.S{s:02d}E{e:02d}.{res}.{svc}.WEB-DL.{ch(['DDP5.1', 'DDP2.0', 'AAC2.0', 'DDP5.1.Atmos'])}.{ch(['H.264', 'H.265', 'x264'])}-{ch(P2P_TV)}"
    if m == 7:
        return f"{show} S{s:02d} {res} {ch(['BluRay', 'WEB-DL'])} {ch(['DTS-HD MA 5.1', 'AAC 2.0', 'DD5.1', 'TrueHD 5.1'])} {ch(['x264', 'HEVC', 'AVC'])}-{ch(P2P_TV)}"
    return f"{sn}.S{s:02d}E{e:02d}.{ch(['MULTi', 'VOSTFR', 'iTA.ENG', 'NORDiC', 'DUTCH'])}.{res}.WEB.x264-{ch(P2P_TV + DE_GRPS)}"


CHANNELS = P("BBC One|BBC Two|BBC Four|ITV1|Channel 4|Dave|Sky Atlantic|PBS|KQED|WNET|NBC|CBS|ABC|FOX|HBO|ARD|ZDF|arte|3sat|RTL|NPO 1|TF1|France 2|RAI 1|SVT1|NRK1|DR1|YLE TV1|CBC|SBS")
DE_CH = P("ard|zdf|arte|3sat|rtl|sat1|pro7|vox|kabel1|ndr|wdr|br")



REC_SHOWS = [("Doctor Who", "BBC One"), ("Top Gear", "BBC Two"), ("QI", "BBC Two"), ("Taskmaster", "Dave"), ("Would I Lie to You", "BBC One"),
             ("Grand Designs", "Channel 4"), ("The Great British Bake Off", "Channel 4"), ("Midsomer Murders", "ITV1"), ("Vera", "ITV1"),
             ("Line of Duty", "BBC One"), ("Shetland", "BBC One"), ("Death in Paradise", "BBC One"), ("Horizon", "BBC Two"),
             ("Survivor", "CBS"), ("NCIS", "CBS"), ("Jeopardy", "ABC"), ("Saturday Night Live", "NBC"), ("The Simpsons", "FOX"),
             ("Family Guy", "FOX"), ("Chicago Fire", "NBC"), ("Law and Order SVU", "NBC"), ("Greys Anatomy", "ABC"), ("NOVA", "PBS"),
             ("Nature", "PBS"), ("Antiques Roadshow", "PBS"), ("Der Alte", "ZDF"), ("Babylon Berlin", "ARD"), ("Borgen", "DR1"),
             ("Spiral", "France 2"), ("The Bridge", "SVT1"), ("MasterChef Australia", "Network 10"), ("Hells Kitchen", "FOX"),
             ("Have I Got News for You", "BBC One"), ("Mock the Week", "BBC Two"), ("Countdown", "Channel 4"), ("University Challenge", "BBC Two")]
OLD_SHOWS = [("Top of the Pops", "BBC One"), ("Blackadder the Third", "BBC One"), ("Red Dwarf", "BBC Two"), ("Knight Rider", "NBC"),
             ("The X-Files", "FOX"), ("Twin Peaks", "ABC"), ("Tomorrow's World", "BBC One"), ("Spitting Image", "ITV"),
             ("Cheers", "NBC"), ("Star Trek The Next Generation", "Sky One"), ("Fawlty Towers", "BBC Two"), ("The Tube", "Channel 4"),
             ("Wetten, dass..?", "ZDF"), ("Derrick", "ZDF"), ("The Old Grey Whistle Test", "BBC Two"), ("Crimewatch UK", "BBC One")]
DE_REC = P("Tatort|Polizeiruf 110|Der Alte|Die Anstalt|heute-show|Terra X|Hart aber fair|Markus Lanz|Inas Nacht|Neo Magazin Royale")
US_CALL = P("KQED|WNET|KCBS|WNBC|KTLA|WGBH|WTTW|KNBC|WABC|KOMO")


def g_tv_recording():
    show, chan = ch(REC_SHOWS)
    ep = ch(EP_TITLES)
    mo, d, hh = ri(1, 12), ri(1, 28), ri(17, 23)
    m = ri(0, 9)
    if m == 0:
        t = f"{show} - {ri(2008, 2023)}-{mo:02d}-{d:02d} - {ep}.ts"
    elif m == 1:
        t = f"{chan} - {show} ({ri(2003, 2023)}-{mo:02d}-{d:02d}).mpg"
    elif m == 2:
        s_, e_ = se(show)
        t = f"{show} {s_}x{e_:02d} ({chan} off-air, {ch(['DVB-T', 'DVB-S2', 'Freeview HD', 'cable', 'analog capture', 'ATSC'])})"
    elif m == 3:
        t = f"{ri(2010, 2023)}{mo:02d}{d:02d} {hh}{ch(['00', '15', '30', '45'])} - {chan} HD - {show}.ts"
    elif m == 4:
        wd = ch(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        t = f"{show} - ''{ep}'' (Recorded {wd} {ch(MONTHS)[:3]} {d:02d}, {ri(2001, 2012)}, {ch(US_CALL)}).TiVo"
    elif m == 5:
        t = f"{show} - {ep} [{chan} {ri(2004, 2015)}-{mo:02d}-{d:02d} {hh}:00] (MythTV)"
    elif m == 6:
        t = f"{show}_{chan.upper()}_{ri(2008, 2015)}_{mo:02d}_{d:02d}_{hh}_{ch(['00', '30'])}_00.wtv"
    elif m == 7:
        old, och = ch(OLD_SHOWS)
        t = f"{old} - {och} {ri(1978, 1999)} broadcast - VHS capture {ch(['(tracking issues)', '(with original adverts)', 'SP', 'LP', '(Betamax)', '(S-VHS, TBC)'])}"
    elif m == 8:
        de = ch(DE_REC)
        t = f"{scene_name(de).replace('.', '_')}_{ri(2007, 2020) % 100:02d}.{mo:02d}.{d:02d}_{hh}-{ch(['00', '15', '45'])}_{ch(DE_CH)}_{ri(25, 120)}_TVOON_DE.mpg.{ch(['HQ.avi', 'HD.avi', 'mp4', 'avi'])}"
        return t, ch(["alt.binaries.tv.deutsch", "alt.binaries.town", "alt.binaries.teevee"])
    else:
        t = f"Tatort - {ep} ({ch(['ARD HD', 'Das Erste HD', 'ORF2', 'SRF1'])} {ri(2009, 2023)}-{mo:02d}-{d:02d}).ts"
        return t, ch(["alt.binaries.tv.deutsch", "alt.binaries.town", "alt.binaries.teevee"])
    return t, ch(G_TV)


def film_scene_name(t, y):
    fn = scene_name(t)
    grp = ch(FILM_SCENE_GRPS)
    q = ch(["1080p.BluRay.x264", "720p.BluRay.x264", "2160p.UHD.BluRay.x265", "1080p.WEB.H264", "720p.WEB.h264", "BDRip.x264", "DVDRip.XviD", "1080p.WEBRip.x264", "2160p.WEB.H265", "BRRip.XviD", "1080p.BluRay.x265"])
    m = ri(0, 9)
    if m <= 2:
        return f"{fn}.{y}.{q}-{grp}"
    if m == 3:
        tag = ch(["LIMITED", "PROPER", "REPACK", "iNTERNAL", "UNRATED", "EXTENDED", "DC", "REMASTERED", "CRITERION", "THEATRICAL", "FESTIVAL", "STV", "READ.NFO", "RERiP", "DUBBED", "SUBBED", "WS"])
        return f"{fn}.{y}.{tag}.{q}-{grp}"
    if m == 4:
        lang = ch(["German.DL", "German", "FRENCH", "TRUEFRENCH", "iTALiAN", "SPANiSH", "NORDiC", "SWEDiSH", "DUTCH", "POLiSH", "DANiSH", "FiNNiSH", "MULTi", "German.AC3D"])
        g2 = ch(DE_FILM_GRPS) if lang.startswith("German") else grp
        return f"{fn}.{y}.{lang}.{q}-{g2}"
    if m == 5:
        if p(0.5):
            return f"{fn}.{y}.DVDRip.XviD-{ch(OLD_FILM_GRPS)}"
        return f"{fn}.{ch(['TS', 'TC', 'DVDSCR', 'R5', 'SCREENER', 'TELESYNC'])}.XviD-{ch(OLD_FILM_GRPS)}"
    if m == 6:
        return f"{grp.lower()[:5]}-{initials(fn)}{ch(['-1080p', '-720p', '', '-xvid'])}.{ch(['mkv', 'avi', 'mkv'])}"
    if m == 7:
        return f"{fn}.{y}.1080p.BluRay.{ch(['DTS', 'DD5.1', 'AC3', 'TrueHD.7.1'])}.x264-{grp}"
    if m == 8:
        return f"{fn}.{ch(['DVDRip', 'BDRip', 'HDRip'])}.{ch(['XviD', 'x264', 'DivX'])}-{ch(OLD_FILM_GRPS)}"
    return f"{fn}.{y}.{ch(['COMPLETE.BLURAY', 'COMPLETE.UHD.BLURAY', 'MULTi.COMPLETE.BLURAY', 'PAL.DVDR', 'NTSC.DVDR', 'PAL.MULTi.DVD9'])}-{grp}"


def film_p2p_name(t, y):
    fn = scene_name(t)
    res = ch(["1080p", "720p", "2160p", "1080p"])
    m = ri(0, 9)
    if m == 0:
        return f"{t} ({y}) [{res}] [{ch(['BluRay', 'WEBRip'])}] [{ch(['5.1', '2.0'])}] [YTS.MX]"
    if m == 1:
        return f"{t} {y} {res} BluRay {ch(['DTS', 'DD5.1', 'AAC', 'DTS-HD MA 5.1'])} x264-{ch(P2P_FILM)}"
    if m == 2:
        return f"{fn}.{y}.{res}.BluRay.{ch(['DTS', 'DD5.1', 'AAC2.0', 'FLAC2.0', 'DTS-HD.MA.5.1'])}.x264-{ch(P2P_FILM)}"
    if m == 3:
        return f"{fn}.{y}.2160p.UHD.BluRay.REMUX.HDR.HEVC.{ch(['Atmos', 'TrueHD.7.1.Atmos', 'DTS-HD.MA.5.1'])}-{ch(['FGT', 'EPSiLON', 'PmP', 'SiCFoI', 'TRiToN', 'BLURANiUM'])}"
    if m == 4:
        return f"{t} ({y}) {ch(['720p', '1080p'])} BrRip x264 - {ch(['1GB', '700MB', '1.4GB', '2GB', '850MB'])} - YIFY"
    if m == 5:
        return f"{t} ({y}) ({res} BluRay x265 HEVC 10bit AAC 5.1 {ch(['Tigole', 'Joy', 'Silence', 'afm72', 'Panda', 'r00t', 'Natty'])})"
    if m == 6:
        return f"{t} ({y}) {{imdb-tt{ri(10000, 9999999):07d}}} [{ch(['Bluray-1080p', 'WEBDL-1080p', 'Remux-2160p', 'Bluray-720p'])}]"
    if m == 7:
        return f"{t} {y} {res} WEB-DL DD5.1 H264-{ch(['FGT', 'CMRG', 'EVO', 'RARBG', 'NOGRP', 'SiGMA'])}"
    if m == 8:
        lab = ch(["Criterion", "Arrow", "Eureka MoC", "BFI", "Second Sight", "Shout Factory"])
        return f"{t} ({y}) [{lab}] {res} {ch(['FLAC 1.0', 'DTS-HD MA 2.0', 'LPCM 2.0', 'FLAC 2.0'])} x264-{ch(P2P_FILM)}"
    return f"{fn}.{y}.{ch(['MULTi', 'VFF', 'TRUEFRENCH', 'VOSTFR', 'iTA-ENG'])}.{res}.BluRay.x264-{ch(P2P_FILM)}"


def g_anime():
    t = ch(ANIME)
    grp = ch(FANSUBS)
    ep = ri(1, 1100) if t in ("One Piece", "Detective Conan") else ri(1, 26)
    crc = hexs(8).upper()
    res = ch(["1080p", "720p", "480p", "1080p"])
    m = ri(0, 9)
    if m <= 1:
        s = f"[{grp}] {t} - {ep:02d} ({res}) [{crc}].mkv"
    elif m == 2:
        s = f"[{grp}] {t} - {ep:02d} [{res}][HEVC x265 10bit][Multi-Subs]"
    elif m == 3:
        s = f"[{grp}]_{t.replace(' ', '_')}_-_{ep:02d}_[{res}][{crc}].mkv"
    elif m == 4:
        s = f"[{grp}] {t} (BD {ch(['1080p', '1920x1080'])} {ch(['Hi10', 'HEVC', 'x264'])} {ch(['FLAC', 'AAC', 'Opus'])}) [{ch(['Dual-Audio', 'Batch', 'Complete'])}]"
    elif m == 5:
        s = f"[{grp}] {t} S{ri(2, 4)} - {ep:02d}v{ri(2, 3)} ({res}) [{crc}].mkv"
    elif m == 6:
        s = f"{scene_name(t)}.S{ri(1, 3):02d}E{ep:02d}.{res}.{ch(['CR', 'NF', 'AMZN', 'ADN', 'B-Global'])}.WEB-DL.AAC2.0.H.264-{ch(['VARYG', 'SMURF', 'KiyoshiStar', 'Kitsune', 'SH3LBY'])}"
    elif m == 7:
        s = f"[{grp}] {t} - Vol.{ri(1, 9):02d} (BD 1920x1080 x264 FLAC)"
    elif m == 8:
        s = f"[{grp}] {t} - {ep:02d} (CR {res} WEB-DL AAC) [{crc}]"
    else:
        s = f"[{grp}] {t} - {ep:02d} [{ch(['BDRip', 'WEBRip', 'TVRip'])} {ch(['1920x1080', '1280x720'])} {ch(['x264', 'x265', 'AVC'])} {ch(['FLAC', 'AAC'])}]"
    return s, ch(G_ANIME)


def music_scene_name(a, al, y):
    A, AL = mscene(a), mscene(al)
    y2 = ch([y, y, ri(y, 2023)])
    grp = ch(MUSIC_GRPS)
    cat = f"{ch(CAT_PFX)}{ri(10, 999)}"
    m = ri(0, 8)
    if m <= 1:
        return f"{A}-{AL}-{ch(['CD', 'WEB', '2CD', 'REMASTERED-CD', 'DELUXE_EDITION-WEB', 'Vinyl', 'CDR', 'LP'])}-{y2}-{grp}"
    if m == 2:
        return f"{A}-{AL}-{ch(['CD', 'WEB', 'Vinyl', '24BIT-WEB', 'REISSUE-CD', 'SACD'])}-FLAC-{y2}-{grp}"
    if m == 3:
        return f"{A}-{AL}-({cat})-{ch(['WEB', 'CD', '2CD', 'LP', 'REMASTERED-WEB'])}-{y2}-{grp}"
    if m == 4:
        return f"{A.lower()}-{AL.lower()}-{ch(['(' + cat.lower() + ')', 'web', 'cd', '2cd', 'retail'])}-{y2}-{grp.lower()}"
    if m == 5:
        return f"VA-{mscene(ch(VA_COMPS))}-{ch(['2CD', '3CD', 'WEB', '4CD'])}-{ri(1998, 2023)}-{grp}"
    if m == 6:
        return f"{A}-Live_at_{mscene(ch(VENUES))}-{ch(['Bootleg', 'DVBS', 'SAT', 'FM', 'CABLE', 'WEB'])}-{ri(y, 2023)}-{grp}"
    if m == 7:
        return f"{A}-{AL}-(Remixes)-WEB-{ri(y, 2023)}-{grp}"
    return f"{A}_-_{AL}-{ch(['Advance', 'Promo', 'Retail', 'Ltd.Ed'])}-{y2}-{grp}"


def music_p2p_name(a, al, y):
    m = ri(0, 9)
    if m == 0:
        return f"{a} - {al} ({y}) [FLAC]"
    if m == 1:
        return f"{a} - {al} ({ri(y, 2023)}) [{ch(['24B-96kHz', '24-192', '24-44.1', '16-44'])}]"
    if m == 2:
        return f"{a} - {al} [{y}] [MP3 320]"
    if m == 3:
        return f"{a} - {al} ({y}, {ch(['Remaster', 'Reissue', 'Japan Edition', 'Deluxe'])}) [FLAC] {{{ch(CAT_PFX)}{ri(10, 999)}}}"
    if m == 4:
        return f"({y}) {a} - {al} [V0]"
    if m == 5:
        return f"{a} - {al} ({y}) MP3 @{ch(['320', '256', '192'])}kbps"
    if m == 6:
        return f"{a} - {al} (Deluxe Edition) ({ri(y, 2023)}) [FLAC 16-44]"
    if m == 7:
        return f"{a} - {al} ({y}) [Vinyl Rip {ch(['24-96', '24-192', '16-44'])}]"
    if m == 8:
        return f"{a} - {al} ({y}) [WEB FLAC]"
    return f"{a} - {al} {ch(['(SACD ISO)', '[DSD64]', '(MFSL)', '[CD-Image + cue]', '(2xCD) [APE]'])}"


def g_music_scene():
    a, al, y = ch(ALBUMS)
    n = music_scene_name(a, al, y)
    return n, music_group(n)


def g_music_p2p():
    a, al, y = ch(ALBUMS)
    n = music_p2p_name(a, al, y)
    return n, music_group(n)


def g_discography():
    a, _al, y = ch(ALBUMS)
    y0 = y - ri(0, 8)
    y1 = min(2023, y0 + ri(8, 40))
    fmt = ch(["FLAC", "MP3 320", "MP3 V0", "24bit FLAC", "Mixed", "MP3 256", "ALAC"])
    n = ri(4, 40)
    m = ri(0, 10)
    if m == 0:
        s = f"{a} - Discography ({y0}-{y1}) [{fmt}]"
    elif m == 1:
        s = f"{a} - Complete Discography {y0}-{y1} ({ch(['MP3 320kbps', 'FLAC', 'ALAC'])})"
    elif m == 2:
        s = f"{a} - The Studio Albums {y0}-{y1} [{fmt}]"
    elif m == 3:
        s = f"{a} - Complete Works ({n}CD Box Set) [{fmt}]"
    elif m == 4:
        s = f"{a} - Discografia completa ({y0}-{y1})"
    elif m == 5:
        s = f"{a} - Diskografie {y0}-{y1} (MP3, 320)"
    elif m == 6:
        s = f"{a} - Albums, Singles, EPs, Live and Rarities ({n} releases) [{fmt}]"
    elif m == 7:
        s = f"[Discography] {a} ({y0} - {y1}) {fmt}"
    elif m == 8:
        s = f"{a} - Singles and B-Sides Collection {y0}-{y1}"
    elif m == 9:
        s = f"{a} - Anthology Vol. 1-{ri(2, 6)} [{fmt}]"
    else:
        s = f"{mscene(a)}-Discography-{y0}-{y1}-{ch(['FLAC', 'MP3', 'WEB'])}"
    return s, music_group(s)


def ebook_name(a, t, y):
    m = ri(0, 9)
    if m == 0:
        return f"{a} - {t} (epub)"
    if m == 1:
        return f"{a} - {t} [retail] (azw3)"
    if m == 2:
        return f"{t} ({ch(PUBLISHERS)}, {y}) - {a}.pdf"
    if m == 3:
        return f"{a} - {t} ({y}) [{ch(['epub', 'mobi', 'pdf', 'epub+mobi', 'azw3', 'epub, mobi, azw3'])}]"
    if m == 4:
        return f"[ebook] {t} by {a} ({ch(['mobi, epub, pdf', 'epub', 'retail epub', 'lit'])})"
    if m == 5:
        parts = a.split()
        return f"{parts[-1]}, {' '.join(parts[:-1])} - {t}.epub"
    if m == 6:
        return f"{a.replace(' ', '_')}_{t.replace(' ', '_')}_{y}.epub"
    if m == 7:
        return f"{t} - {a} - {y} - {ch(['EN', 'ENG', 'retail'])}"
    if m == 8:
        return f"{a} - {t} ({ch(['German Edition', 'Dutch', 'French'])}) {ch(['epub', 'mobi'])}"
    return f"{a} - {t} (v{ri(1, 5)}.{ri(0, 9)}) [epub]"


def g_ebook():
    if p(0.3):
        a, t, pub, ed = ch(TECH_BOOKS)
        y = ri(2008, 2023)
        m = ri(0, 3)
        if m == 0:
            s = f"{pub} - {t} {ed} Edition ({y})"
        elif m == 1:
            s = f"{t}, {ed} Edition - {a} ({pub}, {y}) [True PDF]"
        elif m == 2:
            s = f"{a} - {t} ({ed} ed.) {ch(['epub', 'pdf + epub', 'azw3'])}"
        else:
            s = f"{scene_name(pub)}.{scene_name(t)}.{ed}.Edition.{y}.{ch(['RETAiL.ePub', 'PDF', 'eBook-BitBook', 'RETAiL.eBook-rebOOk'])}"
        return s, ch(["alt.binaries.e-book.technical", "alt.binaries.ebook", "alt.binaries.e-book"])
    if p(0.06):
        return f"Ebook pack {ri(2010, 2023)}-{ri(1, 12):02d}-{ri(1, 28):02d} ({ri(40, 900)} books, epub)", ch(G_EBOOK)
    a, t, y = ch(BOOKS)
    n = ebook_name(a, t, y)
    if "German Edition" in n:
        return n, ch(["alt.binaries.ebook.german", "alt.binaries.e-book.german"])
    if "(French)" in n:
        return n, "alt.binaries.ebook.french"
    return n, ch(G_EBOOK)


def audiobook_name(a, t, y):
    narr = ch(NARRATORS)
    m = ri(0, 8)
    if m == 0:
        return f"{a} - {t} (Unabridged) [M4B]"
    if m == 1:
        return f"{a} - {t} - read by {narr} - {ch(['64k', '128k', 'VBR', '32k', '96k'])} mp3"
    if m == 2:
        return f"{t} by {a}, narrated by {narr} [{ch(['MP3', 'M4B', 'AAX', 'M4A'])}]"
    if m == 3:
        return f"[Audiobook] {a} - {t} ({y}) ({narr}) m4b"
    if m == 4:
        return f"{mscene(a)}-{mscene(t)}-{ch(['Unabridged', 'Abridged'])}-{ch(['AUDIOBOOK', 'AUDiOBOOK'])}-WEB-EN-{ri(2015, 2023)}-{ch(['VOiCE', 'FIH', 'ECHO', 'RUiNED', 'DAPS'])}"
    if m == 5:
        return f"{a} - {t} ({ri(y, 2023)}) {ch(['Audible', 'Audiobook'])} {ch(['128kbps', '64kbps'])} {ch(['M4B', 'MP3'])}"
    if m == 6:
        return f"{a} - {t} (BBC Full-Cast Dramatisation)"
    if m == 7:
        return f"{a} - {t} - {narr} - {ri(8, 60)} CDs - {ch(['MP3', 'FLAC'])}"
    da, dt, _dy = ch(DE_BOOKS)
    return f"{dt} - {da} (Hörbuch, gelesen von {ch(['Rufus Beck', 'Christoph Maria Herbst', 'David Nathan', 'Anna Thalbach', 'Gert Heidenreich'])})"


DE_BOOKS = [("Frank Schätzing", "Der Schwarm", 2004), ("Patrick Süskind", "Das Parfum", 1985), ("Sebastian Fitzek", "Die Therapie", 2006),
            ("Walter Moers", "Die 13½ Leben des Käpt'n Blaubär", 1999), ("Marc-Uwe Kling", "Die Känguru-Chroniken", 2009),
            ("Cornelia Funke", "Tintenherz", 2003), ("Daniel Kehlmann", "Die Vermessung der Welt", 2005), ("Juli Zeh", "Unterleuten", 2016),
            ("Nele Neuhaus", "Eine unbeliebte Frau", 2006), ("Ursula Poznanski", "Erebos", 2010)]


def g_audiobook():
    a, t, y = ch(BOOKS)
    return audiobook_name(a, t, y), ch(G_AUDIOBOOK)


def g_comic():
    t, yr, scan = ch(COMICS), ri(2008, 2023), ch(COMIC_SCAN)
    n, v = ri(1, 250), ri(1, 12)
    m = ri(0, 8)
    if m == 0:
        s = f"{t} {n:03d} ({yr}) (Digital) ({scan}).cbr"
    elif m == 1:
        s = f"{t} #{n} ({yr}) (digital) ({scan}).cbz"
    elif m == 2:
        s = f"{t} Vol. {v} TPB ({yr}) (Digital) (F) ({scan}).cbr"
    elif m == 3:
        s = f"0-Day Week of {ri(2008, 2023)}.{ri(1, 12):02d}.{ri(1, 28):02d}"
    elif m == 4:
        s = f"2000AD Prog {ri(1800, 2360)} ({yr}) (digital) ({scan}).cbr"
    elif m == 5:
        s = f"{ch(BD)} - Tome {ri(1, 40):02d} ({ch(['FR', 'NL', 'DE', 'FR'])}) ({ch(['scan', 'digital', 'HD', 'c2c'])}).cbz"
    elif m == 6:
        s = f"{ch(MANGA)} v{v:02d} ({ri(2005, 2023)}) (Digital) ({ch(['1r0n', 'LuCaZ', 'danke-Empire', 'Oak', 'Stick', 'XRA-Empire'])}).cbz"
    elif m == 7:
        s = f"{ch(MANGA)} - Chapter {ri(1, 1100)} [{ch(['EN', 'ENG'])}] ({ch(['VIZ', 'Kodansha', 'Yen Press', 'MangaPlus'])}).cbz"
    else:
        s = f"{t} Omnibus Vol {v} ({ri(1985, 2023)}) ({ch(['c2c', 'scan', 'HD-Upscaled'])}) ({scan}).cbr"
    return s, ch(G_COMIC)


def g_magazine():
    name, yr, mi = ch(MAGS), ri(2009, 2023), ri(0, 11)
    mo = MONTHS[mi]
    m = ri(0, 9)
    if m == 0:
        s = f"{name} - {mo} {yr}"
    elif m == 1:
        s = f"{scene_name(name)}.{ch(['UK.', 'USA.', 'AU.', ''])}{mo}.{yr}.{ch(['True.PDF', 'HYBRID.MAGAZiNE.eBook', 'PDF', 'RETAiL.eBook'])}"
    elif m == 2:
        s = f"{name} Issue {ri(50, 600)} ({yr})"
    elif m == 3:
        s = f"{name} - {ri(1, 28)} {mo} {yr} (true pdf)"
    elif m == 4:
        s = f"{name} {ch(['USA', 'UK', 'Australia', 'Germany'])} - Vol {ri(10, 250)} No {ri(1, 12)} ({yr})"
    elif m == 5:
        s = f"{name} {yr}-{mi + 1:02d} hybrid"
    elif m == 6:
        s = f"{name} - Annual {yr}"
    elif m == 7:
        s = f"{ch(DE_MAGS)} Nr {ri(1, 52)} vom {ri(1, 28):02d}.{ri(1, 12):02d}.{yr}"
    elif m == 8:
        s = f"[Magazines] {name} - {mo}-{MONTHS[(mi + 1) % 12]} {yr}"
    else:
        s = f"{name} ({mo} {yr}) {ch(['[PDF]', '(retail)', '- Special Edition', '- Collectors Edition'])}"
    return s, ch(G_MAG)


def g_software():
    name, ver = ch(SOFT)
    sn = scene_name(name)
    if name in AUDIO_SOFT and p(0.6):
        s = f"{sn}.v{ver}.{ch(['WiN', 'MAC', 'VST', 'VST3', 'AU', 'AAX', 'WiN.MAC'])}-{ch(AUDIO_GRPS)}"
        return s, ch(G_SOFT + ["alt.binaries.sounds.utilities", "alt.binaries.audio.warez"])
    m = ri(0, 8)
    if m <= 1:
        s = f"{sn}.v{ver}.{ch(['x64', 'x86', 'x64.Multilingual', 'Incl.Keygen', 'WiN64', 'MacOSX', 'Linux', 'Retail', 'Multilingual.ISO'])}-{ch(SOFT_GRPS)}"
    elif m == 2:
        s = f"{name} {ver} (x64) {ch(['Multilingual', 'Portable', 'Repack', 'Final', 'Retail', 'Setup', 'Offline Installer'])}"
    elif m == 3:
        s = f"{name.replace(' ', '_')}_{ver}_{ch(['Setup.exe', 'x64.msi', 'win64.zip', 'portable.zip', 'amd64.deb', 'x86_64.AppImage'])}"
    elif m == 4:
        s = f"{name} v{ver} MacOS {ch(['[TNT]', '[HCiSO]', '(Intel/Apple Silicon)', 'U2B'])}"
    elif m == 5:
        s = f"{name} {ver} Multilingual [{ch(['ChingLiu', 'FileCR', 'CracksNow', 'Team OS'])}]"
    elif m == 6:
        s = f"{sn}.{ver}.{ch(['WIN', 'MAC', 'LINUX', 'WiN64'])}.{ch(['INCL.KEYGEN', 'READ.NFO', 'ISO', 'PROPER', 'UPDATE', 'REPACK'])}-{ch(SOFT_GRPS)}"
    elif m == 7:
        s = f"{name} {ver} + {ch(['Portable', 'Plugins Pack', 'Content', 'Help Files', 'Language Packs'])}"
    else:
        s = f"{name} {ver} ({ch(['32/64-bit', 'Win/Mac', 'x64', 'ARM64'])}) - official installer"
    return s, ch(G_SOFT)


def g_game():
    m = ri(0, 12)
    if m <= 2:
        g = ch(PC_GAMES)
        sn = scene_name(g)
        k = ri(0, 3)
        if k == 0:
            s = f"{sn}-{ch(PC_GRPS)}"
        elif k == 1:
            s = f"{sn}.Update.v{ri(1, 3)}.{ri(0, 9)}.{ri(0, 20)}-{ch(PC_GRPS)}"
        elif k == 2:
            s = f"{sn}.{ch(['GOTY', 'Deluxe.Edition', 'Complete.Edition', 'Definitive.Edition', 'MULTi9', 'REPACK', 'Digital.Deluxe'])}-{ch(PC_GRPS)}"
        else:
            s = f"{sn}.{ch(['Build', 'v'])}{ri(1000000, 9999999) if p(0.5) else ri(1, 2)}-{ch(PC_GRPS)}"
        return s, ch(["alt.binaries.games", "alt.binaries.warez.ibm-pc.games", "alt.binaries.cd.image", "alt.binaries.cores"])
    if m == 3:
        g = ch(PC_GAMES)
        snake = re.sub(r"[^a-z0-9]+", "_", g.lower()).strip("_")
        return f"setup_{snake}_{ri(1, 3)}.{ri(0, 9)}.{ri(0, 99)}_({ri(10000, 69999)}).exe", "alt.binaries.games"
    if m == 4:
        g = ch(PC_GAMES)
        return f"{g} v{ri(1, 3)}.{ri(0, 9)}{ch(['', '.' + str(ri(1, 9))])} (GOG)", ch(["alt.binaries.games", "alt.binaries.warez.ibm-pc.games"])
    if m == 5:
        g = ch(PC_GAMES)
        return f"{g} - {ch(['v1.0', 'v1.1.2', 'Build 8123456', 'v2.0.3'])}{ch([' + All DLCs', ' + Bonus Content', ''])} [{ch(['FitGirl Repack', 'DODI Repack', 'ElAmigos', 'KaOs Repack'])}]", "alt.binaries.games"
    if m <= 7:
        g = ch(SWITCH_GAMES)
        k = ri(0, 1)
        if k == 0:
            s = f"{scene_name(g)}.NSW-{ch(['VENOM', 'SUXXORS', 'BigBlueBox', 'LiGHTFORCE', 'iNDUCT', 'HR'])}"
        else:
            s = f"{g} [{hexs(16).upper()}][v0] ({ch(['1.5 GB', '7.2 GB', '13 GB', '3.4 GB'])}) (NSP)"
        return s, ch(["alt.binaries.games.nintendo.switch", "alt.binaries.games"])
    g, plat = ch(RETRO_GAMES)
    sn = scene_name(g)
    reg = ch(["USA", "Europe", "Japan", "USA"])
    if plat in ("SNES", "MD", "N64"):
        s_ = ch([f"{g} ({reg}).zip", f"{g} ({reg}) (En,Fr,De).7z", f"{g} ({reg}) (Rev 1).zip", f"{g} ({reg}) ({ch(['Beta', 'Proto'])}).zip"])
        grp = ch(["alt.binaries.emulators.nintendo", "alt.binaries.emulators.misc", "alt.binaries.roms"]) if plat != "MD" else ch(["alt.binaries.emulators.sega", "alt.binaries.emulators.misc"])
    elif plat == "PSX":
        s_ = ch([f"{g} ({reg}).chd", f"{g} ({reg}) (Disc 1).7z", f"[PSX] {g} [SLUS-{ri(100, 1400):05d}]"])
        grp = ch(["alt.binaries.cd.image.playstation", "alt.binaries.emulators.misc", "alt.binaries.cd.image"])
    elif plat == "PS2":
        s_ = ch([f"{g} ({reg}).iso", f"[PS2] {g} [NTSC-U] [SLUS-{ri(20000, 21999)}].iso", f"{sn}.{ch(['PAL', 'USA', 'NTSC'])}.PS2DVD-{ch(['RiTUEL', 'PARADOX', 'STARLiGHT', 'GENiUS', 'PS2HQ'])}"])
        grp = ch(["alt.binaries.cd.image.ps2", "alt.binaries.cd.image.ps2.dvdiso", "alt.binaries.cd.image"])
    elif plat == "GC":
        s_ = ch([f"{g} ({reg}).rvz", f"{sn}.{ch(['PAL', 'USA'])}.NGC-{ch(['ZEKE', 'iNSOMNi', 'POUND'])}", f"{g} ({reg}).iso"])
        grp = ch(["alt.binaries.cd.image.gamecube", "alt.binaries.games"])
    elif plat == "DC":
        s_ = ch([f"{g} ({reg}).gdi", f"{sn}.{ch(['PAL', 'USA'])}.DC-{ch(['ECHELON', 'KALISTO'])}"])
        grp = ch(["alt.binaries.cd.image.dreamcast", "alt.binaries.cd.image"])
    else:
        s_ = ch([f"{sn}.{ch(['PAL', 'USA'])}.XBOX-{ch(['DEViANCE', 'RiTUEL', 'PROJECT'])}", f"{g} ({reg}).iso"])
        grp = ch(["alt.binaries.cd.image.xbox", "alt.binaries.games.xbox"])
    return s_, grp


def g_linux():
    m = ri(0, 15)
    y, mo, d = ri(2019, 2023), ri(1, 12), ri(1, 28)
    if m == 0:
        fl = ch(["ubuntu", "kubuntu", "xubuntu", "lubuntu", "ubuntu-mate", "ubuntu-budgie"])
        typ = ch(["desktop-amd64", "live-server-amd64"]) if fl == "ubuntu" else "desktop-amd64"
        s = f"{fl}-{ch(['16.04.7', '18.04.5', '20.04.2', '20.04.3', '21.04', '21.10', '22.04.1', '22.04.3', '23.04', '23.10'])}-{typ}.iso"
    elif m == 1:
        if p(0.5):
            s = f"debian-{ch(['10.9.0', '10.10.0', '11.0.0', '11.3.0', '11.6.0', '12.0.0', '12.1.0', '12.4.0'])}-{ch(['amd64', 'i386', 'arm64'])}-{ch(['netinst', 'DVD-1', 'xfce-CD-1'])}.iso"
        else:
            s = f"debian-live-{ch(['11.6.0', '12.1.0', '12.4.0'])}-amd64-{ch(['kde', 'gnome', 'xfce', 'cinnamon', 'standard'])}.iso"
    elif m == 2:
        s = f"Fedora-{ch(['Workstation-Live', 'Server-dvd', 'KDE-Live', 'Xfce-Live', 'Everything-netinst'])}-x86_64-{ri(33, 39)}-1.{ri(2, 7)}.iso"
    elif m == 3:
        med = ch(["dvd1", "disc1", "bootonly", "memstick"])
        s = f"FreeBSD-{ch(['12.2', '12.3', '13.0', '13.1', '13.2', '14.0'])}-RELEASE-{ch(['amd64', 'i386', 'arm64-aarch64'])}-{med}.{'img' if med == 'memstick' else 'iso'}"
    elif m == 4:
        v = ch(["6.8", "6.9", "7.0", "7.1", "7.2", "7.3", "7.4"])
        s = f"OpenBSD {v} {ch(['amd64', 'i386', 'arm64'])} - install{v.replace('.', '')}.{ch(['iso', 'img'])}"
    elif m == 5:
        s = f"NetBSD-{ch(['9.1', '9.2', '9.3', '10.0'])}-{ch(['amd64', 'i386', 'evbarm-aarch64'])}{ch(['.iso', '-install.img.gz'])}"
    elif m == 6:
        s = f"archlinux-{y}.{mo:02d}.01-x86_64.iso"
    elif m == 7:
        s = f"linuxmint-{ch(['19.3', '20', '20.1', '20.2', '20.3', '21', '21.1', '21.2'])}-{ch(['cinnamon', 'mate', 'xfce'])}-64bit.iso"
    elif m == 8:
        if p(0.5):
            s = f"openSUSE-{ch(['Leap-15.2', 'Leap-15.3', 'Leap-15.4', 'Leap-15.5'])}-{ch(['DVD', 'NET'])}-x86_64{ch(['', '-Current', '-Media'])}.iso"
        else:
            s = f"openSUSE-Tumbleweed-DVD-x86_64-Snapshot{y}{mo:02d}{d:02d}-Media.iso"
    elif m == 9:
        s = ch(["CentOS-7-x86_64-DVD-2009", "CentOS-Stream-8-x86_64-latest-dvd1", "Rocky-8.5-x86_64-dvd1", "Rocky-9.2-x86_64-minimal", "AlmaLinux-9.1-x86_64-dvd", "AlmaLinux-8.7-x86_64-boot", "CentOS-8.4.2105-x86_64-dvd1", "Rocky-9.3-x86_64-boot"]) + ".iso"
    elif m == 10:
        s = f"kali-linux-{y}.{ri(1, 4)}-{ch(['installer', 'live', 'installer-netinst'])}-{ch(['amd64', 'i386', 'arm64'])}.iso"
    elif m == 11:
        s = f"slackware{ch(['64', ''])}-{ch(['14.2', '15.0'])}-install-dvd.iso"
    elif m == 12:
        s = f"manjaro-{ch(['kde', 'xfce', 'gnome'])}-{ch(['21.0.7', '21.3.7', '22.1.3', '23.0.4'])}-{y % 100:02d}{mo:02d}{d:02d}-linux{ch(['510', '515', '61', '65'])}.iso"
    elif m == 13:
        s = f"pop-os_{ch(['20.04', '21.10', '22.04'])}_amd64_{ch(['intel', 'nvidia'])}_{ri(10, 99)}.iso"
    elif m == 14:
        s = f"install-amd64-minimal-{y}{mo:02d}{d:02d}T{ri(100000, 235959)}Z.iso"
    else:
        s = ch([f"tails-amd64-{ch(['4.19', '5.0', '5.14', '5.20'])}.{ch(['img', 'iso'])}",
                f"Qubes-R{ch(['4.0.4', '4.1.1', '4.1.2', '4.2.0'])}-x86_64.iso",
                f"alpine-{ch(['standard', 'extended', 'virt'])}-{ch(['3.14.0', '3.16.2', '3.18.4'])}-x86_64.iso",
                f"void-live-x86_64-{ch(['20210930', '20221001', '20230628'])}-{ch(['base', 'xfce'])}.iso",
                f"Zorin-OS-{ch(['16.1', '16.2', '16.3'])}-{ch(['Core', 'Lite'])}-64-bit.iso",
                f"MX-{ch(['19.4', '21.1', '21.3', '23.1'])}_x64.iso",
                f"devuan_{ch(['beowulf_3.1.1', 'chimaera_4.0.0', 'daedalus_5.0.0'])}_amd64_{ch(['desktop-live', 'netinstall', 'server'])}.iso",
                f"TrueNAS-{ch(['12.0-U8', '13.0-U5', '13.0-U6'])}.iso",
                f"pfSense-CE-{ch(['2.5.2', '2.6.0', '2.7.0'])}-RELEASE-amd64.iso",
                f"OPNsense-{ch(['21.7', '22.1', '23.1', '23.7'])}-OpenSSL-dvd-amd64.iso",
                f"proxmox-ve_{ch(['6.4-1', '7.1-2', '7.4-1', '8.0-2'])}.iso"])
    return s, ch(G_LINUX)


def g_course():
    prov, title = ch(COURSES)
    y = ri(2016, 2023)
    m = ri(0, 7)
    if prov == "The Great Courses" and p(0.5):
        s = f"TTC Video - {title} (Course No. {ri(1000, 9999)})"
    elif m <= 1:
        s = f"{prov} - {title}"
    elif m == 2:
        s = f"{prov} - {title} ({y})"
    elif m == 3:
        s = f"[{prov}] {title} [{y}, {ch(['ENG', 'ENG + subs', 'EN'])}]"
    elif m == 4:
        s = f"{scene_name(prov)}.{scene_name(title)}.{ch(['TUTORiAL', 'BOOKWARE', 'TUTORIAL', 'DVDR'])}-{ch(TUT_GRPS)}"
    elif m == 5:
        s = f"{title} - {prov} Video Course"
    elif m == 6:
        s = f"{prov} {title} (updated {ri(1, 12)}/{y})"
    else:
        s = f"{prov} - {title} [{ch(['Video', 'MP4', '1080p'])}] [{ri(4, 60)}h {ri(0, 59)}m]"
    return s, ch(G_COURSE)


def doc_name(t, y, chan="", n=1):
    q = ch(["1080p.BluRay.x264", "720p.HDTV.x264", "1080p.WEB.h264", "720p.BluRay.x264", "DVDRip.XviD", "2160p.WEB.H265"])
    m = ri(0, 6)
    if m == 0 and n > 1:
        i = ri(1, n)
        return f"{scene_name(chan) + '.' if chan else ''}{scene_name(t)}.{i}of{n}.{q}-{ch(DOC_GRPS)}"
    if m == 1:
        return f"{chan + ' ' if chan else ''}{t} {y} {ch(['720p', '1080p', 'PDTV', '1080i'])} {ch(['HDTV', 'WEB-DL', 'BluRay'])} x264 AAC MVGroup.org.mkv"
    if m == 2:
        return f"{t} ({y}) {ch(['1080p', '720p', '2160p'])} {ch(['WEB-DL', 'BluRay', 'HDTV', 'WEBRip'])}"
    if m == 3:
        return f"{scene_name(t)}.{y}.DOCU.{q}-{ch(DOC_GRPS)}"
    if m == 4 and n > 1:
        return f"{t} ({y}) - Complete Series ({n} episodes) {ch(['1080p', '720p', 'DVD'])}"
    if m == 5:
        return f"Documentary - {t} ({y}){' - ' + chan if chan else ''}"
    return f"{scene_name(t)}.{y}.{ch(['LIMITED.', 'iNTERNAL.', ''])}{q}-{ch(DOC_GRPS + FILM_SCENE_GRPS)}"


def g_documentary():
    if p(0.5):
        t, y, chan, n = ch(DOC_FILMS)
        return doc_name(t, y, chan, n), ch(G_DOC)
    ser, chan = ch(DOC_SERIES)
    top = ch(DOC_TOPICS)
    y = ri(1995, 2023)
    m = ri(0, 3)
    if m == 0:
        s = f"{scene_name(ser)}.S{ri(10, 50):02d}E{ri(1, 20):02d}.{scene_name(top)}.{ch(['720p.HDTV.x264', '1080p.WEB.h264', 'PDTV.XviD', '720p.WEB.h264'])}-{ch(DOC_GRPS)}"
    elif m == 1:
        s = f"{chan} - {ser} - {top} ({y})"
    elif m == 2:
        s = f"{chan} {ser} {y} {top} {ch(['720p', '1080p', 'PDTV'])} HDTV x264 AAC MVGroup.org.mkv"
    else:
        s = f"{ser} ({chan}) - {top} [{y}] {ch(['DVB-S2 capture', 'WEB-DL', 'SD', 'HD'])}"
    return s, ch(G_DOC)


def g_sports():
    yr, mo, d = ri(2008, 2023), ri(1, 12), ri(1, 28)
    q = ch(["720p.HDTV.x264", "1080p.WEB.h264", "720p.WEB.h264", "1080i.HDTV.MPA2.0.H.264", "720p50.HDTV.x264", "1080p50.WEB-DL.AAC2.0.H.264"])
    grp = ch(SPORT_GRPS)
    m = ri(0, 16)
    if m <= 1:
        sess = ch(["Race", "Qualifying", "Sprint", "FP1", "FP2", "FP3", "Pre-Race.Buildup", "Post-Race.Analysis"])
        s = f"Formula1.{yr}.Round{ri(1, 22):02d}.{ch(F1_GP)}.{sess}.{ch(['1080p.F1TV.WEB-DL.AAC2.0.H.264', 'SkyF1HD.1080p', '720p50.HDTV.x264', '1080p.WEB.h264', 'SkyF1UHD.2160p'])}-{ch(['F1CARRERAS', 'SMCGILL1969', 'NWCHD', 'VERUM', 'DARKSPORT'])}"
    elif m == 2:
        a, b = R.sample(EPL, 2)
        s = f"EPL.{yr}.{mo:02d}.{d:02d}.{a}.vs.{b}.{q}-{grp}"
    elif m == 3:
        a, b = R.sample(EPL, 2)
        s = f"Premier League {yr}-{(yr + 1) % 100:02d} Matchday {ri(1, 38)} {a.replace('.', ' ')} vs {b.replace('.', ' ')} {ch(['1080i', '720p', '1080p'])} {ch(['(Sky Sports)', '(BT Sport)', '(NBCSN)', 'HDTV'])}"
    elif m == 4:
        a, b = R.sample(BUND, 2)
        s = f"Bundesliga {yr}/{(yr + 1) % 100:02d} {ri(1, 34)}. Spieltag {a} - {b} ({ch(['Sky DE', 'DAZN', 'Sport1'])}) 720p"
    elif m == 5:
        a, b = R.sample(NFL, 2)
        s = f"NFL.{yr}.Week.{ri(1, 18):02d}.{a}.vs.{b}.{q}-{grp}"
    elif m == 6:
        a, b = R.sample(NFL, 2)
        s = f"NFL {yr} Week {ri(1, 18)} - {a} @ {b} ({ch(['Condensed', 'Full Game', 'All-22'])}) 720p60"
    elif m == 7:
        a, b = R.sample(NBA, 2)
        s = f"NBA.{yr}.{mo:02d}.{d:02d}.{a}.vs.{b}.{q}-{grp}"
    elif m == 8:
        a, b = R.sample(NHL, 2)
        s = f"NHL {yr}-{mo:02d}-{d:02d} {a} @ {b} 720p60 {ch(['SN', 'TSN', 'NBCSN', 'MSG', 'ESPN+'])}"
    elif m == 9:
        f1, f2 = R.sample(FIGHTERS, 2)
        if p(0.5):
            s = f"UFC.{ri(150, 290)}.{f1}.vs.{f2}.{ch(['PPV.', 'Prelims.', 'Early.Prelims.', ''])}{ch(['720p', '1080p'])}.{ch(['HDTV', 'WEB-DL'])}.x264-{grp}"
        else:
            s = f"UFC Fight Night {yr}.{mo:02d}.{d:02d} {f1} vs {f2} {ch(['Prelims', 'Main Card'])} 720p"
    elif m == 10:
        show = ch(["Raw", "SmackDown", "NXT", "WrestleMania.37", "Royal.Rumble", "SummerSlam", "AEW.Dynamite"])
        s = f"{'WWE.' if not show.startswith('AEW') else ''}{show}.{yr}.{mo:02d}.{d:02d}.{ch(['720p.HDTV.x264', '1080p.WEB.h264', '480p.x264'])}-{ch(['NWCHD', 'Star', 'WH1TE', 'ACES'])}"
    elif m == 11:
        k = ri(0, 2)
        if k == 0:
            s = f"Tour.de.France.{yr}.Stage.{ri(1, 21):02d}.{q}-{grp}"
        elif k == 1:
            s = f"Giro d'Italia {yr} Stage {ri(1, 21)} (Eurosport) 1080p"
        else:
            s = f"Paris-Roubaix {yr} Full Race ({ch(['Eurosport', 'GCN+', 'Sporza'])})"
    elif m == 12:
        sx = ch(["Mens", "Womens"])
        a, b = R.sample(TENNIS_M if sx == "Mens" else TENNIS_W, 2)
        s = f"Wimbledon.{yr}.{sx}.{ch(['Final', 'Semi.Final', 'QF', 'R4'])}.{a.replace(' ', '.')}.vs.{b.replace(' ', '.')}.1080i.HDTV.MPA2.0.H.264-{grp}"
    elif m == 13:
        k = ri(0, 3)
        if k == 0:
            s = f"World Snooker Championship {yr} Final Session {ri(1, 4)} (BBC) 720p"
        elif k == 1:
            s = f"PDC World Darts Championship {yr} {ch(['Final', 'Semi Final', 'Round 3'])} (Sky Sports) 1080i"
        elif k == 2:
            s = f"The Ashes {yr} {ch(['1st', '2nd', '3rd', '4th', '5th'])} Test Day {ri(1, 5)} {ch(['Highlights', 'Full Day', 'Session 2'])}"
        else:
            s = f"Six Nations {yr} Round {ri(1, 5)} {ch(['England', 'Ireland', 'Wales', 'Scotland'])} v {ch(['France', 'Italy'])} (BBC One HD)"
    elif m == 14:
        s = f"MotoGP.{yr}.Round{ri(1, 20):02d}.{ch(['Italy', 'Spain', 'Qatar', 'Austria', 'Japan', 'Australia', 'Valencia'])}.{ch(['Race', 'Qualifying', 'Sprint'])}.{ch(['1080p.WEB.x264', '720p.HDTV.x264', 'BTSportHD.1080p'])}-{grp}"
    elif m == 15:
        ro = ch(["XLVIII", "XLIX", "50", "LI", "LII", "LIII", "LIV", "LV", "LVI", "LVII"])
        a, b = R.sample(NFL, 2)
        s = f"Super.Bowl.{ro}.{a}.vs.{b}.{ch(['720p.HDTV.x264', '1080p.WEB.h264', '1080i.HDTV.MPA2.0.H.264'])}-{grp}"
    else:
        s = f"Olympics.{ch(['London.2012', 'Rio.2016', 'Tokyo.2020', 'PyeongChang.2018', 'Beijing.2022'])}.{ch(['Athletics', 'Swimming', 'Cycling.Track', 'Gymnastics', 'Ski.Jumping', 'Curling'])}.Day.{ri(1, 16):02d}.{ch(['1080p.WEB.h264', '720p.HDTV.x264'])}-{grp}"
    if m in (0, 1, 14):
        return s, ch(["alt.binaries.multimedia.motorsport", "alt.binaries.multimedia.sports", "alt.binaries.sports.f1"])
    if m in (9, 10):
        return s, ch(["alt.binaries.multimedia.sports.boxing", "alt.binaries.multimedia.sports", "alt.binaries.multimedia.wrestling"])
    if m in (2, 3, 4):
        return s, ch(["alt.binaries.multimedia.sports.soccer", "alt.binaries.multimedia.sports", "alt.binaries.sports"])
    return s, ch(G_SPORTS)


def g_radio():
    yr, mo, d = ri(2005, 2023), ri(1, 12), ri(1, 28)
    date = f"{yr}-{mo:02d}-{d:02d}"
    m = ri(0, 11)
    if m == 0:
        s = f"BBC Radio 4 - {ch(R4)} - {date}.mp3"
    elif m == 1:
        s = f"In Our Time - {ch(IOT)} ({date})"
    elif m == 2:
        dj = ch(DJS)
        s = ch([f"Pete Tong - Essential Mix - {dj} - {date}", f"{dj} - Essential Mix ({date}) [320kbps]", f"{dj} @ Radio 1 Essential Mix {date} (SAT)"])
    elif m == 3:
        s = f"John Peel Show {ri(1976, 2004)}-{mo:02d}-{d:02d} (off-air{ch([', cassette', ', FM stereo', ''])})"
    elif m == 4:
        s = f"OTR - {ch(OTR)} - {ri(1935, 1958)}-{mo:02d}-{d:02d} - {ch(OTR_EP)}.mp3"
    elif m == 5:
        pod = ch(PODS)
        s = ch([f"{pod} - Ep {ri(1, 700)} - {ch(POD_TOPICS)}.mp3", f"{pod} #{ri(1, 700)} - {ch(POD_TOPICS)}", f"{pod} ({yr}) - {ch(POD_TOPICS)} [{ch(['MP3 128k', 'AAC', 'Opus'])}]"])
    elif m == 6:
        s = f"Coast to Coast AM - {date} - {ch(['UFO Encounters', 'Ancient Mysteries', 'Open Lines', 'Time Travel', 'Cryptids', 'Near-Death Experiences'])}"
    elif m == 7:
        s = f"{ch(['WDR', 'SWR', 'NDR', 'BR', 'DLF Kultur', 'MDR'])} Hörspiel - {ch(HSP)} ({ri(1960, 2023)})"
    elif m == 8:
        s = f"France Culture - {ch(['Les Pieds sur terre', 'La Méthode scientifique', 'Affaires sensibles', 'LSD, la série documentaire', 'Fictions - Le Feuilleton'])} - {date}"
    elif m == 9:
        s = f"BBC Radio 6 Music - {ch(['Iggy Pop', 'Lauren Laverne', 'Gilles Peterson', 'Mary Anne Hobbs', 'Marc Riley', 'Stuart Maconie', 'Cerys Matthews'])} - {date} [{ch(['320k', 'AAC 128k', 'VBR'])}]"
    elif m == 10:
        s = f"BBC Radio 3 - {ch(['Late Junction', 'Jazz Record Requests', 'Composer of the Week', 'Proms ' + str(yr) + ' Prom ' + str(ri(1, 75)), 'Night Tracks', 'Words and Music'])} - {date}"
    else:
        s = f"Radio drama: {ch(DRAMA)} ({ch(['BBC', 'BBC Radio 4 Extra', 'BBC 7'])}, full cast) [{ri(3, 26)} episodes]"
    if m in (0, 1, 3, 9, 10, 11):
        return s, ch(["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.british"])
    if m == 4:
        return s, ch(["alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.radio.otr"])
    if m == 2:
        return s, ch(["alt.binaries.sounds.mp3.djmixes", "alt.binaries.sounds.mp3.dance", "alt.binaries.sounds.radio.misc"])
    if m == 5:
        return s, ch(["alt.binaries.podcasts", "alt.binaries.sounds.radio.misc"])
    if m == 7:
        return s, ch(["alt.binaries.hoerbuecher", "alt.binaries.sounds.radio.misc"])
    return s, "alt.binaries.sounds.radio.misc"


def g_images():
    yr, n, m_ = ri(2005, 2023), ri(1, 40), ri(40, 99)
    place = ch(["Iceland", "Scotland", "Lofoten", "Yosemite", "Kyoto", "Patagonia", "Tuscany", "Dolomites", "Namibia", "New Zealand", "Lake District", "Banff"])
    m = ri(0, 12)
    if m == 0:
        s = f"Wallpaper pack {ri(1, 99):02d} - {ch(['Nature', 'Space', 'Cities', 'Minimal', 'Abstract', 'Cars', 'Mountains'])} {ch(['3840x2160', '2560x1440', '1920x1080', '5120x2880'])} ({ri(20, 500)} images)"
    elif m == 1:
        s = f"{place} {yr} - IMG_{ri(1000, 9999)}.JPG"
    elif m == 2:
        s = f"{ch(['Nikon D850', 'Canon 5D Mark IV', 'Sony A7R IV', 'Fujifilm X-T4', 'Nikon Z7', 'Pentax K-1'])} RAW samples - DSC_{ri(1, 9999):04d}.{ch(['NEF', 'CR2', 'ARW', 'RAF', 'DNG'])}"
    elif m == 3:
        s = f"{place} trip {yr} - day {n} ({ch(['RAW+JPG', 'JPG', 'HEIC', 'TIFF'])})"
    elif m == 4:
        s = f"Hubble Space Telescope - {ch(['Pillars of Creation', 'Carina Nebula', 'Crab Nebula', 'Whirlpool Galaxy M51', 'Orion Nebula', 'Andromeda mosaic', 'Sombrero Galaxy', 'Horsehead Nebula', 'Eagle Nebula', 'Butterfly Nebula NGC 6302', 'Cats Eye Nebula'])} ({ch(['full res', 'TIFF', '16-bit', '4000x4000'])})"
    elif m == 5:
        s = f"NASA APOD {yr}-{ri(1, 12):02d}-{ri(1, 28):02d} - {ch(['Southern Ring Nebula', 'Cartwheel Galaxy', 'Earthrise', 'Saturn at Equinox', 'The Milky Way over Atacama', 'Comet NEOWISE', 'Total Solar Eclipse'])}.jpg"
    elif m == 6:
        s = f"{ch(['Steam locomotives UK 1960s', 'Deltic class 55 at Kings Cross', 'Swiss mountain railways', 'US streamliners 1950s', 'DB class 103 in action'])} - {ch(['scans', 'slides', 'negatives'])} part {n} of {m_}"
    elif m == 7:
        s = f"{ch(['Duxford', 'RIAT Fairford', 'Oshkosh', 'Farnborough', 'Flying Legends'])} {yr} - {ch(['Spitfire', 'Vulcan', 'P-51 Mustang', 'Red Arrows', 'F-35', 'Lancaster', 'Sea Fury'])} ({n} of {m_})"
    elif m == 8:
        s = f"Fractal art collection {n} - {ch(['Mandelbulb', 'Apophysis', 'Ultra Fractal', 'JWildfire'])} renders"
    elif m == 9:
        s = f"Old maps - {ch(['Europe', 'London', 'Paris', 'Holy Roman Empire', 'North America', 'Ireland', 'Bavaria'])} {ch(['17th', '18th', '19th'])} century (TIFF scans, {ch(['300', '600', '1200'])} dpi)"
    elif m == 10:
        s = f"Fonts collection {n} - {ch(['TTF', 'OTF', 'TTF+OTF'])} ({ri(50, 2000)} fonts)"
    elif m == 11:
        s = f"{ch(['Cats', 'Dogs', 'Birds of Britain', 'Macro insects', 'Storm clouds', 'Lighthouses', 'Old cars', 'Street photography Tokyo', 'Autumn forests', 'Night skylines'])} - set {n:02d} ({ri(12, 300)} pics)"
    else:
        s = f"{ch(['Desktop', 'Phone', 'Ultrawide'])} wallpapers {yr}-{ri(1, 12):02d} {ch(['3840x2160', '2560x1440', '1920x1080', '3440x1440', '1080x2400'])}"
    gm = {0: ["alt.binaries.pictures.wallpaper"], 12: ["alt.binaries.pictures.wallpaper"],
          1: ["alt.binaries.pictures.photography", "alt.binaries.pictures.nature", "alt.binaries.pictures.misc"],
          3: ["alt.binaries.pictures.photography", "alt.binaries.pictures.nature"], 2: ["alt.binaries.pictures.photography"],
          4: ["alt.binaries.pictures.astro", "alt.binaries.pictures.astronomy"], 5: ["alt.binaries.pictures.astro"],
          6: ["alt.binaries.pictures.trains", "alt.binaries.pictures.rail"], 7: ["alt.binaries.pictures.aviation"],
          8: ["alt.binaries.pictures.fractals", "alt.binaries.pictures.misc"], 9: ["alt.binaries.pictures.maps"],
          10: ["alt.binaries.fonts"], 11: ["alt.binaries.pictures.nature", "alt.binaries.pictures.misc", "alt.binaries.pictures.photography"]}
    return s, ch(gm[m])


def g_foreign():
    lang, kind, t, y = ch(FS)
    n = ri(1, 40)
    epw = EPW[lang].replace("{n}", str(n))
    res = ch(["1080p", "720p", "2160p", "480p", "1080p"])
    sub = ch(FS_SUBS[lang])
    m = ri(0, 4)
    if kind == "film":
        s = [f"{t} ({y}) {ch(['BDRip 720p', 'BDRip 1080p', 'DVDRip', 'WEB-DL 1080p', 'HDRip', '1080p BluRay x264'])}",
             f"{t}.{y}.{res}.BluRay.x264-{ch(P2P_FILM)}",
             f"[{t}].{y}.{res}.{ch(['WEB-DL', 'BluRay', 'HDTV'])}.{ch(['x264', 'x265', 'AVC'])}",
             f"{t} ({y}) [{ch(['Remastered', 'Restored 4K', 'DVD9', 'BD50', 'Criterion'])}] {res}",
             f"{sub} - {t} ({y}) {res}"][m]
        return s, ch(G_FILM + ["alt.binaries.movies.asian", "alt.binaries.multimedia.foreign"]), "video"
    if kind in ("anime", "drama"):
        yy = ri(y, 2023)
        s = [f"{t} {epw} ({res}).mkv",
             f"[{sub}] {t} {epw} [{res}]",
             f"{t} E{n:02d} {yy % 100:02d}{ri(1, 12):02d}{ri(1, 28):02d} {res} HDTV",
             f"{t} - {epw} (WEB-DL {res})",
             f"{t} S{ri(1, 3):02d}E{n:02d} {res} {ch(['WEB-DL', 'HDTV', 'WEBRip'])}"][m]
        return s, ch(G_ANIME if kind == "anime" else G_TV + ["alt.binaries.multimedia.asian"]), "video"
    if kind == "music":
        s = [f"{t} ({y}) [FLAC]", f"{t} [{y}] MP3 320",
             f"{t} - {y} - {ch(['FLAC', 'ALAC', 'MP3 320kbps', '24bit-96kHz'])}", f"[{y}] {t}",
             f"{t} ({y}) {ch(['[CD-Image]', '[Hi-Res]', '(Remastered)', '[WEB]'])}"][m]
        return s, ch(G_MUSIC), "music"
    s = [f"{t} ({ch(['fb2', 'epub', 'pdf', 'djvu', 'txt', 'mobi'])})", f"{t} [{y}, {ch(['fb2', 'epub', 'pdf', 'djvu'])}]",
         f"{t} - {ch(['audiobook', 'MP3 64kbps', 'MP3 128kbps'])}", f"{t}.{ch(['epub', 'pdf', 'fb2'])}",
         f"{t} ({y}) {ch(['scan', 'OCR', 'retail'])}"][m]
    return s, ch(G_EBOOK), "ebook"


OBF_EXT = [".rar", ".r00", ".7z.001", ".zip", ".par2", ".vol00+01.par2", ".mkv", ".bin", ".vol03+04.par2", ".nzb", ".001"]


def _part():
    return f".part{ri(1, 60):02d}.rar"


def g_obf():
    fn = ri(5, 120)
    fi = ri(1, fn)
    w = len(str(fn))
    F = f"{fi:0{w}d}/{fn}"
    pn = ri(10, 400)
    pp = 1 if p(0.5) else ri(1, pn)
    ext = ch(OBF_EXT + [_part()])
    m = ri(0, 11)
    if m == 0:
        s = hexs(32)
    elif m == 1:
        s = rnd(ri(16, 40))
    elif m == 2:
        s = f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"
    elif m == 3:
        s = f'[{F}] - "{rnd(ri(16, 28))}{ext}" yEnc ({pp}/{pn})'
    elif m == 4:
        s = f'{rnd(24)} [{F}] - "{rnd(24)}{ext}" yEnc ({pp}/{pn}) {ri(100000, 999999999)}'
    elif m == 5:
        s = rnd(ri(20, 32), "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    elif m == 6:
        s = hexs(40)
    elif m == 7:
        s = f'"{hexs(16)}.part{fi:02d}.rar" yEnc ({pp}/{pn})'
    elif m == 8:
        s = base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(ri(12, 24)))).decode().rstrip("=")
    elif m == 9:
        s = f"{rnd(ri(10, 16), 'abcdefghijklmnopqrstuvwxyz0123456789')}{ext}"
    elif m == 10:
        s = f'[{F}] - "{hexs(32)}" yEnc ({pp}/{pn})'
    else:
        s = f"{rnd(ri(8, 14))} [{F}] - {rnd(ri(8, 14))}"
    return s, ch(G_OBF)


PAR2_SRC = ["tv_scene", "film_scene", "music_scene", "software", "game", "ebook", "tv_p2p", "film_p2p",
            "anime_fansub", "linux_bsd_iso", "documentary", "audiobook", "music_p2p", "comic"]


def g_par2():
    r = LEGIT_GEN[ch(PAR2_SRC)]()
    stem, group = HAS_EXT.sub("", r[0]), r[1]
    a, b = ri(0, 255), ch([1, 2, 4, 8, 16, 32, 64])
    fn = ri(3, 60)
    F = f"{ri(1, fn):0{len(str(fn))}d}/{fn}"
    pn = ri(1, 90)
    pp = ri(1, pn)
    low = scene_name(stem).lower()
    m = ri(0, 11)
    s = [f"{stem}.par2", f"{stem}.vol{a:03d}+{b:03d}.par2", f"{stem}.vol{a % 64:02d}+{b:02d}.PAR2",
         f'[{F}] - "{stem}.vol{a}+{b}.par2" yEnc ({pp}/{pn})', f"PAR2 set - {stem} ({ri(5, 30)}% recovery)",
         f'{stem} - "{stem}.par2" yEnc (1/1)', f'{stem} [{F}] - "{low}.vol{a:03d}+{b:02d}.par2" yEnc ({pp}/{pn})',
         f"Re: {stem} - extra PAR2 blocks ({b * ri(1, 8)} blocks)", f"[PAR2] {stem} - vol{a}+{b}",
         f"{stem}.par2 (1/1)", f'"{low}.vol{a:02d}+{b:02d}.par2" yEnc ({pp}/{pn})',
         f"{stem} - par2 fill ({ri(2, 40)} x {ch(['512', '768', '1024', '384'])} KB blocks)"][m]
    return s, group


def g_spamlike():
    e = ch(SPAM_WORKS)
    k = e[0]
    if k == "film":
        n = film_scene_name(e[1], e[2]) if p(0.5) else film_p2p_name(e[1], e[2])
        return n, film_group(n), "video"
    if k == "tv":
        n = tv_scene_name(e[1], daily=False) if p(0.5) else tv_p2p_name(e[1])
        return n, tv_group(n), "video"
    if k == "album":
        n = music_scene_name(e[1], e[2], e[3]) if p(0.5) else music_p2p_name(e[1], e[2], e[3])
        return n, music_group(n), "music"
    if k == "book":
        if p(0.6):
            return ebook_name(e[1], e[2], e[3]), ch(G_EBOOK), "ebook"
        return audiobook_name(e[1], e[2], e[3]), ch(G_AUDIOBOOK), "audiobook"
    return doc_name(e[1], e[2], ch(["", "", "Netflix", "HBO", "BBC Four", "PBS"]), 1), ch(G_DOC), "video"


ODD_KINDS = ["tv_scene", "tv_p2p", "film_scene", "film_p2p", "music_scene", "music_p2p", "ebook", "audiobook", "comic",
             "game", "software", "documentary", "anime_fansub", "magazine", "discography", "podcast_radio", "sports"]
POSTERS = P("Newspost|Powerpost 2000|yEnc Power-Post A&A|Camelsystem Powerpost|Xnews|Agent 1.93|Newsmangler|JBinUp|Nyuu|ngPost|GoPostStuff|YencPowerPost|Newsbin|Pan|slrn")


def g_odd():
    k = ch(ODD_KINDS)
    r = LEGIT_GEN[k]()
    stem, group = HAS_EXT.sub("", r[0]), r[1]
    nick = _nick()
    n, m_ = ri(2, 30), ri(31, 60)
    c2 = ri(2, 6)
    chan = group.replace("alt.binaries.", "a.b.")
    forms = [
        lambda: f"{stem} - as requested by {nick} - enjoy!",
        lambda: f"REPOST: {stem} (missing parts fixed)",
        lambda: f"FILL: {stem} [req in #{chan}]",
        lambda: re.sub(r"[\s.]+", "_", stem).lower(),
        lambda: stem.upper(),
        lambda: f"Re: REQ {stem[:ri(12, 30)].rstrip(' .-')} - here you go: {stem}",
        lambda: f"{stem} - part {n} of {m_}",
        lambda: f"*** {stem} *** posted by {nick} ***",
        lambda: f"{stem} ~~ {nick}'s collection #{ri(1, 400)}",
        lambda: f"{stem} [uuencode, {n} of {m_}]",
        lambda: f"{stem} - {'CD' if k in ('music_scene', 'music_p2p', 'discography', 'audiobook') else 'part '}{ri(1, c2)} of {c2}",
        lambda: f"{stem} (resend, correct pars this time)",
        lambda: f"{stem} - no password, no spam, just the files",
        lambda: f"{stem} {ri(50, 8000)} MB - sfv, nfo and par2 included",
        lambda: f"({n}/{m_}) {stem} - {nick} - yEnc",
        lambda: f"[{nick}] {stem} - thanks to the original uploader",
        lambda: f"{stem} [ALL PARTS] [{ri(10, 99)} rars + {ri(3, 20)} pars]",
        lambda: f"{stem} - Teil {n} von {m_}",
        lambda: f"{stem} - partie {n} sur {m_}",
        lambda: f"{stem} -- CORRECTED, previous post had a bad yEnc header",
        lambda: f"{stem}. enjoy. -- {nick}",
        lambda: f"! {stem} !",
        lambda: f"{stem} >>> repost for {nick}",
        lambda: f"{stem} (my own rip from the original disc)",
        lambda: f"{nick}: {stem} [{n}/{m_}]",
        lambda: f'{stem} - "{nick} special" - {n} of {m_}',
        lambda: f"{stem} [{ch(['NEW', 'FIXED', 'COMPLETE', 'FULL', 'PROPER'])}]",
        lambda: f"{stem} (1 of {m_}) - best quality I could find",
        lambda: f"{stem} - posted via {ch(POSTERS)}",
        lambda: f"Re: {stem} - pars for the missing bits",
        lambda: f"{stem} [repack of an old post from {ri(1998, 2012)}]",
        lambda: f"{stem} :: {nick} :: {n}/{m_}",
        lambda: f"^^ {stem} ^^",
        lambda: f"{stem} <-- finally complete",
        lambda: f"{stem} - for the lurkers",
        lambda: f"{stem} - tested and working",
        lambda: f"{stem} ({ch(['DE', 'NL', 'FR', 'ES', 'IT', 'PL'])} subs) - repost by request",
        lambda: f"{stem} - day {n} of the {ch(['birthday', 'holiday', 'christmas', 'summer'])} posting spree",
        lambda: f"{stem} ~ {ch(['from my collection', 'from the archive', 'VHS era rip', 'off my old HDD'])} ~",
    ]
    s = ch(forms)()
    if p(0.3):
        fnm = re.sub(r"\s+", ".", re.sub(r'["/\\:*?<>|]', "", stem))[:80]
        s += f' - "{fnm}{ch([".rar", ".r01", ".par2", ".nfo", ".sfv", _part()])}" yEnc ({ri(1, 9)}/{ri(10, 99)})'
    return s, group


# ============================================================ posting wrappers
HAS_EXT = re.compile(r"\.(mkv|mp4|avi|m4v|ts|mpg|wtv|tivo|iso|img|gz|epub|pdf|mobi|azw3|cbr|cbz|mp3|flac|m4b|m4a|ogg|zip|rar|7z|exe|msi|deb|appimage|chd|nsp|jpg|jpeg|png|nef|cr2|arw|raf|dng|tif|par2|nzb|ttf)$", re.I)
EXT = {
    "video": [".mkv", "PART", "R", ".rar", ".nfo", ".sfv", ".mp4", "7Z", "NZB", "PAR2"],
    "music": [".flac", ".mp3", ".m3u", ".cue", ".log", ".rar", ".zip", ".sfv", ".nfo", "PAR2", ".jpg"],
    "audiobook": [".m4b", ".mp3", ".rar", ".zip", "PART", "PAR2", ".nfo"],
    "ebook": [".epub", ".pdf", ".mobi", ".azw3", ".rar", ".zip", ".nfo", "PAR2"],
    "comic": [".cbr", ".cbz", ".rar", "PAR2"],
    "magazine": [".pdf", ".rar", ".zip", "PAR2"],
    "software": ["PART", ".rar", ".iso", ".zip", ".nfo", "R", ".7z", "PAR2", ".sfv", "NZB"],
    "game": [".iso", "PART", "R", ".rar", "7Z", ".zip", ".nsp", ".nfo", "PAR2"],
    "linux": [".iso", ".iso.sha256", "PART", "7Z", ".sha256sum", "PAR2", ".iso.sig"],
    "course": ["PART", ".rar", ".mp4", ".zip", "7Z", "PAR2"],
    "radio": [".mp3", ".m4a", ".ogg", ".flac", ".rar", ".zip", "PAR2"],
    "images": [".jpg", ".zip", ".rar", ".png", ".JPG", "7Z", "PAR2"],
}
KIND_EXT = {"music_scene": "music", "music_p2p": "music", "discography": "music", "audiobook": "audiobook",
            "ebook": "ebook", "comic": "comic", "magazine": "magazine", "software": "software", "game": "game",
            "linux_bsd_iso": "linux", "course": "course", "podcast_radio": "radio", "images": "images"}
SITES = P("""www.nzbvault.info|usenet-planet.biz|NZB-Palast|Binaries4All|www.ub-board.net|UsenetRocks.org|nzbzone.info
u4all-board.net|www.binsearch-crew.to|NewsHaven|BinBox Community|www.dl-forum.cc|Nordic-Bits|FTD-Crew|SpotBoard
HQ-Uploads|Usenet-4ever|ngb-board|www.nzbfreunde.org|www.altbin.hu|TheBinaryClub|usenetpeople.pl|www.tvteam-nzb.org""")


def ext_of(tok, fi, fn):
    if tok == "PART":
        return f".part{fi:0{max(2, len(str(fn)))}d}.rar"
    if tok == "R":
        return ".rar" if fi == 1 else f".r{(fi - 2) % 100:02d}"
    if tok == "7Z":
        return f".7z.{fi:03d}"
    if tok == "PAR2":
        return ch([".par2", f".vol{ri(0, 63):02d}+{ch([1, 2, 4, 8, 16]):02d}.par2", f".vol{ri(0, 255):03d}+{ch([1, 2, 4, 8, 16, 32]):03d}.par2"])
    if tok == "NZB":
        return ".nzb"
    return tok


def file_stem(st):
    st = re.sub(r'["/\\:*?<>|]', "", st).strip()
    m = ri(0, 4)
    if m == 0:
        return st
    if m == 1:
        return re.sub(r"\s+", ".", st)
    if m == 2:
        return re.sub(r"\s+", "_", st)
    if m == 3:
        return re.sub(r"\s+", ".", st).lower()
    return st.replace(" - ", "-").replace(" ", ".")


def hsize(b):
    if b >= 1 << 30:
        s = f"{b / (1 << 30):.2f} GB"
    else:
        s = f"{b / (1 << 20):.2f} MB"
    return s.replace(".", ",") if p(0.3) else s


MEDIA_KW = re.compile(r"\b(epub|pdf|mobi|azw3|m4b|flac|mp3|iso|cbr|cbz|mkv)\b", re.I)
MEDIA_EXT = [".mkv", ".mp4", ".flac", ".mp3", ".m4b", ".epub", ".pdf", ".mobi", ".azw3", ".iso", ".cbr", ".cbz", ".m4a", ".ogg"]
SIZE_RANGE = {"video": (15_000_000, 400_000_000), "music": (2_000_000, 120_000_000), "audiobook": (5_000_000, 300_000_000),
              "ebook": (80_000, 60_000_000), "comic": (5_000_000, 150_000_000), "magazine": (5_000_000, 200_000_000),
              "software": (5_000_000, 400_000_000), "game": (20_000_000, 400_000_000), "linux": (50_000_000, 400_000_000),
              "course": (20_000_000, 400_000_000), "radio": (3_000_000, 250_000_000), "images": (1_000_000, 100_000_000)}


def wrap(base, ek, group):
    stem = HAS_EXT.sub("", base)
    fn = ri(2, 99) if p(0.8) else ri(100, 250)
    fi = ri(1, fn)
    F = f"{fi:0{len(str(fn))}d}/{fn}"
    if HAS_EXT.search(base) and p(0.6):
        fname = base
    else:
        tok = ch(EXT[ek])
        kw = MEDIA_KW.search(base)
        if kw and tok in MEDIA_EXT:
            tok = "." + kw.group(1).lower()
        fname = file_stem(stem) + ext_of(tok, fi, fn)
    lo, hi = SIZE_RANGE.get(ek, (50_000, 4_000_000_000))
    size = ri(lo, hi)
    pn = max(1, min(400, size // 740_000 + ri(0, 3)))
    pp = 1 if p(0.5) else ri(1, pn)
    chan = group.replace("alt.binaries.", "a.b.")
    rid = ri(1000, 99999)
    nick = _nick()
    site = ch(SITES)
    up = min(pn, 40)
    styles = [
        lambda: f'[{F}] - "{fname}" yEnc ({pp}/{pn}) {size}',
        lambda: f'{stem} [{F}] - "{fname}" yEnc ({pp}/{pn}) {size}',
        lambda: f'[{F}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'{stem} [{fi}/{fn}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'{stem} - [{fi:02d}/{fn:02d}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'({F}) "{fname}" - {hsize(size)} - yEnc ({pp}/{pn})',
        lambda: f'{stem} - "{fname}" - {hsize(size)} - yEnc ({pp}/{pn})',
        lambda: f'{stem} "{fname}" yEnc ({pp}/{pn})',
        lambda: f"{stem} - {fname} ({pp}/{pn})",
        lambda: f'{stem} - [{F}] - "{fname}" ({pp}/{pn})',
        lambda: f"{fname} ({min(pp, up)}/{up})",
        lambda: f"{stem} - {fname} [{min(pp, up)}/{up}]",
        lambda: f"{stem} - {fname} yEnc ({pp:02d}/{max(pn, 2):02d})",
        lambda: f"{stem} - File {fi} of {fn} - {fname} ({pp}/{pn})",
        lambda: f'File {fi} of {fn}: "{fname}" yEnc',
        lambda: f'[{rid}]-[FULL]-[#{chan}@EFNet]-[ {stem} ]-[{F}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'[{rid}]-[#{chan}@EFNet]-[{stem}]-[{F}] "{fname}" yEnc',
        lambda: f'[ {stem} ]-[#{chan}@EFNet]-[ FULL ]-[ {F} ] - "{fname}"',
        lambda: f'[{rid}]-[{ch(["REPOST", "PART 2 of 3", "FULL", "PRE", "RESEND"])}]-[#{chan}@EFNet]-[ {stem} ]-[{F}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'[ {site} ]-[ {stem} ]-[{F}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'<-> {site} <-> {stem} <-> [{F}] - "{fname}" yEnc',
        lambda: f'{stem} - {site} - [{F}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'>>> {site} <<< {stem} [{F}] - "{fname}"',
        lambda: f'{stem} [{F}] - "{fname}" yEnc ({pp}/{pn}) - posted by {nick}',
        lambda: f'{nick} presents: {stem} - [{F}] "{fname}"',
        lambda: f'<{nick}> {stem} - "{fname}" ({pp}/{pn})',
        lambda: f'(????) [{F}] - "{fname}" yEnc ({pp}/{pn})',
        lambda: f'{stem} [{hsize(size)}] [{F}] "{fname}" yEnc',
        lambda: f'{stem} - [{F}] - "{fname}" yEnc {size} ({pp}/{pn})',
    ]
    return ch(styles)()



GENRE = {"alt.binaries.sounds.mp3.jazz": ["Miles Davis", "John Coltrane", "Bill Evans", "Herbie Hancock", "Nina Simone"],
         "alt.binaries.sounds.lossless.classical": ["Glenn Gould", "Arvo Part", "Max Richter", "Nils Frahm"],
         "alt.binaries.sounds.mp3.electronic": ["Aphex Twin", "Boards of Canada", "Daft Punk", "Burial", "Four Tet", "Underworld",
                                                "Leftfield", "Chemical Brothers", "The Prodigy", "Moby", "Air -", "Bonobo",
                                                "Floating Points", "Kraftwerk", "Massive Attack", "Portishead"]}


def music_group(name):
    for g, artists in GENRE.items():
        if any(a in name or a.replace(" ", "_") in name for a in artists) and p(0.6):
            return g
    if "FLAC" in name or "24-" in name or "24B" in name or "Vinyl" in name:
        return ch(["alt.binaries.sounds.lossless", "alt.binaries.sounds.flac", "alt.binaries.music.flac", "alt.binaries.sounds.lossless.24bit"])
    if "MP3" in name or "V0" in name or "320" in name:
        return ch(["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.mp3.full_albums"])
    return ch(G_MUSIC)


def film_group(name):
    if "German" in name:
        return ch(["alt.binaries.movies.german", "alt.binaries.town", "alt.binaries.movies.divx.german"])
    if any(k in name for k in ("FRENCH", "VFF", "VOSTFR", "TRUEFRENCH")):
        return ch(["alt.binaries.movies.french", "alt.binaries.dvd.french"])
    if any(k in name for k in ("DUTCH", "NORDiC", "SWEDiSH", "DANiSH", "FiNNiSH")):
        return ch(["alt.binaries.nl", "alt.binaries.movies.nordic", "alt.binaries.hdtv.nordic"])
    if "DVDR" in name or "DVD9" in name:
        return ch(["alt.binaries.dvd", "alt.binaries.dvdr", "alt.binaries.dvd.movies"])
    if "BLURAY" in name or "REMUX" in name:
        return ch(["alt.binaries.blu-ray", "alt.binaries.hdtv.x264", "alt.binaries.moovee"])
    if "XviD" in name or "DivX" in name:
        return ch(["alt.binaries.movies.xvid", "alt.binaries.movies.divx", "alt.binaries.movies"])
    return ch(G_FILM)


def tv_group(name):
    if "German" in name or "german" in name:
        return ch(["alt.binaries.tv.deutsch", "alt.binaries.town", "alt.binaries.tvseries.deutsch"])
    if "DUTCH" in name or "NORDiC" in name:
        return ch(["alt.binaries.nl", "alt.binaries.teevee"])
    return ch(G_TV)


def _tv(gen):
    n = gen(ch(TV_SHOWS))
    return n, tv_group(n)


def _film(gen):
    n = gen(*ch(FILMS))
    return n, film_group(n)


LEGIT_GEN = {
    "tv_scene": lambda: _tv(tv_scene_name),
    "tv_p2p": lambda: _tv(tv_p2p_name),
    "tv_recording": g_tv_recording,
    "film_scene": lambda: _film(film_scene_name),
    "film_p2p": lambda: _film(film_p2p_name),
    "anime_fansub": g_anime, "music_scene": g_music_scene, "music_p2p": g_music_p2p,
    "discography": g_discography, "audiobook": g_audiobook, "ebook": g_ebook, "comic": g_comic,
    "magazine": g_magazine, "software": g_software, "game": g_game, "linux_bsd_iso": g_linux,
    "course": g_course, "documentary": g_documentary, "sports": g_sports, "podcast_radio": g_radio,
    "images": g_images, "foreign_script": g_foreign, "obfuscated": g_obf, "par2_set": g_par2,
    "spamlike_real_work": g_spamlike, "odd_poster_style": g_odd,
}
WRAP_P = {"obfuscated": 0.0, "par2_set": 0.0, "odd_poster_style": 0.0, "foreign_script": 0.55}
STATS = {}


def make_legit(kind):
    r = LEGIT_GEN[kind]()
    base, group = r[0], r[1]
    ek = r[2] if len(r) > 2 else KIND_EXT.get(kind, "video")
    wrapped = p(WRAP_P.get(kind, 0.55))
    title = wrap(base, ek, group) if wrapped else base
    return tidy(title), group, ("wrap" if wrapped else "")


def make_junk_row(name):
    spec = JF[name]
    CUR["fam"] = name
    fx = False
    if name in JGEN:
        title = JGEN[name]()
    else:
        fx = bool(spec["fx"]) and p(0.15)
        title = fill(ch(spec["fx"] if fx else spec["en"]))
    ev = p(0.30)
    if ev:
        title = evade(title, name)
    return tidy(title), ch(spec["g"]), ("fx" if fx else "") + ("ev" if ev else "")


def main():
    seen = {}
    rows = []
    for label, targets, maker in (("junk", JUNK_TARGETS, make_junk_row), ("legit", LEGIT_TARGETS, make_legit)):
        for name, target in targets.items():
            got, tries = 0, 0
            while got < target:
                tries += 1
                if tries > target * 400:
                    sys.exit(f"could not fill {label}:{name} ({got}/{target})")
                title, group, tag = maker(name)
                if not valid(title) or not valid(group) or title in seen:
                    continue
                seen[title] = 1
                rows.append((label, f"{label}:{name}", title, group))
                for t in ("fx", "ev", "wrap"):
                    if t in tag:
                        STATS[label + ":" + t] = STATS.get(label + ":" + t, 0) + 1
                got += 1
    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")

    # ---- verify what was written
    lab_n, fam_n, titles = {}, {}, {}
    with open(OUT, encoding="utf-8", newline="\n") as f:
        data = f.read()
    lines = data.split("\n")
    assert lines[-1] == "", "file must end with a newline"
    for ln in lines[:-1]:
        parts = ln.split("\t")
        assert len(parts) == 4, ln
        for fld in parts:
            assert valid(fld), repr(fld)
        lab, famname, title, group = parts
        assert lab in ("junk", "legit") and famname.startswith(lab + ":"), ln
        assert title not in titles, title
        titles[title] = 1
        lab_n[lab] = lab_n.get(lab, 0) + 1
        fam_n[famname] = fam_n.get(famname, 0) + 1
    for label, targets in (("junk", JUNK_TARGETS), ("legit", LEGIT_TARGETS)):
        for name, target in targets.items():
            assert fam_n.get(f"{label}:{name}") == target, (label, name)
    total = sum(lab_n.values())
    print(f"wrote {OUT} : {total} rows")
    for lab in ("junk", "legit"):
        print(f"{lab}\t{lab_n.get(lab, 0)}")
    for label, targets in (("junk", JUNK_TARGETS), ("legit", LEGIT_TARGETS)):
        for name in targets:
            print(f"  {label}:{name}\t{fam_n[label + ':' + name]}")
    j, lg = lab_n.get("junk", 1), lab_n.get("legit", 1)
    print(f"junk foreign {STATS.get('junk:fx', 0) / j:.1%}, junk evaded {STATS.get('junk:ev', 0) / j:.1%}, legit wrapped {STATS.get('legit:wrap', 0) / lg:.1%}")


if __name__ == "__main__":
    main()
