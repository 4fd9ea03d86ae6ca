#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generate fresh28.tsv: a held-out set of Usenet binary-post titles.

Self-contained, stdlib only.  Every random choice comes from one
random.Random(28028028), so running this script always rewrites the same
file.  Columns: LABEL, FAMILY, TITLE, GROUP.
"""
import os
import random
import unicodedata

SEED = 28028028
N_JUNK = 906
N_LEGIT = 2112
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fresh28.tsv")

R = random.Random(SEED)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def num(a, b):
    return R.randint(a, b)


def picks(seq, k):
    return R.sample(seq, k)


JUNK = []
LEGIT = []


def junk(fn):
    JUNK.append(fn)
    return fn


def legit(fn):
    LEGIT.append(fn)
    return fn


# ---------------------------------------------------------------- helpers
def deaccent(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def scene(s):
    """Title -> scene dotted form (Mission: Impossible - X -> Mission.Impossible.X)."""
    s = deaccent(s).replace("&", "and").replace("+", " Plus ")
    out = []
    for ch in s:
        if ch.isalnum() or ch in "-":
            out.append(ch)
        elif ch in "'’!?,:;()\"":
            continue
        else:
            out.append(" ")
    words = [w for w in "".join(out).split() if w and w != "-"]
    return ".".join(words)


def under(s):
    return scene(s).replace(".", "_")


def casevar(s):
    r = R.random()
    if r < 0.55:
        return s
    if r < 0.7:
        return s.upper()
    if r < 0.85:
        return s.lower()
    return s.title()


def sepvar(s):
    r = R.random()
    if r < 0.6:
        return s
    if r < 0.75:
        return s.replace(" ", ".")
    if r < 0.9:
        return s.replace(" ", "_")
    return s.replace(" ", "-")


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
HEX = "0123456789abcdef"


def rstr(n, chars=ALNUM):
    return "".join(R.choice(chars) for _ in range(n))


def size_str():
    if chance(0.5):
        return "%.2f GB" % (R.uniform(0.7, 58))
    return "%.1f MB" % (R.uniform(12, 999))


def yenc_wrap(filename, rel=None, only_rel=False):
    """Wrap a file name in one of the subject shapes posting tools produce."""
    n = num(2, 160)
    i = num(1, n)
    P = num(1, 400)
    p = num(1, P)
    w = num(2, 5)
    shapes = [
        lambda: '[%0*d/%0*d] - "%s" yEnc (%d/%d)' % (w, i, w, n, filename, p, P),
        lambda: '"%s" yEnc (%d/%d)' % (filename, p, P),
        lambda: '[%d/%d] - "%s" yEnc' % (i, n, filename),
        lambda: '(%d/%d) "%s" - %s yEnc (%d/%d)' % (i, n, filename, size_str(), p, P),
        lambda: '[%d/%d] "%s" - %s' % (i, n, filename, size_str()),
        lambda: '"%s" (%d/%d)' % (filename, i, n),
    ]
    if rel:
        if only_rel:
            shapes = []
        shapes += [
            lambda: '%s [%d/%d] - "%s" yEnc (%d/%d)' % (rel, i, n, filename, p, P),
            lambda: '%s - [%02d/%02d] - "%s" yEnc (%d/%d)' % (rel, i, n, filename, p, P),
            lambda: '(%s) [%03d/%03d] - "%s"' % (rel, i, n, filename),
            lambda: '%s - "%s" yEnc' % (rel, filename),
            lambda: '[%s] - "%s" (%d/%d)' % (rel, filename, i, n),
        ]
    return pick(shapes)()


def rar_part(base):
    r = R.random()
    if r < 0.3:
        return "%s.part%02d.rar" % (base, num(1, 60))
    if r < 0.45:
        return "%s.r%02d" % (base, num(0, 99))
    if r < 0.55:
        return base + ".rar"
    if r < 0.7:
        return "%s.vol%02d+%02d.par2" % (base, num(0, 63), pick([1, 2, 4, 8, 16, 32]))
    if r < 0.78:
        return base + ".par2"
    if r < 0.86:
        return base + ".nfo"
    if r < 0.93:
        return base + ".sfv"
    return "%s.7z.%03d" % (base, num(1, 40))


# ---------------------------------------------------------------- pools
MOVIES = [
    ("Oppenheimer", 2023), ("Dune: Part Two", 2024), ("Poor Things", 2023),
    ("The Holdovers", 2023), ("Past Lives", 2023), ("Anatomy of a Fall", 2023),
    ("The Zone of Interest", 2023), ("Killers of the Flower Moon", 2023),
    ("Barbie", 2023), ("Godzilla Minus One", 2023), ("Civil War", 2024),
    ("Furiosa: A Mad Max Saga", 2024), ("The Fall Guy", 2024), ("Inside Out 2", 2024),
    ("Alien: Romulus", 2024), ("Blade Runner 2049", 2017), ("Mad Max: Fury Road", 2015),
    ("Parasite", 2019), ("Everything Everywhere All at Once", 2022), ("The Batman", 2022),
    ("Heat", 1995), ("Alien", 1979), ("The Thing", 1982), ("Jaws", 1975),
    ("Chinatown", 1974), ("Seven Samurai", 1954), ("Spirited Away", 2001),
    ("In the Mood for Love", 2000), ("Children of Men", 2006),
    ("No Country for Old Men", 2007), ("There Will Be Blood", 2007), ("Zodiac", 2007),
    ("Arrival", 2016), ("Sicario", 2015), ("Drive", 2011), ("Prisoners", 2013),
    ("Whiplash", 2014), ("Aftersun", 2022), ("Tar", 2022),
    ("The Banshees of Inisherin", 2022), ("Moonlight", 2016), ("Get Out", 2017),
    ("Hereditary", 2018), ("Midsommar", 2019), ("The Lighthouse", 2019),
    ("Knives Out", 2019), ("Uncut Gems", 2019),
    ("Mission: Impossible - Dead Reckoning Part One", 2023),
    ("John Wick: Chapter 4", 2023), ("Top Gun: Maverick", 2022), ("Perfect Days", 2023),
    ("Fallen Leaves", 2023), ("The Boy and the Heron", 2023), ("Robot Dreams", 2023),
    ("Society of the Snow", 2023), ("Saltburn", 2023), ("Napoleon", 2023),
    ("Wonka", 2023), ("The Iron Claw", 2023), ("American Fiction", 2023),
    ("May December", 2023), ("Priscilla", 2023), ("Ferrari", 2023),
    ("The Shawshank Redemption", 1994), ("Pulp Fiction", 1994), ("Fargo", 1996),
    ("The Big Lebowski", 1998), ("Lost in Translation", 2003), ("Memento", 2000),
    ("Mulholland Drive", 2001), ("Gattaca", 1997), ("The Matrix", 1999),
    ("Back to the Future", 1985), ("Die Hard", 1988), ("RoboCop", 1987),
    ("Twin Peaks: Fire Walk with Me", 1992), ("Paddington 2", 2017),
    ("Hot Fuzz", 2007), ("Shaun of the Dead", 2004), ("The Nice Guys", 2016),
    ("Longlegs", 2024), ("Twisters", 2024), ("Deadpool & Wolverine", 2024),
    ("Challengers", 2024), ("Kingdom of the Planet of the Apes", 2024),
    ("Monkey Man", 2024), ("Late Night with the Devil", 2023), ("Love Lies Bleeding", 2024),
]

SHOWS = [
    "Shogun", "The Bear", "Severance", "The Last of Us", "Succession", "Fargo",
    "True Detective", "Slow Horses", "Only Murders in the Building", "Reacher",
    "The Boys", "House of the Dragon", "Andor", "The Crown", "Yellowstone",
    "Abbott Elementary", "Ted Lasso", "Bluey", "Doctor Who", "Taskmaster",
    "Greys Anatomy", "Law and Order SVU", "NCIS", "Survivor", "The Amazing Race",
    "Top Chef", "RuPauls Drag Race", "Below Deck", "Vera", "Midsomer Murders",
    "Silent Witness", "Death in Paradise", "The Simpsons", "Family Guy", "South Park",
    "Bobs Burgers", "Its Always Sunny in Philadelphia", "What We Do in the Shadows",
    "Curb Your Enthusiasm", "Better Call Saul", "Breaking Bad", "The Wire",
    "The Sopranos", "Mr Robot", "Dark", "Chernobyl", "Beef", "Blue Eye Samurai",
    "Arcane", "Invincible", "Loki", "The Mandalorian", "Ahsoka", "Foundation",
    "For All Mankind", "Silo", "The Morning Show", "Fallout", "3 Body Problem",
    "Ripley", "Baby Reindeer", "The Gentlemen", "Masters of the Air", "Hacks",
    "Industry", "Bridgerton", "Stranger Things", "Wednesday", "The Witcher",
    "Squid Game", "Lupin", "Borgen", "Babylon Berlin", "Slow Horses", "Shetland",
    "Line of Duty", "Happy Valley", "The Great British Bake Off", "QI",
    "Would I Lie to You", "Have I Got News for You", "Mythic Quest", "Reservation Dogs",
    "The Expanse", "Star Trek Strange New Worlds", "Tracker", "Fire Country",
    "The Rookie", "9-1-1", "Chicago Fire", "Blue Bloods", "Outlander", "The Traitors",
]

EP_TITLES = [
    "Pilot", "The Return", "Homecoming", "Reckoning", "A Long Way Down",
    "The Last Supper", "Crossroads", "Blood and Water", "Ghosts", "Endgame",
    "The Storm", "Lost and Found", "Fault Lines", "Exit Strategy", "Redemption",
    "Anjin", "Tomorrow Is Tomorrow", "The Ones Who Stay", "Chapter Twelve",
    "Long Long Time", "Fishes", "Forks", "Connect", "The Head", "Winter",
    "Night Shift", "Dead Weight", "Open Water", "Old Friends", "The Offer",
]

MOVIE_GROUPS = [
    "SPARKS", "GECKOS", "AMIABLE", "DRONES", "ROVERS", "BLOW", "DEFLATE", "PSYCHD",
    "CiNEFiLE", "VETO", "iNFiDEL", "BiPOLAR", "HD4U", "ViTE", "TOPAZ", "SURCODE",
    "LOST", "USURY", "KNiVES", "JustWatch", "REGRET", "SAPHiRE", "PiGNUS", "GUACAMOLE",
    "MOVEE", "TERMiNAL", "SNOW", "UNVEiL", "CADAVER", "WATCHABLE", "ACCOMPLiSHED",
]
P2P_GROUPS = [
    "FLUX", "NTb", "CMRG", "EVO", "QxR", "Tigole", "RARBG", "PSA", "Joy", "TGx",
    "playWEB", "HONE", "BYNDR", "APEX", "TEPES", "BLUTONiUM", "FraMeSToR", "CtrlHD",
    "DON", "EbP", "HiFi", "W4NK3R", "BHDStudio", "SiC", "NOGRP", "KiNGS", "SWTYBLZ",
    "TheBiscuitMan", "LAMA", "VARYG", "Kitsune", "Ralphy", "ZR", "HHWEB",
]
TV_GROUPS = [
    "DIMENSION", "LOL", "KILLERS", "SVA", "AVS", "FLEET", "ORGANiC", "BATV", "TBS",
    "CRAVERS", "MiNX", "NTb", "NTG", "FLUX", "CAKES", "GGEZ", "GGWP", "EDITH", "SMURF",
    "TEPES", "KOGi", "RAWR", "ION10", "PHOENiX", "MeGusta", "ELiTE", "BAE", "ETHEL",
    "SuccessfulCrab", "JFF", "SYNCOPY", "GOSSIP", "XEN0N", "FENiX", "NHTFS",
]

# ---------------------------------------------------------------- groups
G_GENERAL = [
    "alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia",
    "alt.binaries.mom", "alt.binaries.ath", "alt.binaries.cores", "alt.binaries.fz",
    "alt.binaries.bloaf", "alt.binaries.tun", "alt.binaries.town", "alt.binaries.dc",
]
G_MOVIES = [
    "alt.binaries.movies", "alt.binaries.movies.divx", "alt.binaries.movies.x264",
    "alt.binaries.moovee", "alt.binaries.hdtv.x264", "alt.binaries.x264",
    "alt.binaries.movies.mkv", "alt.binaries.dvd", "alt.binaries.bluray",
]
G_TV = [
    "alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
    "alt.binaries.tv", "alt.binaries.tvseries", "alt.binaries.multimedia.tv",
]
G_MUSIC = [
    "alt.binaries.sounds.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.mp3",
    "alt.binaries.sounds.lossless", "alt.binaries.sounds.flac", "alt.binaries.music.flac",
    "alt.binaries.sounds.mp3.full_albums", "alt.binaries.sounds.lossless.24bit",
]
G_TEST = ["alt.binaries.test", "alt.binaries.test.yenc", "alt.binaries.testing"]
G_EBOOK = ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.flood",
           "alt.binaries.e-book.technical", "alt.binaries.e-book.magazines"]
G_XXX = ["alt.binaries.erotica", "alt.binaries.erotica.divx", "alt.binaries.pictures.erotica",
         "alt.binaries.multimedia.erotica", "alt.binaries.erotica.hd", "alt.binaries.mov.erotica"]
G_WAREZ = ["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image",
           "alt.binaries.warez.0-day", "alt.binaries.dvd.image", "alt.binaries.warez.uk"]
G_GAMES = ["alt.binaries.games", "alt.binaries.games.xbox360", "alt.binaries.games.nintendoswitch",
           "alt.binaries.console.ps3", "alt.binaries.console.ps4", "alt.binaries.games.wii",
           "alt.binaries.cd.image.games"]
G_ANIME = ["alt.binaries.anime", "alt.binaries.multimedia.anime",
           "alt.binaries.multimedia.anime.highspeed", "alt.binaries.multimedia.anime.repost"]


def grp(*lists):
    pool = []
    for lst in lists:
        pool.extend(lst)
    return pick(pool)


# ---------------------------------------------------------------- release builders
def res_src_movie():
    r = R.random()
    if r < 0.35:
        return "%s.BluRay.%s" % (pick(["1080p", "720p", "2160p"]), pick(["x264", "x265", "H.264"]))
    if r < 0.6:
        return "%s.%sWEB%s.%s" % (pick(["1080p", "720p", "2160p"]),
                                  pick(["", "AMZN.", "NF.", "ATVP.", "MA.", "DSNP.", "HMAX."]),
                                  pick(["", "-DL", "Rip"]), pick(["H.264", "H.265", "x264", "h264", "HEVC"]))
    if r < 0.72:
        return "%s.BluRay.%s.%s" % (pick(["1080p", "2160p", "720p"]),
                                    pick(["DTS-HD.MA.5.1", "DDP5.1", "TrueHD.7.1.Atmos", "DTS", "AAC2.0", "FLAC.2.0"]),
                                    pick(["x264", "x265", "AVC", "HEVC"]))
    if r < 0.82:
        return pick(["DVDRip.XviD", "BDRip.x264", "DVDRip.x264", "HDRip.XviD.AC3", "BRRip.XviD.MP3"])
    if r < 0.9:
        return "2160p.UHD.BluRay.%s.%sx265" % (pick(["DTS-HD.MA.7.1", "TrueHD.7.1.Atmos", "DDP7.1"]),
                                              pick(["HDR.", "DV.HDR10.", "HDR10Plus.", ""]))
    return pick(["COMPLETE.BLURAY", "COMPLETE.UHD.BLURAY", "MULTi.COMPLETE.BLURAY", "NTSC.DVDR", "PAL.DVDR"])


def movie_release(title=None, year=None):
    if title is None:
        title, year = pick(MOVIES)
    tag = ""
    if chance(0.18):
        tag = pick(["EXTENDED", "REMASTERED", "PROPER", "REPACK", "iNTERNAL", "UNRATED",
                    "DC", "CRITERION", "LIMITED", "IMAX", "Open.Matte", "THEATRICAL"]) + "."
    grp_ = pick(MOVIE_GROUPS + P2P_GROUPS)
    return "%s.%d.%s%s-%s" % (scene(title), year, tag, res_src_movie(), grp_)


def tv_release(show=None):
    if show is None:
        show = pick(SHOWS)
    s, e = num(1, 12), num(1, 22)
    ep = "S%02dE%02d" % (s, e)
    if chance(0.1):
        ep += "E%02d" % (e + 1)
    title = ""
    if chance(0.3):
        title = scene(pick(EP_TITLES)) + "."
    r = R.random()
    if r < 0.35:
        tail = "%s.WEB.%s-%s" % (pick(["1080p", "720p", "2160p"]), pick(["h264", "H264", "x265", "h265"]), pick(TV_GROUPS))
    elif r < 0.6:
        tail = "%s.%s.WEB-DL.%s.%s-%s" % (pick(["1080p", "720p", "2160p"]),
                                          pick(["AMZN", "NF", "ATVP", "DSNP", "HMAX", "PCOK", "HULU", "PMTP", "iP", "MAX"]),
                                          pick(["DDP5.1", "DD5.1", "AAC2.0", "DDP5.1.Atmos", "EAC3"]),
                                          pick(["H.264", "H.265", "HEVC"]), pick(P2P_GROUPS + TV_GROUPS))
    elif r < 0.8:
        tail = "%s.HDTV.%s-%s" % (pick(["720p", "1080p", ""]).strip(), pick(["x264", "x265", "XviD", "h264"]), pick(TV_GROUPS))
        tail = tail.lstrip(".")
    else:
        tail = "%s.BluRay.x264-%s" % (pick(["1080p", "720p"]), pick(TV_GROUPS + MOVIE_GROUPS))
    return "%s.%s.%s%s" % (scene(show), ep, title, tail)


ALBUMS = [
    ("Pink Floyd", "The Dark Side of the Moon", 1973), ("Radiohead", "OK Computer", 1997),
    ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Taylor Swift", "The Tortured Poets Department", 2024),
    ("Beyonce", "Cowboy Carter", 2024), ("Billie Eilish", "Hit Me Hard and Soft", 2024),
    ("Fleetwood Mac", "Rumours", 1977), ("Miles Davis", "Kind of Blue", 1959),
    ("John Coltrane", "A Love Supreme", 1965), ("Nirvana", "Nevermind", 1991),
    ("Daft Punk", "Random Access Memories", 2013), ("Aphex Twin", "Selected Ambient Works 85-92", 1992),
    ("Bjork", "Homogenic", 1997), ("Portishead", "Dummy", 1994), ("Massive Attack", "Mezzanine", 1998),
    ("Led Zeppelin", "Led Zeppelin IV", 1971), ("The Beatles", "Abbey Road", 1969), ("David Bowie", "Low", 1977),
    ("Kraftwerk", "Trans-Europa Express", 1977), ("Boards of Canada", "Music Has the Right to Children", 1998),
    ("Burial", "Untrue", 2007), ("Fontaines D.C.", "Romance", 2024), ("Vampire Weekend", "Only God Was Watching", 2024),
    ("Khruangbin", "A La Sala", 2024), ("Four Tet", "Three", 2024), ("Charli XCX", "Brat", 2024),
    ("Mitski", "The Land Is Inhospitable and So Are We", 2023), ("boygenius", "the record", 2023),
    ("Olivia Rodrigo", "GUTS", 2023), ("Metallica", "72 Seasons", 2023), ("Iron Maiden", "Senjutsu", 2021),
    ("Opeth", "In Cauda Venenum", 2019), ("Gojira", "Fortitude", 2021), ("Steely Dan", "Aja", 1977),
    ("Joni Mitchell", "Blue", 1971), ("Talking Heads", "Remain in Light", 1980), ("Prince", "Purple Rain", 1984),
    ("Michael Jackson", "Thriller", 1982), ("Herbie Hancock", "Head Hunters", 1973),
    ("Nick Drake", "Pink Moon", 1972), ("Tom Waits", "Rain Dogs", 1985), ("Dire Straits", "Brothers in Arms", 1985),
    ("Sade", "Diamond Life", 1984), ("Stevie Wonder", "Songs in the Key of Life", 1976),
    ("The Cure", "Songs of a Lost World", 2024), ("Nick Cave and the Bad Seeds", "Wild God", 2024),
    ("Pearl Jam", "Dark Matter", 2024), ("Jack White", "No Name", 2024), ("Tyler, The Creator", "Chromakopia", 2024),
    ("Fred again..", "Actual Life 3", 2022), ("Bonobo", "Fragments", 2022), ("Jon Hopkins", "Ritual", 2024),
    ("Arctic Monkeys", "AM", 2013), ("Queens of the Stone Age", "Songs for the Deaf", 2002),
    ("Slowdive", "Everything Is Alive", 2023), ("Caribou", "Suddenly", 2020), ("Bruce Springsteen", "Nebraska", 1982),
    ("Dua Lipa", "Radical Optimism", 2024), ("Sabrina Carpenter", "Short n Sweet", 2024), ("Leonard Cohen", "Songs of Leonard Cohen", 1967),
]
MUSIC_GROUPS = ["FATHEAD", "C4", "MOD", "ENRAGED", "KLIN", "DDAS", "NBFLAC", "PERFECT", "FWYH", "BOCKSCAR",
                "DOCiLE", "HHI", "WHOA", "SYRiNX", "ERP", "dh", "JUST", "MTD", "YARD", "FTD", "AMOK", "LiTF",
                "TosK", "BF", "WRE", "MARiBOR", "OMA", "SO", "SPANK", "LZY", "FLACME", "DGN", "D2H", "RUIL"]


def music_release(artist=None, album=None, year=None):
    if artist is None:
        artist, album, year = pick(ALBUMS)
    ryear = year if chance(0.6) else max(year, num(2009, 2024))
    r = R.random()
    if r < 0.45:
        extra = pick(["", "", "", "(%s)-" % (rstr(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + str(num(100, 99999))),
                      "(Deluxe_Edition)-", "(Remastered)-", "(Reissue)-", "REPACK-", "PROPER-"])
        src = pick(["WEB", "CD", "WEB", "2CD", "Vinyl", "CDM", "WEB", "24BIT-WEB", "SACD", "DVD"])
        fmt = pick(["", "", "FLAC-", "16BIT-", "24BIT-96KHZ-"])
        return "%s-%s-%s%s-%s%d-%s" % (under(artist), under(album), extra, src, fmt, ryear, pick(MUSIC_GROUPS))
    if r < 0.75:
        q = pick(["[FLAC]", "(FLAC)", "[MP3 320]", "[320 kbps]", "[FLAC 24-96]", "[24bit-192kHz]", "[V0]",
                  "[Hi-Res]", "(2024 Remaster) [FLAC 16-44]", "{WEB FLAC}", "[AAC 256]", "[MP3@320]"])
        return "%s - %s (%d) %s" % (artist, album, year, q)
    if r < 0.9:
        return "%s - %s %s" % (artist, album, pick(["(%d)" % year, "[%d]" % year, "%d" % year]))
    return "(%d) %s - %s" % (year, artist, album)


# ================================================================ JUNK FAMILIES
@junk
def test_post():
    r = R.random()
    words = ["test", "Test", "TEST", "testing", "Testing", "tst", "test post", "test upload",
             "test, please ignore", "Test - ignore", "testing 1 2 3", "test test test",
             "test - do not download", "posting test", "yenc test", "ignore this test",
             "Test bitte ignorieren", "essai", "prueba", "teste", "proef", "teszt",
             "проверка", "テスト", "测试", "test only - nothing here", "just testing the new server",
             "testing new poster", "test nyuu", "ngPost test", "speed test", "test 2", "TeSt"]
    t = pick(words)
    if r < 0.25:
        t = "%s %s" % (t, pick(["#%d" % num(1, 999), str(num(1, 99)), "%02d" % num(1, 40),
                                "%04d-%02d-%02d" % (num(2019, 2025), num(1, 12), num(1, 28)),
                                "(%d)" % num(1, 20), "- %s" % rstr(6, LOWALNUM)]))
    elif r < 0.45:
        t = yenc_wrap(pick(["test.txt", "test.bin", "test.rar", "testfile.dat", "test.jpg",
                            "test_%d.bin" % num(1, 50), "1mb.test", "random.bin", "test.7z"]))
    elif r < 0.55:
        t = "%s%s" % (t, pick(["...", "!!", "?", " :)", " - pls ignore", ""]))
    return t, grp(G_TEST, G_TEST, G_GENERAL)


WANTED = [
    "The Sopranos S01-S06 720p", "Pink Floyd discography FLAC", "Twin Peaks S03",
    "old episodes of Knight Rider", "Windows XP SP3 iso", "Harry Potter audiobooks Stephen Fry",
    "Frasier complete", "Miles Davis Bitches Brew 24bit", "Lonesome Dove 1989 miniseries",
    "The X-Files season 4 DVD", "Doctor Who missing episodes", "Cheers season 1",
    "Oppenheimer 2160p", "Dune Part Two remux", "The Bear S03", "Boards of Canada bootlegs",
    "Terry Pratchett epub collection", "Batman 1966 series", "Top Gear Patagonia special",
    "Monty Python Flying Circus", "Metallica live Seattle 1989", "Simpsons season 5 german",
    "Fawlty Towers", "Blackadder all series", "The Wire 1080p", "Dragon Ball Z Kai",
    "Cowboy Bebop bluray", "Neon Genesis Evangelion director's cut", "Fleetwood Mac Rumours vinyl rip",
    "Lord of the Rings extended 4K", "Office 2019 pro plus", "Photoshop CS6", "Stardew Valley",
    "Sailor Moon S italian dub", "Heartbeat series 1", "Allo Allo complete", "Magnum PI 1980",
    "Star Trek TNG remastered", "Zelda Tears of the Kingdom NSP", "Taylor Swift eras tour film",
]


@junk
def request_english():
    x = pick(WANTED)
    if chance(0.3):
        x = casevar(x)
    t = pick([
        "anyone have %s?", "Anyone got %s", "please post %s", "Please post %s, thanks!",
        "looking for %s", "Looking for %s - any quality", "wtb %s", "WTB: %s",
        "REQ: %s pls", "[REQ] %s", "Request: %s (anything)", "can someone repost %s?",
        "need %s asap", "does anybody have %s", "%s - anyone??", "Searching for %s",
        "plz fill %s thx", "Re: REQ %s", "would love %s if someone has it", "%s wanted",
        "any chance of %s?", "seeking %s", "REQUEST %s PLEASE", "Is there a repost of %s coming?",
        "who has %s ?", "%s??? please help", "Could somebody upload %s please",
        "still looking for %s after 3 years", "req - %s - thanks in advance",
    ]) % x
    return t, grp(G_GENERAL, G_MOVIES, G_TV, G_MUSIC)


DOM_A = ["nzb", "bin", "usenet", "warez", "turbo", "mega", "ultra", "hot", "free", "best",
         "top", "super", "fast", "xtreme", "planet", "get", "my", "the", "vip", "pro", "dl", "max"]
DOM_B = ["zone", "world", "planet", "hub", "city", "land", "king", "portal", "depot", "base",
         "index", "finder", "heaven", "paradise", "vault", "spot", "share", "den", "club", "4u", "net"]
TLDS = ["com", "net", "org", "info", "biz", "to", "cc", "ws", "xyz", "ru", "tk", "top", "club",
        "site", "online", "de", "nl", "su", "me", "io", "pw", "co.uk", "fr", "eu"]


def domain(www=None):
    a, b = pick(DOM_A), pick(DOM_B)
    if a == b:
        b = "zone"
    r = R.random()
    if r < 0.6:
        d = a + b
    elif r < 0.8:
        d = a + "-" + b
    else:
        d = a + b + str(num(1, 999))
    d = d + "." + pick(TLDS)
    if www is None:
        www = chance(0.45)
    if www:
        d = "www." + d
    if chance(0.1):
        d = pick(["http://", "https://"]) + d
    if chance(0.15):
        d = d.upper()
    return d


CITIES = ["London", "Berlin", "Chicago", "Toronto", "Sydney", "Amsterdam", "Paris",
          "Houston", "Manchester", "Hamburg", "Madrid", "Dallas", "Melbourne", "Leeds"]


@junk
def site_advert():
    d = domain()
    t = pick([
        "Visit %s for the best NZBs", "Best NZB site - %s - free registration",
        "NEW INDEXER - OPEN REGISTRATION - %s", "Join %s forum today - 50000+ members",
        "[%s] your source for daily updates", "Besuchen Sie %s - alles kostenlos",
        "Visitez %s - le meilleur site de telechargement", "%s >>> UPDATED DAILY <<<",
        "*** %s *** more posts, no ads, no limits", "all new releases first at %s",
        "Bezoek %s voor de nieuwste releases", "Visita %s - descargas gratis",
        "%s - the #1 binary search engine", "Free VIP invites: %s", "==> %s <== come and see",
        "Like what you see? More on %s", "Sponsored by %s", "Powered by %s - register now",
        "%s | %s | %s", "Get ALL the posts at %s (no waiting)", "%s now with 3000 days!",
    ])
    n = t.count("%s")
    t = t % tuple([d] + [domain() for _ in range(n - 1)])
    if chance(0.15):
        t = yenc_wrap(pick(["readme.txt", "info.nfo", "visit_us.jpg", "banner.gif", "index.html"]), t, only_rel=True)
    return t, grp(G_GENERAL, G_MOVIES, G_TV, G_MUSIC, G_EBOOK)


PROVIDERS = ["HyperNews", "SpeedyNNTP", "UsenetMax", "NewsTitan", "BinaryStorm", "NNTPlanet",
             "GigaFeed", "Newsrocket", "UltraUsenet", "PrimeNews", "NewsBlaster", "FlashNNTP"]


@junk
def usenet_provider_promo():
    pv = pick(PROVIDERS)
    price = pick(["$1.99", "$2.49", "$3.95", "4,99 EUR", "£2.50", "$0.99", "$5", "9.99 USD"])
    ret = pick(["3000", "4000", "5500", "6000+", "5800", "4250"])
    t = pick([
        "UNLIMITED Usenet only %(p)s/month - %(v)s", "Get %(r)s days retention - sign up at %(v)s",
        "Newsgroup access 50%% OFF - limited time - %(v)s", "%(v)s block account 1TB lifetime %(p)s",
        "SSL Usenet, 100 connections, FREE trial - %(v)s", "Try %(v)s free for 14 days!!!",
        "Usenet Zugang gratis testen - %(v)s", "Gratis usenet proberen bij %(v)s",
        "Acces Usenet illimite a %(p)s - %(v)s", "Black Friday: %(v)s unlimited %(p)s",
        "Why pay more? %(v)s = %(r)s days + VPN included", "%(v)s.com - fastest usenet on earth",
        "Cheap Usenet accounts %(p)s (unlimited speed)", "[AD] %(v)s - %(r)s days retention",
        "switch to %(v)s today and get 2 months free", "usenet deal %(p)s unlimited no logs",
        "BEST USENET PROVIDER 2024 - %(v)s - %(p)s", "Usenet %(p)s/mo | %(r)s days | %(v)s",
    ]) % {"p": price, "v": pv, "r": ret}
    if chance(0.12):
        t = t + " " + domain()
    return t, grp(G_GENERAL, G_TEST, G_MOVIES, G_TV)


SHOP_ITEMS = ["ink cartridges", "laptops", "phone cases", "LED strips", "designer sunglasses",
              "Windows 11 Pro keys", "Office 2021 keys", "vape juice", "car parts", "memory cards",
              "drones", "e-cigarettes", "hair extensions", "gaming chairs", "printer toner",
              "smart watches", "power banks", "CBD oil", "kitchen knives", "office furniture"]


@junk
def shop_ad():
    it = pick(SHOP_ITEMS)
    t = pick([
        "Cheap %(i)s - free shipping worldwide", "Best prices on %(i)s at %(d)s",
        "Wholesale %(i)s direct from factory", "SALE 90%% OFF %(i)s!!!", "%(i)s from $%(n)d - %(d)s",
        "Buy %(i)s online - %(d)s", "%(I)s clearance sale - today only", "Günstige %(i)s - %(d)s",
        "%(i)s discount code SAVE%(n)d", "Order %(i)s now, pay later", "Top quality %(i)s cheap cheap",
        "FLASH SALE >> %(i)s << %(d)s", "%(i)s outlet store - up to 80%% off",
        "Genuine %(i)s $%(n)d only, PayPal accepted", "We ship %(i)s to EU/US/UK in 48h",
    ]) % {"i": it, "I": it.title(), "d": domain(), "n": num(3, 99)}
    return casevar(t) if chance(0.25) else t, grp(G_GENERAL, G_WAREZ, G_TEST)


@junk
def finance_scam():
    t = pick([
        "Make $%(n)d a week from home!!!", "Earn money online - no experience needed",
        "Guaranteed %(p)d%% monthly returns - invest now", "Forex signals %(p)d%% accuracy - join VIP",
        "Bad credit? Loan approved in 5 minutes", "Stock alert: %(tk)s ready to EXPLODE",
        "Penny stock pick of the year: %(tk)s", "Consolidate your debt today - call now",
        "Geld verdienen von zu Hause - %(n)d EUR pro Woche", "Gagnez %(n)d EUR par mois sans effort",
        "Gana dinero desde casa - %(n)d USD al mes", "I made $%(n)d last month, here's how",
        "Passive income secret banks don't want you to know", "Work from home - %(n)d/week - limited spots",
        "Instant payday loan no credit check", "Double your money in 30 days", "Binary options robot - %(p)d%% wins",
        "Retire early with this one trick", "MLM opportunity - be your own boss",
        "Mortgage rates at all time low - refinance NOW", "%(tk)s stock will go up %(p)d00%%",
        "Thuiswerk: verdien %(n)d euro per week", "Private investor offering loans at 2%% interest",
    ]) % {"n": num(500, 9999), "p": num(12, 99), "tk": "$" + rstr(num(3, 4), "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}
    if chance(0.2):
        t += " " + pick(["-> " + domain(), "!!!", "($$$)", "- reply for details", "- " + domain()])
    return casevar(t) if chance(0.2) else t, grp(G_GENERAL, G_TEST, G_EBOOK)


def btc_addr():
    return pick(["bc1q", "1", "3"]) + rstr(num(26, 38), "abcdefghjkmnpqrstuvwxyz023456789")


@junk
def crypto_scam():
    coin = pick(["BTC", "ETH", "USDT", "XRP", "SOL", "DOGE", "Bitcoin", "Ethereum", "SHIB"])
    t = pick([
        "FREE %(c)s GIVEAWAY - send 0.1 get 0.2 back", "Elon Musk %(c)s giveaway - double your crypto",
        "New token presale - 1000x guaranteed", "%(c)s cloud mining %(p)d%% daily profit",
        "Crypto recovery service - get your stolen %(c)s back", "AIRDROP: claim %(n)d %(c)s now",
        "%(c)s doubler - send to %(a)s", "Official %(c)s 50,000 giveaway event",
        "Trading bot made me %(n)d %(c)s in a week", "Claim your free %(c)s wallet bonus",
        "%(c)s halving profit plan - join telegram", "Invest %(n)d get %(m)d %(c)s guaranteed",
        "%(c)s arbitrage secret - 15%% per day", "Binance bonus code - %(n)d USDT free",
        "Lost your seed phrase? We recover wallets", "Pump alert: next 100x memecoin",
        "Kostenlose %(c)s - jetzt sichern", "Bitcoin gratis - solo hoy",
    ]) % {"c": coin, "p": num(2, 25), "n": num(1, 5000), "m": num(2, 50), "a": btc_addr()}
    if chance(0.25):
        t += " " + pick([btc_addr(), domain(), "t.me/" + rstr(num(6, 12), LOWALNUM), "(verified)"])
    return t, grp(G_GENERAL, G_TEST, G_WAREZ)


FIRST = ["James", "Mary", "John", "Patricia", "Michael", "Linda", "David", "Elizabeth", "Williams",
         "Grace", "Peter", "Esther", "Samuel", "Joy", "Daniel", "Anna", "Paul", "Rose"]
LAST = ["Okafor", "Williams", "Johnson", "Mensah", "Smith", "Adeyemi", "Brown", "Kone", "Dupont",
        "Mueller", "Morgan", "Abubakar", "Nwosu", "Taylor", "Diallo", "Clark"]


@junk
def advance_fee():
    nm = "%s %s" % (pick(FIRST), pick(LAST))
    amt = pick(["$10.5 million", "US$4,500,000", "15.7M USD", "$2.5M", "EUR 8,200,000",
                "(USD $27.5M)", "$18,600,000.00", "GBP 3.2 million"])
    t = pick([
        "URGENT ASSISTANCE NEEDED", "URGENT BUSINESS PROPOSAL", "Dear beloved friend",
        "From the desk of Barrister %(n)s", "Unclaimed inheritance of %(a)s", "Business proposal - strictly confidential",
        "Mrs. %(n)s - donation to you", "ATM card worth %(a)s awaiting delivery", "Compensation payment notification",
        "ATTENTION BENEFICIARY: %(a)s", "Re: Your fund transfer %(a)s", "Please I need your help to transfer %(a)s",
        "Greetings from Dr. %(n)s", "I am a dying widow, please help", "Next of kin needed for %(a)s",
        "Diplomatic consignment box for you", "Lieber Freund, dringende Angelegenheit",
        "Cher ami, proposition d'affaire", "Your email won %(a)s in UN compensation",
        "CONFIDENTIAL: late client left %(a)s", "Kindly reply with your details - %(n)s",
        "Final notice: release of your %(a)s", "Hello dear, I am %(n)s from Burkina Faso",
    ]) % {"n": nm, "a": amt}
    if chance(0.2):
        t = t.upper()
    return t, grp(G_GENERAL, G_TEST, G_EBOOK, G_MUSIC)


@junk
def prize_survey():
    prize = pick(["iPhone 15 Pro", "PS5", "Samsung Galaxy S24", "$1000 Walmart gift card",
                  "$500 Amazon voucher", "MacBook Air", "Tesla Model 3", "$750 Cash App",
                  "Dyson V15", "Nintendo Switch OLED", "100 EUR Lidl Gutschein"])
    t = pick([
        "Congratulations! You have been selected to win a %(p)s", "You WON a free %(p)s - claim now",
        "Complete short survey, get a %(p)s", "Shopper survey reward: %(p)s", "Lottery winner notification ref %(r)s",
        "Votre cadeau vous attend: %(p)s", "Herzlichen Glückwunsch! Sie haben ein %(p)s gewonnen",
        "Spin the wheel and win %(p)s", "Final reminder: your %(p)s is waiting", "You are today's lucky visitor",
        "Claim your reward (%(p)s) before midnight", "Answer 3 questions - win %(p)s",
        "Gefeliciteerd! U heeft een %(p)s gewonnen", "Ganaste un %(p)s - reclama aqui",
        "[WINNER] ticket #%(r)s - %(p)s", "Free %(p)s for the first 100 users!!!", "You have (1) unclaimed prize",
    ]) % {"p": prize, "r": rstr(8, "0123456789ABCDEF")}
    if chance(0.2):
        t += " " + domain()
    return t, grp(G_GENERAL, G_TEST, G_MOVIES)


GIRLS = ["Jessica", "Anna", "Katya", "Olga", "Lisa", "Mandy", "Sophie", "Natasha", "Emily",
         "Chloe", "Vika", "Nina", "Sandra", "Mia", "Lena", "Yulia", "Svetlana", "Ashley"]


@junk
def dating_lure():
    g = pick(GIRLS)
    t = pick([
        "Hot singles in your area want to chat", "%(g)s (%(a)d) sent you a private message",
        "Lonely housewives near %(c)s", "Meet sexy girls tonight - no signup", "click to see my private photos ;)",
        "I'm bored, anyone wanna chat? check my profile", "%(g)s, %(a)d, looking for a serious man",
        "Russian brides looking for husband", "Find a sugar daddy today", "%(a)d y/o %(g)s wants to meet you in %(c)s",
        "Single moms in %(c)s need attention", "Hi, I am %(g)s. Write me: %(d)s", "You have 3 new matches near you",
        "Casual encounters %(c)s - 100%% free", "Einsame Frauen in %(c)s suchen Kontakt",
        "Femmes celibataires pres de chez vous", "Chat with %(g)s live now (webcam)", "Discreet affairs - join %(d)s",
        "%(g)s liked your profile", "hey it's %(g)s, remember me? add me on snap", "Ukrainian women for marriage",
    ]) % {"g": g, "a": num(19, 39), "c": pick(CITIES), "d": domain()}
    if chance(0.15):
        t = t + " " + pick(["<3", ";-)", "xoxo", "kiss", "xxx", "!!"])
    return t, grp(G_XXX, G_XXX, G_GENERAL)


@junk
def pharmacy():
    drug = pick(["Viagra", "V1agra", "Vi@gra", "VIAGRA", "Cialis", "C!alis", "Cia1is", "Levitra",
                 "Tramadol", "Xanax", "Valium", "Phentermine", "Ambien", "Oxycodone", "Ozempic",
                 "Soma", "Modafinil", "Adderall", "Propecia", "Kamagra"])
    t = pick([
        "Buy %(d)s online without prescription", "%(d)s %(mg)dmg - cheapest price", "%(d)s overnight delivery",
        "%(d)s no Rx needed", "Canadian pharmacy - %(d)s 80%% off", "Generic %(d)s $%(p)s per pill",
        "Male enhancement pills - results guaranteed", "%(d)s %(mg)dmg x 90 pills - discreet shipping",
        "%(d)s kaufen ohne Rezept", "Acheter %(d)s sans ordonnance", "Comprar %(d)s sin receta",
        "Lose 10kg in 2 weeks - miracle pill", "Order %(d)s + %(e)s combo pack", "%(d)s from India - bulk",
        "Best online drugstore - %(d)s, %(e)s, %(f)s", "Want to last longer in bed? %(d)s",
        "Cheap meds: %(d)s / %(e)s / %(f)s", "Weight loss gummies - Shark Tank deal",
    ]) % {"d": drug, "e": pick(["Cialis", "Valium", "Xanax", "Levitra", "Soma"]),
          "f": pick(["Tramadol", "Ambien", "Propecia", "Kamagra"]), "mg": pick([5, 10, 20, 50, 100, 200]),
          "p": pick(["0.89", "1.25", "0.99", "2.10"])}
    if chance(0.25):
        t += " " + domain()
    return t, grp(G_GENERAL, G_TEST, G_XXX)


@junk
def replica_goods():
    brand = pick(["Rolex", "Omega", "Breitling", "Patek Philippe", "Cartier", "Tag Heuer",
                  "Louis Vuitton", "Gucci", "Prada", "Hermes", "Chanel", "Moncler", "Nike Air Jordan",
                  "Ray-Ban", "Oakley", "Canada Goose", "Yeezy", "Audemars Piguet"])
    item = pick(["watches", "handbags", "bags", "belts", "sunglasses", "jackets", "sneakers", "wallets"])
    t = pick([
        "%(b)s replica %(i)s $%(n)d", "Swiss replica %(b)s - top quality", "%(b)s %(i)s 1:1 copy",
        "Cheap %(b)s %(i)s wholesale", "%(b)s %(i)s outlet sale 70%% off", "AAA grade %(b)s %(i)s",
        "Fake %(b)s %(i)s you can't tell apart", "Luxury %(i)s replicas - %(d)s", "%(b)s Replica Uhren günstig",
        "Replicas %(b)s baratas", "Mirror quality %(b)s - free shipping", "%(b)s %(i)s from $%(n)d (replica)",
        "Designer knockoffs: %(b)s, %(c)s", "%(b)s Submariner clone - best on market",
    ]) % {"b": brand, "i": item, "n": num(19, 399), "d": domain(),
          "c": pick(["Gucci", "Prada", "Dior", "Fendi", "Balenciaga"])}
    return casevar(t) if chance(0.2) else t, grp(G_GENERAL, G_TEST, G_WAREZ)


def any_release():
    r = R.random()
    if r < 0.45:
        return movie_release()
    if r < 0.85:
        return tv_release()
    return music_release()


SHORTENERS = ["bit.ly", "tinyurl.com", "goo.gl", "adf.ly", "ouo.io", "shorte.st", "cutt.ly",
              "is.gd", "t.co", "rb.gy", "linkvertise.com", "shrinkme.io", "exe.io", "bc.vc", "ow.ly"]


def shortlink():
    s = pick(SHORTENERS)
    if s in ("tinyurl.com",):
        return "%s/%s" % (s, rstr(num(6, 9), LOWALNUM))
    if s == "linkvertise.com":
        return "%s/%d/%s" % (s, num(10000, 999999), rstr(num(5, 12), LOWALNUM))
    return "%s/%s" % (s, rstr(num(5, 8)))


@junk
def fake_accounts():
    svc = pick(["Netflix", "Spotify", "Disney+", "HBO Max", "Crunchyroll", "PSN", "Xbox Game Pass",
                "Fortnite", "Steam", "Rapidgator", "Uploaded", "Usenet", "Giganews", "Hulu",
                "Paramount+", "NordVPN", "ChatGPT Plus", "Amazon Prime", "DAZN", "Gmail", "PayPal", "Discord Nitro"])
    t = pick([
        "%(s)s Premium accounts - lifetime warranty", "%(s)s premium account generator 2024",
        "Free %(s)s accounts working %(y)d", "Selling %(s)s accounts cheap", "%(s)s accounts with email access",
        "%(n)d x %(s)s accounts (checked)", "%(s)s combo list + checker", "Aged %(s)s accounts bulk",
        "Verified %(s)s accounts for sale", "%(s)s 1 year subscription only $%(p)d",
        "%(s)s cookies - working %(d)02d/%(m)02d", "%(s)s Konten günstig kaufen", "Cuentas %(s)s premium baratas",
        "%(s)s account giveaway - first come", "Premium link generator - %(s)s / Rapidgator / Nitroflare",
        "%(s)s login:pass list (fresh)", "HQ %(s)s hits %(n)d", "%(s)s gift card codes unused",
    ]) % {"s": svc, "y": num(2021, 2025), "n": pick([10, 50, 100, 500, 1000, 2500]), "p": num(2, 25),
          "d": num(1, 28), "m": num(1, 12)}
    if chance(0.2):
        t += pick([" - " + domain(), " t.me/" + rstr(8, LOWALNUM), " (DM me)", " " + shortlink()])
    return t, grp(G_GENERAL, G_WAREZ, G_TEST)


@junk
def password_on_site():
    rel = any_release()
    d = domain(www=chance(0.7))
    t = pick([
        "%(r)s - password at %(d)s", "%(r)s [PW: visit %(d)s]", "%(r)s - Passwort auf %(d)s",
        "%(r)s (pass in our forum: %(d)s)", "%(r)s password = see website", "%(r)s - pw on %(d)s",
        "[%(d)s] %(r)s - get password on site", "%(r)s -- passwd: register at %(d)s",
        "%(r)s [mot de passe sur %(d)s]", "%(r)s - PASSWORD REQUIRED - %(d)s",
        "%(r)s rar password inside %(d)s/pass.html", "%(r)s - wachtwoord op %(d)s",
        "%(r)s - pass: www.____.com (see nfo)", "%(r)s password protected, unlock at %(d)s",
    ]) % {"r": rel, "d": d}
    if chance(0.2):
        t = yenc_wrap(rar_part(rel), t, only_rel=True)
    return t, grp(G_MOVIES, G_TV, G_GENERAL)


@junk
def stream_download_link():
    title, year = pick(MOVIES)
    show = pick(SHOWS)
    d = domain()
    t = pick([
        "Watch %(m)s (%(y)d) Full Movie Online Free HD", "%(m)s full movie download 1080p - link inside",
        "[STREAM] %(s)s S0%(e)dE0%(f)d online free", "Download %(m)s here >>> %(d)s",
        "%(m)s %(y)d Ganzer Film Deutsch Online Stream", "%(m)s film complet en francais streaming VF",
        "Ver %(m)s (%(y)d) pelicula completa online gratis", "Descargar %(m)s HD mega link",
        "%(m)s - watch here: %(d)s", "123movies %(m)s %(y)d free", "%(s)s all episodes stream -> %(d)s",
        "CLICK HERE TO DOWNLOAD %(M)s", "%(m)s direct download (no torrent) %(d)s",
        "Guarda %(m)s film completo in streaming", "%(m)s online kijken gratis", "Смотреть %(m)s онлайн бесплатно",
        "%(m)s putlocker HD", "%(m)s %(y)d [full movie] watch now", "%(s)s live stream free - %(d)s",
    ]) % {"m": title, "M": title.upper(), "y": year, "s": show, "e": num(1, 9), "f": num(1, 9), "d": d}
    return t, grp(G_MOVIES, G_TV, G_GENERAL)


@junk
def shortlink_bait():
    sl = shortlink()
    r = R.random()
    if r < 0.25:
        t = sl
        if chance(0.5):
            t = pick(["http://", "https://"]) + t
    elif r < 0.6:
        what = pick([movie_release(), tv_release(), pick(SHOWS) + " full season", pick(MOVIES)[0] + " 1080p",
                     "all new episodes", "full album", "the missing parts", "password", "pack 2024"])
        t = pick(["%s -> %s", "%s here: %s", "%s | %s", "%s [link: %s]", "%s download %s", "%s (mirror %s)"]) % (what, sl)
    else:
        t = pick(["get it here: %s", "full version: %s", "link in %s", "mirror -> %s", "part 2 at %s",
                  "nzb here %s", "download: %s", "new link %s", "all files: %s", "continue at %s",
                  "backup link %s", "hier klicken %s", "ici: %s"]) % sl
    return t, grp(G_GENERAL, G_MOVIES, G_TV, G_MUSIC)


@junk
def fake_codec_installer():
    title, year = pick(MOVIES)
    rel = movie_release(title, year)
    t = pick([
        "Codec_Pack_%(y)d_Setup.exe", "Install DivX Player to watch %(m)s", "%(r)s - codec required.exe",
        "FLV_Player_Update.exe", "Video Codec Update Required - Please Install", "Media_Player_Plugin_required.msi",
        "XviD_Codec_Full_Install.exe", "readme - install codec first.txt.exe", "WMP_License_Update.exe",
        "%(r)s [need codec: %(d)s/codec]", "HD_Video_Player_Setup.exe (required for this file)",
        "%(m)s - download player.exe to play", "Playback requires K-Lite_Full_%(v)s.exe",
        "Player_%(m2)s.exe", "codec.exe", "Install_Me_First.exe", "%(r)s.Codec.Installer.exe",
        "You need VLC Plus to play %(m)s - vlcplus_setup.exe", "AVI_Decoder_%(v)s_Setup.scr",
        "Codec nötig - Installer hier %(d)s", "DRM License Acquisition - click to unlock video",
    ]) % {"y": num(2015, 2025), "m": title, "r": rel, "d": domain(www=False), "v": "%d.%d.%d" % (num(10, 18), num(0, 9), num(0, 9)),
          "m2": scene(title)}
    if chance(0.3):
        t = yenc_wrap(t if "." in t[-5:] else "setup.exe", t if chance(0.3) else None)
    return t, grp(G_MOVIES, G_TV, G_GENERAL)


@junk
def disguised_executable():
    rel = any_release()
    r = R.random()
    if r < 0.35:
        f = rel + pick([".mkv", ".mp4", ".avi", ".wmv", ".m4v"]) + pick([".exe", ".scr", ".lnk", ".bat", ".com", ".vbs", ".pif", ".cmd"])
    elif r < 0.55:
        f = rel + pick([".mkv", ".avi", ".mp4"]) + " " * num(10, 40) + ".exe"
    elif r < 0.7:
        f = "%s.%s.exe" % (rel, pick(["part1", "part01", "flac", "mp3", "pdf", "epub", "iso"]))
    elif r < 0.82:
        f = "%s.mkv.%s" % (rel, pick(["exe", "scr", "js", "jar", "msi", "hta"]))
    else:
        f = "%s.%s.exe" % (rel, pick(["wmv", "avi", "mp4"]))
    t = yenc_wrap(f, rel if chance(0.3) else None) if chance(0.45) else f
    return t, grp(G_MOVIES, G_TV, G_GENERAL, G_MUSIC)


@junk
def fake_leak():
    t = pick([
        "GTA 6 PC LEAKED FULL GAME", "Grand Theft Auto VI - FULL LEAK - Crack Included", "Half-Life 3 leaked build",
        "The Elder Scrolls VI leaked alpha (playable)", "Windows 12 leaked ISO build %(b)d", "iOS %(i)d beta LEAKED IPSW",
        "Avengers Secret Wars (%(y)d) LEAKED WORKPRINT", "Avatar 5 (2031) leaked full movie", "%(a)s - unreleased album LEAKED %(y)d",
        "Taylor Swift - unreleased songs LEAK (full zip)", "Frank Ocean new album leak 2025 (REAL)",
        "Stranger Things S06 all episodes leaked early", "Game of Thrones S09 leaked pilot",
        "Nintendo Switch 3 firmware leak + games", "Hollow Knight Silksong 2.0 LEAKED FULL VERSION",
        "Star Wars Episode X leaked screener", "Batman Part III (%(y)d) CAM LEAK 1080p",
        "Spider-Man 5 leaked script + footage", "%(a)s - %(al)s (%(y)d) LEAKED EARLY", "Marvel Phase 7 leak - all trailers",
        "PS6 dev kit leak - BIOS + games", "Bully 2 leaked build", "Minecraft 2 LEAKED (not clickbait)",
    ]) % {"b": num(26000, 29999), "i": num(19, 22), "y": num(2026, 2031), "a": pick(["Rihanna", "Adele", "Kanye West", "Drake", "Radiohead", "Beyonce", "Tool"]),
          "al": pick(["R10", "Untitled", "The Final Chapter", "LP10"])}
    if chance(0.25):
        t = casevar(t)
    if chance(0.2):
        t = yenc_wrap(scene(t) + pick([".rar", ".exe", ".zip", ".iso", ".7z"]), t if chance(0.5) else None)
    return t, grp(G_GAMES, G_WAREZ, G_MOVIES, G_GENERAL, G_MUSIC)


@junk
def chatter_flame():
    t = pick([
        "Re: Who keeps posting incomplete stuff?", "Stop posting in the wrong group you moron", "Re: Re: Re: par2 vs sfv",
        "thanks for all the posts!", "Is this group dead?", "Happy new year everyone", "Re: why no more 720p",
        "you guys suck", "off topic: which provider do you use?", "Re: Re: %(s)s - missing blocks again",
        "Thanks to the poster of %(s)s, great quality", "whoever is flooding this group, STOP", "Re: spam in this group",
        "Merry Christmas to all posters", "Bedankt voor alle posts!", "Danke an alle Poster", "Merci pour tout",
        "Re: OT - anyone else having DMCA issues?", "This group used to be good", "Re: Re: Re: Re: Re: idiots",
        "Why do people still post in rar?", "LOL at the guy asking for x265", "poster X is the best, thank you",
        "Re: complaint about %(s)s", "Re: you are wrong about par2", "Nobody cares about your opinion",
        "I'm leaving this group for good", "first post here, hello!", "Re: Re: incomplete again, thanks for nothing",
        "FYI my posts will be delayed this week", "rant: obfuscation ruins everything",
    ]) % {"s": pick(SHOWS)}
    if chance(0.2):
        t = casevar(t)
    return t, grp(G_GENERAL, G_TV, G_MOVIES, G_MUSIC, G_TEST)


@junk
def bot_keepalive():
    r = R.random()
    ts = num(1500000000, 1740000000)
    if r < 0.15:
        t = "keepalive %d" % ts
    elif r < 0.3:
        t = "%s %04d-%02d-%02d %02d:%02d:%02d" % (pick(["ping", "PING", "heartbeat", "alive", "bot check", "status ok"]),
                                               num(2019, 2025), num(1, 12), num(1, 28), num(0, 23), num(0, 59), num(0, 59))
    elif r < 0.45:
        t = "AUTOPOST heartbeat #%d" % num(100, 99999)
    elif r < 0.6:
        t = "nntp-keepalive-%s" % rstr(8, HEX)
    elif r < 0.72:
        t = "[cron] %s post %04d/%02d/%02d" % (pick(["daily", "hourly", "weekly", "scheduled"]), num(2019, 2025), num(1, 12), num(1, 28))
    elif r < 0.84:
        t = pick(["sync-check", "idle", "noop", "NOOP", "keep-alive", "hb", "tick", "bump"]) + pick(["", " ", "-", "_"]) + str(num(1, 999999))
    elif r < 0.92:
        t = "%s %s" % (pick(["bot", "flood", "floodbot", "autobot", "spambot"]), rstr(num(4, 10), LOWALNUM))
    else:
        t = "server %s online %d" % (pick(["news", "feed", "peer", "node"]) + str(num(1, 99)), ts)
    return t, grp(G_TEST, G_GENERAL)


@junk
def filler_padding():
    r = R.random()
    if r < 0.3:
        t = pick([".", "-", "_", "=", "*", "~", "#", "+"]) * num(3, 40)
    elif r < 0.6:
        t = pick(["filler", "padding", "placeholder", "untitled", "New Folder (2)", "New Text Document.txt",
                  "empty", "blank", "null", "undefined", "dummy file", "spacer", "no subject", "(no subject)",
                  "Untitled-1", "(none)", "nothing", "none", "N/A", "file", "data", "Neuer Ordner", "Nouveau dossier",
                  "Nieuwe map", "Sin titulo", "Senza titolo", "Document1", "noname", "[blank]", "<empty>"])
        if chance(0.5):
            t += pick([" %d" % num(1, 999), " %03d" % num(1, 999), " (%d)" % num(2, 30), "_%02d" % num(1, 99)])
    elif r < 0.75:
        t = pick(["x", "a", "z", "0", "9", "o"]) * num(4, 30)
    elif r < 0.87:
        t = " ".join([pick(["x", ".", "-", "a", "0"])] * num(3, 12))
    else:
        t = yenc_wrap(pick(["filler.bin", "padding.dat", "empty.txt", "0000.bin", "null.dat", "fill%03d.bin" % num(1, 500)]))
    return t, grp(G_TEST, G_GENERAL)


KB_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "yxcvbnm"]


@junk
def keyboard_mash():
    r = R.random()
    if r < 0.4:
        row = pick(KB_ROWS)
        out = []
        i = num(0, len(row) - 1)
        for _ in range(num(5, 18)):
            out.append(row[i])
            i = max(0, min(len(row) - 1, i + pick([-1, 1, 1, 2, -2, 0])))
        t = "".join(out)
    elif r < 0.6:
        frag = "".join(pick(pick(KB_ROWS[:3])) for _ in range(num(2, 4)))
        t = frag * num(2, 5)
    elif r < 0.75:
        t = pick(["asdf", "qwer", "zxcv", "jkl;", "hjkl", "fdsa", "sdfg", "wasd", "uiop", "ghj", "dfgh"])
        t = (t * num(2, 4)) + pick(["", "asdf", "jkl", "ff", ";;", "gg"])
    else:
        words = []
        for _ in range(num(2, 4)):
            row = pick(KB_ROWS[:3])
            st = num(0, len(row) - 3)
            words.append(row[st:st + num(3, min(7, len(row) - st))])
        t = " ".join(words)
    if chance(0.25):
        t = t.upper()
    elif chance(0.1):
        t = t.capitalize()
    if chance(0.15):
        t += pick(["!!", "??", "...", "1", "11"])
    return t, grp(G_TEST, G_GENERAL)


MOJI = ["Ã¤", "Ã¶", "Ã¼", "ÃŸ", "Ã©", "Ã¨", "Ã ", "Ã§", "â€™", "â€œ", "â€\x9d".replace("\x9d", ""), "â€“", "Â°",
        "Â£", "Ã±", "ï»¿", "Ð", "Ñ", "Ðµ", "Ñ€", "Ð¸", "Ñ‚", "Ã¥", "Ã¸", "Ã\u0192Â©", "锟斤拷", "烫烫烫",
        "屯屯屯", "鍙", "戣", "〃", "绋", "嬪", "�", "�", "??", "Ꭓ", "▒", "░", "■", "�"]


@junk
def encoding_garbage():
    r = R.random()
    if r < 0.35:
        t = "".join(pick(MOJI) for _ in range(num(4, 14)))
    elif r < 0.5:
        t = "=?%s?%s?%s?=" % (pick(["UTF-8", "utf-8", "ISO-8859-1", "windows-1252", "KOI8-R", "Shift_JIS"]),
                              pick(["B", "Q"]), rstr(num(12, 40), ALNUM + "+/="))
    elif r < 0.62:
        t = "".join("&#%d;" % num(160, 1200) for _ in range(num(4, 12)))
    elif r < 0.72:
        t = "".join("%%%02X" % num(128, 255) for _ in range(num(4, 14)))
    elif r < 0.82:
        t = "".join("\\x%02x" % num(128, 255) for _ in range(num(4, 12)))
    elif r < 0.9:
        t = "?" * num(4, 20) + pick(["", " ", " ???? ?????", "_???"])
    else:
        t = "".join(chr(num(0x2500, 0x25FF)) if chance(0.5) else pick(MOJI) for _ in range(num(5, 15)))
    return t, grp(G_GENERAL, G_TEST, G_MUSIC, G_MOVIES)


KW_VIDEO = ["free", "download", "movie", "movies", "film", "full", "hd", "1080p", "720p", "4k", "bluray",
            "dvdrip", "xvid", "torrent", "nzb", "watch", "online", "stream", "new", "2024", "best", "cinema"]
KW_MUSIC = ["mp3", "music", "songs", "album", "free", "download", "320kbps", "flac", "top", "hits", "charts",
            "remix", "dj", "mix", "2024", "best", "playlist", "ringtones"]
KW_SOFT = ["crack", "keygen", "serial", "patch", "full", "version", "free", "download", "activator", "license",
           "key", "portable", "windows", "mac", "2024", "pro", "premium", "unlocked"]
KW_ADULT = ["xxx", "sex", "porn", "hot", "girls", "teen", "milf", "free", "video", "hd", "amateur", "cam", "nude"]


@junk
def keyword_stuffing():
    pool = pick([KW_VIDEO, KW_MUSIC, KW_SOFT, KW_ADULT, KW_VIDEO + KW_SOFT])
    words = [pick(pool) for _ in range(num(8, 22))]
    if chance(0.35):
        words.insert(0, pick([pick(MOVIES)[0], pick(SHOWS), "Photoshop", "Windows 11", "Office 2021", "GTA V"]))
    sep = pick([" ", " ", ", ", " | ", "-", " / ", "+", "_"])
    t = sep.join(words)
    if chance(0.2):
        t = t.upper()
    if chance(0.15):
        t += " " + domain()
    return t, grp(G_GENERAL, G_MOVIES, G_MUSIC, G_WAREZ, G_XXX)


@junk
def religious_flood():
    t = pick([
        "JESUS IS COMING - REPENT NOW", "Read John 3:16 - salvation is free", "The end times are here, accept Christ",
        "Bible prophecy fulfilled in %(y)d", "God loves you - even on usenet", "The Rapture is near!!!",
        "Judgement Day is coming - are you ready?", "Are you saved?", "Pray for the lost souls of usenet",
        "Turn from sin before it is too late", "Revelation 13 explained - the mark of the beast", "Gott liebt dich - kehr um",
        "Dieu vous aime - repentez-vous", "Jesus te ama", "Psalm %(p)d:%(v)d", "Repent! The kingdom of heaven is at hand",
        "Only one way to heaven", "Salvation message #%(n)d", "Daily Bible verse %(y)d-%(m)02d-%(d)02d",
        "The truth about the antichrist", "Hell is real - read this", "Seek the Lord while he may be found",
        "Christ died for your sins - receive him today", "666 is here - wake up Christians",
    ]) % {"y": num(2019, 2025), "p": num(1, 150), "v": num(1, 20), "n": num(1, 500), "m": num(1, 12), "d": num(1, 28)}
    if chance(0.25):
        t = t.upper()
    return t, grp(G_GENERAL, G_TEST, G_MOVIES, G_EBOOK)


@junk
def political_flood():
    t = pick([
        "WAKE UP! The government is lying to you", "The New World Order exposed", "Chemtrails are real - spread the word",
        "Tax is theft", "Boycott the elections", "UN Agenda 2030 exposed", "The media is controlled - open your eyes",
        "Impeach them all", "Vote them out in %(y)d", "They don't want you to know this", "Globalists own everything",
        "Free speech is dead in %(c)s", "The great reset is happening NOW", "End the Fed", "Stop the war machine",
        "Wach auf! Die Regierung luegt", "Reveillez-vous! Le systeme vous ment", "Politicians are all criminals",
        "Sign the petition to abolish %(x)s", "Your vote doesn't count - here's proof", "Deep state exposed part %(n)d",
        "Flat earth - the truth NASA hides", "5G towers and what they hide", "Read before they delete this!!",
    ]) % {"y": num(2020, 2028), "c": pick(["Europe", "America", "Canada", "the UK", "Australia", "Germany"]),
          "x": pick(["the IRS", "the EU", "NATO", "income tax", "the BBC licence"]), "n": num(1, 40)}
    if chance(0.3):
        t = t.upper() + pick(["", "!!!", "!!!!!!"])
    return t, grp(G_GENERAL, G_TEST, G_TV, G_EBOOK)


WANTED_FOREIGN = [
    "Tatort alle Folgen", "Derrick Staffel 1", "Asterix films en VF", "Les Bronzes 1978",
    "La Casa de Papel temporada 5 castellano", "Il Commissario Montalbano", "Baantjer seizoen 1",
    "Beck svenska", "Ирония судьбы 1975", "名探偵コナン 全集", "Kabouter Plop dvd", "Heidi 1974 deutsch",
    "Fawlty Towers mit Untertiteln", "Don Matteo stagione 12", "Flodder 1986", "Stromae album flac",
    "Rammstein Live aus Berlin", "Johnny Hallyday discographie", "Pippi Langstrump svenska",
    "Chespirito El Chavo del 8", "Os Normais", "Kommissar Rex 1994", "Sandmännchen alte Folgen",
]


@junk
def request_foreign():
    x = pick(WANTED_FOREIGN) if chance(0.5) else pick(WANTED)
    t = pick([
        "Suche %s", "Hat jemand %s?", "Bitte %s posten", "Suche dringend %s, danke!", "Cherche %s",
        "Quelqu'un a %s ?", "svp postez %s", "Busco %s", "¿Alguien tiene %s?", "Por favor subir %s",
        "Cerco %s", "qualcuno ha %s?", "Zoek %s", "Heeft iemand %s?", "Graag %s posten aub",
        "Procuro %s", "Alguém tem %s?", "Söker %s", "Szukam %s", "Ищу %s", "У кого есть %s?",
        "%s を探しています", "求 %s", "跪求 %s 谢谢", "%s arıyorum", "Hledám %s", "Etsin %s",
        "Leter etter %s", "Keresem: %s", "Caut %s", "Tražim %s", "Шукаю %s", "%s 있으신 분?",
    ]) % x
    return t, grp(G_GENERAL, G_MOVIES, G_TV, G_MUSIC)


@junk
def iptv_reseller_ad():
    n = pick(["20000", "15.000", "35K", "10000+", "50,000", "25000"])
    t = pick([
        "IPTV %(n)s channels 4K - free trial", "Best IPTV subscription 12 months %(p)s", "IPTV reseller panel credits cheap",
        "Premium M3U playlist - all sport channels", "IPTV Smarters Pro - buy subscription now", "Abonnement IPTV 12 mois %(p)s",
        "IPTV Abo Deutschland - alle Sender HD", "IPTV Nederland - %(n)s zenders + VOD", "Watch all PPV events for %(p)s - IPTV",
        "4K IPTV no buffering - 24h trial %(d)s", "IPTV %(n)s live + %(v)s VOD - %(d)s", "Firestick IPTV setup - lifetime",
        "IPTV Espana - futbol en directo", "IPTV UK - Sky Sports, BT Sport, all PPV", "Cheapest IPTV on usenet %(p)s/yr",
        "Xtream codes IPTV - whatsapp us", "IPTV %(y)d - stable server, anti-freeze", "MAG box IPTV portal - %(p)s",
    ]) % {"n": n, "p": pick(["$49", "39 EUR", "£35", "$9.99/mo", "59,99 EUR", "$79"]), "d": domain(),
          "v": pick(["80000", "120K", "60.000"]), "y": num(2022, 2025)}
    return t, grp(G_GENERAL, G_TV, G_TEST, ["alt.binaries.multimedia.sports"])


@junk
def casino_betting():
    t = pick([
        "Online casino %(p)d%% bonus + %(s)d free spins", "Best betting tips - 100%% fixed matches", "Poker rakeback %(p2)d%%",
        "Slots jackpot - win big tonight", "Sportwetten Bonus %(e)d EUR", "Free bet £%(b)d - sign up now", "Crypto casino no KYC",
        "Fixed match today: %(t1)s vs %(t2)s - 100%% sure", "Casino en ligne bonus %(p)d%%", "Apuestas deportivas - bono %(e)d EUR",
        "No deposit bonus - %(s)d free spins", "Roulette system - never lose again", "%(d)s - the #1 casino for usenet users",
        "VIP betting tips - %(p2)d%% win rate", "Bet %(b)d get %(bb)d", "Online Casino ohne Limit", "Lucky wheel: win %(e)d EUR now",
    ]) % {"p": pick([100, 200, 300, 500]), "s": pick([50, 100, 150, 200, 250]), "p2": num(30, 70), "e": pick([100, 200, 500]),
          "b": pick([10, 20, 30, 50]), "bb": pick([40, 100, 150]), "d": domain(),
          "t1": pick(["Arsenal", "Barcelona", "Juventus", "Ajax", "Porto", "Celtic"]),
          "t2": pick(["Chelsea", "Sevilla", "Napoli", "PSV", "Benfica", "Rangers"])}
    if chance(0.2):
        t = t.upper()
    return t, grp(G_GENERAL, G_TEST, ["alt.binaries.multimedia.sports", "alt.binaries.sports"])


@junk
def social_services_ad():
    t = pick([
        "Buy %(n)s Instagram followers cheap", "YouTube views and subscribers - instant delivery", "SEO backlinks %(n)s DA50+",
        "Essay writing service - plagiarism free", "Web design from $%(p)d", "Get more TikTok likes now", "Email marketing list %(n)s leads",
        "Positive reviews for your business - Google / Trustpilot", "Spotify plays and monthly listeners - real", "Twitter/X followers %(n)s for $%(p)d",
        "Facebook page likes cheap", "Guest posts on high DA sites", "We write your thesis - any subject", "Rank #1 on Google in 7 days",
        "SMM panel - cheapest services", "Instagram Follower kaufen - echt & schnell", "Acheter des abonnes Instagram",
        "Bulk SMS sender software + leads", "%(n)s verified B2B email contacts", "Logo design $%(p)d - 24h delivery",
    ]) % {"n": pick(["1000", "5,000", "10K", "50000", "100k", "1 million"]), "p": num(5, 199)}
    if chance(0.25):
        t += " - " + domain()
    return t, grp(G_GENERAL, G_TEST, G_EBOOK)


# ================================================================ LEGIT FAMILIES
@legit
def scene_movie():
    title, year = pick(MOVIES)
    r = R.random()
    rel = movie_release(title, year)
    if r < 0.12:
        g = pick(MOVIE_GROUPS).lower()
        t = "%s-%s-%s.mkv" % (g, scene(title).lower().replace(".", ""), pick(["1080p", "720p", "2160p"]))
    elif r < 0.22:
        t = rel + pick([".mkv", ".mp4", ".nfo", ".nzb"])
    elif r < 0.3:
        t = "%s (%d) %s" % (title, year, pick(["1080p BluRay x264", "[1080p]", "2160p WEB-DL HDR",
                                              "720p BRRip", "DVDRip", "[BDRip 1080p]"]))
    else:
        t = rel
    return t, grp(G_MOVIES)


@legit
def scene_tv_episode():
    show = pick(SHOWS)
    r = R.random()
    if r < 0.6:
        t = tv_release(show)
    elif r < 0.72:
        t = "%s (%d) - S%02dE%02d - %s [WEBDL-%s][%s][%s]-%s" % (
            show, num(1990, 2024), num(1, 10), num(1, 20), pick(EP_TITLES),
            pick(["1080p", "720p", "2160p"]), pick(["EAC3 5.1", "AAC 2.0", "DDP5.1 Atmos"]),
            pick(["h264", "h265", "x265"]), pick(P2P_GROUPS))
    elif r < 0.82:
        t = "%s - %dx%02d - %s" % (show, num(1, 15), num(1, 24), pick(EP_TITLES))
        if chance(0.5):
            t += pick([".avi", ".mkv", " [720p]", " (HDTV)"])
    elif r < 0.9:
        t = "%s.%d%02d.hdtv-%s.avi" % (scene(show).lower(), num(1, 9), num(1, 22), pick(["lol", "xor", "notv", "fqm", "2hd", "fov"]))
    else:
        show = pick(["Coronation Street", "Emmerdale", "EastEnders", "Neighbours", "Hollyoaks",
                     "The Young and the Restless", "General Hospital", "Days of Our Lives",
                     "The Bold and the Beautiful", "Home and Away", "Doctors", "Pointless"])
        t = "%s.%d.%02d.%02d.%s" % (scene(show), num(2015, 2024), num(1, 12), num(1, 28),
                                    pick(["720p.HDTV.x264-", "1080p.WEB.h264-", "WEB.x264-"]) + pick(TV_GROUPS))
    return t, grp(G_TV)


@legit
def p2p_web_movie():
    title, year = pick(MOVIES)
    r = R.random()
    if r < 0.18:
        t = "%s (%d) [%s] [%s] [%s] [YTS.MX]" % (title, year, pick(["1080p", "720p", "2160p"]),
                                                pick(["WEBRip", "BluRay", "WEB"]), pick(["5.1", "2.0"]))
    elif r < 0.36:
        t = "%s.%d.2160p.%s.WEB-DL.DDP5.1.Atmos.%sH.265-%s" % (scene(title), year, pick(["AMZN", "NF", "ATVP", "MA", "DSNP"]),
                                                              pick(["DV.HDR.", "HDR.", "DV.", "HDR10P."]), pick(P2P_GROUPS))
    elif r < 0.5:
        t = "%s (%d) (%s BluRay x265 HEVC 10bit %s %s)" % (title, year, pick(["1080p", "2160p"]),
                                                          pick(["AAC 5.1", "EAC3 5.1", "AAC 7.1", "DTS-HD MA 5.1"]),
                                                          pick(["Tigole", "Silence", "Joy", "afm72", "Ghost", "Natty", "r00t", "FreetheFish"]))
    elif r < 0.6:
        t = "%s.%d.%s.10bit.WEBRip.6CH.x265.HEVC-PSA" % (scene(title), year, pick(["1080p", "720p"]))
    elif r < 0.7:
        t = "%s.%d.REMUX.%s.BluRay.%s.%s-%s" % (scene(title), year, pick(["1080p", "2160p"]), pick(["AVC", "HEVC"]),
                                                pick(["DTS-HD.MA.5.1", "TrueHD.7.1.Atmos", "LPCM.2.0", "FLAC.1.0"]),
                                                pick(["FraMeSToR", "EPSiLON", "BLURANiUM", "PmP", "SiCFoI", "KRaLiMaRKo"]))
    elif r < 0.8:
        t = "%s %d %s WEB-DL %s %s-%s" % (title, year, pick(["1080p", "720p", "2160p"]),
                                          pick(["DDP5 1", "DD5 1", "AAC2 0", "DDP5 1 Atmos"]), pick(["H 264", "H 265", "HEVC"]), pick(P2P_GROUPS))
    elif r < 0.88:
        t = "%s.%d.%s-%s" % (scene(title), year, pick(["HDTS.x264", "TELESYNC.x264", "HDCAM.x264", "1080p.HDTS.H264", "720p.HDCAM.C1NEM4"]),
                            pick(["SUNSCREEN", "C1NEM4", "RGB", "TGx", "Will1869"]))
    else:
        t = "%s (%d) %s %s %s [%s]" % (title, year, pick(["1080p", "2160p 4K", "720p"]),
                                       pick(["BluRay", "WEB-DL", "WEBRip", "BDRip"]), pick(["x264", "x265 10bit", "HEVC", "AVC"]),
                                       pick(["Hindi + English", "Dual Audio", "HDR", "SDR", "5.1", "IMAX", "Atmos"]))
    return t, grp(G_MOVIES)


@legit
def tv_season_pack():
    show = pick(SHOWS)
    s = num(1, 9)
    r = R.random()
    if r < 0.3:
        t = "%s.S%02d.%s.%s.WEB-DL.%s.%s-%s" % (scene(show), s, pick(["COMPLETE.1080p", "1080p", "2160p", "720p"]),
                                               pick(["AMZN", "NF", "ATVP", "DSNP", "HMAX", "iP", "PCOK"]),
                                               pick(["DDP5.1", "DDP5.1.Atmos", "AAC2.0"]), pick(["H.264", "H.265", "HEVC"]), pick(P2P_GROUPS))
    elif r < 0.48:
        t = "%s.S%02d.%s.BluRay.x264-%s" % (scene(show), s, pick(["1080p", "720p"]), pick(MOVIE_GROUPS + TV_GROUPS))
    elif r < 0.6:
        a = num(1, 3)
        t = "%s Season %d-%d Complete %s" % (show, a, a + num(1, 8), pick(["720p", "1080p", "DVDRip", "[BDRip 1080p]", "(x265)", "WEB-DL"]))
    elif r < 0.72:
        t = "%s (%d) Season %d S%02d (%s BluRay x265 HEVC 10bit AAC 5.1 %s)" % (show, num(1995, 2022), s, s, pick(["1080p", "720p"]),
                                                                               pick(["Silence", "Tigole", "Joy", "RCVR", "Vyndros"]))
    elif r < 0.82:
        a = 1
        b = num(2, 12)
        t = "%s - Complete Series (S%02d-S%02d) [%s]" % (show, a, b, pick(["BDRip 1080p", "DVDRip", "WEB-DL 720p", "1080p x265", "Remastered 1080p"]))
    elif r < 0.9:
        t = "%s.S%02d.MULTi.%s.WEB.H264-%s" % (scene(show), s, pick(["1080p", "720p"]), pick(["FRATERNiTY", "NoNe", "SUPPLY", "BRiNK"]))
    else:
        t = "%s S%02d %s" % (show, s, pick(["1080p AMZN WEB-DL DDP5 1 H 264-NTb", "COMPLETE 720p HDTV x264", "2160p WEB H265-GGEZ",
                                           "Pack 1080p", "(Complete) [WEB 1080p]"]))
    return t, grp(G_TV)


ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Spy x Family", "Oshi no Ko", "Kusuriya no Hitorigoto",
         "Dungeon Meshi", "Chainsaw Man", "Bocchi the Rock!", "Mushoku Tensei", "Vinland Saga",
         "Shingeki no Kyojin", "One Piece", "Boku no Hero Academia", "Kimetsu no Yaiba", "Blue Lock",
         "Ore dake Level Up na Ken", "Mahou Shoujo Madoka Magica", "Cowboy Bebop", "Neon Genesis Evangelion",
         "Hibike! Euphonium 3", "Yuru Camp Season 3", "Kaguya-sama wa Kokurasetai", "Made in Abyss",
         "Mob Psycho 100 III", "Haikyuu!!", "Dandadan", "Sakamoto Days", "Kaiju 8-gou", "Mashle",
         "Tengoku Daimakyou", "Boku no Kokoro no Yabai Yatsu", "Hikaru ga Shinda Natsu", "Re Zero kara Hajimeru Isekai Seikatsu"]
ANIME_GROUPS = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "EMBER", "Commie", "GJM", "Kametsu", "ASW",
                "Coalgirls", "Doki", "Asenshi", "Vivid", "FFF", "Underwater", "Beatrice-Raws", "Yameii", "NC-Raws",
                "Anime Time", "DameDesuYo", "Tsundere-Raws", "ToonsHub", "Cyan", "Kawaiika-Raws", "SCY", "Moozzi2", "Okay-Subs"]


@legit
def anime_fansub():
    a = pick(ANIME)
    g = pick(ANIME_GROUPS)
    h = rstr(8, "0123456789ABCDEF")
    ep = num(1, 28) if a != "One Piece" else num(1000, 1120)
    r = R.random()
    if r < 0.3:
        t = "[%s] %s - %02d (%s) [%s].mkv" % (g, a, ep, pick(["1080p", "720p", "480p"]), h)
    elif r < 0.45:
        t = "[%s] %s - %02d [%s][Multiple Subtitle][%s]" % (g, a, ep, pick(["1080p", "720p"]), h)
        if chance(0.5):
            t += ".mkv"
    elif r < 0.6:
        t = "[%s] %s (Season %d) [%s][HEVC x265 10bit][%s] (Batch)" % (g, a, num(1, 4), pick(["1080p", "720p"]),
                                                                     pick(["Eng-Subs", "Dual-Audio", "Multi-Subs"]))
    elif r < 0.7:
        t = "[%s] %s (%d) (Season %d) [BDRip] [1080p Dual Audio HEVC 10 bits DDP] (Batch)" % (g, a, num(2010, 2024), num(1, 3))
    elif r < 0.8:
        t = "[%s] %s - %02d%s [%s][%s].mkv" % (g, a, ep, pick(["v2", "v3", "", ""]), pick(["8BIT", "10bit", "BD 1080p", "WEB 1080p"]), h)
    elif r < 0.88:
        t = "[%s] %s [BDRip %s %s FLAC]" % (g, a, pick(["1920x1080", "1080p", "3840x2160"]), pick(["HEVC", "x264", "AVC", "Hi10P"]))
    elif r < 0.95:
        t = "%s.S%02dE%02d.1080p.%s.WEB-DL.AAC2.0.H.264-%s" % (scene(a), num(1, 3), num(1, 24), pick(["CR", "NF", "ADN", "B-Global"]),
                                                             pick(["VARYG", "SMURF", "KiyoshiStar", "HONE"]))
    else:
        t = "%s - %d [%s][%s]" % (a, ep, pick(["1080p", "720p"]), g)
    return t, grp(G_ANIME)


@legit
def music_scene():
    artist, album, year = pick(ALBUMS)
    r = R.random()
    if r < 0.5:
        t = music_release(artist, album, year)
        if "-" not in t.split()[0] and chance(0.5):
            t = "%s-%s-WEB-%d-%s" % (under(artist), under(album), year, pick(MUSIC_GROUPS))
    elif r < 0.62:
        comp = pick(["Defected Ibiza 2024", "Ministry of Sound Clubbers Guide", "Hed Kandi Ibiza", "Cafe del Mar Volumen 30",
                     "Ultimate Dance Anthems", "Bravo Hits 124", "Ministry of Sound Annual 2024", "Anjunadeep 15",
                     "Kontor Top of the Clubs Vol 96", "Fabric Presents", "Late Night Tales", "Ibiza Classics"])
        t = "VA-%s-%s-%s-%d-%s" % (under(comp), pick(["3CD", "2CD", "WEB", "(CAT%d)-WEB" % num(100, 999), "4CD"]),
                                   pick(["FLAC", "MP3", "WEB"]), num(2019, 2024), pick(MUSIC_GROUPS))
    elif r < 0.72:
        t = "%s-%s-SINGLE-WEB-%d-%s" % (under(artist), under(pick(["Espresso", "Midnight Run", "Into the Blue", "Holy Ghost",
                                                                  "Northern Lights", "Lost Signal", "Paper Moon", "Afterglow"])),
                                       num(2019, 2024), pick(MUSIC_GROUPS))
    elif r < 0.8:
        dj = pick(["Armin van Buuren", "Above and Beyond", "Paul van Dyk", "Carl Cox", "Tiesto", "Fred again..", "Charlotte de Witte"])
        t = "%s-%s-SAT-%02d-%02d-%d-%s" % (under(dj), under(pick(["A State of Trance 1162", "Group Therapy 570", "Live at Tomorrowland",
                                                                   "Essential Mix", "Live at Awakenings", "Radio Show"])),
                                          num(1, 12), num(1, 28), num(2020, 2024), pick(["TALiON", "TRAX", "DDAS", "PTC", "WUS", "HMS"]))
    elif r < 0.9:
        t = "%s - %s (%d) Mp3 320kbps [PMEDIA] %s" % (artist, album, year, pick(["⭐️", "", "⭐"]))
    else:
        t = "%s_-_%s-%s-%d-%s" % (under(artist), under(album), pick(["WEB", "CD", "(Remastered)-WEB"]), year, pick(MUSIC_GROUPS).lower())
    return t.strip(), grp(G_MUSIC)


@legit
def music_lossless_vinyl():
    artist, album, year = pick(ALBUMS)
    r = R.random()
    if r < 0.22:
        t = "%s - %s (%d) [Vinyl Rip %s FLAC]" % (artist, album, year, pick(["24bit 96kHz", "24-96", "24-192", "16-44", "24bit-48kHz"]))
    elif r < 0.38:
        t = "%s - %s [LP] %d (needledrop %s)" % (artist, album, year, pick(["24-96", "24/192", "32-384", "24/96 FLAC"]))
    elif r < 0.5:
        t = "%s - %s (%d) [%d %s SACD ISO]" % (artist, album, year, num(2000, 2024), pick(["MFSL", "Analogue Productions", "Japan SHM", "Hybrid"]))
    elif r < 0.62:
        t = "%s - %s (%d) [%s, %s] EAC FLAC CUE LOG" % (artist, album, year, pick(["Japan 1st press CD", "West Germany Target CD", "UK CD", "US Club Edition CD", "Japan SHM-CD"]),
                                                        rstr(2, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + str(num(10, 99)) + "P-" + str(num(1, 9999)))
    elif r < 0.72:
        t = "%s - %s (Vinyl, 180g, %d reissue) %s" % (artist, album, num(2010, 2024), pick(["24-192", "24-96", "FLAC", "DSD128"]))
    elif r < 0.8:
        t = "%s - %s {%s}" % (artist, album, pick(["DSD64", "DSD128", "DSF", "DFF", "SACD-R"]))
    elif r < 0.9:
        t = "%s - %s (%d) [24Bit-%skHz] FLAC %s" % (artist, album, max(year, num(2010, 2024)), pick(["44.1", "96", "192", "48", "88.2"]),
                                                    pick(["[PMEDIA]", "", "(Remaster)", "[Qobuz]", "(Hi-Res)"]))
    else:
        t = "%s - %s %s" % (artist, album, pick(["(LP rip, Technics 1200 / Ortofon 2M Black)", "[TIDAL MQA 24-96]",
                                                  "(Original Pressing) FLAC", "(half-speed master) 24-96", "(Blu-ray Audio) 24-96 5.1"]))
    return t, grp(G_MUSIC, ["alt.binaries.sounds.lossless.24bit", "alt.binaries.sounds.lossless.vinyl"])


BOOKS = [
    ("Stephen King", "Holly", 2023), ("Brandon Sanderson", "Wind and Truth", 2024), ("Rebecca Yarros", "Fourth Wing", 2023),
    ("Colleen Hoover", "It Ends with Us", 2016), ("Sally Rooney", "Intermezzo", 2024), ("Kazuo Ishiguro", "Klara and the Sun", 2021),
    ("Cormac McCarthy", "The Passenger", 2022), ("Andy Weir", "Project Hail Mary", 2021), ("Emily Henry", "Funny Story", 2024),
    ("James Clear", "Atomic Habits", 2018), ("Yuval Noah Harari", "Nexus", 2024), ("Walter Isaacson", "Elon Musk", 2023),
    ("Percival Everett", "James", 2024), ("Kristin Hannah", "The Women", 2024), ("Abraham Verghese", "The Covenant of Water", 2023),
    ("Barbara Kingsolver", "Demon Copperhead", 2022), ("Terry Pratchett", "Guards! Guards!", 1989), ("Ursula K. Le Guin", "The Dispossessed", 1974),
    ("Frank Herbert", "Dune", 1965), ("J.R.R. Tolkien", "The Lord of the Rings", 1954), ("George Orwell", "Nineteen Eighty-Four", 1949),
    ("Agatha Christie", "Murder on the Orient Express", 1934), ("Donna Tartt", "The Secret History", 1992), ("Dan Simmons", "Hyperion", 1989),
    ("N.K. Jemisin", "The Fifth Season", 2015), ("Martha Wells", "All Systems Red", 2017), ("Adrian Tchaikovsky", "Children of Time", 2015),
    ("Hilary Mantel", "Wolf Hall", 2009), ("Ian McEwan", "Atonement", 2001), ("Lee Child", "The Secret", 2023),
    ("Michael Connelly", "Resurrection Walk", 2023), ("John Grisham", "The Exchange", 2023), ("Ken Follett", "The Armor of Light", 2023),
    ("Joe Abercrombie", "The Devils", 2025), ("R.F. Kuang", "Yellowface", 2023), ("Richard Osman", "The Last Devil to Die", 2023),
    ("Mick Herron", "Slough House", 2021), ("Ann Patchett", "Tom Lake", 2023), ("Tana French", "The Hunter", 2024),
]
EBOOK_GROUPS = ["CTO", "BitBook", "DiGiBook", "PDFeBook", "BOOKWORM", "eBook-ELOHiM", "WEBRiP", "RTFM", "EPUB"]


@legit
def ebook():
    a, ti, y = pick(BOOKS)
    r = R.random()
    if r < 0.25:
        t = "%s - %s (%d) (retail) (%s)" % (a, ti, y, pick(["epub", "azw3", "mobi", "kepub"]))
    elif r < 0.4:
        t = "%s by %s %s" % (ti, a, pick(["EPUB MOBI AZW3", "(epub)", "[EPUB]", "PDF", "epub+mobi", "- ePub"]))
    elif r < 0.52:
        t = "%s - [%s %02d] - %s (%d).epub" % (a, pick(["Discworld", "Stormlight Archive", "Jack Reacher", "Bosch", "Slough House",
                                                       "Thursday Murder Club", "Dune Chronicles", "Murderbot Diaries"]), num(1, 30), ti, y)
    elif r < 0.66:
        t = "%s.-.%s.%d.RETAIL.EPUB.eBook-%s" % (scene(a), scene(ti), y, pick(EBOOK_GROUPS))
    elif r < 0.84:
        pub, tt = pick([("O'Reilly", "Learning Python, 6th Edition"), ("Manning", "Rust in Action"),
                        ("No Starch Press", "The Linux Command Line, 2nd Edition"), ("Packt", "Mastering Kubernetes 4th Edition"),
                        ("Apress", "Pro Git 2nd Edition"), ("Pragmatic Bookshelf", "Programming Elixir 1.6"),
                        ("Wiley", "Python for Dummies"), ("Addison-Wesley", "The C++ Programming Language 4th Edition"),
                        ("O'Reilly", "Designing Data-Intensive Applications"), ("Manning", "Deep Learning with Python, Second Edition"),
                        ("Springer", "Linear Algebra Done Right 4th ed"), ("MIT Press", "Introduction to Algorithms 4th Edition")])
        t = "%s - %s (%d) %s" % (pub, tt, num(2015, 2024), pick(["pdf", "[PDF]", "epub", "(True PDF)", "PDF+EPUB", ".pdf"]))
    else:
        t = "%s - %s %s" % (a, ti, pick(["(German Edition) epub", "(ebook)", "[Retail EPUB]", "(%d) [azw3]" % y, "- Roman - epub", "(UK ed.)"]))
    return t, grp(G_EBOOK)


@legit
def comics():
    r = R.random()
    series = pick(["Batman", "Amazing Spider-Man", "Saga", "Monstress", "Absolute Batman", "Ultimate Spider-Man",
                   "X-Men", "Daredevil", "Transformers", "Hellboy and the B.P.R.D.", "Something is Killing the Children",
                   "Invincible", "The Walking Dead Deluxe", "Usagi Yojimbo", "Detective Comics", "Action Comics",
                   "Fantastic Four", "Immortal Thor", "Nightwing", "Radiant Black", "Ice Cream Man", "Hulk"])
    scanner = pick(["Zone-Empire", "Digital-Empire", "Glorith-Hag", "Minutemen-Slayer", "Son of Ultron-Empire",
                    "Mephisto-Empire", "Shadowcat-Empire", "GreenGiant-DCP", "Oroboros-DCP", "Hourman-DCP", "Kileko-Empire",
                    "The Last Kryptonian-DCP", "dekabro-Empire", "Pyrate-DCP"])
    yr = num(2016, 2024)
    if r < 0.45:
        t = "%s %03d (%d) (%s) (%s).%s" % (series, num(1, 150), yr, pick(["Digital", "Webrip", "digital", "Digital-HD"]), scanner,
                                          pick(["cbr", "cbz"]))
        if chance(0.3):
            t = t.rsplit(".", 1)[0]
    elif r < 0.55:
        t = pick(["0-Day Week of %d.%02d.%02d", "DC Week+ (%d.%02d.%02d)", "Marvel Week+ (%d-%02d-%02d)", "Image Week %d.%02d.%02d"]) % (
            yr, num(1, 12), num(1, 28))
    elif r < 0.7:
        m = pick(["One Piece", "Chainsaw Man", "Berserk", "Vagabond", "Jujutsu Kaisen", "Frieren", "Dandadan", "Spy x Family", "Blue Period", "Vinland Saga"])
        t = "%s v%02d (%d) (Digital) (%s)" % (m, num(1, 108), yr, pick(["1r0n", "LuCaZ", "danke-Empire", "Oak", "Stick", "XRA-Empire"]))
    elif r < 0.8:
        t = "2000AD Prog %d (%d) (digital) (Minutemen-juvecube)" % (num(2200, 2420), yr)
    elif r < 0.9:
        bd, n = pick([("Asterix", 40), ("Spirou et Fantasio", 56), ("Blake et Mortimer", 29), ("Thorgal", 41),
                      ("Lucky Luke", 81), ("Largo Winch", 24), ("XIII", 28), ("Les Vieux Fourneaux", 7)])
        t = "%s - T%02d - %s (%d) (French) %s" % (bd, num(1, n), pick(["L'Iris Blanc", "Integrale", "Tome", "Le Dernier Chapitre", "Edition Speciale"]),
                                                num(1990, 2024), pick(["cbz", "[BD]", "(Digital)", "cbr"]))
    else:
        t = "%s Omnibus v%02d (%d) (Digital) (%s)" % (series, num(1, 6), yr, scanner)
    return t, grp(["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.complete", "alt.binaries.comics.dcp",
                   "alt.binaries.pictures.comics.0-day", "alt.binaries.comics"])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


@legit
def magazines():
    mag = pick(["The Economist", "New Scientist", "National Geographic", "Wired", "The New Yorker", "Time", "Scientific American",
                "Rolling Stone", "Empire", "Total Film", "PC Gamer", "Edge", "Linux Format", "The MagPi", "Wireframe", "Der Spiegel",
                "Stern", "c't Magazin", "Computer Bild", "Paris Match", "Elle", "Vogue", "GQ", "Esquire", "Top Gear", "Autocar",
                "What Hi-Fi", "Guitar World", "Amateur Photographer", "BBC Gardeners World", "Country Life", "Private Eye",
                "Mojo", "Uncut", "The Spectator", "Focus", "Nature", "Car and Driver", "Men's Health", "Cosmopolitan"])
    y = num(2019, 2024)
    mo = pick(MONTHS)
    d = num(1, 28)
    r = R.random()
    if r < 0.22:
        t = "%s - %s %d, %d" % (mag, mo, d, y)
    elif r < 0.4:
        t = "%s-%02d.%s.%d.pdf" % (scene(mag), d, mo, y)
    elif r < 0.55:
        t = "%s %s - %s %d %s" % (mag, pick(["UK", "USA", "Australia", "International", "Germany", "France"]), mo, y,
                                 pick(["(True PDF)", "", "[PDF]", "(HQ PDF)", ""]))
    elif r < 0.68:
        t = "%s - Issue %d - %s %d" % (mag, num(100, 900), mo, y)
    elif r < 0.8:
        t = "%s %02d/%d" % (mag, num(1, 26), y)
    elif r < 0.9:
        t = "%s - %d-%02d-%02d" % (mag, y, num(1, 12), d)
    else:
        t = "%s No. %d (%s %d) %s" % (mag, num(1, 4000), mo, y, pick(["pdf", "epub", "- Magazine", ""]))
    return t.strip(), grp(["alt.binaries.mags", "alt.binaries.magazines", "alt.binaries.e-book.magazines", "alt.binaries.ebook"])


NARRATORS = ["Ray Porter", "Stephen Fry", "Jim Dale", "Kate Reading", "Michael Kramer", "Justine Lupe", "Nigel Planer",
             "Tony Robinson", "Simon Vance", "Scott Brick", "Julia Whelan", "Rosamund Pike", "Andy Serkis", "Tom Hanks",
             "Simon Jäger", "David Nathan", "Rufus Beck", "January LaVoy", "Will Patton", "Frank Muller"]


@legit
def audiobooks():
    a, ti, y = pick(BOOKS)
    nar = pick(NARRATORS)
    r = R.random()
    if r < 0.22:
        t = "%s - %s [Unabridged] (%s) %s" % (a, ti, nar, pick(["M4B", "mp3", "64k", "[M4B 128k]", "AAC"]))
    elif r < 0.38:
        t = "%s - %s (read by %s) %s" % (a, ti, nar, pick(["%dk mp3" % pick([32, 48, 64, 128]), "m4b", "- Audiobook", "(Unabridged)"]))
    elif r < 0.5:
        t = "[Audiobook] %s - %s (%d)" % (a, ti, y)
    elif r < 0.62:
        t = "%s - %s - %s - %d - M4B - %dk" % (a, ti, nar, y, pick([64, 96, 128]))
    elif r < 0.74:
        de = pick([("Sebastian Fitzek", "Die Einladung"), ("Nele Neuhaus", "Monster"), ("Juli Zeh", "Zwischen Welten"),
                   ("Marc-Uwe Kling", "Die Kaenguru-Chroniken"), ("Die drei ???", "Folge %d" % num(100, 230)),
                   ("Cornelia Funke", "Tintenherz"), ("Patrick Süskind", "Das Parfum")])
        t = "Hörbuch - %s - %s - gelesen von %s" % (de[0], de[1], pick(["Simon Jäger", "David Nathan", "Rufus Beck", "Oliver Rohrbeck", "Jens Wawrczeck"]))
        if chance(0.4):
            t += pick([" (ungekürzt)", " [MP3]", " - 2023"])
    elif r < 0.84:
        t = "%s - %s (%s) [1-%d]" % (a, ti, pick(["GraphicAudio", "Full Cast", "BBC Radio Dramatisation", "Dramatized"]), num(2, 6))
    else:
        t = "%s.-.%s.%s.AUDIOBOOK.%s-%s" % (scene(a), scene(ti), pick(["Unabridged", "UNABRIDGED", "Abridged"]), pick(["MP3", "M4B", "AAC"]),
                                           pick(["iTunes", "BitBook", "dAUDIO", "AUDIOBOOK"]))
    return t, grp(["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks", "alt.binaries.mp3.audiobooks",
                   "alt.binaries.sounds.audiobooks.repost", "alt.binaries.hoerbuecher"])


SOFT = [
    ("Adobe Photoshop 2024", "25.%d.%d"), ("Adobe Premiere Pro 2024", "24.%d.%d"), ("Adobe After Effects 2024", "24.%d.%d"),
    ("Adobe Lightroom Classic", "13.%d.%d"), ("Adobe Acrobat Pro", "2024.%03d.%d"), ("Microsoft Office LTSC Professional Plus 2021", "2108.%d.%d"),
    ("Autodesk AutoCAD 2025", "U%d.%d"), ("Autodesk 3ds Max 2025", "2025.%d.%d"), ("Autodesk Maya 2025", "2025.%d.%d"),
    ("DaVinci Resolve Studio", "18.6.%d.%d"), ("CorelDRAW Graphics Suite 2024", "25.%d.%d"), ("Ableton Live Suite", "12.0.%d.%d"),
    ("FL Studio Producer Edition", "21.2.%d.%d"), ("Native Instruments Kontakt 7", "7.%d.%d"), ("Steinberg Cubase Pro 13", "13.0.%d.%d"),
    ("iZotope Ozone 11 Advanced", "11.0.%d.%d"), ("JetBrains IntelliJ IDEA Ultimate", "2024.%d.%d"), ("JetBrains PyCharm Professional", "2024.%d.%d"),
    ("VMware Workstation Pro", "17.5.%d.%d"), ("Topaz Video AI", "5.%d.%d"), ("Capture One 23 Pro", "16.3.%d.%d"), ("DxO PhotoLab 7 Elite", "7.%d.%d"),
    ("SketchUp Pro 2024", "24.0.%d.%d"), ("SolidWorks 2024 SP", "%d.%d"), ("MATLAB R2024a", "24.1.%d.%d"), ("Nero Platinum Suite 2024", "25.5.%d.%d"),
    ("Ashampoo Burning Studio", "25.0.%d.%d"), ("MAGIX Vegas Pro 21", "21.0.%d.%d"), ("Waves Complete", "14.%d.%d"), ("Xfer Serum", "1.%d.%d"),
    ("Reaper", "7.%d.%d"), ("Affinity Photo 2", "2.%d.%d"), ("WinRAR", "7.0%d.%d"), ("Total Commander", "11.0%d.%d"), ("Directory Opus Pro", "13.%d.%d"),
]
SOFT_GROUPS = ["TNT", "CORE", "BTCR", "AMPED", "XFORCE", "R2R", "AudioUTOPiA", "MORiA", "DI", "SSQ", "TCD", "Lz0", "F4CG",
               "ENiGMA", "BEAN", "HERETiC", "DVT", "ZWT", "RiTUEL", "TBE"]


@legit
def software():
    nm, vf = pick(SOFT)
    ver = vf % (num(0, 9), num(0, 300))
    r = R.random()
    if r < 0.35:
        t = "%s.v%s.%s-%s" % (scene(nm), ver, pick(["x64", "WiN64", "Incl.Keygen", "MULTiLANGUAGE", "WiN", "MacOS", "x64.Multilingual", "Linux"]),
                              pick(SOFT_GROUPS))
    elif r < 0.55:
        t = "%s %s %s" % (nm, ver, pick(["(x64) Multilingual", "Multilingual", "[MacOS]", "x64 + Crack", "Portable", "(64-bit)", "Pre-Activated", "Retail"]))
    elif r < 0.7:
        t = pick([
            "Windows 11 %s Build 22631.%d %s" % (pick(["23H2", "24H2", "22H2"]), num(2000, 4000), pick(["MSDN", "x64 Multi-Edition en-US", "AIO 16in1", "Pro x64 ISO"])),
            "Windows Server 2022 Datacenter (%s) MSDN ISO" % pick(["Updated March 2024", "21H2", "x64 en-US"]),
            "ubuntu-%s-desktop-amd64.iso" % pick(["24.04", "22.04.4", "23.10.1", "20.04.6"]),
            "debian-%s-amd64-DVD-1.iso" % pick(["12.5.0", "12.4.0", "11.9.0"]),
            "Fedora-Workstation-Live-x86_64-%d-1.%d.iso" % (num(38, 41), num(1, 9)),
            "linuxmint-21.%d-cinnamon-64bit.iso" % num(1, 3),
            "kali-linux-2024.%d-installer-amd64.iso" % num(1, 4),
            "macOS Sonoma 14.%d (23E%d) Installer" % (num(0, 6), num(100, 300)),
            "en-us_windows_10_consumer_editions_version_22h2_updated_%s_x64_dvd_%s.iso" % (pick(["march_2024", "jan_2024", "feb_2024"]), rstr(8, HEX)),
            "Microsoft Office 2024 Pro Plus LTSC Volume x64 %s" % pick(["en-US", "Multi", "Retail"]),
        ])
    elif r < 0.85:
        t = "%s.v%s.%s.Incl.%s-%s" % (scene(nm), ver, pick(["WiN", "MAC", "x64"]), pick(["Patch", "Keygen", "Crack", "Emulator"]), pick(SOFT_GROUPS))
    else:
        t = "%s %s %s [%s]" % (nm, ver, pick(["MAS", "macOS", "U2B", "Win/Mac"]), pick(["TNT", "TCD", "HCiSO", "K'ed by TNT", "R2R"]))
    return t, grp(G_WAREZ, ["alt.binaries.mac", "alt.binaries.mac.applications", "alt.binaries.linux", "alt.binaries.cd.image.linux",
                            "alt.binaries.sounds.samples"])


GAMES = ["Baldurs Gate 3", "Cyberpunk 2077 Phantom Liberty", "Elden Ring Shadow of the Erdtree", "Starfield", "Hogwarts Legacy",
         "Alan Wake 2", "Lies of P", "Dragons Dogma 2", "Helldivers 2", "Stardew Valley", "Hades II", "Balatro", "Manor Lords",
         "Prince of Persia The Lost Crown", "Like a Dragon Infinite Wealth", "Final Fantasy VII Rebirth", "Palworld",
         "Red Dead Redemption 2", "The Witcher 3 Wild Hunt Complete Edition", "Hollow Knight", "Disco Elysium The Final Cut",
         "Frostpunk 2", "Warhammer 40000 Space Marine 2", "Black Myth Wukong", "Satisfactory", "Animal Well", "Sea of Stars"]
GAME_GROUPS = ["RUNE", "TENOKE", "FLT", "CODEX", "SKIDROW", "PLAZA", "Razor1911", "DOGE", "TiNYiSO", "DARKSiDERS", "P2P", "EMPRESS"]
NSW = [("The Legend of Zelda Tears of the Kingdom", "0100F2C0115B6000"), ("Super Mario Bros Wonder", "010015100B514000"),
       ("Animal Crossing New Horizons", "01006F8002326000"), ("Metroid Dread", "010093801237C000"),
       ("Mario Kart 8 Deluxe", "0100152000022000"), ("Pikmin 4", "0100B7C00933A000"), ("Xenoblade Chronicles 3", "010074F013262000"),
       ("Fire Emblem Engage", "0100A6301214E000"), ("Splatoon 3", "0100C2500FC20000"), ("Paper Mario The Thousand Year Door", "0100ECD018EBE000")]


@legit
def games():
    g = pick(GAMES)
    r = R.random()
    if r < 0.3:
        t = "%s-%s" % (scene(g), pick(GAME_GROUPS))
        if chance(0.3):
            t = t.replace("-", ".%s-" % pick(["Update.v1.%d.%d" % (num(0, 9), num(0, 99)), "Deluxe.Edition", "MULTi12", "REPACK", "PROPER"]), 1)
    elif r < 0.42:
        t = "%s %s" % (g, pick(["[FitGirl Repack]", "- [DODI Repack]", "[ElAmigos]", "(v1.%d.%d + %d DLCs, MULTi%d) [FitGirl Repack]" % (num(0, 9), num(0, 99), num(1, 20), num(5, 15)),
                                "[GOG]", "(GOG) (v%d.%d)" % (num(1, 4), num(0, 20))]))
    elif r < 0.52:
        t = "setup_%s_%d.%d.%d_(64bit)_(%d).exe" % (under(g).lower(), num(1, 4), num(0, 20), num(0, 999), num(10000, 99999))
    elif r < 0.68:
        nm, tid = pick(NSW)
        t = pick(["[NSW] %s [%s][v0] (%s) NSP" % (nm, tid, size_str()), "%s (%s) NSW" % (nm, pick(["USA", "EUR", "JPN"])),
                  "%s [%s][v%d] (%s).nsz" % (nm, tid, pick([0, 65536, 131072, 196608]), pick(["Base", "Update", "DLC"])),
                  "%s.NSW-%s" % (scene(nm), pick(["SUXXORS", "VENOM", "BigBlueBox", "LiGHTFORCE"]))])
    elif r < 0.8:
        t = pick(["%s.PS5-DUPLEX", "%s.PS4-DUPLEX", "%s PS4 PKG CUSA%05d", "%s.XBOX360-COMPLEX", "%s.WiiU-Venom", "%s.PS3-DUPLEX"])
        t = t % ((scene(g), num(10000, 49999)) if "CUSA" in t else scene(g))
    else:
        sysn = pick(["Nintendo - Super Nintendo Entertainment System", "Sega - Mega Drive - Genesis", "Nintendo - Game Boy Advance",
                     "Sony - PlayStation", "Nintendo - Nintendo 64", "Atari - 2600", "NEC - PC Engine - TurboGrafx 16"])
        t = pick(["%s (%d%02d%02d-%06d) No-Intro" % (sysn, num(2020, 2024), num(1, 12), num(1, 28), num(0, 235959)),
                  "MAME 0.%d ROMs (merged)" % num(230, 268), "TOSEC %s (TOSEC-v%d-%02d-%02d)" % (sysn.split(" - ")[-1], num(2019, 2024), num(1, 12), num(1, 28)),
                  "Redump %s (%d)" % (sysn, num(2021, 2024))])
    return t, grp(G_GAMES, G_WAREZ, ["alt.binaries.emulators.mame", "alt.binaries.emulators.nintendo"])


FOOTBALL = {
    "EPL": ["Arsenal", "Brentford", "Liverpool", "Manchester City", "Chelsea", "Tottenham", "Aston Villa", "Newcastle"],
    "LaLiga": ["Real Madrid", "Barcelona", "Atletico Madrid", "Sevilla", "Real Sociedad", "Girona"],
    "Bundesliga": ["Bayern Munich", "Dortmund", "Leverkusen", "RB Leipzig", "Stuttgart", "Mainz"],
    "Eredivisie": ["Ajax", "Feyenoord", "PSV", "AZ", "Twente", "Utrecht"],
    "Serie.A": ["Inter", "Juventus", "AC Milan", "Napoli", "Roma", "Atalanta"],
    "UEFA.Champions.League": ["Real Madrid", "Manchester City", "Bayern Munich", "PSG", "Inter", "Arsenal"],
}


@legit
def sports():
    y = num(2019, 2024)
    r = R.random()
    teams = [("Bills", "Chiefs"), ("Eagles", "Cowboys"), ("49ers", "Ravens"), ("Lions", "Packers"), ("Celtics", "Lakers"),
             ("Warriors", "Nuggets"), ("Bruins", "Maple.Leafs"), ("Yankees", "Red.Sox")]
    a, b = pick(teams)
    if r < 0.18:
        lg = "NFL" if a in ("Bills", "Eagles", "49ers", "Lions") else pick(["NBA", "NHL", "MLB"])
        t = "%s.%d.%s.%s.vs.%s.%s.WEB.h264-%s" % (lg, y, pick(["Week.%02d" % num(1, 18), "%02d.%02d" % (num(1, 12), num(1, 28)), "Playoffs.R%d" % num(1, 4)]),
                                                  a, b, pick(["720p", "1080p"]), pick(["SPORTSNET", "SHORTBREHD", "VERUM", "DARKSPORT", "WH"]))
    elif r < 0.34:
        lg = pick(list(FOOTBALL))
        a, b = picks(FOOTBALL[lg], 2)
        t = "%s.%d.%s.%s.vs.%s.%s%s" % (lg, y, pick(["Round.%02d" % num(1, 38), "Matchday.%d" % num(1, 34), "%02d.%02d" % (num(1, 12), num(1, 28))]),
                                        scene(a), scene(b), pick(["1080p.WEB.h264", "720p.HDTV.x264", "1080i.HDTV.MPA2.0.H.264", "50fps.1080p"]),
                                        pick(["-SPORTSNET", "-BaLLZ", "-ACES", "-WH", "-SPORTS", ""]))
    elif r < 0.5:
        rnd = pick(["Bahrain", "Saudi.Arabia", "Australia", "Japan", "Monaco", "Silverstone", "Monza", "Spa", "Abu.Dhabi", "Las.Vegas"])
        t = "Formula1.%d.Round%02d.%s.%s.%s.%s" % (y, num(1, 24), rnd, pick(["Race", "Qualifying", "Sprint", "FP1", "Sprint.Shootout"]),
                                                  pick(["SkyF1HD", "SkyF1UHD", "F1TV", "ViaplayF1", "Ziggo"]), pick(["1080P", "2160P", "720p", "SD"]))
    elif r < 0.62:
        t = pick(["UFC.%d.PPV.%s.vs.%s.%s.WEB.H264-VERUM" % (num(280, 310), pick(["OMalley", "Pereira", "Jones", "Adesanya", "Makhachev"]),
                                                              pick(["Vera", "Hill", "Miocic", "Strickland", "Poirier"]), pick(["1080p", "720p"])),
                  "UFC.Fight.Night.%d.Prelims.%s.WEB.H264-VERUM" % (num(230, 250), pick(["720p", "1080p"])),
                  "Boxing.%d.%02d.%02d.%s.vs.%s.%s.HDTV.x264" % (y, num(1, 12), num(1, 28), pick(["Fury", "Usyk", "Canelo", "Inoue"]), pick(["Joshua", "Ngannou", "Benavidez", "Tapales"]), pick(["720p", "1080p"]))])
    elif r < 0.74:
        t = pick(["WWE.Monday.Night.Raw.%d.%02d.%02d.%s.HDTV.x264-Star", "AEW.Dynamite.%d.%02d.%02d.%s.WEB.h264-HEEL",
                  "WWE.SmackDown.%d.%02d.%02d.%s.HDTV.x264-NWCHD", "NXT.%d.%02d.%02d.%s.WEB.h264-HEEL"]) % (y, num(1, 12), num(1, 28), pick(["720p", "1080p"]))
    elif r < 0.86:
        t = pick(["Tour.de.France.%d.Stage.%02d.%s.1080p" % (y, num(1, 21), pick(["Eurosport", "ITV4", "NOS", "France2"])),
                  "Wimbledon.%d.%s.Final.%s.vs.%s.1080p.WEB" % (y, pick(["Mens", "Womens"]), pick(["Alcaraz", "Djokovic", "Sinner", "Swiatek"]), pick(["Djokovic", "Medvedev", "Zverev", "Rybakina"])),
                  "Six.Nations.%d.%s.v.%s.720p.HDTV" % (y, pick(["England", "France", "Ireland", "Scotland"]), pick(["Wales", "Italy", "Ireland", "France"])),
                  "MotoGP.%d.Round%02d.%s.Race.%s" % (y, num(1, 20), pick(["Qatar", "Mugello", "Assen", "Jerez"]), pick(["BTSportHD.1080p", "TNTSports.1080p", "DAZN.720p"])),
                  "Cricket.IPL.%d.Match.%02d.%s.vs.%s.720p" % (y, num(1, 74), pick(["CSK", "MI", "RCB", "KKR"]), pick(["GT", "SRH", "DC", "RR"]))])
    else:
        lg = pick(list(FOOTBALL))
        fa, fb = picks(FOOTBALL[lg], 2)
        t = pick(["%s vs %s - %s %d/%02d - Full Match" % (fa, fb, lg.replace(".", " "), y, (y + 1) % 100),
                  "Super Bowl %s (%d) %s vs %s 1080p" % (pick(["LVIII", "LVII", "LVI", "LIV"]), y, pick(["Chiefs", "Eagles", "49ers"]), pick(["Bengals", "Rams", "Buccaneers"])),
                  "NBA Finals %d Game %d %s vs %s 720p" % (y, num(1, 7), pick(["Celtics", "Nuggets", "Warriors"]), pick(["Mavericks", "Heat", "Lakers"])),
                  "Masters %d Final Round CBS 1080i" % y])
    return t, grp(["alt.binaries.multimedia.sports", "alt.binaries.sports", "alt.binaries.multimedia.sports.boxing",
                   "alt.binaries.tv", "alt.binaries.hdtv.x264", "alt.binaries.teevee"])


DAILY = ["The Daily Show", "Jimmy Kimmel Live", "Stephen Colbert", "Late Night with Seth Meyers", "Jimmy Fallon",
         "The Late Show with Stephen Colbert", "Real Time with Bill Maher", "Jeopardy", "Wheel of Fortune", "The View",
         "The Kelly Clarkson Show", "The Graham Norton Show", "Coronation Street", "Emmerdale", "EastEnders",
         "The Chase", "Countdown", "Pointless", "Neighbours", "Hollyoaks", "The Tonight Show Starring Jimmy Fallon",
         "Watch What Happens Live with Andy Cohen", "The Drew Barrymore Show", "Tagesschau", "Goede Tijden Slechte Tijden"]
GUESTS = ["Ryan Gosling", "Zendaya", "Pedro Pascal", "Margot Robbie", "Keanu Reeves", "Taylor Tomlinson", "Paul Giamatti",
          "Emma Stone", "Cillian Murphy", "Florence Pugh", "Jon Stewart", "Bernie Sanders", "Dua Lipa", "Steve Martin"]


@legit
def daily_show():
    sh = pick(DAILY)
    y, m, d = num(2019, 2024), num(1, 12), num(1, 28)
    r = R.random()
    if r < 0.45:
        t = "%s.%d.%02d.%02d.%s%s.WEB.h264-%s" % (scene(sh), y, m, d, scene(pick(GUESTS)) + "." if chance(0.5) else "",
                                                  pick(["720p", "1080p"]), pick(["JEBAITED", "EDITH", "PHOENiX", "BAE", "SKYFiRE", "NTb"]))
    elif r < 0.65:
        t = "%s.%d.%02d.%02d.%s.HDTV.x264-%s" % (scene(sh), y, m, d, pick(["720p", "1080p", "Part.1.720p", "Part.2.720p"]),
                                                pick(["DARKFLiX", "ORGANiC", "TBS", "DIMENSION", "NTb", "MTB"]))
    elif r < 0.78:
        t = "%s - %d-%02d-%02d - %s %s" % (sh, y, m, d, pick(GUESTS), pick(["[WEBDL-720p]", "(1080p)", "[HDTV-720p]", ""]))
    elif r < 0.88:
        t = "Last.Week.Tonight.with.John.Oliver.S%02dE%02d.%s.WEB.h264-%s" % (num(6, 11), num(1, 30), pick(["720p", "1080p"]),
                                                                            pick(["EDITH", "JEBAITED", "GGEZ"]))
    else:
        t = "%s %02d-%02d-%d %s" % (sh, d, m, y, pick(["720p", "HDTV", "1080i", "x264", "WEB"]))
    return t.strip(), grp(G_TV)


XXX_SITES = ["Brazzers", "Vixen", "Blacked", "Tushy", "RealityKings", "Private", "MetArt", "DigitalPlayground", "Babes",
             "TeamSkeet", "NubileFilms", "SexArt", "X-Art", "PureTaboo", "EvilAngel", "Deeper", "LetsDoeIt", "ALSScan", "PlayboyPlus"]
PERF_F = ["Mia", "Lena", "Ava", "Chloe", "Nina", "Sofia", "Lily", "Eva", "Jade", "Anya", "Kira", "Stella", "Luna", "Aria"]
PERF_L = ["Sanders", "Rivers", "Stone", "Blake", "Monroe", "Hart", "Vale", "Cruz", "Lane", "Moon", "Fox", "Reyes", "Storm"]


@legit
def xxx_scene():
    site = pick(XXX_SITES)
    perf = "%s %s" % (pick(PERF_F), pick(PERF_L))
    y, m, d = num(19, 24), num(1, 12), num(1, 28)
    r = R.random()
    if r < 0.45:
        t = "%s.%02d.%02d.%02d.%s.%sXXX.%s.MP4-%s" % (site, y, m, d, scene(perf),
                                                      (scene(pick(["Afternoon Delight", "Private Lesson", "Weekend Away", "Hotel Room",
                                                                   "Poolside", "Office Hours", "Sunset", "Room Service"])) + ".") if chance(0.5) else "",
                                                      pick(["1080p", "2160p", "720p", "480p"]), pick(["P2P", "WRB", "GAGViD", "KTR", "iPT", "SEXORS", "NBQ", "YAPG"]))
    elif r < 0.58:
        t = "%s.%02d.%02d.%02d.%s.XXX.IMAGESET-%s" % (site, y, m, d, scene(perf), pick(["FuGLi", "oxTn", "YAPG"]))
    elif r < 0.72:
        t = "%s - %s (%d) %s" % (site, pick(["Gold 123", "Anal Angels 7", "Lesbian Lovers 4", "Young Lovers 2", "Casting X 210"]),
                                 2000 + y, pick(["DVDRip", "1080p WEBRip", "XXX WEB-DL", "(Full Movie)"]))
    elif r < 0.82:
        t = "[OnlyFans] %s - %d-%02d-%02d %s" % (perf, 2000 + y, m, d, pick(["(1080p)", "video", "set of %d" % num(20, 120), "[4K]"]))
    elif r < 0.92:
        t = "%s - %s - %s [%s]" % (site, perf, pick(["Scene %d" % num(1, 6), "Bedroom", "Interview", "Full Scene"]), pick(["1080p", "2160p", "720p"]))
    else:
        t = "%s.%s.XXX.%s.MP4-%s" % (scene(pick(["Young Lovers", "Private Gold", "Anal Angels", "Lesbian Lovers", "Stepmom Confessions"])),
                                      pick(["%d" % (2000 + y), "Vol.%d" % num(2, 20)]), pick(["DVDRip.x264", "1080p", "720p.WEBRip"]), pick(["GAGViD", "KTR", "NBQ"]))
    return t, grp(G_XXX)


FOREIGN = [
    ("FRENCH", "Les Trois Mousquetaires Milady", 2023, ["FRATERNiTY", "FW", "SUPPLY", "BRiNK", "QTZ", "ARK01", "AMB3R"]),
    ("FRENCH", "Le Regne animal", 2023, ["FRATERNiTY", "FW", "SUPPLY"]), ("TRUEFRENCH", "Intouchables", 2011, ["AViTECH", "FW"]),
    ("FRENCH", "Anatomie d'une chute", 2023, ["FRATERNiTY", "SUPPLY"]), ("MULTi", "Le Comte de Monte-Cristo", 2024, ["Slay3R", "SUPPLY"]),
    ("GERMAN", "Das Lehrerzimmer", 2023, ["WvF", "MGE", "SAUERKRAUT", "DETAiLS", "HDSource"]), ("GERMAN", "Im Westen nichts Neues", 2022, ["WvF", "DETAiLS"]),
    ("GERMAN", "Der Schuh des Manitu", 2001, ["DETAiLS", "SPiCY"]), ("GERMAN", "Das Boot", 1981, ["EXQUiSiTE", "CONTRiBUTiON"]),
    ("SPANiSH", "La Sociedad de la Nieve", 2023, ["FGT", "ZeroWang", "MIRCrew"]), ("SPANiSH", "El Laberinto del Fauno", 2006, ["FGT"]),
    ("iTALiAN", "Perfetti sconosciuti", 2016, ["MIRCrew", "iDN_CreW", "BLUWORLD"]), ("iTALiAN", "C'e ancora domani", 2023, ["MIRCrew", "iDN_CreW"]),
    ("DUTCH", "De Oost", 2020, ["NLU002", "DUTCH", "MiXED"]), ("DUTCH", "Soldaat van Oranje", 1977, ["NLU002"]),
    ("SWEDiSH", "Triangle of Sadness", 2022, ["NORDiC", "HiFi"]), ("DANiSH", "Druk", 2020, ["NORDiC", "DKiDS"]),
    ("NORWEGiAN", "Verdens verste menneske", 2021, ["NORDiC", "TWA"]), ("FiNNiSH", "Kuolleet lehdet", 2023, ["NORDiC"]),
    ("POLiSH", "Chlopi", 2023, ["PSiG", "MR", "FLAME"]), ("PORTUGUESE", "Cidade de Deus", 2002, ["BRD", "LAPUMiA"]),
    ("TURKiSH", "Kis Uykusu", 2014, ["TR", "HiFi"]), ("CZECH", "Pelisky", 1999, ["CZ", "SKiDROW"]), ("KOREAN", "Decision to Leave", 2022, ["HiFi", "KOGi"]),
    ("HINDI", "Jawan", 2023, ["Telly", "HDHub4u", "TheMoviesBoss"]), ("JAPANESE", "Shoplifters", 2018, ["WiKi", "CtrlHD"]),
]
FOREIGN_TV = [("Tatort", "GERMAN"), ("Der Bergdoktor", "GERMAN"), ("Babylon Berlin", "GERMAN.DL"), ("Dark", "GERMAN.DL"),
              ("HPI Haut Potentiel Intellectuel", "FRENCH"), ("Lupin", "MULTi"), ("Dix pour cent", "FRENCH"), ("Engrenages", "FRENCH"),
              ("La Casa de Papel", "SPANiSH"), ("Elite", "SPANiSH"), ("Il Commissario Montalbano", "iTALiAN"), ("Gomorra", "iTALiAN"),
              ("Goede Tijden Slechte Tijden", "DUTCH"), ("Flikken Maastricht", "DUTCH"), ("Borgen", "DANiSH"), ("Bron Broen", "SWEDiSH"),
              ("Skam", "NORWEGiAN"), ("1670", "POLiSH"), ("Kommissar Rex", "GERMAN")]


@legit
def foreign_latin_release():
    r = R.random()
    if r < 0.45:
        lang, ti, y, gs = pick(FOREIGN)
        extras = {"FRENCH": ["VFF.", "VOSTFR.", "SUBFRENCH.", "AC3."], "TRUEFRENCH": ["AC3.", "VFF."], "MULTi": ["VFF.", "VF2."],
                  "GERMAN": ["DL.", "AC3.", "DUBBED.", "DL.AC3."], "SPANiSH": ["CASTELLANO.", "LATINO."], "iTALiAN": ["iTA-ENG.", "AC3."],
                  "DUTCH": ["NLsubs."], "POLiSH": ["PLDUB.", "PLSUB."], "PORTUGUESE": ["DUBLADO."], "HINDI": ["DD5.1."]}
        extra = pick(extras.get(lang, [""]) + ["", ""])
        t = "%s.%d.%s.%s%s-%s" % (scene(ti), y, lang, extra, pick(["1080p.WEB.H264", "720p.BluRay.x264", "1080p.BluRay.x264", "2160p.WEB.H265", "DVDRip.XviD", "1080p.WEB-DL.DD5.1.H.264"]), pick(gs))
    elif r < 0.7:
        sh, lang = pick(FOREIGN_TV)
        t = "%s.S%02dE%02d.%s.%s-%s" % (scene(sh), num(1, 12), num(1, 20), lang, pick(["720p.WEB.x264", "1080p.WEB.H264", "WEBRip.x264", "720p.HDTV.x264"]),
                                        pick(["WvF", "TVARCHiV", "FRATERNiTY", "MiXED", "RCDiVX", "SUPPLY", "NLU002", "DKiDS", "EXCiTED"]))
    elif r < 0.8:
        lang, ti, y, gs = pick(FOREIGN)
        t = "%s (%d) %s" % (ti, y, pick(["1080p H264 ita eng AC3 5.1 sub ita eng Licdom", "[BDRip 1080p] VF + VOSTFR", "Dual Latino/Ingles 1080p",
                                        "German DL 1080p BluRay", "NL Subs 1080p WEB-DL", "Dublado PT-BR 1080p", "Lektor PL 720p", "CZ dabing 720p"]))
    elif r < 0.9:
        t = pick(["Stromae - Multitude (2022) [FLAC]", "Johnny Hallyday - Discographie 1960-2017 MP3", "Rammstein-Zeit-CD-DE-2022-FATHEAD",
                  "Herbert Gronemeyer - Das ist los (2023) FLAC", "Andre Hazes - Al 15 jaar gewoon Andre (2014) MP3", "Rosalia - Motomami (2022) [24-44.1]",
                  "Lucio Dalla - Anidride solforosa (1975) [FLAC]", "Fabrizio De Andre - La buona novella (1970) vinyl 24-96",
                  "Kent - Hagnesta Hill (1999) FLAC", "Caetano Veloso - Transa (1972) FLAC", "Jacques Brel - Integrale (2003) 16CD FLAC",
                  "Die Toten Hosen - Opium fuers Volk (1996) CD FLAC", "Mano Negra - Puta's Fever (1989) FLAC", "Bad Bunny - Un Verano Sin Ti (2022) [WEB FLAC]"])
    else:
        t = pick(["Sebastian Fitzek - Die Einladung (2023) epub", "Michel Houellebecq - Aneantir (2022) epub", "Elena Ferrante - L'amica geniale (2011) epub",
                  "Carlos Ruiz Zafon - La sombra del viento (2001) epub", "Joel Dicker - Un animal salvaje (2024) epub",
                  "Guillaume Musso - Angelique (2022) FRENCH epub", "Astrid Lindgren - Pippi Langstrump (svenska) epub",
                  "Der.Spiegel.Nr.11.2024.GERMAN.PDF-Magazine", "Le.Monde.Diplomatique.Mars.2024.FRENCH.PDF", "El.Pais.Semanal.2024.03.10.SPANiSH.PDF"])
    return t, grp(G_MOVIES, ["alt.binaries.dvd.french", "alt.binaries.movies.french", "alt.binaries.frogs", "alt.binaries.movies.german",
                             "alt.binaries.dvd.german", "alt.binaries.hdtv.german", "alt.binaries.nl", "alt.binaries.ijsklontje",
                             "alt.binaries.dvd.italian", "alt.binaries.dvd.spanish", "alt.binaries.nordic", "alt.binaries.sounds.mp3.german"])


NONLATIN = [
    ("Мастер и Маргарита", 2024, "movie"), ("Слово пацана. Кровь на асфальте", 2023, "tv"), ("Брат", 1997, "movie"),
    ("Ирония судьбы, или С лёгким паром!", 1975, "movie"), ("Сергей Лукьяненко - Ночной дозор", 1998, "book"),
    ("Кино - Группа крови", 1988, "music"), ("20 днів у Маріуполі", 2023, "movie"), ("Океан Ельзи - Земля", 2013, "music"),
    ("君たちはどう生きるか", 2023, "movie"), ("ゴジラ-1.0", 2023, "movie"), ("宇多田ヒカル - BADモード", 2022, "music"),
    ("村上春樹 - 街とその不確かな壁", 2023, "book"), ("葬送のフリーレン", 2023, "tv"), ("米津玄師 - LOST CORNER", 2024, "music"),
    ("流浪地球2", 2023, "movie"), ("三体", 2023, "tv"), ("周杰伦 - 最伟大的作品", 2022, "music"), ("刘慈欣 - 三体全集", 2008, "book"),
    ("霸王别姬", 1993, "movie"), ("기생충", 2019, "movie"), ("아이유 - The Winning", 2024, "music"), ("더 글로리", 2022, "tv"),
    ("Το Βλέμμα του Οδυσσέα", 1995, "movie"), ("שטיסל", 2013, "tv"), ("وجدة", 2012, "movie"), ("أم كلثوم - انت عمري", 1964, "music"),
    ("ฉลาดเกมส์โกง", 2017, "movie"), ("शोले", 1975, "movie"), ("جدایی نادر از سیمین", 2011, "movie"), ("Ђавоља варош", 1961, "movie"),
    ("Бай Ганьо", 1991, "movie"), ("Արարատ", 2002, "movie"), ("ყვავილები", 2017, "movie"),
]


@legit
def non_latin_script():
    ti, y, kind = pick(NONLATIN)
    if kind == "movie":
        t = pick(["%s (%d) %s", "%s / %d / %s", "[%d] %s %s", "%s (%d) %s"])
        q = pick(["WEB-DL 1080p", "BDRip 720p", "1080p WEB-DL HEVC", "DVDRip", "BDRemux 1080p", "2160p HDR", "HDTVRip", "[Dub]", "[MVO]"])
        if any("\u4e00" <= c <= "\u9fff" for c in ti) and chance(0.4):
            q = pick(["1080p 中文字幕", "国语中字 1080p", "4K 国语"])
        t = t % ((y, ti, q) if t.startswith("[") else (ti, y, q))
    elif kind == "tv":
        if any("\u0400" <= c <= "\u04ff" for c in ti):
            t = pick(["%s - Сезон 1 (%d) WEB-DL 1080p" % (ti, y), "%s S01 (%d) WEB-DL 1080p" % (ti, y), "%s (%d) 1 сезон 1-%d серии" % (ti, y, num(2, 8))])
        elif any("\u3040" <= c <= "\u30ff" for c in ti) or ti == "葬送のフリーレン":
            t = pick(["%s 第%d話 (1080p)" % (ti, num(1, 28)), "[アニメ] %s 第%02d話 「BD 1080p」" % (ti, num(1, 28))])
        elif any("\uac00" <= c <= "\ud7af" for c in ti):
            t = pick(["%s 시즌1 E%02d 1080p" % (ti, num(1, 16)), "%s E%02d 1080p WEB-DL" % (ti, num(1, 16))])
        elif any("\u4e00" <= c <= "\u9fff" for c in ti):
            t = pick(["%s 全%d集 4K" % (ti, num(20, 40)), "%s S01 (%d) 1080p 国语中字" % (ti, y)])
        else:
            t = pick(["%s S01 (%d) WEB-DL 1080p" % (ti, y), "%s עונה %d 1080p" % (ti, num(1, 4)) if "\u0590" <= ti[0] <= "\u05ff" else "%s S02 720p" % ti])
    elif kind == "music":
        tags = ["[FLAC]", "FLAC 24bit", "MP3 320", "[Hi-Res]", "(Vinyl Rip)", "[WEB FLAC]"]
        if any("\u3040" <= c <= "\u30ff" for c in ti):
            tags.append("[ハイレゾ 24bit/96kHz]")
        t = "%s (%d) %s" % (ti, y, pick(tags))
    else:
        t = "%s (%d) %s" % (ti, y, pick(["[fb2]", "epub", "[epub, fb2]", "pdf", "(電子書籍)", "mobi"]))
    return t, grp(G_MOVIES, G_TV, G_MUSIC, G_EBOOK, G_ANIME, ["alt.binaries.multimedia.russian", "alt.binaries.chinese", "alt.binaries.japanese"])


@legit
def request_fill_repost():
    rel = pick([movie_release, tv_release, music_release, any_release])()
    rid = num(100, 99999)
    r = R.random()
    if r < 0.22:
        t = pick(["REQ %d - %s", "REQ#%d %s", "[REQ %d] %s", "Req %d: %s", "REQ %05d - %s - FILLED"]) % (rid, rel)
    elif r < 0.4:
        t = pick(["Fill: %s", "FILL - %s", "[FILL] %s", "Filled: %s", "Fill for %s"]) % rel
        if chance(0.3):
            t += pick([" (as requested)", " - enjoy", " for the anon who asked", ""])
    elif r < 0.58:
        t = pick(["REPOST: %s", "Repost - %s", "[REPOST] %s", "%s [REPOST]", "Repost by request - %s", "Re-post: %s (missing parts fixed)"]) % rel
    elif r < 0.78:
        n = num(10, 120)
        t = "[%d]-[FULL]-[%s]-[ %s ]-[%02d/%02d] - \"%s\" yEnc (1/%d)" % (
            rid, pick(["#a.b.teevee@EFNet", "#altbin@EFNet", "#a.b.moovee@EFNet", "#a.b.erotica@EFNet", "#a.b.inner-sanctum@EFNET"]),
            rel, num(1, n), n, rar_part(rel), num(1, 300))
    else:
        t = pick(["%s - req by %s", "%s (requested in %s)", "[#%d] %s"])
        if t.startswith("[#"):
            t = t % (rid, rel)
        else:
            t = t % (rel, pick(["Hoppa", "anon", "bigjim", "a.b.teevee", "#altbin", "Shaq", "the forum"]))
    return t, grp(G_MOVIES, G_TV, G_MUSIC, ["alt.binaries.inner-sanctum", "alt.binaries.teevee", "alt.binaries.sounds.mp3.complete_cd"])


@legit
def obfuscated_upload():
    r = R.random()
    if r < 0.18:
        base = rstr(pick([32, 40]), HEX)
    elif r < 0.38:
        base = rstr(num(12, 32))
    elif r < 0.48:
        base = "%s-%s-%s-%s-%s" % (rstr(8, HEX), rstr(4, HEX), rstr(4, HEX), rstr(4, HEX), rstr(12, HEX))
    elif r < 0.58:
        base = rstr(num(16, 24), LOWALNUM)
    elif r < 0.66:
        base = rstr(num(10, 22), ALNUM + "_-")
    elif r < 0.74:
        base = rstr(num(20, 44), ALNUM + "=")
    else:
        base = rstr(num(8, 30), pick([ALNUM, LOWALNUM, HEX]))
    s = R.random()
    if s < 0.25:
        t = base
    elif s < 0.5:
        t = rar_part(base) if chance(0.7) else base + pick([".mkv", ".mp4", ".bin", ".7z", ".zip", ".iso", ".flac", ".epub", ".cbz"])
    elif s < 0.85:
        f = rar_part(base) if chance(0.7) else base + pick([".mkv", ".bin", ".par2", ".7z.001"])
        t = yenc_wrap(f, base if chance(0.3) else (rstr(num(10, 20)) if chance(0.2) else None))
    else:
        t = "%s [%d/%d] - \"%s\" yEnc" % (rstr(num(10, 20)), num(1, 40), num(41, 99), rar_part(rstr(num(10, 20))))
    return t, grp(G_GENERAL, G_MOVIES, G_TV, G_MUSIC, G_EBOOK)


@legit
def tool_wrapped_release():
    rel = pick([movie_release, tv_release, music_release, movie_release, tv_release])()
    r = R.random()
    if r < 0.6:
        t = yenc_wrap(rar_part(rel), rel if chance(0.5) else None)
    elif r < 0.75:
        ext = pick([".mkv", ".mp4", ".nfo", ".srt", ".flac", ".mp3", ".jpg", ".m3u", ".cue", ".log"])
        t = yenc_wrap(rel + ext if "-" in rel[-15:] else "%02d - %s%s" % (num(1, 14), rel, ext), rel if chance(0.5) else None)
    elif r < 0.88:
        n = num(5, 99)
        t = "%s [%02d/%02d]" % (rel, num(1, n), n)
    else:
        t = "%s - File %d of %d - %s" % (rel, num(1, 40), num(41, 80), rar_part(rel))
    return t, grp(G_MOVIES, G_TV, G_MUSIC, G_GENERAL)


@legit
def collection_pack():
    r = R.random()
    if r < 0.22:
        artist, _, year = pick(ALBUMS)
        a = min(year, num(1959, 1995))
        t = "%s - Discography %s" % (artist, pick(["(%d-%d) [FLAC]" % (a, num(2010, 2024)), "%d-%d MP3 320" % (a, num(2010, 2024)),
                                                   "[%d CD] FLAC" % num(5, 40), "(Studio Albums) [24-96]", "- Complete", "%d-%d (Vinyl Rips)" % (a, num(1980, 2024))]))
    elif r < 0.5:
        t = pick([
            "Studio Ghibli Collection (1984-2023) %s" % pick(["1080p BluRay x264", "BDRip 1080p Dual Audio", "[23 films] 1080p"]),
            "The Criterion Collection - Spine %d-%d" % (lambda a: (a, a + num(20, 99)))(num(1, 1100)),
            "Marvel Cinematic Universe Phase 1-%d %s" % (num(3, 5), pick(["2160p UHD BluRay", "1080p BluRay x265", "Collection"])),
            "James Bond 007 Collection 1962-2021 %s" % pick(["1080p BluRay", "2160p UHD", "[25 films]"]),
            "Star Trek The Original Series Complete S01-S03 Remastered 1080p",
            "Alfred Hitchcock Collection (%d films) 1927-1976 1080p" % num(20, 53),
            "Stanley Kubrick Collection 1953-1999 1080p BluRay",
            "Pixar Short Films Collection Vol 1-3 1080p", "Top Gear Complete Series 1-22 (2002-2015)",
            "Looney Tunes Golden Collection Vol 1-6 DVDRip", "The Twilight Zone (1959) Complete Series 1080p BluRay",
            "Sergio Leone Dollars Trilogy 1964-1966 2160p", "Three Colours Trilogy (1993-1994) Criterion 1080p",
            "Before Trilogy (1995-2013) 1080p BluRay x264", "Godzilla Showa Era 1954-1975 Criterion BDRip",
        ])
    elif r < 0.72:
        t = pick([
            "The Beatles - Stereo Box Set (2009) FLAC", "Miles Davis - The Complete Columbia Album Collection (70CD) FLAC",
            "Glenn Gould - The Complete Columbia Collection (81CD)", "Bach - Complete Edition (Brilliant Classics) 157CD FLAC",
            "Now That's What I Call Music! %d (%d) 2CD" % (num(80, 118), num(2012, 2024)), "Billboard Hot 100 Year-End %d (MP3 320)" % num(1960, 2023),
            "VA - Top 2000 (NPO Radio 2) %d" % num(2015, 2024), "Mozart - Complete Works (Brilliant) 170CD",
            "Bob Dylan - The Bootleg Series Vol. 1-17", "Deutsche Grammophon - 120 Years (%dCD)" % num(50, 120),
            "Led Zeppelin - Remasters Deluxe Editions 2014-2015 24-96", "UK Top 40 Singles Chart %d-%02d-%02d" % (num(2015, 2024), num(1, 12), num(1, 28)),
            "Ministry of Sound - The Annual 1995-2024", "Motown Number 1s (3CD) FLAC",
        ])
    elif r < 0.88:
        a, _, _ = pick(BOOKS)
        t = pick(["%s - Complete Bibliography (%d books) epub" % (a, num(8, 90)), "%s - Collected Works (epub, mobi)" % a,
                  "Discworld - Complete 41 Novels (epub)", "SF Masterworks Series 1-%d (epub)" % num(60, 150),
                  "Penguin Classics Collection %d books epub" % num(100, 1000), "O'Reilly Programming Bundle %d (pdf)" % num(2019, 2024),
                  "National Geographic %d Full Year Collection" % num(2010, 2024), "The Economist %d complete year" % num(2015, 2024),
                  "Asterix - Collection Complete T01-T40 (FR) cbz", "2000AD Progs %d-%d (digital)" % (lambda a: (a, a + 50))(num(2000, 2350))])
    else:
        t = pick(["Nintendo - Game Boy (No-Intro) Complete Romset %d" % num(2019, 2024), "MAME 0.%d Full Set + CHDs" % num(220, 268),
                  "GOG Classics Pack (%d games)" % num(10, 80), "Steam Deck Verified Indie Bundle (%d games)" % num(10, 40),
                  "Humble Bundle %s - all books" % pick(["Cybersecurity 2024", "Programming Cookbooks", "Sci-Fi Classics"])])
    return t, grp(G_MOVIES, G_MUSIC, G_EBOOK, G_GAMES, ["alt.binaries.sounds.lossless.classical", "alt.binaries.dvd"])


VENUES = ["Paradiso, Amsterdam", "Hammersmith Odeon, London", "Barton Hall, Cornell", "The Roxy, LA", "Budokan, Tokyo",
          "Olympia, Paris", "Winterland, San Francisco", "Glastonbury", "Brixton Academy", "Madison Square Garden", "Red Rocks"]
BANDS = ["Grateful Dead", "Phish", "Radiohead", "Pearl Jam", "Nirvana", "Bruce Springsteen", "Bob Dylan", "Neil Young",
         "Prince", "The Cure", "Sonic Youth", "Pixies", "Tool", "Metallica", "Led Zeppelin", "Wilco", "Pink Floyd"]


@legit
def personal_rip_informal():
    band = pick(BANDS)
    y = num(1968, 2023)
    date = "%d-%02d-%02d" % (y, num(1, 12), num(1, 28))
    r = R.random()
    if r < 0.2:
        t = "%s %s %s %s" % (band, date, pick(VENUES), pick(["SBD FLAC", "(AUD) FLAC16", "FM broadcast", "my own recording (AUD)", "soundboard 24-48",
                                                            "audience tape, master cassette", "(matrix) flac"]))
    elif r < 0.32:
        init = {"Grateful Dead": "gd", "Phish": "ph", "Pearl Jam": "pj", "Bob Dylan": "dylan", "Neil Young": "ny"}.get(band, band.lower().replace(" ", "")[:6])
        t = "%s%s.%s.%s.%d.%s" % (init, date, pick(["sbd", "aud", "mtx", "fm"]), pick(["hicks", "miller", "bertha", "unknown", "mk4", "schoeps"]),
                                  num(1000, 99999), pick(["sbeok.shnf", "flac16", "flac24", "flac", "shn"]))
    elif r < 0.5:
        title, year = pick(MOVIES)
        t = pick(["my rip of %s (%d) from %s" % (title, year, pick(["laserdisc", "my old DVD", "the VHS", "Betamax", "VCD"])),
                  "%s (%d) - my DVD rip with english subs" % (title, year),
                  "%s - ripped from my own Blu-ray (no re-encode)" % title,
                  "%s %d VHS rip (original theatrical, pre-CGI)" % (title, year),
                  "%s - from my LD, CAV edition, captured 10bit" % title])
    elif r < 0.65:
        artist, album, year = pick(ALBUMS)
        t = pick(["dad's old %s LPs digitised - %s" % (artist, album), "ripped from my own CD - %s - %s (EAC)" % (artist, album),
                  "%s - %s (my vinyl, first pressing, needle drop)" % (artist, album), "%s %s cassette rip" % (artist, album),
                  "%s - %s - my old minidisc rip" % (artist, album)])
    elif r < 0.82:
        t = pick(["John Peel Show %s (tape from radio)" % date, "Top of the Pops %s off-air VHS" % date,
                  "Doctor Who - %s (home VHS recording, with BBC1 continuity)" % pick(["The Daleks", "Genesis of the Daleks", "City of Death", "The Talons of Weng-Chiang"]),
                  "Old Grey Whistle Test %s - %s (off-air)" % (date, band), "Saturday Night Live %s - recorded off NBC, with commercials" % date,
                  "%s - Live on MTV Unplugged off-air VHS" % band, "Christmas Top of the Pops %d recorded off telly" % y,
                  "Radio 1 Evening Session %s - %s (taped)" % (date, band)])
    else:
        t = pick(["%s %s phone video from the front row" % (band, pick(VENUES)), "%s live %d - pro-shot (my transfer)" % (band, y),
                  "%s at %s %d (8mm film, silent)" % (band, pick(VENUES), y),
                  "grandpa's 8mm - Coronation 1953 street party (digitised)", "Simpsons s05 dvd rip (mine, xvid)",
                  "The Wire s01 from my box set (x265, 2ch)", "Twin Peaks s02 from my DVD set with commentary",
                  "my scan of %s - %s (1st ed, 600dpi)" % (pick(BOOKS)[0], pick(BOOKS)[1])])
    return t, grp(G_MUSIC, G_MOVIES, G_TV, ["alt.binaries.sounds.flac.jazz", "alt.binaries.music.bootlegs", "alt.binaries.sounds.mp3.bootlegs",
                                           "alt.binaries.etree", "alt.binaries.multimedia.vintage-tv"])


SPAMMY_WORKS = [
    ("movie", "Free Money", 1998), ("movie", "Get Rich or Die Tryin'", 2005), ("movie", "Buy Now! The Shopping Conspiracy", 2024),
    ("movie", "Nigerian Prince", 2018), ("movie", "Lottery Ticket", 2010), ("movie", "Catfish", 2010), ("movie", "The Tinder Swindler", 2022),
    ("movie", "Dumb Money", 2023), ("movie", "Bitconned", 2024), ("movie", "Crypto", 2019), ("movie", "Boiler Room", 2000),
    ("movie", "Money Monster", 2016), ("movie", "Easy Money", 1983), ("movie", "Free Guy", 2021), ("movie", "Catch Me If You Can", 2002),
    ("movie", "Win Win", 2011), ("movie", "Pay It Forward", 2000), ("movie", "Cashback", 2006), ("movie", "Casino Royale", 2006),
    ("movie", "Jackpot!", 2024), ("movie", "Hot Girls Wanted", 2015), ("movie", "Singles", 1992), ("movie", "Free Solo", 2018),
    ("movie", "The Great Hack", 2019), ("movie", "Fyre", 2019), ("movie", "Searching", 2018), ("movie", "Unfriended", 2014),
    ("movie", "Hackers", 1995), ("movie", "Molly's Game", 2017), ("movie", "The Wolf of Wall Street", 2013), ("movie", "Click", 2006),
    ("movie", "Painkiller", 2023), ("movie", "The Pharmacist", 2020), ("movie", "Margin Call", 2011), ("movie", "Paid in Full", 2002),
    ("tv", "Clickbait", 2021), ("tv", "Dirty Money", 2018), ("tv", "Dopesick", 2021), ("tv", "Inventing Anna", 2022), ("tv", "The Dropout", 2022),
    ("tv", "American Greed", 2007), ("tv", "Shark Tank", 2009), ("tv", "Catfish The TV Show", 2012), ("tv", "Who Wants to Be a Millionaire", 1999),
    ("tv", "The Price Is Right", 1972), ("tv", "Deal or No Deal", 2005), ("tv", "Love Is Blind", 2020), ("tv", "Scam City", 2013),
    ("album", "50 Cent - Get Rich or Die Tryin'", 2003), ("album", "MGMT - Congratulations", 2010), ("album", "Viagra Boys - Cave World", 2022),
    ("album", "Viagra Boys - Welfare Jazz", 2021), ("album", "Viagra Boys - Street Worms", 2018), ("album", "Patti Smith - Horses", 1975),
    ("album", "Kanye West - Late Registration", 2005), ("album", "Hard-Fi - Stars of CCTV", 2005), ("album", "Free - Fire and Water", 1970),
    ("album", "Cash Cash - Blood, Sweat & 3 Years", 2014), ("album", "Sex Pistols - Never Mind the Bollocks", 1977),
    ("album", "Charli XCX - Charli", 2019), ("album", "Hot Chip - One Life Stand", 2010), ("album", "Spam Allstars - Electrodomesticos", 2002),
    ("song", "Pink Floyd - Money", 1973), ("song", "ABBA - Money, Money, Money", 1976), ("song", "Dire Straits - Money for Nothing", 1985),
    ("song", "Cardi B - Money", 2018), ("song", "Jessie J - Price Tag", 2011), ("song", "Weird Al Yankovic - Spam", 1989),
    ("song", "Monty Python - Spam Song", 1970), ("song", "Barrett Strong - Money (That's What I Want)", 1959), ("song", "Hard-Fi - Cash Machine", 2005),
    ("song", "Donna Summer - Hot Stuff", 1979), ("song", "Lynyrd Skynyrd - Free Bird", 1973), ("song", "Saliva - Click Click Boom", 2001),
    ("book", "Robert T. Kiyosaki - Rich Dad Poor Dad", 1997), ("book", "Napoleon Hill - Think and Grow Rich", 1937),
    ("book", "Timothy Ferriss - The 4-Hour Workweek", 2007), ("book", "Brian Krebs - Spam Nation", 2014),
    ("book", "Frank Abagnale - Scam Me If You Can", 2019), ("book", "MJ DeMarco - The Millionaire Fastlane", 2011),
    ("book", "Chris Anderson - Free: The Future of a Radical Price", 2009), ("book", "Dan Davies - Lying for Money", 2018),
    ("book", "Morgan Housel - The Psychology of Money", 2020), ("book", "Zeke Faux - Number Go Up", 2023),
    ("book", "Michael Lewis - Going Infinite", 2023), ("book", "Rhonda Byrne - The Secret", 2006), ("book", "Finn Brunton - Spam: A Shadow History of the Internet", 2013),
    ("game", "Buckshot Roulette", 2024), ("game", "Papers Please", 2013), ("game", "Cash Cleaner Simulator", 2024),
    ("game", "Scam Line", 2023), ("game", "Free Download Manager", 2024), ("game", "Poker Club", 2021),
]
MR_ROBOT = ["eps1.0_hellofriend.mov", "eps1.1_ones-and-zer0es.mpeg", "eps1.2_d3bug.mkv", "eps1.3_da3m0ns.mp4", "eps1.4_3xpl0its.wmv",
            "eps1.5_br4ve-trave1er.asf", "eps1.6_v1ew-s0urce.flv", "eps1.7_wh1ter0se.m4v", "eps1.8_m1rr0r1ng.qt", "eps1.9_zer0-day.avi"]


@legit
def spammy_sounding_real_title():
    if chance(0.1):
        i = num(0, 9)
        t = "Mr.Robot.S01E%02d.%s.%s" % (i + 1, MR_ROBOT[i], pick(["1080p.BluRay.x264-ROVERS", "720p.WEB-DL.DD5.1.H.264-NTb", "1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb"]))
        if chance(0.3):
            t = "Mr. Robot - S01E%02d - %s" % (i + 1, MR_ROBOT[i])
        return t, grp(G_TV)
    kind, ti, y = pick(SPAMMY_WORKS)
    if kind == "movie":
        t = pick([movie_release(ti, y), "%s (%d) %s" % (ti, y, pick(["1080p BluRay", "[1080p] [WEBRip] [YTS.MX]", "DVDRip XviD", "2160p WEB-DL"]))])
        g = grp(G_MOVIES)
    elif kind == "tv":
        t = pick(["%s.S%02dE%02d.%s" % (scene(ti), num(1, 6), num(1, 12), pick(["1080p.NF.WEB-DL.DDP5.1.H.264-NTb", "720p.HDTV.x264-" + pick(TV_GROUPS), "1080p.WEB.h264-" + pick(TV_GROUPS)])),
                  "%s.S%02d.COMPLETE.1080p.WEB.H264-%s" % (scene(ti), num(1, 4), pick(P2P_GROUPS)),
                  "%s (%d) S%02d 720p" % (ti, y, num(1, 4))])
        g = grp(G_TV)
    elif kind == "album":
        ar, al = ti.split(" - ", 1)
        t = music_release(ar, al, y)
        g = grp(G_MUSIC)
    elif kind == "song":
        ar, so = ti.split(" - ", 1)
        t = pick(["%s - %s (%d) [single] FLAC" % (ar, so, y), "%s - %s.mp3" % (ar, so), "%s-%s-WEB-%d-%s" % (under(ar), under(so), num(2012, 2024), pick(MUSIC_GROUPS)),
                  "%s - %s (%s)" % (ar, so, pick(["Official Video 1080p", "Remastered", "12\" Version", "Live %d" % num(y, 2020)]))])
        g = grp(G_MUSIC)
    elif kind == "book":
        au, bk = ti.split(" - ", 1)
        t = pick(["%s - %s (%d) epub" % (au, bk, y), "%s - %s (Unabridged) audiobook" % (au, bk), "%s by %s [EPUB]" % (bk, au),
                  "%s.-.%s.RETAIL.EPUB.eBook-%s" % (scene(au), scene(bk), pick(EBOOK_GROUPS))])
        g = grp(G_EBOOK, ["alt.binaries.audiobooks"])
    else:
        t = pick(["%s-%s" % (scene(ti), pick(GAME_GROUPS)), "%s v%d.%d.%d" % (ti, num(1, 6), num(0, 30), num(0, 9)), "%s [GOG]" % ti,
                  "%s.v%d.%d-%s" % (scene(ti), num(1, 6), num(0, 30), pick(["TENOKE", "P2P", "DOGE"]))])
        g = grp(G_GAMES, G_WAREZ)
    return t, g


COURSES = [
    ("Udemy", "The Complete 2024 Web Development Bootcamp"), ("Udemy", "100 Days of Code The Complete Python Pro Bootcamp"),
    ("Udemy", "Docker and Kubernetes The Complete Guide"), ("Udemy", "AWS Certified Solutions Architect Associate SAA-C03"),
    ("Coursera", "Machine Learning Specialization"), ("Coursera", "Deep Learning Specialization"),
    ("Pluralsight", "Kubernetes for Developers Core Concepts"), ("Pluralsight", "C# 12 Fundamentals"),
    ("Lynda", "Photoshop CC 2019 Essential Training"), ("LinkedIn Learning", "Excel 2021 Essential Training"),
    ("TTC", "The Great Courses - Understanding the Universe"), ("TTC", "The Great Courses - The Story of Human Language"),
    ("MasterClass", "Gordon Ramsay Teaches Cooking I"), ("MasterClass", "Werner Herzog Teaches Filmmaking"),
    ("FrontendMasters", "Complete Intro to React v8"), ("Domestika", "Introduction to Watercolor"),
    ("CBT Nuggets", "CompTIA Security+ SY0-701"), ("INE", "eJPT Penetration Testing Student"), ("Skillshare", "Procreate for Beginners"),
    ("O'Reilly", "Python Fundamentals LiveLessons"), ("Packt", "Mastering Rust Programming"), ("ZeroToMastery", "Complete Web Developer 2024"),
    ("egghead", "Build a Full Stack App with Next.js"), ("Wondrium", "Introduction to Astrophysics"), ("ITProTV", "CCNA 200-301"),
    ("Groove3", "Ableton Live 12 Explained"), ("Gnomon", "Character Modeling in ZBrush"), ("School of Motion", "Animation Bootcamp"),
]


@legit
def elearning_course():
    pv, c = pick(COURSES)
    r = R.random()
    if r < 0.35:
        t = "%s - %s" % (pv, c)
        if chance(0.3):
            t += pick([" (%d)" % num(2019, 2024), " [Updated %d]" % num(2022, 2024), " [Video]", " (Part %d)" % num(1, 4)])
    elif r < 0.6:
        t = "%s.%s-%s" % (scene(pv), scene(c), pick(["XQZT", "iLLiTERATE", "ELOHiM", "JGTiSO", "ZONDAR", "TUTOR"]))
    elif r < 0.75:
        t = "%s %s %s" % (pv, c, pick(["[1080p]", "(720p)", "[ENG]", "[English + Subs]", "TUTORiAL", "[2024]"]))
    elif r < 0.88:
        t = "[%s] %s - %s" % (pv, c, pick(["Full Course", "Lectures 1-%d" % num(20, 120), "Course Materials", "Videos + PDFs"]))
    else:
        t = "%s_%s_%s.rar" % (under(pv), under(c), pick(["TUTORiAL", "2024", "Part1", "Complete"]))
    return t, grp(["alt.binaries.cbt", "alt.binaries.tutorials", "alt.binaries.education", "alt.binaries.e-book.technical",
                   "alt.binaries.multimedia.tutorials"], G_WAREZ)


@legit
def radio_podcast():
    y, m, d = num(2015, 2024), num(1, 12), num(1, 28)
    date = "%d-%02d-%02d" % (y, m, d)
    guest = pick(GUESTS + ["Sir David Attenborough", "Neil Gaiman", "Dolly Parton", "Judi Dench", "Kate Bush"])
    r = R.random()
    if r < 0.16:
        t = "BBC Radio 4 - In Our Time - %s (%s)" % (pick(["The Byzantine Empire", "Photosynthesis", "The Rosetta Stone", "Ada Lovelace",
                                                          "The Battle of Bosworth", "Kant's Categorical Imperative", "The Haber-Bosch Process",
                                                          "Sappho", "Dark Matter", "The Mughal Empire"]), date)
    elif r < 0.28:
        t = "Desert Island Discs - %s (%s) %s" % (guest, date, pick(["128k mp3", "[MP3]", "", "AAC"]))
    elif r < 0.42:
        t = pick(["The Joe Rogan Experience #%d - %s" % (num(1500, 2200), guest), "Lex Fridman Podcast #%d - %s" % (num(300, 450), guest),
                  "This American Life %d - %s" % (num(600, 840), pick(["The Problem We All Live With", "Switched at Birth", "Harper High School", "Act V"])),
                  "Hardcore History %d - %s" % (num(55, 70), pick(["Blueprint for Armageddon I", "Supernova in the East", "Wrath of the Khans", "Mania for Subjugation"])),
                  "99%% Invisible %d - %s" % (num(400, 600), pick(["Mini-Stories", "The Containment Plan", "Mcmansion Hell", "Unpleasant Design"])),
                  "Serial S01E%02d - %s" % (num(1, 12), pick(["The Alibi", "The Breakup", "Leakin Park", "Inconsistencies"]))])
    elif r < 0.56:
        dj = pick(["Four Tet", "Peggy Gou", "Bicep", "Fred again..", "Carl Cox", "Sasha", "John Digweed", "Solomun", "Nina Kraviz", "Jamie xx"])
        t = pick(["%s - Essential Mix (%s)" % (dj, date), "BBC Radio 1 Essential Mix %s %s" % (date, dj), "Essential_Mix_-_%s-SAT-%s-%s" % (under(dj), date, pick(["TALiON", "PTC", "TRAX"])),
                  "A State of Trance Episode %d (%s)" % (num(900, 1200), date)])
    elif r < 0.7:
        t = pick(["OTR - The Shadow %s - %s" % ("%d-%02d-%02d" % (num(1937, 1954), m, d), pick(["The Silent Avenger", "The Death House Rescue", "Poison Death"])),
                  "Lux Radio Theatre %d-%02d-%02d - %s" % (num(1935, 1955), m, d, pick(["The Maltese Falcon", "Rebecca", "Casablanca", "Stagecoach"])),
                  "Old Time Radio - Suspense - %s (%d)" % (pick(["Sorry, Wrong Number", "The Hitch-Hiker", "Three Skeleton Key"]), num(1942, 1962)),
                  "The Hitchhiker's Guide to the Galaxy - Primary Phase (1978) BBC Radio 4", "The Goon Show - Series %d (complete) mp3" % num(1, 10),
                  "Hancock's Half Hour - %s (%d)" % (pick(["The Blood Donor", "Sunday Afternoon at Home", "The Wild Man of the Woods"]), num(1954, 1959))])
    elif r < 0.82:
        t = pick(["John Peel Session - %s (%s)" % (pick(BANDS), "%d-%02d-%02d" % (num(1968, 2004), m, d)),
                  "NPR Tiny Desk Concert - %s (%d) 1080p" % (pick([a for a, _, _ in ALBUMS]), y),
                  "Kermode and Mayo's Take - %s" % date, "The Archers %s omnibus" % date, "Hörspiel - TKKG Folge %d - %s" % (num(150, 230), pick(["Der Schatz im Silbersee", "Gefahr im Netz", "Das Geisterschiff"])),
                  "From Our Own Correspondent %s" % date])
    else:
        show = pick(["Radiolab", "Reply All", "The Rest Is History", "Freakonomics Radio", "Conan O'Brien Needs a Friend", "SmartLess",
                     "The Daily", "Stuff You Should Know", "My Dad Wrote a Porno", "Behind the Bastards", "The Adventure Zone"])
        t = "%s - %s - %s" % (show, date, pick(["Episode %d" % num(10, 999), guest, "Part %d" % num(1, 4), "Bonus"]))
        if chance(0.3):
            t += pick([" (mp3)", " [128k]", ".mp3", " (Podcast)"])
    return t, grp(["alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.radio.oldtime", "alt.binaries.sounds.mp3.spoken-word",
                   "alt.binaries.sounds.mp3", "alt.binaries.podcasts", "alt.binaries.sounds.radio.misc"])


# --- END FAMILIES ---


# ================================================================ driver
def quotas(total, n):
    base, extra = divmod(total, n)
    return [base + (1 if i < extra else 0) for i in range(n)]


def build():
    rows = []
    seen = set()
    for label, fams, total in (("junk", JUNK, N_JUNK), ("legit", LEGIT, N_LEGIT)):
        for fn, q in zip(fams, quotas(total, len(fams))):
            got, tries = 0, 0
            while got < q:
                tries += 1
                if tries > 20000:
                    raise SystemExit("family %s cannot produce %d unique titles" % (fn.__name__, q))
                title, group = fn()
                title = " ".join(title.split()) if "\t" in title or "\n" in title else title
                title = title.strip()
                key = title.lower().strip()
                if not title.strip() or key in seen:
                    continue
                seen.add(key)
                rows.append((label, fn.__name__, title, group))
                got += 1
    R.shuffle(rows)
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("LABEL\tFAMILY\tTITLE\tGROUP\n")
        for row in rows:
            for f in row:
                assert "\t" not in f and "\n" not in f and "\r" not in f, row
            fh.write("\t".join(row) + "\n")
    return rows


if __name__ == "__main__":
    main()
