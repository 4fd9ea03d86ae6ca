#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generator for fresh10.tsv, a BLIND held-out evaluation split for the junk-title filter.

How it was written
------------------
Written blind, in one sitting, from the writer's general knowledge only. While writing it the
writer did not open, list, grep, run or import anything else under the repository: no filter
code, rules, docs, ADRs, tests, seeds, other splits or their generators, no git history, and no
web or corpus search for spam lists or title lists. No filter or evaluation was run, and no title
was added, dropped or reworded after seeing any tool's opinion of it. The only runs were of this
script, to check that it is deterministic and to count its rows.

Output: fresh10.tsv next to this file, one row a line, LABEL<TAB>FAMILY<TAB>TITLE, no header,
shuffled, no duplicate titles. LABEL is junk or legit; FAMILY is junk:<intent> or legit:<kind>.

Determinism: stdlib only, a single random.Random(SEED) with SEED = 7310429, lists and
insertion-ordered dicts only (sets are used for membership tests, never iterated).

Taxonomy (rough row counts; the exact counts are printed when the script runs)
------------------------------------------------------------------------------
junk (~900 rows, 76 intents, none above 4% of the junk rows, ~12% in 20+ other languages,
about a third clean copy, the rest with per-intent surface noise: yEnc posting shells, case
games, odd separators, emoji, decoration, domains and defanged links, contact handles,
leetspeak, look-alike letters from other scripts, spaced letters, padding tokens, Re:/Fwd:,
and junk dressed up as release names):
  health: pharma_ed, pharma_controlled, pharma_weightloss, supplement_miracle,
    beauty_antiaging, cbd_cannabis_shop, steroids_peds, miracle_cure_hoax, organ_trade (~8-16 each)
  money: crypto_investment, crypto_giveaway, crypto_recovery, airdrop_nft, forex_signals,
    pump_dump, pig_butchering, advance_fee, lottery_sweepstakes, payday_loan,
    debt_credit_repair, gov_grant_relief, car_warranty, casino_bonus, betting_fixed (~8-17 each)
  phishing and impersonation: phishing_bank, phishing_parcel, phishing_streaming,
    phishing_account, toll_tax_smishing, authority_scam, fake_invoice_renewal, tech_support,
    scareware, sextortion (~8-16 each)
  download bait: fake_codec, archive_password_bait, exe_video_bait, survey_unlock,
    fake_release_site, stream_bait, crack_keygen_ad, oem_keys, game_currency_gen,
    giftcard_scam, premium_link_gen, celeb_leak_bait, channel_promo, invite_selling,
    usenet_affiliate, iptv_reseller (~8-18 each)
  people: dating_ad, adult_cam, romance_scam, spell_caster, illuminati, rental_pet_scam,
    fake_charity, proselytizing_flood (~8-16 each)
  work: job_task_scam, work_from_home_mlm, money_mule, fake_check_overpayment,
    vanity_publishing (~7-16 each)
  services and goods: seo_backlinks, social_growth, music_promo, email_lists_leads,
    carding_dumps, hacker_for_hire, replica_goods, essay_mill, fake_documents,
    energy_saver_gadget (~8-14 each)
  noise: chain_hoax, comment_spam, noise_flood (~10-14 each)
legit (~2,100 rows):
  structured release names (~70%): tv_scene ~170, tv_p2p ~100, tv_pack ~70, tv_daily ~60,
    movie_scene ~120, movie_p2p ~110, anime_fansub ~90, music_album ~100,
    music_discography ~30, audiobook ~50, ebook ~55, comic ~45, magazine ~45, software ~55,
    os_iso ~25, game_scene ~45, game_gog ~25, game_repack ~30, sports_broadcast ~50,
    foreign_scene ~70, xxx_scene ~45, documentary ~40, obfuscated ~50, nonlatin_release ~30
  without release structure (~27%): bare_title ~90, single ~70, podcast ~60, lecture ~45,
    radio_drama ~45, sermon ~30, match ~40, news ~40, personal_collection ~45, fan_edit ~30,
    request ~30, nonlatin_title ~35
  adlike_work (~3.5%, ~76): real films, songs, books, podcasts and TV episodes whose names read
    like ads, warnings, questions or appeals, some as proper scene release names.
  Some legit titles carry yEnc posting shells; a yEnc subject's part counter (i/N) ends it.
