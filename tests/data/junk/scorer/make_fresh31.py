# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generate fresh31.tsv: a held-out set of Usenet binary-post titles labelled junk/legit.

Self-contained, stdlib only, deterministic (random.Random(31031031)).
Run:  python3 -B make_fresh31.py   (writes fresh31.tsv next to this file)
"""
import os
import random
import string

R = random.Random(31031031)
FAMILIES = []


def fam(label, name, count):
    def deco(fn):
        FAMILIES.append((label, name, count, fn))
        return fn
    return deco


# ---------------------------------------------------------------- helpers
def ch(seq):
    return R.choice(seq)


def maybe(p):
    return R.random() < p


def lines(block):
    return [x.strip() for x in block.strip().splitlines() if x.strip()]


def pipes(block):
    return [tuple(p.strip() for p in x.split("|")) for x in lines(block)]


def dots(s):
    """Scene-style name: 'The Big Short: Part 2!' -> 'The.Big.Short.Part.2'"""
    s = s.replace("&", "and").replace("/", " ").replace("+", " plus ")
    for c in "':,!?()[]\"#;":
        s = s.replace(c, "")
    s = s.replace(" - ", " ")
    parts = [p for p in s.split() if p]
    return ".".join(parts)


def under(s):
    s = s.replace("&", "and")
    for c in "':,!?()[]\"#;":
        s = s.replace(c, "")
    return "_".join(s.split())


def rcase(s):
    k = R.random()
    if k < 0.12:
        return s.lower()
    if k < 0.2:
        return s.upper()
    return s


def ralnum(n, alphabet=string.ascii_letters + string.digits):
    return "".join(R.choice(alphabet) for _ in range(n))


def rhex(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def rnum(a, b):
    return R.randint(a, b)


def sxe(maxs=7, maxe=16):
    return "S%02dE%02d" % (rnum(1, maxs), rnum(1, maxe))


def rdate(y0=2019, y1=2025):
    return (rnum(y0, y1), rnum(1, 12), rnum(1, 28))


# ---------------------------------------------------------------- pools
MOVIES = pipes("""
The Shawshank Redemption|1994
Pulp Fiction|1994
Oppenheimer|2023
Barbie|2023
Killers of the Flower Moon|2023
Dune Part Two|2024
Poor Things|2023
The Holdovers|2023
Past Lives|2023
Anatomy of a Fall|2023
The Zone of Interest|2023
Godzilla Minus One|2023
John Wick Chapter 4|2023
Mission Impossible Dead Reckoning Part One|2023
Spider-Man Across the Spider-Verse|2023
Guardians of the Galaxy Vol 3|2023
Top Gun Maverick|2022
Everything Everywhere All at Once|2022
The Banshees of Inisherin|2022
Tar|2022
Aftersun|2022
Nope|2022
The Batman|2022
Prey|2022
Glass Onion A Knives Out Mystery|2022
Dune|2021
The Power of the Dog|2021
Drive My Car|2021
No Time to Die|2021
The French Dispatch|2021
Nomadland|2020
Tenet|2020
Soul|2020
Parasite|2019
Knives Out|2019
1917|2019
Joker|2019
Midsommar|2019
Uncut Gems|2019
Portrait of a Lady on Fire|2019
Hereditary|2018
Roma|2018
Annihilation|2018
Mad Max Fury Road|2015
Arrival|2016
Moonlight|2016
La La Land|2016
Get Out|2017
Blade Runner 2049|2017
Phantom Thread|2017
Lady Bird|2017
Whiplash|2014
Interstellar|2014
Nightcrawler|2014
Gone Girl|2014
Her|2013
Gravity|2013
Drive|2011
Inception|2010
The Social Network|2010
Black Swan|2010
No Country for Old Men|2007
There Will Be Blood|2007
Zodiac|2007
The Departed|2006
Children of Men|2006
Memento|2000
Gladiator|2000
The Matrix|1999
Fight Club|1999
Magnolia|1999
The Big Lebowski|1998
Fargo|1996
Heat|1995
Se7en|1995
Groundhog Day|1993
Jurassic Park|1993
The Silence of the Lambs|1991
Goodfellas|1990
Back to the Future|1985
Blade Runner|1982
The Thing|1982
Alien|1979
Apocalypse Now|1979
Jaws|1975
Taxi Driver|1976
The Godfather|1972
2001 A Space Odyssey|1968
Vertigo|1958
Seven Samurai|1954
Casablanca|1942
Wonka|2023
Aquaman and the Lost Kingdom|2023
The Creator|2023
Saltburn|2023
The Boy and the Heron|2023
Civil War|2024
Furiosa A Mad Max Saga|2024
Inside Out 2|2024
Deadpool and Wolverine|2024
Alien Romulus|2024
Longlegs|2024
The Substance|2024
Challengers|2024
Kinds of Kindness|2024
Twisters|2024
Gladiator II|2024
Wicked|2024
Conclave|2024
Anora|2024
Nosferatu|2024
A Complete Unknown|2024
The Brutalist|2024
Sinners|2025
Mickey 17|2025
""")

RES = ["480p", "576p", "720p", "1080p", "1080p", "1080p", "2160p"]
SRC_MOVIE = ["BluRay", "BluRay", "WEB-DL", "WEB", "WEBRip", "BDRip", "HDRip", "DVDRip", "UHD.BluRay", "BluRay.REMUX"]
CODEC = ["x264", "x264", "x265", "H.264", "H.265", "HEVC", "AVC", "h264", "XviD"]
AUDIO = ["DD5.1", "DDP5.1", "DTS-HD.MA.5.1", "TrueHD.7.1.Atmos", "AAC2.0", "AC3", "FLAC2.0", "DTS", "DDP5.1.Atmos", "LPCM.2.0"]
TAGS = ["REPACK", "PROPER", "EXTENDED", "UNRATED", "DC", "IMAX", "REMASTERED", "LIMITED", "INTERNAL", "HDR", "DV", "10bit", "HDR10Plus", "THEATRICAL", "CRITERION"]
G_MOVIE_SCENE = lines("""
SPARKS
GECKOS
AMIABLE
DRONES
ROVERS
BLOW
CiNEFiLE
PSYCHD
DEFLATE
VETO
TERMiNAL
SURCODE
UNVEiL
WiKi
SiNNERS
JustWatch
PiGNUS
HONE
MZABI
SWTYBLZ
BYNDR
KNiVES
USURY
""")
G_MOVIES = ["alt.binaries.movies", "alt.binaries.moovee", "alt.binaries.hdtv.x264", "alt.binaries.x264", "alt.binaries.movies.divx",
            "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.movies.x264", "alt.binaries.cores", "alt.binaries.town",
            "alt.binaries.blu-ray", "alt.binaries.dvd", "alt.binaries.mom", "alt.binaries.misc", "alt.binaries.movies.hd"]
G_SPAMMY = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.test", "alt.binaries.movies",
            "alt.binaries.teevee", "alt.binaries.erotica", "alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.binaries.mom",
            "alt.binaries.warez", "alt.binaries.cores", "alt.binaries.pictures", "alt.binaries.hdtv", "alt.binaries.dvd",
            "alt.binaries.games", "alt.binaries.anime", "alt.binaries.nl", "alt.binaries.etc", "alt.binaries.alt",
            "alt.binaries.pictures.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.sounds.lossless", "alt.binaries.x264"]
G_TEST = ["alt.binaries.test", "alt.binaries.test", "alt.binaries.test.yenc", "alt.binaries.test.files", "alt.binaries.misc",
          "alt.binaries.boneless", "alt.binaries.test.binaries"]


# ================================================================ JUNK
@fam("junk", "test_post", 29)
def j_test_post():
    t = R.random()
    if t < 0.35:
        base = ch(["test", "Test", "TEST", "test post", "Test post", "testing", "Testing 1 2 3", "testing 123", "test - please ignore",
                   "Test, please ignore", "ignore this", "just a test", "TEST TEST TEST", "test again", "another test",
                   "does this work?", "test upload", "yEnc test", "test post pls ignore", "t e s t", "tst", "test 2",
                   "Testpost bitte ignorieren", "Testbericht - nicht beachten", "essai", "message de test", "prueba", "prueba 1 2 3",
                   "proef", "testbericht", "prova", "тест", "テスト", "测试", "teste", "próba"])
        if maybe(0.3):
            base += ch([" " + str(rnum(1, 99)), " #" + str(rnum(1, 999)), " (" + ch(["ignore", "sorry", "pls ignore", "delete me"]) + ")", "...", "!!"])
        return base, ch(G_TEST)
    if t < 0.6:
        name = ch(["test", "testfile", "speedtest", "test_upload", "dummy_test", "random", "bench", "testdata", "tst"])
        size = ch(["1MB", "10MB", "50MB", "100MB", "500MB", "1GB", "5GB", "10M", "100M"])
        ext = ch([".bin", ".dat", ".rar", ".zip", ".img", ".7z", ""])
        s = "%s_%s%s" % (name, size, ext) if maybe(0.6) else "%s%s" % (name, ext or ".bin")
        if maybe(0.5):
            s = '[1/%d] - "%s" yEnc (1/%d)' % (rnum(1, 3), s, rnum(1, 900))
        return s, ch(G_TEST)
    if t < 0.8:
        tool = ch(["ngPost", "Nyuu", "nyuu", "Newsmangler", "newsmangler", "JBinUp", "GoPostStuff", "PowerPost", "Camelsystem Powerpost", "NewsUP", "yEncBin", "ParPar"])
        s = ch(["%s test", "testing %s", "%s config test", "%s v%s test post", "%s - speed test", "new %s settings test", "[%s] test - ignore"])
        if s.count("%s") == 2:
            return s % (tool, "%d.%d.%d" % (rnum(0, 5), rnum(0, 9), rnum(0, 20))), ch(G_TEST)
        return s % tool, ch(G_TEST)
    s = ch(["Test %d of %d", "test %03d", "test-%04d", "test_%d_%d", "testing server %s", "posting test from %s", "test via %s"])
    if "%s" in s:
        return s % ch(["eweka", "newshosting", "frugal", "giganews", "blocknews", "usenetexpress", "astraweb", "my new provider", "home", "work"]), ch(G_TEST)
    n = s.count("%")
    return s % tuple(rnum(1, 9999) for _ in range(n)), ch(G_TEST)


@fam("junk", "keyboard_mash", 29)
def j_keyboard_mash():
    rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "azertyuiop", "qsdfghjklm", "qwertzuiop", "yxcvbnm"]
    t = R.random()
    if t < 0.3:
        row = ch(rows)
        i = rnum(0, 3)
        s = row[i:i + rnum(3, 7)] * rnum(1, 4)
    elif t < 0.55:
        s = "".join(ch(["asdf", "jkl", "fgh", "qwe", "sdf", "hjk", "lkj", "dfg", "jj", "kk", "ff", ";lk", "asd", "wer", "xcv"]) for _ in range(rnum(2, 6)))
    elif t < 0.75:
        c = ch("adfghjklsmnbvqwe")
        s = c * rnum(4, 18)
        if maybe(0.5):
            s += ch("asdfgjkl") * rnum(2, 6)
    elif t < 0.9:
        s = " ".join("".join(ch("asdfghjklqwertyuiop") for _ in range(rnum(2, 7))) for _ in range(rnum(1, 4)))
    else:
        s = ch(["ahsdkjahsd", "fdsfdsfsd", "sdfsdfsdf", "dfgdfgdfg", "lkjlkjlkj", "jfjfjfjfjf", "aaaaaaaaa", "kjhkjhkjh", "ghghghgh",
                "asdasdasd", "qweqweqwe", "hjkhjkhjk", "zzzzzzzz", "xxxxxxxx", ",.,.,.,.", "dsfgsdfg"]) + ch(["", "", "!", "??", "1", "..."])
    s = rcase(s) if maybe(0.5) else s
    return s, ch(G_SPAMMY + G_TEST)


# ================================================================ LEGIT
@fam("legit", "scene_movie", 82)
def l_scene_movie():
    title, year = ch(MOVIES)
    res = ch(RES)
    src = ch(SRC_MOVIE)
    if src == "DVDRip":
        res = ch(["", "", "480p"])
    elif src == "UHD.BluRay":
        res = "2160p"
    elif res in ("480p", "576p") and src not in ("BDRip", "WEBRip", "WEB"):
        src = ch(["BDRip", "WEBRip", "BluRay"])
    elif res == "2160p" and src in ("BDRip", "HDRip"):
        res = "1080p"
    parts = [dots(title), year]
    if maybe(0.18):
        parts.append(ch(TAGS))
    if res:
        parts.append(res)
    parts.append(src)
    if src in ("BluRay", "WEB-DL", "UHD.BluRay", "BluRay.REMUX") and maybe(0.6):
        parts.append(ch(AUDIO))
    elif src in ("DVDRip", "BDRip", "HDRip") and maybe(0.3):
        parts.append(ch(["AC3", "AAC", "MP3"]))
    if src == "BluRay.REMUX":
        parts.append(ch(["AVC", "HEVC"]))
    elif src in ("DVDRip", "BDRip", "HDRip"):
        parts.append(ch(["XviD", "x264", "x264", "x265"]))
    elif res == "2160p":
        parts.append(ch(["x265", "H.265", "HEVC", "HDR.x265", "DV.HDR.H.265"]))
    else:
        parts.append(ch(["x264", "x264", "H.264", "h264", "x265", "H.265", "AVC"]))
    name = ".".join(parts) + "-" + ch(G_MOVIE_SCENE)
    k = R.random()
    if k < 0.1:
        name = name.lower()
    elif k < 0.18:
        name = name + ch([".mkv", ".nzb", ".mp4"])
    elif k < 0.24:
        toks = name.split(".")
        out = toks[0]
        for prev, t in zip(toks, toks[1:]):
            glue = (prev[-1:].isdigit() and t[:1].isdigit() and len(t.split("-")[0]) <= 2) or prev.endswith("H") or prev.endswith("DDP5") or prev.endswith("DD5")
            out += ("." if glue else " ") + t
        name = out
    return name, ch(G_MOVIES)


# ---------------------------------------------------------------- spam helpers
DOM_A = ["nzb", "usenet", "hd", "movie", "free", "bit", "warez", "best", "planet", "file", "fast", "share", "flix", "stream", "top",
         "mega", "super", "cash", "win", "lucky", "crypto", "coin", "pharma", "meds", "date", "love", "hot", "gift", "promo",
         "deal", "binary", "news", "index", "grab", "dl", "get", "my", "the", "ultra", "prime", "gold", "vip"]
DOM_B = ["zone", "hub", "club", "world", "land", "center", "spot", "base", "box", "city", "point", "4u", "24", "365", "online",
         "express", "direct", "now", "pro", "king", "portal", "vault", "nation", "house", "planet", "link", "store", "shop"]
TLD = ["com", "net", "org", "xyz", "top", "info", "biz", "ru", "cc", "to", "io", "me", "site", "online", "club", "win", "life", "su", "pw", "icu"]


def domain(www=None):
    a, b = ch(DOM_A), ch(DOM_B)
    k = R.random()
    if k < 0.5:
        d = a + b
    elif k < 0.7:
        d = a + "-" + b
    elif k < 0.85:
        d = a + b + str(rnum(1, 999))
    else:
        d = a + ch(DOM_A) + b
    d = d + "." + ch(TLD)
    if www is None:
        www = maybe(0.45)
    if www:
        d = "www." + d
    if maybe(0.15):
        d = ch(["http://", "https://", "hxxp://"]) + d
    return rcase(d) if maybe(0.3) else d


def bang():
    return ch(["", "", "!", "!!", "!!!", " !!!", " :)", " ***", " >>>", " <<<", "!!1", " - LIMITED TIME", " (today only)", " NOW"])


def money():
    return ch(["$%d" % rnum(100, 9999), "$%d,000" % rnum(1, 99), "%d EUR" % rnum(200, 5000), "$%dk" % rnum(5, 500), "£%d" % rnum(100, 5000),
               "%d000 USD" % rnum(1, 90), "$%d/day" % rnum(150, 2500), "$%d per week" % rnum(500, 9000), "€%d" % rnum(300, 9000)])


def phone():
    k = R.random()
    if k < 0.5:
        return "+1-%d-%03d-%04d" % (ch([800, 833, 844, 855, 866, 877, 888]), rnum(100, 999), rnum(0, 9999))
    if k < 0.7:
        return "1 (%d) %03d %04d" % (ch([800, 844, 855, 888]), rnum(100, 999), rnum(0, 9999))
    if k < 0.85:
        return "+44 %d %03d %04d" % (rnum(20, 800), rnum(100, 999), rnum(0, 9999))
    return "%d.%03d.%04d" % (ch([800, 877, 888]), rnum(100, 999), rnum(0, 9999))


# ================================================================ JUNK: adverts and scams
@fam("junk", "site_advert", 29)
def j_site_advert():
    d = domain()
    k = R.random()
    if k < 0.2:
        s = ch(["Best NZB indexer on the net - %s", "%s - the fastest usenet search", "New NZB site %s - free registration open",
                "Visit %s for daily HD uploads", "All the latest releases at %s", "%s :: your #1 source for binaries",
                "Free invites to %s - sign up now", "Join %s - 100%% free, no ads", "%s - new forum for binary lovers, register today",
                "Check out %s before it goes private", "Looking for an indexer? try %s"]) % d
    elif k < 0.4:
        s = ch(["Join our Discord for uploads and requests: discord.gg/%s", "Telegram channel with all new movies: t.me/%s",
                "Follow us on telegram @%s for daily posts", "Our IRC channel #%s on irc.%s - come chat",
                "New private tracker %s - invites open this week"])
        s = s.replace("%s", ralnum(rnum(6, 10), string.ascii_lowercase + string.digits), 1)
        if "%s" in s:
            s = s.replace("%s", ch(["rizon.net", "efnet.org", "libera.chat", "abnet.org"]), 1)
    elif k < 0.6:
        s = ch(["==> %s <== free movies, music, games", "[AD] %s", "*** %s *** %s",
                "Sponsored: %s - unlimited downloads", "%s | %s | %s", "Posted by %s - visit us!", "Uploaded via %s - get more at our site"])
        s = s.replace("%s", d, 1)
        while "%s" in s:
            s = s.replace("%s", ch(["HD movies", "0day", "TV shows", "free nzbs", "MP3", "Games", "XXX", "apps", "ebooks", "no signup", "fast"]), 1)
    elif k < 0.8:
        lang = ch([
            "Besucht %s - die beste deutsche Usenet Community", "Neue Filme jeden Tag auf %s", "Visitez %s pour plus de films en français",
            "Le meilleur forum de téléchargement : %s", "Visita %s para descargar peliculas gratis", "Todas las series en %s",
            "Bezoek %s voor de nieuwste releases", "Nieuwe NL community: %s - gratis lid worden", "Visita %s per film e serie in italiano",
            "Заходите на %s - все фильмы бесплатно", "Odwiedź %s - najlepsze filmy za darmo", "Acesse %s e baixe filmes grátis"])
        s = lang % d
    else:
        brand = ch(["NZBPlanet", "NZBHydra", "IndexerX", "BinSearch", "NZBKing", "UsenetCrawler", "NZBFinder", "NZBGeek", "DogNZB", "FreeNZB"])
        s = ch(["%s is back! new domain %s", "%s moved to %s - update your bookmarks", "%s lifetime VIP only today -> %s",
                "Why pay for %s? use %s instead", "%s invite giveaway at %s"]) % (brand, d)
    return s + bang(), ch(G_SPAMMY)


PROVIDERS = ["Newshosting", "Eweka", "UsenetServer", "Easynews", "Giganews", "Frugal Usenet", "Tweaknews", "Pure Usenet", "Newsdemon",
             "Ninja", "UsenetExpress", "Astraweb", "Supernews", "Blocknews", "XLned", "Newsgroup Ninja", "TheCubeNet", "Usenet.Farm", "Bulknews"]


@fam("junk", "usenet_provider_promo", 29)
def j_provider_promo():
    p = ch(PROVIDERS)
    k = R.random()
    if k < 0.3:
        s = ch(["%s - %d%% OFF Black Friday deal", "%s %d%% discount code inside", "Get %s for $%d.99/month - %d days retention",
                "%s unlimited only $%d.99 - %d connections", "%s coupon %d%% off - this week only"])
        n = s.count("%d")
        vals = [rnum(20, 80), rnum(2, 9), rnum(3000, 6000)][:n]
        s = s % ((p,) + tuple(vals))
    elif k < 0.55:
        s = ch(["Cheap usenet accounts - unlimited speed - PM me", "Selling %s block account %dTB cheap", "%dGB block accounts for sale, paypal/btc",
                "Unlimited Usenet access for only %s - no logs", "Usenet reseller wanted / bulk accounts", "Fastest usenet provider 2024 -> %s",
                "Free %d day trial - unlimited usenet - click", "Need a usenet server? %s"])
        s = s.replace("%dTB", "%dTB" % rnum(1, 10)).replace("%dGB", "%dGB" % rnum(100, 999)).replace("%d day", "%d day" % ch([7, 14, 30]))
        if "%s" in s:
            s = s % ch([p, domain(), money(), "$1.99"])
    elif k < 0.75:
        s = ch(["Ditch your ISP news server - %s has %d days retention", "Why %s is the BEST provider (review + deal)",
                "%s vs %s - which is better? (affiliate links inside)", "Switch to %s and save - 99.9%% completion",
                "%s VPN included free with usenet plan"])
        s = s.replace("%d", str(rnum(3500, 6200)), 1)
        while "%s" in s:
            s = s.replace("%s", ch(PROVIDERS), 1)
        s = s.replace("%%", "%")
    else:
        s = ch(["Günstiger Usenet Zugang - %s Aktion", "%s Angebot: Flatrate für %d Euro", "Usenet pas cher - offre %s",
                "Oferta %s usenet ilimitado", "%s aanbieding - goedkoop usenet abonnement", "Tani Usenet - promocja %s"])
        s = s.replace("%d", str(rnum(3, 15)))
        s = s % p
    return rcase(s) + bang(), ch(G_SPAMMY)


COINS = ["Bitcoin", "BTC", "ETH", "Ethereum", "USDT", "Solana", "SOL", "DOGE", "XRP", "BNB", "Shiba Inu", "PEPE", "crypto", "TRX", "TON"]


@fam("junk", "crypto_investment_scam", 29)
def j_crypto():
    c = ch(COINS)
    k = R.random()
    if k < 0.25:
        s = ch(["Turn $%d into $%d with %s - guaranteed", "I made %s in one month trading %s - here's how",
                "%s doubler: send %s get double back", "Invest $%d in %s today, retire next year", "%s profit %d%% daily - withdraw anytime"])
        s = s.replace("%d", str(ch([100, 250, 500, 1000])), 1).replace("%d", str(ch([10000, 25000, 50000, 100000])), 1)
        s = s.replace("%s", money() if "made" in s else c, 1)
        while "%s" in s:
            s = s.replace("%s", c if maybe(0.5) else ch(["0.1 BTC", "1 ETH", "500 USDT"]), 1)
    elif k < 0.45:
        who = ch(["Elon Musk", "Tesla", "SpaceX", "Binance", "Vitalik", "Coinbase", "MrBeast", "Michael Saylor", "Cathie Wood"])
        s = ch(["%s %s GIVEAWAY - send 0.1 receive 0.2", "OFFICIAL %s %s airdrop - claim now", "%s giving away 5000 %s live",
                "%s x %s event: double your coins", "LIVE: %s announces %s giveaway"]) % (who, c)
    elif k < 0.65:
        tok = ch(["MOON", "SAFE", "DOGE", "PEPE", "ELON", "APE", "LAMBO", "GEM", "CAT", "FROG"]) + ch(["INU", "X", "AI", "COIN", "2", "FI", "SWAP"])
        s = ch(["$%s presale LIVE - 1000x gem", "%s token launching now - next 100x", "Don't miss $%s - stealth launch", "%s airdrop - free tokens for first 5000",
                "$%s just listed - buy before pump", "%s: the next Shiba - get in early"]) % tok
    elif k < 0.85:
        s = ch(["Cloud mining: earn %s per day with no hardware", "Passive income with %s staking bot %d%% APY", "AI crypto trading bot - %d%% monthly returns",
                "Free %s mining app - withdraw daily", "Recover lost crypto - wallet recovery expert", "Crypto signals VIP group - 95%% accuracy",
                "Quantum AI trading - as seen on TV"])
        s = s.replace("%s", ch([money(), c]), 1).replace("%s", c)
        s = s.replace("%d", str(rnum(20, 900))).replace("%%", "%")
    else:
        s = ch(["Verdiene %s täglich mit %s", "Gagnez %s par jour avec le %s", "Gana %s al día con %s", "Заработай %s на %s",
                "Verdien %s per dag met %s", "Guadagna %s al giorno con %s", "Zarabiaj %s dziennie na %s", "Ganhe %s por dia com %s"]) % (money(), c)
    if maybe(0.35):
        s += ch([" -> ", " >> ", " | ", " @ "]) + domain()
    s = s.replace("%%", "%")
    return rcase(s) + bang(), ch(G_SPAMMY)


@fam("junk", "forex_trading_scam", 29)
def j_forex():
    k = R.random()
    if k < 0.3:
        s = ch(["Forex signals with %d%% win rate", "FREE forex signals - join %s", "Forex robot EA makes %s a week on autopilot",
                "Best forex broker 2024 - %d:1 leverage, %s bonus", "Gold XAUUSD signals VIP - %d pips daily", "Copy my trades - %d%% profit last month"])
        s = s.replace("%d", str(rnum(80, 500)), 1).replace("%d", str(rnum(50, 3000)), 1)
        while "%s" in s:
            s = s.replace("%s", ch([money(), "telegram", domain(), "100%"]), 1)
    elif k < 0.55:
        s = ch(["Binary options - earn %s in 60 seconds", "Option trading secret banks don't want you to know", "Become a millionaire trader in 30 days",
                "I quit my job thanks to binary options ({})", "Stock tip: this penny stock will explode %d%% this week", "Insider stock alert: buy $%s before Monday"])
        s = s.replace("{}", domain(False)).replace("%d", str(rnum(200, 3000))).replace("%s", money() if "earn" in s else ch(["TSLA", "NVDA", "GME", "AMC", "XYZQ", "BBBY", "NKLA"]))
    elif k < 0.75:
        s = ch(["Account manager wanted - manage investors funds, high commission", "Investment platform paying %d%% weekly - registration free",
                "Double your money in 7 days - legit investment", "Private investment club: limited seats", "Hedge fund secrets revealed - free webinar",
                "Get %d%% ROI guaranteed - no risk"])
        s = s.replace("%d", str(rnum(10, 300)))
    else:
        s = ch(["Forex Signale kostenlos - %d%% Trefferquote", "Trading forex: gagnez %s sans effort", "Señales forex gratis grupo VIP", "Inversión segura 20%% mensual",
                "Forex sinyalleri ücretsiz - VIP grup", "Сигналы форекс бесплатно - прибыль каждый день"])
        s = s.replace("%d", str(rnum(80, 99))).replace("%s", money()).replace("%%", "%")
    s = s.replace("%%", "%")
    return rcase(s) + bang(), ch(G_SPAMMY)


@fam("junk", "advance_fee_419", 29)
def j_419():
    who = ch(["Barrister", "Dr.", "Mrs.", "Prince", "Engr.", "Hon.", "Mr.", "Sgt.", "Capt.", "Rev."]) + " " + ch(
        ["James", "Mary", "Paul", "Grace", "Ibrahim", "Williams", "Kofi", "Susan", "Musa", "Peter", "Fatima", "Andrew", "Ann"]) + " " + ch(
        ["Okoro", "Johnson", "Abubakar", "Smith", "Mensah", "Adeyemi", "Kamara", "Brown", "Diallo", "Walker", "Koroma"])
    amt = ch(["US$%d.%d Million" % (rnum(2, 45), rnum(1, 9)), "$%d,500,000.00" % rnum(3, 30), "(%d.5M USD)" % rnum(4, 25), "EUR %d,000,000" % rnum(2, 19),
              "Fifteen Million Dollars", "%d.2 million pounds" % rnum(2, 9)])
    k = R.random()
    if k < 0.25:
        s = ch(["URGENT BUSINESS PROPOSAL", "Urgent Reply Needed", "STRICTLY CONFIDENTIAL", "From the desk of %s", "Dear Friend, I am %s",
                "ATTENTION: BENEFICIARY", "Greetings from %s", "My Dear, Please read carefully", "Good day, Kindly reply", "Re: Your Fund"])
        if "%s" in s:
            s = s % who
        if maybe(0.5):
            s += " - " + amt
    elif k < 0.5:
        s = ch(["Inheritance claim of %s awaits you", "Your compensation fund of %s has been approved", "Unclaimed deposit %s - next of kin needed",
                "Transfer of %s - your assistance required", "ATM card worth %s ready for delivery", "United Nations compensation payment %s",
                "IMF payment release %s", "Consignment box containing %s"]) % amt
    elif k < 0.75:
        s = ch(["%s: I need a trusted partner abroad", "%s - Business Investment in your country", "Donation from %s to you",
                "%s (Widow) seeking foreign partner", "Letter from %s, Bank of Africa", "%s requests your urgent attention"]) % who
    else:
        s = ch(["Sehr geehrter Begünstigter - %s", "Cher bénéficiaire, vous avez hérité de %s", "Estimado amigo, herencia de %s",
                "Beste, u bent begunstigde van %s", "Gentile beneficiario, fondo di %s", "Уважаемый получатель, компенсация %s"]) % amt
    return (s.upper() if maybe(0.25) else s) + bang(), ch(G_SPAMMY)


@fam("junk", "prize_survey_scam", 29)
def j_prize():
    prize = ch(["iPhone 15 Pro", "iPhone 16", "Samsung Galaxy S24", "PS5", "$1000 Walmart gift card", "$500 Amazon gift card", "MacBook Air",
                "Costco $750 voucher", "Tesla Model 3", "Dyson Airwrap", "$100 Steam card", "Apple Watch", "AirPods Pro", "£500 Tesco voucher",
                "Netflix 1 year free", "Xbox Series X"])
    k = R.random()
    if k < 0.3:
        s = ch(["Congratulations! You have won a %s", "You've been selected to receive a %s", "WINNER: claim your %s now",
                "Your %s is waiting - confirm shipping", "You are our 1,000,000th visitor - win a %s", "FINAL NOTICE: unclaimed %s"]) % prize
    elif k < 0.55:
        s = ch(["Answer 3 questions and get a %s", "Take our 30-second survey - reward: %s", "Customer loyalty survey - %s reward",
                "Rate your provider and win %s", "Quick survey = free %s"]) % prize
    elif k < 0.75:
        s = ch(["Spin the wheel - every spin wins!", "Your email was chosen in our monthly draw", "Lottery winning notification - ref %s",
                "Euro Millions online lottery - you won %s", "Claim your reward before midnight", "Free sample box - just pay shipping",
                "Mystery box %s - 1 in 3 wins"])
        if "%s" in s:
            s = s % ch(["#%s" % ralnum(8, string.ascii_uppercase + string.digits), money(), "EU/%d/%d" % (rnum(100, 999), rnum(10, 99))])
    else:
        s = ch(["Herzlichen Glückwunsch! Sie haben ein %s gewonnen", "Félicitations ! Vous avez gagné un %s", "¡Felicidades! Has ganado un %s",
                "Gefeliciteerd! U heeft een %s gewonnen", "Complimenti! Hai vinto un %s", "Parabéns! Você ganhou um %s", "Gratulacje! Wygrałeś %s",
                "Поздравляем! Вы выиграли %s"]) % prize
    if maybe(0.3):
        s += ch([" - ", " ", " >> "]) + ch([domain(), "click to claim", "limited quantity", "ref:" + ralnum(6)])
    return rcase(s) + bang(), ch(G_SPAMMY)


GIRLS = ["Anna", "Kate", "Olga", "Jessica", "Lena", "Sophie", "Natasha", "Emily", "Julia", "Mia", "Svetlana", "Chloe", "Vanessa", "Ashley",
         "Marina", "Laura", "Nicole", "Elena", "Tanya", "Lisa", "Irina", "Amber"]
CITIES = ["your area", "your city", "Chicago", "London", "Berlin", "Texas", "Manchester", "Amsterdam", "Toronto", "Sydney", "near you", "your zip code"]


@fam("junk", "dating_lure", 29)
def j_dating():
    g = ch(GIRLS)
    age = rnum(19, 39)
    k = R.random()
    if k < 0.25:
        s = ch(["%s (%d) sent you a private message", "%s, %d, wants to meet you tonight", "%s %d y.o. is online now - chat free",
                "New message from %s (%d km away)", "%s (%d) liked your profile", "%s, %d: are you still single?"])
        s = s % (g, age if "km" not in s else rnum(1, 9))
    elif k < 0.5:
        s = ch(["Lonely housewives in %s want to chat", "Hot singles in %s - no signup", "Meet sexy singles %s tonight", "Bored wives in %s looking for fun",
                "%d girls online in %s right now", "Local milfs in %s need a date", "Find your soulmate in %s - 100%% free"])
        if s.startswith("%d"):
            s = s % (rnum(12, 400), ch(CITIES))
        else:
            s = s % ch(CITIES)
    elif k < 0.7:
        s = ch(["Beautiful Russian brides seeking husbands", "Ukrainian women for marriage - photos inside", "Asian girls want western men",
                "Mail order bride catalog %d", "Latina ladies looking for love", "Date a model tonight - verified profiles", "Sugar daddy wanted by %s"])
        if "%d" in s:
            s = s % rnum(2020, 2025)
        elif "%s" in s:
            s = s % ("%s %d" % (g, age))
    elif k < 0.85:
        s = ch(["Hi dear, my name is %s, I saw your profile", "Hello handsome :) it's %s", "%s: don't tell my husband...", "%s here - see my private photos",
                "%s - add me on snap: %s%d", "it's me %s, why you don't answer?"]) 
        s = s.replace("%s", g, 1)
        if "%s" in s:
            s = s % (g.lower(), rnum(10, 999))
    else:
        s = ch(["Einsame Frauen in deiner Nähe suchen Kontakt", "Femmes seules près de chez vous", "Chicas solteras cerca de ti",
                "Eenzame vrouwen in jouw buurt", "Donne sole nella tua città", "Одинокие девушки ждут тебя", "Samotne kobiety w Twojej okolicy",
                "Mulheres solteiras perto de você"])
    if maybe(0.3):
        s += " " + ch(["-> " + domain(), "[pics]", "(18+)", "click here", "xoxo", "<3", ";)", "100% real", "verified"])
    return s.replace("%%", "%") + ("" if maybe(0.6) else bang()), ch(G_SPAMMY)


DRUGS = ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Oxycodone", "Adderall", "Modafinil", "Phentermine", "Ambien",
         "Soma", "Kamagra", "Sildenafil", "Tadalafil", "Propecia", "Ozempic", "semaglutide", "Hydrocodone", "Clonazepam"]


@fam("junk", "pharmacy_spam", 29)
def j_pharmacy():
    d = ch(DRUGS)
    k = R.random()
    if k < 0.3:
        s = ch(["Buy %s online without prescription", "Cheap %s - $%s per pill", "%s %dmg overnight delivery", "Order %s no Rx needed",
                "Generic %s - discreet shipping worldwide", "%s for sale - lowest price guaranteed", "%s %dmg x %d pills only $%d"])
        s = s.replace("%s", d, 1).replace("%s", "0.%d" % rnum(19, 99))
        s = s.replace("%d", str(ch([5, 10, 20, 50, 100])), 1).replace("%d", str(ch([30, 60, 90, 120])), 1).replace("%d", str(rnum(29, 149)), 1)
    elif k < 0.5:
        s = ch(["Lose %d lbs in %d weeks - doctors hate this", "Keto diet pills - burn fat fast", "Miracle weight loss drops - %d%% off",
                "Melt belly fat overnight with this trick", "Ozempic alternative - no needles, no prescription", "CBD gummies cure anxiety and pain"])
        s = s.replace("%d", str(rnum(10, 40)), 1).replace("%d", str(rnum(2, 6)), 1).replace("%%", "%")
    elif k < 0.7:
        s = ch(["Enlarge naturally - 100% guaranteed", "Male enhancement pills - last longer", "Increase your size +3 inches", "Boost your testosterone fast",
                "Cure baldness in 30 days", "Erection problems? try this", "Natural ED cure - men over 40"])
    elif k < 0.85:
        s = ch(["Canadian pharmacy - %s, %s, %s", "Online pharmacy: %s / %s / %s - %d%% OFF", "%s + %s + %s best prices"])
        n = s.count("%s")
        picks = R.sample(DRUGS, n)
        s = s.replace("%d", str(rnum(30, 80))).replace("%%", "%")
        s = s % tuple(picks)
    else:
        s = ch(["%s kaufen ohne Rezept", "Acheter %s sans ordonnance", "Comprar %s sin receta", "%s kopen zonder recept", "Comprare %s senza ricetta",
                "Купить %s без рецепта", "%s bez recepty tanio"]) % d
    if maybe(0.3):
        s += ch([" - ", " @ ", " >> ", " "]) + domain()
    if maybe(0.15):
        s = s.replace("a", ch(["a", "@"])).replace("i", ch(["i", "1", "í"]))
    return rcase(s), ch(G_SPAMMY)


@fam("junk", "replica_goods", 29)
def j_replica():
    brand = ch(["Rolex", "Omega", "Patek Philippe", "Audemars Piguet", "Cartier", "Louis Vuitton", "Gucci", "Chanel", "Hermes", "Prada",
                "Nike", "Air Jordan", "Yeezy", "Moncler", "Canada Goose", "UGG", "Ray-Ban", "Oakley", "Michael Kors", "Tag Heuer", "Breitling"])
    item = ch(["watches", "handbags", "bags", "sneakers", "shoes", "jackets", "sunglasses", "wallets", "belts", "jerseys", "boots"])
    k = R.random()
    if k < 0.3:
        s = ch(["Swiss replica %s %s AAA+", "%s %s replica 1:1 quality", "Fake %s %s - cheap!", "%s %s outlet - %d%% off",
                "Best %s %s copies, free shipping", "%s %s wholesale from China"]) 
        s = s.replace("%d", str(rnum(50, 90))).replace("%s", brand, 1).replace("%s", item, 1).replace("%%", "%")
    elif k < 0.5:
        s = ch(["Cheap NFL jerseys wholesale", "Authentic-looking designer %s under $%d", "Luxury %s for less - www store", "Discount designer %s clearance",
                "Replica %s factory direct", "Super clone %s - undetectable"])
        s = s.replace("%d", str(rnum(20, 99)))
        if "%s" in s:
            s = s % item
    elif k < 0.7:
        s = ch(["Buy real and fake passports, driver's license, ID cards", "Novelty ID cards - scannable", "Fake diplomas and degrees - any university",
                "Counterfeit money for sale - undetectable notes", "Buy registered passports online", "IELTS certificate without exam", "Fake doctors note template"])
    elif k < 0.85:
        s = "%s %s %s" % (brand, ch(["cheap", "replica", "sale", "outlet", "discount", "knockoff"]), item)
        s += " " + " ".join(ch(["cheap", "sale", "free shipping", "best price", "AAA", "1:1", "wholesale", str(rnum(2023, 2025))]) for _ in range(rnum(1, 4)))
    else:
        s = ch(["%s Replika Uhren günstig", "Répliques %s pas cher", "Réplicas %s baratas", "%s replica tassen goedkoop", "Repliche %s economiche",
                "Реплики %s дешево"]) % brand
    if maybe(0.35):
        s += ch([" - ", " | ", " at ", " "]) + domain()
    return rcase(s) + ("" if maybe(0.6) else bang()), ch(G_SPAMMY)


SERVICES = ["Netflix", "Spotify", "Disney+", "HBO Max", "Amazon Prime", "YouTube Premium", "Rapidgator", "Uploaded", "Nitroflare", "Real-Debrid",
            "Crunchyroll", "NordVPN", "ExpressVPN", "Canva Pro", "ChatGPT Plus", "Adobe CC", "Office 365", "Windows 11 Pro", "IPTV", "Hulu", "DAZN", "Sky Go"]


@fam("junk", "fake_accounts_sale", 29)
def j_accounts():
    sv = ch(SERVICES)
    k = R.random()
    if k < 0.35:
        s = ch(["%s premium accounts - lifetime - $%d", "Selling %s accounts cheap", "%s 1 year only $%d - instant delivery", "%s Premium Account Generator %d",
                "Working %s accounts %s (email:pass)", "%s keys $%d each - genuine", "%s shared accounts - %d screens", "FREE %s ACCOUNTS %s"])
        s = s.replace("%s", sv, 1).replace("%d", str(rnum(2, 25)), 1)
        if "%s" in s:
            s = s % ch(["2024", "UPDATED", "x%d" % rnum(50, 5000), "fresh", "NEW", "100% working"])
    elif k < 0.55:
        s = ch(["%d Premium IPTV channels - %s/year - free trial", "IPTV subscription 4K %d channels + VOD", "Best IPTV 2024 - %d live channels, no buffering"])
        s = s.replace("%d", str(ch([10000, 18000, 25000, 40000])), 1)
        if "%s" in s:
            s = s % money()
    elif k < 0.75:
        s = ch(["Fresh CC dumps with PIN - track 1/2", "Fullz for sale SSN DOB - all states", "Selling PayPal logs with balance", "Bank logs - verified balance",
                "CVV shop - valid rate 90%", "Aged Gmail accounts bulk", "Verified Binance accounts KYC done", "Instagram accounts 10k followers for sale",
                "Buy Google reviews / Trustpilot reviews", "Steam accounts with %d games"])
        s = s.replace("%d", str(rnum(50, 900)))
    else:
        s = ch(["%s Konten günstig zu verkaufen", "Comptes %s à vendre pas cher", "Cuentas %s premium baratas", "%s accounts te koop",
                "Аккаунты %s недорого", "Konta %s premium tanio", "Contas %s premium baratas"]) % sv
    if maybe(0.35):
        s += ch([" - contact ", " ICQ ", " telegram @", " -> ", " "]) + ch([domain(False), ralnum(8, string.ascii_lowercase + string.digits), str(rnum(100000000, 999999999))])
    return rcase(s) + ("" if maybe(0.5) else bang()), ch(G_SPAMMY)


@fam("junk", "work_from_home_scam", 29)
def j_wfh():
    k = R.random()
    m = money()
    if k < 0.3:
        s = ch(["Earn %s from home - no experience", "Make %s working from home", "Mom makes %s online - here's her secret", "I earn %s with my laptop - ask me how",
                "Get paid %s to watch videos", "Earn %s typing captchas", "Student makes %s in his spare time"]) % m
    elif k < 0.55:
        s = ch(["Data entry jobs - work from home - apply today", "Online jobs available: part time / full time", "Hiring now: remote assistants, paid weekly",
                "Mystery shopper wanted in %s", "Package reshipping job - %s weekly", "Become a paid product tester", "Get paid to fill surveys - join free"])
        if "%s" in s:
            s = s % (ch(CITIES) if "shopper" in s else m)
    elif k < 0.75:
        s = ch(["MAKE MONEY FAST", "Make Money Online - the system that works", "$$$ Make $$$ Money $$$ Fast $$$", "Secret money making method revealed",
                "Copy-paste income system", "Automated income - set and forget", "Print money with this one trick", "Financial freedom in 90 days",
                "Dropshipping mastermind - %s in first month", "Start your own business today - franchise %d"])
        s = s.replace("%s", m).replace("%d", str(rnum(2023, 2025)))
    else:
        s = ch(["Von zu Hause aus %s verdienen", "Gagnez %s depuis chez vous", "Gana %s desde casa", "Verdien %s vanuit huis", "Guadagna %s da casa",
                "Заработок в интернете %s", "Zarabiaj %s w domu", "Ganhe %s em casa"]) % m
    if maybe(0.35):
        s += ch([" - ", " >> ", " | ", " "]) + ch([domain(), "reply for info", "PM me", "no scam!", "100% legit", "limited spots"])
    return rcase(s) + ("" if maybe(0.5) else bang()), ch(G_SPAMMY)


@fam("junk", "loan_debt_scam", 29)
def j_loans():
    k = R.random()
    if k < 0.35:
        s = ch(["Instant payday loan approval - bad credit OK", "Need cash today? loans up to %s", "Guaranteed loan no credit check", "Personal loans %s at 2%% interest",
                "Get a loan in 5 minutes - %s", "Emergency cash advance %s - no questions", "Apply now for %s business loan"])
        if "%s" in s:
            s = s % money()
        s = s.replace("%%", "%")
    elif k < 0.6:
        s = ch(["Consolidate your debt - cut payments %d%%", "Credit repair - fix your score to %d fast", "Erase your debt legally", "Are you drowning in debt? call now",
                "Student loan forgiveness - you may qualify", "Stop foreclosure today", "Mortgage rates at %d.%d%% - refinance now", "IRS tax debt relief program"])
        s = s.replace("%d.%d", "%d.%d" % (rnum(1, 3), rnum(0, 9))).replace("%d", str(rnum(40, 850)))
        s = s.replace("%%", "%")
    elif k < 0.8:
        s = ch(["Private lender offering loans to individuals and companies", "Loan offer at 3% from genuine lender", "Do you need a loan? contact us",
                "Financial assistance available - email for loan", "Legit loan lender - quick response", "Urgent loan offer 2% rate"])
        if maybe(0.5):
            s += " " + ch([phone(), domain(), "(WhatsApp %s)" % phone()])
    else:
        s = ch(["Kredit ohne Schufa sofort", "Prêt rapide sans justificatif", "Préstamo urgente sin aval", "Lening zonder BKR toetsing", "Prestito veloce senza garanzie",
                "Кредит без справок за 5 минут", "Pożyczka bez BIK", "Empréstimo rápido sem consulta"])
    return rcase(s) + ("" if maybe(0.5) else bang()), ch(G_SPAMMY)


@fam("junk", "casino_betting_spam", 29)
def j_casino():
    k = R.random()
    if k < 0.3:
        s = ch(["Online casino %d%% welcome bonus", "%d free spins no deposit", "Best online casino 2024 - instant withdrawals", "New crypto casino - %d%% rakeback",
                "Play slots win real money", "Claim %d free spins on Book of Dead", "No deposit bonus codes %d"])
        s = s.replace("%d", str(ch([50, 100, 150, 200, 300, 500, 2024, 2025])), 1).replace("%%", "%")
    elif k < 0.55:
        s = ch(["Fixed matches 100% sure - VIP tips", "Sure betting tips today - %d odds", "Football predictions 99% accuracy", "1xbet promo code %s - bonus %s",
                "Betting tips Premier League - win every weekend", "Sports arbitrage bot - risk free profit", "Melbet / 1xbet / Mostbet bonus code %s"])
        s = s.replace("%d", str(rnum(2, 50)))
        while "%s" in s:
            s = s.replace("%s", ch([ralnum(6, string.ascii_uppercase + string.digits), money(), "130%"]), 1)
    elif k < 0.75:
        s = ch(["Poker bonus code - rakeback deal", "Win the jackpot tonight at %s", "Aviator game hack - predictor app", "Roulette system never loses",
                "Blackjack strategy that beats the casino", "Mega jackpot %s - play now"])
        if "%s" in s:
            s = s % ch([domain(), money()])
    else:
        s = ch(["Online Casino ohne Limit - %d Freispiele", "Casino en ligne - %d tours gratuits", "Casino online %d giros gratis", "Online casino %d gratis spins",
                "Casinò online %d giri gratis", "Онлайн казино %d фриспинов", "Kasyno online %d darmowych spinów", "Cassino online %d rodadas grátis"]) % rnum(20, 500)
    if maybe(0.3):
        s += ch([" @ ", " -> ", " - ", " "]) + domain()
    return rcase(s) + ("" if maybe(0.6) else bang()), ch(G_SPAMMY)


@fam("junk", "tech_support_phone", 29)
def j_support():
    co = ch(["QuickBooks", "Norton", "McAfee", "HP Printer", "Epson printer", "Canon printer", "Brother printer", "Coinbase", "Binance", "Trust Wallet",
             "MetaMask", "Cash App", "Yahoo Mail", "AOL Mail", "Outlook", "Gmail", "Comcast Email", "Roadrunner Email", "Delta Airlines", "Expedia",
             "Kraken", "Facebook", "Linksys Router", "Netgear", "Garmin GPS", "Sage 50", "Turbo Tax", "Apple ID"])
    p = phone()
    k = R.random()
    if k < 0.3:
        s = ch(["%s Support Number %s", "%s customer care phone number %s", "%s helpline %s (24/7)", "Call %s tech support %s", "%s toll free %s",
                "%s payroll support %s", "%s login issue? call %s"]) % (co, p)
    elif k < 0.55:
        s = ch(["%s %s %s", "%s [%s] %s", "%s**%s**%s", "{%s} %s ~ %s"]) % (p, co, ch(["support", "help desk", "contact", "number", "phone", "customer service"]))
    elif k < 0.75:
        s = ch(["How do I contact %s support? %s", "%s not working? dial %s", "%s account locked - recover now %s", "Reset %s password - call %s",
                "%s refund department %s", "Fix %s error code - %s"]) % (co, p)
    else:
        s = "%s%s%s" % (co, ch([" ", " ** ", " >>> ", "~~", " | "]), p)
        s += ch([" USA", " UK", " 24x7", " help", " support", " customer care", " ☎", " (call now)"])
    return rcase(s) if maybe(0.3) else s, ch(G_SPAMMY)


# ---------------------------------------------------------------- more pools (tv)
TV_SHOWS = lines("""
Breaking Bad
Better Call Saul
The Bear
Succession
Severance
The Last of Us
House of the Dragon
The Boys
Stranger Things
Ted Lasso
The Mandalorian
Andor
Slow Horses
Only Murders in the Building
Yellowstone
Yellowjackets
Fargo
True Detective
The White Lotus
Abbott Elementary
Shogun
Reacher
The Rings of Power
Loki
Wednesday
Squid Game
The Crown
Bluey
Doctor Who
Vera
Shetland
Midsomer Murders
Death in Paradise
Taskmaster
Would I Lie to You
Greys Anatomy
NCIS
Law and Order SVU
Chicago Fire
Chicago PD
9-1-1
The Rookie
Survivor
The Amazing Race
Big Brother
The Voice
Below Deck
Married at First Sight
The Simpsons
Family Guy
South Park
Bobs Burgers
Rick and Morty
Futurama
Curb Your Enthusiasm
Its Always Sunny in Philadelphia
What We Do in the Shadows
Hacks
Barry
Euphoria
The Wire
The Sopranos
Mad Men
Lost
Seinfeld
Friends
The Office US
Parks and Recreation
Fallout
3 Body Problem
Baby Reindeer
Silo
For All Mankind
Foundation
Outlander
Peaky Blinders
Line of Duty
Happy Valley
Blue Lights
The Penguin
Agatha All Along
Landman
Ghosts
Tracker
""")
G_TV = ["alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv", "alt.binaries.hdtv.x264", "alt.binaries.multimedia", "alt.binaries.boneless",
        "alt.binaries.tvseries", "alt.binaries.tv.hd", "alt.binaries.misc", "alt.binaries.cores", "alt.binaries.x264", "alt.binaries.mom", "alt.binaries.town",
        "alt.binaries.multimedia.tv", "alt.binaries.sound.and.vision"]


def any_work_name(style=None):
    """A plausible work name (for bait/requests), scene-dotted or plain."""
    k = R.random()
    if k < 0.45:
        t, y = ch(MOVIES)
        plain = "%s (%s)" % (t, y) if maybe(0.5) else "%s %s" % (t, y)
        dotted = "%s.%s.%s.%s" % (dots(t), y, ch(["1080p", "720p", "2160p", "HDRip", "WEBRip", "CAM", "HDTS", "TS"]), ch(["x264", "WEB-DL", "BluRay", "HC", "XviD"]))
    elif k < 0.8:
        t = ch(TV_SHOWS)
        e = sxe()
        plain = "%s %s" % (t, e if maybe(0.7) else "Season %d" % rnum(1, 8))
        dotted = "%s.%s.%s.WEB.h264" % (dots(t), e, ch(["720p", "1080p", "2160p"]))
    else:
        g = ch(["GTA VI", "Grand Theft Auto VI", "Elden Ring Nightreign", "Starfield", "Call of Duty Black Ops 6", "Hogwarts Legacy 2", "Windows 12",
                "Photoshop 2025", "Microsoft Office 2024", "The Elder Scrolls VI", "Half-Life 3", "Minecraft", "FIFA 25", "EA Sports FC 25"])
        plain = g
        dotted = dots(g) + "-" + ch(["CODEX", "RUNE", "FULL", "CRACKED", "REPACK", "TENOKE"])
    if style == "plain":
        return plain
    if style == "dotted":
        return dotted
    return dotted if maybe(0.5) else plain


# ================================================================ JUNK: bait
@fam("junk", "password_on_site_bait", 30)
def j_password():
    w = any_work_name()
    d = domain()
    k = R.random()
    if k < 0.3:
        s = "%s %s" % (w, ch(["[password: %s]", "(pass @ %s)", "- password at %s", "{PW: %s}", "[PW on %s]", "- rar password on %s", "(get pass from %s)",
                                "- pass in %s", "[passwort: %s]", "(mot de passe sur %s)", "(contraseña en %s)", "[wachtwoord: %s]"]) % d)
    elif k < 0.5:
        s = ch(["Password for all my posts is on my site %s", "Get the RAR password at %s", "Pass required - visit %s", "Archives are passworded, key at %s",
                "PASSWORD IN NFO -> %s", "%s - password list updated daily", "Need password? see %s", "all files protected - pw @ %s"]) % d
        if maybe(0.4):
            s = w + " - " + s
    elif k < 0.7:
        s = '%s [%02d/%02d] - "%s.part01.rar" yEnc - PW: %s' % (w, 1, rnum(10, 80), ralnum(8), d)
        if maybe(0.5):
            s = '[PASSWORD @ %s] "%s.rar" yEnc (1/%d)' % (d, dots(w.replace(".", " ")), rnum(20, 300))
    elif k < 0.85:
        s = "%s %s" % (ch(["[" + d + "]", "{" + d + "}", "(" + d + ")", d + " -", d + " presents:"]), w)
        s += ch([" - PASSWORDED", " [PW]", " -pw-", " (password protected)", " - PASS ON SITE", " [passworded, see site]"])
    else:
        s = "%s %s" % (w, ch(["password in comments", "pw in first post of our forum", "pass sent via PM after signup", "unlock code: visit our page",
                               "Passwort nur für Mitglieder", "code d'accès sur le forum", "clave en la web", "wachtwoord op de site", "password via SMS",
                               "password = register at " + domain(False)]))
    return s, ch(G_SPAMMY + G_MOVIES + G_TV)


@fam("junk", "download_link_bait", 29)
def j_download_link():
    w = any_work_name("plain")
    k = R.random()
    if k < 0.3:
        s = ch(["Download %s Full Movie HD Here", "%s Full Movie Download Free", "WATCH %s ONLINE FREE", "%s - direct download link inside",
                "%s Full HD 1080p free download link", "Click here to download %s", "%s streaming gratuit VF", "Ver %s online gratis HD",
                "%s Stream Deutsch kostenlos", "%s full movie watch online 123movies", "%s online sa prevodom", "Смотреть %s онлайн бесплатно"]) % w
    elif k < 0.5:
        s = ch(["%s [Download Link]", "%s >> DOWNLOAD HERE <<", "%s (link in description)", "%s - mega.nz link", "%s - Google Drive link",
                "%s | stream + download | %s", "%s - watch now at %s", "[STREAM] %s %s"])
        s = s.replace("%s", w, 1)
        if "%s" in s:
            s = s % domain()
    elif k < 0.7:
        s = ch(["Free HD movies, no registration - %s", "Stream any movie free at %s", "All new episodes streaming now: %s", "Download any file free: %s",
                "Watch live sports free HD - %s", "Free anime streaming %s - no ads"]) % domain()
    elif k < 0.85:
        host = ch(["rapidgator", "uploaded", "nitroflare", "katfile", "turbobit", "mega", "mediafire", "1fichier", "ddownload", "fikper", "filejoker"])
        s = "%s - %s links %s" % (w, rcase(host), ch(["inside", "in nfo", "premium", "fast", "(no waiting)", "- no usenet needed", ""]))
    else:
        s = "%s %s" % (ch(["[HD] ", "(FULL) ", ">>> ", "*NEW* ", "", "FULL.MOVIE."]) + w.replace(" ", ch([" ", ".", "_", "-"])),
                       ch(["free download now", "watch full online", "download full hd", "torrent magnet link", "streaming link", "dl link (working 2024)"]))
    return rcase(s) if maybe(0.25) else s, ch(G_SPAMMY + G_MOVIES + G_TV)


@fam("junk", "shortlink_bait", 29)
def j_shortlink():
    sh = ch(["bit.ly", "tinyurl.com", "goo.gl", "t.ly", "cutt.ly", "shorturl.at", "is.gd", "ouo.io", "adf.ly", "sh.st", "linkvertise.com",
             "rb.gy", "tiny.cc", "ow.ly", "shrinkme.io", "exe.io", "bc.vc", "v.gd", "clk.sh", "za.gl"])
    code = ralnum(rnum(5, 8))
    u = "%s/%s" % (sh, code)
    if maybe(0.2):
        u = ch(["https://", "http://", "hxxps://"]) + u
    if maybe(0.1):
        u = u.replace(".", " . ")
    w = any_work_name()
    k = R.random()
    if k < 0.35:
        s = ch(["%s - %s", "%s %s", "%s >> %s", "[%s] %s", "%s (%s)", "%s | %s"])
        s = s % ((u, w) if maybe(0.5) else (w, u))
    elif k < 0.6:
        s = ch(["Full HD: %s", "All parts here: %s", "Working link: %s", "Mirror: %s", "Go to %s for the rest", "Missing parts? %s", "Download: %s",
                "NZB file: %s", "Subs + movie: %s", "Get it here -> %s"]) % u
    elif k < 0.8:
        s = u + " " + ch(["", "!!!", "<<<", "free", "HD", "XXX", "new", "2024", "🔥", "👉"])
    else:
        s = ch(["Lien: %s", "Enlace: %s", "Download-Link: %s", "Ссылка: %s", "Link do pobrania: %s", "Collegamento: %s", "下载地址: %s"]) % u
        if maybe(0.5):
            s = w + " " + s
    return s.strip(), ch(G_SPAMMY + G_MOVIES)


@fam("junk", "fake_codec_installer", 30)
def j_codec():
    w = any_work_name("dotted")
    v = "%d.%d" % (rnum(1, 12), rnum(0, 9))
    k = R.random()
    if k < 0.25:
        s = ch(["Codec Pack required to play - %s", "%s - install HD codec to view", "%s [needs special player - included]", "%s (requires Player v%s)",
                "%s - play with included WMV player only", "%s + codec.exe", "%s - you must install the codec first"])
        s = s.replace("%s", w, 1).replace("%s", v)
    elif k < 0.55:
        name = ch(["VideoPlayerSetup", "HDCodecPack", "Media_Codec_Installer", "FLVPlayer_Setup", "DivX_Pro_Codec", "XviD_Codec_Update", "MoviePlayer",
                   "HD_Video_Player", "PlayerInstaller", "codec_setup", "ActiveX_Video_Codec", "MKVPlayer", "QuickTimeAlternative_setup", "Player_full_HD",
                   "UniversalVideoCodec", "VLC_Codec_Plugin", "X264_Decoder_Update", "Flash_Player_Update", "StreamCodec"])
        ext = ch([".exe", ".exe", ".msi", ".scr", ".zip", ".exe"])
        s = "%s%s%s" % (name, ch(["_v" + v, "-" + v, "", "_" + str(rnum(2019, 2025)), "_x64", "_full"]), ext)
        if maybe(0.4):
            s = ch(['"%s" yEnc (1/1)', "[%s]", "%s - required to play", w + " - %s", "%s (run this first)", '[2/%d] - "%%s" yEnc' % rnum(3, 40)]) % s
    elif k < 0.75:
        s = ch(["To watch this video install the latest player", "Your video player is outdated - update to play", "This file requires DRM license - get it at %s",
                "Download the codec to unlock playback", "Install Codec v%s to view the movie", "Video locked - install player to watch", "Missing codec? download fix here"])
        if "%s" in s:
            s = s % (domain() if "DRM" in s else v)
        if maybe(0.5):
            s = w + " " + ch(["- ", ":: ", "", "| "]) + s
    else:
        s = ch(["Bitte Codec installieren um abzuspielen", "Installez le codec pour lire la vidéo", "Instala el codec para ver la película",
                "Installeer eerst de codec", "Installa il codec per vedere il film", "Установите кодек для просмотра"])
        s = w + " - " + s if maybe(0.7) else s
    return s, ch(G_SPAMMY + G_MOVIES + G_TV)


@fam("junk", "disguised_executable", 30)
def j_disguised():
    k = R.random()
    w = any_work_name("dotted")
    if k < 0.35:
        ext = ch([".mkv.exe", ".avi.exe", ".mp4.exe", ".mkv.scr", ".avi.scr", ".mp4.lnk", ".wmv.exe", ".mkv.bat", ".mp4.cmd", ".avi.pif", ".mkv.com",
                  ".mp4.vbs", ".mkv.js", ".mp4.hta", ".mkv.msi", ".m4v.exe"])
        s = w + ext
    elif k < 0.55:
        pad = " " * rnum(8, 30) if maybe(0.5) else "_" * rnum(6, 20)
        s = w + ch([".mkv", ".mp4", ".avi"]) + pad + ch([".exe", ".scr", ".com"])
    elif k < 0.7:
        m = ch(MUSIC_ALBUMS) if "MUSIC_ALBUMS" in globals() else ("Taylor Swift", "Midnights", "2022")
        s = "%s - %s (%s) %s" % (m[0], m[1], m[2], ch(["FLAC.zip.exe", "[MP3 320].exe", "320kbps.rar.exe", "Discography.exe", "FLAC.scr", "mp3.exe"]))
    elif k < 0.85:
        base = ch(["%s.1080p.WEB-DL.exe", "%s-SETUP.exe", "%s.Full.Movie.exe", "Play_%s.exe", "%s.Player.exe", "%s.HD.Video.exe", "%s.mkv.zip.exe",
                   "%s.rar.exe", "%s.pdf.exe", "%s.epub.exe", "%s.jpg.exe"])
        s = base % w
    else:
        s = '"%s" yEnc (1/%d)' % (w + ch([".mkv.exe", ".mp4.exe", ".avi.scr", ".exe"]), rnum(1, 12))
        if maybe(0.4):
            s = "[1/1] - " + s
    return s, ch(G_MOVIES + G_TV + G_SPAMMY)


@fam("junk", "fake_leak_bait", 29)
def j_fake_leak():
    celeb = ch(["Taylor Swift", "Billie Eilish", "Kim Kardashian", "Emma Watson", "Selena Gomez", "Margot Robbie", "Jennifer Lawrence", "Ariana Grande",
                "Sydney Sweeney", "Olivia Rodrigo", "Scarlett Johansson", "Dua Lipa", "Zendaya", "Jenna Ortega", "Pokimane", "Belle Delphine"])
    fut = ch(["GTA 6", "GTA VI", "Avengers Secret Wars", "Avatar 4", "The Elder Scrolls 6", "Half-Life 3", "Windows 12", "iOS 19", "Stranger Things Season 6",
              "Game of Thrones Season 9", "Toy Story 5", "Frozen 3", "The Batman Part II", "Dune Messiah", "Shrek 5", "Hollow Knight Silksong 2"])
    k = R.random()
    if k < 0.3:
        s = ch(["%s private video LEAKED", "%s leaked photos - watch before deleted", "LEAKED: %s nude scandal", "%s hacked phone leak full video",
                "%s sex tape leaked HD", "!!! %s LEAK !!! %s", "%s OnlyFans leaked - full pack free", "%s iCloud leak 2024 uncensored"])
        s = s.replace("%s", celeb, 1)
        if "%s" in s:
            s = s % ch([domain(), "click", "download now", "not fake"])
    elif k < 0.6:
        s = ch(["%s LEAKED full game PC download", "%s leaked build - download now free", "%s FULL MOVIE LEAKED before release", "%s workprint leaked - watch here",
                "%s early access leak - all episodes", "LEAKED: %s (%d) full HD - get it before DMCA", "%s beta leaked + crack", "%s source code leak download"])
        s = s.replace("%s", fut, 1).replace("%d", str(rnum(2025, 2027)))
    elif k < 0.8:
        s = ch(["Secret government files leaked - read before removed", "Bank database leaked - check if you're in it", "Leaked celebrity phone numbers list",
                "Exclusive leak: unreleased Drake album download", "Leaked Netflix passwords list %d", "Pentagon UFO leak full video", "Leaked exam answers %d - all subjects",
                "Leaked Spotify premium mod APK"])
        s = s.replace("%d", str(rnum(2023, 2025)))
    else:
        s = ch(["%s Video geleakt - jetzt ansehen", "%s vidéo fuitée - regardez vite", "%s video filtrado completo", "%s video gelekt bekijk nu",
                "%s video trapelato - guarda ora", "Слили видео %s - смотреть"]) % celeb
    if maybe(0.3):
        s += ch([" ", " - ", " >> "]) + ch([domain(), "(real)", "[18+]", "HD", "free", "no virus"])
    return rcase(s) if maybe(0.3) else s, ch(G_SPAMMY)


# ---------------------------------------------------------------- more pools (music, books)
MUSIC_ALBUMS = pipes("""
Taylor Swift|Midnights|2022
Radiohead|In Rainbows|2007
Beyonce|Renaissance|2022
Kendrick Lamar|Mr. Morale & the Big Steppers|2022
boygenius|The Record|2023
Olivia Rodrigo|GUTS|2023
Metallica|72 Seasons|2023
The Rolling Stones|Hackney Diamonds|2023
Blur|The Ballad of Darren|2023
Sufjan Stevens|Javelin|2023
Billie Eilish|Hit Me Hard and Soft|2024
Fontaines D.C.|Romance|2024
Charli XCX|Brat|2024
Vampire Weekend|Only God Was Above Us|2024
Pink Floyd|The Dark Side of the Moon|1973
Led Zeppelin|Led Zeppelin IV|1971
Fleetwood Mac|Rumours|1977
David Bowie|Hunky Dory|1971
Kate Bush|Hounds of Love|1985
Miles Davis|Kind of Blue|1959
John Coltrane|A Love Supreme|1965
Nirvana|Nevermind|1991
Daft Punk|Random Access Memories|2013
Bjork|Homogenic|1997
Aphex Twin|Selected Ambient Works 85-92|1992
Massive Attack|Mezzanine|1998
The Beatles|Abbey Road|1969
Joni Mitchell|Blue|1971
Talking Heads|Remain in Light|1980
Prince|Purple Rain|1984
Michael Jackson|Thriller|1982
Steely Dan|Aja|1977
Bob Dylan|Blood on the Tracks|1975
Bruce Springsteen|Born to Run|1975
Queens of the Stone Age|In Times New Roman...|2023
Foo Fighters|But Here We Are|2023
PJ Harvey|I Inside the Old Year Dying|2023
Arctic Monkeys|The Car|2022
Tame Impala|Currents|2015
Hozier|Unreal Unearth|2023
Tyler, The Creator|Chromakopia|2024
Sabrina Carpenter|Short n' Sweet|2024
Nick Cave & The Bad Seeds|Wild God|2024
The Cure|Songs of a Lost World|2024
Iron Maiden|Senjutsu|2021
Gojira|Fortitude|2021
Slowdive|everything is alive|2023
Mitski|The Land Is Inhospitable and So Are We|2023
Oasis|Definitely Maybe|1994
AC/DC|Back in Black|1980
Deftones|White Pony|2000
Portishead|Third|2008
Herbie Hancock|Head Hunters|1973
Bill Evans Trio|Sunday at the Village Vanguard|1961
Glenn Gould|Bach: The Goldberg Variations|1981
Max Richter|Recomposed by Max Richter: Vivaldi The Four Seasons|2012
Khruangbin|A La Sala|2024
Beth Gibbons|Lives Outgrown|2024
The Smile|Wall of Eyes|2024
Jon Hopkins|Ritual|2024
Burial|Untrue|2007
Four Tet|Three|2024
Kraftwerk|Computer World|1981
Neil Young|Harvest|1972
Stevie Wonder|Songs in the Key of Life|1976
Marvin Gaye|What's Going On|1971
Amy Winehouse|Back to Black|2006
Lorde|Melodrama|2017
Frank Ocean|Blonde|2016
SZA|SOS|2022
""")
BOOKS = pipes("""
Stephen King|Holly|2023
Stephen King|Fairy Tale|2022
Brandon Sanderson|The Way of Kings|2010
Brandon Sanderson|Wind and Truth|2024
Rebecca Yarros|Fourth Wing|2023
Rebecca Yarros|Iron Flame|2023
Colleen Hoover|It Ends with Us|2016
Barbara Kingsolver|Demon Copperhead|2022
Gabrielle Zevin|Tomorrow, and Tomorrow, and Tomorrow|2022
Andy Weir|Project Hail Mary|2021
Frank Herbert|Dune|1965
George Orwell|Nineteen Eighty-Four|1949
J.R.R. Tolkien|The Lord of the Rings|1954
Margaret Atwood|The Handmaid's Tale|1985
Kazuo Ishiguro|Klara and the Sun|2021
Sally Rooney|Intermezzo|2024
Percival Everett|James|2024
Emily Henry|Funny Story|2024
Lee Child|The Secret|2023
James Patterson|Alex Cross Must Die|2023
Michael Connelly|Resurrection Walk|2023
Ken Follett|The Armour of Light|2023
Yuval Noah Harari|Nexus|2024
Walter Isaacson|Elon Musk|2023
Prince Harry|Spare|2023
Matthew Perry|Friends, Lovers, and the Big Terrible Thing|2022
Cormac McCarthy|The Passenger|2022
Terry Pratchett|Guards! Guards!|1989
Neil Gaiman|American Gods|2001
Ursula K. Le Guin|The Dispossessed|1974
Agatha Christie|Murder on the Orient Express|1934
Haruki Murakami|The City and Its Uncertain Walls|2024
Donna Tartt|The Secret History|1992
Hilary Mantel|Wolf Hall|2009
Joe Abercrombie|The Blade Itself|2006
Robin Hobb|Assassin's Apprentice|1995
N.K. Jemisin|The Fifth Season|2015
Liu Cixin|The Three-Body Problem|2008
Ann Patchett|Tom Lake|2023
R.F. Kuang|Yellowface|2023
James Clear|Atomic Habits|2018
Daniel Kahneman|Thinking, Fast and Slow|2011
Bonnie Garmus|Lessons in Chemistry|2022
Jonathan Franzen|Crossroads|2021
Anthony Horowitz|Close to Death|2024
Jo Nesbo|Killing Moon|2023
Sebastian Fitzek|Die Einladung|2023
Joel Dicker|Un animal sauvage|2024
Arturo Perez-Reverte|El problema final|2023
""")


# ================================================================ JUNK: noise
@fam("junk", "chatter_flame", 29)
def j_chatter():
    pre = ch(["", "", "", "Re: ", "RE: ", "Re: Re: ", "Re: [OT] ", "OT: ", "[OT] ", "Fwd: ", "AW: ", "Réf : ", "Sv: ", "Odp: "])
    k = R.random()
    if k < 0.3:
        body = ch(["who keeps posting this crap?", "stop flooding the group, idiot", "is this group dead?", "thanks for all the uploads!", "this group is going downhill",
                   "anyone else getting incomplete downloads from %s?", "%s retention is a joke", "why do people still use %s", "happy new year to all posters",
                   "Merry Xmas everyone", "the spammer is back", "please stop cross-posting", "Usenet is dying, change my mind", "I remember when this group had real posts",
                   "what newsreader do you use?", "NZBGet vs SABnzbd - which is better?", "is %s down for anyone else?", "goodbye everyone, I'm leaving usenet",
                   "moderators where are you??", "learn to post properly, noob", "RIP to the old uploader", "you guys are all pathetic", "get a life, loser",
                   "ignore the troll", "don't feed the troll", "kill file him and move on", "who cares", "lol", "+1", "me too", "same here", "agreed",
                   "what a joke", "this is why we can't have nice things"])
        if "%s" in body:
            body = body % ch(PROVIDERS + ["SABnzbd", "NZBGet", "Newsbin", "Grabit", "binsearch", "my provider"])
    elif k < 0.55:
        who = ch(["Bob", "the uploader", "Captain_Obvious", "Anonymous", "Guest", "nzbfan", "oldtimer", "N00b", "xXx_poster", "Uncle Fester", "Gandalf", "Marvin"])
        body = ch(["%s is an idiot", "@%s stop reposting the same stuff", "%s, thanks mate!", "%s please read the FAQ", "to %s: get lost", "%s you're a legend",
                   "Where did %s go?", "%s, what's the deal with the missing pars?", "Message for %s", "%s banned?", "Blame %s for this mess"]) % who
    elif k < 0.75:
        body = ch(["Missing parts on the last upload, anyone else?", "Par2 files are broken again", "Your post is corrupt, 30% missing", "Headers only, no bodies?",
                   "Why are all posts obfuscated now", "Takedowns are getting faster", "DMCA hit everything from yesterday", "Can't find the nzb for this, weird",
                   "Completion rates dropping on this server", "Posting speed test results thread", "yEnc vs uuencode debate again", "The groups are full of spam today"])
    else:
        body = ch(["Danke für die Uploads!", "Wer postet diesen Mist?", "Merci pour les posts", "Ce groupe est mort ?", "Gracias por todo", "Este grupo está muerto",
                   "Bedankt voor de posts!", "Wat een onzin", "Grazie mille a tutti", "Спасибо за раздачу", "Dzięki za wrzutki", "Obrigado pelos posts",
                   "Tack för alla uppladdningar", "谢谢楼主", "ありがとうございます"])
    s = pre + body
    if maybe(0.2):
        s += ch([" :(", " :)", "!!!", "??", " - WTF", " /rant", " (long)", " ..."])
    return s, ch(G_SPAMMY + ["alt.binaries.discussion", "alt.binaries.sounds.mp3.discussion", "alt.binaries.newzbin", "alt.binaries.chat", "alt.binaries.binaries.discuss"])


@fam("junk", "bot_keepalive_flood", 29)
def j_keepalive():
    y, m, d = rdate(2021, 2025)
    ts = "%04d-%02d-%02d %02d:%02d:%02d" % (y, m, d, rnum(0, 23), rnum(0, 59), rnum(0, 59))
    k = R.random()
    if k < 0.25:
        s = ch(["keepalive %s", "KEEPALIVE %06d", "keep-alive #%d", "ping %06d", "PING %s", "heartbeat %d", "[heartbeat] %s", "alive %d", "still alive %s",
                "noop %d", "NOOP", "ka-%08d", "beat %d"])
        if "%s" in s:
            s = s % ts
        elif "%" in s:
            s = s % rnum(1, 999999)
    elif k < 0.45:
        s = ch(["autopost %d", "AutoPost #%d", "[BOT] status OK %s", "bot check %d", "[auto] daily check %s", "cron job %d done", "scheduler tick %d",
                "SYNC %d", "sync-%s", "status: ok (%d)", "uptime %d days", "poster-bot online %s"])
        if "%s" in s:
            s = s % (ts if maybe(0.6) else ralnum(6, string.ascii_lowercase + string.digits))
        else:
            s = s % rnum(1, 99999)
    elif k < 0.65:
        s = ch(["bump", "BUMP", "bump bump", "^^^ bump", "bump!!!", "bump for visibility", "bump %d", "up", "UP UP UP", "↑", "refresh %d", "ttt", "kick"])
        if "%" in s:
            s = s % rnum(1, 500)
    elif k < 0.85:
        tag = ch(["FLOOD", "flood", "spam", "fill", "msg", "post", "x", "auto", "bot", "gen"])
        sep = ch(["-", "_", " ", "#", ".", ":"])
        s = "%s%s%0*d" % (tag, sep, rnum(3, 8), rnum(0, 99999))
        if maybe(0.4):
            s += " of %d" % rnum(100000, 999999)
    else:
        s = ch(["%s %s %s", "%s%s%s"]) % (ch(["ok", "ack", "hb", "ka", "chk"]), ch(["-", " ", "_"]), str(rnum(1000000000, 1999999999)))
    return s, ch(G_TEST + G_SPAMMY)


@fam("junk", "filler_padding", 29)
def j_filler():
    k = R.random()
    if k < 0.25:
        s = ch(["filler", "Filler", "FILLER", "padding", "dummy", "dummy file", "blank", "placeholder", "null", "empty", "nothing", "void", "nil", "none",
                "n/a", "untitled", "no subject", "(no subject)", "no title", "sin título", "ohne Titel", "sans titre", "без названия"])
        if maybe(0.5):
            s += ch([" %d" % rnum(1, 200), " #%d" % rnum(1, 200), "_%03d" % rnum(1, 200), "-%d" % rnum(1, 200), " (%d)" % rnum(1, 20),
                     " %d of %d" % (rnum(1, 199), rnum(200, 400))])
    elif k < 0.45:
        s = ch([".", "..", "...", "......", "-", "--", "-----", "_", "___", "***", "=====", "~~~", "###", "///", "+++", "x", "xx", "0", "00000000", "1",
                ". . .", "- - -", "* * *", "<>", "[]", "()", "{}", "''", "....."]) * rnum(1, 3)
    elif k < 0.65:
        s = ch(["New Folder", "New folder (%d)", "New Text Document.txt", "Untitled-%d", "Document%d.docx", "Untitled.png", "file", "file%d", "temp", "tmp%d",
                "Copy of Copy of file", "asdf.txt", "noname", "noname%d.bin", "pad%d.bin", "fill%03d.dat", "blank%d.txt"])
        if "%" in s:
            s = s % rnum(1, 99)
    elif k < 0.85:
        s = ch(["Lorem ipsum dolor sit amet", "lorem ipsum", "The quick brown fox jumps over the lazy dog", "Sample text", "Insert title here", "TITLE",
                "subject", "your subject here", "%s", "$TITLE", "{filename}", "<subject>", "[SUBJECT]", "NAME_HERE", "undefined", "NaN", "null null", "[object Object]"])
        s = s.replace("%s", "%s ")
    else:
        s = ch(["filler post %d/%d", "padding block %d", "fill %d of %d", "dummy_%d", "pad-%d", "x%d", "%d", "%d.%d"])
        s = s.replace("%d", str(rnum(1, 9999)), 1).replace("%d", str(rnum(1, 9999)), 1)
    if "%s" in s or "{}" in s:
        s = s.replace("%s", "").replace("{}", "").strip() or "empty"
    return s, ch(G_TEST + G_SPAMMY)


def mojibake(text):
    b = text.encode("utf-8")
    enc = ch(["cp1252", "latin-1", "cp1251", "cp437", "cp850", "mac_roman", "koi8_r"])
    out = b.decode(enc, errors="replace")
    return "".join(c if (c.isprintable() and c not in "\t\r\n") else "?" for c in out)


@fam("junk", "encoding_garbage", 30)
def j_garbage():
    k = R.random()
    src = ch(["привет всем как дела", "ещё один пост", "こんにちは皆さん", "新しい投稿です", "大家好今天", "안녕하세요 여러분", "Grüße aus Köln", "ça va très bien",
              "niño pequeño señor", "žluťoučký kůň", "ζωή είναι ωραία", "שלום לכולם", "مرحبا بالجميع", "ąęśćżźół", "øæå blåbær", "ığüşöç türkçe"])
    if k < 0.35:
        s = mojibake(src)
        if maybe(0.3):
            s = mojibake(s)
    elif k < 0.55:
        s = "".join(ch(["Ã©", "Ã¨", "Ã ", "Ã§", "â€™", "â€œ", "â€", "Ã¼", "Ã¶", "Ã¤", "ÃŸ", "Ð", "Ñ", "Ðµ", "Ð¾", "ï¿½", "�", "Â", "Ã", "ã€", "ã‚", "æ–",
                           "å­", "Ø§", "Ù", "×", "Î", "Ï", "Ä", "Å", "Ĺ", "Ĺ‚", "Ă", "Ń"]) for _ in range(rnum(4, 16)))
    elif k < 0.7:
        if maybe(0.5):
            s = "=?UTF-8?B?%s?=" % ralnum(rnum(8, 40), string.ascii_letters + string.digits + "+/")
            if maybe(0.3):
                s += "="
        else:
            s = "=?%s?Q?%s?=" % (ch(["iso-8859-1", "ISO-8859-15", "windows-1251", "koi8-r", "utf-8", "GB2312", "Shift_JIS"]),
                                  "".join(ch(["=E9", "=C3", "=A9", "=D0", "=BF", "=B8", "=C0", "_", "=3F", "=F6", "=FC"]) for _ in range(rnum(3, 10))))
    elif k < 0.85:
        s = ch(["?" * rnum(4, 20), "�" * rnum(3, 12), "□" * rnum(3, 10), "ÿ" * rnum(3, 10), "\\x%02x" % rnum(0, 255) * rnum(2, 6),
                "&#%d;" % rnum(1000, 30000) * rnum(2, 6), "%" + "%".join("%02X" % rnum(128, 255) for _ in range(rnum(3, 9))),
                "".join("&#%d;" % rnum(1024, 1103) for _ in range(rnum(3, 8))), "\\u%04x\\u%04x\\u%04x" % (rnum(0x400, 0x4ff), rnum(0x400, 0x4ff), rnum(0x400, 0x4ff))])
    else:
        s = "".join(chr(rnum(0x2500, 0x25ff)) if maybe(0.4) else chr(rnum(0xa1, 0xff)) for _ in range(rnum(5, 15)))
    return s, ch(G_SPAMMY + G_TEST)


STUFF_WORDS = ["free", "download", "full", "movie", "hd", "1080p", "720p", "4k", "watch", "online", "stream", "torrent", "nzb", "crack", "keygen", "serial",
               "patch", "mp3", "flac", "xxx", "porn", "sex", "hot", "new", "2024", "2025", "best", "top", "cheap", "mega", "links", "direct", "fast", "no",
               "survey", "password", "unlimited", "premium", "leaked", "exclusive", "uncensored", "bluray", "dvdrip", "warez", "apk", "mod", "hack", "cheats",
               "activator", "license", "key", "generator", "gratis", "kostenlos", "gratuit", "descargar", "pelicula", "film", "series", "anime", "games"]


@fam("junk", "keyword_stuffing", 30)
def j_stuffing():
    k = R.random()
    n = rnum(6, 16)
    words = [ch(STUFF_WORDS) for _ in range(n)]
    if k < 0.3:
        s = ch([" ", " ", ", ", " | ", "-", "_", ".", " + ", " / "]).join(words)
    elif k < 0.55:
        w = any_work_name("plain")
        s = w + " " + " ".join(words)
        if maybe(0.3):
            s = " ".join(words[:3]) + " " + w + " " + " ".join(words[3:])
    elif k < 0.7:
        t, y = ch(MOVIES)
        s = "%s %s full movie free download hd %s %s %s %s" % (t, y, ch(["123movies", "putlocker", "fmovies", "yts", "gomovies", "soap2day", "filmyzilla", "movierulz"]),
                                                            ch(["watch online", "streaming", "dual audio", "hindi dubbed", "eng sub"]), ch(["720p 1080p 4k", "mkv mp4", "480p 720p"]), ch(["torrent", "magnet", "google drive", "mega"]))
    elif k < 0.85:
        sw = ch(["Windows 11", "Office 2021", "Photoshop", "IDM", "Avast", "Minecraft", "GTA 5", "Adobe Premiere", "FL Studio", "CorelDRAW", "Fortnite", "Roblox"])
        s = "%s %s" % (sw, " ".join(ch(["crack", "keygen", "serial key", "activator", "free download", "full version", "license key", "patch", "2024", "working",
                                          "100% working", "no virus", "mod apk", "unlimited", "hack", "generator", "free robux", "free vbucks", "latest"]) for _ in range(rnum(4, 9))))
    else:
        s = ch(["#", ""]).join(ch(["#", ""]) + ch(STUFF_WORDS) for _ in range(n))
        if maybe(0.5):
            s = " ".join("#" + ch(STUFF_WORDS) for _ in range(n))
    return (s.upper() if maybe(0.2) else s), ch(G_SPAMMY)


@fam("junk", "religious_flood", 29)
def j_religious():
    v = ch(["John 3:16", "Romans 10:9", "Acts 2:38", "Revelation 3:20", "Matthew 24:14", "Isaiah 53:5", "Psalm 23", "Ephesians 2:8", "1 John 1:9", "Mark 16:16"])
    k = R.random()
    if k < 0.35:
        s = ch(["JESUS SAVES - REPENT NOW", "Repent, the end is near", "Accept Jesus Christ as your saviour today", "Jesus loves you - read %s", "Read %s and be saved",
                "Are you ready for judgement day?", "Hell is real - turn from sin", "The rapture is coming - are you ready?", "God is watching you", "Jesus is coming soon!!!",
                "Only Jesus can save you from eternal fire", "Pray the sinner's prayer now", "Have you been born again?", "The Bible is the truth - %s"])
        if "%s" in s:
            s = s % v
    elif k < 0.55:
        s = ch(["Islam is the truth - learn about the Quran", "Discover the true religion - free Quran", "Allah is One - read the final revelation", "Chant Hare Krishna and be happy",
                "The Watchtower: is the end near?", "Scientology - free personality test", "Join our prayer circle tonight", "Free Bible study online - all welcome",
                "Prophecy fulfilled: the signs of the end times", "The Antichrist is here - wake up", "Daily devotional - %s", "Salvation is free - ask me how"])
        if "%s" in s:
            s = s % v
    elif k < 0.75:
        s = "%s %s" % (v, ch(["- For God so loved the world...", "- read it!", "!!!", "- JESUS IS LORD", "- REPENT", "(KJV)", "- believe and be saved", "- share this"]))
    else:
        s = ch(["Jesus liebt dich - kehr um!", "Jésus t'aime - repens-toi", "Dios te ama - arrepiéntete", "Jezus houdt van je", "Gesù ti ama - convertiti",
                "Иисус любит тебя - покайся", "Jezus cię kocha - nawróć się", "Jesus te ama - arrependa-se", "耶稣爱你 悔改吧", "神はあなたを愛しています"])
    if maybe(0.25):
        s = s.upper()
    if maybe(0.25):
        s += " " + ch(["[%d]" % rnum(1, 999), "(%d/%d)" % (rnum(1, 50), rnum(50, 99)), "✝", "☦", "amen", "AMEN", "- pass it on", domain()])
    return s, ch(G_SPAMMY)


@fam("junk", "political_flood", 29)
def j_political():
    k = R.random()
    if k < 0.3:
        s = ch(["WAKE UP SHEEPLE", "The election was STOLEN", "Chemtrails are poisoning you", "Vaccines contain microchips - the truth", "The NWO agenda exposed",
                "5G towers cause cancer - share before deleted", "Flat earth - the proof they hide", "The moon landing was faked", "Globalists want you poor",
                "Great Reset exposed", "They are lying to you about everything", "Do your own research!!!", "The media is controlled - read this",
                "Climate hoax exposed", "Climate emergency - act now or die", "Q drop #%d - the storm is coming"])
        s = s.replace("%d", str(rnum(100, 4900)))
    elif k < 0.55:
        cand = ch(["Trump", "Biden", "Harris", "Putin", "Zelensky", "Obama", "Clinton", "Sanders", "Le Pen", "Macron", "Farage", "Merkel", "Orban", "Bolsonaro", "Lula"])
        s = ch(["VOTE %s %d!!!", "%s for president", "Impeach %s now", "%s is a traitor", "%s must resign", "Lock up %s", "%s 2028 - take back our country",
                "The truth about %s they won't tell you", "%s is destroying the country", "Sign the petition against %s", "%s lied, people died", "Thank you %s!!!"])
        s = s.replace("%s", cand, 1).replace("%d", str(ch([2024, 2028])))
    elif k < 0.75:
        s = ch(["Stop the war now", "No to war - peace now", "End the occupation", "Free speech is under attack", "Defend the constitution", "Taxation is theft",
                "Abolish the Fed", "Workers of the world unite", "Eat the rich", "Down with the EU", "Brexit betrayal", "Our borders are open - wake up",
                "Support our troops", "Defund the police", "Back the blue"])
        s = s + ch(["", "!", "!!!", " - share", " - spread the word", " #%d" % rnum(1, 999), " (repost)", " - read and forward"])
    else:
        s = ch(["Wacht auf! Die Regierung lügt", "Réveillez-vous ! Le gouvernement ment", "¡Despierta! El gobierno miente", "Word wakker! De overheid liegt",
                "Svegliatevi! Il governo mente", "Проснитесь! Правительство лжёт", "Obudźcie się! Rząd kłamie", "Acordem! O governo mente"])
    if maybe(0.25):
        s = s.upper()
    if maybe(0.2):
        s += " " + ch([domain(), "[%d]" % rnum(1, 999), "pt. %d" % rnum(2, 40), "(MUST READ)"])
    return s, ch(G_SPAMMY + ["alt.binaries.politics", "alt.binaries.news"])


@fam("junk", "request_english", 30)
def j_req_en():
    k = R.random()
    if k < 0.4:
        w = any_work_name("plain")
    elif k < 0.7:
        a, b, y = ch(MUSIC_ALBUMS)
        w = "%s - %s%s" % (a, b, ch(["", "", " FLAC", " (%s)" % y, " 320", " vinyl rip", " 24bit"]))
    else:
        a, b, y = ch(BOOKS)
        w = "%s - %s%s" % (a, b, ch(["", " epub", " audiobook", " (%s)" % y, " mobi", " pdf"]))
    s = ch(["anyone have %s?", "Anyone got %s", "Does anyone have %s? thanks", "Please post %s", "please repost %s", "Looking for %s", "looking for %s, please help",
            "WTB %s", "wtb: %s", "REQ: %s please?", "Request: %s - anyone?", "Can someone post %s", "can someone upload %s pls", "Need %s badly",
            "Searching for %s", "ISO %s", "Help! lost my copy of %s", "Would love %s if anyone has it", "%s - anyone??", "%s please!!", "%s pls",
            "Any chance of %s?", "%s wanted", "Req %s (any quality)", "Has anybody got %s?", "Still looking for %s", "Re: REQ %s - still needed",
            "Would someone be so kind to post %s", "%s? anyone? bueller?", "Where can I find %s"]) % w
    return rcase(s) if maybe(0.25) else s, ch(G_MOVIES + G_TV + ["alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.binaries.sounds.lossless", "alt.binaries.requests",
                                                                 "alt.binaries.multimedia.requests", "alt.binaries.sounds.mp3.requests"])


@fam("junk", "request_foreign", 30)
def j_req_foreign():
    k = R.random()
    if k < 0.5:
        w = any_work_name("plain")
    elif k < 0.75:
        a, b, y = ch(MUSIC_ALBUMS)
        w = "%s - %s" % (a, b)
    else:
        a, b, y = ch(BOOKS)
        w = "%s - %s" % (a, b)
    t = ch(["Suche %s", "Hat jemand %s?", "Suche dringend %s", "Wer hat %s? Danke!", "Bitte %s posten", "Recherche %s", "Quelqu'un aurait %s ?", "Je cherche %s svp",
            "Qui a %s ? merci", "Busco %s", "¿Alguien tiene %s?", "Por favor subir %s", "Cerco %s", "Qualcuno ha %s?", "Chi ha %s? grazie", "Zoek %s", "Heeft iemand %s?",
            "Wie heeft %s? alvast bedankt", "Szukam %s", "Czy ktoś ma %s?", "Ищу %s", "У кого есть %s?", "Выложите пожалуйста %s", "Procuro %s", "Alguém tem %s?",
            "Söker %s", "Har någon %s?", "Søger %s", "Leter etter %s", "Etsin %s", "%s arıyorum", "%sを探しています", "求 %s", "求片 %s", "%s 有人有吗？", "%s 찾아요",
            "Keresem: %s", "Hledám %s", "Caut %s", "Ζητώ %s"])
    s = t % w
    return s, ch(G_MOVIES + G_TV + ["alt.binaries.nl", "alt.binaries.german.movies", "alt.binaries.movies.german", "alt.binaries.dvd.french", "alt.binaries.movies.french",
                                    "alt.binaries.dvd.spanish", "alt.binaries.dvd.italian", "alt.binaries.ijsklontje", "alt.binaries.sounds.mp3", "alt.binaries.e-book.german"])


# ================================================================ LEGIT: tv & video
G_TV_SCENE = lines("""
KILLERS
LOL
DIMENSION
AVS
SVA
FLEET
MiNX
SYNCOPY
EDITH
GGEZ
GGWP
CAKES
FENiX
BAE
PHOENiX
ETHEL
NTb
KOGi
SKGTV
BRISK
CRAVERS
ION10
TEPES
SMURF
FLUX
RAWR
ELiTE
ORENJI
NHTFS
JFF
RBB
PSA
NOSiViD
TVSLiCES
MeGusta
successfulcrab
""")


def tv_name(show):
    if maybe(0.08):
        show = show + " " + ch(["US", "UK", "2024", "2019", "AU"])
    return dots(show)


@fam("legit", "scene_tv_episode", 82)
def l_scene_tv():
    show = tv_name(ch(TV_SHOWS))
    s, e = rnum(1, 9), rnum(1, 18)
    ep = "S%02dE%02d" % (s, e)
    if maybe(0.07):
        ep += "E%02d" % (e + 1)
    k = R.random()
    grp = ch(G_TV_SCENE)
    if k < 0.3:
        name = "%s.%s.%s.HDTV.x264-%s" % (show, ep, ch(["720p", "1080p", "", ""]), grp)
    elif k < 0.6:
        name = "%s.%s.%s.WEB.%s-%s" % (show, ep, ch(["720p", "1080p", "2160p", "1080p"]), ch(["h264", "H264", "x264", "h265", "H265"]), grp)
    elif k < 0.7:
        name = "%s.%s.%s.%s.%s-%s" % (show, ep, ch(["REPACK", "PROPER", "INTERNAL", "REAL", "iNTERNAL", "DIRFIX"]), ch(["720p", "1080p"]), ch(["HDTV.x264", "WEB.h264", "WEB.H264"]), grp)
    elif k < 0.8:
        name = "%s.%s.HDTV.XviD-%s" % (show, ep, ch(["AFG", "LOL", "FQM", "NoTV", "XOR", "2HD", "FoV", "0TV"]))
    elif k < 0.88:
        name = "%s.%s.%s-%s" % (show, ep, ch(["480p.x264", "720p.HEVC.x265", "1080p.HEVC.x265", "XviD", "480p.HDTV.x264"]), ch(["mSD", "MeGusta", "ion10", "RARBG", "TVSmash", "GalaxyTV"]))
    else:
        name = "%s.%s.%s.%s.WEB-DL.%s.%s-%s" % (show, ep, ch(["720p", "1080p", "2160p"]), ch(["AMZN", "NF", "DSNP", "HMAX", "ATVP", "HULU", "PCOK", "iP", "PMTP"]),
                                             ch(["DDP5.1", "DD5.1", "DDP2.0", "AAC2.0", "DDP5.1.Atmos"]), ch(["H.264", "H.265", "H264"]), grp)
    name = name.replace("..", ".")
    r = R.random()
    if r < 0.15:
        name = name.lower()
    elif r < 0.23:
        name += ch([".mkv", ".mp4", ".nzb", ".avi"])
    return name, ch(G_TV)


@fam("legit", "tv_season_pack", 81)
def l_season_pack():
    show = ch(TV_SHOWS)
    s = rnum(1, 8)
    k = R.random()
    if k < 0.3:
        name = "%s.S%02d.%s.%s.%s-%s" % (dots(show), s, ch(["720p", "1080p", "2160p"]), ch(["BluRay", "WEB", "WEB-DL", "AMZN.WEB-DL.DDP5.1", "NF.WEB-DL.DDP5.1", "BluRay.DTS"]),
                                       ch(["x264", "H.264", "x265", "h264", "HEVC"]), ch(G_TV_SCENE + ["ROVERS", "DEMAND", "BORDURE", "SHORTBREHD", "CtrlHD"]))
    elif k < 0.45:
        name = "%s.S%02d.COMPLETE.%s.%s-%s" % (dots(show), s, ch(["720p", "1080p", "2160p", "480p"]), ch(["WEB.x264", "WEBRip.x264", "BluRay.x264", "WEB.h264", "HDTV.x264"]),
                                             ch(["GalaxyTV", "TGx", "PSA", "RARBG", "ION10", "Pahe", "MeGusta", "SuccessfulCrab"]))
    elif k < 0.6:
        name = "%s (%d) Season %d S%02d (%s %s %s %s)" % (show, rnum(1990, 2024), s, s, ch(["1080p", "2160p", "720p"]), ch(["BluRay", "AMZN WEB-DL", "NF WEB-DL", "DSNP WEB-DL", "BDRip"]),
                                                      ch(["x265 HEVC 10bit AAC 5.1", "x265 10bit EAC3 5.1", "x264 AC3 5.1", "x265 HEVC 10bit DDP 5.1 Atmos"]),
                                                      ch(["Silence", "Ghost", "Vyndros", "Tigole", "Joy", "RCVR", "FreetheFish", "t3nzin", "Panda"]))
    elif k < 0.72:
        name = "%s - Season %d %s" % (show, s, ch(["[720p WEB-DL]", "(1080p BluRay)", "[DVDRip]", "Complete [2160p HDR]", "(Complete) [WEBRip 1080p]", "[HDTV 720p] Complete",
                                                    "- Complete", "[BDRip 1080p x265]"]))
    elif k < 0.82:
        name = "%s.S%02d.%s-%s" % (dots(show), s, ch(["DVDRip.XviD", "DVDRip.x264", "PAL.DVDR", "NTSC.DVDR", "BDRip.x264", "MULTi.1080p.BluRay.x264"]),
                                 ch(["REWARD", "SAiNTS", "DEMAND", "TOPAZ", "iNGOT", "FFM", "HANDJOB", "VoMiT", "MAXiM", "ARCHiViST"]))
    elif k < 0.9:
        a = rnum(1, 5)
        b = a + rnum(1, 6)
        name = "%s.S%02d-S%02d.%s" % (dots(show), a, b, ch(["1080p.BluRay.x264-GRP", "720p.WEB-DL.x264", "COMPLETE.1080p.WEBRip.x265-RARBG", "1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb"]))
        name = name.replace("-GRP", "-" + ch(G_TV_SCENE))
    else:
        name = "%s Season %d Disc %d of %d" % (show, s, rnum(1, 3), rnum(3, 6))
        if maybe(0.5):
            name = dots(name) + "." + ch(["NTSC.DVDR", "PAL.DVD9", "1080p.BluRay.AVC.DTS-HD.MA.5.1"]) + "-" + ch(["DEMAND", "NOGRP", "TRiToN", "BluDragon"])
    return name, ch(G_TV)


P2P_GROUPS = ["FLUX", "NTb", "CMRG", "EVO", "TEPES", "HiDt", "DON", "CtrlHD", "EbP", "playWEB", "SMURF", "TOMMY", "KiNGS", "NOGRP", "BHDStudio",
              "FraMeSToR", "EPSiLON", "BLUTONiUM", "decibeL", "HONE", "MZABI", "SiC", "WELP", "PECULATE", "APEX", "GNOME", "SPiRiT", "TheFarm", "Kitsune", "VARYG"]
STREAM = ["AMZN", "NF", "DSNP", "HMAX", "MAX", "ATVP", "HULU", "PCOK", "PMTP", "iT", "MA", "STAN", "CRAV", "iP", "NOW", "SKST", "ROKU", "TUBI", "MUBI", "CRiT", "CR"]


@fam("legit", "p2p_webdl", 81)
def l_p2p():
    k = R.random()
    if maybe(0.55):
        t, y = ch(MOVIES)
        head = "%s.%s" % (dots(t), y)
        plain = "%s (%s)" % (t, y)
    else:
        show = ch(TV_SHOWS)
        ep = sxe()
        head = "%s.%s" % (dots(show), ep)
        if maybe(0.35):
            head += "." + dots(ch(["Pilot", "The Long Night", "Homecoming", "Aftermath", "Crossroads", "Chapter One", "Redemption", "The Reckoning", "Point of No Return",
                                    "Fault Lines", "Open House", "Ghosts", "Bad Blood", "Full Circle", "Endgame", "Lost and Found", "Exit Strategy", "Old Friends"]))
        plain = "%s %s" % (show, ep)
    if k < 0.45:
        name = "%s.%s.%s.WEB-DL.%s.%s-%s" % (head, ch(["1080p", "2160p", "720p", "1080p"]), ch(STREAM), ch(["DDP5.1", "DDP5.1.Atmos", "DD5.1", "AAC2.0", "DDP2.0", "Opus5.1"]),
                                         ch(["H.264", "H.265", "H.264", "DV.H.265", "HDR.H.265"]), ch(P2P_GROUPS))
    elif k < 0.6:
        name = "%s.%s%s.UHD.BluRay.REMUX.%s.HEVC.%s-%s" % (head, ch(["HYBRID.", "", ""]), "2160p", ch(["DV.HDR10", "HDR", "DV.HDR10Plus", "HDR10"]),
                                                         ch(["TrueHD.7.1.Atmos", "DTS-HD.MA.5.1", "DTS-X.7.1"]), ch(["FraMeSToR", "EPSiLON", "BLURANiUM", "SiCFoI", "WiLDCAT"]))
    elif k < 0.72:
        name = "%s.%s.BluRay.%s.%s-%s" % (head, ch(["1080p", "720p", "2160p"]), ch(["DD5.1", "DTS", "DD+5.1", "FLAC.2.0", "TrueHD.5.1", "DTS-HD.MA.5.1"]),
                                        ch(["x264", "x265", "x264", "AVC"]), ch(P2P_GROUPS))
    elif k < 0.8:
        name = "%s %s" % (plain, ch(["[1080p] [WEBRip] [5.1] [YTS.MX]", "[720p] [BluRay] [YTS.MX]", "(1080p BluRay x265 10bit Tigole)", "(2160p HDR WEB-DL x265 10bit DDP 5.1 Vyndros)",
                                     "[1080p x265 10bit AAC 5.1 Joy]", "(1080p BluRay x265 HEVC 10bit AAC 5.1 Silence)", "[BluRay] [1080p] [YTS.AM]", "1080p WEB-DL HEVC x265 5.1 BONE"]))
    elif k < 0.9:
        name = "%s.%s.%s.%s-%s" % (head, ch(["1080p", "720p"]), ch(["WEBRip.x264", "WEB.H264", "WEBRip.x265", "BluRay.x265", "HDTV.x264"]),
                                 ch(["AAC5.1", "AAC", "10bit", "DDP5.1"]), ch(["[YTS.MX]", "RARBG", "GalaxyRG", "ION10", "PSA", "QxR", "[TGx]", "Pahe"]))
    else:
        base = "%s.%s.WEB.%s-%s" % (head, ch(["1080p", "720p", "2160p"]), ch(["h264", "H264", "x265"]), ch(G_TV_SCENE))
        name = ch(["www.UIndex.org    -    %s", "[ www.Torrenting.com ] - %s", "%s[TGx]", "%s[EZTVx.to]", "%s[eztv.re].mkv", "%s-[rarbg]", "[ OxTorrent.com ] %s"]) % base
    return name, ch(G_MOVIES + G_TV)


ANIME = lines("""
Sousou no Frieren
Jujutsu Kaisen
Chainsaw Man
Spy x Family
Oshi no Ko
Kusuriya no Hitorigoto
Dungeon Meshi
Ore dake Level Up na Ken
Bocchi the Rock!
Vinland Saga
Mushoku Tensei - Isekai Ittara Honki Dasu
Blue Lock
One Piece
Kimetsu no Yaiba
Shingeki no Kyojin - The Final Season
Boku no Hero Academia
Kaijuu 8-gou
Dandadan
Re Zero kara Hajimeru Isekai Seikatsu
Hibike! Euphonium 3
Shikanoko Nokonoko Koshitantan
Make Heroine ga Oosugiru!
Tensei shitara Slime Datta Ken
Mob Psycho 100 III
Haikyuu!! To the Top
Made in Abyss - Retsujitsu no Ougonkyou
Steins;Gate
Violet Evergarden
Kaguya-sama wa Kokurasetai
Hunter x Hunter (2011)
Fullmetal Alchemist - Brotherhood
Yuru Camp
Girls Band Cry
Frieren - Beyond Journey's End
Solo Leveling
The Apothecary Diaries
Delicious in Dungeon
Monogatari Series - Off & Monster Season
Ranma 1/2 (2024)
Tower of God S2
Kimi no Na wa.
Cowboy Bebop
Neon Genesis Evangelion
""")
FANSUB = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "ASW", "EMBER", "Yameii", "Commie", "GJM", "Kametsu", "Anime Time", "LoliHouse", "Nekomoe kissaten",
          "Ohys-Raws", "NC-Raws", "Moozzi2", "Cleo", "DKB", "Beatrice-Raws", "sam", "Tsundere-Raws", "ToonsHub", "VARYG", "Breeze", "MTBB", "Vodes", "Okay-Subs"]


@fam("legit", "anime_fansub", 81)
def l_anime():
    t = ch(ANIME)
    g = ch(FANSUB)
    ep = rnum(1, 28) if "One Piece" not in t else rnum(1050, 1130)
    eps = "%02d" % ep if ep < 100 else str(ep)
    if maybe(0.08):
        eps += "v2"
    h = rhex(8).upper()
    k = R.random()
    if k < 0.25:
        name = "[%s] %s - %s (%s) [%s].mkv" % (g, t, eps, ch(["1080p", "720p", "480p", "1080p"]), h)
    elif k < 0.4:
        name = "[%s] %s - %s [%s][%s][%s]" % (g, t, eps, ch(["1080p CR WEB-DL AVC AAC", "1080p", "720p", "1080p ADN WEB-DL AVC AAC", "1080p HEVC"]),
                                           ch(["MultiSub", "Multiple Subtitle", "ENG", "Dual Audio"]), h)
    elif k < 0.55:
        name = "[%s] %s %s [%s]%s" % (g, t, ch(["(Season %d)" % rnum(1, 3), "(Batch)", "S%02d" % rnum(1, 3), "(TV) + Movie", "- Complete"]),
                                      ch(["1080p][HEVC x265 10bit][Multi-Subs", "BD 1080p Hi10 FLAC", "1080p HEVC x265 10Bit][AAC", "Dual Audio][1080p][HEVC 10bit x265][AAC][Eng Sub",
                                          "BD 1080p HEVC Opus", "BDRip 1920x1080 x264 FLAC"]), ch(["", " (Batch)", ".mkv", ""]))
    elif k < 0.67:
        name = "%s.S%02dE%02d.%s.%s.WEB-DL.%s.H.264-%s" % (dots(t), rnum(1, 3), rnum(1, 24), ch(["1080p", "720p"]), ch(["CR", "NF", "AMZN", "HIDIVE", "DSNP", "B-Global"]),
                                                         ch(["AAC2.0", "DDP2.0", "AAC2.0.DUAL"]), ch(["VARYG", "SMURF", "KiyoshiStar", "Kanjikun", "ToonsHub", "HONE"]))
    elif k < 0.77:
        name = "[%s] %s - %s (%s 1280x720 x264 AAC).mp4" % (ch(["Ohys-Raws", "NC-Raws", "Leopard-Raws", "New-raws"]), t, eps, ch(["BS11", "TBS", "MX", "AT-X", "TX", "CX", "Baha"]))
    elif k < 0.88:
        name = "[%s][%s][%s][%s][%s]%s" % (ch(["Nekomoe kissaten", "LoliHouse", "桜都字幕组", "喵萌奶茶屋", "幻樱字幕组", "北宇治字幕组", "ANi", "千夏字幕组"]), t, eps,
                                           ch(["1080p", "1080P", "720P"]), ch(["CHS", "CHT", "简繁内封", "简日双语", "GB", "BIG5", "WebRip HEVC-10bit AAC ASSx2"]), ch([".mp4", ".mkv", ""]))
    else:
        name = "[%s] %s - %s [%s]" % (g, t, eps, ch(["WEB 1080p", "BD 1080p x265 FLAC", "1080p AV1 Opus", "720p x264 AAC", "1080p HEVC-10bit EAC3"]))
        if maybe(0.4):
            name = '[%d/%d] - "%s.mkv" yEnc (1/%d)' % (rnum(1, 3), rnum(3, 5), name, rnum(300, 1800))
    return name, ch(["alt.binaries.anime", "alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost",
                     "alt.binaries.anime.repost", "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.teevee"])


GUESTS = ["Keanu Reeves", "Emma Stone", "Ryan Gosling", "Margot Robbie", "Paul Giamatti", "Greta Gerwig", "Jon Hamm", "Cillian Murphy", "Florence Pugh", "Zendaya",
          "Tom Hanks", "Sandra Oh", "Jeremy Allen White", "Ayo Edebiri", "Pedro Pascal", "Jenna Ortega", "Kieran Culkin", "Colman Domingo", "Lily Gladstone",
          "Steve Martin", "Martin Short", "Dolly Parton", "Adam Driver", "Anya Taylor-Joy", "Michelle Obama", "Bill Murray", "Sarah Paulson", "Glen Powell",
          "Sydney Sweeney", "Austin Butler", "Jason Sudeikis", "Hugh Jackman", "Billie Eilish", "Bruce Springsteen", "Jon Stewart", "Stanley Tucci", "Lupita Nyongo"]
DAILY = ["The Daily Show", "Stephen Colbert", "Jimmy Fallon", "Jimmy Kimmel Live", "Seth Meyers", "Conan", "The View", "The Kelly Clarkson Show",
         "Real Time with Bill Maher", "Gutfeld", "The Tonight Show Starring Jimmy Fallon", "Late Night with Seth Meyers", "After Midnight", "Jeopardy", "Wheel of Fortune",
         "The Drew Barrymore Show", "Tagesschau", "The Late Late Show with James Corden"]
SOAPS = ["Coronation Street", "EastEnders", "Emmerdale", "Neighbours", "Hollyoaks", "The Young and the Restless", "Days of our Lives", "General Hospital",
         "The Bold and the Beautiful", "Home and Away", "Doctors", "Countdown", "Pointless", "The Chase", "Richard Osman's House of Games", "Question Time", "Newsnight"]


@fam("legit", "daily_shows", 81)
def l_daily():
    y, m, d = rdate(2019, 2025)
    date = "%04d.%02d.%02d" % (y, m, d)
    k = R.random()
    if k < 0.45:
        show = ch(DAILY)
        guest = ch(GUESTS)
        name = "%s.%s.%s.%s.%s-%s" % (dots(show), date, dots(guest), ch(["720p", "1080p", "480p"]), ch(["WEB.h264", "HDTV.x264", "WEB.H264", "HDTV.H264"]),
                                    ch(["JEBAITED", "TRUMP", "W4F", "BAE", "KOMPOST", "SORNY", "DARKFLiX", "CROOKS", "EDHD", "SNAKE", "NTb"]))
        if maybe(0.15):
            name = name.replace("." + dots(guest), "")
    elif k < 0.7:
        show = ch(SOAPS)
        name = "%s.%s%s.%s.%s-%s" % (dots(show), date, ch(["", "", ".Part.1", ".Part.2"]), ch(["720p", "1080p"]), ch(["HDTV.H264", "HDTV.x264", "iP.WEB-DL.AAC2.0.H.264", "WEB.h264"]),
                                   ch(["DARKFLiX", "KOMPOST", "ORENJI", "NTb", "BLUEHAZE", "CBFM", "RTN", "PLUTONiUM", "DOCSLUG"]))
    elif k < 0.85:
        show = ch(["Last Week Tonight with John Oliver", "Have I Got News For You", "The Graham Norton Show", "QI", "Saturday Night Live", "Would I Lie To You",
                   "The Last Leg", "8 Out of 10 Cats Does Countdown", "Mock the Week", "Taskmaster", "Hot Ones", "Gogglebox", "Antiques Roadshow"])
        name = "%s.S%02dE%02d.%s.%s-%s" % (dots(show), rnum(1, 60), rnum(1, 30), ch(["720p", "1080p"]), ch(["WEB.h264", "HDTV.x264", "iP.WEB-DL.AAC2.0.H.264"]),
                                         ch(["EDITH", "GGEZ", "KOMPOST", "DARKFLiX", "NTb", "FENiX", "SKYFiRE", "TORRENTGALAXY"]))
        if "Saturday" in show and maybe(0.6):
            name = name.replace(".720p", "." + dots(ch(GUESTS)) + ".720p").replace(".1080p", "." + dots(ch(GUESTS)) + ".1080p")
    else:
        show = ch(DAILY + SOAPS)
        name = "%s - %02d-%02d-%04d %s" % (show, d, m, y, ch(["[720p]", "(1080p WEB)", "- %s" % ch(GUESTS), "HDTV", "[SD]", ""]))
    return name.strip(), ch(G_TV)


NFL = ["Chiefs", "49ers", "Eagles", "Cowboys", "Bills", "Ravens", "Lions", "Packers", "Vikings", "Bengals", "Dolphins", "Jets", "Bears", "Steelers", "Rams", "Seahawks"]
NBA = ["Lakers", "Celtics", "Warriors", "Nuggets", "Bucks", "Knicks", "Heat", "Suns", "Mavericks", "Timberwolves", "Thunder", "76ers", "Clippers", "Cavaliers"]
SOCCER = ["Arsenal", "Liverpool", "Man City", "Man Utd", "Chelsea", "Tottenham", "Newcastle", "Aston Villa", "Real Madrid", "Barcelona", "Bayern", "Dortmund",
          "PSG", "Inter", "Juventus", "Ajax", "PSV", "Feyenoord", "Celtic", "Rangers", "Atletico Madrid", "Napoli", "AC Milan", "Benfica"]
NHL = ["Bruins", "Rangers", "Maple Leafs", "Oilers", "Panthers", "Avalanche", "Golden Knights", "Canucks", "Stars", "Hurricanes"]
GP = ["Bahrain", "Saudi Arabia", "Australian", "Japanese", "Chinese", "Miami", "Emilia Romagna", "Monaco", "Canadian", "Spanish", "Austrian", "British",
      "Hungarian", "Belgian", "Dutch", "Italian", "Azerbaijan", "Singapore", "United States", "Mexico City", "Sao Paulo", "Las Vegas", "Qatar", "Abu Dhabi"]


@fam("legit", "sports", 81)
def l_sports():
    y, m, d = rdate(2020, 2025)
    date = "%04d.%02d.%02d" % (y, m, d)
    q = ch(["720p", "1080p", "1080p", "2160p", "576p", "720p50", "1080i"])
    k = R.random()
    if k < 0.14:
        a, b = R.sample(NFL, 2)
        name = ch(["NFL.%d.Week.%02d.%s.vs.%s.%s.WEB.h264-%s", "NFL.%d.%s.%s.vs.%s.%s.WEB.H264-%s"])
        if "Week" in name:
            name = name % (y, rnum(1, 18), dots(a), dots(b), q, ch(["SPORTSNET", "VERUM", "NFLHD", "TRUMP", "DRTOR"]))
        else:
            name = name % (y, "%02d.%02d" % (m, d), dots(a), dots(b), q, ch(["SPORTSNET", "VERUM", "NFLHD"]))
    elif k < 0.26:
        a, b = R.sample(NBA, 2)
        name = "NBA.%s.%s.vs.%s.%s.%s-%s" % (date, dots(a), dots(b), q, ch(["WEB.h264", "HDTV.x264", "WEB-DL.AAC2.0.H.264"]), ch(["SPORTSNET", "VERUM", "NBA4K", "HOOPS"]))
    elif k < 0.4:
        rnd = rnum(1, 24)
        name = ch(["Formula1.%d.Round%02d.%s.%s.SkyF1HD.%s", "F1.%d.R%02d.%s.Grand.Prix.%s.%s.WEB-DL.AAC2.0.H.264-F1Carreras",
                   "Formula.1.%d.Round.%02d.%s.%s.F1TV.%s", "MotoGP.%d.Round%02d.%s.%s.%s.WEB-DL"])
        name = name % (y, rnd, dots(ch(GP)), ch(["Race", "Qualifying", "Sprint", "Practice.One", "Sprint.Qualifying", "Race.Highlights", "Pre-Race.Buildup"]), q.upper())
    elif k < 0.58:
        a, b = R.sample(SOCCER, 2)
        comp = ch(["EPL", "Premier.League", "Bundesliga", "LaLiga", "Serie.A", "Champions.League", "Europa.League", "Eredivisie", "FA.Cup", "SPFL", "Ligue.1"])
        if maybe(0.5):
            name = "%s.%s.%s.vs.%s.%s.%s-%s" % (comp, date, dots(a), dots(b), q, ch(["HDTV.x264", "WEB.h264", "WEB-DL.AAC.H264", "SKY.HDTV.x264"]),
                                               ch(["SPORTSNET", "SportsHD", "FOOTBALL", "FTB", "SoccerHD", "WEBTUBE"]))
        else:
            name = "%s %d-%02d %s %s - %s %s" % (comp.replace(".", " "), y - 1 if maybe(0.5) else y, (y + 1) % 100, ch(["Matchday %d" % rnum(1, 38), "Round %d" % rnum(1, 34), "Final", "Semi-final", "Quarter-final"]),
                                                a, b, ch(["1080p", "720p 50fps", "[ENG]", "(Full Match)", "Highlights", "[GERMAN] 1080p"]))
    elif k < 0.68:
        name = ch(["UFC.%d.PPV.%s.vs.%s.%s.WEB.h264-%s", "UFC.Fight.Night.%d.Prelims.%s.vs.%s.%s.WEB.h264-%s", "UFC.%d.Early.Prelims.%s.vs.%s.%s.HDTV.x264-%s"])
        fighters = ["Jones", "Pereira", "Adesanya", "Volkanovski", "Makhachev", "Topuria", "O'Malley", "Edwards", "Holloway", "Gaethje", "Poirier", "Aspinall", "Du Plessis", "Strickland"]
        a, b = R.sample(fighters, 2)
        name = name % (rnum(280, 315) if "Night" not in name else rnum(220, 250), dots(a), dots(b), q, ch(["VERUM", "PUNCH", "SPARKS", "ACES", "HUZZAH"]))
    elif k < 0.77:
        name = ch(["WWE.Monday.Night.Raw.%s.%s.HDTV.x264-Star", "WWE.SmackDown.%s.%s.WEB.h264-HEEL", "AEW.Dynamite.%s.%s.WEB.h264-HEEL", "WWE.NXT.%s.%s.HDTV.h264-NWCHD",
                   "WWE.WrestleMania.%d.Night.%d.%s.WEB.h264-HEEL"])
        if "WrestleMania" in name:
            name = name % (rnum(38, 41), rnum(1, 2), q)
        else:
            name = name % (date, q)
    elif k < 0.87:
        name = ch(["Cricket.The.Ashes.%d.%s.Test.Day.%d.%s.HDTV.x264-%s", "Cricket.IPL.%d.Match.%d.%s.WEB.h264-%s", "Tour.de.France.%d.Stage.%d.%s.HDTV.x264-%s",
                   "Wimbledon.%d.Mens.Final.%s.vs.%s.%s.WEB.h264-%s", "Six.Nations.%d.%s.vs.%s.%s.HDTV.x264-%s", "Super.Bowl.LVIII.%d.Chiefs.vs.49ers.%s.WEB.h264-%s",
                   "NHL.%d.%s.vs.%s.%s.WEB.h264-%s", "Olympics.%d.Paris.Athletics.Day.%d.%s.WEB-DL-%s"])
        grp = ch(["SPORTSNET", "VERUM", "FRiT", "CTU", "WEBTUBE", "SNG"])
        if "Ashes" in name:
            name = name % (y, ch(["1st", "2nd", "3rd", "4th", "5th"]), rnum(1, 5), q, grp)
        elif "IPL" in name:
            name = name % (y, rnum(1, 74), q, grp)
        elif "Tour" in name:
            name = name % (y, rnum(1, 21), q, grp)
        elif "Wimbledon" in name:
            a, b = R.sample(["Alcaraz", "Djokovic", "Sinner", "Medvedev", "Zverev", "Berrettini", "Federer", "Nadal"], 2)
            name = name % (y, a, b, q, grp)
        elif "Six" in name:
            a, b = R.sample(["England", "France", "Ireland", "Scotland", "Wales", "Italy"], 2)
            name = name % (y, a, b, q, grp)
        elif "Super" in name:
            name = name % (2024, q, grp)
        elif "NHL" in name:
            a, b = R.sample(NHL, 2)
            name = name % (y, dots(a), dots(b), q, grp)
        else:
            name = name % (2024, rnum(1, 16), q, grp)
    else:
        name = ch(["MLB %d World Series Game %d - %s", "Darts - PDC World Championship %d - Final - %s", "Snooker - World Championship %d - Final Session %d - %s",
                   "Boxing - %s vs %s - %d - %s", "NASCAR Cup Series %d - %s 500 - %s"])
        if "MLB" in name:
            name = name % (y, rnum(1, 7), q)
        elif "Darts" in name:
            name = name % (y, q)
        elif "Snooker" in name:
            name = name % (y, rnum(1, 4), q)
        elif "Boxing" in name:
            a, b = R.sample(["Fury", "Usyk", "Joshua", "Canelo", "Crawford", "Inoue", "Spence", "Haney", "Garcia", "Davis"], 2)
            name = name % (a, b, y, q)
        else:
            name = name % (y, ch(["Daytona", "Talladega", "Coca-Cola", "Southern"]), q)
    return name, ch(["alt.binaries.sports", "alt.binaries.multimedia.sports", "alt.binaries.tv.sports", "alt.binaries.hdtv", "alt.binaries.teevee", "alt.binaries.boneless",
                     "alt.binaries.multimedia.sports.boxing", "alt.binaries.multimedia.sports.motorsports", "alt.binaries.tv", "alt.binaries.multimedia.sports.soccer"])


# ================================================================ LEGIT: music, books, print
G_MP3 = ["alt.binaries.sounds.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.mp3", "alt.binaries.sounds.mp3.full_albums", "alt.binaries.music",
         "alt.binaries.sounds.mp3.rock", "alt.binaries.sounds.mp3.jazz", "alt.binaries.sounds.mp3.electronic", "alt.binaries.sounds.mp3.1990s", "alt.binaries.music.mp3",
         "alt.binaries.sounds.mp3.classical", "alt.binaries.sounds.mp3.dance", "alt.binaries.sounds.mp3.metal", "alt.binaries.mp3.full_albums"]
G_FLAC = ["alt.binaries.sounds.lossless", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless.24bit", "alt.binaries.sounds.lossless.classical",
          "alt.binaries.music.flac", "alt.binaries.sounds.lossless.1960s", "alt.binaries.sounds.lossless.jazz", "alt.binaries.sounds.flac.jazz", "alt.binaries.lossless"]
MUSIC_GROUPS = ["C4", "ENRiCH", "DDAS", "MOD", "YARD", "OMA", "JLM", "PERFECT", "FATHEAD", "BF", "MTD", "HHI", "DGN", "AMRC", "NiCEBEATS", "TOTALLY", "ZzZz",
                "LEV", "dh", "SPANK", "VOLDiES", "PsyCZ", "BPM", "UKHx", "WEB", "FTD", "RAGEMP3", "ERP", "KOPiE", "D2H", "BB"]


@fam("legit", "music_scene", 81)
def l_music_scene():
    a, b, y = ch(MUSIC_ALBUMS)
    g = ch(MUSIC_GROUPS)
    ry = y if maybe(0.5) else str(rnum(max(int(y), 2015), 2025))
    k = R.random()
    if k < 0.35:
        name = "%s-%s-%s-%s-%s" % (under(a), under(b), ch(["WEB", "WEB", "CD", "(Deluxe_Edition)-WEB", "(Remastered)-WEB", "24BIT-WEB-FLAC", "CD-FLAC", "VINYL", "2CD"]), ry, g)
        if maybe(0.3):
            name = name.replace("-%s-" % ry, "-(%s%d)-%s-" % (ch(["CAT", "4AD", "XL", "WARP", "SUB", "MTR", "88"]), rnum(100, 9999), ry), 1) if maybe(0.5) else name
    elif k < 0.5:
        name = "%s_-_%s-%s-%s" % (under(a), under(b), ry, g)
        if maybe(0.4):
            name = name.lower()
    elif k < 0.62:
        track = ch(["Intro", "Money", "Hold On", "Runaway", "Midnight", "Nothing Else", "Home", "Gravity", "Strangers", "Lullaby", "Fever"])
        name = "%s-%s-%s-SINGLE-WEB-%s-%s" % (under(a), under(track), ch(["(Radio_Edit)", "(Remix)", "(Extended_Mix)", "(Live)", "(Acoustic)", "(Edit)"]), ry, g)
    elif k < 0.72:
        name = "VA-%s-%s-%s-%s" % (under(ch(["Now Thats What I Call Music 117", "Ministry of Sound Anthems", "Cafe del Mar Vol 30", "Defected Ibiza 2024", "Kontor Top of the Clubs Vol 99",
                                             "Bravo Hits 124", "Hotel Costes 25", "Ultimate 80s", "Jazz Moods", "Fabric Presents", "Motown Gold", "Back to Mine"])),
                                     ch(["2CD", "3CD", "WEB", "(CAT%d)-WEB" % rnum(100, 999)]), ry, g)
    elif k < 0.84:
        name = "%s - %s (%s) [MP3 %s]" % (a, b, y, ch(["320", "320kbps", "V0", "256kbps AAC", "192kbps"]))
        if maybe(0.3):
            name = '"%s - %s - %02d - %s.mp3" yEnc (1/%d)' % (a, b, rnum(1, 14), ch(["Track", "Intro", "Outro", "Interlude", "Reprise"]) if maybe(0.3) else b, rnum(5, 25))
    else:
        name = "%s - %s %s" % (a, b, ch(["(%s)" % y, "[%s] [320]" % y, "- %s - %s" % (y, g), "(%s Remaster) MP3" % ry, "[WEB] [%s]" % ry, "{%s}" % y]))
    return name, ch(G_MP3)


@fam("legit", "music_lossless_vinyl", 81)
def l_music_flac():
    a, b, y = ch(MUSIC_ALBUMS)
    k = R.random()
    if k < 0.25:
        name = "%s - %s (%s) [%s]" % (a, b, y, ch(["FLAC", "FLAC 24-96", "24-96 Vinyl Rip FLAC", "FLAC (tracks+cue)", "FLAC 16-44.1", "24bit-192kHz FLAC", "Hi-Res FLAC", "DSD64"]))
    elif k < 0.45:
        name = "%s - %s %s LP %s %s" % (a, b, y, ch(["NM", "VG+", "M-", "Orig. UK press", "1st press", "Japan OBI", "MFSL", "half-speed master"]),
                                        ch(["24/96", "24-192", "24bit 96kHz", "[Vinyl Rip]", "(Technics SL-1210, AT-OC9)", "(VPI, Lyra Delos, Lynx Hilo) 24-96"]))
    elif k < 0.6:
        lab = ch(["Columbia", "Harvest", "EMI", "Warner", "4AD", "XL Recordings", "Blue Note", "Impulse!", "Sub Pop", "Capitol", "Island", "Atlantic", "Deutsche Grammophon", "ECM"])
        name = "%s - %s (%s, %s, %s%d) {%s} FLAC/CUE/LOG" % (a, b, y if maybe(0.5) else rnum(int(y), 2024), lab, ch(["CK ", "SHVL ", "CDP ", "", "BN-", "ECM "]), rnum(100, 99999),
                                                             ch(["CD", "CD 100% EAC", "SACD", "WEB", "Remaster"]))
    elif k < 0.75:
        name = "(%s) %s - %s [%s]" % (y, a, b, ch(["WEB FLAC 16-44", "24B-96kHz", "Qobuz 24-192", "Tidal MQA", "CD FLAC", "SACD ISO", "Blu-ray Audio 24-96", "HDtracks 24-96"]))
    elif k < 0.87:
        name = "%s-%s-%s-%s-%s" % (under(a), under(b), ch(["24BIT-96KHZ-WEB-FLAC", "24BIT-192KHZ-WEB-FLAC", "CD-FLAC", "WEB-FLAC", "(Remastered)-24BIT-WEB-FLAC", "VINYL-FLAC", "SACD-FLAC"]),
                                 rnum(int(y), 2025) if maybe(0.5) else y, ch(["ENRiCH", "PERFECT", "FATHEAD", "MOD", "dL", "BOCKSCAR", "NBFLAC", "FiH", "WRE", "GRAVEWISH"]))
    else:
        name = "%s - %s [%s] (%s)" % (a, b, ch(["2023 Remaster", "Deluxe Edition", "50th Anniversary", "Super Deluxe", "Japanese Edition", "MFSL UDSACD", "Steven Wilson Remix", "Atmos"]),
                                      ch(["FLAC", "ALAC", "WavPack", "APE+CUE", "WAV", "FLAC 24bit"]))
    return name, ch(G_FLAC)


G_EBOOK = ["alt.binaries.e-book", "alt.binaries.e-book.flood", "alt.binaries.ebook", "alt.binaries.e-book.technical", "alt.binaries.e-book.fantasy",
           "alt.binaries.e-books", "alt.binaries.e-book.rpg", "alt.binaries.ebook.german", "alt.binaries.e-book.french", "alt.binaries.e-book.magazines"]
TECH_BOOKS = ["Learning Python, 6th Edition", "Fluent Python, 2nd Edition", "Designing Data-Intensive Applications", "The Rust Programming Language, 2nd Edition",
              "Kubernetes Up and Running, 3rd Edition", "Clean Code", "Hands-On Machine Learning with Scikit-Learn, Keras, and TensorFlow", "Effective Java 3rd Edition",
              "Mastering Kubernetes, 4th Edition", "Python Crash Course, 3rd Edition", "Linux Bible, 10th Edition", "CompTIA Security+ Study Guide SY0-701",
              "AI Engineering", "Programming Rust", "JavaScript - The Definitive Guide"]


@fam("legit", "ebook", 81)
def l_ebook():
    a, t, y = ch(BOOKS)
    k = R.random()
    if k < 0.3:
        name = "%s - %s (%s) %s" % (a, t, y, ch(["(epub)", "[EPUB]", "epub", "(retail) (epub)", "[azw3]", "(mobi)", ".epub", "[EPUB+MOBI+AZW3]", "(pdf)", "retail epub"]))
    elif k < 0.45:
        name = "%s by %s %s" % (t, a, ch(["(retail epub, azw3, mobi)", "EPUB", "[ePub]", "- ebook", "(%s)" % y, "[pdf]", "(Kindle Edition)"]))
    elif k < 0.6:
        name = "%s.-.%s.%s.RETAIL.%s.eBook-%s" % (dots(a), dots(t), y if maybe(0.6) else rnum(int(y), 2025), ch(["EPUB", "ePub", "MOBI", "PDF"]),
                                                ch(["BitBook", "DiGiBook", "ELOHiM", "TWeNTY", "YTRiP", "iNTENSiTY", "DEBT", "BBL", "FLOOD"]))
    elif k < 0.75:
        pub = ch(["O'Reilly", "Packt", "Manning", "No Starch Press", "Apress", "Wiley", "Addison-Wesley", "Pragmatic Bookshelf", "Sybex"])
        bt = ch(TECH_BOOKS)
        name = ch(["[Technical] %s - %s (%d).pdf", "%s.%s.%d.RETAIL.ePub.eBook-8BiTS", "%s - %s (%d) [PDF+EPUB]", "%s %s %d (True PDF)"])
        if "RETAIL" in name:
            name = name % (dots(pub.replace("'", "")), dots(bt), rnum(2018, 2025))
        else:
            name = name % (pub, bt, rnum(2018, 2025))
    elif k < 0.87:
        a2, ser, n, t2 = ch([("Terry Pratchett", "Discworld", 13, "Small Gods"), ("Brandon Sanderson", "The Stormlight Archive", 3, "Oathbringer"),
                             ("Robert Jordan", "The Wheel of Time", 5, "The Fires of Heaven"), ("James S. A. Corey", "The Expanse", 5, "Nemesis Games"),
                             ("Jim Butcher", "Dresden Files", 12, "Changes"), ("Lee Child", "Jack Reacher", 10, "Persuader"), ("Michael Connelly", "Harry Bosch", 1, "The Black Echo"),
                             ("Agatha Christie", "Hercule Poirot", 10, "Murder on the Orient Express"), ("Ian Rankin", "Inspector Rebus", 8, "Black and Blue"),
                             ("Andrzej Sapkowski", "The Witcher", 3, "Blood of Elves"), ("Brandon Sanderson", "Mistborn", 1, "The Final Empire"),
                             ("Rebecca Yarros", "The Empyrean", 2, "Iron Flame"), ("Diana Gabaldon", "Outlander", 9, "Go Tell the Bees That I Am Gone"),
                             ("Henning Mankell", "Wallander", 5, "The Fifth Woman"), ("Georges Simenon", "Maigret", 1, "Pietr the Latvian")])
        name = "%s - %s %02d - %s%s" % (a2, ser, n, t2, ch([".epub", " (epub)", " [azw3]", "", " (retail)"]))
    else:
        name = ch(["%s - %s (German Edition).epub", "%s - %s [FR] epub", "%s - %s (Spanish Edition) epub", "%s - %s NL ebook", "%s - %s (Italian Edition).epub"]) % (a, t)
    if maybe(0.1) and name.startswith(a + " - " + t):
        name = '%s [%d/%d] - "%s - %s%s" yEnc' % (name, rnum(1, 5), rnum(5, 9), a, t, ch([".epub", ".azw3", ".mobi", ".pdf", ".nfo", ".par2"]))
    return name, ch(G_EBOOK)


COMICS = ["Batman", "Superman", "Detective Comics", "Action Comics", "Amazing Spider-Man", "Ultimate Spider-Man", "X-Men", "Fantastic Four", "Daredevil",
          "Saga", "Monstress", "Something is Killing the Children", "The Walking Dead Deluxe", "Absolute Batman", "Absolute Wonder Woman", "Transformers",
          "Invincible", "Hellboy and the B.P.R.D.", "Immortal Thor", "Nightwing", "Wonder Woman", "Green Lantern", "Venom", "Star Wars - Darth Vader", "TMNT",
          "Usagi Yojimbo", "Black Hammer", "Sandman Universe", "Avengers", "Birds of Prey"]
COMIC_TAGS = ["(Digital) (Zone-Empire)", "(Digital-Empire)", "(digital) (Son of Ultron-Empire)", "(Digital) (Glorith-HD)", "(Webrip) (The Last Kryptonian-DCP)",
              "(digital) (Minutemen-Slayer)", "(Digital) (Oroboros-DCP)", "(Digital) (danke-Empire)", "(c2c) (GreenGiant-DCP)", "(Digital) (Mephisto-Empire)", "(digital-Empire)"]


@fam("legit", "comics", 81)
def l_comics():
    y = rnum(2019, 2025)
    k = R.random()
    if k < 0.45:
        name = "%s %03d (%d) %s%s" % (ch(COMICS), rnum(1, 160), y, ch(COMIC_TAGS), ch([".cbr", ".cbz", "", ".cbz"]))
        if maybe(0.15):
            name = name.replace(" (%d)" % y, " v%d (%d)" % (rnum(2, 7), y), 1)
    elif k < 0.55:
        name = "0-Day Week of %d.%02d.%02d" % (y, rnum(1, 12), rnum(1, 28)) + ch(["", " - DC", " - Marvel", " - Image", " - Indies", " [part %d]" % rnum(1, 4)])
    elif k < 0.7:
        manga = ch(["One Piece", "Chainsaw Man", "Jujutsu Kaisen", "Spy x Family", "Kagurabachi", "Dandadan", "Sakamoto Days", "Frieren", "Berserk", "Vagabond",
                    "Blue Lock", "Oshi no Ko", "Kaiju No. 8", "Witch Hat Atelier", "Dungeon Meshi"])
        if maybe(0.5):
            name = "%s v%02d (%d) (Digital) (%s).cbz" % (manga, rnum(1, 40), y, ch(["1r0n", "LuCaZ", "Oak", "danke-Empire", "Shizu", "XRA-Empire"]))
        else:
            name = "%s %03d (%d) (Digital) (%s)" % (manga, rnum(1, 200), y, ch(["1r0n", "LuCaZ", "Oak", "Rillant"]))
    elif k < 0.82:
        name = ch(["Asterix - T%02d - %s (%d) (French).cbz", "Tintin - %02d - %s (FR) [HD].cbr", "Blake et Mortimer - T%02d - %s (%d).cbr", "Lucky Luke - %02d - %s.cbz",
                   "Spirou et Fantasio - T%02d - %s (%d).cbz", "Thorgal - %02d - %s (NL).cbr", "Suske en Wiske - %03d - %s.cbr", "Dylan Dog %03d - %s (ITA).cbr"])
        n = name.count("%")
        vals = [rnum(1, 99), ch(["L'Iris blanc", "Le Secret", "La Malédiction", "Het Verloren Land", "De Zwarte Rots", "L'ombre", "Les Sept Boules", "Il ritorno"]), y][:n]
        name = name % tuple(vals)
    elif k < 0.92:
        name = "%s (%d-%d) %s" % (ch(COMICS), rnum(1970, 2010), rnum(2011, 2024), ch(["(Complete)", "#1-%d" % rnum(20, 120), "(TPB collection)", "(Omnibus) (digital)", "Vol. 1-%d" % rnum(3, 12)]))
    else:
        name = "%s - %s (%d) (%s) (%s)" % (ch(["Batman", "Saga", "Invincible", "Monstress", "Usagi Yojimbo", "Hellboy"]), ch(["Compendium One", "Omnibus Vol. 2", "Deluxe Edition Book 3", "The Complete Collection", "Vol. 11"]),
                                         y, ch(["digital", "Digital", "c2c"]), ch(["Son of Ultron-Empire", "Maroto-DCP", "Kileko-Empire", "Glorith-HD"]))
    return name, ch(["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.0day", "alt.binaries.pictures.comics.complete", "alt.binaries.pictures.comics.repost",
                     "alt.binaries.comics", "alt.binaries.pictures.comics", "alt.binaries.e-book.comics", "alt.binaries.comics.dcp"])


MAGS = ["National Geographic USA", "The Economist", "Time", "Wired UK", "PC Gamer UK", "Der Spiegel", "c't Magazin für Computertechnik", "Linux Format UK",
        "Auto Bild", "Elle France", "New Scientist", "Scientific American", "The New Yorker", "Rolling Stone", "Empire UK", "Classic Rock", "Uncut", "MOJO",
        "Sight and Sound", "Private Eye", "The Spectator", "Vanity Fair", "GQ", "Vogue Paris", "Popular Mechanics", "MoneyWeek", "Forbes", "Kiplinger's Personal Finance",
        "Investors Chronicle", "Bloomberg Businessweek", "Which? Money", "What Hi-Fi?", "MagPi", "Computer Shopper", "Stern", "Focus", "Le Point", "L'Express",
        "Libelle", "Panorama Italia", "Veckans Affärer", "Hot Rod", "Guitar World", "Model Railroader", "Practical Photography", "Woman's Weekly", "Reader's Digest"]


@fam("legit", "magazines", 81)
def l_magazines():
    mg = ch(MAGS)
    y = rnum(2020, 2025)
    mon = ch(["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])
    k = R.random()
    if k < 0.35:
        name = "%s - %s %d%s" % (mg, mon, y, ch([".pdf", " (True PDF)", "", " [pdf]", " (HQ PDF)", ".pdf"]))
    elif k < 0.55:
        name = "%s - %02d %s %d%s" % (mg, rnum(1, 28), mon, y, ch([".pdf", "", " (True PDF)"]))
    elif k < 0.7:
        name = "%s - Issue %d, %s %d%s" % (mg, rnum(50, 700), mon[:3], y, ch([".pdf", "", " [PDF]"]))
    elif k < 0.82:
        name = "%s Nr %d vom %d. %s %d" % (ch(["Der Spiegel", "Stern", "Focus", "Die Zeit", "Auto Bild", "Computer Bild"]), rnum(1, 52), rnum(1, 28), ch(["Januar", "März", "Mai", "Oktober", "Dezember"]), y) \
            if maybe(0.5) else "%s N°%d - %d %s %d" % (ch(["Elle France", "Le Point", "L'Express", "Paris Match", "Télérama", "Le Nouvel Obs"]), rnum(1000, 4100), rnum(1, 28), ch(["janvier", "mars", "octobre", "décembre"]), y)
    elif k < 0.92:
        name = "%s.%s.%d.%s.eMag-%s" % (dots(mg), mon, y, ch(["RETAIL", "HYBRID", "TRUE.PDF", "ePub"]), ch(["DiGiMaG", "SiMPLE", "BrUSH", "MAG", "SCENEMAG"]))
    else:
        name = "%s %d %s" % (mg, y, ch(["Full Year Collection", "- All Issues", "Complete Year (12 issues)", "Annual"]))
    return name, ch(["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.magazines", "alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood",
                     "alt.binaries.pictures.magazines"])


NARR = ["Michael Kramer", "Kate Reading", "Will Patton", "Ray Porter", "Steven Pacey", "Stephen Fry", "Jim Dale", "Scott Brick", "Rosamund Pike", "Simon Vance",
        "Julia Whelan", "Rob Inglis", "Andy Serkis", "Dick Hill", "Kristen Sieh", "R.C. Bray", "Tim Gerard Reynolds", "Juliet Stevenson"]


@fam("legit", "audiobooks", 81)
def l_audiobooks():
    a, t, y = ch(BOOKS)
    k = R.random()
    if k < 0.3:
        name = "%s - %s (Unabridged) [%s] %s" % (a, t, y, ch(["MP3 64kbps", "M4B", "mp3 128", "MP3 VBR", "m4b 64k", "AAC"]))
    elif k < 0.5:
        name = "%s - %s - Read by %s %s" % (a, t, ch(NARR), ch(["[M4B]", "(MP3)", "(unabridged)", "[%s]" % y, "- 2023", ""]))
    elif k < 0.62:
        name = "%s.-.%s.%s.Unabridged.Audiobook.MP3-%s" % (dots(a), dots(t), y, ch(["DRiVEN", "BitBook", "AUDiOBOOK", "Kinks", "MAHOU", "LoGiC"]))
    elif k < 0.75:
        name = "[Audible] %s - %s %s" % (a, t, ch(["(narrated by %s)" % ch(NARR), "[AAX->M4B]", "(%s)" % y, "- Dramatized Adaptation", "[Audible Original]"]))
    elif k < 0.87:
        name = ch(["%s - %s (Hörbuch) %s", "%s - %s - ungekürzte Lesung %s", "%s - %s (Livre audio) %s", "%s - %s (Audiolibro) %s", "%s - %s - luisterboek %s"]) % (a, t, ch(["", "MP3", "[2023]", "(MP3 128kbps)"]))
    else:
        name = ch(["The Bible - KJV - Complete Audio (Alexander Scourby) MP3", "The Bible Experience - New Testament [unabridged]", "Douglas Adams - The Hitchhiker's Guide to the Galaxy (BBC Radio 4 full cast)",
                   "BBC Radio Collection - Agatha Christie - Poirot %s" % ch(["Vol 1", "Vol 2", "Vol 3"]), "Terry Pratchett - Discworld %02d (Stephen Briggs) MP3" % rnum(1, 41),
                   "Robert Jordan - The Wheel of Time %02d - Kramer & Reading (M4B)" % rnum(1, 14), "J.R.R. Tolkien - The Hobbit - Andy Serkis (2020) m4b",
                   "The Quran - Complete Recitation (Mishary Rashid Alafasy) MP3", "Great Courses - %s (Audio)" % ch(["Big History", "The Story of Human Language", "Understanding the Brain"])])
    return name, ch(["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.sounds.mp3.audiobooks",
                     "alt.binaries.e-book.audio", "alt.binaries.mp3.audiobooks", "alt.binaries.sounds.mp3.spoken-word", "alt.binaries.hoerbuecher"])


# ================================================================ LEGIT: software, games, adult, courses, docs
SOFT = pipes("""
Adobe Photoshop 2024|25.%d.0
Adobe Premiere Pro 2024|24.%d.1
Adobe Illustrator 2025|29.%d
Adobe Acrobat Pro DC|2024.00%d.20099
Microsoft Office Professional Plus 2021|2108 Build 17%d.20000
Autodesk AutoCAD 2025|2025.%d
Autodesk 3ds Max 2024|2024.%d.1
JetBrains IntelliJ IDEA Ultimate|2024.%d.3
JetBrains PyCharm Professional|2024.%d.1
VMware Workstation Pro|17.%d.2
Native Instruments Kontakt 7|7.%d.0
Steinberg Cubase Pro 13|13.0.%d
Ableton Live 12 Suite|12.0.%d
FL Studio Producer Edition|21.2.%d
CorelDRAW Graphics Suite 2024|25.%d.0.230
DaVinci Resolve Studio|19.0.%d
Topaz Video AI|5.%d.3
Magix Vegas Pro 21|21.0.%d
SolidWorks 2024 SP%d|Premium
Wolfram Mathematica|14.%d.0
MATLAB R2024a|24.1.0.%d
Nero Platinum Suite 2024|26.%d.1
Acronis True Image 2024|Build 4%d
WinRAR|7.0%d
Total Commander|11.0%d
Internet Download Manager|6.42 Build %d
Sublime Text|4 Build 4%d
Revo Uninstaller Pro|5.%d.0
Malwarebytes Premium|5.1.%d
ESET NOD32 Antivirus|17.%d.12
Capture One 23 Pro|16.%d.0
Affinity Photo|2.%d.1
Bitwig Studio|5.%d
K-Lite Codec Pack Mega|18.%d.0
VLC media player|3.0.%d
TestDisk and PhotoRec|7.%d
KeePassXC|2.7.%d
""")
SOFT_GROUPS = ["XFORCE", "TBE", "CORE", "BTCR", "DVT", "AMPED", "MAGNiTUDE", "SSQ", "F4CG", "CRD", "DI", "R2R", "ViRiSiON", "AudioUTOPiA", "HCiSO", "0xdeadbeef",
               "FOSI", "SHooTERS", "TCA", "UNION", "DOA", "EMBRACE", "rG", "TNT", "ZWT", "JGTiSO", "iNViSiBLE", "MESMERiZE"]
LINUX_ISOS = ["ubuntu-24.04.%d-desktop-amd64.iso", "ubuntu-22.04.%d-live-server-amd64.iso", "debian-12.%d.0-amd64-DVD-1.iso", "Fedora-Workstation-Live-x86_64-4%d-1.5.iso",
              "archlinux-2024.0%d.01-x86_64.iso", "linuxmint-2%d-cinnamon-64bit.iso", "FreeBSD-14.%d-RELEASE-amd64-dvd1.iso", "kali-linux-2024.%d-installer-amd64.iso",
              "TrueNAS-SCALE-24.04.%d.iso", "proxmox-ve_8.%d-1.iso", "openSUSE-Leap-15.%d-DVD-x86_64-Media.iso", "Rocky-9.%d-x86_64-dvd.iso", "AlmaLinux-9.%d-x86_64-dvd.iso",
              "manjaro-kde-24.0.%d-240513-linux69.iso", "pop-os_22.04_amd64_nvidia_%d.iso", "tails-amd64-6.%d.img", "Win11_24H2_English_x64v%d.iso"]


@fam("legit", "software", 81)
def l_software():
    k = R.random()
    if k < 0.5:
        nm, ver = ch(SOFT)
        if "%d" in nm:
            nm = nm % rnum(1, 3)
        ver = ver.replace("%d", str(rnum(1, 9)))
        g = ch(SOFT_GROUPS)
        kk = R.random()
        if kk < 0.45:
            name = "%s.v%s.%s-%s" % (dots(nm), ver.replace(" ", "."), ch(["x64", "WiN64", "Multilingual.x64", "Incl.Keygen", "WiN.MacOSX.Incl.Keygen", "Linux.x64",
                                                                            "Retail", "Incl.Patch", "x64.Multilingual.Incl.Crack", "MacOS", "WiN", "Multilingual"]), g)
        elif kk < 0.75:
            name = "%s %s %s" % (nm, ver, ch(["(x64) Multilingual", "+ Crack", "Portable", "[macOS]", "(Repack & Portable) by elchupacabra", "Pre-Activated", "x64 [FileCR]",
                                             "(64-bit)", "Final", "+ Keygen [CracksNow]", "[MAS] [TNT]", "Setup + Serial", "[K'ed by TNT]", "Multilingual (x64)"]))
        else:
            name = "%s_%s_%s%s" % (under(nm), ver.replace(" ", "_"), ch(["x64", "win64", "setup", "macOS", "linux"]), ch([".exe", ".zip", ".dmg", ".7z", ".rar", ""]))
    elif k < 0.72:
        name = ch(LINUX_ISOS) % rnum(1, 9)
        if maybe(0.25):
            name = '"%s" yEnc (%d/%d)' % (name, rnum(1, 40), rnum(3000, 6500))
    elif k < 0.85:
        name = ch(["Windows 11 Pro 23H2 Build 22631.%d x64 (No TPM Required) Preactivated", "Windows 10 Enterprise LTSC 2021 x64 Build 19044.%d",
                   "Windows.11.24H2.Build.26100.%d.x64.English.ISO-%s", "en-us_windows_11_business_editions_version_23h2_updated_%s_x64_dvd_%s.iso",
                   "Microsoft.Windows.Server.2022.Build.20348.%d.x64-%s", "Microsoft Office 2024 ProPlus VL x64 en-US (%s)", "macOS Sonoma 14.%d (23F79) Installer",
                   "macOS Sequoia 15.%d.1 Full Installer.dmg"])
        while "%d" in name:
            name = name.replace("%d", str(rnum(1, 4999)), 1)
        while "%s" in name:
            name = name.replace("%s", ch(["MAGNiTUDE", "sept_2024", rhex(8), "TBE", "Oct 2024", "CORE"]), 1)
    else:
        app = ch(["Nova Launcher Prime", "Poweramp Full Version", "Solid Explorer", "Tasker", "MX Player Pro", "Infuse Pro", "Termux", "Lightroom Mobile", "Total Launcher"])
        name = "%s v%d.%d.%d %s" % (app, rnum(1, 9), rnum(0, 20), rnum(0, 99), ch(["[Unlocked] APK", "[Patched] (Android)", "[Premium] apk", "(Build %d) APK" % rnum(100, 999), "[Paid] [AdFree]"]))
    return name, ch(["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image", "alt.binaries.apps", "alt.binaries.mac", "alt.binaries.mac.applications",
                     "alt.binaries.linux", "alt.binaries.cd.image.linux", "alt.binaries.iso", "alt.binaries.warez.quebec-hackers", "alt.binaries.warez.uk.mp3", "alt.binaries.pocketpc",
                     "alt.binaries.warez.smartphone", "alt.binaries.boneless", "alt.binaries.cores", "alt.binaries.linux.iso"])


GAMES = lines("""
Baldurs Gate 3
Starfield
Cyberpunk 2077 Phantom Liberty
Hogwarts Legacy
Lies of P
Sea of Stars
Cities Skylines II
Alan Wake 2
Armored Core VI Fires of Rubicon
Elden Ring Shadow of the Erdtree
Black Myth Wukong
Dragons Dogma 2
Helldivers 2
Palworld
Balatro
Hades II
Prince of Persia The Lost Crown
Final Fantasy VII Rebirth
Metaphor ReFantazio
Frostpunk 2
Manor Lords
Satisfactory
Indiana Jones and the Great Circle
Kingdom Come Deliverance II
STALKER 2 Heart of Chornobyl
Silent Hill 2
Animal Well
Dave the Diver
Hollow Knight
Disco Elysium The Final Cut
Red Dead Redemption 2
The Witcher 3 Wild Hunt Complete Edition
Stardew Valley
""")
NSW = ["The Legend of Zelda Tears of the Kingdom", "Super Mario Bros Wonder", "Pikmin 4", "Metroid Prime Remastered", "Paper Mario The Thousand-Year Door",
       "Animal Crossing New Horizons", "The Legend of Zelda Echoes of Wisdom", "Mario Kart 8 Deluxe", "Xenoblade Chronicles 3", "Fire Emblem Engage", "Splatoon 3"]


@fam("legit", "games", 81)
def l_games():
    g = ch(GAMES)
    k = R.random()
    if k < 0.3:
        name = "%s%s-%s" % (dots(g), ch(["", "", ".Update.v1.%d.%d" % (rnum(0, 9), rnum(0, 30)), ".Build.%d" % rnum(10000000, 16999999), ".Deluxe.Edition", ".MULTi12", ".v1.%d" % rnum(0, 9), ".Incl.DLC"]),
                            ch(["RUNE", "TENOKE", "FLT", "CODEX", "SKIDROW", "DOGE", "PLAZA", "EMPRESS", "TiNYiSO", "SiMPLEX", "ElAmigos", "GOG", "DINOByTES", "I_KnoW", "P2P"]))
    elif k < 0.45:
        slug = under(g).lower().replace("-", "_")
        name = "setup_%s_%d.%d.%d_(64bit)_(%d).exe" % (slug, rnum(1, 4), rnum(0, 9), rnum(0, 99), rnum(60000, 79999))
        if maybe(0.3):
            name = name.replace(".exe", "-%d.bin" % rnum(1, 6))
        if maybe(0.3):
            name = '[%d/%d] - "%s" yEnc (1/%d)' % (rnum(1, 9), rnum(9, 20), name, rnum(1000, 9000))
    elif k < 0.6:
        name = "%s %s" % (g, ch(["(v1.%d.%d + %d DLCs, MULTi%d) [FitGirl Repack]" % (rnum(0, 9), rnum(0, 99), rnum(1, 30), rnum(8, 15)),
                                  "[FitGirl Repack, Selective Download - from %d.%d GB]" % (rnum(10, 80), rnum(1, 9)),
                                  "(v%d.%d + All DLCs) [DODI Repack]" % (rnum(1, 3), rnum(0, 9)), "- v1.%d [GOG]" % rnum(0, 9), "[KaOs Repack]", "(Deluxe Edition) [Portable]"]))
    elif k < 0.75:
        n = ch(NSW)
        name = ch(["%s.NSW-%s" % (dots(n), ch(["VENOM", "SUXXORS", "BigBlueBox", "LiGHTFORCE", "HR"])),
                   "%s [0100%s000][v0].nsp" % (n, rhex(9).upper()),
                   "%s.Update.v%d.NSW-%s" % (dots(n), ch([65536, 131072, 196608, 262144]), ch(["VENOM", "SUXXORS", "BigBlueBox"])),
                   "%s [0100%s800][DLC].nsp" % (n, rhex(9).upper()),
                   "%s (NSP) (eShop) [v%d.%d.%d]" % (n, rnum(1, 2), rnum(0, 5), rnum(0, 9))])
    elif k < 0.87:
        name = ch(["%s.PS4-DUPLEX" % dots(g), "[PS4] %s CUSA%05d v1.%02d" % (g, rnum(10000, 49999), rnum(0, 30)), "%s.PS5-%s" % (dots(g), ch(["DUPLEX", "BigBlueBox", "PRELUDE"])),
                   "%s (USA) (En,Fr,De,Es,It).7z" % g, "%s (Europe) (En,Fr,De,Es,It) [Redump].iso" % g, "%s.XBOX360-COMPLEX" % dots(g), "%s.PROPER.READNFO.PS3-DUPLEX" % dots(g)])
    else:
        name = ch(["MAME 0.2%02d ROMs (merged)" % rnum(50, 72), "MAME 0.2%02d CHDs (split)" % rnum(50, 72),
                   "No-Intro - Nintendo - %s (2024%02d%02d-%06d)" % (ch(["Game Boy", "Game Boy Advance", "Super Nintendo Entertainment System", "Nintendo 64", "Nintendo DS"]), rnum(1, 12), rnum(1, 28), rnum(0, 235959)),
                   "Redump - Sony - PlayStation 2 - %s (USA)" % ch(["Shadow of the Colossus", "Okami", "Katamari Damacy", "Silent Hill 3", "Persona 4", "Kingdom Hearts II"]),
                   "TOSEC - Commodore Amiga - Games - [ADF] (TOSEC-v2023-%02d-%02d)" % (rnum(1, 12), rnum(1, 28)),
                   "%s - OST (Original Soundtrack) FLAC" % g, "GOG.Galaxy.Collection.%s.Bundle" % dots(ch(["Classic RPG", "Point and Click", "Witcher", "Fallout", "Ultima"]))])
    return name, ch(["alt.binaries.games", "alt.binaries.console.ps3", "alt.binaries.games.nintendo.switch", "alt.binaries.games.xbox360", "alt.binaries.games.wii",
                     "alt.binaries.cd.image.games", "alt.binaries.emulators", "alt.binaries.games.pc", "alt.binaries.warez", "alt.binaries.boneless", "alt.binaries.cores",
                     "alt.binaries.console.ps4", "alt.binaries.roms", "alt.binaries.emulators.mame", "alt.binaries.games.adventures"])


XSITES = ["BrazzersExxtra", "RealityKings", "Blacked", "Tushy", "Vixen", "NubileFilms", "MetArt", "X-Art", "TeamSkeet", "BangBros", "DigitalPlayground",
          "PureTaboo", "EvilAngel", "Deeper", "SexArt", "Joymii", "PassionHD", "Nubiles", "DorcelClub", "WowGirls", "FemJoy", "HegreArt", "PrivateSociety",
          "MomsTeachSex", "BlackedRaw", "TushyRaw", "LetsDoeIt", "GirlsWay", "AdultTime", "NaughtyAmerica", "Private", "21Sextury", "ATKGirlfriends", "MyDirtyHobby"]
XFIRST = ["Anna", "Lily", "Vanna", "Kira", "Angela", "Riley", "Emily", "Mia", "Abella", "Eva", "Alexis", "Kendra", "Jia", "Gianna", "Blake", "Kenzie", "Lulu",
          "Violet", "Scarlit", "Eliza", "Tiffany", "Emma", "Chloe", "Sofi", "Veronica", "Jessie", "Luna", "Kylie", "Savannah", "Natalia"]
XLAST = ["Rose", "Stone", "Bardot", "Noir", "White", "Reid", "Willis", "Malkova", "Danger", "Elfie", "Texas", "Lust", "Lissa", "Dior", "Reed", "Chanel", "Myers",
         "Starr", "Sweet", "Vega", "Rain", "Ryder", "Jane", "Lane", "Quinn", "Steele", "Black", "Leone", "Monroe", "Star"]


def xname():
    return "%s %s" % (ch(XFIRST), ch(XLAST))


@fam("legit", "xxx_scene", 81)
def l_xxx():
    site = ch(XSITES)
    y, m, d = rdate(2018, 2025)
    date = "%02d.%02d.%02d" % (y % 100, m, d)
    k = R.random()
    if k < 0.5:
        perf = dots(xname())
        if maybe(0.3):
            perf += ".And." + dots(xname())
        title = ""
        if maybe(0.4):
            title = "." + dots(ch(["Summer Heat", "Room Service", "Private Lesson", "After Hours", "Behind Closed Doors", "Sweet Surrender", "The Audition", "Night Shift",
                                   "First Time", "Paradise", "Deep Blue", "Pool Party", "Her Secret", "Roommates", "Getaway"]))
        name = "%s.%s.%s%s.XXX.%s-%s" % (site, date, perf, title, ch(["1080p.MP4", "2160p.MP4", "720p.MP4", "480p.MP4", "SD.MP4", "1080p.HEVC.x265", "720p.HEVC.x265.PRT", "IMAGESET", "2160p.HEVC"]),
                                        ch(["WRB", "XXX", "KTR", "NBQ", "iPT", "YAPG", "P2P", "GAYME", "WEBPOT", "VSEX", "PRT[XvX]", "XXXmania", "SexBox"]))
    elif k < 0.65:
        name = ch(["[%s] %s (%s) - %s [%s]", "%s - %s - %s - %s (%s)", "%s.com - %s (%s) %s %s"])
        name = name % (site, xname(), "%04d-%02d-%02d" % (y, m, d), ch(["1080p", "4K", "720p", "Full HD", "SD"]), ch(["mp4", "2024", "Solo", "Lesbian", "HD"]))
    elif k < 0.8:
        code = "%s-%03d" % (ch(["SSIS", "IPX", "MIDV", "SONE", "STARS", "ABW", "PRED", "MIDE", "JUFE", "CAWD", "START", "DASS", "MIAA"]), rnum(1, 999))
        name = ch(["%s", "[FHD] %s", "%s [4K]", "%s-C", "%s %s", "[Uncensored Leaked] %s", "%s.mp4", "FC2-PPV-%d"])
        if "FC2" in name:
            name = name % rnum(1000000, 4999999)
        elif name.count("%s") == 2:
            name = name % (code, ch(["三上悠亜", "河北彩伽", "楓カレン", "Yua Mikami", "Saika Kawakita", "Kaede Karen", "Ai Hongo", "Mei Washio"]))
        else:
            name = name % code
    elif k < 0.92:
        movie = ch(["Anal Overdose %d", "Lesbian Seductions %d", "Cougar Cravings %d", "Slutty and Sluttier %d", "Mommy Blows Best %d", "Teenage Dream %d", "Bad Babysitter %d",
                    "Interracial Icon %d", "Tushy Raw V%d", "Girlfriends %d"]) % rnum(2, 45)
        name = "%s.XXX.%s-%s" % (dots(movie), ch(["DVDRip.x264", "WEB-DL.SPLIT.SCENES.MP4", "1080p.WEBRip.MP4", "720p.WEB-DL.x264", "SD.MP4"]), ch(["GUSH", "YAPG", "OLDIES", "VBT", "NBQ", "XXX", "CiCXXX", "Pr0nStarS"]))
    else:
        name = "%s %s - %s %s" % (ch(["ManyVids", "OnlyFans", "Clips4Sale", "Fansly", "Pornhub Premium", "Chaturbate"]), ch(["SiteRip", "Collection", "Megapack", "Pack"]), xname(),
                                   ch(["(%d videos)" % rnum(20, 400), "%d-%d" % (rnum(2018, 2021), rnum(2022, 2025)), "1080p", "[%d GB]" % rnum(5, 120)]))
    return name, ch(["alt.binaries.erotica", "alt.binaries.pictures.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.erotica.divx", "alt.binaries.mom",
                     "alt.binaries.multimedia.erotica.amateur", "alt.binaries.pictures.erotica.asian", "alt.binaries.erotica.hd", "alt.binaries.multimedia.erotica.asian",
                     "alt.binaries.boneless", "alt.binaries.erotica.pornstars.80s", "alt.binaries.pictures.erotica.models"])


COURSES = ["The Complete JavaScript Course 2024 - From Zero to Expert!", "100 Days of Code - The Complete Python Pro Bootcamp", "Excel Essential Training (Microsoft 365)",
           "Photoshop CC 2019 Essential Training", "Kubernetes for Developers - Core Concepts", "Machine Learning Specialization (Andrew Ng)", "Gordon Ramsay Teaches Cooking I",
           "Understanding the Universe - An Introduction to Astronomy", "CompTIA A+ Core 1 (220-1101)", "Cisco CCNA 200-301", "Python Fundamentals LiveLessons 2nd Edition",
           "Procreate for Beginners", "Introduction to Watercolor", "AWS Certified Solutions Architect - Associate SAA-C03", "React - The Complete Guide 2024 (incl. Next.js, Redux)",
           "Docker & Kubernetes - The Practical Guide", "Unreal Engine 5 C++ Developer - Learn C++ & Make Video Games", "Blender 4 Complete Beginners Guide",
           "The Complete Cryptocurrency Investment Course", "Forex Trading A-Z - With LIVE Examples of Forex Trading", "Make Money on YouTube - Complete Course",
           "Affiliate Marketing for Beginners", "Stock Trading Strategies - Technical Analysis MasterClass", "The Complete Digital Marketing Course - 12 Courses in 1",
           "SQL for Data Analysis", "Ethical Hacking from Scratch", "Learn Japanese for Beginners", "Guitar Lessons for Absolute Beginners", "Music Theory Comprehensive Complete",
           "Mixing and Mastering with Stock Plugins", "Deep Learning with PyTorch", "Rust Programming Bootcamp", "Certified Kubernetes Administrator (CKA) with Practice Tests"]


@fam("legit", "elearning_courses", 81)
def l_elearning():
    c = ch(COURSES)
    plat = ch(["Udemy", "LinkedIn Learning", "Lynda.com", "Pluralsight", "Coursera", "MasterClass", "The Great Courses", "CBT Nuggets", "ITProTV", "O'Reilly", "Skillshare",
               "Domestika", "Frontend Masters", "egghead.io", "INE", "Zero To Mastery", "Packt Video", "Wondrium", "TTC Video"])
    k = R.random()
    if k < 0.45:
        name = "%s - %s%s" % (plat, c, ch(["", "", " (%d-%02d)" % (rnum(2019, 2025), rnum(1, 12)), " [Video]", " (%d)" % rnum(2018, 2025), " - Updated", " [%d lectures]" % rnum(40, 420)]))
    elif k < 0.65:
        name = "%s.%s.%s-%s" % (dots(plat.replace("'", "")), dots(c), ch(["TUTORiAL", "BOOKWARE", "TUTORiAL.WEBRip", "iNTERNAL.TUTORiAL"]), ch(["SKiLLUP", "iLLiTERATE", "KNiSO", "SOFTiMAGE", "THiNK", "DEViSE", "JGTiSO", "HOTiSO"]))
    elif k < 0.8:
        name = "[%s] %s %s" % (ch(["FreeCourseSite.com", "FreeTutorials.Us", "DesireCourse.Net", "GigaCourse.Com", "CourseClub.Me", "FTU", plat]), plat + " -" if maybe(0.5) else "", c)
    elif k < 0.9:
        name = "%s %s (%s)" % (plat, c, ch(["1080p", "720p", "HD", "Complete", "with subtitles", "PDF + Videos", "2nd Edition"]))
    else:
        pn = rnum(1, 60)
        name = '%s - %s [%d/%d] - "%s.part%02d.rar" yEnc' % (plat, c, pn + 1, rnum(61, 120), under(c)[:40], pn)
    return name.replace("  ", " "), ch(["alt.binaries.e-learning", "alt.binaries.education", "alt.binaries.tutorials", "alt.binaries.multimedia.tutorials", "alt.binaries.e-book.technical",
                                        "alt.binaries.cbt", "alt.binaries.misc", "alt.binaries.boneless", "alt.binaries.cores", "alt.binaries.warez"])


DOCS = ["The Secret Science of Sleep", "Ultimate Space Telescope", "Titanic - The Final Word", "Secrets of the Pyramids", "The Rise of the Machines", "Our Planet",
        "Planet Earth III", "Frozen Planet II", "The Green Planet", "Seven Worlds One Planet", "Prehistoric Planet", "The Vietnam War", "The Civil War", "Baseball",
        "World War II in Colour", "Apocalypse - The Second World War", "Cosmos - Possible Worlds", "The Universe", "How the Universe Works", "Inside the Factory",
        "Britains Greatest Train Journeys", "Secret Life of the Zoo", "Drain the Oceans", "Lost Cities with Albert Lin", "Ancient Apocalypse", "The Last Dance",
        "Free Solo", "My Octopus Teacher", "Fire of Love", "All the Beauty and the Bloodshed", "20 Days in Mariupol", "The Act of Killing", "Dirty Money",
        "American Greed", "Scam Interceptors", "Rip Off Britain", "Scam City", "Inside the Mind of a Con Artist", "The Price of Gold", "Hot Money"]


@fam("legit", "documentary_mvgroup", 81)
def l_docs():
    t = ch(DOCS)
    ch_ = ch(["BBC", "PBS", "NG", "Ch4", "Ch5", "ITV", "Arte", "ZDF", "SBS", "ABC", "CBC", "Discovery", "History", "Smithsonian", "CNBC", "Netflix", "SVT", "NHK"])
    k = R.random()
    if k < 0.45:
        ser = ch(["", "Horizon.%d." % rnum(2018, 2025), "Nova.%d." % rnum(2018, 2025), "Storyville.%d." % rnum(2019, 2025), "Timewatch.", "Arena.", "Secrets.of.the.Dead.",
                  "Natural.World.%d." % rnum(2018, 2025), "Frontline.%d." % rnum(2018, 2025), "Dispatches.%d." % rnum(2018, 2025), "American.Experience."])
        part = ch(["", "", "%dof%d." % (rnum(1, 3), rnum(3, 8)), "Series.%d.Part.%d." % (rnum(1, 8), rnum(1, 6)), "Part.%d." % rnum(1, 4)])
        name = "%s.%s%s%s%s.%s.AAC.MVGroup.org.%s" % (ch_, ser, part, dots(t), ".%s" % ch(["720p", "1080p", "2160p", "576p"]), ch(["HDTV.x264", "HDTV.x265", "WEB-DL.x264", "WEBRip.x265", "PDTV.x264"]),
                                                     ch(["mkv", "mp4", "mkv"]))
        name = name.replace("..", ".")
        if maybe(0.2):
            name = '%s [%d/%d] - "%s" yEnc (1/%d)' % (ch(["MVGroup", "mvgroup.org", "[MVGroup.org]"]), rnum(1, 30), rnum(30, 60), name, rnum(200, 2000))
    elif k < 0.65:
        name = "%s (%d) %s" % (t, rnum(1990, 2024), ch(["1080p BluRay x264", "S01 2160p NF WEB-DL DDP5.1 Atmos DV HEVC", "[720p] [WEBRip]", "DVDRip", "720p HDTV", "1080p WEB-DL AAC"]))
    elif k < 0.8:
        name = "%s.S%02dE%02d.%s.%s-%s" % (dots(t), rnum(1, 12), rnum(1, 10), ch(["720p", "1080p"]), ch(["HDTV.x264", "WEB.h264", "WEB-DL.AAC2.0.H.264", "iP.WEB-DL.AAC2.0.H.264"]),
                                          ch(["DARKFLiX", "KOMPOST", "CBFM", "NTb", "TVSLiCES", "W4F", "DOCUMENT", "SKYFiRE"]))
    elif k < 0.9:
        name = "CuriosityStream - %s %s" % (t, ch(["(2022) 1080p", "[1080p WEB-DL]", "- Episode %d" % rnum(1, 6), "(4K)", "Complete"]))
    else:
        name = "%s - %s (%s) %s" % (ch_, t, ch(["Documentary", "Doku", "Documentaire", "Dokumentär", "Documental"]), ch(["GERMAN 720p", "FRENCH 1080p", "SWEDiSH WEB-DL", "Eng Subs", "720p", "German Doku HDTV"]))
    return name, ch(["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.docs", "alt.binaries.tv", "alt.binaries.teevee", "alt.binaries.hdtv",
                     "alt.binaries.boneless", "alt.binaries.multimedia.docs"])


# ================================================================ LEGIT: foreign, fills, obfuscation
EU = pipes("""
de|Im Westen nichts Neues|2022|m
de|Das Lehrerzimmer|2023|m
de|Toni Erdmann|2016|m
de|Das Boot|1981|m
de|Der Untergang|2004|m
de|Lola rennt|1998|m
de|Das Leben der Anderen|2006|m
de|Good Bye Lenin|2003|m
de|Babylon Berlin||t
de|Dark||t
de|Der Tatortreiniger||t
de|Die Discounter||t
de|Der Bergdoktor||t
de|Hubert ohne Staller||t
de|Jerks||t
fr|Anatomie d'une chute|2023|m
fr|Le Comte de Monte-Cristo|2024|m
fr|Intouchables|2011|m
fr|Le Fabuleux Destin d'Amélie Poulain|2001|m
fr|La Haine|1995|m
fr|Un p'tit truc en plus|2024|m
fr|L'Amour ouf|2024|m
fr|Le Bureau des Légendes||t
fr|Lupin||t
fr|Engrenages||t
fr|Dix pour cent||t
fr|HPI||t
fr|Astrid et Raphaëlle||t
es|La sociedad de la nieve|2023|m
es|El laberinto del fauno|2006|m
es|Relatos salvajes|2014|m
es|As bestas|2022|m
es|Campeones|2018|m
es|La Casa de Papel||t
es|Élite||t
es|El Ministerio del Tiempo||t
es|Cuéntame cómo pasó||t
it|La grande bellezza|2013|m
it|Perfetti sconosciuti|2016|m
it|C'è ancora domani|2023|m
it|Io capitano|2023|m
it|Parthenope|2024|m
it|Gomorra||t
it|L'amica geniale||t
it|Il commissario Montalbano||t
it|Mare fuori||t
nl|Zwartboek|2006|m
nl|Soldaat van Oranje|1977|m
nl|Bankier van het Verzet|2018|m
nl|De Oost|2020|m
nl|Flikken Maastricht||t
nl|Baantjer||t
nl|Undercover||t
nl|Wie is de Mol||t
nl|Goede Tijden Slechte Tijden||t
da|Druk|2020|m
da|Jagten|2012|m
da|Borgen||t
da|Forbrydelsen||t
sv|Snabba Cash|2010|m
sv|Bron||t
sv|Störst av allt||t
no|Skam||t
no|Ragnarok||t
no|Verdens verste menneske|2021|m
pl|Zimna wojna|2018|m
pl|Boże Ciało|2019|m
cs|Kolja|1996|m
hu|Saul fia|2015|m
pt|Cidade de Deus|2002|m
pt|Ainda Estou Aqui|2024|m
pt|Tropa de Elite|2007|m
""")
LANGTAG = {"de": ["German", "GERMAN", "German.DL", "German.DL.AC3D", "German.EAC3D.DL", "GERMAN.DL"], "fr": ["FRENCH", "TRUEFRENCH", "MULTi", "MULTi.VFF", "VOSTFR", "MULTi.VFQ"],
           "es": ["SPANiSH", "CASTELLANO", "SPANISH", "DUAL", "LATiN.SPANiSH"], "it": ["iTALiAN", "iTA-ENG", "iTA", "ITALIAN"], "nl": ["DUTCH", "NLSUBBED", "NL", "FLEMISH"],
           "da": ["DANiSH", "NORDiC"], "sv": ["SWEDiSH", "NORDiC"], "no": ["NORWEGiAN", "NORDiC"], "pl": ["PL", "POLiSH"], "cs": ["CZ", "CZECH"], "hu": ["HUN", "HUNGARiAN"],
           "pt": ["PORTUGUESE", "DUAL", "BRAZiLiAN"]}
LANGGRP = {"de": ["DETAiLS", "TSCC", "EDE", "ZeroTwo", "MOViEiT", "LeetXD", "VECTOR", "WvF", "RWP", "SAUERKRAUT", "FSX", "GMA", "ABJ", "HDSource"],
           "fr": ["LOST", "FW", "QTZ", "SHiELD", "FLOP", "SUPPLY", "TONY", "BOUBA", "GHT", "NoNe"], "es": ["FCL", "HDO", "PRiMA", "EMX", "GHD"],
           "it": ["MeM", "CYBER", "GP", "NovaRip", "iDN_CreW", "NAHOM", "SKY"], "nl": ["DiDi", "NLU002", "HEBEN", "NoRBiT", "FTC"], "da": ["DKV", "NORViNE", "DANES"],
           "sv": ["SWESUB", "NORViNE", "SWEDISH"], "no": ["NORViNE", "NoRDiC", "NOTV"], "pl": ["KiT", "FLS", "PSiG", "MR"], "cs": ["CZTV", "FiNAL"], "hu": ["HuN-TRiNiTY", "HuN-No1"],
           "pt": ["BRAZiL", "GDR", "LAPUMiA"]}


@fam("legit", "foreign_european", 82)
def l_foreign_eu():
    lang, title, year, kind = ch(EU)
    tag = ch(LANGTAG[lang])
    grp = ch(LANGGRP[lang])
    q = ch(["720p", "1080p", "1080p", "2160p"])
    if kind == "t":
        ep = "S%02dE%02d" % (rnum(1, 6), rnum(1, 12))
        head = "%s.%s" % (dots(title), ep)
    else:
        head = "%s.%s" % (dots(title), year)
    k = R.random()
    if k < 0.45:
        name = "%s.%s.%s.%s.%s-%s" % (head, tag, q, ch(["BluRay", "WEB", "WEB-DL", "HDTV", "WEBRip", "BDRip"]), ch(["x264", "x265", "h264", "H.264", "HEVC"]), grp)
    elif k < 0.6 and lang == "es":
        if kind == "t":
            s = rnum(1, 6)
            name = "%s - Temporada %d [HDTV%s][Cap.%d%02d_%d%02d][Español Castellano]" % (title, s, ch([" 720p", "", " 1080p"]), s, 1, s, rnum(6, 12))
        else:
            name = "%s (%s) [BluRay %s][AC3 5.1 Castellano]" % (title, year, q)
    elif k < 0.6 and lang == "fr":
        name = "%s (%s) %s %s 10bit 4KLight HDR BluRay x265 AAC 5.1-QTZ" % (title, year or rnum(2015, 2024), ch(["MULTi VFF", "MULTi VF2", "TRUEFRENCH", "MULTi VFQ"]), q)
    elif k < 0.6 and lang == "it":
        name = "%s%s iTA-ENG %s WEB-DLMux DD5.1 H264-MeM.GP" % (title, " (%s)" % year if year else " S%02dE%02d" % (rnum(1, 5), rnum(1, 10)), q) if maybe(0.5) else "%s.%s.iTALiAN.AC3.%s.WEB-DL.H264-MeM" % (head, "", q)
        name = name.replace("..", ".")
    elif k < 0.75:
        name = "%s%s %s" % (title, " (%s)" % year if year else " - %s" % ("S%02dE%02d" % (rnum(1, 6), rnum(1, 12))),
                              ch({"de": ["German DL 1080p", "(German) [720p]", "- Deutsch - HDTV", "GERMAN 1080p WEB"], "fr": ["FRENCH 720p", "VOSTFR", "[MULTi 1080p]", "VF HDLight 1080p"],
                                  "es": ["Castellano 1080p", "[Español]", "(Latino) 720p", "Dual Audio"], "it": ["iTA 1080p", "[ITA] BDRip", "Italiano 720p"],
                                  "nl": ["(NL gesproken)", "NL Subs 1080p", "met NL ondertitels", "Vlaams 720p"], "da": ["Danish 1080p", "(DK subs)"], "sv": ["Svenska 1080p", "SWESUB"],
                                  "no": ["Norsk 1080p", "NORSK TALE"], "pl": ["Lektor PL 1080p", "DUBBING PL", "PLSUB"], "cs": ["CZ dabing", "CZ titulky 1080p"], "hu": ["HUN 1080p", "magyar szinkron"],
                                  "pt": ["Dublado 1080p", "DUAL 5.1 WEB-DL", "Nacional 720p"]}[lang]))
    elif k < 0.88:
        name = "%s.%s.%s.DL.%s.%s-%s" % (head, tag.split(".")[0], ch(["AC3", "DTS", "EAC3", "DD51", ""]), q, ch(["BluRay.x264", "WEB.h264", "WebHD.x264", "BluRay.AVC.REMUX"]), grp)
        name = name.replace("..", ".")
    else:
        name = "%s.%s.%s.%s.%s" % (head, tag, q, ch(["WEB-DL.DDP5.1.H.264", "NF.WEB-DL.DDP5.1.x264", "AMZN.WEB-DL.DDP5.1.H.264", "BluRay.DTS.x264"]), ch(["-" + grp, "-" + grp, ".mkv", "-NOGRP"]))
        name = name.replace(".-", "-")
    return name, ch({"de": ["alt.binaries.german.movies", "alt.binaries.movies.german", "alt.binaries.hdtv.german", "alt.binaries.dvd-r.german", "alt.binaries.town"],
                     "fr": ["alt.binaries.movies.french", "alt.binaries.dvd.french", "alt.binaries.french", "alt.binaries.tv.french"],
                     "es": ["alt.binaries.dvd.spanish", "alt.binaries.movies.spanish", "alt.binaries.spanish"], "it": ["alt.binaries.dvd.italian", "alt.binaries.movies.italian", "alt.binaries.italian"],
                     "nl": ["alt.binaries.nl", "alt.binaries.ijsklontje", "alt.binaries.dvd.dutch", "alt.binaries.hdtv.nl"]}.get(lang, ["alt.binaries.nordic", "alt.binaries.movies", "alt.binaries.hdtv",
                                                                                                                                   "alt.binaries.multimedia", "alt.binaries.dvd"]))


NONLATIN = [
    ("ru", "Мастер и Маргарита (2024) WEB-DL 1080p"), ("ru", "Слово пацана. Кровь на асфальте S01 (2023) WEB-DLRip"), ("ru", "Ирония судьбы, или С лёгким паром! (1975) BDRip 1080p"),
    ("ru", "Кино - Группа крови (1988) [FLAC]"), ("ru", "Брат 2 (2000) BDRip 720p"), ("ru", "Сергей Лукьяненко - Ночной Дозор (fb2)"), ("ru", "Михаил Булгаков - Собачье сердце (аудиокнига, MP3)"),
    ("ru", "Чебурашка (2022) WEB-DL 2160p HDR"), ("ru", "Кухня - Сезон %d (2012) HDTVRip"), ("ru", "Земфира - Бордерлайн (2021) FLAC"), ("ru", "Трудные подростки S0%d (2019) WEB-DL 1080p"),
    ("uk", "Я, Ніна (2024) 1080p WEB-DL Ukr"), ("uk", "Океан Ельзи - Без меж (2016) MP3"), ("bg", "Под прикритие сезон %d (2011)"),
    ("ja", "【MP4】君の名は。 (2016) 1080p"), ("ja", "米津玄師 - LOST CORNER (2024) [FLAC]"), ("ja", "宇多田ヒカル - SCIENCE FICTION [2024.04.10] [24bit/96kHz]"),
    ("ja", "(一般コミック) [尾田栄一郎] ONE PIECE 第%d巻"), ("ja", "[アニメ] 葬送のフリーレン 第%02d話 (BS11 1280x720 x264 AAC)"), ("ja", "YOASOBI - THE BOOK 3 (2023) [FLAC 24bit]"),
    ("ja", "(一般小説) [村上春樹] 街とその不確かな壁"), ("ja", "ドラマ VIVANT 第%d話 (TBS 1920x1080 x264)"), ("ja", "Mrs. GREEN APPLE - ANTENNA (2023) [ハイレゾ]"),
    ("zh", "流浪地球2.The.Wandering.Earth.II.2023.1080p.WEB-DL.H264.AAC-PTerWEB"), ("zh", "周杰伦 - 最伟大的作品 (2022) [FLAC]"), ("zh", "[繁中字幕] 孤注一掷 (2023) 1080p"),
    ("zh", "狂飙.The.Knockout.S01E%02d.2023.2160p.WEB-DL.H265.AAC"), ("zh", "刘慈欣 - 三体全集 (epub)"), ("zh", "满江红.Full.River.Red.2023.2160p.WEB-DL.H265.DDP5.1-OurTV"),
    ("zh", "邓紫棋 - 启示录 (2022) [24bit FLAC]"), ("zh", "繁花.Blossoms.Shanghai.S01E%02d.2023.1080p.WEB-DL"), ("zh", "[中文字幕] 周处除三害 (2023) 1080p NF WEB-DL"),
    ("ko", "무빙 Moving E%02d 230809 1080p DSNP WEB-DL"), ("ko", "[KBS] 1박 2일 시즌4 E%d.230813.1080p-NEXT"), ("ko", "아이유 (IU) - The Winning (2024) [FLAC]"),
    ("ko", "나 혼자 산다 E%d.240202.720p-NEXT"), ("ko", "서울의 봄 12.12 The Day 2023 1080p WEB-DL"), ("ko", "눈물의 여왕 Queen of Tears E%02d 1080p NF WEB-DL"),
    ("ko", "뉴진스 (NewJeans) - How Sweet (2024) [MP3 320]"), ("ko", "파묘 Exhuma (2024) 1080p WEB-DL"),
    ("ar", "مسلسل الحشاشين الحلقة %d 1080p"), ("ar", "فيلم كيرة والجن (2022) WEB-DL 1080p"), ("ar", "أم كلثوم - ألف ليلة وليلة (FLAC)"), ("ar", "نجيب محفوظ - الثلاثية (pdf)"),
    ("he", "שטיסל עונה %d פרק 1"), ("he", "פאודה עונה %d 1080p"), ("el", "Το Νησί (2010) Επεισόδιο %d"), ("el", "Νίκος Καζαντζάκης - Βίος και Πολιτεία του Αλέξη Ζορμπά (epub)"),
    ("th", "ร่างทรง The Medium (2021) 1080p"), ("th", "หลานม่า How to Make Millions Before Grandma Dies (2024) 1080p WEB-DL"), ("hi", "जवान Jawan (2023) Hindi 1080p WEB-DL"),
    ("hi", "पंचायत Panchayat S0%d 1080p AMZN WEB-DL Hindi"), ("fa", "فیلم قهرمان (2021) 1080p"), ("ka", "ვეფხისტყაოსანი - შოთა რუსთაველი (pdf)"), ("hy", "Կոմիտաս - Երգեր (FLAC)"),
    ("ta", "விக்ரம் Vikram (2022) Tamil 1080p WEB-DL"), ("bn", "পথের পাঁচালী Pather Panchali (1955) 1080p BluRay"), ("sr", "Отписани (1974) Комплетна серија"),
]


@fam("legit", "foreign_nonlatin_script", 81)
def l_nonlatin():
    lang, t = ch(NONLATIN)
    if "%" in t:
        t = t % rnum(1, 20)
    k = R.random()
    if k < 0.6:
        name = t
    elif k < 0.75:
        name = t + ch([" [RUS]", " [Rip by %s]" % ch(["HQ-ViDEO", "Kinozal", "ELEKTRI4KA", "NNMClub", "RuTracker"]), " .mkv", " (iTunes)", " [%s]" % rhex(8).upper(), " - 720p", " 2.35GB"])
    elif k < 0.9:
        low = t.lower()
        if "flac" in low or "mp3" in low:
            exts = [".rar", ".part01.rar", ".flac", ".zip", ".par2"]
        elif "epub" in low or "pdf" in low or "fb2" in low or "巻" in t or "小説" in t:
            exts = [".epub", ".rar", ".zip", ".pdf"]
        else:
            exts = [".mkv", ".rar", ".part01.rar", ".mp4", ".par2", ""]
        name = '[%d/%d] - "%s%s" yEnc (1/%d)' % (rnum(1, 20), rnum(20, 40), t, ch(exts), rnum(10, 2000))
    else:
        name = t.replace(" ", ".")
    return name, ch(["alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.multimedia.chinese", "alt.binaries.multimedia.japanese", "alt.binaries.multimedia.korean",
                     "alt.binaries.movies.russian", "alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless", "alt.binaries.e-book", "alt.binaries.anime", "alt.binaries.misc",
                     "alt.binaries.multimedia.arabic", "alt.binaries.multimedia.indian", "alt.binaries.cores", "alt.binaries.hdtv"])


def release_name():
    fn = ch([l_scene_movie, l_scene_tv, l_scene_tv, l_music_scene, l_music_flac, l_ebook, l_p2p, l_games, l_software, l_xxx, l_comics, l_audiobooks, l_foreign_eu])
    n, _ = fn()
    return n, fn.__name__


@fam("legit", "request_fill", 81)
def l_request_fill():
    rel, src = release_name()
    bare = rel.split('"')[1] if rel.count('"') >= 2 and maybe(0.5) else rel
    k = R.random()
    if k < 0.25:
        name = ch(["REQ %d - %s", "REQ#%d - %s", "[REQ %d] %s", "Req %d: %s", "REQ %d - %s - FILLED", "#%d - %s (req)"]) % (rnum(1000, 999999), bare)
    elif k < 0.45:
        name = ch(["Fill: %s", "FILL: %s", "[FILL] %s", "Filled: %s", "[REQ FILLED] %s", "Fill for %s: %%s" % ch(["Bob", "oldtimer", "nzbfan", "Tux", "Jackie", "mp3lover", "Guest"]),
                   "Requested fill - %s", "Filling request: %s"])
        name = name.replace("%%s", "%s") % bare
    elif k < 0.62:
        name = ch(["REPOST: %s", "Repost: %s", "[REPOST] %s", "Repost by request - %s", "ReUp: %s", "REUP - %s", "re-post (incomplete before) %s", "RP: %s", "Repost %s (new pars)"]) % bare
    elif k < 0.8:
        grp = ch(["#a.b.teevee@EFNet", "#a.b.moovee@EFNet", "#a.b.mom@EFNet", "#a.b.inner-sanctum@EFNET", "#a.b.hdtv.x264@EFNet", "#a.b.erotica@EFNet", "#altbin@EFNet"])
        fname = dots(bare.replace('"', "").split(" yEnc")[0])[:80]
        name = ch(['[%d]-[FULL]-[%s]-[ %s ]-[%02d/%02d] - "%s.part01.rar" yEnc (1/%d)', '%s - REQ %d - %s - [%02d/%02d] - "%s.nfo" yEnc (1/1)', '[%s]-[FULL]-[%s]-[%d/%d]'])
        if name.startswith("[%d]"):
            name = name % (rnum(10000, 199999), grp, fname, 1, rnum(20, 90), fname, rnum(40, 200))
        elif name.startswith("%s - REQ"):
            name = name % (grp, rnum(10000, 199999), fname, 1, rnum(20, 90), fname)
        else:
            name = name % (grp, fname, 1, rnum(20, 90))
    else:
        name = ch(["Auf Anfrage: %s", "Sur demande : %s", "Op verzoek: %s", "Pedido atendido: %s", "Su richiesta: %s", "По просьбе: %s", "Na prośbę: %s", "På begäran: %s",
                   "Wunsch erfüllt - %s", "Nachschub: %s", "Repost auf Wunsch - %s"]) % bare
    return name, ch(G_MOVIES + G_TV + ["alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.binaries.sounds.lossless", "alt.binaries.inner-sanctum", "alt.binaries.teevee",
                                       "alt.binaries.erotica", "alt.binaries.games", "alt.binaries.warez"])


WORDS3 = ["amber", "quiet", "river", "falcon", "lantern", "velvet", "copper", "meadow", "silent", "harbor", "crimson", "tundra", "orbit", "maple", "ember", "cobalt",
          "willow", "granite", "puzzle", "tango", "saffron", "glacier", "marble", "thunder", "pepper", "nebula", "oyster", "walnut", "zephyr", "canyon", "juniper", "quartz"]


@fam("legit", "obfuscated_names", 82)
def l_obfuscated():
    k = R.random()
    if k < 0.18:
        base = rhex(ch([32, 32, 40, 64, 16, 24]))
        if maybe(0.3):
            base = base.upper()
    elif k < 0.4:
        base = ralnum(rnum(12, 40))
    elif k < 0.5:
        base = "%s-%s-%s-%s-%s" % (rhex(8), rhex(4), rhex(4), rhex(4), rhex(12))
        if maybe(0.3):
            base = "{" + base.upper() + "}"
    elif k < 0.58:
        base = ralnum(rnum(16, 32), string.ascii_uppercase + "234567")
    elif k < 0.66:
        base = ch(["-", "_", "."]).join(ch(WORDS3) for _ in range(rnum(2, 4))) + ch(["", "-%d" % rnum(10, 99), ""])
    elif k < 0.74:
        base = ".".join(ralnum(rnum(4, 10)) for _ in range(rnum(2, 5)))
    else:
        base = ralnum(rnum(8, 20), string.ascii_lowercase + string.digits)
    ext = ch(["", "", "", ".mkv", ".mp4", ".rar", ".7z", ".zip", ".par2", ".vol00+01.par2", ".vol03+04.par2", ".part01.rar", ".part001.rar", ".part12.rar", ".001", ".r00", ".nfo",
              ".nzb", ".bin", ".avi", ".flac", ".epub", ".iso", ".7z.001", ".sfv"])
    name = base + ext
    j = R.random()
    if j < 0.25:
        name = '[%d/%d] - "%s" yEnc (1/%d)' % (rnum(1, 60), rnum(60, 120), name, rnum(1, 400))
    elif j < 0.4:
        name = '"%s" yEnc (%d/%d)' % (name, rnum(1, 9), rnum(10, 800))
    elif j < 0.48:
        name = '%s [%02d/%02d] - "%s" yEnc' % (base, rnum(1, 30), rnum(30, 70), name)
    elif j < 0.53:
        name = '(%s) [%d/%d] - "%s" - %s yEnc' % ("?" * 4 if maybe(0.5) else base[:6], rnum(1, 40), rnum(40, 99), name, ch(["1.34 GB", "700.12 MB", "49,59 MB", "4.37 GB"]))
    return name, ch(G_MOVIES + G_TV + ["alt.binaries.boneless", "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.cores", "alt.binaries.mom", "alt.binaries.alt",
                                       "alt.binaries.bloaf", "alt.binaries.u-4all", "alt.binaries.superman", "alt.binaries.ghosts", "alt.binaries.frogs", "alt.binaries.kleverig",
                                       "alt.binaries.dc", "alt.binaries.xylo", "alt.binaries.iso", "alt.binaries.nl"])


# ================================================================ LEGIT: posting tools, collections, personal rips, spammy-sounding works
def file_of(rel):
    base = rel.split('"')[1] if rel.count('"') >= 2 else rel
    for e in (".mkv", ".mp4", ".nzb", ".avi", ".epub", ".pdf", ".cbz", ".cbr"):
        if base.endswith(e):
            base = base[: -len(e)]
    return base


@fam("legit", "posting_tool_subject", 82)
def l_posting_tool():
    rel, _ = release_name()
    base = file_of(rel)
    tot = rnum(5, 140)
    i = rnum(1, tot)
    fext = ch([".part%02d.rar" % i if tot < 100 else ".part%03d.rar" % i, ".r%02d" % (i - 1) if i <= 99 else ".rar", ".nfo", ".sfv", ".par2", ".vol%02d+%02d.par2" % (i, i + 1),
               ".7z.%03d" % i, ".mkv.%03d" % i, ".nzb", ".rar", ".zip"])
    fname = dots(base.replace('"', ""))[:120] if maybe(0.6) else base.replace('"', "")
    fname += fext
    segs = rnum(1, 500) if maybe(0.8) else 1
    seg = rnum(1, segs)
    size = ch(["1.36 GB", "702.33 MB", "49,59 MB", "4.37 GB", "15.2 GB", "350 MB", "2,34 GB", "98.1 MB", "1.2 KB", "23,44 GB"])
    k = R.random()
    if k < 0.18:
        name = '[%02d/%02d] - "%s" yEnc (%d/%d)' % (i, tot, fname, seg, segs)
    elif k < 0.3:
        name = '"%s" yEnc (%d/%d)' % (fname, seg, segs)
    elif k < 0.42:
        name = '%s [%02d/%02d] - "%s" yEnc (%02d/%02d)' % (base, i, tot, fname, seg, segs)
    elif k < 0.52:
        name = '%s - [%02d/%02d] - "%s" yEnc (%d/%d)' % (base, i, tot, fname, seg, segs)
    elif k < 0.6:
        name = '%s - "%s" yEnc (%d/%d) %s' % (base, fname, seg, segs, size)
    elif k < 0.67:
        name = '(????) [%02d/%02d] - "%s" yEnc (%d/%d)' % (i, tot, base + ".nzb" if maybe(0.4) else fname, seg, segs)
    elif k < 0.74:
        name = '[%02d/%02d] - "%s" - %s - yEnc (%d/%d)' % (i, tot, fname, size, seg, segs)
    elif k < 0.82:
        name = '[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ %s ] - [%02d/%02d] - "%s" - %s yEnc (%d/%d)' % (base, i, tot, fname, size, seg, segs)
    elif k < 0.88:
        name = '[PRiVATE]-[WtFnZb]-[%s]-[%d/%d] - "" yEnc (%d/%d)' % (fname, i, tot, seg, segs)
    elif k < 0.94:
        name = '(%02d/%02d) "%s" - %s - yEnc (%d/%d)' % (i, tot, fname, size, seg, segs)
    else:
        name = '%s - File %d of %d - "%s" (%d/%d)' % (base, i, tot, fname, seg, segs)
    return name, ch(G_MOVIES + G_TV + ["alt.binaries.town", "alt.binaries.inner-sanctum", "alt.binaries.sounds.mp3", "alt.binaries.e-book", "alt.binaries.warez", "alt.binaries.games",
                                       "alt.binaries.erotica", "alt.binaries.sounds.lossless", "alt.binaries.ghosts", "alt.binaries.cores"])


@fam("legit", "collections_packs", 81)
def l_collections():
    k = R.random()
    if k < 0.22:
        a, _, y = ch(MUSIC_ALBUMS)
        y0 = int(y) - rnum(0, 12)
        name = "%s - %s (%d-%d) %s" % (a, ch(["Discography", "Studio Discography", "Complete Discography", "The Complete Albums", "Discografia", "Diskografie", "Anthology", "Box Set Collection"]),
                                      y0, rnum(max(y0 + 3, int(y)), max(y0 + 3, int(y), 2025)), ch(["[FLAC]", "[MP3 320]", "MP3@320", "(FLAC, tracks+cue)", "[24-96 FLAC]", "[Hi-Res]", "{mp3 V0}", ""]))
    elif k < 0.4:
        show = ch(TV_SHOWS)
        n = rnum(3, 15)
        name = ch(["%s Complete Series S01-S%02d %s", "%s.Complete.Series.S01-S%02d.%s", "%s (Complete Series) Seasons 1-%d %s", "%s - The Complete Collection (S01-S%02d) %s"])
        name = name % (dots(show) if ".Complete" in name else show, n, ch(["1080p BluRay x265", "720p WEB-DL", "DVDRip XviD", "1080p.BluRay.x264-ROVERS", "[2160p HDR]", "NTSC DVD", "1080p AMZN WEB-DL"]))
    elif k < 0.58:
        name = ch(["Star Wars Complete Saga (1977-2019) 1080p BluRay x264", "Studio Ghibli Collection (1984-2023) BDRip 1080p", "James Bond 007 Collection (1962-2021) 1080p BluRay",
                   "Harry Potter 1-8 Complete Collection 2160p UHD", "The Lord of the Rings Trilogy Extended Edition 2160p UHD BluRay", "Criterion Collection Spine #%d-#%d",
                   "Alfred Hitchcock Collection (%d films) 1080p", "Stanley Kubrick Collection 1080p BluRay x264", "Pixar Complete Collection (1995-2024) 1080p", "Marvel Cinematic Universe Phase 1-5 1080p",
                   "Indiana Jones 1-5 Collection 2160p", "The Godfather Trilogy 1972-1990 Coppola Restoration 1080p", "Christopher Nolan Collection 2160p HDR", "Mission Impossible 1-7 Collection 1080p",
                   "Akira Kurosawa Collection (%d films) BDRip", "Wes Anderson Collection 1080p", "Dekalog (1989) Complete 1080p BluRay"])
        while "%d" in name:
            name = name.replace("%d", str(rnum(10, 1100)), 1)
    elif k < 0.72:
        name = ch(["Stephen King Collection (epub) %d books", "Discworld Complete (41 novels) epub", "Agatha Christie - Complete Hercule Poirot (%d books) epub", "Sherlock Holmes - Complete Collection (epub, mobi)",
                   "Star Wars Expanded Universe - %d Novels (epub)", "Project Gutenberg Top 100 (epub)", "Lee Child - Jack Reacher 1-%d (epub)", "Terry Pratchett - Complete Collection (%d books) [EPUB]",
                   "O'Reilly Bundle %d - %d Books (PDF)", "Humble Book Bundle - %s (PDF, EPUB)", "Marvel Masterworks Collection Vol 1-%d (cbr)", "2000 AD Progs %d-%d (cbr)"])
        while "%d" in name:
            name = name.replace("%d", str(rnum(20, 300)), 1)
        name = name.replace("%s", ch(["Python by Packt", "Cybersecurity by Wiley", "Machine Learning", "Linux by No Starch"]))
    elif k < 0.86:
        name = ch(["Now That's What I Call Music! 1-%d (1983-2024) MP3", "Billboard Hot 100 Year-End %d MP3 320kbps", "Top 2000 (NPO Radio 2) %d editie [MP3]",
                   "Ö3 Austria Top 40 Jahrescharts %d", "100 Greatest Classical Pieces (%d) FLAC", "Blue Note Records - %d Classic Albums Box (FLAC)",
                   "Ultimate 80s Collection - %d CDs", "Ministry of Sound Annual 1996-%d Collection", "The Complete Motown Singles Vol 1-12b (FLAC)", "Deutsche Grammophon 120 CD Box (FLAC)",
                   "Bach 333 - The Complete Edition (%d CD) FLAC", "Ella Fitzgerald - The Complete Songbooks (FLAC)"])
        if "%d" in name:
            yearish = any(w in name for w in ("Billboard", "Top 2000", "Jahrescharts", "Classical Pieces", "Ministry"))
            name = name.replace("%d", str(rnum(2015, 2024) if yearish else rnum(101, 222)), 1)
    else:
        name = ch(["National Geographic %d Full Year Collection", "The Economist %d Complete (52 issues)", "Wired US %d All Issues (pdf)", "MAD Magazine Collection 1952-%d (cbr)",
                   "Nintendo 64 Complete No-Intro Set (%d)", "PlayStation 1 Redump USA Complete (%d)", "Sega Mega Drive Complete ROM Set (%d)", "Amiga WHDLoad Games Pack %d",
                   "Doctor Who Classic Complete (1963-1989) DVDRip", "BBC Radio 4 Comedy Collection (%d)", "Harry Potter 1-7 Audiobooks (Stephen Fry) MP3", "Sherlock Holmes Complete Radio Dramas (Clive Merrison)"])
        while "%d" in name:
            name = name.replace("%d", str(rnum(2015, 2024)), 1)
    return name, ch(G_MOVIES + G_TV + G_MP3 + G_FLAC + G_EBOOK + ["alt.binaries.games", "alt.binaries.emulators"])


@fam("legit", "personal_informal_rips", 81)
def l_personal():
    k = R.random()
    a, b, y = ch(MUSIC_ALBUMS)
    if k < 0.22:
        name = ch(["%s - %s (my LP, %s)", "%s %s vinyl rip %s (my copy)", "my dad's old vinyl - %s - %s %s", "%s - %s - from my own CD %s", "%s - %s (home rip, %s)",
                   "%s %s rip %s", "%s - %s [own rip] %s"]) % (a if maybe(0.6) else a.lower(), b if maybe(0.6) else b.lower(),
                                                           ch(["Technics SL-1200, Ortofon 2M Blue", "EAC secure mode", "audacity 24/96", "320", "mp3 192", "flac", "cassette, Nakamichi", "minidisc transfer", "24-96"]))
    elif k < 0.42:
        y2, m2, d2 = rnum(1965, 2023), rnum(1, 12), rnum(1, 28)
        band = ch([("gd", "Grateful Dead"), ("ph", "Phish"), ("pj", "Pearl Jam"), ("dmb", "Dave Matthews Band"), ("wsp", "Widespread Panic"), ("kglw", "King Gizzard & The Lizard Wizard"),
                   ("bts", "Built to Spill"), ("ymsb", "Yonder Mountain String Band"), ("abb", "Allman Brothers Band"), ("moe", "moe.")])
        venue = ch(["Barton Hall, Cornell University", "Hampton Coliseum", "Red Rocks Amphitheatre", "Madison Square Garden", "The Fillmore", "Winterland", "Alpine Valley", "Spectrum, Philadelphia"])
        if maybe(0.5):
            name = "%s%d-%02d-%02d.%s.%s.%d.%s" % (band[0], y2 if maybe(0.5) else y2 % 100, m2, d2, ch(["sbd", "aud", "mtx", "fob", "sbd.miller", "aud.schoeps"]), ch(["hicks", "miller", "bertha", "noel", "tobin", "unknown"]),
                                                   rnum(1000, 150000), ch(["flac16", "flac24", "shnf", "sbeok.flac16", "mp3"]))
        else:
            name = "%s - %d-%02d-%02d - %s (%s) %s" % (band[1], y2, m2, d2, venue, ch(["SBD", "AUD", "Matrix", "FM broadcast", "bootleg"]), ch(["FLAC", "FLAC 24bit", "MP3 V0", "[etree]", "shn->flac"]))
    elif k < 0.58:
        show = ch(TV_SHOWS)
        name = ch(["%s season %d dvd rip by %s", "%s s%02d (my dvd rips, xvid)", "%s - series %d - DVD rips by %s", "%s complete season %d (ripped from my boxset)",
                   "%s season %d episode %d", "%s - s%de%02d - rip from tivo", "%s eps %d-%d (off-air, recorded from %s)"])
        vals = []
        for tok in ["%d", "%s"]:
            pass
        name = name.replace("%s", show if maybe(0.6) else show.lower(), 1)
        while "%d" in name or "%02d" in name:
            if "%02d" in name and ("%d" not in name or name.index("%02d") < name.index("%d")):
                name = name.replace("%02d", "%02d" % rnum(1, 9), 1)
            else:
                name = name.replace("%d", str(rnum(1, 12)), 1)
        if "%s" in name:
            name = name.replace("%s", ch(["nobby", "bob", "me", "grandpa", "the_archivist", "vhs_kid", "BBC One", "ITV", "Sky One", "freeview"]))
    elif k < 0.72:
        t, y3 = ch(MOVIES)
        name = ch(["%s (%s) - old VHS transfer", "%s %s dvdrip xvid (mine)", "%s (%s) laserdisc capture", "%s %s - TV recording with ads (%s)", "%s %s my bluray rip 1080p x264 crf18",
                   "%s (%s) - 16mm print scan", "%s %s rip from cable 1998"])
        name = name % ((t, y3) if name.count("%s") == 2 else (t, y3, ch(["ITV 1996", "BBC2 1991", "NBC 1994", "RTL 1999", "VRT 2001"])))
        if maybe(0.3):
            name = name.lower()
    elif k < 0.86:
        name = ch(["John Peel Show %d-%02d-%02d (FM off-air)", "BBC Radio 6 Music - Iggy Pop's Confidential %d-%02d-%02d", "Kenny Everett Radio Show %d-%02d-%02d (tape)",
                   "Essential Mix - %s - %d-%02d-%02d", "Radio 1 Breezeblock %d-%02d-%02d", "WFMU - Gaylord Fontaine %d-%02d-%02d", "Coast to Coast AM %d-%02d-%02d",
                   "Hearts of Space %d - %s (FM capture)", "Rinse FM - %s - %d-%02d-%02d"])
        if "%s" in name:
            name = name.replace("%s", ch(["Four Tet", "Jon Hopkins", "Sasha", "Laurent Garnier", "Aphex Twin", "Burial", "Floating Points", "Jamie xx"]), 1)
        name = name.replace("%d", str(rnum(1978, 2023)), 1)
        if "%02d" in name:
            name = name.replace("%02d", "%02d" % rnum(1, 12), 1).replace("%02d", "%02d" % rnum(1, 28), 1)
        name = name.replace("%d", str(rnum(100, 999)))
    else:
        name = ch(["abba gold (from my cd, 192k)", "metallica live shit binge and purge disc %d", "beatles white album (mono LP rip)", "mixtape 1989 side %s (tape rip)",
                   "queen - live aid 1985 (tv recording)", "nirvana unplugged - my cassette copy", "fleetwood mac rumours - anniversary vinyl, needle drop",
                   "led zep bbc sessions (rip by me)", "bowie ziggy stardust 1972 japan pressing rip", "pink floyd animals 1977 UK first press", "random 80s 12inch singles part %d",
                   "kraftwerk - 1981 live bootleg (aud, tape gen 3)", "the smiths - hatful of hollow (my cd)", "my grandma's polka records vol %d", "hawkwind space ritual - tape transfer"])
        name = name.replace("%d", str(rnum(1, 9))).replace("%s", ch(["A", "B"]))
    return name, ch(G_MP3 + G_FLAC + G_TV + G_MOVIES + ["alt.binaries.sounds.mp3.bootlegs", "alt.binaries.sounds.lossless.bootlegs", "alt.binaries.etree", "alt.binaries.sounds.radio.bbc",
                                                        "alt.binaries.sounds.radio", "alt.binaries.vhs"])


SPAMMY_MOVIES = pipes("""
Free Money|1998
Easy Money|1983
Money Talks|1997
Click|2006
Catfish|2010
The Tinder Swindler|2022
Boiler Room|2000
The Wolf of Wall Street|2013
Dumb Money|2023
Crypto|2019
Banking on Bitcoin|2016
Lottery Ticket|2010
Jackpot!|2024
Test Pattern|2019
Replicas|2018
Pain Hustlers|2023
Nigerian Prince|2018
Sorry to Bother You|2018
You've Got Mail|1998
Get Rich or Die Tryin'|2005
Buy Now! The Shopping Conspiracy|2024
Free Guy|2021
Casino Jack|2010
The Big Short|2015
Unfriended|2014
Searching|2018
Trash|2014
White Noise|2022
God's Not Dead|2014
Jesus Revolution|2023
Vice|2018
The Campaign|2012
Pharma Bro|2021
Win Win|2011
Trading Places|1983
Margin Call|2011
Limitless|2011
Download - The True Story of the Internet|2008
Stream|2024
The Money Pit|1986
Lonely Hearts|2006
Singles|1992
Catch Me If You Can|2002
Hot Pursuit|2015
Casino|1995
Password|2019
Snabba Cash|2010
The Social Dilemma|2020
Fyre - The Greatest Party That Never Happened|2019
Bad Vegan - Fame Fraud Fugitives|2022
""")
SPAMMY_SHOWS = ["Scam 1992 - The Harshad Mehta Story", "Dopesick", "Catfish The TV Show", "American Greed", "Scam Interceptors", "Scam City", "Rip Off Britain", "Hustle", "Billions",
                "Super Pumped", "The Dropout", "Inventing Anna", "Dirty Money", "Dating Around", "Hot Ones", "Lottery Changed My Life", "Miracle Workers", "Winning Time",
                "Love Is Blind", "The Lonely Island Presents", "Silicon Valley", "Black Mirror", "Mr Robot"]
SPAMMY_SONGS = pipes("""
Patti Smith|Free Money|Horses|1975
Dire Straits|Money for Nothing|Brothers in Arms|1985
ABBA|Money, Money, Money|Arrival|1976
Pink Floyd|Money|The Dark Side of the Moon|1973
Barrett Strong|Money (That's What I Want)|Money|1959
Pet Shop Boys|Opportunities (Let's Make Lots of Money)|Please|1986
Fifth Harmony|Work from Home|7/27|2016
Jessie J|Price Tag|Who You Are|2011
Carly Rae Jepsen|Call Me Maybe|Kiss|2012
The Black Keys|Lonely Boy|El Camino|2011
Saliva|Click Click Boom|Every Six Seconds|2001
Kraftwerk|Computer Love|Computer World|1981
Minor Threat|Filler|Minor Threat|1981
Paul McCartney|Junk|McCartney|1970
Portishead|Sour Times|Dummy|1994
Garbage|Queer|Garbage|1995
MGMT|Congratulations|Congratulations|2010
Viagra Boys|Sports|Street Worms|2018
Viagra Boys|Ain't No Thief|Cave World|2022
Viagra Boys|Troglodyte|Welfare Jazz|2021
The Flying Lizards|Money|The Flying Lizards|1979
Cardi B|Money|Invasion of Privacy|2018
Lisa|Money|Lalisa|2021
Spam Allstars|Fuacata!|Fuacata Live|2002
The Strokes|Is This It|Is This It|2001
Daft Punk|Technologic|Human After All|2005
Radiohead|Paranoid Android|OK Computer|1997
""")
SPAMMY_BOOKS = pipes("""
Robert T. Kiyosaki|Rich Dad Poor Dad
Timothy Ferriss|The 4-Hour Workweek
Napoleon Hill|Think and Grow Rich
Thomas J. Stanley|The Millionaire Next Door
Ben Mezrich|Bitcoin Billionaires
Ben McKenzie|Easy Money
Zeke Faux|Number Go Up
Michael Lewis|Going Infinite
Brian Krebs|Spam Nation
Frank W. Abagnale|Scam Me If You Can
Frank W. Abagnale|Catch Me If You Can
John Carreyrou|Bad Blood
Bruce Schneier|Click Here to Kill Everybody
Chris Anderson|Free - The Future of a Radical Price
Dick Francis|Hot Money
Jens Lapidus|Easy Money
Christopher Hitchens|God Is Not Great
Ramit Sethi|I Will Teach You to Be Rich
Morgan Housel|The Psychology of Money
Dave Ramsey|The Total Money Makeover
Tony Robbins|Money - Master the Game
Suze Orman|The Money Class
Rhonda Byrne|The Secret
""")
SPAMMY_EPISODES = [("Mr Robot", "S01E01", "eps1.0_hellofriend.mov"), ("Mr Robot", "S02E01", "eps2.0_unm4sk-pt1.tc"), ("Mr Robot", "S01E04", "eps1.3_da3m0ns.mp4"),
                   ("Mr Robot", "S01E06", "eps1.5_br4ve-trave1er.asf"), ("Black Mirror", "S03E03", "Shut Up and Dance"), ("Black Mirror", "S03E06", "Hated in the Nation"),
                   ("South Park", "S14E04", "You Have 0 Friends"), ("Silicon Valley", "S01E01", "Minimum Viable Product"), ("The Simpsons", "S10E08", "Homer Simpson in Kidney Trouble"),
                   ("Black Mirror", "S07E01", "Common People"), ("Succession", "S04E03", "Connor's Wedding"), ("Breaking Bad", "S05E08", "Gliding Over All")]


@fam("legit", "spammy_sounding_works", 82)
def l_spammy():
    k = R.random()
    if k < 0.3:
        t, y = ch(SPAMMY_MOVIES)
        kk = R.random()
        if kk < 0.5:
            name = "%s.%s.%s.%s.%s-%s" % (dots(t), y, ch(["1080p", "720p", "2160p"]), ch(["BluRay", "WEB-DL", "WEBRip", "BDRip", "AMZN.WEB-DL.DDP5.1"]), ch(["x264", "x265", "H.264"]),
                                        ch(G_MOVIE_SCENE + P2P_GROUPS))
        elif kk < 0.8:
            name = "%s (%s) %s" % (t, y, ch(["[1080p] [BluRay] [YTS.MX]", "1080p BluRay x265 10bit", "DVDRip XviD", "(1080p WEB-DL x265 Silence)", "720p BRRip", "[2160p HDR]"]))
        else:
            name = '[%02d/%02d] - "%s.%s.%s.mkv" yEnc (1/%d)' % (rnum(1, 9), rnum(10, 60), dots(t), y, ch(["1080p.BluRay.x264-GRP", "720p.WEB.h264-GRP"]).replace("GRP", ch(G_MOVIE_SCENE)), rnum(100, 900))
    elif k < 0.48:
        if maybe(0.4):
            show, ep, et = ch(SPAMMY_EPISODES)
            name = ch(["%s.%s.%s.1080p.WEB-DL.DD5.1.H.264-%s", "%s - %s - %s (1080p)", "%s %s %s 720p"]) 
            if name.startswith("%s.%s"):
                name = name % (dots(show), ep, dots(et.replace("_", " ")) if "." not in et else et, ch(P2P_GROUPS))
            else:
                name = name % (show, ep, et)
        else:
            show = ch(SPAMMY_SHOWS)
            name = "%s.%s.%s.%s-%s" % (dots(show), sxe(), ch(["720p", "1080p"]), ch(["HDTV.x264", "WEB.h264", "WEB-DL.DDP5.1.H.264", "iP.WEB-DL.AAC2.0.H.264"]), ch(G_TV_SCENE))
            if maybe(0.3):
                name = "%s - Season %d %s" % (show, rnum(1, 6), ch(["[1080p WEB-DL]", "(Complete) 720p", "HDTV"]))
    elif k < 0.7:
        a, song, alb, y = ch(SPAMMY_SONGS)
        name = ch(["%s - %s (%s) [FLAC]" % (a, alb, y), "%s-%s-%s-%s" % (under(a), under(alb), ch(["REMASTERED-WEB", "CD", "WEB", "24BIT-WEB-FLAC", "VINYL"]), y) + "-" + ch(MUSIC_GROUPS),
                   '"%s - %s - %02d - %s.mp3" yEnc (1/%d)' % (a, alb, rnum(1, 12), song, rnum(5, 15)), "%s - %s (single, %s) MP3 320" % (a, song, y),
                   "%s - %s %s" % (a, song, ch(["(Official Video) 1080p", "(Live) [FLAC]", "(12\" Mix)", "(Remastered %d)" % rnum(2001, 2024), "[Maxi-Single]"]))])
    elif k < 0.88:
        a, t = ch(SPAMMY_BOOKS)
        name = ch(["%s - %s (epub)", "%s - %s [EPUB]", "%s - %s (Unabridged) MP3", "%s - %s (retail) azw3", "%s by %%s (audiobook, m4b)", "%s.-.%s.RETAIL.EPUB.eBook-BitBook"])
        if name.startswith("%s by"):
            name = (name % t).replace("%s", a)
        elif name.startswith("%s.-."):
            name = name % (dots(a), dots(t))
        else:
            name = name % (a, t)
    else:
        name = ch(["Papers, Please v1.4.12-GOG", "Please, Don't Touch Anything-PLAZA", "Test.Drive.Unlimited.Solar.Crown-RUNE", "Cookie Clicker v2.052 [GOG]",
                   "Keep Talking and Nobody Explodes v1.9.24-GOG", "Hypnospace Outlaw-PLAZA", "Orwell Keeping an Eye on You-SKIDROW", "Emily Is Away Too-SiMPLEX",
                   "Scam Likely (Emily Mitchell) - epub", "Viagra Boys - Live at Roskilde 2023 1080p WEB", "The Lonely Island - Incredibad (2009) MP3 320",
                   "Spamalot (Original Broadway Cast Recording) 2005 FLAC", "MoneyWeek - %d %s %d.pdf" % (rnum(1, 28), ch(["March", "June", "October"]), rnum(2021, 2025)),
                   "Lonely Planet Japan (%d) epub" % rnum(2019, 2025), "Lonely Planet - Best of Italy %d (pdf)" % rnum(2019, 2025), "Free Solo (2018) 1080p BluRay x264",
                   "Download Festival %d - %s (1080p)" % (rnum(2015, 2024), ch(["Metallica", "Iron Maiden", "Slipknot", "Avenged Sevenfold"])), "Windows Media Player Visualizations Pack (2003)",
                   "Garbage - Version 2.0 (1998) [FLAC]", "Portishead - Dummy (1994) [24-96 Vinyl Rip]", "Junkie XL - Radio JXL (2003) MP3", "The Password Game - OST"])
    return name, ch(G_MOVIES + G_TV + G_MP3 + G_FLAC + G_EBOOK + ["alt.binaries.games", "alt.binaries.audiobooks"])


# ---------------------------------------------------------------- main
def clean(s):
    return " ".join(s.replace("\t", " ").replace("\r", " ").replace("\n", " ").split(" ")).strip()


def main():
    rows = []
    seen = set()
    for label, name, n, fn in FAMILIES:
        got = 0
        tries = 0
        while got < n:
            tries += 1
            if tries > n * 300:
                raise SystemExit("family %s exhausted at %d/%d" % (name, got, n))
            title, group = fn()
            title = clean(title)
            for bad in ("%s", "%d", "%%", "{}", "%02d", "%03d", "%04d", "%0*d"):
                if bad in title:
                    raise SystemExit("unformatted %r in %s: %s" % (bad, name, title))
            if not title or title.lower() in seen:
                continue
            seen.add(title.lower())
            rows.append((label, name, title, group))
            got += 1
    R.shuffle(rows)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fresh31.tsv")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("LABEL\tFAMILY\tTITLE\tGROUP\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    nj = sum(1 for r in rows if r[0] == "junk")
    nl = sum(1 for r in rows if r[0] == "legit")
    print("wrote %s: %d junk, %d legit, %d families" % (out, nj, nl, len(FAMILIES)))


if __name__ == "__main__":
    main()
