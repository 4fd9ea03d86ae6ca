"""Write fresh3.tsv: an independent held-out split for the junk-title scorer, written blind.

Blind: this module was written by a helper who did not read or run the scorer
(``junk_score.py``, ``junk_score_model.py``, ``junk.py``), the seed rules
(``junk_rules.tsv``), the training split or its generator (``train.tsv``,
``make_corpus.py``), ``evaluate.py`` or any evaluation output. Only the file
format and code shape of ``make_fresh2.py`` were copied. Nothing here was
checked against what the scorer catches; no title was added, dropped or
reworded after a look at a score. The set is meant to be looked at once.

Junk half (~800 titles, twelve intents in none of the families already named
in the other splits): weight-loss and supplement miracles, real-estate and
timeshare pitches, fake antivirus / "your PC is infected" scareware, selling
followers, likes and reviews, account and combolist shops, forex and
binary-options signals, debt relief and credit repair, car warranty and
insurance robocall copy, "leaked"/"exclusive" clickbait with no release behind
it, fake Usenet-provider and indexer-invite selling, fixed-match and betting
tips, VPN and proxy reselling. The phrasings are written from memory of public
descriptions of these scams (FTC and consumer-protection alerts on car
warranty robocalls, timeshare resale and exit scams, debt-relief and credit
repair scams, weight-loss ads; Wikipedia and security-vendor write-ups of
rogue security software, binary-option and forex fraud, fixed-match scams,
combolists and account shops; Usenet community threads on invite selling) and
from how spam subjects read in binary groups and indexer feeds: several
angles per intent (seller, testimonial, warning, urgency, listing, question),
a share in German, Spanish, French, Russian and Chinese, and the surface
noise spammers add (case games, dots or underscores for spaces, decoration,
a domain or contact, padding tokens, yEnc posting shells, Re:/Fwd: prefixes).

Legit half (~2,050 titles), in roughly the proportions an indexer sees: about
three quarters scene and P2P release names (TV, films, anime fansubs, music,
ebooks, audiobooks, comics, software, games, Linux images, foreign-language
scene, sports, daily shows) and about a quarter names without release
structure (bare film, series, book, album and game titles, "Artist - Song"
singles, game shows, podcasts, lectures, radio recordings, sermons, sports
matches, news broadcasts, home-made collections). Titles are real works known
to the writer, named the way posters name them (scene and fansub conventions,
P2P and media-manager patterns), with and without posting shells. Real works
whose names read like ads or address the reader (self-help books, property
and money shows, songs about money or winning) are included at the rate the
writer thinks they occur, not more.

Fixed seed: ``python tests/data/junk/scorer/make_fresh3.py`` rewrites fresh3.tsv
byte for byte. Lines: LABEL<TAB>FAMILY<TAB>TITLE.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 3301

# ---------------------------------------------------------------------------
# Junk: phrasings per intent (English first, then other languages)
# ---------------------------------------------------------------------------

WEIGHT_LOSS = [
    "lose 30 lbs in 30 days without dieting", "Doctors hate her: one weird trick melts belly fat",
    "new keto pills burn fat while you sleep", "I dropped 4 dress sizes with this natural supplement",
    "Garcinia Cambogia extract 100% pure - free trial bottle", "burn belly fat fast - the celebrities' secret",
    "shark tank keto gummies official site", "green coffee bean extract as seen on tv",
    "melt 1 pound a day guaranteed or your money back", "appetite suppressant no prescription needed",
    "FatBurner 2000 - try it risk free today", "how I lost 52 pounds eating whatever I wanted",
    "flat tummy tea 14 day detox cleanse", "HGH spray: look 20 years younger and lose weight",
    "raspberry ketone miracle diet free sample", "the thyroid trick for stubborn weight (ladies over 40)",
    "the 7 second morning ritual that melts fat", "nutritionists stunned by this 3 ingredient fat flush",
    "ozempic alternative without prescription ships today", "semaglutide drops buy online no doctor visit",
    "slimming patches - just stick and shrink", "your metabolism is broken, fix it in 21 days",
    "the weight loss secret big pharma doesnt want you to know", "anti aging + weight loss combo pack 80% off",
    "turmeric fat burning hack trending in the USA", "re: your order of slim-fit capsules",
    "new diet pill approved - limited stock left", "get bikini ready in 2 weeks guaranteed",
    "muscle builder + fat burner bundle free shipping", "tropical loophole for fast fat loss",
    "apple cider vinegar gummies melt fat overnight", "mom of 3 loses 40 lbs - her doctor is speechless",
    "eat this before bed to burn fat", "testosterone booster - results in 7 days or free",
    "breakthrough pill blocks fat absorption", "why your diet keeps failing (watch free video)",
    "abnehmen ohne diät - 10 kilo in 2 wochen", "Schlank in 14 Tagen: das Geheimnis der Stars",
    "pierde 10 kilos en un mes sin dieta", "pastillas para adelgazar envío gratis",
    "maigrir vite sans régime - essai gratuit", "похудеть на 10 кг за месяц без диет",
    "快速减肥 一个月瘦20斤 无效退款",
]
REAL_ESTATE = [
    "own a piece of paradise - beachfront lots from $99 down", "timeshare exit guaranteed or your money back",
    "get rid of your timeshare today - free consultation", "we buy houses cash any condition close in 7 days",
    "free 3 night stay in orlando - attend a 90 minute presentation",
    "you have been selected for a complimentary vacation package", "sell your timeshare fast - buyers waiting now",
    "foreclosure list in your area - instant access", "rent to own homes no credit check",
    "invest in Dubai off-plan apartments 12% guaranteed return", "passive income from vacation rentals, no money down",
    "flip houses with zero cash: free webinar", "tax lien certificates pay 18% - learn how",
    "luxury condos at pre-construction prices ending friday", "your home value has changed - see the new estimate",
    "cash offer on your property within 24 hours", "timeshare owners: new law lets you cancel",
    "buy property in Bali with crypto", "Costa Rica land for sale - owner financing available",
    "become a millionaire through real estate - free seminar tickets", "motivated seller must unload 3 condos",
    "mortgage-free in 5 years: the secret investors use", "vacation club membership 90% off resale",
    "golden visa property in portugal - act now", "Exclusive invite: resort preview weekend, 2 nights free",
    "stop paying maintenance fees on your timeshare", "lot 47 oceanview - only 3 remaining",
    "we pay cash for land in any state", "is your house on our buyers list?",
    "I bought 14 rental properties with none of my own money", "pre-approved: view homes you can afford today",
    "Ferienwohnung in Spanien zu verschenken - nur Notar zahlen", "Timeshare loswerden - garantiert",
    "compre su casa en Marbella sin entrada", "multipropiedad: recupere su dinero ya",
    "investissez dans l'immobilier à Dubaï rendement 12%", "квартиры в Дубае от застройщика рассрочка 0%",
    "海外房产投资 年回报15% 包租",
]
SCAREWARE = [
    "WARNING: your computer is infected with 5 viruses", "your pc is running slow - scan now free",
    "system alert: trojan detected, remove immediately", "Windows Defender expired - renew your protection now",
    "your IP address has been exposed - hackers can see you", "Critical Security Warning! spyware found on your system",
    "fix 1,248 registry errors in one click", "your Norton subscription has been renewed for $399.99",
    "McAfee license expired today - 80% off renewal", "your iPhone has been hacked - install the cleaner",
    "antivirus pro 2024 - full protection free download", "we detected suspicious activity on your device",
    "Pegasus spyware found on your phone - check now", "virus removal tool: 3 threats require attention",
    "your browser is outdated and unsafe", "speed up your pc by 300% with this free optimizer",
    "ransomware alert - protect your files before it's too late", "your webcam may be accessed by strangers",
    "Android battery damaged by virus - clean now", "your computer is at risk: 3 critical issues found",
    "your device has 7 threats - activate protection", "security scan complete: 43 infected files",
    "driver updater found 27 outdated drivers", "memory cleaner boosts your ram instantly",
    "your email was found on the dark web - run a scan", "error 0x80070005 infection - download repair tool",
    "your computer has been locked - FBI notice - pay fine to unlock", "is your pc infected? free online check",
    "you have (1) unresolved virus alert", "hackers are targeting your router - secure it now",
    "Ihr Computer ist infiziert - jetzt scannen", "Warnung: 3 Viren auf Ihrem Gerät gefunden",
    "su pc está infectado con 4 virus", "alerte sécurité : votre ordinateur est infecté",
    "ваш компьютер заражен - скачайте антивирус", "您的电脑已感染病毒 立即清理",
]
FOLLOWERS = [
    "buy 10k instagram followers $9.99", "real tiktok likes instant delivery", "get 1000 youtube subscribers in 24h",
    "boost your twitch viewers - organic looking", "become famous overnight: 50k followers package",
    "cheap twitter X followers, no password needed", "youtube watch hours 4000 for monetization",
    "smm panel cheapest in the market - resellers welcome", "spotify plays 100k for $50 real listeners",
    "grow your page 10x faster - try free", "facebook page likes worldwide real profiles",
    "blue tick verification service guaranteed", "how I got 200k followers in a month (service inside)",
    "instant engagement: comments, likes, shares", "soundcloud plays and reposts in bulk",
    "linkedin connections 5000 - boost your profile", "google reviews 5 star buy now",
    "amazon reviews service - rank #1 on page one", "trustpilot reviews from real customers cheap",
    "auto likes subscription for every post", "your content deserves to go viral - we make it happen",
    "telegram channel members 10k fast", "discord server members online 24/7",
    "playlist placement guaranteed - make your music trend", "want more followers? reply YES",
    "stuck at 300 followers? this fixes it", "100% safe growth, no bots, refill guarantee",
    "Instagram Follower kaufen - echte deutsche Follower", "comprar seguidores instagram baratos",
    "acheter des abonnés tiktok pas cher", "накрутка подписчиков инстаграм дешево", "抖音涨粉 快速上热门 真人粉丝",
]
ACCOUNTS = [
    "netflix premium accounts lifetime warranty", "fresh combos HQ 50k mail:pass",
    "selling spotify premium upgrade on your own account", "disney+ accounts 1 year $5",
    "cheap steam accounts with games", "hulu no ads accounts bulk", "nordvpn accounts 2 years - instant delivery",
    "fresh logs daily - valid hits only", "HQ private combolist gaming", "fortnite accounts rare og skins",
    "minecraft full access accounts cheap", "amazon prime accounts shared 12 months",
    "valorant smurf accounts ranked ready", "accounts shop - all services - autobuy",
    "verified paypal accounts for sale", "aged gmail accounts bulk pva", "chatgpt plus shared accounts $3",
    "crunchyroll premium accounts giveaway", "private proxies + checker + combos",
    "u:p list 2024 fresh email access", "hbo max accounts 4k plan", "selling OG usernames instagram",
    "canva pro team invite lifetime", "xbox game pass ultimate codes cheap",
    "office 365 accounts 5TB onedrive lifetime", "200k valid hits netflix spotify disney",
    "premium accounts 90% off - instant email delivery", "need netflix? 1 month for 1 dollar",
    "Netflix Accounts kaufen günstig", "cuentas netflix premium baratas", "comptes netflix pas cher à vie",
    "продам аккаунты нетфликс", "аккаунты steam с играми дешево", "奈飞账号 共享 便宜",
]
FOREX = [
    "forex signals 95% accuracy - join VIP telegram", "binary options robot made me $3,000 in one day",
    "copy my trades and earn 500 per day", "gold signals xauusd daily 500 pips",
    "auto trading bot mt4 100% profit monthly", "learn forex in 7 days - free masterclass",
    "funded account passing service guaranteed", "best forex EA never loses - download",
    "account management 30% weekly returns", "binary options strategy 2024 never lose",
    "join the trading academy - first month free", "turn $250 into $10,000 with forex",
    "quit your job: trade from your phone", "pocket option signals free group", "IQ option winning strategy hack",
    "scalping indicator no repaint 99% win rate", "recover money lost to binary options brokers",
    "fx managed accounts min deposit $500", "my student made $47k this month - forex mentorship",
    "boom and crash synthetic indices strategy", "free forex VIP channel link", "the holy grail indicator revealed",
    "I was broke 6 months ago, now I trade 2 hours a day", "why 95% of traders lose (and how to be the 5%)",
    "Forex Signale mit 95% Trefferquote", "señales de forex gratis grupo VIP",
    "opciones binarias: gana 500 dólares diarios", "signaux forex gratuits 90% de réussite",
    "сигналы форекс бесплатно телеграм", "外汇喊单 稳定盈利 带单",
]
DEBT = [
    "eliminate your credit card debt legally", "cut your debt in half - free quote",
    "credit repair: remove negative items in 30 days", "raise your credit score 100 points fast",
    "stop collection calls today", "student loan forgiveness - you may qualify",
    "IRS tax debt relief program - settle for pennies on the dollar", "consolidate all your bills into one low payment",
    "bankruptcy alternative - call for a free evaluation", "new government program erases debt",
    "remove late payments from your credit report", "CPN numbers - new credit profile",
    "tradelines for sale - boost your score instantly", "you are pre-qualified for debt settlement",
    "behind on payments? we can help", "wipe out medical bills", "stop wage garnishment now",
    "final notice: your debt relief application", "out of debt in 24-48 months guaranteed",
    "student loan payments paused - confirm your enrollment", "credit sweep service all 3 bureaus",
    "owe more than $10,000? see if you qualify", "debt free without a loan - here's how",
    "Schuldenfrei in 3 Jahren - kostenlose Beratung", "Schufa-Einträge löschen lassen",
    "elimine sus deudas legalmente", "rachat de crédit : une seule mensualité",
    "списание долгов через банкротство бесплатная консультация", "征信修复 洗白 逾期记录",
]
CAR_WARRANTY = [
    "your car's extended warranty is about to expire", "final notice: vehicle service contract",
    "we've been trying to reach you about your car's extended warranty", "cut your auto insurance in half - compare now",
    "drivers over 50 are getting cheap insurance - see rates", "new rule in your state: drivers pay less",
    "protect your vehicle from costly repairs", "auto warranty quote in 60 seconds",
    "your vehicle qualifies for extended coverage", "insurance companies hate this loophole",
    "if you drive less than 50 miles a day you deserve this", "car accident? you may be owed compensation",
    "lowest rates on car insurance guaranteed", "home warranty + car warranty bundle", "recall notice for your vehicle",
    "save $500 on auto insurance today", "life insurance with no medical exam from $1 a day",
    "final expense insurance for seniors", "bumper to bumper coverage - all makes and models",
    "gap insurance quotes instantly", "this is your second and final notice about your auto warranty",
    "press 1 to speak to a warranty specialist", "were you overcharged on your car finance? claim now",
    "Kfz-Versicherung wechseln und 500 Euro sparen", "seguro de auto barato sin papeles",
    "assurance auto pas chère devis immédiat", "ОСАГО дешево без посредников", "车险优惠 续保返现",
]
LEAK_BAIT = [
    "LEAKED: celebrity private video full uncensored", "you won't believe what she did on live tv",
    "EXCLUSIVE footage they tried to ban", "shocking video goes viral - watch before it's deleted",
    "deleted scene the studio doesnt want you to see", "leaked album before release - click",
    "watch what happened next (banned)", "viral video girl on bus full", "full leak mega link inside",
    "top 10 secrets hollywood is hiding", "this will be removed soon - watch now",
    "onlyfans leaks mega pack updated daily", "famous actor caught on camera - full video",
    "insider reveals the truth - must watch", "the video that broke the internet", "leaked footage: what they found",
    "scandal: full tape surfaced online", "unreleased episode leaked early - watch here",
    "uncensored version leaked - link inside", "newly leaked photos stun fans",
    "you need to see this before it's taken down", "bombshell: secret recording exposed",
    "she didnt know she was being filmed", "what the news wont show you",
    "Skandal-Video geleakt - ganzes Video hier", "video filtrado completo sin censura",
    "vidéo choc fuite - à voir avant suppression", "слив видео полная версия", "独家 泄露视频 完整版",
]
USENET_INVITES = [
    "NZBgeek lifetime invite for sale", "selling drunkenslug invites cheap", "private indexer invites - paypal/btc",
    "unlimited usenet account $1 lifetime", "usenet provider 10 years $15 - 6000 days retention",
    "giving away nzb indexer invites - dm me", "omgwtfnzbs invite available", "newshosting account shared unlimited speed",
    "free usenet accounts list updated daily", "usenet block accounts 5TB cheap",
    "get an invite to the best private nzb site - limited", "ninjacentral lifetime vip $20",
    "all indexers api keys pack", "cheap usenet reseller panel", "indexer invite - send 10 usd",
    "usenet unlimited + vpn only 2 dollars", "premium usenet login never banned",
    "get in before registrations close - invites left", "nzb vip membership transfer",
    "selling NZBPlanet lifetime & althub invites", "why pay for usenet? free server list inside",
    "Usenet Zugang unbegrenzt für 1 Euro", "invitaciones indexador nzb baratas", "invitations indexeur nzb à vendre",
    "продам инвайт на nzb индексатор", "usenet账号 共享 低价",
]
BETTING = [
    "fixed matches 100% sure - pay after win", "sure odds today 50+ guaranteed", "betting tips VIP 20 straight wins",
    "correct score fixed match this weekend", "my system beats the bookies every week",
    "half time full time fixed 2/1 1/2", "arbitrage betting software risk free profit",
    "horse racing insider tips - don't miss saturday", "betting bot earns 200 per day",
    "join our telegram for daily 10 odds", "matched betting: make £1000 a month tax free",
    "NBA player props locks tonight", "accumulator of the day - 45 odds", "what the bookies don't want you to know",
    "roulette system that never loses", "premier league predictions 99% accuracy", "buy fixed match ticket via whatsapp",
    "tipster with 87% strike rate - subscribe", "sure banker of the day 2.00 odds", "100% winning tips from the inside",
    "Wetttipps 100% sicher - VIP Gruppe", "partidos arreglados 100% seguros", "pronostics foot gagnants à 100%",
    "договорные матчи 100% проход", "足球 内幕 稳赢 假球",
]
VPN_PROXY = [
    "cheap vpn 1 year $1 - all countries", "residential proxies rotating unlimited bandwidth",
    "socks5 proxies fresh daily - 1000 list", "vpn reseller program earn 50% commission",
    "private proxies for sneaker bots", "bypass any block - fastest vpn on earth", "lifetime vpn deal 99% off",
    "ISP proxies USA static cheap", "4G mobile proxies unlimited ip change", "free vpn no logs no signup",
    "hide your ip from your isp now", "unblock every streaming site with one click",
    "your ISP is watching - protect yourself", "vpn accounts in bulk for resellers",
    "elite anonymous proxy list updated hourly", "proxy scraper + checker free download",
    "cheap rdp and vps with admin access", "downloading without a vpn? you will get a letter",
    "günstiges VPN für 1 Euro im Monat", "proxies residenciales baratos", "vpn pas cher illimité",
    "прокси socks5 купить дешево", "翻墙 VPN 稳定 高速 机场",
]

DOMAIN_WORDS = {
    "weight_loss": ["ketoburn", "slimfast", "fatmelt", "trimlife", "slimmer", "lean-body", "ketogummy"],
    "real_estate_timeshare": ["timeshare-exit", "cashforhomes", "beachlots", "resortpreview", "buyhousesfast"],
    "scareware": ["pc-scan", "securitycheck", "virus-clean", "fixmypc", "totalprotect", "safe-device"],
    "followers_likes": ["getfollowers", "smmking", "likesboost", "viralgrow", "instafame", "subs4u"],
    "account_shops": ["acc-shop", "premiumaccs", "combostore", "cheapaccs", "logsmarket", "autobuy-accs"],
    "forex_signals": ["fxsignals", "pipsvip", "tradeacademy", "goldscalper", "binarywin", "fxmentor"],
    "debt_relief": ["debtfree", "creditfix", "relief-now", "scoreboost", "cleancredit"],
    "car_warranty": ["autoshield", "carwarranty", "drivesave", "quote-auto", "vehicleprotect"],
    "leak_clickbait": ["leakhub", "viralclips", "exclusive-vid", "watchnow", "tapes-online"],
    "usenet_invites": ["nzbinvites", "usenet-cheap", "indexerkeys", "newsvip", "invite-shop"],
    "betting_tips": ["fixedmatch", "suretips", "betvip", "oddsking", "insider-tips"],
    "vpn_proxy": ["cheapvpn", "proxyland", "socks-list", "resiproxy", "vpnreseller"],
}
TLDS = [".com", ".net", ".xyz", ".top", ".biz", ".info", ".ru", ".online", ".shop", ".site", ".club", ".io", ".cc"]
PHONE_FAMILIES = {"scareware", "debt_relief", "car_warranty", "real_estate_timeshare", "weight_loss"}
CHAT_FAMILIES = {"forex_signals", "betting_tips", "followers_likes", "account_shops", "usenet_invites", "vpn_proxy"}
DECORATIONS = [
    ">> {s} <<", "*** {s} ***", "!!! {s} !!!", "{s}!!!", "★ {s} ★", "★★★ {s}", "[HOT] {s}", "-= {s} =-",
    "~~ {s} ~~", "{s} ☆☆☆", "==> {s}", "{s} <==", "$$$ {s} $$$", "[AD] {s}", "#1 {s}", "{s} !!", ">>> {s}",
    "((( {s} )))", "✔ {s}", "[NEW] {s}", "{s} ...",
]
PREFIXES = ["Re: ", "RE: ", "Fwd: ", "FW: ", "ATTN: ", "URGENT: ", "NEW: ", "HOT: ", "100% ", "(no subject) "]


def _tok(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def _contact(rng: random.Random, family: str) -> str:
    words = DOMAIN_WORDS[family]
    domain = rng.choice(words) + rng.choice(["", "", "24", "-now", "pro", "-official", str(rng.randint(1, 99))])
    domain += rng.choice(TLDS)
    kinds = ["domain", "domain", "www", "mail"]
    if family in PHONE_FAMILIES:
        kinds += ["phone", "phone"]
    if family in CHAT_FAMILIES:
        kinds += ["telegram", "whatsapp", "icq"]
    kind = rng.choice(kinds)
    if kind == "domain":
        return rng.choice(["{d}", "- {d}", "@ {d}", "( {d} )", "visit {d}", "-> {d}", "at {d}"]).format(d=domain)
    if kind == "www":
        return rng.choice(["www.{d}", "http://{d}", "https://{d}/go", "www . {d}"]).format(d=domain)
    if kind == "mail":
        user = rng.choice(words).replace("-", "") + str(rng.randint(1, 999))
        host = rng.choice(["gmail.com", "yahoo.com", "outlook.com", "mail.ru", "proton.me", "163.com"])
        return rng.choice(["mail: {u}@{h}", "contact {u}@{h}", "{u}@{h}", "email {u} at {h}"]).format(u=user, h=host)
    if kind == "phone":
        num = f"{rng.randint(800, 888)}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}"
        return rng.choice(["call 1-{n}", "CALL NOW 1-{n}", "toll free {n}", "({n})", "ph. +1 {n}"]).format(n=num)
    handle = rng.choice(words).replace("-", "_") + rng.choice(["", "_vip", "_official", str(rng.randint(1, 99))])
    if kind == "telegram":
        return rng.choice(["telegram @{h}", "t.me/{h}", "TG: @{h}", "join t.me/{h}"]).format(h=handle)
    if kind == "whatsapp":
        num = (f"+{rng.choice(['44', '234', '91', '1', '7', '62'])} {rng.randint(600, 999)} {rng.randint(100, 999)}"
               f" {rng.randint(1000, 9999)}")
        return rng.choice(["whatsapp {n}", "WA: {n}", "whatsapp/telegram {n}"]).format(n=num)
    return rng.choice(["icq {n}", "ICQ: {n}", "jabber {h}@xmpp.jp", "discord {h}#{n4}"]).format(
        n=rng.randint(100000000, 999999999), h=handle, n4=rng.randint(1000, 9999))


def _spam(family: str, pool: list[str]) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        text = rng.choice(pool)
        c = rng.random()
        if c < 0.22:
            text = text.title()
        elif c < 0.37:
            text = text.upper()
        elif c < 0.55:
            text = text.lower()
        elif c < 0.72:
            text = text[0].upper() + text[1:]
        if rng.random() < 0.3:
            contact = _contact(rng, family)
            text = f"{contact} {text}" if rng.random() < 0.2 else f"{text} {contact}"
        if rng.random() < 0.14:
            pad = rng.choice([_tok(rng, rng.randint(4, 10)), f"[{_tok(rng, 5).lower()}]", f"#{rng.randint(100, 99999)}",
                              f"{_tok(rng, 3)} {_tok(rng, 6)}", "." * rng.randint(3, 12), f"ref{rng.randint(10, 9999)}"])
            text = f"{text} {pad}" if rng.random() < 0.7 else f"{pad} {text}"
        if rng.random() < 0.14:
            text = re.sub(r" +", rng.choice([".", "_", ".", "-"]), text)
        if rng.random() < 0.1:
            text = rng.choice(PREFIXES) + text
        if rng.random() < 0.28:
            text = rng.choice(DECORATIONS).format(s=text)
        s = rng.random()
        if s < 0.08:
            n = rng.randint(2, 9)
            text = f'[1/{n}] - "{text}" yEnc (1/1)'
        elif s < 0.15:
            text = f'"{text}" yEnc (1/{rng.randint(1, 3)})'
        elif s < 0.2:
            text = f"{text} ({rng.randint(1, 3)}/{rng.randint(3, 9)})"
        elif s < 0.23:
            slug = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")[:40] or _tok(rng, 8)
            text = f'{text} - "{slug}.{rng.choice(["html", "txt", "jpg", "url", "exe"])}" yEnc (1/1)'
        return text

    return make


# ---------------------------------------------------------------------------
# Legit: real works and the names posters give them
# ---------------------------------------------------------------------------

TV_SHOWS = [
    "The Bear", "Succession", "The Last of Us", "House of the Dragon", "The Mandalorian", "Stranger Things",
    "The Crown", "Severance", "Slow Horses", "Ted Lasso", "Yellowstone 2018", "Better Call Saul", "The Boys",
    "Reacher", "Only Murders in the Building", "Abbott Elementary", "The Office US", "Parks and Recreation",
    "Brooklyn Nine-Nine", "Bluey 2018", "Doctor Who 2005", "Taskmaster", "QI", "Have I Got News For You",
    "The Grand Tour", "Greys Anatomy", "Chicago Fire", "NCIS", "Law and Order SVU", "The Simpsons", "Family Guy",
    "South Park", "Bobs Burgers", "Rick and Morty", "Survivor", "The Amazing Race", "The Great British Bake Off",
    "MasterChef Australia", "Below Deck", "Vanderpump Rules", "90 Day Fiance", "Married at First Sight AU",
    "Love Island UK", "The Traitors UK", "Shetland", "Vera", "Midsomer Murders", "Silo", "Foundation",
    "For All Mankind", "Andor", "Loki", "The Witcher", "Wednesday", "Fargo", "True Detective", "Euphoria US",
    "The White Lotus", "Barry", "Hacks", "Industry", "Billions", "Suits", "Yellowjackets", "Shrinking",
    "Bad Sisters", "Blue Bloods", "Tracker", "Fire Country", "The Rookie", "9-1-1", "Ghosts US", "Young Sheldon",
    "Shogun 2024", "Fallout", "Bridgerton", "Outlander", "The Gilded Age", "Mayor of Kingstown", "Tulsa King",
    "Bosch Legacy", "The Morning Show", "Mr Robot", "Peaky Blinders", "Line of Duty", "Happy Valley",
    "Black Mirror", "Selling Sunset", "Million Dollar Listing New York", "Property Brothers Forever Home",
    "House Hunters International", "Shark Tank", "Dragons Den", "Hells Kitchen US", "Top Gear",
    "The Great Pottery Throw Down", "Gogglebox", "The Repair Shop", "Bobs Hearts Abishola", "Curb Your Enthusiasm",
    "What We Do in the Shadows", "Reservation Dogs", "Star Trek Strange New Worlds", "The Walking Dead Daryl Dixon",
    "Gen V", "Invincible", "Futurama", "Archer", "Bluey", "Sherlock", "Blackadder", "Fawlty Towers", "Frasier 2023",
]
SCENE_GROUPS_TV = ["ETHEL", "SMURF", "GGEZ", "GGWP", "NTb", "FLUX", "CAKES", "EDITH", "APEX", "TEPES", "NOSiViD",
                   "SiGMA", "KOGi", "MiNX", "SYNCOPY", "ION10", "PHOENiX", "FENiX", "JFF", "KiNGS", "BAE", "TRUFFLE",
                   "playWEB", "NTG", "DEFLATE", "DiRT", "RAWR", "SCENE", "W4F", "BRiNK", "KILLERS", "DIMENSION", "LOL",
                   "FLEET", "AVS", "SVA", "CRAVERS", "ROVERS", "DEMAND", "SKYFiRE", "MeGusta", "GalaxyTV", "TORRENTGALAXY"]
SCENE_GROUPS_FILM = ["SPARKS", "GECKOS", "DRONES", "AMIABLE", "ROVERS", "BLOW", "PSYCHD", "SiNNERS", "VETO", "HANDJOB",
                     "FGT", "CtrlHD", "decibeL", "EbP", "HiFi", "TayTO", "ZQ", "FraMeSToR", "TERMiNAL", "W4NK3R", "HONE",
                     "EVO", "CMRG", "KBOX", "BORDURE", "DON", "SARTRE", "TOMMY", "MZABI", "NOGRP", "ETHiCS", "CiNEFiLE",
                     "KaKa", "WiKi", "CHD", "ESiR", "GUACAMOLE", "PiGNUS", "SURCODE", "EPSiLON", "BiPOLAR", "USURY",
                     "REFRACTiON", "iFT", "LAMA", "BYNDR", "VARYG", "NAHOM", "SMOKE"]
SERVICES = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "HULU", "PCOK", "PMTP", "iP", "ALL4", "ITVX", "STAN", "CRAV",
            "iT", "RED", "CR", "SHO", "AMC", "BCORE"]

FILMS = [
    ("Oppenheimer", 2023), ("Barbie", 2023), ("Past Lives", 2023), ("Killers of the Flower Moon", 2023),
    ("Anatomy of a Fall", 2023), ("The Holdovers", 2023), ("Poor Things", 2023), ("Dune Part Two", 2024),
    ("Dune", 2021), ("Top Gun Maverick", 2022), ("Everything Everywhere All at Once", 2022), ("Tar", 2022),
    ("The Banshees of Inisherin", 2022), ("Aftersun", 2022), ("RRR", 2022), ("Nope", 2022), ("The Batman", 2022),
    ("Parasite", 2019), ("Joker", 2019), ("Knives Out", 2019), ("Once Upon a Time in Hollywood", 2019),
    ("1917", 2019), ("Marriage Story", 2019), ("Uncut Gems", 2019), ("Midsommar", 2019), ("Portrait of a Lady on Fire", 2019),
    ("Get Out", 2017), ("Lady Bird", 2017), ("Blade Runner 2049", 2017), ("Call Me by Your Name", 2017),
    ("Phantom Thread", 2017), ("Moonlight", 2016), ("Arrival", 2016), ("La La Land", 2016), ("Hell or High Water", 2016),
    ("Mad Max Fury Road", 2015), ("The Big Short", 2015), ("Spotlight", 2015), ("Sicario", 2015), ("Ex Machina", 2014),
    ("Whiplash", 2014), ("Nightcrawler", 2014), ("Interstellar", 2014), ("The Grand Budapest Hotel", 2014),
    ("Gone Girl", 2014), ("The Wolf of Wall Street", 2013), ("Her", 2013), ("Gravity", 2013), ("Prisoners", 2013),
    ("Django Unchained", 2012), ("Skyfall", 2012), ("Drive", 2011), ("Margin Call", 2011), ("The Social Network", 2010),
    ("Inception", 2010), ("Black Swan", 2010), ("The Town", 2010), ("Up in the Air", 2009), ("Inglourious Basterds", 2009),
    ("The Dark Knight", 2008), ("There Will Be Blood", 2007), ("No Country for Old Men", 2007), ("Zodiac", 2007),
    ("The Departed", 2006), ("Children of Men", 2006), ("Casino Royale", 2006), ("Brokeback Mountain", 2005),
    ("Eternal Sunshine of the Spotless Mind", 2004), ("Collateral", 2004), ("Lost in Translation", 2003),
    ("Catch Me If You Can", 2002), ("City of God", 2002), ("Spirited Away", 2001), ("Memento", 2000), ("Gladiator", 2000),
    ("Fight Club", 1999), ("The Matrix", 1999), ("Office Space", 1999), ("The Big Lebowski", 1998), ("Rounders", 1998),
    ("Boogie Nights", 1997), ("Fargo", 1996), ("Heat", 1995), ("Casino", 1995), ("Se7en", 1995), ("Pulp Fiction", 1994),
    ("The Shawshank Redemption", 1994), ("Groundhog Day", 1993), ("Reservoir Dogs", 1992), ("Goodfellas", 1990),
    ("Do the Right Thing", 1989), ("Die Hard", 1988), ("Wall Street", 1987), ("Aliens", 1986), ("Brazil", 1985),
    ("Back to the Future", 1985), ("Trading Places", 1983), ("Blade Runner", 1982), ("The Thing", 1982),
    ("Raiders of the Lost Ark", 1981), ("The Shining", 1980), ("Alien", 1979), ("Taxi Driver", 1976), ("Jaws", 1975),
    ("Chinatown", 1974), ("The Godfather", 1972), ("2001 A Space Odyssey", 1968), ("Lawrence of Arabia", 1962),
    ("Psycho", 1960), ("Vertigo", 1958), ("Seven Samurai", 1954), ("Rear Window", 1954), ("Casablanca", 1942),
    ("John Wick Chapter 4", 2023), ("Mission Impossible Dead Reckoning Part One", 2023), ("The Fall Guy", 2024),
    ("Civil War", 2024), ("Challengers", 2024), ("Furiosa A Mad Max Saga", 2024), ("Inside Out 2", 2024),
    ("Deadpool and Wolverine", 2024), ("Godzilla Minus One", 2023), ("The Zone of Interest", 2023),
    ("Spider-Man Across the Spider-Verse", 2023), ("Guardians of the Galaxy Vol 3", 2023), ("Dumb Money", 2023),
    ("Air", 2023), ("BlackBerry", 2023), ("The Menu", 2022), ("Glass Onion A Knives Out Mystery", 2022),
    ("Free Guy", 2021), ("Dont Look Up", 2021), ("The Card Counter", 2021), ("Nomadland", 2020), ("Tenet", 2020),
    ("Soul", 2020), ("Palm Springs", 2020), ("Sound of Metal", 2019), ("Brewsters Millions", 1985),
    ("Take the Money and Run", 1969), ("Pay It Forward", 2000), ("Boiler Room", 2000), ("Two for the Money", 2005),
]

ANIME = [
    "Sousou no Frieren", "Jujutsu Kaisen", "Kimetsu no Yaiba", "One Piece", "Spy x Family", "Chainsaw Man",
    "Oshi no Ko", "Bocchi the Rock!", "Kusuriya no Hitorigoto", "Mushoku Tensei", "Vinland Saga", "Dungeon Meshi",
    "Shingeki no Kyojin", "Boku no Hero Academia", "Blue Lock", "Kaguya-sama wa Kokurasetai", "Made in Abyss",
    "Mob Psycho 100", "Tengoku Daimakyou", "Zom 100", "Jigokuraku", "Ore dake Level Up na Ken", "Undead Unluck",
    "Shangri-La Frontier", "Kaijuu 8-gou", "Dandadan", "Bleach - Sennen Kessen-hen", "Tensei shitara Slime Datta Ken",
    "Yuru Camp", "Hibike! Euphonium", "Re Zero kara Hajimeru Isekai Seikatsu", "Dr. Stone", "Tonikaku Kawaii",
    "Tsuki ga Michibiku Isekai Douchuu", "Ousama Ranking", "Kono Subarashii Sekai ni Shukufuku wo!",
    "Boku no Kokoro no Yabai Yatsu", "Hikikomari Kyuuketsuki no Monmon", "Kage no Jitsuryokusha ni Naritakute!",
    "Mahou Shoujo ni Akogarete", "Tsuujou Kougeki ga Zentai Kougeki de Ni-kai Kougeki no Okaasan wa Suki desu ka",
]
ANIME_GROUPS = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "EMBER", "Commie", "GJM", "Doki", "Kametsu",
                "ASW", "Tsundere-Raws", "Cleo", "FFF", "Chihiro", "Kaleido-subs", "Beatrice-Raws", "Yameii", "Anime Time",
                "DKB", "Vodes", "Moozzi2", "LostYears", "Okay-Subs", "sam", "Trix"]

ALBUMS = [
    ("Taylor Swift", "Midnights", 2022), ("Beyonce", "Renaissance", 2022),
    ("Kendrick Lamar", "Mr Morale and the Big Steppers", 2022),
    ("Olivia Rodrigo", "Guts", 2023), ("boygenius", "the record", 2023), ("SZA", "SOS", 2022), ("Lana Del Rey",
    "Did You Know That Theres a Tunnel Under Ocean Blvd", 2023), ("Radiohead", "OK Computer", 1997),
    ("Fleetwood Mac", "Rumours", 1977), ("Pink Floyd", "The Dark Side of the Moon", 1973),
    ("Daft Punk", "Random Access Memories", 2013),
    ("Arctic Monkeys", "The Car", 2022), ("The National", "First Two Pages of Frankenstein", 2023),
    ("Blur", "The Ballad of Darren", 2023),
    ("PJ Harvey", "I Inside the Old Year Dying", 2023), ("Sufjan Stevens", "Javelin", 2023), ("Caroline Polachek",
    "Desire I Want to Turn Into You", 2023), ("Mitski", "The Land Is Inhospitable and So Are We", 2023),
    ("Metallica", "72 Seasons", 2023), ("Foo Fighters", "But Here We Are", 2023), ("Depeche Mode", "Memento Mori", 2023),
    ("Queens of the Stone Age", "In Times New Roman", 2023), ("Fred again", "Actual Life 3", 2022), ("Burial", "Antidawn", 2022),
    ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Massive Attack", "Mezzanine", 1998), ("Portishead", "Dummy", 1994),
    ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965), ("Nina Simone", "Pastel Blues", 1965),
    ("Bob Dylan", "Highway 61 Revisited", 1965), ("The Beatles", "Abbey Road", 1969), ("David Bowie", "Blackstar", 2016),
    ("Kate Bush", "Hounds of Love", 1985), ("Prince", "Purple Rain", 1984), ("Michael Jackson", "Thriller", 1982),
    ("Nirvana", "Nevermind", 1991), ("Dr Dre", "2001", 1999), ("Lauryn Hill", "The Miseducation of Lauryn Hill", 1998),
    ("Outkast", "Speakerboxxx The Love Below", 2003), ("Amy Winehouse", "Back to Black", 2006), ("Adele", "30", 2021),
    ("Ed Sheeran", "Subtract", 2023), ("Drake", "For All the Dogs", 2023), ("Travis Scott", "Utopia", 2023),
    ("Doja Cat", "Scarlet", 2023), ("Tyler The Creator", "Call Me If You Get Lost", 2021), ("Rammstein", "Zeit", 2022),
    ("Helene Fischer", "Rausch", 2021), ("Stromae", "Multitude", 2022), ("Rosalia", "Motomami", 2022),
    ("Bad Bunny", "Un Verano Sin Ti", 2022), ("BTS", "Proof", 2022), ("NewJeans", "Get Up", 2023),
    ("Hans Zimmer", "Dune Part Two Original Motion Picture Soundtrack", 2024), ("Ludovico Einaudi", "Underwater", 2022),
    ("Berliner Philharmoniker and Kirill Petrenko", "Beethoven Symphonies", 2020),
    ("Glenn Gould", "Bach The Goldberg Variations 1981", 1982),
    ("Wu-Tang Clan", "Enter the Wu-Tang 36 Chambers", 1993), ("Dire Straits", "Brothers in Arms", 1985),
    ("ABBA", "Voyage", 2021), ("Cher", "Believe", 1998), ("The Notorious BIG", "Life After Death", 1997),
    ("Jessie J", "Who You Are", 2011), ("Macklemore and Ryan Lewis", "The Heist", 2012), ("Hard-Fi", "Stars of CCTV", 2005),
]
MUSIC_GROUPS = ["ENRiCH", "FATH", "dh", "NBFLAC", "FTD", "MOD", "JLM", "BPM", "KOUALA", "PsyCZ", "CMC", "MARR", "DDS",
                "OND", "TOTENKOPF", "AMOK", "BOSS", "NOiR", "YARD", "SHiTLOAD", "HB", "PERFECT", "EMP", "RAGEMP3"]

BOOKS = [
    ("Stephen King", "Fairy Tale", 2022), ("Stephen King", "Holly", 2023), ("Stephen King", "Thinner", 1984),
    ("John Grisham", "The Boys from Biloxi", 2022), ("Lee Child", "No Plan B", 2022), ("Colleen Hoover", "It Ends with Us", 2016),
    ("Rebecca Yarros", "Fourth Wing", 2023), ("Barbara Kingsolver", "Demon Copperhead", 2022), ("Gabrielle Zevin",
    "Tomorrow and Tomorrow and Tomorrow", 2022), ("Bonnie Garmus", "Lessons in Chemistry", 2022),
    ("Andy Weir", "Project Hail Mary", 2021),
    ("Kazuo Ishiguro", "Klara and the Sun", 2021), ("Sally Rooney", "Beautiful World Where Are You", 2021),
    ("Richard Osman", "The Thursday Murder Club", 2020), ("Brandon Sanderson", "Tress of the Emerald Sea", 2023),
    ("Joe Abercrombie", "The Wisdom of Crowds", 2021), ("Ursula K Le Guin", "The Dispossessed", 1974),
    ("Frank Herbert", "Dune", 1965),
    ("George Orwell", "Nineteen Eighty-Four", 1949), ("Cormac McCarthy", "The Passenger", 2022),
    ("Hilary Mantel", "The Mirror and the Light", 2020),
    ("Donna Tartt", "The Goldfinch", 2013), ("Michael Lewis", "Going Infinite", 2023), ("Michael Lewis", "Liars Poker", 1989),
    ("Walter Isaacson", "Elon Musk", 2023), ("Prince Harry", "Spare", 2023),
    ("Matthew Perry", "Friends Lovers and the Big Terrible Thing", 2022),
    ("Yuval Noah Harari", "Sapiens", 2011), ("Robert Kiyosaki", "Rich Dad Poor Dad", 1997),
    ("Dave Ramsey", "The Total Money Makeover", 2003),
    ("Morgan Housel", "The Psychology of Money", 2020), ("Ramit Sethi", "I Will Teach You to Be Rich", 2009),
    ("Napoleon Hill", "Think and Grow Rich", 1937), ("Timothy Ferriss", "The 4-Hour Workweek", 2007),
    ("Dale Carnegie", "How to Win Friends and Influence People", 1936), ("James Clear", "Atomic Habits", 2018),
    ("Mark Manson", "The Subtle Art of Not Giving a F-ck", 2016), ("Jen Sincero", "You Are a Badass at Making Money", 2017),
    ("Brian Tracy", "Eat That Frog!", 2001), ("Tony Robbins", "Unlimited Power", 1986), ("Rhonda Byrne", "The Secret", 2006),
    ("Martin Kleppmann", "Designing Data-Intensive Applications", 2017), ("Luciano Ramalho", "Fluent Python 2nd Edition", 2022),
    ("Agatha Christie", "Murder on the Orient Express", 1934), ("Terry Pratchett", "Going Postal", 2004),
    ("Jane Austen", "Pride and Prejudice", 1813), ("Liane Moriarty", "Apples Never Fall", 2021),
    ("Tana French", "The Searcher", 2020),
]
NARRATORS = ["Will Patton", "Ray Porter", "Stephen Fry", "Scott Brick", "Jim Dale", "Simon Vance", "Kate Reading",
             "Michael Kramer", "Juliet Stevenson", "Rosamund Pike", "the Author", "Steven Pacey", "January LaVoy"]
MAGAZINES = ["The Economist USA", "The Economist UK", "Wired UK", "National Geographic USA", "New Scientist",
             "Scientific American", "The New Yorker", "Private Eye", "Rolling Stone USA", "Empire UK", "Linux Format",
             "MagPi", "Mojo", "Uncut", "PC Gamer UK", "Top Gear UK", "Money Week", "Kiplingers Personal Finance",
             "Men's Health USA", "Women's Health UK", "Runner's World", "Der Spiegel", "c't Magazin", "Le Monde diplomatique"]

COMICS = [
    "Saga", "Batman", "Detective Comics", "Amazing Spider-Man", "X-Men", "Immortal Hulk", "Something is Killing the Children",
    "Monstress", "Paper Girls", "The Walking Dead Deluxe", "Transformers", "Ultimate Spider-Man", "Absolute Batman",
    "Daredevil", "Fantastic Four", "Wonder Woman", "Nightwing", "Geiger", "Birthright", "East of West", "Invincible",
    "Hellboy and the BPRD", "Usagi Yojimbo", "2000 AD", "Judge Dredd Megazine", "Asterix", "Tintin",
]
COMIC_TAGS = ["(Digital) (Zone-Empire)", "(digital) (Son of Ultron-Empire)", "(Digital) (Glorith-Empire)",
              "(Webrip) (The Last Kryptonian-DCP)", "(digital) (Minutemen-Thoth)", "(Digital-Empire)",
              "(digital) (Marika-Empire)",
              "(Digital) (Pyrate-DCP)", "(digital) (Minutemen-juvecube)"]
MANGA = ["One Piece", "Chainsaw Man", "Jujutsu Kaisen", "Berserk", "Vagabond", "Dandadan", "Kagurabachi", "Blue Period",
         "Frieren - Beyond Journeys End", "Spy x Family", "Vinland Saga", "Oshi no Ko"]

SOFTWARE = [
    "Blender 4.0.2 x64", "Ableton Live 11 Suite v11.3.13 WiN", "Native Instruments Kontakt 7 v7.5.2",
    "FL Studio Producer Edition 21.1.1 Build 3750", "MATLAB R2023b x64", "Autodesk AutoCAD 2024.1 x64",
    "VMware.Workstation.Pro.v17.5.0.x64", "Windows 11 23H2 Pro x64 en-US",
    "en-us_windows_11_consumer_editions_version_23h2_x64_dvd_8ea907fb.iso",
    "Office 2021 LTSC ProPlus x64 MSDN", "Sublime Text 4 Build 4169", "DaVinci Resolve Studio 18.6.4",
    "Capture One 23 Pro 16.3.2.3 x64", "Topaz Video AI 4.0.7", "Guitar Pro 8.1.1 Build 17", "Xfer Serum v1.363 x64 VST",
    "Waves Complete v14 2023.09.20", "Arturia V Collection 9 v2023.03 WiN-R2R", "iZotope Ozone 11 Advanced v11.0.0 WiN",
    "Adobe Photoshop 2024 v25.2.0.196 x64", "Adobe Lightroom Classic 13.1 x64", "Adobe Premiere Pro 2024 v24.1 x64",
    "JetBrains.PyCharm.Professional.v2023.3.2", "JetBrains.IntelliJ.IDEA.Ultimate.v2023.3.2",
    "Microsoft.Visual.Studio.2022.Enterprise.v17.8",
    "Steinberg Cubase Pro 13.0.10 x64", "Avid Pro Tools 2023.9 x64", "Spectrasonics Omnisphere 2.8.6c",
    "Corel.PaintShop.Pro.2023.v25.2.0.58",
    "SketchUp Pro 2023 v23.1.340 x64", "Rhinoceros 8.2 x64", "SolidWorks 2024 SP0.1 Premium x64", "Affinity Photo 2.3.0",
    "Acronis True Image 2021 Build 39287 Bootable ISO", "Hirens BootCD PE x64 v1.0.2", "Macrium Reflect Home 8.1.7638",
    "Total Commander 11.02 x64", "WinRAR 6.24 x64", "Nero Platinum Suite 2023 v25.5.2440", "CorelDRAW Graphics Suite 2023 v24.5",
]
SOFT_GROUPS = ["BTCR", "TBE", "CORE", "SSQ", "AMPED", "XFORCE", "R2R", "AudioUTOPiA", "DVT", "SHooTERS", "ACME", "TNT"]

GAMES = [
    "Baldurs Gate 3", "Hogwarts Legacy", "Starfield", "Cyberpunk 2077 Phantom Liberty", "Alan Wake 2", "Lies of P",
    "Armored Core VI Fires of Rubicon", "Sea of Stars", "Dave the Diver", "Pizza Tower", "Dead Space", "Resident Evil 4",
    "Hi-Fi Rush", "Diablo IV", "Street Fighter 6", "Lethal Company", "Palworld", "Balatro", "Manor Lords",
    "Stardew Valley", "Hades II", "Disco Elysium The Final Cut", "Cities Skylines II", "Slay the Spire", "Hollow Knight",
    "Frostpunk", "Red Dead Redemption 2", "The Witcher 3 Wild Hunt Complete Edition", "Elden Ring", "Sekiro Shadows Die Twice",
    "Car Mechanic Simulator 2021", "House Flipper 2", "PowerWash Simulator", "Supermarket Simulator", "PAYDAY 3",
    "Football Manager 2024", "EA Sports FC 24", "Microsoft Flight Simulator", "Forza Horizon 5", "Age of Empires IV",
    "Super Mario Bros Wonder", "The Legend of Zelda Tears of the Kingdom", "Pikmin 4", "Metroid Prime Remastered",
    "Animal Crossing New Horizons", "Mario Kart 8 Deluxe", "Persona 5 Royal", "Final Fantasy XVI", "Octopath Traveler II",
]
GAME_GROUPS = ["RUNE", "TENOKE", "FLT", "SKIDROW", "CODEX", "EMPRESS", "DOGE", "TiNYiSO", "DINOByTES", "PLAZA",
               "RAZOR1911", "I_KnoW", "GOG", "ElAmigos", "DARKSiDERS", "Unleashed", "SiMPLEX"]

LINUX_ISOS = [
    "ubuntu-22.04.3-desktop-amd64.iso", "ubuntu-23.10.1-desktop-amd64.iso", "ubuntu-24.04-live-server-amd64.iso",
    "debian-12.2.0-amd64-netinst.iso", "debian-12.4.0-amd64-DVD-1.iso", "debian-live-12.4.0-amd64-kde.iso",
    "Fedora-Workstation-Live-x86_64-39-1.5.iso", "Fedora-Server-dvd-x86_64-39-1.5.iso", "archlinux-2023.12.01-x86_64.iso",
    "archlinux-2024.01.01-x86_64.iso", "linuxmint-21.2-cinnamon-64bit.iso", "linuxmint-21.3-xfce-64bit.iso",
    "kali-linux-2023.4-installer-amd64.iso", "kali-linux-2023.4-live-amd64.iso", "openSUSE-Tumbleweed-DVD-x86_64-Current.iso",
    "Rocky-9.3-x86_64-dvd.iso", "AlmaLinux-9.3-x86_64-dvd.iso", "CentOS-Stream-9-latest-x86_64-dvd1.iso",
    "manjaro-kde-23.1.0-231127-linux65.iso", "pop-os_22.04_amd64_nvidia_36.iso", "elementaryos-7.1-stable.20230926rc.iso",
    "EndeavourOS_Galileo-Neo-2024.01.25.iso", "FreeBSD-14.0-RELEASE-amd64-dvd1.iso", "NixOS-23.11-gnome-x86_64-linux.iso",
    "tails-amd64-5.20.img", "proxmox-ve_8.1-1.iso", "TrueNAS-SCALE-23.10.1.iso", "Zorin-OS-17-Core-64-bit.iso",
    "MX-23.1_x64.iso", "slackware64-15.0-install-dvd.iso", "gentoo-install-amd64-minimal-20231231.iso", "Qubes-R4.2.0-x86_64.iso",
    "alpine-standard-3.19.0-x86_64.iso", "kubuntu-22.04.3-desktop-amd64.iso", "xubuntu-23.10-desktop-amd64.iso",
]

FOREIGN_TV = [
    ("Tatort", "GERMAN"), ("Der Bergdoktor", "GERMAN"), ("Babylon Berlin", "GERMAN"), ("Dark", "GERMAN"),
    ("How to Sell Drugs Online Fast", "GERMAN"), ("Die Hoehle der Loewen", "GERMAN"), ("Wer wird Millionaer", "GERMAN"),
    ("Bauer sucht Frau", "GERMAN"), ("Schlag den Star", "GERMAN"), ("Germanys Next Topmodel", "GERMAN"),
    ("SOKO Leipzig", "GERMAN"), ("Pastewka", "GERMAN"), ("Der Tatortreiniger", "GERMAN"), ("Die Discounter", "GERMAN"),
    ("Lupin", "FRENCH"), ("Dix pour cent", "FRENCH"), ("Le Bureau des Legendes", "FRENCH"), ("Engrenages", "FRENCH"),
    ("Fort Boyard", "FRENCH"), ("Qui veut gagner des millions", "FRENCH"), ("Koh-Lanta", "FRENCH"), ("HPI", "FRENCH"),
    ("La Casa de Papel", "SPANiSH"), ("Elite", "SPANiSH"), ("El Ministerio del Tiempo", "SPANiSH"), ("Vis a Vis", "SPANiSH"),
    ("Gomorra", "iTALiAN"), ("Suburra", "iTALiAN"), ("Il Commissario Montalbano", "iTALiAN"), ("Mare Fuori", "iTALiAN"),
    ("Bron", "SWEDiSH"), ("Beck", "SWEDiSH"), ("Borgen", "DANiSH"), ("Forbrydelsen", "DANiSH"), ("Skam", "NORWEGiAN"),
    ("Exit", "NORWEGiAN"), ("Flikken Maastricht", "DUTCH"), ("Boer zoekt Vrouw", "DUTCH"), ("Undercover", "DUTCH"),
    ("De Luizenmoeder", "DUTCH"), ("Ranczo", "POLiSH"), ("1670", "POLiSH"),
]
FOREIGN_FILMS = [
    ("Das Leben der Anderen", 2006, "GERMAN"), ("Lola rennt", 1998, "GERMAN"), ("Der Untergang", 2004, "GERMAN"),
    ("Toni Erdmann", 2016, "GERMAN"), ("Im Westen nichts Neues", 2022, "GERMAN"), ("Das Boot", 1981, "GERMAN"),
    ("Die Welle", 2008, "GERMAN"), ("Good Bye Lenin", 2003, "GERMAN"), ("Intouchables", 2011, "FRENCH"),
    ("Le Fabuleux Destin d Amelie Poulain", 2001, "FRENCH"), ("La Haine", 1995, "FRENCH"), ("Les Miserables", 2019, "FRENCH"),
    ("Le Diner de Cons", 1998, "FRENCH"), ("Jagten", 2012, "DANiSH"), ("Druk", 2020, "DANiSH"), ("Gisaengchung", 2019, "KOREAN"),
    ("Oldboy", 2003, "KOREAN"), ("Manbiki Kazoku", 2018, "JAPANESE"), ("Roma", 2018, "SPANiSH"),
    ("El Laberinto del Fauno", 2006, "SPANiSH"), ("Relatos Salvajes", 2014, "SPANiSH"), ("Cidade de Deus", 2002, "PORTUGUESE"),
    ("La Grande Bellezza", 2013, "iTALiAN"), ("Perfetti sconosciuti", 2016, "iTALiAN"), ("Flaskepost fra P", 2016, "DANiSH"),
    ("Sameblod", 2016, "SWEDiSH"), ("Troll", 2022, "NORWEGiAN"), ("Zwartboek", 2006, "DUTCH"),
]
FOREIGN_GROUPS = {"GERMAN": ["WvF", "ACED", "TVARCHiV", "iNTENTiON", "EXCiTED", "SAUERKRAUT", "TMSF", "MDGP", "DETAiLS"],
                  "FRENCH": ["FW", "SEiGHT", "ARK01", "FtLi", "QTZ", "BDHD", "LOST", "AMB3R"],
                  "SPANiSH": ["DUAL", "SPANiSH-GRP", "LeFrenchMovie", "FiCO"], "iTALiAN": ["iDN_CreW", "NAHOM", "MeM"],
                  "SWEDiSH": ["NORDiCHD", "BaLD", "SVENNE"], "DANiSH": ["NORDiCHD", "BaLD", "DKiDS"],
                  "NORWEGiAN": ["NORDiCHD", "BaLD", "TVNORGE"], "DUTCH": ["NLSub", "SPiT", "DHD"],
                  "POLiSH": ["PSiG", "PLSUB", "AKS74U"], "KOREAN": ["FGT", "WiKi", "CHD"], "JAPANESE": ["WiKi", "CHD", "JPN"],
                  "PORTUGUESE": ["FGT", "NOGRP"]}

SPORTS_TEAMS = {
    "NFL": ["Chiefs", "Eagles", "49ers", "Cowboys", "Bills", "Ravens", "Lions", "Packers", "Jets", "Dolphins", "Bengals",
            "Vikings"],
    "NBA": ["Celtics", "Lakers", "Nuggets", "Heat", "Warriors", "Bucks", "Knicks", "76ers", "Suns", "Mavericks", "Thunder"],
    "NHL": ["Bruins", "Maple.Leafs", "Oilers", "Rangers", "Avalanche", "Golden.Knights", "Panthers", "Canadiens", "Wild"],
    "MLB": ["Yankees", "Dodgers", "Astros", "Rangers", "Braves", "Phillies", "Orioles", "Red.Sox", "Cubs", "Mariners"],
    "EPL": ["Arsenal", "Liverpool", "Manchester.City", "Manchester.United", "Chelsea", "Tottenham.Hotspur",
            "Newcastle.United", "Aston.Villa", "Brighton", "West.Ham.United", "Everton", "Fulham"],
    "Bundesliga": ["Bayern.Muenchen", "Borussia.Dortmund", "Bayer.Leverkusen", "RB.Leipzig", "VfB.Stuttgart", "Union.Berlin"],
    "LaLiga": ["Real.Madrid", "Barcelona", "Atletico.Madrid", "Girona", "Real.Sociedad", "Sevilla"],
}
SPORT_GROUPS = ["VERUM", "SPLASH", "NiGHTNiNJAS", "KNiFESHARP", "DARKSPORT", "ACES", "GAMETiME", "NWCHD", "F1CARRERAS",
                "MWR", "SHREDDiE", "DUBBY", "SPORTSCENTER"]
F1_RACES = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Monaco", "Canada", "Spain", "Austria",
            "Great.Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Singapore", "United.States", "Mexico", "Brazil",
            "Las.Vegas", "Qatar", "Abu.Dhabi"]
FIGHTERS = [("Makhachev", "Volkanovski"), ("Jones", "Miocic"), ("Adesanya", "Strickland"), ("Edwards", "Usman"),
            ("Pereira", "Prochazka"), ("Fury", "Usyk"), ("Canelo", "Charlo"), ("Inoue", "Fulton"), ("Crawford", "Spence")]

DAILY_SHOWS = ["The.Daily.Show", "Jimmy.Kimmel.Live", "Late.Night.with.Seth.Meyers", "The.Tonight.Show.Starring.Jimmy.Fallon",
               "The.Late.Show.with.Stephen.Colbert", "Real.Time.with.Bill.Maher", "Jeopardy", "Wheel.of.Fortune",
               "The.Kelly.Clarkson.Show", "The.Drew.Barrymore.Show", "Countdown", "Eggheads", "The.One.Show",
               "Pointless", "The.Chase", "Tipping.Point", "Family.Feud", "Lets.Make.a.Deal", "The.Price.Is.Right",
               "WWE.Monday.Night.RAW", "AEW.Dynamite", "Newsnight", "PBS.NewsHour", "Have.I.Got.A.Bit.More.News.For.You"]
GUESTS = ["Tom.Hanks", "Margot.Robbie", "Cillian.Murphy", "Paul.Rudd", "Zendaya", "Ryan.Gosling", "Emma.Stone",
          "Pedro.Pascal", "Jennifer.Lawrence", "Bill.Hader", "Ayo.Edebiri", "Jeremy.Allen.White", "Greta.Gerwig",
          "Barack.Obama", "Dolly.Parton", "Keanu.Reeves", "Taylor.Tomlinson", "Jon.Stewart", "Michelle.Yeoh",
          "Kieran.Culkin", "Hugh.Grant", "Florence.Pugh", "Sandra.Oh", "Stephen.Fry"]

# --- names without release structure ---------------------------------------

BARE_FILMS = [
    "Catch Me If You Can", "Get Rich or Die Tryin'", "Take the Money and Run", "Brewster's Millions", "Trading Places",
    "Boiler Room", "The Big Short", "Margin Call", "Dumb Money", "Two for the Money", "Pay It Forward", "Risky Business",
    "Free Guy", "Free Solo", "Free State of Jones", "The Social Network", "Ingrid Goes West",
    "Not Okay", "Influencer", "Searching", "Unfriended", "Nerve", "Identity Thief", "The Net", "Hackers", "WarGames",
    "Sneakers", "Blackhat", "Gone in 60 Seconds", "Used Cars", "Super Size Me", "Shallow Hal", "Thinner",
    "Fat, Sick & Nearly Dead", "Forks Over Knives", "Uncut Gems", "Molly's Game", "The Gambler", "Owning Mahowny",
    "The Cincinnati Kid", "21", "Ocean's Eleven", "Win a Date with Tad Hamilton!", "Yes Man",
    "Don't Worry Darling", "Leave the World Behind", "You've Got Mail", "Sleepless in Seattle", "Dial M for Murder",
    "Say Anything", "Look Who's Talking", "Honey, I Shrunk the Kids",
    "How to Lose a Guy in 10 Days", "Wall Street: Money Never Sleeps", "The Money Pit",
    "Confessions of a Shopaholic", "Glengarry Glen Ross", "The Pursuit of Happyness", "It Could Happen to You",
    "Million Dollar Baby", "Slumdog Millionaire", "Jerry Maguire", "Up in the Air", "The Secret Life of Walter Mitty",
    "Buy Now: The Shopping Conspiracy", "The Tinder Swindler", "Fake Famous", "The Great Hack", "Citizenfour",
    "Snowden", "Official Secrets", "The Insider", "Spotlight", "Leave No Trace", "Knock at the Cabin", "Us",
    "Easy A", "Knocked Up", "Game Night", "Hustlers", "Fool's Gold", "The Money Trap", "Get Him to the Greek",
]
BARE_SERIES = [
    "Selling Sunset", "Million Dollar Listing", "Property Brothers", "Flip or Flop", "House Hunters International",
    "Location, Location, Location", "Homes Under the Hammer", "A Place in the Sun", "The Biggest Loser", "My 600-lb Life",
    "Wheeler Dealers", "Pimp My Ride", "Car SOS", "Top Gear", "Dirty Money", "How to Get Rich", "Get Smart with Money",
    "Money Heist", "Billions", "Industry", "Succession", "Catfish: The TV Show", "Followers", "The Circle", "Love Is Blind",
    "90 Day Fiance", "Married at First Sight", "Dragons' Den", "Shark Tank", "The Apprentice", "Mr. Robot",
    "Halt and Catch Fire", "Silicon Valley", "Black Mirror", "Better Call Saul", "Breaking Bad", "The Wire",
    "Only Fools and Horses",
    "Grace and Frankie", "Schitt's Creek", "The Good Place", "Cash in the Attic", "Flog It!", "Bargain Hunt",
    "Antiques Roadshow",
]
ARTIST_SONGS = [
    "Lynyrd Skynyrd - Free Bird", "Tom Petty - Free Fallin'", "Queen - I Want to Break Free",
    "Jessie J - Price Tag", "Hall & Oates - Rich Girl", "Kanye West - Gold Digger", "Destiny's Child - Bills, Bills, Bills",
    "Hard-Fi - Cash Machine", "Travie McCoy - Billionaire", "ABBA - The Winner Takes It All", "Bee Gees - You Win Again",
    "Eminem - Lose Yourself", "Carly Rae Jepsen - Call Me Maybe", "Blondie - Call Me", "Drake - Hotline Bling",
    "Lady Gaga - Telephone", "The Notorious B.I.G. - Mo Money Mo Problems", "Madonna - Material Girl",
    "Steve Miller Band - Take the Money and Run", "The O'Jays - For the Love of Money",
    "Barrett Strong - Money (That's What I Want)",
    "Donna Summer - She Works Hard for the Money", "Billy Joel - Easy Money", "Sia - Cheap Thrills",
    "Macklemore & Ryan Lewis - Thrift Shop", "Fifth Harmony - Work from Home", "Beck - Loser", "Lady Gaga - Poker Face",
    "The Searchers - Love Potion No. 9", "Screamin' Jay Hawkins - I Put a Spell on You", "Santana - Black Magic Woman",
    "John Denver - Leaving on a Jet Plane", "Kraftwerk - Computer Love", "The Buggles - Video Killed the Radio Star",
    "Journey - Don't Stop Believin'", "Cyndi Lauper - Girls Just Want to Have Fun",
    "Whitney Houston - I Wanna Dance with Somebody",
    "Rick Astley - Never Gonna Give You Up", "Olivia Rodrigo - good 4 u", "Billie Eilish - bad guy",
    "The Weeknd - Blinding Lights",
    "Harry Styles - As It Was", "Dua Lipa - Levitating", "Taylor Swift - Shake It Off", "Lizzo - Good as Hell",
    "Pharrell Williams - Happy", "Bobby McFerrin - Don't Worry Be Happy", "Katrina and the Waves - Walking on Sunshine",
    "Mark Ronson ft. Bruno Mars - Uptown Funk", "Bruno Mars - The Lazy Song", "Avicii - Wake Me Up",
    "Survivor - Eye of the Tiger",
    "Europe - The Final Countdown", "Bon Jovi - Livin' on a Prayer", "Elton John - I'm Still Standing",
    "Gloria Gaynor - I Will Survive",
    "Kelly Clarkson - Stronger", "Pink - Get the Party Started", "Florence + The Machine - Dog Days Are Over",
    "Gotye - Somebody That I Used to Know", "Adele - Rolling in the Deep", "Coldplay - Viva la Vida", "Oasis - Wonderwall",
    "Pulp - Common People", "Blur - Parklife", "The Killers - Mr. Brightside", "Arctic Monkeys - Do I Wanna Know?",
    "Cher - Believe", "Aqua - Barbie Girl", "Britney Spears - Toxic", "Outkast - Hey Ya!",
    "Daft Punk - Harder, Better, Faster, Stronger",
    "Tracy Chapman - Fast Car", "Pet Shop Boys - Opportunities (Let's Make Lots of Money)", "Cardi B - Money",
    "Gnarls Barkley - Crazy", "Men at Work - Down Under", "Sabrina Carpenter - Espresso",
]
ALBUMS_PLAIN = [
    "Pink Floyd - Wish You Were Here", "Fleetwood Mac - Rumours", "The Beatles - Revolver", "Radiohead - In Rainbows",
    "Kendrick Lamar - To Pimp a Butterfly", "Frank Ocean - Blonde", "Beyonce - Lemonade",
    "Kanye West - My Beautiful Dark Twisted Fantasy",
    "Arcade Fire - Funeral", "LCD Soundsystem - Sound of Silver", "Massive Attack - Blue Lines", "Bjork - Homogenic",
    "Nick Drake - Pink Moon", "Joni Mitchell - Blue", "Leonard Cohen - You Want It Darker", "The Cure - Disintegration",
    "New Order - Power, Corruption & Lies", "Talking Heads - Remain in Light", "The Smiths - The Queen Is Dead",
    "Bruce Springsteen - Born to Run", "Patti Smith - Horses", "Kate Bush - The Kick Inside", "U2 - The Joshua Tree",
    "Metallica - Master of Puppets", "Iron Maiden - The Number of the Beast", "Weezer - Pinkerton",
    "Nirvana - MTV Unplugged in New York", "Beastie Boys - Paul's Boutique",
    "Public Enemy - It Takes a Nation of Millions to Hold Us Back",
    "ABBA - Gold: Greatest Hits", "Now That's What I Call Music! 115", "Queen - Greatest Hits",
]
BARE_BOOKS = [
    "Rich Dad Poor Dad", "The Total Money Makeover", "The Psychology of Money", "I Will Teach You to Be Rich",
    "Think and Grow Rich", "The 4-Hour Workweek", "How to Win Friends and Influence People", "Atomic Habits",
    "The Subtle Art of Not Giving a F*ck", "You Are a Badass", "Eat That Frog!", "Unlimited Power", "The Secret",
    "The Millionaire Next Door", "Your Money or Your Life", "The Richest Man in Babylon", "Secrets of the Millionaire Mind",
    "The 7 Habits of Highly Effective People", "Awaken the Giant Within", "The Power of Now", "Girl, Wash Your Face",
    "Get Out of Your Head", "Never Split the Difference", "Influence: The Psychology of Persuasion", "Thinking, Fast and Slow",
    "The Intelligent Investor", "A Random Walk Down Wall Street", "Liar's Poker", "Flash Boys", "Bad Blood",
    "The Wolf of Wall Street", "Going Postal", "Catch-22", "The Hitchhiker's Guide to the Galaxy", "Where the Crawdads Sing",
    "Lessons in Chemistry", "Project Hail Mary", "The Midnight Library", "Fourth Wing", "It Ends with Us",
    "Tomorrow, and Tomorrow, and Tomorrow", "Demon Copperhead", "The Thursday Murder Club", "Educated", "Becoming",
    "Spare", "Sapiens", "Quiet", "Daring Greatly", "Man's Search for Meaning", "The Body Keeps the Score", "Why We Sleep",
    "Eat, Pray, Love", "Fast Food Nation", "The Obesity Code", "The Complete Guide to Fasting", "Wheat Belly",
]
BARE_GAMES = [
    "Stardew Valley", "Hades", "Disco Elysium", "Cities: Skylines", "Slay the Spire", "Hollow Knight", "Untitled Goose Game",
    "House Flipper", "Car Mechanic Simulator 2021", "PowerWash Simulator", "PC Building Simulator", "Supermarket Simulator",
    "Hacknet", "Uplink", "PAYDAY 2", "Gold Rush: The Game", "Loot River", "Get Even", "This War of Mine",
    "Return of the Obra Dinn",  "Inside", "Limbo", "Braid", "Fez", "Undertale", "Terraria",
    "Factorio", "RimWorld", "Kenshi", "Subnautica", "Valheim", "Dwarf Fortress", "Balatro", "Vampire Survivors",
    "Lethal Company", "Among Us", "Fall Guys", "Rocket League", "Deep Rock Galactic", "Gas Station Simulator",
    "Thief Simulator", "Vampire: The Masquerade - Bloodlines",
]
GAME_SHOWS = [
    "Wheel of Fortune", "Jeopardy!", "Family Feud", "The Chase", "Pointless", "Tipping Point", "Countdown",
    "Let's Make a Deal", "The Weakest Link", "Supermarket Sweep", "Press Your Luck", "Card Sharks", "The Million Pound Drop",
    "Golden Balls", "Catchphrase", "Blankety Blank", "Cash Cab", "Winning Lines", "Bullseye", "The Wall", "Beat Shazam",
    "Lingo", "Tenable", "Only Connect", "University Challenge", "Mastermind", "Win Ben Stein's Money", "Take Me Out",
    "Blind Date", "The Cube", "Ninja Warrior UK", "Fifteen to One", "The Krypton Factor", "Total Wipeout",
]
PODCASTS = [
    "The Joe Rogan Experience", "This American Life", "Hardcore History", "Radiolab", "Planet Money", "Freakonomics Radio",
    "How I Built This", "Stuff You Should Know", "My Favorite Murder", "The Daily", "Conan O'Brien Needs a Friend",
    "99% Invisible", "Reply All", "Darknet Diaries", "Security Now", "Risky Business", "SmartLess", "The Rest Is History",
    "The Rest Is Politics", "In Our Time", "No Such Thing as a Fish", "The Adventure Zone", "Serial", "Criminal",
    "Lore", "Welcome to Night Vale", "The Dollop", "Behind the Bastards", "Revolutions", "The History of Rome",
    "You're Wrong About", "Maintenance Phase", "Money Box Live", "The Dave Ramsey Show", "Hidden Brain", "Lex Fridman Podcast",
    "Accidental Tech Podcast", "Syntax", "Changelog", "Off Menu", "Desert Island Discs",
]
PODCAST_TOPICS = ["The Scam That Fooled Everyone", "Money for Nothing", "Why Diets Fail", "The Timeshare Trap",
                  "Who Gets to Be Rich?", "The Real Cost of Free", "Inside a Call Center", "Big Bet", "Ransomware Gang",
                  "The Great Robbery", "How Credit Scores Work", "The Lottery Winner", "Fake Followers", "Live from Chicago",
                  "Mailbag", "Best Of 2023", "Bonus Episode", "Q&A", "Part 1", "Part 2", "The Interview", "Year in Review"]
LECTURES = [
    "MIT 6.006 Introduction to Algorithms, Lecture 12", "Stanford CS229 Machine Learning - Lecture 3",
    "Yale PHIL 176 Death with Shelly Kagan - Lecture 5", "Richard Feynman - The Character of Physical Law (1964)",
    "Royal Institution Christmas Lectures 2019 - Secrets and Lies", "Harvard Justice with Michael Sandel - Episode 01",
    "Gresham College - The History of Money", "The Great Courses - Understanding the Universe", "Walter Lewin - 8.01 Lecture 1",
    "Leonard Susskind - The Theoretical Minimum - Classical Mechanics Lecture 4", "Jordan Peterson - Maps of Meaning 01",
    "Robert Sapolsky - Human Behavioral Biology Lecture 1", "Carl Sagan - The Age of Exploration",
    "Alan Watts Lectures - The Nature of Consciousness",
    "CS50 2023 - Lecture 0 - Scratch", "Berkeley CS 61A Fall 2023 Lecture 10", "Open Yale ECON 252 Financial Markets - Lecture 7",
    "Reith Lectures 2021 - Stuart Russell - Living with Artificial Intelligence",
    "TED Talk - Brene Brown - The Power of Vulnerability",
    "TED Talk - Simon Sinek - How Great Leaders Inspire Action", "Randy Pausch - The Last Lecture",
    "Andrej Karpathy - Lets build GPT from scratch",
    "Linus Torvalds - Git talk at Google 2007", "Jiddu Krishnamurti - Saanen 1981 Talk 3",
    "Noam Chomsky - Manufacturing Consent lecture 1989",
    "Khan Academy - Compound Interest Introduction", "Coursera Financial Markets - Robert Shiller - Week 2",
]
RADIO = [
    "BBC Radio 4 - The Archers", "Desert Island Discs", "John Peel Show", "Coast to Coast AM", "A Prairie Home Companion",
    "Car Talk", "The Dave Ramsey Show", "The Clark Howard Show", "Old Time Radio - The Shadow", "Gunsmoke Radio",
    "X Minus One", "Lux Radio Theatre", "The Jack Benny Program", "Fibber McGee and Molly", "Pete Tong Essential Selection",
    "A State of Trance", "BBC Radio 1 Essential Mix", "The Howard Stern Show", "Hitchhiker's Guide to the Galaxy Radio Series",
    "I'm Sorry I Haven't a Clue", "Just a Minute", "The News Quiz", "Drama of the Week", "Money Box", "Shipping Forecast",
    "Mark Kermode and Simon Mayo Film Review", "Rush Limbaugh Show", "Art Bell Dreamland",
]
OLD_TIME_RADIO = {"Old Time Radio - The Shadow", "Gunsmoke Radio", "X Minus One", "Lux Radio Theatre",
                  "The Jack Benny Program", "Fibber McGee and Molly"}
SERMON_SPEAKERS = ["Tim Keller", "John Piper", "Billy Graham", "Joel Osteen", "John MacArthur", "Alistair Begg",
                   "Charles Stanley", "Pastor Rick Warren", "Father Mike Schmitz", "Rabbi Jonathan Sacks", "Nouman Ali Khan",
                   "T.D. Jakes", "Bishop Robert Barron", "Ajahn Brahm", "Pastor Steven Furtick"]
SERMON_TITLES = ["The Prodigal God", "Don't Waste Your Life", "Faith Over Fear", "The Power of Prayer",
                 "Blessed and Highly Favored",
                 "Grace Changes Everything", "You Are Not Alone", "The Good Samaritan", "Treasure in Heaven",
                 "Give and It Will Be Given",
                 "Do Not Worry About Tomorrow", "Your Best Life Now", "The Cost of Discipleship", "Love Your Neighbor",
                 "The Rich Young Ruler", "Finding Peace in the Storm", "Sermon on the Mount Part 3", "Easter Sunday Message",
                 "Christmas Eve Service", "Forgiveness", "Why Does God Allow Suffering?", "The Widow's Offering",
                 "Come as You Are"]
MATCHES = [
    ("Liverpool", "Arsenal"), ("Manchester United", "Manchester City"), ("Chelsea", "Tottenham"), ("Real Madrid", "Barcelona"),
    ("Bayern", "Dortmund"), ("Celtic", "Rangers"), ("AC Milan", "Inter"), ("Boca Juniors", "River Plate"),
    ("England", "Germany"), ("Brazil", "Argentina"), ("Ireland", "New Zealand"), ("Australia", "England"),
    ("Lakers", "Celtics"), ("Yankees", "Red Sox"), ("Packers", "Bears"), ("India", "Pakistan"), ("France", "Wales"),
]
MATCH_PARTS = ["1st Half", "2nd Half", "Full Match", "Highlights", "Extended Highlights", "Pre-Match", "Penalties",
               "Post Match Analysis", "Game 7", "Day 1", "Day 5 Final Session", "Extra Time", "Match of the Day"]
NEWS = ["BBC News at Ten", "PBS NewsHour", "CBS Evening News", "60 Minutes", "Newsnight", "Tagesschau 20 Uhr",
        "NHK News 7", "ABC World News Tonight", "Channel 4 News", "ITV News at Ten", "Frontline", "Panorama", "Dispatches",
        "Al Jazeera Newshour", "Le Journal de 20h", "Telediario", "Vesti", "NOS Journaal", "Meet the Press", "Face the Nation"]
HOME = ["My Vinyl Rips", "Dad's Slides 1970s Scanned", "Family Videos VHS Transfer", "Grandma's Recipe Cards Scans",
        "Holiday Photos Spain", "Camcorder Tapes Christmas", "My CD Collection - Jazz", "Cassette Rips - Mixtapes",
        "Wedding Video DVD", "School Concert Recording", "Old MiniDisc Backups", "Band Rehearsal Recordings",
        "Scanned Photo Albums", "Hi8 Tapes Digitised", "Record Store Day Rips", "78rpm Shellac Transfers",
        "Live Bootlegs I Taped", "Church Choir Recordings", "Model Railway Videos", "Backyard Birds Timelapse"]


def _dots(title: str) -> str:
    t = title.replace("&", "and").replace("+", "and")
    t = re.sub(r"['’,:;!?()\"*]", "", t)
    t = re.sub(r"[\s/]+", ".", t.strip())
    return re.sub(r"\.{2,}", ".", t).strip(".")


def _crc(rng: random.Random) -> str:
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(8))


def _date(rng: random.Random, sep: str = ".") -> str:
    return f"{rng.randint(2019, 2024)}{sep}{rng.randint(1, 12):02d}{sep}{rng.randint(1, 28):02d}"


def _shell(rng: random.Random, name: str, ext: str) -> str:
    """A posting shell around a release name, as posting tools write them."""
    total = rng.randint(3, 120)
    part = rng.randint(1, total)
    segs = rng.randint(1, 400)
    files = [f"{name}.part{part:02d}.rar", f"{name}.r{part:02d}", f"{name}{ext}", f"{name}.par2",
             f"{name}.vol{part:02d}+{part + 1:02d}.par2", f"{name}.nfo", f"{name}.7z.{part:03d}"]
    fname = rng.choice(files)
    c = rng.randrange(6)
    if c == 0:
        return f'[{part:02d}/{total:02d}] - "{fname}" yEnc ({rng.randint(1, segs)}/{segs})'
    if c == 1:
        return f'{name} [{part:02d}/{total:02d}] - "{fname}" yEnc ({rng.randint(1, segs)}/{segs})'
    if c == 2:
        return f'"{fname}" yEnc ({rng.randint(1, segs)}/{segs})'
    if c == 3:
        return f'({name}) [{part}/{total}] - "{fname}" yEnc ({rng.randint(1, segs)}/{segs})'
    if c == 4:
        size = f"{rng.uniform(0.2, 60):.2f} GB" if ext in (".mkv", ".iso") else f"{rng.randint(20, 900)} MB"
        return f'{name} - [{part:02d}/{total:02d}] - "{fname}" yEnc {size} ({rng.randint(1, segs)}/{segs})'
    return f"{name} ({part}/{total})"


def _maybe_shell(rng: random.Random, name: str, ext: str, p: float = 0.3) -> str:
    return _shell(rng, name, ext) if rng.random() < p else name


def _video_tail(rng: random.Random, movie: bool) -> str:
    res = rng.choices(["720p", "1080p", "2160p", ""], weights=[2, 6, 2, 1])[0]
    if not res:
        return rng.choice(["HDTV.x264", "WEB.x264", "DVDRip.XviD", "PDTV.x264", "BDRip.x264", "WEBRip.x264"])
    if movie and rng.random() < 0.55:
        if res == "2160p":
            return rng.choice(["2160p.UHD.BluRay.x265", "2160p.UHD.BluRay.REMUX.HDR.HEVC.TrueHD.7.1.Atmos",
                               "2160p.BluRay.x265.10bit.HDR.DTS-HD.MA.5.1", "2160p.UHD.BluRay.x265.HDR.DV"])
        return rng.choice([f"{res}.BluRay.x264", f"{res}.BluRay.DTS.x264", f"{res}.BluRay.REMUX.AVC.DTS-HD.MA.5.1",
                           f"{res}.BluRay.x264.DTS-HD.MA.5.1", f"{res}.BluRay.H264.AAC", f"{res}.BDRip.x264"])
    if rng.random() < 0.45:
        return f"{res}.WEB.{rng.choice(['h264', 'H264', 'x264', 'h265', 'x265'])}"
    svc = rng.choice(SERVICES)
    audio = rng.choice(["DDP5.1", "DDP5.1.Atmos", "AAC2.0", "DD5.1", "DDP2.0", "EAC3.5.1"])
    codec = rng.choice(["H.264", "H.265", "H264", "x265"])
    hdr = rng.choice([".DV", ".HDR", ".DV.HDR", ".HDR10Plus"]) if res == "2160p" else ""
    return f"{res}.{svc}.WEB-DL.{audio}{hdr}.{codec}"


def _tag(rng: random.Random, movie: bool) -> str:
    if rng.random() > 0.12:
        return ""
    tags = ["REPACK", "PROPER", "iNTERNAL", "REAL"] + (["EXTENDED", "DC", "UNRATED", "REMASTERED", "Criterion", "IMAX",
                                                       "THEATRICAL", "ANNIVERSARY.EDITION"] if movie else [])
    return rng.choice(tags) + "."


def scene_tv(rng: random.Random) -> str:
    show = _dots(rng.choice(TV_SHOWS))
    s = rng.choices(range(1, 13), weights=[9, 8, 7, 6, 5, 4, 3, 2, 2, 1, 1, 1])[0]
    if rng.random() < 0.12:
        ep = f"S{s:02d}"
    elif rng.random() < 0.05:
        e = rng.randint(1, 20)
        ep = f"S{s:02d}E{e:02d}E{e + 1:02d}"
    else:
        ep = f"S{s:02d}E{rng.randint(1, 22):02d}"
    grp = rng.choice(SCENE_GROUPS_TV)
    name = f"{show}.{ep}.{_tag(rng, False)}{_video_tail(rng, False)}-{grp}"
    return _maybe_shell(rng, name, ".mkv")


def scene_movies(rng: random.Random) -> str:
    title, year = rng.choice(FILMS)
    name = f"{_dots(title)}.{year}.{_tag(rng, True)}{_video_tail(rng, True)}-{rng.choice(SCENE_GROUPS_FILM)}"
    return _maybe_shell(rng, name, ".mkv")


def p2p_video(rng: random.Random) -> str:
    c = rng.randrange(7)
    if c < 4:
        title, year = rng.choice(FILMS)
        res = rng.choice(["720p", "1080p", "1080p", "2160p"])
        if c == 0:
            return f"{title} ({year}) [{res}] [{rng.choice(['BluRay', 'WEBRip'])}] [5.1] [YTS.MX]"
        if c == 1:
            return (f"{title} ({year}) ({res} BluRay x265 {rng.choice(['10bit', 'HEVC 10bit'])} "
                    f"{rng.choice(['AAC 5.1', 'AAC 7.1', 'EAC3 5.1'])}"
                    f" {rng.choice(['Tigole', 'Silence', 'Joy', 'Ghost', 'afm72'])})")
        if c == 2:
            return (f"{title} {year} {res} {rng.choice(['WEBRip', 'BluRay', 'WEB-DL'])}"
                    f" x264-{rng.choice(['GalaxyRG', 'RARBG', 'ION10', 'YIFY', 'EVO'])}")
        return (f"{title} ({year}) {{imdb-tt{rng.randint(100000, 9999999):07d}}} [{rng.choice(['Bluray', 'WEBDL'])}-{res}"
                f"][{rng.choice(['DTS 5.1', 'EAC3 Atmos 5.1', 'AAC 2.0'])}][x264]-{rng.choice(SCENE_GROUPS_FILM)}")
    show = rng.choice(TV_SHOWS)
    s, e = rng.randint(1, 8), rng.randint(1, 16)
    res = rng.choice(["720p", "1080p", "2160p"])
    if c == 4:
        return (f"{show} - S{s:02d}E{e:02d} - Episode {e} [{rng.choice(['WEBDL', 'HDTV', 'Bluray'])}-{res}"
                f"][{rng.choice(['EAC3 5.1', 'AAC 2.0'])}][h264]-{rng.choice(SCENE_GROUPS_TV)}")
    if c == 5:
        return (f"{show} S{s:02d}E{e:02d} {res} {rng.choice(['WEB', 'HEVC', 'x265', 'WEBRip'])}"
                f" {rng.choice(['-MeGusta', '-ELiTE', '-TGx', '[eztv.re]', '-PSA'])}")
    return (f"{show} Season {s} Complete {res} {rng.choice(['WEB-DL', 'BluRay'])} x265 {rng.choice(['10bit', 'HEVC'])}"
            f" [{rng.choice(['Pahe', 'PSA', 'RARBG', 'Joy'])}]")


def anime(rng: random.Random) -> str:
    title = rng.choice(ANIME)
    grp = rng.choice(ANIME_GROUPS)
    ep = rng.randint(1, 1100) if title == "One Piece" else rng.randint(1, 24)
    res = rng.choice(["1080p", "1080p", "720p", "480p"])
    c = rng.randrange(6)
    if c == 0:
        name = f"[{grp}] {title} - {ep:02d} ({res}) [{_crc(rng)}].mkv"
    elif c == 1:
        name = f"[{grp}] {title} - {ep:02d} [{res}][Multiple Subtitle][{_crc(rng)}].mkv"
    elif c == 2:
        name = f"[{grp}] {title} (Season {rng.randint(1, 3)}) [{res}][HEVC x265 10bit][Multi-Subs] (Batch)"
    elif c == 3:
        name = (f"[{grp}] {title} S{rng.randint(1, 3):02d}E{ep:02d} [{res}"
                f"] [HEVC WEBRip] [{rng.choice(['Dual-Audio', 'Eng Subs', 'AAC'])}]")
    elif c == 4:
        name = (f"{_dots(title)}.S{rng.randint(1, 3):02d}E{ep:02d}.{res}"
                f".CR.WEB-DL.AAC2.0.H.264-{rng.choice(['VARYG', 'SMURF', 'KOGi', 'HONE'])}")
    else:
        name = f"[{grp}] {title} - {ep:02d} v2 ({res}) [{_crc(rng)}].mkv"
    return f'"{name}" yEnc (1/{rng.randint(100, 900)})' if rng.random() < 0.2 else name


def music_scene(rng: random.Random) -> str:
    artist, album, year = rng.choice(ALBUMS)
    a, b = artist.replace(" ", "_"), album.replace(" ", "_")
    grp = rng.choice(MUSIC_GROUPS)
    ry = rng.choice([year, year, max(year, rng.randint(2015, 2024))])
    c = rng.randrange(6)
    if c == 0:
        name = f"{a}-{b}-WEB-{ry}-{grp}"
    elif c == 1:
        name = f"{a}-{b}-24BIT-WEB-FLAC-{ry}-{grp}"
    elif c == 2:
        name = f"{a}-{b}-CD-FLAC-{ry}-{grp}"
    elif c == 3:
        name = (f"{a}-{b}-({rng.choice(['Deluxe_Edition', 'Remastered', 'Expanded_Edition', 'Anniversary_Edition'])}"
                f")-WEB-{ry}-{grp}")
    elif c == 4:
        name = (f"{a}-{b}-({rng.choice(string.ascii_uppercase)}{rng.choice(string.ascii_uppercase)}{rng.randint(100, 9999)}"
                f")-VINYL-FLAC-{ry}-{grp}")
    else:
        name = f"{a}-{b}-REPACK-WEB-{ry}-{grp}"
    return _maybe_shell(rng, name, ".flac", 0.35)


def music_p2p(rng: random.Random) -> str:
    artist, album, year = rng.choice(ALBUMS)
    c = rng.randrange(7)
    if c == 0:
        return f"{artist} - {album} ({year}) [FLAC]"
    if c == 1:
        return f"{artist} - {album} ({year}) [FLAC 24-{rng.choice(['44', '48', '96', '192'])}]"
    if c == 2:
        return f"{artist} - {album} ({year}) [320 KBPS]"
    if c == 3:
        return (f"{artist} - {album} ({rng.choice(['Deluxe Edition', 'Remastered', 'Super Deluxe'])}) ({year}"
                f") Mp3 320kbps [PMEDIA] ⭐️")
    if c == 4:
        return f"{artist} - {album} ({year}) [24Bit-{rng.choice(['44.1', '48', '96'])}kHz] FLAC [PMEDIA] ⭐️"
    if c == 5:
        return f"{artist} - Discography ({year}-{min(2024, year + rng.randint(5, 30))}) [FLAC]"
    return f'{artist} - {album} - "{rng.randint(1, 14):02d} - Track {rng.randint(1, 14)}.flac" yEnc (1/{rng.randint(20, 80)})'


def ebooks(rng: random.Random) -> str:
    if rng.random() < 0.25:
        mag = rng.choice(MAGAZINES)
        c = rng.randrange(3)
        if c == 0:
            return f"{mag} - {_date(rng, '-')}.pdf"
        if c == 1:
            return (f"{mag} - {rng.choice(['January', 'March', 'May', 'July', 'September', 'November'])}"
                    f" {rng.randint(2019, 2024)} (True PDF)")
        return f"{_dots(mag)}.{rng.choice(['N', 'No', 'Issue'])}{rng.randint(1, 60)}.{rng.randint(2019, 2024)}.PDF"
    author, title, year = rng.choice(BOOKS)
    c = rng.randrange(5)
    if c == 0:
        name = f"{author} - {title} ({year}) (retail) (epub)"
    elif c == 1:
        name = f"{author} - {title}.epub"
    elif c == 2:
        name = f"{title} by {author} ({rng.choice(['epub, mobi, azw3', 'epub', 'pdf'])})"
    elif c == 3:
        name = f"{title} - {author} ({year}).azw3"
    else:
        name = f"{_dots(author)}.-.{_dots(title)}.{year}.RETAIL.EPUB.eBook-{rng.choice(['BitBook', 'DiGiBook', 'CBR', 'EBOOKZ'])}"
    return _maybe_shell(rng, name, ".epub", 0.2)


def audiobooks(rng: random.Random) -> str:
    author, title, year = rng.choice(BOOKS)
    nar = rng.choice(NARRATORS)
    c = rng.randrange(5)
    if c == 0:
        name = f"{author} - {title} (Unabridged) [MP3 {rng.choice(['64', '128'])}kbps]"
    elif c == 1:
        name = f"{title} - {author} - Narrated by {nar} ({year}) [M4B]"
    elif c == 2:
        name = f"{author} - {title} [Audiobook] [m4b]"
    elif c == 3:
        name = f"{author} - {title} - Read by {nar} - {year} - {rng.choice(['64', '128', '192'])}kbps"
    else:
        name = (f"{_dots(author)}-{_dots(title)}-AUDIOBOOK-WEB-EN-{rng.randint(2018, 2024)}"
                f"-{rng.choice(['VOiCE', 'ABW', 'DDS', 'FRiSKY'])}")
    return _maybe_shell(rng, name, ".m4b", 0.3)


def comics(rng: random.Random) -> str:
    c = rng.randrange(5)
    year = rng.randint(2016, 2024)
    if c == 3:
        return (f"{(m := rng.choice(MANGA))} v{rng.randint(1, 108 if m == 'One Piece' else 30):02d} ({year}"
                f") (Digital) ({rng.choice(['1r0n', 'LuCaZ', 'Oak', 'danke-Empire'])}).cbz")
    if c == 4:
        return f"0-Day Week of {year}.{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}"
    series = rng.choice(COMICS)
    tag = rng.choice(COMIC_TAGS)
    if c == 0:
        return f"{series} {rng.randint(1, 250):03d} ({year}) {tag}.cbr"
    if c == 1:
        return f"{series} v{rng.randint(1, 4)} {rng.randint(1, 120):03d} ({year}) {tag}.cbz"
    return f"{series} Vol. {rng.randint(1, 12)} ({year}) {tag}.cbr"


def software(rng: random.Random) -> str:
    s = rng.choice(SOFTWARE)
    c = rng.randrange(4)
    if c == 0 and "." in s and " " not in s:
        name = f"{s}-{rng.choice(SOFT_GROUPS)}"
    elif c == 1:
        name = f"{_dots(s)}-{rng.choice(SOFT_GROUPS)}"
    elif c == 2:
        name = f"{s} {rng.choice(['Multilingual', 'x64', 'Portable', 'macOS', 'WiN/MAC'])}"
    else:
        name = s
    return _maybe_shell(rng, name, ".iso", 0.35)


def games(rng: random.Random) -> str:
    g = rng.choice(GAMES)
    c = rng.randrange(7)
    grp = rng.choice(GAME_GROUPS)
    if c <= 1:
        name = f"{_dots(g)}-{grp}"
    elif c == 2:
        name = (f"{_dots(g)}.Update.v{rng.randint(1, 3)}.{rng.randint(0, 9)}.{rng.randint(0, 99)}"
                f"-{rng.choice(['TENOKE', 'RUNE', 'FLT', 'DOGE'])}")
    elif c == 3:
        name = f"{_dots(g)}.v{rng.randint(1, 2)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}.MULTi{rng.randint(2, 14)}-ElAmigos"
    elif c == 4:
        name = (f"{_dots(g)}.{rng.choice(['NSW', 'PS4', 'PS5', 'XBOX'])}"
                f"-{rng.choice(['SUXXORS', 'VENOM', 'DUPLEX', 'BigBlueBox', 'LiGHTFORCE'])}")
    elif c == 5:
        slug = re.sub(r"[^a-z0-9]+", "_", g.lower()).strip("_")
        name = (f"setup_{slug}_{rng.randint(1, 2)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}"
                f"_(64bit)_({rng.randint(10000, 99999)}).exe")
    else:
        name = f"{g} [FitGirl Repack]" if rng.random() < 0.5 else f"{g} (GOG)"
    return _maybe_shell(rng, name, ".iso", 0.3)


def linux_isos(rng: random.Random) -> str:
    iso = rng.choice(LINUX_ISOS)
    c = rng.randrange(4)
    if c == 0:
        return iso
    if c == 1:
        return _shell(rng, iso.rsplit(".", 1)[0], "." + iso.rsplit(".", 1)[1])
    if c == 2:
        return f'"{iso}" yEnc ({rng.randint(1, 3000)}/{rng.randint(3000, 9000)})'
    return iso.rsplit(".", 1)[0]


def foreign_scene(rng: random.Random) -> str:
    if rng.random() < 0.55:
        show, lang = rng.choice(FOREIGN_TV)
        s, e = rng.randint(1, 12), rng.randint(1, 24)
        ep = f"S{rng.randint(2015, 2024)}E{e:02d}" if show in ("Tatort", "Fort Boyard") else f"S{s:02d}E{e:02d}"
        mid = f"{_dots(show)}.{ep}"
    else:
        title, year, lang = rng.choice(FOREIGN_FILMS)
        mid = f"{_dots(title)}.{year}"
    tag = lang
    if lang == "GERMAN" and rng.random() < 0.4:
        tag = "German.DL"
    elif lang == "FRENCH" and rng.random() < 0.4:
        tag = rng.choice(["MULTi", "TRUEFRENCH", "MULTi.VFF"])
    elif rng.random() < 0.15:
        tag = f"{lang}.SUBBED" if rng.random() < 0.5 else "NORDiC"
    res = rng.choice(["720p", "1080p", "1080p", "2160p"])
    src = rng.choice(["WEB.h264", "WEB.x264", "HDTV.x264", "BluRay.x264", "WEB-DL.DD5.1.H.264", "BluRay.x265"])
    name = f"{mid}.{tag}.{res}.{src}-{rng.choice(FOREIGN_GROUPS[lang])}"
    return _maybe_shell(rng, name, ".mkv", 0.25)


def sports_scene(rng: random.Random) -> str:
    c = rng.randrange(5)
    grp = rng.choice(SPORT_GROUPS)
    res = rng.choice(["720p", "1080p", "720p50", "1080p50"])
    if c <= 1:
        league = rng.choice(list(SPORTS_TEAMS))
        a, b = rng.sample(SPORTS_TEAMS[league], 2)
        extra = rng.choice(["", "", "", ".Game.5", ".Wild.Card", ".Playoffs", ".Highlights"])
        name = f"{league}.{_date(rng)}.{a}.vs.{b}{extra}.{res}.{rng.choice(['WEB.h264', 'HDTV.x264', 'SkySports.WEB-DL'])}-{grp}"
    elif c == 2:
        y = rng.randint(2019, 2024)
        name = (f"Formula1.{y}.Round{rng.randint(1, 23):02d}.{rng.choice(F1_RACES)}."
                f"{rng.choice(['Race', 'Qualifying', 'Sprint', 'Practice.Two', 'Pre-Race.Buildup'])}.{res}"
                f".{rng.choice(['F1TV.WEB-DL.AAC2.0.H.264', 'SkyF1HD.HDTV.x264'])}-{grp}")
    elif c == 3:
        a, b = rng.choice(FIGHTERS)
        ev = rng.choice([f"UFC.{rng.randint(280, 310)}", f"UFC.Fight.Night.{rng.randint(220, 240)}", "Boxing"])
        name = f"{ev}.{a}.vs.{b}.{rng.choice(['PPV', 'Prelims', 'Main.Card', 'Early.Prelims'])}.{res}.WEB.h264-{grp}"
    else:
        name = rng.choice([
            f"Wimbledon.{rng.randint(2019, 2024)}.Mens.Final.{res}.HDTV.x264-{grp}",
            f"Tour.de.France.{rng.randint(2019, 2024)}.Stage.{rng.randint(1, 21):02d}.{res}.HDTV.x264-{grp}",
            f"The.Ashes.2023.{rng.choice(['1st', '2nd', '3rd', '4th', '5th'])}.Test.Day.{rng.randint(1, 5)}.{res}.WEB.h264-{grp}",
            f"MotoGP.{rng.randint(2019, 2024)}.Round{rng.randint(1, 20):02d}.{rng.choice(F1_RACES)}.Race.{res}.WEB.h264-{grp}",
            f"UEFA.Champions.League.{_date(rng)}.{rng.choice(SPORTS_TEAMS['LaLiga'])}.vs.{rng.choice(SPORTS_TEAMS['EPL'])}"
            f".{res}.WEB.h264-{grp}",
            f"Six.Nations.{rng.randint(2019, 2024)}.{rng.choice(['Ireland', 'France', 'England'])}"
            f".vs.{rng.choice(['Scotland', 'Wales', 'Italy'])}.{res}.HDTV.x264-{grp}",
        ])
    return _maybe_shell(rng, name, ".mkv", 0.2)


def daily_shows(rng: random.Random) -> str:
    show = rng.choice(DAILY_SHOWS)
    talk = any(k in show for k in ("Show", "Live", "Late", "Real.Time", "Clarkson", "Barrymore"))
    guest = f".{rng.choice(GUESTS)}" if talk and rng.random() < 0.6 else ""
    name = (f"{show}.{_date(rng)}{guest}.{rng.choice(['720p', '1080p', ''])}"
            f".{rng.choice(['WEB.h264', 'HDTV.x264', 'WEB.x264'])}"
            f"-{rng.choice(['JEBAITED', 'NTb', 'TViLLAGE', 'DiMENSION', 'KOMPOST', 'CBFM', 'W4F'])}")
    return _maybe_shell(rng, name.replace("..", "."), ".mkv", 0.2)


def _bare(pool: list[str], ext: str, shell_p: float = 0.3) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        text = rng.choice(pool)
        c = rng.random()
        if c < 0.12:
            text = _dots(text)
        elif c < 0.18:
            text = text.replace(" ", "_")
        elif c < 0.24 and ext in (".mkv", ".avi"):
            text = f"{text} ({rng.randint(1960, 2024)})" if not re.search(r"\(\d{4}\)", text) else text
        r = rng.random()
        if r < shell_p * 0.4:
            text = f'"{text}{ext}" yEnc ({rng.randint(1, 50)}/{rng.randint(50, 900)})'
        elif r < shell_p * 0.7:
            total = rng.randint(2, 40)
            text = f'{text} [{rng.randint(1, total):02d}/{total:02d}] - "{_dots(text)}{ext}" yEnc (1/{rng.randint(5, 400)})'
        elif r < shell_p:
            text = f"{text} ({rng.randint(1, 5)}/{rng.randint(5, 30)})"
        return text

    return make


def podcasts(rng: random.Random) -> str:
    show = rng.choice(PODCASTS)
    c = rng.randrange(5)
    if c == 0:
        text = f"{show} #{rng.randint(1, 2100)}"
    elif c == 1:
        text = f"{show} - {rng.choice(PODCAST_TOPICS)}"
    elif c == 2:
        text = f"{show} {_date(rng, '-')}"
    elif c == 3:
        text = f"{show} - Episode {rng.randint(1, 600)} - {rng.choice(PODCAST_TOPICS)}"
    else:
        text = f"{show} Ep {rng.randint(1, 300)}"
    return _bare([text], ".mp3", 0.3)(rng)


def radio(rng: random.Random) -> str:
    show = rng.choice(RADIO)
    c = rng.randrange(4)
    old = show in OLD_TIME_RADIO
    if c == 0:
        text = (f"{show} {rng.randint(1938, 1962) if old else rng.randint(1978, 2023)}-{rng.randint(1, 12):02d}"
                f"-{rng.randint(1, 28):02d}")
    elif c == 1:
        text = f"{show} - Episode {rng.randint(1, 1200)}"
    elif c == 2:
        text = f"{show} ({rng.randint(1938, 1962) if old else rng.randint(1978, 2023)})"
    else:
        text = f"{show} - {rng.choice(['Complete Series', 'Christmas Special', 'Live', 'Best Of', 'Final Broadcast'])}"
    return _bare([text], ".mp3", 0.3)(rng)


def sermons(rng: random.Random) -> str:
    c = rng.randrange(4)
    who, what = rng.choice(SERMON_SPEAKERS), rng.choice(SERMON_TITLES)
    if c == 0:
        text = f"{who} - {what}"
    elif c == 1:
        text = f"Sunday Service {_date(rng, '-')} - {what}"
    elif c == 2:
        text = f"{what} - {who} ({rng.randint(1957, 2024)})"
    else:
        church = rng.choice(["St Marys Parish", "Grace Community Church", "First Baptist Church", "Hillsong London",
                             "Holy Trinity Brompton"])
        text = f"{church} - {what}"
    return _bare([text], ".mp3", 0.25)(rng)


def sports_matches(rng: random.Random) -> str:
    a, b = rng.choice(MATCHES)
    c = rng.randrange(4)
    vs = rng.choice(["vs", "v", "-", "vs."])
    if c == 0:
        text = f"{a} {vs} {b} {rng.choice(MATCH_PARTS)}"
    elif c == 1:
        text = f"{a} {vs} {b} {_date(rng, '-')}"
    elif c == 2:
        text = f"{_date(rng, '.')} {a} {vs} {b}"
    else:
        text = f"{a} {vs} {b} ({rng.randint(1966, 2024)}) {rng.choice(MATCH_PARTS)}"
    return _bare([text], ".mkv", 0.3)(rng)


def news(rng: random.Random) -> str:
    show = rng.choice(NEWS)
    text = rng.choice([f"{show} {_date(rng, '-')}",
                       f"{show} - {rng.randint(1, 28)} {rng.choice(['Jan', 'Mar', 'Jun', 'Sep', 'Nov'])}"
                       f" {rng.randint(2019, 2024)}",
                       f"{show} {_date(rng, '.')}"])
    return _bare([text], ".ts", 0.3)(rng)


def home(rng: random.Random) -> str:
    base = rng.choice(HOME)
    text = rng.choice([f"{base} Part {rng.randint(1, 30)}", f"{base} {rng.randint(1965, 2015)}",
                       f"{base} - Disc {rng.randint(1, 12)}", base, f"{base} ({rng.randint(1, 9)} of {rng.randint(9, 20)})"])
    return _bare([text], ".zip", 0.3)(rng)


def lectures(rng: random.Random) -> str:
    return _bare(LECTURES, ".mp4", 0.35)(rng)


# family -> (label, count, maker)
FAMILIES: dict[str, tuple[str, int, Callable[[random.Random], str]]] = {
    "weight_loss": ("junk", 67, _spam("weight_loss", WEIGHT_LOSS)),
    "real_estate_timeshare": ("junk", 67, _spam("real_estate_timeshare", REAL_ESTATE)),
    "scareware": ("junk", 67, _spam("scareware", SCAREWARE)),
    "followers_likes": ("junk", 67, _spam("followers_likes", FOLLOWERS)),
    "account_shops": ("junk", 67, _spam("account_shops", ACCOUNTS)),
    "forex_signals": ("junk", 67, _spam("forex_signals", FOREX)),
    "debt_relief": ("junk", 67, _spam("debt_relief", DEBT)),
    "car_warranty": ("junk", 67, _spam("car_warranty", CAR_WARRANTY)),
    "leak_clickbait": ("junk", 67, _spam("leak_clickbait", LEAK_BAIT)),
    "usenet_invites": ("junk", 67, _spam("usenet_invites", USENET_INVITES)),
    "betting_tips": ("junk", 67, _spam("betting_tips", BETTING)),
    "vpn_proxy": ("junk", 67, _spam("vpn_proxy", VPN_PROXY)),
    # release names (~75% of the legit half)
    "scene_tv": ("legit", 330, scene_tv),
    "scene_movies": ("legit", 260, scene_movies),
    "p2p_video": ("legit", 120, p2p_video),
    "anime_fansub": ("legit", 120, anime),
    "music_scene": ("legit", 100, music_scene),
    "music_p2p": ("legit", 80, music_p2p),
    "ebooks_magazines": ("legit", 70, ebooks),
    "audiobooks": ("legit", 45, audiobooks),
    "comics": ("legit", 50, comics),
    "software": ("legit", 60, software),
    "games": ("legit", 70, games),
    "linux_isos": ("legit", 35, linux_isos),
    "foreign_scene": ("legit", 100, foreign_scene),
    "sports_scene": ("legit", 40, sports_scene),
    "daily_shows": ("legit", 30, daily_shows),
    # names without release structure (~25%)
    "bare_film_titles": ("legit", 80, _bare(BARE_FILMS, ".mkv")),
    "bare_series_titles": ("legit", 45, _bare(BARE_SERIES, ".mkv")),
    "artist_song": ("legit", 70, _bare(ARTIST_SONGS, ".mp3")),
    "album_plain": ("legit", 30, _bare(ALBUMS_PLAIN, ".zip")),
    "bare_book_titles": ("legit", 50, _bare(BARE_BOOKS, ".epub")),
    "bare_game_titles": ("legit", 35, _bare(BARE_GAMES, ".iso")),
    "game_shows": ("legit", 25, _bare(GAME_SHOWS, ".avi")),
    "podcasts": ("legit", 40, podcasts),
    "lectures": ("legit", 30, lectures),
    "radio_shows": ("legit", 30, radio),
    "sermons": ("legit", 25, sermons),
    "sports_matches": ("legit", 30, sports_matches),
    "news_broadcasts": ("legit", 25, news),
    "home_collections": ("legit", 25, home),
}


def build() -> list[str]:
    rng = random.Random(SEED)
    out: list[str] = []
    seen: set[str] = set()
    for family, (label, count, make) in FAMILIES.items():
        made = tries = 0
        while made < count and tries < count * 50:
            tries += 1
            title = re.sub(r"\s+", " ", make(rng).replace("\t", " ")).strip()
            if not title or title in seen:
                continue
            seen.add(title)
            out.append(f"{label}\t{family}\t{title}")
            made += 1
        if made < count:
            raise SystemExit(f"{family}: only {made} distinct titles of {count}")
    return out


def main(out_dir: Path = HERE) -> None:
    header = (f"# independent held-out split: LABEL<TAB>FAMILY<TAB>TITLE, written by make_fresh3.py (seed {SEED}) blind "
              "(without reading the scorer, its rules, its training data or any evaluation); never trained or tuned on\n")
    (out_dir / "fresh3.tsv").write_text(header + "\n".join(build()) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
