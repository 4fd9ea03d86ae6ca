# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generate fresh30.tsv: a held-out set of Usenet binary-post titles, junk vs legit.

Self-contained, stdlib only, deterministic (random.Random(30030030)).
Run:  python3 -B make_fresh30.py   (writes fresh30.tsv next to this script)
"""
import os
import random
import string

R = random.Random(30030030)
FAMILIES = []

JUNK_TOTAL = 906
LEGIT_TOTAL = 2112
PLANNED = {"junk": 31, "legit": 26}


def family(label, name):
    def deco(fn):
        FAMILIES.append((label, name, fn))
        return fn
    return deco


# ---------------------------------------------------------------- helpers

def ch(seq):
    return R.choice(seq)


def p(x):
    return R.random() < x


def ri(a, b):
    return R.randint(a, b)


def hexs(n, upper=False):
    s = "".join(R.choice("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


def alnum(n, pool=string.ascii_letters + string.digits):
    return "".join(R.choice(pool) for _ in range(n))


def lowalnum(n):
    return alnum(n, string.ascii_lowercase + string.digits)


def dots(s):
    for a, b in (("'", ""), (":", ""), (",", ""), ("!", ""), ("?", ""), ("&", "and"), ("/", "."), ("(", ""), (")", "")):
        s = s.replace(a, b)
    return ".".join(s.split())


def unders(s):
    return dots(s).replace(".", "_")


def vary_case(s, w=(6, 2, 1, 1)):
    k = R.choices(range(4), weights=w)[0]
    if k == 0:
        return s
    if k == 1:
        return s.lower()
    if k == 2:
        return s.upper()
    return s.title()


def ymd(y0=2018, y1=2025):
    return ri(y0, y1), ri(1, 12), ri(1, 28)


def date_dots(short=False, y0=2018, y1=2025):
    y, m, d = ymd(y0, y1)
    if short:
        return "%02d.%02d.%02d" % (y % 100, m, d)
    return "%d.%02d.%02d" % (y, m, d)


def money():
    return ch(["$%d" % ri(2, 99) * 1, "$%d,%03d" % (ri(1, 99), ri(0, 999) // 10 * 10),
               "%d EUR" % ri(100, 9000), "$%d/day" % ri(150, 2500), "$%dk" % ri(5, 900),
               "%d,000 USD" % ri(10, 950), "GBP %d" % ri(200, 5000)])


def counter_wrap(name, ext=None):
    """Wrap a name the way posting tools put it into a subject."""
    n = ri(2, 160)
    k = ri(1, n)
    segs = ri(1, 400)
    s = ri(1, segs)
    fname = name + (ext if ext else "")
    style = ri(0, 6)
    if style == 0:
        return '[%d/%d] - "%s" yEnc (%d/%d)' % (k, n, fname, s, segs)
    if style == 1:
        return '%s [%02d/%02d] - "%s" yEnc' % (name, k, n, fname)
    if style == 2:
        return '"%s" yEnc (%d/%d)' % (fname, s, segs)
    if style == 3:
        return '(%s) [%d/%d] - "%s" yEnc (%d/%d)' % (name, k, n, fname, s, segs)
    if style == 4:
        return '%s - "%s" yEnc (%02d/%d)' % (name, fname, s, segs)
    if style == 5:
        return '[%03d/%03d] "%s" - %s yEnc' % (k, n, fname, ch(["%d.%d MB" % (ri(1, 999), ri(0, 9)), "%d KB" % ri(10, 9999), "%.2f GB" % (ri(100, 8000) / 100)]))
    return "%s (%d/%d)" % (fname, k, n)


# ---------------------------------------------------------------- word pools

ADJ = ["Silent", "Broken", "Last", "Dark", "Hidden", "Golden", "Frozen", "Lost", "Crimson", "Wild", "Hollow",
       "Burning", "Iron", "Midnight", "Paper", "Electric", "Savage", "Quiet", "Distant", "Bitter", "Northern",
       "Velvet", "Endless", "Final", "Secret", "Lonely", "Black", "Red", "Blue", "Pale", "Rising", "Fallen",
       "Little", "Sweet", "Cold", "Hard", "Glass", "Stone", "Shadow", "Sunday", "Borrowed", "Forgotten"]
NOUN = ["Harbor", "Kingdom", "River", "Witness", "Garden", "Empire", "Signal", "Horizon", "Orchard", "Frontier",
        "Station", "Letters", "Summer", "Winter", "Protocol", "Island", "Mountain", "Highway", "Daughter",
        "Brothers", "Crown", "Machine", "Forest", "Promise", "Road", "Heart", "Ghosts", "Tide", "Hunt", "Valley",
        "House", "Storm", "Angel", "Wolves", "Sea", "Line", "Hour", "City", "Mirror", "Lighthouse", "Orphan"]
PLACE = ["Paris", "Berlin", "Tokyo", "Havana", "Marseille", "Oslo", "Cairo", "Brooklyn", "Naples", "Lisbon",
         "Dublin", "Montana", "Texas", "Kyoto", "Istanbul", "Vienna", "Glasgow", "Reno", "Tangier", "Manila"]

REAL_MOVIES = [
    "Oppenheimer", "Barbie", "Dune Part Two", "The Holdovers", "Past Lives", "Anatomy of a Fall", "Poor Things",
    "Killers of the Flower Moon", "Civil War", "Furiosa A Mad Max Saga", "Inside Out 2", "Deadpool and Wolverine",
    "Alien Romulus", "The Substance", "Conclave", "Anora", "Nosferatu", "Gladiator II", "Wicked", "The Brutalist",
    "Heretic", "Smile 2", "Twisters", "Longlegs", "The Fall Guy", "Challengers", "Godzilla x Kong The New Empire",
    "Kingdom of the Planet of the Apes", "John Wick Chapter 4", "The Batman", "Everything Everywhere All at Once",
    "Top Gun Maverick", "Nope", "The Banshees of Inisherin", "Aftersun", "Tar", "The Whale", "Blade Runner 2049",
    "Mad Max Fury Road", "Parasite", "Knives Out", "Glass Onion", "Arrival", "Sicario", "Heat", "Alien", "Aliens",
    "The Thing", "Jaws", "Casablanca", "Vertigo", "Chinatown", "Goodfellas", "Fargo", "Zodiac", "Prisoners",
    "Memento", "Interstellar", "Inception", "The Prestige", "Tenet", "Drive", "Whiplash", "Moonlight", "Lady Bird",
    "Her", "Gravity", "Birdman", "Joker", "Logan", "Coco", "Up", "WALL-E", "Ratatouille", "Spirited Away",
    "Princess Mononoke", "Akira", "Ghost in the Shell", "Perfect Blue", "Oldboy", "The Handmaiden", "Burning",
    "Drive My Car", "Shoplifters", "The Seventh Seal", "Stalker", "Solaris", "Amelie", "La Haine", "Run Lola Run",
    "Das Boot", "Downfall", "The Lives of Others", "Pans Labyrinth", "City of God", "Y Tu Mama Tambien",
    "Amores Perros", "Il Postino", "Cinema Paradiso", "The Great Beauty", "Leon The Professional", "Trainspotting",
    "Snatch", "Hot Fuzz", "Shaun of the Dead", "Paddington 2", "The Zone of Interest", "Perfect Days",
    "Fallen Leaves", "The Iron Claw", "May December", "Saltburn", "Wonka", "Napoleon", "Asteroid City", "Sisu",
    "Talk to Me", "Evil Dead Rise", "Scream VI", "M3GAN", "Creed III", "Godzilla Minus One", "The Boy and the Heron",
    "Robot Dreams", "Flow", "The Wild Robot", "Annihilation", "Ex Machina", "Midsommar", "Hereditary", "Get Out",
    "The Northman", "The Lighthouse", "The Witch", "Uncut Gems", "Good Time", "Sinners", "Weapons", "Bugonia",
    "Mickey 17", "Companion", "The Monkey", "Black Bag", "Warfare", "28 Years Later", "Superman",
    "Jurassic World Rebirth", "Frankenstein", "Hamnet", "Sentimental Value", "The Long Walk", "Eddington",
    "One Battle After Another", "Caught Stealing", "The Grand Budapest Hotel", "No Country for Old Men",
    "There Will Be Blood", "The Social Network", "Gone Girl", "Se7en", "Fight Club", "The Matrix", "Terminator 2",
    "Back to the Future", "Die Hard", "Predator", "RoboCop", "Total Recall", "Starship Troopers", "Gattaca",
    "The Truman Show", "Magnolia", "Boogie Nights", "Lost in Translation", "Children of Men", "Sunshine",
    "28 Days Later", "Dredd", "Edge of Tomorrow", "Prey", "Barbarian", "Nomadland", "Minari", "Sound of Metal",
]

TV_SHOWS = [
    "The Bear", "Severance", "Shogun", "The Last of Us", "House of the Dragon", "Slow Horses", "Andor", "Succession",
    "Fargo", "True Detective", "The Boys", "Reacher", "Yellowstone", "Tulsa King", "Abbott Elementary",
    "Only Murders in the Building", "The White Lotus", "Hacks", "Ted Lasso", "Silo", "Foundation", "For All Mankind",
    "Bluey", "Doctor Who", "Taskmaster", "Would I Lie To You", "QI", "Grand Designs", "Top Gear", "Vera", "Shetland",
    "Midsomer Murders", "Death in Paradise", "Line of Duty", "Happy Valley", "Gogglebox", "The Simpsons",
    "Family Guy", "South Park", "Bobs Burgers", "Rick and Morty", "Futurama", "Greys Anatomy", "Chicago Fire",
    "Chicago PD", "NCIS", "NCIS Origins", "FBI", "Law and Order SVU", "Tracker", "Matlock", "Survivor",
    "The Amazing Race", "Below Deck", "Vanderpump Rules", "90 Day Fiance", "Alone", "Gold Rush", "Deadliest Catch",
    "Ghosts US", "Young Sheldon", "The Rookie", "9-1-1", "Will Trent", "Landman", "Dexter Resurrection", "The Pitt",
    "Paradise", "Squid Game", "Wednesday", "Stranger Things", "The Diplomat", "Bridgerton", "Outlander",
    "The Witcher", "Arcane", "Invincible", "Fallout", "The Penguin", "Agatha All Along", "Daredevil Born Again",
    "Peacemaker", "Yellowjackets", "Dexter Original Sin", "Mayor of Kingstown", "Lioness", "Resident Alien",
    "Shrinking", "Bad Monkey", "Poker Face", "Interview with the Vampire", "The Gilded Age", "Baby Reindeer",
    "Ripley", "Black Mirror", "The Crown", "Top Boy", "Sherwood", "Blue Lights", "The Traitors US",
    "The Traitors UK", "Race Across the World", "MasterChef Australia", "The Great British Bake Off",
    "Dragons Den", "Shark Tank", "Hells Kitchen", "Kitchen Nightmares", "Top Chef", "Shameless US",
    "Its Always Sunny in Philadelphia", "What We Do in the Shadows", "The Handmaids Tale", "Mr Robot", "Better Call Saul",
    "Breaking Bad", "The Sopranos", "The Wire", "Mad Men", "Six Feet Under", "Deadwood", "Twin Peaks", "Lost",
    "Battlestar Galactica 2003", "The Expanse", "Star Trek Strange New Worlds", "Star Trek Lower Decks",
    "Murderbot", "The Studio", "Adolescence", "Mobland", "Task", "Alien Earth", "The Chair Company",
]

SCENE_MOVIE_GRP = ["SPARKS", "GECKOS", "AMIABLE", "DRONES", "ROVERS", "BLOW", "VETO", "PSYCHD", "SADPANDA",
                   "CiNEFiLE", "USURY", "BRMP", "WUTANG", "CADAVER", "JustWatch", "ViETNAM", "DEFLATE",
                   "SNOW", "HDEX", "TERMiNAL", "UNVEiL", "iNTEGRUM", "PiGNUS", "DiSPOSABLE", "KaKa",
                   "MOOVEE", "REGRET", "TOPAZ", "SURCODE", "BiPOLAR", "DUBBED", "PHOBOS", "WiSDOM"]
P2P_GRP = ["FLUX", "NTb", "CMRG", "EDITH", "BYNDR", "FraMeSToR", "HiFi", "CtrlHD", "DON", "EbP", "decibeL",
           "TRiToN", "SiC", "KiNGS", "BHDStudio", "TEPES", "playWEB", "MZABI", "KOGi", "EDPH", "SMURF",
           "NOSiViD", "TheBiscuit", "LAMA", "RAWR", "HONE", "SPiRiT", "BLUTONiUM", "TheFarm", "ZoroSenpai",
           "APEX", "SLOT", "VARYG", "GalaxyRG", "Kitsune", "PiRaTeS", "NAISU", "Sbr", "BiOMA", "WADU"]
TV_GRP = ["ETHEL", "SYNCOPY", "FENiX", "KILLERS", "DiRT", "TWERK", "MTB", "BAE", "GGEZ", "GGWP", "XEN0N",
          "JFF", "CAKES", "NHTFS", "TVC", "LiGATE", "PLUTONiUM", "RiVER", "ORGANiC", "ACES", "LOL", "SVA",
          "AVS", "DIMENSION", "FLEET", "FQM", "ASAP", "IMMERSE", "2HD", "FoV", "BiA", "TLA", "MiNDTHEGAP",
          "CBFM", "SKGTV", "SPAMnEGGS", "SuccessfulCrab", "NTb", "FLUX", "MeGusta", "ELiTE", "EDITH", "TURBO",
          "DEADPOOL", "BAMBOOZLE", "JEBAITED", "BRiNK", "MAXPRO"]

RES = ["480p", "576p", "720p", "1080p", "1080p", "1080p", "2160p"]
WEBSRC = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "PCOK", "HULU", "iP", "ITVX", "PMTP", "STAN", "CRAV",
          "CR", "ROKU", "TUBI", "SHO", "STV", "MUBI", "CRiT", "RTE", "SBS", "NOW", "SKST"]
AUDIO = ["DDP5.1", "DDP5.1.Atmos", "DD5.1", "AAC2.0", "AAC5.1", "DTS-HD.MA.5.1", "TrueHD.7.1.Atmos", "FLAC2.0",
         "Opus5.1", "DTS", "AC3", "LPCM.2.0", "DDP2.0", "EAC3"]
VCODEC = ["x264", "x265", "H.264", "H.265", "H264", "H265", "HEVC", "AVC", "AV1", "h264"]

G_MOVIE = ["alt.binaries.moovee", "alt.binaries.movies.divx", "alt.binaries.movies.x264", "alt.binaries.hdtv.x264",
           "alt.binaries.x264", "alt.binaries.blu-ray", "alt.binaries.movies.mkv", "alt.binaries.cores",
           "alt.binaries.boneless", "alt.binaries.multimedia", "alt.binaries.movies", "alt.binaries.misc",
           "alt.binaries.dvd", "alt.binaries.hd.movies", "alt.binaries.movies.hd", "alt.binaries.mom"]
G_TV = ["alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
        "alt.binaries.tvseries", "alt.binaries.multimedia.tv", "alt.binaries.boneless", "alt.binaries.cores",
        "alt.binaries.multimedia", "alt.binaries.misc", "alt.binaries.ath", "alt.binaries.x264"]
G_ANY = ["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.multimedia", "alt.binaries.cores",
         "alt.binaries.test", "alt.binaries.mom", "alt.binaries.bloaf", "alt.binaries.frogs",
         "alt.binaries.ath", "alt.binaries.fz", "alt.binaries.dc", "alt.binaries.u-4all", "alt.binaries.xylo",
         "alt.binaries.flowed", "alt.binaries.alt", "alt.binaries.iso", "alt.binaries.newzbin"]
G_TEST = ["alt.binaries.test", "alt.binaries.test.yenc", "alt.binaries.boneless", "alt.binaries.misc",
          "alt.binaries.test.nntp", "alt.binaries.bloaf"]
G_MUSIC = ["alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless", "alt.binaries.sounds.flac",
           "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.lossless.24bit",
           "alt.binaries.sounds.mp3.jazz", "alt.binaries.sounds.mp3.classical", "alt.binaries.music.flac",
           "alt.binaries.sounds.radio.bbc", "alt.binaries.sounds.mp3.rock", "alt.binaries.sounds.mp3.electronic",
           "alt.binaries.sounds.lossless.classical", "alt.binaries.mp3.full_albums", "alt.binaries.boneless"]
G_XXX = ["alt.binaries.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.erotica.divx",
         "alt.binaries.pictures.erotica", "alt.binaries.xxx", "alt.binaries.mom", "alt.binaries.erotica.hd",
         "alt.binaries.multimedia.erotica.amateur", "alt.binaries.pictures.erotica.hd"]
G_BOOK = ["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.technical", "alt.binaries.e-book.flood",
          "alt.binaries.ebook.french", "alt.binaries.e-book.rpg", "alt.binaries.mags", "alt.binaries.e-book.magazines"]
G_SOFT = ["alt.binaries.warez", "alt.binaries.cd.image", "alt.binaries.mac", "alt.binaries.linux",
          "alt.binaries.warez.ibm-pc", "alt.binaries.warez.uk", "alt.binaries.apps", "alt.binaries.iso",
          "alt.binaries.linux.iso", "alt.binaries.mac.applications", "alt.binaries.boneless"]
G_GAME = ["alt.binaries.games", "alt.binaries.console.ps3", "alt.binaries.games.xbox360", "alt.binaries.games.nintendods",
          "alt.binaries.emulators.nintendo", "alt.binaries.games.wii", "alt.binaries.cd.image.games",
          "alt.binaries.warez", "alt.binaries.games.dox", "alt.binaries.games.switch", "alt.binaries.sony.ps5",
          "alt.binaries.emulators.mame", "alt.binaries.cd.image"]


# ---------------------------------------------------------------- families

def movie_year():
    return ri(2000, 2025) if p(0.72) else ri(1939, 1999)


def site_name(plain=False):
    a = ch(["nzb", "usenet", "binz", "warez", "hd", "free", "best", "top", "mega", "ultra", "dl", "fast", "king",
            "planet", "zone", "world", "hub", "board", "scene", "x", "speed", "turbo", "prime", "vip", "max",
            "gold", "film", "movie", "serien", "porn", "babe", "cam", "stream", "share", "load", "get", "my"])
    b = ch(["nzb", "index", "land", "zone", "world", "hub", "board", "club", "central", "paradise", "heaven",
            "city", "portal", "base", "center", "online", "4u", "24", "365", "hq", "pro", "net", "ly", "fy",
            "flix", "tube", "vault", "mania", "spot", "stop", "planet", "express"])
    if p(0.3):
        b += str(ri(1, 99))
    tld = ch([".com", ".net", ".org", ".to", ".cc", ".ws", ".biz", ".info", ".xyz", ".club", ".io", ".su",
              ".ru", ".me", ".in", ".top", ".site", ".online", ".eu", ".de", ".nl", ".fr", ".pw", ".tk", ".icu"])
    host = a + ch(["", "", "-", ""]) + b + tld
    if plain:
        return host
    k = ri(0, 9)
    if k <= 3:
        return "www." + host
    if k == 4:
        return "http://" + host
    if k == 5:
        return "https://www." + host + ch(["", "/", "/join", "/vip", "/?ref=" + lowalnum(5)])
    if k == 6:
        return ("WWW." + host).upper()
    if k == 7:
        return host.replace(".", " dot ", 1) if p(0.5) else host.replace(".", "[.]")
    if k == 8:
        return "hxxp://" + host
    return host


def tg_handle():
    return ch(["t.me/", "telegram: @", "TG @", "t.me/joinchat/", "Telegram t.me/"]) + ch(["", "", "the"]) + ch(
        ["crypto", "signals", "nzb", "vip", "profit", "whale", "moon", "forex", "gains", "hd", "leaks", "free"]) + ch(
        ["_", "", "x", "247"]) + ch(["club", "group", "official", "pro", "team", "hub", str(ri(1, 999))])


def movie_title():
    if p(0.65):
        return ch(REAL_MOVIES)
    k = ri(0, 5)
    if k == 0:
        return "The %s %s" % (ch(ADJ), ch(NOUN))
    if k == 1:
        return "%s of the %s" % (ch(NOUN), ch(NOUN))
    if k == 2:
        return "%s %s" % (ch(ADJ), ch(NOUN))
    if k == 3:
        n = ch(NOUN)
        return "%s %s in %s" % ("An" if n[0] in "AEIOU" else "A", n, ch(PLACE))
    if k == 4:
        return "%s %s" % (ch(PLACE), ch(NOUN))
    return "The %s" % ch(NOUN)


@family("legit", "scene_movie")
def scene_movie():
    t = dots(movie_title())
    y = movie_year()
    k = ri(0, 8)
    tag = ch(["", "", "", "", "REPACK.", "PROPER.", "iNTERNAL.", "EXTENDED.", "UNRATED.", "DC.", "REMASTERED.",
              "LIMITED.", "THEATRICAL.", "CRITERION.", "REPACK2.", "DUTCH.", "GERMAN.", "FRENCH."])
    if k <= 2:
        s = "%s.%d.%s%s.BluRay.%s-%s" % (t, y, tag, ch(["720p", "1080p", "1080p", "2160p"]), ch(["x264", "x265"]), ch(SCENE_MOVIE_GRP))
    elif k == 3:
        s = "%s.%d.%s2160p.UHD.BluRay.%s%s-%s" % (t, y, tag, ch(["", "HDR.", "DV.HDR.", "HDR10Plus."]), ch(["x265", "REMUX.HEVC.TrueHD.7.1.Atmos", "x265.10bit"]), ch(SCENE_MOVIE_GRP))
    elif k == 4:
        s = "%s.%d.%s%s.DVDR-%s" % (t, y, tag, ch(["PAL", "NTSC", "MULTi.PAL", "NTSC.MULTi"]), ch(SCENE_MOVIE_GRP))
    elif k == 5:
        s = "%s.%d.%sCOMPLETE.%s-%s" % (t, y, tag, ch(["BLURAY", "UHD.BLURAY", "MBLURAY"]), ch(SCENE_MOVIE_GRP))
    elif k == 6:
        s = "%s.%d.%s%s.XviD-%s" % (t, y, tag, ch(["DVDRip", "BDRip", "DVDSCR", "R5.LiNE"]), ch(["DiAMOND", "aXXo", "FxM", "MAXSPEED", "NeDiVx", "DoNE", "iMBT", "SAPHiRE", "ViSiON", "EVO"]))
    elif k == 7:
        s = "%s_%d_%s_BluRay_%s-%s" % (t.replace(".", "_"), y, ch(["720p", "1080p"]), ch(["x264", "DTS"]), ch(SCENE_MOVIE_GRP))
    else:
        s = "%s.%d.%s%s.WEB.%s-%s" % (t, y, tag, ch(RES), ch(["h264", "H264", "x264", "h265"]), ch(SCENE_MOVIE_GRP))
    if p(0.08):
        s = s.lower()
    return s, ch(G_MOVIE)


@family("junk", "test_post")
def test_post():
    k = ri(0, 9)
    if k == 0:
        s = ch(["test", "Test", "TEST", "testing", "tst", "t e s t", "test test test", "test123", "ttest", "testtt"])
        if p(0.7):
            s += ch([" %d" % ri(1, 999), " #%d" % ri(1, 99), "_%03d" % ri(1, 999), " " + hexs(4), " (%d)" % ri(2, 40)])
    elif k == 1:
        s = ch(["test post please ignore", "Test post - please ignore", "TEST - IGNORE", "ignore this post",
                "pls ignore, just testing", "just a test", "Testing, testing, 1 2 3", "testing 1 2 3",
                "test - do not download", "Ignore: test only"]) + ch(["", "", " " + str(ri(2, 50)), "!", "..."])
    elif k == 2:
        y, m, d = ymd(2019, 2025)
        s = ch(["testpost", "test-post", "TestPost", "test"]) + " %d-%02d-%02d %02d:%02d" % (y, m, d, ri(0, 23), ri(0, 59))
    elif k == 3:
        s = ch(["test ngPost", "nyuu test", "testing new newsreader", "test with new server", "testing yEnc encoder",
                "test upload from new VPS", "test my new provider", "speed test upload", "retention test",
                "checking if posting works", "test article", "test par2 creation", "test from GoPostStuff",
                "JBinUp test post", "newsmangler test"]) + ch(["", " " + str(ri(1, 30)), " - ignore", " pls ignore", " #" + str(ri(1, 9))])
    elif k == 4:
        s = ch(["proba", "próba", "probe", "Testbeitrag", "essai", "prueba", "prova", "teste", "testi", "тест", "テスト", "测试"]) + ch(["", " %d" % ri(1, 99), " 123", " - bitte ignorieren", " ignorer"])
    elif k == 5:
        s = "%s %s" % (ch(["test", "TEST", "Test"]), ch(["1", "2", "3", "again", "again again", "one more", "last one", "round " + str(ri(2, 9)), "part " + str(ri(1, 9))]))
    elif k == 6:
        s = ch(["does this work?", "can anyone see this?", "is this thing on", "hello? test", "anybody see this post",
                "if you can read this it worked", "test - can you see me", "posting test, reply if received"])
    elif k == 7:
        s = "%s.%s" % (ch(["test", "testfile", "test_upload", "dummy", "testdata", "random_test"]), ch(["bin", "rar", "zip", "dat", "txt", "7z", "par2", "img"]))
        if p(0.6):
            s = counter_wrap(s.rsplit(".", 1)[0], "." + s.rsplit(".", 1)[1])
    elif k == 8:
        s = "%s %dMB" % (ch(["test", "Test file", "dummy", "random data test", "upload test"]), ch([1, 5, 10, 50, 100, 500, 1000]))
    else:
        s = ch(["[TEST]", "(test)", "--test--", "** test **", "==TEST==", "<test>"]) + ch(["", " " + str(ri(1, 500)), " ignore", " " + hexs(6)])
    return s, ch(G_TEST if p(0.7) else G_ANY)



# ------------------------------- batch 2

EP_TITLES = ["Pilot", "The Reckoning", "Homecoming", "Fire and Blood", "The Long Night", "Ghosts", "Redemption",
             "Unfinished Business", "The Return", "Lines", "Day One", "Last Call", "Family Business", "Exit Strategy",
             "The Hunt", "Open House", "Crossroads", "Aftermath", "Trust Issues", "The Offer", "Blood Ties",
             "New Blood", "Old Wounds", "Checkmate", "Ashes", "Fishes", "Forks", "Review", "Chapter One",
             "Chapter Seven", "Part Two", "Goodbye", "Homeward", "The Vote", "Safe Harbor", "Broken Arrow",
             "Sunk Cost", "Northern Lights", "The Visitor", "Cold Open", "Finale", "Reunion", "Smoke and Mirrors"]


def show():
    return ch(TV_SHOWS)


def sxe(s=None, e=None):
    s = s if s is not None else ri(1, 12 if p(0.85) else 35)
    e = e if e is not None else ri(1, 24)
    return "S%02dE%02d" % (s, e)


@family("legit", "scene_tv_episode")
def scene_tv_episode():
    sh = show()
    k = ri(0, 7)
    if k == 0:
        t = "%s.%s.%s.WEB.%s-%s" % (dots(sh), sxe(), ch(RES), ch(["h264", "H264", "x264", "h265", "x265"]), ch(TV_GRP))
    elif k == 1:
        t = "%s.%s.%s.%s.%s.WEB-DL.%s.%s-%s" % (dots(sh), sxe(), dots(ch(EP_TITLES)), ch(RES), ch(WEBSRC), ch(AUDIO), ch(["H.264", "H.265", "h264"]), ch(P2P_GRP + TV_GRP))
    elif k == 2:
        t = "%s.%s.%s.HDTV.%s-%s" % (dots(sh), sxe(), ch(["720p", "1080p", "1080i", ""]), ch(["x264", "h264", "XviD", "MPEG2"]), ch(TV_GRP))
        t = t.replace("..", ".")
    elif k == 3:
        s_, e_ = ri(1, 9), ri(1, 20)
        t = "%s.S%02dE%02dE%02d.%s.WEB.h264-%s" % (dots(sh), s_, e_, e_ + 1, ch(RES), ch(TV_GRP))
    elif k == 4:
        t = "%s.%s.%s%s.WEB.%s-%s" % (dots(sh), sxe(), ch(["REPACK.", "PROPER.", "iNTERNAL.", "REAL.", "DUBBED.", "SUBBED."]), ch(RES), ch(["h264", "H264", "x265"]), ch(TV_GRP))
    elif k == 5:
        t = "%s - %s - %s (%s %s)" % (sh, sxe(), ch(EP_TITLES), ch(["1080p", "720p", "2160p"]), ch(["WEB-DL", "WEBRip", "HDTV", "Bluray-1080p"]))
        if p(0.3):
            t = t.replace(" - S", " - %dx" % ri(1, 9)).replace("E0", "0", 1) if False else t
    elif k == 6:
        t = "%s.%s.%s.%s" % (dots(sh).lower(), sxe().lower(), ch(["dvdrip.xvid", "hdtv.x264", "720p.hdtv.x264", "web.x264", "480p.hdtv.x264"]), ch(TV_GRP).lower())
        t = t.rsplit(".", 1)[0] + "-" + t.rsplit(".", 1)[1]
    else:
        t = "%s %s %s %s %s %s-%s" % (sh, sxe(), ch(RES), ch(WEBSRC), ch(["WEB-DL", "WEBRip"]), ch(["DDP5.1 H.264", "AAC2.0 H 264", "DDP5.1 Atmos H 265", "x265 10bit"]), ch(P2P_GRP))
    return t, ch(G_TV)


@family("legit", "tv_season_pack")
def tv_season_pack():
    sh = show()
    sn = ri(1, 12 if p(0.85) else 30)
    k = ri(0, 7)
    if k == 0:
        t = "%s.S%02d.%s.WEB.%s-%s" % (dots(sh), sn, ch(RES), ch(["h264", "H264", "x265"]), ch(TV_GRP))
    elif k == 1:
        t = "%s.S%02d.COMPLETE.%s.%s.WEB-DL.%s.%s-%s" % (dots(sh), sn, ch(RES), ch(WEBSRC), ch(AUDIO), ch(["H.264", "H.265"]), ch(P2P_GRP))
    elif k == 2:
        a = ri(1, 4)
        t = "%s Season %d-%d Complete %s %s %s" % (sh, a, a + ri(2, 9), ch(RES), ch(["BluRay", "WEB-DL", "WEBRip", "DVDRip"]), ch(["x265", "x264", "HEVC", "AVC", "10bit HEVC"]))
    elif k == 3:
        t = "%s.S%02d.%s.BluRay.%s-%s" % (dots(sh), sn, ch(["720p", "1080p", "2160p"]), ch(["x264", "x265", "REMUX.AVC.DTS-HD.MA.5.1"]), ch(SCENE_MOVIE_GRP + TV_GRP))
    elif k == 4:
        t = "%s (%d) Season %d S%02d (%s BluRay x265 HEVC 10bit AAC 5.1 %s)" % (sh, ri(1990, 2023), sn, sn, ch(["1080p", "2160p", "720p"]), ch(["Silence", "Joy", "Tigole", "Ghost", "RCVR", "afm72", "Panda"]))
    elif k == 5:
        a = ri(1, 3)
        t = "%s.S%02d-S%02d.COMPLETE.SERIES.%s.%s-%s" % (dots(sh), a, a + ri(2, 8), ch(RES), ch(["WEB-DL", "BluRay.x264", "WEBRip.x265", "DVDRip.XviD"]), ch(P2P_GRP))
    elif k == 6:
        t = "%s.S%02d.%s.%s-%s" % (dots(sh), sn, ch(["DVDRip.XviD", "PAL.DVDR", "NTSC.DVDR", "DVD9", "BDRip.x264"]), ch(["", "MULTi.", ""]) and ch(["", ""]) or "", ch(TV_GRP + SCENE_MOVIE_GRP))
        t = t.replace("..", ".").replace(".-", "-")
    else:
        t = "%s - Season %d [%s %s] %s" % (sh, sn, ch(["1080p", "720p", "2160p", "480p"]), ch(["WEB-DL", "BluRay", "DVD", "AMZN WEB-DL"]), ch(["[Complete]", "(complete)", "[Eng subs]", "", "[MultiSub]", "+ Extras"]))
    return t.strip(), ch(G_TV)


@family("legit", "p2p_web_movie")
def p2p_web_movie():
    t = movie_title()
    y = movie_year()
    k = ri(0, 7)
    if k == 0:
        s = "%s.%d.%s.%s.WEB-DL.%s.%s-%s" % (dots(t), y, ch(["1080p", "2160p", "720p"]), ch(WEBSRC), ch(AUDIO), ch(["H.264", "H.265", "H264"]), ch(P2P_GRP))
    elif k == 1:
        s = "%s (%d) [%s] [%s] [%s] [YTS.MX]" % (t, y, ch(["720p", "1080p", "2160p"]), ch(["WEBRip", "BluRay", "WEB"]), ch(["5.1", "2.0", "x265"]))
        if p(0.5):
            s = s.replace(" [YTS.MX]", ch([" [YIFY]", "", " [YTS.AG]", " [YTS.LT]"]))
    elif k == 2:
        s = "%s %d %s WEB-DL HEVC x265 %s-%s" % (t, y, ch(["1080p", "720p", "2160p"]), ch(["5.1", "AAC", "DDP5.1", "10Bit"]), ch(["BONE", "RMTeam", "PSA", "MeGusta", "ELiTE", "Pahe"]))
    elif k == 3:
        s = "%s (%d) %s %s WEB-DL %s %s-%s" % (t, y, ch(["2160p", "1080p"]), ch(["DV HDR10+", "HDR", "DV", "SDR", "HDR10"]), ch(["DDP5.1 Atmos", "DDP5.1", "TrueHD 7.1"]), ch(["H.265", "H 265", "HEVC"]), ch(P2P_GRP))
    elif k == 4:
        s = "%s (%d) (%s BluRay x265 HEVC 10bit %s %s)" % (t, y, ch(["1080p", "2160p", "720p"]), ch(["AAC 5.1", "AAC 7.1", "EAC3 5.1", "DTS-HD MA 5.1"]), ch(["Tigole", "Joy", "Silence", "Ghost", "Natty", "r00t", "Qman", "FreetheFish", "Vyndros"]))
    elif k == 5:
        s = "%s.%d.%s.%s.BluRay.%s.%s-%s" % (dots(t), y, ch(["HYBRID", "REPACK", "OAR", "Open.Matte", "IMAX", "Remastered"]), ch(["1080p", "2160p", "720p"]), ch(AUDIO), ch(["x264", "x265", "REMUX.AVC", "REMUX.HEVC"]), ch(P2P_GRP))
    elif k == 6:
        s = "%s.%d.%s.%s.WEBRip.%s.%s-%s" % (dots(t), y, ch(["1080p", "720p", "2160p", "480p"]), ch(WEBSRC), ch(AUDIO), ch(["x264", "x265", "x265.10bit"]), ch(P2P_GRP))
    else:
        s = "%s %d %s %s %s %s-%s" % (t, y, ch(["1080p", "2160p"]), ch(["MA WEB-DL", "AMZN WEB-DL", "NF WEB-DL", "ATVP WEB-DL", "WEBRip"]), ch(["DDP5 1", "DDP 5.1", "AAC 2.0", "DD+5.1"]), ch(["H 264", "H 265", "x264", "HEVC"]), ch(P2P_GRP))
    return s, ch(G_MOVIE)


@family("junk", "site_advert")
def site_advert():
    st = site_name()
    k = ri(0, 11)
    if k == 0:
        t = "Visit %s for %s" % (st, ch(["more releases", "daily updates", "the best NZBs", "free downloads", "HD movies every day", "all new episodes", "0day warez", "free porn", "exclusive content", "the complete archive"]))
    elif k == 1:
        t = "*** %s *** %s" % (st.upper() if p(0.5) else st, ch(["the best free indexer", "No.1 NZB site", "join today!", "free registration", "100% uptime", "thousands of NZBs daily", "invites open now"]))
    elif k == 2:
        t = "Join our %s %s - %s" % (ch(["Discord", "Telegram", "forum", "community", "IRC channel", "private board"]), ch([tg_handle(), "discord.gg/" + alnum(7), st, "#" + ch(["nzbfans", "hdzone", "scenefree"]) + " @ irc." + site_name(True)]), ch(["free invites", "request anything", "no ratio", "daily uploads", "24/7 support", "open signups"]))
    elif k == 3:
        t = "%s - %s+ NZBs daily - %s" % (st, ch(["500", "1000", "5,000", "10k", "25000"]), ch(["free registration", "no ads", "API access", "sign up now", "100 free grabs"]))
    elif k == 4:
        t = ch(["Besucht uns auf %s - taeglich neue Uploads", "Neues Board online: %s", "Alle Filme gratis auf %s", "Jetzt anmelden bei %s !!!"]) % st
    elif k == 5:
        t = ch(["Rejoignez-nous sur %s", "Tous les films en HD sur %s", "Nouveau forum : %s", "Bezoek %s voor meer", "Nieuwe site: %s - gratis lid worden", "Visita %s per tutti i film", "Entra en %s - peliculas gratis"]) % st
    elif k == 6:
        t = "%s %s" % (ch(["Brought to you by", "Powered by", "Sponsored by", "Presented by", "Uploaded for"]), st) + ch(["", " - more at " + site_name(), " :: register free", " | the #1 board"])
    elif k == 7:
        t = "Your ad here - contact %s@%s" % (ch(["ads", "promo", "admin", "info", "sales"]), site_name(True)) if p(0.5) else "Advertise on usenet - %d,000 views/day - %s" % (ri(5, 900), site_name())
    elif k == 8:
        t = ch(["subscribe to my channel", "Like & Subscribe", "follow me on", "check out my"]) + " " + ch(["youtube.com/@", "youtube.com/c/", "twitch.tv/", "instagram.com/", "tiktok.com/@", "x.com/"]) + ch(["hd", "nzb", "movie", "game", "music", "retro"]) + ch(["guy", "king", "fan", "zone", "master"]) + str(ri(1, 9999))
    elif k == 9:
        t = "%s >> %s << %s" % (ch([">>>", "!!!", "###", "==", "~~"]), st, ch(["NEW", "OPEN", "FREE", "VIP", "HOT"]))
    elif k == 10:
        t = "%s is back! %s" % (st, ch(["new domain", "bigger and better", "all old members welcome", "register before it closes", "now with 4K section"]))
    else:
        br = ch([("[", "]"), ("(", ")"), ("{", "}"), ("", ""), ("--", "--"), ("<<", ">>")])
        t = "%s%s%s" % (br[0], st, br[1]) + " " + ch(["The Best Source For Everything", "Movies TV Music Games Apps", "Free Premium Links", "Unlimited Downloads", "Daily XXX updates", "Scene releases in minutes"])
    return vary_case(t, (8, 1, 1, 0)), ch(G_ANY + G_MOVIE + G_TV)


PROVIDERS = ["UsenetBolt", "SpeedNews", "NewsRocket", "BinaryBarn", "NNTPStar", "UltraNewz", "HyperUsenet", "NewsVault",
             "GigaNews24", "BlazeNNTP", "NewsPanther", "Usenet4Less", "EagleNews", "FastNNTP", "NewsWave", "BitBurst"]
INDEXERS = ["NZBGalaxy", "IndexMonster", "NZBTitan", "OmegaNZB", "NZBVortex", "DrunkenIndex", "NZBmonkey"]


def price():
    return ch(["$%d.%02d" % (ri(1, 15), ch([0, 49, 95, 99])), "%d,%02d EUR" % (ri(1, 12), ch([0, 50, 95, 99])),
               "%d.99 USD" % ri(1, 20), "EUR %d.%02d" % (ri(1, 12), ch([0, 49, 99])), "$%d" % ri(2, 99)])


@family("junk", "usenet_provider_promo")
def usenet_provider_promo():
    pr = ch(PROVIDERS)
    k = ri(0, 9)
    if k == 0:
        t = "%s - %d%% OFF unlimited Usenet - only %s/mo" % (pr, ch([30, 40, 50, 60, 70, 75, 80, 85, 90]), price())
    elif k == 1:
        t = "%s: %s %d-day retention, %d connections, %s" % (ch(["BLACK FRIDAY", "CYBER MONDAY", "SUMMER SALE", "FLASH DEAL", "NEW YEAR DEAL", "LIMITED OFFER"]), pr, ri(3000, 6500), ch([20, 30, 50, 60, 100]), price())
    elif k == 2:
        t = "Get %s free trial %d days - no credit card needed" % (pr, ch([3, 7, 10, 14, 30]))
    elif k == 3:
        t = "Tired of %s? Switch to %s today" % (ch(["DMCA takedowns", "missing articles", "slow speeds", "incomplete downloads", "your ISP throttling"]), pr)
    elif k == 4:
        t = "Best usenet provider %d -> %s" % (ri(2015, 2025), site_name())
    elif k == 5:
        t = "%s + free VPN + free newsreader for %s/month" % (pr, price())
    elif k == 6:
        t = "%s block account %s only %s - never expires" % (pr, ch(["500GB", "1TB", "2TB", "5TB", "10TB"]), price())
    elif k == 7:
        t = "VIP %s %s %s - unlimited API hits, %s" % (ch(["lifetime", "1 year", "yearly"]), ch(["membership", "invite", "access"]), ch(INDEXERS), price())
    elif k == 8:
        t = ch(["Usenet-Zugang %d Tage gratis testen bei %s", "Acces Usenet gratuit %d jours chez %s", "Gratis Usenet %d dagen proberen bij %s"]) % (ch([7, 14, 30]), pr)
    else:
        t = "%s %s" % (ch(["Why pay more?", "Cheapest usenet ever!", "Unlimited speed, no logs!", "SSL + 256bit, no limits!", "Uncensored retention!"]), ch([pr + " - " + price(), site_name(), pr + " signup: " + site_name()]))
    return vary_case(t, (8, 1, 1, 0)), ch(G_ANY + G_MOVIE + G_TV + G_MUSIC)


COINS = ["BTC", "Bitcoin", "ETH", "Ethereum", "USDT", "SOL", "DOGE", "XRP", "SHIB", "PEPE", "TRX", "BNB", "LTC"]


@family("junk", "crypto_scam")
def crypto_scam():
    c = ch(COINS)
    k = ri(0, 10)
    if k == 0:
        t = "FREE %s %s AIRDROP - claim at %s" % (ch(["0.5", "1", "2.5", "5000", "100k", "10"]), c, site_name())
    elif k == 1:
        n = ch([0.1, 0.5, 1, 2, 5])
        t = "%s %s giveaway: send %s %s get %s back" % (ch(["Elon Musk", "Tesla", "Binance", "Vitalik", "MrBeast", "Coinbase", "SpaceX"]), c, n, c, n * 2)
    elif k == 2:
        t = "%s doubler - guaranteed 2x in %d hours" % (c, ch([12, 24, 48, 72]))
    elif k == 3:
        t = "New %s presale - %s gem - %s" % (ch(["$" + ch(["MOON", "ELONX", "SAFE", "PUMP", "GEM", "ROCKET", "DOGEK", "APEX"]) + " token", "meme coin", "DeFi token", "AI token"]), ch(["1000x", "100x", "next 10000x", "moonshot"]), ch(["dont miss out", "last chance", "buy before listing", "LFG!!!", "whitelist open"]))
    elif k == 4:
        t = "Crypto signals VIP - %d%% accuracy - %s" % (ri(88, 99), tg_handle())
    elif k == 5:
        t = "Recover lost %s wallet - %s" % (c, ch(["seed phrase recovery service", "100% guaranteed", "contact our experts", "scammed? we get it back"]))
    elif k == 6:
        t = "Earn %d%% %s staking %s - %s" % (ri(2, 50), ch(["daily", "weekly", "per day"]), c, site_name())
    elif k == 7:
        t = ch(["Bitcoin mining cloud contract - passive income %s", "Cloud mining %s - start with $10", "Mine %s on your phone - free app"]) % ch(["", "2025", "now", "today", "!!!", c]).strip()
    elif k == 8:
        t = ch(["Mit %s reich werden - %s", "Gana dinero con %s - %s", "Gagnez avec le %s - %s", "Verdien geld met %s - %s", "Заработок на %s - %s"]) % (c, site_name())
    elif k == 9:
        t = "I made %s in %d days with %s - here is how" % (money(), ri(3, 60), c)
    else:
        t = "%s wallet drainer %s | %s" % (c, ch(["for sale", "v%d.%d" % (ri(1, 5), ri(0, 9)), "private"]), tg_handle()) if p(0.3) else "%s price will explode %d%% tomorrow - buy now %s" % (c, ri(100, 5000), site_name())
    return vary_case(t, (8, 1, 2, 0)), ch(G_ANY)


@family("junk", "forex_trading_scam")
def forex_trading_scam():
    k = ri(0, 9)
    if k == 0:
        t = "Earn %s trading Forex - %d%% win rate guaranteed" % (money(), ri(85, 99))
    elif k == 1:
        t = "Binary options robot - turn $%d into $%s" % (ch([100, 250, 500]), ch(["10,000", "25,000", "100,000"]))
    elif k == 2:
        t = "%s signals free trial - %s" % (ch(["Gold XAUUSD", "EURUSD", "GBPJPY", "NAS100", "US30", "Forex"]), ch(["join now", tg_handle(), site_name(), "limited seats"]))
    elif k == 3:
        t = "Managed account - %d%% monthly returns - %s" % (ri(10, 60), ch(["no risk", "zero risk", "capital protected", "withdraw anytime"]))
    elif k == 4:
        t = "%s trading app - invest %s today, earn %s" % (ch(["Quantum AI", "Bitcoin Era", "Immediate Edge", "ProfitBot X", "TradeGenius", "AutoWealth AI"]), ch(["$250", "EUR 250", "250 USD"]), money())
    elif k == 5:
        t = "This penny stock will explode %d%% - %s" % (ri(200, 3000), ch(["ticker inside", "buy before monday", "insider tip", "huge news coming"]))
    elif k == 6:
        t = "The secret trading strategy %s dont want you to know" % ch(["banks", "brokers", "Wall Street", "the rich"])
    elif k == 7:
        t = ch(["Geld verdienen mit Trading - %s im Monat", "Gagnez %s par mois en trading", "Gana %s al mes con Forex", "Guadagna %s al mese con il trading"]) % money()
    elif k == 8:
        t = "FREE forex course + EA robot %s - %s" % (ch(["v%d" % ri(2, 9), "2024", "2025", "MT4/MT5"]), site_name())
    else:
        t = "Retire in %d months - %s" % (ri(3, 24), ch(["options trading system", "AI trading bot", "copy my trades", "forex autopilot"]))
    return vary_case(t, (8, 1, 2, 1)), ch(G_ANY)


SCAM_NAMES = ["Dr. James Okoro", "Barrister Paul Mensah", "Mrs. Grace Williams", "Prince Abubakar Sule",
              "Mr. Ahmed Karim", "Dr. Linda Morgan", "Col. Robert Haines", "Mrs. Fatima Bello", "Hon. Peter Eze",
              "Sgt. Mary Johnson", "Mr. Chen Wei", "Dr. Ibrahim Musa", "Barr. Kingsley Obi", "Mrs. Helen Carter"]


def big_amount():
    return ch(["$%d.%d Million" % (ri(2, 45), ri(0, 9)), "US$%d,500,000.00" % ri(2, 30), "%d.5M EUR" % ri(1, 20),
               "GBP %d,000,000" % ri(1, 15), "$%d,000,000 USD" % ri(3, 95)])


@family("junk", "advance_fee_scam")
def advance_fee_scam():
    nm = ch(SCAM_NAMES)
    k = ri(0, 9)
    if k == 0:
        t = "URGENT: Business proposal from %s" % nm
    elif k == 1:
        t = "Dear Beneficiary, your fund of %s is ready for transfer" % big_amount()
    elif k == 2:
        t = "Inheritance of late %s - contact me urgently" % ch(["Mr. " + ch(["Williams", "Johnson", "Peterson", "Schmidt", "Dubois"]), "engineer " + ch(["Mark", "David", "Hans"]), "client"])
    elif k == 3:
        t = "Confidential: %s consignment box awaiting delivery" % big_amount()
    elif k == 4:
        t = "%s Compensation Fund payment notification ref %s/%s" % (ch(["UN", "IMF", "World Bank", "ECOWAS", "FBI"]), alnum(3, string.ascii_uppercase), ri(1000, 99999))
    elif k == 5:
        t = "ATM card worth %s has been approved in your favour" % big_amount()
    elif k == 6:
        t = "From the desk of %s, %s" % (nm, ch(["Central Bank", "Ministry of Finance", "Foreign Remittance Dept", "Diplomatic Courier Service", "Standard Trust Bank"]))
    elif k == 7:
        t = "I need your assistance to transfer %s" % big_amount()
    elif k == 8:
        t = "Attn: %s - %s" % (ch(["Next of Kin", "Beneficiary", "Dear Friend", "Good Day", "Partner"]), big_amount())
    else:
        t = "%s %s" % (ch(["Hello dear, i am", "Greetings, I am", "My name is", "Please read, I am"]), nm + ch([" and I have a proposal", ", a dying widow", ", please reply", " with an offer for you"]))
    return vary_case(t, (6, 1, 3, 0)), ch(G_ANY)


@family("junk", "prize_survey_scam")
def prize_survey_scam():
    prize = ch(["an iPhone 16 Pro", "a Samsung Galaxy S25", "a PS5", "a $1000 Walmart gift card", "a $500 Amazon gift card",
                "a new MacBook", "a Dyson V15", "a Tesla Model 3", "$750 Cash App", "an Xbox Series X", "a $250 Costco voucher"])
    k = ri(0, 9)
    if k == 0:
        t = "Congratulations! You have won %s" % prize
    elif k == 1:
        t = "You've been selected - claim your %s now" % prize.split(" ", 1)[1]
    elif k == 2:
        t = "%s customer survey - get %s reward" % (ch(["Amazon", "Walmart", "Costco", "Netflix", "Lidl", "Aldi", "Target", "DHL"]), ch(["$50", "$100", "a $90", "an exclusive"]))
    elif k == 3:
        t = "Last chance: your %s expires today" % ch(["reward", "prize", "gift", "bonus", "free gift card", "loyalty reward"])
    elif k == 4:
        t = "Spin the wheel and win %s" % prize
    elif k == 5:
        t = "Lottery winner notification - %s - ticket %s-%d" % (big_amount(), alnum(2, string.ascii_uppercase), ri(10000, 99999))
    elif k == 6:
        t = "FREE %s - only pay shipping" % prize.split(" ", 1)[1]
    elif k == 7:
        t = ch(["Gewinnspiel: %s gewinnen!", "Gagnez %s maintenant", "Ganaste %s - reclama ya", "Je hebt %s gewonnen!"]) % prize
    elif k == 8:
        t = "Answer %d questions and get %s" % (ri(3, 10), prize)
    else:
        t = "%s Winner #%d - %s" % (ch(["Daily", "Weekly", "Monthly", "Lucky Visitor", "Lucky"]), ri(100, 99999), ch(["click to claim", "collect your prize", "verify to receive", "confirm your address"]))
    return vary_case(t, (8, 1, 2, 0)), ch(G_ANY)



# ------------------------------- batch 3

@family("junk", "dating_lure")
def dating_lure():
    nm = ch(["Natasha", "Anna", "Katya", "Jessica", "Lena", "Mia", "Sophie", "Olga", "Daria", "Chloe", "Vanessa", "Yuki", "Maria"])
    age = ri(19, 34)
    k = ri(0, 10)
    if k == 0:
        t = "Hot singles in %s want to meet you tonight" % ch(["your area", "your city", "your town", "your neighbourhood", "YOUR AREA"])
    elif k == 1:
        t = "%s, %d, wants to chat with you - %s" % (nm, age, ch(["see her photos", "she is online now", "private pics inside", "reply fast", site_name()]))
    elif k == 2:
        t = "Lonely %s looking for %s - %s" % (ch(["housewives", "MILFs", "wives", "women", "girls", "cougars"]), ch(["discreet fun", "a secret affair", "no strings attached", "hookups", "real men"]), ch(["free signup", "100% discreet", "no credit card", site_name()]))
    elif k == 3:
        t = "%s brides - find your beautiful wife %s" % (ch(["Russian", "Ukrainian", "Asian", "Latin", "Thai", "Filipina"]), ch(["today", "now", "at " + site_name(), "- 1000s of profiles"]))
    elif k == 4:
        t = "Free webcam girls - %s" % ch(["no registration", "live now", "sign up free", "private shows", site_name()])
    elif k == 5:
        t = "Hi, I'm %s. I saw your profile and %s" % (nm, ch(["want to meet :)", "I like you", "wrote you a message", "I'm so bored tonight"]))
    elif k == 6:
        t = "%d girls within %d km of you are online" % (ri(12, 400), ri(2, 25))
    elif k == 7:
        t = ch(["Einsame Frauen in deiner Naehe - %s", "Sexdates in deiner Stadt - %s", "Femmes seules pres de chez vous - %s", "Chicas solteras cerca de ti - %s", "Vrouwen zoeken contact - %s"]) % ch(["gratis", "jetzt", "maintenant", site_name()])
    elif k == 8:
        t = "Meet %s - %s" % (ch(["sexy singles", "real women", "naughty girls", "verified babes", "local girls"]), ch(["no fakes!", "100% free", "tonight", "verify age here", "click my profile"]))
    elif k == 9:
        t = "%s (%d) sent you %d new messages" % (nm, age, ri(2, 9))
    else:
        t = "find a fuckbuddy %s - %s" % (ch(["tonight", "in 5 minutes", "near you", "today"]), site_name())
    return vary_case(t, (8, 1, 2, 1)), ch(G_XXX + G_ANY)


DRUGS = ["Viagra", "Cialis", "Levitra", "Xanax", "Valium", "Tramadol", "Ambien", "Oxycodone", "Adderall",
         "Modafinil", "Phentermine", "Ozempic", "Semaglutide", "Propecia", "Kamagra", "Soma", "Vicodin", "Clonazepam"]


def mangle_drug(d):
    k = ri(0, 4)
    if k == 0:
        return d
    if k == 1:
        return " ".join(d.upper())
    if k == 2:
        return d.replace("i", "1").replace("a", "@").replace("o", "0")
    if k == 3:
        return d[0] + "." + ".".join(d[1:])
    return d.upper()


@family("junk", "pharmacy_spam")
def pharmacy_spam():
    d = mangle_drug(ch(DRUGS))
    k = ri(0, 9)
    if k == 0:
        t = "Cheap %s online - no prescription needed" % d
    elif k == 1:
        t = "%s %dmg x %d pills only %s - %s" % (d, ch([5, 10, 20, 50, 100, 200]), ch([10, 30, 60, 90, 120]), price(), ch(["free shipping", "discreet delivery", "overnight", "worldwide"]))
    elif k == 2:
        t = "Online pharmacy %d%% off - %s, %s, %s" % (ri(30, 90), mangle_drug(ch(DRUGS)), mangle_drug(ch(DRUGS)), mangle_drug(ch(DRUGS)))
    elif k == 3:
        t = "Lose %d lbs in %d days - %s" % (ri(10, 40), ri(7, 30), ch(["new miracle pill", "doctors hate this", "keto pills", "fat burner", "Ozempic alternative"]))
    elif k == 4:
        t = "Buy %s without prescription %s" % (d, ch(["- " + site_name(), "USA to USA", "no Rx", "legit vendor", "bitcoin accepted"]))
    elif k == 5:
        t = "Last %s longer in bed - %s" % (ch(["3x", "5x", "hours", "all night"]), ch(["natural enhancer", "100% herbal", d, "male enhancement"]))
    elif k == 6:
        t = "%s generic %s" % (d, ch(["best price guaranteed", "bulk discount", "FDA approved", "canadian pharmacy", "express shipping"]))
    elif k == 7:
        t = ch(["%s rezeptfrei kaufen", "%s sans ordonnance", "comprar %s sin receta", "%s zonder recept", "%s senza ricetta"]) % d
    elif k == 8:
        t = "Enlarge your %s naturally - %s" % (ch(["size", "manhood", "p3nis", "muscles"]), ch(["results in 2 weeks", "100% guaranteed", site_name()]))
    else:
        t = "%s %s %s" % (ch(["RX", "Meds", "Pharma", "Pills"]), ch(["Shop", "Store", "Direct", "Online"]), ch(["-" + str(ri(20, 80)) + "%", "- order now", site_name(), "24/7"]))
    return vary_case(t, (8, 1, 2, 0)), ch(G_ANY + G_XXX)


@family("junk", "replica_goods")
def replica_goods():
    brand = ch(["Rolex", "Omega", "Patek Philippe", "Audemars Piguet", "Cartier", "Louis Vuitton", "Gucci", "Prada", "Hermes",
                "Chanel", "Nike", "Jordan", "Yeezy", "Moncler", "Canada Goose", "Ray-Ban", "Oakley", "Tag Heuer", "Balenciaga"])
    item = ch(["watches", "bags", "handbags", "sneakers", "jackets", "sunglasses", "wallets", "belts", "shoes"])
    k = ri(0, 8)
    if k == 0:
        t = "Replica %s %s 1:1 - only %s" % (brand, ch(["Submariner", "Daytona", "Speedmaster", "Nautilus", "Royal Oak", "Neverfull", "Birkin", "Air Jordan 1", "Santos"]), price())
    elif k == 1:
        t = "Cheap %s %s outlet %s" % (brand, item, ch(["- 90% off", "sale", "online store", site_name(), "free shipping"]))
    elif k == 2:
        t = "AAA quality %s %s wholesale %s" % (brand, item, ch(["from factory", "PayPal accepted", "dropshipping", "low MOQ"]))
    elif k == 3:
        t = "Swiss made replica watches %s" % ch(["best quality", "- " + site_name(), "automatic movement", "1:1 clone", "sale"])
    elif k == 4:
        t = "%s %s %d%% off - %s" % (brand, item, ri(50, 95), ch(["limited time", "clearance", "factory direct", "authentic look"]))
    elif k == 5:
        t = "Fake %s %s that look real %s" % (brand, item, site_name())
    elif k == 6:
        t = ch(["%s Replik Uhren guenstig", "Montres %s replique pas cher", "Replicas %s baratas", "Replica %s tassen goedkoop"]) % brand
    elif k == 7:
        t = "%s %s %s" % (ch(["Designer", "Luxury", "Brand"]), item, ch(["at factory prices", "from $19", "- super fake", "wholesale only"]))
    else:
        t = "Buy %s %s %s" % (brand, item, ch(["from China direct", "bulk", "cheap", "mirror quality"]))
    return vary_case(t, (8, 1, 2, 1)), ch(G_ANY)


@family("junk", "fake_accounts_sale")
def fake_accounts_sale():
    svc = ch(["Netflix", "Spotify", "Disney+", "HBO Max", "Hulu", "Amazon Prime", "PayPal", "Steam", "Xbox Game Pass",
              "Rapidgator", "Uploaded", "Nitroflare", "Crunchyroll", "YouTube Premium", "ChatGPT Plus", "IPTV", "NordVPN", "OnlyFans"])
    k = ri(0, 10)
    if k == 0:
        t = "%s premium accounts %s - %s" % (svc, ch(["lifetime", "1 year", "12 months", "6 months"]), price())
    elif k == 1:
        t = "Selling verified %s accounts %s" % (ch(["PayPal", "Stripe", "Coinbase", "Binance", "Gmail", "Facebook", "Instagram", "Amazon seller"]), ch(["bulk", "with balance", "aged", "PVA", "- " + tg_handle()]))
    elif k == 2:
        t = "%s %s - %d accounts working %d/%02d" % (svc, ch(["combo list", "cookies", "hits", "accounts dump"]), ri(50, 5000), ri(1, 12), ri(24, 25))
    elif k == 3:
        t = "Buy %d %s followers for %s" % (ch([1000, 5000, 10000, 50000, 100000]), ch(["Instagram", "TikTok", "YouTube", "Twitter", "Twitch", "Spotify"]), price())
    elif k == 4:
        t = "%s premium key generator %s" % (svc, ch(["2024", "2025", "working", "v%d.%d" % (ri(1, 6), ri(0, 9)), "no survey"]))
    elif k == 5:
        t = "CC %s %s" % (ch(["fullz", "dumps", "with CVV", "+ SSN"]), ch(["fresh daily", "USA/EU", "high balance", tg_handle()]))
    elif k == 6:
        t = "IPTV %d channels %s %s" % (ri(8000, 30000), ch(["12 months", "1 year", "lifetime"]), ch([price(), "free trial 24h", "4K/FHD", site_name()]))
    elif k == 7:
        t = "Cheap %s gift cards %d%% below face value" % (ch(["Steam", "Amazon", "iTunes", "Google Play", "PSN"]), ri(20, 70))
    elif k == 8:
        t = "%s account shop - %s" % (svc, ch(["instant delivery", "crypto payment", "warranty included", site_name()]))
    elif k == 9:
        t = ch(["Netflix Konto guenstig abzugeben - %s", "Compte %s pas cher - %s", "Cuentas %s baratas - %s"]) % ((site_name(),) if False else (svc, site_name())) if p(0.0) else ch(["%s Konto guenstig - %s", "Compte %s pas cher - %s", "Cuentas %s baratas - %s", "%s account goedkoop - %s"]) % (svc, site_name())
    else:
        t = "Free %s accounts %s" % (svc, ch(["generator", "giveaway", "dump " + str(ri(1, 99)), "every day", "no ban"]))
    return vary_case(t, (8, 1, 2, 0)), ch(G_ANY + G_SOFT)


@family("junk", "make_money_fast")
def make_money_fast():
    k = ri(0, 10)
    if k == 0:
        t = "Make %s a %s from home!%s" % (ch(["$5000", "$1,000", "$350", "$10k", "EUR 3000"]), ch(["week", "month", "day"]), ch(["", "!", "!!", " No experience needed"]))
    elif k == 1:
        t = "Work from home - be your own boss - %s" % ch(["start today", "no selling", "2 hrs/day", site_name()])
    elif k == 2:
        t = "The secret system that made me a millionaire in %d months" % ri(2, 18)
    elif k == 3:
        t = "MAKE MONEY FAST %s" % ch(["!!!", "- guaranteed", "- legal", "- proven", "$$$", "- no scam"])
    elif k == 4:
        t = "Get paid %s to %s" % (ch(["$25/hr", "$40 per hour", "$100 a day", "$500 weekly"]), ch(["type from home", "fill surveys", "watch videos", "post ads online", "test apps", "like posts"]))
    elif k == 5:
        t = "Passive income %s - %s" % (ch(["blueprint", "secrets", "system 2.0", "machine", "autopilot"]), ch(["free webinar", "limited spots", site_name(), "copy paste method"]))
    elif k == 6:
        t = ch(["Geld verdienen von zu Hause - %s", "Gagnez de l'argent depuis chez vous - %s", "Gana dinero desde casa - %s", "Thuis geld verdienen - %s", "Guadagna da casa - %s"]) % ch(["sofort", "gratuit", "hoy", "nu", site_name()])
    elif k == 7:
        t = "%s %s %s" % (ch(["$$$", "!!!", "***", ">>>"]), ch(["EASY MONEY", "QUICK CASH", "FREE MONEY", "INSTANT PROFIT", "CASH NOW"]), ch(["$$$", "!!!", "***", "<<<"]))
    elif k == 8:
        t = "I quit my job and earn %s - %s" % (money(), ch(["ask me how", "here is my method", "you can too", "see proof"]))
    elif k == 9:
        t = "Dropshipping course %s - make %s %s" % (ch(["free", "leaked", "2025"]), money(), ch(["per month", "in 30 days"]))
    else:
        t = "Earn %s with your computer - %s" % (money(), ch(["no skills needed", "click here", "join free", "limited offer"]))
    return vary_case(t, (8, 1, 1, 1)), ch(G_ANY)


@family("junk", "loan_credit_scam")
def loan_credit_scam():
    k = ri(0, 8)
    if k == 0:
        t = "Bad credit? Get approved %s" % ch(["today", "in 5 minutes", "instantly", "- no credit check", "guaranteed"])
    elif k == 1:
        t = "Payday loans %s - %s" % (ch(["up to $1500", "instant cash", "same day", "no fax"]), ch(["apply now", site_name(), "100% approval"]))
    elif k == 2:
        t = "Debt consolidation - cut your payments by %d%%" % ri(30, 80)
    elif k == 3:
        t = "Personal loan %s at %s%% - %s" % (ch(["$5,000", "$50,000", "EUR 10.000", "$100k"]), ch(["1.9", "2", "0.9", "3"]), ch(["no collateral", "fast approval", "contact us", "bad credit OK"]))
    elif k == 4:
        t = "Fix your credit score %d points in %d days" % (ri(50, 200), ri(14, 60))
    elif k == 5:
        t = ch(["Kredit ohne Schufa - %s", "Pret rapide sans justificatif - %s", "Prestamos rapidos sin aval - %s", "Lenen zonder BKR - %s"]) % ch(["sofort", "24h", site_name()])
    elif k == 6:
        t = "Student loan forgiveness %s" % ch(["- check eligibility", "program 2025", "- apply before deadline", "approved!"])
    elif k == 7:
        t = "Refinance now - rates as low as %d.%d%%" % (ri(1, 4), ri(0, 9))
    else:
        t = "Need cash? %s" % ch(["Loan approved in 1 hour", "We lend to everyone", "Get $2000 today", "No credit check loans"])
    return vary_case(t, (8, 1, 2, 0)), ch(G_ANY)


@family("junk", "casino_betting_ad")
def casino_betting_ad():
    cas = ch(["LuckySpin", "Casino Royal77", "VegasPlanet", "SpinPalace", "BetKing", "JackpotCity", "GoldRush Casino", "Bet777", "WinMax"])
    k = ri(0, 9)
    if k == 0:
        t = "%s - %d%% bonus + %d free spins" % (cas, ch([100, 200, 300, 500]), ch([50, 100, 200, 250]))
    elif k == 1:
        t = "Online casino no deposit bonus %s" % ch(["2025", "- claim now", "code " + alnum(6, string.ascii_uppercase), site_name()])
    elif k == 2:
        t = "Sports betting tips %s - %s" % (ch(["guaranteed", "100% fixed matches", "VIP", "sure wins"]), ch([tg_handle(), site_name(), "join today"]))
    elif k == 3:
        t = "%s bonus code %s - get %s free" % (ch(["Bet365", "Betway", "Stake", "1xBet", "Unibet", "Bwin"]), alnum(ri(5, 8), string.ascii_uppercase + string.digits), ch(["$100", "EUR 50", "$500", "bets"]))
    elif k == 4:
        t = "Win real money playing slots - %s" % ch(["free download", "play now", site_name(), "instant payout"])
    elif k == 5:
        t = "Fixed match %s vs %s 100%% sure %s" % (ch(["Ajax", "Porto", "Lazio", "Celtic", "Galatasaray", "Benfica"]), ch(["PSV", "Sporting", "Roma", "Rangers", "Fenerbahce", "Braga"]), ch(["odds 15", "HT/FT", "contact", tg_handle()]))
    elif k == 6:
        t = ch(["Online Casino Bonus ohne Einzahlung - %s", "Casino en ligne bonus sans depot - %s", "Casino online bono sin deposito - %s"]) % cas
    elif k == 7:
        t = "Crypto casino %s - %s" % (cas, ch(["provably fair", "instant withdrawals", "1 BTC welcome bonus", "no KYC"]))
    elif k == 8:
        t = "Poker %s - %s" % (ch(["freeroll", "rakeback 60%", "welcome package"]), site_name())
    else:
        t = "%s JACKPOT %s %s" % (ch(["MEGA", "SUPER", "$1,000,000", "HUGE"]), ch(["TODAY", "WINNER", "ALERT"]), cas)
    return vary_case(t, (8, 1, 2, 0)), ch(G_ANY)


ANIME = ["Sousou no Frieren", "Dandadan", "Kusuriya no Hitorigoto", "Jujutsu Kaisen", "One Piece", "Shingeki no Kyojin",
         "Spy x Family", "Bocchi the Rock!", "Oshi no Ko", "Chainsaw Man", "Kimetsu no Yaiba", "Dungeon Meshi",
         "Blue Lock", "Ore dake Level Up na Ken", "Mushoku Tensei", "Re Zero kara Hajimeru Isekai Seikatsu",
         "Boku no Hero Academia", "Bleach - Sennen Kessen-hen", "Kaijuu 8-gou", "Wind Breaker", "Hibike! Euphonium",
         "Yofukashi no Uta", "Natsume Yuujinchou", "Gintama", "Mob Psycho 100", "Vinland Saga", "Haikyuu!!",
         "Made in Abyss", "Kaguya-sama wa Kokurasetai", "Sakamoto Days", "Yuru Camp", "Kono Subarashii Sekai ni Shukufuku wo!",
         "Tensei shitara Slime Datta Ken", "Dr. Stone", "Tokyo Revengers", "Hunter x Hunter (2011)", "Cowboy Bebop",
         "Neon Genesis Evangelion", "Fullmetal Alchemist Brotherhood", "Steins;Gate", "Monster", "Mushishi",
         "Ookami to Koushinryou", "Kimi ni Todoke", "Isekai Ojisan", "Dragon Ball Daima", "Detective Conan",
         "Boruto", "Tongari Boushi no Atelier", "Kaoru Hana wa Rin to Saku", "Ore wa Subete wo Parry suru",
         "Shangri-La Frontier", "Solo Leveling", "The Apothecary Diaries", "Frieren Beyond Journeys End",
         "Makeine", "Oshi no Ko", "Tsuki ga Michibiku Isekai Douchuu", "Summertime Render"]
ANIME_GRP = ["SubsPlease", "Erai-raws", "EMBER", "Judas", "ASW", "Tsundere-Raws", "HorribleSubs", "Commie", "GJM",
             "Kametsu", "Anime Time", "Cleo", "DKB", "NC-Raws", "Yameii", "ToonsHub", "Beatrice-Raws", "Ohys-Raws",
             "Lilith-Raws", "Moozzi2", "SallySubs", "Vodes", "Okay-Subs", "Chihiro", "FFF", "Doki", "Coalgirls",
             "SSA", "Nekomoe kissaten", "LoliHouse", "Sokudo", "neoHEVC", "Kawaiika-Raws", "MTBB", "Asakura"]


@family("legit", "anime_fansub")
def anime_fansub():
    a = ch(ANIME)
    g = ch(ANIME_GRP)
    ep = ri(1, 24) if p(0.85) else ri(25, 1150)
    crc = hexs(8, upper=True)
    k = ri(0, 8)
    if k == 0:
        t = "[%s] %s - %02d (%s) [%s].mkv" % (g, a, ep, ch(["1080p", "720p", "480p"]), crc)
    elif k == 1:
        t = "[%s] %s - %02d [%s][%s][%s].mkv" % (g, a, ep, ch(["1080p", "720p"]), ch(["Multiple Subtitle", "HEVC", "CR WEB-DL AVC AAC", "ADN WEB-DL"]), crc)
    elif k == 2:
        t = "[%s] %s (Season %d) [%s][%s][Multi-Subs] (Batch)" % (g, a, ri(1, 4), ch(["1080p", "720p"]), ch(["HEVC x265 10bit", "AV1", "AVC"]))
    elif k == 3:
        t = "[%s] %s S%02dE%02d [%s] [%s]" % (g, a, ri(1, 4), ep if ep < 100 else ri(1, 24), ch(["1080p", "720p", "2160p"]), ch(["HEVC WEBRip", "Dual-Audio", "English Dub", "WEB-DL"]))
    elif k == 4:
        t = "%s.S%02dE%02d.%s.%s.WEB-DL.%s.H.264-%s" % (dots(a.replace(";", "")), ri(1, 4), ri(1, 24), ch(["1080p", "720p"]), ch(["CR", "NF", "HIDI", "DSNP", "B-Global", "ADN"]), ch(["AAC2.0", "DDP2.0", "JPN.AAC2.0"]), ch(["VARYG", "ToonsHub", "KawaiiNoBoy", "Kitsune", "SMURF"]))
    elif k == 5:
        t = "[%s] %s (BD %s %s %s)" % (g, a, ch(["1080p", "1920x1080", "720p", "2160p"]), ch(["Hi10", "x264", "HEVC", "x.264"]), ch(["FLAC", "FLACx2", "Dual Audio", "Opus"]))
    elif k == 6:
        t = "[%s] %s - %02d (%s %s x264 AAC).mp4" % (ch(["Ohys-Raws", "Leopard-Raws", "Lilith-Raws", "NC-Raws"]), a, ep, ch(["TX", "BS11", "MX", "AT-X", "CX", "B-Global"]), ch(["1280x720", "1920x1080"]))
    elif k == 7:
        t = "[%s] %s - %02dv2 [%s][%s]" % (g, a, ep, ch(["1080p", "720p"]), crc)
    else:
        t = "[%s] %s - Movie%s [BD %s][%s]" % (g, a, ch(["", " 1", " 2", " - Special"]), ch(["1080p", "2160p"]), ch(["HEVC 10bit", "AVC", "Hi10P FLAC"]))
    return t, ch(["alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed", "alt.binaries.anime",
                  "alt.binaries.multimedia.anime.repost", "alt.binaries.boneless", "alt.binaries.multimedia.cartoons"])


MUSIC = [("Radiohead", "In Rainbows", 2007), ("Radiohead", "Kid A", 2000), ("Taylor Swift", "The Tortured Poets Department", 2024),
         ("Beyonce", "Cowboy Carter", 2024), ("Kendrick Lamar", "GNX", 2024), ("Billie Eilish", "Hit Me Hard and Soft", 2024),
         ("Fleetwood Mac", "Rumours", 1977), ("Pink Floyd", "The Dark Side of the Moon", 1973), ("Pink Floyd", "Animals", 1977),
         ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965), ("Bob Dylan", "Blonde on Blonde", 1966),
         ("Nick Cave and the Bad Seeds", "Wild God", 2024), ("Bjork", "Homogenic", 1997), ("Massive Attack", "Mezzanine", 1998),
         ("Portishead", "Dummy", 1994), ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Burial", "Untrue", 2007),
         ("Charli xcx", "Brat", 2024), ("Sabrina Carpenter", "Short n Sweet", 2024), ("Daft Punk", "Random Access Memories", 2013),
         ("Air", "Moon Safari", 1998), ("Kraftwerk", "Autobahn", 1974), ("Rammstein", "Mutter", 2001), ("Rosalia", "Motomami", 2022),
         ("Metallica", "Master of Puppets", 1986), ("Iron Maiden", "Senjutsu", 2021), ("Gojira", "Fortitude", 2021),
         ("Opeth", "The Last Will and Testament", 2024), ("Sleep Token", "Even in Arcadia", 2025), ("Nirvana", "In Utero", 1993),
         ("Pearl Jam", "Dark Matter", 2024), ("Queens of the Stone Age", "Songs for the Deaf", 2002), ("Arctic Monkeys", "AM", 2013),
         ("The Strokes", "Is This It", 2001), ("Oasis", "Definitely Maybe", 1994), ("Pulp", "Different Class", 1995),
         ("Joy Division", "Unknown Pleasures", 1979), ("Depeche Mode", "Memento Mori", 2023), ("The Cure", "Songs of a Lost World", 2024),
         ("Cocteau Twins", "Heaven or Las Vegas", 1990), ("Slowdive", "Everything Is Alive", 2023), ("My Bloody Valentine", "Loveless", 1991),
         ("Talking Heads", "Remain in Light", 1980), ("David Bowie", "Hunky Dory", 1971), ("Prince", "Purple Rain", 1984),
         ("Kate Bush", "Hounds of Love", 1985), ("Joni Mitchell", "Blue", 1971), ("Leonard Cohen", "You Want It Darker", 2016),
         ("Tom Waits", "Rain Dogs", 1985), ("Bruce Springsteen", "Born to Run", 1975), ("Neil Young", "Harvest", 1972),
         ("The Beatles", "Abbey Road", 1969), ("The Rolling Stones", "Hackney Diamonds", 2023), ("Led Zeppelin", "Physical Graffiti", 1975),
         ("Black Sabbath", "Paranoid", 1970), ("Queen", "A Night at the Opera", 1975), ("ABBA", "Voyage", 2021), ("Sade", "Diamond Life", 1984),
         ("Frank Ocean", "Blonde", 2016), ("SZA", "SOS", 2022), ("Tyler, The Creator", "Chromakopia", 2024), ("Madvillain", "Madvillainy", 2004),
         ("Wu-Tang Clan", "Enter the Wu-Tang (36 Chambers)", 1993), ("Nas", "Illmatic", 1994), ("OutKast", "Aquemini", 1998),
         ("A Tribe Called Quest", "Midnight Marauders", 1993), ("Little Simz", "Lotus", 2025), ("Olivia Rodrigo", "GUTS", 2023),
         ("Dua Lipa", "Radical Optimism", 2024), ("Norah Jones", "Visions", 2024), ("Keith Jarrett", "The Koln Concert", 1975),
         ("Herbie Hancock", "Head Hunters", 1973), ("Weather Report", "Heavy Weather", 1977), ("Kamasi Washington", "Fearless Movement", 2024),
         ("Nils Frahm", "Spaces", 2013), ("Max Richter", "Sleep", 2015), ("Hans Zimmer", "Dune Part Two OST", 2024),
         ("Ennio Morricone", "The Good the Bad and the Ugly OST", 1966), ("Glenn Gould", "Bach Goldberg Variations", 1981),
         ("Berliner Philharmoniker", "Beethoven Symphonies 1-9", 2016), ("Fontaines D.C.", "Romance", 2024), ("Mk.gee", "Two Star and the Dream Police", 2024),
         ("Beach House", "Once Twice Melody", 2022), ("Boards of Canada", "Music Has the Right to Children", 1998), ("Four Tet", "Three", 2024),
         ("Justice", "Hyperdrama", 2024), ("Stromae", "Multitude", 2022), ("Bad Bunny", "Debi Tirar Mas Fotos", 2025),
         ("Herbert Groenemeyer", "Das ist los", 2023), ("Die Toten Hosen", "Alles aus Liebe", 2022), ("Zaz", "Sains et saufs", 2024)]
FLAC_GRP = ["FLACME", "PERFECT", "NBFLAC", "dL", "MPX", "FATHEAD", "WRE", "DDAS", "ERP", "BITOCUBE", "RUiLER", "401",
            "MOD", "ENRiCH", "WEB", "TOTAL", "SPANK", "CMG", "DOCiLE"]
MP3_GRP = ["BPM", "C4", "DOCiLE", "ENRAGED", "GRAVEWISH", "HHI", "MARR", "OMA", "SO", "ZzZz", "YARD", "FiH", "DDC",
           "SRP", "JLM", "TR24", "AMOK", "NOiCE", "WUS", "SPANK", "KOPiE", "PMP", "AFO", "ATMO", "EGO", "RAGEMP3"]


def album():
    if p(0.85):
        return ch(MUSIC)
    art = "%s %s" % (ch(["The", "", "", "DJ", "Los", "Die"]), ch(["Velvet Foxes", "Nocturnal Bloom", "Salt Cathedral", "Harbor Lights", "Ghost Orchard", "Kid Meridian", "Paper Lanterns", "Neon Fjord", "Rosa Vermelha", "Sanne Holt", "Morgan Delacroix", "Tiny Ruins", "Static Choir", "Quiet Engines"]))
    return (art.strip(), "%s %s" % (ch(ADJ), ch(NOUN)), ri(1970, 2025))


def scene_artist(a):
    return a.replace(" ", "_").replace(",", "").replace("'", "").replace("(", "").replace(")", "")


@family("legit", "music_flac")
def music_flac():
    art, alb, y = album()
    k = ri(0, 7)
    if k == 0:
        t = "%s - %s (%d) [FLAC]" % (art, alb, y)
    elif k == 1:
        t = "%s - %s (%d) [FLAC %s]" % (art, alb, y, ch(["24-96", "24-192", "24-44.1", "16-44", "24bit-96kHz", "24-48"]))
    elif k == 2:
        t = "%s-%s-%s-FLAC-%d-%s" % (scene_artist(art), scene_artist(alb), ch(["WEB", "CD", "24BIT-WEB", "(REMASTERED)-WEB", "DELUXE-WEB", "CDM", "2CD"]), ri(max(y, 2000), 2025) if p(0.5) else y, ch(FLAC_GRP))
    elif k == 3:
        t = "%s - %s [%d %s] %s" % (art, alb, ri(y, 2025), ch(["Remaster", "Deluxe Edition", "Expanded", "50th Anniversary", "MFSL", "SACD", "Japan SHM-CD"]), ch(["FLAC", "[FLAC]", "(FLAC, CUE, LOG)", "FLAC EAC"]))
    elif k == 4:
        t = "(%d) %s - %s [%s]" % (y, art, alb, ch(["FLAC", "Hi-Res", "24bit FLAC", "WEB FLAC", "CD FLAC"]))
    elif k == 5:
        t = "%s - %s (%d) %s" % (art, alb, y, ch(["[Qobuz 24-96]", "[Tidal MAX]", "[WEB FLAC]", "{Bandcamp} FLAC", "[Deezer FLAC]", "[HDtracks 24-192]"]))
    elif k == 6:
        t = "%s - Discography of sorts: %s (%d) FLAC+Cue" % (art, alb, y) if p(0.2) else "%s - %s - %d - FLAC" % (art, alb, y)
    else:
        t = "%s / %s / %d / lossless" % (art, alb, y)
    return t, ch(G_MUSIC)


@family("legit", "music_vinyl_rip")
def music_vinyl_rip():
    art, alb, y = album()
    k = ri(0, 6)
    if k == 0:
        t = "%s - %s (%d) [Vinyl] [FLAC %s]" % (art, alb, y, ch(["24-96", "24-192", "24-48", "24bit 96khz"]))
    elif k == 1:
        t = "%s-%s-VINYL-FLAC-%d-%s" % (scene_artist(art), scene_artist(alb), y, ch(["FATHEAD", "YARD", "FiH", "CMG", "ERP", "MiNDTRiP", "VOiD"]))
    elif k == 2:
        t = "%s - %s (%s %s, %d) %s" % (art, alb, ch(["LP", "2LP", "12in", "180g LP", "Original Press", "1st press"]), ch(["US", "UK", "DE", "JP", "NL"]), y, ch(["24-96 vinyl rip", "vinyl rip 24/192", "[LP rip FLAC]", "needledrop"]))
    elif k == 3:
        t = "%s - %s [%s] LP rip %s" % (art, alb, ch(["Harvest SHVL 804", "Columbia CS 8163", "Island ILPS", "EMI PCS 7088", "Blue Note BST 84", "Warp WARPLP", "4AD CAD"]) + (str(ri(10, 999)) if p(0.5) else ""), ch(["24/96", "flac", "16/44", "(24bit)"]))
    elif k == 4:
        t = "%s - %s (%d Vinyl Rip) %s" % (art, alb, y, ch(["MP3 320", "FLAC", "WAV 24bit", "ALAC"]))
    elif k == 5:
        t = "%s - %s - %s [Needledrop %s]" % (art, alb, ch(["Reissue %d" % ri(2010, 2025), "Original %d" % y, "RSD %d" % ri(2012, 2025)]), ch(["Technics SL-1200", "Rega P3", "AT-OC9", "Ortofon 2M Black", "VPI"]))
    else:
        t = "[Vinyl] %s - %s (%d) 24bit" % (art, alb, y)
    return t, ch(G_MUSIC)


@family("legit", "music_mp3_scene")
def music_mp3_scene():
    art, alb, y = album()
    k = ri(0, 7)
    ry = ri(max(y, 2003), 2025)
    if k == 0:
        t = "%s-%s-%s-%d-%s" % (scene_artist(art), scene_artist(alb), ch(["WEB", "CD", "(Deluxe_Edition)-WEB", "(Remastered)-WEB", "2CD", "EP-WEB", "Retail"]), ry, ch(MP3_GRP))
    elif k == 1:
        t = "%s-%s-(%s%d)-%s-%d-%s" % (scene_artist(art), scene_artist(alb), ch(["CAT", "REC", "WARP", "XL", "SUB", "DOM", "MTR", "4AD", "NB"]), ri(10, 9999), ch(["WEB", "CD", "VINYL", "SINGLE-WEB"]), ry, ch(MP3_GRP))
    elif k == 2:
        t = "%s - %s (%d) [MP3 %s]" % (art, alb, y, ch(["320", "320kbps", "V0", "256", "CBR 320"]))
    elif k == 3:
        t = "VA-%s-%s-%d-%s" % (ch(["Now_Thats_What_I_Call_Music_%d" % ri(60, 120), "Ministry_Of_Sound_Clubbers_Guide", "Kontor_Top_Of_The_Clubs_Vol.%d" % ri(40, 100), "Hed_Kandi_Beach_House", "Bravo_Hits_%d" % ri(90, 130), "Ultimate_Dance_Hits", "Defected_Ibiza", "Fabric_Presents_" + ch(["Four_Tet", "Ben_UFO", "Shanti_Celeste"])]), ch(["3CD", "2CD", "WEB", "(CAT%d)-WEB" % ri(100, 999)]), ry, ch(MP3_GRP))
    elif k == 4:
        t = "%s_-_%s-%s-%d-%s" % (scene_artist(art), scene_artist(alb), ch(["WEB", "CD", "SAT", "LINE", "DVBS", "FM"]), ry, ch(MP3_GRP))
    elif k == 5:
        t = "%s-%s-%s-%s-%d-%s" % (scene_artist(art), scene_artist(alb), ch(["DE", "FR", "NL", "SE", "ES", "IT", "JP", "ES"]), ch(["WEB", "CD"]), ry, ch(MP3_GRP))
    elif k == 6:
        t = "%s_-_%s_%s-%s-%s-%d-%s" % (scene_artist(art), scene_artist(alb), ch(["(Live)", "(Acoustic)", "(Remixes)", "(Bonus_Tracks)", "(Instrumentals)"]), ch(["WEB", "CD"]), ch(["", "", "(24bit)"]), ry, ch(MP3_GRP))
        t = t.replace("--", "-")
    else:
        t = "%s - %s [%d] mp3@%s" % (art, alb, y, ch(["320", "256", "VBR", "192"]))
    return t, ch(G_MUSIC)


# ------------------------------- batch 4

def any_release_name():
    """A plausible release name used as bait or as the thing being asked for."""
    k = ri(0, 4)
    if k == 0:
        return "%s.%d.%s.%s.%s-%s" % (dots(movie_title()), movie_year(), ch(["1080p", "2160p", "720p"]), ch(["WEB-DL", "BluRay", "WEBRip", "HDRip"]), ch(["x264", "x265", "H.264"]), ch(SCENE_MOVIE_GRP + P2P_GRP))
    if k == 1:
        return "%s (%d) %s" % (movie_title(), movie_year(), ch(["1080p", "HD", "4K", "FULL HD", "720p", "HDRip"]))
    if k == 2:
        return "%s %s %s" % (show(), sxe(), ch(["1080p", "720p", "HD", "WEB"]))
    if k == 3:
        a = ch(MUSIC)
        return "%s - %s (%d)" % (a[0], a[1], a[2])
    return "%s (%d)" % (movie_title(), movie_year())


def short_link():
    k = ri(0, 11)
    dom = ["bit.ly/", "tinyurl.com/", "t.ly/", "cutt.ly/", "shorturl.at/", "is.gd/", "goo.gl/", "ouo.io/", "adf.ly/",
           "rb.gy/", "tiny.cc/", "shorte.st/", "linkvertise.com/", "bc.vc/", "exe.io/", "sh.st/", "rebrand.ly/", "v.gd/"][k if k < 12 else 0:]
    d = ch(dom)
    code = alnum(ri(5, 8))
    if d.startswith("linkvertise"):
        code = "%d/%s" % (ri(10000, 999999), ch(["download", "movie-hd", "free", "full"]))
    return ch(["", "", "https://", "http://", "hxxps://"]) + d + code


@family("junk", "password_on_site")
def password_on_site():
    rel = any_release_name()
    st = site_name()
    k = ri(0, 10)
    if k == 0:
        t = "%s - password at %s" % (rel, st)
    elif k == 1:
        t = "%s [RAR password: visit %s]" % (rel, st)
    elif k == 2:
        t = "%s pass in nfo -> %s" % (rel, st)
    elif k == 3:
        t = "%s - %s" % (rel, ch(["Passwort auf %s", "Passwort gibts auf %s", "mot de passe sur %s", "contrasena en %s", "wachtwoord op %s", "password su %s"]) % st)
    elif k == 4:
        t = "[PW] %s - get password from %s" % (rel, ch([st, short_link()]))
    elif k == 5:
        t = "%s (password protected - unlock key at %s)" % (rel, st)
    elif k == 6:
        t = "Password for all my posts: %s" % ch([st, short_link(), "register at " + st])
    elif k == 7:
        t = "%s {pw: %s}" % (rel, ch(["see " + st, "www.tinyurl.com/" + alnum(6), "on our forum", "members only @ " + st]))
    elif k == 8:
        t = "%s ** PASSWORD ** %s" % (rel, ch(["only for VIP members", "after free signup", "via " + st, "send sms to 8" + str(ri(1000, 9999))]))
    elif k == 9:
        t = "%s.rar - %s" % (dots(rel), ch(["password = %s", "PW: %s", "pass: %s", "Kennwort: %s"]) % st)
    else:
        t = "%s - complete survey at %s to get the password" % (rel, st)
    return t, ch(G_MOVIE + G_TV + G_ANY)


@family("junk", "download_stream_link")
def download_stream_link():
    t0 = movie_title()
    y = movie_year()
    st = site_name()
    k = ri(0, 11)
    if k == 0:
        t = "Watch %s (%d) Online Free HD - %s" % (t0, y, st)
    elif k == 1:
        t = "[FULL MOVIE] %s %d Download Here >> %s" % (t0, y, ch([st, short_link()]))
    elif k == 2:
        t = "%s %d %s %s" % (t0, y, ch(["full movie free streaming", "stream online gratis", "watch full movie 123movies", "putlocker full HD", "full movie online free no sign up"]), ch(["", st, "HD", "4K"]))
    elif k == 3:
        t = ch(["Descargar %s (%d) pelicula completa gratis - %s", "Telecharger %s (%d) film complet gratuit - %s", "%s (%d) ganzer Film kostenlos anschauen - %s", "%s (%d) film completo streaming ita - %s", "Assistir %s (%d) filme completo dublado - %s"]) % (t0, y, st)
    elif k == 4:
        t = "DOWNLOAD %s HERE: %s" % (ch(["ALL MOVIES", "THE NEW EPISODES", t0.upper(), "FREE HD MOVIES", "EVERYTHING"]), ch([st, short_link()]))
    elif k == 5:
        t = "%s %s - stream link inside - %s" % (show(), sxe(), st)
    elif k == 6:
        t = "Live stream %s - %s" % (ch(["UFC " + str(ri(290, 320)), "Champions League final", "Super Bowl", "F1 Grand Prix", "El Clasico", "Boxing PPV", "WrestleMania"]), ch(["free HD link", "watch free", "no buffering", st]))
    elif k == 7:
        t = "%s (%d) >>> %s <<<" % (t0, y, ch(["CLICK TO WATCH", "PLAY NOW", "WATCH HERE", "DOWNLOAD NOW"]))
    elif k == 8:
        t = "Direct download %s %d mega.nz link %s" % (t0, y, ch(["free", "no password", "fast", "in description"]))
    elif k == 9:
        t = "%s %d [Stream] [Download] [Torrent] %s" % (t0, y, st)
    elif k == 10:
        t = "Hier downloaden: %s %d HD -> %s" % (t0, y, st) if p(0.5) else "Bekijk %s %d online gratis - %s" % (t0, y, st)
    else:
        t = "%s.%d.1080p.%s" % (dots(t0), y, ch(["WATCH.ONLINE." + dots(st.replace("www.", "")).upper(), "STREAM.AT." + st.replace("www.", "").upper(), "FULL.MOVIE.FREE.DOWNLOAD"]))
    return vary_case(t, (8, 1, 2, 0)), ch(G_MOVIE + G_TV)


@family("junk", "shortlink_bait")
def shortlink_bait():
    sl = short_link()
    k = ri(0, 8)
    if k == 0:
        t = sl
    elif k == 1:
        t = "%s - %s" % (any_release_name(), sl)
    elif k == 2:
        t = "%s %s" % (ch(["Download:", "DL:", "Link:", "Mirror:", "Full version:", "Get it here:", "Part 2 here:"]), sl)
    elif k == 3:
        t = "%s >> %s" % (ch(["All parts", "Missing rars", "par2 files", "Complete pack", "The rest", "Unlock"]), sl)
    elif k == 4:
        t = "%s | %s | %s" % (sl, short_link(), short_link())
    elif k == 5:
        t = "%s [%s]" % (any_release_name(), sl)
    elif k == 6:
        t = "%s (%s)" % (ch(["free premium links", "megaupload mirror", "1fichier link", "mega.nz folder", "gdrive folder", "torrent + magnet"]), sl)
    elif k == 7:
        t = "new link -> %s %s" % (sl, ch(["", "(old one dead)", "pls share", "hurry"]))
    else:
        t = "%s %s" % (ch(["check this out", "omg look", "you need to see this", "wow", "lol"]), sl)
    return t, ch(G_ANY + G_MOVIE)


@family("junk", "fake_codec_installer")
def fake_codec_installer():
    rel = any_release_name()
    k = ri(0, 9)
    if k == 0:
        t = "%s - to play this video download codec from %s" % (rel, site_name())
    elif k == 1:
        t = "%s.%s" % (ch(["Install_Player_HD", "HD_Video_Codec_Setup", "DivX_Pro_Codec", "XviD_Codec_Update", "MediaPlayer_Update", "VLC_update_required", "CodecPack_Ultimate", "FLVPlayerSetup", "H265_Decoder_Install", "PlayerFix"]), ch(["exe", "msi", "exe", "zip", "dmg"]))
    elif k == 2:
        t = "%s (%s REQUIRED to watch - %s)" % (rel, ch(["DivX codec", "HD codec", "special player", "new player", "HEVC plugin", "license"]), ch(["download here", "included", site_name(), "run setup.exe"]))
    elif k == 3:
        t = "READ ME FIRST - install %s before playing %s" % (ch(["codec", "the player", "our viewer", "MediaCodec.exe", "the latest player"]), ch(["", "the files", "this movie", "these videos"]))
        t = t.strip()
    elif k == 4:
        t = counter_wrap(dots(rel), ch([".codec.exe", ".player.exe", " - codec.exe", ".HD_Player_Setup.exe"]))
    elif k == 5:
        t = "%s - %s" % (rel, ch(["video locked - get license key at %s", "DRM protected, get player at %s", "this file needs WMV license from %s"]) % site_name())
    elif k == 6:
        t = ch(["Codec-Pack benoetigt: %s", "Codec requis pour lire: %s", "Se necesita codec: %s"]) % site_name()
    elif k == 7:
        t = "%s [codec included] %s" % (rel, ch(["setup.exe", "installer.msi", "Player.exe", "run_me.bat"]))
    elif k == 8:
        t = "Windows Media Player %s - watch all %s" % (ch(["license update", "HD update", "codec fix", "DRM fix"]), ch(["movies", "videos", "HD files", "mkv files"]))
    else:
        t = "%s.%s.%s" % (dots(rel), ch(["Play.With.Included.Player", "Requires.Codec", "USE.OUR.PLAYER", "needs.new.codec"]), ch(["exe", "wmv", "zip"]))
    return t, ch(G_MOVIE + G_TV)


@family("junk", "disguised_executable")
def disguised_executable():
    k = ri(0, 8)
    if k <= 2:
        base = any_release_name()
        mext = ch([".mkv", ".avi", ".mp4", ".m4v", ".flac", ".mp3", ".zip", ".rar", ".pdf", ".epub", ".iso"])
        xext = ch([".exe", ".scr", ".lnk", ".bat", ".vbs", ".pif", ".cmd", ".com", ".hta", ".js", ".msi", ".jar"])
        sp = ch(["", "", " ", "  ", "      ", "_"])
        t = (dots(base) if p(0.6) else base) + mext + sp + xext
    elif k == 3:
        a = ch(MUSIC)
        t = "%s - %s (%d) %s.%s" % (a[0], a[1], a[2], ch(["FLAC", "320kbps", "Full Album", "Deluxe"]), ch(["exe", "scr", "zip.exe", "rar.exe", "wma.exe"]))
    elif k == 4:
        t = counter_wrap(dots(any_release_name()), ch([".mkv.exe", ".avi.scr", ".mp4.lnk", ".mkv .exe", ".part01.exe", ".wmv.exe"]))
    elif k == 5:
        t = "%s %s" % (any_release_name(), ch(["[self-extracting .exe]", "(SFX archive, run to extract)", "- unpack with extractor.exe", "- double click to play.exe"]))
    elif k == 6:
        t = "%s.%s" % (dots(movie_title()), ch(["mp4.exe", "avi.exe", "mkv.scr", "mpg.com", "mov.exe", "divx.exe", "3gp.exe"]))
    elif k == 7:
        t = "%s - %s.exe" % (ch(["Full Movie", "HD Movie", "Video", "Full Episode", "XXX Video", "Album"]), dots(movie_title()) if p(0.5) else show())
    else:
        t = "%s Crack Only %s" % (ch(["Movie", "Player", "Video", "Full.HD"]), ch(["(mkv).exe", ".avi.exe", "video.scr"]))
    return t, ch(G_MOVIE + G_TV + G_MUSIC + G_ANY)


@family("junk", "fake_leak")
def fake_leak():
    k = ri(0, 10)
    if k == 0:
        t = "%s LEAKED full %s download %s" % (ch(["GTA 6", "GTA VI", "Half-Life 3", "Elder Scrolls VI", "Hollow Knight Silksong 2", "Witcher 4", "Zelda Switch 3"]), ch(["game", "PC game", "ISO", "beta"]), ch(["free", site_name(), "working", "no virus"]))
    elif k == 1:
        t = "%s.%d.%s.LEAKED.%s" % (dots(ch(["Avengers Secret Wars", "Avatar 5", "The Batman Part III", "Star Wars Episode X", "Frozen 4", "Shrek 6", "Toy Story 6", "Spider-Man 5"])), ri(2027, 2031), ch(["1080p", "2160p", "720p"]), ch(["CAM-XviD.EXCLUSIVE", "WORKPRINT-FREE", "FULL.MOVIE", "DVDSCR-EARLY"]))
    elif k == 2:
        t = "%s leaked %s %s" % (ch(["Celebrity", "Famous singer", "Actress", "Influencer", "Twitch streamer", "TikTok star", "Popstar"]), ch(["sex tape", "private video", "nudes", "OnlyFans content", "hotel cam"]), ch(["full uncensored", "watch before deleted", "100% real", site_name(), "part " + str(ri(1, 5))]))
    elif k == 3:
        t = "%s %s leaked early - %s" % (show(), ch(["season %d" % ri(2, 9), "finale", "all episodes", "S%02d full season" % ri(2, 9)]), ch(["before release", "exclusive", "download now", site_name()]))
    elif k == 4:
        t = "EXCLUSIVE LEAK: %s %s" % (ch(["Windows 12", "iOS 20", "PS6", "Nintendo Switch 3", "iPhone 18"]), ch(["full source code", "firmware dump", "beta ISO", "final build", "jailbreak"]))
    elif k == 5:
        a = ch(MUSIC)
        t = "%s - new album LEAKED %d %s" % (a[0], ri(2026, 2030), ch(["full", "320kbps", "early", "ALL TRACKS", "before release"]))
    elif k == 6:
        t = "%s leaked database %s" % (ch(["Netflix", "Facebook", "Bank of America", "PayPal", "Twitter", "Steam"]), ch(["2025 full dump", "emails + passwords", "300M records", "free download"]))
    elif k == 7:
        t = "Oscar screeners %d LEAKED - all %d films %s" % (ri(2026, 2030), ri(10, 40), ch(["download", "free", site_name()]))
    elif k == 8:
        t = "[LEAK] %s %s" % (ch(["Area 51", "Pentagon UFO", "Epstein", "NSA", "CIA"]), ch(["files full", "video uncut", "tapes", "documents", "footage leaked"]))
    elif k == 9:
        t = "%s (%d) - LEAKED director's cut - %s" % (movie_title(), ri(2027, 2030), ch(["watch online", "free", short_link()]))
    else:
        t = "Leaked! %s %s - %s" % (ch(["unreleased", "secret", "banned", "deleted"]), ch(["Beatles album", "Prince vault tracks", "Michael Jackson songs", "Kanye album", "Taylor Swift album"]), ch(["download free", site_name(), "get it before its gone"]))
    return t, ch(G_MOVIE + G_ANY + G_GAME + G_MUSIC)


BOOKS = [("Stephen King", "Holly"), ("Stephen King", "You Like It Darker"), ("Brandon Sanderson", "Wind and Truth"),
         ("Andy Weir", "Project Hail Mary"), ("Sally Rooney", "Intermezzo"), ("Percival Everett", "James"),
         ("Rebecca Yarros", "Onyx Storm"), ("Colleen Hoover", "It Ends with Us"), ("Kazuo Ishiguro", "Klara and the Sun"),
         ("Haruki Murakami", "The City and Its Uncertain Walls"), ("Margaret Atwood", "Old Babes in the Wood"),
         ("Cormac McCarthy", "The Passenger"), ("Emily Henry", "Funny Story"), ("Lee Child", "The Secret"),
         ("John Grisham", "The Exchange"), ("James Patterson", "Alex Cross Must Die"), ("Michael Connelly", "The Waiting"),
         ("Ken Follett", "Circle of Days"), ("Terry Pratchett", "Guards! Guards!"), ("Ursula K. Le Guin", "The Dispossessed"),
         ("Frank Herbert", "Dune"), ("Isaac Asimov", "Foundation"), ("Yuval Noah Harari", "Nexus"), ("Malcolm Gladwell", "Revenge of the Tipping Point"),
         ("Robert Caro", "The Power Broker"), ("Erik Larson", "The Demon of Unrest"), ("Michelle Obama", "The Light We Carry"),
         ("Barbara Kingsolver", "Demon Copperhead"), ("Tana French", "The Hunter"), ("Joe Abercrombie", "The Devils"),
         ("Adrian Tchaikovsky", "Children of Time"), ("Martha Wells", "All Systems Red"), ("N. K. Jemisin", "The Fifth Season"),
         ("Jo Nesbo", "Killing Moon"), ("Sebastian Fitzek", "Die Einladung"), ("Fred Vargas", "Sous les vents de Neptune"),
         ("Guillaume Musso", "Angelique"), ("Carlos Ruiz Zafon", "La sombra del viento"), ("Elena Ferrante", "L'amica geniale"),
         ("Mark Lutz", "Learning Python"), ("Martin Kleppmann", "Designing Data-Intensive Applications"),
         ("Robert C. Martin", "Clean Code"), ("Aurelien Geron", "Hands-On Machine Learning with Scikit-Learn Keras and TensorFlow"),
         ("Donald Knuth", "The Art of Computer Programming Vol 4B"), ("Brian Kernighan", "The C Programming Language"),
         ("J. R. R. Tolkien", "The Silmarillion"), ("George R. R. Martin", "Fire and Blood"), ("Rick Riordan", "The Chalice of the Gods"),
         ("Suzanne Collins", "Sunrise on the Reaping"), ("Freida McFadden", "The Housemaid"), ("Ottessa Moshfegh", "Lapvona")]
TECH_BOOKS = ["Learning Python", "Designing Data-Intensive Applications", "Clean Code", "Fluent Python", "Rust in Action",
              "Programming Rust", "Effective Java", "Kubernetes Up and Running", "Hands-On Machine Learning", "Linux Bible",
              "Go Programming Language", "Python Crash Course", "Black Hat Python", "The Linux Command Line",
              "Deep Learning with PyTorch", "Terraform Up and Running", "C++ Primer", "Modern Operating Systems",
              "Practical Malware Analysis", "Data Science from Scratch", "SQL Cookbook", "Eloquent JavaScript"]
PUBLISHERS = ["OReilly", "Packt", "Apress", "Manning", "No Starch Press", "Wiley", "Springer", "Pragmatic Bookshelf", "Addison-Wesley"]


@family("legit", "ebook")
def ebook():
    au, ti = ch(BOOKS)
    y = ri(1950, 2025) if p(0.3) else ri(2015, 2025)
    k = ri(0, 9)
    if k == 0:
        t = "%s - %s (%d) (epub)" % (au, ti, y)
    elif k == 1:
        t = "%s by %s [%s]" % (ti, au, ch(["EPUB", "MOBI", "AZW3", "PDF", "EPUB+MOBI", "epub, mobi, azw3"]))
    elif k == 2:
        t = "%s.%d.RETAIL.%s.eBook-%s" % (dots(ti), y, ch(["EPUB", "PDF", "AZW3"]), ch(["CTO", "DiGiBook", "BitBook", "YUMMY", "SCREAM", "DECiBEL", "iMPRiNT"]))
    elif k == 3:
        t = "%s - [%s %02d] - %s (%s)" % (au, ch(["Series", "Reihe", "Saga", "Cycle"]), ri(1, 14), ti, ch(["retail epub", "epub", "mobi", "azw3", "German epub"]))
    elif k == 4:
        pub = ch(PUBLISHERS)
        ti = ch(TECH_BOOKS)
        t = "%s.%s.%s.Edition.%d.%s.eBook-%s" % (pub.replace(" ", "."), dots(ti), ch(["1st", "2nd", "3rd", "4th", "5th", "6th"]), ri(2015, 2025), ch(["RETAIL.EPUB", "PDF", "True.PDF", "EPUB"]), ch(["CTO", "DDU", "BitBook", "GBM", "TBW"]))
    elif k == 5:
        t = "%s, %s - %s %s" % (au.split()[-1], " ".join(au.split()[:-1]), ti, ch(["(v5.0)", "(retail)", "[epub]", "(ebook)", "(pdf)", "(calibre)"]))
    elif k == 6:
        t = "%s - %s - %s" % (au, ti, ch(["Unabridged eBook", "Deutsche Ausgabe epub", "edition francaise epub", "Nederlandse editie epub", "edicion espanola epub"]))
    elif k == 7:
        t = "%s (%s) - %s.epub" % (ti, au, ch(["retail", str(y), "v1.0", "HQ"]))
    elif k == 8:
        t = "%s - %s - %s" % (au, ti, ch(["Humble Bundle", "Storybundle", "Kindle Edition", "Kobo Edition", "Illustrated Edition"]))
    else:
        t = "[ebook] %s - %s (%d, %s)" % (au, ti, y, ch(["Penguin", "Tor", "Orbit", "Gollancz", "Knopf", "Vintage", "Heyne", "Gallimard", "Anagrama"]))
    return t, ch(G_BOOK)


COMIC_SERIES = ["Batman", "Absolute Batman", "Superman", "Action Comics", "Detective Comics", "Wonder Woman", "Saga",
                "The Amazing Spider-Man", "Ultimate Spider-Man", "X-Men", "Uncanny X-Men", "Daredevil", "Venom",
                "Fantastic Four", "Transformers", "Teenage Mutant Ninja Turtles", "Something is Killing the Children",
                "Monstress", "The Walking Dead Deluxe", "Spawn", "Invincible Universe", "Hellboy and the B.P.R.D.",
                "Star Wars", "Immortal Thor", "Green Lantern", "Nightwing", "Poison Ivy", "Birds of Prey",
                "Ultimate X-Men", "Radiant Black", "Department of Truth", "Hulk", "Captain America", "Deadpool"]
MANGA = ["One Piece", "Chainsaw Man", "Jujutsu Kaisen", "Berserk", "Vagabond", "Dandadan", "Kagurabachi", "Spy x Family",
         "Blue Lock", "Frieren", "Sakamoto Days", "Vinland Saga", "Blame!", "Witch Hat Atelier", "Oshi no Ko"]


@family("legit", "comics")
def comics():
    k = ri(0, 8)
    y = ri(2012, 2025)
    if k <= 2:
        t = "%s %03d (%d) (%s) (%s)" % (ch(COMIC_SERIES), ri(1, 900 if p(0.2) else 60), y, ch(["Digital", "digital", "Webrip", "digital-HD"]), ch(["Zone-Empire", "Empire", "The Last Kryptonian-DCP", "Glorith-Empire", "Son of Ultron-Empire", "Minutemen-Thoth", "DCP", "Oroboros-DCP", "Shan-Empire", "1r0n"]))
    elif k == 3:
        t = "%s v%02d (%d) (Digital) (%s)" % (ch(MANGA), ri(1, 110), y, ch(["1r0n", "LuCaZ", "danke-Empire", "Stick", "Oak", "Ushi"]))
    elif k == 4:
        t = "%s - %02d - %s (%d) (%s) (cbz)" % (ch(["Asterix", "Lucky Luke", "Blake et Mortimer", "Spirou et Fantasio", "Thorgal", "Largo Winch", "XIII", "Les Schtroumpfs", "Suske en Wiske", "Kuifje", "Tex Willer"]), ri(1, 45), ch(["L'Iris Blanc", "Le Secret", "La Malediction", "De Gouden Sleutel", "Het Zwarte Eiland", "Il Ritorno"]), y, ch(["French", "Dutch", "Italian", "German", "FR"]))
    elif k == 5:
        t = "2000AD Prog %d (%d) (digital) (Minutemen-juvecube)" % (ri(2200, 2460), y) if p(0.5) else "Judge Dredd Megazine %03d (%d) (digital)" % (ri(400, 480), y)
    elif k == 6:
        t = "%s Chapter %d [English] %s" % (ch(MANGA), ri(1, 1150), ch(["(Viz)", "(Official)", "[Digital]", "(scan)", ""]))
    elif k == 7:
        t = "%s Vol. %d - %s TPB (%d) (digital) (%s)" % (ch(COMIC_SERIES), ri(1, 12), ch(ADJ) + " " + ch(NOUN), y, ch(["Empire", "F", "Zone-Empire", "Mephisto-Empire"]))
    else:
        t = "Marvel Week+ (%02d-%02d-%d)" % (ri(1, 12), ri(1, 28), y) if p(0.5) else "DC Week+ (%02d-%02d-%d)" % (ri(1, 12), ri(1, 28), y)
    return t, ch(["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.complete", "alt.binaries.comics.dcp",
                  "alt.binaries.pictures.comics.0day", "alt.binaries.pictures.comics.reposts", "alt.binaries.comics", "alt.binaries.e-book"])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


@family("legit", "magazine")
def magazine():
    y = ri(2015, 2025)
    m = ri(1, 12)
    mn = MONTHS[m - 1]
    k = ri(0, 10)
    if k == 0:
        t = "The Economist - %d-%02d-%02d" % (y, m, ri(1, 28)) if p(0.5) else "The Economist UK Edition - %s %02d, %d" % (mn, ri(1, 28), y)
    elif k == 1:
        t = "%s - %s %d" % (ch(["National Geographic USA", "National Geographic UK", "Wired UK", "Wired USA", "PC Gamer UK", "Empire UK", "Rolling Stone USA", "Scientific American", "Popular Mechanics", "MacFormat", "Linux Format UK", "Classic Rock UK", "Mojo", "Uncut", "BBC History", "Digital Photographer", "Car and Driver", "Men's Health UK", "Vogue USA", "Time USA"]), mn, y)
    elif k == 2:
        t = "New Scientist - %02d %s %d" % (ri(1, 28), mn, y)
    elif k == 3:
        t = "%s - %s %d (True PDF)" % (ch(["Wired UK", "Edge", "Retro Gamer", "Total Film", "Sound on Sound", "Guitarist", "Practical Photography", "The Spectator", "Prospect", "Harper's Magazine"]), mn, y)
    elif k == 4:
        t = "Der Spiegel Nr %02d vom %02d. %s %d" % (ri(1, 52), ri(1, 28), ch(["Januar", "Februar", "Maerz", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]), y)
    elif k == 5:
        t = "%s %02d-%d" % (ch(["c't Magazin fuer Computertechnik", "Computer Bild", "Auto Bild", "Chip", "Stern", "Focus", "Geo", "PC Magazin", "Linux Magazin", "Computer Bild Spiele"]), ri(1, 26), y)
    elif k == 6:
        t = "%s - %s %d" % (ch(["Vogue Paris", "Le Monde Diplomatique", "Science et Vie", "L'Equipe Magazine", "Paris Match", "Elle France", "Marie Claire"]), ch(["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre"]), y)
    elif k == 7:
        t = "The New Yorker - %s %d, %d" % (mn, ri(1, 28), y)
    elif k == 8:
        t = "%s Issue %d, %d" % (ch(["Private Eye", "Linux Format", "The MagPi", "HackSpace", "2600 The Hacker Quarterly", "White Dwarf", "Edge", "Retro Gamer"]), ri(40, 1700), y)
    elif k == 9:
        t = "%s.%s.%d.%s.PDF-%s" % (dots(ch(["Maximum PC", "PC World", "Macworld UK", "Linux User and Developer", "Photoshop Creative", "Computer Music"])), mn, y, ch(["HYBRiD.MAGAZiNE", "MAGAZiNE", "eBook"]), ch(["iNTENSiTY", "TRUEPDF", "DiGiMAG", "MagZ"]))
    else:
        t = "%s - %d %s (%s)" % (ch(["Elsevier Weekblad", "Libelle", "Panorama", "Donna Moderna", "Hola", "Quo", "Time Magazine", "Newsweek"]), y, mn, ch(["PDF", "NL", "IT", "ES", "digital"]))
    return t, ch(["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.e-book", "alt.binaries.magazines", "alt.binaries.ebook", "alt.binaries.pdf"])


NARRATORS = ["Ray Porter", "Michael Kramer", "Kate Reading", "Stephen Fry", "Jim Dale", "Scott Brick", "Julia Whelan",
             "Will Patton", "Dick Hill", "Simon Vance", "Rosamund Pike", "Andy Serkis", "Simon Jaeger", "David Nathan",
             "Anna Thalbach", "Richard Armitage", "January LaVoy", "Joe Jameson"]


@family("legit", "audiobook")
def audiobook():
    au, ti = ch(BOOKS)
    y = ri(2005, 2025)
    k = ri(0, 8)
    if k == 0:
        t = "%s - %s (Unabridged) [M4B]" % (au, ti) + (" read by %s" % ch(NARRATORS) if p(0.5) else "")
    elif k == 1:
        t = "%s - %s - %s - %d - %s" % (au, ti, ch(NARRATORS), y, ch(["m4b", "mp3", "64kbps mp3", "128k", "AAC"]))
    elif k == 2:
        t = "%s-%s-AUDIOBOOK-WEB-%s-%d-%s" % (scene_artist(au), scene_artist(ti), ch(["EN", "DE", "FR", "NL"]), y, ch(["OMA", "ZzZz", "VOLDiES", "SKYRAiN", "HHI", "AUDiOBOOK", "MAS", "BOOKiNG"]))
    elif k == 3:
        t = "%s - %s - Hoerbuch (%s) - %d - mp3" % (au, ti, ch(["Ungekuerzt", "Gekuerzt", "Lesung", "Hoerspiel"]), y)
    elif k == 4:
        t = "[Audiobook] %s - %s (%s)" % (au, ti, ch(["Audible", "BBC Radio 4 Full Cast", "Graphic Audio", "unabridged", "narrated by " + ch(NARRATORS)]))
    elif k == 5:
        t = "%s - %s [%s, %s]" % (au, ti, ch(["%d kbps" % ch([32, 48, 64, 96, 128]), "M4B", "mp3 VBR"]), ch(["%dh %02dm" % (ri(4, 45), ri(0, 59)), "chaptered", "cover art", "cue"]))
    elif k == 6:
        t = "%s %s - %s (luisterboek)" % (au, ch(["", "", "-"]), ti) if p(0.4) else "%s - %s (livre audio) [mp3]" % (au, ti)
    elif k == 7:
        t = "%s.-.%s.%s.AudioBook.%s" % (dots(au), dots(ti), ch(["Unabridged", "Abridged", "Dramatised"]), ch(["MP3", "M4B", "AAX.to.M4B"]))
    else:
        t = "%s - %s - Book %d - %s" % (au, ti, ri(1, 12), ch(["Audiobook", "audio", "AB", "audible rip"]))
    return t, ch(["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks", "alt.binaries.sounds.audiobooks.repost",
                  "alt.binaries.audiobooks.scifi-fantasy", "alt.binaries.mp3.audiobooks", "alt.binaries.e-book"])


# ------------------------------- batch 5

@family("junk", "chatter_flame")
def chatter_flame():
    k = ri(0, 12)
    re_ = ch(["", "", "Re: ", "RE: ", "Re: Re: ", "Re: Re: Re: ", "AW: ", "Sv: ", "Odp: "])
    if k == 0:
        t = "who keeps posting %s" % ch(["this crap", "all this junk", "these fake files", "the same stuff over and over", "incomplete garbage"])
    elif k == 1:
        t = "%s %s" % (ch(["Stop spamming the group", "Get a life", "Nobody cares", "Go away", "Learn to post properly", "Read the FAQ"]), ch(["you moron", "idiot", "loser", "already", "!!!", "kid", "troll"]))
    elif k == 2:
        t = "%s to all %s!" % (ch(["Happy new year", "Merry Christmas", "Happy Easter", "Thanks", "Greetings", "Cheers"]), ch(["posters", "uploaders", "the regulars", "lurkers", "in the group"]))
    elif k == 3:
        t = ch(["Thanks for the uploads!", "thank you so much for this", "great post, thx", "many thanks poster", "thx m8", "THANK YOU!!!", "ty for sharing"])
    elif k == 4:
        t = ch(["Where did everyone go?", "Why is this group so dead", "is anyone still here?", "group dead?", "remember when this group was good", "usenet is dying"])
    elif k == 5:
        t = "OT: %s" % ch(["best newsreader?", "which provider do you use", "SABnzbd vs NZBGet", "my ISP blocks port 119", "anyone else getting 430 errors", "politics again", "weather here", "new PC build"])
    elif k == 6:
        t = "%s is a %s" % (ch(["The poster above", "This guy", "Whoever uploaded this", "The admin", "Your provider"]), ch(["clown", "scammer", "bot", "fraud", "joke"]))
    elif k == 7:
        t = ch(["Danke fuer die Uploads", "Merci a tous pour les posts", "Bedankt voor het posten", "Gracias por todo", "Grazie mille", "Tack for allt", "Dzieki wielkie", "Спасибо за релизы"])
    elif k == 8:
        t = "%s broken, %s" % (ch(["par2", "rar 14", "part 3", "the whole post", "file 7 of 40"]), ch(["anyone else?", "thanks for nothing", "as usual", "repost pls dont bother"]))
    elif k == 9:
        t = "%s" % ch(["lol", "LOL", "+1", "me too", "agreed", "this.", "wtf", "yawn", "first!", "bump", "ok", "nope", "k"])
    elif k == 10:
        t = "%s vs %s: %s" % (ch(["Mac", "Vim", "PC", "Linux", "x265", "Sonarr"]), ch(["Windows", "Emacs", "Console", "BSD", "x264", "manual"]), ch(["flame war inside", "settle it", "you are all wrong", "round " + str(ri(2, 9))]))
    elif k == 11:
        t = "%s %s" % (ch(["kill file updated:", "plonk", "*plonk*", "killfiled", "added to my filter:"]), ch(["all of you", "another one", "the spammer", "you", ""]))
    else:
        t = "Why %s?" % ch(["do people still post in rar", "no one answers my question", "is everything passworded now", "so many reposts", "this group"])
    return (re_ + t).strip(), ch(G_ANY + G_MOVIE + G_TV + G_MUSIC + G_BOOK)


@family("junk", "bot_keepalive_flood")
def bot_keepalive_flood():
    k = ri(0, 10)
    if k == 0:
        t = "%s %06d" % (ch(["keepalive", "keep-alive", "KEEPALIVE", "ka"]), ri(0, 999999))
    elif k == 1:
        t = "ping %d" % ri(1600000000, 1760000000)
    elif k == 2:
        t = "autopost heartbeat #%d" % ri(1, 99999)
    elif k == 3:
        t = "[bot] %s %s" % (ch(["status ok", "alive", "check", "tick", "sync"]), ch([hexs(8), str(ri(1, 9999)), "%02d:%02d:%02d" % (ri(0, 23), ri(0, 59), ri(0, 59))]))
    elif k == 4:
        y, m, d = ymd(2019, 2025)
        t = "SYNC %d-%02d-%02dT%02d:%02d:%02dZ" % (y, m, d, ri(0, 23), ri(0, 59), ri(0, 59))
    elif k == 5:
        t = "%s %s" % (ch(["checkpost", "check-post", "chk", "probe", "canary"]), ch([str(ri(1, 999999)), hexs(12), lowalnum(10)]))
    elif k == 6:
        t = "nntp check %s %s" % (ch(["news.", "reader.", "eu.", "us."]) + ch(["provider", "server", "host"]) + ".net", hexs(4))
    elif k == 7:
        t = "%s-%s-%04d" % (ch(["FLOOD", "flood", "spool", "fill", "auto"]), alnum(4, string.ascii_uppercase), ri(0, 9999))
    elif k == 8:
        t = "%s %d/%d" % (ch(["x-check", "msg", "auto", "seq"]), ri(1, 5000), ri(5000, 10000))
    elif k == 9:
        t = "%s" % ch(["alive", "up", "heartbeat", "noop", "NOOP", "still here", "online"]) + ch(["", " " + str(ri(1, 999)), "." + hexs(6)])
    else:
        t = "%s|%s|%d" % (ch(["HB", "KA", "PING", "BEAT"]), lowalnum(6), ri(1, 99999))
    return t, ch(G_TEST + G_ANY)


@family("junk", "filler_padding")
def filler_padding():
    k = ri(0, 10)
    if k == 0:
        t = ch([".", "..", "...", "....", "-", "--", "---", "_", "__", "~", "*", "#", "=", "+", ".-.", "-.-", "_._"]) * ri(1, 6)
    elif k == 1:
        t = "%s %04d" % (ch(["filler", "padding", "Filler", "pad", "FILL", "spacer", "dummy"]), ri(1, 9999))
    elif k == 2:
        t = ch(["x", "z", "a", "0", "o", "X"]) * ri(5, 30)
    elif k == 3:
        t = ch(["blank", "untitled", "no subject", "(no subject)", "(none)", "<no name>", "null", "undefined", "NaN", "N/A", "noname", "Untitled-%d" % ri(1, 20), "[no title]", "unnamed"])
    elif k == 4:
        t = ch(["New Folder", "New folder (%d)" % ri(2, 30), "New Text Document.txt", "Neuer Ordner", "Nouveau dossier", "Nieuwe map", "Document1", "file", "files", "stuff", "misc", "data"])
    elif k == 5:
        t = "%s%s" % (ch(["0000000", "1111111", "9999999", "1234567", "12345678", "00000000000"]), ch(["", str(ri(0, 9))]))
    elif k == 6:
        t = "%s %s %s" % (ch(["fill", "pad", "blah", "xxx", "yyy", "foo"]), ch(["fill", "pad", "blah", "xxx", "bar", "baz"]), ch(["fill", "pad", "blah", "xxx", "qux", ""]))
    elif k == 7:
        t = ch(["-" * ri(10, 60), "=" * ri(10, 60), "_" * ri(10, 40), "*" * ri(10, 40), "#" * ri(10, 40)])
    elif k == 8:
        t = "%s.%s" % (ch(["empty", "blank", "zero", "padding", "nul", "void"]), ch(["dat", "bin", "txt", "000", "tmp"]))
    elif k == 9:
        t = "%s" % ch(["a", "b", "c", "aa", "ab", "abc", "1", "2", "01", "001", "x1", "qq"])
        t += ch(["", " " + str(ri(1, 99))])
    else:
        t = "%s %s" % (ch([".", "-", "*", "~"]) * ri(3, 8), ch([".", "-", "*", "~"]) * ri(3, 8))
    return t, ch(G_TEST + G_ANY)


ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "azertyuiop", "qsdfghjklm", "qwertzuiop", "yxcvbnm"]


@family("junk", "keyboard_mash")
def keyboard_mash():
    k = ri(0, 7)
    if k == 0:
        row = ch(ROWS)
        a = ri(0, 3)
        t = row[a:a + ri(4, len(row) - a)]
    elif k == 1:
        seg = ch(["as", "sd", "df", "jk", "kl", "fg", "gh", "hj", "qw", "we", "er", "zx", "lk", "jh", "fd", "dfg", "sdf", "hjk", "asd", "jkl"])
        t = seg * ri(3, 8)
    elif k == 2:
        t = "".join(ch("asdfghjkl") for _ in range(ri(6, 18)))
    elif k == 3:
        t = " ".join("".join(ch("asdfjklqwerzxcvuiop") for _ in range(ri(3, 7))) for _ in range(ri(2, 5)))
    elif k == 4:
        row = ch(ROWS[:3] + ROWS[4:6])
        i = ri(0, len(row) - 1)
        out = []
        for _ in range(ri(6, 16)):
            out.append(row[i])
            i = max(0, min(len(row) - 1, i + ch([-1, 1, 1, 0, -2, 2])))
        t = "".join(out) + ch(["", "!!", "??", "...", ";;", "''"])
    elif k == 5:
        t = ch(["aaaaaaasssssddddd", "hhhhjjjjkkkk", "ffffffff", "gggggggghhh", "mmmmmnnnnnbbb", "ooooooppppp"])[:ri(6, 15)] + ch(["", "f", "g", "l"])
    elif k == 6:
        row = ch(ROWS)
        t = row[::-1][:ri(4, 9)] + row[:ri(3, 7)]
    else:
        t = ch(["ASDF", "JKL", "QWER", "HJKL", "SDFG", "FGH"]) * ri(2, 4) + ch(["", "!", "!!!", "J", "G"])
    if p(0.2):
        t = t.upper()
    return t, ch(G_TEST + G_ANY)


@family("junk", "encoding_garbage")
def encoding_garbage():
    moj = ["Ã©", "Ã¨", "Ã ", "Ã§", "Ã¶", "Ã¼", "Ã¤", "ÃŸ", "â€™", "â€œ", "â€“", "Â ", "Â»", "Â«", "Ð¢", "Ðµ", "Ñ‚", "ï»¿", "Ã±", "Ãº"]
    k = ri(0, 8)
    if k == 0:
        t = "".join(ch(moj) for _ in range(ri(3, 10)))
    elif k == 1:
        t = "=?UTF-8?B?%s?=" % "".join(ch(string.ascii_letters + string.digits + "+/") for _ in range(ri(6, 30)))
        if p(0.5):
            t = t[:-2]
    elif k == 2:
        t = "\ufffd" * ri(3, 12)
        if p(0.5):
            t = " ".join(["\ufffd" * ri(2, 6) for _ in range(ri(2, 4))])
    elif k == 3:
        t = "".join("\\x%02x" % ri(0, 255) for _ in range(ri(4, 12)))
    elif k == 4:
        t = "".join("&#%d;" % ch([65533, 8217, 1090, 1077, 233, 0, 65279]) for _ in range(ri(3, 9)))
    elif k == 5:
        t = "".join("%%%02X" % ri(128, 255) for _ in range(ri(4, 12)))
    elif k == 6:
        t = " ".join("?" * ri(2, 7) for _ in range(ri(2, 5)))
    elif k == 7:
        t = "=?%s?Q?%s?=" % (ch(["iso-8859-1", "windows-1252", "koi8-r", "utf-8", "ISO-2022-JP"]), "".join("=%02X" % ri(128, 255) for _ in range(ri(3, 10))))
    else:
        t = "".join(ch(["\u00c2", "\u00c3", "\u00a4", "\u00b6", "\u00ef\u00bf\u00bd", "\u00d0", "\u00d1", "\u0192", "\u2030", "\u02c6"]) for _ in range(ri(4, 14)))
    return t, ch(G_TEST + G_ANY)


STUFF = ["free", "movies", "download", "hd", "1080p", "720p", "4k", "full movie", "torrent", "nzb", "usenet", "crack",
         "keygen", "serial", "warez", "mp3", "flac", "ebook", "xxx", "porn", "sex", "stream", "watch online", "2025",
         "2024", "best", "new", "latest", "netflix", "hbo", "disney", "series", "tv", "episodes", "full season",
         "iptv", "games", "pc", "ps5", "apk", "mod", "premium", "unlimited", "gratis", "kostenlos", "anime", "manga",
         "bluray", "dvdrip", "hot", "sexy", "teen", "milf", "celebrity", "leaked", "nude", "cheap", "viagra"]


@family("junk", "keyword_stuffing")
def keyword_stuffing():
    n = ri(8, 22)
    words = [ch(STUFF) for _ in range(n)]
    k = ri(0, 5)
    if k == 0:
        t = " ".join(words)
    elif k == 1:
        t = ", ".join(words)
    elif k == 2:
        t = " ".join("#" + w.replace(" ", "") for w in words)
    elif k == 3:
        t = " | ".join(words).upper()
    elif k == 4:
        t = "-".join(w.replace(" ", "-") for w in words)
    else:
        t = "%s %s" % (" ".join(words), site_name())
    return t, ch(G_ANY + G_MOVIE + G_XXX)


SOFT = [("Adobe Photoshop", "2025 v26.%d.%d"), ("Adobe Premiere Pro", "2025 v25.%d.%d"), ("Adobe Acrobat Pro", "2024.%03d.%05d"),
        ("Microsoft Office Professional Plus", "2024 v24%02d Build %d"), ("JetBrains PyCharm Professional", "2024.%d.%d"),
        ("JetBrains IntelliJ IDEA Ultimate", "2025.%d.%d"), ("VMware Workstation Pro", "17.%d.%d"), ("Ableton Live Suite", "12.%d.%d"),
        ("Native Instruments Kontakt", "8.%d.%d"), ("Steinberg Cubase Pro", "14.%d.%d"), ("Autodesk AutoCAD", "2025.%d.%d"),
        ("DaVinci Resolve Studio", "19.%d.%d"), ("Affinity Photo", "2.%d.%d"), ("Little Snitch", "6.%d.%d"),
        ("CorelDRAW Graphics Suite", "2024 v25.%d.%d"), ("Topaz Video AI", "5.%d.%d"), ("FL Studio Producer Edition", "24.%d.%d"),
        ("Image-Line FL Studio", "2024.%d.%d"), ("Nero Platinum Suite", "2025 v26.%d.%d"), ("WinRAR", "7.%d%d"),
        ("IDM Internet Download Manager", "6.42 Build %d.%d"), ("Capture One Pro", "16.%d.%d"), ("SketchUp Pro", "2024 v24.%d.%d"),
        ("Serum", "2.%d.%d"), ("Waves Complete", "v15.%d.%d"), ("Parallels Desktop", "20.%d.%d"), ("Bitwig Studio", "5.%d.%d")]
WAREZ_GRP = ["TeAM SHooTERS", "R2R", "MAGNiTUDE", "VR", "AMPED", "TNT", "MORUE", "ACME", "BTCR", "CYGiSO", "DVT", "XFORCE",
             "P2P", "TCPMP", "HCiSO", "Lz0", "AMPLiFY", "DOA", "CORE", "BEAN", "ARN"]


@family("legit", "software")
def software():
    name, ver = ch(SOFT)
    v = ver % (ri(0, 9), ri(0, 99)) if ver.count("%") == 2 else ver
    k = ri(0, 8)
    if k == 0:
        t = "%s.%s.%s-%s" % (dots(name), dots(v), ch(["x64", "Multilingual.x64", "WiN.x64", "macOS", "MacOS.U2B", "Linux.x64"]), ch(WAREZ_GRP))
    elif k == 1:
        t = "%s %s %s" % (name, v, ch(["(x64) Multilingual", "WiN x64", "[macOS]", "Portable", "Pre-Activated", "+ Keygen", "Repack by KpoJIuK", "x64 En-US"]))
    elif k == 2:
        t = ch(["Windows 11 Pro 24H2 Build 26100.%d x64 en-US" % ri(1000, 4300), "Windows 10 Enterprise LTSC 2021 x64 MSDN", "Windows Server 2025 Datacenter x64 ISO",
                "Ubuntu %d.04.%d LTS Desktop amd64 iso" % (ch([20, 22, 24]), ri(1, 5)), "Debian %d.%d netinst amd64" % (ri(11, 13), ri(0, 11)),
                "Kali Linux %d.%d installer amd64" % (ri(2022, 2025), ri(1, 4)), "Fedora Workstation %d x86_64 Live ISO" % ri(38, 42),
                "Linux Mint %d.%d Cinnamon 64bit" % (ri(21, 22), ri(0, 3)), "Arch Linux %d.%02d.01 x86_64" % (ri(2023, 2025), ri(1, 12)),
                "TrueNAS SCALE %d.%02d.%d ISO" % (ri(23, 25), ch([4, 10]), ri(0, 2)), "Proxmox VE %d.%d ISO Installer" % (ri(7, 8), ri(0, 4)),
                "FreeBSD %d.%d RELEASE amd64 disc1" % (ri(13, 14), ri(0, 3)), "macOS Sequoia 15.%d.%d Full Installer" % (ri(0, 5), ri(0, 2))])
    elif k == 3:
        t = "%s v%s %s-%s" % (name, v, ch(["WiN", "MAC", "Incl Keygen", "Incl Patch", "Retail"]), ch(WAREZ_GRP))
    elif k == 4:
        t = "%s.%s" % (ch(["npp.8.%d.%d.Installer.x64" % (ri(0, 9), ri(0, 9)), "VSCodeUserSetup-x64-1.%d.%d" % (ri(80, 99), ri(0, 3)), "Firefox Setup 1%02d.0" % ri(20, 40), "7z24%02d-x64" % ri(0, 9), "vlc-3.0.%d-win64" % ri(18, 21), "python-3.%d.%d-amd64" % (ri(10, 13), ri(0, 9)), "LibreOffice_%d.%d.%d_Win_x86-64" % (ri(7, 25), ri(0, 8), ri(0, 4))]), ch(["exe", "msi", "exe", "zip"]))
    elif k == 5:
        t = "%s for Mac %s %s" % (name, v, ch(["[TNT]", "(Universal)", "Apple Silicon", "U2B", "[K'ed by TNT]"]))
    elif k == 6:
        t = "%s %s (%s)" % (name, v, ch(["Full", "Win64", "Repack", "Silent Install", "Portable", "Offline Installer"]))
    elif k == 7:
        t = "%s.%s.%s-%s" % (dots(ch(["Arturia V Collection", "Spectrasonics Omnisphere", "u-he Diva", "FabFilter Total Bundle", "iZotope Ozone Advanced", "Xfer Serum", "Soundtoys"])), "v" + dots("%d.%d.%d" % (ri(1, 12), ri(0, 9), ri(0, 9))), ch(["WiN", "MAC", "VST3.AAX.x64", "AU.VST3"]), ch(["R2R", "VR", "AMPLiFY", "BTCR", "DECiBEL"]))
    else:
        t = "%s %s %s" % (ch(["Microsoft Visual Studio Enterprise 2022", "Android Studio Ladybug", "Unity Pro", "Unreal Engine", "Blender", "Krita", "GIMP", "OBS Studio"]), "%d.%d.%d" % (ri(1, 6), ri(0, 9), ri(0, 20)), ch(["x64", "Offline Layout", "Win/Mac/Linux", "Setup", "64-bit"]))
    return t, ch(G_SOFT)


GAMES = ["Cyberpunk 2077 Phantom Liberty", "Baldurs Gate 3", "Elden Ring Nightreign", "Hades II", "Stardew Valley",
         "Black Myth Wukong", "Kingdom Come Deliverance II", "Monster Hunter Wilds", "Starfield", "Alan Wake 2",
         "Indiana Jones and the Great Circle", "Clair Obscur Expedition 33", "Split Fiction", "Civilization VII",
         "Frostpunk 2", "Metaphor ReFantazio", "Silent Hill 2", "Dragon Age The Veilguard", "Balatro", "Satisfactory",
         "Manor Lords", "Hollow Knight Silksong", "Doom The Dark Ages", "Assassins Creed Shadows", "Avowed",
         "Stalker 2 Heart of Chornobyl", "Factorio Space Age", "Dead Space", "Resident Evil 4", "Lies of P",
         "Disco Elysium The Final Cut", "Pathfinder Wrath of the Righteous", "Total War Warhammer III", "Rimworld"]
NSW = ["Super Mario Bros Wonder", "The Legend of Zelda Tears of the Kingdom", "Pikmin 4", "Metroid Prime Remastered",
       "Mario Kart 8 Deluxe", "Animal Crossing New Horizons", "Xenoblade Chronicles X Definitive Edition",
       "Donkey Kong Country Returns HD", "Pokemon Legends Z-A", "Fire Emblem Engage", "Splatoon 3"]
GAME_GRP = ["RUNE", "TENOKE", "SKIDROW", "CODEX", "PLAZA", "FLT", "DOGE", "TiNYiSO", "DARKSiDERS", "Razor1911",
            "HOODLUM", "CPY", "EMPRESS", "GOG", "ElAmigos", "KaOs", "SiMPLEX", "P2P", "I_KnoW", "ANOMALY", "RAZOR"]


@family("legit", "games")
def games():
    g = ch(GAMES)
    k = ri(0, 9)
    if k <= 1:
        t = "%s-%s" % (dots(g), ch(GAME_GRP))
    elif k == 2:
        t = "%s.v%d.%d.%d-%s" % (dots(g), ri(1, 4), ri(0, 9), ri(0, 99), ch(["GOG", "TENOKE", "RUNE", "P2P", "DOGE"]))
    elif k == 3:
        t = "%s %s - FitGirl Repack" % (g, ch(["", "v1.%d.%d" % (ri(0, 9), ri(0, 99)), "Deluxe Edition", "+ All DLCs", "Build %d" % ri(10000000, 19999999)]))
        t = t.replace("  ", " ")
    elif k == 4:
        t = "%s [%s][v%d][%s].nsp" % (ch(NSW), "0100" + hexs(12, upper=True), ch([0, 0, 65536, 131072, 196608]), ch(["US", "EU", "Base Game", "Update"]))
    elif k == 5:
        t = "%s.NSW-%s" % (dots(ch(NSW)), ch(["SUXXORS", "VENOM", "BigBlueBox", "LiGHTFORCE", "HR"]))
    elif k == 6:
        t = "%s.%s-%s" % (dots(g), ch(["PS5", "PS4", "XBOX", "PS4.PS5"]), ch(["DUPLEX", "BlaZe", "PRELUDE", "CUSA", "OPOSSUM"]))
    elif k == 7:
        t = ch(["Nintendo - Super Nintendo Entertainment System (No-Intro %d-%02d-%02d)", "Sega - Mega Drive - Genesis (No-Intro %d-%02d-%02d)",
                "Redump - Sony PlayStation 2 - Europe (%d-%02d-%02d)", "MAME 0.%d%d%d ROMs (merged)", "Nintendo - Game Boy Advance (No-Intro %d-%02d-%02d)",
                "TOSEC Commodore Amiga Games (%d-%02d-%02d)"]) % (ri(2019, 2025) if True else 0, ri(1, 12), ri(1, 28))
        t = t.replace("MAME 0.", "MAME 0.2").replace("MAME 0.2", "MAME 0.2", 1)
    elif k == 8:
        t = "%s (%s) [%s]" % (g, ch(["v1.0." + str(ri(1, 9)), "Early Access", "GOG", "Steam Rip", "Incl DLC", "Build " + str(ri(10000000, 19999999))]), ch(["MULTi12", "ElAmigos", "DODI Repack", "PC", "Linux Native", "MacOS"]))
    else:
        t = "%s.Update.v%d.%d.%d-%s" % (dots(g), ri(1, 3), ri(0, 9), ri(0, 20), ch(GAME_GRP))
    if ".nsp" in t or "NSW" in t or "Nintendo" in t:
        grp = ch(["alt.binaries.games.switch", "alt.binaries.emulators.nintendo", "alt.binaries.games", "alt.binaries.nintendo.switch"])
    elif "PS5" in t or "PS4" in t or "XBOX" in t:
        grp = ch(["alt.binaries.sony.ps5", "alt.binaries.console.ps4", "alt.binaries.games", "alt.binaries.games.xbox"])
    elif "MAME" in t or "Redump" in t or "TOSEC" in t or "Sega" in t:
        grp = ch(["alt.binaries.emulators.mame", "alt.binaries.emulators.misc", "alt.binaries.cd.image.games", "alt.binaries.roms"])
    else:
        grp = ch(["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.warez", "alt.binaries.games.dox", "alt.binaries.cd.image", "alt.binaries.boneless", "alt.binaries.mac.games"])
    return t, grp


TEAMS_NFL = ["Eagles", "Chiefs", "Bills", "Ravens", "49ers", "Lions", "Packers", "Cowboys", "Rams", "Bengals", "Steelers", "Texans"]
TEAMS_NBA = ["Lakers", "Celtics", "Nuggets", "Warriors", "Knicks", "Thunder", "Bucks", "Heat", "Mavericks", "Suns"]
TEAMS_NHL = ["Bruins", "Rangers", "Oilers", "Panthers", "Maple.Leafs", "Avalanche", "Stars", "Canucks", "Jets", "Devils"]
TEAMS_FB = ["Arsenal", "Manchester.United", "Liverpool", "Chelsea", "Manchester.City", "Tottenham", "Newcastle", "Aston.Villa",
            "Real.Madrid", "Barcelona", "Bayern.Munich", "Borussia.Dortmund", "Inter", "Juventus", "PSG", "Ajax", "PSV", "Feyenoord"]
F1 = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Emilia.Romagna", "Monaco", "Canada", "Spain", "Austria",
      "Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Azerbaijan", "Singapore", "United.States", "Mexico", "Brazil", "Las.Vegas", "Qatar", "Abu.Dhabi"]


@family("legit", "sports")
def sports():
    y = ri(2016, 2025)
    k = ri(0, 10)
    d = "%d.%02d.%02d" % (y, ri(1, 12), ri(1, 28))
    if k == 0:
        a, b = R.sample(TEAMS_NFL, 2)
        t = "NFL.%d.Week.%02d.%s.vs.%s.%s.WEB.h264-%s" % (y, ri(1, 18), a, b, ch(["720p", "1080p"]), ch(["SPORTSNET", "NFL", "BAE", "WEB"]))
    elif k == 1:
        a, b = R.sample(TEAMS_NBA, 2)
        t = "NBA.%s.%s.vs.%s.%s.WEB.h264-%s" % (d, a, b, ch(["720p", "1080p", "720p60", "1080p60"]), ch(["SPORTSNET", "NBA", "SB"]))
    elif k == 2:
        a, b = R.sample(TEAMS_NHL, 2)
        t = "NHL.%s.%s.vs.%s.%s.WEB.h264-SPORTSNET" % (d, a, b, ch(["720p", "1080p", "720p60"]))
    elif k == 3:
        t = "Formula1.%d.Round%02d.%s.%s.%s" % (y, ri(1, 24), ch(F1), ch(["Race", "Qualifying", "Sprint", "FP1", "FP2", "Sprint.Qualifying", "Pre-Race.Buildup"]), ch(["SkyF1HD.1080P", "SkyF1UHD.2160P", "F1TV.1080P", "ServusTV.1080P", "Ziggo.1080P"]))
    elif k == 4:
        t = "UFC.%d.%s.vs.%s.%s.PPV.%s.HDTV.x264-%s" % (ri(280, 320), ch(["Pantoja", "Jones", "Makhachev", "Pereira", "Adesanya", "Volkanovski", "Topuria", "Holloway"]), ch(["Asakura", "Aspinall", "Tsarukyan", "Ankalaev", "Du.Plessis", "Oliveira", "Gaethje", "Poirier"]), ch(["Main.Card", "Prelims", "Early.Prelims"]), ch(["720p", "1080p"]), ch(["VERUM", "WH", "PLUTONiUM"]))
    elif k == 5:
        t = "WWE.%s.%s.%s.HDTV.h264-%s" % (ch(["Monday.Night.Raw", "SmackDown", "NXT", "Royal.Rumble", "Survivor.Series", "WrestleMania.40"]), d, ch(["720p", "1080p"]), ch(["Star", "WH", "NWCHD"]))
    elif k == 6:
        a, b = R.sample(TEAMS_FB, 2)
        t = "%s.%s.%s.vs.%s.%s.%s" % (ch(["Premier.League", "EPL", "La.Liga", "Bundesliga", "Serie.A", "UEFA.Champions.League", "Eredivisie"]), d, a, b, ch(["1080p.WEB.h264", "720p.HDTV.x264", "1080i.HDTV.MPA2.0.H.264"]), ch(["-SPORTSNET", "-FEDER", "-WH", ""]))
    elif k == 7:
        t = "MotoGP.%d.Round%02d.%s.Race.%s.WEB-DL.AAC2.0.H.264-%s" % (y, ri(1, 22), ch(["Qatar", "Jerez", "Mugello", "Assen", "Sachsenring", "Silverstone", "Misano", "Valencia"]), ch(["1080p", "720p"]), ch(["F1Carreras", "MotoGP", "SNT"]))
    elif k == 8:
        t = ch(["Tour.de.France.%d.Stage.%02d.1080p.HDTV.x264" % (y, ri(1, 21)), "Wimbledon.%d.Mens.Final.1080p.HDTV" % y, "Snooker.UK.Championship.%d.Final.Session.%d.720p" % (y, ri(1, 4)),
                "The.Ashes.%d.Test.%d.Day.%d.720p.HDTV" % (y, ri(1, 5), ri(1, 5)), "Six.Nations.%d.England.vs.%s.1080p" % (y, ch(["France", "Ireland", "Wales", "Scotland", "Italy"])),
                "Masters.Golf.%d.Final.Round.1080p.WEB" % y, "Boxing.%d.%s.vs.%s.1080p.WEB" % (y, ch(["Usyk", "Fury", "Canelo", "Inoue", "Crawford"]), ch(["Joshua", "Dubois", "Benavidez", "Fulton", "Spence"]))])
    elif k == 9:
        t = "Bundesliga %d/%02d %d. Spieltag %s - %s German %s" % (y, (y + 1) % 100, ri(1, 34), ch(["Bayern Muenchen", "Borussia Dortmund", "Bayer Leverkusen", "RB Leipzig", "VfB Stuttgart"]), ch(["SC Freiburg", "FC Heidenheim", "Union Berlin", "Werder Bremen", "Mainz 05"]), ch(["1080p", "720p", "HDTV"]))
    else:
        t = "%s %d %s %s" % (ch(["Super Bowl", "Stanley Cup Final", "NBA Finals", "World Series", "Champions League Final", "Euro", "World Cup"]), y, ch(["Game %d" % ri(1, 7), "Full Match", "Highlights", "Final"]), ch(["1080p", "720p", "2160p HDR", "ESPN 720p"]))
    return t, ch(["alt.binaries.multimedia.sports", "alt.binaries.sport", "alt.binaries.teevee", "alt.binaries.hdtv",
                  "alt.binaries.multimedia.sports.boxing", "alt.binaries.tv", "alt.binaries.sports", "alt.binaries.boneless"])


DAILY = ["The.Daily.Show", "Jimmy.Kimmel.Live", "Stephen.Colbert", "The.Late.Show.with.Stephen.Colbert", "Late.Night.with.Seth.Meyers",
         "The.Tonight.Show.Starring.Jimmy.Fallon", "Jimmy.Fallon", "The.View", "Jeopardy", "Wheel.of.Fortune", "Real.Time.with.Bill.Maher",
         "Gutfeld", "Days.of.our.Lives", "The.Young.and.the.Restless", "The.Bold.and.the.Beautiful", "General.Hospital",
         "EastEnders", "Coronation.Street", "Emmerdale", "Hollyoaks", "Neighbours", "Home.and.Away", "The.Kelly.Clarkson.Show",
         "The.Drew.Barrymore.Show", "Late.Night.with.the.Devil", "After.Midnight", "Newsnight", "Question.Time", "Match.of.the.Day",
         "The.Graham.Norton.Show", "The.Last.Leg", "Have.I.Got.News.for.You", "Hardball", "Celebrity.Family.Feud", "Family.Feud"]
TALK = ["The.Daily.Show", "Jimmy.Kimmel.Live", "Stephen.Colbert", "The.Late.Show.with.Stephen.Colbert", "Late.Night.with.Seth.Meyers",
        "The.Tonight.Show.Starring.Jimmy.Fallon", "Jimmy.Fallon", "The.Kelly.Clarkson.Show", "The.Drew.Barrymore.Show",
        "The.Graham.Norton.Show", "Late.Late.Show", "Jimmy.Kimmel", "Seth.Meyers", "The.Tonight.Show"]
GUESTS = ["Jane.Fonda", "Ryan.Gosling", "Zendaya", "Tom.Hanks", "Margot.Robbie", "Keanu.Reeves", "Florence.Pugh", "Pedro.Pascal",
          "Emma.Stone", "Jeremy.Allen.White", "Ayo.Edebiri", "Glen.Powell", "Sydney.Sweeney", "Denzel.Washington", "Cillian.Murphy",
          "Billie.Eilish", "Dua.Lipa", "Paul.Rudd", "Jon.Hamm", "Kristen.Wiig", "Bill.Hader", "Timothee.Chalamet"]


@family("legit", "daily_show")
def daily_show():
    sh = ch(DAILY)
    d = date_dots(False, 2016, 2025)
    k = ri(0, 6)
    if k <= 2:
        sh = ch(TALK)
        t = "%s.%s.%s.%s.WEB.h264-%s" % (sh, d, ch(GUESTS), ch(["720p", "1080p", "480p"]), ch(["EDITH", "JEBAITED", "BAE", "SPAMnEGGS", "TRUMP", "NOSiViD", "DiRT"]))
    elif k == 3:
        t = "%s.%s.%s.HDTV.x264-%s" % (sh, d, ch(["720p", "1080i", "480p", "1080p"]), ch(["NTb", "SORNY", "CROOKS", "W4F", "LiGATE", "DEADPOOL"]))
    elif k == 4:
        t = "%s %s %s" % (sh.replace(".", " "), d.replace(".", "-"), ch(["720p WEB H264", "1080p iP WEB-DL AAC2.0 H 264", "HDTV x264", "(Part 1)", "(Part 2)"]))
    elif k == 5:
        t = "%s.%s.%s.WEB.h264-%s" % (ch(["Last.Week.Tonight.with.John.Oliver", "Saturday.Night.Live", "Taskmaster", "Real.Time.with.Bill.Maher", "The.Daily.Show"]), sxe(ri(1, 50), ri(1, 35)), ch(["720p", "1080p"]), ch(["EDITH", "JEBAITED", "BAE", "GGEZ"]))
    else:
        t = "%s %s" % (ch(["Tagesschau", "heute journal", "heute-show", "ZDF Magazin Royale", "Journal de 20h", "NOS Journaal", "Tagesthemen", "Quotidien"]), ch(["%02d.%02d.%d" % (ri(1, 28), ri(1, 12), ri(2018, 2025)), "vom %02d.%02d.%d 20.00 Uhr" % (ri(1, 28), ri(1, 12), ri(2018, 2025)), "%d-%02d-%02d" % ymd(2018, 2025)]))
    return t, ch(G_TV)


# ------------------------------- batch 6

@family("junk", "religious_flood")
def religious_flood():
    k = ri(0, 10)
    if k == 0:
        t = "%s - %s" % (ch(["JESUS IS LORD", "JESUS SAVES", "Jesus loves you", "GOD IS WATCHING", "CHRIST IS COMING"]), ch(["REPENT NOW", "repent before it is too late", "accept him today", "read John 3:16", "the end is near"]))
    elif k == 1:
        t = "The end is near - read %s %d:%d" % (ch(["Revelation", "Daniel", "Matthew", "Isaiah", "Ezekiel"]), ri(1, 22), ri(1, 30))
    elif k == 2:
        t = "%s %d:%d %s" % (ch(["John", "Romans", "Psalm", "Proverbs", "Acts"]), ri(1, 30), ri(1, 40), ch(["- God so loved the world", "- the wages of sin is death", "- turn from your sins", "- be saved", "!!!"]))
    elif k == 3:
        t = "The Rapture is coming %s - %s" % (ch(["%d" % ri(2025, 2030), "soon", "this year", "on %s %d" % (ch(MONTHS), ri(1, 28))]), ch(["are you ready?", "prepare yourself", "only believers will be saved", "read the signs"]))
    elif k == 4:
        t = "%s %s" % (ch(["Hell is real", "Sinners will burn", "Your soul is in danger", "Eternity is forever", "God hates sin"]), ch(["- pray now", "- turn to Jesus", "!!!", "- last warning", "- salvation is free"]))
    elif k == 5:
        t = ch(["Gott liebt dich - kehr um!", "Jesus t'aime - repens-toi", "Dios te ama - arrepientete", "Jezus redt - bekeer u", "Gesu ti ama - pentiti", "Bog cie kocha - nawroc sie"])
    elif k == 6:
        t = "%s %s" % (ch(["Hare Krishna Hare Krishna", "Om Namah Shivaya", "Allahu Akbar", "Praise the Lord", "Hallelujah", "Glory to God"]), ch(["", "!!!", " - chant and be happy", " - spread the word", " " + str(ri(1, 999))]))
    elif k == 7:
        t = "Free bible %s - %s" % (ch(["study", "tract", "course", "download"]), ch(["salvation is a gift", "find the truth", site_name(), "ask me how"]))
    elif k == 8:
        t = "%s" % ch(["WHERE WILL YOU SPEND ETERNITY?", "Are you saved?", "Have you been born again?", "Do you know God?", "If you died tonight where would you go?", "Is your name in the Book of Life?"])
    elif k == 9:
        t = "Sermon of the day #%d: %s" % (ri(1, 9999), ch(["the narrow gate", "sin and grace", "the last days", "the mark of the beast", "false prophets"]))
    else:
        t = "%s %s" % (ch(["The Antichrist is here", "666 mark of the beast", "Bible prophecy fulfilled", "Signs of the end times"]), ch(["- wake up", "- proof inside", "- read before deleted", str(ri(2025, 2030))]))
    return vary_case(t, (6, 1, 3, 0)), ch(G_ANY + G_MOVIE + G_TV + G_MUSIC)


@family("junk", "political_flood")
def political_flood():
    k = ri(0, 10)
    if k == 0:
        t = "WAKE UP %s" % ch(["SHEEPLE", "PEOPLE", "AMERICA", "EUROPE", "!!!", "before its too late", "the media lies"])
    elif k == 1:
        t = "%s exposed - %s" % (ch(["The New World Order", "The deep state", "Globalist agenda", "The great reset", "Chemtrails", "5G mind control", "The WEF plan"]), ch(["share before deleted", "the truth they hide", "proof inside", "wake up", "they cant hide it anymore"]))
    elif k == 2:
        t = "Vote %s %s" % (ch(["NO", "YES", "them out", "for change", "independent", "third party"]), ch(["in " + str(ri(2024, 2030)), "!!!", "- save the country", "- spread the word", ""]))
    elif k == 3:
        t = "The government is %s" % ch(["lying to you", "spying on you", "poisoning the water", "coming for your guns", "hiding the truth", "controlling the weather"])
    elif k == 4:
        t = "%s %s" % (ch(["Impeach", "Jail", "Resign", "Arrest", "Recall"]), ch(["the president", "the prime minister", "them all", "every politician", "congress", "the chancellor"]))
    elif k == 5:
        t = ch(["Merkel muss weg", "Die Regierung luegt", "Macron demission", "Fuera los politicos", "Weg met de regering", "Basta con questo governo", "Stop de oorlog", "Nie wieder Krieg!"]) + ch(["", "!!!", " - teilen!", " - partagez", " " + str(ri(1, 99))])
    elif k == 6:
        t = "%s %s" % (ch(["Stop the war", "Free speech is dead", "Taxation is theft", "Defund the", "Abolish the", "End the fed"]), ch(["now", "!!!", "- read this", "- share", "fed", "IRS", ""]))
    elif k == 7:
        t = "Election %d was %s" % (ri(2016, 2028), ch(["stolen", "rigged", "a fraud", "bought", "fake"]))
    elif k == 8:
        t = "%s - the truth about %s" % (ch(["MUST READ", "URGENT", "BANNED INFO", "CENSORED", "SPREAD THIS"]), ch(["vaccines", "climate", "the banks", "the elections", "the media", "immigration", "the war"]))
    elif k == 9:
        t = "%s manifesto part %d" % (ch(["Freedom", "Patriot", "Citizens", "Liberty", "Peoples"]), ri(1, 40))
    else:
        t = "%s" % ch(["NO WAR BUT CLASS WAR", "THEY LIE TO YOU EVERY DAY", "Question everything", "Do your own research!!", "The media is the virus", "Boycott the elections"])
    return vary_case(t, (6, 1, 3, 0)), ch(G_ANY + G_MOVIE + G_TV)


def wanted_thing():
    w = _wanted_thing()
    return " ".join(w.split())


def _wanted_thing():
    k = ri(0, 7)
    if k == 0:
        return "%s (%d)" % (movie_title(), movie_year())
    if k == 1:
        return "%s %s" % (show(), ch(["S%02d" % ri(1, 9), sxe(), "season %d" % ri(1, 9), "all seasons", "complete series", "the finale"]))
    if k == 2:
        a = ch(MUSIC)
        return "%s - %s %s" % (a[0], a[1], ch(["", "in flac", "FLAC", "320", "vinyl rip", "24bit"]))
    if k == 3:
        b = ch(BOOKS)
        return "%s by %s%s" % (b[1], b[0], ch(["", " epub", " audiobook", " (german)"]))
    if k == 4:
        return "%s %s" % (ch(GAMES), ch(["", "for PC", "repack", "latest update", "with all DLC"]))
    if k == 5:
        return "%s in %s" % (movie_title(), ch(["4K", "1080p", "HDR", "DV", "german dub", "french", "with english subs"]))
    if k == 6:
        return "%s %s" % (ch(ANIME), ch(["batch", "BD", "dual audio", "ep %d" % ri(1, 24), "season 1"]))
    return dots(any_release_name()) if p(0.5) else any_release_name()


@family("junk", "request_english")
def request_english():
    w = wanted_thing()
    k = ri(0, 11)
    if k == 0:
        t = "anyone have %s?" % w
    elif k == 1:
        t = "please post %s" % w
    elif k == 2:
        t = "can someone repost %s%s" % (w, ch(["", " please", " pls", "? thx", "?? missing blocks"]))
    elif k == 3:
        t = "REQ: %s - %s" % (w, ch(["anyone?", "please!", "thanks in advance", "can anyone help?", "been searching for ages", "would be grateful"]))
    elif k == 4:
        t = "[REQUEST] %s %s" % (w, ch(["please", "if anyone has it", "- thx", "(pretty please)", "?"]))
    elif k == 5:
        t = "Does anybody have %s" % w + ch(["?", "??", " they could post?", " - will return the favour"])
    elif k == 6:
        t = "Request: %s - %s" % (w, ch(["please fill", "anybody?", "can pay back with my collection", "thank you"]))
    elif k == 7:
        t = "Would love %s if someone has it" % w
    elif k == 8:
        t = "Req %s pls" % w
    elif k == 9:
        t = "Could someone %s %s" % (ch(["upload", "post", "share", "fill"]), w + ch(["?", " please?", " thanks"]))
    elif k == 10:
        t = "need %s asap%s" % (w, ch(["", "!!", " please", " - help"]))
    else:
        t = "Re: REQ %s - %s" % (w, ch(["still waiting", "bump", "anyone?", "any luck?"]))
    return vary_case(t, (8, 2, 1, 0)), ch(G_MOVIE + G_TV + G_MUSIC + G_BOOK + G_ANY)


@family("junk", "request_foreign")
def request_foreign():
    w = wanted_thing()
    k = ri(0, 15)
    forms = [
        "Suche: %s", "Suche %s - hat jemand das?", "Kann jemand %s posten?", "Hat jemand %s? Danke!",
        "Busco %s", "Alguien tiene %s?", "Pedido: %s por favor",
        "Cherche %s", "Quelqu'un a %s ? merci", "Recherche %s svp",
        "Zoek %s", "Heeft iemand %s? Alvast bedankt",
        "Cerco %s", "Qualcuno ha %s? grazie",
        "Ищу %s", "Есть у кого %s?",
    ]
    t = forms[k] % w
    if p(0.15):
        t = ch(["Procuro %s, alguem tem?", "Szukam %s - ma ktos?", "Hledam %s, diky", "Soker %s - nagon?", "Etsin %s", "Leter etter %s", "Keresem: %s", "%s をお願いします", "求 %s", "%s 있으신 분?"]) % w
    return t, ch(G_MOVIE + G_TV + G_MUSIC + G_BOOK + ["alt.binaries.town", "alt.binaries.nl", "alt.binaries.ftn", "alt.binaries.movies.german", "alt.binaries.dvd.french", "alt.binaries.dvd.spanish", "alt.binaries.dvd.italian"])


@family("junk", "wtb_looking_for")
def wtb_looking_for():
    w = wanted_thing()
    k = ri(0, 9)
    if k == 0:
        t = "WTB %s" % w
    elif k == 1:
        t = "ISO: %s" % w
    elif k == 2:
        t = "looking for %s" % w + ch(["", " - any quality", ", will trade", " please", " (any language)"])
    elif k == 3:
        t = "LF %s" % w
    elif k == 4:
        t = "WTB/WTT %s - have %s to trade" % (w, ch(["lots of FLAC", "2TB of movies", "old anime", "complete Simpsons", "ebooks"]))
    elif k == 5:
        t = "searching for %s%s" % (w, ch(["", " for years", " - help", "!!", " anyone"]))
    elif k == 6:
        t = "still looking for %s" % w
    elif k == 7:
        t = "Help finding %s" % w + ch(["", "?", " - lost my copy", " (hdd crashed)"])
    elif k == 8:
        t = "Wanted: %s" % w + ch(["", " - will pay", " - reward", " (good quality)"])
    else:
        t = "Hunting for %s%s" % (w, ch(["", " - anyone?", " - tips welcome"]))
    return vary_case(t, (8, 2, 1, 0)), ch(G_MOVIE + G_TV + G_MUSIC + G_BOOK + G_ANY)


XXX_SITES = ["Brazzers", "RealityKings", "Blacked", "BlackedRaw", "Tushy", "Vixen", "Deeper", "NaughtyAmerica", "TeamSkeet",
             "BangBros", "EvilAngel", "PureTaboo", "DorcelClub", "Private", "MomsTeachSex", "NubileFilms", "Passion-HD",
             "Babes", "DigitalPlayground", "WowGirls", "X-Art", "MetArtX", "SexArt", "Hegre", "LetsDoeIt", "Nympho",
             "AdultTime", "Mofos", "FakeTaxi", "PublicAgent", "GirlsWay", "Twistys", "JulesJordan", "ManyVids", "Sweetheart.Video"]
PERF_F = ["Lena", "Sofia", "Mia", "Ava", "Lily", "Chloe", "Emma", "Nina", "Alexis", "Kira", "Jade", "Scarlett", "Eva",
          "Vanna", "Luna", "Bella", "Gina", "Angel", "Kendra", "Aria", "Naomi", "Riley", "Kyla", "Anya"]
PERF_L = ["Vale", "Marie", "Rose", "Starr", "Love", "Knight", "Storm", "Blue", "Sky", "Grey", "Lane", "Moon", "Reid",
          "Black", "Diamond", "Rain", "Summers", "Steele", "West", "Banks", "Hart", "Cruz", "Nova", "Fox"]


def performer():
    return "%s %s" % (ch(PERF_F), ch(PERF_L))


@family("legit", "xxx_scene")
def xxx_scene():
    site = ch(XXX_SITES)
    pf = performer()
    k = ri(0, 8)
    d = date_dots(True, 2015, 2025)
    if k <= 2:
        t = "%s.%s.%s.XXX.%s.MP4-%s" % (site, d, dots(pf) + (".And." + dots(performer()) if p(0.25) else ""), ch(["1080p", "2160p", "720p", "480p", "SD"]), ch(["WRB", "KTR", "NBQ", "XLeech", "P2P", "GUSH", "SEXORS", "YAPG", "iNTERNAL", "FETiSH", "PRT"]))
    elif k == 3:
        t = "[%s] %s - %s (%s)" % (site, pf, ch(["Night Shift", "Stepsister Surprise", "Office Affair", "Poolside", "The Audition", "Hot Yoga", "Road Trip", "Room Service", "First Time", "Weekend Getaway"]), ch(["1080p", "2160p", "720p", "SD"]))
    elif k == 4:
        t = "%s.%s.%s.%s.XXX.%s.%s-%s" % (site, d, dots(pf), dots(ch(["Late Checkout", "Private Lesson", "Bad Influence", "Caught", "Stay the Night", "Tease", "Afterparty"])), ch(["1080p", "720p", "2160p"]), ch(["MP4", "HEVC.x265", "MP4.x264"]), ch(["KTR", "WRB", "XLeech", "PRT"]))
    elif k == 5:
        t = "%s %s %s XXX %s" % (ch(["Anal", "Lesbian", "Interracial", "Threesome", "Massage", "MILF", "Amateur", "Fetish"]), ch(["Vol", "Volume", "Part", "Adventures"]), ri(1, 40), ch(["DVDRip x264", "WEB-DL 1080p", "DVDRiP XviD-Jiggly", "SD MP4", "XXX DVDRip x264-QUARiSMa"]))
    elif k == 6:
        t = "%s.%d.XXX.%s.WEBRip.MP4-%s" % (dots(ch(["Deep Throat", "Insatiable", "Pirates", "The Devil in Miss Jones", "Babysitter Diaries", "Cheerleaders", "Neighbor Affair", "Office Girls"]) + " " + str(ri(1, 30))), ri(2000, 2025), ch(["1080p", "720p"]), ch(["VSEX", "XXX", "GUSH", "PORNWORLD"]))
    elif k == 7:
        t = "%s - %s (%d) %s" % (site, pf, ri(2010, 2025), ch(["Siterip", "Photoset", "Complete Collection", "Megapack", "pictures 3000px"]))
    else:
        t = "%s_%s_%s_%s" % (site.lower(), "%02d%02d%02d" % (ri(15, 25), ri(1, 12), ri(1, 28)), unders(pf).lower(), ch(["1080p", "720p", "4k", "hd"]))
    return t, ch(G_XXX)


@family("legit", "foreign_language_latin")
def foreign_language_latin():
    k = ri(0, 14)
    y = movie_year()
    if k == 0:
        t = "%s.%d.German.DL.%s.BluRay.x264-%s" % (dots(ch(["Der Pate", "Das Boot", "Lola rennt", "Good Bye Lenin", "Das Leben der Anderen", "Im Westen nichts Neues", "Der Untergang", "Toni Erdmann", "Systemsprenger", "Die Welle", "Oppenheimer", "Dune Part Two"])), y, ch(["720p", "1080p", "2160p"]), ch(["DETAiLS", "EXQUiSiTE", "SAViOUR", "RSG", "TSCC", "FuN", "HOVAC", "WDC", "iNKLUSiON", "ROCKEFELLER"]))
    elif k == 1:
        t = "Tatort.S%02dE%02d.%s.GERMAN.%s.WEB.h264-%s" % (ri(45, 56), ri(1, 40), dots(ch(["Borowski und das Haupt der Medusa", "Letzte Ernte", "Murot und das 1000. Tor", "Schweigen", "Der Reiz des Bosen", "Blinder Fleck", "Am Ende des Flurs"])), ch(["720p", "1080p"]), ch(["WAYNE", "GERMANDUBBED", "MGE", "TVARCHiV", "iTSMEMATT"]))
    elif k == 2:
        t = "%s.S%02dE%02d.GERMAN.%s.WEB.x264-%s" % (dots(ch(["Babylon Berlin", "Dark", "Der Tatortreiniger", "Pastewka", "Die Discounter", "4 Blocks", "Der Bergdoktor", "Die Rosenheim-Cops", "SOKO Leipzig", "Der Alte", "Hubert ohne Staller"])), ri(1, 20), ri(1, 24), ch(["720p", "1080p"]), ch(["WvF", "TMSF", "ACED", "idTV", "GERMANTV"]))
    elif k == 3:
        t = "%s.%d.%s.%s.WEB.H264-%s" % (dots(ch(["Le Comte de Monte-Cristo", "Les Trois Mousquetaires", "Anatomie d'une chute", "L'Amour ouf", "Un p'tit truc en plus", "Intouchables", "Le Fabuleux Destin d'Amelie Poulain", "La Haine", "Bienvenue chez les Ch'tis", "Le Diner de cons"])), y, ch(["FRENCH", "TRUEFRENCH", "MULTi", "MULTi.VFF", "VOSTFR"]), ch(["1080p", "720p", "2160p"]), ch(["FW", "SUPPLY", "BDHD", "LAZARUS", "FRATERNiTY", "TFA", "NoTag", "ARK01"]))
    elif k == 4:
        t = "%s %d MULTi TRUEFRENCH %s %s-%s" % (ch(["Asterix et Obelix L'Empire du Milieu", "Les Visiteurs", "OSS 117 Rio ne repond plus", "Le Grand Bleu", "Taxi 5", "Le Prenom"]), y, ch(["1080p BluRay x264", "2160p UHD BluRay HDR x265", "720p WEB-DL"]), ch(["AC3", "DTS", "DDP5.1", "EAC3"]), ch(["EXTREME", "QTZ", "ZW", "BZH"]))
    elif k == 5:
        t = "%s.S%02dE%02d.DUTCH.%s.WEB.h264-%s" % (dots(ch(["Flikken Maastricht", "Baantjer het Begin", "Undercover", "Toon", "Boer zoekt Vrouw", "Wie is de Mol", "De Luizenmoeder", "Goede tijden slechte tijden", "Penoza", "Hier zijn de Van Rossems"])), ri(1, 30), ri(1, 20), ch(["720p", "1080p"]), ch(["NLSubs", "DutchReleaseTeam", "QoQ", "DRT", "MiSFiTS"]))
    elif k == 6:
        t = "%s.S%02dE%02d.SPANISH.%s.%s.WEB-DL.%s-%s" % (dots(ch(["La Casa de Papel", "Elite", "Las Chicas del Cable", "Vis a Vis", "El Ministerio del Tiempo", "Cuentame como paso", "Aqui no hay quien viva", "La que se avecina", "Berlin"])), ri(1, 10), ri(1, 16), ch(["1080p", "720p"]), ch(["NF", "AMZN", "ATRES"]), ch(["DDP5.1.H.264", "AAC2.0.x264"]), ch(["NTb", "DEFLATE", "MADRID", "HiPS"]))
    elif k == 7:
        t = "%s (%d) [%s] %s" % (ch(["Il Commissario Montalbano", "La vita e bella", "Perfetti sconosciuti", "C'e ancora domani", "Gomorra", "L'amica geniale", "Il Traditore", "Don Matteo"]), y, ch(["ITA AC3 5.1", "ITA ENG", "iTALiAN", "SUB ITA"]), ch(["1080p WEB-DL", "BDRip 720p x264", "DLMux 1080p", "WEBRip x265"]))
    elif k == 8:
        t = "%s.S%02dE%02d.%s.%s.HDTV.x264-%s" % (dots(ch(["Bron Broen", "Wallander", "Beck", "Forbrydelsen", "Borgen", "Lykkeland", "Exit", "Skam", "Karppi", "Vikingane", "Rejseholdet"])), ri(1, 9), ri(1, 12), ch(["SWEDiSH", "DANiSH", "NORWEGiAN", "FiNNiSH", "NORDiC"]), ch(["720p", "1080p"]), ch(["NORDiCHD", "TVNORDiC", "DANiSH", "SWEHD", "NORHD", "HDUSiN"]))
    elif k == 9:
        t = "%s.%d.PL.%s.WEB-DL.%s-%s" % (dots(ch(["Chlopi", "Boze Cialo", "Zimna wojna", "Ida", "Kler", "Psy", "Seksmisja", "Dom zly"])), y, ch(["1080p", "720p", "2160p"]), ch(["x264", "H264", "DDP5.1.H.264"]), ch(["FOX", "KiT", "AS76", "PTRG"]))
    elif k == 10:
        t = "%s.%d.PORTUGUESE.%s.%s-%s" % (dots(ch(["Tropa de Elite", "Cidade de Deus", "Central do Brasil", "Ainda Estou Aqui", "O Auto da Compadecida", "Bacurau"])), y, ch(["1080p.BluRay", "720p.WEB-DL", "1080p.WEB"]), ch(["x264", "H.264", "x265"]), ch(["NOGRP", "BRSHNKS", "COMANDO", "TECH"]))
    elif k == 11:
        t = "%s %d. Bolum %s" % (ch(["Kizilcik Serbeti", "Yali Capkini", "Bir Zamanlar Cukurova", "Kurulus Osman", "Teskilat", "Leyla"]), ri(1, 180), ch(["1080p", "720p HDTV", "FULL HD izle", "WEB-DL"]))
    elif k == 12:
        t = "%s.%d.CZ.%s.%s" % (dots(ch(["Pelisky", "Kolja", "Obecna skola", "Vesnicko ma strediskova", "Tri orisky pro Popelku"])), ri(1970, 2010), ch(["1080p.BluRay.x264", "DVDRip.XviD", "720p.HDTV.x264"]), ch(["-CZ", "-SK", "-iNTERNAL", "-SLOSTER"]))
    elif k == 13:
        t = "Die drei ??? - Folge %d - %s (Hoerspiel) %s" % (ri(1, 235), ch(["und der Super-Papagei", "und die flusternde Mumie", "und das Gespensterschloss", "und der Karpatenhund", "Toteninsel", "und der Fluch des Rubins"]), ch(["mp3", "FLAC", "2024", "[CD-Rip]"]))
    else:
        t = "%s.%d.%s.%s.%s-%s" % (dots(ch(["Het Verlangen", "Soldaat van Oranje", "De Tweeling", "Turks Fruit", "Alles is Liefde", "Borgman"])), y, ch(["DUTCH", "NL", "FLEMISH", "Dutch.Subbed"]), ch(["1080p.BluRay", "720p.WEB", "DVDRip", "1080p.WEB-DL"]), ch(["x264", "XviD", "H264"]), ch(["NLT", "QoQ", "MiSFiTS", "SHiTSoNy", "NLSubs"]))
    return t, ch(["alt.binaries.town", "alt.binaries.nl", "alt.binaries.ftn", "alt.binaries.movies.german", "alt.binaries.hdtv.german",
                  "alt.binaries.dvd.french", "alt.binaries.dvd.spanish", "alt.binaries.dvd.italian", "alt.binaries.nordic",
                  "alt.binaries.swedish", "alt.binaries.movies.french", "alt.binaries.dutch", "alt.binaries.german.movies",
                  "alt.binaries.multimedia.italian", "alt.binaries.polish", "alt.binaries.boneless", "alt.binaries.hdtv.x264"])


# ------------------------------- batch 7

@family("legit", "non_latin_script")
def non_latin_script():
    k = ri(0, 17)
    y = movie_year()
    if k == 0:
        t = "%s (%d) %s" % (ch(["Мастер и Маргарита", "Брат 2", "Бригада", "Левиафан", "Ирония судьбы, или С лёгким паром!", "Солярис", "Сталкер", "Чебурашка", "Холоп", "Т-34"]), y, ch(["WEB-DL 1080p", "BDRip 720p", "BDRip 1080p | Лицензия", "HDRip | Кинопоиск HD", "DVDRip-AVC"]))
    elif k == 1:
        t = "%s S%02d (%d) %s" % (ch(["Слово пацана. Кровь на асфальте", "Эпидемия", "Метод", "Триггер", "Кухня", "Интерны", "Ольга", "Вампиры средней полосы"]), ri(1, 6), ri(2010, 2025), ch(["WEB-DL 1080p", "WEB-DLRip", "WEBRip 720p", "HDTVRip"]))
    elif k == 2:
        t = "%s - %s (%d) [%s]" % (ch(["Кино", "ДДТ", "Земфира", "Аквариум", "Сплин", "Мумий Тролль", "Би-2", "Наутилус Помпилиус", "Ария"]), ch(["Группа крови", "Это всё...", "Бордерлайн", "Радио Африка", "Гранатовый альбом", "Морская", "Разлука", "Герой асфальта"]), ri(1980, 2024), ch(["FLAC", "MP3 320", "FLAC 24bit", "Lossless"]))
    elif k == 3:
        t = ch(["劇場版 呪術廻戦 0 (2021) [BDRip 1080p]", "名探偵コナン 第%d話 (1080p)" % ri(1000, 1160), "君たちはどう生きるか (2023) [BD 1080p]", "シン・ゴジラ (2016) BDRip 1080p", "すずめの戸締まり (2022) [1080p]",
                "[アニメ BD] 葬送のフリーレン 第%02d話 (1920x1080 x264 FLAC)" % ri(1, 28), "ドラマ 不適切にもほどがある! 第%d話" % ri(1, 10), "孤独のグルメ Season%d 第%d話" % (ri(1, 10), ri(1, 12)), "アンナチュラル 全%d話" % 10])
    elif k == 4:
        t = "%s - %s (%d) [FLAC %s]" % (ch(["宇多田ヒカル", "米津玄師", "YOASOBI", "椎名林檎", "坂本龍一", "Mrs. GREEN APPLE", "あいみょん", "藤井風", "King Gnu"]), ch(["SCIENCE FICTION", "LOST CORNER", "THE BOOK 3", "放生会", "12", "ANTENNA", "猫にジェラシー", "LOVE ALL SERVE ALL", "THE GREATEST UNKNOWN"]), ri(2019, 2025), ch(["24bit/96kHz", "24bit/48kHz", "16bit/44.1kHz", "Hi-Res"]))
    elif k == 5:
        t = ch(["流浪地球2.The.Wandering.Earth.II.2023.1080p.WEB-DL.H265.AAC-OurTV", "三体 S01E%02d 2023 2160p WEB-DL H265 DDP5.1" % ri(1, 30), "繁花 Blossoms Shanghai E%02d 2023 4K WEB-DL" % ri(1, 30),
                "满江红.Full.River.Red.2023.1080p.WEB-DL.H264.AAC-OurTV", "长安三万里.Chang.An.2023.2160p.WEB-DL.H265.10bit-HDSWEB", "庆余年 第二季 第%02d集 4K" % ri(1, 36),
                "霸王别姬.Farewell.My.Concubine.1993.1080p.BluRay.x264-CHD", "花样年华.In.the.Mood.for.Love.2000.CC.1080p.BluRay.x264-WiKi"])
    elif k == 6:
        t = "%s - %s (%d) [FLAC]" % (ch(["周杰倫 Jay Chou", "陳奕迅 Eason Chan", "王菲 Faye Wong", "鄧紫棋 G.E.M.", "五月天 Mayday", "張學友"]), ch(["最偉大的作品", "CHIN UP!", "寓言", "啟示錄", "自傳", "吻別"]), ri(1990, 2024))
    elif k == 7:
        t = "%s E%02d %s" % (ch(["나의 아저씨 My Mister", "오징어 게임 시즌2", "눈물의 여왕 Queen of Tears", "무빙 Moving", "더 글로리 The Glory", "선재 업고 튀어 Lovely Runner", "폭싹 속았수다 When Life Gives You Tangerines", "비밀의 숲 Stranger"]), ri(1, 16), ch(["1080p", "720p WEB-DL", "1080p NF WEB-DL AAC", "HDTV"]))
    elif k == 8:
        t = "%s - %s (%d) [FLAC]" % (ch(["아이유 IU", "방탄소년단 BTS", "뉴진스 NewJeans", "에스파 aespa", "블랙핑크 BLACKPINK", "세븐틴 SEVENTEEN"]), ch(["The Winning", "Proof", "Get Up", "Armageddon", "BORN PINK", "SPILL THE FEELS"]), ri(2020, 2025))
    elif k == 9:
        t = ch(["الحشاشين الحلقة %d" % ri(1, 30), "مسلسل الاختيار الحلقة %d 1080p" % ri(1, 30), "باب الحارة الجزء %d الحلقة %d" % (ri(1, 13), ri(1, 30)), "أم كلثوم - انت عمري (%d) FLAC" % ri(1964, 1980), "فيروز - %s MP3 320" % ch(["وحدن", "كيفك انت", "معرفتي فيك"])])
    elif k == 10:
        t = ch(["Το Νησί S%02dE%02d 720p" % (ri(1, 3), ri(1, 26)), "Η Μεγάλη Χίμαιρα E%02d 1080p WEB-DL" % ri(1, 20), "Μαύρο Ρόδο (%d) DVDRip Greek" % ri(1990, 2010), "Άγριες Μέλισσες S%02dE%02d" % (ri(1, 3), ri(1, 120))])
    elif k == 11:
        t = ch(["שטיסל עונה %d פרק %d" % (ri(1, 3), ri(1, 12)), "פאודה עונה %d פרק %d 1080p" % (ri(1, 4), ri(1, 12)), "עבודה ערבית עונה %d" % ri(1, 4), "אריק איינשטיין - %s FLAC" % ch(["שבלול", "פוזי"])])
    elif k == 12:
        t = ch(["पठान Pathaan (2023) Hindi 1080p WEB-DL", "जवान Jawan (%d) Hindi 720p HDRip" % 2023, "शोले Sholay (1975) Hindi BluRay 1080p", "पंचायत Panchayat S%02d E%02d 1080p AMZN WEB-DL" % (ri(1, 4), ri(1, 8)), "लगान Lagaan (2001) Hindi DVDRip"])
    elif k == 13:
        t = ch(["ฉลาดเกมส์โกง Bad Genius (2017) 1080p BluRay", "หลานม่า How to Make Millions Before Grandma Dies (2024) 1080p", "สัปเหร่อ The Undertaker (2023) 1080p WEB-DL", "ร่างทรง The Medium (2021) 1080p"])
    elif k == 14:
        t = ch(["Будинок «Слово». Нескінченний роман (2024) WEBRip 1080p Ukr", "Кіборги (2017) BDRip 1080p Ukr/Eng", "Океан Ельзи - %s (%d) FLAC" % (ch(["Без меж", "Земля", "Міра", "Суперсиметрія"]), ri(2000, 2023)), "Мавка. Лісова пісня (2023) 1080p Ukr"])
    elif k == 15:
        t = "%s - %s [%s]" % (ch(["Лев Толстой", "Фёдор Достоевский", "Михаил Булгаков", "Антон Чехов", "Виктор Пелевин", "Борис Акунин", "Аркадий и Борис Стругацкие"]), ch(["Война и мир", "Преступление и наказание", "Мастер и Маргарита", "Рассказы", "Generation П", "Азазель", "Пикник на обочине"]), ch(["fb2", "fb2, epub", "epub", "rtf", "аудиокнига mp3"]))
    elif k == 16:
        t = "%s - %s (%s)" % (ch(["村上春樹", "刘慈欣", "東野圭吾", "金庸", "余华", "川上未映子"]), ch(["街とその不確かな壁", "三体 全集", "容疑者Xの献身", "射鵰英雄傳", "活着", "夏物語"]), ch(["epub", "mobi", "azw3", "txt", "pdf"]))
    else:
        t = "%s %d %s" % (ch(["Ночной дозор", "Дневной дозор", "Москва слезам не верит", "Кавказская пленница", "Операция Ы"]), ri(1960, 2006), ch(["BDRip 1080p", "DVD5", "HDTVRip", "Remastered 4K"]))
    return t, ch(["alt.binaries.multimedia", "alt.binaries.boneless", "alt.binaries.russian.movies", "alt.binaries.japan", "alt.binaries.chinese",
                  "alt.binaries.korean", "alt.binaries.multimedia.japanese", "alt.binaries.hdtv.x264", "alt.binaries.sounds.lossless", "alt.binaries.cores",
                  "alt.binaries.movies.divx", "alt.binaries.e-book", "alt.binaries.multimedia.korean"])


def some_release():
    fn = ch([scene_movie, scene_tv_episode, tv_season_pack, p2p_web_movie, anime_fansub, music_flac, music_mp3_scene,
             ebook, comics, audiobook, software, games, xxx_scene, foreign_language_latin, magazine, daily_show])
    return fn()


@family("legit", "request_fill")
def request_fill():
    rel, grp = some_release()
    n = ri(100, 99999)
    k = ri(0, 12)
    if k == 0:
        t = "REQ %d - %s" % (n, rel)
    elif k == 1:
        t = "Fill: %s" % rel
    elif k == 2:
        t = "[FILL] %s" % rel
    elif k == 3:
        t = "(Filled Req #%d) %s" % (n, rel)
    elif k == 4:
        t = "REPOST: %s" % rel
    elif k == 5:
        t = "Repost by request - %s" % rel
    elif k == 6:
        t = "[REQ#%d] %s" % (n, counter_wrap(rel))
    elif k == 7:
        t = "%s (req by %s)" % (rel, ch(["jimbo", "flacfan", "nzbuser77", "anon", "Ricky", "old_timer", "Mr.T", "dutchman", "K.", "someone in ABMM"]))
    elif k == 8:
        t = "%s [Repost for %s]" % (rel, ch(["Paul", "jw", "the guy asking", "reqs", "missing parts", "all"]))
    elif k == 9:
        t = ch(["Auf Wunsch: %s", "Op verzoek: %s", "Sur demande : %s", "A pedido: %s", "Su richiesta: %s"]) % rel
    elif k == 10:
        t = "Re: REQ: %s - FILLED" % rel
    elif k == 11:
        t = "REQ %d FILLED: %s" % (n, rel)
    else:
        t = "RE-POST %s %s" % (rel, ch(["(new par2)", "(fixed)", "complete", "- all parts", "[repaired]"]))
    return t, grp


EXTS_OBF = ["", "", "", ".mkv", ".mp4", ".avi", ".rar", ".part01.rar", ".part%02d.rar", ".7z", ".7z.%03d", ".zip", ".par2",
            ".vol%02d+%02d.par2", ".r%02d", ".nfo", ".sfv", ".bin", ".%03d", ".iso", ".flac", ".epub", ".cbz"]


def obf_ext():
    e = ch(EXTS_OBF)
    if e.count("%") == 2:
        a = ri(0, 63)
        return e % (a, ri(1, 32))
    if "%" in e:
        return e % ri(1, 99)
    return e


@family("legit", "obfuscated_hash")
def obfuscated_hash():
    k = ri(0, 9)
    if k == 0:
        name = hexs(32)
    elif k == 1:
        name = hexs(40)
    elif k == 2:
        name = hexs(64) if p(0.5) else hexs(32, upper=True)
    elif k == 3:
        name = alnum(ri(16, 40))
    elif k == 4:
        name = "%s-%s-%s-%s-%s" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12))
    elif k == 5:
        name = lowalnum(ri(12, 30))
    elif k == 6:
        name = alnum(ri(20, 24), string.ascii_uppercase + "234567")
    elif k == 7:
        name = alnum(ri(8, 14))
    elif k == 8:
        name = "%s.%s" % (alnum(ri(6, 12)), alnum(ri(6, 12)))
    else:
        name = alnum(22, string.ascii_letters + string.digits + "_-")
    ext = obf_ext()
    r = ri(0, 4)
    if r == 0:
        t = counter_wrap(name, ext or None)
    elif r == 1:
        t = "[%d/%d] - \"%s%s\" yEnc" % (ri(1, 99), ri(99, 200), name, ext)
    else:
        t = name + ext
    return t, ch(G_ANY + G_MOVIE + G_TV)


def file_base(rel):
    return rel.replace(" ", ".").lower() if p(0.3) else rel.replace(" ", "_") if p(0.3) else rel


@family("legit", "numbered_parts_posting")
def numbered_parts_posting():
    rel, grp = some_release()
    k = ri(0, 9)
    n = ri(5, 150)
    i = ri(1, n)
    segs = ri(20, 500)
    fb = file_base(rel) if " " in rel else rel
    if k == 0:
        t = '%s - "%s.part%02d.rar" yEnc (%02d/%d)' % (rel, fb, i, ri(1, segs), segs)
    elif k == 1:
        t = '[%02d/%02d] - "%s.part%02d.rar" yEnc (1/%d)' % (i, n, fb, i, segs)
    elif k == 2:
        g = ch(["sparks", "geckos", "rovers", "drones", "flux", "ntb", "ethel", "syncopy"])
        t = '%s [%02d/%02d] - "%s-%s.r%02d" yEnc (1/%d)' % (rel, i, n, g, lowalnum(ri(4, 10)), i - 1, segs)
    elif k == 3:
        t = '(%s) [%d/%d] - "%s.%s" yEnc (%d/%d)' % (ch(["????", "..", rel[:30]]), i, n, fb, ch(["7z.%03d" % i, "part%03d.rar" % i, "vol%03d+%02d.par2" % (i, ri(1, 32)), "r%02d" % i]), ri(1, segs), segs)
    elif k == 4:
        art = ch(MUSIC)
        tr = ri(1, 18)
        t = '%s - %s [%02d/%02d] - "%02d - %s.%s" yEnc (1/%d)' % (art[0], art[1], tr, ri(tr, 20), tr, ch(["Intro", "Untitled", "Reprise", "Track %d" % tr, ch(NOUN), ch(ADJ) + " " + ch(NOUN)]), ch(["flac", "mp3", "m4a"]), ri(5, 60))
    elif k == 5:
        t = "%s - File %d of %d - %s" % (rel, i, n, ch(["%s.nfo" % fb, "%s.sfv" % fb, "%s.nzb" % fb, "%s.part%02d.rar" % (fb, i), "%s.mkv.%03d" % (fb, i)]))
    elif k == 6:
        t = '[%02d/%02d] - "%s.nfo" yEnc (1/1)' % (0, n, fb) if p(0.5) else '"%s.sfv" yEnc (1/1)' % fb
    elif k == 7:
        t = "Part %d/%d - %s.7z.%03d" % (i, n, fb, i)
    elif k == 8:
        t = '%s - [%d of %d] "%s.vol%02d+%02d.par2" (1/%d)' % (rel, i, n, fb, i, ri(1, 16), ri(1, 40))
    else:
        t = '%s [%d/%d] "%s.mkv" yEnc (%d/%d) %s' % (rel, 1, 1, fb, ri(1, segs), segs, ch(["", "", "%d.%d GB" % (ri(1, 30), ri(0, 9)), "%d MB" % ri(100, 9000)]))
    return t.strip(), grp


ARTISTS = [m[0] for m in MUSIC]
DIRECTORS = ["Alfred Hitchcock", "Stanley Kubrick", "Akira Kurosawa", "Ingmar Bergman", "Federico Fellini", "Andrei Tarkovsky",
             "Martin Scorsese", "David Lynch", "Wong Kar-wai", "Hayao Miyazaki", "Christopher Nolan", "Denis Villeneuve",
             "Coen Brothers", "Quentin Tarantino", "Werner Herzog", "Rainer Werner Fassbinder", "Agnes Varda", "Jean-Luc Godard"]


@family("legit", "collection_pack")
def collection_pack():
    k = ri(0, 12)
    if k == 0:
        a = ch(ARTISTS)
        y0 = ri(1960, 2000)
        t = "%s - Discography %d-%d [%s]" % (a, y0, ri(y0 + 5, 2025), ch(["FLAC", "MP3 320", "FLAC 24bit", "Lossless", "CD rips FLAC+CUE"]))
    elif k == 1:
        sh = show()
        t = "%s Season 1-%d Complete %s" % (sh, ri(3, 35), ch(["1080p WEB-DL", "720p", "DVDRip XviD", "1080p BluRay x265", "Pack"]))
    elif k == 2:
        t = ch(["James Bond 007 Collection 1962-2021 1080p BluRay x264", "Star Wars Complete Saga 1977-2019 2160p UHD BluRay",
                "Studio Ghibli Collection (1984-2023) BluRay 1080p", "Marvel Cinematic Universe Phase 1-5 (2008-2024) 1080p",
                "Harry Potter 1-8 Complete Collection 2160p UHD", "The Lord of the Rings Extended Trilogy 1080p BluRay", "Pixar Shorts Collection Vol 1-4",
                "Alien Anthology 1979-2017 1080p", "Indiana Jones 1-5 Collection 2160p", "Mission Impossible 1-8 Collection"])
    elif k == 3:
        d = ch(DIRECTORS)
        t = "%s %s (%s)" % (d, ch(["Filmography", "Collection", "Complete Films", "Box Set", "Essential Films"]), ch(["1080p", "BluRay Remux", "DVD5", "mixed quality", "720p x264", "Criterion"]))
    elif k == 4:
        au = ch([b[0] for b in BOOKS])
        t = "%s - %s (%d books) %s" % (au, ch(["Collected Works", "Ebook Collection", "Complete Bibliography", "Series Pack", "Omnibus"]), ri(5, 90), ch(["epub", "epub+mobi", "retail epub", "azw3", "pdf"]))
    elif k == 5:
        t = "Now Thats What I Call Music %d-%d MP3 320" % (ri(1, 50), ri(60, 120)) if p(0.5) else "VA - Top 100 Single Charts %02d.%02d.%d" % (ri(1, 28), ri(1, 12), ri(2015, 2025))
    elif k == 6:
        t = "Criterion Collection Spine %d-%d %s" % (ri(1, 500), ri(500, 1250), ch(["BluRay 1080p", "DVD ISO", "remux"]))
    elif k == 7:
        t = ch(["The Beatles - The Complete Studio Recordings (2009 Stereo Remasters) FLAC", "Miles Davis - The Complete Columbia Album Collection (70CD)",
                "Bob Dylan - The Bootleg Series Vol 1-17", "Top 2000 (%d) NPO Radio 2 MP3" % ri(2015, 2024), "Led Zeppelin - Remasters Box (2014) 24-96",
                "Grateful Dead - Dicks Picks Vol 1-36 FLAC", "Johnny Cash - The Complete Columbia Album Collection", "Bach - Complete Edition (Brilliant Classics 157CD)"])
    elif k == 8:
        t = "%s (%s) %s" % (ch(["Commodore 64 Games Collection", "Amiga WHDLoad Pack", "Sega Genesis Classics", "Mega Man Legacy Collection", "Atari 2600 Complete ROM Set", "ZX Spectrum TOSEC"]), ri(2018, 2025), ch(["", "v2", "complete", "[No-Intro]"]))
    elif k == 9:
        t = "%s Complete Series S01-S%02d %s" % (show(), ri(2, 12), ch(["1080p BluRay x265", "DVDRip", "720p WEB-DL", "+ Specials", "AMZN WEB-DL DDP5.1"]))
    elif k == 10:
        t = "%s (%d-%d) %s" % (ch(["Calvin and Hobbes Complete", "Tintin Complete Collection", "Asterix Collection", "Sandman Complete", "Watchmen Absolute", "Akira Complete"]), ri(1959, 1990), ri(1991, 2024), ch(["cbr", "cbz", "(digital)", "French cbz", "Dutch"]))
    elif k == 11:
        t = "%s Megapack %d-%d %s" % (ch(["The Economist", "National Geographic", "New Scientist", "Wired", "c't", "Linux Format"]), ri(2000, 2015), ri(2016, 2025), ch(["PDF", "complete year", "full archive", "all issues"]))
    else:
        t = "%s - Box Set (%d CD) %s" % (ch(ARTISTS), ri(3, 40), ch(["FLAC", "MP3", "[EAC log cue]", "2024 remaster"]))
    grp = {0: G_MUSIC, 1: G_TV, 2: G_MOVIE, 3: G_MOVIE, 4: G_BOOK, 5: G_MUSIC, 6: G_MOVIE, 7: G_MUSIC, 8: G_GAME,
           9: G_TV, 10: ["alt.binaries.pictures.comics.complete", "alt.binaries.comics.dcp", "alt.binaries.pictures.comics.reposts"],
           11: ["alt.binaries.e-book.magazines", "alt.binaries.mags"], 12: G_MUSIC}[k]
    return t, ch(grp)


@family("legit", "personal_rip_informal")
def personal_rip_informal():
    k = ri(0, 13)
    m = movie_title()
    art = ch(MUSIC)
    if k == 0:
        t = "my dvd rip of %s" % m.lower()
    elif k == 1:
        t = "%s (%d) dvd rip - my own encode" % (m.lower(), movie_year())
    elif k == 2:
        t = "dads old %s records ripped to flac - %s" % (ch(["jazz", "soul", "rock", "classical", "blues", "polka"]), art[0].lower())
    elif k == 3:
        t = "%s live bootleg %d (tape transfer, my copy)" % (art[0], ri(1965, 1999))
    elif k == 4:
        t = "%s season %d from my dvds" % (show().lower(), ri(1, 9))
    elif k == 5:
        t = "%s - %s vinyl rip by me %s" % (art[0], art[1], ch(["24/96", "16/44", "flac", "320", "wav"]))
    elif k == 6:
        t = "ripped from my cd collection - %s - %s" % (art[0], art[1])
    elif k == 7:
        t = "%s %s xvid %s" % (m.lower(), ch(["home-made rip", "my rip", "own rip", "quick encode"]), ch(["", "700mb", "1cd", "2cd"]))
        t = t.strip()
    elif k == 8:
        t = "%s (%d) - VHS rip, bad quality but rare" % (m, ri(1975, 1999))
    elif k == 9:
        t = "%s taped off tv %d %s" % (m.lower(), ri(1985, 2005), ch(["with ads", "no ads", "complete", "german dub", "ITV broadcast"]))
    elif k == 10:
        t = "%s - %s [own rip, EAC]" % (art[0], art[1])
    elif k == 11:
        t = "old %s cartoons ripped from %s" % (ch(["looney tunes", "disney", "hanna barbera", "fleischer", "tom and jerry"]), ch(["laserdisc", "vhs", "my dvds", "super 8"]))
    elif k == 12:
        t = "%s eps 1-%d recorded from %s %d" % (show(), ri(3, 13), ch(["BBC1", "BBC2", "ITV", "Channel 4", "RTL", "ARD", "NBC"]), ri(1990, 2010))
    else:
        t = "%s %s" % (m.lower().replace(" ", "_"), ch(["my_rip.mkv", "bluray_rip_by_me.mp4", "(rip by me).avi", "dvd5 my backup"]))
    if k in (2, 3, 5, 6, 10):
        grp = G_MUSIC
    elif k in (4, 12):
        grp = G_TV
    elif k == 11:
        grp = G_TV + ["alt.binaries.multimedia.cartoons", "alt.binaries.multimedia.classic-films"]
    else:
        grp = G_MOVIE + ["alt.binaries.multimedia.classic-films", "alt.binaries.movies.divx"]
    return t, ch(grp)


SPAMMY_MOVIES = [("Buy Now The Shopping Conspiracy", 2024), ("Free Guy", 2021), ("Cash Out", 2024), ("Click", 2006),
                 ("Get Rich or Die Tryin", 2005), ("Catch Me If You Can", 2002), ("Boiler Room", 2000), ("Nigerian Prince", 2018),
                 ("The Tinder Swindler", 2022), ("Dumb Money", 2023), ("Bitconned", 2024), ("Trust No One The Hunt for the Crypto King", 2022),
                 ("Casino", 1995), ("Jackpot", 2024), ("Lottery Ticket", 2010), ("Pay It Forward", 2000), ("Free Solo", 2018),
                 ("Money Monster", 2016), ("Win Win", 2011), ("Limitless", 2011), ("Searching", 2018), ("Unfriended", 2014),
                 ("Anyone But You", 2023), ("Please Stand By", 2017), ("Wanted", 2008), ("Sorry to Bother You", 2018),
                 ("The Big Short", 2015), ("Margin Call", 2011), ("Download The True Story of the Internet", 2008),
                 ("We Live in Public", 2009), ("Fyre", 2019), ("Crypto", 2019), ("Test Pattern", 2019), ("Catfish", 2010),
                 ("Dont Look Up", 2021), ("Ticket to Paradise", 2022), ("Hustle", 2022), ("The Wolf of Wall Street", 2013),
                 ("Easy Money", 2010), ("Free Money", 1998), ("Cash Truck", 2021), ("Take the Money and Run", 1969),
                 ("How to Make Millions Before Grandma Dies", 2024), ("Glengarry Glen Ross", 1992), ("Lucky Number Slevin", 2006),
                 ("Millionaire", 2011), ("Slumdog Millionaire", 2008), ("Enter the Void", 2009), ("Hot Pursuit", 2015),
                 ("Single White Female", 1992), ("Searching for Sugar Man", 2012), ("Help", 1965), ("Looking for Richard", 1996)]
SPAMMY_TV = ["Looking.for.Alaska.S01E0%d" % i for i in range(1, 9)] + [
    "Mr.Robot.S01E01.eps1.0_hellofriend.mov", "Mr.Robot.S01E04.eps1.3_da3m0ns.mp4", "Mr.Robot.S02E01.eps2.0_unm4sk-pt1.tc",
    "Mr.Robot.S01E06.eps1.5_br4ve-trave1er.asf", "Mr.Robot.S02E04.eps2.2_init_1.asec", "Mr.Robot.S01E08.eps1.7_wh1ter0se.m4v",
    "The.Simpsons.S05E10.Springfield.Or.How.I.Learned.to.Stop.Worrying.and.Love.Legalized.Gambling",
    "Silicon.Valley.S01E01.Minimum.Viable.Product", "Black.Mirror.S03E01.Nosedive", "Black.Mirror.S03E03.Shut.Up.and.Dance",
    "Black.Mirror.S03E06.Hated.in.the.Nation", "South.Park.S15E01.HumancentiPad", "Catfish.The.TV.Show.S09E%02d" % 12,
    "Clickbait.S01E0%d" % 3, "Inventing.Anna.S01E0%d" % 5, "Scam.1992.The.Harshad.Mehta.Story.S01E0%d" % 7, "Dopesick.S01E0%d" % 2,
    "Painkiller.S01E0%d" % 4, "The.Pharmacist.S01E0%d" % 1, "Bad.Vegan.Fame.Fraud.Fugitives.S01E0%d" % 3,
    "The.IT.Crowd.S03E04.The.Speech", "Seinfeld.S08E13.The.Comeback", "Billions.S05E01.The.Chris.Rock.Test", "Succession.S01E01.Celebration",
    "The.Office.US.S05E21.Free.Family.Portrait.Studio", "30.Rock.S04E03.Audition.Day", "Parks.and.Recreation.S05E13.Emergency.Response",
    "Its.Always.Sunny.in.Philadelphia.S03E11.Mac.Is.a.Serial.Killer", "Futurama.S02E02.Put.Your.Head.on.My.Shoulders"]
SPAMMY_SONGS = [("Dire Straits", "Money for Nothing"), ("Pink Floyd", "Money"), ("ABBA", "Money Money Money"), ("Patti Smith", "Free Money"),
                ("Fifth Harmony", "Work from Home"), ("Jessie J", "Price Tag"), ("Ice Cube", "Click Click"), ("Sabrina Carpenter", "Please Please Please"),
                ("The Beatles", "Please Please Me"), ("Cardi B", "Money"), ("Carly Rae Jepsen", "Call Me Maybe"), ("Drake", "Hotline Bling"),
                ("Blondie", "Call Me"), ("Pet Shop Boys", "Opportunities (Lets Make Lots of Money)"), ("Barrett Strong", "Money (Thats What I Want)"),
                ("Monty Python", "Spam Song"), ("Weird Al Yankovic", "Virus Alert"), ("Viagra Boys", "Cave World"), ("Viagra Boys", "Street Worms"),
                ("The O'Jays", "For the Love of Money"), ("Lady Gaga", "Telephone"), ("Ed Sheeran", "Sing"), ("Daft Punk", "Technologic"),
                ("Radiohead", "Paranoid Android"), ("Free", "All Right Now"), ("Cash Cash", "Take Me Home"), ("Buy Now!", "Click Here EP"),
                ("Hot Chip", "Over and Over"), ("Spam Allstars", "Fuacata Live"), ("Prince", "Sign o the Times"), ("Lisa", "Money")]
SPAMMY_BOOKS = [("Robert Kiyosaki", "Rich Dad Poor Dad"), ("Napoleon Hill", "Think and Grow Rich"), ("Tim Ferriss", "The 4-Hour Workweek"),
                ("Morgan Housel", "The Psychology of Money"), ("Ben Mezrich", "Bitcoin Billionaires"), ("Zeke Faux", "Number Go Up"),
                ("Michael Lewis", "Going Infinite"), ("Brian Krebs", "Spam Nation"), ("Chris Anderson", "Free The Future of a Radical Price"),
                ("Dale Carnegie", "How to Win Friends and Influence People"), ("Thomas J. Stanley", "The Millionaire Next Door"),
                ("Vicki Robin", "Your Money or Your Life"), ("Finn Brunton", "Spam A Shadow History of the Internet"),
                ("MJ DeMarco", "The Millionaire Fastlane"), ("Ramit Sethi", "I Will Teach You to Be Rich"), ("Jen Sincero", "You Are a Badass at Making Money"),
                ("Eileen Ormsby", "Silk Road"), ("Nick Bilton", "American Kingpin"), ("Kevin Mitnick", "Ghost in the Wires")]
SPAMMY_GAMES = ["PAYDAY.3", "Papers.Please", "Hypnospace.Outlaw", "Emily.is.Away", "Orwell.Keeping.an.Eye.on.You", "Uplink", "Hacknet",
                "Balatro", "Poker.Night.at.the.Inventory", "Free.Lives", "Get.Rich.Quick.Simulator", "Not.For.Broadcast", "Desperados.III"]


@family("legit", "spammy_titled_works")
def spammy_titled_works():
    k = ri(0, 4)
    if k <= 1:
        ti, y = ch(SPAMMY_MOVIES)
        f = ri(0, 3)
        if f == 0:
            t = "%s.%d.%s.%s.%s-%s" % (dots(ti), y, ch(["1080p", "720p", "2160p"]), ch(["BluRay", "WEB-DL", "WEB", "NF.WEB-DL.DDP5.1", "AMZN.WEBRip.DDP5.1"]), ch(["x264", "H.264", "x265", "H.265"]), ch(SCENE_MOVIE_GRP + P2P_GRP))
        elif f == 1:
            t = "%s (%d) [%s] [%s]" % (ti, y, ch(["1080p", "720p"]), ch(["BluRay", "WEBRip", "YTS.MX", "5.1"]))
        elif f == 2:
            t = "%s %d %s" % (ti, y, ch(["1080p WEB-DL HEVC x265 5.1 BONE", "DVDRip XviD", "720p BluRay x264 AAC", "2160p DV HDR10+ WEB-DL"]))
        else:
            t = "%s.%d.%s.BluRay.x264-%s" % (dots(ti), y, ch(["720p", "1080p", "REPACK.1080p", "iNTERNAL.720p"]), ch(SCENE_MOVIE_GRP))
        grp = ch(G_MOVIE)
    elif k == 2:
        e = ch(SPAMMY_TV)
        if e.endswith((".mov", ".mp4", ".tc", ".asf", ".asec", ".m4v")):
            t = "%s.%s.%s-%s" % (e, ch(["1080p", "720p"]), ch(["AMZN.WEB-DL.DDP5.1.H.264", "BluRay.x264", "WEB-DL.DD5.1.H.264", "HDTV.x264"]), ch(TV_GRP))
        else:
            t = "%s.%s.%s-%s" % (e, ch(["1080p", "720p", "480p"]), ch(["WEB.h264", "BluRay.x264", "HDTV.x264", "NF.WEB-DL.DDP5.1.H.264", "AMZN.WEB-DL.DDP5.1.H.264"]), ch(TV_GRP))
        grp = ch(G_TV)
    elif k == 3:
        a, song = ch(SPAMMY_SONGS)
        f = ri(0, 3)
        if f == 0:
            t = "%s - %s (%s) [FLAC]" % (a, song, ch(["Single", "Remastered", "Live", "12 Inch Mix", "Radio Edit"]))
        elif f == 1:
            t = "%s-%s-%s-%d-%s" % (scene_artist(a), scene_artist(song), ch(["SINGLE-WEB", "WEB", "CDS", "(Remixes)-WEB", "PROMO-CDM"]), ri(1975, 2025), ch(MP3_GRP))
        elif f == 2:
            t = "%s - %s [%s]" % (a, song, ch(["MP3 320", "FLAC 24-96", "7in vinyl rip", "CD single"]))
        else:
            t = "%s - %s (Official Music Video) %s" % (a, song, ch(["1080p", "4K", "[BDRip]", "720p"]))
        grp = ch(G_MUSIC)
    elif k == 4 and p(0.6):
        au, ti = ch(SPAMMY_BOOKS)
        t = ch(["%s - %s (%d) (epub)", "%s - %s (%d) [Audiobook M4B]", "%s - %s (%d) retail azw3", "%s - %s (%d) Unabridged mp3"]) % (au, ti, ri(1937, 2024))
        grp = ch(G_BOOK + ["alt.binaries.audiobooks"])
    else:
        g = ch(SPAMMY_GAMES)
        t = "%s%s-%s" % (g, ch(["", ".v1.%d.%d" % (ri(0, 9), ri(0, 99)), ".Complete.Edition", ".Update.v%d" % ri(2, 9)]), ch(GAME_GRP))
        grp = ch(["alt.binaries.games", "alt.binaries.cd.image.games", "alt.binaries.warez", "alt.binaries.games.dox", "alt.binaries.boneless"])
    return t, grp


DOC_TITLES = ["Ocean", "Deserts and Grasslands", "The Last Glaciers", "Secrets of the Whales", "The Rise of Rome", "Inside the Titanic",
              "Voyager the Interstellar Mission", "The Universe Revealed", "Volcano Dreams", "Kingdom of the Apes", "Octopus Mind",
              "Climate Tipping Points", "The Vikings Uncovered", "Chernobyl The Lost Tapes", "The Secret Life of Bees", "Arctic Summer",
              "Hidden Killers", "Pompeii The New Dig", "Britains Lost Railways", "Cities of the Deep", "The Great Dying", "Wild Isles",
              "Prehistoric Planet", "Eclipse Chasers", "The Sun", "Lost Pharaohs", "Decoding the Weather Machine", "Inside the Hive"]


@family("legit", "documentary")
def documentary():
    ti = ch(DOC_TITLES)
    y = ri(2005, 2025)
    k = ri(0, 10)
    if k == 0:
        t = "%s.S%02dE%02d.%s.%s.iP.WEB-DL.AAC2.0.H.264-%s" % (ch(["Planet.Earth.III", "Frozen.Planet.II", "The.Green.Planet", "Seven.Worlds.One.Planet", "Blue.Planet.II", "Wild.Isles", "Mammals", "Asia"]), 1, ri(1, 8), dots(ti), ch(["1080p", "2160p", "720p"]), ch(["RNG", "RAWR", "SMURF", "BTN", "playWEB"]))
    elif k == 1:
        t = "Nature.S%02dE%02d.%s.%s.PBS.WEB-DL.AAC2.0.H.264-%s" % (ri(30, 43), ri(1, 20), dots(ti), ch(["1080p", "720p"]), ch(["TEPES", "NTb", "BAE", "KOGi"]))
    elif k == 2:
        t = "NOVA.S%02dE%02d.%s.%s.WEB.h264-%s" % (ri(40, 52), ri(1, 20), dots(ti), ch(["720p", "1080p"]), ch(["BAE", "EDITH", "TEPES", "NOMA"]))
    elif k == 3:
        t = "Horizon.%d.%s.%s.iP.WEB-DL.AAC2.0.H.264" % (y, dots(ti), ch(["1080p", "720p"]))
    elif k == 4:
        t = "%s (%d) %s" % (ch(["Ken Burns The American Buffalo", "Ken Burns The Vietnam War", "Ken Burns Baseball", "David Attenborough A Life on Our Planet", "My Octopus Teacher", "Fire of Love", "Free Solo", "Apollo 11", "20 Days in Mariupol", "Navalny", "Citizenfour", "Man on Wire", "Jiro Dreams of Sushi", "Grizzly Man", "Honeyland"]), 0, ch(["1080p PBS WEB-DL", "1080p NF WEB-DL", "2160p BluRay", "720p BluRay x264", "1080p WEBRip"]))
    elif k == 5:
        t = "National Geographic - %s (%d) %s" % (ti, y, ch(["720p HDTV x264", "1080p", "HDTV", "DOCU"]))
    elif k == 6:
        t = "%s - %s (%d) German %s" % (ch(["Terra X", "Arte Doku", "ZDFinfo", "Universum", "Planet Wissen", "Abenteuer Erde"]), ti, y, ch(["1080p", "720p WEB", "HDTV"]))
    elif k == 7:
        t = "%s.%d.%s.%s.DOCU.%s-%s" % (dots(ti), y, ch(["1080p", "720p", "2160p"]), ch(["WEB", "BluRay", "HDTV"]), ch(["x264", "h264", "x265"]), ch(["DOCiLE", "FiCO", "REDBLADE", "NOMA", "TVARCHiV"]))
    elif k == 8:
        t = "Frontline.S%dE%02d.%s.%s.WEB.h264-%s" % (ri(2018, 2025), ri(1, 25), dots(ch(["The Power of Big Oil", "Putins Road to War", "Inside Gaza", "Afghanistan Undercover", "The Fentanyl Crisis", "Boeings Fatal Flaw"])), ch(["720p", "1080p"]), ch(["BAE", "TEPES", "EDITH"]))
    elif k == 9:
        t = "Our.Planet.II.S01E0%d.%s.NF.WEB-DL.DDP5.1.Atmos.x264-FLUX" % (ri(1, 4), ch(["1080p", "2160p"])) if p(0.5) else "Storyville.%d.%s.1080p.iP.WEB-DL.AAC2.0.H.264" % (y, dots(ch(["The Con Men", "Inside the Scam Factory", "Love Fraud", "The Bitcoin Bubble", "Dark Web Detectives"])))
    else:
        t = "CuriosityStream - %s (%d) %s" % (ti, y, ch(["1080p", "720p", "4K"]))
    if k == 4:
        yrs = {"Ken Burns The American Buffalo": 2023, "Ken Burns The Vietnam War": 2017, "Ken Burns Baseball": 1994,
               "David Attenborough A Life on Our Planet": 2020, "My Octopus Teacher": 2020, "Fire of Love": 2022, "Free Solo": 2018,
               "Apollo 11": 2019, "20 Days in Mariupol": 2023, "Navalny": 2022, "Citizenfour": 2014, "Man on Wire": 2008,
               "Jiro Dreams of Sushi": 2011, "Grizzly Man": 2005, "Honeyland": 2019}
        name = t.split(" (0) ")[0]
        t = t.replace(" (0) ", " (%d) " % yrs[name])
    return t, ch(["alt.binaries.documentaries", "alt.binaries.multimedia.documentaries", "alt.binaries.teevee", "alt.binaries.hdtv",
                  "alt.binaries.tv", "alt.binaries.boneless", "alt.binaries.town"])

# ---------------------------------------------------------------- END FAMILIES


def clean(s):
    for c in "\t\r\n":
        s = s.replace(c, " ")
    s = "".join(c for c in s if not (ord(c) < 32 or 127 <= ord(c) < 160 or c in "\u2028\u2029"))
    return s.strip()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "fresh30.tsv")
    rows = []
    seen = set()
    for label, total in (("junk", JUNK_TOTAL), ("legit", LEGIT_TOTAL)):
        fams = [f for f in FAMILIES if f[0] == label]
        planned = max(len(fams), PLANNED[label])
        base, extra = divmod(total, planned)
        for i, (lab, name, fn) in enumerate(fams):
            want = base + (1 if i < extra else 0)
            got = 0
            tries = 0
            while got < want:
                tries += 1
                if tries > want * 300:
                    raise SystemExit("family %s exhausted at %d/%d" % (name, got, want))
                title, group = fn()
                title = clean(title)
                key = title.lower()
                if not title or key in seen:
                    continue
                seen.add(key)
                rows.append((lab, name, title, group))
                got += 1
    R.shuffle(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("LABEL\tFAMILY\tTITLE\tGROUP\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    counts = {}
    for r in rows:
        counts[(r[0], r[1])] = counts.get((r[0], r[1]), 0) + 1
    print("wrote %s: %d rows" % (out, len(rows)))
    for (lab, name), n in sorted(counts.items()):
        print("%s\t%s\t%d" % (lab, name, n))


if __name__ == "__main__":
    main()
