#!/usr/bin/env python3
# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""fresh27 -- a held-out set of Usenet release titles (junk vs legit).

Run: python3 make_fresh27.py  -> writes fresh27.tsv next to this script.
Everything is drawn from random.Random(27027027), so the output is fixed.
"""
import os
import random
import string
import unicodedata

R = random.Random(27027027)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fresh27.tsv")
N_JUNK = 906
N_LEGIT = 2112

JUNK = []
LEGIT = []


def junk(name):
    def deco(f):
        JUNK.append((name, f))
        return f
    return deco


def legit(name):
    def deco(f):
        LEGIT.append((name, f))
        return f
    return deco


def ch(seq):
    return R.choice(seq)


def p(prob):
    return R.random() < prob


def hexs(n, upper=False):
    s = "".join(R.choice("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


def rnd(n, alphabet=string.ascii_letters + string.digits):
    return "".join(R.choice(alphabet) for _ in range(n))


def low(n):
    return rnd(n, string.ascii_lowercase + string.digits)


def dots(s):
    out = s.replace("&", "and")
    for c in "'’,:!?()[]":
        out = out.replace(c, "")
    return ".".join(out.split())


def unders(s):
    out = s.replace("&", "and")
    for c in "'’,:!?()[]":
        out = out.replace(c, "")
    return "_".join(out.split())


def se(smax=12, emax=24):
    return "S%02dE%02d" % (R.randint(1, smax), R.randint(1, emax))


def date_tuple(y0=2018, y1=2025):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def clean(s):
    s = s.replace("\t", " ").replace("\r", " ").replace("\n", " ")
    s = "".join(c for c in s if unicodedata.category(c) != "Cc")
    return s.strip()


def domain():
    a = ch(["nzb", "fast", "hot", "mega", "ultra", "usenet", "free", "best", "top", "super",
            "xtreme", "turbo", "grab", "leech", "film", "movie", "warez", "dl", "file", "cine"])
    b = ch(["paradise", "grabz", "files4u", "zone", "king", "hub", "portal", "world", "planet",
            "city", "land", "spot", "base", "central", "heaven", "box", "bay", "club", "nation", "depot"])
    sep = ch(["", "", "-", ""])
    tld = ch([".com", ".net", ".biz", ".info", ".xyz", ".ru", ".top", ".click", ".cc", ".to",
              ".io", ".me", ".online", ".site", ".store", ".org", ".club", ".pw", ".su", ".tk"])
    n = ch(["", "", "", str(R.randint(1, 99)), "24", "4u", "365"])
    return a + sep + b + n + tld


def handle():
    a = ch(["dark", "king", "real", "the", "mr", "big", "lucky", "crypto", "hot", "easy", "official",
            "vip", "max", "pro", "cool", "happy", "sweet", "smart", "rich", "boss"])
    b = ch(["seller", "trader", "money", "deals", "girl", "admin", "helper", "support", "store", "plug",
            "boy", "angel", "wolf", "dragon", "star", "agent", "master", "guru", "shop", "team"])
    return a + ch(["", "_", "", "."]) + b + ch(["", "", str(R.randint(1, 9999)), "_official", "x"])


SPAM_GROUPS = [
    "alt.binaries.boneless", "alt.binaries.boneless", "alt.binaries.boneless",
    "alt.binaries.misc", "alt.binaries.misc", "alt.binaries.test", "alt.binaries.test",
    "alt.binaries.movies", "alt.binaries.teevee", "alt.binaries.sounds.mp3", "alt.binaries.mp3",
    "alt.binaries.ebook", "alt.binaries.e-book", "alt.binaries.multimedia", "alt.binaries.cores",
    "alt.binaries.mom", "alt.binaries.warez", "alt.binaries.hdtv", "alt.binaries.hdtv.x264",
    "alt.binaries.x264", "alt.binaries.tv", "alt.binaries.dvd", "alt.binaries.pictures.misc",
    "alt.binaries.erotica", "alt.binaries.movies.divx", "alt.binaries.games", "alt.binaries.nl",
    "alt.binaries.german.movies", "alt.binaries.french", "alt.binaries.anime", "alt.binaries.bloaf",
    "alt.binaries.flowed", "alt.binaries.ath", "alt.binaries.frogs", "alt.binaries.u-4all",
    "alt.binaries.downunder", "alt.binaries.iso", "alt.binaries.mp3.complete_cd",
    "alt.binaries.sounds.lossless", "alt.binaries.multimedia.anime.highspeed",
    "alt.binaries.pictures.erotica", "alt.binaries.dvdr", "alt.binaries.chello", "alt.binaries.fz",
    "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.multimedia.erotica", "alt.binaries.tvseries",
    "alt.binaries.town", "alt.binaries.usenet-space-cowboys", "alt.binaries.inner-sanctum",
]
TV_GROUPS = ["alt.binaries.teevee", "alt.binaries.teevee", "alt.binaries.tv", "alt.binaries.hdtv",
             "alt.binaries.hdtv.x264", "alt.binaries.multimedia", "alt.binaries.boneless",
             "alt.binaries.tvseries", "alt.binaries.multimedia.tv", "alt.binaries.misc",
             "alt.binaries.x264", "alt.binaries.tv.deutsch"]
MOVIE_GROUPS = ["alt.binaries.movies", "alt.binaries.movies", "alt.binaries.moovee",
                "alt.binaries.movies.divx", "alt.binaries.hdtv.x264", "alt.binaries.x264",
                "alt.binaries.movies.x264", "alt.binaries.boneless", "alt.binaries.dvd",
                "alt.binaries.bloaf", "alt.binaries.cores", "alt.binaries.misc", "alt.binaries.hd.movies"]

MOVIES = [
    ("Oppenheimer", 2023), ("Poor Things", 2023), ("Past Lives", 2023), ("Anatomy of a Fall", 2023),
    ("The Zone of Interest", 2023), ("Killers of the Flower Moon", 2023), ("Dune Part Two", 2024),
    ("Civil War", 2024), ("Furiosa A Mad Max Saga", 2024), ("Challengers", 2024),
    ("The Holdovers", 2023), ("Godzilla Minus One", 2023), ("Perfect Days", 2023),
    ("Inside Out 2", 2024), ("Deadpool and Wolverine", 2024), ("Alien Romulus", 2024),
    ("Longlegs", 2024), ("Twisters", 2024), ("The Substance", 2024), ("Conclave", 2024),
    ("Nosferatu", 2024), ("Heretic", 2024), ("Wicked", 2024), ("Gladiator II", 2024),
    ("Anora", 2024), ("The Brutalist", 2024), ("A Complete Unknown", 2024), ("Blade Runner", 1982),
    ("Heat", 1995), ("The Thing", 1982), ("Seven Samurai", 1954), ("Alien", 1979), ("Aliens", 1986),
    ("Jaws", 1975), ("Rear Window", 1954), ("Chinatown", 1974), ("The Godfather Part II", 1974),
    ("Mulholland Drive", 2001), ("Paris Texas", 1984), ("In the Mood for Love", 2000),
    ("Stalker", 1979), ("Spirited Away", 2001), ("Ran", 1985), ("Barry Lyndon", 1975),
    ("Zodiac", 2007), ("Once Upon a Time in the West", 1968), ("The Third Man", 1949),
    ("Night of the Living Dead", 1968), ("Tremors", 1990), ("Army of Darkness", 1992),
    ("Big Trouble in Little China", 1986), ("Hot Fuzz", 2007), ("Paddington 2", 2017),
    ("The Iron Giant", 1999), ("Ghostbusters Frozen Empire", 2024),
    ("Kingdom of the Planet of the Apes", 2024), ("Bad Boys Ride or Die", 2024),
    ("Borderlands", 2024), ("The Fall Guy", 2024), ("Mad Max Fury Road", 2015), ("Arrival", 2016),
    ("Sicario", 2015), ("Prisoners", 2013), ("Drive", 2011), ("The Nice Guys", 2016),
    ("Knives Out", 2019), ("Parasite", 2019), ("Everything Everywhere All at Once", 2022),
    ("Top Gun Maverick", 2022), ("The Banshees of Inisherin", 2022), ("Aftersun", 2022),
    ("Nope", 2022), ("Barbarian", 2022), ("Talk to Me", 2022), ("John Wick Chapter 4", 2023),
    ("Mission Impossible Dead Reckoning Part One", 2023),
    ("Spider-Man Across the Spider-Verse", 2023), ("Asteroid City", 2023), ("May December", 2023),
    ("Saltburn", 2023), ("The Iron Claw", 2023), ("Monkey Man", 2024), ("Love Lies Bleeding", 2024),
    ("Late Night with the Devil", 2024), ("Hit Man", 2023), ("The Wild Robot", 2024),
    ("Flow", 2024), ("Smile 2", 2024), ("Terrifier 3", 2024), ("Speak No Evil", 2024),
    ("The Apprentice", 2024), ("Sing Sing", 2023), ("Kinds of Kindness", 2024), ("Blink Twice", 2024),
    ("Predator", 1987), ("RoboCop", 1987), ("Total Recall", 1990), ("The Fifth Element", 1997),
    ("Dredd", 2012), ("Moon", 2009), ("Children of Men", 2006), ("Brazil", 1985),
]
FUTURE = ["Avengers Secret Wars", "Avatar Fire and Ash", "The Batman Part II", "Spider-Man Brand New Day",
          "Shrek 5", "Toy Story 5", "Frozen III", "Dune Messiah", "The Mandalorian and Grogu",
          "Jurassic World Rebirth 2", "Fast X Part 2", "Zootopia 3", "Man of Steel 3", "Star Wars Episode X",
          "Avengers Doomsday", "The Odyssey", "Supergirl", "Minecraft Movie 2", "Matrix 5", "Harry Potter Reboot"]

SHOWS = ["The Bear", "Severance", "Slow Horses", "The Last of Us", "Shogun 2024", "Fallout", "The Boys",
         "House of the Dragon", "Only Murders in the Building", "Abbott Elementary", "The Rookie",
         "Greys Anatomy", "NCIS", "Chicago Fire", "Law and Order Special Victims Unit", "Ghosts US",
         "Tracker", "Reacher", "True Detective", "Hacks", "The Great British Bake Off", "Doctor Who 2023",
         "Top Gear", "Taskmaster", "Vera", "Midsomer Murders", "Shetland", "Ted Lasso", "Yellowstone",
         "Fargo", "The Walking Dead Daryl Dixon", "Star Trek Strange New Worlds", "Andor",
         "The Mandalorian", "Loki", "Silo", "Foundation", "Bluey", "Survivor", "Big Brother US",
         "The Amazing Race", "MasterChef Australia", "Below Deck", "Mythic Quest", "Mr and Mrs Smith",
         "Presumed Innocent", "Evil", "Bosch Legacy", "Landman", "The Penguin", "Agatha All Along",
         "Dune Prophecy", "Bad Sisters", "The Day of the Jackal", "Slow Horses", "Blue Lights",
         "Ghosts", "Would I Lie to You", "QI", "Have I Got News for You", "Grand Designs", "Gogglebox",
         "Alone", "Deadliest Catch", "Gold Rush", "Bobs Burgers", "The Simpsons", "Family Guy",
         "South Park", "Rick and Morty", "Futurama", "What We Do in the Shadows", "The Chi",
         "Tulsa King", "Lioness", "The Agency", "Severance", "Paradise 2025", "The White Lotus",
         "Invincible", "Arcane", "Squid Game", "Wednesday", "Stranger Things", "The Diplomat",
         "Black Doves", "Industry", "The Gilded Age", "Poker Face", "Elsbeth", "Matlock 2024",
         "Brilliant Minds", "High Potential", "9-1-1", "Fire Country", "SWAT 2017", "FBI Most Wanted"]
EP_TITLES = ["Pilot", "Homecoming", "Fishes", "Forks", "Tomorrow", "Beef", "Honeydew", "Legacy",
             "Crossroads", "Endgame", "The Long Night", "Reunion", "Ghosts of the Past", "Blackout",
             "Sins of the Father", "Exit Strategy", "Lockdown", "Dead Reckoning", "Lost and Found",
             "The Return", "Part One", "Part Two", "Chapter Seven", "Bad Blood", "Cold Open", "Inheritance",
             "No Way Out", "The Reckoning", "Shadows", "Family Matters", "Trial and Error", "Aftermath",
             "Hello Goodbye", "Fire and Ice", "The Offer", "Checkmate", "Finale", "Night Shift"]
TV_SCENE_GROUPS = ["FLEET", "SYNCOPY", "EDITH", "ETHEL", "TEPES", "SKYFiRE", "NHTFS", "GOSSIP", "BAE",
                   "KOGi", "JFF", "ORENJI", "FENiX", "TRUFFLE", "RAWR", "APEX", "MEMENTO", "SPiRiT",
                   "DIMENSION", "KILLERS", "LOL", "SVA", "AVS", "CRAVERS", "BATV", "PHOENiX", "NGP",
                   "W4F", "ION10", "SiGMA", "PECULATE", "HONE", "JEBAITED", "SPAMnEGGS", "CBFM",
                   "DEADPOOL", "MiNDTHEGAP", "RiVER", "DARKFLiX", "ACED", "WvF", "TVARCHiV", "mSD"]
TV_P2P_GROUPS = ["NTb", "FLUX", "CAKES", "GGEZ", "SMURF", "MiNX", "NOSiViD", "SuccessfulCrab",
                 "playWEB", "NTG", "TOMMY", "KiNGS", "BLOOM", "HHWEB", "RAWR", "XEBEC", "BiOMA",
                 "MZABI", "Kitsune", "VARYG", "TEPES", "DUSKLiGHT", "LAZY", "SiC", "ELiTE", "MeGusta",
                 "GalaxyTV", "TGx", "edge2020", "PSA", "Vyndros", "AMRAP", "QOQ", "EniaHD"]
MOVIE_SCENE_GROUPS = ["SPARKS", "GECKOS", "AMIABLE", "DRONES", "ROVERS", "PSYCHD", "CiNEFiLE", "HANDJOB",
                      "TERMiNAL", "SNOW", "VETO", "BLOW", "WUTANG", "PiGNUS", "MOOVEE", "KNiVES", "SCOPE",
                      "USURY", "DEFLATE", "iNFiDEL", "BiPOLAR", "ROVERS", "GUACAMOLE", "UNVEiL", "VALiS",
                      "CMRG", "SMOKEY", "JustWatch", "ETHEL", "SLOT", "KOGi", "FiCO", "NODLABS"]
MOVIE_P2P_GROUPS = ["FLUX", "FGT", "EVO", "YTS.MX", "RARBG", "Tigole", "QxR", "UTR", "Ralphy", "SAMPA",
                    "ZQ", "KRaLiMaRKo", "FraMeSToR", "BHDStudio", "DON", "CtrlHD", "HiFi", "EbP",
                    "decibeL", "W4NK3R", "TAoE", "PSA", "NeoNoir", "GalaxyRG", "TGx", "LAMA", "SWTYBLZ",
                    "playBD", "EPSiLON", "BLURANiUM", "WiLDCAT", "HQMUX", "SiCFoI", "ZoroSenpai", "NAN0",
                    "iFT", "NTG", "MgB", "CHD", "WiKi", "HDH", "Chotab", "D-Z0N3", "SA89", "LEGi0N", "PTer"]
RES = ["720p", "1080p", "1080p", "1080p", "2160p", "480p", "576p"]
AUDIO = ["AAC2.0", "DDP5.1", "DDP5.1.Atmos", "DD5.1", "DTS-HD.MA.5.1", "TrueHD.Atmos.7.1", "EAC3.5.1",
         "Opus", "FLAC2.0", "DTS", "AC3", "LPCM.2.0", "DDP2.0"]
STREAMS = ["AMZN", "NF", "DSNP", "ATVP", "HMAX", "MAX", "iP", "HULU", "PCOK", "PMTP", "STAN", "CRAV",
           "iT", "RED", "CR", "HBO", "ROKU", "SHO", "AMC+", "BCORE", "MUBI", "VIAP", "ARD", "ZDF", "NLZ"]

ARTISTS = ["Radiohead", "Taylor Swift", "Beyonce", "Kendrick Lamar", "Billie Eilish", "Fontaines D.C.",
           "Idles", "Boygenius", "Metallica", "Iron Maiden", "Gojira", "Sleep Token",
           "Nick Cave and the Bad Seeds", "PJ Harvey", "Massive Attack", "Aphex Twin", "Burial", "Four Tet",
           "Fred again..", "Charli XCX", "Dua Lipa", "The Cure", "Depeche Mode", "Kraftwerk", "Miles Davis",
           "John Coltrane", "Bill Evans Trio", "Nina Simone", "Bob Dylan", "Neil Young", "Pink Floyd",
           "Led Zeppelin", "The Beatles", "Rammstein", "Die Toten Hosen", "Helene Fischer", "Stromae",
           "Rosalia", "Bad Bunny", "Ludovico Einaudi", "Max Richter", "Hans Zimmer",
           "Berliner Philharmoniker", "Olafur Arnalds", "Sigur Ros", "Bjork", "Motley Crue", "Motorhead",
           "Blue Oyster Cult", "Khruangbin", "Beach House", "Slowdive", "Mdou Moctar", "Bonobo",
           "Amyl and the Sniffers", "The Smile", "Vampire Weekend", "Jack White", "Opeth", "Mastodon",
           "Tool", "Porcupine Tree", "Steven Wilson", "Dream Theater", "Kamasi Washington", "Nubya Garcia",
           "Shabaka", "Floating Points", "Jon Hopkins", "Moderat", "Paul Kalkbrenner", "Armin van Buuren",
           "Tiesto", "Martin Garrix", "Peggy Gou", "Kaytranada", "Little Simz", "Tyler The Creator",
           "Nas", "Run The Jewels", "Mac Miller", "Phoebe Bridgers", "Mitski", "Weyes Blood",
           "Nils Frahm", "Hania Rani", "Anouar Brahem", "Hiromi", "Snarky Puppy", "Chet Baker"]
ALB_A = ["Hollow", "Silver", "Broken", "Endless", "Golden", "Quiet", "Electric", "Northern", "Burning",
         "Distant", "Velvet", "Paper", "Glass", "Midnight", "Crimson", "Wild", "Lonely", "Sacred",
         "Neon", "Frozen", "Bitter", "Sweet", "Last", "First", "Open", "Hidden", "Infinite", "Little"]
ALB_B = ["Stars", "Rivers", "Hearts", "Machines", "Horizons", "Gardens", "Signals", "Dreams", "Waves",
         "Ghosts", "Lights", "Rooms", "Skies", "Roads", "Letters", "Wolves", "Tides", "Echoes",
         "Mirrors", "Bones", "Cities", "Seasons", "Songs", "Fields", "Engines", "Flowers", "Years"]
MP3_GROUPS = ["ENRAGED", "OMA", "MOD", "PERFECT", "JUST", "FATHEAD", "HB", "YARD", "DDS", "BF", "KOUALA",
              "C4", "JLM", "FiH", "RAGEMP3", "SAW", "OND", "EMP", "DOH", "AMOK", "TSP", "LiTF", "LEV",
              "FTD", "NOiCE", "ZzZz", "UME", "WUS", "dh", "MARiBOR", "SHOCKWAVE", "TALiON", "DALEK",
              "FLACME", "XSE", "AFO", "SPANK", "BPM", "ROCKETS", "I4K", "DARKAUDIO", "WEB"]

AUTHORS = ["Brandon Sanderson", "Stephen King", "Margaret Atwood", "Neil Gaiman", "Terry Pratchett",
           "Ursula K. Le Guin", "Andy Weir", "Adrian Tchaikovsky", "N. K. Jemisin", "Joe Abercrombie",
           "Lee Child", "Michael Connelly", "Agatha Christie", "Dan Brown", "Sally Rooney",
           "Haruki Murakami", "Kazuo Ishiguro", "Colleen Hoover", "Rebecca Yarros", "Sarah J. Maas",
           "John Grisham", "James Patterson", "Ken Follett", "Hilary Mantel", "Cormac McCarthy",
           "Yuval Noah Harari", "Malcolm Gladwell", "Mary Beard", "Walter Isaacson", "Robert Caro",
           "Dennis E. Taylor", "Martha Wells", "Iain M. Banks", "Peter F. Hamilton", "Becky Chambers",
           "Sebastian Fitzek", "Nele Neuhaus", "Juli Zeh", "Fred Vargas", "Michel Houellebecq",
           "Jo Nesbo", "Camilla Lackberg", "Stieg Larsson", "Elena Ferrante", "Carlos Ruiz Zafon"]
BOOK_A = ["The", "A", "Children of", "House of", "The Last", "Shadow of", "Song of", "City of", "Empire of",
          "The Silent", "The Girl in", "Murder at", "Death on", "The Secret", "Kingdom of", "Project"]
BOOK_B = ["Ashes", "the Lighthouse", "Time", "Winter", "Glass", "the River", "Kings", "Thorns", "Memory",
          "Blood and Bone", "the North", "Hail Mary", "the Deep", "Small Things", "Iron", "the Orchard",
          "Midnight", "Storms", "Embers", "Brass", "the Fallen", "Salt", "Dust", "Mercy", "the Tide"]
NARRATORS = ["Michael Kramer", "Kate Reading", "Ray Porter", "Steven Pacey", "Stephen Fry", "Jim Dale",
             "Scott Brick", "R. C. Bray", "Simon Vance", "Rosamund Pike", "Tim Gerard Reynolds",
             "Kevin R. Free", "Julia Whelan", "Will Patton", "Andy Serkis", "Emily Woo Zeller",
             "David Nathan", "Rufus Beck", "Anna Thalbach", "Jeremy Irons", "Juliet Stevenson"]
SOFT = ["Adobe Photoshop 2024", "Adobe Premiere Pro 2024", "Microsoft Office 2021", "Windows 11 Pro",
        "AutoCAD 2025", "FL Studio 21", "Ableton Live 12 Suite", "CorelDRAW Graphics Suite 2024",
        "Internet Download Manager", "WinRAR", "Nero Platinum", "Vegas Pro 21", "DaVinci Resolve Studio 19",
        "SolidWorks 2024", "Avast Premium Security", "Malwarebytes Premium", "Wondershare Filmora 13",
        "CCleaner Pro", "IObit Driver Booster", "Camtasia 2024", "Topaz Video AI", "Revo Uninstaller Pro",
        "Acronis True Image 2024", "MATLAB R2024a", "SketchUp Pro 2024", "Lightroom Classic",
        "Adobe Acrobat Pro DC", "Windows 10 LTSC", "Serum", "Omnisphere 2", "Kontakt 7", "Nexus 4",
        "Cubase Pro 13", "Logic Pro", "Final Cut Pro", "Microsoft Project 2021", "ESET NOD32",
        "Kaspersky Total Security", "Adobe After Effects 2024", "3ds Max 2025", "Maya 2025", "Rhino 8"]
GAMES = ["Baldurs Gate 3", "Cyberpunk 2077", "Elden Ring", "Hogwarts Legacy", "Starfield", "Alan Wake 2",
         "Palworld", "Helldivers 2", "Red Dead Redemption 2", "GTA V", "Lies of P", "Hades II",
         "Dragons Dogma 2", "Stardew Valley", "Balatro", "Manor Lords", "Black Myth Wukong",
         "Final Fantasy VII Rebirth", "Frostpunk 2", "Silent Hill 2", "Stalker 2 Heart of Chornobyl",
         "Indiana Jones and the Great Circle", "Kingdom Come Deliverance II", "Satisfactory",
         "Factorio Space Age", "Persona 3 Reload", "Like a Dragon Infinite Wealth", "Sons of the Forest",
         "Dead Space", "Resident Evil 4", "Hollow Knight", "Disco Elysium The Final Cut",
         "Pathologic 2", "Warhammer 40000 Space Marine 2", "Age of Mythology Retold", "Dave the Diver",
         "Sea of Stars", "Pacific Drive", "Prince of Persia The Lost Crown", "Tekken 8"]
FIRST = ["Lana", "Mia", "Ava", "Lily", "Emma", "Chloe", "Sofia", "Nina", "Zoe", "Ella", "Ruby", "Jade",
         "Luna", "Aria", "Kira", "Nora", "Eva", "Maya", "Stella", "Vera", "Ivy", "Gina", "Tina", "Anna",
         "Max", "Leo", "Alex", "Jay", "Marco", "Tony", "Rick", "Sam"]
LAST = ["Rose", "Storm", "Blue", "Night", "Grey", "Steele", "Valentine", "Hart", "Sky", "Fox", "Vega",
        "Monroe", "Rivers", "Lane", "Summers", "Wilde", "Knight", "Cruz", "Black", "Moon", "Diamond",
        "Cole", "Banks", "Young", "Price", "Hunter", "Love", "Star", "Frost", "Stone"]
CITIES = ["London", "Berlin", "Paris", "Madrid", "Hamburg", "Amsterdam", "New York", "Chicago", "Toronto",
          "Sydney", "Munich", "Vienna", "Zurich", "Lyon", "Milan", "Rome", "Warsaw", "Prague", "Dublin",
          "Manchester", "Houston", "Miami", "Moscow", "Kyiv", "Brussels", "Rotterdam", "Oslo", "Stockholm"]


# ---------------------------------------------------------------- junk intents
def mov():
    m, y = ch(MOVIES)
    return m, y


@junk("site_advert")
def j_site():
    d = domain()
    thing = ch(["NZBs", "movies", "TV shows", "HD films", "music albums", "ebooks", "games", "new releases",
                "0day releases", "XXX clips", "anime", "software", "FLAC", "4K remuxes", "premium downloads"])
    t = ch(["Best {t} at {d} - updated every hour!", "{D} >>> fastest indexer, no limits, 7 day free trial",
            "www.{d} - all {t} - join now", "Visita {d} para peliculas gratis en HD",
            "Besuchen Sie {d} - die besten {t} kostenlos", "*** {D} *** Premium {t} *** unlimited ***",
            "ALL NEW {T} DAILY ON {D}", "Tired of DMCA takedowns? {d} has everything",
            "Retrouvez tous les {t} sur {d}", "{d} | {t} | no registration | no ads",
            "Bezoek {d} voor de nieuwste {t}", "[AD] {d} -- {t} from {n} providers, 1 price",
            "Lo mejor en {t}: {d}", "новые {t} каждый день на {d}",
            "{d} :: your #1 source for {t} since 20{y:02d}", "★★★ {d} ★★★ {t} ★★★",
            "get ur {t} @ {d} before they're gone!!", "Why pay? {t} free on {d}",
            "Uploaded by {d} - more {t} there", "{d} - {n}TB of {t} - lifetime access $9.99"])
    s = t.format(d=d, D=d.upper(), t=thing, T=thing.upper(), n=R.randint(3, 40), y=R.randint(5, 23))
    return s, ch(SPAM_GROUPS)


@junk("online_pharmacy")
def j_pharma():
    drug = ch(["Viagra", "Cialis", "Levitra", "Tramadol", "Xanax", "Valium", "Ambien", "Oxycodone",
               "Phentermine", "Modafinil", "Ozempic", "Semaglutide", "Kamagra", "Propecia", "Clomid",
               "Tadalafil", "Sildenafil", "Adderall", "Soma", "Lorazepam", "Wegovy", "Finasteride"])
    odd = ch([drug, drug.replace("i", "1"), drug.replace("a", "@"), "-".join(drug), drug.upper(),
              drug.replace("o", "0"), drug[0] + "*" + drug[2:]])
    dose = ch([5, 10, 20, 25, 50, 100, 150, 200])
    t = ch(["Buy {o} online no prescription", "cheap {o} {mg}mg overnight delivery",
            "{o} generic - {pc}% off - {d}", "{o} {mg}mg x {n} pills only ${pr}",
            "{o} ohne Rezept kaufen - diskrete Lieferung", "acheter {o} sans ordonnance livraison rapide",
            "comprar {o} sin receta envio gratis", "купить {o} без рецепта",
            "MEN'S HEALTH: {o} + {o2} trial pack", "{O} !!! BEST PRICE !!! {d}",
            "Lose {n} lbs fast with {o} - no doctor needed", "Online pharmacy {d} - {o}, {o2} and more",
            "{o} {mg} mg - FDA approved? who cares, cheap!!", "Pain relief: {o} next day no rx"])
    o2 = ch(["Cialis", "Levitra", "Kamagra", "Tramadol", "Xanax", "Propecia"])
    s = t.format(o=odd, O=odd.upper(), o2=o2, mg=dose, pc=R.randint(30, 90), d=domain(),
                 n=R.randint(10, 180), pr=R.randint(19, 199))
    return s, ch(SPAM_GROUPS)


@junk("casino_gambling")
def j_casino():
    cas = ch(["LuckySpin", "RoyalAce", "Vegas777", "GoldenBet", "SpinPalace", "BetKing", "Casino2000",
              "JackpotCity", "SlotMania", "MegaWin88", "Bet365x", "CasinoStar", "WinBig24"])
    t = ch(["{c} - {n} free spins no deposit", "Bonus {n}€ sans dépôt chez {c}", "Online Casino {n}% Bonus - {d}",
            "BET NOW: {team} odds boosted - {d}", "slot gacor hari ini maxwin {c}{k}",
            "judi online terpercaya {c} daftar sekarang", "situs slot{k} deposit pulsa tanpa potongan",
            "1xbet промокод {K} бонус {n}", "Apuestas deportivas bono de bienvenida {n}€ {d}",
            "Casino Bonus ohne Einzahlung {n} Freispiele", "WIN ${n},000 TONIGHT - {C}",
            "poker online {c} rakeback {n}%", "Roulette system never loses - {d}",
            "{c} VIP: claim your {n} free spins before midnight", "scommesse calcio bonus {n}€ {c}",
            "Aviator predictor hack {c} 100% win", "bandar togel online {c} bocoran {k}"])
    team = ch(["Real Madrid", "Liverpool", "Bayern", "Lakers", "Chiefs", "PSG", "Ajax", "Celtics", "Juventus"])
    s = t.format(c=cas, C=cas.upper(), n=ch([10, 20, 25, 50, 77, 100, 150, 200, 250, 500]), d=domain(),
                 team=team, k=R.randint(1, 999), K=rnd(6, string.ascii_uppercase + string.digits))
    return s, ch(SPAM_GROUPS)


@junk("crypto_scam")
def j_crypto():
    coin = ch(["BTC", "ETH", "SOL", "DOGE", "XRP", "USDT", "PEPE", "SHIB", "TON", "BNB"])
    t = ch(["Send {a} {c} get {b} {c} back - official giveaway", "Elon {c} giveaway - {n}00 {c} for holders",
            "{c} airdrop claim now before snapshot {d}", "USDT mining app {p}% daily profit guaranteed",
            "crypto signals telegram 1000x gems t.me/{h}", "lost your wallet? recovery service {d}",
            "presale {tok} token 50x guaranteed launch tomorrow", "Bitcoin doubler - instant payout - {d}",
            "{c} trading bot made me ${n}k last week", "Wallet address {w} - donate for more uploads",
            "Krypto Geheimtipp {tok} jetzt kaufen 100x", "investir en {c} rendement {p}% par jour",
            "Free {c} faucet - claim every hour {d}", "NFT mint live {tok} free whitelist",
            "{tok} to the moon 🚀🚀🚀 buy before binance listing", "quantum AI trading - {c} {p}% monthly"])
    tok = ch(["MOON", "SAFEPUPPY", "ELONX", "GROKCOIN", "FLOKI2", "TURBOAI", "NEKO", "GIGA", "MAGAX", "PEPE2"])
    w = ch(["bc1q" + low(38), "0x" + hexs(40), "1" + rnd(33), "T" + rnd(33)])
    s = t.format(c=coin, a=ch(["0.1", "0.5", "1", "2", "1000"]), b=ch(["0.2", "1", "2", "4", "2000"]),
                 n=R.randint(2, 95), d=domain(), p=ch([1, 2, 3, 5, 8, 12, 30]), h=handle(), tok=tok, w=w)
    return s, ch(SPAM_GROUPS)


@junk("dating_adult_lure")
def j_dating():
    city = ch(CITIES)
    name = ch(FIRST[:24])
    t = ch(["Lonely housewives in {c} want to meet you", "Hot singles near {c} - chat now free",
            "{nm}, {a}, sent you a private message", "Chat with local girls free no signup - {d}",
            "Sexkontakte in {c} - heute noch treffen", "Rencontre coquine à {c} sans abonnement",
            "Знакомства для взрослых {c}", "{nm} ({a}) from {c} wants to see your pics",
            "She is waiting for you... {d}", "Real girls, real meetings, {c} area",
            "Contactos discretos en {c} - {d}", "{nm} is online now 💋 {d}",
            "Bored tonight? {n} women online in {c}", "Find a sugar daddy in {c} tonight",
            "{nm}{a} webcam private show free tokens", "click here to see who viewed your profile"])
    s = t.format(c=city, nm=name, a=R.randint(19, 34), d=domain(), n=R.randint(12, 900))
    return s, ch(SPAM_GROUPS + ["alt.binaries.pictures.erotica", "alt.binaries.erotica"] * 3)


@junk("download_here_bait")
def j_dlbait():
    m, y = mov()
    t = ch(["{m} ({y}) Full Movie Free Download HD", "DOWNLOAD {M} 1080p FULL ==> {d}",
            "{m} watch online free 123movies", "descargar {m} pelicula completa en español latino mega",
            "{m} film complet streaming vf gratuit", "{m} {y} torrent magnet link working 100%",
            "{x}.{y}.1080p.WEBRip.x264-[FREE DOWNLOAD LINK INSIDE]", "Watch {m} Online Free - HD - No Sign Up",
            "{m} ganzer Film Deutsch kostenlos ansehen", "{m} filme completo dublado download gratis",
            "{m} ({y}) - click here to download the full movie", "[HD] {m} {y} FuLL MoViE oNLiNe",
            "{m} 4K free download direct link no survey", "{m} nonton film full movie sub indo",
            "download {m} {y} full hd mp4 link in nfo", "{m} смотреть онлайн бесплатно в хорошем качестве"])
    s = t.format(m=m, M=m.upper(), y=y, d=domain(), x=dots(m))
    return s, ch(MOVIE_GROUPS + SPAM_GROUPS)


@junk("password_bait")
def j_password():
    m, y = mov()
    t = ch(["{m} {y} 1080p - password in {f}", "rar password: visit {d}", "{m} [PW] get password at {d}",
            "Password protected - pass at my site {d}", "Passwort: siehe {d}",
            "For password complete the offer at {d}", "{x}.{y}.2160p.WEB-DL.DDP5.1.H.265-PWD.REQUIRED.SEE.NFO",
            "{m} - archive password: www.{d}", "{x}.{y}.1080p.BluRay.x264 [password = {d}]",
            "PASS FOR ALL MY POSTS -> {d}", "{m} ({y}) mot de passe sur {d}", "{m} PASSWORD.TXT INSIDE",
            "contraseña del rar en {d}", "{x}.{y}.720p.HDTV.x264 (passworded - key on site)",
            "get the unrar key by sms {n}", "{m} {y} pw in readme, support the uploader!"])
    s = t.format(m=m, y=y, d=domain(), x=dots(m), n=R.randint(10000, 99999),
                 f=ch(["password.txt", "readme.url", "pass.html", "get_password.lnk", "key.txt"]))
    return s, ch(MOVIE_GROUPS + SPAM_GROUPS)


@junk("keygen_crack_bait")
def j_keygen():
    sw = ch(SOFT + GAMES[:10])
    t = ch(["{s} crack + keygen free download", "{s} serial key generator 100% working {y}",
            "{s} activation code full version free", "{s} crack only no virus {d}",
            "KMS activator windows 11 free download {y}", "{s} full version for free (no trial) !!!",
            "{s} license key free {y} [working]", "{s} patch + loader by {h} download here",
            "{s} crack descargar gratis full español", "{s} Vollversion kostenlos Crack Deutsch",
            "{s} Crack Mac/Win torrent free {y}", "{s} keygen.exe (no survey, no password)",
            "{s} product key list {y} updated daily", "{s} portable cracked pre-activated free",
            "how to crack {s} in 2 minutes {d}"])
    s = t.format(s=sw, y=ch([2023, 2024, 2025]), d=domain(), h=handle())
    return s, ch(SPAM_GROUPS + ["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day"] * 3)


@junk("exe_disguised_media")
def j_exe():
    m, y = mov()
    show = dots(ch(SHOWS))
    ext = ch([".exe", ".scr", ".lnk", ".com", ".bat", ".pif", ".vbs", ".msi", ".cmd", ".exe", ".exe"])
    t = ch(["{x}.{y}.1080p.WEB-DL.x264.mkv{e}", "{sh}.{ep}.720p.HDTV.avi{e}", "{a} - {al} (2024) mp3{e}",
            "{m} DVDRip.wmv{e}", "Setup_{x}_HD{e}", "{x}.{y}.2160p.mp4       {e}", "{sh}.{ep}.1080p.WEB.h264{e}",
            "{m} ({y}) [1080p].mkv{e}", "{a} - discography.zip{e}", "{x}.{y}.HDRip.XviD-EVO.avi{e}",
            "play_{x}_{y}{e}", "{m}_Player{e}", "{sh} {ep} full episode{e}", "{x}.{y}.1080p.BluRay.x264.mp4{e}",
            "{m} - subtitles_installer{e}", "{a}_greatest_hits.flac{e}"])
    s = t.format(x=dots(m), m=m, y=y, e=ext, sh=show, ep=se(), a=ch(ARTISTS),
                 al=ch(ALB_A) + " " + ch(ALB_B))
    return s, ch(MOVIE_GROUPS + TV_GROUPS + ["alt.binaries.sounds.mp3"])


@junk("fake_codec_installer")
def j_codec():
    m, y = mov()
    codec = ch(["HD Video Codec", "DivX Pro Codec", "XviD Ultra Pack", "K-Lite Mega 2025", "Windows Media DRM",
                "HEVC Extension", "4K Player Plugin", "FLV Player", "MKV Decoder", "AV1 Codec Pack"])
    t = ch(["To play this video install {c} {v}", "{c} required - download player at {d}",
            "{m} - requires special codec - get it at {d}", "WMV DRM license needed - click to acquire",
            "Media Player update required for 4K playback - {d}", "Need codec? {f}",
            "{m} ({y}) [codec included] {f}", "Install {c} to watch {m}", "{c} v{v} setup (needed for all my posts)",
            "Codec manquant ? Téléchargez {c} sur {d}", "Fehlender Codec: {c} hier laden {d}",
            "Video won't play? get {f}", "{m}.{y}.avi + {c} (install first!)", "Official {c} {v} - free update"])
    f = ch(["xvid_setup_full.exe", "codecpack_install.exe", "player_update.exe", "hevc_fix.msi", "divxpro.exe",
            "codec.exe", "VideoPlayerSetup.exe", "flashplayer_update.exe"])
    s = t.format(c=codec, v="%d.%d.%d" % (R.randint(1, 19), R.randint(0, 9), R.randint(0, 99)), d=domain(),
                 m=m, y=y, f=f)
    return s, ch(MOVIE_GROUPS + SPAM_GROUPS)


@junk("survey_giveaway_scam")
def j_survey():
    prize = ch(["iPhone 16 Pro", "PS5", "Samsung Galaxy S25", "$1000 Walmart gift card", "$500 Amazon voucher",
                "MacBook Air", "Tesla Model 3", "Xbox Series X", "Steam Deck", "$750 Cash App",
                "Dyson V15", "€500 Lidl Gutschein", "Nintendo Switch 2", "AirPods Pro"])
    t = ch(["Congratulations! You have won a {p}", "Complete a short survey to get your {p}",
            "FREE {p} - only {n} left!", "{b} is giving away {n} {p} today", "Gana un {p} gratis - {d}",
            "Gewinnspiel: {p} gratis - nur heute", "Vous avez gagné un {p} ! Réclamez-le",
            "You are visitor #{k} - claim your {p}", "Answer 3 questions and win {p}",
            "[WINNER] Usenet user selected for {p} reward", "Last chance: your {p} is waiting {d}",
            "Loyalty program: {b} customers receive {p}", "Parabéns! Você ganhou um {p}",
            "Spin the wheel - win {p} - {d}"])
    b = ch(["Amazon", "Walmart", "Costco", "Apple", "Samsung", "Lidl", "Aldi", "Netflix", "Google", "Tesco"])
    s = t.format(p=prize, n=R.randint(2, 50), b=b, d=domain(), k=ch([1000000, 999999, 100000, 1000]))
    return s, ch(SPAM_GROUPS)


@junk("chatter_offtopic")
def j_chatter():
    prov = ch(["Giganews", "Eweka", "Newshosting", "Frugal", "Usenetserver", "Easynews", "Newsdemon",
               "Tweaknews", "Supernews", "Blocknews", "UsenetExpress", "Astraweb"])
    t = ch(["anyone else getting missing articles on {p} today?", "is this group dead?",
            "happy new year to all posters! {y}", "thanks {u} for the great uploads",
            "what newsreader do you guys use nowadays", "off topic: my cat just walked on the keyboard",
            "Re: whats the best indexer in {y}", "why is everything obfuscated now??",
            "Re: Re: Re: {p} retention is garbage", "Hallo zusammen, wer nutzt noch {p}?",
            "Bonjour à tous, quelqu'un connaît un bon fournisseur ?", "lol", "ok thanks", "nvm found it",
            "Re: {u} where did you go?", "anyone remember when this group had real posts", "{p} down again??",
            "weather is nice here today, how about you guys", "completion on {p} is 90% for me, you?",
            "Re: sabnzbd vs nzbget?", "merry christmas from {c}!", "first post in {n} years, hi all",
            "who else is still on dialup lol", "good morning from {c}", "Re: Re: test reply please ignore"])
    u = ch(["Bob", "Yenc-Power", "the poster", "oldtimer", "mr_upload", "Ziggy", "Frank", "anon"])
    s = t.format(p=prov, y=R.randint(2012, 2025), u=u, c=ch(CITIES), n=R.randint(3, 20))
    return s, ch(SPAM_GROUPS + ["alt.binaries.boneless", "alt.binaries.misc"] * 2)


@junk("request_post")
def j_request():
    m, y = mov()
    show = ch(SHOWS)
    t = ch(["REQ: {sh} {ep}", "[REQ] {a} - {al} FLAC please", "Looking for {m} {y} in DVD9",
            "anyone have {m} ({y}) with german audio?", "Request: {m} {y} 1080p please repost",
            "SUCHE: {sh} Staffel {n} deutsch", "Recherche {m} en VF svp", "can someone repost {sh} season {n}",
            "REQ {a} discography mp3 320", "Buscando {m} castellano", "pls fill: {sh} {ep} 720p",
            "[REQUEST] old {a} bootlegs from the 80s", "REQ:: {m} director's cut", "wtb {m} {y} remux",
            "need {sh} {ep} asap, thanks in advance", "Zoek {m} {y} NL subs", "{a} - {al} ?? anyone ??",
            "REQ - {m} ({y}) - all parts missing on my server", "Could somebody post {m} please?"])
    s = t.format(sh=show, ep=se(), a=ch(ARTISTS), al=ch(ALB_A) + " " + ch(ALB_B), m=m, y=y,
                 n=R.randint(1, 9))
    return s, ch(SPAM_GROUPS)


@junk("bot_flood")
def j_bot():
    t = ch(["post {n:06d}", "autopost {h8}", "test {n} ignore", "keepalive {ds}", "upload {n} of 9999",
            "flood_{h8}_{n}", "~~ bot #{k} ~~ {n}", "AUTO-{H8} AUTO-{H8}", "msg {n} from node {k}",
            "checking retention {ds} {n}", "ping {n:05d}", "spam run {k} - item {n}", "xxx {n} xxx",
            "BOTPOST [{n}/{k}000]", "heartbeat {ds} {h8}", "filler block {n} ({k})",
            "sequence {n:07d} channel {k}", "{h8} {h8} {h8}", "bump {n}", "round {k} wave {n} part {m}"])
    y, mo, d = date_tuple()
    h8 = hexs(8)
    s = t.format(n=R.randint(1, 999999) % ch([1000, 100000, 1000000]), h8=h8, H8=hexs(8, True), k=R.randint(1, 99),
                 ds="%04d-%02d-%02d" % (y, mo, d), m=R.randint(1, 50))
    return s, ch(SPAM_GROUPS)


KEYROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "azertyuiop", "qsdfghjklm", "wxcvbn",
           "qwertzuiop", "yxcvbnm", "йцукенгшщзх", "фывапролджэ", "ячсмитьбю"]


@junk("keyboard_mash")
def j_mash():
    kind = R.randint(0, 5)
    row = ch(KEYROWS)
    if kind == 0:
        a = R.randint(0, len(row) - 3)
        s = row[a:a + R.randint(3, len(row) - a)]
        s = s * R.randint(2, 4)
    elif kind == 1:
        s = "".join(ch(row) for _ in range(R.randint(6, 20)))
    elif kind == 2:
        s = " ".join("".join(ch(ch(KEYROWS[:3])) for _ in range(R.randint(3, 8))) for _ in range(R.randint(2, 4)))
    elif kind == 3:
        a = R.randint(0, len(row) - 4)
        s = row[a:a + R.randint(2, 4)]
        s = s * R.randint(3, 7) + ch(["", "!!", ";", "'", "...", "??"])
    elif kind == 4:
        s = "".join(ch("asdfjkl;ghASDF") for _ in range(R.randint(8, 25)))
    else:
        s = ch(["fgh", "jkl", "sdf", "hjk", "dfg", "ghj", "wer", "xcv", "uio"]) * R.randint(2, 6)
        s = s + " " + ch(["lol", "ok", "test", "", "x"])
    if p(0.2):
        s = s.upper()
    return s, ch(SPAM_GROUPS)


@junk("filler_padding")
def j_filler():
    kind = R.randint(0, 7)
    if kind == 0:
        s = ch(".-_=*#~+x0z") * R.randint(4, 60)
    elif kind == 1:
        c = ch(".-_=*#~")
        s = (c * R.randint(2, 8) + " ") * R.randint(2, 6)
    elif kind == 2:
        s = ch(["untitled", "Untitled", "no subject", "(no subject)", "New Folder", "New Text Document",
                "Untitled-", "document", "file", "nothing"]) + ch(["", " (%d)" % R.randint(1, 40),
                                                                    str(R.randint(1, 999)), ".txt", ".zip"])
    elif kind == 3:
        s = ch("aAxXzZoO") * R.randint(6, 40)
    elif kind == 4:
        s = "." * R.randint(1, 5) + str(R.randint(0, 9999)) + "." * R.randint(1, 5)
    elif kind == 5:
        s = ch(["filler", "padding", "blank", "empty", "dummy", "placeholder", "foo", "bar", "asd", "nix"]) + ch(
            [" ", "_", "-", ""]) + str(R.randint(0, 9999))
    elif kind == 6:
        s = " ".join(ch(["-", ".", "_", "|", "/", "\\"]) for _ in range(R.randint(4, 20)))
    else:
        s = "0" * R.randint(6, 32) + ch(["", "1", "0", "x"])
    return s, ch(SPAM_GROUPS)


MOJI_SRC = ["Привет всем как дела", "こんにちは皆さん元気ですか", "你好世界欢迎光临本站", "überall größer schöner",
            "Ça va très bien merci beaucoup", "¿Dónde está la biblioteca?", "Zażółć gęślą jaźń",
            "Příliš žluťoučký kůň", "Árvíztűrő tükörfúrógép", "안녕하세요 여러분", "Ελληνικά γράμματα",
            "שלום לכולם", "مرحبا بالجميع", "Türkçe karakter sorunu", "Ønsker dere en fin dag",
            "smörgåsbord på fredag", "naïve café résumé", "ありがとうございました", "再见朋友们"]


@junk("mojibake_garbage")
def j_moji():
    kind = R.randint(0, 5)
    src = ch(MOJI_SRC)
    if kind == 0:
        s = src.encode("utf-8").decode("cp1252", errors="replace")
    elif kind == 1:
        s = src.encode("utf-8").decode("latin-1")
        s = "".join(c for c in s if unicodedata.category(c) != "Cc")
    elif kind == 2:
        s = "".join(ch("ÃÂâ€™œ¤¥¦§¨©ª«¬®¯°±²³´µ¶·¸¹º»¼½¾¿Ð¸Ñ€") for _ in range(R.randint(8, 30)))
    elif kind == 3:
        s = ch(["ï¿½", "�", "??", "Ã¯Â¿Â½", "&#65533;"]) * R.randint(3, 12)
    elif kind == 4:
        raw = bytes(R.randint(0x80, 0xFF) for _ in range(R.randint(10, 28)))
        s = raw.decode(ch(["cp1252", "cp1251", "koi8-r", "cp437", "mac_roman"]), errors="replace")
    else:
        s = "=?%s?%s?%s?=" % (ch(["UTF-8", "utf-8", "ISO-8859-1", "windows-1251", "GB2312"]), ch(["B", "Q"]),
                              rnd(R.randint(10, 30), string.ascii_letters + string.digits + "=+/"))
    return s, ch(SPAM_GROUPS)


@junk("repeated_word_spam")
def j_repeat():
    w = ch(["FREE", "download", "sex", "BUY", "gratis", "click", "LOL", "spam", "NEW", "HOT", "porn", "money",
            "bitcoin", "win", "kostenlos", "xxx", "movie", "HD", "gratuit", "cheap", "ok", "yes", "FULL",
            "cash", "VIP", "now", "SALE", "best", "link"])
    sep = ch([" ", " ", "  ", "-", ".", "!!! ", ", ", "_", "/", " | ", "", "~"])
    n = R.randint(3, 14)
    ws = [w if not p(0.15) else w.upper() for _ in range(n)]
    return sep.join(ws) + ch(["", "", "!!!", "!", " " + w]), ch(SPAM_GROUPS)


@junk("contact_spam")
def j_contact():
    svc = ch(["cheap IPTV", "fake documents", "hacked accounts", "instagram followers", "escort service",
              "custom uploads on demand", "essay writing", "passport and ID cards", "cloned cards",
              "SEO backlinks", "weed delivery", "Netflix accounts", "unlock iCloud", "usenet accounts resale"])
    cc = ch(["+1", "+44", "+49", "+33", "+234", "+91", "+7", "+62", "+380", "+971", "+63", "+55"])
    ph = "%s %d %d %d" % (cc, R.randint(100, 999), R.randint(100, 999), R.randint(1000, 9999))
    h = handle()
    mail = h + "@" + ch(["gmail.com", "protonmail.com", "yahoo.com", "outlook.com", "mail.ru", "tutanota.com",
                        "yandex.ru", "gmx.de", "hotmail.fr", "qq.com"])
    t = ch(["Call {ph} for {s}", "WhatsApp {ph} - {s}", "contact me: {m}", "Telegram @{h} - {s}",
            "t.me/{h} {s} 24/7", "ICQ {n} - {s}", "Skype: live:{h} ({s})", "WeChat: {h} / {s}",
            "{s} - email {m}", "Viber/WhatsApp {ph}", "For {s} write to {m}", "{S} >> telegram @{h}",
            "Contáctanos por WhatsApp {ph}", "Kontakt: {m} - {s}", "DM @{h} on telegram for {s}",
            "Signal {ph} ({s})", "{s}: {ph} or {m}", "Discord {h}#{d4} - {s}"])
    s = t.format(ph=ph, s=svc, S=svc.upper(), m=mail, h=h, n=R.randint(10000000, 999999999),
                 d4=R.randint(1000, 9999))
    return s, ch(SPAM_GROUPS)


@junk("political_rant")
def j_politics():
    topic = ch(["chemtrails", "5G towers", "the moon landing", "fluoride", "the central bank", "the election",
                "the new tax", "digital ID", "CBDC", "the climate agenda", "the WHO treaty", "the EU",
                "the mainstream media", "Big Pharma", "smart meters", "the deep state", "cash ban"])
    t = ch(["WAKE UP PEOPLE the government is lying about {t}", "{T} IS A HOAX - share before they delete this",
            "The truth about {t} they don't want you to know", "Die Regierung belügt uns über {t}!!!",
            "stop {t} now - sign the petition {d}", "On nous ment sur {t} - réveillez-vous",
            "{t} = control. do your own research", "Vote them all out - {t} must end",
            "Nos mienten sobre {t} - despierta", "They banned this video about {t}",
            "Why nobody talks about {t}??? read this", "FREEDOM NOT {T}", "{t} exposed - the real agenda {y}",
            "Правда о {t} которую скрывают", "Sheeple still believe in {t}", "end {t} - march on {c} saturday"])
    s = t.format(t=topic, T=topic.upper(), d=domain(), y=R.randint(2020, 2026), c=ch(CITIES))
    return s, ch(SPAM_GROUPS)


@junk("religious_preaching")
def j_religion():
    book = ch(["John", "Matthew", "Romans", "Revelation", "Isaiah", "Psalm", "Genesis", "Luke", "Acts"])
    ref = "%s %d:%d" % (book, R.randint(1, 28), R.randint(1, 40))
    t = ch(["Jesus loves you - repent today ({r})", "The end is near - read {r}", "Accept the Lord before it is too late",
            "Dios te ama - {r}", "Gott liebt dich - kehr um! {r}", "Dieu vous aime - lisez {r}",
            "ARE YOU SAVED? {r}", "Free bible download - {d}", "Pray for this group - {r}",
            "Judgment day is coming {y} - prepare your soul", "Sin is the reason your downloads fail. {r}",
            "Find inner peace - join our meditation circle {d}", "Hare Krishna Hare Rama - free book {d}",
            "God sees what you download. {r}", "Only faith can save you - {r}", "Jesús viene pronto! {r}",
            "Read the Good News today: {r} - {d}", "The rapture is near, sell everything ({r})"])
    s = t.format(r=ref, d=domain(), y=R.randint(2025, 2030))
    return s, ch(SPAM_GROUPS)


SEO_WORDS = ["free", "movies", "online", "hd", "watch", "streaming", "netflix alternative", "full movie",
             "download", "mp4", "1080p", "best site", "2024", "2025", "no sign up", "putlocker", "123movies",
             "fmovies", "pelicula completa", "filme completo dublado", "film complet vf", "ganzer film deutsch",
             "torrent", "magnet", "free tv", "live stream", "iptv", "cheap", "best price", "top 10", "reddit",
             "tutorial", "how to", "latest", "new release", "4k", "subtitles", "english sub", "sub indo",
             "nonton", "gratis", "kostenlos", "yify", "uhd", "unblocked", "proxy", "mirror", "official"]


@junk("seo_keyword_stuffing")
def j_seo():
    k = R.randint(7, 16)
    words = [ch(SEO_WORDS) for _ in range(k)]
    if p(0.4):
        words.insert(R.randint(0, 3), mov()[0].lower())
    sep = ch([" ", " ", ", ", " | ", " - ", "+", " #"])
    s = sep.join(words)
    if sep == " #":
        s = "#" + s
    return s, ch(SPAM_GROUPS)


@junk("affiliate_link")
def j_affiliate():
    prod = ch(["NordVPN", "Surfshark", "ExpressVPN", "Newshosting", "Eweka", "Temu", "Shein", "AliExpress",
               "Amazon Prime", "Audible", "Bluehost", "Hostinger", "Binance", "Coinbase", "Raid Shadow Legends",
               "Grammarly", "Skillshare", "Fiverr", "Uber Eats", "Revolut"])
    code = rnd(R.randint(5, 9), string.ascii_uppercase + string.digits)
    t = ch(["Get {p} cheap: amzn.to/{x}", "{p} {n}% off -> {d}/?ref={x}", "clickbank hop {x}.{y}.hop.clickbank.net",
            "use my referral code {c} for a free month of {p}", "Sign up to {p} with my link {d}/r/{x}",
            "{p} code {c} - {n}% off your first order", "{p} coupon {c} (works {yr})",
            "{p} deal of the day -> go.{d}/{x}", "Support me: buy {p} through {d}/aff/{k}",
            "{p} Gutscheincode {c} - {n}% Rabatt", "code promo {p} {c}", "cupón {p} {c} {n}% descuento",
            "{p} invite link - we both get ${n}: {d}/invite/{x}", "best {p} price via my partner link {d}?aff_id={k}"])
    s = t.format(p=prod, x=rnd(R.randint(6, 10)), d=domain(), n=ch([10, 15, 20, 30, 40, 50, 60, 70, 80]),
                 y=low(6), c=code, yr=R.randint(2023, 2025), k=R.randint(100, 99999))
    return s, ch(SPAM_GROUPS)


@junk("blog_promo")
def j_blog():
    h = handle()
    topic = ch(["movie reviews", "usenet tips", "my travels", "cooking", "crypto news", "retro games", "fitness",
                "home automation", "photography", "vinyl collecting", "anime reviews", "self improvement"])
    t = ch(["visit my blog {h}.blogspot.com for more", "subscribe to my youtube channel {H}",
            "follow me on instagram @{h}", "new post on my blog: {t}", "check out my website for {t}: {d}",
            "Mein Blog: {h}.wordpress.com - {t}", "my tiktok @{h} - daily {t}", "Patreon.com/{h} for exclusive uploads",
            "Read my latest article about {t} at {d}", "Visitez mon blog {h}.over-blog.com",
            "like and subscribe!! youtube.com/@{h}", "{t} podcast ep {n} out now - {d}",
            "New video: {t} #{n} on my channel", "Follow {h} on twitch, live every night",
            "sígueme en instagram @{h} ({t})", "Join my discord for {t}: discord.gg/{x}",
            "substack: {h}.substack.com - weekly {t}"])
    s = t.format(h=h, H=h.replace("_", "").replace(".", "").title(), t=topic, d=domain(),
                 n=R.randint(2, 300), x=rnd(7))
    return s, ch(SPAM_GROUPS)


@junk("fake_leak")
def j_leak():
    fut = ch(FUTURE)
    yr = R.randint(2026, 2028)
    t = ch(["{f} {y} LEAKED full movie", "{f} ({y}) workprint leak - REAL", "{x}.{y}.1080p.CAM.LEAKED-NEW",
            "{a} unreleased album leak {y} (REAL!!)", "GTA VI PC leaked early access download",
            "Windows 12 leaked ISO build {b}", "{f} {y} 2160p WEB-DL (leaked screener, not fake)",
            "{x}.{y}.1080p.WEB-DL.DDP5.1.H.264-LEAKED.BEFORE.RELEASE", "{g} 2 leaked build download",
            "celebrity private video leaked {y} full", "{a} - new album {y} (leaked) 320kbps",
            "{f} - full film leaked from studio server", "EXCLUSIVE: {f} {y} BluRay (released early)",
            "{x}.{y}.2160p.UHD.BluRay.x265-100%.REAL.NOT.FAKE", "{sh} season finale leaked ep {y}",
            "Switch 2 firmware + games leaked pack", "{f} {y} HDTS-rip leaked from premiere"])
    s = t.format(f=fut, y=yr, x=dots(fut), a=ch(ARTISTS), b=R.randint(26000, 28999), g=ch(GAMES),
                 sh=ch(SHOWS))
    return s, ch(MOVIE_GROUPS + SPAM_GROUPS)


@junk("loan_finance_scam")
def j_loan():
    t = ch(["Instant loan approval - bad credit OK", "Make ${n} a day from home", "Work from home earn {n}€ weekly",
            "Debt relief - consolidate now {d}", "Forex robot {p}% win rate - {d}", "Schnell Kredit ohne Schufa",
            "Crédit rapide sans justificatif {d}", "Be your own boss - MLM opportunity {d}",
            "Payday loan in 10 minutes - no checks", "Earn ${n}/week posting on usenet!", "Préstamo urgente sin aval",
            "Refinance today, rates from {r}%", "Passive income secret banks hate - {d}",
            "I made ${n}k in {w} weeks with this method", "Geld verdienen im Internet - {n}€ am Tag",
            "Government grant of ${n},000 - claim now", "Cash for gold - best rates {d}",
            "Trading academy {p}% success - free webinar"])
    s = t.format(n=ch([150, 250, 300, 500, 750, 1000, 2500, 5000]), d=domain(), p=ch([87, 92, 95, 97, 98, 99]),
                 r=ch(["0.9", "1.5", "2.1", "2.9"]), w=R.randint(2, 8))
    return s, ch(SPAM_GROUPS)


@junk("replica_goods")
def j_replica():
    brand = ch(["Rolex", "Omega", "Louis Vuitton", "Gucci", "Prada", "Ray-Ban", "UGG", "Nike", "Moncler",
                "Cartier", "Hermes", "Chanel", "Oakley", "Canada Goose", "Balenciaga", "Patek Philippe"])
    item = ch(["watches", "bags", "sunglasses", "boots", "jackets", "sneakers", "belts", "wallets", "jerseys"])
    t = ch(["Replica {b} {i} from ${n}", "Cheap {b} {i} outlet - {d}", "{b} {i} {p}% off - factory store",
            "AAA quality {b} {i} free shipping", "Designer {i} wholesale from china - {d}",
            "{b} {i} fake but perfect 1:1", "Réplique {b} pas cher", "{b} {i} Outlet Sale Deutschland {d}",
            "réplica {b} {i} envío gratis", "{B} {I} CHEAP CHEAP CHEAP", "Fake IDs and {b} {i} - {d}",
            "{b} {i} super clone - whatsapp for catalog", "cheap {i} {b} style - {d}"])
    s = t.format(b=brand, B=brand.upper(), i=item, I=item.upper(), n=R.randint(19, 199), d=domain(),
                 p=ch([50, 60, 70, 80, 90]))
    return s, ch(SPAM_GROUPS)


@junk("shortlink_redirect")
def j_short():
    m, y = mov()
    host = ch(["bit.ly", "tinyurl.com", "cutt.ly", "adf.ly", "ouo.io", "shorte.st", "linkvertise.com/%d" % R.randint(10000, 999999),
               "is.gd", "t.co", "rebrand.ly", "shrinkme.io", "exe.io", "clk.sh", "gplinks.co", "bc.vc"])
    link = host + "/" + rnd(R.randint(5, 9))
    t = ch(["{m} ({y}) -> {l}", "download: {l}", "full pack here {l}", "{m} 1080p link: {l}",
            "mirror -> {l} (skip ad after 5 sec)", "{l} {l}", "all parts at {l}", "{x}.{y}.1080p -> {l}",
            "new link since old one died: {l}", "{a} discography {l}", "Descarga directa: {l}",
            "Lien de téléchargement: {l}", "{m} [mega] {l}", "NZB for {m} at {l}", "unlock password: {l}"])
    s = t.format(m=m, y=y, l=link, x=dots(m), a=ch(ARTISTS))
    return s, ch(SPAM_GROUPS + MOVIE_GROUPS)


@junk("fake_premium_account")
def j_premium():
    svc = ch(["Netflix", "Spotify", "Disney+", "HBO Max", "Crunchyroll", "OnlyFans", "Usenet", "Hulu",
              "Amazon Prime", "YouTube Premium", "NordVPN", "Canva Pro", "ChatGPT Plus", "Xbox Game Pass",
              "PlayStation Plus", "DAZN", "Sky Go"])
    t = ch(["{s} premium accounts free {y} working", "{s} premium lifetime free", "IPTV {n}+ channels 24h free test",
            "{s} account generator {y}", "Free {s} cookies updated daily", "{s} premium free access - no card",
            "{s} accounts list ({n} working) {y}", "{s} Premium gratis para siempre", "{s} Premium kostenlos {y}",
            "compte {s} gratuit {y}", "{s} + IPTV combo 12 months {p}€", "{s} login:pass combo {n} lines",
            "{s} family plan slots - cheap - t.me/{h}", "Get {s} Premium FREE (method {y})",
            "IPTV smarters m3u free list {y} - {d}"])
    s = t.format(s=svc, y=R.randint(2022, 2025), n=ch([500, 1000, 5000, 10000, 20000, 38000]), p=R.randint(9, 49),
                 h=handle(), d=domain())
    return s, ch(SPAM_GROUPS)


@junk("flame_abuse")
def j_flame():
    x = ch(["PASSWORDED CRAP", "FAKES", "SPAM", "VIRUSES", "INCOMPLETE POSTS", "RAR PASSWORDS", "ENCRYPTED JUNK",
            "REPOSTS", "LOW QUALITY CAMS", "BOT FLOODS"])
    who = ch(["idiots", "losers", "clowns", "morons", "leeches", "lamers", "kiddies", "muppets"])
    t = ch(["STOP POSTING {x} YOU {w}", "{u} is a leech, ignore him", "this group is full of spammers, report them",
            "admins do something about the flood!!!", "f*** you {u}", "kill this thread", "{u} = fake poster, filter him",
            "whoever posts {x} here needs a life", "hey {w}, learn to post properly", "REPORTED {u} TO ABUSE@",
            "Stupid {w} with your {x}", "Hört auf mit dem {x} ihr {w}", "Arrêtez de poster des {x} bande de {w}",
            "{u} you are the reason usenet is dying", "go back to torrents {w}", "PLONK {u}"])
    u = ch(["Bob", "Yenc-Power", "mr_upload", "Ziggy", "Frank", "anon", "that guy", "SpamKing", "xX_poster_Xx",
            "Kevin", "uploader123"])
    s = t.format(x=x, w=who, u=u)
    if p(0.3):
        s = s.upper()
    if p(0.3):
        s = "Re: " + s
    return s, ch(SPAM_GROUPS)


@junk("advance_fee_chain")
def j_419():
    nm = ch(["Barrister James Okoro", "Dr. Mrs. Grace Williams", "Prince Adewale", "Mr. Chen Wei", "Mrs. Maria Gonzalez",
             "General Abdul Musa", "Sgt. Kelly Brown", "Mr. Thomas Kruger", "Lady Amina Bello"])
    t = ch(["URGENT BUSINESS PROPOSAL from {n}", "Inheritance of ${m}M unclaimed - contact {n}",
            "WARNING virus {v} will erase your hard drive - forward to everyone",
            "Bill Gates will pay you ${k} for forwarding this", "If you don't repost this in 5 minutes bad luck for 7 years",
            "Dear friend, I am {n} and I need your help", "Your ATM card worth ${m}M is ready for delivery",
            "Compensation fund: ${m}.{k2}M approved in your name", "Repost this or your account will be deleted",
            "Strictly confidential transaction - {n}", "Lottery winning notification ref {r}",
            "Attention beneficiary: {n} from the UN", "FORWARD THIS TO 10 GROUPS AND GET FREE ACCESS",
            "Hallo lieber Freund, ich bin {n} und brauche Ihre Hilfe"])
    s = t.format(n=nm, m=ch([2.5, 4.7, 10.5, 12.5, 15, 18.3, 27]), v=ch(["JDBGMGR", "Good Times", "Budweiser Frogs",
                 "Olympic Torch", "Life is Beautiful", "PENPAL GREETINGS"]), k=ch([245, 1000, 5000]),
                 k2=R.randint(1, 9), r=rnd(10, string.ascii_uppercase + string.digits))
    return s, ch(SPAM_GROUPS)


# ---------------------------------------------------------------- legit kinds
@legit("scene_tv_episode")
def l_scene_tv():
    parts = [dots(ch(SHOWS)), se(9, 18)]
    if p(0.3):
        parts.append(dots(ch(EP_TITLES)))
    if p(0.12):
        parts.append(ch(["PROPER", "REPACK", "iNTERNAL", "REAL.PROPER", "DIRFIX", "READ.NFO", "REPACK2"]))
    kind = R.randint(0, 3)
    if kind == 0:
        parts += [ch(["720p", "1080p"]), "HDTV", "x264"]
    elif kind == 1:
        parts += ["HDTV", "x264"]
    elif kind == 2:
        parts += [ch(["720p", "1080p", "2160p"]), "WEB", ch(["h264", "H264", "h265", "x265"])]
    else:
        parts += ["480p", "x264"]
    name = ".".join(parts) + "-" + (ch(TV_SCENE_GROUPS) if kind != 3 else "mSD")
    if p(0.12):
        name = name.lower()
    return name, ch(TV_GROUPS)


@legit("p2p_web_tv_episode")
def l_p2p_tv():
    show = ch(SHOWS)
    ep = se(9, 18)
    title = ch(EP_TITLES)
    res = ch(["720p", "1080p", "1080p", "2160p"])
    kind = R.randint(0, 4)
    if kind == 0:
        hdr = "." + ch(["HDR", "DV", "DV.HDR", "HDR10Plus", "SDR"]) if res == "2160p" else ""
        s = "%s.%s.%s.%s.%s.WEB-DL.%s%s.%s-%s" % (dots(show), ep, dots(title), res, ch(STREAMS), ch(AUDIO), hdr,
                                                 ch(["H.264", "H.265", "H264", "x264"]), ch(TV_P2P_GROUPS))
    elif kind == 1:
        s = "%s %s %s WEB H264-%s" % (show, ep, res, ch(TV_P2P_GROUPS))
    elif kind == 2:
        s = "%s (%d) - %s - %s [WEBDL-%s][%s][%s]-%s" % (show, R.randint(2005, 2024), ep, title, res,
                                                          ch(["EAC3 5.1", "AAC 2.0", "DDP 5.1 Atmos"]),
                                                          ch(["h264", "h265", "x265"]), ch(TV_P2P_GROUPS))
    elif kind == 3:
        s = "%s - %s - %s [%s WEB-DL %s]" % (show, ep.replace("S", "").replace("E", "x"), title, res, ch(STREAMS))
    else:
        s = "%s.%s.%s.WEBRip.x265-%s" % (dots(show), ep, res, ch(["MeGusta", "TGx", "GalaxyTV", "PSA", "edge2020"]))
    return s, ch(TV_GROUPS)


@legit("scene_movie")
def l_scene_movie():
    m, y = mov()
    tags = []
    if p(0.25):
        tags.append(ch(["LIMITED", "iNTERNAL", "PROPER", "REPACK", "EXTENDED", "UNRATED", "DC", "REMASTERED",
                        "THEATRICAL", "FESTIVAL", "STV", "READNFO", "SUBBED", "MULTi", "DUBBED"]))
    kind = R.randint(0, 5)
    if kind == 0:
        tail = [ch(["720p", "1080p"]), "BluRay", "x264"]
    elif kind == 1:
        tail = ["DVDRip", ch(["XviD", "x264"])]
    elif kind == 2:
        tail = ["COMPLETE", ch(["BLURAY", "UHD.BLURAY"])]
    elif kind == 3:
        tail = [ch(["1080p", "2160p"]), "WEB", ch(["h264", "H265", "h265"])]
    elif kind == 4:
        tail = [ch(["PAL", "NTSC"]), ch(["DVDR", "DVD9", "MDVDR"])]
    else:
        tail = ["BDRip", "x264"]
    s = ".".join([dots(m), str(y)] + tags + tail) + "-" + ch(MOVIE_SCENE_GROUPS)
    if p(0.08):
        s = s.lower()
    return s, ch(MOVIE_GROUPS)


@legit("p2p_movie")
def l_p2p_movie():
    m, y = mov()
    g = ch(MOVIE_P2P_GROUPS)
    kind = R.randint(0, 5)
    if kind == 0:
        s = "%s (%d) [%s] [%s] [5.1] [YTS.MX]" % (m, y, ch(["720p", "1080p", "2160p"]), ch(["BluRay", "WEBRip"]))
    elif kind == 1:
        s = "%s.%d.%s.%s.WEB-DL.%s.H.264-%s" % (dots(m), y, ch(["1080p", "2160p"]), ch(STREAMS), ch(AUDIO), g)
    elif kind == 2:
        s = "%s (%d) (1080p BluRay x265 HEVC 10bit AAC 5.1 %s)" % (m, y, ch(["Tigole", "Silence", "Joy", "r00t", "SAMPA"]))
    elif kind == 3:
        s = "%s.%d.1080p.BluRay.DDP5.1.x265.10bit-GalaxyRG265" % (dots(m), y)
    elif kind == 4:
        s = "%s (%d) {imdb-tt%07d} [Bluray-1080p][DTS 5.1][x264]-%s" % (m, y, R.randint(100000, 9999999), g)
    else:
        s = "%s %d %s %s WEB-DL DDP 5.1 H.264-%s" % (m, y, ch(["1080p", "720p"]), ch(STREAMS), g)
    return s, ch(MOVIE_GROUPS)


@legit("uhd_remux_disc")
def l_remux():
    m, y = mov()
    kind = R.randint(0, 5)
    if kind == 0:
        s = "%s.%d.2160p.UHD.BluRay.REMUX.%s.HEVC.%s-%s" % (dots(m), y, ch(["DV.HDR", "HDR", "HDR10Plus", "DV.HDR10Plus"]),
                                                            ch(["TrueHD.Atmos.7.1", "DTS-HD.MA.5.1", "DTS-X.7.1"]), ch(MOVIE_P2P_GROUPS))
    elif kind == 1:
        s = "%s.%d.1080p.BluRay.REMUX.AVC.%s-%s" % (dots(m), y, ch(["DTS-HD.MA.5.1", "LPCM.1.0", "FLAC.2.0", "TrueHD.5.1"]),
                                                    ch(["EPSiLON", "FGT", "KRaLiMaRKo", "BLURANiUM", "PmP", "SiCFoI"]))
    elif kind == 2:
        s = "%s %d 2160p UHD Blu-ray HEVC DTS-HD MA 5.1-%s" % (m, y, ch(["COASTER", "BeyondHD", "PB69", "EMPATHY", "SURCODE"]))
    elif kind == 3:
        s = "%s.%d.COMPLETE.UHD.BLURAY-%s" % (dots(m).upper(), y, ch(["SUPERSIZE", "TERMiNAL", "B0MBARDiERS", "WESTWOOD", "COASTER"]))
    elif kind == 4:
        s = "%s %d Criterion Collection 1080p BluRay REMUX AVC FLAC 1.0-%s" % (m, y, ch(["ZQ", "EPSiLON", "FGT"]))
    else:
        s = "%s_%d_%s" % (unders(m).upper()[:24], y, ch(["BD50", "BD25", "UHD_BD66", "UHD_BD100", "DVD9"]))
    return s, ch(MOVIE_GROUPS + ["alt.binaries.bluray", "alt.binaries.hdtv.x264", "alt.binaries.dvdr"])


ANIME = ["Sousou no Frieren", "Kusuriya no Hitorigoto", "Dungeon Meshi", "Boku no Kokoro no Yabai Yatsu",
         "Shingeki no Kyojin", "Jujutsu Kaisen", "Spy x Family", "Bocchi the Rock!", "Oshi no Ko",
         "Mushoku Tensei", "Tensei shitara Slime Datta Ken", "Kimetsu no Yaiba", "Vinland Saga", "Chainsaw Man",
         "Blue Lock", "Yofukashi no Uta", "Kaguya-sama wa Kokurasetai", "One Piece", "Made in Abyss",
         "Hibike! Euphonium 3", "Yuru Camp△ Season 3", "Re:Zero kara Hajimeru Isekai Seikatsu", "Mob Psycho 100 III",
         "Sono Bisque Doll wa Koi wo Suru", "Kono Subarashii Sekai ni Shukufuku wo! 3", "Dandadan",
         "Ore dake Level Up na Ken", "Kaijuu 8-gou", "Mahou Shoujo ni Akogarete", "Hikikomari Kyuuketsuki no Monmon",
         "Tsuki ga Michibiku Isekai Douchuu", "Shangri-La Frontier", "Boku no Hero Academia", "Undead Unluck",
         "Kinsou no Vermeil", "Ookami to Koushinryou (2024)", "Girls Band Cry", "Hibike! Euphonium",
         "Fate/strange Fake", "Natsume Yuujinchou Shichi", "Lycoris Recoil", "Cowboy Bebop", "Neon Genesis Evangelion"]
ANIME_GROUPS = ["SubsPlease", "Erai-raws", "Judas", "HorribleSubs", "Commie", "GJM", "Kametsu", "ASW", "EMBER",
                "Tsundere-Raws", "DKB", "Anime Time", "Cleo", "Beatrice-Raws", "neoHEVC", "Moozzi2", "VCB-Studio",
                "Yameii", "NanDesuKa", "sam", "LostYears", "Vodes", "Okay-Subs", "Chihiro", "Doki", "FFF"]


@legit("anime_fansub")
def l_anime():
    t = ch(ANIME)
    g = ch(ANIME_GROUPS)
    epn = R.randint(1, 28) if t != "One Piece" else R.randint(1000, 1130)
    crc = hexs(8, True)
    kind = R.randint(0, 6)
    if kind == 0:
        s = "[%s] %s - %02d (%s) [%s].mkv" % (g, t, epn, ch(["1080p", "720p", "480p"]), crc)
    elif kind == 1:
        s = "[%s] %s - %02d [1080p][Multiple Subtitle][%s]" % (g, t, epn, crc)
    elif kind == 2:
        s = "[%s] %s (Season %d) [1080p][HEVC x265 10bit][Dual-Audio][Multi-Subs] (Batch)" % (g, t, R.randint(1, 3))
    elif kind == 3:
        s = "[%s] %s - %02dv%d [%s].mkv" % (g, t, epn, R.randint(2, 3), crc)
    elif kind == 4:
        s = "[%s] %s (BD %s Hi10 FLAC) [Dual-Audio]" % (g, t, ch(["1080p", "720p"]))
    elif kind == 5:
        s = "%s.S%02dE%02d.1080p.CR.WEB-DL.AAC2.0.H.264-VARYG" % (dots(t), R.randint(1, 3), epn % 100)
    else:
        s = "[%s] %s - %02d [%s HEVC][%s]" % (g, t, epn, ch(["1080p", "720p"]), crc)
    return s, ch(["alt.binaries.multimedia.anime", "alt.binaries.multimedia.anime.highspeed", "alt.binaries.anime",
                  "alt.binaries.multimedia.anime.repost", "alt.binaries.boneless"])


def album():
    k = R.randint(0, 4)
    if k == 0:
        return ch(ALB_A) + " " + ch(ALB_B)
    if k == 1:
        return "Live at " + ch(["Wembley", "Montreux", "the Royal Albert Hall", "Budokan", "Red Rocks", "Paradiso"])
    if k == 2:
        return ch(ALB_B) + " of " + ch(ALB_B)
    if k == 3:
        return "The " + ch(ALB_A) + " " + ch(ALB_B)
    return ch(ALB_A) + " " + ch(ALB_B) + " " + ch(["(Deluxe Edition)", "(Remastered)", "(Expanded)", "Vol. 2", "EP"])


@legit("music_album_scene")
def l_mp3():
    a = unders(ch(ARTISTS))
    al = unders(album())
    y = R.randint(1965, 2025)
    g = ch(MP3_GROUPS)
    kind = R.randint(0, 6)
    if kind == 0:
        s = "%s-%s-WEB-%d-%s" % (a, al, y, g)
    elif kind == 1:
        s = "VA-%s_%s-%dCD-%d-%s" % (ch(["Ministry_of_Sound", "Hed_Kandi", "Kontor_Top_of_the_Clubs", "Bravo_Hits",
                                         "Ultra_Dance", "Techno_Club", "Hardstyle_Top_100", "Cafe_del_Mar"]),
                                     R.randint(10, 120), R.randint(2, 4), y, ch(["C4", "MOD", "JLM", "WUS"]))
    elif kind == 2:
        s = "%s-%s-(%s%d)-%s-%d-%s" % (a, al, rnd(3, string.ascii_uppercase), R.randint(1, 999),
                                        ch(["WEB", "CD", "16BIT-WEB-FLAC", "24BIT-WEB-FLAC", "VINYL"]), y, g)
    elif kind == 3:
        s = "%s-%s-SINGLE-WEB-%d-%s" % (a, unders(ch(ALB_A) + " " + ch(ALB_B)), y, g)
    elif kind == 4:
        s = "%s - %s (%d) Mp3 320kbps [PMEDIA] ⭐️" % (ch(ARTISTS), album(), y)
    elif kind == 5:
        s = "%s--%s-(Deluxe_Edition)-2CD-%d-%s" % (a.lower(), al.lower(), y, g.lower())
    else:
        s = "%s - %s [%d] [%s]" % (ch(ARTISTS), album(), y, ch(["MP3 320", "MP3 V0", "AAC 256", "OGG q8"]))
    return s, ch(["alt.binaries.sounds.mp3", "alt.binaries.mp3", "alt.binaries.sounds.mp3.complete_cd",
                  "alt.binaries.mp3.full_albums", "alt.binaries.sounds.mp3.electronic", "alt.binaries.mp3.bootlegs",
                  "alt.binaries.sounds.mp3.1990s", "alt.binaries.music"])


@legit("music_lossless_vinyl")
def l_flac():
    a = ch(ARTISTS)
    al = album()
    y = R.randint(1958, 2025)
    kind = R.randint(0, 6)
    if kind == 0:
        s = "%s - %s (%d) [Vinyl Rip %s FLAC]" % (a, al, y, ch(["24-96", "24-192", "16-44", "24-48"]))
    elif kind == 1:
        s = "%s - %s [24B-%skHz] (%d)" % (a, al, ch(["96", "192", "88.2", "44.1", "48"]), y)
    elif kind == 2:
        s = "%s - %s (%d) [FLAC] [16B-44.1kHz]" % (a, al, y)
    elif kind == 3:
        s = "%s-%s-VINYL-FLAC-%d-%s" % (unders(a), unders(al), y, ch(["FATHEAD", "YARD", "MOD", "TSP", "FLACME", "NBFLAC"]))
    elif kind == 4:
        s = "%s - %s (%d) {MFSL UDSACD %d} [SACD ISO]" % (a, al, y, R.randint(2001, 2299))
    elif kind == 5:
        s = "%s - %s - %d - EAC-FLAC (image+cue+log)" % (a, al, y)
    else:
        s = "%s - %s (%s, %d) %s" % (a, al, ch(["Japan SHM-CD", "MFSL", "DCC Gold", "Original Press", "1st press UK",
                                              "Analogue Productions"]), y, ch(["FLAC", "APE", "WavPack", "ALAC"]))
    return s, ch(["alt.binaries.sounds.lossless", "alt.binaries.sounds.flac", "alt.binaries.sounds.lossless.24bit",
                  "alt.binaries.sounds.lossless.classical", "alt.binaries.lossless", "alt.binaries.sounds.flac.jazz"])


def booktitle():
    k = R.randint(0, 2)
    if k == 0:
        return ch(BOOK_A) + " " + ch(BOOK_B)
    if k == 1:
        return ch(ALB_A) + " " + ch(BOOK_B).replace("the ", "")
    return "The " + ch(ALB_B)[:-1] + " " + ch(["Who Wasn't There", "of Sorrows", "Protocol", "Affair", "Paradox"])


@legit("audiobook")
def l_audiobook():
    a = ch(AUTHORS)
    b = booktitle()
    n = ch(NARRATORS)
    kind = R.randint(0, 7)
    if kind == 0:
        s = "%s - %s (Unabridged) [%dkbps m4b]" % (a, b, ch([32, 48, 64, 128]))
    elif kind == 1:
        s = "%s - %s %02d - %s - Read by %s" % (a, ch(["Stormlight", "Discworld", "Bobiverse", "Expanse", "Murderbot",
                                                        "Jack Reacher", "Harry Bosch", "Culture"]), R.randint(1, 40), b, n)
    elif kind == 2:
        s = "%s - %s [Audiobook] [MP3 %dk]" % (a, b, ch([64, 96, 128, 192]))
    elif kind == 3:
        s = "%s by %s (%d) read by %s {mp3 64kbps}" % (b, a, R.randint(1995, 2025), n)
    elif kind == 4:
        s = "%s - %s (Hörbuch, ungekürzt, gelesen von %s)" % (a, b, ch(NARRATORS[-5:]))
    elif kind == 5:
        s = "Die drei ??? - Folge %d - %s" % (R.randint(1, 235), ch(["und der Geisterzug", "Die Rache des Untoten",
                                                                    "Der Fluch des Drachen", "und das Phantom", "Tödliche Spur",
                                                                    "Im Bann des Voodoo", "Das Rätsel der Sieben"]))
    elif kind == 6:
        s = "BBC Radio 4 - %s - %04d-%02d-%02d" % (ch(["The Archers", "In Our Time", "Book at Bedtime", "Afternoon Drama",
                                                     "The News Quiz", "Desert Island Discs"]), *date_tuple())
    else:
        s = "%s_-_%s_(Dramatized)_%s" % (unders(a), unders(b), ch(["Graphic Audio", "Full Cast", "BBC Radio"]))
    return s, ch(["alt.binaries.audiobooks", "alt.binaries.sounds.audiobooks.repost", "alt.binaries.mp3.audiobooks",
                  "alt.binaries.audiobooks.scifi-fantasy", "alt.binaries.hoerbuecher", "alt.binaries.e-book.audio"])


@legit("ebook")
def l_ebook():
    a = ch(AUTHORS)
    b = booktitle()
    y = R.randint(1990, 2025)
    kind = R.randint(0, 6)
    if kind == 0:
        s = "%s - %s (%d) (retail) (epub)" % (a, b, y)
    elif kind == 1:
        s = "%s - [%s %02d] - %s (epub)" % (a, ch(ALB_B), R.randint(1, 12), b)
    elif kind == 2:
        s = "%s - %s.%s" % (b, a, ch(["epub", "mobi", "azw3", "pdf"]))
    elif kind == 3:
        s = "%s - %s %s Edition (%d) %s" % (ch(["O'Reilly", "Packt", "Manning", "No Starch Press", "Apress", "Wiley"]),
                                            ch(["Learning Python", "Mastering Kubernetes", "Rust in Action", "Designing Data-Intensive Applications",
                                                "The Linux Command Line", "Effective Java", "Go Programming", "Hands-On Machine Learning"]),
                                            ch(["2nd", "3rd", "4th", "5th", "6th"]), y, ch(["PDF", "EPUB", "True PDF", "EPUB+PDF"]))
    elif kind == 4:
        s = "%s - %s_ A Novel (v%d.0)" % (a, b, R.randint(1, 5))
    elif kind == 5:
        s = "%s - %s (German Edition) - %d.epub" % (a, b, y)
    else:
        s = "%s Ebooks Pack %s %d" % (ch(["Nonfiction", "Fantasy", "SciFi", "Thriller", "Romance", "Cooking"]),
                                      ch(["January", "February", "March", "April", "May", "June"]), max(y, 2016))
    return s, ch(["alt.binaries.e-book", "alt.binaries.ebook", "alt.binaries.e-book.technical", "alt.binaries.e-book.flood",
                  "alt.binaries.ebook.german", "alt.binaries.e-book.rpg"])


@legit("comic")
def l_comic():
    y = R.randint(2012, 2025)
    kind = R.randint(0, 5)
    if kind == 0:
        s = "%s %03d (%d) (Digital) (%s)" % (ch(["Batman", "Superman", "Amazing Spider-Man", "X-Men", "Saga", "Monstress",
                                                  "Detective Comics", "Wonder Woman", "Daredevil", "Something is Killing the Children",
                                                  "Transformers", "Absolute Batman", "Ultimate Spider-Man"]),
                                              R.randint(1, 150), y, ch(["Zone-Empire", "Mephisto-Empire", "Marika-Empire", "1r0n",
                                                                      "The Last Kryptonian-DCP", "Glorith-HD", "Son of Ultron-Empire"]))
    elif kind == 1:
        s = "%s v%02d (%d) (Digital) (F) (Zone-Empire)" % (ch(["Saga", "Paper Girls", "Sweet Tooth", "East of West",
                                                                "The Walking Dead", "Y - The Last Man", "Invincible"]), R.randint(1, 12), y)
    elif kind == 2:
        s = "0-Day Week of %d.%02d.%02d" % date_tuple(2015, 2025)
    elif kind == 3:
        s = "2000AD Prog %d (%d) (digital) (Minutemen-juvecube)" % (R.randint(2200, 2420), y)
    elif kind == 4:
        s = "%s v%03d (%d) (Digital) (%s)" % (ch(["One Piece", "Berserk", "Chainsaw Man", "Jujutsu Kaisen", "Frieren",
                                                    "Blue Period", "Vagabond", "Dandadan"]), R.randint(1, 110), y, ch(["1r0n", "LuCaZ", "danke-Empire"]))
    else:
        s = "%s - %02d - %s (%d)" % (ch(["Asterix", "Spirou et Fantasio", "Lucky Luke", "Blake et Mortimer", "Tintin",
                                          "Les Schtroumpfs", "Thorgal", "Largo Winch"]), R.randint(1, 45), ch(["L'Iris blanc", "Le Pays Noir",
                                         "La Vallée des Exilés", "L'Héritage", "Le Secret", "Opération Ultra"]), y)
    return s, ch(["alt.binaries.pictures.comics.dcp", "alt.binaries.pictures.comics.0day", "alt.binaries.comics",
                  "alt.binaries.pictures.comics.repost", "alt.binaries.pictures.comics.complete", "alt.binaries.comics.manga"])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


@legit("magazine_newspaper")
def l_mag():
    y, mo, d = date_tuple(2016, 2025)
    kind = R.randint(0, 7)
    if kind == 0:
        s = "The Economist - %d %s %d" % (d, MONTHS[mo - 1], y)
    elif kind == 1:
        s = "%s %s - %s %d" % (ch(["National Geographic", "PC Gamer", "Wired", "Empire", "Rolling Stone", "Mojo",
                                  "Uncut", "Linux Format", "MacWorld", "Men's Health", "Vogue", "Top Gear"]),
                              ch(["UK", "USA", "Australia", "Germany", "France"]), MONTHS[mo - 1], y)
    elif kind == 2:
        s = "New Scientist - %02d.%02d.%d" % (d, mo, y)
    elif kind == 3:
        s = "Der Spiegel %02d-%d" % (R.randint(1, 52), y)
    elif kind == 4:
        s = "c't Magazin %02d-%d" % (R.randint(1, 28), y)
    elif kind == 5:
        s = "%s %s (True PDF)" % (ch(["Linux Format UK Issue", "Retro Gamer Issue", "Edge Issue", "MagPi Issue",
                                     "Private Eye Issue", "Sound On Sound Issue"]), R.randint(100, 420))
    elif kind == 6:
        s = "%s du %02d.%02d.%d" % (ch(["Le Monde", "Le Figaro", "Libération", "L'Équipe", "Les Échos"]), d, mo, y)
    else:
        s = "%s - %04d-%02d-%02d" % (ch(["The Guardian Weekly", "The New Yorker", "The Times", "Financial Times",
                                        "Süddeutsche Zeitung", "NRC Handelsblad", "Die Zeit", "The Spectator"]), y, mo, d)
    return s, ch(["alt.binaries.e-book.magazines", "alt.binaries.mags", "alt.binaries.ebook", "alt.binaries.e-book",
                  "alt.binaries.magazines"])


@legit("software")
def l_soft():
    sw = ch(SOFT)
    ver = "%d.%d.%d" % (R.randint(1, 30), R.randint(0, 12), R.randint(0, 999))
    kind = R.randint(0, 7)
    if kind == 0:
        s = "%s.v%s.x64-%s" % (dots(sw), ver, ch(["TNT", "R2R", "AMPED", "BTCR", "CRD", "DVT", "ECZ", "F4CG",
                                                 "MAGNiTUDE", "SSQ", "XFORCE", "TBE", "ACME", "CORE", "TSZ"]))
    elif kind == 1:
        s = "%s %s Multilingual x64" % (sw, ver)
    elif kind == 2:
        s = "%s_v%s_WIN_MAC-%s" % (unders(sw), ver, ch(["R2R", "AudioUTOPiA", "TCD", "MOCHA"]))
    elif kind == 3:
        s = ch(["ubuntu-%s-desktop-amd64.iso" % ch(["22.04.4", "24.04", "24.04.1", "24.10", "25.04"]),
                "debian-%s-amd64-DVD-1.iso" % ch(["11.9.0", "12.5.0", "12.7.0", "12.8.0"]),
                "Fedora-Workstation-Live-x86_64-%d-1.%d.iso" % (R.randint(38, 41), R.randint(1, 9)),
                "linuxmint-%s-cinnamon-64bit.iso" % ch(["21.3", "22", "22.1"]),
                "archlinux-%04d.%02d.01-x86_64.iso" % (R.randint(2022, 2025), R.randint(1, 12)),
                "TrueNAS-SCALE-%d.%02d.%d.iso" % (R.randint(22, 24), ch([4, 10]), R.randint(0, 3))])
    elif kind == 4:
        s = "Windows 11 %s Build %d.%d %s x64 %s %s %d" % (ch(["23H2", "24H2"]), ch([22631, 26100]), R.randint(1000, 4000),
                                                          ch(["Pro", "Enterprise", "AIO 16in1", "Pro N", "IoT LTSC"]),
                                                          ch(["en-US", "MULTi-24", "de-DE", "fr-FR", "Preactivated"]),
                                                          MONTHS[R.randint(0, 11)][:3].upper(), R.randint(2023, 2025))
    elif kind == 5:
        s = "%s.v%s.Incl.Keygen-%s" % (dots(sw), ver, ch(["BTCR", "CORE", "AMPED", "DVT"]))
    elif kind == 6:
        s = "%s %s (x64) Portable" % (sw, ver)
    else:
        s = "%s.%s.MacOS-%s" % (dots(sw), ver, ch(["TNT", "MOCHA", "CODEX", "HCiSO", "TCD"]))
    return s, ch(["alt.binaries.warez", "alt.binaries.warez.ibm-pc.0-day", "alt.binaries.cd.image", "alt.binaries.iso",
                  "alt.binaries.mac.applications", "alt.binaries.linux.iso", "alt.binaries.warez.quebec-hackers"])


@legit("game")
def l_game():
    g = ch(GAMES)
    ver = "%d.%d.%d" % (R.randint(0, 3), R.randint(0, 20), R.randint(0, 99))
    kind = R.randint(0, 7)
    if kind == 0:
        s = "%s-%s" % (dots(g), ch(["RUNE", "CODEX", "SKIDROW", "PLAZA", "TENOKE", "FLT", "DOGE", "EMPRESS",
                                     "DARKSiDERS", "TiNYiSO", "CPY", "HOODLUM", "RAZOR1911", "SiMPLEX"]))
    elif kind == 1:
        s = "%s.Update.v%s-%s" % (dots(g), ver, ch(["RUNE", "TENOKE", "CODEX", "ElAmigos"]))
    elif kind == 2:
        s = "%s.v%s-GOG" % (dots(g), ver)
    elif kind == 3:
        s = "%s_NSW-%s" % (unders(g), ch(["VENOM", "SUXXORS", "BigBlueBox", "LiGHTFORCE", "DELiGHT"]))
    elif kind == 4:
        s = "%s %s" % (g, ch(["[FitGirl Repack]", "[DODI Repack]", "- [DODI Repack]", "(v%s) [FitGirl Repack]" % ver,
                                "[KaOs Repack]", "MULTi12 [ElAmigos]"]))
    elif kind == 5:
        s = "setup_%s_%s_(64bit)_(%d).exe" % (unders(g).lower(), ver, R.randint(10000, 99999))
    elif kind == 6:
        s = "%s.%s-%s" % (dots(g), ch(["PS4", "PS5", "XBOX", "PS3", "WiiU"]), ch(["DUPLEX", "BLES", "iMARS", "VENOM", "LOAD"]))
    else:
        s = "%s.%s.MULTi%d-%s" % (dots(g), ch(["Deluxe.Edition", "GOTY.Edition", "Complete.Edition", "Digital.Deluxe"]),
                                  R.randint(2, 14), ch(["ElAmigos", "PROPHET", "FitGirl", "RUNE"]))
    return s, ch(["alt.binaries.games", "alt.binaries.warez.ibm-pc.games", "alt.binaries.games.nintendo.switch",
                  "alt.binaries.console.ps3", "alt.binaries.games.xbox360", "alt.binaries.cd.image.games"])


XXX_SITES = ["Blacked", "Tushy", "Vixen", "BrazzersExxtra", "RealityKings", "NaughtyAmerica", "Private", "DorcelClub",
             "MetArt", "X-Art", "Nubiles", "TeamSkeet", "PureTaboo", "EvilAngel", "Babes", "DigitalPlayground",
             "WowGirls", "SexArt", "Hegre", "LetsDoeIt", "MyDirtyHobby", "ScoreHD", "Penthouse", "Deeper", "Slayed",
             "BlackedRaw", "TushyRaw", "21Sextury", "Passion-HD", "FakeTaxi", "PublicAgent", "WoodmanCastingX"]


@legit("xxx_scene")
def l_xxx():
    site = ch(XXX_SITES)
    y, mo, d = date_tuple(2015, 2025)
    perf = "%s %s" % (ch(FIRST), ch(LAST))
    perf2 = "%s %s" % (ch(FIRST), ch(LAST))
    title = ch(["Late Night", "Room Service", "Private Lesson", "Poolside", "Weekend Away", "The Audition",
                "First Time", "Summer Heat", "Overtime", "Afterparty", "Best Friends", "Vacation"])
    kind = R.randint(0, 5)
    if kind == 0:
        s = "%s.%02d.%02d.%02d.%s.XXX.%s.MP4-%s" % (site, y % 100, mo, d, dots(perf), ch(["1080p", "720p", "2160p"]),
                                                   ch(["WRB", "P2P", "KTR", "NBQ", "YAPG", "SPY"]))
    elif kind == 1:
        s = "%s.%02d.%02d.%02d.%s.And.%s.%s.XXX.%s.HEVC.x265.PRT[XvX]" % (site, y % 100, mo, d, dots(perf), dots(perf2),
                                                                          dots(title), ch(["1080p", "2160p", "480p"]))
    elif kind == 2:
        s = "[%s] %s - %s (%02d.%02d.%d) [%s]" % (site, perf, title, d, mo, y, ch(["1080p", "720p", "4K"]))
    elif kind == 3:
        s = "%s - %s - %s %d %s" % (site, perf, title, y, ch(["720p", "1080p", "SD"]))
    elif kind == 4:
        s = "%s.XXX.%s.x264-%s" % (dots(ch(["Anal Academy", "Office Affairs", "Hotel Nights", "Seduced", "Dirty Cheerleaders",
                                            "Naughty Nurses", "Casting Couch", "Island Fever"])) + "." + str(R.randint(1, 12)),
                                   ch(["DVDRiP", "WEBRiP.1080p", "720p.WEB"]), ch(["GUSH", "SWE6RUS", "XXXGUSH", "VBT", "iNT"]))
    else:
        s = "%s %04d-%02d-%02d %s XXX %s" % (site, y, mo, d, perf, ch(["IMAGESET", "1080p MP4-GAYME", "2160p MP4-WRB", "720p WEB"]))
    return s, ch(["alt.binaries.erotica", "alt.binaries.multimedia.erotica", "alt.binaries.erotica.divx",
                  "alt.binaries.pictures.erotica", "alt.binaries.xxx", "alt.binaries.multimedia.erotica.amateur"])


@legit("sports")
def l_sports():
    y, mo, d = date_tuple(2019, 2025)
    g = ch(["SPORTSNET", "VERUM", "F1CARRERAS", "SHOWTiME", "NWCHD", "HEEL", "WEB", "DARKSPORT", "ACES", "KNiGHTS"])
    kind = R.randint(0, 7)
    if kind == 0:
        s = "Formula1.%d.Round%02d.%s.Grand.Prix.%s.%s.WEB-DL.AAC2.0.H.264-%s" % (
            y, R.randint(1, 24), ch(["Bahrain", "Saudi.Arabian", "Australian", "Japanese", "Chinese", "Miami", "Monaco",
                                     "Canadian", "Spanish", "Austrian", "British", "Hungarian", "Belgian", "Dutch", "Italian"]),
            ch(["Race", "Qualifying", "Sprint", "FP1", "FP2", "Pre-Race.Buildup"]), ch(["1080p", "2160p", "720p"]), g)
    elif kind == 1:
        t = ["Lakers", "Pistons", "Celtics", "Knicks", "Warriors", "Nuggets", "Bucks", "Heat", "Suns", "Mavericks"]
        a, b = R.sample(t, 2)
        s = "NBA.%d.%02d.%02d.%s.vs.%s.%s.WEB.h264-%s" % (y, mo, d, a, b, ch(["720p", "1080p"]), g)
    elif kind == 2:
        s = "UFC.%d.%s.vs.%s.%s.%s.x264-%s" % (R.randint(250, 315), ch(LAST), ch(LAST), ch(["PPV", "Prelims", "Early.Prelims"]),
                                              ch(["1080p.HDTV", "720p.WEB", "1080p.WEB"]), g)
    elif kind == 3:
        s = "WWE.%s.%d.%02d.%02d.%s.HDTV.x264-%s" % (ch(["Raw", "SmackDown", "NXT"]), y, mo, d, ch(["720p", "1080p"]), g)
    elif kind == 4:
        t = ["Arsenal", "Liverpool", "Chelsea", "Tottenham", "Man.City", "Man.United", "Newcastle", "Aston.Villa", "Everton", "Brighton"]
        a, b = R.sample(t, 2)
        s = "EPL.%d.%02d.%02d.%s.vs.%s.%s.WEB.h264-%s" % (y, mo, d, a, b, ch(["720p", "1080p", "1080p50"]), g)
    elif kind == 5:
        s = "NFL.%d.Week.%02d.%s.vs.%s.%s.WEB.h264-%s" % (y, R.randint(1, 18), ch(["Chiefs", "Bills", "Eagles", "49ers", "Ravens", "Lions"]),
                                                          ch(["Bengals", "Cowboys", "Packers", "Jets", "Steelers", "Dolphins"]), "720p", g)
    elif kind == 6:
        s = "Tennis.ATP.%d.%s.%s.%s.vs.%s.%s.WEB-DL" % (y, ch(["Indian.Wells", "Miami", "Madrid", "Roland.Garros", "Wimbledon", "US.Open"]),
                                                       ch(["Final", "SF", "QF", "R16"]), ch(["Alcaraz", "Sinner", "Djokovic", "Zverev"]),
                                                       ch(["Medvedev", "Rune", "Fritz", "Ruud", "Tsitsipas"]), ch(["720p", "1080p"]))
    else:
        s = "Bundesliga %d-%d %d. Spieltag %s vs %s %s" % (y, y + 1, R.randint(1, 34), ch(["FC Bayern", "BVB", "Leverkusen", "RB Leipzig"]),
                                                           ch(["Schalke 04", "VfB Stuttgart", "Union Berlin", "Werder Bremen", "1. FC Köln"]),
                                                           ch(["720p50 GERMAN", "1080p DAZN", "SKY 1080p50"]))
    return s, ch(["alt.binaries.sports", "alt.binaries.multimedia.sports", "alt.binaries.tv", "alt.binaries.teevee",
                  "alt.binaries.multimedia.sports.boxing", "alt.binaries.sport.formula1"])


DOCS = ["Planet Earth III", "Blue Planet II", "Our Planet", "Frozen Planet II", "The Green Planet", "Seven Worlds One Planet",
        "Secrets of the Elephants", "Secrets of the Whales", "The Vietnam War", "The American Buffalo", "Cosmos Possible Worlds",
        "Chernobyl The Lost Tapes", "Apollo 11", "Free Solo", "My Octopus Teacher", "The Last Dance", "Making a Murderer",
        "Ancient Apocalypse", "Inside the Factory", "Universe", "The Story of China", "Egypt's Lost Cities",
        "Britain's Biggest Dig", "The Rise of the Nazis", "Dinosaurs The Final Day", "A Perfect Planet"]


@legit("documentary")
def l_doc():
    d = ch(DOCS)
    kind = R.randint(0, 5)
    if kind == 0:
        s = "BBC.%s.S01E%02d.%s.iP.WEB-DL.AAC2.0.H.264-%s" % (dots(d), R.randint(1, 8), ch(["1080p", "2160p", "720p"]),
                                                             ch(["RNG", "BRiNK", "ETHEL", "TVSmash"]))
    elif kind == 1:
        s = "National.Geographic.%s.%d.%s.DSNP.WEB-DL.DDP5.1.H.264-%s" % (dots(d), R.randint(2015, 2025), ch(["1080p", "720p"]),
                                                                        ch(TV_P2P_GROUPS))
    elif kind == 2:
        s = "NOVA.S%02dE%02d.%s.720p.WEB.h264-BAE" % (R.randint(45, 52), R.randint(1, 20),
                                                    dots(ch(["Ancient Builders of the Amazon", "Weathering the Future",
                                                             "Hunting the Elements", "Secrets in the Ice", "Zero to Infinity",
                                                             "Eclipse Over America", "Inside the Mind of a Bee"])))
    elif kind == 3:
        s = "Horizon.%d.%s.1080p.HDTV.H264-DARKFLiX" % (R.randint(2015, 2025), dots(ch(["The Secret Life of Sleep",
                                                       "Jupiter Revealed", "The Immortalists", "Fixing Nature", "Britain's Heatwave"])))
    elif kind == 4:
        s = "%s (%d) %s Documentary" % (d, R.randint(2000, 2025), ch(["1080p WEBRip", "720p HDTV", "DVDRip", "2160p HDR"]))
    else:
        s = "Arte - %s (%d) [%s]" % (ch(["Die Geschichte des Bernsteins", "Das Geheimnis der Wale", "Europas Urwälder",
                                         "Les mystères de la Lune", "Die Welt der Maya", "La route de la soie"]), R.randint(2015, 2025),
                                     ch(["GERMAN", "FRENCH", "720p", "1080p"]))
    return s, ch(["alt.binaries.documentaries", "alt.binaries.docs", "alt.binaries.teevee", "alt.binaries.tv",
                  "alt.binaries.multimedia.documentaries"])


FOREIGN_LATIN = [
    ("Tatort", "GERMAN", "alt.binaries.hdtv.german"), ("Der Bergdoktor", "German", "alt.binaries.hdtv.german"),
    ("Wer früher stirbt ist länger tot", "GERMAN.DL", "alt.binaries.german.movies"), ("Schtonk!", "GERMAN", "alt.binaries.german.movies"),
    ("Die Känguru-Chroniken", "GERMAN", "alt.binaries.town"), ("Das Boot", "GERMAN.DL", "alt.binaries.town"),
    ("Les Misérables", "FRENCH", "alt.binaries.movies.french"), ("Le Fabuleux Destin d'Amélie Poulain", "MULTi.VFF", "alt.binaries.movies.french"),
    ("Astérix et Obélix L'Empire du Milieu", "FRENCH", "alt.binaries.movies.divx.french"), ("Intouchables", "FRENCH", "alt.binaries.movies.divx.french"),
    ("La casa de papel", "SPANiSH", "alt.binaries.movies.spanish"), ("Cuéntame cómo pasó", "SPANiSH", "alt.binaries.spanish"),
    ("La sociedad de la nieve", "CASTELLANO", "alt.binaries.spanish"), ("El Hoyo", "SPANiSH", "alt.binaries.movies.spanish"),
    ("Il Commissario Montalbano", "iTALiAN", "alt.binaries.italian"), ("La grande bellezza", "iTALiAN", "alt.binaries.italian"),
    ("Flikken Maastricht", "DUTCH", "alt.binaries.nl"), ("Baantjer", "DUTCH", "alt.binaries.nl"),
    ("Bron Broen", "SWEDiSH", "alt.binaries.nordic.hdtv"), ("Förhöret", "SWEDiSH", "alt.binaries.nordic.hdtv"),
    ("Skam", "NORWEGiAN", "alt.binaries.nordic.hdtv"), ("Forbrydelsen", "DANiSH", "alt.binaries.nordic.hdtv"),
    ("Ojciec Mateusz", "PL", "alt.binaries.polish"), ("Pan Tadeusz", "POLiSH", "alt.binaries.polish"),
    ("Pelíšky", "CZECH", "alt.binaries.czech"), ("A Tanú", "HUN", "alt.binaries.hungarian"),
    ("Tropa de Elite", "PORTUGUESE", "alt.binaries.portuguese"), ("Cidade de Deus", "PT-BR", "alt.binaries.portuguese"),
    ("Kuruluş Osman", "TURKISH", "alt.binaries.turkish"), ("Babam ve Oğlum", "TURKISH", "alt.binaries.turkish"),
    ("Mañana es hoy", "LATiNO", "alt.binaries.spanish"), ("Smörgåsbord på Söder", "SWEDiSH", "alt.binaries.nordic.hdtv"),
]


FOREIGN_SERIES = {"Tatort", "Der Bergdoktor", "La casa de papel", "Cuéntame cómo pasó", "Il Commissario Montalbano",
                  "Flikken Maastricht", "Baantjer", "Bron Broen", "Förhöret", "Skam", "Forbrydelsen", "Ojciec Mateusz",
                  "Kuruluş Osman", "Mañana es hoy"}


@legit("foreign_latin")
def l_foreign_latin():
    t, lang, g = ch(FOREIGN_LATIN)
    y = R.randint(1970, 2025)
    kind = R.randint(0, 4)
    if t in FOREIGN_SERIES and kind in (0, 2, 4):
        kind = ch([1, 3])
    elif t not in FOREIGN_SERIES and kind in (1, 3):
        kind = ch([0, 2, 4])
    if kind == 0:
        s = "%s.%d.%s.%s.BluRay.x264-%s" % (dots(t), y, lang, ch(["720p", "1080p"]), ch(["LOST", "RSG", "SAViOUR", "FoV", "TRIPEL", "WvF", "DETAiLS"]))
    elif kind == 1:
        s = "%s.S%02dE%02d.%s.%s.WEB.h264-%s" % (dots(t), R.randint(1, 30), R.randint(1, 20), lang, ch(["720p", "1080p"]),
                                                  ch(["ACED", "WvF", "TRIPEL", "SWEDiSHTV", "NORDiCTV", "FoV", "HYPE"]))
    elif kind == 2:
        s = "%s (%d) %s %s" % (t, y, lang.replace(".", " "), ch(["1080p BluRay x264", "DVDRip XviD", "720p HDTV", "2160p WEB-DL"]))
    elif kind == 3:
        s = "%s - T%dE%02d [%s][%s]" % (t, R.randint(1, 25), R.randint(1, 20), ch(["HDTV 720p", "WEB-DL 1080p"]), ch(["AC3 5.1 Castellano", "Español", "VOSE"]))
    else:
        s = "%s %d %s DL %s" % (t, y, lang.split(".")[0], ch(["1080p WEB x264", "AC3 DVDRiP", "720p BluRay", "HDR 2160p"]))
    return s, g


FOREIGN_NL = [
    ("Мастер и Маргарита", "Master i Margarita", "alt.binaries.russian"), ("Слово пацана. Кровь на асфальте", "Slovo patsana", "alt.binaries.russian"),
    ("Кухня", "Kukhnya", "alt.binaries.russian"), ("Слуга народу", "Sluha Narodu", "alt.binaries.ukrainian"),
    ("Брат", "Brat", "alt.binaries.russian"), ("Ирония судьбы", "Ironiya sudby", "alt.binaries.russian"),
    ("三体", "Three-Body", "alt.binaries.chinese"), ("流浪地球2", "The Wandering Earth II", "alt.binaries.chinese"),
    ("狂飙", "The Knockout", "alt.binaries.chinese"), ("繁花", "Blossoms Shanghai", "alt.binaries.chinese"),
    ("葬送のフリーレン", "Sousou no Frieren", "alt.binaries.multimedia.japanese"), ("ゴジラ-1.0", "Godzilla Minus One", "alt.binaries.multimedia.japanese"),
    ("君たちはどう生きるか", "The Boy and the Heron", "alt.binaries.multimedia.japanese"), ("孤独のグルメ", "Kodoku no Gurume", "alt.binaries.multimedia.japanese"),
    ("무빙", "Moving", "alt.binaries.korean"), ("눈물의 여왕", "Queen of Tears", "alt.binaries.korean"),
    ("오징어 게임", "Squid Game", "alt.binaries.korean"), ("기생충", "Parasite", "alt.binaries.korean"),
    ("Η Επιστροφή", "I Epistrofi", "alt.binaries.greek"), ("פאודה", "Fauda", "alt.binaries.hebrew"),
    ("الحشاشين", "Al Hashashin", "alt.binaries.arabic"), ("ฉลาดเกมส์โกง", "Bad Genius", "alt.binaries.thai"),
    ("पठान", "Pathaan", "alt.binaries.movies.hindi"), ("जवान", "Jawan", "alt.binaries.movies.hindi"),
    ("Ταξίδι στα Κύθηρα", "Taxidi sta Kythira", "alt.binaries.greek"), ("Тиха Одеса", "Tykha Odesa", "alt.binaries.ukrainian"),
]


@legit("foreign_nonlatin")
def l_foreign_nl():
    nat, eng, g = ch(FOREIGN_NL)
    y = R.randint(1975, 2025)
    kind = R.randint(0, 5)
    if kind == 0:
        s = "%s / %s (%d) WEB-DL %s" % (nat, eng, y, ch(["1080p | Кинопоиск HD", "720p | LostFilm", "1080p", "2160p HDR"]))
    elif kind == 1:
        s = "%s %s S%02dE%02d %d %s WEB-DL H264 AAC-%s" % (nat, eng, R.randint(1, 3), R.randint(1, 40), y, ch(["1080p", "2160p"]),
                                                           ch(["OurTV", "CMCTV", "HHWEB", "ADWeb", "NGB"]))
    elif kind == 2:
        s = "%s 第%d話 (%s)" % (nat, R.randint(1, 28), ch(["1920x1080 x264 AAC", "BS11 1080p", "MX 1440x1080", "WEB-DL 1080p"]))
    elif kind == 3:
        s = "%s %s E%02d %s" % (nat, eng, R.randint(1, 20), ch(["1080p DSNP WEB-DL", "END 1080p NF WEB-DL", "720p HDTV H264", "1080p WEBRip"]))
    elif kind == 4:
        s = "%s (%d) %s" % (nat, y, ch(["BDRip 1080p", "DVDRip", "HDRip", "WEB-DLRip 720p", "BluRay 2160p"]))
    else:
        s = "%s.%d.%s.1080p.WEB-DL.%s" % (dots(eng), y, nat.replace(" ", "."), ch(["DD5.1.H.264", "AAC.H264", "x265"]))
    return s, g


@legit("obfuscated_hash")
def l_obf():
    kind = R.randint(0, 8)
    if kind == 0:
        s = hexs(32)
    elif kind == 1:
        s = hexs(40)
    elif kind == 2:
        s = rnd(R.randint(16, 32))
    elif kind == 3:
        s = "%s-%s-%s-%s-%s" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12))
    elif kind == 4:
        s = "%s.part%02d.rar" % (rnd(R.randint(12, 24)), R.randint(1, 99))
    elif kind == 5:
        s = "%s.7z.%03d" % (rnd(R.randint(14, 22), string.ascii_letters + string.digits + "-_"), R.randint(1, 60))
    elif kind == 6:
        s = "%s.%s" % (rnd(R.randint(18, 28)), ch(["mkv", "mp4", "par2", "vol00+01.par2", "nzb", "rar", "bin"]))
    elif kind == 7:
        s = hexs(R.randint(16, 64), True)
    else:
        s = "[%d/%d] - \"%s\"" % (R.randint(1, 50), R.randint(50, 120), rnd(R.randint(20, 30)))
    return s, ch(["alt.binaries.boneless", "alt.binaries.misc", "alt.binaries.frogs", "alt.binaries.cores",
                  "alt.binaries.mom", "alt.binaries.u-4all", "alt.binaries.flowed", "alt.binaries.bloaf",
                  "alt.binaries.superman", "alt.binaries.ath", "alt.binaries.b4e", "alt.binaries.kleverig"])


@legit("personal_rip")
def l_personal():
    a = ch(ARTISTS)
    y, mo, d = date_tuple(1965, 2005)
    kind = R.randint(0, 8)
    if kind == 0:
        s = "my old VHS transfer of %s (%d TV broadcast, with ads)" % (mov()[0], R.randint(1982, 2004))
    elif kind == 1:
        s = "%s live at %s %04d-%02d-%02d audience recording" % (a, ch(["the Paradiso", "Hammersmith Odeon", "Roskilde", "the Fillmore",
                                                                     "Rockpalast", "CBGB", "Glastonbury", "the Marquee"]), y, mo, d)
    elif kind == 2:
        s = "dad's vinyl collection part %d - %s - %s 24-96 needledrop" % (R.randint(1, 60), a, album())
    elif kind == 3:
        s = "Grateful Dead %04d-%02d-%02d %s SBD FLAC16" % (R.randint(1966, 1995), mo, d, ch(["Barton Hall Cornell", "Winterland",
                                                                                            "Veneta OR", "Red Rocks", "Englishtown NJ"]))
    elif kind == 4:
        s = "home rip of %s with director commentary, own DVD" % mov()[0]
    elif kind == 5:
        s = "scans - %s %d complete year, 300dpi" % (ch(["Byte magazine", "Amiga Format", "Zzap!64", "Your Sinclair",
                                                       "Happy Computer", "Crash", "Mad Magazine", "Popular Electronics"]), R.randint(1978, 1999))
    elif kind == 6:
        s = "%s - %s (ripped from my own CD, 320k)" % (a, album())
    elif kind == 7:
        s = "radio show recording %s %04d-%02d-%02d (from cassette)" % (ch(["John Peel BBC R1", "WNEW-FM", "Radio Caroline",
                                                                          "hr3 Clubnight", "Kiss FM London", "VPRO Radio"]), y, mo, d)
    else:
        s = "Old Time Radio - %s - %d episodes mp3" % (ch(["The Shadow", "Suspense", "X Minus One", "Dimension X",
                                                          "Gunsmoke", "Fibber McGee and Molly", "Lights Out", "Inner Sanctum"]), R.randint(12, 900))
    return s, ch(["alt.binaries.sounds.mp3", "alt.binaries.sounds.lossless", "alt.binaries.multimedia.vintage-tv",
                  "alt.binaries.sounds.radio.oldtime", "alt.binaries.etree", "alt.binaries.pictures.magazines",
                  "alt.binaries.multimedia", "alt.binaries.misc", "alt.binaries.dvd"])


@legit("season_pack")
def l_season():
    show = ch(SHOWS)
    kind = R.randint(0, 5)
    n = R.randint(1, 12)
    if kind == 0:
        s = "%s.S%02d.%s.BluRay.x264-%s" % (dots(show), n, ch(["720p", "1080p"]), ch(["ROVERS", "DEMAND", "SHORTBREHD", "GHOULS"]))
    elif kind == 1:
        s = "%s S01-S%02d COMPLETE %s WEB-DL" % (show, n + 1, ch(["720p", "1080p"]))
    elif kind == 2:
        s = "%s.Complete.Series.%s" % (dots(show), ch(["DVDRip.XviD-SAiNTS", "1080p.BluRay.x265-RARBG", "720p.WEB-DL.AAC2.0.H.264"]))
    elif kind == 3:
        s = "%s (%d) Season %d S%02d (1080p BluRay x265 HEVC 10bit AAC 5.1 Silence)" % (show, R.randint(1995, 2022), n, n)
    elif kind == 4:
        s = "%s.S%02d.%s.WEB-DL.%s.H.265-%s" % (dots(show), n, ch(["2160p.NF", "2160p.AMZN", "1080p.ATVP", "2160p.DSNP"]),
                                               ch(AUDIO), ch(TV_P2P_GROUPS))
    else:
        s = "%s - Staffel %d - Komplett - GERMAN DL 1080p" % (show, n)
    return s, ch(TV_GROUPS)


@legit("collection_pack")
def l_collection():
    a = ch(ARTISTS)
    y, mo, d = date_tuple(2015, 2025)
    kind = R.randint(0, 8)
    if kind == 0:
        s = "%s - Discography (%d-%d) [%s]" % (a, R.randint(1965, 1995), R.randint(2000, 2025), ch(["FLAC", "MP3 320", "Hi-Res", "MP3 V0"]))
    elif kind == 1:
        s = "MP3 Top 40 Single Charts %02d.%02d.%d" % (d, mo, y)
    elif kind == 2:
        s = "Beatport Top 100 %s %s %d" % (ch(["Techno", "House", "Melodic House and Techno", "Drum and Bass", "Trance", "Afro House"]),
                                          MONTHS[mo - 1], y)
    elif kind == 3:
        s = "VA - 100 Greatest %s Hits (%dCD Box Set) %d" % (ch(["80s", "90s", "Disco", "Soul", "Motown", "Rock Ballads"]), R.randint(3, 8), y)
    elif kind == 4:
        s = "MAME 0.%d ROMs (%s)" % (R.randint(220, 272), ch(["merged", "non-merged", "split", "CHDs", "Software List ROMs"]))
    elif kind == 5:
        s = "No-Intro - %s (%04d%02d%02d-%06d)" % (ch(["Nintendo - Game Boy Advance", "Sega - Mega Drive - Genesis",
                                                        "Nintendo - Super Nintendo Entertainment System", "NEC - PC Engine - TurboGrafx-16",
                                                        "Atari - 2600", "Nintendo - Nintendo 64 (BigEndian)"]), y, mo, d, R.randint(0, 235959))
    elif kind == 6:
        s = "Now That's What I Call Music! %d (%d)" % (R.randint(90, 120), y)
    elif kind == 7:
        s = "Redump %s (%s) part %d of %d" % (ch(["Sony PlayStation 2", "Sega Dreamcast", "Nintendo GameCube", "Sony PlayStation"]),
                                             ch(["USA", "Europe", "Japan"]), R.randint(1, 30), R.randint(30, 60))
    else:
        s = "%s Collection %d-%d (%d films) %s" % (ch(["James Bond", "Studio Ghibli", "Alfred Hitchcock", "Stanley Kubrick",
                                                      "Pixar", "Star Trek", "Godzilla Showa Era", "Akira Kurosawa"]),
                                                  R.randint(1930, 1990), R.randint(1995, 2024), R.randint(6, 28),
                                                  ch(["1080p BluRay x264", "720p", "DVDRip", "2160p Remux"]))
    return s, ch(["alt.binaries.sounds.mp3.complete_cd", "alt.binaries.sounds.mp3", "alt.binaries.emulators.mame",
                  "alt.binaries.roms", "alt.binaries.sounds.lossless", "alt.binaries.movies", "alt.binaries.mp3.full_albums",
                  "alt.binaries.sounds.mp3.dance"])


@legit("nfo_style_subject")
def l_nfo():
    kind = R.randint(0, 5)
    if kind in (0, 1):
        rel = "%s.%s.%s.WEB.h264-%s" % (dots(ch(SHOWS)), se(9, 18), ch(["720p", "1080p"]), ch(TV_SCENE_GROUPS))
        grp = "#a.b.teevee@EFNet"
    else:
        m, y = mov()
        rel = "%s.%d.%s.BluRay.x264-%s" % (dots(m), y, ch(["720p", "1080p"]), ch(MOVIE_SCENE_GROUPS))
        grp = "#a.b.moovee@EFNet"
    tot = R.randint(20, 120)
    ext = ch(["nfo", "sfv", "par2", "r00", "rar", "nzb"])
    if kind in (0, 2):
        s = "[#%s]-[FULL]-[%s]-[%02d/%d] - \"%s.%s\"" % (grp[1:], rel, R.randint(0, tot), tot, rel.lower(), ext)
    elif kind == 1:
        s = "[%d]-[FULL]-[%s]-[ %s ]-[%02d/%d] - \"%s.%s\"" % (R.randint(10000, 199999), grp, rel, R.randint(1, tot), tot, rel.lower(), ext)
    elif kind == 3:
        s = "(%s) [00/%d] - \"%s.nfo\"" % (rel, tot, rel)
    elif kind == 4:
        s = "[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[ %s ] - \"%s.%s\"" % (rel, rel, ext)
    else:
        s = "<<%s>> [REPOST] %s [%d/%d]" % (ch(["NZB", "HD", "DVD", "FULL"]), rel, R.randint(1, tot), tot)
    return s, "alt.binaries." + ("teevee" if "teevee" in grp else ch(["moovee", "movies", "town"]))


@legit("dated_daily_show")
def l_daily():
    y, mo, d = date_tuple(2017, 2025)
    guest = dots("%s %s" % (ch(FIRST), ch(LAST)))
    kind = R.randint(0, 6)
    if kind == 0:
        s = "The.Daily.Show.%d.%02d.%02d.%s.%s.WEB.h264-%s" % (y, mo, d, guest, ch(["720p", "1080p"]), ch(["EDITH", "JEBAITED", "TRUMP"]))
    elif kind == 1:
        s = "%s.%d.%02d.%02d.%s.%s.WEB.h264-%s" % (ch(["Jimmy.Kimmel", "Late.Night.with.Seth.Meyers", "The.Tonight.Show.Starring.Jimmy.Fallon",
                                                      "The.Late.Show.with.Stephen.Colbert", "Jimmy.Fallon", "Conan"]),
                                                  y, mo, d, guest, ch(["720p", "1080p"]), ch(["JEBAITED", "EDITH", "PLZPROPER", "BAE"]))
    elif kind == 2:
        s = "Jeopardy.%d.%02d.%02d.%s.HDTV.x264-NGP" % (y, mo, d, ch(["720p", "1080p", "480p"]))
    elif kind == 3:
        s = "%s.%d-%02d-%02d.%s.HDTV" % (ch(["Coronation.Street", "EastEnders", "Emmerdale", "Neighbours", "Home.and.Away", "Hollyoaks"]),
                                        y, mo, d, ch(["720p", "1080p", "PDTV", "576p"]))
    elif kind == 4:
        s = "Tagesschau %02d.%02d.%d 20 Uhr" % (d, mo, y)
    elif kind == 5:
        s = "%s %02d-%02d-%d %s" % (ch(["Newsnight", "Question Time", "Match of the Day", "Gute Zeiten schlechte Zeiten",
                                        "Goede Tijden Slechte Tijden", "Journal de 20h"]), d, mo, y, ch(["720p", "1080p", "HD", "SD"]))
    else:
        s = "Real.Time.with.Bill.Maher.%d.%02d.%02d.%s.WEB.h264-%s" % (y, mo, d, ch(["720p", "1080p"]), ch(TV_SCENE_GROUPS))
    return s, ch(TV_GROUPS)


@legit("numbered_parts")
def l_parts():
    m, y = mov()
    k = R.randint(1, 6)
    n = R.randint(k, 12)
    kind = R.randint(0, 7)
    if kind == 0:
        s = "%s.%d.DVDRip.XviD.CD%d-%s" % (dots(m), y, R.randint(1, 3), ch(MOVIE_SCENE_GROUPS))
    elif kind == 1:
        s = "%s (%d) - Teil %d von %d" % (ch(["Das Boot", "Heimat", "Berlin Alexanderplatz", "Der Schattenmann", "Babylon Berlin",
                                              "Die Manns", "Unsere Mütter unsere Väter"]), R.randint(1980, 2023), k, n)
    elif kind == 2:
        s = "%s - %s - Part %02d of %02d" % (ch(AUTHORS), booktitle(), k, n)
    elif kind == 3:
        s = "%s %d Part %d of %d %s" % (ch(["Shoah", "War and Peace", "Satantango", "Dekalog", "Fanny and Alexander", "Heimat"]),
                                        ch([1966, 1985, 1994, 1989, 1982, 1984]), k, n, ch(["1080p BluRay", "DVD9", "720p", ""]))
    elif kind == 4:
        s = "%s - Disc %d" % (ch(["Ken Burns The Civil War", "The World at War", "Band of Brothers", "The Pacific", "Cosmos 1980",
                                  "Connections", "The Ascent of Man"]), k)
    elif kind == 5:
        s = "%s - Lecture %02d - %s" % (ch(["MIT 8.04 Quantum Physics", "Stanford CS229 Machine Learning", "The Great Courses - History of Rome",
                                           "Yale PHIL 176 Death", "Harvard CS50"]), R.randint(1, 40),
                                        ch(["Introduction", "Wave Functions", "Review", "Midterm Recap", "Applications", "Conclusion"]))
    elif kind == 6:
        s = "%s (%d) [%d/%d] %s" % (m, y, k, n, ch(["DVD-R", "BD25 split", "VHS capture", "Laserdisc rip"]))
    else:
        s = "Udemy - %s - Part %d/%d" % (ch(["Complete Python Bootcamp", "The Web Developer Bootcamp", "Docker and Kubernetes",
                                            "Blender 4 Masterclass", "Music Production in Ableton", "AWS Certified Solutions Architect"]), k, n)
    return s, ch(MOVIE_GROUPS + ["alt.binaries.e-book.audio", "alt.binaries.tutorials", "alt.binaries.german.movies"])


# ---------------------------------------------------------------- assembly
SEEN = set()


def build(specs, total, label):
    base, extra = divmod(total, len(specs))
    rows = []
    for i, (fam, fn) in enumerate(specs):
        want = base + (1 if i < extra else 0)
        got = 0
        tries = 0
        while got < want:
            tries += 1
            if tries > want * 500:
                raise SystemExit("could not fill %s/%s: %d of %d" % (label, fam, got, want))
            title, group = fn()
            title = clean(title)
            group = clean(group)
            key = title.casefold()
            if not title or key in SEEN:
                continue
            SEEN.add(key)
            rows.append((label, fam, title, group))
            got += 1
    return rows


def main():
    assert len(JUNK) == 31, len(JUNK)
    assert len(LEGIT) == 26, len(LEGIT)
    assert len(set(n for n, _ in JUNK)) == 31
    assert len(set(n for n, _ in LEGIT)) == 26
    rows = build(JUNK, N_JUNK, "junk") + build(LEGIT, N_LEGIT, "legit")
    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("LABEL\tFAMILY\tTITLE\tGROUP\n")
        for row in rows:
            for field in row:
                assert "\t" not in field and "\n" not in field and "\r" not in field
            fh.write("\t".join(row) + "\n")
    print("wrote %s: %d rows (%d junk, %d legit)" % (OUT, len(rows), sum(r[0] == "junk" for r in rows),
                                                      sum(r[0] == "legit" for r in rows)))


if __name__ == "__main__":
    main()