Labelling: a video release whose file is an .exe/.scr/.lnk is junk (exe_video_bait); a
software installer is legit.
"""
import os
import random
import re
import string
import sys

SEED = 7310429
rng = random.Random(SEED)


def L(text):
    return [ln.strip() for ln in text.strip("\n").split("\n") if ln.strip()]


# ---------------------------------------------------------------------------
# slot pools for junk templates
# ---------------------------------------------------------------------------
P = {}

DOM_A = L("""
best
cheap
top
free
mega
hd
secure
my
go
get
pro
easy
fast
real
true
ultra
quick
smart
prime
vip
daily
super
official
lucky
global
""")
DOM_B = L("""
meds
pills
rx
pharma
deals
movies
flix
codec
player
crypto
coin
trade
loans
cash
win
spin
bet
dating
cams
keys
soft
iptv
tv
shop
store
outlet
help
verify
account
support
login
track
parcel
gift
prize
essay
links
seo
follow
news
""")
DOM_TLD = L("""
.com
.net
.org
.xyz
.top
.ru
.info
.biz
.cc
.io
.online
.site
.club
.live
.shop
.pw
.su
.cn
.tk
.me
.co
.vip
""")


def _dom():
    a = rng.choice(DOM_A)
    b = rng.choice(DOM_B)
    mid = rng.choice(["", "", "", "-", "24", "365", "-online", "hub", "x", "4u"])
    return a + b + mid + rng.choice(DOM_TLD)


def _defang(d):
    k = rng.random()
    if k < 0.3:
        return d.replace(".", "[.]")
    if k < 0.5:
        return d.replace(".", " dot ")
    if k < 0.65:
        return d.replace(".", "(.)")
    return d


def _link():
    d = _dom()
    path = rng.choice(["", "", "/go", "/claim", "/verify", "/dl", "/?ref=" + _code(), "/free", "/login", "/r/" + _code()])
    scheme = rng.choice(["", "", "http://", "https://", "hxxp://", "hxxps://", "www."])
    if scheme.startswith("hxxp"):
        return scheme + _defang(d) + path
    return scheme + d + path


def _code():
    n = rng.randint(5, 9)
    return "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(n))


def _hex(n=8):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


HANDLE_A = L("""
support
admin
vip
crypto
rich
trade
plug
deals
money
real
official
help
boss
king
queen
lucky
daily
secure
""")
HANDLE_B = L("""
desk
team
center
_official
_support
guru
master
247
_help
hub
_vip
pro
zone
club
x
_bot
""")


def _tg_bare():
    return rng.choice(HANDLE_A) + rng.choice(HANDLE_B) + rng.choice(["", "", str(rng.randint(1, 99)), str(rng.randint(1990, 2025))])


def _tg():
    return "@" + _tg_bare()


def _wa():
    cc = rng.choice(["+1", "+44", "+234", "+27", "+91", "+62", "+63", "+7", "+49", "+33", "+971", "+254", "+233", "+55"])
    digits = "".join(rng.choice(string.digits) for _ in range(rng.randint(8, 10)))
    if rng.random() < 0.5:
        return cc + " " + digits[:3] + " " + digits[3:6] + " " + digits[6:]
    return cc + digits


def _phone():
    return "1-8" + rng.choice(["00", "88", "77", "66", "55", "44"]) + "-" + "".join(rng.choice(string.digits) for _ in range(3)) + "-" + "".join(rng.choice(string.digits) for _ in range(4))


def _email():
    return _tg_bare() + "@" + rng.choice(["gmail.com", "outlook.com", "yahoo.com", "proton.me", "mail.ru", "hotmail.com", "yandex.ru", "aol.com", "gmx.de", "qq.com"])


def _usd():
    return "$" + str(rng.choice([50, 100, 200, 250, 300, 500, 750, 1000, 1500, 2000, 3000, 5000]))


def _usd_big():
    return "$" + rng.choice(["10,000", "25,000", "48,500", "50,000", "100,000", "250,000", "1,000,000", "37,000", "12,400", "82,000"])


def _usd_small():
    return "$" + rng.choice(["0.99", "1.49", "2", "4.99", "9", "9.99", "12", "19", "19.99", "29", "39", "49", "59", "79", "99"])


def _millions():
    return rng.choice(["4,500,000", "7.5 million", "10,500,000.00", "2,800,000", "15 million", "850,000", "5.2 million", "18,750,000"])


def _gib():
    n = rng.randint(5, 22)
    pool = rng.choice([string.ascii_lowercase, "asdfghjkl", "qwertyuiop", string.ascii_letters + string.digits, "xz", "hjkl;", ".,-_"])
    return "".join(rng.choice(pool) for _ in range(n))


P["dom"] = _dom
P["link"] = _link
P["code"] = _code
P["hex"] = _hex
P["tg"] = _tg
P["tg_bare"] = _tg_bare
P["wa"] = _wa
P["phone"] = _phone
P["email"] = _email
P["usd"] = _usd
P["usd_big"] = _usd_big
P["usd_small"] = _usd_small
P["millions"] = _millions
P["gib"] = _gib
P["n"] = lambda: str(rng.randint(2, 9))
P["n2"] = lambda: str(rng.randint(12, 60))
P["pct"] = lambda: str(rng.choice([2, 3, 5, 8, 10, 15, 20, 30, 40, 95, 98]))
P["yr"] = lambda: str(rng.choice([2023, 2024, 2024, 2025]))
P["res"] = lambda: rng.choice(["720p", "1080p", "1080p", "2160p", "4K", "HDRip", "BluRay"])
P["ed"] = L("""
Viagra
Cialis
Levitra
Kamagra
sildenafil
tadalafil
Viagra Professional
Cialis Daily
""")
P["ctl"] = L("""
Xanax
Tramadol
Oxycodone
Adderall
Valium
Ambien
Modafinil
Percocet
Soma
Klonopin
Hydrocodone
Ritalin
""")
P["wl"] = L("""
Ozempic
Wegovy
Mounjaro
semaglutide
keto gummies
Phentermine
garcinia cambogia
tirzepatide
""")
P["movie"] = L("""
Oppenheimer
Dune Part Two
Deadpool and Wolverine
Inside Out 2
Barbie
Gladiator II
Wicked
Joker Folie a Deux
Moana 2
Furiosa
Godzilla x Kong
Alien Romulus
John Wick Chapter 4
Avatar The Way of Water
Top Gun Maverick
Spider-Man Across the Spider-Verse
The Super Mario Bros Movie
Fast X
Killers of the Flower Moon
Twisters
Venom The Last Dance
Mufasa The Lion King
Sonic the Hedgehog 3
A Minecraft Movie
Thunderbolts
Sinners
Jurassic World Rebirth
Mickey 17
Captain America Brave New World
Kingdom of the Planet of the Apes
""")
P["show"] = L("""
House of the Dragon
The Last of Us
Squid Game
Stranger Things
The Boys
Wednesday
Shogun
Fallout
The Rings of Power
Yellowstone
Severance
The Bear
""")
P["game"] = L("""
Fortnite
Roblox
GTA V
Minecraft
Free Fire
PUBG Mobile
Warzone
Genshin Impact
Clash of Clans
Pokemon GO
Brawl Stars
EA FC 25
""")
P["gcur"] = L("""
V-Bucks
Robux
Diamonds
UC
Primogems
Gems
PokeCoins
COD Points
FC Points
Minecoins
""")
P["watch"] = L("""
Rolex
Omega
Patek Philippe
Audemars Piguet
Cartier
Breitling
TAG Heuer
Hublot
""")
P["bag"] = L("""
Louis Vuitton
Gucci
Hermes Birkin
Chanel
Prada
Balenciaga
Dior
""")
P["bank"] = L("""
Chase
Wells Fargo
Bank of America
HSBC
Barclays
Lloyds
Santander
NatWest
Commonwealth Bank
PayPal
Citibank
TD Bank
ING
Capital One
Monzo
""")
P["courier"] = L("""
USPS
DHL
FedEx
UPS
Royal Mail
Canada Post
Australia Post
PostNL
DPD
Evri
La Poste
""")
P["stream"] = L("""
Netflix
Disney+
Prime Video
HBO Max
Spotify
Apple ID
Hulu
Paramount+
""")
P["sw"] = L("""
Photoshop 2024
Windows 11 Pro
Office 2021
AutoCAD 2024
FL Studio 21
Adobe Premiere Pro
CorelDRAW
Final Cut Pro
Vegas Pro
Internet Download Manager
Ableton Live 11
SolidWorks
Lightroom Classic
Wondershare Filmora
Malwarebytes Premium
Microsoft 365
""")
P["fname"] = L("""
Jessica
Anna
Natasha
Emily
Sophie
Olivia
Linda
Amanda
Kristina
Mia
Grace
Helen
Sandra
Lily
Vanessa
Julia
""")
P["lname"] = L("""
Williams
Johnson
Okafor
Mensah
Brown
Richardson
Adebayo
Morgan
Smith
Kowalski
Peterson
Ibrahim
Walker
Chen
""")
P["city"] = L("""
Dallas
Manchester
Toronto
Sydney
Berlin
Phoenix
Leeds
Chicago
Miami
Houston
Melbourne
Glasgow
Denver
Atlanta
""")
P["country"] = L("""
Nigeria
Ghana
Benin
Togo
Burkina Faso
Malaysia
Syria
Libya
Ivory Coast
Senegal
Cambodia
the Philippines
""")
P["uni"] = L("""
Harvard
Oxford
MIT
Stanford
Cambridge
Yale
Columbia
Princeton
""")
P["team"] = L("""
Arsenal
Chelsea
Liverpool
Man United
Real Madrid
Barcelona
Bayern
PSG
Inter
Juventus
Chiefs
Eagles
Lakers
Celtics
Cowboys
Yankees
""")
P["team2"] = P["team"]
P["celeb"] = L("""
a famous actress
the pop star
the TV host
the footballer
the royal
a Hollywood star
the influencer
the news anchor
""")
P["company"] = L("""
Amazon
TikTok
Indeed
LinkedIn
Shopee
Booking
Walmart
Deloitte
Upwork
""")
P["player"] = L("""
HD Codec Pack
DivX Plus Player
XviD Ultimate Codec
MediaPlayerHD
UltraPlayer 4K
WinMedia Codec 2024
VideoLAN HD Plugin
FLV Universal Player
""")
P["grp"] = L("""
ViSiON
EVO
SPARKS
RARBG
YIFY
TGx
FGT
GECKOS
NTb
FLUX
""")

SLOT = re.compile(r"\{(\w+)\}")


def pick(key):
    v = P[key]
    if callable(v):
        return v()
    return rng.choice(v)


def fill(t):
    return SLOT.sub(lambda m: pick(m.group(1)), t)


# ---------------------------------------------------------------------------
# surface noise for junk rows
# ---------------------------------------------------------------------------
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "Α", "B": "В", "E": "Е", "H": "Н", "K": "Κ", "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х", "C": "С"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "$", "g": "9"}


def n_homoglyph(s):
    rate = rng.choice([0.15, 0.3, 0.5])
    return "".join(HOMO[ch] if ch in HOMO and rng.random() < rate else ch for ch in s)


def n_leet(s):
    rate = rng.choice([0.3, 0.6, 0.9])
    return "".join(LEET[ch] if ch in LEET and rng.random() < rate else ch for ch in s)


def n_spaced(s):
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if w.isalpha() and 4 <= len(w) <= 10]
    if not idx:
        return " ".join(ch for ch in s.upper()[:30])
    i = rng.choice(idx)
    sep = rng.choice([" ", " ", ".", "-", "_", " * "])
    words[i] = sep.join(words[i].upper())
    return " ".join(words)


def n_case(s):
    k = rng.random()
    if k < 0.45:
        return s.upper()
    if k < 0.65:
        return s.lower()
    if k < 0.85:
        out, up = [], rng.random() < 0.5
        for ch in s:
            if ch.isalpha():
                out.append(ch.upper() if up else ch.lower())
                up = not up
            else:
                out.append(ch)
        return "".join(out)
    return " ".join(w.upper() if rng.random() < 0.4 else w for w in s.split(" "))


def n_seps(s):
    sep = rng.choice([".", "_", "-", "~", "|", " . ", "  ", "*", "+", " / ", "·", "%20"])
    return s.replace(" ", sep)


EMOJI = L("""
🔥
💰
✅
👉
💊
🎰
❤️
💋
🚀
📈
⚡
🎁
💯
‼️
🤑
⭐
🔞
📢
☎️
💎
👇
🍆
🏆
""")


def n_emoji(s):
    k = rng.randint(1, 3)
    e = "".join(rng.choice(EMOJI) for _ in range(k))
    r = rng.random()
    if r < 0.4:
        return e + " " + s
    if r < 0.75:
        return s + " " + e
    return e + " " + s + " " + e


DECOR = [("★★★ ", " ★★★"), (">>> ", " <<<"), ("", " !!!"), ("=== ", " ==="), ("[HOT] ", ""), ("*** ", " ***"),
         ("~*~ ", " ~*~"), ("【", "】"), ("[NEW] ", ""), ("!!! ", " !!!"), ("", " $$$"), ("-=[ ", " ]=-"),
         ("::: ", " :::"), ("((( ", " )))"), ("[100% WORKING] ", ""), ("", " [LIMITED]"), ("▶ ", ""), ("", " ✓✓✓")]


def n_decor(s):
    a, b = rng.choice(DECOR)
    return a + s + b


def n_domain(s):
    d = rng.choice([_dom(), _link(), "www." + _dom(), _defang(_dom())])
    fmt = rng.choice(["{s} - {d}", "{s} >> {d}", "{s} at {d}", "{s} [{d}]", "{d} | {s}", "{s} ({d})", "{s} -> {d}",
                      "{s} visit {d}", "{s} :: {d}", "{d} - {s}", "{s} - only at {d}", "{s} {d}"])
    return fmt.replace("{s}", s).replace("{d}", d)


def n_handle(s):
    h = rng.choice([
        "Telegram " + _tg(), "TG: " + _tg(), "WhatsApp " + _wa(), "WA " + _wa(), "call " + _phone(),
        "text " + _wa(), "email " + _email(), "Signal " + _wa(), "ICQ " + str(rng.randint(10000000, 999999999)),
        "Skype: live:" + _tg_bare(), "DM " + _tg(), "Wickr " + _tg_bare(), "contact " + _email(),
        "Viber " + _wa(), "Discord " + _tg_bare() + "#" + str(rng.randint(1000, 9999)),
    ])
    sep = rng.choice([" | ", " - ", " ", ", ", " // ", " >> "])
    return s + sep + h


def n_padding(s):
    tok = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(rng.randint(4, 12)))
    r = rng.random()
    if r < 0.4:
        return s + " " + tok
    if r < 0.7:
        return tok + " " + s
    if r < 0.85:
        return s + " [" + tok + "]"
    return tok + " " + s + " " + "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(3, 8)))


def n_refwd(s):
    return rng.choice(["Re: ", "RE: ", "Fwd: ", "FW: ", "Re: Re: ", "RE: RE: ", "Fw: ", "AW: ", "TR: ", "Re[2]: ", "R: "]) + s


BAIT_EXT = [".exe", ".rar", ".zip", ".url", ".txt", ".lnk", ".scr", ".html", ".pdf", ".7z", ".nfo", ".bat", ".apk"]


def _slug(s, sep):
    words = re.findall(r"[A-Za-z0-9]+", s)
    if not words:
        words = [_hex(8)]
    return sep.join(words[:7])


def n_shell(s):
    N = rng.randint(2, 40)
    i = rng.randint(1, N)
    k = rng.randint(1, 60)
    fn = _slug(s, rng.choice([".", "_", "-"])) + rng.choice(BAIT_EXT)
    f = rng.randint(0, 6)
    if f == 0:
        return f'[{i:02d}/{N:02d}] - "{s}" yEnc (1/{k})'
    if f == 1:
        return f'{s} - "{fn}" yEnc (1/{k})'
    if f == 2:
        return f'({s}) [{i}/{N}] - "{fn}" yEnc (1/{k})'
    if f == 3:
        return f'"{s}" yEnc (1/1)'
    if f == 4:
        return f'{s} [{i:02d}/{N:02d}] - "{fn}" yEnc (1/{k})'
    if f == 5:
        return f'[{_hex(6)}] {s} - "{fn}" yEnc (1/{k})'
    return f'{s} "{fn}" yEnc (1/{k})'


DRESS_GROUPS = L("""
SPARKS
EVO
RARBG
YIFY
FREE
ViSiON
TGx
GECKOS
HDX
REPACK
WEB
NOGRP
SCENE
""")


def n_dress(s):
    words = re.findall(r"[A-Za-z0-9$%]+", s)[:8]
    if not words:
        words = ["Download"]
    words = [w[:1].upper() + w[1:] for w in words]
    tags = []
    if rng.random() < 0.6:
        tags.append(str(rng.choice([2023, 2024, 2025])))
    tags.append(rng.choice(["720p", "1080p", "2160p", "HDRip", "WEB-DL", "XviD", "MULTi", "iNTERNAL", "PROPER", "x264", "REPACK", "FLAC", "PDF", "ISO"]))
    if rng.random() < 0.5:
        tags.append(rng.choice(["WEB-DL", "x264", "BluRay", "AAC", "x265", "H264", "DVDRip", "Retail"]))
    return ".".join(words + tags) + "-" + rng.choice(DRESS_GROUPS)


TEXT_OPS = {"homo": n_homoglyph, "leet": n_leet, "spaced": n_spaced, "case": n_case, "seps": n_seps}
APPEND_OPS = {"dom": n_domain, "hnd": n_handle, "emo": n_emoji, "dec": n_decor, "pad": n_padding}
WRAP_OPS = {"re": n_refwd, "shell": n_shell}
ALL_OPS = list(TEXT_OPS) + list(APPEND_OPS) + list(WRAP_OPS)


def noisify(s, pnoise, fav, pdress, foreign=False):
    """Return (title, was_noised)."""
    if rng.random() >= pnoise:
        return s, False
    k = rng.choice([1, 1, 1, 2, 2, 3])
    chosen = []
    for _ in range(k):
        if fav and rng.random() < 0.65:
            op = rng.choice(fav)
        else:
            op = rng.choice(ALL_OPS)
        if foreign and op in ("homo", "leet", "spaced", "case", "seps"):
            op = rng.choice(["dom", "hnd", "emo", "shell", "re", "dec"])
        if op not in chosen:
            chosen.append(op)
    dressed = False
    if not foreign and rng.random() < pdress:
        s = n_dress(s)
        dressed = True
    for op in TEXT_OPS:
        if op in chosen and not (dressed and op in ("seps", "spaced")):
            s = TEXT_OPS[op](s)
    for op in APPEND_OPS:
        if op in chosen:
            s = APPEND_OPS[op](s)
    if "shell" in chosen:
        s = n_shell(s)
    elif "re" in chosen:
        s = n_refwd(s)
    return s, True


INTENTS = []


def intent(name, weight, pnoise, fav, pdress, text):
    INTENTS.append((name, weight, pnoise, fav.split(), pdress, L(text)))


# ---------------------------------------------------------------------------
# junk intents: name, weight, noise rate, favoured noise ops, release-dress rate, templates
# ---------------------------------------------------------------------------
intent("pharma_ed", 16, 0.8, "homo leet spaced dom emo", 0.12, """
Buy {ed} online - no prescription needed
Cheap {ed} 100mg, {usd_small} per pill, discreet shipping worldwide
{ed} 90 pills for the price of 10
Generic {ed} from a Canadian pharmacy - order today
Why pay more? {ed} overnight delivery
Last longer in bed - try {ed} risk free
My wife noticed the difference after one week of {ed}
Your order of {ed} has shipped (tracking inside)
Pharmacy clearance: {ed}, {ed}, Kamagra jelly up to 80% off
Is it safe to buy {ed} online? Our doctors answer
{ed} soft tabs - fast acting - free bonus pills with every order
Men over 40 swear by this bedroom trick
{ed}.100mg.Generic.Pack.x90
Private pharmacy for men: {ed} without a doctor visit
Q: where do you guys get {ed} cheap? A: this shop never failed me
Dear valued customer, we now accept Bitcoin for {ed} orders
""")

intent("pharma_controlled", 12, 0.75, "hnd leet homo dom", 0.05, """
{ctl} without prescription, overnight shipping
Order {ctl} online no RX - pay with bitcoin
Real {ctl} 2mg bars, stealth packaging, tracking provided
Need {ctl}? Reliable vendor, text {wa}
{ctl} for sale - pain relief - USA to USA domestic
Buy {ctl} 10mg legally online from a licensed pharmacy
Anxiety? Can't sleep? {ctl} shipped discreetly
Vendor list updated: {ctl}, {ctl}, {ctl} all in stock
Study drugs for finals week - {ctl} {usd_small} a tab
Where can I get {ctl} without seeing a doctor?
legit {ctl} plug, fast reship guarantee
Pharma grade {ctl} 30mg M30 blues available now
""")

intent("pharma_weightloss", 13, 0.7, "emo dec dom case", 0.08, """
Lose {n2} lbs in 30 days with {wl}
{wl} without a prescription - ships today
Doctors hate her: the {wl} trick that melts belly fat
Celebrities use {wl} to drop three dress sizes
Shark Tank keto gummies - final stock clearance
Get {wl} for {usd_small}/month - no insurance needed
The 7-second morning ritual that burns fat while you sleep
Stop dieting! {wl} does the work for you
Compounded semaglutide shipped to your door - start today
I lost {n2} kg and you can too - see my {wl} results
Flat belly tonic - only a few bottles left
Pink salt trick for weight loss (the recipe they banned)
""")

intent("supplement_miracle", 12, 0.6, "emo dec dom", 0.05, """
This one brain pill boosted my memory by 300%
Tinnitus gone in 7 days? Try this weird fruit hack
Nail fungus? Do this before bed tonight
Regrow your hair naturally - 94% saw results
Japanese toenail trick wipes out fungus overnight
The limitless pill Wall Street traders don't want you to know about
Eyesight restored at 72 with one simple supplement
Joint pain relief formula - order 3 get 3 free
Testosterone booster - feel 25 again
Prostate breakthrough: every man over 50 must watch this
Blood sugar formula - diabetes reversed in 21 days
Ancient Himalayan secret for deep sleep and weight loss
Neuropathy? Numb feet? Stop taking pills and do this
Grow taller at any age - clinically tested capsules
""")

intent("beauty_antiaging", 10, 0.6, "emo dec dom", 0.05, """
The wrinkle cream Hollywood dermatologists don't want you to see
Look 20 years younger in 4 weeks - free trial, just pay shipping
Botox alternative under {usd_small} - stock almost gone
Skin tag remover serum - results overnight
Grandma, 63, looks 35 using this cheap trick
Teeth whitening kit free trial - claim yours now
Anti aging collagen gummies 70% off today only
Dark spots gone in 14 days, dermatologist reveals
Cellulite vanish cream - risk free bottle
Eyelash growth serum - clinically proven - free shipping
""")

intent("cbd_cannabis_shop", 10, 0.7, "hnd emo dom", 0.05, """
Premium CBD oil - 50% off for new customers
Full spectrum CBD gummies for pain and anxiety
Order weed online - shipping to all 50 states
Delta-8 carts, THC gummies, vapes - wholesale prices
Medical marijuana card online in 10 minutes
Top shelf strains in stock: OG Kush, Blue Dream, Gelato - DM {tg}
Magic mushroom chocolate bars shipped discreetly
Buy shrooms online - microdosing capsules - {dom}
420 sale: buy one ounce get one free
The CBD that the Shark Tank judges invested in
Dispensary delivery - text {wa} for the menu
""")

intent("steroids_peds", 10, 0.7, "hnd leet dom", 0.05, """
Buy steroids online - Test E, Tren, Anavar - lab tested
SARMs for sale - RAD-140, MK-677 - worldwide shipping
HGH injections no prescription - gain muscle fast
Pharma grade Dianabol - bulk discount
Cycle advice plus gear shipped domestic, email for the list
Clenbuterol and T3 cutting stack - summer sale
Peptides for research only (wink) - BPC-157, TB-500
Gear source legit - UGL - tested - {tg}
Natty or not? Secret supplier the pros use
Research chemicals: semaglutide, retatrutide in stock
""")

intent("miracle_cure_hoax", 11, 0.5, "emo case dec re", 0.0, """
Cancer cured with baking soda - they don't want you to know
Big Pharma is hiding this cure from you
Drink this every morning to reverse diabetes
Hydrogen peroxide cures everything - here is the proof
This kitchen spice destroys cancer cells in 48 hours
Doctors stunned: man cures arthritis with one herb
MMS miracle mineral solution - order while it's legal
The 5G truth they hide - protect your family with this pendant
Anti-radiation sticker for phones - doctors recommend it
Vaccine detox kit - remove toxins in 3 days
Lemon and garlic recipe that clears your arteries overnight
""")

intent("organ_trade", 6, 0.6, "hnd dom case", 0.0, """
Kidney donor wanted urgently - paid {usd_big}
Sell your kidney for $500,000 - private hospital abroad
Kidney donors needed, good pay, all blood groups
Organ transplant donors wanted - contact the doctor {email}
Are you willing to donate a kidney for money? Reply now
Liver donor needed, compensation and travel covered
""")

intent("crypto_investment", 16, 0.7, "emo hnd dom case", 0.05, """
Turn {usd} into {usd_big} in 7 days - guaranteed crypto returns
Earn {pct}% daily with our AI trading bot
Invest with a certified account manager - withdraw anytime
I made {usd_big} last month with this simple crypto strategy
Join our mining pool - passive income {usd}/day
The next 100x coin launches tomorrow - presale open
Cloud mining contracts with full ROI in 30 days
Crypto arbitrage bot - no experience needed - start with {usd}
Why is everyone talking about Quantum AI trading?
Immediate Edge official registration - spots closing tonight
Retire early with staking - {pct}% APY guaranteed
DM me to learn how I earn {usd} weekly from trading
Testimony: my account manager turned my savings into a fortune
BREAKING: bank insiders move their savings into this coin
""")

intent("crypto_giveaway", 13, 0.75, "emo dec dom case", 0.05, """
Official crypto giveaway - send 0.1 BTC get 0.2 BTC back
LIVE now: tech CEO announces 5,000 BTC giveaway
Official exchange airdrop - claim your free ETH today
Send any amount to the address and receive 2x instantly
Celebrating our anniversary: doubling all USDT deposits
ETH giveaway - last hours, don't miss it
BTC giveaway stream - scan the QR code on screen
Congrats! Your wallet is eligible for a {n}00 USDT bonus
Free SOL for the first 1000 participants
Giveaway: verify your wallet to receive the reward
""")

intent("crypto_recovery", 11, 0.65, "hnd dom", 0.0, """
Lost money to a crypto scam? We can recover it
Recover stolen bitcoin - certified blockchain investigators
Fund recovery experts - no recovery, no fee
How I got back {usd_big} from a fake broker, thanks to @{tg_bare}
Hacked wallet? Lost seed phrase? Contact our recovery team
Scam victims: file your recovery claim today
Reliable crypto recovery hacker - email {email}
I was scammed on a forex platform until I found this recovery agent
Chargeback specialists - get your money back from online brokers
Recover your funds from binary options scams in 72 hours
""")

intent("airdrop_nft", 11, 0.7, "dom emo hnd", 0.0, """
Free mint live now - only {n}00 spots left
Claim your token airdrop before the snapshot ends
Connect your wallet to check eligibility: {link}
Exclusive NFT whitelist spots available - DM me
Your NFT has received an offer of {n} ETH - review it here
Security alert: revoke token approvals now - {link}
Stealth launch 1000x gem, liquidity locked - {tg}
Airdrop round 2 is live - claim {n}000 tokens
Mint your free ape derivative today, gas only
Wallet validation required to receive the airdrop
""")

intent("forex_signals", 13, 0.7, "hnd emo dom", 0.05, """
Forex signals with {pct}% accuracy - join VIP
Gold XAUUSD signals - 500 pips every week
Copy my trades and earn while you sleep
Binary options: {usd} to {usd_big} in a week
Free forex mentorship - limited slots - telegram {tg}
Prop firm challenge passing service - guaranteed
Best EA robot for MT4/MT5 - no losing month in 2 years
How I quit my 9-5 trading forex one hour a day
Account management: you invest, we trade, 50/50 profit split
FX signals group giving away 3 free days
""")

intent("pump_dump", 11, 0.6, "case dec emo", 0.0, """
URGENT stock alert: this ticker is set to explode Monday
This penny stock could rise 900% - get in before the news breaks
Hot OTC pick: insiders are loading up
Breaking: small-cap biotech about to announce FDA approval
Our last pick gained 412% - next alert inside
Strong buy - target price {usd_small} - act now
Stock promotion newsletter: is this the next Tesla?
Low float runner alert - join the discord
Shares trading at 0.0{n} - massive upside ahead
Don't miss this week's explosive stock pick
""")

intent("pig_butchering", 12, 0.3, "re emo", 0.0, """
Hi, is this {fname}? We met at the wine tasting last week
Hello, are you still coming to dinner on Friday?
Sorry, wrong number I think. Where are you from?
Hi David, it's {fname} from the yoga class, long time no see
Hey, is this the dentist's office? I need to reschedule
Hello dear, my aunt gave me this number for the golf tee time
Mr. Li asked me to contact you about the investment
Hi! Did you get the documents I sent yesterday?
I found your number in my contacts, do we know each other?
Good morning, this is {fname}, the realtor. Is the house still available?
Hi {fname}, I'm in {city} now, are you free this weekend?
Is this Tom? The meeting has been moved to 3pm
""")

intent("advance_fee", 17, 0.5, "re case hnd", 0.0, """
URGENT BUSINESS PROPOSAL - STRICTLY CONFIDENTIAL
Dear Friend, I am Barrister {lname}, attorney to the late engineer
Next of kin needed for an unclaimed deposit of US$ {millions}
From the desk of the Director, Foreign Remittance Department
I am a dying widow and wish to donate my fortune to charity through you
Compensation payment of $2.5 million approved in your name
Your ATM card worth $1.5M is ready for delivery
Request for partnership: transfer of funds from {country}
Greetings from Mrs. {fname} {lname}, please reply urgently
Consignment box containing funds awaiting your clearance
Beneficiary update - contact the diplomat at the airport
Inheritance claim reference {code} - respond within 48 hours
I am Captain {lname}, a US soldier serving abroad, and I need your help
Kindly get back to me for more details on this transaction
ATTENTION: your fund has been released by the World Bank
Assalamu alaikum, I have a business proposal of mutual benefit
""")

intent("lottery_sweepstakes", 15, 0.6, "re case dec emo", 0.0, """
CONGRATULATIONS! Your email has won {millions} GBP in the international lottery
Winning notification - ref {code} - batch {n}
You are the lucky winner of our software anniversary promotion
You're a finalist for $5,000 a week for life
Claim your prize: Toyota Land Cruiser plus $500,000
Your phone number was selected in the soft drink anniversary draw
Final notice: unclaimed lottery winnings
Dear winner, contact our claims agent with your ticket number
You won an iPhone 15 Pro! Confirm shipping within 24h
Search engine user reward: you have been chosen (1 of 10 winners)
International draw result - your ticket is in
Your Facebook ID won the 2024 online promo
""")

intent("payday_loan", 13, 0.65, "hnd dom case emo", 0.0, """
Need cash fast? Get up to {usd} today
Payday loans - bad credit OK - instant approval
Loan approved: {usd} ready for deposit
Emergency loan in 15 minutes, no credit check
Title loans - keep your car - get cash today
Personal loans at 2% interest - apply now
We offer loans to individuals and companies at a low rate
Are you in need of a loan? Email us today
Guaranteed loan offer - no collateral required
Cash advance until payday - apply online in 2 minutes
Christian loan lender helping families in need
""")

intent("debt_credit_repair", 11, 0.55, "dom case dec", 0.0, """
Erase your debt legally - new government program
Raise your credit score 100 points in 30 days
Consolidate your credit card debt today
Student loan forgiveness: you may qualify
Stop foreclosure now - free consultation
Remove negative items from your credit report
Debt relief - cut your payments in half
Tradelines for sale - boost your credit fast
Tax debt relief - settle for pennies on the dollar
""")

intent("gov_grant_relief", 10, 0.55, "dom case re", 0.0, """
You qualify for a $9,000 government grant you never pay back
Stimulus check #4 - claim your payment
Free government phone - apply today
Seniors: new Medicare benefits you may be missing
$0 health insurance subsidy - see if you qualify
Federal grant approved - pay the processing fee to release it
Free solar panels under the new government program
$6400 subsidy for Americans - check eligibility
Unclaimed property in your name - search now
""")

intent("car_warranty", 7, 0.5, "case re", 0.0, """
Final notice: your car's extended warranty is about to expire
We've been trying to reach you about your vehicle's warranty
Vehicle service contract - last chance to renew
Drivers over 50 are switching car insurance - save {usd_small}
Auto insurance as low as $29/month
Your vehicle is eligible for a recall payment
""")

intent("casino_bonus", 15, 0.75, "emo dom dec case", 0.05, """
Free spins, no deposit - claim {n}00 spins
Online casino: 200% welcome bonus up to {usd}
Best crypto casino 2024 - instant withdrawals
Slots jackpot winner today: {fname} from {city}
Play roulette and win real money
Casino bonus code {code} - exclusive
New casino site - no KYC - bitcoin accepted
I won {usd_big} on this slot - try it yourself
Aviator game predictor - 100% win rate
Play now and get 50 free spins
Sweepstakes casino - play for free, win cash
Crash game hack - never lose again
""")

intent("betting_fixed", 13, 0.7, "hnd emo case", 0.0, """
Fixed matches 100% sure - HT/FT
Sure odds - correct score - VIP tips
Betting tips: 10 wins in a row
Insider info: fixed football match this weekend
Get rich betting - our system never loses
{team} vs {team2} prediction - guaranteed win
Paid tips telegram group - join now
Arbitrage betting software - risk-free profits
Free bet 30 pounds - new customers only
Bet builder tips today - 50/1 odds
""")

intent("phishing_bank", 15, 0.6, "dom homo re", 0.0, """
{bank}: unusual sign-in activity detected on your account
Your {bank} account has been temporarily locked - verify now
Action required: confirm your identity to avoid suspension
{bank} Security Alert: payment of {usd} pending approval
Important notice: update your billing information
We could not process your last payment - log in to resolve
Your card has been restricted. Reactivate here: {link}
{bank} online banking - new device added to your profile
Dear customer, your account will be closed in 24 hours
A refund of {usd} is waiting - confirm your bank details
You've received a payment - accept it within 48 hours
{bank}: did you authorise this transaction? Reply Y or N
""")

intent("phishing_parcel", 13, 0.6, "dom re case", 0.0, """
{courier}: your package could not be delivered, pay the {usd_small} redelivery fee
Your parcel is on hold due to unpaid customs duty
{courier} - incomplete address, update here: {link}
Package {code} awaiting delivery confirmation
We missed you! Schedule your redelivery now
Your shipment is being returned to sender - act now
Track your order {code} - delivery attempt failed
{courier} notice: final attempt, confirm payment of 1.99
Customs clearance required for your international package
""")

intent("phishing_streaming", 11, 0.6, "dom re emo", 0.0, """
{stream}: your payment was declined - update your details
Your {stream} membership has been suspended
{stream} - we're having trouble with your current billing information
Your {stream} subscription has expired - renew free for 90 days
{stream} account on hold - verify to continue watching
Apple ID locked for security reasons
Free {stream} premium for one year - claim here
{stream}: someone in {city} signed in to your account
Your {stream} plan will be cancelled today
""")

intent("phishing_account", 12, 0.55, "dom re", 0.0, """
Your usenet account expires today - renew to keep full retention
Mailbox storage full - click to increase your quota
Webmail: verify your account or lose access
News server notice: unusual download activity, re-enter your password
Indexer API key revoked - log in to regenerate it
Your email password expires in 2 days - keep the same password here
Shared document from HR: salary adjustment 2024
Please review and sign the attached agreement (DocuSign)
You have {n} undelivered messages waiting in quarantine
NZB indexer account suspended - confirm your payment details
File shared with you on OneDrive - view document
""")

intent("toll_tax_smishing", 11, 0.5, "dom case", 0.0, """
E-ZPass: you have an unpaid toll balance of {usd_small}, pay now to avoid fees
FasTrak final reminder: outstanding toll
HMRC: you are eligible for a tax refund of {n}{n}{n}.{n}0 GBP
IRS: your tax return needs verification
DVLA: your vehicle tax payment failed
Unpaid parking fine - pay within 24h to avoid court
Canada Revenue Agency: e-transfer refund pending
ATO: you have a tax refund waiting
SunPass toll invoice overdue
Your road toll is unpaid. A $50 late fee applies tomorrow
""")

intent("authority_scam", 10, 0.5, "case re hnd", 0.0, """
Police notice: a warrant has been issued for your arrest - call immediately
You missed jury duty - pay the fine to avoid arrest
Your Social Security number has been suspended due to suspicious activity
FBI Cyber Division: your computer was used in illegal activity
Interpol case file {code} - legal action pending
Immigration office: there is a problem with your visa status
Border Protection: package seized containing illegal items
Final notice from the court - summons enclosed
Europol: investigation opened in your name, respond within 72h
""")

intent("fake_invoice_renewal", 12, 0.55, "re case", 0.0, """
Geek Squad: your annual subscription has been renewed for $399.99
Norton 360 auto-renewal successful - invoice {code}
McAfee Total Protection renewal receipt - call {phone} to cancel
PayPal invoice: {usd} for a Bitcoin purchase - dispute at {phone}
Invoice #{code} overdue - payment required
Your order of PS5 Console has been confirmed ($549.00)
Your order #{code} has been placed - not you? Call us
Please find attached the outstanding invoice
Remittance advice - updated bank details for payment
Subscription renewed: Tech Support 3 Years Plan
""")

intent("tech_support", 11, 0.6, "hnd case dec", 0.0, """
Windows Defender alert: call {phone} immediately
Microsoft support: your license has expired
Printer offline? Call printer support 24/7 toll free
Call Apple Care now: your iCloud has been compromised
QuickBooks support phone number - instant help
Facebook customer service number - 24 hours
Your computer is blocked. Do not restart. Call a technician
Gmail technical support helpline - recover your account fast
Outlook not working? Dial our experts at {phone}
Coinbase support number - call now
""")

intent("scareware", 11, 0.65, "case dec emo", 0.05, """
WARNING: your PC is infected with {n} viruses
Your system is heavily damaged by {n} viruses - clean now
Critical alert: Trojan detected, download the cleaner
Your phone battery is damaged - install the repair app
Flash Player update required to view this content
Driver update needed - your PC is running slow
Speed up your PC by 300% - free scan
Your browser is out of date - update now
Click Allow to confirm you are not a robot
Registry errors found: fix 1,284 issues now
Your iPhone has been hacked - remove the virus now
""")

intent("sextortion", 9, 0.4, "case re", 0.0, """
I recorded you - pay {n}00 USD in bitcoin
I know your password - you have 48 hours
Your device has been hacked and I have a video of you
Last warning: pay or I send the video to your contacts
I have access to your camera. Read this carefully
Payment required to delete your private video
Hello pervert, I have bad news for you
Your account was compromised - I know what you watched
""")

intent("fake_codec", 14, 0.7, "shell dom", 0.15, """
{movie} {yr} {res} - codec required to play, download here
To watch this file install the HD codec pack from {dom}
{movie}.{yr}.{res}.WEB-DL - requires {player}
READ ME: install the codec before playing
Video not playing? Get the free codec here
{show} S0{n}E0{n} - you need the DivX Plus codec to watch
Codec pack 2024 - plays all formats (required for new releases)
{movie} {yr} - this video is encrypted, get the media key
License required - get a license for {player}
Playback error fix: download the codec update
Install {player} to play {movie} {yr} {res}
""")

intent("archive_password_bait", 15, 0.75, "shell dom", 0.2, """
{movie} {yr} {res} - password on the site
Password for the rar at {dom}
{movie}.{yr}.{res}.BluRay.x264 (password protected - get the pass at {dom})
Need the password? Complete a short offer
pass for the archive: visit {link}
{show} full season - PW in the txt
RAR password request - go to {dom} for the key
Archive locked - unlock key available here
{movie} {yr} - password.txt included
Where do I get the password for this release?? link inside
{movie}.{yr}.{res}.WEB-DL.x264-{grp} [PASSWORDED]
Pass: see www dot {dom} (free registration)
""")

intent("exe_video_bait", 17, 0.8, "shell shell pad", 0.0, """
{movie}.{yr}.1080p.WEB-DL.x264.exe
{movie} ({yr}) {res} BluRay.exe
{show}.S0{n}E0{n}.1080p.WEB.h264-{grp}.exe
{movie}.{yr}.2160p.UHD.mkv.exe
{movie}.{yr}.HDRip.XviD.avi.scr
{movie} {yr} full movie HD.mp4.lnk
{movie}.{yr}.720p [run setup to play].exe
{movie} {yr} {res} Player Installer.exe
{show} complete season (self extracting).exe
{movie}_{yr}_1080p_WEBRip.zip.exe
{movie}.{yr}.CAM.exe
{movie}.{yr}.1080p.AMZN.WEB-DL.DDP5.1.H.264-{grp}.mkv.exe
{movie} {yr} 1080p WEBRip x265 - setup.exe
{movie}.{yr}.720p.HDTC.mp4.bat
""")

intent("survey_unlock", 11, 0.6, "dom shell", 0.05, """
Complete one quick survey to unlock the download
Download link locked - verify you're human
Human verification required to access {movie} {yr}
Fill out a short offer to get the file
Unlock content: install 2 apps and wait 30 seconds
Content locker - {movie} {yr} {res}
Survey-free download! (just kidding, one quick survey)
Verify your age to continue downloading
Enter your phone number to receive the download code
""")

intent("fake_release_site", 15, 0.75, "dom seps case", 0.1, """
Watch {movie} {yr} full movie free online HD
{movie} ({yr}) FULL MOVIE - free streaming
All new releases daily at {dom} - no registration
Download {movie} {yr} {res} free at {dom}
Free HD movies at {dom} - better than Netflix
{show} all episodes free streaming {dom}
Magnet mirror: {movie} {yr} at {dom}
Best site for new movies 2024 (no ads, no signup)
Putlocker new domain - {dom}
Get every release first on our premium site
{movie} {yr} filmyzilla download HD
{movie} {yr} Hindi dubbed download 480p 720p
""")

intent("stream_bait", 13, 0.7, "dom emo case", 0.0, """
{team} vs {team2} live stream free HD
Watch {team} vs {team2} LIVE online - reddit streams
UFC tonight live stream free, no signup
Super Bowl live stream free - full HD
Funeral live stream: watch the service online free
{fname} {lname} funeral service live stream
Champions League final live - click to watch
Fight night stream, free link in the description
Grand Prix live free HD crackstreams
WrestleMania live stream free 1080p
""")

intent("crack_keygen_ad", 15, 0.7, "dom case dec", 0.15, """
{sw} crack + keygen free download 100% working
{sw} full version free download (no virus)
{sw} activator - lifetime activation - download now
Download {sw} cracked for free - latest version
{sw} license key generator 2024
KMS activator for Windows and Office - free
{sw} patch + serial number - working
How to get {sw} for free (crack link in description)
{sw} portable pre-activated - mediafire link
Free {sw} crack download for PC/Mac - tested
IDM crack 2024 - lifetime serial key
""")

intent("oem_keys", 10, 0.6, "dom dec", 0.0, """
Windows 11 Pro key - {usd_small} - instant delivery
Genuine Office 2021 license keys - bulk discount
Cheap OEM software - save up to 90%
Windows 10 retail product key, lifetime, {usd_small}
Buy cheap Steam keys - every game under $5
Office 365 lifetime account for 5 devices {usd_small}
CD keys cheaper than anywhere else - {dom}
Adobe Creative Cloud full access account - 1 year {usd_small}
ChatGPT Plus shared accounts - {usd_small}/month
""")

intent("game_currency_gen", 15, 0.75, "emo leet case dom", 0.05, """
Free {gcur} generator - no human verification
{game} hack: unlimited {gcur} 2024
How to get free {gcur} (working 100%)
{gcur} generator no survey - instant
Get {n}0000 {gcur} free - {dom}
{game} mod menu download - aimbot wallhack undetected
Free {game} accounts with rare skins
{game} {gcur} glitch - still working
Claim a free {gcur} code today - limited
{gcur} giveaway - just enter your username
""")

intent("giftcard_scam", 11, 0.65, "emo dom dec", 0.0, """
Free $500 Amazon gift card - claim now
You've been selected for a $1000 Walmart gift card
Steam wallet codes free - generator
Get a free $100 Visa gift card for your opinion
Costco membership reward: claim your gift
Free PSN codes 2024 - no survey
Google Play gift card giveaway
Your loyalty points expire today - redeem for a gift card
Apple gift card $250 - limited to the first 100
""")

intent("premium_link_gen", 9, 0.6, "dom case", 0.05, """
Rapidgator premium link generator - free
Free premium accounts: Uploaded, Nitroflare, Rapidgator
Debrid service free trial - unlimited hosters
Mega quota bypass - download without limits
Premium leech generator 2024
Usenet premium account generator
Netflix premium account generator - working cookies
Free Spotify premium accounts daily
1fichier premium key - cheap
""")

intent("celeb_leak_bait", 10, 0.7, "emo dom case", 0.1, """
Leaked video of {celeb} - watch before it's deleted
Shocking: {celeb} caught on camera
You won't believe what {celeb} looks like now
{celeb} scandal - original video uncensored
Private tape of {celeb} - mirror link
{celeb} died? The truth revealed
OnlyFans leaks - all creators - free
Leaked: {celeb} arrested at the airport (full video)
""")

intent("channel_promo", 10, 0.65, "hnd emo", 0.0, """
Join our Telegram channel for daily leaks - {tg}
All new movies on our telegram {tg}
Follow {tg} for free courses and premium stuff
Discord server with free nitro - join now
Join the WhatsApp group for earning tips
Telegram group: signals, leaks, tools - link below
Subscribe to my channel, sub4sub
Free Udemy paid courses - join our channel
""")

intent("invite_selling", 9, 0.6, "hnd dom", 0.0, """
Selling invites to private trackers - PTP, BTN, RED
NZB indexer invites available - cheap
Lifetime VIP on a top indexer - {usd_small}
Invite giveaway!!! (paid, DM)
Private usenet indexer accounts for sale
Ratio boost service for private trackers
Buy tracker accounts with buffer
Exclusive invite codes for a members-only forum
""")

intent("usenet_affiliate", 9, 0.6, "dom dec", 0.0, """
Cheap usenet! Unlimited speed for $2/month
Best usenet provider deal - 80% off through my link
Free usenet account - 14 day trial - no card
5TB block account, lifetime, {usd_small}
Stop paying for Netflix - get usenet
Usenet + VPN bundle - limited offer
Still using torrents? Switch to usenet (affiliate link)
Use my referral code for free GB
""")

intent("iptv_reseller", 14, 0.75, "hnd dom emo", 0.05, """
IPTV subscription - 20,000 channels + VOD - {usd_small}/year
Best IPTV 2024 - 4K - no buffering - free trial
IPTV reseller panel - cheap credits
All sports channels, PPV, UFC, NFL - IPTV
Firestick fully loaded IPTV - plug and play
M3U playlist 2024 - premium channels
IPTV free 24h trial - contact {wa}
Cancel cable! Get every channel for $10/month
IPTV UK / USA / Canada - anti-freeze servers
Xtream codes IPTV - stable servers
""")

intent("dating_ad", 15, 0.75, "emo homo spaced dom", 0.05, """
Hot singles in {city} want to meet you tonight
{fname}, 24, 2 miles away - wants to chat
Lonely housewives looking for fun, no strings attached
Find your match in 3 minutes - sign up free
Meet local women for casual dating
I'm bored tonight, message me ;) - {fname}
{n}7 women near you are online right now
Free dating site - no credit card required
Want a discreet affair? Join free
Sugar daddy wanted - {fname} looking for a generous man
{fname} sent you a private message (1 unread)
""")

intent("adult_cam", 14, 0.75, "emo homo spaced dom", 0.1, """
Live cams: watch girls now, free tokens
{fname} is live on webcam - join free
Free adult chat - thousands online
XXX live shows 24/7 - private rooms
Sexy cam girls want to see you
Watch me on my cam tonight ;) link in bio
Free premium porn accounts - HD - no signup
AI girlfriend - chat with her uncensored
Naughty {fname} invited you to a private show
""")

intent("romance_scam", 11, 0.4, "re emo", 0.0, """
Hello handsome, I saw your profile and I feel a connection
I am a lonely widow looking for a serious man
My love, I need money for the flight ticket to come see you
Beautiful woman seeks husband - write me
I'm an engineer on an oil rig and can't access my account, please help
Sweetheart, customs is holding my gold, can you pay the fee?
I found you on a friend's page and you look kind
Honey I am stuck at the airport, please send {usd} in gift cards
Mail order brides - thousands of verified profiles
""")

intent("spell_caster", 10, 0.6, "hnd case", 0.0, """
Powerful love spell - bring back your ex in 3 days
Dr. {lname}, the great spell caster, saved my marriage
Lost love spells that work - call {wa}
Traditional healer: money spells, protection, fertility
Psychic reading for $1 - find out what he's thinking
Black magic removal - guaranteed results
How I got my husband back - testimony
Voodoo spell for a lottery win
""")

intent("illuminati", 8, 0.6, "hnd case dec", 0.0, """
Join the Illuminati today and become rich and famous
How to join the great Illuminati brotherhood - call {wa}
Secret society recruiting - {usd_big} welcome bonus
Illuminati membership: wealth, fame, power
Want to join the occult for money ritual?
666 brotherhood - no human sacrifice
Join the brotherhood and earn monthly
""")

intent("rental_pet_scam", 10, 0.45, "hnd case", 0.0, """
Apartment for rent, $800/month, owner abroad, pay the deposit
Beautiful house for rent - keys mailed after payment
Teacup puppies for adoption - free to a good home, shipping fee only
Yorkie puppies available - vaccinated - text me
Maine Coon kittens for sale - shipping worldwide
Vacation rental in {city} - wire the deposit to secure it
Selling my car cheap, moving overseas, escrow payment only
Parrots and exotic birds for sale
Cheap tickets for the sold-out show - send PayPal friends and family
""")

intent("fake_charity", 9, 0.5, "dom emo", 0.0, """
Donate now to help earthquake victims
Please help my daughter's surgery - every dollar counts
Disaster relief fund - donate in crypto
Help orphans in {country} - donate via bitcoin
Support our troops - donate today
Charity raffle - win a car, all proceeds to children
Urgent appeal: flood victims need your help
Feed a child for $1 a day
""")

intent("proselytizing_flood", 8, 0.6, "case dec", 0.0, """
REPENT! The end is near - read the truth at {dom}
JESUS IS COMING SOON - ARE YOU READY?
The rapture will happen this year - prepare now
Salvation is free - accept it today at {dom}
Wake up sheeple - the prophecy is fulfilled
Biblical proof of the end times (must read)
Click here to be saved today
The mark of the beast is here - don't take it
""")

intent("job_task_scam", 15, 0.6, "hnd emo", 0.0, """
Earn {usd} a day liking YouTube videos
Remote job: {usd}/day for 1-2 hours, no experience
We are hiring! Part-time online tasks, paid daily
Hi, I'm a recruiter from {company}, are you interested in part-time work?
Data entry from home - $45/hour
Review products online and get paid
Get paid to rate hotels - join our team on telegram
Simple tasks, daily salary, commission up to 30%
Job offer: you've been shortlisted for a remote position
Earn money by watching ads
Online typing job - paid weekly via PayPal
Congratulations, your CV has been approved for an online position
""")

intent("work_from_home_mlm", 13, 0.6, "emo dec case", 0.05, """
Make $10,000/month from home - ask me how
Be your own boss - join my team
Stay-at-home moms earning six figures
Dropshipping course: I made $100k in 6 months
Financial freedom is one click away
Hey girl! I've got a business opportunity for you
Passive income blueprint - free webinar tonight
Make money online - no skills needed
The secret system that earns while you sleep
Quit your job - affiliate marketing masterclass
I earned {usd} this week from home - here's how
""")

intent("money_mule", 9, 0.5, "hnd", 0.0, """
Payment processing agent wanted - keep 10%
Receive and forward packages from home - paid per parcel
Financial assistant needed - work from home
Earn commission receiving transfers for our company
Reshipping coordinator - remote
Personal assistant job - handle my payments while I travel
Looking for account holders in {country}, easy money
Rent out your bank account - {usd} per week
""")

intent("fake_check_overpayment", 8, 0.45, "hnd", 0.0, """
Get paid $500/week to wrap your car with ads
Mystery shopper needed - evaluate a money transfer service
I'll send a check, deposit it and send the rest back
Secret shopper assignment - {usd} per task
Buyer wants your item - shipping agent will pick it up
Overpaid by mistake - please refund the difference
Car wrap advertising program - energy drink sponsorship
Brand ambassador wanted: drive and earn
""")

intent("vanity_publishing", 7, 0.4, "dom", 0.0, """
We loved your manuscript - publish with us today (small fee)
Become a published author in 30 days
Literary agent seeking new authors - submit now
Your book could be a movie - Hollywood screenplay package
Self-publishing package - bestseller guaranteed
Book marketing: 5000 reviews in a week
""")

intent("seo_backlinks", 13, 0.6, "dom case", 0.0, """
Rank #1 on Google in 30 days - guaranteed
High DA backlinks - cheap - fast indexing
Guest posts on 500+ sites - DA50+
I noticed your website isn't ranking - free audit
SEO services - first page or your money back
Buy PBN links - boost your rankings
We will increase your website traffic by 300%
Hello, I would like to publish an article on your site
Domain authority boost - 1000 backlinks for $10
Your website has errors - let us fix them
Get 10,000 real visitors to your site
""")

intent("social_growth", 13, 0.6, "emo dom", 0.0, """
Buy Instagram followers - real and active
10k TikTok followers for $9.99
Get verified on Instagram - blue tick service
YouTube views, likes and subscribers - cheap
Grow your Twitter to 100k organically
Buy Facebook page likes - instant delivery
SMM panel - cheapest services
Monetize your YouTube channel - 4000 watch hours
Buy aged accounts - Gmail, Facebook, Instagram
Twitch viewer bot - go viral
""")

intent("music_promo", 7, 0.5, "dom emo", 0.0, """
Get your song on Spotify playlists - 100k streams
Music promotion - go viral on TikTok
Your track has been selected for our curated playlist (small fee)
Real Spotify streams - boost monthly listeners
SoundCloud plays and reposts - fast
Get signed: A&R reps are looking for artists like you
Radio airplay package - guaranteed spins
""")

intent("email_lists_leads", 9, 0.6, "dom hnd", 0.0, """
10 million email database - targeted by country
B2B leads list - CEOs and decision makers
Bulk email sender - inbox guaranteed
Fresh email lists - USA - verified
Buy customer database - high conversion
Mass mailing software - bypass spam filters
WhatsApp bulk sender - unlimited messages
Attendee list of the trade show - available now
Send 1 million emails a day - SMTP servers
""")

intent("carding_dumps", 11, 0.7, "hnd dom leet", 0.0, """
Fresh CVV - high balance - 90% valid rate
Dumps with PIN - track 1/2 - worldwide
Selling fullz - SSN DOB - bulk
Cloned cards shipped - ATM cash out
Bank logs for sale - verified
Carding tutorial + method 2024
Fresh private combolists - HQ
PayPal accounts with balance - cheap
Verified bank drops - USA/UK
CC shop - auto buy - {dom}
""")

intent("hacker_for_hire", 9, 0.6, "hnd", 0.0, """
Hire a hacker - recover hacked accounts
Need to spy on a cheating partner? Contact us
Professional hacker: Instagram, Facebook, WhatsApp
Change university grades - discreet
Phone hacking service - read messages remotely
Clear criminal records - hacker for hire
Ethical hacker available 24/7 - {email}
""")

intent("replica_goods", 13, 0.7, "dom emo case", 0.05, """
Swiss replica {watch} - AAA quality - {usd_small}
{bag} bags 1:1 replica - free shipping
Designer sneakers outlet - 80% off
Cheap {watch} watches that look like the real thing
Best quality replica {watch} Submariner
Luxury replica handbags wholesale
Sneaker factory outlet - clearance sale
Designer sunglasses $19.99 - today only
Sheepskin boots cheap - official outlet
Replica jerseys - all teams - {usd_small}
""")

intent("essay_mill", 13, 0.55, "dom dec", 0.0, """
Write my essay - plagiarism free - 24h delivery
Pay someone to do my homework - top writers
Dissertation writing service - PhD experts
Take my online class for me - guaranteed A
Buy a research paper cheap
Assignment help - all subjects - 50% off
Need an essay by tomorrow? We can help
Exam help online - proctored exams
Custom coursework by native English writers
Nursing papers written by experts
""")

intent("fake_documents", 11, 0.6, "hnd dom", 0.0, """
Buy real and fake passports, driver's licenses, ID cards
Registered diplomas from accredited universities
Buy a degree from {uni} - verifiable
Novelty ID cards - scannable
IELTS certificate without the exam
Residence permit and visa - fast processing
Fake doctor's note templates
SSN cards and birth certificates for sale
Buy a PhD - life experience degree
""")

intent("energy_saver_gadget", 10, 0.55, "emo dec", 0.0, """
This device cuts your electric bill by 90%
Power saver box - utility companies hate it
Fuel saver chip - save 35% on gas
Mini heater that heats a whole room for pennies
WiFi booster - internet providers are furious
Portable AC sold out in 2 hours - back in stock
Tactical flashlight used by special forces 70% off
Free energy generator plans - unlimited power
Solar generator - be ready for the blackout
""")

intent("chain_hoax", 10, 0.55, "re case", 0.0, """
Don't open the email 'Life is beautiful' - it's a virus
Forward this to 10 people or bad luck for 7 years
Bill Gates will pay you $245 for forwarding this email
WARNING: new virus deletes your hard drive - tell everyone
Facebook will start charging - copy and paste this
Microsoft is tracking this email - forward and get paid
Please share: missing child (pass it on)
Hotmail is closing inactive accounts - forward to keep yours
Send this to everyone in your contact list
Good luck chain: this is not a joke
""")

intent("comment_spam", 12, 0.5, "dom pad", 0.0, """
Great post! Very informative. Check my site {dom}
Nice article, thanks for sharing
I like this blog very much, it's a really nice place to read
Wow, amazing content! Bookmarked
Thanks for the share, visit my page for more
Hi there, I found your website via Google and it's very helpful
Keep up the great work! Here's a related resource: {link}
I am really impressed with your writing skills
This is the best explanation I've found. Also see {dom}
Excellent read, I sent it to a colleague
Hello admin, nice site, would you like to exchange links?
""")

intent("noise_flood", 11, 0.3, "pad case", 0.0, """
test
test test ignore
asdfghjkl
qwertyuiop
aaaaaaaaaaaaaaaaaaaaa
bump
first!!!
1234567890
.....................
zxcvbnm asdf
xxxxxxxxxxxxxxxx
?????
{gib}
{gib} {gib}
{gib}
ignore this post
""")


# foreign-language junk: (intent, language, text)
FOREIGN = [
    ("pharma_ed", "es", "Compra Viagra sin receta - envío discreto 24h"),
    ("pharma_ed", "de", "Viagra ohne Rezept bestellen - diskreter Versand"),
    ("pharma_ed", "fr", "Cialis pas cher sans ordonnance - livraison rapide"),
    ("pharma_ed", "ru", "Купить виагру без рецепта с доставкой"),
    ("pharma_ed", "it", "Viagra generico senza ricetta, spedizione gratuita"),
    ("pharma_ed", "he", "ויאגרה ללא מרשם - משלוח דיסקרטי"),
    ("pharma_weightloss", "pt", "Perca 10kg em 30 dias com este chá - resultado garantido"),
    ("pharma_weightloss", "de", "Abnehmen ohne Diät: Ozempic jetzt ohne Rezept"),
    ("pharma_weightloss", "ja", "飲むだけで痩せる！話題のサプリ今だけ半額"),
    ("pharma_weightloss", "ko", "한 달에 10kg 감량! 다이어트 보조제 특가"),
    ("pharma_controlled", "pl", "Tramadol bez recepty - szybka wysyłka"),
    ("pharma_controlled", "ru", "Закладки без рецепта, доставка по городу"),
    ("supplement_miracle", "th", "ยาเพิ่มความสูง ได้ผลจริง 100% สั่งซื้อเลย"),
    ("supplement_miracle", "vi", "Thuốc mọc tóc thần kỳ - hiệu quả sau 7 ngày"),
    ("supplement_miracle", "hi", "मधुमेह का पक्का इलाज - 7 दिनों में असर"),
    ("beauty_antiaging", "fr", "Crème anti-rides miracle : 20 ans de moins en 4 semaines"),
    ("beauty_antiaging", "zh", "美白淡斑神器，七天见效，限时特价"),
    ("crypto_investment", "ru", "Заработок на криптовалюте от 5000 руб в день без вложений"),
    ("crypto_investment", "es", "Invierte en Bitcoin y gana 30% semanal garantizado"),
    ("crypto_investment", "zh", "USDT理财 日收益3% 稳赚不赔 加微信"),
    ("crypto_investment", "tr", "Kripto para ile günde 5000 TL kazan - hemen katıl"),
    ("crypto_investment", "id", "Investasi crypto untung 20% per hari, pasti cair"),
    ("crypto_investment", "el", "Επενδύστε σε κρυπτονομίσματα - εγγυημένα κέρδη"),
    ("crypto_giveaway", "de", "Bitcoin Gewinnspiel: Sende 0.1 BTC und erhalte 0.2 BTC zurück"),
    ("crypto_giveaway", "ko", "비트코인 무료 에어드랍 - 지금 지갑 연결하세요"),
    ("crypto_recovery", "fr", "Récupérez vos fonds perdus dans une arnaque crypto"),
    ("forex_signals", "ar", "إشارات فوركس مجانية بدقة 95% - انضم الآن"),
    ("forex_signals", "pt", "Sinais de opções binárias 98% de acerto - grupo VIP"),
    ("forex_signals", "hi", "शेयर बाजार टिप्स - रोज़ 10000 रुपये कमाएँ"),
    ("pump_dump", "de", "Aktien-Geheimtipp: Diese Aktie explodiert nächste Woche"),
    ("pig_butchering", "zh", "你好，请问是王小姐吗？上次在高尔夫球场见过"),
    ("pig_butchering", "ja", "こんにちは、田中さんですか？先週の食事会の件です"),
    ("advance_fee", "fr", "Proposition d'affaires urgente et confidentielle"),
    ("advance_fee", "es", "Herencia de 4.500.000 USD - necesitamos su colaboración"),
    ("advance_fee", "ru", "Уважаемый друг, я адвокат покойного клиента, наследство ждёт вас"),
    ("advance_fee", "pt", "Caro amigo, preciso da sua ajuda para transferir fundos"),
    ("lottery_sweepstakes", "es", "¡Felicidades! Ha ganado 850.000 euros en la lotería"),
    ("lottery_sweepstakes", "it", "Congratulazioni! Hai vinto un iPhone 15 - conferma ora"),
    ("lottery_sweepstakes", "el", "Συγχαρητήρια! Κερδίσατε 500.000 ευρώ στην κλήρωση"),
    ("lottery_sweepstakes", "th", "ยินดีด้วย! คุณได้รับรางวัล 100,000 บาท กดรับเลย"),
    ("lottery_sweepstakes", "ar", "تهانينا! لقد ربحت جائزة قدرها مليون دولار"),
    ("romance_scam", "ru", "Привет, я Наташа, ищу серьёзные отношения, напиши мне"),
    ("romance_scam", "uk", "Самотня жінка шукає чоловіка для серйозних стосунків"),
    ("phishing_bank", "de", "Ihr Sparkassen-Konto wurde gesperrt - jetzt verifizieren"),
    ("phishing_bank", "fr", "Votre compte bancaire a été suspendu, veuillez confirmer vos informations"),
    ("phishing_bank", "nl", "Uw ING-rekening is geblokkeerd, verifieer binnen 24 uur"),
    ("phishing_bank", "pl", "Twoje konto zostało zablokowane - zaloguj się, aby odblokować"),
    ("phishing_bank", "he", "החשבון שלך נחסם - יש לאמת את הפרטים מיד"),
    ("phishing_bank", "el", "Ο λογαριασμός σας έχει ανασταλεί - επιβεβαιώστε τα στοιχεία σας"),
    ("phishing_parcel", "nl", "PostNL: uw pakket kan niet worden bezorgd, betaal €1,99"),
    ("phishing_parcel", "de", "DHL: Ihr Paket wartet - Zollgebühr offen"),
    ("phishing_parcel", "es", "Correos: su paquete está retenido, pague 2,99 € de tasas"),
    ("phishing_parcel", "fr", "La Poste : votre colis est en attente, réglez les frais de livraison"),
    ("phishing_parcel", "it", "Poste Italiane: il tuo pacco è in giacenza"),
    ("phishing_parcel", "tr", "PTT Kargo: gönderiniz teslim edilemedi, adresinizi güncelleyin"),
    ("phishing_parcel", "ja", "お客様宛にお荷物のお届けにあがりましたが不在の為持ち帰りました"),
    ("phishing_streaming", "pt", "Netflix: sua assinatura foi suspensa - atualize o pagamento"),
    ("phishing_streaming", "es", "Netflix: tu cuenta ha sido suspendida"),
    ("phishing_account", "ja", "【Amazon】アカウントが一時停止されました"),
    ("phishing_account", "ko", "[Web발신] 해외결제 승인 980,000원 본인 아닐 경우 문의"),
    ("phishing_account", "th", "บัญชีของคุณถูกระงับ กรุณายืนยันตัวตน"),
    ("phishing_account", "vi", "Tài khoản của bạn đã bị khóa, vui lòng xác minh"),
    ("toll_tax_smishing", "fr", "Impots.gouv : vous avez droit à un remboursement de 489,50 €"),
    ("toll_tax_smishing", "zh", "【ETC】您的通行费账户已欠费，请及时缴纳"),
    ("toll_tax_smishing", "ja", "【国税庁】未払いの税金があります。至急お支払いください"),
    ("authority_scam", "fr", "Convocation de la gendarmerie : vous êtes poursuivi"),
    ("authority_scam", "zh", "公安局通知：您的身份证涉嫌洗钱案件"),
    ("tech_support", "de", "Ihr Windows-Computer ist infiziert - rufen Sie den Support an"),
    ("scareware", "ja", "警告：お使いのiPhoneがウイルスに感染しています"),
    ("scareware", "ko", "경고! 휴대폰이 바이러스에 감염되었습니다"),
    ("fake_codec", "ru", "Для просмотра фильма скачайте кодек"),
    ("fake_codec", "de", "Zum Abspielen benötigen Sie den neuen Codec - hier herunterladen"),
    ("archive_password_bait", "ru", "Пароль от архива на сайте"),
    ("archive_password_bait", "pl", "Hasło do archiwum na stronie - pobierz"),
    ("archive_password_bait", "es", "Contraseña del rar en la web"),
    ("fake_release_site", "ru", "Смотреть фильмы онлайн бесплатно в хорошем качестве"),
    ("fake_release_site", "hi", "नई फिल्में मुफ्त में डाउनलोड करें - HD प्रिंट"),
    ("fake_release_site", "tr", "Full HD film izle - üyeliksiz ücretsiz"),
    ("fake_release_site", "ar", "مشاهدة الأفلام مجانا بجودة عالية - بدون تسجيل"),
    ("fake_release_site", "vi", "Xem phim mới nhất miễn phí chất lượng HD"),
    ("fake_release_site", "id", "Nonton film gratis sub indo full HD"),
    ("fake_release_site", "th", "ดูหนังออนไลน์ฟรี ชัด HD ไม่มีโฆษณา"),
    ("fake_release_site", "ko", "최신 영화 무료 다시보기 사이트"),
    ("stream_bait", "es", "Ver partido en vivo gratis - Real Madrid vs Barcelona"),
    ("stream_bait", "ar", "بث مباشر مباراة اليوم بدون تقطيع"),
    ("crack_keygen_ad", "ru", "Скачать Windows 11 с активатором бесплатно"),
    ("crack_keygen_ad", "pt", "Baixar Photoshop crackeado grátis 2024"),
    ("crack_keygen_ad", "es", "Descargar Office 2021 full crack gratis"),
    ("game_currency_gen", "pt", "Diamantes grátis no Free Fire - gerador 2024"),
    ("game_currency_gen", "es", "Robux gratis sin verificación humana"),
    ("game_currency_gen", "id", "Cara dapat diamond ML gratis tanpa top up"),
    ("giftcard_scam", "fr", "Carte cadeau Amazon de 500€ offerte - réclamez-la"),
    ("dating_ad", "de", "Heiße Singles in deiner Nähe warten auf dich"),
    ("dating_ad", "fr", "Rencontres coquines près de chez vous - inscription gratuite"),
    ("dating_ad", "it", "Donne single nella tua città vogliono conoscerti"),
    ("dating_ad", "ru", "Знакомства для взрослых без регистрации"),
    ("dating_ad", "he", "רווקות באזורך מחכות לך"),
    ("dating_ad", "fa", "دوستیابی رایگان - دختران آنلاین منتظر شما هستند"),
    ("adult_cam", "ja", "無料ライブチャット 今すぐ登録で1000ポイント"),
    ("adult_cam", "es", "Chicas en vivo por webcam - gratis"),
    ("adult_cam", "el", "Ζωντανή κάμερα με κορίτσια - δωρεάν"),
    ("casino_bonus", "de", "Online Casino Bonus: 100 Freispiele ohne Einzahlung"),
    ("casino_bonus", "ko", "첫충 100% 보너스 카지노 사이트 추천"),
    ("casino_bonus", "ko", "온라인 카지노 신규가입 3만원 쿠폰 지급"),
    ("casino_bonus", "vi", "Nhà cái uy tín - tặng 100k khi đăng ký"),
    ("casino_bonus", "th", "คาสิโนออนไลน์ สมัครวันนี้ รับโบนัส 100%"),
    ("casino_bonus", "id", "Situs slot gacor hari ini maxwin"),
    ("casino_bonus", "hi", "ऑनलाइन कैसीनो में असली पैसे जीतें"),
    ("casino_bonus", "he", "קזינו אונליין - בונוס הרשמה 200%"),
    ("casino_bonus", "zh", "在线真人娱乐 首存送100% 日出千万"),
    ("betting_fixed", "ru", "Договорные матчи 100% ставки на спорт"),
    ("betting_fixed", "tr", "Şike maç tahmini - kesin kazanç - VIP"),
    ("betting_fixed", "el", "Στημένα ματς - σίγουρα κέρδη"),
    ("betting_fixed", "th", "แทงบอลออนไลน์ ทีเด็ดบอลวันนี้ ฟันธง"),
    ("payday_loan", "pl", "Chwilówka bez BIK - pieniądze w 15 minut"),
    ("payday_loan", "es", "Préstamos rápidos sin aval - aprobado en minutos"),
    ("payday_loan", "ru", "Займ на карту без отказа за 5 минут"),
    ("payday_loan", "th", "สินเชื่อด่วน อนุมัติไว ไม่เช็คบูโร"),
    ("job_task_scam", "zh", "刷单兼职 日结 一单一结 佣金高"),
    ("job_task_scam", "es", "Trabajo desde casa: gana 300 € al día dando likes"),
    ("job_task_scam", "hi", "घर बैठे काम करें और रोज़ ₹5000 कमाएँ"),
    ("job_task_scam", "id", "Kerja online dari rumah, gaji harian, tanpa modal"),
    ("job_task_scam", "ar", "فرصة عمل من المنزل براتب 500 دولار يوميا"),
    ("work_from_home_mlm", "pt", "Ganhe dinheiro em casa - renda extra garantida"),
    ("work_from_home_mlm", "it", "Guadagna 3000 euro al mese da casa"),
    ("seo_backlinks", "ru", "Продвижение сайтов в ТОП-10 Яндекса - гарантия"),
    ("seo_backlinks", "zh", "网站SEO优化 快速排名首页 包月"),
    ("email_lists_leads", "zh", "出售各行业精准客户数据 邮箱号码"),
    ("social_growth", "pt", "Comprar seguidores no Instagram - reais e brasileiros"),
    ("social_growth", "es", "Compra seguidores de TikTok baratos"),
    ("social_growth", "ko", "인스타 팔로워 구매 - 한국인 실계정"),
    ("replica_goods", "zh", "高仿名表 一比一复刻 支持验货"),
    ("replica_goods", "it", "Borse Louis Vuitton repliche perfette"),
    ("replica_goods", "fa", "فروش ساعت رولکس طرح اصلی با ضمانت"),
    ("essay_mill", "de", "Hausarbeit schreiben lassen - Ghostwriter - diskret"),
    ("fake_documents", "ru", "Купить диплом любого вуза с занесением в реестр"),
    ("fake_documents", "uk", "Купити посвідчення водія без іспитів"),
    ("fake_documents", "zh", "办理各国毕业证 学位证 认证"),
    ("iptv_reseller", "fr", "Abonnement IPTV 12 mois - toutes les chaînes - 4K"),
    ("iptv_reseller", "ar", "اشتراك IPTV لمدة سنة - جميع القنوات الرياضية"),
    ("iptv_reseller", "nl", "IPTV abonnement - alle zenders - gratis test"),
    ("iptv_reseller", "de", "IPTV Abo günstig - alle Sender - Bundesliga"),
    ("iptv_reseller", "tr", "IPTV abonelik - tüm kanallar - donmadan"),
    ("spell_caster", "ar", "شيخ روحاني لجلب الحبيب وفك السحر"),
    ("spell_caster", "hi", "वशीकरण विशेषज्ञ - प्यार वापस पाएं 24 घंटे में"),
    ("spell_caster", "fr", "Grand marabout voyant médium - retour de l'être aimé"),
    ("illuminati", "es", "Únete a los Illuminati y hazte rico"),
    ("illuminati", "pt", "Como entrar para os Illuminati - ganhe dinheiro"),
    ("carding_dumps", "ru", "Продам дампы с пином, свежие базы"),
    ("money_mule", "de", "Paketagent gesucht - Heimarbeit, 1500 € monatlich"),
    ("hacker_for_hire", "ar", "هاكر محترف لاختراق حسابات الواتساب والفيسبوك"),
    ("chain_hoax", "es", "Reenvía este mensaje a 10 contactos o WhatsApp será de pago"),
    ("chain_hoax", "pt", "Atenção! Não abra o vídeo 'dança do papa', é um vírus"),
    ("chain_hoax", "it", "Inoltra a tutti: nuovo virus su WhatsApp"),
    ("miracle_cure_hoax", "ru", "Врачи скрывают: рак лечится содой"),
    ("miracle_cure_hoax", "de", "Ärzte schweigen: Dieses Hausmittel heilt Diabetes"),
    ("comment_spam", "ru", "Спасибо автору, очень полезная статья!"),
    ("comment_spam", "pl", "Świetny artykuł, pozdrawiam i zapraszam na moją stronę"),
    ("comment_spam", "fr", "Super article, merci pour le partage !"),
    ("proselytizing_flood", "es", "¡Arrepiéntete! El fin del mundo está cerca"),
    ("fake_charity", "it", "Dona ora per aiutare le vittime del terremoto"),
    ("rental_pet_scam", "fr", "Appartement à louer 450€/mois, envoyez la caution par mandat"),
    ("sextortion", "de", "Ich habe dich aufgenommen - zahle 1000 Euro in Bitcoin"),
    ("sextortion", "nl", "Ik heb toegang tot je webcam - betaal binnen 48 uur"),
    ("sextortion", "es", "Tengo tu contraseña y un video tuyo"),
    ("organ_trade", "hi", "किडनी बेचें 3 करोड़ रुपये में - संपर्क करें"),
]


# ---------------------------------------------------------------------------
# legit pools
# ---------------------------------------------------------------------------
TV = L("""
The Last of Us
Severance
The Bear
Succession
Slow Horses
Shogun
Fallout
The Boys
House of the Dragon
Reacher
Ted Lasso
Yellowstone
Only Murders in the Building
Abbott Elementary
Hacks
The Rookie
Chicago Fire
NCIS
Greys Anatomy
Bluey
The Simpsons
Family Guy
Bobs Burgers
Doctor Who
Silo
Foundation
For All Mankind
Andor
The Mandalorian
Stranger Things
The Crown
Vera
Midsomer Murders
Shetland
Death in Paradise
Taskmaster
QI
Would I Lie to You
Survivor
The Amazing Race
MasterChef Australia
The Great British Bake Off
Ghosts US
Tracker
Elsbeth
Blue Bloods
Law and Order Special Victims Unit
9-1-1
Fargo
True Detective
The White Lotus
Mayor of Kingstown
Tulsa King
Landman
Arcane
Invincible
Rick and Morty
Futurama
Star Trek Strange New Worlds
What We Do in the Shadows
Curb Your Enthusiasm
Frasier 2023
Bridgerton
The Diplomat
Bad Sisters
Black Mirror
The Penguin
The Gentlemen
Mr and Mrs Smith
3 Body Problem
Ripley
Blue Lights
Happy Valley
Line of Duty
Unforgotten
Grantchester
The Walking Dead Daryl Dixon
Dexter Original Sin
Nobody Wants This
Shrinking
Silent Witness
Top Chef
Below Deck
The Traitors US
""")
EPTITLES = L("""
Pilot
The Reckoning
Homecoming
Long Way Down
Forks
Fishes
Episode 5
Part One
Chapter Eight
Redemption
The Long Night
Crossroads
Sins of the Father
Ashes
Blood Ties
Endgame
Ghost Town
Old Friends
Aftermath
Lockdown
The Return
Family Matters
No Way Out
Zero Hour
""")
GRP_TV = L("""
SYNCOPY
FLUX
NTb
CAKES
GGEZ
GGWP
EDITH
SMURF
TEPES
NHTFS
KiNGS
MiNX
BAE
playWEB
FENiX
ETHEL
XEBEC
RAWR
LAZY
ION10
PHOENiX
JFF
MeGusta
SNAKE
KOGi
BiOMA
DEFLATE
NOSiViD
SKYFiRE
ORGANiC
SuccessfulCrab
DiRT
CBFM
APEX
Kitsune
TVSmash
RTN
FGT
""")
WEBSRC = L("""
AMZN
NF
DSNP
ATVP
HMAX
MAX
PCOK
HULU
iP
PMTP
STAN
CRAV
ITVX
""")
MOVIES = [
    ("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Poor Things", 2023), ("Past Lives", 2023),
    ("The Holdovers", 2023), ("Anatomy of a Fall", 2023), ("The Zone of Interest", 2023), ("Killers of the Flower Moon", 2023),
    ("Barbie", 2023), ("Everything Everywhere All at Once", 2022), ("The Banshees of Inisherin", 2022), ("Tar", 2022),
    ("Top Gun Maverick", 2022), ("The Fabelmans", 2022), ("Aftersun", 2022), ("Nope", 2022), ("The Batman", 2022),
    ("Dune", 2021), ("The Power of the Dog", 2021), ("Drive My Car", 2021), ("The Green Knight", 2021),
    ("Parasite", 2019), ("Knives Out", 2019), ("Once Upon a Time in Hollywood", 2019), ("1917", 2019),
    ("Portrait of a Lady on Fire", 2019), ("The Lighthouse", 2019), ("Uncut Gems", 2019), ("Midsommar", 2019),
    ("Mad Max Fury Road", 2015), ("Arrival", 2016), ("Moonlight", 2016), ("Blade Runner 2049", 2017),
    ("Get Out", 2017), ("Phantom Thread", 2017), ("Roma", 2018), ("First Reformed", 2017),
    ("Inception", 2010), ("The Social Network", 2010), ("Drive", 2011), ("Her", 2013), ("Gravity", 2013),
    ("Interstellar", 2014), ("Whiplash", 2014), ("Ex Machina", 2014), ("Sicario", 2015), ("Spotlight", 2015),
    ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Zodiac", 2007), ("The Dark Knight", 2008),
    ("Children of Men", 2006), ("The Prestige", 2006), ("Pans Labyrinth", 2006), ("Memento", 2000),
    ("Heat", 1995), ("Se7en", 1995), ("Fargo", 1996), ("The Big Lebowski", 1998), ("Fight Club", 1999),
    ("The Matrix", 1999), ("Magnolia", 1999), ("Pulp Fiction", 1994), ("Jurassic Park", 1993), ("Groundhog Day", 1993),
    ("Alien", 1979), ("Apocalypse Now", 1979), ("The Shining", 1980), ("Blade Runner", 1982), ("The Thing", 1982),
    ("Back to the Future", 1985), ("Aliens", 1986), ("Die Hard", 1988), ("Akira", 1988), ("Goodfellas", 1990),
    ("Jaws", 1975), ("Taxi Driver", 1976), ("Chinatown", 1974), ("The Godfather", 1972), ("2001 A Space Odyssey", 1968),
    ("Lawrence of Arabia", 1962), ("Vertigo", 1958), ("Seven Samurai", 1954), ("Rear Window", 1954), ("Casablanca", 1942),
    ("Furiosa A Mad Max Saga", 2024), ("Civil War", 2024), ("Challengers", 2024), ("Inside Out 2", 2024),
    ("Deadpool and Wolverine", 2024), ("Alien Romulus", 2024), ("The Substance", 2024), ("Conclave", 2024),
    ("Anora", 2024), ("The Brutalist", 2024), ("Nosferatu", 2024), ("Wicked", 2024), ("Gladiator II", 2024),
    ("A Complete Unknown", 2024), ("The Wild Robot", 2024), ("Flow", 2024), ("Sinners", 2025), ("Mickey 17", 2025),
    ("Mission Impossible The Final Reckoning", 2025), ("Thunderbolts", 2025), ("Weapons", 2025), ("The Monkey", 2025),
    ("Paddington in Peru", 2024), ("Hundreds of Beavers", 2022), ("Godzilla Minus One", 2023), ("Perfect Days", 2023),
    ("The Iron Claw", 2023), ("Saltburn", 2023), ("May December", 2023), ("Asteroid City", 2023), ("Talk to Me", 2023),
]
GRP_MOVIE = L("""
SPARKS
AMIABLE
GECKOS
DRONES
BLOW
ROVERS
SiNNERS
VETO
FGT
EVO
CMRG
TERMiNAL
KiNGDOM
HDEX
iNTEGRUM
TAoE
FraMeSToR
W4NK3R
SURCODE
KNiVES
PiGNUS
BiPOLAR
JustWatch
SHORTBREHD
USURY
NAISU
PSYCHD
SADPANDA
""")
ARTISTS_ALBUMS = [
    ("Radiohead", "OK Computer", 1997), ("Radiohead", "In Rainbows", 2007), ("Taylor Swift", "Folklore", 2020),
    ("Taylor Swift", "The Tortured Poets Department", 2024), ("Metallica", "Master of Puppets", 1986), ("Metallica", "72 Seasons", 2023),
    ("Beyonce", "Cowboy Carter", 2024), ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Kendrick Lamar", "GNX", 2024),
    ("Billie Eilish", "Hit Me Hard and Soft", 2024), ("Pink Floyd", "Wish You Were Here", 1975), ("The Beatles", "Revolver", 1966),
    ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965), ("Bob Dylan", "Blonde on Blonde", 1966),
    ("Fleetwood Mac", "Rumours", 1977), ("Daft Punk", "Random Access Memories", 2013), ("Massive Attack", "Mezzanine", 1998),
    ("Portishead", "Dummy", 1994), ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Boards of Canada", "Music Has the Right to Children", 1998),
    ("Arctic Monkeys", "AM", 2013), ("The National", "Boxer", 2007), ("Bon Iver", "For Emma Forever Ago", 2007),
    ("Fontaines D.C.", "Romance", 2024), ("IDLES", "Tangk", 2024), ("Olivia Rodrigo", "Guts", 2023), ("SZA", "SOS", 2022),
    ("Iron Maiden", "Powerslave", 1984), ("Opeth", "Blackwater Park", 2001), ("Gojira", "Fortitude", 2021),
    ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("Tom Waits", "Rain Dogs", 1985), ("Leonard Cohen", "Songs of Leonard Cohen", 1967),
    ("Joni Mitchell", "Blue", 1971), ("David Bowie", "Low", 1977), ("Kate Bush", "Hounds of Love", 1985),
    ("Talking Heads", "Remain in Light", 1980), ("Prince", "Sign o the Times", 1987), ("Stevie Wonder", "Songs in the Key of Life", 1976),
    ("Marvin Gaye", "Whats Going On", 1971), ("Nirvana", "Nevermind", 1991), ("Pearl Jam", "Ten", 1991),
    ("Sade", "Love Deluxe", 1992), ("Bjork", "Homogenic", 1997), ("Lana Del Rey", "Norman Fucking Rockwell", 2019),
    ("Charli XCX", "Brat", 2024), ("Mk.gee", "Two Star and the Dream Police", 2024), ("Tyler the Creator", "Chromakopia", 2024),
    ("The Cure", "Songs of a Lost World", 2024), ("Beth Gibbons", "Lives Outgrown", 2024), ("Vampire Weekend", "Only God Was Above Us", 2024),
    ("Khruangbin", "A La Sala", 2024), ("Sabrina Carpenter", "Short n Sweet", 2024), ("Dua Lipa", "Radical Optimism", 2024),
    ("Glenn Gould", "Bach Goldberg Variations", 1981), ("Berliner Philharmoniker", "Beethoven Symphonies 5 and 7", 2023),
    ("Max Richter", "Recomposed Vivaldi The Four Seasons", 2012), ("Hiromi", "Sonicwonderland", 2023), ("Sleep", "Dopesmoker", 2003),
    ("King Crimson", "In the Court of the Crimson King", 1969), ("Led Zeppelin", "Physical Graffiti", 1975), ("AC DC", "Highway to Hell", 1979),
    ("Wu-Tang Clan", "Enter the Wu-Tang 36 Chambers", 1993), ("Nas", "Illmatic", 1994), ("Burial", "Untrue", 2007),
]
GRP_MUSIC = L("""
FATHEAD
ENRiCH
PERFECT
DDS
MOD
BF
YARD
TiMES
C4
WEB
SPANK
NBFLAC
FTD
PsyCZ
JUST
dh
FRAY
OMA
""")
ARTISTS_ONLY = []
for _a, _b, _c in ARTISTS_ALBUMS:
    if _a not in ARTISTS_ONLY:
        ARTISTS_ONLY.append(_a)
ANIME = L("""
Sousou no Frieren
Jujutsu Kaisen
Kusuriya no Hitorigoto
Dungeon Meshi
Spy x Family
Chainsaw Man
Oshi no Ko
Bocchi the Rock!
Kimetsu no Yaiba
One Piece
Boku no Hero Academia
Vinland Saga
Mushoku Tensei
Shingeki no Kyojin
Blue Lock
Ore dake Level Up na Ken
Dandadan
Kaijuu 8-gou
Mob Psycho 100
Made in Abyss
Re Zero kara Hajimeru Isekai Seikatsu
Tensei shitara Slime Datta Ken
Yuru Camp
Hibike! Euphonium
Kaguya-sama wa Kokurasetai
Kimi no Todoke
Tongari Boushi no Atelier
Ao no Hako
Shikanoko Nokonoko Koshitantan
Kusuriya no Hitorigoto 2nd Season
Shangri-La Frontier
Mahou Shoujo ni Akogarete
Hikaru ga Shinda Natsu
Sakamoto Days
""")
GRP_ANIME = L("""
SubsPlease
Erai-raws
HorribleSubs
Commie
GJM
Judas
Kametsu
Ember
DKB
ASW
LostYears
Yameii
Tsundere-Raws
Beatrice-Raws
EMBER
Okay-Subs
""")
AUDIOBOOKS = [
    ("Brandon Sanderson", "The Way of Kings", "Michael Kramer, Kate Reading"), ("Stephen King", "Fairy Tale", "Seth Numrich"),
    ("Andy Weir", "Project Hail Mary", "Ray Porter"), ("Frank Herbert", "Dune", "Scott Brick"),
    ("Terry Pratchett", "Guards! Guards!", "Nigel Planer"), ("Agatha Christie", "Murder on the Orient Express", "Dan Stevens"),
    ("J.R.R. Tolkien", "The Hobbit", "Andy Serkis"), ("Yuval Noah Harari", "Sapiens", "Derek Perkins"),
    ("Dennis E. Taylor", "We Are Legion (We Are Bob)", "Ray Porter"), ("Matt Dinniman", "Dungeon Crawler Carl", "Jeff Hays"),
    ("Pierce Brown", "Red Rising", "Tim Gerard Reynolds"), ("Robin Hobb", "Assassin's Apprentice", "Paul Boehmer"),
    ("Joe Abercrombie", "The Blade Itself", "Steven Pacey"), ("Lee Child", "Killing Floor", "Dick Hill"),
    ("Ken Follett", "The Pillars of the Earth", "John Lee"), ("Hilary Mantel", "Wolf Hall", "Simon Slater"),
    ("Douglas Adams", "The Hitchhiker's Guide to the Galaxy", "Stephen Fry"), ("Neil Gaiman", "Neverwhere", "Neil Gaiman"),
    ("James S.A. Corey", "Leviathan Wakes", "Jefferson Mays"), ("Malcolm Gladwell", "Outliers", "Malcolm Gladwell"),
    ("Barack Obama", "A Promised Land", "Barack Obama"), ("Adrian Tchaikovsky", "Children of Time", "Mel Hudson"),
    ("Rebecca Yarros", "Fourth Wing", "Rebecca Soler"), ("John Grisham", "The Firm", "Scott Sowers"),
    ("Michael Connelly", "The Black Echo", "Titus Welliver"), ("Mick Herron", "Slow Horses", "Sean Barrett"),
    ("Patrick Rothfuss", "The Name of the Wind", "Nick Podehl"), ("Cormac McCarthy", "The Road", "Tom Stechschulte"),
    ("Becky Chambers", "The Long Way to a Small, Angry Planet", "Rachel Dulude"), ("Tana French", "In the Woods", "Steven Crossley"),
]
EBOOKS = [
    ("Sally Rooney", "Intermezzo", 2024), ("Percival Everett", "James", 2024), ("Richard Osman", "The Thursday Murder Club", 2020),
    ("Colleen Hoover", "It Ends with Us", 2016), ("Kazuo Ishiguro", "Klara and the Sun", 2021), ("Emily St. John Mandel", "Sea of Tranquility", 2022),
    ("R.F. Kuang", "Yellowface", 2023), ("Gabrielle Zevin", "Tomorrow, and Tomorrow, and Tomorrow", 2022), ("Ann Patchett", "Tom Lake", 2023),
    ("Robert Caro", "The Power Broker", 1974), ("Mary Beard", "SPQR", 2015), ("Jared Diamond", "Guns, Germs, and Steel", 1997),
    ("Ursula K. Le Guin", "The Dispossessed", 1974), ("Iain M. Banks", "The Player of Games", 1988), ("Octavia E. Butler", "Parable of the Sower", 1993),
    ("Ted Chiang", "Exhalation", 2019), ("N.K. Jemisin", "The Fifth Season", 2015), ("Martha Wells", "All Systems Red", 2017),
    ("Donna Tartt", "The Secret History", 1992), ("Haruki Murakami", "The City and Its Uncertain Walls", 2024), ("Elena Ferrante", "My Brilliant Friend", 2011),
    ("Yotam Ottolenghi", "Simple", 2018), ("Samin Nosrat", "Salt, Fat, Acid, Heat", 2017), ("J. Kenji Lopez-Alt", "The Food Lab", 2015),
    ("Martin Kleppmann", "Designing Data-Intensive Applications", 2017), ("Steve Klabnik", "The Rust Programming Language", 2023),
    ("Mark Lutz", "Learning Python 5th Edition", 2013), ("Luciano Ramalho", "Fluent Python 2nd Edition", 2022),
    ("Andrew S. Tanenbaum", "Modern Operating Systems 4th Edition", 2014), ("Brian W. Kernighan", "The C Programming Language", 1988),
]
COMICS = L("""
Batman
Absolute Batman
Superman
The Amazing Spider-Man
Ultimate Spider-Man
X-Men
Saga
Monstress
Spawn
Transformers
Something is Killing the Children
Department of Truth
Immortal Thor
Daredevil
Wonder Woman
Nightwing
Detective Comics
Fantastic Four
The Walking Dead Deluxe
Hellboy and the BPRD
2000 AD
Usagi Yojimbo
Invincible Iron Man
TMNT
Geiger
""")
GRP_COMIC = L("""
Zone-Empire
Marika-Empire
Son of Ultron-Empire
DCP
Glorith-HD
Oroboros-DCP
Mephisto-Empire
LuCaZ
Minutemen-Thoth
Shan-Empire
""")
MAGAZINES = L("""
The Economist UK Edition
New Scientist
National Geographic USA
Wired UK
The MagPi
Linux Format UK
PC Gamer UK
Classic Rock UK
Scientific American
The New Yorker
Time
Popular Mechanics
BBC Gardeners World
Practical Wireless
Model Railroader
Digital Camera World
Private Eye
Der Spiegel
c't Magazin
Sound On Sound
Mojo
Uncut
The Spectator
Bon Appetit
Astronomy
Sky at Night
Retro Gamer
Custom PC
Fine Woodworking
Trains
""")
SOFTWARE = L("""
LibreOffice_24.2.1_Win_x86-64.msi
Firefox Setup 124.0.1.exe
vlc-3.0.20-win64.exe
7z2301-x64.exe
gimp-2.10.36-setup.exe
blender-4.1.0-windows-x64.msi
audacity-win-3.4.2-64bit.exe
HandBrake-1.7.3-x86_64-Win_GUI.exe
Notepad++ v8.6.4 x64 Installer
OBS-Studio-30.1.2-Full-Installer-x64.exe
Inkscape 1.3.2 (x64) msi
KeePassXC-2.7.7-Win64.msi
Thunderbird Setup 115.9.0.exe
Ableton.Live.12.Suite.v12.0.1-R2R
Native.Instruments.Kontakt.7.v7.8.1.WiN-R2R
Steinberg.Cubase.Pro.13.v13.0.21.WiN.x64
DaVinci.Resolve.Studio.18.6.5.Multilingual.x64
JetBrains.IntelliJ.IDEA.Ultimate.2023.3.4.x64
Microsoft Office 2021 Professional Plus Volume en-US x64 ISO
Autodesk.AutoCAD.2025.x64-MAGNiTUDE
FabFilter.Pro-Q.3.v3.21.WiN.MAC-R2R
Xfer.Serum.v1.363.WiN-R2R
u-he.Diva.v1.4.7.WiN.MAC-R2R
Final.Cut.Pro.v10.7.1.MacOSX-TNT
Adobe.Photoshop.2024.v25.5.1.x64.Multilingual
Logic Pro 11.0.1 macOS
Reaper 7.14 x64 install
Sublime Text Build 4169 x64 Setup
Visual Studio Code 1.88 System Installer x64
Wireshark-4.2.4-x64.exe
Calibre 7.8 64bit msi
MusicBrainz Picard 2.11 Setup
foobar2000 v2.1.4 x64
SABnzbd-4.2.3-win64-setup.exe
Plex Media Server 1.40.1 Windows
Topaz.Video.AI.v5.0.3.x64
Capture.One.23.Enterprise.v16.3.8.x64
Acronis True Image 2021 Build 39287 Bootable ISO
Paragon.Hard.Disk.Manager.17.Advanced.v17.20.17.x64
MiniTool Partition Wizard 12.8 Technician
Arturia.V.Collection.X.v2024.WiN
Spectrasonics.Omnisphere.v2.8.5f.WiN.MAC
Avid Pro Tools 2023.12 x64
Corel.PaintShop.Pro.2023.v25.2.0.58.x64
Sony.Vegas.Pro.21.0.0.108.x64
CLIP STUDIO PAINT EX 3.0.0 x64
Garmin BaseCamp 4.8.13 Setup
QGIS-OSGeo4W-3.36.1-1.msi
Affinity Photo 2.4.1 Windows
Zotero-7.0 Setup x64
""")
OSISO = L("""
ubuntu-24.04-desktop-amd64.iso
ubuntu-22.04.4-live-server-amd64.iso
debian-12.5.0-amd64-netinst.iso
debian-live-12.5.0-amd64-kde.iso
Fedora-Workstation-Live-x86_64-40-1.14.iso
archlinux-2024.04.01-x86_64.iso
linuxmint-21.3-cinnamon-64bit.iso
Win11_23H2_EnglishInternational_x64v2.iso
Win10_22H2_English_x64v1.iso
en-us_windows_server_2022_updated_march_2024_x64_dvd.iso
FreeBSD-14.0-RELEASE-amd64-dvd1.iso
TrueNAS-SCALE-23.10.2.iso
proxmox-ve_8.1-2.iso
kali-linux-2024.1-installer-amd64.iso
macOS Sonoma 14.4.1 (23E224) InstallAssistant.pkg
tails-amd64-6.1.img
openSUSE-Tumbleweed-DVD-x86_64-Current.iso
Rocky-9.3-x86_64-dvd.iso
AlmaLinux-9.3-x86_64-dvd.iso
pop-os_22.04_amd64_nvidia_40.iso
Windows.XP.Professional.SP3.x86.Integrated.May.2013
MS-DOS 6.22 boot disks (3 floppies)
OpenBSD install75.img
NixOS-23.11-plasma5-x86_64-linux.iso
Haiku R1 beta4 anyboot iso
""")
GAMES_SCENE = L("""
Baldurs.Gate.3-RUNE
Cyberpunk.2077.Phantom.Liberty-RUNE
Lies.of.P-FLT
Hogwarts.Legacy-EMPRESS
Frostpunk.2-RUNE
Manor.Lords-TENOKE
Balatro-TENOKE
Satisfactory-TENOKE
Dave.the.Diver-TENOKE
Pacific.Drive-RUNE
Dragons.Dogma.2-RUNE
Alan.Wake.2-RUNE
Black.Myth.Wukong-RUNE
Hades.II.Early.Access-TENOKE
Starfield-RUNE
Stardew.Valley.v1.6.8-I_KnoW
Factorio.Space.Age-TENOKE
Indiana.Jones.and.the.Great.Circle-RUNE
Kingdom.Come.Deliverance.II-RUNE
Still.Wakes.the.Deep-TENOKE
Animal.Well-TENOKE
Dead.Space-FLT
Warhammer.40000.Space.Marine.2-RUNE
Avowed-RUNE
Split.Fiction-RUNE
Lords.of.the.Fallen.Update.v1.1.566-RUNE
Elden.Ring.Shadow.of.the.Erdtree-RUNE
Sons.of.the.Forest-FLT
Against.the.Storm-TENOKE
Pentiment-FLT
The.Legend.of.Zelda.Tears.of.the.Kingdom.NSW-VENOM
Super.Mario.Bros.Wonder.NSW-SUXXORS
Metroid.Prime.Remastered.NSW-SUXXORS
Pikmin.4.NSW-VENOM
Bloodborne.PS4-DUPLEX
Persona.3.Reload-RUNE
Like.a.Dragon.Infinite.Wealth-RUNE
Prince.of.Persia.The.Lost.Crown-RUNE
Tekken.8-RUNE
Helldivers.2-RUNE
""")
GOG = [
    ("baldurs_gate_3", "4.1.1.5022896"), ("disco_elysium_the_final_cut", "2.0"), ("the_witcher_3_wild_hunt_game_of_the_year_edition", "4.04a"),
    ("cyberpunk_2077", "2.12"), ("stardew_valley", "1.6.8"), ("hollow_knight", "1.5.78.11833"), ("divinity_original_sin_2", "3.6.117.3735"),
    ("heroes_of_might_and_magic_3_complete", "4.0"), ("system_shock_2", "2.48"), ("fallout_new_vegas_ultimate_edition", "1.4.0.525"),
    ("planescape_torment_enhanced_edition", "3.1.4"), ("pillars_of_eternity_2_deadfire", "5.0.0.0040"), ("rimworld", "1.5.4104"),
    ("frostpunk", "1.6.2"), ("darkest_dungeon", "24839"), ("thief_gold", "1.27"), ("deus_ex_goty", "1.112fm"), ("hades", "1.38290"),
    ("outer_wilds", "1.1.14"), ("kingdom_come_deliverance", "1.9.6"),
]
REPACKS = L("""
Elden Ring - Deluxe Edition v1.10 + DLC [FitGirl Repack]
Baldur's Gate 3 v4.1.1 + Bonus Content [FitGirl Repack]
Cyberpunk 2077 Ultimate Edition v2.12 [DODI Repack]
Red Dead Redemption 2 Build 1491.50 [ElAmigos]
Hollow Knight v1.5.78 [KaOs Repack]
Grand Theft Auto V Premium Edition v1.0.3095 [DODI Repack]
Starfield Premium Edition v1.9.67 [FitGirl Repack]
Horizon Forbidden West Complete Edition [FitGirl Repack, Selective Download - from 72.8 GB]
Ghost of Tsushima Directors Cut v1053.0 [DODI Repack]
The Witcher 3 Wild Hunt Complete Edition v4.04a [FitGirl Repack]
Hogwarts Legacy Deluxe Edition MULTi14 [FitGirl Repack]
Sekiro Shadows Die Twice GOTY Edition v1.06 [ElAmigos]
Disco Elysium The Final Cut [KaOs Repack]
Dragon Age The Veilguard Deluxe Edition [FitGirl Repack]
Forza Horizon 5 Premium Edition v1.638 [DODI Repack]
Mass Effect Legendary Edition [FitGirl Repack]
Final Fantasy VII Remake Intergrade MULTi10 [ElAmigos]
Resident Evil 4 Remake Gold Edition [FitGirl Repack]
Lies of P Deluxe Edition [DODI Repack]
Stalker 2 Heart of Chornobyl Ultimate Edition [FitGirl Repack]
Silent Hill 2 Remake Deluxe Edition [FitGirl Repack]
Metaphor ReFantazio [ElAmigos]
Kingdom Come Deliverance II Gold Edition [FitGirl Repack]
Age of Empires II Definitive Edition [KaOsKrew]
Fallout 4 GOTY v1.10.984 [DODI Repack]
Total War Warhammer III [FitGirl Repack]
Monster Hunter Wilds [FitGirl Repack]
Alan Wake 2 Deluxe Edition [DODI Repack]
Doom Eternal Deluxe Edition [ElAmigos]
Half-Life 2 20th Anniversary Update [KaOs Repack]
""")
NFL = L("""
Chiefs
Eagles
49ers
Ravens
Bills
Lions
Cowboys
Packers
Bengals
Dolphins
Steelers
Vikings
""")
NBA = L("""
Lakers
Celtics
Warriors
Nuggets
Knicks
Bucks
Thunder
Mavericks
76ers
Heat
""")
SOCCER = L("""
Arsenal
Chelsea
Liverpool
Manchester City
Manchester United
Tottenham
Newcastle
Aston Villa
Real Madrid
Barcelona
Bayern Munich
Borussia Dortmund
PSG
Inter
AC Milan
Juventus
Napoli
Atletico Madrid
""")
F1_GP = L("""
Bahrain
Saudi Arabian
Australian
Japanese
Chinese
Miami
Emilia Romagna
Monaco
Canadian
Spanish
Austrian
British
Hungarian
Belgian
Dutch
Italian
Singapore
United States
Mexico City
Sao Paulo
Las Vegas
Qatar
Abu Dhabi
""")
FOREIGN_TV = [
    ("Das Boot", "GERMAN"), ("Dark", "GERMAN.DL"), ("Babylon Berlin", "GERMAN.DL"), ("Der Alte", "GERMAN"), ("SOKO Leipzig", "GERMAN"),
    ("Lupin", "MULTi"), ("Dix pour cent", "FRENCH"), ("Engrenages", "FRENCH"), ("HPI", "FRENCH"), ("Le Bureau des Legendes", "FRENCH"),
    ("La Casa de Papel", "SPANiSH"), ("Elite", "SPANiSH"), ("Borgen", "DANiSH"), ("Forbrydelsen", "DANiSH"), ("Bron Broen", "SWEDiSH"),
    ("Young Royals", "SWEDiSH"), ("Skam", "NORWEGiAN"), ("Okkupert", "NORWEGiAN"), ("Il Commissario Montalbano", "iTALiAN"),
    ("Gomorra", "iTALiAN"), ("Baantjer", "DUTCH"), ("Undercover", "DUTCH"), ("Ranczo", "POLiSH"), ("Sorjonen", "FiNNiSH"),
    ("Vikingane", "NORWEGiAN"), ("Der Bergdoktor", "GERMAN"), ("Hubert ohne Staller", "GERMAN"), ("Capitani", "FRENCH"),
]
FOREIGN_FILMS = [
    ("Der Untergang", 2004, "GERMAN"), ("Das Leben der Anderen", 2006, "GERMAN"), ("Lola rennt", 1998, "GERMAN"),
    ("Intouchables", 2011, "FRENCH"), ("Le Fabuleux Destin d Amelie Poulain", 2001, "FRENCH"), ("La Haine", 1995, "FRENCH"),
    ("Roma", 2018, "SPANiSH"), ("El laberinto del fauno", 2006, "SPANiSH"), ("Druk", 2020, "DANiSH"), ("Jagten", 2012, "DANiSH"),
    ("Lat den ratte komma in", 2008, "SWEDiSH"), ("Oslo 31 august", 2011, "NORWEGiAN"), ("La grande bellezza", 2013, "iTALiAN"),
    ("Zwartboek", 2006, "DUTCH"), ("Ida", 2013, "POLiSH"), ("Kolja", 1996, "CZECH"), ("Toni Erdmann", 2016, "GERMAN"),
    ("Anatomie d une chute", 2023, "FRENCH"), ("Le Comte de Monte-Cristo", 2024, "FRENCH"), ("Im Westen nichts Neues", 2022, "GERMAN"),
    ("Das Lehrerzimmer", 2023, "GERMAN"), ("La sociedad de la nieve", 2023, "SPANiSH"), ("Verdens verste menneske", 2021, "NORWEGiAN"),
]
GRP_FOREIGN = L("""
DETAiLS
WAYNE
FW
EXTREMiNATiON
SAUERKRAUT
TSCC
iNKLUSiON
ZEST
RiPS
EMX
FiDELiO
MOViEiT
NORUSH
GMB
DUNE
""")
TATORT = L("""
Die Nacht der Kommissare
Am Ende des Flurs
Murot und das Gesetz des Karma
Schattenleben
Das Opfer
Unter Wolfen
Vier Jahre
Blinder Fleck
""")
XXX_SITES = L("""
Brazzers
BrazzersExxtra
RealityKings
Vixen
Blacked
Tushy
Deeper
DigitalPlayground
NaughtyAmerica
EvilAngel
Private
Bangbros
TeamSkeet
MetArtX
WickedPictures
JulesJordan
NubileFilms
PureTaboo
PassionHD
Slayed
""")
XXX_FIRST = L("""
Lana
Mia
Ava
Riley
Kira
Nikki
Eva
Lexi
Gina
Angel
Jade
Aria
Bella
Chloe
Daisy
Violet
Scarlett
Layla
""")
XXX_LAST = L("""
Rhoades
Storm
Rose
Blue
Vega
Lane
Knight
Cruz
Summers
Valentine
Sky
Monroe
Reid
Winters
Banks
Fox
""")
XXX_TITLES = L("""
Hot Tub Reunion
Poolside Afternoon
Night Shift
Room Service
Study Break
After Hours
Road Trip
Private Lesson
Weekend Getaway
The Audition
Office Party
Sunset Session
""")
DOC_SERIES = L("""
Planet Earth III
Frozen Planet II
The Green Planet
Nova
Frontline
Horizon
Storyville
Drain the Oceans
Secrets of the Whales
Our Planet II
The Vietnam War
Chernobyl The Lost Tapes
How It's Made
Ancient Apocalypse
American Experience
Wonders of the Universe
Seven Worlds One Planet
Universe
Life on Our Planet
Cunk on Earth
""")
DOC_FILMS = [
    ("Free Solo", 2018), ("Apollo 11", 2019), ("The Act of Killing", 2012), ("Searching for Sugar Man", 2012), ("Man on Wire", 2008),
    ("Icarus", 2017), ("Fire of Love", 2022), ("Navalny", 2022), ("20 Days in Mariupol", 2023), ("My Octopus Teacher", 2020),
    ("Jiro Dreams of Sushi", 2011), ("Grizzly Man", 2005), ("Senna", 2010), ("Amy", 2015), ("Hoop Dreams", 1994),
    ("Koyaanisqatsi", 1982), ("The Last Dance", 2020), ("Summer of Soul", 2021), ("Exit Through the Gift Shop", 2010), ("Shoah", 1985),
]


def dot(s):
    for ch in "'’,:!?()":
        s = s.replace(ch, "")
    s = s.replace("&", "and").replace(" - ", " ")
    return ".".join(s.split())


def und(s):
    for ch in "'’,:!?()":
        s = s.replace(ch, "")
    return "_".join(s.split())


def rdate(y0=2023, y1=2025):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
RES = ["720p", "1080p", "1080p", "1080p", "2160p"]
SEASONS = [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7, 9, 12, 20, 35]
P2P_TAGS = ["Silence", "Ghost", "Joy", "MONOLITH", "t3nzin", "Vyndros", "RCVR", "Tigole", "Panda", "HONE", "r00t", "ImE"]


def g_tv_scene():
    show = dot(rng.choice(TV))
    s, e = rng.choice(SEASONS), rng.randint(1, 16)
    parts = [show, f"S{s:02d}E{e:02d}"]
    if rng.random() < 0.2:
        parts.append(dot(rng.choice(EPTITLES)))
    if rng.random() < 0.08:
        parts.append(rng.choice(["REPACK", "PROPER", "iNTERNAL", "REAL.PROPER"]))
    r = rng.random()
    if r < 0.35:
        parts += [rng.choice(RES), "WEB", rng.choice(["h264", "H264", "x264", "h265", "H265", "x265"])]
    elif r < 0.75:
        parts += [rng.choice(RES), rng.choice(WEBSRC), "WEB-DL", rng.choice(["DDP5.1", "DDP5.1", "DD5.1", "AAC2.0", "DDP5.1.Atmos", "DDP2.0"]), rng.choice(["H.264", "H.265", "H.264"])]
    elif r < 0.9:
        parts += [rng.choice(["HDTV", "720p.HDTV", "1080p.HDTV"]), rng.choice(["x264", "x265", "H264"])]
    else:
        parts += ["2160p", rng.choice(WEBSRC), "WEB-DL", "DDP5.1", rng.choice(["DV.HDR.H.265", "HDR.H.265", "HDR10Plus.H.265"])]
    out = ".".join(parts) + "-" + rng.choice(GRP_TV)
    if rng.random() < 0.08:
        out = out.lower()
    return out


def g_tv_p2p():
    show = rng.choice(TV)
    s, e = rng.choice(SEASONS), rng.randint(1, 16)
    ep = rng.choice(EPTITLES)
    yr = rng.randint(2005, 2025)
    f = rng.randint(0, 6)
    if f == 0:
        return f"{show} ({yr}) - S{s:02d}E{e:02d} - {ep} ({rng.choice(RES)} {rng.choice(WEBSRC)} WEB-DL x265 10bit EAC3 5.1 {rng.choice(P2P_TAGS)})"
    if f == 1:
        return f"{show} S{s:02d}E{e:02d} {rng.choice(RES)} WEB H264-{rng.choice(GRP_TV)} [eztv]"
    if f == 2:
        return f"{show} - {s}x{e:02d} - {ep} [{rng.choice(RES)}]"
    if f == 3:
        return f"{dot(show)}.S{s:02d}E{e:02d}.{rng.choice(['720p', '1080p'])}.x265-ELiTE"
    if f == 4:
        return f"{show} S{s:02d}E{e:02d} {rng.choice(['720p', '1080p'])} HEVC x265-MeGusta"
    if f == 5:
        return f"{show} - S{s:02d}E{e:02d} - {ep} [WEBDL-{rng.choice(['720p', '1080p', '2160p'])}][EAC3 5.1][h264]-{rng.choice(GRP_TV)}"
    return f"{show} S{s:02d}E{e:02d} {ep} {rng.choice(RES)} {rng.choice(WEBSRC)} WEB-DL DDP5 1 H 264-{rng.choice(GRP_TV)}"


def g_tv_pack():
    show = rng.choice(TV)
    s = rng.randint(1, 9)
    f = rng.randint(0, 5)
    if f == 0:
        return f"{dot(show)}.S{s:02d}.{rng.choice(RES)}.{rng.choice(WEBSRC)}.WEB-DL.DDP5.1.H.264-{rng.choice(GRP_TV)}"
    if f == 1:
        return f"{dot(show)}.S{s:02d}.COMPLETE.{rng.choice(RES)}.WEB.H264-{rng.choice(GRP_TV)}"
    if f == 2:
        return f"{show} ({rng.randint(2000, 2024)}) Season {s} S{s:02d} ({rng.choice(RES)} BluRay x265 HEVC 10bit AAC 5.1 {rng.choice(P2P_TAGS)})"
    if f == 3:
        return f"{show} Season 1-{s + 1} S01-S{s + 1:02d} (1080p {rng.choice(['BluRay', 'WEB-DL', 'Mixed'])} x265 HEVC 10bit AAC 5.1)"
    if f == 4:
        return f"{dot(show)}.S{s:02d}.{rng.choice(['720p', '1080p'])}.BluRay.x264-{rng.choice(GRP_MOVIE)}"
    return f"{show} - Complete Series ({rng.choice(['1080p BluRay', '720p WEB-DL', 'DVDRip'])} x265 HEVC 10bit)"


DAILY = L("""
The Daily Show
Jimmy Kimmel Live
Late Night with Seth Meyers
The Late Show with Stephen Colbert
The Tonight Show Starring Jimmy Fallon
Jeopardy
Wheel of Fortune
WWE Monday Night Raw
WWE SmackDown
AEW Dynamite
The View
Real Time with Bill Maher
Countdown
Pointless
The Chase
EastEnders
Coronation Street
Emmerdale
Neighbours
Home and Away
The Young and the Restless
General Hospital
Days of Our Lives
Have I Got News for You
The Graham Norton Show
Gutfeld
Hardtalk
""")
GUESTS = L("""
Tom Hanks
Zendaya
Ryan Gosling
Emma Stone
Pedro Pascal
Cillian Murphy
Dolly Parton
Keanu Reeves
Margot Robbie
Jeremy Allen White
Ayo Edebiri
Jon Stewart
Billie Eilish
Hozier
Florence Pugh
Paul Mescal
""")


def g_tv_daily():
    show = rng.choice(DAILY)
    y, m, d = rdate()
    f = rng.randint(0, 4)
    if f == 0:
        return f"{dot(show)}.{y}.{m:02d}.{d:02d}.{dot(rng.choice(GUESTS))}.{rng.choice(['720p', '1080p'])}.WEB.h264-{rng.choice(GRP_TV)}"
    if f == 1:
        return f"{dot(show)}.{y}.{m:02d}.{d:02d}.{rng.choice(['720p.HDTV.x264', '1080p.HDTV.H264', '480p.x264'])}-{rng.choice(GRP_TV)}"
    if f == 2:
        return f"{dot(show)}.{y}.{m:02d}.{d:02d}.{rng.choice(['720p', '1080p'])}.{rng.choice(['iP', 'ITVX', 'AMZN', 'PCOK', 'HULU'])}.WEB-DL.AAC2.0.H.264-{rng.choice(GRP_TV)}"
    if f == 3:
        return f"{show} {y}-{m:02d}-{d:02d} {rng.choice(GUESTS)} 720p WEB H264-{rng.choice(GRP_TV)}"
    return f"{dot(show)}.S{y - 1980}E{rng.randint(1, 180):03d}.{rng.choice(['720p', '1080p'])}.WEB.h264-{rng.choice(GRP_TV)}"


def g_movie_scene():
    t, y = rng.choice(MOVIES)
    T = dot(t)
    g = rng.choice(GRP_MOVIE)
    f = rng.randint(0, 8)
    if f == 0:
        return f"{T}.{y}.{rng.choice(['720p', '1080p'])}.BluRay.x264-{g}"
    if f == 1:
        return f"{T}.{y}.{rng.choice(RES)}.WEB.h264-{g}"
    if f == 2:
        return f"{T}.{y}.2160p.UHD.BluRay.x265-{g}"
    if f == 3:
        return f"{T}.{y}.{rng.choice(['REPACK', 'PROPER', 'iNTERNAL', 'LIMITED', 'EXTENDED', 'Criterion', 'REMASTERED'])}.1080p.BluRay.x264-{g}"
    if f == 4:
        return f"{T}.{y}.{rng.choice(RES)}.{rng.choice(WEBSRC)}.WEB-DL.DDP5.1.Atmos.H.264-{rng.choice(GRP_TV)}"
    if f == 5:
        return f"{T}.{y}.{rng.choice(['DVDRip.x264', 'DVDRip.XviD', 'BDRip.x264', 'PAL.DVDR', 'NTSC.DVDR'])}-{g}"
    if f == 6:
        return f"{T}.{y}.COMPLETE.{rng.choice(['UHD.BLURAY', 'BLURAY'])}-{g}"
    if f == 7:
        return f"{T}.{y}.1080p.BluRay.REMUX.AVC.{rng.choice(['DTS-HD.MA.5.1', 'TrueHD.7.1.Atmos', 'FLAC.2.0'])}-{g}"
    return f"{T}.{y}.{rng.choice(['1080p', '2160p'])}.{rng.choice(['BluRay', 'WEB-DL'])}.DTS-HD.MA.5.1.{rng.choice(['x264', 'x265', 'H.264'])}-{g}"


def g_movie_p2p():
    t, y = rng.choice(MOVIES)
    f = rng.randint(0, 8)
    if f == 0:
        return f"{t} ({y}) [{rng.choice(['720p', '1080p'])}] [BluRay] [5.1] [YTS.MX]"
    if f == 1:
        return f"{t} ({y}) [2160p] [4K] [WEB] [5.1] [YTS.MX]"
    if f == 2:
        return f"{t} ({y}) 2160p UHD BluRay REMUX HDR DV TrueHD Atmos 7.1-FraMeSToR"
    if f == 3:
        return f"{dot(t)}.{y}.1080p.WEBRip.x265-RARBG"
    if f == 4:
        return f"{t} ({y}) (1080p BluRay x265 HEVC 10bit AAC {rng.choice(['5.1', '7.1'])} {rng.choice(P2P_TAGS)})"
    if f == 5:
        return f"{t} {y} 720p BRRip x264 AAC-ETRG"
    if f == 6:
        return f"{t} ({y}) Bluray-1080p{rng.choice(['', ' Proper', ' Remux'])}"
    if f == 7:
        return f"{t} ({y}) {{imdb-tt{rng.randint(1000000, 9999999)}}} [Bluray-1080p][DTS-HD MA 5.1][x264]-{rng.choice(GRP_MOVIE)}"
    return f"{t} {y} {rng.choice(RES)} WEB-DL DDP5 1 Atmos H 264-{rng.choice(GRP_TV)}"


def g_anime():
    show = rng.choice(ANIME)
    ep = rng.randint(1, 1120) if show == "One Piece" else rng.randint(1, 26)
    h = _hex(8).upper()
    g = rng.choice(GRP_ANIME)
    f = rng.randint(0, 6)
    if f == 0:
        return f"[SubsPlease] {show} - {ep:02d} (1080p) [{h}].mkv"
    if f == 1:
        return f"[Erai-raws] {show} - {ep:02d} [{rng.choice(['720p', '1080p'])}][Multiple Subtitle][{h}].mkv"
    if f == 2:
        return f"[{g}] {show} (Season {rng.randint(1, 3)}) [1080p][HEVC x265 10bit][Multi-Subs] (Batch)"
    if f == 3:
        return f"[{g}] {show} - {ep:02d} [{rng.choice(['BD 1080p', 'BD 720p AAC', 'WEB 1080p'])}] [{h}].mkv"
    if f == 4:
        return f"[ASW] {show} - {ep:02d} [1080p HEVC][{h}].mkv"
    if f == 5:
        return f"[{g}] {show} - S{rng.randint(1, 3):02d} [1080p][HEVC x265 10bit][Dual-Audio][Batch]"
    return f"{dot(show)}.S01E{ep:02d}.1080p.CR.WEB-DL.AAC2.0.H.264-{rng.choice(['VARYG', 'SCY', 'Kitsune', 'HONE'])}"


def g_music_album():
    a, al, y = rng.choice(ARTISTS_ALBUMS)
    g = rng.choice(GRP_MUSIC)
    f = rng.randint(0, 9)
    if f == 0:
        return f"{a} - {al} ({y}) [FLAC]"
    if f == 1:
        return f"{und(a)}-{und(al)}-WEB-{max(y, rng.randint(2015, 2025))}-{g}"
    if f == 2:
        return f"{a} - {al} ({y}) [24Bit-96kHz] FLAC [PMEDIA]"
    if f == 3:
        return f"{a} - {al} ({y}) [Vinyl Rip 24-96]"
    if f == 4:
        return f"{a} - {al} ({y}) MP3 320kbps"
    if f == 5:
        return f"{a} - {al} ({y} Remaster) [FLAC 24-192]"
    if f == 6:
        return f"{a} - {al} [Deluxe Edition] ({y}) [Qobuz FLAC]"
    if f == 7:
        return f"{a} - {al} ({y}) {{SACD ISO}}"
    if f == 8:
        return f"{und(a)}-{und(al)}-{rng.choice(['CD', '2CD', 'Remastered-CD', 'Vinyl'])}-{y}-{g}"
    return f"{a} - {y} - {al} [{rng.choice(['EAC-FLAC', 'V0', 'MP3 256', 'ALAC'])}]"


def g_music_disco():
    a = rng.choice(ARTISTS_ONLY)
    y1 = rng.randint(1959, 1995)
    y2 = rng.randint(max(y1 + 5, 2000), 2024)
    f = rng.randint(0, 5)
    if f == 0:
        return f"{a} - Discography ({y1}-{y2}) [FLAC]"
    if f == 1:
        return f"{a} - Complete Studio Albums {y1}-{y2} (24bit)"
    if f == 2:
        return f"{a} Discography 320kbps MP3"
    if f == 3:
        return f"{a} - The Collection ({rng.randint(3, 20)} CD Box Set) [FLAC]"
    if f == 4:
        return f"{a} - Studio Albums + Live + Singles (FLAC, {y1}-{y2})"
    return f"{und(a)}-Discography-{y1}-{y2}-MP3-{rng.choice(GRP_MUSIC)}"


def g_audiobook():
    au, t, n = rng.choice(AUDIOBOOKS)
    f = rng.randint(0, 5)
    if f == 0:
        return f"{au} - {t} (Unabridged) [M4B]"
    if f == 1:
        return f"{t} by {au} (narrated by {n}) m4b"
    if f == 2:
        return f"{au} - {t} [{rng.randint(2005, 2024)}] 64kbps MP3 read by {n}"
    if f == 3:
        return f"[Audiobook] {au} - {t} (Unabridged) MP3"
    if f == 4:
        return f"{au} - {t} - Read by {n} [Audible AAX to M4B]"
    return f"{au.split()[-1]}, {au.split()[0]} - {t} [{rng.choice(['Unabridged', 'Abridged', 'BBC Full Cast'])}] ({rng.choice(['MP3', 'M4B', 'Opus'])})"


def g_ebook():
    au, t, y = rng.choice(EBOOKS)
    f = rng.randint(0, 5)
    if f == 0:
        return f"{au} - {t} ({y}) (epub)"
    if f == 1:
        return f"{au} - {t} [retail] [epub]"
    if f == 2:
        return f"{t} - {au}.epub"
    if f == 3:
        return f"{au} - {t} ({y}) (azw3)"
    if f == 4:
        return f"{t} by {au} (EPUB, MOBI, PDF)"
    return f"{au} - {t} - {y} - retail - {rng.choice(['epub', 'pdf', 'mobi'])}"


def g_comic():
    f = rng.randint(0, 4)
    y = rng.randint(2019, 2025)
    if f == 4:
        m = rng.choice(["One Piece", "Chainsaw Man", "Dandadan", "Frieren", "Jujutsu Kaisen", "Spy x Family", "Berserk"])
        return f"{m} v{rng.randint(1, 108):02d} ({y}) (Digital) ({rng.choice(['1r0n', 'LuCaZ', 'Oak'])}).cbz"
    c = rng.choice(COMICS)
    g = rng.choice(GRP_COMIC)
    if f == 0:
        return f"{c} {rng.randint(1, 160):03d} ({y}) (Digital) ({g}).cbz"
    if f == 1:
        return f"{c} {rng.randint(1, 160):03d} ({y}) ({rng.choice(['digital', 'Webrip'])}) ({g}).cbr"
    if f == 2:
        return f"{c} v{rng.randint(1, 12):02d} ({y}) (digital) ({g}).cbr"
    return f"{c} Vol. {rng.randint(1, 10)} TPB ({y}) (Digital-Empire)"


def g_magazine():
    mg = rng.choice(MAGAZINES)
    y, m, d = rdate(2022, 2025)
    f = rng.randint(0, 4)
    if f == 0:
        return f"{mg} - {d} {MONTHS[m - 1]} {y} (True PDF)"
    if f == 1:
        return f"{mg} - {MONTHS[m - 1]} {y}.pdf"
    if f == 2:
        return f"{mg} Issue {rng.randint(40, 620)} ({y})"
    if f == 3:
        return f"{mg} No.{rng.randint(1, 52)} {MONTHS[m - 1]} {y} [HQ PDF]"
    return f"{mg} {y}-{m:02d}-{d:02d}"


def g_software():
    return rng.choice(SOFTWARE)


def g_os():
    return rng.choice(OSISO)


def g_game_scene():
    g = rng.choice(GAMES_SCENE)
    if rng.random() < 0.2 and "NSW" not in g and "PS4" not in g:
        name, grp = g.rsplit("-", 1)
        return f"{name}.Update.v{rng.randint(1, 3)}.{rng.randint(0, 9)}.{rng.randint(0, 40)}-{grp}"
    return g


def g_gog():
    slug, ver = rng.choice(GOG)
    build = rng.randint(10000, 79999)
    title = " ".join(w.capitalize() for w in slug.split("_"))
    f = rng.randint(0, 3)
    if f == 0:
        return f"setup_{slug}_{ver}_({build}).exe"
    if f == 1:
        return f"setup_{slug}_{ver}_(64bit)_({build})-{rng.randint(1, 9)}.bin"
    if f == 2:
        return f"{title} [GOG] v{ver} ({build})"
    return f"{title} v{ver} (GOG) [MULTi{rng.randint(2, 14)}]"


def g_repack():
    return rng.choice(REPACKS)


FIGHTERS = L("""
Volkanovski
Topuria
Pereira
Adesanya
Makhachev
Poirier
Holloway
ONeill
Pantoja
Jones
Aspinall
Du.Plessis
Strickland
Chimaev
""")
PLAYERS = L("""
Alcaraz
Sinner
Djokovic
Medvedev
Zverev
Swiatek
Sabalenka
Gauff
Rybakina
""")


def g_sports():
    f = rng.randint(0, 9)
    y, m, d = rdate()
    if f == 0:
        return f"Formula1.{y}.Round{rng.randint(1, 24):02d}.{dot(rng.choice(F1_GP))}.{rng.choice(['Race', 'Qualifying', 'Sprint', 'FP1', 'FP2', 'Pre-Race.Buildup'])}.{rng.choice(['F1TV', 'SkyF1HD', 'SkyF1UHD'])}.{rng.choice(['1080P', '2160P', '720P'])}"
    if f == 1:
        a, b = rng.sample(NFL, 2)
        return f"NFL.{y}.Week.{rng.randint(1, 18):02d}.{a}.vs.{b}.{rng.choice(['720p', '1080p'])}.WEB.h264-{rng.choice(['HYPE', 'BaCKUP', 'SPORTSNET', 'NBQ'])}"
    if f == 2:
        a, b = rng.sample(NBA, 2)
        return f"NBA.{y}.{m:02d}.{d:02d}.{a}.vs.{b}.{rng.choice(['720p', '1080p'])}.{rng.choice(['WEB.h264', 'HDTV.x264', 'WEB-DL.AAC2.0.H.264'])}-{rng.choice(['NBA', 'SPORTS', 'HYPE'])}"
    if f == 3:
        a, b = rng.sample(SOCCER, 2)
        return f"{rng.choice(['EPL', 'Premier.League', 'LaLiga', 'Bundesliga', 'Serie.A'])}.{y}.{m:02d}.{d:02d}.{dot(a)}.vs.{dot(b)}.{rng.choice(['720p.HDTV.x264', '1080p.WEB.h264', '1080i.HDTV.MPA2.0.H.264'])}-{rng.choice(['SPORTS', 'FOOTY', 'VERUM', 'MiDNiGHT'])}"
    if f == 4:
        a, b = rng.sample(SOCCER, 2)
        return f"UEFA.Champions.League.{y}.{rng.choice(['Group.Stage', 'Round.of.16', 'Quarter.Final', 'Semi.Final', 'Final'])}.{dot(a)}.vs.{dot(b)}.1080p.HDTV.x264-{rng.choice(['FOOTY', 'SPORTS', 'VERUM'])}"
    if f == 5:
        a, b = rng.sample(FIGHTERS, 2)
        return f"UFC.{rng.randint(290, 315)}.{a}.vs.{b}.{rng.choice(['PPV', 'Prelims', 'Early.Prelims'])}.{rng.choice(['720p', '1080p'])}.WEB.h264-{rng.choice(['VERUM', 'PUNCH', 'BiGDOGS'])}"
    if f == 6:
        return f"Tour.de.France.{y}.Stage.{rng.randint(1, 21):02d}.{rng.choice(['720p', '1080p'])}.HDTV.x264-{rng.choice(['VELO', 'PELOTON', 'SPORTS'])}"
    if f == 7:
        a, b = rng.sample(PLAYERS, 2)
        return f"{rng.choice(['Wimbledon', 'Roland.Garros', 'US.Open', 'Australian.Open'])}.{y}.{rng.choice(['Mens', 'Womens'])}.{rng.choice(['Final', 'Semi.Final', 'Quarter.Final', 'R4'])}.{a}.vs.{b}.1080p.HDTV.x264-{rng.choice(['ACE', 'SPORTS', 'GAMESET'])}"
    if f == 8:
        return f"MotoGP.{y}.Round{rng.randint(1, 21):02d}.{dot(rng.choice(F1_GP))}.{rng.choice(['Race', 'Qualifying', 'Sprint'])}.1080p.WEB.h264-{rng.choice(['VERUM', 'SPORTS'])}"
    return f"Cricket.{rng.choice(['IPL', 'The.Ashes', 'T20.World.Cup', 'BBL'])}.{y}.{rng.choice(['Match.' + str(rng.randint(1, 70)), 'Day.' + str(rng.randint(1, 5)), 'Final'])}.{rng.choice(['720p', '1080p'])}.HDTV.x264-{rng.choice(['WiCKET', 'SPORTS', 'CRiCKET'])}"


def g_foreign():
    f = rng.randint(0, 5)
    g = rng.choice(GRP_FOREIGN)
    if f == 0 or f == 1:
        show, lang = rng.choice(FOREIGN_TV)
        return f"{dot(show)}.S{rng.randint(1, 6):02d}E{rng.randint(1, 12):02d}.{lang}.{rng.choice(['720p', '1080p'])}.{rng.choice(['WEB.H264', 'WEB.x264', 'HDTV.x264', 'BluRay.x264'])}-{g}"
    if f == 2:
        return f"Tatort.E{rng.randint(1180, 1290)}.{dot(rng.choice(TATORT))}.GERMAN.{rng.choice(['720p', '1080p'])}.WEB.x264-{rng.choice(['WAYNE', 'ZDFHD', 'iNKLUSiON'])}"
    t, y, lang = rng.choice(FOREIGN_FILMS)
    if f == 3:
        return f"{dot(t)}.{y}.{lang}.{rng.choice(['720p', '1080p', '2160p'])}.BluRay.x264-{g}"
    if f == 4:
        return f"{dot(t)}.{y}.{rng.choice(['MULTi', 'TRUEFRENCH', lang + '.DL', lang + '.DL.AC3.Dubbed'])}.1080p.{rng.choice(['WEB.H264', 'BluRay.x264', 'HDLight.x264'])}-{g}"
    return f"{t} ({y}) {rng.choice(['MULTi VFF', 'VOSTFR', 'iTA ENG', 'GER DL', 'SUBBED'])} 1080p {rng.choice(['BluRay', 'WEB-DL'])} x264 AC3-{g}"


def g_xxx():
    site = rng.choice(XXX_SITES)
    y, m, d = rdate(2019, 2025)
    a = f"{rng.choice(XXX_FIRST)} {rng.choice(XXX_LAST)}"
    b = f"{rng.choice(XXX_FIRST)} {rng.choice(XXX_LAST)}"
    f = rng.randint(0, 4)
    if f == 0:
        return f"{site}.{y % 100:02d}.{m:02d}.{d:02d}.{dot(a)}.XXX.{rng.choice(['720p', '1080p', '2160p'])}.MP4-{rng.choice(['WRB', 'P2P', 'KTR', 'NBQ', 'XC', 'iPT'])}"
    if f == 1:
        return f"{site}.{y % 100:02d}.{m:02d}.{d:02d}.{dot(a)}.And.{dot(b)}.{dot(rng.choice(XXX_TITLES))}.XXX.{rng.choice(['1080p', '2160p'])}.HEVC.x265.PRT"
    if f == 2:
        return f"[{site}] {a} - {rng.choice(XXX_TITLES)} ({y}-{m:02d}-{d:02d}) [1080p]"
    if f == 3:
        return f"{site} - {a} - {rng.choice(XXX_TITLES)} {rng.choice(['1080p', '4K', '720p'])}"
    return f"{dot(rng.choice(XXX_TITLES))}.{rng.randint(2, 9)}.XXX.{rng.choice(['DVDRip', 'WEB-DL', 'BDRip'])}.x264-{rng.choice(['GUSH', 'WRB', 'XCiTE', 'DSiR'])}"


def g_doc():
    f = rng.randint(0, 3)
    if f <= 1:
        s = rng.choice(DOC_SERIES)
        return f"{dot(s)}.S{rng.randint(1, 52):02d}E{rng.randint(1, 12):02d}.{rng.choice(RES)}.{rng.choice(['iP', 'PBS', 'NF', 'HULU', 'DSNP', 'AMZN'])}.WEB-DL.AAC2.0.H.264-{rng.choice(GRP_TV)}"
    t, y = rng.choice(DOC_FILMS)
    if f == 2:
        return f"{dot(t)}.{y}.DOCU.{rng.choice(['720p', '1080p'])}.{rng.choice(['WEB.h264', 'BluRay.x264', 'HDTV.x264'])}-{rng.choice(GRP_MOVIE)}"
    return f"{t} ({y}) [Documentary] ({rng.choice(['1080p', '720p'])} {rng.choice(['BluRay', 'WEB-DL'])} x265)"


def _rnd(a=12, b=32):
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(rng.randint(a, b)))


def g_obfuscated():
    name = rng.choice([g_tv_scene, g_movie_scene, g_music_album, g_tv_p2p, g_ebook, g_game_scene, g_doc])()
    N = rng.randint(10, 140)
    i = rng.randint(1, N)
    k = rng.randint(2, 180)
    p = rng.randint(1, 99)
    rnd = _rnd()
    f = rng.randint(0, 6)
    if f == 0:
        return f'[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{N}] - "" yEnc {rng.randint(100000, 800000000)} (1/{k})'
    if f == 1:
        return f'{_hex(32)} - {name} - [{i:02d}/{N}] - "{rnd}.part{p:02d}.rar" yEnc (1/{k})'
    if f == 2:
        return f'{name} - "{_hex(32)}.r{p:02d}" yEnc (1/{k})'
    if f == 3:
        return f'[{_hex(12)}] [{name}] [1/1] - "{_hex(16)}.nzb" yEnc (1/1)'
    if f == 4:
        return f'{name} {rnd} [{i}/{N}] - "{rnd}.7z.{p:03d}" yEnc (1/{k})'
    if f == 5:
        return f'({name}) [{i}/{N}] - "{rnd}.vol{p:02d}+{p + 1:02d}.par2" yEnc (1/{k})'
    return f"{_hex(10)}-{name}-{_rnd(6, 10)}"


POSTERS = L("""
ghost of usenet
alt.binaries.teevee
MOMENTUM
Frodo
dude
BigBoss
Ninja
Uploader
""")
EXT_RE = re.compile(r"\.(mkv|mp4|exe|iso|epub|cbz|cbr|pdf|msi|img|pkg|bin|azw3|mobi|flac|mp3|m4b)$", re.I)


def legit_shell(name, ext=".rar"):
    m = EXT_RE.search(name)
    base = name
    if m:
        base = name[: m.start()]
        ext = m.group(0)
    N = rng.randint(3, 120)
    i = rng.randint(1, N)
    k = rng.randint(1, 250)
    p = rng.randint(1, 99)
    f = rng.randint(0, 6)
    if f == 0:
        return f'[{i:02d}/{N:02d}] - "{base}.part{p:02d}.rar" yEnc (1/{k})'
    if f == 1:
        return f'{name} [{i:02d}/{N:02d}] - "{base}.par2" yEnc (1/{k})'
    if f == 2:
        return f'({name}) [{i}/{N}] - "{base}.vol{p:03d}+{p + 1:02d}.par2" yEnc (1/{k})'
    if f == 3:
        return f'"{base}{ext}" yEnc (1/{k})'
    if f == 4:
        return f'{name} - "{base}.r{p:02d}" yEnc (1/{k})'
    if f == 5:
        return f'{name} [{i}/{N}] - "{base}.nzb" yEnc (1/1)'
    return f'[{rng.choice(POSTERS)}] - {name} - "{base}.7z.{p:03d}" yEnc (1/{k})'


NONLATIN_RELEASE = L("""
[LoliHouse] 葬送のフリーレン / Sousou no Frieren - 28 [WebRip 1080p HEVC-10bit AAC][简繁内封字幕]
[Sakurato] 薬屋のひとりごと 第2期 [15][AVC-8bit 1080p AAC][CHS]
[ANi] 怪獣８号 - 11 [1080P][Baha][WEB-DL][AAC AVC][CHT].mp4
[Nekomoe kissaten] 僕の心のヤバイやつ 2nd Season [09][1080p][JPSC]
三体.Three-Body.S01E12.2023.2160p.WEB-DL.H265.AAC-OurTV
繁花.Blossoms.Shanghai.S01E08.2023.1080p.WEB-DL.H264.AAC-OurTV
流浪地球2.The.Wandering.Earth.II.2023.2160p.WEB-DL.H265.DDP5.1-HDSWEB
庆余年 第二季 Joy of Life S02E05 2024 WEB-DL 4K HEVC
눈물의 여왕 Queen of Tears E08 240331 1080p WEB-DL
무빙 Moving E12 230830 1080p DSNP WEB-DL
선재 업고 튀어 Lovely Runner E16 240528 1080p TVING WEB-DL
기생충 Parasite 2019 1080p BluRay DTS x264
Слово пацана. Кровь на асфальте S01E05 2023 WEB-DL 1080p
Мастер и Маргарита (2024) WEB-DL 2160p HDR
Москва слезам не верит (1979) BDRip 1080p
Иван Васильевич меняет профессию 1973 BDRip 720p
Кухня S06E20 2016 WEB-DL 720p
Аквариум - Радио Африка (1983) [FLAC]
Кино - Группа крови (1988) [Vinyl Rip 24-96]
ゴジラ-1.0 Godzilla Minus One (2023) 1080p BluRay
君たちはどう生きるか (2023) BDRip 1080p
宇多田ヒカル - SCIENCE FICTION (2024) [FLAC 24bit-96kHz]
米津玄師 - LOST CORNER (2024) [FLAC]
YOASOBI - THE BOOK 3 (2023) [24bit/48kHz]
शोले (1975) 1080p BluRay x264 DD5.1
लगान Lagaan 2001 720p BluRay
ฉลาดเกมส์โกง Bad Genius 2017 1080p BluRay
ร่างทรง The Medium 2021 1080p WEB-DL
פאודה Fauda S04E03 1080p WEB-DL
Ο Θίασος 1975 DVDRip
جدایی نادر از سیمین A Separation 2011 720p BluRay
الحشاشين الحلقة 12 1080p WEB-DL
أم كلثوم - انت عمري (1964) [FLAC]
Памфір Pamfir 2022 1080p WEB-DL UKR
""")
NONLATIN_TITLE = L("""
千と千尋の神隠し
となりのトトロ
ワンピース 第1100話
鬼滅の刃 無限城編
紅の豚
新世紀エヴァンゲリオン
嵐 ベストアルバム
天気の子 サウンドトラック
霸王别姬
花样年华
周杰伦 - 晴天
王菲 - 红豆
邓丽君 经典歌曲合集
西游记 1986 全集
红楼梦 有声书
아이유 - 밤편지
방탄소년단 - 봄날
응답하라 1988
올드보이
살인의 추억
Брат 2
Ирония судьбы, или С лёгким паром!
Высоцкий - концерт 1979
Мастер и Маргарита - аудиокнига
Владимир Высоцкий - Кони привередливые
Тіні забутих предків
Океан Ельзи - Обійми
فيروز - كيفك انت
عبد الحليم حافظ - قارئة الفنجان
القرآن الكريم - سورة الكهف - مشاري العفاسي
שלמה ארצי - ירח
אריק איינשטיין - אני ואתה
Μίκης Θεοδωράκης - Ζορμπάς
Χάρης Αλεξίου - Τα τσιγάρα
लता मंगेशकर - लग जा गले
दिलवाले दुल्हनिया ले जाएंगे
คาราบาว - เมดอินไทยแลนด์
พี่มากพระโขนง
""")
BOOKS_BARE = L("""
Moby-Dick - Herman Melville
Middlemarch
War and Peace (Maude translation)
The Left Hand of Darkness
Pride and Prejudice
The Brothers Karamazov
One Hundred Years of Solitude
Beloved - Toni Morrison
The Remains of the Day
Blood Meridian
Gödel, Escher, Bach
A Brief History of Time
The Selfish Gene
Dracula - Bram Stoker
The Count of Monte Cristo unabridged
""")


def g_bare():
    f = rng.randint(0, 6)
    if f == 0:
        return rng.choice(MOVIES)[0]
    if f == 1:
        t, y = rng.choice(MOVIES)
        return rng.choice([f"{t} ({y})", f"{t} {y}", f"{t} - {y}"])
    if f == 2:
        return rng.choice(TV)
    if f == 3:
        return rng.choice([f"{rng.choice(TV)} season {rng.randint(1, 6)}", f"{rng.choice(TV)} series {rng.randint(1, 6)} complete", f"{rng.choice(TV)} all seasons"])
    if f == 4:
        a, al, y = rng.choice(ARTISTS_ALBUMS)
        return rng.choice([al, f"{a} {al}", f"{al} - {a}", f"{a} - {al}"])
    if f == 5:
        return rng.choice(BOOKS_BARE)
    return rng.choice(ANIME) + rng.choice(["", " complete", " season 2", " movie"])


SONGS = [
    ("Kate Bush", "Running Up That Hill"), ("Fleetwood Mac", "Dreams"), ("Radiohead", "Weird Fishes"), ("Beyonce", "Texas Hold Em"),
    ("Sabrina Carpenter", "Espresso"), ("Chappell Roan", "Good Luck, Babe!"), ("Hozier", "Too Sweet"), ("Benson Boone", "Beautiful Things"),
    ("Billie Eilish", "Birds of a Feather"), ("Kendrick Lamar", "Not Like Us"), ("The Weeknd", "Blinding Lights"), ("Harry Styles", "As It Was"),
    ("Queen", "Bohemian Rhapsody"), ("Nirvana", "Heart-Shaped Box"), ("Massive Attack", "Teardrop"), ("Portishead", "Glory Box"),
    ("Joy Division", "Love Will Tear Us Apart"), ("New Order", "Blue Monday"), ("Pulp", "Common People"), ("Oasis", "Live Forever"),
    ("Daft Punk", "Around the World"), ("Underworld", "Born Slippy .NUXX"), ("Fred again..", "Delilah (pull me out of this)"), ("Burial", "Archangel"),
    ("Aretha Franklin", "Respect"), ("Nina Simone", "Feeling Good"), ("Otis Redding", "Sittin On the Dock of the Bay"), ("Bill Withers", "Ain't No Sunshine"),
    ("Johnny Cash", "Hurt"), ("Dolly Parton", "Jolene"), ("Zach Bryan", "Something in the Orange"), ("Taylor Swift", "Cruel Summer"),
    ("Metallica", "One"), ("Iron Maiden", "The Trooper"), ("Tool", "Schism"), ("System of a Down", "Chop Suey!"),
    ("Bob Marley", "Redemption Song"), ("Ennio Morricone", "The Ecstasy of Gold"), ("Erik Satie", "Gymnopedie No. 1"), ("Arvo Part", "Spiegel im Spiegel"),
    ("Lorde", "Royals"), ("Adele", "Someone Like You"), ("Dua Lipa", "Levitating"), ("Tame Impala", "The Less I Know the Better"),
]


def g_single():
    a, s = rng.choice(SONGS)
    f = rng.randint(0, 7)
    if f == 0:
        return f"{a} - {s}"
    if f == 1:
        return f"{a} - {s} (Radio Edit)"
    if f == 2:
        return f"{a} - {s} (Extended Mix)"
    if f == 3:
        return f"{s} - {a}.mp3"
    if f == 4:
        return f"{a} - {s} [Single] ({rng.randint(1965, 2025)})"
    if f == 5:
        return f"{a} - {s} (Live at {rng.choice(['Glastonbury', 'Wembley', 'Red Rocks', 'Montreux', 'the BBC', 'Coachella'])} {rng.randint(1970, 2024)})"
    if f == 6:
        return f"{s} ({rng.choice(['cover', 'acoustic version', 'demo', 'remix', 'piano version'])})"
    return f"{a} - {s} ({rng.choice(['Remastered', 'Remastered 2011', 'Mono', '7 inch version', 'Single Version'])})"


PODCASTS = L("""
Hardcore History
Radiolab
99% Invisible
This American Life
The Rest Is History
In Our Time
Lex Fridman Podcast
Conan O'Brien Needs a Friend
Stuff You Should Know
Behind the Bastards
No Such Thing as a Fish
My Favorite Murder
Darknet Diaries
Security Now
Accidental Tech Podcast
Song Exploder
The Dollop
Revolutions
The History of Rome
Empire
You're Dead to Me
The Economist Babbage
Search Engine
Decoder with Nilay Patel
The Adventure Zone
Hello Internet
Cautionary Tales
Omnibus
""")
TOPICS = L("""
The Fall of Constantinople
The Great Emu War
How Elevators Changed Cities
The Voynich Manuscript
Inside the Apollo Guidance Computer
The Dancing Plague of 1518
Why Ships Are Named After Women
The Tunguska Event
The Invention of the Index
Octopus Minds
The Man Who Sold the Eiffel Tower
Tulip Mania
Concrete
The Library of Alexandria
Shackleton
The Cod Wars
Ada Lovelace
The Radium Girls
Time Zones
The Hanseatic League
""")


def g_podcast():
    pod = rng.choice(PODCASTS)
    y, m, d = rdate(2018, 2025)
    f = rng.randint(0, 4)
    if f == 0:
        return f"{pod} - Ep {rng.randint(1, 650)} - {rng.choice(TOPICS)}"
    if f == 1:
        return f"{pod} #{rng.randint(1, 500)}"
    if f == 2:
        return f"{pod} {y}-{m:02d}-{d:02d}"
    if f == 3:
        return f"{pod} - {rng.choice(TOPICS)} ({y}-{m:02d}-{d:02d}).mp3"
    return f"{pod} - {rng.choice(TOPICS)} Part {rng.randint(1, 4)}"


LECTURES = L("""
MIT 18.06 Linear Algebra - Lecture 14 - Orthogonal Vectors and Subspaces
MIT 6.006 Introduction to Algorithms - Lecture 12
Stanford CS229 Machine Learning - Lecture 3
Harvard CS50 2023 - Lecture 4 - Memory
Yale HIST 202 - European Civilization - Lecture 5
Feynman - The Character of Physical Law - Messenger Lectures 1964
Royal Institution Christmas Lectures 2023
Gresham College - The History of Maths - Lecture 3
Sapolsky - Human Behavioral Biology - Lecture 8
The Great Courses - Understanding the Universe - Lecture 12
Berkeley CS61A - Lecture 20 - Interpreters
Carl Sagan - Cosmos lectures 1977
Leonard Susskind - The Theoretical Minimum - Quantum Mechanics Lecture 6
Richard Hamming - Learning to Learn (1995)
Jordan Peterson - Maps of Meaning 1996 lectures
Noam Chomsky - Linguistics 1 Lecture
Open University M208 Pure Mathematics lecture tapes
3Blue1Brown - Essence of Linear Algebra complete
Grothendieck seminar notes SGA 1 scanned
Alan Watts lectures collection
""")


def g_lecture():
    if rng.random() < 0.55:
        return rng.choice(LECTURES)
    inst = rng.choice(["MIT OCW", "Stanford", "Yale Open Courses", "Coursera", "The Great Courses", "Khan Academy", "Open University", "NPTEL"])
    subj = rng.choice(["Organic Chemistry", "Quantum Mechanics", "Real Analysis", "Roman History", "Microeconomics", "Music Theory", "Compilers", "Neuroscience", "Latin for Beginners", "Astrophysics"])
    return rng.choice([f"{inst} - {subj} - Lecture {rng.randint(1, 30)}", f"{subj} ({inst}) lectures {rng.randint(1, 12)}-{rng.randint(13, 30)}", f"{inst} {subj} {rng.randint(1998, 2024)} full course"])


RADIO = L("""
BBC Radio 4 Extra - The Hitchhiker's Guide to the Galaxy - Fit the First
Old Time Radio - Suspense 1949-03-03 - The Too Perfect Alibi
X Minus One 1956 - The Veldt
Lux Radio Theatre 1941 - The Maltese Falcon
The Navy Lark - Series 5
Cabin Pressure S01E01 - Abu Dhabi
Welcome to Night Vale - 45 - A Story About Them
The Goon Show - The Dreaded Batter Pudding Hurler
Desert Island Discs - David Attenborough
Round the Horne complete
The Mercury Theatre on the Air - The War of the Worlds (1938-10-30)
Dimension X - 1950 - Mars Is Heaven
Hancock's Half Hour - The Blood Donor
Die drei ??? - Folge 220
TKKG Folge 200 Hörspiel
Sherlock Holmes (Clive Merrison BBC) complete
The Archers omnibus
Journey into Space - Operation Luna
The Shadow 1938-01-23
Dragnet 1952 radio episodes
""")


def g_radio():
    if rng.random() < 0.5:
        return rng.choice(RADIO)
    y, m, d = rdate(1995, 2025)
    f = rng.randint(0, 3)
    if f == 0:
        return f"The Archers {y}-{m:02d}-{d:02d}"
    if f == 1:
        return f"John Peel Session - {rng.choice(ARTISTS_ONLY)} - {rng.randint(1977, 2004)}-{m:02d}-{d:02d}"
    if f == 2:
        return f"Radio 1 Essential Mix - {rng.choice(['Four Tet', 'Sasha', 'Bicep', 'Peggy Gou', 'Jamie xx', 'Sven Vath', 'Daft Punk'])} - {y}-{m:02d}-{d:02d}"
    return f"BBC Radio 3 - Late Junction {y}-{m:02d}-{d:02d}"


PASTORS = L("""
Pastor John Miller
Rev. Sarah Thompson
Fr. Michael O'Connor
Tim Keller
Rabbi David Cohen
Pastor James Okoye
Ajahn Brahm
Imam Yusuf Ahmed
""")
SCRIPTURE = L("""
Romans 8
John 3:16
Psalm 23
Luke 15 - The Prodigal Son
Matthew 5 - The Beatitudes
Isaiah 40
Genesis 1
Ruth 1
Parashat Vayikra
Mark 4 - Peace Be Still
""")


def g_sermon():
    y, m, d = rdate(2015, 2025)
    f = rng.randint(0, 4)
    if f == 0:
        return f"Sunday Service {y}-{m:02d}-{d:02d} - {rng.choice(PASTORS)} - {rng.choice(SCRIPTURE)}"
    if f == 1:
        return f"{rng.choice(PASTORS)} - {rng.choice(['Hope in Hard Times', 'The Good Shepherd', 'Grace Upon Grace', 'Letting Go', 'Faith and Doubt', 'Loving Your Neighbour'])} (sermon {y})"
    if f == 2:
        return f"Easter Vigil Homily {y}"
    if f == 3:
        return f"{rng.choice(['Dharma talk', 'Friday khutbah', 'Shabbat drasha', 'Evensong sermon', 'Advent sermon series'])} - {rng.choice(PASTORS)} - {m:02d}/{d:02d}/{y}"
    return f"St {rng.choice(['Mary', 'Paul', 'Andrew', 'Luke', 'Columba'])}'s Church sermon {d} {MONTHS[m - 1]} {y}"


MATCHES = L("""
1966 World Cup Final England v West Germany full match
Ali vs Frazier - Thrilla in Manila 1975
Kasparov vs Deep Blue Game 6 1997 with commentary
Super Bowl LVIII Chiefs vs 49ers full game
Carlsen vs Nepomniachtchi WCC 2021 Game 6
El Clasico 2009 Barcelona 6-2 Real Madrid
Rugby World Cup 2023 Final New Zealand v South Africa
Ashes 2005 2nd Test Edgbaston Day 4 highlights
Wimbledon 2008 Final Nadal v Federer
Istanbul 2005 Liverpool v AC Milan extended highlights
Hagler vs Hearns 1985
Michael Jordan Game 6 1998 Finals
2022 World Cup Final Argentina v France full match
Borg vs McEnroe 1980 Wimbledon final
Miracle on Ice 1980 USA vs USSR
""")


def g_match():
    if rng.random() < 0.5:
        return rng.choice(MATCHES)
    a, b = rng.sample(SOCCER, 2)
    y, m, d = rdate(2015, 2025)
    return rng.choice([f"{a} v {b} {rng.choice(['1st half', '2nd half', 'full match', 'highlights'])} {d:02d}-{m:02d}-{y}",
                       f"{a} vs {b} {y} {rng.choice(['FA Cup', 'League Cup', 'derby', 'friendly'])}",
                       f"{a} - {b} {rng.randint(0, 5)}-{rng.randint(0, 5)} ({y})"])


NEWS = L("""
BBC News at Six
BBC News at Ten
Tagesschau 20 Uhr
PBS NewsHour
60 Minutes
Newsnight
ABC World News Tonight
Channel 4 News
NHK News 7
Al Jazeera Inside Story
Journal de 20h France 2
NOS Journaal 20 uur
Meet the Press
Question Time
""")


def g_news():
    y, m, d = rdate(2020, 2025)
    n = rng.choice(NEWS)
    f = rng.randint(0, 3)
    if f == 0:
        return f"{n} {y}-{m:02d}-{d:02d}"
    if f == 1:
        return f"{n} {d:02d}.{m:02d}.{y}"
    if f == 2:
        return f"{n} - {MONTHS[m - 1]} {d} {y}"
    return rng.choice(["Apollo 11 CBS coverage Walter Cronkite 1969", "CNN Election Night 2020 coverage part 3", "BBC Election Night 1997 full", "Fall of the Berlin Wall ARD live 1989-11-09", "Moon landing BBC coverage 1969", "9-11 news coverage archive"])


def g_personal():
    f = rng.randint(0, 9)
    y = rng.randint(1965, 2022)
    if f == 0:
        return f"my old mixtapes {y}-{y + rng.randint(1, 6)} digitized"
    if f == 1:
        return f"Dad's slides scanned {rng.choice(['1960s', '1970s', '1980s'])} part {rng.randint(1, 9)}"
    if f == 2:
        return f"Wedding video {y} (DVD rip)"
    if f == 3:
        return f"holiday photos {rng.choice(['italy', 'norway', 'japan', 'cornwall', 'greece', 'scotland'])} {y}"
    if f == 4:
        return f"band rehearsal tapes {y}"
    if f == 5:
        return f"family 8mm reels transferred - {rng.choice(['summer', 'christmas', 'birthdays', 'beach trip'])} {y}"
    if f == 6:
        return f"my vinyl rips part {rng.randint(1, 40)}"
    if f == 7:
        return rng.choice(["Collection of Amiga mods", "C64 SID collection HVSC 80", "Uncle Bob's jazz 78s digitized", "home recordings - guitar demos", "scanned letters from grandma", "school play 2015", "our radio show archive 1998-2003", "old family camcorder tapes Hi8", "my MiniDisc recordings", "Grandpa's war diary scans"])
    if f == 8:
        return f"{rng.choice(['Smith', 'Jones', 'Nguyen', 'Garcia', 'Müller', 'Rossi'])} family reunion {y}"
    return f"{rng.choice(['pub quiz', 'karaoke night', 'open mic', 'choir concert', 'gig at the Borderline'])} recording {y}"


FAN_EDITS = L("""
Star Wars Despecialized Edition v2.7 720p
The Hobbit - The Tolkien Edit
Dune (1984) Spicediver Edit
The Matrix Reloaded and Revolutions - fan edit
Superman II Restored International Cut
Star Wars 4K77
Star Wars 4K83
The Phantom Edit
Alien 3 Assembly Cut fan restoration
Lord of the Rings - Maple Films edit
Hannibal (2001) Red Dragon chronology fan edit
Star Trek The Motion Picture Directors Edition upscale
Prequels Revisited - Attack of the Clones
Halloween Fan Restoration (TV cut reconstructed)
The Godfather Saga chronological edit
Twin Peaks Fire Walk with Me + Missing Pieces integrated
Blade Runner - The Final Cut vs Workprint comparison
Game of Thrones Season 8 fan re-edit
Return of the King Extended - Stinkers cut
The Thing (1982) TV version reconstruction
""")


def g_fan_edit():
    return rng.choice(FAN_EDITS)


def g_request():
    f = rng.randint(0, 5)
    a, al, y = rng.choice(ARTISTS_ALBUMS)
    t, ty = rng.choice(MOVIES)
    if f == 0:
        return f"REQ: {a} - {al} ({y}) FLAC"
    if f == 1:
        return f"Request: {rng.choice(TV)} S{rng.randint(1, 6):02d} complete"
    if f == 2:
        return f"Looking for: {t} ({ty}) with original mono track"
    if f == 3:
        return f"Anyone have {a} - {al}? repost please"
    if f == 4:
        return f"REPOST: {t} {ty} 1080p"
    return f"Fill: {rng.choice(AUDIOBOOKS)[1]} audiobook"


ADLIKE = L("""
Better.Call.Saul.S06E13.Saul.Gone.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb
Better Call Saul S01E01 Uno
Clickbait.S01E01.The.Sister.1080p.NF.WEB-DL.DDP5.1.x264-NTb
The.Tinder.Swindler.2022.1080p.NF.WEB-DL.DDP5.1.x264-SMURF
Dumb.Money.2023.1080p.WEBRip.x264-RARBG
Love.and.Other.Drugs.2010.720p.BluRay.x264-SiNNERS
Pain.Hustlers.2023.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX
Sorry.to.Bother.You.2018.1080p.BluRay.x264-DRONES
Catch Me If You Can (2002)
Get Rich or Die Tryin' (2005)
You've Got Mail (1998)
Boiler Room (2000)
Money Monster (2016)
Lottery Ticket (2010)
Free Guy (2021)
Crazy Rich Asians (2018)
How to Make Money Selling Drugs (2012)
Fyre The Greatest Party That Never Happened (2019)
Bitconned (2024)
Trust No One The Hunt for the Crypto King (2022)
Dirty Money S01E01 The Confidence Man
Catfish (2010)
The Nigerian Prince (2018)
Everything Must Go (2010)
Don't Look Up (2021)
Don't Worry Darling (2022)
Are We There Yet? (2005)
Black.Mirror.S03E03.Shut.Up.and.Dance.1080p.NF.WEB-DL.DD5.1.x264-NTb
Silicon.Valley.S01E01.Minimum.Viable.Product.720p.HDTV.x264-KILLERS
Mr.Robot.S01E01.eps1.0_hellofriend.mov.1080p.AMZN.WEB-DL.DD5.1.H.264-NTb
Dire Straits - Money for Nothing
T-Pain - Buy U a Drank (Shawty Snappin')
Hard-Fi - Cash Machine
Jessie J - Price Tag
Travie McCoy - Billionaire
Fifth Harmony - Work from Home
Carly Rae Jepsen - Call Me Maybe
Destiny's Child - Bills, Bills, Bills
Foreigner - Urgent
The Rolling Stones - Mother's Little Helper
Patti Smith - Free Money
Billy Joel - Easy Money
Steve Miller Band - Take the Money and Run
ABBA - Money, Money, Money
The Beatles - Can't Buy Me Love
Lady Gaga - Poker Face
Kenny Rogers - The Gambler
Pink Floyd - Money
Manic Street Preachers - Everything Must Go (1996) [FLAC]
Arcade Fire - Everything Now (2017) [FLAC]
The Who - Who's Next (1971)
Dead Kennedys - Give Me Convenience or Give Me Death
Robert T. Kiyosaki - Rich Dad Poor Dad (epub)
Napoleon Hill - Think and Grow Rich (audiobook)
Brian Krebs - Spam Nation (2014) (epub)
Frank Abagnale - Scam Me If You Can (2019)
Tim Ferriss - The 4-Hour Workweek (Expanded and Updated)
Ramit Sethi - I Will Teach You to Be Rich, 2nd Edition
Russell Brunson - DotCom Secrets
Alex Hormozi - $100M Offers
Ben Mezrich - Bitcoin Billionaires (2019) (epub)
Dale Carnegie - How to Win Friends and Influence People
Steve Krug - Don't Make Me Think, Revisited
Robert Cialdini - Influence The Psychology of Persuasion
Planet Money 2023-03-10
Scam Goddess - Ep 101
The Missing Cryptoqueen - Episode 1 (BBC Sounds)
Side Hustle School - Episode 1500
Sold a Story - Episode 1 - The Problem
Swindled - Episode 1
Smart Passive Income Podcast - Session 500
Monty Python's Flying Circus S02E12 Spam
The.Money.Pit.1986.1080p.BluRay.x264-AMIABLE
Casino.Royale.2006.1080p.BluRay.x264-SPARKS
Who Wants to Be a Millionaire UK 2024-01-06
Deal or No Deal Island S01E01
""")


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------
JUNK_TOTAL = 910
FOREIGN_TARGET = 108

LEGIT_PLAN = [
    # kind, count, generator, structured?
    ("tv_scene", 170, g_tv_scene, True),
    ("tv_p2p", 100, g_tv_p2p, True),
    ("tv_pack", 65, g_tv_pack, True),
    ("tv_daily", 60, g_tv_daily, True),
    ("movie_scene", 120, g_movie_scene, True),
    ("movie_p2p", 105, g_movie_p2p, True),
    ("anime_fansub", 90, g_anime, True),
    ("music_album", 100, g_music_album, True),
    ("music_discography", 30, g_music_disco, True),
    ("audiobook", 50, g_audiobook, True),
    ("ebook", 55, g_ebook, True),
    ("comic", 45, g_comic, True),
    ("magazine", 45, g_magazine, True),
    ("software", 48, g_software, True),
    ("os_iso", 23, g_os, True),
    ("game_scene", 42, g_game_scene, True),
    ("game_gog", 25, g_gog, True),
    ("game_repack", 28, g_repack, True),
    ("sports_broadcast", 50, g_sports, True),
    ("foreign_scene", 70, g_foreign, True),
    ("xxx_scene", 45, g_xxx, True),
    ("documentary", 40, g_doc, True),
    ("obfuscated", 50, g_obfuscated, None),
    ("nonlatin_release", 34, lambda: rng.choice(NONLATIN_RELEASE), True),
    ("bare_title", 90, g_bare, False),
    ("single", 70, g_single, False),
    ("podcast", 60, g_podcast, False),
    ("lecture", 45, g_lecture, False),
    ("radio_drama", 45, g_radio, False),
    ("sermon", 30, g_sermon, False),
    ("match", 40, g_match, False),
    ("news", 40, g_news, False),
    ("personal_collection", 45, g_personal, False),
    ("fan_edit", 20, g_fan_edit, False),
    ("request", 30, g_request, False),
    ("nonlatin_title", 38, lambda: rng.choice(NONLATIN_TITLE), False),
    ("adlike_work", len(ADLIKE), None, False),
]


def clean(t):
    return " ".join(t.replace("\t", " ").replace("\r", " ").replace("\n", " ").split())


def build():
    rows = []
    seen = set()
    stats = {"junk_noised": 0, "junk_foreign": 0, "langs": []}

    def add(label, family, title):
        title = clean(title)
        if not title or title in seen:
            return False
        seen.add(title)
        rows.append((label, family, title))
        return True

    # ---- legit ----
    seen_base = set()
    for kind, count, gen, structured in LEGIT_PLAN:
        if kind == "adlike_work":
            items = list(ADLIKE)
            rng.shuffle(items)
            for it in items:
                t = it
                if rng.random() < 0.08 and "." in it and " " not in it:
                    t = legit_shell(it, ".mkv")
                add("legit", "legit:" + kind, t)
            continue
        got, tries = 0, 0
        while got < count and tries < count * 60:
            tries += 1
            base = clean(gen())
            if base in seen_base:
                continue
            t = base
            pshell = 0.12 if structured else (0.0 if structured is None else 0.04)
            if rng.random() < pshell:
                t = legit_shell(base, ".mkv" if kind in ("tv_scene", "tv_p2p", "movie_scene", "movie_p2p", "anime_fansub", "foreign_scene", "xxx_scene", "documentary", "sports_broadcast") else ".rar")
            if add("legit", "legit:" + kind, t):
                seen_base.add(base)
                got += 1
        if got < count:
            print(f"note: legit:{kind} got {got} of {count}", file=sys.stderr)

    # ---- junk ----
    sumw = sum(x[1] for x in INTENTS)
    targets = {}
    for name, w, _, _, _, _ in INTENTS:
        targets[name] = max(5, round(w * JUNK_TOTAL / sumw))
    fsel = rng.sample(FOREIGN, FOREIGN_TARGET)
    fby = {}
    for it, lang, text in fsel:
        fby.setdefault(it, []).append((lang, text))
    for name, w, pnoise, fav, pdress, tpls in INTENTS:
        n = targets[name]
        fl = fby.get(name, [])[:n]
        for lang, text in fl:
            t, noised = noisify(text, pnoise * 0.8, fav, 0.0, foreign=True)
            if add("junk", "junk:" + name, t):
                stats["junk_foreign"] += 1
                stats["junk_noised"] += int(noised)
                if lang not in stats["langs"]:
                    stats["langs"].append(lang)
        need = n - len(fl)
        got, tries = 0, 0
        order = []
        while got < need and tries < need * 80:
            tries += 1
            if not order:
                order = list(tpls)
                rng.shuffle(order)
            tpl = order.pop()
            t, noised = noisify(fill(tpl), min(0.95, pnoise * 1.12), fav, pdress)
            if add("junk", "junk:" + name, t):
                got += 1
                stats["junk_noised"] += int(noised)
        if got < need:
            print(f"note: junk:{name} got {got} of {need}", file=sys.stderr)

    rng.shuffle(rows)
    return rows, stats


def main():
    rows, stats = build()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fresh10.tsv")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for label, family, title in rows:
            assert "\t" not in title and "\n" not in title
            fh.write(f"{label}\t{family}\t{title}\n")
    nj = sum(1 for r in rows if r[0] == "junk")
    nl = len(rows) - nj
    fams = []
    for r in rows:
        if r[1] not in fams:
            fams.append(r[1])
    jf = [f for f in fams if f.startswith("junk:")]
    maxshare = max(sum(1 for r in rows if r[1] == f) for f in jf) / nj
    print(f"rows={len(rows)} junk={nj} legit={nl} families={len(fams)} (junk {len(jf)}, legit {len(fams) - len(jf)})")
    print(f"junk foreign={stats['junk_foreign']} ({stats['junk_foreign'] / nj:.1%}) languages={len(stats['langs'])} "
          f"clean={nj - stats['junk_noised']} ({(nj - stats['junk_noised']) / nj:.1%}) max intent share={maxshare:.1%}")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
